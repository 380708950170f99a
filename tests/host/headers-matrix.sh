#!/bin/bash
# Compile-only matrix (make check-headers): dm-biocap builds with no warning at W=1
# against every amd64 kernel headers package Debian offers, each in the chroot of
# its suite, as that suite's DKMS would build it. Kernels a user can install are
# kernels the module must build for.
#
# The suites are asked, not listed here: in each chroot (tests/vm/suite-chroot.sh;
# a stable suite's chroot lists the suite, its -updates, -security and -backports)
# apt-cache names the linux-headers-<ABI>-<flavour> packages it can install, and for
# each suite, kernel series (X.Y) and flavour (amd64, cloud-amd64, rt-amd64, ...) the
# newest ABI is built. A package counts for <suite>-backports when it is only
# there (bookworm-backports' 6.12 in the bookworm chroot, trixie-backports' 7.x in
# the trixie chroot), else for the suite (its -security and -updates included).
#
# Each build: the files the dm-biocap-dkms package ships (make dkms-source), then,
# in the chroot, nice make module KDIR=/usr/src/linux-headers-<ABI> W=1 (the feature
# probes first); any "warning:" or "error:" line of that log fails the kernel. One
# build at a time. Prints one PASS/FAIL headers/<ABI> line per kernel and, last, the
# list covered; exit status 0 (FAIL lines count, as in tests/check.sh).
#
# The chroots keep this job's headers as the set of owner "headers-matrix"
# (suite_chroot_keep): the headers of a kernel no longer in the list are purged, so
# the chroots do not grow without bound, and the guest tags that share a chroot
# (6.12, 7.3) keep theirs.
#
# Env: BIOCAP_HEADERS_SUITES (chroots to ask, default "bookworm trixie sid"),
#      BIOCAP_HEADERS_ONLY (an extended regex: build only the ABIs it matches; the
#      set the job keeps then only grows),
#      BIOCAP_CACHE; logs in $CACHE/headers/<ABI>.log.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=tests/vm/lib.sh
. "$here/../vm/lib.sh"
# shellcheck source=tests/vm/suite-chroot.sh
. "$here/../vm/suite-chroot.sh"

SUITES=${BIOCAP_HEADERS_SUITES:-bookworm trixie sid}
ONLY=${BIOCAP_HEADERS_ONLY:-}
OWNER=headers-matrix
WORK=$CACHE/headers
# linux-headers-<ABI>-<flavour>: ABI 6.1.0-57, 6.12.117+deb13, 7.3.4+deb13 ...
HEADERS_RE='^linux-headers-(([0-9]+\.[0-9]+)\.[0-9]+(-[0-9]+|\+[a-z0-9.]+))-(([a-z]+-)?amd64)$'

result() { echo "$*"; }

# The packages the chroot of SUITE offers, newest per suite, series and flavour:
# lines "LABEL PACKAGE VERSION", LABEL the suite or <suite>-backports.
discover() {
	local chroot=$1 root names
	root=$(suite_chroot_dir "$chroot")
	names=$(chroot "$root" apt-cache pkgnames linux-headers- | grep -E "$HEADERS_RE" | sort -u || true)
	[ -n "$names" ] || return 0
	# madison: "PKG | VERSION | URI SUITE/main amd64 Packages", one line per
	# version and archive (the dpkg status of the chroot is not an archive)
	# shellcheck disable=SC2086 # one word per package
	chroot "$root" apt-cache madison $names |
		awk -F' [|] ' '{ split($3, a, " "); split(a[2], b, "/"); s = b[1];
			sub(/-(security|updates)$/, "", s); print $1, $2, s }' |
		awk -v base="$chroot" '
			# a package counts for the suite when the suite itself has it
			!($1 in label) || $3 == base { label[$1] = $3 }
			!($1 in ver) || $3 == base { ver[$1] = $2 }
			END { for (p in label) print label[p], p, ver[p] }' |
		while read -r label pkg ver; do
			[[ $pkg =~ $HEADERS_RE ]] || continue
			# key: label, series, flavour; sorted so the newest ABI comes last
			echo "$label ${BASH_REMATCH[2]} ${BASH_REMATCH[4]} ${BASH_REMATCH[1]} $pkg $ver"
		done | sort -k1,1 -k2,2V -k3,3 -k4,4V |
		awk '{ key = $1 " " $2 " " $3; last[key] = $1 " " $5 " " $6 }
			END { for (k in last) print last[k] }' | sort -k1,1 -k2,2V
}

# The compiler of a kernel's build, as its headers record it: gcc-14 etc.
kernel_cc() {
	local cc
	cc=$(sed -n 's/^CONFIG_CC_VERSION_TEXT="\([^ ]*\).*/\1/p' "$1/.config" 2>/dev/null)
	cc=${cc##*-linux-gnu-}
	echo "${cc:-unknown compiler}"
}

# build CHROOT LABEL KVER: one kernel's result line.
build_one() {
	local chroot=$1 label=$2 kver=$3 root dir log lines cc t0=$SECONDS
	root=$(suite_chroot_dir "$chroot")
	dir=$WORK/build/$kver
	log=$WORK/$kver.log
	rm -rf "$dir"
	cp -a "$WORK/src" "$dir"
	cc=$(kernel_cc "$root/usr/src/linux-headers-$kver")
	if ! suite_chroot_run "$chroot" "$dir" nice -n 19 make module KDIR="/usr/src/linux-headers-$kver" W=1 \
		>"$log" 2>&1; then
		lines=$(grep -Ei 'warning:|error' "$log" | head -n 3 | tr '\n' ' ' || true)
		result "FAIL headers/$kver # $label, $cc: the build failed: ${lines:-see $log}"
	elif lines=$(grep -Ei 'warning:|error:' "$log"); then
		result "FAIL headers/$kver # $label, $cc, W=1: $(echo "$lines" | head -n 3 | tr '\n' ' ')(see $log)"
	elif [ ! -f "$dir/dm-biocap.ko" ]; then
		result "FAIL headers/$kver # $label, $cc: no dm-biocap.ko after the build (see $log)"
	else
		result "PASS headers/$kver # $label, $cc, W=1, no warning ($((SECONDS - t0)) s)"
	fi
	rm -rf "$dir"
}

main() {
	local chroot label pkg ver kver list lockfd t0=$SECONDS n=0 failed=0 covered=()
	local -a pkgs stubs want
	mkdir -p "$WORK/build"
	# one run at a time: the runs share $WORK
	exec {lockfd}>"$WORK/.lock"
	flock "$lockfd"
	# the module source as dm-biocap-dkms ships it
	rm -rf "$WORK/src"
	make -s -C "$REPO" dkms-source DKMS_SRC="$WORK/src" >&2
	for chroot in $SUITES; do
		log "headers: $chroot chroot: apt-get update"
		if ! suite_chroot_update "$chroot" >"$WORK/$chroot-update.log" 2>&1; then
			result "FAIL headers/$chroot: the chroot or its apt lists could not be made (see $WORK/$chroot-update.log)"
			continue
		fi
		list=$(discover "$chroot")
		if [ -n "$ONLY" ]; then
			list=$(awk -v re="$ONLY" '{ k = $2; sub(/^linux-headers-/, "", k) } k ~ re' <<<"$list")
		fi
		if [ -z "$list" ]; then
			log "headers: $chroot offers no linux-headers package${ONLY:+ matching $ONLY}"
			continue
		fi
		log "headers: $chroot: $(awk '{print $2}' <<<"$list" | tr '\n' ' ')"
		pkgs=() stubs=() want=()
		: >"$WORK/$chroot-install.log"
		while read -r label pkg ver; do
			kver=${pkg#linux-headers-}
			pkgs+=("$pkg")
			want+=("$pkg")
			# 6.12's headers depend on their kernel image; a stub provides it
			if chroot "$(suite_chroot_dir "$chroot")" apt-cache show --no-all-versions "$pkg" |
				grep '^Depends:' | grep -q "linux-image-$kver-unsigned (= $ver)"; then
				stubs+=("$kver $ver")
				want+=("biocap-image-stub-$kver")
			fi
		done <<<"$list"
		local s stubbed=1
		for s in "${stubs[@]}"; do
			# shellcheck disable=SC2086 # "KVER VERSION"
			set -- $s
			suite_chroot_stub "$chroot" "biocap-image-stub-$1" "linux-image-$1-unsigned (= $2)" \
				>>"$WORK/$chroot-install.log" 2>&1 || stubbed=
		done
		# without its stub, apt would install the kernel image itself
		if [ -z "$stubbed" ]; then
			result "FAIL headers/$chroot: could not install the stubs of its kernel images (see $WORK/$chroot-install.log)"
			continue
		fi
		# perl: kernel-doc, which W=1 runs on 6.x
		if ! suite_chroot_ensure "$chroot" perl "${pkgs[@]}" >>"$WORK/$chroot-install.log" 2>&1; then
			result "FAIL headers/$chroot: apt-get install of its headers failed (see $WORK/$chroot-install.log)"
			continue
		fi
		# this job's previous headers that are no longer in the list go (with
		# BIOCAP_HEADERS_ONLY the list is partial: the set only grows)
		if [ -n "$ONLY" ] && [ -f "$(suite_chroot_dir "$chroot").keep/$OWNER" ]; then
			mapfile -t -O ${#want[@]} want <"$(suite_chroot_dir "$chroot").keep/$OWNER"
		fi
		mapfile -t want < <(printf '%s\n' "${want[@]}" | sort -u)
		suite_chroot_keep "$chroot" "$OWNER" "${want[@]}" >>"$WORK/$chroot-install.log" 2>&1
		while read -r label pkg ver; do
			kver=${pkg#linux-headers-}
			build_one "$chroot" "$label" "$kver" | tee "$WORK/result.line"
			grep -q '^FAIL' "$WORK/result.line" && failed=$((failed + 1))
			n=$((n + 1))
			covered+=("$kver ($label)")
		done <<<"$list"
	done
	rm -f "$WORK/result.line"
	log "headers: $n kernels in $((SECONDS - t0)) s"
	echo "# headers covered ($n, $failed failed): $(printf '%s, ' "${covered[@]}" | sed 's/, $//')"
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
