// SPDX-License-Identifier: GPL-2.0-only
/* HAVE_REQ_ATOMIC: bios can be atomic writes, which must not be split. */
#include <linux/blk_types.h>

blk_opf_t probe_opf = REQ_ATOMIC;
