/*
 * The AVX-512 TRSM microkernels (kernel/kernel.h, trsm_ukr).
 * Real types: a full tile (m == MR) keeps each of its MR rows in one zmm register (NR = 8
 * doubles, or 12 of 16 float lanes under a mask) through a fully unrolled substitution;
 * the rows of the update tile w come from register transposes of its columns (8 x 8
 * double, 16 x 16 float), and C is written by rows (a row-major C), through the same
 * transposes (column-major C) or scattered.  Complex types: a full tile keeps each row
 * (4 complex) in one register likewise (full_tile_c).  Partial tiles run the shared tile
 * solve compiled for this set's MR x NR.
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
#define TRW 8                          /* the register transpose: 8 x 8 */
#define TRANSPOSE(r) sb_avx512_tr8x8(r)
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
#define TRW 16                         /* the register transpose: 16 x 16 */
#define TRANSPOSE(r) sb_avx512_tr16(r)
#endif

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
        for (int j = 0; j < NR; j++)
            if (k >> j & 1) c[j * cs_c] = t[j];
    }
    (void)rs_c;
}

_Static_assert(SB_AVX512_NR_D == 8 && SB_AVX512_MR_D % 8 == 0 && SB_AVX512_NR_S <= 16 &&
                   SB_AVX512_MR_S % 16 == 0,
               "the 8 x 8 (double) and 16 x 16 (float) transposes cover a tile");

static inline __attribute__((always_inline)) void
full_tile(const SB_T *restrict d, const SB_T *restrict w, SB_T *restrict x, SB_T *restrict c,
          sb_dim rs_c, sb_dim cs_c, __mmask16 kn, int upper)
{
    const __mmask16 kx = (__mmask16)((1u << NR) - 1);
    vec t[MR];
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) t[i] = V_LOAD(kx, x + i * NR);
    if (w)
        /* w's rows by register transposes of its columns (gathers, NR lanes at a stride,
         * took about as long as the substitution) */
        for (int i0 = 0; i0 < MR; i0 += TRW) {
            vec r[TRW];
#pragma GCC unroll 16
            for (int j = 0; j < TRW; j++) r[j] = j < NR ? V_LOADU(w + i0 + j * MR) : V_ZERO;
            TRANSPOSE(r);
#pragma GCC unroll 16
            for (int x = 0; x < TRW; x++) t[i0 + x] = V_ADD(t[i0 + x], r[x]);
        }
#pragma GCC unroll 32
    for (int s = 0; s < MR; s++) {
        const int i = upper ? MR - 1 - s : s;
        t[i] = V_MUL(t[i], V_SET1(d[i * MR + i]));   /* the reciprocal (kernel.h) */
#pragma GCC unroll 32
        for (int q = 0; q < MR; q++)
            if (upper ? q < i : q > i) t[q] = V_FNMADD(V_SET1(d[i * MR + q]), t[i], t[q]);
    }
    /* scatter indices are 32-bit for float (and kept small for double) */
    const int scatter = cs_c > 0 && cs_c <= INT32_MAX / 16;
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) V_STORE(x + i * NR, kx, t[i]);
    if (rs_c == 1) {
        /* columns of C: register transposes of the solved rows */
        const int n = __builtin_popcount(kn);
        for (int i0 = 0; i0 < MR; i0 += TRW) {
            vec r[TRW];
#pragma GCC unroll 16
            for (int x = 0; x < TRW; x++) r[x] = t[i0 + x];
            TRANSPOSE(r);
            for (int j = 0; j < n; j++) V_STOREU(c + i0 + j * cs_c, r[j]);
        }
        return;
    }
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) c_row(c + i * rs_c, rs_c, cs_c, kn, t[i], scatter);
}
#endif

#if SB_COMPLEX
/*
 * Complex types, a full tile: each row of the tile (NR = 4 complex: c 256 bits, z 512
 * bits, (re, im) interleaved) in one register.  d(q, i) * t_i is dr * t_i + di * (i t_i),
 * with i t_i = (-im, re) pairs formed once per step: two FMAs with broadcast operands;
 * the diagonal holds the reciprocals (kernel.h): one complex multiply per row.
 */
_Static_assert(SB_AVX512_NR_C == 4 && SB_AVX512_NR_Z == 4, "a row is 4 complex elements");
#if SB_TYPE_C
typedef __m256 rvec;
#define R_LOAD(p) _mm256_loadu_ps(p)
#define R_STORE(p, v) _mm256_storeu_ps(p, v)
#define R_SET1(x) _mm256_set1_ps(x)
#define R_MUL(a, b) _mm256_mul_ps(a, b)
#define R_ADD(a, b) _mm256_add_ps(a, b)
#define R_FNMADD(a, b, c) _mm256_fnmadd_ps(a, b, c)
#define R_FMADDSUB(a, b, c) _mm256_fmaddsub_ps(a, b, c)
#define R_SWAP(x) _mm256_permute_ps(x, 0xb1)
/* (-f, +f) in every complex lane */
#define R_NEGRE(f) _mm256_setr_ps(-(f), (f), -(f), (f), -(f), (f), -(f), (f))
/* row i of the column-major tile w (complex element (i, j) at w[2 * (i + j * MR)]) */
static inline rvec w_row_c(const float *w, sb_dim i)
{
    const double *q = (const double *)(w + 2 * i);   /* one complex float = 64 bits */
    return _mm256_castpd_ps(_mm256_setr_pd(q[0], q[MR], q[2 * MR], q[3 * MR]));
}
#else
typedef __m512d rvec;
#define R_LOAD(p) _mm512_loadu_pd(p)
#define R_STORE(p, v) _mm512_storeu_pd(p, v)
#define R_SET1(x) _mm512_set1_pd(x)
#define R_MUL(a, b) _mm512_mul_pd(a, b)
#define R_ADD(a, b) _mm512_add_pd(a, b)
#define R_FNMADD(a, b, c) _mm512_fnmadd_pd(a, b, c)
#define R_FMADDSUB(a, b, c) _mm512_fmaddsub_pd(a, b, c)
#define R_SWAP(x) _mm512_permute_pd(x, 0x55)
#define R_NEGRE(f) _mm512_setr_pd(-(f), (f), -(f), (f), -(f), (f), -(f), (f))
static inline rvec w_row_c(const double *w, sb_dim i)
{
    const double *q = w + 2 * i;
    __m512d v = _mm512_castpd128_pd512(_mm_loadu_pd(q));
    v = _mm512_insertf64x2(v, _mm_loadu_pd(q + 2 * MR), 1);
    v = _mm512_insertf64x2(v, _mm_loadu_pd(q + 4 * MR), 2);
    return _mm512_insertf64x2(v, _mm_loadu_pd(q + 6 * MR), 3);
}
#endif

static inline __attribute__((always_inline)) void
full_tile_c(const SB_T *restrict d, const SB_T *restrict w, SB_T *restrict x,
            SB_T *restrict c, sb_dim rs_c, sb_dim cs_c, sb_dim n, int upper)
{
    SB_R *xr = (SB_R *)x;
    const SB_R *dr = (const SB_R *)d;
    SB_T inv[MR];
    rvec t[MR];
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) inv[i] = d[i * MR + i];   /* reciprocals (kernel.h) */
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) {
        t[i] = R_LOAD(xr + 2 * i * NR);
        if (w) t[i] = R_ADD(t[i], w_row_c((const SB_R *)w, i));
    }
#pragma GCC unroll 32
    for (int s = 0; s < MR; s++) {
        const int i = upper ? MR - 1 - s : s;
        /* t_i *= 1 / d(i, i) */
        t[i] = R_FMADDSUB(t[i], R_SET1(SB_RE(inv[i])),
                          R_MUL(R_SWAP(t[i]), R_SET1(SB_IM(inv[i]))));
        const rvec it = R_MUL(R_SWAP(t[i]), R_NEGRE(1));   /* i * t_i: (-im, re) pairs */
#pragma GCC unroll 32
        for (int q = 0; q < MR; q++) {
            if (upper ? q >= i : q <= i) continue;
            const SB_R fr = dr[2 * (i * MR + q)], fi = dr[2 * (i * MR + q) + 1];
            t[q] = R_FNMADD(R_SET1(fr), t[i], t[q]);
            t[q] = R_FNMADD(R_SET1(fi), it, t[q]);
        }
    }
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) R_STORE(xr + 2 * i * NR, t[i]);
    /* C from the packed rows just stored: element (i, j) = x[i * NR + j] */
    for (sb_dim j = 0; j < n; j++)
#pragma GCC unroll 32
        for (int i = 0; i < MR; i++) c[i * rs_c + j * cs_c] = x[i * NR + j];
}
#endif

void SB_KNAME(avx512, trsm_ukr)(sb_dim m, sb_dim n, const void *d, const void *w, void *x,
                                void *c, sb_dim rs_c, sb_dim cs_c, int upper)
{
    if (m == MR) {
#if !SB_COMPLEX
        const __mmask16 kn = (__mmask16)((1u << n) - 1);
        if (upper) full_tile(d, w, x, c, rs_c, cs_c, kn, 1);
        else full_tile(d, w, x, c, rs_c, cs_c, kn, 0);
#else
        if (upper) full_tile_c(d, w, x, c, rs_c, cs_c, n, 1);
        else full_tile_c(d, w, x, c, rs_c, cs_c, n, 0);
#endif
        return;
    }
    sb_trsm_tile(MR, NR, m, n, d, w, x, c, rs_c, cs_c, upper);
}
