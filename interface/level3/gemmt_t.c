/*
 * Fortran ABI: ?GEMMT (OpenBLAS's extension) and ?GEMMTR (its name in LAPACK 3.12), one
 * routine under two names.  Checks and numbering as the reference dgemmtr.f.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level3/level3.h"

static void gemmt_entry(const char *name, char uplo, char transa, char transb, sb_fint n,
                        sb_fint k, const SB_T *alpha, const SB_T *a, sb_fint lda,
                        const SB_T *b, sb_fint ldb, const SB_T *beta, SB_T *c, sb_fint ldc)
{
    int u = sb_f_uplo(uplo);
    int ta = sb_f_trans(transa, SB_COMPLEX), tb = sb_f_trans(transb, SB_COMPLEX);
    sb_fint nrowa = ta == SB_NOTRANS ? n : k, nrowb = tb == SB_NOTRANS ? k : n, info = 0;
    if (u < 0) info = 1;
    else if (ta < 0) info = 2;
    else if (tb < 0) info = 3;
    else if (n < 0) info = 4;
    else if (k < 0) info = 5;
    else if (lda < sb_max(1, nrowa)) info = 8;
    else if (ldb < sb_max(1, nrowb)) info = 10;
    else if (ldc < sb_max(1, n)) info = 13;
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    SB_NAME(gemmt)((sb_uplo)u, (sb_trans)ta, (sb_trans)tb, n, k, SB_ARG_AT(alpha), a, lda, b, ldb,
                   SB_ARG_AT(beta),
                   c, ldc);
}

/* The exported entries: the same signature and body for each name x. */
#define GEMMT_F77(x, name)                                                                     \
    SB_API void SB_F77(x)(const char *uplo, const char *transa, const char *transb,            \
                          const sb_fint *n, const sb_fint *k, const SB_T *alpha,               \
                          const SB_T *a, const sb_fint *lda, const SB_T *b,                    \
                          const sb_fint *ldb, const SB_T *beta, SB_T *c, const sb_fint *ldc,   \
                          sb_strlen l1, sb_strlen l2, sb_strlen l3)                            \
    {                                                                                          \
        gemmt_entry(SB_STR name, *uplo, *transa, *transb, *n, *k, alpha, a, *lda, b, *ldb,     \
                    beta, c, *ldc);                                                            \
    }

GEMMT_F77(gemmt, "GEMMT ")
GEMMT_F77(gemmtr, "GEMMTR")
