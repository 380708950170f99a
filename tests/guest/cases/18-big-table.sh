#!/bin/sh
# 18-big-table: a table of 1,000 biocap lines, on however many possible CPUs the guest
# has (2 in the suite; the figures in docs/stats.md come from a guest booted with
# BIOCAP_MAXCPUS=256). Every line keeps its own per-CPU statistics, for every possible
# CPU, so their size is what a big machine pays.
#  - per-CPU memory (Percpu in /proc/meminfo) grows by at most 320 bytes per line and
#    possible CPU when the table is created (the statistics are 304), and a second
#    table created after the first is removed takes no more;
#  - reads through ten lines are counted exactly on those lines (reads=1,
#    read_bytes=4096) and nowhere else; the other 990 lines show zero;
#  - dmsetup status of the whole table answers, and its time is logged.
# group: target
. ./lib.sh

NB=bc18nb
DM=bc18
LINES=1000
LEN=2048 # 1 MiB per line
nullb_create $NB $((LINES + 8)) || fail "cannot create null_blk $NB"
ncpu=$(awk -F- '{ print $NF + 1 }' /sys/devices/system/cpu/possible)
log "possible CPUs: $(cat /sys/devices/system/cpu/possible) ($ncpu)"

percpu_kb() { awk '/^Percpu:/ { print $2 }' /proc/meminfo; }
# biocap_sum KEY: the sum of KEY over the lines of the table's status
T=$LIB_TMP/table
awk -v n=$LINES -v len=$LEN -v dev=/dev/$NB 'BEGIN {
	for (i = 0; i < n; i++) printf "%d %d biocap %s %d 0\n", i * len, len, dev, i * len }' >"$T"

sync
p0=$(percpu_kb)
dmsetup create --noudevsync $DM <"$T" || fail "cannot create a table of $LINES lines"
on_exit "dm_remove_quiet $DM"
p1=$(percpu_kb)
grow=$((p1 - p0))
per=$((grow * 1024 / LINES / ncpu))
log "Percpu: $p0 kB before, $p1 kB with $LINES lines ($grow kB: $per bytes per line and CPU)"
[ "$per" -le 320 ] ||
	fail "per-CPU memory grew by $grow kB for $LINES lines on $ncpu CPUs: $per bytes per line and CPU"
expect_eq "lines in the table" "$(dmsetup table $DM | wc -l)" $LINES

# one 4 KiB direct read at the start of each of ten lines
for i in 0 1 99 100 499 500 777 998 999 3; do
	dd if="$(dm_dev $DM)" of=/dev/null bs=4096 count=1 skip=$((i * LEN / 8)) iflag=direct 2>/dev/null ||
		fail "read of line $i"
done
t0=$(now_ms)
dmsetup status $DM >"$LIB_TMP/status" || fail "status of $LINES lines"
t1=$(now_ms)
log "dmsetup status of $LINES lines on $ncpu possible CPUs: $((t1 - t0)) ms (TCG)"
expect_eq "status lines" "$(wc -l <"$LIB_TMP/status")" $LINES
got=$(awk '{
	line = NR - 1; r = ""; b = ""
	for (f = 4; f <= NF; f++) {
		if ($f ~ /^reads=/) r = substr($f, 7)
		if ($f ~ /^read_bytes=/) b = substr($f, 12)
	}
	if (r != 0 || b != 0) printf "%d:%s:%s ", line, r, b }' "$LIB_TMP/status")
expect_eq "lines with reads (line:reads:bytes)" "$got" \
	"0:1:4096 1:1:4096 3:1:4096 99:1:4096 100:1:4096 499:1:4096 500:1:4096 777:1:4096 998:1:4096 999:1:4096 "

dm_remove $DM || fail "cannot remove the table of $LINES lines"
# the per-CPU allocator keeps freed pages populated: a second table of the same size
# must fit in what the first one freed
dmsetup create --noudevsync $DM <"$T" || fail "cannot create the table of $LINES lines again"
p2=$(percpu_kb)
log "Percpu with the table created a second time: $p2 kB"
[ $((p2 - p1)) -le $((grow / 8 + 64)) ] ||
	fail "per-CPU memory grew again: $p1 kB with the first table, $p2 kB with the second"
dm_remove $DM || fail "cannot remove the second table of $LINES lines"
exit 0
