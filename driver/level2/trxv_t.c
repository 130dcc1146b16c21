/*
 * Triangular matrix-vector products and solves in full, band and packed storage:
 * TRMV TBMV TPMV (x := op(A) x) and TRSV TBSV TPSV (x := inv(op(A)) x), op(A) one of
 * A, A^T, A^H, conj(A).  One loop over sb_l2shape serves all six.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"

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
static void SB_NAME(tr_xv)(int solve, const sb_l2shape *s, sb_uplo uplo, sb_trans trans,
                           sb_diag diag, const SB_T *a, SB_T *x, sb_dim incx)
{
    const sb_dim n = s->m;
    if (n == 0) return;
    const int tr = sb_trans_is_t(trans), cj = sb_trans_is_conj(trans);
    const int nounit = diag == SB_NONUNIT;
    const int ascend = ((uplo == SB_UPPER) == !tr) != solve;
    SB_T *x0 = SB_NAME(l2_first)(x, n, incx);
    for (sb_dim jj = 0; jj < n; jj++) {
        const sb_dim j = ascend ? jj : n - 1 - jj;
        const SB_T *col = a + sb_l2_off(s, j);
        sb_dim lo, hi;
        sb_l2_offdiag(s, uplo, j, &lo, &hi);
        const sb_dim len = hi - lo + 1;
        SB_T *xj = x0 + j * incx, *xlo = x0 + lo * incx;
        if (!tr) {
            if (*xj == (SB_T)0) continue;
            const SB_T d = nounit ? SB_CONJ_IF(cj, col[j]) : (SB_T)1;
            if (solve) {
                if (nounit) *xj /= d;
                SB_NAME(l2_axpy)(len, -*xj, col + lo, 1, xlo, incx, cj);
            } else {
                SB_NAME(l2_axpy)(len, *xj, col + lo, 1, xlo, incx, cj);
                if (nounit) *xj *= d;
            }
        } else {
            const SB_T dot = SB_NAME(l2_dot)(len, col + lo, 1, xlo, incx, cj);
            SB_T t = *xj;
            if (solve) {
                t -= dot;
                if (nounit) t /= SB_CONJ_IF(cj, col[j]);
            } else {
                if (nounit) t *= SB_CONJ_IF(cj, col[j]);
                t += dot;
            }
            *xj = t;
        }
    }
}

void SB_NAME(trxv)(int solve, sb_uplo uplo, sb_trans trans, sb_diag diag, sb_dim n,
                   const SB_T *a, sb_dim lda, SB_T *x, sb_dim incx)
{
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(tr_xv)(solve, &s, uplo, trans, diag, a, x, incx);
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
