#!/bin/sh
# 11-ext4: ext4 on biocap over the NVMe disk (volatile write cache, so journal flushes
# and FUA go through biocap), with cap 24 (12 KiB, not a power of two: almost every data
# bio is split) and with cap 0 (auto):
#  mkfs.ext4, mount, write an 8 MiB file, 200 small files (1-13 KiB) and an 8 MiB file
#  with fsync, sync, unmount, `e2fsck -fn` clean, mount again, every checksum matches,
#  unmount, `e2fsck -fn` clean again. biocap errors=0 and flushes+fua > 0; at cap 24
#  bios larger than the cap arrived and were split (split > 0, max_bio > 12 KiB); the
#  auto cap resolved to a number >= 8.
# group: target
# requires: nvme
. ./lib.sh

# -----------------------------------------------------------------------------------
need_nvme
DM=bc11
X=$(dm_dev $DM)
MNT=/mnt/bc11
T=$LIB_TMP
# 256 MiB at 512 MiB of the NVMe disk
OFF=1048576
LEN=524288

# kmod's modprobe by path (a bare "modprobe" is busybox's applet in the guest sh)
MODPROBE=/sbin/modprobe
grep -qw ext4 /proc/filesystems || $MODPROBE ext4 >"$T/mod" 2>&1
grep -qw ext4 /proc/filesystems || fail "ext4 is not available in the guest: $(cat "$T/mod")"
# ext4 needs the crc32c crypto driver at mount (a soft module dependency)
# (7.2 and later use the crc32c library built into the kernel instead: no softdep there)
if /sbin/modinfo -F softdep ext4 2>/dev/null | grep -q crc32c; then
	grep -q 'name *: crc32c' /proc/crypto || $MODPROBE crc32c >"$T/mod" 2>&1
	grep -q 'name *: crc32c' /proc/crypto ||
		fail "no crc32c crypto driver in the guest, ext4 cannot mount (test bed: ship crypto/crc32c*.ko): $(cat "$T/mod")"
fi
mkdir -p $MNT
on_exit "umount $MNT 2>/dev/null"
mkpattern "$T/big" 8192 || fail "cannot make random data"

round() {
	_cap=$1
	W="cap $_cap"
	dm_create $DM "$(bc_line 0 $LEN "$NVME_DEV" $OFF "$_cap")" || fail "$W: create"
	mkfs.ext4 -q -F "$X" >"$T/mkfs" 2>&1 || fail "$W: mkfs.ext4 failed: $(cat "$T/mkfs")"
	mount -t ext4 "$X" $MNT || fail "$W: mount failed"
	cp "$T/big" $MNT/big || fail "$W: writing the big file failed"
	mkdir $MNT/small || fail "$W: mkdir"
	_i=0
	while [ $_i -lt 200 ]; do
		dd if=/dev/urandom of=$MNT/small/f$_i bs=1k count=$((_i % 13 + 1)) 2>/dev/null ||
			fail "$W: writing small file $_i failed"
		_i=$((_i + 1))
	done
	dd if="$T/big" of=$MNT/synced bs=256k conv=fsync 2>/dev/null || fail "$W: dd conv=fsync failed"
	sync
	(cd $MNT && md5sum big synced small/*) >"$T/md5" || fail "$W: md5sum"
	expect_eq "$W: files checksummed" "$(wc -l <"$T/md5")" 202
	umount $MNT || fail "$W: umount failed"
	e2fsck -fn "$X" >"$T/fsck" 2>&1 || fail "$W: e2fsck -fn not clean (exit $?): $(tail -n 5 "$T/fsck" | tr '\n' ' ')"
	mount -t ext4 "$X" $MNT || fail "$W: remount failed"
	(cd $MNT && md5sum -c "$T/md5") >"$T/check" 2>&1 ||
		fail "$W: checksum mismatch after remount: $(grep -v ': OK' "$T/check" | head -n 3 | tr '\n' ' ')"
	cmp -s $MNT/big "$T/big" || fail "$W: big file differs from its source"
	umount $MNT || fail "$W: second umount failed"
	e2fsck -fn "$X" >"$T/fsck" 2>&1 || fail "$W: second e2fsck -fn not clean: $(tail -n 5 "$T/fsck" | tr '\n' ' ')"
	S=$(bc_status $DM)
	log "$W: $S"
	expect_eq "$W: errors" "$(kv_get "$S" errors)" 0
	_fl=$(kv_get "$S" flushes)
	_fua=$(kv_get "$S" fua)
	[ $((_fl + _fua)) -gt 0 ] || fail "$W: no flush or FUA reached biocap (flushes=$_fl fua=$_fua)"
	dm_remove $DM || fail "$W: remove"
}

round 24
sp=$(kv_get "$S" split)
mb=$(kv_get "$S" max_bio)
[ "$sp" -gt 0 ] || fail "cap 24: nothing was split (split=$sp)"
[ "$mb" -gt 12288 ] || fail "cap 24: no bio above the cap arrived (max_bio=$mb)"
expect_eq "cap 24: cap" "$(kv_get "$S" cap)" 24
round 0
c=$(kv_get "$S" cap)
is_uint "$c" && [ "$c" -ge 8 ] || fail "auto cap resolved to '$c'"
exit 0
