#!/bin/sh
# 08-flush-discard: flushes, FUA, discard and write-zeroes pass through biocap and
# are counted, and never as reads/writes.
# NVMe (QEMU default: volatile write cache and FUA), biocap cap 64:
#  - biocap advertises the lower write cache ("write back") and FUA;
#  - N direct 4 KiB writes, each followed by fsync: writes=N flushes=N fua=0;
#  - N O_SYNC direct 4 KiB writes (block layer: FUA write + a flush from
#    generic_write_sync for each): writes=N fua=N flushes=N;
#  - buffered dd conv=fsync: at least one write and one flush;
#  - blkdiscard of 1 MiB: discards=1 (more only if discard_max_bytes forces it), and
#    no read/write/clone/byte/max_bio/hist counted;
#  - blkdiscard -z of 1 MiB over random data: write_zeroes=1 (same rule), no writes
#    counted (no zero-page fallback), and the range reads back as zeroes.
# null_blk memory_backed discard=1 (discard frees the memory; reads give zeroes), cap 24:
#  - random data, blkdiscard of the middle MiB through biocap: discards counted, no
#    read/write counted, the range reads as zeroes through biocap and on the lower
#    device, the data around it is untouched.
# group: target
# requires: nvme
. ./lib.sh

N=16
MIB=1048576
DM=bc08
X=$(dm_dev $DM)
NB=bc08nb
NORW="reads=0 writes=0 read_bytes=0 write_bytes=0 split=0 clones=0 polled=0 errors=0 max_bio=0 hist=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"
T=$LIB_TMP

reset() { dm_message $DM reset_stats || fail "reset_stats failed"; }

# Discard with busybox's blkdiscard applet (only the BLKDISCARD ioctl). Write zeroes
# with util-linux blkdiscard -z, called by path (the guest's busybox sh runs its own
# applet, which has no -z, for a bare "blkdiscard"), with -f: without it, it reads the
# device to probe for signatures, and those reads would be counted.
BLKDISCARD=/usr/sbin/blkdiscard
[ -x $BLKDISCARD ] && $BLKDISCARD --help 2>&1 | grep -q -- '--zeroout' ||
	fail "$BLKDISCARD (util-linux, with -z) missing in the guest (test bed)"

mkpattern "$T/rand1m" 1024
mkpattern "$T/rand3m" 3072
dd if=/dev/zero of="$T/zero1m" bs=1M count=1 2>/dev/null
cmp -s "$T/zero1m" "$T/rand1m" && fail "random data is all zeroes?"

# ================================ NVMe ============================================
need_nvme
wc=$(qattr "$NVME_DEV" write_cache)
[ "$wc" = "write back" ] || fail "$NVME_DEV write_cache is '$wc': flushes would not reach dm (test bed)"
# 64 MiB at 768 MiB of the disk
dm_create $DM "$(bc_line 0 131072 "$NVME_DEV" 1572864 64)" || fail "create biocap over nvme"
expect_eq "biocap write_cache over a 'write back' $NVME_DEV" "$(qattr "$X" write_cache)" "write back"
nfua=$(qattr "$NVME_DEV" fua)
dfua=$(qattr "$X" fua)
log "fua: nvme=$nfua biocap=$dfua"
[ "$nfua" = 1 ] || fail "$NVME_DEV has no FUA (queue/fua=$nfua): cannot test FUA pass-through"
expect_eq "biocap queue/fua over a FUA-capable nvme" "$dfua" 1

# N direct writes, fsync after each (one dd per write: fio skips the last fsync)
reset
i=0
while [ $i -lt $N ]; do
	dd if="$T/rand1m" of="$X" bs=4k count=1 seek=$i oflag=direct conv=notrunc,fsync 2>"$T/dd.err" ||
		fail "dd write+fsync $i: $(cat "$T/dd.err")"
	i=$((i + 1))
done
bc_expect $DM "$N direct writes each followed by fsync" \
	writes=$N write_bytes=$((N * 4096)) reads=0 clones=$N flushes=$N fua=0 discards=0 write_zeroes=0 errors=0

# N O_SYNC direct writes
reset
fio_must --name=sy --filename="$X" --ioengine=psync --direct=1 --rw=write --bs=4k --size=$((N * 4))k \
	--sync=1 --invalidate=0
bc_expect $DM "$N O_SYNC direct writes" \
	writes=$N write_bytes=$((N * 4096)) reads=0 clones=$N fua=$N flushes=$N discards=0 write_zeroes=0 errors=0

# buffered write + fsync
reset
dd if="$T/rand1m" of="$X" bs=64k conv=fsync,notrunc 2>"$T/dd.err" || fail "dd conv=fsync: $(cat "$T/dd.err")"
s=$(bc_status $DM)
log "buffered 1 MiB + fsync: $s"
[ "$(kv_get "$s" flushes)" -ge 1 ] || fail "dd conv=fsync: no flush counted ($s)"
[ "$(kv_get "$s" writes)" -ge 1 ] || fail "dd conv=fsync: no write counted ($s)"
expect_eq "errors after dd conv=fsync" "$(kv_get "$s" errors)" 0

# discard 1 MiB
dmax=$(qattr "$X" discard_max_bytes)
[ "$dmax" -gt 0 ] || fail "biocap over $NVME_DEV has discard_max_bytes=0 (nvme: $(qattr "$NVME_DEV" discard_max_bytes))"
reset
busybox blkdiscard -o 0 -l $MIB "$X" || fail "blkdiscard failed"
nd=$(bc_stat $DM discards)
log "discard of 1 MiB (discard_max_bytes=$dmax): discards=$nd"
if [ "$dmax" -ge $MIB ]; then
	expect_eq "discards for a 1 MiB blkdiscard" "$nd" 1
else
	[ "$nd" -ge 2 ] || fail "discard of 1 MiB over a $dmax byte limit: discards=$nd, want >= 2"
fi
bc_expect $DM "after blkdiscard" $NORW flushes=0 fua=0 write_zeroes=0

# write zeroes 1 MiB over random data
nzmax=$(qattr "$NVME_DEV" write_zeroes_max_bytes)
zmax=$(qattr "$X" write_zeroes_max_bytes)
log "write_zeroes_max_bytes: nvme=$nzmax biocap=$zmax"
[ "$nzmax" -gt 0 ] || fail "$NVME_DEV has no write zeroes (write_zeroes_max_bytes=0): cannot test pass-through"
[ "$zmax" -gt 0 ] || fail "biocap does not pass write zeroes through (write_zeroes_max_bytes=0, lower $nzmax)"
blk_write "$T/rand1m" "$X" 0 || fail "writing the pattern failed"
[ "$(blk_md5 "$X" 0 $MIB)" = "$(md5sum <"$T/rand1m" | cut -d' ' -f1)" ] || fail "pattern does not read back"
reset
$BLKDISCARD -f -z -o 0 -l $MIB "$X" || fail "blkdiscard -z failed"
nz=$(bc_stat $DM write_zeroes)
log "write zeroes of 1 MiB: write_zeroes=$nz"
if [ "$zmax" -ge $MIB ]; then
	expect_eq "write_zeroes for a 1 MiB blkdiscard -z" "$nz" 1
else
	[ "$nz" -ge 2 ] || fail "blkdiscard -z of 1 MiB over a $zmax byte limit: write_zeroes=$nz, want >= 2"
fi
bc_expect $DM "after blkdiscard -z" $NORW flushes=0 fua=0 discards=0
[ "$(blk_md5 "$X" 0 $MIB)" = "$(md5sum <"$T/zero1m" | cut -d' ' -f1)" ] ||
	fail "range does not read back as zeroes after blkdiscard -z"
dm_remove $DM || fail "remove (nvme)"

# ============================ null_blk, discard zeroes =============================
nullb_create $NB 64 memory_backed=1 discard=1 || fail "cannot create null_blk $NB (memory_backed, discard)"
LOWER=/dev/$NB
bc_create $DM $LOWER 24
[ "$(qattr "$X" discard_max_bytes)" -gt 0 ] || fail "biocap over a discard-capable null_blk: discard_max_bytes=0"
blk_write "$T/rand3m" "$X" 0 || fail "writing the pattern failed"
reset
busybox blkdiscard -o $MIB -l $MIB "$X" || fail "blkdiscard (null_blk) failed"
nd=$(bc_stat $DM discards)
[ "$nd" -ge 1 ] || fail "discard on null_blk: discards=$nd"
bc_expect $DM "after blkdiscard (null_blk)" $NORW flushes=0 fua=0 write_zeroes=0
Z=$(md5sum <"$T/zero1m" | cut -d' ' -f1)
[ "$(blk_md5 "$X" 2048 $MIB)" = "$Z" ] || fail "discarded range does not read back as zeroes through biocap"
[ "$(blk_md5 "$LOWER" 2048 $MIB)" = "$Z" ] || fail "discarded range is not zeroes on the lower null_blk"
dd if="$T/rand3m" of="$T/want" bs=1M count=1 2>/dev/null
[ "$(blk_md5 "$X" 0 $MIB)" = "$(md5sum <"$T/want" | cut -d' ' -f1)" ] || fail "data before the discarded range changed"
dd if="$T/rand3m" of="$T/want" bs=1M count=1 skip=2 2>/dev/null
[ "$(blk_md5 "$X" 4096 $MIB)" = "$(md5sum <"$T/want" | cut -d' ' -f1)" ] || fail "data after the discarded range changed"
exit 0
