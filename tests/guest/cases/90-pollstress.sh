#!/bin/sh
# 90-pollstress: diagnostic, runs when named (TESTS=pollstress). Polled
# I/O over nvme0n1, 20 rounds of: the raw namespace (4 KiB, QD16), dm-linear
# (4 KiB, QD16) and biocap cap 8 (16 KiB, QD4, so 16 clones in flight like the
# raw run); fails at the first NVMe timeout and names the configuration that
# was running. It told a poll-queue stall of one-vCPU guests (the raw namespace
# stalls too, so not dm; 6.1, 6.12 and sid's 7.2 alike) from a biocap bug.
# group: diagnostic
# requires: by-name nvme
. ./lib.sh
need_nvme
NVME_OFF=524288 # 256 MiB into the disk
NVME_LEN=262144 # 128 MiB
FIO_TIMEOUT=120
POLL="--ioengine=io_uring --hipri=1 --direct=1"
dm_create ps_bc "$(bc_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF 8)" 2>"$LIB_TMP/err" ||
	fail "biocap over $NVME_DEV: $(cat "$LIB_TMP/err")"
dm_create ps_lin "$(linear_line 0 $NVME_LEN "$NVME_DEV" $NVME_OFF)" 2>"$LIB_TMP/err" ||
	fail "dm-linear over $NVME_DEV: $(cat "$LIB_TMP/err")"
ROUNDS=20
i=0
while [ $i -lt $ROUNDS ]; do
	i=$((i + 1))
	for c in raw lin bc; do
		off=0
		case $c in
		raw) dev=$NVME_DEV bs=4k qd=16 off=$((NVME_OFF * 512)) ;;
		lin) dev=$(dm_dev ps_lin) bs=4k qd=16 ;;
		bc) dev=$(dm_dev ps_bc) bs=16k qd=4 ;;
		esac
		kmsg_mark "pollstress round $i $c"
		t0=$(now_ms)
		fio_run --name=ps --filename="$dev" $POLL --rw=randrw --bs=$bs --iodepth=$qd \
			--runtime=2 --time_based --size=64m --offset=$off
		log "round $i $c: $(fio_summary) ($(($(now_ms) - t0)) ms)"
		dmesg | grep -q 'nvme.* timeout' && fail "NVMe timeout in round $i while $c ran: $(dmesg | grep -m1 'nvme.* timeout')"
		fio_ok || fail "round $i $c: $(fio_summary)"
	done
done
log "no NVMe timeout in $ROUNDS rounds of raw, dm-linear and biocap"
exit 0
