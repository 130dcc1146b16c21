/* AVX2 + FMA kernel set: microtiles and kernel names (contract: kernel/kernel.h). */
#ifndef SB_KERNEL_AVX2_H
#define SB_KERNEL_AVX2_H

#include "kernel/kernel.h"
#include "kernel/generic/trsm.h"

/*
 * 16 ymm registers.  Real types: 2 vectors of A (MR = 2 x lanes) x NR = 6 broadcasts of B
 * = 12 accumulators, plus 2 for A and 1 for the broadcast = 15 registers.  Per k step
 * 12 FMAs against 2 vector loads + 6 broadcast loads; 12 independent accumulators cover
 * the FMA latency (4 cycles) on two pipes.  One k step of A is one 64-byte line (d and s),
 * which keeps the A stream from L2 at a line per 6 cycles (12 x 4 would need 1.5).
 * Measured on Zen 5 (thread CPU time, panels in L1, k = 256): the intrinsics kernels run
 * at the AVX2 FMA peak (d 57-58 GFLOP/s, s/c about 117, z about 58, as fast as the
 * register-only FMA loop), so inline assembly has nothing to gain; 12 x 4 was not tried.
 */
#define SB_AVX2_MR_D 8
#define SB_AVX2_NR_D 6
#define SB_AVX2_MR_S 16
#define SB_AVX2_NR_S 6
/* complex: interleaved (re, im) A, 2 vectors x 3 columns x (re, im) broadcasts of B = 12
 * accumulators (c: 4 complex per vector, z: 2). */
#define SB_AVX2_MR_C 8
#define SB_AVX2_NR_C 3
#define SB_AVX2_MR_Z 4
#define SB_AVX2_NR_Z 3
/* The small kernel's tiles (gemm_small_t.c): 2 vectors x NR columns. */
#define SB_AVX2_SMALL_MV 2

#define SB_AVX2_DECLARE(t)                                                                     \
    void sb_k_avx2_##t##gemm_ukr(sb_dim, const void *, const void *, const void *,              \
                                 const void *, void *, sb_dim, sb_dim, sb_dim, sb_dim);         \
    void sb_k_avx2_##t##gemm_blk(sb_dim, sb_dim, sb_dim, const void *, const void *,            \
                                 const void *, const void *, void *, sb_dim, sb_dim);           \
    void sb_k_avx2_##t##packa(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);       \
    void sb_k_avx2_##t##packb(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);
SB_AVX2_DECLARE(s)
SB_AVX2_DECLARE(d)
#define SB_AVX2_DECLARE_PA(t)                                                                  \
    void sb_k_avx2_##t##gemm_blk_pa(sb_dim, sb_dim, sb_dim, const void *, const void *,        \
                                    sb_dim, sb_dim, void *, const void *, const void *, void *, \
                                    sb_dim, sb_dim);                                            \
    void sb_k_avx2_##t##gemm_blk_pb(sb_dim, sb_dim, sb_dim, const void *, const void *,        \
                                    sb_dim, sb_dim, void *, const void *, const void *, void *, \
                                    sb_dim, sb_dim);
SB_AVX2_DECLARE_PA(s)
SB_AVX2_DECLARE_PA(d)
SB_AVX2_DECLARE(c)
SB_AVX2_DECLARE(z)

/* Small-matrix GEMM (gemm_small_t.c): unpacked A and B, for s, d, c, z. */
#define SB_AVX2_DECLARE_SMALL(t)                                                               \
    void sb_k_avx2_##t##gemm_small(sb_dim, sb_dim, sb_dim, const void *, const void *, sb_dim, \
                                   sb_dim, const void *, sb_dim, sb_dim, int, const void *,    \
                                   void *, sb_dim);
SB_AVX2_DECLARE_SMALL(s)
SB_AVX2_DECLARE_SMALL(d)
SB_AVX2_DECLARE_SMALL(c)
SB_AVX2_DECLARE_SMALL(z)

/* TRSM tile solves (trsm_t.c), for s, d, c, z: declared as every set's (generic/trsm.h) */
SB_TRSM_UKR_DECLARE(avx2, s);
SB_TRSM_UKR_DECLARE(avx2, d);
SB_TRSM_UKR_DECLARE(avx2, c);
SB_TRSM_UKR_DECLARE(avx2, z);
SB_TRSM_R_UKR_DECLARE(avx2, s);
SB_TRSM_R_UKR_DECLARE(avx2, c);
/* B := alpha B U and alpha T B, triangular U and T unpacked (trmm_rs_t.c): s, d */
void sb_k_avx2_strmm_rs(sb_dim, sb_dim, const void *, const void *, sb_dim, sb_dim, int, void *,
                        sb_dim);
void sb_k_avx2_strmm_ls(sb_dim, sb_dim, const void *, const void *, sb_dim, int, void *,
                        sb_dim);
void sb_k_avx2_dtrmm_rs(sb_dim, sb_dim, const void *, const void *, sb_dim, sb_dim, int, void *,
                        sb_dim);
void sb_k_avx2_dtrmm_ls(sb_dim, sb_dim, const void *, const void *, sb_dim, int, void *,
                        sb_dim);

#endif
