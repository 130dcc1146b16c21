import sys, collections
d = collections.defaultdict(dict)
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) < 8 or f[0] != 'bench:' or f[6] != 'ours': continue
    try: d[(f[1], f[2])][int(f[3])] = float(f[7])
    except ValueError: pass
for (op, tr), pts in d.items():
    ns = sorted(pts)
    for i in range(1, len(ns) - 1):
        a, b, c = pts[ns[i-1]], pts[ns[i]], pts[ns[i+1]]
        r = b / min(a, c)
        if r < 0.9: print(f"{op} {tr} n={ns[i]} {b:.1f} neighbours {a:.1f} {c:.1f} ratio {r:.3f}")
