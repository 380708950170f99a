#!/bin/sh
# The version lives in dkms.conf (PACKAGE_VERSION). The module (MODULE_VERSION
# and the target version) and biocapctl take it from include/dm-biocap.h, the
# packages from debian/changelog: this checks that both say the same, and so
# do NEWS's newest release and the man pages' .TH lines.
# Run from the top of the tree (debian/rules and tests/host/deb.sh do).
set -eu
v=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' dkms.conf)
h=$(awk '/^#define BIOCAP_VERSION_(MAJOR|MINOR|PATCH)[ \t]/ {v[$2] = $3}
	END {print v["BIOCAP_VERSION_MAJOR"] "." v["BIOCAP_VERSION_MINOR"] "." v["BIOCAP_VERSION_PATCH"]}' include/dm-biocap.h)
c=$(sed -n '1s/^[^ ]* (\([^)]*\)).*/\1/p' debian/changelog)
bad=0
[ -n "$v" ] || { echo "dkms.conf has no PACKAGE_VERSION" >&2; exit 1; }
[ "$h" = "$v" ] || { echo "include/dm-biocap.h says $h, dkms.conf says $v" >&2; bad=1; }
[ "$c" = "$v" ] || { echo "debian/changelog says $c, dkms.conf says $v" >&2; bad=1; }
news=$(awk 'NR > 1 && /^[0-9]+[.][0-9]+[.][0-9]+$/ { print; exit }' NEWS)
[ "$news" = "$v" ] || { echo "NEWS says ${news:-nothing}, dkms.conf says $v" >&2; bad=1; }
for m in userspace/*.[58]; do
	grep -q "^\.TH .*\"dm-biocap $v\"" "$m" ||
		{ echo "$m: its .TH line does not say dm-biocap $v" >&2; bad=1; }
done
[ $bad -eq 0 ] && echo "version $v"
exit $bad
