/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Kernel API differences, decided by the feature probes in probes/
 * (results in biocap_config.h, generated against the target kernel)
 * rather than by version numbers, which stable backports break.
 */
#ifndef BIOCAP_COMPAT_H
#define BIOCAP_COMPAT_H

#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/device-mapper.h>
#include <linux/minmax.h>
#include <linux/sched.h>

#include "biocap_config.h"

/* 6.16+ passes the ioctl to .prepare_ioctl so targets may handle it. */
#ifdef HAVE_PREPARE_IOCTL_CMD_ARG
#define BIOCAP_PREPARE_IOCTL_EXTRA_ARGS \
	, unsigned int cmd, unsigned long arg, bool *forward
#else
#define BIOCAP_PREPARE_IOCTL_EXTRA_ARGS
#endif

/*
 * A kernel whose direct I/O builds bios no larger than the queue's
 * max_sectors (bdev_dio_max_bio_size(), patches/ 0014 and 0015) lets a
 * line bound the bios built from user memory through its queue limits,
 * so they reach map() no larger than the cap.  On stock kernels biocap
 * cuts large bios itself.
 */
#ifdef HAVE_BDEV_DIO_MAX_BIO_SIZE
#define BIOCAP_HAVE_BUILD_CAP	true
#else
#define BIOCAP_HAVE_BUILD_CAP	false
#endif

/*
 * The largest logical block size the block layer takes: above a page on
 * kernels that support large blocks (64 KiB), a page before.
 */
#ifdef BLK_MAX_BLOCK_SIZE
#define BIOCAP_MAX_BLOCK_SIZE	BLK_MAX_BLOCK_SIZE
#else
#define BIOCAP_MAX_BLOCK_SIZE	PAGE_SIZE
#endif

/* Whether @q takes polled bios. */
static inline bool biocap_queue_polls(struct request_queue *q)
{
#ifdef HAVE_BLK_FEAT_POLL
	return q->limits.features & BLK_FEAT_POLL;
#else
	return test_bit(QUEUE_FLAG_POLL, &q->queue_flags);
#endif
}

/*
 * Whether a REQ_NOWAIT bio that is not polled is io_uring issuing an IOPOLL
 * request again: before the queue feature flags (BLK_FEAT_POLL), a polled
 * bio sent to a queue that cannot poll loses REQ_POLLED and keeps the
 * REQ_NOWAIT polled direct I/O adds, and io_uring's io-wq worker issues an
 * IOPOLL request again with both after every EAGAIN (6.1).  A request
 * without IOPOLL comes back from the worker without REQ_NOWAIT.  The test
 * for the worker is io_uring's own io_wq_current_is_worker(): the SQPOLL
 * thread has PF_IO_WORKER too, but no worker_private, and issues inline.
 * Kernels with the flags (6.12) fail such a polled bio with EOPNOTSUPP
 * before it reaches dm.
 */
#ifdef HAVE_BLK_FEAT_POLL
static inline bool biocap_iopoll_retry(struct dm_target *ti)
{
	return false;
}
#else
static inline bool biocap_iopoll_retry(struct dm_target *ti)
{
	struct request_queue *q;

	if (!(current->flags & PF_IO_WORKER) || !current->worker_private)
		return false;
	q = dm_disk(dm_table_get_md(ti->table))->queue;
	return !biocap_queue_polls(q);
}
#endif

/*
 * The poll cookie of the poll queue blk-mq maps @cpu to below @q, for a
 * bio that has no request there (see biocap_pin_cookie()), or
 * BLK_QC_T_NONE.  The caller holds @q's usage counter, so the map is not
 * being rewritten by blk_mq_update_nr_hw_queues().  A cookie is the bare
 * queue number since hybrid polling went; before (request_queue::
 * poll_nsec, 6.1) it also carries a request's tag, and there is none to
 * give.
 */
static inline blk_qc_t biocap_poll_queue_cookie(struct request_queue *q,
						unsigned int cpu)
{
#ifndef HAVE_REQUEST_QUEUE_POLL_NSEC
	const struct blk_mq_queue_map *map;

	if (queue_is_mq(q) && q->tag_set->nr_maps > HCTX_TYPE_POLL) {
		map = &q->tag_set->map[HCTX_TYPE_POLL];
		if (map->nr_queues)
			return map->mq_map[cpu];
	}
#endif
	return BLK_QC_T_NONE;
}

/* Whether a bio without a request can be given a poll cookie (not 6.1). */
static inline bool biocap_has_poll_cookies(void)
{
#ifdef HAVE_REQUEST_QUEUE_POLL_NSEC
	return false;
#else
	return true;
#endif
}

/* How far a bio's iterator is into its current bvec (see HAVE_BVEC_ITER_BI_OFFSET). */
static inline unsigned int biocap_iter_bvec_offset(const struct bio *bio)
{
#ifdef HAVE_BVEC_ITER_BI_OFFSET
	return bio->bi_iter.bi_offset;
#else
	return bio->bi_iter.bi_bvec_done;
#endif
}

#endif /* BIOCAP_COMPAT_H */
