/* AVX-512 kernel set: microtiles and kernel names (contract: kernel/kernel.h). */
#ifndef SB_KERNEL_AVX512_H
#define SB_KERNEL_AVX512_H

#include "kernel/kernel.h"

/* Keep a broadcast value in a register.  Left alone, GCC folds _mm512_set1_*(*p) into the
 * FMA as an embedded-broadcast memory operand (vfmadd231pd (mem){1to8}); on Zen 5 a stream
 * of those runs at 88% of the FMA peak, while a separate vbroadcastsd into a register and
 * register-operand FMAs run at 100% (measured: 24 FMAs per step, 3 vector loads, 8
 * broadcasts, L1-resident, 93.0 against 105.5 GFLOP/s).  The empty asm makes the value
 * opaque, so the broadcast is emitted once, into a register. */
#define SB_IN_REG(x) __asm__("" : "+v"(x))

/* c += a * b on the low 256 bits of 512-bit vectors (sfx "ps" or "pd"), the upper bits of
 * c set to zero (as by any 256-bit VEX or EVEX op): for an edge that uses at most half of
 * a vector, on a 256-bit datapath (Zen 4) half the cost of the 512-bit FMA.  In asm:
 * written with intrinsics (casts to 256 bits and a zero extension back), GCC 12 added a
 * register move per FMA. */
#define SB_AVX512_HFMA(sfx, a, b, c) \
    __asm__("vfmadd231" sfx " %t1, %t2, %t0" : "+v"(c) : "v"(a), "v"(b))

/* The AVX-512 intrinsics of each real type, as an argument for tile_put.h's vector macros
 * (SB_X86_BETA_ADD) */
#define SB_V512_PD(op) _mm512_##op##_pd
#define SB_V512_PS(op) _mm512_##op##_ps

/* double: 24 x 8 = 3 zmm of A x 8 broadcasts of B, 24 accumulators of the 32 zmm
 * registers; per k step 24 FMAs against 3 vector loads + 8 broadcast loads, so the two
 * FMA pipes, not the load ports, are the limit. */
#define SB_AVX512_MR_D 24
#define SB_AVX512_NR_D 8
/* float: 32 x 12 = 2 zmm of A x 12 broadcasts, 24 accumulators (MR <= SB_MAX_MR = 32
 * rules out 48 x 8). */
#define SB_AVX512_MR_S 32
#define SB_AVX512_NR_S 12
/* complex: 3 vectors of A x 4 columns x (re, im) broadcasts = 24 accumulators. */
#define SB_AVX512_MR_C 24
#define SB_AVX512_NR_C 4
#define SB_AVX512_MR_Z 12
#define SB_AVX512_NR_Z 4
/* The small kernel's tiles (gemm_small_t.c): real 4 vectors x 6 columns, complex 3 x 4
 * (its MV x NS). */
#define SB_AVX512_SMALL_NR_S 6
#define SB_AVX512_SMALL_NR_D 6
/* gemm_small's one-tile calls (kernel.h, small_m1 / small_n1): m within one vector, real
 * types (gemm_small_t.c, NW) */
#define SB_AVX512_SMALL_M1_S 16
#define SB_AVX512_SMALL_N1_S 12
#define SB_AVX512_SMALL_M1_D 8
#define SB_AVX512_SMALL_N1_D 8
#define SB_AVX512_SMALL_NR_C 4
#define SB_AVX512_SMALL_NR_Z 4
#define SB_AVX512_SMALL_MV_REAL 4
#define SB_AVX512_SMALL_MV_CPLX 3

/* Lanes [L v, L v + L) of column j of a tile crossed by a triangle's diagonal (L lanes per
 * vector; jd = j + d, see gemm_ukr_tri in kernel.h) that are in the triangle, as a mask:
 * rows i >= jd (tri 1, lower), i <= jd (tri 2, upper), every row (tri 0). */
static inline unsigned sb_avx512_tri_mask(int tri, sb_dim jd, int L, int v)
{
    const sb_dim t = jd - (sb_dim)L * v;
    const unsigned all = (1u << L) - 1;
    if (tri == 1) return t <= 0 ? all : t >= L ? 0u : (all << t) & all;
    if (tri == 2) return t >= L - 1 ? all : t < 0 ? 0u : (2u << t) - 1;
    return all;
}

/* gemm_ukr_trk (kernel.h) in a microkernel with MR, NR and the tile's a, b (pointers to
 * RE, CX of them an element), k and m in scope: declares kd, the diagonal block's steps
 * (m, or 0 when tk is 0), and ad / bd, its packed A and B (the last kd steps for a lower
 * A, tk 1; the first for upper, tk 2), and leaves a, b and k to the other steps. */
#define SB_AVX512_TRK_SPLIT(RE, CX, tk)                                                     \
    const sb_dim kd = (tk) ? m : 0, kd0_ = (tk) == 1 ? k - m : 0;                           \
    const RE *const ad = a + kd0_ * (CX) * MR, *const bd = b + kd0_ * (CX) * NR;            \
    if ((tk) == 2) {                                                                        \
        a += kd * (CX) * MR;                                                                \
        b += kd * (CX) * NR;                                                                \
    }                                                                                       \
    k -= kd

void sb_k_avx512_sgemm_ukr_tri(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper, sb_dim d);
void sb_k_avx512_dgemm_ukr_tri(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper, sb_dim d);
void sb_k_avx512_sgemm_ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper);
void sb_k_avx512_dgemm_ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper);
void sb_k_avx512_dgemm_ukr(sb_dim k, const void *alpha, const void *a, const void *b,
                           const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                           sb_dim m, sb_dim n);
void sb_k_avx512_sgemm_blk(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                           const void *b, const void *beta, void *c, sb_dim rs_c,
                           sb_dim cs_c);
void sb_k_avx512_sgemm_blk_pa(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c);
void sb_k_avx512_sgemm_blk_pb(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                              const void *a, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c);
void sb_k_avx512_dgemm_blk(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                           const void *b, const void *beta, void *c, sb_dim rs_c,
                           sb_dim cs_c);
void sb_k_avx512_dgemm_blk_pa(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c);
void sb_k_avx512_dgemm_blk_pb(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                              const void *a, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c);
void sb_k_avx512_dpacka(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst);
void sb_k_avx512_dpackb(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst);

void sb_k_avx512_sgemm_ukr(sb_dim k, const void *alpha, const void *a, const void *b,
                           const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                           sb_dim m, sb_dim n);
void sb_k_avx512_spacka(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst);
void sb_k_avx512_spackb(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst);

#define SB_AVX512_DECLARE_C(t)                                                                 \
    void sb_k_avx512_##t##gemm_ukr(sb_dim, const void *, const void *, const void *,            \
                                   const void *, void *, sb_dim, sb_dim, sb_dim, sb_dim);       \
    void sb_k_avx512_##t##gemm_blk(sb_dim, sb_dim, sb_dim, const void *, const void *,          \
                                   const void *, const void *, void *, sb_dim, sb_dim);         \
    void sb_k_avx512_##t##gemm_ukr_trk(sb_dim, const void *, const void *, const void *,        \
                                       const void *, void *, sb_dim, sb_dim, sb_dim, sb_dim,    \
                                       int);                                                    \
    void sb_k_avx512_##t##packa(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);     \
    void sb_k_avx512_##t##packb(sb_dim, sb_dim, const void *, sb_dim, sb_dim, int, void *);     \
    void sb_k_avx512_##t##gemm_blk_pb(sb_dim, sb_dim, sb_dim, const void *, const void *,       \
                                      sb_dim, sb_dim, void *, const void *, const void *,       \
                                      void *, sb_dim, sb_dim);                                  \
    void sb_k_avx512_##t##gemm_blk_pa(sb_dim, sb_dim, sb_dim, const void *, const void *,       \
                                      sb_dim, sb_dim, void *, const void *, const void *,       \
                                      void *, sb_dim, sb_dim);
SB_AVX512_DECLARE_C(c)
SB_AVX512_DECLARE_C(z)

/* Small-matrix GEMM (gemm_small_t.c): unpacked A and B, for s, d, c, z. */
#define SB_AVX512_DECLARE_SMALL(t)                                                             \
    void sb_k_avx512_##t##gemm_small(sb_dim, sb_dim, sb_dim, const void *, const void *,        \
                                     sb_dim, sb_dim, const void *, sb_dim, sb_dim, int,         \
                                     const void *, void *, sb_dim);
SB_AVX512_DECLARE_SMALL(s)
SB_AVX512_DECLARE_SMALL(d)
SB_AVX512_DECLARE_SMALL(c)
SB_AVX512_DECLARE_SMALL(z)
/* C := alpha A^T B^T + beta C as (B A)^T, unpacked (gemm_small_t.c): s, d */
void sb_k_avx512_sgemm_small_tt(sb_dim, sb_dim, sb_dim, const void *, const void *, sb_dim,
                                const void *, sb_dim, const void *, void *, sb_dim);
void sb_k_avx512_dgemm_small_tt(sb_dim, sb_dim, sb_dim, const void *, const void *, sb_dim,
                                const void *, sb_dim, const void *, void *, sb_dim);

/* B := alpha B U and alpha T B, triangular U and T unpacked (trmm_rs_t.c): s, d */
void sb_k_avx512_strmm_rs(sb_dim, sb_dim, const void *, const void *, sb_dim, sb_dim, int, void *,
                          sb_dim);
void sb_k_avx512_strmm_ls(sb_dim, sb_dim, const void *, const void *, sb_dim, int, void *,
                          sb_dim);
void sb_k_avx512_dtrmm_rs(sb_dim, sb_dim, const void *, const void *, sb_dim, sb_dim, int, void *,
                          sb_dim);
void sb_k_avx512_dtrmm_ls(sb_dim, sb_dim, const void *, const void *, sb_dim, int, void *,
                          sb_dim);

#endif
