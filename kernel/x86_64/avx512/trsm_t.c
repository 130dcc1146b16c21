/*
 * The AVX-512 TRSM microkernels (kernel/kernel.h, trsm_ukr).
 * Real types: a full tile (m == MR) keeps each of its MR rows in one zmm register (NR = 8
 * doubles; 16 float columns, which cross the 12-column micropanels: tnr = 48, three
 * substitutions for four micropanels) through a fully unrolled substitution;
 * the rows of the update tile w come from register transposes of its columns (8 x 8
 * double, 16 x 16 float), and C is written by rows (a row-major C), through the same
 * transposes (column-major C) or scattered.  Complex types: a full tile keeps each row
 * in one register likewise (full_tile_c; complex float takes two micropanels per call,
 * tnr = 8).  A unit diagonal skips the scaling (full tiles).  Partial tiles (m < MR rows)
 * run the same code with their rows counted.
 */
#include <immintrin.h>
#include <stdint.h>
#include "sb/type.h"
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/trsm.h"
#include "kernel/x86_64/avx512/transpose.h"
#include "kernel/generic/trsm_tile.h"

#define MR SB_PICK(SB_AVX512_MR_S, SB_AVX512_MR_D, SB_AVX512_MR_C, SB_AVX512_MR_Z)
#define NR SB_PICK(SB_AVX512_NR_S, SB_AVX512_NR_D, SB_AVX512_NR_C, SB_AVX512_NR_Z)

#if !SB_COMPLEX
#if SB_TYPE_D
typedef __m512d vec;
#define V_LOAD(k, p) _mm512_maskz_loadu_pd(k, p)
#define V_STORE(p, k, v) _mm512_mask_storeu_pd(p, k, v)
#define V_SET1(x) _mm512_set1_pd(x)
#define V_MUL(a, b) _mm512_mul_pd(a, b)
#define V_FNMADD(a, b, c) _mm512_fnmadd_pd(a, b, c)
#define V_ADD(a, b) _mm512_add_pd(a, b)
#define V_LOADU(p) _mm512_loadu_pd(p)
#define V_STOREU(p, v) _mm512_storeu_pd(p, v)
#define V_ZERO _mm512_setzero_pd()
#define V_MLOAD(v, k, p) _mm512_mask_loadu_pd(v, (__mmask8)(k), p)
#define V_NANMASK(v) _mm512_cmp_pd_mask(v, v, _CMP_UNORD_Q)
#define TRW 8                          /* the register transpose: 8 x 8 */
#define TRANSPOSE(r) sb_avx512_tr8x8(r)
#define CW 8                           /* columns per substitution: one micropanel */
#else
typedef __m512 vec;
#define V_LOAD(k, p) _mm512_maskz_loadu_ps(k, p)
#define V_STORE(p, k, v) _mm512_mask_storeu_ps(p, k, v)
#define V_SET1(x) _mm512_set1_ps(x)
#define V_MUL(a, b) _mm512_mul_ps(a, b)
#define V_FNMADD(a, b, c) _mm512_fnmadd_ps(a, b, c)
#define V_ADD(a, b) _mm512_add_ps(a, b)
#define V_LOADU(p) _mm512_loadu_ps(p)
#define V_STOREU(p, v) _mm512_storeu_ps(p, v)
#define V_ZERO _mm512_setzero_ps()
#define V_MLOAD(v, k, p) _mm512_mask_loadu_ps(v, k, p)
#define V_NANMASK(v) _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q)
#define TRW 16                         /* the register transpose: 16 x 16 */
#define TRANSPOSE(r) sb_avx512_tr16(r)
/* columns per substitution: all 16 lanes, across micropanels of 12 (tnr = 48: three
 * substitutions for four micropanels; with one 12-column micropanel per substitution, a
 * quarter of every FMA and transpose was padding) */
#define CW 16
#endif

/* Row i, lanes k, of the CW columns from column c0 of the packed tile x (micropanels of NR
 * columns xs apart): one masked load from each micropanel the columns cross (float: two;
 * a masked-off lane reads nothing). */
static inline vec x_load(const SB_T *x, sb_dim xs, int i, int c0, __mmask16 k)
{
    const int q = c0 / NR, a = c0 % NR, first = NR - a;   /* lanes in micropanel q */
    const SB_T *p = x + q * xs + i * NR;
    if (CW <= first) return V_LOAD(k, p + a);
    const __mmask16 k1 = k & (__mmask16)((1u << first) - 1);
    return V_MLOAD(V_LOAD(k1, p + a), k & ~k1, p + xs - first);
}
static inline void x_store(SB_T *x, sb_dim xs, int i, int c0, __mmask16 k, vec v)
{
    const int q = c0 / NR, a = c0 % NR, first = NR - a;
    SB_T *p = x + q * xs + i * NR;
    if (CW <= first) {
        V_STORE(p + a, k, v);
        return;
    }
    const __mmask16 k1 = k & (__mmask16)((1u << first) - 1);
    V_STORE(p + a, k1, v);
    V_STORE(p + xs - first, k & ~k1, v);
}

/* Row i of the tile into C, columns j < n (mask k), element (i, j) at c[i*rs + j*cs]. */
static inline void c_row(SB_T *c, sb_dim rs_c, sb_dim cs_c, __mmask16 k, vec v, int scatter)
{
    if (cs_c == 1) {
        V_STORE(c, k, v);
    } else if (scatter) {
#if SB_TYPE_D
        const __m512i idx = _mm512_mullo_epi64(_mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7),
                                               _mm512_set1_epi64(cs_c));
        _mm512_mask_i64scatter_pd(c, (__mmask8)k, idx, v, 8);
#else
        const __m512i idx = _mm512_mullo_epi32(
            _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
            _mm512_set1_epi32((int)cs_c));
        _mm512_mask_i32scatter_ps(c, k, idx, v, 4);
#endif
    } else {
        SB_T t[16];
        V_STORE(t, k, v);
        for (int j = 0; j < CW; j++)
            if (k >> j & 1) c[j * cs_c] = t[j];
    }
    (void)rs_c;
}

_Static_assert(SB_AVX512_NR_D == 8 && SB_AVX512_MR_D % 8 == 0 && SB_AVX512_NR_S <= 16 &&
                   16 - SB_AVX512_NR_S <= SB_AVX512_NR_S && SB_AVX512_MR_S % 16 == 0,
               "the 8 x 8 (double) and 16 x 16 (float) transposes cover a tile, and 16 "
               "float columns cross at most two micropanels");

/*
 * The substitution runs on blocks of TRW rows (16 float, 8 double: one register
 * transpose), in solve order: a block's rows take the update from the blocks solved
 * before it (their rows reloaded from x, where they were stored), then are solved among
 * themselves, stored to x and written to C.  TRW rows in registers at a time, not all MR:
 * with MR = 32 float rows the whole tile took every zmm register and the substitution
 * spilled (perf, strsm 512, Xeon model 0xcf: the kernel 18% of the call, a third of its
 * instructions on the stack).  Each row of the result still subtracts its terms in the
 * same order (solve order), so the results are those of one pass over all MR rows.
 */
/* m (1 .. MR): the tile's rows.  A partial tile (m < MR: the last micropanel of a block of
 * T whose order is not a multiple of MR) runs the same code on its blocks that hold rows:
 * rows past m start as zeros, are never a source (x, d and w are not read there: the
 * packed d has no columns past m) and are never stored. */
/* The tile's columns from c0 (kn: those of the call, n .. CW; kx: those of x, the call's
 * micropanels with their padding). */
static inline __attribute__((always_inline)) void
full_tile(const SB_T *restrict d, const SB_T *w, sb_dim ldw, SB_T *restrict x, sb_dim xs,
          int c0, SB_T *c, sb_dim rs_c, sb_dim cs_c, __mmask16 kn, __mmask16 kx, int upper,
          int unit, int m, int wrhs)
{
    enum { NB = MR / TRW };
    /* scatter indices are 32-bit for float (and kept small for double) */
    const int scatter = cs_c > 0 && cs_c <= INT32_MAX / 16;
    const int n = __builtin_popcount(kn);
#pragma GCC unroll 4
    for (int bs = 0; bs < NB; bs++) {
        const int i0 = (upper ? NB - 1 - bs : bs) * TRW;   /* the block's rows [i0, i0 + TRW) */
        if (i0 >= m) continue;   /* no rows (upper: a block that would only feed zeros) */
        const int r = m - i0 < TRW ? m - i0 : TRW;           /* its rows in the tile */
        vec t[TRW];
        if (w) {
            /* w's rows by a register transpose of its columns (gathers, NR lanes at a
             * stride, took about as long as the substitution): its n columns, r rows
             * (w may be C's tile: nothing outside it is read) */
            const __mmask16 kw = (__mmask16)((1u << r) - 1);
            vec q[TRW];
#pragma GCC unroll 16
            for (int j = 0; j < TRW; j++)
                q[j] = j >= CW || j >= n ? V_ZERO
                     : r == TRW          ? V_LOADU(w + i0 + j * ldw)
                                         : V_LOAD(kw, w + i0 + j * ldw);
            TRANSPOSE(q);
#pragma GCC unroll 16
            for (int u = 0; u < TRW; u++)
                t[u] = u >= r ? V_ZERO
                     : wrhs   ? q[u]
                              : V_ADD(x_load(x, xs, i0 + u, c0, kx), q[u]);
        } else {
#pragma GCC unroll 16
            for (int u = 0; u < TRW; u++)
                t[u] = u < r ? x_load(x, xs, i0 + u, c0, kx) : V_ZERO;
        }
        /* the rows of the blocks solved before this one, in solve order (upper: a
         * partial tile's rows past m, in the blocks solved first, are skipped) */
#pragma GCC unroll 4
        for (int bp = 0; bp < bs; bp++) {
            const int j0 = (upper ? NB - 1 - bp : bp) * TRW;
#pragma GCC unroll 16
            for (int v = 0; v < TRW; v++) {
                const int i = j0 + (upper ? TRW - 1 - v : v);
                if (i >= m) continue;
                const vec xi = x_load(x, xs, i, c0, kx);
#pragma GCC unroll 16
                for (int u = 0; u < TRW; u++)
                    t[u] = V_FNMADD(V_SET1(d[i * MR + i0 + u]), xi, t[u]);
            }
        }
        /* the block's own rows */
#pragma GCC unroll 16
        for (int v = 0; v < TRW; v++) {
            const int i = upper ? TRW - 1 - v : v;
            if (i >= r) continue;
            if (!unit)   /* the reciprocal (kernel.h) */
                t[i] = V_MUL(t[i], V_SET1(d[(i0 + i) * MR + i0 + i]));
#pragma GCC unroll 16
            for (int u = 0; u < TRW; u++)
                if (upper ? u < i : u > i)
                    t[u] = V_FNMADD(V_SET1(d[(i0 + i) * MR + i0 + u]), t[i], t[u]);
        }
#pragma GCC unroll 16
        for (int u = 0; u < TRW; u++)
            if (u < r) x_store(x, xs, i0 + u, c0, kx, t[u]);
        if (rs_c == 1) {
            /* columns of C: a register transpose of the solved rows */
            const __mmask16 kr = (__mmask16)((1u << r) - 1);
            TRANSPOSE(t);
            /* constant indices into t (a variable one put t on the stack) */
#pragma GCC unroll 16
            for (int j = 0; j < CW; j++)
                if (j < n) {
                    if (r == TRW) V_STOREU(c + i0 + j * cs_c, t[j]);
                    else V_STORE(c + i0 + j * cs_c, kr, t[j]);
                }
        } else {
#pragma GCC unroll 16
            for (int u = 0; u < TRW; u++)
                if (u < r) c_row(c + (i0 + u) * rs_c, rs_c, cs_c, kn, t[u], scatter);
        }
    }
}
#endif

#if SB_COMPLEX
/*
 * Complex types, a full tile: each row of the tile in one register, (re, im) interleaved:
 * complex double 4 (one micropanel, NR = 4), complex float 8 (two micropanels: tnr = 8,
 * so that a row fills the 512-bit register and one substitution, bound by its chain of
 * dependent steps, solves twice the columns).  d(q, i) * t_i is dr * t_i + di * (i t_i),
 * with i t_i = (-im, re) pairs formed once per step (a swap and a sign flip): two FMAs
 * with broadcast operands; the diagonal holds the reciprocals (kernel.h): one complex
 * multiply per row, skipped when every reciprocal is exactly 1 (a unit diagonal).
 */
_Static_assert(SB_AVX512_NR_C == 4 && SB_AVX512_NR_Z == 4, "a micropanel row: 4 complex");
#if SB_TYPE_C
typedef __m512 rvec;
#define RC 8                           /* complex elements per row register */
#define R_SET1(x) _mm512_set1_ps(x)
#define R_MUL(a, b) _mm512_mul_ps(a, b)
#define R_ADD(a, b) _mm512_add_ps(a, b)
#define R_FNMADD(a, b, c) _mm512_fnmadd_ps(a, b, c)
#define R_FMADDSUB(a, b, c) _mm512_fmaddsub_ps(a, b, c)
#define R_SWAP(x) _mm512_permute_ps(x, 0xb1)
#define R_MSTORE(p, k, v) _mm512_mask_storeu_ps(p, (__mmask16)(k), v)
#define R_NEGRE(x) _mm512_xor_ps(x, _mm512_castsi512_ps(_mm512_set1_epi64(0x80000000)))
/* row i: micropanel 0's 4 complex, and micropanel 1's (wide) or zeros */
static inline rvec row_load(const float *x0, const float *x1, int i, int wide)
{
    const __m256 lo = _mm256_loadu_ps(x0 + 2 * i * NR);
    if (!wide) return _mm512_insertf32x8(_mm512_setzero_ps(), lo, 0);
    return _mm512_insertf32x8(_mm512_castps256_ps512(lo), _mm256_loadu_ps(x1 + 2 * i * NR), 1);
}
static inline void row_store(float *x0, float *x1, int i, int wide, rvec v)
{
    _mm256_storeu_ps(x0 + 2 * i * NR, _mm512_castps512_ps256(v));
    if (wide) _mm256_storeu_ps(x1 + 2 * i * NR, _mm512_extractf32x8_ps(v, 1));
}
/* rows i0 .. i0+7 (those below m) of the column-major tile w (ncols columns, ldw apart),
 * added to t: one complex float is a 64-bit unit, so an 8 x 8 double transpose turns
 * columns into rows */
static inline __attribute__((always_inline)) void w_rows(rvec *t, const float *w, sb_dim ldw,
                                                         int i0, int ncols, int m)
{
    const __mmask8 kr = m - i0 >= 8 ? (__mmask8)0xff : (__mmask8)((1u << (m - i0)) - 1);
    __m512d r[8];
#pragma GCC unroll 8
    for (int j = 0; j < 8; j++)
        r[j] = j < ncols ? _mm512_maskz_loadu_pd(kr, (const double *)(w + 2 * (i0 + j * ldw)))
                         : _mm512_setzero_pd();
    sb_avx512_tr8x8(r);
#pragma GCC unroll 8
    for (int x = 0; x < 8; x++) t[i0 + x] = R_ADD(t[i0 + x], _mm512_castpd_ps(r[x]));
}
#else
typedef __m512d rvec;
#define RC 4
#define R_SET1(x) _mm512_set1_pd(x)
#define R_MUL(a, b) _mm512_mul_pd(a, b)
#define R_ADD(a, b) _mm512_add_pd(a, b)
#define R_FNMADD(a, b, c) _mm512_fnmadd_pd(a, b, c)
#define R_FMADDSUB(a, b, c) _mm512_fmaddsub_pd(a, b, c)
#define R_SWAP(x) _mm512_permute_pd(x, 0x55)
#define R_MSTORE(p, k, v) _mm512_mask_storeu_pd(p, (__mmask8)(k), v)
#define R_NEGRE(x) _mm512_xor_pd(x, _mm512_castsi512_pd(_mm512_setr_epi64( \
    INT64_MIN, 0, INT64_MIN, 0, INT64_MIN, 0, INT64_MIN, 0)))
static inline rvec row_load(const double *x0, const double *x1, int i, int wide)
{
    (void)x1, (void)wide;
    return _mm512_loadu_pd(x0 + 2 * i * NR);
}
static inline void row_store(double *x0, double *x1, int i, int wide, rvec v)
{
    (void)x1, (void)wide;
    _mm512_storeu_pd(x0 + 2 * i * NR, v);
}
/* rows i0 .. i0+7 (those below m) of the column-major tile w (complex element (i, j) at
 * w[2 * (i + j * ldw)], ncols columns) */
static inline __attribute__((always_inline)) void w_rows(rvec *t, const double *w, sb_dim ldw,
                                                         int i0, int ncols, int m)
{
    /* columns j < ncols: one 128-bit lane each */
    const __mmask8 kc = (__mmask8)((1u << (2 * ncols)) - 1);
    for (int i = i0; i < i0 + 8 && i < MR && i < m; i++) {
        const double *q = w + 2 * i;
        __m512d v = _mm512_castpd128_pd512(_mm_loadu_pd(q));
        if (ncols > 1) v = _mm512_insertf64x2(v, _mm_loadu_pd(q + 2 * ldw), 1);
        if (ncols > 2) v = _mm512_insertf64x2(v, _mm_loadu_pd(q + 4 * ldw), 2);
        if (ncols > 3) v = _mm512_insertf64x2(v, _mm_loadu_pd(q + 6 * ldw), 3);
        t[i] = R_ADD(t[i], _mm512_maskz_mov_pd(kc, v));
    }
}
#endif
_Static_assert(SB_AVX512_MR_C % 8 == 0, "w's rows come in groups of 8 (8 x 8 transposes)");

/* n columns (1 .. RC; wide: more than one micropanel, n > NR), x's micropanels xs apart;
 * m (1 .. MR) rows: a partial tile's rows past m are zeros, never a source (x and d are
 * not read there) and never stored, as full_tile's */
static inline __attribute__((always_inline)) void
full_tile_c(const SB_T *restrict d, const SB_T *w, sb_dim ldw, SB_T *restrict x, sb_dim xs,
            SB_T *c, sb_dim rs_c, sb_dim cs_c, sb_dim n, int upper, int unit, int m, int wrhs)
{
    SB_R *x0 = (SB_R *)x, *x1 = (SB_R *)(x + xs);
    const SB_R *dr = (const SB_R *)d;
    const int wide = n > NR;
    rvec t[MR];
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
        t[i] = i < m && !wrhs ? row_load(x0, x1, i, wide) : R_SET1(0);
    if (w) {
        for (int i0 = 0; i0 < MR && i0 < m; i0 += 8)
            w_rows(t, (const SB_R *)w, ldw, i0, (int)n, m);
#pragma GCC unroll 32
        for (int i = 0; i < MR; i++)
            if (i >= m) t[i] = R_SET1(0);   /* w's rows there are not the tile's */
    }
#pragma GCC unroll 32
    for (int s = 0; s < MR; s++) {
        const int i = upper ? MR - 1 - s : s;
        if (i >= m) continue;
        if (!unit) {   /* t_i *= 1 / d(i, i) */
            const SB_R ir = dr[2 * (i * MR + i)], ii = dr[2 * (i * MR + i) + 1];
            t[i] = R_FMADDSUB(t[i], R_SET1(ir), R_MUL(R_SWAP(t[i]), R_SET1(ii)));
        }
        const rvec it = R_NEGRE(R_SWAP(t[i]));   /* i * t_i: (-im, re) pairs */
#pragma GCC unroll 32
        for (int q = 0; q < MR; q++) {
            if (upper ? q >= i : q <= i) continue;
            const SB_R fr = dr[2 * (i * MR + q)], fi = dr[2 * (i * MR + q) + 1];
            t[q] = R_FNMADD(R_SET1(fr), t[i], t[q]);
            t[q] = R_FNMADD(R_SET1(fi), it, t[q]);
        }
    }
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
        if (i < m) row_store(x0, x1, i, wide, t[i]);
#if SB_TYPE_C
    if (rs_c == 1) {
        /* columns of C: 8 x 8 transposes (64-bit units) of the solved rows */
        for (int i0 = 0; i0 < MR && i0 < m; i0 += 8) {
            const int r8 = m - i0 < 8 ? m - i0 : 8;
            __m512d r[8];
#pragma GCC unroll 8
            for (int q = 0; q < 8; q++) r[q] = _mm512_castps_pd(t[i0 + q]);
            sb_avx512_tr8x8(r);
            for (sb_dim j = 0; j < n; j++) {
                double *cj = (double *)(c + i0 + j * cs_c);
                if (r8 == 8) _mm512_storeu_pd(cj, r[j]);
                else _mm512_mask_storeu_pd(cj, (__mmask8)((1u << r8) - 1), r[j]);
            }
        }
        return;
    }
#endif
    if (cs_c == 1) {
        /* rows of C (a row-major C: side R): each row register under a mask of its n
         * elements' reals */
        const unsigned kr = (1u << (2 * n)) - 1;
#pragma GCC unroll 32
        for (int i = 0; i < MR; i++)
            if (i < m) R_MSTORE((SB_R *)(c + i * rs_c), kr, t[i]);
        return;
    }
    /* C from the packed rows just stored */
    for (sb_dim j = 0; j < n; j++) {
        const SB_T *xj = x + (j / NR) * xs + j % NR;
#pragma GCC unroll 32
        for (int i = 0; i < MR; i++)
            if (i < m) c[i * rs_c + j * cs_c] = xj[i * NR];
    }
}
#endif

/* Is every reciprocal on d's diagonal exactly 1 (a unit diagonal)?  Then the scaling
 * multiplies, each on the substitution's dependency chain, can go. */
static inline int unit_diag(const SB_T *d)
{
    int u = 1;
    for (int i = 0; i < MR; i++) u &= d[i * MR + i] == (SB_T)1;
    return u;
}

int SB_KNAME(avx512, trsm_ukr)(sb_dim m, sb_dim n, const void *d, const void *w, sb_dim ldw,
                               void *x, sb_dim xs, void *c, sb_dim rs_c, sb_dim cs_c,
                               int flags)
{
    const SB_T *D = d, *W = w;
    SB_T *X = x, *C = c;
    const int upper = flags & SB_TRSM_UPPER, wrhs = (flags & SB_TRSM_W_RHS) != 0;
    if ((flags & SB_TRSM_CHECK) &&
        (m == MR ? sb_trsm_nonfinite(MR, n, W, ldw) : sb_trsm_nonfinite(m, n, W, ldw)))
        return 1;
#if SB_TYPE_C
    const sb_dim step = 2 * NR, nx = n;   /* two micropanels per call (tnr) */
#elif SB_COMPLEX
    const sb_dim step = NR, nx = n;
#else
    const sb_dim step = CW;
    const sb_dim nx = (n + NR - 1) / NR * NR;   /* x's columns, the padding included */
#endif
    /* the micropanels in groups the full-tile code takes at once (float: 16 columns) */
    for (sb_dim u = 0; u < nx; u += step) {
        const sb_dim nu = sb_min(step, n - u);
        const SB_T *wu = W ? W + u * ldw : NULL;
        SB_T *cu = C + u * cs_c;
#if !SB_COMPLEX
#define TILE(M, UP, UNIT) \
    full_tile(D, wu, ldw, X, xs, (int)u, cu, rs_c, cs_c, kn, kx, UP, UNIT, M, wrhs)
        const __mmask16 kx = (__mmask16)((1u << sb_min(CW, nx - u)) - 1);
        if (nu <= 0) {
            /* padding columns only (float): x's are zeros, written where w is the
             * right-hand side (kernel.h) */
            if (wrhs)
                for (int i = 0; i < (int)m; i++) x_store(X, xs, i, (int)u, kx, V_ZERO);
            continue;
        }
        const __mmask16 kn = (__mmask16)((1u << nu) - 1);
#else
        SB_T *xu = X + (u / NR) * xs;
#define TILE(M, UP, UNIT) full_tile_c(D, wu, ldw, xu, xs, cu, rs_c, cs_c, nu, UP, UNIT, M, wrhs)
#endif
        if (m != MR) {
            /* a partial tile: the same code, rows counted, compiled once per direction
             * (a unit diagonal's reciprocals, 1, multiply exactly).  In the shared
             * portable tile solve before, strsm n = 56 / 88 and dtrsm 40 / 64 ran at
             * 0.42 / 0.66 and 0.46 / 0.70x the rate of n = 64 / 96 and 48 / 72, ctrsm
             * n = 32 / 40 0.66 / 0.41x the rate of n = 24 / 48. */
            if (upper) TILE((int)m, 1, 0);
            else TILE((int)m, 0, 0);
            continue;
        }
        const int unit = unit_diag(D);
        if (upper) {
            if (unit) TILE(MR, 1, 1);
            else TILE(MR, 1, 0);
        } else {
            if (unit) TILE(MR, 0, 1);
            else TILE(MR, 0, 0);
        }
#undef TILE
    }
    return 0;
}

/*
 * The right-side tile solve (kernel.h, trsm_r_ukr): the tile's NR columns of MR rows in
 * NR x MR / KV registers (KV elements a register: d 8 x 3, s 12 x 2, z and c 4 x 3 zmm),
 * loaded and stored as vectors (rows past m masked: zeros, so x's padding rows are
 * written as zeros), the substitution unrolled with constant register indices: a lower U
 * is solved from column NR - 1 down, the columns past n skipped.  Complex elements are
 * (re, im) pairs: u * t_j is ur t_j + ui (i t_j), two FMAs with broadcast parts, i t_j =
 * (-im, re) formed once per column; the reciprocal's product by fmaddsub (full_tile_c).
 * The shared solve (trsm_tile.h) compiled here kept the tile on the stack: strsm side R
 * 512 spent 20% of its time in it (the left kernel, transposed: 15%), ztrsm side R 8-128
 * ran 0.70-0.89x the transposed solve.
 */
#define KV (64 / (int)sizeof(SB_T))   /* elements a register */
#if SB_COMPLEX
typedef rvec kvec;
#define K_LANES(r) (2 * (r))   /* real lanes of r elements */
#define K_CAST(p) ((SB_R *)(p))
#if SB_TYPE_C
#define K_LOADZ(k, p) _mm512_maskz_loadu_ps((__mmask16)(k), p)
#define K_LOADU(p) _mm512_loadu_ps(p)
#define K_STOREU(p, v) _mm512_storeu_ps(p, v)
#define K_NANMASK(v) _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q)
#else
#define K_LOADZ(k, p) _mm512_maskz_loadu_pd((__mmask8)(k), p)
#define K_LOADU(p) _mm512_loadu_pd(p)
#define K_STOREU(p, v) _mm512_storeu_pd(p, v)
#define K_NANMASK(v) _mm512_cmp_pd_mask(v, v, _CMP_UNORD_Q)
#endif
#define K_STORE(p, k, v) R_MSTORE(p, k, v)
#define K_MUL R_MUL
#define K_ADD R_ADD
#define K_ZERO R_SET1(0)
#else
typedef vec kvec;
#define K_LANES(r) (r)
#define K_CAST(p) (p)
#define K_LOADZ(k, p) V_LOAD(k, p)
#define K_LOADU(p) V_LOADU(p)
#define K_STOREU(p, v) V_STOREU(p, v)
#define K_STORE(p, k, v) V_STORE(p, k, v)
#define K_NANMASK(v) V_NANMASK(v)
#define K_MUL V_MUL
#define K_ADD V_ADD
#define K_ZERO V_ZERO
#endif
enum { NVR = MR / KV };
_Static_assert(MR % KV == 0, "whole vectors of rows");
static inline __attribute__((always_inline)) int
rtile(const SB_T *restrict d, const SB_T *w, sb_dim ldw, SB_T *restrict x, SB_T *c,
      sb_dim ldc, const int n, const int m, const int upper, const int check)
{
    unsigned k[NVR];   /* the real lanes of each vector's rows below m */
#pragma GCC unroll 4
    for (int v = 0; v < NVR; v++) {
        const int r = m - v * KV;
        k[v] = r >= KV ? (1u << K_LANES(KV)) - 1 : r <= 0 ? 0 : (1u << K_LANES(r)) - 1;
    }
    kvec t[NR][NVR];
#pragma GCC unroll 16
    for (int j = 0; j < NR; j++)
#pragma GCC unroll 4
        for (int v = 0; v < NVR; v++)
            t[j][v] = j >= n   ? K_ZERO
                    : m == MR ? K_LOADU(K_CAST(w + j * ldw + v * KV))
                              : K_LOADZ(k[v], K_CAST(w + j * ldw + v * KV));
    if (check) {
        /* SB_TRSM_CHECK from the loaded registers (the lanes past the tile are zeros):
         * v * 0 is NaN for an Inf or a NaN, and a NaN added stays; summed as a tree.  The
         * shared loop (sb_trsm_nonfinite) reloaded the tile and summed it through a
         * chain of scalar adds: most of this kernel's samples (strsm side R 512, perf) */
        kvec u[NR];
#pragma GCC unroll 16
        for (int j = 0; j < NR; j++) {
            u[j] = K_MUL(t[j][0], K_ZERO);
#pragma GCC unroll 4
            for (int v = 1; v < NVR; v++) u[j] = K_ADD(u[j], K_MUL(t[j][v], K_ZERO));
        }
#pragma GCC unroll 16
        for (int h = 1; h < NR; h *= 2)
#pragma GCC unroll 16
            for (int j = 0; j + h < NR; j += 2 * h) u[j] = K_ADD(u[j], u[j + h]);
        if (K_NANMASK(u[0])) return 1;
    }
#pragma GCC unroll 16
    for (int s = 0; s < NR; s++) {
        const int j = upper ? s : NR - 1 - s;
        if (j >= n) continue;
#if SB_COMPLEX
        const SB_R *dr = (const SB_R *)d;
        const kvec ir = R_SET1(dr[2 * (j * NR + j)]), ii = R_SET1(dr[2 * (j * NR + j) + 1]);
        kvec it[NVR];   /* i t_j */
#pragma GCC unroll 4
        for (int v = 0; v < NVR; v++) {
            t[j][v] = R_FMADDSUB(t[j][v], ir, R_MUL(R_SWAP(t[j][v]), ii));
            it[v] = R_NEGRE(R_SWAP(t[j][v]));
        }
#else
        const kvec inv = V_SET1(d[j * NR + j]);   /* the reciprocal (kernel.h) */
#pragma GCC unroll 4
        for (int v = 0; v < NVR; v++) t[j][v] = V_MUL(t[j][v], inv);
#endif
#pragma GCC unroll 16
        for (int q = 0; q < NR; q++) {
            if (upper ? q <= j || q >= n : q >= j) continue;
#if SB_COMPLEX
            const kvec fr = R_SET1(dr[2 * (j * NR + q)]), fi = R_SET1(dr[2 * (j * NR + q) + 1]);
#pragma GCC unroll 4
            for (int v = 0; v < NVR; v++)
                t[q][v] = R_FNMADD(fi, it[v], R_FNMADD(fr, t[j][v], t[q][v]));
#else
            const kvec f = V_SET1(d[j * NR + q]);
#pragma GCC unroll 4
            for (int v = 0; v < NVR; v++) t[q][v] = V_FNMADD(f, t[j][v], t[q][v]);
#endif
        }
    }
#pragma GCC unroll 16
    for (int j = 0; j < NR; j++) {
        if (j >= n) continue;
#pragma GCC unroll 4
        for (int v = 0; v < NVR; v++) {
            K_STOREU(K_CAST(x + j * MR + v * KV), t[j][v]);
            if (m == MR) K_STOREU(K_CAST(c + j * ldc + v * KV), t[j][v]);
            else K_STORE(K_CAST(c + j * ldc + v * KV), k[v], t[j][v]);
        }
    }
    return 0;
}

int SB_KNAME(avx512, trsm_r_ukr)(sb_dim m, sb_dim n, const void *d, const void *w,
                                 sb_dim ldw, void *x, void *c, sb_dim ldc, int flags)
{
    const SB_T *W = w;
    const int upper = flags & SB_TRSM_UPPER, ck = (flags & SB_TRSM_CHECK) != 0;
    if (m == MR)
        return upper ? rtile(d, W, ldw, x, c, ldc, (int)n, MR, 1, ck)
                     : rtile(d, W, ldw, x, c, ldc, (int)n, MR, 0, ck);
    return upper ? rtile(d, W, ldw, x, c, ldc, (int)n, (int)m, 1, ck)
                 : rtile(d, W, ldw, x, c, ldc, (int)n, (int)m, 0, ck);
}
