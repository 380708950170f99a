#!/bin/bash
# shellcheck shell=bash
# Cached Debian chroots, one per suite, for what the bookworm host cannot run:
# modules built against the kernels of other suites (their kbuild tools need that
# suite's glibc and compiler) and sid's QEMU (tests/vm/qemu.sh). Made with the
# host's debootstrap from the mirror of the machine's own apt sources, cached in
# $CACHE/chroot/<suite>; packages of other suites go only into their chroot.
#
# A chroot of a stable suite (anything but sid) also lists <suite>-backports, at
# apt's priority for backports (100): only packages asked for by name that exist
# only there (a backported kernel's headers and kbuild) come from it; the compiler
# and everything else stay the suite's own. It lists <suite>-updates and, when the
# machine's own sources have a security archive, <suite>-security from there, as a
# default install of that release does: a stable release's newest kernels are
# published in its security archive first (bookworm's 6.1 and 6.12 are only there).
#
# Sourced (after lib.sh) by run-guest.sh, qemu.sh's users and the kernel scripts:
#   suite_chroot_dir SUITE              prints the chroot's directory
#   suite_chroot_ensure SUITE PKG...    create the chroot if needed and install PKG... in it
#   suite_chroot_run SUITE DIR CMD...   run CMD in the chroot with DIR (host path)
#                                       bind-mounted at /build and the working directory there
#   suite_chroot_update SUITE           create the chroot if needed and refresh its apt lists
#   suite_chroot_prune SUITE GLOB KEEP...  purge the installed packages matching GLOB
#                                       other than KEEP... (old kernel headers)
#   suite_chroot_keep SUITE OWNER PKG...   OWNER (a job sharing the chroot) now uses
#                                       PKG...: purge what it used before and no longer does
#   suite_chroot_stub SUITE NAME PROVIDES  install an empty package NAME that provides
#                                       PROVIDES (a dependency the builds do not need)
#   chroot_exec ROOT DIR CMD...         run CMD in any chroot directory (also tests/host)
#   chroot_stub ROOT NAME PROVIDES      suite_chroot_stub in any chroot directory
#   chroot_apt_policy ROOT              the host's Release-date policy for that chroot's apt
#   chroot_image ROOT IMG LABEL         ROOT packed into IMG, an ext4 image labelled LABEL,
#                                       for a guest to mount (tests/guest/testbed.sh)
# Run directly (debugging):
#   tests/vm/suite-chroot.sh SUITE ensure PKG...
#   tests/vm/suite-chroot.sh SUITE run DIR CMD...   e.g. trixie run .cache/build/7.3.4+deb13-amd64 make W=1 ...
#   tests/vm/suite-chroot.sh SUITE shell [DIR]
# Env: BIOCAP_CHROOT_<SUITE> (that chroot's directory, default $CACHE/chroot/<suite>;
#      <suite> upper-cased, "-" as "_"; BIOCAP_SID_CHROOT is still read for sid),
#      BIOCAP_CHROOT_REFRESH=1 (dist-upgrade a chroot even if nothing is missing;
#      BIOCAP_SID_REFRESH=1 still does it for sid).

# What every chroot has besides what its users install (a kernel's headers package
# pulls in that suite's gcc-N, linux-kbuild and pahole).
SUITE_CHROOT_BASE_PACKAGES=(make)

suite_chroot_dir() {
	local suite=$1 var
	var=BIOCAP_CHROOT_$(tr 'a-z-' 'A-Z_' <<<"$suite")
	if [ -n "${!var:-}" ]; then
		echo "${!var}"
	elif [ "$suite" = sid ] && [ -n "${BIOCAP_SID_CHROOT:-}" ]; then
		echo "$BIOCAP_SID_CHROOT"
	else
		echo "$CACHE/chroot/$suite"
	fi
}

_suite_chroot_refresh() {
	[ -n "${BIOCAP_CHROOT_REFRESH:-}" ] || { [ "$1" = sid ] && [ -n "${BIOCAP_SID_REFRESH:-}" ]; }
}

# The suites a chroot's apt lists from the machine's mirror: the suite and, for a
# stable one, its updates and backports (its security archive: _suite_chroot_sources).
_suite_chroot_suites() {
	case $1 in
	sid | unstable | experimental) echo "$1" ;;
	*) echo "$1 $1-updates $1-backports" ;;
	esac
}


# Run a command in the chroot ROOT with /proc mounted and, optionally, a host
# directory bind-mounted at /build. Runs in a subshell so the EXIT trap that
# unmounts is local. The environment is reset (no MAKEFLAGS etc. of the host).
# Args: root host-dir-or-empty command...
chroot_exec() {
	local root=$1 dir=$2
	shift 2
	(
		set -e
		mounted=()
		cleanup() {
			local i
			for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
				umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true
			done
		}
		trap cleanup EXIT
		trap 'exit 130' INT TERM
		if ! mountpoint -q "$root/proc"; then
			mount -t proc proc "$root/proc"
			mounted+=("$root/proc")
		fi
		# debootstrap makes /dev/null etc.; should they be missing (debootstrap
		# run in a container without mknod), borrow the host's /dev.
		if [ ! -c "$root/dev/null" ]; then
			mount --bind /dev "$root/dev"
			mounted+=("$root/dev")
		fi
		cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
		local cwd=/
		if [ -n "$dir" ]; then
			mkdir -p "$root/build"
			mount --bind "$dir" "$root/build"
			mounted+=("$root/build")
			cwd=/build
		fi
		chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
			LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive TERM="${TERM:-dumb}" \
			/bin/sh -c 'cd "$0" && exec "$@"' "$cwd" "$@"
	)
}

# The chroot's apt follows the host's policy on the dates of Release files
# (a machine whose mirror is a frozen snapshot turns the checks off). /b reads
# any spelling of the boolean (false, 0, no). apt_update copes without it.
chroot_apt_policy() {
	local f=$1/etc/apt/apt.conf.d/90biocap-host-policy opt
	rm -f "$f"
	for opt in Acquire::Check-Valid-Until Acquire::Check-Date; do
		if [ "$(apt-config shell v "$opt/b" 2>/dev/null)" = "v='false'" ]; then
			echo "$opt \"false\";" >>"$f"
		fi
	done
	return 0
}

# The chroot's sources: the host's mirror, the suites of _suite_chroot_suites;
# backports pinned to 100 (what their Release file asks for, made explicit).
_suite_chroot_sources() {
	local root=$1 suite=$2 s uri
	uri=$(host_debian_uri)
	{
		for s in $(_suite_chroot_suites "$suite"); do
			echo "deb $uri $s main"
		done
		s=$(suite_security_uri "$suite")
		[ -z "$s" ] || echo "deb $s $suite-security main"
	} >"$root/etc/apt/sources.list"
	rm -f "$root/etc/apt/preferences.d/90biocap-backports"
	for s in $(_suite_chroot_suites "$suite"); do
		[[ $s == *-backports ]] || continue
		printf 'Package: *\nPin: release n=%s\nPin-Priority: 100\n' "$s" \
			>"$root/etc/apt/preferences.d/90biocap-backports"
	done
}

# Create the bare chroot of SUITE at ROOT (debootstrap --variant=minbase), once.
_suite_chroot_bootstrap() {
	local suite=$1 root=$2 tmp t0=$SECONDS
	[ -f "$root/.bootstrapped" ] && return 0
	install_missing debootstrap
	tmp=$root.tmp
	# a half-made tree of an interrupted run: unmount leftovers, start over
	umount -l "$tmp/proc" "$tmp/sys" "$tmp/dev/pts" "$tmp/dev" 2>/dev/null || true
	rm -rf "$tmp" "$root"
	mkdir -p "$(dirname "$root")"
	log "debootstrap $suite into $root (a few minutes, once)"
	debootstrap --variant=minbase --include="$(
		IFS=,
		echo "${SUITE_CHROOT_BASE_PACKAGES[*]}"
	)" \
		"$suite" "$tmp" "$(host_debian_uri)" >&2 ||
		{
			tail -n 20 "$tmp/debootstrap/debootstrap.log" >&2 2>/dev/null || true
			return 1
		}
	printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' \
		>"$tmp/etc/apt/apt.conf.d/90biocap-norecommends"
	chroot_apt_policy "$tmp"
	# no daemons may start in the chroot
	printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
	chmod 755 "$tmp/usr/sbin/policy-rc.d"
	mv "$tmp" "$root"
	touch "$root/.bootstrapped"
	log "$suite chroot bootstrapped in $((SECONDS - t0)) s"
}

# apt-get update, (dist-upgrade when asked), install PKG..., clean (no .debs kept).
_suite_chroot_install() {
	local suite=$1 root=$2
	shift 2
	apt_update chroot_exec "$root" '' apt-get -q update || return 1
	if _suite_chroot_refresh "$suite"; then
		chroot_exec "$root" '' apt-get -q -y dist-upgrade >&2 || return 1
	fi
	if [ $# -gt 0 ]; then
		chroot_exec "$root" '' apt-get -q -y install "$@" >&2 || return 1
	fi
	chroot_exec "$root" '' apt-get -q clean >&2
}

# suite_chroot_ensure SUITE PKG...: the chroot exists and has PKG... installed.
suite_chroot_ensure() {
	local suite=$1 root p missing=() fd rc=0
	shift
	root=$(suite_chroot_dir "$suite")
	mkdir -p "$(dirname "$root")"
	# One process at a time creates or changes the chroot.
	exec {fd}>"$root.lock"
	flock "$fd"
	if _suite_chroot_bootstrap "$suite" "$root"; then
		for p in "${SUITE_CHROOT_BASE_PACKAGES[@]}" "$@"; do
			chroot "$root" dpkg-query -W -f='${db:Status-Status}\n' "$p" 2>/dev/null |
				grep -qx installed || missing+=("$p")
		done
		if [ ${#missing[@]} -gt 0 ] || _suite_chroot_refresh "$suite"; then
			local t0=$SECONDS
			chroot_apt_policy "$root"
			_suite_chroot_sources "$root" "$suite"
			log "$suite chroot: apt-get install ${missing[*]}"
			if _suite_chroot_install "$suite" "$root" "${missing[@]}"; then
				log "$suite chroot: packages installed in $((SECONDS - t0)) s"
			else
				rc=1
			fi
		fi
	else
		rc=1
	fi
	flock -u "$fd"
	exec {fd}>&-
	return $rc
}

# suite_chroot_run SUITE DIR CMD...: CMD in the chroot, DIR bind-mounted at /build (cwd).
# Runs hold the chroot's lock: concurrent builds take turns for /build and /proc.
suite_chroot_run() {
	local root dir
	root=$(suite_chroot_dir "$1")
	dir=$(cd "$2" && pwd)
	shift 2
	(
		exec {lockfd}>"$root.lock"
		flock "$lockfd"
		chroot_exec "$root" "$dir" "$@"
	)
}

# suite_chroot_update SUITE: the chroot exists and its apt lists are fresh (for a
# job that asks the chroot's apt what the suite offers).
suite_chroot_update() {
	local suite=$1 root fd rc=0
	root=$(suite_chroot_dir "$suite")
	mkdir -p "$(dirname "$root")"
	exec {fd}>"$root.lock"
	flock "$fd"
	if _suite_chroot_bootstrap "$suite" "$root"; then
		chroot_apt_policy "$root"
		_suite_chroot_sources "$root" "$suite"
		apt_update chroot_exec "$root" '' apt-get -q update || rc=1
	else
		rc=1
	fi
	flock -u "$fd"
	exec {fd}>&-
	return $rc
}

# Every user of a chroot keeps the packages it uses in a set of its own,
# $root.keep/<owner> (one package a line): a prune never removes what another
# user's set has, so jobs that share a chroot do not remove each other's headers
# (and download them again on their next run).
_suite_chroot_kept_by_others() {
	local root=$1 owner=$2 f
	for f in "$root.keep"/*; do
		[ -f "$f" ] && [ "${f##*/}" != "$owner" ] && cat "$f"
	done
	return 0
}

# Purge PKG... (those installed) with what only they pulled in. Caller holds the lock.
_suite_chroot_purge() {
	local suite=$1 root=$2 p old=()
	shift 2
	for p in "$@"; do
		chroot "$root" dpkg-query -W -f='${db:Status-Status}\n' "$p" 2>/dev/null |
			grep -qx installed && old+=("$p")
	done
	[ ${#old[@]} -eq 0 ] && return 0
	log "$suite chroot: removing ${old[*]}"
	chroot_exec "$root" '' apt-get -q -y purge --autoremove "${old[@]}" >&2 || true
}

# suite_chroot_prune SUITE GLOB KEEP...: purge the installed packages matching GLOB
# (dpkg-query's pattern) except KEEP... and -common packages (-common-rt too: a
# purge takes what depends on it; --autoremove takes them), with what only they
# pulled in; keeps the chroot small as kernels come and go. The GLOB names one
# kernel series, and KEEP... becomes the set of the owner "glob-GLOB", so the tags
# and jobs that share a chroot do not remove each other's headers.
suite_chroot_prune() {
	local suite=$1 glob=$2 root keep owner p old=() fd
	shift 2
	root=$(suite_chroot_dir "$suite")
	owner=glob-$(printf %s "$glob" | tr -c 'A-Za-z0-9.+_-' '_')
	exec {fd}>"$root.lock"
	flock "$fd"
	mkdir -p "$root.keep"
	printf '%s\n' "$@" >"$root.keep/$owner"
	keep=" $* $(_suite_chroot_kept_by_others "$root" "$owner" | tr '\n' ' ') "
	for p in $(chroot "$root" dpkg-query -W -f='${db:Status-Status} ${Package}\n' "$glob" 2>/dev/null |
		awk '$1 == "installed" {print $2}'); do
		[[ $keep == *" $p "* ]] || [[ $p == *-common ]] || [[ $p == *-common-* ]] || old+=("$p")
	done
	[ ${#old[@]} -eq 0 ] || _suite_chroot_purge "$suite" "$root" "${old[@]}"
	flock -u "$fd"
	exec {fd}>&-
}

# suite_chroot_keep SUITE OWNER PKG...: OWNER's set is now PKG...; what its set had
# before and has no longer is purged, unless another owner's set has it.
suite_chroot_keep() {
	local suite=$1 owner=$2 root p keep old=() fd
	shift 2
	root=$(suite_chroot_dir "$suite")
	exec {fd}>"$root.lock"
	flock "$fd"
	mkdir -p "$root.keep"
	keep=" $* $(_suite_chroot_kept_by_others "$root" "$owner" | tr '\n' ' ') "
	if [ -f "$root.keep/$owner" ]; then
		while read -r p; do
			[ -n "$p" ] && [[ $keep != *" $p "* ]] && old+=("$p")
		done <"$root.keep/$owner"
	fi
	printf '%s\n' "$@" >"$root.keep/$owner"
	[ ${#old[@]} -eq 0 ] || _suite_chroot_purge "$suite" "$root" "${old[@]}"
	flock -u "$fd"
	exec {fd}>&-
}

# suite_chroot_stub SUITE NAME PROVIDES: an empty package NAME (version 1) whose
# Provides: field is PROVIDES (e.g. "linux-image-X-unsigned (= 6.12.117-1)"),
# installed unless it is. It stands in for a dependency a module build does not
# need: trixie's 6.12 headers depend on their kernel image, which would bring
# 109 MB of modules, initramfs-tools and udev into the chroot and build an
# initramfs there on every new kernel.
suite_chroot_stub() {
	local suite=$1 root fd rc=0
	root=$(suite_chroot_dir "$suite")
	exec {fd}>"$root.lock"
	flock "$fd"
	chroot_stub "$root" "$2" "$3" || rc=1
	flock -u "$fd"
	exec {fd}>&-
	return $rc
}

# chroot_stub ROOT NAME PROVIDES: the same in any chroot directory (also
# tests/host/deb-chroot.sh); the caller keeps others out of ROOT.
chroot_stub() {
	local root=$1 name=$2 provides=$3 tmp rc=0
	chroot "$root" dpkg-query -W -f='${db:Status-Status}\n' "$name" 2>/dev/null |
		grep -qx installed && return 0
	tmp=$(mktemp -d "$root/tmp/stub.XXXXXX")
	mkdir -p "$tmp/pkg/DEBIAN"
	cat >"$tmp/pkg/DEBIAN/control" <<-CTL
		Package: $name
		Version: 1
		Architecture: all
		Maintainer: dm-biocap test bed <root@localhost>
		Provides: $provides
		Description: stands in for $provides in a build chroot
		 Made by tests/vm/suite-chroot.sh; holds no files.
	CTL
	dpkg-deb -Zxz --build "$tmp/pkg" "$tmp/stub.deb" >&2 || rc=1
	[ $rc -ne 0 ] || chroot_exec "$root" '' dpkg -i "/tmp/${tmp##*/}/stub.deb" >&2 || rc=1
	rm -rf "$tmp"
	return $rc
}

# chroot_image ROOT IMG LABEL: ROOT as the ext4 file system image IMG (sparse, 1 GiB
# free), volume name LABEL, which the guest checks before it mounts it
# (testbed_root_mount of tests/guest/testbed.sh); written beside IMG and renamed, so
# that an interrupted run leaves no half-made image.
chroot_image() {
	local root=$1 img=$2 label=$3 size
	size=$(du -sm "$root" | cut -f1)
	rm -f "$img.tmp"
	truncate -s "$((size + 1024))M" "$img.tmp"
	mkfs.ext4 -q -F -L "$label" -d "$root" "$img.tmp" || { rm -f "$img.tmp"; return 1; }
	mv "$img.tmp" "$img"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -euo pipefail
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	usage="usage: $0 SUITE ensure PKG... | SUITE run DIR CMD... | SUITE shell [DIR]"
	[ $# -ge 2 ] || die "$usage"
	suite=$1 cmd=$2
	shift 2
	case $cmd in
	ensure) suite_chroot_ensure "$suite" "$@" ;;
	run)
		[ $# -ge 2 ] || die "$usage"
		suite_chroot_ensure "$suite"
		suite_chroot_run "$suite" "$@"
		;;
	shell)
		suite_chroot_ensure "$suite"
		if [ $# -ge 1 ]; then
			suite_chroot_run "$suite" "$1" /bin/bash
		else
			chroot_exec "$(suite_chroot_dir "$suite")" '' /bin/bash
		fi
		;;
	*) die "$usage" ;;
	esac
fi
