#!/bin/sh
# 52-tool-table-dmsetup: `biocapctl table ... | dmsetup create` works.
# Asserts:
#   - the table biocapctl prints (caps, features, offsets, lengths, two devices)
#     is accepted by dmsetup create, and dmsetup table shows the same values;
#   - sizes in k/M/s and auto give the expected sector numbers;
#   - refused arguments exit 3 (cap below 4 KiB, offset past the end) or 2
#     (malformed size) and print nothing on stdout.
# group: tool
. ./lib.sh

NB=bc52nb
NB2=bc52nb2
DM=bc52
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
err() { tr '\n' ' ' <"$LIB_TMP/err" | cut -c1-300; }

nullb_create $NB 128 || fail "cannot create null_blk $NB"
nullb_create $NB2 32 || fail "cannot create null_blk $NB2"

biocapctl table --cap 128k --write-cap 256k --aligned /dev/$NB:1M:32M /dev/$NB2 \
	>"$LIB_TMP/table" 2>"$LIB_TMP/err" || fail "table exited $?: $(err)"
want="0 65536 biocap /dev/$NB 2048 256 3 write_cap 512 aligned
65536 65536 biocap /dev/$NB2 0 256 3 write_cap 512 aligned"
expect_eq "generated table" "$(cat "$LIB_TMP/table")" "$want"

on_exit "dm_remove_quiet $DM"
dmsetup create --noudevsync $DM <"$LIB_TMP/table" 2>"$LIB_TMP/err" ||
	fail "dmsetup create refused the table: $(err)"
m1=$(blk_majmin /dev/$NB)
m2=$(blk_majmin /dev/$NB2)
want="0 65536 biocap $m1 2048 256 3 write_cap 512 aligned
65536 65536 biocap $m2 0 256 3 write_cap 512 aligned"
expect_eq "dmsetup table" "$(dm_table $DM)" "$want"
expect_eq "write_cap in status" "$(bc_stat $DM write_cap 2)" 512
dm_remove $DM || fail "remove failed"

# sizes: 2048s = 1M; auto = 0; DEV::LEN from the start
t=$(biocapctl table --cap 2048s --read-cap auto /dev/$NB::4M) || fail "table with 2048s failed"
expect_eq "2048s/auto table" "$t" "0 8192 biocap /dev/$NB 0 2048 2 read_cap 0"
printf '%s\n' "$t" | dmsetup create --noudevsync $DM 2>"$LIB_TMP/err" ||
	fail "dmsetup create refused '$t': $(err)"
dm_remove $DM || fail "remove failed"

# refusals
biocapctl table --cap 2k /dev/$NB >"$LIB_TMP/out" 2>"$LIB_TMP/err"
rc=$?
expect_eq "exit code for a 2k cap" $rc 3
[ -s "$LIB_TMP/out" ] && fail "refused table still printed: $(cat "$LIB_TMP/out")"
biocapctl table /dev/$NB:200M >"$LIB_TMP/out" 2>"$LIB_TMP/err"
rc=$?
expect_eq "exit code for an offset past the end" $rc 3
grep -q "past the end" "$LIB_TMP/err" || fail "offset past the end: $(err)"
biocapctl table --cap 4q /dev/$NB >"$LIB_TMP/out" 2>"$LIB_TMP/err"
rc=$?
expect_eq "exit code for a malformed size" $rc 2
log "table | dmsetup create ok; refusals exit 3/2"
exit 0
