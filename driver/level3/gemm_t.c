/* GEMM: C := alpha * op(A) * op(B) + beta * C, on the level-3 engine. */
#include "sb/type.h"
#include "driver/level3/engine.h"
#include "driver/level3/level3.h"
#include "driver/level3/small.h"

void SB_NAME(gemm)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha,
                   const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c,
                   sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (m == 0 || n == 0) return;
    if ((alpha == (SB_T)0 || k == 0) && beta == (SB_T)1) return;
    if (k > 0 && alpha != (SB_T)0 &&
        (SB_NAME(gemm_tiny)(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc) ||
         SB_NAME(gemm_small)(ta, tb, m, n, k, SB_ARG(alpha), a, lda, b, ldb, SB_ARG(beta), c, ldc)))
        return;
    SB_NAME(view) va = SB_NAME(view_ge)(a, lda, ta);
    SB_NAME(view) vb = SB_NAME(view_ge)(b, ldb, tb);
    SB_NAME(l3_engine)(m, n, k, SB_ARG(alpha), &va, &vb, SB_ARG(beta), c, 1, ldc, SB_PART_ALL, 0);
}
