// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_REQUEST_QUEUE_POLL_NSEC: blk-mq still has hybrid polling (6.1),
 * and with it the old poll cookie, the hardware queue's number
 * shifted left by 16 with the request's tag below.  Later kernels poll by
 * the bare queue number, which is what biocap_pin_cookie() writes.
 */
#include <linux/blkdev.h>

int probe_request_queue_poll_nsec(struct request_queue *q);
int probe_request_queue_poll_nsec(struct request_queue *q)
{
	return q->poll_nsec;
}
