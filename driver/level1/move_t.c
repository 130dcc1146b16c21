/* COPY: y := x, and SWAP: x <-> y. */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

void SB_NAME(copy)(sb_dim n, const SB_T *x, sb_dim incx, SB_T *y, sb_dim incy)
{
    if (n <= 0) return;
    sb_kern(SB_TID)->copy(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy);
}

void SB_NAME(swap)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy)
{
    if (n <= 0) return;
    sb_kern(SB_TID)->swap(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy);
}
