#!/bin/bash
# host/guest-syntax: every shell script the guest runs (tests/guest/init, run-tests.sh, fstests.sh,
# lib.sh, testbed.sh, cases/*.sh, and lvm-root/*init of host/lvm-root) parses as POSIX sh. A
# case with a syntax error otherwise shows up only as "exit status 2" after a kernel build and
# a boot, on every kernel.
# Uses busybox sh (the guest's shell) when the host has it, dash otherwise.
set -uo pipefail
dir=$(cd "$(dirname "$0")/../guest" && pwd)
if command -v busybox >/dev/null && busybox sh -c : 2>/dev/null; then
	shell=(busybox sh)
elif command -v dash >/dev/null; then
	shell=(dash)
else
	echo "FAIL host/guest-syntax: neither busybox nor dash on the host"
	exit 0
fi
n=0 bad=
for f in "$dir/init" "$dir/run-tests.sh" "$dir/lib.sh" "$dir/testbed.sh" "$dir/fstests.sh" "$dir"/lvm-root/*init "$dir"/cases/*.sh; do
	n=$((n + 1))
	if ! err=$("${shell[@]}" -n "$f" 2>&1); then
		bad="$bad ${f#"$dir"/}: $(echo "$err" | head -n 1);"
	fi
done
if [ -n "$bad" ]; then
	echo "FAIL host/guest-syntax:$bad"
else
	echo "PASS host/guest-syntax # $n scripts, ${shell[*]} -n"
fi
