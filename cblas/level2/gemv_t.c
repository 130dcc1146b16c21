/* CBLAS: cblas_?gemv, cblas_?gbmv.  Row-major A is the column-major A^T (n x m). */
#include "sb/type.h"
#include "cblas/level2/cblas_l2.h"
#include "driver/level2/level2.h"

/* gemv and gbmv (band: kl, ku, whose two arguments shift the later positions by 2) */
static void SB_NAME(c_gxmv)(int band, const char *name, CBLAS_LAYOUT layout,
                            CBLAS_TRANSPOSE ta, CBLAS_INT m, CBLAS_INT n, CBLAS_INT kl,
                            CBLAS_INT ku, SB_TA ta_alpha, const SB_T *a, CBLAS_INT lda,
                            const SB_T *x, CBLAS_INT incx, SB_TA ta_beta, SB_T *y, CBLAS_INT incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const int row = layout == CblasRowMajor, sh = band ? 2 : 0;
    /* the column-major problem: row-major swaps m/n, and the band of A^T swaps kl/ku */
    const CBLAS_INT m1 = row ? n : m, n1 = row ? m : n, kl1 = row ? ku : kl, ku1 = row ? kl : ku;
    const sb_dim minlda = band ? (sb_dim)kl1 + ku1 + 1 : sb_max(1, m1);
    int info = 0;
    if (!row && layout != CblasColMajor) info = 1;
    else if (!sb_c_trans_ok(ta)) info = 2;
    else if (m1 < 0) info = 3;
    else if (n1 < 0) info = 4;
    else if (band && kl1 < 0) info = 5;
    else if (band && ku1 < 0) info = 6;
    else if (lda < minlda) info = 7 + sh;
    else if (incx == 0) info = 9 + sh;
    else if (incy == 0) info = 12 + sh;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    const sb_trans t = sb_c2_trans(ta, row, SB_COMPLEX);
    if (band)
        SB_NAME(gbmv)(t, m1, n1, kl1, ku1, SB_ARG(alpha), a, lda, x, incx, SB_ARG(beta), y, incy);
    else
        SB_NAME(gemv)(t, m1, n1, SB_ARG(alpha), a, lda, x, incx, SB_ARG(beta), y, incy);
}

SB_API void SB_CBLAS(gemv)(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE ta, const CBLAS_INT m,
                           const CBLAS_INT n, SB_CARG alpha, const SB_CPTR a, const CBLAS_INT lda,
                           const SB_CPTR x, const CBLAS_INT incx, SB_CARG beta, SB_CPTR y,
                           const CBLAS_INT incy)
{
    SB_NAME(c_gxmv)(0, "cblas_" SB_PICK("s", "d", "c", "z") "gemv", layout, ta, m, n, 0, 0,
                    SB_CARGV(alpha), (const SB_T *)a, lda, (const SB_T *)x, incx, SB_CARGV(beta),
                    (SB_T *)y, incy);
}

SB_API void SB_CBLAS(gbmv)(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE ta, const CBLAS_INT m,
                           const CBLAS_INT n, const CBLAS_INT kl, const CBLAS_INT ku,
                           SB_CARG alpha, const SB_CPTR a, const CBLAS_INT lda, const SB_CPTR x,
                           const CBLAS_INT incx, SB_CARG beta, SB_CPTR y, const CBLAS_INT incy)
{
    SB_NAME(c_gxmv)(1, "cblas_" SB_PICK("s", "d", "c", "z") "gbmv", layout, ta, m, n, kl, ku,
                    SB_CARGV(alpha), (const SB_T *)a, lda, (const SB_T *)x, incx, SB_CARGV(beta),
                    (SB_T *)y, incy);
}
