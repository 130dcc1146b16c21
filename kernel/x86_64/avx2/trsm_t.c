/*
 * The AVX2 TRSM microkernel (kernel/kernel.h, trsm_ukr).
 * Real types: a full tile (m == MR) keeps each of its MR rows in ymm registers (s: 6 of
 * 8 float lanes, d: 6 doubles in two vectors; the last row loaded and stored under a
 * mask, see full_tile) through a fully unrolled substitution, as the AVX-512 set's does with zmm rows.  Complex types, and partial
 * tiles, run the shared tile solve (kernel/generic/trsm_tile.h) with this set's MR x NR as
 * constants (a full tile unrolled whole).  Without a trsm_ukr the driver ran that solve
 * with the sizes as variables, scalar, and the MR x MR diagonal blocks dominated: strsm
 * 64 / 192 / 512 ran at 0.09 / 0.21 / 0.34 of OpenBLAS's Haswell kernels (Zen 4,
 * STEADYBLAS_ARCH=avx2, 2026-12-03).
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/x86_64/avx2/avx2.h"
#include "kernel/generic/trsm_tile.h"

#define MR SB_PICK(SB_AVX2_MR_S, SB_AVX2_MR_D, SB_AVX2_MR_C, SB_AVX2_MR_Z)
#define NR SB_PICK(SB_AVX2_NR_S, SB_AVX2_NR_D, SB_AVX2_NR_C, SB_AVX2_NR_Z)

#if !SB_COMPLEX
#if SB_TYPE_D
typedef __m256d vec;
typedef __m256i vmask;
#define VL 4
#define V_MASK(r) _mm256_setr_epi64x((r) > 0 ? -1 : 0, (r) > 1 ? -1 : 0, (r) > 2 ? -1 : 0, \
                                     (r) > 3 ? -1 : 0)
#define V_LOAD(p, k) _mm256_maskload_pd(p, k)
#define V_STORE(p, k, v) _mm256_maskstore_pd(p, k, v)
#define V_LOADU(p) _mm256_loadu_pd(p)
#define V_STOREU(p, v) _mm256_storeu_pd(p, v)
#define V_SET1(x) _mm256_set1_pd(x)
#define V_MUL(a, b) _mm256_mul_pd(a, b)
#define V_FNMADD(a, b, c) _mm256_fnmadd_pd(a, b, c)
#else
typedef __m256 vec;
typedef __m256i vmask;
#define VL 8
#define V_MASK(r) _mm256_setr_epi32((r) > 0 ? -1 : 0, (r) > 1 ? -1 : 0, (r) > 2 ? -1 : 0, \
                                    (r) > 3 ? -1 : 0, (r) > 4 ? -1 : 0, (r) > 5 ? -1 : 0, \
                                    (r) > 6 ? -1 : 0, (r) > 7 ? -1 : 0)
#define V_LOAD(p, k) _mm256_maskload_ps(p, k)
#define V_STORE(p, k, v) _mm256_maskstore_ps(p, k, v)
#define V_LOADU(p) _mm256_loadu_ps(p)
#define V_STOREU(p, v) _mm256_storeu_ps(p, v)
#define V_SET1(x) _mm256_set1_ps(x)
#define V_MUL(a, b) _mm256_mul_ps(a, b)
#define V_FNMADD(a, b, c) _mm256_fnmadd_ps(a, b, c)
#endif
#define NV ((NR + VL - 1) / VL)   /* vectors per row */

/* The full tile, lower or upper (a constant): rows in registers, solved in the
 * reference's order (kernel.h), written back into x (its right-hand side formed there
 * first: sb_trsm_rhs). */
static inline __attribute__((always_inline)) void full_tile(const SB_T *restrict d,
                                                            SB_T *restrict x, const int upper)
{
    vmask k[NV];
#pragma GCC unroll 4
    for (int v = 0; v < NV; v++) k[v] = V_MASK(NR - v * VL);
    /* The rows are contiguous in x: a row's last vector runs into the next row's first
     * elements (lanes past NR), which is harmless for every row but the last, stored in
     * ascending order so that each row rewrites what the one before spilled into it.  The
     * last row is masked (a masked store is slow on AMD cores: ~20% of strsm 64 when every
     * row used one). */
    vec t[MR][NV];
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
#pragma GCC unroll 4
        for (int v = 0; v < NV; v++)
            t[i][v] = i < MR - 1 || (v + 1) * VL <= NR ? V_LOADU(x + i * NR + v * VL)
                                                       : V_LOAD(x + i * NR + v * VL, k[v]);
#pragma GCC unroll 32
    for (int s = 0; s < MR; s++) {
        const int i = upper ? MR - 1 - s : s;
        const vec inv = V_SET1(d[i * MR + i]);   /* the reciprocal (kernel.h) */
#pragma GCC unroll 4
        for (int v = 0; v < NV; v++) t[i][v] = V_MUL(t[i][v], inv);
#pragma GCC unroll 32
        for (int q = 0; q < MR; q++) {
            if (upper ? q >= i : q <= i) continue;
            const vec f = V_SET1(d[i * MR + q]);
#pragma GCC unroll 4
            for (int v = 0; v < NV; v++) t[q][v] = V_FNMADD(f, t[i][v], t[q][v]);
        }
    }
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
#pragma GCC unroll 4
        for (int v = 0; v < NV; v++) {
            if (i < MR - 1 || (v + 1) * VL <= NR) V_STOREU(x + i * NR + v * VL, t[i][v]);
            else V_STORE(x + i * NR + v * VL, k[v], t[i][v]);
        }
}
#endif

int SB_KNAME(avx2, trsm_ukr)(sb_dim m, sb_dim n, const void *d_, const void *w_, sb_dim ldw,
                             void *x_, sb_dim xs, void *c_, sb_dim rs_c, sb_dim cs_c,
                             int flags)
{
    const SB_T *d = d_, *w = w_;
    SB_T *x = x_, *c = c_;
    const int upper = flags & SB_TRSM_UPPER;
    (void)xs;   /* tnr = NR: one micropanel */
    if (m == MR) {
        if ((flags & SB_TRSM_CHECK) && sb_trsm_nonfinite(m, n, w, ldw)) return 1;
        if (flags & SB_TRSM_W_RHS) sb_trsm_rhs(NR, MR, n, w, ldw, x, 1);
        else sb_trsm_rhs(NR, MR, n, w, ldw, x, 0);
#if SB_COMPLEX
        if (upper) sb_trsm_full(MR, NR, d, x, 1);
        else sb_trsm_full(MR, NR, d, x, 0);
#else
        if (upper) full_tile(d, x, 1);
        else full_tile(d, x, 0);
#endif
        sb_trsm_put(NR, MR, n, x, c, rs_c, cs_c);
        return 0;
    }
    return sb_trsm_tile(MR, NR, m, n, d, w, ldw, x, c, rs_c, cs_c, flags);
}

#if SB_TYPE_S || SB_TYPE_C
/* The right-side tile solve (kernel.h, trsm_r_ukr; s and c, see kset.c): the shared one
 * (trsm_tile.h) with this set's MR x NR as constants, its columns of MR rows vectorised by
 * the compiler. */
int SB_KNAME(avx2, trsm_r_ukr)(sb_dim m, sb_dim n, const void *d, const void *w, sb_dim ldw,
                               void *x, void *c, sb_dim ldc, int flags)
{
    return sb_trsm_rtile(MR, NR, m, n, d, w, ldw, x, c, ldc, flags);
}
#endif
