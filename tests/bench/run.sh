#!/bin/bash
# make bench: side-by-side benchmarks of dm-biocap, dm-linear and the raw devices in
# the QEMU test bed (tests/vm), one guest run per kernel of KERNELS (default 6.1,6.12).
# The guest runs tests/bench/guest-bench.sh (bench mode of tests/guest/init); its
# records land in RESULTS/raw/<kernel>.log and tests/bench/report.py turns them into
# RESULTS/bench-<kernel>.csv, RESULTS/summary.md and RESULTS/*.png.
# Env: KERNELS; TESTS (bench parts and options, e.g. TESTS=small,reps=3,runtime=1;
# default: all parts, 5 repetitions, 2 s runs); BIOCAP_BENCH_RESULTS (default
# tests/bench/results); BIOCAP_GUEST_TIMEOUT (default 2400 s per guest); BIOCAP_CACHE.
set -euo pipefail

main() {
	local bench_dir out tags tag t_start t0 rc failed=0 raw ran=()
	bench_dir=$(cd "$(dirname "$0")" && pwd)
	# shellcheck source=tests/vm/lib.sh
	. "$bench_dir/../vm/lib.sh"
	# shellcheck source=tests/vm/sid-chroot.sh
	. "$VM_DIR/sid-chroot.sh"
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
	if ! command -v gnuplot >/dev/null; then
		log "installing gnuplot-nox (plots)"
		DEBIAN_FRONTEND=noninteractive apt-get -q -y --no-install-recommends install gnuplot-nox >&2 || {
			host_apt_update
			DEBIAN_FRONTEND=noninteractive apt-get -q -y --no-install-recommends install gnuplot-nox >&2
		}
	fi

	for tag in $tags; do
		raw=$out/raw/$tag.log
		rm -f "$raw" "$raw.console"
		t0=$SECONDS
		host_state "$out/raw/$tag.host" before
		rc=0
		BIOCAP_GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-2400} BIOCAP_BENCH_OUT=$raw \
			"$VM_DIR/run-guest.sh" bench "$tag" || rc=$?
		host_state "$out/raw/$tag.host" after
		echo "kernel_run_secs=$((SECONDS - t0))" >>"$out/raw/$tag.host"
		if [ $rc -ne 0 ]; then
			echo "FAIL bench/$tag: guest run failed (exit $rc); partial records in $raw" >&2
			failed=1
		fi
		[ -s "$raw" ] && ran+=("$tag")
	done
	[ ${#ran[@]} -gt 0 ] || die "no kernel produced benchmark records"
	local total=$((SECONDS - t_start))
	log "bench: all guests done after $total s; writing the report"
	python3 "$bench_dir/report.py" --results "$out" --total-secs "$total" "${ran[@]}"
	log "bench: results in $out (summary.md, bench-<kernel>.csv, *.png); total $((SECONDS - t_start)) s"
	return $failed
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
