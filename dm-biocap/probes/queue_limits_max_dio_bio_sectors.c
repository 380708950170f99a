// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_QUEUE_LIMITS_MAX_DIO_BIO_SECTORS: a stacking driver can limit the
 * size of the bios direct I/O builds from user memory (patches/ 0002).
 */
#include <linux/blkdev.h>
#include <linux/minmax.h>

void probe_limit_dio_bio(struct queue_limits *lim);

void probe_limit_dio_bio(struct queue_limits *lim)
{
	lim->max_dio_bio_sectors = min_not_zero(lim->max_dio_bio_sectors, 8U);
}
