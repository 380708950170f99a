// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Unit tests: status parsing and formatting.
 * "test-status --json" prints sample JSON for tests/run.sh to validate.
 */
#include <stdlib.h>

#include "dm-biocap.h"
#include "status.h"
#include "unit.h"

/* As the target prints it (docs/dm-biocap.rst, "Status"). */
static const char real[] =
	"cap=256 read_cap=256 write_cap=512 limit=512 aligned=0 build_cap=256 chunk=0 "
	"reads=10 writes=3 read_bytes=10485760 write_bytes=1572864 split=10 clones=40 "
	"polled=0 flushes=1 fua=0 discards=0 write_zeroes=0 errors=0 again=2 "
	"max_bio=1048576 hist=0,0,0,0,0,0,0,0,10,0,0,0,0,0,0";

static const char future[] =
	"cap=512 read_cap=512 write_cap=512 limit=512 aligned=1 zone_mode=none "
	"reads=4 writes=0 read_bytes=4194304 write_bytes=0 split=4 clones=16 "
	"polled=16 atomic=3 flushes=0 fua=0 discards=0 write_zeroes=0 errors=0 "
	"max_bio=1048576 frozen hist=0,0,0,0,0,0,0,0,4,0,0,0,0,0,0,0,7 "
	"weird=\"x\\y\"";

/* 100 buckets: 2^63 in the first, 1 in the others */
#define HIST10 "1,1,1,1,1,1,1,1,1,1"
#define HIST100 "9223372036854775808,1,1,1,1,1,1,1,1,1," \
	HIST10 "," HIST10 "," HIST10 "," HIST10 "," HIST10 "," \
	HIST10 "," HIST10 "," HIST10 "," HIST10

static void test_real(void)
{
	struct bc_status st;
	char err[256];
	double x;
	int i;

	CHECK(bc_status_parse(real, &st, err, sizeof(err)) == 0, "parse: %s", err);
	CHECK(st.config[BIOCAP_CFG_CAP] == 256, "cap");
	CHECK(st.config[BIOCAP_CFG_WRITE_CAP] == 512, "write_cap");
	CHECK(st.config[BIOCAP_CFG_LIMIT] == 512, "limit");
	CHECK(st.config_set[BIOCAP_CFG_ALIGNED] && st.config[BIOCAP_CFG_ALIGNED] == 0,
	      "aligned");
	CHECK(st.config_set[BIOCAP_CFG_BUILD_CAP] && st.config[BIOCAP_CFG_BUILD_CAP] == 256,
	      "build_cap");
	for (i = 0; i < BIOCAP_NR_CONFIG_KEYS; i++)
		CHECK(st.config_set[i], "config key %s missing", bc_config_names[i]);
	for (i = 0; i < BIOCAP_NR_COUNTERS; i++)
		CHECK(st.counter_set[i], "counter %s missing", bc_counter_names[i]);
	CHECK(st.counter[BIOCAP_READS] == 10, "reads");
	CHECK(st.counter[BIOCAP_WRITES] == 3, "writes");
	CHECK(st.counter[BIOCAP_READ_BYTES] == 10485760, "read_bytes");
	CHECK(st.counter[BIOCAP_CLONES] == 40, "clones");
	CHECK(st.counter[BIOCAP_FLUSHES] == 1, "flushes");
	CHECK(st.counter[BIOCAP_AGAIN] == 2, "again");
	CHECK(st.counter[BIOCAP_MAX_BIO] == 1048576, "max_bio");
	CHECK(st.hist_set && st.hist[8] == 10 && st.hist[0] == 0, "hist");
	CHECK(st.nunknown == 0, "unknown keys in a known line");
	CHECK(bc_split_ratio(&st, &x) && x > 0.769 && x < 0.770, "split ratio");
	CHECK(bc_polled_share(&st, &x) && x == 0.0, "polled share");
	bc_status_free(&st);
}

static void test_future(void)
{
	struct bc_status st;
	char err[256];
	double x;

	CHECK(bc_status_parse(future, &st, err, sizeof(err)) == 0, "parse: %s", err);
	CHECK(st.config[BIOCAP_CFG_ALIGNED] == 1, "aligned");
	CHECK(st.counter[BIOCAP_POLLED] == 16, "polled after unknown key");
	CHECK(st.counter[BIOCAP_MAX_BIO] == 1048576, "max_bio after unknown token");
	CHECK(st.nunknown == 4, "%zu unknown keys, expected 4", st.nunknown);
	CHECK(st.nunknown == 4 && !strcmp(st.unknown[0].key, "zone_mode") &&
	      !strcmp(st.unknown[0].value, "none"), "zone_mode");
	CHECK(st.nunknown == 4 && !strcmp(st.unknown[2].key, "frozen") &&
	      !strcmp(st.unknown[2].value, ""), "bare token");
	/* extra buckets fold into the last one */
	CHECK(st.hist[8] == 4 && st.hist[BIOCAP_HIST_BUCKETS - 1] == 7, "hist fold");
	CHECK(bc_polled_share(&st, &x) && x == 1.0, "polled share");
	bc_status_free(&st);
}

static void test_missing(void)
{
	struct bc_status st;
	char err[256];
	double x;

	CHECK(bc_status_parse("cap=8 reads=5", &st, err, sizeof(err)) == 0,
	      "parse: %s", err);
	CHECK(st.config_set[BIOCAP_CFG_CAP] && !st.config_set[BIOCAP_CFG_LIMIT],
	      "set flags");
	CHECK(!st.counter_set[BIOCAP_WRITES] && !st.hist_set, "missing keys set");
	CHECK(!bc_split_ratio(&st, &x), "ratio without writes/split");
	CHECK(!bc_polled_share(&st, &x), "share without clones");
	bc_status_free(&st);

	CHECK(bc_status_parse("", &st, err, sizeof(err)) == 0, "empty line");
	CHECK(!st.config_set[BIOCAP_CFG_CAP], "empty line sets keys");
	bc_status_free(&st);

	CHECK(bc_status_parse("  \t\n", &st, err, sizeof(err)) == 0, "blank line");
	bc_status_free(&st);

	/* zero denominators */
	CHECK(bc_status_parse("reads=0 writes=0 split=0 clones=0 polled=0", &st,
			      err, sizeof(err)) == 0, "parse zeros");
	CHECK(!bc_split_ratio(&st, &x) && !bc_polled_share(&st, &x), "0/0");
	bc_status_free(&st);
}

static void test_bad(void)
{
	static const char *const bad[] = {
		"cap=x", "cap=", "reads=-1", "reads=1.5", "cap=256k",
		"reads=99999999999999999999", "hist=1,,2", "hist=1,2,",
		"hist=a", "max_bio= 5",
	};
	struct bc_status st;
	char err[256];
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		err[0] = '\0';
		CHECK(bc_status_parse(bad[i], &st, err, sizeof(err)) != 0,
		      "'%s' accepted", bad[i]);
		CHECK(strstr(err, "invalid value"), "'%s': message '%s'", bad[i], err);
	}
	/* short histograms are padded with zeroes; hist= alone is empty */
	CHECK(bc_status_parse("hist=1,2", &st, err, sizeof(err)) == 0 &&
	      st.hist[0] == 1 && st.hist[1] == 2 && st.hist[2] == 0, "short hist");
	bc_status_free(&st);
	CHECK(bc_status_parse("hist=", &st, err, sizeof(err)) == 0 && st.hist_set,
	      "empty hist");
	bc_status_free(&st);
	/* last one wins */
	CHECK(bc_status_parse("cap=8 cap=16", &st, err, sizeof(err)) == 0 &&
	      st.config[BIOCAP_CFG_CAP] == 16, "duplicate key");
	bc_status_free(&st);
}

/* Item 17: duplicate unknown keys, and a 100-bucket histogram. */
static void test_dup_and_overflow(void)
{
	struct bc_status st;
	char err[256], line[4096];
	size_t len = 0;
	int i;

	CHECK(bc_status_parse("zz=1 flag zz=2 yy=3 flag zz=4", &st, err, sizeof(err)) == 0,
	      "parse: %s", err);
	CHECK(st.nunknown == 3, "%zu unknown keys, want 3 (zz, flag, yy)", st.nunknown);
	CHECK(st.nunknown >= 1 && !strcmp(st.unknown[0].key, "zz") &&
	      !strcmp(st.unknown[0].value, "4"), "zz keeps its last value");
	bc_status_free(&st);

	/* 100 buckets of 2^63: the overflow bucket saturates, never wraps */
	len = (size_t)snprintf(line, sizeof(line), "hist=");
	for (i = 0; i < 100; i++)
		len += (size_t)snprintf(line + len, sizeof(line) - len, "%s9223372036854775808",
					i ? "," : "");
	CHECK(bc_status_parse(line, &st, err, sizeof(err)) == 0, "parse: %s", err);
	CHECK(st.hist[0] == 9223372036854775808ULL, "bucket 0 %llu",
	      (unsigned long long)st.hist[0]);
	CHECK(st.hist[BIOCAP_HIST_BUCKETS - 1] == UINT64_MAX, "overflow bucket %llu",
	      (unsigned long long)st.hist[BIOCAP_HIST_BUCKETS - 1]);
	bc_status_free(&st);
	/* a few extra buckets still add up exactly */
	CHECK(bc_status_parse("hist=0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,2,3", &st, err,
			      sizeof(err)) == 0 && st.hist[BIOCAP_HIST_BUCKETS - 1] == 6,
	      "16 and 17th buckets fold into the last");
	bc_status_free(&st);
}

/* What f printed s as. */
static char *printed(void (*f)(FILE *, const char *), const char *s)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	f(out, s);
	fclose(out);
	return buf;
}

#define ESCAPES(f, in, want)						\
	do {								\
		char *_got = printed(f, in);				\
		CHECK(!strcmp(_got, want), #f " printed '%s', want '%s'", _got, want); \
		free(_got);						\
	} while (0)

/* Item 17: control characters and ill-formed UTF-8 never pass raw. */
static void test_escaping(void)
{
	ESCAPES(bc_text_string, "plain-name_1", "plain-name_1");
	ESCAPES(bc_text_string, "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");
	ESCAPES(bc_text_string, "a\x1b[2Jb", "a\\x1b[2Jb");
	ESCAPES(bc_text_string, "tab\tnl\ndel\x7f", "tab\\x09nl\\x0adel\\x7f");
	ESCAPES(bc_text_string, "bad\xff\xfe", "bad\\xff\\xfe");
	ESCAPES(bc_text_string, "c1\xc2\x9b", "c1\\xc2\\x9b");		/* CSI */
	ESCAPES(bc_text_string, "trunc\xe2\x82", "trunc\\xe2\\x82");
	ESCAPES(bc_text_string, "overlong\xc0\xaf", "overlong\\xc0\\xaf");
	ESCAPES(bc_text_string, "surrogate\xed\xa0\x80", "surrogate\\xed\\xa0\\x80");
	ESCAPES(bc_text_string, NULL, "");
	ESCAPES(bc_json_string, "caf\xc3\xa9", "\"caf\xc3\xa9\"");
	ESCAPES(bc_json_string, "a\x1b\"\\\n\t", "\"a\\u001b\\\"\\\\\\n\\t\"");
	ESCAPES(bc_json_string, "bad\xff\xc3", "\"bad\\u00ff\\u00c3\"");
	ESCAPES(bc_json_string, "\xf4\x90\x80\x80", "\"\\u00f4\\u0090\\u0080\\u0080\"");
}

static void test_rates(void)
{
	struct bc_status a, b;
	struct bc_rates r;
	char err[256];

	CHECK(!bc_status_parse("reads=10 writes=5 max_bio=4096 clones=100", &a, err,
			       sizeof(err)), "a");
	CHECK(!bc_status_parse("reads=30 writes=1 max_bio=8192 split=3 clones=100", &b,
			       err, sizeof(err)), "b");
	bc_rates_compute(&a, &b, 2.0, &r);
	CHECK(r.valid[BIOCAP_READS] && r.per_sec[BIOCAP_READS] == 10.0, "reads/s");
	CHECK(!r.valid[BIOCAP_WRITES], "a counter that went down has no rate");
	CHECK(!r.valid[BIOCAP_MAX_BIO], "max_bio is no counter");
	CHECK(!r.valid[BIOCAP_SPLIT], "rate of a key missing before");
	CHECK(r.valid[BIOCAP_CLONES] && r.per_sec[BIOCAP_CLONES] == 0.0, "clones/s");
	bc_rates_compute(&a, &b, 0.0, &r);
	CHECK(!r.valid[BIOCAP_READS], "zero interval");
	bc_status_free(&a);
	bc_status_free(&b);
}

static void sample_device(struct bc_device_status *d, const char *name,
			  const char *const *lines, size_t n)
{
	char err[256];
	size_t i;
	uint64_t start = 0;

	memset(d, 0, sizeof(*d));
	d->name = strdup(name);
	d->uuid = strdup("BIOCAP-x");
	d->path = malloc(strlen(name) + 16);
	sprintf(d->path, "/dev/mapper/%s", name);
	d->major = 253;
	d->t = calloc(n, sizeof(*d->t));
	d->ntargets = n;
	for (i = 0; i < n; i++) {
		d->t[i].start = start;
		d->t[i].len = 2048;
		start += 2048;
		d->t[i].params = strdup("259:0 0 256");
		if (bc_status_parse(lines[i], &d->t[i].st, err, sizeof(err)))
			CHECK(0, "%s", err);
	}
}

/* One target with status line, table parameters and device limit. */
static enum bc_build_state state_of(const char *line, const char *params,
				    long long kb)
{
	struct bc_target_status t;
	enum bc_build_state s;
	char err[256];

	memset(&t, 0, sizeof(t));
	t.params = (char *)params;
	if (bc_status_parse(line, &t.st, err, sizeof(err)))
		CHECK(0, "%s", err);
	s = bc_build_state(&t, kb);
	bc_status_free(&t.st);
	return s;
}

static void test_build_state(void)
{
	CHECK(state_of("aligned=0 build_cap=512", "259:0 0 512", 256) == BC_BUILD_ON, "on");
	/* in force even where the device's limit is smaller (another line's) */
	CHECK(state_of("aligned=0 build_cap=512", "259:0 0 512", 4) == BC_BUILD_ON, "on, smaller");
	CHECK(state_of("aligned=0 build_cap=0", "259:0 0 512 1 no_build_cap", 0) ==
	      BC_BUILD_NO_BUILD_CAP, "no_build_cap");
	CHECK(state_of("aligned=0 build_cap=0", "259:0 0 512 2 NO_BUILD_CAP", 0) ==
	      BC_BUILD_NO_BUILD_CAP, "no_build_cap, any case");
	CHECK(state_of("aligned=1 build_cap=0", "259:0 0 512 1 aligned", 0) ==
	      BC_BUILD_ALIGNED, "aligned");
	CHECK(state_of("aligned=0 build_cap=0", "259:0 0 512", BC_NO_DIO_LIMIT) ==
	      BC_BUILD_UNSUPPORTED, "stock kernel");
	/* the module reports no_build_cap the same on every kernel */
	CHECK(state_of("aligned=0 build_cap=0", "259:0 0 512 1 no_build_cap", BC_NO_DIO_LIMIT) ==
	      BC_BUILD_NO_BUILD_CAP, "stock kernel, no_build_cap");
	CHECK(state_of("aligned=0 build_cap=0", NULL, BC_DIO_LIMIT_UNKNOWN) == BC_BUILD_OFF,
	      "off without a known reason");
	CHECK(state_of("cap=8 aligned=0", "259:0 0 8", 0) == BC_BUILD_UNREPORTED,
	      "older module without build_cap");
	/* a path that contains the word is not the feature */
	CHECK(state_of("aligned=0 build_cap=0", "/dev/no_build_cap_disk 0 8", BC_DIO_LIMIT_UNKNOWN) ==
	      BC_BUILD_UNSUPPORTED, "path is not a feature");
	CHECK(!strcmp(bc_build_state_name(BC_BUILD_ON), "on") &&
	      !strcmp(bc_build_state_name(BC_BUILD_UNSUPPORTED), "unsupported") &&
	      !strcmp(bc_build_state_name(BC_BUILD_NO_BUILD_CAP), "no_build_cap") &&
	      !bc_build_state_name(BC_BUILD_UNREPORTED), "state names");
}

static void test_text_build(void)
{
	static const char *const lines[] = {
		"cap=512 aligned=0 build_cap=512", "cap=512 aligned=0 build_cap=0",
		"cap=512 aligned=1 build_cap=0", "cap=512 aligned=0 build_cap=0",
	};
	struct bc_device_status d;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	sample_device(&d, "bc1", lines, 4);
	free(d.t[1].params);
	d.t[1].params = strdup("259:0 0 512 1 no_build_cap");
	d.dio_bio_kb = 128;
	bc_status_print_text(f, &d, NULL);
	d.dio_bio_kb = BC_NO_DIO_LIMIT;
	bc_status_print_text(f, &d, NULL);
	fclose(f);
	CHECK(strstr(buf, "    build cap 256k (direct I/O bios are built no larger; device limit 128k)\n"),
	      "build cap on:\n%s", buf);
	CHECK(strstr(buf, "    build cap off (no_build_cap)\n"), "no_build_cap:\n%s", buf);
	CHECK(strstr(buf, "    build cap off (aligned mode)\n"), "aligned:\n%s", buf);
	CHECK(strstr(buf, "    build cap not supported by this kernel\n"), "stock:\n%s", buf);
	free(buf);
	bc_device_status_free(&d);
}

static void test_text(void)
{
	static const char *const lines[] = { real, "cap=8", "cap=8 chunk=256" };
	struct bc_device_status d;
	const char *p;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	sample_device(&d, "bc0", lines, 3);
	bc_status_print_text(f, &d, NULL);
	fclose(f);
	CHECK(strstr(buf, "bc0  253:0  /dev/mapper/bc0  3.0 MiB\n"), "header:\n%s", buf);
	CHECK(strstr(buf, "cap 128k  read 128k  write 256k  limit 256k  aligned no"),
	      "caps line:\n%s", buf);
	CHECK(strstr(buf, "reads 10 (10.0 MiB)  writes 3 (1.5 MiB)  largest 1.0 MiB"),
	      "bios line:\n%s", buf);
	CHECK(strstr(buf, "clones    40  split 10 (ratio 0.77)  polled 0 (0.0%)"),
	      "clones line:\n%s", buf);
	CHECK(strstr(buf, "   1m  |######################################## 10\n"),
	      "histogram bar:\n%s", buf);
	CHECK(strstr(buf, "  64m+ |                                         0\n"),
	      "last bucket:\n%s", buf);
	CHECK(strstr(buf, "cap 4k  read -  write -"), "missing keys:\n%s", buf);
	CHECK(strstr(buf, "    build cap 128k (direct I/O bios are built no larger)\n"),
	      "build cap line:\n%s", buf);
	CHECK(strstr(buf, "    build cap -\n"), "build cap not reported:\n%s", buf);
	CHECK(strstr(buf, "bio sizes  (not reported)"), "no hist:\n%s", buf);
	/* chunk=0 (real) and no chunk key print nothing: one chunks line */
	p = strstr(buf, "    chunks    128k on the device below: clones end at their boundaries\n");
	CHECK(p && strstr(buf, "chunks") == p + 4 && !strstr(p + 5, "chunks"),
	      "chunks line:\n%s", buf);
	free(buf);
	bc_device_status_free(&d);
}

static void print_json(void)
{
	static const char *const one[] = { real };
	static const char *const two[] = { future, "cap=8 reads=1" };
	struct bc_device_status a, b;
	struct bc_rates r[2];
	struct bc_status prev;
	char err[256];

	sample_device(&a, "bc0", one, 1);
	sample_device(&b, "we\"ird\\name\t", two, 2);
	a.dio_bio_kb = 128;
	b.dio_bio_kb = BC_NO_DIO_LIMIT;
	bc_status_parse("reads=1 writes=1 clones=1 split=0", &prev, err, sizeof(err));
	bc_rates_compute(&prev, &b.t[0].st, 0.5, &r[0]);
	bc_rates_compute(&prev, &b.t[1].st, 0.5, &r[1]);
	bc_json_begin(stdout);
	bc_json_device(stdout, &a, NULL, true);
	bc_json_device(stdout, &b, r, false);
	bc_json_end(stdout);
	bc_status_free(&prev);
	bc_device_status_free(&a);
	bc_device_status_free(&b);
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--json")) {
		print_json();
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "--json-weird")) {
		static const char *const w[] = {
			"cap=8 k\xff=v\x1b k\xff=last d=1 d=2 hist=" HIST100,
		};
		struct bc_device_status d;

		sample_device(&d, "n\xff\x1b\xc3\xa9", w, 1);
		bc_json_begin(stdout);
		bc_json_device(stdout, &d, NULL, true);
		bc_json_end(stdout);
		bc_device_status_free(&d);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "--json-empty")) {
		bc_json_begin(stdout);
		bc_json_end(stdout);
		return 0;
	}
	RUN("status-real", test_real);
	RUN("status-future-keys", test_future);
	RUN("status-missing-keys", test_missing);
	RUN("status-bad-values", test_bad);
	RUN("status-rates", test_rates);
	RUN("status-dup-keys-hist-overflow", test_dup_and_overflow);
	RUN("status-escaping", test_escaping);
	RUN("status-build-state", test_build_state);
	RUN("status-text", test_text);
	RUN("status-text-build-cap", test_text_build);
	UNIT_EXIT();
}
