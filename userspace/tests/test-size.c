// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Unit tests: size and cap parsing and formatting. */
#include <stdint.h>

#include "dm-biocap.h"
#include "size.h"
#include "unit.h"

static void expect(const char *s, int err, uint64_t sectors, int line)
{
	uint64_t v = 12345;
	int r = size_parse(s, &v);

	CHECK(r == err, "(from line %d) size_parse('%s') returned %d, expected %d",
	      line, s ? s : "(null)", r, err);
	if (!err)
		CHECK(v == sectors, "(from line %d) size_parse('%s') = %llu sectors, expected %llu",
		      line, s, (unsigned long long)v, (unsigned long long)sectors);
}
#define EXPECT(s, err, sec) expect(s, err, sec, __LINE__)

static void test_plain(void)
{
	EXPECT("512", SIZE_OK, 1);
	EXPECT("0", SIZE_OK, 0);
	EXPECT("4096", SIZE_OK, 8);
	EXPECT("1048576", SIZE_OK, 2048);
	EXPECT("1000", SIZE_UNALIGNED, 0);
	EXPECT("12", SIZE_UNALIGNED, 0);
	EXPECT("007168", SIZE_OK, 14);
}

static void test_suffixes(void)
{
	EXPECT("2048s", SIZE_OK, 2048);
	EXPECT("1S", SIZE_OK, 1);
	EXPECT("0s", SIZE_OK, 0);
	EXPECT("4k", SIZE_OK, 8);
	EXPECT("4K", SIZE_OK, 8);
	EXPECT("4KiB", SIZE_OK, 8);
	EXPECT("4kib", SIZE_OK, 8);
	EXPECT("1k", SIZE_OK, 2);
	EXPECT("3k", SIZE_OK, 6);
	EXPECT("100", SIZE_UNALIGNED, 0);
	EXPECT("1m", SIZE_OK, 2048);
	EXPECT("1M", SIZE_OK, 2048);
	EXPECT("1MiB", SIZE_OK, 2048);
	EXPECT("2g", SIZE_OK, 4194304);
	EXPECT("2G", SIZE_OK, 4194304);
	EXPECT("1GiB", SIZE_OK, 2097152);
	EXPECT("1t", SIZE_OK, 2147483648ULL);
	EXPECT("1TiB", SIZE_OK, 2147483648ULL);
}

static void test_garbage(void)
{
	EXPECT("", SIZE_EMPTY, 0);
	EXPECT(NULL, SIZE_EMPTY, 0);
	EXPECT("-4k", SIZE_NEGATIVE, 0);
	EXPECT("-1", SIZE_NEGATIVE, 0);
	EXPECT("-", SIZE_INVALID, 0);
	EXPECT("k", SIZE_INVALID, 0);
	EXPECT("4x", SIZE_INVALID, 0);
	EXPECT("4kb", SIZE_INVALID, 0);
	EXPECT("4 k", SIZE_INVALID, 0);
	EXPECT(" 4k", SIZE_INVALID, 0);
	EXPECT("4k ", SIZE_INVALID, 0);
	EXPECT("+4k", SIZE_INVALID, 0);
	EXPECT("1.5M", SIZE_INVALID, 0);
	EXPECT("0x100", SIZE_INVALID, 0);
	EXPECT("4ss", SIZE_INVALID, 0);
	EXPECT("auto", SIZE_INVALID, 0);
}

static void test_overflow(void)
{
	EXPECT("18446744073709551615", SIZE_UNALIGNED, 0);	/* fits, odd */
	EXPECT("18446744073709551616", SIZE_RANGE, 0);		/* 2^64 */
	EXPECT("99999999999999999999999", SIZE_RANGE, 0);
	EXPECT("36028797018963967s", SIZE_OK, 36028797018963967ULL); /* 2^55-1 */
	EXPECT("36028797018963968s", SIZE_RANGE, 0);		/* 2^55 */
	EXPECT("16777215t", SIZE_OK, 36028797018963968ULL - 2147483648ULL);
	EXPECT("16777216t", SIZE_RANGE, 0);			/* 2^64 bytes */
	EXPECT("17179869184g", SIZE_RANGE, 0);
	EXPECT("18014398509481984k", SIZE_RANGE, 0);
}

static void test_cap(void)
{
	uint64_t v;

	CHECK(cap_parse("auto", &v) == SIZE_OK && v == BIOCAP_CAP_AUTO, "auto");
	CHECK(cap_parse("AUTO", &v) == SIZE_OK && v == BIOCAP_CAP_AUTO, "AUTO");
	CHECK(cap_parse("0", &v) == SIZE_OK && v == BIOCAP_CAP_AUTO, "0");
	CHECK(cap_parse("4k", &v) == SIZE_OK && v == 8, "4k");
	CHECK(cap_parse("8s", &v) == SIZE_OK && v == 8, "8s");
	CHECK(cap_parse("7s", &v) == SIZE_CAP_SMALL, "7s below 4 KiB");
	CHECK(cap_parse("2k", &v) == SIZE_CAP_SMALL, "2k below 4 KiB");
	CHECK(cap_parse("512", &v) == SIZE_CAP_SMALL, "512 below 4 KiB");
	CHECK(cap_parse("8388607s", &v) == SIZE_OK && v == BIOCAP_MAX_CAP, "max");
	CHECK(cap_parse("8388608s", &v) == SIZE_CAP_LARGE, "max+1");
	CHECK(cap_parse("4G", &v) == SIZE_CAP_LARGE, "4G");
	CHECK(cap_parse("", &v) == SIZE_EMPTY, "empty");
	CHECK(cap_parse("autox", &v) == SIZE_INVALID, "autox");
	CHECK(cap_parse("-8s", &v) == SIZE_NEGATIVE, "-8s");
	/* too large is too large, however many digits (item 12) */
	CHECK(cap_parse("18446744073709551616", &v) == SIZE_CAP_LARGE, "2^64");
	CHECK(cap_parse("99999999999999999999999G", &v) == SIZE_CAP_LARGE, "huge G");
	CHECK(cap_parse("16777216t", &v) == SIZE_CAP_LARGE, "2^64 bytes");
}

static void test_format(void)
{
	char b[32];

	CHECK(!strcmp(size_format(0, b, sizeof(b)), "auto"), "0 -> %s", b);
	CHECK(!strcmp(size_format(1, b, sizeof(b)), "512"), "1 -> %s", b);
	CHECK(!strcmp(size_format(3, b, sizeof(b)), "1536"), "3 -> %s", b);
	CHECK(!strcmp(size_format(8, b, sizeof(b)), "4k"), "8 -> %s", b);
	CHECK(!strcmp(size_format(256, b, sizeof(b)), "128k"), "256 -> %s", b);
	CHECK(!strcmp(size_format(2048, b, sizeof(b)), "1M"), "2048 -> %s", b);
	CHECK(!strcmp(size_format(2050, b, sizeof(b)), "1025k"), "2050 -> %s", b);
	CHECK(!strcmp(size_format(2097152, b, sizeof(b)), "1G"), "1G -> %s", b);
	CHECK(!strcmp(size_format(2147483648ULL, b, sizeof(b)), "1T"), "1T -> %s", b);
	CHECK(!strcmp(size_format(2199023255552ULL, b, sizeof(b)), "1024T"), "1P -> %s", b);
	CHECK(!strcmp(bytes_human(0, b, sizeof(b)), "0 B"), "0 B -> %s", b);
	CHECK(!strcmp(bytes_human(1023, b, sizeof(b)), "1023 B"), "1023 -> %s", b);
	CHECK(!strcmp(bytes_human(1024, b, sizeof(b)), "1.0 KiB"), "1024 -> %s", b);
	CHECK(!strcmp(bytes_human(10485760, b, sizeof(b)), "10.0 MiB"), "10M -> %s", b);
	CHECK(!strcmp(bytes_human(UINT64_MAX, b, sizeof(b)), "16.0 EiB"), "max -> %s", b);
	/* what size_format prints, size_parse reads back */
	for (uint64_t s = 1; s < 100000; s = s * 3 + 1) {
		uint64_t v;

		size_format(s, b, sizeof(b));
		CHECK(size_parse(b, &v) == 0 && v == s, "round trip %llu via %s",
		      (unsigned long long)s, b);
	}
}

int main(void)
{
	RUN("size-plain", test_plain);
	RUN("size-suffixes", test_suffixes);
	RUN("size-garbage", test_garbage);
	RUN("size-overflow", test_overflow);
	RUN("size-cap", test_cap);
	RUN("size-format", test_format);
	UNIT_EXIT();
}
