/*
 * SYMM and HEMM on the level-3 engine.  The symmetric (Hermitian) operand is a SY (HE)
 * view, so the reflection happens while packing.  Small products go to the small path
 * first (small_t.c: sym_small): side L's operand packed once for the small kernel, side
 * R's (n <= 32) expanded into a full matrix in a buffer.
 * Side L: C := alpha * A * B + beta * C, A the engine's A operand (m x m).
 * Side R: C := alpha * B * A + beta * C, A the engine's B operand (n x n).
 */
#include "sb/type.h"
#include "driver/level3/engine.h"
#include "driver/level3/level3.h"
#include "driver/level3/small.h"

static void sym_mult(int kind, sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA ta_alpha,
                     const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c,
                     sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (m == 0 || n == 0) return;
    if (alpha == (SB_T)0 && beta == (SB_T)1) return;
    if (alpha != (SB_T)0 && SB_NAME(sym_small)(kind == SB_VIEW_HE, side, uplo, m, n, SB_ARG(alpha),
                                               a,
                                               lda, b, ldb, SB_ARG(beta), c, ldc))
        return;
    SB_NAME(view) va = {a, 1, lda, 0, kind, uplo == SB_LOWER, 0};
    SB_NAME(view) vb = SB_NAME(view_ge)(b, ldb, SB_NOTRANS);
    if (side == SB_LEFT)
        SB_NAME(l3_engine)(m, n, m, SB_ARG(alpha), &va, &vb, SB_ARG(beta), c, 1, ldc, SB_PART_ALL,
                           0);
    else
        SB_NAME(l3_engine)(m, n, n, SB_ARG(alpha), &vb, &va, SB_ARG(beta), c, 1, ldc, SB_PART_ALL,
                           0);
}

void SB_NAME(symm)(sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a,
                   sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    sym_mult(SB_VIEW_SY, side, uplo, m, n, SB_ARG(alpha), a, lda, b, ldb, SB_ARG(beta), c, ldc);
}

#if SB_COMPLEX
void SB_NAME(hemm)(sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a,
                   sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    sym_mult(SB_VIEW_HE, side, uplo, m, n, SB_ARG(alpha), a, lda, b, ldb, SB_ARG(beta), c, ldc);
}
#endif
