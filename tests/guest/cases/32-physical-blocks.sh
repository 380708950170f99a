#!/bin/sh
# 32-physical-blocks: clones end where blk-mq would end a request of the device's max_sectors
# on a disk whose physical blocks are larger than its logical ones (an NVMe namespace
# with NPWG): get_max_io_size() makes such a request end on a physical block, and a
# clone that goes past that end is split, which drops polling or fails a REQ_NOWAIT
# clone with EAGAIN.
# The disk: biocap_model poll=1 physical_block_size=4096 max_hw_sectors=254 backing=1
# (tests/bench/modeldev): 512-byte logical and 4 KiB physical blocks, requests of at
# most 254 sectors, which is not a multiple of 8, a poll queue, a RAM disk that counts
# the requests its poll queue and its other queue received; nomerges=2, so every clone
# is a request of its own.
# Asserts:
#   A the auto cap is 254 sectors (max_sectors), io_poll=1.
#   B 8 polled 1 MiB reads through biocap (auto cap) at offset 0: clones end on physical
#     blocks (248 sectors, 8 of them and 64 sectors: 9 a read), 72 clones, 72 polled,
#     again=0; the disk received 72 requests, all on its poll queue.
#   C the same through a line that starts 1 sector into the disk: the first clone of a
#     read is 247 sectors, then 248: again 72 clones, all polled and on the poll queue.
#   D polled 1 MiB writes with verify (fio crc32c) through that line: nothing on the
#     other queue, again=0, and the disk at sector 1 holds what biocap reads back.
#   E the oracle: one polled 254-sector read through dm-linear, whose clone blk-mq
#     splits: it fails with EAGAIN (6.1, 6.12) or reaches the disk's other queue (7.x).
#     Not of the disk itself: on 6.1 such a read never completes.
# group: target
# requires: model
. ./lib.sh

MODPROBE=/sbin/modprobe
PARAMS=/sys/module/biocap_model/parameters
T=$LIB_TMP
DM=bc32
DISK=/dev/bmodel0
FIO_TIMEOUT=90
POLL="--ioengine=io_uring --hipri=1 --direct=1 --iodepth=1"

[ -d /sys/module/biocap_model ] && fail "biocap_model is loaded already (a case before did not unload it)"
on_exit "rmmod biocap_model 2>/dev/null || _LIB_CLEANUP_ERR=\"\$_LIB_CLEANUP_ERR biocap_model not unloaded;\""
on_exit "dmsetup remove --noudevsync $DM 2>/dev/null; dmsetup remove --noudevsync ${DM}o 2>/dev/null"

$MODPROBE biocap_model poll=1 physical_block_size=4096 max_hw_sectors=254 backing=1 \
	capacity_mb=64 model=parallel >"$T/mod" 2>&1 ||
	fail "biocap_model poll=1 physical_block_size=4096 does not load: $(cat "$T/mod")"
expect_eq "physical_block_size of the model disk (precondition)" "$(qattr $DISK physical_block_size)" 4096
expect_eq "max_sectors_kb of the model disk (precondition)" "$(qattr $DISK max_sectors_kb)" 127
expect_eq "io_poll of the model disk (precondition)" "$(qattr $DISK io_poll)" 1
echo 2 >/sys/block/bmodel0/queue/nomerges
S=$(blk_sectors $DISK)

# rq_counts: "POLLED UNPOLLED", the disk's requests so far
rq_counts() { echo "$(cat $PARAMS/polled_requests) $(cat $PARAMS/unpolled_requests)"; }

# reads WHAT DM OFF: 8 polled 1 MiB reads through DM; 72 clones, all polled
reads() {
	set -- "$1" "$2" $(rq_counts)
	fio_run --name=rd --filename="$(dm_dev "$2")" $POLL --rw=read --bs=1m --size=8m
	fio_ok || fail "$1: 8 polled 1 MiB reads through biocap: $(fio_summary)"
	_st=$(bc_status "$2")
	set -- "$1" "$2" "$3" "$4" $(rq_counts)
	log "$1: clones=$(kv_get "$_st" clones) polled=$(kv_get "$_st" polled) again=$(kv_get "$_st" again); disk requests: poll queue $(($5 - $3)), other $(($6 - $4))"
	expect_eq "$1: reads" "$(kv_get "$_st" reads)" 8
	expect_eq "$1: clones (9 a read)" "$(kv_get "$_st" clones)" 72
	expect_eq "$1: polled clones" "$(kv_get "$_st" polled)" 72
	expect_eq "$1: again" "$(kv_get "$_st" again)" 0
	expect_eq "$1: requests on the disk's poll queue" $(($5 - $3)) 72
	expect_eq "$1: requests on the disk's other queue" $(($6 - $4)) 0
}

# ---- A, B: a line at sector 0 ---------------------------------------------------------
dm_create $DM "0 $S biocap $DISK 0 0" 2>"$T/err" || fail "A: create: $(cat "$T/err")"
expect_eq "A: auto cap" "$(bc_stat $DM cap)" 254
expect_eq "A: io_poll of biocap over the model disk" "$(qattr "$(dm_dev $DM)" io_poll)" 1
reads B $DM
dm_remove $DM || fail "remove $DM"

# ---- C, D: a line 1 sector into the disk ---------------------------------------------------
dm_create ${DM}o "0 $((S - 1)) biocap $DISK 1 0" 2>"$T/err" || fail "C: create: $(cat "$T/err")"
reads C ${DM}o
X=$(dm_dev ${DM}o)
set -- $(rq_counts)
u0=$2
fio_run --name=wv --filename="$X" $POLL --rw=write --bs=1m --size=12m \
	--verify=crc32c --do_verify=1
fio_ok || fail "D: polled 1 MiB writes with verify through biocap: $(fio_summary)"
set -- $(rq_counts)
expect_eq "D: requests on the disk's other queue" $(($2 - u0)) 0
expect_eq "D: again" "$(bc_stat ${DM}o again)" 0
dd if="$X" of="$T/via" bs=64k count=192 iflag=direct 2>"$T/dd" || fail "D: read via biocap: $(cat "$T/dd")"
dd if=$DISK of="$T/raw" bs=512 skip=1 count=24576 iflag=direct 2>"$T/dd" ||
	fail "D: read of the disk: $(cat "$T/dd")"
cmp -s "$T/via" "$T/raw" || fail "D: the disk at sector 1 does not hold what biocap reads back"
rm -f "$T/via" "$T/raw"
dm_remove ${DM}o || fail "remove ${DM}o"

# ---- E: the oracle: the disk splits a request of max_sectors ------------------------------
dm_create ${DM}lin "0 $S linear $DISK 0" 2>"$T/err" || fail "E: create dm-linear: $(cat "$T/err")"
on_exit "dmsetup remove --noudevsync ${DM}lin 2>/dev/null"
model_split_oracle "E: one polled 254-sector read through dm-linear" "$(dm_dev ${DM}lin)" \
	--bs=127k --size=127k
dm_remove ${DM}lin || fail "remove ${DM}lin"
exit 0
