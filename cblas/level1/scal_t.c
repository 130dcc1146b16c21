/* CBLAS: cblas_?scal, cblas_csscal, cblas_zdscal. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

SB_API void SB_CBLAS(scal)(const CBLAS_INT n, SB_CARG alpha, SB_CPTR x, const CBLAS_INT incx)
{
    SB_NAME(scal)(n, SB_CARGV(alpha), (SB_T *)x, incx);
}

#if SB_COMPLEX
SB_API void SB_PICK(, , cblas_csscal, cblas_zdscal)(const CBLAS_INT n, const SB_R alpha,
                                                     void *x, const CBLAS_INT incx)
{
    SB_NAME(rscal)(n, alpha, (SB_T *)x, incx);
}
#endif
