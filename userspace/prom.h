/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* biocapctl status --format prometheus: the Prometheus text format. */
#ifndef BC_PROM_H
#define BC_PROM_H

#include <stddef.h>
#include <stdio.h>

#include "status.h"

/*
 * Every metric of the n devices, grouped in metric families (one HELP and
 * TYPE line each), labelled device="NAME" and target="INDEX" (the target's
 * position in the device's table, from 0).
 */
void bc_prom_print(FILE *out, const struct bc_device_status *d, size_t n);

#endif /* BC_PROM_H */
