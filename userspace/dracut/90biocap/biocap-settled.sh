#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# dm-biocap (dracut 90biocap): run by the initqueue each time udev has
# settled, until every line of /etc/biocaptab is set up or given up on.
[ -e /run/biocap/done ] || /sbin/biocap-activate
