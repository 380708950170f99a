// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_MQ_F_SHOULD_MERGE: a tag set asks for bio merging with a flag;
 * kernels without the flag always merge.
 */
#include <linux/blk-mq.h>

unsigned int probe_blk_mq_f_should_merge = BLK_MQ_F_SHOULD_MERGE;
