/* FMA peak loops on 256-bit vectors (compiled with -mavx2 -mfma). */
#include <immintrin.h>
#include "peak.h"

static double red_pd(__m256d v)
{
    double t[4];
    _mm256_storeu_pd(t, v);
    return t[0] + t[1] + t[2] + t[3];
}

static double red_ps(__m256 v)
{
    float t[8];
    _mm256_storeu_ps(t, v);
    return (double)t[0] + t[1] + t[2] + t[3] + t[4] + t[5] + t[6] + t[7];
}

/* Same structure as peak_avx512.c: 12 independent chains. */
#define CHAINS(T, SET1, FMA, ADD, RED)                                                   \
    T a0 = SET1(0.1), a1 = SET1(0.2), a2 = SET1(0.3), a3 = SET1(0.4), a4 = SET1(0.5),   \
      a5 = SET1(0.6), a6 = SET1(0.7), a7 = SET1(0.8), a8 = SET1(0.9), a9 = SET1(1.0),   \
      a10 = SET1(1.1), a11 = SET1(1.2);                                                 \
    T m = SET1(0.999999), c = SET1(1e-7);                                               \
    for (int64_t i = 0; i < iters; i++) {                                               \
        a0 = FMA(a0, m, c); a1 = FMA(a1, m, c); a2 = FMA(a2, m, c);                     \
        a3 = FMA(a3, m, c); a4 = FMA(a4, m, c); a5 = FMA(a5, m, c);                     \
        a6 = FMA(a6, m, c); a7 = FMA(a7, m, c); a8 = FMA(a8, m, c);                     \
        a9 = FMA(a9, m, c); a10 = FMA(a10, m, c); a11 = FMA(a11, m, c);                 \
    }                                                                                   \
    T s = ADD(ADD(ADD(a0, a1), ADD(a2, a3)), ADD(ADD(a4, a5), ADD(a6, a7)));           \
    s = ADD(s, ADD(ADD(a8, a9), ADD(a10, a11)));                                        \
    return RED(s)

double peak_avx2_d(int64_t iters)
{
    CHAINS(__m256d, _mm256_set1_pd, _mm256_fmadd_pd, _mm256_add_pd, red_pd);
}

double peak_avx2_s(int64_t iters)
{
    CHAINS(__m256, _mm256_set1_ps, _mm256_fmadd_ps, _mm256_add_ps, red_ps);
}
