// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_FEAT_ROTATIONAL: queue features in queue_limits (6.11+), where a
 * queue is non-rotational unless it says otherwise; older kernels mark a
 * non-rotational queue with QUEUE_FLAG_NONROT.
 */
#include <linux/blkdev.h>

blk_features_t probe_blk_feat_rotational = BLK_FEAT_ROTATIONAL;
