# shellcheck shell=bash
# shellcheck disable=SC2034 # KVER, KROOT, VMLINUZ, KDIR are read by run-guest.sh
# The self-built guest kernels (tags debug, patched, patched-debug): sourced by their
# scripts in tests/vm/kernels/, after lib.sh. Not a kernel tag itself.
#
# Source: Debian's linux-source-7.3 from trixie-backports (downloaded and extracted
# under the cache, never installed; a tag may set SB_SUITE and SB_SRC_PKG to another
# source package, as patched-6.12 does), optionally with the patch series of patches/
# (patches/series, applied in order with `patch -p1 --forward --batch`), configured with
# `make allnoconfig` + the tag's config fragments (kernels/base.config, plus
# kernels/checkers.config for the debug tags), built with the host gcc.
# Everything lives in $CACHE/kernels/<KVER>/ where KVER = <upstream>-<suffix><key>
# (also the guest's uname -r: suffix dbg, p or pdbg) and the key hashes the source package
# version, the fragments, the build recipe below, the gcc version and, for patched
# kernels, patches/series and the diffs of every patch it lists: a warm run reuses the build, a
# changed fragment or patch builds a new kernel, and the build replaces the older
# builds of the same tag.
#   $KROOT/linux       the configured and built tree (KDIR for the module build)
#   $KROOT/patches     the series as it was applied (patched tags)
#   $KROOT/lib/modules modules_install + depmod output (what the guest loads)
#   $KROOT/boot        vmlinuz-$KVER (the bzImage), config-$KVER
#   $KROOT/build.log   kernel build output; $KROOT/build-time: seconds of the cold build
# A run holds a shared lock on $CACHE/locks/kernel-$KVER.lock (taken in kernel_fetch,
# inherited by qemu) so that a build of a newer key never prunes a kernel in use.
#
# The tag script sets, before using kernel_resolve/kernel_fetch:
#   SB_SUFFIX     dbg | p | pdbg (KVER suffix; also how old builds of the tag are found)
#   SB_FRAGMENTS  array of config fragment files, in order
#   SB_PATCHED    1: apply the series of $SB_PATCHES_DIR
#   SB_SUITE, SB_SRC_PKG, SB_PATCHES_DIR (optional) another source package or series
# Env: BIOCAP_PATCHES_DIR (default <tree>/patches: a series to try without touching
# the repository), BIOCAP_SELFBUILT_JOBS (make -j, default 2; BIOCAP_DEBUG_JOBS is
# still read).

SB_SUITE=trixie-backports
SB_SRC_PKG=linux-source-7.3
# Bump when the build recipe in this file changes in a way that changes the output.
SB_RECIPE=2
SB_PATCHES_DIR=${BIOCAP_PATCHES_DIR:-$SRC_TREE/patches}
# absolute: the series is read from other directories too (checkpatch runs in the source)
case $SB_PATCHES_DIR in /*) ;; *) SB_PATCHES_DIR=$PWD/$SB_PATCHES_DIR ;; esac
SB_PATCHED=${SB_PATCHED:-0}
SB_BUILD_DEPS=(flex bison libelf-dev libssl-dev bc dwarves make gcc xz-utils patch)

# sb_read_series DIR: sets SB_PATCHES to the patch files of DIR/series, in order
# (quilt-style series: blank lines and "#" comments are skipped, the first word of a
# line is the file); dies when the series or a patch it lists is missing.
sb_read_series() {
	local dir=$1 p
	SB_PATCHES=()
	[ -f "$dir/series" ] || die "no patch series: $dir/series missing"
	while read -r p; do
		[ -f "$dir/$p" ] || die "$dir/series lists $p, which is not in $dir"
		SB_PATCHES+=("$p")
	done < <(sed -e 's/#.*//' "$dir/series" | awk 'NF {print $1}')
	[ ${#SB_PATCHES[@]} -gt 0 ] || die "$dir/series lists no patch"
}

# sb_key [DIR]: the cache key; for patched kernels it covers DIR/series (default
# $SB_PATCHES_DIR) and every patch listed there (SB_PATCHES, from sb_read_series).
sb_key() {
	local dir=${1:-$SB_PATCHES_DIR} p
	{
		echo "$SB_SRC_PKG $SB_SRC_VER recipe $SB_RECIPE"
		gcc -dumpfullversion
		cat "${SB_FRAGMENTS[@]}"
		if [ "$SB_PATCHED" = 1 ]; then
			cat "$dir/series"
			# the diffs only: a change of a commit message builds nothing
			for p in "${SB_PATCHES[@]}"; do
				echo "== $p"
				sed -n '/^diff --git /,/^-- $/p' "$dir/$p"
			done
		fi
	} | md5sum | cut -c1-8
}

# Sets SB_SRC_VER: the candidate version of the source package.
sb_resolve_source() {
	local policy
	apt_suite_setup "$SB_SUITE"
	policy=$(apt-cache "${APT_OPTS[@]}" policy "$SB_SRC_PKG")
	SB_SRC_VER=$(awk '$1 == "Candidate:" {print $2}' <<<"$policy")
	case $SB_SRC_VER in
	[0-9]*) ;;
	*) die "no candidate for $SB_SRC_PKG in $SB_SUITE" ;;
	esac
	SB_UPSTREAM=${SB_SRC_VER%%-*} # 6.12.95-1~bpo12+1 -> 6.12.95
}

# Sets SB_SRC_DEB: the source package (downloaded into $CACHE/debs once).
sb_fetch_source() {
	SB_SRC_DEB=$(fetch_source_package "$SB_SUITE" "$SB_SRC_PKG" "$SB_SRC_VER")
}

kernel_resolve() {
	sb_resolve_source
	if [ "$SB_PATCHED" = 1 ]; then
		sb_read_series "$SB_PATCHES_DIR"
	fi
	SB_KEY=$(sb_key)
	KVER=$SB_UPSTREAM-$SB_SUFFIX$SB_KEY
}

# Host packages the build needs and the source package (after kernel_resolve);
# tests/check.sh gets them before it starts a build in the background (two apt-get
# runs at once would fight over apt's and dpkg's locks).
kernel_prepare() {
	install_missing "${SB_BUILD_DEPS[@]}"
	sb_fetch_source
}

kernel_fetch() {
	KROOT=$CACHE/kernels/$KVER
	mkdir -p "$CACHE/locks"
	# A run holds a shared lock on its kernel for as long as it runs (qemu inherits
	# fd 7; see sb_prune); a build or a prune holds it exclusively, so one build per
	# key at a time (this also covers a build started in the background or by hand).
	# The steps are not in "||" lists: set -e must stay in force inside the build.
	exec 7>"$CACHE/locks/kernel-$KVER.lock"
	if ! flock -s -n 7; then
		log "waiting for another process building (or pruning) $KVER"
		flock -s 7
	fi
	if [ ! -f "$KROOT/.ready" ]; then
		# exclusive (not atomic: another builder may have finished in between)
		flock 7
		if [ ! -f "$KROOT/.ready" ]; then
			sb_build
		fi
		flock -s 7
	fi
	VMLINUZ=$KROOT/boot/vmlinuz-$KVER
	KDIR=$KROOT/linux
}

# sb_extract DEST: unpack the source package's kernel tree as DEST (which must not
# exist; DEST.tmp is scratch space).
sb_extract() {
	unpack_kernel_source "$SB_SRC_DEB" "$SB_SRC_PKG" "$1" ||
		die "cannot unpack the kernel source of $SB_SRC_DEB"
}

# sb_configure TREE LOCALVERSION: make allnoconfig with the tag's fragments
# (SB_FRAGMENTS) and CONFIG_LOCALVERSION (written to TREE/../allno.config); dies when
# Kconfig dropped a line of the fragments (an unmet dependency).
sb_configure() {
	local tree=$1 allno want missing=
	allno=$(dirname "$tree")/allno.config
	{
		cat "${SB_FRAGMENTS[@]}"
		echo "CONFIG_LOCALVERSION=\"$2\""
		echo "# CONFIG_LOCALVERSION_AUTO is not set"
	} >"$allno"
	make -C "$tree" -s LOCALVERSION= KCONFIG_ALLCONFIG="$allno" allnoconfig >&2 || die "allnoconfig failed"
	while read -r want; do
		grep -qx "$want" "$tree/.config" || missing="$missing $want"
	done < <(cat "${SB_FRAGMENTS[@]}" | grep -E '^CONFIG_[A-Z0-9_]+=[ym]$')
	[ -z "$missing" ] || die "Kconfig dropped from the config fragments (unmet dependencies?):$missing"
}

# Cold build: download, extract, patch, configure, build, install modules.
sb_build() {
	local t0=$SECONDS kmake rel p tb
	kernel_prepare
	rm -rf "$KROOT"
	mkdir -p "$KROOT"

	log "extracting $(basename "$SB_SRC_DEB")"
	sb_extract "$KROOT/linux"
	log "extracted after $((SECONDS - t0)) s"

	if [ "$SB_PATCHED" = 1 ]; then
		# a snapshot of the series: what is applied is what the key was made of
		mkdir -p "$KROOT/patches"
		cp "$SB_PATCHES_DIR/series" "$KROOT/patches/"
		for p in "${SB_PATCHES[@]}"; do
			cp "$SB_PATCHES_DIR/$p" "$KROOT/patches/"
		done
		sb_read_series "$KROOT/patches"
		[ "$(sb_key "$KROOT/patches")" = "$SB_KEY" ] ||
			die "$SB_PATCHES_DIR changed since this run computed its kernel version; run again"
		for p in "${SB_PATCHES[@]}"; do
			log "applying $p"
			if ! patch -d "$KROOT/linux" -p1 --forward --batch <"$KROOT/patches/$p" >>"$KROOT/patch.log" 2>&1; then
				tail -n 20 "$KROOT/patch.log" >&2
				die "$p does not apply to $SB_SRC_PKG $SB_SRC_VER (see $KROOT/patch.log)"
			fi
		done
	fi

	# configure: allnoconfig + fragments + our local version (= the cache key)
	kmake=(make -C "$KROOT/linux" LOCALVERSION=)
	sb_configure "$KROOT/linux" "-$SB_SUFFIX$SB_KEY"
	rel=$("${kmake[@]}" -s kernelrelease)
	[ "$rel" = "$KVER" ] || die "kernelrelease '$rel', expected '$KVER'"

	# build (niced: guests share the machine)
	local jobs=${BIOCAP_SELFBUILT_JOBS:-${BIOCAP_DEBUG_JOBS:-2}}
	log "building $KVER with -j$jobs (log: $KROOT/build.log)"
	tb=$SECONDS
	if ! nice -n 19 "${kmake[@]}" -j"$jobs" bzImage modules >"$KROOT/build.log" 2>&1; then
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
	log "self-built kernel $KVER ready after $((SECONDS - t0)) s"
	sb_prune
}

# Older builds of this tag (other keys) are only taking space: remove those no run
# is using (a run holds a shared lock on its kernel's lock file).
sb_prune() {
	local d name
	for d in "$CACHE"/kernels/*-"$SB_SUFFIX"[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]; do
		[ -d "$d" ] || continue
		name=$(basename "$d")
		[ "$name" = "$KVER" ] && continue
		(
			exec 6>"$CACHE/locks/kernel-$name.lock"
			if flock -n 6; then
				log "removing the older build $name"
				rm -rf "$d" "$CACHE/build/$name"
			else
				log "keeping the older build $name: a run is using it"
			fi
		)
	done
}
