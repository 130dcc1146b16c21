/*
 * Driver entries of the OpenBLAS matrix-copy extensions (column-major; the ABI layers
 * turn a row-major rows x cols matrix into the column-major cols x rows one).
 * Type-generic: include after sb/type.h.
 *
 * trans: SB_NOTRANS, SB_TRANS, SB_CONJTRANS, SB_CONJNOTRANS (the 'R' of OpenBLAS:
 * conjugate without transposing); real types ignore the conjugation.
 * alpha == 0 stores zeros and does not read A.
 */
#ifndef SB_DRIVER_EXT_MATCOPY_H
#define SB_DRIVER_EXT_MATCOPY_H

/* B := alpha * op(A), A m x n; B is m x n, or n x m when op transposes. */
void SB_NAME(omatcopy)(sb_trans trans, sb_dim m, sb_dim n, SB_TA alpha, const SB_T *a,
                       sb_dim lda, SB_T *b, sb_dim ldb);
/* A := alpha * op(A) in place: leading dimension lda on entry, ldb on exit. */
void SB_NAME(imatcopy)(sb_trans trans, sb_dim m, sb_dim n, SB_TA alpha, SB_T *a, sb_dim lda,
                       sb_dim ldb);
/* C := alpha * A + beta * C, m x n (beta == 0: C is not read). */
void SB_NAME(geadd)(sb_dim m, sb_dim n, SB_TA alpha, const SB_T *a, sb_dim lda, SB_TA beta,
                    SB_T *c, sb_dim ldc);

#endif
