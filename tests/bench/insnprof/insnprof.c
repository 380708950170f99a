// SPDX-License-Identifier: GPL-2.0-only
/*
 * insnprof: a QEMU TCG plugin that counts the guest instructions executed
 * per translation block, by the block's first address, in windows that the
 * guest opens and closes itself.
 *
 *   -plugin insnprof.so,mark=0xADDR,out=FILE
 *
 * Every time the guest executes the block that starts at ADDR (the entry of
 * a kernel function the guest calls on purpose, e.g. sethostname(2)), the
 * counts since the previous mark are appended to FILE as one window:
 *
 *   window N
 *   <address in hex> <instructions>     (kernel blocks; user space as 0)
 *   end N
 *
 * and the window that was open when QEMU exits follows.  A block is counted
 * whole when it starts: one that faults part way is counted in full, which
 * is rare on the I/O paths this measures, and under -icount a block that
 * touches device memory part way is executed again, its first instructions
 * counted twice.  A kernel that enters functions through padding before
 * them (call depth tracking) never starts a block at ADDR: no window is
 * written, and the report says so.  Counting does not change what the
 * guest executes, so under -icount the guest's clock is the same with or
 * without the plugin.  It expects single-threaded TCG (the test bed's
 * default): the counters are not atomic.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin-api.h"

INSNPROF_EXPORT int qemu_plugin_version = INSNPROF_PLUGIN_API_VERSION;

/* One translation of a block: the same address may be translated with
 * another length (icount, a flush), so the length is part of the key.
 */
struct block {
	struct block *next;
	uint64_t vaddr;
	uint64_t n_insns;
	uint64_t execs;
	uint64_t execs_out;	/* execs already written in earlier windows */
};

#define HASH_BITS 18
static struct block *table[1u << HASH_BITS];
static uint64_t mark;
static FILE *out;
static unsigned long window;

/* Kernel text is in the upper half; all of user space counts as one. */
static uint64_t key_addr(uint64_t vaddr)
{
	return vaddr >> 63 ? vaddr : 0;
}

static unsigned int hash(uint64_t vaddr, uint64_t n)
{
	uint64_t h = (vaddr ^ (n << 48)) * 0x9e3779b97f4a7c15ull;

	return h >> (64 - HASH_BITS);
}

static int cmp_addr(const void *a, const void *b)
{
	const struct block *x = *(const struct block * const *)a;
	const struct block *y = *(const struct block * const *)b;

	return x->vaddr < y->vaddr ? -1 : x->vaddr > y->vaddr;
}

/* Write the counts since the last window, merged by address. */
static void write_window(void)
{
	struct block **v = NULL, *b;
	size_t n = 0, cap = 0, i;
	unsigned int h;

	for (h = 0; h < (1u << HASH_BITS); h++) {
		for (b = table[h]; b; b = b->next) {
			if (b->execs == b->execs_out)
				continue;
			if (n == cap) {
				cap = cap ? 2 * cap : 4096;
				v = realloc(v, cap * sizeof(*v));
				if (!v) {
					fprintf(stderr, "insnprof: out of memory\n");
					exit(1);
				}
			}
			v[n++] = b;
		}
	}
	qsort(v, n, sizeof(*v), cmp_addr);
	fprintf(out, "window %lu\n", window);
	for (i = 0; i < n;) {
		uint64_t addr = v[i]->vaddr, insns = 0;

		for (; i < n && v[i]->vaddr == addr; i++) {
			insns += (v[i]->execs - v[i]->execs_out) * v[i]->n_insns;
			v[i]->execs_out = v[i]->execs;
		}
		fprintf(out, "%" PRIx64 " %" PRIu64 "\n", addr, insns);
	}
	fprintf(out, "end %lu\n", window);
	fflush(out);
	free(v);
	window++;
}

static void block_exec(unsigned int vcpu_index, void *udata)
{
	struct block *b = udata;

	(void)vcpu_index;
	b->execs++;
	if (b->vaddr == mark)
		write_window();
}

static void block_trans(struct qemu_plugin_tb *tb, void *udata)
{
	uint64_t vaddr = key_addr(qemu_plugin_tb_vaddr(tb));
	uint64_t n = qemu_plugin_tb_n_insns(tb);
	unsigned int h = hash(vaddr, n);
	struct block *b;

	(void)udata;
	for (b = table[h]; b; b = b->next)
		if (b->vaddr == vaddr && b->n_insns == n)
			break;
	if (!b) {
		b = calloc(1, sizeof(*b));
		if (!b) {
			fprintf(stderr, "insnprof: out of memory\n");
			exit(1);
		}
		b->vaddr = vaddr;
		b->n_insns = n;
		b->next = table[h];
		table[h] = b;
	}
	qemu_plugin_register_vcpu_tb_exec_cb(tb, block_exec,
					     QEMU_PLUGIN_CB_NO_REGS, b);
}

static void at_exit(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	write_window();
	fclose(out);
}

INSNPROF_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
					const struct qemu_info_t *info,
					int argc, char **argv)
{
	const char *path = NULL;
	int i;

	(void)info;
	for (i = 0; i < argc; i++) {
		if (!strncmp(argv[i], "mark=", 5))
			mark = strtoull(argv[i] + 5, NULL, 0);
		else if (!strncmp(argv[i], "out=", 4))
			path = argv[i] + 4;
		else {
			fprintf(stderr, "insnprof: unknown argument '%s'\n",
				argv[i]);
			return -1;
		}
	}
	if (!path || !(mark >> 63)) {
		fprintf(stderr,
			"insnprof: needs out=FILE and mark=ADDR (a kernel address)\n");
		return -1;
	}
	out = fopen(path, "w");
	if (!out) {
		fprintf(stderr, "insnprof: %s: %s\n", path, strerror(errno));
		return -1;
	}
	qemu_plugin_register_vcpu_tb_trans_cb(id, block_trans, NULL);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
}
