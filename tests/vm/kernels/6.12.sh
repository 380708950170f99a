# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR are read by run-guest.sh
# Kernel tag 6.12: Debian 13 (trixie) stock kernel, newest
# linux-image-6.12.*+deb13-amd64-unsigned in trixie or trixie-security, where its
# updates come first (vmlinuz and .ko.xz modules in the one package), extracted
# under the cache. The module is built inside the cached
# trixie chroot (tests/vm/suite-chroot.sh) with trixie's linux-headers, gcc-14 and
# kbuild, as a trixie user's DKMS builds it; nothing of trixie is installed on the host.
# See kernels/6.1.sh for the interface.

KERNEL_APPEND=""
KERNEL_SMP=2
KERNEL_SUITE=trixie
KERNEL_CHROOT=trixie # where the module is built (tests/vm/build.sh)
# the source package of this kernel, at KERNEL_VERSION (kernel_fetch): tests/vm/build.sh
# builds the md-linear that Debian leaves out from it
KERNEL_SRC_PKG=linux-source-6.12

# suite_chroot_* come from tests/vm/suite-chroot.sh, which run-guest.sh sources.

kernel_resolve() {
	local pkg
	apt_suite_setup "$KERNEL_SUITE"
	pkg=$(newest_package "$KERNEL_SUITE" 'linux-image-6\.12\.[0-9]+\+[a-z0-9]+-amd64-unsigned')
	KVER=${pkg#linux-image-}
	KVER=${KVER%-unsigned} # e.g. 6.12.118+deb13-amd64
}

kernel_fetch() {
	local debs
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ]; then
		rm -rf "$KROOT"
		fetch_extract "$KERNEL_SUITE" "$KROOT" "linux-image-$KVER-unsigned"
		# merged /usr: trixie ships usr/lib/modules; depmod and the
		# initramfs look under lib/modules
		[ -e "$KROOT/lib" ] || ln -s usr/lib "$KROOT/lib"
		run_depmod "$KROOT" "$KVER"
		touch "$KROOT/.ready"
	fi
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	# The build environment: the trixie chroot with this kernel's headers (they pull
	# in linux-kbuild, gcc-14 and pahole). The headers also depend on the kernel image
	# (signed or unsigned), which a build does not need: a stub provides it.
	debs=("$CACHE/debs/linux-image-$KVER-unsigned"_*.deb)
	KERNEL_VERSION=$(dpkg-deb -f "${debs[0]}" Version)
	suite_chroot_ensure "$KERNEL_SUITE"
	suite_chroot_stub "$KERNEL_SUITE" "biocap-image-stub-$KVER" \
		"linux-image-$KVER-unsigned (= $KERNEL_VERSION)"
	# perl: 6.12's scripts/kernel-doc, which a W=1 build runs, is perl and needs
	# Pod::Usage (perl-modules), which the headers do not pull in
	suite_chroot_ensure "$KERNEL_SUITE" "linux-headers-$KVER" perl
	suite_chroot_prune "$KERNEL_SUITE" 'linux-headers-6.12.*' "linux-headers-$KVER"
	suite_chroot_prune "$KERNEL_SUITE" 'biocap-image-stub-6.12.*' "biocap-image-stub-$KVER"
	KDIR_CHROOT=/usr/src/linux-headers-$KVER
	KDIR=$(suite_chroot_dir "$KERNEL_SUITE")$KDIR_CHROOT # host view; builds use KDIR_CHROOT
}

