// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_HRTIMER_SETUP: hrtimer_setup() initialises a timer with its callback
 * (6.13+; hrtimer_init() went away later).
 */
#include <linux/hrtimer.h>

void probe_hrtimer_setup(struct hrtimer *t,
			 enum hrtimer_restart (*fn)(struct hrtimer *));
void probe_hrtimer_setup(struct hrtimer *t,
			 enum hrtimer_restart (*fn)(struct hrtimer *))
{
	hrtimer_setup(t, fn, CLOCK_MONOTONIC, HRTIMER_MODE_ABS);
}
