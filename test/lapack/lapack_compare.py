#!/usr/bin/env python3
"""Compare two passes of the LAPACK test suite: the reference BLAS and the BLAS under test.

    lapack_compare.py [--tolerated FILE] REF OURSDIR NAME...
    lapack_compare.py --summarize KEY REFDIR NAME... > baseline.json

REF is a directory of reference reports, or a baseline file written by --summarize
(the parsed counts of every reference report, with the KEY that names the binaries,
inputs and libraries they came from).

Each directory holds NAME.out (the tester's report) and NAME.rc (its exit status).
The report is read the way LAPACK's lapack_testing.py reads it:
  "( N tests run)"                        N tests ran and passed the threshold
  "K out of M tests failed"               M tests ran, K failed the threshold
  lines with "illegal" or " INFO"         an illegal argument or an error code reported
plus lines with "fail" or "***" (failed error exits and the like), "number of examples where
info is not 0 = N" (the balancing tests) and "End of tests" (the tester finished).

A run passes when it shows no failure the reference does not also show (see run_lapack.sh),
apart from the failures FILE tolerates (see tolerated.txt): those are taken out of the
counts and named in the verdict.
Exit status 0 when every run passes.
"""
import json
import os
import re
import sys

RUN = re.compile(r"(\d+)\s+tests\s+run\)")
OUTOF = re.compile(r"(\d+)\s+out\s+of\s+(\d+)")
INFO0 = re.compile(r"info is not 0\s*=\s*(\d+)")
PROBLEM = re.compile(r"(?i:fail|illegal)|\*\*\*| INFO")
RATIO = re.compile(r"Failure in (\w+),.*test=\s*([-+0-9.EeDd]+|NaN|Infinity)")
# the other report format: a "PATH:  header" line, then one line per failure ending in
# "test( T) = RATIO" that does not name the routine (e.g. ZH2, the Aasen 2-stage solvers)
RATIO2 = re.compile(r"test\(\s*\d+\)\s*=\s*([-+0-9.EeDd]+|NaN|Infinity)\s*$")
# the eigenproblem testers' format: one line per failure, "Matrix order= N, type= T,
# seed=..., result R is RATIO", naming neither the routine nor the path; the path's
# "PATH:  F out of T tests failed" summary follows them
RATIO3 = re.compile(r"result\s+\d+\s+is\s+([-+0-9.EeDd]+|NaN|Infinity)\s*$")


def ratio_of(m):
    try:
        return float(m.group(m.lastindex).replace("D", "E").replace("d", "e"))
    except ValueError:
        return float("inf")


def read_tolerated(path):
    tol = {}
    with open(path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if len(words) == 3:
                tol.setdefault(words[0], {})[words[1]] = float(words[2])
    return tol


def parse(directory, name, tolerated=None):
    """Counts of one report; failures of the routines in `tolerated` ({routine: max ratio})
    are left out when all their ratios are within bounds."""
    tolerated = tolerated or {}
    r = {"rc": None, "total": 0, "failed": 0, "problems": 0, "info": 0, "ended": False,
         "lines": [], "tolerated": []}
    tol = {k: {"failed": 0, "lines": [], "ok": True} for k in tolerated}
    try:
        with open(os.path.join(directory, name + ".rc")) as f:
            r["rc"] = int(f.read().strip() or -1)
    except (OSError, ValueError):
        r["rc"] = -1
    try:
        with open(os.path.join(directory, name + ".out"), errors="replace") as f:
            text = f.read()
    except OSError:
        return r
    current = None      # the tolerated routine whose failure lines follow (format 2)
    pending = []        # ratios of format-3 lines since the last summary line
    for line in text.splitlines():
        m3 = RATIO3.search(line)
        if m3:
            pending.append(ratio_of(m3))
        routine = next((k for k in tolerated if re.search(r"\b%s\b" % k, line)), None)
        if not line.strip():
            current = None
        elif routine:
            current = routine
        elif current and RATIO2.search(line):
            routine = current
        elif RATIO2.search(line):
            # a "test( T) = RATIO" line after a blank one (c-svd's CBD): like format 3,
            # it belongs to the next summary line's routine
            pending.append(ratio_of(RATIO2.search(line)))
        if routine:
            t = tol[routine]
            m = RATIO.search(line) or RATIO2.search(line)
            if m:
                t["since"] = t.get("since", 0) + 1
                if not ratio_of(m) <= tolerated[routine]:
                    t["ok"] = False
            m = OUTOF.search(line)
            if m:
                failed = int(m.group(1))
                t["failed"] += failed
                r["total"] += int(m.group(2))
                # the failures this summary counts each had a ratio line (of any format)
                # since the routine's last summary, and format-3 ones are within the bound
                if failed > 0 and (len(pending) + t.get("since", 0) < failed or
                                   any(not x <= tolerated[routine] for x in pending)):
                    t["ok"] = False
                t["lines"] += ["(%s) result is %g" % (routine, x) for x in pending]
                pending = []
                t["since"] = 0
            m = RUN.search(line)
            if m:
                r["total"] += int(m.group(1))
            if OUTOF.search(line) or PROBLEM.search(line):
                t["lines"].append(line.strip())
            continue
        m = RUN.search(line)
        if m:
            r["total"] += int(m.group(1))
        m = OUTOF.search(line)
        if m:
            r["failed"] += int(m.group(1))
            r["total"] += int(m.group(2))
            r["lines"].append(line.strip())
            pending = []
        elif PROBLEM.search(line):
            r["problems"] += 1
            r["lines"].append(line.strip())
        m = INFO0.search(line)
        if m:
            r["info"] += int(m.group(1))
        if "End of tests" in line:
            r["ended"] = True
    for routine, t in tol.items():
        if not t["lines"]:
            continue
        if t["ok"]:
            r["tolerated"].append("%s (%d failed, all ratios <= %g)"
                                  % (routine, t["failed"], tolerated[routine]))
        else:
            r["failed"] += t["failed"]
            r["problems"] += len([x for x in t["lines"] if not OUTOF.search(x)])
            r["lines"] += t["lines"]
    return r


def verdict(ref, ours):
    why = []
    if ours["rc"] != 0:
        why.append("exit status %s" % ours["rc"])
    if ref["ended"] and not ours["ended"]:
        why.append("did not reach End of tests")
    if ours["total"] != ref["total"]:
        why.append("%d tests ran, reference %d" % (ours["total"], ref["total"]))
    if ours["failed"] > ref["failed"]:
        why.append("%d tests failed, reference %d" % (ours["failed"], ref["failed"]))
    if ours["problems"] > ref["problems"]:
        why.append("%d error lines, reference %d" % (ours["problems"], ref["problems"]))
    if ours["info"] > ref["info"]:
        why.append("info not 0 in %d examples, reference %d" % (ours["info"], ref["info"]))
    return why


def load_baseline(path):
    with open(path) as f:
        return json.load(f)["runs"]


def summarize(key, refdir, names):
    runs = {}
    for name in names:
        r = parse(refdir, name)
        del r["lines"], r["tolerated"]
        runs[name] = r
    json.dump({"key": key, "runs": runs}, sys.stdout, indent=1, sort_keys=True)
    print()
    return 0


def main():
    args = sys.argv[1:]
    if args[:1] == ["--summarize"]:
        return summarize(args[1], args[2], args[3:])
    tolerated = {}
    if args[:1] == ["--tolerated"]:
        tolerated = read_tolerated(args[1])
        args = args[2:]
    refdir, oursdir, names = args[0], args[1], args[2:]
    baseline = load_baseline(refdir) if refdir.endswith(".json") else None
    ref_of = lambda name: baseline[name] if baseline is not None else parse(refdir, name)
    bad = 0
    print("  %-14s %10s %8s   %10s %8s   %s" % ("run", "tests", "failed", "ref tests",
                                              "failed", "verdict"))
    for name in names:
        ref, ours = ref_of(name), parse(oursdir, name, tolerated.get(name))
        why = verdict(ref, ours)
        ok = "ok" + (" (tolerated: %s)" % "; ".join(ours["tolerated"])
                     if ours["tolerated"] else "")
        print("  %-14s %10d %8d   %10d %8d   %s" % (name, ours["total"], ours["failed"],
              ref["total"], ref["failed"], "FAIL: " + "; ".join(why) if why else ok))
        if why:
            bad += 1
            for line in ours["lines"][:15]:
                print("      " + line)
            if len(ours["lines"]) > 15:
                print("      ... %d more; see %s" % (len(ours["lines"]) - 15,
                      os.path.join(oursdir, name + ".out")))
    tot = lambda d, k: sum((parse(d, n, tolerated.get(n)) if d == oursdir else ref_of(n))[k]
                           for n in names)
    print("lapack: %d of %d runs pass; tests run %d (reference %d), failed %d (reference %d),"
          " tolerated failures in %d runs"
          % (len(names) - bad, len(names), tot(oursdir, "total"), tot(refdir, "total"),
             tot(oursdir, "failed"), tot(refdir, "failed"),
             sum(1 for n in names if parse(oursdir, n, tolerated.get(n))["tolerated"])))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
