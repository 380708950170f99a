// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocapctl check: walk a block device's stack down through
 * /sys/block/X/slaves and say, layer by layer, whether polled I/O gets
 * through, and what to change where it does not.
 */
#define _GNU_SOURCE	/* asprintf */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <linux/dm-ioctl.h>

#include "dm-biocap.h"
#include "check.h"
#include "size.h"
#include "status.h"

#define MAX_LAYERS	64
#define MAX_DEPTH	16
#define MAX_PROBLEMS	32
#define MAX_ROOTS	256		/* devices check looks at without a name */
#define UNKNOWN		(-1LL)

struct layer {
	char name[NAME_MAX + 1];	/* kernel name: nvme0n1, dm-0 */
	char dm_name[DM_NAME_LEN];	/* dm devices only */
	char disk[NAME_MAX + 1];	/* the disk (a partition's parent) */
	int depth;
	bool dm, partition;
	struct bc_check_table tab;
	bool tab_known;
	long long io_poll, max_sectors_kb, max_hw_sectors_kb, max_segments;
	long long max_segment_size, lbs, hw_queues, chunk_sectors;
	uint64_t auto_cap;		/* sectors, 0 if unknown */
	int nslaves;
	bool polled;			/* polled I/O gets through it and below */
};

struct problem {
	bool note;			/* worth knowing; polled I/O still gets through */
	const char *layer;
	char *reason;
	char *fix;			/* NULL: nothing to change here */
};

struct check {
	const struct bc_check_env *env;
	struct layer l[MAX_LAYERS];
	int n;
	struct problem p[MAX_PROBLEMS];
	int np;
};

/* Read root/path (printf-style) into buf, trailing newline cut; -1 if not. */
static int sys_read(const struct check *c, char *buf, size_t len,
		    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int sys_read(const struct check *c, char *buf, size_t len,
		    const char *fmt, ...)
{
	char rel[PATH_MAX], path[PATH_MAX + 256];
	va_list ap;
	FILE *f;
	size_t n;

	va_start(ap, fmt);
	vsnprintf(rel, sizeof(rel), fmt, ap);
	va_end(ap);
	snprintf(path, sizeof(path), "%s%s", c->env->root, rel);
	f = fopen(path, "re");
	if (!f)
		return -1;
	n = fread(buf, 1, len - 1, f);
	fclose(f);
	buf[n] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	return 0;
}

static long long sys_num(const struct check *c, const char *name,
			 const char *attr)
{
	char buf[64], *end;
	long long v;

	if (sys_read(c, buf, sizeof(buf), "/sys/class/block/%s/%s", name, attr))
		return UNKNOWN;
	errno = 0;
	v = strtoll(buf, &end, 10);
	return errno || end == buf || v < 0 ? UNKNOWN : v;
}

static bool sys_exists(const struct check *c, const char *fmt, const char *a)
{
	char rel[PATH_MAX], path[PATH_MAX + 256];

	snprintf(rel, sizeof(rel), fmt, a);
	snprintf(path, sizeof(path), "%s%s", c->env->root, rel);
	return access(path, F_OK) == 0;
}

static void problem(struct check *c, const char *layer, char *reason, char *fix)
{
	if (c->np < MAX_PROBLEMS && reason) {
		c->p[c->np].layer = layer;
		c->p[c->np].reason = reason;
		c->p[c->np].fix = fix;
		c->p[c->np].note = false;
		c->np++;
		return;
	}
	free(reason);
	free(fix);
}

/* Something worth knowing that does not stop polled I/O. */
static void note(struct check *c, const char *layer, char *reason, char *fix)
{
	int n = c->np;

	problem(c, layer, reason, fix);
	if (c->np > n)
		c->p[n].note = true;
}

/* The index after layer i and the layers below it. */
static int after(const struct check *c, int i)
{
	int j;

	for (j = i + 1; j < c->n && c->l[j].depth > c->l[i].depth; j++)
		;
	return j;
}

static char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

static char *fmt(const char *f, ...)
{
	va_list ap;
	char *s;
	int r;

	va_start(ap, f);
	r = vasprintf(&s, f, ap);
	va_end(ap);
	return r < 0 ? NULL : s;
}

uint64_t bc_auto_cap(uint64_t max_sectors, uint64_t max_segments,
		     uint64_t max_segment_size, unsigned int lbs,
		     unsigned int page_size)
{
	uint64_t page = page_size >> 9, lbs_s = lbs >> 9 ? lbs >> 9 : 1;
	uint64_t segs_per_page, pages, cap;

	if (max_segment_size < 512)
		max_segment_size = 512;
	segs_per_page = (page_size + max_segment_size - 1) / max_segment_size;
	pages = max_segments / segs_per_page;
	pages = pages > 1 ? pages - 1 : 1;
	if (pages > BIOCAP_MAX_CAP / page)
		pages = BIOCAP_MAX_CAP / page;
	cap = pages * page;
	if (max_sectors < cap)
		cap = max_sectors;
	if (cap > BIOCAP_MAX_CAP)
		cap = BIOCAP_MAX_CAP;
	cap -= cap % lbs_s;
	if (cap < (8 + lbs_s - 1) / lbs_s * lbs_s)
		cap = (8 + lbs_s - 1) / lbs_s * lbs_s;
	return cap;
}

/* Targets that send polled bios down as polled clones. */
static bool type_polls(const char *type, size_t len)
{
	static const char *const ok[] = { "linear", "striped", BIOCAP_TARGET_NAME };
	size_t i;

	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		if (strlen(ok[i]) == len && !strncmp(type, ok[i], len))
			return true;
	return false;
}

/* The first target type of t that does not poll, in buf; false if none. */
static bool blocking_type(const struct bc_check_table *t, char *buf, size_t len)
{
	const char *p = t->types;

	while (*p) {
		size_t n;

		p += strspn(p, " ");
		n = strcspn(p, " ");
		if (n && !type_polls(p, n)) {
			snprintf(buf, len, "%.*s", (int)n, p);
			return true;
		}
		p += n;
	}
	return false;
}

/* The driver of a disk, by its kernel name (null_blk: by configfs too). */
static const char *disk_driver(const struct check *c, const char *disk)
{
	if (!strncmp(disk, "nvme", 4))
		return "nvme";
	if (!strncmp(disk, "nullb", 5) ||
	    sys_exists(c, "/sys/kernel/config/nullb/%s", disk))
		return "null_blk";
	if (!strncmp(disk, "vd", 2))
		return "virtio_blk";
	if (!strncmp(disk, "sd", 2))
		return "sd";
	return NULL;
}

static long long hw_queues(const struct check *c, const char *disk)
{
	char path[PATH_MAX + 256];
	struct dirent *e;
	long long n = 0;
	DIR *d;

	snprintf(path, sizeof(path), "%s/sys/class/block/%s/mq", c->env->root, disk);
	d = opendir(path);
	if (!d)
		return UNKNOWN;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			n++;
	closedir(d);
	return n;
}

/* A queue attribute of a layer: a partition's are its disk's. */
static long long qattr(const struct check *c, const struct layer *l,
		       const char *attr)
{
	char rel[64];

	snprintf(rel, sizeof(rel), "queue/%s", attr);
	return sys_num(c, l->disk, rel);
}

static int add_layer(struct check *c, const char *name, int depth);

static void add_slaves(struct check *c, struct layer *l)
{
	char path[PATH_MAX + 256];
	struct dirent **v;
	int i, n, depth = l->depth;

	snprintf(path, sizeof(path), "%s/sys/class/block/%s/slaves",
		 c->env->root, l->name);
	n = scandir(path, &v, NULL, alphasort);
	if (n < 0)
		return;
	for (i = 0; i < n; i++) {
		if (v[i]->d_name[0] != '.' && add_layer(c, v[i]->d_name, depth + 1) >= 0)
			l->nslaves++;
		free(v[i]);
	}
	free(v);
}

/* Read a layer and, below it, its slaves; its index, or -1. */
static int add_layer(struct check *c, const char *name, int depth)
{
	char buf[PATH_MAX + 256], *real;
	struct layer *l;
	int i;

	if (c->n >= MAX_LAYERS || depth > MAX_DEPTH)
		return -1;
	i = c->n++;
	l = &c->l[i];
	memset(l, 0, sizeof(*l));
	snprintf(l->name, sizeof(l->name), "%s", name);
	snprintf(l->disk, sizeof(l->disk), "%s", name);
	l->depth = depth;
	if (sys_exists(c, "/sys/class/block/%s/partition", name)) {
		l->partition = true;
		snprintf(buf, sizeof(buf), "%s/sys/class/block/%s/..", c->env->root, name);
		real = realpath(buf, NULL);
		if (real) {
			snprintf(l->disk, sizeof(l->disk), "%s", strrchr(real, '/') + 1);
			free(real);
		}
	}
	if (!sys_read(c, l->dm_name, sizeof(l->dm_name), "/sys/class/block/%s/dm/name",
		      name)) {
		l->dm = true;
		if (c->env->table && !c->env->table(c->env->ctx, l->dm_name, &l->tab))
			l->tab_known = true;
		/* without the table (not root), cryptsetup's UUID still says */
		if (!l->tab_known && !sys_read(c, buf, sizeof(buf),
					       "/sys/class/block/%s/dm/uuid", name) &&
		    !strncmp(buf, "CRYPT-", 6)) {
			snprintf(l->tab.types, sizeof(l->tab.types), "crypt");
			l->tab_known = true;
		}
	}
	l->io_poll = qattr(c, l, "io_poll");
	l->max_sectors_kb = qattr(c, l, "max_sectors_kb");
	l->max_hw_sectors_kb = qattr(c, l, "max_hw_sectors_kb");
	l->max_segments = qattr(c, l, "max_segments");
	l->max_segment_size = qattr(c, l, "max_segment_size");
	l->lbs = qattr(c, l, "logical_block_size");
	l->chunk_sectors = qattr(c, l, "chunk_sectors");
	l->hw_queues = l->dm ? UNKNOWN : hw_queues(c, l->disk);
	if (l->max_sectors_kb > 0 && l->max_segments > 0)
		l->auto_cap = bc_auto_cap((uint64_t)l->max_sectors_kb * 2,
					  (uint64_t)l->max_segments,
					  l->max_segment_size > 0 ?
					  (uint64_t)l->max_segment_size : 65536,
					  l->lbs > 0 ? (unsigned int)l->lbs : 512,
					  (unsigned int)sysconf(_SC_PAGESIZE));
	add_slaves(c, l);
	return i;
}

/* Why a disk does not poll, and the fix. */
static void disk_problem(struct check *c, const struct layer *l)
{
	const char *drv = disk_driver(c, l->disk);
	char pq[32] = "";

	if (drv && !strcmp(drv, "nvme")) {
		sys_read(c, pq, sizeof(pq), "/sys/module/nvme/parameters/poll_queues");
		if (!*pq || !strcmp(pq, "0")) {
			problem(c, l->name,
				fmt("%s has no poll queue: the nvme driver's poll_queues is %s",
				    l->disk, *pq ? pq : "unknown"),
				fmt("add nvme.poll_queues=4 to the kernel command line (nvme is loaded from the initramfs), or run: echo \"options nvme poll_queues=4\" > /etc/modprobe.d/nvme.conf && update-initramfs -u; then reboot"));
			return;
		}
		problem(c, l->name,
			fmt("%s has no poll queue although nvme.poll_queues is %s: the controller was set up before",
			    l->disk, pq),
			fmt("reset the controller (echo 1 > /sys/block/%s/device/reset_controller) or reboot",
			    l->disk));
		return;
	}
	if (drv && !strcmp(drv, "null_blk")) {
		problem(c, l->name, fmt("%s (null_blk) has no poll queue", l->disk),
			fmt("load null_blk with poll queues: modprobe null_blk poll_queues=2 (configfs devices: echo 2 > poll_queues before power)"));
		return;
	}
	if (drv && !strcmp(drv, "virtio_blk")) {
		problem(c, l->name, fmt("%s (virtio_blk) has no poll queue", l->disk),
			fmt("add virtio_blk.poll_queues=4 to the kernel command line, or run: echo \"options virtio_blk poll_queues=4\" > /etc/modprobe.d/virtio_blk.conf && update-initramfs -u; then reboot"));
		return;
	}
	problem(c, l->name,
		fmt("%s does not support polled I/O (io_poll is %lld)", l->disk, l->io_poll),
		NULL);
}

/* Whether biocap layer l's cuts are aligned to caps that divide chunk. */
static bool aligned_within(const struct layer *l, long long chunk)
{
	const struct bc_check_table *t = &l->tab;

	return t->build && !strcmp(t->build, "aligned") && t->read_cap &&
	       t->write_cap && chunk % (long long)t->read_cap == 0 &&
	       chunk % (long long)t->write_cap == 0;
}

/*
 * biocap ends its clones at the chunks of a disk right below it, but not
 * of one below another dm device: blk-mq splits a clone that crosses one,
 * unpolled, unless aligned caps that divide the chunk keep them apart.  A
 * biocap device further down cuts at the chunks below it itself.
 */
static void chunks_note(struct check *c, int i)
{
	const struct layer *l = &c->l[i];
	int k, sl = i + 1, d;

	for (k = 0; k < l->nslaves; k++, sl = after(c, sl)) {
		if (!c->l[sl].dm)
			continue;
		for (d = sl; d < after(c, sl); d++) {
			const struct layer *disk = &c->l[d];
			char b[32];

			if (disk->dm && disk->tab_known &&
			    strstr(disk->tab.types, BIOCAP_TARGET_NAME)) {
				d = after(c, d) - 1;
				continue;
			}
			if (disk->dm || disk->chunk_sectors <= 0 ||
			    aligned_within(l, disk->chunk_sectors))
				continue;
			size_format((uint64_t)disk->chunk_sectors, b, sizeof(b));
			note(c, l->name,
			     fmt("%s cannot see the %s chunks of %s below %s: polled clones that cross one are split there and lose polling (or fail with EAGAIN)",
				 l->dm_name, b, disk->name, c->l[sl].name),
			     fmt("give %s aligned caps that divide %s (biocapctl create --aligned --cap %s), on a line that starts on a multiple of them on %s",
				 l->dm_name, b, b, disk->disk));
		}
	}
}

/* Decide whether layer i and those below poll, noting why not. */
static int analyse(struct check *c, int i)
{
	struct layer *l = &c->l[i];
	int j = i + 1, k;
	bool below = true;
	char ty[64];

	for (k = 0; k < l->nslaves; k++) {
		int child = j;

		j = analyse(c, j);
		below = below && c->l[child].polled;
	}
	l->polled = l->io_poll == 1 && below;
	if (!l->dm) {
		if (l->io_poll != 1)
			disk_problem(c, l);
		return j;
	}
	if (l->tab_known && blocking_type(&l->tab, ty, sizeof(ty))) {
		l->polled = false;
		problem(c, l->name,
			fmt("%s (%s) is a %s device: device-mapper's %s target does not send polled I/O down",
			    l->name, l->dm_name, ty, ty),
			fmt("keep %s out of the polled path: polled I/O reaches the device only through linear, striped and biocap layers",
			    ty));
	} else if (l->io_poll != 1 && below) {
		problem(c, l->name,
			fmt("%s (%s) does not poll although every device below does: its table was loaded before they did",
			    l->name, l->dm_name),
			fmt("reload its table: dmsetup table %s | dmsetup reload %s && dmsetup resume %s",
			    l->dm_name, l->dm_name, l->dm_name));
	}
	/*
	 * Without biocap in between, a polled bio larger than the disk takes
	 * unsplit is split by blk-mq, and its pieces are not polled.
	 */
	if (l->tab_known && !strstr(l->tab.types, BIOCAP_TARGET_NAME) && l->polled) {
		int sl = i + 1;
		char b[32];

		for (k = 0; k < l->nslaves; k++, sl = after(c, sl)) {
			const struct layer *s = &c->l[sl];
			char b2[32];

			if (s->dm || !s->auto_cap)
				continue;
			note(c, l->name,
			     fmt("polled bios larger than %s%s%s%s are split below %s by %s and lose polling (or fail with EAGAIN)",
				 size_format(s->auto_cap, b, sizeof(b)),
				 s->chunk_sectors > 0 ? ", or crossing a boundary of its " : "",
				 s->chunk_sectors > 0 ?
				 size_format((uint64_t)s->chunk_sectors, b2, sizeof(b2)) : "",
				 s->chunk_sectors > 0 ? " chunks," : "",
				 l->dm_name, s->name),
			     fmt("put biocap with the auto cap over %s, below %s",
				 s->name, l->dm_name));
		}
	}
	if (l->tab_known && strstr(l->tab.types, BIOCAP_TARGET_NAME) && l->polled)
		chunks_note(c, i);
	/* a cap above what the device below takes unsplit: pieces not polled */
	if (l->tab_known && l->tab.build && l->nslaves == 1 && c->l[i + 1].auto_cap &&
	    l->tab.cap > c->l[i + 1].auto_cap) {
		char b1[32], b2[32];

		l->polled = false;
		problem(c, l->name,
			fmt("%s's cap %s is above the %s %s takes unsplit: it splits larger clones, and the pieces are not polled",
			    l->dm_name, size_format(l->tab.cap, b1, sizeof(b1)),
			    size_format(c->l[i + 1].auto_cap, b2, sizeof(b2)),
			    c->l[i + 1].name),
			fmt("biocapctl set %s --read-cap auto --write-cap auto", l->dm_name));
	}
	return j;
}

/* "biocapctl: DEV: why", DEV escaped as in the tool's other messages */
static int not_found(FILE *errf, const char *dev, const char *why)
{
	fputs("biocapctl: ", errf);
	bc_text_string(errf, dev);
	fprintf(errf, ": %s\n", why);
	return BC_CHECK_NOT_FOUND;
}

/* The kernel name of dev, or an error message; 0 or BC_CHECK_NOT_FOUND. */
static int resolve(struct check *c, const char *dev, char *name, size_t len,
		   FILE *errf)
{
	char path[PATH_MAX + 256], *real;
	const char *dm = NULL, *base;
	struct dirent **v;
	struct stat st;
	int i, n;

	if (!strchr(dev, '/'))
		dm = dev;
	else if (!strncmp(dev, "/dev/mapper/", 12))
		dm = dev + 12;
	if (dm) {
		char buf[DM_NAME_LEN];

		snprintf(path, sizeof(path), "%s/sys/block", c->env->root);
		n = scandir(path, &v, NULL, alphasort);
		for (i = 0; i < n; i++) {
			if (!*name && !sys_read(c, buf, sizeof(buf), "/sys/block/%s/dm/name",
						v[i]->d_name) && !strcmp(buf, dm))
				snprintf(name, len, "%s", v[i]->d_name);
			free(v[i]);
		}
		if (n >= 0)
			free(v);
		if (*name)
			return 0;
	}
	if (!*c->env->root && strchr(dev, '/') && stat(dev, &st) == 0) {
		if (!S_ISBLK(st.st_mode))
			return not_found(errf, dev, "not a block device");
		snprintf(path, sizeof(path), "/sys/dev/block/%u:%u",
			 major(st.st_rdev), minor(st.st_rdev));
		real = realpath(path, NULL);
		if (real) {
			snprintf(name, len, "%s", strrchr(real, '/') + 1);
			free(real);
			return 0;
		}
	}
	base = strrchr(dev, '/') ? strrchr(dev, '/') + 1 : dev;
	/* a bare name or /dev/NAME, not any path that ends in a disk's name */
	if ((dev == base || (base == dev + 5 && !strncmp(dev, "/dev/", 5))) && *base &&
	    strcmp(base, ".") && strcmp(base, "..") &&
	    sys_exists(c, "/sys/class/block/%s", base)) {
		snprintf(name, len, "%s", base);
		return 0;
	}
	return not_found(errf, dev, "no such block device");
}

/* Whether word is one of the space-separated words of list. */
static bool has_word(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ' ') && (!p[n] || p[n] == ' '))
			return true;
	return false;
}

/*
 * The kernel names of every dm device with a biocap line, whoever made it
 * (biocapctl, dmsetup, LVM); without the tables (not root), those biocapctl
 * made (uuid BIOCAP-*).
 */
static int biocap_devices(struct check *c, char (*names)[NAME_MAX + 1], int max)
{
	char path[PATH_MAX + 256], buf[DM_UUID_LEN], dm_name[DM_NAME_LEN];
	struct bc_check_table tab;
	struct dirent **v;
	int i, n, k = 0;
	bool is_bc;

	snprintf(path, sizeof(path), "%s/sys/block", c->env->root);
	n = scandir(path, &v, NULL, alphasort);
	for (i = 0; i < n; i++) {
		is_bc = false;
		if (k < max && !sys_read(c, dm_name, sizeof(dm_name), "/sys/block/%s/dm/name",
					 v[i]->d_name)) {
			if (c->env->table && !c->env->table(c->env->ctx, dm_name, &tab))
				is_bc = has_word(tab.types, BIOCAP_TARGET_NAME);
			else
				is_bc = !sys_read(c, buf, sizeof(buf), "/sys/block/%s/dm/uuid",
						  v[i]->d_name) && !strncmp(buf, "BIOCAP-", 7);
		}
		if (is_bc)
			snprintf(names[k++], NAME_MAX + 1, "%s", v[i]->d_name);
		free(v[i]);
	}
	if (n >= 0)
		free(v);
	return k;
}

/* ---- output ---- */

static void text_num(FILE *out, const char *key, long long v)
{
	if (v == UNKNOWN)
		fprintf(out, " %s=?", key);
	else
		fprintf(out, " %s=%lld", key, v);
}

static void json_num(FILE *out, const char *key, long long v)
{
	fprintf(out, ",\"%s\":", key);
	if (v == UNKNOWN)
		fputs("null", out);
	else
		fprintf(out, "%lld", v);
}

static void print_layer_text(FILE *out, const struct check *c,
			     const struct layer *l)
{
	char b[32];

	fprintf(out, "%*s", 2 * l->depth, "");
	bc_text_string(out, l->name);
	if (l->dm) {
		fputs(" (", out);
		bc_text_string(out, l->dm_name);
		fprintf(out, ", dm %s)", l->tab_known ? l->tab.types : "?");
	} else {
		const char *drv = disk_driver(c, l->disk);

		fprintf(out, " (%s%s)", l->partition ? "partition, " : "",
			drv ? drv : "disk");
	}
	fputc(':', out);
	text_num(out, "io_poll", l->io_poll);
	text_num(out, "max_sectors_kb", l->max_sectors_kb);
	text_num(out, "max_hw_sectors_kb", l->max_hw_sectors_kb);
	text_num(out, "max_segments", l->max_segments);
	if (l->hw_queues != UNKNOWN)
		text_num(out, "hw_queues", l->hw_queues);
	if (l->auto_cap)
		fprintf(out, " auto_cap=%s", size_format(l->auto_cap, b, sizeof(b)));
	if (l->chunk_sectors > 0)
		fprintf(out, " chunk=%s", size_format((uint64_t)l->chunk_sectors, b, sizeof(b)));
	if (l->tab_known && l->tab.build) {
		fprintf(out, " build_cap=%s", l->tab.build);
		if (l->tab.build_cap)
			fprintf(out, ",%s", size_format(l->tab.build_cap, b, sizeof(b)));
	}
	fputc('\n', out);
}

static void print_layer_json(FILE *out, const struct check *c, int i,
			     bool first)
{
	const struct layer *l = &c->l[i];
	const char *drv = l->dm ? NULL : disk_driver(c, l->disk);
	int j;

	fputs(first ? "{\"name\":" : ",{\"name\":", out);
	bc_json_string(out, l->name);
	fprintf(out, ",\"depth\":%d,\"kind\":\"%s\",\"dm_name\":", l->depth,
		l->dm ? "dm" : l->partition ? "partition" : "disk");
	if (l->dm)
		bc_json_string(out, l->dm_name);
	else
		fputs("null", out);
	fputs(",\"targets\":", out);
	if (l->tab_known) {
		const char *p = l->tab.types;
		bool first = true;

		fputc('[', out);
		while (*p) {
			char ty[64];
			size_t n;

			p += strspn(p, " ");
			n = strcspn(p, " ");
			if (n) {
				snprintf(ty, sizeof(ty), "%.*s", (int)n, p);
				if (!first)
					fputc(',', out);
				bc_json_string(out, ty);
				first = false;
			}
			p += n;
		}
		fputc(']', out);
	} else {
		fputs("null", out);
	}
	fprintf(out, ",\"driver\":");
	if (drv)
		fprintf(out, "\"%s\"", drv);
	else
		fputs("null", out);
	json_num(out, "io_poll", l->io_poll);
	json_num(out, "max_sectors_kb", l->max_sectors_kb);
	json_num(out, "max_hw_sectors_kb", l->max_hw_sectors_kb);
	json_num(out, "max_segments", l->max_segments);
	json_num(out, "hw_queues", l->hw_queues);
	json_num(out, "auto_cap_kb", l->auto_cap ? (long long)l->auto_cap / 2 : UNKNOWN);
	json_num(out, "chunk_sectors", l->chunk_sectors);
	fputs(",\"build_cap\":", out);
	if (l->tab_known && l->tab.build)
		fprintf(out, "\"%s\"", l->tab.build);
	else
		fputs("null", out);
	json_num(out, "build_cap_kb", l->tab_known && l->tab.build ?
		 (long long)l->tab.build_cap / 2 : UNKNOWN);
	fprintf(out, ",\"polled\":%s,\"slaves\":[", l->polled ? "true" : "false");
	for (j = i + 1; j < c->n && c->l[j].depth > l->depth; j++)
		if (c->l[j].depth == l->depth + 1) {
			if (j > i + 1)
				fputc(',', out);
			bc_json_string(out, c->l[j].name);
		}
	fputs("]}", out);
}

/* The problems (notes false) or the notes of p0..p1 as a JSON array. */
static void print_problems_json(FILE *out, const struct check *c, int p0,
				int p1, bool notes)
{
	bool first = true;
	int i;

	fprintf(out, ",\"%s\":[", notes ? "notes" : "problems");
	for (i = p0; i < p1; i++) {
		if (c->p[i].note != notes)
			continue;
		fputs(first ? "{\"layer\":" : ",{\"layer\":", out);
		first = false;
		bc_json_string(out, c->p[i].layer);
		fputs(",\"reason\":", out);
		bc_json_string(out, c->p[i].reason);
		fputs(",\"fix\":", out);
		if (c->p[i].fix)
			bc_json_string(out, c->p[i].fix);
		else
			fputs("null", out);
		fputc('}', out);
	}
	fputc(']', out);
}

/* Whether the running kernel exports bdev_dio_max_bio_size (patches/ 0014). */
static bool kernel_has_build_cap(const struct check *c)
{
	char path[PATH_MAX + 256], line[512];
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "%s/proc/kallsyms", c->env->root);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		char *sym = strrchr(line, ' ');

		line[strcspn(line, "\t\n")] = '\0';
		found = sym && !strcmp(sym + 1, "bdev_dio_max_bio_size");
	}
	fclose(f);
	return found;
}

int bc_check(const struct bc_check_env *env, const char *dev, bool json,
	     FILE *out)
{
	static char roots[MAX_ROOTS + 1][NAME_MAX + 1];
	/* one check per root: each device gets all the layers and problems */
	struct check *cs[MAX_ROOTS] = { NULL };
	struct check *c = calloc(1, sizeof(*c));
	char version[64] = "", pq[32] = "";
	bool loaded, kernel_bc, all = true;
	int nroots, i, j, r, end;

	if (!c) {
		fputs("biocapctl: out of memory\n", stderr);
		return BC_CHECK_NOT_POLLED;
	}
	c->env = env;
	roots[0][0] = '\0';
	if (dev) {
		r = resolve(c, dev, roots[0], sizeof(roots[0]), stderr);
		if (r) {
			free(c);
			return r;
		}
		nroots = 1;
	} else {
		/* one more than checked: to know that some were left out */
		nroots = biocap_devices(c, roots, MAX_ROOTS + 1);
		if (!nroots) {
			fputs("biocapctl: no biocap device: name the device to check\n",
			      stderr);
			free(c);
			return BC_CHECK_NOT_FOUND;
		}
		if (nroots > MAX_ROOTS) {
			fprintf(stderr, "biocapctl: more than %d biocap devices: checking the first %d only; name the others\n",
				MAX_ROOTS, MAX_ROOTS);
			nroots = MAX_ROOTS;
			all = false;	/* not known for those left out */
		}
	}
	for (i = 0; i < nroots; i++) {
		cs[i] = calloc(1, sizeof(*cs[i]));
		if (!cs[i]) {
			fputs("biocapctl: out of memory\n", stderr);
			all = false;
			goto out;
		}
		cs[i]->env = env;
		if (add_layer(cs[i], roots[i], 0) == 0) {
			analyse(cs[i], 0);
			all = all && cs[i]->l[0].polled;
		} else {
			all = false;
		}
	}
	loaded = sys_exists(c, "/sys/module/dm_biocap%s", "");
	sys_read(c, version, sizeof(version), "/sys/module/dm_biocap/version");
	kernel_bc = kernel_has_build_cap(c);
	sys_read(c, pq, sizeof(pq), "/sys/module/nvme/parameters/poll_queues");

	if (json) {
		fputs("{\"module\":{\"loaded\":", out);
		fputs(loaded ? "true" : "false", out);
		fputs(",\"version\":", out);
		if (*version)
			bc_json_string(out, version);
		else
			fputs("null", out);
		fprintf(out, "},\"kernel_build_cap\":%s,\"nvme_poll_queues\":",
			kernel_bc ? "true" : "false");
		if (*pq && strspn(pq, "0123456789") == strlen(pq))
			fputs(pq, out);
		else
			fputs("null", out);
		fprintf(out, ",\"polled\":%s,\"devices\":[", all ? "true" : "false");
	} else {
		if (loaded)
			fprintf(out, "dm-biocap: loaded, version %s\n", *version ? version : "?");
		else
			fputs("dm-biocap: not loaded (modprobe dm-biocap)\n", out);
		fprintf(out, "build cap: %s\n", kernel_bc ?
			"in this kernel (bdev_dio_max_bio_size)" :
			"not in this kernel (biocap cuts large bios itself)");
		if (*pq)
			fprintf(out, "nvme poll_queues: %s\n", pq);
	}
	for (i = 0; i < nroots; i++) {
		struct check *ci = cs[i];
		bool polled = ci->n > 0 && ci->l[0].polled;

		end = ci->n > 0 ? after(ci, 0) : 0;
		if (json) {
			fputs(i ? ",{\"device\":" : "{\"device\":", out);
			bc_json_string(out, dev ? dev : roots[i]);
			fputs(",\"name\":", out);
			bc_json_string(out, roots[i]);
			fprintf(out, ",\"polled\":%s,\"layers\":[", polled ? "true" : "false");
			for (j = 0; j < end; j++)
				print_layer_json(out, ci, j, j == 0);
			fputc(']', out);
			print_problems_json(out, ci, 0, ci->np, false);
			print_problems_json(out, ci, 0, ci->np, true);
			fputc('}', out);
			continue;
		}
		fputc('\n', out);
		for (j = 0; j < end; j++)
			print_layer_text(out, ci, &ci->l[j]);
		for (j = 0; j < ci->np; j++) {
			fputs(ci->p[j].note ? "note: " : "problem: ", out);
			bc_text_string(out, ci->p[j].reason);
			fputc('\n', out);
			if (ci->p[j].fix) {
				fputs("  fix: ", out);
				bc_text_string(out, ci->p[j].fix);
				fputc('\n', out);
			}
		}
		fputs(polled ? "polled I/O reaches the device: " :
		      "polled I/O does not reach the device: ", out);
		bc_text_string(out, dev ? dev : roots[i]);
		fputc('\n', out);
	}
	if (json)
		fputs("]}\n", out);
out:
	for (i = 0; i < nroots; i++) {
		for (j = 0; cs[i] && j < cs[i]->np; j++) {
			free(cs[i]->p[j].reason);
			free(cs[i]->p[j].fix);
		}
		free(cs[i]);
	}
	free(c);
	return all ? BC_CHECK_POLLED : BC_CHECK_NOT_POLLED;
}
