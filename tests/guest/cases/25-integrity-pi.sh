#!/bin/sh
# 25-integrity-pi: bios that carry their own protection information keep it right
# through biocap's cuts. Over scsi_debug with T10 DIF type 1 PI exchanged with the
# host (it checks the PI of every command), pi-rw writes 3 MiB at a time with PI
# of its own (io_uring's PI attribute, 6.14 on) and reads it back with PI: each
# write is built as several bios, whose pieces merge into requests that carry
# the pieces' payloads one after the other, so a piece whose payload was not cut
# with its data puts wrong tuples under the next piece's sectors. Through biocap
# cap 128 and cap 120 aligned (both no_build_cap, so that biocap cuts), asserts:
# 8 such writes and reads, each as written; biocap cut bios (split > 0);
# errors=0; no PI error in the kernel log. biocap trims the payload itself on
# kernels whose dm_accept_partial_bio() does not (stock ones; patches/0011).
# Cap 8 (4 KiB): where the kernel has the build cap (build_cap > 0), bios are
# built to the cap and the same must hold. Where it has not, the block layer
# refuses a bio whose payload exceeds max_hw_sectors, which biocap sets to its
# cap (4 KiB of tuples: 256 KiB of data here): the first write must fail with
# EIO, as dm-biocap.rst says. Caps 128 and 120 take such bios of up to 4 and
# 3.75 MiB.
# 93-integrity covers the bios without a payload of their own.
# group: target
# requires: scsi_debug io_uring-pi
. ./lib.sh

log "$(pi-rw --probe)"
sdebug_pi_disk
for t in "8" "128 no_build_cap" "120 aligned no_build_cap"; do
	# shellcheck disable=SC2086 # the cap and its feature arguments
	bc_create bc25 "$SD_DISK" $t
	bcap=$(kv_get "$(bc_status bc25)" build_cap)
	kmsg_mark "25-$t"
	out=$(pi-rw "$(dm_dev bc25)" 0 $((3 << 20)) 8)
	rc=$?
	st=$(bc_status bc25)
	log "cap $t (build_cap=$bcap): pi-rw rc $rc: $out; biocap split=$(kv_get "$st" split) errors=$(kv_get "$st" errors)"
	if [ "$t" = 8 ] && [ "$bcap" = 0 ]; then
		# without the build cap, bios come whole, and their payloads exceed
		# max_hw_sectors (the cap): the block layer refuses them (dm-biocap.rst)
		case $rc/$out in
		"1/write 0 "*"(-5)") ;;
		*) fail "cap 8 without the build cap: expected the first write to fail with EIO (rc $rc): $out" ;;
		esac
		dm_remove bc25 || fail "remove bc25"
		continue
	fi
	[ "$rc" = 0 ] || fail "cap $t: writes and reads with their own PI (rc $rc): $out"
	case $t in
	*no_build_cap) [ "$(kv_get "$st" split)" -gt 0 ] || fail "cap $t: nothing was split" ;;
	esac
	expect_eq "cap $t: biocap errors" "$(kv_get "$st" errors)" 0
	if kmsg_since "25-$t" | grep -Ei 'protection|guard|ref(erence)? tag|I/O error' >"$LIB_TMP/k"; then
		fail "cap $t: kernel log: $(head -n 3 "$LIB_TMP/k" | tr '\n' ' ')"
	fi
	dm_remove bc25 || fail "remove bc25"
done
exit 0
