/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* biocapctl check: can polled I/O reach the device through a stack? */
#ifndef BC_CHECK_H
#define BC_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit codes of check (documented in biocapctl.8). */
#define BC_CHECK_POLLED		0	/* polled I/O reaches every device */
#define BC_CHECK_NOT_POLLED	1	/* it does not: reasons printed */
#define BC_CHECK_NOT_FOUND	3	/* no such device */

/* What device-mapper says of one dm device's table. */
struct bc_check_table {
	char types[128];	/* its target types, space-separated, each once */
	const char *build;	/* biocap: bc_build_state_name of its first line */
	uint64_t build_cap;	/* biocap: build_cap, sectors */
	uint64_t cap;		/* biocap: larger of read_cap and write_cap */
	uint64_t read_cap;	/* biocap: the caps, sectors */
	uint64_t write_cap;
};

/*
 * Where check reads: root is prepended to /sys and /proc paths ("" for the
 * real ones; tests give a fake tree), table() reads the table of a dm
 * device by name (0, or -1 if it cannot: types stay unknown).
 */
struct bc_check_env {
	const char *root;
	int (*table)(void *ctx, const char *dm_name, struct bc_check_table *t);
	void *ctx;
};

/*
 * Check dev (a path, a dm name, or a kernel name such as nvme0n1), or
 * every biocap device when dev is NULL; print a report on out (text or
 * JSON).  Returns a BC_CHECK_* code.
 */
int bc_check(const struct bc_check_env *env, const char *dev, bool json,
	     FILE *out);

/*
 * The cap biocap's auto resolves to over a device with these limits (the
 * module's biocap_auto_cap()), in sectors.
 */
uint64_t bc_auto_cap(uint64_t max_sectors, uint64_t max_segments,
		     uint64_t max_segment_size, unsigned int lbs,
		     unsigned int page_size);

#endif /* BC_CHECK_H */
