#!/bin/bash
# host/guest-refuse: the guest cases write, discard and mkfs on an NVMe disk, so they
# must refuse to run anywhere but the test bed's guest. Checks, on the host:
#  - every case's first command sources lib.sh (or execs another case), so nothing
#    runs before lib.sh's check;
#  - a case run here, without the guest's marker and without BIOCAP_TEST_NVME, exits
#    with status 2 and says why, and creates nothing (its LIB_TMP).
set -uo pipefail
dir=$(cd "$(dirname "$0")/../guest" && pwd)
bad=
for f in "$dir"/cases/*.sh; do
	first=$(awk 'NR > 1 && !/^#/ && !/^[[:space:]]*$/ { print; exit }' "$f")
	case $first in
	'. ./lib.sh' | *'exec sh cases/'*) ;;
	*) bad="$bad ${f##*/}: first command is '$first', not '. ./lib.sh';" ;;
	esac
done
tmp=$(mktemp -d)
# a marker path that cannot exist, and a device path that does not: even a broken check
# could not reach a real disk
out=$(cd "$dir" && env -u BIOCAP_TEST_NVME BIOCAP_TESTBED="$tmp/none" NVME_DEV="$tmp/nodev" \
	LIB_TMP="$tmp/lib" LIB_CONSOLE= sh cases/01-lifecycle.sh 2>&1)
rc=$?
[ "$rc" -eq 2 ] || bad="$bad 01-lifecycle outside the guest exited $rc, not 2 ($out);"
case $out in *"not in the test bed's guest"*) ;; *) bad="$bad no reason printed ($out);" ;; esac
[ -e "$tmp/lib" ] && bad="$bad it created its LIB_TMP;"
rm -rf "$tmp"
if [ -n "$bad" ]; then
	echo "FAIL host/guest-refuse:$bad"
else
	echo "PASS host/guest-refuse # every case refuses outside the test bed's guest"
fi
