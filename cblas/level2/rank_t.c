/*
 * CBLAS rank-1 and rank-2 updates: cblas_?ger (s, d), cblas_?geru ?gerc (c, z),
 * cblas_?syr ?spr ?syr2 ?spr2 (s, d), cblas_?her ?hpr ?her2 ?hpr2 (c, z).
 *
 * Row-major A is the column-major B = A^T:
 *   ger:   B += alpha y x^T (geru),  alpha conj(y) x^T (gerc): x and y swap roles;
 *   her:   B += alpha conj(x) x^T, the other triangle;
 *   her2:  B += alpha conj(y) x^T + conj(alpha) conj(x) y^T: her2 of (y, x) conjugated,
 *          so x and y swap (as in the reference, whose Fortran call takes y first; the
 *          checks follow that call's order).  Real syr2 needs no swap.
 */
#include "sb/type.h"
#include "cblas/level2/cblas_l2.h"
#include "driver/level2/level2.h"

#define CNAME(op) "cblas_" SB_PICK("s", "d", "c", "z") op
#define NAME_SYR "cblas_" SB_PICK("ssyr", "dsyr", "cher", "zher")
#define NAME_SPR "cblas_" SB_PICK("sspr", "dspr", "chpr", "zhpr")
#define NAME_SYR2 "cblas_" SB_PICK("ssyr2", "dsyr2", "cher2", "zher2")
#define NAME_SPR2 "cblas_" SB_PICK("sspr2", "dspr2", "chpr2", "zhpr2")

static void SB_NAME(c_ger)(int conj, const char *name, CBLAS_LAYOUT layout, CBLAS_INT m,
                           CBLAS_INT n, SB_TA ta_alpha, const SB_T *x, CBLAS_INT incx,
                               const SB_T *y,
                           CBLAS_INT incy, SB_T *a, CBLAS_INT lda)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int row = layout == CblasRowMajor;
    /* the column-major call: row-major swaps m/n and x/y */
    const CBLAS_INT m1 = row ? n : m, n1 = row ? m : n;
    const CBLAS_INT incx1 = row ? incy : incx, incy1 = row ? incx : incy;
    int info = 0;
    if (!row && layout != CblasColMajor) info = 1;
    else if (m1 < 0) info = 2;
    else if (n1 < 0) info = 3;
    else if (incx1 == 0) info = 6;
    else if (incy1 == 0) info = 8;
    else if (lda < sb_max(1, m1)) info = 10;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    SB_NAME(ger)(row && conj, !row && conj, m1, n1, SB_ARG(alpha), row ? y : x, incx1, row ? x : y,
                 incy1,
                 a, lda);
}

/* ger (s, d) and geru (c, z): the unconjugated update */
#define SB_GERU SB_PICK(ger, ger, geru, geru)
SB_API void SB_CBLAS(SB_GERU)(CBLAS_LAYOUT layout, const CBLAS_INT m, const CBLAS_INT n,
                              SB_CARG alpha, const SB_CPTR x, const CBLAS_INT incx,
                              const SB_CPTR y, const CBLAS_INT incy, SB_CPTR a,
                              const CBLAS_INT lda)
{
    SB_NAME(c_ger)(0, CNAME(SB_PICK("ger", "ger", "geru", "geru")), layout, m, n, SB_CARGV(alpha),
                   (const SB_T *)x, incx, (const SB_T *)y, incy, (SB_T *)a, lda);
}

#if SB_COMPLEX
SB_API void SB_CBLAS(gerc)(CBLAS_LAYOUT layout, const CBLAS_INT m, const CBLAS_INT n,
                           SB_CARG alpha, const SB_CPTR x, const CBLAS_INT incx, const SB_CPTR y,
                           const CBLAS_INT incy, SB_CPTR a, const CBLAS_INT lda)
{
    SB_NAME(c_ger)(1, CNAME("gerc"), layout, m, n, SB_CARGV(alpha), (const SB_T *)x, incx,
                   (const SB_T *)y, incy, (SB_T *)a, lda);
}
#endif

/* Layout (1), uplo (2), n (3), then the increment reported as 6: 0 when legal. */
static int SB_NAME(c_sy_head)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_INT n, CBLAS_INT incx)
{
    int info = sb_c2_head(layout, uplo);
    if (info) return info;
    if (n < 0) return 3;
    if (incx == 0) return 6;
    return 0;
}

/* syr / spr / her / hpr share everything but the storage (packed: no lda). */
static void SB_NAME(c_syr)(const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_INT n,
                           SB_R alpha, const SB_T *x, CBLAS_INT incx, SB_T *a, CBLAS_INT lda,
                           int packed)
{
    const int row = layout == CblasRowMajor;
    int info = SB_NAME(c_sy_head)(layout, uplo, n, incx);
    if (!info && !packed && lda < sb_max(1, n)) info = 8;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    if (packed)
        SB_NAME(SB_SPR)(sb_c2_uplo(uplo, row), row, n, alpha, x, incx, a);
    else
        SB_NAME(SB_SYR)(sb_c2_uplo(uplo, row), row, n, alpha, x, incx, a, lda);
}

SB_API void SB_CBLAS(SB_SYR)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                             const SB_R alpha, const SB_CPTR x, const CBLAS_INT incx, SB_CPTR a,
                             const CBLAS_INT lda)
{
    SB_NAME(c_syr)(NAME_SYR, layout, uplo, n, alpha, (const SB_T *)x, incx, (SB_T *)a, lda, 0);
}

SB_API void SB_CBLAS(SB_SPR)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                             const SB_R alpha, const SB_CPTR x, const CBLAS_INT incx, SB_CPTR ap)
{
    SB_NAME(c_syr)(NAME_SPR, layout, uplo, n, alpha, (const SB_T *)x, incx, (SB_T *)ap, 0, 1);
}

/* syr2 / spr2 / her2 / hpr2 share everything but the storage (packed: no lda). */
static void SB_NAME(c_syr2)(const char *name, CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_INT n,
                            SB_TA ta_alpha, const SB_T *x, CBLAS_INT incx, const SB_T *y,
                            CBLAS_INT incy, SB_T *a, CBLAS_INT lda, int packed)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int row = layout == CblasRowMajor, swap = row && SB_COMPLEX;
    const SB_T *x1 = swap ? y : x, *y1 = swap ? x : y;
    const CBLAS_INT incx1 = swap ? incy : incx, incy1 = swap ? incx : incy;
    int info = SB_NAME(c_sy_head)(layout, uplo, n, incx1);
    if (info) {}
    else if (incy1 == 0) info = 8;
    else if (!packed && lda < sb_max(1, n)) info = 10;
    if (info) {
        sb_cblas_error(info, name, row);
        return;
    }
    if (packed)
        SB_NAME(SB_SPR2)(sb_c2_uplo(uplo, row), row, n, SB_ARG(alpha), x1, incx1, y1, incy1, a);
    else
        SB_NAME(SB_SYR2)(sb_c2_uplo(uplo, row), row, n, SB_ARG(alpha), x1, incx1, y1, incy1, a,
                         lda);
}

SB_API void SB_CBLAS(SB_SYR2)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                              SB_CARG alpha, const SB_CPTR x, const CBLAS_INT incx,
                              const SB_CPTR y, const CBLAS_INT incy, SB_CPTR a,
                              const CBLAS_INT lda)
{
    SB_NAME(c_syr2)(NAME_SYR2, layout, uplo, n, SB_CARGV(alpha), (const SB_T *)x, incx,
                    (const SB_T *)y, incy, (SB_T *)a, lda, 0);
}

SB_API void SB_CBLAS(SB_SPR2)(CBLAS_LAYOUT layout, CBLAS_UPLO uplo, const CBLAS_INT n,
                              SB_CARG alpha, const SB_CPTR x, const CBLAS_INT incx,
                              const SB_CPTR y, const CBLAS_INT incy, SB_CPTR ap)
{
    SB_NAME(c_syr2)(NAME_SPR2, layout, uplo, n, SB_CARGV(alpha), (const SB_T *)x, incx,
                    (const SB_T *)y, incy, (SB_T *)ap, 0, 1);
}
