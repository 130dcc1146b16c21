/* Fortran ABI: ?GEMM. Argument checks and numbering as the reference BLAS. */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level3/level3.h"

SB_API void SB_F77(gemm)(const char *transa, const char *transb, const sb_fint *m,
                         const sb_fint *n, const sb_fint *k, const SB_T *alpha, const SB_T *a,
                         const sb_fint *lda, const SB_T *b, const sb_fint *ldb, const SB_T *beta,
                         SB_T *c, const sb_fint *ldc, sb_strlen l1, sb_strlen l2)
{
    int ta = sb_f_trans(*transa, SB_COMPLEX), tb = sb_f_trans(*transb, SB_COMPLEX);
    sb_fint nrowa = ta == SB_NOTRANS ? *m : *k, nrowb = tb == SB_NOTRANS ? *k : *n;
    sb_fint info = 0;
    if (ta < 0) info = 1;
    else if (tb < 0) info = 2;
    else if (*m < 0) info = 3;
    else if (*n < 0) info = 4;
    else if (*k < 0) info = 5;
    else if (*lda < sb_max(1, nrowa)) info = 8;
    else if (*ldb < sb_max(1, nrowb)) info = 10;
    else if (*ldc < sb_max(1, *m)) info = 13;
    if (info) {
        sb_xerbla(SB_STR "GEMM ", info);
        return;
    }
    SB_NAME(gemm)((sb_trans)ta, (sb_trans)tb, *m, *n, *k, SB_ARG_AT(alpha), a, *lda, b, *ldb,
                  SB_ARG_AT(beta), c, *ldc);
}
