/* CBLAS: cblas_?axpy and the extension cblas_?axpby.  Level 1 has no argument errors. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

SB_API void SB_CBLAS(axpy)(const CBLAS_INT n, SB_CARG alpha, const SB_CPTR x,
                           const CBLAS_INT incx, SB_CPTR y, const CBLAS_INT incy)
{
    SB_NAME(axpy)(n, SB_CARGV(alpha), (const SB_T *)x, incx, (SB_T *)y, incy);
}

SB_API void SB_CBLAS(axpby)(const CBLAS_INT n, SB_CARG alpha, const SB_CPTR x,
                            const CBLAS_INT incx, SB_CARG beta, SB_CPTR y, const CBLAS_INT incy)
{
    SB_NAME(axpby)(n, SB_CARGV(alpha), (const SB_T *)x, incx, SB_CARGV(beta), (SB_T *)y, incy);
}
