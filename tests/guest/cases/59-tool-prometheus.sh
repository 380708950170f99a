#!/bin/sh
# 59-tool-prometheus: biocapctl status --format prometheus on live devices.
# Asserts:
#   - after four 1 MiB direct reads through a 64k cap: reads_total 4, clones_total
#     64, split_total 4, read_bytes_total 4194304, cap_bytes 65536, the histogram's
#     buckets (0 up to le=1048575, 4 from le=2097151, +Inf 4), _count 4, _sum 4194304,
#     all labelled device="NAME",target="0";
#   - every line is a comment (# HELP / # TYPE) or NAME{LABELS} VALUE with an
#     integer value, each family has exactly one TYPE line, and a second device
#     without names shows up under the same families;
#   - on a device whose table has a linear line before its biocap line, the
#     samples are labelled target="1", the line of the table, and list and
#     status --json give the whole table's size;
#   - a device named twice (by name, by path) has its samples once;
#   - a missing name exits 1, --format prometheus with --watch and an unknown
#     format exit 2.
# The format itself is checked by promtool on the host (tests/host/prometheus.sh).
# group: tool
. ./lib.sh

NB=bc57nb
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"


# max_sectors 2 MiB: with the build cap (patched kernels) direct I/O builds bios no
# larger than the device's max_sectors, and the counts below want 1 MiB bios whole
nullb_create $NB 64 max_sectors=4096 memory_backed=1 || fail "cannot create null_blk $NB"
on_exit "dm_remove_quiet bc57"
on_exit "dm_remove_quiet bc57b"
on_exit "dm_remove_quiet bc57c"
bcc create bc57 /dev/$NB --cap 64k --no-build-cap
[ $RC -eq 0 ] || fail "create exited $RC: $(bcc_err)"
dd if=/dev/mapper/bc57 of=/dev/null bs=1M count=4 iflag=direct 2>/dev/null ||
	fail "direct read from /dev/mapper/bc57 failed"

bcc status --format prometheus bc57
[ $RC -eq 0 ] || fail "status --format prometheus exited $RC: $(bcc_err)"
out=$LIB_TMP/out
L='{device="bc57",target="0"}'
B='{device="bc57",target="0",le='
for want in "biocap_reads_total$L 4" "biocap_clones_total$L 64" "biocap_split_total$L 4" \
	"biocap_read_bytes_total$L 4194304" "biocap_writes_total$L 0" \
	"biocap_cap_bytes$L 65536" "biocap_aligned$L 0" "biocap_max_bio_bytes$L 1048576" \
	"biocap_bio_size_bytes_bucket$B\"8191\"} 0" "biocap_bio_size_bytes_bucket$B\"1048575\"} 0" \
	"biocap_bio_size_bytes_bucket$B\"2097151\"} 4" "biocap_bio_size_bytes_bucket$B\"67108863\"} 4" \
	"biocap_bio_size_bytes_bucket$B\"+Inf\"} 4" "biocap_bio_size_bytes_count$L 4" \
	"biocap_bio_size_bytes_sum$L 4194304" "# TYPE biocap_bio_size_bytes histogram" \
	"# TYPE biocap_reads_total counter"; do
	grep -qxF "$want" "$out" || fail "no line '$want' in: $(grep -F "${want%% *}" "$out" | head -n 2 | tr '\n' ' ')"
done
log "prometheus: $(grep -c . "$out") lines, e.g. $(grep -F "biocap_clones_total$L" "$out")"

# a second device: without names both appear, under one TYPE line per family
bcc create bc57b /dev/$NB:32M --cap 128k --no-build-cap
[ $RC -eq 0 ] || fail "create bc57b exited $RC: $(bcc_err)"
bcc status --format prometheus
[ $RC -eq 0 ] || fail "status --format prometheus (all) exited $RC: $(bcc_err)"
grep -qxF 'biocap_cap_bytes{device="bc57b",target="0"} 131072' "$out" ||
	fail "bc57b missing: $(grep -F bc57b "$out" | head -n 2 | tr '\n' ' ')"
bad=$(grep -v '^# \(HELP\|TYPE\) biocap_[a-z_]* ' "$out" |
	grep -v '^biocap_[a-z_]*{device="[^"]*",target="[0-9]*"\(,le="\([0-9]*\|+Inf\)"\)\?} [0-9][0-9]*$' | head -n 2)
[ -z "$bad" ] || fail "lines that are not Prometheus text format: $bad"
dup=$(grep '^# TYPE ' "$out" | sort | uniq -d | head -n 1)
[ -z "$dup" ] || fail "TYPE line twice: $dup"
[ "$(grep -c '^biocap_reads_total{' "$out")" -ge 2 ] || fail "reads_total not given for both devices"
dm_remove bc57b || fail "cannot remove bc57b"

# the target label is the line of the table, not the count of biocap lines
printf '0 8192 linear /dev/%s 0\n8192 8192 biocap /dev/%s 8192 256\n' $NB $NB |
	dmsetup create --noudevsync bc57c 2>"$LIB_TMP/err" || fail "dmsetup create bc57c: $(head -c 300 "$LIB_TMP/err")"
bcc status --format prometheus bc57c
[ $RC -eq 0 ] || fail "status --format prometheus bc57c exited $RC: $(bcc_err)"
grep -qxF 'biocap_cap_bytes{device="bc57c",target="1"} 131072' "$out" ||
	fail "bc57c's biocap line is not target 1: $(grep -F bc57c "$out" | head -n 2 | tr '\n' ' ')"
! grep -qF 'target="0"' "$out" || fail "bc57c has a sample for its linear line"
# its size is the whole table's, the linear line's too (8 MiB, not the biocap line's 4)
bcc list
grep -q "^bc57c	.*	8.0 MiB	" "$out" || fail "list: bc57c is not 8.0 MiB: $(grep bc57c "$out")"
bcc status --json bc57c
grep -q '"sectors":16384,' "$out" || fail "status --json: bc57c is not 16384 sectors: $(head -c 300 "$out")"
dm_remove bc57c || fail "cannot remove bc57c"

# a device named twice, by name and by path, is one set of samples
bcc status --format prometheus bc57 /dev/mapper/bc57
[ $RC -eq 0 ] || fail "status --format prometheus bc57 /dev/mapper/bc57 exited $RC: $(bcc_err)"
expect_eq "samples of reads_total for bc57 named twice" "$(grep -c '^biocap_reads_total{' "$out")" 1

bcc status --format prometheus bc57-missing
[ $RC -eq 1 ] || fail "status of a missing device exited $RC, expected 1"
bcc status --format prometheus --watch 1 bc57
[ $RC -eq 2 ] || fail "--format prometheus --watch exited $RC, expected 2"
bcc status --format yaml bc57
[ $RC -eq 2 ] || fail "--format yaml exited $RC, expected 2"
grep -q "expected text, json or prometheus" "$LIB_TMP/err" || fail "--format yaml: $(bcc_err)"
dm_remove bc57 || fail "cannot remove bc57"
exit 0
