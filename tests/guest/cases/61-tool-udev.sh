#!/bin/sh
# 61-tool-udev: 59-biocap.rules under a running udevd (the host's, with udev's and
# device-mapper's block rules). biocap maps its disk from sector 0, so the file system's
# UUID and LABEL are read on both; asserts:
#   - before: /dev/disk/by-uuid and by-label name the NVMe disk, ID_FS_TYPE=ext4;
#   - biocapctl create (udev synchronisation: udevd runs): the links name the biocap
#     device, and the disk is marked (BIOCAP_LOWER=1, ID_FS_TYPE=biocap_member, not
#     probed); biocapctl create waits for udev, so no settle is needed for the node;
#   - biocapctl remove: the links name the disk again, ID_FS_TYPE=ext4.
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
expect_eq "biocap: $DISK ID_FS_UUID (not probed)" "$(prop "$NVME_DEV" ID_FS_UUID)" ""

timeout 60 biocapctl remove $DM 2>"$LIB_TMP/err" ||
	fail "biocapctl remove failed: $(tr '\n' ' ' <"$LIB_TMP/err")"
settle "after remove"
expect_eq "after remove: by-uuid and by-label" "$(links)" "$NVME_DEV $NVME_DEV"
expect_eq "after remove: $DISK ID_FS_TYPE" "$(prop "$NVME_DEV" ID_FS_TYPE)" ext4
expect_eq "after remove: $DISK BIOCAP_LOWER" "$(prop "$NVME_DEV" BIOCAP_LOWER)" ""
exit 0
