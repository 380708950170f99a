# shellcheck shell=bash
# The QEMU that runs the guests. Sourced (after lib.sh and suite-chroot.sh) by run-guest.sh:
#   qemu_ensure        sets QEMU_CMD (array): the command that starts qemu-system-x86_64
#
# Default: Debian sid's QEMU, installed into the cached sid chroot (never on the
# host) and started in place with the chroot's own dynamic loader and libraries.
# run-guest.sh runs it with single-threaded TCG: with QEMU's default
# multi-threaded TCG, a vCPU can run kernel text another vCPU has just
# live-patched (static keys: int3, sync IPI, rest, sync, first byte), and the
# guest takes "Oops: int3" (tests/guest/cases/00-textpoke.sh; QEMU 7.2 and 11.1
# alike). Bookworm's QEMU 7.2 is not used because with single-threaded TCG its
# emulated NVMe sometimes never completes the first polled commands on the poll
# queue. docs/DEVELOPING.md ("QEMU") has the measurements.
# BIOCAP_QEMU=/path/to/qemu-system-x86_64 uses that binary instead.

# shellcheck disable=SC2034 # QEMU_CMD and QEMU_VERSION are read by the scripts that source this
SID_QEMU_PACKAGES=(qemu-system-x86 seabios)

qemu_ensure() {
	local root libdir ver
	if [ -n "${BIOCAP_QEMU:-}" ]; then
		QEMU_CMD=("$BIOCAP_QEMU")
	else
		suite_chroot_ensure sid "${SID_QEMU_PACKAGES[@]}" || die "cannot install QEMU in the sid chroot"
		root=$(suite_chroot_dir sid)
		libdir=$root/usr/lib/x86_64-linux-gnu
		# QEMU_MODULE_DIR: its loadable modules come from the chroot too
		QEMU_CMD=(env "QEMU_MODULE_DIR=$libdir/qemu"
			"$libdir/ld-linux-x86-64.so.2" --library-path "$libdir"
			"$root/usr/bin/qemu-system-x86_64"
			-L "$root/usr/share/qemu" -L "$root/usr/share/seabios")
	fi
	ver=$("${QEMU_CMD[@]}" --version 2>&1 | head -n 1) || die "QEMU does not start: $ver"
	QEMU_VERSION=${ver#QEMU emulator version }
}
