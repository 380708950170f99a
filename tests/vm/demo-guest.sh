#!/bin/sh
# The demo workload, run inside the guest by init (demo mode); its output is shown
# on the host terminal. A biocap device over the emulated NVMe disk, a large direct
# read and a polled read through it, then the device's status.
set -e
dev=/dev/nvme0n1
step() { echo; echo "== $*"; }

step "kernel $(uname -r); $dev: $(blockdev --getsize64 $dev) bytes, io_poll=$(cat /sys/block/nvme0n1/queue/io_poll)"
if command -v biocapctl >/dev/null; then
	step "biocapctl create demo $dev --cap 256k"
	biocapctl create demo "$dev" --cap 256k
else
	table="0 $(blockdev --getsz $dev) biocap $dev 0 512"
	step "biocapctl not built yet: dmsetup create demo --table \"$table\""
	dmsetup create demo --noudevsync --table "$table"
fi
minor=$(dmsetup info -c --noheadings -o minor demo | tr -d ' ')
[ -b /dev/mapper/demo ] || mknod /dev/mapper/demo b "$(dmsetup info -c --noheadings -o major demo | tr -d ' ')" "$minor"
echo "/dev/mapper/demo (dm-$minor): io_poll=$(cat "/sys/block/dm-$minor/queue/io_poll")"

step "large direct reads: fio 1 MiB, libaio, iodepth 4, 3 s"
fio --name=large --filename=/dev/mapper/demo --rw=read --bs=1M --direct=1 --ioengine=libaio \
	--iodepth=4 --time_based --runtime=3 --group_reporting | grep -E 'read:|lat \(usec\): min|bw='

step "polled reads: fio 4 KiB random, io_uring hipri=1, 3 s"
fio --name=polled --filename=/dev/mapper/demo --rw=randread --bs=4k --direct=1 --ioengine=io_uring \
	--hipri=1 --iodepth=8 --time_based --runtime=3 --group_reporting | grep -E 'read:|clat \(usec\)|err='

step "dmsetup status demo"
dmsetup status demo
if command -v biocapctl >/dev/null; then
	step "biocapctl status demo"
	biocapctl status demo
fi
dmsetup remove --noudevsync demo
echo
echo "demo finished"
