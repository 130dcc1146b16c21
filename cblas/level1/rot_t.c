/* CBLAS: cblas_?rot (srot, drot, csrot, zdrot), cblas_?rotm, cblas_?rotg, cblas_?rotmg. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

SB_API void SB_PICK(cblas_srot, cblas_drot, cblas_csrot, cblas_zdrot)(
    const CBLAS_INT n, SB_CPTR x, const CBLAS_INT incx, SB_CPTR y, const CBLAS_INT incy,
    const SB_R c, const SB_R s)
{
    SB_NAME(rot)(n, (SB_T *)x, incx, (SB_T *)y, incy, c, s);
}

SB_API void SB_CBLAS(rotg)(SB_CPTR a, SB_CPTR b, SB_R *c, SB_CPTR s)
{
    SB_NAME(rotg)((SB_T *)a, (SB_T *)b, c, (SB_T *)s);
}

#if !SB_COMPLEX
SB_API void SB_CBLAS(rotm)(const CBLAS_INT n, SB_T *x, const CBLAS_INT incx, SB_T *y,
                           const CBLAS_INT incy, const SB_T *p)
{
    SB_NAME(rotm)(n, x, incx, y, incy, p);
}

SB_API void SB_CBLAS(rotmg)(SB_T *d1, SB_T *d2, SB_T *b1, const SB_T b2, SB_T *p)
{
    SB_NAME(rotmg)(d1, d2, b1, b2, p);
}
#endif
