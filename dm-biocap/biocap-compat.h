/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Kernel API differences, decided by the feature probes in probes/
 * (results in biocap_config.h, generated against the target kernel)
 * rather than by version numbers, which stable backports break.
 */
#ifndef BIOCAP_COMPAT_H
#define BIOCAP_COMPAT_H

#include "biocap_config.h"

/* 6.16+ passes the ioctl to .prepare_ioctl so targets may handle it. */
#ifdef HAVE_PREPARE_IOCTL_CMD_ARG
#define BIOCAP_PREPARE_IOCTL_EXTRA_ARGS \
	, unsigned int cmd, unsigned long arg, bool *forward
#else
#define BIOCAP_PREPARE_IOCTL_EXTRA_ARGS
#endif

/*
 * dm_accept_partial_bio() must not see data bios that still carry a
 * preflush, and atomic writes must reach the device whole.
 */
#ifdef HAVE_REQ_ATOMIC
#define BIOCAP_REQ_NO_SPLIT	(REQ_PREFLUSH | REQ_ATOMIC)
#else
#define BIOCAP_REQ_NO_SPLIT	REQ_PREFLUSH
#endif

#endif /* BIOCAP_COMPAT_H */
