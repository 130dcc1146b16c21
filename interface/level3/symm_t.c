/* Fortran ABI: ?SYMM and ?HEMM.  Argument checks and numbering as the reference BLAS. */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level3/level3.h"

typedef void (*symm_fn)(sb_side, sb_uplo, sb_dim, sb_dim, SB_TA, const SB_T *, sb_dim,
                        const SB_T *, sb_dim, SB_TA, SB_T *, sb_dim);

static void symm_entry(const char *name6, symm_fn fn, char side, char uplo, sb_fint m,
                       sb_fint n, const SB_T *alpha, const SB_T *a, sb_fint lda,
                       const SB_T *b, sb_fint ldb, const SB_T *beta, SB_T *c, sb_fint ldc)
{
    int s = sb_f_side(side), u = sb_f_uplo(uplo);
    sb_fint nrowa = s == SB_LEFT ? m : n, info = 0;
    if (s < 0) info = 1;
    else if (u < 0) info = 2;
    else if (m < 0) info = 3;
    else if (n < 0) info = 4;
    else if (lda < sb_max(1, nrowa)) info = 7;
    else if (ldb < sb_max(1, m)) info = 9;
    else if (ldc < sb_max(1, m)) info = 12;
    if (info) {
        sb_xerbla(name6, info);
        return;
    }
    fn((sb_side)s, (sb_uplo)u, m, n, SB_ARG_AT(alpha), a, lda, b, ldb, SB_ARG_AT(beta), c, ldc);
}

/* The exported entries: the same signature and body for each routine name x. */
#define SYMM_F77(x, name6)                                                                     \
    SB_API void SB_F77(x)(const char *side, const char *uplo, const sb_fint *m,                \
                          const sb_fint *n, const SB_T *alpha, const SB_T *a,                  \
                          const sb_fint *lda, const SB_T *b, const sb_fint *ldb,               \
                          const SB_T *beta, SB_T *c, const sb_fint *ldc, sb_strlen l1,         \
                          sb_strlen l2)                                                        \
    {                                                                                          \
        symm_entry(SB_STR name6, SB_NAME(x), *side, *uplo, *m, *n, alpha, a, *lda, b, *ldb,    \
                   beta, c, *ldc);                                                             \
    }

SYMM_F77(symm, "SYMM ")
#if SB_COMPLEX
SYMM_F77(hemm, "HEMM ")
#endif
