// SPDX-License-Identifier: GPL-2.0-only
/*
 * clone-fail: a test-only fault injector of the dm-biocap test bed (not shipped).
 *
 * Fails a share of the bio_alloc_clone() calls that may not sleep and clone a
 * bio of one disk, as dm does for a REQ_NOWAIT bio.  Slab fault injection
 * (CONFIG_FAILSLAB) would do it, but Debian's kernels have none, nor
 * CONFIG_FUNCTION_ERROR_INJECTION; kprobes they have.  A kprobe at the entry
 * of bio_alloc_clone() sends a call it picks to a function of the same
 * signature that returns NULL: the caller sees a failed allocation, and
 * nothing was allocated.  x86-64 only (the test bed's guests).
 *
 * Parameters (/sys/module/clone_fail/parameters/): disk (the name of the
 * disk whose bios fail to clone, e.g. dm-3), percent (the share of such calls
 * that fail, 0 to 100; 0 turns the injector off), injected (calls failed so
 * far, read-only), injected_chained (those of them that cloned a chained
 * bio, such as the rest of a bio that dm split, read-only).
 */
#include <linux/blk_types.h>
#include <linux/blkdev.h>
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/prandom.h>
#include <linux/rcupdate.h>
#include <linux/string.h>

#ifndef CONFIG_X86_64
#error "clone-fail redirects calls the x86-64 way"
#endif

static char disk[DISK_NAME_LEN];
module_param_string(disk, disk, sizeof(disk), 0644);
MODULE_PARM_DESC(disk, "disk whose bios fail to clone");

static unsigned int percent;
module_param(percent, uint, 0644);
MODULE_PARM_DESC(percent, "share (0 to 100) of the clones of that disk that may not sleep to fail");

/*
 * Per CPU, without a lock: on int3 kprobes the handler runs as an NMI, where
 * get_random_u32() would take a lock.
 */
static struct rnd_state __percpu *clone_fail_rnd;

static atomic_long_t injected;
module_param_cb(injected, &param_ops_long, &injected.counter, 0444);
MODULE_PARM_DESC(injected, "calls failed so far");

static atomic_long_t injected_chained;
module_param_cb(injected_chained, &param_ops_long, &injected_chained.counter, 0444);
MODULE_PARM_DESC(injected_chained, "calls failed so far that cloned a chained bio");

/*
 * Entered instead of bio_alloc_clone(), with its arguments, by a return: the
 * failures are counted here, where they take effect.
 */
static notrace noinline struct bio *
clone_fail_null(struct block_device *bdev, struct bio *src, gfp_t gfp,
		struct bio_set *bs)
{
	atomic_long_inc(&injected);
	if (bio_flagged(src, BIO_CHAIN))
		atomic_long_inc(&injected_chained);
	return NULL;
}

static bool clone_fail_pick(struct bio *src, gfp_t gfp)
{
	unsigned int p = READ_ONCE(percent);

	if (!p || (gfp & __GFP_DIRECT_RECLAIM) || !src->bi_bdev ||
	    !sysfs_streq(src->bi_bdev->bd_disk->disk_name, disk))
		return false;
	return prandom_u32_state(this_cpu_ptr(clone_fail_rnd)) % 100 < p;
}

static int clone_fail_pre(struct kprobe *kp, struct pt_regs *regs)
{
	struct bio *src = (struct bio *)regs_get_kernel_argument(regs, 1);
	gfp_t gfp = regs_get_kernel_argument(regs, 2);

	if (!clone_fail_pick(src, gfp))
		return 0;
	/* the stack still holds the caller's return address: clone_fail_null() returns there */
	instruction_pointer_set(regs, (unsigned long)clone_fail_null);
	return 1;	/* regs->ip changed: the probed instruction is not run */
}

/*
 * Never called for a redirected call.  A kprobe with a post handler is not
 * optimized into a jump, whose trampoline would ignore the new regs->ip (on
 * ftrace, such a kprobe is registered as one that may change regs->ip).
 */
static void clone_fail_post(struct kprobe *kp, struct pt_regs *regs,
			    unsigned long flags)
{
}

static struct kprobe clone_fail_probe = {
	.symbol_name = "bio_alloc_clone",
	.pre_handler = clone_fail_pre,
	.post_handler = clone_fail_post,
};

static int __init clone_fail_init(void)
{
	int ret;

	clone_fail_rnd = alloc_percpu(struct rnd_state);
	if (!clone_fail_rnd)
		return -ENOMEM;
	prandom_seed_full_state(clone_fail_rnd);
	ret = register_kprobe(&clone_fail_probe);
	if (ret)
		free_percpu(clone_fail_rnd);
	return ret;
}

static void __exit clone_fail_exit(void)
{
	unregister_kprobe(&clone_fail_probe);
	/* a task may still be on its way into clone_fail_null() */
	synchronize_rcu_tasks();
	free_percpu(clone_fail_rnd);
}

module_init(clone_fail_init);
module_exit(clone_fail_exit);

MODULE_DESCRIPTION("test fault injector: fails bio_alloc_clone() calls that may not sleep");
MODULE_LICENSE("GPL");
