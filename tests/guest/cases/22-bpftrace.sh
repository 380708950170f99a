#!/bin/sh
# 22-bpftrace: the bpftrace recipes of docs/dm-biocap.rst, run as the docs print them
# (read from the copy of the docs in the initramfs), with Debian trixie's bpftrace from
# the root that make check-bpftrace attaches, agree with the status counters:
#  - kept sizes: 16 direct 64 KiB reads at cap 8 (4 KiB) over a null_blk are 16 pieces
#    each, 15 cuts (the last piece is sent whole, not cut): one histogram, keyed by the
#    biocap device's dev_t, with clones - reads = 240 entries, all in [4K, 8K);
#  - cuts per bio: the same reads give one entry per read (keyed by the device and the
#    read's end sector: 128, 256, ... 2048), each clones / reads - 1 = 15, printed once;
#  - EAGAIN: the sums of the per-second prints count what again counts: io_uring's
#    REQ_NOWAIT 64 KiB reads at cap 16 over a null_blk are refused whole (again of that
#    device, all refusals as 21-tracepoints shows), each one in @refused and, handed
#    back, in @again[0]; polled 8 KiB reads at QD 16 over a one-tag null_blk end clones
#    with EAGAIN (again of the second device), all in @again[1] (sent again).
# Each recipe runs in the root as printed (sh, the command prefixed with exec) under
# timeout --foreground -s INT, started before the workload (it has attached when
# bpftrace says so) and ended with SIGINT after it, as by Ctrl-C.
# requires: bpftrace
# group: target
. ./lib.sh

DOC=/biocap/docs/dm-biocap.rst
R=/run/bpftrace-root
T=$LIB_TMP
NB=bc22nb
DM=bc22

[ -f "$DOC" ] || fail "no $DOC in the initramfs (tests/vm/initramfs.sh)"
root=$(testbed_root_dev biocap-bpftrace) ||
	fail "no root labelled biocap-bpftrace on namespace 2 (make check-bpftrace attaches it)"
on_exit "testbed_root_umount $R"
testbed_root_mount "$root" "$R" ro || fail "cannot mount $root at $R"
[ -x "$R/usr/bin/bpftrace" ] || fail "no bpftrace in the root on $root"
log "$(chroot "$R" /usr/bin/bpftrace --version 2>&1)"

# recipe N: the Nth bpftrace command of the docs, its indent taken off: from the line
# that starts it to the line that ends in the closing quote.
recipe() {
	awk -v n="$1" 'BEGIN { q = sprintf("%c", 39) }
		/^  bpftrace -e / { i++; on = (i == n) }
		on { sub(/^  /, ""); print; if (substr($0, length($0)) == q) on = 0 }' "$DOC"
}

# bt_perf_fds: the perf events the running bpftrace has open (one per tracepoint or
# interval probe once attached; none for END).
bt_perf_fds() {
	for _p in /proc/[0-9]*; do
		[ "$(cat "$_p/comm" 2>/dev/null)" = bpftrace ] || continue
		_n=0
		for _f in "$_p"/fd/*; do
			case $(readlink "$_f" 2>/dev/null) in *perf_event*) _n=$((_n + 1)) ;; esac
		done
		echo $_n
		return 0
	done
	echo 0
}

# bt_start N OUT: recipe N running in the root (output in OUT, OUT.err); returns when
# bpftrace has attached its probes.
BT_PID=
bt_start() {
	recipe "$1" >"$T/recipe"
	[ -s "$T/recipe" ] || fail "docs: no bpftrace recipe number $1"
	log "recipe $1: $(tr '\n' ' ' <"$T/recipe" | tr -s ' ')"
	# exec: bpftrace is the child of the root's timeout, which relays SIGINT to it and
	# returns when it has printed its maps and exited (a shell in between would die of
	# the SIGINT and leave bpftrace printing behind it); --foreground: to bpftrace
	# alone, once, as Ctrl-C would (without it timeout sends it to its process group too)
	{ printf 'exec '; cat "$T/recipe"; } >"$R/tmp/recipe-$1.sh"
	chroot "$R" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
		timeout --foreground -s INT 600 sh "/tmp/recipe-$1.sh" >"$2" 2>"$2.err" &
	BT_PID=$!
	on_exit "kill -INT $BT_PID 2>/dev/null"
	_i=0
	until grep -q '^Attach' "$2" "$2.err" 2>/dev/null; do
		kill -0 $BT_PID 2>/dev/null ||
			fail "recipe $1 exited before attaching: $(tail -n 5 "$2.err" "$2" | tr '\n' ' ' | cut -c1-400)"
		[ $_i -lt 300 ] || fail "recipe $1 did not attach within 300 s"
		sleep 1
		_i=$((_i + 1))
	done
	# bpftrace says "Attaching" before it attaches, and enabling a tracepoint (its
	# static key) takes seconds under TCG: a SIGINT before that ends bpftrace with
	# status 255 and nothing printed, an I/O before it is not counted
	_want=$(grep -o 'tracepoint:\|interval:' "$T/recipe" | wc -l)
	until [ "$(bt_perf_fds)" -ge "$_want" ]; do
		kill -0 $BT_PID 2>/dev/null || fail "recipe $1 exited while attaching: $(tail -n 5 "$2.err" | tr '\n' ' ')"
		[ $_i -lt 300 ] || fail "recipe $1 has $(bt_perf_fds) of $_want perf events after 300 s"
		sleep 1
		_i=$((_i + 1))
	done
	sleep 2
	log "recipe $1 attached after ${_i} s ($_want perf events)"
}

# bt_stop N OUT: end it as Ctrl-C does; it must exit 0 within 60 s.
bt_stop() {
	kill -INT $BT_PID
	_i=0
	while kill -0 $BT_PID 2>/dev/null && [ $_i -lt 60 ]; do
		sleep 1
		_i=$((_i + 1))
	done
	kill -0 $BT_PID 2>/dev/null && { kill -KILL $BT_PID; fail "recipe $1 did not exit after SIGINT"; }
	wait $BT_PID
	_rc=$?
	if [ $_rc -ne 0 ]; then
		echo "--- recipe $1: stdout"
		cat "$2"
		echo "--- recipe $1: stderr"
		cat "$2.err"
		fail "recipe $1 exited $_rc: $(tail -n 5 "$2.err" | tr '\n' ' ' | cut -c1-400)"
	fi
	log "recipe $1 output: $(grep -v '^$' "$2" | head -n 12 | tr '\n' '|' | cut -c1-600)"
}

nullb_create $NB 64 || fail "cannot create null_blk $NB"
bc_create $DM /dev/$NB 8 no_build_cap
# the kernel's dev_t (major << 20 | minor): the number bpftrace prints for args->dev
DEVT=$(blk_devt "$(dm_dev $DM)") || fail "no dev_t of $DM"
N=16

# ---- recipe 1: sizes the clones of cut bios keep ----
dm_message $DM reset_stats || fail "reset_stats failed"
bt_start 1 "$T/kept"
dd if="$(dm_dev $DM)" of=/dev/null bs=64k count=$N iflag=direct 2>"$T/dd" || fail "dd: $(cat "$T/dd")"
bt_stop 1 "$T/kept"
clones=$(bc_stat $DM clones)
expect_eq "reads" "$(bc_stat $DM reads)" $N
expect_eq "clones" "$clones" $((16 * N))
# "@kept[DEV]:" and then one line per bucket, "[4K, 8K)  240 |@@@...|"
expect_eq "histograms (keys)" "$(grep '^@kept\[' "$T/kept" | tr '\n' ' ')" "@kept[$DEVT]: "
expect_eq "buckets" "$(grep -c '^\[' "$T/kept")" 1
expect_eq "[4K, 8K) = clones - reads" \
	"$(awk '/^\[4K, 8K\)/ { print $3 }' "$T/kept")" $((clones - N))

# ---- recipe 2: cuts per bio ----
dm_message $DM reset_stats || fail "reset_stats failed"
bt_start 2 "$T/cuts"
dd if="$(dm_dev $DM)" of=/dev/null bs=64k count=$N iflag=direct 2>"$T/dd" || fail "dd: $(cat "$T/dd")"
bt_stop 2 "$T/cuts"
clones=$(bc_stat $DM clones)
reads=$(bc_stat $DM reads)
expect_eq "reads" "$reads" $N
# "@cuts[DEV, END]: COUNT", one per read
grep '^@cuts\[' "$T/cuts" | sed 's/^@cuts\[\([0-9]*\), \([0-9]*\)\]: \([0-9]*\)$/\1 \2 \3/' >"$T/cuts.kv"
expect_eq "entries (one per read)" "$(wc -l <"$T/cuts.kv")" "$reads"
expect_eq "entries not 'DEV END COUNT' of $DM" "$(grep -vc "^$DEVT [0-9]* [0-9]*\$" "$T/cuts.kv")" 0
expect_eq "cuts per read (k pieces: k - 1)" "$(awk '{ print $3 }' "$T/cuts.kv" | sort -u)" \
	$((clones / reads - 1))
expect_eq "end sectors" "$(awk '{ print $2 }' "$T/cuts.kv" | sort -n | tr '\n' ' ')" \
	"$(i=1; while [ $i -le $N ]; do printf '%d ' $((i * 128)); i=$((i + 1)); done)"
dm_remove $DM || fail "cannot remove $DM"

# ---- recipe 3: EAGAIN per second ----
DMR=bc22r
NB1=bc22nb1
DMA=bc22a
bc_create $DMR /dev/$NB 16 no_build_cap
nullb_create $NB1 64 hw_queue_depth=1 || fail "cannot create null_blk $NB1 (hw_queue_depth=1)"
bc_create $DMA /dev/$NB1 16 no_build_cap
bt_start 3 "$T/again"
fio_must --name=refuse --filename="$(dm_dev $DMR)" --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --size=2M --iodepth=1
fio_must --name=again --filename="$(dm_dev $DMA)" --ioengine=io_uring --hipri=1 --direct=1 \
	--bs=8k --iodepth=16 --rw=randread --size=16M --io_size=4M --norandommap --randrepeat=0
# a print of the interval probe after the workload
sleep 2
bt_stop 3 "$T/again"
refused=$(bc_stat $DMR again)
again=$(bc_stat $DMA again)
log "again: $refused refusals on $DMR, $again clones on $DMA"
[ "$refused" -gt 0 ] || fail "no refusal on $DMR (io_uring's first issue carries REQ_NOWAIT)"
[ "$again" -gt 0 ] || fail "again=0 on $DMA: no clone ended with EAGAIN (the path was not exercised)"
# "@refused: N" and "@again[RESEND]: N" every second and at the exit; RESEND 0/1 or
# false/true
sum() { grep -E "$1" "$T/again" | awk '{ s += $NF } END { print s + 0 }'; }
expect_eq "sum of @refused = again of $DMR (refusals)" "$(sum '^@refused: [0-9]+$')" "$refused"
expect_eq "sum of @again[0] = again of $DMR (the refused bios, handed back)" \
	"$(sum '^@again\[(0|false)\]: [0-9]+$')" "$refused"
expect_eq "sum of @again[1] = again of $DMA (clones sent again)" \
	"$(sum '^@again\[(1|true)\]: [0-9]+$')" "$again"
expect_eq "@again lines of another key" \
	"$(grep '^@again\[' "$T/again" | grep -Evc '^@again\[(0|1|false|true)\]: [0-9]+$')" 0
[ "$(grep -c '^@refused: ' "$T/again")" -ge 2 ] || fail "@refused printed fewer than twice (no interval)"
dm_remove $DMR || fail "cannot remove $DMR"
dm_remove $DMA || fail "cannot remove $DMA"
exit 0
