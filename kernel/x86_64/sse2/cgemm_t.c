/*
 * SSE2 complex GEMM microkernels (complex float 4 x 3, complex double 2 x 3) and their
 * packing routines, written once for both complex types (this file is compiled for s, d,
 * c, z; it holds code for c and z only).  Contract: kernel/kernel.h.  Compiled with the
 * baseline x86-64 flags only (SSE2: no addsub, no FMA).
 *
 * A stays interleaved (re, im) in the vector; each B element is broadcast twice, its real
 * and its imaginary part, into two accumulator sets:
 *   R += A * re(b) = [ar br, ai br],   I += A * im(b) = [ar bi, ai bi]
 * and A * b = R + [-ai bi, ar bi] (I with its halves swapped and the real lane negated)
 * once, at the end.  2 vectors of A x 3 columns x 2 = 12 accumulators.
 */
#include "sb/type.h"

#if SB_COMPLEX
#include <stdint.h>
#include <emmintrin.h>
#include "kernel/x86_64/sse2/sse2.h"
#include "kernel/x86_64/common/tile_put.h"

#if defined(SB_TYPE_C)
typedef __m128 vec;
typedef float real;
#define VC 2                                      /* complex elements per vector */
#define MR SB_SSE2_MR_C
#define NR SB_SSE2_NR_C
#define V(op) _mm_##op##_ps
#define BC SB_SSE2_BC_F
#define SFX "ps"
#define VSWAP(x) _mm_shuffle_ps(x, x, 0xb1)       /* (re, im) -> (im, re) per element */
#define SIGN_RE _mm_castsi128_ps(_mm_set_epi32(0, INT32_MIN, 0, INT32_MIN))
#define SIGN_IM _mm_castsi128_ps(_mm_set_epi32(INT32_MIN, 0, INT32_MIN, 0))
/* one complex element (two floats) */
#define ELOAD(p) _mm_loadl_pi(_mm_setzero_ps(), (const __m64 *)(p))
#define ESTORE(p, x) _mm_storel_pi((__m64 *)(p), x)
#else
typedef __m128d vec;
typedef double real;
#define VC 1
#define MR SB_SSE2_MR_Z
#define NR SB_SSE2_NR_Z
#define V(op) _mm_##op##_pd
#define BC SB_SSE2_BC_D
#define SFX "pd"
#define VSWAP(x) _mm_shuffle_pd(x, x, 1)
#define SIGN_RE _mm_castsi128_pd(_mm_set_epi64x(0, INT64_MIN))
#define SIGN_IM _mm_castsi128_pd(_mm_set_epi64x(INT64_MIN, 0))
#define ELOAD(p) _mm_loadu_pd(p)
#define ESTORE(p, x) _mm_storeu_pd(p, x)
#endif

/* x * s for a complex scalar s broadcast as sr = (re s, re s...), si = (im s, im s...). */
static inline vec cmul(vec x, vec sr, vec si)
{
    return V(add)(V(mul)(x, sr), V(mul)(V(xor)(VSWAP(x), SIGN_RE), si));
}

void SB_KNAME(sse2, gemm_ukr)(sb_dim k, const void *alpha_, const void *a_, const void *b_,
                              const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c,
                              sb_dim m, sb_dim n)
{
    const real *a = a_, *b = b_;
    real *c = c_;
    const real *alpha = alpha_, *beta = beta_;

    vec r00 = V(setzero)(), r01 = r00, r10 = r00, r11 = r00, r20 = r00, r21 = r00;
    vec i00 = r00, i01 = r00, i10 = r00, i11 = r00, i20 = r00, i21 = r00;

#define STEP(ap, bp)                                                                        \
    SB_SSE2_STEP(BC, SFX, ap, bp, r00, r01, i00, i01, r10, r11, i10, i11, r20,  \
                 r21, i20, i21)

    sb_dim p = 0;
    for (; p + 2 <= k; p += 2) {
        _mm_prefetch((const char *)(a + 16 * MR), _MM_HINT_T0);
        STEP(a, b);
        STEP(a + 2 * MR, b + 2 * NR);
        a += 4 * MR;
        b += 4 * NR;
    }
    for (; p < k; p++) {
        STEP(a, b);
        a += 2 * MR;
        b += 2 * NR;
    }
#undef STEP

    /* A * B, then alpha (complex), per vector */
    const vec ar = V(set1)(alpha[0]), ai = V(set1)(alpha[1]);
    const vec br = V(set1)(beta[0]), bi = V(set1)(beta[1]);
    const int bz = beta[0] == 0 && beta[1] == 0, breal = beta[1] == 0;
#define FIN(j, v) cmul(V(add)(r##j##v, V(xor)(VSWAP(i##j##v), SIGN_RE)), ar, ai)
    vec t[NR][2] = { { FIN(0, 0), FIN(0, 1) }, { FIN(1, 0), FIN(1, 1) },
                     { FIN(2, 0), FIN(2, 1) } };
#undef FIN

    if (rs_c == 1 && m == MR) {
        /* Column-major C, all MR rows: vector columns; beta == 0 never reads C. */
        for (sb_dim j = 0; j < n; j++) {
            real *cj = c + 2 * j * cs_c;
            vec y0 = t[j][0], y1 = t[j][1];
            /* a real beta scales both parts (an Inf in C stays Inf where beta is 1, as in
             * the reference, which does not multiply C then; the other sets alike) */
            if (!bz && breal) {
                y0 = V(add)(y0, V(mul)(V(loadu)(cj), br));
                y1 = V(add)(y1, V(mul)(V(loadu)(cj + 2 * VC), br));
            } else if (!bz) {
                y0 = V(add)(y0, cmul(V(loadu)(cj), br, bi));
                y1 = V(add)(y1, cmul(V(loadu)(cj + 2 * VC), br, bi));
            }
            V(storeu)(cj, y0);
            V(storeu)(cj + 2 * VC, y1);
        }
        return;
    }

    /* Edge tiles and other strides: alpha * AB on the stack, then the m x n part of C
     * element by element. */
    real s[NR * 2 * MR] __attribute__((aligned(16)));
    for (int j = 0; j < NR; j++)
        for (int v = 0; v < 2; v++) V(store)(s + j * 2 * MR + v * 2 * VC, t[j][v]);
    sb_x86_tile_put_cplx(m, n, s, MR, beta, bz, c, rs_c, cs_c);
}

/* Packing: one complex element at a time through a register (any strides), conjugated
 * by flipping the sign bit of the imaginary part; rows beyond mn are zero. */
static inline void pack_step(int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn,
                             sb_dim s_k, vec flip, real *restrict dst, sb_dim q, sb_dim p)
{
    const sb_dim rows = sb_min(w, mn - q * w);
    const real *s = src + 2 * (q * w * s_mn + p * s_k);
    real *d = dst + 2 * (q * w * k + p * w);
    sb_dim i = 0;
    for (; i < rows; i++) ESTORE(d + 2 * i, V(xor)(ELOAD(s + 2 * i * s_mn), flip));
    for (; i < w; i++) ESTORE(d + 2 * i, V(setzero)());
}

/* A column-major slice (s_mn == 1): full panels in groups (sb_x86_pack_colmajor), the
 * partial one element by element; any other slice panel by panel along k. */
static inline __attribute__((always_inline)) void
pack_c(const int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn, sb_dim s_k, int cj,
       real *restrict dst)
{
    const vec flip = cj ? SIGN_IM : V(setzero)();
    const sb_dim panels = (mn + w - 1) / w;
    if (s_mn == 1) {
        const sb_dim full = sb_x86_pack_colmajor(w, 2 * sizeof(real), 1, mn, k, src, s_mn, s_k,
                                                 cj, dst) / w;
        for (sb_dim p = 0; p < k; p++)
            for (sb_dim q = full; q < panels; q++)
                pack_step(w, mn, k, src, s_mn, s_k, flip, dst, q, p);
    } else {
        for (sb_dim q = 0; q < panels; q++)
            for (sb_dim p = 0; p < k; p++)
                pack_step(w, mn, k, src, s_mn, s_k, flip, dst, q, p);
    }
}

void SB_KNAME(sse2, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_c(MR, mn, k, src, s_mn, s_k, conj, dst);
}

void SB_KNAME(sse2, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_c(NR, mn, k, src, s_mn, s_k, conj, dst);
}

#endif
