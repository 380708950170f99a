#!/bin/sh
# 04-cap-enforced: the cap holds, judged by the block layer's own tracepoints, not
# by biocap's counters.
# Lower devices: a memory-backed 512-byte-block null_blk (cap 24 needs 512 B
# blocks) and the NVMe disk, both with nomerges=2 (no request merging).  For
# each table below, direct I/O of 512 B, 4 KiB, 28 KiB, 64 KiB, 1 MiB and 16 MiB
# (fio psync; random 512-byte-aligned offsets, 16 MiB at an odd sector and only
# in the runs marked big, to bound the run time) is written then read through
# biocap with
# block:block_bio_queue, block:block_bio_remap and block:block_rq_issue traced on
# the biocap device and the lower device.  Asserts, per direction:
#   - no bio (queue/remap events) and no request (rq_issue) on the lower device
#     is larger than that direction's cap;
#   - lower-device bio and request events were seen for both directions (the
#     oracle works), and no trace events were lost;
#   - when biocap received bios of at least 2x the cap (traced on the dm
#     device), the largest lower bio is exactly the cap, provided the lower
#     device takes bios that large (max_hw_sectors);
#   - with `aligned`, no lower bio crosses a multiple of the cap counted from the
#     target start; without it, some do (bios are cut from their own start).
# Tables: caps 8, 24, 256, 2048, each in default and aligned mode, and
# per-direction caps (read_cap/write_cap) on null_blk; three mixed tables on
# NVMe.  The measured sizes are printed.
# group: target
# requires: nvme
. ./lib.sh

T0=$(now_ms)
need_nvme
[ -n "$TRACEFS" ] || fail "no tracefs mounted"

extra=
nullb_supports max_sectors && extra=max_sectors=4096
nullb_create bc04n 64 memory_backed=1 blocksize=512 $extra || fail "cannot create null_blk bc04n"
NB=/dev/bc04n
qattr_set $NB nomerges 2 || fail "cannot set nomerges on $NB"
qattr_set "$NVME_DEV" nomerges 2 || fail "cannot set nomerges on $NVME_DEV"
NVME_OFF=1572864 # 768 MiB into the 1 GiB disk
NVME_LEN=131072  # 64 MiB

# the I/O, written then read: random 512-byte-aligned offsets (so odd sectors)
# in the first 32 MiB with sizes 512 B, 4 KiB, 28 KiB, 64 KiB and 1 MiB mixed;
# runs marked "big" also write and read 16 MiB at an odd sector.  Few fio jobs,
# as threads: every fio start and job costs ~1 s under TCG.
SPLIT=512/20:4k/20:28k/20:64k/20:1m/20
fio_args() {
	echo "--filename=$1 --direct=1 --ioengine=psync --thread --stonewall --randrepeat=0"
	for rw in write read; do
		echo "--name=$rw --rw=rand$rw --bssplit=$SPLIT --number_ios=40 --offset=0 --size=32m"
		[ "$2" = big ] && echo "--name=${rw}16m --rw=$rw --bs=16m --size=16m --offset=25169408"
	done
}

RUNS=0
# run DESC LOWER OFFSET "TABLE" READ_CAP WRITE_CAP ALIGNED(0|1) [big]
run() {
	desc=$1 low=$2 off=$3 tbl=$4 rcap=$5 wcap=$6 al=$7
	RUNS=$((RUNS + 1))
	tr0=$(now_ms)
	dm_create bc04 "$tbl" 2>"$LIB_TMP/err" || fail "[$desc] table refused: '$tbl': $(cat "$LIB_TMP/err")"
	dmdev=$(dm_dev bc04)
	DM_MM=$(dm_majmin bc04 | tr : ,)
	c=$(bc_config bc04)
	expect_eq "[$desc] status read_cap" "$(kv_get "$c" read_cap)" "$rcap"
	expect_eq "[$desc] status write_cap" "$(kv_get "$c" write_cap)" "$wcap"
	expect_eq "[$desc] status aligned" "$(kv_get "$c" aligned)" "$al"
	trace_begin "$dmdev $low" block_bio_queue block_bio_remap block_rq_issue || fail "[$desc] cannot start tracing"
	# shellcheck disable=SC2046
	tf0=$(now_ms)
	fio_run $(fio_args "$dmdev" "$8")
	tf1=$(now_ms)
	fio_ok || fail "[$desc] fio: $(fio_summary)"
	tf=$LIB_TMP/trace.$RUNS
	trace_save "$tf" 2>"$LIB_TMP/err" || fail "[$desc] $(cat "$LIB_TMP/err")"
	trace_end
	dm_remove bc04 || fail "[$desc] cannot remove bc04"

	lmm=$(blk_majmin "$low" | tr : ,)
	tf2=$(now_ms)
	trace_events "$tf" >"$tf.ev"
	rm -f "$tf"
	# per direction: incoming bios on biocap, clone (bio) and request events on
	# the lower device, the largest of each, events above the cap, clones that
	# cross a multiple of the cap counted from the target start
	# shellcheck disable=SC2046
	set -- $(awk -v lo="$lmm" -v dm="$DM_MM" -v rcap="$rcap" -v wcap="$wcap" -v off="$off" '
		$4 == 0 || ($3 != "R" && $3 != "W") { next }
		{ d = $3; cap = (d == "R") ? rcap : wcap }
		$2 == dm && $1 == "block_bio_queue" { if ($4 > in_max[d]) in_max[d] = $4; nin[d]++ }
		$2 != lo { next }
		$1 == "block_rq_issue" { nrq[d]++; if ($4 > rq_max[d]) rq_max[d] = $4; if ($4 > cap) over[d]++ }
		$1 == "block_bio_queue" || $1 == "block_bio_remap" {
			nbio[d]++; if ($4 > bio_max[d]) bio_max[d] = $4; if ($4 > cap) over[d]++
			o = $5 - off
			if (int(o / cap) != int((o + $4 - 1) / cap)) cross[d]++
		}
		END {
			for (i = 1; i <= 2; i++) {
				d = (i == 1) ? "R" : "W"
				printf "%d %d %d %d %d %d %d %d ", nin[d], in_max[d], nbio[d], bio_max[d], nrq[d], rq_max[d], over[d], cross[d]
			}
			print ""
		}' "$tf.ev")
	msg=
	lowmax=$(($(qattr "$low" max_hw_sectors_kb) * 2))
	for d in R W; do
		if [ $d = R ]; then cap=$rcap; else cap=$wcap; fi
		nin=$1 in_max=$2 nbio=$3 bio_max=$4 nrq=$5 rq_max=$6 over=$7 cross=$8
		shift 8
		msg="$msg $d(cap $cap): in $nin bios max $in_max, lower $nbio bio events max $bio_max, $nrq requests max $rq_max, crossing $cross;"
		if [ "$over" -gt 0 ]; then
			ex=$(awk -v lo="$lmm" -v d="$d" -v cap="$cap" '$2 == lo && $3 == d && $4 > cap' "$tf.ev" | head -n 3 | tr '\n' '|')
			fail "[$desc] $over lower-device events above the $d cap $cap: $ex"
		fi
		[ "$nbio" -gt 0 ] || fail "[$desc] no $d bio events on the lower device $lmm (trace oracle broken?)"
		[ "$nrq" -gt 0 ] || fail "[$desc] no $d requests issued on the lower device $lmm (trace oracle broken?)"
		[ "$nin" -gt 0 ] || fail "[$desc] no $d bios traced on the biocap device $DM_MM"
		if [ "$in_max" -ge $((2 * cap)) ] && [ "$cap" -le "$lowmax" ]; then
			[ "$bio_max" -eq "$cap" ] || fail "[$desc] $d bios of $in_max sectors came in, largest clone $bio_max, want the cap $cap"
		fi
		if [ "$al" = 1 ]; then
			[ "$cross" -eq 0 ] || fail "[$desc] aligned: $cross $d clones cross a $cap-sector boundary"
		else
			[ "$cross" -gt 0 ] || fail "[$desc] default mode: no $d clone crosses a $cap-sector boundary (cut at bio start expected with odd offsets)"
		fi
	done
	rm -f "$tf.ev"
	msg="$msg ($(($(now_ms) - tr0)) ms: fio $((tf1 - tf0)), trace save $((tf2 - tf1)), parse+checks $(($(now_ms) - tf2)))"
	log "[$desc]$msg"
}

SN=$(blk_sectors $NB) || fail "size of $NB"
nb() { bc_line 0 "$SN" $NB 0 "$@"; }
run "null_blk cap 8" $NB 0 "$(nb 8)" 8 8 0
run "null_blk cap 8 aligned" $NB 0 "$(nb 8 aligned)" 8 8 1
run "null_blk cap 24" $NB 0 "$(nb 24)" 24 24 0 big
run "null_blk cap 24 aligned" $NB 0 "$(nb 24 aligned)" 24 24 1
run "null_blk cap 256" $NB 0 "$(nb 256)" 256 256 0 big
run "null_blk cap 256 aligned" $NB 0 "$(nb 256 aligned)" 256 256 1 big
run "null_blk cap 2048" $NB 0 "$(nb 2048)" 2048 2048 0 big
run "null_blk cap 2048 aligned" $NB 0 "$(nb 2048 aligned)" 2048 2048 1 big
run "null_blk read_cap 24 write_cap 8" $NB 0 "$(nb 256 read_cap 24 write_cap 8)" 24 8 0
run "null_blk cap 8 read_cap 2048 aligned" $NB 0 "$(nb 8 read_cap 2048 aligned)" 2048 8 1
nv() { bc_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF "$@"; }
run "nvme cap 24 aligned" "$NVME_DEV" $NVME_OFF "$(nv 24 aligned)" 24 24 1
run "nvme cap 256 read_cap 8" "$NVME_DEV" $NVME_OFF "$(nv 256 read_cap 8)" 8 256 0
run "nvme cap 2048 write_cap 24 aligned" "$NVME_DEV" $NVME_OFF "$(nv 2048 write_cap 24 aligned)" 2048 24 1 big
log "$RUNS tables checked; case took $(($(now_ms) - T0)) ms"
exit 0
