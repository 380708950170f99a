/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Parsing and printing of sizes: 512, 4k, 1M, 2048s, auto. */
#ifndef BC_SIZE_H
#define BC_SIZE_H

#include <stddef.h>
#include <stdint.h>

enum size_error {
	SIZE_OK = 0,
	SIZE_EMPTY,		/* "" */
	SIZE_INVALID,		/* not a number with a known suffix */
	SIZE_NEGATIVE,		/* "-4k" */
	SIZE_RANGE,		/* does not fit */
	SIZE_UNALIGNED,		/* bytes not a multiple of 512 */
	SIZE_CAP_SMALL,		/* cap below BIOCAP_MIN_CAP */
	SIZE_CAP_LARGE,		/* cap above BIOCAP_MAX_CAP */
};

/* Largest size accepted, in sectors: its byte count still fits 64 bits. */
#define SIZE_MAX_SECTORS	(UINT64_MAX >> 9)

/*
 * Parse a size into 512-byte sectors.  A plain number counts bytes and
 * must be a multiple of 512; suffixes: s (sectors), k, m, g, t (binary
 * units, any case, optionally followed by "iB").
 */
int size_parse(const char *s, uint64_t *sectors);

/*
 * Parse a cap: a size as above, or "auto" (or 0) for BIOCAP_CAP_AUTO.
 * Also checks BIOCAP_MIN_CAP..BIOCAP_MAX_CAP; any number above the
 * maximum, even one too large for 64 bits, is SIZE_CAP_LARGE.
 */
int cap_parse(const char *s, uint64_t *sectors);

/* A sentence describing a size_error, for "invalid cap '12': ..." */
const char *size_strerror(int err);

/* Shortest exact form of a sector count: "128k", "1M", "1536", "auto" (0). */
char *size_format(uint64_t sectors, char *buf, size_t len);

/* Rounded human form of a byte count: "10.0 MiB", "512 B". */
char *bytes_human(uint64_t bytes, char *buf, size_t len);

#endif /* BC_SIZE_H */
