#!/bin/sh
# 88-md-nowait-rest (diagnostic): md-linear splits a REQ_NOWAIT bio at a member
# boundary. It sends the first part, then passes the rest on as its own clone,
# REQ_NOWAIT kept (md clones every bio it maps). A member that cannot take that rest
# without waiting ends it with EAGAIN after the first part was sent, and so the whole
# bio: io_uring then issues the whole request again and the first part is read twice
# (or passes the EAGAIN on: fio fails). patches/0008 makes md-linear refuse such a bio
# before sending any of it, like blk-mq.
# The member here is a suspended dm-linear device, which ends every REQ_NOWAIT bio
# with EAGAIN (so the case needs no other patch of the series): md-linear (no
# superblock, assembled through sysfs: no mdadm in the guest) of two 32 MiB dm-linear
# devices on one null_blk; the second is suspended while io_uring reads 64 KiB, not
# polled, 4 at a time, every one across the member boundary (32 KiB from each), and
# resumed 2 s after a read waits in md. On kernels whose config leaves md-linear out
# (Debian's 6.12 and 7.3), tests/vm/build.sh builds it from the kernel's own source
# package.
# Asserts: fio completes with no error; a read waited in md for the suspended member
# (reads that all came after the resume would prove nothing); the null_blk reads exactly
# what fio read (each piece once). Stock 7.3, 6.12 and 6.1: 2112 sectors for fio's 2048.
# group: diagnostic
# requires: md-linear dm-fixed
. ./lib.sh

LEN=65536 # sectors of each member: 32 MiB

# put VALUE FILE: write an md sysfs attribute, or fail saying which
put() { echo "$1" >"$2" || fail "md: cannot write '$1' to $2"; }

modprobe md-linear 2>/dev/null || modprobe linear 2>/dev/null || fail "cannot load md-linear"

nullb_create bc88nb 64 hw_queue_depth=1024 irqmode=2 completion_nsec=20000 ||
	fail "cannot create null_blk bc88nb"
dm_create bc88a "$(linear_line 0 $LEN /dev/bc88nb 0)" || fail "cannot create the first member"
dm_create bc88b "$(linear_line 0 $LEN /dev/bc88nb $LEN)" || fail "cannot create the second member"

# md-linear of the two members, in order, with no superblock
MD=md_bc88
A=/sys/block/$MD/md
on_exit "[ -e $A/array_state ] && echo clear 2>/dev/null >$A/array_state"
echo $MD >/sys/module/md_mod/parameters/new_array || fail "md: cannot create $MD"
put none $A/metadata_version
put linear $A/level
put 2 $A/raid_disks
slot=0
for d in bc88a bc88b; do
	put "$(dm_majmin $d)" $A/new_dev
	put $((LEN / 2)) "$A/dev-$(dm_sysname $d)/size" # KiB
	put $slot "$A/dev-$(dm_sysname $d)/slot"
	slot=$((slot + 1))
done
put active $A/array_state
wait_blk /dev/$MD || fail "/dev/$MD did not appear"
expect_eq "$MD sectors" "$(blk_sectors /dev/$MD)" $((LEN * 2))

dmsetup suspend --noflush --noudevsync bc88b || fail "cannot suspend the second member"
on_exit "dmsetup resume --noudevsync bc88b 2>/dev/null"
# Resume once a read waits in md (its inflight count), and 2 s later: a fixed delay
# from here could pass before a slow guest's fio sends its first read.
(
	i=0
	while [ $i -lt 60 ]; do
		# shellcheck disable=SC2046
		set -- $(cat /sys/block/$MD/inflight)
		if [ "$1" -gt 0 ]; then
			echo "$1" >"$LIB_TMP/waiting"
			break
		fi
		sleep 1
		i=$((i + 1))
	done
	sleep 2
	dmsetup resume --noudevsync bc88b
) &
RESUME=$!
before=$(blk_io_sectors bc88nb read)
FIO_TIMEOUT=60
fio_run --name=mdrest --filename=/dev/$MD --ioengine=io_uring --hipri=0 --direct=1 \
	--rw=read --bs=64k --offset=$((LEN * 512 - 32768)) --size=64k --io_size=1m \
	--iodepth=4
wait $RESUME || fail "cannot resume the second member"
read=$(($(blk_io_sectors bc88nb read) - before))
log "md-linear over two dm-linear devices, the second suspended until 2 s after a read waited, 64 KiB reads across the boundary: $(fio_summary); bc88nb read $read sectors for fio's $((FIO_R_KB * 2))"
[ "$FIO_RC" = 137 ] && fail "fio did not finish within $FIO_TIMEOUT s; $(fio_summary)"
fio_ok || fail "64 KiB reads (REQ_NOWAIT) across md-linear's member boundary: $(fio_summary)"
[ -s "$LIB_TMP/waiting" ] ||
	fail "no read waited for the suspended member within 60 s: the case exercised nothing"
expect_eq "sectors read from bc88nb (each piece once)" "$read" "$((FIO_R_KB * 2))"
put clear $A/array_state
exit 0
