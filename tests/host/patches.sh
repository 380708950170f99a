#!/bin/bash
# Host checks of a kernel patch series (see patches/README.md) against the source the
# test bed builds it on: `patches.sh` the series of patches/series on Debian's
# linux-source-7.3 (tests/vm/selfbuilt.sh), `patches.sh 6.12` its stable backport
# patches/6.12/ on trixie's linux-source-6.12 (tests/vm/kernels/patched-6.12.sh; the
# test names then read host/patches-6.12-apply and host/patches-6.12-checkpatch):
#   host/patches-apply       every patch applies in series order, with no fuzz, to a
#                            scratch copy of the files it touches
#   host/patches-checkpatch  scripts/checkpatch.pl --strict of that source reports no
#                            ERROR, WARNING or CHECK on any patch (UNKNOWN_COMMIT_ID is
#                            ignored: the source has no git history to look a Fixes:
#                            commit up in)
# Prints PASS/FAIL lines; details go to $CACHE/logs/patches.log. The source is extracted
# once per package version into $CACHE/src/ (about 1.5 GB).
# Env: BIOCAP_PATCHES_DIR (another series), BIOCAP_CACHE.
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	# shellcheck source=tests/vm/selfbuilt.sh
	. "$VM_DIR/selfbuilt.sh"
	NAME=patches
	case ${1:-} in
	'') ;;
	6.12)
		NAME=patches-6.12
		SB_SUITE=trixie
		SB_SRC_PKG=linux-source-6.12
		SB_PATCHES_DIR=${BIOCAP_PATCHES_DIR:-$SRC_TREE/patches/6.12}
		;;
	*) die "usage: patches.sh [6.12]" ;;
	esac
	LOG=$CACHE/logs/$NAME.log
	mkdir -p "$CACHE/logs"
	: >"$LOG"
	local src
	# the steps exit through die on failure: run them in subshells
	if ! (sb_read_series "$SB_PATCHES_DIR") >>"$LOG" 2>&1; then
		fail_both "the series in $SB_PATCHES_DIR: $(tail -n 1 "$LOG")"
		return
	fi
	sb_read_series "$SB_PATCHES_DIR"
	if ! (sb_resolve_source) >>"$LOG" 2>&1; then
		fail_both "cannot resolve $SB_SRC_PKG: $(tail -n 1 "$LOG")"
		return
	fi
	sb_resolve_source 2>>"$LOG"
	if ! src=$(pristine_source 2>>"$LOG"); then
		fail_both "no kernel source to check against: $(tail -n 1 "$LOG")"
		return
	fi
	check_apply "$src"
	check_checkpatch "$src"
}

fail_both() {
	echo "FAIL host/$NAME-apply: $* (see $LOG)"
	echo "FAIL host/$NAME-checkpatch: $* (see $LOG)"
}

# Prints the directory of the extracted, unpatched source (cached per version).
pristine_source() {
	kernel_source_tree "$SB_SUITE" "$SB_SRC_PKG" "$SB_SRC_VER"
}

# The files the series touches that exist in the source (new files have none).
touched_files() {
	local src=$1 p f
	for p in "${SB_PATCHES[@]}"; do
		sed -n -e 's|^--- a/||p' -e 's|^+++ b/||p' -e 's|^rename from ||p' "$SB_PATCHES_DIR/$p"
	done | sed 's/\t.*//' | sort -u | while read -r f; do
		[ -f "$src/$f" ] && echo "$f"
	done
}

check_apply() {
	local src=$1 scratch p why=
	scratch=$(mktemp -d)
	touched_files "$src" | (cd "$src" && xargs -r cp --parents -t "$scratch")
	for p in "${SB_PATCHES[@]}"; do
		echo "== patch -p1 --forward --batch --fuzz=0 < $p" >>"$LOG"
		if ! patch -d "$scratch" -p1 --forward --batch --fuzz=0 <"$SB_PATCHES_DIR/$p" >>"$LOG" 2>&1; then
			why="$p does not apply to $SB_SRC_PKG $SB_SRC_VER (or only with fuzz)"
			break
		fi
	done
	rm -rf "$scratch"
	if [ -n "$why" ]; then
		echo "FAIL host/$NAME-apply: $why (see $LOG)"
	else
		echo "PASS host/$NAME-apply"
	fi
}

check_checkpatch() {
	local src=$1 p out total bad=''
	for p in "${SB_PATCHES[@]}"; do
		echo "== scripts/checkpatch.pl --strict $p" >>"$LOG"
		# from the root of the source (no .git there: nothing to look commits up in)
		out=$(cd "$src" && perl scripts/checkpatch.pl --strict --show-types \
			--ignore UNKNOWN_COMMIT_ID "$SB_PATCHES_DIR/$p" 2>&1)
		echo "$out" >>"$LOG"
		total=$(grep -E '^total: ' <<<"$out" | tail -n 1)
		if ! [[ $total =~ ^total:\ 0\ errors,\ 0\ warnings,\ (0\ checks,\ )?[0-9]+\ lines ]]; then
			bad="$bad ${p%%-*}: $(grep -E '^(ERROR|WARNING|CHECK):' <<<"$out" | head -n 1) (${total:-no total line: checkpatch did not run?});"
		fi
	done
	if [ -n "$bad" ]; then
		echo "FAIL host/$NAME-checkpatch:${bad%;} (see $LOG)"
	else
		echo "PASS host/$NAME-checkpatch"
	fi
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
