// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_FEAT_POLL: queue features in queue_limits (6.11+).  Kernels
 * without them let a polled bio sent to a bio-based queue that cannot poll
 * go on unpolled (6.1, see biocap_iopoll_retry()); 6.12 fails it with
 * EOPNOTSUPP.
 */
#include <linux/blkdev.h>

blk_features_t probe_blk_feat_poll = BLK_FEAT_POLL;
