#!/bin/bash
# The dracut module (userspace/dracut/90biocap), checked the way a user of dracut
# meets it, in a clean bookworm chroot with Debian's dracut (tests/host/deb-chroot.sh;
# nothing of dracut goes onto the host):
#   host/dracut-image  with the 6.1 tag's kernel modules (its linux-image .deb, as
#                      the guest has them) plus dm-biocap.ko built against that
#                      kernel's headers, and biocapctl and the module as make install
#                      puts them, dracut for that kernel with a biocaptab line marked
#                      "initramfs" (and one nofail, ending in CRLF, and one not marked) makes an image
#                      whose lsinitrd lists dm-biocap.ko, biocapctl, 59-biocap.rules,
#                      /sbin/biocap-activate and the initqueue hooks, and whose
#                      etc/biocaptab has the marked lines and not the other
#   host/dracut-hook   that image unpacked, its initqueue's part run there with
#                      chroot (the settled hook each half second until the finished
#                      hook is true; rootdelay=2 in etc/cmdline.d): the script loads
#                      dm-biocap (modprobe is a stub there), runs biocapctl, gives up
#                      on the nofail line at once and on the other after the delay,
#                      and the loop ends
#   host/dracut-none   without a marked line dracut adds nothing of biocap
# usage: dracut.sh [KVER]  (default: the kernel of tests/vm/kernels/6.1.sh)
# Logs: $CACHE/logs/dracut.log. Cold: the chroot (debootstrap + dracut: 7 min on
# a loaded 2-core machine), the kernel's .deb and headers, the module; warm:
# 2-3 min there, most of it the two dracut runs.
set -uo pipefail

RESULTS="dracut-image dracut-hook dracut-none"

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	# shellcheck source=tests/host/deb-chroot.sh
	. "$REPO/tests/host/deb-chroot.sh"
	LOG=$CACHE/logs/dracut.log
	mkdir -p "$CACHE/logs"
	: >"$LOG"
	local kver=${1:-} t0=$SECONDS
	# shellcheck source=tests/vm/kernels/6.1.sh
	. "$VM_DIR/kernels/6.1.sh"
	if [ -n "$kver" ]; then KVER=$kver; else kernel_resolve >>"$LOG" 2>&1; fi
	# kernel_fetch: $KROOT/lib/modules/$KVER with depmod's index, and the headers
	if [ -z "${KVER:-}" ] || ! (kernel_fetch >>"$LOG" 2>&1); then
		fail_all "no 6.1 kernel image or headers (see $LOG)"
		return
	fi
	KROOT=$CACHE/kernels/$KVER
	if ! build_ko >>"$LOG" 2>&1; then
		fail_all "dm-biocap.ko did not build for $KVER (see $LOG)"
		return
	fi
	if ! make -C "$REPO/userspace" biocapctl >>"$LOG" 2>&1; then
		fail_all "make -C userspace failed (see $LOG)"
		return
	fi
	if ! deb_dracut_chroot_ensure >>"$LOG" 2>&1; then
		fail_all "no bookworm chroot with dracut (see $LOG)"
		return
	fi
	deb_dracut_chroot_ensure # sets DEB_BASE (ready: returns at once)
	trap cleanup EXIT
	deb_overlay_up >>"$LOG" 2>&1
	if ! setup_root >>"$LOG" 2>&1; then
		fail_all "could not install the kernel's modules and biocapctl into the chroot (see $LOG)"
	else
		check_images
	fi
	cleanup
	trap - EXIT
	log "dracut test: $((SECONDS - t0)) s" >>"$LOG" 2>&1
}

fail_all() {
	local t
	for t in $RESULTS; do
		echo "FAIL host/$t: $1"
	done
}

# dm-biocap.ko for KVER, from a copy of the tree in $CACHE/dracut/module, against
# the headers kernel_fetch installed; not built again while the sources and the
# kernel are the same (the probes alone take half a minute).
build_ko() {
	local dir=$CACHE/dracut/module key
	mkdir -p "$dir"
	(cd "$REPO" && git ls-files -z -co --exclude-standard -- Makefile Kbuild dkms.conf dm-biocap include |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done) >"$dir/.srclist"
	key=$( (echo "$KVER" && cd "$REPO" && xargs -0 sha256sum <"$dir/.srclist") | sha256sum)
	KO=$dir/dm-biocap.ko
	if [ ! -f "$KO" ] || [ "$(cat "$dir/.key" 2>/dev/null)" != "$key" ]; then
		rm -f "$dir/.key"
		(cd "$REPO" && tar --null -T "$dir/.srclist" -cf -) | tar -xpf - -C "$dir"
		nice make -C "$dir" module KDIR="/usr/src/linux-headers-$KVER" || return 1
		echo "$key" >"$dir/.key"
	fi
	[ "$(modinfo -F vermagic "$KO" | cut -d' ' -f1)" = "$KVER" ]
}

# The overlay as a user's system: the kernel's modules (an overlay of $KROOT's, so
# that depmod can write) with dm-biocap.ko under updates/ as DKMS puts it, and
# biocapctl, the udev rule and the dracut module from make install.
setup_root() {
	local mods=$DEB_ROOT/usr/lib/modules/$KVER
	mkdir -p "$mods" "$DEB_TMP/mupper" "$DEB_TMP/mwork"
	if ! mount -t overlay overlay -o "lowerdir=$KROOT/lib/modules/$KVER,upperdir=$DEB_TMP/mupper,workdir=$DEB_TMP/mwork" "$mods"; then
		cp -a "$KROOT/lib/modules/$KVER/." "$mods/"
	fi
	mkdir -p "$mods/updates"
	cp "$KO" "$mods/updates/"
	deb_run depmod "$KVER" || return 1
	make -C "$REPO/userspace" install DESTDIR="$DEB_ROOT" PREFIX=/usr UDEVDIR=/usr/lib/udev \
		GENDIR=/usr/lib/systemd/system-generators DRACUTDIR=/usr/lib/dracut/modules.d || return 1
	deb_run test -x /usr/lib/dracut/modules.d/90biocap/module-setup.sh
}

cleanup() {
	[ -n "${DEB_TMP:-}" ] || return 0
	mountpoint -q "$DEB_ROOT/usr/lib/modules/$KVER" && umount "$DEB_ROOT/usr/lib/modules/$KVER"
	umount -l "$DEB_TMP/x/proc" 2>/dev/null
	deb_overlay_down
}

# mkimage OUT: dracut for KVER into OUT (a path in the chroot), as a user runs it
# but generic (what the image holds must not depend on the host) and uncompressed
# (quicker; lsinitrd and cpio read it as it is). Without dracut's kernel-modules
# (the kernel's block drivers: most of the time and size, none of biocap's
# business) and kernel-modules-extra, which in a generic image takes every
# module under updates/ (DKMS's dm-biocap.ko too): the module in the image is
# then 90biocap's.
mkimage() {
	deb_run dracut --force --no-hostonly --no-compress --no-early-microcode \
		--omit "kernel-modules kernel-modules-extra" --kver "$KVER" "$1" >"$DEB_TMP/dracut.log" 2>&1
}

check_images() {
	local img=/tmp/initrd-marked list x problems="" t0 t1 out rc
	cp "$DEB_ROOT/etc/biocaptab" "$DEB_TMP/biocaptab.orig" 2>/dev/null || : >"$DEB_TMP/biocaptab.orig"
	printf '%s\n' 'early ID=nvme-EXAMPLE_SERIAL cap=128k,initramfs' \
		$'spare ID=nvme-SPARE_SERIAL cap=64k,initramfs,nofail\r' \
		'later ID=nvme-OTHER_SERIAL cap=64k' >>"$DEB_ROOT/etc/biocaptab"
	t0=$SECONDS
	if ! mkimage "$img"; then
		cat "$DEB_TMP/dracut.log" >>"$LOG"
		echo "FAIL host/dracut-image: dracut with initramfs lines failed: $(grep -m1 -iE 'error|fail' "$DEB_TMP/dracut.log") (see $LOG)"
		echo "FAIL host/dracut-hook: no image (host/dracut-image failed)"
	else
		t1=$SECONDS
		cat "$DEB_TMP/dracut.log" >>"$LOG"
		# 90biocap's warnings start with "biocap: "
		! grep 'biocap: ' "$DEB_TMP/dracut.log" >"$DEB_TMP/said" ||
			problems+="dracut said: $(head -n 2 "$DEB_TMP/said" | tr '\n' ' '); "
		list=$(deb_run lsinitrd "$img" 2>>"$LOG")
		echo "$list" >>"$LOG"
		grep -Eq "lib/modules/$KVER/.*/dm-biocap\.ko(\.[a-z]+)?$" <<<"$list" ||
			problems+="no dm-biocap.ko for $KVER in the image; "
		grep -Eq "lib/modules/$KVER/.*/dm-mod\.ko(\.[a-z]+)?$" <<<"$list" ||
			problems+="no dm-mod.ko in the image; "
		grep -Eq ' (usr/)?sbin/biocapctl$' <<<"$list" || problems+="no biocapctl in the image; "
		grep -Eq ' (usr/)?sbin/biocap-activate$' <<<"$list" || problems+="no biocap-activate in the image; "
		grep -Eq ' (usr/)?lib/udev/rules.d/59-biocap.rules$' <<<"$list" || problems+="no 59-biocap.rules in the image; "
		grep -Eq ' (usr/)?lib/dracut/hooks/initqueue/settled/50-biocap-settled.sh$' <<<"$list" ||
			problems+="no initqueue/settled hook; "
		grep -Eq ' (usr/)?lib/dracut/hooks/initqueue/finished/50-biocap-finished.sh$' <<<"$list" ||
			problems+="no initqueue/finished hook; "
		grep -Eq ' (usr/)?lib/udev/rules.d/95-dm-notify.rules$' <<<"$list" ||
			problems+="no 95-dm-notify.rules (biocapctl's udev cookie): the dm module is missing; "
		out=$(deb_run lsinitrd -f etc/biocaptab "$img" 2>>"$LOG")
		grep -q '^early ' <<<"$out" && grep -q '^spare ' <<<"$out" && ! grep -q '^later ' <<<"$out" ||
			problems+="the image's etc/biocaptab is not the two initramfs lines: $(tr '\n' '|' <<<"$out"); "
		if [ -n "$problems" ]; then
			echo "FAIL host/dracut-image: ${problems%; }"
		else
			echo "PASS host/dracut-image # dracut $KVER: dm-biocap.ko, dm-mod.ko, biocapctl, biocap-activate, 59-biocap.rules, the settled and finished hooks, etc/biocaptab with the marked lines alone; $((t1 - t0)) s"
		fi
		check_hook "$img"
	fi

	cp "$DEB_TMP/biocaptab.orig" "$DEB_ROOT/etc/biocaptab"
	echo 'later ID=nvme-OTHER_SERIAL cap=64k' >>"$DEB_ROOT/etc/biocaptab"
	if ! mkimage "$img.none"; then
		cat "$DEB_TMP/dracut.log" >>"$LOG"
		echo "FAIL host/dracut-none: dracut without an initramfs line failed (see $LOG)"
	else
		cat "$DEB_TMP/dracut.log" >>"$LOG"
		list=$(deb_run lsinitrd "$img.none" 2>>"$LOG")
		if ! grep -q 'lib/modules/' <<<"$list"; then
			echo "FAIL host/dracut-none: lsinitrd listed no kernel module: not an image"
		elif grep -E '^[-dlcbps][-rwxsStT]{9} ' <<<"$list" | grep -i 'biocap' >"$DEB_TMP/left"; then
			echo "FAIL host/dracut-none: without an initramfs line the image has $(head -n 4 "$DEB_TMP/left" | awk '{print $NF}' | tr '\n' ' ')"
		else
			echo "PASS host/dracut-none # without an initramfs line nothing in the image names biocap"
		fi
	fi
	rm -f "$DEB_ROOT$img" "$DEB_ROOT$img.none"
}

# check_hook IMG: the image unpacked into $DEB_TMP/x, its initqueue's part for
# biocap run there with chroot as dracut's main loop runs it: the settled hook
# each half second until the finished hook is true (at most 20 turns).
check_hook() {
	local x=$DEB_TMP/x out rc t0 problems=""
	rm -rf "$x"
	mkdir -p "$x"
	if ! (cd "$x" && cpio -id --quiet <"$DEB_ROOT$1") 2>>"$LOG"; then
		echo "FAIL host/dracut-hook: cpio could not unpack the image"
		return
	fi
	mkdir -p "$x/dev" "$x/proc" "$x/run" "$x/etc/cmdline.d"
	[ -e "$x/dev/null" ] || mknod "$x/dev/null" c 1 3
	# a file, not the image's node for the host's log: the messages are read from it
	rm -f "$x/dev/kmsg"
	: >"$x/dev/kmsg"
	echo 'rootdelay=2' >"$x/etc/cmdline.d/90-test.conf"
	# nothing may load into the host's kernel: modprobe only records its arguments
	rm -f "$x/usr/sbin/modprobe" "$x/sbin/modprobe" 2>/dev/null
	printf '#!/bin/sh\necho "$*" >>/run/modprobe.args\n' >"$x/usr/sbin/modprobe"
	chmod 755 "$x/usr/sbin/modprobe"
	mount -t proc proc "$x/proc"
	t0=$SECONDS
	# shellcheck disable=SC2016 # run by the image's shell
	out=$(env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin chroot "$x" /bin/sh -c '
		n=0
		while [ "$n" -lt 20 ]; do
			. /lib/dracut/hooks/initqueue/finished/50-biocap-finished.sh && break
			. /lib/dracut/hooks/initqueue/settled/50-biocap-settled.sh
			n=$((n + 1))
			[ "$n" != 1 ] || ls /run/biocap >/run/after-first
			sleep 0.5
		done
		echo "turns: $n"' 2>&1)
	rc=$?
	umount "$x/proc"
	out+=$'\n'$(cat "$x/dev/kmsg")
	echo "biocap in the unpacked image: rc $rc, $((SECONDS - t0)) s: $out" >>"$LOG"
	[ "$rc" = 0 ] || problems+="the loop exited with $rc; "
	grep -qx 'dm-biocap' <(sed 's/^-q //' "$x/run/modprobe.args" 2>/dev/null) ||
		problems+="modprobe dm-biocap was not run ($(tr '\n' ' ' 2>/dev/null <"$x/run/modprobe.args")); "
	[[ $out == *"biocapctl: early"* ]] || problems+="biocapctl did not report the missing disk of early; "
	[[ $out == *"biocap: spare (ID=nvme-SPARE_SERIAL) not set up"* ]] || problems+="the nofail line was not given up on; "
	[[ $out == *"biocap: early (ID=nvme-EXAMPLE_SERIAL) not set up"* ]] || problems+="early was not given up on; "
	[[ $out != *"later"* ]] || problems+="the unmarked line was tried; "
	[ -e "$x/run/biocap/done" ] || problems+="no /run/biocap/done after 20 turns; "
	# spare given up on in the first turn, early not yet (rootdelay=2)
	grep -qx spare "$x/run/after-first" 2>/dev/null && ! grep -qx early "$x/run/after-first" ||
		problems+="after the first turn /run/biocap had $(tr '\n' ' ' 2>/dev/null <"$x/run/after-first"), not spare alone; "
	if [ -n "$problems" ]; then
		echo "FAIL host/dracut-hook: ${problems%; } (output: $(tr '\n' ' ' <<<"$out" | head -c 300))"
	else
		echo "PASS host/dracut-hook # in the unpacked image: modprobe dm-biocap, biocapctl run, the nofail line given up at once, the other after rootdelay=2, then the finished hook true ($(grep -o 'turns: [0-9]*' <<<"$out"))"
	fi
	rm -rf "$x"
}

main "$@"
