// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_INIT_REQUEST_INT_NODE: blk_mq_ops.init_request takes the NUMA node
 * as an int (it was unsigned int).
 */
#include <linux/blk-mq.h>

static int probe_init_request(struct blk_mq_tag_set *set, struct request *rq,
			      unsigned int hctx_idx, int numa_node)
{
	return 0;
}

const struct blk_mq_ops probe_init_request_int_node = {
	.init_request = probe_init_request,
};
