/*
 * CBLAS: cblas_?gemmt (OpenBLAS) and cblas_?gemmtr (LAPACK 3.12), one routine.  Row-major
 * is the column-major problem C^T = op(B)^T op(A)^T with the other triangle of C^T: uplo
 * flips, A/B and their transpositions swap.  Numbering as the reference cblas_dgemmtr.c:
 * the uplo check happens before the reference marks the call row-major, so it is
 * reported with RowMajorStrg = 0; the rest with the row-major flag, which the
 * reference cblas_xerbla maps as for gemm.
 */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level3/level3.h"

static void gemmt_entry(const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo,
                        CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, CBLAS_INT n, CBLAS_INT k,
                        SB_TA ta_alpha, const SB_T *a, CBLAS_INT lda, const SB_T *b,
                        CBLAS_INT ldb, SB_TA ta_beta, SB_T *c, CBLAS_INT ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    int row = layout == CblasRowMajor;
    int info = 0;
    if (!row && layout != CblasColMajor) info = 1;
    else if (!sb_c_uplo_ok(uplo)) info = 2;
    if (info) {
        sb_cblas_error(info, name, 0);
        return;
    }
    if (!sb_c_trans_ok(ta)) info = 3;
    else if (!sb_c_trans_ok(tb)) info = 4;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    sb_uplo u = (uplo == CblasLower) != row ? SB_LOWER : SB_UPPER;
    sb_trans t1 = sb_c_trans(row ? tb : ta), t2 = sb_c_trans(row ? ta : tb);
    CBLAS_INT ld1 = row ? ldb : lda, ld2 = row ? lda : ldb;
    CBLAS_INT nrow1 = t1 == SB_NOTRANS ? n : k, nrow2 = t2 == SB_NOTRANS ? k : n;
    if (n < 0) info = 5;
    else if (k < 0) info = 6;
    else if (ld1 < sb_max(1, nrow1)) info = 9;
    else if (ld2 < sb_max(1, nrow2)) info = 11;
    else if (ldc < sb_max(1, n)) info = 14;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(gemmt)(u, t1, t2, n, k, SB_ARG(alpha), row ? b : a, ld1, row ? a : b, ld2,
                   SB_ARG(beta), c, ldc);
}

/* The exported entries: the same signature and body for each name x. */
#define GEMMT_CBLAS(x)                                                                         \
    SB_API void SB_CBLAS(x)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta,          \
                            CBLAS_TRANSPOSE tb, const CBLAS_INT n, const CBLAS_INT k,          \
                            SB_CARG alpha, const SB_CPTR a, const CBLAS_INT lda,               \
                            const SB_CPTR b, const CBLAS_INT ldb, SB_CARG beta, SB_CPTR c,     \
                            const CBLAS_INT ldc)                                               \
    {                                                                                          \
        gemmt_entry("cblas_" SB_PICK("s", "d", "c", "z") #x, layout, uplo, ta, tb, n, k,       \
                    SB_CARGV(alpha), (const SB_T *)a, lda, (const SB_T *)b, ldb, SB_CARGV(beta), \
                    (SB_T *)c, ldc);                                                           \
    }

GEMMT_CBLAS(gemmt)
GEMMT_CBLAS(gemmtr)
