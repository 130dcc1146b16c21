/* CBLAS: cblas_?copy and cblas_?swap. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

SB_API void SB_CBLAS(copy)(const CBLAS_INT n, const SB_CPTR x, const CBLAS_INT incx, SB_CPTR y,
                           const CBLAS_INT incy)
{
    SB_NAME(copy)(n, (const SB_T *)x, incx, (SB_T *)y, incy);
}

SB_API void SB_CBLAS(swap)(const CBLAS_INT n, SB_CPTR x, const CBLAS_INT incx, SB_CPTR y,
                           const CBLAS_INT incy)
{
    SB_NAME(swap)(n, (SB_T *)x, incx, (SB_T *)y, incy);
}
