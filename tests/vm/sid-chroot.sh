#!/bin/bash
# shellcheck shell=bash
# A Debian sid chroot for building modules against sid kernels (their kbuild
# tools need sid's glibc and compiler, which the bookworm host does not have).
# Made with the host's debootstrap from the mirror of the machine's own apt
# sources, cached in $CACHE/chroot/sid; sid packages go only into the chroot.
#
# Sourced (after lib.sh) by kernels/7.2.sh:
#   sid_chroot_ensure PKG...     create the chroot if needed and install PKG... in it
#   sid_chroot_run DIR CMD...    run CMD in the chroot with DIR (host path) bind-mounted
#                                at /build and the working directory there
# Run directly (debugging):
#   tests/vm/sid-chroot.sh ensure PKG...
#   tests/vm/sid-chroot.sh run DIR CMD...      e.g. run .cache/build/7.2.13+deb14-amd64 make W=1 ...
#   tests/vm/sid-chroot.sh shell [DIR]
# Env: BIOCAP_SID_CHROOT (chroot directory, default $CACHE/chroot/sid),
#      BIOCAP_SID_REFRESH=1 (dist-upgrade the chroot even if nothing is missing).

SID_SUITE=sid
# What every build needs besides the headers package (which pulls in sid's
# gcc-N-for-host, linux-kbuild and pahole).
SID_BASE_PACKAGES=(make)

sid_chroot_dir() {
	SID_ROOT=${BIOCAP_SID_CHROOT:-$CACHE/chroot/$SID_SUITE}
}

# Run a command in the chroot with /proc mounted and, optionally, a host
# directory bind-mounted at /build. Runs in a subshell so the EXIT trap that
# unmounts is local. The environment is reset (no MAKEFLAGS etc. of the host).
# Args: host-dir-or-empty command...
_sid_chroot_exec() {
	local dir=$1
	shift
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
		if ! mountpoint -q "$SID_ROOT/proc"; then
			mount -t proc proc "$SID_ROOT/proc"
			mounted+=("$SID_ROOT/proc")
		fi
		# debootstrap makes /dev/null etc.; should they be missing (debootstrap
		# run in a container without mknod), borrow the host's /dev.
		if [ ! -c "$SID_ROOT/dev/null" ]; then
			mount --bind /dev "$SID_ROOT/dev"
			mounted+=("$SID_ROOT/dev")
		fi
		cp -L /etc/resolv.conf "$SID_ROOT/etc/resolv.conf" 2>/dev/null || true
		local cwd=/
		if [ -n "$dir" ]; then
			mkdir -p "$SID_ROOT/build"
			mount --bind "$dir" "$SID_ROOT/build"
			mounted+=("$SID_ROOT/build")
			cwd=/build
		fi
		chroot "$SID_ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
			LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive TERM="${TERM:-dumb}" \
			/bin/sh -c 'cd "$0" && exec "$@"' "$cwd" "$@"
	)
}

# The chroot's apt follows the host's policy on the dates of Release files
# (a machine whose mirror is a frozen snapshot turns the checks off). /b reads
# any spelling of the boolean (false, 0, no). apt_update copes without it.
_sid_chroot_apt_policy() {
	local f=$1/etc/apt/apt.conf.d/90biocap-host-policy opt
	rm -f "$f"
	for opt in Acquire::Check-Valid-Until Acquire::Check-Date; do
		if [ "$(apt-config shell v "$opt/b" 2>/dev/null)" = "v='false'" ]; then
			echo "$opt \"false\";" >>"$f"
		fi
	done
	return 0
}

# Create the bare chroot (debootstrap --variant=minbase), once.
_sid_chroot_bootstrap() {
	local tmp t0=$SECONDS
	[ -f "$SID_ROOT/.bootstrapped" ] && return 0
	install_missing debootstrap
	tmp=$SID_ROOT.tmp
	# a half-made tree of an interrupted run: unmount leftovers, start over
	umount -l "$tmp/proc" "$tmp/sys" "$tmp/dev/pts" "$tmp/dev" 2>/dev/null || true
	rm -rf "$tmp" "$SID_ROOT"
	mkdir -p "$(dirname "$SID_ROOT")"
	log "debootstrap $SID_SUITE into $SID_ROOT (a few minutes, once)"
	debootstrap --variant=minbase --include="$(
		IFS=,
		echo "${SID_BASE_PACKAGES[*]}"
	)" \
		"$SID_SUITE" "$tmp" "$(host_debian_uri)" >&2 ||
		{
			tail -n 20 "$tmp/debootstrap/debootstrap.log" >&2 2>/dev/null || true
			return 1
		}
	# debootstrap's own sources.list already names the host's mirror and sid.
	printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' \
		>"$tmp/etc/apt/apt.conf.d/90biocap-norecommends"
	_sid_chroot_apt_policy "$tmp"
	# no daemons may start in the chroot
	printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
	chmod 755 "$tmp/usr/sbin/policy-rc.d"
	mv "$tmp" "$SID_ROOT"
	touch "$SID_ROOT/.bootstrapped"
	log "sid chroot bootstrapped in $((SECONDS - t0)) s"
}

# apt-get update, (dist-upgrade when asked), install PKG..., clean (no .debs kept).
_sid_chroot_install() {
	apt_update _sid_chroot_exec '' apt-get -q update || return 1
	if [ -n "${BIOCAP_SID_REFRESH:-}" ]; then
		_sid_chroot_exec '' apt-get -q -y dist-upgrade >&2 || return 1
	fi
	if [ $# -gt 0 ]; then
		_sid_chroot_exec '' apt-get -q -y install "$@" >&2 || return 1
	fi
	_sid_chroot_exec '' apt-get -q clean >&2
}

# sid_chroot_ensure PKG...: the chroot exists and has PKG... installed.
sid_chroot_ensure() {
	local p missing=() lock
	sid_chroot_dir
	mkdir -p "$(dirname "$SID_ROOT")"
	lock=$SID_ROOT.lock
	# One process at a time creates or changes the chroot.
	exec {SID_LOCK_FD}>"$lock"
	flock "$SID_LOCK_FD"
	_sid_chroot_bootstrap || {
		flock -u "$SID_LOCK_FD"
		return 1
	}
	for p in "${SID_BASE_PACKAGES[@]}" "$@"; do
		chroot "$SID_ROOT" dpkg-query -W -f='${db:Status-Status}\n' "$p" 2>/dev/null |
			grep -qx installed || missing+=("$p")
	done
	if [ ${#missing[@]} -gt 0 ] || [ -n "${BIOCAP_SID_REFRESH:-}" ]; then
		local t0=$SECONDS
		_sid_chroot_apt_policy "$SID_ROOT"
		log "sid chroot: apt-get install ${missing[*]}"
		if ! _sid_chroot_install "${missing[@]}"; then
			flock -u "$SID_LOCK_FD"
			return 1
		fi
		log "sid chroot: packages installed in $((SECONDS - t0)) s"
	fi
	flock -u "$SID_LOCK_FD"
}

# sid_chroot_run DIR CMD...: CMD in the chroot, DIR bind-mounted at /build (cwd).
# Runs hold the chroot's lock: concurrent builds take turns for /build and /proc.
sid_chroot_run() {
	local dir
	sid_chroot_dir
	dir=$(cd "$1" && pwd)
	shift
	(
		exec {lockfd}>"$SID_ROOT.lock"
		flock "$lockfd"
		_sid_chroot_exec "$dir" "$@"
	)
}

# Drop headers packages of kernels other than the given ones (keeps the chroot small).
sid_chroot_prune_headers() {
	local keep=" $* " p old=()
	sid_chroot_dir
	for p in $(chroot "$SID_ROOT" dpkg-query -W -f='${db:Status-Status} ${Package}\n' 'linux-headers-*' 2>/dev/null |
		awk '$1 == "installed" {print $2}'); do
		[[ $keep == *" $p "* ]] || [[ $p == *-common ]] || old+=("$p")
	done
	[ ${#old[@]} -eq 0 ] && return 0
	log "sid chroot: removing ${old[*]}"
	_sid_chroot_exec '' apt-get -q -y purge --autoremove "${old[@]}" >&2 || true
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -euo pipefail
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	cmd=${1:-}
	shift || true
	case $cmd in
	ensure) sid_chroot_ensure "$@" ;;
	run)
		[ $# -ge 2 ] || die "usage: $0 run DIR CMD..."
		sid_chroot_ensure
		sid_chroot_run "$@"
		;;
	shell)
		sid_chroot_ensure
		if [ $# -ge 1 ]; then sid_chroot_run "$1" /bin/bash; else _sid_chroot_exec '' /bin/bash; fi
		;;
	*) die "usage: $0 ensure PKG... | run DIR CMD... | shell [DIR]" ;;
	esac
fi
