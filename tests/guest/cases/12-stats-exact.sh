#!/bin/sh
# 12-stats-exact: for known direct-I/O workloads every status counter is exact.
#  - a fresh device has all counters, max_bio and hist at zero;
#  - N reads of 1 MiB at cap 512 (256 KiB): reads=N clones=4N split=N
#    read_bytes=N*1MiB max_bio=1MiB, hist bucket "1m" (index 8) = N, nothing else moves;
#  - reset_stats zeroes every counter, max_bio and the histogram (config keys stay);
#  - the same with N writes of 1 MiB;
#  - unsplit 4 KiB reads: split=0, clones=reads, hist bucket 0;
#  - 300 KiB reads: 2 clones each (512 + 88 sectors), hist bucket "256k" (index 6);
#  - split origin: a 1 MiB read at byte offset 128 KiB gives 4 clones by default (cut
#    from the bio start) and 5 with the `aligned` feature (cut at cap multiples);
#  - polled reads and writes (io_uring hipri=1, iodepth 1) at cap 16 over a
#    poll-capable null_blk: polled = clones = 8 per 64 KiB bio, reads/writes = fio's
#    issued I/Os.
# The devices are used by nobody else (no udev; dmsetup create reads nothing).
# The table carries no_build_cap: these counts are of biocap's own cuts; on a kernel with
# the direct I/O bio limit the build cap would cut the bios before they arrive (13-build-cap).
. ./lib.sh

# ---- helpers of this case ----------------------------------------------------------
# local_hist IDX COUNT: the 15-bucket histogram with COUNT at IDX and zeros elsewhere.
local_hist() {
	_l_h=
	_l_i=0
	while [ $_l_i -lt 15 ]; do
		_l_c=0
		[ $_l_i -eq "$1" ] && _l_c=$2
		_l_h=${_l_h:+$_l_h,}$_l_c
		_l_i=$((_l_i + 1))
	done
	echo "$_l_h"
}
# -----------------------------------------------------------------------------------

N=8
MIB=1048576
NB=bc12nb
DM=bc12
X=$(dm_dev $DM)
ZERO="reads=0 writes=0 read_bytes=0 write_bytes=0 split=0 clones=0 polled=0 flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=0 hist=$(local_hist 0 0)"
DD_ERR=$LIB_TMP/dd.err

reset() { dm_message $DM reset_stats || fail "reset_stats failed"; }

nullb_create $NB 256 || fail "cannot create null_blk $NB"
LOWER=/dev/$NB
bc_create $DM $LOWER 512 no_build_cap
bc_expect $DM "fresh device" cap=512 read_cap=512 write_cap=512 limit=512 aligned=0 $ZERO

# ---- N reads of 1 MiB ----
dd if="$X" of=/dev/null bs=1M count=$N iflag=direct 2>"$DD_ERR" || fail "dd read: $(cat "$DD_ERR")"
bc_expect $DM "$N direct 1 MiB reads at cap 512" \
	reads=$N writes=0 read_bytes=$((N * MIB)) write_bytes=0 split=$N clones=$((4 * N)) polled=0 \
	flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=$MIB hist="$(local_hist 8 $N)"

reset
bc_expect $DM "after reset_stats" cap=512 read_cap=512 write_cap=512 limit=512 aligned=0 $ZERO

# ---- N writes of 1 MiB ----
dd if=/dev/zero of="$X" bs=1M count=$N oflag=direct conv=notrunc 2>"$DD_ERR" || fail "dd write: $(cat "$DD_ERR")"
bc_expect $DM "$N direct 1 MiB writes at cap 512" \
	reads=0 writes=$N read_bytes=0 write_bytes=$((N * MIB)) split=$N clones=$((4 * N)) polled=0 \
	flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=$MIB hist="$(local_hist 8 $N)"
reset
bc_expect $DM "after the second reset_stats" $ZERO

# ---- unsplit 4 KiB reads ----
M=$((4 * N))
dd if="$X" of=/dev/null bs=4k count=$M iflag=direct 2>"$DD_ERR" || fail "dd 4k read: $(cat "$DD_ERR")"
bc_expect $DM "$M direct 4 KiB reads (no split)" \
	reads=$M writes=0 read_bytes=$((M * 4096)) split=0 clones=$M polled=0 errors=0 \
	max_bio=4096 hist="$(local_hist 0 $M)"
reset

# ---- 300 KiB reads: 600 sectors = 512 + 88 ----
dd if="$X" of=/dev/null bs=300k count=2 iflag=direct 2>"$DD_ERR" || fail "dd 300k read: $(cat "$DD_ERR")"
bc_expect $DM "2 direct 300 KiB reads at cap 512" \
	reads=2 read_bytes=614400 split=2 clones=4 max_bio=307200 hist="$(local_hist 6 2)"
reset

# ---- split origin: 1 MiB read at byte offset 128 KiB ----
dd if="$X" of=/dev/null bs=1M count=1 skip=131072 iflag=direct,skip_bytes 2>"$DD_ERR" ||
	fail "dd offset read: $(cat "$DD_ERR")"
bc_expect $DM "1 MiB read at offset 128 KiB, default mode (cut from the bio start)" \
	reads=1 split=1 clones=4 max_bio=$MIB hist="$(local_hist 8 1)"

T=$(bc_whole $LOWER 512 aligned) || fail "cannot size $LOWER"
dm_reload $DM "$T" || fail "reload with aligned ($T)"
reset
bc_expect $DM "aligned table loaded" cap=512 limit=512 aligned=1 $ZERO
dd if="$X" of=/dev/null bs=1M count=1 skip=131072 iflag=direct,skip_bytes 2>"$DD_ERR" ||
	fail "dd offset read (aligned): $(cat "$DD_ERR")"
bc_expect $DM "1 MiB read at offset 128 KiB, aligned (128K+256K+256K+256K+128K)" \
	reads=1 split=1 clones=5 read_bytes=$MIB max_bio=$MIB hist="$(local_hist 8 1)"

# ---- polled I/O at cap 16 (8 KiB): 8 clones per 64 KiB bio, all polled ----
expect_eq "$NB io_poll" "$(qattr $LOWER io_poll)" 1
T=$(bc_whole $LOWER 16) || fail "cannot size $LOWER"
dm_reload $DM "$T" || fail "reload with cap 16"
expect_eq "biocap io_poll over a poll-capable null_blk" "$(qattr "$X" io_poll)" 1
reset
FIO="--name=p --filename=$X --ioengine=io_uring --hipri=1 --direct=1 --bs=64k --iodepth=1 --size=$((N * 64))k --invalidate=0"
# shellcheck disable=SC2086
fio_must $FIO --rw=read
log "polled read: $(fio_summary)"
expect_eq "fio issued reads" "$FIO_R_IOS" $N
bc_expect $DM "$N polled 64 KiB reads at cap 16" \
	reads=$N writes=0 read_bytes=$((N * 65536)) split=$N clones=$((8 * N)) polled=$((8 * N)) errors=0 \
	max_bio=65536 hist="$(local_hist 4 $N)"
reset
# shellcheck disable=SC2086
fio_must $FIO --rw=write
log "polled write: $(fio_summary)"
expect_eq "fio issued writes" "$FIO_W_IOS" $N
bc_expect $DM "$N polled 64 KiB writes at cap 16" \
	reads=0 writes=$N write_bytes=$((N * 65536)) split=$N clones=$((8 * N)) polled=$((8 * N)) errors=0 \
	max_bio=65536 hist="$(local_hist 4 $N)"
reset
bc_expect $DM "final reset_stats" cap=16 limit=16 $ZERO
exit 0
