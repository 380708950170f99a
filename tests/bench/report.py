#!/usr/bin/env python3
"""Turn the guest records of tests/bench/guest-bench.sh into the benchmark report.

usage: report.py --results DIR [--total-secs N] KERNEL-TAG...

Reads DIR/raw/<tag>.log (guest records) and DIR/raw/<tag>.host (machine and load,
written by run.sh), and DIR/raw/<tag>-icount.log/.host where run.sh ran the seedcap
part's null_blk and model-device halves in a guest under QEMU's instruction-counting clock, and writes DIR/bench-<tag>.csv (one row per fio run),
DIR/report.md and DIR/*.png (gnuplot). Every number comes from the records;
ratios are taken within one repetition (configurations of a group run back to
back) and summarised by their median and min..max over the repetitions.
"""

import argparse
import csv
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

CSV_FIELDS = [
    "kernel", "part", "rep", "dev", "qd", "mode", "engine", "cfg", "rc", "fio_err",
    "read_kib", "bw_kib_s", "iops", "runtime_ms", "lat_mean_us", "clat_mean_us",
    "clat_p99_us", "ios", "nvme_irqs", "irqs_per_io", "bc_reads", "bc_clones",
    "bc_split", "bc_polled", "bc_errors", "bc_max_bio", "first_rq_us_median",
    "first_rq_us_all", "first_bio_sectors", "trace_lost", "hang", "skipped", "msg",
    # part seedcap: buffers, guest clock (icount or tcg), how syscall entry was traced,
    # syscall entry -> first bio on the top device (per read and median), size of the
    # first request on the lower device
    # and the reads' cycles (syscall entry to the next read's) with the MiB/s they give
    "mem", "clock", "sys_ev", "first_bio_us_median", "first_bio_us_all", "first_rq_sectors",
    "cycle_us_all", "steady_mib_s",
    # seedcap on the model device: the model, whether the run was traced, every read's
    # latency (fio's latency log, µs) and their median without the first read
    "model", "traced", "lat_us_all", "lat_us_median", "last_rq_us_all", "last_rq_us_median",
    # transparent hugepages the job faulted in; read size of the file system runs
    "thp_faults", "bs_kib",
]

META_GROUPS = {}
HANGS = {}

DEV_NAMES = {"nb": "null_blk", "nv": "NVMe", "ns": "null_blk"}
CFG_LABEL = {
    "raw": "raw device", "lin": "dm-linear", "bcauto": "biocap auto cap",
    "bc8": "biocap cap 8", "bc256": "biocap 128 KiB", "bc512": "biocap 256 KiB",
    "bc2048": "biocap 1 MiB", "bc8192": "biocap 4 MiB",
    "bcnobuild": "biocap 1 MiB, no_build_cap", "bcbuild": "biocap 1 MiB, build cap",
}
SC_CFGS = ["raw", "lin", "bcnobuild", "bcbuild"]
SC_LABEL = {"raw": "raw device", "lin": "dm-linear (no limit)", "bcnobuild": "biocap 1 MiB, no_build_cap",
            "bcbuild": "biocap 1 MiB (build cap)"}
ERRNO = {"0": "", "5": "EIO", "11": "EAGAIN", "95": "EOPNOTSUPP", "22": "EINVAL"}


def parse_kv(text):
    out = {}
    for tok in text.split():
        if "=" in tok:
            k, v = tok.split("=", 1)
            out[k] = v
    return out


def parse_terse(t):
    """fio terse v3 line -> dict (read direction)."""
    f = t.split(";")
    if len(f) < 46 or f[0] != "3":
        return None
    d = {
        "fio_err": f[4], "read_kib": int(f[5]), "bw_kib_s": int(f[6]), "iops": float(f[7]),
        "runtime_ms": int(f[8]), "clat_mean_us": float(f[15]), "lat_mean_us": float(f[39]),
    }
    d["clat_p99_us"] = ""
    for x in f[17:37]:
        if x.startswith("99.000000%="):
            d["clat_p99_us"] = float(x.split("=", 1)[1])
    return d


def load(results, tag, name=None, clock="tcg"):
    """Records of one guest run (raw/<name>.log, name defaults to the tag); an
    absent log gives no rows."""
    name = name or tag
    raw = os.path.join(results, "raw", name + ".log")
    meta, rows, parts, groups = {"devs": {}}, [], {}, []
    if not os.path.exists(raw):
        return meta, rows, parts, {}
    with open(raw, errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\r\n").replace("\r", "")
            if line.startswith("M "):
                kv = parse_kv(line[2:])
                word = line[2:].split()[0]
                if word == "seedcapdev" and kv.get("dev") == "md":
                    meta.setdefault("md_dev", {})[(kv.get("model"), kv.get("cfg"))] = kv
                elif word in ("fsmodel", "fsmodel_timed", "fsmodel_end", "seedcapfsdev"):
                    meta.setdefault(word, {})[(kv.get("name", kv.get("model")), kv.get("fs"), kv.get("cfg"))] = kv
                elif word in ("model", "model_unload"):
                    meta.setdefault(word, {})[kv.get("name")] = kv
                elif word == "model_status":
                    meta.setdefault(word, {})[(kv.get("name"), kv.get("cfg"))] = line[2:]
                elif word == "seedcapdev":
                    meta.setdefault("seedcapdev", {})[(kv.get("dev"), kv.get("cfg"))] = kv
                elif "dev" in kv and "node" in kv:
                    meta["devs"][kv["dev"]] = kv
                elif word == "dmesg_reports":
                    meta["dmesg_count"] = line.split()[2] if len(line.split()) > 2 else "?"
                elif word == "hang":
                    meta.setdefault("hangs", []).append(kv)
                elif word == "bcconfig":
                    meta.setdefault("bcconfig", {})[kv.get("dm")] = kv
                else:
                    meta.setdefault(word, {}).update(kv)
                    if word == "nvme_queues":
                        meta["nvme_queues_text"] = " ".join(line.split()[2:]).replace("_", " ")
            elif line.startswith("G "):
                groups.append(parse_kv(line[2:]))
            elif line.startswith("P "):
                kv = parse_kv(line[2:])
                parts[kv.get("part")] = int(kv.get("secs", 0))
            elif line.startswith("R "):
                head, _, terse = line[2:].partition(" T=")
                kv = parse_kv(head)
                row = {k: "" for k in CSV_FIELDS}
                row.update({k: v for k, v in kv.items() if k in row})
                row["kernel"] = tag
                row["clock"] = clock
                row["cfg"] = kv["cfg"].rsplit("_", 1)[0]
                row["dev"] = kv.get("dev", kv["cfg"].rsplit("_", 1)[1])
                row["msg"] = "" if kv.get("msg") == "-" else kv.get("msg", "")
                if kv.get("bc", "-") != "-":
                    b = kv["bc"].split(":")
                    for k, v in zip(["bc_reads", "bc_clones", "bc_split", "bc_polled", "bc_errors", "bc_max_bio"], b):
                        row[k] = v
                ft = parse_terse(terse.strip()) if terse.strip() else None
                if ft:
                    row.update(ft)
                    bs = int(kv.get("bs_kib") or {"small": 4, "large": 1024, "seed": 32768, "seedcap": 32768}[row["part"]])
                    row["ios"] = row["read_kib"] // bs
                    if row["ios"] and row["nvme_irqs"] not in ("", "-"):
                        row["irqs_per_io"] = "%.4f" % (int(row["nvme_irqs"]) / row["ios"])
                else:
                    row["fio_err"] = "none"
                if kv.get("lat", "-") != "-":
                    lat = [float(x) for x in kv["lat"].split(",") if x]
                    row["lat_us_all"] = " ".join("%.1f" % x for x in lat)
                    if len(lat) > 1:
                        row["lat_us_median"] = "%.1f" % statistics.median(lat[1:])
                if kv.get("last", "-") != "-":
                    last = kv["last"].split(",")
                    row["last_rq_us_all"] = " ".join(last)
                    lv = [float(x) for x in last[1:] if x != "-"]
                    if lv:
                        row["last_rq_us_median"] = "%.1f" % statistics.median(lv)
                if "sc" in kv:
                    # seedcap: BIO_US:RQ_US:BIO_SECTORS:RQ_SECTORS:CYCLE_US per read ("-": none
                    # seen). The first read of a job faults its buffer in (and zeroes it): the
                    # medians and the steady MiB/s leave it out; the CSV keeps every read.
                    allr = [p.split(":") for p in kv["sc"].split(",") if p.count(":") == 4]
                    reads = allr[1:]
                    bus = [float(p[0]) for p in reads if p[0] != "-"]
                    rus = [float(p[1]) for p in reads if p[1] != "-"]
                    cyc = [float(p[4]) for p in reads if p[4] != "-"]
                    row["first_bio_us_all"] = " ".join(p[0] for p in allr)
                    row["first_rq_us_all"] = " ".join(p[1] for p in allr)
                    row["cycle_us_all"] = " ".join(p[4] for p in allr)
                    if cyc:
                        row["steady_mib_s"] = "%.2f" % (32 / (statistics.median(cyc) / 1e6))
                    if bus:
                        row["first_bio_us_median"] = "%.1f" % statistics.median(bus)
                        row["first_bio_sectors"] = max((int(p[2]) for p in reads if p[2].isdigit()), default="")
                    if rus:
                        row["first_rq_us_median"] = "%.1f" % statistics.median(rus)
                        row["first_rq_sectors"] = max((int(p[3]) for p in reads if p[3].isdigit()), default="")
                    row["sys_ev"] = kv.get("sysev", "")
                    row["trace_lost"] = kv.get("lost", "")
                elif "first" in kv:
                    pairs = [p.split(":") for p in kv["first"].split(",") if ":" in p]
                    us = [float(p[0]) for p in pairs]
                    row["first_rq_us_all"] = " ".join("%.0f" % u for u in us)
                    if us:
                        row["first_rq_us_median"] = "%.1f" % statistics.median(us)
                        row["first_bio_sectors"] = max(int(p[1]) for p in pairs)
                    row["trace_lost"] = kv.get("lost", "")
                rows.append(row)
    host = {}
    hp = os.path.join(results, "raw", name + ".host")
    if os.path.exists(hp):
        with open(hp) as fh:
            for line in fh:
                if "=" in line:
                    k, v = line.rstrip("\n").split("=", 1)
                    host[k] = v
    meta["groups"] = groups
    # the guest's kernel console (copied by run-guest.sh): reports and hung-task warnings
    meta["console"] = []
    cp = raw + ".console"
    if os.path.exists(cp):
        pat = re.compile(r"BUG:|Oops|WARNING:|KASAN|Call Trace|blocked for more than|timed out|rcu.*stall")
        with open(cp, errors="replace") as fh:
            for line in fh:
                line = line.strip().replace("\r", "")
                if pat.search(line):
                    meta["console"].append(line)
    return meta, rows, parts, host


def ok(r):
    """The job itself succeeded (the fio exit status covers its whole group)."""
    return r["fio_err"] == "0" and r.get("read_kib", 0) not in ("", 0)


def med(xs):
    return statistics.median(xs) if xs else None


def spread(xs):
    return (min(xs), max(xs)) if xs else (None, None)


def fmt(x, nd=3):
    if x is None or x == "":
        return "n/a"
    if isinstance(x, str):
        return x
    if abs(x) >= 1000:
        return "%.0f" % x
    return ("%." + str(nd) + "f") % x


def by(rows, **kw):
    return [r for r in rows if all(str(r[k]) == str(v) for k, v in kw.items())]


def rep_ratios(rows, num_filter, den_filter, key="iops"):
    """Per-repetition ratio num/den (both ok runs in the same repetition)."""
    out = []
    reps = sorted({r["rep"] for r in rows}, key=int)
    for rep in reps:
        n = by(rows, rep=rep, **num_filter)
        d = by(rows, rep=rep, **den_filter)
        if len(n) == 1 and len(d) == 1 and ok(n[0]) and ok(d[0]) and float(d[0][key]) > 0:
            out.append(float(n[0][key]) / float(d[0][key]))
    return out


# ---------------------------------------------------------------------------- summary

def small_tables(tag, rows, md, plotdat):
    small = by(rows, part="small")
    if not small:
        return {}
    res = {"t1": [], "gain": []}
    md.append("\n### 1. 4 KiB random reads (io_uring; IRQ = hipri=0, polled = hipri=1)\n")
    md.append("Median over repetitions; ratios are per repetition (configurations run back to back), "
              "shown as median [min..max]. Latency: fio total latency mean, completion-latency p99.\n")
    md.append("| device | QD | mode | config | IOPS | mean lat µs | p99 clat µs | NVMe IRQs/I/O | "
              "IOPS / dm-linear | runs ok |")
    md.append("|---|---|---|---|---|---|---|---|---|---|")
    for dev in ("nb", "nv"):
        for qd in ("1", "32"):
            for mode in ("irq", "poll"):
                g = by(small, dev=dev, qd=qd, mode=mode)
                if not g:
                    continue
                for cfg in ("raw", "lin", "bcauto", "bc8"):
                    c = by(g, cfg=cfg)
                    okc = [r for r in c if ok(r)]
                    iops = med([float(r["iops"]) for r in okc])
                    lat = med([float(r["lat_mean_us"]) for r in okc])
                    p99 = med([float(r["clat_p99_us"]) for r in okc if r["clat_p99_us"] != ""])
                    ipi = med([float(r["irqs_per_io"]) for r in okc if r["irqs_per_io"] != ""])
                    if cfg == "lin":
                        rtxt = "1"
                    else:
                        rr = rep_ratios(g, {"cfg": cfg}, {"cfg": "lin"})
                        lo, hi = spread(rr)
                        rtxt = "%s [%s..%s]" % (fmt(med(rr)), fmt(lo), fmt(hi)) if rr else "n/a"
                        if cfg in ("bcauto", "bc8") and rr:
                            res["t1"].append((dev, qd, mode, cfg, med(rr), lo, hi))
                            res.setdefault("t1_all", {}).setdefault(cfg, []).extend(rr)
                        if rr:
                            plotdat.setdefault("ratio", []).append(
                                (tag, "%s QD%s %s" % (DEV_NAMES[dev], qd, mode), cfg, med(rr), lo, hi))
                    md.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %d/%d |" % (
                        DEV_NAMES[dev], qd, "polled" if mode == "poll" else "IRQ", CFG_LABEL[cfg],
                        fmt(iops), fmt(lat, 1), fmt(p99, 0), fmt(ipi, 3) if dev == "nv" else "-",
                        rtxt, len(okc), len(c)))
    # noise: how far the same pair's ratio moved between repetitions
    spreads = [hi / lo for _d, _q, _m, _c, _v, lo, hi in res["t1"] if lo and hi and lo > 0]
    if spreads:
        res["noise"] = statistics.median(spreads)
        md.append("\nNoise: the per-repetition biocap/dm-linear ratio of one group moved by a factor of %.2f "
                  "(max/min over the repetitions; median over the %d groups, largest %.2f). A ratio target of "
                  "0.97 can only be judged where that factor is well below 1.03.\n" % (
                      res["noise"], len(spreads), max(spreads)))
    # biocap's own counters over the groups (G records): were the polled jobs' clones polled?
    gs = [g for g in META_GROUPS.get(tag, []) if g.get("part") == "small"]
    if gs:
        md.append("\nbiocap counters over all small-I/O jobs (status deltas around each group): ")
        cells = []
        for dev in ("nb", "nv"):
            for cfg in ("bcauto", "bc8"):
                gg = [g for g in gs if g.get("cfg") == "%s_%s" % (cfg, dev)]
                if not gg:
                    continue
                pol = sum(int(g.get("polled", 0)) for g in gg)
                cl = sum(int(g.get("clones", 0)) for g in gg)
                rd = sum(int(g.get("reads", 0)) for g in gg)
                sp = sum(int(g.get("split", 0)) for g in gg)
                er = sum(int(g.get("errors", 0)) for g in gg)
                pio = sum(int(r["ios"]) for r in by(small, dev=dev, cfg=cfg, mode="poll") if r["ios"] != "")
                cells.append("%s %s: %d reads, %d clones, %d split, %d errors, %d polled clones "
                             "(fio: %d I/Os in the polled jobs)" % (
                                 DEV_NAMES[dev], CFG_LABEL[cfg], rd, cl, sp, er, pol, pio))
        md.append("; ".join(cells) + ".\n")
    # polling gain per config
    md.append("\n**Polling gain** (polled IOPS / IRQ IOPS of the same configuration, per repetition):\n")
    md.append("| device | QD | raw | dm-linear | biocap auto | biocap cap 8 | biocap auto gain / dm-linear gain |")
    md.append("|---|---|---|---|---|---|---|")
    for dev in ("nb", "nv"):
        for qd in ("1", "32"):
            g = by(small, dev=dev, qd=qd)
            if not g:
                continue
            gains = {}
            for cfg in ("raw", "lin", "bcauto", "bc8"):
                gains[cfg] = rep_ratios(g, {"cfg": cfg, "mode": "poll"}, {"cfg": cfg, "mode": "irq"})
            cells = []
            for cfg in ("raw", "lin", "bcauto", "bc8"):
                lo, hi = spread(gains[cfg])
                cells.append("%s [%s..%s]" % (fmt(med(gains[cfg])), fmt(lo), fmt(hi)) if gains[cfg] else "n/a")
            gl, gb = med(gains["lin"]), med(gains["bcauto"])
            rel = gb / gl if gl and gb else None
            res["gain"].append((dev, qd, gl, gb, gains["lin"], gains["bcauto"], med(gains["bc8"])))
            md.append("| %s | %s | %s | %s |" % (DEV_NAMES[dev], qd, " | ".join(cells), fmt(rel)))
    return res


def large_table(tag, rows, md, plotdat):
    large = by(rows, part="large")
    if not large:
        return {}
    res = {}
    md.append("\n### 2. 1 MiB polled random reads over NVMe (io_uring hipri=1)\n")
    md.append("| QD | config | runs ok | fio errors | MiB/s | mean lat µs | p99 clat µs | NVMe I/O-queue IRQs per I/O "
              "(median [min..max]) | biocap clones/bio, polled clones |")
    md.append("|---|---|---|---|---|---|---|---|---|")
    for qd in ("1", "8"):
        for cfg in ("raw", "lin", "bcauto"):
            c = by(large, qd=qd, cfg=cfg)
            if not c:
                continue
            okc = [r for r in c if ok(r)]
            hung = [r for r in c if r.get("hang") == "1" or (r["rc"] == "137" and not r.get("skipped"))]
            skipped = [r for r in c if r.get("skipped")]
            errs = sorted({(r["fio_err"], r["rc"]) for r in c if not ok(r) and r not in hung and r not in skipped})
            etxt = sorted({"err=%s%s" % (e, " (%s)" % ERRNO[e] if ERRNO.get(e) else "") for e, rc in errs})
            if hung:
                kill = [h.get("killed_after_s") for h in HANGS.get(tag, []) if h.get("cfg") == cfg + "_nv"
                        and h.get("qd") == qd]
                etxt.append("**hung** %d× (fio killed%s)" % (
                    len(hung), " after %s s" % kill[0] if kill and kill[0] else ""))
            if skipped:
                etxt.append("not rerun after the hang: %d" % len(skipped))
            etxt = ", ".join(etxt) or "none"
            bw = med([r["bw_kib_s"] / 1024 for r in okc])
            lat = med([float(r["lat_mean_us"]) for r in okc])
            p99 = med([float(r["clat_p99_us"]) for r in okc if r["clat_p99_us"] != ""])
            ipis = [float(r["irqs_per_io"]) for r in c if r["irqs_per_io"] != ""]
            lo, hi = spread(ipis)
            bc = ""
            if cfg == "bcauto":
                cl = [int(r["bc_clones"]) / int(r["bc_reads"]) for r in okc if r["bc_reads"] not in ("", "0")]
                po = [int(r["bc_polled"]) for r in okc if r["bc_polled"] != ""]
                bc = "%s clones/bio, polled %s of %s clones" % (
                    fmt(med(cl), 2), sum(po), sum(int(r["bc_clones"]) for r in okc if r["bc_clones"]))
            res[(qd, cfg)] = (len(okc), len(c), etxt, med(ipis), lo, hi, bw, lat)
            plotdat.setdefault("irq", []).append((tag, "QD" + qd, cfg, med(ipis), lo, hi))
            md.append("| %s | %s | %d/%d | %s | %s | %s | %s | %s [%s..%s] | %s |" % (
                qd, CFG_LABEL[cfg], len(okc), len(c), etxt, fmt(bw, 1), fmt(lat, 0), fmt(p99, 0),
                fmt(med(ipis), 3), fmt(lo, 3), fmt(hi, 3), bc or "-"))
    if HANGS.get(tag):
        md.append("\nHung jobs: %s. The raw-namespace jobs run after every other part of the guest, so the "
                  "I/O a hung job leaves outstanding affects no other measurement." % "; ".join(
                      "%s QD%s in repetition %s (fio killed after %s s)" % (
                          CFG_LABEL.get(h.get("cfg", "").rsplit("_", 1)[0], h.get("cfg")), h.get("qd"), h.get("rep"),
                          h.get("killed_after_s")) for h in HANGS[tag]))
    return res


def seed_table(tag, rows, meta, md, plotdat):
    seed = by(rows, part="seed")
    if not seed:
        return {}
    res = {}
    nv = meta["devs"].get("nvme", {})
    md.append("\n### 3. Seed scenario: 32 MiB sequential direct reads over NVMe (QD1)\n")
    sm = meta.get("seedmem", {})
    md.append("Buffers: `%s` (nr_hugepages=%s). First request = time from the first `block:block_bio_queue` "
              "of a 32 MiB read on the top device (dm device, or nvme0n1 for raw) to the next "
              "`block:block_rq_issue` on nvme0n1 (tracefs timestamps; tracing was on during these runs). "
              "nvme0n1 takes at most %s KiB per request (max_sectors_kb; max_hw_sectors_kb %s, max_segments %s), "
              "so caps above that (1 MiB, 4 MiB) cannot make smaller requests: blk-mq splits those clones "
              "again (the cap is moot for the request size, only the clone size differs).\n" % (
                  sm.get("iomem", "?"), sm.get("nr_hugepages", "?"), nv.get("max_sectors_kb", "?"),
                  nv.get("max_hw_sectors_kb", "?"), nv.get("max_segments", "?")))
    md.append("| engine | config | runs ok | MiB/s (median [min..max]) | first request µs (median of runs' medians [min..max]) | "
              "largest first bio (KiB) | biocap reads per 32 MiB read, clones per read, clone errors |")
    md.append("|---|---|---|---|---|---|---|")
    for eng in ("psync", "io_uring"):
        for cfg in ("raw", "lin", "bc256", "bc512", "bc2048", "bc8192"):
            c = by(seed, engine=eng, cfg=cfg)
            if not c:
                continue
            okc = [r for r in c if ok(r)]
            bws = [r["bw_kib_s"] / 1024 for r in okc]
            fr = [float(r["first_rq_us_median"]) for r in okc if r["first_rq_us_median"] != ""]
            fb = [int(r["first_bio_sectors"]) for r in okc if r["first_bio_sectors"] != ""]
            cl = [int(r["bc_clones"]) / int(r["bc_reads"]) for r in okc if r["bc_reads"] not in ("", "0")]
            rpi = [int(r["bc_reads"]) / r["ios"] for r in okc if r["bc_reads"] not in ("", "0") and r["ios"]]
            cerr = sum(int(r["bc_errors"]) for r in okc if r["bc_errors"] not in ("",))
            blo, bhi = spread(bws)
            flo, fhi = spread(fr)
            res[(eng, cfg)] = (med(bws), med(fr))
            plotdat.setdefault("first", []).append((tag, eng, cfg, med(fr), flo, fhi))
            md.append("| %s | %s | %d/%d | %s [%s..%s] | %s [%s..%s] | %s | %s |" % (
                eng, CFG_LABEL[cfg], len(okc), len(c), fmt(med(bws), 1), fmt(blo, 1), fmt(bhi, 1),
                fmt(med(fr), 0), fmt(flo, 0), fmt(fhi, 0), fmt(max(fb) / 2 if fb else None, 0),
                "%s, %s, %d" % (fmt(med(rpi), 2), fmt(med(cl), 1), cerr) if cl else "-"))
    return res


def seedcap_table(tag, rows, metas, md, plotdat, verdicts):
    """Part seedcap: syscall entry -> first bio at the top device and -> first
    request on the lower device, and throughput, for no limit (dm-linear), biocap 1 MiB
    without and with its build-time cap, and the raw device. metas: {dev: meta of the
    guest run that measured dev}."""
    sc = [r for r in by(rows, part="seedcap") if r["dev"] != "md"]
    if not sc:
        return
    md.append("\n### 5. Seed scenario against the build-time cap: 32 MiB sequential direct reads (QD1)\n")
    md.append("One fio process per repetition and device runs every (buffers, engine, configuration) job back "
              "to back, configurations rotated between repetitions; each job makes %s reads of 32 MiB. "
              "Per job the median over its reads is taken; ratios are per repetition (dm-linear's median / the "
              "configuration's median for the first request: **> 1 = sooner**; configuration / dm-linear for "
              "MiB/s), shown as median [min..max] over the repetitions. The first read of every job faults its "
              "buffer in and is left out of the medians (kept in the CSV); *steady MiB/s* is 32 MiB / the median "
              "time from one read's syscall entry to the next one's (reads 2..N-1, QD1), the throughput the "
              "target judges; fio's whole-job MiB/s (warm-up read included) is shown next to it. "
              "*Syscall entry* is the `%s` event of "
              "fio's read (pread64 with a 32 MiB count; io_uring_enter submitting); *first bio* the next "
              "`block:block_bio_queue` on the top device (the dm device, or the raw device); *first request* "
              "the next `block:block_rq_issue` on the lower device. Tracing is on in every configuration.\n" % (
                  ", ".join(sorted({str(r["ios"]) for r in sc if r["ios"] != ""})) or "?",
                  "/".join(sorted({("syscalls:sys_enter_*" if r["sys_ev"] == "tracepoint" else
                                    "kprobe on __x64_sys_*" if r["sys_ev"] == "kprobe" else r["sys_ev"] or "?")
                                   for r in sc}))))
    for dev in ("ns", "nv"):
        d = by(sc, dev=dev)
        if not d:
            continue
        meta = metas.get(dev, {})
        scd = meta.get("seedcapdev", {})
        clock = sorted({r["clock"] for r in d})
        low = scd.get((dev, "raw"), {})
        if dev == "ns":
            nc = meta.get("nullb_seedcap_cfg", {})
            what = ("null_blk (configfs, not memory backed, irqmode=%s, max_sectors=%s: %s KiB requests at most, "
                    "max_segments %s)" % (nc.get("irqmode", "?"), nc.get("max_sectors", "?"),
                                          low.get("max_sectors_kb", "?"), low.get("max_segments", "?")))
        else:
            what = "the emulated NVMe disk (max_sectors_kb %s, max_segments %s)" % (
                low.get("max_sectors_kb", "?"), low.get("max_segments", "?"))
        bcb = scd.get((dev, "bcbuild"), {})
        bcn = scd.get((dev, "bcnobuild"), {})
        # biocap's status build_cap: the build cap a line set (sectors), 0 for none,
        # "absent" from a module that does not report one
        in_force = bcb.get("build_cap") not in (None, "", "0", "absent", "-")
        nb_ok = bcn.get("no_build_cap", "?") == "ok" and bcn.get("build_cap") in ("0", "absent")
        mem = meta.get("seedcapmem", {})
        md.append("\n#### %s, guest clock: %s\n" % (
            DEV_NAMES[dev], " + ".join("QEMU `-icount shift=0,sleep=off` (1 ns per guest instruction)" if c == "icount"
                                       else "host time (TCG, no icount)" for c in clock)))
        md.append("Device: %s. Build-time cap: status `build_cap` of the biocap device with the default "
                  "arguments: **%s**%s; with `no_build_cap`: %s (table argument: %s). Buffers: `shmhuge` "
                  "(hugetlb, nr_hugepages=%s) and `malloc` (4 KiB pages: transparent hugepages `%s` during the "
                  "part).\n" % (
                      what, bcb.get("build_cap", "?"),
                      " sectors (build cap in force; max_sectors_kb %s)" % bcb.get("max_sectors_kb", "?")
                      if in_force else
                      " (this kernel has no build cap: it cannot be in force; a control run)",
                      bcn.get("build_cap", "?"), bcn.get("no_build_cap", "?").replace("_", " "),
                      mem.get("nr_hugepages", "?"), mem.get("thp", "?")))
        if not nb_ok and bcn.get("build_cap") not in ("0", "absent", None):
            md.append("**The no_build_cap configuration had a build cap (%s sectors): it is not the "
                      "configuration it is named after.**\n" % bcn.get("build_cap"))
        md.append("| buffers | engine | config | runs ok | MiB/s (steady) median [min..max] | MiB/s (steady) / "
                  "dm-linear | MiB/s (fio, whole job) / dm-linear | syscall -> first bio µs | syscall -> first "
                  "request µs | first request: dm-linear / config | largest first bio / request KiB | biocap: "
                  "bios per 32 MiB read, largest bio KiB |")
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for memk in MEMS:
            for eng in ("psync", "io_uring"):
                g = by(d, mem=memk, engine=eng)
                if not g:
                    continue
                vals = {}
                for cfg in SC_CFGS:
                    c = by(g, cfg=cfg)
                    if not c:
                        continue
                    okc = [r for r in c if ok(r)]
                    bws = [float(r["steady_mib_s"]) for r in okc if r["steady_mib_s"] != ""]
                    fb = [float(r["first_bio_us_median"]) for r in okc if r["first_bio_us_median"] != ""]
                    fr = [float(r["first_rq_us_median"]) for r in okc if r["first_rq_us_median"] != ""]
                    bsz = [int(r["first_bio_sectors"]) for r in okc if r["first_bio_sectors"] != ""]
                    rsz = [int(r["first_rq_sectors"]) for r in okc if r["first_rq_sectors"] != ""]
                    tput = rep_ratios_key(g, cfg, "steady_mib_s")
                    ftput = rep_ratios(g, {"cfg": cfg}, {"cfg": "lin"}, key="bw_kib_s")
                    sp = rep_ratios_inv(g, cfg, "first_rq_us_median")
                    vals[cfg] = (sp, tput, ftput, rep_ratios_inv(g, cfg, "first_bio_us_median"))
                    bct = "-"
                    if cfg.startswith("bc"):
                        bpr = [int(r["bc_reads"]) / r["ios"] for r in okc if r["bc_reads"] not in ("", "0") and r["ios"]]
                        mb = [int(r["bc_max_bio"]) for r in okc if r["bc_max_bio"] not in ("", "-")]
                        bct = "%s, %s" % (fmt(med(bpr), 1), fmt(max(mb) / 1024 if mb else None, 0))
                    lo, hi = spread(bws)
                    md.append("| %s | %s | %s | %d/%d | %s [%s..%s] | %s | %s | %s [%s..%s] | %s [%s..%s] | %s | %s / %s | %s |" % (
                        memk, eng, SC_LABEL[cfg], len(okc), len(c), fmt(med(bws), 1), fmt(lo, 1), fmt(hi, 1),
                        "1" if cfg == "lin" else rtxt(tput), "1" if cfg == "lin" else rtxt(ftput), fmt(med(fb), 0), fmt(spread(fb)[0], 0),
                        fmt(spread(fb)[1], 0), fmt(med(fr), 0), fmt(spread(fr)[0], 0), fmt(spread(fr)[1], 0),
                        "1" if cfg == "lin" else rtxt(sp, 2), fmt(max(bsz) / 2 if bsz else None, 0),
                        fmt(max(rsz) / 2 if rsz else None, 0), bct))
                    if cfg != "lin":
                        plotdat.setdefault("sc_first", []).append(
                            (tag, "%s %s %s" % (DEV_NAMES[dev], memk, eng), cfg, med(sp), *spread(sp)))
                        plotdat.setdefault("sc_tput", []).append(
                            (tag, "%s %s %s" % (DEV_NAMES[dev], memk, eng), cfg, med(tput), *spread(tput)))
                sp, tput, ftput, spb = vals.get("bcbuild", ([], [], [], []))
                if sp and tput:
                    met = med(sp) >= 3 and med(tput) >= 0.97
                    verdicts.append((tag, "seed scenario, %s (%s clock), %s buffers, %s: build cap first request "
                                          ">= 3x sooner than dm-linear, MiB/s >= 0.97 of dm-linear" % (
                                              DEV_NAMES[dev], "/".join(clock), memk, eng),
                                     "%s: first request %sx sooner [%s..%s], steady MiB/s ratio %s [%s..%s] "
                                     "(first bio %sx sooner; fio whole-job MiB/s ratio %s)%s" % (
                                         "met" if met else "**missed**", fmt(med(sp), 2), fmt(min(sp), 2),
                                         fmt(max(sp), 2), fmt(med(tput)), fmt(min(tput)), fmt(max(tput)),
                                         rtxt(spb, 2), rtxt(ftput), "" if in_force else
                                         " (build cap not in force on this kernel: control)")))
    md.append("\nReading the `malloc` rows: fio allocates every job's buffer afresh, and how many of its 4 KiB "
              "pages happen to be physically contiguous (merged into multi-page bvecs) decides how large a bio "
              "built from it gets without a build-time limit (1 MiB of scattered pages, up to the whole 32 MiB "
              "when contiguous: the *largest first bio* column). That differs from job to job, also under "
              "icount, and is where those rows' wide min..max come from; with hugepage buffers every bio "
              "without a limit is the whole 32 MiB.\n")
    lost = sum(int(r["trace_lost"]) for r in sc if str(r["trace_lost"]).isdigit())
    nofirst = [r for r in sc if ok(r) and r["first_rq_us_median"] == ""]
    md.append("\nTrace events lost: %d; jobs without a first request after a syscall entry: %d.\n" % (
        lost, len(nofirst)))

MD_CFGS = ["raw", "lin", "lincap", "bcnobuild", "bc512", "bc2048", "bc8192", "bcnoacct"]
MD_LABEL = {"raw": "raw device", "lin": "dm-linear", "lincap": "dm-linear, 1 MiB max_sectors",
            "bcnobuild": "biocap 1 MiB, no_build_cap", "bc512": "biocap 256 KiB", "bc2048": "biocap 1 MiB",
            "bc8192": "biocap 4 MiB", "bcnoacct": "biocap 1 MiB, iostats off"}


MEMS = ("shmhuge", "thp", "malloc")
ENGINES = ("psync", "io_uring", "libaio1", "libaio4")


def model_text(kv):
    """A model's parameters as the guest read them back from sysfs."""
    if not kv:
        return "?"
    if kv.get("model") == "serial":
        t = "serial %s MB/s" % kv.get("mbps", "?")
        if kv.get("latency_ns", "0") != "0":
            t += " + %s ns per request" % kv.get("latency_ns")
    else:
        t = "parallel %s µs" % fmt(int(kv.get("latency_ns", "0")) / 1000, 0)
    return t + ", %s tags" % kv.get("queue_depth", "?")


def model_expected_us(kv, first_us, last_us):
    """Modelled time of one raw 32 MiB read: serial, the first request's issue plus
    the device time (bytes / bandwidth + per-request latencies, 1 MiB requests);
    parallel, the last request's issue plus the latency."""
    if not kv or first_us is None:
        return None
    lat_us = int(kv.get("latency_ns", "0")) / 1000
    if kv.get("model") == "serial":
        return first_us + 32 * 1048576 / (int(kv["mbps"]) * 1e6) * 1e6 + 32 * lat_us
    return None if last_us is None else last_us + lat_us


def seedcap_model_table(tag, rows, meta, md, verdicts, plotdat):
    """Part seedcap on the model device (biocap_model): time per 32 MiB read in untraced
    runs (fio's latency log), first-request times from the traced runs, and the
    validation of the model (raw reads against their modelled time)."""
    mdr = by(rows, part="seedcap", dev="md")
    if not mdr:
        if by(rows, part="seedcapfs"):  # seedcapmodels= empty: the file runs alone
            md.append("\n### 6. Seed scenario on the model device (biocap_model): the file runs\n")
            seedcap_fs_table(rows, meta, md)
        return
    models = meta.get("model", {})
    names = [n for n in models if models[n].get("load") == "ok"]
    timed = [r for r in mdr if r["traced"] != "1"]
    traced = [r for r in mdr if r["traced"] == "1"]
    clock = sorted({r["clock"] for r in mdr})
    md.append("\n### 6. Seed scenario on the model device (biocap_model), guest clock: %s\n" % " + ".join(
        "QEMU `-icount shift=0,sleep=off` (1 ns per guest instruction; the device's time is its model's)"
        if c == "icount" else "host time (TCG, no icount)" for c in clock))
    dv = meta["devs"].get("model_%s" % names[0], {}) if names else {}
    m0 = models.get(names[0], {}) if names else {}
    mdc = meta.get("md_dev", {})
    bcb = mdc.get((names[0] if names else None, "bc2048"), {})
    md.append("Device: `biocap_model.ko` (tests/bench/modeldev), one module load per model, one hardware queue, "
              "max_hw_sectors %s, max_sectors %s (requests of %s KiB at most), max_segments %s, scheduler `%s`, completions by "
              "hrtimer. Each read is 32 MiB, O_DIRECT, QD1 unless the engine says otherwise; %s reads per job, the "
              "first (it faults the buffer in) left out. *Time per read* is fio's latency (submission to "
              "completion) from its per-I/O latency log, in runs **without any tracing**; the median over a job's "
              "reads, then median [min..max] over %d repetition(s), configurations rotated within each. *Ratio* "
              "is the configuration's time / dm-linear's in the same repetition (**< 1 = faster**). *First "
              "request* (syscall entry to the first `block_rq_issue` on bmodel0) comes from separate traced runs "
              "(%d per model). Every dm device but *dm-linear, 1 MiB max_sectors* (which keeps the model's 1 MiB) "
              "has `max_sectors_kb` set to its `max_hw_sectors_kb` (dm-linear "
              "and `no_build_cap`: 32 MiB, biocap: its cap). Build-time cap: status `build_cap` of biocap 1 MiB = "
              "**%s**%s. Module built "
              "with %s warning line(s) at W=1.\n" % (
                  m0.get("max_hw_sectors", "?"), m0.get("max_sectors", "?"),
                  fmt(int(m0.get("max_sectors", "0") or m0.get("max_hw_sectors", "0") or 0) / 2, 0),
                  m0.get("max_segments", "?"), m0.get("sched", "?"),
                  ", ".join(sorted({str(r["ios"]) for r in timed if r["ios"] != ""})) or "?",
                  len({r["rep"] for r in timed}), len({r["rep"] for r in traced}),
                  bcb.get("build_cap", "?"),
                  " (this kernel has no build cap: every configuration builds whole bios; "
                  "a control run)" if bcb.get("build_cap") in ("0", "absent") else "",
                  meta.get("model_build", {}).get("warnings", "?")))
    unl = meta.get("model_unload", {})
    if unl:
        bad = [n for n, kv in unl.items() if kv.get("rc") != "0"]
        md.append("Module unloads: %d, failed: %s.\n" % (len(unl), ", ".join(bad) or "none"))

    def lat_med(g, cfg):
        return [float(r["lat_us_median"]) for r in by(g, cfg=cfg) if ok(r) and r["lat_us_median"] != ""]

    def first_med(g, cfg):
        return [float(r["first_rq_us_median"]) for r in by(g, cfg=cfg) if ok(r) and r["first_rq_us_median"] != ""]

    # validation: raw reads against the model
    md.append("\n#### Validation: raw 32 MiB reads against the model\n")
    md.append("Times from the syscall entry. Expected: serial = first request issued (traced run, median) + "
              "32 MiB / bandwidth (+ 32 per-request latencies); parallel = last request issued (traced run, "
              "median) + the latency. Measured = untraced time per read, fio's latency log (median [min..max] of "
              "reads 2..N of every repetition); *traced cycle* = syscall entry to the next read's syscall entry in "
              "the traced run (median; includes fio's own time between reads); *fio runtime* = fio's whole-job "
              "runtime (ms resolution) minus the first read's latency, against (reads - 1) x expected.\n")
    md.append("| model | engine | buffers | first / last request issued µs | expected µs | measured µs median "
              "[min..max] | measured - expected µs | traced cycle µs | fio runtime - first read, ms / expected ms |")
    md.append("|---|---|---|---|---|---|---|---|---|")
    for n in names:
        for eng in ("psync", "io_uring", "libaio1", "libaio4"):
            for memk in MEMS:
                g = by(timed, model=n, engine=eng, mem=memk, cfg="raw")
                gt = by(traced, model=n, engine=eng, mem=memk, cfg="raw")
                if not g:
                    continue
                allr = []
                for r in g:
                    if ok(r) and r["lat_us_all"]:
                        allr += [float(x) for x in r["lat_us_all"].split()[1:]]
                fr = first_med(gt, "raw")
                la = [float(r["last_rq_us_median"]) for r in gt if ok(r) and r["last_rq_us_median"] != ""]
                exp = model_expected_us(models[n], med(fr), med(la)) if eng != "libaio4" else None
                fio_txt = "n/a"
                if exp:
                    fio_txt = ", ".join("%.1f / %.1f" % (int(r["runtime_ms"]) - float(r["lat_us_all"].split()[0]) / 1000,
                                                         (r["ios"] - 1) * exp / 1000)
                                        for r in g if ok(r) and r["lat_us_all"] and r["ios"])
                cyc = []
                for r in gt:
                    if ok(r) and r["cycle_us_all"]:
                        cyc += [float(x) for x in r["cycle_us_all"].split()[1:] if x != "-"]
                lo, hi = spread(allr)
                md.append("| %s | %s | %s | %s / %s | %s | %s [%s..%s] | %s | %s | %s |" % (
                    model_text(models[n]), eng, memk, fmt(med(fr), 1), fmt(med(la), 1), fmt(exp, 1),
                    fmt(med(allr), 1), fmt(lo, 1), fmt(hi, 1), fmt(med(allr) - exp, 1) if exp and allr else "n/a",
                    fmt(med(cyc), 1), fio_txt))

    md.append("\n#### Time per 32 MiB read, ratio to dm-linear\n")
    md.append("| model | engine | buffers | config | runs ok | time per read µs median [min..max] | time / dm-linear "
              "median [min..max] | first request µs (traced) | first request: dm-linear / config | biocap bios "
              "per read, largest KiB |")
    md.append("|---|---|---|---|---|---|---|---|---|---|")
    for n in names:
        for eng in ("psync", "io_uring", "libaio1", "libaio4"):
            for memk in MEMS:
                g = by(timed, model=n, engine=eng, mem=memk)
                if not g:
                    continue
                gt = by(traced, model=n, engine=eng, mem=memk)
                for cfg in MD_CFGS:
                    c = by(g, cfg=cfg)
                    if not c:
                        continue
                    lm = lat_med(g, cfg)
                    ratio = []
                    for rep in sorted({r["rep"] for r in g}, key=int):
                        a = lat_med(by(g, rep=rep), cfg)
                        b = lat_med(by(g, rep=rep), "lin")
                        if a and b:
                            ratio.append(a[0] / b[0])
                    fr = first_med(gt, cfg)
                    frl = first_med(gt, "lin")
                    sp = [frl[0] / fr[0]] if fr and frl and fr[0] > 0 else []
                    bct = "-"
                    if cfg.startswith("bc"):
                        # biocap's counters: read in the traced repetitions (all runs if any has them)
                        okc = [r for r in by(g + gt, cfg=cfg) if ok(r)]
                        bpr = [int(r["bc_reads"]) / r["ios"] for r in okc if r["bc_reads"] not in ("", "0") and r["ios"]]
                        mb = [int(r["bc_max_bio"]) for r in okc if r["bc_max_bio"] not in ("", "-")]
                        bct = "%s, %s" % (fmt(med(bpr), 1), fmt(max(mb) / 1024 if mb else None, 0))
                    if eng == "psync" and memk == "shmhuge" and cfg != "lin" and ratio:
                        rlo, rhi = spread(ratio)
                        plotdat.setdefault("sc_model", []).append(
                            (tag, model_text(models[n]), cfg, med(ratio), rlo, rhi))
                    lo, hi = spread(lm)
                    md.append("| %s | %s | %s | %s | %d/%d | %s [%s..%s] | %s | %s | %s | %s |" % (
                        model_text(models[n]), eng, memk, MD_LABEL[cfg], len([r for r in c if ok(r)]), len(c),
                        fmt(med(lm), 1), fmt(lo, 1), fmt(hi, 1), "1" if cfg == "lin" else rtxt(ratio, 4),
                        fmt(med(fr), 1), "1" if cfg == "lin" else rtxt(sp, 2), bct))

    # the buffers: transparent hugepages each job faulted in (a 32 MiB buffer is 16)
    thp = {}
    for r in timed:
        if ok(r) and r["thp_faults"] not in ("", "-"):
            thp.setdefault(r["mem"], []).append(int(r["thp_faults"]))
    if thp:
        md.append("\nBuffers: `shmhuge` = hugetlb pages; `thp` = malloc, 2 MiB aligned, transparent hugepages "
                  "`always` during the job; `malloc` = 4 KiB pages (transparent hugepages `never`). Transparent "
                  "hugepages faulted in per job (16 back one 32 MiB buffer), median [min..max]: %s.\n" % "; ".join(
                      "`%s` %s [%s..%s]" % (k, fmt(med(v), 0), fmt(min(v), 0), fmt(max(v), 0))
                      for k, v in sorted(thp.items())))

    # Where the build cap's time goes: differences of configurations that differ in one
    # thing, per repetition (µs per 32 MiB read); on the model that takes no time they
    # are instructions only.
    parts = (("the same 32 bios through dm-linear instead of one bio that blk-mq splits", "lincap", "lin"),
             ("biocap's own map and end_io for those bios", "bc2048", "lincap"),
             ("dm's I/O accounting of those bios (iostats)", "bc2048", "bcnoacct"),
             ("the build cap against biocap cutting one whole bio", "bc2048", "bcnobuild"),
             ("biocap cutting one whole bio, against dm-linear", "bcnobuild", "lin"))
    prow = []
    for n in names:
        g = by(timed, model=n, engine="psync", mem="shmhuge")
        if not g:
            continue
        for what, a_cfg, b_cfg in parts:
            d = []
            for rep in sorted({r["rep"] for r in g}, key=int):
                a = lat_med(by(g, rep=rep), a_cfg)
                b = lat_med(by(g, rep=rep), b_cfg)
                if a and b:
                    d.append(a[0] - b[0])
            if d:
                prow.append("| %s | %s | %s - %s | %s |" % (model_text(models[n]), what, MD_LABEL[a_cfg],
                                                              MD_LABEL[b_cfg], rtxt(d, 1)))
    if prow:
        md.append("\n#### Where the time goes (psync, hugepage buffers)\n")
        md.append("Differences of time per 32 MiB read between configurations that differ in one thing, per "
                  "repetition, µs, median [min..max]. On a model that takes no time they are guest "
                  "instructions only (1 ns each).\n")
        md.append("| model | what | configurations | µs per read |")
        md.append("|---|---|---|---|")
        md += prow
    seedcap_fs_table(rows, meta, md)


def steady_mbs(r):
    """MB/s of a job's reads 2..N (the first faults the buffer in): bytes / the sum of their latencies."""
    lat = [float(x) for x in r["lat_us_all"].split()[1:]]
    return len(lat) * int(r["bs_kib"]) * 1024 / sum(lat) if lat and sum(lat) > 0 else None


def seedcap_fs_table(rows, meta, md):
    """The seedcap configurations reading a file of ext4 or xfs on the model device."""
    fr_all = by(rows, part="seedcapfs")
    fr = [r for r in fr_all if r.get("traced") != "1"]
    ftr = [r for r in fr_all if r.get("traced") == "1"]
    mems = [k for k in MEMS if any(r["mem"] == k for r in fr)]
    memcol = mems != ["shmhuge"]  # a buffers column once the runs have other buffers
    fsm = meta.get("fsmodel", {})
    if not fr and not fsm:
        return
    models = meta.get("model", {})
    md.append("\n#### Reading a file: ext4 and xfs on the model device\n")
    has_raw = any(r["cfg"] == "raw" for r in fr)
    if has_raw:
        raw_txt = ("Each configuration mounts it read-only (all at once); the raw device, which cannot be mounted "
                   "while dm holds it, is mounted after the others are removed and read the same way, so its "
                   "repetitions come after theirs (under icount a repetition repeats within 0.03%); it keeps its "
                   "own max_sectors_kb, which on a kernel with the build cap is the size its bios are built to. ")
        copied_txt = "during the timed reads and the raw device's mount and reads (metadata only)"
    else:
        raw_txt = ("Each configuration mounts it read-only (all at once; the raw device cannot be mounted while "
                   "dm holds it, so there is no raw row). ")
        copied_txt = "during the timed reads (metadata only)"
    md.append("The file system is made on the model device (`backing=1`, so its metadata reads back as written) "
              "and holds one 512 MiB file, written once with O_DIRECT; the file's extents are the model's "
              "`nodata` ranges, so the model neither keeps nor copies its data and a read of it costs what a "
              "read of the raw model costs. " + raw_txt + "O_DIRECT at QD1, " +
              ("hugepage buffers" if not memcol else "buffers: shmhuge (hugetlb), thp (malloc, 2 MiB "
               "aligned, THP always), malloc (4 KiB pages, THP never)") + ", no "
              "tracing. *32 MiB*: reads 2..N of the file's first 32 MiB reads; *64 MiB*: the whole file in 8 "
              "reads of 64 MiB (the 2021 series' second experiment), reads 2..8. Time per read is fio's "
              "latency; *MB/s* is the bytes of reads 2..N over the sum of their latencies (the first read "
              "faults the buffer in). Ratios per repetition, median [min..max]." +
              (" *First request* comes from separate traced repetitions (syscall entry to the first "
               "`block_rq_issue` on bmodel0, median of reads 2..N)." if ftr else "") + "\n")
    setup = []
    for (n, fs, _c), kv in sorted(fsm.items()):
        tm = meta.get("fsmodel_timed", {}).get((n, fs, None), {})
        end = meta.get("fsmodel_end", {}).get((n, fs, None), {})
        cp = "n/a"
        if tm.get("copied_kib", "").isdigit() and end.get("copied_kib", "").isdigit():
            cp = "%d KiB" % (int(end["copied_kib"]) - int(tm["copied_kib"]))
        setup.append("%s on %s: %s" % (fs, model_text(models.get(n, {})) if n in models else n,
                                        "made, %s extent(s), nodata %s; copied by the model %s: %s"
                                        % (kv.get("extents", "?"), kv.get("nodata", "?"), copied_txt, cp)
                                        if kv.get("ok") == "1" else "**not run** (%s)" % kv.get("why", "?")))
    if setup:
        md.append("Setup: " + "; ".join(setup) + ".\n")
    if not fr:
        return
    md.append("| model | file system |" + (" buffers |" if memcol else "") + " engine | read | config | runs ok | "
              "time per read µs median [min..max] | "
              "time / dm-linear median [min..max] | MB/s, reads 2..N, median | MB/s / dm-linear median [min..max] |"
              + (" first request µs (traced) |" if ftr else ""))
    md.append("|---|---|---|---|---|---|---|---|---|---|" + ("---|" if memcol else "") + ("---|" if ftr else ""))
    engines = [e for e in ENGINES if any(r["engine"] == e for r in fr)]
    for n in sorted({r["model"] for r in fr}):
        for fs, memk, eng, bs in [(f, k, e, b) for f in ("ext4", "xfs") for k in mems for e in engines
                                  for b in ("32768", "65536")]:
            g = by(fr, model=n, dev=fs, bs_kib=bs, engine=eng, mem=memk)
            if not g:
                continue
            for cfg in ("raw", "lin", "bcnobuild", "bc512", "bc2048", "bc8192"):
                c = by(g, cfg=cfg)
                if not c:
                    continue
                lm = [float(r["lat_us_median"]) for r in c if ok(r) and r["lat_us_median"] != ""]
                bw = [steady_mbs(r) for r in c if ok(r) and steady_mbs(r)]
                ratio, bwr = [], []
                for rep in sorted({r["rep"] for r in g}, key=int):
                    a = [r for r in by(g, rep=rep, cfg=cfg) if ok(r) and r["lat_us_median"] != ""]
                    b = [r for r in by(g, rep=rep, cfg="lin") if ok(r) and r["lat_us_median"] != ""]
                    if a and b:
                        ratio.append(float(a[0]["lat_us_median"]) / float(b[0]["lat_us_median"]))
                        if steady_mbs(a[0]) and steady_mbs(b[0]):
                            bwr.append(steady_mbs(a[0]) / steady_mbs(b[0]))
                lo, hi = spread(lm)
                first = ""
                if ftr:
                    fq = [float(r["first_rq_us_median"]) for r in by(ftr, model=n, dev=fs, bs_kib=bs, engine=eng,
                                                                      mem=memk, cfg=cfg)
                          if ok(r) and r.get("first_rq_us_median", "") != ""]
                    first = " %s |" % (rtxt(fq, 1) if fq else "n/a")
                md.append("| %s | %s |%s %s | %d MiB | %s | %d/%d | %s [%s..%s] | %s | %s | %s |%s" % (
                    model_text(models.get(n, {})) if n in models else n, fs,
                    (" %s |" % memk) if memcol else "", eng, int(bs) // 1024, MD_LABEL[cfg],
                    len([r for r in c if ok(r)]), len(c), fmt(med(lm), 1), fmt(lo, 1), fmt(hi, 1),
                    "1" if cfg == "lin" else rtxt(ratio, 4), fmt(med(bw), 0),
                    "1" if cfg == "lin" else rtxt(bwr, 4), first))


def rtxt(xs, nd=3):
    lo, hi = spread(xs)
    return "%s [%s..%s]" % (fmt(med(xs), nd), fmt(lo, nd), fmt(hi, nd)) if xs else "n/a"


def rep_ratios_key(rows, cfg, key):
    """Per repetition: CFG's KEY / dm-linear's KEY (rows with KEY only)."""
    out = []
    for rep in sorted({r["rep"] for r in rows}, key=int):
        n = [r for r in by(rows, rep=rep, cfg=cfg) if ok(r) and r[key] != ""]
        d = [r for r in by(rows, rep=rep, cfg="lin") if ok(r) and r[key] != ""]
        if len(n) == 1 and len(d) == 1 and float(d[0][key]) > 0:
            out.append(float(n[0][key]) / float(d[0][key]))
    return out


def rep_ratios_inv(rows, cfg, key):
    """Per repetition: dm-linear's KEY / CFG's KEY (> 1: CFG is quicker)."""
    out = []
    for rep in sorted({r["rep"] for r in rows}, key=int):
        n = [r for r in by(rows, rep=rep, cfg=cfg) if ok(r) and r[key] != ""]
        d = [r for r in by(rows, rep=rep, cfg="lin") if ok(r) and r[key] != ""]
        if len(n) == 1 and len(d) == 1 and float(n[0][key]) > 0:
            out.append(float(d[0][key]) / float(n[0][key]))
    return out


def pooled_ratio(ratios, rounds=2000):
    """Geometric mean of per-repetition ratios and its 95 % bootstrap interval
    (percentiles of the geometric means of resamples; fixed seed, so a report
    made twice from the same records is the same)."""
    logs = [math.log(r) for r in ratios if r > 0]
    if len(logs) < 2:
        return None
    rng = random.Random(1)
    means = sorted(statistics.fmean(rng.choices(logs, k=len(logs))) for _ in range(rounds))
    return (math.exp(statistics.fmean(logs)), math.exp(means[int(0.025 * rounds)]),
            math.exp(means[int(0.975 * rounds) - 1]), len(logs))


def pooled_text(p):
    verdict = ("at or above 0.97" if p[1] >= 0.97 else
               "below 0.97" if p[2] < 0.97 else "not decided by this run (the interval spans 0.97)")
    return "%s [95%% CI %s..%s] over %d repetition ratios: %s" % (
        fmt(p[0]), fmt(p[1]), fmt(p[2]), p[3], verdict)


def targets(tag, s1, s2, md, verdicts):
    if not s1.get("t1") and not s2 and not s1.get("gain"):
        return
    md.append("\n### Targets on %s\n" % tag)
    # T1
    if s1.get("t1"):
        for cfgname, label in (("bcauto", "auto cap"), ("bc8", "cap 8")):
            sub = [t for t in s1["t1"] if t[3] == cfgname]
            m = [t for t in sub if t[4] < 0.97]
            line = "- biocap (%s) / dm-linear median IOPS >= 0.97 on 4 KiB reads: **%s** (%d of %d groups met; lowest %s in %s)." % (
                label, "met" if not m else "MISSED", len(sub) - len(m), len(sub),
                fmt(min(t[4] for t in sub)),
                "%s QD%s %s" % (DEV_NAMES[min(sub, key=lambda t: t[4])[0]], min(sub, key=lambda t: t[4])[1],
                                min(sub, key=lambda t: t[4])[2]))
            md.append(line)
            if m:
                md.append("  Missed in: " + "; ".join("%s QD%s %s: %s [%s..%s], %s" % (
                    DEV_NAMES[t[0]], t[1], t[2], fmt(t[4]), fmt(t[5]), fmt(t[6]),
                    "below 0.97 in every repetition" if t[6] < 0.97 else
                    "some repetitions >= 0.97 (within the run-to-run noise)") for t in m) + ".")
            verdicts.append((tag, "4 KiB reads: biocap (%s) / dm-linear median IOPS >= 0.97" % label,
                             ("met in all %d groups" % len(sub) if not m else
                              "**missed** in %d of %d groups (%s)" % (len(m), len(sub), ", ".join(
                                 "%s QD%s %s %s" % (DEV_NAMES[t[0]], t[1], "polled" if t[2] == "poll" else "IRQ",
                                                    fmt(t[4])) for t in m)))
                             + ("; run-to-run noise factor %.2f" % s1["noise"] if s1.get("noise") else "")))
            p = pooled_ratio(s1.get("t1_all", {}).get(cfgname, []))
            if p:
                md.append("  Pooled over all %d groups (geometric mean of every repetition's ratio): %s." % (
                    len(sub), pooled_text(p)))
                verdicts.append((tag, "4 KiB reads: biocap (%s) / dm-linear, pooled over all groups" % label,
                                 pooled_text(p)))
    # T2
    b = [v for k, v in s2.items() if k[1] == "bcauto"]
    if b:
        complete = all(v[0] == v[1] for v in b)
        zero = all(v[3] == 0 and v[5] == 0 for v in b)
        mx = max([v[5] for v in b if v[5] is not None], default=None)
        md.append("- 1 MiB polled reads through biocap (auto cap): complete: **%s**, zero NVMe interrupts per I/O: "
                  "**%s** (max %s IRQs/I/O over all runs)." % (
                      "yes" if complete else "NO", "met" if zero else "MISSED", fmt(mx, 3)))
        lin = [(k[0], v) for k, v in s2.items() if k[1] == "lin"]
        for qd, v in lin:
            md.append("  dm-linear QD%s: %d/%d runs ok, errors: %s, %s IRQs/I/O (median)." % (
                qd, v[0], v[1], v[2], fmt(v[3], 3)))
        verdicts.append((tag, "1 MiB polled reads via biocap: complete, 0 NVMe IRQs per I/O",
                         "met" if complete and zero else "**missed** (complete: %s, max IRQs/I/O %s)" % (
                             "yes" if complete else "no", fmt(mx, 3))))
        for qd, v in lin:
            verdicts.append((tag, "1 MiB polled reads via dm-linear QD%s (recorded)" % qd,
                             "%d/%d runs ok; errors: %s; IRQs/I/O %s" % (v[0], v[1], v[2], fmt(v[3], 3))))
    # T3
    if s1.get("gain"):
        miss = []
        for dev, qd, gl, gb, gls, gbs, g8 in s1["gain"]:
            if gl is None or gb is None:
                continue
            if gb < gl:
                miss.append("%s QD%s: biocap %s vs dm-linear %s (per-repetition spread: biocap %s..%s, "
                            "dm-linear %s..%s)" % (DEV_NAMES[dev], qd, fmt(gb), fmt(gl), fmt(min(gbs)),
                                                   fmt(max(gbs)), fmt(min(gls)), fmt(max(gls))))
        md.append("- Polling gain through biocap (auto cap) >= through dm-linear: **%s**%s" % (
            "met" if not miss else "MISSED", "." if not miss else " in " + "; ".join(miss) + "."))
        verdicts.append((tag, "polling gain (polled/IRQ IOPS) biocap auto cap >= dm-linear",
                         "met in all %d groups" % len(s1["gain"]) if not miss else
                         "**missed** in %d of %d groups (%s)" % (len(miss), len(s1["gain"]), ", ".join(
                             "%s QD%s %s vs %s" % (DEV_NAMES[dev], qd, fmt(gb), fmt(gl))
                             for dev, qd, gl, gb, _a, _b, _c in s1["gain"] if gl and gb and gb < gl))))


def stats_cost(tag, s1, md):
    if not s1.get("t1"):
        return
    md.append("\n### 4. Cost of the statistics (%s)\n" % tag)
    md.append("biocap with a cap no 4 KiB read reaches does the same remapping as dm-linear plus the cap "
              "check and its per-CPU counters (bios, bytes, histogram, clones, polled), so "
              "biocap/dm-linear on 4 KiB reads is an upper bound of the statistics' cost "
              "(1 - ratio = relative cost; negative = within noise, faster than dm-linear).\n")
    md.append("| device | QD | mode | auto cap: cost | cap 8: cost |")
    md.append("|---|---|---|---|---|")
    d = {}
    for dev, qd, mode, cfg, m, lo, hi in s1["t1"]:
        d.setdefault((dev, qd, mode), {})[cfg] = (m, lo, hi)
    allc = []
    for (dev, qd, mode), v in d.items():
        cells = []
        for cfg in ("bcauto", "bc8"):
            if cfg in v:
                m, lo, hi = v[cfg]
                cells.append("%+.1f%% [%+.1f..%+.1f]" % ((1 - m) * 100, (1 - hi) * 100, (1 - lo) * 100))
                allc.append(1 - m)
            else:
                cells.append("n/a")
        md.append("| %s | %s | %s | %s |" % (DEV_NAMES[dev], qd, "polled" if mode == "poll" else "IRQ",
                                              " | ".join(cells)))
    md.append("\nMedian over all groups: %+.1f%% (groups: %d).\n" % (statistics.median(allc) * 100, len(allc)))


# ---------------------------------------------------------------------------- plots

def gp_quote(s):
    return '"' + s.replace('"', "'") + '"'


def plot_bars(path, title, ylabel, clusters, series, values, hline=None, logy=False, labels=False):
    """clusters: x labels; series: names; values[(cluster, series)] = (v, lo, hi)."""
    series = [s for s in series if any(values.get((c, s)) and values[(c, s)][0] is not None for c in clusters)]
    if not series:
        return False
    tmp = tempfile.mkdtemp(prefix="bench-plot-")
    dat = os.path.join(tmp, "d.dat")
    with open(dat, "w") as fh:
        for c in clusters:
            cells = []
            for s in series:
                v = values.get((c, s))
                if v is None or v[0] is None:
                    cells += ["NaN", "NaN", "NaN"]
                else:
                    cells += ["%g" % v[0], "%g" % (v[1] if v[1] is not None else v[0]),
                              "%g" % (v[2] if v[2] is not None else v[0])]
            fh.write(gp_quote(c) + " " + " ".join(cells) + "\n")
    n = len(series)
    width = max(900, 110 * len(clusters) * max(1, n) // 2 + 200)
    gp = [
        "set terminal pngcairo size %d,560 font 'Sans,10' noenhanced" % width
        if has_cairo() else "set terminal png size %d,560 noenhanced" % width,
        "set output %s" % gp_quote(path),
        "set title %s" % gp_quote(title),
        "set ylabel %s" % gp_quote(ylabel),
        "set style data histogram",
        "set style histogram errorbars gap 1 lw 1",
        "set style fill solid 0.8 border -1",
        "set boxwidth 0.9",
        "set key outside right top vertical",
        "set grid ytics",
        "set xtics rotate by -30 left",
        "set bmargin 7",
        "set yrange [0:*]" if not logy else "set logscale y",
    ]
    if hline is not None:
        gp.append("set arrow from graph 0, first %g to graph 1, first %g nohead dt 2 lw 2 lc rgb 'red' front" % (hline, hline))
    cols = []
    for i, s in enumerate(series):
        b = 2 + 3 * i
        cols.append("%s using %d:%d:%d:xtic(1) title %s" % (gp_quote(dat) if i == 0 else "''", b, b + 1, b + 2,
                                                             gp_quote(s)))
    if labels:
        # the value above each bar (a bar of 0 is otherwise invisible)
        for i, s in enumerate(series):
            b = 2 + 3 * i
            off = (i - (n - 1) / 2.0) / (n + 1)
            cols.append("'' using ($0%+.4f):%d:(sprintf('%%.2f', $%d)) with labels offset 0,0.7 notitle" % (
                off, b, b))
    gp.append("plot " + ", ".join(cols))
    script = os.path.join(tmp, "p.gp")
    with open(script, "w") as fh:
        fh.write("\n".join(gp) + "\n")
    r = subprocess.run(["gnuplot", script], capture_output=True, text=True)
    shutil.rmtree(tmp, ignore_errors=True)
    if r.returncode != 0:
        print("gnuplot failed for %s: %s" % (path, r.stderr.strip()), file=sys.stderr)
        return False
    return True


_cairo = None


def has_cairo():
    global _cairo
    if _cairo is None:
        r = subprocess.run(["gnuplot", "-e", "set terminal"], capture_output=True, text=True)
        _cairo = "pngcairo" in (r.stdout + r.stderr)
    return _cairo


def plots(results, tags, plotdat):
    made = []
    if not shutil.which("gnuplot"):
        print("gnuplot missing: no plots", file=sys.stderr)
        return made
    if plotdat.get("ratio"):
        for tag in tags:
            rows = [x for x in plotdat["ratio"] if x[0] == tag]
            if not rows:
                continue
            clusters = list(dict.fromkeys(x[1] for x in rows))
            series_cfg = ["raw", "bcauto", "bc8"]
            vals = {(x[1], CFG_LABEL[x[2]]): (x[3], x[4], x[5]) for x in rows}
            p = os.path.join(results, "iops-ratio-%s.png" % tag)
            if plot_bars(p, "%s: 4 KiB random-read IOPS relative to dm-linear (median, min..max over repetitions; "
                            "dashed: target 0.97)" % tag, "IOPS / dm-linear IOPS (log scale)", clusters,
                         [CFG_LABEL[c] for c in series_cfg], vals, hline=0.97, logy=True):
                made.append(p)
    if plotdat.get("irq"):
        rows = plotdat["irq"]
        clusters = list(dict.fromkeys("%s %s" % (x[0], x[1]) for x in rows))
        vals = {("%s %s" % (x[0], x[1]), CFG_LABEL[x[2]]): (x[3], x[4], x[5]) for x in rows}
        p = os.path.join(results, "irqs-per-io.png")
        miss = {}
        for x in rows:
            if x[3] is None:
                miss.setdefault(CFG_LABEL[x[2]], []).append("%s %s" % (x[0], x[1]))
        title = "1 MiB polled reads over NVMe: NVMe I/O-queue interrupts per I/O (median, min..max)"
        for cfg, where in sorted(miss.items()):
            title += "\\nno %s bar: no completed I/O (EAGAIN or hang, see report.md) in %s" % (cfg, ", ".join(where))
        if plot_bars(p, title, "interrupts per I/O", clusters,
                     [CFG_LABEL[c] for c in ("raw", "lin", "bcauto")], vals, labels=True):
            made.append(p)
    if plotdat.get("first"):
        rows = plotdat["first"]
        cfgs = ["raw", "lin", "bc256", "bc512", "bc2048", "bc8192"]
        series = list(dict.fromkeys("%s %s" % (x[0], x[1]) for x in rows))
        vals = {(CFG_LABEL[x[2]], "%s %s" % (x[0], x[1])): (x[3], x[4], x[5]) for x in rows}
        p = os.path.join(results, "first-request.png")
        if plot_bars(p, "32 MiB direct read: submission to first request on nvme0n1 (median, min..max; log scale)",
                     "microseconds", [CFG_LABEL[c] for c in cfgs], series, vals, logy=True):
            made.append(p)
    for tag in tags:
        rows = [x for x in plotdat.get("sc_model", []) if x[0] == tag]
        if not rows:
            continue
        clusters = list(dict.fromkeys(x[1] for x in rows))
        cfgs = [c for c in MD_CFGS if any(x[2] == c for x in rows)]
        vals = {(x[1], MD_LABEL[x[2]]): (x[3], x[4], x[5]) for x in rows}
        p = os.path.join(results, "seedcap-model-%s.png" % tag)
        if plot_bars(p, "%s: 32 MiB direct reads (psync, hugepage buffers) on the model device, time per read / "
                        "dm-linear's (median, min..max; < 1 is sooner)" % tag, "time / dm-linear time", clusters,
                     [MD_LABEL[c] for c in cfgs], vals, hline=1):
            made.append(p)
    for key, fname, title, ylabel, hline in (
            ("sc_first", "seedcap-first-request-%s.png",
             "%s: 32 MiB direct read, syscall entry to first request: dm-linear time / configuration time "
             "(median, min..max; dashed: target 3x)", "times sooner than dm-linear (log scale)", 3),
            ("sc_tput", "seedcap-throughput-%s.png",
             "%s: 32 MiB direct reads, MiB/s relative to dm-linear (median, min..max; dashed: target 0.97)",
             "MiB/s / dm-linear MiB/s", 0.97)):
        for tag in tags:
            rows = [x for x in plotdat.get(key, []) if x[0] == tag]
            if not rows:
                continue
            clusters = list(dict.fromkeys(x[1] for x in rows))
            vals = {(x[1], SC_LABEL[x[2]]): (x[3], x[4], x[5]) for x in rows}
            p = os.path.join(results, fname % tag)
            if plot_bars(p, title % tag, ylabel, clusters, [SC_LABEL[c] for c in ("raw", "bcnobuild", "bcbuild")],
                         vals, hline=hline, logy=(key == "sc_first"), labels=(key == "sc_first")):
                made.append(p)
    return made


# ---------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", required=True)
    ap.add_argument("--total-secs", type=int, default=None)
    ap.add_argument("tags", nargs="+")
    a = ap.parse_args()
    md, plotdat, verdicts, body = [], {}, [], []
    hosts = {}
    sc_verdicts = []
    for tag in a.tags:
        meta, rows, parts, host = load(a.results, tag)
        # the seedcap part's null_blk half, run by run.sh in a guest under icount
        imeta, irows, iparts, ihost = load(a.results, tag, tag + "-icount", clock="icount")
        if not rows and irows:
            meta, parts, host = imeta, {}, ihost
        elif ihost:
            hosts[tag + "-icount"] = (imeta, iparts, ihost)
        rows += irows
        if "seedcap" in iparts:
            parts["seedcap_icount"] = iparts["seedcap"]
        hosts[tag] = (meta, parts, host)
        sc_metas = {}
        for m in (meta, imeta):
            for dev, _cfg in m.get("seedcapdev", {}):
                sc_metas[dev] = m
        META_GROUPS[tag] = meta.get("groups", [])
        HANGS[tag] = meta.get("hangs", [])
        csvp = os.path.join(a.results, "bench-%s.csv" % tag)
        with open(csvp, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=CSV_FIELDS, extrasaction="ignore")
            w.writeheader()
            for r in rows:
                w.writerow(r)
        g = meta.get("guest", {})
        body.append("\n## Kernel %s (%s)\n" % (tag, g.get("kernel", "?")))
        nb = meta["devs"].get("nullb", {})
        nv = meta["devs"].get("nvme", {})
        nc = meta.get("nullb_cfg", {})
        body.append("Guest: %s vCPUs, %s MiB, %s; clocksource %s; %s repetitions, %s s per fio run. "
                    "Guest benchmark time: %s s (small %s s, large %s s, seed %s s, seedcap %s s, large raw %s s); "
                    "whole kernel run incl. preparation and boot: %s s.%s" % (
                        g.get("nproc", "?"), int(g.get("mem_kb", 0)) // 1024, g.get("fio", "?"),
                        g.get("clocksource", "?"), g.get("reps", "?"), g.get("runtime", "?"),
                        parts.get("all", "?"), parts.get("small", "-"), parts.get("large", "-"),
                        parts.get("seed", "-"), parts.get("seedcap", "-"), parts.get("large_raw", "-"),
                        host.get("kernel_run_secs", "?"),
                        " Second guest (seedcap part on null_blk or the model device under `%s`): benchmark %s s (guest clock), "
                        "whole run %s s." % (ihost.get("guest_qemu_args", "?"), iparts.get("all", "?"),
                                             ihost.get("kernel_run_secs", "?")) if irows and ihost is not host else ""))
        if nb:
            body.append("\nDevices: null_blk (configfs, not memory backed, poll_queues=%s, irqmode=%s = softirq "
                        "completion for the non-poll queue, submit_queues=%s, hw_queue_depth=%s, max_sectors_kb %s); "
                        "NVMe: QEMU emulated, %s, max_sectors_kb %s, max_segments %s. biocap auto cap resolved to "
                        "%s sectors on null_blk and %s on NVMe.\n" % (
                            nc.get("poll_queues", "?"), nc.get("irqmode", "?"), nc.get("submit_queues", "?"),
                            nc.get("hw_queue_depth", "?"), nb.get("max_sectors_kb", "?"),
                            meta.get("nvme_queues_text", "?"), nv.get("max_sectors_kb", "?"),
                            nv.get("max_segments", "?"),
                            meta.get("bcconfig", {}).get("bcauto_nb", {}).get("cap", "?"),
                        meta.get("bcconfig", {}).get("bcauto_nv", {}).get("cap", "?")))

        s1 = small_tables(tag, rows, body, plotdat)
        s2 = large_table(tag, rows, body, plotdat)
        seed_table(tag, rows, meta, body, plotdat)
        stats_cost(tag, s1, body)
        seedcap_table(tag, rows, sc_metas, body, plotdat, sc_verdicts)
        seedcap_model_table(tag, rows, imeta if irows else meta, body, sc_verdicts, plotdat)
        targets(tag, s1, s2, body, verdicts)
        failed = [r for r in rows if not ok(r)]
        body.append("\nfio jobs: %d, not ok: %d%s. Kernel log lines with BUG/Oops/WARNING/Call Trace in the guest "
                    "(counted by the guest at the end): %s; console lines with reports, hung tasks or timeouts: %d%s.\n" % (
                        len(rows), len(failed),
                        " (" + ", ".join(sorted({"%s/%s/%s err=%s" % (r["part"], r["cfg"], r.get("qd") or r.get("engine"),
                                                                      r["fio_err"]) for r in failed})) + ")" if failed else "",
                        meta.get("dmesg_count", "not recorded"), len(meta["console"]),
                        "".join("\n  - `%s`" % l[:160].replace("`", "'") for l in list(dict.fromkeys(meta["console"]))[:6])))
    made = plots(a.results, a.tags, plotdat)

    first = hosts[a.tags[0]][2]
    loads = ["%s: before %s, after %s (qemu processes on the machine: %s / %s)" % (
        t, h[2].get("loadavg_before", "?"), h[2].get("loadavg_after", "?"), h[2].get("qemu_procs_before", "?"),
        h[2].get("qemu_procs_after", "?")) for t, h in hosts.items()]
    # host_state counts QEMU guests before and after ours runs: any is another guest
    shared = any(int(h[2].get("qemu_procs_before", "0") or 0) > 0 or int(h[2].get("qemu_procs_after", "0") or 0) > 0
                 for h in hosts.values())
    md.append("# dm-biocap benchmarks: biocap vs dm-linear vs raw device\n")
    md.append("Generated by `make bench` (tests/bench/run.sh, guest side tests/bench/guest-bench.sh, "
              "report tests/bench/report.py) on %s. Kernels: %s.\n" % (
                  first.get("date", "?"), ", ".join("%s (%s)" % (t, hosts[t][0].get("guest", {}).get("kernel", "?"))
                                                    for t in a.tags)))
    md.append("**Machine:** %s CPUs, %s; host kernel %s; %s; %s. Guests: `-smp 2 -m 2G`, QEMU emulated NVMe "
              "(1 GiB sparse file, 1 poll queue) and null_blk.\n" % (
                  first.get("host_nproc", "?"), first.get("host_cpu", "?"), first.get("host_kernel", "?"),
                  first.get("qemu_version", "?"), first.get("accel", "?")))
    md.append("**Load:** " + "; ".join(loads) + ". " + (
        "The machine was shared: other QEMU guests ran at the same time, so absolute numbers "
        "(IOPS, MiB/s, µs) are depressed and noisy; the ratios compare configurations run back to back "
        "in the same guest and are what the targets judge." if shared else
        "No other QEMU guest was seen on the machine at the start and end of the runs.") + "\n")
    kr = [(t, int(h[2]["kernel_run_secs"])) for t, h in hosts.items() if h[2].get("kernel_run_secs", "").isdigit()]
    if kr:
        md.append("**Kernel runs** (each: kernel fetch from the cache or Debian, module build, initramfs, boot, "
                  "benchmark, power-off): %s; sum %d s (%.1f min).\n" % (
                      ", ".join("%s %d s" % x for x in kr), sum(x[1] for x in kr), sum(x[1] for x in kr) / 60))
    if a.total_secs is not None:
        md.append("**Wall time** of this `make bench` (packages, kernels, module builds, initramfs, guests): "
                  "%d s (%.1f min).\n" % (a.total_secs, a.total_secs / 60))
    md.append("Method: every figure is measured side by side in one guest run; within each repetition the "
              "configurations of a group run back to back in an order rotated between repetitions; "
              "medians and min..max over the repetitions are shown. Under QEMU TCG absolute numbers "
              "swing 30-50 % between runs and mean little; the ratios are the result.\n")
    if verdicts:
        md.append("\n## Verdicts against the overhead targets\n")
        md.append("| kernel | target | result |")
        md.append("|---|---|---|")
        for t, what, res in verdicts:
            md.append("| %s | %s | %s |" % (t, what, res))
    if sc_verdicts:
        md.append("\n## Verdicts against the target of the seed scenario (build-time cap)\n")
        md.append("Build cap = biocap 1 MiB with its default arguments; no limit = dm-linear. Sooner = dm-linear's "
                  "syscall-entry-to-first-request time / the build cap's (median over the repetitions of "
                  "per-repetition ratios [min..max]).\n")
        md.append("| kernel | target | result |")
        md.append("|---|---|---|")
        for t, what, res in sc_verdicts:
            md.append("| %s | %s | %s |" % (t, what, res))
    if made:
        md.append("\n## Plots\n")
        for p in made:
            md.append("![%s](%s)" % (os.path.basename(p), os.path.basename(p)))
    md.extend(body)
    md.append("\nRaw guest records: `raw/<kernel>.log` (fio terse v3 lines with the run's parameters); "
              "one CSV row per fio run: `bench-<kernel>.csv`.\n")
    with open(os.path.join(a.results, "report.md"), "w") as fh:
        fh.write("\n".join(md) + "\n")
    print("wrote %s, %s, %s" % (os.path.join(a.results, "report.md"),
                                ", ".join("bench-%s.csv" % t for t in a.tags),
                                ", ".join(os.path.basename(p) for p in made) or "no plots"))


if __name__ == "__main__":
    main()
