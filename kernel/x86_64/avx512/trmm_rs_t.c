/*
 * The AVX-512 small TRMM kernels (kernel/kernel.h, trmm_rs and trmm_ls), real types: the
 * algorithms in kernel/x86_64/common/trmm_rs.h, a partial vector's lanes in a k mask.
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/x86_64/avx512/avx512.h"

#if !SB_COMPLEX
#if SB_TYPE_D
typedef __m512d vec;
typedef __mmask8 vmask;
#define VL 8
#define V_LOADM(k, p) _mm512_maskz_loadu_pd(k, p)
#define V_STOREM(p, k, v) _mm512_mask_storeu_pd(p, k, v)
#define V_LOADF(p) _mm512_loadu_pd(p)
#define V_STOREF(p, v) _mm512_storeu_pd(p, v)
#define V_SET1(x) _mm512_set1_pd(x)
#define V_MUL(a, b) _mm512_mul_pd(a, b)
#define V_FMA(a, b, c) _mm512_fmadd_pd(a, b, c)
#define V_ZERO _mm512_setzero_pd()
#else
typedef __m512 vec;
typedef __mmask16 vmask;
#define VL 16
#define V_LOADM(k, p) _mm512_maskz_loadu_ps(k, p)
#define V_STOREM(p, k, v) _mm512_mask_storeu_ps(p, k, v)
#define V_LOADF(p) _mm512_loadu_ps(p)
#define V_STOREF(p, v) _mm512_storeu_ps(p, v)
#define V_SET1(x) _mm512_set1_ps(x)
#define V_MUL(a, b) _mm512_mul_ps(a, b)
#define V_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define V_ZERO _mm512_setzero_ps()
#endif
#define V_MASK(r) ((vmask)((1u << (r)) - 1))
/* lanes >= s, lanes <= s (any s) */
static inline vmask mask_ge(sb_dim s)
{
    return s <= 0 ? (vmask)~0u : s >= VL ? 0 : (vmask)(~0u << s);
}
static inline vmask mask_le(sb_dim s)
{
    return s < 0 ? 0 : s >= VL - 1 ? (vmask)~0u : V_MASK(s + 1);
}
#define V_MASK_GE(s) mask_ge(s)
#define V_MASK_LE(s) mask_le(s)
#define V_MAND(a, b) ((vmask)((a) & (b)))
#define V_LOADZ(k, p) V_LOADM(k, p)
#if SB_TYPE_D
#define V_ONE_AT(v, s) _mm512_mask_mov_pd(v, (vmask)(1u << (s)), _mm512_set1_pd(1))
#else
#define V_ONE_AT(v, s) _mm512_mask_mov_ps(v, (vmask)(1u << (s)), _mm512_set1_ps(1))
#endif
#include "kernel/x86_64/common/trmm_rs.h"

SB_X86_TRMM_ENTRIES(avx512)
#else
typedef int sb_trmm_rs_complex_unused;   /* real types only */
#endif
