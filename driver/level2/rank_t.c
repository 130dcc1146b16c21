/*
 * Rank-1 and rank-2 updates: GER (GERU, GERC), SYR SPR SYR2 SPR2 / HER HPR HER2 HPR2.
 * One loop over sb_l2shape serves all of them.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"
#include "driver/bufcache.h"

/*
 * Column j of A gets  t1 * conj?(x) + t2 * conj?(y)  (the second term only when y2),
 *     t1 = alpha * conj?(y(j)),   t2 = conj(alpha) * conj?(x(j)),
 * where cu conjugates the column vectors and cr the scalars taken from row j.
 *   ger:        one term, x and y:  A += alpha * conj^cu(x) * conj^cr(y)^T
 *   syr / her:  one term, y = x:    A += alpha * conj^cu(x) * conj^cr(x)^T
 *   syr2 / her2: two terms.
 * sym != 0: only the stored triangle is touched, and for Hermitian matrices the diagonal
 * stays real (its imaginary part is set to zero, even in a column whose update is zero,
 * as the reference does).  A column whose scalars come from zeros is skipped, as in the
 * reference (NaN/Inf in the other vector then do not reach it).
 */
typedef struct {
    const sb_l2shape *s;
    sb_dim n;
    int sym, y2, cu, cr;
    sb_uplo uplo;
    SB_T alpha;
    const SB_T *x0, *y0;     /* logical element 0 of each vector */
    sb_dim incx, incy;
    SB_T *a;
    /* NULL, or conj^cu(x) and (y2) conj^cu(y) as the two columns of an m x 2 matrix
     * (leading dimension ldv), unit stride: the column vectors as the kernels read them */
    const SB_T *v;
    sb_dim ldv;
} rk_job;

/*
 * Columns [j0, j1).  One term: an axpy of the column vector.  Two terms with the copies
 * in v: one gemv_n of the m x 2 matrix [x y] times (t1, t2), so the column is read and
 * written once, not once per term (two axpys; kept when there are no copies).
 */
static void SB_NAME(rank_cols)(const rk_job *J, sb_dim j0, sb_dim j1)
{
    const sb_l2shape *s = J->s;
    const sb_dim incx = J->incx, incy = J->incy;
    const SB_T *x0 = J->x0, *y0 = J->y0;
    const SB_T *vx = J->v ? J->v : x0, *vy = J->v ? J->v + J->ldv : y0;
    const sb_dim ivx = J->v ? 1 : incx, ivy = J->v ? 1 : incy;
    const int cv = J->v ? 0 : J->cu;
    const sb_kernels *k = sb_kern(SB_TID);
    if (k->ger && !J->sym && !J->y2 && !cv && ivx == 1 && j1 > j0) {
        /* GER column-major: the set's loop over the columns (kernel.h) */
        k->ger(s->m, j1 - j0, &J->alpha, vx, y0 + j0 * incy, incy, J->a + sb_l2_off(s, j0),
               s->step, J->cr);
        return;
    }
    /* SYR, SPR, SYR2, SPR2 / HER, HPR, HER2, HPR2: the set's loop over the columns
     * (kernel.h), its vectors unit stride and unconjugated (Hermitian: the scalars conj^cr
     * of row j's elements are the conjugates of the vector's, cr = !cu) */
    const SB_T *vk = J->v ? J->v : !J->y2 && !cv && ivx == 1 ? vx : NULL;
    if (k->symr && J->sym && vk && j1 > j0) {
        k->symr(s->m, j0, j1, &J->alpha, vk, J->ldv, J->a + s->base, s->step, s->tri,
                (J->uplo == SB_UPPER ? SB_SYMR_UPPER : 0) | (J->y2 ? SB_SYMR_TWO : 0));
        return;
    }
    for (sb_dim j = j0; j < j1; j++) {
        SB_T *col = J->a + sb_l2_off(s, j);
        sb_dim lo = 0, hi = s->m - 1;
        if (J->sym) {
            sb_l2_offdiag(s, J->uplo, j, &lo, &hi);
            /* real types: the diagonal is one more row of the column's update, as in the
             * reference's loop.  (Updated on its own after the kernel, the element was
             * loaded right behind the kernel's masked vector store, which cannot forward
             * to the load: 57% of the time spent outside the kernel, ssyr2 U n = 1000.)
             * Hermitian types keep their diagonal real, below. */
            if (!SB_COMPLEX) {
                if (J->uplo == SB_UPPER) hi = j;
                else lo = j;
            }
        }
        const SB_T xj = J->y2 ? x0[j * incx] : 0, yj = y0[j * incy];
        if (yj == (SB_T)0 && xj == (SB_T)0) {
            if (J->sym && SB_COMPLEX) col[j] = SB_RE(col[j]);
            continue;
        }
        const SB_T t[2] = {J->alpha * SB_CONJ_IF(J->cr, yj),
                           SB_CONJ(J->alpha) * SB_CONJ_IF(J->cr, xj)};
        if (J->y2 && J->v) {
            static const SB_T one = 1;
            if (hi >= lo)
                sb_kern(SB_TID)->gemv_n(hi - lo + 1, 2, &one, J->v + lo, J->ldv, t, 1,
                                        col + lo, 1);
        } else {
            SB_NAME(l2_axpy)(hi - lo + 1, t[0], vx + lo * ivx, ivx, col + lo, 1, cv);
            if (J->y2) SB_NAME(l2_axpy)(hi - lo + 1, t[1], vy + lo * ivy, ivy, col + lo, 1, cv);
        }
        if (J->sym && SB_COMPLEX) {
            SB_T d = SB_CONJ_IF(J->cu, x0[j * incx]) * t[0];
            if (J->y2) d += SB_CONJ_IF(J->cu, yj) * t[1];
            col[j] = SB_RE(col[j]) + SB_RE(d);
        }
    }
}

/* On a team: each thread updates its own columns (a triangle's balanced by work). */
static void SB_NAME(rank_team)(void *arg, sb_team *team, int tid, int nt)
{
    (void)team;
    const rk_job *J = arg;
    sb_dim j0, j1;
    if (J->sym)
        sb_split_tri(J->n, 16, J->uplo == SB_UPPER, tid, nt, &j0, &j1);
    else
        sb_split(J->n, 16, tid, nt, &j0, &j1);
    SB_NAME(rank_cols)(J, j0, j1);
}

enum { RK_STACK = 128 };   /* elements of the two column copies kept on the stack */

static void SB_NAME(rank_up)(const sb_l2shape *s, sb_dim n, int sym, sb_uplo uplo, int y2,
                             int cu, int cr, SB_TA ta_alpha, const SB_T *x, sb_dim incx,
                             const SB_T *y, sb_dim incy, SB_T *a)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_dim m = s->m;
    rk_job J = {s, n, sym, y2, cu, cr, uplo, alpha, SB_NAME(l2_first)(x, m, incx),
                SB_NAME(l2_first)(y, n, incy), incx, incy, a, NULL, 0};
    /* Copies of the column vectors (O(m) against the O(m n) update) for two terms, for
     * conjugated ones (complex row-major calls), which the axpy kernel cannot read, and
     * for a strided x of a symmetric update when the set's symr (unit stride) takes it. */
    SB_T *v = NULL, vs[RK_STACK];
    if (y2 || (SB_COMPLEX && cu) || (sym && incx != 1 && sb_kern(SB_TID)->symr)) {
        J.ldv = (m + 7) & ~(sb_dim)7;
        /* short vectors on the stack: the buffer cache's thread-local lookup was a tenth
         * of dsyr2 n = 4 */
        v = 2 * J.ldv <= RK_STACK ? vs : sb_buf_get((size_t)(2 * J.ldv) * sizeof(SB_T));
    }
    if (v) {
        for (sb_dim i = 0; i < m; i++) v[i] = SB_CONJ_IF(cu, J.x0[i * incx]);
        if (y2)
            for (sb_dim i = 0; i < m; i++) v[J.ldv + i] = SB_CONJ_IF(cu, J.y0[i * incy]);
        J.v = v;
    }
    /* A is read and written: twice its bytes */
    const double elems = sym ? 0.5 * (double)n * (double)(n + 1) : (double)m * (double)n;
    const int nt = sb_l2_threads(2.0 * elems * sizeof(SB_T));
    if (nt > 1) sb_parallel(nt, SB_NAME(rank_team), (void *)&J);
    else SB_NAME(rank_cols)(&J, 0, n);   /* rank_team's one thread, without the team call */
    if (v && v != vs) sb_buf_put(v);
}

void SB_NAME(ger)(int conj_x, int conj_y, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *x,
                  sb_dim incx, const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (m == 0 || n == 0 || alpha == (SB_T)0) return;
    const sb_l2shape s = sb_l2_full(m, n, lda);
    SB_NAME(rank_up)(&s, n, 0, SB_UPPER, 0, conj_x, conj_y, SB_ARG(alpha), x, incx, y, incy, a);
}

/* syr / her: the one-term update with y = x (cj: the row-major form, A += conj(x) x^T) */
static void SB_NAME(syr_any)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_R alpha,
                             const SB_T *x, sb_dim incx, SB_T *a)
{
    if (s->m == 0 || alpha == 0) return;
    SB_NAME(rank_up)(s, s->m, 1, uplo, 0, cj, !cj, SB_ARG(alpha), x, incx, x, incx, a);
}

void SB_NAME(SB_SYR)(sb_uplo uplo, int cj, sb_dim n, SB_R alpha, const SB_T *x, sb_dim incx,
                     SB_T *a, sb_dim lda)
{
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(syr_any)(&s, uplo, cj, alpha, x, incx, a);
}

void SB_NAME(SB_SPR)(sb_uplo uplo, int cj, sb_dim n, SB_R alpha, const SB_T *x, sb_dim incx,
                     SB_T *ap)
{
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(syr_any)(&s, uplo, cj, alpha, x, incx, ap);
}

/* syr2 / her2: A += alpha conj?(x) conj!?(y)^T + conj(alpha) conj?(y) conj!?(x)^T */
static void SB_NAME(syr2_any)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_TA ta_alpha,
                              const SB_T *x, sb_dim incx, const SB_T *y, sb_dim incy, SB_T *a)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (s->m == 0 || alpha == (SB_T)0) return;
    SB_NAME(rank_up)(s, s->m, 1, uplo, 1, cj, !cj, SB_ARG(alpha), x, incx, y, incy, a);
}

void SB_NAME(SB_SYR2)(sb_uplo uplo, int cj, sb_dim n, SB_TA ta_alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(syr2_any)(&s, uplo, cj, SB_ARG(alpha), x, incx, y, incy, a);
}

void SB_NAME(SB_SPR2)(sb_uplo uplo, int cj, sb_dim n, SB_TA ta_alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *ap)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(syr2_any)(&s, uplo, cj, SB_ARG(alpha), x, incx, y, incy, ap);
}
