#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# Host unit tests of biocapctl: run from userspace/ as
#   sh tests/run.sh tests/test-...
# Prints "PASS unit/<name>" or "FAIL unit/<name>: why" per test and exits
# non-zero if any test failed.
# UNIT_SUITE replaces "unit" in the result lines (the sanitizer build runs
# as unit/asan), BIOCAPCTL names the biocapctl binary to test.

fails=0
SUITE=${UNIT_SUITE:-unit}
BC=${BIOCAPCTL:-./biocapctl}
pass() { echo "PASS $SUITE/$1"; }
fail() { echo "FAIL $SUITE/$1: $2"; fails=$((fails + 1)); }
# a sanitizer's report on stderr ($1) is a failure whatever the exit code
sanitizer_report() {
	grep -q 'Sanitizer\|runtime error:' "$1"
}

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The C unit tests.
TS=./tests/test-status
for t in "$@"; do
	case $t in */test-status|test-status) TS=./$t ;; esac
	"./$t" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	sed "s#^\(PASS\|FAIL\) unit/#\1 $SUITE/#" "$tmp/out"
	grep -q '^FAIL ' "$tmp/out" && fails=$((fails + 1))
	if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$tmp/out"; then
		fail "${t##*/}" "exited $rc without a result: $(head -c 300 "$tmp/err")"
	elif sanitizer_report "$tmp/err"; then
		fail "${t##*/}" "sanitizer: $(grep -m 3 'Sanitizer\|runtime error:' "$tmp/err" | tr '\n' ' ' | head -c 300)"
	fi
done

# JSON output, checked by a real JSON parser against the shared header.
if ! command -v python3 >/dev/null 2>&1; then
	fail status-json "python3 not found"
else
	for mode in --json --json-empty; do
		name=status-json${mode#--json}
		if $TS $mode >"$tmp/json" 2>"$tmp/err" &&
		   python3 - "$tmp/json" ../include/dm-biocap.h >"$tmp/py" 2>&1 <<'PY'
import json, re, sys
doc = json.load(open(sys.argv[1]))
hdr = open(sys.argv[2]).read()
def names(macro):
    body = re.search(r'#define\s+%s\s*\\?\s*\n?(.*?)(?<!\\)\n' % macro, hdr, re.S).group(1)
    return re.findall(r'"([^"]+)"', body)
cfg, ctr, labels = names('BIOCAP_CONFIG_NAMES'), names('BIOCAP_COUNTER_NAMES'), names('BIOCAP_HIST_LABELS')
assert len(cfg) == 7 and cfg[-1] == 'chunk' and len(ctr) >= 13 and len(labels) == 15, (cfg, ctr, labels)
assert isinstance(doc['version'], str)
for d in doc['devices']:
    for k in ('name', 'uuid', 'dev', 'path', 'sectors', 'max_dio_bio_kb', 'targets'):
        assert k in d, 'device lacks ' + k
    assert d['sectors'] == sum(t['length'] for t in d['targets'])
    for t in d['targets']:
        assert list(t['config']) == cfg, t['config']
        assert t['build_cap_state'] in (None, 'on', 'unsupported', 'no_build_cap', 'aligned', 'off'), t['build_cap_state']
        assert list(t['counters']) == ctr, t['counters']
        assert t['hist'] is None or list(t['hist']) == labels
        for k in ('split_ratio', 'polled_share'):
            assert t[k] is None or 0 <= t[k], k
        assert isinstance(t['unknown'], dict)
        if 'rates' in t:
            assert 'max_bio' not in t['rates']
if doc['devices']:
    d0, d1 = doc['devices']
    t = d0['targets'][0]
    assert t['config']['cap'] == 256 and t['counters']['reads'] == 10
    assert t['config']['build_cap'] == 256 and t['build_cap_state'] == 'on', t
    assert d0['max_dio_bio_kb'] == 128 and d1['max_dio_bio_kb'] is None
    assert d1['targets'][0]['build_cap_state'] is None
    assert t['hist']['1m'] == 10 and abs(t['split_ratio'] - 10 / 13) < 1e-3
    assert d1['name'] == 'we"ird\\name\t', d1['name']
    u = d1['targets'][0]['unknown']
    assert u == {'zone_mode': 'none', 'atomic': '3', 'frozen': '', 'weird': '"x\\y"'}, u
    assert d1['targets'][0]['hist']['64m'] == 7
    assert d1['targets'][1]['config']['limit'] is None
    assert d1['targets'][1]['hist'] is None
    assert d1['targets'][0]['rates']['reads'] == 6.0
print('ok')
PY
		then
			pass "$name"
		else
			fail "$name" "$(tr '\n' ' ' <"$tmp/py" | tail -c 300)$(head -c 200 "$tmp/err")"
		fi
	done
fi

# JSON of names and keys with control characters and ill-formed UTF-8:
# strict UTF-8, valid JSON, no duplicate keys.
if command -v python3 >/dev/null 2>&1; then
	if $TS --json-weird >"$tmp/json" 2>"$tmp/err" &&
	   python3 - "$tmp/json" >"$tmp/py" 2>&1 <<'PY'
import json, sys
raw = open(sys.argv[1], 'rb').read()
text = raw.decode('utf-8', errors='strict')
assert all(c >= 0x20 or c == 0x0a for c in raw), 'raw control byte'
def nodup(pairs):
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), 'duplicate keys %r' % keys
    return dict(pairs)
doc = json.loads(text, object_pairs_hook=nodup)
d = doc['devices'][0]
assert d['name'] == 'n\u00ff\u001b\u00e9', repr(d['name'])
t = d['targets'][0]
assert t['unknown'] == {'k\u00ff': 'last', 'd': '2'}, t['unknown']
assert t['hist']['4k'] == 2**63 and t['hist']['64m'] == 86, t['hist']
print('ok')
PY
	then
		pass status-json-escaping
	else
		fail status-json-escaping "$(tr '\n' ' ' <"$tmp/py" | tail -c 300)$(head -c 200 "$tmp/err")"
	fi
fi

# check against fake trees of /sys and /proc (tests/test-check ROOT DEV).
TC=./tests/test-check
for t in "$@"; do
	case $t in */test-check|test-check) TC=./$t ;; esac
done
# fdisk ROOT NAME IO_POLL MAX_SECTORS_KB MAX_SEGMENTS [HW_QUEUES]
fdisk() {
	q=$1/sys/class/block/$2/queue
	mkdir -p "$q" "$1/sys/block"
	ln -sfn ../class/block/"$2" "$1/sys/block/$2"
	echo "$3" >"$q/io_poll"
	echo "$4" >"$q/max_sectors_kb"
	echo "$4" >"$q/max_hw_sectors_kb"
	echo "$5" >"$q/max_segments"
	echo 4294967295 >"$q/max_segment_size"
	echo 512 >"$q/logical_block_size"
	i=0
	while [ "$i" -lt "${6:-0}" ]; do mkdir -p "$1/sys/class/block/$2/mq/$i"; i=$((i + 1)); done
}
# fdm ROOT dm-N NAME UUID IO_POLL MAX_SECTORS_KB TABLE-LINES SLAVE...
fdm() {
	r=$1 k=$2 n=$3 u=$4 p=$5 m=$6 tl=$7
	shift 7
	fdisk "$r" "$k" "$p" "$m" 126
	mkdir -p "$r/sys/class/block/$k/dm" "$r/sys/class/block/$k/slaves" "$r/fake-dm"
	echo "$n" >"$r/sys/class/block/$k/dm/name"
	echo "$u" >"$r/sys/class/block/$k/dm/uuid"
	for sl in "$@"; do mkdir -p "$r/sys/class/block/$k/slaves/$sl"; done
	printf '%s\n' "$tl" >"$r/fake-dm/$n"
}
fnvme() {	# ROOT IO_POLL POLL_QUEUES
	fdisk "$1" nvme0n1 "$2" 512 127 $((2 + $3))
	mkdir -p "$1/sys/module/nvme/parameters" "$1/sys/module/dm_biocap" "$1/proc"
	echo "$3" >"$1/sys/module/nvme/parameters/poll_queues"
	echo 0.9.0 >"$1/sys/module/dm_biocap/version"
	printf '0000000000000000 T bdev_dio_max_bio_size\n' >"$1/proc/kallsyms"
}
# chk NAME CODE PATTERN ROOT DEV [--json]: exit code and a line of stdout
chk() {
	name=$1 code=$2 pat=$3
	shift 3
	$TC "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if sanitizer_report "$tmp/err"; then
		fail "$name" "sanitizer: $(grep -m 3 'Sanitizer\|runtime error:' "$tmp/err" | tr '\n' ' ' | head -c 300)"
	elif [ $rc -ne "$code" ]; then
		fail "$name" "check $2 exited $rc, expected $code: $(tr '\n' '|' <"$tmp/out" | head -c 300)$(head -c 200 "$tmp/err")"
	elif ! grep -q -- "$pat" "$tmp/out" "$tmp/err"; then
		fail "$name" "check $2: output lacks '$pat': $(tr '\n' '|' <"$tmp/out" | head -c 400)"
	else
		pass "$name"
	fi
}
# chk_lacks NAME PATTERN WHAT: the last chk's stdout has no line matching PATTERN
chk_lacks() {
	if grep -q -- "$2" "$tmp/out"; then
		fail "$1" "$3: $(tr '\n' '|' <"$tmp/out" | head -c 300)"
	else
		pass "$1"
	fi
}
R=$tmp/sys-poll; fnvme "$R" 1 1
chk check-nvme-poll 0 '^polled I/O reaches the device: /dev/nvme0n1' "$R" /dev/nvme0n1
chk check-nvme-poll-layer 0 '^nvme0n1 (nvme): io_poll=1 max_sectors_kb=512 max_hw_sectors_kb=512 max_segments=127 hw_queues=3 auto_cap=504k$' "$R" nvme0n1
chk check-nvme-poll-module 0 '^dm-biocap: loaded, version 0.9.0' "$R" nvme0n1
chk check-nvme-poll-build-cap 0 '^build cap: in this kernel' "$R" nvme0n1
chk check-missing 3 'no such block device' "$R" /dev/nvme9n9
chk check-missing-name 3 'no such block device' "$R" bc9
# a path is not a disk because its last part is a disk's name
chk check-missing-mapper 3 '/dev/mapper/nvme0n1: no such block device' "$R" /dev/mapper/nvme0n1
chk check-missing-subdir 3 '/dev/x/nvme0n1: no such block device' "$R" /dev/x/nvme0n1
fdm "$R" dm-0 bc0 BIOCAP-bc0 1 504 "types=biocap
build=on
build_cap=1008
cap=1008" nvme0n1
chk check-biocap 0 '^  nvme0n1 (nvme): io_poll=1' "$R" bc0
chk check-biocap-layer 0 '^dm-0 (bc0, dm biocap): io_poll=1 .* build_cap=on,504k$' "$R" /dev/mapper/bc0
chk check-all-biocap 0 'reaches the device: dm-0' "$R" -
fdm "$R" dm-1 vg-lv LVM-xyz 1 504 "types=linear" dm-0
chk check-lvm-on-biocap 0 '^    nvme0n1 (nvme)' "$R" /dev/mapper/vg-lv
fdm "$R" dm-2 bcbig BIOCAP-bcbig 1 504 "types=biocap
build=on
build_cap=2048
cap=2048" nvme0n1
chk check-biocap-cap-above-auto 1 'fix: biocapctl set bcbig --read-cap auto --write-cap auto' "$R" bcbig
fdm "$R" dm-3 stale '' 0 512 "types=linear" nvme0n1
chk check-dm-stale 1 'fix: reload its table: dmsetup table stale | dmsetup reload stale && dmsetup resume stale' "$R" stale
fdm "$R" dm-4 secret CRYPT-LUKS2-x-secret 1 512 "types=crypt" nvme0n1
chk check-crypt 1 "^problem: dm-4 (secret) is a crypt device" "$R" secret
fdm "$R" dm-5 plain '' 1 512 "types=linear" nvme0n1
chk check-linear 0 'reaches the device: plain' "$R" plain
chk check-linear-note 0 '^note: polled bios larger than 504k are split below plain by nvme0n1' "$R" plain
# a partition: its queue is its disk's
mkdir -p "$R/sys/class/block/nvme0n1/nvme0n1p1"
echo 1 >"$R/sys/class/block/nvme0n1/nvme0n1p1/partition"
ln -s nvme0n1/nvme0n1p1 "$R/sys/class/block/nvme0n1p1"
fdm "$R" dm-6 bcpart BIOCAP-bcpart 1 504 "types=biocap
build=unsupported
cap=1008" nvme0n1p1
chk check-partition 0 '^  nvme0n1p1 (partition, nvme): io_poll=1 max_sectors_kb=512 .*hw_queues=3 auto_cap=504k$' "$R" bcpart
chk check-build-unsupported 0 '^dm-6 (bcpart, dm biocap): .* build_cap=unsupported$' "$R" bcpart
chk check-escape 3 'x\\x1b: no such block device' "$R" "$(printf '/dev/x\033')"
R=$tmp/sys-nopoll; fnvme "$R" 0 0
chk check-nvme-nopoll 1 'echo "options nvme poll_queues=4" > /etc/modprobe.d/nvme.conf && update-initramfs -u' "$R" nvme0n1
chk check-nvme-nopoll-cmdline 1 'nvme.poll_queues=4 to the kernel command line' "$R" nvme0n1
fdm "$R" dm-0 lin '' 0 512 "types=linear" nvme0n1
chk check-linear-nopoll 1 '^problem: nvme0n1 has no poll queue' "$R" lin
if [ "$(grep -c '^problem' "$tmp/out")" -ne 1 ]; then
	fail check-linear-nopoll-one "not one problem: $(tr '\n' '|' <"$tmp/out")"
else
	pass check-linear-nopoll-one
fi
fdisk "$R" nullb0 0 128 128 1
chk check-nullb-nopoll 1 'modprobe null_blk poll_queues=2' "$R" /dev/nullb0
# a configfs null_blk device has the name its directory was given
fdisk "$R" nb7 0 128 128 1
mkdir -p "$R/sys/kernel/config/nullb/nb7"
chk check-nullb-configfs 1 '^problem: nb7 (null_blk) has no poll queue' "$R" nb7
# with no device named, check finds biocap devices by their tables: dmsetup's
# and LVM's too, whose uuids are not BIOCAP-*
R=$tmp/sys-dmsetup; fnvme "$R" 1 1
fdm "$R" dm-0 lin '' 1 504 "types=linear" nvme0n1
chk check-all-none 3 'no biocap device' "$R" -
fdm "$R" dm-1 fast '' 1 504 "types=biocap
build=on
build_cap=1008
cap=1008" nvme0n1
fdm "$R" dm-2 vg-lv LVM-abc 1 504 "types=linear biocap" nvme0n1
chk check-all-dmsetup 0 '^polled I/O reaches the device: dm-1' "$R" -
chk check-all-lvm 0 '^polled I/O reaches the device: dm-2' "$R" -
if grep -q 'dm-0' "$tmp/out"; then
	fail check-all-not-linear "a linear device was checked: $(tr '\n' '|' <"$tmp/out" | head -c 300)"
else
	pass check-all-not-linear
fi
# many devices at once: each is checked with all its layers, as when named alone
R=$tmp/sys-many; fnvme "$R" 1 1
many=0	# not i: fdisk's loop counter
while [ $many -lt 40 ]; do
	fdm "$R" dm-$many bc$many BIOCAP-bc$many 1 504 "types=biocap
build=on
build_cap=1008
cap=1008" nvme0n1
	many=$((many + 1))
done
chk check-all-many 0 '^polled I/O reaches the device: dm-39$' "$R" -
n=$(grep -c '^polled I/O reaches the device: dm-' "$tmp/out")
l=$(grep -c '^  nvme0n1 (nvme): io_poll=1' "$tmp/out")
if [ "$n" = 40 ] && [ "$l" = 40 ]; then
	pass check-all-many-layers
else
	fail check-all-many-layers "$n of 40 devices reach it, $l of 40 show their disk"
fi
# beyond 256 devices check says it left some out, and cannot say they all reach it
while [ $many -lt 257 ]; do
	fdm "$R" dm-$many bc$many BIOCAP-bc$many 1 504 "types=biocap
cap=1008" nvme0n1
	many=$((many + 1))
done
chk check-all-too-many 1 'more than 256 biocap devices: checking the first 256 only' "$R" -
# a disk with chunks (NVMe NOIOB): biocap right over it ends clones at them, a dm
# device in between hides them from biocap
R=$tmp/sys-chunk; fnvme "$R" 1 1
echo 256 >"$R/sys/class/block/nvme0n1/queue/chunk_sectors"
chk check-chunk-layer 0 '^nvme0n1 (nvme): io_poll=1 .* auto_cap=504k chunk=128k$' "$R" nvme0n1
fdm "$R" dm-0 plain '' 1 504 "types=linear" nvme0n1
chk check-chunk-linear-note 0 '^note: polled bios larger than 504k, or crossing a boundary of its 128k chunks, are split below plain by nvme0n1' "$R" plain
fdm "$R" dm-1 bcdirect BIOCAP-bcdirect 1 504 "types=biocap
build=on
build_cap=1008
cap=1008" nvme0n1
chk check-chunk-biocap 0 'reaches the device: bcdirect' "$R" bcdirect
chk_lacks check-chunk-biocap-no-note '^note' "a note for biocap right over the disk"
fdm "$R" dm-2 bcover BIOCAP-bcover 1 496 "types=biocap
build=on
build_cap=992
cap=992" dm-0
chk check-chunk-over-dm 0 '^note: bcover cannot see the 128k chunks of nvme0n1 below dm-0' "$R" bcover
chk check-chunk-over-dm-fix 0 'fix: give bcover aligned caps that divide 128k' "$R" bcover
fdm "$R" dm-3 bcal BIOCAP-bcal 1 504 "types=biocap
build=aligned
cap=128" dm-0
chk check-chunk-aligned 0 'reaches the device: bcal' "$R" bcal
chk_lacks check-chunk-aligned-no-note 'cannot see' "a note for aligned caps that divide the chunk"
# aligned, but reads cut at multiples of 96 sectors cross the 256-sector chunks
fdm "$R" dm-4 bcrw BIOCAP-bcrw 1 48 "types=biocap
build=aligned
cap=128
read_cap=96
write_cap=128" dm-0
chk check-chunk-aligned-read 0 '^note: bcrw cannot see the 128k chunks of nvme0n1' "$R" bcrw
# a biocap device further down cuts at the chunks itself
fdm "$R" dm-5 mid '' 1 504 "types=linear" dm-1
fdm "$R" dm-6 bctop BIOCAP-bctop 1 496 "types=biocap
build=on
build_cap=992
cap=992" dm-5
chk check-chunk-inner-biocap 0 'reaches the device: bctop' "$R" bctop
chk_lacks check-chunk-inner-biocap-no-note 'cannot see' "a note though biocap below cuts at the chunks"
if command -v python3 >/dev/null 2>&1; then
	ok=1
	for args in "$tmp/sys-poll /dev/mapper/vg-lv" "$tmp/sys-poll secret" "$tmp/sys-nopoll lin" "$tmp/sys-poll plain"; do
		# shellcheck disable=SC2086
		$TC $args --json >"$tmp/json" 2>"$tmp/err"
		rc=$?
		python3 - "$tmp/json" "$rc" >"$tmp/py" 2>&1 <<'PY' || { ok=; fail check-json "$args: $(tr '\n' ' ' <"$tmp/py" | tail -c 300)"; }
import json, sys
doc = json.load(open(sys.argv[1]))
rc = int(sys.argv[2])
assert set(doc) == {'module', 'kernel_build_cap', 'nvme_poll_queues', 'polled', 'devices'}, list(doc)
assert doc['module']['loaded'] is True and doc['module']['version'] == '0.9.0'
assert doc['kernel_build_cap'] is True and isinstance(doc['nvme_poll_queues'], int)
assert doc['polled'] == (rc == 0)
keys = {'name', 'depth', 'kind', 'dm_name', 'targets', 'driver', 'io_poll', 'max_sectors_kb',
        'max_hw_sectors_kb', 'max_segments', 'hw_queues', 'auto_cap_kb', 'chunk_sectors', 'build_cap',
        'build_cap_kb', 'polled', 'slaves'}
for d in doc['devices']:
    assert d['polled'] == doc['polled']
    for l in d['layers']:
        assert set(l) == keys, sorted(l)
        assert l['kind'] in ('dm', 'disk', 'partition')
        assert (l['kind'] == 'dm') == isinstance(l['targets'], list)
    assert d['layers'][-1]['name'] == 'nvme0n1' and d['layers'][-1]['driver'] == 'nvme'
    for p in d['problems'] + d['notes']:
        assert set(p) == {'layer', 'reason', 'fix'} and p['reason']
    assert set(d) == {'device', 'name', 'polled', 'layers', 'problems', 'notes'}, sorted(d)
    assert bool(d['problems']) == (not d['polled'])
if doc['devices'][0]['device'] == '/dev/mapper/vg-lv':
    ls = doc['devices'][0]['layers']
    assert [l['name'] for l in ls] == ['dm-1', 'dm-0', 'nvme0n1'] and ls[0]['slaves'] == ['dm-0']
    assert ls[1]['build_cap'] == 'on' and ls[1]['build_cap_kb'] == 504 and ls[2]['auto_cap_kb'] == 504
    assert doc['devices'][0]['notes'] == []
if doc['devices'][0]['device'] == 'plain':
    assert doc['polled'] and doc['devices'][0]['notes'][0]['layer'] == 'dm-5'
print('ok')
PY
	done
	[ -n "$ok" ] && pass check-json
fi

# The command line: exit codes, messages on stderr, nothing on stdout.
# expect NAME CODE STDERR-PATTERN ARGS...
expect() {
	name=$1 code=$2 pat=$3
	shift 3
	$BC "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if sanitizer_report "$tmp/err"; then
		fail "$name" "biocapctl $*: sanitizer: $(grep -m 3 'Sanitizer\|runtime error:' "$tmp/err" | tr '\n' ' ' | head -c 300)"
	elif [ $rc -ne "$code" ]; then
		fail "$name" "biocapctl $* exited $rc, expected $code: $(head -c 200 "$tmp/err")"
	elif [ "$code" -ne 0 ] && [ -s "$tmp/out" ]; then
		fail "$name" "biocapctl $* wrote to stdout on failure"
	elif ! grep -q -- "$pat" "$tmp/err"; then
		fail "$name" "biocapctl $*: stderr lacks '$pat': $(head -c 200 "$tmp/err")"
	else
		pass "$name"
	fi
}
expect cli-no-command 2 'no command' 
expect cli-unknown-command 2 "unknown command 'frob'" frob
expect cli-bad-option 2 'help' --frob
expect cli-table-no-device 2 'no device' table
expect cli-table-bad-size 2 "expected a number" table --cap 4x /dev/null
expect cli-table-small-cap 3 'at least 4 KiB' table --cap 2k /dev/null
expect cli-table-huge-cap 3 'below 4 GiB' table --cap 4G /dev/null
expect cli-table-not-blockdev 3 'not a block device' table /dev/null
expect cli-table-no-build-cap 3 'not a block device' table --no-build-cap /dev/null
expect cli-create-no-build-cap 2 'no device given' create bc0 --no-build-cap
expect cli-table-missing 3 'No such file' table /nonexistent/dev
expect cli-table-relative 2 'absolute' table dev/sda
expect cli-create-bad-name 2 'invalid device name' create a/b /dev/null
expect cli-create-dot-name 2 "1 to 121 characters, no '/', not '.' or '..'" create . /dev/null
expect cli-create-no-device 2 'no device given' create bc0
expect cli-set-no-cap 2 'give --cap' set bc0
expect cli-set-bad-cap 3 'at least 4 KiB' set bc0 --cap 1s
expect cli-set-no-name 2 'exactly one device' set --cap 4k
expect cli-status-bad-watch 2 'expected seconds' status --watch 0
expect cli-list-args 2 'no arguments' list x
expect cli-remove-no-name 2 'no device name' remove
expect cli-reset-no-name 2 'no device name' reset
expect cli-reset-bad-option 2 'unrecognized option' reset --frob bc0
expect cli-check-two 2 'at most one device' check a b
expect cli-check-missing 3 'no such block device' check /nonexistent/dev
expect cli-check-not-blockdev 3 'not a block device' check /dev/null
# too large is exit 3, however many digits
expect cli-table-huge-cap-digits 3 'below 4 GiB' table --cap 99999999999999999999G /dev/null
expect cli-set-huge-cap-digits 3 'below 4 GiB' set bc0 --cap 18446744073709551616
# BIOCAP-NAME must fit the 128-character UUID
n121=$(printf '%0121d' 0)
expect cli-create-name-122 2 'at most 121' create "${n121}1" /dev/null
expect cli-create-name-127 2 'at most 121' create "${n121}123456" /dev/null
expect cli-create-name-121 3 'not a block device' create "$n121" /dev/null
# dm's own limit (127) is not the one create states
expect cli-create-name-128 2 'at most 121' create "${n121}1234567" /dev/null

# a listed name whose line is bad is not "not listed"; a file that is no
# file has no line number
printf 'good /dev/null\nbad /dev/null cap=1k\n' >"$tmp/tab"
expect cli-activate-bad-line 1 'bad: not activated: line 2 of' activate --tab "$tmp/tab" bad
expect cli-activate-unlisted 1 'nope: not listed in' activate --tab "$tmp/tab" nope
expect cli-activate-tab-directory 1 "^biocapctl: $tmp: read error" activate --tab "$tmp" --all

# a report that cannot be written is said, also when the command fails
wdev=
for b in /sys/class/block/*; do
	[ -b "/dev/${b##*/}" ] && { wdev=/dev/${b##*/}; break; }
done
if [ ! -w /dev/full ] || [ -z "$wdev" ]; then
	echo "SKIP $SUITE/cli-check-write-error: no /dev/full or no block device"
else
	$BC check "$wdev" >/dev/full 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 0 ] && [ "$(grep -c 'write error' "$tmp/err")" = 1 ]; then
		pass cli-check-write-error
	else
		fail cli-check-write-error "check $wdev >/dev/full exited $rc: $(head -c 200 "$tmp/err")"
	fi
fi
# create where device-mapper is missing says why: over a loop device of our own,
# and only where device-mapper is missing (the host's kernel has none here)
cdev=
if [ "$(id -u)" = 0 ] && [ -c /dev/mapper/control ] && ! (: <>/dev/mapper/control) 2>/dev/null &&
	truncate -s 1M "$tmp/disk" && cdev=$(losetup -f --show "$tmp/disk" 2>/dev/null); then
	expect cli-create-no-dm 1 'cannot create bc-nodm: /dev/mapper/control: No such device' \
		create bc-nodm "$cdev"
	losetup -d "$cdev"
else
	echo "SKIP $SUITE/cli-create-no-dm: device-mapper is reachable here, or not root, or no loop device"
fi
# said once where a command checks stdout itself too
$BC table --help >/dev/full 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ "$(grep -c 'write error' "$tmp/err")" = 1 ]; then
	pass cli-help-write-error-once
else
	fail cli-help-write-error-once "table --help >/dev/full exited $rc: $(head -c 200 "$tmp/err")"
fi

# getopt's messages start with "biocapctl:", like ours
getopt_prefix() {
	name=$1
	shift
	$BC "$@" >/dev/null 2>"$tmp/err"
	rc=$?
	first=$(head -n 1 "$tmp/err")
	case $first in
	"biocapctl: unrecognized option"*|"biocapctl: invalid option"*|"biocapctl: option"*)
		if [ $rc -eq 2 ]; then pass "$name"
		else fail "$name" "biocapctl $* exited $rc, expected 2"; fi ;;
	*) fail "$name" "biocapctl $*: first line of stderr: $first" ;;
	esac
}
getopt_prefix cli-getopt-prefix-main --frob
getopt_prefix cli-getopt-prefix-status status --frob
getopt_prefix cli-getopt-prefix-table table -x /dev/null
getopt_prefix cli-getopt-prefix-set set bc0 --cap
getopt_prefix cli-getopt-prefix-remove remove --frob bc0

# every command takes -h and --help: its usage, exit 0
for c in table create status set reset remove list activate deactivate check; do
	bad=
	for h in -h --help; do
		$BC $c $h >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $rc -ne 0 ]; then
			bad="$bad; $c $h exited $rc: $(head -c 100 "$tmp/err")"
		elif ! head -n 1 "$tmp/out" | grep -q "^Usage: biocapctl $c"; then
			bad="$bad; $c $h: $(head -n 1 "$tmp/out")"
		elif [ -s "$tmp/err" ]; then
			bad="$bad; $c $h wrote to stderr: $(head -c 100 "$tmp/err")"
		fi
	done
	if [ -z "$bad" ]; then pass "cli-help-$c"; else fail "cli-help-$c" "${bad#; }"; fi
done
if $BC help status | head -n 1 | grep -q '^Usage: biocapctl status'; then
	pass cli-help-command
else
	fail cli-help-command "'biocapctl help status' does not print the status usage"
fi
expect cli-help-unknown 2 "unknown command 'frob'" help frob
# a usage error points to the help of the command it is in, as a bad option does
expect cli-usage-hint-command 2 "^Try 'biocapctl create --help'" create
expect cli-usage-hint-option 2 "^Try 'biocapctl status --help'" status --watch 0
expect cli-usage-hint-global 2 "^Try 'biocapctl --help'" frob
# the completion offers "help" after "help": the general help, as "help" alone
if [ "$($BC help help 2>&1)" = "$($BC --help)" ]; then
	pass cli-help-help
else
	fail cli-help-help "'biocapctl help help' does not print what 'biocapctl --help' does"
fi
if $BC status --help | grep -q -- '--format FORMAT'; then
	pass cli-help-status-format
else
	fail cli-help-status-format "status --help does not name --format"
fi

# help and version to a full stdout fail (exit 1, write error)
if [ -w /dev/full ]; then
	for args in --help --version "table --help" "status -h" help; do
		# shellcheck disable=SC2086
		$BC $args >/dev/full 2>"$tmp/err"
		rc=$?
		n=cli-full-stdout-$(echo "$args" | tr -d ' -')
		if [ $rc -eq 1 ] && grep -q 'write error' "$tmp/err"; then
			pass "$n"
		else
			fail "$n" "biocapctl $args >/dev/full exited $rc: $(head -c 200 "$tmp/err")"
		fi
	done
else
	fail cli-full-stdout "/dev/full is not writable here"
fi

# a table device is not opened before it is known to be a block
# device: a FIFO's writer stays blocked while biocapctl looks at the FIFO
mkfifo "$tmp/fifo"
(echo x >"$tmp/fifo" && touch "$tmp/fifo-opened") &
writer=$!
$BC table "$tmp/fifo" >/dev/null 2>"$tmp/err"
rc=$?
sleep 0.3
if [ -e "$tmp/fifo-opened" ]; then
	fail cli-table-fifo-not-opened "biocapctl opened the FIFO (its writer ran)"
elif [ $rc -ne 3 ] || ! grep -q 'not a block device' "$tmp/err"; then
	fail cli-table-fifo-not-opened "exited $rc: $(head -c 200 "$tmp/err")"
else
	pass cli-table-fifo-not-opened
fi
kill $writer 2>/dev/null
exec 3<>"$tmp/fifo"	# unblock the writer if kill did not
exec 3<&-
wait $writer 2>/dev/null

# long arguments keep the reason at the end of the message, and a
# name too long for a path still splits off :OFFSET:LEN
d=$tmp
for i in 1 2 3; do
	d=$d/$(printf '%0200d' $i)
	mkdir "$d"
done
ln -s /dev/null "$d/null"
expect cli-table-long-path-reason 3 'not a block device$' table "$d/null"
l250=$tmp/$(printf '%0250d' 7)
ln -s /dev/null "$l250"
expect cli-table-long-name-split 3 "$(printf '%0250d' 7): not a block device" table "$l250:1M:1M"
expect cli-table-long-name-missing 3 'No such file' table "$tmp/$(printf '%0250d' 8):1M:1M"

# a backslash in a device path is refused, not unescaped by the kernel, unless the
# path resolves to one without (udev's \x20 links): then the table names that
ln -s /dev/null "$tmp/back\\slash"
expect cli-table-backslash-resolved 3 '/dev/null: not a block device' table "$tmp/back\\slash"
expect cli-table-backslash 3 'backslash' table "$tmp/no\\such"
expect cli-table-backslash-offset 3 '/dev/null: not a block device' table "$tmp/back\\slash:1M"

# names and paths in messages are escaped (no raw control bytes)
esc=$(printf '\033')
$BC table "/dev/nu${esc}ll$(printf '\377')" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -ne 3 ]; then
	fail cli-message-escaping "exited $rc: $(head -c 200 "$tmp/err")"
elif LC_ALL=C grep -q "$esc" "$tmp/err" || LC_ALL=C grep -q "$(printf '\377')" "$tmp/err"; then
	fail cli-message-escaping "a raw control or non-UTF-8 byte reached stderr"
elif ! grep -qF '/dev/nu\x1bll\xff: No such file' "$tmp/err"; then
	fail cli-message-escaping "stderr: $(head -c 200 "$tmp/err")"
else
	pass cli-message-escaping
fi

# status --watch stops with the real error when device-mapper
# cannot be reached (here: DM_DEV_DIR is a file, so no control node)
: >"$tmp/notadir"
DM_DEV_DIR=$tmp/notadir timeout 30 $BC status --watch 0.1 >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -ne 1 ]; then
	fail cli-watch-no-dm "status --watch exited $rc, expected 1: $(tail -c 200 "$tmp/err")"
elif ! grep -q 'cannot list device-mapper devices: Not a directory' "$tmp/err"; then
	fail cli-watch-no-dm "stderr lacks the real error: $(tail -c 300 "$tmp/err")"
elif [ "$(grep -c 'cannot list' "$tmp/err")" -ne 1 ]; then
	fail cli-watch-no-dm "the error repeated $(grep -c 'cannot list' "$tmp/err") times"
else
	pass cli-watch-no-dm
fi
# without device-mapper, status --json and --format prometheus print nothing (not an
# empty list a reader would take for "no devices") and exit 1
for f in --json "--format prometheus"; do
	n=cli-status-no-dm-$(echo "$f" | sed 's/^--//; s/ .*//; s/format/prometheus/')
	# shellcheck disable=SC2086
	DM_DEV_DIR=$tmp/notadir $BC status $f >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q 'Not a directory' "$tmp/err"; then
		pass "$n"
	else
		fail "$n" "status $f exited $rc, stdout $(wc -c <"$tmp/out") bytes: $(tail -c 200 "$tmp/err")"
	fi
done
DM_DEV_DIR=$tmp/notadir $BC list >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q 'Not a directory' "$tmp/err" && ! grep -q 'Input/output' "$tmp/err"; then
	pass cli-list-no-dm
else
	fail cli-list-no-dm "list exited $rc: $(tail -c 200 "$tmp/err")"
fi

if $BC --version | grep -q '^biocapctl [0-9]*\.[0-9]*\.[0-9]* '; then
	pass cli-version
else
	fail cli-version "unexpected: $($BC --version 2>&1)"
fi
# --help names every size unit and the 512-byte rule
if $BC --help | grep -q 'Exit status' && $BC help | grep -q '^Usage' &&
   $BC --help | grep -q 'multiple of 512' && $BC --help | grep -q 'k, M, G, T' &&
   $BC --help | grep -q 'KiB, MiB, GiB, TiB' && $BC --help | grep -q 'start of the target'; then
	pass cli-help
else
	fail cli-help "--help lacks usage or exit status"
fi

# The man page: renders without warnings and documents every command.
if command -v groff >/dev/null 2>&1; then
	if groff -man -Tutf8 -ww -z biocapctl.8 >"$tmp/man" 2>&1 && [ ! -s "$tmp/man" ]; then
		missing=
		for c in table create status set reset remove list activate deactivate check; do
			grep -q "^\\.B $c\\b\\|^\\.BR $c\\b" biocapctl.8 || missing="$missing $c"
		done
		if [ -z "$missing" ]; then
			pass manpage
		else
			fail manpage "commands not documented:$missing"
		fi
		# every counter of the shared header in the JSON example
		missing=
		for k in $(sed -n '/^#define BIOCAP_COUNTER_NAMES/,/[^\\]$/p' \
			   ../include/dm-biocap.h | grep -o '"[a-z_]*"' | tr -d '"'); do
			grep -q "\"$k\"" biocapctl.8 || missing="$missing $k"
		done
		if [ -z "$missing" ]; then
			pass manpage-counters
		else
			fail manpage-counters "counters not documented:$missing"
		fi
		# every long option of the code, and -h/--help per command
		missing=
		sed 's/\\-/-/g' biocapctl.8 >"$tmp/man.txt"
		for o in $(grep '_argument,' biocapctl.c | grep -o '{ "[a-z-]*",' | grep -o '"[a-z-]*"' |
			   tr -d '"' | sort -u); do
			grep -q -- "--$o\b" "$tmp/man.txt" || missing="$missing --$o"
		done
		grep -q 'start of the target' "$tmp/man.txt" || missing="$missing aligned-target"
		if [ -z "$missing" ]; then
			pass manpage-options
		else
			fail manpage-options "not documented:$missing"
		fi
	else
		fail manpage "groff: $(head -c 300 "$tmp/man")"
	fi
else
	echo "SKIP $SUITE/manpage: needs groff"
fi

# The bash completion, driven against this biocapctl's --help.
if command -v bash >/dev/null 2>&1; then
	bash tests/completion.sh "$BC" >"$tmp/out" 2>&1 || fails=$((fails + 1))
	sed "s#^\(PASS\|FAIL\) unit/#\1 $SUITE/#" "$tmp/out"
else
	echo "SKIP $SUITE/completion: needs bash"
fi

[ $fails -eq 0 ]
