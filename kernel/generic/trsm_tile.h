/*
 * The TRSM tile solve of the kernel contract (kernel/kernel.h, trsm_ukr), written once for
 * a given MR x NR.  Type-generic: include after sb/type.h.  Kernel sets call it with their
 * MR and NR as constants, so that the compiler unrolls and vectorises the loops along j
 * for the set's ISA (a full tile, m == MR, is unrolled whole and stays in registers); the
 * level-3 driver calls it with the active set's sizes when a set has no trsm_ukr.
 */
#ifndef SB_KERNEL_TRSM_TILE_H
#define SB_KERNEL_TRSM_TILE_H

#include "kernel/kernel.h"

/* Is an element of the m x n column-major tile w (complex: either part) an Inf or a NaN?
 * (SB_TRSM_CHECK, kernel.h)  v * 0 is 0 for a finite v, NaN otherwise, and a NaN added
 * stays: the products go into 64 bytes of independent lanes (one vector or two; no sum
 * reassociated), added up once at the end.  A column's tail past whole lanes (partial
 * tiles only) goes into lane 0. */
static inline __attribute__((always_inline)) int
sb_trsm_nonfinite(const sb_dim m, const sb_dim n, const SB_T *w, sb_dim ldw)
{
    enum { L = 64 / sizeof(SB_R) };
    const sb_dim len = m * (SB_COMPLEX ? 2 : 1), ld = ldw * (SB_COMPLEX ? 2 : 1);
    const SB_R *r = (const SB_R *)w;
    SB_R acc[L] = {0};
    for (sb_dim j = 0; j < n; j++) {
        const SB_R *c = r + j * ld;
        sb_dim i = 0;
        for (; i + L <= len; i += L)
#pragma GCC unroll 16
            for (int l = 0; l < L; l++) acc[l] += c[i + l] * (SB_R)0;
        for (; i < len; i++) acc[0] += c[i] * (SB_R)0;
    }
    SB_R s = 0;
    for (int l = 0; l < L; l++) s += acc[l];
    return s != s;
}

/* The right-hand side into x's rows 0 .. m-1 (kernel.h): x + w, or w alone (wrhs: the
 * padding columns n .. NR-1 zero); w's columns j < n only (w may be C's tile itself). */
static inline __attribute__((always_inline)) void
sb_trsm_rhs(const int NR, const sb_dim m, const sb_dim n, const SB_T *w, sb_dim ldw,
            SB_T *restrict x, const int wrhs)
{
    if (!w) return;
    for (sb_dim i = 0; i < m; i++)
        for (int j = 0; j < NR; j++) {
            const SB_T v = j < n ? w[i + j * ldw] : (SB_T)0;
            x[i * NR + j] = wrhs ? v : x[i * NR + j] + v;
        }
}

/* Rows 0 .. m-1 of x, solved in place (see trsm_ukr in kernel.h). */
static inline __attribute__((always_inline)) void
sb_trsm_rows(const int MR, const int NR, const sb_dim m, const SB_T *restrict d,
             SB_T *restrict x, int upper)
{
    for (sb_dim s = 0; s < m; s++) {
        const sb_dim i = upper ? m - 1 - s : s;
        const SB_T inv = d[i * MR + i];   /* the reciprocal (kernel.h) */
        SB_T v[NR];   /* the solved row, in registers: the rows below cannot alias it */
        for (int j = 0; j < NR; j++) v[j] = x[i * NR + j] * inv;
        for (int j = 0; j < NR; j++) x[i * NR + j] = v[j];
        /* the rows still to solve: below i (lower) or above it (upper) */
        const sb_dim q0 = upper ? 0 : i + 1, q1 = upper ? i : m;
        for (sb_dim q = q0; q < q1; q++) {
            const SB_T f = d[i * MR + q];
            for (int j = 0; j < NR; j++) x[q * NR + j] -= f * v[j];
        }
    }
}

/* The whole tile, m == MR, with constant trip counts: unrolled, in registers. */
static inline __attribute__((always_inline)) void
sb_trsm_full(const int MR, const int NR, const SB_T *restrict d, SB_T *restrict x,
             int upper)
{
    SB_T t[MR][NR], inv[MR];
    /* the diagonal holds the reciprocals (kernel.h) */
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++) inv[i] = d[i * MR + i];
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
#pragma GCC unroll 16
        for (int j = 0; j < NR; j++) t[i][j] = x[i * NR + j];
#pragma GCC unroll 32
    for (int s = 0; s < MR; s++) {
        const int i = upper ? MR - 1 - s : s;
#pragma GCC unroll 16
        for (int j = 0; j < NR; j++) t[i][j] *= inv[i];
#pragma GCC unroll 32
        for (int q = 0; q < MR; q++) {
            if (upper ? q >= i : q <= i) continue;
            const SB_T f = d[i * MR + q];
#pragma GCC unroll 16
            for (int j = 0; j < NR; j++) t[q][j] -= f * t[i][j];
        }
    }
#pragma GCC unroll 32
    for (int i = 0; i < MR; i++)
#pragma GCC unroll 16
        for (int j = 0; j < NR; j++) x[i * NR + j] = t[i][j];
}

/* The solved m x n tile of x (one micropanel, rows NR apart) into C. */
static inline __attribute__((always_inline)) void
sb_trsm_put(const int NR, sb_dim m, sb_dim n, const SB_T *restrict x, SB_T *restrict c,
            sb_dim rs_c, sb_dim cs_c)
{
    for (sb_dim j = 0; j < n; j++)
        for (sb_dim i = 0; i < m; i++) c[i * rs_c + j * cs_c] = x[i * NR + j];
}

static inline __attribute__((always_inline)) int
sb_trsm_tile(const int MR, const int NR, sb_dim m, sb_dim n, const SB_T *restrict d,
             const SB_T *w, sb_dim ldw, SB_T *restrict x, SB_T *c, sb_dim rs_c, sb_dim cs_c,
             int flags)
{
    const int upper = flags & SB_TRSM_UPPER;
    if ((flags & SB_TRSM_CHECK) && sb_trsm_nonfinite(m, n, w, ldw)) return 1;
    if (flags & SB_TRSM_W_RHS) sb_trsm_rhs(NR, m, n, w, ldw, x, 1);
    else sb_trsm_rhs(NR, m, n, w, ldw, x, 0);
    /* the unrolled full tile when its rows fit the vector registers (one 64-byte vector
     * or less per row: NR * sizeof(SB_T) a power of two up to 64 bytes) */
    const int row_bytes = NR * (int)sizeof(SB_T);
    if (m == MR && row_bytes <= 64 && (row_bytes & (row_bytes - 1)) == 0) {
        if (upper) sb_trsm_full(MR, NR, d, x, 1);
        else sb_trsm_full(MR, NR, d, x, 0);
    } else {
        sb_trsm_rows(MR, NR, m, d, x, upper);
    }
    sb_trsm_put(NR, m, n, x, c, rs_c, cs_c);
    return 0;
}

/*
 * The right-side tile solve of the kernel contract (kernel.h, trsm_r_ukr) for a given
 * MR x NR: X U = W for an m x n tile (m <= MR, n <= NR), columns in solve order, each
 * column a vector of rows contiguous in w, x and C, so the loops along the rows vectorise
 * with no transposition.  Every tile computes all MR rows (those past m zeros, never
 * stored to C), with constant trip counts: a row's arithmetic is the same in a partial
 * tile as in a full one (a vectorised and a scalar loop may contract complex products
 * into FMAs differently).
 */
static inline __attribute__((always_inline)) int
sb_trsm_rtile(const int MR, const int NR, sb_dim m, sb_dim n, const SB_T *restrict d,
              const SB_T *w, sb_dim ldw, SB_T *restrict x, SB_T *c, sb_dim ldc, int flags)
{
    const int upper = flags & SB_TRSM_UPPER;
    if ((flags & SB_TRSM_CHECK) && sb_trsm_nonfinite(m, n, w, ldw)) return 1;
    SB_T t[NR][MR];
    for (sb_dim j = 0; j < n; j++)
        for (int i = 0; i < MR; i++) t[j][i] = i < m ? w[i + j * ldw] : (SB_T)0;
    for (sb_dim s = 0; s < n; s++) {
        const sb_dim j = upper ? s : n - 1 - s;
        const SB_T inv = d[j * NR + j];   /* the reciprocal (kernel.h) */
        for (int i = 0; i < MR; i++) t[j][i] *= inv;
        /* the columns still to solve: after j (upper), before it (lower) */
        const sb_dim q0 = upper ? j + 1 : 0, q1 = upper ? n : j;
        for (sb_dim q = q0; q < q1; q++) {
            const SB_T f = d[j * NR + q];
            for (int i = 0; i < MR; i++) t[q][i] -= f * t[j][i];
        }
    }
    for (sb_dim j = 0; j < n; j++) {
        for (int i = 0; i < MR; i++) x[j * MR + i] = t[j][i];   /* rows past m: zeros */
        for (sb_dim i = 0; i < m; i++) c[i + j * ldc] = t[j][i];
    }
    return 0;
}

#endif
