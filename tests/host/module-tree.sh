# shellcheck shell=bash
# shellcheck disable=SC2034 # KDIR is read by the scripts that source this
# Sourced, after tests/vm/lib.sh, by the host checks that build the module on the host
# (bench-variants.sh, fast-path.sh):
#   headers_61       sets KDIR to the headers of the 6.1 kernel tag, installed as its guest
#                    run installs them; empty if they cannot be
#   module_tree DIR  copies the module's tracked sources (Kbuild, Makefile, include/,
#                    dm-biocap/) into DIR
headers_61() {
	# a subshell: the tag script sets the KERNEL_* of a guest run
	KDIR=$(
		# shellcheck source=tests/vm/kernels/6.1.sh
		. "$VM_DIR/kernels/6.1.sh"
		kernel_resolve >/dev/null 2>&1 && install_missing "linux-headers-$KVER" >/dev/null 2>&1
		[ -d "/usr/src/linux-headers-${KVER:-none}" ] && echo "/usr/src/linux-headers-$KVER"
	) || KDIR=
}

module_tree() {
	git -C "$REPO" ls-files -z -- Kbuild Makefile include dm-biocap |
		(cd "$REPO" && tar --null -T - -cf -) | tar -xf - -C "$1"
}
