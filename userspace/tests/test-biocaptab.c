// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* Unit tests: /etc/biocaptab parsing and unit names (biocaptab.c). */
#define _GNU_SOURCE	/* fmemopen */
#include <stdlib.h>

#include "dm-biocap.h"
#include "bc.h"
#include "biocaptab.h"
#include "unit.h"

static int parse(const char *text, struct bc_tab *tab, char *err, size_t errlen,
		 FILE *report)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	int r = bc_tab_parse(f, "tab", tab, err, errlen, report);

	fclose(f);
	return r;
}

static void test_good(void)
{
	static const char text[] =
		"# comment\n"
		"\n"
		"   \t# indented comment\n"
		"a0 /dev/sda\n"
		"b.1\tUUID=1234-abcd:1M:64M\tcap=128k,read-cap=1M,write-cap=256k,aligned\r\n"
		"c_2 PARTUUID=0f1e-01:2048s nofail,noauto,no-build-cap,no-check\n"
		"d+3 /dev/disk/by-path/pci-0000:00:1f.2-ata-1 -\n"
		"e-4 LABEL=x defaults\n"
		"e5 ID=nvme-Y cap=64k,initramfs\n"
		"f5 ID=nvme-X:4k cap=auto\n"
		"g6 PARTLABEL=y\n"
		"h7 /dev/disk/by-id/..nvme-A.B..\n";
	const struct bc_tab_entry *e;
	struct bc_tab tab;
	char err[256] = "";

	CHECK(parse(text, &tab, err, sizeof(err), NULL) == 0, "parse: %s", err);
	CHECK(tab.n == 9, "%zu entries", tab.n);
	e = bc_tab_find(&tab, "a0");
	CHECK(e && !strcmp(e->path, "/dev/sda") && !strcmp(e->spec, "/dev/sda") &&
	      e->line == 4 && e->opts.cap == BIOCAP_CAP_AUTO && !e->nofail, "a0");
	e = bc_tab_find(&tab, "b.1");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-uuid/1234-abcd") &&
	      !strcmp(e->spec, "/dev/disk/by-uuid/1234-abcd:1M:64M"), "b.1 device");
	CHECK(e && e->opts.cap == 256 && e->opts.has_read_cap && e->opts.read_cap == 2048 &&
	      e->opts.has_write_cap && e->opts.write_cap == 512 && e->opts.aligned &&
	      !e->opts.no_build_cap, "b.1 options");
	e = bc_tab_find(&tab, "c_2");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-partuuid/0f1e-01") &&
	      !strcmp(e->spec, "/dev/disk/by-partuuid/0f1e-01:2048s"), "c_2 device");
	CHECK(e && e->nofail && e->noauto && e->opts.no_build_cap && e->opts.no_check &&
	      !e->opts.has_read_cap, "c_2 options");
	e = bc_tab_find(&tab, "d+3");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-path/pci-0000:00:1f.2-ata-1"),
	      "by-path name with colons: %s", e ? e->path : "-");
	e = bc_tab_find(&tab, "e-4");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-label/x") && !e->initramfs, "LABEL=");
	e = bc_tab_find(&tab, "e5");
	CHECK(e && e->initramfs && e->opts.cap == 128 && !e->noauto, "initramfs option");
	e = bc_tab_find(&tab, "f5");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-id/nvme-X") &&
	      !strcmp(e->spec, "/dev/disk/by-id/nvme-X:4k"), "ID=");
	e = bc_tab_find(&tab, "g6");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-partlabel/y"), "PARTLABEL=");
	e = bc_tab_find(&tab, "h7");
	CHECK(e && !strcmp(e->path, "/dev/disk/by-id/..nvme-A.B.."), "dots inside a name");
	CHECK(!bc_tab_find(&tab, "zz"), "find a missing name");
	bc_tab_free(&tab);
}

static void test_bad(void)
{
	static const struct {
		const char *line;
		const char *msg;
	} cases[] = {
		{ "a\n", "tab:1: expected NAME DEVICE" },
		{ "a /dev/sda cap=1M extra\n", "tab:1: too many fields" },
		{ "a/b /dev/sda\n", "tab:1: name 'a/b': a name has only" },
		{ "-a /dev/sda\n", "tab:1: name '-a': a name does not start" },
		{ "a sda\n", "tab:1: device 'sda': DEVICE is an absolute path" },
		{ "a UUID=x/y\n", "tab:1: device 'UUID=x/y': a UUID=" },
		{ "a UUID=\n", "tab:1: device 'UUID=': a UUID=" },
		/* systemd names the device's units after the path without them */
		{ "a /dev/./sda\n", "tab:1: device '/dev/./sda': a DEVICE path has no '.' or '..' parts" },
		{ "a /dev/sda/..:1M\n", "tab:1: device '/dev/sda/..:1M': a DEVICE path has no '.'" },
		{ "a ID=..\n", "tab:1: device 'ID=..': a UUID=, LABEL= ... value is not '.' or '..'" },
		{ "a /dev/sda cap=1x\n", "tab:1: cap=1x: " },
		{ "a /dev/sda cap=2k\n", "tab:1: cap=2k: " },
		{ "a /dev/sda cap\n", "tab:1: option 'cap' needs a value" },
		{ "a /dev/sda nofail=1\n", "tab:1: option 'nofail' takes no value" },
		{ "a /dev/sda initramfs=yes\n", "tab:1: option 'initramfs' takes no value" },
		{ "a /dev/sda frob\n", "tab:1: unknown option 'frob'" },
		{ "# x\na /dev/sda\na /dev/sdb\n", "tab:3: 'a' is listed twice (first on line 2)" },
		/* a mistyped OFFSET or LEN is not a part of the path */
		{ "a /dev/sda:1000\n", "tab:1: device '/dev/sda:1000': OFFSET and LEN are sizes" },
		{ "a /dev/sda:1G:8gb\n", "tab:1: device '/dev/sda:1G:8gb': OFFSET and LEN are" },
		/* LEN 0 maps nothing; a by-path name ending in ":0:0" reads as one */
		{ "a /dev/sda:1M:0\n", "tab:1: device '/dev/sda:1M:0': LEN cannot be 0" },
		{ "a /dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:0\n",
		  "tab:1: device '/dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:0': LEN cannot be 0" },
		/* ":0" ends some by-path and by-id names: an OFFSET of 0 alone is ambiguous */
		{ "a ID=usb-Generic_STORAGE_DEVICE_0-0:0\n",
		  "tab:1: device 'ID=usb-Generic_STORAGE_DEVICE_0-0:0': a by-path or by-id name" },
		{ "a /dev/disk/by-path/pci-0000:00:14.0-usb-0:1:1.0-scsi-0:0\n",
		  "tab:1: device '/dev/disk/by-path/pci-0000:00:14.0-usb-0:1:1.0-scsi-0:0': a by-path" },
		{ "a ID=usb-X-0:0:\n", "tab:1: device 'ID=usb-X-0:0:': a by-path or by-id name" },
		{ "a /dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:0:\n",
		  "tab:1: device '/dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:0:': a by-path" },
	};
	struct bc_tab tab;
	char err[256];
	size_t i;

	for (i = 0; i < BC_ARRAY_SIZE(cases); i++) {
		err[0] = '\0';
		CHECK(parse(cases[i].line, &tab, err, sizeof(err), NULL) == -1 && tab.n == 0,
		      "'%s' accepted", cases[i].line);
		CHECK(!strncmp(err, cases[i].msg, strlen(cases[i].msg)),
		      "'%s': message '%s', expected '%s...'", cases[i].line, err, cases[i].msg);
	}
}

/* A name is at most what biocapctl create takes (BIOCAP-NAME is a UUID). */
static void test_name_length(void)
{
	struct bc_tab tab;
	char line[256], err[256];
	size_t n;

	memset(line, 'n', 121);
	strcpy(line + 121, " /dev/sda\n");
	CHECK(parse(line, &tab, err, sizeof(err), NULL) == 0 && tab.n == 1,
	      "a name of 121 characters refused: %s", err);
	bc_tab_free(&tab);
	memset(line, 'n', 122);
	strcpy(line + 122, " /dev/sda\n");
	err[0] = '\0';
	CHECK(parse(line, &tab, err, sizeof(err), NULL) == -1 && tab.n == 0,
	      "a name of 122 characters accepted");
	CHECK(strstr(err, "a name has 1 to 121 characters"), "message '%s'", err);
	/* each - takes 4 characters in a unit name: 35 of them fit in 121, 36 do not */
	for (n = 0; n < 121; n++)
		line[n] = n < 70 ? "a-"[n % 2] : 'b';
	strcpy(line + 121, " /dev/sda\n");
	CHECK(parse(line, &tab, err, sizeof(err), NULL) == 0 && tab.n == 1,
	      "a name of 35 dashes in 121 characters refused: %s", err);
	bc_tab_free(&tab);
	line[70] = '-';
	err[0] = '\0';
	CHECK(parse(line, &tab, err, sizeof(err), NULL) == -1 && tab.n == 0,
	      "a name of 36 dashes in 121 characters accepted");
	CHECK(strstr(err, "too long for its systemd units"), "message '%s'", err);
}

static void test_keep_going(void)
{
	struct bc_tab tab;
	char err[256], *rep = NULL;
	size_t replen = 0;
	FILE *report = open_memstream(&rep, &replen);
	int r;

	r = parse("a /dev/sda\nb /dev/sdb frob\nc /dev/sdc\nd x\ne /dev/sde cap=64k, nofail\n"
		  "b /dev/sdf\n", &tab, err, sizeof(err), report);
	fclose(report);
	CHECK(r == -1, "bad lines not reported in the result");
	CHECK(tab.n == 2 && bc_tab_find(&tab, "a") && bc_tab_find(&tab, "c"),
	      "good lines kept: %zu", tab.n);
	CHECK(strstr(rep, "tab:2: unknown option 'frob'\n") && strstr(rep, "tab:4: device 'x'"),
	      "report: %s", rep);
	/* a name that a bad line lists first is still listed twice */
	CHECK(strstr(rep, "tab:6: 'b' is listed twice (first on line 2)\n") && !bc_tab_find(&tab, "b"),
	      "report: %s", rep);
	/* deactivate still knows the names of the bad lines */
	CHECK(bc_tab_bad_line(&tab, "b") == 2 && bc_tab_bad_line(&tab, "d") == 4 &&
	      bc_tab_bad_line(&tab, "e") == 5 && !bc_tab_bad_line(&tab, "a") && tab.nbad == 3,
	      "bad lines' names: b %u, d %u, e %u, %zu kept", bc_tab_bad_line(&tab, "b"),
	      bc_tab_bad_line(&tab, "d"), bc_tab_bad_line(&tab, "e"), tab.nbad);
	bc_tab_free(&tab);
	free(rep);
}

/* paths with colons of their own keep them; OFFSET and LEN after them still split */
static void test_colon_paths(void)
{
	static const struct {
		const char *dev;
		const char *path;
		const char *rest;
	} cases[] = {
		{ "ID=usb-Generic_STORAGE_DEVICE_000000009909-0:1",
		  "/dev/disk/by-id/usb-Generic_STORAGE_DEVICE_000000009909-0:1", "" },
		{ "ID=usb-Generic_STORAGE_DEVICE_000000009909-0:1:1M:2M",
		  "/dev/disk/by-id/usb-Generic_STORAGE_DEVICE_000000009909-0:1", ":1M:2M" },
		{ "/dev/disk/by-path/pci-0000:00:1f.2-ata-1",
		  "/dev/disk/by-path/pci-0000:00:1f.2-ata-1", "" },
		{ "/dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:9:1M:2M",
		  "/dev/disk/by-path/pci-0000:00:10.0-scsi-0:0:0:9", ":1M:2M" },
		{ "UUID=ab-cd:1M:2M", "/dev/disk/by-uuid/ab-cd", ":1M:2M" },
		/* empty fields are the defaults, as in biocapctl */
		{ "/dev/sda::1G", "/dev/sda", "::1G" },
		{ "/dev/sda:", "/dev/sda", ":" },
		{ "/dev/sda::", "/dev/sda", "::" },
		{ "/dev/sda:1M:", "/dev/sda", ":1M:" },
		{ "PARTUUID=abcd-01::8G", "/dev/disk/by-partuuid/abcd-01", "::8G" },
		{ "/dev/sda:0", "/dev/sda", ":0" },
		{ "ID=nvme-X:0:1G", "/dev/disk/by-id/nvme-X", ":0:1G" },
	};
	struct bc_tab tab;
	char line[256], err[256], spec[256];
	size_t i;

	for (i = 0; i < BC_ARRAY_SIZE(cases); i++) {
		snprintf(line, sizeof(line), "a %s\n", cases[i].dev);
		snprintf(spec, sizeof(spec), "%s%s", cases[i].path, cases[i].rest);
		err[0] = '\0';
		CHECK(parse(line, &tab, err, sizeof(err), NULL) == 0 && tab.n == 1,
		      "'%s' refused: %s", cases[i].dev, err);
		if (tab.n == 1) {
			CHECK(!strcmp(tab.e[0].path, cases[i].path), "'%s': path %s",
			      cases[i].dev, tab.e[0].path);
			CHECK(!strcmp(tab.e[0].spec, spec), "'%s': spec %s", cases[i].dev,
			      tab.e[0].spec);
		}
		bc_tab_free(&tab);
	}
}

/* a NUL byte is a bad line like any other: the lines after it are read */
static void test_nul_byte(void)
{
	static const char text[] = "one /dev/vdb\ntwo /dev/vdc\0junk\nthree /dev/vdd\n";
	FILE *f = fmemopen((void *)text, sizeof(text) - 1, "r");
	struct bc_tab tab;
	char err[256], *rep = NULL;
	size_t replen = 0;
	FILE *report = open_memstream(&rep, &replen);
	int r;

	r = bc_tab_parse(f, "tab", &tab, err, sizeof(err), report);
	fclose(f);
	fclose(report);
	CHECK(r == -1, "a NUL byte not reported in the result");
	CHECK(tab.n == 2 && bc_tab_find(&tab, "one") && bc_tab_find(&tab, "three"),
	      "lines around the NUL byte not kept: %zu", tab.n);
	CHECK(strstr(rep, "tab:2: NUL byte in line\n"), "report: %s", rep);
	bc_tab_free(&tab);
	free(rep);
}

static void test_unit_names(void)
{
	static const char *const cases[][2] = {
		/* as systemd-escape --path --suffix=device prints them */
		{ "/dev/sda", "dev-sda.device" },
		{ "/dev/disk/by-uuid/3b6f-5a1c", "dev-disk-by\\x2duuid-3b6f\\x2d5a1c.device" },
		{ "/dev/disk/by-path/pci-0000:00:1f.2-ata-1",
		  "dev-disk-by\\x2dpath-pci\\x2d0000:00:1f.2\\x2data\\x2d1.device" },
		{ "/dev/mapper/a b", "dev-mapper-a\\x20b.device" },
		{ "//dev//x/", "dev-x.device" },
		{ "/dev/.hidden", "dev-.hidden.device" },
		{ "/.x", "\\x2ex.device" },
		{ "/dev/disk/by-label/caf\xc3\xa9", "dev-disk-by\\x2dlabel-caf\\xc3\\xa9.device" },
	};
	char buf[256];
	size_t i;

	for (i = 0; i < BC_ARRAY_SIZE(cases); i++) {
		CHECK(bc_unit_name_from_path(cases[i][0], ".device", buf, sizeof(buf)) == 0 &&
		      !strcmp(buf, cases[i][1]), "%s: %s, expected %s", cases[i][0], buf,
		      cases[i][1]);
	}
	CHECK(bc_unit_name_from_path("/dev/sda", ".device", buf, 8) == -1, "overflow");
}

int main(void)
{
	RUN("biocaptab-good", test_good);
	RUN("biocaptab-bad", test_bad);
	RUN("biocaptab-name-length", test_name_length);
	RUN("biocaptab-keep-going", test_keep_going);
	RUN("biocaptab-nul-byte", test_nul_byte);
	RUN("biocaptab-colon-paths", test_colon_paths);
	RUN("biocaptab-unit-names", test_unit_names);
	UNIT_EXIT();
}
