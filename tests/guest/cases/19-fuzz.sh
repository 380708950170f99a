#!/bin/sh
# 19-fuzz: generated tables and messages, with I/O running on live biocap devices.
# fuzz-gen.awk (seeded; the seed is printed, BIOCAP_FUZZ_SEED=N on the host replays
# it, and the same awk on the host prints the same inputs) writes tables for an
# empty device fz and messages for two live biocap devices; dmfuzz
# (tests/guest/dmfuzz.c, ioctls: dmsetup is ~0.2 s per call under TCG) loads and
# sends them and reads the kernel log after each.  Inputs: numbers at and around
# every boundary (0, 7, 8, 2^32 +- 1, 2^64 +- 1, the device size, the load
# limit), negative, hex, '+', zero-padded and 300-digit numbers, garbage, unknown,
# duplicated, mixed-case and valueless features, feature counts that lie or are
# not numbers, missing and extra arguments; devices: a 512-byte and a 4 KiB-block
# null_blk by path, MAJ:MIN and bare name, a busy one (mounted ext4), a regular
# file, /dev/null, a directory, nonexistent paths, a node on a nodev mount, a
# 5000-character path, bad MAJ:MIN and the fz device itself.
# Sizes: 10000 tables and 5000 messages on the debug kernels (*debug), 1000 and
# 500 elsewhere (FUZZ_TABLES / FUZZ_MSGS override).  Meanwhile fio writes and
# verifies (crc32c) data through both live devices, whose caps the valid
# messages keep changing (at 4 MB/s per job and direction: the one host core
# that runs the guest is left mostly to the fuzzing).
# Asserts: every input the oracle in fuzz-gen.awk calls valid is accepted and
# every invalid one refused with a "biocap: " reason in the kernel log (tables
# whose offset or length is not a multiple of the 4 KiB block are accepted by
# biocap, and dm core may refuse them, without a biocap reason); enough of both
# kinds ran; fio saw no error; the
# kernel log records read during the run (all of them, however many the ring
# buffer drops) hold no oops, KASAN, lockdep, kmemleak or WARNING report and none
# was lost; no dm device is left; the module unloads.
# group: target
. ./lib.sh

T0=$(now_ms)
command -v dmfuzz >/dev/null || fail "dmfuzz is not in the guest (tests/vm/build.sh builds it)"
case $BIOCAP_KERNEL in
*debug) NT=10000 NM=5000 ;;
*) NT=1000 NM=500 ;;
esac
NT=${FUZZ_TABLES:-$NT}
NM=${FUZZ_MSGS:-$NM}
SEED=${BIOCAP_FUZZ_SEED:-}
[ -n "$SEED" ] || SEED=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
log "seed $SEED: $NT tables, $NM messages (replay: BIOCAP_FUZZ_SEED=$SEED)"

nullb_create bc19a 64 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc19a"
nullb_create bc19k 64 memory_backed=1 blocksize=4096 || fail "cannot create null_blk bc19k"
nullb_create bc19m 16 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc19m"
A=/dev/bc19a K=/dev/bc19k
SA=$(blk_sectors $A) || fail "size of $A"
SK=$(blk_sectors $K) || fail "size of $K"

# a busy device: a mounted file system holds it exclusively
mkfs.ext4 -q -F /dev/bc19m >/dev/null 2>&1 || fail "mkfs.ext4 /dev/bc19m"
mkdir -p "$LIB_TMP/mnt" "$LIB_TMP/nd"
mount -t ext4 /dev/bc19m "$LIB_TMP/mnt" || fail "mount /dev/bc19m"
on_exit "umount $LIB_TMP/mnt"
# a node of bc19a on a nodev mount: lookup_bdev() says EACCES
mount -t tmpfs -o nodev tmpfs "$LIB_TMP/nd" || fail "mount nodev tmpfs"
on_exit "umount $LIB_TMP/nd"
mm=$(blk_majmin $A) || fail "maj:min of $A"
mknod "$LIB_TMP/nd/x" b "${mm%:*}" "${mm#*:}" || fail "mknod on the nodev mount"
REG=$LIB_TMP/regular-file
dd if=/dev/zero of="$REG" bs=1024 count=64 2>/dev/null

# live devices: la with per-direction overrides, lk without
dm_create bc19la "0 $SA biocap $A 0 0 4 read_cap 0 write_cap 0" 2>"$LIB_TMP/err" || fail "create bc19la: $(cat "$LIB_TMP/err")"
dm_create bc19lk "0 $SK biocap $K 0 0" 2>"$LIB_TMP/err" || fail "create bc19lk: $(cat "$LIB_TMP/err")"
LA_LIM=$(bc_stat bc19la limit) || fail "no status of bc19la"
LK_LIM=$(bc_stat bc19lk limit) || fail "no status of bc19lk"
# the fuzz target: a device with no table, which the tables are loaded into
on_exit "dm_remove_quiet bc19fz"
dmsetup create --noudevsync --notable bc19fz || fail "create bc19fz --notable"
FZ_MM=$(dm_majmin bc19fz) || fail "maj:min of bc19fz"
FZ_SYS=$(dm_sysname bc19fz) || fail "sysfs name of bc19fz"

# what dm_get_device() takes on this kernel decides whether a bare name is valid
bare_ok() {
	if dm_create bc19probe "0 8 linear $1 0" 2>/dev/null; then
		dm_remove bc19probe || fail "remove bc19probe"
		echo 1
	else
		echo 0
	fi
}
BARE_A=$(bare_ok bc19a)
BARE_K=$(bare_ok bc19k)
[ "$BARE_A" = "$BARE_K" ] || fail "dm-linear takes bare bc19a ($BARE_A) but not bc19k ($BARE_K)?"
log "la limit $LA_LIM, lk limit $LK_LIM, dm-linear takes a bare name: $BARE_A"

# I/O on both live devices until the fuzz is done
IOFLAG=$LIB_TMP/io.run
IOFAIL=$LIB_TMP/io.fail
: >"$IOFLAG"
(
	n=0
	while [ -e "$IOFLAG" ]; do
		n=$((n + 1))
		fio_run --name=la --filename="$(dm_dev bc19la)" --name=lk --filename="$(dm_dev bc19lk)" \
			--ioengine=libaio --direct=1 --iodepth=8 --rw=randwrite --bsrange=4k-512k \
			--size=16m --verify=crc32c --do_verify=1 --randseed=$n --rate=4m,4m
		fio_ok || echo "fio run $n: $(fio_summary)" >>"$IOFAIL"
		echo $n >"$LIB_TMP/io.runs"
	done
) &
IOPID=$!
on_exit "rm -f $IOFLAG; wait $IOPID 2>/dev/null"

# the smallest cap: 8 sectors, at least a page
PAGE_KB=$(awk '/^KernelPageSize:/ { print $2; exit }' /proc/self/smaps)
MINSEC=$((${PAGE_KB:-4} * 2))
[ "$MINSEC" -ge 8 ] || MINSEC=8
awk -f fuzz-gen.awk -v seed="$SEED" -v ntab="$NT" -v nmsg="$NM" -v expf="$LIB_TMP/expect" \
	-v fz=bc19fz -v A=$A -v A_mm="$mm" -v A_bare=bc19a -v A_sz="$SA" \
	-v K=$K -v K_mm="$(blk_majmin $K)" -v K_bare=bc19k -v K_sz="$SK" \
	-v self="/dev/mapper/bc19fz $FZ_MM /dev/$FZ_SYS $FZ_SYS" -v busy=/dev/bc19m \
	-v file="$REG" -v nodev="$LIB_TMP/nd/x" -v bare_ok="$BARE_A" \
	-v la=bc19la -v la_lim="$LA_LIM" -v lk=bc19lk -v lk_lim="$LK_LIM" \
	-v minsec="$MINSEC" \
	>"$LIB_TMP/input" || fail "fuzz-gen.awk failed"
# Thousands of refusals are logged at KERN_ERR: keep them off the slow serial
# console while dmfuzz runs (it reads and scans every record itself, below).
PRINTK=$(awk '{ print $1 }' /proc/sys/kernel/printk)
echo 3 >/proc/sys/kernel/printk
on_exit "echo $PRINTK >/proc/sys/kernel/printk"
T1=$(now_ms)
DMFUZZ_PROGRESS=/dev/console dmfuzz "$LIB_TMP/kmsg" <"$LIB_TMP/input" >"$LIB_TMP/results" 2>"$LIB_TMP/dmfuzz.err" ||
	fail "dmfuzz failed: $(head -c 300 "$LIB_TMP/dmfuzz.err")"
T2=$(now_ms)
echo "$PRINTK" >/proc/sys/kernel/printk
rm -f "$IOFLAG"
wait $IOPID
log "fuzz took $((T2 - T1)) ms; fio ran $(cat "$LIB_TMP/io.runs" 2>/dev/null || echo 0) verify rounds meanwhile"

# compare with the oracle
awk -v inp="$LIB_TMP/input" '
	FILENAME == inp { if ($1 == "T" || $1 == "M") { l = $0; sub(/^[TM] [^ ]+ /, "", l); input[$2] = l }; next }
	FNR == NR { want[$1] = $2; why[$1] = $3 " " $4 " " $5 " " $6; next }
	{
		id = $1; got = $2; n++
		w = want[id]
		kind = substr(id, 1, 1)
		if (w == "ok" || (w == "core" && got == "OK")) okc[kind]++; else badc[kind]++
		bad = ""
		if (w == "ok" && got != "OK")
			bad = "valid input refused"
		else if (w == "bad" && got == "OK")
			bad = "invalid input accepted"
		else if (w == "bad" && $4 == "NONE-BUT:")
			bad = "refused without a biocap: reason"
		else if (w == "core" && got != "OK" && $4 != "NONE-BUT:")
			bad = "misaligned table refused by biocap"
		if (bad != "") {
			nf++
			if (nf <= 15) print "MISMATCH " id " (" bad ", oracle: " w " " why[id] "): input [" substr(input[id], 1, 200) "] result [" substr($0, 1, 200) "]"
		}
		if (got != "OK" && $4 != "NONE-BUT:") { r = $0; sub(/^[^ ]+ ERR [^ ]+ /, "", r); sub(/^[^ ]+: (set_cap|set_read_cap|set_write_cap|reset_stats|[^ :]+)[^:]*: /, "", r); reasons[kind " " r]++ }
	}
	END {
		printf "SUMMARY %d results %d mismatches tables_ok %d tables_refused %d messages_ok %d messages_refused %d\n", n, nf, okc["t"], badc["t"], okc["m"], badc["m"]
		for (r in reasons) printf "REASON %6d %s\n", reasons[r], substr(r, 1, 150)
	}' "$LIB_TMP/expect" "$LIB_TMP/input" "$LIB_TMP/results" >"$LIB_TMP/check"
sort -k2,2nr "$LIB_TMP/check" | grep '^REASON' | head -n 60 | while read -r l; do log "$l"; done
grep '^MISMATCH' "$LIB_TMP/check" | while read -r l; do log "$l"; done
sum=$(grep '^SUMMARY' "$LIB_TMP/check")
log "$sum"
set -- $sum
nres=$2 nmis=$4 ntok=$7 ntbad=$9 nmok=${11} nmbad=${13}
expect_eq "results (one per table and message)" "$nres" "$((NT + NM))"
[ "$nmis" -eq 0 ] || fail "$nmis inputs not handled as the oracle says (seed $SEED); first: $(grep -m1 '^MISMATCH' "$LIB_TMP/check" | head -c 400)"
[ "$ntok" -ge $((NT / 50)) ] && [ "$ntbad" -ge $((NT / 2)) ] ||
	fail "too few valid ($ntok) or invalid ($ntbad) tables among $NT: generator broken"
[ "$nmok" -ge $((NM / 20)) ] && [ "$nmbad" -ge $((NM / 4)) ] ||
	fail "too few valid ($nmok) or invalid ($nmbad) messages among $NM: generator broken"
ndistinct=$(grep -c '^REASON' "$LIB_TMP/check")
[ "$ndistinct" -ge 15 ] || fail "only $ndistinct distinct refusal reasons"

# kernel reports among every record read during the run
if grep -q '^LOST' "$LIB_TMP/kmsg"; then
	fail "kernel log records were overwritten before dmfuzz read them: cannot vouch for the log"
fi
BAD=$(grep -v '^#' kernel-reports.ere)
if grep -Eq "$BAD" "$LIB_TMP/kmsg"; then
	fail "kernel report during the fuzz (seed $SEED): $(grep -E -m3 "$BAD" "$LIB_TMP/kmsg" | tr '\n' ' ' | head -c 400)"
fi
log "$(wc -l <"$LIB_TMP/kmsg") kernel log records scanned, no report"
[ ! -s "$IOFAIL" ] || fail "I/O on the live devices failed: $(head -n 2 "$IOFAIL" | tr '\n' ' ')"

# the live devices still work and hold what was written
bc_expect bc19la "bc19la after the fuzz" errors=0
bc_expect bc19lk "bc19lk after the fuzz" errors=0
dm_remove bc19fz || fail "remove bc19fz"
dm_remove bc19la || fail "remove bc19la"
dm_remove bc19lk || fail "remove bc19lk"
n=$(dm_count)
[ "$n" -eq 0 ] || fail "$n dm devices left after the fuzz"
biocap_unload || fail "rmmod dm_biocap after the fuzz failed"
log "rmmod clean; case took $(($(now_ms) - T0)) ms"
exit 0
