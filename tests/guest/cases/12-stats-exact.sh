#!/bin/sh
# 12-stats-exact: for known direct-I/O workloads every status counter is exact.
#  - a fresh device has all counters, max_bio and hist at zero;
#  - N reads of 1 MiB at cap 512 (256 KiB): reads=N clones=4N split=N
#    read_bytes=N*1MiB max_bio=1MiB, hist bucket "1m" (index 8) = N, nothing else moves;
#  - reset_stats zeroes every counter, max_bio and the histogram (config keys stay);
#  - the same with N writes of 1 MiB;
#  - unsplit 4 KiB reads: split=0, clones=reads, hist bucket 0;
#  - the bucket edges: 512-byte and 7.5 KiB reads in bucket 0, 8 KiB reads in bucket 1;
#  - 300 KiB reads: 2 clones each (512 + 88 sectors), hist bucket "256k" (index 6);
#  - split origin: a 1 MiB read at byte offset 128 KiB gives 4 clones by default (cut
#    from the bio start) and 5 with the `aligned` feature (cut at cap multiples);
#  - polled reads and writes (io_uring hipri=1, iodepth 1) at cap 16 over a
#    poll-capable null_blk: polled = clones = 8 per 64 KiB bio, reads/writes = fio's
#    issued I/Os;
#  - the same counters stay exact when clones fail with EAGAIN (REQ_NOWAIT I/O, QD 16,
#    over a null_blk with hw_queue_depth=1: IRQ-completed 64 KiB bios, which biocap ends
#    with EAGAIN before cutting and io_uring issues again; polled 8 KiB bios, whose clone
#    dm core sends again,
#    unpolled: that part is the diagnostic 94-polled-eagain) and when the device
#    is suspended and resumed
#    6 times under load (libaio reads and writes at QD 8: dm parks the remainders of
#    cut bios and maps them after the resume). What
#    must hold (docs/stats.md): hist has the bucket of 64 KiB only, and it, reads and
#    writes count the same bios; read_bytes = 64 KiB x reads; max_bio = 64 KiB;
#    8 x bios <= clones <= 8 x bios + again (a clone dm sends again is one more
#    clone, and ended with EAGAIN first); reads >= fio's reads (libaio across suspends:
#    no REQ_NOWAIT), = fio's reads under forced EAGAIN; no error.
# The devices are used by nobody else (no udev; dmsetup create reads nothing).
# The table carries no_build_cap: these counts are of biocap's own cuts; on a kernel with
# the build cap it would cut the bios before they arrive (13-build-cap).
# group: target
. ./lib.sh

# ---- helpers of this case ----------------------------------------------------------
# local_hist IDX COUNT: the 15-bucket histogram with COUNT at IDX and zeros elsewhere.
local_hist() {
	_l_h=
	_l_i=0
	while [ $_l_i -lt 15 ]; do
		_l_c=0
		[ $_l_i -eq "$1" ] && _l_c=$2
		_l_h=${_l_h:+$_l_h,}$_l_c
		_l_i=$((_l_i + 1))
	done
	echo "$_l_h"
}
# -----------------------------------------------------------------------------------

N=8
MIB=1048576
NB=bc12nb
DM=bc12
X=$(dm_dev $DM)
ZERO="reads=0 writes=0 read_bytes=0 write_bytes=0 split=0 clones=0 polled=0 flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=0 hist=$(local_hist 0 0)"
DD_ERR=$LIB_TMP/dd.err

reset() { dm_message $DM reset_stats || fail "reset_stats failed"; }

# max_sectors 2 MiB: where direct I/O builds bios to max_sectors (patched kernels), a
# no_build_cap line keeps the device's, and 1 MiB reads must still arrive whole
nullb_create $NB 256 max_sectors=4096 || fail "cannot create null_blk $NB"
LOWER=/dev/$NB
bc_create $DM $LOWER 512 no_build_cap
bc_expect $DM "fresh device" cap=512 read_cap=512 write_cap=512 limit=512 aligned=0 $ZERO

# ---- N reads of 1 MiB ----
dd if="$X" of=/dev/null bs=1M count=$N iflag=direct 2>"$DD_ERR" || fail "dd read: $(cat "$DD_ERR")"
bc_expect $DM "$N direct 1 MiB reads at cap 512" \
	reads=$N writes=0 read_bytes=$((N * MIB)) write_bytes=0 split=$N clones=$((4 * N)) polled=0 \
	flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=$MIB hist="$(local_hist 8 $N)"

reset
bc_expect $DM "after reset_stats" cap=512 read_cap=512 write_cap=512 limit=512 aligned=0 $ZERO

# ---- N writes of 1 MiB ----
dd if=/dev/zero of="$X" bs=1M count=$N oflag=direct conv=notrunc 2>"$DD_ERR" || fail "dd write: $(cat "$DD_ERR")"
bc_expect $DM "$N direct 1 MiB writes at cap 512" \
	reads=0 writes=$N read_bytes=0 write_bytes=$((N * MIB)) split=$N clones=$((4 * N)) polled=0 \
	flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 max_bio=$MIB hist="$(local_hist 8 $N)"
reset
bc_expect $DM "after the second reset_stats" $ZERO

# ---- unsplit 4 KiB reads ----
M=$((4 * N))
dd if="$X" of=/dev/null bs=4k count=$M iflag=direct 2>"$DD_ERR" || fail "dd 4k read: $(cat "$DD_ERR")"
bc_expect $DM "$M direct 4 KiB reads (no split)" \
	reads=$M writes=0 read_bytes=$((M * 4096)) split=0 clones=$M polled=0 errors=0 \
	max_bio=4096 hist="$(local_hist 0 $M)"
reset

# ---- the edges of bucket 0 ("4k": everything below 8 KiB) and bucket 1 ----
# (biocap counts a slot per power of two of bytes and folds them at status time;
# fio, not busybox dd, which drops O_DIRECT for a buffer that is not page aligned)
EDGE="--filename=$X --ioengine=psync --direct=1 --rw=read --invalidate=0"
# shellcheck disable=SC2086
fio_must --name=e512 $EDGE --bs=512 --size=1536
bc_expect $DM "3 direct 512-byte reads" \
	reads=3 writes=0 read_bytes=1536 split=0 clones=3 max_bio=512 hist="$(local_hist 0 3)"
reset
# shellcheck disable=SC2086
fio_must --name=e7680 $EDGE --bs=7680 --size=15360
# shellcheck disable=SC2086
fio_must --name=e8k $EDGE --bs=8k --size=40k
bc_expect $DM "2 direct 7.5 KiB and 5 direct 8 KiB reads" \
	reads=7 read_bytes=$((2 * 7680 + 5 * 8192)) split=0 clones=7 max_bio=8192 \
	hist=2,5,0,0,0,0,0,0,0,0,0,0,0,0,0
reset

# ---- 300 KiB reads: 600 sectors = 512 + 88 ----
dd if="$X" of=/dev/null bs=300k count=2 iflag=direct 2>"$DD_ERR" || fail "dd 300k read: $(cat "$DD_ERR")"
bc_expect $DM "2 direct 300 KiB reads at cap 512" \
	reads=2 read_bytes=614400 split=2 clones=4 max_bio=307200 hist="$(local_hist 6 2)"
reset

# ---- split origin: 1 MiB read at byte offset 128 KiB ----
dd if="$X" of=/dev/null bs=1M count=1 skip=131072 iflag=direct,skip_bytes 2>"$DD_ERR" ||
	fail "dd offset read: $(cat "$DD_ERR")"
bc_expect $DM "1 MiB read at offset 128 KiB, default mode (cut from the bio start)" \
	reads=1 split=1 clones=4 max_bio=$MIB hist="$(local_hist 8 1)"

T=$(bc_whole $LOWER 512 aligned) || fail "cannot size $LOWER"
dm_reload $DM "$T" || fail "reload with aligned ($T)"
reset
bc_expect $DM "aligned table loaded" cap=512 limit=512 aligned=1 $ZERO
dd if="$X" of=/dev/null bs=1M count=1 skip=131072 iflag=direct,skip_bytes 2>"$DD_ERR" ||
	fail "dd offset read (aligned): $(cat "$DD_ERR")"
bc_expect $DM "1 MiB read at offset 128 KiB, aligned (128K+256K+256K+256K+128K)" \
	reads=1 split=1 clones=5 read_bytes=$MIB max_bio=$MIB hist="$(local_hist 8 1)"

# ---- polled I/O at cap 16 (8 KiB): 8 clones per 64 KiB bio, all polled ----
expect_eq "$NB io_poll" "$(qattr $LOWER io_poll)" 1
T=$(bc_whole $LOWER 16 no_build_cap) || fail "cannot size $LOWER"
dm_reload $DM "$T" || fail "reload with cap 16"
expect_eq "biocap io_poll over a poll-capable null_blk" "$(qattr "$X" io_poll)" 1
reset
FIO="--name=p --filename=$X --ioengine=io_uring --hipri=1 --direct=1 --bs=64k --iodepth=1 --size=$((N * 64))k --invalidate=0"
# shellcheck disable=SC2086
fio_must $FIO --rw=read
log "polled read: $(fio_summary)"
expect_eq "fio issued reads" "$FIO_R_IOS" $N
bc_expect $DM "$N polled 64 KiB reads at cap 16" \
	reads=$N writes=0 read_bytes=$((N * 65536)) split=$N clones=$((8 * N)) polled=$((8 * N)) errors=0 \
	max_bio=65536 hist="$(local_hist 4 $N)"
reset
# shellcheck disable=SC2086
fio_must $FIO --rw=write
log "polled write: $(fio_summary)"
expect_eq "fio issued writes" "$FIO_W_IOS" $N
bc_expect $DM "$N polled 64 KiB writes at cap 16" \
	reads=0 writes=$N write_bytes=$((N * 65536)) split=$N clones=$((8 * N)) polled=$((8 * N)) errors=0 \
	max_bio=65536 hist="$(local_hist 4 $N)"
reset
bc_expect $DM "final reset_stats" cap=16 limit=16 $ZERO

# ---- counters exact under EAGAIN and suspend/resume ---------------------------------
# stats_consistent WHAT DIR FIO_IOS [KIB]: the relations above, for bios of KIB KiB
# (default 64) at cap 16 in direction DIR (read|write) after fio did FIO_IOS of them;
# nothing of the other direction.
stats_consistent() {
	_sc_kib=${4:-64}
	_sc_pc=$((_sc_kib / 8))
	case $_sc_kib in 8) _sc_bk=1 ;; 64) _sc_bk=4 ;; *) fail "stats_consistent: no bucket for $_sc_kib KiB" ;; esac
	_sc_sp=0
	_sc_s=$(bc_status $DM) || fail "$1: no status"
	for _sc_k in reads writes read_bytes write_bytes split clones polled errors again max_bio hist; do
		eval "_sc_$_sc_k=\$(kv_get \"\$_sc_s\" $_sc_k)"
	done
	log "$1: $_sc_s"
	if [ "$2" = read ]; then
		_sc_n=$_sc_reads _sc_o=$_sc_writes _sc_b=$_sc_read_bytes _sc_ob=$_sc_write_bytes
	else
		_sc_n=$_sc_writes _sc_o=$_sc_reads _sc_b=$_sc_write_bytes _sc_ob=$_sc_read_bytes
	fi
	expect_eq "$1: bios of the other direction" "$_sc_o/$_sc_ob" 0/0
	[ "$_sc_pc" -gt 1 ] && _sc_sp=$_sc_n
	[ "$_sc_n" -ge "$3" ] || fail "$1: $2s=$_sc_n below fio's $3"
	expect_eq "$1: hist ($_sc_kib KiB bucket = $2s)" "$_sc_hist" "$(local_hist $_sc_bk "$_sc_n")"
	expect_eq "$1: ${2}_bytes = $_sc_kib KiB x $2s" "$_sc_b" $((_sc_kib * 1024 * _sc_n))
	expect_eq "$1: split" "$_sc_split" "$_sc_sp"
	expect_eq "$1: max_bio" "$_sc_max_bio" $((_sc_kib * 1024))
	expect_eq "$1: errors" "$_sc_errors" 0
	[ "$_sc_clones" -ge $((_sc_pc * _sc_n)) ] && [ "$_sc_clones" -le $((_sc_pc * _sc_n + _sc_again)) ] ||
		fail "$1: clones=$_sc_clones not within $_sc_pc x $_sc_n .. + again=$_sc_again"
	[ "$_sc_polled" -le "$_sc_clones" ] || fail "$1: polled=$_sc_polled above clones=$_sc_clones"
}

# Forced EAGAIN: one tag, 16 REQ_NOWAIT bios in flight (io_uring's inline issue).
#  - IRQ completions, 64 KiB bios cut in 8: biocap ends such a REQ_NOWAIT bio with EAGAIN
#    before cutting it (counted in again only), and io_uring issues it again from a
#    worker, without REQ_NOWAIT: reads/writes must equal fio's I/Os and again must be
#    above 0. Before that refusal, a clone that found no tag ended the bio with EAGAIN
#    from an earlier clone's completion, which io_uring does not issue again: fio got
#    EAGAIN (patched 6.12, timer completions);
#  - polled, 8 KiB bios (poll, not cut) and 64 KiB bios cut in 8 (poll-cut): biocap
#    sends a polled clone that ended with EAGAIN again itself, still polled, from its
#    workqueue: reads/writes must equal fio's I/Os, and every clone is polled. Before,
#    dm core sent it again, and for a piece of a cut bio stock kernels (6.1 to 7.x)
#    ended the bio with a late EAGAIN that io_uring never completes: fio hung.
# The polled run is 94-polled-eagain (STATS_PART=polled-eagain runs this case up to
# the suspend part with only the polled modes, then the default cap over a shallow
# poll queue: see there). 20-stripe-eagain (STATS_PART=stripe-eagain) runs all three
# modes with a splitting dm device below biocap: dm-stripe with 4 KiB chunks over two
# one-tag null_blks, so that every clone of 8 KiB is split again below, where the
# EAGAIN happens, and then stops.
EAGAIN_MODES=irq
[ "${STATS_PART:-}" = polled-eagain ] && EAGAIN_MODES="poll poll-cut"
[ "${STATS_PART:-}" = stripe-eagain ] && EAGAIN_MODES="irq poll poll-cut"
NB1=bc12nb1
DM1=bc12a
# IRQ mode: null_blk with more than one hardware queue (a poll queue counts) completes a
# request inside its submission, so the one tag is free again before the next clone asks
# for it and nothing ever ends with EAGAIN (again=0 in every run before this was set).
# Completions by timer keep the tag while the bio's other clones are submitted.
# Polled requests do not use irqmode.
NB1_IRQ=
case " $EAGAIN_MODES " in *" irq "*) NB1_IRQ="irqmode=2 completion_nsec=100000" ;; esac
# shellcheck disable=SC2086 # NB1_IRQ is a list of attributes
nullb_create $NB1 64 hw_queue_depth=1 $NB1_IRQ ||
	fail "cannot create null_blk $NB1 (hw_queue_depth=1 $NB1_IRQ)"
expect_eq "$NB1 io_poll" "$(qattr /dev/$NB1 io_poll)" 1
LOWER1=/dev/$NB1
if [ "${STATS_PART:-}" = stripe-eagain ]; then
	# shellcheck disable=SC2086 # NB1_IRQ is a list of attributes
	nullb_create ${NB1}b 64 hw_queue_depth=1 $NB1_IRQ ||
		fail "cannot create null_blk ${NB1}b (hw_queue_depth=1 $NB1_IRQ)"
	_s=$(blk_sectors /dev/$NB1)
	dm_create bc12s "0 $((2 * _s)) striped 2 8 /dev/$NB1 0 /dev/${NB1}b 0" ||
		fail "cannot create the dm-stripe device below biocap"
	expect_eq "dm-stripe io_poll" "$(qattr "$(dm_dev bc12s)" io_poll)" 1
	LOWER1=$(dm_dev bc12s)
fi
bc_create $DM1 "$LOWER1" 16 no_build_cap
DM_SAVE=$DM
DM=$DM1
for rw in read write; do
	for mode in $EAGAIN_MODES; do
		hipri=0 kib=64
		[ $mode = poll ] && hipri=1 kib=8
		[ $mode = poll-cut ] && hipri=1
		dm_message $DM reset_stats || fail "reset_stats failed"
		fio_must --name=eagain --filename="$(dm_dev $DM)" --ioengine=io_uring --hipri=$hipri \
			--direct=1 --bs=${kib}k --iodepth=16 --rw=rand$rw --size=16M --io_size=8M \
			--norandommap --randrepeat=0
		log "forced EAGAIN, $mode ${rw}s of $kib KiB: $(fio_summary)"
		if [ $rw = read ]; then _ios=$FIO_R_IOS; else _ios=$FIO_W_IOS; fi
		stats_consistent "$mode ${rw}s of $kib KiB, QD 16, hw_queue_depth=1" $rw "$_ios" $kib
		expect_eq "$mode ${rw}s: ${rw}s = fio's" "$(bc_stat $DM ${rw}s)" "$_ios"
		log "again=$(bc_stat $DM again) (clones that ended with EAGAIN)"
		# the point of every mode: clones did end with EAGAIN (over dm-stripe the one-tag
		# disks are below the stripe, where dm core requeues a polled piece that ends with
		# EAGAIN itself on a kernel with the fixes: biocap may see none)
		[ "${STATS_PART:-}" = stripe-eagain ] || [ "$(bc_stat $DM again)" -gt 0 ] ||
			fail "$mode ${rw}s: again=0, no clone ended with EAGAIN (the path was not exercised)"
		# polled clones sent again stay polled
		[ $mode = irq ] || expect_eq "$mode ${rw}s: polled = clones" \
			"$(bc_stat $DM polled)" "$(bc_stat $DM clones)"
	done
done
dm_remove $DM1 || fail "cannot remove $DM1"
DM=$DM_SAVE
if [ "${STATS_PART:-}" = stripe-eagain ]; then
	dm_remove bc12s || fail "cannot remove the dm-stripe device"
	exit 0
fi

# The default (auto) cap over a shallow poll queue, as a user meets it: one poll queue
# of two tags, 64 KiB requests, 1 MiB polled random writes with crc32c verify at QD 8,
# then the same data read and verified at QD 16. Every bio is cut in 16 and the pieces
# outnumber the tags, so pieces end with EAGAIN. Before biocap sent them again itself,
# fio hung on stock 6.1 and 6.12 (killed by its timeout, the device left busy).
# Checked: fio completes with its data verified; no error; the bios are counted once
# each (writes, reads = fio's), each split in 16; every clone, sent again or not, polled.
if [ "${STATS_PART:-}" = polled-eagain ]; then
	NB2=bc12nb2
	DM2=bc12b
	nullb_create $NB2 128 memory_backed=1 submit_queues=1 poll_queues=1 hw_queue_depth=2 \
		max_sectors=128 || fail "cannot create null_blk $NB2"
	expect_eq "$NB2 io_poll" "$(qattr /dev/$NB2 io_poll)" 1
	# two tags for 16 pieces per bio at QD 16 is slow under TCG (seconds per read when
	# the host is busy): null_blk's 5 s timeout would end a slowly polled request with
	# an error. A hang is still caught, by fio's timeout.
	qattr_set /dev/$NB2 io_timeout 60000 || fail "cannot set $NB2 io_timeout"
	bc_create $DM2 /dev/$NB2 0 no_build_cap
	expect_eq "auto cap over 64 KiB requests" "$(bc_stat $DM2 cap)" 128
	FIO_TIMEOUT=180
	AUTO="--name=auto --filename=$(dm_dev $DM2) --ioengine=io_uring --hipri=1 --direct=1 --bs=1M"
	AUTO="$AUTO --rw=randwrite --size=64M --verify=crc32c --verify_fatal=1"
	nullb_fill $NB2 || fail "cannot fill $NB2"
	# read-async: every read issued from an io-wq worker (IOSQE_ASYNC), where it carries
	# no REQ_NOWAIT on 6.12 and later; its pieces must not wait for tags that its own
	# earlier pieces hold, which nobody polls until the issue returns, and a piece that
	# waits to be sent again must not wait for a worker's pieces that no poller knows of
	PHASES="write-verify read-verify read-async"
	for phase in $PHASES; do
		dm_message $DM2 reset_stats || fail "reset_stats failed"
		case $phase in
		# shellcheck disable=SC2086 # AUTO is a list of options
		write-verify) fio_must $AUTO --iodepth=8 ;;
		# shellcheck disable=SC2086
		read-verify) fio_must $AUTO --iodepth=16 --verify_only ;;
		# shellcheck disable=SC2086
		read-async) fio_must $AUTO --iodepth=16 --verify_only --force_async=1 ;;
		esac
		log "auto cap, $phase: $(fio_summary)"
		log "auto cap, $phase: $(bc_status $DM2)"
		s=$(bc_status $DM2) || fail "no status of $DM2"
		w=$(kv_get "$s" writes) r=$(kv_get "$s" reads) again=$(kv_get "$s" again)
		# fio's verify_only reports the writes it skipped as issued
		wios=$FIO_W_IOS
		[ $phase = write-verify ] || wios=0
		expect_eq "auto cap, $phase: writes = fio's" "$w" "$wios"
		expect_eq "auto cap, $phase: reads = fio's" "$r" "$FIO_R_IOS"
		[ $((w + r)) -gt 0 ] || fail "auto cap, $phase: no I/O counted"
		expect_eq "auto cap, $phase: split = bios" "$(kv_get "$s" split)" $((w + r))
		expect_eq "auto cap, $phase: clones = 16 x bios + again" "$(kv_get "$s" clones)" \
			$((16 * (w + r) + again))
		expect_eq "auto cap, $phase: polled = clones" "$(kv_get "$s" polled)" "$(kv_get "$s" clones)"
		expect_eq "auto cap, $phase: errors" "$(kv_get "$s" errors)" 0
		[ "$again" -gt 0 ] || [ $phase = read-async ] ||
			fail "auto cap, $phase: again=0, no piece ended with EAGAIN (the path was not exercised)"
	done
	dm_remove $DM2 || fail "cannot remove $DM2 after the auto cap runs"
	exit 0
fi

# Suspend and resume under libaio load (a reload would start a new table with counters
# of its own: its first map() of a parked remainder is a bio of the remainder's size).
for rw in read write; do
	reset
	(
		sleep 1
		i=0
		while [ $i -lt 6 ]; do
			dm_suspend $DM || { echo "suspend $i failed" >"$LIB_TMP/susp.err"; exit 1; }
			msleep 200
			dm_resume $DM || { echo "resume $i failed" >"$LIB_TMP/susp.err"; exit 1; }
			msleep 300
			i=$((i + 1))
		done
	) &
	_sp=$!
	fio_run --name=susp --filename="$X" --ioengine=libaio --direct=1 --bs=64k --iodepth=8 \
		--rw=rand$rw --size=16M --time_based --runtime=5 --norandommap --randrepeat=0
	wait $_sp || fail "suspend/resume loop: $(cat "$LIB_TMP/susp.err" 2>/dev/null)"
	fio_ok || fail "fio under suspend/resume: $(fio_summary)"
	log "suspend/resume x6 under libaio ${rw}s: $(fio_summary)"
	if [ $rw = read ]; then _ios=$FIO_R_IOS; else _ios=$FIO_W_IOS; fi
	stats_consistent "libaio ${rw}s across 6 suspends" $rw "$_ios"
done
exit 0
