#!/bin/bash
# Compile-only builds for architectures other than the host's (make check-cross):
# the dm-biocap-dkms package is architecture "all", so DKMS builds the module
# wherever Debian has kernels, and the tool is built for each architecture.
#   cross/arm64-stock, cross/arm64-patched   the module at W=1 for arm64 (Debian's
#       other server architecture), against trixie-backports' linux-source-7.3
#       configured with defconfig plus device-mapper, and against the same source
#       with patches/ (the build cap's code; the feature probes must find it)
#   cross/i386-stock, cross/i386-patched     the same for 32-bit x86: a 64-bit
#       division that the compiler turns into a libgcc call (__udivdi3 and kin,
#       which the kernel does not export) or a sector count cut to 32 bits shows
#       here and nowhere on amd64
#   cross/i386-series   the directories patches/ touches (block/, fs/iomap/,
#       drivers/md/, io_uring/), built at W=1 with the series applied, as the
#       kernel's build robots build a posted series for i386
#   cross/tool-i386     every source file of biocapctl and biocap-generator compiles
#       for 32-bit x86 with the tool's own flags (-Wall -Wextra -Werror)
# Each kernel tree is built out of tree (O=) from the cached extracted source (the
# patched one from a hard-linked copy that the series is applied to), once per
# source version, series and compiler; a warm run only builds the module again.
# Prints PASS/FAIL lines; logs in $CACHE/logs/cross-*.log.
# Env: BIOCAP_CACHE, BIOCAP_PATCHES_DIR (another series).
set -uo pipefail
export LC_ALL=C # the greps below read gcc's English

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/selfbuilt.sh
	. "$VM_DIR/selfbuilt.sh"
	# sb_key hashes the series and these (no configuration fragment here)
	SB_PATCHED=1
	SB_FRAGMENTS=(/dev/null)
	mkdir -p "$CACHE/logs" "$CACHE/cross" "$CACHE/locks"
	# one run at a time: the trees below are removed and rebuilt in place
	exec 7>"$CACHE/locks/cross.lock"
	flock 7
	local log=$CACHE/logs/cross.log src psrc a kind
	: >"$log"
	# without recommends: libc6-dev-i386 recommends gcc-multilib, which Debian
	# makes conflict with the cross compilers (both want /usr/include/asm)
	HOST_APT+=(--no-install-recommends)
	install_missing "${SB_BUILD_DEPS[@]}" gcc-aarch64-linux-gnu libc6-dev-i386 file
	# the steps exit through die on failure: run them in subshells first
	if ! (sb_read_series "$SB_PATCHES_DIR" && sb_resolve_source &&
		kernel_source_tree "$SB_SUITE" "$SB_SRC_PKG" "$SB_SRC_VER") >>"$log" 2>&1; then
		for a in arm64-stock arm64-patched i386-stock i386-patched i386-series; do
			echo "FAIL cross/$a: no kernel source to build against: $(tail -n 1 "$log") (see $log)"
		done
		tool_i386
		return
	fi
	sb_read_series "$SB_PATCHES_DIR"
	sb_resolve_source 2>>"$log"
	src=$(kernel_source_tree "$SB_SUITE" "$SB_SRC_PKG" "$SB_SRC_VER" 2>>"$log")
	psrc=$(patched_source "$src") || psrc=
	for a in arm64 i386; do
		for kind in stock patched; do
			if [ "$kind" = patched ] && [ -z "$psrc" ]; then
				echo "FAIL cross/$a-patched: patches/ does not apply to $SB_SRC_PKG $SB_SRC_VER (see $log)"
				continue
			fi
			module_build "$a" "$kind" "$([ "$kind" = stock ] && echo "$src" || echo "$psrc")"
		done
	done
	if [ -n "$psrc" ]; then
		series_i386 "$psrc"
	else
		echo "FAIL cross/i386-series: patches/ does not apply (see $log)"
	fi
	tool_i386
}

# cross_env ARCH: sets MK to the make arguments that select ARCH, CROSS_NM to its nm
# and CC_VER to the version of the compiler they select.
cross_env() {
	case $1 in
	arm64)
		MK=(ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-)
		CROSS_NM=(aarch64-linux-gnu-nm)
		CC_VER=$(aarch64-linux-gnu-gcc -dumpfullversion)
		;;
	i386)
		MK=(ARCH=i386)
		CROSS_NM=(nm)
		CC_VER=$(gcc -dumpfullversion)
		;;
	esac
}

# patched_source SRC: a hard-linked copy of SRC with the series applied (patch
# writes each file it changes anew, so SRC itself stays pristine), kept per key.
patched_source() {
	local src=$1 key dir p
	key=$(sb_key | cut -c1-8)
	dir=$CACHE/cross/src-patched-$key
	if [ ! -f "$dir/.ready" ]; then
		rm -rf "$CACHE"/cross/src-patched-* "$CACHE"/cross/*-patched
		cp -al "$src" "$dir" || return 1
		rm -f "$dir/.ready"
		for p in "${SB_PATCHES[@]}"; do
			echo "== patch $p" >>"$CACHE/logs/cross.log"
			patch -d "$dir" -p1 --forward --batch --fuzz=0 <"$SB_PATCHES_DIR/$p" \
				>>"$CACHE/logs/cross.log" 2>&1 || return 1
		done
		touch "$dir/.ready"
	fi
	echo "$dir"
}

# prepare_tree ARCH KIND SRC: configure and prepare an out-of-tree kernel build of SRC
# for ARCH in $CACHE/cross/ARCH-KIND (once per source and compiler), print its path;
# make's output goes to stderr.
prepare_tree() {
	local a=$1 kind=$2 src=$3 out key
	out=$CACHE/cross/$a-$kind
	cross_env "$a"
	key="$src gcc $CC_VER"
	if [ "$(cat "$out/.key" 2>/dev/null)" != "$key" ]; then
		rm -rf "$out"
		mkdir -p "$out"
		# defconfig has no device-mapper; integrity, inline encryption and md-linear
		# compile the code the module's probes and the series' patches touch
		{ make -C "$src" O="$out" "${MK[@]}" defconfig &&
			"$src/scripts/config" --file "$out/.config" -m BLK_DEV_DM \
				-e BLK_DEV_INTEGRITY -e BLK_INLINE_ENCRYPTION -e FTRACE \
				-e MD -m BLK_DEV_MD -m MD_LINEAR &&
			make -C "$src" O="$out" "${MK[@]}" olddefconfig &&
			make -C "$src" O="$out" "${MK[@]}" -j"$(nproc)" modules_prepare; } >&2 ||
			return 1
		echo "$key" >"$out/.key"
	fi
	echo "$out"
}

# module_build ARCH KIND SRC: the files the dm-biocap-dkms package ships, built as
# DKMS would (make module: the feature probes, then the module) at W=1.
module_build() {
	local a=$1 kind=$2 src=$3 name=$1-$2 log out mod bad syms
	log=$CACHE/logs/cross-$name.log
	: >"$log"
	# the tree's own build log apart: its warnings are not the module's
	if ! out=$(prepare_tree "$a" "$kind" "$src" 2>"$CACHE/logs/cross-prepare-$name.log"); then
		echo "FAIL cross/$name: the kernel tree did not configure or prepare (see $CACHE/logs/cross-prepare-$name.log)"
		return
	fi
	mod=$(mktemp -d)
	make -s -C "$REPO" dkms-source DKMS_SRC="$mod" >>"$log" 2>&1 || {
		echo "FAIL cross/$name: make dkms-source failed (see $log)"
		rm -rf "$mod"
		return
	}
	cross_env "$a"
	# modules_prepare leaves no Module.symvers: modpost warns of every kernel
	# symbol; the libgcc helpers are looked for in the object below instead
	# in the environment, so that the probes' own make sees them too
	if ! env "${MK[@]}" make -C "$mod" module KDIR="$out" W=1 KBUILD_MODPOST_WARN=1 >>"$log" 2>&1; then
		echo "FAIL cross/$name: the module did not build (see $log)"
	elif bad=$(grep -E '(warning|error):' "$log" | grep -v 'modpost: ' | head -n 1) && [ -n "$bad" ]; then
		echo "FAIL cross/$name: $bad (see $log)"
	elif ! syms=$("${CROSS_NM[@]}" -u "$mod/dm-biocap.ko" 2>>"$log"); then
		echo "FAIL cross/$name: nm cannot read the module (see $log)"
	elif bad=$(awk '$2 ~ /^__(u?(div|mod)di3|u?divmoddi4|aeabi_.*div.*)$/ {print $2}' <<<"$syms" | xargs) &&
		[ -n "$bad" ]; then
		echo "FAIL cross/$name: the module calls libgcc's $bad (a 64-bit division: use div_u64 or sector_div)"
	elif [ "$kind" = patched ] && ! grep -q '^#define HAVE_BDEV_DIO_MAX_BIO_SIZE 1' "$mod/dm-biocap/biocap_config.h"; then
		echo "FAIL cross/$name: the probes did not find the build cap of patches/ (see $log)"
	else
		echo "PASS cross/$name # $(file -b "$mod/dm-biocap.ko" | cut -d, -f1-2), W=1"
	fi
	rm -rf "$mod"
}

# series_i386 SRC: the directories the series touches, for i386 at W=1 (their objects
# are kept in the tree of cross/i386-patched: a warm run rebuilds nothing).
series_i386() {
	local src=$1 log=$CACHE/logs/cross-i386-series.log out dirs bad
	: >"$log"
	if ! out=$(prepare_tree i386 patched "$src" 2>"$CACHE/logs/cross-prepare-i386-series.log"); then
		echo "FAIL cross/i386-series: the kernel tree did not configure or prepare (see $CACHE/logs/cross-prepare-i386-series.log)"
		return
	fi
	dirs=$(for p in "${SB_PATCHES[@]}"; do
		sed -n 's|^+++ b/\(.*\)/[^/]*$|\1/|p' "$SB_PATCHES_DIR/$p"
	done | sort -u | grep -v '^include/' | xargs)
	if [ -z "$dirs" ]; then
		echo "FAIL cross/i386-series: the series changes no directory outside include/ (test bed)"
		return
	fi
	# their objects go, so that a warning is seen again on every run
	series_files | sed -n 's/\.c$/.o/p' | (cd "$out" && xargs -r rm -f)
	# W=1 reports the old warnings of a whole directory too: only lines about the
	# files the series changes count
	# shellcheck disable=SC2086 # one argument per directory
	if ! make -C "$src" O="$out" ARCH=i386 -j"$(nproc)" W=1 $dirs >>"$log" 2>&1; then
		echo "FAIL cross/i386-series: $dirs did not build (see $log)"
	elif bad=$(grep -E '(warning|error):' "$log" | grep -F -f <(series_files) | head -n 1) &&
		[ -n "$bad" ]; then
		echo "FAIL cross/i386-series: $bad (see $log)"
	else
		echo "PASS cross/i386-series # $dirs, W=1"
	fi
}

series_files() {
	local p
	for p in "${SB_PATCHES[@]}"; do
		sed -n 's|^+++ b/||p' "$SB_PATCHES_DIR/$p"
	done | sort -u
}

tool_i386() {
	local log=$CACHE/logs/cross-tool-i386.log f bad=
	: >"$log"
	# the 32-bit libc headers want the kernel's asm/ headers, which only
	# gcc-multilib links into their path: the amd64 ones serve i386 too
	for f in "$REPO"/userspace/*.c; do
		gcc -m32 -idirafter /usr/include/x86_64-linux-gnu -O2 -std=gnu11 -Wall -Wextra -Werror -I"$REPO/include" \
			-c "$f" -o /dev/null >>"$log" 2>&1 || bad="$bad $(basename "$f")"
	done
	if [ -n "$bad" ]; then
		echo "FAIL cross/tool-i386:$bad (see $log)"
	else
		echo "PASS cross/tool-i386 # every userspace/*.c, -Wall -Wextra -Werror"
	fi
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
