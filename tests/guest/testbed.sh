# shellcheck shell=sh
# The test bed's NVMe disk, for the runner (run-tests.sh: the "nvme" requirement) and
# the cases (lib.sh: NVME_DEV, need_nvme). The cases destroy what is on it, so it is
# either the disk the guest's init checked and named in the marker, or one named
# explicitly as scratch (BIOCAP_TEST_NVME).
BIOCAP_TESTBED=${BIOCAP_TESTBED:-/run/biocap-testbed}

# testbed_nvme: the disk's path, or nothing.
testbed_nvme() {
	if [ -n "${BIOCAP_TEST_NVME:-}" ]; then
		echo "$BIOCAP_TEST_NVME"
	else
		sed -n 's/^nvme=//p' "$BIOCAP_TESTBED" 2>/dev/null
	fi
}

# nvme_unmet: why the disk cannot serve the cases (missing, no poll queue), or nothing.
nvme_unmet() {
	_tb_d=$(testbed_nvme)
	if [ -z "$_tb_d" ] || [ ! -b "$_tb_d" ]; then
		echo "no NVMe disk of the test bed (${_tb_d:-none named})"
	elif [ "$(cat "/sys/block/${_tb_d##*/}/queue/io_poll" 2>/dev/null)" != 1 ]; then
		echo "$_tb_d has no poll queue (nvme.poll_queues=0)"
	fi
}

# testbed_ctrl: the test bed's NVMe controller (nvmeN, the serial run-guest.sh gives it),
# or nothing and status 1. Not always nvme0: controllers probe asynchronously, and a
# check guest has two more (testbed_mpath).
testbed_ctrl() {
	for _tb_c in /sys/class/nvme/nvme*; do
		[ "$(tr -d ' ' <"$_tb_c/serial" 2>/dev/null)" = biocap0 ] &&
			{ echo "${_tb_c##*/}"; return 0; }
	done
	return 1
}

# testbed_ns N: the namespace with id N of the test bed's controller, or nothing.
testbed_ns() {
	_tb_c=$(testbed_ctrl) || return 1
	for _tb_d in /sys/class/nvme/"$_tb_c"/nvme*n*; do
		[ "$(cat "$_tb_d/nsid" 2>/dev/null)" = "$1" ] && { echo "/dev/${_tb_d##*/}"; return 0; }
	done
	return 1
}

# A Debian root file system that the host made and attached as namespace 2 of the
# test bed's disk (tests/vm/fstests.sh, tests/vm/bpftrace.sh), for what the initramfs
# has not: fstests, bpftrace. Run chrooted into it with the guest's /dev, /proc and /sys.

# testbed_label DEV: the volume name of the ext4 file system on DEV (s_volume_name,
# 120 bytes into the superblock at 1024; busybox has no blkid -s LABEL).
testbed_label() {
	dd if="$1" bs=1 skip=1144 count=16 2>/dev/null | tr -d '\000'
}

# testbed_root_dev LABEL: namespace 2, when it holds the root labelled LABEL; else
# nothing and status 1.
testbed_root_dev() {
	_tb_d=$(testbed_ns 2) || return 1
	[ "$(testbed_label "$_tb_d")" = "$1" ] || return 1
	echo "$_tb_d"
}

# testbed_root_mount DEV DIR [MOUNT-OPTIONS]: mount the root at DIR with the guest's
# /dev, /proc, /sys (debugfs, tracefs, configfs: those are mounts of their own), /run
# and a fresh /tmp in it, ready for chroot DIR. Undo with testbed_root_umount DIR.
testbed_root_mount() {
	mkdir -p "$2" || return 1
	# ext4 is built into the self-built kernels, a module on Debian's
	grep -qw ext4 /proc/filesystems || modprobe ext4 || return 1
	mount -t ext4 ${3:+-o "$3"} "$1" "$2" || return 1
	for _tb_m in /dev /dev/pts /proc /sys /sys/kernel/debug /sys/kernel/tracing /sys/kernel/config /run; do
		# only what the guest has mounted (tracefs may be under debugfs instead)
		grep -q "^[^ ]* $_tb_m " /proc/mounts || continue
		mount --bind "$_tb_m" "$2$_tb_m" || { echo "cannot bind $_tb_m into $2" >&2; return 1; }
	done
	mount -t tmpfs tmpfs "$2/tmp"
}

# testbed_root_umount DIR: unmount DIR and everything under it, the deepest first, so
# that the root's file system is clean for the host.
testbed_root_umount() {
	awk -v d="$1" '$2 == d || index($2, d "/") == 1 { print $2 }' /proc/mounts | sort -r |
		while read -r _tb_m; do umount "$_tb_m" || echo "cannot unmount $_tb_m" >&2; done
}

# testbed_mpath: the NVMe multipath head that the host attaches beside the test bed's
# disk (tests/vm/run-guest.sh: a subsystem of two controllers, serial biocapmp, sharing
# namespace 1), or nothing and status 1. Without CONFIG_NVME_MULTIPATH each controller
# shows the namespace as a disk of its own, and there is no head.
testbed_mpath() {
	for _tb_s in /sys/class/nvme-subsystem/*; do
		[ "$(tr -d ' ' <"$_tb_s/serial" 2>/dev/null)" = biocapmp ] || continue
		for _tb_d in "$_tb_s"/nvme*n*; do
			[ -e "$_tb_d/nsid" ] && { echo "/dev/${_tb_d##*/}"; return 0; }
		done
	done
	return 1
}
