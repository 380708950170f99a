#!/bin/bash
# host/bench-variants: tests/bench/drop-variants.patch, which the benchmark applies to
# a copy of the tree for its variants of the module, still applies to the module's
# source, and a variant (all pieces left out: BIOCAP_BENCH_DROP=63) builds at W=1
# without a warning against the host's 6.1 headers. Without this, a change to
# biocap-target.c would break the benchmark unnoticed.
set -uo pipefail
# shellcheck source=tests/vm/lib.sh
. "$(dirname "$0")/../vm/lib.sh"
# shellcheck source=tests/host/module-tree.sh
. "$(dirname "$0")/module-tree.sh"
headers_61
kdir=$KDIR
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

module_tree "$work"
if ! out=$(patch -p1 -d "$work" <"$REPO/tests/bench/drop-variants.patch" 2>&1); then
	echo "FAIL host/bench-variants: tests/bench/drop-variants.patch does not apply: $(echo "$out" | tr '\n' ' ' | cut -c1-300)"
	exit 0
fi
if [ -z "$kdir" ]; then
	echo "FAIL host/bench-variants: the headers of the 6.1 kernel tag could not be installed"
	exit 0
fi
if ! make -C "$work" module KDIR="$kdir" W=1 BIOCAP_BENCH_DROP=63 >"$work/build.log" 2>&1; then
	echo "FAIL host/bench-variants: the variant does not build: $(grep -m3 -E 'error' "$work/build.log" | tr '\n' ' ')"
elif grep -qE '(warning|WARNING):' "$work/build.log"; then
	echo "FAIL host/bench-variants: the variant builds with warnings: $(grep -m3 -E '(warning|WARNING):' "$work/build.log" | tr '\n' ' ')"
elif [ ! -f "$work/dm-biocap-d63.ko" ]; then
	echo "FAIL host/bench-variants: no dm-biocap-d63.ko after the build"
else
	echo "PASS host/bench-variants # the patch applies; dm-biocap-d63.ko builds at W=1 ($(basename "$kdir"))"
fi
