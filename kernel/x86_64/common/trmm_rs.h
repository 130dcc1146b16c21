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
 * lanes), V_SET1, V_MUL, V_FMA(a, b, c) (a b + c) and V_ZERO (and those trmm_ls needs,
 * below); then SB_X86_TRMM_ENTRIES(set) defines the set's two entries.
 */
#ifndef SB_KERNEL_X86_TRMM_RS_H
#define SB_KERNEL_X86_TRMM_RS_H

#include "kernel/kernel.h"

#define NJ_MAX 6   /* columns per group: 2 x 6 accumulators, 2 loads of B and 6 broadcasts
                    * of U per 12 FMAs (AVX2: 15 of the 16 registers) */

/* CALL(NJ) with NJ = rem (1 .. NJ_MAX - 1) a compile-time constant: a last partial group */
#define NJ_SWITCH(rem, CALL)                                                               \
    switch (rem) {                                                                         \
    case 1: CALL(1); break;                                                                \
    case 2: CALL(2); break;                                                                \
    case 3: CALL(3); break;                                                                \
    case 4: CALL(4); break;                                                                \
    case 5: CALL(5); break;                                                                \
    default: break;                                                                        \
    }

/* B's row p in the strip: NV vectors at bp, the last one's lanes km where part */
static inline __attribute__((always_inline)) void
load_row(const int NV, const int part, vec x[2], const SB_T *bp, vmask km)
{
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++)
        x[v] = part && v == NV - 1 ? V_LOADM(km, bp + v * VL) : V_LOADF(bp + v * VL);
}

/* acc[v][c] += x[v] e[c cs] for the group's NJ columns and vectors [V0, V1) */
static inline __attribute__((always_inline)) void
fma_vecs(const int V0, const int V1, const int NJ, vec acc[2][NJ_MAX], const vec x[2],
         const SB_T *e, sb_dim cs)
{
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++) {
        const vec ec = V_SET1(e[c * cs]);
#pragma GCC unroll 16
        for (int v = V0; v < V1; v++) acc[v][c] = V_FMA(x[v], ec, acc[v][c]);
    }
}
#define fma_cols(NV, NJ, acc, x, e, cs) fma_vecs(0, NV, NJ, acc, x, e, cs)

/* One step of every column of the group: the vectors at xp (load_row) times e[c cs]
 * (trmm_rs: B's row p and U's row p; trmm_ls: T's column k and B's row k) */
static inline __attribute__((always_inline)) void
full_row(const int NV, const int part, const int NJ, vec acc[2][NJ_MAX], const SB_T *xp,
         vmask km, const SB_T *e, sb_dim cs)
{
    vec x[2];
    load_row(NV, part, x, xp, km);
    fma_cols(NV, NJ, acc, x, e, cs);
}

/* The group's results: alpha times acc[v][c] into column c at bc + c ldb, NV vectors
 * each (where part, the last one's lanes km) */
static inline __attribute__((always_inline)) void
store_cols(const int NV, const int part, const int NJ, vec acc[2][NJ_MAX], SB_T alpha,
           SB_T *bc, sb_dim ldb, vmask km)
{
    const vec va = V_SET1(alpha);
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++)
#pragma GCC unroll 16
        for (int v = 0; v < NV; v++) {
            const vec y = alpha == (SB_T)1 ? acc[v][c] : V_MUL(va, acc[v][c]);
            if (part && v == NV - 1) V_STOREM(bc + c * ldb + v * VL, km, y);
            else V_STOREF(bc + c * ldb + v * VL, y);
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
    store_cols(NV, part, NJ, acc, g->alpha, b + j0 * ldb, ldb, km);
}

/* a strip of NV vectors, its groups in the order that keeps B's columns readable */
static inline __attribute__((always_inline)) void
strip(const int NV, const int part, const int up, const int unit, const rs_args *g, SB_T *b,
      vmask km)
{
    const sb_dim full = g->n / NJ_MAX * NJ_MAX, rem = g->n - full;
#define GROUP(NJ, j0) group(NV, part, NJ, up, unit, g, b, km, j0)
#define REM_GROUP(NJ) GROUP(NJ, full)
    if (up) {   /* right to left: the partial group (the last columns) first */
        NJ_SWITCH(rem, REM_GROUP);
        for (sb_dim j0 = full - NJ_MAX; j0 >= 0; j0 -= NJ_MAX) GROUP(NJ_MAX, j0);
    } else {
        for (sb_dim j0 = 0; j0 < full; j0 += NJ_MAX) GROUP(NJ_MAX, j0);
        NJ_SWITCH(rem, REM_GROUP);
    }
#undef REM_GROUP
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

/*
 * trmm_ls, the left side: B := alpha T B in place, T column-major (element (i, k) at
 * t[i + k ldt]) and read where it is stored, B's columns in groups of NJ_MAX (each column
 * computed from itself only), each group's rows in strips of up to two vectors from the
 * bottom up where T is lower (a strip's rows read B's rows k <= i) or from the top down
 * where upper.  A strip's rows i0.. take T's columns outside its diagonal block whole
 * and, across the block, the lanes of column k at or below its diagonal (lower) or at or
 * above it (upper) by masked loads, the others zero: T's other triangle is not read, and
 * its zeros meet only finite B (as the copies gemm_small multiplied).  Each element: its
 * products in ascending k from zero, one FMA each, then alpha times it.
 *
 * Also needed from the set: V_MASK_GE(s) (the lanes at or after s; s may be negative or
 * past the vector), V_MASK_LE(s) (at or before s), V_MAND(a, b), V_ONE_AT(v, s) (v with
 * lane s set to 1, for s within the vector) and V_LOADZ(k, p) (as V_LOADM).
 */
/* Steps k = i0 + d, d in [d0, d1), of a strip's diagonal block, vectors [V0, V1) */
static inline __attribute__((always_inline)) void
ls_diag(const int NV, const int part, const int NJ, const int V0, const int V1, const int up,
        const int unit, vec acc[2][NJ_MAX], const SB_T *t, sb_dim ldt, const SB_T *b,
        sb_dim ldb, sb_dim i0, sb_dim d0, sb_dim d1, vmask km)
{
    for (sb_dim d = d0; d < d1; d++) {
        vec x[2];
#pragma GCC unroll 16
        for (int v = V0; v < V1; v++) {
            const sb_dim s = d - v * VL;   /* the diagonal's lane in vector v */
            vmask k = up ? V_MASK_LE(unit ? s - 1 : s) : V_MASK_GE(unit ? s + 1 : s);
            if (part && v == NV - 1) k = V_MAND(k, km);
            x[v] = V_LOADZ(k, t + i0 + v * VL + (i0 + d) * ldt);
            if (unit && s >= 0 && s < VL) x[v] = V_ONE_AT(x[v], s);
        }
        fma_vecs(V0, V1, NJ, acc, x, b + i0 + d, ldb);
    }
}

static inline __attribute__((always_inline)) void
ls_group(const int NV, const int part, const int NJ, const int up, const int unit,
         sb_dim m, SB_T alpha, const SB_T *t, sb_dim ldt, SB_T *b, sb_dim ldb, sb_dim i0,
         sb_dim rows, vmask km)
{
    vec acc[2][NJ_MAX];
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++)
#pragma GCC unroll 16
        for (int c = 0; c < NJ; c++) acc[v][c] = V_ZERO;
    /* column k of T outside the block, whole (rows i0.. of the strip), times B's row k */
#define LS_FULL(k) full_row(NV, part, NJ, acc, t + i0 + (k) * ldt, km, b + (k), ldb)
    if (!up)
        for (sb_dim k = 0; k < i0; k++) LS_FULL(k);
    /* the diagonal block: k = i0 + d takes lanes i - i0 >= d (lower) or <= d (upper);
     * with two vectors, where one holds none of them (lower: the first for d >= VL;
     * upper: the second for d < VL) it is left out */
    if (NV == 1) {
        ls_diag(1, part, NJ, 0, 1, up, unit, acc, t, ldt, b, ldb, i0, 0, rows, km);
    } else if (!up) {
        ls_diag(2, part, NJ, 0, 2, 0, unit, acc, t, ldt, b, ldb, i0, 0, VL, km);
        ls_diag(2, part, NJ, 1, 2, 0, unit, acc, t, ldt, b, ldb, i0, VL, rows, km);
    } else {
        ls_diag(2, part, NJ, 0, 1, 1, unit, acc, t, ldt, b, ldb, i0, 0, VL, km);
        ls_diag(2, part, NJ, 0, 2, 1, unit, acc, t, ldt, b, ldb, i0, VL, rows, km);
    }
    if (up)
        for (sb_dim k = i0 + rows; k < m; k++) LS_FULL(k);
#undef LS_FULL
    store_cols(NV, part, NJ, acc, alpha, b + i0, ldb, km);
}

/* columns [0, NJ) of B (at b): every strip, bottom up (lower) or top down (upper) */
static inline __attribute__((always_inline)) void
ls_cols(const int NJ, const int up, const int unit, sb_dim m, SB_T alpha, const SB_T *t,
        sb_dim ldt, SB_T *b, sb_dim ldb)
{
    const sb_dim whole = m / (2 * VL), r = m - whole * 2 * VL;
    const vmask none = V_MASK_GE(0);
#define LS_GROUP(NV, part, i0, rows, km)                                                   \
    ls_group(NV, part, NJ, up, unit, m, alpha, t, ldt, b, ldb, i0, rows, km)
    /* the partial strip (rows [whole 2 VL, m)) is the last: first where T is lower */
#define LS_PART                                                                            \
    do {                                                                                   \
        const sb_dim i0 = whole * 2 * VL;                                                  \
        if (r == VL)                                                                       \
            LS_GROUP(1, 0, i0, r, none);                                                   \
        else if (r > VL)                                                                   \
            LS_GROUP(2, 1, i0, r, V_MASK_LE(r - VL - 1));                                  \
        else if (r > 0)                                                                    \
            LS_GROUP(1, 1, i0, r, V_MASK_LE(r - 1));                                       \
    } while (0)
    if (!up) LS_PART;
    for (sb_dim q = 0; q < whole; q++) {
        const sb_dim i0 = (up ? q : whole - 1 - q) * 2 * VL;
        LS_GROUP(2, 0, i0, 2 * VL, none);
    }
    if (up) LS_PART;
#undef LS_PART
#undef LS_GROUP
}

static inline __attribute__((always_inline)) void
ls_all(const int up, const int unit, sb_dim m, sb_dim n, SB_T alpha, const SB_T *t,
       sb_dim ldt, SB_T *b, sb_dim ldb)
{
    sb_dim j = 0;
    for (; j + NJ_MAX <= n; j += NJ_MAX)
        ls_cols(NJ_MAX, up, unit, m, alpha, t, ldt, b + j * ldb, ldb);
#define LS_COLS(NJ) ls_cols(NJ, up, unit, m, alpha, t, ldt, b + j * ldb, ldb)
    NJ_SWITCH(n - j, LS_COLS);
#undef LS_COLS
}

static inline void trmm_ls_body(sb_dim m, sb_dim n, const void *alpha_, const void *t,
                                sb_dim ldt, int flags, void *b, sb_dim ldb)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const int up = (flags & SB_TRMM_K_UPPER) != 0, unit = (flags & SB_TRMM_K_UNIT) != 0;
    if (up) {
        if (unit) ls_all(1, 1, m, n, alpha, t, ldt, b, ldb);
        else ls_all(1, 0, m, n, alpha, t, ldt, b, ldb);
    } else {
        if (unit) ls_all(0, 1, m, n, alpha, t, ldt, b, ldb);
        else ls_all(0, 0, m, n, alpha, t, ldt, b, ldb);
    }
}

static inline void trmm_rs_body(sb_dim m, sb_dim n, const void *alpha, const void *u,
                                sb_dim rs_u, sb_dim cs_u, int flags, void *b, sb_dim ldb)
{
    const rs_args g = {n, rs_u, cs_u, ldb, *(const SB_T *)alpha, u};
    const int up = (flags & SB_TRMM_K_UPPER) != 0, unit = (flags & SB_TRMM_K_UNIT) != 0;
    if (up) {
        if (unit) strips(1, 1, m, &g, b);
        else strips(1, 0, m, &g, b);
    } else {
        if (unit) strips(0, 1, m, &g, b);
        else strips(0, 0, m, &g, b);
    }
}

/* The set's two entries (kernel.h: trmm_rs, trmm_ls), named for the set */
#define SB_X86_TRMM_ENTRIES(set)                                                           \
    void SB_KNAME(set, trmm_rs)(sb_dim m, sb_dim n, const void *alpha, const void *u,       \
                                sb_dim rs_u, sb_dim cs_u, int flags, void *b, sb_dim ldb)   \
    {                                                                                      \
        trmm_rs_body(m, n, alpha, u, rs_u, cs_u, flags, b, ldb);                           \
    }                                                                                      \
    void SB_KNAME(set, trmm_ls)(sb_dim m, sb_dim n, const void *alpha, const void *t,       \
                                sb_dim ldt, int flags, void *b, sb_dim ldb)                 \
    {                                                                                      \
        trmm_ls_body(m, n, alpha, t, ldt, flags, b, ldb);                                  \
    }

#endif
