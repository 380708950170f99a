/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The part of QEMU's TCG plugin API (docs/devel/tcg-plugins.rst of QEMU) that
 * insnprof calls, declared here because Debian's QEMU packages ship the
 * plugin loader but not its header. API version 7 is that of QEMU 11.1
 * (sid's, which the test bed runs): it gave the translation callback a user
 * data pointer. A QEMU that does not take version 7 refuses the plugin and
 * says which versions it takes.
 */
#ifndef INSNPROF_QEMU_PLUGIN_API_H
#define INSNPROF_QEMU_PLUGIN_API_H

#include <stddef.h>
#include <stdint.h>

#define INSNPROF_PLUGIN_API_VERSION 7
#define INSNPROF_EXPORT __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;
struct qemu_info_t;
struct qemu_plugin_tb;

enum qemu_plugin_cb_flags {
	QEMU_PLUGIN_CB_NO_REGS,
	QEMU_PLUGIN_CB_R_REGS,
	QEMU_PLUGIN_CB_RW_REGS,
};

typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index,
					    void *userdata);
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(struct qemu_plugin_tb *tb,
					       void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
					   qemu_plugin_vcpu_tb_trans_cb_t cb,
					   void *userdata);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb,
					  qemu_plugin_vcpu_udata_cb_t cb,
					  enum qemu_plugin_cb_flags flags,
					  void *userdata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
				    qemu_plugin_udata_cb_t cb, void *userdata);

#endif
