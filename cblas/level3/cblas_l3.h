/*
 * Helpers of the level-3 CBLAS entries: the checks and the column-major problem of the
 * side/uplo routines (?symm, ?hemm, ?trmm, ?trsm).
 *
 * Row-major C = A B (or B := op(A) B) is column-major C^T = B^T A^T, and A^T is
 * symmetric/Hermitian/triangular again, on the other side and with the other triangle:
 * side and uplo flip, m and n swap; a triangular op stays (op(A)^T = op(A^T)).
 *
 * Numbering as the reference CBLAS: the flags by CBLAS position, reported with
 * RowMajorStrg set for a row-major call; the numeric arguments in the order of the
 * (transposed, for row-major) Fortran call, as that call's position + 1, which
 * cblas_xerbla maps back to the user's positions.
 */
#ifndef SB_CBLAS_L3_H
#define SB_CBLAS_L3_H

#include "cblas/cblas_abi.h"

/* The column-major problem of a side/uplo routine. */
typedef struct {
    sb_side side;
    sb_uplo uplo;
    CBLAS_INT m, n;
} sb_c3_su;

/* Checks layout (1), side (2), uplo (3), then flags_info (the caller's verdict on its own
 * further flags: trmm's trans 4 and diag 5, or 0), then m, n, lda, ldb and, when ldc is
 * not NULL, ldc, numbered base, base + 1, base + 4, base + 6, base + 9 (base = 4 for symm,
 * 6 for trmm: the CBLAS positions of the Fortran routine's arguments).  On an error
 * reports it and returns nonzero. */
static inline int sb_c3_side_uplo(const char *name, CBLAS_LAYOUT layout, CBLAS_SIDE side,
                                  CBLAS_UPLO uplo, int flags_info, int base, CBLAS_INT m,
                                  CBLAS_INT n, CBLAS_INT lda, CBLAS_INT ldb,
                                  const CBLAS_INT *ldc, sb_c3_su *p)
{
    int row = layout == CblasRowMajor, info = 0;
    if (!row && layout != CblasColMajor) info = 1;
    else if (!sb_c_side_ok(side)) info = 2;
    else if (!sb_c_uplo_ok(uplo)) info = 3;
    else info = flags_info;
    if (info) {
        sb_cblas_error(info, name, row && info > 1);
        return 1;
    }
    p->side = (side == CblasLeft) != row ? SB_LEFT : SB_RIGHT;
    p->uplo = (uplo == CblasLower) != row ? SB_LOWER : SB_UPPER;
    p->m = row ? n : m;
    p->n = row ? m : n;
    CBLAS_INT nrowa = p->side == SB_LEFT ? p->m : p->n;
    if (p->m < 0) info = base;
    else if (p->n < 0) info = base + 1;
    else if (lda < sb_max(1, nrowa)) info = base + 4;
    else if (ldb < sb_max(1, p->m)) info = base + 6;
    else if (ldc && *ldc < sb_max(1, p->m)) info = base + 9;
    if (info) {
        sb_cblas_error(info, name, row);
        return 1;
    }
    return 0;
}

#endif
