# fuzz-gen.awk: seeded generator of biocap tables and messages for 19-fuzz.
#
# awk -f fuzz-gen.awk -v seed=N -v ntab=N -v nmsg=N -v expf=FILE \
#     -v fz=NAME -v A=PATH -v A_mm=MAJ:MIN -v A_bare=NAME -v A_sz=SECTORS \
#     -v K=PATH -v K_mm=MAJ:MIN -v K_bare=NAME -v K_sz=SECTORS \
#     -v self=PATHS -v busy=PATH -v file=PATH -v nodev=PATH -v bare_ok=0|1 \
#     -v la=NAME -v la_lim=SECTORS -v lk=NAME -v lk_lim=SECTORS -v minsec=8
#
# Prints commands for dmfuzz (tests/guest/dmfuzz.c) on stdout: "D fz", then
# tables ("T id len params", loaded into fz) and messages ("M id dev msg",
# sent to the live biocap devices la over A and lk over K) interleaved.
# Writes "id expect" lines to FILE, expect being
#   ok    biocap must accept it
#   bad   biocap must refuse it, with a "biocap: " reason
#   core  biocap accepts it, and dm core may refuse it: an offset or length
#         that is not a multiple of K's 4 KiB logical block (dm core checks
#         that when it sets up the queue limits: at resume, which the tables
#         here never reach, and on 6.1 at the first load into a device)
# The random numbers come from a Park-Miller generator in plain integer
# arithmetic, so every awk (busybox in the guest, gawk or mawk on a host)
# prints the same inputs for the same seed: a failure replays.
#
# la's table is "<A> 0 0 4 read_cap 0 write_cap 0" and lk's "<K> 0 0": a
# message is valid iff it is reset_stats alone, or set_cap, set_read_cap or
# set_write_cap (any case) with one argument that parses, is 0 or at least
# minsec, at most 8388607, a multiple of the device's logical block size,
# and whose value (0 = the auto cap) is at most the limit set at load, except
# for set_cap on a device where read_cap and write_cap are both set (la from
# the start, lk once it took a set_read_cap and a set_write_cap), which
# changes no effective cap.

function rnd(n) {
	state = (state * 16807) % 2147483647
	return state % n
}
function pick(s, a, n) {
	n = split(s, a, " ")
	return a[rnd(n) + 1]
}

# Strings of digits: compare as numbers without floating point.
function strip0(s) {
	sub(/^0+/, "", s)
	return s == "" ? "0" : s
}
function dec_le(a, b) {	# a <= b, both plain digit strings
	a = strip0(a)
	b = strip0(b)
	if (length(a) != length(b))
		return length(a) < length(b)
	return a <= b
}
# The number kstrtoull/kstrtouint would read (optional "+", decimal
# digits), or "" if they refuse the token.
function knum(t) {
	sub(/^\+/, "", t)
	if (t !~ /^[0-9]+$/)
		return ""
	return strip0(t)
}
function is_mult(v, m) {	# v a digit string of at most 15 digits
	return length(v) <= 15 && (v + 0) % m == 0
}

# A number token near the boundaries that matter for a field.
function numtok(size, len, lim,    r) {
	# in a "good" table most numbers are plain valid ones
	if (good && rnd(5))
		return pick("0 8 16 64 128 256 512 1024")
	r = rnd(40)
	if (r < 16)
		return pick("0 1 7 8 9 15 16 24 32 4095 4096 4097 8388607 8388608 8388616 4294967295 4294967296 4294967297 18446744073709551615 18446744073709551616 18446744073709551617")
	if (r < 22)
		return pick("-1 -8 -0 0x10 0x8 abc 8x 1e3 +8 +0 00008 0008.0 8,0 0O7 ++8 +-8 8;")
	if (r == 22)
		return sprintf("%0300d", 8)
	if (r == 23)
		return sprintf("%0250d", 0) "123456789012345678901234567890"
	if (r < 28 && size != "")
		return size - len + pick("0 0 -8 -1 1 8 16")
	if (r < 32 && lim != "")
		return lim + pick("0 0 -8 8 16 -1")
	if (r < 34)
		return 8 * (1 + rnd(64))
	return pick("0 8 16 64 128 256 512 1024 2048 8192")
}

# ------------------------------------------------------------------ tables

function gen_table(id,    dev, lbs, sz, devok, lenv, off, cap, nf, feats, nfe, i, f, v,
		   valid, rc, wc, rcs, wcs, al, nb, why, params, cnt, o, c, extra, r) {
	# a third of the tables are mostly valid, so that accepted tables and
	# the destructor are exercised too
	good = rnd(3) == 0
	# the device
	r = good ? rnd(21) : rnd(30)
	lbs = 1; sz = A_sz; devok = 1
	if (r < 8) dev = A
	else if (r < 14) { dev = K; lbs = 8; sz = K_sz }
	else if (r < 16) dev = A_mm
	else if (r < 18) { dev = K_mm; lbs = 8; sz = K_sz }
	else if (r < 19) { dev = A_bare; devok = bare_ok }
	else if (r < 20) { dev = K_bare; lbs = 8; sz = K_sz; devok = bare_ok }
	else if (r < 21) dev = "/dev/../dev/" substr(A, 6)
	else {
		devok = 0
		dev = pick(self " " busy " " file " " nodev " /dev/null /dev /dev/does-not-exist 4095:1048575 0:0 999999999999:1 1:x 253 /dev/nvme0n1:0 relative-nonexistent /dev/no\\ such")
		if (rnd(8) == 0)
			dev = "/dev/" sprintf("%05000d", 1)
	}
	# the target length (dm core's), and the offset
	lenv = pick("8 16 64 2048 4096 " sz " " (sz - 8) " " (sz + 8) " " (sz - 1)) + 0
	if (lenv < 8)
		lenv = 8
	off = numtok(sz, lenv, "")
	o = knum(off)
	valid = devok
	why = devok ? "" : "device"
	if (o == "") { valid = 0; why = why " offset-parse" }
	else if (length(o) > 15 || o + lenv > sz) { valid = 0; why = why " past-end" }

	cap = numtok("", "", "")
	c = knum(cap)
	if (!capok(c, lbs)) { valid = 0; why = why " cap" }

	# features
	params = dev " " off " " cap
	rcs = wcs = al = nb = 0
	r = good ? 4 + rnd(6) : rnd(10)
	if (r < 3) {
		# none, or a bare count of 0 (valid)
		if (r == 0) params = params " 0"
	} else if (r == 3) {
		# too few mandatory arguments
		params = pick(dev " " off "|" dev "||" off " " cap)
		gsub(/\|/, " ", params)
		sub(/ $/, "", params); sub(/^ /, "", params)
		valid = 0; why = why " argc"
	} else {
		nfe = 0
		nf = 1 + rnd(5)
		feats = ""
		for (i = 0; i < nf; i++) {
			f = pick("read_cap write_cap aligned no_build_cap READ_CAP Write_Cap ALIGNED No_Build_Cap bogus read-cap read_cap write_cap aligned")
			if (good && rnd(3))
				f = i == 0 ? "read_cap" : i == 1 ? "write_cap" : i == 2 ? "aligned" : "no_build_cap"
			if (tolower(f) == "read_cap" || tolower(f) == "write_cap") {
				if (rnd(12) == 0 && i == nf - 1) {
					feats = feats " " f	# no value
					nfe += 1
					valid = 0; why = why " novalue"
					continue
				}
				v = numtok("", "", "")
				feats = feats " " f " " v
				nfe += 2
				if (!capok(knum(v), lbs)) { valid = 0; why = why " " f "-value" }
				if (tolower(f) == "read_cap") { if (rcs++) { valid = 0; why = why " dup" } }
				else if (wcs++) { valid = 0; why = why " dup" }
			} else if (tolower(f) == "aligned") {
				feats = feats " " f; nfe++
				if (al++) { valid = 0; why = why " dup" }
			} else if (tolower(f) == "no_build_cap") {
				feats = feats " " f; nfe++
				if (nb++) { valid = 0; why = why " dup" }
			} else {
				feats = feats " " f; nfe++
				valid = 0; why = why " unknown"
			}
		}
		# the count: usually true, sometimes a lie or not a number
		r = good ? 0 : rnd(10)
		if (r < 6) cnt = nfe
		else if (r < 8) cnt = nfe + pick("-1 1 2 -2")
		else cnt = numtok("", "", "")
		c = knum(cnt)
		if (c == "" || length(c) > 10 || c + 0 > 4294967295) { valid = 0; why = why " count-parse" }
		else if (c + 0 > 6) { valid = 0; why = why " count>6" }
		else if (c + 0 != nfe) { valid = 0; why = why " count-lie" }
		extra = ""
		if (!good && rnd(15) == 0) { extra = " junk"; valid = 0; why = why " extra" }
		params = params " " cnt feats extra
	}
	# dm core checks the alignment of offset and length to the logical block
	# size when it sets up the queue limits: at resume, and on 6.1 also at
	# the first load into a device
	if (valid && lbs == 8 && (o % 8 || lenv % 8))
		e = "core"
	else
		e = valid ? "ok" : "bad"
	print "T " id " " lenv " " params
	print id " " e " T" why >expf
}

# a cap value (from knum) valid for a device of lbs sectors per block
function capok(v, lbs) {
	if (v == "" || !dec_le(v, "8388607"))
		return 0
	if (v != "0" && v + 0 < minsec)
		return 0
	return (v + 0) % lbs == 0
}

# ---------------------------------------------------------------- messages

function gen_msg(id,    dev, lbs, lim, name, n, v, msg, valid, lname, r) {
	if (rnd(2)) { dev = la; lbs = 1; lim = la_lim }
	else { dev = lk; lbs = 8; lim = lk_lim }
	name = pick("set_cap set_cap set_read_cap set_write_cap reset_stats SET_CAP Set_Read_Cap set_write_cap reset_stats RESET_STATS setcap set_cap_ set_caps bogus set_read_cap")
	lname = tolower(name)
	r = rnd(10)
	if (r < 7) n = 1
	else if (r < 8) n = 0
	else n = 2 + rnd(3)
	msg = name
	v = ""
	for (i = 0; i < n; i++) {
		v = numtok("", "", lim)
		msg = msg " " v
	}
	if (lname == "reset_stats")
		valid = n == 0
	else if (lname == "set_cap" || lname == "set_read_cap" || lname == "set_write_cap") {
		valid = n == 1 && capok(knum(v), lbs)
		# a cap above the limit set at load is refused, unless the message
		# changes no effective cap: set_cap while both directions have
		# their own cap
		if (valid && knum(v) != "0" && !dec_le(knum(v), lim) &&
		    !(lname == "set_cap" && rset[dev] && wset[dev]))
			valid = 0
		if (valid && lname == "set_read_cap")
			rset[dev] = 1
		if (valid && lname == "set_write_cap")
			wset[dev] = 1
	} else
		valid = 0
	print "M " id " " dev " " msg
	print id " " (valid ? "ok" : "bad") " M" >expf
}

BEGIN {
	state = seed % 2147483646 + 1
	rset[la] = wset[la] = 1
	if (minsec == "")
		minsec = 8
	print "D " fz
	t = m = 0
	while (t < ntab || m < nmsg) {
		# interleave in proportion
		if (m >= nmsg || (t < ntab && rnd(ntab + nmsg) < ntab))
			gen_table("t" ++t)
		else
			gen_msg("m" ++m)
	}
}
