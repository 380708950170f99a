#!/bin/bash
# Build (or find, when cached) the "debug" guest kernel without booting anything:
# tests/vm/kernel-build.sh debug (which builds any self-built tag). The cold build takes
# a long time on a shared 2-core machine (niced make -j2), so start it ahead of a run:
#   bash tests/vm/debug-kernel.sh        # then: KERNELS=debug bash tests/check.sh
set -euo pipefail
exec "$(dirname "$0")/kernel-build.sh" debug "$@"
