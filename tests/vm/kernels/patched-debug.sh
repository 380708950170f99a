# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, SB_* are read by run-guest.sh/initramfs.sh/selfbuilt.sh
# Kernel tag patched-debug: the debug kernel (kernels/debug.sh: base.config +
# checkers.config, same command line and timeouts) with the series of patches/ applied.
# KVER = <upstream>-pdbg<key> (not "-pd<key>": a patched kernel's KVER -p<key> reads
# the same when its key starts with d); the key also covers patches/series and every
# patch it lists (tests/vm/selfbuilt.sh). What `make check-debug` runs.
# See kernels/6.1.sh for the interface.

# shellcheck source=tests/vm/kernels/debug.sh
. "$VM_DIR/kernels/debug.sh"

SB_SUFFIX=pdbg
SB_PATCHED=1
KERNEL_PATCHED=1
KERNEL_DM_FIXED=1
