# shellcheck shell=bash
# Kernel tag 6.1: Debian 12 stock kernel, newest linux-image-6.1.0-*-amd64 in bookworm.
# Headers come from bookworm too, so they are installed on the host with apt-get.
# Interface of a kernel script (sourced by tests/vm/kernel.sh):
#   kernel_resolve        sets KVER (the guest's uname -r)
#   kernel_fetch          makes $KROOT/lib/modules/$KVER (with modules.dep) and
#                         sets VMLINUZ and KDIR (headers build dir)
#   kernel_build_module D builds D/dm-biocap.ko from the tree copied to D
#   KERNEL_APPEND / KERNEL_SMP  extra guest command line, vCPU count

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

kernel_build_module() {
	make -C "$1" module KDIR="$KDIR"
}
