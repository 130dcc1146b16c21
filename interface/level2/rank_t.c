/*
 * Fortran ABI of the rank-1 and rank-2 updates: ?GER (s, d), ?GERU ?GERC (c, z),
 * ?SYR ?SPR ?SYR2 ?SPR2 (s, d), ?HER ?HPR ?HER2 ?HPR2 (c, z).
 * Argument checks and numbering as the reference BLAS.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level2/level2.h"

#define NAME_SYR SB_STR SB_PICK("SYR  ", "SYR  ", "HER  ", "HER  ")
#define NAME_SPR SB_STR SB_PICK("SPR  ", "SPR  ", "HPR  ", "HPR  ")
#define NAME_SYR2 SB_STR SB_PICK("SYR2 ", "SYR2 ", "HER2 ", "HER2 ")
#define NAME_SPR2 SB_STR SB_PICK("SPR2 ", "SPR2 ", "HPR2 ", "HPR2 ")

static void SB_NAME(f_ger)(int conj, const char *name, const sb_fint *m, const sb_fint *n,
                           const SB_T *alpha, const SB_T *x, const sb_fint *incx, const SB_T *y,
                           const sb_fint *incy, SB_T *a, const sb_fint *lda)
{
    sb_fint info = 0;
    if (*m < 0) info = 1;
    else if (*n < 0) info = 2;
    else if (*incx == 0) info = 5;
    else if (*incy == 0) info = 7;
    else if (*lda < sb_max(1, *m)) info = 9;
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    SB_NAME(ger)(0, conj, *m, *n, SB_ARG_AT(alpha), x, *incx, y, *incy, a, *lda);
}

/* ger (s, d) and geru (c, z): the unconjugated update */
#define SB_GERU SB_PICK(ger, ger, geru, geru)
SB_API void SB_F77(SB_GERU)(const sb_fint *m, const sb_fint *n, const SB_T *alpha, const SB_T *x,
                            const sb_fint *incx, const SB_T *y, const sb_fint *incy, SB_T *a,
                            const sb_fint *lda)
{
    SB_NAME(f_ger)(0, SB_STR SB_PICK("GER  ", "GER  ", "GERU ", "GERU "), m, n, alpha, x, incx,
                   y, incy, a, lda);
}

#if SB_COMPLEX
SB_API void SB_F77(gerc)(const sb_fint *m, const sb_fint *n, const SB_T *alpha, const SB_T *x,
                         const sb_fint *incx, const SB_T *y, const sb_fint *incy, SB_T *a,
                         const sb_fint *lda)
{
    SB_NAME(f_ger)(1, SB_STR "GERC ", m, n, alpha, x, incx, y, incy, a, lda);
}
#endif

/* Arguments UPLO N ... INCX (positions 1, 2, 5), common to the eight symmetric and
 * Hermitian updates; 0 when legal. */
static sb_fint SB_NAME(f_sy_head)(const char *uplo, sb_fint n, sb_fint incx, int *u)
{
    *u = sb_f_uplo(*uplo);
    if (*u < 0) return 1;
    if (n < 0) return 2;
    if (incx == 0) return 5;
    return 0;
}

SB_API void SB_F77(SB_SYR)(const char *uplo, const sb_fint *n, const SB_R *alpha, const SB_T *x,
                           const sb_fint *incx, SB_T *a, const sb_fint *lda, sb_strlen l1)
{
    int u;
    sb_fint info = SB_NAME(f_sy_head)(uplo, *n, *incx, &u);
    if (info == 0 && *lda < sb_max(1, *n)) info = 7;
    if (info) {
        sb_xerbla(NAME_SYR, info);
        return;
    }
    SB_NAME(SB_SYR)((sb_uplo)u, 0, *n, *alpha, x, *incx, a, *lda);
}

SB_API void SB_F77(SB_SPR)(const char *uplo, const sb_fint *n, const SB_R *alpha, const SB_T *x,
                           const sb_fint *incx, SB_T *ap, sb_strlen l1)
{
    int u;
    sb_fint info = SB_NAME(f_sy_head)(uplo, *n, *incx, &u);
    if (info) {
        sb_xerbla(NAME_SPR, info);
        return;
    }
    SB_NAME(SB_SPR)((sb_uplo)u, 0, *n, *alpha, x, *incx, ap);
}

SB_API void SB_F77(SB_SYR2)(const char *uplo, const sb_fint *n, const SB_T *alpha, const SB_T *x,
                            const sb_fint *incx, const SB_T *y, const sb_fint *incy, SB_T *a,
                            const sb_fint *lda, sb_strlen l1)
{
    int u;
    sb_fint info = SB_NAME(f_sy_head)(uplo, *n, *incx, &u);
    if (info == 0) {
        if (*incy == 0) info = 7;
        else if (*lda < sb_max(1, *n)) info = 9;
    }
    if (info) {
        sb_xerbla(NAME_SYR2, info);
        return;
    }
    SB_NAME(SB_SYR2)((sb_uplo)u, 0, *n, SB_ARG_AT(alpha), x, *incx, y, *incy, a, *lda);
}

SB_API void SB_F77(SB_SPR2)(const char *uplo, const sb_fint *n, const SB_T *alpha, const SB_T *x,
                            const sb_fint *incx, const SB_T *y, const sb_fint *incy, SB_T *ap,
                            sb_strlen l1)
{
    int u;
    sb_fint info = SB_NAME(f_sy_head)(uplo, *n, *incx, &u);
    if (info == 0 && *incy == 0) info = 7;
    if (info) {
        sb_xerbla(NAME_SPR2, info);
        return;
    }
    SB_NAME(SB_SPR2)((sb_uplo)u, 0, *n, SB_ARG_AT(alpha), x, *incx, y, *incy, ap);
}
