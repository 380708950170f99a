#!/bin/sh
# 14-device-names: biocap takes exactly the device names dm-linear takes on this
# kernel, and says precisely why it refuses one.
# For each spec (a /dev path, MAJ:MIN, a bare name, a /dev path whose node is
# gone, which 6.1's dm core still resolves through name_to_dev_t(), PARTUUID= of
# nothing, a relative path) a dm-linear table and a biocap table over it are
# loaded: both must be accepted or both refused, and an accepted biocap table
# must map the right device.  Then:
#   - a node on a nodev mount is refused with a "not accessible" reason
#     (lookup_bdev() returns EACCES), not "not found";
#   - a nonexistent path says "not found", a regular file "not a block device",
#     a mounted (exclusively opened) device "in use", MAJ:MIN of nothing
#     "No such device";
#   - the device mapped onto itself is refused as such by /dev/mapper path, by
#     MAJ:MIN, and by its /dev/dm-N path once that node is gone (where dm core
#     resolves such a name, as 6.1 does; elsewhere it is "not found").
# group: target
. ./lib.sh

nullb_create bc14a 16 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc14a"
nullb_create bc14m 16 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc14m"
A=/dev/bc14a
MM=$(blk_majmin $A) || fail "maj:min of $A"
n=0

# try NAME TABLE: 0 if the table loads into a new device (removed again)
try() {
	if dm_create "$1" "$2" >/dev/null 2>&1; then
		dm_remove "$1" || fail "remove $1"
		return 0
	fi
	dm_remove_quiet "$1"
	return 1
}

# refused_reason TAG TABLE [load NAME]: the table must be refused; prints the
# biocap reason logged
refused_reason() {
	n=$((n + 1))
	kmsg_mark "14-$n"
	if [ "${3:-}" = load ]; then
		dm_load "$4" "$2" >/dev/null 2>&1 && { dmsetup clear "$4" >/dev/null 2>&1; fail "[$1] '$2' loaded"; }
	else
		try bc14x "$2" && fail "[$1] '$2' accepted"
	fi
	r=$(kmsg_since "14-$n" | grep 'biocap: ' | tail -n 1)
	r=${r#*biocap: }
	[ -n "$r" ] || fail "[$1] refused without a biocap: reason"
	echo "$r"
}

# ---- the same names as dm-linear ----------------------------------------------
same() {
	spec=$1
	try bc14lin "0 8 linear $spec 0" && lin=1 || lin=0
	if dm_create bc14bc "0 8 biocap $spec 0 8" >/dev/null 2>"$LIB_TMP/err"; then
		bc=1
		got=$(dm_table bc14bc | awk '{ print $4 }')
		dm_remove bc14bc || fail "remove bc14bc"
		[ "$got" = "$MM" ] || fail "biocap over '$spec' maps $got, not $MM"
	else
		bc=0
		dm_remove_quiet bc14bc
	fi
	log "'$spec': dm-linear $([ $lin = 1 ] && echo takes || echo refuses) it, biocap $([ $bc = 1 ] && echo takes || echo refuses) it"
	[ "$lin" = "$bc" ] || fail "'$spec': dm-linear $lin, biocap $bc (1 = accepted): $(cat "$LIB_TMP/err")"
}
same $A
same "$MM"
same bc14a
same PARTUUID=0badcafe-01
same ./bc14a
# a /dev path whose node is gone: lookup_bdev() fails; 6.1 falls back to the disk name
mv $A /dev/bc14a.moved || fail "mv $A"
on_exit "[ -e /dev/bc14a.moved ] && mv /dev/bc14a.moved $A"
try bc14lin "0 8 linear $A 0" && NODELESS=1 || NODELESS=0
same $A
mv /dev/bc14a.moved $A || fail "mv back $A"
log "dm core resolves a /dev name without a node: $NODELESS"

# ---- precise reasons ------------------------------------------------------------
mkdir -p "$LIB_TMP/nd"
mount -t tmpfs -o nodev tmpfs "$LIB_TMP/nd" || fail "mount nodev tmpfs"
on_exit "umount $LIB_TMP/nd"
mknod "$LIB_TMP/nd/a" b "${MM%:*}" "${MM#*:}" || fail "mknod on the nodev mount"
r=$(refused_reason nodev "0 8 biocap $LIB_TMP/nd/a 0 8") || fail "${r#REASON: }"
log "node on a nodev mount: $r"
case $r in *"not accessible"*) ;; *) fail "node on a nodev mount refused with '$r', want 'not accessible' (EACCES)" ;; esac

r=$(refused_reason nonexistent "0 8 biocap /dev/bc14-nothing 0 8") || fail "${r#REASON: }"
log "nonexistent: $r"
case $r in "Device path not found"*) ;; *) fail "nonexistent path: '$r'" ;; esac
dd if=/dev/zero of="$LIB_TMP/file" bs=4096 count=4 2>/dev/null
r=$(refused_reason file "0 8 biocap $LIB_TMP/file 0 8") || fail "${r#REASON: }"
log "regular file: $r"
case $r in "Device path is not a block device"*) ;; *) fail "regular file: '$r'" ;; esac
r=$(refused_reason majmin "0 8 biocap 4095:1048575 0 8") || fail "${r#REASON: }"
log "MAJ:MIN of nothing: $r"
case $r in "No such device"*) ;; *) fail "MAJ:MIN of nothing: '$r'" ;; esac
mkfs.ext4 -q -F /dev/bc14m >/dev/null 2>&1 || fail "mkfs.ext4 /dev/bc14m"
mkdir -p "$LIB_TMP/mnt"
mount -t ext4 /dev/bc14m "$LIB_TMP/mnt" || fail "mount /dev/bc14m"
on_exit "umount $LIB_TMP/mnt"
r=$(refused_reason busy "0 8 biocap /dev/bc14m 0 8") || fail "${r#REASON: }"
log "mounted device: $r"
case $r in "Device is in use"*) ;; *) fail "mounted device: '$r'" ;; esac

# ---- onto itself -------------------------------------------------------------------
dm_create bc14self "0 8 biocap $A 0 8" 2>"$LIB_TMP/err" || fail "create bc14self: $(cat "$LIB_TMP/err")"
SELF_MM=$(dm_majmin bc14self) || fail "maj:min of bc14self"
SELF_SYS=$(dm_sysname bc14self) || fail "sysfs name of bc14self"
for spec in /dev/mapper/bc14self "$SELF_MM" "/dev/$SELF_SYS"; do
	r=$(refused_reason "self $spec" "0 8 biocap $spec 0 8" load bc14self) || fail "${r#REASON: }"
	log "onto itself by $spec: $r"
	case $r in "Cannot map a device onto itself"*) ;; *) fail "onto itself by $spec: '$r'" ;; esac
done
mv "/dev/$SELF_SYS" "/dev/$SELF_SYS.moved" || fail "mv /dev/$SELF_SYS"
on_exit "[ -e /dev/$SELF_SYS.moved ] && mv /dev/$SELF_SYS.moved /dev/$SELF_SYS"
r=$(refused_reason "self nodeless" "0 8 biocap /dev/$SELF_SYS 0 8" load bc14self) || fail "${r#REASON: }"
mv "/dev/$SELF_SYS.moved" "/dev/$SELF_SYS" || fail "mv back /dev/$SELF_SYS"
log "onto itself by /dev/$SELF_SYS without its node: $r"
if [ "$NODELESS" = 1 ]; then
	want="Cannot map a device onto itself"
else
	want="Device path not found"
fi
case $r in "$want"*) ;; *) fail "onto itself by a nodeless name: '$r', want '$want'" ;; esac
dd if=/dev/mapper/bc14self of=/dev/null bs=4096 count=1 iflag=direct 2>/dev/null || fail "bc14self unusable after the refused loads"
dm_remove bc14self || fail "remove bc14self"
exit 0
