// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Unit tests: /dev/kmsg record parsing. */
#include "kmsg.h"
#include "unit.h"

static void test_record(void)
{
	static const char rec[] =
		"3,1234,5678901,-;device-mapper: table: 253:0: biocap: Cap must be a multiple of the logical block size (-EINVAL)\n"
		" SUBSYSTEM=block\n DEVICE=b253:0\n";
	char buf[256];
	int n;

	n = bc_kmsg_text(rec, sizeof(rec) - 1, buf, sizeof(buf));
	CHECK(n > 0 && !strcmp(buf, "device-mapper: table: 253:0: biocap: Cap must be a multiple of the logical block size (-EINVAL)"),
	      "text '%s'", buf);
	n = bc_kmsg_text("6,1,2,-;no newline", 18, buf, sizeof(buf));
	CHECK(n == 10 && !strcmp(buf, "no newline"), "no newline: '%s'", buf);
	n = bc_kmsg_text("6,1,2,-;truncate me\n", 20, buf, 6);
	CHECK(n == 5 && !strcmp(buf, "trunc"), "truncated: '%s'", buf);
	CHECK(bc_kmsg_text("garbage\n", 8, buf, sizeof(buf)) < 0, "no ';'");
	n = bc_kmsg_text("4,2,3,c;a;b\n", 12, buf, sizeof(buf));
	CHECK(n == 3 && !strcmp(buf, "a;b"), "';' in text: '%s'", buf);
}

int main(void)
{
	RUN("kmsg-record", test_record);
	UNIT_EXIT();
}
