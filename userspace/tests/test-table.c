// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Unit tests: table generation against fake devices. */
#include <errno.h>
#include <stdlib.h>

#include "dm-biocap.h"
#include "bc.h"
#include "size.h"
#include "table.h"
#include "unit.h"

struct fake {
	const char *path;
	uint64_t size;
	unsigned int lbs;
	unsigned int max_kb;
	int err;		/* probe fails with this (positive errno) */
};

static const struct fake fakes[] = {
	{ "/dev/a", 1ULL << 30, 512, 1280, 0 },		/* 1 GiB, 512 */
	{ "/dev/b4k", 1ULL << 30, 4096, 128, 0 },	/* 1 GiB, 4096 */
	{ "/dev/odd", 1000 * 512 + 512, 512, 0, 0 },	/* 1001 sectors */
	{ "/dev/disk/by-path/pci-0000:00:1f.2-ata-1", 64ULL << 20, 512, 0, 0 },
	{ "/dev/notblk", 0, 512, 0, ENOTBLK },
	{ "/dev/weird", 1 << 20, 1000, 0, 0 },
	{ "/dev/empty", 0, 512, 0, 0 },			/* unbound loop */
	/* exist, but the kernel would split or unescape them */
	{ "/dev/back\\slash", 1 << 20, 512, 0, 0 },
	{ "/dev/v\vtab", 1 << 20, 512, 0, 0 },
	{ "/dev/form\ffeed", 1 << 20, 512, 0, 0 },
	{ "/dev/car\rriage", 1 << 20, 512, 0, 0 },
};

/*
 * Long names: paths over 256 characters fail with ENAMETOOLONG; shorter
 * ones under /dev/L exist (1 GiB) unless they contain a colon, those
 * under /dev/M do not.
 */
static int fake_long(const char *path, struct bc_devinfo *info, char *err,
		     size_t errlen)
{
	if (strlen(path) > 256) {
		snprintf(err, errlen, "%s: File name too long", path);
		return -ENAMETOOLONG;
	}
	if (!strncmp(path, "/dev/M", 6) || strchr(path, ':')) {
		snprintf(err, errlen, "%s: No such file or directory", path);
		return -ENOENT;
	}
	info->size = 1ULL << 30;
	info->lbs = 512;
	info->max_sectors_kb = 0;
	return 0;
}

static int fake_probe(void *ctx, const char *path, struct bc_devinfo *info,
		      char *err, size_t errlen)
{
	size_t i;

	(void)ctx;
	if (!strncmp(path, "/dev/L", 6) || !strncmp(path, "/dev/M", 6))
		return fake_long(path, info, err, errlen);
	for (i = 0; i < sizeof(fakes) / sizeof(fakes[0]); i++) {
		if (strcmp(path, fakes[i].path))
			continue;
		if (fakes[i].err) {
			snprintf(err, errlen, "%s: fake error", path);
			return -fakes[i].err;
		}
		info->size = fakes[i].size;
		info->lbs = fakes[i].lbs;
		info->max_sectors_kb = fakes[i].max_kb;
		return 0;
	}
	snprintf(err, errlen, "%s: No such file or directory", path);
	return -ENOENT;
}

static const struct bc_prober prober = { fake_probe, NULL };

static int warnings;
static void count_warn(const char *msg)
{
	(void)msg;
	warnings++;
}

/* Build a table from a space-separated argument list; print it to buf. */
static int build(const struct bc_table_opts *o, const char *args, char *out,
		 size_t outlen, char *err, size_t errlen)
{
	char *copy = strdup(args), *argv[16] = { NULL }, *save = NULL, *tok;
	struct bc_table tab;
	size_t n = 0;
	FILE *f;
	int r;

	for (tok = strtok_r(copy, " ", &save); tok && n < 16;
	     tok = strtok_r(NULL, " ", &save))
		argv[n++] = tok;
	err[0] = '\0';
	out[0] = '\0';
	r = bc_table_build(o, argv, n, &prober, &tab, err, errlen);
	if (!r) {
		f = fmemopen(out, outlen, "w");
		bc_table_print(o, &tab, f);
		fclose(f);
		bc_table_free(&tab);
	}
	free(copy);
	return r;
}

#define TABLE_OK(o, args, expected)					\
	do {								\
		char _out[2048], _err[1024];				\
		int _r = build(o, args, _out, sizeof(_out), _err, sizeof(_err)); \
		CHECK(_r == 0, "'%s' refused (%d): %s", args, _r, _err); \
		CHECK(_r || !strcmp(_out, expected),			\
		      "'%s' gave:\n%s\nexpected:\n%s", args, _out, expected); \
	} while (0)

#define TABLE_ERR(o, args, code, needle)				\
	do {								\
		char _out[2048], _err[1024];				\
		int _r = build(o, args, _out, sizeof(_out), _err, sizeof(_err)); \
		CHECK(_r == code, "'%s' returned %d, expected %d (%s)",	\
		      args, _r, code, _err);				\
		CHECK(strstr(_err, needle), "'%s': message '%s' lacks '%s'", \
		      args, _err, needle);				\
	} while (0)

static void test_single(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_OK(&o, "/dev/a", "0 2097152 biocap /dev/a 0 0\n");
	o.cap = 256;
	TABLE_OK(&o, "/dev/a", "0 2097152 biocap /dev/a 0 256\n");
	TABLE_OK(&o, "/dev/odd", "0 1001 biocap /dev/odd 0 256\n");
}

static void test_lbs4096(void)
{
	struct bc_table_opts o = { 0 };

	o.cap = 256;
	TABLE_OK(&o, "/dev/b4k", "0 2097152 biocap /dev/b4k 0 256\n");
	o.cap = 8;
	TABLE_OK(&o, "/dev/b4k", "0 2097152 biocap /dev/b4k 0 8\n");
	o.cap = 12;
	TABLE_ERR(&o, "/dev/b4k", BC_EXIT_INVALID, "logical block size (4096 bytes)");
	o.cap = 12;
	TABLE_OK(&o, "/dev/a", "0 2097152 biocap /dev/a 0 12\n");
	o.cap = 16;
	TABLE_ERR(&o, "/dev/b4k:4k:6k", BC_EXIT_INVALID, "length 6k");
	TABLE_ERR(&o, "/dev/b4k:1k", BC_EXIT_INVALID, "offset 1k");
	TABLE_OK(&o, "/dev/b4k:4k:8k", "0 16 biocap /dev/b4k 8 16\n");
	TABLE_ERR(&o, "/dev/weird", BC_EXIT_INVALID, "logical block size 1000");
	/* --no-check leaves the block size rules to the kernel */
	o.no_check = true;
	o.cap = 12;
	TABLE_OK(&o, "/dev/b4k:1k:1k", "0 2 biocap /dev/b4k 2 12\n");
	TABLE_ERR(&o, "/dev/b4k:1G", BC_EXIT_INVALID, "past the end");
}

static void test_offsets(void)
{
	struct bc_table_opts o = { 0 };

	o.cap = 2048;
	TABLE_OK(&o, "/dev/a:1M", "0 2095104 biocap /dev/a 2048 2048\n");
	TABLE_OK(&o, "/dev/a:2048s", "0 2095104 biocap /dev/a 2048 2048\n");
	TABLE_OK(&o, "/dev/a:1M:1M", "0 2048 biocap /dev/a 2048 2048\n");
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 2048\n");
	TABLE_OK(&o, "/dev/a:1023M:1M", "0 2048 biocap /dev/a 2095104 2048\n");
}

static void test_offsets_past_end(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_ERR(&o, "/dev/a:1G", BC_EXIT_INVALID, "past the end");
	TABLE_ERR(&o, "/dev/a:2G", BC_EXIT_INVALID, "past the end");
	TABLE_ERR(&o, "/dev/a:1023M:2M", BC_EXIT_INVALID, "past the end");
	TABLE_ERR(&o, "/dev/a:0:2G", BC_EXIT_INVALID, "past the end");
	TABLE_ERR(&o, "/dev/a:0:0", BC_EXIT_INVALID, "zero");
	TABLE_ERR(&o, "/dev/a:1x", BC_EXIT_USAGE, "invalid offset '1x'");
	TABLE_ERR(&o, "/dev/a:0:-1M", BC_EXIT_USAGE, "invalid length '-1M'");
	TABLE_ERR(&o, "/dev/a:100", BC_EXIT_USAGE, "not a multiple of 512");
	TABLE_ERR(&o, "/dev/a:0:1M:5", BC_EXIT_INVALID, "/dev/a:0:1M:5");
}

static void test_multi(void)
{
	struct bc_table_opts o = { 0 };

	o.cap = 512;
	TABLE_OK(&o, "/dev/a:0:1M /dev/a:1M:2M /dev/odd",
		 "0 2048 biocap /dev/a 0 512\n"
		 "2048 4096 biocap /dev/a 2048 512\n"
		 "6144 1001 biocap /dev/odd 0 512\n");
	/* with a 4096-byte device every boundary is a multiple of 8 sectors */
	TABLE_OK(&o, "/dev/odd /dev/b4k:0:1M",
		 "0 1000 biocap /dev/odd 0 512\n"
		 "1000 2048 biocap /dev/b4k 0 512\n");
	TABLE_ERR(&o, "/dev/a:0:1536 /dev/b4k", BC_EXIT_INVALID,
		  "table's logical block size (4096 bytes)");
	TABLE_ERR(&o, "/dev/a /dev/missing", BC_EXIT_INVALID, "/dev/missing: No such file");
	o.cap = 12;
	TABLE_ERR(&o, "/dev/a /dev/b4k", BC_EXIT_INVALID, "/dev/b4k's logical block size");
}

static void test_refused_caps(void)
{
	struct bc_table_opts o = { 0 };

	o.cap = 4;
	TABLE_ERR(&o, "/dev/a", BC_EXIT_INVALID, "at least 4 KiB");
	o.cap = BIOCAP_MAX_CAP + 1ULL;
	TABLE_ERR(&o, "/dev/a", BC_EXIT_INVALID, "below 4 GiB");
	o.cap = 0;
	o.has_read_cap = true;
	o.read_cap = 12;
	TABLE_ERR(&o, "/dev/b4k", BC_EXIT_INVALID, "read cap 6k");
	o.read_cap = 0;
	o.has_write_cap = true;
	o.write_cap = 7;
	TABLE_ERR(&o, "/dev/a", BC_EXIT_INVALID, "write cap");
	TABLE_ERR(&o, "/dev/notblk", BC_EXIT_INVALID, "fake error");
	TABLE_ERR(&o, "dev/a", BC_EXIT_USAGE, "absolute");
	TABLE_ERR(&o, "", BC_EXIT_USAGE, "");
}

static void test_features(void)
{
	struct bc_table_opts o = { 0 };

	o.cap = 256;
	o.aligned = true;
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 256 1 aligned\n");
	o.has_write_cap = true;
	o.write_cap = 1024;
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 256 3 write_cap 1024 aligned\n");
	o.has_read_cap = true;
	o.read_cap = 0;
	o.aligned = false;
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 256 4 read_cap 0 write_cap 1024\n");
	o.aligned = true;
	TABLE_OK(&o, "/dev/a::1M",
		 "0 2048 biocap /dev/a 0 256 5 read_cap 0 write_cap 1024 aligned\n");
	/* all six feature arguments, in the order the kernel prints them */
	o.no_build_cap = true;
	TABLE_OK(&o, "/dev/a::1M",
		 "0 2048 biocap /dev/a 0 256 6 read_cap 0 write_cap 1024 aligned no_build_cap\n");
	CHECK(BIOCAP_MAX_FEATURE_ARGS == 6, "BIOCAP_MAX_FEATURE_ARGS %d", BIOCAP_MAX_FEATURE_ARGS);
}

static void test_no_build_cap(void)
{
	struct bc_table_opts o = { 0 };

	o.no_build_cap = true;
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 0 1 no_build_cap\n");
	o.cap = 512;
	o.aligned = true;
	TABLE_OK(&o, "/dev/a::1M /dev/b4k::1M",
		 "0 2048 biocap /dev/a 0 512 2 aligned no_build_cap\n"
		 "2048 2048 biocap /dev/b4k 0 512 2 aligned no_build_cap\n");
	o.aligned = false;
	o.has_write_cap = true;
	o.write_cap = 16;
	TABLE_OK(&o, "/dev/a::1M", "0 2048 biocap /dev/a 0 512 3 write_cap 16 no_build_cap\n");
}

static void test_colon_paths(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_OK(&o, "/dev/disk/by-path/pci-0000:00:1f.2-ata-1",
		 "0 131072 biocap /dev/disk/by-path/pci-0000:00:1f.2-ata-1 0 0\n");
	TABLE_OK(&o, "/dev/disk/by-path/pci-0000:00:1f.2-ata-1:1M",
		 "0 129024 biocap /dev/disk/by-path/pci-0000:00:1f.2-ata-1 2048 0\n");
	TABLE_OK(&o, "/dev/disk/by-path/pci-0000:00:1f.2-ata-1:1M:4k",
		 "0 8 biocap /dev/disk/by-path/pci-0000:00:1f.2-ata-1 2048 0\n");
}

static void test_warnings(void)
{
	struct bc_table_opts o = { 0 };

	o.warn = count_warn;
	warnings = 0;
	o.cap = 2048;		/* 1 MiB, below /dev/a's 1280k */
	TABLE_OK(&o, "/dev/a", "0 2097152 biocap /dev/a 0 2048\n");
	CHECK(warnings == 0, "unexpected warning");
	TABLE_OK(&o, "/dev/b4k", "0 2097152 biocap /dev/b4k 0 2048\n");
	CHECK(warnings == 1, "no warning for a cap above max_sectors_kb");
	warnings = 0;
	TABLE_OK(&o, "/dev/odd", "0 1001 biocap /dev/odd 0 2048\n");
	CHECK(warnings == 0, "warning without a known max_sectors_kb");
}

/* Item 8: paths the kernel would split or unescape are refused, exit 3. */
static void test_path_escaping(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_ERR(&o, "/dev/back\\slash", BC_EXIT_INVALID, "a backslash");
	TABLE_ERR(&o, "/dev/back\\slash:1M", BC_EXIT_INVALID, "a backslash");
	TABLE_ERR(&o, "/dev/v\vtab", BC_EXIT_INVALID, "white space");
	TABLE_ERR(&o, "/dev/form\ffeed", BC_EXIT_INVALID, "white space");
	TABLE_ERR(&o, "/dev/car\rriage::1M", BC_EXIT_INVALID, "white space");
	TABLE_ERR(&o, "/dev/a\t", BC_EXIT_INVALID, "white space");
}

/* Item 11: offset 0 is "0", not "auto"; an empty device says so. */
static void test_zero_and_empty(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_ERR(&o, "/dev/a:0:2G", BC_EXIT_INVALID, "offset 0 + length 2G is past the end");
	TABLE_ERR(&o, "/dev/a::2G", BC_EXIT_INVALID, "offset 0 + length 2G");
	TABLE_ERR(&o, "/dev/empty", BC_EXIT_INVALID, "/dev/empty: the device is empty");
	TABLE_ERR(&o, "/dev/empty:0:4k", BC_EXIT_INVALID, "the device is empty");
	TABLE_ERR(&o, "/dev/a:1G", BC_EXIT_INVALID, "offset 1G is past the end");
	TABLE_ERR(&o, "/dev/b4k::2k", BC_EXIT_INVALID, "length 2k is not a multiple");
	TABLE_OK(&o, "/dev/b4k::8k", "0 16 biocap /dev/b4k 0 0\n");
	TABLE_ERR(&o, "/dev/odd:1001s", BC_EXIT_INVALID, "offset 512512 is past the end");
}

/* Item 12: a well-formed size too large is refused (3), not a usage error. */
static void test_oversized(void)
{
	struct bc_table_opts o = { 0 };

	TABLE_ERR(&o, "/dev/a:99999999999999999999999", BC_EXIT_INVALID, "too large");
	TABLE_ERR(&o, "/dev/a:0:16777216t", BC_EXIT_INVALID, "invalid length '16777216t': too large");
	TABLE_ERR(&o, "/dev/a:36028797018963968s", BC_EXIT_INVALID, "too large");
	/* as many digits as it takes: no "too long" usage error */
	TABLE_ERR(&o, "/dev/a:0:9999999999999999999999999999999999999999999999999999999999999999999999k",
		  BC_EXIT_INVALID, "too large");
	/* malformed stays a usage error */
	TABLE_ERR(&o, "/dev/a:12x", BC_EXIT_USAGE, "invalid offset '12x'");
}

/* Item 13: a name too long for a path falls back to the DEV:OFFSET:LEN split. */
static void test_long_names(void)
{
	struct bc_table_opts o = { 0 };
	char arg[400], dev[300], expected[600];

	memset(dev, 'x', sizeof(dev));
	memcpy(dev, "/dev/L", 6);
	dev[251] = '\0';
	snprintf(arg, sizeof(arg), "%s:1M:1M", dev);
	snprintf(expected, sizeof(expected), "0 2048 biocap %s 2048 0\n", dev);
	TABLE_OK(&o, arg, expected);
	snprintf(arg, sizeof(arg), "%s:1M", dev);
	snprintf(expected, sizeof(expected), "0 2095104 biocap %s 2048 0\n", dev);
	TABLE_OK(&o, arg, expected);
	/* missing: the reason is the shorter reading's, not "too long" */
	dev[5] = 'M';
	snprintf(arg, sizeof(arg), "%s:1M:1M", dev);
	TABLE_ERR(&o, arg, BC_EXIT_INVALID, "No such file");
}

static void test_params_caps(void)
{
	struct bc_line_caps c;

	CHECK(!bc_params_caps("259:0 0 256", &c) && c.cap == 256 && c.read_cap == 256 &&
	      c.write_cap == 256 && !c.read_set && !c.write_set, "plain");
	CHECK(!bc_params_caps("259:0 8 0", &c) && c.cap == 0 && c.read_cap == 0, "auto");
	CHECK(!bc_params_caps("259:0 0 0 4 read_cap 128 write_cap 2048", &c) &&
	      c.cap == 0 && c.read_cap == 128 && c.write_cap == 2048 && c.read_set &&
	      c.write_set, "both: %llu %llu", (unsigned long long)c.read_cap,
	      (unsigned long long)c.write_cap);
	CHECK(!bc_params_caps("259:0 0 512 3 aligned write_cap 0", &c) &&
	      c.read_cap == 512 && !c.read_set && c.write_cap == 0 && c.write_set,
	      "write auto");
	CHECK(!bc_params_caps("259:0 0 64 1 no_build_cap", &c) && c.read_cap == 64 &&
	      c.write_cap == 64 && !c.read_set && !c.write_set, "flag only");
	CHECK(bc_params_caps("259:0 0", &c) == -EINVAL, "no cap");
	CHECK(bc_params_caps("259:0 0 x", &c) == -EINVAL, "cap not a number");
	CHECK(bc_params_caps("259:0 0 8 2 read_cap", &c) == -EINVAL, "no value");
	CHECK(bc_params_caps("259:0 0 8 2 read_cap -8", &c) == -EINVAL, "negative");
}

int main(void)
{
	RUN("table-single", test_single);
	RUN("table-lbs4096", test_lbs4096);
	RUN("table-offsets", test_offsets);
	RUN("table-past-end", test_offsets_past_end);
	RUN("table-multi", test_multi);
	RUN("table-refused-caps", test_refused_caps);
	RUN("table-features", test_features);
	RUN("table-no-build-cap", test_no_build_cap);
	RUN("table-colon-paths", test_colon_paths);
	RUN("table-warnings", test_warnings);
	RUN("table-path-escaping", test_path_escaping);
	RUN("table-zero-and-empty", test_zero_and_empty);
	RUN("table-oversized", test_oversized);
	RUN("table-long-names", test_long_names);
	RUN("table-params-caps", test_params_caps);
	UNIT_EXIT();
}
