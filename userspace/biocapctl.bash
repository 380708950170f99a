# SPDX-License-Identifier: GPL-2.0-only OR MIT
# bash completion for biocapctl(8)
#
# Commands and options come from biocapctl's own help (biocapctl --help,
# biocapctl COMMAND --help), so they follow the installed tool.  Device
# names: biocap devices from "dmsetup ls --target biocap" (as root), else
# from sysfs (dm/uuid BIOCAP-NAME); for activate and deactivate, the names
# in /etc/biocaptab (or --tab FILE).

# The tool's help text, cached per binary and command.
_biocapctl_help()
{
	local key="$1 $2" var
	var=_biocapctl_help_$(printf '%s' "$key" | cksum | cut -d' ' -f1)
	if [[ -z ${!var+x} ]]; then
		# shellcheck disable=SC2086 # $2 is empty or one command name
		printf -v "$var" '%s' "$(LC_ALL=C "$1" $2 --help 2>/dev/null)"
	fi
	printf '%s\n' "${!var}"
}

# The commands of "biocapctl --help".
_biocapctl_commands()
{
	_biocapctl_help "$1" "" | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p'
	echo help
}

# The options of a command's help (global options for none), with a
# trailing "=ARG" where the option takes an argument.
_biocapctl_options()
{
	if [[ -z $2 ]]; then
		_biocapctl_help "$1" "" | sed -n '/^Options:/,/^$/p'
	else
		_biocapctl_help "$1" "$2"
	fi | awk '
	match($0, /^ +(-[A-Za-z], )?--[a-z][a-z-]*( [A-Z]+)?/) {
		s = substr($0, RSTART, RLENGTH); sub(/^ +/, "", s); a = ""
		if (match(s, / [A-Z]+$/)) { a = "=" substr(s, RSTART + 1); s = substr(s, 1, RSTART - 1) }
		if (s ~ /^-[A-Za-z], /) { print substr(s, 1, 2) a; s = substr(s, 5) }
		print s a
	}' | sort -u
}

# Names of the biocap devices that exist.
_biocapctl_devices()
{
	local out u
	if out=$(dmsetup ls --target biocap 2>/dev/null); then
		[[ $out == "No devices found" ]] || printf '%s\n' "$out" | cut -f1 | cut -d' ' -f1
		return
	fi
	for u in /sys/block/dm-*/dm/uuid; do
		[[ -r $u ]] || continue
		[[ $(<"$u") == BIOCAP-* ]] && cat "${u%/uuid}/name"
	done 2>/dev/null
}

# Names in a biocaptab: the first field of each line that is not a comment.
_biocapctl_tab_names()
{
	[[ -r $1 ]] && awk '$1 !~ /^#/ && NF { print $1 }' "$1"
}

_biocapctl()
{
	local tool=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
	local prev='' cmd='' i w tab=/etc/biocaptab nargs=0 opts arg
	[[ $COMP_CWORD -gt 0 ]] && prev=${COMP_WORDS[COMP_CWORD - 1]}
	COMPREPLY=()

	# the command: the first word after the global options
	for ((i = 1; i < COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		if [[ -z $cmd ]]; then
			[[ $w == -* ]] || cmd=$w
			continue
		fi
		case $w in
		--tab=*) tab=${w#--tab=} ;;
		-t | --tab) ((i + 1 < COMP_CWORD)) && tab=${COMP_WORDS[i + 1]} ;;
		esac
	done
	for ((i = 1; i < COMP_CWORD; i++)); do
		[[ ${COMP_WORDS[i]} == "$cmd" ]] && break
	done
	opts=$(_biocapctl_options "$tool" "$cmd")

	# the argument of an option: after "--opt ", or "--opt=" (one word, or
	# three where COMP_WORDBREAKS has "=")
	arg=
	if [[ $cur == = ]]; then
		cur=
	elif [[ $prev == = && $COMP_CWORD -gt 1 ]]; then
		prev=${COMP_WORDS[COMP_CWORD - 2]}
	fi
	if [[ $cur == --*=* ]]; then
		arg=$(printf '%s\n' "$opts" | sed -n "s/^${cur%%=*}=//p")
		prev=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == -* ]]; then
		arg=$(printf '%s\n' "$opts" | sed -n "s/^$prev=//p")
	fi
	if [[ -n $arg ]]; then
		case $prev in
		--format) mapfile -t COMPREPLY < <(compgen -W "text json prometheus" -- "$cur") ;;
		-t | --tab) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
		-c | --cap | -r | --read-cap | -w | --write-cap)
			mapfile -t COMPREPLY < <(compgen -W "auto" -- "$cur") ;;
		esac
		return 0
	fi

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			mapfile -t COMPREPLY < <(compgen -W "$(printf '%s\n' "$opts" | sed 's/=.*//')" -- "$cur")
		else
			mapfile -t COMPREPLY < <(compgen -W "$(_biocapctl_commands "$tool")" -- "$cur")
		fi
		return 0
	fi
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(printf '%s\n' "$opts" | sed 's/=.*//')" -- "$cur")
		return 0
	fi

	# arguments so far that are not options or their values
	for ((i = i + 1; i < COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		[[ $w == = ]] && { ((i++)); continue; }
		if [[ $w == -* ]]; then
			[[ $w != *=* ]] && printf '%s\n' "$opts" | grep -qx -- "$w=.*" && ((i++))
			continue
		fi
		((nargs++))
	done
	case $cmd in
	help) ((nargs == 0)) &&
		mapfile -t COMPREPLY < <(compgen -W "$(_biocapctl_commands "$tool")" -- "$cur") ;;
	status | reset | remove | set)
		[[ $cmd == set ]] && ((nargs > 0)) && return 0
		mapfile -t COMPREPLY < <(compgen -W "$(_biocapctl_devices)" -- "$cur") ;;
	activate | deactivate)
		mapfile -t COMPREPLY < <(compgen -W "$(_biocapctl_tab_names "$tab")" -- "$cur") ;;
	table)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
	check)
		# one device: a biocap NAME or a path
		((nargs == 0)) && mapfile -t COMPREPLY < <(compgen -W "$(_biocapctl_devices)" -- "$cur"; compgen -f -- "$cur") ;;
	create)
		# NAME is new; then the lower devices
		((nargs > 0)) && mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
	esac
	return 0
}

complete -F _biocapctl biocapctl
