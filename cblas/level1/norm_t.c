/* CBLAS: cblas_?nrm2, cblas_?asum, cblas_i?amax (0-based), cblas_?cabs1. */
#include "sb/type.h"
#include "cblas/cblas_abi.h"
#include "driver/level1/level1.h"

SB_API SB_R SB_PICK(cblas_snrm2, cblas_dnrm2, cblas_scnrm2, cblas_dznrm2)(
    const CBLAS_INT n, const SB_CPTR x, const CBLAS_INT incx)
{
    return SB_NAME(nrm2)(n, (const SB_T *)x, incx);
}

SB_API SB_R SB_PICK(cblas_sasum, cblas_dasum, cblas_scasum, cblas_dzasum)(
    const CBLAS_INT n, const SB_CPTR x, const CBLAS_INT incx)
{
    return SB_NAME(asum)(n, (const SB_T *)x, incx);
}

/* The driver's 1-based index, 0 meaning none, becomes CBLAS's 0-based one (0 for none,
 * as the reference CBLAS returns). */
SB_API CBLAS_INDEX SB_PICK(cblas_isamax, cblas_idamax, cblas_icamax, cblas_izamax)(
    const CBLAS_INT n, const SB_CPTR x, const CBLAS_INT incx)
{
    const sb_dim i = SB_NAME(iamax)(n, (const SB_T *)x, incx);
    return i ? (CBLAS_INDEX)(i - 1) : 0;
}

#if SB_COMPLEX
SB_API SB_R SB_PICK(, , cblas_scabs1, cblas_dcabs1)(const void *z)
{
    return SB_NAME(cabs1)(SB_ARG(*(const SB_T *)z));
}
#endif
