#!/bin/sh
# 95-multipath-eagain: a polled clone that ends with EAGAIN below a device that is not
# blk-mq is sent again unpolled, through that device, and its bio completes.
#  - Over an NVMe multipath head (run-guest.sh's subsystem of two controllers, one tag
#    per I/O queue): the clone ends on the hidden disk of the path the head chose;
#    biocap sends it back to the head, which chooses a path again.
#  - RESEND_BELOW=dm (23-dm-below-eagain): over a dm-linear device that is suspended
#    under load. dm ends a REQ_NOWAIT bio with EAGAIN while suspended and holds the
#    clone sent again without it until the resume.
# Polled (io_uring hipri) random writes with crc32c verify, then the same data read
# and verified, QD 16, 8 KiB bios at cap 8 KiB (not cut) and 64 KiB bios cut in 8.
# Asserts: fio completes and verifies; writes and reads = fio's; errors = 0;
# again > 0 (the path ran); clones = pieces x bios + again; polled = clones - again
# (every first send polled, every send again unpolled).
# group: target
# requires: nvme-multipath
. ./lib.sh

DM=bc95
if [ "${RESEND_BELOW:-}" = dm ]; then
	NB=bc95nb
	nullb_create $NB 64 memory_backed=1 || fail "cannot create null_blk $NB"
	expect_eq "$NB io_poll" "$(qattr /dev/$NB io_poll)" 1
	nullb_fill $NB || fail "cannot fill $NB"
	dm_create bc95lin "$(linear_line 0 "$(blk_sectors /dev/$NB)" /dev/$NB 0)" ||
		fail "cannot create the dm-linear device below biocap"
	LOWER=$(dm_dev bc95lin)
	on_exit "dm_resume bc95lin >/dev/null 2>&1"
else
	LOWER=$(testbed_mpath) || fail "no multipath head"
	paths=
	for p in /sys/class/nvme/nvme*/nvme*c*n*; do
		[ -e "$p" ] && paths="$paths ${p##*/}"
	done
	log "multipath head $LOWER, paths:$paths"
fi
expect_eq "$LOWER io_poll" "$(qattr "$LOWER" io_poll)" 1
bc_create $DM "$LOWER" 16 no_build_cap
expect_eq "biocap io_poll" "$(qattr "$(dm_dev $DM)" io_poll)" 1

# shellcheck disable=SC2034 # read by fio_run (lib.sh)
FIO_TIMEOUT=180
for kib in 8 64; do
	pieces=$((kib / 8))
	for phase in write read; do
		dm_message $DM reset_stats || fail "reset_stats failed"
		set -- --name=resend --filename="$(dm_dev $DM)" --ioengine=io_uring --hipri=1 \
			--direct=1 --bs=${kib}k --iodepth=16 --rw=randwrite --size=16M \
			--verify=crc32c --verify_fatal=1
		[ $phase = read ] && set -- "$@" --verify_only
		sp=
		if [ "${RESEND_BELOW:-}" = dm ]; then
			# fio starts with the device below suspended, so its first bios end
			# with EAGAIN there whatever the timing; resumed once one did
			dm_suspend bc95lin || fail "cannot suspend the device below"
			(
				i=0
				while [ "$(bc_stat $DM again)" = 0 ] && [ $i -lt 600 ]; do
					msleep 100
					i=$((i + 1))
				done
				msleep 300
				dm_resume bc95lin || { echo "first resume failed" >"$LIB_TMP/susp.err"; exit 1; }
				i=0
				while [ $i -lt 3 ]; do
					msleep 500
					dm_suspend bc95lin || { echo "suspend $i failed" >"$LIB_TMP/susp.err"; exit 1; }
					msleep 300
					dm_resume bc95lin || { echo "resume $i failed" >"$LIB_TMP/susp.err"; exit 1; }
					i=$((i + 1))
				done
			) &
			sp=$!
		fi
		fio_run "$@"
		if [ -n "$sp" ]; then
			wait $sp || fail "suspend/resume of the device below: $(cat "$LIB_TMP/susp.err" 2>/dev/null)"
		fi
		fio_ok || fail "$kib KiB polled ${phase}s: $(fio_summary)"
		log "$kib KiB polled ${phase}s: $(fio_summary)"
		s=$(bc_status $DM) || fail "no status of $DM"
		log "$kib KiB polled ${phase}s: $s"
		w=$(kv_get "$s" writes) r=$(kv_get "$s" reads) again=$(kv_get "$s" again)
		clones=$(kv_get "$s" clones)
		# fio's verify_only reports the writes it skipped as issued
		if [ $phase = write ]; then
			expect_eq "$kib KiB ${phase}s: writes = fio's" "$w" "$FIO_W_IOS"
		else
			expect_eq "$kib KiB ${phase}s: writes" "$w" 0
		fi
		expect_eq "$kib KiB ${phase}s: reads = fio's" "$r" "$FIO_R_IOS"
		[ $((w + r)) -gt 0 ] || fail "$kib KiB ${phase}s: no I/O counted"
		expect_eq "$kib KiB ${phase}s: errors" "$(kv_get "$s" errors)" 0
		[ "$again" -gt 0 ] ||
			fail "$kib KiB ${phase}s: again=0, no clone ended with EAGAIN (the path was not exercised)"
		expect_eq "$kib KiB ${phase}s: clones = $pieces x bios + again" "$clones" \
			$((pieces * (w + r) + again))
		expect_eq "$kib KiB ${phase}s: polled = clones - again" "$(kv_get "$s" polled)" \
			$((clones - again))
	done
done
dm_remove $DM || fail "cannot remove $DM"
if [ "${RESEND_BELOW:-}" = dm ]; then
	dm_remove bc95lin || fail "cannot remove the dm-linear device"
fi
exit 0
