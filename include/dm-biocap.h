/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * dm-biocap: what the kernel target and the biocapctl tool share.
 *
 * The target prints and the tool parses the same names, taken from the
 * lists below, so the two cannot drift apart.  This header holds macros
 * only: it is included by kernel and by userspace code alike.
 */
#ifndef DM_BIOCAP_H
#define DM_BIOCAP_H

#define BIOCAP_TARGET_NAME	"biocap"
#define BIOCAP_VERSION_MAJOR	1
#define BIOCAP_VERSION_MINOR	0
#define BIOCAP_VERSION_PATCH	0

/* Smallest cap, in 512-byte sectors (one 4 KiB page). */
#define BIOCAP_MIN_CAP		8U
/* Largest cap: a bio's size must fit bi_size (32 bits of bytes). */
#define BIOCAP_MAX_CAP		(0xffffffffU >> 9)
/* A cap of 0 in a table or message means "auto". */
#define BIOCAP_CAP_AUTO		0U

/* Feature arguments of the table line. */
#define BIOCAP_FEATURE_READ_CAP		"read_cap"
#define BIOCAP_FEATURE_WRITE_CAP	"write_cap"
#define BIOCAP_FEATURE_ALIGNED		"aligned"
#define BIOCAP_MAX_FEATURE_ARGS		5

/* Target messages (dmsetup message DEV 0 <msg> [arg]). */
#define BIOCAP_MSG_SET_CAP		"set_cap"
#define BIOCAP_MSG_SET_READ_CAP		"set_read_cap"
#define BIOCAP_MSG_SET_WRITE_CAP	"set_write_cap"
#define BIOCAP_MSG_RESET_STATS		"reset_stats"

/*
 * STATUSTYPE_INFO is one line of key=value tokens, in this order:
 *
 *   configuration keys (BIOCAP_CONFIG_KEYS), then counters
 *   (BIOCAP_COUNTERS), then "hist=" followed by BIOCAP_HIST_BUCKETS
 *   comma-separated counts.
 *
 * Parsers must ignore keys they do not know: later versions may add keys.
 */
#define BIOCAP_CONFIG_KEYS(X)						\
	X(CAP, cap)		/* effective default cap, sectors */	\
	X(READ_CAP, read_cap)	/* effective cap for reads, sectors */	\
	X(WRITE_CAP, write_cap)	/* effective cap for writes, sectors */	\
	X(LIMIT, limit)		/* max_hw_sectors advertised at load */	\
	X(ALIGNED, aligned)	/* 1: split on cap-aligned boundaries */

/*
 * Counters.  Incoming bios are what the target receives; clones are what
 * it sends down (one per piece of a split bio).
 */
#define BIOCAP_COUNTERS(X)						\
	X(READS, reads)		/* incoming read bios */		\
	X(WRITES, writes)	/* incoming write bios (with data) */	\
	X(READ_BYTES, read_bytes)					\
	X(WRITE_BYTES, write_bytes)					\
	X(SPLIT, split)		/* incoming bios split by the cap */	\
	X(CLONES, clones)	/* read/write clones sent down */	\
	X(POLLED, polled)	/* clones sent down with REQ_POLLED */	\
	X(FLUSHES, flushes)	/* empty flush bios */			\
	X(FUA, fua)		/* writes with REQ_FUA */		\
	X(DISCARDS, discards)	/* discard and secure erase bios */	\
	X(WRITE_ZEROES, write_zeroes)					\
	X(ERRORS, errors)	/* clones completed with an error */	\
	X(MAX_BIO, max_bio)	/* largest incoming bio, bytes */

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
