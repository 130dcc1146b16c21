/* Fortran ABI: ?GEMV, ?GBMV.  Argument checks and numbering as the reference BLAS. */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level2/level2.h"

SB_API void SB_F77(gemv)(const char *trans, const sb_fint *m, const sb_fint *n, const SB_T *alpha,
                         const SB_T *a, const sb_fint *lda, const SB_T *x, const sb_fint *incx,
                         const SB_T *beta, SB_T *y, const sb_fint *incy, sb_strlen l1)
{
    int t = sb_f_trans(*trans, SB_COMPLEX);
    sb_fint info = 0;
    if (t < 0) info = 1;
    else if (*m < 0) info = 2;
    else if (*n < 0) info = 3;
    else if (*lda < sb_max(1, *m)) info = 6;
    else if (*incx == 0) info = 8;
    else if (*incy == 0) info = 11;
    if (info) {
        sb_xerbla(SB_STR "GEMV ", info);
        return;
    }
    SB_NAME(gemv)((sb_trans)t, *m, *n, SB_ARG_AT(alpha), a, *lda, x, *incx, SB_ARG_AT(beta), y,
                  *incy);
}

SB_API void SB_F77(gbmv)(const char *trans, const sb_fint *m, const sb_fint *n, const sb_fint *kl,
                         const sb_fint *ku, const SB_T *alpha, const SB_T *a, const sb_fint *lda,
                         const SB_T *x, const sb_fint *incx, const SB_T *beta, SB_T *y,
                         const sb_fint *incy, sb_strlen l1)
{
    int t = sb_f_trans(*trans, SB_COMPLEX);
    sb_fint info = 0;
    if (t < 0) info = 1;
    else if (*m < 0) info = 2;
    else if (*n < 0) info = 3;
    else if (*kl < 0) info = 4;
    else if (*ku < 0) info = 5;
    else if (*lda < (sb_dim)*kl + *ku + 1) info = 8;
    else if (*incx == 0) info = 10;
    else if (*incy == 0) info = 13;
    if (info) {
        sb_xerbla(SB_STR "GBMV ", info);
        return;
    }
    SB_NAME(gbmv)((sb_trans)t, *m, *n, *kl, *ku, SB_ARG_AT(alpha), a, *lda, x, *incx,
                  SB_ARG_AT(beta), y, *incy);
}
