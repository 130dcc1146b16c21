/* OpenBLAS extensions: ?omatcopy, ?imatcopy (scaled copy / transpose), ?geadd. */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/bufcache.h"
#include "driver/ext/matcopy.h"

/* Rows of A per block of a transposed copy: the lines of B that one column of A
 * writes (one per row) are then reused by the next columns. */
#define SB_MC_ROWS 64

/* alpha * conj?(v), with alpha == 0 giving 0 whatever v is (A is not read). */
static inline SB_T SB_NAME(mc_f)(SB_T alpha, int cj, SB_T v)
{
    return alpha == (SB_T)0 ? (SB_T)0 : alpha * SB_CONJ_IF(cj, v);
}

/* y := alpha * conj?(x), n elements; x == y (in place) is allowed. */
static void SB_NAME(mc_vec)(sb_dim n, SB_TA ta_alpha, int cj, const SB_T *x, sb_dim incx, SB_T *y,
                            sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_kernels *k = sb_kern(SB_TID);
    if (cj) {
        for (sb_dim i = 0; i < n; i++) y[i * incy] = SB_NAME(mc_f)(alpha, cj, x[i * incx]);
    } else if (x == y && incx == incy) {
        if (alpha != (SB_T)1) k->scal(n, &alpha, y, incy); /* alpha == 0 stores zeros */
    } else if (alpha == (SB_T)0) {
        k->scal(n, &alpha, y, incy);
    } else if (alpha == (SB_T)1) {
        k->copy(n, x, incx, y, incy);
    } else {
        const SB_T zero = 0;
        k->axpby(n, &alpha, x, incx, &zero, y, incy);
    }
}

void SB_NAME(omatcopy)(sb_trans trans, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a,
                       sb_dim lda, SB_T *b, sb_dim ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (m == 0 || n == 0) return;
    const int cj = SB_COMPLEX && sb_trans_is_conj(trans);
    if (!sb_trans_is_t(trans)) {
        for (sb_dim j = 0; j < n; j++)
            SB_NAME(mc_vec)(m, SB_ARG(alpha), cj, a + j * lda, 1, b + j * ldb, 1);
        return;
    }
    /* column j of A (rows i0..) becomes row j of B (columns i0..) */
    for (sb_dim i0 = 0; i0 < m; i0 += SB_MC_ROWS) {
        const sb_dim mb = sb_min(SB_MC_ROWS, m - i0);
        for (sb_dim j = 0; j < n; j++)
            SB_NAME(mc_vec)(mb, SB_ARG(alpha), cj, a + i0 + j * lda, 1, b + j + i0 * ldb, ldb);
    }
}

void SB_NAME(imatcopy)(sb_trans trans, sb_dim m, sb_dim n, SB_TA ta_alpha, SB_T *a, sb_dim lda,
                       sb_dim ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (m == 0 || n == 0) return;
    const int tr = sb_trans_is_t(trans), cj = SB_COMPLEX && sb_trans_is_conj(trans);
    if (lda == ldb && !tr) {
        for (sb_dim j = 0; j < n; j++)
            SB_NAME(mc_vec)(m, SB_ARG(alpha), cj, a + j * lda, 1, a + j * lda, 1);
        return;
    }
    if (lda == ldb && m == n) {
        /* square transpose in place: swap across the diagonal */
        for (sb_dim j = 0; j < n; j++) {
            a[j + j * lda] = SB_NAME(mc_f)(alpha, cj, a[j + j * lda]);
            for (sb_dim i = j + 1; i < n; i++) {
                const SB_T t = a[i + j * lda];
                a[i + j * lda] = SB_NAME(mc_f)(alpha, cj, a[j + i * lda]);
                a[j + i * lda] = SB_NAME(mc_f)(alpha, cj, t);
            }
        }
        return;
    }
    /* The result's shape or leading dimension differs: go through a buffer (the result
     * would overwrite elements not yet read). */
    const sb_dim mo = tr ? n : m, no = tr ? m : n;
    SB_T *buf = sb_buf_get((size_t)(m * n) * sizeof(SB_T));
    if (!buf) return; /* no memory could be mapped: A is left unchanged */
    SB_NAME(omatcopy)(trans, m, n, SB_ARG(alpha), a, lda, buf, mo);
    SB_NAME(omatcopy)(SB_NOTRANS, mo, no, SB_ARG(1), buf, mo, a, ldb);
    sb_buf_put(buf);
}

void SB_NAME(geadd)(sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a, sb_dim lda, SB_TA ta_beta,
                    SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (m == 0 || n == 0) return;
    if (alpha == (SB_T)0 && beta == (SB_T)1) return;
    const sb_kernels *k = sb_kern(SB_TID);
    for (sb_dim j = 0; j < n; j++) {
        if (alpha == (SB_T)0)
            k->scal(m, &beta, c + j * ldc, 1); /* beta == 0 stores zeros */
        else
            k->axpby(m, &alpha, a + j * lda, 1, &beta, c + j * ldc, 1);
    }
}
