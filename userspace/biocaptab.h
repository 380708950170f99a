/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* /etc/biocaptab: devices set up at boot (see biocaptab(5)). */
#ifndef BC_BIOCAPTAB_H
#define BC_BIOCAPTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "table.h"

#define BC_BIOCAPTAB	"/etc/biocaptab"

struct bc_tab_entry {
	char *name;		/* dm device name */
	char *device;		/* DEVICE[:OFFSET[:LEN]] as written */
	char *path;		/* the device as a path (UUID=x -> /dev/disk/by-uuid/x) */
	char *spec;		/* path plus the :OFFSET[:LEN] part, for bc_table_build */
	struct bc_table_opts opts;
	bool nofail;
	bool noauto;
	bool initramfs;	/* also set up in the initramfs (its hook copies the line) */
	unsigned int line;	/* line number in the file */
};

/* A bad line whose name could be read: deactivate still knows the name. */
struct bc_tab_bad {
	char *name;
	unsigned int line;
};

struct bc_tab {
	struct bc_tab_entry *e;
	size_t n;
	struct bc_tab_bad *bad;	/* kept only when bad lines are reported */
	size_t nbad;
};

/*
 * Parse a biocaptab.  Returns 0, or -1 with "FILE:LINE: why" in err.  With
 * report NULL it stops at the first bad line and keeps nothing; otherwise
 * each bad line's message goes to report, the line is skipped (its name,
 * when it has a valid one, goes to tab->bad), the good ones are kept and
 * -1 says that some line was bad.  The name of the file
 * is only used in messages.
 */
int bc_tab_parse(FILE *in, const char *file, struct bc_tab *tab, char *err,
		 size_t errlen, FILE *report);
/* bc_tab_parse on a file; a missing file is an empty table when missing_ok. */
int bc_tab_load(const char *file, bool missing_ok, struct bc_tab *tab,
		char *err, size_t errlen, FILE *report);
void bc_tab_free(struct bc_tab *tab);
/* Start each line written to a report stream with @prefix ("prog: "). */
void bc_tab_report_prefix(const char *prefix);
const struct bc_tab_entry *bc_tab_find(const struct bc_tab *tab,
				       const char *name);
/* The line of a bad line named name, 0 when there is none. */
unsigned int bc_tab_bad_line(const struct bc_tab *tab, const char *name);

/*
 * The systemd unit name of a path ("/dev/disk/by-uuid/a-b" ->
 * "dev-disk-by\x2duuid-a\x2db.device"), as systemd-escape --path --suffix.
 * Returns 0 or -1 when it does not fit.
 */
int bc_unit_name_from_path(const char *path, const char *suffix, char *buf,
			   size_t len);

/*
 * Write the units of one entry of file into dir (a generator's output
 * directory): biocap@NAME.service and the links that pull it in.  Returns 0 or -1 with
 * a message in err.
 */
int bc_tab_write_units(const char *dir, const char *file,
		       const struct bc_tab_entry *e, const char *biocapctl,
		       char *err, size_t errlen);

#endif /* BC_BIOCAPTAB_H */
