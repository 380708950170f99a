#!/bin/sh
# 93-integrity: protection information and a cap that splits.
# biocap declares DM_TARGET_PASSES_INTEGRITY: a cut trims the clone's integrity
# payload with its data (dm_accept_partial_bio() does not before patches/), so the
# dm device takes the profile of the disk, as dm-linear does.
# Over scsi_debug dif=1 dix=1 (T10 DIF type 1, PI exchanged with the host),
# asserts:
#   - the disk has the profile T10-DIF-TYPE1-CRC, and dm-linear over it, biocap
#     over it (cap 8, which splits) and a table mixing a biocap and a linear line
#     all have it too;
#   - O_DIRECT writes and reads of 4 KiB-1 MiB through biocap cap 8 and 24
#     (aligned), both no_build_cap, which biocap cuts (split > 0), verified with
#     crc32c, complete; scsi_debug, which checks the PI of every command, reports
#     no error; biocap errors=0.
# The bios fio sends carry no payload (the disk below generates one for each
# piece); 25-integrity-pi sends bios that carry their own, whose payload a cut
# must trim.
# It needs scsi_debug, which every kernel of the matrix has (the self-built ones
# through tests/vm/kernels/base.config); a kernel without it skips the case.
# group: diagnostic
# requires: scsi_debug
. ./lib.sh

sdebug_pi_disk
DISK=$SD_DISK
SD=${DISK#/dev/}
fmt=$(cat "/sys/block/$SD/integrity/format")
log "$DISK: integrity format $fmt, max_sectors_kb $(qattr "$DISK" max_sectors_kb)"
S=$(blk_sectors "$DISK") || fail "size of $DISK"

dm_create bc93lin "0 $S linear $DISK 0" 2>"$LIB_TMP/err" || fail "dm-linear over $DISK: $(cat "$LIB_TMP/err")"
expect_eq "integrity profile of dm-linear over $DISK" "$(cat "/sys/block/$(dm_sysname bc93lin)/integrity/format")" "T10-DIF-TYPE1-CRC"
dm_remove bc93lin || fail "remove bc93lin"

H=$((S / 2))
dm_create bc93mix "0 $H biocap $DISK 0 8
$H $H linear $DISK $H" 2>"$LIB_TMP/err" || fail "biocap+linear over $DISK: $(cat "$LIB_TMP/err")"
expect_eq "integrity profile of a biocap+linear table" "$(cat "/sys/block/$(dm_sysname bc93mix)/integrity/format")" "$fmt"
dm_remove bc93mix || fail "remove bc93mix"

# no_build_cap: this case is about biocap's own cuts; with the build cap (patched
# kernels) bios would arrive already within the cap and nothing would be cut here.
for t in "8 1 no_build_cap" "24 2 aligned no_build_cap"; do
	dm_create bc93 "0 $S biocap $DISK 0 $t" 2>"$LIB_TMP/err" || fail "biocap cap $t over $DISK: $(cat "$LIB_TMP/err")"
	expect_eq "integrity profile of biocap cap $t over $DISK" "$(cat "/sys/block/$(dm_sysname bc93)/integrity/format")" "$fmt"
	kmsg_mark "93-$t"
	fio_run --name=pi --filename="$(dm_dev bc93)" --ioengine=libaio --direct=1 --iodepth=8 \
		--rw=randwrite --bsrange=4k-1m --size=32m --verify=crc32c --do_verify=1
	st=$(bc_status bc93)
	log "cap $t: $(fio_summary); biocap split=$(kv_get "$st" split) clones=$(kv_get "$st" clones) errors=$(kv_get "$st" errors)"
	fio_ok || fail "cap $t: PI-checked writes and reads through biocap failed: $(fio_summary)"
	[ "$(kv_get "$st" split)" -gt 0 ] || fail "cap $t: nothing was split"
	expect_eq "cap $t: biocap errors" "$(kv_get "$st" errors)" 0
	if kmsg_since "93-$t" | grep -Ei "$PI_ERRORS" >"$LIB_TMP/k"; then
		fail "cap $t: kernel log: $(head -n 3 "$LIB_TMP/k" | tr '\n' ' ')"
	fi
	dm_remove bc93 || fail "remove bc93"
done
exit 0
