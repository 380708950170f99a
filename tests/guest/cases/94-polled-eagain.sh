#!/bin/sh
# 94-polled-eagain: polled clones that end with EAGAIN (their REQ_NOWAIT found no free
# tag below) complete, stay polled, and leave the counters of 12-stats-exact exact.
# Modes: poll (8 KiB polled reads and writes at QD 16 over a one-tag null_blk, not cut),
# poll-cut (64 KiB bios cut in 8 there), and the default cap over a two-tag poll queue
# of 64 KiB requests (1 MiB polled writes and reads, crc32c-verified, at QD 8 and 16;
# the reads once more issued from io_uring's workers, fio force_async=1).
# biocap sends such clones again itself; before it did, stock 6.1 and 6.12 hung in
# poll-cut and in the default-cap run (dm core ends a split polled bio with a late EAGAIN
# that io_uring never completes) and 7.2 and 7.3 oopsed in poll (dm core's requeue
# accounting). Before a clone waiting to be sent again had a poll cookie, the
# worker-issued reads stalled on 7.3 until null_blk's request timeout (err=110, 2 runs
# of 2): the task polling held io_uring's lock, which a worker waited for to put its
# request, holding both tags, on the poll list.
# It is 12-stats-exact's polled forced-EAGAIN part (STATS_PART=polled-eagain); it runs
# on every kernel.
# group: diagnostic
CASE_NAME=polled-eagain STATS_PART=polled-eagain exec sh cases/12-stats-exact.sh
