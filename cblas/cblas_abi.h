/*
 * Helpers of the CBLAS layer.  CBLAS entries map row-major problems to column-major
 * (C^T = B^T A^T) and call one driver entry; they never compute.
 */
#ifndef SB_CBLAS_ABI_H
#define SB_CBLAS_ABI_H

#include "sb/common.h"

/* The CBLAS integer is the ABI's INTEGER: int32_t, or int64_t in an ILP64 build
 * (INTERFACE64=1), where cblas_xerbla's argument number is 64-bit too, as in the
 * reference CBLAS built for 64-bit integers. */
#ifdef SB_INTERFACE64
#define CBLAS_INT int64_t
#define CBLAS_IFMT PRId64
#endif
#include "cblas.h"
_Static_assert(sizeof(CBLAS_INT) == sizeof(sb_fint), "cblas.h included before cblas_abi.h");

extern int RowMajorStrg;
extern int CBLAS_CallFromC;

/* Report argument `info` of `rout` ("cblas_dgemm") the way the reference CBLAS does:
 * RowMajorStrg holds row_major during the cblas_xerbla call.  For a row-major call
 * pass the number the reference passes (the position in the transposed column-major
 * call, plus one), which cblas_xerbla maps back. */
void sb_cblas_error(int info, const char *rout, int row_major);

static inline int sb_c_trans_ok(CBLAS_TRANSPOSE t)
{
    return t == CblasNoTrans || t == CblasTrans || t == CblasConjTrans;
}
/* For real types ConjTrans is Trans; the driver ignores conjugation of real data. */
static inline sb_trans sb_c_trans(CBLAS_TRANSPOSE t)
{
    return t == CblasNoTrans ? SB_NOTRANS : t == CblasTrans ? SB_TRANS : SB_CONJTRANS;
}
static inline int sb_c_uplo_ok(CBLAS_UPLO u) { return u == CblasUpper || u == CblasLower; }
static inline int sb_c_side_ok(CBLAS_SIDE s) { return s == CblasLeft || s == CblasRight; }
static inline int sb_c_diag_ok(CBLAS_DIAG d) { return d == CblasUnit || d == CblasNonUnit; }

/*
 * Type-generic part (when included after sb/type.h): how CBLAS passes scalars.
 *   SB_CARG   a scalar argument: by value for s/d, by const void * for c/z
 *   SB_CVAL   its value as SB_T
 *   SB_CARGV  its value as SB_TA, for a call into the driver (sb/type.h)
 *   SB_CPTR   an array argument: float/double * for s/d, void * for c/z
 */
#ifdef SB_TID
#if SB_COMPLEX
#define SB_CARG const void *
#define SB_CVAL(x) (*(const SB_T *)(x))
#define SB_CARGV(x) SB_ARG_AT((const SB_T *)(x))
#define SB_CPTR void *
#else
#define SB_CARG const SB_T
#define SB_CVAL(x) (x)
#define SB_CARGV(x) (x)
#define SB_CPTR SB_T *
#endif
#endif

#endif
