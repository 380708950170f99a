#!/bin/sh
# 88-md-nowait-rest (diagnostic, by name): md-linear splits a REQ_NOWAIT bio at a
# member boundary and dm must split the rest. md-linear sends the first part and
# passes the rest on as its own clone, REQ_NOWAIT kept (not chained: md clones every
# bio it maps). A dm device below that must split that rest ends it with EAGAIN
# after the first part was sent, on kernels with patches/0007, as blk-mq does with a
# rest it must split; io_uring (7.3 and later) then issues the whole request again
# and the first part is read twice. Without 0007 dm maps the rest and, with a tag for
# every piece, each piece is read once. The fix belongs in md (refuse such a bio
# before sending any of it, as blk-mq and now dm do); this case is its reproducer.
# md-linear (no superblock, assembled through sysfs) of two 32 MiB dm-linear members,
# the second of two table lines, the first 8 KiB long (not dm-stripe: md would take its
# chunk as a boundary and refuse the REQ_NOWAIT bio whole), both on one null_blk with a
# tag for every piece; io_uring 64 KiB reads, not polled, every one across the member
# boundary: 32 KiB from the first member, then a rest of 32 KiB that dm cuts in two at
# the second member's line boundary.
# Asserts: md and both members take REQ_NOWAIT (else nothing is tested); fio
# completes with no error; the null_blk reads exactly what fio read (each piece once).
# Measured on patched 7.3: 24576 sectors for fio's 16384, mean latency 841 and 912 us
# in two runs; with 0007 left out of dm-mod: 16384 sectors, 123 us; on Debian's 6.1
# (no 0007): 16384 sectors, 81 us.
# group: diagnostic
# requires: by-name md-linear
. ./lib.sh

NB=bc88nb
MD=md_bc88
nullb_create $NB 64 hw_queue_depth=1024 irqmode=2 completion_nsec=20000 ||
	fail "cannot create null_blk $NB"
LEN=65536 # sectors of each member: 32 MiB
dm_create bc88l "$(linear_line 0 $LEN /dev/$NB 0)" || fail "cannot create the dm-linear member"
dm_create bc88s "$(linear_line 0 16 /dev/$NB $LEN)
$(linear_line 16 $((LEN - 16)) /dev/$NB $((LEN + 16)))" || fail "cannot create the two-line member"

# put VALUE FILE: write an md sysfs attribute, or fail saying which
put() { echo "$1" >"$2" || fail "md: cannot write '$1' to $2"; }

# md-linear of the two members, in order, with no superblock
modprobe md-linear 2>/dev/null || modprobe linear 2>/dev/null ||
	fail "cannot load md-linear (CONFIG_MD_LINEAR: Debian's 6.12 and 7.3 have none)"
on_exit "[ -e /sys/block/$MD/md/array_state ] && echo clear 2>/dev/null >/sys/block/$MD/md/array_state"
echo $MD >/sys/module/md_mod/parameters/new_array || fail "md: cannot create $MD"
A=/sys/block/$MD/md
put none $A/metadata_version
put linear $A/level
put 2 $A/raid_disks
slot=0
for d in bc88l bc88s; do
	put "$(dm_majmin $d)" $A/new_dev
	r=$A/dev-$(dm_sysname $d)
	put $((LEN / 2)) "$r/size" # KiB
	put $slot "$r/slot"
	slot=$((slot + 1))
done
put active $A/array_state
wait_blk /dev/$MD || fail "/dev/$MD did not appear"
expect_eq "$MD sectors" "$(blk_sectors /dev/$MD)" $((LEN * 2))
for d in /dev/$MD "$(dm_dev bc88l)" "$(dm_dev bc88s)"; do
	nw=$(qattr "$d" nowait 2>/dev/null) || continue # no queue/nowait before 6.4
	expect_eq "$d nowait" "$nw" 1
done

before=$(blk_io_sectors $NB read)
FIO_TIMEOUT=60
fio_run --name=mdrest --filename=/dev/$MD --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --offset=$((LEN * 512 - 32768)) --size=64k --io_size=8m \
	--iodepth=16
read=$(($(blk_io_sectors $NB read) - before))
log "md-linear over two dm-linear members, 64 KiB reads across the boundary: $(fio_summary); $NB read $read sectors for fio's $((FIO_R_KB * 2))"
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "64 KiB reads (REQ_NOWAIT) across md-linear's member boundary: $(fio_summary)"
expect_eq "sectors read from $NB (each piece once)" "$read" "$((FIO_R_KB * 2))"
put clear $A/array_state
exit 0
