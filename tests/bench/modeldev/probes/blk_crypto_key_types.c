// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BLK_CRYPTO_KEY_TYPES: a crypto profile says which key types it takes
 * (6.15+, with hardware-wrapped keys); a profile that leaves it 0 takes none.
 */
#include <linux/blk-crypto-profile.h>

void probe_blk_crypto_key_types(struct blk_crypto_profile *p);
void probe_blk_crypto_key_types(struct blk_crypto_profile *p)
{
	p->key_types_supported = BLK_CRYPTO_KEY_TYPE_RAW;
}
