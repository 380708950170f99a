#!/bin/bash
# Host tests of biocap-generator (the systemd generator of /etc/biocaptab):
#   host/generator-units     the units and links written for tests/host/generator/biocaptab
#                            are those of tests/host/generator/expected (every file's text,
#                            every link's target)
#   host/generator-escape    the unit names of the lower and mapper devices are what
#                            systemd-escape --path makes of them (systemd's own escaping)
#   host/generator-verify    systemd-analyze verify accepts every generated unit
#   host/generator-bad-line  a bad line is reported with file and line number, exit 1,
#                            and the good lines still get their units
#   host/generator-empty     no /etc/biocaptab: no units, exit 0
#   host/generator-sbindir   "make install PREFIX=/usr/local" puts the generator where
#                            systemd.pc says (else /lib/systemd/system-generators), and
#                            its units run /usr/local/sbin/biocapctl, the installed tool
# systemd (systemd-escape, systemd-analyze) is bookworm's, installed on the host like
# the other host packages.
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	local dir=$REPO/tests/host/generator log=$CACHE/logs/generator.log tmp gen
	mkdir -p "$CACHE/logs"
	: >"$log"
	install_missing systemd >>"$log" 2>&1 || true
	if ! make -C "$REPO/userspace" biocapctl biocap-generator >>"$log" 2>&1; then
		for t in units escape verify bad-line empty sbindir; do
			echo "FAIL host/generator-$t: make -C userspace failed (see $log)"
		done
		return
	fi
	gen=$REPO/userspace/biocap-generator
	tmp=$(mktemp -d)
	# shellcheck disable=SC2064 # the value now
	trap "rm -rf '$tmp'" EXIT

	# --- the sample: units compared with the expected ones
	mkdir "$tmp/out" "$tmp/out/early" "$tmp/out/late"
	if ! BIOCAPCTL=/usr/sbin/biocapctl run_gen "$dir/biocaptab" "$gen" "$tmp/out" >>"$log" 2>&1; then
		echo "FAIL host/generator-units: biocap-generator failed on the sample (see $log)"
	else
		rmdir "$tmp/out/early" "$tmp/out/late" 2>/dev/null ||
			echo "FAIL host/generator-units: something was written into the early or late dir"
		# the units name the file they come from: /etc/biocaptab on a real system
		manifest "$tmp/out" | sed "s|$dir/biocaptab|/etc/biocaptab|g" >"$tmp/got"
		if diff -u "$dir/expected" "$tmp/got" >"$tmp/diff"; then
			echo "PASS host/generator-units # $(grep -c '^file ' "$tmp/got") units, $(grep -c '^link ' "$tmp/got") links"
		else
			cat "$tmp/diff" >>"$log"
			echo "FAIL host/generator-units: differs from tests/host/generator/expected: $(grep '^[-+][^-+]' "$tmp/diff" | head -n 4 | tr '\n' ' ')(see $log)"
		fi
	fi

	# --- escaping, against systemd's own
	if ! command -v systemd-escape >/dev/null; then
		echo "FAIL host/generator-escape: systemd-escape not found (package systemd)"
	else
		local bad='' want unit line dev name
		while read -r name dev; do
			# BindsTo= names the lower device, the .device.requires dir the mapper device
			want=$(systemd-escape --path --suffix=device "$dev")
			unit=$(systemd-escape --template=biocap@.service "$name")
			line=$(grep '^BindsTo=' "$tmp/out/$unit" 2>/dev/null)
			[ "$line" = "BindsTo=$want" ] || bad+="$name: '$line' vs '$want'; "
			want=$(systemd-escape --path --suffix=device "/dev/mapper/$name")
			[ -L "$tmp/out/$want.requires/$unit" ] || bad+="$name: no $want.requires/$unit; "
		done <<-EOF
			fast0 /dev/disk/by-id/nvme-QEMU_NVMe_Ctrl_biocap0
			data-1 /dev/disk/by-uuid/3b6f2d8e-5a1c-4f7e-9d2a-1c0b9e8f7a6d
			logs /dev/disk/by-partuuid/0f1e2d3c-01
			scratch /dev/disk/by-label/scratch
			pathdev /dev/disk/by-path/pci-0000:00:1f.2-ata-1
			head /dev/disk/by-partlabel/biocap-head
		EOF
		if [ -z "$bad" ]; then
			echo "PASS host/generator-escape"
		else
			echo "FAIL host/generator-escape: ${bad%; }"
		fi
	fi

	# --- systemd-analyze verify (the units, with the real tool they run)
	if ! command -v systemd-analyze >/dev/null; then
		echo "FAIL host/generator-verify: systemd-analyze not found (package systemd)"
	else
		mkdir "$tmp/v"
		mkdir "$tmp/v/early" "$tmp/v/late"
		BIOCAPCTL=$REPO/userspace/biocapctl run_gen "$dir/biocaptab" "$gen" "$tmp/v" >>"$log" 2>&1
		# --man=no: the man pages (biocaptab(5)...) are not installed on the host
		if (cd "$tmp/v" && SYSTEMD_LOG_LEVEL=notice systemd-analyze verify --man=no ./*.service) \
			>"$tmp/verify" 2>&1 && ! grep -q . "$tmp/verify"; then
			echo "PASS host/generator-verify # systemd $(systemd-analyze --version | awk 'NR == 1 {print $2}')"
		else
			cat "$tmp/verify" >>"$log"
			echo "FAIL host/generator-verify: $(head -n 3 "$tmp/verify" | tr '\n' ' ')(see $log)"
		fi
	fi

	# --- a bad line: reported, skipped, the others still work
	mkdir "$tmp/bad"
	printf 'good0 /dev/sda\nbad1 /dev/sdb cap=1x\n# comment\ngood2 /dev/sdc nofail\nbad3 sdd\n' >"$tmp/bad.tab"
	local rc=0
	SYSTEMD_BIOCAPTAB=$tmp/bad.tab "$gen" "$tmp/bad" 2>"$tmp/err" || rc=$?
	if [ $rc -ne 1 ]; then
		echo "FAIL host/generator-bad-line: exit status $rc, expected 1"
	elif ! grep -q "bad.tab:2: cap=1x: " "$tmp/err" || ! grep -q "bad.tab:5: device 'sdd': " "$tmp/err"; then
		echo "FAIL host/generator-bad-line: stderr lacks the line numbers: $(tr '\n' ' ' <"$tmp/err")"
	elif [ ! -f "$tmp/bad/biocap@good0.service" ] || [ ! -f "$tmp/bad/biocap@good2.service" ] ||
		[ -e "$tmp/bad/biocap@bad1.service" ]; then
		echo "FAIL host/generator-bad-line: units written: $(cd "$tmp/bad" && ls -- *.service | tr '\n' ' ')"
	else
		echo "PASS host/generator-bad-line"
	fi

	# --- no file at all
	mkdir "$tmp/none"
	rc=0
	SYSTEMD_BIOCAPTAB=$tmp/missing "$gen" "$tmp/none" >"$tmp/err" 2>&1 || rc=$?
	if [ $rc -eq 0 ] && [ -z "$(ls -A "$tmp/none")" ] && [ ! -s "$tmp/err" ]; then
		echo "PASS host/generator-empty"
	else
		echo "FAIL host/generator-empty: exit $rc, wrote '$(ls -A "$tmp/none" | tr '\n' ' ')', said '$(head -c 200 "$tmp/err")'"
	fi

	# --- install paths follow the build (last: it rebuilds the generator)
	local gendir stage=$tmp/stage
	gendir=$(pkg-config --variable=systemdsystemgeneratordir systemd 2>/dev/null)
	gendir=${gendir:-/lib/systemd/system-generators}
	if ! make -C "$REPO/userspace" install DESTDIR="$stage" PREFIX=/usr/local >>"$log" 2>&1; then
		echo "FAIL host/generator-sbindir: make install PREFIX=/usr/local failed (see $log)"
	elif [ ! -x "$stage$gendir/biocap-generator" ] || [ ! -x "$stage/usr/local/sbin/biocapctl" ]; then
		echo "FAIL host/generator-sbindir: installed: $(cd "$stage" && find . -type f | tr '\n' ' ')"
	else
		mkdir "$tmp/local"
		SYSTEMD_BIOCAPTAB=$dir/biocaptab "$stage$gendir/biocap-generator" "$tmp/local" >>"$log" 2>&1
		local execs
		execs=$(cat "$tmp/local"/*.service 2>/dev/null | sed -n 's/^Exec[A-Za-z]*=//p' | awk '{print $1}' | sort -u)
		if [ "$execs" = /usr/local/sbin/biocapctl ]; then
			echo "PASS host/generator-sbindir # $gendir"
		else
			echo "FAIL host/generator-sbindir: the units run '$(echo "$execs" | tr '\n' ' ')', not /usr/local/sbin/biocapctl"
		fi
	fi
	# leave the tree's generator as "make" builds it
	make -C "$REPO/userspace" biocap-generator >>"$log" 2>&1 ||
		echo "FAIL host/generator-sbindir: make -C userspace failed after the install (see $log)"
}

# run_gen TAB GENERATOR DIR: the generator as systemd runs it (three directories).
run_gen() {
	SYSTEMD_BIOCAPTAB=$1 "$2" "$3" "$3/early" "$3/late"
}

# Every file with its text, every link with its target, sorted by path.
manifest() {
	(
		cd "$1" || exit 1
		find . -mindepth 1 \( -type f -o -type l \) -printf '%P\n' | LC_ALL=C sort | while IFS= read -r f; do
			if [ -L "$f" ]; then
				echo "link $f -> $(readlink "$f")"
			else
				echo "file $f"
				sed 's/^/  /' "$f"
			fi
		done
	)
}

main "$@"
