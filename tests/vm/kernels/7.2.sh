# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag 7.2: newest 7.2 from Debian sid. The guest kernel is extracted under
# the cache (the linux-image package is a meta package: vmlinuz is in linux-binary-*,
# the .ko.xz modules in linux-modules-*, modules.builtin and modules.order in
# linux-base-*). Sid's kbuild tools need sid's glibc and
# its compiler (gcc-16), so the module is built inside a cached sid chroot
# (tests/vm/suite-chroot.sh) that has sid's linux-headers installed; nothing of sid is
# installed on the host. See kernels/6.1.sh for the interface.

# TCG on a busy host can miss the IO-APIC timer check at boot ("IO-APIC + timer
# doesn't work!" panic): skip it, as kernels in VMs commonly do
KERNEL_APPEND="" # no_timer_check is on every guest command line
# Two vCPUs, like every guest (tests/vm/qemu.sh says why TCG is single-threaded).
KERNEL_SMP=2
# 93-integrity needs scsi_debug (CONFIG_SCSI_DEBUG), which every kernel of the matrix has
KERNEL_EXTRA_CASES="integrity polled-eagain"
KERNEL_CASE_TIMEOUT=900
GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-2400}
KERNEL_SUITE=sid

# suite_chroot_* come from tests/vm/suite-chroot.sh, which run-guest.sh sources.

kernel_resolve() {
	local pkg
	apt_suite_setup "$KERNEL_SUITE"
	pkg=$(newest_package "$KERNEL_SUITE" 'linux-binary-7\.2\.[0-9]+\+[a-z0-9]+-amd64')
	KVER=${pkg#linux-binary-} # e.g. 7.2.13+deb14-amd64
}

kernel_fetch() {
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ] || [ ! -f "$KROOT/usr/lib/modules/$KVER/modules.builtin" ]; then
		rm -rf "$KROOT"
		# linux-base-* holds modules.builtin(.modinfo), modules.order, config, System.map
		fetch_extract "$KERNEL_SUITE" "$KROOT" "linux-binary-$KVER" "linux-modules-$KVER" \
			"linux-base-$KVER"
		# merged /usr: the packages ship usr/lib/modules; depmod and the
		# initramfs look under lib/modules
		[ -e "$KROOT/lib" ] || ln -s usr/lib "$KROOT/lib"
		run_depmod "$KROOT" "$KVER"
		touch "$KROOT/.ready"
	fi
	VMLINUZ=$KROOT/usr/lib/modules/$KVER/vmlinuz
	[ -f "$VMLINUZ" ] || VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	[ -f "$VMLINUZ" ] || die "no vmlinuz in linux-binary-$KVER"
	# The build environment: sid chroot with this kernel's headers (pulls in
	# linux-kbuild and the gcc-N-for-host the headers were made with).
	suite_chroot_ensure sid "linux-headers-$KVER"
	suite_chroot_prune sid 'linux-headers-7.2.*' "linux-headers-$KVER"
	KDIR_CHROOT=/usr/src/linux-headers-$KVER
	KDIR=$(suite_chroot_dir sid)$KDIR_CHROOT # host view, for information; builds use KDIR_CHROOT
}

# kernel_build_module DIR [MAKE-ARGS...]: DIR is bind-mounted at /build in the chroot.
kernel_build_module() {
	local dir=$1
	shift
	suite_chroot_run sid "$dir" make module KDIR="$KDIR_CHROOT" "$@"
}
