// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* The biocap status line: parsing, text and JSON output. */
#include <inttypes.h>
#include <stdio.h>
#include <strings.h>
#include <stdlib.h>
#include <string.h>

#include "size.h"
#include "status.h"

const char *const bc_config_names[BIOCAP_NR_CONFIG_KEYS] = { BIOCAP_CONFIG_NAMES };
const char *const bc_counter_names[BIOCAP_NR_COUNTERS] = { BIOCAP_COUNTER_NAMES };
const char *const bc_hist_labels[BIOCAP_HIST_BUCKETS] = { BIOCAP_HIST_LABELS };

#define NAMES(...) (sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *))
_Static_assert(NAMES(BIOCAP_CONFIG_NAMES) == BIOCAP_NR_CONFIG_KEYS,
	       "BIOCAP_CONFIG_NAMES does not match enum biocap_config_key");
_Static_assert(NAMES(BIOCAP_COUNTER_NAMES) == BIOCAP_NR_COUNTERS,
	       "BIOCAP_COUNTER_NAMES does not match enum biocap_counter");
_Static_assert(NAMES(BIOCAP_HIST_LABELS) == BIOCAP_HIST_BUCKETS,
	       "BIOCAP_HIST_LABELS does not match BIOCAP_HIST_BUCKETS");

/* Counters that are not running totals and so have no rate. */
static bool is_gauge(int c)
{
	return c == BIOCAP_MAX_BIO;
}

static int parse_u64(const char *s, size_t len, uint64_t *v)
{
	uint64_t n = 0;
	size_t i;

	if (len == 0)
		return -1;
	for (i = 0; i < len; i++) {
		unsigned int d;

		if (s[i] < '0' || s[i] > '9')
			return -1;
		d = (unsigned int)(s[i] - '0');
		if (n > (UINT64_MAX - d) / 10)
			return -1;
		n = n * 10 + d;
	}
	*v = n;
	return 0;
}

static int find_name(const char *const *names, size_t n, const char *key,
		     size_t keylen)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == keylen && !memcmp(names[i], key, keylen))
			return (int)i;
	return -1;
}

static int add_unknown(struct bc_status *st, const char *key, size_t keylen,
		       const char *value, size_t vallen)
{
	struct bc_kv *u;
	size_t i;

	/* a key given twice keeps its last value: JSON keys must be unique */
	for (i = 0; i < st->nunknown; i++) {
		char *v;

		u = &st->unknown[i];
		if (strlen(u->key) != keylen || memcmp(u->key, key, keylen))
			continue;
		v = strndup(value, vallen);
		if (!v)
			return -1;
		free(u->value);
		u->value = v;
		return 0;
	}
	u = realloc(st->unknown, (st->nunknown + 1) * sizeof(*u));
	if (!u)
		return -1;
	st->unknown = u;
	u += st->nunknown;
	u->key = strndup(key, keylen);
	u->value = strndup(value, vallen);
	if (!u->key || !u->value) {
		free(u->key);
		free(u->value);
		return -1;
	}
	st->nunknown++;
	return 0;
}

static int parse_hist(const char *v, size_t len, struct bc_status *st)
{
	size_t pos = 0, i = 0;

	memset(st->hist, 0, sizeof(st->hist));
	while (pos < len) {
		const char *c = memchr(v + pos, ',', len - pos);
		size_t flen = c ? (size_t)(c - (v + pos)) : len - pos;
		uint64_t n;

		if (parse_u64(v + pos, flen, &n))
			return -1;
		/*
		 * A later version may have more buckets: fold them into the
		 * last, saturating at 2^64 - 1 rather than wrapping.
		 */
		if (i < BIOCAP_HIST_BUCKETS) {
			st->hist[i++] = n;
		} else {
			uint64_t *last = &st->hist[BIOCAP_HIST_BUCKETS - 1];

			*last = n > UINT64_MAX - *last ? UINT64_MAX : *last + n;
		}
		pos += flen + (c ? 1 : 0);
		if (c && pos == len)
			return -1;	/* trailing comma */
	}
	st->hist_set = true;
	return 0;
}

int bc_status_parse(const char *line, struct bc_status *st, char *err,
		    size_t errlen)
{
	const char *p = line;

	memset(st, 0, sizeof(*st));
	while (*p) {
		size_t tlen, klen, vlen;
		const char *tok, *eq, *val;
		uint64_t v;
		int i;

		p += strspn(p, " \t\n");
		if (!*p)
			break;
		tok = p;
		tlen = strcspn(p, " \t\n");
		p += tlen;
		eq = memchr(tok, '=', tlen);
		if (!eq) {
			/* not key=value: keep it, a later version may print flags */
			if (add_unknown(st, tok, tlen, "", 0))
				goto nomem;
			continue;
		}
		klen = (size_t)(eq - tok);
		val = eq + 1;
		vlen = tlen - klen - 1;

		i = find_name(bc_config_names, BIOCAP_NR_CONFIG_KEYS, tok, klen);
		if (i >= 0) {
			if (parse_u64(val, vlen, &v))
				goto badval;
			st->config[i] = v;
			st->config_set[i] = true;
			continue;
		}
		i = find_name(bc_counter_names, BIOCAP_NR_COUNTERS, tok, klen);
		if (i >= 0) {
			if (parse_u64(val, vlen, &v))
				goto badval;
			st->counter[i] = v;
			st->counter_set[i] = true;
			continue;
		}
		if (klen == strlen(BIOCAP_HIST_KEY) &&
		    !memcmp(tok, BIOCAP_HIST_KEY, klen)) {
			if (parse_hist(val, vlen, st))
				goto badval;
			continue;
		}
		if (add_unknown(st, tok, klen, val, vlen))
			goto nomem;
		continue;
badval:
		snprintf(err, errlen, "status: invalid value for '%.*s': '%.*s'",
			 (int)klen, tok, (int)vlen, val);
		bc_status_free(st);
		return -1;
	}
	return 0;
nomem:
	snprintf(err, errlen, "out of memory");
	bc_status_free(st);
	return -1;
}

void bc_status_free(struct bc_status *st)
{
	size_t i;

	for (i = 0; i < st->nunknown; i++) {
		free(st->unknown[i].key);
		free(st->unknown[i].value);
	}
	free(st->unknown);
	st->unknown = NULL;
	st->nunknown = 0;
}

uint64_t bc_device_sectors(const struct bc_device_status *d)
{
	uint64_t size = 0;
	size_t i;

	if (d->sectors)
		return d->sectors;
	for (i = 0; i < d->ntargets; i++)
		size += d->t[i].len;
	return size;
}

void bc_device_status_free(struct bc_device_status *d)
{
	size_t i;

	for (i = 0; i < d->ntargets; i++) {
		free(d->t[i].params);
		bc_status_free(&d->t[i].st);
	}
	free(d->t);
	free(d->name);
	free(d->uuid);
	free(d->path);
	memset(d, 0, sizeof(*d));
}

bool bc_split_ratio(const struct bc_status *st, double *ratio)
{
	uint64_t bios;

	if (!st->counter_set[BIOCAP_SPLIT] || !st->counter_set[BIOCAP_READS] ||
	    !st->counter_set[BIOCAP_WRITES])
		return false;
	bios = st->counter[BIOCAP_READS] + st->counter[BIOCAP_WRITES];
	if (!bios)
		return false;
	*ratio = (double)st->counter[BIOCAP_SPLIT] / (double)bios;
	return true;
}

bool bc_polled_share(const struct bc_status *st, double *share)
{
	if (!st->counter_set[BIOCAP_POLLED] || !st->counter_set[BIOCAP_CLONES] ||
	    !st->counter[BIOCAP_CLONES])
		return false;
	*share = (double)st->counter[BIOCAP_POLLED] / (double)st->counter[BIOCAP_CLONES];
	return true;
}

/* Whether a table's parameters name the feature no_build_cap. */
static bool has_no_build_cap(const char *params)
{
	size_t n = strlen(BIOCAP_FEATURE_NO_BUILD_CAP);
	const char *p = params;

	while (p && *p) {
		size_t len;

		p += strspn(p, " \t");
		len = strcspn(p, " \t");
		if (len == n && !strncasecmp(p, BIOCAP_FEATURE_NO_BUILD_CAP, n))
			return true;
		p += len;
	}
	return false;
}

enum bc_build_state bc_build_state(const struct bc_target_status *t,
				   long long dio_bio_kb)
{
	const struct bc_status *st = &t->st;

	if (!st->config_set[BIOCAP_CFG_BUILD_CAP])
		return BC_BUILD_UNREPORTED;
	if (st->config[BIOCAP_CFG_BUILD_CAP])
		return BC_BUILD_ON;
	if (has_no_build_cap(t->params))
		return BC_BUILD_NO_BUILD_CAP;
	if (st->config_set[BIOCAP_CFG_ALIGNED] && st->config[BIOCAP_CFG_ALIGNED])
		return BC_BUILD_ALIGNED;
	/*
	 * The module sets a build cap on every other line where the kernel
	 * builds direct I/O bios no larger than max_sectors; sysfs does not
	 * say whether it does.  Without the table the reason is unknown.
	 */
	(void)dio_bio_kb;
	return t->params ? BC_BUILD_UNSUPPORTED : BC_BUILD_OFF;
}

const char *bc_build_state_name(enum bc_build_state s)
{
	switch (s) {
	case BC_BUILD_ON:
		return "on";
	case BC_BUILD_UNSUPPORTED:
		return "unsupported";
	case BC_BUILD_NO_BUILD_CAP:
		return "no_build_cap";
	case BC_BUILD_ALIGNED:
		return "aligned";
	case BC_BUILD_OFF:
		return "off";
	default:
		return NULL;
	}
}

void bc_rates_compute(const struct bc_status *prev, const struct bc_status *cur,
		      double seconds, struct bc_rates *r)
{
	int i;

	memset(r, 0, sizeof(*r));
	if (seconds <= 0)
		return;
	for (i = 0; i < BIOCAP_NR_COUNTERS; i++) {
		if (is_gauge(i) || !prev->counter_set[i] || !cur->counter_set[i] ||
		    cur->counter[i] < prev->counter[i])
			continue;
		r->per_sec[i] = (double)(cur->counter[i] - prev->counter[i]) / seconds;
		r->valid[i] = true;
	}
}

/* ---- text ---- */

static const char *num(const struct bc_status *st, int c, char *buf, size_t len)
{
	if (!st->counter_set[c])
		return "-";
	snprintf(buf, len, "%" PRIu64, st->counter[c]);
	return buf;
}

static const char *cap_str(const struct bc_status *st, int k, char *buf,
			   size_t len)
{
	if (!st->config_set[k])
		return "-";
	return size_format(st->config[k], buf, len);
}

static const char *bytes_str(const struct bc_status *st, int c, char *buf,
			     size_t len)
{
	if (!st->counter_set[c])
		return "-";
	return bytes_human(st->counter[c], buf, len);
}

#define BAR_WIDTH 40

static void print_hist(FILE *out, const struct bc_status *st)
{
	uint64_t max = 0;
	int i;

	if (!st->hist_set) {
		fprintf(out, "    bio sizes  (not reported)\n");
		return;
	}
	for (i = 0; i < BIOCAP_HIST_BUCKETS; i++)
		if (st->hist[i] > max)
			max = st->hist[i];
	if (!max) {
		fprintf(out, "    bio sizes  (no bios yet)\n");
		return;
	}
	fprintf(out, "    bio sizes\n");
	for (i = 0; i < BIOCAP_HIST_BUCKETS; i++) {
		char bar[BAR_WIDTH + 1];
		unsigned int w = (unsigned int)((double)st->hist[i] * BAR_WIDTH / (double)max + 0.5);

		if (st->hist[i] && !w)
			w = 1;
		memset(bar, '#', w);
		bar[w] = '\0';
		fprintf(out, "      %5s%s |%-*s %" PRIu64 "\n", bc_hist_labels[i],
			i == BIOCAP_HIST_BUCKETS - 1 ? "+" : " ", BAR_WIDTH, bar,
			st->hist[i]);
	}
}

/* Whether a line of the device has the build cap in force. */
static bool bc_device_build_cap_on(const struct bc_device_status *d)
{
	size_t i;

	for (i = 0; i < d->ntargets; i++)
		if (bc_build_state(&d->t[i], d->dio_bio_kb) == BC_BUILD_ON)
			return true;
	return false;
}

static void print_build_cap(FILE *out, const struct bc_target_status *t,
			    long long dio_bio_kb)
{
	char b1[32], b2[32];

	fprintf(out, "    build cap ");
	switch (bc_build_state(t, dio_bio_kb)) {
	case BC_BUILD_ON:
		fprintf(out, "%s (direct I/O bios are built no larger",
			size_format(t->st.config[BIOCAP_CFG_BUILD_CAP], b1, sizeof(b1)));
		/* a smaller limit of another line or of the device below wins */
		if (dio_bio_kb > 0 &&
		    (uint64_t)dio_bio_kb * 2 != t->st.config[BIOCAP_CFG_BUILD_CAP])
			fprintf(out, "; device limit %s",
				size_format((uint64_t)dio_bio_kb * 2, b2, sizeof(b2)));
		fprintf(out, ")\n");
		break;
	case BC_BUILD_UNSUPPORTED:
		fprintf(out, "not supported by this kernel\n");
		break;
	case BC_BUILD_NO_BUILD_CAP:
		fprintf(out, "off (no_build_cap)\n");
		break;
	case BC_BUILD_ALIGNED:
		fprintf(out, "off (aligned mode)\n");
		break;
	case BC_BUILD_OFF:
		fprintf(out, "off\n");
		break;
	default:
		fprintf(out, "-\n");
	}
}

static void print_rates(FILE *out, const struct bc_rates *r)
{
	char b1[32], b2[32];

	fprintf(out, "    rates     ");
	if (r->valid[BIOCAP_READS])
		fprintf(out, "reads %.1f/s  ", r->per_sec[BIOCAP_READS]);
	if (r->valid[BIOCAP_WRITES])
		fprintf(out, "writes %.1f/s  ", r->per_sec[BIOCAP_WRITES]);
	if (r->valid[BIOCAP_READ_BYTES])
		fprintf(out, "read %s/s  ",
			bytes_human((uint64_t)r->per_sec[BIOCAP_READ_BYTES], b1, sizeof(b1)));
	if (r->valid[BIOCAP_WRITE_BYTES])
		fprintf(out, "written %s/s  ",
			bytes_human((uint64_t)r->per_sec[BIOCAP_WRITE_BYTES], b2, sizeof(b2)));
	if (r->valid[BIOCAP_CLONES])
		fprintf(out, "clones %.1f/s  ", r->per_sec[BIOCAP_CLONES]);
	if (r->valid[BIOCAP_SPLIT])
		fprintf(out, "split %.1f/s", r->per_sec[BIOCAP_SPLIT]);
	fprintf(out, "\n");
}

void bc_status_print_text(FILE *out, const struct bc_device_status *d,
			  const struct bc_rates *rates)
{
	uint64_t size = bc_device_sectors(d);
	char b[8][32];
	size_t i, k;

	bc_text_string(out, d->name);
	fprintf(out, "  %u:%u  ", d->major, d->minor);
	bc_text_string(out, d->path ? d->path : "-");
	fprintf(out, "  %s\n", bytes_human(size * 512, b[0], sizeof(b[0])));
	for (i = 0; i < d->ntargets; i++) {
		const struct bc_target_status *t = &d->t[i];
		const struct bc_status *st = &t->st;
		double x;

		fprintf(out, "  target %" PRIu64 "+%" PRIu64 ": ", t->start, t->len);
		bc_text_string(out, t->params);
		fputc('\n', out);
		fprintf(out, "    caps      cap %s  read %s  write %s  limit %s  aligned %s\n",
			cap_str(st, BIOCAP_CFG_CAP, b[0], 32), cap_str(st, BIOCAP_CFG_READ_CAP, b[1], 32),
			cap_str(st, BIOCAP_CFG_WRITE_CAP, b[2], 32), cap_str(st, BIOCAP_CFG_LIMIT, b[3], 32),
			!st->config_set[BIOCAP_CFG_ALIGNED] ? "-" :
			st->config[BIOCAP_CFG_ALIGNED] ? "yes" : "no");
		if (st->config_set[BIOCAP_CFG_CHUNK] && st->config[BIOCAP_CFG_CHUNK])
			fprintf(out, "    chunks    %s on the device below: clones end at their boundaries\n",
				cap_str(st, BIOCAP_CFG_CHUNK, b[0], 32));
		print_build_cap(out, t, d->dio_bio_kb);
		fprintf(out, "    bios      reads %s (%s)  writes %s (%s)  largest %s\n",
			num(st, BIOCAP_READS, b[0], 32), bytes_str(st, BIOCAP_READ_BYTES, b[1], 32),
			num(st, BIOCAP_WRITES, b[2], 32), bytes_str(st, BIOCAP_WRITE_BYTES, b[3], 32),
			bytes_str(st, BIOCAP_MAX_BIO, b[4], 32));
		fprintf(out, "    clones    %s  split %s", num(st, BIOCAP_CLONES, b[0], 32),
			num(st, BIOCAP_SPLIT, b[1], 32));
		if (bc_split_ratio(st, &x))
			fprintf(out, " (ratio %.2f)", x);
		fprintf(out, "  polled %s", num(st, BIOCAP_POLLED, b[2], 32));
		if (bc_polled_share(st, &x))
			fprintf(out, " (%.1f%%)", x * 100.0);
		fprintf(out, "\n");
		fprintf(out, "    other     flushes %s  fua %s  discards %s  write_zeroes %s  errors %s  again %s\n",
			num(st, BIOCAP_FLUSHES, b[0], 32), num(st, BIOCAP_FUA, b[1], 32),
			num(st, BIOCAP_DISCARDS, b[2], 32), num(st, BIOCAP_WRITE_ZEROES, b[3], 32),
			num(st, BIOCAP_ERRORS, b[4], 32), num(st, BIOCAP_AGAIN, b[5], 32));
		if (st->nunknown) {
			fprintf(out, "    more     ");
			for (k = 0; k < st->nunknown; k++) {
				fputc(' ', out);
				bc_text_string(out, st->unknown[k].key);
				if (*st->unknown[k].value)
					fputc('=', out);
				bc_text_string(out, st->unknown[k].value);
			}
			fprintf(out, "\n");
		}
		if (rates)
			print_rates(out, &rates[i]);
		print_hist(out, st);
	}
}

/* ---- escaping ---- */

/* See status.h. */
size_t bc_utf8_len(const unsigned char *p)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n, i;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf)
		n = 2;
	else if (p[0] >= 0xe0 && p[0] <= 0xef)
		n = 3;
	else if (p[0] >= 0xf0 && p[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (p[0] == 0xe0)
		lo = 0xa0;
	else if (p[0] == 0xed)
		hi = 0x9f;
	else if (p[0] == 0xf0)
		lo = 0x90;
	else if (p[0] == 0xf4)
		hi = 0x8f;
	if (p[1] < lo || p[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return n;
}

void bc_text_string(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");

	while (*p) {
		size_t n = bc_utf8_len(p);

		/* C0, DEL and C1 controls and ill-formed bytes, as \xNN */
		if (!n || *p < 0x20 || *p == 0x7f ||
		    (n == 2 && p[0] == 0xc2 && p[1] < 0xa0)) {
			size_t k = n ? n : 1;

			while (k--)
				fprintf(out, "\\x%02x", *p++);
			continue;
		}
		fwrite(p, 1, n, out);
		p += n;
	}
}

/* ---- JSON ---- */

void bc_json_string(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");

	fputc('"', out);
	for (; *p; p++) {
		size_t n = bc_utf8_len(p);

		if (n > 1) {
			/* well-formed UTF-8 passes as it is */
			fwrite(p, 1, n, out);
			p += n - 1;
			continue;
		}
		if (!n) {
			/* an ill-formed byte: the code point of the same value */
			fprintf(out, "\\u%04x", *p);
			continue;
		}
		switch (*p) {
		case '"':
			fputs("\\\"", out);
			break;
		case '\\':
			fputs("\\\\", out);
			break;
		case '\n':
			fputs("\\n", out);
			break;
		case '\t':
			fputs("\\t", out);
			break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				fprintf(out, "\\u%04x", *p);
			else
				fputc(*p, out);
		}
	}
	fputc('"', out);
}

static void json_u64(FILE *out, bool set, uint64_t v)
{
	if (set)
		fprintf(out, "%" PRIu64, v);
	else
		fputs("null", out);
}

static void json_target(FILE *out, const struct bc_target_status *t,
			const struct bc_rates *r, long long dio_bio_kb)
{
	const struct bc_status *st = &t->st;
	const char *state = bc_build_state_name(bc_build_state(t, dio_bio_kb));
	double x;
	size_t k;
	int i;

	fprintf(out, "{\"start\":%" PRIu64 ",\"length\":%" PRIu64 ",\"table\":",
		t->start, t->len);
	if (t->params)
		bc_json_string(out, t->params);
	else
		fputs("null", out);
	fputs(",\"config\":{", out);
	for (i = 0; i < BIOCAP_NR_CONFIG_KEYS; i++) {
		fprintf(out, "%s\"%s\":", i ? "," : "", bc_config_names[i]);
		json_u64(out, st->config_set[i], st->config[i]);
	}
	fputs("},\"build_cap_state\":", out);
	if (state)
		bc_json_string(out, state);
	else
		fputs("null", out);
	fputs(",\"counters\":{", out);
	for (i = 0; i < BIOCAP_NR_COUNTERS; i++) {
		fprintf(out, "%s\"%s\":", i ? "," : "", bc_counter_names[i]);
		json_u64(out, st->counter_set[i], st->counter[i]);
	}
	fprintf(out, "},\"%s\":", BIOCAP_HIST_KEY);
	if (st->hist_set) {
		fputc('{', out);
		for (i = 0; i < BIOCAP_HIST_BUCKETS; i++)
			fprintf(out, "%s\"%s\":%" PRIu64, i ? "," : "",
				bc_hist_labels[i], st->hist[i]);
		fputc('}', out);
	} else {
		fputs("null", out);
	}
	fputs(",\"split_ratio\":", out);
	if (bc_split_ratio(st, &x))
		fprintf(out, "%.4f", x);
	else
		fputs("null", out);
	fputs(",\"polled_share\":", out);
	if (bc_polled_share(st, &x))
		fprintf(out, "%.4f", x);
	else
		fputs("null", out);
	fputs(",\"unknown\":{", out);
	for (k = 0; k < st->nunknown; k++) {
		if (k)
			fputc(',', out);
		bc_json_string(out, st->unknown[k].key);
		fputc(':', out);
		bc_json_string(out, st->unknown[k].value);
	}
	fputc('}', out);
	if (r) {
		bool first = true;

		fputs(",\"rates\":{", out);
		for (i = 0; i < BIOCAP_NR_COUNTERS; i++) {
			if (is_gauge(i))
				continue;
			fprintf(out, "%s\"%s\":", first ? "" : ",", bc_counter_names[i]);
			if (r->valid[i])
				fprintf(out, "%.2f", r->per_sec[i]);
			else
				fputs("null", out);
			first = false;
		}
		fputc('}', out);
	}
	fputc('}', out);
}

void bc_json_begin(FILE *out)
{
	fprintf(out, "{\"version\":\"%d.%d.%d\",\"devices\":[",
		BIOCAP_VERSION_MAJOR, BIOCAP_VERSION_MINOR, BIOCAP_VERSION_PATCH);
}

void bc_json_device(FILE *out, const struct bc_device_status *d,
		    const struct bc_rates *rates, bool first)
{
	uint64_t size = bc_device_sectors(d);
	size_t i;

	if (!first)
		fputc(',', out);
	fputs("{\"name\":", out);
	bc_json_string(out, d->name);
	fputs(",\"uuid\":", out);
	if (d->uuid && *d->uuid)
		bc_json_string(out, d->uuid);
	else
		fputs("null", out);
	fprintf(out, ",\"dev\":\"%u:%u\",\"path\":", d->major, d->minor);
	if (d->path)
		bc_json_string(out, d->path);
	else
		fputs("null", out);
	fprintf(out, ",\"sectors\":%" PRIu64 ",\"max_dio_bio_kb\":", size);
	if (d->dio_bio_kb >= 0 && bc_device_build_cap_on(d))
		fprintf(out, "%lld", d->dio_bio_kb);
	else
		fputs("null", out);
	fputs(",\"targets\":[", out);
	for (i = 0; i < d->ntargets; i++) {
		if (i)
			fputc(',', out);
		json_target(out, &d->t[i], rates ? &rates[i] : NULL, d->dio_bio_kb);
	}
	fputs("]}", out);
}

void bc_json_end(FILE *out)
{
	fputs("]}\n", out);
}
