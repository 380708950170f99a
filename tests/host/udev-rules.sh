#!/bin/bash
# Host tests of the udev rule biocapctl ships (userspace/udev/59-biocap.rules):
#   host/udev-rules-parse    every line is KEY[{ATTR}]OP"VALUE" pairs with keys and
#                            operators that udev knows, every GOTO has its LABEL; with
#                            systemd 253 or later, udevadm verify accepts the file too
#   host/udev-rules-udevadm  bookworm's udevadm (the udev package of the host's systemd
#                            version, extracted into the cache, nothing installed) runs
#                            "udevadm test" on a loop device with the rule and udev's
#                            60-persistent-storage.rules: it reads the rule with no
#                            complaint, runs its holder check with the quoting intended,
#                            and leaves a disk that no biocap device holds as it was
#                            (no BIOCAP_LOWER, blkid still probes it).  It runs in a
#                            mount namespace of its own, with tmpfs over /dev and /run:
#                            udevadm test writes links and its database, the host's stay
#                            as they were.
# What the rule does to a disk that biocap holds needs a biocap device, which the host
# does not have: the guest case 61-tool-udev tests that under this udevd.
set -uo pipefail

main() {
	# shellcheck source=tests/vm/lib.sh
	. "$(dirname "$0")/../vm/lib.sh"
	local rules=$REPO/userspace/udev/59-biocap.rules log=$CACHE/logs/udev-rules.log
	mkdir -p "$CACHE/logs"
	: >"$log"
	parse_check "$rules"
	udevadm_check "$rules" "$log"
}

parse_check() {
	local bad
	bad=$(awk '
	/^[ \t]*(#|$)/ { next }
	{
		line = $0
		while (line != "") {
			sub(/^[ \t,]+/, "", line)
			if (line == "") break
			if (!match(line, /^[A-Z_]+(\{[^}]*\})?(==|!=|\+=|-=|:=|=)"([^"\\]|\\.)*"/)) {
				printf "line %d: cannot parse \"%s\"; ", NR, line; break
			}
			pair = substr(line, 1, RLENGTH); line = substr(line, RLENGTH + 1)
			key = pair; sub(/[{=!+:-].*/, "", key)
			if (key !~ /^(ACTION|DEVPATH|KERNEL|KERNELS|NAME|SYMLINK|SUBSYSTEM|SUBSYSTEMS|DRIVER|DRIVERS|ATTR|ATTRS|SYSCTL|TAG|TAGS|TEST|PROGRAM|RESULT|ENV|CONST|IMPORT|OPTIONS|OWNER|GROUP|MODE|SECLABEL|RUN|LABEL|GOTO)$/)
				printf "line %d: unknown key %s; ", NR, key
			if (key == "GOTO") { g = pair; sub(/^GOTO="/, "", g); sub(/"$/, "", g); gotos[g] = NR }
			if (key == "LABEL") { l = pair; sub(/^LABEL="/, "", l); sub(/"$/, "", l); labels[l] = 1 }
		}
	}
	END { for (g in gotos) if (!(g in labels)) printf "GOTO=\"%s\" (line %d) has no LABEL; ", g, gotos[g] }
	' "$1")
	if [ -z "$bad" ] && command -v udevadm >/dev/null && udevadm verify --help >/dev/null 2>&1; then
		bad=$(udevadm verify "$1" 2>&1) && bad=
	fi
	if [ -z "$bad" ]; then
		echo "PASS host/udev-rules-parse"
	else
		echo "FAIL host/udev-rules-parse: ${bad%; }"
	fi
}

udevadm_check() {
	local rules=$1 log=$2 root dev out
	if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null; then
		echo "SKIP host/udev-rules-udevadm: needs root and unshare (a mount namespace)"
		return
	fi
	dev=$(find /sys/class/block/ -maxdepth 1 -name 'loop[0-9]*' -printf '%f\n' | sort -V | head -n 1)
	if [ -z "$dev" ]; then
		echo "SKIP host/udev-rules-udevadm: needs a loop device in /sys/class/block"
		return
	fi
	if ! root=$(get_udev 2>>"$log"); then
		echo "FAIL host/udev-rules-udevadm: cannot get bookworm's udev package (see $log)"
		return
	fi
	# shellcheck disable=SC2016 # expanded by the inner bash
	out=$(unshare -m bash -c '
		set -e
		mount --make-rprivate /
		mount -t tmpfs biocap-udev-test /dev
		mknod -m 666 /dev/null c 1 3
		mknod -m 600 "/dev/$2" b "$(cut -d: -f1 "/sys/class/block/$2/dev")" \
			"$(cut -d: -f2 "/sys/class/block/$2/dev")"
		mount -t tmpfs biocap-udev-test /run
		mkdir -p /run/udev/rules.d
		cp "$1" "$3/lib/udev/rules.d/60-persistent-storage.rules" /run/udev/rules.d/
		"$3/bin/udevadm" test --action=change "/sys/class/block/$2"
	' sh "$rules" "$dev" "$root" 2>&1)
	printf '%s\n' "$out" >>"$log"
	if ! grep -q "Reading rules file: /run/udev/rules.d/59-biocap.rules" <<<"$out"; then
		echo "FAIL host/udev-rules-udevadm: udevadm test did not read the rule: $(tail -n 2 <<<"$out" | tr '\n' ' ')(see $log)"
	elif grep -E '59-biocap\.rules(:[0-9]+)? .*(nvalid|ignor|rror|ailed to|nknown)' <<<"$out" |
		grep -v 'returned 1 (error)' | grep -q .; then
		echo "FAIL host/udev-rules-udevadm: $(grep -E '59-biocap\.rules' <<<"$out" | grep -E 'nvalid|ignor|rror|ailed to|nknown' | grep -v 'returned 1 (error)' | head -n 2 | tr '\n' ' ')(see $log)"
	elif ! grep -q "59-biocap.rules:[0-9]* Running PROGRAM '/bin/sh -c 'cat /sys/devices/.*/$dev/holders/\*/dm/uuid .*| grep -q ^BIOCAP-''" <<<"$out"; then
		echo "FAIL host/udev-rules-udevadm: the holder check did not run as written (see $log)"
	elif grep -q '^BIOCAP_LOWER=' <<<"$out" ||
		! grep -q "Importing properties from results of builtin command 'blkid'" <<<"$out"; then
		echo "FAIL host/udev-rules-udevadm: $dev, held by no biocap device, was marked or not probed (see $log)"
	else
		echo "PASS host/udev-rules-udevadm # udevadm $("$root/bin/udevadm" --version 2>/dev/null), $dev"
	fi
}

main "$@"
