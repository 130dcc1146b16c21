/*
 * Fortran ABI: ?SYRK, ?SYR2K, and for complex types ?HERK, ?HER2K.  Argument checks and
 * numbering as the reference BLAS.  TRANS: real types take N, T and C (C meaning T);
 * complex symmetric ones N and T only; Hermitian ones N and C only.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level3/level3.h"

/* The reference checks of the family; the flags go to *u and *t.  two: a rank-2k routine
 * (LDB is argument 9, LDC 12); otherwise there is no B and LDC is argument 10.  Reports
 * an error and returns nonzero. */
static int rank_check(const char *name6, char uplo, char trans, int herm, int two, sb_fint n,
                      sb_fint k, sb_fint lda, sb_fint ldb, sb_fint ldc, sb_uplo *u,
                      sb_trans *t)
{
    int ui = sb_f_uplo(uplo), ti = sb_f_trans(trans, SB_COMPLEX);
    if (SB_COMPLEX && ti == (herm ? SB_TRANS : SB_CONJTRANS)) ti = -1;
    sb_fint nrowa = ti == SB_NOTRANS ? n : k, info = 0;
    if (ui < 0) info = 1;
    else if (ti < 0) info = 2;
    else if (n < 0) info = 3;
    else if (k < 0) info = 4;
    else if (lda < sb_max(1, nrowa)) info = 7;
    else if (two && ldb < sb_max(1, nrowa)) info = 9;
    else if (ldc < sb_max(1, n)) info = two ? 12 : 10;
    if (info) {
        sb_xerbla(name6, info);
        return 1;
    }
    *u = (sb_uplo)ui;
    *t = (sb_trans)ti;
    return 0;
}

/* The exported rank-k entries: x is syrk or herk (herm), with its scalar types. */
#define RANKK_F77(x, name6, herm, TA, TB)                                                      \
    SB_API void SB_F77(x)(const char *uplo, const char *trans, const sb_fint *n,               \
                          const sb_fint *k, const TA *alpha, const SB_T *a,                    \
                          const sb_fint *lda, const TB *beta, SB_T *c, const sb_fint *ldc,     \
                          sb_strlen l1, sb_strlen l2)                                          \
    {                                                                                          \
        sb_uplo u;                                                                             \
        sb_trans t;                                                                            \
        if (rank_check(SB_STR name6, *uplo, *trans, herm, 0, *n, *k, *lda, 0, *ldc, &u, &t))   \
            return;                                                                            \
        SB_NAME(syrk)(u, t, herm, *n, *k, SB_ARG(*alpha), a, *lda, SB_ARG(*beta), c, *ldc);    \
    }

/* The exported rank-2k entries: x is syr2k or her2k (herm), with the type of beta. */
#define RANK2K_F77(x, name6, herm, TB)                                                         \
    SB_API void SB_F77(x)(const char *uplo, const char *trans, const sb_fint *n,               \
                          const sb_fint *k, const SB_T *alpha, const SB_T *a,                  \
                          const sb_fint *lda, const SB_T *b, const sb_fint *ldb,               \
                          const TB *beta, SB_T *c, const sb_fint *ldc, sb_strlen l1,           \
                          sb_strlen l2)                                                        \
    {                                                                                          \
        sb_uplo u;                                                                             \
        sb_trans t;                                                                            \
        if (rank_check(SB_STR name6, *uplo, *trans, herm, 1, *n, *k, *lda, *ldb, *ldc, &u, &t)) \
            return;                                                                            \
        SB_NAME(syr2k)(u, t, herm, *n, *k, SB_ARG(*alpha), a, *lda,                            \
                       b, *ldb, SB_ARG(*beta), c, *ldc);                                       \
    }

RANKK_F77(syrk, "SYRK ", 0, SB_T, SB_T)
RANK2K_F77(syr2k, "SYR2K", 0, SB_T)
#if SB_COMPLEX
RANKK_F77(herk, "HERK ", 1, SB_R, SB_R)
RANK2K_F77(her2k, "HER2K", 1, SB_R)
#endif
