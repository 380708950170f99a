// SPDX-License-Identifier: GPL-2.0-only
/* HAVE_STATUSTYPE_IMA: dm asks targets for an IMA measurement string. */
#include <linux/device-mapper.h>

status_type_t probe_status_type = STATUSTYPE_IMA;
