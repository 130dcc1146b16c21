/* Dot products: ?DOT, ?DOTU, ?DOTC, and the mixed-precision SDSDOT and DSDOT. */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

SB_T SB_NAME(dot)(sb_dim n, const SB_T *x, sb_dim incx, const SB_T *y, sb_dim incy, int conj)
{
    SB_T r = 0;
    if (n > 0)
        sb_kern(SB_TID)->dot(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy, conj,
                             &r);
    return r;
}

#if defined(SB_TYPE_S)
/* The reference starts the double accumulator at sb (so n <= 0 returns sb) and rounds
 * to float once, at the end. */
float sb_sdsdot(sb_dim n, float sb, const float *x, sb_dim incx, const float *y, sb_dim incy)
{
    double acc = sb;
    if (n > 0)
        sb_kern(SB_TID)->dsdot(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy,
                               &acc);
    return (float)acc;
}

double sb_dsdot(sb_dim n, const float *x, sb_dim incx, const float *y, sb_dim incy)
{
    double acc = 0;
    if (n > 0)
        sb_kern(SB_TID)->dsdot(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy,
                               &acc);
    return acc;
}
#endif
