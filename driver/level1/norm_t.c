/*
 * Reductions to a real or an index: ?NRM2, ?ASUM, I?AMAX, and ?CABS1.
 * Their quick returns differ in the reference BLAS 3.11, and are kept:
 *   NRM2   n <= 0 gives 0; a negative incx walks from the far end; incx == 0 counts
 *          x(1) n times (documented in the reference).
 *   ASUM   n <= 0 or incx <= 0 gives 0.
 *   IAMAX  n < 1 or incx <= 0 gives 0; otherwise a 1-based index.
 */
#include <math.h>
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

SB_R SB_NAME(nrm2)(sb_dim n, const SB_T *x, sb_dim incx)
{
    SB_R r = 0;
    if (n > 0) sb_kern(SB_TID)->nrm2(n, x + sb_vfirst(n, incx), incx, &r);
    return r;
}

SB_R SB_NAME(asum)(sb_dim n, const SB_T *x, sb_dim incx)
{
    SB_R r = 0;
    if (n > 0 && incx > 0) sb_kern(SB_TID)->asum(n, x, incx, &r);
    return r;
}

sb_dim SB_NAME(iamax)(sb_dim n, const SB_T *x, sb_dim incx)
{
    if (n < 1 || incx <= 0) return 0;
    return sb_kern(SB_TID)->iamax(n, x, incx) + 1;
}

#if SB_COMPLEX
SB_R SB_NAME(cabs1)(SB_TA z) { return SB_ABS1(SB_VAL(z)); }
#endif
