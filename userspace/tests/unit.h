/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * A tiny unit test harness: each TEST prints "PASS unit/<name>" or
 * "FAIL unit/<name>: <first failed check>".
 */
#ifndef BC_UNIT_H
#define BC_UNIT_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int unit_failed, unit_failures;
static char unit_why[1024];

static void unit_fail(int line, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void unit_fail(int line, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (unit_failed)
		return;		/* report the first failed check */
	unit_failed = 1;
	n = snprintf(unit_why, sizeof(unit_why), "line %d: ", line);
	va_start(ap, fmt);
	vsnprintf(unit_why + n, sizeof(unit_why) - (size_t)n, fmt, ap);
	va_end(ap);
	/* one result line: fold newlines */
	for (n = 0; unit_why[n]; n++)
		if (unit_why[n] == '\n')
			unit_why[n] = '|';
}

#define CHECK(cond, ...)						\
	do {								\
		if (!(cond))						\
			unit_fail(__LINE__, __VA_ARGS__);		\
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
