# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, SB_*, GUEST_TIMEOUT are read by run-guest.sh/initramfs.sh/selfbuilt.sh
# Kernel tag debug: our own 7.3 (no patches) with the memory/locking checkers (KASAN
# generic inline, kmemleak, lockdep, DEBUG_ATOMIC_SLEEP, DEBUG_LIST, DEBUG_OBJECTS,
# slub_debug): kernels/base.config + kernels/checkers.config, built by
# tests/vm/selfbuilt.sh (which says where everything lives). KVER = <upstream>-dbg<key>.
# patched-debug is this kernel with patches/ applied (kernels/patched-debug.sh).
# See kernels/6.1.sh for the interface.
# Env: BIOCAP_SELFBUILT_JOBS (make -j, default 2), BIOCAP_DEBUG_APPEND (replaces the
# debug part of the guest command line).

# shellcheck source=tests/vm/selfbuilt.sh
. "$VM_DIR/selfbuilt.sh"

SB_SUFFIX=dbg
SB_FRAGMENTS=("$VM_DIR/kernels/base.config" "$VM_DIR/kernels/checkers.config")
SB_PATCHED=0
KERNEL_PATCHED=0
KERNEL_SMP=2
# slub_debug: sanity checks, red zones, poisoning on top of KASAN.
# kasan_multi_shot: report every KASAN bug, not only the first of the boot (each case
#   gets its own report; note that the first report taints the kernel, which turns
#   lockdep off for the rest of the run).
# loglevel=5 (overrides the harness's 4): lockdep splats and WARN()s are printed at
#   KERN_WARNING; at 4 they never reach the console, so the host's scan would miss
#   those outside a case (boot, module unload). kmemleak reports with pr_info: the
#   runner's dmesg check sees its "new suspected memory leaks" line.
KERNEL_APPEND=${BIOCAP_DEBUG_APPEND-"slub_debug=FZP kasan_multi_shot loglevel=5"}
# Under KASAN + lockdep + kmemleak, TCG runs the suite several times slower than a
# stock kernel: allow more time unless the caller set the timeouts explicitly.
GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-7200}
# 19-fuzz sends 15,000 tables and messages here: 787 s with its I/O rate-limited,
# over 900 s without the limit.
KERNEL_CASE_TIMEOUT=2400
