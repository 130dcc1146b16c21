/* Fortran ABI: ?AXPY and the extension ?AXPBY (OpenBLAS's argument order:
 * n, alpha, x, incx, beta, y, incy).  Level 1 has no argument errors. */
#include "sb/type.h"
#include "driver/level1/level1.h"

SB_API void SB_F77(axpy)(const sb_fint *n, const SB_T *alpha, const SB_T *x, const sb_fint *incx,
                         SB_T *y, const sb_fint *incy)
{
    SB_NAME(axpy)(*n, SB_ARG_AT(alpha), x, *incx, y, *incy);
}

SB_API void SB_F77(axpby)(const sb_fint *n, const SB_T *alpha, const SB_T *x,
                          const sb_fint *incx, const SB_T *beta, SB_T *y, const sb_fint *incy)
{
    SB_NAME(axpby)(*n, SB_ARG_AT(alpha), x, *incx, SB_ARG_AT(beta), y, *incy);
}
