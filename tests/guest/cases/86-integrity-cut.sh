#!/bin/sh
# 86-integrity-cut (diagnostic; runs on kernels with the dm fixes): bios that carry
# their own protection information, cut by a target with dm_accept_partial_bio().
# dm-partial (tests/guest/dm-partial, test-only) is dm-linear that cuts every bio
# to 24 sectors that way and declares DM_TARGET_PASSES_INTEGRITY, which no in-tree
# target does (unlike dm-linear it does not declare NOWAIT, so io_uring issues its
# requests from a worker). Over scsi_debug with T10 DIF type 1 PI exchanged with
# the host, pi-rw writes 3 MiB at a time with PI of its own (io_uring's PI
# attribute) and reads it back with PI. Each write is built as several bios; the
# pieces merge into one request. Asserts, through dm-linear (the control) and
# through dm-partial: 8 such writes and reads, each as written, and no PI error
# in the kernel log.
# Found: dm_accept_partial_bio() shrinks the data of the piece it keeps but not
# its payload (patches/0011), which still covers the next piece's tuples, in the
# same memory; blk_integrity_prepare() then remaps the next piece's reference tags
# there, past the first piece's data. Stock 7.3 fails the first write through
# dm-partial with EILSEQ (scsi_debug: REF check failed on sector 24).
# group: diagnostic
# requires: dm-fixed scsi_debug io_uring-pi
. ./lib.sh

sdebug_pi_disk
S=$(blk_sectors "$SD_DISK") || fail "size of $SD_DISK"
modprobe dm-partial || fail "cannot load the test target dm-partial"
on_exit "rmmod dm-partial"

dm_create bc86lin "0 $S linear $SD_DISK 0" 2>"$LIB_TMP/err" || fail "dm-linear over $SD_DISK: $(cat "$LIB_TMP/err")"
dm_create bc86cut "0 $S partial $SD_DISK 0 24" 2>"$LIB_TMP/err" || fail "dm-partial over $SD_DISK: $(cat "$LIB_TMP/err")"
for d in bc86lin bc86cut; do
	expect_eq "integrity profile of $d" "$(cat "/sys/block/$(dm_sysname $d)/integrity/format")" "T10-DIF-TYPE1-CRC"
	pi_rw_run "$(dm_dev $d)" "86-$d"
	log "$d: pi-rw rc $PI_RC: $PI_OUT"
	pi_rw_ok "$d"
done
exit 0
