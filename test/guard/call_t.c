/*
 * Typed CBLAS calls, one per call shape, compiled once per type (-DSB_TYPE_S/D/C/Z) with
 * the library's type vocabulary.  The prototypes come from include/cblas.h (__typeof__),
 * the functions from dlsym, so a routine that does not exist yet fails at run time
 * instead of breaking the build.
 */
#include <complex.h>
#include "sb/type.h"
#include "cblas.h"
#include "gt.h"

#define GT_CALL_NAME SB_PASTE3(gt_call_cblas_, SB_CH, )

/* Scalars: by value for s/d, by pointer for c/z (CBLAS convention). */
#if SB_COMPLEX
#define S(p) ((const void *)&sc[p])
#else
#define S(p) (sc[p])
#endif
#define R(p) ((SB_R)creal(c->a[p].z))
#define IV(p) ((CBLAS_INT)c->a[p].i)
#define PV(q) (c->a[q].p)
#define TR(p) ((CBLAS_TRANSPOSE)c->a[p].i)
#define UP(p) ((CBLAS_UPLO)c->a[p].i)
#define SI(p) ((CBLAS_SIDE)c->a[p].i)
#define DI(p) ((CBLAS_DIAG)c->a[p].i)
#define LAY ((CBLAS_LAYOUT)c->layout)
#define FN(proto) __typeof__(&proto) f = (__typeof__(&proto))fn

int GT_CALL_NAME(const gt_routine *r, void *fn, const gt_call_args *c, gt_ret *out)
{
    SB_T sc[GT_MAXP];
    for (int p = 0; r->kinds[p] && p < GT_MAXP; p++)
        sc[p] = (SB_T)SB_MAKE((SB_R)creal(c->a[p].z), (SB_R)cimag(c->a[p].z));
    (void)sc;
    switch (r->shape) {
    case SH_GEMM: {
        FN(SB_CBLAS(gemm));
        f(LAY, TR(0), TR(1), IV(2), IV(3), IV(4), S(5), PV(6), IV(7), PV(8), IV(9), S(10), PV(11), IV(12));
        return 0;
    }
    case SH_SYMM: {
        FN(SB_CBLAS(symm));
        f(LAY, SI(0), UP(1), IV(2), IV(3), S(4), PV(5), IV(6), PV(7), IV(8), S(9), PV(10), IV(11));
        return 0;
    }
    case SH_SYRK: {
        FN(SB_CBLAS(syrk));
        f(LAY, UP(0), TR(1), IV(2), IV(3), S(4), PV(5), IV(6), S(7), PV(8), IV(9));
        return 0;
    }
    case SH_SYR2K: {
        FN(SB_CBLAS(syr2k));
        f(LAY, UP(0), TR(1), IV(2), IV(3), S(4), PV(5), IV(6), PV(7), IV(8), S(9), PV(10), IV(11));
        return 0;
    }
#if SB_COMPLEX
    case SH_HERK: {
        FN(SB_CBLAS(herk));
        f(LAY, UP(0), TR(1), IV(2), IV(3), R(4), PV(5), IV(6), R(7), PV(8), IV(9));
        return 0;
    }
    case SH_HER2K: {
        FN(SB_CBLAS(her2k));
        f(LAY, UP(0), TR(1), IV(2), IV(3), S(4), PV(5), IV(6), PV(7), IV(8), R(9), PV(10), IV(11));
        return 0;
    }
#endif
    case SH_TRMM: {
        FN(SB_CBLAS(trmm));
        f(LAY, SI(0), UP(1), TR(2), DI(3), IV(4), IV(5), S(6), PV(7), IV(8), PV(9), IV(10));
        return 0;
    }
    case SH_GEMMT: {
        FN(SB_CBLAS(gemmt));
        f(LAY, UP(0), TR(1), TR(2), IV(3), IV(4), S(5), PV(6), IV(7), PV(8), IV(9), S(10), PV(11), IV(12));
        return 0;
    }
    case SH_GEMV: {
        FN(SB_CBLAS(gemv));
        f(LAY, TR(0), IV(1), IV(2), S(3), PV(4), IV(5), PV(6), IV(7), S(8), PV(9), IV(10));
        return 0;
    }
    case SH_GBMV: {
        FN(SB_CBLAS(gbmv));
        f(LAY, TR(0), IV(1), IV(2), IV(3), IV(4), S(5), PV(6), IV(7), PV(8), IV(9), S(10), PV(11), IV(12));
        return 0;
    }
    case SH_SYMV: {
        FN(SB_PICK(cblas_ssymv, cblas_dsymv, cblas_chemv, cblas_zhemv));
        f(LAY, UP(0), IV(1), S(2), PV(3), IV(4), PV(5), IV(6), S(7), PV(8), IV(9));
        return 0;
    }
    case SH_SBMV: {
        FN(SB_PICK(cblas_ssbmv, cblas_dsbmv, cblas_chbmv, cblas_zhbmv));
        f(LAY, UP(0), IV(1), IV(2), S(3), PV(4), IV(5), PV(6), IV(7), S(8), PV(9), IV(10));
        return 0;
    }
    case SH_SPMV: {
        FN(SB_PICK(cblas_sspmv, cblas_dspmv, cblas_chpmv, cblas_zhpmv));
        f(LAY, UP(0), IV(1), S(2), PV(3), PV(4), IV(5), S(6), PV(7), IV(8));
        return 0;
    }
    case SH_TRMV: {
        FN(SB_CBLAS(trmv));
        f(LAY, UP(0), TR(1), DI(2), IV(3), PV(4), IV(5), PV(6), IV(7));
        return 0;
    }
    case SH_TBMV: {
        FN(SB_CBLAS(tbmv));
        f(LAY, UP(0), TR(1), DI(2), IV(3), IV(4), PV(5), IV(6), PV(7), IV(8));
        return 0;
    }
    case SH_TPMV: {
        FN(SB_CBLAS(tpmv));
        f(LAY, UP(0), TR(1), DI(2), IV(3), PV(4), PV(5), IV(6));
        return 0;
    }
    case SH_GER: {
        FN(SB_PICK(cblas_sger, cblas_dger, cblas_cgeru, cblas_zgeru));
        f(LAY, IV(0), IV(1), S(2), PV(3), IV(4), PV(5), IV(6), PV(7), IV(8));
        return 0;
    }
#if SB_COMPLEX
    case SH_HER: {
        FN(SB_CBLAS(her));
        f(LAY, UP(0), IV(1), R(2), PV(3), IV(4), PV(5), IV(6));
        return 0;
    }
    case SH_HPR: {
        FN(SB_CBLAS(hpr));
        f(LAY, UP(0), IV(1), R(2), PV(3), IV(4), PV(5));
        return 0;
    }
#else
    case SH_SYR: {
        FN(SB_CBLAS(syr));
        f(LAY, UP(0), IV(1), S(2), PV(3), IV(4), PV(5), IV(6));
        return 0;
    }
    case SH_SPR: {
        FN(SB_CBLAS(spr));
        f(LAY, UP(0), IV(1), S(2), PV(3), IV(4), PV(5));
        return 0;
    }
#endif
    case SH_SYR2: {
        FN(SB_PICK(cblas_ssyr2, cblas_dsyr2, cblas_cher2, cblas_zher2));
        f(LAY, UP(0), IV(1), S(2), PV(3), IV(4), PV(5), IV(6), PV(7), IV(8));
        return 0;
    }
    case SH_SPR2: {
        FN(SB_PICK(cblas_sspr2, cblas_dspr2, cblas_chpr2, cblas_zhpr2));
        f(LAY, UP(0), IV(1), S(2), PV(3), IV(4), PV(5), IV(6), PV(7));
        return 0;
    }

    /* ---- the matrix extensions: the CBLAS order is the layout; complex scalars are
     * passed as pointers to (re, im) reals ---- */
#if SB_COMPLEX
#define XS(p) ((const SB_R *)&sc[p])
#else
#define XS(p) (sc[p])
#endif
    case SH_OMATCOPY: {
        FN(SB_CBLAS(omatcopy));
        f(LAY, TR(1), IV(2), IV(3), XS(4), PV(5), IV(6), PV(7), IV(8));
        return 0;
    }
    case SH_IMATCOPY: {
        FN(SB_CBLAS(imatcopy));
        f(LAY, TR(1), IV(2), IV(3), XS(4), PV(5), IV(6), IV(7));
        return 0;
    }
    case SH_GEADD: {
        FN(SB_CBLAS(geadd));
        f(LAY, IV(0), IV(1), XS(2), PV(3), IV(4), XS(5), PV(6), IV(7));
        return 0;
    }

    /* ---- level 1 (no layout) ---- */
    case SH_ROT: {
        FN(SB_PICK(cblas_srot, cblas_drot, cblas_csrot, cblas_zdrot));
        f(IV(0), PV(1), IV(2), PV(3), IV(4), R(5), R(6));
        return 0;
    }
#if !SB_COMPLEX
    case SH_ROTM: {
        FN(SB_CBLAS(rotm));
        f(IV(0), PV(1), IV(2), PV(3), IV(4), PV(5));
        return 0;
    }
#endif
    case SH_ROTG: {
        FN(SB_CBLAS(rotg));
        f(PV(0), PV(1), PV(2), PV(3));
        return 0;
    }
#if SB_COMPLEX
    case SH_CABS1: {
        FN(SB_PICK(, , cblas_scabs1, cblas_dcabs1));
        out->z = f(PV(0));
        return 0;
    }
#else
    case SH_ROTMG: {
        FN(SB_CBLAS(rotmg));
        f(PV(0), PV(1), PV(2), R(3), PV(4));
        return 0;
    }
#endif
    case SH_SWAP: {
        FN(SB_CBLAS(swap));
        f(IV(0), PV(1), IV(2), PV(3), IV(4));
        return 0;
    }
    case SH_COPY: {
        FN(SB_CBLAS(copy));
        f(IV(0), PV(1), IV(2), PV(3), IV(4));
        return 0;
    }
    case SH_AXPY: {
        FN(SB_CBLAS(axpy));
        f(IV(0), S(1), PV(2), IV(3), PV(4), IV(5));
        return 0;
    }
    case SH_SCAL: {
        FN(SB_CBLAS(scal));
        f(IV(0), S(1), PV(2), IV(3));
        return 0;
    }
    case SH_AXPBY: {
        FN(SB_CBLAS(axpby));
        f(IV(0), S(1), PV(2), IV(3), S(4), PV(5), IV(6));
        return 0;
    }
#if SB_COMPLEX
    case SH_RSCAL: {
        FN(SB_PICK(, , cblas_csscal, cblas_zdscal));
        f(IV(0), R(1), PV(2), IV(3));
        return 0;
    }
    case SH_DOTU: case SH_DOTC: {
        /* the _sub forms return through a pointer */
        FN(SB_CBLAS(dotu_sub));
        SB_T res = 0;
        f(IV(0), PV(1), IV(2), PV(3), IV(4), &res);
        out->z = res;
        return 0;
    }
#else
    case SH_DOT: {
        FN(SB_CBLAS(dot));
        out->z = f(IV(0), PV(1), IV(2), PV(3), IV(4));
        return 0;
    }
#endif
#if defined(SB_TYPE_S)
    case SH_SDSDOT: {
        FN(cblas_sdsdot);
        out->z = f(IV(0), R(1), PV(2), IV(3), PV(4), IV(5));
        return 0;
    }
    case SH_DSDOT: {
        FN(cblas_dsdot);
        out->z = f(IV(0), PV(1), IV(2), PV(3), IV(4));
        return 0;
    }
#endif
    case SH_NRM2: {
        FN(SB_PICK(cblas_snrm2, cblas_dnrm2, cblas_scnrm2, cblas_dznrm2));
        out->z = f(IV(0), PV(1), IV(2));
        return 0;
    }
    case SH_ASUM: {
        FN(SB_PICK(cblas_sasum, cblas_dasum, cblas_scasum, cblas_dzasum));
        out->z = f(IV(0), PV(1), IV(2));
        return 0;
    }
    case SH_IAMAX: {
        FN(SB_PICK(cblas_isamax, cblas_idamax, cblas_icamax, cblas_izamax));
        out->i = (int64_t)f(IV(0), PV(1), IV(2));
        return 0;
    }
    }
    return -1;
}
