#!/bin/bash
# make bench: side-by-side benchmarks of dm-biocap, dm-linear and the raw devices in
# the QEMU test bed (tests/vm), one guest run per kernel of KERNELS (default 6.1,6.12),
# and more for the parts that need a guest of their own (seedcap, icount, prof).
# The guest runs tests/bench/guest-bench.sh (bench mode of tests/guest/init); its
# records land in RESULTS/raw/<kernel>.log and tests/bench/report.py turns them into
# RESULTS/bench-<kernel>.csv, RESULTS/report.md and RESULTS/*.png.
# Env: KERNELS; TESTS (bench parts and options, e.g. TESTS=small,reps=3,runtime=1;
# default: parts small, large, seed, and seedcap and prof on the patched kernel; 5 repetitions,
# 1.5 s runs); BIOCAP_BENCH_RESULTS (default tests/bench/results); BIOCAP_GUEST_TIMEOUT
# (default 3600 s per guest); BIOCAP_BENCH_ICOUNT (QEMU arguments of the guest that
# runs the seedcap part's null_blk and model-device halves, default "-icount
# shift=0,sleep=off"; empty: they run in the kernel's main guest, without icount); BIOCAP_BENCH_BEFORE (an
# earlier icount results directory: icount.md then also compares the per-piece costs
# with it); BIOCAP_CACHE.
# The seedcap part's null_blk and model-device halves run in a guest of its own under
# QEMU's instruction-counting clock (records in RESULTS/raw/<kernel>-icount.log); its NVMe
# half, and every other part, in the main guest (RESULTS/raw/<kernel>.log): an
# emulated disk completes in host time, which icount turns into noise.
# Part prof runs in a guest of its own too (RESULTS/raw/<kernel>-prof.log), under icount,
# without KASLR and with the QEMU plugin tests/bench/insnprof, which writes the
# instructions it counted per kernel block to RESULTS/raw/<kernel>-prof.insn;
# tests/bench/insnprof_report.py turns both into RESULTS/prof-<kernel>.md and
# RESULTS/raw/<kernel>-prof.functions.tsv.xz; BIOCAP_BENCH_PROF_BEFORE (such a file of an
# earlier set) adds the change against it to the report.
set -euo pipefail

main() {
	local bench_dir out tags tag t_start t0 rc failed=0 raw ran=()
	bench_dir=$(cd "$(dirname "$0")" && pwd)
	# shellcheck source=tests/vm/lib.sh
	. "$bench_dir/../vm/lib.sh"
	# shellcheck source=tests/vm/suite-chroot.sh
	. "$VM_DIR/suite-chroot.sh"
	# shellcheck source=tests/vm/qemu.sh
	. "$VM_DIR/qemu.sh"
	out=${BIOCAP_BENCH_RESULTS:-$bench_dir/results}
	KERNELS=${KERNELS:-6.1,6.12}
	TESTS=${TESTS:-}
	export TESTS
	tags=$(expand_kernels "$KERNELS")
	t_start=$SECONDS
	mkdir -p "$out/raw"
	out=$(cd "$out" && pwd)

	log "bench: host packages"
	install_host_deps
	qemu_ensure >&2
	# gnuplot for the plots; xfsprogs for the guest's mkfs.xfs (seedcap on xfs)
	local pkg
	for pkg in gnuplot:gnuplot-nox mkfs.xfs:xfsprogs; do
		PATH=$PATH:/sbin:/usr/sbin command -v "${pkg%%:*}" >/dev/null && continue
		log "installing ${pkg#*:}"
		DEBIAN_FRONTEND=noninteractive apt-get -q -y --no-install-recommends install "${pkg#*:}" >&2 || {
			host_apt_update
			DEBIAN_FRONTEND=noninteractive apt-get -q -y --no-install-recommends install "${pkg#*:}" >&2
		}
	done

	local i name xko plugin=$CACHE/insnprof/insnprof.so ran_ic=0
	for tag in $tags; do
		# records of an earlier run of this kernel must not mix into this one's report
		rm -f "$out/raw/$tag".{log,host,log.console} "$out/raw/$tag-icount".{log,host,log.console} \
			"$out/raw/$tag"-ic{1,2,3,smp}.{log,host,log.console} "$out/raw/$tag-prof".{log,host,log.console,insn,insn.xz,functions.tsv.xz} "$out/prof-$tag.md"
		plan_runs "$tag"
		for i in "${!RUN_TESTS[@]}"; do
			name=$tag${RUN_SUFFIX[i]}
			raw=$out/raw/$name.log
			log "bench: $name: TESTS=${RUN_TESTS[i]}${RUN_QARGS[i]:+ (qemu: ${RUN_QARGS[i]})}"
			t0=$SECONDS
			host_state "$out/raw/$name.host" before
			echo "guest_tests=${RUN_TESTS[i]}" >>"$out/raw/$name.host"
			echo "guest_qemu_args=${RUN_QARGS[i]}" >>"$out/raw/$name.host"
			rc=0
			if [ "${RUN_SUFFIX[i]}" = -prof ]; then
				mkdir -p "$CACHE/insnprof"
				make -s -C "$bench_dir/insnprof" O="$CACHE/insnprof" >&2 || die "cannot build the insnprof plugin"
			fi
			[[ ${RUN_SUFFIX[i]} == -ic[0-9]* || ${RUN_SUFFIX[i]} == -icsmp ]] && ran_ic=1
			# xfs for the seedcap part's file runs: a self-built kernel has none of its own
			xko=
			if [[ ,${RUN_TESTS[i]}, == *,seedcap,* && ${RUN_TESTS[i]} != *seedcapfs=* ]] ||
				[[ ${RUN_TESTS[i]} == *seedcapfs=*xfs* ]]; then
				mkdir -p "$CACHE/bench-xfs"
				xko=$(xfs_module "$tag" "$CACHE/bench-xfs" 2>>"$CACHE/bench-xfs/prepare-$tag.log") ||
					{ log "bench: $name: no xfs.ko, the xfs runs will say so"; xko=; }
			fi
			GUEST_EXTRA_MODULES=${GUEST_EXTRA_MODULES:-kernel/fs/xfs/} GUEST_EXTRA_KO=$xko TESTS=${RUN_TESTS[i]} BIOCAP_SMP=${RUN_SMP[i]:-${BIOCAP_SMP:-}} BIOCAP_APPEND=${RUN_APPEND[i]:-} \
				BIOCAP_BENCH_VARIANTS=${RUN_VARIANTS[i]:-} BIOCAP_QEMU_ARGS="${BIOCAP_QEMU_ARGS:-}${RUN_QARGS[i]:+ ${RUN_QARGS[i]}}" \
				BIOCAP_GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-3600} BIOCAP_BENCH_OUT=$raw \
				"$VM_DIR/run-guest.sh" bench "$tag" || rc=$?
			host_state "$out/raw/$name.host" after
			echo "kernel_run_secs=$((SECONDS - t0))" >>"$out/raw/$name.host"
			if [ $rc -ne 0 ]; then
				echo "FAIL bench/$name: guest run failed (exit $rc); partial records in $raw" >&2
				failed=1
			elif [ "${RUN_SUFFIX[i]}" = -prof ]; then
				# the counts, compressed (10 MB, 0.5 MB in xz), stay with the results
				rm -f "$out/raw/$name.insn.xz"
				if ! { xz -T1 "$out/raw/$name.insn" &&
					python3 "$bench_dir/insnprof_report.py" --log "$raw" --insn "$out/raw/$name.insn.xz" \
						--system-map "$CACHE/logs/$tag/System.map" --kernel "$tag" \
						--functions-out "$out/raw/$name.functions.tsv.xz" \
						${BIOCAP_BENCH_PROF_BEFORE:+--before "$BIOCAP_BENCH_PROF_BEFORE"} >"$out/prof-$tag.md"; }; then
					echo "FAIL bench/$name: no profile report" >&2
					failed=1
				fi
			fi
		done
		if [ -s "$out/raw/$tag.log" ] || [ -s "$out/raw/$tag-icount.log" ] || [ -s "$out/raw/$tag-ic1.log" ] ||
			[ -s "$out/raw/$tag-prof.log" ]; then
			ran+=("$tag")
		fi
	done
	[ ${#ran[@]} -gt 0 ] || die "no kernel produced benchmark records"
	local total=$((SECONDS - t_start))
	log "bench: all guests done after $total s; writing the report"
	local wc=() t
	for t in "${ran[@]}"; do [ -s "$out/raw/$t.log" ] || [ -s "$out/raw/$t-icount.log" ] && wc+=("$t"); done
	if [ ${#wc[@]} -gt 0 ]; then
		python3 "$bench_dir/report.py" --results "$out" --total-secs "$total" "${wc[@]}"
	fi
	# the icount report only when this run measured icount (it reads every kernel's
	# records in RESULTS, and a run of other parts must not rewrite it)
	if [ $ran_ic = 1 ]; then
		python3 "$bench_dir/icount_report.py" --results "$out" \
			${BIOCAP_BENCH_BEFORE:+--before "$BIOCAP_BENCH_BEFORE"} "${ran[@]}"
	fi
	log "bench: results in $out; total $((SECONDS - t_start)) s"
	return $failed
}

# plan_runs TAG: the guest runs of one kernel, from TESTS: RUN_SUFFIX (of the
# record file name), RUN_TESTS (the guest's TESTS), RUN_QARGS (extra QEMU arguments).
# Parts small, large, seed and the seedcap part's NVMe half share the main guest;
# the seedcap part's null_blk half runs in a second guest under BIOCAP_BENCH_ICOUNT.
plan_runs() {
	local tag=$1 w scdev=all icount has_sc=0 main=() opts=() parts=() has_ic=0 b has_prof=0
	local icboots=2 icsmp=1 icvar="1 2 4 8 16 31 63" icreps=3 icsize=64 icvarboots=1
	icount=${BIOCAP_BENCH_ICOUNT-"-icount shift=0,sleep=off"}
	for w in ${TESTS//,/ }; do
		case $w in
		small | large | seed | seedcap) parts+=("$w") ;;
		icount) has_ic=1 ;;
		prof) has_prof=1 ;;
		icboots=*) icboots=${w#icboots=} ;;
		icsmp=*) icsmp=${w#icsmp=} ;;
		icvar=*) icvar=${w#icvar=} icvar=${icvar//+/ } ;;
		icvarboots=*) icvarboots=${w#icvarboots=} ;;
		icreps=*) icreps=${w#icreps=} ;;
		icsize=*) icsize=${w#icsize=} ;;
		seedcapdev=*) scdev=${w#seedcapdev=} ;;
		*) opts+=("$w") ;;
		esac
	done
	if [ ${#parts[@]} -eq 0 ] && [ $has_ic = 0 ] && [ $has_prof = 0 ]; then
		has_ic=1
		parts=(small large seed)
		# the build-time cap exists only on the patched kernel
		[ "$tag" = patched ] && parts+=(seedcap) && has_prof=1
	fi
	for w in "${parts[@]}"; do
		if [ "$w" = seedcap ]; then has_sc=1; else main+=("$w"); fi
	done
	RUN_SUFFIX=()
	RUN_TESTS=()
	RUN_QARGS=()
	RUN_SMP=()
	RUN_VARIANTS=()
	RUN_APPEND=()
	# seedcapdev: '+'-separated nb (null_blk), md (the model device), nv (NVMe), all
	# (md+nv); nb and md run in the icount guest, nv in the main guest
	local sc_ic= sc_main=
	if [ $has_sc = 1 ]; then
		for w in ${scdev//+/ }; do
			case $w in
			nb | ns) sc_ic+=${sc_ic:++}nb ;;
			md) sc_ic+=${sc_ic:++}md ;;
			nv) sc_main+=${sc_main:++}nv ;;
			all) sc_ic+=${sc_ic:++}md sc_main+=${sc_main:++}nv ;;
			*) die "seedcapdev=$scdev: '+'-separated nb, md, nv or all" ;;
			esac
		done
		if [ -z "$icount" ]; then
			main+=(seedcap "seedcapdev=$scdev")
		elif [ -n "$sc_main" ]; then
			main+=(seedcap "seedcapdev=$sc_main")
		fi
	fi
	if [ ${#main[@]} -gt 0 ]; then
		RUN_APPEND+=("")
		RUN_SUFFIX+=("")
		RUN_TESTS+=("$(IFS=,; echo "${main[*]}${opts[*]:+,${opts[*]}}")")
		RUN_QARGS+=("")
		RUN_SMP+=("")
		RUN_VARIANTS+=("")
	fi
	if [ $has_sc = 1 ] && [ -n "$icount" ] && [ -n "$sc_ic" ]; then
		RUN_SUFFIX+=(-icount)
		RUN_APPEND+=("")
		RUN_TESTS+=("$(IFS=,; echo "seedcap,seedcapdev=$sc_ic${opts[*]:+,${opts[*]}}")")
		RUN_QARGS+=("$icount")
		RUN_SMP+=("")
		RUN_VARIANTS+=("")
	fi
	# part icount: guests of their own under the instruction-counting clock, icboots
	# boots of the default 2 vCPUs (with the module variants of icvar), and with icsmp=1
	# one 4-vCPU boot for the 1/2/4-job groups
	if [ $has_ic = 1 ]; then
		[ -n "$icount" ] || icount="-icount shift=0,sleep=off"
		for b in $(seq 1 "$icboots"); do
			RUN_SUFFIX+=("-ic$b")
			RUN_APPEND+=("")
			# the module variants in the first icvarboots boots only (they add 6 jobs per group)
			local v=$icvar
			[ "$b" -le "$icvarboots" ] || v=
			RUN_TESTS+=("icount,reps=$icreps,icsize=$icsize${v:+,icvar=${v// /+}}")
			RUN_QARGS+=("$icount")
			RUN_SMP+=("")
			RUN_VARIANTS+=("$v")
		done
		if [ "$icsmp" = 1 ]; then
			RUN_SUFFIX+=(-icsmp)
			RUN_APPEND+=("")
			RUN_TESTS+=("icount,reps=$icreps,icsize=$icsize,icsmp=1")
			RUN_QARGS+=("$icount")
			RUN_SMP+=(4)
			RUN_VARIANTS+=("")
		fi
	fi
	# part prof: the plugin's mark is the kernel's sethostname(2), found in its System.map
	if [ $has_prof = 1 ]; then
		RUN_SUFFIX+=(-prof)
		RUN_TESTS+=("$(IFS=,; echo "prof${opts[*]:+,${opts[*]}}")")
		RUN_QARGS+=("-icount shift=0,sleep=off -plugin $plugin,mark=@sym:__x64_sys_sethostname@,out=$out/raw/$tag-prof.insn")
		RUN_SMP+=(1)
		RUN_VARIANTS+=("")
		RUN_APPEND+=(nokaslr)
	fi
}

# host_state FILE WHEN: the machine description and its load, appended as key=value
# lines (the numbers are read from the machine, nothing is assumed).
host_state() {
	local f=$1 when=$2 others
	# QEMU guests running on the machine at this moment (ours is not running before or
	# after its run): processes whose program is qemu, or the loader that runs sid's qemu
	others=$(ps -eo args= | awk '$1 ~ /(^|\/)(qemu-system-x86_64|ld-linux-x86-64\.so\.2)$/ && /qemu-system-x86_64/' | wc -l)
	if [ "$when" = before ]; then
		{
			echo "host_nproc=$(nproc)"
			echo "host_cpu=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)"
			echo "host_kernel=$(uname -r)"
			echo "qemu_version=QEMU $QEMU_VERSION"
			echo "accel=QEMU TCG, ${BIOCAP_TCG_THREAD:-single}-threaded (software emulation)"
			echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
		} >"$f"
	fi
	{
		echo "loadavg_$when=$(cut -d' ' -f1-3 /proc/loadavg)"
		echo "qemu_procs_$when=$others"
	} >>"$f"
}

main "$@"; exit # on the line of the call: bash reads nothing after main returns
