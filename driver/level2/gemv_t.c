/* GEMV and GBMV: y := alpha * op(A) * x + beta * y for a general full or band matrix. */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"

/* The product over a shape, column by column: an axpy per column for op = A or conj(A),
 * a dot per column for A^T / A^H.  Only the stored rows of each column are touched. */
static void SB_NAME(mv_cols)(const sb_l2shape *s, sb_dim n, sb_trans trans, SB_TA ta_alpha,
                             const SB_T *a, const SB_T *x, sb_dim incx, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int cj = sb_trans_is_conj(trans);
    for (sb_dim j = 0; j < n; j++) {
        const sb_dim lo = sb_l2_lo(s, j), hi = sb_l2_hi(s, j);
        if (lo > hi) continue;
        const SB_T *col = a + sb_l2_off(s, j) + lo;
        if (sb_trans_is_t(trans))
            y[j * incy] += alpha * SB_NAME(l2_dot)(hi - lo + 1, col, 1, x + lo * incx, incx, cj);
        else
            SB_NAME(l2_axpy)(hi - lo + 1, alpha * x[j * incx], col, 1, y + lo * incy, incy, cj);
    }
}

/* The full product on a team: op = A splits the rows of A and y, op = A^T / A^H the
 * columns of A and y (the kernels' partial sums stay on one thread each). */
typedef struct {
    int tr, cj;
    sb_dim m, n;
    SB_T alpha;
    const SB_T *a;
    sb_dim lda;
    const SB_T *x;
    sb_dim incx;
    SB_T *y;
    sb_dim incy;
} mv_job;

enum { MV_UNIT = 16 };   /* rows or columns per unit of the split */

static void SB_NAME(mv_team)(void *arg, sb_team *team, int tid, int nt)
{
    const mv_job *J = arg;
    const sb_kernels *k = sb_kern(SB_TID);
    sb_dim i0, i1;
    sb_split(J->tr ? J->n : J->m, MV_UNIT, tid, nt, &i0, &i1);
    if (i1 <= i0) return;
    if (J->tr)
        k->gemv_t(J->m, i1 - i0, &J->alpha, J->a + i0 * J->lda, J->lda, J->x, J->incx,
                  J->y + i0 * J->incy, J->incy, J->cj);
    else
        k->gemv_n(i1 - i0, J->n, &J->alpha, J->a + i0, J->lda, J->x, J->incx,
                  J->y + i0 * J->incy, J->incy);
}

/* The product after beta (x0, y0: the first elements as l2_first gives them). */
static inline __attribute__((always_inline)) void
SB_NAME(ge_mv_run)(const sb_l2shape *s, int full, sb_trans trans, sb_dim n, SB_T alpha,
                   const SB_T *a, sb_dim lda, const SB_T *x0, sb_dim incx, SB_T *y0,
                   sb_dim incy)
{
    const sb_dim m = s->m;
    const int tr = sb_trans_is_t(trans);
    if (full && (trans == SB_NOTRANS || tr)) {
        mv_job J = {tr, SB_COMPLEX && sb_trans_is_conj(trans), m, n, alpha, a, lda, x0, incx,
                    y0, incy};
        const int nt = sb_l2_threads((double)m * (double)n * sizeof(SB_T));
        if (nt > 1) {
            sb_parallel(nt, SB_NAME(mv_team), &J);
            return;
        }
        /* mv_team's one thread, without the team call */
        const sb_kernels *k = sb_kern(SB_TID);
        if (tr && n > 0)
            k->gemv_t(m, n, &J.alpha, a, lda, x0, incx, y0, incy, J.cj);
        else if (!tr && m > 0)
            k->gemv_n(m, n, &J.alpha, a, lda, x0, incx, y0, incy);
    } else
        SB_NAME(mv_cols)(s, n, trans, SB_ARG(alpha), a, x0, incx, y0, incy);
}

/* full != 0: the plain m x n matrix, handed to the gemv kernels when they fit.  Inlined
 * into gemv and gbmv, so that alpha and beta cross no call by value: GCC 12 passes a
 * float _Complex argument by storing its two halves and loading them as one 8-byte
 * value, a store-forwarding stall at each such call (cgemv n = 4-8 spent 15-30% of its
 * time in two of them, perf, Intel Xeon model 0xcf). */
static inline __attribute__((always_inline)) void
SB_NAME(ge_mv)(const sb_l2shape *s, int full, sb_trans trans, sb_dim n, SB_T alpha,
               const SB_T *a, sb_dim lda, const SB_T *x, sb_dim incx, SB_T beta, SB_T *y,
               sb_dim incy)
{
    const sb_dim m = s->m;
    if (m == 0 || n == 0) return;
    if (alpha == (SB_T)0 && beta == (SB_T)1) return;
    const int tr = sb_trans_is_t(trans);
    const sb_dim lenx = tr ? m : n, leny = tr ? n : m;
    const SB_T *x0 = SB_NAME(l2_first)(x, lenx, incx);
    SB_T *y0 = SB_NAME(l2_first)(y, leny, incy);
    if (!SB_NAME(l2_beta)(leny, alpha, beta, y0, incy)) return;
    SB_T *xc;
    if (SB_COMPLEX && trans == SB_CONJNOTRANS && (xc = SB_NAME(l2_conj_copy)(n, x0, incx))) {
        /* y += alpha conj(A) x  as  y = conj(conj(y) + conj(alpha) A conj(x)) (l2core.h) */
        SB_NAME(l2_conj)(m, y0, incy);
        SB_NAME(ge_mv_run)(s, full, SB_NOTRANS, n, SB_CONJ(alpha), a, lda, xc, 1, y0, incy);
        SB_NAME(l2_conj)(m, y0, incy);
        sb_buf_put(xc);
        return;
    }
    SB_NAME(ge_mv_run)(s, full, trans, n, alpha, a, lda, x0, incx, y0, incy);
}

void SB_NAME(gemv)(sb_trans trans, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a, sb_dim lda,
                   const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_l2shape s = sb_l2_full(m, n, lda);
    SB_NAME(ge_mv)(&s, 1, trans, n, alpha, a, lda, x, incx, beta, y, incy);
}

void SB_NAME(gbmv)(sb_trans trans, sb_dim m, sb_dim n, sb_dim kl, sb_dim ku, SB_TA ta_alpha,
                   const SB_T *a, sb_dim lda, const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y,
                   sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_l2shape s = sb_l2_band(m, kl, ku, lda);
    SB_NAME(ge_mv)(&s, 0, trans, n, alpha, a, lda, x, incx, beta, y, incy);
}
