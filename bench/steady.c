/*
 * Steady state, measured: for each call of a BLAS (loaded with dlopen, CBLAS names) over a
 * sweep of sizes, once warm: minor page faults per call (getrusage, all threads),
 * allocator calls per call and mmap/munmap/mremap/madvise/brk system calls per call (from
 * the libsbcount.so shim, which must be LD_PRELOADed: bench/countshim.c), and GFLOP/s
 * (best sample).  The allocator under test is whatever the process runs with (LD_PRELOAD
 * it after the shim); the thread count is the library's (its environment variables).
 *
 *   steady --lib PATH [--label L] [--ops dgemm,dsyrk,ssyrk,cgemm] [--sizes LIST|sweep]
 *          [--warm W] [--calls R] [--sample-ms T] [--place malloc|mmap]
 *
 * Timing: after W warm-up calls (and at least 20 ms of them: a threaded library may
 * start its workers, or run the first calls of a size on one thread while its sleeping
 * workers wake -- SteadyBLAS does -- so the paths of the steady state may need more than
 * a few calls to have all run once), R samples; a sample repeats the call enough times to
 * last at least T milliseconds (default 2), and GFLOP/s is that of the best sample.  The counts
 * are over every call of the R samples, divided by the number of calls.
 * --place: where A, B and C live.  malloc (default): from the allocator under test, as a
 * program would get them.  mmap: each operand in a mapping of its own at a 2 MiB-aligned
 * address, the same for every allocator, so that a difference in GFLOP/s between
 * allocators cannot come from where the operands happen to lie.
 *
 * sweep: n = 16, 24, ..., 1024 and seed 000's sizes (144 184 192 200 240 448 512 640).
 * Output: CSV on stdout, one row per (op, n):
 *   label,op,n,faults_per_call,alloc_per_call,mmap_per_call,gflops
 * mmap_per_call is -1 where the shim could not install its syscall filter.
 */
#define _GNU_SOURCE
#include <complex.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

enum { COL = 102, NOTR = 111, LOW = 122 };
typedef void (*gemm_fn)(int, int, int, int, int, int, const void *, const void *, int,
                        const void *, int, const void *, void *, int);
typedef void (*dgemm_fn)(int, int, int, int, int, int, double, const double *, int,
                         const double *, int, double, double *, int);
typedef void (*sgemm_fn)(int, int, int, int, int, int, float, const float *, int,
                         const float *, int, float, float *, int);
typedef void (*dsyrk_fn)(int, int, int, int, int, double, const double *, int, double,
                         double *, int);
typedef void (*ssyrk_fn)(int, int, int, int, int, float, const float *, int, float, float *,
                         int);

static void (*cnt_enable)(int);
static void (*cnt_read)(long *);

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}
static long minflt(void)
{
    struct rusage r;
    getrusage(RUSAGE_SELF, &r);
    return r.ru_minflt;
}

/* bytes at a 2 MiB-aligned address of a fresh mapping (never unmapped: the process ends) */
static double *place_mmap(size_t bytes)
{
    const size_t huge = (size_t)2 << 20;
    char *p = mmap(NULL, bytes + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        perror("steady: mmap");
        exit(2);
    }
    return (double *)(((size_t)p + huge - 1) & ~(huge - 1));
}

/* reps calls of operation `kind` (see main) on n x n operands; the seconds per call */
static double run_op(int kind, void *f, int n, double *A, double *B, double *C, int reps)
{
    const double one[2] = {1, 0}, zero[2] = {0, 0};
    const float onef[2] = {1, 0}, zerof[2] = {0, 0};
    const double t = now();
    for (int q = 0; q < reps; q++) {
        switch (kind) {
        case 0: ((dgemm_fn)f)(COL, NOTR, NOTR, n, n, n, 1.0, A, n, B, n, 0.0, C, n); break;
        case 1: ((sgemm_fn)f)(COL, NOTR, NOTR, n, n, n, 1.0f, (float *)A, n, (float *)B, n, 0.0f, (float *)C, n); break;
        case 2: ((gemm_fn)f)(COL, NOTR, NOTR, n, n, n, onef, A, n, B, n, zerof, C, n); break;
        case 3: ((gemm_fn)f)(COL, NOTR, NOTR, n, n, n, one, A, n, B, n, zero, C, n); break;
        case 4: ((dsyrk_fn)f)(COL, LOW, NOTR, n, n, 1.0, A, n, 0.0, C, n); break;
        case 5: ((ssyrk_fn)f)(COL, LOW, NOTR, n, n, 1.0f, (float *)A, n, 0.0f, (float *)C, n); break;
        }
    }
    return (now() - t) / reps;
}

static void *lib;
static void *need(const char *name)
{
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "steady: %s has no %s\n", "the library", name);
        exit(2);
    }
    return f;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *label = "", *ops = "dgemm,dsyrk,ssyrk,cgemm", *sizes = "sweep";
    const char *place = "malloc";
    int warm = 3, calls = 5;
    double sample_s = 2e-3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--lib")) path = argv[i + 1];
        else if (!strcmp(argv[i], "--label")) label = argv[i + 1];
        else if (!strcmp(argv[i], "--ops")) ops = argv[i + 1];
        else if (!strcmp(argv[i], "--sizes")) sizes = argv[i + 1];
        else if (!strcmp(argv[i], "--warm")) warm = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--calls")) calls = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--sample-ms")) sample_s = atof(argv[i + 1]) * 1e-3;
        else if (!strcmp(argv[i], "--place")) place = argv[i + 1];
        else {
            fprintf(stderr, "steady: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    cnt_enable = (void (*)(int))dlsym(RTLD_DEFAULT, "sbcount_enable");
    cnt_read = (void (*)(long *))dlsym(RTLD_DEFAULT, "sbcount_read");
    if (!path || !cnt_enable || !cnt_read) {
        fprintf(stderr, "usage: LD_PRELOAD=libsbcount.so steady --lib PATH ... (%s)\n",
                path ? "the shim is not loaded" : "no --lib");
        return 2;
    }
    lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "steady: %s\n", dlerror());
        return 2;
    }
    int ns = 0, nlist[256];
    if (!strcmp(sizes, "sweep")) {
        static const int seed000[] = {144, 184, 192, 200, 240, 448, 512, 640};
        for (int n = 16; n <= 1024; n += 8) nlist[ns++] = n;
        for (unsigned i = 0; i < sizeof seed000 / sizeof seed000[0]; i++) {
            int dup = 0;
            for (int j = 0; j < ns; j++) dup |= nlist[j] == seed000[i];
            if (!dup) nlist[ns++] = seed000[i];
        }
    } else {
        char *s = strdup(sizes);
        for (char *t = strtok(s, ","); t && ns < 256; t = strtok(NULL, ",")) nlist[ns++] = atoi(t);
        free(s);
    }
    const size_t maxn = 1024;
    /* operands allocated once, before any counting; complex needs twice the doubles */
    const size_t bytes = maxn * maxn * 2 * sizeof(double);
    double *A, *B, *C;
    if (!strcmp(place, "mmap")) {
        A = place_mmap(bytes);
        B = place_mmap(bytes);
        C = place_mmap(bytes);
    } else if (!strcmp(place, "malloc")) {
        A = malloc(bytes);
        B = malloc(bytes);
        C = malloc(bytes);
    } else {
        fprintf(stderr, "steady: --place malloc|mmap\n");
        return 2;
    }
    for (size_t i = 0; i < maxn * maxn * 2; i++) A[i] = B[i] = C[i] = 1.0 / (1 + i % 7);
    printf("label,op,n,faults_per_call,alloc_per_call,mmap_per_call,gflops\n");
    char *opl = strdup(ops);
    for (char *op = strtok(opl, ","); op; op = strtok(NULL, ",")) {
        void *f;
        int kind;   /* 0 dgemm 1 sgemm 2 cgemm 3 zgemm 4 dsyrk 5 ssyrk */
        char name[32];
        snprintf(name, sizeof name, "cblas_%s", op);
        f = need(name);
        if (!strcmp(op, "dgemm")) kind = 0;
        else if (!strcmp(op, "sgemm")) kind = 1;
        else if (!strcmp(op, "cgemm")) kind = 2;
        else if (!strcmp(op, "zgemm")) kind = 3;
        else if (!strcmp(op, "dsyrk")) kind = 4;
        else if (!strcmp(op, "ssyrk")) kind = 5;
        else {
            fprintf(stderr, "steady: unknown op %s\n", op);
            return 2;
        }
        for (int si = 0; si < ns; si++) {
            const int n = nlist[si];
            if (n < 1 || (size_t)n > maxn) continue;
            long f0, c0[2] = {0, 0}, f1, c1[2], ncalls = 0;
            double best = 1e30;
            int reps = 1;
            /* warm-up: warm - 1 calls, more until 20 ms have passed (see Timing), then one
             * timed call that sets how many calls make a sample */
            const double warm_end = now() + 0.02;
            for (int r = 0; r < warm - 1 || (warm > 1 && now() < warm_end); r++)
                run_op(kind, f, n, A, B, C, 1);
            if (warm > 0) {
                const double dt = run_op(kind, f, n, A, B, C, 1);
                const double want = sample_s / (dt > 1e-9 ? dt : 1e-9);
                reps = want < 1 ? 1 : want > 1e6 ? 1000000 : (int)want + 1;
            }
            cnt_read(c0);
            f0 = minflt();
            cnt_enable(1);
            for (int r = 0; r < calls; r++) {
                const double dt = run_op(kind, f, n, A, B, C, reps);
                ncalls += reps;
                if (dt < best) best = dt;
            }
            cnt_enable(0);
            cnt_read(c1);
            f1 = minflt();
            const double nn = n;
            const double flops = kind <= 1 ? 2 * nn * nn * nn : kind <= 3 ? 8 * nn * nn * nn
                                                                        : nn * (nn + 1) * nn;
            printf("%s,%s,%d,%.6g,%.6g,%.6g,%.2f\n", label, op, n, (double)(f1 - f0) / ncalls,
                   (double)(c1[0] - c0[0]) / ncalls,
                   c0[1] < 0 ? -1.0 : (double)(c1[1] - c0[1]) / ncalls, flops / best * 1e-9);
            fflush(stdout);
        }
    }
    free(opl);
    return 0;
}
