// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Building biocap tables from DEV[:OFFSET[:LEN]] arguments. */
#define _GNU_SOURCE	/* memrchr, asprintf */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dm-biocap.h"
#include "bc.h"
#include "size.h"
#include "table.h"

static int fail(char *err, size_t errlen, int code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(char *err, size_t errlen, int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return code;
}

/*
 * Whether a device path can go into a table line as it is: the kernel
 * splits the line at white space (isspace: space, \t, \n, \v, \f, \r) and
 * removes backslashes.  Returns the first such character of path[0..len),
 * or 0.
 */
static int bc_path_check(const char *path, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (strchr(" \t\n\v\f\r\\", path[i]))
			return (unsigned char)path[i];
	return 0;
}

struct devspec {
	char *path;
	uint64_t offset;
	uint64_t len;
	bool has_len;
	struct bc_devinfo info;
};

/*
 * Try one reading of DEV[:OFFSET[:LEN]]: the last nfields colon-separated
 * fields are OFFSET and LEN, the rest is the path.  Returns 0 on success,
 * -ENOENT if this reading names no device, 1 on any other error (in err).
 */
static int try_split(const char *arg, int nfields,
		     const struct bc_prober *prober, struct devspec *ds,
		     int *code, char *err, size_t errlen)
{
	const char *field[2] = { NULL, NULL };
	size_t plen = strlen(arg);
	char *path;
	int i, r;

	for (i = nfields - 1; i >= 0; i--) {
		const char *c = memrchr(arg, ':', plen);

		if (!c)
			return -ENOENT;
		field[i] = c + 1;
		plen = (size_t)(c - arg);
	}
	if (plen == 0)
		return -ENOENT;
	if (arg[0] != '/') {
		*code = fail(err, errlen, BC_EXIT_USAGE,
			     "%s: give an absolute device path (e.g. /dev/sdb)", arg);
		return 1;
	}
	path = strndup(arg, plen);
	if (!path) {
		*code = fail(err, errlen, BC_EXIT_FAIL, "out of memory");
		return 1;
	}
	r = bc_path_check(arg, plen);
	if (r) {
		/*
		 * udev's links escape white space as \x20 (by-label, by-partlabel):
		 * the device they point to has a name the table can hold.
		 */
		char *real = realpath(path, NULL);

		free(path);
		path = real;
		/* no such path, but a shorter reading at a colon may name one */
		if (!real && (errno == ENOENT || errno == ENOTDIR) && nfields < 2 &&
		    memchr(arg, ':', plen))
			return -ENOENT;
		if (!real || bc_path_check(real, strlen(real))) {
			free(real);
			*code = fail(err, errlen, BC_EXIT_INVALID,
				     "%.*s: device paths with %s cannot go into a table (the kernel splits table lines at white space and removes backslashes)",
				     (int)plen, arg, r == '\\' ? "a backslash" : "white space");
			return 1;
		}
	}
	r = prober->probe(prober->ctx, path, &ds->info, err, errlen);
	if (r == -ENOENT || r == -ENAMETOOLONG) {
		free(path);
		return r;
	}
	if (r < 0) {
		free(path);
		*code = BC_EXIT_INVALID;
		return 1;
	}
	ds->path = path;
	ds->offset = 0;
	ds->has_len = false;
	for (i = 0; i < nfields; i++) {
		/* fields end at the next ':' or the end of the argument */
		size_t flen = strcspn(field[i], ":");
		char *buf;
		uint64_t v;
		int e;

		if (flen == 0)
			continue;	/* DEV::LEN: default offset */
		buf = strndup(field[i], flen);
		if (!buf) {
			*code = fail(err, errlen, BC_EXIT_FAIL, "out of memory");
			goto bad;
		}
		e = size_parse(buf, &v);
		if (e) {
			/* a well-formed number that is too large is refused, like a cap */
			*code = fail(err, errlen,
				     e == SIZE_RANGE ? BC_EXIT_INVALID : BC_EXIT_USAGE,
				     "%s: invalid %s '%s': %s", arg,
				     i ? "length" : "offset", buf,
				     e == SIZE_RANGE ?
				     "too large (at most 2^64 - 1 bytes)" :
				     size_strerror(e));
			free(buf);
			goto bad;
		}
		free(buf);
		if (i == 0) {
			ds->offset = v;
		} else {
			ds->len = v;
			ds->has_len = true;
		}
	}
	return 0;
bad:
	free(ds->path);
	ds->path = NULL;
	return 1;
}

/*
 * Split DEV[:OFFSET[:LEN]].  Paths may contain colons (/dev/disk/by-path),
 * so the whole argument is tried as a path first, then with one and two
 * trailing fields split off.
 */
static int parse_devspec(const char *arg, const struct bc_prober *prober,
			 struct devspec *ds, char *err, size_t errlen)
{
	int nfields, code = BC_EXIT_FAIL;
	char *last_enoent = NULL;

	memset(ds, 0, sizeof(*ds));
	if (!*arg)
		return fail(err, errlen, BC_EXIT_USAGE, "empty device argument");
	for (nfields = 0; nfields <= 2; nfields++) {
		int r;

		err[0] = '\0';
		r = try_split(arg, nfields, prober, ds, &code, err, errlen);
		if (r >= 0) {
			free(last_enoent);
			return r ? code : 0;
		}
		/* a reading whose path does not exist (not one too long for a path) */
		if (r == -ENOENT && *err) {
			free(last_enoent);
			last_enoent = strdup(err);
		}
	}
	/*
	 * No reading names a device: report the whole argument, unless it is
	 * too long to be a path; then say why its shorter reading failed.
	 */
	err[0] = '\0';
	switch (prober->probe(prober->ctx, arg, &ds->info, err, errlen)) {
	case 0:
		snprintf(err, errlen, "%s: cannot parse", arg);
		break;
	case -ENAMETOOLONG:
		if (last_enoent)
			snprintf(err, errlen, "%s", last_enoent);
		break;
	}
	free(last_enoent);
	return BC_EXIT_INVALID;
}

/* An offset or length: like size_format, but 0 is "0", not "auto". */
static char *pos_format(uint64_t sectors, char *buf, size_t len)
{
	if (!sectors) {
		snprintf(buf, len, "0");
		return buf;
	}
	return size_format(sectors, buf, len);
}

static int check_cap(const char *what, uint64_t cap, const struct devspec *ds,
		     const struct bc_table_opts *opts, char *err, size_t errlen)
{
	unsigned int lbs_s = ds->info.lbs / 512;
	char b1[32], b2[32];

	if (cap == BIOCAP_CAP_AUTO)
		return 0;
	if (cap < BIOCAP_MIN_CAP)
		return fail(err, errlen, BC_EXIT_INVALID,
			    "%s %s: %s", what, size_format(cap, b1, sizeof(b1)),
			    size_strerror(SIZE_CAP_SMALL));
	if (cap > BIOCAP_MAX_CAP)
		return fail(err, errlen, BC_EXIT_INVALID,
			    "%s %s: %s", what, size_format(cap, b1, sizeof(b1)),
			    size_strerror(SIZE_CAP_LARGE));
	if (lbs_s > 1 && cap % lbs_s && !opts->no_check)
		return fail(err, errlen, BC_EXIT_INVALID,
			    "%s %s is not a multiple of %s's logical block size (%u bytes)",
			    what, size_format(cap, b1, sizeof(b1)), ds->path,
			    ds->info.lbs);
	if (opts->warn && ds->info.max_sectors_kb &&
	    cap > (uint64_t)ds->info.max_sectors_kb * 2) {
		char *msg;

		/* allocated: a long path must not cut the advice off */
		if (asprintf(&msg,
			     "%s %s is above %s's max_sectors_kb (%s); the block layer will split clones further",
			     what, size_format(cap, b1, sizeof(b1)), ds->path,
			     size_format((uint64_t)ds->info.max_sectors_kb * 2,
					 b2, sizeof(b2))) >= 0) {
			opts->warn(msg);
			free(msg);
		}
	}
	return 0;
}

static int valid_lbs(unsigned int lbs)
{
	return lbs >= 512 && lbs <= 65536 && !(lbs & (lbs - 1));
}

int bc_table_build(const struct bc_table_opts *opts, char *const *args,
		   size_t nargs, const struct bc_prober *prober,
		   struct bc_table *out, char *err, size_t errlen)
{
	struct devspec *ds;
	unsigned int max_lbs_s = 1;
	uint64_t start = 0;
	size_t i;
	int r = 0;

	memset(out, 0, sizeof(*out));
	if (nargs == 0)
		return fail(err, errlen, BC_EXIT_USAGE, "no device given");
	ds = calloc(nargs, sizeof(*ds));
	out->t = calloc(nargs, sizeof(*out->t));
	if (!ds || !out->t) {
		r = fail(err, errlen, BC_EXIT_FAIL, "out of memory");
		goto out;
	}

	for (i = 0; i < nargs; i++) {
		r = parse_devspec(args[i], prober, &ds[i], err, errlen);
		if (r)
			goto out;
		if (!valid_lbs(ds[i].info.lbs)) {
			r = fail(err, errlen, BC_EXIT_INVALID,
				 "%s: unusable logical block size %u",
				 ds[i].path, ds[i].info.lbs);
			goto out;
		}
		if (ds[i].info.lbs / 512 > max_lbs_s)
			max_lbs_s = ds[i].info.lbs / 512;
	}

	for (i = 0; i < nargs; i++) {
		struct devspec *d = &ds[i];
		unsigned int lbs_s = d->info.lbs / 512;
		uint64_t dev_sectors = d->info.size / 512;
		uint64_t len;
		char b1[32], b2[32];

		if (dev_sectors == 0) {
			r = fail(err, errlen, BC_EXIT_INVALID,
				 "%s: the device is empty (size 0; an unbound loop device?)",
				 d->path);
			goto out;
		}
		if (d->offset % lbs_s && !opts->no_check) {
			r = fail(err, errlen, BC_EXIT_INVALID,
				 "%s: offset %s is not a multiple of the logical block size (%u bytes)",
				 d->path, pos_format(d->offset, b1, sizeof(b1)),
				 d->info.lbs);
			goto out;
		}
		if (d->offset >= dev_sectors) {
			r = fail(err, errlen, BC_EXIT_INVALID,
				 "%s: offset %s is past the end of the device (%" PRIu64 " sectors)",
				 d->path, pos_format(d->offset, b1, sizeof(b1)),
				 dev_sectors);
			goto out;
		}
		if (d->has_len) {
			if (d->len == 0) {
				r = fail(err, errlen, BC_EXIT_INVALID,
					 "%s: length must not be zero", d->path);
				goto out;
			}
			if (d->len > dev_sectors - d->offset) {
				r = fail(err, errlen, BC_EXIT_INVALID,
					 "%s: offset %s + length %s is past the end of the device (%" PRIu64 " sectors)",
					 d->path,
					 pos_format(d->offset, b1, sizeof(b1)),
					 pos_format(d->len, b2, sizeof(b2)),
					 dev_sectors);
				goto out;
			}
			if (d->len % max_lbs_s && !opts->no_check) {
				r = fail(err, errlen, BC_EXIT_INVALID,
					 "%s: length %s is not a multiple of the table's logical block size (%u bytes)",
					 d->path, pos_format(d->len, b1, sizeof(b1)),
					 max_lbs_s * 512);
				goto out;
			}
			len = d->len;
		} else {
			/* the rest of the device, whole table blocks only */
			len = dev_sectors - d->offset;
			len -= len % max_lbs_s;
			if (len == 0) {
				r = fail(err, errlen, BC_EXIT_INVALID,
					 "%s: less than one logical block (%u bytes) after offset %s",
					 d->path, max_lbs_s * 512,
					 pos_format(d->offset, b1, sizeof(b1)));
				goto out;
			}
		}
		if (len > UINT64_MAX - start) {
			r = fail(err, errlen, BC_EXIT_INVALID, "table too large");
			goto out;
		}
		r = check_cap("cap", opts->cap, d, opts, err, errlen);
		if (!r && opts->has_read_cap)
			r = check_cap("read cap", opts->read_cap, d, opts, err, errlen);
		if (!r && opts->has_write_cap)
			r = check_cap("write cap", opts->write_cap, d, opts, err, errlen);
		if (r)
			goto out;

		out->t[i].start = start;
		out->t[i].len = len;
		out->t[i].path = d->path;
		d->path = NULL;
		out->t[i].offset = d->offset;
		out->n = i + 1;
		start += len;
	}
	out->size = start;
out:
	if (ds)
		for (i = 0; i < nargs; i++)
			free(ds[i].path);
	free(ds);
	if (r)
		bc_table_free(out);
	return r;
}

void bc_table_free(struct bc_table *tab)
{
	size_t i;

	if (tab->t)
		for (i = 0; i < tab->n; i++)
			free(tab->t[i].path);
	free(tab->t);
	memset(tab, 0, sizeof(*tab));
}

int bc_target_params(const struct bc_table_opts *opts,
		     const struct bc_target *t, char *buf, size_t len)
{
	char feat[128] = "";
	unsigned int nfeat = 0;
	size_t fl = 0;
	int n;

	if (opts->has_read_cap) {
		fl += (size_t)snprintf(feat + fl, sizeof(feat) - fl, " %s %" PRIu64,
				       BIOCAP_FEATURE_READ_CAP, opts->read_cap);
		nfeat += 2;
	}
	if (opts->has_write_cap) {
		fl += (size_t)snprintf(feat + fl, sizeof(feat) - fl, " %s %" PRIu64,
				       BIOCAP_FEATURE_WRITE_CAP, opts->write_cap);
		nfeat += 2;
	}
	if (opts->aligned) {
		fl += (size_t)snprintf(feat + fl, sizeof(feat) - fl, " %s",
				       BIOCAP_FEATURE_ALIGNED);
		nfeat += 1;
	}
	if (opts->no_build_cap) {
		snprintf(feat + fl, sizeof(feat) - fl, " %s", BIOCAP_FEATURE_NO_BUILD_CAP);
		nfeat += 1;
	}
	if (nfeat)
		n = snprintf(buf, len, "%s %" PRIu64 " %" PRIu64 " %u%s", t->path,
			     t->offset, opts->cap, nfeat, feat);
	else
		n = snprintf(buf, len, "%s %" PRIu64 " %" PRIu64, t->path,
			     t->offset, opts->cap);
	return (n < 0 || (size_t)n >= len) ? -ENOSPC : 0;
}

int bc_table_print(const struct bc_table_opts *opts,
		   const struct bc_table *tab, FILE *out)
{
	char params[4200];
	size_t i;

	for (i = 0; i < tab->n; i++) {
		if (bc_target_params(opts, &tab->t[i], params, sizeof(params)))
			return -ENOSPC;
		fprintf(out, "%" PRIu64 " %" PRIu64 " %s %s\n", tab->t[i].start,
			tab->t[i].len, BIOCAP_TARGET_NAME, params);
	}
	return 0;
}

int bc_params_caps(const char *params, struct bc_line_caps *c)
{
	char *copy = strdup(params), *w, *save = NULL, *end;
	uint64_t v, *want = NULL;
	int k = 0, r = -EINVAL;

	if (!copy)
		return -ENOMEM;
	c->read_set = c->write_set = false;
	for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save), k++) {
		if (k < 2)
			continue;
		if (k == 2 || want) {
			errno = 0;
			v = strtoull(w, &end, 10);
			if (errno || end == w || *end || *w == '-')
				goto out;
			*(k == 2 ? &c->cap : want) = v;
			want = NULL;
		} else if (k > 3 && !strcmp(w, BIOCAP_FEATURE_READ_CAP)) {
			want = &c->read_cap;
			c->read_set = true;
		} else if (k > 3 && !strcmp(w, BIOCAP_FEATURE_WRITE_CAP)) {
			want = &c->write_cap;
			c->write_set = true;
		}
	}
	if (k >= 3 && !want)
		r = 0;
	if (!c->read_set)
		c->read_cap = c->cap;
	if (!c->write_set)
		c->write_cap = c->cap;
out:
	free(copy);
	return r;
}
