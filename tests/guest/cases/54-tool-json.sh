#!/bin/sh
# 54-tool-json: `biocapctl status --json` (no python in the guest: grep/awk).
# Asserts:
#   - with no biocap device: {"version":"X.Y.Z","devices":[]};
#   - with two devices: one line, balanced braces and brackets, both names, every
#     config key, counter and histogram label of the shared header, numbers for
#     the counters after I/O, a split_ratio;
#   - a device given as /dev/mapper/NAME or /dev/dm-N is reported by its name and
#     /dev/mapper/NAME;
#   - --watch with --json prints one document per interval, the second with a
#     "rates" object; stopped by a signal it exits 0, also while a named device is
#     missing.
# group: tool
. ./lib.sh

NB=bc54nb
A=bc54a
B=bc54b
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
err() { tr '\n' ' ' <"$LIB_TMP/err" | cut -c1-300; }

[ "$(dm_count)" -eq 0 ] || fail "dm devices exist before the case"
j=$(biocapctl status --json 2>"$LIB_TMP/err") || fail "status --json exited $?: $(err)"
case $j in
'{"version":"'[0-9]*.[0-9]*.[0-9]*'","devices":[]}') ;;
*) fail "empty status --json: $j" ;;
esac

# max_sectors 2 MiB: with the build cap (patched kernels) direct I/O builds bios no
# larger than the device's max_sectors, and the counts below want 1 MiB bios whole
nullb_create $NB 64 max_sectors=4096 || fail "cannot create null_blk $NB"
on_exit "dm_remove_quiet $A"
on_exit "dm_remove_quiet $B"
biocapctl create $A --cap 64k --no-build-cap /dev/$NB::32M >/dev/null 2>"$LIB_TMP/err" || fail "create $A: $(err)"
biocapctl create $B --write-cap 128k /dev/$NB:32M >/dev/null 2>"$LIB_TMP/err" || fail "create $B: $(err)"
dd if=/dev/mapper/$A of=/dev/null bs=1M count=2 iflag=direct 2>/dev/null || fail "read from $A"

biocapctl status --json >"$LIB_TMP/j" 2>"$LIB_TMP/err" || fail "status --json exited $?: $(err)"
expect_eq "lines of JSON" "$(wc -l <"$LIB_TMP/j")" 1
# balanced {} and [] outside strings (names here have no quotes or braces)
bal=$(awk '{ gsub(/"[^"]*"/, ""); o = gsub(/\{/, "{"); c = gsub(/\}/, "}");
	bo = gsub(/\[/, "["); bc = gsub(/\]/, "]"); print o - c, bo - bc }' "$LIB_TMP/j")
expect_eq "brace balance" "$bal" "0 0"
for k in '"name":"'$A'"' '"name":"'$B'"' '"path":"/dev/mapper/'$A'"' \
	'"config":{"cap":128,"read_cap":128,"write_cap":128,' \
	'"reads":2,' '"read_bytes":2097152,' '"clones":32,' '"split":2,' \
	'"split_ratio":1.0000' '"1m":2,' '"unknown":{}'; do
	grep -qF "$k" "$LIB_TMP/j" || fail "JSON lacks $k: $(cut -c1-300 "$LIB_TMP/j")"
done
for k in cap read_cap write_cap limit aligned reads writes read_bytes write_bytes \
	split clones polled flushes fua discards write_zeroes errors max_bio \
	4k 8k 16k 32k 64k 128k 256k 512k 1m 2m 4m 8m 16m 32m 64m; do
	n=$(grep -o "\"$k\":[0-9n]" "$LIB_TMP/j" | wc -l)
	[ "$n" -eq 2 ] || fail "key $k appears $n times, want 2 (one per device)"
done
log "status --json: $(wc -c <"$LIB_TMP/j") bytes, keys complete"

# a device given by path is reported by its dm name (libdm looks paths up too)
for p in /dev/mapper/$A "/dev/$(dm_sysname $A)"; do
	biocapctl status --json "$p" >"$LIB_TMP/jp" 2>"$LIB_TMP/err" || fail "status --json $p exited $?: $(err)"
	for k in '"name":"'$A'"' '"path":"/dev/mapper/'$A'"'; do
		grep -qF "$k" "$LIB_TMP/jp" || fail "status --json $p lacks $k: $(cut -c1-200 "$LIB_TMP/jp")"
	done
done

# --watch --json: one document per interval, rates from the second on
# made first: the background shell may open it only after wait_docs looks
: >"$LIB_TMP/w"
biocapctl status --json --watch 0.3 $A >"$LIB_TMP/w" 2>"$LIB_TMP/err" &
wpid=$!
on_exit "kill $wpid 2>/dev/null"
# wait_docs N: until --watch has printed N documents (60 s at most: a loaded TCG
# guest can take seconds just to start a dynamically linked program)
wait_docs() {
	_end=$(($(now_ms) + 60000))
	while [ "$(wc -l <"$LIB_TMP/w")" -lt "$1" ] && [ "$(now_ms)" -lt $_end ]; do
		msleep 100
	done
	[ "$(wc -l <"$LIB_TMP/w")" -ge "$1" ] ||
		fail "--watch printed $(wc -l <"$LIB_TMP/w") documents in 60 s, want $1: $(err)"
}
wait_docs 1
dd if=/dev/mapper/$A of=/dev/null bs=1M count=4 iflag=direct 2>/dev/null || fail "read from $A"
n=$(wc -l <"$LIB_TMP/w")
wait_docs $((n + 2))
kill -TERM $wpid
wait $wpid
rc=$?
expect_eq "exit code of status --watch after SIGTERM" $rc 0
n=$(wc -l <"$LIB_TMP/w")
sed -n 1p "$LIB_TMP/w" | grep -q '"rates"' && fail "first --watch document has rates"
sed -n 2p "$LIB_TMP/w" | grep -q '"rates":{"reads":' || fail "second --watch document lacks rates"
grep -Eq '"rates":\{"reads":([1-9]|0\.[0-9]*[1-9])' "$LIB_TMP/w" ||
	fail "no non-zero read rate while reading: $(grep -o '"rates":{"reads":[0-9.]*' "$LIB_TMP/w" | tr '\n' ' ')"
log "--watch: $n documents"

# Interrupted while a named device is missing (it reports the others and says so
# on stderr each time): still exit 0, as biocapctl(8) says.
: >"$LIB_TMP/w"
biocapctl status --json --watch 0.3 $A bc54-missing >"$LIB_TMP/w" 2>"$LIB_TMP/err" &
wpid=$!
on_exit "kill $wpid 2>/dev/null"
wait_docs 2
kill -INT $wpid
wait $wpid
rc=$?
expect_eq "exit code of status --watch with a missing name after SIGINT" $rc 0
grep -q 'bc54-missing' "$LIB_TMP/err" || fail "--watch did not report the missing name: $(err)"

biocapctl remove $A $B 2>"$LIB_TMP/err" || fail "remove $A $B: $(err)"
exit 0
