/* FMA peak loops on 512-bit vectors (compiled with -mavx512f -mfma). */
#include <immintrin.h>
#include "peak.h"

double peak_avx512_d(int64_t iters)
{
    PEAK_CHAINS(__m512d, _mm512_set1_pd, _mm512_fmadd_pd, _mm512_add_pd, _mm512_reduce_add_pd);
}

double peak_avx512_s(int64_t iters)
{
    PEAK_CHAINS(__m512, _mm512_set1_ps, _mm512_fmadd_ps, _mm512_add_ps, _mm512_reduce_add_ps);
}
