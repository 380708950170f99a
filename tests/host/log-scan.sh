#!/bin/bash
# Self-test of the guest-log scanner (tests/vm/results.sh): a run whose console
# carries a kernel report must FAIL, a clean one must PASS. The consoles are
# short hand-made logs in the shape the kernel prints each report in.
# Prints PASS/FAIL host/log-scan/<case>.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
GUEST_TIMEOUT=1
# shellcheck source=tests/vm/results.sh
. "$root/tests/vm/results.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'RUN lifecycle\nPASS x/lifecycle\nDONE\n' >"$tmp/results.done"
printf 'RUN lifecycle\n' >"$tmp/results.cut"

# expect NAME pass|fail RESULTS: the console is read from stdin.
expect() {
	local name=$1 want=$2 results=$3 got rc=0
	cat >"$tmp/console"
	parse_results x "$results" "$tmp/console" 0 >"$tmp/out" 2>/dev/null || rc=$?
	got=pass
	[ $rc -ne 0 ] && got=fail
	if [ "$got" = "$want" ]; then
		echo "PASS host/log-scan/$name"
	else
		echo "FAIL host/log-scan/$name: scanner said $got, expected $want"
		sed 's/^/    /' "$tmp/out" >&2
	fi
}

expect clean pass "$tmp/results.done" <<'LOG'
[    0.000000] Linux version 6.12.95 (gcc-12)
[    3.120001] device-mapper: biocap: cap 256 sectors
RUN 03-bad-tables: the case echoes WARNING: and BUG: without a kernel stamp
LOG

expect lockdep-circular fail "$tmp/results.done" <<'LOG'
[   12.345678] ======================================================
[   12.345679] WARNING: possible circular locking dependency detected
[   12.345680] 6.12.95-dbg #1 Not tainted
LOG

expect lockdep-recursive fail "$tmp/results.done" <<'LOG'
[   12.000001] ============================================
[   12.000002] WARNING: possible recursive locking detected
LOG

expect lockdep-irq-inversion fail "$tmp/results.done" <<'LOG'
[   12.000001] ================================
[   12.000002] WARNING: inconsistent lock state
LOG

expect sleep-in-atomic fail "$tmp/results.done" <<'LOG'
[    9.100000] BUG: sleeping function called from invalid context at mm/slub.c:4100
LOG

expect kasan fail "$tmp/results.done" <<'LOG'
[   20.000000] ==================================================================
[   20.000001] BUG: KASAN: slab-use-after-free in biocap_end_io+0x1c/0x90 [dm_biocap]
LOG

expect kmemleak fail "$tmp/results.done" <<'LOG'
[   40.000000] kmemleak: 1 new suspected memory leaks (see /sys/kernel/debug/kmemleak)
LOG

expect kmemleak-object fail "$tmp/results.done" <<'LOG'
unreferenced object 0xffff888003a1c000 (size 64):
[   40.000001] unreferenced object 0xffff888003a1c000 (size 64):
LOG

expect ubsan fail "$tmp/results.done" <<'LOG'
[   15.000000] UBSAN: shift-out-of-bounds in drivers/md/dm-biocap.c:120:20
LOG

expect oops fail "$tmp/results.done" <<'LOG'
[   30.000000] BUG: kernel NULL pointer dereference, address: 0000000000000008
[   30.000001] Oops: 0000 [#1] PREEMPT SMP NOPTI
LOG

expect gpf fail "$tmp/results.done" <<'LOG'
[   30.000000] general protection fault, probably for non-canonical address 0xdead000000000100
LOG

expect hung-task fail "$tmp/results.done" <<'LOG'
[  250.000000] INFO: task fio:311 blocked for more than 122 seconds.
LOG

expect warn-on fail "$tmp/results.done" <<'LOG'
[    8.000000] WARNING: CPU: 1 PID: 220 at block/blk-merge.c:607 __blk_rq_map_sg+0x3f/0x4a0
LOG

expect guest-cut-short fail "$tmp/results.cut" <<'LOG'
[    3.000000] Linux version 6.12.95 (gcc-12)
LOG

# The guest pins reports on the case that caused them: its runner must end up
# with the scanner's pattern (run its BAD= line where the guest runs it).
guest_bad=$(cd "$root/tests/guest" && sh -c "$(grep -m1 '^BAD=' run-tests.sh)"' && printf %s "$BAD"')
if [ "$guest_bad" = "$OOPS_PATTERN" ]; then
	echo "PASS host/log-scan/guest-pattern"
else
	echo "FAIL host/log-scan/guest-pattern: BAD of tests/guest/run-tests.sh ('$guest_bad') is not the scanner's OOPS_PATTERN"
fi
