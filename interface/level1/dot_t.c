/*
 * Fortran ABI: SDOT, DDOT, CDOTU, CDOTC, ZDOTU, ZDOTC, SDSDOT, DSDOT, and the
 * subroutine forms of the reference CBLAS (sdotsub ... zdotcsub: the result is the
 * last argument).  Complex functions return by value (gfortran's ABI); REAL functions
 * return float.
 */
#include "sb/type.h"
#include "driver/level1/level1.h"

#if !SB_COMPLEX
SB_API SB_T SB_F77(dot)(const sb_fint *n, const SB_T *x, const sb_fint *incx, const SB_T *y,
                        const sb_fint *incy)
{
    return SB_NAME(dot)(*n, x, *incx, y, *incy, 0);
}

SB_API void SB_F77(dotsub)(const sb_fint *n, const SB_T *x, const sb_fint *incx, const SB_T *y,
                           const sb_fint *incy, SB_T *dot)
{
    *dot = SB_NAME(dot)(*n, x, *incx, y, *incy, 0);
}
#else
SB_API SB_T SB_F77(dotu)(const sb_fint *n, const SB_T *x, const sb_fint *incx, const SB_T *y,
                         const sb_fint *incy)
{
    return SB_NAME(dot)(*n, x, *incx, y, *incy, 0);
}

SB_API SB_T SB_F77(dotc)(const sb_fint *n, const SB_T *x, const sb_fint *incx, const SB_T *y,
                         const sb_fint *incy)
{
    return SB_NAME(dot)(*n, x, *incx, y, *incy, 1);
}

SB_API void SB_F77(dotusub)(const sb_fint *n, const SB_T *x, const sb_fint *incx,
                            const SB_T *y, const sb_fint *incy, SB_T *dotu)
{
    *dotu = SB_NAME(dot)(*n, x, *incx, y, *incy, 0);
}

SB_API void SB_F77(dotcsub)(const sb_fint *n, const SB_T *x, const sb_fint *incx,
                            const SB_T *y, const sb_fint *incy, SB_T *dotc)
{
    *dotc = SB_NAME(dot)(*n, x, *incx, y, *incy, 1);
}
#endif

#if defined(SB_TYPE_S)
SB_API float sdsdot_(const sb_fint *n, const float *sb, const float *x, const sb_fint *incx,
                     const float *y, const sb_fint *incy)
{
    return sb_sdsdot(*n, *sb, x, *incx, y, *incy);
}

SB_API void sdsdotsub_(const sb_fint *n, const float *sb, const float *x, const sb_fint *incx,
                       const float *y, const sb_fint *incy, float *dot)
{
    *dot = sb_sdsdot(*n, *sb, x, *incx, y, *incy);
}

SB_API double dsdot_(const sb_fint *n, const float *x, const sb_fint *incx, const float *y,
                     const sb_fint *incy)
{
    return sb_dsdot(*n, x, *incx, y, *incy);
}

SB_API void dsdotsub_(const sb_fint *n, const float *x, const sb_fint *incx, const float *y,
                      const sb_fint *incy, double *dot)
{
    *dot = sb_dsdot(*n, x, *incx, y, *incy);
}
#endif
