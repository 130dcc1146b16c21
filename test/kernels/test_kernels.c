/*
 * Kernel test: each kernel set's GEMM microkernels and pack routines against the
 * generic set (kernel/generic/, the correctness reference), for the four types.
 *
 * Microkernel: random packed panels of the set's MR x k and k x NR, k in {0, 1, 7, KC},
 * every m in 1..MR and n in 1..NR, beta in {0 (C full of NaN), 1, other}, alpha in
 * {1, other}, C column-major (rs_c = 1, padded ld), row-major, and a general stride
 * pair.  The reference runs the generic microkernel over the same tile, its panels
 * made from the set's panels by the generic pack routines.  Every byte of the C buffer
 * outside the m x n tile must be unchanged.
 * Packing: the set's packa/packb against the contract's formula (exact), with conj,
 * partial last panels, column-, row- and generally-strided sources; nothing may be
 * written beyond the ceil(mn / W) panels.
 *
 * Usage: test_kernels [set ...]   (default: every set below)
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kernel/kernel.h"

extern const sb_kset sb_kset_generic;
#if defined(__x86_64__)
extern const sb_kset sb_kset_avx512;
extern const sb_kset sb_kset_avx2;
extern const sb_kset sb_kset_sse2;      /* SSE2 is part of x86-64: every CPU runs it */
#endif

typedef struct {
    const sb_kset *set;
    int (*cpu_ok)(void);
} entry;

#if defined(__x86_64__)
static int cpu_avx512(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("fma");
}
static int cpu_avx2(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
#endif
static int cpu_any(void) { return 1; }

static const entry sets[] = {
    { &sb_kset_generic, cpu_any },
#if defined(__x86_64__)
    { &sb_kset_avx512, cpu_avx512 },
    { &sb_kset_avx2, cpu_avx2 },
    { &sb_kset_sse2, cpu_any },
#endif
};

static const char *tname[4] = { "s", "d", "c", "z" };
static const size_t tsize[4] = { 4, 8, 8, 16 };
static const int tcplx[4] = { 0, 0, 1, 1 };
static const int tdbl[4] = { 0, 1, 0, 1 };

static long failures, checks;
static uint64_t rng = 88172645463325252ull;
static double urand(void)   /* in [-1, 1) */
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* Element access on untyped buffers (complex: two reals). */
static void put(int t, void *p, size_t i, double re, double im)
{
    switch (t) {
    case 0: ((float *)p)[i] = (float)re; break;
    case 1: ((double *)p)[i] = re; break;
    case 2: ((float *)p)[2 * i] = (float)re; ((float *)p)[2 * i + 1] = (float)im; break;
    default: ((double *)p)[2 * i] = re; ((double *)p)[2 * i + 1] = im; break;
    }
}
static void get(int t, const void *p, size_t i, double *re, double *im)
{
    switch (t) {
    case 0: *re = ((const float *)p)[i]; *im = 0; break;
    case 1: *re = ((const double *)p)[i]; *im = 0; break;
    case 2: *re = ((const float *)p)[2 * i]; *im = ((const float *)p)[2 * i + 1]; break;
    default: *re = ((const double *)p)[2 * i]; *im = ((const double *)p)[2 * i + 1]; break;
    }
}

static void *xalloc(size_t bytes)
{
    void *p = aligned_alloc(64, (bytes + 63) / 64 * 64 + 64);
    if (!p) { perror("aligned_alloc"); exit(2); }
    return p;
}

static void fail(const char *set, int t, const char *what)
{
    if (++failures <= 20) printf("FAIL %s %s: %s\n", set, tname[t], what);
}

/* ---------------------------------------------------------------- microkernels */

static void test_ukr(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    const int MR = kr->mr, NR = kr->nr, GMR = gk->mr, GNR = gk->nr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim kc = kr->kc > 0 ? kr->kc : 256;
    const sb_dim ks[4] = { 0, 1, 7, kc };
    /* panels: the set's, and the generic ones made from them */
    void *a = xalloc(MR * kc * es), *b = xalloc(NR * kc * es);
    void *ga = xalloc(((MR + GMR - 1) / GMR) * GMR * kc * es);
    void *gb = xalloc(((NR + GNR - 1) / GNR) * GNR * kc * es);
    /* C buffers large enough for every layout, with margins */
    const sb_dim cap = (sb_dim)(MR + 5) * (NR + 5) * 3 + 64;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    char *inside = xalloc(cap);
    const double alphas[2][2] = { { 1, 0 }, { -0.75, 0.5 } };
    const double betas[3][2] = { { 0, 0 }, { 1, 0 }, { 0.625, -0.25 } };
    char msg[256];

    for (sb_dim i = 0; i < MR * kc; i++) put(t, a, i, urand(), cx ? urand() : 0);
    for (sb_dim i = 0; i < NR * kc; i++) put(t, b, i, urand(), cx ? urand() : 0);

    for (int ki = 0; ki < 4; ki++) {
        const sb_dim k = ks[ki];
        /* generic panels from the set's panels: A is an MR x k matrix (s_mn 1, s_k MR),
         * B a k x NR matrix (element (p, j) at j + p * NR: s_mn 1, s_k NR) */
        gk->packa(MR, k, a, 1, MR, 0, ga);
        gk->packb(NR, k, b, 1, NR, 0, gb);
        for (int layout = 0; layout < 3; layout++)
        for (int m = 1; m <= MR; m++)
        for (int n = 1; n <= NR; n++)
        for (int bi = 0; bi < 3; bi++)
        for (int ai = 0; ai < 2; ai++) {
            sb_dim rs, cs, off = 7;
            if (layout == 0) { rs = 1; cs = MR + 3; }          /* column-major, padded */
            else if (layout == 1) { rs = NR + 2; cs = 1; }     /* row-major */
            else { rs = 2; cs = 2 * MR + 5; }                  /* general strides */
            const sb_dim span = off + (m - 1) * rs + (n - 1) * cs + 1 + 9;
            if (span > cap) { fprintf(stderr, "internal: C buffer too small\n"); exit(2); }
            for (sb_dim i = 0; i < span; i++) {
                if (bi == 0) put(t, c0, i, NAN, cx ? NAN : 0);
                else put(t, c0, i, urand(), cx ? urand() : 0);
            }
            memcpy(c1, c0, span * es);
            memcpy(cr, c0, span * es);
            unsigned char alpha[16], beta[16];
            put(t, alpha, 0, alphas[ai][0], alphas[ai][1]);
            put(t, beta, 0, betas[bi][0], betas[bi][1]);

            kr->gemm_ukr(k, alpha, a, b, beta, c1 + off * es, rs, cs, m, n);
            /* reference: generic microkernel per generic subtile */
            for (int jb = 0; jb < n; jb += GNR)
                for (int ib = 0; ib < m; ib += GMR) {
                    const int mm = m - ib < GMR ? m - ib : GMR;
                    const int nn = n - jb < GNR ? n - jb : GNR;
                    gk->gemm_ukr(k, alpha, (char *)ga + (size_t)(ib / GMR) * GMR * k * es,
                                 (char *)gb + (size_t)(jb / GNR) * GNR * k * es, beta,
                                 cr + (off + ib * rs + jb * cs) * es, rs, cs, mm, nn);
                }
            checks++;
            int bad = 0;
            memset(inside, 0, span);
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) inside[off + i * rs + j * cs] = 1;
            for (sb_dim x = 0; x < span && !bad; x++) {
                const sb_dim rel = x - off;
                if (!inside[x]) {
                    if (memcmp(c1 + x * es, c0 + x * es, es)) {
                        snprintf(msg, sizeof msg, "ukr wrote outside the tile: k=%ld m=%d "
                                 "n=%d layout=%d beta#%d alpha#%d at offset %ld",
                                 (long)k, m, n, layout, bi, ai, (long)rel);
                        bad = 1;
                    }
                    continue;
                }
                double yr, yi, zr, zi;
                get(t, c1, x, &yr, &yi);
                get(t, cr, x, &zr, &zi);
                const double tol = 8 * eps * (k + 4) * 2;
                if (!(fabs(yr - zr) <= tol && fabs(yi - zi) <= tol)) {
                    snprintf(msg, sizeof msg, "ukr k=%ld m=%d n=%d layout=%d beta#%d "
                             "alpha#%d: element %ld got (%g, %g) want (%g, %g)",
                             (long)k, m, n, layout, bi, ai, (long)rel, yr, yi, zr, zi);
                    bad = 1;
                }
            }
            if (bad) fail(set->name, t, msg);
        }
    }
    free(a); free(b); free(ga); free(gb); free(c0); free(c1); free(cr); free(inside);
}

/* ---------------------------------------------------------------- packing */

static void test_pack(const sb_kset *set, int t, int bside)
{
    const sb_kernels *kr = &set->t[t];
    const sb_pack_fn pack = bside ? kr->packb : kr->packa;
    const int W = bside ? kr->nr : kr->mr;
    const size_t es = tsize[t];
    const sb_dim mns[5] = { 1, W - 1 > 0 ? W - 1 : 1, W, 2 * W + 3, 3 * W };
    const sb_dim kk[4] = { 0, 1, 9, 37 };
    char msg[256];

    for (int mi = 0; mi < 5; mi++)
    for (int ki = 0; ki < 4; ki++)
    for (int layout = 0; layout < 3; layout++)
    for (int cj = 0; cj < 2; cj++) {
        const sb_dim mn = mns[mi], k = kk[ki];
        sb_dim s_mn, s_k;
        if (layout == 0) { s_mn = 1; s_k = mn + 5; }        /* along mn contiguous */
        else if (layout == 1) { s_mn = k + 3; s_k = 1; }     /* along k contiguous */
        else { s_mn = 3; s_k = 3 * mn + 2; }                 /* general */
        const sb_dim srclen = (mn - 1) * s_mn + (k > 0 ? (k - 1) * s_k : 0) + 1;
        const sb_dim panels = (mn + W - 1) / W, dlen = panels * W * k;
        void *src = xalloc(srclen * es);
        unsigned char *dst = xalloc((dlen + 16) * es), *ref = xalloc((dlen + 16) * es);
        for (sb_dim i = 0; i < srclen; i++) put(t, src, i, urand(), tcplx[t] ? urand() : 0);
        memset(dst, 0xa5, (dlen + 16) * es);
        memset(ref, 0xa5, (dlen + 16) * es);
        for (sb_dim q = 0; q < panels; q++)
            for (sb_dim p = 0; p < k; p++)
                for (sb_dim i = 0; i < W; i++) {
                    const sb_dim r = q * W + i, d = q * W * k + p * W + i;
                    double re = 0, im = 0;
                    if (r < mn) get(t, src, r * s_mn + p * s_k, &re, &im);
                    put(t, ref, d, re, r < mn && cj && tcplx[t] ? -im : im);
                }
        pack(mn, k, src, s_mn, s_k, cj, dst);
        checks++;
        if (memcmp(dst, ref, (dlen + 16) * es)) {
            snprintf(msg, sizeof msg, "%s mn=%ld k=%ld layout=%d conj=%d differs from the "
                     "contract (or wrote past the panels)", bside ? "packb" : "packa",
                     (long)mn, (long)k, layout, cj);
            fail(set->name, t, msg);
        }
        free(src); free(dst); free(ref);
    }
}

int main(int argc, char **argv)
{
    int ran = 0;
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        const sb_kset *set = sets[s].set;
        if (argc > 1) {
            int want = 0;
            for (int i = 1; i < argc; i++) want |= !strcmp(argv[i], set->name);
            if (!want) continue;
        }
        if (!sets[s].cpu_ok()) {
            printf("test-kernels: %s: SKIPPED (this CPU cannot run it)\n", set->name);
            continue;
        }
        const long f0 = failures, c0 = checks;
        for (int t = 0; t < 4; t++) {
            const sb_kernels *kr = &set->t[t];
            if (kr->mr < 1 || kr->mr > SB_MAX_MR || kr->nr < 1 || kr->nr > SB_MAX_NR) {
                fail(set->name, t, "MR/NR outside 1..SB_MAX_MR/NR");
                continue;
            }
            /* the engine packs whole micropanels into MC x KC / KC x NC buffers */
            if (kr->mc % kr->mr || kr->nc % kr->nr || kr->kc < 1) {
                fail(set->name, t, "MC must be a multiple of MR, NC of NR, KC >= 1");
                continue;
            }
            test_ukr(set, t);
            test_pack(set, t, 0);
            test_pack(set, t, 1);
        }
        printf("test-kernels: %s: %ld checks, %ld failed (MR x NR: s %dx%d d %dx%d c %dx%d "
               "z %dx%d)\n", set->name, checks - c0, failures - f0, set->t[0].mr,
               set->t[0].nr, set->t[1].mr, set->t[1].nr, set->t[2].mr, set->t[2].nr,
               set->t[3].mr, set->t[3].nr);
        ran++;
    }
    printf("test-kernels: %s (%d sets run, %ld checks, %ld failed)\n",
           failures ? "FAIL" : "PASS", ran, checks, failures);
    return failures ? 1 : 0;
}
