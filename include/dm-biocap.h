/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * dm-biocap: what the kernel target and the biocapctl tool share.
 *
 * The target prints and the tool parses the same names, taken from the
 * lists below, so the two cannot drift apart.  This header holds macros
 * only: it is included by kernel and by userspace code alike.  What the
 * table, the messages and each status key mean: docs/dm-biocap.rst.
 */
#ifndef DM_BIOCAP_H
#define DM_BIOCAP_H

#define BIOCAP_TARGET_NAME	"biocap"
#define BIOCAP_VERSION_MAJOR	1
#define BIOCAP_VERSION_MINOR	0
#define BIOCAP_VERSION_PATCH	0

/* Smallest cap, in 512-byte sectors; the kernel also wants at least a page. */
#define BIOCAP_MIN_CAP		8U
/* Largest cap: a bio's size must fit bi_size (32 bits of bytes). */
#define BIOCAP_MAX_CAP		(0xffffffffU >> 9)
/* A cap of 0 in a table or message means "auto". */
#define BIOCAP_CAP_AUTO		0U

/* Feature arguments of the table line. */
#define BIOCAP_FEATURE_READ_CAP		"read_cap"
#define BIOCAP_FEATURE_WRITE_CAP	"write_cap"
#define BIOCAP_FEATURE_ALIGNED		"aligned"
#define BIOCAP_FEATURE_NO_BUILD_CAP	"no_build_cap"
#define BIOCAP_MAX_FEATURE_ARGS		6

/* Target messages (dmsetup message DEV 0 <msg> [arg]). */
#define BIOCAP_MSG_SET_CAP		"set_cap"
#define BIOCAP_MSG_SET_READ_CAP		"set_read_cap"
#define BIOCAP_MSG_SET_WRITE_CAP	"set_write_cap"
#define BIOCAP_MSG_RESET_STATS		"reset_stats"

/*
 * STATUSTYPE_INFO is one line of key=value tokens, in this order:
 *
 *   the configuration keys of BIOCAP_CONFIG_NAMES, then the counters of
 *   BIOCAP_COUNTER_NAMES, then "hist=" followed by BIOCAP_HIST_BUCKETS
 *   comma-separated counts.
 *
 * Parsers must ignore keys they do not know: later versions may add keys.
 */
enum biocap_config_key {
	BIOCAP_CFG_CAP,		/* effective default cap, sectors */
	BIOCAP_CFG_READ_CAP,	/* effective cap for reads, sectors */
	BIOCAP_CFG_WRITE_CAP,	/* effective cap for writes, sectors */
	BIOCAP_CFG_LIMIT,	/* largest cap messages may set, fixed at load */
	BIOCAP_CFG_ALIGNED,	/* 1: split on cap-aligned boundaries */
	BIOCAP_CFG_BUILD_CAP,	/* bio size direct I/O builds to, set at load; 0 = none */
	BIOCAP_CFG_CHUNK,	/* chunk of the device below cuts stop at, 0 = none */
	BIOCAP_NR_CONFIG_KEYS
};

/* Names of enum biocap_config_key, in its order. */
#define BIOCAP_CONFIG_NAMES \
	"cap", "read_cap", "write_cap", "limit", "aligned", "build_cap", \
	"chunk"

/*
 * Counters.  Incoming bios are what the target receives; clones are what
 * it sends down (one per piece of a split bio).
 */
enum biocap_counter {
	BIOCAP_READS,		/* incoming read bios */
	BIOCAP_WRITES,		/* incoming write bios with data */
	BIOCAP_READ_BYTES,	/* bytes of incoming reads */
	BIOCAP_WRITE_BYTES,	/* bytes of incoming writes */
	BIOCAP_SPLIT,		/* incoming bios split by the cap */
	BIOCAP_CLONES,		/* read/write clones sent down (incl. sent again) */
	BIOCAP_POLLED,		/* clones sent down with REQ_POLLED */
	BIOCAP_FLUSHES,		/* empty flush bios */
	BIOCAP_FUA,		/* incoming writes with REQ_FUA */
	BIOCAP_DISCARDS,	/* discard and secure erase bios */
	BIOCAP_WRITE_ZEROES,	/* write-zeroes bios */
	BIOCAP_ERRORS,		/* clones completed with an error */
	BIOCAP_AGAIN,		/* clones ended with EAGAIN (REQ_NOWAIT; not I/O errors) */
	BIOCAP_MAX_BIO,		/* largest incoming read/write bio, bytes */
	BIOCAP_NR_COUNTERS
};

/* Names of enum biocap_counter, in its order. */
#define BIOCAP_COUNTER_NAMES						\
	"reads", "writes", "read_bytes", "write_bytes", "split",	\
	"clones", "polled", "flushes", "fua", "discards",		\
	"write_zeroes", "errors", "again", "max_bio"

#define BIOCAP_HIST_KEY		"hist"
/*
 * Log2 histogram of incoming read/write bio sizes, labelled by the lower
 * bound of each bucket: bucket i counts bios of at least 4 KiB << i bytes
 * and less than twice that; bucket 0 also counts bios below 4 KiB and the
 * last bucket every bio of 64 MiB and more.
 */
#define BIOCAP_HIST_BUCKETS	15
#define BIOCAP_HIST_MIN_SHIFT	12	/* 4 KiB */
#define BIOCAP_HIST_LABELS						\
	"4k", "8k", "16k", "32k", "64k", "128k", "256k", "512k",	\
	"1m", "2m", "4m", "8m", "16m", "32m", "64m"

#endif /* DM_BIOCAP_H */
