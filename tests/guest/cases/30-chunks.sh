#!/bin/sh
# 30-chunks: clones stop at the chunk boundaries of a blk-mq device below (queue/chunk_sectors,
# an NVMe namespace's I/O boundary), which blk-mq would split a request at, dropping polling.
# The disk: biocap_model poll=1 chunk_sectors=256 backing=1 partitions=1 (tests/bench/modeldev): 128 KiB
# chunks, a poll queue, a RAM disk that counts the requests its poll queue and its other
# queue received; nomerges=2, so every clone is a request of its own. The biocap line
# starts 8 sectors into the disk, so the disk's chunks end 8 sectors before each 128 KiB
# of the line.
# Asserts:
#   A status chunk=256 over the disk, chunk=0 over a null_blk (no chunks); io_poll=1.
#   B 32 polled 256 KiB sequential reads through biocap cap 512: each is cut where the
#     disk's chunks end, in 3 clones (248, 256 and 8 sectors): 96 clones, 32 splits, 96
#     polled, and the disk received 96 requests, all on its poll queue.
#   C 16 MiB of polled 192 KiB writes and their verifying reads (fio crc32c) go through
#     whole, the disk's other queue received nothing, and the disk, read at sector 8,
#     holds what the biocap device reads back.
#   D biocapctl status shows "chunks    128k".
#   F a line on a partition that starts 264 sectors into the disk (addpart): the chunks
#     count from the start of the disk, so 16 such reads give 48 clones, all on the
#     poll queue.
#   G aligned cuts and chunks together: with aligned cap 96 over the disk at sector 8, one
#     polled 256 KiB read at 0 ends clones at 96, 192, 288, 384 and 480 (the cap) and at
#     248 and 504 (the chunks): 8 clones, all on the poll queue.
#   E the oracle works: the same reads as B through dm-linear, whose clones cross the
#     chunks, either fail (EAGAIN: 6.1, 6.12) or reach the disk's other queue (7.x).
# group: target
# requires: model
. ./lib.sh

MODPROBE=/sbin/modprobe
PARAMS=/sys/module/biocap_model/parameters
T=$LIB_TMP
DM=bc30
LIN=bc30lin
DISK=/dev/bmodel0
OFF=8
FIO_TIMEOUT=90
POLL="--ioengine=io_uring --hipri=1 --direct=1 --iodepth=1"

[ -d /sys/module/biocap_model ] && fail "biocap_model is loaded already (a case before did not unload it)"
on_exit "rmmod biocap_model 2>/dev/null || _LIB_CLEANUP_ERR=\"\$_LIB_CLEANUP_ERR biocap_model not unloaded;\""
on_exit "dmsetup remove --noudevsync $DM 2>/dev/null; dmsetup remove --noudevsync $LIN 2>/dev/null"

$MODPROBE biocap_model poll=1 chunk_sectors=256 backing=1 partitions=1 capacity_mb=64 model=parallel \
	>"$T/mod" 2>&1 ||
	fail "biocap_model poll=1 chunk_sectors=256 does not load: $(cat "$T/mod")"
expect_eq "chunk_sectors of the model disk (precondition)" "$(qattr $DISK chunk_sectors)" 256
expect_eq "io_poll of the model disk (precondition)" "$(qattr $DISK io_poll)" 1
echo 2 >/sys/block/bmodel0/queue/nomerges
LEN=$(($(blk_sectors $DISK) - OFF))

# rq_counts: "POLLED UNPOLLED", the disk's requests so far
rq_counts() { echo "$(cat $PARAMS/polled_requests) $(cat $PARAMS/unpolled_requests)"; }

# ---- A: the chunk in the status ------------------------------------------------------
dm_create $DM "0 $LEN biocap $DISK $OFF 512" 2>"$T/err" || fail "A: create: $(cat "$T/err")"
X=$(dm_dev $DM)
expect_eq "A: status chunk over the model disk" "$(bc_stat $DM chunk)" 256
expect_eq "A: io_poll of biocap over the model disk" "$(qattr "$X" io_poll)" 1
nullb_create bc30n 64 || fail "A: cannot create null_blk bc30n"
bc_create bc30nb /dev/bc30n 128
on_exit "dmsetup remove --noudevsync bc30nb 2>/dev/null"
expect_eq "A: status chunk over a null_blk" "$(bc_stat bc30nb chunk)" 0
dm_remove bc30nb || fail "A: remove bc30nb"

# ---- B: polled reads, cut where the chunks end ----------------------------------------
set -- $(rq_counts)
p0=$1 u0=$2
fio_run --name=seq --filename="$X" $POLL --rw=read --bs=256k --size=8m
fio_ok || fail "B: 32 polled 256 KiB reads through biocap: $(fio_summary)"
set -- $(rq_counts)
st=$(bc_status $DM)
log "B: clones=$(kv_get "$st" clones) split=$(kv_get "$st" split) polled=$(kv_get "$st" polled); disk requests: poll queue $(($1 - p0)), other $(($2 - u0))"
expect_eq "B: reads" "$(kv_get "$st" reads)" 32
expect_eq "B: clones (3 per read)" "$(kv_get "$st" clones)" 96
expect_eq "B: split" "$(kv_get "$st" split)" 32
expect_eq "B: polled clones" "$(kv_get "$st" polled)" 96
expect_eq "B: requests on the disk's poll queue" $(($1 - p0)) 96
expect_eq "B: requests on the disk's other queue" $(($2 - u0)) 0

# ---- C: polled writes land where they belong -----------------------------------------
set -- $(rq_counts)
u0=$2
fio_run --name=wv --filename="$X" $POLL --rw=write --bs=192k --size=16m \
	--verify=crc32c --do_verify=1
fio_ok || fail "C: polled 192 KiB writes with verify through biocap: $(fio_summary)"
set -- $(rq_counts)
expect_eq "C: requests on the disk's other queue" $(($2 - u0)) 0
dd if="$X" of="$T/via" bs=64k count=256 iflag=direct 2>"$T/dd" || fail "C: read via biocap: $(cat "$T/dd")"
dd if=$DISK of="$T/raw" bs=512 skip=$OFF count=32768 iflag=direct 2>"$T/dd" ||
	fail "C: read of the disk: $(cat "$T/dd")"
cmp -s "$T/via" "$T/raw" || fail "C: the disk at sector $OFF does not hold what biocap reads back"
rm -f "$T/via" "$T/raw"

# ---- D: the tool shows the chunks -----------------------------------------------------
if command -v biocapctl >/dev/null; then
	biocapctl status $DM >"$T/st" 2>&1 || fail "D: biocapctl status: $(cat "$T/st")"
	grep -q '^    chunks    128k ' "$T/st" || fail "D: no chunks line in biocapctl status: $(cat "$T/st")"
else
	fail "D: biocapctl is not installed in the guest"
fi
dm_remove $DM || fail "remove $DM"

# ---- F: on a partition, the chunks count from the start of the disk --------------------
addpart $DISK 1 264 16384 2>"$T/err" || fail "F: addpart: $(cat "$T/err")"
on_exit "delpart $DISK 1 2>/dev/null"
wait_blk ${DISK}p1 || fail "F: ${DISK}p1 did not appear"
dm_create bc30p "0 16384 biocap ${DISK}p1 0 512" 2>"$T/err" || fail "F: create: $(cat "$T/err")"
on_exit "dmsetup remove --noudevsync bc30p 2>/dev/null"
expect_eq "F: status chunk over the partition" "$(bc_stat bc30p chunk)" 256
set -- $(rq_counts)
p0=$1 u0=$2
fio_run --name=part --filename="$(dm_dev bc30p)" $POLL --rw=read --bs=256k --size=4m
fio_ok || fail "F: 16 polled 256 KiB reads through biocap on the partition: $(fio_summary)"
set -- $(rq_counts)
st=$(bc_status bc30p)
expect_eq "F: clones (3 per read)" "$(kv_get "$st" clones)" 48
expect_eq "F: polled clones" "$(kv_get "$st" polled)" 48
expect_eq "F: requests on the disk's poll queue" $(($1 - p0)) 48
expect_eq "F: requests on the disk's other queue" $(($2 - u0)) 0
dm_remove bc30p || fail "F: remove bc30p"
delpart $DISK 1 || fail "F: delpart"

# ---- G: aligned cuts and chunks together --------------------------------------------
dm_create bc30a "0 $LEN biocap $DISK $OFF 96 1 aligned" 2>"$T/err" || fail "G: create: $(cat "$T/err")"
on_exit "dmsetup remove --noudevsync bc30a 2>/dev/null"
set -- $(rq_counts)
p0=$1 u0=$2
fio_run --name=al --filename="$(dm_dev bc30a)" $POLL --rw=read --bs=256k --size=256k
fio_ok || fail "G: a polled 256 KiB read through biocap aligned cap 96: $(fio_summary)"
set -- $(rq_counts)
expect_eq "G: clones (cap and chunk boundaries)" "$(bc_stat bc30a clones)" 8
expect_eq "G: requests on the disk's poll queue" $(($1 - p0)) 8
expect_eq "G: requests on the disk's other queue" $(($2 - u0)) 0
dm_remove bc30a || fail "G: remove bc30a"

# ---- E: the oracle: dm-linear's clones cross the chunks --------------------------------
dm_create $LIN "0 $LEN linear $DISK $OFF" 2>"$T/err" || fail "E: create dm-linear: $(cat "$T/err")"
model_split_oracle "E: polled reads through dm-linear, across the chunks," "$(dm_dev $LIN)" \
	--bs=256k --size=8m
dm_remove $LIN || fail "remove $LIN"
exit 0
