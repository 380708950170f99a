#!/usr/bin/env python3
"""Where the instructions of a 32 MiB psync read go, per kernel function.

Reads the records of the bench part prof (RESULTS/raw/<kernel>-prof.log: which
configuration read how much in which window) and the counts that the QEMU
plugin tests/bench/insnprof wrote per window and kernel block
(RESULTS/raw/<kernel>-prof.insn), names each block's function from the
kernel's System.map (the guest runs without KASLR) and the module symbols the
guest printed, and prints a Markdown report on stdout.

Each configuration reads LO and HI reads in two windows of its own
(tests/bench/insnprof/profread.c); (HI window - LO window) / (HI - LO) is the
cost of one read, with the marks themselves cancelled out.  A function's cost is its median over the repetitions,
and a total the sum of those medians.
"""

import argparse
import bisect
import lzma
import re
import statistics
import sys
from collections import defaultdict

CFG_TEXT = {
    "raw": "the model device itself (1 MiB bios)",
    "lin": "dm-linear, whole 32 MiB bio (max_sectors_kb raised)",
    "lincap": "dm-linear at the device's 1 MiB max_sectors (32 bios)",
    "bcnobuild": "biocap 1 MiB, no_build_cap (whole bio, cut by biocap)",
    "bc2048": "biocap 1 MiB, build cap (32 bios)",
    "bcnoacct": "biocap 1 MiB, build cap, iostats off",
    "bc8192": "biocap 4 MiB, build cap (8 bios)",
}

# differences of two configurations that take one thing apart: (a, b, what a - b is)
DIFFS = [
    ("lincap", "lin", "32 bios through dm-linear instead of one bio that blk-mq splits"),
    ("bc2048", "lincap", "biocap's own map and end_io for those 32 bios"),
    ("bc2048", "bcnoacct", "dm's I/O accounting of those 32 bios"),
    ("bcnobuild", "lin", "biocap cutting one whole bio (no_build_cap) against dm-linear"),
    ("bc2048", "lin", "the build cap at 1 MiB against dm-linear"),
    ("bc8192", "lin", "the build cap at 4 MiB against dm-linear"),
]

# bios that reach dm or the device per 32 MiB read, more in a than in b
EXTRA_BIOS = {("lincap", "lin"): 31, ("bcnobuild", "lin"): 31, ("bc2048", "lin"): 31,
              ("bc8192", "lin"): 7}

# areas, by module and then by the first matching name pattern
AREAS = [
    ("fault injection hooks (the test bed's CONFIG_FAILSLAB)", r"^should_fail(slab|_ex|_alloc_page)$"),
    ("merge lookups (blk-mq)", r"^(__)?(ll_(back|front)_merge_fn|blk_rq_merge_ok|blk_mq_sched_bio_merge|"
     r"blk_mq_sched_try_merge|blk_attempt_plug_merge|blk_attempt_bio_merge|blk_bio_list_merge|"
     r"bio_attempt_(back|front|discard)_merge|bio_will_gap|blk_integrity_merge_bio|"
     r"bio_crypt_rq_ctx_compatible|bio_crypt_ctx_mergeable|elv_bio_merge|elv_merge|dd_bio_merge)"),
    ("page pinning (gup)", r"^(__)?(get_user_pages|pin_user_pages|gup_|follow_|try_grab|"
     r"iov_iter_extract|__iov_iter_get_pages|iov_iter_get_pages|want_pages_array|"
     r"unpin_user|bio_release_pages|__bio_release_pages|folio_|page_|lru_)"),
    ("bio building", r"^(__)?(bio_iov|bio_add|bio_alloc|bio_init|bio_put|bio_free|bio_chain|"
     r"bio_endio|bio_uninit|bio_set_|bio_associate|bio_clone|__bio_|bvec_|bio_split|"
     r"bio_to_wbt|bio_integrity)"),
    ("block device direct I/O", r"^(__)?blkdev_(direct|read_iter|write_iter|bio_end)|^blkdev_dio"),
    ("iomap", r"^(__)?iomap"),
    ("block layer (submit, plug, blk-mq)", r"^(__)?(submit_bio|blk_|bdev_|part_|update_io_ticks|"
     r"should_fail_bio|bio_|rq_|elv_|dd_|ktime_|sbitmap|__sbitmap|blkcg|blkg|wbt_|"
     r"bio_crypt|io_schedule|queue_)"),
    ("allocation", r"^(__)?(kmem_cache_|kmalloc|mempool_|kfree|slab_|alloc_pages|__alloc|"
     r"memcg_|obj_cgroup|___slab|__slab|get_partial|put_cpu_partial)"),
    ("scheduler, timers, interrupts", r"^(__)?(schedule|wake_|try_to_wake|hrtimer|tick_|"
     r"update_|enqueue|dequeue|irq|do_softirq|handle_softirq|run_timer|raw_spin|_raw_spin|"
     r"native_|sched_|pick_|set_next|put_prev|finish_task|asm_|sysvec_|rcu_|ttwu|"
     r"psi_|cpuacct|account_|check_preempt|resched|idle|cpuidle|default_idle|do_idle)"),
]
MODULE_AREAS = {"dm_mod": "dm core", "dm_biocap": "biocap", "biocap_model": "model device"}


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--log", required=True, help="the guest's records (RESULTS/raw/<k>-prof.log)")
    ap.add_argument("--insn", help="the plugin's windows (RESULTS/raw/<k>-prof.insn, or .insn.xz)")
    ap.add_argument("--system-map", help="the guest kernel's System.map")
    ap.add_argument("--functions-in", metavar="TSV.xz",
                    help="take the counts by function from an earlier --functions-out instead "
                         "of --insn and --system-map (to remake a report once the kernel is gone)")
    ap.add_argument("--kernel", default="?", help="kernel tag, for the title")
    ap.add_argument("--top", type=int, default=30, help="functions per difference")
    ap.add_argument("--functions-out", metavar="TSV.xz",
                    help="write each configuration's per-read instructions by function and "
                         "repetition there (what --before reads)")
    ap.add_argument("--before", metavar="TSV.xz",
                    help="an earlier set's --functions-out, to compare with (e.g. another kernel)")
    ap.add_argument("--before-name", default="the earlier set", help="what --before measured")
    a = ap.parse_args()
    if not a.functions_in and not (a.insn and a.system_map):
        ap.error("give --insn and --system-map, or --functions-in")
    return a


def read_windows(path):
    wins, cur, n = {}, None, None
    with (lzma.open(path, "rt") if path.endswith(".xz") else open(path)) as f:
        for line in f:
            p = line.split()
            if p[0] == "window":
                n, cur = int(p[1]), {}
            elif p[0] == "end":
                if cur is None or int(p[1]) != n:
                    raise SystemExit(f"{path}: 'end {p[1]}' out of place")
                wins[n], cur = cur, None
            else:
                cur[int(p[0], 16)] = int(p[1])
    return wins


def read_log(path):
    runs, ksyms, meta = [], [], {}
    with open(path, errors="replace") as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            if p[0] == "R" and "part=prof" in p:
                runs.append(dict(w.split("=", 1) for w in p[1:] if "=" in w))
            elif p[0] == "K" and len(p) == 4:
                ksyms.append((int(p[1], 16), p[2], p[3].strip("[]")))
            elif p[0] == "M" and len(p) > 1 and p[1] in ("prof_mark", "profdev", "guest"):
                meta.setdefault(p[1], []).append(" ".join(p[2:]))
            elif p[0] == "P" and "part=prof" in p:
                meta["P"] = [" ".join(p[1:])]
    return runs, ksyms, meta


def read_symbols(system_map, ksyms):
    syms = []
    with open(system_map) as f:
        for line in f:
            p = line.split()
            if len(p) >= 3 and p[1] in "tTwW":
                syms.append((int(p[0], 16), p[2], ""))
    syms += ksyms
    syms.sort()
    return [s[0] for s in syms], syms


class Namer:
    def __init__(self, addrs, syms):
        self.addrs, self.syms, self.cache = addrs, syms, {}

    def __call__(self, addr):
        if addr == 0:
            return ("(user space)", "")
        r = self.cache.get(addr)
        if r is None:
            i = bisect.bisect_right(self.addrs, addr) - 1
            r = ("?", "") if i < 0 else self.syms[i][1:]
            self.cache[addr] = r
        return r


def area(name, mod):
    if name == "(user space)":
        return "user space"
    if mod:
        return MODULE_AREAS.get(mod, f"module {mod}")
    for a, rx in AREAS:
        if re.search(rx, name):
            return a
    return "other"


def by_function(win, namer):
    out = defaultdict(int)
    for addr, n in win.items():
        name, mod = namer(addr)
        out[f"{name} [{mod}]" if mod else name] += n
    return out



def robust(dicts):
    """A page freed or zeroed in one window and not in the other moves one
    repetition's total; a function's median over the repetitions drops such a
    stray event out, and a total is the sum of those medians."""
    funcs = set().union(*dicts)
    return {f: statistics.median([x.get(f, 0) for x in dicts]) for f in funcs}


def load(log, insn, system_map):
    """Per configuration, per repetition, the instructions of one read by function;
    and the guest's M records."""
    wins = read_windows(insn)
    runs, ksyms, meta = read_log(log)
    addrs, syms = read_symbols(system_map, ksyms)
    namer = Namer(addrs, syms)
    errors = []
    if not runs:
        raise SystemExit(f"{log}: no prof records")
    # The plugin writes a window at every sethostname(2) and one at exit; the guest's
    # init names the host once before the part runs, so the plugin's window numbers
    # are the guest's plus one.
    m = re.search(r"windows=(\d+)", meta.get("P", [""])[0])
    if not m:
        raise SystemExit(f"{log}: no 'P part=prof ... windows=N' record (the part did not finish)")
    offset = len(wins) - 1 - int(m.group(1))
    if len(wins) <= 1:
        raise SystemExit(f"the plugin wrote {len(wins)} window(s): the mark was never hit "
                         f"(a wrong address, or a kernel run with KASLR)")
    if offset != 1:
        raise SystemExit(f"the guest made {m.group(1)} marks in the part and its init one before, "
                         f"but the plugin wrote {len(wins)} windows: "
                         f"{'something else hit the mark' if offset > 1 else 'some marks were missed'}")
    for r in runs:
        r["win"] = str(int(r["win"]) + offset)
        if r.get("rc") != "0" or r.get("ok") != "yes":
            errors.append(f"window {r['win']} ({r['cfg']}, {r['reads']} reads): profread rc={r.get('rc')} "
                          f"ok={r.get('ok')}")
        if int(r["win"]) not in wins:
            errors.append(f"window {r['win']} missing from {insn}")
    if errors:
        for e in errors:
            print(f"insnprof_report: {e}", file=sys.stderr)
        raise SystemExit(1)
    lohi = defaultdict(dict)
    for r in runs:
        lohi[(r["cfg"], int(r["rep"]))][int(r["reads"])] = by_function(wins[int(r["win"])], namer)
    per_read = defaultdict(list)  # cfg -> [ {func: insns per read} per rep ]
    for (cfg, rep), d in sorted(lohi.items()):
        lo, hi = min(d), max(d)
        if lo == hi:
            raise SystemExit(f"{cfg} rep {rep}: one read count only")
        funcs = set(d[lo]) | set(d[hi])
        per_read[cfg].append({f: (d[hi].get(f, 0) - d[lo].get(f, 0)) / (hi - lo) for f in funcs})
    return per_read, meta


def read_functions(path):
    """An earlier --functions-out: per configuration, per repetition, by function."""
    per = defaultdict(lambda: defaultdict(dict))
    with lzma.open(path, "rt") as f:
        for line in f:
            if not line.startswith("#"):
                c, rep, fn, n = line.rstrip("\n").split("\t")
                per[c][int(rep)][fn] = float(n)
    return {c: [v[r] for r in sorted(v)] for c, v in per.items()}


def main():
    a = parse_args()
    if a.functions_in:
        per_read, meta = read_functions(a.functions_in), read_log(a.log)[2]
    else:
        per_read, meta = load(a.log, a.insn, a.system_map)
    cfgs = [c for c in CFG_TEXT if c in per_read]
    reps = min(len(v) for v in per_read.values())

    print(f"# Instructions per 32 MiB psync read, by kernel function ({a.kernel})\n")
    print("Counted by QEMU (plugin `tests/bench/insnprof`) per kernel block while the guest "
          "ran under `-icount shift=0,sleep=off` on the zero-time model device; one read's "
          "cost is the difference of two windows of the same configuration (LO and HI "
          "reads of `profread`, psync-like, from a hugetlb buffer) over HI - LO. Each "
          f"function's cost is its median over the {reps} repetitions, and every total a sum "
          "of those. Made by `tests/bench/insnprof_report.py`.\n")
    for k in ("guest", "prof_mark"):
        for v in meta.get(k, []):
            print(f"- {k}: `{v}`")
    print()
    print("| configuration | instructions per read | per read over dm-linear | "
          "the same, each repetition's totals [min..max] | totals of the repetitions |")
    print("|---|---|---|---|---|")
    rob = {c: robust(per_read[c]) for c in cfgs}
    tot = {c: sum(rob[c].values()) for c in cfgs}
    base = tot.get("lin")
    reptot = {c: [sum(x.values()) for x in per_read[c]] for c in cfgs}
    for c in cfgs:
        rel = f"{tot[c] / base:.4f}" if base else "-"
        spread = "-"
        if "lin" in reptot:
            rs = [x / y for x, y in zip(reptot[c], reptot["lin"])]
            spread = f"[{min(rs):.4f}..{max(rs):.4f}]"
        raw = ", ".join(f"{x:,.0f}" for x in reptot[c])
        print(f"| {c}: {CFG_TEXT[c]} | {tot[c]:,.0f} | {rel} | {spread} | {raw} |")
    print()
    # Debian's kernels have no CONFIG_FAILSLAB: what a read costs there, but for the few
    # instructions of each call site (should_fail_bio() is not one of them: every kernel
    # calls it)
    hook = re.compile(AREAS[0][1])
    nofi = {c: tot[c] - sum(n for f, n in rob[c].items() if hook.search(f)) for c in cfgs}
    if base and any(nofi[c] != tot[c] for c in cfgs):
        print("Without the fault-injection hooks (`should_failslab`, `should_fail_ex`: the test "
              "bed's CONFIG_FAILSLAB, which Debian's kernels do not have), each configuration's "
              "count less those functions' own instructions (the first figure is of the "
              "per-function medians, the range of whole repetitions, so it can lie outside):\n")
        print("| configuration | instructions per read | per read over dm-linear | "
              "the same, each repetition's totals [min..max] |")
        print("|---|---|---|---|")
        hooks = {c: [sum(n for f, n in x.items() if hook.search(f)) for x in per_read[c]]
                 for c in cfgs}
        for c in cfgs:
            rs = [(x - h) / (y - hy) for x, h, y, hy in
                  zip(reptot[c], hooks[c], reptot["lin"], hooks["lin"])]
            print(f"| {c} | {nofi[c]:,.0f} | {nofi[c] / nofi['lin']:.4f} | "
                  f"[{min(rs):.4f}..{max(rs):.4f}] |")
        print()

    for ca, cb, what in DIFFS:
        if ca not in per_read or cb not in per_read:
            continue
        d = {f: rob[ca].get(f, 0) - rob[cb].get(f, 0) for f in set(rob[ca]) | set(rob[cb])}
        total = sum(d.values())
        extra = EXTRA_BIOS.get((ca, cb))
        per_bio = f", {total / extra:,.0f} per extra bio ({extra} more bios per read)" if extra else ""
        print(f"## {ca} - {cb}: {what}\n")
        print(f"{total:,.0f} instructions per read{per_bio}.\n")
        ar = defaultdict(float)
        for f, n in d.items():
            name, _, mod = f.partition(" [")
            ar[area(name, mod.rstrip("]"))] += n
        print("| area | instructions per read |")
        print("|---|---|")
        for k in sorted(ar, key=lambda k: (-abs(ar[k]), k)):
            if abs(ar[k]) >= 50:
                print(f"| {k} | {ar[k]:,.0f} |")
        print()
        print("| function | instructions per read |")
        print("|---|---|")
        for f in sorted(d, key=lambda f: (-abs(d[f]), f))[:a.top]:
            if abs(d[f]) >= 1:
                print(f"| `{f}` | {d[f]:,.0f} |")
        print()

    if a.functions_out:
        with lzma.open(a.functions_out, "wt") as f:
            f.write("# cfg\trep\tfunction\tinstructions per read\n")
            for c in cfgs:
                for i, x in enumerate(per_read[c], 1):
                    for fn in sorted(x):
                        if x[fn]:
                            f.write(f"{c}\t{i}\t{fn}\t{x[fn]:.3f}\n")
    if a.before:
        brob = {c: robust(v) for c, v in read_functions(a.before).items()}
        print(f"## Against {a.before_name}\n")
        print(f"The same configurations measured on {a.before_name} (`{a.before}`): "
              "instructions per read there and here, and the functions that changed most.\n")
        print("| configuration | before | now | change |")
        print("|---|---|---|---|")
        for c in cfgs:
            if c in brob:
                tb, tn = sum(brob[c].values()), tot[c]
                print(f"| {c} | {tb:,.0f} | {tn:,.0f} | {tn - tb:+,.0f} ({(tn - tb) / tb:+.2%}) |")
        print()
        for c in ("bc2048", "lin"):
            if c in brob and c in rob:
                d = {f: rob[c].get(f, 0) - brob[c].get(f, 0) for f in set(rob[c]) | set(brob[c])}
                print(f"| {c}: function | change per read |")
                print("|---|---|")
                for f in sorted(d, key=lambda f: (-abs(d[f]), f))[:a.top]:
                    if abs(d[f]) >= 20:
                        print(f"| `{f}` | {d[f]:+,.0f} |")
                print()

if __name__ == "__main__":
    main()
