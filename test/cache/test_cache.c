/*
 * Buffer-cache test: the promises of DESIGN.md's buffer cache, asserted as counts.
 *
 *   - steady state: once warm, a level-3 call makes no allocator call (malloc family,
 *     counted by this program's own interposed definitions), no mmap/munmap/madvise
 *     (interposed likewise), takes no minor page fault, and misses the cache never;
 *   - a thread's buffers are released when the thread exits;
 *   - steadyblas_release_buffers() releases the calling thread's buffers;
 *   - STEADYBLAS_BUFFER_LIMIT: a call over the limit completes correctly and the memory
 *     is returned afterwards (run with argument "limit" and the variable set);
 *   - STEADYBLAS_ARCH forces a kernel set (run with argument "arch" and the variable set).
 * Prints one line per check and "N passed, M failed".
 */
#define _GNU_SOURCE
#include <complex.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "cblas.h"
#include "steadyblas.h"

/* ---- counting interposers (the library's calls resolve to these) ---- */
static volatile int counting;
static long n_alloc, n_map;

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

void *malloc(size_t n) { if (counting) n_alloc++; return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { if (counting) n_alloc++; return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { if (counting) n_alloc++; return __libc_realloc(p, n); }
void free(void *p) { if (counting && p) n_alloc++; __libc_free(p); }
void *memalign(size_t a, size_t n) { if (counting) n_alloc++; return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { if (counting) n_alloc++; return __libc_memalign(a, n); }
int posix_memalign(void **p, size_t a, size_t n)
{
    if (counting) n_alloc++;
    *p = __libc_memalign(a, n);
    return *p ? 0 : 12;
}
void *mmap(void *a, size_t l, int p, int f, int fd, off_t o)
{
    if (counting) n_map++;
    return (void *)syscall(SYS_mmap, a, l, p, f, fd, o);
}
int munmap(void *a, size_t l) { if (counting) n_map++; return (int)syscall(SYS_munmap, a, l); }
int madvise(void *a, size_t l, int adv) { if (counting) n_map++; return (int)syscall(SYS_madvise, a, l, adv); }

/* ---- checks ---- */
#include "../common/tcheck.h"

static long minflt(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

static uint64_t held(void)
{
    steadyblas_buffer_stats_t s;
    steadyblas_buffer_stats(&s);
    return s.bytes_held;
}

enum { N = 300 };
static double A[N * N], B[N * N], C[N * N], R[N * N];
static float complex CA[N * N], CB[N * N], CC[N * N];

static void fill(void)
{
    for (int i = 0; i < N * N; i++) {
        A[i] = (double)((i * 37) % 101) / 101.0 - 0.5;
        B[i] = (double)((i * 53) % 97) / 97.0 - 0.5;
        CA[i] = (float)A[i] + I * (float)B[i];
        CB[i] = (float)B[i] - I * (float)A[i];
    }
}

/* One round of the level-3 calls whose steady state is asserted. */
static void round_of_calls(int n)
{
    const float complex one = 1, zero = 0;
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0, A, n, B, n, 0.0, C, n);
    cblas_dsyrk(CblasColMajor, CblasLower, CblasNoTrans, n, n, 1.0, A, n, 0.5, C, n);
    cblas_cgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one, CA, n, CB, n, &zero, CC, n);
    cblas_dsymm(CblasColMajor, CblasLeft, CblasUpper, n, n, 1.0, A, n, B, n, 1.0, C, n);
    cblas_dtrsm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasUnit, n, n, 1e-3, A, n, C, n);
    cblas_dtrmm(CblasColMajor, CblasRight, CblasUpper, CblasTrans, CblasNonUnit, n, n, 1.0, A, n, C, n);
    cblas_dgemv(CblasColMajor, CblasNoTrans, n, n, 1.0, A, n, B, 1, 0.0, C, 1);
}

static int dgemm_ok(int n)
{
    /* R = A * B^T by plain loops, compared with what dgemm gives */
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0, A, n, B, n, 0.0, C, n);
    double maxerr = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int p = 0; p < n; p++) s += A[i + p * n] * B[j + p * n];
            R[i + j * n] = s;
            maxerr = fmax(maxerr, fabs(s - C[i + j * n]));
        }
    return maxerr < 1e-12 * n;
}

static void *thread_body(void *arg)
{
    (void)arg;
    round_of_calls(N);
    return NULL;
}

static void test_steady(void)
{
    check(dgemm_ok(N), "dgemm n=%d agrees with a plain loop", N);
    /* warm: each size and routine once, so that every size class is mapped */
    for (int r = 0; r < 2; r++) {
        round_of_calls(N);
        round_of_calls(N / 3);
    }
    steadyblas_buffer_stats_t s0, s1;
    steadyblas_buffer_stats(&s0);
    long f0 = minflt();
    n_alloc = n_map = 0;
    counting = 1;
    for (int r = 0; r < 10; r++) {
        round_of_calls(N);
        round_of_calls(N / 3);
    }
    counting = 0;
    long faults = minflt() - f0;
    steadyblas_buffer_stats(&s1);
    check(n_alloc == 0, "steady state: %ld allocator calls in 140 calls (want 0)", n_alloc);
    check(n_map == 0, "steady state: %ld mmap/munmap/madvise calls in 140 calls (want 0)", n_map);
    check(faults == 0, "steady state: %ld minor page faults in 140 calls (want 0)", faults);
    check(s1.misses == s0.misses && s1.hits > s0.hits,
          "steady state: cache misses %lu -> %lu, hits %lu -> %lu",
          (unsigned long)s0.misses, (unsigned long)s1.misses, (unsigned long)s0.hits,
          (unsigned long)s1.hits);
}

static void test_thread_exit(void)
{
    uint64_t before = held();
    pthread_t t;
    pthread_create(&t, NULL, thread_body, NULL);
    pthread_join(t, NULL);
    uint64_t after = held();
    check(after == before, "thread exit releases its buffers: held %lu before, %lu after",
          (unsigned long)before, (unsigned long)after);
    /* and many threads in a row do not accumulate */
    for (int i = 0; i < 50; i++) {
        pthread_create(&t, NULL, thread_body, NULL);
        pthread_join(t, NULL);
    }
    check(held() == before, "50 more threads: held %lu (want %lu)", (unsigned long)held(),
          (unsigned long)before);
}

static void test_release(void)
{
    check(held() > 0, "main thread holds buffers before release (%lu bytes)", (unsigned long)held());
    steadyblas_release_buffers();
    check(held() == 0, "steadyblas_release_buffers(): held %lu (want 0)", (unsigned long)held());
    check(dgemm_ok(N), "dgemm after release still correct");
}

static void test_limit(void)
{
    const char *lim = getenv("STEADYBLAS_BUFFER_LIMIT");
    check(lim != NULL, "STEADYBLAS_BUFFER_LIMIT is set (%s)", lim ? lim : "unset");
    check(dgemm_ok(N), "dgemm over the buffer limit completes correctly");
    check(held() == 0, "over the limit, memory is returned after the call: held %lu",
          (unsigned long)held());
}

static void test_arch(void)
{
    const char *want = getenv("STEADYBLAS_ARCH");
    const char *got = steadyblas_get_arch();
    printf("config: %s\n", steadyblas_get_config());
    if (want && !strcmp(want, "no-such-set"))
        check(got && *got, "unknown STEADYBLAS_ARCH falls back to an automatic choice (%s)", got);
    else
        check(want && got && !strcmp(want, got), "STEADYBLAS_ARCH=%s forces the set (got %s)",
              want ? want : "(unset)", got ? got : "(null)");
    check(dgemm_ok(N), "dgemm correct with the forced set");
}

int main(int argc, char **argv)
{
    fill();
    const char *mode = argc > 1 ? argv[1] : "cache";
    if (!strcmp(mode, "limit")) {
        test_limit();
    } else if (!strcmp(mode, "arch")) {
        test_arch();
    } else {
        printf("config: %s\n", steadyblas_get_config());
        test_steady();
        test_thread_exit();
        test_release();
    }
    printf("%d passed, %d failed\n", tcheck_passed, tcheck_failed);
    return tcheck_failed != 0;
}
