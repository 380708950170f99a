#!/bin/sh
# 16-nowait-lines: a REQ_NOWAIT read that crosses from one table line into the next.
# io_uring without IOPOLL issues O_DIRECT reads with REQ_NOWAIT first. dm core sends the
# part on the first line, then the rest as a bio of its own (stock kernels); if biocap
# refused that rest (larger than the cap) with EAGAIN, the whole read would end with
# EAGAIN when its first part completes, from null_blk's timer, where io_uring does not
# issue it again: fio would get EAGAIN (err=11). biocap cuts such a rest instead.
# Two lines over one null_blk with timer completions: line 1 is 96 KiB, so every 64 KiB
# read at 64 KiB puts 32 KiB on line 2, cap 4 KiB (8 clones). Expected: fio without
# error; on line 2, one read per fio read, each cut in 8, no clone ended with EAGAIN
# (with patches/0009, dm core refuses the crossing read whole first and io_uring issues
# it again without REQ_NOWAIT: the same counts). A control: the same reads through a
# table whose line 2 is dm-linear.
# Then reads that start where line 2 starts, fresh: nothing of them is in flight, so
# biocap refuses each whole with EAGAIN before cutting (again = N) and io_uring's worker
# issues it again without REQ_NOWAIT; only what is left of a split bio is cut on first
# sight. (A guess by sector, which biocap once made, cut these on first sight too.)
# group: target
. ./lib.sh

NB=bc16nb
nullb_create $NB 64 irqmode=2 completion_nsec=100000 ||
	fail "cannot create null_blk $NB (timer completions)"
S=$(blk_sectors /dev/$NB)
L1=192 # 96 KiB
N=100
FIO_TIMEOUT=120
# no_build_cap: with patches/ the cap of line 2 would also limit the bios direct I/O
# builds (4 KiB), and no bio would cross the boundary
two_lines() { printf '0 %s biocap /dev/%s 0 0 1 no_build_cap\n%s %s %s\n' $L1 $NB $L1 $((S - L1)) "$1"; }
dm_create bc16lin "$(two_lines "linear /dev/$NB $L1")" || fail "cannot create the control table"
dm_create bc16 "$(two_lines "biocap /dev/$NB $L1 8 1 no_build_cap")" || fail "cannot create the biocap table"
for dm in bc16lin bc16; do
	fio_run --name=cross --filename="$(dm_dev $dm)" --ioengine=io_uring --hipri=0 --direct=1 \
		--rw=read --bs=64k --offset=64k --size=64k --loops=$N --iodepth=1
	[ "$FIO_RC" = 137 ] && fail "$dm: fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
	fio_ok || fail "$dm: 64 KiB io_uring reads across the line boundary: $(fio_summary)"
	expect_eq "$dm: fio's reads" "$FIO_R_IOS" $N
	log "$dm: $(fio_summary)"
done
expect_eq "reads on line 2" "$(bc_stat bc16 reads 2)" $N
expect_eq "reads cut on line 2" "$(bc_stat bc16 split 2)" $N
expect_eq "clones on line 2" "$(bc_stat bc16 clones 2)" $((8 * N))
expect_eq "clones that ended with EAGAIN on line 2" "$(bc_stat bc16 again 2)" 0
expect_eq "reads on line 1" "$(bc_stat bc16 reads 1)" $N

dmsetup message bc16 $L1 reset_stats || fail "reset_stats of line 2 failed"
fio_run --name=fresh --filename="$(dm_dev bc16)" --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --offset=$((L1 * 512)) --size=64k --loops=$N --iodepth=1
[ "$FIO_RC" = 137 ] && fail "fresh reads: fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "64 KiB io_uring reads from line 2's first sector: $(fio_summary)"
expect_eq "fresh reads: fio's reads" "$FIO_R_IOS" $N
log "fresh reads: $(fio_summary)"
expect_eq "fresh reads refused whole first on line 2 (again)" "$(bc_stat bc16 again 2)" $N
expect_eq "fresh reads on line 2" "$(bc_stat bc16 reads 2)" $N
expect_eq "fresh reads cut on line 2" "$(bc_stat bc16 split 2)" $N
# 64 KiB, all of it on line 2: 16 clones of the cap each
expect_eq "clones of fresh reads on line 2" "$(bc_stat bc16 clones 2)" $((16 * N))
exit 0
