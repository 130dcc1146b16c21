/*
 * CBLAS: cblas_?symv ?sbmv ?spmv (s, d), cblas_?hemv ?hbmv ?hpmv (c, z).
 * Row-major: the stored triangle of A^T, the other uplo; for Hermitian A, A^T = conj(A),
 * which the driver's conj flag applies.
 */
#include "sb/type.h"
#include "cblas/level2/cblas_l2.h"
#include "driver/level2/level2.h"

#define NAME_SYMV "cblas_" SB_PICK("ssymv", "dsymv", "chemv", "zhemv")
#define NAME_SBMV "cblas_" SB_PICK("ssbmv", "dsbmv", "chbmv", "zhbmv")
#define NAME_SPMV "cblas_" SB_PICK("sspmv", "dspmv", "chpmv", "zhpmv")

SB_API void SB_CBLAS(SB_SYMV)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                              SB_CARG alpha, const SB_CPTR a, const CBLAS_INT lda,
                              const SB_CPTR x, const CBLAS_INT incx, SB_CARG beta, SB_CPTR y,
                              const CBLAS_INT incy)
{
    const int row = layout == CblasRowMajor;
    int info = sb_c2_head(layout, uplo);
    if (info) {}
    else if (n < 0) info = 3;
    else if (lda < sb_max(1, n)) info = 6;
    else if (incx == 0) info = 8;
    else if (incy == 0) info = 11;
    if (info) {
        sb_cblas_error(info, NAME_SYMV, row);
        return;
    }
    SB_NAME(SB_SYMV)(sb_c2_uplo(uplo, row), row, n, SB_CARGV(alpha), (const SB_T *)a, lda,
                     (const SB_T *)x, incx, SB_CARGV(beta), (SB_T *)y, incy);
}

SB_API void SB_CBLAS(SB_SBMV)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                              const CBLAS_INT k, SB_CARG alpha, const SB_CPTR a,
                              const CBLAS_INT lda, const SB_CPTR x, const CBLAS_INT incx,
                              SB_CARG beta, SB_CPTR y, const CBLAS_INT incy)
{
    const int row = layout == CblasRowMajor;
    int info = sb_c2_head(layout, uplo);
    if (info) {}
    else if (n < 0) info = 3;
    else if (k < 0) info = 4;
    else if (lda < (sb_dim)k + 1) info = 7;
    else if (incx == 0) info = 9;
    else if (incy == 0) info = 12;
    if (info) {
        sb_cblas_error(info, NAME_SBMV, row);
        return;
    }
    SB_NAME(SB_SBMV)(sb_c2_uplo(uplo, row), row, n, k, SB_CARGV(alpha), (const SB_T *)a, lda,
                     (const SB_T *)x, incx, SB_CARGV(beta), (SB_T *)y, incy);
}

SB_API void SB_CBLAS(SB_SPMV)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                              SB_CARG alpha, const SB_CPTR ap, const SB_CPTR x,
                              const CBLAS_INT incx, SB_CARG beta, SB_CPTR y, const CBLAS_INT incy)
{
    const int row = layout == CblasRowMajor;
    int info = sb_c2_head(layout, uplo);
    if (info) {}
    else if (n < 0) info = 3;
    else if (incx == 0) info = 7;
    else if (incy == 0) info = 10;
    if (info) {
        sb_cblas_error(info, NAME_SPMV, row);
        return;
    }
    SB_NAME(SB_SPMV)(sb_c2_uplo(uplo, row), row, n, SB_CARGV(alpha), (const SB_T *)ap,
                     (const SB_T *)x, incx, SB_CARGV(beta), (SB_T *)y, incy);
}
