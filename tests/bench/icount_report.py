#!/usr/bin/env python3
"""Report of the icount part of `make bench` (tests/bench/run.sh, guest side
tests/bench/guest-bench.sh part_icount).

Input: RESULTS/raw/<kernel>-ic<N>.log (one per boot, 2 vCPUs, with the module
variants) and RESULTS/raw/<kernel>-icsmp.log (4 vCPUs, 1/2/4 fio jobs).
Output: RESULTS/icount.md (tables), RESULTS/icount-<kernel>.csv (one row per fio
job), RESULTS/icount.png (plot, gnuplot).

Under `-icount shift=0,sleep=off` a guest nanosecond is one executed guest
instruction, so guest-ns per I/O = runtime / I/Os is the instructions one I/O
costs (all vCPUs together). Ratios are taken within one repetition of one boot
(the configurations of a group run back to back in one fio process), then the
median and min..max over every repetition of every boot are reported.
"""
import argparse
import csv
import glob
import os
import re
import shutil
import subprocess

FIELDS = ["kernel", "boot", "rep", "group", "cfg", "bs_kib", "qd", "mode", "jobs", "rc", "fio_err",
          "read_kib", "runtime_ms", "ios", "lat_mean_ns", "ns_per_io", "rt_ns_per_io"]

VARIANTS = {"bcd1": "histogram", "bcd2": "max_bio tracking", "bcd4": "byte counters",
            "bcd8": ".end_io", "bcd16": "cap computation", "bcd31": "all five",
            "bcd63": "everything"}

CFG_TEXT = {"raw": "null_blk itself", "lin": "dm-linear", "lin32": "dm-linear, 32 KiB reads",
            "bcauto": "biocap auto cap", "bc8": "biocap cap 8", "bcsplit": "biocap cap 64 (64 KiB in two)",
            "bcbc": "biocap over biocap", "stripe": "dm-stripe, 2 x 32 KiB chunks"}


def kv(text):
    return dict(t.split("=", 1) for t in text.split() if "=" in t)


def load(results, tag):
    rows, metas = [], {}
    for path in sorted(glob.glob(os.path.join(results, "raw", tag + "-ic*.log"))):
        boot = os.path.basename(path)[len(tag) + 1:-4]
        if not re.fullmatch(r"ic(\d+|smp)", boot):
            continue
        meta = {"status": []}
        with open(path, errors="replace") as fh:
            for line in fh:
                line = line.rstrip("\r\n").replace("\r", "")
                if line.startswith("M "):
                    w = line[2:].split()[0]
                    if w == "icount_status":
                        meta["status"].append(line[2:])
                    else:
                        meta.setdefault(w, {}).update(kv(line[2:]))
                elif line.startswith("P "):
                    k = kv(line[2:])
                    meta.setdefault("parts", {})[k.get("part")] = k.get("secs")
                elif line.startswith("R part=icount"):
                    head, _, terse = line[2:].partition(" T=")
                    k = kv(head)
                    f = terse.strip().split(";")
                    r = {"kernel": tag, "boot": boot, "rep": k["rep"], "group": k["group"],
                         "cfg": k.get("name", k["cfg"].rsplit("_", 1)[0]), "bs_kib": k["bs"], "qd": k["qd"],
                         "mode": k["mode"], "jobs": k["jobs"], "rc": k["rc"]}
                    if len(f) > 39 and f[0] == "3":
                        r.update({"fio_err": f[4], "read_kib": int(f[5]), "runtime_ms": int(f[8]),
                                  "lat_mean_ns": float(f[39]) * 1000})
                        r["ios"] = r["read_kib"] // int(k["bs"])
                        if r["ios"] and r["runtime_ms"] and r["fio_err"] == "0":
                            r["rt_ns_per_io"] = r["runtime_ms"] * 1e6 / r["ios"]
                            # mean latency / queue depth: at QD1 the submission-to-completion
                            # path of one I/O; at QD32 (queue kept full) the time per I/O
                            # (Little's law); in guest ns = instructions, ns resolution
                            r["ns_per_io"] = r["lat_mean_ns"] / int(k["qd"])
                    rows.append(r)
        metas[boot] = meta
    return rows, metas


def med(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def rng(xs, nd=4):
    return "%.*f (%.*f..%.*f, n=%d)" % (nd, med(xs), nd, min(xs), nd, max(xs), len(xs)) if xs else "-"


def per_rep(rows):
    """{(boot, rep, group): {cfg: row}} of the rows with a result."""
    out = {}
    for r in rows:
        if "ns_per_io" in r:
            out.setdefault((r["boot"], r["rep"], r["group"]), {})[r["cfg"]] = r
    return out


def ratios(reps, group, cfg, den="lin", key="ns_per_io", scale=1.0):
    """dm-linear cost / cfg cost per repetition (> 1: cheaper than dm-linear)."""
    xs = []
    for (_b, _r, g), d in reps.items():
        if g == group and cfg in d and den in d:
            xs.append(scale * d[den][key] / d[cfg][key])
    return xs


def minv(reps, group, cfg, key="ns_per_io"):
    xs = values(reps, group, cfg, key)
    return min(xs) if xs else None


def minratio(reps, group, cfg, den="lin"):
    """dm-linear's least-disturbed ns/IO over the configuration's (min over every
    repetition of every boot): a stray burst of another task's instructions only ever
    adds to a job's mean latency, so the minimum is the undisturbed cost."""
    a, b = minv(reps, group, den), minv(reps, group, cfg)
    return "%.4f" % (a / b) if a and b else "-"


def values(reps, group, cfg, key="ns_per_io"):
    return [d[cfg][key] for (_b, _r, g), d in reps.items() if g == group and cfg in d]


def gp(path_png, title, clusters, series, vals):
    if not shutil.which("gnuplot"):
        return False
    dat = path_png[:-4] + ".dat"
    with open(dat, "w") as fh:
        fh.write("group " + " ".join('"%s"' % s for s in series) + "\n")
        for c in clusters:
            fh.write('"%s" ' % c + " ".join("%.5f" % vals.get((c, s), float("nan")) for s in series) + "\n")
    term = "pngcairo size 1100,520" if subprocess.run(["gnuplot", "-e", "set terminal pngcairo"],
                                                       capture_output=True).returncode == 0 else "png size 1100,520"
    script = """set terminal %s
set output '%s'
set title '%s' noenhanced
set key noenhanced
set xtics noenhanced
set style data histogram
set style histogram cluster gap 1
set style fill solid border -1
set ylabel 'biocap / dm-linear (1 / instructions per I/O)'
set yrange [0.80:1.01]
set arrow from graph 0, first 0.997 to graph 1, first 0.997 nohead dt 2 lc rgb 'red'
set label 'target 0.997' at graph 0.01, first 0.9985 tc rgb 'red'
set grid y
set key outside right
set xtics rotate by -20
plot for [i=2:%d] '%s' using i:xtic(1) title columnheader(i)
""" % (term, path_png, title, len(series) + 1, dat)
    r = subprocess.run(["gnuplot"], input=script, text=True, capture_output=True)
    os.remove(dat)
    return r.returncode == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", required=True)
    ap.add_argument("--before", help="results dir of a run of the earlier module (per-piece costs before)")
    ap.add_argument("tags", nargs="+")
    a = ap.parse_args()
    md = ["# dm-biocap: instructions per I/O under QEMU's instruction-counting clock\n",
          "Generated by `make bench` (part icount; tests/bench/run.sh, guest-bench.sh `part_icount`, "
          "icount_report.py). Guests run with `-icount shift=0,sleep=off`: one guest nanosecond is one "
          "executed guest instruction. Every job reads a fixed number of I/Os (`icsize` MiB of 4 KiB reads). "
          "*ns per I/O* = fio's mean latency (submission to completion, ns resolution) / queue depth: "
          "at QD1 the instructions of one I/O's path through the kernel (fio's own user-space work "
          "between I/Os left out, which makes the ratios stricter than IOPS ratios), at QD32 with the "
          "queue kept full the instructions per I/O (Little's law). fio's runtime is in whole ms "
          "(0.6-1.2 % of a job), too coarse for a 0.3 % target; the IOPS ratio from it is shown for reference. "
          "Devices: null_blk only (not memory backed unless `mem-`, softirq completions, one poll "
          "queue). Ratio = dm-linear's ns per I/O / the configuration's (1 = as cheap as dm-linear, "
          "0.99 = 1 % more instructions), taken within each repetition, then median (min..max, n = "
          "repetitions x boots).\n"]
    plot_vals, clusters, series_all = {}, [], []
    for tag in a.tags:
        rows, metas = load(a.results, tag)
        if not rows:
            continue
        with open(os.path.join(a.results, "icount-%s.csv" % tag), "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=FIELDS, extrasaction="ignore")
            w.writeheader()
            for r in rows:
                w.writerow(r)
        reps = per_rep(rows)
        boots = sorted({r["boot"] for r in rows if r["boot"] != "icsmp"})
        kern = next((m.get("guest", {}).get("kernel") for m in metas.values() if m.get("guest")), "?")
        md.append("\n## Kernel %s (%s)\n" % (tag, kern))
        md.append("Boots: %s (2 vCPUs), %s; repetitions per boot: %s; %s MiB of 4 KiB reads per job "
                  "(64 KiB and 32 KiB jobs: the same count of I/Os). "
                  "Guest benchmark time per boot (guest clock, s): %s.\n" % (
                      ", ".join(boots), "icsmp (4 vCPUs)" if "icsmp" in metas else "no 4-vCPU boot",
                      next((m.get("guest", {}).get("reps") for m in metas.values() if m.get("guest")), "?"),
                      next((m.get("icount_nullb", {}).get("size_mib_per_job") for m in metas.values()
                            if m.get("icount_nullb")), "?"),
                      ", ".join("%s %s" % (b, m.get("parts", {}).get("icount", "?")) for b, m in metas.items())))
        groups4 = [g for g in ("4k-qd1-irq", "4k-qd1-poll", "4k-qd32-irq", "4k-qd32-poll",
                               "inl-4k-qd1-irq", "inl-4k-qd32-irq", "mem-4k-qd1-irq")
                   if any(k[2] == g for k in reps)]
        cfgs = ["raw", "bcauto", "bc8", "bcbc", "stripe"]
        md.append("### 4 KiB random reads: ratio to dm-linear\n")
        md.append("Each cell: median of the per-repetition ratios (min..max, n); `min` = ratio of the "
                  "minima over all repetitions and boots (a stray burst of another task's instructions "
                  "only adds to a job's mean, so the minimum is the least disturbed figure).\n")
        md.append("| group | dm-linear ns/IO (min) | " + " | ".join(CFG_TEXT[c] for c in cfgs) +
                  " | biocap auto, min | biocap auto, IOPS (ms runtime) |")
        md.append("|---|---|" + "---|" * (len(cfgs) + 2))
        for g in groups4:
            cells = [rng(ratios(reps, g, c)) for c in cfgs]
            lat = rng(ratios(reps, g, "bcauto", key="rt_ns_per_io"))
            md.append("| %s | %s | %s | %s | %s |" % (g, "%.0f" % minv(reps, g, "lin") if minv(reps, g, "lin") else "-",
                                                    " | ".join(cells), minratio(reps, g, "bcauto"), lat))
            if not g.startswith(("mem", "inl")):
                clusters.append("%s %s" % (tag, g))
                for c in ("bcauto", "bc8", "bcbc"):
                    xs = ratios(reps, g, c)
                    if xs:
                        plot_vals[(clusters[-1], CFG_TEXT[c])] = med(xs)
                        if CFG_TEXT[c] not in series_all:
                            series_all.append(CFG_TEXT[c])
        md.append("\nTarget: biocap auto / dm-linear >= 0.997 in the four null_blk 4 KiB groups "
                  "(and, shown as well, with inline completions):")
        for g in groups4:
            if g.startswith("mem"):
                continue
            xs = ratios(reps, g, "bcauto")
            mr = minratio(reps, g, "bcauto")
            if xs:
                md.append("- %s: median %s, ratio of minima %s: %s" % (
                    g, rng(xs), mr, "**met**" if min(xs) >= 0.997 else
                    ("met by the median and the minima, not by every repetition" if med(xs) >= 0.997 and mr != "-"
                     and float(mr) >= 0.997 else "**missed**")))
        # split cost
        md.append("\n### A split bio against n dm-linear I/Os (64 KiB random reads, QD1)\n")
        md.append("cost ratio = the configuration's ns per 64 KiB read / (2 x dm-linear's ns per 32 KiB read) "
                  "(target for biocap: <= 1.02); vs lin64 = its ns per read / dm-linear's per 64 KiB read. "
                  "`irq` and `poll`: io_uring; `aio`: libaio. io_uring issues a read without polling with "
                  "REQ_NOWAIT first; biocap ends such a bio with EAGAIN rather than cut it (a late EAGAIN "
                  "of one piece would reach the application), and io_uring issues it again from a worker: "
                  "`biocap cap 64` in `64k-qd1-irq` pays for two issues and the hand-off. The stock "
                  "dm-stripe still splits it (the bug `patches/0009` fixes). libaio sets no REQ_NOWAIT.\n")
        md.append("| group | config | clones per bio | cost / 2 dm-linear 32 KiB I/Os | cost / dm-linear 64 KiB |")
        md.append("|---|---|---|---|---|")
        for g in ("64k-qd1-irq", "64k-qd1-poll", "64k-qd1-aio"):
            for c, n in (("bcauto", 1), ("bcsplit", 2), ("stripe", 2), ("raw", 1)):
                a2 = [d[c]["ns_per_io"] / (2 * d["lin32"]["ns_per_io"]) for (_b, _r, gg), d in reps.items()
                      if gg == g and c in d and "lin32" in d]
                a1 = [d[c]["ns_per_io"] / d["lin"]["ns_per_io"] for (_b, _r, gg), d in reps.items()
                      if gg == g and c in d and "lin" in d]
                if a2:
                    md.append("| %s | %s | %d | %s | %s |" % (g, CFG_TEXT[c], n, rng(a2), rng(a1)))
        # per-piece costs
        var = [v for v in VARIANTS if any(v in d for d in reps.values())]
        before = per_rep(load(a.before, tag)[0]) if a.before else {}
        if var and before:
            md.append("\n### Per-piece cost before and after the hot-path rework (instructions per I/O)\n")
            md.append("before: `%s` (the module before the rework, with the same switches); after: this run. "
                      "Differences of the minima over repetitions and boots (guest ns = instructions per I/O); "
                      "last column: ratio of the minima.\n" % os.path.relpath(a.before, a.results))
            md.append("| group | | biocap - dm-linear | " + " | ".join("-%s" % VARIANTS[v] for v in var) +
                      " | biocap / dm-linear |")
            md.append("|---|---|---|" + "---|" * (len(var) + 1))
            for g in ("4k-qd1-irq", "4k-qd1-poll", "4k-qd32-irq", "4k-qd32-poll"):
                for label, rr in (("before", before), ("after", reps)):
                    def d2(x, y):
                        a, b = minv(rr, g, x), minv(rr, g, y)
                        return "%.0f" % (a - b) if a and b else "-"
                    md.append("| %s | %s | %s | %s | %s |" % (g, label, d2("bcauto", "lin"),
                                                            " | ".join(d2("bcauto", v) for v in var),
                                                            minratio(rr, g, "bcauto")))
        if var:
            md.append("\n### What each piece of biocap's hot path costs (module variants)\n")
            md.append("Instructions per I/O = the full module's ns/IO - the variant's (the variant leaves the "
                      "piece out; `bcd31` leaves all five out; `bcd63` also the fast-path test, the REQ_POLLED "
                      "count and the slow side (flush/discard counters, REQ_DRV clearing): a plain linear map in "
                      "a module): difference "
                      "of the minima over repetitions and boots, then (min..max) of the per-repetition "
                      "differences, which the stray bursts widen.\n")
            md.append("| group | biocap - dm-linear | " + " | ".join("-%s" % VARIANTS[v] for v in var) + " |")
            md.append("|---|---|" + "---|" * len(var))
            for g in groups4:
                if g.startswith("mem"):
                    continue
                def diff(x, y):
                    return [d[x]["ns_per_io"] - d[y]["ns_per_io"] for (_b, _r, gg), d in reps.items()
                            if gg == g and x in d and y in d]
                def dmin(x, y):
                    a, b = minv(reps, g, x), minv(reps, g, y)
                    xs = diff(x, y)
                    return "%.0f (%.0f..%.0f)" % (a - b, min(xs), max(xs)) if a and b and xs else "-"
                cells = [dmin("bcauto", "lin")] + [dmin("bcauto", v) for v in var]
                md.append("| %s | %s |" % (g, " | ".join(cells)))
        # the floor of any target built as a module
        if any("bcd63" in d for d in reps.values()):
            md.append("\n### The floor: a plain linear map built as a module\n")
            md.append("dm core calls dm-linear's and dm-stripe's map() directly (`__map_bio()`: "
                      "`ti->type->map == linear_map`) and any other target's through a function pointer. "
                      "`bcd63` is biocap's module reduced to dm-linear's map() (no counters, no "
                      "`.end_io`): its ratio to dm-linear is the best any out-of-tree target can reach; "
                      "biocap / floor is what biocap's own code costs. Ratios per repetition, median (min..max, n), "
                      "and the ratio of the minima.\n")
            md.append("| group | floor / dm-linear | floor / dm-linear, min | biocap auto / floor | "
                      "biocap auto / floor, min | biocap - floor (instructions, minima) |")
            md.append("|---|---|---|---|---|---|")
            for g in groups4:
                fl = ratios(reps, g, "bcd63")
                if not fl:
                    continue
                full, floor = minv(reps, g, "bcauto"), minv(reps, g, "bcd63")
                md.append("| %s | %s | %s | %s | %s | %s |" % (
                    g, rng(fl), minratio(reps, g, "bcd63"), rng(ratios(reps, g, "bcauto", den="bcd63")),
                    minratio(reps, g, "bcauto", den="bcd63"),
                    "%.0f" % (full - floor) if full and floor else "-"))
        # multi-CPU
        smp = [k for k in reps if k[0] == "icsmp"]
        if smp:
            md.append("\n### 1, 2 and 4 fio jobs on a 4-vCPU guest (4 KiB QD1 reads)\n")
            md.append("With several jobs the guest clock advances with every vCPU's instructions, so a job's "
                      "latency also holds the other jobs' instructions, interleaved as QEMU's round robin "
                      "switches vCPUs: the latency ratios are noisier there; the IOPS ratio (whole-ms "
                      "runtime, all jobs) is shown next to them.\n")
            md.append("| group | dm-linear ns/IO (latency, min) | raw / dm-linear | biocap auto / dm-linear | "
                      "biocap auto / dm-linear, min | biocap auto / dm-linear, IOPS |")
            md.append("|---|---|---|---|---|---|")
            for g in sorted({k[2] for k in smp}, key=lambda x: (x.split("-")[2], int(x.split("-j")[1]))):
                sub = {k: v for k, v in reps.items() if k[0] == "icsmp"}
                md.append("| %s | %.0f | %s | %s | %s | %s |" % (
                    g, minv(sub, g, "lin"), rng(ratios(sub, g, "raw")), rng(ratios(sub, g, "bcauto")),
                    minratio(sub, g, "bcauto"), rng(ratios(sub, g, "bcauto", key="rt_ns_per_io"))))
        # counters after the part
        for b, m in sorted(metas.items()):
            bad = [s for s in m["status"] if re.search(r" (errors|again)=[1-9]", s)]
            md.append("\n%s: biocap counters after the part: %d devices, %s." % (
                b, len(m["status"]), "errors/again on: " + ", ".join(s.split()[1] for s in bad) if bad
                else "errors=0 again=0 on every one"))
        failed = [r for r in rows if "ns_per_io" not in r]
        md.append("\nfio jobs: %d, without a result: %d%s\n" % (len(rows), len(failed), (
            " (" + ", ".join(sorted({"%s/%s/%s rc=%s" % (r["boot"], r["group"], r["cfg"], r["rc"]) for r in failed})) + ")")
            if failed else ""))
    png = os.path.join(a.results, "icount.png")
    if plot_vals and gp(png, "biocap / dm-linear, 4 KiB null_blk reads under icount (median)", clusters,
                        series_all, plot_vals):
        md.insert(2, "![icount](icount.png)\n")
    with open(os.path.join(a.results, "icount.md"), "w") as fh:
        fh.write("\n".join(md) + "\n")
    print("wrote %s" % os.path.join(a.results, "icount.md"))


if __name__ == "__main__":
    main()
