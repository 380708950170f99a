#!/bin/bash
# Build (or find, when cached) the self-built guest kernel of one tag (debug, patched,
# patched-debug; tests/vm/selfbuilt.sh) without booting anything, and print where it is.
# tests/check.sh runs this in the background for the self-built tags it will boot, so
# that the cold build overlaps with the stock kernels' guests; by hand:
#   bash tests/vm/kernel-build.sh patched      # then: make check KERNELS=patched
# With --prepare only the host packages of the build are installed and the version is
# resolved (tests/check.sh does this in the foreground: apt must not run twice at once).
# Env: BIOCAP_CACHE, BIOCAP_SELFBUILT_JOBS (make -j, default 2), BIOCAP_PATCHES_DIR.
set -euo pipefail

main() {
	local tag=${1:?usage: kernel-build.sh TAG [--prepare]} t0=$SECONDS
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	[ -f "$VM_DIR/kernels/$tag.sh" ] || die "unknown kernel tag '$tag'"
	# shellcheck source=/dev/null
	. "$VM_DIR/kernels/$tag.sh"
	declare -F sb_build >/dev/null || die "kernel tag '$tag' is not self-built"
	kernel_resolve
	if [ "${2:-}" = --prepare ]; then
		kernel_prepare
		echo "KVER=$KVER"
		return
	fi
	kernel_fetch
	echo "KVER=$KVER"
	echo "VMLINUZ=$VMLINUZ"
	echo "KDIR=$KDIR"
	echo "MODULES=$KROOT/lib/modules/$KVER"
	echo "cold build took $(cat "$KROOT/build-time" 2>/dev/null || echo '?') s; this call took $((SECONDS - t0)) s"
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
