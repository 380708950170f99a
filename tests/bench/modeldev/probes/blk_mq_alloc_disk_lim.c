// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_MQ_ALLOC_DISK_LIM: blk_mq_alloc_disk() takes the queue limits
 * (6.9+); older kernels set them on the queue after allocation.
 */
#include <linux/blk-mq.h>

struct gendisk *probe_blk_mq_alloc_disk_lim(struct blk_mq_tag_set *set,
					    struct queue_limits *lim);
struct gendisk *probe_blk_mq_alloc_disk_lim(struct blk_mq_tag_set *set,
					    struct queue_limits *lim)
{
	return blk_mq_alloc_disk(set, lim, NULL);
}
