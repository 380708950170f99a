// SPDX-License-Identifier: GPL-2.0-only
/*
 * iopoll-punt: can an io-wq worker add its polled request to the iopoll list
 * while the ring's task polls a request that cannot complete?
 *
 *   iopoll-punt [--spin] DEV-A DEV-B RESUME-CMD [SECONDS]
 *
 * DEV-B must be a dm device that is suspended: a read of it is deferred by dm
 * and cannot complete until RESUME-CMD resumes it.  DEV-A must serve reads.
 *
 * One ring with IORING_SETUP_IOPOLL; io-wq pinned to CPU 0, the ring's task to
 * CPU 1.
 * 1. A 4 KiB read of B with IOSQE_ASYNC: a worker issues it, dm defers it, and
 *    the worker adds the request to the iopoll list.
 * 2. A 4 KiB read of A with IOSQE_ASYNC, in the same io_uring_enter() call
 *    that then waits for one completion.  The task polls B's request holding
 *    ctx->uring_lock; the worker issues A's read and needs that lock to add
 *    its request to the list.  If the polling loop never lets go of the lock,
 *    nothing polls A's read and the call ends only when the loop breaks
 *    (a signal: SIGALRM after SECONDS, default 3; or need_resched()).  A call
 *    that returns early without A's completion is made again, as an
 *    application would, until A's completion comes or the alarm goes off.
 * For that call the task runs SCHED_FIFO, so that few wakeups
 * on CPU 1 break its loop, and a busy child shares CPU 0 with the worker, so
 * that a worker waiting for the mutex sleeps on it; with --spin there is no
 * busy child, and the worker spins on the mutex instead.  A loop that only
 * drops and retakes the lock now and then lets a sleeping waiter in (it gets
 * the lock handed over at an unlock once it has woken and failed to take
 * it); a spinner sees the lock free only between an unlock and the relock,
 * which it seldom does where one vCPU runs at a time (single-threaded TCG),
 * but it stops spinning and sleeps once anything else wants its CPU (with
 * --spin, only the kernel's own work on CPU 0: timers, kworkers).
 * Passes (exit 0) when A's completion comes within SECONDS.  Exits 1 when
 * it does not, 2 when the setup is not as described (B's read ends before
 * B is resumed, no IORING_REGISTER_IOWQ_AFF or SCHED_FIFO, io_uring_enter()
 * fails), 3 when the requests do not end
 * with their 4 KiB once B is resumed.  Raw system calls: the guest has no
 * liburing.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/io_uring.h>
#include "uring-raw.h"

#define BS 4096
#define NONE INT_MIN	/* no completion yet */

static volatile sig_atomic_t alarmed;

static void on_alarm(int sig)
{
	(void)sig;
	alarmed = 1;
	/* again, for a call made between a check of alarmed and the signal */
	alarm(1);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* queue a 4 KiB O_DIRECT read of fd at 0 into buf, sent to io-wq */
static void queue_read(int fd, void *buf, unsigned long long tag)
{
	unsigned int tail = *ring.sq_tail, i = tail & *ring.sq_mask;
	struct io_uring_sqe *sqe = &ring.sqes[i];

	memset(sqe, 0, sizeof(*sqe));
	sqe->opcode = IORING_OP_READ;
	sqe->flags = IOSQE_ASYNC;
	sqe->fd = fd;
	sqe->addr = (unsigned long)buf;
	sqe->len = BS;
	sqe->user_data = tag;
	ring.sq_array[i] = i;
	__atomic_store_n(ring.sq_tail, tail + 1, __ATOMIC_RELEASE);
}

static int enter(unsigned int submit, unsigned int wait)
{
	int ret = syscall(__NR_io_uring_enter, ring.fd, submit, wait,
			  wait ? IORING_ENTER_GETEVENTS : 0, NULL, 0);

	if (ret < 0 && errno != EINTR) {
		perror("iopoll-punt: io_uring_enter");
		exit(2);
	}
	return ret;
}

/* reap the completions there are; res_a and res_b get the results of A and B */
static int reap(int *res_a, int *res_b)
{
	unsigned int head = *ring.cq_head, n = 0;

	while (head != __atomic_load_n(ring.cq_tail, __ATOMIC_ACQUIRE)) {
		struct io_uring_cqe *cqe = &ring.cqes[head & *ring.cq_mask];

		if (cqe->user_data == 'A')
			*res_a = cqe->res;
		else if (cqe->user_data == 'B')
			*res_b = cqe->res;
		head++;
		n++;
	}
	__atomic_store_n(ring.cq_head, head, __ATOMIC_RELEASE);
	return n;
}

/* the io-wq workers of this process, each with its state (R, S, D) */
static void worker_states(char *out, size_t len)
{
	char path[300], comm[32], stat[512], *s;
	struct dirent *d;
	size_t used = 0;
	DIR *dir;
	FILE *f;

	out[0] = '\0';
	dir = opendir("/proc/self/task");
	if (!dir)
		return;
	while ((d = readdir(dir)) && used + 80 < len) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/self/task/%s/stat", d->d_name);
		f = fopen(path, "r");
		if (!f)
			continue;
		s = fgets(stat, sizeof(stat), f);
		fclose(f);
		if (!s || sscanf(stat, "%*d (%31[^)]", comm) != 1 ||
		    strncmp(comm, "iou-wrk", 7))
			continue;
		s = strrchr(stat, ')');
		used += snprintf(out + used, len - used, " %s:%c", comm,
				 s && s[1] ? s[2] : '?');
	}
	closedir(dir);
}

/* a child that spins on CPU 0 until killed, or until this process dies */
static pid_t busy_on_cpu0(void)
{
	cpu_set_t cpus;
	pid_t pid = fork();

	if (pid < 0) {
		perror("iopoll-punt: fork");
		return -1;
	}
	if (!pid) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		for (;;)
			;
	}
	/*
	 * Move the child before the parent turns SCHED_FIFO on CPU 1, where
	 * the child, inheriting CPU 1, would not run to move itself.
	 */
	CPU_ZERO(&cpus);
	CPU_SET(0, &cpus);
	if (sched_setaffinity(pid, sizeof(cpus), &cpus)) {
		perror("iopoll-punt: sched_setaffinity(busy child, CPU 0)");
		kill(pid, SIGKILL);
		return -1;
	}
	return pid;
}

int main(int argc, char **argv)
{
	int fd_a, fd_b, res_a = NONE, res_b = NONE, got_a, secs, spin = 0, calls;
	struct sigaction sa = { .sa_handler = on_alarm };
	struct sched_param sp = { .sched_priority = 1 };
	char states[256];
	void *buf_a, *buf_b;
	cpu_set_t cpus;
	pid_t busy = 0;
	double t0, t1, t;

	if (argc > 1 && !strcmp(argv[1], "--spin")) {
		spin = 1;
		argv++;
		argc--;
	}
	if (argc < 4 || argc > 5) {
		fprintf(stderr, "usage: iopoll-punt [--spin] DEV-A DEV-B RESUME-CMD [SECONDS]\n");
		return 2;
	}
	secs = argc > 4 ? atoi(argv[4]) : 3;
	if (secs < 1) {
		fprintf(stderr, "iopoll-punt: SECONDS must be 1 or more\n");
		return 2;
	}
	fd_a = open(argv[1], O_RDONLY | O_DIRECT);
	fd_b = open(argv[2], O_RDONLY | O_DIRECT);
	if (fd_a < 0 || fd_b < 0) {
		perror("iopoll-punt: open");
		return 2;
	}
	if (posix_memalign(&buf_a, BS, BS) || posix_memalign(&buf_b, BS, BS))
		return 2;
	if (ring_setup(8, IORING_SETUP_IOPOLL, "iopoll-punt"))
		return 2;

	CPU_ZERO(&cpus);
	CPU_SET(0, &cpus);
	if (syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_IOWQ_AFF,
		    &cpus, sizeof(cpus))) {
		perror("iopoll-punt: IORING_REGISTER_IOWQ_AFF");
		return 2;
	}
	CPU_ZERO(&cpus);
	CPU_SET(1, &cpus);
	if (sched_setaffinity(0, sizeof(cpus), &cpus)) {
		perror("iopoll-punt: sched_setaffinity(CPU 1)");
		return 2;
	}
	queue_read(fd_b, buf_b, 'B');
	if (enter(1, 0) != 1) {
		perror("iopoll-punt: submitting the read of B");
		return 2;
	}
	usleep(300000);
	worker_states(states, sizeof(states));
	if (reap(&res_a, &res_b)) {
		fprintf(stderr, "iopoll-punt: the read of %s ended at issue (%d)\n",
			argv[2], res_b);
		return 2;
	}
	printf("B queued, workers:%s\n", states[0] ? states : " none");

	if (!spin) {
		busy = busy_on_cpu0();
		if (busy < 0)
			return 2;
	}
	/* without it, wakeups on CPU 1 end the loop, and the bug goes unseen */
	if (sched_setscheduler(0, SCHED_FIFO, &sp)) {
		perror("iopoll-punt: sched_setscheduler(SCHED_FIFO)");
		if (busy)
			kill(busy, SIGKILL);
		return 2;
	}
	sigaction(SIGALRM, &sa, NULL);
	alarm(secs);
	queue_read(fd_a, buf_a, 'A');
	t0 = now();
	enter(1, 1);
	t1 = now() - t0;
	calls = 1;
	reap(&res_a, &res_b);
	/* IOPOLL may return early, on need_resched(): an application calls again */
	while (res_a == NONE && res_b == NONE && !alarmed) {
		enter(0, 1);
		calls++;
		reap(&res_a, &res_b);
	}
	t = now() - t0;
	alarm(0);
	worker_states(states, sizeof(states));
	sp.sched_priority = 0;
	sched_setscheduler(0, SCHED_OTHER, &sp);
	if (busy) {
		kill(busy, SIGKILL);
		waitpid(busy, NULL, 0);
	}
	got_a = res_a != NONE;
	printf("waiting for A (SCHED_FIFO on CPU 1, CPU 0 %s): %d call%s, the first returned after %.3f s, %.3f s in all%s: %s; workers:%s\n",
	       spin ? "idle" : "busy", calls, calls > 1 ? "s" : "", t1, t,
	       alarmed ? ", ended by SIGALRM" : "",
	       got_a ? "with the read of A" : "without the read of A",
	       states[0] ? states : " none");
	if (res_b != NONE) {
		fprintf(stderr, "iopoll-punt: the read of %s completed (%d) before its resume\n",
			argv[2], res_b);
		return 2;
	}

	if (system(argv[3]) != 0) {
		fprintf(stderr, "iopoll-punt: '%s' failed\n", argv[3]);
		return 3;
	}
	usleep(200000);
	alarmed = 0;
	alarm(20);
	while ((res_a == NONE || res_b == NONE) && !alarmed) {
		enter(0, 1);
		reap(&res_a, &res_b);
	}
	alarm(0);
	printf("after the resume: A %d, B %d\n", res_a, res_b);
	if (res_a != BS || res_b != BS)
		return 3;
	return got_a ? 0 : 1;
}
