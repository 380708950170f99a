#!/bin/sh
# 27-bio-cache-softirq: a bio from a bio_set with a per-cpu cache that is freed in the
# block softirq goes back to the cache, not to the slab (patches/ 0019). A null_blk with
# one hardware queue and no poll queue, on a machine of more than one CPU, ends every
# request in the block softirq of the submitting CPU (blk_mq_complete_request_remote: the
# queue serves every CPU; /proc/softirqs shows it). io_uring
# 4 KiB O_DIRECT reads from one CPU, of that null_blk and of dm-linear over it: each
# read's bios (the block device's direct I/O bio, and dm's clone) come from a cached
# bio_set and are freed in that softirq. A kprobe event on bio_free(), which returns a
# bio to the slab, counts them: without 0019 it is called for each of those bios (on
# stock kernels dm's clone has no cache at all: 0018), with it for none. Control: 2 MiB O_DIRECT reads, whose bios never come from a cache (more
# vecs than a cached bio holds, and blk-mq's splits of them), must be counted.
# TESTS=bio-cache-softirq fails on stock 7.3 and on the series without 0019.
# group: target
# requires: patched
. ./lib.sh

[ -n "$TRACEFS" ] || fail "no tracefs mounted"
KP=$TRACEFS/kprobe_events
[ -w "$KP" ] || fail "no $KP (CONFIG_KPROBE_EVENTS)"
[ -r "$TRACEFS/kprobe_profile" ] || fail "no $TRACEFS/kprobe_profile"
N=2048
[ "$(grep -c '^processor' /proc/cpuinfo)" -ge 2 ] ||
	fail "one CPU: blk-mq completes requests in the submitting task, not in the softirq"

nullb_create bc27 64 poll_queues=0 submit_queues=1 irqmode=1 ||
	fail "cannot create null_blk bc27 (one hardware queue, softirq completions)"
expect_eq "bc27 io_poll" "$(qattr /dev/bc27 io_poll)" 0
dm_create bc27l "$(linear_line 0 "$(blk_sectors /dev/bc27)" /dev/bc27 0)" ||
	fail "cannot create dm-linear over bc27"

kprobe_events_off bc27 free
on_exit "kprobe_events_off bc27 free"
echo "p:bc27/free bio_free" >>"$KP" || fail "cannot add a kprobe on bio_free"
kprobe_events_on bc27 || fail "cannot enable the bio_free probe"

# frees: the probe's hits so far; fails the case if it cannot read them
frees() {
	_f=$(awk '$1 == "free" { print $2 }' "$TRACEFS/kprobe_profile")
	is_uint "$_f" || fail "cannot read the probe's hits from kprobe_profile: '$_f'"
}

# block_softirqs: BLOCK softirqs CPU 0 has run so far
block_softirqs() {
	_s=$(awk '$1 == "BLOCK:" { print $2 }' /proc/softirqs)
	is_uint "$_s" || fail "cannot read CPU 0's BLOCK softirqs from /proc/softirqs: '$_s'"
}

# reads DEV: N io_uring 4 KiB random O_DIRECT reads at QD1 from CPU 0; FREED is the
# number of bio_free() calls they made. Fails the case unless they completed in the
# block softirq (at least one in two: several may end in one run of it).
reads() {
	frees
	_b=$_f
	block_softirqs
	_sb=$_s
	fio_must --name=r27 --filename="$1" --rw=randread --bs=4k --direct=1 \
		--ioengine=io_uring --iodepth=1 --number_ios=$N --size=32m \
		--cpus_allowed=0 --norandommap
	frees
	block_softirqs
	expect_eq "$1: reads fio issued" "$FIO_R_IOS" $N
	log "$1: $N reads, CPU 0 ran the block softirq $((_s - _sb)) times"
	[ $((_s - _sb)) -ge $((N / 2)) ] ||
		fail "$1: CPU 0 ran the block softirq $((_s - _sb)) times for $N reads: they did not complete there"
	FREED=$((_f - _b))
}

frees
_b=$_f
for _i in $(seq 32); do
	dd if=/dev/bc27 of=/dev/null bs=2M count=1 skip=$((_i - 1)) iflag=direct 2>/dev/null ||
		fail "cannot read /dev/bc27"
done
frees
CTL=$((_f - _b))
log "32 reads of 2 MiB: $CTL bio_free() calls"
[ "$CTL" -ge 32 ] || fail "the probe counted $CTL bio_free() calls for 32 reads of 2 MiB, not one each"

reads /dev/bc27
RAW=$FREED
reads "$(dm_dev bc27l)"
LIN=$FREED
log "$N reads: $RAW bio_free() calls from /dev/bc27, $LIN through dm-linear"
# none is expected (a cache that fills takes bios from the slab, and gives none back);
# one in eight leaves room for other bios of the system, and is far from the one (raw)
# or two (dm) a read of a kernel without 0019
[ "$RAW" -le $((N / 8)) ] && [ "$LIN" -le $((N / 8)) ] ||
	fail "bios freed in the block softirq went back to the slab: $RAW of $N reads of bc27, $LIN of $N through dm-linear"
exit 0
