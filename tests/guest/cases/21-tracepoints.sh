#!/bin/sh
# 21-tracepoints: the module's tracepoints (events/biocap/) report what the counters count.
# biocap cap 16 (8 KiB) over a null_blk, events enabled: 8 direct 64 KiB reads (dd, no
# REQ_NOWAIT) give one biocap_cut per cut (clones - reads = 56), each "keep 16 cap 16",
# the cuts of one read ending at the same sector; 32 io_uring 64 KiB reads without
# polling (REQ_NOWAIT) give one biocap_refuse per refusal (= again), each followed by a
# biocap_again that is not a resend (the refused bio ends with EAGAIN); then polled 8 KiB
# reads at QD 16 over a one-tag null_blk give one biocap_again per clone that ended with
# EAGAIN (= again), each a resend. With the events disabled nothing is recorded.
# group: target
. ./lib.sh

[ -n "$TRACEFS" ] || fail "no tracefs in the guest (test bed)"
EV=$TRACEFS/events/biocap
NB=bc21nb
DM=bc21
T=$LIB_TMP

nullb_create $NB 64 || fail "cannot create null_blk $NB"
bc_create $DM /dev/$NB 16 no_build_cap
[ -d "$EV/biocap_cut" ] || fail "no events/biocap/biocap_cut: the module has no tracepoints"
on_exit "echo 0 >$EV/enable; echo >$TRACEFS/trace"
[ -f "$TRACEFS/options/record-cmd" ] && echo 0 >"$TRACEFS/options/record-cmd"
echo >"$TRACEFS/trace"
echo 1 >"$EV/enable" || fail "cannot enable events/biocap"
echo 1 >"$TRACEFS/tracing_on"

# ---- cuts ----
dd if="$(dm_dev $DM)" of=/dev/null bs=64k count=8 iflag=direct 2>"$T/dd" || fail "dd: $(cat "$T/dd")"
cat "$TRACEFS/trace" >"$T/cut"
cuts=$(grep -c 'biocap_cut:' "$T/cut")
expect_eq "biocap_cut events = clones - reads" "$cuts" $(($(bc_stat $DM clones) - $(bc_stat $DM reads)))
expect_eq "biocap_cut events" "$cuts" 56
odd=$(grep 'biocap_cut:' "$T/cut" | grep -vc ' R [0-9]* + [0-9]* keep 16 cap 16$')
expect_eq "biocap_cut events not 'R S + N keep 16 cap 16'" "$odd" 0
ends=$(grep 'biocap_cut:' "$T/cut" | sed 's/.* R \([0-9]*\) + \([0-9]*\) keep.*/\1 \2/' |
	awk '{ print $1 + $2 }' | sort -u | wc -l)
expect_eq "distinct ends of the cuts (one per read)" "$ends" 8
log "$(grep -m 2 'biocap_cut:' "$T/cut" | sed 's/^ *//')"

# ---- refusals ----
dm_message $DM reset_stats || fail "reset_stats failed"
echo >"$TRACEFS/trace"
fio_must --name=refuse --filename="$(dm_dev $DM)" --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --size=2M --iodepth=1
cat "$TRACEFS/trace" >"$T/refuse"
refused=$(grep -c 'biocap_refuse:' "$T/refuse")
expect_eq "biocap_refuse events = again" "$refused" "$(bc_stat $DM again)"
[ "$refused" -gt 0 ] || fail "no biocap_refuse event (io_uring's first issue carries REQ_NOWAIT)"
# the refused bio ends with EAGAIN in end_io(), where again counts it: one biocap_again each
expect_eq "biocap_again events after refusals" "$(grep -c 'biocap_again:' "$T/refuse")" "$refused"
expect_eq "biocap_again events after refusals that are resends" \
	"$(grep 'biocap_again:' "$T/refuse" | grep -c ' resend$')" 0
dm_remove $DM || fail "cannot remove $DM"

# ---- EAGAIN ----
NB1=bc21nb1
DM1=bc21a
nullb_create $NB1 64 hw_queue_depth=1 || fail "cannot create null_blk $NB1 (hw_queue_depth=1)"
bc_create $DM1 /dev/$NB1 16 no_build_cap
echo >"$TRACEFS/trace"
fio_must --name=again --filename="$(dm_dev $DM1)" --ioengine=io_uring --hipri=1 --direct=1 \
	--bs=8k --iodepth=16 --rw=randread --size=16M --io_size=4M --norandommap --randrepeat=0
cat "$TRACEFS/trace" >"$T/again"
again=$(bc_stat $DM1 again)
expect_eq "biocap_again events = again" "$(grep -c 'biocap_again:' "$T/again")" "$again"
[ "$again" -gt 0 ] || fail "again=0: no clone ended with EAGAIN (the path was not exercised)"
expect_eq "biocap_again events that are not resends" \
	"$(grep 'biocap_again:' "$T/again" | grep -vc ' resend$')" 0
log "again=$again; $(grep -m 1 'biocap_again:' "$T/again" | sed 's/^ *//')"

# ---- disabled ----
echo 0 >"$EV/enable"
echo >"$TRACEFS/trace"
dd if="$(dm_dev $DM1)" of=/dev/null bs=64k count=4 iflag=direct 2>"$T/dd" || fail "dd: $(cat "$T/dd")"
expect_eq "biocap events with the events disabled" "$(grep -c 'biocap_' "$TRACEFS/trace")" 0
dm_remove $DM1 || fail "cannot remove $DM1"
exit 0
