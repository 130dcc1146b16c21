/* CBLAS: cblas_sdot, cblas_ddot, cblas_sdsdot, cblas_dsdot, cblas_?dotu_sub, cblas_?dotc_sub. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

#if !SB_COMPLEX
SB_API SB_T SB_CBLAS(dot)(const CBLAS_INT n, const SB_T *x, const CBLAS_INT incx, const SB_T *y,
                          const CBLAS_INT incy)
{
    return SB_NAME(dot)(n, x, incx, y, incy, 0);
}
#else
SB_API void SB_CBLAS(dotu_sub)(const CBLAS_INT n, const void *x, const CBLAS_INT incx,
                               const void *y, const CBLAS_INT incy, void *dotu)
{
    *(SB_T *)dotu = SB_NAME(dot)(n, (const SB_T *)x, incx, (const SB_T *)y, incy, 0);
}

SB_API void SB_CBLAS(dotc_sub)(const CBLAS_INT n, const void *x, const CBLAS_INT incx,
                               const void *y, const CBLAS_INT incy, void *dotc)
{
    *(SB_T *)dotc = SB_NAME(dot)(n, (const SB_T *)x, incx, (const SB_T *)y, incy, 1);
}
#endif

#if defined(SB_TYPE_S)
SB_API float cblas_sdsdot(const CBLAS_INT n, const float alpha, const float *x,
                          const CBLAS_INT incx, const float *y, const CBLAS_INT incy)
{
    return sb_sdsdot(n, alpha, x, incx, y, incy);
}

SB_API double cblas_dsdot(const CBLAS_INT n, const float *x, const CBLAS_INT incx,
                          const float *y, const CBLAS_INT incy)
{
    return sb_dsdot(n, x, incx, y, incy);
}
#endif
