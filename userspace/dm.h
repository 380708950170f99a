/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* The libdevmapper side of biocapctl. */
#ifndef BC_DM_H
#define BC_DM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/dm-ioctl.h>

#include "status.h"
#include "table.h"

/* UUIDs of devices biocapctl creates start with this. */
#define BC_UUID_PREFIX	"BIOCAP-"
/* Longest name create takes: BIOCAP-NAME must fit a UUID (128 characters). */
#define BC_CREATE_NAME_MAX	((int)(DM_UUID_LEN - 1 - (sizeof(BC_UUID_PREFIX) - 1)))

/* Logging (verbose 0..2) and udev synchronisation. */
void bc_dm_setup(int verbose);

/*
 * Names as the kernel has them (libdm's mangling off) while raw is true:
 * names listed by bc_dm_names() then address their devices whatever bytes
 * they hold (a name made with "dmsetup --manglename none" may hold any
 * byte but '/').  Names given by the user keep libdm's default mangling.
 */
void bc_dm_raw_names(bool raw);

/* Whether udev synchronisation is in use (after bc_dm_setup). */
bool bc_dm_udev_sync(void);

/*
 * All functions below return 0 or an exit code (BC_EXIT_*), having
 * printed why on stderr, including the kernel's own reason when the
 * kernel refused a table or message.
 */
int bc_dm_create(const char *name, const struct bc_table_opts *opts,
		 const struct bc_table *tab);
int bc_dm_remove(const char *name);
/* Send msg to every biocap target of NAME; prints any response. */
int bc_dm_message(const char *name, const char *msg);
/* Send msg to the target of NAME that starts at sector. */
int bc_dm_message_at(const char *name, uint64_t sector, const char *msg);

/*
 * Queue attribute attr (a size in KiB) of block device major:minor, or
 * -errno when it cannot be read (-ENOENT: no such attribute or device).
 */
long long bc_queue_attr_kb(unsigned int major, unsigned int minor, const char *attr);

/* Names of all dm devices. */
int bc_dm_names(char ***names, size_t *n);
void bc_dm_names_free(char **names, size_t n);

/*
 * Read a device's biocap targets.  *found is false when the device does
 * not exist (nothing printed); d->ntargets is 0 when it has no biocap
 * target.
 */
int bc_dm_get(const char *name, struct bc_device_status *d, bool *found);

/*
 * The target types of device NAME's table, space-separated, each once:
 * 0, or -1 having printed why not.
 */
int bc_dm_target_types(const char *name, char *buf, size_t len);

/* The /dev/mapper path of a device (malloc'ed). */
char *bc_dm_path(const char *name);

#endif /* BC_DM_H */
