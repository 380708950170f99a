// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Unit tests: status --format prometheus (prom.c).
 * "test-prom --print" prints sample output for tests/run.sh to feed to a
 * Prometheus parser (promtool check metrics, tests/host/prometheus.sh).
 */
#define _GNU_SOURCE	/* open_memstream */
#include <stdlib.h>

#include "dm-biocap.h"
#include "prom.h"
#include "status.h"
#include "unit.h"

static const char line0[] =
	"cap=256 read_cap=256 write_cap=512 limit=512 aligned=0 build_cap=256 reads=10 "
	"writes=3 read_bytes=10485760 write_bytes=1572864 split=10 clones=40 "
	"polled=0 flushes=1 fua=0 discards=0 write_zeroes=0 errors=0 again=2 "
	"max_bio=1048576 hist=2,0,1,0,0,0,0,0,10,0,0,0,0,0,3";
/* an older module: no build_cap, no again, no histogram */
static const char line1[] =
	"cap=8 read_cap=8 write_cap=8 limit=512 aligned=1 reads=1 writes=0 "
	"read_bytes=4096 write_bytes=0 split=0 clones=1 polled=1 flushes=0 fua=0 "
	"discards=0 write_zeroes=0 errors=0 max_bio=4096";

static void sample(struct bc_device_status *d, size_t *n)
{
	static const char *const lines[] = { line0, line1 };
	char err[256];
	size_t i;

	memset(d, 0, 2 * sizeof(*d));
	d[0].name = strdup("fast0");
	/* quote, backslash, newline and an ill-formed UTF-8 byte */
	d[1].name = strdup("we\"ird\\na\nme\xff");
	for (i = 0; i < 2; i++) {
		d[i].uuid = strdup("BIOCAP-x");
		d[i].path = strdup("/dev/mapper/x");
		d[i].ntargets = i ? 2 : 1;
		d[i].t = calloc(d[i].ntargets, sizeof(*d[i].t));
	}
	/* the second device's biocap lines are lines 1 and 3 of its table */
	d[1].t[0].line = 1;
	d[1].t[1].line = 3;
	CHECK(!bc_status_parse(line0, &d[0].t[0].st, err, sizeof(err)), "%s", err);
	for (i = 0; i < 2; i++)
		CHECK(!bc_status_parse(lines[i], &d[1].t[i].st, err, sizeof(err)), "%s", err);
	*n = 2;
}

static char *render(void)
{
	struct bc_device_status d[2];
	char *buf = NULL;
	size_t len = 0, n, i;
	FILE *f = open_memstream(&buf, &len);

	sample(d, &n);
	bc_prom_print(f, d, n);
	fclose(f);
	for (i = 0; i < n; i++)
		bc_device_status_free(&d[i]);
	return buf;
}

static int has(const char *out, const char *line)
{
	const char *p = out;
	size_t l = strlen(line);

	while ((p = strstr(p, line))) {
		if ((p == out || p[-1] == '\n') && p[l] == '\n')
			return 1;
		p += l;
	}
	return 0;
}

#define LINE(out, l) CHECK(has(out, l), "no line '%s'", l)
#define NOLINE(out, l) CHECK(!has(out, l), "unexpected line '%s'", l)

static void test_counters(void)
{
	char *out = render();

	LINE(out, "# TYPE biocap_reads_total counter");
	LINE(out, "biocap_reads_total{device=\"fast0\",target=\"0\"} 10");
	LINE(out, "biocap_read_bytes_total{device=\"fast0\",target=\"0\"} 10485760");
	LINE(out, "biocap_again_total{device=\"fast0\",target=\"0\"} 2");
	/* a counter the older module lacks has no sample */
	NOLINE(out, "biocap_again_total{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"3\"} 0");
	LINE(out, "biocap_reads_total{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"1\"} 10");
	LINE(out, "biocap_polled_total{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"3\"} 1");
	LINE(out, "# TYPE biocap_max_bio_bytes gauge");
	LINE(out, "biocap_max_bio_bytes{device=\"fast0\",target=\"0\"} 1048576");
	CHECK(!strstr(out, "biocap_max_bio_total"), "max_bio is not a counter");
	free(out);
}

static void test_config(void)
{
	char *out = render();

	LINE(out, "# TYPE biocap_cap_bytes gauge");
	LINE(out, "biocap_cap_bytes{device=\"fast0\",target=\"0\"} 131072");
	LINE(out, "biocap_write_cap_bytes{device=\"fast0\",target=\"0\"} 262144");
	LINE(out, "biocap_build_cap_bytes{device=\"fast0\",target=\"0\"} 131072");
	LINE(out, "biocap_aligned{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"3\"} 1");
	LINE(out, "biocap_cap_bytes{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"3\"} 4096");
	free(out);
}

static void test_histogram(void)
{
	char *out = render();

	LINE(out, "# TYPE biocap_bio_size_bytes histogram");
	/* bucket 0 (below 8 KiB): 2; bucket 2 ([16k, 32k)): 1; 1m: 10; 64m+: 3 */
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"8191\"} 2");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"16383\"} 2");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"32767\"} 3");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"1048575\"} 3");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"2097151\"} 13");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"67108863\"} 13");
	LINE(out, "biocap_bio_size_bytes_bucket{device=\"fast0\",target=\"0\",le=\"+Inf\"} 16");
	LINE(out, "biocap_bio_size_bytes_count{device=\"fast0\",target=\"0\"} 16");
	LINE(out, "biocap_bio_size_bytes_sum{device=\"fast0\",target=\"0\"} 12058624");
	CHECK(!strstr(out, "le=\"134217727\""), "a finite bucket above the last one");
	/* no histogram in the older module's line */
	CHECK(!strstr(out, "bucket{device=\"we\\\"ird\\\\na\\nme\\\\xff\",target=\"3\""),
	      "histogram for a target without one");
	free(out);
}

static void test_empty(void)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	bc_prom_print(f, NULL, 0);
	fclose(f);
	CHECK(strstr(buf, "# TYPE biocap_reads_total counter\n"), "families without samples");
	CHECK(!strstr(buf, "{"), "a sample without devices");
	free(buf);
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--print")) {
		char *out = render();

		fputs(out, stdout);
		free(out);
		return 0;
	}
	RUN("prom-counters", test_counters);
	RUN("prom-config", test_config);
	RUN("prom-histogram", test_histogram);
	RUN("prom-empty", test_empty);
	UNIT_EXIT();
}
