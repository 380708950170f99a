#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck disable=SC2154 # dracut sets dracutsysrootdir, kernel, moddir, initdir
# dracut module of dm-biocap (see biocaptab(5) and dracut.modules(7)), the
# counterpart of the initramfs-tools hook (userspace/initramfs/hooks/biocap).
#
# When /etc/biocaptab has lines with the "initramfs" option, the image gets
# those lines as its own /etc/biocaptab, biocapctl, the dm-biocap module, the
# udev rule and an initqueue job (biocap-activate.sh) that sets the devices
# up once udev has settled after the trigger, so that LVM's udev rules see
# the PVs on them.  With no such line check() answers 255: the module is
# left out unless it is asked for by name, and every other image stays as
# it was.

# make install writes its SBINDIR here
BIOCAPCTL=@SBINDIR@/biocapctl

# The lines of the system's /etc/biocaptab whose OPTIONS field has
# "initramfs", as they are: biocapctl in the image parses them (and reports
# a bad one there).
biocap_lines() {
    local tab=$dracutsysrootdir/etc/biocaptab name dev opts rest cr=$'\r'
    [[ -r $tab ]] || return 0
    while read -r name dev opts rest; do
        case $name in
            '' | '#'*) continue ;;
        esac
        case ,${opts%"$cr"}, in
            *,initramfs,*) echo "$name $dev $opts${rest:+ $rest}" ;;
        esac
    done < "$tab"
}

# called by dracut
check() {
    [[ -n $(biocap_lines) ]] || return 255
    if [[ ! -x $dracutsysrootdir$BIOCAPCTL ]]; then
        dwarn "biocap: /etc/biocaptab has initramfs lines, but there is no $BIOCAPCTL"
        return 1
    fi
    return 0
}

# called by dracut
# dm: dm_mod, and the device-mapper udev rules that release the udev cookie
# biocapctl waits on (without them its create would hang in the initramfs).
depends() {
    echo dm
    return 0
}

# called by dracut
installkernel() {
    [[ -n $(biocap_lines) ]] || return 0
    if ! modinfo -k "$kernel" -F filename dm-biocap > /dev/null 2>&1; then
        dwarn "biocap: no dm-biocap module for kernel $kernel (is dm-biocap-dkms built for it?)"
        return 0
    fi
    # hostonly='': the module need not be loaded while the image is made
    hostonly='' instmods dm_mod dm-biocap
}

# called by dracut
install() {
    local lines
    lines=$(biocap_lines)
    if [[ -z $lines ]]; then
        dwarn "biocap: /etc/biocaptab has no initramfs lines: nothing to set up"
        return 0
    fi
    inst_binary "$BIOCAPCTL" /sbin/biocapctl
    # The rule marks the disk below a biocap device once it exists
    # (biocapctl sends it a change event); it runs sh, cat and grep.
    inst_multiple sh cat grep
    inst_rules 59-biocap.rules
    inst_script "$moddir/biocap-activate.sh" /sbin/biocap-activate
    inst_hook initqueue/settled 50 "$moddir/biocap-settled.sh"
    inst_hook initqueue/finished 50 "$moddir/biocap-finished.sh"
    mkdir -p "$initdir/etc"
    {
        echo "# The lines of /etc/biocaptab with the initramfs option (dracut 90biocap)"
        echo "$lines"
    } > "$initdir/etc/biocaptab"
    dracut_need_initqueue
}
