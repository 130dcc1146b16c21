/*
 * SCAL: x := alpha * x (all types), and for complex x with a real alpha CSSCAL/ZDSCAL.
 * As the reference BLAS 3.11: incx <= 0 does nothing, alpha == 1 returns at once, and
 * every other alpha multiplies, 0 included (0 * NaN stays NaN; the zero-storing rule of
 * beta = 0 in levels 2 and 3 is not the rule of this routine).
 */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

void SB_NAME(scal)(sb_dim n, SB_TA ta_alpha, SB_T *x, sb_dim incx)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (n <= 0 || incx <= 0 || alpha == (SB_T)1) return;
    sb_kern(SB_TID)->scal_ieee(n, &alpha, x, incx);
}

#if SB_COMPLEX
/* A real alpha scales the real and imaginary parts alike, so the real kernel does the
 * work on the interleaved components: one real vector of 2n when incx is 1, otherwise
 * the real parts and the imaginary parts as two real vectors of stride 2 * incx. */
void SB_NAME(rscal)(sb_dim n, SB_R alpha, SB_T *x, sb_dim incx)
{
    if (n <= 0 || incx <= 0 || alpha == 1) return;
    const sb_kernels *rk = sb_kern(SB_RTID);
    SB_R *xr = (SB_R *)x;
    if (incx == 1) {
        rk->scal_ieee(2 * n, &alpha, xr, 1);
    } else {
        for (int part = 0; part < 2; part++) rk->scal_ieee(n, &alpha, xr + part, 2 * incx);
    }
}
#endif
