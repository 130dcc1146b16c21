"""Compare a client's results on SteadyBLAS with the same script's on the reference BLAS.

    compare.py LABEL REFERENCE OURS [TOL]

Both files hold the lines clients.R / clients.m write:
    value NAME COUNT V1 V2 ...   the difference of each vector, max |ours - ref| divided by
                                 max |ref| of that vector, must be <= TOL (default 1e-11)
    check NAME VALUE LIMIT       VALUE <= LIMIT in each file (a residual scaled by n eps)
Every value and check of the reference must be in OURS.  Prints one line per result and
exits 1 on any failure.
"""
import math
import sys


def load(path):
    values, checks = {}, {}
    with open(path) as f:
        for line in f:
            w = line.split()
            if not w:
                continue
            if w[0] == "value":
                v = [float(x) for x in w[3:]]
                if len(v) != int(w[2]):
                    raise SystemExit("%s: %s has %d numbers, says %s" % (path, w[1], len(v), w[2]))
                values[w[1]] = v
            elif w[0] == "check":
                checks[w[1]] = (float(w[2]), float(w[3]))
    return values, checks


def main():
    label, ref_path, ours_path = sys.argv[1:4]
    tol = float(sys.argv[4]) if len(sys.argv) > 4 else 1e-11
    ref, ref_checks = load(ref_path)
    ours, our_checks = load(ours_path)
    bad = 0
    print("    %-20s %6s %14s %10s" % ("result", "n", "max rel diff", "tolerance"))
    for name, r in ref.items():
        o = ours.get(name)
        if o is None or len(o) != len(r):
            print("    %-20s missing or of another length in the SteadyBLAS run: FAIL" % name)
            bad += 1
            continue
        scale = max(abs(x) for x in r) or 1.0
        diff = max(abs(a - b) for a, b in zip(o, r)) / scale
        ok = diff <= tol and not any(math.isnan(x) for x in o)
        bad += not ok
        print("    %-20s %6d %14.3e %10.1e  %s" % (name, len(r), diff, tol, "ok" if ok else "FAIL"))
    for name in ref_checks:
        for which, checks in (("reference", ref_checks), ("SteadyBLAS", our_checks)):
            if name not in checks:
                print("    check %s missing in the %s run: FAIL" % (name, which))
                bad += 1
                continue
            v, limit = checks[name]
            ok = v <= limit
            bad += not ok
            print("    check %-26s %-10s %11.3e <= %.1e  %s" % (name, which, v, limit,
                                                             "ok" if ok else "FAIL"))
    print("%s: %s (%d values, %d checks%s)" % (label, "agrees with the reference BLAS" if not bad
                                              else "FAILED", len(ref), len(ref_checks),
                                              ", %d failures" % bad if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
