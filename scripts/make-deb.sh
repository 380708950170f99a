#!/bin/bash
# make deb: build dm-biocap-dkms_<ver>_all.deb and biocapctl_<ver>_<arch>.deb
# from a clean copy of the tree (the files git tracks or would track: nothing it
# ignores, no build output; the whole tree outside git), with
# dpkg-buildpackage -us -uc -b, into OUTDIR (default dist/).
# Needs the Build-Depends of debian/control (debhelper, dh-dkms,
# libdevmapper-dev): apt-get install debhelper dh-dkms libdevmapper-dev
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
version=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$top/dkms.conf")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dm-biocap-deb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
src=$tmp/dm-biocap-$version
mkdir -p "$src"
if git -C "$top" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	# tracked files as they are in the working tree, and new files git does not ignore
	(cd "$top" && git ls-files -z -co --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
		xargs -0 cp --parents -t "$src")
else
	(cd "$top" && tar --exclude=./.cache --exclude=./dist --exclude=./.git -cf - .) | tar -xf - -C "$src"
fi
(cd "$src" && dpkg-buildpackage -us -uc -b)
for f in "$tmp"/*.deb "$tmp"/*.changes "$tmp"/*.buildinfo; do
	[ -f "$f" ] && mv -f "$f" "$out/"
done
ls -1 "$out"/*_"$version"_*.deb
