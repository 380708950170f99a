// SPDX-License-Identifier: GPL-2.0-only
/*
 * HAVE_BDEV_DIO_MAX_BIO_SIZE: direct I/O builds its bios no larger than
 * the queue's max_sectors (patches/ 0014 and 0015 add the helper).
 */
#include <linux/bio.h>
#include <linux/types.h>

size_t probe_dio_max_bio_size(struct block_device *bdev,
			      const struct kiocb *iocb,
			      const struct iov_iter *iter);

/* a call the compiler must resolve against the declaration */
size_t probe_dio_max_bio_size(struct block_device *bdev,
			      const struct kiocb *iocb,
			      const struct iov_iter *iter)
{
	return bdev_dio_max_bio_size(bdev, iocb, iter);
}
