/*
 * Level-3 driver entries (column-major).  Type-generic: include after sb/type.h.
 * The ABI layers validate the arguments and call exactly one of these.
 */
#ifndef SB_DRIVER_LEVEL3_H
#define SB_DRIVER_LEVEL3_H

void SB_NAME(gemm)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_T alpha,
                   const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_T beta, SB_T *c,
                   sb_dim ldc);

#endif
