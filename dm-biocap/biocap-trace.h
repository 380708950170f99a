/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Tracepoints of dm-biocap, off unless enabled in tracefs
 * (events/biocap/).  They sit on the slow side of map() and in the error
 * path of end_io() only: a read or write sent whole passes none.
 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM biocap

#if !defined(_BIOCAP_TRACE_H) || defined(TRACE_HEADER_MULTI_READ)
#define _BIOCAP_TRACE_H

#include <linux/blk_types.h>
#include <linux/device-mapper.h>
#include <linux/tracepoint.h>

/* The dm device a line belongs to. */
#define BIOCAP_TRACE_DEV(ti)	disk_devt(dm_disk(dm_table_get_md((ti)->table)))

/*
 * A cut: of what is left of a bio at @sector (sectors of the dm device),
 * the clone keeps @kept bytes and dm core hands the rest back.  The cuts of
 * one bio have the same end (sector + bytes / 512).
 */
TRACE_EVENT(biocap_cut,
	TP_PROTO(struct dm_target *ti, struct bio *bio, unsigned int kept,
		 unsigned int cap),
	TP_ARGS(ti, bio, kept, cap),
	TP_STRUCT__entry(
		__field(dev_t, dev)
		__field(sector_t, sector)
		__field(unsigned int, bytes)
		__field(unsigned int, kept)
		__field(unsigned int, cap)
		__field(bool, write)
		__field(bool, polled)
	),
	TP_fast_assign(
		__entry->dev = BIOCAP_TRACE_DEV(ti);
		__entry->sector = bio->bi_iter.bi_sector;
		__entry->bytes = bio->bi_iter.bi_size;
		__entry->kept = kept;
		__entry->cap = cap;
		__entry->write = op_is_write(bio_op(bio));
		__entry->polled = bio->bi_opf & REQ_POLLED;
	),
	TP_printk("%d,%d %c %llu + %u keep %u cap %u%s",
		  MAJOR(__entry->dev), MINOR(__entry->dev),
		  __entry->write ? 'W' : 'R',
		  (unsigned long long)__entry->sector, __entry->bytes >> 9,
		  __entry->kept >> 9, __entry->cap >> 9,
		  __entry->polled ? " polled" : "")
);

/*
 * A REQ_NOWAIT bio that is not polled and would have to be cut, ended with
 * EAGAIN before any of it is sent; the submitter issues it again.
 */
TRACE_EVENT(biocap_refuse,
	TP_PROTO(struct dm_target *ti, struct bio *bio),
	TP_ARGS(ti, bio),
	TP_STRUCT__entry(
		__field(dev_t, dev)
		__field(sector_t, sector)
		__field(unsigned int, bytes)
		__field(bool, write)
	),
	TP_fast_assign(
		__entry->dev = BIOCAP_TRACE_DEV(ti);
		__entry->sector = bio->bi_iter.bi_sector;
		__entry->bytes = bio->bi_iter.bi_size;
		__entry->write = op_is_write(bio_op(bio));
	),
	TP_printk("%d,%d %c %llu + %u",
		  MAJOR(__entry->dev), MINOR(__entry->dev),
		  __entry->write ? 'W' : 'R',
		  (unsigned long long)__entry->sector, __entry->bytes >> 9)
);

/*
 * A clone that ended with EAGAIN (@sector of the device below); @resend: a
 * polled clone the device did not start, which biocap sends again itself.
 */
TRACE_EVENT(biocap_again,
	TP_PROTO(struct dm_target *ti, struct bio *bio, bool resend),
	TP_ARGS(ti, bio, resend),
	TP_STRUCT__entry(
		__field(dev_t, dev)
		__field(sector_t, sector)
		__field(unsigned int, bytes)
		__field(bool, write)
		__field(bool, resend)
	),
	TP_fast_assign(
		__entry->dev = BIOCAP_TRACE_DEV(ti);
		__entry->sector = bio->bi_iter.bi_sector;
		__entry->bytes = bio->bi_iter.bi_size;
		__entry->write = op_is_write(bio_op(bio));
		__entry->resend = resend;
	),
	TP_printk("%d,%d %c %llu + %u%s",
		  MAJOR(__entry->dev), MINOR(__entry->dev),
		  __entry->write ? 'W' : 'R',
		  (unsigned long long)__entry->sector, __entry->bytes >> 9,
		  __entry->resend ? " resend" : "")
);

#endif /* _BIOCAP_TRACE_H */

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#undef TRACE_INCLUDE_FILE
#define TRACE_INCLUDE_FILE biocap-trace
#include <trace/define_trace.h>
