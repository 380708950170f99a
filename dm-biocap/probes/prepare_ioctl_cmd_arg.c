// SPDX-License-Identifier: GPL-2.0-only
/* HAVE_PREPARE_IOCTL_CMD_ARG: .prepare_ioctl gets cmd, arg and forward. */
#include <linux/device-mapper.h>

static int probe_prepare_ioctl(struct dm_target *ti, struct block_device **bdev,
			       unsigned int cmd, unsigned long arg, bool *forward)
{
	return 0;
}

struct target_type probe_target = {
	.prepare_ioctl = probe_prepare_ioctl,
};
