#!/bin/sh
# 53-tool-kernel-reason: when the kernel refuses, biocapctl shows why.
# On a null_blk device with 4096-byte logical blocks:
#   - `biocapctl table --cap 12s` is refused by the tool itself (exit 3, names
#     the logical block size);
#   - `biocapctl create --no-check --cap 12s` reaches the kernel, which refuses
#     the table: exit 1, and stderr carries the kernel's "biocap" log line
#     (prefixed "kernel:"), not only an errno; no device is left behind;
#   - `biocapctl set --cap 12s` on a live device: the kernel refuses the
#     message and biocapctl prints the kernel's reason, exit 1; caps unchanged;
#   - `biocapctl set --cap 8k --write-cap 12s`: the kernel takes set_cap and
#     refuses set_write_cap; biocapctl puts the caps back (exit 1, "no cap
#     changed"), and the table and caps are those of before.
# group: tool
. ./lib.sh

NB=bc53nb
DM=bc53
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"

nullb_create $NB 64 blocksize=4096 || fail "cannot create null_blk $NB with 4096-byte blocks"
expect_eq "logical block size of $NB" "$(blk_lbs /dev/$NB)" 4096

bcc table --cap 12s /dev/$NB
expect_eq "exit code of table --cap 12s" $RC 3
grep -q "logical block size (4096 bytes)" "$LIB_TMP/err" || fail "table --cap 12s: $(bcc_err 400)"

on_exit "dm_remove_quiet $DM"
bcc create $DM --no-check --cap 12s /dev/$NB
expect_eq "exit code of a create the kernel refuses" $RC 1
grep -q "^biocapctl: kernel: .*biocap" "$LIB_TMP/err" ||
	fail "no kernel reason shown: $(bcc_err 400)"
log "kernel reason: $(grep '^biocapctl: kernel:' "$LIB_TMP/err" | head -n 1)"
dm_exists $DM && fail "$DM exists after a refused create"
[ -e /dev/mapper/$DM ] && fail "/dev/mapper/$DM left after a refused create"

bcc create $DM --cap 16k /dev/$NB
[ $RC -eq 0 ] || fail "create with a 16k cap exited $RC: $(bcc_err 400)"
bcc set $DM --cap 12s
expect_eq "exit code of a refused set" $RC 1
grep -q "^biocapctl: kernel: .*biocap" "$LIB_TMP/err" ||
	fail "set: no kernel reason shown: $(bcc_err 400)"
log "message refusal: $(grep '^biocapctl: kernel:' "$LIB_TMP/err" | head -n 1)"
expect_eq "cap after the refused set" "$(bc_stat $DM cap)" 32
before=$(dmsetup table $DM)
bcc set $DM --cap 8k --write-cap 12s
expect_eq "exit code of a set refused half way" $RC 1
grep -q "^biocapctl: $DM: no cap changed" "$LIB_TMP/err" ||
	fail "set refused half way: $(bcc_err 400)"
expect_eq "read_cap after the set refused half way" "$(bc_stat $DM read_cap)" 32
expect_eq "write_cap after the set refused half way" "$(bc_stat $DM write_cap)" 32
expect_eq "table after the set refused half way" "$(dmsetup table $DM)" "$before"
bcc remove $DM
[ $RC -eq 0 ] || fail "remove exited $RC: $(bcc_err 400)"
exit 0
