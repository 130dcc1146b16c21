/* Generic kernel set: microtile sizes and the names of its kernels, for all types. */
#ifndef SB_KERNEL_GENERIC_H
#define SB_KERNEL_GENERIC_H

#include "kernel/kernel.h"

/* Microtiles: MR x NR accumulators that fit the 16 SSE2 registers of the baseline. */
#define SB_GEN_MR_S 8
#define SB_GEN_NR_S 4
#define SB_GEN_MR_D 8
#define SB_GEN_NR_D 4
#define SB_GEN_MR_C 4
#define SB_GEN_NR_C 4
#define SB_GEN_MR_Z 4
#define SB_GEN_NR_Z 2

/* Declares every kernel of the generic set for type letter t. */
#define SB_GEN_DECLARE(t)                                                                       \
    void sb_k_generic_##t##gemm_ukr(sb_dim, const void *, const void *, const void *,           \
                                    const void *, void *, sb_dim, sb_dim, sb_dim, sb_dim);      \
    void sb_k_generic_##t##packa(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);    \
    void sb_k_generic_##t##packb(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);    \
    void sb_k_generic_##t##axpy(sb_dim, const void *, const void *, sb_dim, void *, sb_dim);    \
    void sb_k_generic_##t##dot(sb_dim, const void *, sb_dim, const void *, sb_dim, int, void *);\
    void sb_k_generic_##t##scal(sb_dim, const void *, void *, sb_dim);                          \
    void sb_k_generic_##t##scal_ieee(sb_dim, const void *, void *, sb_dim);                     \
    void sb_k_generic_##t##axpby(sb_dim, const void *, const void *, sb_dim, const void *,      \
                                 void *, sb_dim);                                               \
    void sb_k_generic_##t##copy(sb_dim, const void *, sb_dim, void *, sb_dim);                  \
    void sb_k_generic_##t##swap(sb_dim, void *, sb_dim, void *, sb_dim);                        \
    void sb_k_generic_##t##asum(sb_dim, const void *, sb_dim, void *);                          \
    void sb_k_generic_##t##nrm2(sb_dim, const void *, sb_dim, void *);                          \
    sb_dim sb_k_generic_##t##iamax(sb_dim, const void *, sb_dim);                               \
    void sb_k_generic_##t##gemv_n(sb_dim, sb_dim, const void *, const void *, sb_dim,           \
                                  const void *, sb_dim, void *, sb_dim);                        \
    void sb_k_generic_##t##gemv_t(sb_dim, sb_dim, const void *, const void *, sb_dim,           \
                                  const void *, sb_dim, void *, sb_dim, int);

SB_GEN_DECLARE(s)
SB_GEN_DECLARE(d)
SB_GEN_DECLARE(c)
SB_GEN_DECLARE(z)

/* The small-matrix GEMM kernel (gemm_small_t.c), the reference for every set's. */
#define SB_GEN_DECLARE_SMALL(t)                                                                 \
    void sb_k_generic_##t##gemm_small(sb_dim, sb_dim, sb_dim, const void *, const void *,       \
                                      sb_dim, sb_dim, const void *, sb_dim, sb_dim, int,        \
                                      const void *, void *, sb_dim);
SB_GEN_DECLARE_SMALL(s)
SB_GEN_DECLARE_SMALL(d)
SB_GEN_DECLARE_SMALL(c)
SB_GEN_DECLARE_SMALL(z)

/* Kernels that exist for some types only. */
void sb_k_generic_srot(sb_dim, void *, sb_dim, void *, sb_dim, const void *);
void sb_k_generic_drot(sb_dim, void *, sb_dim, void *, sb_dim, const void *);
void sb_k_generic_sdsdot(sb_dim, const float *, sb_dim, const float *, sb_dim, double *);

#endif
