import sys
def waste(n, MR, NR, mv):
    comp = 0
    for j in range(0, n, NR):
        nr = min(NR, n - j)
        for i in range(0, n, MR):
            mr = min(MR, n - i)
            if i + mr <= j: continue          # above diagonal entirely (lower C)
            if i >= j + nr - 1 + 1 and i >= j + nr: comp += mr * nr; continue  # inside
            q0 = max(0, j - i) // mv * mv
            comp += (mr - q0) * nr
    useful = n * (n + 1) / 2
    return comp / useful
for n in (192, 512, 1024):
    print(n, "s 32x12 mv16 %.3f" % waste(n, 32, 12, 16), "d 24x8 mv8 %.3f" % waste(n, 24, 8, 8),
          "s mv8 %.3f" % waste(n, 32, 12, 8))
def share(n, MR, NR, mv):
    tri = full = 0
    for j in range(0, n, NR):
        nr = min(NR, n - j)
        for i in range(0, n, MR):
            mr = min(MR, n - i)
            if i + mr <= j: continue
            if i >= j + nr: full += mr * nr; continue
            q0 = max(0, j - i) // mv * mv
            tri += (mr - q0) * nr
    return tri / (tri + full)
print("tri share 512 s", share(512, 32, 12, 16), "d", share(512, 24, 8, 8))
