#!/bin/sh
# 87-iopoll-punt (diagnostic; runs on kernels with the fixes of patches/): an io_uring
# IOPOLL ring polls a request that a suspended dm device holds, and an io-wq worker must
# still get its own polled request onto the ring's iopoll list. iopoll-punt
# (tests/guest/iopoll-punt.c) pins io-wq to CPU 0 and the ring's task to CPU 1, queues
# a 4 KiB read of dm-linear device B, suspended, from io-wq (dm defers it; the worker adds
# its request to the list), then, in one io_uring_enter() that waits for one
# completion, a read of dm-linear device A from io-wq (no biocap: the bug is
# io_uring's, with dm core holding B's bio). The worker issues A's read to the NVMe
# poll queue and needs ctx->uring_lock to add the request to the list; the task holds
# that lock while it polls B's request, which completes nothing. For that call the
# task runs SCHED_FIFO. In 5 runs a busy process shares CPU 0 with the worker, so that
# the worker sleeps on the mutex; in 5 more (iopoll-punt --spin) CPU 0 has nothing
# else to run, and the worker spins on it (see iopoll-punt.c).
# Asserts, in each of the 10 runs: that A's completion comes within 3 s (SIGALRM ends
# the wait otherwise; a call that returns early without it, as IOPOLL may on
# need_resched(), is made again), and both reads end with 4 KiB once B is resumed.
# Stock 7.3 fails every run (patches/0006): io_iopoll_check() lets go of the lock only
# when the list is empty or when need_resched(), which nothing raises on CPU 1 for a
# SCHED_FIFO task, so the first call returns only when the alarm ends it (a return on
# need_resched() would let the worker in before the next call). Meanwhile nobody polls
# A's bio, and a dmsetup suspend of A would wait for it as long as the loop spins
# (dm drops its last reference to a polled io only when the bio is polled). Stock
# 6.12 passes: its scheduler tick queues the mm_cid scan (task_mm_cid_work) as task
# work on the ring's task every 100 ms, and the loop drops the lock to run it; 7.3's
# mm_cid code queues no task work. Stock 7.3 fails the spinning runs too; 0006 passes
# them: a spinner stops spinning once anything else wants its CPU, here only the
# kernel's own work on CPU 0 (timers, kworkers), and is handed the lock then.
# group: diagnostic
# requires: dm-fixed nvme
. ./lib.sh

command -v iopoll-punt >/dev/null || fail "no iopoll-punt in the guest (tests/vm/build.sh)"
[ "$(nproc)" -ge 2 ] || fail "needs 2 CPUs, the guest has $(nproc)"
NVME_OFF=1835008 # 896 MiB into the disk
NVME_LEN=65536   # 32 MiB each
A=bc87a
B=bc87b
dm_create $A "$(linear_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF)" || fail "cannot create $A"
dm_create $B "$(linear_line 0 $NVME_LEN "$NVME_DEV" $((NVME_OFF + NVME_LEN)))" ||
	fail "cannot create $B"
expect_eq "io_poll of $A" "$(qattr "$(dm_dev $A)" io_poll)" 1
on_exit "dmsetup resume --noudevsync $B >/dev/null 2>&1"
RUNS=5
bad=0
first=
# the worker sleeps on the mutex (CPU 0 busy), then spins on it (--spin, CPU 0 idle)
for mode in sleep spin; do
	flag=
	[ $mode = spin ] && flag=--spin
	i=1
	while [ $i -le $RUNS ]; do
		dmsetup suspend --noudevsync $B || fail "cannot suspend $B"
		rc=0
		# shellcheck disable=SC2086 # $flag is empty or one word
		iopoll-punt $flag "$(dm_dev $A)" "$(dm_dev $B)" \
			"dmsetup resume --noudevsync $B" >"$LIB_TMP/out" 2>&1 || rc=$?
		while read -r l; do log "$mode run $i: $l"; done <"$LIB_TMP/out"
		case $rc in
		0) ;;
		1)
			bad=$((bad + 1))
			[ -n "$first" ] ||
				first="$mode run $i: $(grep '^waiting for A' "$LIB_TMP/out")"
			;;
		*) fail "$mode run $i: iopoll-punt exited $rc: $(tail -n 1 "$LIB_TMP/out")" ;;
		esac
		i=$((i + 1))
	done
done
[ $bad = 0 ] ||
	fail "in $bad of $((2 * RUNS)) runs the io-wq worker's polled read of $A did not reach the iopoll list while the ring's task polled $B's deferred read; $first"
exit 0
