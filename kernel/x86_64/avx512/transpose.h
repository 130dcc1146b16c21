/* AVX-512 register transposes (16 x 16 float, 8 x 8 double), shared by the packing and
 * the TRSM tile kernels. */
#ifndef SB_KERNEL_AVX512_TRANSPOSE_H
#define SB_KERNEL_AVX512_TRANSPOSE_H

#include <immintrin.h>

/* r[x] (row x, 16 lanes) := column x of the 16 x 16 block given by rows r[0..15]: pairs,
 * quads, then 128-bit lanes twice. */
static inline __attribute__((always_inline)) void sb_avx512_tr16(__m512 r[16])
{
    __m512 t[16], u[16];
    for (int x = 0; x < 16; x += 2) {
        t[x] = _mm512_unpacklo_ps(r[x], r[x + 1]);
        t[x + 1] = _mm512_unpackhi_ps(r[x], r[x + 1]);
    }
#define PD(v) _mm512_castps_pd(v)
#define PS(v) _mm512_castpd_ps(v)
    for (int x = 0; x < 16; x += 4) {
        u[x] = PS(_mm512_unpacklo_pd(PD(t[x]), PD(t[x + 2])));
        u[x + 1] = PS(_mm512_unpackhi_pd(PD(t[x]), PD(t[x + 2])));
        u[x + 2] = PS(_mm512_unpacklo_pd(PD(t[x + 1]), PD(t[x + 3])));
        u[x + 3] = PS(_mm512_unpackhi_pd(PD(t[x + 1]), PD(t[x + 3])));
    }
#undef PD
#undef PS
    /* u[4g + c], 128-bit lane L: column 4L + c of rows 4g..4g+3 */
    for (int c = 0; c < 4; c++) {
        const __m512 v0 = _mm512_shuffle_f32x4(u[c], u[4 + c], 0x88),
                     w0 = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0x88),
                     v1 = _mm512_shuffle_f32x4(u[c], u[4 + c], 0xdd),
                     w1 = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0xdd);
        r[c] = _mm512_shuffle_f32x4(v0, w0, 0x88);
        r[8 + c] = _mm512_shuffle_f32x4(v0, w0, 0xdd);
        r[4 + c] = _mm512_shuffle_f32x4(v1, w1, 0x88);
        r[12 + c] = _mm512_shuffle_f32x4(v1, w1, 0xdd);
    }
}

/* 8 x 8 double transpose: rows r[0..7] in, columns out (in place). */
static inline __attribute__((always_inline)) void sb_avx512_tr8x8(__m512d r[8])
{
    __m512d t0 = _mm512_unpacklo_pd(r[0], r[1]), t1 = _mm512_unpackhi_pd(r[0], r[1]),
            t2 = _mm512_unpacklo_pd(r[2], r[3]), t3 = _mm512_unpackhi_pd(r[2], r[3]),
            t4 = _mm512_unpacklo_pd(r[4], r[5]), t5 = _mm512_unpackhi_pd(r[4], r[5]),
            t6 = _mm512_unpacklo_pd(r[6], r[7]), t7 = _mm512_unpackhi_pd(r[6], r[7]);
    /* 128-bit lanes: combine pairs (0,2) -> lanes 0,2 of t0/t2 ... */
    __m512d u0 = _mm512_shuffle_f64x2(t0, t2, 0x88), u1 = _mm512_shuffle_f64x2(t1, t3, 0x88),
            u2 = _mm512_shuffle_f64x2(t0, t2, 0xdd), u3 = _mm512_shuffle_f64x2(t1, t3, 0xdd),
            u4 = _mm512_shuffle_f64x2(t4, t6, 0x88), u5 = _mm512_shuffle_f64x2(t5, t7, 0x88),
            u6 = _mm512_shuffle_f64x2(t4, t6, 0xdd), u7 = _mm512_shuffle_f64x2(t5, t7, 0xdd);
    r[0] = _mm512_shuffle_f64x2(u0, u4, 0x88);
    r[1] = _mm512_shuffle_f64x2(u1, u5, 0x88);
    r[2] = _mm512_shuffle_f64x2(u2, u6, 0x88);
    r[3] = _mm512_shuffle_f64x2(u3, u7, 0x88);
    r[4] = _mm512_shuffle_f64x2(u0, u4, 0xdd);
    r[5] = _mm512_shuffle_f64x2(u1, u5, 0xdd);
    r[6] = _mm512_shuffle_f64x2(u2, u6, 0xdd);
    r[7] = _mm512_shuffle_f64x2(u3, u7, 0xdd);
}

#endif
