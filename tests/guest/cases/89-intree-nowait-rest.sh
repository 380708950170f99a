#!/bin/sh
# 89-intree-nowait-rest (diagnostic): the rest of a polled REQ_NOWAIT bio that dm split
# at a target boundary, when there is no dm_io to be had without waiting. dm hands the
# rest back to submit_bio_noacct() chained to the part it sent; a GFP_NOWAIT dm_io
# allocation that fails then ends the rest, and so the whole bio, with EAGAIN after the
# first part was read. io_uring issues the read again, so the disk below reads more
# than the application asked for (7.3), or worse (6.12: reads that complete with other
# data than the blocks read).
# The test-only injector clone-fail (tests/guest/clone-fail: a kprobe, since Debian's
# kernels have neither failslab nor function error injection) fails half of the
# bio_alloc_clone() calls for the dm device that may not sleep, over a dm-linear table
# of 64 KiB lines (no biocap) read with polled 64 KiB reads that each cross a line
# boundary, 16 in flight. Half, not all: when every such allocation fails, a read whose
# own dm_io fails first ends with EAGAIN from its submission and io_uring issues it
# from a worker, without REQ_NOWAIT, so almost no rest is ever allocated without
# waiting. The null_blk holds what fio wrote there first, 64 KiB blocks with fio's
# checksum header, and the reads verify it. Without patches/ 0010, stock 7.3 read
# 141696 and 143488 sectors for fio's 126976 (one 32 KiB half again for each rest that
# failed); with it, 126976.
# Asserts: failures were injected; fio completes without error and reads back what it
# wrote; the null_blk below read exactly the 62 MiB fio read (each piece once).
# group: diagnostic
# requires: dm-fixed clone-fail
. ./lib.sh

P=/sys/module/clone_fail/parameters
NB=bc89nb
modprobe clone-fail || fail "cannot load the fault injector clone-fail"
on_exit "rmmod clone-fail"
nullb_create $NB 64 memory_backed=1 poll_queues=1 hw_queue_depth=64 ||
	fail "cannot create null_blk $NB with a poll queue"
S=$(blk_sectors /dev/$NB)
dm_create bc89l "$(awk -v n="$S" -v d="/dev/$NB" \
	'BEGIN { for (i = 0; i < n; i += 128) printf "%d 128 linear %s %d\n", i, d, i }')" ||
	fail "cannot create a dm-linear table of 64 KiB lines"
[ "$(cat "$(dm_sysdir bc89l)/queue/io_poll")" = 1 ] || fail "the dm-linear device does not poll"

# the blocks the reads verify, written before any failure is injected
BLOCKS="--bs=64k --offset=32k --size=62m --verify=crc32c"
# shellcheck disable=SC2086
fio_run --name=fill --filename="$(dm_dev bc89l)" --ioengine=psync --direct=1 --rw=write \
	$BLOCKS --do_verify=0
fio_ok || fail "cannot write the blocks to read: $(fio_summary)"

# From here on, half of the clones of bc89l's bios that may not sleep fail.
dm_sysname bc89l >$P/disk || fail "cannot name the disk to clone-fail"
echo 50 >$P/percent
on_exit "echo 0 >$P/percent"

before=$(blk_io_sectors $NB read)
FIO_TIMEOUT=120
# shellcheck disable=SC2086
fio_run --name=rest --filename="$(dm_dev bc89l)" --ioengine=io_uring --hipri=1 --direct=1 \
	--rw=randread $BLOCKS --iodepth=16 --norandommap --randrepeat=0 \
	--verify_fatal=1
echo 0 >$P/percent
after=$(blk_io_sectors $NB read)
injected=$(cat $P/injected)
chained=$(cat $P/injected_chained)
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "polled reads across line boundaries with failing clones: $(fio_summary)"
read=$((after - before))
log "clone-fail on $(cat $P/disk): $injected failures, $chained of a chained bio; fio: $(fio_summary); $NB read $read sectors for fio's $((FIO_R_KB * 2))"
[ "$injected" -gt 0 ] || fail "clone-fail injected no failure: the test exercised nothing"
expect_eq "sectors read from $NB (each piece once)" "$read" "$((FIO_R_KB * 2))"
exit 0
