/*
 * A library gone wrong, for test-info: preloaded, this cblas_dgemm runs SteadyBLAS's and
 * then changes element (0,0) of C by one part in 10^9 whenever m > 1 -- an error far
 * below what a glance at the numbers would show, far above the self-check's tolerance
 * for double (about 1e-13 here).  steadyblas-info must report gemm FAIL and exit 1.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include "cblas.h"

void cblas_dgemm(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, const CBLAS_INT m,
                 const CBLAS_INT n, const CBLAS_INT k, const double alpha, const double *a,
                 const CBLAS_INT lda, const double *b, const CBLAS_INT ldb, const double beta,
                 double *c, const CBLAS_INT ldc)
{
    typedef void (*fn)(CBLAS_LAYOUT, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, CBLAS_INT, CBLAS_INT,
                       CBLAS_INT, double, const double *, CBLAS_INT, const double *, CBLAS_INT,
                       double, double *, CBLAS_INT);
    fn real = (fn)dlsym(RTLD_NEXT, "cblas_dgemm");
    real(layout, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    if (m > 1 && n > 0) c[0] += 1e-9 * (c[0] < 0 ? -c[0] : c[0]) + 1e-300;
}
