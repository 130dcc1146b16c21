/*
 * Generic small-matrix GEMM kernel: C := alpha * A * B + beta * C read straight from the
 * caller's (or a packa-packed) A and the caller's B, no packing.  Portable C, the
 * correctness reference for every set's gemm_small.  Contract: kernel/kernel.h.
 */
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/generic/generic.h"

#define MR SB_PICK(SB_GEN_MR_S, SB_GEN_MR_D, SB_GEN_MR_C, SB_GEN_MR_Z)

void SB_KNAME(generic, gemm_small)(sb_dim m, sb_dim n, sb_dim k, const void *alpha_,
                                   const void *a_, sb_dim ps_a, sb_dim cs_a, const void *b_,
                                   sb_dim rs_b, sb_dim cs_b, int conj_b, const void *beta_,
                                   void *c_, sb_dim ldc)
{
    const SB_T *a = a_, *b = b_;
    SB_T *c = c_;
    const SB_T alpha = *(const SB_T *)alpha_, beta = *(const SB_T *)beta_;
    for (sb_dim j = 0; j < n; j++)
        for (sb_dim i = 0; i < m; i++) {
            const SB_T *ai = a + (i / MR) * ps_a + i % MR;
            SB_T acc = 0;
            for (sb_dim p = 0; p < k; p++)
                acc += ai[p * cs_a] * SB_CONJ_IF(conj_b, b[p * rs_b + j * cs_b]);
            SB_T *cij = &c[i + j * ldc];
            /* beta == 0: C is written, never read; beta == 1: C not multiplied (gemm_t.c) */
            *cij = beta == (SB_T)0   ? alpha * acc
                   : beta == (SB_T)1 ? alpha * acc + *cij
                                     : alpha * acc + beta * *cij;
        }
}
