# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag 7.3: newest 7.3 from Debian 13's trixie-backports. The guest kernel is
# extracted under the cache (the linux-image package is a meta package: vmlinuz is
# in linux-binary-*, the .ko.xz modules in linux-modules-*, modules.builtin and
# modules.order in linux-base-*). The module is built inside the cached trixie
# chroot (tests/vm/suite-chroot.sh), whose apt also lists trixie-backports at
# priority 100: the headers and kbuild of this kernel come from backports, the
# compiler (gcc-14) and everything else from trixie. Nothing of trixie is installed
# on the host. See kernels/6.1.sh for the interface.

KERNEL_APPEND=""
KERNEL_SMP=2
KERNEL_CASE_TIMEOUT=900
GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-2400}
KERNEL_SUITE=trixie-backports
KERNEL_CHROOT=trixie
# the source package of this kernel, at KERNEL_VERSION (kernel_fetch): tests/vm/build.sh
# builds the md-linear that Debian leaves out from it
KERNEL_SRC_PKG=linux-source-7.3
# the kernel flavour: amd64 (generic); kernels/7.3-rt.sh sets rt-amd64
KERNEL_FLAVOUR=${KERNEL_FLAVOUR:-amd64}

# suite_chroot_* come from tests/vm/suite-chroot.sh, which run-guest.sh sources.

kernel_resolve() {
	local pkg
	apt_suite_setup "$KERNEL_SUITE"
	pkg=$(newest_package "$KERNEL_SUITE" "linux-binary-7\\.3\\.[0-9]+\\+[a-z0-9]+-$KERNEL_FLAVOUR")
	KVER=${pkg#linux-binary-} # e.g. 7.3.4+deb13-amd64
}

kernel_fetch() {
	local debs
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ]; then
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
	debs=("$CACHE/debs/linux-binary-$KVER"_*.deb)
	KERNEL_VERSION=$(dpkg-deb -f "${debs[0]}" Version)
	# The build environment: the trixie chroot with this kernel's headers (they pull
	# in linux-kbuild from backports, gcc-14-for-host and pahole from trixie), and
	# binutils: gcc-14-for-host brings only the prefixed x86_64-linux-gnu-as, and gcc
	# runs "as" (a fresh chroot without 6.12's headers, which bring gcc-14, has none).
	suite_chroot_ensure "$KERNEL_CHROOT" "linux-headers-$KVER" binutils
	# the generic glob takes the rt headers too; they stay, kept by the rt tag's glob
	if [ "$KERNEL_FLAVOUR" = amd64 ]; then
		suite_chroot_prune "$KERNEL_CHROOT" 'linux-headers-7.3.*' "linux-headers-$KVER"
	else
		suite_chroot_prune "$KERNEL_CHROOT" "linux-headers-7.3.*-$KERNEL_FLAVOUR" \
			"linux-headers-$KVER"
	fi
	KDIR_CHROOT=/usr/src/linux-headers-$KVER
	KDIR=$(suite_chroot_dir "$KERNEL_CHROOT")$KDIR_CHROOT # host view; builds use KDIR_CHROOT
}

