#!/bin/sh
# 91-stripe-poll-oops: diagnostic, runs on kernels with the dm fixes or when named
# (TESTS=stripe-poll-oops). Reproduces what biocap protects against: dm core
# marks a polled bio with its poll-list flag (REQ_DM_POLL_LIST = REQ_DRV) and
# the later pieces of a split polled bio carry it into their clones; NVMe
# reads REQ_DRV as REQ_NVME_MPATH. First the I/O goes through biocap cap 8
# (which clears the flag) and must complete polled; then the same I/O goes
# through the in-tree dm-stripe with 4 KiB chunks. Where the leak is live the
# guest oopses there (on 7.2.13 and 7.3.4: NULL dereference in nvme_mpath_start_request)
# and the run FAILs with the oops shown; where it is not, the case passes and
# says so.
# group: diagnostic
# requires: dm-fixed nvme
. ./lib.sh
need_nvme
NVME_OFF=524288
NVME_LEN=262144
FIO_TIMEOUT=120
POLL="--ioengine=io_uring --hipri=1 --direct=1"
JOB="--rw=randread --bs=16k --iodepth=4 --runtime=2 --time_based --size=64m"

dm_create so_bc "$(bc_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF 8)" 2>"$LIB_TMP/err" ||
	fail "biocap over $NVME_DEV: $(cat "$LIB_TMP/err")"
# shellcheck disable=SC2086 # option lists
fio_run --name=bc --filename="$(dm_dev so_bc)" $POLL $JOB
fio_ok || fail "polled 16 KiB reads through biocap cap 8: $(fio_summary)"
log "biocap cap 8: $(fio_summary); $(bc_status so_bc | tr ' ' '\n' | grep -E '^(split|clones|polled)=' | tr '\n' ' ')"

dm_create so_st "0 $NVME_LEN striped 1 8 $NVME_DEV $NVME_OFF" 2>"$LIB_TMP/err" ||
	fail "dm-stripe over $NVME_DEV: $(cat "$LIB_TMP/err")"
log "now the same reads through dm-stripe (chunk 8 sectors); an oops here is the dm core leak"
# shellcheck disable=SC2086 # option lists
fio_run --name=st --filename="$(dm_dev so_st)" $POLL $JOB
log "dm-stripe: $(fio_summary): no oops on $(uname -r)"
exit 0
