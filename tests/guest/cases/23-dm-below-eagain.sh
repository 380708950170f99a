#!/bin/sh
# 23-dm-below-eagain: 95-multipath-eagain with a dm-linear device below biocap that is
# suspended under polled load: dm ends biocap's REQ_NOWAIT clones with EAGAIN while
# suspended, biocap sends them again unpolled (dm's poller must not see them: the
# submitter is biocap's worker, not the task that polls), and dm below holds them
# until its resume. Asserts what 95 asserts: data verified, counters exact, again > 0,
# polled = clones - again.
# group: target
CASE_NAME=dm-below-eagain RESEND_BELOW=dm exec sh cases/95-multipath-eagain.sh
