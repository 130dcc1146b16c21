/*
 * CBLAS form of the OpenBLAS extensions: cblas_?omatcopy, cblas_?imatcopy, cblas_?geadd
 * (prototypes as OpenBLAS's cblas.h: complex scalars and arrays as float * / double *).
 * A row-major rows x cols matrix is the column-major cols x rows one.  Errors go to
 * cblas_xerbla with the CBLAS argument positions.
 */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "interface/ext/matcopy_args.h"
#include "driver/ext/matcopy.h"

#if SB_COMPLEX
#define XARG const SB_R *
#define XVAL(x) (SB_ARG(*(const SB_T *)(x)))
#else
#define XARG const SB_R
#define XVAL(x) (x)
#endif

static inline int sb_c_order(CBLAS_LAYOUT o)
{
    return o == CblasColMajor ? 1 : o == CblasRowMajor ? 0 : -1;
}

static inline int sb_c_xtrans(CBLAS_TRANSPOSE t)
{
    switch ((int)t) {
    case CblasNoTrans: return SB_NOTRANS;
    case CblasTrans: return SB_TRANS;
    case CblasConjTrans: return SB_CONJTRANS;
    case CblasConjNoTrans: return SB_CONJNOTRANS;
    default: return -1;
    }
}

/* omatcopy and imatcopy (inplace: A := alpha op(A), b unused) share their checks. */
static void SB_NAME(c_matcopy)(int inplace, const char *name, CBLAS_ORDER order,
                               CBLAS_TRANSPOSE trans, CBLAS_INT rows, CBLAS_INT cols,
                               SB_TA ta_alpha, const SB_T *a, CBLAS_INT lda, SB_T *b, CBLAS_INT ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int t = sb_c_xtrans(trans);
    sb_dim m, n;
    int info = sb_mc_check(sb_c_order(order), t, rows, cols, lda, ldb, inplace ? 8 : 9, &m, &n);
    if (info) {
        sb_cblas_error(info, name, 0);
        return;
    }
    if (!inplace)
        SB_NAME(omatcopy)((sb_trans)t, m, n, SB_ARG(alpha), a, lda, b, ldb);
    else
        SB_NAME(imatcopy)((sb_trans)t, m, n, SB_ARG(alpha), (SB_T *)a, lda, ldb);
}

SB_API void SB_CBLAS(omatcopy)(CBLAS_ORDER order, CBLAS_TRANSPOSE trans, const CBLAS_INT rows,
                               const CBLAS_INT cols, XARG alpha, const SB_R *a,
                               const CBLAS_INT lda, SB_R *b, const CBLAS_INT ldb)
{
    SB_NAME(c_matcopy)(0, "cblas_" SB_PICK("s", "d", "c", "z") "omatcopy", order, trans, rows,
                       cols, XVAL(alpha), (const SB_T *)a, lda, (SB_T *)b, ldb);
}

SB_API void SB_CBLAS(imatcopy)(CBLAS_ORDER order, CBLAS_TRANSPOSE trans, const CBLAS_INT rows,
                               const CBLAS_INT cols, XARG alpha, SB_R *a, const CBLAS_INT lda,
                               const CBLAS_INT ldb)
{
    SB_NAME(c_matcopy)(1, "cblas_" SB_PICK("s", "d", "c", "z") "imatcopy", order, trans, rows,
                       cols, XVAL(alpha), (const SB_T *)a, lda, NULL, ldb);
}

SB_API void SB_CBLAS(geadd)(CBLAS_ORDER order, const CBLAS_INT rows, const CBLAS_INT cols,
                            XARG alpha, SB_R *a, const CBLAS_INT lda, XARG beta, SB_R *c,
                            const CBLAS_INT ldc)
{
    sb_dim m, n;
    int info = sb_geadd_check(sb_c_order(order), rows, cols, lda, ldc, 2, &m, &n);
    if (info) {
        sb_cblas_error(info, "cblas_" SB_PICK("s", "d", "c", "z") "geadd", 0);
        return;
    }
    SB_NAME(geadd)(m, n, XVAL(alpha), (const SB_T *)a, lda, XVAL(beta), (SB_T *)c, ldc);
}
