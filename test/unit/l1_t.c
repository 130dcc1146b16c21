/*
 * Unit tests, level 1: swap, copy, axpy, scal, csscal/zdscal, rot, csrot/zdrot, rotm,
 * rotg, rotmg, dot, dotu, dotc, sdsdot, nrm2, asum, i?amax, cabs1, and the Fortran
 * wrappers of netlib's CBLAS (sdotsub_ ...: ABI 'S', compared with netlib, which is the
 * only reference that has them).  Increments 1, -1, 2, -2, 3.
 */
#include <float.h>
#include <math.h>
#include <string.h>
#include "proto_t.h"

#define UT_SUB 'S'

/* ---- swap, copy ---- */

static void UT(call_swap)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    if (p->abi == UT_F77) UT_FN(w, SB_F77(swap))(&p->n, x, &p->incx, y, &p->incy);
    else UT_FN(w, SB_CBLAS(swap))(p->n, x, p->incx, y, p->incy);
}
static void UT(call_copy)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    if (p->abi == UT_F77) UT_FN(w, SB_F77(copy))(&p->n, x, &p->incx, y, &p->incy);
    else UT_FN(w, SB_CBLAS(copy))(p->n, x, p->incx, y, p->incy);
}
/* x and y: both written (swap) or x read and y written (copy); bit-exact results */
static void UT(build_xy)(UT(p) *p, const char *name, UT(callfn) fn, int xout, int tol,
                         double kdim)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    if (xout) UT(out)(&c, "x", ut_vec(p->n, p->incx), 0, tol);
    else UT(in)(&c, "x", ut_vec(p->n, p->incx), UT(nan)(p, 'A'));
    UT(out)(&c, "y", ut_vec(p->n, p->incy), UT(nan)(p, 'C'), tol);
    c.kdim = kdim;
    UT(run)(&c, fn);
}
static void UT(case_swap)(UT(p) *p) { UT(build_xy)(p, "swap", UT(call_swap), 1, UT_T_EXACT, 0); }
static void UT(case_copy)(UT(p) *p) { UT(build_xy)(p, "copy", UT(call_copy), 0, UT_T_EXACT, 0); }

/* ---- axpy, axpy-like rotations ---- */

static void UT(call_axpy)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w);
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    if (p->abi == UT_F77) UT_FN(w, SB_F77(axpy))(&p->n, &al, x, &p->incx, y, &p->incy);
    else UT_FN(w, SB_CBLAS(axpy))(p->n, UT_CS(al), x, p->incx, y, p->incy);
}
static void UT(case_axpy)(UT(p) *p) { UT(build_xy)(p, "axpy", UT(call_axpy), 0, UT_T_MAG, 1); }

/* rot (real) and csrot/zdrot (complex vectors, real c and s): c = Re alpha, s = Re beta */
#if !SB_COMPLEX
#define UT_ROT_F SB_F77(rot)
#define UT_ROT_C SB_CBLAS(rot)
#else
#define UT_ROT_F SB_PICK(, , csrot_, zdrot_)
#define UT_ROT_C SB_PICK(, , cblas_csrot, cblas_zdrot)
#endif
static void UT(call_rot)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_R cs = UT(rsc)(SB_RE(p->alpha), w), sn = UT(rsc)(SB_RE(p->beta), w);
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    if (p->abi == UT_F77) UT_FN(w, UT_ROT_F)(&p->n, x, &p->incx, y, &p->incy, &cs, &sn);
    else UT_FN(w, UT_ROT_C)(p->n, x, p->incx, y, p->incy, cs, sn);
}
/* y := c y - s x: |c| |y| - |s| |x| bounds nothing, so the comparison is normwise */
static void UT(case_rot)(UT(p) *p) { UT(build_xy)(p, "rot", UT(call_rot), 1, UT_T_MAX, 2); }

/* ---- scal, csscal/zdscal ---- */

static void UT(call_scal)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), *x = UT(a)(c, 0, w);
    if (p->abi == UT_F77) UT_FN(w, SB_F77(scal))(&p->n, &al, x, &p->incx);
    else UT_FN(w, SB_CBLAS(scal))(p->n, UT_CS(al), x, p->incx);
}
/* NaN in x with alpha = 0: the reference BLAS multiplies (NaN stays), OpenBLAS 0.3.21
 * stores zeros.  SteadyBLAS follows the reference BLAS, so these cases compare with netlib. */
static void UT(build_scal)(UT(p) *p, const char *name, UT(callfn) fn)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(out)(&c, "x", ut_vec(p->n, p->incx), UT(nan)(p, 'A'), UT_T_MAG);
    if (p->nan) c.ref = UT_NETLIB;
    c.kdim = 0;
    UT(run)(&c, fn);
}
static void UT(case_scal)(UT(p) *p) { UT(build_scal)(p, "scal", UT(call_scal)); }
#if SB_COMPLEX
static void UT(call_rscal)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_R al = UT(rsc)(SB_RE(p->alpha), w);
    SB_T *x = UT(a)(c, 0, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_PICK(, , csscal_, zdscal_))(&p->n, &al, x, &p->incx);
    else
        UT_FN(w, SB_PICK(, , cblas_csscal, cblas_zdscal))(p->n, al, x, p->incx);
}
static void UT(case_rscal)(UT(p) *p) { UT(build_scal)(p, SB_PICK(, , "sscal", "dscal"), UT(call_rscal)); }
#endif

/* ---- rotm (real): the flag comes from the `ta` letter: a..d = -1, 0, 1, -2 ---- */
#if !SB_COMPLEX
static void UT(call_rotm)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    SB_T h[5] = {(SB_T)(p->ta == 'a' ? -1 : p->ta == 'b' ? 0 : p->ta == 'c' ? 1 : -2),
                 p->alpha, p->beta, (SB_T)0.3, (SB_T)-0.8};
    if (p->abi == UT_F77) UT_FN(w, SB_F77(rotm))(&p->n, x, &p->incx, y, &p->incy, h);
    else UT_FN(w, SB_CBLAS(rotm))(p->n, x, p->incx, y, p->incy, h);
}
/* the implicit +-1 entries of the flags make |H| no bound: compare normwise */
static void UT(case_rotm)(UT(p) *p) { UT(build_xy)(p, "rotm", UT(call_rotm), 1, UT_T_MAX, 2); }
#endif

/* ---- rotg: (a, b) -> (r, z, c, s) in one output array ---- */

static void UT(call_rotg)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *v = UT(a)(c, 0, w);
#if !SB_COMPLEX
    if (p->abi == UT_F77) UT_FN(w, SB_F77(rotg))(&v[0], &v[1], &v[2], &v[3]);
    else UT_FN(w, SB_CBLAS(rotg))(&v[0], &v[1], &v[2], &v[3]);
#else
    /* c is real: it goes into the real part of v[2] (the imaginary part stays NaN) */
    if (p->abi == UT_F77) UT_FN(w, SB_F77(rotg))(&v[0], &v[1], (SB_R *)&v[2], &v[3]);
    else UT_FN(w, SB_CBLAS(rotg))(&v[0], &v[1], (SB_R *)&v[2], &v[3]);
#endif
}
/* a = alpha, b = beta, scaled by 1 (pad 1), 1e30 (pad 2) or 1e-30 (pad 3) */
static void UT(case_rotg)(UT(p) *p)
{
    UT(case) c;
    UT(begin)(&c, "rotg", p);
    int i = UT(out)(&c, "abcs", ut_vec(4, 1), UT_O_NAN, UT_T_REL);
    /* crotg/zrotg of LAPACK 3.10+ differ from OpenBLAS 0.3.21's for a = 0 (c = 0 or 1,
     * the sign of r): the reference BLAS decides */
    if (SB_COMPLEX) c.ref = UT_NETLIB;
    SB_R scale = p->pad == 2 ? (SB_R)1e30 : p->pad == 3 ? (SB_R)1e-30 : 1;
    c.a[i].v[UT_ORIG][0] = p->alpha * scale;
    c.a[i].v[UT_ORIG][1] = p->beta * scale;
    c.a[i].v[UT_ORIG][2] = c.a[i].v[UT_ORIG][3] = 0;
    c.kdim = 4;
    UT(run)(&c, UT(call_rotg));
}

/* ---- rotmg (real): v = [d1 d2 x1 y1 param0..4]; param entries the flag leaves unused are
 * NaN on entry and must stay so ---- */
#if !SB_COMPLEX
static void UT(call_rotmg)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *v = UT(a)(c, 0, w);
    if (p->abi == UT_F77) UT_FN(w, SB_F77(rotmg))(&v[0], &v[1], &v[2], &v[3], &v[4]);
    else UT_FN(w, SB_CBLAS(rotmg))(&v[0], &v[1], &v[2], v[3], &v[4]);
}
/* Does v = [d1 d2 x1 y1 flag h11 h21 h12 h22] after rotmg describe a valid modified
 * Givens transformation of the inputs in = [d1 d2 x1 y1]?  H (x1, y1)^T = (x1', 0)^T, and
 * for positive weights d1' x1'^2 = d1 x1^2 + d2 y1^2. */
static int UT(rotmg_valid)(const SB_T *in, const SB_T *v)
{
    double f = 64 * SB_PICK(FLT_EPSILON, DBL_EPSILON, , ), x = in[2], y = in[3];
    double h11 = v[5], h21 = v[6], h12 = v[7], h22 = v[8];
    if (v[4] == 0) h11 = h22 = 1;
    else if (v[4] == 1) h12 = 1, h21 = -1;
    else if (v[4] == -2) h11 = h22 = 1, h12 = h21 = 0;
    int ok = fabs(h11 * x + h12 * y - v[2]) <= f * (fabs(h11 * x) + fabs(h12 * y) + fabs(v[2]));
    if (in[1] != 0) /* with d2 = 0, y carries no weight */
        ok &= fabs(h21 * x + h22 * y) <= f * (fabs(h21 * x) + fabs(h22 * y));
    if (in[0] > 0 && in[1] > 0 && v[0] != 0) {
        double n0 = in[0] * x * x + in[1] * y * y;
        ok &= fabs((double)v[0] * v[2] * v[2] - n0) <= f * n0;
    }
    return ok;
}

/* The reference is netlib's.  LAPACK 3.11's rotmg (Debian's libblas.so.3) resets H12 and
 * H21 in its second rescaling loop when the flag is already -1 (fixed upstream later by
 * testing DFLAG.EQ.ONE there), which leaves an H inconsistent with its own x1'.  Where
 * the reference's result is not a valid transformation, ours is checked by the
 * properties of UT(rotmg_valid) instead of against it. */
static void UT(case_rotmg)(UT(p) *p)
{
    UT(case) c;
    UT(begin)(&c, "rotmg", p);
    int i = UT(out)(&c, "v", ut_vec(9, 1), UT_O_NAN, UT_T_REL);
    c.ref = UT_NETLIB;
    SB_T *v = c.a[i].v[UT_ORIG];
    /* d1, d2 from alpha and beta (negative and zero included); pads 2 and 3 drive the
     * rescaling loops */
    v[0] = p->alpha + (SB_T)0.25, v[1] = p->beta * (SB_T)1.5;
    v[2] = (SB_T)ut_urand(), v[3] = p->incx == 1 ? 0 : (SB_T)ut_urand();
    if (p->pad == 2) v[0] *= (SB_T)1e-8, v[1] *= (SB_T)1e8;
    if (p->pad == 3) v[0] *= (SB_T)1e9, v[2] *= (SB_T)1e-5;
    c.kdim = 8;
    SB_T ref[9], ours[9];
    memcpy(ref, v, sizeof ref), memcpy(ours, v, sizeof ours);
    ut_cur_ref = UT_NETLIB;
    UT_FN(UT_REF, SB_F77(rotmg))(&ref[0], &ref[1], &ref[2], &ref[3], &ref[4]);
    if (UT(rotmg_valid)(v, ref) || v[0] < 0) {
        UT(run)(&c, UT(call_rotmg));
        return;
    }
    if (p->abi == UT_F77) UT_FN(UT_OURS, SB_F77(rotmg))(&ours[0], &ours[1], &ours[2], &ours[3], &ours[4]);
    else UT_FN(UT_OURS, SB_CBLAS(rotmg))(&ours[0], &ours[1], &ours[2], ours[3], &ours[4]);
    if (!UT(rotmg_valid)(v, ours)) {
        char d[400];
        UT(describe)(&c, d, sizeof d);
        ut_case_fail("%s: d1=%.9g d2=%.9g x1=%.9g y1=%.9g gave an invalid transformation: "
                     "d1'=%.9g d2'=%.9g x1'=%.9g param=(%g, %.9g, %.9g, %.9g, %.9g) "
                     "[reference defective here]", d, (double)v[0], (double)v[1], (double)v[2],
                     (double)v[3], (double)ours[0], (double)ours[1], (double)ours[2],
                     (double)ours[4], (double)ours[5], (double)ours[6], (double)ours[7],
                     (double)ours[8]);
    }
    UT(discard)(&c);
}
#endif

/* ---- dot, dotu, dotc, sdsdot: the result in a one-element output ---- */

#if !SB_COMPLEX
static void UT(call_dot)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *r = UT(a)(c, 2, w);
    if (p->abi == UT_F77) r[0] = UT_FN(w, SB_F77(dot))(&p->n, x, &p->incx, y, &p->incy);
    else if (p->abi == UT_SUB)
        UT_FN(w, SB_PICK(sdotsub_, ddotsub_, , ))(&p->n, x, &p->incx, y, &p->incy, r);
    else r[0] = UT_FN(w, SB_CBLAS(dot))(p->n, x, p->incx, y, p->incy);
}
#else
#define UT_DOT_CALL(name, sub)                                                              \
    static void UT(call_##name)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *r = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77) r[0] = UT_FN(w, SB_F77(name))(&p->n, x, &p->incx, y, &p->incy); \
        else if (p->abi == UT_SUB) UT_FN(w, sub)(&p->n, x, &p->incx, y, &p->incy, r);       \
        else UT_FN(w, SB_CBLAS(name##_sub))(p->n, x, p->incx, y, p->incy, r);               \
    }
UT_DOT_CALL(dotu, SB_PICK(, , cdotusub_, zdotusub_))
UT_DOT_CALL(dotc, SB_PICK(, , cdotcsub_, zdotcsub_))
#endif
#if defined(SB_TYPE_S)
static void UT(call_sdsdot)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    float sb = UT(sc)(p->alpha, w), *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *r = UT(a)(c, 2, w);
    if (p->abi == UT_F77) r[0] = UT_FN(w, sdsdot_)(&p->n, &sb, x, &p->incx, y, &p->incy);
    else if (p->abi == UT_SUB) UT_FN(w, sdsdotsub_)(&p->n, &sb, x, &p->incx, y, &p->incy, r);
    else r[0] = UT_FN(w, cblas_sdsdot)(p->n, sb, x, p->incx, y, p->incy);
}
#endif
/* the Fortran wrappers (ABI 'S') exist only in netlib */
static void UT(build_dot)(UT(p) *p, const char *name, UT(callfn) fn)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "x", ut_vec(p->n, p->incx), UT(nan)(p, 'A'));
    UT(in)(&c, "y", ut_vec(p->n, p->incy), UT(nan)(p, 'A'));
    UT(out)(&c, "result", ut_vec(1, 1), UT_O_NAN, UT_T_MAG);
    if (p->abi == UT_SUB) c.ref = UT_NETLIB;
    c.kdim = p->n + 1;
    UT(run)(&c, fn);
}
#if !SB_COMPLEX
static void UT(case_dot)(UT(p) *p) { UT(build_dot)(p, "dot", UT(call_dot)); }
#else
static void UT(case_dotu)(UT(p) *p) { UT(build_dot)(p, "dotu", UT(call_dotu)); }
static void UT(case_dotc)(UT(p) *p) { UT(build_dot)(p, "dotc", UT(call_dotc)); }
#endif
#if defined(SB_TYPE_S)
/* sb is a scalar (alpha) of sdsdot: the sweeps' NaN-with-alpha-0 cases do not apply */
static void UT(case_dsdot)(UT(p) *p)
{
    if (p->nan) p->alpha = 1;
    UT(build_dot)(p, "dsdot", UT(call_sdsdot));
}
#endif

/* ---- nrm2, asum, i?amax, cabs1: a real or integer result ---- */

#define UT_NRM2_F SB_PICK(snrm2_, dnrm2_, scnrm2_, dznrm2_)
#define UT_NRM2_S SB_PICK(snrm2sub_, dnrm2sub_, scnrm2sub_, dznrm2sub_)
#define UT_NRM2_C SB_PICK(cblas_snrm2, cblas_dnrm2, cblas_scnrm2, cblas_dznrm2)
#define UT_ASUM_F SB_PICK(sasum_, dasum_, scasum_, dzasum_)
#define UT_ASUM_S SB_PICK(sasumsub_, dasumsub_, scasumsub_, dzasumsub_)
#define UT_ASUM_C SB_PICK(cblas_sasum, cblas_dasum, cblas_scasum, cblas_dzasum)
#define UT_AMAX_F SB_PICK(isamax_, idamax_, icamax_, izamax_)
#define UT_AMAX_S SB_PICK(isamaxsub_, idamaxsub_, icamaxsub_, izamaxsub_)
#define UT_AMAX_C SB_PICK(cblas_isamax, cblas_idamax, cblas_icamax, cblas_izamax)

#define UT_REDUCE_CALL(name, F, S, C, RT)                                                   \
    static void UT(call_##name)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T *x = UT(a)(c, 0, w), *r = UT(a)(c, 1, w);                                      \
        RT v;                                                                               \
        if (p->abi == UT_F77) v = UT_FN(w, F)(&p->n, x, &p->incx);                          \
        else if (p->abi == UT_SUB) UT_FN(w, S)(&p->n, x, &p->incx, &v);                     \
        else v = (RT)UT_FN(w, C)(p->n, x, p->incx);                                         \
        r[0] = (SB_T)v;                                                                     \
    }
UT_REDUCE_CALL(nrm2, UT_NRM2_F, UT_NRM2_S, UT_NRM2_C, SB_R)
UT_REDUCE_CALL(asum, UT_ASUM_F, UT_ASUM_S, UT_ASUM_C, SB_R)
UT_REDUCE_CALL(iamax, UT_AMAX_F, UT_AMAX_S, UT_AMAX_C, fint)

/* tol: UT_T_REL (nrm2), UT_T_MAG (asum), UT_T_EXACT (iamax: values on a grid of 1/4 so
 * that ties occur and the first index must win) */
static void UT(build_reduce)(UT(p) *p, const char *name, UT(callfn) fn, int tol)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    int i = UT(in)(&c, "x", ut_vec(p->n, p->incx), 0);
    if (tol == UT_T_EXACT)
        for (size_t j = 0; j < c.a[i].n; j++) {
            SB_T *v = &c.a[i].v[UT_ORIG][j];
            *v = SB_MAKE(roundf(SB_RE(*v) * 4) / 4, roundf(SB_IM(*v) * 4) / 4);
        }
    UT(out)(&c, "result", ut_vec(1, 1), UT_O_NAN, tol);
    /* the reference's nrm2 (LAPACK 3.10+) accepts negative increments; OpenBLAS 0.3.21
     * returns 0 there */
    if (p->abi == UT_SUB || (tol == UT_T_REL && p->incx < 0)) c.ref = UT_NETLIB;
    /* OpenBLAS 0.3.21's scasum with its Cooperlake kernels (what it picks on an AVX-512
     * CPU when OPENBLAS_CORETYPE is unset: Zen 4, 2026-12-02) is wrong for most lengths
     * of mixed-sign data (363 of n = 1..500; n = 255: 250.10 against an exact 251.92);
     * its Haswell and SkylakeX kernels are right.  scasum's reference is netlib's. */
    if (tol == UT_T_MAG && SB_PICK(0, 0, 1, 0)) c.ref = UT_NETLIB;
    c.kdim = p->n;
    UT(run)(&c, fn);
}
static void UT(case_nrm2)(UT(p) *p) { UT(build_reduce)(p, "nrm2", UT(call_nrm2), UT_T_REL); }
static void UT(case_asum)(UT(p) *p) { UT(build_reduce)(p, "asum", UT(call_asum), UT_T_MAG); }
static void UT(case_iamax)(UT(p) *p) { UT(build_reduce)(p, "iamax", UT(call_iamax), UT_T_EXACT); }

#if SB_COMPLEX
/* cabs1(z) = |Re z| + |Im z|; z = alpha.  cblas_?cabs1 is not in OpenBLAS: netlib. */
static void UT(call_cabs1)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T *z = UT(a)(c, 0, w), *r = UT(a)(c, 1, w);
    SB_R v;
    if (p->abi == UT_F77) v = UT_FN(w, SB_PICK(, , scabs1_, dcabs1_))(z);
    else if (p->abi == UT_SUB) UT_FN(w, SB_PICK(, , scabs1sub_, dcabs1sub_))(z, &v);
    else v = UT_FN(w, SB_PICK(, , cblas_scabs1, cblas_dcabs1))(z);
    r[0] = v;
}
static void UT(case_cabs1)(UT(p) *p)
{
    UT(case) c;
    UT(begin)(&c, "cabs1", p);
    int i = UT(in)(&c, "z", ut_vec(1, 1), 0);
    c.a[i].v[UT_ORIG][0] = p->alpha * (SB_R)(p->pad == 2 ? 1e30 : 1);
    UT(out)(&c, "result", ut_vec(1, 1), UT_O_NAN, UT_T_REL);
    if (p->abi != UT_F77) c.ref = UT_NETLIB;
    c.kdim = 1;
    UT(run)(&c, UT(call_cabs1));
}
#endif

/* ---- plans ---- */

#define VSMALL {0, 5, 0}
#define UT_L1_PLAN(name, dims, nlf)                                                         \
    static const UT(plan) UT(pl_##name) = {&(dims), UT(case_##name), VSMALL, ut_vsizes,     \
                                           UT_NVSIZES, ut_vlarge, 1, nlf};                  \
    UT_CHECK(name, UT(pl_##name))

static const UT(dims) UT(d_xy) = {.abi = "FC", .incs = 1, .lvl1 = 1};
static const UT(dims) UT(d_axpy) = {.abi = "FC", .nalpha = UT_NSCAL, .incs = 1, .lvl1 = 1};
static const UT(dims) UT(d_rot) = {.abi = "FC", .nalpha = UT_NSCAL, .nbeta = UT_NSCAL,
                                   .incs = 1, .lvl1 = 1};
static const UT(dims) UT(d_red) = {.abi = "FCS", .incs = 1, .lvl1 = 1};
UT_L1_PLAN(swap, UT(d_xy), 1)
UT_L1_PLAN(copy, UT(d_xy), 1)
UT_L1_PLAN(axpy, UT(d_axpy), 1)
UT_L1_PLAN(scal, UT(d_axpy), 1)
UT_L1_PLAN(rot, UT(d_rot), 1)
UT_L1_PLAN(nrm2, UT(d_red), 1)
UT_L1_PLAN(asum, UT(d_red), 1)
UT_L1_PLAN(iamax, UT(d_red), 1)
#if !SB_COMPLEX
static const UT(dims) UT(d_rotm) = {.abi = "FC", .ta = "abcd", .nalpha = UT_NSCAL,
                                    .nbeta = UT_NSCAL, .incs = 1, .lvl1 = 1};
static const UT(dims) UT(d_dot) = {.abi = "FCS", .incs = 1, .lvl1 = 1};
UT_L1_PLAN(rotm, UT(d_rotm), 1)
UT_L1_PLAN(dot, UT(d_dot), 1)
#else
static const UT(dims) UT(d_dot) = {.abi = "FCS", .incs = 1, .lvl1 = 1};
UT_L1_PLAN(rscal, UT(d_axpy), 1)
UT_L1_PLAN(dotu, UT(d_dot), 1)
UT_L1_PLAN(dotc, UT(d_dot), 1)
static const UT(dims) UT(d_cabs1) = {.abi = "FCS", .nalpha = UT_NSCAL};
static const UT(plan) UT(pl_cabs1) = {&UT(d_cabs1), UT(case_cabs1), VSMALL, NULL, 0, NULL, 0, 0};
UT_CHECK(cabs1, UT(pl_cabs1))
#endif
#if defined(SB_TYPE_S)
static const UT(dims) UT(d_dsdot) = {.abi = "FCS", .nalpha = UT_NSCAL, .incs = 1,
                                      .lvl1 = 1};
/* named dsdot so that the check is "sdsdot" (UT_RNAME prefixes the type) */
UT_L1_PLAN(dsdot, UT(d_dsdot), 1)
#endif

/* rotg and rotmg depend on scalars only: the flag group (every alpha, beta, ABI) */
static const UT(dims) UT(d_rotg) = {.abi = "FC", .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_rotg) = {&UT(d_rotg), UT(case_rotg), VSMALL, NULL, 0, NULL, 0, 0};
UT_CHECK(rotg, UT(pl_rotg))
#if !SB_COMPLEX
static const UT(dims) UT(d_rotmg) = {.abi = "FC", .nalpha = UT_NSCAL, .nbeta = UT_NSCAL,
                                     .incs = 1};
static const UT(plan) UT(pl_rotmg) = {&UT(d_rotmg), UT(case_rotmg), VSMALL, NULL, 0, NULL, 0, 0};
UT_CHECK(rotmg, UT(pl_rotmg))
#endif

#define ADD(r, ng) ut_add(s, UT_RNAME(#r), UT(chk_##r), ng)
void UT(reg_l1)(Suite *s)
{
    ADD(swap, UT_NGROUPS), ADD(copy, UT_NGROUPS), ADD(axpy, UT_NGROUPS);
    ADD(scal, UT_NGROUPS), ADD(rot, UT_NGROUPS), ADD(nrm2, UT_NGROUPS);
    ADD(asum, UT_NGROUPS), ADD(iamax, UT_NGROUPS), ADD(rotg, 1);
#if !SB_COMPLEX
    ADD(rotm, UT_NGROUPS), ADD(dot, UT_NGROUPS), ADD(rotmg, 1);
#else
    ADD(rscal, UT_NGROUPS), ADD(dotu, UT_NGROUPS), ADD(dotc, UT_NGROUPS), ADD(cabs1, 1);
#endif
#if defined(SB_TYPE_S)
    ADD(dsdot, UT_NGROUPS);
#endif
}
