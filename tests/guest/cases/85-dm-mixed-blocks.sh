#!/bin/sh
# 85-dm-mixed-blocks: dm core refuses, with an error of its own, a table whose largest
# I/O is below its logical block (patches/0020). A table's logical block is the
# largest of its devices' and its max_hw_sectors the smallest of theirs; with blocks
# larger than a page the two cross, and without the patch blk_validate_limits() refuses
# the limits with a kernel WARNING (block/blk-settings.c) that the runner reports.
#   - dm-linear over a null_blk that takes at most 4 KiB (max_sectors=8) and one of
#     16 KiB blocks: the load fails, and the kernel log says "largest I/O of 8 sectors
#     is below the logical block of 16384 bytes";
#   - dm-linear over a biocap device with a cap of 4 KiB (alone, so it advertises its
#     cap) and the 16 KiB-block null_blk: the same;
#   - dm-linear over a null_blk that takes 64 KiB but whose max_sectors_kb was set to 4,
#     and the 16 KiB-block one: the same (without the patch this table loads, with a
#     max_sectors_kb of 0);
#   - the 16 KiB-block null_blk beside the one that takes 64 KiB (max_sectors_kb back
#     to 64) loads, with 16 KiB logical blocks (the check refuses only what cannot do
#     I/O); a reload of it with the first bad table is refused at resume, with the
#     same message, and the device still reads through the table it had.
# group: target
# requires: dm-fixed large-blocks
. ./lib.sh

nullb_supports max_sectors || fail "this null_blk has no max_sectors attribute"
nullb_create bc85s 64 max_sectors=8 || fail "cannot create null_blk bc85s"
nullb_create bc85m 64 max_sectors=128 || fail "cannot create null_blk bc85m"
nullb_create bc85l 64 blocksize=16384 || fail "cannot create null_blk bc85l"
expect_eq "max_hw_sectors_kb of bc85s" "$(qattr /dev/bc85s max_hw_sectors_kb)" 4
N=$(blk_sectors /dev/bc85l)
WANT="largest I/O of 8 sectors is below the logical block of 16384 bytes"

# refused NAME DESC LOWER: a two-line table over LOWER and bc85l must be refused,
# with WANT in the kernel log since the mark
refused() {
	kmsg_mark "$1"
	if dm_create "$1" "$(linear_line 0 "$N" "$3" 0)
$(linear_line "$N" "$N" /dev/bc85l 0)" 2>"$LIB_TMP/err"; then
		fail "[$2] table loaded: max_hw_sectors_kb $(qattr "$(dm_dev "$1")" max_hw_sectors_kb), logical_block_size $(qattr "$(dm_dev "$1")" logical_block_size)"
	fi
	kmsg_since "$1" | grep -F "$WANT" >/dev/null ||
		fail "[$2] refused without dm's reason: $(cat "$LIB_TMP/err"); kernel log: $(kmsg_since "$1" | tail -n 3)"
	dm_remove_quiet "$1"
	log "[$2] refused: $(kmsg_since "$1" | grep -F "$WANT" | tail -n 1)"
}

refused bc85 "dm-linear over a 4 KiB device" /dev/bc85s
bc_create bc85c /dev/bc85m 8
expect_eq "max_hw_sectors_kb of bc85c" "$(qattr "$(dm_dev bc85c)" max_hw_sectors_kb)" 4
refused bc85 "dm-linear over a biocap device with cap 8" "$(dm_dev bc85c)"
dm_remove bc85c

qattr_set /dev/bc85m max_sectors_kb 4 || fail "cannot set max_sectors_kb of bc85m"
refused bc85 "dm-linear over a device with max_sectors_kb 4" /dev/bc85m
echo 64 >/sys/block/bc85m/queue/max_sectors_kb || fail "cannot reset max_sectors_kb of bc85m"

good="$(linear_line 0 "$N" /dev/bc85m 0)
$(linear_line "$N" "$N" /dev/bc85l 0)"
dm_create bc85 "$good" 2>"$LIB_TMP/err" ||
	fail "[64 KiB beside 16 KiB blocks] refused: $(cat "$LIB_TMP/err")"
D=$(dm_dev bc85)
expect_eq "[64 KiB beside 16 KiB blocks] logical_block_size" "$(qattr "$D" logical_block_size)" 16384
log "64 KiB beside 16 KiB blocks: loaded"

kmsg_mark bc85r
printf '%s\n%s\n' "$(linear_line 0 "$N" /dev/bc85s 0)" "$(linear_line "$N" "$N" /dev/bc85l 0)" |
	dmsetup load bc85 2>"$LIB_TMP/err" || fail "[reload] the table was not loaded: $(cat "$LIB_TMP/err")"
dmsetup resume --noudevsync bc85 2>"$LIB_TMP/err" &&
	fail "[reload] the bad table was resumed: max_hw_sectors_kb $(qattr "$D" max_hw_sectors_kb)"
kmsg_since bc85r | grep -F "$WANT" >/dev/null ||
	fail "[reload] refused without dm's reason: $(cat "$LIB_TMP/err"); kernel log: $(kmsg_since bc85r | tail -n 3)"
dmsetup resume --noudevsync bc85 2>/dev/null # a failed resume leaves the device suspended on some kernels
expect_eq "[reload] live table" "$(dm_table bc85 | awk '{ print $4 }' | tr '\n' ' ')" "$(blk_majmin /dev/bc85m) $(blk_majmin /dev/bc85l) "
dd if="$D" of=/dev/null bs=16384 count=8 iflag=direct 2>"$LIB_TMP/err" ||
	fail "[reload] the old table does not read: $(cat "$LIB_TMP/err")"
log "[reload] refused at resume; the old table still reads"
dm_remove bc85
