#!/bin/bash
# host/bench-reports: each committed per-function report of the benchmark
# (tests/bench/results/prof-*/prof-*.md) is what tests/bench/insnprof_report.py makes
# from the counts committed beside it (raw/*.functions.tsv.xz), up to its comparison
# with an earlier set. Without this, a change to the script or to the counts would
# leave reports that no longer follow from their data.
set -uo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
results=$REPO/tests/bench/results
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
for md in "$results"/prof-*/prof-*.md; do
	dir=$(dirname "$md")
	set -- "$dir"/raw/*-prof.functions.tsv.xz
	tsv=$1 log=${1%.functions.tsv.xz}.log
	name=${dir#"$REPO"/}
	if [ ! -f "$tsv" ] || [ ! -f "$log" ]; then
		echo "FAIL host/bench-reports: $name has no raw/*-prof.functions.tsv.xz and .log"
		exit 0
	fi
	kernel=$(sed -n '1s/^# Instructions per .* by kernel function (\(.*\))$/\1/p' "$md")
	if [ -z "$kernel" ]; then
		echo "FAIL host/bench-reports: $name/$(basename "$md") has no title naming its kernel"
		exit 0
	fi
	if ! python3 "$REPO/tests/bench/insnprof_report.py" --log "$log" --functions-in "$tsv" \
		--kernel "$kernel" >"$work/new.md" 2>"$work/err"; then
		echo "FAIL host/bench-reports: insnprof_report.py fails on $name: $(head -c 300 "$work/err")"
		exit 0
	fi
	# the comparison with an earlier set needs that set's path as it was given
	sed '/^## Against /,$d' "$md" >"$work/old.md"
	if ! diff -u "$work/old.md" "$work/new.md" >"$work/diff"; then
		echo "FAIL host/bench-reports: $name/$(basename "$md") is not what its counts give:" \
			"$(grep -m4 '^[-+][^-+]' "$work/diff" | tr '\n' ' ' | cut -c1-400)"
		exit 0
	fi
	n=$((n + 1))
done
if [ "$n" = 0 ]; then
	echo "FAIL host/bench-reports: no report in tests/bench/results/prof-*/"
else
	echo "PASS host/bench-reports # $n per-function reports follow from their counts"
fi
