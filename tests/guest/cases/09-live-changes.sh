#!/bin/sh
# 09-live-changes: live reconfiguration under a running fio verify load, on biocap over
# a memory_backed null_blk and directly over the NVMe disk (with an offset).
# While fio runs (io_uring, direct, iodepth 4, random 4 KiB-256 KiB writes verified with
# crc32c as it goes: verify_backlog), the case:
#  - suspends (no new bio is mapped while suspended) and resumes;
#  - set_cap 64 (below limit 256): cap/read_cap/write_cap=64, the table prints 64;
#  - set_cap 512 (above limit): EINVAL, a biocap line saying "reload" in the kernel log,
#    cap unchanged;
#  - set_read_cap 256 (= limit): read_cap=256, the table has "read_cap 256";
#  - set_write_cap 1024 (above limit): EINVAL + kernel log line, write_cap unchanged;
#  - set_write_cap 24: write_cap=24, the table has "write_cap 24";
#  - loads a table with cap 96 (live table unchanged until resume), resumes:
#    cap=96 limit=96, features gone;
#  - suspends and resumes again;
# after each step I/O must keep arriving; fio must still be running when all is done,
# then end with zero I/O errors and zero verify failures, and biocap errors=0.
# All caps stay within the lower devices' limits (null_blk max_sectors=1024; bios of at
# most 64 pages), so no clone needs a blk-mq split: on 6.1 a REQ_NOWAIT bio that needs
# one completes with EAGAIN, which io_uring retries but biocap counts in `errors`.
# Then, without load, the caps set by message act on the very next bios (exact clone
# counts), and `dmsetup remove` of a device held open fails with EBUSY and succeeds
# once it is closed.
# group: target
# requires: nvme
. ./lib.sh

DM=bc09
X=$(dm_dev $DM)
NB=bc09nb
T=$LIB_TMP
FIOPID=
# on failure: stop the load and resume the device before the devices are removed
stop_load() {
	if [ -n "$FIOPID" ]; then
		kill -9 "$FIOPID" 2>/dev/null
		wait "$FIOPID" 2>/dev/null
	fi
	FIOPID=
	dm_exists $DM && dm_resume $DM >/dev/null 2>&1
}

# msg_ok ARGS...: dmsetup message must succeed
msg_ok() { dm_message $DM "$@" || fail "$BACK: message '$*' failed"; }
# msg_einval ARGS...: dmsetup message must fail with EINVAL and log a biocap line
# saying what raises the limit ($EINVAL_SAYS: a reload, unless the device below is
# what limits it)
EINVAL_SAYS=reload
msg_einval() {
	kmsg_mark "09-$*"
	if dm_message $DM "$@" >"$T/msg" 2>&1; then
		fail "$BACK: message '$*' above the limit succeeded"
	fi
	grep -q "Invalid argument" "$T/msg" || fail "$BACK: message '$*' failed without EINVAL: $(cat "$T/msg")"
	_log=$(kmsg_since "09-$*")
	echo "$_log" | grep "biocap" | grep -qi "$EINVAL_SAYS" ||
		fail "$BACK: message '$*': no biocap line saying '$EINVAL_SAYS' in the kernel log (got: $_log)"
	log "ok: '$*' refused: $(echo "$_log" | grep biocap | tail -n 1)"
}
# table_has WORDS: the live table contains WORDS (whole words)
table_has() {
	_tb=$(dm_table $DM)
	case " $_tb " in *" $1 "*) ;; *) fail "$BACK: table '$_tb' lacks '$1'" ;; esac
	log "ok: table: $_tb"
}
# moving WHAT: fio's I/O keeps arriving (the writes counter grows within 5 s)
moving() {
	_w0=$(bc_stat $DM writes)
	_i=0
	while [ $_i -lt 50 ]; do
		msleep 100
		[ "$(bc_stat $DM writes)" != "$_w0" ] && return 0
		_i=$((_i + 1))
	done
	fail "$BACK: no I/O arrives at biocap after '$1' (writes stuck at $_w0)"
}

# live LOWER SIZE OFFSET: the whole sequence on biocap over LOWER (SIZE sectors at OFFSET)
live() {
	_low=$1
	_sz=$2
	_off=$3
	dm_create $DM "$(bc_line 0 "$_sz" "$_low" "$_off" 256 no_build_cap)" || fail "$BACK: create"
	bc_expect $DM "$BACK: created" cap=256 read_cap=256 write_cap=256 limit=256
	# rate-limited so that the shell doing the changes still gets CPU in the TCG guest
	timeout -s KILL 120 fio --name=load --filename="$X" --ioengine=io_uring --direct=1 --iodepth=4 \
		--rw=randwrite --bsrange=4k-256k --size=32m --rate_iops=200 --verify=crc32c --verify_backlog=16 \
		--verify_fatal=1 --serialize_overlap=1 --time_based --runtime=100 --invalidate=0 >"$T/fio" 2>&1 &
	FIOPID=$!
	on_exit stop_load
	_t0=$(now_ms)
	moving "fio start"
	log "$BACK: load running after $(($(now_ms) - _t0)) ms"

	dm_suspend $DM || fail "$BACK: suspend"
	dmsetup info $DM | grep -q SUSPENDED || fail "$BACK: not SUSPENDED after suspend"
	_w0=$(bc_stat $DM writes)
	msleep 500
	_w1=$(bc_stat $DM writes)
	[ "$_w0" = "$_w1" ] || fail "$BACK: writes moved $_w0 -> $_w1 while suspended"
	dm_resume $DM || fail "$BACK: resume"
	moving "resume"

	msg_ok set_cap 64
	bc_expect $DM "$BACK: set_cap 64" cap=64 read_cap=64 write_cap=64 limit=256
	table_has 64
	moving "set_cap 64"
	msg_einval set_cap 512
	bc_expect $DM "$BACK: after refused set_cap 512" cap=64 read_cap=64 write_cap=64 limit=256
	msg_ok set_read_cap 256
	bc_expect $DM "$BACK: set_read_cap 256" cap=64 read_cap=256 write_cap=64 limit=256
	table_has "read_cap 256"
	msg_einval set_write_cap 1024
	bc_expect $DM "$BACK: after refused set_write_cap 1024" read_cap=256 write_cap=64 limit=256
	msg_ok set_write_cap 24
	bc_expect $DM "$BACK: set_write_cap 24" cap=64 read_cap=256 write_cap=24 limit=256
	table_has "write_cap 24"
	moving "set_write_cap 24"

	dm_load $DM "$(bc_line 0 "$_sz" "$_low" "$_off" 96 no_build_cap)" || fail "$BACK: load cap 96"
	bc_expect $DM "$BACK: loaded, not resumed (live table unchanged)" cap=64 write_cap=24 limit=256
	dm_resume $DM || fail "$BACK: resume after load"
	bc_expect $DM "$BACK: reloaded with cap 96" cap=96 read_cap=96 write_cap=96 limit=96
	_tb=$(dm_table $DM)
	case $_tb in *read_cap* | *write_cap*) fail "$BACK: features survived the reload: $_tb" ;; esac
	moving "reload"
	dm_suspend $DM || fail "$BACK: second suspend"
	dm_resume $DM || fail "$BACK: second resume"
	moving "second resume"
	log "$BACK: live changes done after $(($(now_ms) - _t0)) ms"

	# verify reads come in batches (verify_backlog): give a slow guest up to 60 s
	# to send some through the reloaded table before the load stops
	_end=$(($(now_ms) + 60000))
	while [ "$(bc_stat $DM reads)" -eq 0 ] && [ "$(now_ms)" -lt $_end ] &&
		kill -0 $FIOPID 2>/dev/null; do
		msleep 200
	done

	# stop the load: fio ends its job on SIGINT, prints its results and exits 128
	kill -0 $FIOPID 2>/dev/null || fail "$BACK: fio ended during the live changes: $(tail -n 5 "$T/fio")"
	kill -INT $FIOPID
	wait $FIOPID
	_rc=$?
	FIOPID=
	log "$BACK: load stopped after $(($(now_ms) - _t0)) ms: fio exit $_rc: $(grep -E 'err=|issued rwts' "$T/fio" | tr '\n' ' ')"
	[ $_rc = 0 ] || [ $_rc = 128 ] ||
		fail "$BACK: fio exit $_rc: $(grep -iE 'err|verify|fail' "$T/fio" | head -n 4 | tr '\n' ' ')"
	grep -q "err= 0" "$T/fio" || fail "$BACK: fio reported errors: $(grep -iE 'err|verify|fail' "$T/fio" | head -n 4 | tr '\n' ' ')"
	if grep -qiE "verify: bad|verify failed|bad magic|wanted" "$T/fio"; then
		fail "$BACK: fio verify failures: $(grep -iE 'verify|bad|wanted' "$T/fio" | head -n 3)"
	fi
	bc_expect $DM "$BACK: after the load" errors=0
	_r=$(bc_stat $DM reads)
	[ "$_r" -gt 0 ] || fail "$BACK: no verify reads reached the reloaded table"

	# the message caps act on the very next bios (no load now)
	msg_ok reset_stats
	msg_ok set_cap 8
	dd if="$X" of=/dev/null bs=64k count=1 iflag=direct 2>/dev/null || fail "$BACK: read after set_cap 8"
	bc_expect $DM "$BACK: 64 KiB read after set_cap 8" reads=1 clones=16 split=1
	msg_ok set_read_cap 32
	dd if="$X" of=/dev/null bs=64k count=1 iflag=direct 2>/dev/null || fail "$BACK: read after set_read_cap 32"
	bc_expect $DM "$BACK: 64 KiB read after set_read_cap 32" reads=2 clones=20 split=2
	msg_ok set_write_cap 96
	dd if="$X" of="$X" bs=64k count=1 iflag=direct oflag=direct conv=notrunc 2>/dev/null ||
		fail "$BACK: copy after set_write_cap 96"
	# one read of 64 KiB (4 clones at read_cap 32) + one write of 64 KiB (96 + 32 sectors)
	bc_expect $DM "$BACK: 64 KiB read+write after set_write_cap 96" reads=3 writes=1 clones=26 split=4
	dm_remove $DM || fail "$BACK: remove"
}

# ---- memory_backed null_blk ----
BACK=null_blk
nullb_create $NB 128 memory_backed=1 max_sectors=1024 || fail "cannot create null_blk $NB"
log "null_blk max_sectors_kb=$(qattr /dev/$NB max_sectors_kb) max_segments=$(qattr /dev/$NB max_segments)"
live /dev/$NB "$(blk_sectors /dev/$NB)" 0

# ---- NVMe: 128 MiB at 896 MiB ----
BACK=nvme
need_nvme
log "nvme max_sectors_kb=$(qattr "$NVME_DEV" max_sectors_kb) max_segments=$(qattr "$NVME_DEV" max_segments)"
live "$NVME_DEV" 262144 1835008

# ---- remove of an open device fails with EBUSY ----
BACK=ebusy
bc_create $DM /dev/$NB 0 no_build_cap
exec 3<"$X"
if dmsetup remove --noudevsync $DM >"$T/rm" 2>&1; then
	fail "dmsetup remove of an open device succeeded"
fi
grep -qi "busy" "$T/rm" || fail "remove of an open device failed without EBUSY: $(cat "$T/rm")"
log "ok: remove while open: $(cat "$T/rm")"
dm_exists $DM || fail "device vanished after the refused remove"
exec 3<&-
dmsetup remove --noudevsync $DM || fail "remove after close failed"

# ---- messages check what the constructor checks; limit is what is in force ----
# A null_blk of 64 KiB requests (max_hw_sectors 128), its max_sectors_kb lowered to 32 KiB
# (auto cap 64). A table cap of 256 is above what the device takes: the status's limit is
# 128, what the line advertised (not 256); set_cap 256 is refused (above the limit in
# force, which is what the device takes: the log says so, not "reload"); set_cap 96 is accepted with the constructor's warning (above the 64 sectors
# the device takes unsplit); set_cap 48 is accepted without one; misaligned and
# too-small caps are refused as the constructor refuses them.
BACK=limits
NBL=bc09nbl
nullb_create $NBL 64 max_sectors=128 || fail "cannot create null_blk $NBL"
qattr_set /dev/$NBL max_sectors_kb 32 || fail "cannot lower $NBL max_sectors_kb to 32"
kmsg_mark 09-limits-create
dm_create $DM "$(bc_line 0 "$(blk_sectors /dev/$NBL)" /dev/$NBL 0 256 no_build_cap)" ||
	fail "$BACK: create with cap 256"
kmsg_since 09-limits-create | grep biocap | grep -q "cap 256 is above the 64 sectors" ||
	fail "$BACK: no warning at create for cap 256 over a device that takes 64 sectors"
bc_expect $DM "$BACK: cap 256 over max_hw_sectors 128" cap=256 limit=128
expect_eq "$BACK: the dm device's max_hw_sectors_kb" "$(qattr "$X" max_hw_sectors_kb)" 64
EINVAL_SAYS="is above the limit 128 in force: the most the device below takes"
msg_einval set_cap 256
msg_einval set_read_cap 136
EINVAL_SAYS=reload
kmsg_mark 09-limits-96
msg_ok set_cap 96
kmsg_since 09-limits-96 | grep biocap | grep -q "set_cap 96 is above the 64 sectors" ||
	fail "$BACK: no warning for set_cap 96 over a device that takes 64 sectors"
bc_expect $DM "$BACK: set_cap 96" cap=96 read_cap=96 write_cap=96 limit=128
kmsg_mark 09-limits-48
msg_ok set_cap 48
kmsg_since 09-limits-48 | grep biocap | grep -q "above the" &&
	fail "$BACK: a warning for set_cap 48, within what the device takes"
bc_expect $DM "$BACK: set_cap 48" cap=48 limit=128
if dm_message $DM set_cap 4 >/dev/null 2>&1; then fail "$BACK: set_cap 4 (below a page) accepted"; fi
if dm_message $DM set_cap 12x >/dev/null 2>&1; then fail "$BACK: set_cap 12x accepted"; fi
bc_expect $DM "$BACK: after refused messages" cap=48 limit=128
dm_remove $DM || fail "$BACK: remove"
exit 0
