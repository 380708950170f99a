#!/bin/sh
# 31-poll-queues-change: the device below changes its number of poll queues
# (blk_mq_update_nr_hw_queues(), as an NVMe reset after a change of nvme.poll_queues
# does) while polled clones wait to be sent again.
# The disk: a memory-backed null_blk with one submit queue, two poll queues, two tags
# each and 64 KiB requests; biocap at the auto cap (64 KiB, no build cap) over all of it.
# fio io_uring hipri=1 1 MiB random reads, QD 16, two jobs, so that clones end with
# EAGAIN (no tag) and wait in biocap; meanwhile a loop writes 1 and 2 to the null_blk's
# configfs poll_queues, which freezes the queue and renumbers its hardware queues.
# A waiting clone carries the cookie of the poll queue it found full, an index that
# pollers use unchecked: before it was pinned to the queue, 7.3 oopsed within seconds
# (NULL pointer dereference in null_poll from dm_poll_bio).
# Asserts: each write of poll_queues takes effect (queue/mq lists 2, then 3 hardware
# queues); fio ends with no error, having read; biocap counted clones that ended with
# EAGAIN (the path ran) and no error; after the reads, poll_queues can still be changed
# (no clone kept the queue). Oracles, the same loop and reads of 64 KiB (no cut): on
# the null_blk itself, and through dm-linear (at QD 1, and reads that end with EAGAIN
# allowed: before 7.3 dm core fails a polled read whose clone meets the frozen queue),
# so a fault is biocap's, not the kernel's.
# group: target
. ./lib.sh

DM=bc31
LIN=bc31lin
NB=bc31nb
T=$LIB_TMP
FIO_TIMEOUT=150
TOGGLES=${PQ_TOGGLES:-40}

nullb_supports poll_queues || fail "null_blk of $(uname -r) has no configfs poll_queues"
nullb_create $NB 128 memory_backed=1 submit_queues=1 poll_queues=2 hw_queue_depth=2 \
	max_sectors=128 || fail "cannot create null_blk $NB"
[ "$(nullb_attr $NB poll_queues)" = 2 ] || fail "$NB: poll_queues=$(nullb_attr $NB poll_queues), not 2"
# TCG is slow: no request may time out while the queue is frozen
qattr_set /dev/$NB io_timeout 60000 || fail "cannot set io_timeout of $NB"
nullb_fill $NB || fail "cannot fill /dev/$NB"

hw_queues() { ls /sys/block/$NB/mq | wc -l; }

# write_poll_queues N: write poll_queues; false when the write (a queue freeze)
# does not return within 20 s: something still holds the queue.
write_poll_queues() {
	rm -f "$T/pqw"
	(echo "$1" >$NULLB_CFS/$NB/poll_queues && echo ok >"$T/pqw") &
	_i=0
	while [ ! -s "$T/pqw" ] && [ $_i -lt 200 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	[ "$(cat "$T/pqw" 2>/dev/null)" = ok ]
}

# toggle N: write poll_queues 1 and 2, N times, 0.1 s apart, checking the hardware
# queues each write leaves; writes "ok" or the first mismatch to $T/toggle.
toggle() {
	_n=0
	while [ $_n -lt "$1" ]; do
		_n=$((_n + 1))
		for _pq in 1 2; do
			write_poll_queues $_pq ||
				{ echo "poll_queues=$_pq: the write failed or did not return in 20 s" >"$T/toggle"; return; }
			[ "$(hw_queues)" = $((_pq + 1)) ] ||
				{ echo "poll_queues=$_pq: $(hw_queues) hardware queues, not $((_pq + 1))" >"$T/toggle"; return; }
			sleep 0.1
		done
	done
	echo ok >"$T/toggle"
}

# run WHAT DEV BS RUNTIME QD [eagain]: polled random reads of DEV from two jobs while
# toggle runs; with "eagain", fio may stop at a read that ends with EAGAIN.
run() {
	rm -f "$T/toggle"
	toggle "$TOGGLES" &
	_tp=$!
	fio_run --name=pq --filename="$2" --ioengine=io_uring --hipri=1 --direct=1 \
		--rw=randread --bs="$3" --size=64M --iodepth="$5" --numjobs=2 --group_reporting \
		--time_based --runtime="$4"
	wait $_tp
	log "$1: $(fio_summary); poll_queues: $(cat "$T/toggle" 2>/dev/null)"
	[ "$(cat "$T/toggle" 2>/dev/null)" = ok ] || fail "$1: poll_queues loop: $(cat "$T/toggle" 2>/dev/null)"
	if [ -n "${6:-}" ] && [ "$FIO_ERR" = 11 ]; then
		log "$1: fio stopped at a read that ended with EAGAIN, after $FIO_R_IOS reads (allowed here; the oracle shows less)"
	else
		fio_ok || fail "$1: fio: $(fio_summary)"
	fi
	[ "$FIO_R_IOS" -gt 0 ] || fail "$1: no read"
}

# set_poll_queues N: write poll_queues after the reads; nothing may hold the queue.
set_poll_queues() {
	write_poll_queues "$1" ||
		fail "poll_queues=$1 did not return in 20 s after the reads: the queue is still held"
}

run "raw null_blk" /dev/$NB 64k 8 16
dm_create $LIN "$(linear_line 0 "$(blk_sectors /dev/$NB)" /dev/$NB 0)" 2>"$T/err" ||
	fail "dm-linear over $NB: $(cat "$T/err")"
# before 7.3, dm core fails a polled read with EAGAIN when the queue below is frozen
run "dm-linear" "$(dm_dev $LIN)" 64k 8 1 eagain
dm_remove $LIN || fail "remove $LIN"

bc_create $DM /dev/$NB 0 no_build_cap
[ "$(qattr "$(dm_dev $DM)" io_poll)" = 1 ] || fail "biocap over $NB does not poll"
run "biocap" "$(dm_dev $DM)" 1M 20 16
again=$(bc_stat $DM again)
log "biocap: again=$again clones=$(bc_stat $DM clones) polled=$(bc_stat $DM polled) errors=$(bc_stat $DM errors)"
[ "$again" -gt 0 ] || fail "again=0: no clone ended with EAGAIN, the path did not run"
[ "$(bc_stat $DM errors)" = 0 ] || fail "biocap errors=$(bc_stat $DM errors)"
set_poll_queues 1
set_poll_queues 2
exit 0
