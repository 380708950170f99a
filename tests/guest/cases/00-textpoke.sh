#!/bin/sh
# 00-textpoke: the test bed itself. Flips static keys that sit in the
# scheduler's hot path (sched_schedstats, the sched_switch and sched_wakeup
# tracepoints) for TEXTPOKE_SECONDS while a busy, context-switching loop runs
# on every vCPU, so each flip live-patches code the other vCPUs are executing
# (text_poke_bp: int3, sync IPI, rest, sync, first byte, sync). Real CPUs get
# this right. An emulator that lets a vCPU run stale text makes the guest take
# "Oops: int3" or hang in the int3 handler here, within seconds (bookworm's
# QEMU 7.2 with multi-threaded TCG does; see tests/vm/qemu.sh), instead of at
# random in the middle of the dm-biocap cases.
# Asserts: two or more vCPUs, at least one key to flip, and the guest survives
# (an oops fails the run through the kernel-log scan).
# group: testbed
. ./lib.sh
DURATION=${TEXTPOKE_SECONDS:-20}
ncpu=$(grep -c '^processor' /proc/cpuinfo)
[ "$ncpu" -ge 2 ] || fail "needs 2 or more vCPUs (has $ncpu)"
# the switches of the keys (lib.sh found tracefs, if the kernel has it)
SS=/proc/sys/kernel/sched_schedstats
EV=$TRACEFS/events/sched
keys=
[ -w $SS ] && keys=$SS
[ -n "$TRACEFS" ] && [ -w "$EV/sched_switch/enable" ] &&
	keys="$keys $EV/sched_switch/enable $EV/sched_wakeup/enable"
[ -n "$keys" ] || fail "no static key to flip (no $SS, no tracefs sched events)"
if [ -n "$TRACEFS" ]; then
	echo 0 >"$TRACEFS/tracing_on" # events get enabled, nothing is recorded
	on_exit "echo 1 >$TRACEFS/tracing_on"
fi
pids=
c=0
while [ $c -lt "$ncpu" ]; do
	(while :; do usleep 100 2>/dev/null || sleep 0; done) &
	pids="$pids $!"
	c=$((c + 1))
done
on_exit "kill $pids 2>/dev/null"
i=0
t0=$(now_ms)
while [ $(($(now_ms) - t0)) -lt $((DURATION * 1000)) ]; do
	for f in $keys; do
		echo $((1 - i % 2)) >"$f" || fail "cannot write $f"
	done
	i=$((i + 1))
done
for f in $keys; do echo 0 >"$f"; done # leave every key off
[ $i -ge 10 ] || fail "only $i flips in ${DURATION} s"
log "$i flips of $(echo "$keys" | wc -w) keys on $ncpu vCPUs in $(($(now_ms) - t0)) ms, no oops"
exit 0
