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
#   host/deb-purge    dpkg --purge of both leaves /usr/src, /var/lib/dkms, /lib/modules
#                     and /etc as they were before the install
#   host/version      dkms.conf, include/dm-biocap.h, debian/changelog, the packages'
#                     versions, biocapctl --version and the module's MODULE_VERSION agree
# usage: deb.sh [KVER]  (default: the kernel of tests/vm/kernels/6.1.sh)
# The module DKMS built goes to $CACHE/build/deb-<KVER>.ko (the 6.1 guest loads it when
# tests/check.sh passes BIOCAP_DEB_KO). Logs: $CACHE/logs/deb.log.
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	# shellcheck source=tests/host/deb-chroot.sh
	. "$REPO/tests/host/deb-chroot.sh"
	LOG=$CACHE/logs/deb.log
	mkdir -p "$CACHE/logs" "$CACHE/build"
	: >"$LOG"
	local kver=${1:-} out=$CACHE/deb/out v arch dkms_deb tool_deb
	v=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$REPO/dkms.conf")
	arch=$(dpkg --print-architecture)
	dkms_deb=$out/dm-biocap-dkms_${v}_all.deb
	tool_deb=$out/biocapctl_${v}_${arch}.deb

	if ! install_missing debhelper dh-dkms libdevmapper-dev lintian debootstrap >>"$LOG" 2>&1; then
		for t in deb-build deb-lintian deb-install deb-purge version; do
			echo "FAIL host/$t: installing the build packages failed (see $LOG)"
		done
		return
	fi

	# --- build
	rm -rf "$CACHE/deb"
	if ! (cd "$REPO" && bash scripts/make-deb.sh "$out") >>"$LOG" 2>&1; then
		echo "FAIL host/deb-build: make deb failed: $(grep -m1 -i 'error' "$LOG") (see $LOG)"
		for t in deb-lintian deb-install deb-purge version; do
			echo "FAIL host/$t: no packages (host/deb-build failed)"
		done
		return
	elif [ ! -f "$dkms_deb" ] || [ ! -f "$tool_deb" ]; then
		echo "FAIL host/deb-build: make deb made $(cd "$out" && ls -- *.deb | tr '\n' ' '), not ${dkms_deb##*/} and ${tool_deb##*/}"
		return
	else
		echo "PASS host/deb-build"
	fi

	check_lintian "$out"
	VERSION_PROBLEMS=
	check_static_versions "$v" "$dkms_deb" "$tool_deb"

	# --- install into the chroot, purge
	if [ -z "$kver" ]; then
		# shellcheck source=tests/vm/kernels/6.1.sh
		kver=$(. "$VM_DIR/kernels/6.1.sh" && kernel_resolve >>"$LOG" 2>&1 && echo "$KVER")
	fi
	rm -f "$CACHE/build/deb-$kver.ko"
	if [ -z "$kver" ] || ! deb_chroot_ensure "$kver" >>"$LOG" 2>&1; then
		echo "FAIL host/deb-install: no bookworm chroot with linux-headers-${kver:-?} (see $LOG)"
		echo "FAIL host/deb-purge: no chroot (see $LOG)"
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

check_lintian() {
	local out=$1 src lint
	lint=$CACHE/deb/lintian.txt
	# the source package too: dpkg-source -b of a clean copy (native: one .tar.xz)
	src=$(mktemp -d)
	mkdir "$src/dm-biocap-$v"
	(cd "$REPO" && git ls-files -z -co --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
		xargs -0 cp --parents -t "$src/dm-biocap-$v/") &&
		(cd "$src" && dpkg-source -b "dm-biocap-$v") >>"$LOG" 2>&1
	lintian --pedantic -I --no-tag-display-limit "$out"/*.changes "$src"/*.dsc >"$lint" 2>>"$LOG"
	cat "$lint" >>"$LOG"
	rm -rf "$src"
	if grep -Eq '^[EW]: ' "$lint"; then
		echo "FAIL host/deb-lintian: $(grep -E '^[EW]: ' "$lint" | head -n 3 | tr '\n' ' ')(all in $lint)"
	elif ! grep -q . "$out"/*.changes; then
		echo "FAIL host/deb-lintian: no .changes to check"
	else
		echo "PASS host/deb-lintian # $(grep -c '^[IP]: ' "$lint") info/pedantic tags, 0 errors, 0 warnings"
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
	tmp=$(mktemp -d)
	dpkg-deb -x "$3" "$tmp"
	tver=$("$tmp/usr/sbin/biocapctl" --version 2>&1)
	case $tver in
	"biocapctl $v "*) ;;
	*) VERSION_PROBLEMS+="biocapctl --version says '$tver'; " ;;
	esac
	rm -rf "$tmp"
}

report_version() {
	if [ -n "$VERSION_PROBLEMS" ]; then
		echo "FAIL host/version: ${VERSION_PROBLEMS%; }"
	elif [ -n "${1:-}" ]; then
		echo "FAIL host/version: $1"
	else
		echo "PASS host/version # $v everywhere"
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

chroot_test() {
	local kver=$1 v=$2 dkms_deb=$3 tool_deb=$4 ko status mver vm
	snapshot >"$DEB_TMP/before"
	cp "$dkms_deb" "$tool_deb" "$DEB_ROOT/tmp/"
	log "installing ${dkms_deb##*/} and ${tool_deb##*/} into the bookworm chroot (DKMS builds for $kver)"
	if ! deb_run dpkg -i "/tmp/${dkms_deb##*/}" "/tmp/${tool_deb##*/}" >>"$LOG" 2>&1; then
		echo "FAIL host/deb-install: dpkg -i failed: $(grep -m1 -iE 'error|failed' "$LOG") (see $LOG)"
	else
		status=$(deb_run dkms status -m dm-biocap -v "$v" -k "$kver" 2>>"$LOG")
		echo "dkms status: $status" >>"$LOG"
		ko=$(find "$DEB_ROOT/lib/modules/$kver" -name 'dm-biocap.ko*' 2>/dev/null | head -n 1)
		vm=
		[ -n "$ko" ] && vm=$(modinfo -F vermagic "$ko" 2>>"$LOG")
		if [[ $status != *"$kver"*": installed"* ]]; then
			echo "FAIL host/deb-install: dkms status after the install: '$status' (see $LOG)"
		elif [ -z "$ko" ]; then
			echo "FAIL host/deb-install: DKMS installed no dm-biocap.ko under /lib/modules/$kver"
		elif [[ $vm != "$kver "* ]]; then
			echo "FAIL host/deb-install: ${ko#"$DEB_ROOT"} has vermagic '$vm', not $kver"
		elif ! deb_run biocapctl --version >>"$LOG" 2>&1 ||
			! deb_run test -x /lib/systemd/system-generators/biocap-generator ||
			! deb_run test -f /etc/biocaptab; then
			echo "FAIL host/deb-install: biocapctl, its generator or /etc/biocaptab missing or not working in the chroot (see $LOG)"
		else
			case $ko in
			*.xz) xz -dc "$ko" >"$CACHE/build/deb-$kver.ko" ;;
			*.zst) zstd -qdc "$ko" >"$CACHE/build/deb-$kver.ko" ;;
			*) cp "$ko" "$CACHE/build/deb-$kver.ko" ;;
			esac
			echo "PASS host/deb-install # DKMS built and installed ${ko#"$DEB_ROOT"} ($status)"
		fi
	fi
	if [ -f "$CACHE/build/deb-$kver.ko" ]; then
		mver=$(modinfo -F version "$CACHE/build/deb-$kver.ko")
		[ "$mver" = "$v" ] || VERSION_PROBLEMS+="the module's MODULE_VERSION is '$mver'; "
		report_version
	else
		report_version "no module to read MODULE_VERSION from (host/deb-install failed)"
	fi

	if ! deb_run dpkg --purge biocapctl dm-biocap-dkms >>"$LOG" 2>&1; then
		echo "FAIL host/deb-purge: dpkg --purge failed (see $LOG)"
		return
	fi
	snapshot >"$DEB_TMP/after"
	if ! diff "$DEB_TMP/before" "$DEB_TMP/after" >"$DEB_TMP/diff"; then
		cat "$DEB_TMP/diff" >>"$LOG"
		echo "FAIL host/deb-purge: left behind or removed: $(grep '^[<>]' "$DEB_TMP/diff" | head -n 5 | tr '\n' ' ')"
	elif grep -rlE 'dm[-_]biocap' "$DEB_ROOT/lib/modules/$kver"/modules.* >"$DEB_TMP/idx" 2>/dev/null; then
		echo "FAIL host/deb-purge: depmod's index still names dm-biocap: $(tr '\n' ' ' <"$DEB_TMP/idx")"
	elif deb_run dpkg-query -W biocapctl dm-biocap-dkms >/dev/null 2>&1; then
		echo "FAIL host/deb-purge: dpkg still knows the packages"
	else
		echo "PASS host/deb-purge # /usr/src, /var/lib/dkms, /lib/modules and /etc as before the install"
	fi
}

main "$@"
