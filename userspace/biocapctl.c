// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocapctl: make, inspect and tune dm-biocap devices.
 */
#include <errno.h>
#include <getopt.h>
#include <libdevmapper.h>
#include <linux/dm-ioctl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dm-biocap.h"
#include "activate.h"
#include "bc.h"
#include "dm.h"
#include "prom.h"
#include "size.h"
#include "status.h"
#include "table.h"

static const char *prog = "biocapctl";

static void err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void err(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

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
"\n"
"Table options:\n"
"  -c, --cap SIZE          largest bio sent down (default: auto)\n"
"  -r, --read-cap SIZE     cap for reads\n"
"  -w, --write-cap SIZE    cap for writes\n"
"  -a, --aligned           split at cap-aligned boundaries\n"
"      --no-build-cap      do not limit the bios direct I/O builds to the\n"
"                          cap (kernels with max_dio_bio_kb)\n"
"      --no-check          leave block size checks to the kernel\n"
"\n"
"SIZE is bytes with an optional suffix k, M, G (binary) or s (512-byte\n"
"sectors), e.g. 512, 4k, 1M, 2048s; or auto.  OFFSET and LEN take the\n"
"same form; LEN defaults to the rest of the device.\n"
"\n"
"Options:\n"
"  -v, --verbose           more libdevmapper messages (twice: debug)\n"
"  -h, --help              this help\n"
"  -V, --version           version\n"
"\n"
"Exit status: 0 ok, 1 runtime or kernel failure, 2 usage error,\n"
"3 device or cap refused.  See biocapctl(8).\n";

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry '%s --help' for more information.\n", prog);
	return BC_EXIT_USAGE;
}

static int check_name(const char *name)
{
	if (!*name || strlen(name) >= DM_NAME_LEN || strchr(name, '/') ||
	    !strcmp(name, ".") || !strcmp(name, ".."))
		return usage_error("invalid device name '%s' (1 to %d characters, no '/')",
				   name, DM_NAME_LEN - 1);
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
	while ((c = getopt_long(argc, argv, "c:r:w:ah", table_options, NULL)) != -1) {
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
			fputs(usage_text, stdout);
			exit(BC_EXIT_OK);
		default:
			return usage_error("%s: bad option", argv[0]);
		}
	}
	*rest = argv + optind;
	*nrest = argc - optind;
	return 0;
}

static int cmd_table(int argc, char **argv)
{
	struct bc_table_opts o;
	struct bc_table tab;
	char **devs, msg[512];
	int ndevs, r;

	r = parse_table_args(argc, argv, &o, &devs, &ndevs);
	if (r)
		return r;
	if (ndevs < 1)
		return usage_error("table: no device given");
	r = bc_table_build(&o, devs, (size_t)ndevs, &bc_bdev_prober, &tab,
			   msg, sizeof(msg));
	if (r) {
		if (r == BC_EXIT_USAGE)
			return usage_error("%s", msg);
		err("%s", msg);
		return r;
	}
	r = bc_table_print(&o, &tab, stdout) ? BC_EXIT_FAIL : BC_EXIT_OK;
	bc_table_free(&tab);
	if (fflush(stdout) || ferror(stdout)) {
		err("write error: %s", strerror(errno));
		return BC_EXIT_FAIL;
	}
	return r;
}

static int cmd_create(int argc, char **argv)
{
	struct bc_table_opts o;
	struct bc_table tab;
	char **args, msg[512], *path;
	int nargs, r;

	r = parse_table_args(argc, argv, &o, &args, &nargs);
	if (r)
		return r;
	if (nargs < 1)
		return usage_error("create: no device name given");
	if (nargs < 2)
		return usage_error("create: no device given");
	r = check_name(args[0]);
	if (r)
		return r;
	r = bc_table_build(&o, args + 1, (size_t)nargs - 1, &bc_bdev_prober,
			   &tab, msg, sizeof(msg));
	if (r) {
		if (r == BC_EXIT_USAGE)
			return usage_error("%s", msg);
		err("%s", msg);
		return r;
	}
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
		r = bc_dm_names(&all, &nall);
		if (r)
			return r;
		names = all;
	}
	n = nnames ? (size_t)nnames : nall;
	out->d = calloc(n ? n : 1, sizeof(*out->d));
	if (!out->d) {
		bc_dm_names_free(all, nall);
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
		out->d[out->n++] = d;
	}
	bc_dm_names_free(all, nall);
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
	char *end;
	int c, r;

	optind = 0;
	while ((c = getopt_long(argc, argv, "jW:h", status_options, NULL)) != -1) {
		switch (c) {
		case 'j':
			json = true;
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
			fputs(usage_text, stdout);
			return BC_EXIT_OK;
		default:
			return usage_error("status: bad option");
		}
	}
	if (prom && interval)
		return usage_error("--format prometheus does not go with --watch");
	if (prom) {
		r = collect(argv + optind, argc - optind, &cur);
		bc_prom_print(stdout, cur.d, cur.n);
		devlist_free(&cur);
		return r;
	}
	if (!interval) {
		r = collect(argv + optind, argc - optind, &cur);
		print_devices(&cur, NULL, 0, json);
		devlist_free(&cur);
		return r;
	}

	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	clear = !json && isatty(STDOUT_FILENO);
	for (;;) {
		double t = now();
		struct timespec ts;

		r = collect(argv + optind, argc - optind, &cur);
		if (clear)
			fputs("\033[H\033[2J", stdout);
		if (!json)
			printf("every %gs; rates over the last interval; ^C to stop\n\n",
			       interval);
		print_devices(&cur, t_prev ? &prev : NULL, t - t_prev, json);
		fflush(stdout);
		devlist_free(&prev);
		prev = cur;
		t_prev = t;
		if (stop || (r && argc - optind > 0 && !cur.n))
			break;
		ts.tv_sec = (time_t)interval;
		ts.tv_nsec = (long)((interval - (double)ts.tv_sec) * 1e9);
		while (!stop && nanosleep(&ts, &ts) < 0 && errno == EINTR)
			;
		if (stop)
			break;
	}
	devlist_free(&prev);
	return r;
}

static int cmd_list(int argc, char **argv)
{
	struct devlist l;
	char b[32];
	size_t i, k;
	int r;

	(void)argv;
	if (argc > 1)
		return usage_error("list takes no arguments");
	r = collect(NULL, 0, &l);
	for (i = 0; i < l.n; i++) {
		uint64_t size = 0;

		for (k = 0; k < l.d[i].ntargets; k++)
			size += l.d[i].t[k].len;
		printf("%s\t%u:%u\t%s\t%s\n", l.d[i].name, l.d[i].major,
		       l.d[i].minor, bytes_human(size * 512, b, sizeof(b)),
		       l.d[i].path);
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

static int cmd_set(int argc, char **argv)
{
	static const char *const msgs[] = {
		BIOCAP_MSG_SET_CAP, BIOCAP_MSG_SET_READ_CAP, BIOCAP_MSG_SET_WRITE_CAP
	};
	static const char *const opts[] = { "--cap", "--read-cap", "--write-cap" };
	struct bc_device_status d;
	uint64_t val[3];
	bool has[3] = { false, false, false }, found;
	const char *name;
	char msg[64], b1[32], b2[32];
	size_t t;
	int c, i, r;

	optind = 0;
	while ((c = getopt_long(argc, argv, "c:r:w:h", set_options, NULL)) != -1) {
		i = c == 'c' ? 0 : c == 'r' ? 1 : c == 'w' ? 2 : -1;
		if (c == 'h') {
			fputs(usage_text, stdout);
			return BC_EXIT_OK;
		}
		if (i < 0)
			return usage_error("set: bad option");
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

			if (st->config_set[BIOCAP_CFG_LIMIT] && st->config[BIOCAP_CFG_LIMIT] &&
			    val[i] > st->config[BIOCAP_CFG_LIMIT]) {
				err("%s %s is above the limit of %s (%s, fixed when the table was loaded); reload the table with a larger cap to raise it",
				    opts[i], size_format(val[i], b1, sizeof(b1)), name,
				    size_format(st->config[BIOCAP_CFG_LIMIT], b2, sizeof(b2)));
				bc_device_status_free(&d);
				return BC_EXIT_INVALID;
			}
		}
	}
	bc_device_status_free(&d);
	for (i = 0; i < 3; i++) {
		if (!has[i])
			continue;
		snprintf(msg, sizeof(msg), "%s %llu", msgs[i], (unsigned long long)val[i]);
		r = bc_dm_message(name, msg);
		if (r)
			return r;
	}
	return BC_EXIT_OK;
}

static int cmd_reset(int argc, char **argv)
{
	int i, r = BC_EXIT_OK;

	if (argc < 2)
		return usage_error("reset: no device name given");
	for (i = 1; i < argc; i++) {
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
		{ NULL, 0, NULL, 0 }
	};
	bool force = false;
	int c, i, r = BC_EXIT_OK;

	optind = 0;
	while ((c = getopt_long(argc, argv, "f", o, NULL)) != -1) {
		if (c != 'f')
			return usage_error("remove: bad option");
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
	int c, verbose = 0, r;
	size_t i;

	while ((c = getopt_long(argc, argv, "+vhV", o, NULL)) != -1) {
		switch (c) {
		case 'v':
			verbose++;
			break;
		case 'h':
			fputs(usage_text, stdout);
			return BC_EXIT_OK;
		case 'V':
			version();
			return BC_EXIT_OK;
		default:
			return usage_error("bad option");
		}
	}
	if (optind >= argc)
		return usage_error("no command given");
	if (!strcmp(argv[optind], "help")) {
		fputs(usage_text, stdout);
		return BC_EXIT_OK;
	}
	for (i = 0; i < BC_ARRAY_SIZE(commands); i++) {
		if (strcmp(argv[optind], commands[i].name))
			continue;
		if (commands[i].dm)
			bc_dm_setup(verbose);
		r = commands[i].fn(argc - optind, argv + optind);
		if (commands[i].dm)
			dm_lib_release();
		if (fflush(stdout) && r == BC_EXIT_OK) {
			err("write error: %s", strerror(errno));
			r = BC_EXIT_FAIL;
		}
		return r;
	}
	return usage_error("unknown command '%s'", argv[optind]);
}
