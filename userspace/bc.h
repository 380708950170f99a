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

struct option;

/* Help and option parsing every command shares (biocapctl.c). */
int bc_command_usage(const char *cmd);	/* COMMAND --help */
/* getopt_long whose messages start with "biocapctl:" */
int bc_cmd_getopt(int argc, char **argv, const char *optstring,
		  const struct option *longopts);
int bc_bad_option(const char *cmd);	/* after getopt's message */
/* Flush stdout: 0, or BC_EXIT_FAIL having said "write error" (once). */
int bc_finish_stdout(void);

#endif /* BC_H */
