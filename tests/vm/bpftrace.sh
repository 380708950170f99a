#!/bin/bash
# make check-bpftrace: the bpftrace recipes of docs/dm-biocap.rst, run in the test bed's
# guest as the docs print them and checked against biocap's counters (the guest case
# tests/guest/cases/22-bpftrace.sh says what it asserts).
#
# bpftrace (with LLVM and clang's libraries, 230 MB) is not in the initramfs:
# the guest runs it chrooted into a Debian root, as make check-fstests runs fstests.
# The host side, cached under $CACHE/bpftrace:
#   root-trixie/    a debootstrap chroot of trixie with bpftrace (tests/vm/suite-chroot.sh)
#   root.img        that chroot as an ext4 image labelled biocap-bpftrace, repacked when
#                   the chroot's packages change; the guest mounts it read-only, so
#                   every run boots with the same image
# then one check guest per kernel (tests/vm/run-guest.sh check TAG, TESTS=bpftrace) with
# the image as namespace 2 of the NVMe disk: its result lines, the kernel log scanned
# for reports as in make check. Exit status 1 when anything failed.
# Env: KERNELS (default 7.3: a Debian kernel with BTF, which bpftrace reads the kernel's
# types from), BIOCAP_CACHE.
set -euo pipefail

ROOT_SUITE=trixie
ROOT_PACKAGES=(bpftrace)

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	local dir root img tag kernels rc=0 t0=$SECONDS
	kernels=$(expand_kernels "${KERNELS:-7.3}")
	dir=$CACHE/bpftrace
	root=$dir/root-$ROOT_SUITE
	img=$dir/root.img
	mkdir -p "$dir"
	BIOCAP_CHROOT_TRIXIE=$root suite_chroot_ensure "$ROOT_SUITE" "${ROOT_PACKAGES[@]}" ||
		die "cannot make the bpftrace root $root"
	if [ ! -f "$img" ] || [ "$root/var/lib/dpkg/status" -nt "$img" ]; then
		log "bpftrace: packing $root into $img"
		chroot_image "$root" "$img" biocap-bpftrace || die "cannot pack $root into $img"
	fi
	log "bpftrace: $(chroot "$root" bpftrace --version 2>&1), root ready after $((SECONDS - t0)) s"
	for tag in $kernels; do
		BIOCAP_GUEST_ROOT=$img TESTS=bpftrace bash "$VM_DIR/run-guest.sh" check "$tag" || rc=1
	done
	log "bpftrace: $((SECONDS - t0)) s in all"
	return $rc
}

main "$@"; exit
