// SPDX-License-Identifier: GPL-2.0-only
/*
 * dm-partial: a test-only target of the dm-biocap test bed (not shipped).
 *
 * A linear mapping that cuts every bio larger than a given size with
 * dm_accept_partial_bio(), and declares DM_TARGET_PASSES_INTEGRITY: the one
 * combination under which dm core must trim the integrity payload of the bio
 * it cuts (patches/0011).  No in-tree target has it, so the guest case
 * 86-integrity-cut needs this one to show the bug on a stock kernel.
 *
 * Table: <dev_path> <offset> <max_sectors>
 */
#include <linux/device-mapper.h>
#include <linux/module.h>

#define DM_MSG_PREFIX "partial"

struct partial_c {
	struct dm_dev *dev;
	sector_t start;
	unsigned int max;
};

static int partial_ctr(struct dm_target *ti, unsigned int argc, char **argv)
{
	struct partial_c *pc;
	unsigned long long start;
	unsigned int max;
	char dummy;
	int ret;

	if (argc != 3) {
		ti->error = "Invalid argument count";
		return -EINVAL;
	}
	if (sscanf(argv[1], "%llu%c", &start, &dummy) != 1 ||
	    start != (sector_t)start) {
		ti->error = "Invalid device sector";
		return -EINVAL;
	}
	if (sscanf(argv[2], "%u%c", &max, &dummy) != 1 || !max) {
		ti->error = "Invalid max_sectors";
		return -EINVAL;
	}
	pc = kzalloc(sizeof(*pc), GFP_KERNEL);
	if (!pc) {
		ti->error = "Cannot allocate context";
		return -ENOMEM;
	}
	ret = dm_get_device(ti, argv[0], dm_table_get_mode(ti->table),
			    &pc->dev);
	if (ret) {
		ti->error = "Device lookup failed";
		goto bad;
	}
	/* a cut inside a logical block (or protection interval) is no cut */
	if (max % (bdev_logical_block_size(pc->dev->bdev) >> SECTOR_SHIFT)) {
		ti->error = "max_sectors is not a multiple of the logical block size";
		dm_put_device(ti, pc->dev);
		ret = -EINVAL;
		goto bad;
	}
	pc->start = start;
	pc->max = max;
	ti->num_flush_bios = 1;
	ti->num_discard_bios = 1;
	ti->private = pc;
	return 0;

bad:
	kfree(pc);
	return ret;
}

static void partial_dtr(struct dm_target *ti)
{
	struct partial_c *pc = ti->private;

	dm_put_device(ti, pc->dev);
	kfree(pc);
}

static int partial_map(struct dm_target *ti, struct bio *bio)
{
	struct partial_c *pc = ti->private;

	bio_set_dev(bio, pc->dev->bdev);
	if (bio_sectors(bio) > pc->max && bio_has_data(bio))
		dm_accept_partial_bio(bio, pc->max);
	if (bio_sectors(bio) || op_is_zone_mgmt(bio_op(bio)))
		bio->bi_iter.bi_sector = pc->start +
			dm_target_offset(ti, bio->bi_iter.bi_sector);
	return DM_MAPIO_REMAPPED;
}

static void partial_status(struct dm_target *ti, status_type_t type,
			   unsigned int status_flags, char *result,
			   unsigned int maxlen)
{
	struct partial_c *pc = ti->private;
	unsigned int sz = 0;

	switch (type) {
	case STATUSTYPE_TABLE:
		DMEMIT("%s %llu %u", pc->dev->name,
		       (unsigned long long)pc->start, pc->max);
		break;
	default:
		result[0] = '\0';
		break;
	}
}

static int partial_iterate_devices(struct dm_target *ti,
				   iterate_devices_callout_fn fn, void *data)
{
	struct partial_c *pc = ti->private;

	return fn(ti, pc->dev, pc->start, ti->len, data);
}

static struct target_type partial_target = {
	.name = "partial",
	.version = {1, 0, 0},
	.features = DM_TARGET_PASSES_INTEGRITY,
	.module = THIS_MODULE,
	.ctr = partial_ctr,
	.dtr = partial_dtr,
	.map = partial_map,
	.status = partial_status,
	.iterate_devices = partial_iterate_devices,
};

static int __init dm_partial_init(void)
{
	return dm_register_target(&partial_target);
}

static void __exit dm_partial_exit(void)
{
	dm_unregister_target(&partial_target);
}

module_init(dm_partial_init);
module_exit(dm_partial_exit);

MODULE_DESCRIPTION(DM_NAME " test target that cuts bios and passes integrity");
MODULE_LICENSE("GPL");
