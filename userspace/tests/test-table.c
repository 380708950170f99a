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
};

static int fake_probe(void *ctx, const char *path, struct bc_devinfo *info,
		      char *err, size_t errlen)
{
	size_t i;

	(void)ctx;
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
	char *copy = strdup(args), *argv[16], *save = NULL, *tok;
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
		char _out[2048], _err[512];				\
		int _r = build(o, args, _out, sizeof(_out), _err, sizeof(_err)); \
		CHECK(_r == 0, "'%s' refused (%d): %s", args, _r, _err); \
		CHECK(_r || !strcmp(_out, expected),			\
		      "'%s' gave:\n%s\nexpected:\n%s", args, _out, expected); \
	} while (0)

#define TABLE_ERR(o, args, code, needle)				\
	do {								\
		char _out[2048], _err[512];				\
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
	UNIT_EXIT();
}
