#!/bin/bash
# host/bench-reports: each committed per-function report of the benchmark
# (tests/bench/results/prof-*/prof-<kernel>.md) is what tests/bench/insnprof_report.py
# makes from the counts committed beside it (raw/<kernel>-prof.functions.tsv.xz), with
# the earlier set it compares itself with, if any, as the report names it. Without
# this, a change to the script or to the counts would leave reports that no longer
# follow from their data.
set -uo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
results=$REPO/tests/bench/results
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
for md in "$results"/prof-*/prof-*.md; do
	[ -e "$md" ] || continue
	dir=$(dirname "$md")
	name=${md#"$REPO"/}
	base=$(basename "$md" .md)
	tsv=$dir/raw/${base#prof-}-prof.functions.tsv.xz
	log=$dir/raw/${base#prof-}-prof.log
	if [ ! -f "$tsv" ] || [ ! -f "$log" ]; then
		echo "FAIL host/bench-reports: $name has no ${tsv#"$REPO"/} and .log beside it"
		exit 0
	fi
	kernel=$(sed -n '1s/^# Instructions per .* by kernel function (\(.*\))$/\1/p' "$md")
	if [ -z "$kernel" ]; then
		echo "FAIL host/bench-reports: $name has no title naming its kernel"
		exit 0
	fi
	# "The same configurations measured on NAME (`PATH`)": PATH as it was given, from the
	# repository or from tests/bench/results
	before=() cwd=$REPO
	# shellcheck disable=SC2016 # the report's backquotes
	re='^The same configurations measured on (.*) \(`([^`]*)`\)'
	line=$(grep -m1 -E "$re" "$md")
	if [[ $line =~ $re ]]; then
		bpath=${BASH_REMATCH[2]}
		[ -f "$REPO/$bpath" ] || cwd=$results
		if [ ! -f "$cwd/$bpath" ]; then
			echo "FAIL host/bench-reports: $name compares itself with $bpath, which is not there"
			exit 0
		fi
		before=(--before "$bpath" --before-name "${BASH_REMATCH[1]}")
	fi
	if ! (cd "$cwd" && python3 "$REPO/tests/bench/insnprof_report.py" --log "$log" \
		--functions-in "$tsv" --kernel "$kernel" "${before[@]}") >"$work/new.md" 2>"$work/err"; then
		echo "FAIL host/bench-reports: insnprof_report.py fails on $name: $(head -c 300 "$work/err")"
		exit 0
	fi
	if ! diff -u "$md" "$work/new.md" >"$work/diff"; then
		echo "FAIL host/bench-reports: $name is not what its counts give:" \
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
