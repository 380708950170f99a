// SPDX-License-Identifier: GPL-2.0-only
/*
 * dmfuzz: feed biocap tables and messages to device-mapper, many per second.
 *
 * dmsetup takes ~0.2 s to start under TCG, too slow for ten thousand
 * tables, so the guest fuzz case (tests/guest/cases/19-fuzz.sh) drives the
 * device-mapper ioctls through this helper.  It is built statically on the
 * host (tests/vm/build.sh) and put into the guest's initramfs.
 *
 * usage: dmfuzz KMSG-COPY < commands
 *   T ID LEN PARAMS...  load "0 LEN biocap PARAMS" into the device named by
 *                       the last D line's table slot; clear it if it loads
 *   M ID NAME MSG...    send MSG to sector 0 of dm device NAME
 *   D NAME              later T lines load into dm device NAME
 * For each T and M line one result line on stdout:
 *   ID OK               the ioctl succeeded
 *   ID ERR ERRNO REASON it failed; REASON is the text after the last
 *                       "biocap: " in the kernel log error lines it caused, or "-"
 *                       when there was none (or NONE-BUT: <last line>)
 * Every kernel log record read while doing so is appended to KMSG-COPY,
 * so that the case can scan all of them for oops/KASAN/lockdep reports,
 * however many records the ring buffer has dropped since.  A gap in the
 * record sequence (the reader fell behind) is written there as LOST.
 * With DMFUZZ_PROGRESS=FILE, a line every 1000 commands goes to FILE.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <linux/dm-ioctl.h>

#define BUF_SIZE	(64 * 1024)

static int control_fd = -1;
static int kmsg_fd = -1;
static FILE *kmsg_copy;
static char reason[1024];
static char last_line[1024];

static void die(const char *what)
{
	perror(what);
	exit(2);
}

static void ioctl_init(struct dm_ioctl *io, size_t size, const char *name)
{
	memset(io, 0, size);
	io->version[0] = DM_VERSION_MAJOR;
	io->version[1] = 0;
	io->version[2] = 0;
	io->data_size = size;
	io->data_start = sizeof(*io);
	snprintf(io->name, sizeof(io->name), "%s", name);
}

/* Read every kernel log record available now; remember the last reason. */
static void drain_kmsg(void)
{
	char rec[8192];
	ssize_t n;

	reason[0] = 0;
	last_line[0] = 0;
	for (;;) {
		char *text, *p;
		int level;

		n = read(kmsg_fd, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE) {
			fprintf(kmsg_copy, "LOST: kernel log records overwritten before they were read\n");
			continue;
		}
		if (n <= 0)
			break;
		rec[n] = 0;
		/* "<facility * 8 + level>,seq,...;text" */
		level = atoi(rec) & 7;
		text = strchr(rec, ';');
		text = text ? text + 1 : rec;
		p = strchr(text, '\n');
		if (p)
			*p = 0;
		fprintf(kmsg_copy, "%s\n", text);
		snprintf(last_line, sizeof(last_line), "%s", text);
		/*
		 * Refusals are logged as errors (dm core's ti->error, biocap's
		 * DMERR); a warning of a table that dm core then refuses (a cap
		 * above what the device takes unsplit) is not the reason.
		 */
		p = level <= 3 ? strstr(text, "biocap: ") : NULL;
		if (p) {
			char *q;

			/* the last "biocap: " of the line (device names may hold one) */
			while ((q = strstr(p + 1, "biocap: ")))
				p = q;
			snprintf(reason, sizeof(reason), "%s", p + 8);
		}
	}
	fflush(kmsg_copy);
}

static void report(const char *id, int r, int err)
{
	drain_kmsg();
	if (!r)
		printf("%s OK\n", id);
	else if (reason[0])
		printf("%s ERR %d %s\n", id, err, reason);
	else
		printf("%s ERR %d NONE-BUT: %s\n", id, err,
		       last_line[0] ? last_line : "(no kernel log line)");
	fflush(stdout);
}

static void do_table(const char *device, const char *id,
		     unsigned long long len, const char *params)
{
	static char buf[BUF_SIZE];
	struct dm_ioctl *io = (struct dm_ioctl *)buf;
	struct dm_target_spec *spec;
	size_t plen = strlen(params);
	int r, err = 0;

	if (sizeof(*io) + sizeof(*spec) + plen + 1024 > sizeof(buf)) {
		printf("%s ERR %d TOOLONG-FOR-DMFUZZ\n", id, E2BIG);
		return;
	}
	/* the kernel copies data_size bytes in and out: no more than needed */
	ioctl_init(io, sizeof(*io) + sizeof(*spec) + plen + 1024, device);
	io->target_count = 1;
	spec = (struct dm_target_spec *)(buf + sizeof(*io));
	spec->sector_start = 0;
	spec->length = len;
	snprintf(spec->target_type, sizeof(spec->target_type), "biocap");
	memcpy(spec + 1, params, plen + 1);
	spec->next = 0;
	drain_kmsg();
	r = ioctl(control_fd, DM_TABLE_LOAD, io);
	if (r)
		err = errno;
	report(id, r, err);
	if (!r) {
		ioctl_init(io, sizeof(*io) + 1024, device);
		if (ioctl(control_fd, DM_TABLE_CLEAR, io))
			die("DM_TABLE_CLEAR");
		drain_kmsg();
	}
}

static void do_message(const char *id, const char *device, const char *msg)
{
	static char buf[BUF_SIZE];
	struct dm_ioctl *io = (struct dm_ioctl *)buf;
	struct dm_target_msg *tmsg;
	size_t mlen = strlen(msg);
	int r, err = 0;

	if (sizeof(*io) + sizeof(*tmsg) + mlen + 1024 > sizeof(buf)) {
		printf("%s ERR %d TOOLONG-FOR-DMFUZZ\n", id, E2BIG);
		return;
	}
	ioctl_init(io, sizeof(*io) + sizeof(*tmsg) + mlen + 1024, device);
	tmsg = (struct dm_target_msg *)(buf + sizeof(*io));
	tmsg->sector = 0;
	memcpy(tmsg->message, msg, mlen + 1);
	drain_kmsg();
	r = ioctl(control_fd, DM_TARGET_MSG, io);
	if (r)
		err = errno;
	report(id, r, err);
}

/* Split off the next blank-separated word of *s. */
static char *word(char **s)
{
	char *w = *s, *e;

	while (*w == ' ')
		w++;
	e = strchr(w, ' ');
	if (e) {
		*e = 0;
		*s = e + 1;
	} else {
		*s = w + strlen(w);
	}
	return w;
}

int main(int argc, char **argv)
{
	static char line[BUF_SIZE];
	char device[DM_NAME_LEN] = "";
	unsigned long done = 0;
	struct timespec t0;
	FILE *progress;

	if (argc != 2) {
		fprintf(stderr, "usage: dmfuzz KMSG-COPY < commands\n");
		return 2;
	}
	kmsg_copy = fopen(argv[1], "a");
	if (!kmsg_copy)
		die(argv[1]);
	control_fd = open("/dev/mapper/control", O_RDWR);
	if (control_fd < 0)
		die("/dev/mapper/control");
	kmsg_fd = open("/dev/kmsg", O_RDONLY | O_NONBLOCK);
	if (kmsg_fd < 0)
		die("/dev/kmsg");
	if (lseek(kmsg_fd, 0, SEEK_END) < 0)
		die("lseek /dev/kmsg");

	progress = getenv("DMFUZZ_PROGRESS") ?
		   fopen(getenv("DMFUZZ_PROGRESS"), "w") : NULL;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (fgets(line, sizeof(line), stdin)) {
		char *s = line, *kind, *id;
		size_t n = strlen(line);

		if (progress && ++done % 1000 == 0) {
			struct timespec t;

			clock_gettime(CLOCK_MONOTONIC, &t);
			fprintf(progress, "dmfuzz: %lu commands, %ld s\n", done,
				(long)(t.tv_sec - t0.tv_sec));
			fflush(progress);
		}

		if (n && line[n - 1] == '\n')
			line[n - 1] = 0;
		kind = word(&s);
		if (!strcmp(kind, "D")) {
			snprintf(device, sizeof(device), "%s", word(&s));
		} else if (!strcmp(kind, "T")) {
			unsigned long long len;

			id = word(&s);
			len = strtoull(word(&s), NULL, 10);
			do_table(device, id, len, s);
		} else if (!strcmp(kind, "M")) {
			char *name;

			id = word(&s);
			name = word(&s);
			do_message(id, name, s);
		} else if (*kind) {
			fprintf(stderr, "dmfuzz: bad command '%s'\n", kind);
			return 2;
		}
	}
	drain_kmsg();
	return 0;
}
