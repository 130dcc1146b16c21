/* CBLAS: cblas_?symm and cblas_?hemm (row-major mapping: see cblas_l3.h). */
#include "sb/type.h"
#include "cblas/level3/cblas_l3.h"
#include "driver/level3/level3.h"

typedef void (*symm_fn)(sb_side, sb_uplo, sb_dim, sb_dim, SB_TA, const SB_T *, sb_dim,
                        const SB_T *, sb_dim, SB_TA, SB_T *, sb_dim);

static void symm_entry(const char *name, symm_fn fn, CBLAS_LAYOUT layout, CBLAS_SIDE side,
                       CBLAS_UPLO uplo, CBLAS_INT m, CBLAS_INT n, SB_TA alpha, const SB_T *a,
                       CBLAS_INT lda, const SB_T *b, CBLAS_INT ldb, SB_TA beta, SB_T *c,
                       CBLAS_INT ldc)
{
    sb_c3_su p;
    if (sb_c3_side_uplo(name, layout, side, uplo, 0, 4, m, n, lda, ldb, &ldc, &p)) return;
    fn(p.side, p.uplo, p.m, p.n, alpha, a, lda, b, ldb, beta, c, ldc);
}

/* The exported entries: the same signature and body for each routine name x. */
#define SYMM_CBLAS(x)                                                                          \
    SB_API void SB_CBLAS(x)(CBLAS_LAYOUT layout, CBLAS_SIDE side, CBLAS_UPLO uplo,             \
                            const CBLAS_INT m, const CBLAS_INT n, SB_CARG alpha,               \
                            const SB_CPTR a, const CBLAS_INT lda, const SB_CPTR b,             \
                            const CBLAS_INT ldb, SB_CARG beta, SB_CPTR c, const CBLAS_INT ldc) \
    {                                                                                          \
        symm_entry("cblas_" SB_PICK("s", "d", "c", "z") #x, SB_NAME(x), layout, side, uplo, m, \
                   n, SB_CARGV(alpha), (const SB_T *)a, lda, (const SB_T *)b, ldb,              \
                   SB_CARGV(beta), (SB_T *)c, ldc);                                             \
    }

SYMM_CBLAS(symm)
#if SB_COMPLEX
SYMM_CBLAS(hemm)
#endif
