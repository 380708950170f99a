# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, SB_* are read by run-guest.sh/initramfs.sh/selfbuilt.sh
# Kernel tag patched: our own 7.3 with the series of patches/ applied, without
# debug checkers (kernels/base.config only: small and fast to build, for the suite and
# benchmarks). Built by tests/vm/selfbuilt.sh (which says where everything lives);
# KVER = <upstream>-p<key>, the key also covers patches/series and every patch it lists.
# Part of KERNELS=all; the checkers' variant is patched-debug.
# See kernels/6.1.sh for the interface.
# Env: BIOCAP_PATCHES_DIR (another series), BIOCAP_SELFBUILT_JOBS (make -j, default 2).

# shellcheck source=tests/vm/selfbuilt.sh
. "$VM_DIR/selfbuilt.sh"

SB_SUFFIX=p
SB_FRAGMENTS=("$VM_DIR/kernels/base.config")
SB_PATCHED=1
# the guest's BIOCAP_PATCHED (the build cap) and BIOCAP_DM_FIXED (the dm fixes)
KERNEL_PATCHED=1
KERNEL_DM_FIXED=1
# KERNEL_DM_FIXED=1 runs the diagnostics that require dm-fixed: the series fixes what
# 91-stripe-poll-oops (0001), 96-intree-polled-eagain (0002-0004), 98-intree-suspend-nowait
# (0005), 92-suspend-polled (0005-0007), 88-md-nowait-rest (0008),
# 97-intree-nowait-split (0009) and 89-intree-nowait-rest (0010)
# reproduce on stock kernels, so they must pass here
KERNEL_APPEND=""
KERNEL_SMP=2
