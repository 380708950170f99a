# shellcheck shell=bash
# shellcheck disable=SC2034 # globals used by the scripts that source this
# Shared helpers of the QEMU test bed (host side). Sourced, not run.
# Everything downloaded or built goes under $CACHE (.cache/ or $BIOCAP_CACHE).

VM_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$VM_DIR/../.." && pwd)
CACHE=${BIOCAP_CACHE:-$REPO/.cache}
mkdir -p "$CACHE"
CACHE=$(cd "$CACHE" && pwd)
# The tree whose module and guest tests are used (BIOCAP_SRC: test another checkout).
SRC_TREE=${BIOCAP_SRC:-$REPO}

# The guest timeout bounds one whole guest run (boot, all cases, unload); a hang
# costs this much, so keep it well inside the 35 min budget of make check.
GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-1200}

log() { printf '[vm %s] %s\n' "$(date +%T)" "$*" >&2; }
die() { printf '[vm] ERROR: %s\n' "$*" >&2; exit 1; }

# Kernel tags that have a script in tests/vm/kernels/.
known_kernels() {
	local f
	for f in "$VM_DIR"/kernels/*.sh; do
		basename "$f" .sh
	done | sort -V
}

# Self-built kernel tags that "all" leaves out: the debug checkers make a guest
# several times slower (make check-debug runs patched-debug); ask for them by name.
DEBUG_KERNELS='debug patched-debug'
# Tags that "all" leaves out to keep CI inside its hour on a cold 2-core machine:
# make check-matrix adds them ("all,7.3-rt,patched-6.12").
EXTRA_KERNELS='7.3-rt patched-6.12'
# tags a KERNELS list cannot name: run by their own driver (tests/vm/series-check.sh)
DRIVER_KERNELS='series'

# KERNELS=6.1,6.12 | all | all,7.3-rt,patched-6.12  ->  one tag per line, each once. "all" is
# the matrix of distribution kernels plus the self-built patched kernel (CI), not the
# debug kernels nor EXTRA_KERNELS.
expand_kernels() {
	local spec=${1:-6.1,6.12} k
	for k in ${spec//,/ }; do
		if [ "$k" = all ]; then
			known_kernels | grep -vxF -f <(tr ' ' '\n' <<<"$DEBUG_KERNELS $DRIVER_KERNELS $EXTRA_KERNELS")
			continue
		fi
		[ -f "$VM_DIR/kernels/$k.sh" ] || die "unknown kernel '$k' (known: $(known_kernels | tr '\n' ' '))"
		case " $DRIVER_KERNELS " in *" $k "*) die "kernel '$k' is run by its own driver, not by KERNELS" ;; esac
		echo "$k"
	done | awk '!seen[$0]++'
}

# ---------------------------------------------------------------- host packages

HOST_PACKAGES=(busybox-static fio dmsetup lvm2 e2fsprogs util-linux fdisk kmod cpio
	libdevmapper-dev make gcc libc6-dev dwarves zstd xz-utils dkms)

# apt_update CMD...: run an "apt-get update" command line; if apt refused a
# Release file for its dates, run it once more without the date checks.
# A mirror that is a frozen snapshot serves Release files past their
# Valid-Until (seen on a CI machine: sid's "is expired (invalid since 24d)"),
# and a machine whose clock lags sees them "not valid yet". The signatures
# are still verified. Output goes to stderr.
APT_DATE_ERRORS='Release file for .* is (expired|not valid yet)'
apt_update() {
	local out rc
	out=$(mktemp)
	rc=0
	DEBIAN_FRONTEND=noninteractive "$@" >"$out" 2>&1 || rc=$?
	cat "$out" >&2
	if grep -Eq "$APT_DATE_ERRORS" "$out"; then
		log "the mirror's Release file is out of its validity dates (a frozen snapshot?): retrying without the date checks"
		rc=0
		DEBIAN_FRONTEND=noninteractive "$@" -o Acquire::Check-Valid-Until=false \
			-o Acquire::Check-Date=false >"$out" 2>&1 || rc=$?
		cat "$out" >&2
		grep -Eq "$APT_DATE_ERRORS" "$out" && rc=1
	fi
	rm -f "$out"
	return $rc
}

# The host's apt and dpkg locks may be held for a while by someone else (a
# new machine's unattended-upgrades, another test run): wait for them.
HOST_APT=(apt-get -o DPkg::Lock::Timeout=900)

apt_updated=
host_apt_update() {
	[ -n "$apt_updated" ] && return
	log "apt-get update (host, bookworm)"
	apt_update "${HOST_APT[@]}" -q update
	apt_updated=1
}

# Install host packages (bookworm only) that are not installed yet.
install_missing() {
	local p missing=()
	for p in "$@"; do
		dpkg-query -W -f='${db:Status-Status}\n' "$p" 2>/dev/null | grep -qx installed || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return
	log "installing: ${missing[*]}"
	# Try without update first (warm lists); a fresh machine needs the update.
	if ! DEBIAN_FRONTEND=noninteractive "${HOST_APT[@]}" -q -y install "${missing[@]}" >&2; then
		host_apt_update
		DEBIAN_FRONTEND=noninteractive "${HOST_APT[@]}" -q -y install "${missing[@]}" >&2
	fi
}

install_host_deps() { install_missing "${HOST_PACKAGES[@]}"; }

# xfs_module TAG DIR: for a self-built kernel without xfs (kernels/base.config has
# none), build its fs/xfs as an external module against the built tree, in
# DIR/xfs-KVER; prints the .ko. Stock kernels have xfs.ko (staged by
# GUEST_EXTRA_MODULES): prints nothing for them. (make check-fstests, make bench)
xfs_module() {
	local tag=$1 kver kroot dir
	# shellcheck disable=SC2153 # KVER and KROOT come from the kernel script
	read -r kver kroot < <(
		# shellcheck source=/dev/null
		. "$VM_DIR/kernels/$tag.sh"
		kernel_resolve >&2
		kernel_fetch >&2
		echo "$KVER $KROOT"
	)
	grep -q '^kernel/fs/xfs/' "$kroot/lib/modules/$kver/modules.dep" 2>/dev/null && return 0
	[ -d "$kroot/linux/fs/xfs" ] || die "$tag: no xfs module and no kernel tree to build one"
	dir=$2/xfs-$kver
	if [ ! -f "$dir/xfs.ko" ]; then
		log "$tag: building xfs.ko for $kver (its config has no XFS)"
		rm -rf "$dir"
		mkdir -p "$dir"
		cp -r "$kroot/linux/fs/xfs/." "$dir/"
		make -C "$kroot/linux" M="$dir" CONFIG_XFS_FS=m -j2 modules >"$dir.log" 2>&1 ||
			{ tail -n 20 "$dir.log" >&2; rm -f "$dir/xfs.ko"; die "$tag: xfs.ko did not build (see $dir.log)"; }
	fi
	echo "$dir/xfs.ko"
}

# ---------------------------------------------------------- apt for other suites
# A private apt configuration per suite under $CACHE/apt/<suite>: its sources copy
# the URIs of the machine's own Debian sources, so no mirror is hard-coded and
# nothing of the other suite is ever installed on the host.

# host_apt_uri security|mirror: the URI of the machine's own Debian security archive,
# or of its mirror (anything else), from its apt sources; empty if there is none.
host_apt_uri() {
	local f uri='' op='!~'
	[ "$1" = security ] && op='~'
	for f in /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		uri=$(awk "/^URIs:/ && \$2 $op /security/ {print \$2; exit}" "$f")
		[ -n "$uri" ] && break
	done
	if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
		uri=$(awk "\$1 == \"deb\" && \$0 $op /security/"' {for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:/) {print $i; exit}}' /etc/apt/sources.list)
	fi
	echo "$uri"
}

# suite_security_uri SUITE: the machine's security archive URI if SUITE is a stable
# suite, whose updates (kernels first) come through SUITE-security; empty for sid,
# unstable, experimental and pockets such as trixie-backports.
suite_security_uri() {
	case $1 in
	sid | unstable | experimental | *-*) ;;
	*) host_apt_uri security ;;
	esac
}

host_debian_uri() {
	local uri
	uri=$(host_apt_uri mirror)
	[ -n "$uri" ] || die "cannot find a Debian mirror URI in the machine's apt sources"
	echo "$uri"
}

# Options that point apt-get/apt-cache at the private configuration of a suite.
# "host" means the machine's own configuration (bookworm).
apt_opts() {
	local suite=$1 dir=$CACHE/apt/$1
	APT_OPTS=()
	[ "$suite" = host ] && return
	APT_OPTS=(-o "Dir::Cache=$dir/cache" -o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$dir/sources"
		-o "Dir::State::Lists=$dir/lists" -o Dir::Etc::Preferences=/dev/null
		-o Dir::Etc::PreferencesParts=/dev/null)
}

# Create/refresh the private lists of a suite (refreshed when older than a day).
# Runs of several kernels may set up one suite at once: one at a time, and the sources
# are renamed into place, so that another run's apt-cache reads whole files.
apt_suite_setup() {
	local suite=$1 dir=$CACHE/apt/$1 sec
	apt_opts "$suite"
	[ "$suite" = host ] && return
	mkdir -p "$dir/sources" "$dir/lists/partial" "$dir/cache" "$CACHE/locks"
	exec {APT_LOCK_FD}>"$CACHE/locks/apt-$suite.lock"
	flock "$APT_LOCK_FD"
	cat >"$dir/$suite.sources.$$" <<-SRC
		Types: deb
		URIs: $(host_debian_uri)
		Suites: $suite
		Components: main
		Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	SRC
	# A stable suite's kernels are updated in its security archive first (trixie's
	# 6.12 is): that pocket too, from the machine's own security URI.
	sec=$(suite_security_uri "$suite")
	if [ -n "$sec" ]; then
		cat >"$dir/$suite-security.sources.$$" <<-SRC
			Types: deb
			URIs: $sec
			Suites: $suite-security
			Components: main
			Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
		SRC
		mv "$dir/$suite-security.sources.$$" "$dir/sources/$suite-security.sources"
	else
		rm -f "$dir/sources/$suite-security.sources"
	fi
	mv "$dir/$suite.sources.$$" "$dir/sources/$suite.sources"
	# "updated" holds the sources the lists were fetched from: new sources refresh them
	cat "$dir"/sources/*.sources >"$dir/sources.now"
	if [ -n "${BIOCAP_APT_REFRESH:-}" ] || [ ! -f "$dir/updated" ] ||
		! cmp -s "$dir/sources.now" "$dir/updated" ||
		[ -n "$(find "$dir/updated" -mmin +1440)" ]; then
		log "apt-get update ($suite, private lists in $dir)"
		apt_update apt-get "${APT_OPTS[@]}" -q update || die "apt-get update of $suite failed"
		mv "$dir/sources.now" "$dir/updated"
	fi
	exec {APT_LOCK_FD}>&-
}

# Newest package whose name matches an extended regex and that has a candidate.
newest_package() {
	local suite=$1 regex=$2 name policy
	apt_opts "$suite"
	for name in $(apt-cache "${APT_OPTS[@]}" pkgnames | grep -E "^($regex)\$" | sort -Vr); do
		policy=$(apt-cache "${APT_OPTS[@]}" policy "$name")
		if [[ $policy == *"Candidate: "[0-9]* ]]; then
			echo "$name"
			return
		fi
	done
	die "no package matching '$regex' in $suite"
}

# Download packages of a suite (kept in $CACHE/debs) and extract them into DEST.
fetch_extract() {
	local suite=$1 dest=$2 p deb debs
	shift 2
	apt_opts "$suite"
	mkdir -p "$dest" "$CACHE/debs"
	for p in "$@"; do
		debs=("$CACHE/debs/${p}"_*.deb)
		deb=${debs[0]}
		if [ ! -f "$deb" ]; then
			log "downloading $p ($suite)"
			if ! (cd "$CACHE/debs" && apt-get "${APT_OPTS[@]}" -o APT::Sandbox::User=root -q download "$p" >&2); then
				# Stale host lists on a fresh machine: refresh once and retry.
				[ "$suite" = host ] || die "cannot download $p"
				host_apt_update
				(cd "$CACHE/debs" && apt-get -o APT::Sandbox::User=root -q download "$p" >&2)
			fi
			debs=("$CACHE/debs/${p}"_*.deb)
			deb=${debs[0]}
		fi
		dpkg-deb -x "$deb" "$dest"
	done
}

# fetch_source_package SUITE PKG VERSION: download the kernel source package PKG=VERSION
# (architecture all) of SUITE into $CACHE/debs once, and print the file's path.
# Runs of several kernels may want one package at once: one download at a time.
fetch_source_package() {
	local suite=$1 pkg=$2 ver=$3 deb
	deb=$CACHE/debs/${pkg}_${ver/:/%3a}_all.deb # apt's file name
	mkdir -p "$CACHE/debs" "$CACHE/locks"
	(
		flock 6
		[ -f "$deb" ] && exit
		log "downloading $pkg $ver ($suite)"
		apt_opts "$suite"
		cd "$CACHE/debs" && apt-get "${APT_OPTS[@]}" -o APT::Sandbox::User=root -q \
			download "$pkg=$ver" >&2
	) 6>"$CACHE/locks/source-$pkg.lock"
	[ -f "$deb" ] || die "download of $pkg $ver gave no $deb"
	echo "$deb"
}

# unpack_kernel_source DEB PKG DEST: unpack the kernel tree of the source package file
# DEB (of package PKG) as DEST, which must not exist (DEST.tmp is scratch space).
unpack_kernel_source() {
	local deb=$1 pkg=$2 dest=$3
	rm -rf "$dest.tmp"
	mkdir -p "$dest.tmp"
	dpkg-deb --fsys-tarfile "$deb" | tar -xO "./usr/src/$pkg.tar.xz" |
		tar -xJ -C "$dest.tmp" || return 1
	mv "$dest.tmp/$pkg" "$dest" || return 1
	rm -rf "$dest.tmp"
}

# kernel_source_tree SUITE PKG VERSION: extract the kernel tree of the source package
# PKG=VERSION of SUITE once, into $CACHE/src/ (about 1.5 GB a version; runs may read an
# older one while a newer one is extracted, so none is removed here), and print its path.
kernel_source_tree() {
	local suite=$1 pkg=$2 ver=$3 deb dir
	dir=$CACHE/src/${pkg}_${ver//[:~+]/_}
	if [ ! -f "$dir/.ready" ]; then
		deb=$(fetch_source_package "$suite" "$pkg" "$ver") || return 1
		mkdir -p "$CACHE/src" "$CACHE/locks"
		(
			flock 6
			[ -f "$dir/.ready" ] && exit
			log "extracting $pkg $ver into $dir"
			rm -rf "$dir"
			unpack_kernel_source "$deb" "$pkg" "$dir" || exit 1
			touch "$dir/.ready"
		) 6>"$CACHE/locks/src.lock" || die "cannot unpack $deb"
	fi
	echo "$dir"
}

# Debian's kernel packages ship no modules.dep: generate it for ROOT/lib/modules/VER.
run_depmod() {
	local root=$1 ver=$2
	depmod -b "$root" "$ver"
}

# Prints the directory the udev package of the host's systemd version is extracted
# into, once per version, under $CACHE/udev/: its udevadm (which is systemd-udevd
# when called so) and 60-persistent-storage.rules, for host/udev-rules and for the
# guests (initramfs.sh).
get_udev() {
	local ver dir deb
	ver=$(dpkg-query -W -f='${Version}' systemd 2>/dev/null)
	if [ -z "$ver" ]; then
		echo "systemd is not installed on the host" >&2
		return 1
	fi
	dir=$CACHE/udev/${ver//[:~+]/_}
	if [ ! -x "$dir/bin/udevadm" ]; then
		mkdir -p "$CACHE/debs" "$dir"
		deb=$(find "$CACHE/debs/" -maxdepth 1 -name "udev_${ver#*:}_*.deb" | head -n 1)
		if [ -z "$deb" ]; then
			(cd "$CACHE/debs" && apt-get -o APT::Sandbox::User=root -q download "udev=$ver" >&2) ||
				{ host_apt_update >&2; (cd "$CACHE/debs" &&
					apt-get -o APT::Sandbox::User=root -q download "udev=$ver" >&2); } || return 1
			deb=$(find "$CACHE/debs/" -maxdepth 1 -name "udev_${ver#*:}_*.deb" | head -n 1)
		fi
		dpkg-deb --fsys-tarfile "$deb" |
			tar -x -C "$dir" ./bin/udevadm ./lib/udev/rules.d/60-persistent-storage.rules || return 1
	fi
	echo "$dir"
}
