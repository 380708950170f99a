#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# Host unit tests of biocapctl: run from userspace/ as
#   sh tests/run.sh tests/test-...
# Prints "PASS unit/<name>" or "FAIL unit/<name>: why" per test and exits
# non-zero if any test failed.

fails=0
pass() { echo "PASS unit/$1"; }
fail() { echo "FAIL unit/$1: $2"; fails=$((fails + 1)); }

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The C unit tests.
for t in "$@"; do
	"./$t" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	cat "$tmp/out"
	grep -q '^FAIL ' "$tmp/out" && fails=$((fails + 1))
	if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$tmp/out"; then
		fail "${t##*/}" "exited $rc without a result: $(head -c 300 "$tmp/err")"
	fi
done

# JSON output, checked by a real JSON parser against the shared header.
if ! command -v python3 >/dev/null 2>&1; then
	fail status-json "python3 not found"
else
	for mode in --json --json-empty; do
		name=status-json${mode#--json}
		if ./tests/test-status $mode >"$tmp/json" 2>"$tmp/err" &&
		   python3 - "$tmp/json" ../include/dm-biocap.h >"$tmp/py" 2>&1 <<'PY'
import json, re, sys
doc = json.load(open(sys.argv[1]))
hdr = open(sys.argv[2]).read()
def names(macro):
    body = re.search(r'#define\s+%s\s*\\?\s*\n?(.*?)(?<!\\)\n' % macro, hdr, re.S).group(1)
    return re.findall(r'"([^"]+)"', body)
cfg, ctr, labels = names('BIOCAP_CONFIG_NAMES'), names('BIOCAP_COUNTER_NAMES'), names('BIOCAP_HIST_LABELS')
assert len(cfg) == 6 and cfg[-1] == 'build_cap' and len(ctr) >= 13 and len(labels) == 15, (cfg, ctr, labels)
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

# The command line: exit codes, messages on stderr, nothing on stdout.
# expect NAME CODE STDERR-PATTERN ARGS...
expect() {
	name=$1 code=$2 pat=$3
	shift 3
	./biocapctl "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne "$code" ]; then
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
expect cli-create-no-device 2 'no device given' create bc0
expect cli-set-no-cap 2 'give --cap' set bc0
expect cli-set-bad-cap 3 'at least 4 KiB' set bc0 --cap 1s
expect cli-set-no-name 2 'exactly one device' set --cap 4k
expect cli-status-bad-watch 2 'expected seconds' status --watch 0
expect cli-list-args 2 'no arguments' list x
expect cli-remove-no-name 2 'no device name' remove

if ./biocapctl --version | grep -q '^biocapctl [0-9]*\.[0-9]*\.[0-9]* '; then
	pass cli-version
else
	fail cli-version "unexpected: $(./biocapctl --version 2>&1)"
fi
if ./biocapctl --help | grep -q 'Exit status' && ./biocapctl help | grep -q '^Usage'; then
	pass cli-help
else
	fail cli-help "--help lacks usage or exit status"
fi

# The man page: renders without warnings and documents every command.
if command -v groff >/dev/null 2>&1; then
	if groff -man -Tutf8 -ww -z biocapctl.8 >"$tmp/man" 2>&1 && [ ! -s "$tmp/man" ]; then
		missing=
		for c in table create status set reset remove list; do
			grep -q "^\\.B $c\\b\\|^\\.BR $c\\b" biocapctl.8 || missing="$missing $c"
		done
		if [ -z "$missing" ]; then
			pass manpage
		else
			fail manpage "commands not documented:$missing"
		fi
	else
		fail manpage "groff: $(head -c 300 "$tmp/man")"
	fi
else
	echo "PASS unit/manpage # skipped: no groff"
fi

[ $fails -eq 0 ]
