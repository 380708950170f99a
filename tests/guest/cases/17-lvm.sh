#!/bin/sh
# 17-lvm: LVM on biocap and biocap on LVM, as a user of both would stack them.
#   A  LVM over biocap, biocap mapping a whole disk from sector 0 (a dm-linear slice
#      of NVMe stands in for the disk, as `biocapctl create fast /dev/nvme0n1` would).
#      LVM then reads the PV label on both: without a filter, vgcreate refuses
#      ("duplicates"). With either of the README's recipes (a devices file that lists
#      biocap alone; global_filter rejects the disk below) pvs lists only the biocap
#      device, without warnings; with the filter, vgcreate/lvcreate work. The LV's table maps biocap's device. fio polled
#      verified writes and reads through the LV: biocap receives exactly fio's I/Os,
#      every clone polled, and it split; the NVMe interrupt counts stay flat.
#      `biocapctl remove` of the biocap refuses (exit 1) with one line that names the
#      LV holding it; after `vgchange -an`, held open, it refuses saying so; closed, it
#      is removed. Recreated with the same table, the VG activates again and the data
#      written before is read back unchanged.
#   B  biocap over an LV from an offset (the LV on a dm-linear slice of NVMe): polled
#      verified I/O, the same counts. After `lvextend` and the README's table reload
#      to the new size, a block written at the new end reads back.
# LVM runs without udev or daemons, from its own config (LVM_SYSTEM_DIR), and
# scans only this case's devices.
# group: target
# requires: nvme
. ./lib.sh

need_nvme
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
NVME=$NVME_DEV
OFF=1835008 # 896 MiB into the 1 GiB disk: two 64 MiB regions
REG=131072

# lvm_conf [GLOBAL_FILTER [USE_DEVICESFILE]]: LVM's config (lvm_config in lib.sh),
# scanning this case's devices only.
lvm_conf() { lvm_config '^/dev/mapper/bc17' "$@"; }
lvm_conf

# no LVM label or metadata of an earlier run in either region
dd if=/dev/zero of="$LIB_TMP/zero" bs=1024 count=1024 2>/dev/null
for o in $OFF $((OFF + REG)); do
	blk_write "$LIB_TMP/zero" "$NVME" "$o" || fail "cannot clear the region at sector $o"
done

# lvmc ARGS...: run an lvm command; its output in $LIB_TMP/lvm.out; fails the case
# if it fails.
lvmc() {
	lvm "$@" >"$LIB_TMP/lvm.out" 2>&1 || fail "lvm $*: $(tr '\n' ' ' <"$LIB_TMP/lvm.out")"
}

# pvs_out: the last lvm command's output, blanks squeezed, on one line.
pvs_out() { awk '{ $1 = $1; print }' "$LIB_TMP/lvm.out" | tr '\n' ' ' | sed 's/ $//'; }

# vg_gone VG: cleanup form; deactivate and remove VG, and remove its LV "lv" with
# dmsetup if LVM could not (its PV unreadable).
vg_gone() {
	lvm vgchange -an "$1" >/dev/null 2>&1
	lvm vgremove -f "$1" >/dev/null 2>&1
	dm_remove_quiet "$1-lv"
}

# run_fio DEV: polled verified writes, then polled reads; NVMe interrupts stay
# flat. Sets IOS (bios fio issued).
run_fio() {
	_common="--filename=$1 --ioengine=io_uring --hipri=1 --direct=1 --iodepth=4 --bsrange=64k-512k --size=8m --invalidate=0"
	_i0=$(nvme_irqs)
	# shellcheck disable=SC2086
	fio_run --name=vw $_common --rw=randwrite --verify=crc32c --do_verify=1 --verify_fatal=1
	fio_ok || fail "$TOPO: polled verified write: $(fio_summary)"
	log "$TOPO: write+verify: $(fio_summary)"
	IOS=$((FIO_R_IOS + FIO_W_IOS))
	# shellcheck disable=SC2086
	fio_run --name=r $_common --rw=randread
	fio_ok || fail "$TOPO: polled read: $(fio_summary)"
	IOS=$((IOS + FIO_R_IOS + FIO_W_IOS))
	_i1=$(nvme_irqs)
	[ "$_i1" = "$_i0" ] || fail "$TOPO: NVMe interrupts moved $_i0 -> $_i1 during polled I/O (not polled)"
}

# check_biocap NAME: no errors, every clone polled, it split, and it received
# exactly the $IOS bios fio issued.
check_biocap() {
	_s=$(bc_status "$1") || fail "$TOPO: no status for $1"
	log "$TOPO: $1: $_s"
	_c=$(kv_get "$_s" clones)
	_in=$(($(kv_get "$_s" reads) + $(kv_get "$_s" writes)))
	expect_eq "$TOPO: $1 errors" "$(kv_get "$_s" errors)" 0
	expect_eq "$TOPO: $1 bios received (fio issued $IOS)" "$_in" "$IOS"
	expect_eq "$TOPO: $1 polled clones" "$(kv_get "$_s" polled)" "$_c"
	[ "$_c" -gt "$_in" ] || fail "$TOPO: $1 clones=$_c not above its $_in bios: no split"
}

# ---- A: LVM over biocap ----
TOPO="A lvm/biocap"
dm_create bc17disk "$(linear_line 0 $REG "$NVME" $OFF)" || fail "$TOPO: create the disk"
BC17="$(bc_line 0 $REG /dev/mapper/bc17disk 0 16)"
dm_create bc17 "$BC17" || fail "$TOPO: create biocap"
on_exit "vg_gone bc17vg"
lvmc pvcreate -y /dev/mapper/bc17
lvm vgcreate bc17vg /dev/mapper/bc17 >"$LIB_TMP/lvm.out" 2>&1 &&
	fail "$TOPO: vgcreate worked with the PV label seen on biocap and on the disk below"
grep -q "with duplicates" "$LIB_TMP/lvm.out" ||
	fail "$TOPO: vgcreate refused, but not for duplicates: $(tr '\n' ' ' <"$LIB_TMP/lvm.out")"
log "$TOPO: without a filter: $(grep duplicates "$LIB_TMP/lvm.out")"
# the README's recipes: a devices file that lists biocap alone, or global_filter
lvm_conf "" 1
lvmc lvmdevices --adddev /dev/mapper/bc17
lvmc pvs --noheadings -o pv_name,vg_name
grep -q WARNING "$LIB_TMP/lvm.out" && fail "$TOPO: pvs warns with the devices file: $(pvs_out)"
expect_eq "$TOPO: pvs with the devices file" "$(pvs_out)" "/dev/mapper/bc17"
lvm_conf '[ "r|^/dev/mapper/bc17disk$|" ]'
lvmc pvs --noheadings -o pv_name,vg_name
grep -q WARNING "$LIB_TMP/lvm.out" && fail "$TOPO: pvs warns with the filter: $(pvs_out)"
expect_eq "$TOPO: pvs with the filter" "$(pvs_out)" "/dev/mapper/bc17"
lvmc vgcreate bc17vg /dev/mapper/bc17
lvmc lvcreate -y -L 32m -n lv bc17vg
LV=/dev/mapper/bc17vg-lv
wait_blk $LV || fail "$TOPO: $LV did not appear"
lvmc pvs --noheadings -o pv_name,vg_name
expect_eq "$TOPO: pvs after vgcreate" "$(pvs_out)" "/dev/mapper/bc17 bc17vg"
lvt=$(dm_table bc17vg-lv)
case $lvt in
*" linear $(dm_majmin bc17) "*) ;;
*) fail "$TOPO: the LV does not map the biocap device: $lvt" ;;
esac
expect_eq "$TOPO: io_poll of the LV" "$(qattr $LV io_poll)" 1
# LVM's own label and metadata I/O went through biocap too: count fio's alone
dm_message bc17 reset_stats || fail "$TOPO: reset_stats"
run_fio $LV
check_biocap bc17

# data that must survive deactivation, removal and re-creation of the biocap
mkpattern "$LIB_TMP/pat" 256
blk_write "$LIB_TMP/pat" $LV 2048 || fail "$TOPO: write the pattern to the LV"

bcc remove bc17
expect_eq "$TOPO: biocapctl remove of a device held by an LV: exit code" "$RC" 1
expect_eq "$TOPO: biocapctl remove of a device held by an LV: stderr" "$(cat "$LIB_TMP/err")" \
	"biocapctl: cannot remove bc17: device is in use by bc17vg-lv"
dm_exists bc17 || fail "$TOPO: the refused remove removed bc17"

lvmc vgchange -an bc17vg
dm_exists bc17vg-lv && fail "$TOPO: vgchange -an left bc17vg-lv"
# held by no device but open
exec 3<"$(dm_dev bc17)"
bcc remove bc17
exec 3<&-
expect_eq "$TOPO: biocapctl remove of an open device: exit code" "$RC" 1
expect_eq "$TOPO: biocapctl remove of an open device: stderr" "$(cat "$LIB_TMP/err")" \
	"biocapctl: cannot remove bc17: device is in use (open, or mounted)"
bcc remove bc17
expect_eq "$TOPO: biocapctl remove after vgchange -an: exit code" "$RC" 0
dm_exists bc17 && fail "$TOPO: bc17 still exists after remove"

dm_create bc17 "$BC17" || fail "$TOPO: create biocap again"
on_exit "vg_gone bc17vg" # before the removal of the new bc17
lvmc vgchange -ay bc17vg
wait_blk $LV || fail "$TOPO: $LV did not come back"
r0=$(bc_stat bc17 reads)
blk_read $LV 2048 262144 "$LIB_TMP/back" || fail "$TOPO: read the pattern back"
cmp -s "$LIB_TMP/pat" "$LIB_TMP/back" || fail "$TOPO: data changed across vgchange -an, remove, create, vgchange -ay"
# four 64 KiB direct reads through the LV into the new biocap, each built as
# 64 KiB / the build cap bios where the kernel has it (the LV inherits it)
bcap=$(bc_stat bc17 build_cap)
n=4
[ "$bcap" -gt 0 ] && n=$((4 * 128 / bcap))
expect_eq "$TOPO: reads of the read-back at the new biocap (build_cap=$bcap)" $(($(bc_stat bc17 reads) - r0)) $n
log "$TOPO: pattern read back through the re-created biocap"
lvmc vgchange -an bc17vg
lvmc vgremove -f bc17vg
dm_remove bc17 && dm_remove bc17disk || fail "$TOPO: remove"

# ---- B: biocap over an LV ----
TOPO="B biocap/lvm"
dm_create bc17pv "$(linear_line 0 $REG "$NVME" $((OFF + REG)))" || fail "$TOPO: create the PV's slice"
on_exit "vg_gone bc17vg2"
lvmc pvcreate -y /dev/mapper/bc17pv
lvmc vgcreate bc17vg2 /dev/mapper/bc17pv
lvmc lvcreate -y -L 32m -n lv bc17vg2
LV=/dev/mapper/bc17vg2-lv
wait_blk $LV || fail "$TOPO: $LV did not appear"
sz=$(blk_sectors $LV) || fail "$TOPO: cannot size $LV"
# from an offset, as a biocaptab DEVICE:OFFSET line would map it
BOFF=2048
dm_create bc17up "$(bc_line 0 $((sz - BOFF)) $LV $BOFF 16)" || fail "$TOPO: create biocap over the LV"
expect_eq "$TOPO: io_poll of biocap over the LV" "$(qattr "$(dm_dev bc17up)" io_poll)" 1
run_fio "$(dm_dev bc17up)"
check_biocap bc17up

# grow the LV, then biocap's table to match (dmsetup reload + resume)
lvmc lvextend -L +16m bc17vg2/lv
lsz=$(blk_sectors $LV) || fail "$TOPO: cannot size $LV after lvextend"
expect_eq "$TOPO: LV size after lvextend +16m" "$lsz" $((sz + 32768))
sz2=$((lsz - BOFF))
# the README's recipe
dmsetup table bc17up | awk -v n="$(blockdev --getsz $LV)" '{ $2 = n - $5; print }' | dmsetup reload bc17up ||
	fail "$TOPO: reload biocap to $sz2 sectors"
dm_resume bc17up || fail "$TOPO: resume after the reload"
expect_eq "$TOPO: table after the reload" "$(dm_table bc17up)" "0 $sz2 biocap $(dm_majmin bc17vg2-lv) $BOFF 16"
expect_eq "$TOPO: biocap size after reload" "$(blk_sectors "$(dm_dev bc17up)")" "$sz2"
mkpattern "$LIB_TMP/end" 64
blk_write "$LIB_TMP/end" "$(dm_dev bc17up)" $((sz2 - 128)) || fail "$TOPO: write at the new end"
blk_read "$(dm_dev bc17up)" $((sz2 - 128)) 65536 "$LIB_TMP/endback" || fail "$TOPO: read at the new end"
cmp -s "$LIB_TMP/end" "$LIB_TMP/endback" || fail "$TOPO: the block at the new end read back different"
log "$TOPO: grown to $sz2 sectors; the new end reads back"
dm_remove bc17up || fail "$TOPO: remove biocap"
lvmc vgchange -an bc17vg2
lvmc vgremove -f bc17vg2
dm_remove bc17pv || fail "$TOPO: remove the PV's slice"
exit 0
