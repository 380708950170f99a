#!/bin/sh
# 51-tool-nvme: biocapctl over the NVMe disk, auto cap, a two-line table.
# Asserts:
#   - `biocapctl create` with the auto cap over /dev/nvme0n1 works; status shows a
#     resolved cap (a number, not auto) equal to the device's limit, and reads
#     and bytes after a direct read;
#   - a concatenation of two ranges of the disk (DEV:OFFSET:LEN twice) makes a
#     two-line table with the right starts, offsets and lengths; status shows two
#     targets; `set` changes the cap of both lines; `reset` zeroes both;
#   - polled_share appears in --json once clones were sent.
# group: tool
# requires: nvme
. ./lib.sh

need_nvme
DM=bc51
DM2=bc51cat
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"

on_exit "dm_remove_quiet $DM"
bcc create $DM "$NVME_DEV"
[ $RC -eq 0 ] || fail "create over $NVME_DEV exited $RC: $(bcc_err)"
[ -b /dev/mapper/$DM ] || fail "/dev/mapper/$DM missing"
cap=$(bc_stat $DM cap)
limit=$(bc_stat $DM limit)
if ! is_uint "$cap" || [ "$cap" -lt 8 ]; then
	fail "auto cap resolved to '$cap'"
fi
expect_eq "auto cap = limit" "$cap" "$limit"
expect_eq "max_sectors_kb of the dm device" "$(qattr /dev/mapper/$DM max_sectors_kb)" $((cap / 2))
log "auto cap over $NVME_DEV: $cap sectors"

dd if=/dev/mapper/$DM of=/dev/null bs=256k count=8 iflag=direct 2>/dev/null ||
	fail "direct read from $DM failed"
bcc status --json $DM
[ $RC -eq 0 ] || fail "status --json exited $RC: $(bcc_err)"
grep -q '"read_bytes":2097152' "$LIB_TMP/out" || fail "json lacks read_bytes 2097152: $(cut -c1-400 "$LIB_TMP/out")"
grep -q '"polled_share":[0-9]' "$LIB_TMP/out" || fail "json has no polled_share number"
bcc remove $DM
[ $RC -eq 0 ] || fail "remove $DM exited $RC: $(bcc_err)"

# two ranges of the disk: 0..64M and 128M..160M
on_exit "dm_remove_quiet $DM2"
bcc create $DM2 --cap 128k "$NVME_DEV:0:64M" "$NVME_DEV:128M:32M"
[ $RC -eq 0 ] || fail "create of a two-line table exited $RC: $(bcc_err)"
mm=$(blk_majmin "$NVME_DEV")
want="0 131072 biocap $mm 0 256
131072 65536 biocap $mm 262144 256"
expect_eq "two-line table" "$(dm_table $DM2)" "$want"
expect_eq "size of $DM2" "$(blk_sectors /dev/mapper/$DM2)" 196608

bcc status $DM2
n=$(grep -c '^  target ' "$LIB_TMP/out")
expect_eq "targets in status" "$n" 2
bcc set $DM2 --cap 64k
[ $RC -eq 0 ] || fail "set on the two-line device exited $RC: $(bcc_err)"
expect_eq "cap of line 1" "$(bc_stat $DM2 cap 1)" 128
expect_eq "cap of line 2" "$(bc_stat $DM2 cap 2)" 128
# read across the boundary: both lines count
dd if=/dev/mapper/$DM2 of=/dev/null bs=1M skip=63 count=2 iflag=direct 2>/dev/null ||
	fail "read across the boundary failed"
r1=$(bc_stat $DM2 reads 1)
r2=$(bc_stat $DM2 reads 2)
if [ "${r1:-0}" -lt 1 ] || [ "${r2:-0}" -lt 1 ]; then
	fail "reads across the boundary: line 1 $r1, line 2 $r2"
fi
bcc reset $DM2
[ $RC -eq 0 ] || fail "reset exited $RC: $(bcc_err)"
expect_eq "reads of line 2 after reset" "$(bc_stat $DM2 reads 2)" 0
bcc remove $DM2
[ $RC -eq 0 ] || fail "remove $DM2 exited $RC: $(bcc_err)"
log "auto cap, two-line table, set/reset on both lines ok"
exit 0
