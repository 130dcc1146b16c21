/* Fortran ABI: ?ROT (srot, drot, csrot, zdrot), ?ROTM, ?ROTG, ?ROTMG. */
#include "sb/type.h"
#include "driver/level1/level1.h"

SB_API void SB_PICK(srot_, drot_, csrot_, zdrot_)(const sb_fint *n, SB_T *x, const sb_fint *incx,
                                                  SB_T *y, const sb_fint *incy, const SB_R *c,
                                                  const SB_R *s)
{
    SB_NAME(rot)(*n, x, *incx, y, *incy, *c, *s);
}

/* crotg/zrotg: a, b, s complex, c real; b is not changed */
SB_API void SB_F77(rotg)(SB_T *a, SB_T *b, SB_R *c, SB_T *s)
{
    SB_NAME(rotg)(a, b, c, s);
}

#if !SB_COMPLEX
SB_API void SB_F77(rotm)(const sb_fint *n, SB_T *x, const sb_fint *incx, SB_T *y,
                         const sb_fint *incy, const SB_T *param)
{
    SB_NAME(rotm)(*n, x, *incx, y, *incy, param);
}

SB_API void SB_F77(rotmg)(SB_T *d1, SB_T *d2, SB_T *x1, const SB_T *y1, SB_T *param)
{
    SB_NAME(rotmg)(d1, d2, x1, *y1, param);
}
#endif
