/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* The biocap status line: parsing, text and JSON output. */
#ifndef BC_STATUS_H
#define BC_STATUS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "dm-biocap.h"

extern const char *const bc_config_names[BIOCAP_NR_CONFIG_KEYS];
extern const char *const bc_counter_names[BIOCAP_NR_COUNTERS];
extern const char *const bc_hist_labels[BIOCAP_HIST_BUCKETS];

struct bc_kv {
	char *key;
	char *value;
};

/* One parsed status line; a key the line lacked has its _set flag false. */
struct bc_status {
	uint64_t config[BIOCAP_NR_CONFIG_KEYS];
	bool config_set[BIOCAP_NR_CONFIG_KEYS];
	uint64_t counter[BIOCAP_NR_COUNTERS];
	bool counter_set[BIOCAP_NR_COUNTERS];
	uint64_t hist[BIOCAP_HIST_BUCKETS];
	bool hist_set;
	struct bc_kv *unknown;		/* keys this version does not know */
	size_t nunknown;
};

/* One target of a device (a line of its table). */
struct bc_target_status {
	uint64_t start;
	uint64_t len;
	size_t line;			/* its line of the table, from 0 */
	char *params;			/* table parameters, NULL if unknown */
	struct bc_status st;
};

struct bc_device_status {
	/*
	 * The dm device's queue/max_sectors_kb: the largest bio direct I/O
	 * builds for it where the kernel has the build cap,
	 * BC_DIO_LIMIT_UNKNOWN when sysfs could not be read (BC_NO_DIO_LIMIT:
	 * not read).
	 */
	long long dio_bio_kb;
	char *name;
	char *uuid;
	char *path;			/* /dev/mapper/NAME */
	unsigned int major, minor;
	/* the device's size: every line of its table (0: only the biocap lines are known) */
	uint64_t sectors;
	size_t ntargets;
	struct bc_target_status *t;
};

/* The device's size in sectors: its table's, else the sum of its biocap lines. */
uint64_t bc_device_sectors(const struct bc_device_status *d);

#define BC_NO_DIO_LIMIT		(-1LL)
#define BC_DIO_LIMIT_UNKNOWN	(-2LL)

/* What a target's build cap (the direct I/O bio limit it set) is. */
enum bc_build_state {
	BC_BUILD_UNREPORTED,	/* status has no build_cap (older module) */
	BC_BUILD_ON,		/* in force: build_cap sectors */
	BC_BUILD_UNSUPPORTED,	/* the kernel has no direct I/O bio limit */
	BC_BUILD_NO_BUILD_CAP,	/* turned off by the feature no_build_cap */
	BC_BUILD_ALIGNED,	/* not set in aligned mode */
	BC_BUILD_OFF,		/* 0 for another reason */
};

/* The state of target t of a device whose dio_bio_kb is given. */
enum bc_build_state bc_build_state(const struct bc_target_status *t,
				   long long dio_bio_kb);
/* Its JSON name ("on", "unsupported", ...). */
const char *bc_build_state_name(enum bc_build_state s);

/* Rates per second between two samples of the same target. */
struct bc_rates {
	double per_sec[BIOCAP_NR_COUNTERS];
	bool valid[BIOCAP_NR_COUNTERS];	/* false: counter missing or went down */
};

/* Parse a status line.  Returns 0, or -1 with a message in err. */
int bc_status_parse(const char *line, struct bc_status *st, char *err,
		    size_t errlen);
void bc_status_free(struct bc_status *st);
void bc_device_status_free(struct bc_device_status *d);

/* Ratios; false when the denominator is zero or a key is missing. */
bool bc_split_ratio(const struct bc_status *st, double *ratio);
bool bc_polled_share(const struct bc_status *st, double *share);

void bc_rates_compute(const struct bc_status *prev, const struct bc_status *cur,
		      double seconds, struct bc_rates *r);

/* rates may be NULL (one per target, in target order). */
void bc_status_print_text(FILE *out, const struct bc_device_status *d,
			  const struct bc_rates *rates);

/* JSON: bc_json_begin, one bc_json_device per device, bc_json_end. */
void bc_json_begin(FILE *out);
void bc_json_device(FILE *out, const struct bc_device_status *d,
		    const struct bc_rates *rates, bool first);
void bc_json_end(FILE *out);

/*
 * Length of the well-formed UTF-8 sequence at p (1 to 4, ASCII included),
 * or 0 if p starts an ill-formed one (RFC 3629: no overlong forms, no
 * surrogates, nothing above U+10FFFF).
 */
size_t bc_utf8_len(const unsigned char *p);

/*
 * A JSON string literal, with quotes: well-formed UTF-8 as it is, control
 * characters as \n, \t or \u00XX, each byte of ill-formed UTF-8 as
 * \u00XX (the code point of the byte's value).
 */
void bc_json_string(FILE *out, const char *s);

/*
 * A string for a terminal: well-formed UTF-8 as it is, control characters
 * (C0, DEL, C1) and each byte of ill-formed UTF-8 as \xNN.  NULL prints "".
 */
void bc_text_string(FILE *out, const char *s);

#endif /* BC_STATUS_H */
