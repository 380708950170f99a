#!/bin/sh
# make dkms-install and make dkms-uninstall: register this tree's module source
# with DKMS as /usr/src/dm-biocap-VERSION and build and install it for KVER, or
# remove that registration.
# usage: dkms-install.sh install|uninstall VERSION [KVER]
#
# Both refuse a /usr/src/dm-biocap-VERSION that a package owns: it is
# dm-biocap-dkms's, and removing it by hand would leave dpkg with missing files.
# install also refuses while DKMS has another version of dm-biocap: each would
# install its dm-biocap.ko into the same place for every kernel.  Only install
# needs dkms: uninstall removes the source dir without it.
set -eu
me="make dkms-$1"
op=$1 v=$2 kver=${3:-}
src=/usr/src/dm-biocap-$v

die() {
	echo "$me: $*" >&2
	exit 1
}

[ -n "$v" ] || die "no PACKAGE_VERSION in dkms.conf"

# owner_of PATH: the package that owns PATH, if any (a diversion is not one)
owner_of() {
	o=
	if command -v dpkg-query >/dev/null; then
		o=$(dpkg-query -S "$1" 2>/dev/null |
			sed -n '/^\(local \)\{0,1\}diversion /d; s/: .*//p' | sed -n '1{s/, .*//;p;}')
	fi
	# rpm prints "... is not owned by any package" and fails for no owner
	if [ -z "$o" ] && command -v rpm >/dev/null &&
	   o=$(rpm -qf --qf '%{NAME}\n' "$1" 2>/dev/null); then
		o=$(echo "$o" | sed -n 1p)
	fi
	echo "$o"
}

# the versions DKMS has (dkms 2: "dm-biocap, V, ..."; dkms 3: "dm-biocap/V, ...");
# dkms 3.0 lists none for a version whose source is gone, which its tree still has
registered() {
	{
		if command -v dkms >/dev/null; then
			dkms status -m dm-biocap 2>/dev/null |
				sed -n 's|^dm-biocap[/,] *\([^,:]*\).*|\1|p'
		fi
		# a version's dir links to its source (not original_module/,
		# where dkms keeps a module it replaced)
		for d in /var/lib/dkms/dm-biocap/*; do
			[ -d "$d" ] && [ ! -L "$d" ] && [ -L "$d/source" ] && echo "${d##*/}"
		done
	} | sort -u
}

# The source dir again from this tree, so that dkms can remove a registration
# whose source is gone (dkms status: "broken"); jobserver flags are the caller's.
put_source() {
	rm -rf "$src"
	MAKEFLAGS='' make --no-print-directory dkms-source DKMS_SRC="$src"
}

# unregister: remove this version from DKMS, if it has it
unregister() {
	if registered | grep -qxF "$v"; then
		[ -d "$src" ] || put_source
		dkms remove -m dm-biocap -v "$v" --all
	fi
}

owner=$(owner_of "$src")
if [ -n "$owner" ]; then
	case $op in
	install) die "$src belongs to the package $owner, which already builds and installs this version; remove that package first to install from this tree" ;;
	*) die "$src belongs to the package $owner: remove the package instead" ;;
	esac
fi

if [ "$op" = uninstall ]; then
	if command -v dkms >/dev/null; then
		unregister
	fi
	rm -rf "$src"
	exit 0
fi
[ "$op" = install ] || die "unknown operation"
command -v dkms >/dev/null || die "dkms is not installed"

others=$(registered | grep -vxF "$v" | tr '\n' ' ')
if [ -n "$others" ]; then
	for o in $others; do
		owner=$(owner_of "/usr/src/dm-biocap-$o")
		if [ -n "$owner" ]; then
			echo "$me: DKMS has dm-biocap $o from the package $owner: remove that package first" >&2
		else
			echo "$me: DKMS has dm-biocap $o: remove it first (make dkms-uninstall in its source tree, or dkms remove -m dm-biocap -v $o --all; rm -rf /usr/src/dm-biocap-$o)" >&2
		fi
	done
	die "a kernel takes one dm-biocap.ko; not installing $v beside ${others% }"
fi
[ -n "$kver" ] || die "no kernel headers under /lib/modules/*/build: install the running kernel's (linux-headers-$(uname -r) on Debian, kernel-devel-$(uname -r) on Fedora) or pass KVER="
[ -d "/lib/modules/$kver/build" ] || die "no headers for $kver (/lib/modules/$kver/build)"
if [ "$kver" != "$(uname -r)" ]; then
	echo "$me: building for $kver, not for the running kernel $(uname -r)" >&2
fi

put_source
unregister
dkms add -m dm-biocap -v "$v"
dkms build -m dm-biocap -v "$v" -k "$kver"
dkms install -m dm-biocap -v "$v" -k "$kver"
