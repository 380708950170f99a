# shellcheck shell=bash
# Turns one guest run into PASS/FAIL lines (sourced by run-guest.sh).

# Kernel-log reports that fail a run wherever they appear; the guest's runner
# reads the same file.
OOPS_PATTERN=$(grep -v '^#' "$(dirname "${BASH_SOURCE[0]}")/../guest/kernel-reports.ere")

# parse_results TAG RESULTS-LOG CONSOLE-LOG QEMU-EXIT: prints the result lines on
# stdout, details on stderr; returns 1 if anything failed.
parse_results() {
	local tag=$1 results=$2 console=$3 qrc=$4 line running='' done='' failed=0 why oops
	[ -f "$results" ] || : >"$results"
	while IFS= read -r line; do
		line=${line%$'\r'}
		case $line in
		"RUN "*) running=${line#RUN } ;;
		"PASS "* | "SKIP "*) echo "$line"; running= ;;
		"FAIL "*) echo "$line"; running=; failed=1 ;;
		DONE) done=1 ;;
		esac
	done <"$results"
	if [ -z "$done" ]; then
		failed=1
		case $qrc in
		124 | 137) why="guest timed out after ${GUEST_TIMEOUT}s (hang; state in hang.log and the console)" ;;
		125) why="guest stuck: no result line for ${STALL_SECONDS:-?}s, past its own case timeout (state in hang.log and the console)" ;;
		*) why="guest stopped before finishing (qemu exit $qrc; kernel panic or crash?)" ;;
		esac
		[ -n "$running" ] && echo "FAIL $tag/$running: $why during this case"
		echo "FAIL $tag/guest: $why; console: $console"
		echo "----- last lines of $console -----" >&2
		tail -n 40 "$console" | tr -d '\r' >&2
		echo "-----" >&2
	fi
	# Kernel messages carry a [ seconds.micros ] stamp: only those are scanned, not
	# the case output that the runner echoes to the console.
	oops=$(tr -d '\r' <"$console" | grep -E '^\[ *[0-9]+\.[0-9]+\]' | grep -E "$OOPS_PATTERN" | head -n 5 || true)
	if [ -n "$oops" ]; then
		failed=1
		echo "FAIL $tag/kernel-log: $(echo "$oops" | head -n 2 | sed 's/^\[ *[0-9.]*\] //' | tr '\n' ' ')(see $console)"
		echo "----- kernel log reports in $console -----" >&2
		tr -d '\r' <"$console" | grep -E -B2 -A25 "$OOPS_PATTERN" | head -n 80 >&2 || true
		echo "-----" >&2
	fi
	[ $failed -eq 0 ] || echo "logs of $tag: $(dirname "$console")/" >&2
	return $failed
}
