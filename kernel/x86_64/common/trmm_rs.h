/*
 * The x86-64 small right-side TRMM kernels (kernel/kernel.h, trmm_rs; avx512/ and avx2/
 * trmm_rs_t.c), real types: B := alpha B U in place, U an order-n triangle read where it
 * is stored, through any strides, straight from the caller's matrix.  B's rows go in
 * strips of up to two vectors (a last partial vector masked); each strip's columns in
 * groups of NJ_MAX, each group's 2 x NJ_MAX accumulators summing its columns' products in
 * k order over their whole range before the group is stored: for U lower (column j reads
 * B's columns p >= j) the groups run left to right, for U upper right to left, so a group
 * reads no column a group before it has written.  The diagonal block of a group is
 * unrolled with each column's range known at compile time: no zeros multiplied and
 * nothing copied (the driver's small path copied each diagonal triangle to the stack for
 * gemm_small: a third of strmm side R 16, perf).  Each element's sum: its products in
 * ascending p, one FMA each, from zero (the unit diagonal's term an FMA by 1), then alpha
 * times it: the bits gemm_small gives on U with zeros outside the triangle, for finite B.
 *
 * Include once, after sb/type.h, with the set's vec, vmask (a partial vector's lanes),
 * VL (lanes), V_LOADF(p) / V_STOREF(p, v) (whole vectors), V_LOADM(k, p) / V_STOREM(p,
 * k, v) (the lanes of k; the others read as zero, not written), V_MASK(r) (the first r
 * lanes), V_SET1, V_MUL, V_FMA(a, b, c) (a b + c) and V_ZERO; then define the set's
 * trmm_rs as a call of trmm_rs_body.
 */
#ifndef SB_KERNEL_X86_TRMM_RS_H
#define SB_KERNEL_X86_TRMM_RS_H

#include "kernel/kernel.h"

#define NJ_MAX 6   /* columns per group: 2 x 6 accumulators, 2 loads of B and 6 broadcasts
                    * of U per 12 FMAs (AVX2: 15 of the 16 registers) */

/* B's row p in the strip: NV vectors at bp, the last one's lanes km where part */
static inline __attribute__((always_inline)) void
load_row(const int NV, const int part, vec x[2], const SB_T *bp, vmask km)
{
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++)
        x[v] = part && v == NV - 1 ? V_LOADM(km, bp + v * VL) : V_LOADF(bp + v * VL);
}

/* Every column of the group takes row p: acc[v][c] += x[v] U(p, j0 + c), U's row p at
 * up, its columns cs apart */
static inline __attribute__((always_inline)) void
full_row(const int NV, const int part, const int NJ, vec acc[2][NJ_MAX], const SB_T *bp,
         vmask km, const SB_T *up, sb_dim cs)
{
    vec x[2];
    load_row(NV, part, x, bp, km);
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++) {
        const vec e = V_SET1(up[c * cs]);
#pragma GCC unroll 16
        for (int v = 0; v < NV; v++) acc[v][c] = V_FMA(x[v], e, acc[v][c]);
    }
}

/* What every group of a call shares */
typedef struct {
    sb_dim n, rs, cs, ldb;
    SB_T alpha;
    const SB_T *u;
} rs_args;

/*
 * Columns [j0, j0 + NJ) of a strip of NV vectors (rows at b; where part, the last
 * vector's lanes km), computed whole, then stored.  U(p, j) at u[p rs + j cs]; up: U
 * upper (column j reads p <= j), else lower (p >= j); unit: U(j, j) taken as 1.
 */
static inline __attribute__((always_inline)) void
group(const int NV, const int part, const int NJ, const int up, const int unit,
      const rs_args *g, SB_T *b, vmask km, sb_dim j0)
{
    const sb_dim rs = g->rs, cs = g->cs, ldb = g->ldb;
    vec acc[2][NJ_MAX];
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++)
#pragma GCC unroll 16
        for (int c = 0; c < NJ; c++) acc[v][c] = V_ZERO;
    const SB_T *uj = g->u + j0 * cs;   /* U(p, j0 + c) at uj[p rs + c cs] */
    /* upper: the rows above the diagonal block, then the block (p = j0 + d); lower: the
     * block, then the rows below it: p ascending either way */
    if (up)
        for (sb_dim p = 0; p < j0; p++)
            full_row(NV, part, NJ, acc, b + p * ldb, km, uj + p * rs, cs);
#pragma GCC unroll 16
    for (int d = 0; d < NJ; d++) {
        const sb_dim p = j0 + d;
        vec x[2];
        load_row(NV, part, x, b + p * ldb, km);
#pragma GCC unroll 16
        for (int c = 0; c < NJ; c++) {
            /* column j0 + c takes row p where p >= j0 + c (lower) or p <= j0 + c (upper) */
            if (up ? d > c : d < c) continue;
            const vec e = d == c && unit ? V_SET1((SB_T)1) : V_SET1(uj[p * rs + c * cs]);
#pragma GCC unroll 16
            for (int v = 0; v < NV; v++) acc[v][c] = V_FMA(x[v], e, acc[v][c]);
        }
    }
    if (!up)
        for (sb_dim p = j0 + NJ; p < g->n; p++)
            full_row(NV, part, NJ, acc, b + p * ldb, km, uj + p * rs, cs);
    const vec va = V_SET1(g->alpha);
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++) {
        SB_T *bc = b + (j0 + c) * ldb;
#pragma GCC unroll 16
        for (int v = 0; v < NV; v++) {
            const vec y = g->alpha == (SB_T)1 ? acc[v][c] : V_MUL(va, acc[v][c]);
            if (part && v == NV - 1) V_STOREM(bc + v * VL, km, y);
            else V_STOREF(bc + v * VL, y);
        }
    }
}

/* a strip of NV vectors, its groups in the order that keeps B's columns readable */
static inline __attribute__((always_inline)) void
strip(const int NV, const int part, const int up, const int unit, const rs_args *g, SB_T *b,
      vmask km)
{
    const sb_dim full = g->n / NJ_MAX * NJ_MAX, rem = g->n - full;
#define GROUP(NJ, j0) group(NV, part, NJ, up, unit, g, b, km, j0)
#define REM(j0)                                                                        \
    switch (rem) {                                                                     \
    case 1: GROUP(1, j0); break;                                                       \
    case 2: GROUP(2, j0); break;                                                       \
    case 3: GROUP(3, j0); break;                                                       \
    case 4: GROUP(4, j0); break;                                                       \
    case 5: GROUP(5, j0); break;                                                       \
    default: break;                                                                    \
    }
    if (up) {   /* right to left: the partial group (the last columns) first */
        REM(full);
        for (sb_dim j0 = full - NJ_MAX; j0 >= 0; j0 -= NJ_MAX) GROUP(NJ_MAX, j0);
    } else {
        for (sb_dim j0 = 0; j0 < full; j0 += NJ_MAX) GROUP(NJ_MAX, j0);
        REM(full);
    }
#undef REM
#undef GROUP
}

/* whole strips of two vectors, then the rest: one or two vectors, the last partial */
static inline __attribute__((always_inline)) void
strips(const int up, const int unit, sb_dim m, const rs_args *g, SB_T *b)
{
    const vmask none = V_MASK(0);
    sb_dim i = 0;
    for (; i + 2 * VL <= m; i += 2 * VL) strip(2, 0, up, unit, g, b + i, none);
    const sb_dim r = m - i;
    if (r == VL) strip(1, 0, up, unit, g, b + i, none);
    else if (r > VL) strip(2, 1, up, unit, g, b + i, V_MASK(r - VL));
    else if (r > 0) strip(1, 1, up, unit, g, b + i, V_MASK(r));
}

static inline void trmm_rs_body(sb_dim m, sb_dim n, const void *alpha, const void *u,
                                sb_dim rs_u, sb_dim cs_u, int flags, void *b, sb_dim ldb)
{
    const rs_args g = {n, rs_u, cs_u, ldb, *(const SB_T *)alpha, u};
    const int up = (flags & SB_TRMM_RS_UPPER) != 0, unit = (flags & SB_TRMM_RS_UNIT) != 0;
    if (up) {
        if (unit) strips(1, 1, m, &g, b);
        else strips(1, 0, m, &g, b);
    } else {
        if (unit) strips(0, 1, m, &g, b);
        else strips(0, 0, m, &g, b);
    }
}

#endif
