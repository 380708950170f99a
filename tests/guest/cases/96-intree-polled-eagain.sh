#!/bin/sh
# 96-intree-polled-eagain (diagnostic; runs on kernels with the dm fixes): polled clones that
# end with EAGAIN through the in-tree dm-linear and dm-stripe alone, no biocap in the
# tables. null_blk with one tag, polled io_uring reads at QD 16 (REQ_NOWAIT clones find
# no tag and end with EAGAIN): 8 KiB reads (dm-stripe with 8 KiB chunks: one piece) and
# 64 KiB reads (dm-stripe cuts them in 8), 8 MiB each, but 64 MiB of dm-linear's 8 KiB
# reads. Each fio must finish within 60 s with no error.
# Found (docs/DEVELOPING.md, "Polled EAGAIN"): stock 6.12 fails the 64 KiB reads through
# dm-stripe with EAGAIN and then hangs (dm core requeues only the first piece that ends
# with EAGAIN; patches/0003); stock 7.2 and 7.3 oops already with dm-linear and 8 KiB reads
# (NULL dereference in bdev_end_io_acct, from dm_poll_bio -> __dm_io_complete;
# patches/0002): only a small share of the requeues hits that race: 8 MiB oopsed 7.3
# in 5 of 13 tries, 64 MiB in 8 of 8 runs.
# group: diagnostic
# requires: dm-fixed
. ./lib.sh

NB=bc96nb
nullb_create $NB 64 hw_queue_depth=1 || fail "cannot create null_blk $NB (hw_queue_depth=1)"
expect_eq "$NB io_poll" "$(qattr /dev/$NB io_poll)" 1
S=$(blk_sectors /dev/$NB)
H=$((S / 2 / 128 * 128))
dm_create bc96l "0 $S linear /dev/$NB 0" || fail "cannot create dm-linear"
dm_create bc96s "0 $((H * 2)) striped 2 16 /dev/$NB 0 /dev/$NB $H" || fail "cannot create dm-stripe"
# a polled I/O that never completes keeps fio running: fio_run kills it after 60 s (rc 137)
FIO_TIMEOUT=60
for d in bc96l bc96s; do
	for bs in 8k 64k; do
		n=8M
		[ $d/$bs = bc96l/8k ] && n=64M
		fio_run --name=eagain --filename="$(dm_dev $d)" --ioengine=io_uring --hipri=1 --direct=1 \
			--bs=$bs --iodepth=16 --rw=randread --size=16M --io_size=$n --norandommap --randrepeat=0
		[ "$FIO_RC" = 137 ] &&
			fail "$d, polled $bs reads: fio did not finish within 60 s (a polled I/O never completed); $(fio_summary)"
		fio_ok || fail "$d, polled $bs reads: $(fio_summary)"
		log "$d, polled $bs reads: $(fio_summary)"
	done
done
exit 0
