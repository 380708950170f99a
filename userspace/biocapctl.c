// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocapctl: make, inspect and tune dm-biocap devices.
 */
#define _GNU_SOURCE	/* vasprintf */
#include <errno.h>
#include <getopt.h>
#include <libdevmapper.h>
#include <linux/dm-ioctl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#include "dm-biocap.h"
#include "activate.h"
#include "bc.h"
#include "check.h"
#include "dm.h"
#include "prom.h"
#include "size.h"
#include "status.h"
#include "table.h"

static const char *prog = "biocapctl";

/* parse_table_args: --help was printed, exit 0 */
#define BC_HELP_SHOWN	(-1)

static void err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * A message on stderr, its control characters and ill-formed UTF-8 shown
 * as \xNN: names and paths in it must not drive the terminal.
 */
static void vmsg(const char *fmt, va_list ap)
{
	char *m = NULL;

	fprintf(stderr, "%s: ", prog);
	if (vasprintf(&m, fmt, ap) < 0)
		m = NULL;
	bc_text_string(stderr, m ? m : "(out of memory)");
	free(m);
	fputc('\n', stderr);
}

static void err(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

#define TABLE_OPTIONS_TEXT \
"  -c, --cap SIZE          largest bio sent down (default: auto)\n" \
"  -r, --read-cap SIZE     cap for reads\n" \
"  -w, --write-cap SIZE    cap for writes\n" \
"  -a, --aligned           split at multiples of the cap counted from the\n" \
"                          start of the target\n" \
"      --no-build-cap      do not limit the bios direct I/O builds to the\n" \
"                          cap (kernels with the build cap)\n" \
"      --no-check          leave block size checks to the kernel\n"

/* activate and deactivate */
#define BIOCAPTAB_OPTIONS_TEXT \
"  -a, --all               every line of the file\n" \
"  -t, --tab FILE          read FILE instead of /etc/biocaptab\n" \
"  -h, --help              this help\n"

#define SIZE_TEXT \
"SIZE is a number of bytes, a multiple of 512, or a number with a suffix:\n" \
"s (512-byte sectors), k, M, G, T (KiB, MiB, GiB, TiB; any case, also\n" \
"KiB, MiB, GiB, TiB), e.g. 512, 4k, 1M, 2048s.  A cap may also be auto\n" \
"(or 0); it must be at least 4 KiB and below 4 GiB.  OFFSET and LEN take\n" \
"the same form; OFFSET defaults to 0, LEN to the rest of the device.\n"

#define EXIT_TEXT \
"Exit status: 0 ok, 1 runtime or kernel failure, 2 usage error,\n" \
"3 device, cap, offset or length refused (a device that cannot be\n" \
"opened too).  See biocapctl(8).\n"

static const char usage_text[] =
"Usage: biocapctl [-v] COMMAND [ARGUMENTS]\n"
"\n"
"Commands:\n"
"  table  [TABLE OPTIONS] DEV[:OFFSET[:LEN]]...\n"
"                          print a biocap table (one line per device)\n"
"  create NAME [TABLE OPTIONS] DEV[:OFFSET[:LEN]]...\n"
"                          create device NAME, print its /dev/mapper path\n"
"  status [--json|--format text|json|prometheus] [--watch SECONDS] [NAME...]\n"
"                          caps, counters and bio sizes of biocap devices\n"
"  set    NAME [--cap SIZE] [--read-cap SIZE] [--write-cap SIZE]\n"
"                          change caps of a live device (up to its limit)\n"
"  reset  NAME...          zero the counters\n"
"  remove [--force] NAME...\n"
"                          remove devices\n"
"  list                    list biocap devices\n"
"  activate [--tab FILE] NAME...|--all\n"
"                          create devices listed in /etc/biocaptab\n"
"  deactivate [--tab FILE] NAME...|--all\n"
"                          remove devices listed in /etc/biocaptab\n"
"  check  [--json] [DEV|NAME]\n"
"                          whether polled I/O reaches the disk, layer by\n"
"                          layer, and what to change where it does not\n"
"\n"
"Table options:\n"
TABLE_OPTIONS_TEXT
"\n"
SIZE_TEXT
"\n"
"Options:\n"
"  -v, --verbose           more libdevmapper messages (twice: debug)\n"
"  -h, --help              this help (after a command: that command's)\n"
"  -V, --version           version\n"
"\n"
EXIT_TEXT;

_Static_assert(BC_CREATE_NAME_MAX == 121, "the create usage and biocapctl.8 say 121");

/* Usage of one command (COMMAND --help). */
static const struct {
	const char *name;
	const char *text;
} command_help[] = {
	{ "table",
"Usage: biocapctl table [TABLE OPTIONS] DEV[:OFFSET[:LEN]]...\n"
"Print a biocap table, one line per device, for dmsetup.\n"
"\n"
"Table options:\n"
TABLE_OPTIONS_TEXT
"  -h, --help              this help\n"
"\n"
SIZE_TEXT
"\n"
EXIT_TEXT },
	{ "create",
"Usage: biocapctl create NAME [TABLE OPTIONS] DEV[:OFFSET[:LEN]]...\n"
"Create device NAME (at most 121 characters; its UUID is BIOCAP-NAME)\n"
"and print its /dev/mapper path.\n"
"\n"
"Table options:\n"
TABLE_OPTIONS_TEXT
"  -h, --help              this help\n"
"\n"
SIZE_TEXT
"\n"
EXIT_TEXT },
	{ "status",
"Usage: biocapctl status [--json|--format FORMAT] [--watch SECONDS] [NAME...]\n"
"Caps, counters and bio sizes of the named biocap devices, or of all.\n"
"\n"
"  -j, --json              one JSON document (same as --format json)\n"
"      --format FORMAT     text (default), json, or prometheus (the\n"
"                          text format of node_exporter's textfile\n"
"                          collector; not with --watch); the last of\n"
"                          --json and --format counts\n"
"  -W, --watch SECONDS     repeat every SECONDS (0.1 to 86400) with rates\n"
"  -h, --help              this help\n"
"\n"
EXIT_TEXT },
	{ "set",
"Usage: biocapctl set NAME [--cap SIZE] [--read-cap SIZE] [--write-cap SIZE]\n"
"Change caps of a live device (up to the limit set when it was loaded).\n"
"\n"
"  -c, --cap SIZE          largest bio sent down\n"
"  -r, --read-cap SIZE     cap for reads\n"
"  -w, --write-cap SIZE    cap for writes\n"
"  -h, --help              this help\n"
"\n"
SIZE_TEXT
"\n"
EXIT_TEXT },
	{ "reset",
"Usage: biocapctl reset NAME...\n"
"Set the counters and the histogram of the named devices to zero.\n"
"\n"
"  -h, --help              this help\n"
"\n"
EXIT_TEXT },
	{ "remove",
"Usage: biocapctl remove [--force] NAME...\n"
"Remove the named devices.\n"
"\n"
"  -f, --force             remove devices without a biocap line too\n"
"  -h, --help              this help\n"
"\n"
EXIT_TEXT },
	{ "activate",
"Usage: biocapctl activate [--tab FILE] NAME...|--all\n"
"Create the named devices as /etc/biocaptab lists them, or with --all those\n"
"of every line without noauto.  A device that exists already is left alone.\n"
"\n"
BIOCAPTAB_OPTIONS_TEXT
"\n"
EXIT_TEXT },
	{ "deactivate",
"Usage: biocapctl deactivate [--tab FILE] NAME...|--all\n"
"Remove the named devices /etc/biocaptab lists, or with --all every device\n"
"it lists (last line first).\n"
"\n"
BIOCAPTAB_OPTIONS_TEXT
"\n"
EXIT_TEXT },
	{ "check",
"Usage: biocapctl check [--json] [DEV|NAME]\n"
"Walk the stack below DEV (a path such as /dev/nvme0n1, or a kernel name\n"
"such as nvme0n1) or NAME (/dev/mapper/NAME), or below every biocap device:\n"
"the module, the build cap, and per layer io_poll, max_sectors_kb,\n"
"max_hw_sectors_kb, max_segments, the auto cap a biocap line over it would\n"
"take; then what keeps polled I/O from reaching the device, with the\n"
"command to change it.\n"
"\n"
"  -j, --json              one JSON document\n"
"  -h, --help              this help\n"
"\n"
"Exit status: 0 polled I/O reaches the device, 1 it does not (the reasons\n"
"are printed), 2 usage error, 3 no such device.  See biocapctl(8).\n" },
	{ "list",
"Usage: biocapctl list\n"
"One line per biocap device: name, device number, size, path.\n"
"\n"
"  -h, --help              this help\n"
"\n"
EXIT_TEXT },
};

/* The command being run, whose --help a usage error points to. */
static const char *running_cmd;

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int usage_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	if (running_cmd)
		return bc_bad_option(running_cmd);
	fprintf(stderr, "Try '%s --help' for more information.\n", prog);
	return BC_EXIT_USAGE;
}

/*
 * Standard output must have reached its file: a full disk or a closed
 * pipe is a failure (exit 1), not a silent success.  Said once, however
 * many times it is checked.
 */
int bc_finish_stdout(void)
{
	static bool said;
	int e = 0;

	if (fflush(stdout))
		e = errno;
	else if (ferror(stdout))
		e = EIO;
	if (!e)
		return BC_EXIT_OK;
	if (!said)
		err("write error: %s", strerror(e));
	said = true;
	return BC_EXIT_FAIL;
}

/* Print help text, exit status 0 unless it could not be written. */
static int print_help(const char *text)
{
	fputs(text, stdout);
	return bc_finish_stdout();
}

/* The --help text of a command; for an unknown one, a usage error. */
int bc_command_usage(const char *cmd)
{
	size_t i;

	for (i = 0; i < BC_ARRAY_SIZE(command_help); i++)
		if (!strcmp(command_help[i].name, cmd))
			return print_help(command_help[i].text);
	return usage_error("unknown command '%s'", cmd);
}

/*
 * getopt_long for a command: its messages start with "biocapctl:" like
 * ours, not with the command name that is argv[0] here.
 */
int bc_cmd_getopt(int argc, char **argv, const char *optstring,
		      const struct option *longopts)
{
	char *cmd = argv[0];
	int c;

	argv[0] = (char *)prog;
	c = getopt_long(argc, argv, optstring, longopts, NULL);
	argv[0] = cmd;
	return c;
}

/* After getopt has said what was wrong with an option. */
int bc_bad_option(const char *cmd)
{
	fprintf(stderr, "Try '%s %s --help' for more information.\n", prog, cmd);
	return BC_EXIT_USAGE;
}

static int check_name(const char *name)
{
	/* create has refused a name longer than BC_CREATE_NAME_MAX */
	if (!*name || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
		return usage_error("invalid device name '%s' (1 to %d characters, no '/', not '.' or '..')",
				   name, BC_CREATE_NAME_MAX);
	return 0;
}

/* Parse a cap option: 2 for bad syntax, 3 for a refused value. */
static int parse_cap_arg(const char *opt, const char *arg, uint64_t *v)
{
	int e = cap_parse(arg, v);

	if (!e)
		return 0;
	if (e == SIZE_CAP_SMALL || e == SIZE_CAP_LARGE) {
		err("%s %s: %s", opt, arg, size_strerror(e));
		return BC_EXIT_INVALID;
	}
	return usage_error("%s '%s': %s", opt, arg, size_strerror(e));
}

static void warn_cb(const char *msg)
{
	err("warning: %s", msg);
}

/* ---- table, create ---- */

static const struct option table_options[] = {
	{ "cap",	required_argument, NULL, 'c' },
	{ "read-cap",	required_argument, NULL, 'r' },
	{ "write-cap",	required_argument, NULL, 'w' },
	{ "aligned",	no_argument,	   NULL, 'a' },
	{ "no-check",	no_argument,	   NULL, 'N' },
	{ "no-build-cap", no_argument,	   NULL, 'B' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

/* Options and device arguments of table and create. */
static int parse_table_args(int argc, char **argv, struct bc_table_opts *o,
			    char ***rest, int *nrest)
{
	int c, r;

	memset(o, 0, sizeof(*o));
	o->cap = BIOCAP_CAP_AUTO;
	o->warn = warn_cb;
	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "c:r:w:ah", table_options)) != -1) {
		switch (c) {
		case 'c':
			r = parse_cap_arg("--cap", optarg, &o->cap);
			if (r)
				return r;
			break;
		case 'r':
			r = parse_cap_arg("--read-cap", optarg, &o->read_cap);
			if (r)
				return r;
			o->has_read_cap = true;
			break;
		case 'w':
			r = parse_cap_arg("--write-cap", optarg, &o->write_cap);
			if (r)
				return r;
			o->has_write_cap = true;
			break;
		case 'a':
			o->aligned = true;
			break;
		case 'N':
			o->no_check = true;
			break;
		case 'B':
			o->no_build_cap = true;
			break;
		case 'h':
			*rest = NULL;
			*nrest = 0;
			return bc_command_usage(argv[0]) == BC_EXIT_OK ? BC_HELP_SHOWN :
			       BC_EXIT_FAIL;
		default:
			return bc_bad_option(argv[0]);
		}
	}
	*rest = argv + optind;
	*nrest = argc - optind;
	return 0;
}

/*
 * A buffer for bc_table_build's messages: they quote an argument and
 * parts of it, so size it by the arguments, never cutting the reason off.
 */
static char *msg_alloc(char **args, int nargs, size_t *len)
{
	size_t n = 1024;
	int i;

	for (i = 0; i < nargs; i++)
		n += 2 * strlen(args[i]);
	*len = n;
	return calloc(1, n);
}

/* Build a table, printing why not (returns an exit code). */
static int build_table(const struct bc_table_opts *o, char **devs, int ndevs,
		       struct bc_table *tab)
{
	size_t len;
	char *msg = msg_alloc(devs, ndevs, &len);
	int r;

	if (!msg) {
		err("out of memory");
		return BC_EXIT_FAIL;
	}
	r = bc_table_build(o, devs, (size_t)ndevs, &bc_bdev_prober, tab,
			   msg, len);
	if (r == BC_EXIT_USAGE)
		usage_error("%s", msg);
	else if (r)
		err("%s", msg);
	free(msg);
	return r;
}

static int cmd_table(int argc, char **argv)
{
	struct bc_table_opts o;
	struct bc_table tab;
	char **devs;
	int ndevs, r;

	r = parse_table_args(argc, argv, &o, &devs, &ndevs);
	if (r)
		return r == BC_HELP_SHOWN ? BC_EXIT_OK : r;
	if (ndevs < 1)
		return usage_error("table: no device given");
	r = build_table(&o, devs, ndevs, &tab);
	if (r)
		return r;
	r = bc_table_print(&o, &tab, stdout) ? BC_EXIT_FAIL : BC_EXIT_OK;
	bc_table_free(&tab);
	if (bc_finish_stdout())
		return BC_EXIT_FAIL;
	return r;
}

static int cmd_create(int argc, char **argv)
{
	struct bc_table_opts o;
	struct bc_table tab;
	char **args, *path;
	int nargs, r;

	r = parse_table_args(argc, argv, &o, &args, &nargs);
	if (r)
		return r == BC_HELP_SHOWN ? BC_EXIT_OK : r;
	if (nargs < 1)
		return usage_error("create: no device name given");
	if (nargs < 2)
		return usage_error("create: no device given");
	/* the length first, to say why it is create's limit */
	if (strlen(args[0]) > BC_CREATE_NAME_MAX)
		return usage_error("device name '%s' is %zu characters long; create takes at most %d, so that its UUID %s%s fits (%d characters)",
				   args[0], strlen(args[0]), BC_CREATE_NAME_MAX,
				   BC_UUID_PREFIX, "NAME", DM_UUID_LEN - 1);
	r = check_name(args[0]);
	if (r)
		return r;
	r = build_table(&o, args + 1, nargs - 1, &tab);
	if (r)
		return r;
	r = bc_dm_create(args[0], &o, &tab);
	bc_table_free(&tab);
	if (r)
		return r;
	path = bc_dm_path(args[0]);
	if (!path) {
		err("out of memory");
		return BC_EXIT_FAIL;
	}
	puts(path);
	free(path);
	return BC_EXIT_OK;
}

/* ---- status, list ---- */

struct devlist {
	struct bc_device_status *d;
	size_t n;
};

static void devlist_free(struct devlist *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		bc_device_status_free(&l->d[i]);
	free(l->d);
	l->d = NULL;
	l->n = 0;
}

/* Whether l holds the device d already (by its number: names may be paths). */
static bool seen(const struct devlist *l, const struct bc_device_status *d)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		if (l->d[i].major == d->major && l->d[i].minor == d->minor)
			return true;
	return false;
}

/*
 * Read the named devices, or every biocap device when there are no names.
 * Named devices that are missing or not biocap are errors (exit code 1,
 * the others are still read).
 */
static int collect(char **names, int nnames, struct devlist *out)
{
	char **all = NULL;
	size_t nall = 0, i, n;
	int r = BC_EXIT_OK;

	out->d = NULL;
	out->n = 0;
	if (!nnames) {
		/* listed names go back to the kernel as they came */
		bc_dm_raw_names(true);
		r = bc_dm_names(&all, &nall);
		if (r) {
			bc_dm_raw_names(false);
			return r;
		}
		names = all;
	}
	n = nnames ? (size_t)nnames : nall;
	out->d = calloc(n ? n : 1, sizeof(*out->d));
	if (!out->d) {
		bc_dm_names_free(all, nall);
		bc_dm_raw_names(false);
		err("out of memory");
		return BC_EXIT_FAIL;
	}
	for (i = 0; i < n; i++) {
		struct bc_device_status d;
		bool found;
		int e = bc_dm_get(names[i], &d, &found);

		if (e) {
			r = e;
			continue;
		}
		if (!found || !d.ntargets) {
			if (nnames) {
				err(found ? "%s is not a biocap device" : "%s: no such device",
				    names[i]);
				r = BC_EXIT_FAIL;
			}
			bc_device_status_free(&d);
			continue;
		}
		if (seen(out, &d)) {
			/* a name given twice: one report (Prometheus refuses a repeated series) */
			bc_device_status_free(&d);
			continue;
		}
		out->d[out->n++] = d;
	}
	bc_dm_names_free(all, nall);
	bc_dm_raw_names(false);
	return r;
}

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Rates for d against the same device (name and layout) in prev, or NULL. */
static struct bc_rates *rates_for(const struct bc_device_status *d,
				  const struct devlist *prev, double secs)
{
	struct bc_rates *r;
	size_t i, k;

	for (i = 0; i < prev->n; i++) {
		const struct bc_device_status *p = &prev->d[i];

		if (strcmp(p->name, d->name) || p->ntargets != d->ntargets)
			continue;
		r = calloc(d->ntargets, sizeof(*r));
		if (!r)
			return NULL;
		for (k = 0; k < d->ntargets; k++)
			if (p->t[k].start == d->t[k].start)
				bc_rates_compute(&p->t[k].st, &d->t[k].st, secs, &r[k]);
		return r;
	}
	return NULL;
}

static void print_devices(const struct devlist *l, const struct devlist *prev,
			  double secs, bool json)
{
	size_t i;

	if (json)
		bc_json_begin(stdout);
	for (i = 0; i < l->n; i++) {
		struct bc_rates *r = prev ? rates_for(&l->d[i], prev, secs) : NULL;

		if (json) {
			bc_json_device(stdout, &l->d[i], r, i == 0);
		} else {
			if (i)
				putchar('\n');
			bc_status_print_text(stdout, &l->d[i], r);
		}
		free(r);
	}
	if (json)
		bc_json_end(stdout);
}

static const struct option status_options[] = {
	{ "json",	no_argument,	   NULL, 'j' },
	{ "watch",	required_argument, NULL, 'W' },
	{ "format",	required_argument, NULL, 'F' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int cmd_status(int argc, char **argv)
{
	struct devlist cur, prev = { NULL, 0 };
	bool json = false, prom = false, clear;
	double interval = 0, t_prev = 0;
	sigset_t stop_sigs, wait_mask;
	char *end;
	int c, r;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "jW:h", status_options)) != -1) {
		switch (c) {
		case 'j':
			/* the last of --json and --format counts */
			json = true;
			prom = false;
			break;
		case 'F':
			json = !strcmp(optarg, "json");
			prom = !strcmp(optarg, "prometheus");
			if (!json && !prom && strcmp(optarg, "text"))
				return usage_error("--format '%s': expected text, json or prometheus",
						   optarg);
			break;
		case 'W':
			errno = 0;
			interval = strtod(optarg, &end);
			if (errno || end == optarg || *end || !(interval >= 0.1) ||
			    interval > 86400)
				return usage_error("--watch '%s': expected seconds between 0.1 and 86400",
						   optarg);
			break;
		case 'h':
			return bc_command_usage(argv[0]);
		default:
			return bc_bad_option(argv[0]);
		}
	}
	if (prom && interval)
		return usage_error("--format prometheus does not go with --watch");
	/*
	 * When an error left nothing to show (device-mapper cannot be asked,
	 * every named device missing), print nothing: not an empty document
	 * a reader would take for "no devices".
	 */
	if (prom) {
		r = collect(argv + optind, argc - optind, &cur);
		if (!r || cur.n)
			bc_prom_print(stdout, cur.d, cur.n);
		devlist_free(&cur);
		return r;
	}
	if (!interval) {
		r = collect(argv + optind, argc - optind, &cur);
		if (!r || cur.n)
			print_devices(&cur, NULL, 0, json);
		devlist_free(&cur);
		return r;
	}

	/*
	 * SIGINT and SIGTERM stay blocked but while waiting in pselect(), so
	 * one that comes between the test of stop and the wait ends the wait
	 * at once instead of after a whole interval.
	 */
	sigemptyset(&stop_sigs);
	sigaddset(&stop_sigs, SIGINT);
	sigaddset(&stop_sigs, SIGTERM);
	sigprocmask(SIG_BLOCK, &stop_sigs, &wait_mask);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	clear = !json && isatty(STDOUT_FILENO);
	for (;;) {
		double t = now(), left;
		struct timespec ts;

		r = collect(argv + optind, argc - optind, &cur);
		/*
		 * Stop when nothing could be read because of an error (not
		 * merely no biocap device): device-mapper missing, or every
		 * named device gone.
		 */
		if (r && !cur.n) {
			devlist_free(&cur);
			break;
		}
		if (clear)
			fputs("\033[H\033[2J", stdout);
		if (!json)
			printf("every %gs; rates over the last interval; ^C to stop\n\n",
			       interval);
		print_devices(&cur, t_prev ? &prev : NULL, t - t_prev, json);
		devlist_free(&prev);
		prev = cur;
		t_prev = t;
		if (bc_finish_stdout()) {
			r = BC_EXIT_FAIL;
			break;
		}
		/* at least once: a signal sent during a late report is pending */
		do {
			left = t + interval - now();
			if (left < 0)
				left = 0;
			ts.tv_sec = (time_t)left;
			ts.tv_nsec = (long)((left - (double)ts.tv_sec) * 1e9);
			if (pselect(0, NULL, NULL, NULL, &ts, &wait_mask) < 0 &&
			    errno != EINTR)
				break;
		} while (!stop && left > 0);
		if (stop) {
			/* as biocapctl(8) says: what the last report met is no failure */
			r = BC_EXIT_OK;
			break;
		}
	}
	devlist_free(&prev);
	return r;
}

static int cmd_list(int argc, char **argv)
{
	struct devlist l;
	char b[32];
	size_t i;
	int r;

	static const struct option o[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "h", o)) != -1) {
		if (c == 'h')
			return bc_command_usage(argv[0]);
		return bc_bad_option(argv[0]);
	}
	if (optind < argc)
		return usage_error("list takes no arguments");
	r = collect(NULL, 0, &l);
	for (i = 0; i < l.n; i++) {
		uint64_t size = bc_device_sectors(&l.d[i]);

		bc_text_string(stdout, l.d[i].name);
		printf("\t%u:%u\t%s\t", l.d[i].major, l.d[i].minor,
		       bytes_human(size * 512, b, sizeof(b)));
		bc_text_string(stdout, l.d[i].path);
		putchar('\n');
	}
	devlist_free(&l);
	return r;
}

/* ---- set, reset, remove ---- */

static const struct option set_options[] = {
	{ "cap",	required_argument, NULL, 'c' },
	{ "read-cap",	required_argument, NULL, 'r' },
	{ "write-cap",	required_argument, NULL, 'w' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

/*
 * max_hw_sectors of the device a biocap line's parameters name
 * ("MAJ:MIN ..."), UINT64_MAX when it cannot be read.
 */
static uint64_t lower_max_hw(const char *params)
{
	unsigned int maj, min;
	long long kb;

	if (!params || sscanf(params, "%u:%u", &maj, &min) != 2)
		return UINT64_MAX;
	kb = bc_queue_attr_kb(maj, min, "max_hw_sectors_kb");
	return kb < 0 ? UINT64_MAX : (uint64_t)kb * 2;
}

/* The messages of set, in the order it sends them: --cap, --read-cap, --write-cap. */
static const char *const set_msgs[] = {
	BIOCAP_MSG_SET_CAP, BIOCAP_MSG_SET_READ_CAP, BIOCAP_MSG_SET_WRITE_CAP
};

/*
 * set sends up to three messages (set_cap, set_read_cap, set_write_cap),
 * each to every biocap line, in that order.  The kernel refused message
 * fail_msg on line fail_line: put back what the earlier ones changed, so
 * that a refused set leaves the device as it was.  Only a reload takes
 * away a read or write cap of a line's own, so one that set gave a line
 * stays, with the value in force before.
 */
static void restore_caps(const char *name, const struct bc_line_caps *old, size_t n,
			 bool undo, const bool has[3], int fail_msg, size_t fail_line)
{
	bool own = false, changed = fail_line > 0;
	char msg[64];
	size_t t;
	int i, r = 0;

	for (i = 0; i < fail_msg; i++)
		changed |= has[i];
	/* put back what can be, line by line, even where one is refused */
	for (t = 0; undo && t < n; t++) {
		for (i = 0; i < 3; i++) {
			uint64_t v = i == 0 ? old[t].cap : i == 1 ? old[t].read_cap :
				     old[t].write_cap;

			if (!has[i] || i > fail_msg || (i == fail_msg && t >= fail_line))
				continue;
			own |= (i == 1 && !old[t].read_set) || (i == 2 && !old[t].write_set);
			snprintf(msg, sizeof(msg), "%s %llu", set_msgs[i], (unsigned long long)v);
			if (bc_dm_message_at(name, old[t].start, msg))
				r = 1;
		}
	}
	if (changed && (r || !undo))
		err("%s: some caps may have changed: see biocapctl status %s", name, name);
	else if (own)
		err("%s: no cap changed, but --read-cap or --write-cap made a cap of its own, which --cap no longer changes until the table is reloaded",
		    name);
	else
		err("%s: no cap changed", name);
}

static int cmd_set(int argc, char **argv)
{
	static const char *const opts[] = { "--cap", "--read-cap", "--write-cap" };
	struct bc_device_status d;
	struct bc_line_caps *old;
	uint64_t val[3];
	bool has[3] = { false, false, false }, found, undo;
	const char *name;
	char msg[64], b1[32], b2[32];
	size_t t, nold = 0;
	int c, i, r;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "c:r:w:h", set_options)) != -1) {
		i = c == 'c' ? 0 : c == 'r' ? 1 : c == 'w' ? 2 : -1;
		if (c == 'h')
			return bc_command_usage(argv[0]);
		if (i < 0)
			return bc_bad_option(argv[0]);
		r = parse_cap_arg(opts[i], optarg, &val[i]);
		if (r)
			return r;
		has[i] = true;
	}
	if (argc - optind != 1)
		return usage_error("set: expected exactly one device name");
	if (!has[0] && !has[1] && !has[2])
		return usage_error("set: give --cap, --read-cap or --write-cap");
	name = argv[optind];

	/* Caps above the limit set at load need a reload: say so clearly. */
	r = bc_dm_get(name, &d, &found);
	if (r)
		return r;
	if (!found || !d.ntargets) {
		err(found ? "%s is not a biocap device" : "%s: no such device", name);
		bc_device_status_free(&d);
		return BC_EXIT_FAIL;
	}
	for (i = 0; i < 3; i++) {
		for (t = 0; has[i] && val[i] != BIOCAP_CAP_AUTO && t < d.ntargets; t++) {
			const struct bc_status *st = &d.t[t].st;

			uint64_t lim = st->config[BIOCAP_CFG_LIMIT];

			if (st->config_set[BIOCAP_CFG_LIMIT] && lim && val[i] > lim) {
				size_format(val[i], b1, sizeof(b1));
				size_format(lim, b2, sizeof(b2));
				if (lim < lower_max_hw(d.t[t].params))
					err("%s %s is above the limit of %s (%s, fixed when the table was loaded); reload the table with a larger cap to raise it",
					    opts[i], b1, name, b2);
				else
					err("%s %s is above the limit of %s (%s): the most the device below takes",
					    opts[i], b1, name, b2);
				bc_device_status_free(&d);
				return BC_EXIT_INVALID;
			}
		}
	}
	/* the caps as they are, to put back if the kernel refuses one of the new ones */
	nold = d.ntargets;
	old = calloc(nold, sizeof(*old));
	if (!old) {
		bc_device_status_free(&d);
		err("out of memory");
		return BC_EXIT_FAIL;
	}
	/* without a table that matches the status (a reload under us), no way back */
	undo = true;
	for (t = 0; t < nold; t++) {
		old[t].start = d.t[t].start;
		undo = undo && d.t[t].params && !bc_params_caps(d.t[t].params, &old[t]);
	}
	bc_device_status_free(&d);
	for (i = 0, r = 0; i < 3 && !r; i++) {
		if (!has[i])
			continue;
		snprintf(msg, sizeof(msg), "%s %llu", set_msgs[i], (unsigned long long)val[i]);
		for (t = 0; t < nold && !r; t++)
			r = bc_dm_message_at(name, old[t].start, msg);
	}
	if (r)
		restore_caps(name, old, nold, undo, has, i - 1, t - 1);
	free(old);
	return r;
}

static int cmd_reset(int argc, char **argv)
{
	static const struct option o[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c, i, r = BC_EXIT_OK;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "h", o)) != -1) {
		if (c == 'h')
			return bc_command_usage(argv[0]);
		return bc_bad_option(argv[0]);
	}
	if (optind >= argc)
		return usage_error("reset: no device name given");
	for (i = optind; i < argc; i++) {
		int e = bc_dm_message(argv[i], BIOCAP_MSG_RESET_STATS);

		if (e)
			r = e;
	}
	return r;
}

static int cmd_remove(int argc, char **argv)
{
	static const struct option o[] = {
		{ "force", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	bool force = false;
	int c, i, r = BC_EXIT_OK;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "fh", o)) != -1) {
		if (c == 'h')
			return bc_command_usage(argv[0]);
		if (c != 'f')
			return bc_bad_option(argv[0]);
		force = true;
	}
	if (optind >= argc)
		return usage_error("remove: no device name given");
	for (i = optind; i < argc; i++) {
		struct bc_device_status d;
		bool found;
		int e = bc_dm_get(argv[i], &d, &found);

		if (!e && !found) {
			err("%s: no such device", argv[i]);
			e = BC_EXIT_FAIL;
		} else if (!e && !d.ntargets && !force) {
			err("%s is not a biocap device (use --force to remove it anyway)",
			    argv[i]);
			e = BC_EXIT_FAIL;
		}
		bc_device_status_free(&d);
		if (!e)
			e = bc_dm_remove(argv[i]);
		if (e)
			r = e;
	}
	return r;
}

/* ---- check ---- */

/* The table of a dm device for check: types, and biocap's build cap. */
static int check_table(void *ctx, const char *name, struct bc_check_table *t)
{
	struct bc_device_status d;
	bool found;
	char *ctl;
	int r;

	(void)ctx;
	memset(t, 0, sizeof(*t));
	/* not root: no table, and no message for each dm device; check falls back */
	ctl = bc_dm_path("control");	/* in DM_DEV_DIR, as libdm opens it */
	r = ctl ? access(ctl, R_OK | W_OK) : -1;
	free(ctl);
	if (r)
		return -1;
	if (bc_dm_target_types(name, t->types, sizeof(t->types)))
		return -1;
	if (bc_dm_get(name, &d, &found) || !found)
		return 0;
	if (d.ntargets) {
		const struct bc_status *st = &d.t[0].st;

		t->build = bc_build_state_name(bc_build_state(&d.t[0], d.dio_bio_kb));
		t->build_cap = st->config[BIOCAP_CFG_BUILD_CAP];
		t->read_cap = st->config[BIOCAP_CFG_READ_CAP];
		t->write_cap = st->config[BIOCAP_CFG_WRITE_CAP];
		t->cap = st->config[BIOCAP_CFG_READ_CAP];
		if (st->config[BIOCAP_CFG_WRITE_CAP] > t->cap)
			t->cap = st->config[BIOCAP_CFG_WRITE_CAP];
	}
	bc_device_status_free(&d);
	return 0;
}

static int cmd_check(int argc, char **argv)
{
	static const struct option o[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct bc_check_env env = { "", check_table, NULL };
	bool json = false;
	int c, r;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "jh", o)) != -1) {
		if (c == 'h')
			return bc_command_usage(argv[0]);
		if (c != 'j')
			return bc_bad_option(argv[0]);
		json = true;
	}
	if (argc - optind > 1)
		return usage_error("check: at most one device");
	/* names from sysfs go to the kernel as they are */
	bc_dm_raw_names(true);
	r = bc_check(&env, optind < argc ? argv[optind] : NULL, json, stdout);
	bc_dm_raw_names(false);
	return r;
}

/* ---- main ---- */

struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	bool dm;		/* talks to device-mapper */
};

static const struct command commands[] = {
	{ "table",  cmd_table,  false },
	{ "create", cmd_create, true },
	{ "status", cmd_status, true },
	{ "set",    cmd_set,    true },
	{ "reset",  cmd_reset,  true },
	{ "remove", cmd_remove, true },
	{ "list",   cmd_list,   true },
	{ "activate", bc_cmd_activate, true },
	{ "deactivate", bc_cmd_deactivate, true },
	{ "check",  cmd_check,  true },
};

static void version(void)
{
	char lib[64] = "unknown";

	dm_get_library_version(lib, sizeof(lib));
	printf("biocapctl %d.%d.%d (libdevmapper %s)\n", BIOCAP_VERSION_MAJOR,
	       BIOCAP_VERSION_MINOR, BIOCAP_VERSION_PATCH, lib);
}

int main(int argc, char **argv)
{
	static const struct option o[] = {
		{ "verbose", no_argument, NULL, 'v' },
		{ "help",    no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	int c, verbose = 0, r, e;
	size_t i;

	/* getopt's messages name argv[0]: "biocapctl:", not a full path */
	if (argc > 0)
		argv[0] = (char *)prog;
	while ((c = getopt_long(argc, argv, "+vhV", o, NULL)) != -1) {
		switch (c) {
		case 'v':
			verbose++;
			break;
		case 'h':
			return print_help(usage_text);
		case 'V':
			version();
			return bc_finish_stdout();
		default:
			fprintf(stderr, "Try '%s --help' for more information.\n", prog);
			return BC_EXIT_USAGE;
		}
	}
	if (optind >= argc)
		return usage_error("no command given");
	if (!strcmp(argv[optind], "help")) {
		if (optind + 1 < argc && strcmp(argv[optind + 1], "help"))
			return bc_command_usage(argv[optind + 1]);
		return print_help(usage_text);
	}
	for (i = 0; i < BC_ARRAY_SIZE(commands); i++) {
		if (strcmp(argv[optind], commands[i].name))
			continue;
		if (commands[i].dm)
			bc_dm_setup(verbose);
		running_cmd = commands[i].name;
		r = commands[i].fn(argc - optind, argv + optind);
		if (commands[i].dm)
			dm_lib_release();
		/* a lost report is said even when the command failed */
		e = bc_finish_stdout();
		return r ? r : e;
	}
	return usage_error("unknown command '%s'", argv[optind]);
}
