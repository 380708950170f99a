// SPDX-License-Identifier: GPL-2.0-only
/*
 * biocap_model: a block device that only takes time, for the benchmarks of
 * dm-biocap (tests/bench).  It has no backing memory: reads leave the
 * buffer as it was, writes are dropped.  Each request completes on a
 * high-resolution timer at the time the service model gives it:
 *
 *   serial    one FIFO server of bandwidth mbps (10^6 bytes/s): a request
 *             issued at t completes at
 *             max(t, previous completion) + bytes / bandwidth + latency_ns
 *   parallel  every request completes latency_ns after its issue
 *
 * Under QEMU's instruction-counting clock (-icount shift=0,sleep=off) the
 * virtual clock jumps to the next timer while the guest idles, so the
 * device takes exactly its modelled time and everything else is counted
 * instructions.
 *
 * For the guest tests and the file system benchmarks it can also keep what
 * is written (backing=1).  A file system's metadata then reads back as
 * written, while the sectors listed in nodata (those of the benchmark's
 * files) stay timing only: a request that lies within one of them is
 * neither kept nor copied, since copying 32 MiB would cost the guest more
 * instructions than the read it models.  It can also
 * encrypt inline (crypto=1): it offers a crypto profile, as an inline
 * encryption engine does, and transforms each data unit with a test
 * cipher that depends on the key and the data unit number, so a file
 * system mounted with inlinecrypt reads back only what was written with
 * the same key at the same data unit.  Not encryption.
 *
 * For the guest tests of polled I/O it can also have a poll queue
 * (poll=1), whose requests complete when the submitter polls, no earlier
 * than the model says, chunks (chunk_sectors) that blk-mq must not
 * let a request cross, as an NVMe namespace with an I/O boundary (NOIOB),
 * and physical blocks larger than its 512-byte logical ones, at which
 * blk-mq ends a request of max_sectors (an NVMe namespace's NPWG).
 * It counts the requests each kind of queue received.
 *
 * Test code only: not part of the dm-biocap package.
 */

#include <linux/blk-mq.h>
#include <linux/blkdev.h>
#include <linux/hrtimer.h>
#include <linux/jhash.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/vmalloc.h>
#include <linux/blk-crypto-profile.h>

#include "model_config.h"

#define MODEL_NAME		"biocap_model"
#define MODEL_MAX_DEVICES	16
#define MODEL_MAX_DEPTH		256
#define MODEL_MAX_BACKING_MB	1024
#define MODEL_MAX_NODATA	64
#define MODEL_KEYSLOTS		8

enum model_kind {
	MODEL_SERIAL,
	MODEL_PARALLEL,
};

static unsigned int nr_devices = 1;
module_param(nr_devices, uint, 0444);
MODULE_PARM_DESC(nr_devices, "Number of devices bmodel0.. (1..16, default 1)");

static unsigned long capacity_mb = 1024;
module_param(capacity_mb, ulong, 0444);
MODULE_PARM_DESC(capacity_mb, "Capacity of each device in MiB (default 1024)");

static unsigned int max_hw_sectors = 2048;
module_param(max_hw_sectors, uint, 0444);
MODULE_PARM_DESC(max_hw_sectors, "Largest request in 512-byte sectors (default 2048)");

static unsigned int max_sectors;
module_param(max_sectors, uint, 0444);
MODULE_PARM_DESC(max_sectors, "Soft request size limit in sectors (0: the kernel's default for max_hw_sectors)");

static unsigned int max_segments = 1024;
module_param(max_segments, uint, 0444);
MODULE_PARM_DESC(max_segments, "Segments per request (default 1024)");

static unsigned int max_segment_size = 1U << 20;
module_param(max_segment_size, uint, 0444);
MODULE_PARM_DESC(max_segment_size, "Largest segment in bytes (default 1 MiB)");

static unsigned int queue_depth = 64;
module_param(queue_depth, uint, 0444);
MODULE_PARM_DESC(queue_depth, "Tags of the one hardware queue (1..256, default 64)");

static char *model = "serial";
module_param(model, charp, 0444);
MODULE_PARM_DESC(model, "Service model: serial or parallel (default serial)");

static unsigned int mbps = 3000;
module_param(mbps, uint, 0444);
MODULE_PARM_DESC(mbps, "serial: bandwidth in MB/s, 10^6 bytes/s (default 3000)");

static unsigned long latency_ns;
module_param(latency_ns, ulong, 0444);
MODULE_PARM_DESC(latency_ns, "parallel: completion time of every request; serial: added to each request's service time (ns, default 0)");

static bool backing;
module_param(backing, bool, 0444);
MODULE_PARM_DESC(backing, "Keep the data written, in memory (capacity_mb at most 1024)");

static bool poll;
module_param(poll, bool, 0444);
MODULE_PARM_DESC(poll, "Add a poll queue: requests of polled bios complete when polled");

static unsigned int chunk_sectors;
module_param(chunk_sectors, uint, 0444);
MODULE_PARM_DESC(chunk_sectors, "Boundary no request crosses, in sectors (0: none, default)");

static unsigned int physical_block_size = SECTOR_SIZE;
module_param(physical_block_size, uint, 0444);
MODULE_PARM_DESC(physical_block_size, "Physical block in bytes, a power of two of 512 to 65536; requests of max_sectors end on one (default 512)");

static bool partitions;
module_param(partitions, bool, 0444);
MODULE_PARM_DESC(partitions, "Allow partitions (scanned at load; default: none)");

static bool crypto;
module_param(crypto, bool, 0444);
MODULE_PARM_DESC(crypto, "Encrypt inline with a test cipher: AES-256-XTS profile, data units of 512-4096 bytes (needs backing and CONFIG_BLK_INLINE_ENCRYPTION)");

/*
 * nodata: sector ranges whose data is not kept ("START+SECTORS,..."), read
 * under RCU by queue_rq and replaced whole by a write to the parameter.
 */
struct model_nodata {
	unsigned int nr;
	struct {
		sector_t start;
		sector_t end;
	} r[];
};

static struct model_nodata __rcu *nodata_ranges;
static DEFINE_MUTEX(nodata_lock);

/* One range, "START+SECTORS", into @r. */
static int model_parse_range(char *tok, sector_t *start, sector_t *end)
{
	char *len = strchr(tok, '+');
	u64 a, n;

	if (!len)
		return -EINVAL;
	*len++ = '\0';
	if (kstrtou64(strim(tok), 10, &a) || kstrtou64(strim(len), 10, &n) ||
	    !n || a + n < a)
		return -EINVAL;
	*start = a;
	*end = a + n;
	return 0;
}

/* An empty string clears the ranges; any malformed one refuses the whole. */
static int model_set_nodata(const char *val, const struct kernel_param *kp)
{
	struct model_nodata *nd, *old;
	char *buf, *p, *tok;
	int ret = 0;

	nd = kzalloc(struct_size(nd, r, MODEL_MAX_NODATA), GFP_KERNEL);
	buf = kstrdup(val, GFP_KERNEL);
	if (!nd || !buf) {
		ret = -ENOMEM;
		goto out;
	}
	p = strim(buf);
	while (*p && (tok = strsep(&p, ","))) {
		if (nd->nr == MODEL_MAX_NODATA) {
			ret = -EINVAL;
			goto out;
		}
		ret = model_parse_range(tok, &nd->r[nd->nr].start,
					&nd->r[nd->nr].end);
		if (ret)
			goto out;
		nd->nr++;
		if (!p)
			break;
	}
	mutex_lock(&nodata_lock);
	old = rcu_replace_pointer(nodata_ranges, nd,
				  lockdep_is_held(&nodata_lock));
	mutex_unlock(&nodata_lock);
	synchronize_rcu();
	nd = old;
out:
	kfree(buf);
	kfree(nd);
	return ret;
}

static int model_get_nodata(char *buf, const struct kernel_param *kp)
{
	struct model_nodata *nd;
	unsigned int i;
	int len = 0;

	rcu_read_lock();
	nd = rcu_dereference(nodata_ranges);
	for (i = 0; nd && i < nd->nr; i++)
		len += sysfs_emit_at(buf, len, "%s%llu+%llu", i ? "," : "",
				     (unsigned long long)nd->r[i].start,
				     (unsigned long long)(nd->r[i].end -
							  nd->r[i].start));
	rcu_read_unlock();
	len += sysfs_emit_at(buf, len, "\n");
	return len;
}

/* After the parameter's sysfs file is gone, or when the module fails to load */
static void model_free_nodata(void *arg)
{
	kfree(rcu_dereference_protected(nodata_ranges, 1));
	RCU_INIT_POINTER(nodata_ranges, NULL);
}

static const struct kernel_param_ops model_nodata_ops = {
	.set = model_set_nodata,
	.get = model_get_nodata,
	.free = model_free_nodata,
};
module_param_cb(nodata, &model_nodata_ops, NULL, 0644);
MODULE_PARM_DESC(nodata, "backing=1: sector ranges START+SECTORS,... whose data is not kept (reads there leave the buffer as it was)");

/* Whether the request lies within one nodata range. */
static bool model_rq_nodata(struct request *rq)
{
	sector_t start = blk_rq_pos(rq), end = start + blk_rq_sectors(rq);
	struct model_nodata *nd;
	bool ret = false;
	unsigned int i;

	rcu_read_lock();
	nd = rcu_dereference(nodata_ranges);
	for (i = 0; nd && i < nd->nr && !ret; i++)
		ret = start >= nd->r[i].start && end <= nd->r[i].end;
	rcu_read_unlock();
	return ret;
}

/* backing=1: bytes copied to or from the store, for the benchmarks' checks */
static atomic_long_t copied_bytes;

static int model_get_copied_kib(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%ld\n", atomic_long_read(&copied_bytes) >> 10);
}

/* The counters are read only, also as "modprobe biocap_model NAME=..." */
static int model_set_readonly(const char *val, const struct kernel_param *kp)
{
	return -EPERM;
}

static const struct kernel_param_ops model_copied_ops = {
	.set = model_set_readonly,
	.get = model_get_copied_kib,
};
module_param_cb(copied_kib, &model_copied_ops, NULL, 0444);
MODULE_PARM_DESC(copied_kib, "backing=1: KiB copied to or from the store so far");

/* What the crypto tests check: requests that came with a key, the largest */
static atomic_long_t crypt_rqs;
static atomic_t crypt_max;

static int model_get_long(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%ld\n", atomic_long_read(kp->arg));
}

static int model_get_int(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%d\n", atomic_read(kp->arg));
}

static const struct kernel_param_ops model_long_ops = {
	.set = model_set_readonly,
	.get = model_get_long,
};

static const struct kernel_param_ops model_int_ops = {
	.set = model_set_readonly,
	.get = model_get_int,
};

/* Requests received by the poll queue and by the other queues */
static atomic_long_t polled_rqs;
static atomic_long_t unpolled_rqs;

module_param_cb(polled_requests, &model_long_ops, &polled_rqs, 0444);
MODULE_PARM_DESC(polled_requests, "Reads and writes received by the poll queue so far");
module_param_cb(unpolled_requests, &model_long_ops, &unpolled_rqs, 0444);
MODULE_PARM_DESC(unpolled_requests, "Reads and writes received by the other queues so far");
module_param_cb(crypt_requests, &model_long_ops, &crypt_rqs, 0444);
MODULE_PARM_DESC(crypt_requests, "Requests with an encryption context so far");
module_param_cb(crypt_max_bytes, &model_int_ops, &crypt_max, 0444);
MODULE_PARM_DESC(crypt_max_bytes, "Largest request with an encryption context so far");

struct model_dev {
	struct blk_mq_tag_set tag_set;
	struct gendisk *disk;
	u8 *store;		/* backing=1 */
#ifdef CONFIG_BLK_INLINE_ENCRYPTION
	struct model_crypto *crypto;	/* crypto=1 */
#endif
	/* the serial server: when it is free, and the rest of the last division */
	spinlock_t lock;
	u64 busy_until;
	u32 busy_rem;
	/* poll=1: started requests of the poll queue, in issue order */
	spinlock_t poll_lock;
	struct list_head poll_list;
};

struct model_cmd {
	struct hrtimer timer;
	struct request *rq;
	u64 done;		/* poll queue: when it may complete */
};

static enum model_kind model_kind;
static struct model_dev model_devs[MODEL_MAX_DEVICES];

static enum hrtimer_restart model_timer_fn(struct hrtimer *timer)
{
	struct model_cmd *cmd = container_of(timer, struct model_cmd, timer);

	blk_mq_complete_request(cmd->rq);
	return HRTIMER_NORESTART;
}

/* Completion time of a request of @bytes issued now, by the serial model. */
static u64 model_serial_done(struct model_dev *dev, unsigned int bytes)
{
	u64 now, start, num, done;

	spin_lock(&dev->lock);
	now = ktime_get_ns();
	start = max(now, dev->busy_until);
	/* ns = bytes * 1000 / MB/s; the remainder carries to the next request */
	num = (u64)bytes * 1000 + dev->busy_rem;
	done = start + div_u64_rem(num, mbps, &dev->busy_rem) + latency_ns;
	dev->busy_until = done;
	spin_unlock(&dev->lock);
	return done;
}

#ifdef CONFIG_BLK_INLINE_ENCRYPTION
/*
 * Allocated, not in model_devs[]: the profile's lockdep key must not be a
 * static object (lockdep warns about one in module memory).
 */
struct model_crypto {
	struct blk_crypto_profile profile;
	u32 slot_key[MODEL_KEYSLOTS];	/* a hash of the key in each slot */
};

/*
 * The test cipher, its own inverse: each byte is xored with a keystream of
 * the key's hash and the number of its data unit.  @off is the offset of
 * @buf in the request.
 */
static void model_crypt(struct model_dev *dev, struct request *rq, u8 *buf,
			unsigned int len, unsigned int off)
{
	const struct bio_crypt_ctx *bc = rq->crypt_ctx;
	unsigned int shift = bc->bc_key->data_unit_size_bits;
	u32 key = dev->crypto->slot_key[blk_crypto_keyslot_index(rq->crypt_keyslot)];
	unsigned int i;

	for (i = 0; i < len; i++, off++) {
		u64 ks = (bc->bc_dun[0] + (off >> shift)) ^ key;

		buf[i] ^= (ks * 0x9e3779b97f4a7c15ULL) >> (8 * (off & 7));
	}
}

static void model_count_crypt(struct request *rq)
{
	int bytes = blk_rq_bytes(rq), max = atomic_read(&crypt_max);

	atomic_long_inc(&crypt_rqs);
	while (bytes > max && !atomic_try_cmpxchg(&crypt_max, &max, bytes))
		;
}

static int model_keyslot_program(struct blk_crypto_profile *profile,
				 const struct blk_crypto_key *key,
				 unsigned int slot)
{
	struct model_crypto *mc = container_of(profile, struct model_crypto,
					       profile);

	/* blk_crypto_init_key() cleared the whole key: every byte counts */
	mc->slot_key[slot] = jhash(key, sizeof(*key), 0);
	return 0;
}

static int model_keyslot_evict(struct blk_crypto_profile *profile,
			       const struct blk_crypto_key *key,
			       unsigned int slot)
{
	struct model_crypto *mc = container_of(profile, struct model_crypto,
					       profile);

	mc->slot_key[slot] = 0;
	return 0;
}

static const struct blk_crypto_ll_ops model_crypto_ops = {
	.keyslot_program	= model_keyslot_program,
	.keyslot_evict		= model_keyslot_evict,
};

static int model_init_crypto(struct model_dev *dev, struct gendisk *disk)
{
	struct blk_crypto_profile *profile;
	int ret;

	dev->crypto = kzalloc(sizeof(*dev->crypto), GFP_KERNEL);
	if (!dev->crypto)
		return -ENOMEM;
	profile = &dev->crypto->profile;
	ret = blk_crypto_profile_init(profile, MODEL_KEYSLOTS);
	if (ret)
		goto free;
	profile->ll_ops = model_crypto_ops;
	profile->max_dun_bytes_supported = sizeof(u64);
	profile->modes_supported[BLK_ENCRYPTION_MODE_AES_256_XTS] =
		SZ_512 | SZ_1K | SZ_2K | SZ_4K;
#ifdef HAVE_BLK_CRYPTO_KEY_TYPES
	profile->key_types_supported = BLK_CRYPTO_KEY_TYPE_RAW;
#endif
	if (!blk_crypto_register(profile, disk->queue)) {
		ret = -EOPNOTSUPP;
		goto destroy;
	}
	return 0;

destroy:
	blk_crypto_profile_destroy(profile);
free:
	kfree(dev->crypto);
	dev->crypto = NULL;
	return ret;
}

static void model_exit_crypto(struct model_dev *dev)
{
	blk_crypto_profile_destroy(&dev->crypto->profile);
	kfree(dev->crypto);
	dev->crypto = NULL;
}
#else
static void model_crypt(struct model_dev *dev, struct request *rq, u8 *buf,
			unsigned int len, unsigned int off)
{
}

static void model_count_crypt(struct request *rq)
{
}

static int model_init_crypto(struct model_dev *dev, struct gendisk *disk)
{
	return -EOPNOTSUPP;
}

static void model_exit_crypto(struct model_dev *dev)
{
}
#endif

static bool model_rq_crypted(struct request *rq)
{
#ifdef CONFIG_BLK_INLINE_ENCRYPTION
	return rq->crypt_ctx;
#else
	return false;
#endif
}

/* backing=1: move the data, through the cipher for a request with a key. */
static void model_copy(struct model_dev *dev, struct request *rq)
{
	bool write = req_op(rq) == REQ_OP_WRITE;
	bool crypted = model_rq_crypted(rq);
	u8 *store = dev->store + (blk_rq_pos(rq) << SECTOR_SHIFT);
	unsigned int off = 0;
	struct req_iterator iter;
	struct bio_vec bv;

	atomic_long_add(blk_rq_bytes(rq), &copied_bytes);
	if (crypted)
		model_count_crypt(rq);
	rq_for_each_segment(bv, rq, iter) {
		u8 *p = bvec_kmap_local(&bv);

		if (write) {
			memcpy(store + off, p, bv.bv_len);
			if (crypted)
				model_crypt(dev, rq, store + off, bv.bv_len, off);
		} else {
			memcpy(p, store + off, bv.bv_len);
			if (crypted)
				model_crypt(dev, rq, p, bv.bv_len, off);
		}
		kunmap_local(p);
		off += bv.bv_len;
	}
}

/* When a request issued now completes. */
static u64 model_done(struct model_dev *dev, struct request *rq)
{
	if (model_kind == MODEL_SERIAL)
		return model_serial_done(dev, blk_rq_bytes(rq));
	return ktime_get_ns() + latency_ns;
}

static blk_status_t model_queue_rq(struct blk_mq_hw_ctx *hctx,
				   const struct blk_mq_queue_data *bd)
{
	struct model_dev *dev = hctx->queue->queuedata;
	struct request *rq = bd->rq;
	struct model_cmd *cmd = blk_mq_rq_to_pdu(rq);
	u64 done;

	switch (req_op(rq)) {
	case REQ_OP_READ:
	case REQ_OP_WRITE:
	case REQ_OP_FLUSH:
		break;
	default:
		return BLK_STS_NOTSUPP;
	}

	blk_mq_start_request(rq);
	if (req_op(rq) != REQ_OP_FLUSH)
		atomic_long_inc(hctx->type == HCTX_TYPE_POLL ? &polled_rqs :
				&unpolled_rqs);
	if (dev->store && req_op(rq) != REQ_OP_FLUSH && !model_rq_nodata(rq))
		model_copy(dev, rq);
	if (hctx->type == HCTX_TYPE_POLL) {
		/* the list stays in completion order (see model_poll()) */
		spin_lock(&dev->poll_lock);
		cmd->done = model_done(dev, rq);
		list_add_tail(&rq->queuelist, &dev->poll_list);
		spin_unlock(&dev->poll_lock);
		return BLK_STS_OK;
	}
	done = model_done(dev, rq);
	if (model_kind == MODEL_PARALLEL && !latency_ns) {
		/* a zero-time device: complete at once (by softirq) */
		blk_mq_complete_request(rq);
	} else {
		hrtimer_start(&cmd->timer, ns_to_ktime(done), HRTIMER_MODE_ABS);
	}
	return BLK_STS_OK;
}

/*
 * Complete the poll queue's requests whose time has come.  They are listed
 * in the order of their completion times (queue_rq adds them under the
 * lock), so the first one not yet due ends the walk.  Those taken off the
 * list are marked complete under the lock, for model_timeout().
 */
static int model_poll(struct blk_mq_hw_ctx *hctx, struct io_comp_batch *iob)
{
	struct model_dev *dev = hctx->queue->queuedata;
	u64 now = ktime_get_ns();
	struct request *rq, *next;
	LIST_HEAD(due);
	int nr = 0;

	spin_lock(&dev->poll_lock);
	list_for_each_entry_safe(rq, next, &dev->poll_list, queuelist) {
		struct model_cmd *cmd = blk_mq_rq_to_pdu(rq);

		if (cmd->done > now)
			break;
		list_move_tail(&rq->queuelist, &due);
		blk_mq_set_request_complete(rq);
	}
	spin_unlock(&dev->poll_lock);

	list_for_each_entry_safe(rq, next, &due, queuelist) {
		list_del_init(&rq->queuelist);
		blk_mq_end_request(rq, BLK_STS_OK);
		nr++;
	}
	return nr;
}

/*
 * A request of the poll queue that nobody polled: end it with an error, so
 * that removing the disk does not wait for it for ever.  The others
 * complete on their timers.
 */
static enum blk_eh_timer_return model_timeout(struct request *rq)
{
	struct model_dev *dev = rq->q->queuedata;

	if (rq->mq_hctx->type != HCTX_TYPE_POLL)
		return BLK_EH_RESET_TIMER;
	spin_lock(&dev->poll_lock);
	if (blk_mq_request_completed(rq)) {
		spin_unlock(&dev->poll_lock);
		return BLK_EH_DONE;
	}
	list_del_init(&rq->queuelist);
	spin_unlock(&dev->poll_lock);
	pr_warn(MODEL_NAME ": a polled request was not polled in time\n");
	blk_mq_end_request(rq, BLK_STS_TIMEOUT);
	return BLK_EH_DONE;
}

/* poll=1: hardware queue 0 takes reads and writes, queue 1 polled bios. */
static void model_map_queues(struct blk_mq_tag_set *set)
{
	unsigned int i, off = 0;

	for (i = 0; i < set->nr_maps; i++) {
		struct blk_mq_queue_map *map = &set->map[i];

		map->nr_queues = i == HCTX_TYPE_READ ? 0 : 1;
		if (!map->nr_queues)
			continue;
		map->queue_offset = off++;
		blk_mq_map_queues(map);
	}
}

static void model_complete_rq(struct request *rq)
{
	blk_mq_end_request(rq, BLK_STS_OK);
}

#ifdef HAVE_INIT_REQUEST_INT_NODE
#define MODEL_NODE_T	int
#else
#define MODEL_NODE_T	unsigned int
#endif

static int model_init_request(struct blk_mq_tag_set *set, struct request *rq,
			      unsigned int hctx_idx, MODEL_NODE_T numa_node)
{
	struct model_cmd *cmd = blk_mq_rq_to_pdu(rq);

	cmd->rq = rq;
#ifdef HAVE_HRTIMER_SETUP
	hrtimer_setup(&cmd->timer, model_timer_fn, CLOCK_MONOTONIC,
		      HRTIMER_MODE_ABS);
#else
	hrtimer_init(&cmd->timer, CLOCK_MONOTONIC, HRTIMER_MODE_ABS);
	cmd->timer.function = model_timer_fn;
#endif
	return 0;
}

/* The last callback of a completed request may still be returning. */
static void model_exit_request(struct blk_mq_tag_set *set, struct request *rq,
			       unsigned int hctx_idx)
{
	struct model_cmd *cmd = blk_mq_rq_to_pdu(rq);

	hrtimer_cancel(&cmd->timer);
}

static const struct blk_mq_ops model_mq_ops = {
	.queue_rq	= model_queue_rq,
	.complete	= model_complete_rq,
	.init_request	= model_init_request,
	.exit_request	= model_exit_request,
	.poll		= model_poll,
	.timeout	= model_timeout,
	.map_queues	= model_map_queues,
};

static const struct block_device_operations model_fops = {
	.owner		= THIS_MODULE,
};

#ifdef HAVE_BLK_MQ_ALLOC_DISK_LIM
static struct gendisk *model_alloc_disk(struct model_dev *dev)
{
	struct queue_limits lim = {
		.logical_block_size	= SECTOR_SIZE,
		.physical_block_size	= physical_block_size,
		.max_hw_sectors		= max_hw_sectors,
		.max_segments		= max_segments,
		.max_segment_size	= max_segment_size,
		.chunk_sectors		= chunk_sectors,
	};

#ifdef HAVE_QUEUE_LIMITS_MAX_USER_SECTORS
	lim.max_user_sectors = max_sectors;
#endif
	return blk_mq_alloc_disk(&dev->tag_set, &lim, dev);
}
#else
static struct gendisk *model_alloc_disk(struct model_dev *dev)
{
	struct gendisk *disk = blk_mq_alloc_disk(&dev->tag_set, dev);
	struct request_queue *q;

	if (IS_ERR(disk))
		return disk;
	q = disk->queue;
	blk_queue_logical_block_size(q, SECTOR_SIZE);
	blk_queue_physical_block_size(q, physical_block_size);
	blk_queue_max_hw_sectors(q, max_hw_sectors);
	if (max_sectors)
		q->limits.max_sectors = max_sectors;
	blk_queue_max_segments(q, max_segments);
	blk_queue_max_segment_size(q, max_segment_size);
	blk_queue_chunk_sectors(q, chunk_sectors);
	return disk;
}
#endif

static void model_set_nonrot(struct gendisk *disk)
{
#ifndef HAVE_BLK_FEAT_ROTATIONAL
	blk_queue_flag_set(QUEUE_FLAG_NONROT, disk->queue);
#endif
}

static int model_add(struct model_dev *dev, unsigned int idx)
{
	struct gendisk *disk;
	int ret;

	spin_lock_init(&dev->lock);
	spin_lock_init(&dev->poll_lock);
	INIT_LIST_HEAD(&dev->poll_list);

	dev->tag_set.ops = &model_mq_ops;
	dev->tag_set.nr_hw_queues = poll ? 2 : 1;
	dev->tag_set.nr_maps = poll ? HCTX_MAX_TYPES : 1;
	dev->tag_set.queue_depth = queue_depth;
	dev->tag_set.numa_node = NUMA_NO_NODE;
	dev->tag_set.cmd_size = sizeof(struct model_cmd);
#ifdef HAVE_BLK_MQ_F_SHOULD_MERGE
	dev->tag_set.flags |= BLK_MQ_F_SHOULD_MERGE;
#endif
#ifdef HAVE_BLK_MQ_F_NO_SCHED_BY_DEFAULT
	dev->tag_set.flags |= BLK_MQ_F_NO_SCHED_BY_DEFAULT;
#endif
	ret = blk_mq_alloc_tag_set(&dev->tag_set);
	if (ret)
		return ret;

	disk = model_alloc_disk(dev);
	if (IS_ERR(disk)) {
		ret = PTR_ERR(disk);
		goto free_tags;
	}
	model_set_nonrot(disk);
	disk->fops = &model_fops;
	disk->private_data = dev;
	if (!partitions)
		disk->flags |= GENHD_FL_NO_PART;
	snprintf(disk->disk_name, sizeof(disk->disk_name), "bmodel%u", idx);
	set_capacity(disk, (sector_t)capacity_mb << (20 - SECTOR_SHIFT));
	dev->disk = disk;

	if (backing) {
		ret = -ENOMEM;
		dev->store = vzalloc(capacity_mb << 20);
		if (!dev->store)
			goto put_disk;
	}
	if (crypto) {
		ret = model_init_crypto(dev, disk);
		if (ret)
			goto free_store;
	}
	ret = add_disk(disk);
	if (ret)
		goto exit_crypto;
	return 0;

exit_crypto:
	if (crypto)
		model_exit_crypto(dev);
free_store:
	vfree(dev->store);
	dev->store = NULL;
put_disk:
	put_disk(disk);
	dev->disk = NULL;
free_tags:
	blk_mq_free_tag_set(&dev->tag_set);
	return ret;
}

/* del_gendisk() freezes the queue: every request has completed after it. */
static void model_remove(struct model_dev *dev)
{
	del_gendisk(dev->disk);
	put_disk(dev->disk);
	blk_mq_free_tag_set(&dev->tag_set);
	if (crypto)
		model_exit_crypto(dev);
	vfree(dev->store);
	dev->store = NULL;
	dev->disk = NULL;
}

static int model_check_params(void)
{
	if (!strcmp(model, "serial"))
		model_kind = MODEL_SERIAL;
	else if (!strcmp(model, "parallel"))
		model_kind = MODEL_PARALLEL;
	else
		return -EINVAL;
	if (!nr_devices || nr_devices > MODEL_MAX_DEVICES ||
	    !queue_depth || queue_depth > MODEL_MAX_DEPTH ||
	    !capacity_mb || capacity_mb > (1UL << 30) ||
	    max_hw_sectors < PAGE_SIZE >> SECTOR_SHIFT ||
	    (max_sectors && max_sectors > max_hw_sectors) ||
	    !max_segments || max_segments > USHRT_MAX ||
	    max_segment_size < PAGE_SIZE ||
	    (model_kind == MODEL_SERIAL && !mbps) ||
	    (backing && capacity_mb > MODEL_MAX_BACKING_MB) ||
	    (chunk_sectors && chunk_sectors < PAGE_SIZE >> SECTOR_SHIFT) ||
	    physical_block_size < SECTOR_SIZE || physical_block_size > SZ_64K ||
	    !is_power_of_2(physical_block_size) ||
	    (crypto && !backing))
		return -EINVAL;
	return 0;
}

static int __init model_init(void)
{
	unsigned int i;
	int ret;

	ret = model_check_params();
	if (ret) {
		pr_err(MODEL_NAME ": invalid module parameters\n");
		return ret;
	}
	for (i = 0; i < nr_devices; i++) {
		ret = model_add(&model_devs[i], i);
		if (ret)
			goto remove;
	}
	pr_info(MODEL_NAME ": %u device(s), %s model, %u MB/s, latency %lu ns, %u tags, max_hw_sectors %u, chunk_sectors %u%s\n",
		nr_devices, model, mbps, latency_ns, queue_depth,
		max_hw_sectors, chunk_sectors, poll ? ", poll queue" : "");
	return 0;

remove:
	while (i--)
		model_remove(&model_devs[i]);
	return ret;
}

static void __exit model_exit(void)
{
	unsigned int i;

	for (i = 0; i < nr_devices; i++)
		model_remove(&model_devs[i]);
}

module_init(model_init);
module_exit(model_exit);

MODULE_DESCRIPTION("Block device that models service time (dm-biocap benchmarks)");
MODULE_AUTHOR("dm-biocap developers");
MODULE_LICENSE("GPL");
