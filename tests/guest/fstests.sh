#!/bin/sh
# fstests (xfstests) in the test bed's guest, for make check-fstests (tests/vm/fstests.sh).
# Run by tests/guest/init in mode "fstests", in two phases:
#   sh fstests.sh            (busybox, in the initramfs) loads xfs, mounts the Debian
#                            root file system the host made (NVMe namespace 2) and runs
#                            the second phase chrooted into it;
#   sh fstests.sh inner      (Debian's sh, in that root) for each file system and
#                            configuration: TEST_DEV and SCRATCH_DEV are two dm devices
#                            over the halves of namespace 1, fstests' ./check runs the
#                            list, and every test gives one result line on the results
#                            port: PASS|FAIL|SKIP <kernel>/fstests/<fs>/<config>/<test>.
# Configurations (FSTESTS_CONFIGS, from /etc/biocap.conf):
#   linear  dm-linear, the baseline
#   cut     biocap with cap 8 (4 KiB, one page): every bio larger than a page is cut;
#           on the patched kernels direct I/O bios are also built no larger (build cap)
#   auto    biocap with the auto cap (0)
# A failed test prints its output diff and the tail of its .full log on the console.
# Both namespaces are the test bed's own: the controller's serial is checked (by init),
# and namespace 2 must hold the root file system labelled biocap-fstests.

: "${BIOCAP_KERNEL:=unknown}"
RESULTS=/dev/ttyS1
ROOT=/fstests-root
XFSTESTS=/var/lib/xfstests

result() { echo "$*" >"$RESULTS"; }
console() { echo "$*" >/dev/console 2>/dev/null; }

outer() {
	setup() {
		result "FAIL $BIOCAP_KERNEL/fstests/setup: $*"
		result DONE
		exit 1
	}
	# shellcheck source=tests/guest/testbed.sh
	. ./testbed.sh
	i=0
	until { data=$(testbed_ns 1) && root=$(testbed_ns 2); } || [ $i -ge 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	{ [ -n "${root:-}" ] && [ -n "${data:-}" ]; } || setup "NVMe namespaces 1 and 2 of the controller with serial biocap0 missing"
	# ext4 is built into the self-built kernels, a module on Debian's; xfs a module on both
	grep -qw ext4 /proc/filesystems || modprobe ext4 || setup "no ext4"
	grep -qw xfs /proc/filesystems || modprobe xfs || setup "modprobe xfs failed"
	modprobe dm_biocap || setup "modprobe dm_biocap failed"
	# modprobe succeeds when a module of that file's name is loaded already: check the name
	grep -q '^dm_biocap ' /proc/modules || setup "dm_biocap is not loaded after modprobe"
	for d in /sys/block/nvme0n*; do
		console "fstests: ${d##*/} nsid $(cat "$d/nsid") $(($(cat "$d/size") / 2048)) MiB"
	done
	label=$(testbed_label "$root")
	[ "$label" = biocap-fstests ] || setup "$root is labelled '$label', not biocap-fstests"
	testbed_root_mount "$root" "$ROOT" || setup "cannot mount the root file system $root"
	# the kernel's modules as the initramfs has them (fstests loads a few itself)
	mkdir -p "$ROOT/usr/lib/modules"
	mount --bind /usr/lib/modules "$ROOT/usr/lib/modules"
	cp "$0" "$ROOT/root/fstests.sh"
	cp /etc/biocap.conf "$ROOT/etc/biocap.conf"
	console "fstests: root $root, data $data ($(($(blockdev --getsz "$data") / 2048)) MiB)"
	chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
		DM_DISABLE_UDEV=1 BIOCAP_KERNEL="$BIOCAP_KERNEL" FSTESTS_DATA="$data" \
		/bin/sh /root/fstests.sh inner
	rc=$?
	[ $rc -eq 0 ] || result "FAIL $BIOCAP_KERNEL/fstests/guest: the chrooted run exited $rc"
	# the root file system clean for the host's reading
	testbed_root_umount "$ROOT" 2>/dev/console
	sync
	result DONE
}

# dm table of one half (arg 2: 0 or 1) of the data namespace for a configuration.
table() {
	half=$(($(blockdev --getsz "$FSTESTS_DATA") / 2))
	off=$(($2 * half))
	case $1 in
	linear) echo "0 $half linear $FSTESTS_DATA $off" ;;
	cut) echo "0 $half biocap $FSTESTS_DATA $off 8" ;;
	auto) echo "0 $half biocap $FSTESTS_DATA $off 0" ;;
	*) return 1 ;;
	esac
}

remove_devs() {
	umount /mnt/fst-test /mnt/fst-scratch 2>/dev/null
	dmsetup remove fst-test 2>/dev/null
	dmsetup remove fst-scratch 2>/dev/null
}

# run_config FS CONFIG: one ./check of the list; result lines for every test.
run_config() {
	fs=$1 cfg=$2 name=$BIOCAP_KERNEL/fstests/$1/$2
	result "RUN fstests/$fs/$cfg"
	remove_devs
	if ! { t=$(table "$cfg" 0) && dmsetup create fst-test --table "$t" &&
		t=$(table "$cfg" 1) && dmsetup create fst-scratch --table "$t"; }; then
		result "FAIL $name/setup: cannot create the dm devices ($cfg)"
		return
	fi
	case $fs in
	ext4) mkfs.ext4 -q -F /dev/mapper/fst-test ;;
	xfs) mkfs.xfs -q -f /dev/mapper/fst-test ;;
	esac >/tmp/mkfs.out 2>&1 || {
		result "FAIL $name/setup: mkfs.$fs of TEST_DEV failed: $(tail -n 2 /tmp/mkfs.out | tr '\n' ' ')"
		remove_devs
		return
	}
	mkdir -p /mnt/fst-test /mnt/fst-scratch
	rb=$XFSTESTS/results/$fs-$cfg
	rm -rf "$rb"
	cat >"$XFSTESTS/local.config" <<-CONF
		export FSTYP=$fs
		export TEST_DEV=/dev/mapper/fst-test
		export TEST_DIR=/mnt/fst-test
		export SCRATCH_DEV=/dev/mapper/fst-scratch
		export SCRATCH_MNT=/mnt/fst-scratch
		export RESULT_BASE=$rb
	CONF
	console "fstests: $fs on $cfg: $(dmsetup table fst-test)"
	t0=$(cut -d. -f1 /proc/uptime)
	# check's own output goes to the console, and a progress line per test to the results
	# port (the host's watchdog counts those as signs of life)
	# shellcheck disable=SC2086 # the list is split on blanks
	(cd "$XFSTESTS" && ./check $FSTESTS_TESTS) >/tmp/check.out 2>&1 &
	cpid=$!
	n=0
	while kill -0 $cpid 2>/dev/null; do
		sleep 5
		m=$(wc -l </tmp/check.out)
		if [ "$m" -gt "$n" ]; then
			sed -n "$((n + 1)),${m}p" /tmp/check.out | while IFS= read -r l; do
				console "check: $l"
				result "LOG $fs/$cfg: $l"
			done
			n=$m
		fi
	done
	wait $cpid
	crc=$?
	sed -n "$((n + 1)),\$p" /tmp/check.out | while IFS= read -r l; do console "check: $l"; done
	secs=$(($(cut -d. -f1 /proc/uptime) - t0))
	ran=$(sed -n 's/^Ran: //p' /tmp/check.out | tail -n 1)
	notrun=$(sed -n 's/^Not run: //p' /tmp/check.out | tail -n 1)
	bad=$(sed -n 's/^Failures: //p' /tmp/check.out | tail -n 1)
	for tst in $FSTESTS_TESTS; do
		case " $bad " in
		*" $tst "*)
			why=$(grep -m 1 "^$tst " /tmp/check.out | sed "s|^$tst *||; s|(see [^)]*)||" | cut -c1-150)
			result "FAIL $name/$tst: ${why:-failed}"
			console "----- $name/$tst: what failed"
			if [ -f "$rb/$tst.out.bad" ]; then
				(cd "$XFSTESTS" && diff -u "tests/$tst.out" "$rb/$tst.out.bad" | head -n 40 >/dev/console)
			fi
			[ -f "$rb/$tst.dmesg" ] && head -n 40 "$rb/$tst.dmesg" >/dev/console
			[ -f "$rb/$tst.full" ] && tail -n 30 "$rb/$tst.full" >/dev/console
			console "-----"
			continue
			;;
		esac
		case " $notrun " in
		*" $tst "*)
			why=$(head -n 1 "$rb/$tst.notrun" 2>/dev/null)
			result "SKIP $name/$tst: ${why:-not run}"
			continue
			;;
		esac
		case " $ran " in
		*" $tst "*) result "PASS $name/$tst" ;;
		*) result "FAIL $name/$tst: check did not run it (check exit $crc)" ;;
		esac
	done
	result "TIME $name ${secs}s"
	console "fstests: $fs on $cfg took ${secs}s (check exit $crc)"
	umount /mnt/fst-test /mnt/fst-scratch 2>/dev/null
	# a dm device that cannot be removed is a leak (an open count, a stuck bio)
	{ dmsetup remove fst-test && dmsetup remove fst-scratch; } ||
		result "FAIL $name/remove: a dm device is still busy"
}

inner() {
	# shellcheck disable=SC1091
	. /etc/biocap.conf
	: "${FSTESTS_FS:=ext4 xfs}" "${FSTESTS_CONFIGS:=linear cut auto}"
	[ -n "${FSTESTS_TESTS:-}" ] || { result "FAIL $BIOCAP_KERNEL/fstests/setup: no test list"; return 1; }
	[ -x "$XFSTESTS/check" ] || { result "FAIL $BIOCAP_KERNEL/fstests/setup: no $XFSTESTS/check"; return 1; }
	hostname biocap-guest 2>/dev/null
	for fs in $FSTESTS_FS; do
		for cfg in $FSTESTS_CONFIGS; do
			run_config "$fs" "$cfg"
		done
	done
	return 0
}

case ${1:-} in
inner) inner ;;
*) outer ;;
esac
