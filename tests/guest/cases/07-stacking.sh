#!/bin/sh
# 07-stacking: polled I/O (fio io_uring hipri=1 direct=1: crc32c-verified random writes,
# then random reads; 64 KiB-1 MiB bios, iodepth 4) through stacks over /dev/nvme0n1:
#   A  biocap(cap 16) over biocap(cap 256)  the upper splits polled bios onto a dm device
#   B  dm-linear over biocap(cap 16)         single-target linear on top (does not split)
#   C  biocap(cap 16) over dm-linear         the topology that oopses with REQ_DRV leaked
#   D  biocap(cap 8) directly over nvme0n1   oopses on 6.12 with REQ_DRV leaked
# For each: both fio jobs complete without error or verify failure; io_poll=1 at every
# level; the NVMe I/O-queue interrupt counts stay flat (the whole stack polls); every
# biocap clone is polled (polled == clones); the biocap really split (clones > incoming
# bios); nothing is lost or duplicated between levels (incoming bios at the biocap ==
# fio's issued I/Os; in A, bios arriving at the lower biocap == upper's clones).
# A kernel oops fails the run (the runner scans the kernel log).
# group: target
# requires: nvme
. ./lib.sh

# -----------------------------------------------------------------------------------
need_nvme
NVME=$NVME_DEV
# 128 MiB regions of the NVMe disk, one per topology
REG=262144

# check_poll NAME...: io_poll=1 on each dm device of the stack
check_poll() {
	for _d in "$@"; do
		_p=$(qattr "$(dm_dev "$_d")" io_poll)
		[ "$_p" = 1 ] || fail "$TOPO: io_poll of $_d is '$_p', want 1"
	done
}

# run_fio NAME: verified polled writes, then polled reads, over dm device NAME; the
# NVMe interrupt counts must not move. Sets IOS_R / IOS_W (issued by fio, both jobs).
run_fio() {
	_common="--filename=$(dm_dev "$1") --ioengine=io_uring --hipri=1 --direct=1 --iodepth=4 --bsrange=64k-1m --size=8m --invalidate=0"
	_i0=$(nvme_irqs)
	# shellcheck disable=SC2086
	fio_run --name=vw $_common --rw=randwrite --verify=crc32c --do_verify=1 --verify_fatal=1
	fio_ok || fail "$TOPO: polled verified write: $(fio_summary)"
	log "$TOPO: write+verify: $(fio_summary)"
	IOS_R=$FIO_R_IOS
	IOS_W=$FIO_W_IOS
	# shellcheck disable=SC2086
	fio_run --name=r $_common --rw=randread
	fio_ok || fail "$TOPO: polled read: $(fio_summary)"
	log "$TOPO: read: $(fio_summary)"
	IOS_R=$((IOS_R + FIO_R_IOS))
	IOS_W=$((IOS_W + FIO_W_IOS))
	_i1=$(nvme_irqs)
	log "$TOPO: nvme I/O-queue interrupts $_i0 -> $_i1"
	[ "$_i1" = "$_i0" ] || fail "$TOPO: NVMe interrupts moved $_i0 -> $_i1 during polled I/O (not polled)"
	[ "$IOS_W" -gt 0 ] && [ "$IOS_R" -gt 0 ] || fail "$TOPO: fio issued reads=$IOS_R writes=$IOS_W"
}

# check_biocap NAME: no errors, every clone polled, it split, and its incoming bios
# are exactly what fio issued (for the biocap that fio's bios reach unsplit).
check_biocap() {
	_s=$(bc_status "$1")
	log "$TOPO: $1: $_s"
	_c=$(kv_get "$_s" clones)
	_p=$(kv_get "$_s" polled)
	_r=$(kv_get "$_s" reads)
	_w=$(kv_get "$_s" writes)
	expect_eq "$TOPO: $1 errors" "$(kv_get "$_s" errors)" 0
	is_uint "$_c" && [ "$_c" -gt 0 ] || fail "$TOPO: $1 sent no clones ($_c)"
	[ "$_p" = "$_c" ] || fail "$TOPO: $1 polled=$_p but clones=$_c: clones lost REQ_POLLED"
	[ "$_c" -gt $((_r + _w)) ] || fail "$TOPO: $1 clones=$_c not above incoming bios $((_r + _w)): no split"
	if [ "${2:-}" = top ]; then
		[ "$_r" = "$IOS_R" ] && [ "$_w" = "$IOS_W" ] ||
			fail "$TOPO: $1 counted reads=$_r writes=$_w, fio issued $IOS_R/$IOS_W"
	fi
}

# ---- A: biocap over biocap ----
TOPO="A biocap/biocap"
dm_create bc07lo "$(bc_line 0 $REG "$NVME" 0 256)" || fail "$TOPO: create lower"
dm_create bc07up "$(bc_line 0 $REG "$(dm_dev bc07lo)" 0 16)" || fail "$TOPO: create upper"
check_poll bc07lo bc07up
run_fio bc07up
check_biocap bc07up top
up_clones=$(bc_stat bc07up clones)
lo_s=$(bc_status bc07lo)
log "$TOPO: bc07lo: $lo_s"
lo_in=$(($(kv_get "$lo_s" reads) + $(kv_get "$lo_s" writes)))
[ "$lo_in" = "$up_clones" ] || fail "$TOPO: lower biocap received $lo_in bios, upper sent $up_clones clones"
[ "$(kv_get "$lo_s" polled)" = "$(kv_get "$lo_s" clones)" ] || fail "$TOPO: lower biocap clones not all polled: $lo_s"
expect_eq "$TOPO: lower biocap errors" "$(kv_get "$lo_s" errors)" 0
dm_remove bc07up && dm_remove bc07lo || fail "$TOPO: remove"

# ---- B: dm-linear over biocap ----
TOPO="B linear/biocap"
dm_create bc07lo "$(bc_line 0 $REG "$NVME" $REG 16)" || fail "$TOPO: create biocap"
dm_create bc07up "$(linear_line 0 $REG "$(dm_dev bc07lo)" 0)" || fail "$TOPO: create linear"
check_poll bc07lo bc07up
run_fio bc07up
check_biocap bc07lo top
dm_remove bc07up && dm_remove bc07lo || fail "$TOPO: remove"

# ---- C: biocap over dm-linear (REQ_DRV leak topology) ----
TOPO="C biocap/linear"
dm_create bc07lo "$(linear_line 0 $REG "$NVME" $((2 * REG)))" || fail "$TOPO: create linear"
dm_create bc07up "$(bc_line 0 $REG "$(dm_dev bc07lo)" 0 16)" || fail "$TOPO: create biocap"
check_poll bc07lo bc07up
run_fio bc07up
check_biocap bc07up top
dm_remove bc07up && dm_remove bc07lo || fail "$TOPO: remove"

# ---- D: biocap directly over nvme0n1, cap 8 ----
TOPO="D biocap/nvme"
dm_create bc07up "$(bc_line 0 $REG "$NVME" $((3 * REG)) 8)" || fail "$TOPO: create"
check_poll bc07up
run_fio bc07up
check_biocap bc07up top
dm_remove bc07up || fail "$TOPO: remove"
exit 0
