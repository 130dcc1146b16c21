/*
 * AVX2 + FMA complex GEMM microkernels (c: 8 x 3, z: 4 x 3) and their packing routines,
 * written once for both complex types (this file is compiled for s, d, c, z; it holds
 * code for c and z only).  Contract: kernel/kernel.h.  Compiled with -mavx2 -mfma only.
 *
 * A stays interleaved (re, im); each B element is broadcast twice, its real and its
 * imaginary part, into two accumulator sets:
 *   R += A * re(b) = [ar br, ai br],   I += A * im(b) = [ar bi, ai bi]
 * and A * b = fmaddsub(R, 1, swap(I)) at the end.  2 vectors of A x 3 columns x 2 = 12
 * accumulators of the 16 ymm registers; every FMA lane does useful work.
 */
#include "sb/type.h"

#if SB_COMPLEX
#include <immintrin.h>
#include "kernel/x86_64/avx2/avx2.h"
#include "kernel/x86_64/common/tile_put.h"

#if defined(SB_TYPE_C)
typedef __m256 vec;
typedef float real;
#define VC 4                                      /* complex elements per vector */
#define MR SB_AVX2_MR_C
#define NR SB_AVX2_NR_C
#define V(op) _mm256_##op##_ps
#define BCAST(p) _mm256_broadcast_ss(p)
#define VSWAP(x) _mm256_permute_ps(x, 0xb1)       /* swap re and im in each element */
#define IMSIGN _mm256_setr_ps(0, -0.0f, 0, -0.0f, 0, -0.0f, 0, -0.0f)
/* real lanes [0, r) (r clamped to 0..8) */
static inline __m256i lane_mask(sb_dim r)
{
    r = r < 0 ? 0 : r > 8 ? 8 : r;
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)r), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
#else
typedef __m256d vec;
typedef double real;
#define VC 2
#define MR SB_AVX2_MR_Z
#define NR SB_AVX2_NR_Z
#define V(op) _mm256_##op##_pd
#define BCAST(p) _mm256_broadcast_sd(p)
#define VSWAP(x) _mm256_permute_pd(x, 0x5)
#define IMSIGN _mm256_setr_pd(0, -0.0, 0, -0.0)
static inline __m256i lane_mask(sb_dim r)
{
    r = r < 0 ? 0 : r > 4 ? 4 : r;
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(r), _mm256_setr_epi64x(0, 1, 2, 3));
}
#endif

/* x * s for a complex scalar s broadcast as (re, im) in vr, vi. */
static inline vec cmul(vec x, vec vr, vec vi)
{
    return V(fmaddsub)(x, vr, V(mul)(VSWAP(x), vi));
}

static inline __attribute__((always_inline)) void
ukr(sb_dim k, const real *alpha, const real *a, const real *b, const real *beta, real *c,
    sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n)
{

    vec r00 = V(setzero)(), r01 = r00, r10 = r00, r11 = r00, r20 = r00, r21 = r00;
    vec i00 = r00, i01 = r00, i10 = r00, i11 = r00, i20 = r00, i21 = r00;

    if (rs_c == 1)
        for (sb_dim j = 0; j < n; j++) {
            const real *cj = c + 2 * j * cs_c;
            _mm_prefetch((const char *)cj, _MM_HINT_T0);
            _mm_prefetch((const char *)(cj + 2 * MR - 1), _MM_HINT_T0);
        }

#define COLSTEP(j)                                                                          \
    do {                                                                                    \
        vec bx = BCAST(b + 2 * (j));                                                        \
        r##j##0 = V(fmadd)(a0, bx, r##j##0); r##j##1 = V(fmadd)(a1, bx, r##j##1);           \
        bx = BCAST(b + 2 * (j) + 1);                                                        \
        i##j##0 = V(fmadd)(a0, bx, i##j##0); i##j##1 = V(fmadd)(a1, bx, i##j##1);           \
    } while (0)

    /* Fetch the next B micropanel (b + k * NR, used by the next jr sweep of the engine)
     * into L1 along the k loop, as the real kernels do (rgemm_t.c). */
    const char *bn = (const char *)(b + 2 * k * NR);
    for (sb_dim p = 0; p < k; p++) {
        _mm_prefetch(bn, _MM_HINT_T0);
        bn += 2 * NR * sizeof(real);
        /* A streams from L2: one 64-byte line per step, 8 steps ahead */
        _mm_prefetch((const char *)(a + 16 * MR), _MM_HINT_T0);
        const vec a0 = V(loadu)(a), a1 = V(loadu)(a + 2 * VC);
        COLSTEP(0);
        COLSTEP(1);
        COLSTEP(2);
        a += 2 * MR;
        b += 2 * NR;
    }
#undef COLSTEP

    /* A * B per column, then alpha: a complex product, or one multiply where alpha is
     * real (the usual case; no speed change measured by itself, kernel harness k = 32) */
    const vec one = V(set1)(1), ar = V(set1)(alpha[0]), ai = V(set1)(alpha[1]);
    const vec br = V(set1)(beta[0]), bi = V(set1)(beta[1]);
    const int bz = beta[0] == 0 && beta[1] == 0, breal = beta[1] == 0;
#define AB(j, v) V(fmaddsub)(r##j##v, one, VSWAP(i##j##v))
    vec t[NR][2] = {
        { AB(0, 0), AB(0, 1) }, { AB(1, 0), AB(1, 1) }, { AB(2, 0), AB(2, 1) },
    };
#undef AB
    if (alpha[1] != 0) {
        for (int j = 0; j < NR; j++)
            for (int v = 0; v < 2; v++) t[j][v] = cmul(t[j][v], ar, ai);
    } else if (alpha[0] != 1) {
        for (int j = 0; j < NR; j++)
            for (int v = 0; v < 2; v++) t[j][v] = V(mul)(t[j][v], ar);
    }
/* y + beta * x: a real beta scales both parts (and an Inf in C stays Inf, as in the
 * reference, where C is not multiplied at all when beta = 1) */
#define BETA_ADD(y, x) SB_X86_BETA_ADD_CPLX(V, VSWAP, br, bi, breal, x, y)

    if (rs_c == 1) {
        if (m >= MR) {
            for (sb_dim j = 0; j < n; j++) {
                real *cj = c + 2 * j * cs_c;
                vec y0 = t[j][0], y1 = t[j][1];
                if (!bz) {
                    y0 = BETA_ADD(y0, V(loadu)(cj));
                    y1 = BETA_ADD(y1, V(loadu)(cj + 2 * VC));
                }
                V(storeu)(cj, y0);
                V(storeu)(cj + 2 * VC, y1);
            }
        } else {
            /* masked lanes are neither read nor written, and cannot fault */
            const __m256i k0 = lane_mask(2 * m), k1 = lane_mask(2 * (m - VC));
            for (sb_dim j = 0; j < n; j++) {
                real *cj = c + 2 * j * cs_c;
                vec y0 = t[j][0], y1 = t[j][1];
                if (!bz) {
                    y0 = BETA_ADD(y0, V(maskload)(cj, k0));
                    y1 = BETA_ADD(y1, V(maskload)(cj + 2 * VC, k1));
                }
                V(maskstore)(cj, k0, y0);
                V(maskstore)(cj + 2 * VC, k1, y1);
            }
        }
        return;
    }
#undef BETA_ADD

    /* Any other strides: alpha * AB on the stack, then element by element. */
    real s[NR * 2 * MR] __attribute__((aligned(32)));
    for (int j = 0; j < NR; j++)
        for (int v = 0; v < 2; v++) V(store)(s + j * 2 * MR + v * 2 * VC, t[j][v]);
    sb_x86_tile_put_cplx(m, n, s, MR, beta, bz, c, rs_c, cs_c);
}

void SB_KNAME(avx2, gemm_ukr)(sb_dim k, const void *alpha, const void *a, const void *b,
                              const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                              sb_dim m, sb_dim n)
{
    ukr(k, alpha, a, b, beta, c, rs_c, cs_c, m, n);
}

void SB_KNAME(avx2, gemm_blk)(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
    SB_X86_GEMM_BLK(real, 2, (const real *)alpha, (const real *)beta);
}

/*
 * Packing.  One complex element is moved as a unit (c: 64 bits, z: 128 bits) and
 * conjugated by flipping the sign bit of its imaginary part.  A column-major source
 * (s_mn == 1): full panels in groups (sb_x86_pack_colmajor); a k-contiguous source (s_k == 1) moves through register transposes
 * (ktr) where the panel is full, else along k one row at a time; anything else element by
 * element.  Rows beyond mn are zero.
 */
#if defined(SB_TYPE_C)
static inline void cp1(const real *s, real *d, __m128 f)
{
    _mm_storel_pi((__m64 *)d, _mm_xor_ps(_mm_castpd_ps(_mm_load_sd((const double *)s)), f));
}
#define FLIP1(cj) ((cj) ? _mm_setr_ps(0, -0.0f, 0, 0) : _mm_setzero_ps())
typedef __m128 vec1;
#else
static inline void cp1(const real *s, real *d, __m128d f)
{
    _mm_storeu_pd(d, _mm_xor_pd(_mm_loadu_pd(s), f));
}
#define FLIP1(cj) ((cj) ? _mm_setr_pd(0, -0.0) : _mm_setzero_pd())
typedef __m128d vec1;
#endif

/*
 * TRW rows x TRW k of a k-contiguous source (row i at s + 2 * i * s_mn) transposed into
 * d[2 * (x * w + i)], conjugated by flip: c moves its 64-bit elements as doubles through
 * a 4 x 4 transpose, z its 128-bit elements through a 2 x 2 one.
 */
#if defined(SB_TYPE_C)
#define TRW 4
static inline void ktr(const real *s, sb_dim s_mn, real *d, int w, vec flip)
{
    const __m256d r0 = _mm256_loadu_pd((const double *)s),
                  r1 = _mm256_loadu_pd((const double *)(s + 2 * s_mn)),
                  r2 = _mm256_loadu_pd((const double *)(s + 4 * s_mn)),
                  r3 = _mm256_loadu_pd((const double *)(s + 6 * s_mn));
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1),
                  t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
#define KST(x, v) _mm256_storeu_ps(d + 2 * (x) * w, _mm256_xor_ps(_mm256_castpd_ps(v), flip))
    KST(0, _mm256_permute2f128_pd(t0, t2, 0x20));
    KST(1, _mm256_permute2f128_pd(t1, t3, 0x20));
    KST(2, _mm256_permute2f128_pd(t0, t2, 0x31));
    KST(3, _mm256_permute2f128_pd(t1, t3, 0x31));
#undef KST
}
#else
#define TRW 2
static inline void ktr(const real *s, sb_dim s_mn, real *d, int w, vec flip)
{
    const __m256d r0 = _mm256_loadu_pd(s), r1 = _mm256_loadu_pd(s + 2 * s_mn);
    _mm256_storeu_pd(d, _mm256_xor_pd(_mm256_permute2f128_pd(r0, r1, 0x20), flip));
    _mm256_storeu_pd(d + 2 * w, _mm256_xor_pd(_mm256_permute2f128_pd(r0, r1, 0x31), flip));
}
#endif

static inline __attribute__((always_inline)) void
pack_c(const int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn, sb_dim s_k, int cj,
       real *restrict dst)
{
    const vec flip = cj ? IMSIGN : V(setzero)();
    const vec1 f1 = FLIP1(cj);
    const sb_dim done =
        sb_x86_pack_colmajor(w, 2 * sizeof(real), 1, mn, k, src, s_mn, s_k, cj, dst);
    src += 2 * done;
    dst += 2 * done * k;
    mn -= done;
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const real *s = src + 2 * q * s_mn;
        if (s_k == 1) {
            sb_dim p0 = 0;
            if (rows == w && w % TRW == 0)
                for (; p0 + TRW <= k; p0 += TRW) {
                    sb_x86_pack_tr_next_rows(s + 2 * (w * s_mn + p0),
                                             2 * s_mn * (long)sizeof(real), w,
                                             2 * p0 * (long)sizeof(real));
                    for (int i = 0; i < w; i += TRW)
                        ktr(s + 2 * (i * s_mn + p0), s_mn, dst + 2 * (p0 * w + i), w, flip);
                }
            for (sb_dim i = 0; i < rows; i++)
                for (sb_dim p = p0; p < k; p++)
                    cp1(s + 2 * (i * s_mn + p), dst + 2 * (p * w + i), f1);
        } else {
            for (sb_dim p = 0; p < k; p++)
                for (sb_dim i = 0; i < rows; i++)
                    cp1(s + 2 * (i * s_mn + p * s_k), dst + 2 * (p * w + i), f1);
        }
        for (sb_dim p = 0; p < k; p++)
            for (sb_dim i = rows; i < w; i++) dst[2 * (p * w + i)] = dst[2 * (p * w + i) + 1] = 0;
        dst += 2 * (sb_dim)w * k;
    }
}

void SB_KNAME(avx2, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_c(MR, mn, k, src, s_mn, s_k, conj, dst);
}

void SB_KNAME(avx2, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst)
{
    pack_c(NR, mn, k, src, s_mn, s_k, conj, dst);
}

#endif
