/*
 * The small-matrix GEMM path (small_t.c).  Type-generic: include after sb/type.h.
 *
 * Returns 1 when it computed C := alpha * op(A) * op(B) + beta * C, 0 when the problem is
 * not small enough for it to pay (or the active kernel set has no gemm_small), in which
 * case the caller runs the blocked engine.  Called after the quick returns, with
 * m, n, k >= 1 and alpha != 0.
 */
#ifndef SB_DRIVER_SMALL_H
#define SB_DRIVER_SMALL_H

int SB_NAME(gemm_small)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_T alpha,
                        const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_T beta,
                        SB_T *c, sb_dim ldc);

/*
 * The uplo triangle of C := alpha * op(X) * op(Y) + beta * C (n x n, inner dimension k),
 * herm: C's diagonal kept real (HERK, HER2K).  Returns 1 when done, 0 when the engine
 * should run it.  Same preconditions as gemm_small.
 */
int SB_NAME(tri_small)(sb_uplo uplo, sb_trans tx, sb_trans ty, sb_dim n, sb_dim k,
                       SB_T alpha, const SB_T *x, sb_dim ldx, const SB_T *y, sb_dim ldy,
                       SB_T beta, SB_T *c, sb_dim ldc, int herm);

#endif
