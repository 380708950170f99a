#!/bin/sh
# 29-mixed-blocks: a table whose lines are over devices of different logical block
# sizes. A table's logical block is the largest of its lines', and the block layer
# refuses, with a kernel warning, a device whose largest I/O (max_hw_sectors) is below
# its logical block; a biocap line's cap may be a single page. So a line beside others
# advertises at least the largest logical block a line may have (64 KiB), and still
# cuts its clones to its cap. A biocap line with cap 8 (4 KiB) over a 512-byte-block
# null_blk, beside a linear line over a 16 KiB-block null_blk, in either order:
#   - the table loads, with 16 KiB logical blocks and max_hw_sectors_kb 64;
#   - status build_cap is 128 with the build cap (patched kernels), 0 without;
#   - 1 MiB written and read through the biocap line with O_DIRECT comes back equal,
#     lands on its device at the line's offset, and went down in clones of 4 KiB
#     (the status's clones = bytes / 4096);
# and the line alone over the 512-byte device still advertises its cap
# (max_hw_sectors_kb 4). Only on kernels that take blocks larger than a page.
# group: target
# requires: large-blocks
. ./lib.sh

PATCHED=${BIOCAP_PATCHED:-0}
extra=
nullb_supports max_sectors && extra=max_sectors=4096
nullb_create bc29s 64 memory_backed=1 blocksize=512 $extra || fail "cannot create null_blk bc29s"
nullb_create bc29l 64 memory_backed=1 blocksize=16384 $extra || fail "cannot create null_blk bc29l"
SMALL=/dev/bc29s
LARGE=/dev/bc29l
N=$(blk_sectors $SMALL)
expect_eq "logical block of $LARGE" "$(blk_lbs $LARGE)" 16384
mkpattern "$LIB_TMP/pat" 1024
want=$(md5sum <"$LIB_TMP/pat" | cut -d' ' -f1)

# check NAME TABLE START: TABLE, whose biocap line starts at sector START
check() {
	dm_create bc29 "$2" 2>"$LIB_TMP/err" || fail "[$1] table refused: $(cat "$LIB_TMP/err")"
	D=$(dm_dev bc29)
	line=$(($3 / N + 1))
	expect_eq "[$1] logical_block_size" "$(qattr "$D" logical_block_size)" 16384
	expect_eq "[$1] max_hw_sectors_kb" "$(qattr "$D" max_hw_sectors_kb)" 64
	if [ "$PATCHED" = 1 ]; then
		expect_eq "[$1] build_cap" "$(bc_stat bc29 build_cap "$line")" 128
		expect_eq "[$1] max_sectors_kb" "$(qattr "$D" max_sectors_kb)" 64
	else
		expect_eq "[$1] build_cap" "$(bc_stat bc29 build_cap "$line")" 0
	fi
	blk_write "$LIB_TMP/pat" "$D" "$3" || fail "[$1] cannot write through bc29"
	expect_eq "[$1] what $SMALL holds" "$(blk_md5 $SMALL 0 1048576)" "$want"
	expect_eq "[$1] what bc29 reads" "$(blk_md5 "$D" "$3" 1048576)" "$want"
	st=$(bc_status bc29 "$line")
	bios=$(($(kv_get "$st" reads) + $(kv_get "$st" writes)))
	clones=$(kv_get "$st" clones)
	bytes=$(($(kv_get "$st" read_bytes) + $(kv_get "$st" write_bytes)))
	expect_eq "[$1] bytes through the biocap line" "$bytes" 2097152
	expect_eq "[$1] clones of $bios bios" "$clones" $((bytes / 4096))
	log "[$1] max_hw_sectors_kb $(qattr "$D" max_hw_sectors_kb), max_sectors_kb $(qattr "$D" max_sectors_kb), $bios bios in $clones clones"
	dm_remove bc29
	dd if=/dev/zero of=$SMALL bs=1M count=1 oflag=direct 2>/dev/null || fail "cannot clear $SMALL"
}

check biocap-first "$(bc_line 0 "$N" $SMALL 0 8)
$(linear_line "$N" "$N" $LARGE 0)" 0
check linear-first "$(linear_line 0 "$N" $LARGE 0)
$(bc_line "$N" "$N" $SMALL 0 8)" "$N"

bc_create bc29 $SMALL 8
expect_eq "alone: max_hw_sectors_kb" "$(qattr "$(dm_dev bc29)" max_hw_sectors_kb)" 4
dm_remove bc29
log "alone over $SMALL: max_hw_sectors_kb 4"
