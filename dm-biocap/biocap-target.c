// SPDX-License-Identifier: GPL-2.0-only
/*
 * dm-biocap: a linear target that caps the size of the clones it sends down.
 *
 * Reads and writes larger than the cap are split by device-mapper itself
 * (dm_accept_partial_bio), so every piece stays a normal dm clone: polled
 * bios stay polled, and the device below never has to split them (a blk-mq
 * split drops REQ_POLLED, or fails a REQ_NOWAIT bio with EAGAIN).
 *
 * On kernels whose direct I/O builds bios no larger than the queue's
 * max_sectors (patches/), the cap also goes into the queue limits at table
 * load, so that bios built from user memory arrive already no larger than
 * the cap ("build cap").
 *
 * Statistics are per-CPU counters updated in map() and end_io() with
 * this_cpu ops (atomic64 ops on 32-bit kernels, see struct biocap_ctr); the
 * status ioctl sums them (docs/stats.md lists every write).
 */

#include <linux/device-mapper.h>
#include <linux/module.h>
#include <linux/init.h>
#include <linux/bio.h>
#include <linux/blkdev.h>
#include <linux/slab.h>
#include <linux/percpu.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/log2.h>
#include <linux/kdev_t.h>
#include <linux/sizes.h>
#include <linux/workqueue.h>
#include <linux/blk-crypto.h>
#include <linux/blk-integrity.h>

#include "biocap-compat.h"
#include "dm-biocap.h"

#define CREATE_TRACE_POINTS
#include "biocap-trace.h"

#define DM_MSG_PREFIX BIOCAP_TARGET_NAME

static const char * const biocap_counter_names[] = { BIOCAP_COUNTER_NAMES };
static const char * const biocap_config_names[] = { BIOCAP_CONFIG_NAMES };

/*
 * One CPU's counters, allocated for every possible CPU of every table
 * line, so kept small (304 bytes).  Only that CPU writes them (this_cpu
 * ops), except that a reset clears max_bio, and that on 32-bit kernels a
 * task that moved may add to another CPU's copy (struct biocap_ctr).
 * stat[BIOCAP_MAX_BIO] stays zero, and stat[BIOCAP_CLONES] counts only the
 * clones beyond one per bio.  Every field before max_bio is a 64-bit sum
 * (BIOCAP_NR_SUMS of them).
 *
 * The I/O path works in bytes, as bi_size holds them, and leaves the
 * buckets of the status to status time: hist[s] counts bios of 2^(s + 9)
 * to 2^(s + 10) - 1 bytes (s from __fls(), biocap_hist_slot()), which
 * biocap_read_stats() folds into BIOCAP_HIST_BUCKETS buckets.
 */
#define BIOCAP_HIST_FIRST_SHIFT	9	/* a sector: no bio with data is smaller */

/*
 * Status reads every CPU's copy while its CPU writes it.  A 64-bit kernel
 * loads a u64 whole; a 32-bit one loads two words and could see a value
 * torn across a carry into the high word (every 4 GiB of a byte count).
 * There each counter is an atomic64_t, added to in the copy of the CPU the
 * task runs on (one it moves to gets the count, atomically, which the sums
 * allow), and the I/O path of 64-bit kernels keeps its this_cpu ops.
 */
#if BITS_PER_LONG == 64
struct biocap_ctr {
	u64 v;
};

#define biocap_ctr_add(pcp, n)		this_cpu_add((pcp).v, n)
#define biocap_ctr_inc(pcp)		this_cpu_inc((pcp).v)
#define biocap_ctr_dec(pcp)		this_cpu_dec((pcp).v)
#define biocap_ctr_this(pcp)		this_cpu_read((pcp).v)
#define biocap_ctr_cmpxchg(pcp, o, n)	this_cpu_cmpxchg((pcp).v, o, n)
#define biocap_ctr_read(p)		READ_ONCE((p)->v)
#define biocap_ctr_set(p, n)		WRITE_ONCE((p)->v, n)
#else
struct biocap_ctr {
	atomic64_t v;
};

#define biocap_ctr_add(pcp, n)		atomic64_add(n, raw_cpu_ptr(&(pcp).v))
#define biocap_ctr_inc(pcp)		atomic64_inc(raw_cpu_ptr(&(pcp).v))
#define biocap_ctr_dec(pcp)		atomic64_dec(raw_cpu_ptr(&(pcp).v))
#define biocap_ctr_this(pcp)		atomic64_read(raw_cpu_ptr(&(pcp).v))
#define biocap_ctr_cmpxchg(pcp, o, n)	\
	atomic64_cmpxchg(raw_cpu_ptr(&(pcp).v), o, n)
#define biocap_ctr_read(p)		atomic64_read(&(p)->v)
#define biocap_ctr_set(p, n)		atomic64_set(&(p)->v, n)
#endif

struct biocap_stats {
	struct biocap_ctr hist[32 - BIOCAP_HIST_FIRST_SHIFT];
	struct biocap_ctr stat[BIOCAP_NR_COUNTERS];
	struct biocap_ctr max_bio;		/* bytes */
};

#define BIOCAP_NR_SUMS		(offsetof(struct biocap_stats, max_bio) / \
				 sizeof(struct biocap_ctr))
#define BIOCAP_HIST_SLOTS	ARRAY_SIZE(((struct biocap_stats *)0)->hist)
#define BIOCAP_STAT_SUM		(offsetof(struct biocap_stats, stat) / \
				 sizeof(struct biocap_ctr))

/* Status folds every CPU's counters; it may sleep in between. */
#define BIOCAP_FOLD_BATCH	16

struct biocap_c {
	/*
	 * What map()'s common pass reads, first.  whole_cap, indexed by
	 * op_is_write(): the largest read [0] and write [1] sent whole without
	 * a look at the offset, in bytes; 0 when cuts are aligned or stop at
	 * chunks, so that every read and write takes the slow side, and below
	 * the cap where physical blocks end a request sooner (biocap_set_pbs()).
	 */
	unsigned int whole_cap[2];
	struct biocap_stats __percpu *stats;
	struct dm_dev *dev;
	sector_t start;

	/* Table configuration, as printed by STATUSTYPE_TABLE (0 = auto). */
	unsigned int cap;
	unsigned int read_cap;
	unsigned int write_cap;
	bool read_cap_set;
	bool write_cap_set;
	bool aligned;
	bool no_build_cap;		/* feature no_build_cap */

	unsigned int lbs_sectors;	/* logical block size of the device */
	unsigned int auto_cap;		/* what a cap of 0 resolves to */
	unsigned int max_cap;		/* the largest effective cap at load */
	/* the largest cap messages may set: max_cap, or less if the device takes less */
	unsigned int limit;
	bool limit_is_dev;		/* limit is all the device below takes */
	unsigned int build_cap;		/* biocap_build_cap(), 0 = none */

	/* Effective caps, read locklessly by map()'s slow side. */
	unsigned int eff_read_cap;
	unsigned int eff_write_cap;
	/* see biocap_set_chunk(): 0, or chunks of the device below */
	unsigned int chunk;
	unsigned int chunk_phase;	/* where the line starts in a chunk */
	/* see biocap_set_pbs(): 0, or physical blocks of the device below */
	unsigned int pbs;
	unsigned int pbs_phase;		/* where the line starts in one */
	unsigned int max_sectors;	/* the device's, at load */

	struct mutex config_lock;	/* serialises cap changes */

	struct mutex stats_lock;	/* baseline */
	u64 base[BIOCAP_NR_SUMS];	/* the sums at the last reset */

	/*
	 * Polled clones that ended with EAGAIN, to be sent again from
	 * biocap_wq (see biocap_end_error()).  A list in the target, not a
	 * work in each clone's per-bio data: per-bio data made every dm_io
	 * larger and every I/O dearer (measured), for the sake of a few.
	 */
	spinlock_t resend_lock;
	struct bio_list resend;
	bool unpinned;			/* park unpinned: the worker may wait */
	struct delayed_work resend_work;
	/* the clone the worker sends with REQ_NOWAIT; NULL once it comes back */
	struct bio *sending;
	struct task_struct *sender;
};

static struct workqueue_struct *biocap_wq;

/*
 * The smallest cap: 8 sectors, and at least a page, which the block layer
 * requires of max_sectors (blk_validate_limits refuses less, with a
 * warning, on 16 KiB and 64 KiB page kernels).
 */
#define BIOCAP_MIN_SECTORS \
	max_t(unsigned int, BIOCAP_MIN_CAP, PAGE_SIZE >> SECTOR_SHIFT)

/*
 * "Invalid cap: below N sectors (one page)": ti->error needs a string that
 * outlives the call, and N depends on the page size, so the three
 * messages are written once at module init.
 */
#define BIOCAP_TOO_SMALL_LEN	80
static char biocap_cap_too_small[BIOCAP_TOO_SMALL_LEN];
static char biocap_read_cap_too_small[BIOCAP_TOO_SMALL_LEN];
static char biocap_write_cap_too_small[BIOCAP_TOO_SMALL_LEN];

/* Messages for one size argument; ti->error needs static strings. */
struct biocap_cap_errors {
	const char *not_number;
	const char *too_large;
	const char *too_small;
	const char *misaligned;
	const char *duplicate;		/* features only */
	const char *no_value;		/* features only */
};

static const struct biocap_cap_errors biocap_cap_err = {
	.not_number = "Invalid cap: not a number",
	.too_large = "Invalid cap: larger than 8388607 sectors",
	.too_small = biocap_cap_too_small,
	.misaligned = "Invalid cap: not a multiple of the device's logical block size",
};

static const struct biocap_cap_errors biocap_read_cap_err = {
	.not_number = "Invalid read_cap: not a number",
	.too_large = "Invalid read_cap: larger than 8388607 sectors",
	.too_small = biocap_read_cap_too_small,
	.misaligned = "Invalid read_cap: not a multiple of the device's logical block size",
	.duplicate = "Duplicate feature argument: read_cap",
	.no_value = "Feature read_cap needs a value",
};

static const struct biocap_cap_errors biocap_write_cap_err = {
	.not_number = "Invalid write_cap: not a number",
	.too_large = "Invalid write_cap: larger than 8388607 sectors",
	.too_small = biocap_write_cap_too_small,
	.misaligned = "Invalid write_cap: not a multiple of the device's logical block size",
	.duplicate = "Duplicate feature argument: write_cap",
	.no_value = "Feature write_cap needs a value",
};

/* Parse a cap in sectors; checks that need the device come later. */
static int biocap_parse_cap(const char *arg, unsigned int *cap,
			    const struct biocap_cap_errors *errs, char **error)
{
	int r = kstrtouint(arg, 10, cap);

	if (r == -ERANGE || (!r && *cap > BIOCAP_MAX_CAP)) {
		*error = (char *)errs->too_large;
		return -EINVAL;
	}
	if (r) {
		*error = (char *)errs->not_number;
		return -EINVAL;
	}
	if (*cap != BIOCAP_CAP_AUTO && *cap < BIOCAP_MIN_SECTORS) {
		*error = (char *)errs->too_small;
		return -EINVAL;
	}
	return 0;
}

static int biocap_check_cap_alignment(struct biocap_c *bc, unsigned int cap,
				      const struct biocap_cap_errors *errs,
				      char **error)
{
	if (cap % bc->lbs_sectors) {
		*error = (char *)errs->misaligned;
		return -EINVAL;
	}
	return 0;
}

static unsigned int biocap_resolve(struct biocap_c *bc, unsigned int cap)
{
	return cap == BIOCAP_CAP_AUTO ? bc->auto_cap : cap;
}

static unsigned int biocap_eff_read(struct biocap_c *bc)
{
	return biocap_resolve(bc, bc->read_cap_set ? bc->read_cap : bc->cap);
}

static unsigned int biocap_eff_write(struct biocap_c *bc)
{
	return biocap_resolve(bc, bc->write_cap_set ? bc->write_cap : bc->cap);
}

/*
 * The largest request blk-mq makes from @start sectors into a physical block
 * of @pbs sectors, as get_max_io_size(): max_sectors, with its end on a
 * physical block where that leaves any.
 */
static unsigned int biocap_max_request(unsigned int start, unsigned int max,
				       unsigned int pbs, unsigned int lbs)
{
	unsigned int end = round_down(start + max, pbs);

	return end > start ? end - start : round_down(max, lbs);
}

/* The largest request the device takes at @offset of the line. */
static unsigned int biocap_max_io(struct biocap_c *bc, sector_t offset)
{
	return biocap_max_request((bc->pbs_phase + offset) & (bc->pbs - 1),
				  bc->max_sectors, bc->pbs, bc->lbs_sectors);
}

/* The smallest biocap_max_io() at any offset a bio can start at. */
static unsigned int biocap_max_io_anywhere(struct biocap_c *bc)
{
	if (bc->max_sectors < bc->pbs)
		return bc->lbs_sectors;
	return bc->max_sectors - bc->pbs + bc->lbs_sectors;
}

/* Publish new effective caps to map(): in ctr, or under config_lock. */
static void biocap_publish_caps(struct biocap_c *bc, unsigned int eff_read,
				unsigned int eff_write)
{
	WRITE_ONCE(bc->eff_read_cap, eff_read);
	WRITE_ONCE(bc->eff_write_cap, eff_write);
	if (bc->aligned || bc->chunk) {
		eff_read = 0;
		eff_write = 0;
	} else if (bc->pbs) {
		eff_read = min(eff_read, biocap_max_io_anywhere(bc));
		eff_write = min(eff_write, biocap_max_io_anywhere(bc));
	}
	/* BIOCAP_MAX_CAP sectors are 0xfffffe00 bytes: no overflow */
	WRITE_ONCE(bc->whole_cap[0], eff_read << SECTOR_SHIFT);
	WRITE_ONCE(bc->whole_cap[1], eff_write << SECTOR_SHIFT);
}

/*
 * The largest clone the device below takes without a blk-mq split, for any
 * buffer that is one virtually contiguous range aligned to the logical
 * block size (a single-buffer O_DIRECT read or write): its max_sectors, and
 * as many pages as fit its max_segments when no two pages are physically
 * adjacent.  A page holds one segment, or several if max_segment_size is
 * below a page.  A buffer that does not start on a page boundary spans one
 * page more than its length, so one page's worth of segments is kept
 * aside.  Vectored buffers with gaps inside pages can still be split by a
 * device with a virt boundary (NVMe), and this is computed at load: a
 * later change of the device's max_sectors_kb needs a reload.
 */
static unsigned int biocap_auto_cap(struct biocap_c *bc)
{
	struct request_queue *q = bdev_get_queue(bc->dev->bdev);
	unsigned int segs_per_page, pages, cap;

	segs_per_page = DIV_ROUND_UP(PAGE_SIZE,
				     max(queue_max_segment_size(q), 512U));
	pages = queue_max_segments(q) / segs_per_page;
	pages = pages > 1 ? pages - 1 : 1;
	cap = min_t(unsigned int, queue_max_sectors(q),
		    min(pages, BIOCAP_MAX_CAP / (PAGE_SIZE >> SECTOR_SHIFT)) *
		    (PAGE_SIZE >> SECTOR_SHIFT));
	cap = min(cap, BIOCAP_MAX_CAP);
	cap = rounddown(cap, bc->lbs_sectors);
	return max(cap, roundup(BIOCAP_MIN_SECTORS, bc->lbs_sectors));
}

/* Whether @bdev splits bios by its queue's limits: blk-mq, md, NVMe multipath. */
static bool biocap_splits_by_limits(struct dm_target *ti, struct block_device *bdev)
{
	struct gendisk *self = dm_disk(dm_table_get_md(ti->table));

	return queue_is_mq(bdev_get_queue(bdev)) || bdev->bd_disk->fops != self->fops;
}

/*
 * blk-mq, and the bio-based drivers that split by the queue's limits (an
 * NVMe multipath head, md), split a bio that crosses a boundary of the
 * queue's chunks (chunk_sectors: an NVMe namespace's I/O boundary, NOIOB),
 * counted from the start of the whole disk, and the split drops
 * REQ_POLLED or fails a REQ_NOWAIT bio.  Cuts stop at these boundaries
 * too, so a clone of a polled bio reaches the device whole.  Not over a
 * bio-based dm device: dm core does not split at chunks, so its
 * chunk_sectors is either its own cut (dm-stripe's, which keeps polled
 * bios polled) or stacked from a disk further down at an offset unknown
 * here.  Like the auto cap, this is read at load.
 */
static void biocap_set_chunk(struct dm_target *ti, struct biocap_c *bc)
{
	struct block_device *bdev = bc->dev->bdev;
	struct request_queue *q = bdev_get_queue(bdev);
	sector_t phase = get_start_sect(bdev) + bc->start;

	if (!q->limits.chunk_sectors || !biocap_splits_by_limits(ti, bdev))
		return;
	bc->chunk = q->limits.chunk_sectors;
	bc->chunk_phase = sector_div(phase, bc->chunk);
}

/*
 * The same splitters make a request of max_sectors end on a physical block
 * (blk-mq's get_max_io_size()): where physical blocks are larger than
 * logical ones, a clone of max_sectors that does not start on one, or a
 * max_sectors that is not a multiple of one, is split.  Cuts stop where
 * the split would be, below blk-mq and bio-based devices that poll (an
 * NVMe multipath head): a bio-based driver that cannot poll may not split
 * at all (brd), and a split of a bio that is not polled costs no more
 * than a cut.  Read at load, like the chunks.
 */
static void biocap_set_pbs(struct dm_target *ti, struct biocap_c *bc)
{
	struct block_device *bdev = bc->dev->bdev;
	struct request_queue *q = bdev_get_queue(bdev);
	unsigned int pbs = queue_physical_block_size(q) >> SECTOR_SHIFT;

	if (pbs <= bc->lbs_sectors || !biocap_splits_by_limits(ti, bdev) ||
	    (!queue_is_mq(q) && !biocap_queue_polls(q)))
		return;
	bc->pbs = pbs;
	bc->pbs_phase = (get_start_sect(bdev) + bc->start) & (pbs - 1);
	bc->max_sectors = queue_max_sectors(q);
}

/* Sectors from @pos to the next multiple of @size. */
static unsigned int biocap_to_boundary(sector_t pos, unsigned int size)
{
	if (is_power_of_2(size))
		return size - (pos & (size - 1));
	return size - sector_div(pos, size);
}

/*
 * A cap above what the device takes unsplit is allowed (at load and by
 * message alike), but blk-mq splits such clones and drops REQ_POLLED.
 */
static void biocap_warn_above_auto(struct dm_target *ti, struct biocap_c *bc,
				   const char *what, unsigned int cap)
{
	if (cap > bc->auto_cap)
		DMWARN("%s: %s %u is above the %u sectors %pg takes unsplit; cap 0 keeps polling",
		       dm_device_name(dm_table_get_md(ti->table)), what, cap,
		       bc->auto_cap, bc->dev->bdev);
}

/*
 * The max_sectors this line sets at load for direct I/O to build its bios
 * to, 0 for none: the smaller effective cap, so that neither reads nor
 * writes arrive larger than their cap, and at least a page, which the block
 * layer requires.  Not set with no_build_cap, on kernels without the build
 * cap, and in aligned mode: bios are built from the start of each bio and
 * the aligned cuts count from the start of the target, so a bio of a whole
 * cap that does not start on a multiple of the cap would still be cut, into
 * two clones instead of one.  Caps changed later by messages do not change
 * it: the queue limits are only recomputed when a table is loaded.
 */
static unsigned int biocap_build_cap(struct biocap_c *bc)
{
	unsigned int cap = min(bc->eff_read_cap, bc->eff_write_cap);

	if (!BIOCAP_HAVE_BUILD_CAP || bc->no_build_cap || bc->aligned)
		return 0;
	return max_t(unsigned int, cap, PAGE_SIZE >> SECTOR_SHIFT);
}

/*
 * The least a line advertises as its largest I/O.  The block layer refuses,
 * with a warning, a device whose max_hw_sectors is below its logical block,
 * and a table's logical block is the largest of its lines': a line alone
 * needs only its own device's, of which every cap is a multiple, but a line
 * beside others needs the largest block another line may have.  Its clones
 * are still cut to its caps.
 */
static unsigned int biocap_min_advertised(struct dm_target *ti)
{
	if (!ti->begin && ti->len == dm_table_get_size(ti->table))
		return 0;
	return BIOCAP_MAX_BLOCK_SIZE >> SECTOR_SHIFT;
}

/* The build cap this line sets in the queue limits, 0 for none. */
static unsigned int biocap_build_cap_set(struct dm_target *ti)
{
	struct biocap_c *bc = ti->private;

	return bc->build_cap ? max(bc->build_cap, biocap_min_advertised(ti)) : 0;
}

/* read_cap <sectors> or write_cap <sectors>, once. */
static int biocap_parse_cap_feature(struct dm_arg_set *as, unsigned int *cap,
				    bool *set,
				    const struct biocap_cap_errors *errs,
				    char **error)
{
	int r;

	if (*set) {
		*error = (char *)errs->duplicate;
		return -EINVAL;
	}
	if (!as->argc) {
		*error = (char *)errs->no_value;
		return -EINVAL;
	}
	r = biocap_parse_cap(dm_shift_arg(as), cap, errs, error);
	if (r)
		return r;
	*set = true;
	return 0;
}

static int biocap_parse_features(struct dm_arg_set *as, struct biocap_c *bc,
				 struct dm_target *ti)
{
	unsigned int nr_features;
	const char *name;
	int r;

	r = kstrtouint(dm_shift_arg(as), 10, &nr_features);
	if (r) {
		ti->error = "Invalid number of feature arguments: not a number";
		return -EINVAL;
	}
	if (nr_features > BIOCAP_MAX_FEATURE_ARGS) {
		ti->error = "Invalid number of feature arguments: at most 6";
		return -EINVAL;
	}
	if (nr_features > as->argc) {
		ti->error = "Invalid number of feature arguments: fewer arguments follow";
		return -EINVAL;
	}
	if (nr_features < as->argc) {
		ti->error = "Invalid number of feature arguments: more follow than counted";
		return -EINVAL;
	}

	while (as->argc) {
		name = dm_shift_arg(as);

		if (!strcasecmp(name, BIOCAP_FEATURE_ALIGNED)) {
			if (bc->aligned) {
				ti->error = "Duplicate feature argument: aligned";
				return -EINVAL;
			}
			bc->aligned = true;
		} else if (!strcasecmp(name, BIOCAP_FEATURE_NO_BUILD_CAP)) {
			/* Accepted where there is no limit to set: a no-op. */
			if (bc->no_build_cap) {
				ti->error = "Duplicate feature argument: no_build_cap";
				return -EINVAL;
			}
			bc->no_build_cap = true;
		} else if (!strcasecmp(name, BIOCAP_FEATURE_READ_CAP)) {
			r = biocap_parse_cap_feature(as, &bc->read_cap,
						     &bc->read_cap_set,
						     &biocap_read_cap_err,
						     &ti->error);
			if (r)
				return r;
		} else if (!strcasecmp(name, BIOCAP_FEATURE_WRITE_CAP)) {
			r = biocap_parse_cap_feature(as, &bc->write_cap,
						     &bc->write_cap_set,
						     &biocap_write_cap_err,
						     &ti->error);
			if (r)
				return r;
		} else {
			ti->error = "Unknown feature argument";
			return -EINVAL;
		}
	}
	return 0;
}

/* Why a device path lookup failed, for ti->error. */
static char *biocap_lookup_error(int r)
{
	switch (r) {
	case -ENOENT:
	case -ENOTDIR:
		return "Device path not found";
	case -ENOTBLK:
		return "Device path is not a block device";
	case -EACCES:
	case -EPERM:
		return "Device path not accessible (permission denied or nodev mount)";
	case -ENAMETOOLONG:
		return "Device path too long";
	case -ELOOP:
		return "Device path has too many levels of symbolic links";
	default:
		return "Device path lookup failed";
	}
}

/* Why dm_get_device() failed when the path itself resolved. */
static char *biocap_open_error(int r)
{
	switch (r) {
	case -EBUSY:
		return "Device is in use (opened exclusively)";
	case -ENXIO:
	case -ENODEV:
		return "No such device (nothing at that device number)";
	case -EOVERFLOW:
		return "Invalid device number";
	case -EACCES:
	case -EROFS:
		return "Device cannot be opened for writing (read-only)";
	case -ENOMEM:
		return "Cannot allocate memory to open the device";
	default:
		return "Device open failed";
	}
}

/*
 * Open the device the way dm-linear does, accepting whatever dm_get_device()
 * accepts on this kernel (a path, MAJ:MIN, and on kernels whose dm core
 * falls back to the boot-time name lookup also what that takes, such as
 * PARTUUID=...), and say precisely why it cannot be used.  The device is
 * looked up first so that a table never opens its own dm device when that
 * can be seen from the name; any other name is checked once open.
 */
static int biocap_get_device(struct dm_target *ti, const char *path,
			     struct biocap_c *bc)
{
	dev_t self = disk_devt(dm_disk(dm_table_get_md(ti->table)));
	unsigned int major, minor;
	int lookup_r = 0;
	dev_t devt = 0;
	char dummy;
	int r;

	if (sscanf(path, "%u:%u%c", &major, &minor, &dummy) == 2) {
		devt = MKDEV(major, minor);
		if (MAJOR(devt) != major || MINOR(devt) != minor) {
			ti->error = "Invalid device number";
			return -EINVAL;
		}
	} else {
		lookup_r = lookup_bdev(path, &devt);
	}
	if (!lookup_r && devt == self) {
		ti->error = "Cannot map a device onto itself";
		return -EINVAL;
	}

	r = dm_get_device(ti, path, dm_table_get_mode(ti->table), &bc->dev);
	if (r) {
		/*
		 * A path that did not resolve: say why, not what dm core
		 * tried.  A name dm core did resolve and could not open
		 * (-ENXIO, -EACCES, ...) gets the open error.
		 */
		if (lookup_r && (r == lookup_r || r == -ENODEV)) {
			ti->error = biocap_lookup_error(lookup_r);
			return lookup_r;
		}
		ti->error = biocap_open_error(r);
		return r;
	}

	if (bc->dev->bdev->bd_dev == self) {
		dm_put_device(ti, bc->dev);
		ti->error = "Cannot map a device onto itself";
		return -EINVAL;
	}
	return 0;
}

/*
 * A polled clone that waits to be sent again carries a poll cookie: the
 * poll queue below that had no free tag for it.  dm's poller polls a
 * dm_io's clone by its cookie, and a clone that never got a request has
 * none, so without one nothing of its bio is polled.  That is a hang when
 * the tags it waits for are held by requests that only polling completes
 * and that no poller knows of yet: an io_uring worker's, whose issue
 * waits for the ring's lock to put them on the poll list while the task
 * that holds the lock spins on this bio (seen on 7.3).  With the cookie,
 * polling this bio reaps that queue's completions, so the tags come free.
 *
 * A cookie is a hardware queue's index, which pollers use unchecked, and
 * blk_mq_update_nr_hw_queues() renumbers the queues with the queue
 * frozen (an NVMe reset after a change of poll_queues): a stale one is a
 * NULL hctx (seen on 7.3).  So a cookie is only given with a reference on
 * the queue's usage counter, which holds the freeze off: while biocap
 * keeps a clone, its bi_cookie is BLK_QC_T_NONE or it holds one
 * ("pinned").  A queue that freezes gets no pin, and a pin kept when the
 * freeze starts is let go here.  @cpu is the CPU blk-mq maps the send to:
 * the submitting one at park time (its EAGAIN ends the clone inside the
 * submission), then biocap_resend_work()'s, pinned while it sends.  6.1's
 * cookies also carry a request's tag: there a clone gets none.
 */
static void biocap_unpin_cookie(struct bio *bio)
{
	if (READ_ONCE(bio->bi_cookie) == BLK_QC_T_NONE)
		return;
	WRITE_ONCE(bio->bi_cookie, BLK_QC_T_NONE);
	percpu_ref_put(&bdev_get_queue(bio->bi_bdev)->q_usage_counter);
}

static bool biocap_pin_cookie(struct bio *bio, unsigned int cpu)
{
	struct request_queue *q = bdev_get_queue(bio->bi_bdev);
	blk_qc_t cookie;

	if (READ_ONCE(bio->bi_cookie) != BLK_QC_T_NONE) {
		if (percpu_ref_is_dying(&q->q_usage_counter)) {
			biocap_unpin_cookie(bio);
			return false;
		}
		/* pinned: the map cannot change */
		WRITE_ONCE(bio->bi_cookie, biocap_poll_queue_cookie(q, cpu));
		return true;
	}
	if (!percpu_ref_tryget_live(&q->q_usage_counter))
		return false;
	cookie = biocap_poll_queue_cookie(q, cpu);
	if (cookie == BLK_QC_T_NONE) {
		percpu_ref_put(&q->q_usage_counter);
		return false;
	}
	WRITE_ONCE(bio->bi_cookie, cookie);
	return true;
}

/*
 * While the queue freezes, and (@hold) before a send that may wait to
 * enter it: no parked clone may hold the freeze off, nor, with @hold, be
 * pinned until the send returns.
 */
static void biocap_unpin_parked(struct biocap_c *bc, bool hold)
{
	struct bio *bio;

	spin_lock_irq(&bc->resend_lock);
	bc->unpinned = hold;
	for (bio = bc->resend.head; bio; bio = bio->bi_next)
		biocap_unpin_cookie(bio);
	spin_unlock_irq(&bc->resend_lock);
}

/*
 * Undo what the failed send and bio_endio() left: the status, the rq_qos
 * marks (the next send sets them again; left, a send that ends before
 * rq_qos would have its completion undone twice) and the cgroup, which
 * bio_endio() dropped (dm core clones the bio's own where it can, else it
 * is the worker's).  The rest of the clone is as the first send left it,
 * a partition remap of its sector included (BIO_REMAPPED stays set, so it
 * is not done twice).
 */
static void biocap_reset_clone(struct bio *bio)
{
	bio->bi_status = BLK_STS_OK;
	bio_clear_flag(bio, BIO_QOS_THROTTLED);
	bio_clear_flag(bio, BIO_QOS_MERGED);
#ifdef CONFIG_BLK_CGROUP_IOCOST
	bio->bi_iocost_cost = 0;
#endif
	bio_associate_blkg(bio);
}

/*
 * How long, and how many times at least (time passes while the worker
 * does not run), the worker polls for a tag before it sends a clone
 * unpolled.
 */
#define BIOCAP_TAG_POLL		(HZ / 10 ?: 1)
#define BIOCAP_TAG_POLLS	64

/*
 * A clone the device below would split: blk-mq refuses a REQ_NOWAIT one.
 * The largest request is blk-mq's (get_max_io_size()): max_sectors, with
 * its end on a physical block.  Without bio_split_rw_at() only the size
 * is looked at.
 */
static bool biocap_too_big(struct bio *bio, struct request_queue *q)
{
	unsigned int pbs = queue_physical_block_size(q) >> SECTOR_SHIFT;
	unsigned int max = biocap_max_request(bio->bi_iter.bi_sector & (pbs - 1),
					      queue_max_sectors(q), pbs,
					      queue_logical_block_size(q) >> SECTOR_SHIFT);
#ifdef HAVE_BIO_SPLIT_RW_AT
	unsigned int segs;
#endif

#ifdef HAVE_BIO_SPLIT_RW_AT
	return bio_split_rw_at(bio, &q->limits, &segs,
			       max << SECTOR_SHIFT) != 0;
#else
	return bio_sectors(bio) > max;
#endif
}

/*
 * Send a polled clone again, still polled where that can be done safely:
 * pinned and with REQ_NOWAIT, so that the send never waits for a freeze
 * that its own pin (or another parked clone's) holds off.  When there is
 * no tag it comes back (biocap_end_error() sees bc->sending), and the
 * worker polls the queue whose tags its requests hold, then sends it
 * again.  During the send the cookie is BLK_QC_T_NONE: a clone that
 * blk-throttle keeps has no request, nor a pin once the send returns.
 * Returns false while the queue below freezes: the clone goes back on
 * the list, unpinned, and waits for the worker's next run.  A clone that
 * keeps coming back (BIOCAP_TAG_POLL), that the device would split, or
 * where the device cannot poll any more, is sent unpolled,
 * to wait for a tag and complete by interrupt, with the parked clones
 * unpinned until that send returns.
 */
static bool biocap_resend_polled(struct biocap_c *bc, struct bio *bio)
{
	struct biocap_stats __percpu *st = bc->stats;
	struct block_device *bdev = bio->bi_bdev;
	struct request_queue *q = bdev_get_queue(bdev);
	unsigned long until = jiffies + BIOCAP_TAG_POLL;
	unsigned int polls = 0;
	blk_qc_t cookie;

	if (!biocap_has_poll_cookies()) {
		/* 6.1: no cookie to give; wait for a tag, polled */
		biocap_reset_clone(bio);
		bio->bi_opf &= ~REQ_NOWAIT;
		biocap_ctr_inc(st->stat[BIOCAP_CLONES]);
		biocap_ctr_inc(st->stat[BIOCAP_POLLED]);
		dm_submit_bio_remap(bio, NULL);
		return true;
	}

	while (bdev_nowait(bdev) && !biocap_too_big(bio, q)) {
		biocap_reset_clone(bio);
		/*
		 * Pinned to a CPU, so that blk-mq maps the send to the poll
		 * queue the cookie names.
		 */
		migrate_disable();
		if (!biocap_pin_cookie(bio, smp_processor_id())) {
			migrate_enable();
			if (percpu_ref_is_dying(&q->q_usage_counter) &&
			    !test_bit(GD_DEAD, &bdev->bd_disk->state))
				return false;
			break;
		}
		cookie = bio->bi_cookie;
		WRITE_ONCE(bio->bi_cookie, BLK_QC_T_NONE);
		bio->bi_opf |= REQ_NOWAIT;
		WRITE_ONCE(bc->sending, bio);
		dm_submit_bio_remap(bio, NULL);
		if (READ_ONCE(bc->sending)) {
			WRITE_ONCE(bc->sending, NULL);
			biocap_ctr_inc(st->stat[BIOCAP_CLONES]);
			biocap_ctr_inc(st->stat[BIOCAP_POLLED]);
			migrate_enable();
			percpu_ref_put(&q->q_usage_counter);
			return true;
		}
		WRITE_ONCE(bio->bi_cookie, cookie);
		bio_poll(bio, NULL, BLK_POLL_ONESHOT);
		migrate_enable();
		if (++polls >= BIOCAP_TAG_POLLS && time_after(jiffies, until))
			break;
		cond_resched();
	}

	biocap_unpin_parked(bc, true);
	biocap_unpin_cookie(bio);
	biocap_reset_clone(bio);
	bio->bi_opf &= ~(REQ_POLLED | REQ_NOWAIT);
	biocap_ctr_inc(st->stat[BIOCAP_CLONES]);
	dm_submit_bio_remap(bio, NULL);
	spin_lock_irq(&bc->resend_lock);
	bc->unpinned = false;
	spin_unlock_irq(&bc->resend_lock);
	return true;
}

/*
 * Send the clones that ended with EAGAIN again.  A polled one keeps
 * REQ_POLLED (but over a device that is not blk-mq, see biocap_park(),
 * and see biocap_resend_polled()), and dm's poller finds it where it
 * polled it before (the clone embedded in its dm_io), so every piece of
 * a bio stays polled.  One clone that waits for a tag holds up the
 * target's others until a poller frees one.
 */
static void biocap_resend_work(struct work_struct *work)
{
	struct biocap_c *bc = container_of(to_delayed_work(work),
					   struct biocap_c, resend_work);
	struct bio *bio;

	WRITE_ONCE(bc->sender, current);
	for (;;) {
		spin_lock_irq(&bc->resend_lock);
		bio = bio_list_pop(&bc->resend);
		spin_unlock_irq(&bc->resend_lock);
		if (!bio)
			break;

		if (bio->bi_opf & REQ_POLLED) {
			if (!biocap_resend_polled(bc, bio)) {
				biocap_unpin_parked(bc, false);
				spin_lock_irq(&bc->resend_lock);
				bio_list_add_head(&bc->resend, bio);
				spin_unlock_irq(&bc->resend_lock);
				queue_delayed_work(biocap_wq, &bc->resend_work, 1);
				return;
			}
		} else {
			biocap_reset_clone(bio);
			bio->bi_opf &= ~REQ_NOWAIT;
			biocap_ctr_inc(bc->stats->stat[BIOCAP_CLONES]);
			dm_submit_bio_remap(bio, NULL);
		}
	}
}

/*
 * Construct a capped linear mapping:
 * <dev_path> <offset> <cap> [<#feature_args> <feature_args>...]
 */
static int biocap_ctr(struct dm_target *ti, unsigned int argc, char **argv)
{
	struct dm_arg_set as = { .argc = argc, .argv = argv };
	struct biocap_c *bc;
	unsigned long long offset;
	sector_t dev_sectors;
	const char *path;
	int r;

	if (argc < 3) {
		ti->error = "Not enough arguments: <dev_path> <offset> <cap> expected";
		return -EINVAL;
	}

	bc = kzalloc(sizeof(*bc), GFP_KERNEL);
	if (!bc) {
		ti->error = "Cannot allocate biocap context";
		return -ENOMEM;
	}
	mutex_init(&bc->config_lock);
	mutex_init(&bc->stats_lock);
	spin_lock_init(&bc->resend_lock);
	bio_list_init(&bc->resend);
	INIT_DELAYED_WORK(&bc->resend_work, biocap_resend_work);

	path = dm_shift_arg(&as);

	r = kstrtoull(dm_shift_arg(&as), 10, &offset);
	if (r) {
		ti->error = r == -ERANGE ? "Invalid offset: too large" :
					   "Invalid offset: not a number";
		r = -EINVAL;
		goto bad;
	}
	bc->start = offset;

	r = biocap_parse_cap(dm_shift_arg(&as), &bc->cap, &biocap_cap_err,
			     &ti->error);
	if (r)
		goto bad;

	if (as.argc) {
		r = biocap_parse_features(&as, bc, ti);
		if (r)
			goto bad;
	}

	r = biocap_get_device(ti, path, bc);
	if (r)
		goto bad;

	if (bdev_is_zoned(bc->dev->bdev)) {
		/* Splitting zoned writes would break their ordering rules. */
		ti->error = "Zoned devices are not supported";
		r = -EINVAL;
		goto bad_dev;
	}

	dev_sectors = bdev_nr_sectors(bc->dev->bdev);
	if (bc->start > dev_sectors || ti->len > dev_sectors - bc->start) {
		ti->error = "Offset and length reach past the end of the device";
		r = -EINVAL;
		goto bad_dev;
	}

	bc->lbs_sectors = bdev_logical_block_size(bc->dev->bdev) >> SECTOR_SHIFT;
	r = biocap_check_cap_alignment(bc, bc->cap, &biocap_cap_err, &ti->error);
	if (!r && bc->read_cap_set)
		r = biocap_check_cap_alignment(bc, bc->read_cap,
					       &biocap_read_cap_err, &ti->error);
	if (!r && bc->write_cap_set)
		r = biocap_check_cap_alignment(bc, bc->write_cap,
					       &biocap_write_cap_err, &ti->error);
	if (r)
		goto bad_dev;

	bc->auto_cap = biocap_auto_cap(bc);
	biocap_set_chunk(ti, bc);
	biocap_set_pbs(ti, bc);
	biocap_publish_caps(bc, biocap_eff_read(bc), biocap_eff_write(bc));
	bc->max_cap = max(bc->eff_read_cap, bc->eff_write_cap);
	/* until biocap_io_hints() stacks it with the device's own */
	bc->limit = bc->max_cap;
	bc->build_cap = biocap_build_cap(bc);
	biocap_warn_above_auto(ti, bc, "cap", bc->max_cap);

	bc->stats = alloc_percpu(struct biocap_stats);
	if (!bc->stats) {
		ti->error = "Cannot allocate statistics";
		r = -ENOMEM;
		goto bad_dev;
	}

	/*
	 * One clone per flush, discard, secure erase and write-zeroes bio,
	 * so none is a duplicate and all may be passed through as they are.
	 * flush_bypasses_map stays false so that flushes are counted.
	 */
	ti->num_flush_bios = 1;
	ti->num_discard_bios = 1;
	ti->num_secure_erase_bios = 1;
	ti->num_write_zeroes_bios = 1;
	ti->private = bc;
	return 0;

bad_dev:
	dm_put_device(ti, bc->dev);
bad:
	mutex_destroy(&bc->stats_lock);
	mutex_destroy(&bc->config_lock);
	kfree(bc);
	return r;
}

static void biocap_dtr(struct dm_target *ti)
{
	struct biocap_c *bc = ti->private;

	/* Suspended: no clone waits to be sent again, but the work may be returning. */
	cancel_delayed_work_sync(&bc->resend_work);
	free_percpu(bc->stats);
	dm_put_device(ti, bc->dev);
	mutex_destroy(&bc->stats_lock);
	mutex_destroy(&bc->config_lock);
	kfree(bc);
}

/*
 * The histogram slot of a bio of @bytes (not 0).  Or-ing in the first
 * slot's bit keeps the index in the array for any size, at the cost of one
 * instruction (the subtraction goes into the address).
 */
static __always_inline unsigned long biocap_hist_slot(unsigned int bytes)
{
	return __fls(bytes | 1U << BIOCAP_HIST_FIRST_SHIFT) -
	       BIOCAP_HIST_FIRST_SHIFT;
}

/* The status bucket of slot @s: bucket i counts from 4 KiB << i. */
static unsigned int biocap_hist_bucket(unsigned int s)
{
	s += BIOCAP_HIST_FIRST_SHIFT;
	if (s <= BIOCAP_HIST_MIN_SHIFT)
		return 0;
	return min(s - BIOCAP_HIST_MIN_SHIFT, BIOCAP_HIST_BUCKETS - 1);
}

/*
 * A bio larger than this CPU's max_bio: store its size.  The cmpxchg keeps
 * the compare and the store on one copy without disabling preemption (on
 * 32-bit kernels the copy of the CPU the task ran on); a reset clears every
 * CPU's value (biocap_reset_stats()).
 */
static noinline void biocap_raise_max_bio(struct biocap_stats __percpu *st,
					  unsigned int bytes)
{
	u64 old = biocap_ctr_this(st->max_bio);

	while (bytes > old) {
		u64 prev = biocap_ctr_cmpxchg(st->max_bio, old, bytes);

		if (prev == old)
			break;
		old = prev;
	}
}

/* The largest bio since the last reset, per CPU: one load and a compare. */
static __always_inline void biocap_note_max_bio(struct biocap_stats __percpu *st,
						unsigned int bytes)
{
	if (unlikely(bytes > biocap_ctr_this(st->max_bio)))
		biocap_raise_max_bio(st, bytes);
}

/*
 * The counts of every pass: the clone's bytes, REQ_POLLED and the largest
 * size; @sent of the bio's @size bytes go down.
 */
static __always_inline void biocap_count_pass(struct biocap_stats __percpu *st,
					      blk_opf_t opf, unsigned long dir,
					      unsigned int size,
					      unsigned int sent)
{
	biocap_ctr_add(st->stat[BIOCAP_READ_BYTES + dir], sent);
	if (opf & REQ_POLLED)
		biocap_ctr_inc(st->stat[BIOCAP_POLLED]);
	biocap_note_max_bio(st, size);
}

/*
 * A pass that sends the whole of what is left of a bio: the bio ends here.
 * REQ_FUA is counted by the caller: a FUA write never takes the fast path.
 */
static __always_inline void biocap_count_whole(struct biocap_stats __percpu *st,
					       blk_opf_t opf, unsigned long dir,
					       unsigned int size)
{
	biocap_ctr_inc(st->hist[biocap_hist_slot(size)]);
	biocap_ctr_inc(st->stat[BIOCAP_READS + dir]);
	biocap_count_pass(st, opf, dir, size, size);
}

/*
 * The data unit of a bio's inline encryption context, in sectors (0 for
 * none).  A clone must hold whole data units: the device below encrypts
 * each unit with its own number, and blk-mq fails a bio whose size is not
 * a multiple of it.
 */
static unsigned int biocap_crypt_unit(struct bio *bio)
{
#ifdef CONFIG_BLK_INLINE_ENCRYPTION
	if (bio_has_crypt_ctx(bio))
		return bio->bi_crypt_context->bc_key->crypto_cfg.data_unit_size >>
		       SECTOR_SHIFT;
#endif
	return 0;
}

/*
 * Whether a REQ_NOWAIT bio that is not polled and must be cut is cut all
 * the same, rather than refused (see biocap_map_rw()); its clones then
 * wait for a tag below.
 *  - A bio whose iterator has moved past the start of its vector: what is
 *    left of a bio that was split already, so part of it is in flight and
 *    a refusal would end the whole bio with EAGAIN from that part's
 *    completion, which io_uring before 7.x does not issue again.  dm core
 *    leaves such a rest when a bio crosses into this line from the one
 *    before (stock kernels; patches/0009 refuses the bio whole first), and
 *    every cut leaves one: both are the submitted bio, advanced by
 *    bio_trim(), so no rest of a bio dm splits is missed.  A fresh bio over
 *    io_uring's fixed buffers that starts inside a folio looks the same:
 *    it is cut too, its clones wait for tags, and its last clone, which
 *    keeps REQ_NOWAIT, may end with EAGAIN once the others are in flight
 *    (through dm-linear, blk-mq refuses such a bio whole instead).
 *  - On kernels that un-poll, the bio an io_uring worker issues for an
 *    IOPOLL request over a device that cannot poll: it carries REQ_NOWAIT
 *    every time, so a refusal would have it issued again for ever (see
 *    biocap_iopoll_retry()).
 */
static bool biocap_cut_nowait(struct dm_target *ti, struct bio *bio)
{
	if (bio->bi_iter.bi_idx || biocap_iter_bvec_offset(bio))
		return true;
	return biocap_iopoll_retry(ti);
}

/*
 * How much of a bio of @len sectors at @sector a cut keeps: at most @cap,
 * with aligned up to the next multiple of it, up to the next chunk
 * boundary of the device below, and whole data units of an encryption
 * context (@unit sectors), at least one even where the cap is smaller:
 * anything else would fail below.  A bio shorter than a data unit (dm
 * core ends a piece at a line boundary that falls inside one) goes down
 * whole and fails there, as through dm-linear: a cut longer than the bio
 * would hit dm_accept_partial_bio()'s BUG_ON.
 */
static unsigned int biocap_cut_len(struct dm_target *ti, struct biocap_c *bc,
				   sector_t sector, unsigned int len,
				   unsigned int cap, unsigned int unit)
{
	sector_t offset = dm_target_offset(ti, sector);
	unsigned int n;

	if (bc->aligned)
		n = min(len, biocap_to_boundary(offset, cap));
	else
		n = min(len, cap);
	if (bc->chunk)
		n = min(n, biocap_to_boundary(bc->chunk_phase + offset,
					      bc->chunk));
	if (unlikely(bc->pbs))
		n = min(n, biocap_max_io(bc, offset));
	if (unlikely(unit > 1) && n < len)
		n = min(max(round_down(n, unit), unit), len);
	return n;
}

/*
 * A read or write that is larger than the cap, or whose cuts depend on
 * where it lies (aligned, or a device below with chunks).
 * A cut keeps n sectors in the clone and dm core hands the rest back as a
 * new bio.  The histogram counts the bio's size here and takes the
 * remainder's entry back, so that the passes of one bio add up to one
 * entry, for its full size.
 *
 * Returns false if the bio must not be cut now: a REQ_NOWAIT bio that is
 * not polled.  Once one of its clones is in flight, a later clone that
 * finds no free tag would end the whole bio with EAGAIN from the first
 * clone's completion, where io_uring cannot issue it again (it does so only
 * from the submitting task): the application would get EAGAIN.  Such a bio
 * ends with EAGAIN here, before anything is sent, like a blk-mq split of a
 * REQ_NOWAIT bio, and the submitter issues it again from a context that may
 * wait.  A polled clone that ends with EAGAIN is sent again by
 * biocap_end_error().
 * Some such bios are cut all the same: see biocap_cut_nowait().
 */
static bool biocap_map_rw(struct dm_target *ti, struct biocap_c *bc,
			  struct bio *bio)
{
	struct biocap_stats __percpu *st = bc->stats;
	blk_opf_t opf = bio->bi_opf;
	unsigned int dir = op_is_write(bio_op(bio));
	unsigned int size = bio->bi_iter.bi_size;
	unsigned int len = bio_sectors(bio);
	unsigned int cap, n, sent, unit;

	/*
	 * No read or write that reaches map() must stay whole: dm core sends
	 * a REQ_PREFLUSH as an empty flush first and the data without it, and
	 * without DM_TARGET_ATOMIC_WRITES the block layer fails REQ_ATOMIC
	 * bios before dm sees them.
	 */
	cap = dir ? READ_ONCE(bc->eff_write_cap) : READ_ONCE(bc->eff_read_cap);
	unit = biocap_crypt_unit(bio);
	n = biocap_cut_len(ti, bc, bio->bi_iter.bi_sector, len, cap, unit);
	if (n == len) {
		if (opf & REQ_FUA)
			biocap_ctr_inc(st->stat[BIOCAP_FUA]);
		biocap_count_whole(st, opf, dir, size);
		return true;
	}
	if ((opf & (REQ_NOWAIT | REQ_POLLED)) == REQ_NOWAIT) {
		if (!biocap_cut_nowait(ti, bio))
			return false;
		bio->bi_opf &= ~REQ_NOWAIT;
	}

	sent = n << SECTOR_SHIFT;
	trace_biocap_cut(ti, bio, sent, cap << SECTOR_SHIFT);
	dm_accept_partial_bio(bio, n);
	/*
	 * dm core trims an integrity payload to the clone it makes, but (before
	 * patches/) not to the cut: trim it with the data, as bio_trim() does.
	 */
	if (bio_integrity(bio))
		bio_integrity_trim(bio);
	biocap_ctr_inc(st->hist[biocap_hist_slot(size)]);
	biocap_ctr_dec(st->hist[biocap_hist_slot(size - sent)]);
	biocap_ctr_inc(st->stat[BIOCAP_CLONES]);
	/* The last cut of a bio is the one whose remainder goes whole. */
	if (biocap_cut_len(ti, bc, bio->bi_iter.bi_sector + n, len - n, cap,
			   unit) == len - n)
		biocap_ctr_inc(st->stat[BIOCAP_SPLIT]);
	biocap_count_pass(st, opf, dir, size, sent);
	return true;
}

/* Where the device below takes REQ_NOWAIT (see biocap_remap()). */
static noinline void biocap_polled_nowait(struct biocap_c *bc, struct bio *bio)
{
	if (bdev_nowait(bc->dev->bdev))
		bio->bi_opf |= REQ_NOWAIT;
}

static __always_inline int biocap_remap(struct dm_target *ti,
					struct biocap_c *bc, struct bio *bio)
{
	bio_set_dev(bio, bc->dev->bdev);
	bio->bi_iter.bi_sector = bc->start +
		dm_target_offset(ti, bio->bi_iter.bi_sector);
	/*
	 * A polled clone never waits for a tag where it is submitted: an
	 * io_uring worker issues IOPOLL requests without REQ_NOWAIT (6.12 on),
	 * and a piece of a cut bio that waited there for a tag held by its
	 * bio's earlier pieces would wait for ever, since nothing polls them
	 * before the issue returns.  With REQ_NOWAIT it ends with EAGAIN and
	 * waits in biocap_resend_work() instead.
	 */
	if (unlikely((bio->bi_opf & (REQ_POLLED | REQ_NOWAIT)) == REQ_POLLED))
		biocap_polled_nowait(bc, bio);
	/* The clone dm gave us is the one dm polls: never submit our own. */
	return DM_MAPIO_REMAPPED;
}

/* biocap_remap() for any bio: an empty flush has no sector to move. */
static int biocap_remap_any(struct dm_target *ti, struct biocap_c *bc,
			    struct bio *bio)
{
	if (!bio_sectors(bio)) {
		bio_set_dev(bio, bc->dev->bdev);
		return DM_MAPIO_REMAPPED;
	}
	return biocap_remap(ti, bc, bio);
}

/*
 * Every bio the fast path of biocap_map() leaves: empty flushes, discards,
 * write zeroes, reads and writes to cut or with REQ_FUA, and clones
 * carrying REQ_DRV.
 */
static noinline int biocap_map_slow(struct dm_target *ti,
				    struct biocap_c *bc, struct bio *bio)
{
	struct biocap_stats __percpu *st = bc->stats;

	switch (bio_op(bio)) {
	case REQ_OP_READ:
	case REQ_OP_WRITE:
		if (!bio_sectors(bio)) {
			biocap_ctr_inc(st->stat[BIOCAP_FLUSHES]);
		} else if (!biocap_map_rw(ti, bc, bio)) {
			/* counted by biocap_end_io() as again */
			trace_biocap_refuse(ti, bio);
			bio_wouldblock_error(bio);
			return DM_MAPIO_SUBMITTED;
		}
		break;
	case REQ_OP_DISCARD:
	case REQ_OP_SECURE_ERASE:
		biocap_ctr_inc(st->stat[BIOCAP_DISCARDS]);
		break;
	case REQ_OP_WRITE_ZEROES:
		biocap_ctr_inc(st->stat[BIOCAP_WRITE_ZEROES]);
		break;
	default:
		break;
	}

	/*
	 * dm core marks a polled bio with REQ_DRV (REQ_DM_POLL_LIST) once it
	 * queues it for polling, and clones of the remainder of a split bio
	 * copy that flag.  The device below would misread it: a dm device
	 * takes the clone for a queued poll list and an NVMe namespace for a
	 * multipath request, and both oops.  dm never looks at REQ_DRV on its
	 * own clones, so drop it here.
	 */
	bio->bi_opf &= ~REQ_DRV;
	return biocap_remap_any(ti, bc, bio);
}

/* What sends a bio to biocap_map_slow(): see there. */
#define BIOCAP_SLOW_OPF ((REQ_OP_MASK & ~(__force blk_opf_t)REQ_OP_WRITE) | \
			 REQ_FUA | REQ_DRV)

/*
 * Count a bio and send it down, cut to the cap.
 *
 * A cut hands the rest of the bio back to dm core, which calls map() again
 * for it, so a bio split into k clones passes here k times with k - 1 cuts.
 * What is counted where (all per CPU, summed by biocap_read_stats();
 * docs/stats.md lists every write):
 *  - a pass that does not cut ends a bio: one histogram entry for its
 *    size (a cut pass took the remainder's entry back) and one read or
 *    write, so they count bios at their end;
 *  - every pass: the bytes of its clone, REQ_POLLED, the largest size;
 *  - clones = reads + writes + stat[BIOCAP_CLONES], which counts the cuts
 *    and the clones sent again (biocap_resend_work()).
 *
 * The common pass takes one test and no call: a read or write with data
 * (size - 1 wraps for an empty flush), within whole_cap, without REQ_FUA
 * or REQ_DRV.  It costs a histogram and a read/write increment, a byte
 * add, the REQ_POLLED test and the max_bio compare.
 */
static int biocap_map(struct dm_target *ti, struct bio *bio)
{
	struct biocap_c *bc = ti->private;
	blk_opf_t opf = bio->bi_opf;
	/* longs: an index and a bsr operand with no zero-extension */
	unsigned long dir = op_is_write(opf);
	unsigned long size = bio->bi_iter.bi_size;

	if (unlikely((opf & BIOCAP_SLOW_OPF) ||
		     size - 1 >= READ_ONCE(bc->whole_cap[dir])))
		return biocap_map_slow(ti, bc, bio);

	biocap_count_whole(bc->stats, opf, dir, size);
	return biocap_remap(ti, bc, bio);
}

/*
 * Make a clone that ended with EAGAIN ready to be sent again by
 * biocap_resend_work().  A device below that is not blk-mq gets it
 * unpolled.  For a dm device that is a must: its poller takes a clone
 * marked REQ_DM_POLL_LIST for one whose poll list is set, and dm sets the
 * two apart without a barrier, safe only while the task that submits is
 * the one that polls; biocap's worker is not.  For an NVMe multipath
 * head, the clone ended on the path the head chose (bi_bdev the path's
 * hidden disk, REQ_NVME_MPATH): it goes back to the head, which chooses
 * again, and holds no reference on that path's disk while it waits.  Its
 * sector is already the whole disk's, so BIO_REMAPPED keeps a partition
 * from adding its start twice.  REQ_DRV is the lower driver's mark in
 * both cases.  The cookie a started request left is not a pin (see
 * biocap_pin_cookie()).  Returns whether the clone may be pinned.
 */
static bool biocap_park(struct biocap_c *bc, struct bio *bio)
{
	struct block_device *bdev = bc->dev->bdev;

	WRITE_ONCE(bio->bi_cookie, BLK_QC_T_NONE);
	if (bio->bi_bdev != bdev) {
		bio->bi_bdev = bdev;
		bio_set_flag(bio, BIO_REMAPPED);
	}
	if (!queue_is_mq(bdev_get_queue(bdev))) {
		bio->bi_opf &= ~(REQ_POLLED | REQ_DRV);
		return false;
	}
	return true;
}

/*
 * A clone that ended with @error (see biocap_end_io()).
 *
 * A REQ_NOWAIT clone that finds no free tag below ends with EAGAIN; that
 * is not an I/O error.  dm core sends a polled one again only if its bio
 * was not split: for a piece of a bio that dm split (every bio biocap
 * cuts), stock kernels clear REQ_POLLED on the bio, then find it clear and
 * end the bio with EAGAIN after io_uring's issue returned, and io_uring
 * never completes the request.  So biocap keeps such clones itself
 * (DM_ENDIO_INCOMPLETE: dm core leaves the clone and its dm_io to the
 * target) and sends them again from biocap_wq, split or not, on every
 * kernel.  Only a clone the device below did not start is sent again: one
 * still REQ_POLLED and with bytes left.  (blk-mq refuses to split a
 * REQ_NOWAIT bio before it drops REQ_POLLED, so a clone larger than the
 * device takes is sent again too, and split there, by interrupt.)  A dm
 * device below that requeues clears REQ_POLLED on it, and a device that
 * ends a started request with EAGAIN leaves no bytes: dm core handles
 * those as before.  An integrity payload dm cloned stays with the clone
 * (6.12 and later free only one the block layer generated, and generate
 * it again; 6.1 frees any, so a payload a submitter above attached would
 * be replaced by the device's own: nothing above dm attaches one there),
 * and an encryption context stays with the clone until it is freed: dm
 * passes one down only where every device below supports it natively, so
 * the crypto fallback, which frees it, never runs below (6.1's
 * bio_endio() frees it, but no 6.1 driver has both inline encryption and
 * poll queues).  bio_endio() has freed nothing a send again needs.
 */
static noinline int biocap_end_error(struct dm_target *ti, struct bio *bio,
				     blk_status_t error)
{
	struct biocap_c *bc = ti->private;
	unsigned long flags;
	bool pin;

	if (error != BLK_STS_AGAIN) {
		biocap_ctr_inc(bc->stats->stat[BIOCAP_ERRORS]);
		return DM_ENDIO_DONE;
	}
	if (!(bio->bi_opf & REQ_POLLED) || !bio->bi_iter.bi_size) {
		biocap_ctr_inc(bc->stats->stat[BIOCAP_AGAIN]);
		trace_biocap_again(ti, bio, false);
		return DM_ENDIO_DONE;
	}
	if (bio == READ_ONCE(bc->sending) && current == READ_ONCE(bc->sender)) {
		/* biocap_resend_polled() found no tag for it, and keeps it */
		WRITE_ONCE(bc->sending, NULL);
		return DM_ENDIO_INCOMPLETE;
	}
	biocap_ctr_inc(bc->stats->stat[BIOCAP_AGAIN]);
	trace_biocap_again(ti, bio, true);
	pin = biocap_park(bc, bio);

	spin_lock_irqsave(&bc->resend_lock, flags);
	if (pin && !bc->unpinned)
		biocap_pin_cookie(bio, smp_processor_id());
	bio_list_add(&bc->resend, bio);
	spin_unlock_irqrestore(&bc->resend_lock, flags);
	queue_delayed_work(biocap_wq, &bc->resend_work, 0);
	return DM_ENDIO_INCOMPLETE;
}

/* dm core calls it for every clone: one test, the rest is out of line. */
static int biocap_end_io(struct dm_target *ti, struct bio *bio,
			 blk_status_t *error)
{
	if (unlikely(*error))
		return biocap_end_error(ti, bio, *error);
	return DM_ENDIO_DONE;
}

/* Add every CPU's counters to @sum and return the largest max_bio. */
static u64 biocap_fold(struct biocap_c *bc, u64 *sum)
{
	unsigned int cpu, i, n = 0;
	u64 max_bio = 0;

	for_each_possible_cpu(cpu) {
		struct biocap_stats *st = per_cpu_ptr(bc->stats, cpu);
		const struct biocap_ctr *v = (const struct biocap_ctr *)st;

		for (i = 0; i < BIOCAP_NR_SUMS; i++)
			sum[i] += biocap_ctr_read(&v[i]);
		max_bio = max_t(u64, max_bio, biocap_ctr_read(&st->max_bio));
		/* hundreds of possible CPUs times the lines of a table */
		if (!(++n % BIOCAP_FOLD_BATCH))
			cond_resched();
	}
	return max_bio;
}

/*
 * Sum the per-CPU counters, minus the baseline of the last reset, and
 * derive clones (see biocap_map_rw()).
 */
static void biocap_read_stats(struct biocap_c *bc, u64 *stat, u64 *hist)
{
	u64 sum[BIOCAP_NR_SUMS];
	u64 max_bio;
	unsigned int i, b, s;

	memset(sum, 0, sizeof(sum));

	mutex_lock(&bc->stats_lock);
	max_bio = biocap_fold(bc, sum);
	for (i = 0; i < BIOCAP_NR_SUMS; i++)
		sum[i] -= bc->base[i];
	mutex_unlock(&bc->stats_lock);

	memcpy(stat, &sum[BIOCAP_STAT_SUM], sizeof(u64) * BIOCAP_NR_COUNTERS);
	memset(hist, 0, sizeof(u64) * BIOCAP_HIST_BUCKETS);
	for (s = 0; s < BIOCAP_HIST_SLOTS; s++)
		hist[biocap_hist_bucket(s)] += sum[s];
	/*
	 * A bucket is briefly below its baseline between a cut and the map()
	 * of the remainder; never show that as a huge number.
	 */
	for (b = 0; b < BIOCAP_HIST_BUCKETS; b++)
		if ((s64)hist[b] < 0)
			hist[b] = 0;
	stat[BIOCAP_CLONES] += stat[BIOCAP_READS] + stat[BIOCAP_WRITES];
	stat[BIOCAP_MAX_BIO] = max_bio;
}

static void biocap_reset_stats(struct biocap_c *bc)
{
	u64 sum[BIOCAP_NR_SUMS];
	unsigned int cpu;

	memset(sum, 0, sizeof(sum));

	mutex_lock(&bc->stats_lock);
	biocap_fold(bc, sum);
	memcpy(bc->base, sum, sizeof(sum));
	/*
	 * Maxima cannot be rebased: clear them.  A map() running on another
	 * CPU at this moment may store its bio's size just after: that bio is
	 * as much after the reset as before it.
	 */
	for_each_possible_cpu(cpu)
		biocap_ctr_set(&per_cpu_ptr(bc->stats, cpu)->max_bio, 0);
	mutex_unlock(&bc->stats_lock);
}

static void biocap_status(struct dm_target *ti, status_type_t type,
			  unsigned int status_flags, char *result,
			  unsigned int maxlen)
{
	struct biocap_c *bc = ti->private;
	u64 stat[BIOCAP_NR_COUNTERS], hist[BIOCAP_HIST_BUCKETS];
	unsigned int config[BIOCAP_NR_CONFIG_KEYS];
	unsigned int nr_features, i;
	size_t sz = 0;

	switch (type) {
	case STATUSTYPE_INFO:
		biocap_read_stats(bc, stat, hist);
		mutex_lock(&bc->config_lock);
		config[BIOCAP_CFG_CAP] = biocap_resolve(bc, bc->cap);
		config[BIOCAP_CFG_READ_CAP] = bc->eff_read_cap;
		config[BIOCAP_CFG_WRITE_CAP] = bc->eff_write_cap;
		config[BIOCAP_CFG_LIMIT] = bc->limit;
		config[BIOCAP_CFG_ALIGNED] = bc->aligned;
		config[BIOCAP_CFG_BUILD_CAP] = biocap_build_cap_set(ti);
		config[BIOCAP_CFG_CHUNK] = bc->chunk;
		mutex_unlock(&bc->config_lock);
		for (i = 0; i < BIOCAP_NR_CONFIG_KEYS; i++)
			DMEMIT("%s%s=%u", i ? " " : "", biocap_config_names[i],
			       config[i]);
		for (i = 0; i < BIOCAP_NR_COUNTERS; i++)
			DMEMIT(" %s=%llu", biocap_counter_names[i], stat[i]);
		DMEMIT(" %s=", BIOCAP_HIST_KEY);
		for (i = 0; i < BIOCAP_HIST_BUCKETS; i++)
			DMEMIT("%s%llu", i ? "," : "", hist[i]);
		break;

	case STATUSTYPE_TABLE:
		mutex_lock(&bc->config_lock);
		DMEMIT("%s %llu %u", bc->dev->name,
		       (unsigned long long)bc->start, bc->cap);
		nr_features = 2 * bc->read_cap_set + 2 * bc->write_cap_set +
			      bc->aligned + bc->no_build_cap;
		if (nr_features)
			DMEMIT(" %u", nr_features);
		if (bc->read_cap_set)
			DMEMIT(" %s %u", BIOCAP_FEATURE_READ_CAP, bc->read_cap);
		if (bc->write_cap_set)
			DMEMIT(" %s %u", BIOCAP_FEATURE_WRITE_CAP, bc->write_cap);
		if (bc->aligned)
			DMEMIT(" %s", BIOCAP_FEATURE_ALIGNED);
		if (bc->no_build_cap)
			DMEMIT(" %s", BIOCAP_FEATURE_NO_BUILD_CAP);
		mutex_unlock(&bc->config_lock);
		break;

#ifdef HAVE_STATUSTYPE_IMA
	case STATUSTYPE_IMA:
		mutex_lock(&bc->config_lock);
		DMEMIT_TARGET_NAME_VERSION(ti->type);
		DMEMIT(",device_name=%s,start=%llu,cap=%u,read_cap=%u,write_cap=%u,aligned=%c",
		       bc->dev->name, (unsigned long long)bc->start,
		       biocap_resolve(bc, bc->cap), bc->eff_read_cap,
		       bc->eff_write_cap, bc->aligned ? 'y' : 'n');
		DMEMIT(",build_cap=%u,no_build_cap=%c;", biocap_build_cap_set(ti),
		       bc->no_build_cap ? 'y' : 'n');
		mutex_unlock(&bc->config_lock);
		break;
#endif
	default:
		break;
	}
}

/* set_cap, set_read_cap, set_write_cap: <sectors>, 0 = auto. */
static int biocap_message_set(struct dm_target *ti, const char *msg,
			      const char *arg)
{
	struct biocap_c *bc = ti->private;
	const struct biocap_cap_errors *errs;
	unsigned int value, eff_read, eff_write;
	bool reads = true, writes = true;	/* what the message names */
	bool set_read, set_write;		/* the caps in force it changes */
	char *error = NULL;
	int r;

	if (!strcasecmp(msg, BIOCAP_MSG_SET_CAP)) {
		errs = &biocap_cap_err;
	} else if (!strcasecmp(msg, BIOCAP_MSG_SET_READ_CAP)) {
		errs = &biocap_read_cap_err;
		writes = false;
	} else {
		errs = &biocap_write_cap_err;
		reads = false;
	}

	r = biocap_parse_cap(arg, &value, errs, &error);
	if (!r)
		r = biocap_check_cap_alignment(bc, value, errs, &error);
	if (r) {
		DMERR("%s: %s %s: %s", dm_device_name(dm_table_get_md(ti->table)),
		      msg, arg, error);
		return r;
	}

	/* Work out the new effective caps first: nothing changes if refused. */
	mutex_lock(&bc->config_lock);
	eff_read = bc->eff_read_cap;
	eff_write = bc->eff_write_cap;
	/* set_cap changes a direction only where no read_cap/write_cap overrides it */
	set_read = reads && (!writes || !bc->read_cap_set);
	set_write = writes && (!reads || !bc->write_cap_set);
	if (set_read)
		eff_read = biocap_resolve(bc, value);
	if (set_write)
		eff_write = biocap_resolve(bc, value);

	/* Checked where a cap in force changes, as the table checks its caps. */
	if ((set_read || set_write) && biocap_resolve(bc, value) > bc->limit) {
		/*
		 * The queue limits were set at load; a reload raises them, up
		 * to what the device below takes.
		 */
		DMERR("%s: %s %s: %u sectors is above the limit %u in force: %s",
		      dm_device_name(dm_table_get_md(ti->table)), msg, arg,
		      biocap_resolve(bc, value), bc->limit,
		      bc->limit_is_dev ? "the most the device below takes" :
		      "reload the table");
		mutex_unlock(&bc->config_lock);
		return -EINVAL;
	}
	if (set_read || set_write)
		biocap_warn_above_auto(ti, bc, msg, biocap_resolve(bc, value));

	if (reads && writes) {
		bc->cap = value;
	} else if (reads) {
		bc->read_cap = value;
		bc->read_cap_set = true;
	} else {
		bc->write_cap = value;
		bc->write_cap_set = true;
	}
	biocap_publish_caps(bc, eff_read, eff_write);
	mutex_unlock(&bc->config_lock);
	return 0;
}

static int biocap_message(struct dm_target *ti, unsigned int argc, char **argv,
			  char *result, unsigned int maxlen)
{
	const char *name = dm_device_name(dm_table_get_md(ti->table));
	struct biocap_c *bc = ti->private;

	if (!argc) {
		DMERR("%s: empty message", name);
		return -EINVAL;
	}

	if (!strcasecmp(argv[0], BIOCAP_MSG_RESET_STATS)) {
		if (argc != 1) {
			DMERR("%s: %s takes no argument", name, argv[0]);
			return -EINVAL;
		}
		biocap_reset_stats(bc);
		return 0;
	}

	if (!strcasecmp(argv[0], BIOCAP_MSG_SET_CAP) ||
	    !strcasecmp(argv[0], BIOCAP_MSG_SET_READ_CAP) ||
	    !strcasecmp(argv[0], BIOCAP_MSG_SET_WRITE_CAP)) {
		if (argc != 2) {
			DMERR("%s: %s takes one argument: <sectors>", name, argv[0]);
			return -EINVAL;
		}
		return biocap_message_set(ti, argv[0], argv[1]);
	}

	DMERR("%s: unknown message %s (expected %s, %s, %s or %s)", name,
	      argv[0], BIOCAP_MSG_SET_CAP, BIOCAP_MSG_SET_READ_CAP,
	      BIOCAP_MSG_SET_WRITE_CAP, BIOCAP_MSG_RESET_STATS);
	return -EINVAL;
}

static int biocap_prepare_ioctl(struct dm_target *ti,
				struct block_device **bdev
				BIOCAP_PREPARE_IOCTL_EXTRA_ARGS)
{
	struct biocap_c *bc = ti->private;
	struct dm_dev *dev = bc->dev;

	*bdev = dev->bdev;

	/* Only pass ioctls through when the whole device is mapped. */
	if (bc->start || ti->len != bdev_nr_sectors(dev->bdev))
		return 1;
	return 0;
}

static int biocap_iterate_devices(struct dm_target *ti,
				  iterate_devices_callout_fn fn, void *data)
{
	struct biocap_c *bc = ti->private;

	return fn(ti, bc->dev, bc->start, ti->len, data);
}

/*
 * Advertise the cap as the largest I/O.  Newer kernels recompute
 * max_sectors from max_hw_sectors, so lower both.  Polling and nowait
 * are inherited from the device below and left alone.  Where the kernel
 * has the direct I/O bio limit, set it to the build cap: a lower one
 * already there (from the device below) stays, and dm stacks the lines
 * of a table the same way, so the smallest wins.
 */
static void biocap_io_hints(struct dm_target *ti, struct queue_limits *limits)
{
	struct biocap_c *bc = ti->private;
	unsigned int build_cap = biocap_build_cap_set(ti);
	unsigned int limit;

	/* what this line advertises: its largest cap, or less if the device takes less */
	limit = min_not_zero(limits->max_hw_sectors, bc->max_cap);
	mutex_lock(&bc->config_lock);
	bc->limit = limit;
	bc->limit_is_dev = limit == limits->max_hw_sectors;
	mutex_unlock(&bc->config_lock);
	/*
	 * Where direct I/O builds bios to max_sectors, a line without a build
	 * cap leaves the device's limits alone: its bios are built as the
	 * device below would have them, and cut here.
	 */
	if (BIOCAP_HAVE_BUILD_CAP && !build_cap)
		return;
	if (build_cap) {
		/*
		 * max_sectors follows max_hw_sectors up to the block layer's
		 * default cap (4 MiB in the kernels with the build cap) unless
		 * io_opt is larger.  io_opt must be a multiple of the physical
		 * block of every line of the table, else stacking drops it and
		 * marks the device misaligned: whole 64 KiB, or this line's
		 * physical blocks when larger.  A larger io_opt from below (a
		 * stripe's width) stays.
		 */
		limit = min(limit, build_cap);
		if (limit > SZ_4M >> SECTOR_SHIFT)
			limits->io_opt = max(limits->io_opt,
					     rounddown(limit << SECTOR_SHIFT,
						       max_t(unsigned int, SZ_64K,
							     limits->physical_block_size)));
	}
	limit = max(limit, biocap_min_advertised(ti));
	limits->max_hw_sectors = limit;
	limits->max_sectors = min_not_zero(limits->max_sectors, limit);
}

static struct target_type biocap_target = {
	.name = BIOCAP_TARGET_NAME,
	.version = { BIOCAP_VERSION_MAJOR, BIOCAP_VERSION_MINOR,
		     BIOCAP_VERSION_PATCH },
	/*
	 * NOWAIT: polled direct I/O carries REQ_NOWAIT on some kernels and
	 * fails without it; map() never sleeps.  Not ZONED_HM (splitting zone
	 * writes is wrong).  Not ATOMIC_WRITES: dm then advertises no atomic
	 * write limits and the block layer refuses RWF_ATOMIC writes before
	 * map().  PASSES_INTEGRITY: a cut trims the clone's integrity payload
	 * with its data, and the rest is cloned from the original bio, whose
	 * payload dm core advances; cuts are in logical blocks, so never inside
	 * a protection interval.  PASSES_CRYPTO: an inline encryption context
	 * is cloned with the bio and advanced with each cut, and cuts keep
	 * whole data units (biocap_crypt_unit()).
	 */
	.features = DM_TARGET_NOWAIT | DM_TARGET_PASSES_INTEGRITY |
		    DM_TARGET_PASSES_CRYPTO,
	.module = THIS_MODULE,
	.ctr = biocap_ctr,
	.dtr = biocap_dtr,
	.map = biocap_map,
	.end_io = biocap_end_io,
	.status = biocap_status,
	.message = biocap_message,
	.prepare_ioctl = biocap_prepare_ioctl,
	.iterate_devices = biocap_iterate_devices,
	.io_hints = biocap_io_hints,
};

static int __init dm_biocap_init(void)
{
	int r;

	/* The name lists in dm-biocap.h must match their enums. */
	BUILD_BUG_ON(ARRAY_SIZE(biocap_counter_names) != BIOCAP_NR_COUNTERS);
	BUILD_BUG_ON(ARRAY_SIZE(biocap_config_names) != BIOCAP_NR_CONFIG_KEYS);
	/* A slot for every __fls() of a bio's 32-bit size from a sector up. */
	BUILD_BUG_ON(BIOCAP_HIST_SLOTS != 32 - BIOCAP_HIST_FIRST_SHIFT);
	BUILD_BUG_ON(BIOCAP_READS + 1 != BIOCAP_WRITES);

	snprintf(biocap_cap_too_small, sizeof(biocap_cap_too_small),
		 "Invalid cap: below %u sectors (%u KiB, one page)",
		 BIOCAP_MIN_SECTORS, BIOCAP_MIN_SECTORS / 2);
	snprintf(biocap_read_cap_too_small, sizeof(biocap_read_cap_too_small),
		 "Invalid read_cap: below %u sectors (%u KiB, one page)",
		 BIOCAP_MIN_SECTORS, BIOCAP_MIN_SECTORS / 2);
	snprintf(biocap_write_cap_too_small, sizeof(biocap_write_cap_too_small),
		 "Invalid write_cap: below %u sectors (%u KiB, one page)",
		 BIOCAP_MIN_SECTORS, BIOCAP_MIN_SECTORS / 2);

	/*
	 * Unbound: a clone sent again waits for a tag that a poller frees,
	 * and that poller may be the task running on the CPU that queued it.
	 */
	biocap_wq = alloc_workqueue("kbiocapd", WQ_MEM_RECLAIM | WQ_UNBOUND, 0);
	if (!biocap_wq)
		return -ENOMEM;

	r = dm_register_target(&biocap_target);
	if (r < 0) {
		DMERR("register failed %d", r);
		destroy_workqueue(biocap_wq);
	}
	return r;
}

static void __exit dm_biocap_exit(void)
{
	dm_unregister_target(&biocap_target);
	destroy_workqueue(biocap_wq);
}

module_init(dm_biocap_init);
module_exit(dm_biocap_exit);

MODULE_DESCRIPTION(DM_NAME " target capping the size of the bios it sends down");
MODULE_AUTHOR("The dm-biocap authors");
MODULE_LICENSE("GPL");
MODULE_VERSION(__stringify(BIOCAP_VERSION_MAJOR) "." __stringify(BIOCAP_VERSION_MINOR)
	       "." __stringify(BIOCAP_VERSION_PATCH));
