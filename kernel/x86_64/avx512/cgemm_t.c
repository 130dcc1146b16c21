/*
 * AVX-512 complex GEMM microkernels (c: 24 x 4, z: 12 x 4) and their packing routines,
 * written once for both complex types (this file is compiled for s, d, c, z; it holds
 * code for c and z only).  Contract: kernel/kernel.h.
 *
 * Complex A stays interleaved (re, im) in the vector; each B element is broadcast twice,
 * its real part and its imaginary part, into two accumulator sets:
 *   R += A * re(b) = [ar br, ai br],   I += A * im(b) = [ar bi, ai bi]
 * and A * b = fmaddsub(R, 1, swap(I)) = [ar br - ai bi, ai br + ar bi] at the end.
 * 3 vectors of A x 4 columns x 2 = 24 accumulators; every FMA lane does useful work.
 */
#include "sb/type.h"

#if SB_COMPLEX
#include <immintrin.h>
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/kloop.h"
#include "kernel/x86_64/common/tile_put.h"
#include "kernel/x86_64/avx512/pack.h"

#if defined(SB_TYPE_C)
typedef __m512 vec;
typedef __mmask16 vmask;
typedef float real;
#define VC 8                                      /* complex elements per vector */
#define MR SB_AVX512_MR_C
#define NR SB_AVX512_NR_C
#define V(op) _mm512_##op##_ps
#define KL_BC "vbroadcastss" /* kloop.h: broadcast, FMA, real element size */
#define KL_FMA "vfmadd231ps"
#define KL_ES "4"
#define KL_STEP_PB SB_KL_STEP3X8_PBC4
#define KL_STEP_PBT SB_KL_STEP3X8_PBT4
/* swap re and im inside each complex element */
#define VSWAP(x) _mm512_permute_ps(x, 0xb1)
/* flip the sign of the imaginary lanes */
#define VCONJ(x) _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(x),              \
                     _mm512_set1_epi64((long long)0x8000000000000000ull)))
#else
typedef __m512d vec;
typedef __mmask8 vmask;
typedef double real;
#define VC 4
#define MR SB_AVX512_MR_Z
#define NR SB_AVX512_NR_Z
#define V(op) _mm512_##op##_pd
#define KL_BC "vbroadcastsd"
#define KL_FMA "vfmadd231pd"
#define KL_ES "8"
#define KL_STEP_PB SB_KL_STEP3X8_PBC8
#define KL_STEP_PBT SB_KL_STEP3X8_PBT8
#define VSWAP(x) _mm512_permute_pd(x, 0x55)
#define VCONJ(x) _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(x),              \
                     _mm512_setr_epi64(0, (long long)0x8000000000000000ull, 0,               \
                                       (long long)0x8000000000000000ull, 0,                  \
                                       (long long)0x8000000000000000ull, 0,                  \
                                       (long long)0x8000000000000000ull)))
#endif

/* Lanes of vector v (complex rows [VC v, VC v + VC)) inside the tile's m rows. */
static inline vmask row_mask(sb_dim m, int v)
{
    sb_dim r = m - VC * v;
    return r >= VC ? (vmask)~0u : r <= 0 ? (vmask)0 : (vmask)((1u << (2 * r)) - 1);
}

/* x * s for a complex scalar s = (sr, si) broadcast in vectors vr, vi. */
static inline vec cmul(vec x, vec vr, vec vi)
{
    return V(fmaddsub)(x, vr, V(mul)(VSWAP(x), vi));
}

/* The microkernel on the first NV of the three row vectors of the tile (NV * VC >= m):
 * only those rows of each packed A step are read and computed.  tk (gemm_ukr_trk): 0, or
 * 1 / 2 for a tile of a lower / upper triangular A whose last / first m steps are its
 * diagonal block, run apart with masked FMAs (as dgemm.c).  PA as dgemm.c's: 0, or a full
 * tile that packs as it computes its A micropanel from a column-major src (1, columns s_b
 * elements apart), its B micropanel from src stored along k (2, columns s_b apart) or
 * along n (3, steps s_b apart). */
static inline __attribute__((always_inline)) void
gemm_nv(const int NV, sb_dim k, const void *alpha_, const void *a_, const void *b_,
        const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n,
        const int tk, const int PA, const real *src, sb_dim s_b)
{
    const real *a = a_, *b = b_;
    SB_AVX512_TRK_SPLIT(real, 2, tk);
    real *c = c_;
    const real *alpha = alpha_, *beta = beta_;

    /* the 24 accumulators (the full tiles' k loop runs in kloop.h, whose 8 broadcasts
       of a step are re(b0), im(b0), re(b1), ...) */
    vec r00, r01, r02, i00, i01, i02, r10, r11, r12, i10, i11, i12, r20, r21,
        r22, i20, i21, i22, r30, r31, r32, i30, i31, i32;

    if (rs_c == 1)
        for (sb_dim j = 0; j < n; j++) {
            const real *cj = c + 2 * j * cs_c;
            _mm_prefetch((const char *)cj, _MM_HINT_T0);
            _mm_prefetch((const char *)(cj + 2 * VC), _MM_HINT_T0);
            _mm_prefetch((const char *)(cj + 4 * VC), _MM_HINT_T0);
            _mm_prefetch((const char *)(cj + 6 * VC - 1), _MM_HINT_T0);
        }

#define COLSTEP(j, br, bi)                                                                  \
    do {                                                                                    \
        r##j##0 = V(fmadd)(a0, br, r##j##0); i##j##0 = V(fmadd)(a0, bi, i##j##0);           \
        if (NV > 1) {                                                                       \
            r##j##1 = V(fmadd)(a1, br, r##j##1); i##j##1 = V(fmadd)(a1, bi, i##j##1);       \
        }                                                                                   \
        if (NV > 2) {                                                                       \
            r##j##2 = V(fmadd)(a2, br, r##j##2); i##j##2 = V(fmadd)(a2, bi, i##j##2);       \
        }                                                                                   \
    } while (0)
#define STEP(ap, bp)                                                                        \
    do {                                                                                    \
        const vec a0 = V(loadu)(ap), a1 = NV > 1 ? V(loadu)((ap) + 2 * VC) : a0,            \
                  a2 = NV > 2 ? V(loadu)((ap) + 4 * VC) : a0;                               \
        vec br = V(set1)((bp)[0]), bi = V(set1)((bp)[1]);                                   \
        SB_IN_REG(br); SB_IN_REG(bi);                                                       \
        COLSTEP(0, br, bi);                                                                 \
        br = V(set1)((bp)[2]); bi = V(set1)((bp)[3]);                                       \
        SB_IN_REG(br); SB_IN_REG(bi);                                                       \
        COLSTEP(1, br, bi);                                                                 \
        br = V(set1)((bp)[4]); bi = V(set1)((bp)[5]);                                       \
        SB_IN_REG(br); SB_IN_REG(bi);                                                       \
        COLSTEP(2, br, bi);                                                                 \
        br = V(set1)((bp)[6]); bi = V(set1)((bp)[7]);                                       \
        SB_IN_REG(br); SB_IN_REG(bi);                                                       \
        COLSTEP(3, br, bi);                                                                 \
    } while (0)

    if (PA == 1) {
        /* a full tile whose A micropanel a is packed from src (columns s_b elements apart)
         * as the loop runs: three vectors of a column copied as they are (interleaved re
         * and im, as packa copies a column-major A that is not conjugated) */
        sb_x86_pa_warm(src, 2 * s_b * (long)sizeof(real), 2 * MR * (long)sizeof(real), k);
        SB_KLOOP_PA_3X8(vec, KL_BC, KL_FMA, KL_ES, k, src, 2 * s_b * (sb_dim)sizeof(real),
                        (real *)a, b, r00, r01, r02, i00, i01, i02, r10, r11, r12, i10, i11,
                        i12, r20, r21, r22, i20, i21, i22, r30, r31, r32, i30, i31, i32);
    } else if (PA == 2) {
        /* a full tile whose B micropanel b is packed from src (columns s_b elements
         * apart) as the loop runs: b is the buffer it writes */
        SB_KLOOP_PB_3X8C(KL_STEP_PB, vec, KL_BC, KL_FMA, KL_ES, k, a, src,
                         2 * s_b * (sb_dim)sizeof(real), (real *)b, r00, r01, r02, i00, i01,
                         i02, r10, r11, r12, i10, i11, i12, r20, r21, r22, i20, i21, i22,
                         r30, r31, r32, i30, i31, i32);
    } else if (PA == 3) {
        /* the same from a B stored along n (step p's row at src + p * s_b elements) */
        SB_KLOOP_PBT(KL_STEP_PBT, SB_KL_PF3, 192, 8, vec, KL_BC, KL_FMA, KL_ES, k, a, src,
                     2 * s_b * (sb_dim)sizeof(real), (real *)b, r00, r01, r02, i00, i01, i02,
                     r10, r11, r12, i10, i11, i12, r20, r21, r22, i20, i21, i22, r30, r31,
                     r32, i30, i31, i32);
    } else if (NV == 3) {
        SB_KLOOP_3X8(vec, KL_BC, KL_FMA, KL_ES, k, a, b, r00, r01, r02, i00, i01, i02, r10, r11,
                     r12, i10, i11, i12, r20, r21, r22, i20, i21, i22, r30, r31, r32, i30,
                     i31, i32);
    } else {
        r00 = r01 = r02 = r10 = r11 = r12 = r20 = r21 = r22 = r30 = r31 = r32 = V(setzero)();
        i00 = i01 = i02 = i10 = i11 = i12 = i20 = i21 = i22 = i30 = i31 = i32 = r00;
        for (sb_dim p = 0; p < k; p++) {
            /* A streams from L2: 3 lines per step, 8 steps ahead */
            _mm_prefetch((const char *)(a + 16 * MR), _MM_HINT_T0);
            _mm_prefetch((const char *)(a + 16 * MR + 2 * VC), _MM_HINT_T0);
            _mm_prefetch((const char *)(a + 16 * MR + 4 * VC), _MM_HINT_T0);
            STEP(a, b);
            a += 2 * MR;
            b += 2 * NR;
        }
    }
/* gemm_ukr_trk's diagonal steps q in [VC P, VC P + VC): vector P takes the lanes of its
 * rows that step q reaches (lower: rows >= q, lanes >= 2q; upper: rows <= q, lanes <= 2q
 * + 1), the others all of theirs (lower: the vectors after P, upper: before) or none */
#define FMA_DIAG(j, w, P, br, bi)                                                           \
    if (NV > (w)) {                                                                         \
        if ((w) == (P)) {                                                                   \
            r##j##w = V(mask3_fmadd)(a##w, br, r##j##w, km);                                \
            i##j##w = V(mask3_fmadd)(a##w, bi, i##j##w, km);                                \
        } else if (tk == 1 ? (w) > (P) : (w) < (P)) {                                       \
            r##j##w = V(fmadd)(a##w, br, r##j##w);                                          \
            i##j##w = V(fmadd)(a##w, bi, i##j##w);                                          \
        }                                                                                   \
    }
#define COL_DIAG(j, P, bp)                                                                  \
    do {                                                                                    \
        vec br = V(set1)((bp)[2 * (j)]), bi = V(set1)((bp)[2 * (j) + 1]);                   \
        SB_IN_REG(br); SB_IN_REG(bi);                                                       \
        FMA_DIAG(j, 0, P, br, bi) FMA_DIAG(j, 1, P, br, bi) FMA_DIAG(j, 2, P, br, bi)       \
    } while (0)
#define DIAG_PHASE(P)                                                                       \
    for (sb_dim q = VC * (P); q < kd && q < VC * (P) + VC; q++) {                           \
        const real *ap = ad + q * 2 * MR, *bp = bd + q * 2 * NR;                            \
        const vmask km = (vmask)(tk == 1 ? sb_avx512_tri_mask(1, 2 * q, 2 * VC, P)          \
                                         : sb_avx512_tri_mask(2, 2 * q + 1, 2 * VC, P));    \
        const vec a0 = V(loadu)(ap), a1 = NV > 1 ? V(loadu)(ap + 2 * VC) : a0,              \
                  a2 = NV > 2 ? V(loadu)(ap + 4 * VC) : a0;                                 \
        COL_DIAG(0, P, bp); COL_DIAG(1, P, bp); COL_DIAG(2, P, bp); COL_DIAG(3, P, bp);     \
    }
    if (tk) {
        DIAG_PHASE(0)
        if (NV > 1) DIAG_PHASE(1)
        if (NV > 2) DIAG_PHASE(2)
    }
#undef DIAG_PHASE
#undef COL_DIAG
#undef FMA_DIAG
#undef STEP
#undef COLSTEP

    /* A * B per column, then alpha: a complex product, one multiply where alpha is real,
     * nothing where it is 1; and C's beta: one FMA where it is real (as in the AVX2 set).
     * At k = 32 the complex products here were ~16% of a cgemm 2048 x 2048 x 32 call
     * (perf); without them c and z 2048 x 2048 x 32 ran 4-5% faster (bench, interleaved
     * against the previous build, 2026-12-02). */
    const vec one = V(set1)(1), ar = V(set1)(alpha[0]), ai = V(set1)(alpha[1]);
    const vec br = V(set1)(beta[0]), bi = V(set1)(beta[1]);
    const int bz = beta[0] == 0 && beta[1] == 0, breal = beta[1] == 0;
#define FIN(j, v) V(fmaddsub)(r##j##v, one, VSWAP(i##j##v))
    vec t[NR][3] = {
        { FIN(0, 0), FIN(0, 1), FIN(0, 2) }, { FIN(1, 0), FIN(1, 1), FIN(1, 2) },
        { FIN(2, 0), FIN(2, 1), FIN(2, 2) }, { FIN(3, 0), FIN(3, 1), FIN(3, 2) },
    };
#undef FIN
    if (alpha[1] != 0) {
        for (int j = 0; j < NR; j++)
            for (int v = 0; v < NV; v++) t[j][v] = cmul(t[j][v], ar, ai);
    } else if (alpha[0] != 1) {
        for (int j = 0; j < NR; j++)
            for (int v = 0; v < NV; v++) t[j][v] = V(mul)(t[j][v], ar);
    }
/* y + beta * x: a real beta scales both parts (and an Inf in C stays Inf, as in the
 * reference, where C is not multiplied at all when beta = 1) */
#define BETA_ADD(y, x) SB_X86_BETA_ADD_CPLX(V, VSWAP, br, bi, breal, x, y)

    if (rs_c == 1) {
        const vmask k0 = row_mask(m, 0), k1 = row_mask(m, 1), k2 = row_mask(m, 2);
        for (sb_dim j = 0; j < n; j++) {
            real *cj = c + 2 * j * cs_c;
            vec y0 = t[j][0], y1 = t[j][1], y2 = t[j][2];
            if (!bz) {
                y0 = BETA_ADD(y0, V(maskz_loadu)(k0, cj));
                if (NV > 1) y1 = BETA_ADD(y1, V(maskz_loadu)(k1, cj + 2 * VC));
                if (NV > 2) y2 = BETA_ADD(y2, V(maskz_loadu)(k2, cj + 4 * VC));
            }
            V(mask_storeu)(cj, k0, y0);
            if (NV > 1) V(mask_storeu)(cj + 2 * VC, k1, y1);
            if (NV > 2) V(mask_storeu)(cj + 4 * VC, k2, y2);
        }
        return;
    }

    /* Any other strides: alpha * AB on the stack, then element by element. */
    real s[NR * 2 * MR] __attribute__((aligned(64)));
    for (int j = 0; j < NR; j++)
        for (int v = 0; v < 3; v++) V(store)(s + j * 2 * MR + v * 2 * VC, t[j][v]);
    sb_x86_tile_put_cplx(m, n, s, MR, beta, bz, c, rs_c, cs_c);
#undef BETA_ADD
}

/* Tiles of at most one or two vectors of rows (edge tiles; diagonal tiles of HERK & co
 * started one or two vectors down the A panel, see kernel.h "mv") run fewer vectors. */
static inline __attribute__((always_inline)) void
ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
        sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n, const int tk)
{
    if (m > 2 * VC) gemm_nv(3, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tk, 0, NULL, 0);
    else if (m > VC) gemm_nv(2, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tk, 0, NULL, 0);
    else gemm_nv(1, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tk, 0, NULL, 0);
}
static inline __attribute__((always_inline)) void
ukr(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
    sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n)
{
    ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0);
}

void SB_KNAME(avx512, gemm_ukr_trk)(sb_dim k, const void *alpha, const void *a, const void *b,
                                    const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                                    sb_dim m, sb_dim n, int upper)
{
    if (upper) ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 2);
    else ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 1);
}

void SB_KNAME(avx512, gemm_ukr)(sb_dim k, const void *alpha, const void *a, const void *b,
                                const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                                sb_dim m, sb_dim n)
{
    ukr(k, alpha, a, b, beta, c, rs_c, cs_c, m, n);
}

void SB_KNAME(avx512, gemm_blk)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                const void *a, const void *b, const void *beta, void *c,
                                sb_dim rs_c, sb_dim cs_c)
{
    SB_X86_GEMM_BLK(real, 2, alpha, beta);
}

/* Packing: full panels of a column-major slice are vector copies (conjugated by a sign
 * flip); a full panel of a slice stored along k (s_k == 1: a transposed A, or a B not
 * transposed) goes through register transposes in blocks of TK steps of k:
 *   c: a complex float is one 64-bit unit, so 8 x 8 blocks go through the double
 *      transpose (w = 4 panels: half of it, the other four rows zero);
 *   z: a complex double is one 128-bit lane: 4 x 4 blocks of lanes;
 * conjugation flips the imaginary sign bits after the transpose.  Before this, such
 * panels went element by element and cgemm TN / TT ran at 0.87-0.90x NN (bench, 512 and
 * 1024, 2026-11-30).  Anything else, and the last k % TK steps, element by element with
 * zero padding. */
#if defined(SB_TYPE_C)
#include "kernel/x86_64/avx512/transpose.h"
#define TK 8
#else
#define TK 4
#endif

#if !defined(SB_TYPE_C)
/* z: the 4 x 4 block of 128-bit lanes (complex doubles) r[0..3] transposed: lane q of
 * out[x] := lane x of r[q] */
static inline __attribute__((always_inline)) void tr4_lanes(const __m512d r[4], __m512d out[4])
{
    const __m512d t0 = _mm512_shuffle_f64x2(r[0], r[1], 0x44),
                  t1 = _mm512_shuffle_f64x2(r[0], r[1], 0xee),
                  t2 = _mm512_shuffle_f64x2(r[2], r[3], 0x44),
                  t3 = _mm512_shuffle_f64x2(r[2], r[3], 0xee);
    out[0] = _mm512_shuffle_f64x2(t0, t2, 0x88);
    out[1] = _mm512_shuffle_f64x2(t0, t2, 0xdd);
    out[2] = _mm512_shuffle_f64x2(t1, t3, 0x88);
    out[3] = _mm512_shuffle_f64x2(t1, t3, 0xdd);
}
#endif

/* Steps [p, p + TK) of rows [i, i + g) of a panel (g = 8 or 4 for c, 4 for z), element
 * (r, q) at s[2 * (r * s_mn + q)], into dst (panel width w). */
static inline __attribute__((always_inline)) void
pack_tblock(const int g, const int w, const real *s, sb_dim s_mn, sb_dim p, sb_dim i, int cj,
            real *restrict dst)
{
    const __m512d flip =
        _mm512_castsi512_pd(_mm512_set1_epi64(cj ? (long long)0x8000000000000000ull : 0));
    __m512d r[8];
    for (int x = 0; x < g; x++) {
        const real *row = s + 2 * ((i + x) * s_mn + p);
        sb_x86_pack_tr_next(row + 2 * w * s_mn);   /* the next micropanel's line */
        r[x] = _mm512_loadu_pd((const double *)row);
    }
#if defined(SB_TYPE_C)
    for (int x = g; x < 8; x++) r[x] = _mm512_setzero_pd();
    sb_avx512_tr8x8(r);
    for (int x = 0; x < TK; x++) {
        const __m512d v = _mm512_xor_pd(r[x], flip);   /* re in the low half: flips im */
        double *o = (double *)(dst + 2 * ((p + x) * w + i));
        if (g == 8) _mm512_storeu_pd(o, v);
        else _mm256_storeu_pd(o, _mm512_castpd512_pd256(v));
    }
#else
    __m512d out[4];   /* lane q of out[x] is element (i + q, p + x) */
    tr4_lanes(r, out);
    const __m512d im = _mm512_castsi512_pd(_mm512_set_epi64(-1, 0, -1, 0, -1, 0, -1, 0));
    for (int x = 0; x < TK; x++)
        _mm512_storeu_pd(dst + 2 * ((p + x) * w + i),
                         _mm512_xor_pd(out[x], _mm512_and_pd(flip, im)));
#endif
}

/* The same for a partial block: rows [i, i + nrow) of the operand (nrow <= 0: none; the
 * rest of the block's g panel rows zero, +0 also under conjugation) and steps
 * [p, p + ncol), ncol <= TK, loaded and stored under masks.  A partial panel and the last
 * k % TK steps of a transposed operand had gone element by element: 47% of cgemm TN
 * 8 x 8 x 8 (perf, Intel model 0xcf). */
static inline __attribute__((always_inline)) void
pack_tblock_part(const int g, const int w, const real *s, sb_dim s_mn, sb_dim p, sb_dim i,
                 sb_dim nrow, int ncol, int cj, real *restrict dst)
{
    const __m512d flip =
        _mm512_castsi512_pd(_mm512_set1_epi64(cj ? (long long)0x8000000000000000ull : 0));
    const int nr = (int)(nrow < 0 ? 0 : nrow < g ? nrow : g);
    if (nr == 0) {   /* panel rows past the operand's: zeros */
        for (int x = 0; x < ncol; x++) {
            double *o = (double *)(dst + 2 * ((p + x) * w + i));
            if (g * 2 * sizeof(real) == 64) _mm512_storeu_pd(o, _mm512_setzero_pd());
            else _mm256_storeu_pd(o, _mm256_setzero_pd());
        }
        return;
    }
    __m512d r[8];
#if defined(SB_TYPE_C)
    const __mmask8 cm = (__mmask8)((1u << ncol) - 1), rm = (__mmask8)((1u << nr) - 1);
    for (int x = 0; x < 8; x++)
        r[x] = x < nr ? _mm512_maskz_loadu_pd(cm, (const double *)(s + 2 * ((i + x) * s_mn + p)))
                      : _mm512_setzero_pd();
    sb_avx512_tr8x8(r);
    for (int x = 0; x < ncol; x++) {
        const __m512d v = _mm512_maskz_mov_pd(rm, _mm512_xor_pd(r[x], flip));
        double *o = (double *)(dst + 2 * ((p + x) * w + i));
        if (g == 8) _mm512_storeu_pd(o, v);
        else _mm256_storeu_pd(o, _mm512_castpd512_pd256(v));
    }
#else
    const __mmask8 cm = (__mmask8)((1u << (2 * ncol)) - 1), rm = (__mmask8)((1u << (2 * nr)) - 1);
    for (int x = 0; x < 4; x++)
        r[x] = x < nr ? _mm512_maskz_loadu_pd(cm, s + 2 * ((i + x) * s_mn + p))
                      : _mm512_setzero_pd();
    __m512d out[4];
    tr4_lanes(r, out);
    const __m512d im = _mm512_castsi512_pd(_mm512_set_epi64(-1, 0, -1, 0, -1, 0, -1, 0));
    for (int x = 0; x < ncol; x++)
        _mm512_storeu_pd(dst + 2 * ((p + x) * w + i),
                         _mm512_maskz_mov_pd(rm, _mm512_xor_pd(out[x], _mm512_and_pd(flip, im))));
#endif
}

static inline __attribute__((always_inline)) void
pack_c(const int w, sb_dim mn, sb_dim k, const real *src, sb_dim s_mn, sb_dim s_k, int cj,
       real *restrict dst)
{
    const real sg = cj ? -1 : 1;
    const sb_dim done =
        sb_x86_pack_colmajor(w, 2 * sizeof(real), 1, mn, k, src, s_mn, s_k, cj, dst);
    src += 2 * done;
    dst += 2 * done * k;
    mn -= done;
    const int g = w % 8 == 0 && TK == 8 ? 8 : 4;   /* rows per transposed block */
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const real *s = src + 2 * q * s_mn;
        sb_dim p0 = 0;
        if (s_k == 1 && w % g == 0) {
            if (rows == w)
                for (; p0 + TK <= k; p0 += TK)
                    for (sb_dim i = 0; i < w; i += g) pack_tblock(g, w, s, s_mn, p0, i, cj, dst);
            for (; p0 < k; p0 += TK)
                for (sb_dim i = 0; i < w; i += g)
                    pack_tblock_part(g, w, s, s_mn, p0, i, rows - i, (int)sb_min(TK, k - p0),
                                     cj, dst);
        }
        if (s_mn == 1 && !cj) {   /* a partial panel, rows contiguous: masked copies */
            sb_avx512_pack_part(2 * w * (sb_dim)sizeof(real), 2 * rows * (sb_dim)sizeof(real),
                                k, s, 2 * s_k * (sb_dim)sizeof(real), dst);
            p0 = k;
        }
        /* the rest (partial panel, other strides, the last steps): element by element */
        for (sb_dim p = p0; p < k; p++) {
            sb_dim i = 0;
            for (; i < rows; i++) {
                dst[2 * (p * w + i)] = s[2 * (i * s_mn + p * s_k)];
                dst[2 * (p * w + i) + 1] = sg * s[2 * (i * s_mn + p * s_k) + 1];
            }
            for (; i < w; i++) dst[2 * (p * w + i)] = dst[2 * (p * w + i) + 1] = 0;
        }
        dst += 2 * (sb_dim)w * k;
    }
}

void SB_KNAME(avx512, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                             int conj, void *dst)
{
    pack_c(MR, mn, k, src, s_mn, s_k, conj, dst);
}

void SB_KNAME(avx512, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                             int conj, void *dst)
{
    pack_c(NR, mn, k, src, s_mn, s_k, conj, dst);
}

/* The fused paths' pack routine: the operand is not conjugated there. */
#define PACK0(w, mn_, k_, s_, smn_, sk_, d_) pack_c(w, mn_, k_, s_, smn_, sk_, 0, d_)

/* gemm_blk_pa (kernel.h), as dgemm.c's; A not conjugated. */
void SB_KNAME(avx512, gemm_blk_pa)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                   const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                                   const void *b, const void *beta, void *c, sb_dim rs_c,
                                   sb_dim cs_c)
{
#define PAUKR(ap, sp, cp, nr)                                                               \
    gemm_nv(3, k, alpha, ap, b, beta, cp, rs_c, cs_c, MR, nr, 0, 1, sp, s_k)
    SB_X86_GEMM_BLK_PA(real, 2, PAUKR, PACK0, SB_KNAME(avx512, gemm_blk));
#undef PAUKR
}

/* gemm_blk_pb (kernel.h), as dgemm.c's; B not conjugated. */
void SB_KNAME(avx512, gemm_blk_pb)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                   const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                                   const void *a, const void *beta, void *c, sb_dim rs_c,
                                   sb_dim cs_c)
{
#define PBUKR(sp, bp, cp)                                                                   \
    gemm_nv(3, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 2, sp, s_mn)
#define PTUKR(sp, bp, cp)                                                                   \
    gemm_nv(3, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 3, sp, s_k)
    SB_X86_GEMM_BLK_PB(real, 2, PBUKR, PTUKR, PACK0, SB_KNAME(avx512, gemm_blk));
#undef PTUKR
#undef PBUKR
}
#undef PACK0

#endif
