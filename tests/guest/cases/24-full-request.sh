#!/bin/sh
# 24-full-request: a request that fills max_sectors goes to the driver as soon as it
# is made, not when the next request is (patches/ 0017). Without that, the plug of
# the submitting task holds each request until the next bio has been built and made
# into a request, and the device waits meanwhile. One 32 MiB O_DIRECT read (fio
# psync, hugepage buffer) of a null_blk whose max_sectors_kb is lowered to 1024 (its
# hardware limit is 32 MiB), three ways: from the null_blk itself (the series builds 32
# bios of 1 MiB), through dm-linear with max_sectors_kb raised to 32 MiB (one bio, whose
# 32 MiB clone blk-mq splits into pieces of 1 MiB), and through biocap with a 1 MiB cap
# (32 bios built to the cap). Traced on the null_blk: block_getrq (a request is made)
# and block_rq_issue (it goes to the driver). Each way must make 32 requests of 2048
# sectors and issue each before the next is made: at most one request made and not
# yet issued at any time. A kernel without 0017 holds two (TESTS=full-request shows it
# on stock 7.3).
# group: target
# requires: patched
. ./lib.sh

[ -n "$TRACEFS" ] || fail "no tracefs mounted"
NB=bc24nb
nullb_create $NB 256 max_sectors=65536 hw_queue_depth=64 submit_queues=1 irqmode=2 \
	completion_nsec=20000 || fail "cannot create null_blk $NB (max_sectors=65536)"
NBM=$(blk_majmin /dev/$NB | tr : ,)
qattr_set /dev/$NB max_sectors_kb 1024 || fail "cannot set $NB max_sectors_kb to 1024"
expect_eq "$NB max_sectors_kb" "$(qattr /dev/$NB max_sectors_kb)" 1024
S=$(blk_sectors /dev/$NB)

hugepages_reserve 32 17

dm_create bc24l "$(linear_line 0 "$S" /dev/$NB 0)" || fail "cannot create dm-linear"
qattr_set "$(dm_dev bc24l)" max_sectors_kb 32768 ||
	fail "cannot raise dm-linear's max_sectors_kb to 32768 (one 32 MiB bio)"
bc_create bc24b /dev/$NB 2048

# plugged FILE: "REQUESTS LARGEST SMALLEST MOST_HELD" for the reads of the null_blk:
# requests made, their largest and smallest size, and the most requests made and not
# yet issued at one time
plugged() {
	trace_events "$1" | awk -v d="$NBM" '
		$2 != d || $3 != "R" { next }
		$1 == "block_getrq" {
			n++; held++
			if (held > most) most = held
			if ($4 > mx) mx = $4
			if (mn == "" || $4 < mn) mn = $4
		}
		$1 == "block_rq_issue" { held-- }
		END { printf "%d %d %d %d\n", n, mx, mn == "" ? 0 : mn, most }'
}

trace_begin "/dev/$NB" block_getrq block_rq_issue block_split ||
	fail "cannot enable block tracepoints"
# NAME:DEVICE:SPLITS (the bios blk-mq splits on the null_blk for one read)
for way in "$NB:/dev/$NB:0" "dm-linear:$(dm_dev bc24l):31" "biocap:$(dm_dev bc24b):0"; do
	name=${way%%:*} dev=${way#*:} splits=${way##*:}
	dev=${dev%:*}
	trace_clear
	fio_must --name=full --filename="$dev" --direct=1 --rw=read --bs=32m --size=32m \
		--io_size=32m --iodepth=1 --ioengine=psync --iomem=shmhuge
	trace_save "$LIB_TMP/trace" || fail "$name: the trace lost events"
	# shellcheck disable=SC2046
	set -- $(plugged "$LIB_TMP/trace")
	log "$name: $1 requests of $3..$2 sectors, at most $4 made and not yet issued;" \
		"first events: $(trace_events "$LIB_TMP/trace" | awk -v d="$NBM" '$2 == d && n < 12 {
			printf "%s%s", n++ ? " " : "", $1 == "block_getrq" ? "made" : "issued" }')"
	expect_eq "$name: requests made for one 32 MiB read" "$1" 32
	expect_eq "$name: largest request" "$2" 2048
	expect_eq "$name: smallest request" "$3" 2048
	expect_eq "$name: most requests made and not yet issued at one time" "$4" 1
	expect_eq "$name: bios split on $NB" "$(grep -c "block_split: $NBM " "$LIB_TMP/trace")" "$splits"
done
exit 0
