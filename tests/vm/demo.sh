#!/bin/bash
# make demo: boot a guest (first kernel of KERNELS, default 6.1), create a biocap
# device over the emulated NVMe disk, run a large direct read and a polled read
# through it and print its status (tests/vm/demo-guest.sh runs inside).
set -euo pipefail
# shellcheck source=tests/vm/lib.sh
. "$(dirname "$0")/lib.sh"
tag=$(expand_kernels "${KERNELS:-6.1}" | head -n 1)
install_host_deps
BIOCAP_GUEST_TIMEOUT=${BIOCAP_GUEST_TIMEOUT:-300} exec "$VM_DIR/run-guest.sh" demo "$tag"
