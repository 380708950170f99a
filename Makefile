# dm-biocap: top-level build, install and test entry points.
#
#   make                 module for the newest installed kernel headers, and the tool
#   make module KDIR=... module for one kernel build tree (runs the feature probes)
#   make check           host unit tests + DKMS build + guest suites on 6.1, 6.12 (KERNELS, TESTS)
#   make check-matrix    the same on 6.1, 6.12 and 7.2;  make check-debug: KASAN/kmemleak kernel
#   make demo            boot a guest and show biocap over an emulated NVMe disk
#   make vm-shell        interactive guest shell (KERNELS=6.12 ...)
#   make bench           side-by-side benchmarks (KERNELS=...)
#   make install         tool, man page and docs;  make dkms-install: the module via DKMS

VERSION := $(shell sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' $(CURDIR)/dkms.conf 2>/dev/null)

# Kernel to build against: KVER, or else the newest installed headers.
KVER ?= $(shell ls -1d /lib/modules/*/build 2>/dev/null | sed 's|/lib/modules/||; s|/build||' | sort -V | tail -n1)
KDIR ?= /lib/modules/$(KVER)/build

PREFIX ?= /usr
DESTDIR ?=
DOCDIR ?= $(PREFIX)/share/doc/dm-biocap

KERNELS ?=
TESTS ?=
export KERNELS TESTS

.PHONY: all module probes tool modules_install clean check check-matrix check-debug demo vm-shell bench \
	install uninstall dkms-install dkms-uninstall checkpatch

all: module tool

probes:
	@test -d "$(KDIR)" || { echo "no kernel build tree at KDIR=$(KDIR): install linux-headers-<version> or pass KDIR=" >&2; exit 1; }
	sh dm-biocap/probes/gen-config.sh "$(KDIR)" dm-biocap/biocap_config.h

module: probes
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules

# Used by DKMS (which copies the tree and passes KERNELRELEASE-style KVER).
modules_install: module
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules_install

tool:
	$(MAKE) -C userspace

clean:
	-test -d "$(KDIR)" && $(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean
	rm -rf dm-biocap/biocap_config.h dm-biocap/probes/build
	-$(MAKE) -C userspace clean

check:
	bash tests/check.sh

# The whole kernel matrix: 6.1, 6.12 and 7.2 (sid, built in a debootstrap chroot).
check-matrix:
	KERNELS=all bash tests/check.sh

# The guest suite on a self-built 6.12 with KASAN, kmemleak and lockdep.
check-debug:
	KERNELS=debug bash tests/check.sh

demo:
	bash tests/vm/demo.sh

vm-shell:
	bash tests/vm/shell.sh

bench:
	bash tests/bench/run.sh

checkpatch:
	bash scripts/checkpatch.sh

install: tool
	$(MAKE) -C userspace install DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)"
	install -d "$(DESTDIR)$(DOCDIR)"
	install -m 0644 README.md docs/dm-biocap.rst "$(DESTDIR)$(DOCDIR)/"

uninstall:
	-$(MAKE) -C userspace uninstall DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)"
	rm -rf "$(DESTDIR)$(DOCDIR)"

# Registers this tree with DKMS, which builds and installs the module for
# the running kernel (and, with AUTOINSTALL, for every kernel installed later).
dkms-install:
	install -d /usr/src/dm-biocap-$(VERSION)
	git ls-files -z 2>/dev/null | xargs -0 -I{} cp --parents {} /usr/src/dm-biocap-$(VERSION)/ || \
		cp -r Kbuild Makefile dkms.conf dm-biocap include /usr/src/dm-biocap-$(VERSION)/
	dkms add -m dm-biocap -v $(VERSION)
	dkms build -m dm-biocap -v $(VERSION) $(if $(KVER),-k $(KVER))
	dkms install -m dm-biocap -v $(VERSION) $(if $(KVER),-k $(KVER))

dkms-uninstall:
	-dkms remove -m dm-biocap -v $(VERSION) --all
	rm -rf /usr/src/dm-biocap-$(VERSION)
