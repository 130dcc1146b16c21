/*
 * The AVX-512 small right-side TRMM kernel (kernel/kernel.h, trmm_rs), real types:
 * B := alpha B U in place, U an order-n triangle read where it is stored, through any
 * strides, straight from the caller's matrix.  B's rows go in strips of up to two vectors
 * (the last masked); each strip's columns in groups of NJ, each group's NV x NJ
 * accumulators summing its columns' products in k order over their whole range before
 * the group is stored: for U lower (column j reads B's columns p >= j) the groups run
 * left to right, for U upper right to left, so a group reads no column a group before it
 * has written.  The diagonal NJ x NJ block of a group is unrolled with each column's
 * range known at compile time: no zeros multiplied and nothing copied (the driver's
 * small path copied each diagonal triangle to the stack for gemm_small: a third of strmm
 * side R 16, perf).  Each element's sum: its products in ascending p, one FMA each, from
 * zero (the unit diagonal's term an FMA by 1), then alpha times it: the bits gemm_small
 * gives on U with zeros outside the triangle, for finite B.
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/x86_64/avx512/avx512.h"

#if !SB_COMPLEX
#if SB_TYPE_D
typedef __m512d vec;
typedef __mmask8 vmask;
#define VL 8
#define V_LOAD(k, p) _mm512_maskz_loadu_pd(k, p)
#define V_STORE(p, k, v) _mm512_mask_storeu_pd(p, k, v)
#define V_SET1(x) _mm512_set1_pd(x)
#define V_MUL(a, b) _mm512_mul_pd(a, b)
#define V_FMA(a, b, c) _mm512_fmadd_pd(a, b, c)
#define V_ZERO _mm512_setzero_pd()
#else
typedef __m512 vec;
typedef __mmask16 vmask;
#define VL 16
#define V_LOAD(k, p) _mm512_maskz_loadu_ps(k, p)
#define V_STORE(p, k, v) _mm512_mask_storeu_ps(p, k, v)
#define V_SET1(x) _mm512_set1_ps(x)
#define V_MUL(a, b) _mm512_mul_ps(a, b)
#define V_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define V_ZERO _mm512_setzero_ps()
#endif

#define NJ_MAX 6   /* columns per group: 2 x 6 accumulators, 2 loads of B and 6 broadcasts
                    * of U per 12 FMAs */

/* B's row p in the strip (NV vectors at bp, the last one's lanes km) */
static inline __attribute__((always_inline)) void
load_row(const int NV, vec x[2], const SB_T *bp, vmask km)
{
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++) x[v] = V_LOAD(v == NV - 1 ? km : (vmask)~0u, bp + v * VL);
}

/* Every column of the group takes row p: acc[v][c] += x[v] U(p, j0 + c), U's row p at
 * up, its columns cs apart */
static inline __attribute__((always_inline)) void
full_row(const int NV, const int NJ, vec acc[2][NJ_MAX], const SB_T *bp, vmask km,
         const SB_T *up, sb_dim cs)
{
    vec x[2];
    load_row(NV, x, bp, km);
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++) {
        const vec e = V_SET1(up[c * cs]);
#pragma GCC unroll 16
        for (int v = 0; v < NV; v++) acc[v][c] = V_FMA(x[v], e, acc[v][c]);
    }
}

/*
 * Columns [j0, j0 + NJ) of a strip of NV vectors (rows at b, the last vector's lanes km),
 * computed whole, then stored.  U(p, j) at u[p rs + j cs]; up: U upper (column j reads
 * p <= j), else lower (p >= j); unit: U(j, j) taken as 1.
 */
static inline __attribute__((always_inline)) void
group(const int NV, const int NJ, const int up, const int unit, sb_dim n, SB_T alpha,
      const SB_T *u, sb_dim rs, sb_dim cs, SB_T *b, sb_dim ldb, vmask km, sb_dim j0)
{
    vec acc[2][NJ_MAX];
#pragma GCC unroll 16
    for (int v = 0; v < NV; v++)
#pragma GCC unroll 16
        for (int c = 0; c < NJ; c++) acc[v][c] = V_ZERO;
    const SB_T *uj = u + j0 * cs;   /* U(p, j0 + c) at uj[p rs + c cs] */
    /* upper: the rows above the diagonal block, then the block (p = j0 + d); lower: the
     * block, then the rows below it: p ascending either way */
    if (up)
        for (sb_dim p = 0; p < j0; p++) full_row(NV, NJ, acc, b + p * ldb, km, uj + p * rs, cs);
#pragma GCC unroll 16
    for (int d = 0; d < NJ; d++) {
        const sb_dim p = j0 + d;
        vec x[2];
        load_row(NV, x, b + p * ldb, km);
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
        for (sb_dim p = j0 + NJ; p < n; p++)
            full_row(NV, NJ, acc, b + p * ldb, km, uj + p * rs, cs);
    const vec va = V_SET1(alpha);
#pragma GCC unroll 16
    for (int c = 0; c < NJ; c++) {
        SB_T *bc = b + (j0 + c) * ldb;
#pragma GCC unroll 16
        for (int v = 0; v < NV; v++) {
            const vec y = alpha == (SB_T)1 ? acc[v][c] : V_MUL(va, acc[v][c]);
            V_STORE(bc + v * VL, v == NV - 1 ? km : (vmask)~0u, y);
        }
    }
}

/* a strip of NV vectors, its groups in the order that keeps B's columns readable */
static inline __attribute__((always_inline)) void
strip(const int NV, const int up, const int unit, sb_dim n, SB_T alpha, const SB_T *u,
      sb_dim rs, sb_dim cs, SB_T *b, sb_dim ldb, vmask km)
{
    const sb_dim full = n / NJ_MAX * NJ_MAX, rem = n - full;
#define GROUP(NJ, j0) group(NV, NJ, up, unit, n, alpha, u, rs, cs, b, ldb, km, j0)
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

static inline __attribute__((always_inline)) void
strips(const int up, const int unit, sb_dim m, sb_dim n, SB_T alpha, const SB_T *u,
       sb_dim rs, sb_dim cs, SB_T *b, sb_dim ldb)
{
    const vmask kf = (vmask)~0u;
    sb_dim i = 0;
    for (; i + 2 * VL <= m; i += 2 * VL) strip(2, up, unit, n, alpha, u, rs, cs, b + i, ldb, kf);
    const sb_dim r = m - i;
    if (r > VL) {
        strip(2, up, unit, n, alpha, u, rs, cs, b + i, ldb, (vmask)((1u << (r - VL)) - 1));
    } else if (r > 0) {
        const vmask km = r == VL ? kf : (vmask)((1u << r) - 1);
        strip(1, up, unit, n, alpha, u, rs, cs, b + i, ldb, km);
    }
}

void SB_KNAME(avx512, trmm_rs)(sb_dim m, sb_dim n, const void *alpha_, const void *u_,
                                sb_dim rs_u, sb_dim cs_u, int flags, void *b_, sb_dim ldb)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *u = u_;
    SB_T *b = b_;
    const int up = (flags & SB_TRMM_RS_UPPER) != 0, unit = (flags & SB_TRMM_RS_UNIT) != 0;
    if (up) {
        if (unit) strips(1, 1, m, n, alpha, u, rs_u, cs_u, b, ldb);
        else strips(1, 0, m, n, alpha, u, rs_u, cs_u, b, ldb);
    } else {
        if (unit) strips(0, 1, m, n, alpha, u, rs_u, cs_u, b, ldb);
        else strips(0, 0, m, n, alpha, u, rs_u, cs_u, b, ldb);
    }
}
#else
typedef int sb_trmm_rs_complex_unused;   /* real types only */
#endif
