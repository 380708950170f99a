# shellcheck shell=bash
# Builds the guest initramfs as two concatenated cpio archives:
#  - base (cached): busybox, fio, dmsetup, lvm, e2fsprogs, util-linux bits, kmod, their libraries;
#  - per run (cheap, always rebuilt): the kernel's module subset + dm-biocap.ko with
#    depmod rerun, biocapctl, tests/guest, the probe results, /init and the run config.
# Sourced by run-guest.sh after lib.sh.

# Real tools that replace busybox applets of the same name.
BASE_TOOLS=(/usr/bin/fio /sbin/dmsetup /sbin/lvm /sbin/mke2fs /sbin/mkfs.ext4 /sbin/e2fsck /sbin/fsck.ext4
	/usr/sbin/filefrag /sbin/blkdiscard /sbin/blockdev /usr/bin/addpart /usr/bin/delpart /bin/kmod
	/sbin/sfdisk)
# Tools the guest gets when the host has them: mkfs.xfs (xfsprogs, which the
# benchmarks install) for the file system part of the seedcap benchmark.
OPTIONAL_TOOLS=(/sbin/mkfs.xfs)
# kmod's tools (xz modules, /proc/cmdline parameters); the kernel runs /sbin/modprobe.
KMOD_LINKS=(modprobe insmod rmmod lsmod depmod modinfo)

# Copy an ELF binary into DEST/usr/<dir (default sbin)> and its shared libraries
# (dereferenced, under the path the loader looks for; /lib is a link to usr/lib).
copy_with_libs() {
	local dest=$1 bin=$2 dir=${3:-sbin} src dst
	mkdir -p "$dest/usr/$dir"
	cp -L "$bin" "$dest/usr/$dir/"
	for src in $(ldd "$bin" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}'); do
		dst=$dest/usr/${src#/usr/}
		[ "${src#/usr/}" = "$src" ] && dst=$dest/usr$src
		[ -e "$dst" ] && continue
		mkdir -p "$(dirname "$dst")"
		cp -L "$src" "$dst"
	done
}

base_initramfs_key() {
	{
		dpkg-query -W busybox-static fio dmsetup lvm2 e2fsprogs util-linux fdisk kmod libc6 xfsprogs 2>/dev/null
		md5sum "$VM_DIR/initramfs.sh"
	} | md5sum | cut -c1-12
}

# Sets BASE_CPIO, building it when its inputs changed.
build_base_initramfs() {
	local key stage a t
	key=$(base_initramfs_key)
	BASE_CPIO=$CACHE/initramfs/base-$key.cpio.zst
	[ -f "$BASE_CPIO" ] && return
	mkdir -p "$CACHE/initramfs"
	# another kernel's run may be building it right now
	exec 8>"$CACHE/initramfs/base.lock"
	flock 8
	if [ -f "$BASE_CPIO" ]; then
		exec 8>&-
		return
	fi
	log "building base initramfs ($BASE_CPIO)"
	stage=$CACHE/initramfs/base-stage
	rm -rf "$stage"
	mkdir -p "$stage"/{usr/bin,usr/sbin,usr/lib64,usr/lib/modules,dev,proc,sys,tmp,run,etc,root,mnt}
	ln -s usr/bin "$stage/bin"
	ln -s usr/sbin "$stage/sbin"
	ln -s usr/lib "$stage/lib"
	ln -s usr/lib64 "$stage/lib64"
	cp /bin/busybox "$stage/usr/bin/busybox"
	for t in "${BASE_TOOLS[@]}"; do
		copy_with_libs "$stage" "$t"
	done
	for t in "${OPTIONAL_TOOLS[@]}"; do
		if [ -x "$t" ]; then copy_with_libs "$stage" "$t"; fi
	done
	for a in "${KMOD_LINKS[@]}"; do
		ln -sf kmod "$stage/usr/sbin/$a"
	done
	# busybox applets for everything else (busybox-static: no libraries)
	for a in $(/bin/busybox --list); do
		[ -e "$stage/usr/bin/$a" ] || [ -e "$stage/usr/sbin/$a" ] || [ -L "$stage/usr/sbin/$a" ] ||
			ln -s busybox "$stage/usr/bin/$a"
	done
	[ -f /etc/mke2fs.conf ] && cp /etc/mke2fs.conf "$stage/etc/"
	echo 'root:x:0:0:root:/root:/bin/sh' >"$stage/etc/passwd"
	echo 'root:x:0:' >"$stage/etc/group"
	# the kernel opens /dev/console for init's stdio before devtmpfs is mounted
	mknod -m 600 "$stage/dev/console" c 5 1
	mknod -m 666 "$stage/dev/null" c 1 3
	mkdir -p "$(dirname "$BASE_CPIO")"
	(cd "$stage" && find . -print0 | cpio --null -o -H newc -R 0:0 --quiet) |
		zstd -q -T0 -10 >"$BASE_CPIO.tmp"
	mv "$BASE_CPIO.tmp" "$BASE_CPIO"
	rm -rf "$stage"
	find "$CACHE/initramfs" -maxdepth 1 -name 'base-*.cpio.zst' ! -path "$BASE_CPIO" -delete
	exec 8>&- # unlock (qemu must not inherit the lock)
}

# The host's udevd (lib.sh's get_udev) and the rules a block device's links come from:
# udev's persistent-storage rules, device-mapper's (the host's dmsetup, which the guest
# runs) and biocap's own, so that a case can start udevd (61-tool-udev). Without the
# package (no systemd on the host, no network) the guest has no udevd and the case
# says so.
stage_udev() {
	local stage=$1 root r
	root=$(get_udev 2>/dev/null) || return 0
	copy_with_libs "$stage" "$root/bin/udevadm" bin
	ln -sf udevadm "$stage/usr/bin/systemd-udevd"
	mkdir -p "$stage/usr/lib/udev/rules.d"
	cp "$root/lib/udev/rules.d/60-persistent-storage.rules" "$SRC_TREE/userspace/udev/59-biocap.rules" \
		"$stage/usr/lib/udev/rules.d/"
	for r in 55-dm.rules 60-persistent-storage-dm.rules 95-dm-notify.rules; do
		[ -f "/lib/udev/rules.d/$r" ] && cp "/lib/udev/rules.d/$r" "$stage/usr/lib/udev/rules.d/"
	done
	return 0
}

# Modules of the kernel the guest gets (plus their dependencies): all dm
# targets, null_blk, loop, brd, nvme, ext4, configfs, crc32c, which ext4
# loads by a soft dependency that modules.dep does not list, and cts and xts, which
# fscrypt asks the crypto API for (99-inline-crypt; modules on Debian's 7.3).
GUEST_MODULE_DIRS='kernel/((drivers/md|drivers/block/(null_blk|loop|brd)|drivers/nvme/host|fs/(ext4|jbd2|mbcache|configfs))/|(arch/x86/)?crypto/(crc32c|cts[.]|xts[.]))'

# The kernel's module subset for the guest, cached per kernel version under
# $KROOT/guest-modules/lib/modules/$KVER. Sets GUEST_MODULES.
prepare_guest_modules() {
	local src=$KROOT/lib/modules/$KVER dst
	GUEST_MODULES=$KROOT/guest-modules
	# the subset is rebuilt when the selection changes
	[ "$(cat "$GUEST_MODULES/.ready" 2>/dev/null)" = "$GUEST_MODULE_DIRS" ] && return
	rm -rf "$GUEST_MODULES"
	dst=$GUEST_MODULES/lib/modules/$KVER
	mkdir -p "$dst"
	awk -v re="^$GUEST_MODULE_DIRS" '{ m = $1; sub(/:$/, "", m); if (m ~ re) { print m; for (i = 2; i <= NF; i++) print $i } }' \
		"$src/modules.dep" | sort -u | while read -r m; do
		mkdir -p "$dst/$(dirname "$m")"
		# Stored uncompressed: kmod would first hand .ko.xz to a kernel without
		# in-kernel decompression ("Invalid ELF header magic"), then retry.
		case $m in
		*.ko.xz) xz -dc "$src/$m" >"$dst/${m%.xz}" ;;
		*.ko.zst) zstd -qdc "$src/$m" >"$dst/${m%.zst}" ;;
		*) cp "$src/$m" "$dst/$m" ;;
		esac
	done
	cp "$src"/modules.builtin "$src"/modules.builtin.modinfo "$src"/modules.order "$dst/" 2>/dev/null || true
	echo "$GUEST_MODULE_DIRS" >"$GUEST_MODULES/.ready"
}

# scsi_debug and sd_mod with their dependencies, for 93-integrity (protection
# information: scsi_debug dif=1 dix=1), when the kernel has them (the stock kernels;
# the self-built ones have no SCSI). Staged per run into the stage directory (arg 1:
# its lib/modules/$KVER), not into the shared guest-modules cache.
stage_scsi_debug() {
	stage_kernel_modules "$1" 'kernel/drivers/scsi/(scsi_debug|sd_mod)[.]ko'
}

# stage_kernel_modules DST REGEX: the kernel's modules whose path in modules.dep
# matches ^REGEX, with their dependencies, uncompressed into DST (a stage's
# lib/modules/$KVER); nothing when the kernel has none.
stage_kernel_modules() {
	local dst=$1 re=$2 src=$KROOT/lib/modules/$KVER m t
	[ -f "$src/modules.dep" ] || return 0
	awk -v re="^$re" '{ m = $1; sub(/:$/, "", m); if (m ~ re) { print m; for (i = 2; i <= NF; i++) print $i } }' \
		"$src/modules.dep" | sort -u | while read -r m; do
		case $m in
		*.ko.xz) t=${m%.xz} ;;
		*.ko.zst) t=${m%.zst} ;;
		*) t=$m ;;
		esac
		[ -e "$dst/$t" ] && continue
		mkdir -p "$dst/$(dirname "$m")"
		case $m in
		*.ko.xz) xz -dc "$src/$m" >"$dst/$t" ;;
		*.ko.zst) zstd -qdc "$src/$m" >"$dst/$t" ;;
		*) cp "$src/$m" "$dst/$t" ;;
		esac
	done
}

# Stage the module subset plus dm-biocap.ko (arg 2, optional) into stage root (arg 1).
stage_modules() {
	local stage=$1 ko=${2:-} dst extra
	prepare_guest_modules
	dst=$stage/usr/lib/modules/$KVER
	mkdir -p "$stage/usr/lib/modules"
	cp -a "$GUEST_MODULES/lib/modules/$KVER" "$dst"
	stage_scsi_debug "$dst"
	# more of the kernel's modules for one mode (GUEST_EXTRA_MODULES, a regex as above:
	# xfs for make check-fstests), and modules built apart (GUEST_EXTRA_KO, files)
	[ -z "${GUEST_EXTRA_MODULES:-}" ] || stage_kernel_modules "$dst" "$GUEST_EXTRA_MODULES"
	for extra in ${GUEST_EXTRA_KO:-}; do
		mkdir -p "$dst/extra"
		cp "$extra" "$dst/extra/"
	done
	if [ -n "$ko" ]; then
		mkdir -p "$dst/extra"
		cp "$ko" "$dst/extra/dm-biocap.ko"
	fi
	# benchmark variants of the module (tests/vm/build.sh build_bench_variants)
	for ko in ${MODULE_VARIANTS:-}; do
		mkdir -p "$dst/extra"
		cp "$ko" "$dst/extra/"
	done
	# the benchmarks' model block device (tests/vm/build.sh build_bench_model) and
	# the cases' test-only modules (build_test_kos)
	for ko in ${MODEL_KO:-} ${TEST_KOS:-}; do
		mkdir -p "$dst/extra"
		cp "$ko" "$dst/extra/"
	done
	# depmod wants the tree under lib/modules of its base dir
	depmod -b "$stage/usr" "$KVER"
}

# Build the full initramfs for one run. Args: output file, mode, tests.
build_initramfs() {
	local out=$1 mode=$2 tests=$3 stage
	build_base_initramfs
	stage=$CACHE/initramfs/run-$TAG
	rm -rf "$stage"
	mkdir -p "$stage/usr/sbin" "$stage/etc" "$stage/biocap/dm-biocap"
	stage_modules "$stage" "${MODULE_KO:-}"
	if [ -n "${TOOL_BIN:-}" ]; then
		copy_with_libs "$stage" "$TOOL_BIN"
	fi
	if [ -n "${FUZZ_BIN:-}" ]; then
		cp "$FUZZ_BIN" "$stage/usr/sbin/dmfuzz"
	fi
	if [ -n "${PROFREAD_BIN:-}" ]; then
		cp "$PROFREAD_BIN" "$stage/usr/sbin/profread"
	fi
	if [ -n "${FSCRYPT_BIN:-}" ]; then
		cp "$FSCRYPT_BIN" "$stage/usr/sbin/fscrypt-key"
	fi
	if [ -n "${IOPOLL_PUNT_BIN:-}" ]; then
		cp "$IOPOLL_PUNT_BIN" "$stage/usr/sbin/iopoll-punt"
	fi
	if [ -n "${PI_RW_BIN:-}" ]; then
		cp "$PI_RW_BIN" "$stage/usr/sbin/pi-rw"
	fi
	stage_udev "$stage"
	mkdir -p "$stage/biocap/tests"
	cp -r "$SRC_TREE/tests/guest" "$stage/biocap/tests/guest"
	# bench mode: the guest side of tests/bench (not its results)
	mkdir -p "$stage/biocap/tests/bench"
	cp "$SRC_TREE"/tests/bench/guest-*.sh "$stage/biocap/tests/bench/" 2>/dev/null || true
	cp "$VM_DIR/demo-guest.sh" "$stage/biocap/demo.sh"
	# the bpftrace case runs the recipes of the docs as printed there
	mkdir -p "$stage/biocap/docs"
	cp "$SRC_TREE/docs/dm-biocap.rst" "$stage/biocap/docs/"
	if [ -n "${MODULE_CONFIG_H:-}" ] && [ -f "$MODULE_CONFIG_H" ]; then
		cp "$MODULE_CONFIG_H" "$stage/biocap/dm-biocap/biocap_config.h"
	fi
	cp "$SRC_TREE/tests/guest/init" "$stage/init"
	chmod 755 "$stage/init"
	cat >"$stage/etc/biocap.conf" <<-CONF
		BIOCAP_MODE='$mode'
		BIOCAP_KERNEL='$TAG'
		TESTS='$tests'
		CASE_TIMEOUT='${BIOCAP_CASE_TIMEOUT:-${KERNEL_CASE_TIMEOUT:-300}}'
		BIOCAP_PATCHED='${KERNEL_PATCHED:-0}'
		BIOCAP_DM_FIXED='${KERNEL_DM_FIXED:-0}'
		BIOCAP_FUZZ_SEED='${BIOCAP_FUZZ_SEED:-}'
		FSTESTS_TESTS='${FSTESTS_TESTS:-}'
		FSTESTS_FS='${FSTESTS_FS:-}'
		FSTESTS_CONFIGS='${FSTESTS_CONFIGS:-}'
		BIOCAP_MODEL_WARNINGS='$(printf '%s\n' "${MODEL_WARNINGS:-}" | grep -c . || true)'
	CONF
	# The per-run part is small and stays uncompressed; it goes first because the
	# kernel cannot continue after a compressed archive (like early microcode).
	{
		(cd "$stage" && find . -print0 | cpio --null -o -H newc -R 0:0 --quiet)
		cat "$BASE_CPIO"
	} >"$out.tmp"
	mv "$out.tmp" "$out"
	rm -rf "$stage"
}
