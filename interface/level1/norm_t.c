/*
 * Fortran ABI: ?NRM2, ?ASUM, I?AMAX (1-based), ?CABS1 (complex argument, real result),
 * and their subroutine forms of the reference CBLAS (snrm2sub ...: result last).
 */
#include "sb/type.h"
#include "driver/level1/level1.h"

#define NRM2 SB_PICK(snrm2, dnrm2, scnrm2, dznrm2)
#define ASUM SB_PICK(sasum, dasum, scasum, dzasum)
#define IAMAX SB_PICK(isamax, idamax, icamax, izamax)
#define F77(name) SB_PASTE3(name, _, )
#define F77SUB(name) SB_PASTE3(name, sub_, )

SB_API SB_R F77(NRM2)(const sb_fint *n, const SB_T *x, const sb_fint *incx)
{
    return SB_NAME(nrm2)(*n, x, *incx);
}

SB_API void F77SUB(NRM2)(const sb_fint *n, const SB_T *x, const sb_fint *incx, SB_R *nrm2)
{
    *nrm2 = SB_NAME(nrm2)(*n, x, *incx);
}

SB_API SB_R F77(ASUM)(const sb_fint *n, const SB_T *x, const sb_fint *incx)
{
    return SB_NAME(asum)(*n, x, *incx);
}

SB_API void F77SUB(ASUM)(const sb_fint *n, const SB_T *x, const sb_fint *incx, SB_R *asum)
{
    *asum = SB_NAME(asum)(*n, x, *incx);
}

SB_API sb_fint F77(IAMAX)(const sb_fint *n, const SB_T *x, const sb_fint *incx)
{
    return (sb_fint)SB_NAME(iamax)(*n, x, *incx);
}

SB_API void F77SUB(IAMAX)(const sb_fint *n, const SB_T *x, const sb_fint *incx, sb_fint *iamax)
{
    *iamax = (sb_fint)SB_NAME(iamax)(*n, x, *incx);
}

#if SB_COMPLEX
#define CABS1 SB_PICK(, , scabs1, dcabs1)
SB_API SB_R F77(CABS1)(const SB_T *z) { return SB_NAME(cabs1)(SB_ARG_AT(z)); }

SB_API void F77SUB(CABS1)(const SB_T *z, SB_R *abs1) { *abs1 = SB_NAME(cabs1)(SB_ARG_AT(z)); }
#endif
