# shellcheck shell=bash
# shellcheck disable=SC2034 # TOOL_BIN, *_BIN, MODULE_*, MODEL_* are used by initramfs.sh
# Host-side builds (sourced by run-guest.sh after lib.sh and the kernel script).

# biocapctl is built once on the host; the guest gets the binary and its libraries.
# Sets TOOL_BIN (empty while userspace/ has no Makefile yet).
build_tool() {
	TOOL_BIN=
	[ -f "$SRC_TREE/userspace/Makefile" ] || return 0
	make -C "$SRC_TREE/userspace"
	TOOL_BIN=$SRC_TREE/userspace/biocapctl
	[ -x "$TOOL_BIN" ] || { echo "make -C userspace did not produce $TOOL_BIN"; return 1; }
}

# The guest cases' own programs, static so the guest needs no library for them:
# dmfuzz (tests/guest/dmfuzz.c), the ioctl driver of the fuzz case, and fscrypt-key
# (tests/guest/fscrypt-key.c), the key and policy of 99-inline-crypt, iopoll-punt
# (tests/guest/iopoll-punt.c), the io_uring ring of 87-iopoll-punt, pi-rw
# (tests/guest/pi-rw.c), the writes and reads with their own PI of 25-integrity-pi and
# 86-integrity-cut, and profread (tests/bench/insnprof/profread.c), the reads of the bench
# part prof. Sets FUZZ_BIN, FSCRYPT_BIN, IOPOLL_PUNT_BIN, PI_RW_BIN and PROFREAD_BIN.
build_guest_helpers() {
	FUZZ_BIN=$CACHE/build/dmfuzz
	FSCRYPT_BIN=$CACHE/build/fscrypt-key
	IOPOLL_PUNT_BIN=$CACHE/build/iopoll-punt
	PI_RW_BIN=$CACHE/build/pi-rw
	PROFREAD_BIN=$CACHE/build/profread
	mkdir -p "$CACHE/build"
	gcc -O2 -Wall -Wextra -Wno-format-truncation -static \
		-o "$FUZZ_BIN" "$SRC_TREE/tests/guest/dmfuzz.c" &&
		gcc -O2 -Wall -Wextra -static \
			-o "$FSCRYPT_BIN" "$SRC_TREE/tests/guest/fscrypt-key.c" &&
		gcc -O2 -Wall -Wextra -static \
			-o "$IOPOLL_PUNT_BIN" "$SRC_TREE/tests/guest/iopoll-punt.c" &&
		gcc -O2 -Wall -Wextra -static \
			-o "$PI_RW_BIN" "$SRC_TREE/tests/guest/pi-rw.c" &&
		gcc -O2 -Wall -Wextra -static \
			-o "$PROFREAD_BIN" "$SRC_TREE/tests/bench/insnprof/profread.c"
}

# kernel_build_module DIR [MAKE-ARGS...]: build DIR/dm-biocap.ko against the
# kernel script's KDIR on the host or, for a kernel whose headers need another
# build environment (6.12, 7.3: the trixie chroot), against KDIR_CHROOT inside
# KERNEL_CHROOT, with DIR bind-mounted at /build (tests/vm/suite-chroot.sh).
kernel_build_module() {
	local dir=$1
	shift
	if [ -n "${KERNEL_CHROOT:-}" ]; then
		suite_chroot_run "$KERNEL_CHROOT" "$dir" make module KDIR="$KDIR_CHROOT" "$@"
	else
		make -C "$dir" module KDIR="$KDIR" "$@"
	fi
}

# Copy the source tree (tracked and new unignored files, as in the working tree) to
# $CACHE/build/<kernel version>/ and build dm-biocap.ko there for this kernel. The copy
# keeps mtimes, so make only rebuilds what changed; the module's own objects are
# always recompiled, with W=1, so that every run sees the compiler's warnings
# (MODULE_WARNINGS: the warning lines of that build, empty when clean).
# BIOCAP_SRC builds another tree. Sets MODULE_KO, MODULE_CONFIG_H, MODULE_WARNINGS.
build_module() {
	local src=$SRC_TREE dir=$CACHE/build/$KVER
	mkdir -p "$dir"
	(cd "$src" && git ls-files -z -co --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done) >"$dir/.srclist.new"
	# Source files gone since the last copy go from the build dir too (a stale
	# probe or Kbuild would change the build); build outputs stay.
	if [ -f "$dir/.srclist" ]; then
		sort -z "$dir/.srclist" | comm -z -23 - <(sort -z "$dir/.srclist.new") |
			(cd "$dir" && xargs -0 -r rm -f --)
	fi
	(cd "$src" && tar --null -T "$dir/.srclist.new" -cf -) | tar -xpf - -C "$dir"
	mv "$dir/.srclist.new" "$dir/.srclist"
	rm -f "$dir"/dm-biocap/*.o "$dir"/dm-biocap.ko "$dir"/dm-biocap.o "$dir"/dm-biocap.mod.o
	kernel_build_module "$dir" W=1 2>&1 | tee "$dir/.build.log"
	[ "${PIPESTATUS[0]}" -eq 0 ] || return 1
	MODULE_WARNINGS=$(grep -E '(warning|WARNING):' "$dir/.build.log" || true)
	MODULE_KO=$dir/dm-biocap.ko
	MODULE_CONFIG_H=$dir/dm-biocap/biocap_config.h
	[ -f "$MODULE_KO" ] || { echo "no $MODULE_KO after the build"; return 1; }
	echo "built $MODULE_KO: $(modinfo -F vermagic "$MODULE_KO")"
	build_bench_variants "$dir"
	build_bench_model "$dir" || return 1
	build_test_kos "$dir"
}

# build_test_module DIR NAME [MAKE-ARGS...]: build the test bed's DIR/NAME.ko (not
# part of the product) in the copied tree, at W=1 and recompiled every time like
# dm-biocap.ko; prints its build log. A DIR of tests/guest/ (a Kbuild, no Makefile of
# its own) gets tests/guest/test-module.mk as its Makefile. Sets TEST_KO and
# TEST_KO_WARNINGS (its warning lines).
build_test_module() {
	local mdir=$1 name=$2
	shift 2
	TEST_KO=
	[ -f "$SRC_TREE/tests/${mdir##*/tests/}/Makefile" ] ||
		cp "$SRC_TREE/tests/guest/test-module.mk" "$mdir/Makefile"
	rm -f "$mdir"/*.o "$mdir"/*.ko
	kernel_build_module "$mdir" W=1 "$@" >"$mdir/.build.log" 2>&1 ||
		{ cat "$mdir/.build.log"; return 1; }
	cat "$mdir/.build.log"
	TEST_KO_WARNINGS=$(grep -E '(warning|WARNING):' "$mdir/.build.log" || true)
	TEST_KO=$mdir/$name.ko
	[ -f "$TEST_KO" ] || { echo "no $TEST_KO after the build"; return 1; }
}

# The guest cases' test-only modules (none shipped), built for every guest kernel
# beside dm-biocap.ko: the target dm-partial (tests/guest/dm-partial) of
# 86-integrity-cut and the fault injector clone-fail (tests/guest/clone-fail) of
# 89-intree-nowait-rest, which must build without a warning, and md-linear where the
# kernel lacks it (build_md_linear). Sets TEST_KOS.
build_test_kos() {
	local name
	TEST_KOS=
	for name in dm-partial clone-fail; do
		build_test_module "$1/tests/guest/$name" "$name" || return 1
		[ -z "$TEST_KO_WARNINGS" ] || { echo "tests/guest/$name builds with warnings"; return 1; }
		TEST_KOS="$TEST_KOS $TEST_KO"
	done
	build_md_linear "$1" || return 1
	echo "built$TEST_KOS"
}

# md-linear (linear.ko) for a kernel that has md but leaves CONFIG_MD_LINEAR out
# (Debian's 6.12 and 7.3): built unchanged from the kernel's own source package
# (KERNEL_SRC_PKG at KERNEL_VERSION, from the kernel script) in tests/guest/md-linear, so
# that 88-md-nowait-rest runs the md-linear code of that kernel (md-linear.c and the
# headers of drivers/md). Adds it to TEST_KOS. Only that case needs it: when the source
# package cannot be had (an archive that moved on), the run goes on without it, and the
# case says md-linear is missing.
build_md_linear() {
	local mdir=$1/tests/guest/md-linear src
	grep -qsx '# CONFIG_MD_LINEAR is not set' "$KDIR/.config" &&
		grep -qsE '^CONFIG_BLK_DEV_MD=[my]$' "$KDIR/.config" &&
		[ -n "${KERNEL_SRC_PKG:-}" ] || return 0
	if ! src=$(kernel_source_tree "$KERNEL_SUITE" "$KERNEL_SRC_PKG" "$KERNEL_VERSION"); then
		echo "WARNING: no $KERNEL_SRC_PKG $KERNEL_VERSION: no md-linear for this kernel"
		return 0
	fi
	cp "$src/drivers/md/md-linear.c" "$src"/drivers/md/*.h "$mdir/" || return 1
	build_test_module "$mdir" linear || return 1
	TEST_KOS="$TEST_KOS $TEST_KO"
}

# Also build the model block device, biocap_model.ko (tests/bench/modeldev), for the
# benchmarks and the guest cases that need a disk with chunks, a poll queue or inline
# encryption. Sets MODEL_KO (empty when not built) and MODEL_WARNINGS (its warning
# lines).
build_bench_model() {
	local mdir=$1/tests/bench/modeldev
	MODEL_KO=
	MODEL_WARNINGS=
	[ -f "$mdir/Makefile" ] || return 0
	# the module's probe driver, where a chroot build (which sees only $mdir) finds it
	cp "$1/dm-biocap/probes/gen-config.sh" "$mdir/gen-config.sh"
	build_test_module "$mdir" biocap_model GEN_CONFIG=gen-config.sh || return 1
	MODEL_KO=$TEST_KO
	MODEL_WARNINGS=$TEST_KO_WARNINGS
	echo "built $MODEL_KO${MODEL_WARNINGS:+ (with warnings)}"
}

# BIOCAP_BENCH_VARIANTS="N..." (tests/bench, part icount): also build dm-biocap-dN.ko
# for each N (the target without the hot-path pieces of the bits of N, named
# biocap_dN), each in a copy of the build dir with tests/bench/drop-variants.patch
# applied. Sets MODULE_VARIANTS (the .ko files).
build_bench_variants() {
	local dir=$1 v vdir
	MODULE_VARIANTS=
	for v in ${BIOCAP_BENCH_VARIANTS:-}; do
		vdir=$dir-d$v
		rm -rf "$vdir"
		mkdir -p "$vdir"
		(cd "$dir" && tar --null -T .srclist -cf -) | tar -xpf - -C "$vdir"
		patch -s -p1 -d "$vdir" <"$SRC_TREE/tests/bench/drop-variants.patch" ||
			{ echo "tests/bench/drop-variants.patch does not apply"; return 1; }
		kernel_build_module "$vdir" BIOCAP_BENCH_DROP="$v" >"$vdir/.build.log" 2>&1 ||
			{ cat "$vdir/.build.log"; return 1; }
		[ -f "$vdir/dm-biocap-d$v.ko" ] || { echo "no $vdir/dm-biocap-d$v.ko"; return 1; }
		MODULE_VARIANTS="$MODULE_VARIANTS $vdir/dm-biocap-d$v.ko"
	done
	[ -z "$MODULE_VARIANTS" ] || echo "built bench variants:$MODULE_VARIANTS"
}
