/*
 * SSE2 real GEMM microkernels (float 8 x 6, double 4 x 6) and their packing routines,
 * written once for both real types (this file is compiled for s, d, c, z; it holds code
 * for s and d only).  Contract: kernel/kernel.h.  Compiled with the baseline x86-64
 * flags only (SSE2; no SSE3 broadcasts, no FMA).
 *
 * Per k step: two vectors of A, and each of the 6 elements of B broadcast once and
 * multiplied into both: 12 accumulators, 12 multiplies and 12 adds.
 */
#include "sb/type.h"

#if !SB_COMPLEX
#include <emmintrin.h>
#include "kernel/x86_64/sse2/sse2.h"
#include "kernel/x86_64/common/tile_put.h"

#if defined(SB_TYPE_S)
typedef __m128 vec;
typedef float real;
#define VL 4                                      /* elements per vector */
#define MR SB_SSE2_MR_S
#define NR SB_SSE2_NR_S
#define V(op) _mm_##op##_ps
#define BC SB_SSE2_BC_F
#define SFX "ps"
#else
typedef __m128d vec;
typedef double real;
#define VL 2
#define MR SB_SSE2_MR_D
#define NR SB_SSE2_NR_D
#define V(op) _mm_##op##_pd
#define BC SB_SSE2_BC_D
#define SFX "pd"
#endif

void SB_KNAME(sse2, gemm_ukr)(sb_dim k, const void *alpha_, const void *a_, const void *b_,
                              const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c,
                              sb_dim m, sb_dim n)
{
    const real *a = a_, *b = b_;
    real *c = c_;
    const real alpha = *(const real *)alpha_, beta = *(const real *)beta_;

    vec c00 = V(setzero)(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00,
        c30 = c00, c31 = c00, c40 = c00, c41 = c00, c50 = c00, c51 = c00;

#define STEP(ap, bp)                                                                        \
    SB_SSE2_STEP(BC, SFX, ap, bp, c00, c01, c10, c11, c20, c21, c30, c31, c40,  \
                 c41, c50, c51)

    sb_dim p = 0;
    for (; p + 4 <= k; p += 4) {
        _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);
        STEP(a, b);
        STEP(a + MR, b + NR);
        _mm_prefetch((const char *)(a + 10 * MR), _MM_HINT_T0);
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

    const vec va = V(set1)(alpha), vb = V(set1)(beta);
    const int bz = beta == 0;
    if (rs_c == 1 && m == MR) {
        /* Column-major C, all MR rows: vector columns; the n edge is a count. beta == 0
         * never reads C (NaN/Inf there do not survive). */
#define COLSTORE(j)                                                                         \
        do {                                                                                \
            real *cj = c + (j) * cs_c;                                                      \
            vec y0 = V(mul)(va, c##j##0), y1 = V(mul)(va, c##j##1);                         \
            if (!bz) {                                                                      \
                y0 = V(add)(y0, V(mul)(vb, V(loadu)(cj)));                                  \
                y1 = V(add)(y1, V(mul)(vb, V(loadu)(cj + VL)));                             \
            }                                                                               \
            V(storeu)(cj, y0);                                                              \
            V(storeu)(cj + VL, y1);                                                         \
        } while (0)
        switch (n) {
        default:
        case 6: COLSTORE(5); /* fall through */
        case 5: COLSTORE(4); /* fall through */
        case 4: COLSTORE(3); /* fall through */
        case 3: COLSTORE(2); /* fall through */
        case 2: COLSTORE(1); /* fall through */
        case 1: COLSTORE(0); /* fall through */
        case 0: break;
        }
#undef COLSTORE
        return;
    }

    /* Edge tiles and other strides: alpha * AB on the stack, then the m x n part of C
     * element by element. */
    real t[NR * MR] __attribute__((aligned(16)));
#define PUT(j)                                                                              \
    do {                                                                                    \
        V(store)(t + (j) * MR, V(mul)(va, c##j##0));                                        \
        V(store)(t + (j) * MR + VL, V(mul)(va, c##j##1));                                   \
    } while (0)
    PUT(0); PUT(1); PUT(2); PUT(3); PUT(4); PUT(5);
#undef PUT
    sb_x86_tile_put_real(m, n, t, MR, beta, bz, c, rs_c, cs_c);
}

/* VL x VL transpose in registers (rows in, columns out). */
#if defined(SB_TYPE_S)
static inline void tr(vec r[VL])
{
    _MM_TRANSPOSE4_PS(r[0], r[1], r[2], r[3]);
}
#else
static inline void tr(vec r[VL])
{
    const vec t0 = _mm_unpacklo_pd(r[0], r[1]), t1 = _mm_unpackhi_pd(r[0], r[1]);
    r[0] = t0;
    r[1] = t1;
}
#endif

/*
 * Packing.  A column-major source (s_mn == 1): full panels in groups
 * (sb_x86_pack_colmajor); a source stored along k (s_k == 1: B as usual, or a transposed
 * A) moves VL x VL blocks through registers; anything else, and
 * partial panels, go element by element with zero padding.
 */

static inline __attribute__((always_inline)) void
pack_r(const int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn, sb_dim s_k,
       real *restrict dst)
{
    const sb_dim full = mn / w;
    if (s_mn == 1 && full > 0) {
        sb_x86_pack_colmajor(w, sizeof(real), 0, mn, k, src, s_mn, s_k, 0, dst);
    } else if (s_k == 1 && full > 0) {
        for (sb_dim q = 0; q < full; q++) {
            const real *s = src + q * w * s_mn;
            real *d = dst + q * w * k;
            sb_dim p = 0;
            for (; p + VL <= k; p += VL) {
                int i = 0;
                for (; i + VL <= w; i += VL) {
                    vec r[VL];
                    for (int x = 0; x < VL; x++) r[x] = V(loadu)(s + (i + x) * s_mn + p);
                    tr(r);
                    for (int x = 0; x < VL; x++) V(storeu)(d + (p + x) * w + i, r[x]);
                }
                for (; i < w; i++)
                    for (int x = 0; x < VL; x++) d[(p + x) * w + i] = s[i * s_mn + p + x];
            }
            sb_x86_pack_any(w, w, k - p, s + p, s_mn, 1, d + p * w);
        }
    } else {
        for (sb_dim q = 0; q < full; q++)
            sb_x86_pack_any(w, w, k, src + q * w * s_mn, s_mn, s_k, dst + q * w * k);
    }
    if (mn > full * w)
        sb_x86_pack_any(w, mn - full * w, k, src + full * w * s_mn, s_mn, s_k, dst + full * w * k);
}

void SB_KNAME(sse2, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_r(MR, mn, k, src, s_mn, s_k, dst);
}

void SB_KNAME(sse2, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_r(NR, mn, k, src, s_mn, s_k, dst);
}

#endif
