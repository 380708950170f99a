#!/bin/bash
# Build dm-biocap with DKMS, as a user's `dkms add/build/install` would, but
# into private trees under the cache so the host stays untouched.
#
# usage: dkms-build.sh KERNEL_VERSION OUTPUT_KO
# Prints PASS/FAIL host/dkms-build and copies the installed module to
# OUTPUT_KO (the 6.1 guest then loads exactly that module).
set -euo pipefail

kver=$1
out=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
cache=${BIOCAP_CACHE:-$root/.cache}/dkms
version=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$root/dkms.conf")
log=$cache/dkms.log

fail() {
	echo "FAIL host/dkms-build: $*"
	[ -f "$log" ] && tail -n 20 "$log" >&2
	exit 1
}

command -v dkms >/dev/null || fail "dkms is not installed"

rm -rf "$cache"
mkdir -p "$cache/source/dm-biocap-$version" "$cache/tree" "$cache/install/$kver"
(cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$cache/source/dm-biocap-$version")

dkms_args=(-m dm-biocap -v "$version" -k "$kver"
	--sourcetree "$cache/source" --dkmstree "$cache/tree" --installtree "$cache/install")

{
	dkms add "${dkms_args[@]}" &&
	dkms build "${dkms_args[@]}" &&
	dkms install "${dkms_args[@]}" --force
} >"$log" 2>&1 || fail "dkms add/build/install failed (log: $log)"

ko=$(find "$cache/install" -name 'dm-biocap.ko*' | head -n1)
[ -n "$ko" ] || fail "dkms install left no dm-biocap.ko under $cache/install"
case $ko in
*.xz) xz -dc "$ko" >"$out" ;;
*.zst) zstd -qdc "$ko" >"$out" ;;
*) cp "$ko" "$out" ;;
esac

vermagic=$(modinfo -F vermagic "$out")
case $vermagic in
"$kver "*) ;;
*) fail "vermagic '$vermagic' does not match $kver" ;;
esac
echo "PASS host/dkms-build"
