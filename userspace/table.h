/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Building biocap tables from DEV[:OFFSET[:LEN]] arguments. */
#ifndef BC_TABLE_H
#define BC_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* What the tool needs to know about a lower device. */
struct bc_devinfo {
	uint64_t size;			/* bytes */
	unsigned int lbs;		/* logical block size, bytes */
	unsigned int max_sectors_kb;	/* queue/max_sectors_kb, 0 if unknown */
};

/*
 * Device probing, behind an interface so tests can use fake devices.
 * probe() returns 0 or a negative errno and fills err on failure; -ENOENT
 * means "no such path" and -ENAMETOOLONG "too long for a path" (the
 * argument parser then tries other ways of splitting DEV:OFFSET:LEN at
 * colons).  A prober must not open anything but a block device.
 */
struct bc_prober {
	int (*probe)(void *ctx, const char *path, struct bc_devinfo *info,
		     char *err, size_t errlen);
	void *ctx;
};

/* The real prober: open(2), BLKGETSIZE64, BLKSSZGET, sysfs queue limits. */
extern const struct bc_prober bc_bdev_prober;

struct bc_table_opts {
	uint64_t cap;			/* sectors, 0 = auto */
	uint64_t read_cap;
	uint64_t write_cap;
	bool has_read_cap;
	bool has_write_cap;
	bool aligned;
	bool no_build_cap;		/* feature no_build_cap */
	/* Leave cap and alignment checks to the kernel (to test the target). */
	bool no_check;
	/* Called with advice that does not stop the table (may be NULL). */
	void (*warn)(const char *msg);
};

struct bc_target {
	uint64_t start;			/* sectors, in the new device */
	uint64_t len;			/* sectors */
	char *path;			/* lower device, as given */
	uint64_t offset;		/* sectors, in the lower device */
};

struct bc_table {
	size_t n;
	struct bc_target *t;
	uint64_t size;			/* sectors, sum of lengths */
};

/*
 * Build a table from device arguments.  Returns 0 (BC_EXIT_OK) or an
 * exit code (BC_EXIT_USAGE for syntax, BC_EXIT_INVALID for a refused
 * device, offset, length or cap, BC_EXIT_FAIL for other failures) with a
 * message in err.
 */
int bc_table_build(const struct bc_table_opts *opts, char *const *args,
		   size_t nargs, const struct bc_prober *prober,
		   struct bc_table *out, char *err, size_t errlen);

void bc_table_free(struct bc_table *tab);

/* The target parameters of one line: "<dev> <offset> <cap> [features]". */
int bc_target_params(const struct bc_table_opts *opts,
		     const struct bc_target *t, char *buf, size_t len);

/* One biocap line's caps as its table gives them (sectors, 0 for auto). */
struct bc_line_caps {
	uint64_t start;			/* the line's first sector */
	uint64_t cap;
	uint64_t read_cap;		/* read_set ? its own : cap */
	uint64_t write_cap;
	bool read_set;			/* a read_cap of its own */
	bool write_set;
};

/*
 * The caps of the parameters of a biocap line as dmsetup table prints
 * them (start is left as it is): 0 or -EINVAL.
 */
int bc_params_caps(const char *params, struct bc_line_caps *c);

/* The whole table as dmsetup reads it, one line per target. */
int bc_table_print(const struct bc_table_opts *opts,
		   const struct bc_table *tab, FILE *out);

#endif /* BC_TABLE_H */
