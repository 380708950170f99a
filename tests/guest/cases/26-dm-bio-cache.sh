#!/bin/sh
# 26-dm-bio-cache: every bio-based dm device takes the clones embedded in its dm_ios
# from a per-cpu bio cache, from its first table on (patches/ 0018). dm core gives the
# io_bs bio_set of a table BIOSET_PERCPU_CACHE; stock kernels only if the queue has
# BLK_FEAT_POLL, read before the table sets it: a device's first table gets no cache,
# polled or not, and a later one gets it if the table before it supported polling.
# Seen with a kprobe event on bioset_init() (front_pad and flags, its third and fourth
# arguments): a table load makes two bio_sets (io_bs, then the one for further clones;
# creating the device makes its disk's bio_split too, flags 0), and exactly one must
# have the cache: io_bs, whose front pad (a dm_io) is the largest of the load's. Loads: dm-linear over a null_blk with a
# poll queue (created, then reloaded), over one without, and biocap over the first.
# Reads through each after its load check that the devices work. TESTS=dm-bio-cache
# on stock 7.3 fails the first load.
# group: target
# requires: patched
. ./lib.sh

[ -n "$TRACEFS" ] || fail "no tracefs mounted"
KP=$TRACEFS/kprobe_events
[ -w "$KP" ] || fail "no $KP (CONFIG_KPROBE_EVENTS)"
BIOSET_PERCPU_CACHE=4

nullb_create bc26p 64 poll_queues=1 || fail "cannot create null_blk bc26p (poll_queues=1)"
nullb_create bc26i 64 || fail "cannot create null_blk bc26i"
expect_eq "bc26p io_poll" "$(qattr /dev/bc26p io_poll)" 1
S=$(blk_sectors /dev/bc26p)

kprobe_events_off bc26 init
on_exit "kprobe_events_off bc26 init"
echo "p:bc26/init bioset_init front_pad=\$arg3:u32 flags=\$arg4:u32" >>"$KP" ||
	fail "cannot add a kprobe on bioset_init"
kprobe_events_on bc26 || fail "cannot enable the bioset_init probe"

# load WHAT CMD...: run CMD (one table load) with the probe on; fails the case unless
# exactly one bio_set it made has BIOSET_PERCPU_CACHE, the one with the largest front pad
load() {
	_what=$1
	shift
	echo >"$TRACEFS/trace"
	"$@" || fail "$_what: $* failed"
	# "MADE CACHED FRONT_PAD_OF_THE_CACHED LARGEST_FRONT_PAD"
	_got=$(awk -v c=$BIOSET_PERCPU_CACHE '
		/ init: / {
			fp = -1; fl = -1
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^front_pad=/)
					fp = substr($i, 11) + 0
				if ($i ~ /^flags=/)
					fl = substr($i, 7) + 0
			}
			if (fl < 0 || fp < 0)
				next
			n++
			if (fp > max)
				max = fp
			if (int(fl / c) % 2) {
				k++
				kfp = fp
			}
		}
		END { print n + 0, k + 0, kfp + 0, max + 0 }' "$TRACEFS/trace")
	log "$_what: bio_sets made, with the per-cpu cache, its front pad, the largest: $_got"
	# shellcheck disable=SC2086 # four numbers, split on purpose
	set -- $_got
	[ "$1" -ge 2 ] || fail "$_what: $1 bio_sets made, not the table's two"
	# every load runs, so that a failing kernel shows which ones lack the cache
	if [ "$2" != 1 ]; then
		BAD="${BAD:+$BAD; }$_what: $2 with the cache"
	elif [ "$3" != "$4" ]; then
		BAD="${BAD:+$BAD; }$_what: the cached bio_set's front pad is $3, not io_bs's $4"
	fi
}
BAD=

# readable DEV: 1 MiB of O_DIRECT reads through the device
readable() {
	blk_read "$1" 0 1048576 "$LIB_TMP/read" || fail "cannot read $1"
}

LP=$(linear_line 0 "$S" /dev/bc26p 0)
load "dm-linear over a polled null_blk, first table" dm_create bc26a "$LP"
expect_eq "bc26a io_poll" "$(qattr "$(dm_dev bc26a)" io_poll)" 1
readable "$(dm_dev bc26a)"
load "the same, reloaded" dm_load bc26a "$LP"
dm_resume bc26a || fail "cannot resume bc26a"
readable "$(dm_dev bc26a)"
load "dm-linear over a null_blk without poll queues" \
	dm_create bc26b "$(linear_line 0 "$(blk_sectors /dev/bc26i)" /dev/bc26i 0)"
readable "$(dm_dev bc26b)"
load "biocap over the polled null_blk" dm_create bc26c "$(bc_whole /dev/bc26p 8)"
readable "$(dm_dev bc26c)"
[ -z "$BAD" ] || fail "bio_sets made with the per-cpu cache, want 1 a load: $BAD"
exit 0
