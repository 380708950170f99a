#!/bin/bash
# host/fast-path-untraced: the common pass of map() (biocap_map(), a read or write sent
# whole) reaches no tracepoint: the module, built against the 6.1 kernel tag's headers,
# has no tracepoint reference in biocap_map()'s code. The tracepoints
# (dm-biocap/biocap-trace.h) belong on the slow side only; there they cost a patched
# no-op while disabled, here they would cost that on every I/O.
set -uo pipefail
# shellcheck source=tests/vm/lib.sh
. "$(dirname "$0")/../vm/lib.sh"
# shellcheck source=tests/host/module-tree.sh
. "$(dirname "$0")/module-tree.sh"
headers_61
kdir=$KDIR
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "$kdir" ]; then
	echo "FAIL host/fast-path-untraced: the headers of the 6.1 kernel tag could not be installed"
	exit 0
fi
module_tree "$work"
if ! make -C "$work" module KDIR="$kdir" >"$work/build.log" 2>&1; then
	echo "FAIL host/fast-path-untraced: the module does not build: $(grep -m3 error "$work/build.log" | tr '\n' ' ')"
	exit 0
fi
code=$(objdump -dr --no-show-raw-insn "$work/dm-biocap.ko" |
	awk '/<biocap_map>:/ { f = 1 } f && /^$/ { exit } f')
if [ -z "$code" ]; then
	echo "FAIL host/fast-path-untraced: no biocap_map() in dm-biocap.ko"
elif refs=$(grep -E 'tracepoint|__SCT__tp|__traceiter|trace_biocap' <<<"$code"); then
	echo "FAIL host/fast-path-untraced: biocap_map() references a tracepoint: $(head -n 2 <<<"$refs" | tr -s ' \t\n' ' ')"
else
	echo "PASS host/fast-path-untraced # biocap_map(): $(grep -c '^ *[0-9a-f]*:' <<<"$code") instructions, no tracepoint"
fi
