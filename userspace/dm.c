// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* The libdevmapper side of biocapctl. */
#define _GNU_SOURCE	/* vasprintf */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <libdevmapper.h>
#include <linux/dm-ioctl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bc.h"
#include "dm.h"
#include "kmsg.h"

/* libdm's log levels (libdm/misc/dm-logging.h); not in its public header. */
#define LIBDM_LOG_ERR	3
#define LIBDM_LOG_MASK	0x7f	/* drops _LOG_STDERR and _LOG_ONCE */

static int dm_verbose;
static bool udev_sync;
/* errno of the last error libdm logged (it may be gone from the task) */
static int last_errno;
/*
 * While set, libdm's lines that start with it are not printed (without -v):
 * a remove that libdm retries logs its ioctl error once per try, and
 * bc_dm_remove() says why itself.
 */
static const char *libdm_quiet_prefix;

static void bc_dm_log(int level, const char *file, int line,
		      int dm_errno_or_class, const char *f, ...)
	__attribute__((format(printf, 5, 6)));

static void bc_dm_log(int level, const char *file, int line,
		      int dm_errno_or_class, const char *f, ...)
{
	va_list ap;
	char *m;

	(void)file;
	(void)line;
	if ((level & LIBDM_LOG_MASK) <= LIBDM_LOG_ERR && dm_errno_or_class > 0)
		last_errno = dm_errno_or_class;
	if ((level & LIBDM_LOG_MASK) > LIBDM_LOG_ERR + dm_verbose * 2)
		return;
	va_start(ap, f);
	if (vasprintf(&m, f, ap) < 0)
		m = NULL;
	va_end(ap);
	if (m && libdm_quiet_prefix && !dm_verbose &&
	    !strncmp(m, libdm_quiet_prefix, strlen(libdm_quiet_prefix))) {
		free(m);
		return;
	}
	fputs("biocapctl: ", stderr);
	/* device names in libdm's messages must not drive the terminal */
	bc_text_string(stderr, m ? m : "(out of memory)");
	free(m);
	fputc('\n', stderr);
}

/* A message on stderr, escaped like bc_text_string (names in it are raw). */
static void dm_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void dm_err(const char *fmt, ...)
{
	va_list ap;
	char *m;

	va_start(ap, fmt);
	if (vasprintf(&m, fmt, ap) < 0)
		m = NULL;
	va_end(ap);
	fputs("biocapctl: ", stderr);
	bc_text_string(stderr, m ? m : "(out of memory)");
	free(m);
	fputc('\n', stderr);
}

void bc_dm_setup(int verbose)
{
	const char *dev = getenv("DM_DEV_DIR");

	dm_verbose = verbose;
	dm_log_with_errno_init(bc_dm_log);
	/* like dmsetup: another /dev (tests, chroots) */
	if (dev && *dev)
		dm_set_dev_dir(dev);
	/*
	 * Wait for udev only where it runs: not when DM_DISABLE_UDEV is set
	 * (libdm then creates the /dev/mapper nodes itself) and not when no
	 * udev daemon listens (containers, initramfs, test guests).
	 */
	udev_sync = !getenv("DM_DISABLE_UDEV") &&
		    access("/run/udev/control", F_OK) == 0;
	if (!udev_sync)
		dm_udev_set_sync_support(0);
}

void bc_dm_raw_names(bool raw)
{
	static dm_string_mangling_t saved = DM_STRING_MANGLING_AUTO;
	static bool on;

	if (raw == on)
		return;
	if (raw) {
		saved = dm_get_name_mangling_mode();
		dm_set_name_mangling_mode(DM_STRING_MANGLING_NONE);
	} else {
		dm_set_name_mangling_mode(saved);
	}
	on = raw;
}

bool bc_dm_udev_sync(void)
{
	return udev_sync && dm_udev_get_sync_support();
}

char *bc_dm_path(const char *name)
{
	const char *dir = dm_dir();
	size_t len = strlen(dir) + strlen(name) + 2;
	char *p = malloc(len);

	if (p)
		snprintf(p, len, "%s/%s", dir, name);
	return p;
}

static int task_run(struct dm_task *t)
{
	last_errno = 0;
	return dm_task_run(t);
}

/*
 * Why device-mapper cannot be reached: the errno of opening its control
 * node (ENOENT, ENODEV when the driver is missing, EACCES), or 0.
 */
static int control_errno(void)
{
	const char *dir = dm_dir();
	size_t len = strlen(dir) + sizeof("/control");
	char *path = malloc(len);
	int fd, e = 0;

	if (!path)
		return ENOMEM;
	snprintf(path, len, "%s/control", dir);
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		e = errno;
	else
		close(fd);
	free(path);
	return e;
}

/*
 * Why a task failed.  After a failed create libdm removes the half-made
 * device, and the task's errno may then be that of the removal: prefer
 * the errno libdm logged with the first error.  A task that never
 * reached the kernel has no errno: then it is why the control node
 * cannot be opened.
 */
static int task_errno(struct dm_task *t)
{
	int e = last_errno;

	if (!e && t)
		e = dm_task_get_errno(t);
	if (!e)
		e = control_errno();
	return e ? e : EIO;
}

/* After a failed ioctl: the kernel's reason, if it logged one. */
static void kernel_reason(struct bc_kmsg *k)
{
	int n = bc_kmsg_report(k, "biocap", stderr, "biocapctl: kernel: ");

	if (n < 0)
		fputs("biocapctl: (cannot read /dev/kmsg for the kernel's reason; see dmesg)\n",
		      stderr);
	else if (n == 0)
		fputs("biocapctl: (the kernel logged no biocap message; see dmesg)\n",
		      stderr);
}

/*
 * The devices a dm device sits on (sysfs slaves/), by their kernel names,
 * into names[] (at most max); returns how many.  NAME's device number
 * comes from an info ioctl, as in busy_holders().  BC_MAX_LOWER is plenty
 * for a table that spreads over several disks.
 */
#define BC_MAX_LOWER 16
static size_t lower_devices(const char *name, char names[][64], size_t max)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_INFO);
	struct dm_info di;
	struct dirent *de;
	char path[64];
	DIR *dir = NULL;
	size_t n = 0;

	if (t && dm_task_set_name(t, name) && dm_task_no_open_count(t) &&
	    task_run(t) && dm_task_get_info(t, &di) && di.exists) {
		snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/slaves",
			 di.major, di.minor);
		dir = opendir(path);
	}
	if (t)
		dm_task_destroy(t);
	while (dir && n < max && (de = readdir(dir))) {
		if (de->d_name[0] == '.' || strlen(de->d_name) >= 64)
			continue;
		strcpy(names[n++], de->d_name);
	}
	if (dir)
		closedir(dir);
	return n;
}

/* Write "change" to a sysfs uevent file; a failure is only told with -v. */
static void uevent_change(const char *path)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);

	if ((fd < 0 || write(fd, "change", 6) != 6) && dm_verbose)
		dm_err("cannot write %s: %s", path, strerror(errno));
	if (fd >= 0)
		close(fd);
}

/*
 * A change event for each lower device and its partitions, so that udev
 * reruns its rules on them: 59-biocap.rules takes the file system's
 * by-uuid and by-label links from a disk that biocap holds, and gives them
 * back once it is removed.  The kernel sends the disk nothing itself.
 * Only where udev runs (the callers check udev_sync).
 */
static void lower_change(char names[][64], size_t n)
{
	char path[160];
	struct dirent *de;
	size_t i;
	DIR *dir;

	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "/sys/class/block/%s/uevent", names[i]);
		uevent_change(path);
		snprintf(path, sizeof(path), "/sys/class/block/%s", names[i]);
		dir = opendir(path);
		while (dir && (de = readdir(dir))) {
			/* a partition is a directory with a partition file */
			snprintf(path, sizeof(path), "/sys/class/block/%s/%.64s/partition",
				 names[i], de->d_name);
			if (de->d_name[0] == '.' || access(path, F_OK))
				continue;
			snprintf(path, sizeof(path), "/sys/class/block/%s/%.64s/uevent",
				 names[i], de->d_name);
			uevent_change(path);
		}
		if (dir)
			closedir(dir);
	}
}

int bc_dm_create(const char *name, const struct bc_table_opts *opts,
		 const struct bc_table *tab)
{
	char uuid[DM_UUID_LEN], params[4200];
	struct dm_task *t;
	struct bc_kmsg k;
	uint32_t cookie = 0;
	bool cookie_set = false;
	int ok, e = 0;
	size_t i;

	t = dm_task_create(DM_DEVICE_CREATE);
	ok = t && dm_task_set_name(t, name);
	/* a UUID prefix lets udev rules and scripts match our devices */
	if (strlen(BC_UUID_PREFIX) + strlen(name) >= sizeof(uuid)) {
		dm_err("%s: name too long for the UUID " BC_UUID_PREFIX "NAME", name);
		if (t)
			dm_task_destroy(t);
		return BC_EXIT_USAGE;
	}
	if (ok) {
		snprintf(uuid, sizeof(uuid), BC_UUID_PREFIX "%s", name);
		ok = dm_task_set_uuid(t, uuid);
	}
	for (i = 0; ok && i < tab->n; i++) {
		if (bc_target_params(opts, &tab->t[i], params, sizeof(params))) {
			dm_err("%s: device path too long", tab->t[i].path);
			dm_task_destroy(t);
			return BC_EXIT_INVALID;
		}
		ok = dm_task_add_target(t, tab->t[i].start, tab->t[i].len,
					BIOCAP_TARGET_NAME, params);
	}
	if (ok) {
		ok = dm_task_set_cookie(t, &cookie, 0);
		cookie_set = ok;
	}
	if (!ok) {
		/* libdm checks the driver's version here: say why it is not there */
		e = control_errno();
		if (e)
			dm_err("cannot create %s: %s/control: %s", name, dm_dir(), strerror(e));
		else
			dm_err("cannot prepare the creation of %s", name);
		if (t)
			dm_task_destroy(t);
		return BC_EXIT_FAIL;
	}
	bc_kmsg_mark(&k);
	ok = task_run(t);
	if (!ok)
		e = task_errno(t);
	/* always, even after a failure: libdm may have reverted the create */
	if (cookie_set)
		dm_udev_wait(cookie);
	dm_task_destroy(t);
	if (!ok) {
		dm_err("cannot create %s: %s", name, strerror(e));
		if (e == EBUSY || e == EEXIST)
			bc_kmsg_close(&k);
		else
			kernel_reason(&k);
		return BC_EXIT_FAIL;
	}
	bc_kmsg_close(&k);
	{
		char lower[BC_MAX_LOWER][64];

		if (udev_sync)
			lower_change(lower, lower_devices(name, lower, BC_MAX_LOWER));
	}
	return BC_EXIT_OK;
}

/*
 * Why NAME would be busy, for a user who stacked LVM, a file system or
 * another dm device on it: the devices that hold it (sysfs holders/, by
 * their dm names), else that it is open or mounted.  Written to buf
 * (len > 5); returns the number of holders.
 */
static size_t busy_holders(const char *name, char *buf, size_t len)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_INFO);
	struct dm_info di;
	struct dirent *de;
	char path[96];
	size_t used = 0, n = 0;
	DIR *dir = NULL;

	snprintf(buf, len, "device is in use (open, or mounted)");
	if (t && dm_task_set_name(t, name) && dm_task_no_open_count(t) &&
	    task_run(t) && dm_task_get_info(t, &di) && di.exists) {
		snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/holders",
			 di.major, di.minor);
		dir = opendir(path);
	}
	if (t)
		dm_task_destroy(t);
	while (dir && (de = readdir(dir))) {
		const char *sep = n ? ", " : "device is in use by ";
		char holder[DM_NAME_LEN] = "";
		FILE *f;

		if (de->d_name[0] == '.')
			continue;
		/* a dm holder by its name, anything else (md0) by the kernel's */
		snprintf(path, sizeof(path), "/sys/class/block/%.64s/dm/name",
			 de->d_name);
		f = fopen(path, "re");
		if (!f || !fgets(holder, sizeof(holder), f))
			snprintf(holder, sizeof(holder), "%.*s",
				 (int)sizeof(holder) - 1, de->d_name);
		if (f)
			fclose(f);
		holder[strcspn(holder, "\n")] = '\0';
		n++;
		/* whole names only, and room left for ", ..." */
		if (used + strlen(sep) + strlen(holder) + 5 >= len) {
			snprintf(buf + used, len - used, ", ...");
			break;
		}
		used += snprintf(buf + used, len - used, "%s%s", sep, holder);
	}
	if (dir)
		closedir(dir);
	return n;
}

int bc_dm_remove(const char *name)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_REMOVE);
	char lower[BC_MAX_LOWER][64];
	size_t nlower = udev_sync ? lower_devices(name, lower, BC_MAX_LOWER) : 0;
	uint32_t cookie = 0;
	bool cookie_set = false;
	char why[256];
	int ok, e = 0;

	/*
	 * libdm retries a busy remove for a few seconds, for udev's brief
	 * opens; a device that another device holds will not free itself.
	 */
	ok = t && dm_task_set_name(t, name) &&
	     (busy_holders(name, why, sizeof(why)) || dm_task_retry_remove(t));
	if (ok)
		ok = cookie_set = dm_task_set_cookie(t, &cookie, 0);
	if (ok) {
		libdm_quiet_prefix = "device-mapper: remove ioctl on";
		ok = task_run(t);
		libdm_quiet_prefix = NULL;
		if (!ok)
			e = task_errno(t);
	} else {
		e = ENOMEM;
	}
	if (cookie_set)
		dm_udev_wait(cookie);
	if (t)
		dm_task_destroy(t);
	if (!ok) {
		if (e == EBUSY)
			busy_holders(name, why, sizeof(why));
		dm_err("cannot remove %s: %s", name,
		       e == EBUSY ? why : strerror(e));
		return BC_EXIT_FAIL;
	}
	lower_change(lower, nlower);
	return BC_EXIT_OK;
}

/* Whether device NAME exists: 1, 0, or -1 (error printed). */
static int dm_exists(const char *name)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_INFO);
	struct dm_info di;
	int r = -1;

	if (t && dm_task_set_name(t, name) && dm_task_no_open_count(t) &&
	    task_run(t) && dm_task_get_info(t, &di))
		r = di.exists ? 1 : 0;
	else
		dm_err("cannot look up %s: %s", name,
			strerror(task_errno(t)));
	if (t)
		dm_task_destroy(t);
	return r;
}

/* Start sectors of NAME's biocap targets. */
static int biocap_starts(const char *name, uint64_t **starts, size_t *n)
{
	struct dm_task *t;
	void *next = NULL;
	int r = BC_EXIT_FAIL, e;

	*starts = NULL;
	*n = 0;
	e = dm_exists(name);
	if (e <= 0) {
		if (e == 0)
			dm_err("%s: no such device", name);
		return BC_EXIT_FAIL;
	}
	t = dm_task_create(DM_DEVICE_TABLE);
	if (!t || !dm_task_set_name(t, name) || !dm_task_no_open_count(t) ||
	    !task_run(t)) {
		dm_err("cannot read the table of %s: %s",
			name, strerror(task_errno(t)));
		goto out;
	}
	do {
		uint64_t start, len;
		char *type = NULL, *params = NULL;

		next = dm_get_next_target(t, next, &start, &len, &type, &params);
		if (type && !strcmp(type, BIOCAP_TARGET_NAME)) {
			uint64_t *s = realloc(*starts, (*n + 1) * sizeof(*s));

			if (!s) {
				fputs("biocapctl: out of memory\n", stderr);
				goto out;
			}
			*starts = s;
			s[(*n)++] = start;
		}
	} while (next);
	r = BC_EXIT_OK;
out:
	if (t)
		dm_task_destroy(t);
	return r;
}

int bc_dm_message_at(const char *name, uint64_t sector, const char *msg)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_TARGET_MSG);
	struct bc_kmsg k;
	int r = BC_EXIT_OK;

	if (!t || !dm_task_set_name(t, name) || !dm_task_set_sector(t, sector) ||
	    !dm_task_set_message(t, msg)) {
		fputs("biocapctl: cannot prepare a target message\n", stderr);
		r = BC_EXIT_FAIL;
		goto out;
	}
	bc_kmsg_mark(&k);
	if (task_run(t)) {
		const char *resp = dm_task_get_message_response(t);

		bc_kmsg_close(&k);
		if (resp && *resp)
			puts(resp);
	} else {
		dm_err("%s: message '%s' to the target at sector %" PRIu64 " failed: %s",
		       name, msg, sector, strerror(task_errno(t)));
		kernel_reason(&k);
		r = BC_EXIT_FAIL;
	}
out:
	if (t)
		dm_task_destroy(t);
	return r;
}

int bc_dm_message(const char *name, const char *msg)
{
	uint64_t *starts;
	size_t n, i;
	int r;

	r = biocap_starts(name, &starts, &n);
	if (r)
		return r;
	if (!n) {
		dm_err("%s is not a biocap device", name);
		free(starts);
		return BC_EXIT_FAIL;
	}
	for (i = 0; i < n && !r; i++)
		r = bc_dm_message_at(name, starts[i], msg);
	free(starts);
	return r;
}

void bc_dm_names_free(char **names, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

int bc_dm_names(char ***names_out, size_t *n_out)
{
	struct dm_task *t = dm_task_create(DM_DEVICE_LIST);
	struct dm_names *names;
	char **v = NULL;
	size_t n = 0;
	unsigned int next = 0;

	*names_out = NULL;
	*n_out = 0;
	if (!t || !task_run(t)) {
		dm_err("cannot list device-mapper devices: %s",
			strerror(task_errno(t)));
		if (t)
			dm_task_destroy(t);
		return BC_EXIT_FAIL;
	}
	names = dm_task_get_names(t);
	if (names && names->dev) {
		do {
			char **nv;

			names = (struct dm_names *)((char *)names + next);
			nv = realloc(v, (n + 1) * sizeof(*v));
			if (!nv)
				goto nomem;
			v = nv;
			v[n] = strdup(names->name);
			if (!v[n])
				goto nomem;
			n++;
			next = names->next;
		} while (next);
	}
	dm_task_destroy(t);
	*names_out = v;
	*n_out = n;
	return BC_EXIT_OK;
nomem:
	fputs("biocapctl: out of memory\n", stderr);
	bc_dm_names_free(v, n);
	dm_task_destroy(t);
	return BC_EXIT_FAIL;
}

/* Run a STATUS or TABLE task on name; NULL (with *gone set) if it vanished. */
static struct dm_task *run_task(int type, const char *name, bool *gone)
{
	struct dm_task *t = dm_task_create(type);

	*gone = false;
	if (t && dm_task_set_name(t, name) && dm_task_no_open_count(t) &&
	    task_run(t))
		return t;
	if (t && dm_task_get_errno(t) == ENXIO)
		*gone = true;
	else
		dm_err("cannot read %s of %s: %s",
			type == DM_DEVICE_STATUS ? "the status" : "the table",
			name, strerror(task_errno(t)));
	if (t)
		dm_task_destroy(t);
	return NULL;
}

long long bc_queue_attr_kb(unsigned int major, unsigned int minor, const char *attr)
{
	char path[128];
	long long v;
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/queue/%s", major, minor, attr);
	f = fopen(path, "re");
	if (!f)
		return -errno;
	n = fscanf(f, "%lld", &v);
	fclose(f);
	return n == 1 && v >= 0 ? v : -EINVAL;
}

/*
 * queue/max_sectors_kb of a dm device: the largest bio direct I/O builds for
 * it where the kernel has the build cap, BC_DIO_LIMIT_UNKNOWN if sysfs
 * cannot be read.
 */
static long long dio_bio_kb(unsigned int major, unsigned int minor)
{
	char path[128];
	long long v = bc_queue_attr_kb(major, minor, "max_sectors_kb");

	if (v >= 0)
		return v;
	if (v != -ENOENT)
		return BC_DIO_LIMIT_UNKNOWN;
	/* a queue without the attribute: no build cap */
	snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/queue", major, minor);
	return access(path, F_OK) ? BC_DIO_LIMIT_UNKNOWN : BC_NO_DIO_LIMIT;
}

int bc_dm_get(const char *name, struct bc_device_status *d, bool *found)
{
	struct dm_task *info = NULL, *st = NULL, *tb = NULL;
	struct dm_info di;
	void *ns = NULL, *nt = NULL;
	const char *uuid, *dname;
	size_t line = 0;
	bool gone;
	int r = BC_EXIT_FAIL;

	memset(d, 0, sizeof(*d));
	*found = false;
	info = dm_task_create(DM_DEVICE_INFO);
	if (!info || !dm_task_set_name(info, name) ||
	    !dm_task_no_open_count(info) || !task_run(info) ||
	    !dm_task_get_info(info, &di)) {
		dm_err("cannot look up %s: %s", name,
			strerror(task_errno(info)));
		goto out;
	}
	if (!di.exists) {
		r = BC_EXIT_OK;
		goto out;
	}
	st = run_task(DM_DEVICE_STATUS, name, &gone);
	if (st)
		tb = run_task(DM_DEVICE_TABLE, name, &gone);
	if (!tb) {
		r = gone ? BC_EXIT_OK : BC_EXIT_FAIL;
		goto out;
	}
	*found = true;
	/* a path names the device too: report its dm name */
	dname = dm_task_get_name(info);
	d->name = strdup(dname && *dname ? dname : name);
	uuid = dm_task_get_uuid(info);
	d->uuid = strdup(uuid ? uuid : "");
	d->path = d->name ? bc_dm_path(d->name) : NULL;
	d->major = di.major;
	d->minor = di.minor;
	d->dio_bio_kb = dio_bio_kb(di.major, di.minor);
	if (!d->name || !d->uuid || !d->path)
		goto nomem;
	do {
		uint64_t s1, l1, s2, l2;
		char *ty1 = NULL, *p1 = NULL, *ty2 = NULL, *p2 = NULL;
		struct bc_target_status *ts;
		char err[256];

		ns = dm_get_next_target(st, ns, &s1, &l1, &ty1, &p1);
		nt = dm_get_next_target(tb, nt, &s2, &l2, &ty2, &p2);
		/* the lines come in order: the last one ends the device */
		if (ty1)
			d->sectors = s1 + l1;
		if (!ty1 || strcmp(ty1, BIOCAP_TARGET_NAME)) {
			line++;
			continue;
		}
		ts = realloc(d->t, (d->ntargets + 1) * sizeof(*ts));
		if (!ts)
			goto nomem;
		d->t = ts;
		ts += d->ntargets;
		memset(ts, 0, sizeof(*ts));
		ts->start = s1;
		ts->len = l1;
		ts->line = line++;
		if (bc_status_parse(p1 ? p1 : "", &ts->st, err, sizeof(err))) {
			dm_err("%s: %s", name, err);
			goto out;
		}
		d->ntargets++;
		/* the table changes only with a reload; pair only if it matches */
		if (ty2 && !strcmp(ty2, BIOCAP_TARGET_NAME) && s2 == s1 && l2 == l1 &&
		    p2 && !(ts->params = strdup(p2)))
			goto nomem;
	} while (ns);
	r = BC_EXIT_OK;
	goto out;
nomem:
	fputs("biocapctl: out of memory\n", stderr);
out:
	if (r)
		bc_device_status_free(d);
	if (info)
		dm_task_destroy(info);
	if (st)
		dm_task_destroy(st);
	if (tb)
		dm_task_destroy(tb);
	return r;
}

int bc_dm_target_types(const char *name, char *buf, size_t len)
{
	char list[512] = " ", word[80];
	void *next = NULL;
	struct dm_task *t;
	bool gone;
	size_t n;

	t = run_task(DM_DEVICE_TABLE, name, &gone);
	if (!t)
		return -1;
	do {
		uint64_t start, length;
		char *type = NULL, *params = NULL;

		next = dm_get_next_target(t, next, &start, &length, &type, &params);
		snprintf(word, sizeof(word), " %s ", type ? type : "");
		n = strlen(list);
		/* each type once, while it fits */
		if (type && !strstr(list, word) && n + strlen(word) < sizeof(list))
			snprintf(list + n, sizeof(list) - n, "%s ", type);
	} while (next);
	dm_task_destroy(t);
	/* " a b " -> "a b" */
	n = strlen(list);
	if (n > 1)
		list[n - 1] = '\0';
	snprintf(buf, len, "%s", n > 1 ? list + 1 : "");
	return 0;
}
