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

double peak_avx2_d(int64_t iters)
{
    PEAK_CHAINS(__m256d, _mm256_set1_pd, _mm256_fmadd_pd, _mm256_add_pd, red_pd);
}

double peak_avx2_s(int64_t iters)
{
    PEAK_CHAINS(__m256, _mm256_set1_ps, _mm256_fmadd_ps, _mm256_add_ps, red_ps);
}
