#!/bin/sh
# 58-tool-biocaptab: biocapctl activate/deactivate with a biocaptab (biocaptab(5)).
# Asserts:
#   - `activate --all` creates the lines without noauto, with the tables the lines
#     give (a path with default options; UUID= through /dev/disk/by-uuid with
#     OFFSET:LEN, cap, read-cap, aligned), and prints "activated" for each;
#   - a second `activate --all` changes nothing, exits 0 and says "already active";
#   - `activate NAME` brings up a noauto line;
#   - a line whose device is active with another table (here: another cap) is
#     reported ("different table", exit 1) and the live device is left alone;
#   - a name not in the file, an existing non-biocap device of that name, a missing
#     lower device: exit 1 with the reason (file and line for the device), nothing
#     created or removed; usage errors exit 2;
#   - a bad line is reported but fails only --all and activating its own name
#     (deactivate of that name, or --all, still removes the device): `activate NAME`
#     of a good line beside it exits 0; a PARTLABEL= with udev's \x20 for a space
#     (a link whose name the kernel cannot take) is set up on the device it names;
#   - `deactivate --all` removes every line's device; again: exit 0, "not active".
# Not covered here: the systemd side (the guests have no systemd; the generator's
# units are checked on the host, tests/host/generator.sh).
# group: tool
. ./lib.sh

NB=bc56nb
TAB=$LIB_TMP/biocaptab
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"

out() { tr '\n' ' ' <"$LIB_TMP/out" | cut -c1-300; }

nullb_create $NB 64 memory_backed=1 || fail "cannot create null_blk $NB"
SZ=$(blk_sectors /dev/$NB) || fail "cannot size /dev/$NB"
MM=$(blk_majmin /dev/$NB)
for n in bc56a bc56b bc56c bc56x bc56p bc56q; do
	on_exit "dm_remove_quiet $n"
done
# no udev in the guest: make the by-uuid link a user's system would have
mkdir -p /dev/disk/by-uuid
ln -sf ../../$NB /dev/disk/by-uuid/bc56-uuid
on_exit "rm -f /dev/disk/by-uuid/bc56-uuid"

cat >"$TAB" <<EOF
# test table
bc56a	/dev/$NB	cap=64k

bc56b UUID=bc56-uuid:1M:2M cap=32k,read-cap=16k,aligned
bc56c /dev/$NB:4M cap=auto,noauto,nofail
EOF

# --- activate --all: two devices, not the noauto one
bcc activate --tab "$TAB" --all
[ $RC -eq 0 ] || fail "activate --all exited $RC: $(bcc_err)"
grep -q "^bc56a: activated /dev/mapper/bc56a$" "$LIB_TMP/out" || fail "activate output: $(out)"
grep -q "^bc56b: activated /dev/mapper/bc56b$" "$LIB_TMP/out" || fail "activate output: $(out)"
dm_exists bc56c && fail "activate --all created the noauto line bc56c"
ta=$(dm_table bc56a)
expect_eq "bc56a table" "$ta" "0 $SZ biocap $MM 0 128"
tb=$(dm_table bc56b)
expect_eq "bc56b table" "$tb" "0 4096 biocap $MM 2048 64 3 read_cap 32 aligned"
log "activated: bc56a: $ta; bc56b: $tb"

# --- again: idempotent
bcc activate --tab "$TAB" --all
[ $RC -eq 0 ] || fail "second activate --all exited $RC: $(bcc_err)"
grep -q "^bc56a: already active (/dev/mapper/bc56a)$" "$LIB_TMP/out" ||
	fail "second activate output: $(out)"
grep -q "^bc56b: already active" "$LIB_TMP/out" || fail "second activate output: $(out)"
expect_eq "bc56a table after the second activate" "$(dm_table bc56a)" "$ta"

# --- the noauto line by name
bcc activate --tab "$TAB" bc56c
[ $RC -eq 0 ] || fail "activate bc56c exited $RC: $(bcc_err)"
expect_eq "bc56c table" "$(dm_table bc56c)" "0 $((SZ - 8192)) biocap $MM 8192 0"

# --- a line that differs from the live device: reported, device left alone
sed 's/^bc56a.*/bc56a \/dev\/'$NB' cap=128k/' "$TAB" >"$TAB.2"
bcc activate --tab "$TAB.2" bc56a
[ $RC -eq 1 ] || fail "activate of a changed line exited $RC, expected 1: $(bcc_err)"
grep -q "bc56a is active with a different table: it is '0 $SZ biocap $MM 0 128'" "$LIB_TMP/err" ||
	fail "changed line: stderr: $(bcc_err)"
expect_eq "bc56a table after the refused activate" "$(dm_table bc56a)" "$ta"

# --- names and devices that do not work
bcc activate --tab "$TAB" bc56zz
[ $RC -eq 1 ] || fail "activate of an unlisted name exited $RC"
grep -q "bc56zz: not listed in $TAB" "$LIB_TMP/err" || fail "unlisted name: $(bcc_err)"
printf 'bc56x /dev/%s\nbc56m /dev/bc56-missing cap=64k\n' $NB >"$TAB.3"
dm_create bc56x "0 2048 linear /dev/$NB 0" || fail "cannot create linear bc56x"
bcc activate --tab "$TAB.3" bc56x
[ $RC -eq 1 ] || fail "activate over a linear device exited $RC"
grep -q "bc56x exists and is not a biocap device" "$LIB_TMP/err" || fail "linear bc56x: $(bcc_err)"
bcc deactivate --tab "$TAB.3" bc56x
[ $RC -eq 1 ] || fail "deactivate of a linear device exited $RC"
dm_exists bc56x || fail "deactivate removed the linear device bc56x"
dm_remove bc56x || fail "cannot remove bc56x"
bcc activate --tab "$TAB.3" bc56m
[ $RC -ne 0 ] || fail "activate with a missing lower device exited 0"
grep -q "bc56m ($TAB.3 line 2): .*bc56-missing" "$LIB_TMP/err" || fail "missing device: $(bcc_err)"
dm_exists bc56m && fail "bc56m was created"
bcc activate --tab "$TAB"
[ $RC -eq 2 ] || fail "activate without names exited $RC, expected 2"
bcc deactivate --tab "$TAB" --all bc56a
[ $RC -eq 2 ] || fail "deactivate with names and --all exited $RC, expected 2"
printf 'bc56a /dev/%s frob\n' $NB >"$TAB.4"
bcc activate --tab "$TAB.4" bc56a
[ $RC -eq 1 ] || fail "activate from a file with a bad line exited $RC"
grep -q "$TAB.4:1: unknown option 'frob'" "$LIB_TMP/err" || fail "bad line: $(bcc_err)"

# --- a bad line beside a good one; a label with a space, as udev escapes it
mkdir -p /dev/disk/by-partlabel
ln -sf ../../$NB "/dev/disk/by-partlabel/bc56\x20part"
on_exit "rm -f '/dev/disk/by-partlabel/bc56\x20part'"
printf 'bc56p PARTLABEL=bc56\\x20part cap=64k\nbc56q /dev/%s cap=1k\n' $NB >"$TAB.5"
bcc activate --tab "$TAB.5" bc56p
[ $RC -eq 0 ] || fail "activate of a good line beside a bad one exited $RC: $(bcc_err)"
grep -q "$TAB.5:2: cap=1k" "$LIB_TMP/err" || fail "the bad line is not reported: $(bcc_err)"
expect_eq "bc56p table (PARTLABEL= with \\x20)" "$(dm_table bc56p)" "0 $SZ biocap $MM 0 128"
bcc activate --tab "$TAB.5" --all
[ $RC -eq 1 ] || fail "activate --all of a file with a bad line exited $RC, expected 1"
bcc deactivate --tab "$TAB.5" bc56p
[ $RC -eq 0 ] || fail "deactivate of a good line beside a bad one exited $RC: $(bcc_err)"
dm_exists bc56p && fail "bc56p exists after deactivate"
# a typo in a live device's line: activate says the line is bad, deactivate
# (what the device's unit runs to stop it) still removes the device
printf 'bc56q /dev/%s cap=64k\n' $NB >"$TAB.6"
bcc activate --tab "$TAB.6" bc56q
[ $RC -eq 0 ] || fail "activate of bc56q exited $RC: $(bcc_err)"
bcc activate --tab "$TAB.5" bc56q
[ $RC -eq 1 ] && grep -q "bc56q: not activated: line 2 of $TAB.5 is bad" "$LIB_TMP/err" ||
	fail "activate of a name whose line is bad: exit $RC: $(bcc_err)"
bcc deactivate --tab "$TAB.5" bc56q
[ $RC -eq 0 ] || fail "deactivate of a name whose line is bad exited $RC: $(bcc_err)"
dm_exists bc56q && fail "bc56q exists after deactivate of its bad line"
bcc activate --tab "$TAB.6" bc56q
[ $RC -eq 0 ] || fail "second activate of bc56q exited $RC: $(bcc_err)"
bcc deactivate --tab "$TAB.5" --all
[ $RC -eq 1 ] || fail "deactivate --all of a file with a bad line exited $RC, expected 1"
dm_exists bc56q && fail "bc56q exists after deactivate --all of a file where its line is bad"

# --- deactivate --all, twice
bcc deactivate --tab "$TAB" --all
[ $RC -eq 0 ] || fail "deactivate --all exited $RC: $(bcc_err)"
for n in bc56a bc56b bc56c; do
	grep -q "^$n: deactivated$" "$LIB_TMP/out" || fail "deactivate output: $(out)"
	dm_exists $n && fail "$n still exists after deactivate --all"
done
bcc deactivate --tab "$TAB" --all
[ $RC -eq 0 ] || fail "second deactivate --all exited $RC: $(bcc_err)"
grep -q "^bc56a: not active$" "$LIB_TMP/out" || fail "second deactivate output: $(out)"
log "activate/deactivate: idempotent, changed and bad lines reported"
exit 0
