// SPDX-License-Identifier: GPL-2.0-only
/*
 * profread: the reads of the bench part prof, in windows of tests/bench/insnprof.
 *
 *   profread DEV MIB N...
 *
 * Reads DEV with O_DIRECT in reads of MIB MiB from a hugetlb buffer, one by
 * one (pread, as fio's psync engine), from offset 0 on (wrapping at the end
 * of DEV).  One read first, unmeasured; then, for each N, it idles for a
 * second (outside any window: deferred work of what ran before runs now),
 * calls sethostname(2) (the plugin's mark: a window opens), makes N reads
 * and calls sethostname(2) again (the window closes), and prints
 * "window N ok".  No process starts or exits inside a window, and the buffer
 * is faulted in before the first, so a window holds the reads and the two
 * marks only.  Exit status 0, or 1 with a message on stderr.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

static void die(const char *what)
{
	fprintf(stderr, "profread: %s: %s\n", what, strerror(errno));
	exit(1);
}

static void mark(unsigned long n)
{
	char name[32];

	snprintf(name, sizeof(name), "profread%lu", n);
	if (sethostname(name, strlen(name)))
		die("sethostname");
}

/* A short read is not an error to errno: say how short it was. */
static void check_read(ssize_t got, size_t len, const char *what)
{
	if (got < 0)
		die(what);
	if ((size_t)got != len) {
		fprintf(stderr, "profread: %s: %zd of %zu bytes\n", what, got, len);
		exit(1);
	}
}

int main(int argc, char **argv)
{
	unsigned long long devsize, off = 0;
	unsigned long marks = 0;
	size_t len;
	void *buf;
	int fd, i;

	if (argc < 4) {
		fprintf(stderr, "usage: profread DEV MIB N...\n");
		return 1;
	}
	len = strtoul(argv[2], NULL, 0) << 20;
	fd = open(argv[1], O_RDONLY | O_DIRECT);
	if (fd < 0)
		die(argv[1]);
	if (ioctl(fd, BLKGETSIZE64, &devsize))
		die("BLKGETSIZE64");
	if (!len || devsize < len) {
		fprintf(stderr, "profread: %s is smaller than one read\n", argv[1]);
		return 1;
	}
	buf = mmap(NULL, len, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | MAP_POPULATE, -1, 0);
	if (buf == MAP_FAILED)
		die("mmap of a hugetlb buffer (nr_hugepages)");
	check_read(pread(fd, buf, len, 0), len, "first read");
	for (i = 3; i < argc; i++) {
		long n = strtol(argv[i], NULL, 0), k;

		sleep(1);
		mark(marks++);
		for (k = 0; k < n; k++) {
			if (off + len > devsize)
				off = 0;
			check_read(pread(fd, buf, len, off), len, "read");
			off += len;
		}
		mark(marks++);
		printf("window %ld ok\n", n);
		fflush(stdout);
	}
	return 0;
}
