# dm-biocap: top-level build, install and test entry points.
#
#   make                 module for the running kernel (else the newest headers), and the tool
#   make module KDIR=... module for one kernel build tree (runs the feature probes)
#   make check           host unit tests + DKMS build + guest suites on 6.1, 6.12 (KERNELS, TESTS)
#   make check-matrix    CI's KERNELS=all (6.1, 6.12, 7.3, patched), plus 7.3-rt, patched-6.12
#                        and the jobs of make check-headers, check-cross, check-dracut and
#                        check-lvm-root
#   make check-debug     the same on patched-debug (KASAN/kmemleak/lockdep kernel + patches/)
#   make check-series    every prefix of patches/ builds (no new W=1 warning) and boots
#   make check-headers   compile-only: the module at W=1 against every amd64 headers package of
#                        bookworm, trixie, sid and their backports, each in its suite's chroot
#   make check-cross     compile-only: the module at W=1 for arm64 and i386 (stock 7.3 and with
#                        patches/), the series' directories and the tool for i386
#   make check-fstests FSTESTS=DIR   fstests (direct I/O, AIO, fsx, fsstress) on ext4 and xfs
#                        over biocap (cut, auto) and dm-linear, on KERNELS (default 7.3,patched);
#                        DIR: an fstests tree or git dir (not in CI: fstests is not in Debian)
#   make check-bpftrace  the bpftrace recipes of docs/dm-biocap.rst against the status counters,
#                        with trixie's bpftrace in a Debian root, on KERNELS (default 7.3)
#   make check-lvm-root  boot root on LVM on biocap from the initramfs mkinitramfs makes with
#                        the trixie packages (host/lvm-root; also part of make check-matrix)
#   make demo            boot a guest and show biocap over an emulated NVMe disk
#   make vm-shell        interactive guest shell (KERNELS=6.12 ...)
#   make bench           side-by-side benchmarks (KERNELS=...)
#   make install         tool, man page and docs;  make dkms-install: the module via DKMS
#   make deb             Debian packages dm-biocap-dkms and biocapctl into dist/ (DEBDIR)
#   make checkpatch      kernel style of the module (checkpatch.pl --strict)
#   make clean           remove what the builds left (module, probes, tool)
#   make uninstall, make dkms-uninstall   undo install, dkms-install
#   make help            this list

VERSION := $(shell sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' $(CURDIR)/dkms.conf 2>/dev/null)

# Kernel to build against: KVER, else the running kernel when its headers are
# installed, else the newest installed headers (a build host, a chroot).
KVER ?= $(shell k=$$(uname -r); if [ -d /lib/modules/$$k/build ]; then echo $$k; else \
	ls -1d /lib/modules/*/build 2>/dev/null | sed 's|/lib/modules/||; s|/build||' | sort -V | tail -n1; fi)
KDIR ?= /lib/modules/$(KVER)/build

PREFIX ?= /usr
DESTDIR ?=
# where the biocapctl package puts them too (biocapctl(8) cites this path)
DOCDIR ?= $(PREFIX)/share/doc/biocapctl

KERNELS ?=
TESTS ?=
export KERNELS TESTS

.PHONY: all help module probes tool modules_install clean check check-matrix check-debug check-series check-headers check-cross check-dracut check-lvm-root check-fstests check-bpftrace demo vm-shell bench \
	install uninstall dkms-source dkms-install dkms-uninstall checkpatch deb

# The module source DKMS builds from (/usr/src/dm-biocap-<ver>) has no userspace/.
HAVE_TOOL := $(wildcard userspace/Makefile)

all: module $(if $(HAVE_TOOL),tool)

help:
	@sed -n '3,/^$$/s/^# \{0,1\}//p' $(firstword $(MAKEFILE_LIST))

probes:
	@test -d "$(KDIR)" || { echo "no kernel build tree at KDIR=$(KDIR): install linux-headers-<version> or pass KDIR=" >&2; exit 1; }
	sh dm-biocap/probes/gen-config.sh "$(KDIR)" dm-biocap/biocap_config.h

module: probes
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules

# Installs the module into /lib/modules/<version> without DKMS (kbuild's own
# modules_install; INSTALL_MOD_PATH= for a staging root).  DKMS runs only
# "make module" and installs the .ko itself (dkms.conf).
modules_install: module
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules_install

tool:
	$(MAKE) -C userspace

clean:
	-test -d "$(KDIR)" && $(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean
	rm -rf dm-biocap/biocap_config.h dm-biocap/probes/build
	$(if $(HAVE_TOOL),-$(MAKE) -C userspace clean)

check:
	bash tests/check.sh

# The whole kernel matrix: CI's KERNELS=all (6.1 of Debian 12; 6.12 and 7.3 of Debian 13
# and its backports, each module built in a debootstrap chroot; patched, our 7.3 with
# patches/), plus 7.3-rt (the PREEMPT_RT flavour of 7.3), patched-6.12 (trixie's 6.12 with
# patches/6.12/) and the compile-only headers job. The self-built kernels build in the background while the others run.
check-matrix:
	KERNELS=all,7.3-rt,patched-6.12 BIOCAP_HEADERS=1 BIOCAP_CROSS=1 BIOCAP_DRACUT=1 BIOCAP_LVM_ROOT=1 \
		bash tests/check.sh

# The dracut module in a bookworm chroot with Debian's dracut (host/dracut-*)
check-dracut:
	bash tests/host/dracut.sh

# The guest suite on a self-built 7.3 with patches/ and KASAN, kmemleak and lockdep
# (KERNELS=debug: the same kernel without patches/).
check-debug:
	KERNELS=patched-debug bash tests/check.sh

check-series:
	bash tests/vm/series-check.sh

check-headers:
	bash tests/host/headers-matrix.sh

check-cross:
	bash tests/host/cross-build.sh

# fstests from a tree the caller gives (FSTESTS=DIR); without one it says where to get it
# and exits 2. KERNELS defaults to 7.3,patched here.
FSTESTS ?=
check-fstests:
	FSTESTS="$(FSTESTS)" bash tests/vm/fstests.sh

# bpftrace from Debian trixie in a root image the guest chroots into (not in CI: the
# root's first build, a debootstrap and bpftrace's 450 MB, takes some 10 minutes)
check-bpftrace:
	bash tests/vm/bpftrace.sh

check-lvm-root:
	bash tests/host/lvm-root.sh

demo:
	bash tests/vm/demo.sh

vm-shell:
	bash tests/vm/shell.sh

bench:
	bash tests/bench/run.sh

checkpatch:
	bash scripts/checkpatch.sh

# From a clean copy of the tracked files, with dpkg-buildpackage -us -uc -b.
DEBDIR ?= $(CURDIR)/dist
deb:
	bash scripts/make-deb.sh "$(DEBDIR)"

install: tool
	$(MAKE) -C userspace install DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)"
	install -d "$(DESTDIR)$(DOCDIR)/examples"
	install -m 0644 README.md docs/dm-biocap.rst docs/stats.md "$(DESTDIR)$(DOCDIR)/"
	install -m 0644 userspace/biocaptab.example "$(DESTDIR)$(DOCDIR)/examples/"

uninstall:
	-$(MAKE) -C userspace uninstall DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)"
	rm -rf "$(DESTDIR)$(DOCDIR)"

# The module source DKMS builds from, and nothing else: the files dm-biocap-dkms
# ships (debian/rules uses this target), the generated probe results left out.
DKMS_SRC ?= $(CURDIR)/dist/dm-biocap-$(VERSION)
dkms-source:
	install -d "$(DKMS_SRC)/dm-biocap/probes" "$(DKMS_SRC)/include"
	install -m 0644 Kbuild Makefile dkms.conf "$(DKMS_SRC)/"
	install -m 0644 $(wildcard dm-biocap/*.c) \
		$(filter-out %/biocap_config.h,$(wildcard dm-biocap/*.h)) "$(DKMS_SRC)/dm-biocap/"
	install -m 0644 $(wildcard dm-biocap/probes/*.c) "$(DKMS_SRC)/dm-biocap/probes/"
	install -m 0755 dm-biocap/probes/gen-config.sh "$(DKMS_SRC)/dm-biocap/probes/"
	install -m 0644 include/dm-biocap.h "$(DKMS_SRC)/include/"

# Registers this tree with DKMS, which builds and installs the module for KVER
# (the running kernel when it has headers) and, with AUTOINSTALL, for every
# kernel installed later. Running it again replaces an earlier registration of
# the same version; another version, or a source dir a package owns, is refused.
# (not in the copy DKMS builds from, which has no scripts/)
DKMS_SCRIPT = $(or $(wildcard scripts/dkms-install.sh),\
	$(error run make $@ in dm-biocap's source tree: this copy has no scripts/))
dkms-install:
	sh $(DKMS_SCRIPT) install "$(VERSION)" "$(KVER)"

dkms-uninstall:
	sh $(DKMS_SCRIPT) uninstall "$(VERSION)"
