/*
 * Pre-faulting: threaded dgemm and zgemm (m = n = 1024, k = 32, and smaller shapes) whose C
 * lies in a fresh anonymous mapping (MADV_HUGEPAGE, so 2 MiB pages where the kernel gives
 * them), with ldc > m, under STEADYBLAS_PREFAULT off, on and auto.  Populating must never
 * change a byte the caller can observe:
 *
 *   - beta = 0 on a fresh mapping: C right; the padding rows between columns, the bytes
 *     before C and after it in the mapping still read 0;
 *   - beta = 1 on a fresh, untouched mapping (C reads 0): C = A*B, padding 0;
 *   - beta = 1 with half of the columns written by the test (values, and a sentinel in
 *     their padding rows) and the other half fresh: C right, sentinels kept, fresh padding 0;
 *   - beta = 1 with all of C written and sentinels in all padding;
 *   - beta = 0 with C full of NaN and sentinels in the padding (beta = 0 reads nothing);
 *   - C ending exactly at the end of its mapping, a PROT_NONE page after it (and the last
 *     column without padding after it); C starting exactly at the start of its mapping, a
 *     PROT_NONE page before it and a 2 MiB boundary just before that: no fault (a SIGSEGV
 *     is reported with the case and the address).
 * Both layouts; 4 library threads.  And what each mode promises (madvise is interposed
 * to count MADV_POPULATE_WRITE requests): off never populates; on populates in every
 * threaded call; auto populates a fresh C, and leaves alone a C the test wrote all over.
 *
 * Usage: test_prefault api        modes set with steadyblas_set_prefault (off, on, auto)
 *        test_prefault env        the mode STEADYBLAS_PREFAULT gave (run once per value)
 *        test_prefault fallback   as api, with MADV_POPULATE_WRITE failing (EINVAL), so the
 *                                 library's touch-one-element-per-page fallback runs
 *        a second argument "small": two dgemm shapes only (the ThreadSanitizer run)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tt.h"

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/* The library's madvise calls resolve to this definition (as test/cache does): it counts
 * the requests to populate, and with fake_einval answers them EINVAL, as a kernel before
 * 5.14 does, so that the library's fallback (touching one element per page) runs. */
static int fake_einval;
static long n_populate;
int madvise(void *a, size_t l, int adv)
{
    if (adv == MADV_POPULATE_WRITE) {
        __atomic_add_fetch(&n_populate, 1, __ATOMIC_RELAXED);
        if (fake_einval) {
            errno = EINVAL;
            return -1;
        }
    }
    return (int)syscall(SYS_madvise, a, l, adv);
}

#define MiB2 (2UL << 20)
static const double SENT = -31.5;          /* sentinel the test writes in padding */
static char current[200];                  /* the case running, for the SIGSEGV report */
static uintptr_t guard_lo, guard_hi;       /* the PROT_NONE pages of the current case */

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    char buf[400];
    uintptr_t a = (uintptr_t)si->si_addr;
    int n = snprintf(buf, sizeof buf, "FAIL: signal %d at address %p during [%s]%s\n", sig,
                     si->si_addr, current,
                     a >= guard_lo && a < guard_hi ? " (inside the PROT_NONE guard page next to C)" : "");
    if (write(1, buf, (size_t)n) < 0) {}
    _exit(1);
}

/* a reserved PROT_NONE area with a fresh read-write anonymous mapping [lo, hi) inside */
typedef struct { char *res; size_t res_len; char *lo, *hi; } region;

static char *reserve(size_t len, region *r)
{
    r->res_len = len + 2 * MiB2;
    r->res = mmap(NULL, r->res_len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (r->res == MAP_FAILED) { perror("mmap"); exit(2); }
    return (char *)(((uintptr_t)r->res + MiB2 - 1) & ~(MiB2 - 1));   /* 2 MiB aligned */
}

static void map_rw(region *r, char *lo, char *hi)
{
    r->lo = lo, r->hi = hi;
    void *p = mmap(lo, (size_t)(hi - lo), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (p != lo) { perror("mmap fixed"); exit(2); }
    madvise(lo, (size_t)(hi - lo), MADV_HUGEPAGE);   /* may fail without THP: fine */
}

static void region_free(region *r) { munmap(r->res, r->res_len); }

enum { PLACE_INSIDE, PLACE_END_GUARD, PLACE_START_GUARD };
enum { INIT_FRESH, INIT_HALF, INIT_ALL, INIT_NAN };

typedef struct {
    char type;
    CBLAS_LAYOUT layout;
    int m, n, k;
} shape;

static size_t es_of(char t) { return t == 'd' ? 8 : 16; }

static double complex get(char t, const char *p) { return t == 'd' ? *(const double *)p : *(const double complex *)p; }
static void put(char t, char *p, double complex v)
{
    if (t == 'd') *(double *)p = creal(v);
    else *(double complex *)p = v;
}
static int same(char t, const char *p, double complex v)
{
    char tmp[16];
    put(t, tmp, v);
    return memcmp(p, tmp, es_of(t)) == 0;
}

static long thp_kb(void)
{
    FILE *f = fopen("/proc/self/smaps_rollup", "r");
    if (!f) return -1;
    char line[256];
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "AnonHugePages: %ld kB", &kb) == 1) break;
    fclose(f);
    return kb;
}

static long max_thp_kb;

/* populate requests against what each mode promises */
static struct {
    int off_total, off_bad, on_total, on_bad, auto_fresh_total, auto_fresh_bad, auto_res_total,
        auto_res_bad;
    char first_off[260], first_on[260], first_auto[260];
} stats;
static void note_stat(char *first, long populated)
{
    if (!first[0]) snprintf(first, 260, "[%s]: %ld populate requests", current, populated);
}

/* one case; returns the number of bad bytes/elements found (and prints the first) */
static long run_one(const shape *s, const void *A, const void *B, const double complex *AB,
                    double beta, int init, int place, const char *mode)
{
    const char t = s->type;
    const size_t es = es_of(t);
    const int inner = s->layout == CblasColMajor ? s->m : s->n;   /* contiguous length */
    const int outer = s->layout == CblasColMajor ? s->n : s->m;
    const int ldc = inner + 5;
    const size_t span = ((size_t)(outer - 1) * ldc + inner) * es;  /* first to last element */
    region r;
    char *base = reserve(span + 4 * MiB2, &r);
    char *c;
    const char *where = place == PLACE_INSIDE ? "inside a mapping (64 bytes in)"
                        : place == PLACE_END_GUARD ? "ending at a PROT_NONE page"
                                                   : "starting after a PROT_NONE page";
    if (place == PLACE_INSIDE) {
        map_rw(&r, base, base + ((span + 64 + MiB2 + 4095) & ~4095UL));
        c = base + 64;
        guard_lo = guard_hi = 0;
    } else if (place == PLACE_END_GUARD) {
        /* the end page-aligned but not 2 MiB aligned: rounding up to 2 MiB hits the guard */
        char *end = base + ((span + MiB2 + 4095) & ~4095UL);
        if (((uintptr_t)end & (MiB2 - 1)) == 0) end += 12288;
        c = end - span;
        map_rw(&r, (char *)((uintptr_t)c & ~4095UL), end);
        guard_lo = (uintptr_t)end, guard_hi = (uintptr_t)end + 4096;
    } else {
        /* base is 2 MiB aligned and stays PROT_NONE for one page; C starts right after */
        c = base + 4096;
        map_rw(&r, c, c + ((span + 4095) & ~4095UL));
        guard_lo = (uintptr_t)base, guard_hi = (uintptr_t)base + 4096;
    }
    snprintf(current, sizeof current, "%cgemm %s m=%d n=%d k=%d ldc=%d beta=%g, C %s, %s, "
             "prefault %s", t, s->layout == CblasColMajor ? "col" : "row", s->m, s->n, s->k, ldc,
             beta, init == INIT_FRESH ? "fresh" : init == INIT_HALF ? "half written"
             : init == INIT_ALL ? "all written" : "NaN", where, mode);

    /* the test writes: C values (and sentinels in the padding of those columns) */
    const int touched = init == INIT_FRESH ? 0 : init == INIT_HALF ? outer / 2 : outer;
    uint64_t seed = 99;
    for (int j = 0; j < touched; j++)
        for (int i = 0; i < ldc && (j < outer - 1 || i < inner); i++) {
            char *p = c + ((size_t)j * ldc + i) * es;
            if (i >= inner) put(t, p, SENT + (t == 'z' ? I * SENT : 0));
            else if (init == INIT_NAN) put(t, p, NAN + (t == 'z' ? I * NAN : 0));
            else put(t, p, tt_urand(&seed) + (t == 'z' ? I * tt_urand(&seed) : 0));
        }
    /* remember C's values before the call */
    double complex *c0 = calloc((size_t)inner * outer, sizeof *c0);
    for (int j = 0; j < touched; j++)
        for (int i = 0; i < inner; i++) c0[(size_t)j * inner + i] = get(t, c + ((size_t)j * ldc + i) * es);

    const long pop0 = __atomic_load_n(&n_populate, __ATOMIC_RELAXED);
    const double one = 1.0;
    const double complex zone = 1.0, zbeta = beta;
    if (t == 'd')
        cblas_dgemm(s->layout, CblasNoTrans, CblasNoTrans, s->m, s->n, s->k, one, A,
                    s->layout == CblasColMajor ? s->m : s->k, B,
                    s->layout == CblasColMajor ? s->k : s->n, beta, (double *)c, ldc);
    else
        cblas_zgemm(s->layout, CblasNoTrans, CblasNoTrans, s->m, s->n, s->k, &zone, A,
                    s->layout == CblasColMajor ? s->m : s->k, B,
                    s->layout == CblasColMajor ? s->k : s->n, &zbeta, c, ldc);

    const long populated = __atomic_load_n(&n_populate, __ATOMIC_RELAXED) - pop0;
    const long thp = thp_kb();
    if (thp > max_thp_kb) max_thp_kb = thp;

    /* every element of the mapping: C's, padding and the rest */
    double scale = 0;
    for (size_t q = 0; q < (size_t)s->m * s->n; q++) scale = fmax(scale, cabs(AB[q]));
    const double tol = 16 * 2.2e-16 * (s->k + 4) * (scale + 2);
    long bad = 0;
    char first[300] = "";
    const size_t total = (size_t)(r.hi - r.lo) / es;
    const size_t off = (size_t)(c - r.lo) / es;
    for (size_t e = 0; e < total; e++) {
        const char *p = r.lo + e * es;
        int ok;
        double complex want;
        if (e >= off && e < off + span / es && (e - off) % ldc < (size_t)inner) {
            const int i = (int)((e - off) % ldc), j = (int)((e - off) / ldc);
            const int li = s->layout == CblasColMajor ? i : j, lj = s->layout == CblasColMajor ? j : i;
            want = AB[(size_t)li * s->n + lj] + (beta != 0 ? beta * c0[(size_t)j * inner + i] : 0);
            double complex got = get(t, p);
            ok = cabs(got - want) <= tol;
        } else {
            const int in_span = e >= off && e < off + span / es;
            const int j = in_span ? (int)((e - off) / ldc) : -1;
            want = (in_span && j < touched) ? SENT + (t == 'z' ? I * SENT : 0) : 0;
            ok = same(t, p, want);
        }
        if (!ok && bad++ == 0) {
            double complex got = get(t, p);
            long rel = (long)e - (long)off;
            snprintf(first, sizeof first, "element %ld from C's first (%s): got %.17g%+.17gi want "
                     "%.17g%+.17gi", rel, rel < 0 || rel >= (long)(span / es) ? "outside C"
                     : (size_t)rel % ldc < (size_t)inner ? "in C" : "padding",
                     creal(got), cimag(got), creal(want), cimag(want));
        }
    }
    if (bad) tt_check(0, "%s: %ld bad elements; first: %s", current, bad, first);
    if (getenv("TT_VERBOSE")) printf("      [%s]: %ld populate requests\n", current, populated);
    /* what the mode promises about populating (a threaded call) */
    const int pmode = steadyblas_get_prefault();
    if (pmode == STEADYBLAS_PREFAULT_OFF) {
        stats.off_total++;
        if (populated) stats.off_bad++, note_stat(stats.first_off, populated);
    } else if (pmode == STEADYBLAS_PREFAULT_ON) {
        stats.on_total++;
        if (!populated) stats.on_bad++, note_stat(stats.first_on, populated);
    } else if (init == INIT_FRESH) {
        stats.auto_fresh_total++;
        if (!populated) stats.auto_fresh_bad++, note_stat(stats.first_auto, populated);
    } else if (init == INIT_ALL || init == INIT_NAN) {
        stats.auto_res_total++;
        if (populated) stats.auto_res_bad++, note_stat(stats.first_auto, populated);
    }
    free(c0);
    region_free(&r);
    snprintf(current, sizeof current, "(between cases)");
    guard_lo = guard_hi = 0;
    return bad;
}

typedef struct { char *A, *B; double complex *AB; } operands;

/* A (m x k), B (k x n) in the layout, and AB by plain loops */
static operands make_operands(const shape *s)
{
    const char t = s->type;
    uint64_t seed = 7;
    const size_t es = es_of(t);
    char *A = malloc((size_t)s->m * s->k * es), *B = malloc((size_t)s->k * s->n * es);
    double complex *Ad = malloc(sizeof *Ad * (size_t)s->m * s->k);
    double complex *Bd = malloc(sizeof *Bd * (size_t)s->k * s->n);
    const int cm = s->layout == CblasColMajor;
    for (int i = 0; i < s->m; i++)
        for (int p = 0; p < s->k; p++) {
            double complex v = tt_urand(&seed) + (t == 'z' ? I * tt_urand(&seed) : 0);
            Ad[(size_t)i * s->k + p] = v;
            put(t, A + (cm ? (size_t)i + (size_t)p * s->m : (size_t)i * s->k + p) * es, v);
        }
    for (int p = 0; p < s->k; p++)
        for (int j = 0; j < s->n; j++) {
            double complex v = tt_urand(&seed) + (t == 'z' ? I * tt_urand(&seed) : 0);
            Bd[(size_t)p * s->n + j] = v;
            put(t, B + (cm ? (size_t)p + (size_t)j * s->k : (size_t)p * s->n + j) * es, v);
        }
    double complex *AB = calloc((size_t)s->m * s->n, sizeof *AB);
    for (int i = 0; i < s->m; i++)
        for (int p = 0; p < s->k; p++) {
            const double complex a = Ad[(size_t)i * s->k + p];
            for (int j = 0; j < s->n; j++) AB[(size_t)i * s->n + j] += a * Bd[(size_t)p * s->n + j];
        }
    free(Ad), free(Bd);
    return (operands){A, B, AB};
}

static long shape_cases(const shape *s, const operands *o, const char *mode, int *ncases)
{
    const void *A = o->A, *B = o->B;
    const double complex *AB = o->AB;
    long bad = 0;
    static const struct { double beta; int init; } inits[] = {
        {0.0, INIT_FRESH}, {1.0, INIT_FRESH}, {1.0, INIT_HALF}, {1.0, INIT_ALL}, {0.0, INIT_NAN}};
    for (size_t q = 0; q < sizeof inits / sizeof inits[0]; q++) {
        bad += run_one(s, A, B, AB, inits[q].beta, inits[q].init, PLACE_INSIDE, mode);
        ++*ncases;
    }
    for (int place = PLACE_END_GUARD; place <= PLACE_START_GUARD; place++)
        for (int q = 0; q < 4; q += 3) {   /* fresh beta 0, all written beta 1 */
            bad += run_one(s, A, B, AB, inits[q].beta, inits[q].init, place, mode);
            ++*ncases;
        }
    return bad;
}

int main(int argc, char **argv)
{
    const int use_env = argc > 1 && strcmp(argv[1], "env") == 0;
    fake_einval = argc > 1 && strcmp(argv[1], "fallback") == 0;
    /* "small" after the mode: the ThreadSanitizer run, two shapes (C of 8 MiB, C < 2 MiB) */
    const int small = argc > 2 && strcmp(argv[2], "small") == 0;
    tt_watchdog(300, "test_prefault");
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    steadyblas_set_num_threads(4);
    {
        /* start the workers: a mid-size call that finds them asleep or not yet started
         * runs on one thread (driver/level3/engine.h, SB_L3_COLD_WORK); test-threads runs
         * this program with STEADYBLAS_WAIT_POLICY=active, so that they then stay awake */
        enum { W = 512 };
        double *w = calloc(3 * (size_t)W * W, sizeof *w);
        if (!w) return 1;
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, W, W, W, 1.0, w, W, w + W * W,
                    W, 0.0, w + 2 * W * W, W);
        free(w);
    }
    static const char *names[] = {"off", "on", "auto"};
    const char *env = getenv("STEADYBLAS_PREFAULT");
    printf("test_prefault: %s (STEADYBLAS_PREFAULT=%s), 4 library threads%s\n",
           use_env ? "the mode from the environment" : "modes off, on, auto set by the API",
           env ? env : "(unset)", fake_einval ? "; MADV_POPULATE_WRITE made to fail with "
           "EINVAL (the library's fallback runs)" : "");
    static const shape shapes[] = {
        {'d', CblasColMajor, 1024, 1024, 32},
        {'z', CblasColMajor, 1024, 1024, 32},
        {'d', CblasRowMajor, 1024, 1000, 32},
        {'d', CblasColMajor, 700, 300, 64},      /* C < 2 MiB: one partition, 4 threads */
        {'d', CblasColMajor, 400, 400, 64},      /* the small-matrix path, 3 threads */
        {'z', CblasRowMajor, 3000, 64, 64},      /* the small-matrix path, 4 threads */
    };
    enum { NSHAPE = sizeof shapes / sizeof shapes[0] };
    operands ops[NSHAPE];
    static const int small_shapes[] = {0, 3};
    for (int s = 0; s < NSHAPE; s++) ops[s] = make_operands(&shapes[s]);
    for (int m = 0; m < 3; m++) {
        if (use_env) m = steadyblas_get_prefault();
        else steadyblas_set_prefault(m);
        const int got = steadyblas_get_prefault();
        const char *mode = got >= 0 && got <= 2 ? names[got] : "?";
        tt_check(use_env || got == m, "prefault mode %s: get_prefault() = %d", names[m], got);
        int ncases = 0;
        long bad = 0;
        for (int q = 0; q < (small ? 2 : NSHAPE); q++) {
            const int s = small ? small_shapes[q] : q;
            bad += shape_cases(&shapes[s], &ops[s], mode, &ncases);
        }
        tt_check(bad == 0, "prefault %s: %d cases (d/z gemm, beta 0/1, C fresh/half/all written/NaN, "
                 "guard pages after and before C): results right, padding and the rest of the "
                 "mapping unchanged, no fault", mode, ncases);
        if (use_env) break;
    }
    if (stats.off_total)
        tt_check(stats.off_bad == 0, "prefault off: no populate request in %d of %d threaded calls%s%s",
                 stats.off_total - stats.off_bad, stats.off_total, stats.first_off[0] ? "; first: " : "",
                 stats.first_off);
    if (stats.on_total)
        tt_check(stats.on_bad == 0, "prefault on: populate requested in %d of %d threaded calls%s%s",
                 stats.on_total - stats.on_bad, stats.on_total, stats.first_on[0] ? "; first: " : "",
                 stats.first_on);
    if (stats.auto_fresh_total)
        tt_check(stats.auto_fresh_bad == 0 && stats.auto_res_bad == 0, "prefault auto: populate "
                 "requested in %d of %d threaded calls on a fresh C, and in %d of %d on a C "
                 "written all over (resident) (want all, and none)%s%s",
                 stats.auto_fresh_total - stats.auto_fresh_bad, stats.auto_fresh_total,
                 stats.auto_res_bad, stats.auto_res_total, stats.first_auto[0] ? "; first: " : "",
                 stats.first_auto);
    printf("      (largest AnonHugePages of the process right after a call: %ld kB; 0 means the "
           "kernel gave no huge pages)\n", max_thp_kb);
    return tt_summary("test_prefault");
}
