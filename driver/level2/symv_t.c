/*
 * Symmetric (s, d) / Hermitian (c, z) matrix-vector products in full, band and packed
 * storage: SYMV SBMV SPMV / HEMV HBMV HPMV,  y := alpha * A * x + beta * y,
 * with A given by one stored triangle.  One loop over sb_l2shape serves all six.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"
#include "driver/bufcache.h"

/*
 * Column j of the stored triangle holds a(i, j) for the off-diagonal rows i and the
 * diagonal a(j, j).  Each off-diagonal element is used twice, as a(i, j) and as
 * a(j, i) = conj(a(i, j)):  y(i) += alpha x(j) a(i, j)  (an axpy down the column) and
 * y(j) += alpha sum conj(a(i, j)) x(i)  (a dot down the same column).  The Hermitian
 * diagonal is real: its imaginary part is not read.  With cj the matrix is conj(A):
 * the two roles of conjugation swap.
 */
/* real columns of at most SY_SHORT off-diagonal elements are done inline */
enum { SY_SHORT = 8 };
/* The narrowest block of fewer than 8 columns that goes to the set's symv_rt, with its
 * lanes masked, rather than to the driver's short triangle (sy_tri, or sy_cols' loop):
 * for real types only a whole matrix of order < 8, for complex the last block of any.
 * Against sy_cols' loop, one thread, bench A/B both slot orders (Intel Xeon model 0xa7,
 * 2026-12-06; sy_team's call saved in both): n = 4 / 5 / 7 ssymv 1.26 / 1.37 / 1.63x,
 * dsymv 1.25 / 1.25 / 1.42x, chemv 1.08 / 1.18 / 1.42x, zhemv 1.06 / 1.04 / 1.17x; at
 * n = 1 / 2 0.83-0.93x for c and z (d at 1 too); so real from 3 and complex from 6
 * (zhemv 4 / 5 gained less than the team call alone; sy_tri is faster there, 1.17-1.19x
 * that loop).  s and d 12 / 100 / 101 (a last block of 4 or 5)
 * measured 1.00-1.03x -- and there LAPACK's DST test 83 (d-sep, d-se2: clustered
 * eigenvalues, n = 20, its last block 4 wide) landed at 193 against 50, so the real
 * types keep the driver's triangle for a last block. */
enum { SY_RT_MIN = SB_COMPLEX ? 6 : 3 };

static void SB_NAME(sy_cols)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_TA ta_alpha,
                             const SB_T *a, const SB_T *x0, sb_dim incx, SB_T *y0, sb_dim incy,
                             sb_dim j0, sb_dim j1)
{
    SB_T alpha = SB_VAL(ta_alpha);
    for (sb_dim j = j0; j < j1; j++) {
        const SB_T *col = a + sb_l2_off(s, j);
        sb_dim lo, hi;
        sb_l2_offdiag(s, uplo, j, &lo, &hi);
        const SB_T t1 = alpha * x0[j * incx];
        SB_T t2 = 0;
        if ((SB_COMPLEX && !SB_L2_CX_INLINE) || hi - lo + 1 > SY_SHORT) {
            SB_NAME(l2_axpy)(hi - lo + 1, t1, col + lo, 1, y0 + lo * incy, incy, cj);
            t2 = SB_NAME(l2_dot)(hi - lo + 1, col + lo, 1, x0 + lo * incx, incx, !cj);
        } else {
            /* a short column (the small triangles of sy_blocked): inline, without two
             * kernel calls per column.  Complex columns only where SB_L2_CX_INLINE
             * (l2core.h): the axpy kernel's uncontracted complex products are what
             * LAPACK's ZST tests need (an inline loop, contracted, failed one of them) */
            for (sb_dim i = lo; i <= hi; i++) {
                y0[i * incy] += t1 * SB_CONJ_IF(cj, col[i]);
                t2 += SB_CONJ_IF(!cj, col[i]) * x0[i * incx];
            }
        }
        y0[j * incy] += t1 * SB_RE(col[j]) + alpha * t2;
    }
}

/* Where sy_cols computes a short complex column inline (SB_L2_CX_INLINE), sy_tri may too */
#define SY_TRI (!SB_COMPLEX || SB_L2_CX_INLINE)
#if SY_TRI
/* sy_cols on an nb <= SY_SHORT triangle of a full-storage matrix (cj = 0), unit-stride x
 * and y: the same operations in the same order, unrolled (nb a constant), with the
 * block's y in registers instead of memory, where each y element took up to 7 dependent
 * load-add-store round trips (dsymv n = 300: a quarter of the time in sy_cols; zhemv n =
 * 4, 1.14x with this). */
static inline __attribute__((always_inline)) void
SB_NAME(sy_tri)(const int nb, int lower, SB_T alpha, const SB_T *a, sb_dim lda, const SB_T *x,
                SB_T *y)
{
    SB_T yl[SY_SHORT];
#pragma GCC unroll 8
    for (int c = 0; c < nb; c++) yl[c] = y[c];
#pragma GCC unroll 8
    for (int j = 0; j < nb; j++) {
        const SB_T *col = a + j * lda, t1 = alpha * x[j];
        SB_T t2 = 0;
#pragma GCC unroll 8
        for (int i = 0; i < nb; i++) {
            if (lower ? i <= j : i >= j) continue;   /* the off-diagonal rows, in order */
            yl[i] += t1 * col[i];
            t2 += SB_CONJ(col[i]) * x[i];
        }
        yl[j] += t1 * SB_RE(col[j]) + alpha * t2;
    }
#pragma GCC unroll 8
    for (int c = 0; c < nb; c++) y[c] = yl[c];
}
#endif

/*
 * Full storage (lda given): diagonal blocks of SY_NB columns run the column loop on their
 * own triangle; the rectangle R beside each block (below it for lower, above for upper)
 * is used twice, y(outside) += alpha R x(J) (gemv_n) and y(J) += alpha R^H x(outside)
 * (gemv_t, R^T for real types) -- in one pass when the set has the fused symv_r kernel
 * and x, y are unit stride, else row chunk by row chunk so that the second pass finds the
 * chunk in cache (SY_RB x SY_NB: 128 KiB of doubles, in L2; much shorter chunks would let
 * gemv_t's per-column reductions dominate).  With cj (complex row-major: the matrix is
 * conj(A)) the first product would need conj(R), which the gemv_n kernel has not: the
 * column loop throughout.
 */
enum { SY_NB = 64, SY_RB = 256 };

static void SB_NAME(sy_blocked)(const sb_kernels *k, int fused, sb_uplo uplo, sb_dim n,
                                SB_TA ta_alpha, const SB_T *a, sb_dim lda, const SB_T *x0,
                                sb_dim incx, SB_T *y0, sb_dim incy, sb_dim jb0, sb_dim jb1)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int lower = uplo == SB_LOWER;
    /* fused (sy_mv): with the fused kernel, narrow diagonal blocks: their triangles are
     * short columns done inline, and the rectangles take SY_SHORT columns a call */
    const sb_dim NB = fused ? SY_SHORT : SY_NB;
    for (sb_dim j0 = jb0; j0 < jb1; j0 += NB) {
        const sb_dim j1 = sb_min(jb1, j0 + NB), nb = j1 - j0;
        const sb_l2shape s = sb_l2_tri(uplo, nb, lda);
        if (fused && k->symv_rt &&
            (nb == SY_SHORT || (nb >= SY_RT_MIN && (SB_COMPLEX || n < SY_SHORT)))) {
            /* the whole block column, its diagonal block as vectors (kernel.h); also the
             * last block of fewer columns, down to SY_RT_MIN */
            if (lower)
                k->symv_rt(n - j0, nb, &alpha, a + j0 + j0 * lda, lda, x0 + j0, y0 + j0, 0);
            else
                k->symv_rt(j1, nb, &alpha, a + j0 * lda, lda, x0, y0, 1);
            continue;
        }
        if (fused && SY_TRI && (!SB_COMPLEX || n <= SY_SHORT)) {
            /* unit stride: the triangle unrolled for its width (complex: the whole
             * matrix only; a last block after symv_rt's ran zhemv 12 0.96x the loop) */
            const SB_T *ab = a + j0 + j0 * lda;
            switch (nb) {
#define SY_TRI_CASE(w)                                                                      \
    case w:                                                                                 \
        if (lower) SB_NAME(sy_tri)(w, 1, alpha, ab, lda, x0 + j0, y0 + j0);                 \
        else SB_NAME(sy_tri)(w, 0, alpha, ab, lda, x0 + j0, y0 + j0);                       \
        break
                SY_TRI_CASE(1); SY_TRI_CASE(2); SY_TRI_CASE(3); SY_TRI_CASE(4);
                SY_TRI_CASE(5); SY_TRI_CASE(6); SY_TRI_CASE(7); SY_TRI_CASE(8);
#undef SY_TRI_CASE
            }
        } else
            SB_NAME(sy_cols)(&s, uplo, 0, SB_ARG(alpha), a + j0 + j0 * lda, x0 + j0 * incx, incx,
                             y0 + j0 * incy, incy, 0, nb);
        const sb_dim r0 = lower ? j1 : 0, r1 = lower ? n : j0;
        if (fused && j1 < jb1) {
            /* the next diagonal block, which this rectangle's pass does not reach (lower)
             * or reaches only at its end (upper), fetched while the pass runs rather
             * than missed column by column in the short scalar triangle (sy_tri) */
            const sb_dim nn = sb_min(jb1, j1 + NB) - j1;
            for (sb_dim c = 0; c < nn; c++) {
                const SB_T *col = a + j1 + (j1 + c) * lda;
                __builtin_prefetch(col);
                __builtin_prefetch(col + nn - 1);
            }
        }
        if (fused) {
            /* one pass, whole columns (long streams for the prefetcher) */
            if (r1 > r0)
                k->symv_r(r1 - r0, nb, &alpha, a + r0 + j0 * lda, lda, x0 + j0, x0 + r0,
                          y0 + r0, y0 + j0, SB_COMPLEX);
            continue;
        }
        for (sb_dim i = r0; i < r1; i += SY_RB) {
            const sb_dim mb = sb_min(SY_RB, r1 - i);
            const SB_T *blk = a + i + j0 * lda;
            k->gemv_n(mb, nb, &alpha, blk, lda, x0 + j0 * incx, incx, y0 + i * incy, incy);
            k->gemv_t(mb, nb, &alpha, blk, lda, x0 + i * incx, incx, y0 + j0 * incy, incy,
                      SB_COMPLEX);
        }
    }
}

/*
 * In parts (sb_l2_parts: as many as the matrix's size gives, whatever the thread count):
 * part g of G takes a range of columns (balanced by the triangle's work, cut at multiples
 * of SY_NB so the blocked path keeps its blocks) and sums its share of the product into
 * its own vector -- part 0 into y itself, part g > 0 into row g - 1 of `part` (n elements
 * each; only the rows its columns touch are set to -0, l2_negzero, and used) -- because
 * every column updates rows all over y.  Thread t of nt runs parts G t / nt .. G (t + 1) / nt - 1;
 * after a barrier each thread adds parts 1 .. G - 1, in that order, into its share of
 * y's rows.  So every element of y is the same sum in the same order on any number of
 * threads, one included.
 */
typedef struct {
    const sb_l2shape *s;
    const sb_kernels *k;
    sb_uplo uplo;
    int cj, blocked, fused, parts;
    SB_T alpha;
    const SB_T *a;
    sb_dim lda;
    const SB_T *x0;
    sb_dim incx;
    SB_T *y0;
    sb_dim incy;
    SB_T *part;
} sy_job;

/* Columns j0 .. j1 - 1 of part g, and the rows r0 .. r1 - 1 they touch. */
static void SB_NAME(sy_part)(const sy_job *J, int g, sb_dim *j0, sb_dim *j1, sb_dim *r0,
                             sb_dim *r1)
{
    const sb_l2shape *s = J->s;
    const sb_dim n = s->m;
    if (s->kl + s->ku + 1 >= n)
        sb_split_tri(n, SY_NB, J->uplo == SB_UPPER, g, J->parts, j0, j1);
    else    /* a band: columns of equal length */
        sb_split(n, SY_NB, g, J->parts, j0, j1);
    *r0 = *j1 > *j0 ? sb_l2_lo(s, *j0) : 0;
    *r1 = *j1 > *j0 ? sb_l2_hi(s, *j1 - 1) + 1 : 0;
}

static void SB_NAME(sy_team)(void *arg, sb_team *team, int tid, int nt)
{
    const sy_job *J = arg;
    const sb_dim n = J->s->m;
    const int G = J->parts;
    for (int g = G * tid / nt; g < G * (tid + 1) / nt; g++) {
        sb_dim j0, j1, r0, r1;
        SB_NAME(sy_part)(J, g, &j0, &j1, &r0, &r1);
        if (j1 <= j0) continue;
        SB_T *y = g ? J->part + (size_t)(g - 1) * n : J->y0;
        const sb_dim incy = g ? 1 : J->incy;
        if (g) SB_NAME(l2_negzero)(r1 - r0, y + r0, 1);
        if (J->blocked)
            SB_NAME(sy_blocked)(J->k, J->fused, J->uplo, n, SB_ARG(J->alpha), J->a, J->lda, J->x0,
                                J->incx, y, incy, j0, j1);
        else
            SB_NAME(sy_cols)(J->s, J->uplo, J->cj, SB_ARG(J->alpha), J->a, J->x0, J->incx, y, incy,
                             j0, j1);
    }
    if (G == 1) return;
    sb_barrier(team);
    sb_dim i0, i1;
    sb_split(n, 64, tid, nt, &i0, &i1);
    for (int g = 1; g < G; g++) {
        sb_dim j0, j1, r0, r1;
        SB_NAME(sy_part)(J, g, &j0, &j1, &r0, &r1);
        r0 = sb_max(r0, i0);
        r1 = sb_min(r1, i1);
        if (r1 > r0)
            SB_NAME(l2_add)(r1 - r0, J->part + (size_t)(g - 1) * n + r0, J->y0 + r0 * J->incy,
                            J->incy);
    }
}

static void SB_NAME(sy_mv)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_TA ta_alpha,
                           const SB_T *a, sb_dim lda, const SB_T *x, sb_dim incx, SB_TA ta_beta,
                           SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_dim n = s->m;
    if (n == 0 || (alpha == (SB_T)0 && beta == (SB_T)1)) return;
    const SB_T *x0 = SB_NAME(l2_first)(x, n, incx);
    SB_T *y0 = SB_NAME(l2_first)(y, n, incy);
    if (!SB_NAME(l2_beta)(n, alpha, beta, y0, incy)) return;
    SB_T *xc;
    if (SB_COMPLEX && cj && (xc = SB_NAME(l2_conj_copy)(n, x0, incx))) {
        /* y += alpha conj(A) x  as  y = conj(conj(y) + conj(alpha) A conj(x)) (l2core.h) */
        SB_NAME(l2_conj)(n, y0, incy);
        SB_NAME(sy_mv)(s, uplo, 0, SB_ARG(SB_CONJ(alpha)), a, lda, xc, 1, SB_ARG(1), y, incy);
        SB_NAME(l2_conj)(n, y0, incy);
        sb_buf_put(xc);
        return;
    }
    /* blocked: full storage past one block, or at any order where the set has the fused
     * kernel (sy_blocked's 8-column blocks), not sy_cols' two kernel calls a column
     * (dsymv n = 32 / 64 ran 2.6 / 3x OpenBLAS's time that way) */
    const sb_kernels *k = sb_kern(SB_TID);
    const int fused = k->symv_r && incx == 1 && incy == 1;
    /* the stored triangle (of band width w) is read once */
    const double w = (double)sb_min(n, s->kl + s->ku + 1);
    const double bytes = (w * (double)n - 0.5 * w * (w - 1)) * sizeof(SB_T);
    sy_job J = {s, k, uplo, cj, lda > 0 && (n > SY_NB || fused) && !(SB_COMPLEX && cj), fused,
                sb_l2_parts(bytes), alpha, a, lda, x0, incx, y0, incy, NULL};
    /* without the parts' vectors (the buffer cache out of memory), one part */
    if (J.parts > 1 && !(J.part = sb_buf_get((size_t)(J.parts - 1) * n * sizeof(SB_T))))
        J.parts = 1;
    if (J.parts == 1) {
        /* sy_team's one part, without the team call and the split (zhemv n = 1: a third
         * of the call's time was sy_team's and sy_part's) */
        if (J.blocked)
            SB_NAME(sy_blocked)(k, fused, uplo, n, SB_ARG(alpha), a, lda, x0, incx, y0, incy, 0,
                                n);
        else
            SB_NAME(sy_cols)(s, uplo, cj, SB_ARG(alpha), a, x0, incx, y0, incy, 0, n);
        return;
    }
    const int nt = J.parts > 1 ? sb_l2_threads(bytes) : 1;
    sb_parallel(sb_min(nt, J.parts), SB_NAME(sy_team), &J);
    if (J.part) sb_buf_put(J.part);
}

void SB_NAME(SB_SYMV)(sb_uplo uplo, int cj, sb_dim n, SB_TA ta_alpha, const SB_T *a, sb_dim lda,
                      const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(sy_mv)(&s, uplo, cj, SB_ARG(alpha), a, lda, x, incx, SB_ARG(beta), y, incy);
}

void SB_NAME(SB_SBMV)(sb_uplo uplo, int cj, sb_dim n, sb_dim k, SB_TA ta_alpha, const SB_T *a,
                      sb_dim lda, const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_l2shape s = sb_l2_triband(uplo, n, k, lda);
    SB_NAME(sy_mv)(&s, uplo, cj, SB_ARG(alpha), a, 0, x, incx, SB_ARG(beta), y, incy);
}

void SB_NAME(SB_SPMV)(sb_uplo uplo, int cj, sb_dim n, SB_TA ta_alpha, const SB_T *ap,
                      const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(sy_mv)(&s, uplo, cj, SB_ARG(alpha), ap, 0, x, incx, SB_ARG(beta), y, incy);
}
