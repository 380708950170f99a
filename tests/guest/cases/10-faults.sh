#!/bin/sh
# 10-faults: biocap (cap 16) over a dm device whose table is switched to fail I/O.
#  1. lower table -> `error`: a direct 64 KiB read and a direct 64 KiB write through
#     biocap fail with EIO; biocap counts the bios, and every clone sent down (8 per
#     64 KiB bio) is counted in `errors`;
#  2. lower back to `linear`: I/O works again, the data written before the fault reads
#     back unchanged (the failed write did not land), errors stops growing;
#  3. lower -> `flakey` always down, no features: reads and writes fail with EIO,
#     errors counts their clones;
#  4. lower -> `flakey` always down with `error_writes`: reads pass with intact data,
#     writes fail with EIO (errors counts only the write's clones);
#  5. lower back to `linear`: writes and reads work, the new data lands on the lower
#     device, errors=0.
# Every I/O runs under a timeout: a hang fails the case instead of the run.
# group: target
. ./lib.sh

# ---- helpers of this case ----------------------------------------------------------
# local_io_fails WHAT CMD...: CMD must fail with an I/O error within 30 s
local_io_fails() {
	_l_w=$1
	shift
	timeout -s KILL 30 "$@" >"$LIB_TMP/io" 2>&1
	_l_rc=$?
	[ $_l_rc = 137 ] && fail "$_l_w: hung (killed after 30 s)"
	[ $_l_rc != 0 ] || fail "$_l_w: succeeded, want EIO"
	grep -qiE "input/output error|I/O error" "$LIB_TMP/io" || fail "$_l_w: failed without EIO: $(cat "$LIB_TMP/io")"
	log "ok: $_l_w: EIO ($(head -n 1 "$LIB_TMP/io"))"
}
# local_io_ok WHAT CMD...: CMD must succeed within 30 s
local_io_ok() {
	_l_w=$1
	shift
	timeout -s KILL 30 "$@" >"$LIB_TMP/io" 2>&1
	_l_rc=$?
	[ $_l_rc = 137 ] && fail "$_l_w: hung (killed after 30 s)"
	[ $_l_rc = 0 ] || fail "$_l_w: failed (exit $_l_rc): $(cat "$LIB_TMP/io")"
}
# -----------------------------------------------------------------------------------

NB=bc10nb
LO=bc10lo
DM=bc10
X=$(dm_dev $DM)
T=$LIB_TMP

nullb_create $NB 64 memory_backed=1 || fail "cannot create null_blk $NB"
NBDEV=/dev/$NB
SZ=$(blk_sectors $NBDEV)

lower() {
	dm_reload $LO "0 $SZ $*" || fail "reload lower to '$*'"
	log "lower: $(dm_table $LO)"
}
reset() { dm_message $DM reset_stats || fail "reset_stats failed"; }
same() { cmp -s "$1" "$2"; }

mkpattern "$T/pat" 64
mkpattern "$T/pat2" 64
RD="dd if=$X of=$T/back bs=64k count=1 iflag=direct"
WR="dd if=$T/pat2 of=$X bs=64k count=1 oflag=direct conv=notrunc"

dm_create $LO "$(linear_line 0 "$SZ" $NBDEV 0)" || fail "create lower linear"
bc_create $DM "$(dm_dev $LO)" 16 no_build_cap

local_io_ok "initial write" dd if="$T/pat" of="$X" bs=64k count=1 oflag=direct conv=notrunc
local_io_ok "initial read" $RD
same "$T/back" "$T/pat" || fail "initial pattern does not read back"
bc_expect $DM "healthy I/O" errors=0 reads=1 writes=1 clones=16

# 1. error target
lower error
reset
local_io_fails "read over the error target" $RD
bc_expect $DM "read over the error target" reads=1 clones=8 errors=8
local_io_fails "write over the error target" $WR
bc_expect $DM "write over the error target" reads=1 writes=1 clones=16 errors=16

# 2. fixed
lower linear $NBDEV 0
local_io_ok "read after the fix" $RD
same "$T/back" "$T/pat" || fail "data changed across the error phase (the failed write landed?)"
bc_expect $DM "read after the fix" reads=2 writes=1 clones=24 errors=16

# 3. flakey, always down (up 0 s, down 3600 s), no features: all I/O fails
lower flakey $NBDEV 0 0 3600
reset
local_io_fails "read over flakey (down)" $RD
local_io_fails "write over flakey (down)" $WR
bc_expect $DM "I/O over flakey (down)" reads=1 writes=1 clones=16 errors=16

# 4. flakey, always down, error_writes: reads pass, writes fail
lower flakey $NBDEV 0 0 3600 1 error_writes
reset
local_io_ok "read over flakey error_writes" $RD
same "$T/back" "$T/pat" || fail "data changed across the flakey phase"
local_io_fails "write over flakey error_writes" $WR
bc_expect $DM "flakey error_writes" reads=1 writes=1 clones=16 errors=8

# 5. fixed again: writes and reads work
lower linear $NBDEV 0
reset
local_io_ok "read after the second fix" $RD
same "$T/back" "$T/pat" || fail "data changed across the flakey error_writes phase"
local_io_ok "write after the second fix" $WR
local_io_ok "read back after the second fix" $RD
same "$T/back" "$T/pat2" || fail "new data does not read back after the fix"
blk_read $NBDEV 0 65536 "$T/low" || fail "reading the lower null_blk"
same "$T/low" "$T/pat2" || fail "new data is not on the lower null_blk"
bc_expect $DM "after the second fix" reads=2 writes=1 clones=24 errors=0
exit 0
