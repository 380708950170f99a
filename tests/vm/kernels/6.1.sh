# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag 6.1: Debian 12 stock kernel, newest linux-image-6.1.0-*-amd64 in bookworm.
# Headers come from bookworm too, so they are installed on the host with apt-get.
# Interface of a kernel script (sourced by tests/vm/kernel.sh):
#   kernel_resolve        sets KVER (the guest's uname -r)
#   kernel_fetch          makes $KROOT/lib/modules/$KVER (with modules.dep) and
#                         sets VMLINUZ and KDIR (headers build dir)
#   kernel_build_module D [ARGS] (optional; default in tests/vm/build.sh) builds
#                         D/dm-biocap.ko from the tree copied to D (ARGS: e.g. W=1)
#   kernel_dkms_build OUT (optional) builds the module the way users do (DKMS) into
#                         OUT and prints its PASS/FAIL line; the guest then uses OUT
#   KERNEL_APPEND / KERNEL_SMP  extra guest command line, vCPU count
#   KERNEL_SRC_PKG, KERNEL_SUITE (optional; with KERNEL_VERSION, set by kernel_fetch)
#                         the Debian source package of the kernel and its suite: where
#                         the config leaves md-linear out, tests/vm/build.sh builds it
#                         from there

KERNEL_APPEND="tsc=reliable" # TCG marks the TSC unstable on 6.1; this is much faster
KERNEL_SMP=2

kernel_resolve() {
	local pkg
	pkg=$(newest_package host 'linux-image-6\.1\.0-[0-9]+-amd64-unsigned')
	KVER=${pkg#linux-image-}
	KVER=${KVER%-unsigned}
}

kernel_fetch() {
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ]; then
		rm -rf "$KROOT"
		fetch_extract host "$KROOT" "linux-image-$KVER-unsigned"
		run_depmod "$KROOT" "$KVER"
		touch "$KROOT/.ready"
	fi
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	install_missing "linux-headers-$KVER"
	KDIR=/usr/src/linux-headers-$KVER
}

# The user's install path: DKMS against the host's 6.1 headers (tests/host/dkms-build.sh).
# When tests/check.sh's package test passed (BIOCAP_DEB_KO=1), the guest loads instead the
# module DKMS built from the dm-biocap-dkms package in the bookworm chroot
# (tests/host/deb.sh, $CACHE/build/deb-$KVER.ko).
kernel_dkms_build() {
	[ -f "$SRC_TREE/tests/host/dkms-build.sh" ] || return 0
	bash "$SRC_TREE/tests/host/dkms-build.sh" "$KVER" "$1"
	[ -n "${BIOCAP_DEB_KO:-}" ] || return 0
	local deb_ko=$CACHE/build/deb-$KVER.ko
	if [ -f "$deb_ko" ] && [ "$(modinfo -F vermagic "$deb_ko" | cut -d' ' -f1)" = "$KVER" ]; then
		cp "$deb_ko" "$1"
		echo "PASS $TAG/deb-module # the guest loads the dm-biocap.ko DKMS built from dm-biocap-dkms"
	else
		echo "FAIL $TAG/deb-module: host/deb-install passed but left no module for $KVER ($deb_ko)"
	fi
}
