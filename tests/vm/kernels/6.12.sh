# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag 6.12: newest 6.12 from bookworm-backports. Nothing of it is installed on
# the host: image, headers, -common and kbuild are extracted under the cache.
# See kernels/6.1.sh for the interface.

KERNEL_APPEND=""
KERNEL_SMP=2
# 93-integrity needs scsi_debug (CONFIG_SCSI_DEBUG), which every kernel of the matrix has
KERNEL_EXTRA_CASES="integrity polled-eagain"
KERNEL_SUITE=bookworm-backports

kernel_resolve() {
	local pkg
	apt_suite_setup "$KERNEL_SUITE"
	pkg=$(newest_package "$KERNEL_SUITE" 'linux-image-6\.12\.[0-9]+\+[a-z0-9]+-amd64-unsigned')
	KVER=${pkg#linux-image-}
	KVER=${KVER%-unsigned}
	KABI=${KVER%-amd64} # e.g. 6.12.95+deb12
}

kernel_fetch() {
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ]; then
		rm -rf "$KROOT"
		fetch_extract "$KERNEL_SUITE" "$KROOT" "linux-image-$KVER-unsigned" \
			"linux-headers-$KVER" "linux-headers-$KABI-common" "linux-kbuild-$KABI"
		# The headers Makefile includes the -common tree by absolute path.
		sed -i "s|/usr/src/linux-headers-$KABI-common|$KROOT/usr/src/linux-headers-$KABI-common|g" \
			"$KROOT/usr/src/linux-headers-$KVER/Makefile"
		run_depmod "$KROOT" "$KVER"
		touch "$KROOT/.ready"
	fi
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	KDIR=$KROOT/usr/src/linux-headers-$KVER
}
