#!/bin/bash
# Host test of the udev rule biocapctl ships (userspace/udev/59-biocap.rules):
#   host/udev-rules-parse   every line is KEY[{ATTR}]OP"VALUE" pairs with keys and
#                           operators that udev knows, every GOTO has its LABEL; with
#                           systemd 253 or later, udevadm verify accepts the file too
# Bookworm's udevadm (252) has no verify and cannot test a rule without a device,
# so the rule's effect is not tested here.
set -uo pipefail

rules=$(dirname "$0")/../../userspace/udev/59-biocap.rules
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
' "$rules")
if [ -z "$bad" ] && udevadm verify --help >/dev/null 2>&1; then
	bad=$(udevadm verify "$rules" 2>&1) && bad=
fi
if [ -z "$bad" ]; then
	echo "PASS host/udev-rules-parse"
else
	echo "FAIL host/udev-rules-parse: ${bad%; }"
fi
