#!/bin/sh
# 03-bad-tables: constructor errors.
# Each of the tables below (missing, extra, non-numeric, negative and overflowing
# arguments; cap below 8 or above 8388607; caps not a multiple of a 4 KiB
# logical block; offset or length past the device end; unknown, duplicated and
# valueless features; feature counts too large, too small, over 5 or not a
# number; bad read_cap/write_cap values; a regular file, a nonexistent path, a
# bad MAJ:MIN; and a device loaded with a table pointing at itself by
# /dev/mapper name, by /dev/dm-N and by MAJ:MIN) must:
#   - be refused by dmsetup (create, or load for the self-mapping reloads);
#   - leave no device behind (and the self-mapped device keeps its old table);
#   - log a kernel line containing "biocap: " after the attempt (printed here);
# and across the whole set the reasons must be specific: at least 12 distinct
# messages, and several pairs that must differ (e.g. cap below 8 vs cap
# misaligned, unknown vs duplicated feature) are checked.  Afterwards the module
# unloads (rmmod dm_biocap), and the runner checks the log has no oops.
# group: target
. ./lib.sh

T0=$(now_ms)
nullb_create bc03a 64 memory_backed=0 blocksize=512 || fail "cannot create null_blk bc03a"
nullb_create bc03k 64 memory_backed=0 blocksize=4096 || fail "cannot create null_blk bc03k"
A=/dev/bc03a
K=/dev/bc03k
SA=$(blk_sectors $A) || fail "size of $A"
SK=$(blk_sectors $K) || fail "size of $K"
REG=$LIB_TMP/regular-file
dd if=/dev/zero of="$REG" bs=1024 count=1024 2>/dev/null
BIG=99999999999999999999999

NBAD=0
MSGS=$LIB_TMP/msgs
: >"$MSGS"

# reason_of KEY: the biocap reason logged for the attempt KEY
reason_of() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print; exit }' "$MSGS"; }

# bad KEY "TABLE" [create|load NAME]: the table must be refused, with a reason
bad() {
	key=$1 tbl=$2 how=${3:-create} name=${4:-bc03bad}
	NBAD=$((NBAD + 1))
	kmsg_mark "03-$NBAD"
	if [ "$how" = create ]; then
		if printf '%s\n' "$tbl" | dmsetup create --noudevsync "$name" >"$LIB_TMP/out" 2>&1; then
			dm_remove_quiet "$name"
			fail "[$key] table accepted: '$tbl'"
		fi
		# (sysfs, not dmsetup info: dmsetup takes ~0.2 s to start under TCG)
		[ "$(dm_count)" -eq 0 ] && [ ! -e "/dev/mapper/$name" ] ||
			{ dm_remove_quiet "$name"; fail "[$key] refused table left a device behind"; }
	else
		if dm_load "$name" "$tbl" >"$LIB_TMP/out" 2>&1; then
			dmsetup clear "$name" >/dev/null 2>&1
			fail "[$key] table loaded into $name: '$tbl'"
		fi
		dmsetup info "$name" | grep -q 'Tables present: *LIVE$' ||
			fail "[$key] after the refused load $name has: $(dmsetup info "$name" | grep Tables)"
	fi
	line=$(kmsg_since "03-$NBAD" | grep 'biocap: ' | tail -n 1)
	[ -n "$line" ] || fail "[$key] refused ('$(tr '\n' ' ' <"$LIB_TMP/out")') but no 'biocap: ' line in the kernel log for '$tbl'"
	reason=${line#*biocap: }
	echo "$key $reason" >>"$MSGS"
	log "[$key] '$tbl' -> $reason"
}

L=$SA
# argument counts and numbers
bad no-args "0 $L biocap"
bad only-dev "0 $L biocap $A"
bad no-cap "0 $L biocap $A 0"
bad offset-nonnum "0 $L biocap $A x 8"
bad offset-negative "0 $L biocap $A -1 8"
bad offset-overflow "0 $L biocap $A $BIG 8"
bad offset-hex "0 $L biocap $A 0x10 8"
bad cap-nonnum "0 $L biocap $A 0 abc"
bad cap-trailing "0 $L biocap $A 0 8x"
bad cap-negative "0 $L biocap $A 0 -8"
bad cap-overflow "0 $L biocap $A 0 $BIG"
bad cap-over-max "0 $L biocap $A 0 8388608"
bad cap-below-8 "0 $L biocap $A 0 4"
bad cap-1 "0 $L biocap $A 0 1"
bad cap-12-on-4k "0 $SK biocap $K 0 12"
bad cap-20-on-4k "0 $SK biocap $K 0 20"
# device area
bad offset-past-end "0 $L biocap $A $SA 8"
bad len-past-end "0 $((SA + 8)) biocap $A 0 8"
bad offset-len-past-end "0 16 biocap $A $((SA - 8)) 8"
# features
bad feat-unknown "0 $L biocap $A 0 8 1 bogus"
bad feat-dup-aligned "0 $L biocap $A 0 8 2 aligned aligned"
bad feat-dup-read_cap "0 $L biocap $A 0 8 4 read_cap 8 read_cap 16"
bad feat-dup-write_cap "0 $L biocap $A 0 8 5 write_cap 8 aligned write_cap 16"
bad feat-count-too-many "0 $L biocap $A 0 8 2 aligned"
bad feat-count-missing "0 $L biocap $A 0 8 1"
bad feat-count-too-few "0 $L biocap $A 0 8 1 read_cap 16"
bad feat-count-over-6 "0 $L biocap $A 0 8 7 read_cap 8 write_cap 8 aligned no_build_cap aligned"
bad feat-dup-no_build_cap "0 $L biocap $A 0 8 2 no_build_cap no_build_cap"
bad feat-count-nonnum "0 $L biocap $A 0 8 x aligned"
bad feat-count-negative "0 $L biocap $A 0 8 -1 aligned"
bad extra-arg "0 $L biocap $A 0 8 0 junk"
bad extra-after-feat "0 $L biocap $A 0 8 1 aligned junk"
bad read_cap-novalue "0 $L biocap $A 0 8 1 read_cap"
bad read_cap-nonnum "0 $L biocap $A 0 8 2 read_cap x"
bad read_cap-below-8 "0 $L biocap $A 0 8 2 read_cap 4"
bad read_cap-overflow "0 $L biocap $A 0 8 2 read_cap $BIG"
bad write_cap-negative "0 $L biocap $A 0 8 2 write_cap -8"
bad write_cap-over-max "0 $L biocap $A 0 8 2 write_cap 8388608"
bad write_cap-12-on-4k "0 $SK biocap $K 0 8 2 write_cap 12"
bad read_cap-20-on-4k "0 $SK biocap $K 0 16 2 read_cap 20"
# devices
bad regular-file "0 2048 biocap $REG 0 8"
bad nonexistent "0 2048 biocap /dev/does-not-exist 0 8"
bad bad-majmin "0 2048 biocap 4095:1048575 0 8"

# the device mapped onto itself
dm_create bc03self "0 $L biocap $A 0 8" 2>"$LIB_TMP/err" || fail "cannot create bc03self: $(cat "$LIB_TMP/err")"
SELF_MM=$(dm_majmin bc03self)
SELF_DM=/dev/$(dm_sysname bc03self)
[ -b "$SELF_DM" ] || fail "$SELF_DM missing"
bad self-mapper "0 $L biocap /dev/mapper/bc03self 0 8" load bc03self
bad self-dm-node "0 $L biocap $SELF_DM 0 8" load bc03self
bad self-majmin "0 $L biocap $SELF_MM 0 8" load bc03self
expect_eq "bc03self table after the refused self-mapping loads" "$(dm_table bc03self | awk '{ print $4 }')" "$(blk_majmin $A)"
dd if=/dev/mapper/bc03self of=/dev/null bs=4096 count=16 iflag=direct 2>/dev/null || fail "bc03self unusable after refused loads"
dm_remove bc03self || fail "remove bc03self"

log "$NBAD bad tables refused"
[ $NBAD -ge 30 ] || fail "only $NBAD bad tables tried"

# specific reasons
distinct=$(cut -d' ' -f2- "$MSGS" | sort -u | wc -l)
log "$distinct distinct reasons:"
cut -d' ' -f2- "$MSGS" | sort | uniq -c | while read -r line; do log "   $line"; done
[ "$distinct" -ge 12 ] || fail "only $distinct distinct error messages for $NBAD bad tables"
differ() {
	[ "$(reason_of "$1")" != "$(reason_of "$2")" ] ||
		fail "same message for $1 and $2: '$(reason_of "$1")'"
}
differ cap-below-8 cap-12-on-4k
differ cap-below-8 cap-over-max
differ cap-nonnum cap-below-8
differ offset-nonnum cap-nonnum
differ feat-unknown feat-dup-aligned
differ feat-count-too-many feat-count-over-6
differ feat-dup-aligned feat-dup-no_build_cap
differ regular-file nonexistent
differ offset-past-end cap-below-8
differ self-mapper nonexistent
differ read_cap-below-8 cap-below-8
differ write_cap-12-on-4k cap-12-on-4k
differ no-args feat-unknown

# the smallest cap is 8 sectors and at least a page (blk_validate_limits wants
# max_sectors of a page or more: 32 sectors on 16 KiB-page kernels); the
# message says which (only 4 KiB pages can be tried here: x86 guests)
PAGE_KB=$(awk '/^KernelPageSize:/ { print $2; exit }' /proc/self/smaps)
MINSEC=$((${PAGE_KB:-4} * 2))
[ "$MINSEC" -ge 8 ] || MINSEC=8
for k in cap-below-8 read_cap-below-8; do
	case $(reason_of $k) in
	*"below $MINSEC sectors ("*"one page)"*) ;;
	*) fail "$k: '$(reason_of $k)' does not name the minimum of $MINSEC sectors (one page)" ;;
	esac
done

# nothing left, module unloads
n=$(dm_count)
[ "$n" -eq 0 ] || fail "$n dm devices left after the bad tables"
if [ -d /sys/module/$BIOCAP_MODULE ]; then
	out=$(rmmod $BIOCAP_MODULE 2>&1) || fail "rmmod dm_biocap after the bad tables failed: $out"
else
	fail "dm_biocap not loaded after $NBAD biocap tables (autoload?)"
fi
log "rmmod clean; case took $(($(now_ms) - T0)) ms"
exit 0
