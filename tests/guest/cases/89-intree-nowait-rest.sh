#!/bin/sh
# 89-intree-nowait-rest (diagnostic): the rest of a polled REQ_NOWAIT bio that dm split
# at a target boundary, when there is no dm_io to be had without waiting. dm hands the
# rest back to submit_bio_noacct() chained to the part it sent; a GFP_NOWAIT dm_io
# allocation that fails then ends the rest, and so the whole bio, with EAGAIN after the
# first part was read. 7.3's io_uring issues the read again, so the disk below reads
# more than the application asked for; older kernels give fio EAGAIN.
# Failslab (CONFIG_FAILSLAB) fails half the bio slab allocations that may not sleep (the
# kernel boots with slab_nomerge, so that each bio slab takes the flag), and dm's
# reserve is one dm_io, over a dm-linear table of 64 KiB lines (no biocap) read with
# polled 64 KiB reads that each cross a line boundary, 16 in flight. Half, not all:
# when every such allocation fails, a read whose own dm_io fails first ends with EAGAIN
# from its submission and io_uring issues it from a worker, without REQ_NOWAIT, so
# almost no rest is ever allocated without waiting. Without patches/ 0010 the disk read
# 145984 and 149568 sectors for fio's 131072 in two runs; with it, 131072 every time.
# Asserts: failures were injected; fio completes without error; the null_blk below
# read exactly the 64 MiB fio read (each piece once).
# group: diagnostic
# requires: dm-fixed failslab
. ./lib.sh

FS=/sys/kernel/debug/failslab
RES=/sys/module/dm_mod/parameters/reserved_bio_based_ios
NB=bc89nb
nullb_create $NB 64 poll_queues=1 hw_queue_depth=64 || fail "cannot create null_blk $NB with a poll queue"
S=$(blk_sectors /dev/$NB)
old_res=$(cat $RES)
echo 1 >$RES || fail "cannot set $RES"
on_exit "echo $old_res >$RES"
# the reserve is taken at table load: the device is created after the parameter is set
dm_create bc89l "$(awk -v n="$S" -v d="/dev/$NB" \
	'BEGIN { for (i = 0; i < n; i += 128) printf "%d 128 linear %s %d\n", i, d, i }')" ||
	fail "cannot create a dm-linear table of 64 KiB lines"
[ "$(cat "$(dm_sysdir bc89l)/queue/io_poll")" = 1 ] || fail "the dm-linear device does not poll"

# Every bio slab allocation that may not sleep fails from here on.
marked=
for c in /sys/kernel/slab/bio-*; do
	if echo 1 >"$c/failslab" 2>/dev/null; then
		on_exit "echo 0 >$c/failslab"
		marked="$marked ${c##*/}"
	fi
done
[ -n "$marked" ] || fail "no bio slab takes failslab (merged caches: boot with slab_nomerge)"
TIMES=100000000
echo 0 >$FS/verbose
echo Y >$FS/ignore-gfp-wait
echo Y >$FS/cache-filter
echo $TIMES >$FS/times
echo 50 >$FS/probability
on_exit "echo 0 >$FS/probability"

before=$(blk_io_sectors $NB read)
FIO_TIMEOUT=120
fio_run --name=rest --filename="$(dm_dev bc89l)" --ioengine=io_uring --hipri=1 --direct=1 \
	--rw=randread --bs=64k --offset=32k --size=62m --io_size=64m --iodepth=16 \
	--norandommap --randrepeat=0
echo 0 >$FS/probability
after=$(blk_io_sectors $NB read)
injected=$((TIMES - $(cat $FS/times)))
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "polled reads across line boundaries under failslab: $(fio_summary)"
read=$((after - before))
log "failslab on$marked: $injected failures; fio: $(fio_summary); $NB read $read sectors for fio's $((FIO_R_KB * 2))"
[ "$injected" -gt 0 ] || fail "failslab injected no failure: the test exercised nothing"
expect_eq "sectors read from $NB (each piece once)" "$read" "$((FIO_R_KB * 2))"
exit 0
