/*
 * AVX2 + FMA real GEMM microkernels (s: 16 x 6, d: 8 x 6) and their packing routines,
 * written once for both real types (this file is compiled for s, d, c, z; it holds code
 * for s and d only).  Contract: kernel/kernel.h.  Compiled with -mavx2 -mfma only.
 *
 * Per k step: 2 vectors of A (one 64-byte line of the packed panel) x 6 broadcasts of B
 * into 12 accumulators.  Edge tiles of column-major C use vmaskmov loads and stores: a
 * masked-off lane is neither read nor written and cannot fault.
 */
#include "sb/type.h"

#if !SB_COMPLEX
#include <immintrin.h>
#include "kernel/x86_64/avx2/avx2.h"
#include "kernel/x86_64/common/tile_put.h"

#if defined(SB_TYPE_S)
typedef __m256 vec;
typedef float real;
#define VL 8                                      /* lanes per vector */
#define MR SB_AVX2_MR_S
#define NR SB_AVX2_NR_S
#define V(op) _mm256_##op##_ps
#define BCAST(p) _mm256_broadcast_ss(p)
#define STORE1(p, v) _mm_store_ss(p, _mm256_castps256_ps128(v))   /* lane 0 of v to *p */
/* lanes [0, r) of a vector set (r clamped to 0..VL) */
static inline __m256i lane_mask(sb_dim r)
{
    r = r < 0 ? 0 : r > VL ? VL : r;
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)r), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
#else
typedef __m256d vec;
typedef double real;
#define VL 4
#define MR SB_AVX2_MR_D
#define NR SB_AVX2_NR_D
#define V(op) _mm256_##op##_pd
#define BCAST(p) _mm256_broadcast_sd(p)
#define STORE1(p, v) _mm_store_sd(p, _mm256_castpd256_pd128(v))
static inline __m256i lane_mask(sb_dim r)
{
    r = r < 0 ? 0 : r > VL ? VL : r;
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(r), _mm256_setr_epi64x(0, 1, 2, 3));
}
#endif

/* y + beta * c (tile_put.h: kernel.h's C update) */
#define BETA_ADD(cv, y) SB_X86_BETA_ADD(V, vb, cv, y)

/* C(:, j) := alpha * acc + beta * C(:, j) on rows < m of a column-major column. */
#define COL_STORE(cj, x0, x1)                                                               \
    do {                                                                                    \
        vec y0 = V(mul)(va, x0), y1 = V(mul)(va, x1);                                       \
        if (full) {                                                                         \
            if (!bz) {                                                                      \
                y0 = BETA_ADD(V(loadu)(cj), y0);                                                   \
                y1 = BETA_ADD(V(loadu)((cj) + VL), y1);                                            \
            }                                                                               \
            V(storeu)((cj), y0);                                                            \
            V(storeu)((cj) + VL, y1);                                                       \
        } else {                                                                            \
            if (!bz) {                                                                      \
                y0 = BETA_ADD(V(maskload)((cj), k0), y0);                                          \
                y1 = BETA_ADD(V(maskload)((cj) + VL, k1), y1);                                     \
            }                                                                               \
            V(maskstore)((cj), k0, y0);                                                     \
            V(maskstore)((cj) + VL, k1, y1);                                                \
        }                                                                                   \
    } while (0)

/* PA 1: a full tile whose A micropanel a (MR x k) is packed from its column-major source
 * src (column p at src + p * s_k) as the k loop runs (gemm_blk_pa in kernel.h); PA 2: one
 * whose B micropanel b (k x NR) is packed from its source src (column j at src + j * s_k,
 * stored along k) as the loop runs (gemm_blk_pb), each element broadcast from the source
 * and its copy stored from the broadcast's lane 0. */
static inline __attribute__((always_inline)) void
ukr_any(sb_dim k, const real alpha, const real *a, const real *b, const real beta, real *c,
        sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n, const int PA, const real *src,
        sb_dim s_k)
{
    vec c00 = V(setzero)(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00,
        c30 = c00, c31 = c00, c40 = c00, c41 = c00, c50 = c00, c51 = c00;

    /* Warm the tile of C while the k loop runs (column-major: a 64-byte column spans at
     * most 2 lines). */
    if (rs_c == 1)
        for (sb_dim j = 0; j < n; j++) {
            _mm_prefetch((const char *)(c + j * cs_c), _MM_HINT_T0);
            _mm_prefetch((const char *)(c + j * cs_c + MR - 1), _MM_HINT_T0);
        }

#define STEP(ap, bp)                                                                        \
    do {                                                                                    \
        const vec a0 = V(loadu)(ap), a1 = V(loadu)((ap) + VL);                              \
        STEP_V(a0, a1, bp);                                                                 \
    } while (0)
#define STEP_V(a0, a1, bp)                                                                  \
    do {                                                                                    \
        vec bj;                                                                             \
        bj = BCAST((bp) + 0); c00 = V(fmadd)(a0, bj, c00); c01 = V(fmadd)(a1, bj, c01);     \
        bj = BCAST((bp) + 1); c10 = V(fmadd)(a0, bj, c10); c11 = V(fmadd)(a1, bj, c11);     \
        bj = BCAST((bp) + 2); c20 = V(fmadd)(a0, bj, c20); c21 = V(fmadd)(a1, bj, c21);     \
        bj = BCAST((bp) + 3); c30 = V(fmadd)(a0, bj, c30); c31 = V(fmadd)(a1, bj, c31);     \
        bj = BCAST((bp) + 4); c40 = V(fmadd)(a0, bj, c40); c41 = V(fmadd)(a1, bj, c41);     \
        bj = BCAST((bp) + 5); c50 = V(fmadd)(a0, bj, c50); c51 = V(fmadd)(a1, bj, c51);     \
    } while (0)

    /* The engine runs this kernel over every A micropanel of a block (ir loop) with the
     * same B micropanel, then moves to the next one, b + k * NR: fetch that one into L1
     * along the k loop (after the first tile of the ir loop these hit L1 and cost one
     * load slot), so that the first tile of the next jr does not wait on L2/L3. */
    const char *bn = (const char *)(b + k * NR);
    sb_dim p = 0;
    if (PA == 2) {
        _Static_assert(NR == 6, "the fused B loop reads six columns");
        real *d = (real *)b;
        const real *s0 = src, *s1 = src + s_k, *s2 = src + 2 * s_k, *s3 = src + 3 * s_k,
                   *s4 = src + 4 * s_k, *s5 = src + 5 * s_k;
        for (; p < k; p++, a += MR, d += NR) {
            _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);
            const vec a0 = V(loadu)(a), a1 = V(loadu)(a + VL);
            vec bj;
#define PB_COL(j, x0, x1)                                                                   \
    bj = BCAST(s##j + p); STORE1(d + (j), bj);                                              \
    x0 = V(fmadd)(a0, bj, x0); x1 = V(fmadd)(a1, bj, x1)
            PB_COL(0, c00, c01); PB_COL(1, c10, c11); PB_COL(2, c20, c21);
            PB_COL(3, c30, c31); PB_COL(4, c40, c41); PB_COL(5, c50, c51);
#undef PB_COL
        }
    } else if (PA) {
        /* A from its source, fetched into L2 SB_X86_PA_AHEAD steps ahead (tile_put.h) */
        sb_x86_pa_warm(src, s_k * (long)sizeof(real), MR * (long)sizeof(real), k);
        real *d = (real *)a;
        for (; p < k; p++, src += s_k, d += MR, b += NR) {
            _mm_prefetch((const char *)(src + SB_X86_PA_AHEAD * s_k), _MM_HINT_T1);
            _mm_prefetch((const char *)(src + SB_X86_PA_AHEAD * s_k + MR - 1), _MM_HINT_T1);
            const vec a0 = V(loadu)(src), a1 = V(loadu)(src + VL);
            V(storeu)(d, a0);
            V(storeu)(d + VL, a1);
            STEP_V(a0, a1, b);
        }
    }
    for (; p + 4 <= k; p += 4) {
        for (int o = 0; o < 4 * NR * (int)sizeof(real); o += 64)
            _mm_prefetch(bn + o, _MM_HINT_T0);
        bn += 4 * NR * sizeof(real);
        /* A streams from L2: one line per step, fetched 8 steps ahead */
        _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);
        _mm_prefetch((const char *)(a + 9 * MR), _MM_HINT_T0);
        STEP(a, b);
        STEP(a + MR, b + NR);
        _mm_prefetch((const char *)(a + 10 * MR), _MM_HINT_T0);
        _mm_prefetch((const char *)(a + 11 * MR), _MM_HINT_T0);
        STEP(a + 2 * MR, b + 2 * NR);
        STEP(a + 3 * MR, b + 3 * NR);
        a += 4 * MR;
        b += 4 * NR;
    }
    for (; p < k; p++) {
        STEP(a, b);
        a += MR;
        b += NR;
    }
#undef STEP
#undef STEP_V

    const vec va = V(set1)(alpha), vb = V(set1)(beta);
    const int bz = beta == 0;
    if (rs_c == 1) {
        /* Column-major C: the m edge is a lane mask, the n edge a count. */
        const int full = m >= MR;
        const __m256i k0 = lane_mask(m), k1 = lane_mask(m - VL);
        switch (n) {
        default:
        case 6: COL_STORE(c + 5 * cs_c, c50, c51); /* fall through */
        case 5: COL_STORE(c + 4 * cs_c, c40, c41); /* fall through */
        case 4: COL_STORE(c + 3 * cs_c, c30, c31); /* fall through */
        case 3: COL_STORE(c + 2 * cs_c, c20, c21); /* fall through */
        case 2: COL_STORE(c + 1 * cs_c, c10, c11); /* fall through */
        case 1: COL_STORE(c, c00, c01); /* fall through */
        case 0: break;
        }
        return;
    }

    /* Any other strides: alpha * AB on the stack, then element by element. */
    real t[NR * MR] __attribute__((aligned(32)));
#define PUT(j, x0, x1)                                                                      \
    do {                                                                                    \
        V(store)(t + (j) * MR, V(mul)(va, x0));                                             \
        V(store)(t + (j) * MR + VL, V(mul)(va, x1));                                        \
    } while (0)
    PUT(0, c00, c01); PUT(1, c10, c11); PUT(2, c20, c21);
    PUT(3, c30, c31); PUT(4, c40, c41); PUT(5, c50, c51);
#undef PUT
    sb_x86_tile_put_real(m, n, t, MR, beta, bz, c, rs_c, cs_c);
}

static inline __attribute__((always_inline)) void
ukr(sb_dim k, const real alpha, const real *a, const real *b, const real beta, real *c,
    sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n)
{
    ukr_any(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, NULL, 0);
}

void SB_KNAME(avx2, gemm_ukr)(sb_dim k, const void *alpha, const void *a, const void *b,
                              const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                              sb_dim m, sb_dim n)
{
    ukr(k, *(const real *)alpha, a, b, *(const real *)beta, c, rs_c, cs_c, m, n);
}

void SB_KNAME(avx2, gemm_blk)(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
    SB_X86_GEMM_BLK(real, 1, *(const real *)alpha, *(const real *)beta);
}

/* ---------------------------------------------------------------- packing */

/*
 * 4 rows x 4 k of a k-contiguous source (row i at s + i * s_mn) transposed into
 * d[x * w + i], x = 0..3; and the same for 2 rows.
 */
#if defined(SB_TYPE_S)
static inline void tr4(const real *s, sb_dim s_mn, real *d, int w)
{
    __m128 r0 = _mm_loadu_ps(s), r1 = _mm_loadu_ps(s + s_mn), r2 = _mm_loadu_ps(s + 2 * s_mn),
           r3 = _mm_loadu_ps(s + 3 * s_mn);
    _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
    _mm_storeu_ps(d, r0);
    _mm_storeu_ps(d + w, r1);
    _mm_storeu_ps(d + 2 * w, r2);
    _mm_storeu_ps(d + 3 * w, r3);
}
/* 8 rows x 8 k (256-bit) */
static inline void tr8(const real *s, sb_dim s_mn, real *d, int w)
{
    __m256 r[8];
    for (int x = 0; x < 8; x++) r[x] = _mm256_loadu_ps(s + x * s_mn);
    const __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]),
                 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]),
                 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]),
                 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
    const __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xee),
                 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xee),
                 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xee),
                 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xee);
    _mm256_storeu_ps(d, _mm256_permute2f128_ps(u0, u4, 0x20));
    _mm256_storeu_ps(d + w, _mm256_permute2f128_ps(u1, u5, 0x20));
    _mm256_storeu_ps(d + 2 * w, _mm256_permute2f128_ps(u2, u6, 0x20));
    _mm256_storeu_ps(d + 3 * w, _mm256_permute2f128_ps(u3, u7, 0x20));
    _mm256_storeu_ps(d + 4 * w, _mm256_permute2f128_ps(u0, u4, 0x31));
    _mm256_storeu_ps(d + 5 * w, _mm256_permute2f128_ps(u1, u5, 0x31));
    _mm256_storeu_ps(d + 6 * w, _mm256_permute2f128_ps(u2, u6, 0x31));
    _mm256_storeu_ps(d + 7 * w, _mm256_permute2f128_ps(u3, u7, 0x31));
}
static inline void tr2(const real *s, sb_dim s_mn, real *d, int w)
{
    const __m128 r0 = _mm_loadu_ps(s), r1 = _mm_loadu_ps(s + s_mn);
    const __m128 lo = _mm_unpacklo_ps(r0, r1), hi = _mm_unpackhi_ps(r0, r1);
    _mm_storel_pi((__m64 *)d, lo);
    _mm_storeh_pi((__m64 *)(d + w), lo);
    _mm_storel_pi((__m64 *)(d + 2 * w), hi);
    _mm_storeh_pi((__m64 *)(d + 3 * w), hi);
}
#else
static inline void tr4(const real *s, sb_dim s_mn, real *d, int w)
{
    const __m256d r0 = _mm256_loadu_pd(s), r1 = _mm256_loadu_pd(s + s_mn),
                  r2 = _mm256_loadu_pd(s + 2 * s_mn), r3 = _mm256_loadu_pd(s + 3 * s_mn);
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1),
                  t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
    _mm256_storeu_pd(d, _mm256_permute2f128_pd(t0, t2, 0x20));
    _mm256_storeu_pd(d + w, _mm256_permute2f128_pd(t1, t3, 0x20));
    _mm256_storeu_pd(d + 2 * w, _mm256_permute2f128_pd(t0, t2, 0x31));
    _mm256_storeu_pd(d + 3 * w, _mm256_permute2f128_pd(t1, t3, 0x31));
}
static inline void tr2(const real *s, sb_dim s_mn, real *d, int w)
{
    const __m256d r0 = _mm256_loadu_pd(s), r1 = _mm256_loadu_pd(s + s_mn);
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
    _mm_storeu_pd(d, _mm256_castpd256_pd128(t0));
    _mm_storeu_pd(d + w, _mm256_castpd256_pd128(t1));
    _mm_storeu_pd(d + 2 * w, _mm256_extractf128_pd(t0, 1));
    _mm_storeu_pd(d + 3 * w, _mm256_extractf128_pd(t1, 1));
}
#endif

/*
 * The same for a block of a partial panel or the last k % 4 steps: nrow of the rows x
 * ncol of the k steps are the source's, the rows from nrow on zero, the k steps from ncol
 * on not read (masked loads) nor stored.  These had gone element by element (as the
 * AVX-512 set's had: 60% of sgemm TN 24 there); whole blocks keep the functions above (the
 * masked ones in their place ran sgemm / dgemm TN 16 6-7% slower).
 */
#if defined(SB_TYPE_S)
static inline __attribute__((always_inline)) __m128 ld4(const real *p, int ncol)
{
    return ncol == 4 ? _mm_loadu_ps(p)
                     : _mm_maskload_ps(p, _mm_cmpgt_epi32(_mm_set1_epi32(ncol),
                                                          _mm_setr_epi32(0, 1, 2, 3)));
}
static inline __attribute__((always_inline)) void
tr4m(const real *s, sb_dim s_mn, int nrow, int ncol, real *d, int w)
{
    if (nrow == 0) {   /* padding rows only */
        for (int c = 0; c < ncol; c++) _mm_storeu_ps(d + c * w, _mm_setzero_ps());
        return;
    }
    __m128 r0 = nrow > 0 ? ld4(s, ncol) : _mm_setzero_ps(),
           r1 = nrow > 1 ? ld4(s + s_mn, ncol) : _mm_setzero_ps(),
           r2 = nrow > 2 ? ld4(s + 2 * s_mn, ncol) : _mm_setzero_ps(),
           r3 = nrow > 3 ? ld4(s + 3 * s_mn, ncol) : _mm_setzero_ps();
    _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
    _mm_storeu_ps(d, r0);
    if (ncol > 1) _mm_storeu_ps(d + w, r1);
    if (ncol > 2) _mm_storeu_ps(d + 2 * w, r2);
    if (ncol > 3) _mm_storeu_ps(d + 3 * w, r3);
}
static inline __attribute__((always_inline)) void
tr2m(const real *s, sb_dim s_mn, int nrow, int ncol, real *d, int w)
{
    const __m128 r0 = nrow > 0 ? ld4(s, ncol) : _mm_setzero_ps(),
                 r1 = nrow > 1 ? ld4(s + s_mn, ncol) : _mm_setzero_ps();
    const __m128 lo = _mm_unpacklo_ps(r0, r1), hi = _mm_unpackhi_ps(r0, r1);
    _mm_storel_pi((__m64 *)d, lo);
    if (ncol > 1) _mm_storeh_pi((__m64 *)(d + w), lo);
    if (ncol > 2) _mm_storel_pi((__m64 *)(d + 2 * w), hi);
    if (ncol > 3) _mm_storeh_pi((__m64 *)(d + 3 * w), hi);
}
#else
static inline __attribute__((always_inline)) __m256d ld4(const real *p, int ncol)
{
    return ncol == 4 ? _mm256_loadu_pd(p)
                     : _mm256_maskload_pd(p, _mm256_cmpgt_epi64(_mm256_set1_epi64x(ncol),
                                                                _mm256_setr_epi64x(0, 1, 2, 3)));
}
static inline __attribute__((always_inline)) void
tr4m(const real *s, sb_dim s_mn, int nrow, int ncol, real *d, int w)
{
    if (nrow == 0) {   /* padding rows only */
        for (int c = 0; c < ncol; c++) _mm256_storeu_pd(d + c * w, _mm256_setzero_pd());
        return;
    }
    const __m256d r0 = nrow > 0 ? ld4(s, ncol) : _mm256_setzero_pd(),
                  r1 = nrow > 1 ? ld4(s + s_mn, ncol) : _mm256_setzero_pd(),
                  r2 = nrow > 2 ? ld4(s + 2 * s_mn, ncol) : _mm256_setzero_pd(),
                  r3 = nrow > 3 ? ld4(s + 3 * s_mn, ncol) : _mm256_setzero_pd();
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1),
                  t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
    _mm256_storeu_pd(d, _mm256_permute2f128_pd(t0, t2, 0x20));
    if (ncol > 1) _mm256_storeu_pd(d + w, _mm256_permute2f128_pd(t1, t3, 0x20));
    if (ncol > 2) _mm256_storeu_pd(d + 2 * w, _mm256_permute2f128_pd(t0, t2, 0x31));
    if (ncol > 3) _mm256_storeu_pd(d + 3 * w, _mm256_permute2f128_pd(t1, t3, 0x31));
}
static inline __attribute__((always_inline)) void
tr2m(const real *s, sb_dim s_mn, int nrow, int ncol, real *d, int w)
{
    const __m256d r0 = nrow > 0 ? ld4(s, ncol) : _mm256_setzero_pd(),
                  r1 = nrow > 1 ? ld4(s + s_mn, ncol) : _mm256_setzero_pd();
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
    _mm_storeu_pd(d, _mm256_castpd256_pd128(t0));
    if (ncol > 1) _mm_storeu_pd(d + w, _mm256_castpd256_pd128(t1));
    if (ncol > 2) _mm_storeu_pd(d + 2 * w, _mm256_extractf128_pd(t0, 1));
    if (ncol > 3) _mm_storeu_pd(d + 3 * w, _mm256_extractf128_pd(t1, 1));
}
#endif

/* The rows of a block of h panel rows from row i that hold the source's (rows in all) */
static inline int rows_in(sb_dim rows, int i, int h)
{
    return rows - i >= h ? h : rows - i <= 0 ? 0 : (int)(rows - i);
}

/*
 * Column-major source (s_mn == 1): full panels in groups (sb_x86_pack_colmajor).
 * k-contiguous source (s_k == 1, a transposed operand): 8 x 8 (float, w a multiple of 8)
 * and 4 x 4 register transposes (w is a multiple of 2), a partial panel's rows and the
 * last k % 4 steps masked.  Anything else, and a column-major partial last panel, element
 * by element.
 */
static inline __attribute__((always_inline)) void
pack_r(const int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn, sb_dim s_k,
       real *restrict dst)
{
    const sb_dim done =
        sb_x86_pack_colmajor(w, sizeof(real), 0, mn, k, src, s_mn, s_k, 0, dst);
    src += done;
    dst += done * k;
    mn -= done;
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const real *s = src + q * s_mn;
        if (s_k == 1) {
            sb_dim p = 0;
            if (rows == w) {   /* whole blocks: as before the masked ones were added */
#if defined(SB_TYPE_S)
                if (w % 8 == 0)
                    for (; p + 8 <= k; p += 8) {
                        sb_x86_pack_tr_next_rows(s + w * s_mn + p, s_mn * (long)sizeof(real),
                                                 w, p * (long)sizeof(real));
                        for (int i = 0; i < w; i += 8)
                            tr8(s + i * s_mn + p, s_mn, dst + p * w + i, w);
                    }
#endif
                for (; p + 4 <= k; p += 4) {
                    sb_x86_pack_tr_next_rows(s + w * s_mn + p, s_mn * (long)sizeof(real), w,
                                             p * (long)sizeof(real));
                    int i = 0;
                    for (; i + 4 <= w; i += 4) tr4(s + i * s_mn + p, s_mn, dst + p * w + i, w);
                    if (i < w) tr2(s + i * s_mn + p, s_mn, dst + p * w + i, w);
                }
            }
            /* a partial panel, or the last k % 4 steps: masked blocks */
            for (; p < k; p += 4) {
                const int ncol = k - p < 4 ? (int)(k - p) : 4;
                int i = 0;
                for (; i + 4 <= w; i += 4)
                    tr4m(s + i * s_mn + p, s_mn, rows_in(rows, i, 4), ncol, dst + p * w + i, w);
                if (i < w)
                    tr2m(s + i * s_mn + p, s_mn, rows_in(rows, i, 2), ncol, dst + p * w + i, w);
            }
        } else {
            sb_x86_pack_any(w, rows, k, s, s_mn, s_k, dst);
        }
        dst += (sb_dim)w * k;
    }
}

void SB_KNAME(avx2, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_r(MR, mn, k, src, s_mn, s_k, dst);
}

void SB_KNAME(avx2, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_r(NR, mn, k, src, s_mn, s_k, dst);
}

/* gemm_blk_pa (kernel.h): the first B micropanel's full tiles pack their A micropanel as
 * they compute (see the AVX-512 set's dgemm.c for what it measured). */
void SB_KNAME(avx2, gemm_blk_pa)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                 const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                                 const void *b, const void *beta, void *c, sb_dim rs_c,
                                 sb_dim cs_c)
{
#define PAUKR(ap, sp, cp, nr)                                                               \
    ukr_any(k, *(const real *)alpha, ap, b, *(const real *)beta, cp, rs_c, cs_c, MR, nr, 1,  \
            sp, s_k)
    SB_X86_GEMM_BLK_PA(real, 1, PAUKR, pack_r, SB_KNAME(avx2, gemm_blk));
#undef PAUKR
}

/* gemm_blk_pb (kernel.h): the first A micropanel's full tiles pack their B micropanel as
 * they compute. */
void SB_KNAME(avx2, gemm_blk_pb)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                 const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                                 const void *a, const void *beta, void *c, sb_dim rs_c,
                                 sb_dim cs_c)
{
#define PBUKR(sp, bp, cp)                                                                   \
    ukr_any(k, *(const real *)alpha, a, bp, *(const real *)beta, cp, rs_c, cs_c, MR, NR, 2,  \
            sp, s_mn)
/* A B stored along n is packed a micropanel at a time, not fused: packb copies its rows
 * whole, and the fused tile (6 broadcasts and 6 scalar stores per 12 FMAs) ran dgemm
 * and sgemm NT 512 / 1024 2-8% slower (bench, both slot orders, Intel model 0xcf). */
#define PTUKR(sp, bp, cp)                                                                   \
    do {                                                                                    \
        pack_r(NR, NR, k, sp, s_mn, s_k, bp);                                               \
        ukr(k, *(const real *)alpha, a, bp, *(const real *)beta, cp, rs_c, cs_c, MR, NR);    \
    } while (0)
    SB_X86_GEMM_BLK_PB(real, 1, PBUKR, PTUKR, pack_r, SB_KNAME(avx2, gemm_blk));
#undef PTUKR
#undef PBUKR
}

#endif
