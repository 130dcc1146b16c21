/* CBLAS: cblas_?trmm and cblas_?trsm (row-major mapping: see cblas_l3.h). */
#include "sb/type.h"
#include "cblas/level3/cblas_l3.h"
#include "driver/level3/level3.h"

typedef void (*tri_fn)(sb_side, sb_uplo, sb_trans, sb_diag, sb_dim, sb_dim, SB_TA,
                       const SB_T *, sb_dim, SB_T *, sb_dim);

static void tri_entry(const char *name, tri_fn fn, CBLAS_LAYOUT layout, CBLAS_SIDE side,
                      CBLAS_UPLO uplo, CBLAS_TRANSPOSE ta, CBLAS_DIAG diag, CBLAS_INT m,
                      CBLAS_INT n, SB_TA alpha, const SB_T *a, CBLAS_INT lda, SB_T *b,
                      CBLAS_INT ldb)
{
    int flags_info = !sb_c_trans_ok(ta) ? 4 : !sb_c_diag_ok(diag) ? 5 : 0;
    sb_c3_su p;
    if (sb_c3_side_uplo(name, layout, side, uplo, flags_info, 6, m, n, lda, ldb, NULL, &p))
        return;
    fn(p.side, p.uplo, sb_c_trans(ta), diag == CblasUnit ? SB_UNIT : SB_NONUNIT, p.m, p.n, alpha,
       a, lda, b, ldb);
}

/* The exported entries: the same signature and body for each routine name x. */
#define TRI_CBLAS(x)                                                                           \
    SB_API void SB_CBLAS(x)(CBLAS_LAYOUT layout, CBLAS_SIDE side, CBLAS_UPLO uplo,             \
                            CBLAS_TRANSPOSE ta, CBLAS_DIAG diag, const CBLAS_INT m,            \
                            const CBLAS_INT n, SB_CARG alpha, const SB_CPTR a,                 \
                            const CBLAS_INT lda, SB_CPTR b, const CBLAS_INT ldb)               \
    {                                                                                          \
        tri_entry("cblas_" SB_PICK("s", "d", "c", "z") #x, SB_NAME(x), layout, side, uplo, ta, \
                  diag, m, n, SB_CARGV(alpha), (const SB_T *)a, lda, (SB_T *)b, ldb);           \
    }

TRI_CBLAS(trmm)
TRI_CBLAS(trsm)
