# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_*, VMLINUZ, KDIR, GUEST_TIMEOUT are read by run-guest.sh/initramfs.sh
# Kernel tag debug: our own 6.12 with the memory/locking checkers (KASAN generic
# inline, kmemleak, lockdep, DEBUG_ATOMIC_SLEEP, DEBUG_LIST, DEBUG_OBJECTS, slub_debug).
# Source: linux-source-6.12 from bookworm-backports (downloaded and extracted under the
# cache, never installed), configured with `make allnoconfig` + kernels/debug.config,
# built with the host gcc. Everything lives in $CACHE/kernels/<KVER>/ where
# KVER = <upstream version>-dbg<key> (also the guest's uname -r) and the key hashes the
# source package version, debug.config, the build recipe below and the gcc version:
# a warm run reuses the build, a changed fragment builds a new kernel.
#   $KROOT/linux       the configured and built tree (KDIR for the module build)
#   $KROOT/lib/modules modules_install + depmod output (what the guest loads)
#   $KROOT/boot        vmlinuz-$KVER (the bzImage)
#   $KROOT/build.log   kernel build output; $KROOT/build-time: seconds of the cold build
# See kernels/6.1.sh for the interface.
# Env: BIOCAP_DEBUG_JOBS (make -j, default 2), BIOCAP_DEBUG_APPEND (replaces the
# debug part of the guest command line).

KERNEL_SUITE=bookworm-backports
DEBUG_SRC_PKG=linux-source-6.12
DEBUG_CONFIG=$VM_DIR/kernels/debug.config
# Bump when the build recipe in this file changes in a way that changes the output.
DEBUG_RECIPE=1
KERNEL_SMP=2
# slub_debug: sanity checks, red zones, poisoning on top of KASAN.
# kasan_multi_shot: report every KASAN bug, not only the first of the boot (each case
#   gets its own report; note that the first report taints the kernel, which turns
#   lockdep off for the rest of the run).
# loglevel=5 (overrides the harness's 4): lockdep splats and WARN()s are printed at
#   KERN_WARNING; at 4 they never reach the console, so the host's scan would miss
#   those outside a case (boot, module unload). kmemleak reports with pr_info: the
#   runner's dmesg check sees its "new suspected memory leaks" line.
KERNEL_APPEND=${BIOCAP_DEBUG_APPEND-"slub_debug=FZP kasan_multi_shot loglevel=5"}
# Under KASAN + lockdep + kmemleak, TCG runs the suite several times slower than a
# stock kernel: allow more time unless the caller set the timeouts explicitly.
GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-7200}
KERNEL_CASE_TIMEOUT=900

kernel_resolve() {
	local policy key upstream
	apt_suite_setup "$KERNEL_SUITE"
	policy=$(apt-cache "${APT_OPTS[@]}" policy "$DEBUG_SRC_PKG")
	DEBUG_SRC_VER=$(awk '$1 == "Candidate:" {print $2}' <<<"$policy")
	case $DEBUG_SRC_VER in
	[0-9]*) ;;
	*) die "no candidate for $DEBUG_SRC_PKG in $KERNEL_SUITE" ;;
	esac
	upstream=${DEBUG_SRC_VER%%-*} # 6.12.95-1~bpo12+1 -> 6.12.95
	key=$({
		echo "$DEBUG_SRC_PKG $DEBUG_SRC_VER recipe $DEBUG_RECIPE"
		gcc -dumpfullversion
		cat "$DEBUG_CONFIG"
	} | md5sum | cut -c1-8)
	KVER=$upstream-dbg$key
}

kernel_fetch() {
	KROOT=$CACHE/kernels/$KVER
	if [ ! -f "$KROOT/.ready" ]; then
		# One build per key at a time (the run lock is per tag; this also covers
		# a build started by hand).
		mkdir -p "$CACHE/locks"
		exec 7>"$CACHE/locks/kernel-$KVER.lock"
		flock 7
		# (not in an "||" list: set -e must stay in force inside the build)
		if [ ! -f "$KROOT/.ready" ]; then
			debug_kernel_build
		fi
		exec 7>&-
	fi
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	KDIR=$KROOT/linux
}

# Cold build: download, extract, configure, build, install modules.
debug_kernel_build() {
	local t0=$SECONDS deb tmp want missing kmake rel
	install_missing flex bison libelf-dev libssl-dev bc dwarves make gcc xz-utils
	rm -rf "$KROOT"
	mkdir -p "$KROOT" "$CACHE/debs"

	# the source package, pinned to the resolved version
	deb=$CACHE/debs/${DEBUG_SRC_PKG}_${DEBUG_SRC_VER/:/%3a}_all.deb # apt's file name
	if [ ! -f "$deb" ]; then
		log "downloading $DEBUG_SRC_PKG $DEBUG_SRC_VER ($KERNEL_SUITE)"
		apt_opts "$KERNEL_SUITE"
		(cd "$CACHE/debs" && apt-get "${APT_OPTS[@]}" -o APT::Sandbox::User=root -q \
			download "$DEBUG_SRC_PKG=$DEBUG_SRC_VER" >&2)
		[ -f "$deb" ] || die "download of $DEBUG_SRC_PKG gave no $deb"
	fi
	log "extracting $(basename "$deb")"
	tmp=$KROOT/deb
	dpkg-deb -x "$deb" "$tmp" || die "dpkg-deb -x $deb failed"
	tar -C "$KROOT" -xaf "$tmp/usr/src/$DEBUG_SRC_PKG.tar.xz" || die "cannot unpack the kernel source"
	mv "$KROOT/$DEBUG_SRC_PKG" "$KROOT/linux" || die "no $DEBUG_SRC_PKG/ in the source tarball"
	rm -rf "$tmp"
	log "extracted after $((SECONDS - t0)) s"

	# configure: allnoconfig + fragment + our local version (= the cache key)
	kmake=(make -C "$KROOT/linux" LOCALVERSION=)
	{
		cat "$DEBUG_CONFIG"
		echo "CONFIG_LOCALVERSION=\"${KVER#"${DEBUG_SRC_VER%%-*}"}\""
		echo "# CONFIG_LOCALVERSION_AUTO is not set"
	} >"$KROOT/allno.config"
	"${kmake[@]}" -s KCONFIG_ALLCONFIG="$KROOT/allno.config" allnoconfig >&2 || die "allnoconfig failed"
	missing=
	while read -r want; do
		grep -qx "$want" "$KROOT/linux/.config" || missing="$missing $want"
	done < <(grep -E '^CONFIG_[A-Z0-9_]+=[ym]$' "$DEBUG_CONFIG")
	[ -z "$missing" ] || die "Kconfig dropped from debug.config (unmet dependencies?):$missing"
	rel=$("${kmake[@]}" -s kernelrelease)
	[ "$rel" = "$KVER" ] || die "kernelrelease '$rel', expected '$KVER'"

	# build (niced: other guests share the machine)
	log "building $KVER with -j${BIOCAP_DEBUG_JOBS:-2} (log: $KROOT/build.log)"
	local tb=$SECONDS
	if ! nice -n 19 "${kmake[@]}" -j"${BIOCAP_DEBUG_JOBS:-2}" bzImage modules >"$KROOT/build.log" 2>&1; then
		tail -n 40 "$KROOT/build.log" >&2
		die "kernel build failed (see $KROOT/build.log)"
	fi
	log "kernel built in $((SECONDS - tb)) s"
	"${kmake[@]}" -s INSTALL_MOD_PATH="$KROOT" modules_install >>"$KROOT/build.log" 2>&1 ||
		die "modules_install failed (see $KROOT/build.log)"
	rm -f "$KROOT/lib/modules/$KVER/build" "$KROOT/lib/modules/$KVER/source"
	run_depmod "$KROOT" "$KVER" || die "depmod failed"
	mkdir -p "$KROOT/boot"
	cp "$KROOT/linux/arch/x86/boot/bzImage" "$KROOT/boot/vmlinuz-$KVER" || die "no bzImage"
	cp "$KROOT/linux/.config" "$KROOT/boot/config-$KVER"
	echo "$((SECONDS - t0))" >"$KROOT/build-time"
	touch "$KROOT/.ready"
	log "debug kernel $KVER ready after $((SECONDS - t0)) s"
	# older builds of this tag (other keys) are only taking space
	find "$CACHE/kernels" -mindepth 1 -maxdepth 1 -name "*-dbg*" ! -name "$KVER" \
		-exec rm -rf {} + 2>/dev/null || true
}
