/*
 * The 64-bit integer interface of libsteadyblas64.so.0 (make INTERFACE64=1), called by its
 * suffixed names -- Fortran dgemm_64_ with INTEGER*8 arguments, CBLAS cblas_dgemm64_ with
 * int64_t, as declared by the generated cblas64.h -- where 32 bits could not carry the
 * values:
 *
 *  1. operands with more than 2^31 elements: leading dimensions and increments above 2^31
 *     (dgemv N/T, dgemm, daxpy, ddot, idamax, and the CBLAS forms, row-major too).  Each
 *     operand lives in a sparse MAP_NORESERVE mapping of tens of GiB of which the call
 *     touches a few pages; results are compared with plain loops in this file, and an
 *     element inside each gap (after a column of y/C) must stay 0.  Run it under the RSS
 *     watchdog (test/ilp64/part.mk): a library that walked the gaps is killed.
 *  2. a dimension above 2^31 that an int32 cannot express: ddot with n = 2^31 + 5 and
 *     increments 0 (the sum is exact in double), Fortran and CBLAS;
 *  3. argument errors: xerbla_64_ and cblas_xerbla64_, replaced here, receive the routine
 *     name and the reference argument number; a dimension of -2^32 + 5 (whose low 32 bits
 *     read 5) is refused; the library's own xerbla_64_ prints the reference message.
 * A library with 32-bit integers behind the same names fails nearly every check.
 *
 * Each check prints PASS/FAIL; the exit status is 1 if any failed.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "cblas.h"   /* the LP64 prototypes: cblas64.h must be includable beside them */
#include "cblas64.h"

typedef int64_t fint; /* INTEGER*8 */

void dgemv_64_(const char *trans, const fint *m, const fint *n, const double *alpha,
               const double *a, const fint *lda, const double *x, const fint *incx,
               const double *beta, double *y, const fint *incy, size_t ltrans);
void dgemm_64_(const char *ta, const char *tb, const fint *m, const fint *n, const fint *k,
               const double *alpha, const double *a, const fint *lda, const double *b,
               const fint *ldb, const double *beta, double *c, const fint *ldc, size_t lta,
               size_t ltb);
void daxpy_64_(const fint *n, const double *alpha, const double *x, const fint *incx, double *y,
               const fint *incy);
double ddot_64_(const fint *n, const double *x, const fint *incx, const double *y,
                const fint *incy);
fint idamax_64_(const fint *n, const double *x, const fint *incx);

#include "../common/tcheck.h"

static const int64_t TWO31 = INT64_C(2147483648);

/* A sparse, zero-filled mapping for `count` doubles. */
static double *sparse(int64_t count, size_t *bytes)
{
    *bytes = (size_t)count * sizeof(double) + 4096;
    void *p = mmap(NULL, *bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    madvise(p, *bytes, MADV_NOHUGEPAGE);
    return p;
}

static uint64_t seed = 0x9E3779B97F4A7C15ull;
static double urand(void)
{
    seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
    return (double)(seed >> 11) / 9007199254740992.0 * 2 - 1;
}

static double relerr(const double *got, const double *want, int n)
{
    double d = 0, s = 0;
    for (int i = 0; i < n; i++) {
        if (!(fabs(got[i] - want[i]) <= d)) d = fabs(got[i] - want[i]);
        if (fabs(want[i]) > s) s = fabs(want[i]);
    }
    return s > 0 ? d / s : d;
}
#define TOL 1e-13

/* ---- 1. operands with more than 2^31 elements ---- */

/* y = alpha op(A) x + beta y with A m x n, lda = 2^31 + 11: A spans (n - 1) * lda + m
 * elements, more than 2^32. */
static void t_gemv(char trans)
{
    enum { M = 5, N = 3 };
    const fint m = M, n = N, lda = TWO31 + 11, one = 1;
    const double alpha = 1.5, beta = -0.5;
    size_t bytes;
    double *a = sparse((n - 1) * lda + m, &bytes);
    double x[M], y[M], want[M];
    const int ny = trans == 'N' ? M : N, nx = trans == 'N' ? N : M;
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) a[j * lda + i] = urand();
    for (int i = 0; i < nx; i++) x[i] = urand();
    for (int i = 0; i < ny; i++) want[i] = y[i] = urand();
    for (int i = 0; i < ny; i++) {
        double s = 0;
        for (int l = 0; l < nx; l++)
            s += (trans == 'N' ? a[l * lda + i] : a[i * lda + l]) * x[l];
        want[i] = alpha * s + beta * want[i];
    }
    dgemv_64_(&trans, &m, &n, &alpha, a, &lda, x, &one, &beta, y, &one, 1);
    const double e = relerr(y, want, ny);
    check(e <= TOL, "dgemv_64_ %c, m=%d n=%d lda=2^31+11 (%" PRId64 " elements): rel err %.2g",
          trans, M, N, (n - 1) * lda + m, e);
    munmap(a, bytes);
}

/* C = alpha A B + beta C, every leading dimension above 2^31; the element after each
 * column of C (in the gap) must stay 0. */
static void t_gemm(void)
{
    enum { M = 4, N = 3, K = 5 };
    const fint m = M, n = N, k = K, lda = TWO31 + 3, ldb = TWO31 + 5, ldc = TWO31 + 7;
    const double alpha = 0.75, beta = 2;
    size_t ba, bb, bc;
    double *a = sparse((k - 1) * lda + m, &ba), *b = sparse((n - 1) * ldb + k, &bb),
           *c = sparse((n - 1) * ldc + m + 1, &bc);
    double want[M * N], got[M * N];
    for (int l = 0; l < K; l++)
        for (int i = 0; i < M; i++) a[l * lda + i] = urand();
    for (int j = 0; j < N; j++)
        for (int l = 0; l < K; l++) b[j * ldb + l] = urand();
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) {
            c[j * ldc + i] = urand();
            double s = 0;
            for (int l = 0; l < K; l++) s += a[l * lda + i] * b[j * ldb + l];
            want[j * M + i] = alpha * s + beta * c[j * ldc + i];
        }
    dgemm_64_("N", "N", &m, &n, &k, &alpha, a, &lda, b, &ldb, &beta, c, &ldc, 1, 1);
    int outside = 0;
    for (int j = 0; j < N; j++) {
        for (int i = 0; i < M; i++) got[j * M + i] = c[j * ldc + i];
        outside |= c[j * ldc + M] != 0;
    }
    const double e = relerr(got, want, M * N);
    check(e <= TOL && !outside, "dgemm_64_ NN, lda/ldb/ldc = 2^31+3/+5/+7: rel err %.2g%s", e,
          outside ? ", wrote into the gap between columns" : "");
    munmap(a, ba);
    munmap(b, bb);
    munmap(c, bc);
}

/* Row-major cblas_dgemv64_: rows of A lda = 2^31 + 13 apart. */
static void t_cblas_gemv(void)
{
    enum { M = 3, N = 4 };
    const int64_t lda = TWO31 + 13;
    size_t bytes;
    double *a = sparse((M - 1) * lda + N, &bytes);
    double x[N], y[M], want[M];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) a[i * lda + j] = urand();
    for (int j = 0; j < N; j++) x[j] = urand();
    for (int i = 0; i < M; i++) {
        double s = 0;
        for (int j = 0; j < N; j++) s += a[i * lda + j] * x[j];
        y[i] = 0;
        want[i] = -s;
    }
    cblas_dgemv64_(CblasRowMajor, CblasNoTrans, M, N, -1.0, a, lda, x, 1, 0.0, y, 1);
    const double e = relerr(y, want, M);
    check(e <= TOL, "cblas_dgemv64_ row-major, lda=2^31+13: rel err %.2g", e);
    munmap(a, bytes);
}

/* Level 1 with increments above 2^31, positive and negative (a negative increment starts
 * at the far end, as the reference BLAS). */
static void t_level1(void)
{
    enum { N = 4 };
    const fint n = N, incx = TWO31 + 1, incy = -(TWO31 + 9);
    const double alpha = -2.5;
    size_t bx, by;
    double *x = sparse((n - 1) * incx + 1, &bx), *y = sparse((n - 1) * -incy + 2, &by);
    double xs[N], ys[N], got[N], want[N], dot = 0;
    for (int i = 0; i < N; i++) {
        /* x_3 is the largest |x_i|: I?AMAX = 3 (Fortran), 2 (CBLAS) */
        xs[i] = x[i * incx] = i == 2 ? 7.0 : urand();
        ys[i] = y[(N - 1 - i) * -incy] = urand(); /* element i of y (incy < 0) */
        dot += xs[i] * ys[i];
    }

    const double d = ddot_64_(&n, x, &incx, y, &incy);
    check(fabs(d - dot) <= TOL * fabs(dot), "ddot_64_ incx=2^31+1 incy=-(2^31+9): %.17g (want %.17g)",
          d, dot);
    const double dc = cblas_ddot64_(N, x, incx, y, incy);
    check(fabs(dc - dot) <= TOL * fabs(dot), "cblas_ddot64_ incx=2^31+1 incy=-(2^31+9): %.17g",
          dc);
    const fint im = idamax_64_(&n, x, &incx);
    check(im == 3, "idamax_64_ incx=2^31+1: %" PRId64 " (want 3)", im);
    const CBLAS_INDEX ic = cblas_idamax64_(N, x, incx);
    check(ic == 2, "cblas_idamax64_ incx=2^31+1: %zu (want 2)", (size_t)ic);

    daxpy_64_(&n, &alpha, x, &incx, y, &incy);
    int gap = 0;
    for (int i = 0; i < N; i++) {
        want[i] = ys[i] + alpha * xs[i];
        got[i] = y[(N - 1 - i) * -incy];
        gap |= y[(N - 1 - i) * -incy + 1] != 0;
    }
    const double e = relerr(got, want, N);
    check(e <= TOL && !gap, "daxpy_64_ incx=2^31+1 incy=-(2^31+9): rel err %.2g%s", e,
          gap ? ", wrote next to an element" : "");
    munmap(x, bx);
    munmap(y, by);
}

/* ---- 2. a dimension an int32 cannot express ---- */
static void t_huge_n(void)
{
    const fint n = TWO31 + 5, zero = 0;
    const double x = 1.5, y = 2.0, want = 3.0 * (double)n; /* exact: below 2^53 */
    const double d = ddot_64_(&n, &x, &zero, &y, &zero);
    check(d == want, "ddot_64_ n=2^31+5 incx=incy=0: %.17g (want %.17g)", d, want);
    const double dc = cblas_ddot64_(n, &x, 0, &y, 0);
    check(dc == want, "cblas_ddot64_ N=2^31+5 incX=incY=0: %.17g (want %.17g)", dc, want);
}

/* ---- 3. argument errors ---- */
static char err_name[64];
static int64_t err_info;
static int err_calls;

/* Replace the library's handlers (it calls them through the PLT: interposable). */
void xerbla_64_(const char *name, const int64_t *info, size_t len)
{
    size_t n = len < sizeof err_name - 1 ? len : sizeof err_name - 1;
    memcpy(err_name, name, n);
    err_name[n] = 0;
    err_info = *info;
    err_calls++;
}
void cblas_xerbla64_(int64_t p, const char *rout, const char *form, ...)
{
    (void)form;
    snprintf(err_name, sizeof err_name, "%s", rout);
    err_info = p;
    err_calls++;
}

static void expect_error(const char *what, const char *name, int64_t info, const double *c,
                         int nc)
{
    int untouched = 1;
    for (int i = 0; i < nc; i++) untouched &= c[i] == 100.0 + i;
    check(err_calls == 1 && strcmp(err_name, name) == 0 && err_info == info && untouched,
          "%s: %d report(s), \"%s\" argument %" PRId64 " (want \"%s\" %" PRId64 ")%s", what,
          err_calls, err_name, err_info, name, info, untouched ? "" : ", output changed");
    err_calls = 0;
    err_info = 0;
    err_name[0] = 0;
}

static void t_errors(void)
{
    double a[16], b[16], c[16];
    for (int i = 0; i < 16; i++) a[i] = b[i] = 1, c[i] = 100.0 + i;
    const double one = 1, zero = 0;
    fint m = 3, n = 3, k = 3, ld = 3, bad_ld = 0, inc1 = 1, inc0 = 0;
    /* -2^32 + 5: negative, but its low 32 bits read as 5 */
    const fint sneaky = -(INT64_C(1) << 32) + 5;

    dgemm_64_("N", "N", &m, &n, &k, &one, a, &bad_ld, b, &ld, &zero, c, &ld, 1, 1);
    expect_error("dgemm_64_ lda=0", "DGEMM ", 8, c, 9);
    dgemm_64_("N", "N", &sneaky, &n, &k, &one, a, &ld, b, &ld, &zero, c, &ld, 1, 1);
    expect_error("dgemm_64_ m=-2^32+5", "DGEMM ", 3, c, 9);
    dgemm_64_("N", "X", &m, &n, &k, &one, a, &ld, b, &ld, &zero, c, &ld, 1, 1);
    expect_error("dgemm_64_ transb='X'", "DGEMM ", 2, c, 9);
    dgemv_64_("N", &m, &n, &one, a, &ld, b, &inc0, &zero, c, &inc1, 1);
    expect_error("dgemv_64_ incx=0", "DGEMV ", 8, c, 3);

    cblas_dgemm64_(CblasColMajor, CblasNoTrans, CblasNoTrans, 3, 3, 3, 1.0, a, 3, b, 3, 0.0,
                   c, 2);
    expect_error("cblas_dgemm64_ ldc=2", "cblas_dgemm", 14, c, 9);
    cblas_dgemv64_(CblasColMajor, CblasNoTrans, 3, sneaky, 1.0, a, 3, b, 1, 0.0, c, 1);
    expect_error("cblas_dgemv64_ N=-2^32+5", "cblas_dgemv", 4, c, 3);

    /* The library's own xerbla_64_ (found in the library itself, not in this program)
     * prints the reference message to stderr. */
    void *lib = dlopen("libsteadyblas64.so.0", RTLD_NOW | RTLD_NOLOAD);
    void (*own)(const char *, const int64_t *, size_t) =
        lib ? (void (*)(const char *, const int64_t *, size_t))dlsym(lib, "xerbla_64_") : NULL;
    char out[200] = "";
    if (own && own != xerbla_64_) {
        FILE *tmp = tmpfile();
        int saved = dup(2);
        fflush(stderr);
        dup2(fileno(tmp), 2);
        const int64_t info = 8;
        own("DGEMM ", &info, 6);
        fflush(stderr);
        dup2(saved, 2);
        close(saved);
        rewind(tmp);
        if (!fgets(out, sizeof out, tmp)) out[0] = 0;
        fclose(tmp);
        out[strcspn(out, "\n")] = 0;
    }
    check(strcmp(out, " ** On entry to DGEMM  parameter number 8 had an illegal value") == 0,
          "the library's xerbla_64_ prints \"%s\"", out);
}

int main(void)
{
    t_gemv('N');
    t_gemv('T');
    t_gemm();
    t_cblas_gemv();
    t_level1();
    t_huge_n();
    t_errors();
    printf("ilp64: %d passed, %d failed\n", tcheck_passed, tcheck_failed);
    return tcheck_failed != 0;
}
