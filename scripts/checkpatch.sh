#!/bin/bash
# Run the kernel's checkpatch.pl (--strict) on the module sources.
# checkpatch.pl comes from Debian's linux-source-6.1 package, downloaded
# (not installed) and cached under .cache/checkpatch/.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${BIOCAP_CACHE:-$root/.cache}/checkpatch
cp_pl=$cache/scripts/checkpatch.pl

if [ ! -x "$cp_pl" ]; then
	mkdir -p "$cache"
	(
		cd "$cache"
		apt-get download -q linux-source-6.1 >/dev/null
		deb=$(ls -1 linux-source-6.1_*.deb | tail -n1)
		dpkg-deb --fsys-tarfile "$deb" |
			tar -xO --wildcards './usr/src/linux-source-6.1.tar.xz' |
			tar -xJ --strip-components=1 --wildcards \
				'*/scripts/checkpatch.pl' '*/scripts/spelling.txt' \
				'*/scripts/const_structs.checkpatch'
		rm -f "$deb"
	)
fi

cd "$root"
"$cp_pl" --strict --no-tree --terse --show-types -f \
	dm-biocap/biocap-target.c dm-biocap/biocap-compat.h include/dm-biocap.h \
	dm-biocap/probes/*.c \
	tests/bench/modeldev/modeldev.c tests/bench/modeldev/probes/*.c \
	tests/guest/*/*.c
# The tracepoint header keeps the layout of the kernel's include/trace/events/
# (TP_STRUCT__entry( at the end of a line, ...), which only --strict's CHECKs flag.
"$cp_pl" --no-tree --terse --show-types -f dm-biocap/biocap-trace.h
