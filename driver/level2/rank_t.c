/*
 * Rank-1 and rank-2 updates: GER (GERU, GERC), SYR SPR SYR2 SPR2 / HER HPR HER2 HPR2.
 * One loop over sb_l2shape serves all of them.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"

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
} rk_job;

static void SB_NAME(rank_cols)(const rk_job *J, sb_dim j0, sb_dim j1)
{
    const sb_l2shape *s = J->s;
    const sb_dim incx = J->incx, incy = J->incy;
    const SB_T *x0 = J->x0, *y0 = J->y0;
    for (sb_dim j = j0; j < j1; j++) {
        SB_T *col = J->a + sb_l2_off(s, j);
        sb_dim lo = 0, hi = s->m - 1;
        if (J->sym) sb_l2_offdiag(s, J->uplo, j, &lo, &hi);
        const SB_T xj = J->y2 ? x0[j * incx] : 0, yj = y0[j * incy];
        if (yj == (SB_T)0 && xj == (SB_T)0) {
            if (J->sym && SB_COMPLEX) col[j] = SB_RE(col[j]);
            continue;
        }
        const SB_T t1 = J->alpha * SB_CONJ_IF(J->cr, yj);
        const SB_T t2 = SB_CONJ(J->alpha) * SB_CONJ_IF(J->cr, xj);
        SB_NAME(l2_axpy)(hi - lo + 1, t1, x0 + lo * incx, incx, col + lo, 1, J->cu);
        if (J->y2) SB_NAME(l2_axpy)(hi - lo + 1, t2, y0 + lo * incy, incy, col + lo, 1, J->cu);
        if (J->sym) {
            SB_T d = SB_CONJ_IF(J->cu, x0[j * incx]) * t1;
            if (J->y2) d += SB_CONJ_IF(J->cu, yj) * t2;
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

static void SB_NAME(rank_up)(const sb_l2shape *s, sb_dim n, int sym, sb_uplo uplo, int y2,
                             int cu, int cr, SB_T alpha, const SB_T *x, sb_dim incx,
                             const SB_T *y, sb_dim incy, SB_T *a)
{
    const rk_job J = {s, n, sym, y2, cu, cr, uplo, alpha, SB_NAME(l2_first)(x, s->m, incx),
                      SB_NAME(l2_first)(y, n, incy), incx, incy, a};
    /* A is read and written: twice its bytes */
    const double elems = sym ? 0.5 * (double)n * (double)(n + 1) : (double)s->m * (double)n;
    sb_parallel(sb_l2_threads(2.0 * elems * sizeof(SB_T)), SB_NAME(rank_team), (void *)&J);
}

void SB_NAME(ger)(int conj_x, int conj_y, sb_dim m, sb_dim n, SB_T alpha, const SB_T *x,
                  sb_dim incx, const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda)
{
    if (m == 0 || n == 0 || alpha == (SB_T)0) return;
    const sb_l2shape s = sb_l2_full(m, n, lda);
    SB_NAME(rank_up)(&s, n, 0, SB_UPPER, 0, conj_x, conj_y, alpha, x, incx, y, incy, a);
}

/* syr / her: the one-term update with y = x (cj: the row-major form, A += conj(x) x^T) */
static void SB_NAME(syr_any)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_R alpha,
                             const SB_T *x, sb_dim incx, SB_T *a)
{
    if (s->m == 0 || alpha == 0) return;
    SB_NAME(rank_up)(s, s->m, 1, uplo, 0, cj, !cj, alpha, x, incx, x, incx, a);
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
static void SB_NAME(syr2_any)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_T alpha,
                              const SB_T *x, sb_dim incx, const SB_T *y, sb_dim incy, SB_T *a)
{
    if (s->m == 0 || alpha == (SB_T)0) return;
    SB_NAME(rank_up)(s, s->m, 1, uplo, 1, cj, !cj, alpha, x, incx, y, incy, a);
}

void SB_NAME(SB_SYR2)(sb_uplo uplo, int cj, sb_dim n, SB_T alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *a, sb_dim lda)
{
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(syr2_any)(&s, uplo, cj, alpha, x, incx, y, incy, a);
}

void SB_NAME(SB_SPR2)(sb_uplo uplo, int cj, sb_dim n, SB_T alpha, const SB_T *x, sb_dim incx,
                      const SB_T *y, sb_dim incy, SB_T *ap)
{
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(syr2_any)(&s, uplo, cj, alpha, x, incx, y, incy, ap);
}
