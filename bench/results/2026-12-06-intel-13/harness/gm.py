# Geometric mean of an A/B pair of bench runs (both slot orders): prints op, trans, shape
# and sqrt(r1 / r2), r = ours_over_blis of each run (run 1: new in the ours slot, run 2:
# new in the blis slot).  usage: gm.py DIR_NEW_FIRST DIR_OLD_FIRST
import csv, math, sys
def load(d):
    out = {}
    for r in csv.DictReader(open(d + '/results.csv')):
        out[(r['op'], r['trans'], r['m'], r['n'], r['k'])] = float(r['ours_over_blis'])
    return out
a, b = load(sys.argv[1]), load(sys.argv[2])
for k in a:
    if k in b:
        print(*k, '%.3f' % math.sqrt(a[k] / b[k]))
