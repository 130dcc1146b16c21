/* Fortran ABI: ?SCAL, and CSSCAL / ZDSCAL (real alpha, complex x). */
#include "sb/type.h"
#include "driver/level1/level1.h"

SB_API void SB_F77(scal)(const sb_fint *n, const SB_T *alpha, SB_T *x, const sb_fint *incx)
{
    SB_NAME(scal)(*n, SB_ARG_AT(alpha), x, *incx);
}

#if SB_COMPLEX
SB_API void SB_PICK(, , csscal_, zdscal_)(const sb_fint *n, const SB_R *alpha, SB_T *x,
                                           const sb_fint *incx)
{
    SB_NAME(rscal)(*n, *alpha, x, *incx);
}
#endif
