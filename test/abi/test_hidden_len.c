/*
 * Fortran ABI: entries called without the hidden string-length arguments (as f2py and
 * Cython do, e.g. scipy.linalg.blas) must not write into the caller's stack where those
 * arguments would have been.  Each call goes through abi_call_ptrs (assembly), which
 * puts canaries there; every canary must survive.  Valid calls and calls with an
 * illegal argument (the xerbla path) are both tried.  x86-64 only.
 */
#include <complex.h>
#include <stdio.h>
#include <string.h>
#include <dlfcn.h>

long abi_call_ptrs(void (*fn)(void), void **args, long nargs, unsigned long canary);

static void xerbla_quiet(void) {}
/* Silence the illegal-argument reports: this program's xerbla_ wins (interposable). */
void xerbla_(const char *s, const int *info, size_t len) { (void)s; (void)info; (void)len; xerbla_quiet(); }

enum { N = 24 };
static double complex A[N * N], B[N * N], C[N * N], X[N], Y[N];

int main(void)
{
    void *lib = dlopen("libsteadyblas.so.0", RTLD_NOW | RTLD_GLOBAL);
    if (!lib) {
        printf("FAIL: cannot load libsteadyblas.so.0: %s\n0 passed, 1 failed\n", dlerror());
        return 1;
    }
    int n = N, k = N, one = 1, bad = -1, kl = 2, ku = 1, ldb = N;
    double complex alpha = 1.5, beta = 0.5;
    for (int i = 0; i < N * N; i++) {
        A[i] = (i % 7) * 0.25 + 1.0 + (i % 3) * 0.5 * I;
        B[i] = (i % 5) * 0.5 - 1.0;
        C[i] = 0.125 * (i % 11);
        if (i < N) X[i] = Y[i] = 1.0 + 0.5 * i;
    }
    /* name, argument list (pointers), number of them; `bad` makes the xerbla path */
    struct {
        const char *name;
        void *args[16];
        int nargs;
    } cases[] = {
        {"dgemm_", {"N", "T", &n, &n, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 13},
        {"zgemm_", {"C", "N", &n, &n, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 13},
        {"dgemm_", {"N", "T", &n, &bad, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 13},
        {"dsymm_", {"L", "U", &n, &n, &alpha, A, &n, B, &n, &beta, C, &n}, 12},
        {"zhemm_", {"R", "L", &n, &n, &alpha, A, &n, B, &n, &beta, C, &n}, 12},
        {"dsyrk_", {"U", "T", &n, &k, &alpha, A, &n, &beta, C, &n}, 10},
        {"zherk_", {"L", "C", &n, &k, &alpha, A, &n, &beta, C, &n}, 10},
        {"dsyr2k_", {"L", "N", &n, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 12},
        {"zher2k_", {"U", "N", &n, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 12},
        {"dtrmm_", {"R", "U", "T", "N", &n, &n, &alpha, A, &n, C, &n}, 11},
        {"ztrsm_", {"L", "L", "C", "U", &n, &n, &alpha, A, &n, C, &n}, 11},
        {"dtrsm_", {"L", "L", "N", "X", &n, &n, &alpha, A, &n, C, &n}, 11},
        {"dgemmt_", {"U", "N", "T", &n, &k, &alpha, A, &n, B, &n, &beta, C, &n}, 13},
        {"dgemv_", {"T", &n, &n, &alpha, A, &n, X, &one, &beta, Y, &one}, 11},
        {"zgbmv_", {"C", &n, &n, &kl, &ku, &alpha, A, &n, X, &one, &beta, Y, &one}, 13},
        {"dsymv_", {"U", &n, &alpha, A, &n, X, &one, &beta, Y, &one}, 10},
        {"zhbmv_", {"L", &n, &kl, &alpha, A, &n, X, &one, &beta, Y, &one}, 11},
        {"dtrsv_", {"U", "N", "N", &n, A, &n, X, &one}, 8},
        {"ztbsv_", {"L", "C", "U", &n, &kl, A, &n, X, &one}, 9},
        {"dtpsv_", {"U", "T", "N", &n, A, X, &one}, 7},
        {"dtrmv_", {"L", "N", "U", &n, A, &n, X, &one}, 8},
        {"dsyr_", {"L", &n, &alpha, X, &one, C, &n}, 7},
        {"zher2_", {"U", &n, &alpha, X, &one, Y, &one, C, &n}, 9},
        {"dspr2_", {"L", &n, &alpha, X, &one, Y, &one, C}, 8},
        {"domatcopy_", {"C", "T", &n, &n, &alpha, A, &n, B, &ldb}, 9},
        {"dimatcopy_", {"C", "T", &n, &n, &alpha, A, &n, &ldb}, 8},
    };
    int passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void (*fn)(void) = (void (*)(void))dlsym(lib, cases[i].name);
        if (!fn) {
            printf("FAIL: %s not found\n", cases[i].name);
            failed++;
            continue;
        }
        long changed = abi_call_ptrs(fn, cases[i].args, cases[i].nargs, 0x5ca1ab1edeadbeefUL);
        printf("%s: %-11s %d arguments, %ld of 8 canaries overwritten\n",
               changed ? "FAIL" : "PASS", cases[i].name, cases[i].nargs, changed);
        if (changed) failed++; else passed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
