#!/bin/sh
# 55-tool-noudev: biocapctl works without udev.
# Asserts, both with DM_DISABLE_UDEV=1 and with the variable unset (the guest
# runs no udev, so the tool must notice /run/udev/control is missing):
#   - create returns promptly (no wait for a udev cookie), the /dev/mapper node
#     exists and reads work;
#   - remove returns promptly and removes the node.
# group: tool
. ./lib.sh

NB=bc55nb
DM=bc55
command -v biocapctl >/dev/null || fail "biocapctl is not installed in the guest"
err() { tr '\n' ' ' <"$LIB_TMP/err" | cut -c1-300; }
[ -e /run/udev/control ] && log "note: /run/udev/control exists in this guest"

nullb_create $NB 16 || fail "cannot create null_blk $NB"
on_exit "dm_remove_quiet $DM"

for mode in disabled unset; do
	t0=$(now_ms)
	if [ $mode = disabled ]; then
		DM_DISABLE_UDEV=1 timeout 20 biocapctl create $DM /dev/$NB >"$LIB_TMP/out" 2>"$LIB_TMP/err"
	else
		env -u DM_DISABLE_UDEV timeout 20 biocapctl create $DM /dev/$NB >"$LIB_TMP/out" 2>"$LIB_TMP/err"
	fi
	rc=$?
	t1=$(now_ms)
	[ $rc -eq 0 ] || fail "$mode: create exited $rc: $(err)"
	[ $((t1 - t0)) -lt 5000 ] || fail "$mode: create took $((t1 - t0)) ms (waiting for udev?)"
	[ -b /dev/mapper/$DM ] || fail "$mode: /dev/mapper/$DM missing after create"
	dd if=/dev/mapper/$DM of=/dev/null bs=64k count=1 iflag=direct 2>/dev/null ||
		fail "$mode: read from /dev/mapper/$DM failed"
	if [ $mode = disabled ]; then
		DM_DISABLE_UDEV=1 timeout 20 biocapctl remove $DM 2>"$LIB_TMP/err"
	else
		env -u DM_DISABLE_UDEV timeout 20 biocapctl remove $DM 2>"$LIB_TMP/err"
	fi
	rc=$?
	[ $rc -eq 0 ] || fail "$mode: remove exited $rc: $(err)"
	[ -e /dev/mapper/$DM ] && fail "$mode: /dev/mapper/$DM left after remove"
	log "DM_DISABLE_UDEV $mode: create+remove in $(($(now_ms) - t0)) ms"
done
exit 0
