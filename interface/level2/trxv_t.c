/*
 * Fortran ABI: ?TRMV ?TBMV ?TPMV (products) and ?TRSV ?TBSV ?TPSV (solves).
 * Argument checks and numbering as the reference BLAS.  A product and its solve take
 * the same arguments and checks; they differ in the name and the driver's solve flag.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level2/level2.h"

/* Arguments 1..4 (UPLO TRANS DIAG N), common to the six routines; 0 when legal. */
static sb_fint SB_NAME(f_tr_head)(const char *uplo, const char *trans, const char *diag,
                                  sb_fint n, int *u, int *t, int *d)
{
    *u = sb_f_uplo(*uplo);
    *t = sb_f_trans(*trans, SB_COMPLEX);
    *d = sb_f_diag(*diag);
    if (*u < 0) return 1;
    if (*t < 0) return 2;
    if (*d < 0) return 3;
    if (n < 0) return 4;
    return 0;
}

static void SB_NAME(f_tr)(int solve, const char *name, const char *uplo, const char *trans,
                          const char *diag, const sb_fint *n, const SB_T *a, const sb_fint *lda,
                          SB_T *x, const sb_fint *incx)
{
    int u, t, d;
    sb_fint info = SB_NAME(f_tr_head)(uplo, trans, diag, *n, &u, &t, &d);
    if (info == 0) {
        if (*lda < sb_max(1, *n)) info = 6;
        else if (*incx == 0) info = 8;
    }
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    SB_NAME(trxv)(solve, (sb_uplo)u, (sb_trans)t, (sb_diag)d, *n, a, *lda, x, *incx);
}

static void SB_NAME(f_tb)(int solve, const char *name, const char *uplo, const char *trans,
                          const char *diag, const sb_fint *n, const sb_fint *k, const SB_T *a,
                          const sb_fint *lda, SB_T *x, const sb_fint *incx)
{
    int u, t, d;
    sb_fint info = SB_NAME(f_tr_head)(uplo, trans, diag, *n, &u, &t, &d);
    if (info == 0) {
        if (*k < 0) info = 5;
        else if (*lda < (sb_dim)*k + 1) info = 7;
        else if (*incx == 0) info = 9;
    }
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    SB_NAME(tbxv)(solve, (sb_uplo)u, (sb_trans)t, (sb_diag)d, *n, *k, a, *lda, x, *incx);
}

static void SB_NAME(f_tp)(int solve, const char *name, const char *uplo, const char *trans,
                          const char *diag, const sb_fint *n, const SB_T *ap, SB_T *x,
                          const sb_fint *incx)
{
    int u, t, d;
    sb_fint info = SB_NAME(f_tr_head)(uplo, trans, diag, *n, &u, &t, &d);
    if (info == 0 && *incx == 0) info = 7;
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    SB_NAME(tpxv)(solve, (sb_uplo)u, (sb_trans)t, (sb_diag)d, *n, ap, x, *incx);
}

SB_API void SB_F77(trmv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const SB_T *a, const sb_fint *lda, SB_T *x, const sb_fint *incx,
                         sb_strlen l1, sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tr)(0, SB_STR "TRMV ", uplo, trans, diag, n, a, lda, x, incx);
}

SB_API void SB_F77(trsv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const SB_T *a, const sb_fint *lda, SB_T *x, const sb_fint *incx,
                         sb_strlen l1, sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tr)(1, SB_STR "TRSV ", uplo, trans, diag, n, a, lda, x, incx);
}

SB_API void SB_F77(tbmv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const sb_fint *k, const SB_T *a, const sb_fint *lda, SB_T *x,
                         const sb_fint *incx, sb_strlen l1, sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tb)(0, SB_STR "TBMV ", uplo, trans, diag, n, k, a, lda, x, incx);
}

SB_API void SB_F77(tbsv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const sb_fint *k, const SB_T *a, const sb_fint *lda, SB_T *x,
                         const sb_fint *incx, sb_strlen l1, sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tb)(1, SB_STR "TBSV ", uplo, trans, diag, n, k, a, lda, x, incx);
}

SB_API void SB_F77(tpmv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const SB_T *ap, SB_T *x, const sb_fint *incx, sb_strlen l1,
                         sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tp)(0, SB_STR "TPMV ", uplo, trans, diag, n, ap, x, incx);
}

SB_API void SB_F77(tpsv)(const char *uplo, const char *trans, const char *diag, const sb_fint *n,
                         const SB_T *ap, SB_T *x, const sb_fint *incx, sb_strlen l1,
                         sb_strlen l2, sb_strlen l3)
{
    SB_NAME(f_tp)(1, SB_STR "TPSV ", uplo, trans, diag, n, ap, x, incx);
}
