// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_MQ_F_NO_SCHED_BY_DEFAULT: a single-queue device may ask for no
 * I/O scheduler (otherwise it gets mq-deadline).
 */
#include <linux/blk-mq.h>

unsigned int probe_blk_mq_f_no_sched_by_default = BLK_MQ_F_NO_SCHED_BY_DEFAULT;
