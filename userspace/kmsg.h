/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Showing the kernel's reason for a refused table or message. */
#ifndef BC_KMSG_H
#define BC_KMSG_H

#include <stddef.h>
#include <stdio.h>

struct bc_kmsg {
	int fd;		/* -1 when /dev/kmsg cannot be read */
};

/* Open /dev/kmsg and skip what is already logged.  Call before the ioctl. */
void bc_kmsg_mark(struct bc_kmsg *k);

/*
 * Print the records logged since bc_kmsg_mark() whose text contains
 * needle, each as "<prefix><text>\n", and close.  Returns the number of
 * lines printed, or -1 when the log could not be read.
 */
int bc_kmsg_report(struct bc_kmsg *k, const char *needle, FILE *out,
		   const char *prefix);

/* Close without reading (the operation succeeded). */
void bc_kmsg_close(struct bc_kmsg *k);

/*
 * The text of one /dev/kmsg record ("pri,seq,usec,flags;text\n KEY=v..."):
 * copies text to buf and returns its length, or -1 if malformed.
 */
int bc_kmsg_text(const char *rec, size_t len, char *buf, size_t buflen);

#endif /* BC_KMSG_H */
