#!/bin/sh
# 05-data-integrity: data written through biocap reads back intact.
# fio write + verify (crc32c, verify_fatal) with random block sizes (512 B-2 MiB
# and 512 B-64 KiB on the 512-byte-block null_blk, 4 KiB-2 MiB and 4 KiB-64 KiB
# on NVMe), random offsets,
# O_DIRECT, io_uring at queue depth 4, bounded sizes, through biocap over a
# memory-backed null_blk (caps 8, 24 aligned, 256, auto, and read_cap 8 /
# write_cap 24) and over the NVMe disk at an offset (caps 8, 24 aligned, 256,
# auto): every run must finish with no error and no verify failure, and must
# have written and read the whole region.
# Placement: a random pattern written through biocap at dm sector X reads back
# from the lower device at <offset> + X (dd + cmp), at an odd sector, across
# several caps, and at the very end of the mapping; and the lower-device data
# written directly reads back through biocap.
# group: target
# requires: nvme
. ./lib.sh

T0=$(now_ms)
need_nvme
nullb_create bc05n 128 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc05n"
NB=/dev/bc05n
SN=$(blk_sectors $NB) || fail "size of $NB"
NVME_OFF=1048576 # 512 MiB into the disk
NVME_LEN=262144  # 128 MiB

# verify DESC "TABLE" BSMIN SIZE: fio write+verify over the whole given size
verify() {
	desc=$1 tbl=$2 bsmin=$3 size=$4
	dm_create bc05 "$tbl" 2>"$LIB_TMP/err" || fail "[$desc] table refused: '$tbl': $(cat "$LIB_TMP/err")"
	t=$(now_ms)
	mb=${size%m}
	# two verified jobs: large random sizes over the first region, small ones
	# (many more I/Os) over the next
	fio_run --direct=1 --ioengine=io_uring --iodepth=4 --verify=crc32c --do_verify=1 \
		--verify_fatal=1 --randrepeat=0 --verify_state_save=0 --stonewall --thread \
		--filename="$(dm_dev bc05)" --rw=randwrite --blockalign="$bsmin" \
		--name=big --bsrange="$bsmin"-2m --offset=0 --size="$mb"m \
		--name=small --bsrange="$bsmin"-64k --offset="$mb"m --size=$((mb / 4))m
	fio_ok || fail "[$desc] fio write+verify: $(fio_summary)"
	want=$((mb * 1024 + mb * 256))
	[ "$FIO_W_KB" -eq "$want" ] || fail "[$desc] wrote ${FIO_W_KB} KiB, want $want"
	[ "$FIO_R_KB" -eq "$want" ] || fail "[$desc] verified (read) ${FIO_R_KB} KiB, want $want"
	st=$(bc_status bc05)
	log "[$desc] ok in $(($(now_ms) - t)) ms: $FIO_W_IOS writes / $FIO_R_IOS verify reads, biocap split=$(kv_get "$st" split) clones=$(kv_get "$st" clones) errors=$(kv_get "$st" errors) cap=$(kv_get "$st" cap)"
	dm_remove bc05 || fail "[$desc] cannot remove bc05"
}

verify "null_blk cap 8" "$(bc_line 0 "$SN" $NB 0 8)" 512 8m
verify "null_blk cap 24 aligned" "$(bc_line 0 "$SN" $NB 0 24 aligned)" 512 16m
verify "null_blk cap 256" "$(bc_line 0 "$SN" $NB 0 256)" 512 16m
verify "null_blk auto cap" "$(bc_line 0 "$SN" $NB 0 0)" 512 16m
verify "null_blk read_cap 8 write_cap 24" "$(bc_line 0 "$SN" $NB 0 256 read_cap 8 write_cap 24)" 512 8m
nv() { bc_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF "$@"; }
verify "nvme cap 8" "$(nv 8)" 4k 8m
verify "nvme cap 24 aligned" "$(nv 24 aligned)" 4k 8m
verify "nvme cap 256" "$(nv 256)" 4k 16m
verify "nvme auto cap" "$(nv 0)" 4k 16m

# ---- placement ----------------------------------------------------------------------
# place DESC LOWER OFFSET LEN CAP...: patterns written through biocap appear on the
# lower device at OFFSET + X
place() {
	desc=$1 low=$2 off=$3 len=$4
	shift 4
	dm_create bc05 "$(bc_line 0 "$len" "$low" "$off" "$@")" 2>"$LIB_TMP/err" ||
		fail "[$desc] table refused: $(cat "$LIB_TMP/err")"
	dev=$(dm_dev bc05)
	lbs=$(($(blk_lbs "$low") / 512))
	for x in $((7 * lbs)) $((12345 * lbs)) $((len - 2048)); do
		mkpattern "$LIB_TMP/pat" 1024 # 1 MiB
		blk_write "$LIB_TMP/pat" "$dev" "$x" || fail "[$desc] write at dm sector $x"
		blk_read "$low" $((off + x)) 1048576 "$LIB_TMP/back" || fail "[$desc] read $low at $((off + x))"
		cmp -s "$LIB_TMP/pat" "$LIB_TMP/back" ||
			fail "[$desc] pattern written at dm sector $x is not at $low sector $((off + x))"
	done
	# and the other way round: written below, read through biocap
	mkpattern "$LIB_TMP/pat" 256
	blk_write "$LIB_TMP/pat" "$low" $((off + 4096)) || fail "[$desc] write $low"
	blk_read "$dev" 4096 262144 "$LIB_TMP/back" || fail "[$desc] read through biocap"
	cmp -s "$LIB_TMP/pat" "$LIB_TMP/back" || fail "[$desc] data at $low sector $((off + 4096)) not read at dm sector 4096"
	log "[$desc] patterns at dm sectors $((7 * lbs)), $((12345 * lbs)), $((len - 2048)) found at +$off on $low"
	dm_remove bc05 || fail "[$desc] cannot remove bc05"
}
place "null_blk offset 12345 cap 24" $NB 12345 $((SN - 12345 - 999)) 24
place "null_blk offset 4097 cap 8 aligned" $NB 4097 $((SN - 8192)) 8 aligned
NVLBS=$(($(blk_lbs "$NVME_DEV") / 512))
place "nvme offset $((NVME_OFF + 4096)) cap 256" "$NVME_DEV" $((NVME_OFF + 4096)) $((NVME_LEN - 8192)) 256
place "nvme offset $((NVME_OFF + 8 * NVLBS)) cap auto read_cap 8 aligned" "$NVME_DEV" $((NVME_OFF + 8 * NVLBS)) $((NVME_LEN - 16384)) 0 read_cap 8 aligned
log "case took $(($(now_ms) - T0)) ms"
exit 0
