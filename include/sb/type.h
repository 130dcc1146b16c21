/*
 * SteadyBLAS internal type vocabulary.
 *
 * A type-generic source (named *_t.c) is compiled four times, once with each of
 * SB_TYPE_S, SB_TYPE_D, SB_TYPE_C, SB_TYPE_Z defined.  This header turns that one
 * definition into the small, explicit vocabulary below.  Nothing here hides control
 * flow: the macros name types, names and scalar operations, nothing more.
 *
 *   SB_T            the scalar type (float, double, float _Complex, double _Complex)
 *   SB_R            its real type (float or double)
 *   SB_COMPLEX      1 for c/z, 0 for s/d
 *   SB_TID          0..3 for s,d,c,z (index into the dispatch table)
 *   SB_CH           the letter, for token pasting
 *   SB_NAME(x)      internal driver name:        sb_dgemm
 *   SB_F77(x)       Fortran ABI name:            dgemm_
 *   SB_CBLAS(x)     CBLAS name:                  cblas_dgemm
 *   SB_KNAME(s, x)  kernel of set s:             sb_k_generic_dgemm_ukr
 *   SB_PICK(s,d,c,z) picks the token for the current type (irregular names: scasum ...)
 *   SB_STR          "S", "D", "C", "Z" (routine names for xerbla)
 *   SB_CONJ(x)      complex conjugate (identity for real types)
 *   SB_RE(x), SB_IM(x), SB_ABS1(x) = |re| + |im|
 */
#ifndef SB_TYPE_H
#define SB_TYPE_H

#include <stdint.h>
#include <stddef.h>
#include <complex.h>
#include "sb/common.h"

/* glibc's <complex.h> defines CMPLX and CMPLXF for GCC only; clang (the fuzz build) has
 * the same builtin. */
#if defined(__clang__) && !defined(CMPLX)
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#endif

#if defined(SB_TYPE_S)
typedef float SB_T;
typedef float SB_R;
#define SB_COMPLEX 0
#define SB_TID 0
#define SB_CH s
#define SB_STR "S"
#define SB_PICK(s, d, c, z) s
#elif defined(SB_TYPE_D)
typedef double SB_T;
typedef double SB_R;
#define SB_COMPLEX 0
#define SB_TID 1
#define SB_CH d
#define SB_STR "D"
#define SB_PICK(s, d, c, z) d
#elif defined(SB_TYPE_C)
typedef float _Complex SB_T;
typedef float SB_R;
#define SB_COMPLEX 1
#define SB_TID 2
#define SB_CH c
#define SB_STR "C"
#define SB_PICK(s, d, c, z) c
#elif defined(SB_TYPE_Z)
typedef double _Complex SB_T;
typedef double SB_R;
#define SB_COMPLEX 1
#define SB_TID 3
#define SB_CH z
#define SB_STR "Z"
#define SB_PICK(s, d, c, z) z
#else
#error "type-generic source compiled without SB_TYPE_S/D/C/Z"
#endif

#define SB_PASTE3_(a, b, c) a##b##c
#define SB_PASTE3(a, b, c) SB_PASTE3_(a, b, c)
#define SB_PASTE4_(a, b, c, d) a##b##c##d
#define SB_PASTE4(a, b, c, d) SB_PASTE4_(a, b, c, d)

#define SB_NAME(x) SB_PASTE3(sb_, SB_CH, x)
#define SB_F77(x) SB_PASTE3(SB_CH, x, _)
#define SB_CBLAS(x) SB_PASTE3(cblas_, SB_CH, x)
#define SB_KNAME(set, x) SB_PASTE4(sb_k_, set, _, SB_PASTE3(SB_CH, x, ))

#if SB_COMPLEX
#define SB_CONJ(x) SB_PICK(, , conjf, conj)(x)
#define SB_RE(x) SB_PICK(, , crealf, creal)(x)
#define SB_IM(x) SB_PICK(, , cimagf, cimag)(x)
#define SB_ABS1(x) (SB_PICK(, , fabsf, fabs)(SB_RE(x)) + SB_PICK(, , fabsf, fabs)(SB_IM(x)))
/* Build a complex value from two reals without going through x + I*y, which
 * turns an infinite imaginary part into NaN in the real part. */
#define SB_MAKE(re, im) SB_PICK(, , CMPLXF, CMPLX)((re), (im))
#else
#define SB_CONJ(x) (x)
#define SB_RE(x) (x)
#define SB_IM(x) ((SB_R)0)
#define SB_ABS1(x) SB_PICK(fabsf, fabs, , )(x)
#define SB_MAKE(re, im) (re)
#endif

/*
 * SB_TA: the type in which a scalar crosses a call by value between the library's own
 * functions (driver entries, their non-inline helpers); SB_ARG(x) makes one of an SB_T,
 * SB_VAL(a) the SB_T back.  The same type as SB_T except for c: GCC 12 passes a
 * float _Complex argument (and result) packed in one SSE register, and builds it from its
 * two halves by storing them one by one and loading them back as one 8-byte value -- a
 * store-forwarding stall at every such call (cherk n = 4 spent a fifth of its time in
 * three of them: the interface's call, sb_csyrk's and tri_update's; perf, Intel Xeon
 * model 0xa7).  A vector of two floats is built and taken apart in registers.
 */
#if defined(SB_TYPE_C)
typedef float SB_TA __attribute__((vector_size(8)));
static inline SB_TA SB_ARG(SB_T x) { return (SB_TA){ crealf(x), cimagf(x) }; }
static inline SB_T SB_VAL(SB_TA a) { return CMPLXF(a[0], a[1]); }
static inline SB_TA SB_ARG_AT(const SB_T *p)   /* *p as an SB_TA: one 8-byte load */
{
    SB_TA a;
    __builtin_memcpy(&a, p, sizeof a);
    return a;
}
#else
typedef SB_T SB_TA;
#define SB_ARG(x) (x)
#define SB_VAL(a) (a)
#define SB_ARG_AT(p) (*(p))
#endif

/* x / d by Fortran's rules, whatever the compiler's complex division: Smith's range
 * reduction (GCC's -fcx-fortran-rules expansion, the same operations) and no C99 Annex G
 * recovery of infinities.  clang, which builds the fuzz target and has no such flag, made
 * x / (NaN + i Inf) a zero where the reference BLAS gets NaN. */
#if SB_COMPLEX
static inline SB_T SB_NAME(div)(SB_T x, SB_T d)
{
    const SB_R xr = SB_RE(x), xi = SB_IM(x), dr = SB_RE(d), di = SB_IM(d);
    const SB_R adr = dr < 0 ? -dr : dr, adi = di < 0 ? -di : di;
    if (adr < adi) {
        const SB_R r = dr / di, den = dr * r + di;
        return SB_MAKE((xr * r + xi) / den, (xi * r - xr) / den);
    }
    const SB_R r = di / dr, den = di * r + dr;
    return SB_MAKE((xi * r + xr) / den, (xi - xr * r) / den);
}
#else
static inline SB_T SB_NAME(div)(SB_T x, SB_T d) { return x / d; }
#endif

/* Conjugate x when flag is set (flag is a run-time int). */
#if SB_COMPLEX
#define SB_CONJ_IF(flag, x) ((flag) ? SB_CONJ(x) : (x))
#else
#define SB_CONJ_IF(flag, x) (x)
#endif

#endif
