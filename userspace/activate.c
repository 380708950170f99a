// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocapctl activate / deactivate: create and remove the devices that
 * /etc/biocaptab lists (see biocaptab(5)).  Both are idempotent.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "dm-biocap.h"
#include "activate.h"
#include "bc.h"
#include "biocaptab.h"
#include "dm.h"
#include "table.h"

/* The file being read (BC_BIOCAPTAB or --tab), for messages. */
static const char *tab_file = BC_BIOCAPTAB;

static void tab_warn(const char *msg)
{
	fprintf(stderr, "biocapctl: warning: %s\n", msg);
}

/*
 * The line dm would print for target t of the wanted table: the lower
 * device as MAJOR:MINOR, as in the kernel's STATUSTYPE_TABLE.
 */
static int wanted_params(const struct bc_table_opts *o, const struct bc_target *t,
			 char *buf, size_t len)
{
	struct bc_target tt = *t;
	char devno[32];
	struct stat st;

	if (stat(t->path, &st))
		return -errno;
	snprintf(devno, sizeof(devno), "%u:%u", major(st.st_rdev), minor(st.st_rdev));
	tt.path = devno;
	return bc_target_params(o, &tt, buf, len);
}

/*
 * Compare the live device with the wanted table.  Returns 1 when they are
 * the same, 0 when not (what differs in why).
 */
static int same_table(const struct bc_device_status *d, const struct bc_tab_entry *e,
		      const struct bc_table *tab, char *why, size_t whylen)
{
	char want[4200];
	size_t i;

	if (d->ntargets != tab->n) {
		snprintf(why, whylen, "it has %zu biocap targets, %s gives %zu",
			 d->ntargets, tab_file, tab->n);
		return 0;
	}
	for (i = 0; i < tab->n; i++) {
		const struct bc_target_status *t = &d->t[i];

		if (wanted_params(&e->opts, &tab->t[i], want, sizeof(want))) {
			snprintf(why, whylen, "cannot read %s", tab->t[i].path);
			return 0;
		}
		if (t->start != tab->t[i].start || t->len != tab->t[i].len ||
		    !t->params || strcmp(t->params, want)) {
			snprintf(why, whylen,
				 "it is '%" PRIu64 " %" PRIu64 " biocap %s', %s gives '%" PRIu64
				 " %" PRIu64 " biocap %s'",
				 t->start, t->len, t->params ? t->params : "?", tab_file,
				 tab->t[i].start, tab->t[i].len, want);
			return 0;
		}
	}
	return 1;
}

static int activate_one(const struct bc_tab_entry *e)
{
	struct bc_device_status d;
	struct bc_table tab;
	struct bc_table_opts o = e->opts;
	char *spec = e->spec, msg[512], why[9000];
	bool found;
	int r;

	o.warn = tab_warn;
	r = bc_table_build(&o, &spec, 1, &bc_bdev_prober, &tab, msg, sizeof(msg));
	if (r) {
		fprintf(stderr, "biocapctl: %s (%s line %u): %s\n", e->name, tab_file,
			e->line, msg);
		return r;
	}
	r = bc_dm_get(e->name, &d, &found);
	if (r) {
		bc_table_free(&tab);
		return r;
	}
	if (found) {
		if (!d.ntargets) {
			fprintf(stderr, "biocapctl: %s exists and is not a biocap device\n",
				e->name);
			r = BC_EXIT_FAIL;
		} else if (same_table(&d, e, &tab, why, sizeof(why))) {
			printf("%s: already active (%s)\n", e->name, d.path);
		} else {
			fprintf(stderr, "biocapctl: %s is active with a different table: %s\n",
				e->name, why);
			r = BC_EXIT_FAIL;
		}
		bc_device_status_free(&d);
		bc_table_free(&tab);
		return r;
	}
	bc_device_status_free(&d);
	r = bc_dm_create(e->name, &o, &tab);
	bc_table_free(&tab);
	if (!r)
		printf("%s: activated /dev/mapper/%s\n", e->name, e->name);
	return r;
}

static int deactivate_one(const struct bc_tab_entry *e)
{
	struct bc_device_status d;
	bool found;
	int r;

	r = bc_dm_get(e->name, &d, &found);
	if (r)
		return r;
	if (!found) {
		printf("%s: not active\n", e->name);
	} else if (!d.ntargets) {
		fprintf(stderr, "biocapctl: %s exists and is not a biocap device: not removed\n",
			e->name);
		r = BC_EXIT_FAIL;
	} else {
		r = bc_dm_remove(e->name);
		if (!r)
			printf("%s: deactivated\n", e->name);
	}
	bc_device_status_free(&d);
	return r;
}

static const struct option tab_options[] = {
	{ "all",	no_argument,	   NULL, 'a' },
	{ "tab",	required_argument, NULL, 't' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int run(int argc, char **argv, bool up)
{
	const char *cmd = up ? "activate" : "deactivate";
	struct bc_tab tab;
	bool all = false;
	char err[512];
	size_t i, k;
	int c, r = 0, e;

	optind = 0;
	while ((c = bc_cmd_getopt(argc, argv, "at:h", tab_options)) != -1) {
		switch (c) {
		case 'a':
			all = true;
			break;
		case 't':
			tab_file = optarg;
			break;
		case 'h':
			return bc_command_usage(cmd);
		default:
			return bc_bad_option(cmd);
		}
	}
	if (all == (optind < argc)) {
		fprintf(stderr, "biocapctl: %s: give device names or --all, not %s\n",
			cmd, all ? "both" : "neither");
		return bc_bad_option(cmd);
	}
	/*
	 * Bad lines are reported; the good ones still work.  A bad line fails
	 * --all, and activating the device it names; deactivate (named or
	 * --all) removes that device all the same.
	 */
	bc_tab_report_prefix("biocapctl: ");
	if (bc_tab_load(tab_file, false, &tab, err, sizeof(err), stderr)) {
		if (all || (!tab.n && !tab.nbad))
			r = BC_EXIT_FAIL;
		if (!tab.n && !tab.nbad && !all)
			return r;
	}
	if (all && up) {
		for (k = 0; k < tab.n; k++) {
			if (tab.e[k].noauto)
				continue;
			e = activate_one(&tab.e[k]);
			if (e && !r)
				r = e;
		}
	} else if (all) {
		/*
		 * In reverse order, as later lines may stack on earlier ones;
		 * a bad line still names a device to remove.
		 */
		size_t g = tab.n, b = tab.nbad;

		while (g || b) {
			struct bc_tab_entry named = { 0 };
			const struct bc_tab_entry *te;

			if (g && (!b || tab.e[g - 1].line > tab.bad[b - 1].line)) {
				te = &tab.e[--g];
			} else {
				named.name = tab.bad[--b].name;
				te = &named;
			}
			e = deactivate_one(te);
			if (e && !r)
				r = e;
		}
	}
	for (i = (size_t)optind; i < (size_t)argc; i++) {
		const struct bc_tab_entry *te = bc_tab_find(&tab, argv[i]);
		unsigned int bad = bc_tab_bad_line(&tab, argv[i]);
		struct bc_tab_entry named = { .name = argv[i] };

		/* removing a device needs only its name, not a good line */
		if (!te && bad && !up)
			te = &named;
		if (!te) {
			if (bad)
				fprintf(stderr, "biocapctl: %s: not activated: line %u of %s is bad\n",
					argv[i], bad, tab_file);
			else
				fprintf(stderr, "biocapctl: %s: not listed in %s\n", argv[i],
					tab_file);
			if (!r)
				r = BC_EXIT_FAIL;
			continue;
		}
		e = up ? activate_one(te) : deactivate_one(te);
		if (e && !r)
			r = e;
	}
	bc_tab_free(&tab);
	e = bc_finish_stdout();
	return r ? r : e;
}

int bc_cmd_activate(int argc, char **argv)
{
	return run(argc, argv, true);
}

int bc_cmd_deactivate(int argc, char **argv)
{
	return run(argc, argv, false);
}
