# shellcheck shell=bash
# A clean Debian chroot with DKMS and the headers of one kernel, for the package
# test (tests/host/deb.sh): Debian 12 (bookworm) with a 6.1 kernel's headers, or
# with DEB_SUITE=trixie Debian 13 with a 6.12 kernel's headers; for a suite other
# than bookworm, a second chroot that builds the packages there (DEB_BUILD_PACKAGES).
# Sourced after tests/vm/lib.sh and tests/vm/suite-chroot.sh (whose chroot_exec
# runs commands in it).
#
# A base chroot is made once with the host's debootstrap (--variant=minbase) from
# the mirror of the machine's own apt sources, and cached read-only in
#   $CACHE/chroot/<suite>-deb-initramfs-<key>
#                                         (install: dkms, the headers, initramfs-tools)
#   $CACHE/chroot/<suite>-debbuild-<key>  (build: debhelper, dh-dkms, lintian)
#   $CACHE/chroot/<suite>-dracut-<key>    (dracut, for tests/host/dracut.sh)
# where <key> hashes the package list and DEB_CHROOT_RECIPE (bump it when the
# recipe changes); a new key removes the older trees of that kind. A test never
# changes a base: it runs in an overlay (upper dir in a temporary directory), so
# every run starts from the same clean tree and a half-finished run leaves nothing.
# Cold: about 3-5 min each (debootstrap + ~100 MB of packages); warm: nothing.

DEB_CHROOT_RECIPE=1
DEB_SUITE=${DEB_SUITE:-bookworm}
# What a system that builds DKMS modules has before our packages arrive: dkms, the
# kernel's headers (which pull in gcc and kbuild), the library biocapctl links
# (so that dpkg -i needs no network) and initramfs-tools (which every Debian
# system with a kernel has; host/deb-initramfs runs mkinitramfs).
deb_chroot_packages() {
	echo dkms "linux-headers-$1" libdevmapper1.02.1 initramfs-tools
}
# What builds the packages (debian/control's Build-Depends, build-essential, which
# dpkg-buildpackage checks for, and lintian) in the chroot of a suite other than
# the host's.
DEB_BUILD_PACKAGES="build-essential debhelper dh-dkms libdevmapper-dev lintian"
# A system that makes its initramfs with dracut (which conflicts with
# initramfs-tools, hence a chroot of its own): dracut, the library biocapctl
# links and dmsetup, without which dracut's dm module, and so ours, is left out.
DEB_DRACUT_PACKAGES="dracut dmsetup libdevmapper1.02.1"

# The machine's own bookworm sources (deb822 stanzas and one-line entries whose suite
# is bookworm, bookworm-updates or bookworm-security) as one-line entries: the
# chroot uses the same mirrors as the host, none is written into the repository.
deb_chroot_sources() {
	local f
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		awk 'function flush() {
			if (types ~ /(^| )deb( |$)/ && uris != "" && suites != "") {
				n = split(suites, s, " "); m = split(uris, u, " ")
				for (i = 1; i <= n; i++) if (s[i] ~ /^bookworm(-updates|-security)?$/)
					for (j = 1; j <= m; j++) print "deb " u[j] " " s[i] " main"
			}
			types = uris = suites = ""
		}
		/^[ \t]*$/ { flush(); next }
		/^Types:/ { sub(/^Types:[ \t]*/, ""); types = $0 }
		/^URIs:/ { sub(/^URIs:[ \t]*/, ""); uris = $0 }
		/^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0 }
		END { flush() }' "$f"
	done
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		awk '$1 == "deb" {
			i = 2; if ($i ~ /^\[/) while ($i !~ /\]$/) i++
			if ($i ~ /^\[/ || $i ~ /\]$/) i++
			if ($(i + 1) ~ /^bookworm(-updates|-security)?$/) print "deb " $i " " $(i + 1) " main"
		}' "$f"
	done
}

# deb_chroot_ensure KVER: sets DEB_BASE to the ready base chroot for that kernel.
# The kind is "deb-initramfs" since initramfs-tools joined the list: a new key of
# a kind removes that kind's older trees, and branches without initramfs-tools
# may still be running in an overlay of the "deb" tree of the same cache.
deb_chroot_ensure() {
	_deb_chroot_ensure deb-initramfs "$1" "$(deb_chroot_packages "$1")"
}

# deb_build_chroot_ensure: sets DEB_BASE to the ready base chroot that builds the
# packages (a suite other than bookworm: the host builds bookworm's).
deb_build_chroot_ensure() {
	_deb_chroot_ensure debbuild "" "$DEB_BUILD_PACKAGES"
}

# deb_dracut_chroot_ensure: sets DEB_BASE to the ready base chroot with dracut.
deb_dracut_chroot_ensure() {
	_deb_chroot_ensure dracut "" "$DEB_DRACUT_PACKAGES"
}

# _deb_chroot_ensure KIND KVER PKGS: sets DEB_BASE to $CACHE/chroot/<suite>-KIND-<key>,
# made with PKGS installed unless it is ready.
_deb_chroot_ensure() {
	local kind=$1 kver=$2 pkgs=$3 name key tmp lock t0=$SECONDS old hv
	name=$DEB_SUITE-$kind
	key=$(printf '%s\n' "$DEB_CHROOT_RECIPE" "$pkgs" | sha256sum | cut -c1-12)
	DEB_BASE=$CACHE/chroot/$name-$key
	[ -f "$DEB_BASE/.ready" ] && return 0
	mkdir -p "$CACHE/chroot" "$CACHE/locks"
	lock=$CACHE/locks/$name.lock
	exec {DEB_LOCK_FD}>"$lock"
	flock "$DEB_LOCK_FD"
	if [ -f "$DEB_BASE/.ready" ]; then
		flock -u "$DEB_LOCK_FD"
		return 0
	fi
	install_missing debootstrap
	tmp=$DEB_BASE.tmp
	umount -l "$tmp/proc" "$tmp/dev" 2>/dev/null || true
	rm -rf "$tmp"
	log "debootstrap $DEB_SUITE into $DEB_BASE (once per package list)"
	if ! debootstrap --variant=minbase "$DEB_SUITE" "$tmp" "$(host_debian_uri)" >&2; then
		tail -n 20 "$tmp/debootstrap/debootstrap.log" >&2 2>/dev/null || true
		flock -u "$DEB_LOCK_FD"
		return 1
	fi
	if [ "$DEB_SUITE" = bookworm ]; then
		deb_chroot_sources | sort -u >"$tmp/etc/apt/sources.list"
	else
		# the suite, its updates, backports (pinned to 100) and security archive
		_suite_chroot_sources "$tmp" "$DEB_SUITE"
	fi
	printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' \
		>"$tmp/etc/apt/apt.conf.d/90biocap-norecommends"
	chroot_apt_policy "$tmp"
	printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
	chmod 755 "$tmp/usr/sbin/policy-rc.d"
	if ! apt_update chroot_exec "$tmp" '' apt-get -q update; then
		flock -u "$DEB_LOCK_FD"
		return 1
	fi
	# Headers that depend on their kernel image (trixie's): a stub provides the
	# image, as in the module build chroots (suite_chroot_stub: a user has the image,
	# the test needs only the headers).
	if [ -n "$kver" ] && chroot_exec "$tmp" '' apt-cache show --no-all-versions "linux-headers-$kver" 2>/dev/null |
		grep -q "^Depends:.* linux-image-$kver-unsigned (="; then
		hv=$(chroot_exec "$tmp" '' apt-cache show --no-all-versions "linux-headers-$kver" |
			sed -n 's/^Version: //p')
		if ! chroot_stub "$tmp" "biocap-image-stub-$kver" "linux-image-$kver-unsigned (= $hv)"; then
			flock -u "$DEB_LOCK_FD"
			return 1
		fi
	fi
	# shellcheck disable=SC2086 # the package list
	if ! (chroot_exec "$tmp" '' apt-get -q -y install $pkgs >&2 &&
		chroot_exec "$tmp" '' apt-get -q clean >&2); then
		flock -u "$DEB_LOCK_FD"
		return 1
	fi
	mv "$tmp" "$DEB_BASE"
	touch "$DEB_BASE/.ready"
	for old in "$CACHE/chroot/$name"-*; do
		[ "$old" = "$DEB_BASE" ] || [ ! -d "$old" ] || case $old in *.tmp) ;; *) rm -rf "$old" ;; esac
	done
	log "$name chroot ready in $((SECONDS - t0)) s"
	flock -u "$DEB_LOCK_FD"
}

# deb_overlay_up / deb_overlay_down: a throw-away writable view of the base chroot
# at $DEB_ROOT (overlayfs; a copy where overlayfs cannot be mounted).
deb_overlay_up() {
	DEB_TMP=$(mktemp -d "$CACHE/chroot/deb-run.XXXXXX")
	mkdir -p "$DEB_TMP/upper" "$DEB_TMP/work" "$DEB_TMP/root"
	DEB_ROOT=$DEB_TMP/root
	if ! mount -t overlay overlay -o "lowerdir=$DEB_BASE,upperdir=$DEB_TMP/upper,workdir=$DEB_TMP/work" \
		"$DEB_ROOT" 2>/dev/null; then
		log "overlayfs not available: copying the base chroot"
		cp -a "$DEB_BASE/." "$DEB_ROOT/"
	fi
}

deb_overlay_down() {
	[ -n "${DEB_TMP:-}" ] || return 0
	umount -l "$DEB_ROOT/proc" "$DEB_ROOT/dev" "$DEB_ROOT/build" 2>/dev/null || true
	# a process that is still exiting (seen after trixie's dkms) keeps it busy for a
	# moment: try again, then detach it
	for _ in 1 2 3 4 5; do
		mountpoint -q "$DEB_ROOT" || break
		umount "$DEB_ROOT" 2>/dev/null || sleep 1
	done
	mountpoint -q "$DEB_ROOT" && umount -l "$DEB_ROOT"
	rm -rf "$DEB_TMP"
	DEB_TMP=
}

# deb_run CMD...: run CMD in the overlay chroot.
deb_run() {
	chroot_exec "$DEB_ROOT" '' "$@"
}
