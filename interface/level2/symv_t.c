/*
 * Fortran ABI: ?SYMV ?SBMV ?SPMV (s, d) and ?HEMV ?HBMV ?HPMV (c, z).
 * Argument checks and numbering as the reference BLAS.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level2/level2.h"

#define NAME_SYMV SB_STR SB_PICK("SYMV ", "SYMV ", "HEMV ", "HEMV ")
#define NAME_SBMV SB_STR SB_PICK("SBMV ", "SBMV ", "HBMV ", "HBMV ")
#define NAME_SPMV SB_STR SB_PICK("SPMV ", "SPMV ", "HPMV ", "HPMV ")

SB_API void SB_F77(SB_SYMV)(const char *uplo, const sb_fint *n, const SB_T *alpha, const SB_T *a,
                            const sb_fint *lda, const SB_T *x, const sb_fint *incx,
                            const SB_T *beta, SB_T *y, const sb_fint *incy, sb_strlen l1)
{
    int u = sb_f_uplo(*uplo);
    sb_fint info = 0;
    if (u < 0) info = 1;
    else if (*n < 0) info = 2;
    else if (*lda < sb_max(1, *n)) info = 5;
    else if (*incx == 0) info = 7;
    else if (*incy == 0) info = 10;
    if (info) {
        sb_xerbla(NAME_SYMV, info);
        return;
    }
    SB_NAME(SB_SYMV)((sb_uplo)u, 0, *n, SB_ARG_AT(alpha), a, *lda, x, *incx, SB_ARG_AT(beta), y,
                     *incy);
}

SB_API void SB_F77(SB_SBMV)(const char *uplo, const sb_fint *n, const sb_fint *k,
                            const SB_T *alpha, const SB_T *a, const sb_fint *lda, const SB_T *x,
                            const sb_fint *incx, const SB_T *beta, SB_T *y, const sb_fint *incy,
                            sb_strlen l1)
{
    int u = sb_f_uplo(*uplo);
    sb_fint info = 0;
    if (u < 0) info = 1;
    else if (*n < 0) info = 2;
    else if (*k < 0) info = 3;
    else if (*lda < (sb_dim)*k + 1) info = 6;
    else if (*incx == 0) info = 8;
    else if (*incy == 0) info = 11;
    if (info) {
        sb_xerbla(NAME_SBMV, info);
        return;
    }
    SB_NAME(SB_SBMV)((sb_uplo)u, 0, *n, *k, SB_ARG_AT(alpha), a, *lda, x, *incx, SB_ARG_AT(beta), y,
                     *incy);
}

SB_API void SB_F77(SB_SPMV)(const char *uplo, const sb_fint *n, const SB_T *alpha, const SB_T *ap,
                            const SB_T *x, const sb_fint *incx, const SB_T *beta, SB_T *y,
                            const sb_fint *incy, sb_strlen l1)
{
    int u = sb_f_uplo(*uplo);
    sb_fint info = 0;
    if (u < 0) info = 1;
    else if (*n < 0) info = 2;
    else if (*incx == 0) info = 6;
    else if (*incy == 0) info = 9;
    if (info) {
        sb_xerbla(NAME_SPMV, info);
        return;
    }
    SB_NAME(SB_SPMV)((sb_uplo)u, 0, *n, SB_ARG_AT(alpha), ap, x, *incx, SB_ARG_AT(beta), y, *incy);
}
