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

#endif
