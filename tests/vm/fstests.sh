#!/bin/bash
# make check-fstests: fstests (xfstests) on biocap and on dm-linear, in the test bed's
# guests. Usage: FSTESTS=DIR tests/vm/fstests.sh
# tests/vm/fstests.sh --summary prints the table of the last runs of KERNELS again.
#
# fstests is not packaged by Debian, so the caller gives a tree of it or a git dir
# (FSTESTS=DIR: a clone, a bare repository, or an unpacked tree; a git dir's HEAD is
# used). Nothing of fstests goes into this repository. The host side, everything
# cached under $CACHE/fstests:
#   root-trixie/   a debootstrap chroot of trixie with fstests' build and run
#                  dependencies (tests/vm/suite-chroot.sh), fstests built in it
#                  under /var/lib/xfstests (rebuilt when the source changes)
#   root-<key>.img that chroot as an ext4 image (mkfs.ext4 -d), labelled
#                  biocap-fstests; each run boots with a fresh copy, run-<tag>.img
#   xfs-<kver>/    xfs.ko built for a self-built kernel, whose config has no XFS
#                  (its fs/xfs as an external module, against the built tree)
#   results-<tag>.txt  the result lines of the last run of that kernel
# then one guest per kernel (tests/vm/run-guest.sh fstests TAG): the image is namespace
# 2 of the emulated NVMe disk, TEST_DEV and SCRATCH_DEV are dm devices over the two
# halves of namespace 1 (tests/guest/fstests.sh says which).
#
# Prints a result line per kernel, file system, configuration and test, then a table
# of passed/failed/not run, then every test that fails on biocap and passes on
# dm-linear: each is a biocap bug until shown otherwise. Exit status 1 on such a
# difference, on a broken run (crash, hang, set-up failure) and on a kernel report;
# 2 without FSTESTS. A test that fails on dm-linear as well is the kernel's or
# fstests' own and is only listed.
# Env: FSTESTS (required), KERNELS (default 7.3,patched), FSTESTS_TESTS (the list,
# default FSTESTS_LIST below), FSTESTS_FS (default "ext4 xfs"), FSTESTS_CONFIGS
# (default "linear cut auto"), BIOCAP_CACHE.
set -euo pipefail

# Direct I/O, AIO, fsx and fsstress, each a few seconds to a minute under TCG (seconds
# on 7.3, ext4 over dm-linear, fstests' own timing, fsck included):
#   generic/091 (50) generic/263 (31)  fsx with O_DIRECT mixed with buffered and mmap I/O
#   generic/198 (7) generic/207 (10) generic/210 (7) generic/240 (6) generic/252 (18)
#                                      AIO direct I/O: sparse files, extending writes,
#                                      writes into holes, subblock writes
#   generic/465 (34)                   direct reads racing appending direct writes
#   generic/070 (19)                   fsstress, with extended attributes
# Left out as too slow for the matrix: generic/013 (fsstress, 84 s), generic/130
# (xfs_io patterns, 86 s), generic/211 (25 s), generic/239 (AIO direct writes filling
# holes, 37 s; FSTESTS_TESTS= runs any of them).
FSTESTS_LIST='generic/070 generic/091 generic/198 generic/207 generic/210 generic/240
generic/252 generic/263 generic/465'

NO_TREE_MSG='make check-fstests needs an fstests tree: fstests (xfstests) is not packaged by Debian.
Get it with
    git clone https://git.kernel.org/pub/scm/fs/xfs/xfstests-dev.git
and run
    make check-fstests FSTESTS=/path/to/xfstests-dev [KERNELS=7.3,patched]
FSTESTS may be a work tree, a bare git dir (its HEAD is used) or an unpacked tree.'

# Runtime and build dependencies of fstests in the root (its README's list, plus what
# the guest runs: dmsetup, kmod, procps).
ROOT_PACKAGES=(xfslibs-dev uuid-dev libtool-bin e2fsprogs automake gcc libuuid1 quota attr
	libattr1-dev make libacl1-dev libaio-dev xfsprogs libgdbm-dev gawk fio dbench uuid-runtime
	python3 sqlite3 liburing-dev libcap-dev bc psmisc acl bash perl dmsetup kmod procps
	util-linux coreutils file hostname sed grep findutils xz-utils libc6-dev pkg-config)
ROOT_SUITE=trixie

main() {
	if [ "${1:-}" = --summary ]; then
		# the table of the last runs of KERNELS again, from their result files
		# shellcheck source=tests/vm/lib.sh
		. "$(dirname "$0")/lib.sh"
		FDIR=$CACHE/fstests
		# shellcheck disable=SC2046 # one tag a word
		summary $(expand_kernels "${KERNELS:-7.3,patched}")
		return
	fi
	if [ -z "${FSTESTS:-}" ]; then
		echo "$NO_TREE_MSG" >&2
		exit 2
	fi
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	[ -d "$FSTESTS" ] || { echo "FSTESTS=$FSTESTS is not a directory" >&2; echo "$NO_TREE_MSG" >&2; exit 2; }
	FSTESTS=$(cd "$FSTESTS" && pwd)
	local kernels tag t0=$SECONDS rc=0
	kernels=$(expand_kernels "${KERNELS:-7.3,patched}")
	export FSTESTS_TESTS=${FSTESTS_TESTS:-$(tr '\n' ' ' <<<"$FSTESTS_LIST")}
	export FSTESTS_FS=${FSTESTS_FS:-ext4 xfs} FSTESTS_CONFIGS=${FSTESTS_CONFIGS:-linear cut auto}
	FDIR=$CACHE/fstests
	mkdir -p "$FDIR"
	prepare_root
	for tag in $kernels; do
		run_kernel "$tag" || rc=1
	done
	# shellcheck disable=SC2086 # one tag a word
	summary $kernels || rc=1
	log "fstests: $((SECONDS - t0)) s in all"
	return $rc
}

# The source as a stream of tar (git dir: HEAD; tree: its files without .git) and
# a key that names it (commit, or a hash of the tree's file list and contents).
src_key() {
	if git --git-dir="$FSTESTS" rev-parse --verify -q HEAD >/dev/null 2>&1; then
		git --git-dir="$FSTESTS" rev-parse HEAD | cut -c1-12
	elif git -C "$FSTESTS" rev-parse --verify -q HEAD >/dev/null 2>&1 && [ -z "$(git -C "$FSTESTS" status --porcelain 2>/dev/null)" ]; then
		git -C "$FSTESTS" rev-parse HEAD | cut -c1-12
	else
		(cd "$FSTESTS" && find . -path ./.git -prune -o -type f -print0 | sort -z | xargs -0 md5sum) |
			md5sum | cut -c1-12
	fi
}

src_tar() {
	if git --git-dir="$FSTESTS" rev-parse --verify -q HEAD >/dev/null 2>&1; then
		git --git-dir="$FSTESTS" archive HEAD
	elif git -C "$FSTESTS" rev-parse --verify -q HEAD >/dev/null 2>&1 && [ -z "$(git -C "$FSTESTS" status --porcelain 2>/dev/null)" ]; then
		git -C "$FSTESTS" archive HEAD
	else
		tar -C "$FSTESTS" --exclude=./.git -c .
	fi
}

# The root chroot with fstests built in it, and its image (ROOT_IMG).
prepare_root() {
	local key root stamp
	key=$(src_key)
	root=$FDIR/root-$ROOT_SUITE
	[ -f "$FSTESTS/check" ] || git --git-dir="$FSTESTS" cat-file -e HEAD:check 2>/dev/null ||
		git -C "$FSTESTS" cat-file -e HEAD:check 2>/dev/null ||
		die "FSTESTS=$FSTESTS has no fstests 'check' script"
	log "fstests: source $FSTESTS (key $key)"
	BIOCAP_CHROOT_TRIXIE=$root suite_chroot_ensure "$ROOT_SUITE" "${ROOT_PACKAGES[@]}" ||
		die "cannot make the fstests root $root"
	stamp=$root/var/lib/xfstests/.biocap-key
	if [ "$(cat "$stamp" 2>/dev/null)" != "$key" ]; then
		log "fstests: building it in $root (a few minutes, once per source)"
		rm -rf "$root/var/lib/xfstests"
		mkdir -p "$root/var/lib/xfstests"
		src_tar | tar -x -C "$root/var/lib/xfstests"
		chroot_exec "$root" '' /bin/sh -c 'cd /var/lib/xfstests && make -j2' >"$FDIR/build.log" 2>&1 ||
			{ tail -n 30 "$FDIR/build.log" >&2; die "fstests did not build (see $FDIR/build.log)"; }
		# the users some tests switch to (those tests are not run otherwise)
		for u in fsgqa fsgqa2 123456-fsgqa; do
			chroot "$root" id "$u" >/dev/null 2>&1 || chroot "$root" useradd -m "$u"
		done
		echo "$key" >"$stamp"
	fi
	ROOT_IMG=$FDIR/root-$key.img
	if [ ! -f "$ROOT_IMG" ] || [ "$stamp" -nt "$ROOT_IMG" ]; then
		log "fstests: packing $root into $ROOT_IMG"
		rm -f "$FDIR"/root-*.img
		chroot_image "$root" "$ROOT_IMG" biocap-fstests || die "cannot pack $root into $ROOT_IMG"
	fi
}

run_kernel() {
	local tag=$1 ko img out rc=0
	out=$FDIR/results-$tag.txt
	: >"$out"
	ko=$(xfs_module "$tag" "$FDIR" 2>>"$FDIR/prepare-$tag.log") || {
		echo "FAIL $tag/fstests/prepare: no xfs module (see $FDIR/prepare-$tag.log)" | tee "$out"
		return 1
	}
	img=$FDIR/run-$tag.img
	cp --sparse=always "$ROOT_IMG" "$img"
	log "$tag: fstests, $(wc -w <<<"$FSTESTS_TESTS") tests x ($FSTESTS_FS) x ($FSTESTS_CONFIGS)"
	BIOCAP_FSTESTS_ROOT=$img GUEST_EXTRA_MODULES='kernel/fs/xfs/' GUEST_EXTRA_KO=$ko \
		BIOCAP_CASE_TIMEOUT=${BIOCAP_CASE_TIMEOUT:-900} BIOCAP_GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-7200} \
		TESTS='' bash "$VM_DIR/run-guest.sh" fstests "$tag" | tee "$out" || rc=$?
	# the TIME lines: how long each configuration took in the guest
	tr -d '\r' <"$CACHE/logs/$tag/results.log" 2>/dev/null | grep '^TIME ' >>"$out" || true
	return $rc
}

# summary TAG...: the table, and the tests that fail on biocap but pass on dm-linear.
summary() {
	local tag f diffs rc=0
	echo
	printf '%-10s %-5s %-7s %6s %6s %7s %6s\n' kernel fs config passed failed notrun time
	for tag in "$@"; do
		f=$FDIR/results-$tag.txt
		awk -v tag="$tag" '
			/^(PASS|FAIL|SKIP) / {
				name = $2; sub(/:$/, "", name); split(name, p, "/")
				if (p[2] != "fstests" || p[5] == "" || p[5] ~ /^(setup|remove)/) next
				k = p[3] " " p[4]
				if (!(k in seen)) { seen[k] = 1; order[++n] = k }
				c[k, $1]++
			}
			/^TIME / { split($2, p, "/"); t[p[3] " " p[4]] = $3; if (!((p[3] " " p[4]) in seen)) { seen[p[3] " " p[4]] = 1; order[++n] = p[3] " " p[4] } }
			END {
				for (i = 1; i <= n; i++) {
					split(order[i], q, " ")
					printf "%-10s %-5s %-7s %6d %6d %7d %6s\n", tag, q[1], q[2], c[order[i], "PASS"], c[order[i], "FAIL"], c[order[i], "SKIP"], t[order[i]]
				}
			}' "$f"
	done
	echo
	diffs=$(for tag in "$@"; do
		awk '/^(PASS|FAIL|SKIP) / { name = $2; sub(/:$/, "", name); split(name, p, "/"); if (p[2] != "fstests" || p[5] == "") next
			t = p[5] "/" p[6]; st[p[1] "/" p[3] "/" p[4] "/" t] = $1 }
			END { for (k in st) { split(k, p, "/"); if (p[3] == "linear" || st[k] != "FAIL") continue
				b = p[1] "/" p[2] "/linear/" p[4] "/" p[5]
				if (st[b] == "PASS") print k } }' "$FDIR/results-$tag.txt"
	done | sort)
	if [ -n "$diffs" ]; then
		rc=1
		echo "fails on biocap, passes on dm-linear (a biocap bug until shown otherwise):"
		while read -r d; do echo "  $d"; done <<<"$diffs"
	else
		echo "no test fails on biocap that passes on dm-linear"
	fi
	return $rc
}

main "$@"; exit
