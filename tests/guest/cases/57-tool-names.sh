#!/bin/sh
# 57-tool-names: device names with control characters and bytes that are not
# UTF-8.  A biocap device named "bc57<ESC><0xff>" is made
# with `dmsetup --manglename none` (the kernel takes any byte but '/').
# Asserts:
#   - `biocapctl status --json` lists it, its name escaped as \u001b\u00ff, and
#     the output holds no raw ESC or 0xff byte;
#   - `biocapctl status` and `biocapctl list` show it as bc57\x1b\xff, no raw
#     ESC or 0xff byte.
# group: tool
. ./lib.sh

NB=bc57nb
RAW="bc57$(printf '\033\377')"
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
err() { tr '\n' ' ' <"$LIB_TMP/err" | cut -c1-300; }
# raw_bytes FILE: whether FILE holds a raw ESC or 0xff byte
raw_bytes() { od -An -v -tx1 "$1" | tr ' ' '\n' | grep -qx '1b\|ff'; }
[ "$(dm_count)" -eq 0 ] || fail "dm devices exist before the case"

nullb_create $NB 16 || fail "cannot create null_blk $NB"
on_exit 'dmsetup --manglename none remove --noudevsync "$RAW" >/dev/null 2>&1'
printf '0 %s biocap /dev/%s 0 0\n' "$(blk_sectors /dev/$NB)" $NB |
	dmsetup --manglename none create --noudevsync "$RAW" 2>"$LIB_TMP/err" ||
	fail "dmsetup create of a raw name: $(err)"
expect_eq "dm devices" "$(dm_count)" 1

biocapctl status --json >"$LIB_TMP/j" 2>"$LIB_TMP/err" || fail "status --json exited $?: $(err)"
grep -qF '"name":"bc57\u001b\u00ff"' "$LIB_TMP/j" ||
	fail "status --json lacks the escaped name: $(cut -c1-300 "$LIB_TMP/j")"
raw_bytes "$LIB_TMP/j" && fail "status --json holds a raw ESC or 0xff byte"

biocapctl status >"$LIB_TMP/t" 2>"$LIB_TMP/err" || fail "status exited $?: $(err)"
grep -qF 'bc57\x1b\xff  ' "$LIB_TMP/t" || fail "status text lacks bc57\\x1b\\xff: $(head -n 1 "$LIB_TMP/t")"
raw_bytes "$LIB_TMP/t" && fail "status text holds a raw ESC or 0xff byte"

biocapctl list >"$LIB_TMP/l" 2>"$LIB_TMP/err" || fail "list exited $?: $(err)"
grep -qF 'bc57\x1b\xff	' "$LIB_TMP/l" || fail "list lacks bc57\\x1b\\xff: $(cat "$LIB_TMP/l")"
raw_bytes "$LIB_TMP/l" && fail "list holds a raw ESC or 0xff byte"
log "list: $(cat "$LIB_TMP/l")"

dmsetup --manglename none remove --noudevsync "$RAW" 2>"$LIB_TMP/err" || fail "remove: $(err)"
exit 0
