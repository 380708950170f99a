/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* biocapctl activate / deactivate (devices of /etc/biocaptab). */
#ifndef BC_ACTIVATE_H
#define BC_ACTIVATE_H

/* argv[0] is the command name; return an exit code (BC_EXIT_*). */
int bc_cmd_activate(int argc, char **argv);
int bc_cmd_deactivate(int argc, char **argv);

#endif /* BC_ACTIVATE_H */
