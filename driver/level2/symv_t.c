/*
 * Symmetric (s, d) / Hermitian (c, z) matrix-vector products in full, band and packed
 * storage: SYMV SBMV SPMV / HEMV HBMV HPMV,  y := alpha * A * x + beta * y,
 * with A given by one stored triangle.  One loop over sb_l2shape serves all six.
 */
#include "sb/type.h"
#include "driver/level2/level2.h"
#include "driver/level2/l2core.h"

/*
 * Column j of the stored triangle holds a(i, j) for the off-diagonal rows i and the
 * diagonal a(j, j).  Each off-diagonal element is used twice, as a(i, j) and as
 * a(j, i) = conj(a(i, j)):  y(i) += alpha x(j) a(i, j)  (an axpy down the column) and
 * y(j) += alpha sum conj(a(i, j)) x(i)  (a dot down the same column).  The Hermitian
 * diagonal is real: its imaginary part is not read.  With cj the matrix is conj(A):
 * the two roles of conjugation swap.
 */
static void SB_NAME(sy_mv)(const sb_l2shape *s, sb_uplo uplo, int cj, SB_T alpha,
                           const SB_T *a, const SB_T *x, sb_dim incx, SB_T beta, SB_T *y,
                           sb_dim incy)
{
    const sb_dim n = s->m;
    if (n == 0 || (alpha == (SB_T)0 && beta == (SB_T)1)) return;
    const SB_T *x0 = SB_NAME(l2_first)(x, n, incx);
    SB_T *y0 = SB_NAME(l2_first)(y, n, incy);
    if (!SB_NAME(l2_beta)(n, alpha, beta, y0, incy)) return;
    for (sb_dim j = 0; j < n; j++) {
        const SB_T *col = a + sb_l2_off(s, j);
        sb_dim lo, hi;
        sb_l2_offdiag(s, uplo, j, &lo, &hi);
        const SB_T t1 = alpha * x0[j * incx];
        SB_T t2 = 0;
        if (lo <= hi) {
            SB_NAME(l2_axpy)(hi - lo + 1, t1, col + lo, 1, y0 + lo * incy, incy, cj);
            t2 = SB_NAME(l2_dot)(hi - lo + 1, col + lo, 1, x0 + lo * incx, incx, !cj);
        }
        y0[j * incy] += t1 * SB_RE(col[j]) + alpha * t2;
    }
}

void SB_NAME(SB_SYMV)(sb_uplo uplo, int cj, sb_dim n, SB_T alpha, const SB_T *a, sb_dim lda,
                      const SB_T *x, sb_dim incx, SB_T beta, SB_T *y, sb_dim incy)
{
    const sb_l2shape s = sb_l2_tri(uplo, n, lda);
    SB_NAME(sy_mv)(&s, uplo, cj, alpha, a, x, incx, beta, y, incy);
}

void SB_NAME(SB_SBMV)(sb_uplo uplo, int cj, sb_dim n, sb_dim k, SB_T alpha, const SB_T *a,
                      sb_dim lda, const SB_T *x, sb_dim incx, SB_T beta, SB_T *y, sb_dim incy)
{
    const sb_l2shape s = sb_l2_triband(uplo, n, k, lda);
    SB_NAME(sy_mv)(&s, uplo, cj, alpha, a, x, incx, beta, y, incy);
}

void SB_NAME(SB_SPMV)(sb_uplo uplo, int cj, sb_dim n, SB_T alpha, const SB_T *ap,
                      const SB_T *x, sb_dim incx, SB_T beta, SB_T *y, sb_dim incy)
{
    const sb_l2shape s = sb_l2_packed(uplo, n);
    SB_NAME(sy_mv)(&s, uplo, cj, alpha, ap, x, incx, beta, y, incy);
}
