#!/bin/bash
# host/lvm-root: a Debian 13 system whose root file system is on LVM on biocap boots,
# from the initramfs that mkinitramfs makes with the packages installed:
#   1. a disk of its own ($CACHE/lvm-root/, NVMe serial lvmroot0): a guest of the test
#      bed (tests/guest/lvm-root/prep-init) maps biocap over it from sector 0 as
#      `biocapctl create` does, makes a PV, VG and LV on the biocap device and an ext4
#      root on the LV whose /sbin/init (tests/guest/lvm-root/root-init, busybox) checks
#      that / is that LV, on the biocap device, on that disk. Made once, kept pristine
#      and copied for every boot.
#   2. a clean trixie chroot with dkms, the headers of the 6.12 tag's kernel, lvm2,
#      busybox and initramfs-tools (tests/host/deb-chroot.sh), in an overlay: the
#      kernel's image package (the .deb the test bed fetched) unpacked, dm-biocap-dkms
#      and biocapctl installed with dpkg -i (DKMS builds the module), /etc/biocaptab
#      with the line "lvmroot ID=nvme-QEMU_NVMe_Ctrl_lvmroot0 cap=64k,initramfs", the
#      README's global_filter for the disk below in lvm.conf, /etc/fstab; then
#      mkinitramfs.
#   3. QEMU (TCG, as tests/vm/qemu.sh) boots that kernel and image with
#      root=/dev/mapper/vgroot-root: the pass needs root-init's "LVM-ROOT PASS" on the
#      console and no kernel report (tests/guest/kernel-reports.ere, as the test bed
#      scans a guest's console).
# Prints PASS/FAIL host/lvm-root. The packages are those host/deb-trixie-build left in
# $CACHE/deb-trixie/out (tests/check.sh runs this after tests/host/deb.sh --suite
# trixie); when they are missing, deb.sh --suite trixie is run first (its lines go to
# the log). Logs: $CACHE/logs/lvm-root.log, consoles in $CACHE/logs/lvm-root/.
# Env: BIOCAP_LVM_ROOT_TIMEOUT (s, per boot; default 900),
# BIOCAP_LVM_ROOT_BREAK=no-hook|no-option|no-filter (shows that the test can fail: the
# image is made without the package's initramfs-tools hook, with the biocaptab line not
# marked initramfs, or without the global_filter in lvm.conf).
set -uo pipefail

SERIAL=lvmroot0
NAME=lvmroot
CAP=64k
VG=vgroot
LV=root
TAG=6.12

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	# shellcheck source=tests/vm/qemu.sh
	. "$VM_DIR/qemu.sh"
	# shellcheck source=tests/vm/initramfs.sh
	. "$VM_DIR/initramfs.sh"
	# shellcheck source=tests/vm/build.sh
	. "$VM_DIR/build.sh"
	# shellcheck source=tests/vm/results.sh
	. "$VM_DIR/results.sh"
	DEB_SUITE=trixie
	# shellcheck source=tests/host/deb-chroot.sh
	. "$REPO/tests/host/deb-chroot.sh"
	# shellcheck source=tests/vm/kernels/6.12.sh
	. "$VM_DIR/kernels/$TAG.sh"
	case ${BIOCAP_LVM_ROOT_BREAK:-} in
	'' | no-hook | no-option | no-filter) ;;
	*)
		fail "BIOCAP_LVM_ROOT_BREAK=$BIOCAP_LVM_ROOT_BREAK: not no-hook, no-option or no-filter"
		return
		;;
	esac
	LOG=$CACHE/logs/lvm-root.log
	LOGDIR=$CACHE/logs/lvm-root
	TIMEOUT=${BIOCAP_LVM_ROOT_TIMEOUT:-900}
	mkdir -p "$LOGDIR" "$CACHE/locks" "$CACHE/lvm-root"
	rm -f "$LOGDIR"/*
	: >"$LOG"
	# one run at a time: the runs share the disk and the logs
	exec 7>"$CACHE/locks/lvm-root.lock"
	flock 7
	local t0=$SECONDS v arch dkms_deb tool_deb out=$CACHE/deb-trixie/out
	v=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$REPO/dkms.conf")
	arch=$(dpkg --print-architecture)
	dkms_deb=$out/dm-biocap-dkms_${v}_all.deb
	tool_deb=$out/biocapctl_${v}_${arch}.deb
	if [ ! -f "$dkms_deb" ] || [ ! -f "$tool_deb" ]; then
		log "no trixie packages in $out: tests/host/deb.sh --suite trixie" >>"$LOG" 2>&1
		"$REPO/tests/host/deb.sh" --suite trixie >>"$LOG" 2>&1
		if [ ! -f "$dkms_deb" ] || [ ! -f "$tool_deb" ]; then
			fail "no packages: tests/host/deb.sh --suite trixie made no ${dkms_deb##*/} and ${tool_deb##*/} (see $LOG)"
			return
		fi
	fi
	if ! (qemu_ensure && kernel_resolve && kernel_fetch) >>"$LOG" 2>&1; then
		fail "no QEMU or no kernel of the $TAG tag (see $LOG)"
		return
	fi
	# again in this shell, for their variables (they die on an error; cached now)
	{
		qemu_ensure
		kernel_resolve
		kernel_fetch
	} >>"$LOG" 2>&1
	local image_debs=("$CACHE/debs/linux-image-$KVER-unsigned"_*.deb)
	if [ ! -f "${image_debs[0]}" ]; then
		fail "no linux-image-$KVER-unsigned package in $CACHE/debs"
		return
	fi
	if ! _deb_chroot_ensure lvm-root "$KVER" "$(deb_chroot_packages "$KVER") lvm2 busybox udev" >>"$LOG" 2>&1; then
		fail "no trixie chroot with linux-headers-$KVER and lvm2 (see $LOG)"
		return
	fi
	trap deb_overlay_down EXIT
	deb_overlay_up >>"$LOG" 2>&1
	local t1=$SECONDS t2 t3
	make_image "${image_debs[0]}" "$dkms_deb" "$tool_deb" || return
	t2=$SECONDS
	deb_overlay_down
	trap - EXIT
	pristine_disk || return
	t3=$SECONDS
	boot_root
	log "host/lvm-root: $((SECONDS - t0)) s (set-up $((t1 - t0)) s, image $((t2 - t1)) s, disk $((t3 - t2)) s, boot $((SECONDS - t3)) s)" >>"$LOG" 2>&1
}

fail() {
	echo "FAIL host/lvm-root: $*"
}

# make_image IMAGE_DEB DKMS_DEB TOOL_DEB: in the overlay chroot, the kernel, the
# packages, the configuration, then $LOGDIR/initrd.img; sets KO (the module DKMS built,
# for the guest that makes the disk) and MKINITRAMFS_S.
make_image() {
	local image_deb=$1 dkms_deb=$2 tool_deb=$3 ko t0 line opts=cap=$CAP,initramfs
	# The kernel as its package installs it, without its maintainer scripts (no boot
	# loader in a chroot; the image is made below with mkinitramfs).
	log "unpacking ${image_deb##*/} into the chroot" >>"$LOG" 2>&1
	if ! dpkg-deb -x "$image_deb" "$DEB_ROOT" >>"$LOG" 2>&1 || ! deb_run depmod "$KVER" >>"$LOG" 2>&1; then
		fail "cannot unpack ${image_deb##*/} into the chroot (see $LOG)"
		return 1
	fi
	cp "$dkms_deb" "$tool_deb" "$DEB_ROOT/tmp/"
	log "dpkg -i ${dkms_deb##*/} ${tool_deb##*/} (DKMS builds for $KVER)" >>"$LOG" 2>&1
	if ! deb_run dpkg -i "/tmp/${dkms_deb##*/}" "/tmp/${tool_deb##*/}" >>"$LOG" 2>&1; then
		fail "dpkg -i of the packages failed in the chroot (see $LOG)"
		return 1
	fi
	ko=$(find "$DEB_ROOT/lib/modules/$KVER/" -name 'dm-biocap.ko*' | head -n 1)
	if [ -z "$ko" ]; then
		fail "DKMS installed no dm-biocap.ko for $KVER in the chroot (see $LOG)"
		return 1
	fi
	KO=$CACHE/lvm-root/dm-biocap-$KVER.ko
	case $ko in
	*.xz) xz -dc "$ko" >"$KO" ;;
	*.zst) zstd -qdc "$ko" >"$KO" ;;
	*) cp "$ko" "$KO" ;;
	esac
	# The disk by its by-id name (biocaptab(5)); the initramfs's LVM must not take
	# the PV it reads on the disk below (README, "With LVM").
	[ "${BIOCAP_LVM_ROOT_BREAK:-}" = no-option ] && opts=cap=$CAP
	line="$NAME ID=nvme-QEMU_NVMe_Ctrl_$SERIAL $opts"
	echo "$line" >>"$DEB_ROOT/etc/biocaptab"
	if ! grep -q '^devices {' "$DEB_ROOT/etc/lvm/lvm.conf"; then
		fail "no devices section in the chroot's /etc/lvm/lvm.conf"
		return 1
	fi
	[ "${BIOCAP_LVM_ROOT_BREAK:-}" = no-filter ] ||
		sed -i 's/^devices {$/&\n\tglobal_filter = [ "r|^\/dev\/nvme0n1$|" ]/' "$DEB_ROOT/etc/lvm/lvm.conf"
	echo "/dev/mapper/$VG-$LV / ext4 errors=remount-ro 0 1" >"$DEB_ROOT/etc/fstab"
	[ "${BIOCAP_LVM_ROOT_BREAK:-}" = no-hook ] && rm -f "$DEB_ROOT/usr/share/initramfs-tools/hooks/biocap"
	log "mkinitramfs $KVER (/etc/biocaptab: $line)" >>"$LOG" 2>&1
	t0=$SECONDS
	if ! deb_run mkinitramfs -o "/boot/initrd.img-$KVER" "$KVER" >"$LOGDIR/mkinitramfs.log" 2>&1; then
		cat "$LOGDIR/mkinitramfs.log" >>"$LOG"
		fail "mkinitramfs failed: $(grep -m1 -iE 'error|fatal' "$LOGDIR/mkinitramfs.log") (see $LOG)"
		return 1
	fi
	MKINITRAMFS_S=$((SECONDS - t0))
	cat "$LOGDIR/mkinitramfs.log" >>"$LOG"
	cp "$DEB_ROOT/boot/initrd.img-$KVER" "$LOGDIR/initrd.img"
	deb_run lsinitramfs "/boot/initrd.img-$KVER" >"$LOGDIR/initrd.list" 2>>"$LOG"
	log "initrd.img: $(du -h "$LOGDIR/initrd.img" | cut -f1), $(grep -c . "$LOGDIR/initrd.list") files; biocap: $(grep biocap "$LOGDIR/initrd.list" | tr '\n' ' ')" >>"$LOG" 2>&1
}

# The disk, once per recipe (prep-init, root-init, the tools the guest runs):
# $CACHE/lvm-root/disk-<key>.img, never written to again; sets DISK_SRC.
pristine_disk() {
	local key stage initrd console rc=0 t0=$SECONDS
	key=$({
		cat "$REPO/tests/guest/lvm-root/prep-init" "$REPO/tests/guest/lvm-root/root-init"
		echo "$SERIAL $NAME $CAP $VG $LV"
		dpkg-query -W busybox-static lvm2 e2fsprogs
	} | sha256sum | cut -c1-12)
	DISK_SRC=$CACHE/lvm-root/disk-$key.img
	[ -f "$DISK_SRC" ] && return 0
	log "making the disk $DISK_SRC in a guest" >>"$LOG" 2>&1
	# the test bed's guest: busybox, lvm, e2fsprogs, the kernel's modules, biocapctl
	# (built on the host) and the module DKMS built above
	if ! (build_tool && build_base_initramfs) >>"$LOG" 2>&1; then
		fail "cannot build biocapctl or the test bed's base initramfs (see $LOG)"
		return 1
	fi
	build_base_initramfs
	stage=$CACHE/lvm-root/prep-stage
	initrd=$CACHE/lvm-root/prep.cpio
	rm -rf "$stage"
	mkdir -p "$stage/etc" "$stage/lvm-root"
	stage_modules "$stage" "$KO" >>"$LOG" 2>&1
	copy_with_libs "$stage" "$SRC_TREE/userspace/biocapctl"
	cp "$REPO/tests/guest/lvm-root/prep-init" "$stage/init"
	cp "$REPO/tests/guest/lvm-root/root-init" "$stage/lvm-root/"
	chmod 755 "$stage/init"
	printf "SERIAL='%s'\nNAME='%s'\nCAP='%s'\nVG='%s'\nLV='%s'\n" "$SERIAL" "$NAME" "$CAP" "$VG" "$LV" \
		>"$stage/etc/lvm-root.conf"
	{
		(cd "$stage" && find . -print0 | cpio --null -o -H newc -R 0:0 --quiet)
		cat "$BASE_CPIO"
	} >"$initrd"
	rm -rf "$stage"
	rm -f "$DISK_SRC.tmp"
	truncate -s 256M "$DISK_SRC.tmp"
	console=$LOGDIR/prep-console.log
	# shellcheck disable=SC2054 # commas inside qemu option values
	timeout -k 10 "$TIMEOUT" "${QEMU_CMD[@]}" -accel tcg,thread=single -cpu max -m 1G -smp 1 -no-reboot \
		-kernel "$VMLINUZ" -initrd "$initrd" \
		-append "console=ttyS0 panic=-1 oops=panic loglevel=5 sysrq_always_enabled" \
		-drive "file=$DISK_SRC.tmp,if=none,id=n0,format=raw" -device "nvme,serial=$SERIAL,drive=n0" \
		-display none -vga none -nic none -monitor none \
		-serial "file:$console" -serial "file:$LOGDIR/prep.out" </dev/null >>"$LOG" 2>&1 || rc=$?
	rm -f "$initrd"
	log "disk guest: $((SECONDS - t0)) s, qemu exit $rc: $(tr -d '\r' <"$LOGDIR/prep.out")" >>"$LOG" 2>&1
	if ! tr -d '\r' <"$LOGDIR/prep.out" | grep -q '^PREP OK'; then
		fail "the guest that makes the disk said '$(tr -d '\r' <"$LOGDIR/prep.out" | head -n 1)' (qemu exit $rc; console: $console)"
		return 1
	fi
	mv "$DISK_SRC.tmp" "$DISK_SRC"
	find "$CACHE/lvm-root" -maxdepth 1 -name 'disk-*.img' ! -path "$DISK_SRC" -delete
}

# Boot the kernel with the image made by mkinitramfs and a copy of the disk.
boot_root() {
	local disk=$LOGDIR/disk.img console=$LOGDIR/console.log rc=0 t0=$SECONDS marker oops why
	cp --sparse=always "$DISK_SRC" "$disk"
	log "booting $KVER with root=/dev/mapper/$VG-$LV (timeout $TIMEOUT s; console: $console)" >>"$LOG" 2>&1
	# rootdelay=60: a missing root gives up (initramfs-tools' panic, panic=-1:
	# reboot, which -no-reboot turns into QEMU's exit) in minutes, not 3
	# shellcheck disable=SC2054 # commas inside qemu option values
	timeout -k 10 "$TIMEOUT" "${QEMU_CMD[@]}" -accel tcg,thread=single -cpu max -m 1G -smp "$KERNEL_SMP" -no-reboot \
		-kernel "$VMLINUZ" -initrd "$LOGDIR/initrd.img" \
		-append "console=ttyS0 root=/dev/mapper/$VG-$LV ro rootdelay=60 panic=-1 oops=panic loglevel=5 sysrq_always_enabled" \
		-drive "file=$disk,if=none,id=n0,format=raw" -device "nvme,serial=$SERIAL,drive=n0" \
		-display none -vga none -nic none -monitor none \
		-serial "file:$console" </dev/null >>"$LOG" 2>&1 || rc=$?
	rm -f "$disk"
	log "boot: $((SECONDS - t0)) s, qemu exit $rc" >>"$LOG" 2>&1
	marker=$(tr -d '\r' <"$console" | grep -a -m1 '^LVM-ROOT ')
	oops=$(tr -d '\r' <"$console" | grep -a -E '^\[ *[0-9]+\.[0-9]+\]' | grep -E "$OOPS_PATTERN" | head -n 2 |
		sed 's/^\[ *[0-9.]*\] //' | tr '\n' ' ')
	if [ -n "$oops" ]; then
		fail "kernel report on the console: $oops(see $console)"
	elif [[ $marker == "LVM-ROOT PASS: "* ]]; then
		echo "PASS host/lvm-root # $KVER booted root=/dev/mapper/$VG-$LV from the image mkinitramfs made (${MKINITRAMFS_S} s, $(du -h "$LOGDIR/initrd.img" | cut -f1)): ${marker#LVM-ROOT PASS: }; boot $((SECONDS - t0)) s"
	elif [ -n "$marker" ]; then
		fail "${marker#LVM-ROOT FAIL: } (see $console)"
	else
		# what the initramfs said last: its ALERT, biocap's failure, a timeout
		why=$(tr -d '\r' <"$console" | grep -a -E 'ALERT!|biocap|Gave up|not set up' | tail -n 3 | tr '\n' ' ')
		[ "$rc" = 124 ] && why="timed out after $TIMEOUT s; $why"
		fail "no LVM-ROOT line from the root's init (qemu exit $rc): ${why:-see the console}(see $console)"
	fi
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
