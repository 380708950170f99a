#!/bin/sh
# 60-tool-check: `biocapctl check` over the test bed's devices.
# Asserts:
#   - the NVMe disk (poll queues from nvme.poll_queues=1): exit 0; its layer line
#     has io_poll=1 and its queue limits as sysfs has them; nvme poll_queues is 1;
#     the build cap line agrees with /proc/kallsyms; --json says polled true;
#   - null_blk without poll queues: exit 1, a problem line naming null_blk and a
#     fix line;
#   - biocap over the NVMe (by NAME and by /dev/mapper/NAME): exit 0, the biocap
#     layer over the NVMe layer, the module loaded; the auto cap check computes
#     for the disk is the cap the module resolved auto to;
#   - dm-linear over the NVMe: exit 0, with a note that large polled bios are
#     split below it;
#   - LVM on biocap (an LV on a PV on biocap over the NVMe): exit 0, three
#     layers, the LV's linear over biocap over the NVMe;
#   - dm-crypt over the NVMe (the first cipher the kernel has; cipher_null on
#     the test bed's 6.1): exit 1, the crypt layer named as the one that stops
#     polled I/O, although its io_poll reads 1;
#   - no such device: exit 3; two devices: exit 2.
# group: tool
# requires: nvme
. ./lib.sh

need_nvme
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
NB=bc60nb
DM=bc60
LIN=bc60lin
CR=bc60crypt
VG=bc60vg
NVME=$NVME_DEV
nv=$(blk_sysname "$NVME") || fail "no kernel name for $NVME"
out=$LIB_TMP/out
# out_has PATTERN WHAT: fail unless the last bcc's stdout has a line matching PATTERN
out_has() {
	grep -q -- "$1" "$out" || fail "$2: check output lacks '$1': $(tr '\n' '|' <"$out" | cut -c1-600)"
}

# A: the disk itself
bcc check "$NVME"
[ $RC -eq 0 ] || fail "check $NVME exited $RC: $(tr '\n' '|' <"$out" | cut -c1-400) $(bcc_err)"
out_has "^$nv (nvme): io_poll=1 max_sectors_kb=$(qattr "$NVME" max_sectors_kb) max_hw_sectors_kb=$(qattr "$NVME" max_hw_sectors_kb) max_segments=$(qattr "$NVME" max_segments) hw_queues=[0-9]* auto_cap=" nvme
out_has '^nvme poll_queues: 1$' nvme
out_has "^polled I/O reaches the device: $NVME\$" nvme
if grep -q ' bdev_dio_max_bio_size$' /proc/kallsyms; then
	out_has '^build cap: in this kernel' nvme
else
	out_has '^build cap: not in this kernel' nvme
fi
log "nvme: $(grep "^$nv " "$out" | head -n 1)"
bcc check --json "$NVME"
[ $RC -eq 0 ] || fail "check --json $NVME exited $RC"
out_has '"polled":true,"devices":\[' "nvme json"

# B: null_blk without poll queues
nullb_create $NB 16 poll_queues=0 || fail "cannot create null_blk $NB"
expect_eq "io_poll of $NB" "$(qattr /dev/$NB io_poll)" 0
bcc check /dev/$NB
[ $RC -eq 1 ] || fail "check /dev/$NB exited $RC, expected 1: $(tr '\n' '|' <"$out" | cut -c1-400)"
out_has "^problem: $NB (null_blk) has no poll queue" null_blk
out_has '^  fix: .*poll_queues' null_blk
out_has "^polled I/O does not reach the device: /dev/$NB\$" null_blk

# C: biocap over the disk
on_exit "dm_remove_quiet $DM"
bcc create $DM "$NVME"
[ $RC -eq 0 ] || fail "create $DM over $NVME exited $RC: $(bcc_err)"
dmn=$(dm_sysname $DM) || fail "no kernel name for $DM"
for arg in $DM /dev/mapper/$DM; do
	bcc check $arg
	[ $RC -eq 0 ] || fail "check $arg exited $RC: $(tr '\n' '|' <"$out" | cut -c1-400)"
	out_has "^$dmn ($DM, dm biocap): io_poll=1 .* build_cap=" "biocap $arg"
	out_has "^  $nv (nvme): io_poll=1" "biocap $arg"
	out_has '^dm-biocap: loaded, version [0-9]' "biocap $arg"
done
bcc check --json $DM
[ $RC -eq 0 ] || fail "check --json $DM exited $RC"
auto_kb=$(sed 's/.*"name":"'"$nv"'"[^}]*"auto_cap_kb":\([0-9]*\).*/\1/' "$out")
cap=$(bc_stat $DM cap)
is_uint "$auto_kb" || fail "no auto_cap_kb for $nv in: $(cut -c1-600 "$out")"
expect_eq "auto cap of check (sectors) against the module's" $((auto_kb * 2)) "$cap"
log "biocap over $nv: auto cap $cap sectors, as check computes"

# D: dm-linear over the disk
dm_create $LIN "0 2048 linear $NVME 0" || fail "cannot create $LIN"
bcc check $LIN
[ $RC -eq 0 ] || fail "check $LIN exited $RC: $(tr '\n' '|' <"$out" | cut -c1-400)"
out_has "^$(dm_sysname $LIN) ($LIN, dm linear): io_poll=1" linear
out_has "^note: polled bios larger than .* are split below $LIN by $nv" linear

# E: LVM on biocap
lvm_config "^/dev/mapper/$DM\$"
on_exit "lvm vgremove -f $VG >/dev/null 2>&1; lvm pvremove -ff -y /dev/mapper/$DM >/dev/null 2>&1"
on_exit "lvm vgchange -an $VG >/dev/null 2>&1; dm_remove_quiet $VG-lv"
lvm pvcreate -ff -y /dev/mapper/$DM >"$LIB_TMP/lvm.out" 2>&1 &&
	lvm vgcreate $VG /dev/mapper/$DM >>"$LIB_TMP/lvm.out" 2>&1 &&
	lvm lvcreate -y -L 16m -n lv $VG >>"$LIB_TMP/lvm.out" 2>&1 ||
	fail "lvm: $(tr '\n' ' ' <"$LIB_TMP/lvm.out" | cut -c1-400)"
bcc check /dev/mapper/$VG-lv
[ $RC -eq 0 ] || fail "check $VG-lv exited $RC: $(tr '\n' '|' <"$out" | cut -c1-400)"
out_has "^$(dm_sysname $VG-lv) ($VG-lv, dm linear): io_poll=1" lvm
out_has "^  $dmn ($DM, dm biocap): io_poll=1" lvm
out_has "^    $nv (nvme): io_poll=1" lvm
grep -q '^note:' "$out" && fail "lvm on biocap: a note: $(grep '^note:' "$out")"
log "LVM on biocap: $(grep -c '): io_poll=' "$out") layers, polled"

# F: dm-crypt over the disk, with the first cipher this kernel has
crypt=
key=$(printf '%064d' 0)
for spec in "aes-xts-plain64 $key$key" "aes-cbc-essiv:sha256 $key" "cipher_null-ecb -"; do
	if dm_create $CR "0 2048 crypt $spec 0 $NVME 0" 2>"$LIB_TMP/crypt.err"; then
		crypt=${spec%% *}
		break
	fi
	dm_remove_quiet $CR
done
if [ -n "$crypt" ]; then
	bcc check $CR
	[ $RC -eq 1 ] || fail "check $CR exited $RC, expected 1: $(tr '\n' '|' <"$out" | cut -c1-400)"
	out_has "^problem: $(dm_sysname $CR) ($CR) is a crypt device" crypt
	out_has "^polled I/O does not reach the device: $CR\$" crypt
	log "dm-crypt ($crypt): io_poll=$(qattr /dev/mapper/$CR io_poll), refused by check"
else
	log "no cipher for dm-crypt in this kernel: dm-crypt not checked ($(bcc_err 100; head -c 200 "$LIB_TMP/crypt.err"))"
fi

# G: exit codes of errors
bcc check /dev/nonexistent
[ $RC -eq 3 ] || fail "check /dev/nonexistent exited $RC, expected 3"
bcc check $DM $LIN
[ $RC -eq 2 ] || fail "check with two devices exited $RC, expected 2"
exit 0
