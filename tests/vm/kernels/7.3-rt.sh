# shellcheck shell=bash
# shellcheck disable=SC2034 # KERNEL_FLAVOUR is read by kernels/7.3.sh
# Kernel tag 7.3-rt: the PREEMPT_RT flavour of the 7.3 tag (linux-image-7.3.*-rt-amd64
# from trixie-backports), built and booted the same way: biocap's per-CPU statistics
# and its hot path on a fully preemptible kernel, where spinlocks sleep and per-CPU
# sections can be preempted. Part of KERNELS=all (the whole suite takes about 6.5 min).
# See kernels/6.1.sh for the interface.

KERNEL_FLAVOUR=rt-amd64
# shellcheck source=tests/vm/kernels/7.3.sh
. "$VM_DIR/kernels/7.3.sh"
