/*
 * CBLAS: cblas_?syrk, cblas_?syr2k, and for complex types cblas_?herk, cblas_?her2k.
 * Row-major C = op(A) op(A)^T is column-major C^T = the same product with the other
 * transposition, on the other triangle: uplo flips, NoTrans becomes Trans (ConjTrans
 * for the Hermitian routines) and Trans/ConjTrans become NoTrans.  A row-major HER2K
 * also conjugates alpha: (alpha A B^H + conj(alpha) B A^H)^T = conj(alpha) A'^H B'
 * + alpha B'^H A' with A' = A^T, B' = B^T.
 * Checks and numbering as Debian's reference CBLAS (lapack 3.11), compared call by call:
 * a bad uplo in a row-major call is reported as argument 3 (2 in ?her2k), and a
 * row-major call accepts both Trans and ConjTrans as "transposed" for the complex
 * routines too (the column-major call rejects ConjTrans in ?syrk/?syr2k and Trans in
 * ?herk/?her2k, as the Fortran routines do).
 */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level3/level3.h"

/* Checks and layout mapping of the family; on success the column-major flags go to *u
 * and *t, on error it reports and returns nonzero.  two: a rank-2k routine (B and ldb). */
static int rank_map(const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo,
                    CBLAS_TRANSPOSE trans, int herm, int two, CBLAS_INT n, CBLAS_INT k,
                    CBLAS_INT lda, CBLAS_INT ldb, CBLAS_INT ldc, sb_uplo *u, sb_trans *t)
{
    int row = layout == CblasRowMajor, info = 0;
    /* column-major: real types any trans; complex symmetric N/T; Hermitian N/C */
    int bad_t = !sb_c_trans_ok(trans) ||
                (SB_COMPLEX && !row && trans == (herm ? CblasTrans : CblasConjTrans));
    if (!row && layout != CblasColMajor) info = 1;
    else if (!sb_c_uplo_ok(uplo)) info = row && !(herm && two) ? 3 : 2;
    else if (bad_t) info = 3;
    if (info) {
        sb_cblas_error(info, name, row && info > 1);
        return 1;
    }
    *u = (uplo == CblasLower) != row ? SB_LOWER : SB_UPPER;
    sb_trans tk = herm ? SB_CONJTRANS : SB_TRANS;   /* the transposition the routine uses */
    if (row) *t = trans == CblasNoTrans ? tk : SB_NOTRANS;
    else *t = trans == CblasNoTrans ? SB_NOTRANS : tk;
    CBLAS_INT nrowa = *t == SB_NOTRANS ? n : k;
    if (n < 0) info = 4;
    else if (k < 0) info = 5;
    else if (lda < sb_max(1, nrowa)) info = 8;
    else if (two && ldb < sb_max(1, nrowa)) info = 10;
    else if (ldc < sb_max(1, n)) info = two ? 13 : 11;
    if (info) {
        sb_cblas_error(info, name, row);
        return 1;
    }
    return 0;
}

#define RANK_NAME(x) ("cblas_" SB_PICK("s", "d", "c", "z") x)

SB_API void SB_CBLAS(syrk)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans,
                           const CBLAS_INT n, const CBLAS_INT k, SB_CARG alpha,
                           const SB_CPTR a, const CBLAS_INT lda, SB_CARG beta, SB_CPTR c,
                           const CBLAS_INT ldc)
{
    sb_uplo u;
    sb_trans t;
    if (rank_map(RANK_NAME("syrk"), layout, uplo, trans, 0, 0, n, k, lda, 0, ldc, &u, &t))
        return;
    SB_NAME(syrk)(u, t, 0, n, k, SB_CARGV(alpha), (const SB_T *)a, lda, SB_CARGV(beta),
                  (SB_T *)c, ldc);
}

SB_API void SB_CBLAS(syr2k)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans,
                            const CBLAS_INT n, const CBLAS_INT k, SB_CARG alpha,
                            const SB_CPTR a, const CBLAS_INT lda, const SB_CPTR b,
                            const CBLAS_INT ldb, SB_CARG beta, SB_CPTR c, const CBLAS_INT ldc)
{
    sb_uplo u;
    sb_trans t;
    if (rank_map(RANK_NAME("syr2k"), layout, uplo, trans, 0, 1, n, k, lda, ldb, ldc, &u, &t))
        return;
    SB_NAME(syr2k)(u, t, 0, n, k, SB_CARGV(alpha), (const SB_T *)a, lda, (const SB_T *)b, ldb,
                   SB_CARGV(beta), (SB_T *)c, ldc);
}

#if SB_COMPLEX
SB_API void SB_CBLAS(herk)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans,
                           const CBLAS_INT n, const CBLAS_INT k, const SB_R alpha,
                           const void *a, const CBLAS_INT lda, const SB_R beta, void *c,
                           const CBLAS_INT ldc)
{
    sb_uplo u;
    sb_trans t;
    if (rank_map(RANK_NAME("herk"), layout, uplo, trans, 1, 0, n, k, lda, 0, ldc, &u, &t))
        return;
    SB_NAME(syrk)(u, t, 1, n, k, SB_ARG(alpha), (const SB_T *)a, lda, SB_ARG(beta), (SB_T *)c, ldc);
}

SB_API void SB_CBLAS(her2k)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans,
                            const CBLAS_INT n, const CBLAS_INT k, const void *alpha,
                            const void *a, const CBLAS_INT lda, const void *b,
                            const CBLAS_INT ldb, const SB_R beta, void *c, const CBLAS_INT ldc)
{
    sb_uplo u;
    sb_trans t;
    if (rank_map(RANK_NAME("her2k"), layout, uplo, trans, 1, 1, n, k, lda, ldb, ldc, &u, &t))
        return;
    SB_T al = SB_CVAL(alpha);
    SB_NAME(syr2k)(u, t, 1, n, k, SB_ARG(layout == CblasRowMajor ? SB_CONJ(al) : al),
                   (const SB_T *)a,
                   lda, (const SB_T *)b, ldb, SB_ARG(beta), (SB_T *)c, ldc);
}
#endif
