#!/bin/sh
# 98-intree-suspend-nowait (diagnostic): the rest of a REQ_NOWAIT bio that dm split,
# not polled, reaching a suspended device, through the in-tree dm-stripe alone (no
# biocap). io_uring without IOPOLL issues O_DIRECT I/O with REQ_NOWAIT first;
# dm-stripe with 8 KiB chunks cuts each 64 KiB write in 8, passing the rest of the
# bio on after each piece. When a suspend begins between two pieces, a stock kernel
# fails the rest with EAGAIN while the first pieces are in flight: the whole bio ends
# with EAGAIN from their completion, where io_uring before 7.3 does not issue it
# again, and fio gets EAGAIN (err=11); 7.3's io_uring issues it again, and the pieces
# already written are written twice. The null_blk has tags for every piece in flight,
# so EAGAIN can only come from the suspend. With patches/0005 the rest is deferred and
# resubmitted without REQ_NOWAIT when the device resumes; with 0009 too, as on
# patched, the writes are refused before dm splits them and reach dm again without
# REQ_NOWAIT, so 0005 itself is exercised by make check-series at prefixes 5 to 8.
# crc32c-verified writes
# while the device is suspended and resumed in a loop; fio must finish with no error,
# and the null_blk must write exactly what fio wrote (each piece once).
# group: diagnostic
# requires: dm-fixed
. ./lib.sh

NB=bc98nb
nullb_create $NB 64 memory_backed=1 hw_queue_depth=1024 irqmode=2 completion_nsec=20000 ||
	fail "cannot create null_blk $NB"
nullb_fill $NB || fail "cannot fill $NB"
S=$(blk_sectors /dev/$NB)
H=$((S / 2 / 128 * 128))
DM=bc98s
dm_create $DM "0 $((H * 2)) striped 2 16 /dev/$NB 0 /dev/$NB $H" || fail "cannot create dm-stripe"
FIO_TIMEOUT=120
before=$(blk_io_sectors $NB write)
(
	i=0
	while [ ! -e "$LIB_TMP/stop" ] && [ $i -lt 400 ]; do
		dmsetup suspend --noflush --noudevsync $DM >/dev/null 2>&1
		dmsetup resume --noudevsync $DM >/dev/null 2>&1
		i=$((i + 1))
	done
	echo $i >"$LIB_TMP/cycles"
) &
LOOP=$!
on_exit "touch $LIB_TMP/stop; wait $LOOP 2>/dev/null; dmsetup resume --noudevsync $DM >/dev/null 2>&1"
fio_run --name=susp --filename="$(dm_dev $DM)" --ioengine=io_uring --hipri=0 --direct=1 \
	--bs=64k --iodepth=16 --rw=randwrite --size=32M --runtime=20 --time_based \
	--verify=crc32c --verify_backlog=16 --verify_fatal=1 --serialize_overlap=1
touch "$LIB_TMP/stop"
wait $LOOP
dmsetup resume --noudevsync $DM >/dev/null 2>&1
written=$(($(blk_io_sectors $NB write) - before))
log "dm-stripe, 64 KiB io_uring writes across $(cat "$LIB_TMP/cycles" 2>/dev/null) suspend/resume cycles: $(fio_summary); $NB wrote $written sectors for fio's $((FIO_W_KB * 2))"
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "64 KiB io_uring writes (REQ_NOWAIT, split in 8) across suspends: $(fio_summary)"
expect_eq "sectors written to $NB (each piece once)" "$written" "$((FIO_W_KB * 2))"
exit 0
