/*
 * Construction of rotations: ?ROTG (s, d, c, z) and ?ROTMG (s, d).  Scalar algorithms,
 * written after the reference BLAS 3.11 (srotg.f90 / crotg.f90 with the safe scaling of
 * Anderson, TOMS 2017; srotmg.f) so that results agree with it bit for bit.
 */
#include <math.h>
#include "sb/type.h"
#include "driver/level1/level1.h"

#define RABS SB_PICK(fabsf, fabs, fabsf, fabs)
#define RSQRT SB_PICK(sqrtf, sqrt, sqrtf, sqrt)
#define RMAX SB_PICK(fmaxf, fmax, fmaxf, fmax)
#define RMIN SB_PICK(fminf, fmin, fminf, fmin)
/* radix^max(minexponent - 1, 1 - maxexponent) and radix^max(1 - minexponent, maxexponent - 1) */
#define SAFMIN SB_PICK(0x1p-126f, 0x1p-1022, 0x1p-126f, 0x1p-1022)
#define SAFMAX SB_PICK(0x1p127f, 0x1p1023, 0x1p127f, 0x1p1023)

#if !SB_COMPLEX
/* On return a = r, b = z (the reconstruction value), c and s the rotation. */
void SB_NAME(rotg)(SB_T *a, SB_T *b, SB_R *c, SB_T *s)
{
    const SB_R anorm = RABS(*a), bnorm = RABS(*b);
    if (bnorm == 0) {
        *c = 1;
        *s = 0;
        *b = 0;
    } else if (anorm == 0) {
        *c = 0;
        *s = 1;
        *a = *b;
        *b = 1;
    } else {
        const SB_R scl = RMIN(SAFMAX, RMAX(SAFMIN, RMAX(anorm, bnorm)));
        const SB_R sigma = anorm > bnorm ? SB_PICK(copysignf, copysign, , )(1, *a)
                                         : SB_PICK(copysignf, copysign, , )(1, *b);
        const SB_R as = *a / scl, bs = *b / scl;
        const SB_R r = sigma * (scl * RSQRT(as * as + bs * bs));
        *c = *a / r;
        *s = *b / r;
        SB_R z;
        if (anorm > bnorm) z = *s;
        else if (*c != 0) z = 1 / *c;
        else z = 1;
        *a = r;
        *b = z;
    }
}
#else
static inline SB_R abssq(SB_T t) { return SB_RE(t) * SB_RE(t) + SB_IM(t) * SB_IM(t); }
static inline SB_R absmax(SB_T t) { return RMAX(RABS(SB_RE(t)), RABS(SB_IM(t))); }

/* c, s and r from f and g, both non-zero and scaled so that f2 = |f|^2 and
 * h2 = |f|^2 + |g|^2 are in [safmin, safmax]; rtmax is the bound below which
 * sqrt(f2 * h2) cannot overflow. */
static void rotg_cs(SB_TA ta_f, SB_TA ta_g, SB_R f2, SB_R h2, SB_R rtmax, SB_R *c, SB_T *s,
                    SB_T *r)
{
    SB_T f = SB_VAL(ta_f);
    SB_T g = SB_VAL(ta_g);
    const SB_R rtmin = RSQRT(SAFMIN);
    if (f2 >= h2 * SAFMIN) {
        /* f2 / h2 in [safmin, 1], and h2 / f2 finite */
        *c = RSQRT(f2 / h2);
        *r = f / *c;
        if (f2 > rtmin && h2 < 2 * rtmax) *s = SB_CONJ(g) * (f / RSQRT(f2 * h2));
        else *s = SB_CONJ(g) * (*r / h2);
    } else {
        /* f2 / h2 may be subnormal and h2 / f2 overflow; here h2 = g2 */
        const SB_R d = RSQRT(f2 * h2);
        *c = f2 / d;
        *r = *c >= SAFMIN ? f / *c : f * (h2 / d);
        *s = SB_CONJ(g) * (f / d);
    }
}

/* On return a = r; b is unchanged; c real, s complex.  The algorithm of the reference
 * crotg.f90 (3.11): unscaled when |f| and |g| are in range, otherwise f and g are
 * scaled by powers near their magnitudes first. */
void SB_NAME(rotg)(SB_T *a, SB_T *b, SB_R *c, SB_T *s)
{
    const SB_R rtmin = RSQRT(SAFMIN);
    const SB_T f = *a, g = *b;
    SB_T r;
    if (g == (SB_T)0) {
        *c = 1;
        *s = 0;
        r = f;
    } else if (f == (SB_T)0) {
        *c = 0;
        if (SB_RE(g) == 0 || SB_IM(g) == 0) {
            const SB_R d = RABS(SB_RE(g) == 0 ? SB_IM(g) : SB_RE(g));
            *s = SB_CONJ(g) / d;
            r = d;
        } else {
            const SB_R g1 = absmax(g);
            /* unscaled (u = 1, exact) when g is in range, else scaled by u near |g| */
            const SB_R u = (g1 > rtmin && g1 < RSQRT(SAFMAX / 2)) ? 1
                                                                 : RMIN(SAFMAX, RMAX(SAFMIN, g1));
            const SB_T gs = g / u;
            const SB_R d = RSQRT(abssq(gs));
            *s = SB_CONJ(gs) / d;
            r = d * u;
        }
    } else {
        const SB_R f1 = absmax(f), g1 = absmax(g), rtmax = RSQRT(SAFMAX / 4);
        if (f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax) {
            const SB_R f2 = abssq(f), g2 = abssq(g);
            rotg_cs(SB_ARG(f), SB_ARG(g), f2, f2 + g2, rtmax, c, s, &r);
        } else {
            const SB_R u = RMIN(SAFMAX, RMAX(SAFMIN, RMAX(f1, g1)));
            const SB_T gs = g / u;
            const SB_R g2 = abssq(gs);
            SB_R w, f2, h2;
            SB_T fs;
            if (f1 / u < rtmin) {
                /* f is not well scaled by g's scale: give it its own */
                const SB_R v = RMIN(SAFMAX, RMAX(SAFMIN, f1));
                w = v / u;
                fs = f / v;
                f2 = abssq(fs);
                h2 = f2 * (w * w) + g2;
            } else {
                w = 1;
                fs = f / u;
                f2 = abssq(fs);
                h2 = f2 + g2;
            }
            rotg_cs(SB_ARG(fs), SB_ARG(gs), f2, h2, rtmax, c, s, &r);
            *c *= w;
            r *= u;
        }
    }
    *a = r;
}
#endif

#if !SB_COMPLEX
/*
 * ?ROTMG: the modified Givens transformation that zeros the second component of
 * (sqrt(d1) x1, sqrt(d2) y1)^T.  param = (flag, h11, h21, h12, h22).  The constants are
 * the reference's literals (single precision: GAMSQ = 1.67772E7, RGAMSQ = 5.96046E-8,
 * which are not exactly 4096^2 and 4096^-2), so the rescaling decisions agree.
 */
#define GAM ((SB_T)4096)
#define GAMSQ SB_PICK(1.67772e7f, 16777216.0, , )
#define RGAMSQ SB_PICK(5.96046e-8f, 5.9604645e-8, , )

/* H as param stores it: h[0] = h11, h[1] = h21, h[2] = h12, h[3] = h22. */
enum { H11, H21, H12, H22 };

/* One rescaling loop of ROTMG: brings |d| into (RGAMSQ, GAMSQ) by factors GAM^2,
 * dividing (multiplying) the H entries ha, hb, and x1 when given, by GAM.  The first
 * rescaling switches H to its full form.  (d1 is never negative here, so |d1| is d1
 * as the reference tests it.  The loop stops at Inf, where the reference would loop
 * forever.) */
static void rotmg_rescale(SB_T *d, SB_T *x1, SB_T *flag, SB_T h[4], int ha, int hb)
{
    while ((RABS(*d) <= RGAMSQ || RABS(*d) >= GAMSQ) && !isinf(*d)) {
        if (*flag == 0) {
            h[H11] = h[H22] = 1;
            *flag = -1;
        } else if (*flag == 1) {
            h[H21] = -1;
            h[H12] = 1;
            *flag = -1;
        }
        const int up = RABS(*d) <= RGAMSQ;
        *d = up ? *d * (GAM * GAM) : *d / (GAM * GAM);
        if (x1) *x1 = up ? *x1 / GAM : *x1 * GAM;
        h[ha] = up ? h[ha] / GAM : h[ha] * GAM;
        h[hb] = up ? h[hb] / GAM : h[hb] * GAM;
    }
}

void SB_NAME(rotmg)(SB_T *d1, SB_T *d2, SB_T *x1, SB_T y1, SB_T *param)
{
    SB_T flag, h[4] = {0, 0, 0, 0};
    if (*d1 < 0) {
        flag = -1;
        *d1 = *d2 = *x1 = 0;
    } else {
        const SB_T p2 = *d2 * y1;
        if (p2 == 0) {
            param[0] = -2;
            return;
        }
        const SB_T p1 = *d1 * *x1, q2 = p2 * y1, q1 = p1 * *x1;
        if (RABS(q1) > RABS(q2)) {
            h[H21] = -y1 / *x1;
            h[H12] = p2 / p1;
            const SB_T u = 1 - h[H12] * h[H21];
            if (u > 0) {
                flag = 0;
                *d1 /= u;
                *d2 /= u;
                *x1 *= u;
            } else {
                /* only reachable through rounding (the reference's safety branch) */
                flag = -1;
                h[H21] = h[H12] = 0;
                *d1 = *d2 = *x1 = 0;
            }
        } else if (q2 < 0) {
            flag = -1;
            *d1 = *d2 = *x1 = 0;
        } else {
            flag = 1;
            h[H11] = p1 / p2;
            h[H22] = *x1 / y1;
            const SB_T u = 1 + h[H11] * h[H22];
            const SB_T t = *d2 / u;
            *d2 = *d1 / u;
            *d1 = t;
            *x1 = y1 * u;
        }
        if (*d1 != 0) rotmg_rescale(d1, x1, &flag, h, H11, H12);
        if (*d2 != 0) rotmg_rescale(d2, NULL, &flag, h, H21, H22);
    }
    /* store the entries the flag names */
    if (flag < 0) {
        for (int i = 0; i < 4; i++) param[1 + i] = h[i];
    } else if (flag == 0) {
        param[1 + H21] = h[H21], param[1 + H12] = h[H12];
    } else {
        param[1 + H11] = h[H11], param[1 + H22] = h[H22];
    }
    param[0] = flag;
}
#endif
