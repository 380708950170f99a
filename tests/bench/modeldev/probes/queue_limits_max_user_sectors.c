// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_QUEUE_LIMITS_MAX_USER_SECTORS: the soft request size limit is asked
 * for in queue_limits and derived from max_hw_sectors at validation.
 */
#include <linux/blkdev.h>

unsigned int probe_queue_limits_max_user_sectors(struct queue_limits *lim);
unsigned int probe_queue_limits_max_user_sectors(struct queue_limits *lim)
{
	return lim->max_user_sectors;
}
