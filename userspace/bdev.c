// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Probing real block devices: ioctls first, sysfs for queue limits. */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "table.h"

/* Read one unsigned number from /sys/dev/block/MAJ:MIN/<rel>; 0 if absent. */
static unsigned long sysfs_ulong(dev_t rdev, const char *rel)
{
	char path[128];
	unsigned long v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/%s",
		 major(rdev), minor(rdev), rel);
	f = fopen(path, "re");
	if (!f)
		return 0;
	if (fscanf(f, "%lu", &v) != 1)
		v = 0;
	fclose(f);
	return v;
}

/* Queue attribute of a disk or, for a partition, of its parent disk. */
static unsigned long queue_attr(dev_t rdev, const char *attr)
{
	char rel[64];
	unsigned long v;

	snprintf(rel, sizeof(rel), "queue/%s", attr);
	v = sysfs_ulong(rdev, rel);
	if (!v) {
		snprintf(rel, sizeof(rel), "../queue/%s", attr);
		v = sysfs_ulong(rdev, rel);
	}
	return v;
}

/* A failed lookup of path: "no such path" errnos let the caller split it. */
static int lookup_error(const char *path, int e, char *err, size_t errlen)
{
	snprintf(err, errlen, "%s: %s", path, strerror(e));
	if (e == ENOTDIR)
		return -ENOENT;
	return -e;	/* -ENOENT and -ENAMETOOLONG are tried split too */
}

static int bdev_probe(void *ctx, const char *path, struct bc_devinfo *info,
		      char *err, size_t errlen)
{
	struct stat st, fst;
	uint64_t size;
	int fd, lbs = 0, e;

	(void)ctx;
	memset(info, 0, sizeof(*info));
	/*
	 * stat() before open(): opening a tty, a FIFO or a tape has side
	 * effects, so only a block device is opened.
	 */
	if (stat(path, &st) < 0)
		return lookup_error(path, errno, err, errlen);
	if (!S_ISBLK(st.st_mode)) {
		snprintf(err, errlen, "%s: not a block device", path);
		return -ENOTBLK;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return lookup_error(path, errno, err, errlen);
	if (fstat(fd, &fst) < 0) {
		e = errno;
		snprintf(err, errlen, "%s: %s", path, strerror(e));
		goto fail;
	}
	/* the path may have been replaced between stat() and open() */
	if (!S_ISBLK(fst.st_mode) || fst.st_rdev != st.st_rdev) {
		e = ENOTBLK;
		snprintf(err, errlen, "%s: not a block device", path);
		goto fail;
	}
	if (ioctl(fd, BLKGETSIZE64, &size) < 0) {
		e = errno;
		snprintf(err, errlen, "%s: cannot read the size (BLKGETSIZE64): %s",
			 path, strerror(e));
		goto fail;
	}
	if (ioctl(fd, BLKSSZGET, &lbs) < 0 || lbs <= 0)
		lbs = (int)queue_attr(st.st_rdev, "logical_block_size");
	if (lbs <= 0) {
		e = EINVAL;
		snprintf(err, errlen, "%s: cannot read the logical block size",
			 path);
		goto fail;
	}
	close(fd);
	info->size = size;
	info->lbs = (unsigned int)lbs;
	info->max_sectors_kb = (unsigned int)queue_attr(st.st_rdev, "max_sectors_kb");
	return 0;
fail:
	close(fd);
	return (e == ENOENT || e == ENAMETOOLONG) ? -EIO : -e;
}

const struct bc_prober bc_bdev_prober = { bdev_probe, NULL };
