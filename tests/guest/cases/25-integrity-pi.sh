#!/bin/sh
# 25-integrity-pi: bios that carry their own protection information keep it right
# through biocap's cuts. Over scsi_debug with T10 DIF type 1 PI exchanged with the
# host (it checks the PI of every command), pi-rw writes 3 MiB at a time with PI
# of its own (io_uring's PI attribute, 6.14 on) and reads it back with PI: each
# write is built as several bios, whose pieces merge into requests that carry
# the pieces' payloads one after the other, so a piece whose payload was not cut
# with its data puts wrong tuples under the next piece's sectors (86-integrity-cut
# shows dm core doing so). Through biocap cap 128 and cap 120 aligned (both
# no_build_cap, so that biocap cuts), asserts: 8 such writes and reads, each as
# written; biocap cut bios (split > 0); errors=0; no PI error in the kernel log.
# biocap trims the payload itself on kernels whose dm_accept_partial_bio() does
# not (stock ones; patches/0011).
# The block layer refuses a bio whose payload exceeds max_hw_sectors (in bytes),
# which a biocap line sets to its cap where it sets a limit (dm-biocap.rst,
# "Protection information"): 64 times the cap of data here. At cap 8 (4 KiB),
# asserts: writes of 256 KiB, as written; writes of 1 MiB, one bio each, the
# first fails with EIO; writes of 3 MiB as written where the kernel builds bios
# to the cap (build_cap > 0), else the first fails with EIO.
# 93-integrity covers the bios without a payload of their own.
# group: target
# requires: scsi_debug io_uring-pi
. ./lib.sh

sdebug_pi_disk

# expect_eio WHAT: the last pi_rw_run must have failed its first write with EIO,
# with no PI error in the kernel log (the block layer refused the bio up front)
expect_eio() {
	case $PI_RC/$PI_OUT in
	"1/write 0 "*"(-5)") ;;
	*) fail "$1: expected the first write to fail with EIO (rc $PI_RC): $PI_OUT" ;;
	esac
	[ -z "$PI_KLOG" ] || fail "$1: kernel log: $PI_KLOG"
}

bc_create bc25 "$SD_DISK" 8
bcap=$(kv_get "$(bc_status bc25)" build_cap)
for n in 256 1024 3072; do
	pi_rw_run "$(dm_dev bc25)" "25-8-$n" $((n << 10))
	log "cap 8 (build_cap=$bcap), $n KiB: pi-rw rc $PI_RC: $PI_OUT"
	case $n/$bcap in
	1024/* | 3072/0) expect_eio "cap 8, $n KiB writes" ;;
	*) pi_rw_ok "cap 8, $n KiB" ;;
	esac
done
dm_remove bc25 || fail "remove bc25"

for t in "128 no_build_cap" "120 aligned no_build_cap"; do
	# shellcheck disable=SC2086 # the cap and its feature arguments
	bc_create bc25 "$SD_DISK" $t
	pi_rw_run "$(dm_dev bc25)" "25-$t"
	st=$(bc_status bc25)
	log "cap $t: pi-rw rc $PI_RC: $PI_OUT; biocap split=$(kv_get "$st" split) errors=$(kv_get "$st" errors)"
	pi_rw_ok "cap $t"
	is_uint "$(kv_get "$st" split)" && [ "$(kv_get "$st" split)" -gt 0 ] || fail "cap $t: nothing was split ($st)"
	expect_eq "cap $t: biocap errors" "$(kv_get "$st" errors)" 0
	dm_remove bc25 || fail "remove bc25"
done
exit 0
