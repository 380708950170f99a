#!/bin/sh
# 02-table-roundtrip: `dmsetup table` output loads back to the same device.
# For each table (plain, auto cap 0, offsets, every feature alone and combined, in
# several orders, 512-byte and 4 KiB block devices, the largest cap, and a device
# whose caps were changed with set_* messages) asserts:
#   - the printed table names the device as MAJ:MIN, keeps start/len/offset, and
#     carries the same cap and feature set as given (order-insensitive; a cap
#     given as 0 prints as 0 or as its resolved value);
#   - reloading the printed table (dmsetup load + resume) prints the identical
#     table and the same status configuration (cap read_cap write_cap limit aligned);
#   - a second device created from the printed table prints the identical table
#     and configuration;
#   - limit = max(read_cap, write_cap), or the lower device's max_hw_sectors when that
#     is less, and the dm queue's max_hw_sectors_kb is limit / 2 (on patched kernels
#     build_cap / 2 where the build cap is in force and smaller, the lower device's
#     where it is not).
# Multi-line tables (3 null_blk devices, each with an offset, mixed caps and
# features) round-trip the same way, print one status line per target, and map
# data like dm-linear: 64 KiB written across each target boundary lands on the
# right lower devices at the right offsets (dd + cmp), and the whole device
# reads back identically through an equivalent dm-linear table.
# group: target
. ./lib.sh

T0=$(now_ms)
nullb_create bc02a 64 memory_backed=1 blocksize=512 || fail "cannot create null_blk bc02a"
nullb_create bc02k 64 memory_backed=1 blocksize=4096 || fail "cannot create null_blk bc02k"
A=/dev/bc02a
K=/dev/bc02k
SA=$(blk_sectors $A) || fail "size of $A"
SK=$(blk_sectors $K) || fail "size of $K"

# features_of "ARGS AFTER CAP": normalised "name[=value]" list, sorted, one line
features_of() {
	# shellcheck disable=SC2086
	set -- $1
	[ $# -eq 0 ] && { echo; return; }
	shift # the count
	while [ $# -gt 0 ]; do
		case $1 in
		read_cap | write_cap) echo "$1=$2"; shift 2 ;;
		*) echo "$1"; shift ;;
		esac
	done | sort | tr '\n' ' '
}

# table_features LINE: features_of the arguments after the cap of a table line
table_features() {
	# shellcheck disable=SC2086
	set -- $1
	shift 6
	features_of "$*"
}

# check_printed INPUT_LINE PRINTED_LINE STATUS_TOKENS: the printed line matches the input
check_printed() {
	ci=$1 cp=$2 cs=$3
	# shellcheck disable=SC2086
	set -- $ci
	in_start=$1 in_len=$2 in_dev=$4 in_off=$5 in_cap=$6
	in_feat=$(table_features "$ci")
	# shellcheck disable=SC2086
	set -- $cp
	p_start=$1 p_len=$2 p_type=$3 p_dev=$4 p_off=$5 p_cap=$6
	p_feat=$(table_features "$cp")
	want_dev=$(blk_majmin "$in_dev") || fail "majmin of $in_dev"
	expect_eq "table '$ci': start" "$p_start" "$in_start"
	expect_eq "table '$ci': len" "$p_len" "$in_len"
	expect_eq "table '$ci': type" "$p_type" biocap
	expect_eq "table '$ci': device" "$p_dev" "$want_dev"
	expect_eq "table '$ci': offset" "$p_off" "$in_off"
	if [ "$in_cap" = 0 ] && [ "$p_cap" != 0 ]; then
		expect_eq "table '$ci': auto cap printed as" "$p_cap" "$(kv_get "$cs" cap)"
	else
		expect_eq "table '$ci': cap" "$p_cap" "$in_cap"
	fi
	if [ "$p_feat" != "$in_feat" ]; then
		# a zero (auto) per-direction cap may print resolved
		a=$(echo "$in_feat" | sed "s/read_cap=0/read_cap=$(kv_get "$cs" read_cap)/; s/write_cap=0/write_cap=$(kv_get "$cs" write_cap)/")
		a=$(echo "$a" | tr ' ' '\n' | grep . | sort | tr '\n' ' ')
		[ "$p_feat" = "$a" ] || fail "table '$ci': features printed as '$p_feat', want '$in_feat'"
	fi
}

# cfg_of "STATUS_TOKENS": the configuration keys of a status line
cfg_of() {
	for k in cap read_cap write_cap limit aligned; do
		printf '%s=%s ' $k "$(kv_get "$1" $k)"
	done
}

# check_limits DESC STATUS_TOKENS DM_MINOR LOWER_DEV: limit rule and queue limits
check_limits() {
	c=$(cfg_of "$2")
	rc=$(kv_get "$2" read_cap) wc=$(kv_get "$2" write_cap) lim=$(kv_get "$2" limit)
	mx=$rc
	[ "$wc" -gt "$mx" ] && mx=$wc
	low=$(qattr "$4" max_hw_sectors_kb) || fail "max_hw_sectors_kb of $4"
	# (max_hw_sectors_kb rounds the device's sectors down to whole KiB)
	if [ "$low" -lt $((mx / 2)) ]; then
		# the device takes less than the largest cap: limit is what it takes
		[ "$lim" -lt "$mx" ] && [ $((lim / 2)) -eq "$low" ] ||
			fail "$1 ($c): limit $lim, want the lower device's max_hw_sectors ($low KiB, below max(read_cap, write_cap) $mx)"
	else
		expect_eq "$1 ($c): limit = max(read_cap, write_cap)" "$lim" "$mx"
	fi
	want=$((lim / 2))
	[ "$low" -lt "$want" ] && want=$low
	# where direct I/O builds to max_sectors (patched kernels) a line with the build cap
	# advertises it instead (the smaller cap), and one without leaves the device's
	bcap=$(kv_get "$2" build_cap)
	if [ "${BIOCAP_PATCHED:-0}" = 1 ]; then
		if [ "${bcap:-0}" -gt 0 ]; then
			[ $((bcap / 2)) -lt "$want" ] && want=$((bcap / 2))
		else
			want=$low
		fi
	fi
	got=$(cat "/sys/block/dm-$3/queue/max_hw_sectors_kb") || fail "max_hw_sectors_kb of dm-$3"
	expect_eq "$1 ($c): dm max_hw_sectors_kb (lower $low)" "$got" "$want"
}

# The single-line tables, one per line.  All are created at once, their printed
# tables are loaded into a second generation of devices at once (dmsetup is slow
# to start under TCG), and some are also reloaded into the first device.
TF=$LIB_TMP/tables
cat >"$TF" <<EOF
0 $SA biocap $A 0 8
0 $SA biocap $A 0 0
0 $SA biocap $A 0 24
0 $((SA - 1001)) biocap $A 1001 256
0 4096 biocap $A 77 2048
0 $SA biocap $A 0 8388607
0 $SA biocap $A 0 2048 1 aligned
0 $SA biocap $A 0 0 1 aligned
0 $SA biocap $A 0 256 2 read_cap 8
0 $SA biocap $A 0 256 2 write_cap 24
0 $SA biocap $A 0 256 2 read_cap 0
0 $SA biocap $A 0 0 2 write_cap 16
0 $SA biocap $A 0 64 4 read_cap 8 write_cap 128
0 $SA biocap $A 0 64 5 read_cap 8 write_cap 128 aligned
0 $SA biocap $A 0 64 5 aligned write_cap 16 read_cap 32
0 $SA biocap $A 0 8 3 write_cap 0 aligned
0 $SK biocap $K 0 8
0 $SK biocap $K 0 0
0 $((SK - 4096)) biocap $K 4096 24 2 read_cap 16
0 $SK biocap $K 0 2048 5 write_cap 8 aligned read_cap 0
EOF
RELOAD=" 0 1 6 14 19 " # indexes also reloaded in place

# generation 1: the input tables
set --
i=0
while IFS= read -r t; do
	set -- "$@" bc02-$i "$t"
	i=$((i + 1))
done <"$TF"
N=$i
dm_create_many "$@" 2>"$LIB_TMP/err" || fail "creating the $N devices failed (a valid table refused?): $(cat "$LIB_TMP/err")"
dm_tables_all >"$LIB_TMP/tab1"
dm_status_all >"$LIB_TMP/st1"
dmsetup info -c --noheadings -o name,minor --separator ' ' >"$LIB_TMP/minors"

# check generation 1, build generation 2 from the printed tables
set --
i=0
while IFS= read -r t; do
	pr=$(dm_line_of "$LIB_TMP/tab1" bc02-$i)
	st=$(dm_line_of "$LIB_TMP/st1" bc02-$i)
	[ -n "$pr" ] || fail "no table printed for '$t'"
	[ "$(grep -c "^bc02-$i: " "$LIB_TMP/tab1")" -eq 1 ] || fail "table '$t' printed as several lines"
	check_printed "$t" "$pr" "$st"
	case $t in *" $K "*) low=$K ;; *) low=$A ;; esac
	check_limits "'$t'" "$st" "$(awk -v n=bc02-$i '$1 == n { print $2 }' "$LIB_TMP/minors")" "$low"
	set -- "$@" bc02r-$i "$pr"
	i=$((i + 1))
done <"$TF"
dm_create_many "$@" 2>"$LIB_TMP/err" || fail "creating devices from the printed tables failed: $(cat "$LIB_TMP/err")"

# reload some printed tables into the generation-1 devices
for i in $RELOAD; do
	dm_reload bc02-$i "$(dm_line_of "$LIB_TMP/tab1" bc02-$i)" 2>"$LIB_TMP/err" ||
		fail "reload of the printed table of bc02-$i failed: $(cat "$LIB_TMP/err")"
done
dm_tables_all >"$LIB_TMP/tab2"
dm_status_all >"$LIB_TMP/st2"

i=0
while IFS= read -r t; do
	pr=$(dm_line_of "$LIB_TMP/tab1" bc02-$i)
	c1=$(cfg_of "$(dm_line_of "$LIB_TMP/st1" bc02-$i)")
	expect_eq "table of a device created from '$pr'" "$(dm_line_of "$LIB_TMP/tab2" bc02r-$i)" "$pr"
	expect_eq "config of a device created from '$pr'" "$(cfg_of "$(dm_line_of "$LIB_TMP/st2" bc02r-$i)")" "$c1"
	how="created from it"
	case $RELOAD in *" $i "*)
		expect_eq "table after reload of '$pr'" "$(dm_line_of "$LIB_TMP/tab2" bc02-$i)" "$pr"
		expect_eq "config after reload of '$pr'" "$(cfg_of "$(dm_line_of "$LIB_TMP/st2" bc02-$i)")" "$c1"
		how="created from it and reloaded"
		;;
	esac
	log "ok: '$t' -> '$pr' ($c1) $how"
	i=$((i + 1))
done <"$TF"
names=
i=0
while [ $i -lt "$N" ]; do
	names="$names bc02-$i bc02r-$i"
	i=$((i + 1))
done
# shellcheck disable=SC2086
dm_remove_many $names 2>"$LIB_TMP/err" || fail "removing the round-trip devices failed: $(cat "$LIB_TMP/err")"
log "$N single-line tables round-trip (at $(($(now_ms) - T0)) ms)"

# ---- caps changed by messages print as the current configuration ---------------
dm_create bc02 "0 $SA biocap $A 0 256 2 read_cap 128" || fail "create for set_* test"
dm_message bc02 set_cap 64 2>"$LIB_TMP/err" || fail "set_cap 64 failed: $(cat "$LIB_TMP/err")"
dm_message bc02 set_write_cap 24 2>"$LIB_TMP/err" || fail "set_write_cap 24 failed: $(cat "$LIB_TMP/err")"
c1=$(bc_config bc02)
expect_eq "cap after set_cap 64" "$(kv_get "$c1" cap)" 64
expect_eq "write_cap after set_write_cap 24" "$(kv_get "$c1" write_cap)" 24
expect_eq "read_cap after set_cap (read_cap set)" "$(kv_get "$c1" read_cap)" 128
pr=$(dm_table bc02)
expect_eq "cap field of the table after set_cap 64" "$(echo "$pr" | awk '{ print $6 }')" 64
expect_eq "features of the table after set_write_cap 24" "$(table_features "$pr")" "$(features_of "4 read_cap 128 write_cap 24")"
dm_reload bc02 "$pr" 2>"$LIB_TMP/err" || fail "reload of '$pr' failed: $(cat "$LIB_TMP/err")"
c2=$(bc_config bc02)
for k in cap read_cap write_cap aligned; do
	expect_eq "$k after reloading the table printed after set_* messages" "$(kv_get "$c2" $k)" "$(kv_get "$c1" $k)"
done
expect_eq "table after reloading '$pr'" "$(dm_table bc02)" "$pr"
dm_remove bc02 || fail "remove bc02"
log "ok: caps set by messages print and reload ($c1 -> '$pr' -> $c2) (at $(($(now_ms) - T0)) ms)"

# ---- multi-line tables ---------------------------------------------------------------
nullb_create bc02x 16 memory_backed=1 || fail "cannot create bc02x"
nullb_create bc02y 16 memory_backed=1 || fail "cannot create bc02y"
nullb_create bc02z 16 memory_backed=1 || fail "cannot create bc02z"
X=/dev/bc02x Y=/dev/bc02y Z=/dev/bc02z
OX=100 LX=10000
OY=7 LY=20000
OZ=0 LZ=5000
B1=$LX
B2=$((LX + LY))
TOT=$((LX + LY + LZ))
MT="$(bc_line 0 $LX $X $OX 8)
$(bc_line $B1 $LY $Y $OY 24 aligned)
$(bc_line $B2 $LZ $Z $OZ 0 read_cap 16)"
LT="$(linear_line 0 $LX $X $OX)
$(linear_line $B1 $LY $Y $OY)
$(linear_line $B2 $LZ $Z $OZ)"
dm_create bc02m "$MT" 2>"$LIB_TMP/err" || fail "3-line table rejected: $(cat "$LIB_TMP/err")"
pr=$(dm_table bc02m)
expect_eq "lines of the 3-line table" "$(echo "$pr" | wc -l)" 3
expect_eq "status lines of the 3-line device" "$(dm_status bc02m | wc -l)" 3
i=1
while [ $i -le 3 ]; do
	check_printed "$(echo "$MT" | sed -n "${i}p")" "$(echo "$pr" | sed -n "${i}p")" "$(bc_status bc02m $i)"
	i=$((i + 1))
done
cfg() { for l in 1 2 3; do bc_config bc02m $l; done; }
c1=$(cfg)
dm_reload bc02m "$pr" 2>"$LIB_TMP/err" || fail "reload of the printed 3-line table failed: $(cat "$LIB_TMP/err")"
expect_eq "3-line table after reload" "$(dm_table bc02m)" "$pr"
expect_eq "3-line config after reload" "$(cfg)" "$c1"
log "ok: 3-line table round-trips: $(echo "$pr" | tr '\n' '|')"

# data across the boundaries, checked on the lower devices
M=$(dm_dev bc02m)
mkpattern "$LIB_TMP/p1" 64
mkpattern "$LIB_TMP/p2" 100
blk_write "$LIB_TMP/p1" "$M" $((B1 - 64)) || fail "write across boundary 1"
blk_write "$LIB_TMP/p2" "$M" $((B2 - 37)) || fail "write across boundary 2"
dd if="$LIB_TMP/p1" of="$LIB_TMP/p1a" bs=512 count=64 2>/dev/null
dd if="$LIB_TMP/p1" of="$LIB_TMP/p1b" bs=512 skip=64 2>/dev/null
dd if="$LIB_TMP/p2" of="$LIB_TMP/p2a" bs=512 count=37 2>/dev/null
dd if="$LIB_TMP/p2" of="$LIB_TMP/p2b" bs=512 skip=37 2>/dev/null
blk_read $X $((OX + LX - 64)) 32768 "$LIB_TMP/r" || fail "read $X"
cmp -s "$LIB_TMP/r" "$LIB_TMP/p1a" || fail "boundary 1: first half not at $X sector $((OX + LX - 64))"
blk_read $Y $OY 32768 "$LIB_TMP/r" || fail "read $Y"
cmp -s "$LIB_TMP/r" "$LIB_TMP/p1b" || fail "boundary 1: second half not at $Y sector $OY"
blk_read $Y $((OY + LY - 37)) $((37 * 512)) "$LIB_TMP/r" || fail "read $Y"
cmp -s "$LIB_TMP/r" "$LIB_TMP/p2a" || fail "boundary 2: first part not at $Y sector $((OY + LY - 37))"
blk_read $Z $OZ $((163 * 512)) "$LIB_TMP/r" || fail "read $Z"
cmp -s "$LIB_TMP/r" "$LIB_TMP/p2b" || fail "boundary 2: second part not at $Z sector $OZ"
blk_read "$M" $((B1 - 64)) 65536 "$LIB_TMP/r" || fail "read back through bc02m"
cmp -s "$LIB_TMP/r" "$LIB_TMP/p1" || fail "boundary 1: data read back through biocap differs"
log "ok: writes across both boundaries land on $X/$Y/$Z at the mapped offsets"

# the whole device reads like an equivalent dm-linear device
mkpattern "$LIB_TMP/p3" 512
blk_write "$LIB_TMP/p3" "$M" 5 || fail "write through bc02m"
dm_create bc02l "$LT" 2>"$LIB_TMP/err" || fail "dm-linear table rejected: $(cat "$LIB_TMP/err")"
h1=$(blk_md5 "$M" 0 $((TOT * 512))) || fail "read bc02m"
h2=$(blk_md5 "$(dm_dev bc02l)" 0 $((TOT * 512))) || fail "read bc02l"
expect_eq "md5 of biocap vs dm-linear with the same layout" "$h1" "$h2"
dm_remove bc02l || fail "remove bc02l"
dm_remove bc02m || fail "remove bc02m"
log "ok: 3-line biocap reads like dm-linear ($h1); case took $(($(now_ms) - T0)) ms"
exit 0
