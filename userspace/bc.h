/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* biocapctl: things every part of the tool shares. */
#ifndef BC_H
#define BC_H

/* Exit codes (documented in biocapctl.8). */
#define BC_EXIT_OK	0	/* success */
#define BC_EXIT_FAIL	1	/* runtime or kernel failure */
#define BC_EXIT_USAGE	2	/* bad command line */
#define BC_EXIT_INVALID	3	/* device or cap refused by validation */

#define BC_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif /* BC_H */
