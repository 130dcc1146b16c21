/*
 * Fortran ABI of the OpenBLAS extensions ?OMATCOPY, ?IMATCOPY, ?GEADD (argument lists
 * as OpenBLAS's interface/omatcopy.c, imatcopy.c, geadd.c).
 *   ORDER: 'C' column-major, 'R' row-major.
 *   TRANS: 'N', 'T', 'C' (conjugate transpose), 'R' (conjugate, no transpose); for
 *          real types 'C' is 'T' and 'R' is 'N'.
 */
#include "sb/type.h"
#include "interface/abi.h"
#include "interface/ext/matcopy_args.h"
#include "driver/ext/matcopy.h"

static inline int sb_f_order(char c)
{
    switch (sb_up(c)) {
    case 'C': return 1;
    case 'R': return 0;
    default: return -1;
    }
}

static inline int sb_f_xtrans(char c)
{
    switch (sb_up(c)) {
    case 'N': return SB_NOTRANS;
    case 'T': return SB_TRANS;
    case 'C': return SB_CONJTRANS;
    case 'R': return SB_CONJNOTRANS;
    default: return -1;
    }
}

/* omatcopy and imatcopy (inplace: A := alpha op(A), b unused) share their checks. */
static void SB_NAME(f_matcopy)(int inplace, const char *name, const char *order,
                               const char *trans, sb_fint rows, sb_fint cols, SB_TA ta_alpha,
                               const SB_T *a, sb_fint lda, SB_T *b, sb_fint ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int t = sb_f_xtrans(*trans);
    sb_dim m, n;
    int info = sb_mc_check(sb_f_order(*order), t, rows, cols, lda, ldb, inplace ? 8 : 9, &m, &n);
    if (info) {
        sb_xerbla(name, info);
        return;
    }
    if (!inplace)
        SB_NAME(omatcopy)((sb_trans)t, m, n, SB_ARG(alpha), a, lda, b, ldb);
    else
        SB_NAME(imatcopy)((sb_trans)t, m, n, SB_ARG(alpha), (SB_T *)a, lda, ldb);
}

SB_API void SB_F77(omatcopy)(const char *order, const char *trans, const sb_fint *rows,
                             const sb_fint *cols, const SB_T *alpha, const SB_T *a,
                             const sb_fint *lda, SB_T *b, const sb_fint *ldb, sb_strlen l1,
                             sb_strlen l2)
{
    SB_NAME(f_matcopy)(0, SB_STR "OMATCOPY", order, trans, *rows, *cols, SB_ARG_AT(alpha), a, *lda,
                       b,
                       *ldb);
}

SB_API void SB_F77(imatcopy)(const char *order, const char *trans, const sb_fint *rows,
                             const sb_fint *cols, const SB_T *alpha, SB_T *a, const sb_fint *lda,
                             const sb_fint *ldb, sb_strlen l1, sb_strlen l2)
{
    SB_NAME(f_matcopy)(1, SB_STR "IMATCOPY", order, trans, *rows, *cols, SB_ARG_AT(alpha), a, *lda,
                       NULL,
                       *ldb);
}

SB_API void SB_F77(geadd)(const sb_fint *rows, const sb_fint *cols, const SB_T *alpha,
                          const SB_T *a, const sb_fint *lda, const SB_T *beta, SB_T *c,
                          const sb_fint *ldc)
{
    sb_dim m, n;
    int info = sb_geadd_check(1, *rows, *cols, *lda, *ldc, 1, &m, &n);
    if (info) {
        sb_xerbla(SB_STR "GEADD ", info);
        return;
    }
    SB_NAME(geadd)(m, n, SB_ARG_AT(alpha), a, *lda, SB_ARG_AT(beta), c, *ldc);
}
