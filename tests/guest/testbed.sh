# shellcheck shell=sh
# The test bed's NVMe disk, for the runner (run-tests.sh: the "nvme" requirement) and
# the cases (lib.sh: NVME_DEV, need_nvme). The cases destroy what is on it, so it is
# either the disk the guest's init checked and named in the marker, or one named
# explicitly as scratch (BIOCAP_TEST_NVME).
BIOCAP_TESTBED=${BIOCAP_TESTBED:-/run/biocap-testbed}

# testbed_nvme: the disk's path, or nothing.
testbed_nvme() {
	if [ -n "${BIOCAP_TEST_NVME:-}" ]; then
		echo "$BIOCAP_TEST_NVME"
	else
		sed -n 's/^nvme=//p' "$BIOCAP_TESTBED" 2>/dev/null
	fi
}

# nvme_unmet: why the disk cannot serve the cases (missing, no poll queue), or nothing.
nvme_unmet() {
	_tb_d=$(testbed_nvme)
	if [ -z "$_tb_d" ] || [ ! -b "$_tb_d" ]; then
		echo "no NVMe disk of the test bed (${_tb_d:-none named})"
	elif [ "$(cat "/sys/block/${_tb_d##*/}/queue/io_poll" 2>/dev/null)" != 1 ]; then
		echo "$_tb_d has no poll queue (nvme.poll_queues=0)"
	fi
}

# testbed_ns N: the namespace with id N of nvme0 (the test bed's controller, whose serial
# init checks), or nothing.
testbed_ns() {
	for _tb_d in /sys/block/nvme0n*; do
		[ "$(cat "$_tb_d/nsid" 2>/dev/null)" = "$1" ] && { echo "/dev/${_tb_d##*/}"; return 0; }
	done
	return 1
}
