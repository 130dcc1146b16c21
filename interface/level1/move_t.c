/* Fortran ABI: ?COPY and ?SWAP. */
#include "sb/type.h"
#include "driver/level1/level1.h"

SB_API void SB_F77(copy)(const sb_fint *n, const SB_T *x, const sb_fint *incx, SB_T *y,
                         const sb_fint *incy)
{
    SB_NAME(copy)(*n, x, *incx, y, *incy);
}

SB_API void SB_F77(swap)(const sb_fint *n, SB_T *x, const sb_fint *incx, SB_T *y,
                         const sb_fint *incy)
{
    SB_NAME(swap)(*n, x, *incx, y, *incy);
}
