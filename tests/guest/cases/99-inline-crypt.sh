#!/bin/sh
# 99-inline-crypt: inline encryption through biocap, as through dm-linear. biocap passes
# encryption contexts (DM_TARGET_PASSES_CRYPTO), so its dm device offers the crypto
# profile of a disk that encrypts inline, and ext4 mounted with inlinecrypt sends its
# contexts down; a cut keeps whole data units (4 KiB here).
# The disk: biocap_model backing=1 crypto=1 (tests/bench/modeldev), a RAM disk with a
# crypto profile and a test cipher of the key and the data unit's number, so a file reads
# back right only if each data unit came down with the key and number it was written
# with; nomerges=2, so it sees every clone as a request of its own. Needs a kernel with
# CONFIG_BLK_INLINE_ENCRYPTION and CONFIG_FS_ENCRYPTION (Debian's 7.3, the self-built).
# For dm-linear, biocap cap 6 KiB (cuts round down to 4 KiB) and the same aligned (cuts
# at multiples of 6 KiB, rounded down): the dm device has queue/crypto; a 1 MiB file
# written through the page cache and one written with O_DIRECT, in an encrypted
# directory, read back the same after a remount; the disk saw requests with a key,
# through biocap none larger than 4 KiB. Without the flag the dm device has no profile
# and no request carries a key; without the rounding writeback fails with I/O errors
# (the disk's queue refuses a bio that holds part of a data unit) and the file reads
# back wrong. Last, tables whose line boundaries tear data units: an O_DIRECT write fails,
# through biocap (which passes the torn pieces whole, not cut) as through dm-linear.
# group: diagnostic
# requires: model-crypt
. ./lib.sh

MODPROBE=/sbin/modprobe
PARAMS=/sys/module/biocap_model/parameters
MNT=/mnt/bc99
T=$LIB_TMP
DM=bc99
KIB=1024

grep -qw ext4 /proc/filesystems || $MODPROBE ext4 >"$T/mod" 2>&1
grep -qw ext4 /proc/filesystems || fail "ext4 is not available in the guest: $(cat "$T/mod")"
mkdir -p $MNT
on_exit "umount $MNT 2>/dev/null; dmsetup remove --noudevsync $DM 2>/dev/null; rmmod biocap_model 2>/dev/null"
mkpattern "$T/data" $KIB || fail "cannot make random data"

# model_disk: a fresh model disk with a crypto profile that sees every clone as a
# request of its own (for the round named $W)
model_disk() {
	$MODPROBE biocap_model backing=1 crypto=1 capacity_mb=64 model=parallel >"$T/mod" 2>&1 ||
		fail "$W: biocap_model backing=1 crypto=1 does not load (a kernel without CONFIG_BLK_INLINE_ENCRYPTION?): $(cat "$T/mod")"
	[ -e /sys/block/bmodel0/queue/crypto/modes/AES-256-XTS ] ||
		fail "$W: the model disk offers no AES-256-XTS (test bed)"
	echo 2 >/sys/block/bmodel0/queue/nomerges
}

# fresh_fs TABLE: the dm device $DM with TABLE, which must offer the disk's inline
# encryption, and on it an ext4 mounted with inlinecrypt at $MNT, with an encrypted
# directory d; sets X to the dm device
fresh_fs() {
	dm_create $DM "$1" || fail "$W: create"
	X=$(dm_dev $DM)
	[ -e "$(dm_sysdir $DM)/queue/crypto/modes/AES-256-XTS" ] ||
		fail "$W: the dm device offers no inline encryption (no queue/crypto/modes/AES-256-XTS)"
	must mkfs.ext4 -F -q -b 4096 -O encrypt "$X"
	must mount -t ext4 -o inlinecrypt "$X" $MNT
	mkdir $MNT/d || fail "$W: mkdir"
	must fscrypt-key policy $MNT/d
}

# round NAME TARGET-ARGS MAX: one file system on a fresh disk through one table;
# MAX: the largest request with a key the disk may see (0: no bound)
round() {
	W=$1
	model_disk
	fresh_fs "0 $(blk_sectors /dev/bmodel0) $2"
	cp "$T/data" $MNT/d/cached || fail "$W: write through the page cache failed"
	dd if="$T/data" of=$MNT/d/direct bs=64k oflag=direct 2>"$T/dd" ||
		fail "$W: O_DIRECT write failed: $(cat "$T/dd")"
	sync
	umount $MNT || fail "$W: umount"
	must mount -t ext4 -o inlinecrypt "$X" $MNT
	must fscrypt-key add $MNT
	cmp "$T/data" $MNT/d/cached || fail "$W: the file written through the page cache reads back wrong"
	dd if=$MNT/d/direct of="$T/back" bs=64k iflag=direct 2>"$T/dd" ||
		fail "$W: O_DIRECT read failed: $(cat "$T/dd")"
	cmp "$T/data" "$T/back" || fail "$W: the file written with O_DIRECT reads back wrong"
	umount $MNT || fail "$W: umount"
	rqs=$(cat $PARAMS/crypt_requests)
	max=$(cat $PARAMS/crypt_max_bytes)
	log "$W: $rqs requests with a key, the largest $max bytes; $(dm_status $DM)"
	[ "$rqs" -gt 0 ] || fail "$W: no request reached the disk with a key (encrypted above the dm device?)"
	[ "$3" = 0 ] || [ "$max" -le "$3" ] || fail "$W: a request with a key of $max bytes (cap $3)"
	case $2 in
	biocap*)
		[ "$(bc_stat $DM split)" -gt 0 ] || fail "$W: nothing was cut"
		expect_eq "$W: errors" "$(bc_stat $DM errors)" 0
		;;
	esac
	dm_remove $DM || fail "$W: remove"
	rmmod biocap_model || fail "$W: rmmod biocap_model"
}

# torn NAME FORMAT: a table of 20-sector lines over the disk's first 16 MiB (FORMAT: a
# line's target and arguments, %s its offset), whose boundaries fall inside 4 KiB data
# units, so dm core hands each line pieces shorter than a unit. Such a piece fails below,
# through dm-linear as through biocap; biocap must send it whole, not cut it (a cut
# longer than the piece is a BUG_ON in dm core): aligned 9 puts a cap boundary inside
# the piece at sectors 16-20 of each line. The O_DIRECT write of the file must fail (ext4
# may write it through the page cache: fsync reports the error), and biocap must count it.
torn() {
	W=$1
	model_disk
	i=0
	: >"$T/table"
	while [ $i -lt 1638 ]; do
		# shellcheck disable=SC2059 # the format is the caller's
		echo "$((i * 20)) 20 $(printf "$2" $((i * 20)))" >>"$T/table"
		i=$((i + 1))
	done
	fresh_fs "$(cat "$T/table")"
	if dd if="$T/data" of=$MNT/d/direct bs=64k oflag=direct conv=fsync 2>"$T/dd"; then
		fail "$W: an O_DIRECT write over lines that tear data units succeeded ($(cat $PARAMS/crypt_requests) requests with a key)"
	fi
	log "$W: the O_DIRECT write failed, as it must: $(tail -n 1 "$T/dd"); $(cat $PARAMS/crypt_requests) requests with a key"
	umount $MNT || fail "$W: umount"
	case $2 in
	biocap*)
		# on the lines that got torn pieces
		n=$(dmsetup status $DM | sed -n 's/.* errors=\([0-9]*\) .*/\1/p' | awk '{ s += $1 } END { print s + 0 }')
		[ "$n" -gt 0 ] || fail "$W: no error counted on any line"
		;;
	esac
	dm_remove $DM || fail "$W: remove"
	rmmod biocap_model || fail "$W: rmmod biocap_model"
}

round "dm-linear" "linear /dev/bmodel0 0" 0
round "biocap cap 6 KiB" "biocap /dev/bmodel0 0 12" 4096
round "biocap cap 6 KiB aligned" "biocap /dev/bmodel0 0 12 1 aligned" 4096
torn "dm-linear, torn data units" "linear /dev/bmodel0 %s"
torn "biocap aligned 9, torn data units" "biocap /dev/bmodel0 %s 9 1 aligned"
exit 0
