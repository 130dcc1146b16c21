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
 * Sets that skip A vectors (mv > 0): tiles started r rows down a panel, every m, the
 * panel ending at an unmapped page (test_ukr_mv).
 * GEMM block (gemm_blk, where a set has one): bitwise against the set's gemm_ukr run
 * tile by tile over the same block (test_blk).
 * GEMM block packing A (gemm_blk_pa, where a set has one): bitwise against the set's packa
 * followed by its gemm_blk, C and the packed A; GEMM block packing B (gemm_blk_pb)
 * likewise against packb and gemm_blk (test_blk_fused).
 * Triangle tiles (gemm_ukr_tri, where a set has one): bitwise against the set's gemm_ukr
 * inside the triangle, nothing outside it read or written (test_tri).
 * Triangular-A tiles (gemm_ukr_trk, where a set has one): against gemm_ukr, and an Inf of
 * B kept from the rows its diagonal step does not reach (test_trk).
 * TRSM tile (trsm_ukr, where a set has one): against the substitution in double, every
 * tile shape the driver passes, the parts it must not read or write poisoned (test_trsm).
 * Small TRMM (trmm_rs, trmm_ls, where a set has them): bitwise against the set's
 * gemm_small on the triangle written out with its zeros, and against double
 * (test_trmm_rs, test_trmm_ls).
 * Packing: the set's packa/packb against the contract's formula (exact), with conj,
 * partial last panels, column-, row- and generally-strided sources; nothing may be
 * written beyond the ceil(mn / W) panels.
 *
 * Small-matrix kernel (gemm_small, where a set has one): against the generic gemm_small,
 * every m in 1..2 MR + 2 and n in 1..NR + 1 (every tile shape and mask) plus sizes of
 * several tiles, k in {0, 1, 7, 29}; A column-major with padding rows holding NaN, or
 * packed by the set's packa; B column-major or transposed (conjugated for complex),
 * NaN in its padding; beta in {0 (C full of NaN), 1, other}, alpha in {1, other}.
 * Every element of the C buffer outside the m x n matrix must be unchanged.  In place
 * (test_small_inplace): C the rows of B the call reads, as TRMM's small path runs it.
 *
 * Level 1 and 2 kernels: every one against generic, lengths 0..67 and long ones,
 * increments 1, 2, -1, -3, 0, NaN/Inf, nrm2 at huge and tiny scales, iamax ties and
 * NaN, gemv N/T/C edges, the fused symv_r against gemv_n + gemv_t (see l12_vectors,
 * l12_gemv, l12_symv); and bitwise the same results wherever the operands lie
 * (l12_placement).  A set's narrow slots (kernel.h: sb_narrow_slots) go through the
 * level 1 and 2 tests as well, put in place on a copy of the set.
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
#include <sys/mman.h>
#include <unistd.h>
#include "kernel/kernel.h"
#include "kernel/generic/generic.h"

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

/* Element x of got and want agree within the tolerance of a k-term sum?  (their values
 * returned for the message) */
static int close_to(int t, const void *got, const void *want, size_t x, sb_dim k, double v[4])
{
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON, tol = 8 * eps * (k + 4) * 2;
    get(t, got, x, &v[0], &v[1]);
    get(t, want, x, &v[2], &v[3]);
    return fabs(v[0] - v[2]) <= tol && fabs(v[1] - v[3]) <= tol;
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

/* One case's C buffers and scalars: span elements of c0 NaN (beta#0: C must not be read)
 * or random, copied to c1 and cr; alpha and beta from the tables' rows ai and bi. */
static const double alphas[2][2] = { { 1, 0 }, { -0.75, 0.5 } };
static const double betas[3][2] = { { 0, 0 }, { 1, 0 }, { 0.625, -0.25 } };
static void c_case(int t, sb_dim span, int bi, int ai, unsigned char *c0, unsigned char *c1,
                   unsigned char *cr, unsigned char alpha[16], unsigned char beta[16])
{
    const int cx = tcplx[t];
    for (sb_dim i = 0; i < span; i++) {
        if (bi == 0) put(t, c0, i, NAN, cx ? NAN : 0);
        else put(t, c0, i, urand(), cx ? urand() : 0);
    }
    memcpy(c1, c0, span * tsize[t]);
    memcpy(cr, c0, span * tsize[t]);
    put(t, alpha, 0, alphas[ai][0], alphas[ai][1]);
    put(t, beta, 0, betas[bi][0], betas[bi][1]);
}

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
            unsigned char alpha[16], beta[16];
            c_case(t, span, bi, ai, c0, c1, cr, alpha, beta);

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

/* ---------------------------------------------------------------- GEMM block */

/* Block extents of the gemm_blk tests: 1 .. 2 MR + 1 rows, 4 MR and 5 MR + 3 (mmax);
 * 1 .. 2 NR + 1 columns, 3 NR and 4 NR + 2 (nmax): 2 MR + 3 (2 NR + 3) of them, in arrays
 * of BLK_SIZES entries.  (They were 64: with s's MR of 32 (AVX-512) the last three rows
 * overran into the column array, and blocks of 65, 128 and 163 rows ran as 1, 2 and 3.) */
#define BLK_SIZES 160
static void blk_sizes(int MR, int NR, sb_dim *ms, int *nm, sb_dim *ns, int *nn)
{
    if (2 * MR + 3 > BLK_SIZES || 2 * NR + 3 > BLK_SIZES) {
        fprintf(stderr, "test-kernels: blk_sizes: MR %d / NR %d too large\n", MR, NR);
        exit(2);
    }
    *nm = *nn = 0;
    for (sb_dim m = 1; m <= 2 * MR + 1; m++) ms[(*nm)++] = m;
    ms[(*nm)++] = 4 * MR;
    ms[(*nm)++] = 5 * MR + 3;
    for (sb_dim n = 1; n <= 2 * NR + 1; n++) ns[(*nn)++] = n;
    ns[(*nn)++] = 3 * NR;
    ns[(*nn)++] = 4 * NR + 2;
}

/*
 * gemm_blk (where a set has one) against the set's own gemm_ukr run over the same tiles
 * (the contract: exactly the tiles ukr computes), bitwise, over the whole C buffer (so
 * nothing outside the block may change either): blocks of 1 .. 2 MR + 1 rows and
 * 1 .. 2 NR + 1 columns and a few larger ones, k in {0, 1, 7, 32}, beta in {0 (C full of
 * NaN), 1, other}, alpha in {1, other}, C column-major (padded) and row-major.
 */
static void test_blk(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->gemm_blk) return;
    const int MR = kr->mr, NR = kr->nr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim ks[4] = { 0, 1, 7, 32 }, kmax = 32;
    const sb_dim mmax = 5 * MR + 3, nmax = 4 * NR + 2;
    void *a = xalloc((size_t)(mmax + MR) * kmax * es), *b = xalloc((size_t)(nmax + NR) * kmax * es);
    const sb_dim cap = (mmax + 4) * (nmax + 4) + 64;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    char msg[256];
    for (sb_dim i = 0; i < (mmax + MR) * kmax; i++) put(t, a, i, urand(), cx ? urand() : 0);
    for (sb_dim i = 0; i < (nmax + NR) * kmax; i++) put(t, b, i, urand(), cx ? urand() : 0);
    sb_dim ms[BLK_SIZES], ns[BLK_SIZES];
    int nm, nn;
    blk_sizes(MR, NR, ms, &nm, ns, &nn);
    for (int ki = 0; ki < 4; ki++)
    for (int mi = 0; mi < nm; mi++)
    for (int ni = 0; ni < nn; ni++)
    for (int layout = 0; layout < 2; layout++)
    for (int bi = 0; bi < 3; bi++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim k = ks[ki], m = ms[mi], n = ns[ni], off = 5;
        const sb_dim rs = layout ? n + 3 : 1, cs = layout ? 1 : m + 3;
        const sb_dim span = off + (m - 1) * rs + (n - 1) * cs + 1 + 7;
        unsigned char alpha[16], beta[16];
        c_case(t, span, bi, ai, c0, c1, cr, alpha, beta);
        kr->gemm_blk(m, n, k, alpha, a, b, beta, c1 + off * es, rs, cs);
        for (sb_dim jr = 0; jr < n; jr += NR)
            for (sb_dim ir = 0; ir < m; ir += MR)
                kr->gemm_ukr(k, alpha, (char *)a + (size_t)ir * k * es,
                             (char *)b + (size_t)jr * k * es, beta,
                             cr + (off + ir * rs + jr * cs) * es, rs, cs,
                             m - ir < MR ? m - ir : MR, n - jr < NR ? n - jr : NR);
        checks++;
        if (memcmp(c1, cr, span * es)) {
            sb_dim x = 0;
            while (!memcmp(c1 + x * es, cr + x * es, es)) x++;
            snprintf(msg, sizeof msg, "gemm_blk k=%ld m=%ld n=%ld layout=%d beta#%d alpha#%d: "
                     "differs from gemm_ukr tile by tile at offset %ld", (long)k, (long)m,
                     (long)n, layout, bi, ai, (long)(x - off));
            fail(set->name, t, msg);
        }
    }
    free(a); free(b); free(c0); free(c1); free(cr);
}

/*
 * gemm_blk_pa / gemm_blk_pb (where a set has them: side 0 / 1) against the set's own
 * packa / packb followed by its gemm_blk, bitwise: C over its whole buffer and the packed
 * operand the call leaves (the contract: the same results, the block packed as the pack
 * routine packs it).  The fused operand's source in its natural layout with two leading
 * dimensions (A column-major, lda m and m + 3; B stored along k, ldb k and k + 3: the
 * fused paths) and in the other (a transposed operand: for A packed first, for B the
 * fused path of a source stored along n); blocks of 1 .. 2 MR + 1 rows and a few larger
 * ones, 1 .. 2 NR + 1 and more columns, k in {0, 1, 7, 37} (37: longer than the fused
 * loops' fetch distance and their unrolling by four, and odd), beta in {0 (C full of
 * NaN), 1, other}, alpha in {1, other}, C column-major (padded) and row-major.
 */
static void test_blk_fused(const sb_kset *set, int t, int side)
{
    const sb_kernels *kr = &set->t[t];
    const sb_gemm_blk_pa_fn fused = side ? kr->gemm_blk_pb : kr->gemm_blk_pa;
    const char *name = side ? "gemm_blk_pb" : "gemm_blk_pa";
    char msg[256];
    if (!fused) return;
    if (!kr->gemm_blk) {
        snprintf(msg, sizeof msg, "%s without gemm_blk", name);
        fail(set->name, t, msg);
        return;
    }
    const int MR = kr->mr, NR = kr->nr, W = side ? NR : MR, WO = side ? MR : NR;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim ks[4] = { 0, 1, 7, 37 }, kmax = 37;
    const sb_dim mmax = 5 * MR + 3, nmax = 4 * NR + 2;
    const sb_dim fmax = side ? nmax : mmax, omax = side ? mmax : nmax;   /* fused, other */
    const sb_dim srccap = (fmax + 3) * (kmax + 3) + 8;
    void *src = xalloc((size_t)srccap * es), *o = xalloc((size_t)(omax + WO) * kmax * es);
    const size_t pcap = (size_t)(fmax + W) * kmax * es;
    unsigned char *p1 = xalloc(pcap), *pr = xalloc(pcap);
    const sb_dim cap = (mmax + 4) * (nmax + 4) + 64;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    for (sb_dim i = 0; i < srccap; i++) put(t, src, i, urand(), cx ? urand() : 0);
    for (sb_dim i = 0; i < (omax + WO) * kmax; i++) put(t, o, i, urand(), cx ? urand() : 0);
    sb_dim ms[BLK_SIZES], ns[BLK_SIZES];
    int nm, nn;
    blk_sizes(MR, NR, ms, &nm, ns, &nn);
    for (int ki = 0; ki < 4; ki++)
    for (int mi = 0; mi < nm; mi++)
    for (int ni = 0; ni < nn; ni++)
    for (int sl = 0; sl < 3; sl++)
    for (int layout = 0; layout < 2; layout++)
    for (int bi = 0; bi < 3; bi++)
    for (int ai = 0; ai < 2; ai++) {
        if ((bi != 1 || ai != 0) && (mi % 3 || ni % 2)) continue;   /* keep it quick */
        const sb_dim k = ks[ki], m = ms[mi], n = ns[ni], off = 5, mn = side ? n : m;
        /* the fused operand's source (mn x k in panel terms): A's rows or B's columns
         * contiguous (A) / its steps contiguous (B) with two leading dimensions, or the
         * other layout */
        const sb_dim ld = sl == 0 ? (side ? k : m) : (side ? k : m) + 3;
        sb_dim s_mn, s_k;
        if (side) { s_mn = sl < 2 ? ld : 1; s_k = sl < 2 ? 1 : n + 2; }
        else { s_mn = sl < 2 ? 1 : k + 2; s_k = sl < 2 ? ld : 1; }
        const void *fs = (char *)src + 3 * es;
        const sb_dim rs = layout ? n + 3 : 1, cs = layout ? 1 : m + 3;
        const sb_dim span = off + (m - 1) * rs + (n - 1) * cs + 1 + 7;
        const size_t psz = (size_t)((mn + W - 1) / W) * W * k * es;
        unsigned char alpha[16], beta[16];
        c_case(t, span, bi, ai, c0, c1, cr, alpha, beta);
        memset(p1, 0x5a, pcap);
        memset(pr, 0x5a, pcap);
        fused(m, n, k, alpha, fs, s_mn, s_k, p1, o, beta, c1 + off * es, rs, cs);
        (side ? kr->packb : kr->packa)(mn, k, fs, s_mn, s_k, 0, pr);
        kr->gemm_blk(m, n, k, alpha, side ? o : pr, side ? pr : o, beta, cr + off * es, rs,
                     cs);
        checks++;
        const char *what = memcmp(c1, cr, span * es) ? "C differs from pack + gemm_blk"
                         : memcmp(p1, pr, psz) ? "packed operand differs from the pack "
                                                 "routine's" : NULL;
        if (what) {
            snprintf(msg, sizeof msg, "%s k=%ld m=%ld n=%ld source#%d layout=%d beta#%d "
                     "alpha#%d: %s", name, (long)k, (long)m, (long)n, sl, layout, bi, ai,
                     what);
            fail(set->name, t, msg);
        }
    }
    free(src); free(o); free(p1); free(pr); free(c0); free(c1); free(cr);
}

/* ---------------------------------------------------------------- triangle tiles */

/*
 * gemm_ukr_tri (where a set has one) against the set's own gemm_ukr on the same tile,
 * bitwise: every element (i, j) of the m x n tile with i >= j + d (lower) or i <= j + d
 * (upper) as gemm_ukr computes it, every other byte of the C buffer unchanged (with
 * beta = 0 C starts full of NaN: the other triangle's NaN must not leak in, nor be
 * overwritten).  Every m in 1..MR, n in 1..NR, d in -NR - 1 .. MR + 1, both triangles,
 * k in {0, 1, 7, 32}, beta in {0, 1, other}, alpha in {1, other}; C column-major, padded.
 */
static void test_tri(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->gemm_ukr_tri) return;
    const int MR = kr->mr, NR = kr->nr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim ks[4] = { 0, 1, 7, 32 }, kmax = 32;
    void *a = xalloc((size_t)MR * kmax * es), *b = xalloc((size_t)NR * kmax * es);
    const sb_dim cap = (sb_dim)(MR + 3) * (NR + 2) + 64;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    char msg[256];
    for (sb_dim i = 0; i < (sb_dim)MR * kmax; i++) put(t, a, i, urand(), cx ? urand() : 0);
    for (sb_dim i = 0; i < (sb_dim)NR * kmax; i++) put(t, b, i, urand(), cx ? urand() : 0);
    for (int ki = 0; ki < 4; ki++)
    for (sb_dim m = 1; m <= MR; m++)
    for (sb_dim n = 1; n <= NR; n++)
    for (sb_dim d = -NR - 1; d <= MR + 1; d++)
    for (int upper = 0; upper < 2; upper++)
    for (int bi = 0; bi < 3; bi++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim k = ks[ki], off = 5, cs = m + 3;
        const sb_dim span = off + (n - 1) * cs + m + 7;
        unsigned char alpha[16], beta[16];
        c_case(t, span, bi, ai, c0, c1, cr, alpha, beta);
        kr->gemm_ukr_tri(k, alpha, a, b, beta, c1 + off * es, 1, cs, m, n, upper, d);
        kr->gemm_ukr(k, alpha, a, b, beta, cr + off * es, 1, cs, m, n);
        checks++;
        for (sb_dim x = 0; x < span; x++) {
            const sb_dim i = (x - off) % cs, j = (x - off) / cs;
            const int in = x >= off && j < n && i < m && (upper ? i <= j + d : i >= j + d);
            if (!memcmp(c1 + x * es, (in ? cr : c0) + x * es, es)) continue;
            snprintf(msg, sizeof msg, "gemm_ukr_tri k=%ld m=%ld n=%ld d=%ld %s beta#%d "
                     "alpha#%d: element (%ld, %ld) %s", (long)k, (long)m, (long)n, (long)d,
                     upper ? "upper" : "lower", bi, ai, (long)i, (long)j,
                     in ? "differs from gemm_ukr" : "outside the triangle changed");
            fail(set->name, t, msg);
            break;
        }
    }
    free(a); free(b); free(c0); free(c1); free(cr);
}

/*
 * gemm_ukr_trk (where a set has one) against the set's gemm_ukr on the same tile of a
 * triangular A (the packed panel's other triangle in the diagonal block zero and its rows
 * past m zero, as packing leaves them), within a k-term sum's rounding, nothing outside
 * the tile changed; then, with an Inf in column 0 of B at each step of the diagonal block
 * in turn, the rows that step must not reach (lower: above it, upper: below) stay finite:
 * the zeros are not multiplied.  Every m in 1..MR, n in 1..NR, k = m + {0, 1, 7, 32},
 * both triangles, beta in {0, 1, other}, alpha in {1, other}; C column-major, padded.
 */
static void test_trk(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->gemm_ukr_trk) return;
    const int MR = kr->mr, NR = kr->nr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim kx[4] = { 0, 1, 7, 32 }, kmax = MR + 32;
    void *a = xalloc((size_t)MR * kmax * es), *b = xalloc((size_t)NR * kmax * es);
    void *b2 = xalloc((size_t)NR * kmax * es);
    const sb_dim cap = (sb_dim)(MR + 3) * (NR + 2) + 64;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    char msg[256];
    for (int ki = 0; ki < 4; ki++)
    for (sb_dim m = 1; m <= MR; m++)
    for (sb_dim n = 1; n <= NR; n++)
    for (int upper = 0; upper < 2; upper++)
    for (int bi = 0; bi < 3; bi++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim k = m + kx[ki], kd0 = upper ? 0 : k - m, off = 5, cs = m + 3;
        const sb_dim span = off + (n - 1) * cs + m + 7;
        for (sb_dim p = 0; p < k; p++)
            for (sb_dim i = 0; i < MR; i++) {
                const sb_dim q = p - kd0;   /* the step of the diagonal block, if any */
                const int zero = i >= m || (q >= 0 && q < m && (upper ? i > q : i < q));
                put(t, a, (size_t)(p * MR + i), zero ? 0 : urand(), zero || !cx ? 0 : urand());
            }
        for (sb_dim i = 0; i < (sb_dim)NR * k; i++) put(t, b, i, urand(), cx ? urand() : 0);
        unsigned char alpha[16], beta[16];
        c_case(t, span, bi, ai, c0, c1, cr, alpha, beta);
        kr->gemm_ukr_trk(k, alpha, a, b, beta, c1 + off * es, 1, cs, m, n, upper);
        kr->gemm_ukr(k, alpha, a, b, beta, cr + off * es, 1, cs, m, n);
        checks++;
        for (sb_dim x = 0; x < span; x++) {
            const sb_dim i = (x - off) % cs, j = (x - off) / cs;
            const int in = x >= off && j < n && i < m;
            double v[4] = { 0, 0, 0, 0 };
            if (in ? close_to(t, c1, cr, (size_t)x, k, v) : !memcmp(c1 + x * es, c0 + x * es, es))
                continue;
            snprintf(msg, sizeof msg, "gemm_ukr_trk k=%ld m=%ld n=%ld %s beta#%d alpha#%d: "
                     "element (%ld, %ld) %s (%g against %g)", (long)k, (long)m, (long)n,
                     upper ? "upper" : "lower", bi, ai, (long)i, (long)j,
                     in ? "differs from gemm_ukr" : "outside the tile changed", v[0], v[2]);
            fail(set->name, t, msg);
            break;
        }
        if (bi != 1 || ai != 0) continue;
        for (sb_dim q = 0; q < m; q++) {
            memcpy(b2, b, (size_t)NR * k * es);
            put(t, b2, (size_t)((kd0 + q) * NR), INFINITY, 0);
            memcpy(c1, c0, span * es);
            kr->gemm_ukr_trk(k, alpha, a, b2, beta, c1 + off * es, 1, cs, m, n, upper);
            checks++;
            for (sb_dim i = 0; i < m; i++) {
                if (upper ? i <= q : i >= q) continue;   /* rows step q reaches */
                double re, im;
                get(t, c1, (size_t)(off + i), &re, &im);
                if (isfinite(re) && isfinite(im)) continue;
                snprintf(msg, sizeof msg, "gemm_ukr_trk k=%ld m=%ld n=%ld %s: Inf at step %ld "
                         "of the diagonal block reached row %ld (%g, %g)", (long)k, (long)m,
                         (long)n, upper ? "upper" : "lower", (long)q, (long)i, re, im);
                fail(set->name, t, msg);
                break;
            }
        }
    }
    free(a); free(b); free(b2); free(c0); free(c1); free(cr);
}

/* ---------------------------------------------------------------- vector-skipping tiles */

/*
 * A set with mv > 0 promises (kernel.h) that the microkernel reads and computes only the
 * first ceil(m / mv) * mv rows of each packed A step, so the engine may start a tile r
 * rows down a micropanel (r a multiple of mv, m <= MR - r).  Each such call here reads
 * a copy of the panel that ends exactly where the promised rows end, with an unmapped
 * page after it: reading one element more faults.  Results against a plain sum in
 * double, C (column-major, NaN outside the tile, beta = 0) unchanged outside the tile.
 */
static void test_ukr_mv(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    const int MR = kr->mr, NR = kr->nr, mv = kr->mv;
    if (mv == 0) return;
    char msg[256];
    if (mv < 0 || MR % mv) {
        fail(set->name, t, "mv must divide MR");
        return;
    }
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim kc = kr->kc > 0 ? kr->kc : 256;
    const sb_dim ks[3] = { 1, 7, kc };
    const long pg = sysconf(_SC_PAGESIZE);
    const size_t span = ((size_t)MR * kc * es + pg - 1) / pg * pg;
    char *map = mmap(NULL, span + pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                     -1, 0);
    if (map == MAP_FAILED || mprotect(map + span, pg, PROT_NONE)) {
        perror("mmap");
        exit(2);
    }
    char *guard = map + span;
    void *a = xalloc(MR * kc * es), *b = xalloc(NR * kc * es);
    const sb_dim ldc = MR + 3;
    void *c = xalloc(ldc * NR * es);
    unsigned char one[16], zero[16];
    put(t, one, 0, 1, 0);
    put(t, zero, 0, 0, 0);
    for (sb_dim i = 0; i < MR * kc; i++) put(t, a, i, urand(), cx ? urand() : 0);
    for (sb_dim i = 0; i < NR * kc; i++) put(t, b, i, urand(), cx ? urand() : 0);

    for (int ki = 0; ki < 3; ki++)
    for (int r = 0; r < MR; r += mv)
    for (int m = 1; m <= MR - r; m++) {
        const sb_dim k = ks[ki];
        /* elements of the panel the call may read: up to row r + ceil(m/mv)*mv of step k-1 */
        const sb_dim used = (k - 1) * MR + r + (m + mv - 1) / mv * mv;
        char *ap = guard - used * es;            /* the panel's copy, ending at the guard */
        memcpy(ap, a, used * es);
        for (sb_dim i = 0; i < ldc * NR; i++) put(t, c, i, NAN, cx ? NAN : 0);
        kr->gemm_ukr(k, one, ap + r * es, b, zero, c, 1, ldc, m, NR);
        checks++;
        int bad = 0;
        for (sb_dim j = 0; j < NR && !bad; j++)
            for (sb_dim i = 0; i < ldc && !bad; i++) {
                double gr, gi;
                get(t, c, i + j * ldc, &gr, &gi);
                if (i >= m) {
                    if (!isnan(gr)) {
                        snprintf(msg, sizeof msg, "ukr (mv) r=%d m=%d k=%ld wrote row %ld",
                                 r, m, (long)k, (long)i);
                        bad = 1;
                    }
                    continue;
                }
                double wr = 0, wi = 0;
                for (sb_dim q = 0; q < k; q++) {
                    double xr, xi, yr, yi;
                    get(t, a, q * MR + r + i, &xr, &xi);
                    get(t, b, q * NR + j, &yr, &yi);
                    wr += xr * yr - xi * yi;
                    wi += xr * yi + xi * yr;
                }
                const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON,
                             tol = 8 * eps * (k + 4) * 2;
                if (!(fabs(gr - wr) <= tol && fabs(gi - wi) <= tol)) {
                    snprintf(msg, sizeof msg, "ukr (mv) r=%d m=%d k=%ld: (%ld, %ld) got "
                             "(%g, %g) want (%g, %g)", r, m, (long)k, (long)i, (long)j, gr,
                             gi, wr, wi);
                    bad = 1;
                }
            }
        if (bad) fail(set->name, t, msg);
    }
    munmap(map, span + pg);
    free(a); free(b); free(c);
}

/* ---------------------------------------------------------------- TRSM tile */

/*
 * trsm_ukr (where a set has one) against the contract's substitution computed in double
 * (complex double): lower and upper, a general and a unit (all reciprocals 1) diagonal,
 * m = MR (the unrolled tiles), MR - 1 and 1, every n up to the set's tnr (x in
 * micropanels xs apart, with a gap between them), C column-major, row-major and generally
 * strided, and the right-hand side: x alone (w NULL), x + w, w alone (SB_TRSM_W_RHS: x
 * only written, its padding columns zeros) and, for a column-major C, w alone as C's own
 * tile (the driver's in-place solve).  The triangle outside d's stored part is NaN (must
 * not be read), and so are w's rows past m and columns past n; rows of x beyond m, the
 * gaps and the micropanels beyond n are "other data" (must not change), C outside the
 * m x n tile must not change.  With w alone, every other call passes SB_TRSM_CHECK (the
 * tile finite, w's NaNs outside it: 0 and the same solve); then one Inf or NaN (either
 * part) is put in the tile's right-hand side and the call with SB_TRSM_CHECK must return 1
 * with x and all of C unchanged.
 */
static void test_trsm(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->trsm_ukr) return;
    const int MR = kr->mr, NR = kr->nr, cx = tcplx[t];
    const int TN = kr->tnr > NR ? kr->tnr : NR, P = (TN + NR - 1) / NR;
    const sb_dim xs = (sb_dim)MR * NR + 5;          /* micropanels, a gap of 5 between */
    const size_t xn = (size_t)xs * P;
    const size_t es = tsize[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ldw = MR + 3;   /* w's columns: not MR apart */
    void *d = xalloc(MR * MR * es), *w = xalloc(ldw * TN * es), *x0 = xalloc(xn * es),
         *x = xalloc(xn * es);
    const sb_dim cap = (sb_dim)(MR + 5) * (TN + 5) * 3 + 64;
    void *c = xalloc(cap * es);
    double *wr = malloc(sizeof(double) * 2 * xn);
    int *at = malloc(sizeof(int) * cap);
    char msg[256];
    /* m: the whole tile, partial ones across the AVX-512 float kernel's 16-row blocks */
    const int ms[6] = { MR, MR - 1 > 0 ? MR - 1 : 1, 1, MR / 2 + 1, MR / 2 > 0 ? MR / 2 : 1,
                        MR / 2 - 1 > 0 ? MR / 2 - 1 : 1 };
#define XI(i, j) ((size_t)((j) / NR) * xs + (size_t)(i) * NR + (j) % NR)
    for (int unit = 0; unit < 2; unit++)
    for (int upper = 0; upper < 2; upper++)
    for (int mi = 0; mi < 6; mi++)
    for (int n = 1; n <= TN; n++)
    for (int wi = 0; wi < 4; wi++)   /* w: NULL, x + w, w alone, w alone in C's tile */
    for (int layout = 0; layout < 3; layout++) {
        const int m = ms[mi];
        if (mi > 0 && m == ms[mi - 1]) continue;
        if (wi == 3 && layout != 0) continue;
        const int wrhs = wi >= 2;
        for (int p = 0; p < MR; p++)
            for (int i = 0; i < MR; i++) {
                const int stored = upper ? i <= p : i >= p;
                /* a partial tile's d has no rows or columns past m (the packed block
                 * ends there) */
                if (!stored || i >= m || p >= m) put(t, d, p * MR + i, NAN, cx ? NAN : 0);
                else if (i == p && unit) put(t, d, p * MR + i, 1, 0);
                else if (i == p)
                    put(t, d, p * MR + i, 1 + urand() * 0.5, cx ? urand() * 0.5 : 0);
                else put(t, d, p * MR + i, urand() * 0.25, cx ? urand() * 0.25 : 0);
            }
        for (size_t i = 0; i < xn; i++) put(t, x0, i, urand(), cx ? urand() : 0);
        for (int i = 0; i < ldw * TN; i++) {   /* w's rows past m, columns past n: not the tile's */
            const int in = i % ldw < m && i / ldw < n;
            put(t, w, i, in ? urand() : NAN, cx ? (in ? urand() : NAN) : 0);
        }
        memcpy(x, x0, xn * es);
        sb_dim rs, cs, off = 7;
        if (layout == 0) { rs = 1; cs = MR + 3; }
        else if (layout == 1) { rs = TN + 2; cs = 1; }
        else { rs = 2; cs = 2 * MR + 5; }
        for (sb_dim i = 0; i < cap; i++) put(t, c, i, NAN, cx ? NAN : 0);
        void *wp = wi == 0 ? NULL : wi == 3 ? (char *)c + off * es : w;
        const sb_dim wld = wi == 3 ? cs : ldw;
        if (wi == 3)   /* C's tile holds the right-hand side */
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    double a, b;
                    get(t, w, i + j * ldw, &a, &b);
                    put(t, c, off + i * rs + j * cs, a, b);
                }
        /* reference: rows 0 .. m-1 of x0 + w (or w alone: padding columns zero), every
         * column of the micropanels used */
        const int nx = (n + NR - 1) / NR * NR;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < nx; j++) {
                double a = 0, b = 0, e = 0, f = 0;
                if (!wrhs) get(t, x0, XI(i, j), &a, &b);
                if (wi && j < n) get(t, w, i + j * ldw, &e, &f);
                wr[2 * XI(i, j)] = a + e;
                wr[2 * XI(i, j) + 1] = b + f;
            }
        for (int s_ = 0; s_ < m; s_++) {
            const int i = upper ? m - 1 - s_ : s_;
            double ir, ii;   /* d's diagonal holds the reciprocals (kernel.h) */
            get(t, d, i * MR + i, &ir, &ii);
            for (int j = 0; j < nx; j++) {
                double *v = &wr[2 * XI(i, j)];
                const double a = v[0], b = v[1];
                v[0] = a * ir - b * ii;
                v[1] = a * ii + b * ir;
            }
            for (int q = upper ? 0 : i + 1; q < (upper ? i : m); q++) {
                double fr, fi;
                get(t, d, i * MR + q, &fr, &fi);
                for (int j = 0; j < nx; j++) {
                    const double *v = &wr[2 * XI(i, j)];
                    wr[2 * XI(q, j)] -= fr * v[0] - fi * v[1];
                    wr[2 * XI(q, j) + 1] -= fr * v[1] + fi * v[0];
                }
            }
        }
        const int fl = (upper ? SB_TRSM_UPPER : 0) | (wrhs ? SB_TRSM_W_RHS : 0);
        const int ck = wrhs && (m + n) % 2 ? SB_TRSM_CHECK : 0;
        const int rv = kr->trsm_ukr(m, n, d, wp, wld, x, xs, (char *)c + off * es, rs, cs,
                                    fl | ck);
        checks++;
        int bad = 0;
        if (rv != 0) {
            snprintf(msg, sizeof msg, "trsm_ukr m=%d n=%d w=%d check=%d returned %d for a "
                     "finite tile", m, n, wi, ck != 0, rv);
            bad = 1;
        }
        const double tol = 64 * eps * MR;
        /* every element of x: solved (columns < n), solved or unchanged (the padding of
         * the last micropanel used), unchanged (rows >= m, gaps, micropanels beyond) */
        for (size_t z = 0; z < xn && !bad; z++) {
            const size_t o = z * es;
            const int same = !memcmp((char *)x + o, (char *)x0 + o, es);
            const int pnl = (int)(z / xs), in = (int)(z % xs), i = in / NR, j = pnl * NR + in % NR;
            const int in_tile = in < MR * NR && i < m && j < nx;
            if (!in_tile) {
                if (!same) {
                    snprintf(msg, sizeof msg, "trsm_ukr m=%d n=%d changed x outside the tile "
                             "(micropanel %d, offset %d)", m, n, pnl, in);
                    bad = 1;
                }
                continue;
            }
            if (j >= n && same && !wrhs) continue;   /* w alone: the padding written, zeros */
            double a, b;
            get(t, x, z, &a, &b);
            const double ra = wr[2 * z], rb = wr[2 * z + 1];
            if (!(fabs(a - ra) <= tol * (1 + fabs(ra)) &&
                  fabs(b - rb) <= tol * (1 + fabs(rb)))) {
                snprintf(msg, sizeof msg, "trsm_ukr unit=%d upper=%d m=%d n=%d w=%d: x(%d, %d) "
                         "got (%g, %g) want (%g, %g)", unit, upper, m, n, wi, i, j, a, b, ra,
                         rb);
                bad = 1;
            }
        }
        /* at[z]: the x element C element z must hold, or -1 outside the tile */
        for (sb_dim z = 0; z < cap; z++) at[z] = -1;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) at[off + i * rs + j * cs] = (int)XI(i, j);
        for (sb_dim z = 0; z < cap && !bad; z++) {
            double a, b;
            get(t, c, z, &a, &b);
            if (at[z] < 0) {
                if (!isnan(a)) {
                    snprintf(msg, sizeof msg, "trsm_ukr upper=%d m=%d n=%d layout=%d wrote C "
                             "outside the tile (offset %ld)", upper, m, n, layout,
                             (long)(z - off));
                    bad = 1;
                }
                continue;
            }
            double ea, eb;
            get(t, x, at[z], &ea, &eb);
            if (a != ea || b != eb) {
                snprintf(msg, sizeof msg, "trsm_ukr unit=%d upper=%d m=%d n=%d layout=%d: "
                         "C(%d, %d) is not the solved x", unit, upper, m, n, layout,
                         (int)(at[z] % xs) / NR, (int)(at[z] / xs) * NR + at[z] % NR);
                bad = 1;
            }
        }
        if (wrhs && !bad) {
            /* SB_TRSM_CHECK with an Inf or a NaN in the tile: 1, nothing written */
            const double sv = (m + n) % 3 == 0 ? NAN : (m + n) % 3 == 1 ? INFINITY : -INFINITY;
            const int si = (n * 7 + unit) % m, sj = (m * 3 + upper) % n, im = cx && n % 2;
            memcpy(x, x0, xn * es);
            if (wi == 3)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < m; i++) {
                        double a, b;
                        get(t, w, i + j * ldw, &a, &b);
                        put(t, c, off + i * rs + j * cs, a, b);
                    }
            void *rh = wi == 3 ? c : w;
            const size_t pos = wi == 3 ? (size_t)(off + si * rs + sj * cs)
                                       : (size_t)(si + sj * ldw);
            double a, b;
            get(t, rh, pos, &a, &b);
            put(t, rh, pos, im ? a : sv, im ? sv : b);
            void *c0 = xalloc(cap * es);
            memcpy(c0, c, cap * es);
            const int r1 = kr->trsm_ukr(m, n, d, wp, wld, x, xs, (char *)c + off * es, rs, cs,
                                        fl | SB_TRSM_CHECK);
            checks++;
            if (r1 != 1 || memcmp(x, x0, xn * es) || memcmp(c, c0, cap * es)) {
                snprintf(msg, sizeof msg, "trsm_ukr m=%d n=%d w=%d: %g at (%d, %d)%s, "
                         "SB_TRSM_CHECK returned %d%s%s", m, n, wi, sv, si, sj,
                         im ? " (imaginary)" : "", r1,
                         memcmp(x, x0, xn * es) ? ", x changed" : "",
                         memcmp(c, c0, cap * es) ? ", C changed" : "");
                bad = 1;
            }
            free(c0);
        }
        if (bad) fail(set->name, t, msg);
    }
#undef XI
    free(d); free(w); free(x0); free(x); free(c); free(wr); free(at);
}

/*
 * trsm_r_ukr (where a set has one) against X U = W solved in double (complex double): U
 * upper and lower, a general and a unit (all reciprocals 1) diagonal, m = MR (the full
 * tiles), MR - 1, 1 and around MR / 2, every n up to NR, W apart (ldw MR + 3) or C's own
 * tile (the driver's in-place solve; ldc MR + 5).  U outside its stored triangle and past
 * n is NaN (must not be read), and so is W past the tile; x's columns past n must not
 * change, its rows m .. MR-1 of the n columns must be zeros (padding), C outside the tile
 * must not change and inside must hold x's values.  Every other call passes SB_TRSM_CHECK
 * (the tile finite: 0 and the same solve); then one Inf or NaN (either part) is put in
 * W's tile and the call with SB_TRSM_CHECK must return 1 with x and all of C unchanged.
 */
static void test_trsm_r(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->trsm_r_ukr) return;
    const int MR = kr->mr, NR = kr->nr, cx = tcplx[t];
    const size_t es = tsize[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ldw = MR + 3, ldc = MR + 5, off = 7, cap = ldc * (NR + 1) + off + 16;
    void *d = xalloc(NR * NR * es), *w = xalloc(ldw * NR * es), *x0 = xalloc(MR * NR * es),
         *x = xalloc(MR * NR * es), *c = xalloc(cap * es), *c0 = xalloc(cap * es);
    double *ref = malloc(sizeof(double) * 2 * MR * NR);
    char msg[256];
    const int ms[6] = { MR, MR - 1 > 0 ? MR - 1 : 1, 1, MR / 2 + 1, MR / 2 > 0 ? MR / 2 : 1,
                        MR / 2 - 1 > 0 ? MR / 2 - 1 : 1 };
    for (int unit = 0; unit < 2; unit++)
    for (int upper = 0; upper < 2; upper++)
    for (int mi = 0; mi < 6; mi++)
    for (int n = 1; n <= NR; n++)
    for (int inc = 0; inc < 2; inc++) {
        const int m = ms[mi];
        if (mi > 0 && m == ms[mi - 1]) continue;
        for (int p = 0; p < NR; p++)   /* U(p, j) at d[p * NR + j] */
            for (int j = 0; j < NR; j++) {
                const int stored = upper ? p <= j : p >= j;
                if (!stored || p >= n || j >= n) put(t, d, p * NR + j, NAN, cx ? NAN : 0);
                else if (p == j && unit) put(t, d, p * NR + j, 1, 0);
                else if (p == j) put(t, d, p * NR + j, 1 + urand() * 0.5, cx ? urand() * 0.5 : 0);
                else put(t, d, p * NR + j, urand() * 0.25, cx ? urand() * 0.25 : 0);
            }
        for (int i = 0; i < ldw * NR; i++) {
            const int in = i % ldw < m && i / ldw < n;
            put(t, w, i, in ? urand() : NAN, cx ? (in ? urand() : NAN) : 0);
        }
        for (int i = 0; i < MR * NR; i++) put(t, x0, i, urand(), cx ? urand() : 0);
#define FILL_C()                                                                            \
    do {                                                                                   \
        for (sb_dim z = 0; z < cap; z++) put(t, c, z, NAN, cx ? NAN : 0);                  \
        for (int j = 0; j < n && inc; j++)                                                 \
            for (int i = 0; i < m; i++) {                                                  \
                double a, b;                                                               \
                get(t, w, i + j * ldw, &a, &b);                                            \
                put(t, c, off + i + j * ldc, a, b);                                        \
            }                                                                              \
        memcpy(x, x0, MR * NR * es);                                                       \
    } while (0)
        FILL_C();
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) get(t, w, i + j * ldw, &ref[2 * (j * MR + i)],
                                            &ref[2 * (j * MR + i) + 1]);
        for (int s_ = 0; s_ < n; s_++) {
            const int j = upper ? s_ : n - 1 - s_;
            double ir, ii;
            get(t, d, j * NR + j, &ir, &ii);   /* the reciprocal (kernel.h) */
            for (int i = 0; i < m; i++) {
                double *v = &ref[2 * (j * MR + i)];
                const double a = v[0], b = v[1];
                v[0] = a * ir - b * ii;
                v[1] = a * ii + b * ir;
            }
            for (int q = upper ? j + 1 : 0; q < (upper ? n : j); q++) {
                double fr, fi;
                get(t, d, j * NR + q, &fr, &fi);
                for (int i = 0; i < m; i++) {
                    const double *v = &ref[2 * (j * MR + i)];
                    ref[2 * (q * MR + i)] -= fr * v[0] - fi * v[1];
                    ref[2 * (q * MR + i) + 1] -= fr * v[1] + fi * v[0];
                }
            }
        }
        const int fl = upper ? SB_TRSM_UPPER : 0, ck = (m + n) % 2 ? SB_TRSM_CHECK : 0;
        void *wp = inc ? (char *)c + off * es : w;
        const sb_dim wld = inc ? ldc : ldw;
        const int rv = kr->trsm_r_ukr(m, n, d, wp, wld, x, (char *)c + off * es, ldc, fl | ck);
        checks++;
        int bad = 0;
        if (rv != 0) {
            snprintf(msg, sizeof msg, "trsm_r_ukr m=%d n=%d check=%d returned %d for a finite "
                     "tile", m, n, ck != 0, rv);
            bad = 1;
        }
        const double tol = 64 * eps * NR;
        for (int z = 0; z < MR * NR && !bad; z++) {
            const int i = z % MR, j = z / MR;
            double a, b;
            get(t, x, z, &a, &b);
            if (j >= n) {
                if (memcmp((char *)x + z * es, (char *)x0 + z * es, es)) {
                    snprintf(msg, sizeof msg, "trsm_r_ukr m=%d n=%d changed x's column %d",
                             m, n, j);
                    bad = 1;
                }
            } else if (i >= m) {
                if (a != 0 || b != 0) {
                    snprintf(msg, sizeof msg, "trsm_r_ukr m=%d n=%d: x(%d, %d) padding %g",
                             m, n, i, j, a);
                    bad = 1;
                }
            } else {
                const double ra = ref[2 * z], rb = ref[2 * z + 1];
                if (!(fabs(a - ra) <= tol * (1 + fabs(ra)) &&
                      fabs(b - rb) <= tol * (1 + fabs(rb)))) {
                    snprintf(msg, sizeof msg, "trsm_r_ukr unit=%d upper=%d m=%d n=%d inc=%d: "
                             "x(%d, %d) got (%g, %g) want (%g, %g)", unit, upper, m, n, inc,
                             i, j, a, b, ra, rb);
                    bad = 1;
                }
            }
        }
        for (sb_dim z = 0; z < cap && !bad; z++) {
            const sb_dim q = z - off, i = q % ldc, j = q / ldc;
            const int in = q >= 0 && i < m && j < n;
            double a, b, ea, eb;
            get(t, c, z, &a, &b);
            if (!in ? !isnan(a) : (get(t, x, j * MR + i, &ea, &eb), a != ea || b != eb)) {
                snprintf(msg, sizeof msg, "trsm_r_ukr upper=%d m=%d n=%d inc=%d: C at offset "
                         "%ld %s", upper, m, n, inc, (long)q,
                         in ? "is not the solved x" : "outside the tile written");
                bad = 1;
            }
        }
        if (!bad) {
            /* SB_TRSM_CHECK with an Inf or a NaN in the tile: 1, nothing written */
            const double sv = (m + n) % 3 == 0 ? NAN : (m + n) % 3 == 1 ? INFINITY : -INFINITY;
            const int si = (n * 7 + unit) % m, sj = (m * 3 + upper) % n, im = cx && n % 2;
            FILL_C();
            void *rh = inc ? c : w;
            const size_t pos = inc ? (size_t)(off + si + sj * ldc) : (size_t)(si + sj * ldw);
            double a, b, oa, ob;
            get(t, rh, pos, &oa, &ob);
            put(t, rh, pos, im ? oa : sv, im ? sv : ob);
            memcpy(c0, c, cap * es);
            const int r1 = kr->trsm_r_ukr(m, n, d, wp, wld, x, (char *)c + off * es, ldc,
                                          fl | SB_TRSM_CHECK);
            checks++;
            if (r1 != 1 || memcmp(x, x0, MR * NR * es) || memcmp(c, c0, cap * es)) {
                snprintf(msg, sizeof msg, "trsm_r_ukr m=%d n=%d inc=%d: %g at (%d, %d)%s, "
                         "SB_TRSM_CHECK returned %d%s%s", m, n, inc, sv, si, sj,
                         im ? " (imaginary)" : "", r1,
                         memcmp(x, x0, MR * NR * es) ? ", x changed" : "",
                         memcmp(c, c0, cap * es) ? ", C changed" : "");
                bad = 1;
            }
            put(t, rh, pos, oa, ob);
            (void)a, (void)b;
        }
        if (bad) fail(set->name, t, msg);
    }
#undef FILL_C
    free(d); free(w); free(x0); free(x); free(c); free(c0); free(ref);
}

/* ---------------------------------------------------------------- packing */

/* A small TRMM kernel case's B buffers: b0 NaN but for B's m x n random elements at off
 * (leading dimension ldb), copied to b1 (the kernel's) and c (gemm_small's) */
static void trmm_b_case(int t, unsigned char *b0, unsigned char *b1, unsigned char *c,
                        sb_dim span, sb_dim off, sb_dim ldb, sb_dim m, sb_dim n)
{
    for (sb_dim x = 0; x < span; x++) put(t, b0, x, NAN, 0);
    for (sb_dim j = 0; j < n; j++)
        for (sb_dim i = 0; i < m; i++) put(t, b0, off + i + j * ldb, urand(), 0);
    memcpy(b1, b0, span * tsize[t]);
    memcpy(c, b0, span * tsize[t]);
}

/*
 * The verdict on a small TRMM kernel's in-place result b1 (B's m x n matrix at off, ld
 * ldb, the input in b0, gemm_small's product in c): NULL, or what is wrong where (*pi,
 * *pj, *got, *want).  The product in double: element (i, j) is the sum over p < k of
 * L(i, p) R(p, j), L and R read from the dense copies at l (ld ll) and r (ld lr), each
 * either B's input (b0 + off, ldb) or the triangle written out; times alpha.
 */
static const char *trmm_verdict(int t, const unsigned char *b0, const unsigned char *b1,
                                const unsigned char *c, sb_dim span, sb_dim off, sb_dim ldb,
                                sb_dim m, sb_dim n, sb_dim k, const void *l, sb_dim ll,
                                const void *r, sb_dim lr, double alpha, sb_dim *pi,
                                sb_dim *pj, double *got, double *want)
{
    const size_t es = tsize[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    for (sb_dim x = 0; x < span; x++) {
        const sb_dim rel = x - off, i = rel % ldb, j = rel / ldb;
        *pi = i, *pj = j, *got = *want = 0;
        if (rel < 0 || i >= m || j >= n) {
            if (memcmp(b1 + x * es, b0 + x * es, es)) return "wrote outside B";
            continue;
        }
        double w = 0, im;
        if (memcmp(b1 + x * es, c + x * es, es)) {
            get(t, b1, x, got, &im);
            get(t, c, x, want, &im);
            return "not gemm_small's bits (want: gemm_small's)";
        }
        for (sb_dim p = 0; p < k; p++) {
            double lv, rv;
            get(t, l, i + p * ll, &lv, &im);
            get(t, r, p + j * lr, &rv, &im);
            w += lv * rv;
        }
        *want = w * alpha;
        get(t, b1, x, got, &im);
        if (!(fabs(*got - *want) <= 16 * eps * (k + 4))) return "wrong value";
    }
    return NULL;
}

/*
 * trmm_rs (where a set has one, real types): B := alpha B U in place against (a) the
 * set's gemm_small on a copy of B times U written out with zeros outside its triangle
 * (and ones on a unit diagonal), beta 0, bit for bit (kernel.h), and (b) the product in
 * double within a k-term sum's tolerance.  Every m up to two strips of two vectors and a
 * mask, n up to 3 groups and every remainder, U lower and upper, unit or not, read by
 * columns (rs 1) or rows (cs 1), alpha 1 or not.  U's other triangle (and a unit
 * diagonal) hold NaN, as does every element of the B buffer outside the m x n matrix,
 * which must stay as it was.
 */
static void test_trmm_rs(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->trmm_rs || tcplx[t]) return;
    const int MR = kr->mr;
    const size_t es = tsize[t];
    enum { NMAX = 31, MMAX = 70 };
    sb_dim ms[80], ns[40];
    int nm = 0, nn = 0;
    for (int m = 1; m <= 36; m++) ms[nm++] = m;
    ms[nm++] = 47, ms[nm++] = 64, ms[nm++] = MMAX;
    for (int n = 1; n <= 19; n++) ns[nn++] = n;
    ns[nn++] = 24, ns[nn++] = NMAX;
    const sb_dim ldu = NMAX + 3, ldb = MMAX + 5, off = 3;
    const sb_dim span = off + ldb * NMAX + 8;
    void *u = xalloc(ldu * NMAX * es), *uf = xalloc(NMAX * NMAX * es);
    unsigned char *b0 = xalloc(span * es), *b1 = xalloc(span * es), *c = xalloc(span * es);
    unsigned char al[16], zero[16];
    put(t, zero, 0, 0, 0);
    char msg[256];
    for (int mi = 0; mi < nm; mi++)
    for (int ni = 0; ni < nn; ni++)
    for (int fl = 0; fl < 4; fl++)
    for (int tr = 0; tr < 2; tr++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim m = ms[mi], n = ns[ni];
        const int up = fl & SB_TRMM_K_UPPER, unit = (fl & SB_TRMM_K_UNIT) != 0;
        const sb_dim rs = tr ? ldu : 1, cs = tr ? 1 : ldu;
        for (sb_dim x = 0; x < ldu * NMAX; x++) put(t, u, x, NAN, 0);
        for (sb_dim j = 0; j < n; j++)
            for (sb_dim p = 0; p < n; p++) {
                const int in = up ? p <= j : p >= j;
                double v = in ? urand() : 0;
                if (p == j && unit) v = 1;
                put(t, uf, p + j * n, v, 0);
                if (in && !(p == j && unit)) put(t, u, p * rs + j * cs, v, 0);
            }
        trmm_b_case(t, b0, b1, c, span, off, ldb, m, n);
        put(t, al, 0, alphas[ai][0], 0);
        kr->trmm_rs(m, n, al, u, rs, cs, fl, b1 + off * es, ldb);
        kr->gemm_small(m, n, n, al, b0 + off * es, MR, ldb, uf, 1, n, 0, zero, c + off * es,
                       ldb);
        checks++;
        sb_dim i, j;
        double got, want;
        const char *what = trmm_verdict(t, b0, b1, c, span, off, ldb, m, n, n, b0 + off * es,
                                        ldb, uf, n, alphas[ai][0], &i, &j, &got, &want);
        if (what) {
            snprintf(msg, sizeof msg, "trmm_rs m=%ld n=%ld upper=%d unit=%d by_rows=%d "
                     "alpha#%d: %s at (%ld, %ld): got %g want %g", (long)m, (long)n, up, unit,
                     tr, ai, what, (long)i, (long)j, got, want);
            fail(set->name, t, msg);
        }
    }
    free(u); free(uf); free(b0); free(b1); free(c);
}

/*
 * trmm_ls (where a set has one, real types): B := alpha T B in place, as test_trmm_rs:
 * bitwise against gemm_small on T written out with its zeros, and against double; every
 * m up to three vectors and a mask, strips in both orders, n up to two groups and every
 * remainder; T's other triangle (and a unit diagonal) NaN, as is B's padding.
 */
static void test_trmm_ls(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->trmm_ls || tcplx[t]) return;
    const int MR = kr->mr;
    const size_t es = tsize[t];
    enum { MMAX = 70, NMAX = 14 };
    sb_dim ms[60];
    int nm = 0;
    for (int m = 1; m <= 50; m++) ms[nm++] = m;
    ms[nm++] = 64, ms[nm++] = 65, ms[nm++] = MMAX;
    const sb_dim ldt = MMAX + 3, ldb = MMAX + 5, off = 3;
    const sb_dim span = off + ldb * NMAX + 8;
    const sb_dim ldtp = (MMAX + MR - 1) / MR * MR;   /* the zero-padded copy, ps_a MR */
    void *tt = xalloc(ldt * MMAX * es), *tf = xalloc(ldtp * MMAX * es);
    unsigned char *b0 = xalloc(span * es), *b1 = xalloc(span * es), *c = xalloc(span * es);
    unsigned char al[16], zero[16];
    put(t, zero, 0, 0, 0);
    char msg[256];
    for (int mi = 0; mi < nm; mi++)
    for (sb_dim n = 1; n <= NMAX; n += (n < 7 ? 1 : 7))
    for (int fl = 0; fl < 4; fl++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim m = ms[mi];
        const int up = fl & SB_TRMM_K_UPPER, unit = (fl & SB_TRMM_K_UNIT) != 0;
        for (sb_dim x = 0; x < ldt * MMAX; x++) put(t, tt, x, NAN, 0);
        for (sb_dim k = 0; k < m; k++)
            for (sb_dim i = 0; i < m; i++) {
                const int in = up ? i <= k : i >= k;
                double v = in ? urand() : 0;
                if (i == k && unit) v = 1;
                put(t, tf, i + k * m, v, 0);   /* column-major, ld m */
                if (in && !(i == k && unit)) put(t, tt, i + k * ldt, v, 0);
            }
        trmm_b_case(t, b0, b1, c, span, off, ldb, m, n);
        put(t, al, 0, alphas[ai][0], 0);
        kr->trmm_ls(m, n, al, tt, ldt, fl, b1 + off * es, ldb);
        /* gemm_small's A: column-major with leading dimension m (ps_a MR, cs_a m) */
        kr->gemm_small(m, n, m, al, tf, MR, m, b0 + off * es, 1, ldb, 0, zero, c + off * es,
                       ldb);
        checks++;
        sb_dim i, j;
        double got, want;
        const char *what = trmm_verdict(t, b0, b1, c, span, off, ldb, m, n, m, tf, m,
                                        b0 + off * es, ldb, alphas[ai][0], &i, &j, &got, &want);
        if (what) {
            snprintf(msg, sizeof msg, "trmm_ls m=%ld n=%ld upper=%d unit=%d alpha#%d: %s at "
                     "(%ld, %ld): got %g want %g", (long)m, (long)n, up, unit, ai, what, (long)i,
                     (long)j, got, want);
            fail(set->name, t, msg);
        }
    }
    free(tt); free(tf); free(b0); free(b1); free(c);
}

static void test_pack(const sb_kset *set, int t, int bside)
{
    const sb_kernels *kr = &set->t[t];
    const sb_pack_fn pack = bside ? kr->packb : kr->packa;
    const int W = bside ? kr->nr : kr->mr;
    const size_t es = tsize[t];
    /* up to 70 panels: the column-major paths copy groups of panels (about 512 bytes of
     * rows at a time), so several groups, a partial group and a partial panel */
    const sb_dim mns[7] = { 1, W - 1 > 0 ? W - 1 : 1, W, 2 * W + 3, 3 * W, 17 * W + 3, 70 * W + 1 };
    const sb_dim kk[4] = { 0, 1, 9, 37 };
    char msg[256];

    for (int mi = 0; mi < 7; mi++)
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

/* ---------------------------------------------------------------- small-matrix kernel */

static const sb_gemm_small_fn gen_small[4] = {
    sb_k_generic_sgemm_small, sb_k_generic_dgemm_small, sb_k_generic_cgemm_small,
    sb_k_generic_zgemm_small,
};

static void test_small(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->gemm_small) return;
    const int MR = kr->mr, NR = kr->nr, GMR = sb_kset_generic.t[t].mr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    /* k: none, one, and a few steps both odd and even */
    const sb_dim ks[5] = { 0, 1, 7, 8, 29 };
    const sb_dim kmax = 29;
    /* m: every tile height and mask up to two panels of the set's MR (the small kernel's
     * own tiles may be taller than MR: AVX-512 s 64, d 32 rows), then several tiles;
     * n likewise */
    sb_dim ms[2 * SB_MAX_MR + 4], ns[SB_MAX_NR + 4];
    int nm = 0, nn = 0;
    for (int m = 1; m <= 2 * MR + 2; m++) ms[nm++] = m;
    ms[nm++] = 4 * MR + 5;
    for (int n = 1; n <= NR + 1; n++) ns[nn++] = n;
    ns[nn++] = 2 * NR + 3;
    const sb_dim mmax = 4 * MR + 5, nmax = 2 * NR + 3;
    const sb_dim lda = mmax + 3, ldb = (kmax > nmax ? kmax : nmax) + 2;
    void *a = xalloc(lda * kmax * es), *b = xalloc(ldb * (kmax > nmax ? kmax : nmax) * es);
    void *ap = xalloc(((mmax + MR - 1) / MR) * MR * kmax * es);
    /* A^T for gemm_small_tt: k x m, leading dimension ldt, NaN outside */
    const sb_dim ldt = kmax + 3;
    void *at = xalloc(ldt * mmax * es);
    const sb_dim cap = (mmax + 2) * (nmax + 1) + 16;
    unsigned char *c0 = xalloc(cap * es), *c1 = xalloc(cap * es), *cr = xalloc(cap * es);
    unsigned char *c2 = xalloc(cap * es);
    unsigned char al[16], be[16];
    char msg[256];

    for (int ki = 0; ki < 5; ki++)
    for (int mi = 0; mi < nm; mi++)
    for (int ni = 0; ni < nn; ni++)
    for (int al_ = 0; al_ < 3; al_++)          /* A: column-major / packed by packa /
                                                * transposed, gemm_small_tt (B^T, real) */
    for (int bl = 0; bl < 3; bl++)             /* B: N / T / C (C: complex types only) */
    for (int bi = 0; bi < 3; bi++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim k = ks[ki], m = ms[mi], n = ns[ni];
        if (bl == 2 && !cx) continue;
        if (al_ == 2 && (!kr->gemm_small_tt || bl != 1)) continue;
        const sb_dim rs_b = bl ? ldb : 1, cs_b = bl ? 1 : ldb;
        /* NaN everywhere the kernel must not use, then the operands */
        for (sb_dim x = 0; x < lda * kmax; x++) put(t, a, x, NAN, cx ? NAN : 0);
        for (sb_dim x = 0; x < ldb * (kmax > nmax ? kmax : nmax); x++)
            put(t, b, x, NAN, cx ? NAN : 0);
        for (sb_dim p = 0; p < k; p++)
            for (sb_dim i = 0; i < m; i++) put(t, a, i + p * lda, urand(), cx ? urand() : 0);
        for (sb_dim p = 0; p < k; p++)
            for (sb_dim j = 0; j < n; j++)
                put(t, b, p * rs_b + j * cs_b, urand(), cx ? urand() : 0);
        const sb_dim ldc = m + 2, off = 5, span = off + (n - 1) * ldc + m + 7;
        for (sb_dim x = 0; x < span; x++) {
            if (bi == 0) put(t, c0, x, NAN, cx ? NAN : 0);
            else put(t, c0, x, urand(), cx ? urand() : 0);
        }
        memcpy(c1, c0, span * es);
        memcpy(cr, c0, span * es);
        put(t, be, 0, betas[bi][0], betas[bi][1]);
        put(t, al, 0, alphas[ai][0], alphas[ai][1]);

        if (al_ == 0) {
            kr->gemm_small(m, n, k, al, a, MR, lda, b, rs_b, cs_b, bl == 2, be,
                           c1 + off * es, ldc);
        } else if (al_ == 2) {
            for (sb_dim x = 0; x < ldt * mmax; x++) put(t, at, x, NAN, 0);
            for (sb_dim p = 0; p < k; p++)
                for (sb_dim i = 0; i < m; i++)
                    memcpy((char *)at + (p + i * ldt) * es, (char *)a + (i + p * lda) * es, es);
            kr->gemm_small_tt(m, n, k, al, at, ldt, b, ldb, be, c1 + off * es, ldc);
            /* the same bits as gemm_small on A in place (kernel.h) */
            memcpy(c2, c0, span * es);
            kr->gemm_small(m, n, k, al, a, MR, lda, b, rs_b, cs_b, 0, be, c2 + off * es, ldc);
            if (memcmp(c1, c2, span * es)) {
                snprintf(msg, sizeof msg, "gemm_small_tt m=%ld n=%ld k=%ld beta#%d alpha#%d: "
                         "not gemm_small's bits", (long)m, (long)n, (long)k, bi, ai);
                fail(set->name, t, msg);
            }
        } else {
            kr->packa(m, k, a, 1, lda, 0, ap);
            kr->gemm_small(m, n, k, al, ap, (sb_dim)MR * k, MR, b, rs_b, cs_b, bl == 2, be,
                           c1 + off * es, ldc);
        }
        gen_small[t](m, n, k, al, a, GMR, lda, b, rs_b, cs_b, bl == 2, be, cr + off * es, ldc);
        checks++;
        int bad = 0;
        for (sb_dim x = 0; x < span && !bad; x++) {
            const sb_dim rel = x - off, i = rel % ldc, j = rel / ldc;
            const int inside = rel >= 0 && i < m && j < n;
            if (!inside) {
                if (memcmp(c1 + x * es, c0 + x * es, es)) {
                    snprintf(msg, sizeof msg, "gemm_small wrote outside C: m=%ld n=%ld k=%ld "
                             "A#%d B#%d beta#%d alpha#%d at offset %ld", (long)m, (long)n,
                             (long)k, al_, bl, bi, ai, (long)rel);
                    bad = 1;
                }
                continue;
            }
            double v[4];
            if (!close_to(t, c1, cr, x, k, v)) {
                snprintf(msg, sizeof msg, "gemm_small m=%ld n=%ld k=%ld A#%d B#%d beta#%d "
                         "alpha#%d: C(%ld, %ld) got (%g, %g) want (%g, %g)", (long)m, (long)n,
                         (long)k, al_, bl, bi, ai, (long)i, (long)j, v[0], v[1], v[2], v[3]);
                bad = 1;
            }
        }
        if (bad) fail(set->name, t, msg);
    }
    free(a); free(b); free(ap); free(at); free(c0); free(c1); free(c2); free(cr);
}

/*
 * gemm_small in place (kernel.h), as TRMM's small path runs it: m <= MR, A packed, C the
 * rows [i0, i0 + m) of a column-major B the call reads, at the top of B's k rows (i0 = 0,
 * an upper triangle's panel) and at their bottom (i0 = k - m, a lower one's), every m in
 * 1..MR and n in 1..NR + 1 and 2 NR + 3; and n <= small_nr (or m <= small_m1 and
 * n <= small_n1), C the columns [j0, j0 + n) of a column-major A, at its first and last
 * columns.  beta 0, alpha in {1, other}.
 * Against the generic kernel on a copy; every element outside C must be unchanged.
 */
/*
 * An in-place gemm_small call's result: got is the buffer after the call (leading
 * dimension ld, cols columns), orig the same before it, C the window of rows
 * [r0, r0 + m) and columns [c0, c0 + n) of it, ref the reference C (m x n, leading
 * dimension m).  Outside the window got must equal orig; inside, ref (within k's
 * tolerance; orig's window is overwritten with ref for close_to).  Returns 0, or 1 with
 * msg filled ("what" names the case).
 */
static int inplace_bad(int t, const unsigned char *got, unsigned char *orig,
                       const unsigned char *ref, sb_dim ld, sb_dim cols, sb_dim r0, sb_dim c0,
                       sb_dim m, sb_dim n, sb_dim k, const char *what, char *msg, size_t len)
{
    const size_t es = tsize[t];
    for (sb_dim p = 0; p < cols; p++)
        for (sb_dim i = 0; i < ld; i++) {
            const sb_dim x = i + p * ld;
            const int inside = i >= r0 && i < r0 + m && p >= c0 && p < c0 + n;
            double v[4];
            if (!inside && memcmp(got + x * es, orig + x * es, es)) {
                snprintf(msg, len, "gemm_small in place (%s) wrote outside C: m=%ld n=%ld "
                         "k=%ld at (%ld, %ld)", what, (long)m, (long)n, (long)k, (long)i,
                         (long)p);
                return 1;
            }
            if (!inside) continue;
            /* close_to compares element x of two buffers: the reference where got holds it */
            memcpy(orig + x * es, ref + ((i - r0) + (p - c0) * m) * es, es);
            if (!close_to(t, got, orig, x, k, v)) {
                snprintf(msg, len, "gemm_small in place (%s) m=%ld n=%ld k=%ld: C(%ld, %ld) "
                         "got (%g, %g) want (%g, %g)", what, (long)m, (long)n, (long)k,
                         (long)(i - r0), (long)(p - c0), v[0], v[1], v[2], v[3]);
                return 1;
            }
        }
    return 0;
}

static void test_small_inplace(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->gemm_small) return;
    const int MR = kr->mr, NR = kr->nr, GMR = sb_kset_generic.t[t].mr;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim kmax = MR + 9, nmax = 2 * NR + 3, ldb = kmax + 3;
    void *a = xalloc(kmax * kmax * es), *ap = xalloc(MR * kmax * es);
    unsigned char *b0 = xalloc(ldb * nmax * es), *b1 = xalloc(ldb * nmax * es),
                  *cr = xalloc(kmax * nmax * es), *z = xalloc(es);
    unsigned char al[16];
    char msg[256];
    put(t, z, 0, 0, 0);
    for (sb_dim m = 1; m <= MR; m++)
    for (int ni = 0; ni <= NR + 1; ni++)
    for (int kk = 0; kk < 2; kk++)              /* k = m, k = m + 9 */
    for (int top = 0; top < 2; top++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim n = ni <= NR ? ni + 1 : nmax, k = kk ? m + 9 : m;
        const sb_dim i0 = top ? 0 : k - m;
        for (sb_dim x = 0; x < m * k; x++) put(t, a, x, urand(), cx ? urand() : 0);
        for (sb_dim x = 0; x < ldb * nmax; x++) put(t, b0, x, urand(), cx ? urand() : 0);
        memcpy(b1, b0, ldb * nmax * es);
        put(t, al, 0, alphas[ai][0], alphas[ai][1]);
        kr->packa(m, k, a, 1, m, 0, ap);
        kr->gemm_small(m, n, k, al, ap, (sb_dim)MR * k, MR, b1, 1, ldb, 0, z,
                       b1 + i0 * es, ldb);
        gen_small[t](m, n, k, al, a, GMR, m, b0, 1, ldb, 0, z, cr, m);
        checks++;
        char what[64];
        snprintf(what, sizeof what, "B, i0=%ld alpha#%d", (long)i0, ai);
        if (inplace_bad(t, b1, b0, cr, ldb, n, i0, 0, m, n, k, what, msg, sizeof msg))
            fail(set->name, t, msg);
    }
    free(a); free(ap); free(b0); free(b1); free(cr); free(z);

    /* C as columns [j0, j0 + n) of a column-major A, n <= small_nr (or m <= small_m1 and
     * n <= small_n1): every m in 1..2 MR + 2 and 4 MR + 5, j0 at A's first and last
     * columns, B with either stride 1 */
    const sb_dim SN = kr->small_nr ? kr->small_nr : NR, amax = 4 * MR + 5, lda = amax + 2;
    const sb_dim SN1 = kr->small_m1 ? sb_max(SN, kr->small_n1) : SN, kmx = SN1 + 9;
    unsigned char *a0 = xalloc(lda * kmx * es), *a1 = xalloc(lda * kmx * es),
                  *bb = xalloc(kmx * kmx * es), *cc = xalloc(amax * SN1 * es);
    z = xalloc(es);
    put(t, z, 0, 0, 0);
    for (sb_dim m = 1; m <= amax; m = m == 2 * MR + 2 ? amax : m + 1)
    for (sb_dim n = 1; n <= (m <= kr->small_m1 ? SN1 : SN); n++)
    for (int kk = 0; kk < 2; kk++)              /* k = n, k = n + 9 */
    for (int first = 0; first < 2; first++)
    for (int bl = 0; bl < 2; bl++)
    for (int ai = 0; ai < 2; ai++) {
        const sb_dim k = kk ? n + 9 : n, j0 = first ? 0 : k - n;
        const sb_dim rs_b = bl ? k : 1, cs_b = bl ? 1 : k;
        for (sb_dim x = 0; x < lda * kmx; x++) put(t, a0, x, urand(), cx ? urand() : 0);
        for (sb_dim x = 0; x < k * k; x++) put(t, bb, x, urand(), cx ? urand() : 0);
        memcpy(a1, a0, lda * kmx * es);
        put(t, al, 0, alphas[ai][0], alphas[ai][1]);
        kr->gemm_small(m, n, k, al, a1, MR, lda, bb, rs_b, cs_b, 0, z, a1 + j0 * lda * es,
                       lda);
        gen_small[t](m, n, k, al, a0, GMR, lda, bb, rs_b, cs_b, 0, z, cc, m);
        checks++;
        char what[64];
        snprintf(what, sizeof what, "A, j0=%ld B#%d alpha#%d", (long)j0, bl, ai);
        if (inplace_bad(t, a1, a0, cc, lda, kmx, 0, j0, m, n, k, what, msg, sizeof msg))
            fail(set->name, t, msg);
    }
    free(a0); free(a1); free(bb); free(cc); free(z);
}

/* ---------------------------------------------------------------- level 1 and 2 */
/*
 * Every level 1 and 2 kernel of a set against the generic one on the same data: lengths
 * 0..67 and a few long ones, increments 1, 2, -1, -3 (the pointer at the first element
 * visited, as the driver passes it) and 0, NaN and Inf in the data, nrm2 at huge and
 * tiny scales, iamax with ties and NaN.  Whole buffers are compared, margins and the
 * gaps of strided vectors included (a set may not write where generic does not).
 * Sums may be added in another order: tolerance 8 eps (terms + 4) for sums, 8 eps for
 * elementwise results; NaN must match NaN, Inf the same Inf; indices exactly.
 */
#define L12_MARGIN 5

static int l12_close(double g, double w, double tol)
{
    if (isnan(w)) return isnan(g);
    if (isinf(w)) return g == w;
    return fabs(g - w) <= tol * (1 + fabs(w));
}

/* span of n elements at increment inc, plus margins, in elements */
static sb_dim l12_span(sb_dim n, sb_dim inc)
{
    const sb_dim ai = inc < 0 ? -inc : inc;
    return (n > 0 ? (n - 1) * ai + 1 : 1) + 2 * L12_MARGIN;
}

/* element offset of the first visited element (what the driver passes) */
static sb_dim l12_first(sb_dim n, sb_dim inc)
{
    return L12_MARGIN + (inc < 0 && n > 0 ? (n - 1) * -inc : 0);
}

/* fills len elements; special: 0 plain random, 1 a NaN, 2 an Inf, 3 small integers
 * (ties for iamax) with a NaN somewhere, 4 NaN in element 0 of the vector */
static void l12_fill(int t, void *p, sb_dim len, int special, sb_dim n, sb_dim inc)
{
    for (sb_dim i = 0; i < len; i++) {
        if (special == 3) put(t, p, i, (double)((int)(urand() * 3.5)), tcplx[t] ? (double)((int)(urand() * 3.5)) : 0);
        else put(t, p, i, urand(), tcplx[t] ? urand() : 0);
    }
    if (n <= 0 || special == 0) return;
    const sb_dim at = special == 4 ? 0 : (sb_dim)((urand() + 1) / 2 * n) % n;
    const sb_dim e = l12_first(n, inc) + at * inc;
    const double v = special == 2 ? INFINITY : NAN;
    if (special == 3 && n > 2 && (rng & 1)) return;     /* ties without NaN too */
    put(t, p, e, v, tcplx[t] && (rng & 2) ? v : 0);
}

static int l12_same(int t, const void *g, const void *w, sb_dim len, double tol)
{
    for (sb_dim i = 0; i < len; i++) {
        double gr, gi, wr, wi;
        get(t, g, i, &gr, &gi);
        get(t, w, i, &wr, &wi);
        if (!l12_close(gr, wr, tol) || !l12_close(gi, wi, tol)) return 0;
    }
    return 1;
}

static void l12_vectors(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim incs[5] = { 1, 2, -1, -3, 0 };
    sb_dim ns[80];
    int nn = 0;
    for (int n = 0; n <= 67; n++) ns[nn++] = n;
    ns[nn++] = 100; ns[nn++] = 257; ns[nn++] = 1000; ns[nn++] = 4099;
    const sb_dim cap = l12_span(4099, 3);
    unsigned char *xg = xalloc(cap * es), *xs = xalloc(cap * es);
    unsigned char *yg = xalloc(cap * es), *ys = xalloc(cap * es), *y0 = xalloc(cap * es);
    unsigned char *x0 = xalloc(cap * es);
    unsigned char al[16], be[16], rg[16], rs[16];
    char msg[256];
    const double alphas[3][2] = { { 0, 0 }, { 1, 0 }, { -0.75, 0.5 } };

    for (int ni = 0; ni < nn; ni++)
    for (int xi = 0; xi < 5; xi++)
    for (int yi = 0; yi < 5; yi += (ni % 3 == 0 ? 1 : 4))
    for (int special = 0; special < 5; special++) {
        const sb_dim n = ns[ni], incx = incs[xi], incy = incs[yi];
        if (special && n == 0) continue;
        const sb_dim lx = l12_span(n, incx), ly = l12_span(n, incy);
        const sb_dim fx = l12_first(n, incx) * es, fy = l12_first(n, incy) * es;
        const double tsum = 8 * eps * (n + 4), tel = 8 * eps;
        const char *what = NULL;
        l12_fill(t, x0, lx, special, n, incx);
        l12_fill(t, y0, ly, special == 4 ? 0 : special, n, incy);
#define L12_RESET() (memcpy(xg, x0, lx * es), memcpy(xs, x0, lx * es), \
                     memcpy(yg, y0, ly * es), memcpy(ys, y0, ly * es))
        for (int ai = 0; ai < 3 && !what; ai++) {
            put(t, al, 0, alphas[ai][0], cx ? alphas[ai][1] : 0);
            put(t, be, 0, alphas[2 - ai][0], cx ? alphas[2 - ai][1] : 0);
            if (incy != 0) {
                L12_RESET();
                gk->axpy(n, al, xg + fx, incx, yg + fy, incy);
                kr->axpy(n, al, xs + fx, incx, ys + fy, incy);
                checks++;
                if (!l12_same(t, ys, yg, ly, tel)) what = "axpy";
                L12_RESET();
                gk->axpby(n, al, xg + fx, incx, be, yg + fy, incy);
                kr->axpby(n, al, xs + fx, incx, be, ys + fy, incy);
                checks++;
                if (!what && !l12_same(t, ys, yg, ly, tel)) what = "axpby";
                L12_RESET();
                gk->copy(n, xg + fx, incx, yg + fy, incy);
                kr->copy(n, xs + fx, incx, ys + fy, incy);
                checks++;
                if (!what && !l12_same(t, ys, yg, ly, 0)) what = "copy";
            }
            if (incx != 0 && incy != 0) {
                L12_RESET();
                gk->swap(n, xg + fx, incx, yg + fy, incy);
                kr->swap(n, xs + fx, incx, ys + fy, incy);
                checks++;
                if (!what && (!l12_same(t, ys, yg, ly, 0) || !l12_same(t, xs, xg, lx, 0)))
                    what = "swap";
                if (kr->rot) {
                    const double hv[4] = { 0.8, 0.6, -0.6, 0.8 };
                    unsigned char h[32];
                    for (int q = 0; q < 4; q++) put(t, h, q, hv[q] * (ai + 1), 0);
                    L12_RESET();
                    gk->rot(n, xg + fx, incx, yg + fy, incy, h);
                    kr->rot(n, xs + fx, incx, ys + fy, incy, h);
                    checks++;
                    if (!what && (!l12_same(t, ys, yg, ly, tel) || !l12_same(t, xs, xg, lx, tel)))
                        what = "rot";
                }
            }
            if (incx != 0) {
                L12_RESET();
                gk->scal(n, al, xg + fx, incx);
                kr->scal(n, al, xs + fx, incx);
                checks++;
                if (!what && !l12_same(t, xs, xg, lx, tel)) what = "scal";
                L12_RESET();
                gk->scal_ieee(n, al, xg + fx, incx);
                kr->scal_ieee(n, al, xs + fx, incx);
                checks++;
                if (!what && !l12_same(t, xs, xg, lx, tel)) what = "scal_ieee";
            }
        }
        if (!what) {
            for (int cj = 0; cj < 2; cj++) {
                L12_RESET();
                gk->dot(n, xg + fx, incx, yg + fy, incy, cj, rg);
                kr->dot(n, xs + fx, incx, ys + fy, incy, cj, rs);
                checks++;
                if (!what && !l12_same(t, rs, rg, 1, tsum)) what = cj ? "dot conj" : "dot";
            }
            if (kr->dsdot) {
                double ag = 0.5, as = 0.5;
                gk->dsdot(n, (float *)(xg + fx), incx, (float *)(yg + fy), incy, &ag);
                kr->dsdot(n, (float *)(xs + fx), incx, (float *)(ys + fy), incy, &as);
                checks++;
                if (!what && !l12_close(as, ag, 8 * DBL_EPSILON * (n + 4))) what = "dsdot";
            }
        }
        if (!what && incx > 0) {
            const int rt = t & 1;    /* the real type of the results */
            gk->asum(n, x0 + fx, incx, rg);
            kr->asum(n, x0 + fx, incx, rs);
            checks++;
            if (!l12_same(rt, rs, rg, 1, tsum)) what = "asum";
            if (n > 0) {
                const sb_dim ig = gk->iamax(n, x0 + fx, incx), is = kr->iamax(n, x0 + fx, incx);
                checks++;
                if (!what && ig != is) {
                    snprintf(msg, sizeof msg, "iamax n=%ld incx=%ld special=%d: got %ld want %ld",
                             (long)n, (long)incx, special, (long)is, (long)ig);
                    fail(set->name, t, msg);
                }
            }
        }
        if (!what) {
            /* nrm2 at the scales: 1, huge, tiny, a tiny/normal mix, zero */
            const double big = tdbl[t] ? 0x1p600 : 0x1p70, small = tdbl[t] ? 0x1p-600 : 0x1p-70;
            const double scales[5] = { 1, big, small, 0, -1 };
            for (int si = 0; si < 5 && !what; si++) {
                memcpy(xg, x0, lx * es);
                for (sb_dim i = 0; i < lx; i++) {
                    double re, im;
                    get(t, xg, i, &re, &im);
                    const double s = scales[si] >= 0 ? scales[si] : (i & 1 ? small : 1);
                    put(t, xg, i, re * s, im * s);
                }
                gk->nrm2(n, xg + fx, incx, rg);
                kr->nrm2(n, xg + fx, incx, rs);
                checks++;
                double g, s, dummy;
                get(t & 1, rg, 0, &g, &dummy);
                get(t & 1, rs, 0, &s, &dummy);
                if (!(isnan(g) ? isnan(s) : (s == g || fabs(s - g) <= tsum * fabs(g))))
                    what = "nrm2";
            }
        }
        if (what) {
            snprintf(msg, sizeof msg, "%s n=%ld incx=%ld incy=%ld special=%d", what, (long)n,
                     (long)incx, (long)incy, special);
            fail(set->name, t, msg);
        }
    }
    free(xg); free(xs); free(yg); free(ys); free(y0); free(x0);
}

/* iamax over several of the x86 kernels' blocks (2048 reals): a maximum in a later block,
 * maxima tied across blocks, in the last (partial) vector, rising and falling runs (a new
 * best in every block, or only in the first), NaN at block edges, all zero; the result
 * against the generic kernel's */
static void l12_iamax(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    const sb_dim ns[] = { 1023, 1024, 1025, 2047, 2048, 2049, 4096 + 7, 6151 };
    const sb_dim cap = 6151;
    unsigned char *x = xalloc(cap * tsize[t]);
    char msg[256];
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int pat = 0; pat < 9; pat++)
    for (int rep = 0; rep < 4; rep++) {
        const sb_dim n = ns[ni];
        const sb_dim i1 = (sb_dim)((urand() + 1) / 2 * n) % n, i2 = (sb_dim)((urand() + 1) / 2 * n) % n;
        for (sb_dim i = 0; i < n; i++) {
            double v = 0.5 * urand();
            switch (pat) {
            case 3: v = (double)i / n; break;                /* rising: a new best each block */
            case 4: v = 1 - (double)i / n; break;            /* falling */
            case 7: v = 0; break;
            default: break;
            }
            put(t, x, i, v, tcplx[t] ? (pat == 3 || pat == 4 ? 0 : 0.5 * urand()) : 0);
        }
        switch (pat) {
        case 0: put(t, x, i1, 3, 0); break;                        /* one maximum */
        case 1: put(t, x, i1, 3, 0); put(t, x, i2, -3, 0); break;  /* a tie, anywhere */
        case 2: put(t, x, n - 1, 3, 0); break;                     /* in the last vector */
        case 5: for (sb_dim i = 1; i < n; i += 1024) put(t, x, i, NAN, 0);
                put(t, x, i1, 2, 0); break;                        /* NaN near block edges */
        case 6: put(t, x, 0, 0, 0); put(t, x, i1, INFINITY, 0); put(t, x, i2, -INFINITY, 0); break;
        case 8: put(t, x, i1, 1, 1); put(t, x, i2, tcplx[t] ? 2 : -1, tcplx[t] ? 0 : 0); break;
        default: break;
        }
        const sb_dim ig = gk->iamax(n, x, 1), is = kr->iamax(n, x, 1);
        checks++;
        if (ig != is) {
            snprintf(msg, sizeof msg, "iamax blocks n=%ld pattern=%d: got %ld want %ld",
                     (long)n, pat, (long)is, (long)ig);
            fail(set->name, t, msg);
        }
    }
    free(x);
}

static void l12_gemv(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ms[] = { 0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 33, 47, 64, 67, 100, 263 };
    const sb_dim ns[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 17, 20, 33 };
    const sb_dim incs[3] = { 1, 2, -1 };
    char msg[256];
    unsigned char al[16];
    put(t, al, 0, -0.75, cx ? 0.5 : 0);
    for (size_t mi = 0; mi < sizeof ms / sizeof ms[0]; mi++)
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int xi = 0; xi < 3; xi++)
    for (int yi = 0; yi < 3; yi++)
    for (int op = 0; op < 3; op++) {       /* N, T, C */
        if (op == 2 && !cx) continue;
        const sb_dim m = ms[mi], n = ns[ni], lda = m + 3, incx = incs[xi], incy = incs[yi];
        const sb_dim lenx = op ? m : n, leny = op ? n : m;
        const sb_dim la = lda * (n > 0 ? n : 1) + 8;
        const sb_dim lx = l12_span(lenx, incx), ly = l12_span(leny, incy);
        const sb_dim fx = l12_first(lenx, incx) * es, fy = l12_first(leny, incy) * es;
        unsigned char *a = xalloc(la * es), *x = xalloc(lx * es);
        unsigned char *yg = xalloc(ly * es), *ys = xalloc(ly * es);
        l12_fill(t, a, la, 0, 0, 1);
        l12_fill(t, x, lx, 0, 0, 1);
        l12_fill(t, yg, ly, 0, 0, 1);
        memcpy(ys, yg, ly * es);
        if (op == 0) {
            gk->gemv_n(m, n, al, a + 4 * es, lda, x + fx, incx, yg + fy, incy);
            kr->gemv_n(m, n, al, a + 4 * es, lda, x + fx, incx, ys + fy, incy);
        } else {
            gk->gemv_t(m, n, al, a + 4 * es, lda, x + fx, incx, yg + fy, incy, op == 2);
            kr->gemv_t(m, n, al, a + 4 * es, lda, x + fx, incx, ys + fy, incy, op == 2);
        }
        checks++;
        if (!l12_same(t, ys, yg, ly, 8 * eps * (lenx + 4))) {
            snprintf(msg, sizeof msg, "gemv_%c m=%ld n=%ld incx=%ld incy=%ld", "ntc"[op],
                     (long)m, (long)n, (long)incx, (long)incy);
            fail(set->name, t, msg);
        }
        free(a); free(x); free(yg); free(ys);
    }
}

/* gemv_n of the FMA sets (avx2, avx512), real types: every y element is the chain
 * y = fma(t_j, a_ij, y) over the columns in order (t_j = alpha x_j), bit for bit,
 * whatever the rows' count (one or two y vectors kept in registers, or gemv_n's blocks),
 * y's alignment and the columns' count. */
static void l12_gemv_order(const sb_kset *set, int t)
{
    if (tcplx[t] || (strcmp(set->name, "avx2") != 0 && strcmp(set->name, "avx512") != 0))
        return;
    const sb_kernels *kr = &set->t[t];
    const sb_dim ns[] = { 1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 33 };
    char msg[256];
    for (sb_dim m = 1; m <= 70; m++)
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int yo = 0; yo < 4; yo++)
    for (sb_dim incx = 1; incx <= 2; incx++) {
        const sb_dim n = ns[ni], lda = m + 1;
        double A[71 * 34], X[2 * 34], Y[80], W[80];
        float Af[71 * 34], Xf[2 * 34], Yf[80], Wf[80];
        const double al = -0.75;
        const float alf = -0.75f;
        for (sb_dim i = 0; i < lda * n; i++) Af[i] = (float)(A[i] = urand());
        for (sb_dim i = 0; i < n * incx; i++) Xf[i] = (float)(X[i] = urand());
        for (sb_dim i = 0; i < m + yo; i++) Yf[i] = Wf[i] = (float)(Y[i] = W[i] = urand());
        for (sb_dim i = 0; i < m; i++)
            for (sb_dim j = 0; j < n; j++) {
                W[yo + i] = fma(al * X[j * incx], A[i + j * lda], W[yo + i]);
                Wf[yo + i] = fmaf(alf * Xf[j * incx], Af[i + j * lda], Wf[yo + i]);
            }
        int bad;
        if (t == 1) {
            kr->gemv_n(m, n, &al, A, lda, X, incx, Y + yo, 1);
            bad = memcmp(Y, W, (m + yo) * sizeof(double)) != 0;
        } else {
            kr->gemv_n(m, n, &alf, Af, lda, Xf, incx, Yf + yo, 1);
            bad = memcmp(Yf, Wf, (m + yo) * sizeof(float)) != 0;
        }
        checks++;
        if (bad) {
            snprintf(msg, sizeof msg, "gemv_n order m=%ld n=%ld incx=%ld y offset %d: not the "
                     "in-order FMA chain", (long)m, (long)n, (long)incx, yo);
            fail(set->name, t, msg);
        }
    }
}

/* symv_r (where a set has one) against the generic gemv_n and gemv_t it fuses: ym and yn
 * within a sum's tolerance, every m tail and column count, conj for complex types. */
static void l12_symv(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    if (!kr->symv_r) return;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ms[] = { 0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 33, 47, 64, 67, 100, 263 };
    const sb_dim ns[] = { 1, 2, 3, 4, 5, 7, 8, 9, 13, 64 };
    char msg[256];
    unsigned char al[16];
    put(t, al, 0, -0.75, cx ? 0.5 : 0);
    for (size_t mi = 0; mi < sizeof ms / sizeof ms[0]; mi++)
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int cj = 0; cj <= cx; cj++) {
        const sb_dim m = ms[mi], n = ns[ni], lda = m + 3, la = lda * n + 8;
        unsigned char *a = xalloc(la * es), *xn = xalloc(n * es), *xm = xalloc((m + 1) * es);
        unsigned char *ymg = xalloc((m + 1) * es), *yms = xalloc((m + 1) * es);
        unsigned char *yng = xalloc(n * es), *yns = xalloc(n * es);
        l12_fill(t, a, la, 0, 0, 1);
        l12_fill(t, xn, n, 0, 0, 1);
        l12_fill(t, xm, m + 1, 0, 0, 1);
        l12_fill(t, ymg, m + 1, 0, 0, 1);
        l12_fill(t, yng, n, 0, 0, 1);
        memcpy(yms, ymg, (m + 1) * es);
        memcpy(yns, yng, n * es);
        gk->gemv_n(m, n, al, a + 4 * es, lda, xn, 1, ymg, 1);
        gk->gemv_t(m, n, al, a + 4 * es, lda, xm, 1, yng, 1, cj);
        kr->symv_r(m, n, al, a + 4 * es, lda, xn, xm, yms, yns, cj);
        checks++;
        if (!l12_same(t, yms, ymg, m + 1, 8 * eps * (n + 4)) ||
            !l12_same(t, yns, yng, n, 8 * eps * (m + 4))) {
            snprintf(msg, sizeof msg, "symv_r m=%ld n=%ld conj=%d", (long)m, (long)n, cj);
            fail(set->name, t, msg);
        }
        free(a); free(xn); free(xm); free(ymg); free(yms); free(yng); free(yns);
    }
}

/* symv_rt (where a set has one) against the sum over the stored elements of one block
 * column of NB = 1..8 columns, lower and upper, every m tail (m = NB included; y's
 * element after the m rows must stay as it was): symmetric for real types, Hermitian for
 * complex (a(j, i) = conj(a(i, j)), the diagonal's imaginary part not read), alpha complex
 * there.  The block's unreferenced elements (the other side of its diagonal, and a
 * Hermitian diagonal's imaginary part) are NaN and may not reach y. */
static void l12_symv_rt(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->symv_rt) return;
    const size_t es = tsize[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ms[] = { 0, 8, 9, 10, 15, 16, 17, 23, 24, 25, 31, 33, 47, 100, 263 };
    char msg[256];
    unsigned char al[16];
    const double ar = -0.75, ai = tcplx[t] ? 0.375 : 0;
    put(t, al, 0, ar, ai);
    for (sb_dim NB = 1; NB <= 8; NB++)
    for (size_t mi = 0; mi < sizeof ms / sizeof ms[0]; mi++)
    for (int upper = 0; upper <= 1; upper++) {
        if (ms[mi] && ms[mi] < NB) continue;
        const sb_dim m = ms[mi] ? ms[mi] : NB;   /* 0: m = NB, the block alone */
        const sb_dim lda = m + 3, la = lda * NB + 8, rb = upper ? m - NB : 0;
        unsigned char *a = xalloc(la * es), *x = xalloc(m * es), *y = xalloc((m + 1) * es);
        double *wr = xalloc((m + 1) * sizeof(double)), *wi = xalloc((m + 1) * sizeof(double));
        double re, im, gr, gi;
        l12_fill(t, a, la, 0, 0, 1);
        l12_fill(t, x, m, 0, 0, 1);
        l12_fill(t, y, m + 1, 0, 0, 1);
        for (sb_dim i = 0; i <= m; i++) get(t, y, i, &wr[i], &wi[i]);
        const unsigned char *a0 = a + 4 * es;
        for (sb_dim c = 0; c < NB; c++)
            for (sb_dim i = 0; i < m; i++) {
                const sb_dim d = rb + c;   /* column c's diagonal row */
                if (upper ? i > d : i < d) {   /* unreferenced */
                    put(t, a + 4 * es, (size_t)(i + c * lda), NAN, NAN);
                    continue;
                }
                double xcr, xci, xir, xii;
                get(t, a0, (size_t)(i + c * lda), &re, &im);
                get(t, x, (size_t)d, &xcr, &xci);
                get(t, x, (size_t)i, &xir, &xii);
                if (i == d && tcplx[t]) {   /* Hermitian: the real part only */
                    put(t, a + 4 * es, (size_t)(i + c * lda), re, NAN);
                    im = 0;
                }
                /* t1 = alpha x(d); y(i) += t1 a(i, d) */
                const double tr = ar * xcr - ai * xci, ti = ar * xci + ai * xcr;
                wr[i] += tr * re - ti * im;
                wi[i] += tr * im + ti * re;
                if (i != d) {   /* y(d) += alpha conj(a(i, d)) x(i) */
                    const double pr = re * xir + im * xii, pi = re * xii - im * xir;
                    wr[d] += ar * pr - ai * pi;
                    wi[d] += ar * pi + ai * pr;
                }
            }
        kr->symv_rt(m, NB, al, a0, lda, x, y, upper);
        checks++;
        int ok = 1;
        for (sb_dim i = 0; i <= m && ok; i++) {
            get(t, y, i, &gr, &gi);
            ok = l12_close(gr, wr[i], 8 * eps * (m + 4)) && l12_close(gi, wi[i], 8 * eps * (m + 4));
        }
        if (!ok) {
            snprintf(msg, sizeof msg, "symv_rt m=%ld nb=%ld upper=%d", (long)m, (long)NB, upper);
            fail(set->name, t, msg);
        }
        free(a); free(x); free(y); free(wr); free(wi);
    }
}

/* ger (where a set has one) against the generic axpy of each column with alpha conj?(y(j))
 * (rounded once more here: a tolerance); x holds a NaN, and the columns whose y(j) is zero
 * must come back bit for bit (the reference skips them); columns beyond n and the rows
 * between columns untouched. */
static void l12_ger(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t], *gk = &sb_kset_generic.t[t];
    if (!kr->ger) return;
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ms[] = { 0, 1, 2, 5, 7, 8, 9, 16, 17, 31, 33, 64, 100, 263 };
    const sb_dim ns[] = { 1, 2, 5, 9 };
    const double ar = -0.75, ai = cx ? 0.5 : 0;
    unsigned char al[16];
    char msg[256];
    put(t, al, 0, ar, ai);
    for (size_t mi = 0; mi < sizeof ms / sizeof ms[0]; mi++)
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int incy = 1; incy <= 2; incy++)
    for (int cj = 0; cj <= cx; cj++) {
        const sb_dim m = ms[mi], n = ns[ni], lda = m + 3, la = lda * (n + 1) + 8;
        unsigned char *a = xalloc(la * es), *ag = xalloc(la * es), *x = xalloc((m + 1) * es);
        unsigned char *y = xalloc((size_t)(n * incy + 1) * es), *tj = xalloc(es);
        l12_fill(t, a, la, 0, 0, 1);
        l12_fill(t, x, m + 1, 0, 0, 1);
        l12_fill(t, y, n * incy + 1, 0, 0, 1);
        if (m > 3) put(t, x, 3, NAN, 0);
        for (sb_dim j = 1; j < n; j += 3) put(t, y, (size_t)(j * incy), 0, 0);   /* skipped */
        memcpy(ag, a, la * es);
        for (sb_dim j = 0; j < n; j++) {
            double yr, yi;
            get(t, y, (size_t)(j * incy), &yr, &yi);
            if (yr == 0 && yi == 0) continue;
            if (cj) yi = -yi;
            put(t, tj, 0, ar * yr - ai * yi, ar * yi + ai * yr);
            gk->axpy(m, tj, x, 1, ag + (4 + j * lda) * es, 1);
        }
        kr->ger(m, n, al, x, y, incy, a + 4 * es, lda, cj);
        checks++;
        int ok = l12_same(t, a, ag, la, 8 * eps);
        for (sb_dim j = 1; j < n && ok; j += 3)
            ok = !memcmp(a + (4 + j * lda) * es, ag + (4 + j * lda) * es, (size_t)m * es);
        if (!ok) {
            snprintf(msg, sizeof msg, "ger m=%ld n=%ld incy=%d conj=%d", (long)m, (long)n,
                     incy, cj);
            fail(set->name, t, msg);
        }
        free(a); free(ag); free(x); free(y); free(tj);
    }
}

/* symr (where a set has one): columns [j0, j1) of the stored triangle, full or packed,
 * one term or two, against a direct sum in double (complex: HER / HER2 with a complex
 * alpha for two terms, a real one for one, the diagonal's imaginary part set to zero); the
 * other triangle, the columns outside [j0, j1) and the columns whose x(j) and (two terms)
 * y(j) are zero (x holds a NaN there in another row) must come back bit for bit, except
 * that a complex skipped column's diagonal loses its imaginary part. */
static void l12_symr(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    if (!kr->symr) return;
    const size_t es = tsize[t];
    const double eps = tdbl[t] ? DBL_EPSILON : FLT_EPSILON;
    const sb_dim ns[] = { 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33, 100 };
    unsigned char al[16];
    char msg[256];
    for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
    for (int upper = 0; upper <= 1; upper++)
    for (int two = 0; two <= 1; two++)
    for (int packed = 0; packed <= 1; packed++)
    for (int part = 0; part <= 1; part++) {
        const double ar = -0.75, ai = tcplx[t] && two ? 0.625 : 0;
        put(t, al, 0, ar, ai);
        const sb_dim n = ns[ni], lda = n + 3, ldv = n + 5, la = lda * n + 8;
        /* column j's element (i, j) at 4 + off(j) + i (sb_l2shape's packed forms) */
        const sb_dim step = packed ? (upper ? 0 : n) : lda, tri = packed ? (upper ? 1 : -1) : 0;
        const sb_dim j0 = part ? n / 3 : 0, j1 = part ? n - n / 4 : n;
        unsigned char *a = xalloc(la * es), *a0 = xalloc(la * es), *v = xalloc(2 * ldv * es);
        l12_fill(t, a, la, 0, 0, 1);
        l12_fill(t, v, 2 * ldv, 0, 0, 1);
        const sb_dim zj = n > 3 ? j0 + 1 : -1;   /* a skipped column, NaN in x elsewhere */
        if (zj >= 0) {
            put(t, v, (size_t)zj, 0, 0);
            put(t, v, (size_t)(zj + ldv), 0, 0);
            put(t, v, (size_t)(zj == 0 ? 1 : 0), NAN, 0);
        }
        memcpy(a0, a, la * es);
        kr->symr(n, j0, j1, al, v, ldv, a + 4 * es, step, tri,
                 (upper ? SB_SYMR_UPPER : 0) | (two ? SB_SYMR_TWO : 0));
        checks++;
        /* the elements the call may touch: each stored one, once */
        unsigned char *seen = calloc((size_t)la, 1);
        int ok = 1;
        for (sb_dim j = 0; j < n && ok; j++) {
            double xr, xim, yr, yim;
            get(t, v, (size_t)j, &xr, &xim);
            if (two) get(t, v, (size_t)(j + ldv), &yr, &yim);
            else yr = xr, yim = xim;
            /* t1 = alpha conj(y(j)), t2 = conj(alpha) conj(x(j)) (one term: t1 only) */
            const double t1r = ar * yr + ai * yim, t1i = ai * yr - ar * yim;
            const double t2r = two ? ar * xr - ai * xim : 0, t2i = two ? -ai * xr - ar * xim : 0;
            const int zero = xr == 0 && xim == 0 && yr == 0 && yim == 0;
            const sb_dim ilo = upper ? 0 : j, ihi = upper ? j : n - 1;
            for (sb_dim i = ilo; i <= ihi && ok; i++) {
                const size_t e = (size_t)(4 + j * step + tri * (j * (j + 1) / 2) + i);
                if (seen[e]) {
                    ok = 0;
                    break;
                }
                seen[e] = 1;
                double g, gi, w, wi, pr, pi, qr = 0, qi = 0;
                if (j < j0 || j >= j1) {
                    ok = !memcmp(a + e * es, a0 + e * es, es);
                    continue;
                }
                if (zero) {   /* untouched, a complex diagonal made real */
                    get(t, a0, e, &w, &wi);
                    get(t, a, e, &g, &gi);
                    ok = tcplx[t] && i == j ? g == w && gi == 0
                                            : !memcmp(a + e * es, a0 + e * es, es);
                    continue;
                }
                get(t, a0, e, &w, &wi);
                get(t, v, (size_t)i, &pr, &pi);
                if (two) get(t, v, (size_t)(i + ldv), &qr, &qi);
                w += t1r * pr - t1i * pi + t2r * qr - t2i * qi;
                wi += t1r * pi + t1i * pr + t2r * qi + t2i * qr;
                if (!tcplx[t] || i == j) wi = 0;   /* real: 0 * NaN is no imaginary part */
                get(t, a, e, &g, &gi);
                ok = l12_close(g, w, 8 * eps) && l12_close(gi, wi, 8 * eps);
            }
        }
        /* every other element (the other triangle, the gaps, the guards) unchanged */
        for (sb_dim e = 0; e < la && ok; e++)
            if (!seen[e]) ok = !memcmp(a + e * es, a0 + e * es, es);
        if (!ok) {
            snprintf(msg, sizeof msg, "symr n=%ld j0=%ld j1=%ld upper=%d two=%d packed=%d",
                     (long)n, (long)j0, (long)j1, upper, two, packed);
            fail(set->name, t, msg);
        }
        free(seen); free(a); free(a0); free(v);
    }
}

/*
 * Placement: a kernel's result may not depend on where its operands lie.  The same
 * values at every element offset 0..16 from a 64-byte boundary (all operands moved
 * together, and y alone) must give bitwise the results at offset 0: axpy, scal, dot,
 * gemv_n (n = 1..9: every column block) and gemv_t.  (LAPACK's CGV test 5 compares two
 * calls on copies placed differently; a kernel that peels an alignment head must compute
 * the head's elements as the rest.)
 */
static void l12_placement(const sb_kset *set, int t)
{
    const sb_kernels *kr = &set->t[t];
    const size_t es = tsize[t];
    const int cx = tcplx[t];
    const sb_dim ms[] = { 1, 7, 16, 37, 100, 263 };
    enum { OFFS = 17 };
    char msg[256];
    unsigned char al[16], r0[16], r1[16];
    put(t, al, 0, -0.75, cx ? 0.5 : 0);
    for (size_t mi = 0; mi < sizeof ms / sizeof ms[0]; mi++)
    for (sb_dim n = 1; n <= 9; n++) {
        /* vectors of v elements: m for gemv_n's y and gemv_t's x, n for the others */
        const sb_dim m = ms[mi], lda = m + 1, la = lda * n, v = m > n ? m : n;
        const size_t pad = OFFS * es;
        unsigned char *a0 = xalloc(la * es), *x0 = xalloc(v * es), *y0 = xalloc(v * es);
        unsigned char *a = xalloc(la * es + pad), *x = xalloc(v * es + pad);
        unsigned char *y = xalloc(v * es + pad), *yw = xalloc(v * es), *w = xalloc(v * es);
        l12_fill(t, a0, la, 0, 0, 1);
        l12_fill(t, x0, v, 0, 0, 1);
        l12_fill(t, y0, v, 0, 0, 1);
        for (int op = 0; op < 5; op++) {
            if (op < 3 && n > 1) continue;   /* the vector kernels once per m */
            /* at offset 0 */
            memcpy(yw, y0, v * es);
            switch (op) {
            case 0: kr->axpy(m, al, x0, 1, yw, 1); break;
            case 1: kr->scal(m, al, yw, 1); break;
            case 2: kr->dot(m, x0, 1, y0, 1, 0, r0); break;
            case 3: kr->gemv_n(m, n, al, a0, lda, x0, 1, yw, 1); break;
            case 4: kr->gemv_t(m, n, al, a0, lda, x0, 1, yw, 1, 0); break;
            }
            for (int o = 1; o < OFFS; o++)
            for (int yonly = 0; yonly < 2; yonly++) {
                const size_t oa = yonly ? 0 : o * es, oy = o * es;
                memcpy(a + oa, a0, la * es);
                memcpy(x + oa, x0, v * es);
                memcpy(y + oy, y0, v * es);
                switch (op) {
                case 0: kr->axpy(m, al, x + oa, 1, y + oy, 1); break;
                case 1: kr->scal(m, al, y + oy, 1); break;
                case 2: kr->dot(m, x + oa, 1, y + oy, 1, 0, r1); break;
                case 3: kr->gemv_n(m, n, al, a + oa, lda, x + oa, 1, y + oy, 1); break;
                case 4: kr->gemv_t(m, n, al, a + oa, lda, x + oa, 1, y + oy, 1, 0); break;
                }
                const int ny = op == 4 ? (int)n : (int)m;
                memcpy(w, y + oy, (size_t)ny * es);
                checks++;
                if (op == 2 ? memcmp(r0, r1, es) != 0 : memcmp(w, yw, (size_t)ny * es) != 0) {
                    snprintf(msg, sizeof msg, "%s m=%ld n=%ld: offset %d%s differs bitwise "
                             "from offset 0", (const char *[]){"axpy", "scal", "dot",
                             "gemv_n", "gemv_t"}[op], (long)m, (long)n, o,
                             yonly ? " (y alone)" : "");
                    fail(set->name, t, msg);
                }
            }
        }
        free(a0); free(x0); free(y0); free(a); free(x); free(y); free(yw); free(w);
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
            test_blk(set, t);
            test_blk_fused(set, t, 0);
            test_blk_fused(set, t, 1);
            test_tri(set, t);
            test_trk(set, t);
            test_ukr_mv(set, t);
            test_trsm(set, t);
            test_trsm_r(set, t);
            test_trmm_rs(set, t);
            test_trmm_ls(set, t);
            test_pack(set, t, 0);
            test_pack(set, t, 1);
            l12_vectors(set, t);
            l12_iamax(set, t);
            l12_gemv(set, t);
            l12_gemv_order(set, t);
            l12_symv(set, t);
            l12_symv_rt(set, t);
            l12_ger(set, t);
            l12_symr(set, t);
            l12_placement(set, t);
            test_small(set, t);
            test_small_inplace(set, t);
        }
        /* the set's narrow level 1/2 slots (a 256-bit datapath takes them), on any CPU
         * that runs the set */
        long nn = 0;
        if (set->narrow_bits) {
            sb_kset nk = *set;
            sb_kset_narrow(&nk);
            char nm[64];
            snprintf(nm, sizeof nm, "%s narrow", set->name);
            nk.name = nm;
            const long c1 = checks;
            for (int t = 0; t < 4; t++) {
                const sb_narrow_slots *w = &set->narrow[t];
                if (!w->axpy && !w->dot && !w->asum) continue;   /* the type has none */
                l12_vectors(&nk, t);
                l12_iamax(&nk, t);
                l12_gemv(&nk, t);
                l12_placement(&nk, t);
            }
            nn = checks - c1;
        }
        printf("test-kernels: %s: %ld checks (%ld of them narrow slots), %ld failed (MR x NR: "
               "s %dx%d d %dx%d c %dx%d z %dx%d)\n", set->name, checks - c0, nn,
               failures - f0, set->t[0].mr, set->t[0].nr, set->t[1].mr, set->t[1].nr,
               set->t[2].mr, set->t[2].nr, set->t[3].mr, set->t[3].nr);
        ran++;
    }
    printf("test-kernels: %s (%d sets run, %ld checks, %ld failed)\n",
           failures ? "FAIL" : "PASS", ran, checks, failures);
    return failures ? 1 : 0;
}
