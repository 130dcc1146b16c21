/*
 * Level-1 driver entries.  Type-generic: include after sb/type.h.
 * The ABI layers call exactly one of these; every vector argument is given as the
 * caller gave it (increments may be negative or zero) and the driver resolves it.
 * Results follow the reference BLAS 3.11: index results are 1-based (0: none).
 */
#ifndef SB_DRIVER_LEVEL1_H
#define SB_DRIVER_LEVEL1_H

#include "sb/common.h"

/* Offset of the first element visited by a vector of n elements with increment inc:
 * for inc < 0 the reference starts at the far end, x(1 + (1 - n) * inc). */
static inline sb_dim sb_vfirst(sb_dim n, sb_dim inc) { return inc < 0 ? (1 - n) * inc : 0; }

/* The dispatch-table index of the real type of SB_T (c -> s, z -> d). */
#define SB_RTID (SB_TID & 1)

void SB_NAME(axpy)(sb_dim n, SB_TA alpha, const SB_T *x, sb_dim incx, SB_T *y, sb_dim incy);
void SB_NAME(axpby)(sb_dim n, SB_TA alpha, const SB_T *x, sb_dim incx, SB_TA beta, SB_T *y,
                    sb_dim incy);
void SB_NAME(copy)(sb_dim n, const SB_T *x, sb_dim incx, SB_T *y, sb_dim incy);
void SB_NAME(swap)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy);
void SB_NAME(scal)(sb_dim n, SB_TA alpha, SB_T *x, sb_dim incx);
/* dot: x^T y, or x^H y when conj (complex types) */
SB_T SB_NAME(dot)(sb_dim n, const SB_T *x, sb_dim incx, const SB_T *y, sb_dim incy, int conj);
SB_R SB_NAME(nrm2)(sb_dim n, const SB_T *x, sb_dim incx);
SB_R SB_NAME(asum)(sb_dim n, const SB_T *x, sb_dim incx);
sb_dim SB_NAME(iamax)(sb_dim n, const SB_T *x, sb_dim incx);
/* rot: srot, drot, csrot, zdrot (real c and s for every type) */
void SB_NAME(rot)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy, SB_R c, SB_R s);
void SB_NAME(rotg)(SB_T *a, SB_T *b, SB_R *c, SB_T *s);

#if SB_COMPLEX
/* csscal, zdscal */
void SB_NAME(rscal)(sb_dim n, SB_R alpha, SB_T *x, sb_dim incx);
SB_R SB_NAME(cabs1)(SB_TA z);
#else
void SB_NAME(rotm)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy, const SB_T *param);
void SB_NAME(rotmg)(SB_T *d1, SB_T *d2, SB_T *x1, SB_T y1, SB_T *param);
#endif

#if defined(SB_TYPE_S)
/* sdsdot: sb + x^T y accumulated in double; dsdot: x^T y accumulated in double */
float sb_sdsdot(sb_dim n, float sb, const float *x, sb_dim incx, const float *y, sb_dim incy);
double sb_dsdot(sb_dim n, const float *x, sb_dim incx, const float *y, sb_dim incy);
#endif

#endif
