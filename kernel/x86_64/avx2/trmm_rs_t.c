/*
 * The AVX2 small TRMM kernels (kernel/kernel.h, trmm_rs and trmm_ls), real types: the
 * algorithms in kernel/x86_64/common/trmm_rs.h, a partial vector by maskload / maskstore.
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/x86_64/avx2/avx2.h"

#if !SB_COMPLEX
typedef __m256i vmask;
#if SB_TYPE_D
typedef __m256d vec;
#define VL 4
#define V_LOADM(k, p) _mm256_maskload_pd(p, k)
#define V_STOREM(p, k, v) _mm256_maskstore_pd(p, k, v)
#define V_LOADF(p) _mm256_loadu_pd(p)
#define V_STOREF(p, v) _mm256_storeu_pd(p, v)
#define V_SET1(x) _mm256_set1_pd(x)
#define V_MUL(a, b) _mm256_mul_pd(a, b)
#define V_FMA(a, b, c) _mm256_fmadd_pd(a, b, c)
#define V_ZERO _mm256_setzero_pd()
#define V_MASK(r) _mm256_cmpgt_epi64(_mm256_set1_epi64x(r), _mm256_setr_epi64x(0, 1, 2, 3))
#else
typedef __m256 vec;
#define VL 8
#define V_LOADM(k, p) _mm256_maskload_ps(p, k)
#define V_STOREM(p, k, v) _mm256_maskstore_ps(p, k, v)
#define V_LOADF(p) _mm256_loadu_ps(p)
#define V_STOREF(p, v) _mm256_storeu_ps(p, v)
#define V_SET1(x) _mm256_set1_ps(x)
#define V_MUL(a, b) _mm256_mul_ps(a, b)
#define V_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define V_ZERO _mm256_setzero_ps()
#define V_MASK(r)                                                                          \
    _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(r)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
#endif
#if SB_TYPE_D
#define LANES _mm256_setr_epi64x(0, 1, 2, 3)
#define V_MASK_GE(s) _mm256_cmpgt_epi64(LANES, _mm256_set1_epi64x((s) - 1))
#define V_MASK_LE(s) _mm256_cmpgt_epi64(_mm256_set1_epi64x((s) + 1), LANES)
#define V_ONE_AT(v, s)                                                                     \
    _mm256_blendv_pd(v, _mm256_set1_pd(1),                                                 \
                     _mm256_castsi256_pd(_mm256_cmpeq_epi64(LANES, _mm256_set1_epi64x(s))))
#else
#define LANES _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)
#define V_MASK_GE(s) _mm256_cmpgt_epi32(LANES, _mm256_set1_epi32((int)(s) - 1))
#define V_MASK_LE(s) _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(s) + 1), LANES)
#define V_ONE_AT(v, s)                                                                     \
    _mm256_blendv_ps(v, _mm256_set1_ps(1),                                                 \
                     _mm256_castsi256_ps(_mm256_cmpeq_epi32(LANES, _mm256_set1_epi32((int)(s)))))
#endif
#define V_MAND(a, b) _mm256_and_si256(a, b)
#define V_LOADZ(k, p) V_LOADM(k, p)
#include "kernel/x86_64/common/trmm_rs.h"

SB_X86_TRMM_ENTRIES(avx2)
#else
typedef int sb_trmm_rs_complex_unused;   /* real types only */
#endif
