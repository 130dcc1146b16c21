/*
 * CBLAS: cblas_?trmv ?tbmv ?tpmv (products), cblas_?trsv ?tbsv ?tpsv (solves).
 * Row-major: A^T with the other uplo and the transposed operation (A^H -> conj(A^T)).
 */
#include "sb/type.h"
#include "cblas/level2/cblas_l2.h"
#include "driver/level2/level2.h"

#define CNAME(op) "cblas_" SB_PICK("s", "d", "c", "z") op

/* Layout (1), uplo (2), trans (3), diag (4), n (5): common to the six; 0 when legal. */
static int SB_NAME(c_tr_head)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                              CBLAS_DIAG diag, CBLAS_INT n)
{
    int info = sb_c2_head(layout, uplo);
    if (info) return info;
    if (!sb_c_trans_ok(ta)) return 3;
    if (!sb_c_diag_ok(diag)) return 4;
    if (n < 0) return 5;
    return 0;
}

static void SB_NAME(c_tr)(int solve, const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo,
                          CBLAS_TRANSPOSE ta, CBLAS_DIAG diag, CBLAS_INT n, const SB_T *a,
                          CBLAS_INT lda, SB_T *x, CBLAS_INT incx)
{
    const int row = layout == CblasRowMajor;
    int info = SB_NAME(c_tr_head)(layout, uplo, ta, diag, n);
    if (info) {}
    else if (lda < sb_max(1, n)) info = 7;
    else if (incx == 0) info = 9;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(trxv)(solve, sb_c2_uplo(uplo, row), sb_c2_trans(ta, row, SB_COMPLEX),
                  sb_c2_diag(diag), n, a, lda, x, incx);
}

static void SB_NAME(c_tb)(int solve, const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo,
                          CBLAS_TRANSPOSE ta, CBLAS_DIAG diag, CBLAS_INT n, CBLAS_INT k,
                          const SB_T *a, CBLAS_INT lda, SB_T *x, CBLAS_INT incx)
{
    const int row = layout == CblasRowMajor;
    int info = SB_NAME(c_tr_head)(layout, uplo, ta, diag, n);
    if (info) {}
    else if (k < 0) info = 6;
    else if (lda < (sb_dim)k + 1) info = 8;
    else if (incx == 0) info = 10;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(tbxv)(solve, sb_c2_uplo(uplo, row), sb_c2_trans(ta, row, SB_COMPLEX),
                  sb_c2_diag(diag), n, k, a, lda, x, incx);
}

static void SB_NAME(c_tp)(int solve, const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo,
                          CBLAS_TRANSPOSE ta, CBLAS_DIAG diag, CBLAS_INT n, const SB_T *ap,
                          SB_T *x, CBLAS_INT incx)
{
    const int row = layout == CblasRowMajor;
    int info = SB_NAME(c_tr_head)(layout, uplo, ta, diag, n);
    if (!info && incx == 0) info = 8;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(tpxv)(solve, sb_c2_uplo(uplo, row), sb_c2_trans(ta, row, SB_COMPLEX),
                  sb_c2_diag(diag), n, ap, x, incx);
}

SB_API void SB_CBLAS(trmv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const SB_CPTR a,
                           const CBLAS_INT lda, SB_CPTR x, const CBLAS_INT incx)
{
    SB_NAME(c_tr)(0, CNAME("trmv"), layout, uplo, ta, diag, n, (const SB_T *)a, lda, (SB_T *)x,
                  incx);
}

SB_API void SB_CBLAS(trsv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const SB_CPTR a,
                           const CBLAS_INT lda, SB_CPTR x, const CBLAS_INT incx)
{
    SB_NAME(c_tr)(1, CNAME("trsv"), layout, uplo, ta, diag, n, (const SB_T *)a, lda, (SB_T *)x,
                  incx);
}

SB_API void SB_CBLAS(tbmv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const CBLAS_INT k,
                           const SB_CPTR a, const CBLAS_INT lda, SB_CPTR x, const CBLAS_INT incx)
{
    SB_NAME(c_tb)(0, CNAME("tbmv"), layout, uplo, ta, diag, n, k, (const SB_T *)a, lda,
                  (SB_T *)x, incx);
}

SB_API void SB_CBLAS(tbsv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const CBLAS_INT k,
                           const SB_CPTR a, const CBLAS_INT lda, SB_CPTR x, const CBLAS_INT incx)
{
    SB_NAME(c_tb)(1, CNAME("tbsv"), layout, uplo, ta, diag, n, k, (const SB_T *)a, lda,
                  (SB_T *)x, incx);
}

SB_API void SB_CBLAS(tpmv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const SB_CPTR ap, SB_CPTR x,
                           const CBLAS_INT incx)
{
    SB_NAME(c_tp)(0, CNAME("tpmv"), layout, uplo, ta, diag, n, (const SB_T *)ap, (SB_T *)x,
                  incx);
}

SB_API void SB_CBLAS(tpsv)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,
                           CBLAS_DIAG diag, const CBLAS_INT n, const SB_CPTR ap, SB_CPTR x,
                           const CBLAS_INT incx)
{
    SB_NAME(c_tp)(1, CNAME("tpsv"), layout, uplo, ta, diag, n, (const SB_T *)ap, (SB_T *)x,
                  incx);
}
