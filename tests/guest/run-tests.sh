#!/bin/sh
# Guest test runner (busybox sh), started by init from tests/guest/.
# Runs cases/NN-name.sh in order (TESTS=name1,name2 selects cases, TESTS=@group the
# cases whose "# group:" line names that group), each under a timeout,
# then checks for leftover dm devices and new kernel-log reports. A case states what
# it needs in a "# requires:" line (see requirement_unmet); without TESTS, a case
# whose requirement this guest does not meet is skipped, saying why (in a group too);
# a case TESTS names runs regardless. Writes "RUN name", "PASS kernel/name", "FAIL kernel/name:
# why", "SKIP kernel/name: why" and finally "DONE" to the results port; the output of
# a failing case goes to the console.

RESULTS=${RESULTS:-/dev/ttyS1}
CASE_TIMEOUT=${CASE_TIMEOUT:-300}
K=${BIOCAP_KERNEL:-unknown}
# kernel-log lines that fail the case that produced them: the host's pattern
BAD=$(grep -v '^#' kernel-reports.ere)
# shellcheck source=tests/guest/testbed.sh
. ./testbed.sh

report() {
	echo "$*" >"$RESULTS"
	echo "$*"
}

if [ -z "$BAD" ]; then
	report "FAIL $K/runner: no pattern in tests/guest/kernel-reports.ere"
	exit 1
fi

# group_of CASE-FILE: the group its "# group:" line names.
group_of() { sed -n 's/^# group: *//p' "$1" | head -n 1; }

# named NAME: TESTS names the case itself.
named() {
	case ",$TESTS," in
	*",$1,"*) return 0 ;;
	esac
	return 1
}

# selected NAME CASE-FILE: no TESTS, or TESTS names the case or its group.
selected() {
	[ -z "$TESTS" ] && return 0
	named "$1" && return 0
	case ",$TESTS," in
	*",@$(group_of "$2"),"*) return 0 ;;
	esac
	return 1
}

# requirement_unmet CASE-FILE NAME: why this guest cannot run the case, or nothing.
# Keywords of the case's "# requires:" line:
#   by-name      a diagnostic that runs only when TESTS names it
#   dm-fixed     the kernel has the fixes of patches/ (BIOCAP_DM_FIXED=1): the case
#                reproduces a dm core (or md-linear, or io_uring) bug that stock
#                kernels have
#   patched      the kernel has all of patches/ (BIOCAP_PATCHED=1; the series check
#                names the case from the patch it needs on): the case shows what a
#                patch after the fixes changes (the build-time cap, dm's bio cache)
#   scsi_debug   the kernel has the scsi_debug module
#   scsi_debug-own  the case can load scsi_debug with a disk of its own geometry and
#                unload it: not loaded yet, and not a lockdep kernel (which keeps it
#                loaded, so later cases would get this case's disk)
#   io_uring-pi  io_uring reads and writes take protection information (the PI
#                attribute, 6.14 on; pi-rw --probe)
#   nvme         the test bed's NVMe disk (the marker's nvme=, or BIOCAP_TEST_NVME) with
#                a poll queue
#   clone-fail   the test-only fault injector clone-fail (tests/guest/clone-fail, built
#                for every guest kernel; it needs kprobes)
#   model        the model block device (biocap_model, tests/bench/modeldev, built for
#                every guest kernel)
#   model-crypt  the model block device with its crypto profile (a kernel with
#                CONFIG_BLK_INLINE_ENCRYPTION)
#   udevd        the host's udevd and the block rules, staged by tests/vm/initramfs.sh,
#                and a kernel with netlink sockets (udevd's uevent socket; the
#                self-built kernels have no CONFIG_NET)
#   nvme-multipath  the NVMe multipath head of two controllers that run-guest.sh
#                attaches (testbed_mpath), on a kernel with CONFIG_NVME_MULTIPATH
#   bpftrace     the Debian root with bpftrace that make check-bpftrace attaches as
#                namespace 2 of the test bed's disk (tests/vm/bpftrace.sh)
#   large-blocks the kernel takes logical blocks larger than a page (a null_blk with
#                16 KiB blocks powers on)
#   md-linear    md's linear personality (linear.ko): Debian's 6.1 and the self-built
#                kernels have it; for Debian's 6.12 and 7.3, which leave it out,
#                tests/vm/build.sh builds it from their source package
# large_blocks_unmet: why this kernel cannot have a 16 KiB-block device, or nothing.
large_blocks_unmet() {
	_lb=/sys/kernel/config/nullb/biocap-lbs-probe
	if ! mkdir "$_lb" 2>/dev/null; then
		echo "no null_blk configfs to probe large blocks with"
		return
	fi
	# some null_blk versions clamp the block size instead of refusing it
	{ echo 16384 >"$_lb/blocksize" && echo 1 >"$_lb/power" &&
		[ "$(cat "$_lb/blocksize")" = 16384 ]; } 2>/dev/null ||
		echo "this kernel takes no logical blocks larger than a page"
	echo 0 >"$_lb/power" 2>/dev/null
	rmdir "$_lb" 2>/dev/null
}

requirement_unmet() {
	for _r in $(sed -n 's/^# requires://p' "$1" | head -n 1); do
		case $_r in
		by-name) echo "a diagnostic that runs when named (TESTS=$2)" ;;
		dm-fixed) [ "$BIOCAP_DM_FIXED" = 1 ] ||
			echo "reproduces a dm core, md-linear or io_uring bug (patches/ fix it; TESTS=$2 runs it)" ;;
		patched) [ "$BIOCAP_PATCHED" = 1 ] ||
			echo "shows a change that patches/ makes after its fixes (TESTS=$2 runs it)" ;;
		scsi_debug) /sbin/modprobe -n -q scsi_debug 2>/dev/null ||
			echo "this kernel has no scsi_debug module" ;;
		scsi_debug-own) if [ -e /proc/lockdep ]; then
			echo "a lockdep kernel keeps scsi_debug loaded, and later cases need it with their disk"
		elif [ -d /sys/module/scsi_debug ]; then
			echo "scsi_debug is loaded already"
		fi ;;
		io_uring-pi) pi-rw --probe >/dev/null ||
			echo "this kernel's io_uring takes no PI with reads and writes (6.14 on)" ;;
		nvme) nvme_unmet ;;
		clone-fail) /sbin/modprobe -n -q clone-fail 2>/dev/null ||
			echo "no clone-fail injector for this kernel" ;;
		model) /sbin/modprobe -n -q biocap_model 2>/dev/null ||
			echo "no biocap_model for this kernel (see the prepare log)" ;;
		model-crypt) if ! /sbin/modprobe -n -q biocap_model 2>/dev/null; then
			echo "no biocap_model for this kernel (see the prepare log)"
		elif ! grep -qw blk_crypto_register /proc/kallsyms; then
			echo "this kernel has no CONFIG_BLK_INLINE_ENCRYPTION"
		fi ;;
		udevd) if [ ! -x /usr/bin/systemd-udevd ]; then
			echo "no udevd in this guest (the host's udev package could not be fetched)"
		elif [ ! -e /proc/net/netlink ]; then
			echo "this kernel has no netlink sockets (CONFIG_NET), which udevd needs"
		fi ;;
		nvme-multipath) testbed_mpath >/dev/null ||
			echo "no NVMe multipath head (this kernel has no CONFIG_NVME_MULTIPATH)" ;;
		bpftrace) testbed_root_dev biocap-bpftrace >/dev/null ||
			echo "no root with bpftrace attached (make check-bpftrace runs it)" ;;
		large-blocks) large_blocks_unmet ;;
		md-linear) grep -qE '(^|/)linear[.]ko' "/lib/modules/$(uname -r)/modules.dep" \
			"/lib/modules/$(uname -r)/modules.builtin" 2>/dev/null ||
			echo "no md-linear for this kernel (not in its config, and not built from its source package: see the prepare log)" ;;
		*) echo "unknown requirement '$_r' in $1" ;;
		esac
	done | head -n 1
}

# Kernel messages printed since the previous call (dmesg -c empties the buffer).
new_kernel_log() {
	dmesg -c >/tmp/dmesg.new 2>/dev/null
	cat /tmp/dmesg.new >>/tmp/dmesg.all
}

new_kernel_log # boot messages are checked by the host

# On a kmemleak kernel (KERNELS=debug): no periodic scans during the cases (they
# would blame the wrong case and cost 15-30 s of CPU); one check at the end.
KMEMLEAK=/sys/kernel/debug/kmemleak
if [ -e "$KMEMLEAK" ]; then
	echo scan=off >"$KMEMLEAK"
	new_kernel_log # "kmemleak: ... scanning thread ended" is not a finding
fi

# A TESTS name that matches no case is an error, not a silently empty run.
for t in $(echo "$TESTS" | tr ',' ' '); do
	case $t in
	module-unload) ;;
	@*) grep -qx "# group: ${t#@}" cases/[0-9]*.sh ||
		report "FAIL $K/$t: no such group (TESTS=$TESTS)" ;;
	*) ls cases/[0-9]*-"$t".sh >/dev/null 2>&1 || report "FAIL $K/$t: no such case (TESTS=$TESTS)" ;;
	esac
done
for f in cases/[0-9]*.sh; do
	[ -f "$f" ] || continue
	name=${f#cases/}
	name=${name#*-}
	name=${name%.sh}
	selected "$name" "$f" || continue
	if ! named "$name"; then
		why=$(requirement_unmet "$f" "$name")
		case $why in
		"unknown requirement"*) report "FAIL $K/$name: $why"; continue ;;
		?*) report "SKIP $K/$name: $why"; continue ;;
		esac
	fi
	report "RUN $name"
	out=/tmp/case-$name.out
	timeout -s KILL "$CASE_TIMEOUT" sh "$f" >"$out" 2>&1
	rc=$?
	why=
	if [ $rc -ne 0 ]; then
		why=$(sed -n 's/^REASON: //p' "$out" | tail -n 1)
		[ $rc -eq 137 ] && why="${why:+$why; }killed after ${CASE_TIMEOUT}s timeout"
		[ -n "$why" ] || why="exit status $rc"
	fi
	left=$(dmsetup ls 2>/dev/null | awk '$1 != "No" {print $1}')
	if [ -n "$left" ]; then
		why="${why:+$why; }left dm devices: $(echo "$left" | tr '\n' ' ')"
		for d in $left; do
			dmsetup remove --noudevsync --force "$d" >/dev/null 2>&1 ||
				dmsetup remove --noudevsync --deferred "$d" >/dev/null 2>&1
		done
	fi
	new_kernel_log
	if grep -Eq "$BAD" /tmp/dmesg.new; then
		why="${why:+$why; }kernel log: $(grep -E "$BAD" /tmp/dmesg.new | head -n 3 | tr '\n' ' ')"
	fi
	if [ -z "$why" ]; then
		report "PASS $K/$name"
	else
		report "FAIL $K/$name: $why"
		echo "----- output of $name (exit $rc) -----"
		cat "$out"
		if [ -s /tmp/dmesg.new ]; then
			echo "----- kernel log during $name -----"
			cat /tmp/dmesg.new
		fi
		echo "----- end of $name -----"
	fi
done

# The module must unload once every case is done (no leaked references).
report "RUN module-unload"
grep -q '^dm_biocap ' /proc/modules || modprobe dm-biocap
if ! grep -q '^dm_biocap ' /proc/modules; then
	report "FAIL $K/module-unload: dm-biocap could not be loaded"
elif msg=$(rmmod dm_biocap 2>&1); then
	report "PASS $K/module-unload"
else
	report "FAIL $K/module-unload: rmmod dm_biocap: $msg"
fi
# Leaks: what kmemleak finds after every case ran and the module is unloaded.
if [ -e "$KMEMLEAK" ]; then
	report "RUN kmemleak"
	# an object is reported once it is older than 5 s and unreferenced in two scans
	# kmemleak that turned itself off (out of its pool) refuses these; it
	# must not read as "no leaks"
	kl_ok=1
	echo scan >"$KMEMLEAK" 2>/dev/null || kl_ok=
	sleep 6
	echo scan >"$KMEMLEAK" 2>/dev/null || kl_ok=
	cat "$KMEMLEAK" >/tmp/kmemleak.out 2>/dev/null || kl_ok=
	n=$(grep -c '^unreferenced object' /tmp/kmemleak.out)
	if [ -z "$kl_ok" ]; then
		report "FAIL $K/kmemleak: kmemleak is disabled, it cannot vouch for this run"
	elif [ "$n" -eq 0 ]; then
		report "PASS $K/kmemleak"
	else
		report "FAIL $K/kmemleak: $n unreferenced objects (report on the console)"
		echo "----- $KMEMLEAK -----"
		cat /tmp/kmemleak.out
		echo "----- end -----"
	fi
fi
# Lockdep switches itself off after its first report or when it runs out of
# entries; a run it stopped watching proves nothing about locking.
if [ -r /proc/lockdep_stats ]; then
	report "RUN lockdep-active"
	dl=$(awk -F: '/debug_locks/ {gsub(/ /, "", $2); print $2}' /proc/lockdep_stats)
	if [ "$dl" = 1 ]; then
		report "PASS $K/lockdep-active"
	else
		report "FAIL $K/lockdep-active: lockdep turned itself off (debug_locks=${dl:-?}); see the console"
	fi
fi
# warnings after the last case (module unload) count too
new_kernel_log
if grep -E "$BAD" /tmp/dmesg.new >/tmp/dmesg.bad 2>/dev/null; then
	report "FAIL $K/kernel-log: $(head -n 3 /tmp/dmesg.bad | tr '\n' ' ')"
fi
report DONE
