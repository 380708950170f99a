// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The Prometheus text exposition format (version 0.0.4) of biocap status,
 * for node_exporter's textfile collector:
 *
 *   biocap_<counter>_total       counters (incoming bios, bytes, clones, ...)
 *   biocap_max_bio_bytes         gauge: largest incoming bio
 *   biocap_<cap>_bytes           gauges: effective caps, limit, build cap
 *   biocap_aligned               gauge: 1 in aligned mode
 *   biocap_bio_size_bytes        histogram of incoming read/write bio sizes
 *
 * Sizes are in bytes (the status line counts 512-byte sectors).
 */
#include <inttypes.h>
#include <stdio.h>

#include "dm-biocap.h"
#include "prom.h"

static const char *const counter_help[BIOCAP_NR_COUNTERS] = {
	[BIOCAP_READS] = "Incoming read bios.",
	[BIOCAP_WRITES] = "Incoming write bios with data.",
	[BIOCAP_READ_BYTES] = "Bytes of incoming reads.",
	[BIOCAP_WRITE_BYTES] = "Bytes of incoming writes.",
	[BIOCAP_SPLIT] = "Incoming bios split by the cap.",
	[BIOCAP_CLONES] = "Read and write clones sent down (one per piece of a split bio).",
	[BIOCAP_POLLED] = "Clones sent down with REQ_POLLED.",
	[BIOCAP_FLUSHES] = "Empty flush bios.",
	[BIOCAP_FUA] = "Incoming writes with REQ_FUA.",
	[BIOCAP_DISCARDS] = "Discard and secure erase bios.",
	[BIOCAP_WRITE_ZEROES] = "Write-zeroes bios.",
	[BIOCAP_ERRORS] = "Clones completed with an error.",
	[BIOCAP_AGAIN] = "Clones ended with EAGAIN (nowait; retried above).",
	[BIOCAP_MAX_BIO] = "Largest incoming read or write bio, bytes.",
};

static const char *const config_help[BIOCAP_NR_CONFIG_KEYS] = {
	[BIOCAP_CFG_CAP] = "Effective default cap: largest bio sent down, bytes.",
	[BIOCAP_CFG_READ_CAP] = "Effective cap for reads, bytes.",
	[BIOCAP_CFG_WRITE_CAP] = "Effective cap for writes, bytes.",
	[BIOCAP_CFG_LIMIT] = "Largest cap a message can set, fixed at load, bytes.",
	[BIOCAP_CFG_ALIGNED] = "1 when bios are split at cap-aligned boundaries.",
	[BIOCAP_CFG_BUILD_CAP] = "Direct I/O bio limit set at load, bytes (0: none).",
	[BIOCAP_CFG_CHUNK] = "Chunk of the device below, at whose boundaries clones end, bytes (0: none).",
};

/*
 * A label value: backslash, double quote and newline escaped.  The format
 * takes only UTF-8 and has no escape for a byte: an ill-formed byte is
 * shown as the four characters \xNN (its backslash escaped), as the text
 * output shows it.
 */
static void label(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	fputc('"', out);
	for (; *p; p++) {
		size_t n = bc_utf8_len(p);

		if (n > 1) {
			fwrite(p, 1, n, out);
			p += n - 1;
		} else if (!n) {
			fprintf(out, "\\\\x%02x", *p);
		} else if (*p == '\\') {
			fputs("\\\\", out);
		} else if (*p == '"') {
			fputs("\\\"", out);
		} else if (*p == '\n') {
			fputs("\\n", out);
		} else {
			fputc(*p, out);
		}
	}
	fputc('"', out);
}

static void labels(FILE *out, const struct bc_device_status *d, size_t t)
{
	fputs("{device=", out);
	label(out, d->name);
	fprintf(out, ",target=\"%zu\"", d->t[t].line);
}

static void family(FILE *out, const char *name, const char *type, const char *help)
{
	fprintf(out, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

void bc_prom_print(FILE *out, const struct bc_device_status *d, size_t n)
{
	static const char *const counters[] = { BIOCAP_COUNTER_NAMES };
	static const char *const configs[] = { BIOCAP_CONFIG_NAMES };
	char name[64];
	size_t i, t;
	int c, b;

	for (c = 0; c < BIOCAP_NR_COUNTERS; c++) {
		bool gauge = c == BIOCAP_MAX_BIO;

		snprintf(name, sizeof(name), gauge ? "biocap_%s_bytes" : "biocap_%s_total",
			 counters[c]);
		family(out, name, gauge ? "gauge" : "counter", counter_help[c]);
		for (i = 0; i < n; i++)
			for (t = 0; t < d[i].ntargets; t++) {
				if (!d[i].t[t].st.counter_set[c])
					continue;
				fputs(name, out);
				labels(out, &d[i], t);
				fprintf(out, "} %" PRIu64 "\n", d[i].t[t].st.counter[c]);
			}
	}
	for (c = 0; c < BIOCAP_NR_CONFIG_KEYS; c++) {
		bool flag = c == BIOCAP_CFG_ALIGNED;

		snprintf(name, sizeof(name), flag ? "biocap_%s" : "biocap_%s_bytes", configs[c]);
		family(out, name, "gauge", config_help[c]);
		for (i = 0; i < n; i++)
			for (t = 0; t < d[i].ntargets; t++) {
				const struct bc_status *st = &d[i].t[t].st;

				if (!st->config_set[c])
					continue;
				fputs(name, out);
				labels(out, &d[i], t);
				fprintf(out, "} %" PRIu64 "\n", flag ? st->config[c] : st->config[c] << 9);
			}
	}

	/*
	 * Bucket b of the status line counts bios of [4 KiB << b, 8 KiB << b)
	 * bytes (bucket 0 also the smaller ones, the last one all larger
	 * ones): cumulative "le" buckets at (8 KiB << b) - 1 bytes, the last
	 * one only in +Inf.  The sum is the bytes of incoming reads and
	 * writes, the bios the histogram counts.
	 */
	family(out, "biocap_bio_size_bytes", "histogram",
	       "Sizes of incoming read and write bios, bytes.");
	for (i = 0; i < n; i++)
		for (t = 0; t < d[i].ntargets; t++) {
			const struct bc_status *st = &d[i].t[t].st;
			uint64_t cum = 0;

			if (!st->hist_set)
				continue;
			for (b = 0; b < BIOCAP_HIST_BUCKETS; b++) {
				cum += st->hist[b];
				if (b == BIOCAP_HIST_BUCKETS - 1)
					break;
				fputs("biocap_bio_size_bytes_bucket", out);
				labels(out, &d[i], t);
				fprintf(out, ",le=\"%llu\"} %" PRIu64 "\n",
					(1ULL << (BIOCAP_HIST_MIN_SHIFT + 1 + b)) - 1, cum);
			}
			fputs("biocap_bio_size_bytes_bucket", out);
			labels(out, &d[i], t);
			fprintf(out, ",le=\"+Inf\"} %" PRIu64 "\n", cum);
			if (st->counter_set[BIOCAP_READ_BYTES] &&
			    st->counter_set[BIOCAP_WRITE_BYTES]) {
				fputs("biocap_bio_size_bytes_sum", out);
				labels(out, &d[i], t);
				fprintf(out, "} %" PRIu64 "\n",
					st->counter[BIOCAP_READ_BYTES] +
					st->counter[BIOCAP_WRITE_BYTES]);
			}
			fputs("biocap_bio_size_bytes_count", out);
			labels(out, &d[i], t);
			fprintf(out, "} %" PRIu64 "\n", cum);
		}
}
