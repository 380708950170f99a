#!/bin/sh
# guest-bench.sh: the benchmark workload, run inside the guest by init (bench mode);
# its stdout goes to the results port and tests/bench/run.sh parses it on the host
# (tests/bench/report.py).  busybox sh; no python in the guest.
#
# Records, one per line:
#   M key=value ...           machine / device description
#   R part=P key=value ... T=<fio terse v3 line>     one fio run
#   P part=P secs=N           wall time of a part
#   bench finished            the end (the host checks for it)
# Anything else (progress, errors) is ignored by the parser but kept in the log.
#
# Parts (TESTS, comma separated, also carries options; default all parts):
#   small  4 KiB random reads, QD1/QD32, io_uring hipri=0 (IRQ) / hipri=1 (polled),
#          on null_blk and NVMe: raw, dm-linear, biocap auto cap, biocap cap 8
#   large  1 MiB random reads, io_uring hipri=1, QD1/QD8, over NVMe: raw, dm-linear,
#          biocap auto cap; NVMe I/O-queue interrupts per I/O
#   seed   32 MiB sequential direct reads (psync, io_uring QD1) from hugepage
#          buffers over NVMe: raw, dm-linear, biocap caps 256/512/2048/8192
#          sectors; throughput and block_bio_queue(top) -> block_rq_issue(lower)
#   seedcap  the seed scenario against the build-time cap: 32 MiB
#          sequential direct reads (psync, io_uring QD1) from hugepage (shmhuge) and
#          4 KiB-page (malloc, THP off) buffers over null_blk (1 MiB requests) and/or
#          NVMe: raw, dm-linear, biocap cap 2048 with no_build_cap, biocap cap 2048
#          (build cap when the kernel has one); syscall entry ->
#          first block_bio_queue (top device) and -> first block_rq_issue (lower
#          device), and throughput. On the model device (md, biocap_model.ko: serial
#          and parallel service models, one module load per model): raw, dm-linear,
#          dm-linear at 1 MiB max_sectors, biocap 1 MiB no_build_cap, biocap caps
#          256 KiB, 1 MiB and 4 MiB, biocap 1 MiB with iostats off; every read's
#          latency from fio's latency log in untraced runs, first-request times from a
#          separate traced run
#   options: reps=N (default 5), runtime=S (default 1; fractions work), seedios=N (32 MiB reads
#          per seed run, default 4), seedcapios=N (32 MiB reads per seedcap run,
#          default 5: the first faults the buffer in), seedcapdev=nb|md|nv|all (devices of
#          the seedcap part, '+'-separated; all = md+nv, the default; tests/bench/run.sh
#          runs null_blk (nb) and the model (md) in a guest of its own under QEMU's
#          instruction-counting clock), seedcapmodels=M+M... (model devices: sN serial
#          N MB/s, sNqT the same with T tags, pU parallel U µs, z zero time; default
#          s1000+s3000+s7000+s20000+p200+s3000q1+s3000q4), seedcapmem=shmhuge+thp+malloc
#          (buffers of the model runs, default shmhuge), seedcapfs=ext4+xfs|none (file
#          systems of the model's file runs, default both), seedcapfsmodels=M+M (their
#          models, default s3000+s7000), seedcapfseng=psync+io_uring+libaio1 (their
#          engines, QD1 only, default psync), seedcapfsmem=shmhuge+thp+malloc (their
#          buffers, default shmhuge), seedcapeng=psync+io_uring+
#          libaio1+libaio4 (engines of the model runs, default all four),
#          seedcaptrace=N (traced repetitions per model and per file system of
#          a model, default 1), seedcapev=auto|kprobe
#          (syscall entry from the syscalls: tracepoints when the kernel has them,
#          else from kprobes; kprobe forces the kprobes)
#   prof   where the instructions of a 32 MiB psync read go, per configuration, on the
#          zero-time model device (raw, dm-linear, dm-linear at 1 MiB, biocap 1 MiB
#          no_build_cap, biocap 1 MiB, the same with iostats off, biocap 4 MiB): QEMU
#          counts them per kernel block (tests/bench/insnprof) in windows that the
#          guest opens and closes with sethostname(2) (tests/bench/insnprof/profread.c);
#          each configuration reads profios=LO+HI (default 2+10) reads in two windows,
#          whose difference is HI - LO reads; profreps=N repetitions (default 3)
# Within each repetition every configuration of a group runs back to back, in an
# order rotated from one repetition to the next (no configuration always first).

# Hook run by fio itself before and after every job (exec_prerun/exec_postrun), so
# that one fio process runs a whole group of jobs (starting fio costs seconds under
# TCG: it loads ~60 shared libraries): guest-bench.sh hook pre|post JOB CFG BC [THP]
# appends the job's NVMe I/O-queue interrupt count, the transparent hugepages
# faulted in so far and, for a biocap CFG with BC=1, its counters (reset before the
# job; dmsetup costs ~0.5 s a call here) to $BENCH_WORK/hook.log, and marks the
# trace. THP (always, never; - leaves it) is set before the job: fio has allocated
# the job's buffer by then, but the job's first read faults it in.
if [ "${1:-}" = hook ]; then
	[ "$2" = pre ] && [ "${6:--}" != - ] && echo "$6" >/sys/kernel/mm/transparent_hugepage/enabled
	thp=$(awk '$1 == "thp_fault_alloc" { print $2 }' /proc/vmstat)
	irqs=$(awk 'NR == 1 { n = NF; next } $NF ~ /^nvme0q[1-9][0-9]*$/ { for (i = 2; i <= n + 1; i++) s += $i } END { print s + 0 }' /proc/interrupts)
	bc=-
	case $4:${5:-0} in bc*:1)
		if [ "$2" = pre ]; then
			dmsetup message "$4" 0 reset_stats >/dev/null 2>&1
		else
			bc=$(dmsetup status "$4" | awk '{ for (i = 4; i <= NF; i++) { split($i, a, "="); v[a[1]] = a[2] }
				print v["reads"] ":" v["clones"] ":" v["split"] ":" v["polled"] ":" v["errors"] ":" v["max_bio"] }')
		fi
		;;
	esac
	for tr in /sys/kernel/tracing /sys/kernel/debug/tracing; do
		[ -w "$tr/trace_marker" ] && { echo "bench-$2 $3" >"$tr/trace_marker" 2>/dev/null; break; }
	done
	echo "$2 $3 irqs=$irqs bc=$bc up=$(cut -d' ' -f1 /proc/uptime) thp=${thp:--}" >>"$BENCH_WORK/hook.log"
	# progress in the kernel console log (shows the job if the guest hangs)
	echo "bench: $2 $3 $4" >/dev/console 2>/dev/null
	exit 0
fi
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")

# lib.sh (tests/guest) gives nullb_create, dm_create, blk_*, trace_*; its EXIT
# trap removes what was created.
cd /biocap/tests/guest || exit 1
# shellcheck disable=SC2034 # read by lib.sh: no copy of log lines to the console
LIB_CONSOLE=
# shellcheck source=tests/guest/lib.sh
. ./lib.sh
BENCH_WORK=$LIB_TMP/work
export BENCH_WORK
mkdir -p "$BENCH_WORK"

PARTS=
REPS=5
RUNTIME=1
SEEDIOS=4
SEEDCAPIOS=5
SEEDCAPDEV=all
SEEDCAPEV=auto
SEEDCAPMODELS="s1000 s3000 s7000 s20000 p200 s3000q1 s3000q4"
SEEDCAPMEM=shmhuge
SEEDCAPENG="psync io_uring libaio1 libaio4"
SEEDCAPTRACE=1
SEEDCAPFS="ext4 xfs"
SEEDCAPFSMODELS="s3000 s7000"
SEEDCAPFSENG=psync
SEEDCAPFSMEM=shmhuge
ICVAR=
ICSMP=0
ICSIZE=64
PROFIOS="2 10"
PROFREPS=3
for _o in $(echo "${TESTS:-}" | tr ',' ' '); do
	case $_o in
	reps=*) REPS=${_o#reps=} ;;
	runtime=*) RUNTIME=${_o#runtime=} ;;
	seedios=*) SEEDIOS=${_o#seedios=} ;;
	seedcapios=*) SEEDCAPIOS=${_o#seedcapios=} ;;
	seedcapdev=*) SEEDCAPDEV=${_o#seedcapdev=} ;;
	seedcapev=*) SEEDCAPEV=${_o#seedcapev=} ;;
	seedcapmodels=*) SEEDCAPMODELS=$(echo "${_o#seedcapmodels=}" | tr + ' ') ;;
	seedcapmem=*) SEEDCAPMEM=$(echo "${_o#seedcapmem=}" | tr + ' ') ;;
	seedcapeng=*) SEEDCAPENG=$(echo "${_o#seedcapeng=}" | tr + ' ') ;;
	seedcaptrace=*) SEEDCAPTRACE=${_o#seedcaptrace=} ;;
	seedcapfs=*) SEEDCAPFS=$(echo "${_o#seedcapfs=}" | tr + ' ' | sed 's/^none$//') ;;
	seedcapfsmodels=*) SEEDCAPFSMODELS=$(echo "${_o#seedcapfsmodels=}" | tr + ' ') ;;
	seedcapfseng=*) SEEDCAPFSENG=$(echo "${_o#seedcapfseng=}" | tr + ' ') ;;
	seedcapfsmem=*) SEEDCAPFSMEM=$(echo "${_o#seedcapfsmem=}" | tr + ' ') ;;
	icvar=*) ICVAR=$(echo "${_o#icvar=}" | tr + ' ') ;;
	icsmp=*) ICSMP=${_o#icsmp=} ;;
	icsize=*) ICSIZE=${_o#icsize=} ;;
	profios=*) PROFIOS=$(echo "${_o#profios=}" | tr + ' ') ;;
	profreps=*) PROFREPS=${_o#profreps=} ;;
	small | large | seed | seedcap | icount | prof) PARTS="$PARTS $_o" ;;
	*) echo "guest-bench: unknown option '$_o' (ignored)" ;;
	esac
done
[ -n "$PARTS" ] || PARTS="small large seed"
# fio takes whole seconds only (runtime=1.5 runs 1 s, 0.5 runs without a limit):
# give it milliseconds
RUNTIME_MS=$(awk -v s="$RUNTIME" 'BEGIN { print (s ~ /^[0-9]*[.]?[0-9]+$/) ? int(s * 1000 + 0.5) : 0 }')
if [ "$RUNTIME_MS" -le 0 ]; then
	echo "guest-bench: bad runtime '$RUNTIME' (using 1)"
	RUNTIME=1
	RUNTIME_MS=1000
fi

say() { echo "# $(date +%T) $*"; }

# devinfo NAME DEV: one M record with the queue limits of DEV.
devinfo() {
	_q=$(blk_sysdir "$2")/queue
	echo "M dev=$1 node=$2 majmin=$(blk_majmin "$2") sectors=$(blk_sectors "$2")" \
		"lbs=$(blk_lbs "$2") max_sectors_kb=$(cat "$_q/max_sectors_kb")" \
		"max_hw_sectors_kb=$(cat "$_q/max_hw_sectors_kb") max_segments=$(cat "$_q/max_segments")" \
		"io_poll=$(cat "$_q/io_poll") nomerges=$(cat "$_q/nomerges")"
}

# rotate N WORDS...: the words, starting at index N mod count.
rotate() {
	_n=$1
	shift
	_c=$#
	_i=0
	_a=
	_b=
	for _w in "$@"; do
		if [ $_i -lt $((_n % _c)) ]; then _b="$_b $_w"; else _a="$_a $_w"; fi
		_i=$((_i + 1))
	done
	# shellcheck disable=SC2086 # a word list
	echo $_a $_b
}

# node CFG: the block device node of a configuration name (raw devices by name).
node() {
	case $1 in
	raw_nb) echo /dev/bnb0 ;;
	raw_nv) echo "$NVME_DEV" ;;
	raw_ns) echo /dev/bnbs ;;
	raw_ic) echo /dev/icnb ;;
	raw_md) echo /dev/bmodel0 ;;
	raw_mb) echo /dev/icmb ;;
	raw_in) echo /dev/icin ;;
	*_ff) echo "/mnt/ff_${1%_ff}/big" ;;
	*) echo "/dev/mapper/$1" ;;
	esac
}

# top_node CFG: the block device CFG's reads reach first: node, or for a file run
# (*_ff) the device its file system is on.
top_node() {
	case $1 in
	raw_ff) echo /dev/bmodel0 ;;
	*_ff) echo "/dev/mapper/${1%_ff}_fd" ;;
	*) node "$1" ;;
	esac
}

# A group of fio jobs run by one fio process, one after the other (stonewall):
#   group_begin;  group_job "RECORD-FIELDS" CFG FIO-OPTION...;  ...;  group_run
# group_run prints one R record per job: the record fields, cfg, fio's exit
# status, the job's NVMe interrupt delta and biocap counters, and its terse line.
group_begin() {
	HOOK_BC=${HOOK_BC:-1}
	_jf=$BENCH_WORK/jobs.fio
	_jm=$BENCH_WORK/jobs.map
	_jn=0
	printf '[global]\ndirect=1\nstonewall\n' >"$_jf"
	: >"$_jm"
	: >"$BENCH_WORK/hook.log"
}
group_job() {
	_jn=$((_jn + 1))
	_rf=$1
	_cfg=$2
	shift 2
	{
		echo "[j$_jn]"
		echo "filename=$(node "$_cfg")"
		for _opt in "$@"; do echo "${_opt#--}"; done
		if [ "${HOOK:-1}" = 1 ]; then
			echo "exec_prerun=sh $SELF hook pre j$_jn $_cfg $HOOK_BC ${HOOK_THP:--}"
			echo "exec_postrun=sh $SELF hook post j$_jn $_cfg $HOOK_BC"
		fi
	} >>"$_jf"
	echo "j$_jn $_cfg $_rf" >>"$_jm"
}
group_run() {
	# a job gets its runtime plus 30 s before fio is killed (rc 137: it hung)
	# shellcheck disable=SC2086 # GROUP_FIO_PREFIX: a command and its arguments, or empty
	(cd "$BENCH_WORK" && timeout -s KILL $((_jn * (RUNTIME_MS / 1000 + 31) + 30)) ${GROUP_FIO_PREFIX:-} fio --output-format=terse \
		--terse-version=3 --eta=never jobs.fio >fio.out 2>fio.err)
	GROUP_RC=$?
	group_records
}
group_records() {
	RC=$GROUP_RC
	while read -r _j _cfg _rf; do
		# fio's first complaint about this job's device, if any
		MSG=$(grep -m1 -F "$(node "$_cfg")" "$BENCH_WORK/fio.err" | tr -c 'A-Za-z0-9_.:=/-\n' '_' | cut -c1-160)
		_t=$(awk -F';' -v j="$_j" '$1 == "3" && $3 == j { print; exit }' "$BENCH_WORK/fio.out")
		_pre=$(awk -v j="$_j" '$1 == "pre" && $2 == j { sub(/irqs=/, "", $3); print $3 }' "$BENCH_WORK/hook.log")
		_post=$(awk -v j="$_j" '$1 == "post" && $2 == j { sub(/irqs=/, "", $3); print $3 }' "$BENCH_WORK/hook.log")
		_bc=$(awk -v j="$_j" '$1 == "post" && $2 == j { sub(/bc=/, "", $4); print $4 }' "$BENCH_WORK/hook.log")
		# uptime (s) when the job started and ended (its hooks)
		_up=$(awk -v j="$_j" '$2 == j { sub(/up=/, "", $5); u[$1] = $5 } END { printf "%s-%s", u["pre"], u["post"] }' "$BENCH_WORK/hook.log")
		_irq=-
		[ -n "$_pre" ] && [ -n "$_post" ] && _irq=$((_post - _pre))
		# transparent hugepages the job faulted in
		_thpf=$(awk -v j="$_j" '$2 == j { sub(/thp=/, "", $6); t[$1] = $6 }
			END { print (t["pre"] ~ /^[0-9]+$/ && t["post"] ~ /^[0-9]+$/) ? t["post"] - t["pre"] : "-" }' "$BENCH_WORK/hook.log")
		_extra=
		[ -n "${GROUP_EXTRA:-}" ] && _extra=$($GROUP_EXTRA "$_j" "$_cfg")
		echo "R $_rf cfg=$_cfg rc=$RC nvme_irqs=$_irq bc=${_bc:--} up=$_up thp_faults=$_thpf msg=${MSG:--}$_extra T=$_t"
	done <"$_jm"
}

# ------------------------------------------------------------------ set-up
say "guest-bench: kernel $(uname -r), parts:$PARTS, reps=$REPS runtime=${RUNTIME}s"
echo "M guest kernel=$(uname -r) tag=$BIOCAP_KERNEL nproc=$(nproc) mem_kb=$(awk '/MemTotal/ {print $2}' /proc/meminfo)" \
	"fio=$(fio --version) reps=$REPS runtime=$RUNTIME parts=$(echo "$PARTS" | sed 's/^ //' | tr ' ' ',')" \
	"clocksource=$(cat /sys/devices/system/clocksource/clocksource0/current_clocksource 2>/dev/null)"
echo "M guestcpu model=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo | tr ' ' '_')"
echo "M nvme_queues $(dmesg | grep -m1 -o 'nvme nvme0: [0-9/]* default/read/poll queues' | tr ' ' '_')"

mk() { # mk NAME TABLE
	dm_create "$1" "$2" 2>"$LIB_TMP/dm.err" || { echo "cannot create $1 ($2): $(cat "$LIB_TMP/dm.err")"; exit 1; }
	wait_blk "/dev/mapper/$1" || { echo "/dev/mapper/$1 missing"; exit 1; }
	devinfo "$1" "/dev/mapper/$1"
	case $1 in bc*) echo "M bcconfig dm=$1 $(bc_config "$1")" ;; esac
}

# The devices of the small, large and seed parts (a guest that runs only the
# seedcap part makes its own).
setup_common() {
	need_nvme
	# null_blk: not memory backed (memory_backed forces a blocking queue), one poll
	# queue, IRQ-side completions in softirq context (irqmode=1), 1 GiB.
	nullb_create bnb0 1024 submit_queues=1 poll_queues=1 irqmode=1 ||
		{ echo "cannot create null_blk bnb0"; exit 1; }
	NB=/dev/bnb0
	devinfo nullb "$NB"
	echo "M nullb_cfg poll_queues=$(nullb_attr bnb0 poll_queues) irqmode=$(nullb_attr bnb0 irqmode) submit_queues=$(nullb_attr bnb0 submit_queues) hw_queue_depth=$(nullb_attr bnb0 hw_queue_depth) memory_backed=$(nullb_attr bnb0 memory_backed)"
	devinfo nvme "$NVME_DEV"

	NB_SZ=$(blk_sectors "$NB")
	NV_SZ=$(blk_sectors "$NVME_DEV")
	mk lin_nb "0 $NB_SZ linear $NB 0"
	mk bcauto_nb "0 $NB_SZ biocap $NB 0 0"
	mk bc8_nb "0 $NB_SZ biocap $NB 0 8"
	mk lin_nv "0 $NV_SZ linear $NVME_DEV 0"
	mk bcauto_nv "0 $NV_SZ biocap $NVME_DEV 0 0"
	mk bc8_nv "0 $NV_SZ biocap $NVME_DEV 0 8"
}
case " $PARTS " in *" small "* | *" large "* | *" seed "*) setup_common ;; esac

# bc_snap DEV: "NAME key=value..." status lines of the biocap devices over DEV (nb|nv).
bc_snap() {
	for _b in bcauto bc8; do
		echo "${_b}_$1 $(bc_status "${_b}_$1")"
	done
}

# ------------------------------------------------------------------ part small
# One fio process per repetition and device: 16 jobs, the four configurations of
# each (QD, mode) back to back.
part_small() {
	say "part small: 4 KiB random reads"
	_t0=$(now_ms)
	for r in $(seq 1 "$REPS"); do
		_g=0
		for d in nb nv; do
			HOOK_BC=0 # biocap counters per group, not per job (see G records)
			HOOK=1    # NVMe interrupts per job; null_blk has none to count
			[ $d = nb ] && HOOK=0
			group_begin
			for qd in 1 32; do
				for mode in irq poll; do
					_g=$((_g + 1))
					hipri=0
					[ $mode = poll ] && hipri=1
					for c in $(rotate $((r + _g)) raw lin bcauto bc8); do
						group_job "part=small rep=$r dev=$d qd=$qd mode=$mode" "${c}_$d" \
							--rw=randread --bs=4k --ioengine=io_uring --iodepth="$qd" --hipri=$hipri \
							--size=512M --norandommap --randrepeat=0 --time_based --runtime="${RUNTIME_MS}ms"
					done
				done
			done
			bc_snap "$d" >"$BENCH_WORK/bc.before"
			group_run
			HOOK_BC=
			HOOK=
			bc_snap "$d" >"$BENCH_WORK/bc.after"
			# per biocap device, counters over the whole group (all its jobs)
			for c in bcauto bc8; do
				echo "G part=small rep=$r dev=$d cfg=${c}_$d $(awk -v c="${c}_$d" '
					$1 == c { for (i = 2; i <= NF; i++) { split($i, a, "="); if (FILENAME ~ /before/) b[a[1]] = a[2]; else e[a[1]] = a[2] } }
					END { n = split("reads clones split polled errors", ks, " "); for (i = 1; i <= n; i++) printf "%s=%d ", ks[i], e[ks[i]] - b[ks[i]] }' "$BENCH_WORK/bc.before" "$BENCH_WORK/bc.after")"
			done
		done
		say "small: repetition $r done"
	done
	echo "P part=small secs=$((($(now_ms) - _t0) / 1000))"
}

# ------------------------------------------------------------------ part large
# One fio process per job: a polled 1 MiB read that blk-mq must split can hang
# (6.1: raw nvme0n1); the hung job is killed after its runtime + 30 s, recorded
# with hang=1, and that configuration is not run again (skipped=hung records).
# dm-linear and biocap are interleaved here; the raw namespace runs once every
# other part is done (large_raw), because a hung polled request stays on the
# NVMe poll queue until the 30 s timeout resets the controller, which would
# disturb whatever ran next.
part_large() {
	say "part large: 1 MiB polled reads over NVMe"
	_t0=$(now_ms)
	_hung=
	large_cfgs "lin bcauto"
	echo "P part=large secs=$((($(now_ms) - _t0) / 1000))"
}

large_raw() {
	say "part large (raw nvme0n1, run last)"
	_t0=$(now_ms)
	large_cfgs raw
	echo "P part=large_raw secs=$((($(now_ms) - _t0) / 1000))"
}

# large_cfgs "CFG...": the 1 MiB polled jobs of those configurations, REPS times.
large_cfgs() {
	for r in $(seq 1 "$REPS"); do
		_g=0
		for qd in 1 8; do
			_g=$((_g + 1))
			# shellcheck disable=SC2086 # word list of configurations
			for c in $(rotate $((r + _g)) $1); do
				_rf="part=large rep=$r dev=nv qd=$qd mode=poll"
				case " $_hung " in *" ${c}_$qd "*)
					echo "R $_rf cfg=${c}_nv rc=- skipped=hung nvme_irqs=- bc=- msg=- T="
					continue
					;;
				esac
				group_begin
				group_job "$_rf" "${c}_nv" \
					--rw=randread --bs=1M --ioengine=io_uring --iodepth="$qd" --hipri=1 \
					--size=768M --norandommap --randrepeat=0 --time_based --runtime="${RUNTIME_MS}ms"
				_s=$(now_ms)
				group_run >"$BENCH_WORK/rec"
				_h=0
				[ "$GROUP_RC" = 137 ] && _h=1
				sed "s/ T=/ hang=$_h T=/" "$BENCH_WORK/rec"
				if [ "$GROUP_RC" = 137 ]; then
					_hung="$_hung ${c}_$qd"
					echo "bench: ${c}_nv QD$qd hung, killed after $((($(now_ms) - _s) / 1000)) s" >/dev/console
					echo "M hang part=large cfg=${c}_nv qd=$qd rep=$r killed_after_s=$((($(now_ms) - _s) / 1000))"
				fi
			done
		done
		say "large: repetition $r done"
	done
}

# ------------------------------------------------------------------ part seed
# seed_first: from the trace of a seed group, "JOB first=us:sectors,..." per job
# (between the hook's bench-pre/bench-post markers): for every 32 MiB read (first
# block_bio_queue on the job's top device at a multiple of 65536 sectors) the
# microseconds until the next block_rq_issue on nvme0n1, and that first bio's size.
seed_first() {
	while read -r _j _cfg _rf; do
		echo "$_j $(blk_majmin "$(node "$_cfg")" | tr : ,)"
	done <"$_jm" >"$BENCH_WORK/tops"
	awk -v low="$NVMM" '
	FILENAME ~ /tops$/ { top[$1] = $2; next }
	/tracing_mark_write: bench-pre / { j = $NF; on = 1; pend = 0; next }
	/tracing_mark_write: bench-post / { on = 0; next }
	!on { next }
	{
		ev = ""
		for (i = 2; i <= NF; i++)
			if ($i == "block_bio_queue:" || $i == "block_rq_issue:") { ev = $i; k = i; break }
		if (ev == "") next
		ts = $(k - 1); sub(/:$/, "", ts)
		dev = $(k + 1); sec = ""; n = ""
		for (q = k + 2; q < NF; q++) if ($q == "+") { sec = $(q - 1); n = $(q + 1); break }
		if (ev == "block_bio_queue:" && dev == top[j] && !pend && sec != "" && sec % 65536 == 0) {
			start = ts; pend = 1; sz = n; next
		}
		if (ev == "block_rq_issue:" && dev == low && pend) {
			out[j] = out[j] (out[j] == "" ? "" : ",") sprintf("%.1f:%s", (ts - start) * 1000000, sz); pend = 0
		}
	}
	END { for (x in top) print x, "first=" (x in out ? out[x] : "-") }' "$BENCH_WORK/tops" "$BENCH_WORK/trace" >"$BENCH_WORK/first"
}
seed_extra() {
	echo " $(awk -v j="$1" '$1 == j { print $2 }' "$BENCH_WORK/first") lost=$SEED_LOST"
}

part_seed() {
	say "part seed: 32 MiB direct reads"
	_t0=$(now_ms)
	# hugepage buffers, so that one 32 MiB read can be one bio (physically
	# contiguous pages merge into few bvecs)
	echo 64 >/proc/sys/vm/nr_hugepages
	HP=$(cat /proc/sys/vm/nr_hugepages)
	MEM=--iomem=shmhuge
	[ "$HP" -ge 20 ] || MEM=--iomem=malloc
	echo "M seedmem nr_hugepages=$HP iomem=${MEM#--iomem=}"
	for cap in 256 512 2048 8192; do
		mk "bc${cap}_nv" "0 $NV_SZ biocap $NVME_DEV 0 $cap"
	done
	NVMM=$(blk_majmin "$NVME_DEV" | tr : ,)
	_devs=$NVME_DEV
	for c in lin bc256 bc512 bc2048 bc8192; do _devs="$_devs $(node "${c}_nv")"; done
	for r in $(seq 1 "$REPS"); do
		_g=0
		group_begin
		for eng in psync io_uring; do
			_g=$((_g + 1))
			for c in $(rotate $((r + _g)) raw lin bc256 bc512 bc2048 bc8192); do
				group_job "part=seed rep=$r dev=nv engine=$eng" "${c}_nv" \
					--rw=read --bs=32M --ioengine="$eng" --iodepth=1 "$MEM" --size=$((SEEDIOS * 32))M
			done
		done
		trace_begin "$_devs" block_bio_queue block_rq_issue 2>"$LIB_TMP/tr.err" ||
			{ echo "trace_begin failed: $(cat "$LIB_TMP/tr.err")"; exit 1; }
		group_run_traced seed_first seed_extra
		say "seed: repetition $r done"
	done
	trace_end
	echo "P part=seed secs=$((($(now_ms) - _t0) / 1000))"
}

# group_run with the trace of the whole group saved before the records are made:
# group_run_traced PARSER EXTRA (PARSER reads $BENCH_WORK/trace, EXTRA adds to
# every record; seed_first/seed_extra for part seed).
group_run_traced() {
	(cd "$BENCH_WORK" && timeout -s KILL $((_jn * 60 + 60)) fio --output-format=terse --terse-version=3 \
		--eta=never jobs.fio >fio.out 2>fio.err)
	_rc=$?
	[ $_rc -eq 137 ] && echo "bench: traced group killed after a hang" >/dev/console
	cat "$TRACEFS/trace" >"$BENCH_WORK/trace"
	SEED_LOST=$(trace_lost)
	trace_clear
	$1
	GROUP_RC=$_rc
	GROUP_EXTRA=$2
	group_records
	GROUP_EXTRA=
}

# ------------------------------------------------------------------ part seedcap
# The seed scenario against the build-time cap. Per device (ns: a
# null_blk of its own that takes 1 MiB requests; nv: the NVMe disk): raw device,
# dm-linear (no limit), biocap cap 2048 with no_build_cap, biocap cap 2048 (its
# build-time cap where the kernel has one). One fio process per
# repetition and device runs 16 jobs: 2 buffer kinds x 2 engines x the 4
# configurations, rotated between repetitions. The trace holds the hook's job
# markers, the syscall entry of every 32 MiB read (pread64 with a count of 32 MiB
# or more, as the file runs read 64 MiB too; io_uring_enter submitting), block_bio_queue on the top device and
# block_rq_issue on the lower device.
SC_CAP=2048
SC_CFGS="raw lin bcnobuild bcbuild"

# seedcap_sysev: enable the syscall-entry events, filtered to fio's reads; sets
# SC_EV: tracepoint (syscalls:sys_enter_*, CONFIG_FTRACE_SYSCALLS), kprobe (on the
# __x64_sys_* entry functions) or none.
seedcap_sysev() {
	SC_EV=none
	_evs=
	_sd=$TRACEFS/events/syscalls
	if [ "$SEEDCAPEV" != kprobe ] && [ -d "$_sd/sys_enter_pread64" ] && [ -d "$_sd/sys_enter_io_uring_enter" ]; then
		_evs="$_sd/sys_enter_pread64 $_sd/sys_enter_io_uring_enter"
		SC_EV=tracepoint
	elif [ -w "$TRACEFS/kprobe_events" ]; then
		# The x86-64 syscall functions take a struct pt_regs *: pread64's count is
		# its dx (offset 96), io_uring_enter's to_submit its si (offset 104).
		if echo "p:seedcap/seedcap_pread64 __x64_sys_pread64 count=+96(%di):u64" >>"$TRACEFS/kprobe_events" &&
			echo "p:seedcap/seedcap_uring __x64_sys_io_uring_enter to_submit=+104(%di):u32" >>"$TRACEFS/kprobe_events"; then
			on_exit "echo -:seedcap/seedcap_pread64 >>$TRACEFS/kprobe_events; echo -:seedcap/seedcap_uring >>$TRACEFS/kprobe_events"
			_evs="$TRACEFS/events/seedcap/seedcap_pread64 $TRACEFS/events/seedcap/seedcap_uring"
			SC_EV=kprobe
		else
			echo "seedcap: cannot add the kprobes: $(tail -n 3 "$TRACEFS/error_log" 2>/dev/null | tr '\n' ' ')"
		fi
	fi
	[ -n "$_evs" ] || return 0
	# shellcheck disable=SC2086 # two paths without blanks
	set -- $_evs
	if echo "count >= 33554432" >"$1/filter" && echo "to_submit > 0" >"$2/filter" &&
		echo 1 >"$1/enable" && echo 1 >"$2/enable"; then
		on_exit "echo 0 >$1/enable; echo 0 >$1/filter; echo 0 >$2/enable; echo 0 >$2/filter"
		SC_EVDIRS=$_evs
	else
		echo "seedcap: cannot enable $_evs"
		SC_EV=none
		return 0
	fi
	# libaio's io_submit (the model runs' libaio jobs), where it can be traced
	_ev3=
	if [ "$SC_EV" = tracepoint ] && [ -d "$_sd/sys_enter_io_submit" ]; then
		_ev3=$_sd/sys_enter_io_submit
	elif [ "$SC_EV" = kprobe ] &&
		echo "p:seedcap/seedcap_aio __x64_sys_io_submit nr=+104(%di):u64" >>"$TRACEFS/kprobe_events"; then
		on_exit "echo -:seedcap/seedcap_aio >>$TRACEFS/kprobe_events"
		_ev3=$TRACEFS/events/seedcap/seedcap_aio
	fi
	if [ -n "$_ev3" ] && echo "nr > 0" >"$_ev3/filter" && echo 1 >"$_ev3/enable"; then
		on_exit "echo 0 >$_ev3/enable; echo 0 >$_ev3/filter"
		SC_EVDIRS="$SC_EVDIRS $_ev3"
	fi
}

# seedcap_first: from the trace of a seedcap group, "JOB sc=READ,READ,..." per job
# (between the hook's bench-pre/bench-post markers), READ = BIO_US:RQ_US:BIO:RQ:CYCLE_US
# for every read the job made: microseconds from the syscall entry to the first
# block_bio_queue on the job's top device and to the first block_rq_issue on the
# lower device ("-" where none followed), the sizes (sectors) of that bio and
# that request, and the microseconds to the next read's syscall entry (QD1: one
# read's whole cycle; "-" for the job's last read).
seedcap_first() {
	while read -r _j _cfg _rf; do
		echo "$_j $(blk_majmin "$(top_node "$_cfg")" | tr : ,)"
	done <"$_jm" >"$BENCH_WORK/tops"
	awk -v low="$SC_LOWMM" '
	function flush(next_ts) {
		if (st != "")
			out[j] = out[j] (out[j] == "" ? "" : ",") a ":" b ":" bs ":" rs ":" \
				(next_ts == "" ? "-" : sprintf("%.1f", (next_ts - st) * 1000000))
		st = ""
	}
	FILENAME ~ /tops$/ { top[$1] = $2; next }
	/tracing_mark_write: bench-pre / { flush(); j = $NF; on = 1; next }
	/tracing_mark_write: bench-post / { flush(); on = 0; next }
	!on { next }
	{
		ev = ""
		for (i = 2; i <= NF; i++) {
			if ($i ~ /^sys_(pread64|io_uring_enter|io_submit)\(/ || $i == "seedcap_pread64:" || $i == "seedcap_uring:" ||
			    $i == "seedcap_aio:") { ev = "sys"; k = i; break }
			if ($i == "block_bio_queue:" || $i == "block_rq_issue:") { ev = $i; k = i; break }
		}
		if (ev == "") next
		ts = $(k - 1); sub(/:$/, "", ts)
		if (ev == "sys") { flush(ts); st = ts; a = b = bs = rs = "-"; next }
		if (st == "") next
		dev = $(k + 1); n = ""
		for (q = k + 2; q < NF; q++) if ($q == "+") { n = $(q + 1); break }
		if (ev == "block_bio_queue:" && dev == top[j] && a == "-") { a = sprintf("%.1f", (ts - st) * 1000000); bs = n }
		if (ev == "block_rq_issue:" && dev == low && b == "-") { b = sprintf("%.1f", (ts - st) * 1000000); rs = n }
	}
	END { flush(); for (x in top) print x, "sc=" (x in out ? out[x] : "-") }' "$BENCH_WORK/tops" "$BENCH_WORK/trace" >"$BENCH_WORK/first"
}
seedcap_extra() {
	echo " $(awk -v j="$1" '$1 == j { print $2 }' "$BENCH_WORK/first") sysev=$SC_EV lost=$SEED_LOST"
}

# seedcap_devs D LOW: the dm devices of device D over LOW, and their M records.
seedcap_devs() {
	_sz=$(blk_sectors "$2")
	dm_exists "lin_$1" || mk "lin_$1" "0 $_sz linear $2 0"
	# no_build_cap: a biocap whose cap does not reach the kernel's build-time limit.
	# A biocap without the argument refuses it; then the device is made without it
	# and the M record says so (the report flags the configuration).
	_nb=ok
	if ! dm_create "bcnobuild_$1" "0 $_sz biocap $2 0 $SC_CAP 1 no_build_cap" 2>"$LIB_TMP/dm.err"; then
		_nb="refused:$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/dm.err" | cut -c1-120)"
		mk "bcnobuild_$1" "0 $_sz biocap $2 0 $SC_CAP"
	else
		wait_blk "/dev/mapper/bcnobuild_$1" || { echo "/dev/mapper/bcnobuild_$1 missing"; exit 1; }
		devinfo "bcnobuild_$1" "/dev/mapper/bcnobuild_$1"
		echo "M bcconfig dm=bcnobuild_$1 $(bc_config "bcnobuild_$1")"
	fi
	mk "bcbuild_$1" "0 $_sz biocap $2 0 $SC_CAP"
	for _c in raw lin bcnobuild bcbuild; do
		_n=$(node "${_c}_$1")
		_q=$(blk_sysdir "$_n")/queue
		_st=-
		case $_c in bc*) _st=$(bc_stat "${_c}_$1" build_cap 2>/dev/null) || _st=absent ;; esac
		echo "M seedcapdev dev=$1 cfg=$_c node=$_n" \
			"max_sectors_kb=$(cat "$_q/max_sectors_kb") max_segments=$(cat "$_q/max_segments")" \
			"max_segment_size=$(cat "$_q/max_segment_size" 2>/dev/null) build_cap=$_st$([ "$_c" = bcnobuild ] && echo " no_build_cap=$_nb")"
	done
}

# whole_bios PART SUFFIX CFG...: where direct I/O builds bios no larger than
# max_sectors (the patched kernel), a dm device inherits the model's 1 MiB; each
# CFG's device (CFG_SUFFIX) is set to its max_hw_sectors, so that dm-linear and
# no_build_cap build whole bios (32 MiB), as on a stock kernel, and the biocap
# lines their cap. Stock kernels ignore it.
whole_bios() {
	_p=$1
	_s=$2
	shift 2
	for _c in "$@"; do
		_q=$(blk_sysdir "/dev/mapper/${_c}_$_s")/queue
		cat "$_q/max_hw_sectors_kb" >"$_q/max_sectors_kb" ||
			{ echo "$_p: cannot set max_sectors_kb of ${_c}_$_s"; exit 1; }
	done
}

# model_devs SUFFIX LOW: the seedcap configurations over LOW, named CFG_SUFFIX:
# dm-linear, biocap 1 MiB no_build_cap, biocap caps 256 KiB, 1 MiB and 4 MiB.
model_devs() {
	_sz=$(blk_sectors "$2")
	mk "lin_$1" "0 $_sz linear $2 0"
	mk "bcnobuild_$1" "0 $_sz biocap $2 0 $SC_CAP 1 no_build_cap"
	for _c in 512 2048 8192; do mk "bc${_c}_$1" "0 $_sz biocap $2 0 $_c"; done
}

# thp_set MODE: transparent hugepages always or never (the hook sets them per job).
thp_set() {
	[ -w /sys/kernel/mm/transparent_hugepage/enabled ] && echo "$1" >/sys/kernel/mm/transparent_hugepage/enabled
	return 0
}

# thp_never: no transparent hugepages until the guest's part ends (restored on exit);
# THP_BEFORE is the setting it found (empty: none to change).
thp_never() {
	_thp=/sys/kernel/mm/transparent_hugepage/enabled
	THP_BEFORE=
	if [ -w "$_thp" ]; then
		THP_BEFORE=$(sed 's/.*\[\(.*\)\].*/\1/' "$_thp")
		echo never >"$_thp" && on_exit "echo $THP_BEFORE >$_thp"
	fi
}

# The model device (tests/bench/modeldev, biocap_model.ko), one module load per
# model of SEEDCAPMODELS: model_args NAME prints its module parameters.
# Every model takes 1 MiB requests (max_sectors) but advertises 32 MiB
# (max_hw_sectors), so that a dm device over it can be told to build whole bios.
model_args() {
	_lim="max_hw_sectors=65536 max_sectors=2048"
	case $1 in
	s*q*)
		_b=${1%q*}
		echo "model=serial mbps=${_b#s} queue_depth=${1#*q} $_lim"
		;;
	s*) echo "model=serial mbps=${1#s} $_lim" ;;
	p*) echo "model=parallel latency_ns=$((${1#p} * 1000)) $_lim" ;;
	z) echo "model=parallel latency_ns=0 $_lim" ;;
	*) return 1 ;;
	esac
}

# model_engine ENGINE: fio options of a seedcap model job's engine.
model_engine() {
	case $1 in
	psync) echo "--ioengine=psync" ;;
	io_uring) echo "--ioengine=io_uring --iodepth=1" ;;
	libaio1) echo "--ioengine=libaio --iodepth=1" ;;
	libaio4) echo "--ioengine=libaio --iodepth=4" ;;
	*) return 1 ;;
	esac
}

# model_mem MEM: sets MEM_OPTS, the fio options of a seedcap model job's buffers,
# and HOOK_THP, the transparent hugepage setting its job runs with (a function, not
# a command substitution, so that both stay set). shmhuge: hugetlb pages; malloc:
# 4 KiB pages; thp: malloc, 2 MiB aligned, transparent hugepages always.
model_mem() {
	HOOK_THP=never
	case $1 in
	shmhuge | malloc) MEM_OPTS="--iomem=$1" ;;
	thp)
		HOOK_THP=always
		MEM_OPTS="--iomem=malloc --iomem_align=2m"
		;;
	*) return 1 ;;
	esac
}

# model_lat JOB CFG (GROUP_EXTRA of the untraced runs): every read's latency (µs,
# submission to completion) from fio's latency log of the job.
model_lat() {
	echo " lat=$(cat "$BENCH_WORK"/lat_"$1"_lat.*.log 2>/dev/null |
		awk -F', *' '{ printf "%s%.1f", s, $2 / 1000; s = "," } END { if (!NR) printf "-" }')"
}

# sc_sysev ON: the syscall-entry events on (1) or off (0); off in the timed runs.
sc_sysev() {
	for _e in ${SC_EVDIRS:-}; do echo "$1" >"$_e/enable"; done
}

# model_group_run TRACED DEVS: run the group made on the model device. Untraced
# (0): every read's latency from fio's log. Traced (1): syscall entry,
# block_bio_queue and block_rq_issue on DEVS, for the first-request times.
model_group_run() {
	if [ "$1" = 0 ]; then
		sc_sysev 0
		GROUP_EXTRA=model_lat
		group_run
		GROUP_EXTRA=
	else
		sc_sysev 1
		trace_begin "$2" block_bio_queue block_rq_issue 2>"$LIB_TMP/tr.err" ||
			{ echo "trace_begin failed: $(cat "$LIB_TMP/tr.err")"; exit 1; }
		group_run_traced seedcap_first seedcap_model_extra
		trace_end
	fi
}

# lincap (dm-linear left at the model's 1 MiB max_sectors: on a kernel with the build
# cap, 32 bios through dm-linear, no biocap) and bcnoacct (biocap 1 MiB with the dm
# device's iostats off) take the build cap's cost apart: builder and dm core per bio,
# biocap per bio, dm's I/O accounting per bio.
MD_CFGS="raw lin lincap bcnobuild bc512 bc2048 bc8192 bcnoacct"

# seedcap_model: the seedcap part on the model device. Per model: load biocap_model,
# make raw, dm-linear, biocap 1 MiB no_build_cap and biocap caps 256 KiB, 1 MiB, 4 MiB
# (build cap where the kernel has it) over bmodel0; REPS untraced repetitions (fio
# latency logs, configurations rotated), then SEEDCAPTRACE traced ones (syscall entry,
# block_bio_queue on the top device, block_rq_issue on bmodel0); remove it all and
# unload the module (its removal path is part of the test).
seedcap_model() {
	_mw=$(sed -n "s/^BIOCAP_MODEL_WARNINGS='\(.*\)'$/\1/p" /etc/biocap.conf 2>/dev/null)
	echo "M model_build warnings=${_mw:-?}"
	_mg=0
	for m in $SEEDCAPMODELS; do
		_ma=$(model_args "$m") || { echo "seedcap: unknown model '$m'"; continue; }
		# shellcheck disable=SC2086 # module parameters
		modprobe biocap_model $_ma 2>"$LIB_TMP/mp.err" ||
			{ echo "M model name=$m load=failed:$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/mp.err" | cut -c1-120)"; continue; }
		wait_blk /dev/bmodel0 || { echo "seedcap: /dev/bmodel0 missing"; exit 1; }
		_low=/dev/bmodel0
		_pd=/sys/module/biocap_model/parameters
		echo "M model name=$m load=ok $(for _p in model mbps latency_ns queue_depth max_hw_sectors max_sectors max_segments max_segment_size; do
			printf '%s=%s ' "$_p" "$(cat "$_pd/$_p")"; done)sched=$(sed 's/.*\[\(.*\)\].*/\1/' "$(blk_sysdir "$_low")/queue/scheduler")"
		devinfo "model_$m" "$_low"
		SC_LOWMM=$(blk_majmin "$_low" | tr : ,)
		model_devs md "$_low"
		_sz=$(blk_sectors "$_low")
		mk lincap_md "0 $_sz linear $_low 0"
		mk bcnoacct_md "0 $_sz biocap $_low 0 2048"
		echo 0 >"$(blk_sysdir "$(node bcnoacct_md)")/queue/iostats" ||
			{ echo "seedcap: cannot turn iostats off on bcnoacct_md"; exit 1; }
		# shellcheck disable=SC2046 # a word list
		whole_bios seedcap md $(for c in $MD_CFGS; do case $c in raw | lincap) ;; *) echo "$c" ;; esac; done)
		_devs=
		for c in $MD_CFGS; do
			_n=$(node "${c}_md")
			_devs="$_devs $_n"
			_st=-
			case $c in bc*) _st=$(bc_stat "${c}_md" build_cap 2>/dev/null) || _st=absent ;; esac
			echo "M seedcapdev dev=md model=$m cfg=$c node=$_n" \
				"max_hw_sectors_kb=$(cat "$(blk_sysdir "$_n")/queue/max_hw_sectors_kb")" \
				"max_sectors_kb=$(cat "$(blk_sysdir "$_n")/queue/max_sectors_kb") build_cap=$_st"
		done
		_tr=0
		HOOK_BC=0
		[ "$REPS" -gt 0 ] || HOOK_BC=1
		for r in $(seq 1 $((REPS + SEEDCAPTRACE))); do
			[ "$r" -gt "$REPS" ] && _tr=1
			_mg=$((_mg + 1))
			group_begin
			rm -f "$BENCH_WORK"/lat_j*.log
			_g=0
			for mem in $SEEDCAPMEM; do
				model_mem "$mem" || { echo "seedcap: unknown buffers '$mem'"; exit 1; }
				for eng in $SEEDCAPENG; do
					_g=$((_g + 1))
					_eo=$(model_engine "$eng") || { echo "seedcap: unknown engine '$eng'"; exit 1; }
					_qd=${_eo##*--iodepth=}
					[ "$_qd" = "$_eo" ] && _qd=1
					# shellcheck disable=SC2086 # word list of configurations; fio options
					for c in $(rotate $((_mg + _g)) $MD_CFGS); do
						group_job "part=seedcap rep=$r traced=$_tr dev=md model=$m engine=$eng mem=$mem" "${c}_md" \
							--rw=read --bs=32M $_eo $MEM_OPTS --size=$((SEEDCAPIOS * 32 * _qd))M \
							--write_lat_log="lat_j$((_jn + 1))" --log_avg_msec=0
					done
				done
			done
			model_group_run $_tr "$_devs"
			# biocap's counters (two dmsetup calls per job, ~0.5 s each under TCG) in
			# the traced repetitions only
			HOOK_BC=0
			[ "$r" -ge "$REPS" ] && HOOK_BC=1
			say "seedcap md $m: repetition $r done (traced=$_tr)"
		done
		HOOK_BC=
		for c in bcnoacct bc8192 bc2048 bc512 bcnobuild lincap lin; do
			echo "M model_status name=$m cfg=$c $(case $c in bc*) bc_status "${c}_md" ;; esac)"
			dm_remove "${c}_md" || { echo "seedcap: cannot remove ${c}_md"; exit 1; }
		done
		_t=$(now_ms)
		rmmod biocap_model 2>"$LIB_TMP/rm.err"
		_rc=$?
		echo "M model_unload name=$m rc=$_rc ms=$(($(now_ms) - _t)) err=$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/rm.err" | cut -c1-80)"
		[ -e /sys/module/biocap_model ] && { echo "seedcap: biocap_model still loaded"; exit 1; }
	done
	HOOK_THP=
	thp_set never
	sc_sysev 1
}

# seedcap_fs: the seedcap configurations reading a file of a file system on the
# model device, O_DIRECT, the buffers of SEEDCAPFSMEM (default hugepages), the
# engines of SEEDCAPFSENG at QD1 (the 32 MiB reads of a deeper queue would run past
# the file). Per model of SEEDCAPFSMODELS and
# file system of SEEDCAPFS: load biocap_model with backing=1 over FS_MB MiB (the
# metadata reads back as written), make the file system, fallocate one 512 MiB
# file, hand its extents to the model as nodata (its data is neither kept nor
# copied), write it once with O_DIRECT, unmount. Make the dm devices of FS_CFGS over
# the model and mount each read-only. Per repetition one fio group: SEEDCAPIOS
# reads of 32 MiB, then the whole file in 64 MiB reads (the 2021 series' second
# experiment), configurations rotated; REPS untraced repetitions, then SEEDCAPTRACE
# traced ones (first-request times, as in seedcap_model). Then, with the dm devices
# removed, the raw device (which cannot be mounted while dm holds it) the same way,
# one group per repetition. The model's nodata and unload are checked.
FS_CFGS="lin bcnobuild bc512 bc2048 bc8192"
FS_MB=768
seedcap_fs() {
	_mnt=$LIB_TMP/fsmnt
	# the engines first, before anything is made
	for eng in $SEEDCAPFSENG; do
		_eo=$(model_engine "$eng") || { echo "seedcap: unknown engine '$eng'"; exit 1; }
		[ "${_eo##*--iodepth=}" = "$_eo" ] || [ "${_eo##*--iodepth=}" = 1 ] ||
			{ echo "seedcap: file runs take QD1 engines, not '$eng'"; exit 1; }
	done
	_mg=${_mg:-0}
	for m in $SEEDCAPFSMODELS; do
		_ma=$(model_args "$m") || { echo "seedcap: unknown model '$m'"; continue; }
		for fs in $SEEDCAPFS; do
			case $fs in
			ext4) _mkfs="mkfs.ext4 -q -F -E nodiscard,lazy_itable_init=1,lazy_journal_init=1" _mo=ro,noload ;;
			xfs) _mkfs="mkfs.xfs -q -f -K" _mo=ro,norecovery,nouuid ;;
			*) echo "seedcap: unknown file system '$fs'"; continue ;;
			esac
			command -v "mkfs.$fs" >/dev/null || { echo "M fsmodel name=$m fs=$fs ok=0 why=no_mkfs.$fs"; continue; }
			modprobe -q "$fs" 2>/dev/null
			# shellcheck disable=SC2086 # module parameters
			modprobe biocap_model $_ma backing=1 capacity_mb=$FS_MB 2>"$LIB_TMP/mp.err" ||
				{ echo "M fsmodel name=$m fs=$fs ok=0 why=load:$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/mp.err" | cut -c1-120)"; continue; }
			on_exit "rmmod biocap_model 2>/dev/null"
			wait_blk /dev/bmodel0 || { echo "seedcap: /dev/bmodel0 missing"; exit 1; }
			SC_LOWMM=$(blk_majmin /dev/bmodel0 | tr : ,)
			_pd=/sys/module/biocap_model/parameters
			if ! fs_prepare "$fs" "$_mkfs" "$_mnt"; then
				umount "$_mnt" 2>/dev/null
				rmmod biocap_model || { echo "seedcap: cannot unload biocap_model"; exit 1; }
				continue
			fi
			model_devs fd /dev/bmodel0
			# shellcheck disable=SC2086 # a word list
			whole_bios seedcap fd $FS_CFGS
			for _c in $FS_CFGS; do
				_q=$(blk_sysdir "/dev/mapper/${_c}_fd")/queue
				mkdir -p "/mnt/ff_$_c"
				# shellcheck disable=SC2086 # mount options
				mount -t "$fs" -o $_mo "/dev/mapper/${_c}_fd" "/mnt/ff_$_c" 2>"$LIB_TMP/mnt.err" ||
					{ echo "seedcap: cannot mount ${_c}_fd ($fs): $(cat "$LIB_TMP/mnt.err")"; exit 1; }
				on_exit "umount /mnt/ff_$_c 2>/dev/null"
				echo "M seedcapfsdev model=$m fs=$fs cfg=$_c max_sectors_kb=$(cat "$_q/max_sectors_kb")" \
					"build_cap=$(case $_c in bc*) bc_stat "${_c}_fd" build_cap 2>/dev/null || echo absent ;; *) echo - ;; esac)"
			done
			HOOK_BC=0
			HOOK_THP=never
			echo "M fsmodel_timed name=$m fs=$fs copied_kib=$(cat "$_pd/copied_kib")"
			# shellcheck disable=SC2086 # a word list
			fs_groups $FS_CFGS
			for _c in $FS_CFGS; do
				umount "/mnt/ff_$_c" || { echo "seedcap: cannot unmount /mnt/ff_$_c"; exit 1; }
			done
			for _c in bc8192 bc2048 bc512 bcnobuild lin; do
				dm_remove "${_c}_fd" || { echo "seedcap: cannot remove ${_c}_fd"; exit 1; }
			done
			# the raw device, which cannot be mounted while dm holds it: the same
			# reads, after the others' and in groups of their own
			mkdir -p /mnt/ff_raw
			# shellcheck disable=SC2086 # mount options
			mount -t "$fs" -o $_mo /dev/bmodel0 /mnt/ff_raw 2>"$LIB_TMP/mnt.err" ||
				{ echo "seedcap: cannot mount bmodel0 ($fs): $(cat "$LIB_TMP/mnt.err")"; exit 1; }
			on_exit "umount /mnt/ff_raw 2>/dev/null"
			echo "M seedcapfsdev model=$m fs=$fs cfg=raw max_sectors_kb=$(cat /sys/block/bmodel0/queue/max_sectors_kb) build_cap=-"
			fs_groups raw
			umount /mnt/ff_raw || { echo "seedcap: cannot unmount /mnt/ff_raw"; exit 1; }
			HOOK_BC=
			HOOK_THP=
			thp_set never
			echo "M fsmodel_end name=$m fs=$fs copied_kib=$(cat "$_pd/copied_kib" 2>/dev/null || echo -)"
			rmmod biocap_model || { echo "seedcap: cannot unload biocap_model"; exit 1; }
		done
	done
	sc_sysev 1
}

# fs_groups CFG...: REPS untraced and SEEDCAPTRACE traced fio groups of seedcap_fs
# ($m, $fs), each reading the file through every /mnt/ff_CFG: SEEDCAPIOS reads of 32 MiB, then the whole file in
# 64 MiB reads, per engine, the configurations rotated between groups.
fs_groups() {
	_tr=0
	for r in $(seq 1 $((REPS + SEEDCAPTRACE))); do
		[ "$r" -gt "$REPS" ] && _tr=1
		# a lone configuration has no order to rotate
		[ $# -gt 1 ] && _mg=$((_mg + 1))
		group_begin
		rm -f "$BENCH_WORK"/lat_j*.log
		_g=1
		for mem in $SEEDCAPFSMEM; do
			model_mem "$mem" || { echo "seedcap: unknown buffers '$mem'"; exit 1; }
			for eng in $SEEDCAPFSENG; do
				_eo=$(model_engine "$eng")
				for _bs in 32:$((SEEDCAPIOS * 32)) 64:512; do
					_g=$((_g + 1))
					# shellcheck disable=SC2046,SC2086 # word lists of configurations; fio options
					for c in $(rotate $((_mg + _g)) "$@"); do
						group_job "part=seedcapfs rep=$r traced=$_tr dev=$fs model=$m engine=$eng mem=$mem bs_kib=$((${_bs%:*} * 1024))" "${c}_ff" \
							--rw=read --bs="${_bs%:*}M" $_eo $MEM_OPTS --size="${_bs#*:}M" \
							--write_lat_log="lat_j$((_jn + 1))" --log_avg_msec=0
					done
				done
			done
		done
		# traced: block_bio_queue on the device the file system is on too
		model_group_run $_tr "$({ echo /dev/bmodel0; for c in "$@"; do top_node "${c}_ff"; done; } | sort -u | tr '\n' ' ')"
		say "seedcap $fs on $m ($*): repetition $r done (traced=$_tr)"
	done
}

# fs_ranges: filefrag -e -b512's physical extents (stdin) as START+SECTORS,...,
# adjacent ones merged.
fs_ranges() {
	awk -F: '$1 ~ /^ *[0-9]+$/ {
		split($3, p, /\.\./); s = p[1] + 0; e = p[2] + 0
		if (n && s == pe + 1) pe = e; else { if (n) out = out (out == "" ? "" : ",") ps "+" (pe - ps + 1); ps = s; pe = e; n++ }
	} END { if (n) out = out (out == "" ? "" : ",") ps "+" (pe - ps + 1); print out }'
}

# fs_prepare FS MKFS MNT: the file system on bmodel0 with its 512 MiB file "big",
# whose extents become the model's nodata; one M fsmodel record.
fs_prepare() {
	# shellcheck disable=SC2086 # mkfs and its options
	$2 /dev/bmodel0 >"$LIB_TMP/mkfs.out" 2>&1 ||
		{ echo "M fsmodel name=$m fs=$1 ok=0 why=mkfs:$(tail -n 2 "$LIB_TMP/mkfs.out" | tr -c 'A-Za-z0-9_.:=/-' '_' | cut -c1-120)"; return 1; }
	mkdir -p "$3"
	mount -t "$1" /dev/bmodel0 "$3" 2>"$LIB_TMP/mnt.err" ||
		{ echo "M fsmodel name=$m fs=$1 ok=0 why=mount:$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/mnt.err" | cut -c1-120)"; return 1; }
	on_exit "umount $3 2>/dev/null"
	fallocate -l 512M "$3/big" 2>"$LIB_TMP/fa.err" ||
		{ echo "M fsmodel name=$m fs=$1 ok=0 why=fallocate:$(df -k "$3" | tail -n 1 | tr -s ' ' _):$(tr -c 'A-Za-z0-9_.:=/-' '_' <"$LIB_TMP/fa.err" | cut -c1-80)"; return 1; }
	# physical extents in sectors, adjacent ones merged: START+SECTORS,...
	_nd=$(filefrag -e -b512 "$3/big" | fs_ranges)
	if [ -z "$_nd" ] || ! echo "$_nd" >"$_pd/nodata"; then
		echo "M fsmodel name=$m fs=$1 ok=0 why=nodata:$(echo "$_nd" | cut -c1-80)"
		return 1
	fi
	# the data once, O_DIRECT: the extents become written ones, where they were
	fio --name=fill --filename="$3/big" --rw=write --bs=32M --direct=1 --size=512M \
		--iomem=shmhuge --output="$LIB_TMP/fill.out" >/dev/null 2>&1 ||
		{ echo "M fsmodel name=$m fs=$1 ok=0 why=fill"; return 1; }
	sync
	_after=$(filefrag -e -b512 "$3/big")
	if echo "$_after" | grep -q unwritten; then
		echo "M fsmodel name=$m fs=$1 ok=0 why=still_unwritten"
		return 1
	fi
	_ext=$(echo "$_after" | awk -F: '$1 ~ /^ *[0-9]+$/ { n++ } END { print n + 0 }')
	[ "$(echo "$_after" | fs_ranges)" = "$_nd" ] ||
		{ echo "M fsmodel name=$m fs=$1 ok=0 why=extents_moved"; return 1; }
	umount "$3" || return 1
	echo "M fsmodel name=$m fs=$1 ok=1 mb=$FS_MB extents=$_ext nodata=$(cat "$_pd/nodata") copied_kib=$(cat "$_pd/copied_kib" 2>/dev/null || echo -)"
}

# seedcap_model_extra JOB CFG (traced model runs): seedcap_extra, the latencies, and
# per read the µs from the syscall entry to the last block_rq_issue on the lower
# device before the next syscall entry (last=US,...).
seedcap_model_extra() {
	_last=$(awk -v low="$SC_LOWMM" -v job="$1" '
	/tracing_mark_write: bench-pre / { on = ($NF == job); next }
	/tracing_mark_write: bench-post / { on = 0; next }
	!on { next }
	{
		for (i = 2; i <= NF; i++) {
			if ($i ~ /^sys_(pread64|io_uring_enter|io_submit)\(/ || $i ~ /^seedcap_(pread64|uring|aio):$/) {
				ts = $(i - 1); sub(/:$/, "", ts)
				if (st != "") out = out (out == "" ? "" : ",") (l == "" ? "-" : sprintf("%.1f", (l - st) * 1000000))
				st = ts; l = ""; break
			}
			if ($i == "block_rq_issue:" && $(i + 1) == low && st != "") { l = $(i - 1); sub(/:$/, "", l); break }
		}
	}
	END { if (st != "") out = out (out == "" ? "" : ",") (l == "" ? "-" : sprintf("%.1f", (l - st) * 1000000)); print (out == "" ? "-" : out) }' "$BENCH_WORK/trace")
	echo "$(seedcap_extra "$1")$(model_lat "$1") last=$_last"
}

part_seedcap() {
	say "part seedcap: 32 MiB direct reads, biocap $SC_CAP sectors with and without the build-time cap"
	_t0=$(now_ms)
	# 32 MiB (16 hugepages) per buffer, 4 buffers for libaio QD4
	echo 80 >/proc/sys/vm/nr_hugepages
	# malloc buffers on 4 KiB pages: no transparent hugepages during this part
	thp_never
	echo "M seedcapmem nr_hugepages=$(cat /proc/sys/vm/nr_hugepages) thp=$(sed 's/.*\[\(.*\)\].*/\1/' "$_thp" 2>/dev/null || echo none) thp_before=${THP_BEFORE:-none}"
	seedcap_sysev
	echo "M seedcapev method=$SC_EV cap=$SC_CAP ios=$SEEDCAPIOS devs=$SEEDCAPDEV"
	_ds=
	for _w in $(echo "$SEEDCAPDEV" | tr + ' '); do
		case $_w in nb | ns) _ds="$_ds ns" ;; md) _ds="$_ds md" ;; nv) _ds="$_ds nv" ;; all) _ds="$_ds md nv" ;; esac
	done
	for d in $_ds; do
		if [ "$d" = md ]; then
			seedcap_model
			[ -z "$SEEDCAPFS" ] || seedcap_fs
			continue
		fi
		if [ "$d" = ns ]; then
			# 1 MiB requests (max_sectors 2048), completions by softirq (irqmode=1),
			# not memory backed: the CPU cost of the path, which icount measures
			nullb_create bnbs 1024 submit_queues=1 irqmode=1 max_sectors=$SC_CAP ||
				nullb_create bnbs 1024 submit_queues=1 irqmode=1 ||
				{ echo "cannot create null_blk bnbs"; exit 1; }
			devinfo nullb_seedcap /dev/bnbs
			echo "M nullb_seedcap_cfg irqmode=$(nullb_attr bnbs irqmode) submit_queues=$(nullb_attr bnbs submit_queues) hw_queue_depth=$(nullb_attr bnbs hw_queue_depth) memory_backed=$(nullb_attr bnbs memory_backed) max_sectors=$(nullb_attr bnbs max_sectors 2>/dev/null)"
			_low=/dev/bnbs
		else
			need_nvme
			dm_exists lin_nv || devinfo nvme "$NVME_DEV"
			_low=$NVME_DEV
		fi
		SC_LOWMM=$(blk_majmin "$_low" | tr : ,)
		seedcap_devs "$d" "$_low"
		_devs=
		for c in $SC_CFGS; do _devs="$_devs $(node "${c}_$d")"; done
		for r in $(seq 1 "$REPS"); do
			group_begin
			_g=0
			for mem in shmhuge malloc; do
				for eng in psync io_uring; do
					_g=$((_g + 1))
					# shellcheck disable=SC2086 # word list of configurations
					for c in $(rotate $((r + _g)) $SC_CFGS); do
						group_job "part=seedcap rep=$r dev=$d engine=$eng mem=$mem" "${c}_$d" \
							--rw=read --bs=32M --ioengine="$eng" --iodepth=1 --iomem="$mem" --size=$((SEEDCAPIOS * 32))M
					done
				done
			done
			trace_begin "$_devs" block_bio_queue block_rq_issue 2>"$LIB_TMP/tr.err" ||
				{ echo "trace_begin failed: $(cat "$LIB_TMP/tr.err")"; exit 1; }
			group_run_traced seedcap_first seedcap_extra
			say "seedcap $d: repetition $r done"
		done
		trace_end
	done
	echo "P part=seedcap secs=$((($(now_ms) - _t0) / 1000))"
}

# ------------------------------------------------------------------ part icount
# Run by tests/bench/run.sh in guests of their own under QEMU's instruction-counting
# clock (-icount shift=0,sleep=off): guest time = executed instructions, so the time
# an I/O takes on a CPU-bound device is the instructions it costs (tests/bench/README.md).
# null_blk only (an emulated disk completes in host time). Devices: icnb and icnb2
# (not memory backed, softirq completions, one poll queue, one submit queue per vCPU),
# icmb (memory backed: its submissions may sleep, so IRQ mode only), icin (completions
# inline in the submitter's context, irqmode=0; IRQ mode only).
# Configurations: raw, lin (dm-linear), bcauto (biocap cap 0), bc8 (cap 8: a 4 KiB I/O
# splits nothing), bcsplit (cap 64: every 64 KiB bio in two), bcbc (biocap auto over
# bcauto), stripe (dm-stripe over icnb and icnb2, 32 KiB chunks: a 64 KiB bio in two),
# and the benchmark variants of the module (ICVAR: numbers N of dm-biocap-dN.ko, each
# without the hot-path pieces of the bits of N: 1 histogram, 2 max_bio, 4 byte
# counters, 8 .end_io, 16 the cap computation, 32 everything else map() does (63: a
# plain linear map in a module); in the QD1 4 KiB groups).
# Every job reads a fixed amount (ICSIZE MiB per job and fio process thread), not for a
# time: the mean latency, fio's runtime and the I/O count are then all deterministic.
# Groups (one fio process per repetition and group, configurations rotated):
#   4k-qd{1,32}-{irq,poll}: 4 KiB random reads;
#   64k-qd1-{irq,poll}: 64 KiB random reads: raw, lin, bcauto, bcsplit, stripe, and
#   lin32 (dm-linear with 32 KiB reads, the unit of "n dm-linear I/Os");
#   64k-qd1-aio: the same configurations with libaio (no REQ_NOWAIT);
#   mem-4k-qd1-irq: the memory-backed device: raw, lin, bcauto;
#   inl-4k-qd{1,32}-irq: the device with inline completions: raw, lin, bcauto.
# With icsmp=1 (a 4-vCPU guest): 4 KiB QD1 reads with 1, 2 and 4 fio jobs (numjobs),
# IRQ and polled, raw, lin, bcauto.
# ic_split_group GROUP MODE HIPRI: 64 KiB QD1 reads over the splitting configurations,
# and dm-linear with 32 KiB reads (lin32, the unit of "n dm-linear I/Os").
ic_split_group() {
	_g=$((_g + 1))
	group_begin
	for c in $(rotate $((r + _g)) raw lin lin32 bcauto bcsplit stripe); do
		_bs=64
		_n=$c
		[ $c = lin32 ] && { _bs=32; _n=lin; }
		ic_job "group=$1 mode=$2 jobs=1 name=$c" "${_n}_ic" $_bs 1 "$3"
	done
	group_run
}

# ic_job GROUP-FIELDS CFG BS_KIB QD HIPRI [FIO-OPTION...]: one job of a group (io_uring
# with hipri=HIPRI, or libaio when HIPRI is "aio").
ic_job() {
	_f=$1
	_c=$2
	_b=$3
	_q=$4
	_h=$5
	shift 5
	if [ "$_h" = aio ]; then
		set -- --ioengine=libaio "$@"
	else
		set -- --ioengine=io_uring --hipri="$_h" "$@"
	fi
	group_job "part=icount rep=$r $_f bs=$_b qd=$_q" "$_c" \
		--rw=randread --bs="${_b}k" --iodepth="$_q" \
		--size="$((ICSIZE * _b / 4))M" --io_size="$((ICSIZE * _b / 4))M" --norandommap --randrepeat=0 \
		$IC_CPUS "$@"
}
part_icount() {
	say "part icount: null_blk under the instruction-counting clock"
	_t0=$(now_ms)
	_nq=$(nproc)
	nullb_create icnb 1024 submit_queues="$_nq" poll_queues=1 irqmode=1 ||
		{ echo "cannot create null_blk icnb"; exit 1; }
	nullb_create icnb2 1024 submit_queues="$_nq" poll_queues=1 irqmode=1 ||
		{ echo "cannot create null_blk icnb2"; exit 1; }
	devinfo icnb /dev/icnb
	echo "M icount_nullb poll_queues=$(nullb_attr icnb poll_queues) irqmode=$(nullb_attr icnb irqmode) submit_queues=$(nullb_attr icnb submit_queues) hw_queue_depth=$(nullb_attr icnb hw_queue_depth) memory_backed=$(nullb_attr icnb memory_backed) size_mib_per_job=$ICSIZE"
	_sz=$(blk_sectors /dev/icnb)
	mk lin_ic "0 $_sz linear /dev/icnb 0"
	mk bcauto_ic "0 $_sz biocap /dev/icnb 0 0"
	_vcfg=
	for v in $ICVAR; do
		modprobe "dm-biocap-d$v" 2>"$LIB_TMP/mp.err" ||
			{ echo "cannot load dm-biocap-d$v: $(cat "$LIB_TMP/mp.err")"; exit 1; }
		mk "bcd${v}_ic" "0 $_sz biocap_d$v /dev/icnb 0 0"
		_vcfg="$_vcfg bcd$v"
	done
	if [ "$ICSMP" != 1 ]; then
		mk bc8_ic "0 $_sz biocap /dev/icnb 0 8"
		mk bcsplit_ic "0 $_sz biocap /dev/icnb 0 64 1 no_build_cap"
		mk bcbc_ic "0 $_sz biocap /dev/mapper/bcauto_ic 0 0"
		mk stripe_ic "0 $((2 * _sz)) striped 2 64 /dev/icnb 0 /dev/icnb2 0"
		nullb_create icmb 1024 submit_queues="$_nq" irqmode=1 memory_backed=1 ||
			{ echo "cannot create null_blk icmb"; exit 1; }
		mk lin_mb "0 $_sz linear /dev/icmb 0"
		mk bcauto_mb "0 $_sz biocap /dev/icmb 0 0"
		nullb_create icin 1024 submit_queues="$_nq" irqmode=0 ||
			{ echo "cannot create null_blk icin"; exit 1; }
		mk lin_in "0 $_sz linear /dev/icin 0"
		mk bcauto_in "0 $_sz biocap /dev/icin 0 0"
	fi
	# fio's main process (it wakes up every few ms to watch its jobs) on CPU 0, the job
	# on CPU 1: otherwise the main process and other tasks land on the job's CPU now and
	# then, and their instructions fall into some I/Os' latency (one such burst moved a
	# job's mean by 20 ns). The 4-vCPU boot puts its 1/2/4 jobs on CPUs 0, 1, 2, 3 in turn.
	GROUP_FIO_PREFIX="taskset -c 0"
	IC_CPUS=--cpus_allowed=1
	[ "$ICSMP" = 1 ] && IC_CPUS="--cpus_allowed=0-3 --cpus_allowed_policy=split"
	echo "M icount_cpus fio_main=0 jobs=$(echo "${IC_CPUS#--cpus_allowed=}" | cut -d' ' -f1)"
	HOOK=0
	for r in $(seq 1 "$REPS"); do
		_g=0
		for mode in irq poll; do
			hipri=0
			[ $mode = poll ] && hipri=1
			if [ "$ICSMP" = 1 ]; then
				for nj in 1 2 4; do
					_g=$((_g + 1))
					group_begin
					for c in $(rotate $((r + _g)) raw lin bcauto); do
						ic_job "group=4k-qd1-$mode-j$nj mode=$mode jobs=$nj" "${c}_ic" 4 1 $hipri \
							--numjobs="$nj" --group_reporting
					done
					group_run
				done
				continue
			fi
			for qd in 1 32; do
				_g=$((_g + 1))
				_cfgs="raw lin bcauto bc8 bcbc stripe"
				[ $qd = 1 ] && _cfgs="$_cfgs$_vcfg"
				group_begin
				# shellcheck disable=SC2086 # word list of configurations
				for c in $(rotate $((r + _g)) $_cfgs); do
					ic_job "group=4k-qd$qd-$mode mode=$mode jobs=1" "${c}_ic" 4 "$qd" $hipri
				done
				group_run
			done
			ic_split_group "64k-qd1-$mode" "$mode" $hipri
		done
		if [ "$ICSMP" != 1 ]; then
			# the same 64 KiB reads with libaio: no REQ_NOWAIT, so biocap cuts them at
			# once (io_uring issues them with REQ_NOWAIT first, which biocap refuses to
			# cut: io_uring issues them again from a worker)
			ic_split_group 64k-qd1-aio irq aio
			_g=$((_g + 1))
			group_begin
			for c in $(rotate $((r + _g)) raw lin bcauto); do
				ic_job "group=mem-4k-qd1-irq mode=irq jobs=1" "${c}_mb" 4 1 0
			done
			group_run
			# completions inline, in the submitter's context (null_blk irqmode=0)
			for qd in 1 32; do
				_g=$((_g + 1))
				group_begin
				for c in $(rotate $((r + _g)) raw lin bcauto); do
					ic_job "group=inl-4k-qd$qd-irq mode=irq jobs=1" "${c}_in" 4 "$qd" 0
				done
				group_run
			done
		fi
		say "icount: repetition $r done"
	done
	HOOK=
	GROUP_FIO_PREFIX=
	# the counters of every biocap device after the part: nothing failed, nothing drifted
	for d in /dev/mapper/bc*_ic /dev/mapper/bc*_mb /dev/mapper/bc*_in; do
		[ -e "$d" ] || continue
		echo "M icount_status dev=${d#/dev/mapper/} $(bc_status "${d#/dev/mapper/}")"
	done
	echo "P part=icount secs=$((($(now_ms) - _t0) / 1000))"
}

# ------------------------------------------------------------------ part prof
# The reads run in profread (tests/bench/insnprof/profread.c), which marks the windows
# of tests/bench/insnprof itself with sethostname(2), two marks a window; nothing else
# in the guest calls it during the part. PROF_WIN counts the marks made.
PROF_WIN=0

part_prof() {
	say "part prof: instructions per 32 MiB psync read, by kernel function"
	_t0=$(now_ms)
	echo 40 >/proc/sys/vm/nr_hugepages
	# no transparent hugepages: khugepaged must not collapse pages inside a window
	thp_never
	echo "M prof_mark $(awk '$3 == "__x64_sys_sethostname" { print "addr=" $1 }' /proc/kallsyms) ios=$(echo "$PROFIOS" | tr ' ' +) reps=$PROFREPS"
	# shellcheck disable=SC2046 # module parameters
	modprobe biocap_model $(model_args z) 2>"$LIB_TMP/mp.err" ||
		{ echo "prof: cannot load biocap_model: $(cat "$LIB_TMP/mp.err")"; exit 1; }
	wait_blk /dev/bmodel0 || { echo "prof: /dev/bmodel0 missing"; exit 1; }
	devinfo model_z /dev/bmodel0
	_sz=$(blk_sectors /dev/bmodel0)
	mk lin_md "0 $_sz linear /dev/bmodel0 0"
	mk lincap_md "0 $_sz linear /dev/bmodel0 0"
	mk bcnobuild_md "0 $_sz biocap /dev/bmodel0 0 2048 1 no_build_cap"
	mk bc2048_md "0 $_sz biocap /dev/bmodel0 0 2048"
	mk bcnoacct_md "0 $_sz biocap /dev/bmodel0 0 2048"
	mk bc8192_md "0 $_sz biocap /dev/bmodel0 0 8192"
	echo 0 >"$(blk_sysdir /dev/mapper/bcnoacct_md)/queue/iostats" ||
		{ echo "prof: cannot turn iostats off on bcnoacct_md"; exit 1; }
	_cfgs="raw lin lincap bcnobuild bc2048 bcnoacct bc8192"
	whole_bios prof md lin bcnobuild bc2048 bcnoacct bc8192
	for c in $_cfgs; do
		_q=$(blk_sysdir "$(node "${c}_md")")/queue
		echo "M profdev cfg=$c max_sectors_kb=$(cat "$_q/max_sectors_kb")$(case $c in bc*) echo " build_cap=$(bc_stat "${c}_md" build_cap)" ;; esac)"
	done
	for r in $(seq 1 "$PROFREPS"); do
		# shellcheck disable=SC2086 # a word list
		for c in $(rotate "$r" $_cfgs); do
			# profread makes two marks per window: window PROF_WIN + 1, + 3, ...
			# shellcheck disable=SC2086 # read counts
			_out=$(profread "$(node "${c}_md")" 32 $PROFIOS 2>&1)
			_rc=$?
			_w=$((PROF_WIN + 1))
			for n in $PROFIOS; do
				_ok=no
				echo "$_out" | grep -qx "window $n ok" && _ok=yes
				echo "R part=prof rep=$r win=$_w cfg=$c reads=$n rc=$_rc ok=$_ok"
				_w=$((_w + 2))
				PROF_WIN=$((PROF_WIN + 2))
			done
			[ "$_rc" = 0 ] || echo "prof: profread on ${c}_md: $_out"
		done
		say "prof: repetition $r done"
	done
	cd /biocap/tests/guest || exit 1
	for c in bc8192 bcnoacct bc2048 bcnobuild lincap lin; do
		case $c in bc*) echo "M prof_status cfg=$c $(bc_status "${c}_md")" ;; esac
		dm_remove "${c}_md" || { echo "prof: cannot remove ${c}_md"; exit 1; }
	done
	# the text symbols of every module (the kernel's own come from its System.map on
	# the host: the guest runs without KASLR)
	awk '$4 ~ /^\[/ && $2 ~ /^[tT]$/ { print "K " $1 " " $3 " " $4 }' /proc/kallsyms
	rmmod biocap_model || { echo "prof: cannot unload biocap_model"; exit 1; }
	echo "P part=prof secs=$((($(now_ms) - _t0) / 1000)) windows=$PROF_WIN"
}

T_ALL=$(now_ms)
for p in $PARTS; do
	"part_$p"
done
case " $PARTS " in *" large "*) large_raw ;; esac
echo "P part=all secs=$((($(now_ms) - T_ALL) / 1000))"
echo "M dmesg_reports $(dmesg | grep -c -E 'BUG:|Oops|WARNING:|KASAN|Call Trace')"
lib_cleanup
echo "bench finished"
