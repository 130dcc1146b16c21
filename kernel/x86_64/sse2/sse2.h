/* SSE2 baseline kernel set: microtiles and kernel names (contract: kernel/kernel.h). */
#ifndef SB_KERNEL_SSE2_H
#define SB_KERNEL_SSE2_H

#include "kernel/kernel.h"

/*
 * 16 XMM registers and no FMA: every microtile is 2 vectors of A x NR columns of B,
 * 12 accumulators, plus the two A vectors, one broadcast of B and one product = 16.
 * real:    2 vectors x 6 columns (double 4 x 6, float 8 x 6);
 * complex: 2 vectors x 3 columns x (re, im) broadcasts (complex float 4 x 3, complex
 *          double 2 x 3), A kept interleaved.
 */
#define SB_SSE2_MR_S 8
#define SB_SSE2_NR_S 6
#define SB_SSE2_MR_D 4
#define SB_SSE2_NR_D 6
#define SB_SSE2_MR_C 4
#define SB_SSE2_NR_C 3
#define SB_SSE2_MR_Z 2
#define SB_SSE2_NR_Z 3

#define SB_SSE2_DECLARE(t)                                                                     \
    void sb_k_sse2_##t##gemm_ukr(sb_dim, const void *, const void *, const void *,              \
                                 const void *, void *, sb_dim, sb_dim, sb_dim, sb_dim);         \
    void sb_k_sse2_##t##packa(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);       \
    void sb_k_sse2_##t##packb(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);
SB_SSE2_DECLARE(s)
SB_SSE2_DECLARE(d)
SB_SSE2_DECLARE(c)
SB_SSE2_DECLARE(z)

/*
 * One k step of every microkernel, in inline assembly: with intrinsics gcc 12 hoists all
 * the broadcasts of an unrolled loop to its top and spills them (measured: 44 stack
 * accesses per 4 steps).  The step is the same for the four types: two aligned vectors
 * of A (a0, a1) and 6 scalars of B, b[q] broadcast and multiplied into accumulators
 * xq0 (with a0) and xq1 (with a1).  Real tiles: q is the column; complex tiles: q = 2j
 * is re(b(j)) and q = 2j + 1 is im(b(j)).  `vec` is the including file's vector type,
 * BC the broadcast (SB_SSE2_BC_F or _D), SFX the instruction suffix ("ps" or "pd").
 */
#define SB_SSE2_BC_F(q) "movss " #q "*4(%[b]), %[bx]\n\tshufps $0, %[bx], %[bx]\n\t"
#define SB_SSE2_BC_D(q) "movsd " #q "*8(%[b]), %[bx]\n\tunpcklpd %[bx], %[bx]\n\t"
#define SB_SSE2_COL(BC, SFX, q)                                                                \
    BC(q) "movaps %[a0], %[t]\n\tmul" SFX " %[bx], %[t]\n\tadd" SFX " %[t], %[x" #q "0]\n\t"   \
          "mul" SFX " %[a1], %[bx]\n\tadd" SFX " %[bx], %[x" #q "1]\n\t"
#define SB_SSE2_STEP(BC, SFX, ap, bp, v00, v01, v10, v11, v20, v21, v30, v31, v40, v41,  \
                     v50, v51)                                                                 \
    do {                                                                                       \
        vec a0_, a1_, bx_, t_;                                                                 \
        __asm__("movaps (%[a]), %[a0]\n\tmovaps 16(%[a]), %[a1]\n\t"                          \
                SB_SSE2_COL(BC, SFX, 0) SB_SSE2_COL(BC, SFX, 1) SB_SSE2_COL(BC, SFX, 2)        \
                SB_SSE2_COL(BC, SFX, 3) SB_SSE2_COL(BC, SFX, 4) SB_SSE2_COL(BC, SFX, 5)        \
                : [x00] "+x"(v00), [x01] "+x"(v01), [x10] "+x"(v10), [x11] "+x"(v11),          \
                  [x20] "+x"(v20), [x21] "+x"(v21), [x30] "+x"(v30), [x31] "+x"(v31),          \
                  [x40] "+x"(v40), [x41] "+x"(v41), [x50] "+x"(v50), [x51] "+x"(v51),          \
                  [a0] "=&x"(a0_), [a1] "=&x"(a1_), [bx] "=&x"(bx_), [t] "=&x"(t_)             \
                : [a] "r"(ap), [b] "r"(bp)                                                     \
                : "memory");  /* reads the panels (30 operands leave no room for "m") */     \
    } while (0)

#endif
