#!/bin/sh
# 20-stripe-eagain: 12-stats-exact's forced-EAGAIN counts with a splitting dm device
# below biocap: dm-stripe with 4 KiB chunks over two one-tag null_blks, biocap cap 8 KiB.
# IRQ-completed 64 KiB REQ_NOWAIT reads and writes (biocap refuses them whole, io_uring
# issues them again from a worker), polled 8 KiB ones (not cut by biocap, split in two by
# dm-stripe) and polled 64 KiB ones (cut in 8 by biocap, each piece split in two below),
# QD 16: fio completes; reads/writes equal fio's, bytes = 64 KiB (8 KiB) x bios, the
# histogram and max_bio have only that size, split and clones as cut, no error, every
# clone polled in the polled modes. A dm device below trims the clones it splits, so
# nothing of a clone's own iterator may be trusted at its completion: biocap counts at
# map time only. It needs the dm core fixes of patches/: on stock kernels dm-stripe alone
# ends a split polled bio with a late EAGAIN that io_uring never completes (a hang, see
# 96-intree-polled-eagain) and splits a REQ_NOWAIT bio (97-intree-nowait-split).
# group: target
# requires: dm-fixed
CASE_NAME=stripe-eagain STATS_PART=stripe-eagain exec sh cases/12-stats-exact.sh
