/*
 * AVX2 + FMA small-matrix GEMM kernel (gemm_small, contract in kernel/kernel.h), written
 * once for s, d, c and z.
 *
 * Nothing is packed: the columns of a row panel of A are loaded as vectors straight from
 * the caller's matrix, and each element of B is broadcast from wherever its strides put
 * it, which saves the blocked engine's two packing passes and buffer round trips.  The
 * last vector of a panel that ends at row m is read and written with vmaskmov
 * (_mm256_maskload / maskstore): a masked-off lane is neither read nor written and
 * cannot fault, so nothing past row m of A or C is touched.
 *
 * 16 ymm registers.  Tiles are at most MV vectors by NS columns:
 *   real     2 x 6 (s 16 x 6, d 8 x 6): 12 accumulators + 2 A vectors + 1 broadcast,
 *            the blocked kernel's shape (rgemm_t.c);
 *   complex  2 x 3 (c 8 x 3, z 4 x 3): A interleaved (re, im), re(b) and im(b) broadcast
 *            into two accumulator sets R and I (2 x 3 x 2 = 12), combined once at the end
 *            as in cgemm_t.c.
 * MR rows is one tile panel, so an A packed by the set's packa (MR-row panels) runs the
 * same tiles.  A row panel of one vector (m <= VR) runs wider tiles, NW columns (real
 * 12, complex 6): 12 accumulators again, where NS columns would leave the two FMA pipes
 * waiting on latency.  The number of vectors and columns is chosen per tile, and whether
 * the last vector is masked: one specialised function per (masked, vectors, columns),
 * accumulators in registers, so an edge tile costs what it computes and a full tile
 * carries no mask.  Loop order: column blocks outside, row panels inside, so the k x NS
 * slice of B stays in L1 while A streams.
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/x86_64/avx2/avx2.h"

#if defined(SB_TYPE_S) || defined(SB_TYPE_C)
typedef __m256 vec;
typedef float real;
#define VL 8                                      /* real lanes per vector */
#define V(op) _mm256_##op##_ps
#define BCAST(p) _mm256_broadcast_ss(p)
#define VSWAP(x) _mm256_permute_ps(x, 0xb1)
/* lanes [0, r) of a vmaskmov mask, 0 <= r <= VL */
static inline __m256i lane_mask(int r)
{
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(r), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
#else
typedef __m256d vec;
typedef double real;
#define VL 4
#define V(op) _mm256_##op##_pd
#define BCAST(p) _mm256_broadcast_sd(p)
#define VSWAP(x) _mm256_permute_pd(x, 0x5)
static inline __m256i lane_mask(int r)
{
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(r), _mm256_setr_epi64x(0, 1, 2, 3));
}
#endif

#define CX (1 + SB_COMPLEX)                        /* reals per element */
#define VR (VL / CX)                               /* rows (elements) per vector */
#define MR SB_PICK(SB_AVX2_MR_S, SB_AVX2_MR_D, SB_AVX2_MR_C, SB_AVX2_MR_Z)
#define MV SB_AVX2_SMALL_MV                        /* tile vectors */
#define NS (6 - 3 * SB_COMPLEX)                    /* tile columns: 6 real, 3 complex */
#define NW (12 - 6 * SB_COMPLEX)                   /* one-vector tiles: 12 real, 6 complex */
#define MS (MV * VR)                               /* tile rows */
_Static_assert(MS == MR, "a tile panel is the set's MR rows (packed A runs the same tiles)");

/*
 * A streams from L2 (the k x MR panel is read once per column block): the column PF_A
 * steps ahead is prefetched into L1.  Without it, one thread, m = n = k, interleaved, best
 * of 5: d 192 / 224 41.6 / 41.7 GFLOP/s -> 46.8 / 46.8, c 192 / 224 80.8 / 67.7 -> 93.5 /
 * 93.6.  4 steps rather than 8 or 16: at a leading dimension of 2 KiB (d and c 256, z 128)
 * the columns fall in two L1 sets, and lines fetched further ahead evict each other
 * (d 256 36.5 -> 42.3, c 256 74.2 -> 89.8 with 4 instead of 8; 2026-12-01, Zen 3).
 */
#define PF_A 4

#define SB_SMALL_EXTRA __m256i ml;   /* lanes of a panel's last vector, when it is partial */
#include "kernel/x86_64/common/small_common.h"

/*
 * The accumulators are named variables, one per (vector v, column j), each statement
 * guarded by constants (v < NV, j < NC) that the compiler folds: an array of vectors
 * would not be kept in registers.  Unused ones are dead code.
 */
#define FOR_COLS(X, v)                                                                     \
    X(v, 0) X(v, 1) X(v, 2) X(v, 3) X(v, 4) X(v, 5) X(v, 6) X(v, 7) X(v, 8) X(v, 9)       \
    X(v, 10) X(v, 11)
#define FOR_ALL(X) FOR_COLS(X, 0) FOR_COLS(X, 1)
#define FOR_COLS_M(X, v, M)                                                                \
    X(v, 0, M) X(v, 1, M) X(v, 2, M) X(v, 3, M) X(v, 4, M) X(v, 5, M) X(v, 6, M) X(v, 7, M) \
    X(v, 8, M) X(v, 9, M) X(v, 10, M) X(v, 11, M)
#define FOR_ALL_M(X, M) FOR_COLS_M(X, 0, M) FOR_COLS_M(X, 1, M)
#define FOR_K_COLS(X)                                                                      \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)

/* vector v of a panel (rows v * VR ...) at p: masked when it is the partial last one */
#define LOAD_A(v, p) (PART && (v) == NV - 1 ? V(maskload)((p), ml) : V(loadu)(p))

#define SMALL_BCAST(p) BCAST(p)
#define SMALL_UPDS(j) UPD(0, j) UPD(1, j)
#define STORE(v, j, MODE)                                                                  \
    if (v < NV && j < NC) {                                                                \
        const int part = PART && v == NV - 1;                                              \
        real *cv = c + j * ldc + v * VL;                                                   \
        vec cx = V(setzero)();                                                             \
        if (MODE >= M_A1) cx = part ? V(maskload)(cv, ml) : V(loadu)(cv);                  \
        const vec y = c_update(MODE, ACCS(v, j), cx, &kf);                                   \
        if (part) V(maskstore)(cv, ml, y);                                                 \
        else V(storeu)(cv, y);                                                             \
    }

/*
 * One NV-vector x NC-column tile (PART: its last vector is partial, lanes s->ml):
 * C := alpha * A * B + beta * C.  a: the panel's first row (column p at a + p * s->cs_a,
 * in reals); b: element (p, j) at b[p * s->rs_b + j * s->cs_b] (elements); c: column j
 * at c + j * s->ldc (reals).
 */
static inline __attribute__((always_inline)) void
tile(const int PART, const int NV, const int NC, const real *a, const SB_T *b,
     const scalars *s, real *c)
{
    const sb_dim k = s->k, cs_a = s->cs_a, rs_b = s->rs_b, cs_b = s->cs_b, ldc = s->ldc;
    const __m256i ml = s->ml;
    FOR_ALL(DECL)
    for (sb_dim p = 0; p < k; p++) {
        /* the panel's column PF_A steps ahead (first and last real: two lines where it
         * straddles); a prefetch never faults, so past column k or row m is harmless */
        _mm_prefetch((const char *)(a + PF_A * cs_a), _MM_HINT_T0);
        _mm_prefetch((const char *)(a + PF_A * cs_a + NV * VL - 1), _MM_HINT_T0);
        const vec a0 = LOAD_A(0, a);
        const vec a1 = NV < 2 ? a0 : LOAD_A(1, a + VL);
        FOR_K_COLS(COL)
        a += cs_a;
        b += rs_b;
    }
    /* one copy of the store sequence per alpha/beta case, chosen once per tile */
    const coefs kf = small_coefs(s);
#define TILE_STORES(MODE) FOR_ALL_M(STORE, MODE)
    SMALL_BY_MODE(TILE_STORES, s)
#undef TILE_STORES
}

#define TILE_PARAMS const real *a, const SB_T *b, const scalars *s, real *c
typedef void (*tile_fn)(TILE_PARAMS);

#define DEF(P, NV, NC)                                                                     \
    static void tile_##P##_##NV##_##NC(TILE_PARAMS) { tile(P, NV, NC, a, b, s, c); }
#define FN(P, NV, NC) tile_##P##_##NV##_##NC,
/* X(P, NV, 1) .. X(P, NV, N) for N = 3, 6, 12 */
#define COLS_3(X, P, NV) X(P, NV, 1) X(P, NV, 2) X(P, NV, 3)
#define COLS_6(X, P, NV) COLS_3(X, P, NV) X(P, NV, 4) X(P, NV, 5) X(P, NV, 6)
#define COLS_12(X, P, NV)                                                                  \
    COLS_6(X, P, NV) X(P, NV, 7) X(P, NV, 8) X(P, NV, 9) X(P, NV, 10) X(P, NV, 11) X(P, NV, 12)
#if SB_COMPLEX
#define COLS_NS COLS_3
#define COLS_NW COLS_6
#else
#define COLS_NS COLS_6
#define COLS_NW COLS_12
#endif
#if MV != 2 || NW > 12
#error "gemm_small: the tile tables cover MV = 2 and NW <= 12"
#endif
COLS_NW(DEF, 0, 1)
COLS_NW(DEF, 1, 1)
COLS_NS(DEF, 0, 2)
COLS_NS(DEF, 1, 2)
/* one-vector tiles [masked][NC - 1] (NC <= NW), two-vector tiles [masked][NC - 1] */
static const tile_fn tiles1[2][NW] = { { COLS_NW(FN, 0, 1) }, { COLS_NW(FN, 1, 1) } };
static const tile_fn tiles2[2][NS] = { { COLS_NS(FN, 0, 2) }, { COLS_NS(FN, 1, 2) } };

void SB_KNAME(avx2, gemm_small)(sb_dim m, sb_dim n, sb_dim k, const void *alpha_,
                                const void *a_, sb_dim ps_a, sb_dim cs_a, const void *b_,
                                sb_dim rs_b, sb_dim cs_b, int conj_b, const void *beta_,
                                void *c_, sb_dim ldc)
{
    const SB_T *a = a_, *b = b_;
    SB_T *c = c_;
    const SB_T alpha = *(const SB_T *)alpha_, beta = *(const SB_T *)beta_;
    scalars s;
    small_scalars(&s, alpha, beta, conj_b, k, cs_a, rs_b, cs_b, ldc);
    if (m <= VR && n <= NW) {
        /* one tile of one vector (the tiniest calls): no splitting of m and n */
        const int lanes = (int)m * CX;
        s.ml = lane_mask(lanes);
        tiles1[lanes < VL][n - 1]((const real *)a, b, &s, (real *)c);
        return;
    }

    /*
     * Row panels of MR rows, the last one partial (its last vector masked, or it is one
     * vector).  Columns in ceil(n / NS) blocks (one-vector m: ceil(n / NW)) of nearly
     * equal width: n = 7 runs as 4 + 3, not 6 + 1, whose one-column tile would wait on
     * FMA latency.
     */
    const sb_dim nvec = (m + VR - 1) / VR;
    const sb_dim npan = (m + MR - 1) / MR;
    const sb_dim nblk = nvec == 1 ? (n + NW - 1) / NW : (n + NS - 1) / NS;
    sb_dim nc_lo, nc_wide;   /* the first nc_wide one wider */
    small_divmod(n, nblk, &nc_lo, &nc_wide);
    /* the last panel: rows, vectors, lanes of its last vector */
    const sb_dim m_last = m - (npan - 1) * MR;
    const int nv_last = (int)((m_last + VR - 1) / VR);
    const int lanes = (int)(m_last - (nv_last - 1) * VR) * CX;
    const int part = lanes < VL;
    s.ml = lane_mask(lanes);
    for (sb_dim jb = 0, j0 = 0; jb < nblk; jb++) {
        const sb_dim nc = nc_lo + (jb < nc_wide);
        const SB_T *bj = b + j0 * cs_b;
        real *cj = (real *)(c + j0 * ldc);
        const tile_fn full = nvec == 1 ? NULL : tiles2[0][nc - 1];
        for (sb_dim pb = 0; pb + 1 < npan; pb++)
            full((const real *)(a + pb * ps_a), bj, &s, cj + pb * MR * CX);
        const tile_fn last = nv_last == 1 ? tiles1[part][nc - 1] : tiles2[part][nc - 1];
        last((const real *)(a + (npan - 1) * ps_a), bj, &s, cj + (npan - 1) * MR * CX);
        j0 += nc;
    }
}
