/*
 * Helpers of the level-2 CBLAS entries: the column-major problem a call becomes.
 *
 * A row-major matrix is the column-major transpose of itself, so a row-major call
 * works on A^T: the triangle flips (upper <-> lower) and the operation transposes
 * (A -> (A^T)^T, A^T -> A^T's plain product, A^H -> conj(A^T)).  The reference CBLAS
 * does the same through the Fortran routines (conjugating copies of x and y); here
 * the conjugations go to the driver as flags.
 *
 * Error numbers are those of the reference: the flags are checked by CBLAS position;
 * the numeric arguments in the order of the (transposed, for row-major) Fortran call,
 * reported as that call's position + 1 with RowMajorStrg set for row-major, which
 * cblas_xerbla maps back to the user's positions.
 */
#ifndef SB_CBLAS_L2_H
#define SB_CBLAS_L2_H

#include "cblas/cblas_abi.h"

/* op of the column-major problem; real types have no conjugation. */
static inline sb_trans sb_c2_trans(CBLAS_TRANSPOSE t, int row, int complex_type)
{
    if (!row) return complex_type ? sb_c_trans(t) : (t == CblasNoTrans ? SB_NOTRANS : SB_TRANS);
    if (t == CblasNoTrans) return SB_TRANS;
    return t == CblasConjTrans && complex_type ? SB_CONJNOTRANS : SB_NOTRANS;
}

static inline sb_uplo sb_c2_uplo(CBLAS_UPLO u, int row)
{
    return (u == CblasUpper) != row ? SB_UPPER : SB_LOWER;
}

static inline sb_diag sb_c2_diag(CBLAS_DIAG d) { return d == CblasUnit ? SB_UNIT : SB_NONUNIT; }

/* Layout (1) and uplo (2) checks of the symmetric and Hermitian routines: 0 when legal. */
static inline int sb_c2_head(CBLAS_LAYOUT layout, CBLAS_UPLO uplo)
{
    if (layout != CblasRowMajor && layout != CblasColMajor) return 1;
    if (!sb_c_uplo_ok(uplo)) return 2;
    return 0;
}

#endif
