/*
 * The program of a project that finds SteadyBLAS through its build system (CMake's
 * find_package(BLAS) or find_package(SteadyBLAS), or pkg-config).
 *
 *   consumer EXPECTED_LIBRARY
 *
 * Computes a small product with dgemm_ (column-major, A*B) and with cblas_dgemm
 * (row-major, A*B^T), compares both with a plain loop (integer-valued entries: exact),
 * then proves which library ran them: the file that holds dgemm_ and cblas_dgemm
 * (dladdr) must be EXPECTED_LIBRARY, and that file must answer steadyblas_get_config.
 * Prints one line and exits 0 when all holds.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

/* The Fortran BLAS ABI: 32-bit INTEGER by reference, hidden string lengths. */
void dgemm_(const char *transa, const char *transb, const int *m, const int *n,
            const int *k, const double *alpha, const double *a, const int *lda,
            const double *b, const int *ldb, const double *beta, double *c,
            const int *ldc, size_t len_transa, size_t len_transb);

enum { M = 37, N = 29, K = 23 };

static double entry(int i, int j, int salt) { return (double)((i * 7 + j * 3 + salt) % 11 - 5); }

/* The file holding the function at addr, resolved; NULL when unknown. */
static char *library_of(void *addr, char *buf)
{
    Dl_info info;
    if (!dladdr(addr, &info) || !info.dli_fname || !realpath(info.dli_fname, buf)) return NULL;
    return buf;
}

int main(int argc, char **argv)
{
    static double a[M * K], b[K * N], bt[N * K], c[M * N], ref[M * N];
    char want[PATH_MAX], got_f[PATH_MAX], got_c[PATH_MAX];
    int m = M, n = N, k = K, bad = 0;
    double one = 1.0, zero = 0.0;

    if (argc != 2 || !realpath(argv[1], want)) {
        fprintf(stderr, "consumer: usage: consumer EXPECTED_LIBRARY (an existing file)\n");
        return 2;
    }
    for (int i = 0; i < M; i++)
        for (int p = 0; p < K; p++) a[i + p * M] = entry(i, p, 1);     /* column-major */
    for (int p = 0; p < K; p++)
        for (int j = 0; j < N; j++) {
            b[p + j * K] = entry(p, j, 4);                              /* column-major */
            bt[j * K + p] = b[p + j * K];                               /* row-major B^T */
        }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int p = 0; p < K; p++) s += a[i + p * M] * b[p + j * K];
            ref[i + j * M] = s;
        }

    dgemm_("N", "N", &m, &n, &k, &one, a, &m, b, &k, &zero, c, &m, 1, 1);
    for (int i = 0; i < M * N; i++) bad += c[i] != ref[i];
    if (bad) fprintf(stderr, "consumer: dgemm_: %d wrong entries\n", bad);

    /* Row-major: C (M x N, row-major) = A (row-major copy) * (B^T)^T. */
    static double ar[M * K], cr[M * N];
    for (int i = 0; i < M; i++)
        for (int p = 0; p < K; p++) ar[i * K + p] = a[i + p * M];
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0, ar, K, bt, K, 0.0,
                cr, N);
    int badc = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) badc += cr[i * N + j] != ref[i + j * M];
    if (badc) fprintf(stderr, "consumer: cblas_dgemm: %d wrong entries\n", badc);

    if (!library_of((void *)dgemm_, got_f) || !library_of((void *)cblas_dgemm, got_c)) {
        fprintf(stderr, "consumer: dladdr cannot place dgemm_ or cblas_dgemm\n");
        return 1;
    }
    int wrong_lib = strcmp(got_f, want) != 0 || strcmp(got_c, want) != 0;
    if (wrong_lib)
        fprintf(stderr, "consumer: dgemm_ from %s, cblas_dgemm from %s; expected %s\n",
                got_f, got_c, want);

    void *h = dlopen(want, RTLD_NOW | RTLD_NOLOAD);
    const char *(*config)(void) = h ? (const char *(*)(void))dlsym(h, "steadyblas_get_config")
                                    : NULL;
    if (!config) fprintf(stderr, "consumer: %s has no steadyblas_get_config\n", want);

    if (bad || badc || wrong_lib || !config) return 1;
    printf("consumer: dgemm_ and cblas_dgemm correct, from %s: %s\n", got_f, config());
    return 0;
}
