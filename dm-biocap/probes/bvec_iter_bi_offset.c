// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BVEC_ITER_BI_OFFSET: the offset into the current bvec of a bvec_iter
 * is bi_offset (7.3+); before, bi_bvec_done.
 */
#include <linux/bvec.h>

unsigned int probe_bvec_iter_bi_offset(struct bvec_iter *iter);
unsigned int probe_bvec_iter_bi_offset(struct bvec_iter *iter)
{
	return iter->bi_offset;
}
