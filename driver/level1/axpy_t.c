/* AXPY: y := alpha * x + y, and the extension AXPBY: y := alpha * x + beta * y. */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

/* As the reference: alpha == 0 returns at once (x is not read, y keeps NaN/Inf). */
void SB_NAME(axpy)(sb_dim n, SB_TA ta_alpha, const SB_T *x, sb_dim incx, SB_T *y, sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (n <= 0 || alpha == (SB_T)0) return;
    sb_kern(SB_TID)->axpy(n, &alpha, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy);
}

/* As OpenBLAS: alpha == 0 does not read x; beta == 0 overwrites y (NaN/Inf in y do
 * not survive); beta == 1 is an AXPY. */
void SB_NAME(axpby)(sb_dim n, SB_TA ta_alpha, const SB_T *x, sb_dim incx, SB_TA ta_beta, SB_T *y,
                    sb_dim incy)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (n <= 0) return;
    const sb_kernels *k = sb_kern(SB_TID);
    y += sb_vfirst(n, incy);
    if (alpha == (SB_T)0) {
        if (beta != (SB_T)1) k->scal(n, &beta, y, incy);
    } else if (beta == (SB_T)1) {
        k->axpy(n, &alpha, x + sb_vfirst(n, incx), incx, y, incy);
    } else {
        k->axpby(n, &alpha, x + sb_vfirst(n, incx), incx, &beta, y, incy);
    }
}
