#!/bin/sh
# 94-polled-eagain (diagnostic): the counters of 12-stats-exact stay exact when polled
# clones end with EAGAIN (null_blk with one tag, 8 KiB polled io_uring reads and writes
# at QD 16: dm core sends such a clone again, unpolled; reads/writes must equal fio's
# I/Os). It is 12-stats-exact's polled forced-EAGAIN part (STATS_PART=polled-eagain).
# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
STATS_PART=polled-eagain exec sh cases/12-stats-exact.sh
