#!/bin/bash
# Bisectability of patches/: every prefix of the series (the bare 7.3 source, then
# 0001, then 0001-0002, ...) builds, adds no W=1 warning in the files its last patch
# touches, boots, and passes the guest cases that hold at that point of the series.
#   bash tests/vm/series-check.sh        (what `make check-series` runs)
# One kernel tree, $CACHE/series/linux (base.config, like the patched tag), walks the
# series one patch at a time (patch -p1 / patch -R), so each step rebuilds only what
# the patch touched, after a cold first build. The tree starts from the source (a copy
# of the patched tag's build would not help: tools/objtool is built with absolute
# paths, and a moved tree rebuilds everything) and walks up; a tree left at the whole
# series by an earlier run walks down.
# Prefix N is installed as KVER <upstream>-s<N> in $CACHE/series/s<N> and booted as
# kernel tag "series" (tests/vm/kernels/series.sh); its result lines read
# "PASS series-<N>/<case>".
# Cases per prefix (all must pass): lifecycle, data-integrity, polling, polled-eagain
# everywhere; stripe-poll-oops from 0001 on; intree-polled-eagain from 0004 (0002-0004
# fix it together: the dm-linear oops, then the dm-stripe hang); suspend-polled from
# 0007 (0005-0007); iopoll-punt from 0006; intree-suspend-nowait from 0005; md-nowait-rest
# from 0008; intree-nowait-split from 0009;
# intree-nowait-rest from 0010; integrity-cut from 0011; build-cap as a stock kernel up to 0013 (0012 and 0013
# change nothing it sees) and as a patched one from 0015 on (0014 builds block device
# bios to max_sectors, but ext4's only from 0015: the case cannot hold at 0014 either
# way); full-request from 0017; dm-bio-cache from 0018; bio-cache-softirq from 0019;
# dm-mixed-blocks from 0020.
# Which cases fail *before* their patch is shown by the stock kernels (docs/TESTING.md),
# not here.
# Env: BIOCAP_CACHE, BIOCAP_SELFBUILT_JOBS (make -j, default 2), BIOCAP_PATCHES_DIR,
# SERIES_PREFIXES (e.g. "0 1 9": only these prefixes, in the order the walk meets them).
set -euo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	# shellcheck source=tests/vm/kernels/patched.sh
	. "$VM_DIR/kernels/patched.sh"
	kernel_resolve >/dev/null # SB_SRC_VER, SB_UPSTREAM, SB_PATCHES (the series)
	kernel_prepare >&2

	SW=$CACHE/series
	T=$SW/linux
	N=${#SB_PATCHES[@]}
	JOBS=${BIOCAP_SELFBUILT_JOBS:-2}
	KMAKE=(nice -n 19 make -C "$T" LOCALVERSION=)
	OUT=$SW/results.log
	mkdir -p "$SW" "$CACHE/locks"
	# (not series.lock: that is run-guest.sh's lock of the kernel tag series)
	exec 8>"$CACHE/locks/series-check.lock"
	flock -n 8 || die "another series check is running"
	: >"$OUT"

	series_tree
	local order k
	if [ "$(cat "$SW/applied")" -eq "$N" ]; then
		order=$(seq "$N" -1 0)
	else
		order=$(seq 0 "$N")
	fi
	for k in $order; do
		if [ -n "${SERIES_PREFIXES:-}" ] && ! grep -qw "$k" <<<"$SERIES_PREFIXES"; then
			continue
		fi
		series_goto "$k"
		series_prefix "$k"
	done
	local pass fail
	pass=$(grep -c '^PASS ' "$OUT" || true)
	fail=$(grep -c '^FAIL ' "$OUT" || true)
	if [ "$fail" -gt 0 ]; then
		echo "failed:"
		grep '^FAIL ' "$OUT" | sed 's/^/  /'
	fi
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

# The series the tree was made for is snapshotted in $SW/patches; a changed series
# (or source version, or config fragment) starts over. Only the diffs count: a change
# to a commit message leaves every tree of the walk as it was.
series_tree() {
	local want have p
	want=$({
		echo "$SB_SRC_PKG $SB_SRC_VER"
		cat "${SB_FRAGMENTS[@]}"
		for p in "${SB_PATCHES[@]}"; do
			echo "== $p"
			sed -n '/^diff --git /,$p' "$SB_PATCHES_DIR/$p"
		done
	} | md5sum | cut -c1-8)
	have=$(cat "$SW/key" 2>/dev/null || true)
	if [ "$have" = "$want" ] && [ -f "$T/.config" ] && [ -f "$SW/applied" ]; then
		log "series: reusing $T ($(cat "$SW/applied") of $N patches applied)"
		return
	fi
	rm -rf "$T" "$SW"/patches "$SW"/s[0-9]* "$SW/applied" "$SW/key"
	mkdir -p "$SW/patches"
	for p in "${SB_PATCHES[@]}"; do
		cp "$SB_PATCHES_DIR/$p" "$SW/patches/"
	done
	log "series: extracting $SB_SRC_PKG $SB_SRC_VER"
	sb_extract "$T"
	sb_configure "$T" -s0
	echo 0 >"$SW/applied"
	echo "$want" >"$SW/key"
}

# The number (1-based) of the patch whose file name holds $1: the cases a prefix
# must pass follow the patches by name, not by a number a reordering would shift.
# A series without that patch (BIOCAP_PATCHES_DIR) never reaches it.
patch_index() {
	local i
	for i in "${!SB_PATCHES[@]}"; do
		case ${SB_PATCHES[$i]} in *"$1"*)
			echo $((i + 1))
			return
			;;
		esac
	done
	echo 9999
}

# The .c files patch number $1 (1-based) touches.
patch_c_files() {
	sed -n 's#^diff --git a/\([^ ]*\.c\) b/.*#\1#p' "$SW/patches/${SB_PATCHES[$(($1 - 1))]}"
}

# W=1 warnings of the objects of the given .c files in the tree as it is now, with
# line numbers dropped (a patch moves lines) and sorted, on stdout.
w1_warnings() {
	local f objs=()
	for f in "$@"; do
		objs+=("${f%.c}.o")
		touch "$T/$f"
	done
	"${KMAKE[@]}" W=1 "${objs[@]}" 2>&1 | grep -E 'warning:' |
		sed -E 's/:[0-9]+:[0-9]+:/:/' | sort || true
}

# Move the tree to prefix $1, one patch at a time; crossing patch i, the W=1
# warnings of the files it touches are compared on both sides.
series_goto() {
	local want=$1 cur p i files before after new
	cur=$(cat "$SW/applied")
	while [ "$cur" -ne "$want" ]; do
		if [ "$cur" -lt "$want" ]; then
			i=$((cur + 1))
		else
			i=$cur
		fi
		p=${SB_PATCHES[$((i - 1))]}
		mapfile -t files < <(patch_c_files "$i")
		before=$(w1_warnings "${files[@]}")
		if [ "$cur" -lt "$want" ]; then
			patch -d "$T" -p1 --forward --batch <"$SW/patches/$p" >>"$SW/patch.log" 2>&1 ||
				die "$p does not apply on top of prefix $cur (see $SW/patch.log)"
			cur=$i
		else
			patch -d "$T" -p1 -R --batch <"$SW/patches/$p" >>"$SW/patch.log" 2>&1 ||
				die "$p does not come off prefix $cur (see $SW/patch.log)"
			cur=$((i - 1))
		fi
		echo "$cur" >"$SW/applied"
		after=$(w1_warnings "${files[@]}")
		# warnings present with patch i and not without it
		if [ "$cur" -eq "$i" ]; then
			new=$(comm -13 <(echo "$before") <(echo "$after"))
		else
			new=$(comm -23 <(echo "$before") <(echo "$after"))
		fi
		if [ -n "$(echo "$new" | tr -d '[:space:]')" ]; then
			result "FAIL series-$i/w1: $p adds W=1 warnings: $(echo "$new" | head -n 3 | tr '\n' ' ')"
		else
			result "PASS series-$i/w1 # ${files[*]}: no new W=1 warning"
		fi
	done
}

result() {
	echo "$1" | tee -a "$OUT"
}

# Build, install and boot prefix $1.
series_prefix() {
	local k=$1 kver root tests patched=0 dm_fixed=0 t0=$SECONDS rc=0
	kver=$SB_UPSTREAM-s$k
	root=$SW/s$k
	sed -i -E "s/^CONFIG_LOCALVERSION=.*/CONFIG_LOCALVERSION=\"-s$k\"/" "$T/.config"
	"${KMAKE[@]}" -s olddefconfig >&2
	log "series: building prefix $k ($kver) with -j$JOBS"
	if ! "${KMAKE[@]}" -j"$JOBS" bzImage modules >"$SW/build-$k.log" 2>&1; then
		result "FAIL series-$k/build: $(grep -m 3 -E 'error' "$SW/build-$k.log" | tr '\n' ' ')(see $SW/build-$k.log)"
		return
	fi
	# (kernelrelease reads what the build wrote)
	[ "$("${KMAKE[@]}" -s kernelrelease)" = "$kver" ] || die "kernelrelease is not $kver"
	rm -rf "$root"
	mkdir -p "$root/boot"
	"${KMAKE[@]}" -s INSTALL_MOD_PATH="$root" modules_install >>"$SW/build-$k.log" 2>&1
	rm -f "$root/lib/modules/$kver/build" "$root/lib/modules/$kver/source"
	run_depmod "$root" "$kver"
	cp "$T/arch/x86/boot/bzImage" "$root/boot/vmlinuz-$kver"
	result "PASS series-$k/build # $kver, $((SECONDS - t0)) s"

	tests=lifecycle,data-integrity,polling,polled-eagain
	[ "$k" -ge 1 ] && tests=$tests,stripe-poll-oops
	if [ "$k" -lt "$(patch_index block-build-block-device-O_DIRECT)" ]; then
		tests=$tests,build-cap
	elif [ "$k" -ge "$(patch_index iomap-build-direct-I-O-bios)" ]; then
		tests=$tests,build-cap
		patched=1
	fi
	[ "$k" -ge "$(patch_index dm-resubmit-a-requeued-bio)" ] && tests=$tests,intree-polled-eagain
	[ "$k" -ge "$(patch_index io_uring-let-io-wq-add)" ] && tests=$tests,iopoll-punt
	if [ "$k" -ge "$(patch_index dm-don-t-let-a-suspend-defer)" ]; then
		tests=$tests,suspend-polled
		dm_fixed=1
	fi
	[ "$k" -ge "$(patch_index dm-don-t-fail-the-rest)" ] && tests=$tests,intree-suspend-nowait
	[ "$k" -ge "$(patch_index md-md-linear-don-t-split)" ] && tests=$tests,md-nowait-rest
	[ "$k" -ge "$(patch_index dm-don-t-split-a-REQ_NOWAIT)" ] && tests=$tests,intree-nowait-split
	[ "$k" -ge "$(patch_index dm-wait-for-memory)" ] && tests=$tests,intree-nowait-rest
	[ "$k" -ge "$(patch_index dm-trim-the-integrity)" ] && tests=$tests,integrity-cut
	[ "$k" -ge "$(patch_index block-don-t-hold-a-request)" ] && tests=$tests,full-request
	[ "$k" -ge "$(patch_index dm-use-the-per-cpu-bio-cache)" ] && tests=$tests,dm-bio-cache
	[ "$k" -ge "$(patch_index block-return-bios-freed-in-softirq)" ] && tests=$tests,bio-cache-softirq
	[ "$k" -ge "$(patch_index dm-table-refuse-a-table-whose-largest)" ] && tests=$tests,dm-mixed-blocks
	rm -rf "$CACHE/build/$kver" # the module is built against the tree as it is now
	BIOCAP_SERIES_ROOT=$root BIOCAP_SERIES_KVER=$kver BIOCAP_SERIES_PATCHED=$patched \
		BIOCAP_SERIES_DM_FIXED=$dm_fixed \
		TESTS=$tests bash "$VM_DIR/run-guest.sh" check series >"$SW/guest-$k.out" || rc=$?
	sed 's#^\(PASS\|FAIL\) series/#\1 series-'"$k"'/#' "$SW/guest-$k.out" | grep -E '^(PASS|FAIL) ' |
		tee -a "$OUT"
	if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$SW/guest-$k.out"; then
		result "FAIL series-$k/guest: run-guest.sh exited $rc without a FAIL line"
	fi
	# the console of each prefix is kept (the next run of the tag clears its log dir)
	cp "$CACHE/logs/series/console.log" "$SW/console-$k.log" 2>/dev/null || true
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
