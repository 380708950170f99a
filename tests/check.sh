#!/bin/bash
# What `make check` runs: host packages, host unit tests, then every kernel's guest
# suite (DKMS build test inside the 6.1 step), with the Debian package test
# (tests/host/deb.sh, on bookworm and on trixie) before them. Every step prints PASS/FAIL lines;
# the last line is "N passed, N failed" and the exit status is non-zero on any FAIL.
# The self-built kernels in the list (patched, patched-debug, debug) start building in
# the background (niced) right away, so that a cold build overlaps with the stock
# kernels' guests; their guest waits for the build (tests/vm/selfbuilt.sh). With a
# patched kernel in the list the patch series is checked on the host too
# (host/patches-apply, host/patches-checkpatch: tests/host/patches.sh). BIOCAP_HEADERS=1
# also builds the module against every amd64 headers package Debian offers
# (headers/<ABI>: tests/host/headers-matrix.sh; make check-matrix sets it), and
# BIOCAP_CROSS=1 builds it for arm64 and i386 (cross/*: tests/host/cross-build.sh).
# BIOCAP_LVM_ROOT=1 (make check-matrix) then boots root on LVM on biocap from the image
# mkinitramfs makes in a trixie chroot with those packages (host/lvm-root:
# tests/host/lvm-root.sh; about 15 min cold, which CI's hour has no room for).
# Env: KERNELS (default 6.1,6.12; "all" = 6.1, 6.12, 7.3 and patched, what CI runs;
# "all,patched-6.12" adds the 6.12 backport of the series; "patched-debug",
# "debug": the KASAN/kmemleak kernels, with and without patches/), TESTS (case
# names, comma separated), BIOCAP_CACHE, BIOCAP_GUEST_TIMEOUT, BIOCAP_PATCHES_DIR.
# shellcheck disable=SC2317 # the step functions are called through step()
set -euo pipefail

# shellcheck source=tests/vm/lib.sh
. "$(dirname "$0")/vm/lib.sh"

KERNELS=${KERNELS:-6.1,6.12}
TESTS=${TESTS:-}
export TESTS
tags=$(expand_kernels "$KERNELS")

# Result lines of this invocation (private: other runs may share the cache).
out=$(mktemp)
# background kernel builds (session leaders: their pid is their process group)
prebuild_pids=()
cleanup() {
	local p
	rm -f "$out"
	for p in "${prebuild_pids[@]}"; do
		kill -- -"$p" 2>/dev/null || true
	done
}
trap cleanup EXIT
mkdir -p "$CACHE/logs"
start=$SECONDS

# Run one step; its stdout (the result lines) is shown and collected for the count.
step() {
	"$@" | tee -a "$out" || true
}

install_deps() {
	if install_host_deps >"$CACHE/logs/deps.log" 2>&1; then
		return
	fi
	tail -n 20 "$CACHE/logs/deps.log" >&2
	echo "FAIL host/deps: apt-get install failed (see $CACHE/logs/deps.log)"
}

# userspace/ owns its unit tests; they print PASS unit/... lines.
unit_tests() {
	[ -f "$REPO/userspace/Makefile" ] || return 0
	local log=$CACHE/logs/unit.log
	if ! make -C "$REPO/userspace" >"$log" 2>&1; then
		tail -n 20 "$log" >&2
		echo "FAIL unit/build: make -C userspace failed (see $log)"
		return
	fi
	local rc=0 rcsan=0
	make -s -C "$REPO/userspace" test >>"$log" 2>&1 || rc=$?
	# the same tests again, biocapctl and tests built with ASan and UBSan
	# results as unit/asan/NAME
	make -s -C "$REPO/userspace" test-san >>"$log" 2>&1 || rcsan=$?
	grep -E '^(PASS|FAIL|SKIP) ' "$log" || true
	if [ "$rc" -ne 0 ] && ! grep '^FAIL unit/' "$log" | grep -vq '^FAIL unit/asan/'; then
		echo "FAIL unit/test: make -C userspace test failed (see $log)"
	fi
	if [ "$rcsan" -ne 0 ] && ! grep -q '^FAIL unit/asan/' "$log"; then
		echo "FAIL unit/asan/build: make -C userspace test-san failed (see $log)"
	fi
}

# Host-side self-tests of the harness (the guest-log scanner, the guest scripts' syntax, their
# refusal to run outside the test bed's guest), of the systemd
# generator of /etc/biocaptab (tests/host/generator.sh), of the udev rule
# (tests/host/udev-rules.sh: its syntax, udevadm test) and of the Prometheus output
# (tests/host/prometheus.sh: promtool check metrics), and of the benchmark's
# variants of the module (tests/host/bench-variants.sh: its patch applies and builds) and
# of its per-function reports (tests/host/bench-reports.sh: they follow from their counts), and
# that map()'s common pass reaches no tracepoint (tests/host/fast-path.sh), and, with
# BIOCAP_DRACUT=1 (make check-matrix), the dracut module in a bookworm chroot with
# dracut (tests/host/dracut.sh: about 10 min cold, which CI's hour has no room for).
host_tests() {
	local t rc dracut=
	[ "${BIOCAP_DRACUT:-0}" = 1 ] && dracut=dracut
	for t in log-scan generator udev-rules prometheus guest-syntax guest-refuse \
		bench-variants bench-reports fast-path $dracut; do
		rc=0
		"$REPO/tests/host/$t.sh" || rc=$?
		[ "$rc" -eq 0 ] || echo "FAIL host/$t: tests/host/$t.sh exited with status $rc"
	done
}

# The Debian packages: build, lintian, install/purge in a bookworm chroot with the
# 6.1 kernel's headers (tests/host/deb.sh). When DKMS built the module there, the
# 6.1 guest loads that module (BIOCAP_DEB_KO, read by tests/vm/kernels/6.1.sh).
# Then the same on trixie (host/deb-trixie-*): built in a trixie chroot, installed
# with the 6.12 tag's headers.
deb_tests() {
	local lines rc suite name
	lines=$(mktemp)
	for suite in bookworm trixie; do
		rc=0 name=deb
		[ "$suite" = bookworm ] || name=deb-$suite
		: >"$lines"
		"$REPO/tests/host/deb.sh" --suite "$suite" | tee "$lines" || rc=$?
		if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$lines"; then
			echo "FAIL host/$name: tests/host/deb.sh --suite $suite exited with status $rc"
		fi
	done
	rm -f "$lines"
}

# Root on LVM on biocap boots from the initramfs mkinitramfs makes in a trixie
# chroot with the packages host/deb-trixie-build made (tests/host/lvm-root.sh).
lvm_root_test() {
	local lines rc=0
	[ "${BIOCAP_LVM_ROOT:-0}" = 1 ] || return 0
	if ! grep -q '^PASS host/deb-trixie-build' "$out"; then
		echo "FAIL host/lvm-root: no trixie packages (host/deb-trixie-build failed)"
		return
	fi
	lines=$(mktemp)
	"$REPO/tests/host/lvm-root.sh" | tee "$lines" || rc=$?
	if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$lines"; then
		echo "FAIL host/lvm-root: tests/host/lvm-root.sh exited with status $rc"
	fi
	rm -f "$lines"
}

# Tags among $tags whose kernel we build ourselves (their script uses selfbuilt.sh).
selfbuilt_tags() {
	local tag
	for tag in $tags; do
		(
			# shellcheck source=/dev/null
			. "$VM_DIR/kernels/$tag.sh"
			declare -F sb_build >/dev/null
		) && echo "$tag"
	done
}

# Start the build of every self-built kernel in the list in the background. Its host
# packages, apt lists and source download come first, in the foreground (apt must
# not run twice at once, and the stock kernels' runs use apt too). A build that fails
# here fails again, with its FAIL line, in its guest's run.
start_kernel_builds() {
	local tag log
	for tag in $(selfbuilt_tags); do
		# appended to: another run of check.sh may be writing to it too
		log=$CACHE/logs/prebuild-$tag.log
		echo "=== $(date '+%F %T') tests/check.sh $$" >>"$log"
		if ! "$VM_DIR/kernel-build.sh" "$tag" --prepare >>"$log" 2>&1; then
			log "$tag: preparing its kernel build failed (see $log); its guest run will try again"
			continue
		fi
		log "$tag: building its kernel in the background ($(tail -n 1 "$log"); log: $log)"
		setsid nice -n 19 "$VM_DIR/kernel-build.sh" "$tag" >>"$log" 2>&1 </dev/null &
		prebuild_pids+=($!)
	done
}

# With BIOCAP_HEADERS=1 (make check-matrix): the module at W=1 against every amd64
# headers package of bookworm, trixie, sid and their backports, each in its suite's
# chroot (tests/host/headers-matrix.sh, make check-headers; compile only, no guest).
# It takes about 14 min cold on 2 cores, which CI's hour has no room for.
headers_matrix() {
	local lines rc=0
	[ "${BIOCAP_HEADERS:-0}" = 1 ] || return 0
	lines=$(mktemp)
	"$REPO/tests/host/headers-matrix.sh" | tee "$lines" || rc=$?
	if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$lines"; then
		echo "FAIL host/headers-matrix: tests/host/headers-matrix.sh exited with status $rc"
	fi
	rm -f "$lines"
}

# With BIOCAP_CROSS=1 (make check-matrix): the module for arm64 and i386, stock and
# with patches/, the series for i386 and the tool for i386 (tests/host/cross-build.sh,
# make check-cross; compile only: about 5 min cold, which CI's hour has no room for).
cross_builds() {
	[ "${BIOCAP_CROSS:-0}" = 1 ] || return 0
	"$REPO/tests/host/cross-build.sh" ||
		echo "FAIL host/cross-build: tests/host/cross-build.sh exited with status $?"
}

# The kernel patch series, when a kernel built with it is in the list.
patch_checks() {
	local tag main=0 backport=0
	for tag in $tags; do
		case $tag in
		patched | patched-debug) main=1 ;;
		patched-6.12) backport=1 ;;
		esac
	done
	if [ "$main" = 1 ]; then "$REPO/tests/host/patches.sh" || true; fi
	if [ "$backport" = 1 ]; then "$REPO/tests/host/patches.sh" 6.12 || true; fi
}

# A runner that dies without a FAIL line of its own still fails the suite.
guest_suite() {
	local lines rc=0
	lines=$(mktemp)
	"$VM_DIR/run-guest.sh" check "$1" | tee "$lines" || rc=$?
	if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$lines"; then
		echo "FAIL $1/harness: tests/vm/run-guest.sh exited with status $rc"
	fi
	rm -f "$lines"
}

# The run itself is in main so that bash has parsed the whole script first:
# editing this file during a run must not break that run.
main() {
	log "kernels: $(echo "$tags" | tr '\n' ' ')${TESTS:+ tests: $TESTS}"
	step install_deps
	start_kernel_builds
	step unit_tests
	step host_tests
	step deb_tests
	step lvm_root_test
	if grep -q '^PASS host/deb-install' "$out"; then
		export BIOCAP_DEB_KO=1
	fi
	step patch_checks
	step headers_matrix
	step cross_builds
	for tag in $tags; do
		step guest_suite "$tag"
	done

	passed=$(grep -c '^PASS ' "$out" || true)
	failed=$(grep -c '^FAIL ' "$out" || true)
	skipped=$(grep -c '^SKIP ' "$out" || true)
	cp "$out" "$CACHE/logs/check.out"
	log "finished in $((SECONDS - start)) s; result lines also in $CACHE/logs/check.out"
	if [ "$failed" -gt 0 ]; then
		echo "failed:"
		grep '^FAIL ' "$out" | sed 's/^/  /'
	fi
	# cases whose requirement a kernel does not meet: listed, never counted as passed
	[ "$skipped" -eq 0 ] || echo "$skipped skipped (SKIP lines above: what each needs)"
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
