#!/bin/sh
# 61-tool-udev: 59-biocap.rules under a running udevd (the host's, with udev's and
# device-mapper's block rules). biocap maps its disk from sector 0, so the file system's
# UUID and LABEL are read on both; asserts:
#   - before: /dev/disk/by-uuid and by-label name the NVMe disk, ID_FS_TYPE=ext4;
#   - biocapctl create (udev synchronisation: udevd runs): the links name the biocap
#     device, and the disk is marked (BIOCAP_LOWER=1, ID_FS_TYPE=biocap_member, the
#     file system's keys dropped); biocapctl create waits for udev, so no settle is
#     needed for the node;
#   - biocapctl remove: the links name the disk again, ID_FS_TYPE=ext4;
#   - the same over a GPT partition named by PARTLABEL=, with an ext4 on it: while biocap
#     holds it, by-uuid names the biocap device, and the partition keeps its by-partuuid
#     and by-partlabel links (biocaptab lines name partitions by them), ID_PART_ENTRY_UUID,
#     and no ID_FS_UUID; after remove, by-uuid names the partition again;
#   - biocap over that whole partitioned disk: the partition is not probed (no
#     by-partlabel or by-partuuid link: a PARTUUID= mount would find it busy) until
#     biocap is removed.
# group: tool
# requires: udevd nvme
. ./lib.sh

DM=bc61
UUID=0b1ca961-6a70-4d2c-9c61-5b0e61b10ca9
LABEL=bc61label
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
need_nvme
DISK=${NVME_DEV##*/}
unset DM_DISABLE_UDEV

stop_udevd() {
	udevadm control --exit 2>/dev/null
	# libdevmapper takes a leftover control socket for a running udevd
	rm -rf /run/udev
}
on_exit stop_udevd
on_exit "DM_DISABLE_UDEV=1 dm_remove_quiet $DM"
/usr/bin/systemd-udevd --daemon --resolve-names=never 2>"$LIB_TMP/udevd.err" ||
	fail "udevd did not start: $(cat "$LIB_TMP/udevd.err")"
settle() { udevadm settle -t 60 || fail "udevadm settle timed out ($1)"; }
udevadm trigger --action=add --subsystem-match=block
settle "coldplug"

# prop DEV KEY: KEY's value in udev's database for DEV
prop() { udevadm info --query=property --name="$1" 2>/dev/null | sed -n "s/^$2=//p"; }
# links UUID|LABEL: what /dev/disk/by-uuid and by-label point to, resolved
links() { echo "$(readlink -f "/dev/disk/by-uuid/$UUID") $(readlink -f "/dev/disk/by-label/$LABEL")"; }

mkfs.ext4 -q -F -U "$UUID" -L "$LABEL" "$NVME_DEV" || fail "mkfs.ext4 on $NVME_DEV failed"
udevadm trigger --action=change --sysname-match="$DISK"
settle "after mkfs"
expect_eq "before: by-uuid and by-label" "$(links)" "$NVME_DEV $NVME_DEV"
expect_eq "before: $DISK ID_FS_TYPE" "$(prop "$NVME_DEV" ID_FS_TYPE)" ext4

timeout 60 biocapctl create $DM "$NVME_DEV" >"$LIB_TMP/out" 2>"$LIB_TMP/err" ||
	fail "biocapctl create failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after create"
dmn=/dev/$(dm_sysname $DM) || fail "no dm node for $DM"
log "created $DM ($dmn); $(links)"
expect_eq "biocap: DM_UUID" "$(prop "$dmn" DM_UUID | cut -c1-7)" BIOCAP-
expect_eq "biocap: by-uuid and by-label" "$(links)" "$dmn $dmn"
expect_eq "biocap: $DM ID_FS_UUID" "$(prop "$dmn" ID_FS_UUID)" "$UUID"
expect_eq "biocap: $DISK BIOCAP_LOWER" "$(prop "$NVME_DEV" BIOCAP_LOWER)" 1
expect_eq "biocap: $DISK ID_FS_TYPE" "$(prop "$NVME_DEV" ID_FS_TYPE)" biocap_member
expect_eq "biocap: $DISK ID_FS_UUID (dropped)" "$(prop "$NVME_DEV" ID_FS_UUID)" ""

timeout 60 biocapctl remove $DM 2>"$LIB_TMP/err" ||
	fail "biocapctl remove failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after remove"
expect_eq "after remove: by-uuid and by-label" "$(links)" "$NVME_DEV $NVME_DEV"
expect_eq "after remove: $DISK ID_FS_TYPE" "$(prop "$NVME_DEV" ID_FS_TYPE)" ext4
expect_eq "after remove: $DISK BIOCAP_LOWER" "$(prop "$NVME_DEV" BIOCAP_LOWER)" ""

# ---- a GPT partition under biocap keeps its partition links ----------------------------
PUUID_FS=0b1ca961-6a70-4d2c-9c61-5b0e61b10caa
PLABEL=bc61part
PART=${NVME_DEV}p1
# both GPT headers go, so that no later case finds a partition on the disk
wipe_gpt() {
	n=$(blockdev --getsz "$NVME_DEV") &&
		dd if=/dev/zero of="$NVME_DEV" bs=512 count=34 conv=fsync 2>/dev/null &&
		dd if=/dev/zero of="$NVME_DEV" bs=512 seek=$((n - 33)) count=33 conv=fsync 2>/dev/null
	blockdev --rereadpt "$NVME_DEV" 2>/dev/null
	udevadm settle -t 60
}
# (cleanups run last first: the biocap devices go, then the partition table)
on_exit wipe_gpt
on_exit "DM_DISABLE_UDEV=1 dm_remove_quiet ${DM}p"
printf 'label: gpt\nstart=2048, size=16384, name=%s\n' "$PLABEL" |
	sfdisk -q --wipe always "$NVME_DEV" >"$LIB_TMP/out" 2>&1 ||
	fail "sfdisk: $(tr '\n' ' ' <"$LIB_TMP/out")"
settle "after sfdisk"
[ -b "$PART" ] || fail "no $PART after sfdisk"
mkfs.ext4 -q -F -U "$PUUID_FS" "$PART" || fail "mkfs.ext4 on $PART failed"
udevadm trigger --action=change --sysname-match="${PART##*/}"
settle "after mkfs on $PART"
PENTRY=$(prop "$PART" ID_PART_ENTRY_UUID)
[ -n "$PENTRY" ] || fail "udev has no ID_PART_ENTRY_UUID for $PART"
# plinks: what by-partlabel, by-partuuid and by-uuid point to, resolved
plinks() {
	echo "$(readlink -f "/dev/disk/by-partlabel/$PLABEL") $(readlink -f "/dev/disk/by-partuuid/$PENTRY")" \
		"$(readlink -f "/dev/disk/by-uuid/$PUUID_FS")"
}
expect_eq "partition before: by-partlabel, by-partuuid, by-uuid" "$(plinks)" "$PART $PART $PART"

timeout 60 biocapctl create ${DM}p "/dev/disk/by-partlabel/$PLABEL" >"$LIB_TMP/out" 2>"$LIB_TMP/err" ||
	fail "biocapctl create over PARTLABEL=$PLABEL failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after create on $PART"
pdmn=/dev/$(dm_sysname ${DM}p) || fail "no dm node for ${DM}p"
log "created ${DM}p ($pdmn) on $PART; $(plinks)"
expect_eq "partition under biocap: by-partlabel, by-partuuid, by-uuid" "$(plinks)" "$PART $PART $pdmn"
expect_eq "partition under biocap: ID_PART_ENTRY_UUID" "$(prop "$PART" ID_PART_ENTRY_UUID)" "$PENTRY"
expect_eq "partition under biocap: ID_FS_TYPE" "$(prop "$PART" ID_FS_TYPE)" biocap_member
expect_eq "partition under biocap: ID_FS_UUID" "$(prop "$PART" ID_FS_UUID)" ""

timeout 60 biocapctl remove ${DM}p 2>"$LIB_TMP/err" ||
	fail "biocapctl remove ${DM}p failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after remove on $PART"
expect_eq "partition after remove: by-partlabel, by-partuuid, by-uuid" "$(plinks)" "$PART $PART $PART"

# ---- the whole disk under biocap: its partitions are not probed -------------------------
timeout 60 biocapctl create ${DM}w "$NVME_DEV" >"$LIB_TMP/out" 2>"$LIB_TMP/err" ||
	fail "biocapctl create over the whole partitioned $DISK failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
on_exit "DM_DISABLE_UDEV=1 dm_remove_quiet ${DM}w"
settle "after create on $DISK"
expect_eq "whole disk under biocap: $PART BIOCAP_LOWER" "$(prop "$PART" BIOCAP_LOWER)" 1
expect_eq "whole disk under biocap: $PART ID_PART_ENTRY_UUID" "$(prop "$PART" ID_PART_ENTRY_UUID)" ""
expect_eq "whole disk under biocap: $PART by-partlabel, by-partuuid" \
	"$(readlink -f "/dev/disk/by-partlabel/$PLABEL")$(readlink -f "/dev/disk/by-partuuid/$PENTRY")" ""
timeout 60 biocapctl remove ${DM}w 2>"$LIB_TMP/err" ||
	fail "biocapctl remove ${DM}w failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after remove on $DISK"
expect_eq "whole disk after remove: by-partlabel, by-partuuid, by-uuid" "$(plinks)" "$PART $PART $PART"
exit 0
