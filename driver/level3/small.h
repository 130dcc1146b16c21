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

#include "arch/arch.h"
#include "driver/level3/engine.h"

int SB_NAME(gemm_small)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_TA alpha,
                        const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta,
                        SB_T *c, sb_dim ldc);

/*
 * The uplo triangle of C := alpha * op(X) * op(Y) + beta * C (n x n, inner dimension k),
 * herm: C's diagonal kept real (HERK, HER2K).  Returns 1 when done, 0 when the engine
 * should run it.  Same preconditions as gemm_small.
 */
int SB_NAME(tri_small)(sb_uplo uplo, sb_trans tx, sb_trans ty, sb_dim n, sb_dim k,
                       SB_TA alpha, const SB_T *x, sb_dim ldx, const SB_T *y, sb_dim ldy,
                       SB_TA beta, SB_T *c, sb_dim ldc, int herm);

/*
 * C := alpha * A * B + beta * C (side L, A m x m) or alpha * B * A + beta * C (side R, A
 * n x n), A symmetric (herm: Hermitian, its diagonal's imaginary part not read) and
 * stored in its uplo triangle, on the small kernel.  Returns 1 when done, 0 when the
 * engine should run it.  Same preconditions as gemm_small.
 */
int SB_NAME(sym_small)(int herm, sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA alpha,
                       const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA beta,
                       SB_T *c, sb_dim ldc);

/*
 * X := alpha * T * X in place, T an order-m triangular (TR) view, X m x n with element
 * (i, j) at b[i * rs + j * cs], rs or cs 1 (trmm_t.c's left-side problem).  Returns 1
 * when done, 0 when the engine should run it.  Called with m, n >= 1, alpha != 0 and
 * every element of X finite (the packed triangle's zero padding multiplies X, as the
 * engine's does).
 */
int SB_NAME(trmm_small)(const SB_NAME(view) *t, sb_dim m, sb_dim n, SB_TA alpha, SB_T *b,
                        sb_dim rs, sb_dim cs);
/* Whether trmm_small takes an m x n X with these strides (it runs exactly then). */
int SB_NAME(trmm_small_takes)(sb_dim m, sb_dim n, sb_dim rs, sb_dim cs);

/* Columns a multiple of 4 KiB apart all map to the same L1 sets (an L1 of 32 KiB 8-way
 * or 48 KiB 12-way has 64 sets: 4 KiB apart is one set), 2 KiB apart to two, and a panel
 * of k of them thrashes there (Zen 5, AVX-512, z n = 256, 4 KiB: 0.87x the blocked path,
 * 1.15x once packed; Zen 3, AVX2, 2 KiB: c n = 256 0.92x OpenBLAS unpacked, packed +14%,
 * d 256 +8%, 2026-12-01): such an operand is copied (A not transposed: column-major,
 * columns a cache line further apart) or packed (a transposed one) first (small_t.c). */
static inline int SB_NAME(small_aliases)(sb_dim ld)
{
    return (ld * (sb_dim)sizeof(SB_T)) % 2048 == 0;
}

/* Columns ld apart that do not all start at a multiple of `bytes` (64: a cache line, a
 * vector loaded from a column that starts mid-line spans two lines; small_t.c). */
static inline int SB_NAME(small_off)(sb_dim ld, sb_dim bytes)
{
    return (ld * (sb_dim)sizeof(SB_T)) % bytes != 0;
}

/* The pieces a vector load of vb bytes is carried out in: the FP datapath's width where
 * the CPU reports one narrower than the vector (Zen 4 loads a 64-byte vector as two 32-byte
 * halves, and of a column that starts 32 bytes into a line neither half spans two lines),
 * else the vector.  For small_off's bytes. */
static inline sb_dim sb_small_piece(sb_dim vb)
{
    const sb_dim w = sb_cpu()->fp_width / 8;
    return w > 0 && w < vb ? w : vb;
}

/*
 * The set's gemm_small (kernel.h's operands) over k in the engine's KC slices
 * (sb_l3_slice_depth): the first with beta, the others adding with beta 1, as the engine
 * sums them.  With kernel.h's rounding of the C update, C gets the bits the engine would
 * give it, so a call's result does not depend on which path runs it, and the small path,
 * which runs on one thread where the engine would share the work out (gemm_small,
 * tri_small, sym_small), gives the same bits as any number of threads.  One slice (k <=
 * KC, nearly every small call) is one kernel call.
 */
void SB_NAME(small_sliced)(const sb_kernels *kr, sb_dim m, sb_dim n, sb_dim k,
                           const SB_T *alpha, const SB_T *a, sb_dim ps_a, sb_dim cs_a,
                           const SB_T *b, sb_dim rs_b, sb_dim cs_b, int conj_b,
                           const SB_T *beta, SB_T *c, sb_dim ldc);
static inline void SB_NAME(small_kernel)(const sb_kernels *kr, sb_dim m, sb_dim n, sb_dim k,
                                         const SB_T *alpha, const SB_T *a, sb_dim ps_a,
                                         sb_dim cs_a, const SB_T *b, sb_dim rs_b, sb_dim cs_b,
                                         int conj_b, const SB_T *beta, SB_T *c, sb_dim ldc)
{
    if (k <= kr->kc)
        kr->gemm_small(m, n, k, alpha, a, ps_a, cs_a, b, rs_b, cs_b, conj_b, beta, c, ldc);
    else
        SB_NAME(small_sliced)(kr, m, n, k, alpha, a, ps_a, cs_a, b, rs_b, cs_b, conj_b, beta,
                              c, ldc);
}

/* C := alpha * A * op(B) + beta * C by the set's small kernel reading A (not transposed,
 * not aliased) where it lies: the common small call, on one thread. */
static inline void SB_NAME(small_direct)(const sb_kernels *kr, sb_trans tb, sb_dim m,
                                         sb_dim n, sb_dim k, SB_T alpha, const SB_T *a,
                                         sb_dim lda, const SB_T *b, sb_dim ldb, SB_T beta,
                                         SB_T *c, sb_dim ldc)
{
    const int t = sb_trans_is_t(tb);
    SB_NAME(small_kernel)(kr, m, n, k, &alpha, a, kr->mr, lda, b, t ? ldb : 1, t ? 1 : ldb,
                          sb_trans_is_conj(tb), &beta, c, ldc);
}

/*
 * The tiniest calls, m, n, k <= SB_TINY with A not transposed: straight to the set's
 * small kernel, before gemm_small's questions, whose answers are known here (A is at most
 * 16 KiB, in any L2; 32^3 multiply-adds are far below a second thread's worth).  At
 * 2 x 2 x 2 those questions and the call into small_t.c were ~1/4 of the call (perf,
 * Zen 5, 2026-12-02).  Same preconditions as gemm_small.
 */
#define SB_TINY 32
static inline int SB_NAME(gemm_tiny)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k,
                                     SB_T alpha, const SB_T *a, sb_dim lda, const SB_T *b,
                                     sb_dim ldb, SB_T beta, SB_T *c, sb_dim ldc)
{
    if (m > SB_TINY || n > SB_TINY || k > SB_TINY || ta != SB_NOTRANS ||
        SB_NAME(small_aliases)(lda))
        return 0;
    const sb_kernels *kr = sb_kern(SB_TID);
    if (!kr->gemm_small) return 0;
    SB_NAME(small_direct)(kr, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return 1;
}

#endif
