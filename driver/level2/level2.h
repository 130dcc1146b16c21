/*
 * Level-2 driver entries (column-major).  Type-generic: include after sb/type.h.
 * The ABI layers validate the arguments and call exactly one of these.
 *
 * Vectors are passed as the caller gave them (pointer and increment); the driver
 * resolves negative increments (the vector then starts at the far end, as the
 * reference BLAS does).
 *
 * Row-major CBLAS problems arrive here already transposed to column-major.  For
 * complex data that transposition leaves conjugations behind, which these entries
 * take as arguments instead of conjugating copies of the user's data:
 *   - trans may be SB_CONJNOTRANS:  y := alpha * conj(A) * x + beta * y, x := conj(A) x,
 *     x := inv(conj(A)) x;
 *   - cj in the Hermitian routines (cj != 0): the matrix used is conj(A) (= A^T):
 *     hemv family  y := alpha * conj(A) * x + beta * y,
 *     her family   A += alpha * conj(x) * x^T,
 *     her2 family  A += alpha * conj(x) * y^T + conj(alpha) * conj(y) * x^T;
 *   - ger: conj_x / conj_y conjugate x / y (gerc is conj_y; a row-major gerc is conj_x).
 * Real types ignore every conjugation.
 *
 * Names of the symmetric (real) / Hermitian (complex) routines: SB_SYMV is symv for
 * s, d and hemv for c, z; the driver entry is SB_NAME(SB_SYMV): sb_dsymv, sb_zhemv.
 */
#ifndef SB_DRIVER_LEVEL2_H
#define SB_DRIVER_LEVEL2_H

#define SB_SYMV SB_PICK(symv, symv, hemv, hemv)
#define SB_SBMV SB_PICK(sbmv, sbmv, hbmv, hbmv)
#define SB_SPMV SB_PICK(spmv, spmv, hpmv, hpmv)
#define SB_SYR SB_PICK(syr, syr, her, her)
#define SB_SPR SB_PICK(spr, spr, hpr, hpr)
#define SB_SYR2 SB_PICK(syr2, syr2, her2, her2)
#define SB_SPR2 SB_PICK(spr2, spr2, hpr2, hpr2)

/* general matrix-vector: y := alpha * op(A) * x + beta * y */
void SB_NAME(gemv)(sb_trans trans, sb_dim m, sb_dim n, SB_TA alpha, const SB_T *a, sb_dim lda,
                   const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y, sb_dim incy);
void SB_NAME(gbmv)(sb_trans trans, sb_dim m, sb_dim n, sb_dim kl, sb_dim ku, SB_TA alpha,
                   const SB_T *a, sb_dim lda, const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y,
                   sb_dim incy);

/* symmetric / Hermitian matrix-vector: full, band, packed storage */
void SB_NAME(SB_SYMV)(sb_uplo uplo, int cj, sb_dim n, SB_TA alpha, const SB_T *a, sb_dim lda,
                      const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y, sb_dim incy);
void SB_NAME(SB_SBMV)(sb_uplo uplo, int cj, sb_dim n, sb_dim k, SB_TA alpha, const SB_T *a,
                      sb_dim lda, const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y, sb_dim incy);
void SB_NAME(SB_SPMV)(sb_uplo uplo, int cj, sb_dim n, SB_TA alpha, const SB_T *ap,
                      const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y, sb_dim incy);

/* triangular: x := op(A) x (solve == 0) or x := inv(op(A)) x (solve == 1) */
void SB_NAME(trxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n,
                   const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx);
void SB_NAME(tbxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n, sb_dim k,
                   const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx);
void SB_NAME(tpxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n,
                   const SB_T *ap, SB_T *x, sb_dim incx);

/* rank-1 and rank-2 updates */
void SB_NAME(ger)(int conj_x, int conj_y, sb_dim m, sb_dim n, SB_TA alpha, const SB_T *x,
                  sb_dim incx, const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda);
void SB_NAME(SB_SYR)(sb_uplo uplo, int cj, sb_dim n, SB_R alpha, const SB_T *x, sb_dim incx,
                     SB_T *a, sb_dim lda);
void SB_NAME(SB_SPR)(sb_uplo uplo, int cj, sb_dim n, SB_R alpha, const SB_T *x, sb_dim incx,
                     SB_T *ap);
void SB_NAME(SB_SYR2)(sb_uplo uplo, int cj, sb_dim n, SB_TA alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda);
void SB_NAME(SB_SPR2)(sb_uplo uplo, int cj, sb_dim n, SB_TA alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *ap);

#endif
