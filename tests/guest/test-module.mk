# SPDX-License-Identifier: GPL-2.0-only
# The Makefile of the test bed's own modules (tests/guest/*/, each with its Kbuild):
# tests/vm/build.sh copies it into a module's build directory as its Makefile.
#
#   make module KDIR=...
#   make clean KDIR=...

KDIR ?= /lib/modules/$(shell uname -r)/build

.PHONY: module clean

module:
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules

clean:
	-test -d "$(KDIR)" && $(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean
