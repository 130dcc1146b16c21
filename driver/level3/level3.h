/*
 * Level-3 driver entries (column-major).  Type-generic: include after sb/type.h.
 * The ABI layers validate the arguments and call exactly one of these.  Each entry does
 * the reference quick returns itself, so an ABI layer never needs to look at the data.
 */
#ifndef SB_DRIVER_LEVEL3_H
#define SB_DRIVER_LEVEL3_H

/* C := alpha * op(A) * op(B) + beta * C */
void SB_NAME(gemm)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_TA alpha,
                   const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta, SB_T *c,
                   sb_dim ldc);

/* The uplo triangle of the n x n C := alpha * op(A) * op(B) + beta * C (OpenBLAS's
 * ?gemmt, LAPACK 3.12's ?gemmtr). */
void SB_NAME(gemmt)(sb_uplo uplo, sb_trans ta, sb_trans tb, sb_dim n, sb_dim k, SB_TA alpha,
                    const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta, SB_T *c,
                    sb_dim ldc);

/* C := alpha * A * B + beta * C (side L) or alpha * B * A + beta * C (side R), A symmetric
 * with its uplo triangle stored. */
void SB_NAME(symm)(sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA alpha, const SB_T *a,
                   sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta, SB_T *c, sb_dim ldc);

/*
 * SYRK: the uplo triangle of C := alpha * op(A) * op(A)^T + beta * C, trans N or T.
 * herm (HERK, complex types): op(A) * op(A)^H, trans N or C, alpha and beta real, and the
 * diagonal of C is left real.
 */
void SB_NAME(syrk)(sb_uplo uplo, sb_trans trans, int herm, sb_dim n, sb_dim k, SB_TA alpha,
                   const SB_T *a, sb_dim lda, SB_TA beta, SB_T *c, sb_dim ldc);

/*
 * SYR2K: the uplo triangle of C := alpha * op(A) * op(B)^T + alpha * op(B) * op(A)^T
 * + beta * C.  herm (HER2K): alpha * op(A) * op(B)^H + conj(alpha) * op(B) * op(A)^H,
 * trans N or C, beta real, the diagonal of C left real.
 */
void SB_NAME(syr2k)(sb_uplo uplo, sb_trans trans, int herm, sb_dim n, sb_dim k, SB_TA alpha,
                    const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta, SB_T *c,
                    sb_dim ldc);

/* B := alpha * op(A) * B (side L) or alpha * B * op(A) (side R), A triangular. */
void SB_NAME(trmm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_TA alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb);

/* Solve op(A) * X = alpha * B (side L) or X * op(A) = alpha * B (side R); X overwrites B. */
void SB_NAME(trsm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_TA alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb);

#if SB_COMPLEX
/* As symm with A Hermitian (the imaginary part of its diagonal is not read). */
void SB_NAME(hemm)(sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA alpha, const SB_T *a,
                   sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta, SB_T *c, sb_dim ldc);

#endif

#endif
