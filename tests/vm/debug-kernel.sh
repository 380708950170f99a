#!/bin/bash
# Build (or find, when cached) the "debug" guest kernel of tests/vm/kernels/debug.sh
# without booting anything, and print where it is. The cold build takes a long time
# on a shared 2-core machine (niced make -j2), so start it ahead of a check run:
#   bash tests/vm/debug-kernel.sh        # then: KERNELS=debug bash tests/check.sh
# Env: BIOCAP_CACHE, BIOCAP_DEBUG_JOBS (make -j, default 2).
set -euo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	# shellcheck source=tests/vm/kernels/debug.sh
	. "$VM_DIR/kernels/debug.sh"
	local t0=$SECONDS
	kernel_resolve
	kernel_fetch
	echo "KVER=$KVER"
	echo "VMLINUZ=$VMLINUZ"
	echo "KDIR=$KDIR"
	echo "MODULES=$KROOT/lib/modules/$KVER"
	echo "cold build took $(cat "$KROOT/build-time" 2>/dev/null || echo '?') s; this call took $((SECONDS - t0)) s"
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
