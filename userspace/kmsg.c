// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Showing the kernel's reason for a refused table or message. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "kmsg.h"

void bc_kmsg_mark(struct bc_kmsg *k)
{
	k->fd = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (k->fd >= 0 && lseek(k->fd, 0, SEEK_END) < 0) {
		close(k->fd);
		k->fd = -1;
	}
}

void bc_kmsg_close(struct bc_kmsg *k)
{
	if (k->fd >= 0)
		close(k->fd);
	k->fd = -1;
}

int bc_kmsg_text(const char *rec, size_t len, char *buf, size_t buflen)
{
	const char *semi = memchr(rec, ';', len);
	const char *end;
	size_t n;

	if (!semi || !buflen)
		return -1;
	semi++;
	end = memchr(semi, '\n', len - (size_t)(semi - rec));
	n = end ? (size_t)(end - semi) : len - (size_t)(semi - rec);
	if (n >= buflen)
		n = buflen - 1;
	memcpy(buf, semi, n);
	buf[n] = '\0';
	return (int)n;
}

int bc_kmsg_report(struct bc_kmsg *k, const char *needle, FILE *out,
		   const char *prefix)
{
	char rec[8192], text[1024];
	int printed = 0;

	if (k->fd < 0)
		return -1;
	for (;;) {
		ssize_t n = read(k->fd, rec, sizeof(rec) - 1);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EPIPE)
			continue;	/* records were overwritten; go on */
		if (n <= 0)
			break;		/* EAGAIN: nothing more */
		rec[n] = '\0';
		if (bc_kmsg_text(rec, (size_t)n, text, sizeof(text)) < 0)
			continue;
		if (strstr(text, needle)) {
			fprintf(out, "%s%s\n", prefix, text);
			printed++;
		}
	}
	bc_kmsg_close(k);
	return printed;
}
