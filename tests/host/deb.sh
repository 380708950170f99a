#!/bin/bash
# The Debian packages, checked the way a Debian 12 user meets them:
#   host/deb-build    make deb (scripts/make-deb.sh: dpkg-buildpackage -us -uc -b from
#                     a clean copy of the tracked files) gives dm-biocap-dkms_<v>_all.deb
#                     and biocapctl_<v>_<arch>.deb
#   host/deb-lintian  lintian (--pedantic, overrides in debian/*.lintian-overrides)
#                     reports no error and no warning on the .changes and the source
#   host/deb-install  both packages go into a clean bookworm chroot that has dkms and
#                     the headers of the test bed's 6.1 kernel (tests/host/deb-chroot.sh):
#                     DKMS registered, built and installed dm-biocap.ko for that kernel
#                     (vermagic checked), biocapctl runs there
#   host/deb-initramfs
#                     both packages trigger update-initramfs; in that chroot,
#                     mkinitramfs for that kernel with a biocaptab line marked
#                     "initramfs" makes an image with dm-biocap.ko, biocapctl, that
#                     line as etc/biocaptab and scripts/local-top/biocap (in its
#                     ORDER), and that script, run in the unpacked image with chroot,
#                     runs its biocapctl and gives up on a disk that never comes
#                     (rootdelay=2, and 0.5 as whole tries), and on a nofail line at once, also when the line
#                     ends in CRLF; without such a line, an image without any of them
#   host/deb-purge    dpkg --purge of both leaves /usr/src, /var/lib/dkms, /lib/modules
#                     and /etc as they were before the install
#   host/deb-make-dkms
#                     in that chroot, make dkms-install and make dkms-uninstall from the
#                     tree refuse while the package owns /usr/src/dm-biocap-<v>; after the
#                     purge make dkms-install builds and installs the module, a tree of
#                     another version is refused beside it, and make dkms-uninstall,
#                     with the source dir removed by hand, leaves the chroot as it
#                     was before the packages
#   host/version      dkms.conf, include/dm-biocap.h, debian/changelog, the packages'
#                     versions, biocapctl --version and the module's MODULE_VERSION agree
# With --suite trixie, the same for a Debian 13 user: host/deb-trixie-build,
# -lintian, -install, -initramfs, -purge, -make-dkms and -version, where make deb and lintian run in a clean
# trixie chroot (trixie's dpkg-dev, debhelper, dh-dkms and lintian) and the packages
# built there go into a clean trixie chroot (dkms 3.2) with the headers of the
# kernel of tests/vm/kernels/6.12.sh. Nothing of trixie is installed on the host.
# usage: deb.sh [--suite bookworm|trixie] [KVER]  (default: bookworm, and the kernel
# of tests/vm/kernels/6.1.sh, or 6.12.sh for trixie)
# The module DKMS built goes to $CACHE/build/deb-<KVER>.ko (the 6.1 guest loads it when
# tests/check.sh passes BIOCAP_DEB_KO; trixie: deb-trixie-<KVER>.ko).
# Logs: $CACHE/logs/deb.log (trixie: deb-trixie.log).
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	DEB_SUITE=bookworm
	if [ "${1:-}" = --suite ]; then
		DEB_SUITE=${2:?--suite needs a suite}
		shift 2
	fi
	# shellcheck source=tests/host/deb-chroot.sh
	. "$REPO/tests/host/deb-chroot.sh"
	# T: the prefix of the result names (host/$T-build), of the log and of $CACHE/$T;
	# VT: the version test's name
	local tag=6.1
	T=deb VT=version
	case $DEB_SUITE in
	bookworm) ;;
	trixie) T=deb-trixie VT=deb-trixie-version tag=6.12 ;;
	*) die "deb.sh: no package test for suite $DEB_SUITE (bookworm, trixie)" ;;
	esac
	LOG=$CACHE/logs/$T.log
	mkdir -p "$CACHE/logs" "$CACHE/build"
	: >"$LOG"
	local kver=${1:-} out=$CACHE/$T/out v arch dkms_deb tool_deb
	v=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$REPO/dkms.conf")
	arch=$(dpkg --print-architecture)
	dkms_deb=$out/dm-biocap-dkms_${v}_all.deb
	tool_deb=$out/biocapctl_${v}_${arch}.deb

	local host_pkgs=(debootstrap)
	[ "$DEB_SUITE" = bookworm ] && host_pkgs=(debhelper dh-dkms libdevmapper-dev lintian debootstrap)
	if ! install_missing "${host_pkgs[@]}" >>"$LOG" 2>&1; then
		for t in $T-build $T-lintian $T-install $T-initramfs $T-purge $T-make-dkms $VT; do
			echo "FAIL host/$t: installing the build packages failed (see $LOG)"
		done
		return
	fi

	# --- build
	rm -rf "${CACHE:?}/$T"
	if [ "$DEB_SUITE" = bookworm ]; then
		build_host "$out"
	else
		build_chroot "$out"
	fi
	[ -n "$BUILT" ] || return

	# --- install into the chroot, purge
	if [ -z "$kver" ]; then
		# shellcheck source=tests/vm/kernels/6.1.sh
		kver=$(. "$VM_DIR/kernels/$tag.sh" && kernel_resolve >>"$LOG" 2>&1 && echo "$KVER")
	fi
	rm -f "$CACHE/build/$T-$kver.ko"
	if [ -z "$kver" ] || ! deb_chroot_ensure "$kver" >>"$LOG" 2>&1; then
		echo "FAIL host/$T-install: no $DEB_SUITE chroot with linux-headers-${kver:-?} (see $LOG)"
		echo "FAIL host/$T-initramfs: no chroot (see $LOG)"
		echo "FAIL host/$T-purge: no chroot (see $LOG)"
		echo "FAIL host/$T-make-dkms: no chroot (see $LOG)"
		report_version "module not built"
		return
	fi
	deb_chroot_ensure "$kver" # sets DEB_BASE (ready: returns at once)
	trap deb_overlay_down EXIT
	deb_overlay_up >>"$LOG" 2>&1
	chroot_test "$kver" "$v" "$dkms_deb" "$tool_deb"
	deb_overlay_down
	trap - EXIT
}

# build_host OUT: make deb on the host (bookworm), lintian, the versions; BUILT=1
# when there are packages to install.
build_host() {
	local out=$1
	BUILT=
	if ! (cd "$REPO" && bash scripts/make-deb.sh "$out") >>"$LOG" 2>&1; then
		build_failed "make deb failed: $(grep -m1 -i 'error' "$LOG") (see $LOG)"
		return
	elif ! have_debs; then
		return
	fi
	echo "PASS host/$T-build"
	BUILT=1
	RUN=() R=
	check_lintian "$out"
	VERSION_PROBLEMS=
	check_static_versions "$v" "$dkms_deb" "$tool_deb"
}

# build_chroot OUT: the same in an overlay of the suite's build chroot: make deb
# there on a clean copy of the tree, lintian and biocapctl --version there (a binary
# of a newer suite may not run on the host); the packages are copied to OUT.
build_chroot() {
	local out=$1 f
	BUILT=
	if ! deb_build_chroot_ensure >>"$LOG" 2>&1; then
		build_failed "no $DEB_SUITE build chroot (see $LOG)"
		return
	fi
	trap deb_overlay_down EXIT
	deb_overlay_up >>"$LOG" 2>&1
	mkdir -p "$DEB_ROOT/tmp/src" "$out"
	clean_copy "$DEB_ROOT/tmp/src"
	log "make deb in the $DEB_SUITE chroot" >>"$LOG" 2>&1
	if ! deb_run sh -c 'cd /tmp/src && nice bash scripts/make-deb.sh /tmp/out' >>"$LOG" 2>&1; then
		build_failed "make deb in the $DEB_SUITE chroot failed: $(grep -m1 -i 'error' "$LOG") (see $LOG)"
	else
		for f in "$DEB_ROOT"/tmp/out/*; do
			[ -f "$f" ] && cp "$f" "$out/"
		done
		if have_debs; then
			# shellcheck disable=SC2016 # dpkg-query formats
			echo "PASS host/$T-build # dpkg-buildpackage $(deb_run dpkg-query -W -f='${Version}' dpkg-dev), debhelper $(deb_run dpkg-query -W -f='${Version}' debhelper), dh-dkms $(deb_run dpkg-query -W -f='${Version}' dh-dkms)"
			BUILT=1
			RUN=(deb_run) R=$DEB_ROOT
			check_lintian "$DEB_ROOT/tmp/out"
			VERSION_PROBLEMS=
			check_static_versions "$v" "$dkms_deb" "$tool_deb"
		fi
	fi
	deb_overlay_down
	trap - EXIT
}

build_failed() {
	local t
	echo "FAIL host/$T-build: $1"
	for t in $T-lintian $T-install $T-initramfs $T-purge $T-make-dkms $VT; do
		echo "FAIL host/$t: no packages (host/$T-build failed)"
	done
}

have_debs() {
	if [ ! -f "$dkms_deb" ] || [ ! -f "$tool_deb" ]; then
		echo "FAIL host/$T-build: make deb made $(cd "$out" && ls -- *.deb | tr '\n' ' '), not ${dkms_deb##*/} and ${tool_deb##*/}"
		return 1
	fi
}

# clean_copy DIR: the files git tracks or would track, as make deb takes them
clean_copy() {
	(cd "$REPO" && git ls-files -z -co --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
		xargs -0 cp --parents -t "$1/")
}

# run CMD...: CMD on the host, or in the build chroot (RUN=(deb_run)); paths under
# $R on the host are seen without that prefix by CMD.
run() {
	"${RUN[@]}" "$@"
}

check_lintian() {
	local out=$1 src lint
	lint=$CACHE/$T/lintian.txt
	# the source package too: dpkg-source -b of a clean copy (native: one .tar.xz)
	if [ -n "$R" ]; then src=$(mktemp -d "$R/tmp/deb-src.XXXXXX"); else src=$(mktemp -d); fi
	mkdir "$src/dm-biocap-$v"
	clean_copy "$src/dm-biocap-$v" &&
		run sh -c 'cd "$1" && dpkg-source -b "$2"' sh "${src#"$R"}" "dm-biocap-$v" >>"$LOG" 2>&1
	local files=("$out"/*.changes "$src"/*.dsc)
	run lintian --pedantic -I --no-tag-display-limit "${files[@]#"$R"}" >"$lint" 2>>"$LOG"
	cat "$lint" >>"$LOG"
	rm -rf "$src"
	if grep -Eq '^[EW]: ' "$lint"; then
		echo "FAIL host/$T-lintian: $(grep -E '^[EW]: ' "$lint" | head -n 3 | tr '\n' ' ')(all in $lint)"
	elif ! grep -q . "$out"/*.changes; then
		echo "FAIL host/$T-lintian: no .changes to check"
	else
		echo "PASS host/$T-lintian # $(grep -c '^[IP]: ' "$lint") info/pedantic tags, 0 errors, 0 warnings${R:+ (lintian $(run dpkg-query -W -f='${Version}' lintian))}"
	fi
}

# Versions that need no chroot; problems go into VERSION_PROBLEMS.
check_static_versions() {
	local v=$1 d tver tmp
	if ! (cd "$REPO" && sh scripts/version-check.sh) >>"$LOG" 2>&1; then
		VERSION_PROBLEMS+="scripts/version-check.sh: $(tail -n 1 "$LOG"); "
	fi
	for d in "$2" "$3"; do
		[ "$(dpkg-deb -f "$d" Version)" = "$v" ] || VERSION_PROBLEMS+="${d##*/} has version $(dpkg-deb -f "$d" Version); "
	done
	if [ -n "$R" ]; then tmp=$(mktemp -d "$R/tmp/deb-x.XXXXXX"); else tmp=$(mktemp -d); fi
	dpkg-deb -x "$3" "$tmp"
	tver=$(run "${tmp#"$R"}/usr/sbin/biocapctl" --version 2>&1)
	case $tver in
	"biocapctl $v "*) ;;
	*) VERSION_PROBLEMS+="biocapctl --version says '$tver'; " ;;
	esac
	rm -rf "$tmp"
}

report_version() {
	if [ -n "$VERSION_PROBLEMS" ]; then
		echo "FAIL host/$VT: ${VERSION_PROBLEMS%; }"
	elif [ -n "${1:-}" ]; then
		echo "FAIL host/$VT: $1"
	else
		echo "PASS host/$VT # $v everywhere"
	fi
}

# Where a test looks for leftovers: the trees DKMS and the packages write to (the
# module sources, the DKMS tree, the installed modules) and /etc.
# depmod's index files (modules.dep, modules.alias, ...) are left out: DKMS runs
# depmod, which makes them for a kernel that had none (the chroot has its headers,
# not its image); chroot_test checks that they no longer name the module.
DEPMOD_INDEX='^lib/modules/[^/]+/modules\.(alias|dep|devname|softdep|symbols|builtin\.alias|builtin)(\.bin)?$'
snapshot() {
	(cd "$DEB_ROOT" && find usr/src var/lib/dkms lib/modules etc 2>/dev/null | grep -Ev "$DEPMOD_INDEX" | sort)
}

# dkms_module KVER V: what DKMS installed in the chroot: KO_STATUS (dkms status of V
# for KVER), KO (the dm-biocap.ko under /lib/modules/KVER) and KO_VERMAGIC
dkms_module() {
	KO_STATUS=$(deb_run dkms status -m dm-biocap -v "$2" -k "$1" 2>>"$LOG")
	echo "dkms status: $KO_STATUS" >>"$LOG"
	KO=$(find "$DEB_ROOT/lib/modules/$1" -name 'dm-biocap.ko*' 2>/dev/null | head -n 1)
	KO_VERMAGIC=
	[ -n "$KO" ] && KO_VERMAGIC=$(modinfo -F vermagic "$KO" 2>>"$LOG")
}

# leftovers KVER: what /usr/src, /var/lib/dkms, /lib/modules and /etc have that they
# had not before the install, or lack, or a depmod index that still names the
# module; nothing when the chroot is as it was
leftovers() {
	snapshot >"$DEB_TMP/after"
	if ! diff "$DEB_TMP/before" "$DEB_TMP/after" >"$DEB_TMP/diff"; then
		cat "$DEB_TMP/diff" >>"$LOG"
		echo "left behind or removed: $(grep '^[<>]' "$DEB_TMP/diff" | head -n 5 | tr '\n' ' ')"
	elif grep -rlE 'dm[-_]biocap' "$DEB_ROOT/lib/modules/$1"/modules.* >"$DEB_TMP/idx" 2>/dev/null; then
		echo "depmod's index still names dm-biocap: $(tr '\n' ' ' <"$DEB_TMP/idx")"
	fi
}

# deb_make DIR TARGET [VAR=VALUE...]: make in the chroot; its output goes to
# $DEB_TMP/make.out and the log
deb_make() {
	local rc=0
	deb_run make -C "$@" >"$DEB_TMP/make.out" 2>&1 || rc=$?
	cat "$DEB_TMP/make.out" >>"$LOG"
	return $rc
}

chroot_test() {
	local kver=$1 v=$2 dkms_deb=$3 tool_deb=$4 mver left
	snapshot >"$DEB_TMP/before"
	cp "$dkms_deb" "$tool_deb" "$DEB_ROOT/tmp/"
	log "installing ${dkms_deb##*/} and ${tool_deb##*/} into the $DEB_SUITE chroot (DKMS builds for $kver)"
	if ! deb_run dpkg -i "/tmp/${dkms_deb##*/}" "/tmp/${tool_deb##*/}" >>"$LOG" 2>&1; then
		echo "FAIL host/$T-install: dpkg -i failed: $(grep -m1 -iE 'error|failed' "$LOG") (see $LOG)"
	else
		dkms_module "$kver" "$v"
		if [[ $KO_STATUS != *"$kver"*": installed"* ]]; then
			echo "FAIL host/$T-install: dkms status after the install: '$KO_STATUS' (see $LOG)"
		elif [ -z "$KO" ]; then
			echo "FAIL host/$T-install: DKMS installed no dm-biocap.ko under /lib/modules/$kver"
		elif [[ $KO_VERMAGIC != "$kver "* ]]; then
			echo "FAIL host/$T-install: ${KO#"$DEB_ROOT"} has vermagic '$KO_VERMAGIC', not $kver"
		elif ! deb_run biocapctl --version >>"$LOG" 2>&1 ||
			! deb_run test -x /usr/lib/systemd/system-generators/biocap-generator ||
			! deb_run test -f /etc/biocaptab; then
			echo "FAIL host/$T-install: biocapctl, its generator or /etc/biocaptab missing or not working in the chroot (see $LOG)"
		else
			case $KO in
			*.xz) xz -dc "$KO" >"$CACHE/build/$T-$kver.ko" ;;
			*.zst) zstd -qdc "$KO" >"$CACHE/build/$T-$kver.ko" ;;
			*) cp "$KO" "$CACHE/build/$T-$kver.ko" ;;
			esac
			echo "PASS host/$T-install # DKMS built and installed ${KO#"$DEB_ROOT"} ($KO_STATUS)"
		fi
	fi
	if [ -f "$CACHE/build/$T-$kver.ko" ]; then
		check_initramfs "$kver" "$tool_deb" "$dkms_deb"
	else
		echo "FAIL host/$T-initramfs: no module (host/$T-install failed)"
	fi
	if [ -f "$CACHE/build/$T-$kver.ko" ]; then
		mver=$(modinfo -F version "$CACHE/build/$T-$kver.ko")
		[ "$mver" = "$v" ] || VERSION_PROBLEMS+="the module's MODULE_VERSION is '$mver'; "
		report_version
	else
		report_version "no module to read MODULE_VERSION from (host/$T-install failed)"
	fi

	local make_dkms_problem=
	if [ -f "$CACHE/build/$T-$kver.ko" ]; then
		make_dkms_refused "$kver" "$v"
	else
		make_dkms_problem="not checked over the package (host/$T-install failed); "
	fi

	if ! deb_run dpkg --purge biocapctl dm-biocap-dkms >>"$LOG" 2>&1; then
		echo "FAIL host/$T-purge: dpkg --purge failed (see $LOG)"
		echo "FAIL host/$T-make-dkms: ${make_dkms_problem}no purge to install after (see $LOG)"
		return
	fi
	left=$(leftovers "$kver")
	if [ -n "$left" ]; then
		echo "FAIL host/$T-purge: $left"
	elif deb_run dpkg-query -W biocapctl dm-biocap-dkms >/dev/null 2>&1; then
		echo "FAIL host/$T-purge: dpkg still knows the packages"
	else
		echo "PASS host/$T-purge # /usr/src, /var/lib/dkms, /lib/modules and /etc as before the install"
	fi
	make_dkms_from_tree "$kver" "$v"
}

# make_dkms_refused KVER V: while dm-biocap-dkms is installed, make dkms-install and
# make dkms-uninstall from a copy of the tree must refuse, and leave the package's
# files and its DKMS registration alone. Sets make_dkms_problem.
make_dkms_refused() {
	local kver=$1 v=$2 op
	rm -rf "$DEB_ROOT/tmp/src"
	mkdir -p "$DEB_ROOT/tmp/src"
	clean_copy "$DEB_ROOT/tmp/src"
	for op in install uninstall; do
		log "make dkms-$op in the $DEB_SUITE chroot while dm-biocap-dkms is installed" >>"$LOG" 2>&1
		if deb_make /tmp/src "dkms-$op" KVER="$kver"; then
			make_dkms_problem+="make dkms-$op succeeded over the package's /usr/src/dm-biocap-$v; "
		elif ! grep -q "belongs to the package dm-biocap-dkms" "$DEB_TMP/make.out"; then
			make_dkms_problem+="make dkms-$op failed without naming the package: $(grep -m1 'dkms' "$DEB_TMP/make.out"); "
		fi
	done
	# dpkg --verify exits 0 whatever it finds: a line is a changed or missing file
	[ -z "$(deb_run dpkg --verify dm-biocap-dkms 2>>"$LOG")" ] ||
		make_dkms_problem+="dpkg --verify dm-biocap-dkms reports changed or missing files; "
	dkms_module "$kver" "$v"
	[[ $KO_STATUS == *": installed"* ]] ||
		make_dkms_problem+="the package's DKMS registration is gone; "
}

# make_dkms_from_tree KVER V: host/$T-make-dkms. After the purge, make dkms-install
# from the tree builds and installs the module for KVER; a tree of another version
# is then refused; with the source dir removed by hand, make dkms-uninstall still
# leaves /usr/src, /var/lib/dkms, /lib/modules and /etc as before the packages.
make_dkms_from_tree() {
	local kver=$1 v=$2 left
	log "make dkms-install from the tree in the $DEB_SUITE chroot" >>"$LOG" 2>&1
	if ! deb_make /tmp/src dkms-install KVER="$kver"; then
		make_dkms_problem+="make dkms-install failed (see $LOG); "
	else
		# the chroot runs the host's kernel, which is not $kver
		[ "$(uname -r)" = "$kver" ] ||
			grep -q "building for $kver, not for the running kernel" "$DEB_TMP/make.out" ||
			make_dkms_problem+="make dkms-install did not say it builds for $kver, not the running kernel; "
		dkms_module "$kver" "$v"
		[[ $KO_STATUS == *": installed"* && $KO_VERMAGIC == "$kver "* ]] ||
			make_dkms_problem+="after make dkms-install: dkms status '$KO_STATUS', module '${KO#"$DEB_ROOT"}' vermagic '$KO_VERMAGIC'; "
	fi
	rm -rf "$DEB_ROOT/tmp/src2"
	cp -a "$DEB_ROOT/tmp/src" "$DEB_ROOT/tmp/src2"
	sed -i "s/^PACKAGE_VERSION=.*/PACKAGE_VERSION=\"$v+other\"/" "$DEB_ROOT/tmp/src2/dkms.conf"
	if deb_make /tmp/src2 dkms-install KVER="$kver"; then
		make_dkms_problem+="make dkms-install of $v+other succeeded beside $v; "
	elif ! grep -q "DKMS has dm-biocap $v:" "$DEB_TMP/make.out"; then
		make_dkms_problem+="make dkms-install of $v+other failed without naming $v: $(grep -m1 'dkms' "$DEB_TMP/make.out"); "
	fi
	# as the old make dkms-install left a registration: its source gone ("broken")
	rm -rf "$DEB_ROOT/usr/src/dm-biocap-$v"
	deb_make /tmp/src dkms-uninstall ||
		make_dkms_problem+="make dkms-uninstall of a registration without its source failed (see $LOG); "
	left=$(leftovers "$kver")
	[ -z "$left" ] || make_dkms_problem+="after make dkms-uninstall, $left; "
	if [ -n "$make_dkms_problem" ]; then
		echo "FAIL host/$T-make-dkms: $make_dkms_problem(see $LOG)"
	else
		echo "PASS host/$T-make-dkms # refused over the package and beside another version; built and installed for $kver from the tree, removed with its source dir gone"
	fi
}

# check_initramfs KVER TOOL_DEB DKMS_DEB: host/deb-initramfs, in the chroot where both
# packages are installed.  The chroot has the kernel's headers and the module DKMS
# built, not the kernel image: mkinitramfs needs /lib/modules/KVER with depmod's
# index (DKMS ran depmod) and /boot/config-KVER (to check that the kernel can
# unpack its compression), which is the headers' .config; it leaves out the
# modules that are not there (dm_mod, the disk drivers), which the test does not
# look at.
# local_top DELAY WHAT: run scripts/local-top/biocap in the unpacked image $x as
# init would, with rootdelay=DELAY, for at most 60 s; sets the caller's out, rc and
# t2 (seconds taken) and logs them as WHAT.
local_top() {
	t2=$SECONDS
	out=$(env -i PATH=/sbin:/usr/sbin:/bin:/usr/bin ROOTDELAY=$1 quiet=n \
		timeout 60 chroot "$x" /bin/sh /scripts/local-top/biocap 2>&1)
	rc=$?
	t2=$((SECONDS - t2))
	echo "local-top/biocap, $2: rc $rc, $t2 s: $out" >>"$LOG"
}

check_initramfs() {
	local kver=$1 tool_deb=$2 dkms_deb=$3 t0 t1 t2 img=/tmp/initrd-biocap list x problems="" trig out rc deb
	x=$DEB_ROOT/tmp/initrd-x
	# both: an upgrade of either changes what the initramfs holds
	for deb in "$tool_deb" "$dkms_deb"; do
		trig=$(dpkg-deb -I "$deb" triggers 2>/dev/null)
		[[ $trig == *"activate-noawait update-initramfs"* ]] ||
			problems+="${deb##*/} does not trigger update-initramfs (triggers: '$trig'); "
	done
	cp "$DEB_ROOT/etc/biocaptab" "$DEB_TMP/biocaptab.orig"
	cp "$DEB_ROOT/usr/src/linux-headers-$kver/.config" "$DEB_ROOT/boot/config-$kver"
	printf '%s\n' 'early ID=nvme-EXAMPLE_SERIAL cap=128k,initramfs' \
		'later ID=nvme-OTHER_SERIAL cap=64k' >>"$DEB_ROOT/etc/biocaptab"
	t0=$SECONDS
	if ! deb_run mkinitramfs -o "$img" "$kver" >"$DEB_TMP/mkinitramfs.log" 2>&1; then
		cat "$DEB_TMP/mkinitramfs.log" >>"$LOG"
		problems+="mkinitramfs with an initramfs line failed (see $LOG); "
	else
		t1=$SECONDS
		cat "$DEB_TMP/mkinitramfs.log" >>"$LOG"
		! grep -q 'biocap' "$DEB_TMP/mkinitramfs.log" ||
			problems+="mkinitramfs said: $(grep biocap "$DEB_TMP/mkinitramfs.log" | head -n 2 | tr '\n' ' '); "
		list=$(deb_run lsinitramfs "$img" 2>>"$LOG")
		echo "$list" >>"$LOG"
		grep -E '/dm-biocap\.ko(\.[a-z]+)?$' <<<"$list" | grep -Fq "lib/modules/$kver/" ||
			problems+="no dm-biocap.ko for $kver in the image; "
		grep -Eq '(^|/)sbin/biocapctl$' <<<"$list" || problems+="no biocapctl in the image; "
		grep -Eq '(^|/)etc/biocaptab$' <<<"$list" || problems+="no etc/biocaptab in the image; "
		grep -Eq '(^|/)scripts/local-top/biocap$' <<<"$list" || problems+="no scripts/local-top/biocap in the image; "
		grep -Eq '(^|/)lib/udev/rules.d/59-biocap.rules$' <<<"$list" || problems+="no 59-biocap.rules in the image; "
		rm -rf "$x"
		if ! deb_run unmkinitramfs "$img" /tmp/initrd-x >>"$LOG" 2>&1; then
			problems+="unmkinitramfs failed; "
		else
			# an image with early microcode has the main archive under main/
			[ -d "$x/main" ] && x=$x/main
			grep -q '^early ' "$x/etc/biocaptab" 2>/dev/null && ! grep -q '^later ' "$x/etc/biocaptab" ||
				problems+="the image's etc/biocaptab is not the initramfs line alone: $(tr '\n' '|' <"$x/etc/biocaptab" 2>&1); "
			grep -q 'scripts/local-top/biocap' "$x/scripts/local-top/ORDER" 2>/dev/null ||
				problems+="scripts/local-top/ORDER does not run biocap; "
			deb_run /bin/sh -n "${x#"$DEB_ROOT"}/scripts/local-top/biocap" 2>>"$LOG" ||
				problems+="scripts/local-top/biocap: sh -n fails; "
			# The script as the image runs it (its shell, its /scripts/functions, the
			# biocapctl and libraries it holds), where the line's disk never comes:
			# biocapctl is run and says so, rootdelay=2 retries end, boot goes on.
			mkdir -p "$x/dev" && mknod "$x/dev/null" c 1 3 2>>"$LOG"
			local_top 2 "in the image"
			[ "$rc" = 0 ] && [[ $out == *"biocapctl: early"*"biocap: early (ID=nvme-EXAMPLE_SERIAL) not set up"* ]] ||
				problems+="scripts/local-top/biocap in the image (rc $rc) said: $(tr '\n' ' ' <<<"$out" | head -c 300); "
			# rootdelay=0.5, which initramfs-tools' init accepts: whole tries, not an
			# endless loop on a number the shell's test cannot compare
			local_top 0.5 "rootdelay=0.5"
			[ "$rc" = 0 ] && [ "$t2" -lt 20 ] && [[ $out == *"biocap: early (ID=nvme-EXAMPLE_SERIAL) not set up"* ]] ||
				problems+="with rootdelay=0.5 the script did not give up on a disk that never comes (rc $rc, $t2 s): $(tr '\n' ' ' <<<"$out" | head -c 200); "
			# A nofail line is tried once, also from a file with CRLF line ends (nofail
			# last, where the CR sticks to it): with rootdelay=30 the script must end
			# well before 30 tries.
			printf 'spare ID=nvme-SPARE_SERIAL cap=64k,initramfs,nofail\r\n' >"$x/etc/biocaptab"
			local_top 30 "a nofail line with CRLF"
			[ "$rc" = 0 ] && [ "$t2" -lt 20 ] && [[ $out == *"biocap: spare (ID=nvme-SPARE_SERIAL) not set up"* ]] ||
				problems+="a nofail line with a CRLF end was not given up on at once (rc $rc, $t2 s): $(tr '\n' ' ' <<<"$out" | head -c 200); "
		fi
	fi
	rm -rf "$DEB_ROOT/tmp/initrd-x"
	cp "$DEB_TMP/biocaptab.orig" "$DEB_ROOT/etc/biocaptab"
	if ! deb_run mkinitramfs -o "$img.none" "$kver" >>"$LOG" 2>&1; then
		problems+="mkinitramfs without an initramfs line failed (see $LOG); "
	else
		list=$(deb_run lsinitramfs "$img.none" 2>>"$LOG")
		grep -Eq 'dm-biocap\.ko|sbin/biocapctl$|etc/biocaptab$|59-biocap.rules$' <<<"$list" &&
			problems+="without an initramfs line the image has $(grep -E 'dm-biocap\.ko|sbin/biocapctl$|etc/biocaptab$|59-biocap.rules$' <<<"$list" | tr '\n' ' '); "
	fi
	rm -f "$DEB_ROOT$img" "$DEB_ROOT$img.none" "$DEB_ROOT/boot/config-$kver"
	if [ -n "$problems" ]; then
		echo "FAIL host/$T-initramfs: ${problems%; }"
	else
		echo "PASS host/$T-initramfs # mkinitramfs $kver: dm-biocap.ko, biocapctl, etc/biocaptab (the initramfs line), local-top/biocap, which runs there (chroot into the unpacked image) and gives up on a disk that never comes (rootdelay=2 and 0.5), on a nofail line at once (CRLF too); none without the line; $((t1 - t0)) s per image, $((SECONDS - t0)) s in all"
	fi
}

main "$@"
