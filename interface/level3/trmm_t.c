/* Fortran ABI: ?TRMM and ?TRSM.  Argument checks and numbering as the reference BLAS. */
#include "sb/type.h"
#include "interface/abi.h"
#include "driver/level3/level3.h"

typedef void (*tri_fn)(sb_side, sb_uplo, sb_trans, sb_diag, sb_dim, sb_dim, SB_TA,
                       const SB_T *, sb_dim, SB_T *, sb_dim);

static void tri_entry(const char *name6, tri_fn fn, char side, char uplo, char transa,
                      char diag, sb_fint m, sb_fint n, const SB_T *alpha, const SB_T *a,
                      sb_fint lda, SB_T *b, sb_fint ldb)
{
    int s = sb_f_side(side), u = sb_f_uplo(uplo), t = sb_f_trans(transa, SB_COMPLEX);
    int d = sb_f_diag(diag);
    sb_fint nrowa = s == SB_LEFT ? m : n, info = 0;
    if (s < 0) info = 1;
    else if (u < 0) info = 2;
    else if (t < 0) info = 3;
    else if (d < 0) info = 4;
    else if (m < 0) info = 5;
    else if (n < 0) info = 6;
    else if (lda < sb_max(1, nrowa)) info = 9;
    else if (ldb < sb_max(1, m)) info = 11;
    if (info) {
        sb_xerbla(name6, info);
        return;
    }
    fn((sb_side)s, (sb_uplo)u, (sb_trans)t, (sb_diag)d, m, n, SB_ARG_AT(alpha), a, lda, b, ldb);
}

/* The exported entries: the same signature and body for each routine name x. */
#define TRI_F77(x, name6)                                                                      \
    SB_API void SB_F77(x)(const char *side, const char *uplo, const char *transa,              \
                          const char *diag, const sb_fint *m, const sb_fint *n,                \
                          const SB_T *alpha, const SB_T *a, const sb_fint *lda, SB_T *b,       \
                          const sb_fint *ldb, sb_strlen l1, sb_strlen l2, sb_strlen l3,        \
                          sb_strlen l4)                                                        \
    {                                                                                          \
        tri_entry(SB_STR name6, SB_NAME(x), *side, *uplo, *transa, *diag, *m, *n, alpha, a,    \
                  *lda, b, *ldb);                                                              \
    }

TRI_F77(trmm, "TRMM ")
TRI_F77(trsm, "TRSM ")
