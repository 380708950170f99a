#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# dm-biocap (dracut 90biocap): the initqueue waits for the biocap lines as
# initramfs-tools waits for its local-top script.
[ -e /run/biocap/done ]
