// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * biocap-generator: a systemd generator that turns each line of
 * /etc/biocaptab into biocap@NAME.service (see biocap-generator(8)).
 *
 *   biocap-generator NORMAL-DIR [EARLY-DIR LATE-DIR]
 *
 * Units go into NORMAL-DIR.  A bad line is reported on stderr (the journal)
 * and skipped; the others still get their units, and the exit status is 1.
 * SYSTEMD_BIOCAPTAB names another file (tests), BIOCAPCTL another tool.
 */
#include <stdio.h>
#include <stdlib.h>

#include "biocaptab.h"

/* where "make install" puts biocapctl (the Makefile's SBINDIR) */
#ifndef BC_SBINDIR
#define BC_SBINDIR "/usr/sbin"
#endif

int main(int argc, char **argv)
{
	const char *file = getenv("SYSTEMD_BIOCAPTAB");
	const char *tool = getenv("BIOCAPCTL");
	struct bc_tab tab;
	char err[512];
	size_t i;
	int r = 0;

	if (argc != 2 && argc != 4) {
		fprintf(stderr, "usage: biocap-generator NORMAL-DIR [EARLY-DIR LATE-DIR]\n");
		return 2;
	}
	if (!file || !*file)
		file = BC_BIOCAPTAB;
	if (!tool || !*tool)
		tool = BC_SBINDIR "/biocapctl";
	bc_tab_report_prefix("biocap-generator: ");
	if (bc_tab_load(file, true, &tab, err, sizeof(err), stderr))
		r = 1;
	for (i = 0; i < tab.n; i++) {
		if (bc_tab_write_units(argv[1], file, &tab.e[i], tool, err, sizeof(err))) {
			fprintf(stderr, "biocap-generator: %s\n", err);
			r = 1;
		}
	}
	bc_tab_free(&tab);
	return r;
}
