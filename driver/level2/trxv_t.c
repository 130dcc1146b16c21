/*
 * Triangular matrix-vector products and solves in full, band and packed storage:
 * TRMV TBMV TPMV (x := op(A) x) and TRSV TBSV TPSV (x := inv(op(A)) x), op(A) one of
 * A, A^T, A^H, conj(A).  One loop over sb_l2shape serves all six.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"
#include "driver/bufcache.h"

/*
 * Column-oriented for op = A / conj(A): column j scatters x(j) into the rows beside
 * the diagonal (an axpy); row-oriented for A^T / A^H: x(j) gathers a dot product down
 * column j.  The order of the columns makes the update in place correct: a product
 * visits x(j) before the entries it reads are overwritten, a solve after the entries
 * it needs are final.  Hence columns ascend exactly when
 *     (upper and not transposed) or (lower and transposed)   for a product,
 * and the other way for a solve.
 * As in the reference, op = A / conj(A) skips a column whose x(j) is zero (its
 * diagonal and off-diagonal entries are then not read).
 */
enum { TR_SHORT = 8 };

/* x / d for the solves.  A real d whose reciprocal is a normal number divides as
 * x * (1 / d): the division, whose operand comes from A and is known early, then runs off
 * the chain of dependent columns, which keeps only the multiply (strsv n = 1000: the
 * chain of 1000 divisions and updates is a tenth of the time).  Within 2 ulps of x / d;
 * other d (and complex ones) divide. */
static inline SB_T SB_NAME(tr_div)(SB_T x, SB_T d)
{
#if !SB_COMPLEX
    const SB_R lim = SB_PICK(0x1p-124f, 0x1p-1020, 0, 0), ad = d < 0 ? -d : d;
    if (ad > lim && ad < 1 / lim) return x * (1 / d);
#endif
    return SB_NAME(div)(x, d);
}

static void SB_NAME(tr_cols)(int solve, const sb_l2shape *s, sb_uplo uplo, sb_trans trans,
                             sb_diag diag, const SB_T *a, SB_T *x0, sb_dim incx)
{
    const sb_dim n = s->m;
    const int tr = sb_trans_is_t(trans), cj = sb_trans_is_conj(trans);
    const int nounit = diag == SB_NONUNIT;
    const int ascend = ((uplo == SB_UPPER) == !tr) != solve;
    for (sb_dim jj = 0; jj < n; jj++) {
        const sb_dim j = ascend ? jj : n - 1 - jj;
        const SB_T *col = a + sb_l2_off(s, j);
        sb_dim lo, hi;
        sb_l2_offdiag(s, uplo, j, &lo, &hi);
        const sb_dim len = hi - lo + 1;
        SB_T *xj = x0 + j * incx, *xlo = x0 + lo * incx;
        /* columns of at most TR_SHORT off-diagonal elements (the small triangles of
         * tr_blocked): inline, not a kernel call each (as sy_cols in symv_t.c).  Complex
         * untransposed columns only where SB_L2_CX_INLINE (l2core.h: the driver has no
         * FMA to contract their products with, so they round as the axpy kernel's
         * vmul_exact); otherwise those keep the kernel. */
        const int inl = len <= TR_SHORT && (!SB_COMPLEX || tr || SB_L2_CX_INLINE);
        if (!tr) {
            if (*xj == (SB_T)0) continue;
            const SB_T d = nounit ? SB_CONJ_IF(cj, col[j]) : (SB_T)1;
            if (solve && nounit) *xj = SB_NAME(tr_div)(*xj, d);
            const SB_T t = solve ? -*xj : *xj;
            if (inl)
                for (sb_dim i = 0; i < len; i++)
                    xlo[i * incx] += t * SB_CONJ_IF(cj, col[lo + i]);
            else
                SB_NAME(l2_axpy)(len, t, col + lo, 1, xlo, incx, cj);
            if (!solve && nounit) *xj *= d;
        } else {
            SB_T dot = 0;
            if (inl)
                for (sb_dim i = 0; i < len; i++)
                    dot += SB_CONJ_IF(cj, col[lo + i]) * xlo[i * incx];
            else
                dot = SB_NAME(l2_dot)(len, col + lo, 1, xlo, incx, cj);
            SB_T t = *xj;
            if (solve) {
                t -= dot;
                if (nounit) t = SB_NAME(tr_div)(t, SB_CONJ_IF(cj, col[j]));
            } else {
                if (nounit) t *= SB_CONJ_IF(cj, col[j]);
                t += dot;
            }
            *xj = t;
        }
    }
}

/* tr_cols on a TR_SHORT-column triangle of a full-storage matrix with a unit-stride x,
 * unrolled for constant flags, with the block's x in registers instead of memory (where
 * each element took up to 7 dependent load-add-store round trips, as in symv's sy_tri):
 * the same operations in the same order, except that a transposed solve subtracts term
 * by term in the reference's order where tr_cols subtracts one dot (see below).  cj
 * (complex, transposed forms only): A^H. */
static inline __attribute__((always_inline)) void
SB_NAME(tr_tri)(const int solve, const int lower, const int tr, const int cj,
                const int nounit, const SB_T *a, sb_dim lda, SB_T *x)
{
    enum { NB = TR_SHORT };
    const int ascend = (!lower == !tr) != solve;
    SB_T xl[NB];
#pragma GCC unroll 8
    for (int c = 0; c < NB; c++) xl[c] = x[c];
#pragma GCC unroll 8
    for (int jj = 0; jj < NB; jj++) {
        const int j = ascend ? jj : NB - 1 - jj;
        const SB_T *col = a + j * lda;
        if (!tr) {
            if (xl[j] == (SB_T)0) continue;   /* as the reference: column j not read */
            const SB_T d = nounit ? SB_CONJ_IF(cj, col[j]) : (SB_T)1;
            if (solve && nounit) xl[j] = SB_NAME(tr_div)(xl[j], d);
            const SB_T t = solve ? -xl[j] : xl[j];
#pragma GCC unroll 8
            for (int i = 0; i < NB; i++)
                if (lower ? i > j : i < j) xl[i] += t * SB_CONJ_IF(cj, col[i]);
            if (!solve && nounit) xl[j] *= d;
        } else if (solve) {
            /* the reference's order: from x(j), the solved rows farthest from the
             * diagonal first, so that only the last FMA waits on the row just solved
             * (a separate dot added at the end put all of it on that row's chain:
             * dtrsv T n = 1000 spent 9% of its time in these triangles) */
            SB_T t = xl[j];
#pragma GCC unroll 8
            for (int q = 0; q < NB; q++) {
                const int i = lower ? NB - 1 - q : q;
                if (lower ? i > j : i < j) t -= SB_CONJ_IF(cj, col[i]) * xl[i];
            }
            if (nounit) t = SB_NAME(tr_div)(t, SB_CONJ_IF(cj, col[j]));
            xl[j] = t;
        } else {
            SB_T dot = 0;
#pragma GCC unroll 8
            for (int i = 0; i < NB; i++)
                if (lower ? i > j : i < j) dot += SB_CONJ_IF(cj, col[i]) * xl[i];
            SB_T t = xl[j];
            if (nounit) t *= SB_CONJ_IF(cj, col[j]);
            xl[j] = t + dot;
        }
    }
#pragma GCC unroll 8
    for (int c = 0; c < NB; c++) x[c] = xl[c];
}

/* tr_tri with the flags as constants (16 copies; complex: A^T and A^H, and A where
 * SB_L2_CX_INLINE, 24) */
static void SB_NAME(tr_tri_any)(int solve, int lower, int tr, int cj, int nounit,
                                const SB_T *a, sb_dim lda, SB_T *x)
{
#define TRI(S, L, T, C, U) SB_NAME(tr_tri)(S, L, T, C, U, a, lda, x)
#define TRI_U(S, L, T, C) if (nounit) TRI(S, L, T, C, 1); else TRI(S, L, T, C, 0)
#if SB_COMPLEX && SB_L2_CX_INLINE
#define TRI_T(S, L) if (!tr) { TRI_U(S, L, 0, 0); } else if (cj) { TRI_U(S, L, 1, 1); } \
                    else { TRI_U(S, L, 1, 0); }
#elif SB_COMPLEX
#define TRI_T(S, L) if (cj) { TRI_U(S, L, 1, 1); } else { TRI_U(S, L, 1, 0); }
#else
#define TRI_T(S, L) if (tr) { TRI_U(S, L, 1, 0); } else { TRI_U(S, L, 0, 0); }
#endif
#define TRI_L(S) if (lower) { TRI_T(S, 1) } else { TRI_T(S, 0) }
    if (solve) {
        TRI_L(1)
    } else {
        TRI_L(0)
    }
#undef TRI_L
#undef TRI_T
#undef TRI_U
#undef TRI
}

/* The triangle of one diagonal block of at most TR_SHORT columns */
static void SB_NAME(tr_small)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim nb,
                              const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx)
{
    if (nb == TR_SHORT && incx == 1 &&
        (!SB_COMPLEX || sb_trans_is_t(trans) || SB_L2_CX_INLINE)) {
        SB_NAME(tr_tri_any)(solve, uplo == SB_LOWER, sb_trans_is_t(trans),
                            SB_COMPLEX && sb_trans_is_conj(trans), diag == SB_NONUNIT, a, lda,
                            x);
        return;
    }
    const sb_l2shape s = sb_l2_tri(uplo, nb, lda);
    SB_NAME(tr_cols)(solve, &s, uplo, trans, diag, a, x, incx);
}

static void SB_NAME(tr_xv)(int solve, const sb_l2shape *s, sb_uplo uplo, sb_trans trans,
                           sb_diag diag, const SB_T *a, SB_T *x, sb_dim incx)
{
    if (s->m == 0) return;
    SB_T *x0 = SB_NAME(l2_first)(x, s->m, incx);
    /* conj(A) (complex row-major): x conjugated around the plain form (l2core.h), whose
     * columns run the axpy kernel instead of a conjugating loop */
    const int cn = SB_COMPLEX && trans == SB_CONJNOTRANS;
    if (cn) SB_NAME(l2_conj)(s->m, x0, incx);
    SB_NAME(tr_cols)(solve, s, uplo, cn ? SB_NOTRANS : trans, diag, a, x0, incx);
    if (cn) SB_NAME(l2_conj)(s->m, x0, incx);
}

/*
 * Full storage, blocked: diagonal blocks of TR_SHORT columns whose small triangles run
 * inline (tr_tri: real types and the complex transposed forms, x unit stride; otherwise,
 * and for a last partial block, the column loop tr_cols; a column loop over a whole
 * 64-column triangle, a kernel call per column, took a third of strsv's time at n = 1000,
 * perf 2026-11-30);
 * the rectangle beside each block (the rows below it for lower, above it for upper) is
 * one gemv kernel call, which streams A once for the block's columns:
 *   op = A (column-oriented): x(outside) += +-A(outside, J) x(J)       (gemv_n)
 *   op = A^T, A^H:            x(J) += +-op(A(outside, J)) x(outside)   (gemv_t)
 * with - for a solve.  The block order is the column order of the loop, and the
 * rectangle goes before the diagonal block exactly when its x entries are final then:
 * for a transposed solve or an untransposed product (solve == tr), after it otherwise.
 * As the column loop, op = A skips the columns whose x(j) is zero: the rectangle is
 * applied to the runs of nonzero x(j) only.  conj(A) without transposition (complex
 * row-major) runs as A on conj(x) (trxv, l2core.h).
 * Blocks of 64 columns, each blocked again by TR_SHORT inside (until 2026-12-03), made
 * twice the kernel calls, an eighth of them on rectangles of at most 56 rows: against
 * them, one process, 5-7 rounds interleaved (Zen 4), n = 300 c 1.11-1.27x, z 1.02-1.22x,
 * s/d 0.94-1.14x; n = 1000 c 1.04-1.16x, z 0.96-1.14x, s/d 0.92-1.14x; n = 4000 (from
 * memory) 0.88-1.27x, no trend.
 */
enum { TR_SPLIT = 64 };   /* a threaded product's rows go to threads in multiples of this */

/* y(r0:r1) += alpha A(r0:r1, j0:j1) x(j0:j1) over the runs of nonzero x(j) only */
static void SB_NAME(tr_runs)(sb_dim r0, sb_dim r1, sb_dim j0, sb_dim j1, SB_TA ta_alpha,
                             const SB_T *a, sb_dim lda, const SB_T *x, sb_dim incx, SB_T *y,
                             sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_kernels *k = sb_kern(SB_TID);
    for (sb_dim j = j0; j < j1;) {
        while (j < j1 && x[j * incx] == (SB_T)0) j++;
        sb_dim e = j;
        while (e < j1 && x[e * incx] != (SB_T)0) e++;
        if (e > j)
            k->gemv_n(r1 - r0, e - j, &alpha, a + r0 + j * lda, lda, x + j * incx, incx,
                      y + r0 * incy, incy);
        j = e;
    }
}

static void SB_NAME(tr_rect)(int solve, sb_uplo uplo, int tr, int cj, sb_dim n, sb_dim j0,
                             sb_dim j1, const SB_T *a, sb_dim lda, SB_T *x0, sb_dim incx)
{
    const int lower = uplo == SB_LOWER;
    const sb_dim r0 = lower ? j1 : 0, r1 = lower ? n : j0;     /* rows outside */
    if (r1 <= r0) return;
    const SB_T alpha = solve ? -1 : 1;
    const sb_kernels *k = sb_kern(SB_TID);
    if (tr) {
        k->gemv_t(r1 - r0, j1 - j0, &alpha, a + r0 + j0 * lda, lda, x0 + r0 * incx, incx,
                  x0 + j0 * incx, incx, SB_COMPLEX && cj);
        return;
    }
    SB_NAME(tr_runs)(r0, r1, j0, j1, SB_ARG(alpha), a, lda, x0, incx, x0, incx);
}

static void SB_NAME(tr_blocked)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag,
                                sb_dim n, const SB_T *a, sb_dim lda, SB_T *x0, sb_dim incx)
{
    const int tr = sb_trans_is_t(trans), cj = sb_trans_is_conj(trans);
    const int ascend = ((uplo == SB_UPPER) == !tr) != solve, rect_first = solve == tr;
    const sb_dim nblk = (n + TR_SHORT - 1) / TR_SHORT;
    for (sb_dim bb = 0; bb < nblk; bb++) {
        const sb_dim b = ascend ? bb : nblk - 1 - bb;
        const sb_dim j0 = b * TR_SHORT, j1 = sb_min(n, j0 + TR_SHORT);
        if (rect_first) SB_NAME(tr_rect)(solve, uplo, tr, cj, n, j0, j1, a, lda, x0, incx);
        SB_NAME(tr_small)(solve, uplo, trans, diag, j1 - j0, a + j0 + j0 * lda, lda,
                          x0 + j0 * incx, incx);
        if (!rect_first) SB_NAME(tr_rect)(solve, uplo, tr, cj, n, j0, j1, a, lda, x0, incx);
    }
}

/*
 * A product in parts (sb_l2_parts: as many as the matrix's size gives, whatever the thread
 * count), balanced by work and cut at multiples of TR_SPLIT, all reading xc, a copy of the
 * original x, while x changes.  Thread t of nt runs parts G t / nt .. G (t + 1) / nt - 1,
 * and every entry of the result is the same operations on any number of threads, one
 * included.
 *   A^T, A^H: part g computes the entries p0 .. p1 - 1 of the result, each a dot down a
 *     column of A: the diagonal block's product in place (the blocked loop on that
 *     triangle: only part g writes these entries), then
 *     x(p) += op(A(outside, p)) xc(outside)   (outside: 0..p0-1 upper, p1..n-1 lower).
 *   A: part g takes the columns p0 .. p1 - 1 and sums their product into its own vector
 *     (x itself for part 0, row g - 1 of `part` after), over the rows they touch: the
 *     diagonal block's product (in place on a copy of xc there), then
 *     v(outside) += A(outside, p) xc(p)   (outside: 0..p0-1 upper, p1..n-1 lower),
 *     the other rows of x set to -0 first (l2_negzero: a part that adds nothing to an
 *     entry leaves it as it was); after a barrier each thread adds parts 1 .. G - 1, in
 *     that order, into its share of x.  Rows of the result as parts (the entries p0 ..
 *     p1 - 1, each a run along a row of A) would be the same work, but as short stretches
 *     of many columns: 1 thread ran dtrmv / ztrmv N 2000 in 16 such parts 12-15% slower
 *     than unparted, in 2 parts 1-4%.
 */
typedef struct {
    sb_uplo uplo;
    sb_trans trans;
    sb_diag diag;
    sb_dim n;
    const SB_T *a;
    sb_dim lda;
    SB_T *x0;
    sb_dim incx;
    const SB_T *xc;
    int parts;
    SB_T *part;     /* A: parts 1 .. G - 1's vectors, n elements each */
} tm_job;

/* Part g's entries (A^T, A^H) or columns (A) p0 .. p1 - 1, and the rows they touch r0 ..
 * r1 - 1 (A). */
static void SB_NAME(tm_range)(const tm_job *J, int g, sb_dim *p0, sb_dim *p1, sb_dim *r0,
                              sb_dim *r1)
{
    const int lower = J->uplo == SB_LOWER;
    /* columns of A either way: longer towards the stored corner */
    sb_split_tri(J->n, TR_SPLIT, !lower, g, J->parts, p0, p1);
    *r0 = lower ? *p0 : 0;
    *r1 = lower ? J->n : *p1;
}

static void SB_NAME(tm_part)(const tm_job *J, int g)
{
    const int tr = sb_trans_is_t(J->trans), lower = J->uplo == SB_LOWER;
    const sb_dim n = J->n, lda = J->lda, incx = J->incx;
    sb_dim p0, p1, r0, r1;
    SB_NAME(tm_range)(J, g, &p0, &p1, &r0, &r1);
    if (p1 <= p0) return;
    SB_T *v = tr || g == 0 ? J->x0 : J->part + (size_t)(g - 1) * n;
    const sb_dim inc = v == J->x0 ? incx : 1;
    if (!tr) {
        if (g == 0) {   /* x's entries outside the block: the sum of parts starts at -0 */
            SB_NAME(l2_negzero)(p0, v, inc);
            SB_NAME(l2_negzero)(n - p1, v + p1 * inc, inc);
        } else {
            SB_NAME(l2_negzero)(p0 - r0, v + r0, 1);
            SB_NAME(l2_negzero)(r1 - p1, v + p1, 1);
            for (sb_dim i = p0; i < p1; i++) v[i] = J->xc[i];
        }
    }
    SB_NAME(tr_blocked)(0, J->uplo, J->trans, J->diag, p1 - p0, J->a + p0 + p0 * lda, lda,
                        v + p0 * inc, inc);
    /* the rows of A outside the block: after it (lower), before it (upper) */
    const sb_dim o0 = lower ? p1 : 0, o1 = lower ? n : p0;
    if (o1 <= o0) return;
    if (tr)
        sb_kern(SB_TID)->gemv_t(o1 - o0, p1 - p0, &(SB_T){1}, J->a + o0 + p0 * lda, lda,
                                J->xc + o0, 1, v + p0 * inc, inc,
                                SB_COMPLEX && sb_trans_is_conj(J->trans));
    else
        SB_NAME(tr_runs)(o0, o1, p0, p1, SB_ARG(1), J->a, lda, J->xc, 1, v, inc);
}

static void SB_NAME(tm_team)(void *arg, sb_team *team, int tid, int nt)
{
    const tm_job *J = arg;
    const int G = J->parts;
    for (int g = G * tid / nt; g < G * (tid + 1) / nt; g++) SB_NAME(tm_part)(J, g);
    if (!J->part) return;
    sb_barrier(team);
    sb_dim i0, i1;
    sb_split(J->n, 64, tid, nt, &i0, &i1);
    for (int g = 1; g < G; g++) {
        sb_dim p0, p1, r0, r1;
        SB_NAME(tm_range)(J, g, &p0, &p1, &r0, &r1);
        if (p1 <= p0) continue;
        r0 = sb_max(r0, i0);
        r1 = sb_min(r1, i1);
        if (r1 > r0)
            SB_NAME(l2_add)(r1 - r0, J->part + (size_t)(g - 1) * J->n + r0,
                            J->x0 + r0 * J->incx, J->incx);
    }
}

void SB_NAME(trxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n,
                   const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx)
{
    if (n == 0) return;
    SB_T *x0 = SB_NAME(l2_first)(x, n, incx);
    if (SB_COMPLEX && trans == SB_CONJNOTRANS) {
        /* conj(A) (complex row-major): x conjugated around the plain form (l2core.h) */
        SB_NAME(l2_conj)(n, x0, incx);
        SB_NAME(trxv)(solve, uplo, SB_NOTRANS, diag, n, a, lda, x, incx);
        SB_NAME(l2_conj)(n, x0, incx);
        return;
    }
    /* a solve is a chain of dependent steps: one thread, one part */
    const double bytes = 0.5 * (double)n * (double)n * sizeof(SB_T);
    const int parts = solve || n <= TR_SPLIT ? 1 : sb_l2_parts(bytes);
    tm_job J = {uplo, trans, diag, n, a, lda, x0, incx, NULL, parts, NULL};
    /* xc and (A) the parts' vectors, n elements each; without them (the buffer cache out
     * of memory), one part */
    const int vecs = sb_trans_is_t(trans) ? 1 : parts;
    SB_T *xc = parts > 1 ? sb_buf_get((size_t)vecs * n * sizeof(SB_T)) : NULL;
    if (!xc) {
        SB_NAME(tr_blocked)(solve, uplo, trans, diag, n, a, lda, x0, incx);
        return;
    }
    sb_kern(SB_TID)->copy(n, x0, incx, xc, 1);
    J.xc = xc;
    if (vecs > 1) J.part = xc + n;
    sb_parallel(sb_min(sb_l2_threads(bytes), parts), SB_NAME(tm_team), &J);
    sb_buf_put(xc);
}

void SB_NAME(tbxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n, sb_dim k,
                   const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx)
{
    const sb_l2shape s = sb_l2_triband(uplo, n, k, lda);
    SB_NAME(tr_xv)(solve, &s, uplo, trans, diag, a, x, incx);
}

void SB_NAME(tpxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n,
                   const SB_T *ap, SB_T *x, sb_dim incx)
{
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(tr_xv)(solve, &s, uplo, trans, diag, ap, x, incx);
}
