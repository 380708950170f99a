#!/bin/sh
# 13-build-cap: the build cap. On kernels whose direct I/O builds bios no larger
# than the queue's max_sectors (patches/ 0014 and 0015; the module's probe
# HAVE_BDEV_DIO_MAX_BIO_SIZE), a biocap line sets max_sectors to its cap, so bios
# built from user memory arrive no larger than the cap. Judged by the block
# tracepoints on the biocap device itself (block:block_bio_queue: every bio that
# reaches the dm device, and the remainders dm core requeues after a cut) and on
# the NVMe disk below (the clones). biocap cap 512 (256 KiB) over the NVMe disk.
#
# Patched kernel (BIOCAP_PATCHED=1):
#   A status build_cap=512, queue/max_sectors_kb=256 on the biocap device, and
#     biocapctl status says so; aligned mode and no_build_cap set none
#     (build_cap=0) and leave the disk's max_sectors_kb.
#   B 32 MiB O_DIRECT writes then crc32c-verified reads with fio psync and libaio
#     from hugepage buffers (shmhuge), 4 KiB-page buffers (malloc, THP off) and
#     4 KiB-page buffers at 512 bytes into a page (iomem_align=512: bios that
#     start and end mid-page): every read and write bio that reaches biocap is at
#     most 512 sectors, biocap split nothing (split=0), no clone below is larger
#     than 512, and the data verified. io_uring without polling issues with
#     REQ_NOWAIT first, which is not limited: its jobs verify, clones <= 512.
#   C the same through ext4 (iomap direct I/O) on the biocap device: a 32 MiB
#     file written and read back verified with O_DIRECT psync, libaio and
#     io_uring, hugepage buffers. Unlike a block device, iomap limits io_uring's
#     first IOCB_NOWAIT attempt too, so all of its bios are at most 512.
#   D no_build_cap: the same 32 MiB psync read (hugepages) arrives larger than
#     the cap (at most the disk's max_sectors) and is cut below: clones <= 512.
#   E polled reads (io_uring hipri=1, 1 MiB, NVMe poll queue): each reaches
#     biocap as ONE 2048-sector bio (polled bios are exempt from the limit),
#     leaves as 512-sector polled clones (polled == clones), no NVMe interrupt.
#   F stacking: dm-linear over biocap has max_sectors_kb=256 and a 32 MiB read
#     through it arrives at dm-linear in bios <= 512 sectors; a two-line biocap
#     table with caps 512 and 256 has max_sectors_kb=128 (the smaller), each
#     line reporting its own build_cap.
# Stock kernel (BIOCAP_PATCHED unset or 0):
#   A status build_cap=0, biocapctl says "not supported by this kernel" and its
#     JSON max_dio_bio_kb is null; no_build_cap is accepted, printed back, and
#     changes nothing (build_cap=0).
#   D the 32 MiB psync read (hugepages) arrives at biocap larger than the cap
#     (the probe did not fire falsely) and the clones below stay <= 512.
#   E as on the patched kernel.
# group: target
# requires: nvme
. ./lib.sh

T0=$(now_ms)
need_nvme
[ -n "$TRACEFS" ] || fail "no tracefs mounted"
PATCHED=${BIOCAP_PATCHED:-0}
[ "$PATCHED" = 1 ] || PATCHED=0
log "kernel $(uname -r), BIOCAP_PATCHED=$PATCHED"

CAP=512           # sectors (256 KiB)
CAP_KB=$((CAP / 2))
OFF=524288        # 256 MiB into the NVMe disk
LEN=262144        # 128 MiB
DM=bc13
X=$(dm_dev $DM)
NVMM=$(blk_majmin "$NVME_DEV" | tr : ,)
MNT=/mnt/bc13
FIO_TIMEOUT=200

hugepages_reserve 64 20
# 4 KiB-page buffers: no transparent hugepages behind malloc
THP=/sys/kernel/mm/transparent_hugepage/enabled
if [ -w $THP ]; then
	old_thp=$(sed 's/.*\[\(.*\)\].*/\1/' $THP)
	on_exit "echo $old_thp >$THP"
	echo never >$THP
fi

nv() { bc_line 0 $LEN "$NVME_DEV" $OFF "$@"; }

# trace_dev_stats FILE MAJ,MIN: "NR NR_MAX MAX NW NW_MAX MAX_W" for block_bio_queue
# events on MAJ,MIN: count of read bios, reads of the largest size, largest read,
# and the same for writes
trace_dev_stats() {
	trace_events "$1" | awk -v d="$2" '
		$1 != "block_bio_queue" || $2 != d || $4 == 0 { next }
		$3 == "R" { nr++; if ($4 > mr) { mr = $4; cr = 0 } if ($4 == mr) cr++ }
		$3 == "W" { nw++; if ($4 > mw) { mw = $4; cw = 0 } if ($4 == mw) cw++ }
		END { printf "%d %d %d %d %d %d\n", nr, cr, mr, nw, cw, mw }'
}

# clones_max FILE: the largest read or write bio queued on the NVMe disk
clones_max() {
	trace_events "$1" | awk -v d="$NVMM" '$1 == "block_bio_queue" && $2 == d && $4 > m { m = $4 } END { print m + 0 }'
}

# max_kb DEV: queue/max_sectors_kb of DEV
max_kb() {
	_d=$(blk_sysdir "$1") || return 1
	cat "$_d/queue/max_sectors_kb"
}
DISK_KB=$(max_kb "$NVME_DEV")

# jobs_begin FILE: a fio job file whose jobs each write 32 MiB in one O_DIRECT
# write, then read it back in one read and verify it (crc32c), one job after the other
jobs_begin() {
	cat >"$1" <<EOF
[global]
direct=1
rw=write
bs=32m
size=32m
iodepth=1
thread
verify=crc32c
do_verify=1
verify_fatal=1
stonewall
EOF
}
# job NAME FILE ENGINE IOMEM ALIGN: one job of such a file (on stdout)
job() {
	cat <<EOF
[$1]
filename=$2
ioengine=$3
iomem=$4
iomem_align=$5
EOF
}

# traced TRACEFILE DEVS WHAT FIO_ARG...: run fio with block_bio_queue traced on DEVS
# into TRACEFILE; WHAT names the step in failures
traced() {
	_tr_file=$1 _tr_devs=$2 _tr_what=$3
	shift 3
	trace_begin "$_tr_devs" block_bio_queue || fail "$_tr_what: cannot start tracing"
	fio_run "$@"
	trace_save "$_tr_file" 2>"$LIB_TMP/err" || fail "$_tr_what: $(cat "$LIB_TMP/err")"
	trace_end
	fio_ok || fail "$_tr_what: $(fio_summary)"
}

# run_traced TRACEFILE JOBFILE: run the jobs with block_bio_queue traced on biocap
# and on the disk below
run_traced() {
	traced "$1" "$X $NVME_DEV" "fio $(grep '^\[' "$2" | tr -d '\n')" "$2"
}

# ---- A: status, sysfs, tool -----------------------------------------------------------
dm_create $DM "$(nv $CAP)" 2>"$LIB_TMP/err" || fail "create $DM: $(cat "$LIB_TMP/err")"
bc=$(bc_stat $DM build_cap) || fail "A: status has no build_cap: $(bc_status $DM)"
dio=$(max_kb "$X")
biocapctl status $DM >"$LIB_TMP/tool" 2>&1 || fail "A: biocapctl status: $(cat "$LIB_TMP/tool")"
tool=$(grep 'build cap' "$LIB_TMP/tool")
biocapctl status --json $DM >"$LIB_TMP/json" 2>&1 || fail "A: biocapctl status --json: $(cat "$LIB_TMP/json")"
log "A: cap $CAP: build_cap=$bc max_sectors_kb=$dio (disk $DISK_KB); biocapctl:$tool"
if [ $PATCHED = 1 ]; then
	expect_eq "A: build_cap" "$bc" $CAP
	expect_eq "A: max_sectors_kb of the biocap device" "$dio" $CAP_KB
	case $tool in *"build cap ${CAP_KB}k "*) ;; *) fail "A: biocapctl status: '$tool'" ;; esac
	grep -qF '"build_cap_state":"on"' "$LIB_TMP/json" || fail "A: JSON lacks build_cap_state on: $(cut -c1-300 "$LIB_TMP/json")"
	grep -qF "\"max_dio_bio_kb\":$CAP_KB," "$LIB_TMP/json" || fail "A: JSON lacks max_dio_bio_kb $CAP_KB"
else
	expect_eq "A: build_cap on a kernel without the limit" "$bc" 0
	case $tool in *"not supported by this kernel"*) ;; *) fail "A: biocapctl status: '$tool'" ;; esac
	grep -qF '"build_cap_state":"unsupported"' "$LIB_TMP/json" || fail "A: JSON lacks build_cap_state unsupported"
	grep -qF '"max_dio_bio_kb":null,' "$LIB_TMP/json" || fail "A: JSON max_dio_bio_kb is not null"
fi
# aligned mode sets no limit (the limit counts from each bio's start)
dm_reload $DM "$(nv $CAP aligned)" || fail "A: reload with aligned"
expect_eq "A: build_cap in aligned mode" "$(bc_stat $DM build_cap)" 0
dio=$(max_kb "$X")
if [ $PATCHED = 1 ]; then expect_eq "A: max_sectors_kb in aligned mode (the disk's)" "$dio" "$DISK_KB"; fi
# no_build_cap round trip (on a stock kernel: accepted, nothing changes)
dm_reload $DM "$(nv $CAP no_build_cap)" || fail "A: reload with no_build_cap"
t=$(dm_table $DM)
case $t in *" 1 no_build_cap") ;; *) fail "A: table with no_build_cap printed as '$t'" ;; esac
dm_reload $DM "$t" || fail "A: reload of the printed table '$t'"
expect_eq "A: table round trip" "$(dm_table $DM)" "$t"
expect_eq "A: build_cap with no_build_cap" "$(bc_stat $DM build_cap)" 0
tool=$(biocapctl status $DM 2>&1 | grep 'build cap')
if [ $PATCHED = 1 ]; then
	expect_eq "A: max_sectors_kb with no_build_cap (the disk's)" "$(max_kb "$X")" "$DISK_KB"
	case $tool in *"off (no_build_cap)"*) ;; *) fail "A: biocapctl status with no_build_cap: '$tool'" ;; esac
fi
log "A: aligned and no_build_cap: build_cap=0; table '$t'; biocapctl:$tool"

# ---- D: no_build_cap (patched) / stock: the 32 MiB read arrives whole -------------------
# patched: the table with no_build_cap; stock: the plain table (the probe must not fire)
[ $PATCHED = 1 ] || dm_reload $DM "$(nv $CAP)" || fail "D: reload"
dm_message $DM reset_stats || fail "reset_stats"
tf=$LIB_TMP/trace.d
traced "$tf" "$X $NVME_DEV" "D: 32 MiB psync read" --name=big --filename="$X" --direct=1 \
	--rw=read --bs=32m --size=32m --iodepth=1 --ioengine=psync --iomem=shmhuge
# shellcheck disable=SC2046
set -- $(trace_dev_stats "$tf" "$(dm_majmin $DM | tr : ,)")
cm=$(clones_max "$tf")
s=$(bc_status $DM)
log "D: 32 MiB psync read, hugepages, table '$(dm_table $DM | cut -d' ' -f4-)': $1 bio events on biocap, largest $3 sectors; clones <= $cm; split=$(kv_get "$s" split) clones=$(kv_get "$s" clones)"
[ "$3" -gt $CAP ] || fail "D: without a build cap the 32 MiB read reached biocap in bios of at most $3 sectors (cap $CAP): the limit is in force where it should not be"
[ "$cm" -gt 0 ] && [ "$cm" -le $CAP ] || fail "D: largest clone below is $cm sectors, cap $CAP"
[ "$(kv_get "$s" split)" -gt 0 ] || fail "D: biocap split nothing: $s"

if [ $PATCHED = 1 ]; then
	# ---- B: the build cap in force: engines x buffers -------------------------------
	dm_reload $DM "$(nv $CAP)" || fail "B: reload without no_build_cap"
	expect_eq "B: build_cap" "$(bc_stat $DM build_cap)" $CAP
	dm_message $DM reset_stats || fail "reset_stats"
	JF=$LIB_TMP/jobs.fio
	jobs_begin "$JF"
	NJ=0
	for eng in psync libaio; do
		for mem in shmhuge:0 malloc:0 malloc:512; do
			job "$eng-${mem%:*}-${mem#*:}" "$X" $eng "${mem%:*}" "${mem#*:}" >>"$JF"
			NJ=$((NJ + 1))
		done
	done
	tf=$LIB_TMP/trace.b
	run_traced "$tf" "$JF"
	log "B: $NJ jobs: $(fio_summary)"
	# shellcheck disable=SC2046
	set -- $(trace_dev_stats "$tf" "$(dm_majmin $DM | tr : ,)")
	cm=$(clones_max "$tf")
	s=$(bc_status $DM)
	log "B: at biocap: $1 read bios (largest $3, $2 of that size), $4 write bios (largest $6, $5 of that size); clones <= $cm; $s"
	[ "$1" -gt 0 ] && [ "$4" -gt 0 ] || fail "B: no read or write bios traced on biocap"
	[ "$3" -le $CAP ] || fail "B: a read bio of $3 sectors reached biocap, build cap $CAP"
	[ "$6" -le $CAP ] || fail "B: a write bio of $6 sectors reached biocap, build cap $CAP"
	# 32 MiB written and read per job: at least 128 bios of 256 KiB each way
	[ "$1" -ge $((NJ * 128)) ] && [ "$4" -ge $((NJ * 128)) ] ||
		fail "B: $1 read and $4 write bios for $NJ x 32 MiB each way (want >= $((NJ * 128)))"
	[ "$cm" -le $CAP ] || fail "B: clone of $cm sectors below biocap"
	expect_eq "B: biocap split (bios arrive within the cap)" "$(kv_get "$s" split)" 0
	expect_eq "B: biocap errors" "$(kv_get "$s" errors)" 0

	# io_uring issues with REQ_NOWAIT first: not limited, and cut by biocap
	dm_message $DM reset_stats || fail "reset_stats"
	jobs_begin "$JF"
	for mem in shmhuge:0 malloc:0; do
		job "io_uring-${mem%:*}" "$X" io_uring "${mem%:*}" "${mem#*:}" >>"$JF"
	done
	tf=$LIB_TMP/trace.b2
	run_traced "$tf" "$JF"
	cm=$(clones_max "$tf")
	s=$(bc_status $DM)
	log "B: io_uring: $(fio_summary); clones <= $cm; $s"
	[ "$cm" -gt 0 ] && [ "$cm" -le $CAP ] || fail "B: io_uring: clone of $cm sectors below biocap"
	expect_eq "B: io_uring: biocap errors" "$(kv_get "$s" errors)" 0

	# ---- C: ext4 (iomap direct I/O) ------------------------------------------------------
	MODPROBE=/sbin/modprobe
	grep -qw ext4 /proc/filesystems || $MODPROBE ext4 >/dev/null 2>&1
	grep -qw ext4 /proc/filesystems || fail "C: no ext4 in the guest"
	if /sbin/modinfo -F softdep ext4 2>/dev/null | grep -q crc32c; then
		grep -q 'name *: crc32c' /proc/crypto || $MODPROBE crc32c >/dev/null 2>&1
	fi
	# no lazy init: its zeroing writes are not direct I/O and not limited
	mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0 "$X" >"$LIB_TMP/mkfs" 2>&1 ||
		fail "C: mkfs.ext4: $(cat "$LIB_TMP/mkfs")"
	mkdir -p $MNT
	on_exit "umount $MNT 2>/dev/null"
	mount -t ext4 "$X" $MNT || fail "C: mount"
	fallocate -l 32m $MNT/f 2>/dev/null || dd if=/dev/zero of=$MNT/f bs=1M count=32 2>/dev/null
	sync
	dm_message $DM reset_stats || fail "reset_stats"
	jobs_begin "$JF"
	job ext4-psync $MNT/f psync shmhuge 0 >>"$JF"
	job ext4-libaio $MNT/f libaio shmhuge 0 >>"$JF"
	job ext4-io_uring $MNT/f io_uring shmhuge 0 >>"$JF"
	tf=$LIB_TMP/trace.c
	run_traced "$tf" "$JF"
	# shellcheck disable=SC2046
	set -- $(trace_dev_stats "$tf" "$(dm_majmin $DM | tr : ,)")
	s=$(bc_status $DM)
	log "C: ext4: $(fio_summary); at biocap: $1 read bios (largest $3), $4 write bios (largest $6); $s"
	[ "$1" -ge 384 ] && [ "$4" -ge 384 ] || fail "C: $1 read and $4 write bios for 3 x 32 MiB through ext4"
	[ "$3" -le $CAP ] && [ "$6" -le $CAP ] || fail "C: bios of $3 (read) / $6 (write) sectors reached biocap through ext4, build cap $CAP"
	umount $MNT || fail "C: umount"
	e2fsck -fn "$X" >"$LIB_TMP/fsck" 2>&1 || fail "C: e2fsck: $(tail -n 3 "$LIB_TMP/fsck" | tr '\n' ' ')"
	expect_eq "C: biocap errors" "$(kv_get "$s" errors)" 0
fi

# ---- E: polled reads stay one bio ------------------------------------------------------
dm_reload $DM "$(nv $CAP)" || fail "E: reload"
dm_message $DM reset_stats || fail "reset_stats"
tf=$LIB_TMP/trace.e
trace_begin "$X $NVME_DEV" block_bio_queue || fail "E: cannot start tracing"
i0=$(nvme_irqs)
fio_run --name=polled --filename="$X" --ioengine=io_uring --hipri=1 --direct=1 --rw=randread \
	--bs=1m --iodepth=2 --size=64m --number_ios=24
i1=$(nvme_irqs)
trace_save "$tf" 2>"$LIB_TMP/err" || fail "E: $(cat "$LIB_TMP/err")"
trace_end
fio_ok || fail "E: polled 1 MiB reads: $(fio_summary)"
# shellcheck disable=SC2046
set -- $(trace_dev_stats "$tf" "$(dm_majmin $DM | tr : ,)")
cm=$(clones_max "$tf")
s=$(bc_status $DM)
log "E: polled 1 MiB reads: $(fio_summary); at biocap: $1 bio events, largest $3 ($2 of that size); clones <= $cm; nvme irqs $i0 -> $i1; $s"
expect_eq "E: largest bio at biocap (one bio per polled 1 MiB read)" "$3" 2048
expect_eq "E: 1 MiB bios at biocap" "$2" "$FIO_R_IOS"
expect_eq "E: reads counted by biocap" "$(kv_get "$s" reads)" "$FIO_R_IOS"
expect_eq "E: split by biocap" "$(kv_get "$s" split)" "$FIO_R_IOS"
expect_eq "E: clones" "$(kv_get "$s" clones)" $((4 * FIO_R_IOS))
expect_eq "E: polled clones" "$(kv_get "$s" polled)" $((4 * FIO_R_IOS))
[ "$cm" -le $CAP ] || fail "E: clone of $cm sectors below biocap"
[ "$i1" -eq "$i0" ] || fail "E: polled reads raised NVMe interrupts by $((i1 - i0))"
dm_remove $DM || fail "remove $DM"

# ---- F: stacking -----------------------------------------------------------------------
if [ $PATCHED = 1 ]; then
	dm_create $DM "$(nv $CAP)" || fail "F: create $DM"
	dm_create bc13lin "$(linear_line 0 $LEN "$X" 0)" || fail "F: create dm-linear over $DM"
	L=$(dm_dev bc13lin)
	expect_eq "F: max_sectors_kb of dm-linear over biocap" "$(max_kb "$L")" $CAP_KB
	dm_message $DM reset_stats || fail "reset_stats"
	tf=$LIB_TMP/trace.f
	traced "$tf" "$L $X" "F: 32 MiB read through dm-linear" --name=lin --filename="$L" \
		--direct=1 --rw=read --bs=32m --size=32m --iodepth=1 --ioengine=psync --iomem=shmhuge
	# shellcheck disable=SC2046
	set -- $(trace_dev_stats "$tf" "$(dm_majmin bc13lin | tr : ,)")
	log "F: 32 MiB read via dm-linear: $1 bios at dm-linear, largest $3; biocap split=$(bc_stat $DM split)"
	[ "$1" -ge 128 ] && [ "$3" -le $CAP ] || fail "F: dm-linear received $1 bios, largest $3 sectors (want >= 128, <= $CAP)"
	expect_eq "F: biocap under dm-linear split" "$(bc_stat $DM split)" 0
	dm_remove bc13lin && dm_remove $DM || fail "F: remove"

	H=$((LEN / 2))
	dm_create $DM "$(bc_line 0 $H "$NVME_DEV" $OFF $CAP)
$(bc_line $H $H "$NVME_DEV" $((OFF + H)) 256)" || fail "F: create the two-line table"
	expect_eq "F: max_sectors_kb of a table with caps $CAP and 256" "$(max_kb "$X")" 128
	expect_eq "F: build_cap of line 1" "$(bc_stat $DM build_cap 1)" $CAP
	expect_eq "F: build_cap of line 2" "$(bc_stat $DM build_cap 2)" 256
	log "F: two lines (caps $CAP, 256): max_sectors_kb=$(max_kb "$X")"
	dm_remove $DM || fail "F: remove"
fi
log "case took $(($(now_ms) - T0)) ms"
exit 0
