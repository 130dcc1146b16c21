/*
 * The routines whose C is restricted to one triangle: SYRK, HERK, SYR2K, HER2K and GEMMT.
 * Each is one or two engine calls with c_part = the uplo triangle, so tiles outside it are
 * skipped and tiles across the diagonal are written back only inside it: the other
 * triangle is never read or written.  HERK/HER2K pass c_herm_diag, which keeps the
 * diagonal real as the reference does (its imaginary part is set to zero, even when
 * beta == 1).
 */
#include "sb/type.h"
#include "driver/level3/engine.h"
#include "driver/level3/level3.h"
#include "driver/level3/small.h"

/* The uplo triangle of the n x n C := alpha * op(X) * op(Y) + beta * C. */
static void tri_update(sb_uplo uplo, sb_trans tx, sb_trans ty, sb_dim n, sb_dim k, SB_TA ta_alpha,
                       const SB_T *x, sb_dim ldx, const SB_T *y, sb_dim ldy, SB_TA ta_beta,
                       SB_T *c, sb_dim ldc, int herm)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (k > 0 && alpha != (SB_T)0 &&
        SB_NAME(tri_small)(uplo, tx, ty, n, k, SB_ARG(alpha), x, ldx, y, ldy, SB_ARG(beta), c, ldc,
                           herm))
        return;
    SB_NAME(view) vx = SB_NAME(view_ge)(x, ldx, tx);
    SB_NAME(view) vy = SB_NAME(view_ge)(y, ldy, ty);
    int part = uplo == SB_LOWER ? SB_PART_LOWER : SB_PART_UPPER;
    SB_NAME(l3_engine)(n, n, k, SB_ARG(alpha), &vx, &vy, SB_ARG(beta), c, 1, ldc, part, herm);
}

/* The reference quick return of the whole family. */
static int nothing_to_do(sb_dim n, sb_dim k, SB_TA ta_alpha, SB_TA ta_beta)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    return n == 0 || ((alpha == (SB_T)0 || k == 0) && beta == (SB_T)1);
}

/* The second factor of a rank-k product: op(A) * op(A)^T, or op(A) * op(A)^H if herm.
 * trans N gives (N, T|C); trans T|C gives (T|C, N). */
static sb_trans partner(sb_trans trans, int herm)
{
    return trans == SB_NOTRANS ? (herm ? SB_CONJTRANS : SB_TRANS) : SB_NOTRANS;
}

void SB_NAME(syrk)(sb_uplo uplo, sb_trans trans, int herm, sb_dim n, sb_dim k, SB_TA ta_alpha,
                   const SB_T *a, sb_dim lda, SB_TA ta_beta, SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (nothing_to_do(n, k, SB_ARG(alpha), SB_ARG(beta))) return;
    tri_update(uplo, trans, partner(trans, herm), n, k, SB_ARG(alpha), a, lda, a, lda,
               SB_ARG(beta), c, ldc,
               herm);
}

/* alpha * op(A) op(B)^T + alpha * op(B) op(A)^T (herm: ^H and conj(alpha) in the second
 * term) as two engine calls, the second accumulating (beta = 1). */
void SB_NAME(syr2k)(sb_uplo uplo, sb_trans trans, int herm, sb_dim n, sb_dim k, SB_TA ta_alpha,
                    const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c,
                    sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (nothing_to_do(n, k, SB_ARG(alpha), SB_ARG(beta))) return;
    sb_trans tp = partner(trans, herm);
    tri_update(uplo, trans, tp, n, k, SB_ARG(alpha), a, lda, b, ldb, SB_ARG(beta), c, ldc, herm);
    if (alpha == (SB_T)0 || k == 0) return;   /* the first call has scaled C by beta */
    SB_T alpha2 = herm ? SB_CONJ(alpha) : alpha;
    tri_update(uplo, trans, tp, n, k, SB_ARG(alpha2), b, ldb, a, lda, SB_ARG((SB_T)1), c, ldc,
               herm);
}

void SB_NAME(gemmt)(sb_uplo uplo, sb_trans ta, sb_trans tb, sb_dim n, sb_dim k, SB_TA ta_alpha,
                    const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c,
                    sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (nothing_to_do(n, k, SB_ARG(alpha), SB_ARG(beta))) return;
    tri_update(uplo, ta, tb, n, k, SB_ARG(alpha), a, lda, b, ldb, SB_ARG(beta), c, ldc, 0);
}
