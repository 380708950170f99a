#!/bin/sh
# 50-tool-nullb: biocapctl create/status/set/reset/list/remove over null_blk.
# Asserts:
#   - `biocapctl create NAME DEV --cap 64k` prints /dev/mapper/NAME, which is a
#     block device, and loads "<dev> 0 128" as the table;
#   - after four 1 MiB direct reads, `biocapctl status` shows the caps, reads 4,
#     clones 64, split 4 with ratio 1.00 and a 1m histogram bar;
#   - `set --cap`, `set --read-cap` change the caps (dmsetup status agrees); a cap
#     above the limit is refused with exit 3 and a message naming the limit, which
#     says a reload raises it, or, over a device that takes less than the table's
#     cap, that the limit is the most the device takes;
#   - `reset` zeroes the counters; `list` and `status` without names show the
#     device; `remove` removes it and its node; a second remove exits 1.
# group: tool
. ./lib.sh

NB=bc50nb
DM=bc50
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"


# max_sectors 2 MiB: with the build cap (patched kernels) direct I/O builds bios no
# larger than the device's max_sectors, and the counts below want 1 MiB bios whole
nullb_create $NB 64 max_sectors=4096 memory_backed=1 || fail "cannot create null_blk $NB"
SZ=$(blk_sectors /dev/$NB) || fail "cannot size /dev/$NB"

on_exit "dm_remove_quiet $DM"
bcc create $DM /dev/$NB --cap 64k --no-build-cap
[ $RC -eq 0 ] || fail "create exited $RC: $(bcc_err)"
expect_eq "create output" "$(cat "$LIB_TMP/out")" "/dev/mapper/$DM"
[ -b /dev/mapper/$DM ] || fail "/dev/mapper/$DM is not a block device"
tbl=$(dm_table $DM)
case $tbl in
"0 $SZ biocap $(blk_majmin /dev/$NB) 0 128 1 no_build_cap") ;;
*) fail "unexpected table: $tbl" ;;
esac
log "created: $tbl"

dd if=/dev/mapper/$DM of=/dev/null bs=1M count=4 iflag=direct 2>/dev/null ||
	fail "direct read from /dev/mapper/$DM failed"

bcc status $DM
[ $RC -eq 0 ] || fail "status exited $RC: $(bcc_err)"
out=$LIB_TMP/out
grep -q "^$DM  " "$out" || fail "status: no header line for $DM: $(head -n 1 "$out")"
grep -q "cap 64k  read 64k  write 64k  limit 64k  aligned no" "$out" ||
	fail "status: caps line: $(grep caps "$out")"
grep -q "reads 4 (4.0 MiB)" "$out" || fail "status: bios line: $(grep reads "$out")"
grep -q "clones    64  split 4 (ratio 1.00)" "$out" ||
	fail "status: clones line: $(grep clones "$out")"
grep -q "1m  |#* 4$" "$out" || fail "status: no 1m histogram bar: $(grep 1m "$out")"
log "status after 4 x 1 MiB reads: $(grep clones "$out" | tr -s ' ')"

# set: lower caps, refuse a cap above the limit (64k = 128 sectors)
bcc set $DM --cap 32k
[ $RC -eq 0 ] || fail "set --cap 32k exited $RC: $(bcc_err)"
expect_eq "cap after set" "$(bc_stat $DM cap)" 64
bcc set $DM --read-cap 16k
[ $RC -eq 0 ] || fail "set --read-cap 16k exited $RC: $(bcc_err)"
expect_eq "read_cap after set" "$(bc_stat $DM read_cap)" 32
expect_eq "write_cap after set" "$(bc_stat $DM write_cap)" 64
bcc set $DM --cap 1M
[ $RC -eq 3 ] || fail "set --cap 1M above the limit exited $RC, want 3: $(bcc_err)"
grep -q "above the limit of $DM (64k, fixed when the table was loaded); reload the table" "$LIB_TMP/err" ||
	fail "set above the limit: message lacks the limit and the reload: $(bcc_err)"
expect_eq "cap after refused set" "$(bc_stat $DM cap)" 64
bcc set $DM --cap 64k --read-cap 64k
[ $RC -eq 0 ] || fail "set --cap 64k --read-cap 64k exited $RC: $(bcc_err)"
expect_eq "read_cap after setting both" "$(bc_stat $DM read_cap)" 128
log "set: 32k, read 16k, 1M refused (exit 3), back to 64k"

# over a device of 64 KiB requests, a 128k cap: the limit is the device's
NB2=bc50nb2
DM2=bc50b
nullb_create $NB2 16 max_sectors=128 || fail "cannot create null_blk $NB2"
on_exit "dm_remove_quiet $DM2"
bcc create $DM2 /dev/$NB2 --cap 128k --no-build-cap
[ $RC -eq 0 ] || fail "create $DM2 with a cap above what $NB2 takes exited $RC: $(bcc_err)"
expect_eq "limit over a device of 64 KiB requests" "$(bc_stat $DM2 limit)" 128
bcc set $DM2 --cap 128k
[ $RC -eq 3 ] || fail "set $DM2 --cap 128k exited $RC, want 3: $(bcc_err)"
grep -q "above the limit of $DM2 (64k): the most the device below takes" "$LIB_TMP/err" ||
	fail "set above the device's limit: $(bcc_err)"
bcc remove $DM2
[ $RC -eq 0 ] || fail "remove $DM2 exited $RC: $(bcc_err)"

bcc reset $DM
[ $RC -eq 0 ] || fail "reset exited $RC: $(bcc_err)"
expect_eq "reads after reset" "$(bc_stat $DM reads)" 0
expect_eq "clones after reset" "$(bc_stat $DM clones)" 0

bcc list
[ $RC -eq 0 ] || fail "list exited $RC: $(bcc_err)"
grep -q "^$DM	" "$LIB_TMP/out" || fail "list lacks $DM: $(cat "$LIB_TMP/out")"
bcc status
[ $RC -eq 0 ] || fail "status (all) exited $RC: $(bcc_err)"
grep -q "^$DM  " "$LIB_TMP/out" || fail "status (all) lacks $DM"

bcc status nosuchdev
[ $RC -eq 1 ] || fail "status of a missing device exited $RC, want 1"
grep -q "nosuchdev: no such device" "$LIB_TMP/err" || fail "status nosuchdev: $(bcc_err)"

bcc remove $DM
[ $RC -eq 0 ] || fail "remove exited $RC: $(bcc_err)"
dm_exists $DM && fail "$DM exists after remove"
[ -e /dev/mapper/$DM ] && fail "/dev/mapper/$DM left after remove"
bcc remove $DM
[ $RC -eq 1 ] || fail "second remove exited $RC, want 1"
log "reset, list, remove ok"
exit 0
