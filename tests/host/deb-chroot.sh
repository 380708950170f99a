# shellcheck shell=bash
# A clean Debian 12 (bookworm) chroot with DKMS and the headers of one 6.1 kernel,
# for the package test (tests/host/deb.sh). Sourced after tests/vm/lib.sh and
# tests/vm/suite-chroot.sh (whose chroot_exec runs commands in it).
#
# The base chroot is made once with the host's debootstrap (--variant=minbase) from
# the mirror of the machine's own apt sources, and cached read-only in
#   $CACHE/chroot/bookworm-deb-<key>
# where <key> hashes the headers package, the package list and DEB_CHROOT_RECIPE
# (bump it when the recipe changes); a new key removes the older trees. A test never
# changes the base: it runs in an overlay (upper dir in a temporary directory), so
# every run starts from the same clean tree and a half-finished run leaves nothing.
# Cold: about 3-5 min (debootstrap + ~100 MB of packages); warm: nothing.

DEB_CHROOT_RECIPE=1
# What a bookworm system that builds DKMS modules has before our packages arrive:
# dkms, the kernel's headers (which pull in gcc-12 and kbuild) and the library
# biocapctl links (so that dpkg -i needs no network).
deb_chroot_packages() {
	echo dkms "linux-headers-$1" libdevmapper1.02.1
}

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
deb_chroot_ensure() {
	local kver=$1 key pkgs tmp lock t0=$SECONDS old
	pkgs=$(deb_chroot_packages "$kver")
	key=$(printf '%s\n' "$DEB_CHROOT_RECIPE" "$pkgs" | sha256sum | cut -c1-12)
	DEB_BASE=$CACHE/chroot/bookworm-deb-$key
	[ -f "$DEB_BASE/.ready" ] && return 0
	mkdir -p "$CACHE/chroot" "$CACHE/locks"
	lock=$CACHE/locks/bookworm-deb.lock
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
	log "debootstrap bookworm into $DEB_BASE (once per headers version)"
	if ! debootstrap --variant=minbase bookworm "$tmp" "$(host_debian_uri)" >&2; then
		tail -n 20 "$tmp/debootstrap/debootstrap.log" >&2 2>/dev/null || true
		flock -u "$DEB_LOCK_FD"
		return 1
	fi
	deb_chroot_sources | sort -u >"$tmp/etc/apt/sources.list"
	printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' \
		>"$tmp/etc/apt/apt.conf.d/90biocap-norecommends"
	chroot_apt_policy "$tmp"
	printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
	chmod 755 "$tmp/usr/sbin/policy-rc.d"
	# shellcheck disable=SC2086 # the package list
	if ! (apt_update chroot_exec "$tmp" '' apt-get -q update &&
		chroot_exec "$tmp" '' apt-get -q -y install $pkgs >&2 &&
		chroot_exec "$tmp" '' apt-get -q clean >&2); then
		flock -u "$DEB_LOCK_FD"
		return 1
	fi
	mv "$tmp" "$DEB_BASE"
	touch "$DEB_BASE/.ready"
	for old in "$CACHE"/chroot/bookworm-deb-*; do
		[ "$old" = "$DEB_BASE" ] || [ ! -d "$old" ] || case $old in *.tmp) ;; *) rm -rf "$old" ;; esac
	done
	log "bookworm chroot ready in $((SECONDS - t0)) s"
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
	mountpoint -q "$DEB_ROOT" && umount "$DEB_ROOT"
	rm -rf "$DEB_TMP"
	DEB_TMP=
}

# deb_run CMD...: run CMD in the overlay chroot.
deb_run() {
	chroot_exec "$DEB_ROOT" '' "$@"
}
