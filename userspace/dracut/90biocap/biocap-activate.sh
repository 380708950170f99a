#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# dracut boot script of dm-biocap (see biocaptab(5)), installed as
# /sbin/biocap-activate: sets up the devices of the initramfs's
# /etc/biocaptab, the lines of the real one with the "initramfs" option
# (module-setup.sh copied them).
#
# The initqueue runs it after udev has settled (biocap-settled.sh), again on
# each turn of its loop until /run/biocap/done exists: a turn tries each
# line not yet set up.  The semantics are those of the initramfs-tools
# script: a nofail line is tried once, the others until their lower device
# appears, for up to rootdelay= seconds (30 by default); a line given up on
# is reported and boot goes on.  LVM needs nothing more: dracut's 64-lvm.rules
# queues lvm_scan on the change event of a new dm device that carries a PV,
# and biocapctl creates the device with udev synchronisation.

TAB=/etc/biocaptab
STATE=/run/biocap

# shellcheck disable=SC1091 # the image's own
type getarg > /dev/null 2>&1 || . /lib/dracut-lib.sh

mkdir -p "$STATE"
if [ ! -s "$TAB" ] || [ ! -x /sbin/biocapctl ]; then
    : > "$STATE/done"
    exit 0
fi
# seconds since boot: the image need not have date(1)
read -r now _ < /proc/uptime
now=${now%%.*}
if [ ! -e "$STATE/start" ]; then
    echo "$now" > "$STATE/start"
    modprobe -q dm-biocap
fi
read -r start < "$STATE/start"
delay=$(getarg rootdelay=)
# whole seconds of rootdelay=0.5 (initramfs-tools takes fractions), at least one
case $delay in
    '' | *[!0-9.]*) delay=30 ;;
    *) delay=${delay%%.*} ;;
esac
[ "${delay:-0}" -ge 1 ] || delay=1

pending=0
cr=$(printf '\r')
while read -r name dev opts rest; do
    case $name in
        '' | '#'*) continue ;;
    esac
    # done or given up on in an earlier turn
    [ -e "$STATE/$name" ] && continue
    if out=$(/sbin/biocapctl activate "$name" 2>&1); then
        # "NAME: activated /dev/mapper/NAME"
        info "$out"
        echo activated > "$STATE/$name"
        continue
    fi
    # a file with CRLF line ends: the options end in a CR
    case ,${opts%"$cr"}, in
        *,nofail,*) ;;
        *)
            if [ $((now - start)) -lt "$delay" ]; then
                pending=1
                continue
            fi
            ;;
    esac
    echo "$out" | vwarn
    warn "biocap: $name ($dev) not set up"
    echo failed > "$STATE/$name"
done < "$TAB"
[ "$pending" = 1 ] || : > "$STATE/done"
exit 0
