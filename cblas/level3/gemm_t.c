/* CBLAS: cblas_?gemm.  Row-major C = A B is computed as column-major C^T = B^T A^T. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level3/level3.h"

SB_API void SB_CBLAS(gemm)(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb,
                           const CBLAS_INT m, const CBLAS_INT n, const CBLAS_INT k,
                           SB_CARG alpha, const SB_CPTR a, const CBLAS_INT lda, const SB_CPTR b,
                           const CBLAS_INT ldb, SB_CARG beta, SB_CPTR c, const CBLAS_INT ldc)
{
    const char *name = "cblas_" SB_PICK("s", "d", "c", "z") "gemm";
    int row = layout == CblasRowMajor;
    int info = 0;
    if (!row && layout != CblasColMajor) info = 1;
    else if (!sb_c_trans_ok(ta)) info = 2;
    else if (!sb_c_trans_ok(tb)) info = 3;
    if (info) {
        sb_cblas_error(info, name, row && info > 1);
        return;
    }
    /* the column-major problem that is solved (row-major: swap A/B and m/n) */
    sb_trans t1 = sb_c_trans(row ? tb : ta), t2 = sb_c_trans(row ? ta : tb);
    CBLAS_INT m1 = row ? n : m, n1 = row ? m : n, ld1 = row ? ldb : lda, ld2 = row ? lda : ldb;
    CBLAS_INT nrow1 = t1 == SB_NOTRANS ? m1 : k, nrow2 = t2 == SB_NOTRANS ? k : n1;
    if (m1 < 0) info = 4;
    else if (n1 < 0) info = 5;
    else if (k < 0) info = 6;
    else if (ld1 < sb_max(1, nrow1)) info = 9;
    else if (ld2 < sb_max(1, nrow2)) info = 11;
    else if (ldc < sb_max(1, m1)) info = 14;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(gemm)(t1, t2, m1, n1, k, SB_CARGV(alpha), (const SB_T *)(row ? b : a), ld1,
                  (const SB_T *)(row ? a : b), ld2, SB_CARGV(beta), (SB_T *)c, ldc);
}
