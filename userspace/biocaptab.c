// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * /etc/biocaptab: parsing, and the systemd units of its entries (used by
 * biocapctl activate/deactivate and by biocap-generator).  See biocaptab(5).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dm-biocap.h"
#include "biocaptab.h"
#include "dm.h"
#include "size.h"

static int tab_err(char *err, size_t errlen, const char *file, unsigned int line,
		   const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static int tab_err(char *err, size_t errlen, const char *file, unsigned int line,
		   const char *fmt, ...)
{
	va_list ap;
	int n;

	/* line 0: the file, not a line of it (a directory fails the first read) */
	if (line)
		n = snprintf(err, errlen, "%s:%u: ", file, line);
	else
		n = snprintf(err, errlen, "%s: ", file);
	if (n < 0 || (size_t)n >= errlen)
		return -1;
	va_start(ap, fmt);
	vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

static void entry_free(struct bc_tab_entry *e)
{
	free(e->name);
	free(e->device);
	free(e->path);
	free(e->spec);
}

void bc_tab_free(struct bc_tab *tab)
{
	size_t i;

	for (i = 0; i < tab->n; i++)
		entry_free(&tab->e[i]);
	free(tab->e);
	tab->e = NULL;
	tab->n = 0;
	for (i = 0; i < tab->nbad; i++)
		free(tab->bad[i].name);
	free(tab->bad);
	tab->bad = NULL;
	tab->nbad = 0;
}

const struct bc_tab_entry *bc_tab_find(const struct bc_tab *tab,
				       const char *name)
{
	size_t i;

	for (i = 0; i < tab->n; i++)
		if (!strcmp(tab->e[i].name, name))
			return &tab->e[i];
	return NULL;
}

unsigned int bc_tab_bad_line(const struct bc_tab *tab, const char *name)
{
	size_t i;

	for (i = 0; i < tab->nbad; i++)
		if (!strcmp(tab->bad[i].name, name))
			return tab->bad[i].line;
	return 0;
}

/* Keep the name of bad line e (taken from it), unless a line has it already. */
static void keep_bad_name(struct bc_tab *tab, struct bc_tab_entry *e)
{
	struct bc_tab_bad *nb;

	if (!e->name || bc_tab_find(tab, e->name) || bc_tab_bad_line(tab, e->name))
		return;
	nb = realloc(tab->bad, (tab->nbad + 1) * sizeof(*nb));
	if (!nb)
		return;	/* the name is only for messages and deactivate */
	tab->bad = nb;
	tab->bad[tab->nbad].name = e->name;
	tab->bad[tab->nbad++].line = e->line;
	e->name = NULL;
}

/* The line that lists name first, good or bad, or 0. */
static unsigned int first_line(const struct bc_tab *tab, const char *name)
{
	const struct bc_tab_entry *e = bc_tab_find(tab, name);

	return e ? e->line : bc_tab_bad_line(tab, name);
}

/* What starts each line written to a report stream (bc_tab_report_prefix()). */
static const char *report_prefix = "";

void bc_tab_report_prefix(const char *prefix)
{
	report_prefix = prefix;
}

_Static_assert(BC_CREATE_NAME_MAX == 121, "name_problem() and biocaptab.5 say 121");

/* Names: what dm and a unit instance both take without surprises. */
static const char *name_problem(const char *s)
{
	size_t n = strlen(s), i, esc;

	/* what biocapctl create takes: BIOCAP-NAME is the device's UUID */
	if (n == 0 || n > BC_CREATE_NAME_MAX)
		return "a name has 1 to 121 characters";
	if (strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		      "0123456789._+-") != n)
		return "a name has only letters, digits and . _ + -";
	if (s[0] == '.' || s[0] == '-')
		return "a name does not start with '.' or '-'";
	/*
	 * The generator makes dev-mapper-NAME.device.requires/, a file name of
	 * at most 255 bytes, where each - or + of NAME takes 4 (\x2d, \x2b).
	 */
	for (i = 0, esc = 0; i < n; i++)
		esc += s[i] == '-' || s[i] == '+' ? 4 : 1;
	if (strlen("dev-mapper-") + esc + strlen(".device.requires") > NAME_MAX)
		return "a name is too long for its systemd units (each - or + counts as 4 characters, at most 228 in all)";
	return NULL;
}

/* The stable-name forms a DEVICE may take, and the directory each stands for. */
static const struct {
	const char *tag;
	const char *dir;
} dev_tags[] = {
	{ "UUID=", "/dev/disk/by-uuid/" },
	{ "PARTUUID=", "/dev/disk/by-partuuid/" },
	{ "LABEL=", "/dev/disk/by-label/" },
	{ "PARTLABEL=", "/dev/disk/by-partlabel/" },
	{ "ID=", "/dev/disk/by-id/" },
};

/*
 * A size mistyped: digits with a suffix ("8gb"), or a number of bytes that
 * is not a multiple of 512 ("1000").  The colon fields of device paths have
 * dots and dashes ("1f.2-ata-1") or are small numbers (a USB LUN, "-0:1").
 */
static bool looks_like_size(const char *s)
{
	size_t d = strspn(s, "0123456789");

	if (!d)
		return false;
	if (s[d])
		return !s[d + strspn(s + d, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")];
	return strtoull(s, NULL, 10) >= 512;
}

/*
 * Whether the first len characters of path have a "." or ".." part: the
 * generator names its .device unit after the path as it is written, and
 * systemd names a device's units after paths without them.
 */
static bool dot_part(const char *path, size_t len)
{
	size_t i = 0, n;

	while (i < len) {
		while (i < len && path[i] == '/')
			i++;
		for (n = 0; i + n < len && path[i + n] != '/'; n++)
			;
		if ((n == 1 && path[i] == '.') ||
		    (n == 2 && path[i] == '.' && path[i + 1] == '.'))
			return true;
		i += n;
	}
	return false;
}

/*
 * DEVICE[:OFFSET[:LEN]]: the trailing one or two colon-separated fields are
 * OFFSET and LEN when they read as sizes (a device path may contain colons
 * itself, e.g. /dev/disk/by-path/pci-0000:00:1f.2-ata-1).  Sets e->path and
 * e->spec; returns NULL or what is wrong.
 */
static const char *parse_device(struct bc_tab_entry *e)
{
	const char *dev = e->device, *rest, *c;
	size_t i, plen, dirlen = 0;
	const char *dir = "";
	int nfields = 0, bad;
	/* the fields as they come from the end: [0] the last one */
	uint64_t val[2] = { 0, 0 };
	bool set[2] = { false, false };
	uint64_t v = 0;

	for (i = 0; i < sizeof(dev_tags) / sizeof(dev_tags[0]); i++) {
		size_t tl = strlen(dev_tags[i].tag);

		if (!strncmp(dev, dev_tags[i].tag, tl)) {
			dir = dev_tags[i].dir;
			dirlen = strlen(dir);
			dev += tl;
			break;
		}
	}
	if (!dirlen && dev[0] != '/')
		return "DEVICE is an absolute path or UUID=, PARTUUID=, LABEL=, PARTLABEL=, ID=";
	plen = strlen(dev);
	/* up to two trailing fields that read as sizes */
	while (nfields < 2) {
		char field[64];
		size_t fl;

		c = NULL;
		for (i = plen; i > 0; i--) {
			if (dev[i - 1] == ':') {
				c = dev + i - 1;
				break;
			}
		}
		if (!c)
			break;
		fl = plen - (size_t)(c - dev) - 1;
		if (fl >= sizeof(field))
			break;
		/* an empty field is the default, as in biocapctl: DEV::LEN */
		if (fl) {
			memcpy(field, c + 1, fl);
			field[fl] = '\0';
			bad = size_parse(field, &v);
			/* "1000", "8gb": a size mistyped, not a part of the path */
			if (bad && looks_like_size(field))
				return "OFFSET and LEN are sizes in multiples of 512 bytes (4096, 1M, 2G, 8s)";
			if (bad)
				break;
		}
		set[nfields] = fl;
		val[nfields] = fl ? v : 0;
		plen = (size_t)(c - dev);
		nfields++;
	}
	/* LEN is the last of two fields, OFFSET the first or the only one */
	if (nfields == 2 && set[0] && !val[0])
		return "LEN cannot be 0 (a path that ends in \":N:0\" cannot be given: see biocaptab(5))";
	/*
	 * udev's by-path and some by-id names end in ":0"; read as an offset
	 * of 0 it would name a device that never appears.  An OFFSET of 0
	 * without a LEN says nothing, so such a line is ambiguous.
	 */
	if (nfields && set[nfields - 1] && !val[nfields - 1] &&
	    (nfields == 1 || !set[0]) &&
	    (!strcmp(dir, "/dev/disk/by-id/") ||
	     !strncmp(dev, "/dev/disk/by-id/", 16) ||
	     !strncmp(dev, "/dev/disk/by-path/", 18)))
		return "a by-path or by-id name that ends in \":0\" cannot be given: use another name (see biocaptab(5)), or leave out an OFFSET of 0";
	if (plen == 0 || (dirlen && memchr(dev, '/', plen)))
		return dirlen ? "a UUID=, LABEL= ... value is one name, without '/'"
			      : "empty device path";
	if (dot_part(dev, plen))
		return dirlen ? "a UUID=, LABEL= ... value is not '.' or '..'"
			      : "a DEVICE path has no '.' or '..' parts";
	rest = dev + plen;
	e->path = malloc(dirlen + plen + 1);
	e->spec = malloc(dirlen + strlen(dev) + 1);
	if (!e->path || !e->spec)
		return "out of memory";
	memcpy(e->path, dir, dirlen);
	memcpy(e->path + dirlen, dev, plen);
	e->path[dirlen + plen] = '\0';
	sprintf(e->spec, "%s%s", e->path, rest);
	return NULL;
}

/* One option of the fourth field; returns NULL or what is wrong (in buf). */
static const char *parse_option(struct bc_tab_entry *e, char *opt, char *buf,
				size_t len)
{
	char *val = strchr(opt, '=');
	uint64_t *dst = NULL;
	int r;

	if (val)
		*val++ = '\0';
	if (!strcmp(opt, "nofail") || !strcmp(opt, "noauto") ||
	    !strcmp(opt, "aligned") || !strcmp(opt, "no-build-cap") ||
	    !strcmp(opt, "no-check") || !strcmp(opt, "initramfs")) {
		if (val) {
			snprintf(buf, len, "option '%s' takes no value", opt);
			return buf;
		}
		if (!strcmp(opt, "nofail"))
			e->nofail = true;
		else if (!strcmp(opt, "noauto"))
			e->noauto = true;
		else if (!strcmp(opt, "initramfs"))
			e->initramfs = true;
		else if (!strcmp(opt, "aligned"))
			e->opts.aligned = true;
		else if (!strcmp(opt, "no-build-cap"))
			e->opts.no_build_cap = true;
		else
			e->opts.no_check = true;
		return NULL;
	}
	if (!strcmp(opt, "cap")) {
		dst = &e->opts.cap;
	} else if (!strcmp(opt, "read-cap")) {
		dst = &e->opts.read_cap;
		e->opts.has_read_cap = true;
	} else if (!strcmp(opt, "write-cap")) {
		dst = &e->opts.write_cap;
		e->opts.has_write_cap = true;
	} else {
		snprintf(buf, len, "unknown option '%s'", opt);
		return buf;
	}
	if (!val || !*val) {
		snprintf(buf, len, "option '%s' needs a value (%s=SIZE)", opt, opt);
		return buf;
	}
	r = cap_parse(val, dst);
	if (r) {
		snprintf(buf, len, "%s=%s: %s", opt, val, size_strerror(r));
		return buf;
	}
	return NULL;
}

static int parse_line(char *line, struct bc_tab_entry *e, char *why,
		      size_t whylen)
{
	char *field[3], *save = NULL, *opt, *p;
	const char *bad;
	bool too_many = false;
	int n = 0;

	for (p = strtok_r(line, " \t", &save); p; p = strtok_r(NULL, " \t", &save)) {
		if (n == 3) {
			too_many = true;
			break;
		}
		field[n++] = p;
	}
	/* a bad line still names its device, for deactivate */
	if (n && !name_problem(field[0])) {
		e->name = strdup(field[0]);
		if (!e->name) {
			snprintf(why, whylen, "out of memory");
			return -1;
		}
	}
	if (too_many) {
		snprintf(why, whylen, "too many fields (NAME DEVICE[:OFFSET[:LEN]] [OPTIONS])");
		return -1;
	}
	if (n < 2) {
		snprintf(why, whylen, "expected NAME DEVICE[:OFFSET[:LEN]] [OPTIONS]");
		return -1;
	}
	bad = name_problem(field[0]);
	if (bad) {
		snprintf(why, whylen, "name '%s': %s", field[0], bad);
		return -1;
	}
	e->opts.cap = BIOCAP_CAP_AUTO;
	e->device = strdup(field[1]);
	if (!e->device) {
		snprintf(why, whylen, "out of memory");
		return -1;
	}
	bad = parse_device(e);
	if (bad) {
		snprintf(why, whylen, "device '%s': %s", field[1], bad);
		return -1;
	}
	if (n < 3 || !strcmp(field[2], "-") || !strcmp(field[2], "defaults"))
		return 0;
	for (opt = strtok_r(field[2], ",", &save); opt; opt = strtok_r(NULL, ",", &save)) {
		bad = parse_option(e, opt, why, whylen);
		if (bad)
			return -1;
	}
	return 0;
}

int bc_tab_parse(FILE *in, const char *file, struct bc_tab *tab, char *err,
		 size_t errlen, FILE *report)
{
	int bad = 0;

	char *line = NULL, *p, why[256];
	size_t cap = 0, alloc = 0;
	unsigned int lineno = 0, first;
	ssize_t len;
	int r = 0;

	memset(tab, 0, sizeof(*tab));
	while ((len = getline(&line, &cap, in)) >= 0) {
		struct bc_tab_entry e;

		lineno++;
		memset(&e, 0, sizeof(e));
		e.line = lineno;
		if ((size_t)len != strlen(line)) {
			r = tab_err(err, errlen, file, lineno, "NUL byte in line");
			goto bad_line;
		}
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		p = line + strspn(line, " \t");
		if (!*p || *p == '#')
			continue;
		if (parse_line(p, &e, why, sizeof(why))) {
			if (report)
				keep_bad_name(tab, &e);
			entry_free(&e);
			r = tab_err(err, errlen, file, lineno, "%s", why);
		} else if ((first = first_line(tab, e.name))) {
			r = tab_err(err, errlen, file, lineno, "'%s' is listed twice (first on line %u)",
				    e.name, first);
			entry_free(&e);
		}
bad_line:
		if (r) {
			if (!report)
				break;
			/* report the line, keep the others */
			fprintf(report, "%s%s\n", report_prefix, err);
			bad++;
			r = 0;
			continue;
		}
		if (tab->n == alloc) {
			struct bc_tab_entry *ne;

			alloc = alloc ? 2 * alloc : 8;
			ne = realloc(tab->e, alloc * sizeof(*ne));
			if (!ne) {
				entry_free(&e);
				r = tab_err(err, errlen, file, lineno, "out of memory");
				break;
			}
			tab->e = ne;
		}
		tab->e[tab->n++] = e;
	}
	if (!r && ferror(in))
		r = tab_err(err, errlen, file, lineno, "read error: %s", strerror(errno));
	/* the bad lines were reported one by one; this stops the file */
	if (r && report)
		fprintf(report, "%s%s\n", report_prefix, err);
	free(line);
	if (r && !report)
		bc_tab_free(tab);
	if (!r && bad)
		r = -1;
	return r;
}

int bc_tab_load(const char *file, bool missing_ok, struct bc_tab *tab,
		char *err, size_t errlen, FILE *report)
{
	FILE *f = fopen(file, "re");
	int r;

	if (!f) {
		memset(tab, 0, sizeof(*tab));
		if (errno == ENOENT && missing_ok)
			return 0;
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		if (report)
			fprintf(report, "%s%s\n", report_prefix, err);
		return -1;
	}
	r = bc_tab_parse(f, file, tab, err, errlen, report);
	fclose(f);
	return r;
}

/* systemd's unit name escaping (systemd-escape [--path]). */
static int escape(const char *s, bool path, char *buf, size_t len)
{
	size_t o = 0;
	bool slash = false;

	if (path) {
		while (*s == '/')
			s++;
		if (!*s)
			return snprintf(buf, len, "-") >= (int)len ? -1 : 0;
	}
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		char tmp[5];
		const char *out = tmp;

		if (path && c == '/') {
			slash = true;
			continue;
		}
		if (slash) {
			/* a run of slashes is one '-'; a trailing one is dropped */
			slash = false;
			if (o + 1 >= len)
				return -1;
			buf[o++] = '-';
		}
		if (c == '/') {
			out = "-";
		} else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			   (c >= '0' && c <= '9') || c == ':' || c == '_' ||
			   (c == '.' && o > 0)) {
			tmp[0] = (char)c;
			tmp[1] = '\0';
		} else {
			snprintf(tmp, sizeof(tmp), "\\x%02x", c);
		}
		if (o + strlen(out) >= len)
			return -1;
		memcpy(buf + o, out, strlen(out));
		o += strlen(out);
	}
	buf[o] = '\0';
	return 0;
}

int bc_unit_name_from_path(const char *path, const char *suffix, char *buf,
			   size_t len)
{
	size_t n;

	if (escape(path, true, buf, len))
		return -1;
	n = strlen(buf);
	if (n + strlen(suffix) >= len)
		return -1;
	strcpy(buf + n, suffix);
	return 0;
}

static int service_name(const char *name, char *buf, size_t len)
{
	char inst[512];

	if (escape(name, false, inst, sizeof(inst)))
		return -1;
	return snprintf(buf, len, "biocap@%s.service", inst) >= (int)len ? -1 : 0;
}

/* dir/sub.d/unit -> ../unit */
static int add_link(const char *dir, const char *sub, const char *unit,
		    char *err, size_t errlen)
{
	char d[4096], l[4096], t[1024];

	if (snprintf(d, sizeof(d), "%s/%s", dir, sub) >= (int)sizeof(d) ||
	    snprintf(l, sizeof(l), "%s/%s", d, unit) >= (int)sizeof(l) ||
	    snprintf(t, sizeof(t), "../%s", unit) >= (int)sizeof(t)) {
		snprintf(err, errlen, "%s/%s: name too long", sub, unit);
		return -1;
	}
	if (mkdir(d, 0755) && errno != EEXIST) {
		snprintf(err, errlen, "mkdir %s: %s", d, strerror(errno));
		return -1;
	}
	if (symlink(t, l) && errno != EEXIST) {
		snprintf(err, errlen, "symlink %s: %s", l, strerror(errno));
		return -1;
	}
	return 0;
}

int bc_tab_write_units(const char *dir, const char *tabfile,
		       const struct bc_tab_entry *e, const char *biocapctl,
		       char *err, size_t errlen)
{
	char unit[640], lower[1024], mapper[640], mapper_path[256];
	char blockdev[700], file[4096];
	FILE *f;
	int fd;

	snprintf(mapper_path, sizeof(mapper_path), "/dev/mapper/%s", e->name);
	if (service_name(e->name, unit, sizeof(unit)) ||
	    bc_unit_name_from_path(e->path, ".device", lower, sizeof(lower)) ||
	    bc_unit_name_from_path(mapper_path, ".device", mapper, sizeof(mapper)) ||
	    bc_unit_name_from_path(mapper_path, ".target", blockdev + 9,
				   sizeof(blockdev) - 9) ||
	    snprintf(file, sizeof(file), "%s/%s", dir, unit) >= (int)sizeof(file)) {
		snprintf(err, errlen, "%s: unit name too long", e->name);
		return -1;
	}
	memcpy(blockdev, "blockdev@", 9);
	fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		return -1;
	}
	f = fdopen(fd, "w");
	if (!f) {
		close(fd);
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		return -1;
	}
	fprintf(f,
		"# Automatically generated by biocap-generator from %s line %u\n"
		"\n"
		"[Unit]\n"
		"Description=dm-biocap device %s\n"
		"Documentation=man:biocaptab(5) man:biocap-generator(8)\n"
		"SourcePath=%s\n"
		"DefaultDependencies=no\n"
		"IgnoreOnIsolate=true\n"
		"After=systemd-udevd-kernel.socket systemd-modules-load.service\n"
		"BindsTo=%s\n"
		"After=%s\n"
		"Wants=%s\n"
		"Before=%s\n"
		"Conflicts=umount.target\n"
		"Before=umount.target\n",
		tabfile, e->line, e->name, tabfile, lower, lower,
		blockdev, blockdev);
	/* nofail: the boot does not wait for this device */
	if (!e->nofail)
		fprintf(f, "Wants=local-fs-pre.target\nBefore=local-fs-pre.target\n");
	fprintf(f,
		"\n"
		"[Service]\n"
		"Type=oneshot\n"
		"RemainAfterExit=yes\n"
		"ExecStart=%s activate %s\n"
		"ExecStop=%s deactivate %s\n",
		biocapctl, e->name, biocapctl, e->name);
	if (fclose(f)) {
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		return -1;
	}
	/* an fstab line or another unit using /dev/mapper/NAME pulls it in */
	snprintf(file, sizeof(file), "%s.requires", mapper);
	if (add_link(dir, file, unit, err, errlen))
		return -1;
	if (e->noauto)
		return 0;
	return add_link(dir, e->nofail ? "local-fs.target.wants" : "local-fs.target.requires",
			unit, err, errlen);
}
