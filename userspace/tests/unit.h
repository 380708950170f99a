/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * A tiny unit test harness: each TEST prints "PASS unit/<name>" or
 * "FAIL unit/<name>: <first failed check>".
 */
#ifndef BC_UNIT_H
#define BC_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_failed, unit_failures;
static char unit_why[1024];

#define CHECK(cond, ...)						\
	do {								\
		if (!(cond) && !unit_failed) {				\
			int _n = snprintf(unit_why, sizeof(unit_why),	\
					  "line %d: ", __LINE__);	\
			snprintf(unit_why + _n, sizeof(unit_why) - (size_t)_n, \
				 __VA_ARGS__);				\
			unit_failed = 1;				\
		}							\
	} while (0)

#define RUN(name, fn)							\
	do {								\
		unit_failed = 0;					\
		fn();							\
		if (unit_failed) {					\
			printf("FAIL unit/%s: %s\n", name, unit_why);	\
			unit_failures++;				\
		} else {						\
			printf("PASS unit/%s\n", name);			\
		}							\
		fflush(stdout);						\
	} while (0)

#define UNIT_EXIT() return unit_failures ? 1 : 0

#endif /* BC_UNIT_H */
