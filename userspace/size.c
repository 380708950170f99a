// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Parsing and printing of sizes. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "dm-biocap.h"
#include "size.h"

struct suffix {
	const char *name;
	unsigned int shift;	/* log2 of the unit in bytes */
	int sectors;		/* unit is a 512-byte sector */
};

static const struct suffix suffixes[] = {
	{ "",    0,  0 },
	{ "s",   9,  1 },
	{ "k",   10, 0 }, { "kib", 10, 0 },
	{ "m",   20, 0 }, { "mib", 20, 0 },
	{ "g",   30, 0 }, { "gib", 30, 0 },
	{ "t",   40, 0 }, { "tib", 40, 0 },
};

int size_parse(const char *s, uint64_t *sectors)
{
	uint64_t n = 0;
	const char *p = s;
	size_t i;

	if (!s || !*s)
		return SIZE_EMPTY;
	if (*p == '-')
		return (p[1] >= '0' && p[1] <= '9') ? SIZE_NEGATIVE : SIZE_INVALID;
	if (*p < '0' || *p > '9')
		return SIZE_INVALID;
	for (; *p >= '0' && *p <= '9'; p++) {
		unsigned int d = (unsigned int)(*p - '0');

		if (n > (UINT64_MAX - d) / 10)
			return SIZE_RANGE;
		n = n * 10 + d;
	}
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		const struct suffix *sf = &suffixes[i];

		if (strcasecmp(p, sf->name))
			continue;
		if (sf->sectors) {
			if (n > SIZE_MAX_SECTORS)
				return SIZE_RANGE;
			*sectors = n;
			return SIZE_OK;
		}
		/* bytes = n << shift; sectors = bytes >> 9 */
		if (sf->shift && n > (UINT64_MAX >> sf->shift))
			return SIZE_RANGE;
		n <<= sf->shift;
		if (n & 511)
			return SIZE_UNALIGNED;
		*sectors = n >> 9;
		return SIZE_OK;
	}
	return SIZE_INVALID;
}

int cap_parse(const char *s, uint64_t *sectors)
{
	uint64_t n;
	int r;

	if (s && !strcasecmp(s, "auto")) {
		*sectors = BIOCAP_CAP_AUTO;
		return SIZE_OK;
	}
	r = size_parse(s, &n);
	/* a well-formed number too large for 64 bits is a cap too large */
	if (r == SIZE_RANGE)
		return SIZE_CAP_LARGE;
	if (r)
		return r;
	if (n == BIOCAP_CAP_AUTO) {
		*sectors = n;
		return SIZE_OK;
	}
	if (n < BIOCAP_MIN_CAP)
		return SIZE_CAP_SMALL;
	if (n > BIOCAP_MAX_CAP)
		return SIZE_CAP_LARGE;
	*sectors = n;
	return SIZE_OK;
}

const char *size_strerror(int err)
{
	switch (err) {
	case SIZE_OK:
		return "no error";
	case SIZE_EMPTY:
		return "empty size";
	case SIZE_INVALID:
		return "expected a number with an optional suffix s, k, m, g or t (e.g. 512, 4k, 1M, 2048s)";
	case SIZE_NEGATIVE:
		return "sizes cannot be negative";
	case SIZE_RANGE:
		return "too large";
	case SIZE_UNALIGNED:
		return "not a multiple of 512 bytes (use the 's' suffix to count sectors)";
	case SIZE_CAP_SMALL:
		return "a cap must be at least 4 KiB (8 sectors), or auto";
	case SIZE_CAP_LARGE:
		return "a cap must be below 4 GiB (at most 8388607 sectors)";
	}
	return "unknown error";
}

char *size_format(uint64_t sectors, char *buf, size_t len)
{
	static const char units[] = "kMGT";
	uint64_t bytes;
	int u = -1;

	if (sectors == 0) {
		snprintf(buf, len, "auto");
		return buf;
	}
	if (sectors > SIZE_MAX_SECTORS) {
		snprintf(buf, len, "%llus", (unsigned long long)sectors);
		return buf;
	}
	bytes = sectors << 9;
	while (u < 3 && !(bytes & 1023)) {
		bytes >>= 10;
		u++;
	}
	if (u < 0)
		snprintf(buf, len, "%llu", (unsigned long long)bytes);
	else
		snprintf(buf, len, "%llu%c", (unsigned long long)bytes, units[u]);
	return buf;
}

char *bytes_human(uint64_t bytes, char *buf, size_t len)
{
	static const char *const units[] = { "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
	double v = (double)bytes;
	int u = -1;

	if (bytes < 1024) {
		snprintf(buf, len, "%llu B", (unsigned long long)bytes);
		return buf;
	}
	while (v >= 1024.0 && u < 5) {
		v /= 1024.0;
		u++;
	}
	snprintf(buf, len, "%.1f %s", v, units[u]);
	return buf;
}
