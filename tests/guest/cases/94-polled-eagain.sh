# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
!# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
/# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
/# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
9# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
4# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
(# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
)# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
:# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
2# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
x# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
y# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
x# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
G# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
I# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
N# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
(# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
k# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
8# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
K# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
B# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
Q# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
D# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
6# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
:# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
;# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
/# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
q# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
'# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
I# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
/# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
O# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
)# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
I# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
2# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
x# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
'# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
G# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
I# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
N# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
(# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
P# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
R# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
=# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
)# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
R# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
y# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
6# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
6# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
2# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
k# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
(# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
K# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
R# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
N# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
L# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
X# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
R# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
C# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
E# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
)# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
;# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
7# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
2# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
(# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
N# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
U# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
L# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
L# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
v# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
f# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
># Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
># Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
;# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
y# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
w# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
)# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
## Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
,# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
r# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
u# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
b# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
y# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
m# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
S# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
_# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
P# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
A# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
R# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
T# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
=# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
p# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
o# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
l# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
d# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
g# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
i# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
n# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
x# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
 # Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
/# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
1# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
2# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
-# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
e# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
x# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
a# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
c# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
t# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
.# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
s# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
h# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.

# Runs by default on 6.1, 6.12 and the patched kernels (KERNEL_EXTRA_CASES); the patched
# kernels also run 64 KiB bios cut in 8 (mode poll-cut, patches/0007). On 7.2 dm core
# oopses on this path (NULL dereference in bdev_end_io_acct, from dm_poll_bio ->
# __dm_io_complete -> dm_io_acct); 96-intree-polled-eagain shows it with dm-linear alone,
# so there it is a reproducer, run by name.
