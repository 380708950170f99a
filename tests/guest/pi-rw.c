// SPDX-License-Identifier: GPL-2.0-only
/*
 * pi-rw: O_DIRECT writes and reads that carry their own protection information.
 *
 *   pi-rw DEV OFFSET LENGTH COUNT
 *   pi-rw --probe
 *
 * COUNT writes of LENGTH bytes, one after the other from byte OFFSET of DEV,
 * each an io_uring write with the PI attribute (IORING_RW_ATTR_FLAG_PI): T10
 * DIF type 1 tuples (CRC guard, application tag 0, reference tag = the 512-byte
 * sector) that the program computes, checks of guard and reference tag asked
 * for.  Then the same ranges are read back with the PI attribute, and data and
 * tuples compared with what was written.  The block layer passes such a
 * payload down as it came; a stacking driver that cuts the bio must cut the
 * payload with it, or a request that merges the cut bio with the next one
 * carries the wrong tuples for the next one's sectors.
 *
 * DEV must have a T10-DIF-TYPE1-CRC profile with 512-byte intervals.  The data
 * buffer is of 4 KiB pages (no huge page), so that one write is built as
 * several bios of at most 256 pages each.
 *
 * Exits 0 when all of it is as written; 1 when an I/O fails or what is read
 * back differs; 2 on a setup error; 4 when this kernel has no PI attribute for
 * io_uring reads and writes (before 6.14).  --probe only asks the kernel (a
 * read of the program's own file with a PI attribute whose reserved field
 * is set: a kernel that knows the attribute refuses it, an older one ignores
 * those fields): 0 when it has the attribute, 4 when not.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/io_uring.h>
#include "uring-raw.h"

#define SECTOR 512
#define TUPLE 8
#define ATTR_PI (1U << 0)		/* IORING_RW_ATTR_FLAG_PI */
#define CHK_GUARD (1U << 0)		/* IO_INTEGRITY_CHK_GUARD */
#define CHK_REFTAG (1U << 1)		/* IO_INTEGRITY_CHK_REFTAG */

/* struct io_uring_attr_pi of 6.14's uapi, which the host's headers may lack */
struct attr_pi {
	uint16_t flags;
	uint16_t app_tag;
	uint32_t len;
	uint64_t addr;
	uint64_t seed;
	uint64_t rsvd;
};
_Static_assert(sizeof(struct attr_pi) == 32, "struct io_uring_attr_pi is 32 bytes");

static uint16_t crc_table[256];

static void crc_init(void)
{
	for (unsigned int i = 0; i < 256; i++) {
		uint16_t c = i << 8;

		for (int b = 0; b < 8; b++)
			c = c & 0x8000 ? (c << 1) ^ 0x8bb7 : c << 1;
		crc_table[i] = c;
	}
}

/* the T10 DIF guard: CRC-16, polynomial 0x8bb7, no reflection, initial 0 */
static uint16_t crc_t10dif(const unsigned char *p, size_t len)
{
	uint16_t crc = 0;

	while (len--)
		crc = (crc << 8) ^ crc_table[((crc >> 8) ^ *p++) & 0xff];
	return crc;
}

static void tuples(const unsigned char *data, unsigned char *pi, size_t len,
		   uint64_t sector)
{
	for (size_t s = 0; s < len / SECTOR; s++, sector++) {
		uint16_t g = crc_t10dif(data + s * SECTOR, SECTOR);
		unsigned char *t = pi + s * TUPLE;

		t[0] = g >> 8;
		t[1] = g;
		t[2] = t[3] = 0;		/* application tag */
		t[4] = sector >> 24;
		t[5] = sector >> 16;
		t[6] = sector >> 8;
		t[7] = sector;
	}
}

/*
 * One read or write with the PI attribute *pi; waits for it and returns its
 * result (bytes or -errno), or INT32_MIN when io_uring_enter() itself fails.
 */
static int rw(int fd, int op, void *buf, size_t len, uint64_t off,
	      struct attr_pi *pi)
{
	unsigned int tail = *ring.sq_tail, idx = tail & *ring.sq_mask, head;
	struct io_uring_sqe *sqe = &ring.sqes[idx];
	int ret;

	memset(sqe, 0, sizeof(*sqe));
	sqe->opcode = op;
	sqe->fd = fd;
	sqe->addr = (uintptr_t)buf;
	sqe->len = len;
	sqe->off = off;
	sqe->addr3 = (uintptr_t)pi;	/* attr_ptr */
	sqe->__pad2[0] = ATTR_PI;	/* attr_type_mask */
	ring.sq_array[idx] = idx;
	__atomic_store_n(ring.sq_tail, tail + 1, __ATOMIC_RELEASE);
	do {
		ret = syscall(__NR_io_uring_enter, ring.fd, 1, 1,
			      IORING_ENTER_GETEVENTS, NULL, 0);
	} while (ret < 0 && errno == EINTR);
	if (ret < 0) {
		perror("pi-rw: io_uring_enter");
		return INT32_MIN;
	}
	head = *ring.cq_head;
	if (head == __atomic_load_n(ring.cq_tail, __ATOMIC_ACQUIRE)) {
		fprintf(stderr, "pi-rw: io_uring_enter returned no completion\n");
		return INT32_MIN;
	}
	ret = ring.cqes[head & *ring.cq_mask].res;
	__atomic_store_n(ring.cq_head, head + 1, __ATOMIC_RELEASE);
	return ret;
}

static void *pages(size_t len)
{
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	madvise(p, len, MADV_NOHUGEPAGE);
	return p;
}

/* says so and returns 1 unless RET is all LEN bytes of the I-th OP at POS */
static int failed(const char *op, unsigned long long i, unsigned long long len,
		  uint64_t pos, int ret)
{
	if (ret == (int)len)
		return 0;
	printf("%s %llu (%llu bytes at %llu): %s (%d)\n", op, i, len,
	       (unsigned long long)pos,
	       ret == INT32_MIN ? "io_uring_enter failed" :
	       ret < 0 ? strerror(-ret) : "short", ret);
	return 1;
}

/* the first sector of LEN bytes at A and B that differ, or -1 */
static long first_diff(const unsigned char *a, const unsigned char *b,
		       size_t len, size_t unit)
{
	for (size_t i = 0; i < len; i += unit)
		if (memcmp(a + i, b + i, unit))
			return i / unit;
	return -1;
}

/*
 * 0 when this kernel knows the PI attribute, 4 when not, 2 on an error: one
 * whose reserved field is set is refused by a kernel that reads it, and
 * ignored, with the rest of those sqe fields, by an older one.
 */
static int probe(int fd, void *buf, uint64_t off)
{
	struct attr_pi a = { .rsvd = 1 };
	int ret = rw(fd, IORING_OP_READ, buf, 4096, off, &a);

	if (ret == INT32_MIN)
		return 2;
	if (ret != -EINVAL) {
		printf("no PI attribute for io_uring reads and writes on this kernel (probe: %d)\n", ret);
		return 4;
	}
	return 0;
}

int main(int argc, char **argv)
{
	unsigned char *data, *back, *pi, *expect, *piback;
	unsigned long long off, len, count;
	size_t pilen;
	int fd, ret, bad = 0;

	if (argc == 2 && !strcmp(argv[1], "--probe")) {
		fd = open("/proc/self/exe", O_RDONLY);
		back = pages(4096);
		if (fd < 0 || !back || ring_setup(4, 0, "pi-rw"))
			return 2;
		ret = probe(fd, back, 0);
		if (!ret)
			printf("io_uring reads and writes take a PI attribute on this kernel\n");
		return ret;
	}
	if (argc != 5) {
		fprintf(stderr, "usage: pi-rw DEV OFFSET LENGTH COUNT | pi-rw --probe\n");
		return 2;
	}
	off = strtoull(argv[2], NULL, 0);
	len = strtoull(argv[3], NULL, 0);
	count = strtoull(argv[4], NULL, 0);
	if (!len || len % 4096 || len > 1 << 30 || off % 4096 || !count) {
		fprintf(stderr, "pi-rw: OFFSET and LENGTH must be multiples of 4096, LENGTH 4 KiB to 1 GiB, COUNT not 0\n");
		return 2;
	}
	fd = open(argv[1], O_RDWR | O_DIRECT);
	if (fd < 0) {
		perror(argv[1]);
		return 2;
	}
	pilen = len / SECTOR * TUPLE;
	data = pages(len);
	back = pages(len);
	pi = pages(pilen);
	expect = pages(pilen);
	piback = pages(pilen);
	if (!data || !back || !pi || !expect || !piback || ring_setup(4, 0, "pi-rw"))
		return 2;
	crc_init();

	ret = probe(fd, back, off);
	if (ret)
		return ret;

	srandom(getpid());
	for (unsigned long long i = 0; i < count && !bad; i++) {
		uint64_t pos = off + i * len;
		struct attr_pi a = {
			.flags = CHK_GUARD | CHK_REFTAG,
			.len = pilen,
			.seed = pos / SECTOR,
		};
		long d;

		for (size_t j = 0; j < len; j += sizeof(long))
			*(long *)(data + j) = random() ^ ((long)random() << 31);
		/* the kernel may remap the tags in the buffer it is given */
		tuples(data, expect, len, pos / SECTOR);
		memcpy(pi, expect, pilen);
		a.addr = (uintptr_t)pi;
		ret = rw(fd, IORING_OP_WRITE, data, len, pos, &a);
		if (failed("write", i, len, pos, ret)) {
			bad = 1;
			break;
		}
		memset(back, 0, len);
		memset(piback, 0xff, pilen);
		a.addr = (uintptr_t)piback;
		ret = rw(fd, IORING_OP_READ, back, len, pos, &a);
		if (failed("read", i, len, pos, ret)) {
			bad = 1;
			break;
		}
		d = first_diff(data, back, len, SECTOR);
		if (d >= 0) {
			printf("read %llu: data of sector %llu differs from what was written\n",
			       i, (unsigned long long)(pos / SECTOR + d));
			bad = 1;
		}
		d = first_diff(expect, piback, pilen, TUPLE);
		if (d >= 0) {
			printf("read %llu: PI tuple of sector %llu differs from what was written\n",
			       i, (unsigned long long)(pos / SECTOR + d));
			bad = 1;
		}
	}
	if (!bad)
		printf("%llu writes and reads of %llu bytes with PI: as written\n",
		       count, len);
	return bad;
}
