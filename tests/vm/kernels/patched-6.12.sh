# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, SB_* are read by run-guest.sh/initramfs.sh/selfbuilt.sh
# Kernel tag patched-6.12: Debian 13's stock kernel source (trixie's linux-source-6.12)
# with the stable backport of the series' fixes (patches/6.12/), without debug
# checkers. The build-time cap (patches/ 0012-0017) is a new feature and is not
# backported: on this kernel biocap behaves as on stock kernels and cuts large bios
# itself. Built by tests/vm/selfbuilt.sh; KVER = <upstream>-bp<key>.
# See kernels/6.1.sh for the interface.

# shellcheck source=tests/vm/selfbuilt.sh
. "$VM_DIR/selfbuilt.sh"

SB_SUITE=trixie
SB_SRC_PKG=linux-source-6.12
SB_PATCHES_DIR=${BIOCAP_PATCHES_DIR:-$SRC_TREE/patches/6.12}
case $SB_PATCHES_DIR in /*) ;; *) SB_PATCHES_DIR=$PWD/$SB_PATCHES_DIR ;; esac
SB_SUFFIX=bp
SB_FRAGMENTS=("$VM_DIR/kernels/base.config" "$VM_DIR/kernels/base-6.12.config")
SB_PATCHED=1
# the guest's BIOCAP_PATCHED: 1 means "the build cap is there", which it is not here;
# BIOCAP_DM_FIXED: the dm fixes are, so the diagnostics that reproduce the dm core bugs
# they fix ("# requires: dm-fixed") run and must pass
KERNEL_PATCHED=0
KERNEL_DM_FIXED=1
KERNEL_APPEND=""
KERNEL_SMP=2
