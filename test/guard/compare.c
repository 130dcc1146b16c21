/*
 * The operands' values (gt_fill) and results against the reference BLAS: which reference routine a routine is compared with,
 * the reference call, and the element-by-element comparison of one operand.  Shared by
 * the guard-page test (guard.c) and the fuzzer (test/fuzz/fuzz_l23.c).
 *
 * The rule, for every element the routine may write (ours: the library under test, ref:
 * the reference BLAS on an identical copy):
 *   - both finite: |ours - ref| <= 64 eps (kdim + 2) max(1, max |finite ref element|),
 *     kdim being the inner dimension (gt_geometry): vector kernels sum in another order
 *     and use FMA, TRSM multiplies by the reciprocal of the diagonal (README, "Where
 *     SteadyBLAS departs");
 *   - otherwise the element must be non-finite in both, NaN in both or in neither (a NaN
 *     in either component counts), and an infinite value equal — unless a non-finite
 *     input may reach the element (taint, below).  With no NaN or Inf among the inputs
 *     this means: where the reference is finite, ours is finite and close, and a NaN the
 *     caller left in an output that must be overwritten (beta = 0) never survives.
 *   - with taint (the fuzzer, when an input holds NaN or Inf): an element that a
 *     non-finite input may reach (GT_TAINT_MAY) may be NaN in one library and Inf in the
 *     other (the order of the operations and the complex formulas decide), and finite in
 *     one of them, because either library may skip a term whose factor is an exact zero
 *     (the reference's level-2 loops test x(j) .NE. ZERO; 0 * Inf is NaN), or divide by
 *     an infinite diagonal.  Where a non-finite input reaches the element through
 *     products without a zero factor (GT_TAINT_MUST), both must be non-finite.
 * Every other element (padding, the other triangle, inputs) must be bitwise unchanged.
 */
#include <math.h>
#include <string.h>
#include "gt.h"

const gt_routine *gt_ref_routine(const gt_routine *r)
{
    if (r->shape == SH_GEMMT) return gt_find("gemm"); /* full C, only the triangle compared */
    if (r->shape == SH_AXPBY || r->level == 0) return NULL;
    return r;
}

int gt_ref_call(const gt_routine *r, int t, void *rfn, const gt_call_args *c, gt_ret *ret)
{
    if (r->shape == SH_GEMMT) { /* uplo transa transb n k ...  ->  transa transb n n k ... */
        gt_call_args g = *c;
        g.a[0] = c->a[1];
        g.a[1] = c->a[2];
        g.a[2] = c->a[3];
        g.a[3] = c->a[3];
        return gt_call(gt_find("gemm"), t, rfn, &g, ret);
    }
    return gt_call(r, t, rfn, c, ret);
}

double gt_rnd(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return (double)(x >> 11) / 4503599627370496.0 - 1.0;
}

void gt_fill(int t, const gt_op *o, unsigned char *img, int overwritten, uint64_t *state)
{
    int cx = gt_complex(t);
    for (size_t e = 0; e < o->nelem; e++) {
        int k = o->cls[e];
        if (o->out && k == C_PAD) {
            memset(img + e * o->esz, GT_CANARY, o->esz);
            continue;
        }
        if (k == C_PAD || k == C_UDIAG) {
            gt_set(t, img, e, CMPLX(NAN, NAN));
            continue;
        }
        double re = gt_rnd(state), im = cx ? gt_rnd(state) : 0;
        if (o->solve) {
            if (k == C_DIAG) re = 1.5 + 0.5 * re, im *= 0.5;
            else re /= o->order, im /= o->order;
        }
        if (o->out && overwritten) re = NAN, im = NAN;
        if (k == C_HDIAG) im = NAN;
        gt_set(t, img, e, CMPLX(re, im));
    }
}

int gt_isnan_c(double complex z) { return isnan(creal(z)) || isnan(cimag(z)); }
int gt_finite_c(double complex z) { return isfinite(creal(z)) && isfinite(cimag(z)); }

double gt_tolerance(int t, const gt_op *o, const void *ref, int kdim)
{
    double scale = 1;
    for (size_t e = 0; e < o->nelem; e++) {
        if (o->cls[e] == C_PAD) continue;
        double complex v = gt_get(t, ref, e);
        if (gt_finite_c(v) && cabs(v) > scale) scale = cabs(v);
    }
    return 64 * gt_eps(t) * (kdim + 2) * scale;
}

/* Non-finite values alike: NaN in both or in neither; infinities equal. */
static int same_nonfinite(double complex a, double complex b)
{
    if (gt_finite_c(a) || gt_finite_c(b)) return 0;
    if (gt_isnan_c(a) || gt_isnan_c(b)) return gt_isnan_c(a) && gt_isnan_c(b);
    return creal(a) == creal(b) && cimag(a) == cimag(b);
}

int gt_element_ok(double complex ours, double complex ref, double tol, int taint)
{
    int fo = gt_finite_c(ours), fr = gt_finite_c(ref);
    if (fo && fr) return cabs(ours - ref) <= tol;
    if (!(taint & GT_TAINT_MAY)) return same_nonfinite(ours, ref);
    if (!fo && !fr) return 1;
    return !(taint & GT_TAINT_MUST);
}

void gt_compare(int t, const gt_op *o, const void *ours, const void *ref, const void *orig, int kdim,
                const unsigned char *taint, gt_cmp *res)
{
    memset(res, 0, sizeof *res);
    double tol = o->out ? gt_tolerance(t, o, ref, kdim) : 0;
    const unsigned char *lp = ours, *op = orig;
    for (size_t e = 0; e < o->nelem; e++) {
        if (o->cls[e] == C_FREE) continue; /* in-place copy: read, then any value */
        if (o->out && o->cls[e] != C_PAD) {
            double complex lv = gt_get(t, ours, e), rv = gt_get(t, ref, e);
            if (!gt_element_ok(lv, rv, tol, taint ? taint[e] : 0) && !res->nwrong++)
                res->first_w = e, res->wl = lv, res->wr = rv;
        } else if (memcmp(lp + e * o->esz, op + e * o->esz, o->esz)) {
            if (!res->nchanged++) res->first_c = e;
        }
    }
}
