# shellcheck shell=sh
# lib.sh: helpers shared by the guest test cases (busybox ash; no bash-isms).
#
# Source it first thing in a case:   . ./lib.sh
# (run-tests.sh runs every case as `sh cases/NN-name.sh` from tests/guest/.)
#
# Conventions
#   - fail "why"        print "REASON: why" and exit 1 (the runner reports it).
#   - log "text"        progress / measured numbers, printed with the case name.
#   - on_exit "cmd"     register a cleanup command; all of them run once, newest
#                       first, when the case exits for any reason (exit, fail,
#                       SIGINT/SIGTERM/SIGHUP).  The helpers that create things
#                       (dm_create, nullb_create, trace_begin, qattr_set, ...)
#                       register their own cleanup, so a case normally needs no
#                       cleanup code.  Do NOT install your own `trap ... EXIT`
#                       (it would replace the library's); if you must, call
#                       lib_cleanup from it.
#   - Helpers that print a value are meant for $(...): they return non-zero on
#     error and print a message on stderr, but cannot fail the case from inside
#     a command substitution.  Check them:  n=$(blk_sectors "$d") || fail "..."
#   - Helpers that set variables (fio_run, trace_summary, ...) must not be called
#     inside $(...) or a pipeline.
#   - Names: functions without a leading underscore are the API; variables the
#     library sets are UPPER_CASE (FIO_*, TRACE_*, ...); internals start with _lib.
#
# Everything below is generic: nothing here knows about a particular case.

# ---------------------------------------------------------------------------
# Basics
# ---------------------------------------------------------------------------

# The case's name in log lines: its file's, or CASE_NAME for a case that runs
# another's script (94-polled-eagain runs 12-stats-exact's).
CASE=${CASE_NAME:-${0##*/}}
CASE=${CASE%.sh}
CASE=${CASE#[0-9][0-9]-}
: "${BIOCAP_KERNEL:=unknown}"
# The cases write, discard and mkfs on $NVME_DEV, and load modules: they run only in
# the test bed's guest, whose init writes the marker (after checking that the disk is
# the one QEMU was given), or on a disk named explicitly as scratch (testbed.sh).
# shellcheck source=tests/guest/testbed.sh
. ./testbed.sh
if [ -n "${BIOCAP_TEST_NVME:-}" ] || [ -f "$BIOCAP_TESTBED" ]; then
	NVME_DEV=$(testbed_nvme)
else
	echo "REASON: not in the test bed's guest (no $BIOCAP_TESTBED): these cases destroy data" \
		"on the NVMe disk they use; run them with make check, or name a scratch disk with" \
		"BIOCAP_TEST_NVME=/dev/..."
	exit 2
fi
LIB_TMP=${LIB_TMP:-/tmp/biocap-$CASE.$$}
mkdir -p "$LIB_TMP"
export DM_DISABLE_UDEV=1

# log TEXT...: one line of case output.  The runner keeps a case's output only
# when it fails, so the line is also copied to $LIB_CONSOLE (default
# /dev/console, the serial log on the host; LIB_CONSOLE= to disable) so that
# measured numbers of passing cases are kept too.
LIB_CONSOLE=${LIB_CONSOLE-/dev/console}
log() {
	echo "[$CASE] $*"
	[ -n "$LIB_CONSOLE" ] && [ -w "$LIB_CONSOLE" ] && echo "[$CASE] $*" >"$LIB_CONSOLE" 2>/dev/null
	return 0
}

# fail WHY...: report and exit 1 (cleanup runs from the EXIT trap).
fail() {
	echo "REASON: $*"
	exit 1
}

# must CMD [ARG...]: run CMD; on non-zero exit fail with its output.
# CMD runs in a subshell (its output is captured), so use it only for plain
# commands, not for helpers that set variables.
must() {
	_lib_out=$("$@" 2>&1)
	_lib_rc=$?
	if [ $_lib_rc -ne 0 ]; then
		fail "'$*' failed (exit $_lib_rc): $(printf '%s' "$_lib_out" | tail -n 3 | tr '\n' ' ')"
	fi
	[ -n "$_lib_out" ] && printf '%s\n' "$_lib_out"
	return 0
}

# expect_eq WHAT GOT WANT: fail unless GOT = WANT (string compare).
expect_eq() {
	[ "$2" = "$3" ] || fail "$1: got '$2', want '$3'"
}

# is_uint STRING: true if STRING is a non-empty decimal number.
is_uint() {
	case $1 in
	'' | *[!0-9]*) return 1 ;;
	esac
	return 0
}

# msleep MS: sleep MS milliseconds.
msleep() { usleep $(($1 * 1000)) 2>/dev/null || sleep 1; }

# now_ms: milliseconds since boot.
now_ms() { awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime; }

# kver_ge MAJOR MINOR: true if the running kernel is at least MAJOR.MINOR.
kver_ge() {
	_lib_v=$(uname -r)
	_lib_maj=${_lib_v%%.*}
	_lib_min=${_lib_v#*.}
	_lib_min=${_lib_min%%[!0-9]*}
	[ "$_lib_maj" -gt "$1" ] || { [ "$_lib_maj" -eq "$1" ] && [ "$_lib_min" -ge "$2" ]; }
}

# ---------------------------------------------------------------------------
# Cleanup stack
# ---------------------------------------------------------------------------

_LIB_CLEANUP=
_LIB_CLEANUP_DONE=

# on_exit CMD: run CMD (a string, eval'ed) when the case exits.  Newest first.
on_exit() {
	_LIB_CLEANUP="$*
$_LIB_CLEANUP"
}

# hugepages_reserve N MIN: reserve N hugepages for fio's shmhuge buffers (a
# 32 MiB buffer takes 17 pages of 2 MiB) until the case exits; fails the case
# when fewer than MIN could be.
hugepages_reserve() {
	_lib_hp=$(cat /proc/sys/vm/nr_hugepages)
	on_exit "echo $_lib_hp >/proc/sys/vm/nr_hugepages"
	echo "$1" >/proc/sys/vm/nr_hugepages
	_lib_hp=$(cat /proc/sys/vm/nr_hugepages)
	[ "$_lib_hp" -ge "$2" ] || fail "only $_lib_hp hugepages could be reserved (want $2)"
}

# lib_cleanup: run the registered cleanups now (once).  Called by the trap.
lib_cleanup() {
	[ -n "$_LIB_CLEANUP_DONE" ] && return 0
	_LIB_CLEANUP_DONE=1
	_lib_old_ifs=$IFS
	set -f
	IFS='
'
	for _lib_c in $_LIB_CLEANUP; do
		IFS=$_lib_old_ifs
		eval "$_lib_c" </dev/null
		IFS='
'
	done
	IFS=$_lib_old_ifs
	set +f
	rm -rf "$LIB_TMP"
}

_lib_exit_trap() {
	_lib_rc=$1
	lib_cleanup
	# a case that passed but left things behind it could not remove fails
	if [ "$_lib_rc" -eq 0 ] && [ -n "$_LIB_CLEANUP_ERR" ]; then
		echo "REASON: cleanup failed: $_LIB_CLEANUP_ERR"
		_lib_rc=1
	fi
	exit "$_lib_rc"
}
_LIB_CLEANUP_ERR=
trap '_lib_exit_trap $?' EXIT
trap 'exit 130' INT TERM HUP

# ---------------------------------------------------------------------------
# Block devices (any /dev node: nvme, null_blk, /dev/mapper/*, /dev/dm-N)
# ---------------------------------------------------------------------------

# blk_majmin DEV: "MAJOR:MINOR" of a block device node.
blk_majmin() {
	[ -b "$1" ] || { echo "blk_majmin: $1 is not a block device" >&2; return 1; }
	# shellcheck disable=SC2046
	set -- $(stat -L -c '%t %T' "$1") || return 1
	echo "$((0x$1)):$((0x$2))"
}

# blk_devt DEV: the kernel's dev_t number (major << 20 | minor), as used by
# tracepoint filters (dev == N).
blk_devt() {
	_lib_mm=$(blk_majmin "$1") || return 1
	echo $(((${_lib_mm%:*} << 20) | ${_lib_mm#*:}))
}

# blk_sysdir DEV: /sys/dev/block/MAJ:MIN (has queue/, size, ...).
blk_sysdir() {
	_lib_mm=$(blk_majmin "$1") || return 1
	echo "/sys/dev/block/$_lib_mm"
}

# blk_sysname DEV: kernel name (nvme0n1, dm-3, nb1, ...).
blk_sysname() {
	_lib_d=$(blk_sysdir "$1") || return 1
	_lib_l=$(readlink "$_lib_d") || return 1
	echo "${_lib_l##*/}"
}

# blk_sectors DEV: size in 512-byte sectors.
blk_sectors() { blockdev --getsz "$1"; }

# blk_lbs DEV: logical block size in bytes.
blk_lbs() { blockdev --getss "$1"; }

# qattr DEV ATTR: value of /sys/.../queue/ATTR.
qattr() {
	_lib_d=$(blk_sysdir "$1") || return 1
	cat "$_lib_d/queue/$2"
}

# qattr_set DEV ATTR VALUE: write queue/ATTR; the old value is restored on exit
# (if the device still exists then).
qattr_set() {
	_lib_d=$(blk_sysdir "$1") || return 1
	_lib_old=$(cat "$_lib_d/queue/$2") || return 1
	echo "$3" >"$_lib_d/queue/$2" || return 1
	on_exit "[ -e '$_lib_d/queue/$2' ] && echo '$_lib_old' >'$_lib_d/queue/$2' 2>/dev/null"
}

# wait_blk PATH [TIMEOUT_MS]: wait until PATH is a block device (default 5 s).
wait_blk() {
	_lib_t=0
	while [ ! -b "$1" ]; do
		[ $_lib_t -ge "${2:-5000}" ] && return 1
		msleep 50
		_lib_t=$((_lib_t + 50))
	done
	return 0
}

# need_nvme: fail unless $NVME_DEV exists and has a poll queue.
need_nvme() {
	_lib_w=$(nvme_unmet)
	[ -z "$_lib_w" ] || fail "$_lib_w"
}

# lvm_config ACCEPT [GLOBAL_FILTER [USE_DEVICESFILE]]: LVM without udev or daemons,
# from a config of its own under $LIB_TMP (LVM_SYSTEM_DIR, exported): it scans only
# the devices whose path matches the regex ACCEPT, applies GLOBAL_FILTER if given,
# and with USE_DEVICESFILE=1 uses $LVM_SYSTEM_DIR/devices/system.devices instead of
# the filter (LVM ignores a filter when it has a devices file, and says so).  Called
# again, it rewrites the config.
lvm_config() {
	command -v lvm >/dev/null || fail "lvm is not installed in the guest (test bed)"
	export LVM_SYSTEM_DIR="$LIB_TMP/lvm" LVM_SUPPRESS_FD_WARNINGS=1
	mkdir -p "$LVM_SYSTEM_DIR/devices" /run/lock/lvm
	_lib_f="filter = [ \"a|$1|\", \"r|.*|\" ]"
	[ "${3:-0}" = 1 ] && _lib_f=
	cat >"$LVM_SYSTEM_DIR/lvm.conf" <<EOF
devices {
	obtain_device_list_from_udev = 0
	use_devicesfile = ${3:-0}
	$_lib_f
	${2:+global_filter = $2}
}
activation {
	udev_sync = 0
	udev_rules = 0
	monitoring = 0
}
global {
	use_lvmpolld = 0
}
backup {
	backup = 0
	archive = 0
}
EOF
}

# ---------------------------------------------------------------------------
# Data helpers (dd, busybox)
# ---------------------------------------------------------------------------

# mkpattern FILE KIB: FILE gets KIB KiB of random bytes.
mkpattern() {
	dd if=/dev/urandom of="$1" bs=1024 count="$2" 2>/dev/null
}

# blk_write FILE DEV SECTOR: write FILE to DEV at 512-byte SECTOR with O_DIRECT.
# FILE's size must be a multiple of the device's logical block size.
blk_write() {
	dd if="$1" of="$2" bs=65536 seek=$(($3 * 512)) oflag=seek_bytes,direct \
		conv=notrunc,fsync 2>"$LIB_TMP/dd.err" ||
		{ cat "$LIB_TMP/dd.err" >&2; return 1; }
}

# blk_read DEV SECTOR BYTES FILE: read BYTES from DEV at SECTOR (O_DIRECT) into FILE.
blk_read() {
	dd if="$1" of="$4" bs=65536 skip=$(($2 * 512)) count="$3" \
		iflag=skip_bytes,count_bytes,direct 2>"$LIB_TMP/dd.err" ||
		{ cat "$LIB_TMP/dd.err" >&2; return 1; }
	[ "$(wc -c <"$4")" -eq "$3" ] || { echo "blk_read: short read from $1" >&2; return 1; }
}

# blk_md5 DEV SECTOR BYTES: md5sum of BYTES at SECTOR of DEV (O_DIRECT).
blk_md5() {
	blk_read "$1" "$2" "$3" "$LIB_TMP/md5.tmp" || return 1
	md5sum <"$LIB_TMP/md5.tmp" | cut -d' ' -f1
	rm -f "$LIB_TMP/md5.tmp"
}

# ---------------------------------------------------------------------------
# null_blk through configfs (module loaded with nr_devices=0 poll_queues=2)
# ---------------------------------------------------------------------------

NULLB_CFS=/sys/kernel/config/nullb

# nullb_supports ATTR: true if this kernel's null_blk has configfs attribute ATTR.
nullb_supports() {
	grep -qw "$1" "$NULLB_CFS/features" 2>/dev/null
}

# nullb_create NAME SIZE_MB [ATTR=VALUE ...]: create and power on /dev/NAME.
# Attributes are written in the order given, before power=1 (e.g. blocksize=4096
# memory_backed=1 poll_queues=1 submit_queues=1 irqmode=2 completion_nsec=2000000
# hw_queue_depth=64 max_sectors=4096).  An attribute this kernel lacks is an
# error.  Removal is registered with on_exit.  Note: poll_queues is clamped to
# the module parameter (2); read it back with nullb_attr if it matters.
nullb_create() {
	_lib_n=$1
	_lib_sz=$2
	shift 2
	[ -d "$NULLB_CFS" ] || { echo "nullb_create: $NULLB_CFS missing (null_blk not loaded?)" >&2; return 1; }
	_lib_d=$NULLB_CFS/$_lib_n
	[ -e "$_lib_d" ] && { echo "nullb_create: $_lib_n exists already" >&2; return 1; }
	mkdir "$_lib_d" || return 1
	on_exit "nullb_remove $_lib_n"
	echo "$_lib_sz" >"$_lib_d/size" || return 1
	for _lib_kv in "$@"; do
		_lib_a=${_lib_kv%%=*}
		[ -e "$_lib_d/$_lib_a" ] || { echo "nullb_create: null_blk has no attribute '$_lib_a' on $(uname -r)" >&2; return 1; }
		echo "${_lib_kv#*=}" >"$_lib_d/$_lib_a" ||
			{ echo "nullb_create: cannot set $_lib_kv" >&2; return 1; }
	done
	echo 1 >"$_lib_d/power" || { echo "nullb_create: power=1 failed for $_lib_n" >&2; return 1; }
	wait_blk "/dev/$_lib_n" || { echo "nullb_create: /dev/$_lib_n did not appear" >&2; return 1; }
}

# nullb_fill NAME: write every block of the memory-backed /dev/NAME once, unpolled.
# null_blk allocates a page on the first write to it, and a polled write does that in
# the poller under io_uring's rcu_read_lock (null_poll -> null_insert_page -> kmalloc):
# a null_blk bug, reported by the debug kernels as "sleeping function called from
# invalid context". Cases that poll writes to a memory-backed null_blk fill it first;
# others do so to keep the allocations out of what they measure.
nullb_fill() {
	dd if=/dev/zero of="/dev/$1" bs=1M count=$(($(blk_sectors "/dev/$1") / 2048)) \
		oflag=direct 2>/dev/null || { echo "nullb_fill: cannot write /dev/$1" >&2; return 1; }
}

# blk_io_sectors NAME read|write: the sectors /sys/block/NAME has read or written so
# far (fields 3 and 7 of its stat); cases compare the difference with fio's.
blk_io_sectors() {
	awk -v f="$([ "$2" = write ] && echo 7 || echo 3)" '{ print $f }' "/sys/block/$1/stat"
}

# nullb_attr NAME ATTR: read a configfs attribute.
nullb_attr() { cat "$NULLB_CFS/$1/$2"; }

# nullb_remove NAME: power off and delete (no-op if it does not exist).
nullb_remove() {
	[ -d "$NULLB_CFS/$1" ] || return 0
	echo 0 >"$NULLB_CFS/$1/power" 2>/dev/null
	rmdir "$NULLB_CFS/$1" 2>/dev/null || {
		_LIB_CLEANUP_ERR="$_LIB_CLEANUP_ERR null_blk $1 not removed;"
		return 1
	}
}

# sdebug_disk PARAM...: load scsi_debug with PARAMs (its disk's geometry) and set
# SD_DISK to its disk's /dev node; fails the case when that cannot be.  Under
# lockdep (debug kernels) the module stays: removing the disk makes 6.12's lockdep
# report a cycle in block core (sd_remove -> del_gendisk -> flushing writeback work
# while holding the SCSI queue's q_usage_counter; no dm in the chain), which turns
# lockdep off for the rest of the run.  The guest powers off after the suite.
sdebug_disk() {
	modprobe sd_mod 2>/dev/null
	modprobe scsi_debug "$@" 2>"$LIB_TMP/err" ||
		fail "this kernel has no scsi_debug ($(uname -r); $(head -c 200 "$LIB_TMP/err"))"
	if [ -e /proc/lockdep ]; then
		log "lockdep kernel: scsi_debug stays loaded (its removal trips a block-core lockdep report)"
	else
		on_exit "rmmod scsi_debug"
	fi
	_lib_sd=
	for _lib_i in $(seq 1 50); do
		for _lib_b in /sys/bus/pseudo/drivers/scsi_debug/adapter*/host*/target*/*/block/*; do
			[ -d "$_lib_b" ] && _lib_sd=${_lib_b##*/}
		done
		[ -n "$_lib_sd" ] && [ -b "/dev/$_lib_sd" ] && break
		msleep 100
	done
	[ -n "$_lib_sd" ] && [ -b "/dev/$_lib_sd" ] || fail "scsi_debug disk did not appear"
	SD_DISK=/dev/$_lib_sd
}

# sdebug_pi_disk: a scsi_debug disk (sdebug_disk) of 64 MiB in 512-byte sectors
# with T10 DIF type 1 protection information exchanged with the host (dif=1 dix=1,
# CRC guard), which checks the PI of every command.
sdebug_pi_disk() {
	sdebug_disk dev_size_mb=64 dif=1 dix=1 guard=0 sector_size=512
	expect_eq "integrity profile of the scsi_debug disk $SD_DISK" \
		"$(cat "/sys/block/${SD_DISK#/dev/}/integrity/format")" "T10-DIF-TYPE1-CRC"
	# T10 DIF tuples are 8 bytes; pi-rw also takes one per 512-byte sector
	expect_eq "protection interval of $SD_DISK" \
		"$(cat "/sys/block/${SD_DISK#/dev/}/integrity/protection_interval_bytes")" 512
}

# Kernel log lines of a PI check that failed (scsi_debug's own, the block layer's,
# an I/O error), an extended regular expression for grep -Ei.
PI_ERRORS='scsi_debug.*(err|fail|mismatch)|check failed|protection (error|info)|guard|ref(erence)? tag|I/O error|critical medium'

# pi_rw_run DEV MARK [BYTES]: pi-rw's 8 writes of BYTES (default 3 MiB) with their
# own PI, read back, from sector 0 of DEV (the case's own disk); sets PI_RC (its exit
# status), PI_OUT (its output) and PI_KLOG (the kernel log lines of PI errors since
# then, in one line).
pi_rw_run() {
	kmsg_mark "$2"
	PI_OUT=$(pi-rw "$1" 0 "${3:-$((3 << 20))}" 8)
	PI_RC=$?
	PI_KLOG=$(kmsg_since "$2" | grep -Ei "$PI_ERRORS" | head -n 3 | tr '\n' ' ')
}

# pi_rw_ok WHAT: the last pi_rw_run must have written and read back all as written,
# with no PI error in the kernel log.
pi_rw_ok() {
	[ "$PI_RC" = 0 ] || fail "$1: writes and reads with their own PI (rc $PI_RC): $PI_OUT; kernel log: $PI_KLOG"
	[ -z "$PI_KLOG" ] || fail "$1: kernel log: $PI_KLOG"
}

# ---------------------------------------------------------------------------
# device-mapper
# ---------------------------------------------------------------------------

# dm_create NAME TABLE: create and activate NAME; TABLE may hold several lines.
# Returns dmsetup's status (prints its error on stderr).  Removal is registered
# with on_exit whether or not the creation succeeded.
dm_create() {
	on_exit "dm_remove_quiet $1"
	printf '%s\n' "$2" | dmsetup create --noudevsync "$1"
}

# dm_create_many NAME TABLE [NAME TABLE ...]: create several devices with one
# dmsetup call (`dmsetup create --concise`; dmsetup takes ~0.2 s to start under
# TCG, so batch where a case creates many devices).  TABLE may hold several
# lines.  Removal of each is registered with on_exit.
dm_create_many() {
	_lib_spec=
	while [ $# -ge 2 ]; do
		on_exit "dm_remove_quiet $1"
		_lib_t=$(printf '%s\n' "$2" | tr '\n' ',' | sed 's/,*$//')
		_lib_spec="${_lib_spec:+$_lib_spec;}$1,,,rw,$_lib_t"
		shift 2
	done
	dmsetup create --noudevsync --concise "$_lib_spec"
}

# dm_remove_many NAME...: remove several devices with one dmsetup call.
dm_remove_many() { dmsetup remove --noudevsync "$@"; }

# dm_tables_all / dm_status_all: every dm device's table / status, one dmsetup
# call, lines "NAME: LINE".  dm_line_of FILE NAME [N]: LINE number N (default 1)
# of NAME in such a file.
dm_tables_all() { dmsetup table; }
dm_status_all() { dmsetup status; }
dm_line_of() {
	awk -v p="$2: " -v n="${3:-1}" 'index($0, p) == 1 && ++k == n { print substr($0, length(p) + 1); exit }' "$1"
}

# dm_load NAME TABLE: load TABLE as the inactive table of NAME (no resume).
dm_load() { printf '%s\n' "$2" | dmsetup load "$1"; }

# dm_resume NAME / dm_suspend NAME [ARGS]
dm_resume() { dmsetup resume --noudevsync "$1"; }
dm_suspend() { dmsetup suspend --noudevsync "$@"; }

# dm_reload NAME TABLE: load TABLE and resume (the live table changes).
dm_reload() { dm_load "$1" "$2" && dm_resume "$1"; }

# dm_exists NAME
dm_exists() { dmsetup info "$1" >/dev/null 2>&1; }

# dm_remove NAME: remove, retrying while the device is busy (up to ~3 s).
dm_remove() {
	_lib_i=0
	while ! dmsetup remove --noudevsync "$1" 2>"$LIB_TMP/rm.err"; do
		dm_exists "$1" || return 0
		_lib_i=$((_lib_i + 1))
		[ $_lib_i -ge 15 ] && { cat "$LIB_TMP/rm.err" >&2; return 1; }
		msleep 200
	done
}

# dm_remove_quiet NAME: cleanup form; if the device exists remove it, forcing
# as a last resort, and record a cleanup error if it stays.
dm_remove_quiet() {
	dm_exists "$1" || return 0
	dm_remove "$1" 2>/dev/null && return 0
	dmsetup remove --noudevsync --force "$1" >/dev/null 2>&1 && return 0
	_LIB_CLEANUP_ERR="$_LIB_CLEANUP_ERR dm device $1 not removed;"
	return 1
}

# dm_table NAME / dm_status NAME: dmsetup output (all lines).
dm_table() { dmsetup table "$1"; }
dm_status() { dmsetup status "$1"; }

# dm_majmin NAME: "MAJOR:MINOR" of a dm device.
dm_majmin() {
	dmsetup info -c --noheadings -o major,minor --separator : "$1" | tr -d ' '
}

# dm_dev NAME: /dev/mapper/NAME.   dm_sysname NAME: dm-N.
dm_dev() { echo "/dev/mapper/$1"; }
dm_sysname() {
	_lib_mm=$(dm_majmin "$1") || return 1
	echo "dm-${_lib_mm#*:}"
}

# dm_sysdir NAME: /sys/block/dm-N.
dm_sysdir() {
	_lib_s=$(dm_sysname "$1") || return 1
	echo "/sys/block/$_lib_s"
}

# dm_count: number of dm devices in the system.
dm_count() {
	# shellcheck disable=SC2012
	ls -d /sys/block/dm-* 2>/dev/null | wc -l
}

# dm_message NAME MSG...: dmsetup message NAME 0 MSG...
dm_message() {
	_lib_n=$1
	shift
	dmsetup message "$_lib_n" 0 "$@"
}

# linear_line START LEN DEV OFFSET: a dm-linear table line.
linear_line() { echo "$1 $2 linear $3 $4"; }

# ---------------------------------------------------------------------------
# biocap tables and status
# ---------------------------------------------------------------------------

BIOCAP_MODULE=dm_biocap

# bc_line START LEN DEV OFFSET CAP [FEATURE_ARG...]: one biocap table line; the
# feature-argument count is added (e.g. bc_line 0 100 /dev/nb0 0 8 read_cap 16 aligned
# gives "0 100 biocap /dev/nb0 0 8 3 read_cap 16 aligned").
bc_line() {
	_lib_l="$1 $2 biocap $3 $4 $5"
	shift 5
	[ $# -gt 0 ] && _lib_l="$_lib_l $# $*"
	echo "$_lib_l"
}

# bc_whole DEV CAP [FEATURE_ARG...]: a line mapping all of DEV from offset 0.
bc_whole() {
	_lib_dev=$1
	_lib_sz=$(blk_sectors "$_lib_dev") || return 1
	shift
	bc_line 0 "$_lib_sz" "$_lib_dev" 0 "$@"
}

# auto_cap_of DEV: the cap 0 ("auto") resolves to over DEV, from its queue limits:
# min(max_sectors, (max_segments / segments per page - 1) pages), a multiple of
# the logical block size, at least a page (dm-biocap.rst, "auto").
auto_cap_of() {
	_lib_q=$(blk_sysdir "$1")/queue || return 1
	_lib_pk=$(awk '/^KernelPageSize:/ { print $2; exit }' /proc/self/smaps)
	_lib_ps=$((${_lib_pk:-4} * 2))
	awk -v ms="$(cat "$_lib_q/max_sectors_kb")" -v sg="$(cat "$_lib_q/max_segments")" \
		-v mss="$(cat "$_lib_q/max_segment_size")" -v lbs="$(($(cat "$_lib_q/logical_block_size") / 512))" \
		-v ps="$_lib_ps" 'BEGIN {
		if (mss < 512) mss = 512
		spp = int((ps * 512 + mss - 1) / mss)
		pages = int(sg / spp)
		pages = pages > 1 ? pages - 1 : 1
		cap = pages * ps
		if (ms * 2 < cap) cap = ms * 2
		if (cap > 8388607) cap = 8388607
		cap = int(cap / lbs) * lbs
		min = ps > 8 ? ps : 8
		min = int((min + lbs - 1) / lbs) * lbs
		print (cap > min ? cap : min)
	}'
}

# bc_create NAME DEV CAP [FEATURE_ARG...]: biocap over all of DEV; fails the case
# if creation fails.
bc_create() {
	_lib_name=$1
	shift
	_lib_t=$(bc_whole "$@") || fail "bc_create $_lib_name: cannot size $1"
	dm_create "$_lib_name" "$_lib_t" 2>"$LIB_TMP/create.err" ||
		fail "cannot create $_lib_name ($_lib_t): $(cat "$LIB_TMP/create.err")"
}

# kv_get "TOKENS" KEY: value of KEY=value among whitespace-separated TOKENS
# (e.g. a saved status line).  Returns 1 if KEY is absent.
kv_get() {
	for _lib_t in $1; do
		case $_lib_t in "$2="*)
			echo "${_lib_t#*=}"
			return 0
			;;
		esac
	done
	return 1
}

# bc_status NAME [LINE]: the key=value part of status line LINE (default 1).
bc_status() {
	dmsetup status "$1" | awk -v n="${2:-1}" 'NR == n { $1 = $2 = $3 = ""; sub(/^ +/, ""); print; f = 1 } END { exit !f }'
}

# bc_stat NAME KEY [LINE]: one status value (e.g. bc_stat bc0 clones).
bc_stat() {
	_lib_s=$(bc_status "$1" "$3") || return 1
	kv_get "$_lib_s" "$2"
}

# bc_hist NAME INDEX [LINE]: histogram bucket INDEX (0 = <8 KiB ... 14 = >=64 MiB).
bc_hist() {
	_lib_h=$(bc_stat "$1" hist "$3") || return 1
	echo "$_lib_h" | awk -F, -v i="$2" '{ print $(i + 1) }'
}

# bc_config NAME [LINE]: "cap=.. read_cap=.. write_cap=.. limit=.. aligned=.."
bc_config() {
	_lib_s=$(bc_status "$1" "$2") || return 1
	for _lib_k in cap read_cap write_cap limit aligned; do
		printf '%s=%s ' "$_lib_k" "$(kv_get "$_lib_s" $_lib_k)"
	done
	echo
}

# bc_expect NAME WHAT KEY=VALUE...: from one status snapshot of biocap NAME, every
# KEY must equal VALUE exactly (fails the case naming WHAT otherwise).
bc_expect() {
	_be_d=$1
	_be_w=$2
	shift 2
	_be_s=$(bc_status "$_be_d") || fail "$_be_w: no status for $_be_d"
	# no subshell per key: forks are slow in a busy TCG guest
	for _be_kv in "$@"; do
		_be_k=${_be_kv%%=*}
		_be_got="<missing>"
		for _be_t in $_be_s; do
			case $_be_t in "$_be_k="*)
				_be_got=${_be_t#*=}
				break
				;;
			esac
		done
		[ "$_be_got" = "${_be_kv#*=}" ] ||
			fail "$_be_w: $_be_k=$_be_got, want ${_be_kv#*=} (status: $_be_s)"
	done
	log "ok: $_be_w: $*"
}

# biocap_unload: rmmod dm_biocap if loaded; returns rmmod's status.
biocap_unload() {
	[ -d /sys/module/$BIOCAP_MODULE ] || return 0
	rmmod $BIOCAP_MODULE
}

# mod_refcnt MODULE: its reference count (empty if not loaded).
mod_refcnt() { cat "/sys/module/$1/refcnt" 2>/dev/null; }

# ---------------------------------------------------------------------------
# Kernel log
# ---------------------------------------------------------------------------

# kmsg_mark TAG: put a marker line "biocap-test-mark: TAG ." into the kernel log.
kmsg_mark() { echo "biocap-test-mark: $1 ." >/dev/kmsg; }

# kmsg_since TAG: kernel log lines after the last marker TAG (without clearing
# the log: the runner scans it after the case).
kmsg_since() {
	dmesg | awk -v m="biocap-test-mark: $1 ." '
		{ l = length($0); k = length(m) }
		l >= k && substr($0, l - k + 1) == m { buf = ""; n = 0; next }
		{ buf = buf $0 "\n" }
		END { printf "%s", buf }'
}

# ---------------------------------------------------------------------------
# Interrupts
# ---------------------------------------------------------------------------

# nvme_irqs [CTRL]: sum over all CPUs of the I/O-queue interrupts of CTRL
# (default the test bed's, e.g. nvme0): lines nvme0q1, nvme0q2, ... (not the admin
# queue q0).  Poll queues have no vector, so this stays flat while all I/O is polled.
nvme_irqs() {
	awk -v c="${1:-$(testbed_ctrl)}" '
		NR == 1 { ncpu = NF; next }
		$NF ~ ("^" c "q[1-9][0-9]*$") { for (i = 2; i <= ncpu + 1; i++) s += $i }
		END { print s + 0 }' /proc/interrupts
}

# ---------------------------------------------------------------------------
# fio
# ---------------------------------------------------------------------------
# fio_run [FIO_ARGS...]: run fio (terse v3 output), never fails the case itself.
# Sets:
#   FIO_RC      fio's exit status (124/137 if killed by the FIO_TIMEOUT, default 120 s)
#   FIO_ERR     largest job error (errno, e.g. 11 EAGAIN, 84 verify, 95 EOPNOTSUPP);
#               empty if fio printed no result at all
#   FIO_R_KB FIO_W_KB        KiB read / written (all jobs)
#   FIO_R_IOS FIO_W_IOS      I/Os issued ("issued rwts" totals, all jobs)
#   FIO_R_CLAT FIO_W_CLAT    mean completion latency in microseconds (the
#                            first job with I/O in that direction; use
#                            --group_reporting for one figure over many jobs)
#   FIO_OUT FIO_LOG          files with fio's stdout and stderr
#   FIO_MSG                  first error line fio printed (or empty)
# Example: fio_run --name=r --filename=/dev/mapper/x --rw=randread --bs=4k \
#                  --ioengine=io_uring --hipri=1 --direct=1 --runtime=2 --time_based
FIO_TIMEOUT=${FIO_TIMEOUT:-120}
fio_run() {
	FIO_OUT=$LIB_TMP/fio.out
	FIO_LOG=$LIB_TMP/fio.log
	timeout -s KILL "$FIO_TIMEOUT" fio --output-format=normal,terse --terse-version=3 \
		--eta=never "$@" >"$FIO_OUT" 2>"$FIO_LOG"
	FIO_RC=$?
	# shellcheck disable=SC2046
	set -- $(awk -F';' '
		$1 == "3" && $2 ~ /^fio/ {
			n++
			if ($5 + 0 > err) err = $5 + 0
			rkb += $6; wkb += $47
			if (rclat == "" && $6 > 0) rclat = $16
			if (wclat == "" && $47 > 0) wclat = $57
		}
		/issued rwts: total=/ {
			s = $0; sub(/.*issued rwts: total=/, "", s); split(s, a, /[,]/)
			rios += a[1]; wios += a[2]
		}
		END {
			if (!n) { print "- 0 0 - - 0 0"; exit }
			printf "%d %d %d %s %s %d %d\n", err, rkb, wkb, rclat == "" ? "-" : rclat,
				wclat == "" ? "-" : wclat, rios, wios
		}' "$FIO_OUT")
	FIO_ERR=$1 FIO_R_KB=$2 FIO_W_KB=$3 FIO_R_CLAT=$4 FIO_W_CLAT=$5 FIO_R_IOS=$6 FIO_W_IOS=$7
	[ "$FIO_ERR" = - ] && FIO_ERR=
	[ "$FIO_R_CLAT" = - ] && FIO_R_CLAT=
	[ "$FIO_W_CLAT" = - ] && FIO_W_CLAT=
	FIO_MSG=$(grep -m1 -E 'fio: |error|verify|bad ' "$FIO_LOG" 2>/dev/null | head -c 300)
	return 0
}

# fio_ok: true if the last fio_run exited 0 with error 0 and did some I/O.
fio_ok() {
	[ "$FIO_RC" = 0 ] && [ "$FIO_ERR" = 0 ] && [ $((FIO_R_KB + FIO_W_KB)) -gt 0 ]
}

# model_split_oracle WHAT DEV FIO-ARG...: polled reads (io_uring, QD 1) of DEV,
# dm-linear over the model disk (tests/bench/modeldev), whose clones blk-mq must
# split: they end with EAGAIN (dm core, 6.1 and 6.12) or reach the disk's other
# queue (7.x); a read that stays polled means the oracle is broken.
model_split_oracle() {
	_lib_what=$1 _lib_dev=$2
	shift 2
	_lib_u0=$(cat /sys/module/biocap_model/parameters/unpolled_requests)
	fio_run --name=oracle --filename="$_lib_dev" --ioengine=io_uring --hipri=1 --direct=1 \
		--iodepth=1 --rw=read "$@"
	_lib_u=$(($(cat /sys/module/biocap_model/parameters/unpolled_requests) - _lib_u0))
	log "$_lib_what: $(fio_summary); requests on the disk's other queue: $_lib_u"
	if fio_ok; then
		[ $_lib_u -gt 0 ] || fail "$_lib_what stayed polled: the oracle is broken"
	elif [ "$FIO_ERR" != 11 ]; then
		fail "$_lib_what failed, but not with EAGAIN: $(fio_summary)"
	fi
}

# fio_summary: one line describing the last fio_run (for logs and fail messages).
fio_summary() {
	echo "rc=$FIO_RC err=${FIO_ERR:-none} read=${FIO_R_KB}KiB/${FIO_R_IOS}ios write=${FIO_W_KB}KiB/${FIO_W_IOS}ios clat_us(r/w)=${FIO_R_CLAT:--}/${FIO_W_CLAT:--}${FIO_MSG:+ msg:$FIO_MSG}"
}

# fio_must [FIO_ARGS...]: fio_run and fail the case unless fio_ok.
fio_must() {
	fio_run "$@"
	fio_ok || fail "fio $* : $(fio_summary)"
}

# ---------------------------------------------------------------------------
# Block-layer tracepoints (tracefs)
# ---------------------------------------------------------------------------
# trace_begin "DEV..." EVENT...: enable block:EVENTs (block_bio_queue,
# block_bio_remap, block_rq_issue, ...) filtered to the listed device nodes,
# with an empty ring buffer of >= 8 MiB per CPU.  trace_end (registered with
# on_exit) disables them again.
# trace_save FILE: copy the trace and fail (return 1) if events were lost.
# trace_summary FILE: per (event, device, direction) counts and sizes, lines of
#   "EVENT MAJ,MIN DIR COUNT MAX_SECTORS MIN_SECTORS" (DIR R, W or O(ther));
#   size 0 events (flushes) are skipped.
# trace_events FILE: the parsed events, one per line (see below).
# trace_over FILE EVENT MAJ:MIN DIR LIMIT: print the events larger than LIMIT sectors.
TRACEFS=
for _lib_t in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -f "$_lib_t/trace" ] && { TRACEFS=$_lib_t; break; }
done
_LIB_TRACE_EVENTS=

# kprobe_events_off GROUP EVENT...: remove the case's kprobe events GROUP/EVENT (the
# group disabled, their filters cleared, the ring buffer emptied); nothing if the group
# does not exist.  Cases call it before adding them and with on_exit.
kprobe_events_off() {
	_lib_g=$1
	shift
	[ -d "$TRACEFS/events/$_lib_g" ] || return 0
	echo 0 >"$TRACEFS/events/$_lib_g/enable" 2>/dev/null
	for _lib_e in "$@"; do
		[ -d "$TRACEFS/events/$_lib_g/$_lib_e" ] &&
			echo 0 >"$TRACEFS/events/$_lib_g/$_lib_e/filter" 2>/dev/null
		echo "-:$_lib_g/$_lib_e" >>"$TRACEFS/kprobe_events" 2>/dev/null
	done
	echo >"$TRACEFS/trace"
}

# kprobe_events_on GROUP: record the events of GROUP, which the case added to
# kprobe_events: comm recording off, tracing on (both as they were again on exit),
# the group enabled.
kprobe_events_on() {
	if [ -f "$TRACEFS/options/record-cmd" ]; then
		on_exit "echo $(cat "$TRACEFS/options/record-cmd") >$TRACEFS/options/record-cmd"
		echo 0 >"$TRACEFS/options/record-cmd"
	fi
	on_exit "echo $(cat "$TRACEFS/tracing_on") >$TRACEFS/tracing_on"
	echo 1 >"$TRACEFS/tracing_on"
	echo 1 >"$TRACEFS/events/$1/enable"
}

trace_begin() {
	[ -n "$TRACEFS" ] || { echo "trace_begin: no tracefs" >&2; return 1; }
	_lib_f=
	for _lib_dev in $1; do
		_lib_dt=$(blk_devt "$_lib_dev") || return 1
		_lib_f="${_lib_f:+$_lib_f || }dev == $_lib_dt"
	done
	shift
	if [ -n "$_LIB_TRACE_EVENTS" ]; then
		trace_end
	else
		on_exit trace_end
	fi
	echo 0 >"$TRACEFS/tracing_on"
	# No comm recording: with it, enabling an event also hooks sched_switch.
	# The tests need no comms, and flipping that key was what set off the
	# multi-threaded TCG fault of tests/vm/qemu.sh in a 6.1 guest.
	[ -f "$TRACEFS/options/record-cmd" ] && echo 0 >"$TRACEFS/options/record-cmd"
	_lib_bs=$(cat "$TRACEFS/buffer_size_kb")
	case $_lib_bs in *[!0-9]*) _lib_bs=0 ;; esac
	if [ "$_lib_bs" -lt 8192 ]; then
		[ -n "$_LIB_TRACE_OLD_BS" ] || on_exit "echo $_lib_bs >$TRACEFS/buffer_size_kb"
		_LIB_TRACE_OLD_BS=$_lib_bs
		echo 8192 >"$TRACEFS/buffer_size_kb"
	fi
	for _lib_e in "$@"; do
		_lib_ed=$TRACEFS/events/block/$_lib_e
		[ -d "$_lib_ed" ] || { echo "trace_begin: no event block:$_lib_e" >&2; return 1; }
		echo "$_lib_f" >"$_lib_ed/filter" || { echo "trace_begin: bad filter '$_lib_f'" >&2; return 1; }
		echo 1 >"$_lib_ed/enable" || return 1
		_LIB_TRACE_EVENTS="$_LIB_TRACE_EVENTS $_lib_e"
	done
	echo >"$TRACEFS/trace"
	echo 1 >"$TRACEFS/tracing_on"
}

# trace_clear: empty the ring buffer (events stay enabled).
trace_clear() { echo >"$TRACEFS/trace"; }

trace_end() {
	[ -n "$TRACEFS" ] || return 0
	for _lib_e in $_LIB_TRACE_EVENTS; do
		echo 0 >"$TRACEFS/events/block/$_lib_e/enable"
		echo 0 >"$TRACEFS/events/block/$_lib_e/filter"
	done
	_LIB_TRACE_EVENTS=
	echo >"$TRACEFS/trace"
}

# trace_lost: events lost to ring-buffer overruns since the last clear.
trace_lost() {
	cat "$TRACEFS"/per_cpu/cpu*/stats 2>/dev/null |
		awk '/^overrun:/ { s += $2 } /^dropped events:/ { s += $3 } END { print s + 0 }'
}

trace_save() {
	cat "$TRACEFS/trace" >"$1" || return 1
	_lib_lost=$(trace_lost)
	[ "$_lib_lost" -eq 0 ] || { echo "trace_save: $_lib_lost events lost (ring buffer overrun)" >&2; return 1; }
}

# awk program: for each block event line print "EVENT MAJ,MIN DIR SECTORS SECTOR".
_LIB_TRACE_AWK='
{
	ev = ""
	for (i = 1; i <= NF; i++)
		if ($i ~ /^block_[a-z_]+:$/) { ev = substr($i, 1, length($i) - 1); k = i; break }
	if (ev == "") next
	dev = $(k + 1); rwbs = $(k + 2); nr = ""
	for (j = k + 3; j < NF; j++) if ($j == "+") { nr = $(j + 1); sec = $(j - 1); break }
	if (nr == "" || nr !~ /^[0-9]+$/) next
	r = rwbs; sub(/^F/, "", r); d = substr(r, 1, 1)
	if (d != "R" && d != "W") d = "O"
	print ev, dev, d, nr, sec
}'

# trace_events FILE: one line per block event: "EVENT MAJ,MIN DIR SECTORS SECTOR"
# (DIR R, W or O; SECTOR is the start sector on device MAJ,MIN).
trace_events() { awk "$_LIB_TRACE_AWK" "$1"; }

trace_summary() {
	awk "$_LIB_TRACE_AWK" "$1" | awk '
		$4 > 0 {
			k = $1 " " $2 " " $3
			n[k]++
			if (!(k in mx) || $4 > mx[k]) mx[k] = $4
			if (!(k in mn) || $4 < mn[k]) mn[k] = $4
		}
		END { for (k in n) print k, n[k], mx[k], mn[k] }' | sort
}

trace_over() {
	_lib_dev=$(echo "$3" | tr : ,)
	awk "$_LIB_TRACE_AWK" "$1" | awk -v e="$2" -v dv="$_lib_dev" -v d="$4" -v lim="$5" \
		'$1 == e && $2 == dv && $3 == d && $4 > lim'
}

# bcc ARGS...: run biocapctl; stdout in $LIB_TMP/out, stderr in $LIB_TMP/err, code in RC
# (the tool cases 5x-tool-*).
bcc() {
	biocapctl "$@" >"$LIB_TMP/out" 2>"$LIB_TMP/err"
	RC=$?
}
# bcc_err [WIDTH]: the last bcc's stderr on one line, cut at WIDTH (300) characters.
bcc_err() { tr '\n' ' ' <"$LIB_TMP/err" | cut -c1-"${1:-300}"; }
