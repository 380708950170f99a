#!/bin/bash
# biocapctl status --format prometheus, read by Prometheus' own parser:
#   host/prometheus-promtool  "promtool check metrics" (bookworm's prometheus package,
#                             only promtool extracted into the cache, nothing installed)
#                             accepts the output of userspace/tests/test-prom --print
#                             (the formatter of prom.c on sample status lines: counters,
#                             gauges, a histogram, a label value with quotes, a backslash
#                             and a newline) with no error and no lint problem; and it
#                             rejects two broken copies (a counter without _total, a bad
#                             escape in a label value), so the check can fail
# The same output from live devices is checked in the guests (cases/*-biocaptab.sh).
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	local log=$CACHE/logs/prometheus.log promtool tmp ver
	mkdir -p "$CACHE/logs"
	: >"$log"
	if ! make -C "$REPO/userspace" tests/test-prom >>"$log" 2>&1; then
		echo "FAIL host/prometheus-promtool: make -C userspace tests/test-prom failed (see $log)"
		return
	fi
	if ! promtool=$(get_promtool 2>>"$log"); then
		echo "FAIL host/prometheus-promtool: cannot get promtool from bookworm's prometheus package (see $log)"
		return
	fi
	tmp=$(mktemp -d)
	# shellcheck disable=SC2064 # the value now
	trap "rm -rf '$tmp'" EXIT
	"$REPO/userspace/tests/test-prom" --print >"$tmp/metrics"
	# copies promtool must refuse (promtool 2.42 does not insist on a +Inf bucket)
	sed 's/biocap_reads_total/biocap_reads/g' "$tmp/metrics" >"$tmp/broken1"
	sed '0,/fast0/s//fa\\qst0/' "$tmp/metrics" >"$tmp/broken2"
	ver=$("$promtool" --version 2>&1 | awk 'NR == 1 {print $3}')
	if ! "$promtool" check metrics <"$tmp/metrics" >"$tmp/out" 2>&1 || grep -q . "$tmp/out"; then
		cat "$tmp/out" >>"$log"
		echo "FAIL host/prometheus-promtool: promtool $ver: $(head -n 3 "$tmp/out" | tr '\n' ' ')(see $log)"
	elif "$promtool" check metrics <"$tmp/broken1" >>"$log" 2>&1 ||
		"$promtool" check metrics <"$tmp/broken2" >>"$log" 2>&1; then
		echo "FAIL host/prometheus-promtool: promtool $ver also accepts a broken copy: it checks nothing"
	else
		echo "PASS host/prometheus-promtool # promtool $ver, $(grep -vc '^#' "$tmp/metrics") samples"
	fi
}

# Prints the path of promtool, extracted once per package version into $CACHE/promtool/.
get_promtool() {
	local ver dir deb
	ver=$(apt-cache policy prometheus | awk '/Candidate:/ {print $2}')
	if [ -z "$ver" ] || [ "$ver" = "(none)" ]; then
		host_apt_update
		ver=$(apt-cache policy prometheus | awk '/Candidate:/ {print $2}')
	fi
	if [ -z "$ver" ] || [ "$ver" = "(none)" ]; then
		echo "no prometheus package in the host's apt sources" >&2
		return 1
	fi
	dir=$CACHE/promtool/${ver//[:~+]/_}
	if [ ! -x "$dir/usr/bin/promtool" ]; then
		mkdir -p "$CACHE/debs" "$dir"
		deb=$(find "$CACHE/debs/" -maxdepth 1 -name "prometheus_${ver#*:}_*.deb" | head -n 1)
		if [ -z "$deb" ]; then
			(cd "$CACHE/debs" && apt-get -o APT::Sandbox::User=root -q download "prometheus=$ver" >&2) || return 1
			deb=$(find "$CACHE/debs/" -maxdepth 1 -name "prometheus_${ver#*:}_*.deb" | head -n 1)
		fi
		dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$dir" ./usr/bin/promtool || return 1
	fi
	echo "$dir/usr/bin/promtool"
}

main "$@"
