#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# unit/completion: the bash completion (biocapctl.bash), sourced and driven by
# COMP_WORDS/COMP_CWORD as bash drives it, against the biocapctl built here
# (its --help gives commands and options) and a dmsetup stub for device names.
# Run from userspace/: bash tests/completion.sh [BIOCAPCTL]; prints PASS or FAIL.
set -u
bc=$(realpath "${1:-./biocapctl}")
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
cat >"$tmp/bin/dmsetup" <<'STUB'
#!/bin/sh
[ "$*" = "ls --target biocap" ] || exit 1
printf 'fast0\t(253:0)\nfast1\t(253:1)\nlogs\t(253:2)\n'
STUB
chmod +x "$tmp/bin/dmsetup"
printf '# NAME DEVICE\ntab0 ID=nvme-x cap=64k\n\ntab1 PARTUUID=01 noauto\n' >"$tmp/tab"
PATH=$tmp/bin:$PATH
# shellcheck source-path=SCRIPTDIR/.. source=biocapctl.bash
. "$(dirname "$0")/../biocapctl.bash"

bad=
# expect WANT WORD...: the completions of the last WORD, sorted, space-separated
expect() {
	local want=$1 got
	shift
	COMP_WORDS=("$bc" "$@")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	_biocapctl
	got=$(printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort | tr '\n' ' ')
	got=${got% }
	[ "$got" = "$want" ] || bad+="'$*': '$got', not '$want'; "
}
expect "activate check create deactivate help list remove reset set status table" ''
expect "remove reset" re
expect "--help --verbose --version" --
expect "status" -v st
expect "--format" status --f
expect "json" status --format j
expect "prometheus" status --format = p
expect "prometheus" status --format=p
expect "fast0 fast1 logs" status ''
expect "fast0 fast1" reset -- f
expect "logs" remove --force l
expect "fast0 fast1 logs" set ''
expect "" set fast0 ''
expect "--cap --help --read-cap --write-cap" set fast0 --c --cap 64k --
expect "--cap" create new --c
expect "auto" create new --cap a
expect "" create ''
expect "--all" activate --a
expect "tab0 tab1" activate --tab "$tmp/tab" ''
expect "tab1" deactivate -t "$tmp/tab" tab1
expect "deactivate" help dea
expect "" list ''
expect "fast0 fast1" check f
expect "--help --json" check --
if [ -z "$bad" ]; then
	echo "PASS unit/completion"
else
	echo "FAIL unit/completion: ${bad%; }"
	exit 1
fi
