#!/bin/sh
# 06-polling: polled I/O through biocap stays polled, judged by oracles outside
# the module (interrupt counts, latency, error codes).
# Asserts:
#   A io_poll: 1 for biocap over nvme0n1 and over a null_blk with poll_queues=1,
#     0 over a null_blk with poll_queues=0 (it follows the lower device).
#   B NVMe interrupt oracle: polled fio (io_uring hipri=1 direct=1, 16 KiB random
#     reads and writes, split by cap 8) through biocap completes without error
#     and leaves the nvme0q1.. interrupt counts flat; the same run without
#     hipri raises them (the oracle works).
#   C 1 MiB polled reads through biocap with the auto cap (cap 0; asserted to
#     be what auto_cap_of in lib.sh computes from the disk's queue limits) complete without error
#     and with interrupts flat.  The same reads through dm-linear over the same
#     disk are run and what happens is printed (error, interrupt delta):
#     informational, not asserted.
#   D null_blk latency oracle (irqmode=2, completion_nsec=10 ms, poll_queues=1):
#     the run without hipri takes >= 9.5 ms (every completion waits for the
#     timer); polled 4 KiB and 16 KiB (split) reads through biocap have a mean
#     clat below half the timer and below half of that run's (an I/O that waited
#     for the timer takes >= 10 ms, so such a mean needs most I/O polled). The
#     timer is long because a KASAN guest under single-threaded TCG takes
#     ~0.8 ms per polled 4 KiB read and ~2.7 ms per 16 KiB split in four.
#   E polled reads through biocap over a null_blk without poll queues fail with
#     EOPNOTSUPP (95) on 6.12 and later (polling is reported honestly) and
#     complete on 6.1 (which falls back to interrupts), also 16 KiB reads cut in four
#     (6.1 hands them to biocap with REQ_NOWAIT and without REQ_POLLED, and io_uring's
#     worker issues a refused one again the same way: refused every time, fio hung).
# group: target
# requires: nvme
. ./lib.sh

T0=$(now_ms)
need_nvme
NVME_OFF=524288 # 256 MiB into the disk
NVME_LEN=262144 # 128 MiB
FIO_TIMEOUT=90

POLL="--ioengine=io_uring --hipri=1 --direct=1"
NULLB_TIMER_NS=10000000 # D: what a completion that is not polled waits for
IRQ="--ioengine=io_uring --hipri=0 --direct=1"

# ---- A: io_poll -------------------------------------------------------------------
nullb_create bc06p 256 submit_queues=1 poll_queues=1 irqmode=2 completion_nsec=$NULLB_TIMER_NS ||
	fail "cannot create null_blk bc06p (poll_queues=1, irqmode=2)"
nullb_create bc06np 64 submit_queues=1 poll_queues=0 || fail "cannot create null_blk bc06np (poll_queues=0)"
expect_eq "io_poll of null_blk with poll_queues=1 (precondition)" "$(qattr /dev/bc06p io_poll)" 1
expect_eq "io_poll of null_blk with poll_queues=0 (precondition)" "$(qattr /dev/bc06np io_poll)" 0

nv() { bc_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF "$@"; }
dm_create bc06nv "$(nv 8)" 2>"$LIB_TMP/err" || fail "biocap over nvme: $(cat "$LIB_TMP/err")"
bc_create bc06pl /dev/bc06p 8
bc_create bc06np /dev/bc06np 8
expect_eq "io_poll of biocap over $NVME_DEV" "$(qattr "$(dm_dev bc06nv)" io_poll)" 1
expect_eq "io_poll of biocap over null_blk poll_queues=1" "$(qattr "$(dm_dev bc06pl)" io_poll)" 1
expect_eq "io_poll of biocap over null_blk poll_queues=0" "$(qattr "$(dm_dev bc06np)" io_poll)" 0
log "A: io_poll biocap/nvme=1 biocap/null_blk(poll)=1 biocap/null_blk(no poll)=0"

# ---- B: interrupts stay flat for polled I/O ------------------------------------------
DEV=$(dm_dev bc06nv)
i0=$(nvme_irqs)
fio_run --name=polled --filename="$DEV" $POLL --rw=randrw --bs=16k --iodepth=4 \
	--runtime=2 --time_based --size=64m
i1=$(nvme_irqs)
fio_ok || fail "B: polled 16k randrw through biocap cap 8: $(fio_summary)"
pst=$(bc_status bc06nv)
log "B: polled 16k randrw via biocap cap 8: $FIO_R_IOS reads $FIO_W_IOS writes, clat ${FIO_R_CLAT}/${FIO_W_CLAT} us, nvme irqs $i0 -> $i1 (biocap clones=$(kv_get "$pst" clones) polled=$(kv_get "$pst" polled))"
[ "$i1" -eq "$i0" ] || fail "B: polled I/O through biocap raised NVMe I/O interrupts by $((i1 - i0)) ($FIO_R_IOS+$FIO_W_IOS I/Os)"
fio_run --name=irq --filename="$DEV" $IRQ --rw=randrw --bs=16k --iodepth=4 \
	--runtime=2 --time_based --size=64m
i2=$(nvme_irqs)
fio_ok || fail "B: interrupt-driven control run: $(fio_summary)"
log "B: control (hipri=0): $FIO_R_IOS reads $FIO_W_IOS writes, nvme irqs $i1 -> $i2"
[ $((i2 - i1)) -ge 10 ] || fail "B: control run without hipri raised NVMe interrupts by only $((i2 - i1)): oracle broken"
dm_remove bc06nv || fail "remove bc06nv"

# ---- C: 1 MiB polled reads, auto cap vs dm-linear -----------------------------------------
dm_create bc06auto "$(nv 0)" 2>"$LIB_TMP/err" || fail "C: biocap auto cap over nvme: $(cat "$LIB_TMP/err")"
cap=$(bc_stat bc06auto cap) || fail "C: no status"
want=$(auto_cap_of "$NVME_DEV") || fail "C: auto cap of $NVME_DEV"
log "C: $NVME_DEV max_sectors_kb=$(qattr "$NVME_DEV" max_sectors_kb) max_segments=$(qattr "$NVME_DEV" max_segments) max_segment_size=$(qattr "$NVME_DEV" max_segment_size) -> auto cap $cap (want $want)"
expect_eq "C: auto cap over $NVME_DEV" "$cap" "$want"
[ "$cap" -lt 2048 ] || log "C: note: auto cap $cap >= 1 MiB, biocap does not split 1 MiB reads"
DEV=$(dm_dev bc06auto)
i0=$(nvme_irqs)
fio_run --name=big --filename="$DEV" $POLL --rw=randread --bs=1m --iodepth=2 \
	--runtime=2 --time_based --size=64m
i1=$(nvme_irqs)
pst=$(bc_status bc06auto)
log "C: biocap auto cap, polled 1 MiB reads: $(fio_summary), nvme irqs +$((i1 - i0)), biocap reads=$(kv_get "$pst" reads) split=$(kv_get "$pst" split) clones=$(kv_get "$pst" clones) polled=$(kv_get "$pst" polled)"
fio_ok || fail "C: polled 1 MiB reads through biocap (auto cap $cap) failed: $(fio_summary)"
[ "$i1" -eq "$i0" ] || fail "C: polled 1 MiB reads through biocap (auto cap $cap) raised NVMe interrupts by $((i1 - i0)): not polled"
dm_remove bc06auto || fail "remove bc06auto"

dm_create bc06lin "$(linear_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF)" 2>"$LIB_TMP/err" ||
	fail "C: dm-linear over nvme: $(cat "$LIB_TMP/err")"
i0=$(nvme_irqs)
fio_run --name=big --filename="$(dm_dev bc06lin)" $POLL --rw=randread --bs=1m --iodepth=2 \
	--runtime=2 --time_based --size=64m
i1=$(nvme_irqs)
case $FIO_ERR in
0) what="completed" ;;
11) what="failed with EAGAIN" ;;
95) what="failed with EOPNOTSUPP" ;;
'') what="produced no result" ;;
*) what="failed with errno $FIO_ERR" ;;
esac
[ $((i1 - i0)) -gt 0 ] && what="$what, with $((i1 - i0)) NVMe interrupts (not polled)"
log "C: INFO dm-linear (no cap), polled 1 MiB reads $what: $(fio_summary), nvme irqs +$((i1 - i0))"
dm_remove bc06lin || fail "remove bc06lin"

# ---- D: null_blk latency oracle --------------------------------------------------------
DEV=$(dm_dev bc06pl)
fio_run --name=irq4k --filename="$DEV" $IRQ --rw=randread --bs=4k --iodepth=1 --runtime=2 --time_based
fio_ok || fail "D: interrupt-driven 4k reads: $(fio_summary)"
irq_clat=$FIO_R_CLAT
fio_run --name=poll4k --filename="$DEV" $POLL --rw=randread --bs=4k --iodepth=1 --runtime=2 --time_based
fio_ok || fail "D: polled 4k reads through biocap: $(fio_summary)"
poll_clat=$FIO_R_CLAT
poll_ios=$FIO_R_IOS
fio_run --name=poll16k --filename="$DEV" $POLL --rw=randread --bs=16k --iodepth=1 --runtime=2 --time_based
fio_ok || fail "D: polled 16k reads through biocap (cap 8): $(fio_summary)"
poll16_clat=$FIO_R_CLAT
pst=$(bc_status bc06pl)
log "D: null_blk irqmode=2 $((NULLB_TIMER_NS / 1000000)) ms: mean clat irq 4k ${irq_clat} us, polled 4k ${poll_clat} us ($poll_ios I/Os), polled 16k split ${poll16_clat} us (biocap split=$(kv_get "$pst" split) polled=$(kv_get "$pst" polled))"
timer_us=$((NULLB_TIMER_NS / 1000))
awk -v c="$irq_clat" -v t="$timer_us" 'BEGIN { exit !(c >= t * 0.95) }' || fail "D: interrupt-driven clat ${irq_clat} us < 0.95 x the ${timer_us} us timer: latency oracle broken"
polled_fast() { awk -v c="$1" -v i="$irq_clat" -v t="$timer_us" 'BEGIN { exit !(c < t / 2 && c < i / 2) }'; }
polled_fast "$poll_clat" || fail "D: polled 4k clat ${poll_clat} us through biocap (IRQ run ${irq_clat} us): not polled (timer completion is ${timer_us} us)"
polled_fast "$poll16_clat" || fail "D: polled 16k (split) clat ${poll16_clat} us through biocap (IRQ run ${irq_clat} us): not polled"

# ---- E: polled I/O to a stack without poll queues -------------------------------------------
# nopoll NAME BS WHAT: polled reads of BS to biocap over the non-poll null_blk; on 6.12 and
# later they fail with EOPNOTSUPP, on 6.1 they complete (fio_ok's status is returned)
nopoll() {
	fio_run --name="$1" --filename="$(dm_dev bc06np)" $POLL --rw=randread --bs="$2" --iodepth=1 --number_ios=64 --size=16m
	log "E: polled $3 via biocap over null_blk poll_queues=0 on $(uname -r): $(fio_summary)"
	if kver_ge 6 12; then
		expect_eq "E: fio error for polled $3 to biocap over a non-poll device on $(uname -r)" "$FIO_ERR" 95
		return 1
	fi
	fio_ok || fail "E: polled $3 to biocap over a non-poll device on $(uname -r) should fall back to interrupts: $(fio_summary)"
}
nopoll nopoll 4k "reads"
# the same with reads the cap cuts in four: on 6.1 the bio arrives with REQ_NOWAIT and
# without REQ_POLLED (the block layer cleared it), and must still complete
dm_message bc06np reset_stats || fail "E: reset_stats failed"
if nopoll nopoll16 16k "16k reads (cut in four)"; then
	# refused at most once each (issued inline), then cut when io_uring's worker issues
	# it again with REQ_NOWAIT: every read in four clones
	expect_eq "E: 16k reads split by biocap" "$(bc_stat bc06np split)" 64
	expect_eq "E: clones of the 16k reads" "$(bc_stat bc06np clones)" 256
	_again=$(bc_stat bc06np again)
	log "E: again=$_again (reads refused before io_uring's worker issued them)"
	[ "$_again" -le 64 ] || fail "E: again=$_again: a 16k read was refused more than once"
fi
log "case took $(($(now_ms) - T0)) ms"
exit 0
