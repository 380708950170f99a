#!/bin/bash
# Run one kernel's guest: run-guest.sh MODE KERNEL-TAG   (MODE: check | demo | shell | bench | fstests)
# Fetches the kernel (cached), builds dm-biocap.ko for it, builds the initramfs,
# boots qemu (TCG) with an emulated NVMe disk, and for "check" prints the guest's
# PASS/FAIL lines on stdout, adding FAIL lines for a guest that crashed or hung
# and for kernel-log reports. Exit status: 0 when nothing failed.
# Env: TESTS (case filter), BIOCAP_GUEST_TIMEOUT (s), BIOCAP_CACHE,
# BIOCAP_BENCH_OUT (bench mode: file for the guest's benchmark records),
# BIOCAP_SMP (vCPUs, overrides the kernel script's KERNEL_SMP),
# BIOCAP_MAXCPUS (possible CPUs, for a guest that stands for a big machine: -smp maxcpus=),
# BIOCAP_QEMU (the qemu-system-x86_64 to use; default: sid's, see qemu.sh),
# BIOCAP_TCG_THREAD (single | multi: QEMU's TCG threading, default single),
# BIOCAP_QEMU_ARGS (extra qemu arguments, split on blanks; for diagnosis, e.g. -trace;
# @sym:NAME@ in them becomes the address of the kernel symbol NAME from the kernel's
# System.map, which is then also copied to the log directory: with BIOCAP_APPEND=nokaslr
# that is where the guest's kernel runs), BIOCAP_APPEND (extra kernel arguments),
# BIOCAP_FSTESTS_ROOT (fstests mode: the Debian root file system image the guest
# mounts, attached as namespace 2 of the NVMe disk; tests/vm/fstests.sh makes it),
# BIOCAP_GUEST_ROOT (check mode: a Debian root image attached the same way, for the
# cases that run a program of it chrooted, e.g. bpftrace; tests/vm/bpftrace.sh),
# BIOCAP_DISK_SIZE (size of namespace 1, default 1G; fstests mode 4G).
set -euo pipefail

# Everything is in main so that bash has parsed the whole script before running it:
# editing this file during a long guest run must not break that run (hence also the exit
# on the line that calls main).
main() {
	MODE=${1:?usage: run-guest.sh check|demo|shell KERNEL-TAG}
	TAG=${2:?usage: run-guest.sh check|demo|shell KERNEL-TAG}
	TESTS=${TESTS:-}

	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	# shellcheck source=tests/vm/initramfs.sh
	. "$VM_DIR/initramfs.sh"
	# shellcheck source=tests/vm/build.sh
	. "$VM_DIR/build.sh"
	# shellcheck source=tests/vm/results.sh
	. "$VM_DIR/results.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	# shellcheck source=tests/vm/qemu.sh
	. "$VM_DIR/qemu.sh"
	[ -f "$VM_DIR/kernels/$TAG.sh" ] || die "unknown kernel tag '$TAG'"
	# shellcheck source=/dev/null
	. "$VM_DIR/kernels/$TAG.sh"

	# One run per kernel at a time: runs share its build dir, initramfs, disk and logs.
	mkdir -p "$CACHE/locks"
	exec 9>"$CACHE/locks/$TAG.lock"
	flock -n 9 || { log "$TAG: waiting for another run of this kernel to finish"; flock 9; }

	LOGDIR=$CACHE/logs/$TAG
	mkdir -p "$LOGDIR"
	rm -f "$LOGDIR"/*

	# Any failure before the guest boots is a FAIL line of this kernel, not a silent
	# exit. The steps run outside "||" lists so that set -e stays in force inside them.
	STEP=
	trap 'rc=$?; if [ -n "$STEP" ] && [ $rc -ne 0 ]; then
		echo "FAIL $TAG/prepare: $STEP failed (see $LOGDIR/prepare.log)"
		tail -n 30 "$LOGDIR/prepare.log" >&2; fi' EXIT

	t0=$SECONDS
	STEP="setting up QEMU"
	qemu_ensure >>"$LOGDIR/prepare.log" 2>&1
	log "$TAG: QEMU $QEMU_VERSION"
	STEP="fetching kernel $TAG"
	kernel_resolve >>"$LOGDIR/prepare.log" 2>&1
	kernel_fetch >>"$LOGDIR/prepare.log" 2>&1
	log "$TAG: kernel $KVER ($((SECONDS - t0)) s)"
	# tests/check.sh reports a broken tool build; the guest then runs without biocapctl
	build_tool >>"$LOGDIR/prepare.log" 2>&1 || {
		log "$TAG: WARNING: biocapctl did not build (see $LOGDIR/prepare.log); the guest has none"
		TOOL_BIN=
	}
	STEP="building the guest's helper programs"
	build_guest_helpers >>"$LOGDIR/prepare.log" 2>&1
	STEP="building dm-biocap.ko for $KVER"
	build_module >>"$LOGDIR/prepare.log" 2>&1
	# The module must build without a single warning at W=1 on every kernel.
	if [ "$MODE" = check ]; then
		if [ -n "$MODULE_WARNINGS" ]; then
			echo "FAIL $TAG/build-w1: $(echo "$MODULE_WARNINGS" | head -n 3 | tr '\n' ' ')(see $LOGDIR/prepare.log)"
		else
			echo "PASS $TAG/build-w1"
		fi
	fi
	# DKMS build test (kernels whose script defines it): its PASS/FAIL line is a result
	# of this run, and on success the guest loads the DKMS-built module.
	if [ "$MODE" = check ] && declare -F kernel_dkms_build >/dev/null; then
		dkms_ko=$CACHE/build/dkms-$KVER.ko
		rm -f "$dkms_ko"
		kernel_dkms_build "$dkms_ko" 2>>"$LOGDIR/prepare.log" | tee "$LOGDIR/dkms.out" || true
		if grep -q '^PASS ' "$LOGDIR/dkms.out" && [ -f "$dkms_ko" ]; then
			MODULE_KO=$dkms_ko
		fi
	fi
	INITRD=$CACHE/initramfs/$TAG.cpio
	STEP="building the initramfs"
	build_initramfs "$INITRD" "$MODE" "$TESTS" >>"$LOGDIR/prepare.log" 2>&1
	DISK=$CACHE/nvme-$TAG.img
	rm -f "$DISK"
	disk_size=1G
	[ "$MODE" = fstests ] && disk_size=4G
	truncate -s "${BIOCAP_DISK_SIZE:-$disk_size}" "$DISK" # sparse, fresh (zeroed) for every run
	STEP=
	log "$TAG: ready to boot after $((SECONDS - t0)) s"

	# sysrq_always_enabled: a stuck guest's backtraces can be asked for (run_watched_guest)
	APPEND="console=ttyS0 panic=-1 oops=panic loglevel=5 nvme.poll_queues=1 no_timer_check sysrq_always_enabled $KERNEL_APPEND${BIOCAP_APPEND:+ $BIOCAP_APPEND}"
	# check guests: an NVMe subsystem of two controllers sharing namespace 1, which a
	# kernel with CONFIG_NVME_MULTIPATH shows as one head disk over two paths
	# (testbed_mpath, case multipath-eagain); one tag per I/O queue (mqes=1) so that
	# polled REQ_NOWAIT I/O finds none free on a path. A fresh disk of its own. Its
	# controllers come first, so the test bed's is seldom nvme0: the guest finds it
	# by its serial (testbed_ctrl), and nothing may take nvme0 for it.
	MULTIPATH=()
	if [ "$MODE" = check ]; then
		mp_disk=$CACHE/nvme-mp-$TAG.img
		rm -f "$mp_disk"
		truncate -s 64M "$mp_disk"
		# shellcheck disable=SC2054 # commas inside qemu option values
		MULTIPATH=(-device nvme-subsys,id=mp0,nqn=biocap-mp
			-device nvme,serial=biocapmp,subsys=mp0,mqes=1,id=mpc0
			-device nvme,serial=biocapmp,subsys=mp0,mqes=1,id=mpc1
			-drive "file=$mp_disk,if=none,id=m0,format=raw"
			-device nvme-ns,bus=mpc0,drive=m0,nsid=1,shared=on)
	fi
	# thread=single: multi-threaded TCG runs stale kernel text on SMP guests (tests/vm/qemu.sh)
	# shellcheck disable=SC2054 # commas inside qemu option values
	QEMU=("${QEMU_CMD[@]}" -accel "tcg,thread=${BIOCAP_TCG_THREAD:-single}" -cpu max -m 2G -smp "${BIOCAP_SMP:-$KERNEL_SMP}${BIOCAP_MAXCPUS:+,maxcpus=$BIOCAP_MAXCPUS}" -no-reboot
		-kernel "$VMLINUZ" -initrd "$INITRD" -append "$APPEND"
		"${MULTIPATH[@]}"
		-drive "file=$DISK,if=none,id=n0,format=raw" -device nvme,serial=biocap0,drive=n0,id=nv0
		-display none -vga none -nic none)
	root_img=${BIOCAP_GUEST_ROOT:-}
	if [ "$MODE" = fstests ]; then
		[ -f "${BIOCAP_FSTESTS_ROOT:-}" ] || die "fstests mode: no root image (BIOCAP_FSTESTS_ROOT)"
		root_img=$BIOCAP_FSTESTS_ROOT
	fi
	if [ -n "$root_img" ]; then
		[ -f "$root_img" ] || die "no root image $root_img"
		# shellcheck disable=SC2054 # commas inside qemu option values
		QEMU+=(-drive "file=$root_img,if=none,id=r0,format=raw"
			-device nvme-ns,bus=nv0,drive=r0,nsid=2)
	fi
	qargs=${BIOCAP_QEMU_ARGS:-}
	if [[ $qargs == *@sym:* ]]; then
		sysmap=$KDIR/System.map
		[ -f "$sysmap" ] || die "BIOCAP_QEMU_ARGS names a kernel symbol, but $sysmap is missing"
		cp "$sysmap" "$LOGDIR/System.map"
		while [[ $qargs =~ @sym:([A-Za-z0-9_.]+)@ ]]; do
			addr=$(awk -v s="${BASH_REMATCH[1]}" '$3 == s { print "0x" $1; exit }' "$sysmap")
			[ -n "$addr" ] || die "no symbol ${BASH_REMATCH[1]} in $sysmap"
			qargs=${qargs//"${BASH_REMATCH[0]}"/$addr}
		done
	fi
	# shellcheck disable=SC2206 # split on blanks by design
	[ -n "$qargs" ] && QEMU+=($qargs)
	CONSOLE=$LOGDIR/console.log
	RESULTS=$LOGDIR/results.log

	case $MODE in
	shell)
		# console and monitor muxed on the terminal: Ctrl-a x quits, Ctrl-c goes to the guest
		exec "${QEMU[@]}" -chardev stdio,id=con,mux=on,signal=off -serial chardev:con \
			-mon chardev=con -serial "file:$RESULTS"
		;;
	demo)
		# demo output (second port) on the terminal and in demo.log; kernel console in a file
		rc=0
		timeout -k 10 "$GUEST_TIMEOUT" "${QEMU[@]}" -monitor none -serial "file:$CONSOLE" \
			-chardev "stdio,id=out,signal=off,logfile=$LOGDIR/demo.log" -serial chardev:out \
			</dev/null || rc=$?
		if [ $rc -ne 0 ] || ! tr -d '\r' <"$LOGDIR/demo.log" | grep '^demo finished' >/dev/null; then
			echo "FAIL demo: the demo did not finish (qemu exit $rc); logs in $LOGDIR" >&2
			tr -d '\r' <"$CONSOLE" | tail -n 40 >&2
			exit 1
		fi
		exit 0
		;;
	bench)
		# benchmark records (second port) into BIOCAP_BENCH_OUT for tests/bench/run.sh;
		# the kernel console is copied next to it (<out>.console)
		out=${BIOCAP_BENCH_OUT:-$LOGDIR/bench.log}
		log "$TAG: booting guest for benchmarks (timeout ${GUEST_TIMEOUT}s, records in $out)"
		t1=$SECONDS
		rc=0
		timeout -k 10 "$GUEST_TIMEOUT" "${QEMU[@]}" -monitor none -serial "file:$CONSOLE" \
			-serial "file:$out" </dev/null >"$LOGDIR/qemu.log" 2>&1 || rc=$?
		log "$TAG: guest ran $((SECONDS - t1)) s (qemu exit $rc)"
		cp "$CONSOLE" "$out.console" 2>/dev/null || true
		if [ $rc -ne 0 ] || ! tr -d '\r' <"$out" | grep '^bench finished' >/dev/null; then
			echo "FAIL $TAG/bench: the benchmark did not finish (qemu exit $rc); logs in $LOGDIR" >&2
			tr -d '\r' <"$CONSOLE" | tail -n 40 >&2
			exit 1
		fi
		exit 0
		;;
	check | fstests) ;;
	*) die "unknown mode '$MODE'" ;;
	esac

	log "$TAG: booting guest (timeout ${GUEST_TIMEOUT}s, logs in $LOGDIR)"
	t1=$SECONDS
	rc=0
	run_watched_guest || rc=$?
	log "$TAG: guest ran $((SECONDS - t1)) s (qemu exit $rc)"

	parse_results "$TAG" "$RESULTS" "$CONSOLE" "$rc"
}

# Boot the check guest and watch it. Every case ends with a result line, and
# the guest kills a case after its own CASE_TIMEOUT; so a guest that writes no
# result line for CASE_TIMEOUT + 120 s is stuck below its shell, and one that
# outlives GUEST_TIMEOUT is too slow. Either is inspected through the QEMU
# monitor (tests/vm/guest-state.py: vCPU registers into hang.log, SysRq
# backtraces onto the console) and then killed: exit 124 (timeout) or 125
# (stalled), as parse_results expects.
run_watched_guest() {
	local mondir mon pid why='' size last=-1 since=$SECONDS start=$SECONDS rc=0
	local stall=$((${BIOCAP_CASE_TIMEOUT:-${KERNEL_CASE_TIMEOUT:-300}} + 120))
	mondir=$(mktemp -d /tmp/biocap-monitor.XXXXXX) # a socket path has at most 107 bytes
	mon=$mondir/sock
	"${QEMU[@]}" -monitor "unix:$mon,server=on,wait=off" \
		-serial "file:$CONSOLE" -serial "file:$RESULTS" </dev/null >"$LOGDIR/qemu.log" 2>&1 &
	pid=$!
	# shellcheck disable=SC2064 # the values now
	trap "kill $pid 2>/dev/null; rm -rf '$mondir'; exit 130" INT TERM
	while kill -0 "$pid" 2>/dev/null; do
		sleep 5
		size=$(stat -c %s "$RESULTS" 2>/dev/null || echo 0)
		if [ "$size" != "$last" ]; then
			last=$size
			since=$SECONDS
		fi
		if [ $((SECONDS - start)) -ge "$GUEST_TIMEOUT" ]; then
			why=timeout
		elif [ $((SECONDS - since)) -ge "$stall" ]; then
			why=stalled
		fi
		[ -z "$why" ] || break
	done
	trap - INT TERM
	if [ -z "$why" ]; then
		wait "$pid" || rc=$?
		rm -rf "$mondir"
		return $rc
	fi
	log "$TAG: guest $why (no result line for $((SECONDS - since)) s); dumping its state into $LOGDIR/hang.log"
	if command -v python3 >/dev/null; then
		timeout 60 python3 "$VM_DIR/guest-state.py" "$mon" >"$LOGDIR/hang.log" 2>&1 || true
	else
		echo "python3 missing: no monitor dump" >"$LOGDIR/hang.log"
	fi
	kill "$pid" 2>/dev/null || true
	sleep 2
	kill -9 "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	rm -rf "$mondir"
	[ "$why" = timeout ] && return 124
	STALL_SECONDS=$stall
	return 125
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
