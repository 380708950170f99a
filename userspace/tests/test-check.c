// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocapctl check against a fake tree.
 *   test-check                      the auto cap computation
 *   test-check ROOT DEV [--json]    bc_check over ROOT/sys and ROOT/proc
 *                                   (DEV - for every biocap device);
 *                                   dm tables from ROOT/fake-dm/NAME, lines
 *                                   types=..., build=..., build_cap=N, cap=N,
 *                                   read_cap=N, write_cap=N (default: cap)
 * The second form prints what biocapctl check prints and exits with its code.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "unit.h"

static int fake_table(void *ctx, const char *name, struct bc_check_table *t)
{
	static char build[32];
	char path[4096], line[256];
	FILE *f;

	memset(t, 0, sizeof(*t));
	snprintf(path, sizeof(path), "%s/fake-dm/%s", (const char *)ctx, name);
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long v;

		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "types=", 6))
			snprintf(t->types, sizeof(t->types), "%.120s", line + 6);
		else if (!strncmp(line, "build=", 6))
			t->build = build, snprintf(build, sizeof(build), "%.30s", line + 6);
		else if (sscanf(line, "build_cap=%llu", &v) == 1)
			t->build_cap = v;
		else if (sscanf(line, "cap=%llu", &v) == 1)
			t->cap = v;
		else if (sscanf(line, "read_cap=%llu", &v) == 1)
			t->read_cap = v;
		else if (sscanf(line, "write_cap=%llu", &v) == 1)
			t->write_cap = v;
	}
	fclose(f);
	/* cap=N alone: both directions */
	if (!t->read_cap)
		t->read_cap = t->cap;
	if (!t->write_cap)
		t->write_cap = t->cap;
	return 0;
}

static void test_auto_cap(void)
{
	/* NVMe-like: 512 KiB max_sectors, 127 segments, 4 KiB pages */
	CHECK(bc_auto_cap(1024, 127, 4294967295ULL, 512, 4096) == 1008,
	      "nvme: %llu", (unsigned long long)bc_auto_cap(1024, 127, 4294967295ULL, 512, 4096));
	/* max_sectors smaller than the segments allow */
	CHECK(bc_auto_cap(256, 128, 65536, 512, 4096) == 256, "max_sectors wins");
	/* a segment smaller than a page: two per page */
	CHECK(bc_auto_cap(2560, 128, 2048, 512, 4096) == 63 * 8,
	      "small segments: %llu", (unsigned long long)bc_auto_cap(2560, 128, 2048, 512, 4096));
	/* 4 KiB logical blocks round down, and at least one block */
	CHECK(bc_auto_cap(1020, 256, 65536, 4096, 4096) == 1016, "lbs 4k");
	CHECK(bc_auto_cap(8, 1, 65536, 4096, 4096) == 8, "minimum");
	CHECK(bc_auto_cap(1ULL << 40, 1ULL << 30, 1ULL << 32, 512, 4096) ==
	      (0xffffffffU >> 9) / 8 * 8, "at most BIOCAP_MAX_CAP");
}

int main(int argc, char **argv)
{
	if (argc >= 3) {
		struct bc_check_env env = { argv[1], fake_table, argv[1] };

		return bc_check(&env, strcmp(argv[2], "-") ? argv[2] : NULL, argc > 3 && !strcmp(argv[3], "--json"),
				stdout);
	}
	RUN("check-auto-cap", test_auto_cap);
	UNIT_EXIT();
}
