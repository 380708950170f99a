#!/bin/sh
# 28-io-opt: the limits a build cap above 4 MiB advertises on a disk whose physical
# blocks are larger than its logical ones (scsi_debug, 512-byte sectors, 4 KiB
# physical blocks, physblk_exp=3). max_sectors follows max_hw_sectors only up to
# 4 MiB unless io_opt is larger, so a line with a build cap above 4 MiB raises
# io_opt too; block stacking drops an io_opt that is not a multiple of the physical
# block and marks the device misaligned (alignment_offset -1, a "caused an alignment
# inconsistency" line in the kernel log). Cap 8196 sectors (4098 KiB, not a multiple
# of 4 KiB):
#   - with the build cap (patched kernels): optimal_io_size 4 MiB (the cap rounded
#     down to whole physical blocks), max_sectors_kb 4096, alignment_offset 0;
#   - over a dm-stripe of the same disk whose width (2 x 8 MiB) is above the cap:
#     optimal_io_size stays the stripe's 16 MiB, max_sectors_kb 4098 (the cap);
#   - a table whose biocap line is over a null_blk (512-byte physical blocks) and
#     whose next line maps the disk: optimal_io_size 4 MiB, a multiple of the
#     table's 4 KiB physical block (the line rounds to 64 KiB, not to its own
#     disk's block);
#   - without it (stock kernels): max_hw_sectors_kb 4098, alignment_offset 0;
#   - no "alignment inconsistency" in the kernel log.
# The disk reports no optimal transfer length (opt_blks=0). Not on lockdep kernels,
# which keep scsi_debug loaded, and later cases need it with their own disk.
# group: target
# requires: scsi_debug scsi_debug-own
. ./lib.sh

PATCHED=${BIOCAP_PATCHED:-0}
sdebug_disk dev_size_mb=64 sector_size=512 physblk_exp=3 opt_blks=0
expect_eq "physical block of $SD_DISK" "$(qattr "$SD_DISK" physical_block_size)" 4096
S=$(blk_sectors "$SD_DISK")
hw=$(qattr "$SD_DISK" max_hw_sectors_kb)
[ "$hw" -ge 8192 ] || fail "$SD_DISK takes at most $hw KiB: the case needs 8 MiB"
CAP=8196
kmsg_mark bc28

dm_create bc28 "$(bc_line 0 "$S" "$SD_DISK" 0 $CAP)" || fail "cannot create bc28"
D=$(dm_dev bc28)
al=$(cat "$(dm_sysdir bc28)/alignment_offset")
expect_eq "bc28 alignment_offset" "$al" 0
if [ "$PATCHED" = 1 ]; then
	expect_eq "bc28 optimal_io_size" "$(qattr "$D" optimal_io_size)" 4194304
	expect_eq "bc28 max_sectors_kb" "$(qattr "$D" max_sectors_kb)" 4096
else
	expect_eq "bc28 max_hw_sectors_kb" "$(qattr "$D" max_hw_sectors_kb)" 4098
fi
log "cap $CAP over $SD_DISK: alignment_offset $al, optimal_io_size $(qattr "$D" optimal_io_size), max_sectors_kb $(qattr "$D" max_sectors_kb), max_hw_sectors_kb $(qattr "$D" max_hw_sectors_kb)"
dm_remove bc28

# a stripe's width above the cap stays the optimal I/O size
H=$((S / 2))
dm_create bc28s "0 $S striped 2 16384 $SD_DISK 0 $SD_DISK $H" || fail "cannot create the stripe"
expect_eq "bc28s optimal_io_size" "$(qattr "$(dm_dev bc28s)" optimal_io_size)" 16777216
dm_create bc28 "$(bc_line 0 "$S" "$(dm_dev bc28s)" 0 $CAP)" || fail "cannot create bc28 over the stripe"
expect_eq "bc28 over the stripe: alignment_offset" "$(cat "$(dm_sysdir bc28)/alignment_offset")" 0
if [ "$PATCHED" = 1 ]; then
	expect_eq "bc28 over the stripe: optimal_io_size" "$(qattr "$D" optimal_io_size)" 16777216
	expect_eq "bc28 over the stripe: max_sectors_kb" "$(qattr "$D" max_sectors_kb)" 4098
fi
log "over the stripe: optimal_io_size $(qattr "$D" optimal_io_size), max_sectors_kb $(qattr "$D" max_sectors_kb)"
dm_remove bc28
dm_remove bc28s

# a line over 512-byte physical blocks beside one over 4 KiB blocks
NB=bc28nb
nullb_create $NB 64 max_sectors=65536 || fail "cannot create null_blk $NB"
N=$(blk_sectors /dev/$NB)
dm_create bc28 "$(bc_line 0 "$N" /dev/$NB 0 $CAP)
$(linear_line "$N" "$S" "$SD_DISK" 0)" || fail "cannot create the two-line bc28"
expect_eq "two-line bc28: physical_block_size" "$(qattr "$D" physical_block_size)" 4096
expect_eq "two-line bc28: alignment_offset" "$(cat "$(dm_sysdir bc28)/alignment_offset")" 0
if [ "$PATCHED" = 1 ]; then
	expect_eq "two-line bc28: optimal_io_size" "$(qattr "$D" optimal_io_size)" 4194304
fi
log "two lines: optimal_io_size $(qattr "$D" optimal_io_size), max_sectors_kb $(qattr "$D" max_sectors_kb)"
dm_remove bc28

kmsg_since bc28 | grep -i "alignment inconsistency" >"$LIB_TMP/al" &&
	fail "kernel log: $(head -c 300 "$LIB_TMP/al")"
log "no alignment inconsistency"
