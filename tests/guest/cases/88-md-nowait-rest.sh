#!/bin/sh
# 88-md-nowait-rest (diagnostic): md-linear splits a REQ_NOWAIT bio at a member
# boundary. It sends the first part, then passes the rest on as its own clone,
# REQ_NOWAIT kept (md clones every bio it maps). A device below that cannot take that
# rest without waiting ends it with EAGAIN after the first part was sent: dm, with
# patches/0009, when it must split it. io_uring (7.3 and later) then issues the whole
# request again and the first part is read twice; before 7.3 fio gets EAGAIN.
# patches/0008 makes md-linear refuse such a bio before sending any of it.
# md-linear (no superblock, assembled through sysfs: no mdadm in the guest) of two
# 32 MiB dm-linear devices on one null_blk with a tag for every piece, the second of
# two table lines, the first 8 KiB long (not dm-stripe: md would take its chunk as a
# boundary); io_uring 64 KiB reads, not polled, every one across the member
# boundary: 32 KiB from the first member, then a rest of 32 KiB that dm cuts in two.
# (Over two null_blks, the second with one tag, no scheduler and 500 us completions,
# nothing was read twice on patched 7.3 without 0008, for reasons not yet known.)
# Asserts: fio completes with no error; the null_blk reads exactly what fio read (each
# piece once). That the reads reach dm with REQ_NOWAIT shows only in the failure
# without 0008 (no kernel of the matrix has queue/nowait in sysfs).
# Measured on patched 7.3 without 0008: 24576 sectors for fio's 16384, mean latency
# 361 to 912 us in six runs; with 0008: 16384, 323 and 368 us; with neither 0008 nor
# 0009: 16384, 123 us.
# group: diagnostic
# requires: md-linear dm-fixed
. ./lib.sh

LEN=65536 # sectors of each member: 32 MiB

# put VALUE FILE: write an md sysfs attribute, or fail saying which
put() { echo "$1" >"$2" || fail "md: cannot write '$1' to $2"; }

modprobe md-linear 2>/dev/null || modprobe linear 2>/dev/null ||
	fail "cannot load md-linear (CONFIG_MD_LINEAR: Debian's 6.12 and 7.3 have none)"

nullb_create bc88nb 64 hw_queue_depth=1024 irqmode=2 completion_nsec=20000 ||
	fail "cannot create null_blk bc88nb"
dm_create bc88l "$(linear_line 0 $LEN /dev/bc88nb 0)" || fail "cannot create the dm-linear member"
dm_create bc88s "$(linear_line 0 16 /dev/bc88nb $LEN)
$(linear_line 16 $((LEN - 16)) /dev/bc88nb $((LEN + 16)))" || fail "cannot create the two-line member"

# md-linear of the two members, in order, with no superblock
MD=md_bc88
A=/sys/block/$MD/md
on_exit "[ -e $A/array_state ] && echo clear 2>/dev/null >$A/array_state"
echo $MD >/sys/module/md_mod/parameters/new_array || fail "md: cannot create $MD"
put none $A/metadata_version
put linear $A/level
put 2 $A/raid_disks
slot=0
for d in bc88l bc88s; do
	put "$(dm_majmin $d)" $A/new_dev
	put $((LEN / 2)) "$A/dev-$(dm_sysname $d)/size" # KiB
	put $slot "$A/dev-$(dm_sysname $d)/slot"
	slot=$((slot + 1))
done
put active $A/array_state
wait_blk /dev/$MD || fail "/dev/$MD did not appear"
expect_eq "$MD sectors" "$(blk_sectors /dev/$MD)" $((LEN * 2))

before=$(blk_io_sectors bc88nb read)
FIO_TIMEOUT=60
fio_run --name=mdrest --filename=/dev/$MD --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --offset=$((LEN * 512 - 32768)) --size=64k --io_size=8m \
	--iodepth=16
read=$(($(blk_io_sectors bc88nb read) - before))
log "md-linear over two dm-linear devices (dm splits the rest), 64 KiB reads across the boundary: $(fio_summary); bc88nb read $read sectors for fio's $((FIO_R_KB * 2))"
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "64 KiB reads (REQ_NOWAIT) across md-linear's member boundary: $(fio_summary)"
expect_eq "sectors read from bc88nb (each piece once)" "$read" "$((FIO_R_KB * 2))"
put clear $A/array_state
exit 0
