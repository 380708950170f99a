// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_FEAT_POLL: queue features in queue_limits (6.11+); from then on
 * a polled bio sent to a bio-based queue that cannot poll fails with
 * EOPNOTSUPP instead of losing REQ_POLLED on the way in.
 */
#include <linux/blkdev.h>

blk_features_t probe_blk_feat_poll = BLK_FEAT_POLL;
