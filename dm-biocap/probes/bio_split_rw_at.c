// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BIO_SPLIT_RW_AT: the block layer says whether, and where, a read
 * or write bio would be split for a queue's limits (6.12 and later);
 * biocap_too_big() asks it before sending a clone with REQ_NOWAIT, which
 * blk-mq would refuse to split.
 */
#include <linux/bio.h>
#include <linux/blkdev.h>

int probe_bio_split_rw_at(struct bio *bio, const struct queue_limits *lim);
int probe_bio_split_rw_at(struct bio *bio, const struct queue_limits *lim)
{
	unsigned int segs;

	return bio_split_rw_at(bio, lim, &segs, lim->max_sectors << SECTOR_SHIFT);
}
