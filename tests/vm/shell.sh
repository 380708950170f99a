#!/bin/bash
# Interactive guest shell with the test environment (make vm-shell KERNELS=6.12).
# The first kernel of KERNELS is booted (default 6.1). Ctrl-a x quits qemu.
set -euo pipefail
# shellcheck source=tests/vm/lib.sh
. "$(dirname "$0")/lib.sh"
tag=$(expand_kernels "${KERNELS:-6.1}" | head -n 1)
install_host_deps
exec "$VM_DIR/run-guest.sh" shell "$tag"
