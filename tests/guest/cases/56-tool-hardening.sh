#!/bin/sh
# 56-tool-hardening: biocapctl's checks on real devices.
# Asserts:
#   - a device path with a backslash or a vertical tab, which the kernel would
#     unescape or split and so open another path, never goes into a table: a
#     symlink to a real null_blk disk is resolved (table and create name the
#     disk, not the link), and one that leads nowhere is refused with exit 3
#     and no device is made;
#   - a FIFO given as a device is not opened (its writer stays blocked), exit 3;
#   - an offset of 0 is printed as 0 ("offset 0 + length 1G is past the end");
#     an empty device (null_blk of size 0) is reported as empty, exit 3;
#   - an oversized cap is exit 3 whatever its number of digits;
#   - create with a 121-character name gives the UUID BIOCAP-NAME; with 122
#     characters it is refused (exit 2) and no device is made;
#   - every command's --help prints its usage, exit 0, without device-mapper;
#   - status --watch on a named device stops (exit 1) when the device is removed.
# group: tool
. ./lib.sh

NB=bc56nb
DM=bc56
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
[ "$(dm_count)" -eq 0 ] || fail "dm devices exist before the case"

nullb_create $NB 64 || fail "cannot create null_blk $NB"

# backslash and vertical tab in a path to a real block device
ln -s /dev/$NB "$LIB_TMP/back\\slash" || fail "cannot make a symlink with a backslash"
vt=$(printf 'v\013t')
ln -s /dev/$NB "$LIB_TMP/$vt" || fail "cannot make a symlink with a vertical tab"
bcc table "$LIB_TMP/back\\slash"
expect_eq "exit code of table with a backslash link to $NB" $RC 0
grep -q " biocap /dev/$NB 0 " "$LIB_TMP/out" ||
	fail "table of a backslash link does not name /dev/$NB: $(cat "$LIB_TMP/out")"
grep -q 'slash' "$LIB_TMP/out" && fail "table names the backslash link: $(cat "$LIB_TMP/out")"
on_exit "dm_remove_quiet $DM"
bcc create $DM "$LIB_TMP/$vt::1M"
expect_eq "exit code of create with a vertical-tab link to $NB" $RC 0
expect_eq "table of $DM made from a vertical-tab link" "$(dm_table $DM)" \
	"0 2048 biocap $(blk_majmin /dev/$NB) 0 0"
dm_remove $DM || fail "cannot remove $DM"
bcc table "$LIB_TMP/no\\such"
expect_eq "exit code of table with a backslash path that leads nowhere" $RC 3
grep -q "backslash" "$LIB_TMP/err" || fail "backslash path that leads nowhere: $(bcc_err)"
[ -s "$LIB_TMP/out" ] && fail "table printed a line for a backslash path"
bcc create $DM "$LIB_TMP/no\\such"
expect_eq "exit code of create with a backslash path that leads nowhere" $RC 3
dm_exists $DM && fail "$DM created from a backslash path that leads nowhere"

# a FIFO is looked at, not opened
mkfifo "$LIB_TMP/fifo" || fail "mkfifo"
(echo x >"$LIB_TMP/fifo" && : >"$LIB_TMP/fifo-opened") &
writer=$!
bcc table "$LIB_TMP/fifo"
msleep 300
[ -e "$LIB_TMP/fifo-opened" ] && fail "biocapctl opened the FIFO"
expect_eq "exit code of table on a FIFO" $RC 3
grep -q "not a block device" "$LIB_TMP/err" || fail "FIFO: $(bcc_err)"
kill $writer 2>/dev/null
exec 3<>"$LIB_TMP/fifo"
exec 3<&-
wait $writer 2>/dev/null

# offset 0 is 0, and an empty device says so
bcc table /dev/$NB:0:1G
expect_eq "exit code of a range past the end" $RC 3
grep -q "offset 0 + length 1G is past the end" "$LIB_TMP/err" || fail "offset 0: $(bcc_err)"
# an empty block device: a null_blk disk of size 0 (an unbound loop device
# is the usual one, but the guest has no loop module)
if nullb_create ${NB}z 0 2>"$LIB_TMP/nerr" && [ "$(blockdev --getsz /dev/${NB}z)" = 0 ]; then
	EMPTY=/dev/${NB}z
elif [ -b /dev/loop0 ] && [ "$(blockdev --getsz /dev/loop0 2>/dev/null)" = 0 ]; then
	EMPTY=/dev/loop0
else
	fail "no empty block device to test with: null_blk of size 0: $(tr '\n' ' ' <"$LIB_TMP/nerr" | cut -c1-200), no unbound /dev/loop0"
fi
bcc table $EMPTY
expect_eq "exit code of table on an empty device ($EMPTY)" $RC 3
grep -q "$EMPTY: the device is empty" "$LIB_TMP/err" || fail "empty device: $(bcc_err)"
log "empty device: $(head -n 1 "$LIB_TMP/err")"

# oversized caps are refused (3), not a usage error (2)
bcc table --cap 99999999999999999999G /dev/$NB
expect_eq "exit code of a cap with 20 digits" $RC 3
bcc table --cap 4G /dev/$NB
expect_eq "exit code of a 4G cap" $RC 3

# the UUID needs the name to be at most 121 characters
n121=$(printf '%0121d' 56)
on_exit "dm_remove_quiet $n121"
on_exit "dm_remove_quiet ${n121}x"
bcc create "${n121}x" /dev/$NB
expect_eq "exit code of create with a 122-character name" $RC 2
grep -q "at most 121" "$LIB_TMP/err" || fail "122-character name: $(bcc_err)"
dm_exists "${n121}x" && fail "device with a 122-character name created"
bcc create "$n121" /dev/$NB
[ $RC -eq 0 ] || fail "create with a 121-character name exited $RC: $(bcc_err)"
uuid=$(dmsetup info -c --noheadings -o uuid "$n121" | tr -d ' ')
expect_eq "UUID of the 121-character device" "$uuid" "BIOCAP-$n121"
bcc remove "$n121"
[ $RC -eq 0 ] || fail "remove of the 121-character device exited $RC: $(bcc_err)"

# every command's help, exit 0
for c in table create status set reset remove list; do
	bcc $c --help
	[ $RC -eq 0 ] || fail "$c --help exited $RC: $(bcc_err)"
	head -n 1 "$LIB_TMP/out" | grep -q "^Usage: biocapctl $c" ||
		fail "$c --help: $(head -n 1 "$LIB_TMP/out")"
done

# --watch on a named device stops when it is removed
bcc create $DM /dev/$NB
[ $RC -eq 0 ] || fail "create $DM exited $RC: $(bcc_err)"
biocapctl status --watch 0.2 $DM >"$LIB_TMP/w" 2>"$LIB_TMP/werr" &
wpid=$!
on_exit "kill $wpid 2>/dev/null"
msleep 1000
dm_remove $DM || fail "cannot remove $DM"
end=$(($(now_ms) + 30000))
while kill -0 $wpid 2>/dev/null && [ "$(now_ms)" -lt $end ]; do
	msleep 200
done
kill -0 $wpid 2>/dev/null && fail "status --watch still runs 30 s after its device was removed"
wait $wpid
expect_eq "exit code of status --watch after its device went" $? 1
grep -q "$DM: no such device" "$LIB_TMP/werr" ||
	fail "--watch stderr: $(tr '\n' ' ' <"$LIB_TMP/werr" | cut -c1-300)"
exit 0
