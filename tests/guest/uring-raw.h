/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * uring-raw.h: one io_uring set up with raw system calls, for the guest
 * programs (the guest has no liburing).  Included by one program each.
 */
#ifndef URING_RAW_H
#define URING_RAW_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/io_uring.h>

static struct {
	int fd;
	unsigned int *sq_tail, *sq_mask, *sq_array;
	unsigned int *cq_head, *cq_tail, *cq_mask;
	struct io_uring_sqe *sqes;
	struct io_uring_cqe *cqes;
} ring;

/* set up ring with ENTRIES and FLAGS; -1 (after saying why, as WHO) on failure */
static int ring_setup(unsigned int entries, unsigned int flags, const char *who)
{
	struct io_uring_params p;
	size_t sq_len, cq_len;
	char *sq, *cq;

	memset(&p, 0, sizeof(p));
	p.flags = flags;
	ring.fd = syscall(__NR_io_uring_setup, entries, &p);
	if (ring.fd < 0) {
		fprintf(stderr, "%s: io_uring_setup(flags %#x): %s\n", who, flags,
			strerror(errno));
		return -1;
	}
	sq_len = p.sq_off.array + p.sq_entries * sizeof(unsigned int);
	cq_len = p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe);
	sq = mmap(NULL, sq_len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
		  ring.fd, IORING_OFF_SQ_RING);
	cq = mmap(NULL, cq_len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
		  ring.fd, IORING_OFF_CQ_RING);
	ring.sqes = mmap(NULL, p.sq_entries * sizeof(struct io_uring_sqe),
			 PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
			 ring.fd, IORING_OFF_SQES);
	if (sq == MAP_FAILED || cq == MAP_FAILED || ring.sqes == MAP_FAILED) {
		fprintf(stderr, "%s: mmap of the rings: %s\n", who, strerror(errno));
		return -1;
	}
	ring.sq_tail = (unsigned int *)(sq + p.sq_off.tail);
	ring.sq_mask = (unsigned int *)(sq + p.sq_off.ring_mask);
	ring.sq_array = (unsigned int *)(sq + p.sq_off.array);
	ring.cq_head = (unsigned int *)(cq + p.cq_off.head);
	ring.cq_tail = (unsigned int *)(cq + p.cq_off.tail);
	ring.cq_mask = (unsigned int *)(cq + p.cq_off.ring_mask);
	ring.cqes = (struct io_uring_cqe *)(cq + p.cq_off.cqes);
	return 0;
}

#endif
