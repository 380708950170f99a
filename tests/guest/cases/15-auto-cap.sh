#!/bin/sh
# 15-auto-cap: the auto cap keeps a polled read unsplit below biocap even when
# its buffer is only 512-byte aligned and so spans one page more than its size.
# Asserts:
#   - cap 0 over nvme0n1 resolves to auto_cap_of (lib.sh): max_sectors and
#     max_segments - 1 pages (a segment per page, max_segment_size permitting);
#   - polled reads (io_uring hipri=1, O_DIRECT, iodepth 1) of exactly the auto
#     cap, from a buffer 512 bytes past a page boundary (fio mem_align=512), at
#     random 512-byte-aligned offsets, complete without error, every one is one
#     clone (biocap split=0, clones = reads), and the NVMe interrupt counts stay
#     flat: nothing below biocap split them (a blk-mq split would send a piece
#     by interrupt, or fail the REQ_NOWAIT read with EAGAIN).  With the old auto
#     cap of max_segments pages such a read needs max_segments + 1 segments.
#   - the same with page-aligned buffers (mem_align=0).
# group: target
# requires: nvme
. ./lib.sh

need_nvme
NVME_OFF=1048576 # 512 MiB into the disk
NVME_LEN=262144  # 128 MiB
POLL="--ioengine=io_uring --hipri=1 --direct=1"

dm_create bc15 "0 $NVME_LEN biocap $NVME_DEV $NVME_OFF 0 1 no_build_cap" 2>"$LIB_TMP/err" ||
	fail "biocap auto cap over nvme: $(cat "$LIB_TMP/err")"
cap=$(bc_stat bc15 cap) || fail "no status"
want=$(auto_cap_of "$NVME_DEV") || fail "auto cap of $NVME_DEV"
log "$NVME_DEV max_sectors_kb=$(qattr "$NVME_DEV" max_sectors_kb) max_segments=$(qattr "$NVME_DEV" max_segments) max_segment_size=$(qattr "$NVME_DEV" max_segment_size) virt_boundary_mask=$(qattr "$NVME_DEV" virt_boundary_mask 2>/dev/null) -> auto cap $cap (want $want)"
DEV=$(dm_dev bc15)

for align in 512 0; do
	dm_message bc15 reset_stats || fail "reset_stats"
	i0=$(nvme_irqs)
	fio_run --name=a$align --filename="$DEV" $POLL --rw=randread --bs=$((cap * 512)) \
		--blockalign=512 --mem=malloc --mem_align=$align --iodepth=1 --number_ios=64 \
		--size=$((NVME_LEN * 512)) --norandommap
	i1=$(nvme_irqs)
	st=$(bc_status bc15)
	log "mem_align=$align: $(fio_summary), nvme irqs +$((i1 - i0)), biocap reads=$(kv_get "$st" reads) split=$(kv_get "$st" split) clones=$(kv_get "$st" clones) polled=$(kv_get "$st" polled)"
	fio_ok || fail "mem_align=$align: polled reads of the auto cap ($cap sectors) failed: $(fio_summary)"
	[ "$FIO_R_IOS" -ge 64 ] || fail "mem_align=$align: only $FIO_R_IOS reads"
	expect_eq "mem_align=$align: split" "$(kv_get "$st" split)" 0
	expect_eq "mem_align=$align: clones = reads" "$(kv_get "$st" clones)" "$(kv_get "$st" reads)"
	[ "$i1" -eq "$i0" ] ||
		fail "mem_align=$align: polled reads of the auto cap raised NVMe interrupts by $((i1 - i0)): split below biocap"
done
# (the resolved cap is checked after the I/O, so that a module with another auto
# cap still shows what happens to its reads)
expect_eq "auto cap over $NVME_DEV" "$cap" "$want"
dm_remove bc15 || fail "remove bc15"
exit 0
