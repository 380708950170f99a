# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag series: one prefix of the patch series (patches/ 0001..000N applied), as
# tests/vm/series-check.sh builds it; not part of KERNELS=all and not usable alone.
# The driver builds the prefix in $CACHE/series/linux (shared by all prefixes, so the
# guest's module is built against the prefix the tree holds right now), installs its
# modules under $BIOCAP_SERIES_ROOT and then runs this tag.
# KVER = <upstream>-s<N> (CONFIG_LOCALVERSION of the prefix build).
# Env (set by the driver): BIOCAP_SERIES_ROOT (the prefix's KROOT), BIOCAP_SERIES_KVER,
# BIOCAP_SERIES_PATCHED (the guest's BIOCAP_PATCHED: 1 once the build cap works).
# See kernels/6.1.sh for the interface.

KERNEL_APPEND=""
KERNEL_SMP=2
KERNEL_PATCHED=${BIOCAP_SERIES_PATCHED:-0}
KERNEL_DM_FIXED=${BIOCAP_SERIES_DM_FIXED:-0}

kernel_resolve() {
	KVER=${BIOCAP_SERIES_KVER:?kernel tag series is run by tests/vm/series-check.sh}
}

kernel_fetch() {
	KROOT=${BIOCAP_SERIES_ROOT:?kernel tag series is run by tests/vm/series-check.sh}
	[ -f "$KROOT/lib/modules/$KVER/modules.dep" ] || die "no modules of $KVER in $KROOT"
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	KDIR=$CACHE/series/linux
	[ "$(make -s -C "$KDIR" LOCALVERSION= kernelrelease)" = "$KVER" ] ||
		die "$KDIR holds another prefix than $KVER"
}
