/*
 * Cache blocking computed from the cache geometry and the kernel set's microtile, not
 * looked up by CPU name (the analytical model of Low, Igual, Smith and Quintana-Orti,
 * "Analytical modeling is enough for high-performance BLIS", simplified):
 *
 *   KC  the B micropanel (KC x NR) is the operand the microkernel re-reads for every
 *       MR rows of A, so it must stay in L1 while the A micropanel streams through:
 *       KC * NR * size <= L1d / 3 (the rest of L1 takes the A stream and the C tile), or
 *       the share of L1 the set asks for (kc_l1_pct): the longer KC, the fewer times each
 *       tile of C is loaded and stored (k / KC), and a kernel that prefetches its A stream
 *       keeps a B micropanel of most of L1 (AVX2 on Zen 3, L1d 32 KiB, one thread,
 *       n = 1024, best of 3-4 alternating runs, 2026-12-01: 3/4 of L1, d KC 512 / MC 64
 *       46.1 GFLOP/s against 44.3 with a third (KC 224 / MC 144); s 95.9 / 93.0, c 93.2 /
 *       91.5, z 46.9 / 44.9; KC 320-448 in between);
 *   MC  the packed A block (MC x KC) is re-read for every NR columns of B and lives in
 *       L2: MC * KC * size <= L2 / 2 (half of L2 for A, the rest for B micropanels
 *       passing through and C);
 *   NC  the packed B panel (KC x NC) is re-read for every MC rows and lives in this
 *       core's share of L3: KC * NC * size <= share / 2, and at most max(L2, 2 MiB)
 *       (measured: see below), both for the KC of a third of L1 (where they were
 *       measured): a set with a longer KC gets a B panel as many times larger, so that NC,
 *       and with it how often each A block is packed (n / NC), stays (Zen 3, d KC 512,
 *       n = 1024 / 2048: NC 1170 45.2 / 46.3 GFLOP/s, NC 510 44.5 / 45.2, 2046 45.5 /
 *       46.2).
 *
 * MC is a multiple of MR and NC of NR (the engine packs whole micropanels), KC a multiple
 * of 8.  Where a cache size is unknown (CPUID does not say, or says something implausible,
 * see cpu.c) the set's own default for that block is kept, except that an unknown L3 with
 * a known L2 sizes the B panel to max(L2, 2 MiB).
 */
#include "arch/arch.h"

static const long elem_size[4] = {4, 8, 8, 16};

static sb_dim round_down(sb_dim x, sb_dim unit, sb_dim at_least)
{
    x -= x % unit;
    return x < at_least ? at_least : x;
}

void sb_arch_blocking(const sb_cpu_info *ci, sb_kset *dst)
{
    for (int t = 0; t < 4; t++) {
        sb_kernels *k = &dst->t[t];
        long es = elem_size[t];
        sb_dim kc_third = k->kc;   /* the KC of a third of L1, for NC below */
        if (ci->l1d) {
            kc_third = round_down(ci->l1d / 3 / (k->nr * es), 8, 64);
            sb_dim kc = dst->kc_l1_pct > 0
                            ? round_down(ci->l1d * dst->kc_l1_pct / 100 / (k->nr * es), 8, 64)
                            : kc_third;
            k->kc = kc > 1024 ? 1024 : kc;
            if (kc_third > k->kc) kc_third = k->kc;
        }
        if (ci->l2) {
            sb_dim mc = ci->l2 / 2 / (k->kc * es);
            mc = round_down(mc, k->mr, k->mr);
            k->mc = mc > 4096 ? round_down(4096, k->mr, k->mr) : mc;
        }
        /* The B panel's budget.  Half this core's share of L3 (two logical CPUs per
         * core assumed when the count is even), but never more than max(L2, 2 MiB):
         *   - Zen 5 VM (L2 1 MiB, L3 hidden): a 2 MiB panel beat one of L2 (best of 3,
         *     1 / 2 threads, n = 2048: d 104 / 102, 196 / 190; c 217 / 212, 404 / 391;
         *     z 106 / 104, 201 / 188; s tied, 394 / 379), 4 MiB lost (c 3000 on 2
         *     threads 370 against 402), and the sets' defaults (NC ~4096) lost by more
         *     (n = 2048, one thread: c 158 against 193 with one L2);
         *   - Emerald Rapids VM (L2 2 MiB, L3 300 MiB shared by 16 CPUs: half a share
         *     ~19 MiB): NC from that share (d 8192) ran dgemm 2048 at 0.79x / 0.84x and
         *     zgemm at 0.87x / 0.98x a 2 MiB panel (two runs), s and c tied.
         * With neither cache size known the set's default stays.  2026-12-01. */
        long budget = 0;
        if (ci->l2) budget = ci->l2 > (2L << 20) ? ci->l2 : (2L << 20);
        if (ci->l3) {
            long cores = ci->l3_sharing > 1 ? (ci->l3_sharing + 1) / 2 : 1;
            long share = ci->l3 / cores;
            if (share < ci->l2) share = ci->l2;
            if (!budget || share / 2 < budget) budget = share / 2;
        }
        if (budget) {
            sb_dim nc = budget / (kc_third * es);
            nc = round_down(nc, k->nr, 16 * k->nr);
            k->nc = nc > 8192 ? round_down(8192, k->nr, k->nr) : nc;
        }
        /* A threaded call's column groups each pack and read their own B panel, all at
         * once, where one thread had one: there each group's panel is at most what L2
         * holds (KC x NC_team <= L2) when the L3 is unknown and the budget above was one
         * thread's.  Zen 5 VM (L2 1 MiB, L3 hidden), 2 threads, n = 2048, alternating
         * processes (2026-12-02): zgemm with a 2 MiB panel per group ran 118 / 165 / 122 /
         * 176 GFLOP/s (a slow or a fast mode per process), with 1 MiB 185 / 190 / 189 /
         * 184; d, s and c level within the noise (d 160-169 both, c 346-368 / 346-355, s
         * 315-327 / 305-327).  One thread keeps NC (z 95-100 either way). */
        k->nc_team = 0;
        if (ci->l2 && !ci->l3) {
            const sb_dim nct = round_down(ci->l2 / (k->kc * es), k->nr, 16 * k->nr);
            if (nct < k->nc) k->nc_team = nct;
        }
    }
}
