#!/bin/sh
# 97-intree-nowait-split (diagnostic): a REQ_NOWAIT bio that dm splits, not polled,
# through the in-tree dm-stripe alone (no biocap). io_uring without IOPOLL issues
# O_DIRECT I/O with REQ_NOWAIT first; dm-stripe with 8 KiB chunks cuts each 64 KiB read
# in 8. Over a null_blk with one tag that completes by timer (the tag stays taken while
# the next piece is submitted), a later piece finds no tag and ends with EAGAIN, and the
# whole bio ends with EAGAIN when its first piece completes, from the timer: io_uring
# issues a request again only from the submitting task, so fio would get EAGAIN
# (err=11). blk-mq never splits a REQ_NOWAIT bio for this reason (it ends it with
# EAGAIN first), and biocap does not cut one (12-stats-exact, EAGAIN mode irq).
# Since 7.3 io_uring issues a request again after an EAGAIN completion, so fio no
# longer sees it; the pieces already read are then read twice. Each fio must finish
# within 60 s with no error, and the null_blk must read exactly what fio read (each
# piece once); 8 KiB reads (one piece) are the control.
# group: diagnostic
# requires: dm-fixed
. ./lib.sh

NB=bc97nb
nullb_create $NB 64 hw_queue_depth=1 irqmode=2 completion_nsec=100000 ||
	fail "cannot create null_blk $NB (hw_queue_depth=1, timer completions)"
S=$(blk_sectors /dev/$NB)
H=$((S / 2 / 128 * 128))
dm_create bc97s "0 $((H * 2)) striped 2 16 /dev/$NB 0 /dev/$NB $H" || fail "cannot create dm-stripe"
FIO_TIMEOUT=60
for bs in 8k 64k; do
	before=$(blk_io_sectors $NB read)
	fio_run --name=nowait --filename="$(dm_dev bc97s)" --ioengine=io_uring --hipri=0 --direct=1 \
		--bs=$bs --iodepth=16 --rw=randread --size=16M --io_size=4M --norandommap --randrepeat=0
	read=$(($(blk_io_sectors $NB read) - before))
	[ "$FIO_RC" = 137 ] && fail "dm-stripe, $bs reads: fio did not finish within 60 s; $(fio_summary)"
	fio_ok || fail "dm-stripe, $bs reads (REQ_NOWAIT, split in 8 when 64k): $(fio_summary)"
	log "dm-stripe, $bs reads: $(fio_summary); $NB read $read sectors for fio's $((FIO_R_KB * 2))"
	expect_eq "dm-stripe, $bs reads: sectors read from $NB (each piece once)" "$read" "$((FIO_R_KB * 2))"
done
exit 0
