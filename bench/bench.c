/* SteadyBLAS benchmark driver: SteadyBLAS, OpenBLAS and BLIS side by side, interleaved.
 *
 *   bench [--ops dgemm,sgemm,...] [--sizes 64,192,512,1024 | --sweep] [--shapes MxNxK,...]
 *         [--trans NN,NT,...] [--threads T] [--rounds R] [--min-time S]
 *         [--libs ours,openblas,blis] [--ours PATH] [--openblas PATH] [--blis PATH]
 *         [--blis-arch skx|auto] [--openblas-core NAME] [--ours-arch SET] [--out DIR]
 *
 * Why one child process per library: OpenBLAS and BLIS read their environment (core type,
 * L2 size, architecture, thread count) when they are loaded, so each library runs in its
 * own process (this binary re-executed with --lib NAME and the environment that library
 * needs). The parent measures the FMA peak, then sends every case to the children in
 * turn through a pipe — round r: ours, OpenBLAS, BLIS; round r+1: the same — and keeps the
 * best time of each. Interleaving spreads the noise of a shared machine over all libraries
 * instead of letting it land on one.
 *
 * The first round of every case also checks the results: each child writes its C to a file,
 * and the parent compares every library's C with SteadyBLAS's (normwise relative
 * difference; a warning above 1e-8 in double, 1e-4 in single precision), so the bench
 * never times a broken call without saying so.
 *
 * All calls go through the Fortran ABI (dgemm_, dsyrk_, ...), which all three libraries
 * export; every library is dlopen'ed by path with RTLD_LOCAL | RTLD_DEEPBIND. */
#define _GNU_SOURCE
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "benchutil.h"
#include "peak.h"

const char bench_prog[] = "bench";

/* ------------------------------------------------------------------ operations */

enum kind { K_GEMM, K_SYRK, K_HERK, K_L12, K_TRSM, K_TRMM, K_SYMM };

struct op {
    const char *name; /* also the Fortran symbol without the underscore */
    enum kind kind;
    char type;        /* s d c z */
};

static const struct op OPS[] = {
    {"sgemm", K_GEMM, 's'}, {"dgemm", K_GEMM, 'd'}, {"cgemm", K_GEMM, 'c'},
    {"zgemm", K_GEMM, 'z'}, {"ssyrk", K_SYRK, 's'}, {"dsyrk", K_SYRK, 'd'},
    {"csyrk", K_SYRK, 'c'}, {"zsyrk", K_SYRK, 'z'}, {"cherk", K_HERK, 'c'},
    {"zherk", K_HERK, 'z'},
    /* side L, uplo L, square m = n = size; TRSM/TRMM with diag U and a small strictly lower
     * part (|a_ij| <= 1e-3 / n) so that B stays bounded over repeated in-place calls */
    {"strsm", K_TRSM, 's'}, {"dtrsm", K_TRSM, 'd'}, {"ctrsm", K_TRSM, 'c'},
    {"ztrsm", K_TRSM, 'z'}, {"strmm", K_TRMM, 's'}, {"dtrmm", K_TRMM, 'd'},
    {"ctrmm", K_TRMM, 'c'}, {"ztrmm", K_TRMM, 'z'}, {"ssymm", K_SYMM, 's'},
    {"dsymm", K_SYMM, 'd'}, {"chemm", K_SYMM, 'c'}, {"zhemm", K_SYMM, 'z'},
    /* levels 1 and 2 (see l12_setup) */
    {"ddot", K_L12, 'd'}, {"sdot", K_L12, 's'}, {"daxpy", K_L12, 'd'}, {"saxpy", K_L12, 's'},
    {"dscal", K_L12, 'd'}, {"sscal", K_L12, 's'}, {"dnrm2", K_L12, 'd'}, {"snrm2", K_L12, 's'},
    {"dasum", K_L12, 'd'}, {"sasum", K_L12, 's'}, {"idamax", K_L12, 'd'},
    {"isamax", K_L12, 's'}, {"icamax", K_L12, 'c'}, {"izamax", K_L12, 'z'},
    {"dgemv", K_L12, 'd'}, {"sgemv", K_L12, 's'},
    {"cgemv", K_L12, 'c'}, {"zgemv", K_L12, 'z'}, {"dsymv", K_L12, 'd'},
    {"ssymv", K_L12, 's'}, {"chemv", K_L12, 'c'}, {"zhemv", K_L12, 'z'},
    {"strmv", K_L12, 's'}, {"dtrmv", K_L12, 'd'}, {"ctrmv", K_L12, 'c'}, {"ztrmv", K_L12, 'z'},
    {"strsv", K_L12, 's'}, {"dtrsv", K_L12, 'd'}, {"ctrsv", K_L12, 'c'}, {"ztrsv", K_L12, 'z'},
    {"dger", K_L12, 'd'}, {"sger", K_L12, 's'}, {"cgeru", K_L12, 'c'}, {"zgeru", K_L12, 'z'},
    {"cgerc", K_L12, 'c'}, {"zgerc", K_L12, 'z'}, {"dsyr2", K_L12, 'd'}, {"ssyr2", K_L12, 's'},
    {"cher2", K_L12, 'c'}, {"zher2", K_L12, 'z'},
    {"ssyr", K_L12, 's'}, {"dsyr", K_L12, 'd'}, {"cher", K_L12, 'c'}, {"zher", K_L12, 'z'},
    {"sspr", K_L12, 's'}, {"dspr", K_L12, 'd'}, {"chpr", K_L12, 'c'}, {"zhpr", K_L12, 'z'},
    {"sspr2", K_L12, 's'}, {"dspr2", K_L12, 'd'}, {"chpr2", K_L12, 'c'}, {"zhpr2", K_L12, 'z'},
    {"sspmv", K_L12, 's'}, {"dspmv", K_L12, 'd'}, {"chpmv", K_L12, 'c'}, {"zhpmv", K_L12, 'z'},
};
#define NOPS ((int)(sizeof OPS / sizeof OPS[0]))

static const struct op *find_op(const char *name)
{
    for (int i = 0; i < NOPS; i++)
        if (strcmp(OPS[i].name, name) == 0)
            return &OPS[i];
    return NULL;
}

static int is_complex(const struct op *o) { return o->type == 'c' || o->type == 'z'; }
static int is_double(const struct op *o) { return o->type == 'd' || o->type == 'z'; }
static size_t real_size(const struct op *o) { return is_double(o) ? 8 : 4; }
static size_t elem_size(const struct op *o) { return real_size(o) * (is_complex(o) ? 2 : 1); }

/* Flop counts: real GEMM 2mnk, complex GEMM 8mnk; SYRK n(n+1)k, complex SYRK/HERK 4n(n+1)k. */
static double l12_bytes(const struct op *o, long n);

static double flops(const struct op *o, long m, long n, long k)
{
    if (o->kind == K_L12) /* bytes, not flops: rates in GB/s */
        return l12_bytes(o, n);
    double f = o->kind == K_GEMM   ? 2.0 * m * n * k
               : o->kind == K_SYMM ? 2.0 * n * n * n
               : o->kind == K_TRSM || o->kind == K_TRMM ? (double)n * n * n
                                   : (double)n * (n + 1) * k;
    return is_complex(o) ? 4.0 * f : f;
}

/* One case: for SYRK/HERK, m is ignored (C is n x n, A is n x k, or k x n when
 * transposed) and only the first transpose letter is used. */
struct bcase {
    const struct op *op;
    char ta, tb;
    long m, n, k;
};

/* ------------------------------------------------------------------ FMA peak */

struct peak {
    const char *isa;
    double d, s; /* GFLOP/s, one core */
};

static double time_peak(double (*fn)(int64_t), int lanes, int runs, volatile double *sink)
{
    /* Calibrate to about 20 ms per run, then the best of 20 runs: on a shared machine
     * short runs are more likely to find a quiet moment, and the best one is the peak. */
    int64_t iters = 1 << 16;
    for (;;) {
        double t0 = now();
        *sink += fn(iters);
        double t = now() - t0;
        if (t > 0.01 || iters > ((int64_t)1 << 40))
            break;
        iters *= 2;
    }
    iters *= 2;
    double best = 1e30;
    for (int r = 0; r < runs; r++) {
        double t0 = now();
        *sink += fn(iters);
        double t = now() - t0;
        if (t < best)
            best = t;
    }
    return (double)iters * PEAK_NCHAIN * lanes * 2.0 / best * 1e-9;
}

static struct peak measure_peak(int runs)
{
    struct peak p = {"none", 0, 0};
    volatile double sink = 0;
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) {
        p.isa = "AVX-512 (zmm, 12 chains of vfmadd231)";
        p.d = time_peak(peak_avx512_d, 8, runs, &sink);
        p.s = time_peak(peak_avx512_s, 16, runs, &sink);
    } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        p.isa = "AVX2+FMA (ymm, 12 chains of vfmadd231)";
        p.d = time_peak(peak_avx2_d, 4, runs, &sink);
        p.s = time_peak(peak_avx2_s, 8, runs, &sink);
    }
    return p;
}

/* ------------------------------------------------------------------ child: one library */

typedef void (*gemm_fn)(const char *, const char *, const int *, const int *, const int *,
                        const void *, const void *, const int *, const void *, const int *,
                        const void *, void *, const int *, size_t, size_t);
typedef void (*syrk_fn)(const char *, const char *, const int *, const int *, const void *,
                        const void *, const int *, const void *, void *, const int *, size_t,
                        size_t);

struct child {
    void *lib;
    struct bcase cur;
    int have;
    void *a, *b, *c, *c0;
    size_t csize;
    int lda, ldb, ldc;
    long reps;
    void *fn;
};

static void *xalloc(size_t bytes)
{
    void *p = aligned_alloc(64, (bytes + 63) & ~(size_t)63);
    if (!p)
        die("out of memory (%zu bytes)", bytes);
    return p;
}

static void l12_setup(struct child *ch, const struct bcase *bc);
static void l12_call(struct child *ch);

static void child_setup(struct child *ch, const struct bcase *bc)
{
    const struct op *o = bc->op;
    if (o->kind == K_L12) {
        l12_setup(ch, bc);
        return;
    }
    free(ch->a); free(ch->b); free(ch->c); free(ch->c0);
    ch->a = ch->b = NULL;
    size_t es = elem_size(o);
    int dbl = is_double(o), cplx = is_complex(o);
    long arows, acols, brows = 0, bcols = 0, crows, ccols;
    if (o->kind == K_GEMM) {
        arows = bc->ta == 'N' ? bc->m : bc->k;
        acols = bc->ta == 'N' ? bc->k : bc->m;
        brows = bc->tb == 'N' ? bc->k : bc->n;
        bcols = bc->tb == 'N' ? bc->n : bc->k;
        crows = bc->m;
        ccols = bc->n;
    } else if (o->kind == K_TRSM || o->kind == K_TRMM || o->kind == K_SYMM) {
        arows = acols = crows = ccols = bc->n;
        if (o->kind == K_SYMM) brows = bcols = bc->n;
    } else {
        arows = bc->ta == 'N' ? bc->n : bc->k;
        acols = bc->ta == 'N' ? bc->k : bc->n;
        crows = ccols = bc->n;
    }
    ch->lda = (int)(arows > 0 ? arows : 1);
    ch->ldb = (int)(brows > 0 ? brows : 1);
    ch->ldc = (int)(crows > 0 ? crows : 1);
    ch->a = xalloc(es * arows * acols);
    fill(ch->a, (size_t)arows * acols * (cplx ? 2 : 1), dbl, 1);
    if (o->kind == K_TRSM || o->kind == K_TRMM) {
        const double scale = 1e-3 / (double)(arows > 0 ? arows : 1);
        for (size_t i = 0; i < (size_t)arows * acols * (cplx ? 2 : 1); i++)
            if (dbl) ((double *)ch->a)[i] *= scale;
            else ((float *)ch->a)[i] *= (float)scale;
    }
    if (o->kind == K_GEMM || o->kind == K_SYMM) {
        ch->b = xalloc(es * brows * bcols);
        fill(ch->b, (size_t)brows * bcols * (cplx ? 2 : 1), dbl, 2);
    }
    ch->csize = es * crows * ccols;
    ch->c = xalloc(ch->csize);
    ch->c0 = xalloc(ch->csize);
    fill(ch->c0, (size_t)crows * ccols * (cplx ? 2 : 1), dbl, 3);
    char sym[16];
    snprintf(sym, sizeof sym, "%s_", o->name);
    ch->fn = dlsym(ch->lib, sym);
    ch->cur = *bc;
    ch->have = 1;
    ch->reps = 0;
}

/* One call, alpha = beta = 1 (HERK: real alpha and beta). */
static void child_call(struct child *ch)
{
    const struct bcase *bc = &ch->cur;
    const struct op *o = bc->op;
    static const double one_d[2] = {1.0, 0.0};
    static const float one_s[2] = {1.0f, 0.0f};
    const void *one = is_double(o) ? (const void *)one_d : (const void *)one_s;
    int m = (int)bc->m, n = (int)bc->n, k = (int)bc->k;
    if (o->kind == K_L12) {
        l12_call(ch);
    } else if (o->kind == K_GEMM) {
        ((gemm_fn)ch->fn)(&bc->ta, &bc->tb, &m, &n, &k, one, ch->a, &ch->lda, ch->b, &ch->ldb,
                          one, ch->c, &ch->ldc, 1, 1);
    } else if (o->kind == K_TRSM || o->kind == K_TRMM) {
        char side = bc->tb == 'R' ? 'R' : 'L', uplo = 'L', diag = 'U';
        ((void (*)(const char *, const char *, const char *, const char *, const int *,
                   const int *, const void *, const void *, const int *, void *, const int *,
                   size_t, size_t, size_t, size_t))ch->fn)(&side, &uplo, &bc->ta, &diag, &n, &n,
                                                            one, ch->a, &ch->lda, ch->c,
                                                            &ch->ldc, 1, 1, 1, 1);
    } else if (o->kind == K_SYMM) {
        char side = bc->tb == 'R' ? 'R' : 'L', uplo = 'L';
        ((void (*)(const char *, const char *, const int *, const int *, const void *,
                   const void *, const int *, const void *, const int *, const void *, void *,
                   const int *, size_t, size_t))ch->fn)(&side, &uplo, &n, &n, one, ch->a,
                                                        &ch->lda, ch->b, &ch->ldb, one, ch->c,
                                                        &ch->ldc, 1, 1);
    } else {
        char uplo = 'L';
        ((syrk_fn)ch->fn)(&uplo, &bc->ta, &n, &k, one, ch->a, &ch->lda, one, ch->c, &ch->ldc, 1,
                          1);
    }
}

/* ------------------------------------------------------------------ levels 1 and 2 */
/*
 * Level 1 and 2 operations, measured in GB/s of the operands' bytes (each operand counted
 * once per call: read, or read and written) against the machine's memory bandwidth,
 * measured in the same run by a triad.  A size n means: vectors of n * n elements for
 * level 1 (n = 4000: 16M elements, from memory; n = 1000: 1M, cache-resident), n x n
 * matrices for level 2 (n = 1000: 8 MB in double, in L3; n = 4000: 128 MB, from memory).
 * gemv, trmv and trsv take their transpose from the first letter of --trans (N, T or C).
 * The vectors are distinct (ddot is x . y).  symv/hemv, spmv/hpmv, trmv, trsv, syr/her,
 * spr/hpr, syr2/her2 and spr2/hpr2 work on the lower triangle (trmv/trsv: non-unit
 * diagonal); trmv and trsv restore x before each call (2n elements, counted).
 * geru/gerc: A += alpha x y^T / x y^H.  syr/her and spr/hpr: A += alpha x x^T / x x^H
 * (her/hpr: real alpha); syr2/her2, spr2/hpr2: the same with x y^T + y x^T (^H); the packed
 * forms (spr, spr2, spmv) hold the triangle's n(n+1)/2 elements at the start of an n x n
 * buffer.  Every alpha and beta is 1.
 */
static double l12_bw; /* GB/s, measured when a level 1/2 operation runs */

enum {
    F_DOT, F_AXPY, F_SCAL, F_NRM2, F_ASUM, F_IAMAX, F_GEMV, F_SYMV, F_TRMV, F_TRSV, F_GER,
    F_SYR2, F_SYR, F_SPR, F_SPR2, F_SPMV
};

static int l12_form(const struct op *o)
{
    /* remembered for the last operation: it is asked on every timed call, and its string
     * compares were 5% of a 16 x 16 cgemv's time */
    static const struct op *last;
    static int last_form;
    if (o == last) return last_form;
    static const struct { const char *suffix; int form; } t[] = {
        {"dot", F_DOT}, {"axpy", F_AXPY}, {"scal", F_SCAL}, {"nrm2", F_NRM2},
        {"asum", F_ASUM}, {"amax", F_IAMAX}, {"gemv", F_GEMV}, {"symv", F_SYMV},
        {"trmv", F_TRMV}, {"trsv", F_TRSV}, {"ger", F_GER}, {"geru", F_GER},
        {"gerc", F_GER}, {"hemv", F_SYMV}, {"syr2", F_SYR2},
        {"her2", F_SYR2},
        /* whole suffixes: "syr" does not match dsyr2 (which ends in "yr2"), nor "spr"
         * sspr2; "her" is not "ger" (cher, zher) */
        {"syr", F_SYR}, {"her", F_SYR}, {"spr", F_SPR}, {"hpr", F_SPR},
        {"spr2", F_SPR2}, {"hpr2", F_SPR2}, {"spmv", F_SPMV}, {"hpmv", F_SPMV},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        size_t ls = strlen(t[i].suffix), ln = strlen(o->name);
        if (ln >= ls && strcmp(o->name + ln - ls, t[i].suffix) == 0) {
            last = o;
            return last_form = t[i].form;
        }
    }
    return -1;
}

static double l12_bytes(const struct op *o, long n)
{
    const double es = (double)elem_size(o), len = (double)n * n, tri = (double)n * (n + 1) / 2;
    switch (l12_form(o)) {
    case F_DOT: return 2 * len * es;
    case F_AXPY: return 3 * len * es;
    case F_SCAL: return 2 * len * es;
    case F_NRM2: case F_ASUM: case F_IAMAX: return len * es;
    case F_GEMV: return (len + 3.0 * n) * es;
    case F_SYMV: case F_SPMV: return (tri + 3.0 * n) * es;
    case F_TRMV: case F_TRSV: return (tri + 4.0 * n) * es;
    case F_SYR2: case F_SPR2: return (2 * tri + 2.0 * n) * es;   /* the triangle read and written */
    case F_SYR: case F_SPR: return (2 * tri + 1.0 * n) * es;
    default: return (2 * len + 2.0 * n) * es;   /* ger: A read and written */
    }
}

static void l12_setup(struct child *ch, const struct bcase *bc)
{
    const struct op *o = bc->op;
    const int form = l12_form(o), dbl = is_double(o), nre = is_complex(o) ? 2 : 1;
    const size_t es = elem_size(o), n = (size_t)bc->n;
    const size_t len = form <= F_IAMAX ? n * n : n;
    free(ch->a); free(ch->b); free(ch->c); free(ch->c0);
    ch->a = ch->b = NULL;
    ch->lda = (int)n;
    ch->b = xalloc(es * len);                      /* x */
    fill(ch->b, len * nre, dbl, 2);
    if (form == F_DOT || form == F_GER || form >= F_GEMV) {
        const size_t alen = form == F_DOT ? len : n * n;
        ch->a = xalloc(es * alen);                 /* y (dot, ger), the matrix, or y for
                                                      syr2 / spr2 (its first n elements) */
        fill(ch->a, alen * nre, dbl, 1);
        if (form == F_TRMV || form == F_TRSV) {    /* well conditioned: I + small */
            for (size_t j = 0; j < n; j++)
                for (size_t i = 0; i < n; i++)
                    for (int q = 0; q < nre; q++) {   /* real and imaginary parts */
                        const size_t e = (i + j * n) * nre + q;
                        const double v = i == j ? (q ? 0 : 1)
                                                : (dbl ? ((double *)ch->a)[e]
                                                       : ((float *)ch->a)[e]) / (double)n;
                        if (dbl) ((double *)ch->a)[e] = v; else ((float *)ch->a)[e] = (float)v;
                    }
        }
    }
    /* the output: a result, y, x, or A for ger and the rank-1/2 updates (syr, spr, syr2,
     * spr2: the packed ones use the first n(n+1)/2 elements; the rest, compared too, stays
     * as copied from c0) */
    const int upd = form == F_GER || form == F_SYR2 || form == F_SYR || form == F_SPR ||
                    form == F_SPR2;
    ch->csize = form == F_DOT || form == F_NRM2 || form == F_ASUM || form == F_IAMAX ? 16
              : upd ? es * n * n : es * len;
    ch->c = xalloc(ch->csize);
    ch->c0 = xalloc(ch->csize);
    if (upd) memcpy(ch->c0, ch->a, ch->csize);
    else if (form == F_TRMV || form == F_TRSV || form == F_SCAL) memcpy(ch->c0, ch->b, ch->csize);
    else fill(ch->c0, ch->csize / (dbl ? 8 : 4), dbl, 3);
    char sym[16];
    snprintf(sym, sizeof sym, "%s_", o->name);
    ch->fn = dlsym(ch->lib, sym);
    ch->cur = *bc;
    ch->have = 1;
    ch->reps = 0;
}

typedef double (*l12_dfn)(const int *, const void *, const int *, const void *, const int *);
typedef float (*l12_sfn)(const int *, const void *, const int *, const void *, const int *);
typedef int (*l12_ifn)(const int *, const void *, const int *);

static void l12_call(struct child *ch)
{
    const struct bcase *bc = &ch->cur;
    const struct op *o = bc->op;
    const int dbl = is_double(o), one = 1, n = (int)bc->n, len = n * n;
    static const double pd[2] = {1.0, 0.0}, md[2] = {-1.0, 0.0};
    static const float ps[2] = {1.0f, 0.0f}, ms[2] = {-1.0f, 0.0f};
    const void *p1 = dbl ? (const void *)pd : (const void *)ps;
    const void *m1 = dbl ? (const void *)md : (const void *)ms;
    const char uplo = 'L', diag = 'N';
    switch (l12_form(o)) {
    case F_DOT:
        if (dbl) *(double *)ch->c = ((l12_dfn)ch->fn)(&len, ch->b, &one, ch->a, &one);
        else *(float *)ch->c = ((l12_sfn)ch->fn)(&len, ch->b, &one, ch->a, &one);
        break;
    case F_NRM2: case F_ASUM:
        if (dbl) *(double *)ch->c = ((double (*)(const int *, const void *, const int *))ch->fn)(&len, ch->b, &one);
        else *(float *)ch->c = ((float (*)(const int *, const void *, const int *))ch->fn)(&len, ch->b, &one);
        break;
    case F_IAMAX: {
        const int i = ((l12_ifn)ch->fn)(&len, ch->b, &one);
        if (dbl) *(double *)ch->c = i; else *(float *)ch->c = (float)i;
        break;
    }
    case F_AXPY:
        ((void (*)(const int *, const void *, const void *, const int *, void *, const int *))
             ch->fn)(&len, p1, ch->b, &one, ch->c, &one);
        break;
    case F_SCAL:
        ((void (*)(const int *, const void *, void *, const int *))ch->fn)(&len, m1, ch->c, &one);
        break;
    case F_GEMV:
        ((void (*)(const char *, const int *, const int *, const void *, const void *,
                   const int *, const void *, const int *, const void *, void *, const int *,
                   size_t))ch->fn)(&bc->ta, &n, &n, p1, ch->a, &ch->lda, ch->b, &one, p1,
                                   ch->c, &one, 1);
        break;
    case F_SYMV:
        ((void (*)(const char *, const int *, const void *, const void *, const int *,
                   const void *, const int *, const void *, void *, const int *, size_t))
             ch->fn)(&uplo, &n, p1, ch->a, &ch->lda, ch->b, &one, p1, ch->c, &one, 1);
        break;
    case F_TRMV: case F_TRSV:
        memcpy(ch->c, ch->c0, ch->csize);
        ((void (*)(const char *, const char *, const char *, const int *, const void *,
                   const int *, void *, const int *, size_t, size_t, size_t))
             ch->fn)(&uplo, &bc->ta, &diag, &n, ch->a, &ch->lda, ch->c, &one, 1, 1, 1);
        break;
    case F_GER:
        ((void (*)(const int *, const int *, const void *, const void *, const int *,
                   const void *, const int *, void *, const int *))
             ch->fn)(&n, &n, p1, ch->b, &one, ch->a, &one, ch->c, &ch->lda);
        break;
    case F_SYR2:
        ((void (*)(const char *, const int *, const void *, const void *, const int *,
                   const void *, const int *, void *, const int *, size_t))
             ch->fn)(&uplo, &n, p1, ch->b, &one, ch->a, &one, ch->c, &ch->lda, 1);
        break;
    case F_SYR:   /* her: alpha real, p1's first element */
        ((void (*)(const char *, const int *, const void *, const void *, const int *, void *,
                   const int *, size_t))ch->fn)(&uplo, &n, p1, ch->b, &one, ch->c, &ch->lda, 1);
        break;
    case F_SPR:   /* hpr: alpha real */
        ((void (*)(const char *, const int *, const void *, const void *, const int *, void *,
                   size_t))ch->fn)(&uplo, &n, p1, ch->b, &one, ch->c, 1);
        break;
    case F_SPR2:  /* y: ch->a's first n elements, as for syr2 */
        ((void (*)(const char *, const int *, const void *, const void *, const int *,
                   const void *, const int *, void *, size_t))
             ch->fn)(&uplo, &n, p1, ch->b, &one, ch->a, &one, ch->c, 1);
        break;
    case F_SPMV:
        ((void (*)(const char *, const int *, const void *, const void *, const void *,
                   const int *, const void *, void *, const int *, size_t))
             ch->fn)(&uplo, &n, p1, ch->a, ch->b, &one, p1, ch->c, &one, 1);
        break;
    }
}

/* Memory bandwidth of one core: best of a few triads a = b + s c over 3 x 128 MB
 * (3 streams counted, as STREAM does).  0 when the memory is not available. */
static double l12_membw(void)
{
    const size_t n = (size_t)16 << 20;
    double *a = malloc(n * 8), *b = malloc(n * 8), *c = malloc(n * 8);
    double best = 0;
    if (a && b && c) {
        for (size_t i = 0; i < n; i++) { a[i] = 0; b[i] = (double)i; c[i] = 1.0 / (i + 1); }
        for (int r = 0; r < 6; r++) {
            const double t0 = now();
            for (size_t i = 0; i < n; i++) a[i] = b[i] + 0.5 * c[i];
            const double t = now() - t0;
            __asm__ volatile("" : : "r"(a) : "memory");
            if (t > 0 && 3.0 * n * 8 / t * 1e-9 > best) best = 3.0 * n * 8 / t * 1e-9;
        }
    }
    free(a); free(b); free(c);
    return best;
}

/* Protocol (fd 3 in, fd 4 out), one line each way:
 *   parent: "RUN op ta tb m n k round min_time gap_us file"   (file "-" = do not write C)
 *   child:  "OK seconds_per_call reps" or "ERR message" */
enum { GAP_CALLS = 25 };   /* calls per round with --gap */
static long gap_us;        /* --gap */

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static int child_main(const char *name, const char *path)
{
    FILE *in = fdopen(3, "r"), *out = fdopen(4, "w");
    if (!in || !out)
        die("child %s: protocol descriptors missing (run me without --lib)", name);
    struct child ch;
    memset(&ch, 0, sizeof ch);
    ch.lib = lib_open(path);
    if (!ch.lib) {
        fprintf(out, "ERR cannot load %s: %s\n", path, dlerror());
        fflush(out);
        return 1;
    }
    /* BLIS: the architecture the parent asked for (see start_child). */
    if (strcmp(name, "blis") == 0)
        blis_select_arch(ch.lib, getenv("SB_BENCH_BLIS_ARCH"));
    char info[512];
    lib_describe(ch.lib, lib_index(name), info, sizeof info);
    fprintf(out, "OK %s\n", info);
    fflush(out);
    char line[1024];
    while (fgets(line, sizeof line, in)) {
        char opname[16], ta, tb, file[512];
        long m, n, k;
        int round;
        double min_time;
        long gap;
        if (sscanf(line, "RUN %15s %c %c %ld %ld %ld %d %lf %ld %511s", opname, &ta, &tb, &m,
                   &n, &k, &round, &min_time, &gap, file) != 10) {
            fprintf(out, "ERR bad request\n");
            fflush(out);
            continue;
        }
        struct bcase bc = {find_op(opname), ta, tb, m, n, k};
        if (!bc.op) {
            fprintf(out, "ERR unknown op %s\n", opname);
            fflush(out);
            continue;
        }
        if (!ch.have || ch.cur.op != bc.op || ch.cur.ta != ta || ch.cur.tb != tb ||
            ch.cur.m != m || ch.cur.n != n || ch.cur.k != k)
            child_setup(&ch, &bc);
        if (!ch.fn) {
            fprintf(out, "ERR %s has no %s_\n", name, opname);
            fflush(out);
            continue;
        }
        if (ch.reps == 0) {
            /* First round: a call from the initial C, saved for the check; it also warms
             * caches and buffers. Its time sets how many calls one round makes. */
            memcpy(ch.c, ch.c0, ch.csize);
            double t0 = now();
            child_call(&ch);
            double t = now() - t0;
            if (strcmp(file, "-") != 0) {
                FILE *f = fopen(file, "wb");
                if (!f || fwrite(ch.c, 1, ch.csize, f) != ch.csize)
                    fprintf(stderr, "bench: %s: cannot write %s\n", name, file);
                if (f)
                    fclose(f);
            }
            if (t < min_time) {
                /* The first call paid for cold caches and first-touch: time a second. */
                t0 = now();
                child_call(&ch);
                t = now() - t0;
            }
            ch.reps = t >= min_time ? 1 : (long)ceil(min_time / (t > 1e-7 ? t : 1e-7));
            if (ch.reps > 1000000)
                ch.reps = 1000000;
        }
        if (gap > 0) {
            /* --gap: each call made after gap us of sleep (the library's threads and the
             * CPU go idle as between an application's calls), timed alone; the median */
            double ts[GAP_CALLS];
            for (int r = 0; r < GAP_CALLS; r++) {
                usleep((useconds_t)gap);
                const double t0 = now();
                child_call(&ch);
                ts[r] = now() - t0;
            }
            qsort(ts, GAP_CALLS, sizeof ts[0], cmp_double);
            fprintf(out, "OK %.9e %d\n", ts[GAP_CALLS / 2], GAP_CALLS);
            fflush(out);
            continue;
        }
        double t0 = now();
        for (long r = 0; r < ch.reps; r++)
            child_call(&ch);
        double t = now() - t0;
        fprintf(out, "OK %.9e %ld\n", t / ch.reps, ch.reps);
        fflush(out);
    }
    return 0;
}

/* ------------------------------------------------------------------ parent */

struct libproc {
    int enabled, alive;
    const char *path;
    pid_t pid;
    FILE *req, *rep;
    char info[1024];
};

static void start_child(struct libproc *lp, int which, int threads, const char *blis_arch,
                        const char *ob_core, const char *ours_arch)
{
    int req[2], rep[2];
    if (pipe2(req, O_CLOEXEC) || pipe2(rep, O_CLOEXEC))
        die("pipe: %s", strerror(errno));
    pid_t pid = fork_or_die();
    if (pid == 0) {
        /* The library's own output (if any) goes to stderr; the protocol uses fds 3 and 4
         * (dup2 clears close-on-exec on them). */
        int rfd = fcntl(req[0], F_DUPFD, 10), wfd = fcntl(rep[1], F_DUPFD, 10);
        if (rfd < 0 || wfd < 0 || dup2(rfd, 3) < 0 || dup2(wfd, 4) < 0 || dup2(2, 1) < 0)
            _exit(127);
        lib_env(which, threads);
        if (which == L_OURS) {
            if (ours_arch)
                setenv("STEADYBLAS_ARCH", ours_arch, 1);
        } else if (which == L_OPENBLAS) {
            if (ob_core)
                setenv("OPENBLAS_CORETYPE", ob_core, 1);
        } else {
            /* The child turns the name into BLIS's numeric id (BLIS 0.9 reads a number)
             * before BLIS initialises; see blis_select_arch. */
            if (blis_arch && strcmp(blis_arch, "auto") != 0)
                setenv("SB_BENCH_BLIS_ARCH", blis_arch, 1);
            else
                unsetenv("SB_BENCH_BLIS_ARCH");
        }
        char *argv[] = {"bench", "--lib", (char *)LIBNAME[which], "--path", (char *)lp->path,
                        NULL};
        execv("/proc/self/exe", argv);
        _exit(127);
    }
    close(req[0]);
    close(rep[1]);
    lp->pid = pid;
    lp->req = fdopen(req[1], "w");
    lp->rep = fdopen(rep[0], "r");
    char line[1024];
    if (!fgets(line, sizeof line, lp->rep)) {
        fprintf(stderr, "bench: %s: child exited before answering\n", LIBTITLE[which]);
        lp->alive = 0;
        return;
    }
    line[strcspn(line, "\n")] = 0;
    if (strncmp(line, "OK ", 3) != 0) {
        fprintf(stderr, "bench: %s: %s\n", LIBTITLE[which], line);
        lp->alive = 0;
        return;
    }
    snprintf(lp->info, sizeof lp->info, "%s", line + 3);
    lp->alive = 1;
}

static double req_timeout = 600; /* seconds one request may take before the child is killed */

/* Returns seconds per call, or -1 on failure (the child is then given up). */
static double run_case(struct libproc *lp, int which, const struct bcase *bc, int round,
                       double min_time, const char *file)
{
    if (!lp->alive)
        return -1;
    fprintf(lp->req, "RUN %s %c %c %ld %ld %ld %d %.6f %ld %s\n", bc->op->name, bc->ta,
            bc->tb, bc->m, bc->n, bc->k, round, min_time, gap_us, file ? file : "-");
    fflush(lp->req);
    char line[1024];
    /* One reply line per request, so nothing is left in the stdio buffer between
     * requests and poll on the descriptor is exact. A library that hangs is killed. */
    if (wait_readable(fileno(lp->rep), req_timeout) == 0) {
        fprintf(stderr, "bench: %s took more than %.0f s (%s %c%c %ld %ld %ld): killed\n",
                LIBTITLE[which], req_timeout, bc->op->name, bc->ta, bc->tb, bc->m, bc->n, bc->k);
        kill(lp->pid, SIGKILL);
        lp->alive = 0;
        return -1;
    }
    if (!fgets(line, sizeof line, lp->rep)) {
        fprintf(stderr, "bench: %s died (during %s %c%c %ld %ld %ld)\n", LIBTITLE[which],
                bc->op->name, bc->ta, bc->tb, bc->m, bc->n, bc->k);
        lp->alive = 0;
        return -1;
    }
    double t;
    long reps;
    if (sscanf(line, "OK %lf %ld", &t, &reps) != 2) {
        line[strcspn(line, "\n")] = 0;
        fprintf(stderr, "bench: %s: %s\n", LIBTITLE[which], line);
        return -1;
    }
    return t;
}

/* Normwise relative difference max|x - ref| / max|ref| over all real components; -1 when a
 * file cannot be read. */
static double compare_files(const char *fref, const char *fx, const struct op *o)
{
    FILE *a = fopen(fref, "rb"), *b = fopen(fx, "rb");
    double maxd = 0, maxr = 0;
    int ok = a && b;
    int dbl = is_double(o);
    while (ok) {
        double x, y;
        if (dbl) {
            double u, v;
            if (fread(&u, 8, 1, a) != 1 || fread(&v, 8, 1, b) != 1)
                break;
            x = u; y = v;
        } else {
            float u, v;
            if (fread(&u, 4, 1, a) != 1 || fread(&v, 4, 1, b) != 1)
                break;
            x = u; y = v;
        }
        double d = fabs(x - y);
        if (!(d <= maxd)) /* NaN counts as a difference */
            maxd = isnan(d) ? INFINITY : d;
        if (fabs(x) > maxr)
            maxr = fabs(x);
    }
    if (a) fclose(a);
    if (b) fclose(b);
    if (!ok)
        return -1;
    return maxr > 0 ? maxd / maxr : maxd;
}

struct result {
    struct bcase bc;
    double gf[NLIBS];    /* best GFLOP/s, 0 when not measured */
    double check[NLIBS]; /* relative difference to ours, -1 when not checked */
};

static char load_start[32], load_end[32];

static void fmt_gf(char *buf, size_t len, double v)
{
    if (v >= 10)
        snprintf(buf, len, "%.1f", v);
    else if (v > 0)
        snprintf(buf, len, "%.2f", v);
    else
        snprintf(buf, len, "-");
}

static void fmt_ratio(char *buf, size_t len, double a, double b)
{
    if (a > 0 && b > 0)
        snprintf(buf, len, "%.2f", a / b);
    else
        snprintf(buf, len, "-");
}

static void write_dips(FILE *f, const struct result *res, int nres);

static void write_markdown(FILE *f, const char *date, const char *cpu, const char *cmd,
                           const struct peak *pk, int threads, const char *cpus,
                           struct libproc *lp, int rounds, double min_time,
                           const struct result *res, int nres)
{
    fprintf(f, "## SteadyBLAS benchmark\n\n");
    fprintf(f, "- date: %s\n", date);
    fprintf(f, "- CPU: %s\n", cpu);
    write_invocation(f, cmd);
    fprintf(f, "- threads: %d, CPUs allowed: %s; load average (1 min) %s at the start, %s at "
               "the end\n", threads, cpus, load_start, load_end);
    fprintf(f, "- measured FMA peak, one core (best of measurements at the start and between cases): %.1f GFLOP/s double, %.1f GFLOP/s single (%s)\n",
            pk->d, pk->s, pk->isa);
    if (l12_bw > 0)
        fprintf(f, "- measured memory bandwidth, one core (triad, 3 x 128 MB): %.1f GB/s; "
                   "level 1/2 rows are GB/s of the operands' bytes, %% peak is of this "
                   "bandwidth (sizes: see l12_setup in bench/bench.c)\n", l12_bw);
    for (int l = 0; l < NLIBS; l++)
        if (lp[l].enabled)
            fprintf(f, "- %s: `%s` — %s\n", LIBTITLE[l], lp[l].path,
                    lp[l].alive || lp[l].info[0] ? lp[l].info : "not loaded");
    if (gap_us > 0)
        fprintf(f, "- GFLOP/s of the median call of %d, each made after %ld us of sleep "
                   "(--gap: the library's threads and the CPU idle between calls, as in an "
                   "application that does other work), best of %d interleaved rounds; ",
                GAP_CALLS, gap_us, rounds);
    else
        fprintf(f, "- GFLOP/s, best of %d interleaved rounds (each round at least %.3g s of "
                   "calls); ", rounds, min_time);
    fprintf(f, "alpha = beta = 1, column-major, lda = rows; SYRK/HERK: uplo L, n(n+1)k flops "
               "(x4 complex); complex GEMM 8mnk; %% peak = rate / (threads x one-core peak)\n\n");
    fprintf(f, "| op | trans | m | n | k | SteadyBLAS | OpenBLAS | BLIS | SteadyBLAS %% peak "
               "| SteadyBLAS / OpenBLAS | SteadyBLAS / BLIS |\n");
    fprintf(f, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int i = 0; i < nres; i++) {
        const struct result *r = &res[i];
        const struct op *o = r->bc.op;
        double peak = o->kind == K_L12 ? l12_bw : (is_double(o) ? pk->d : pk->s) * threads;
        char g[NLIBS][48], pct[32], r1[32], r2[32], tr[4];
        for (int l = 0; l < NLIBS; l++) {
            fmt_gf(g[l], sizeof g[l], r->gf[l]);
            /* A library whose C differed from ours in the check is marked. */
            double tol = is_double(o) ? 1e-8 : 1e-4;
            if (l != L_OURS && r->gf[l] > 0 && r->check[l] > tol)
                strcat(g[l], " (C differs!)");
        }
        if (peak > 0 && r->gf[L_OURS] > 0)
            snprintf(pct, sizeof pct, "%.0f%%", 100.0 * r->gf[L_OURS] / peak);
        else
            snprintf(pct, sizeof pct, "-");
        fmt_ratio(r1, sizeof r1, r->gf[L_OURS], r->gf[L_OPENBLAS]);
        fmt_ratio(r2, sizeof r2, r->gf[L_OURS], r->gf[L_BLIS]);
        if (o->kind == K_GEMM)
            snprintf(tr, sizeof tr, "%c%c", r->bc.ta, r->bc.tb);
        else if (r->bc.tb == 'R')   /* TRSM, TRMM, SYMM side R (--side) */
            snprintf(tr, sizeof tr, "%c/R", r->bc.ta);
        else
            snprintf(tr, sizeof tr, "%c", r->bc.ta);
        char mstr[24];
        if (o->kind == K_GEMM)
            snprintf(mstr, sizeof mstr, "%ld", r->bc.m);
        else
            snprintf(mstr, sizeof mstr, "%ld", r->bc.n);
        fprintf(f, "| %s | %s | %s | %ld | %ld | %s | %s | %s | %s | %s | %s |\n", o->name, tr,
                mstr, r->bc.n, r->bc.k, g[0], g[1], g[2], pct, r1, r2);
    }
    write_dips(f, res, nres);
}

/*
 * Dips: in a run of sizes of one operation and transpose (consecutive results with the same
 * op, trans and shape kind, as a --sweep produces), a point more than 10% below the smaller
 * of its two neighbours.  Reported for every library, so that our dips and theirs show.
 */
static int same_series(const struct result *a, const struct result *b)
{
    return a->bc.op == b->bc.op && a->bc.ta == b->bc.ta && a->bc.tb == b->bc.tb;
}

static void write_dips(FILE *f, const struct result *res, int nres)
{
    int any_series = 0;
    for (int i = 1; i + 1 < nres; i++)
        if (same_series(&res[i - 1], &res[i]) && same_series(&res[i], &res[i + 1]))
            any_series = 1;
    if (!any_series) return;
    fprintf(f, "\nDips (a size more than 10%% below the smaller of its two neighbours):\n\n");
    for (int l = 0; l < NLIBS; l++) {
        int count = 0;
        for (int i = 1; i + 1 < nres; i++) {
            const struct result *p = &res[i - 1], *r = &res[i], *q = &res[i + 1];
            if (!same_series(p, r) || !same_series(r, q)) continue;
            if (r->gf[l] <= 0 || p->gf[l] <= 0 || q->gf[l] <= 0) continue;
            double lo = p->gf[l] < q->gf[l] ? p->gf[l] : q->gf[l];
            if (r->gf[l] < 0.9 * lo) {
                fprintf(f, "- %s %s n = %ld: %.1f GFLOP/s, neighbours %.1f and %.1f (-%.0f%%)\n",
                        LIBTITLE[l], r->bc.op->name,
                        r->bc.n, r->gf[l], p->gf[l], q->gf[l], 100.0 * (1 - r->gf[l] / lo));
                count++;
            }
        }
        if (!count)
            fprintf(f, "- %s: none\n", LIBTITLE[l]);
    }
}

static void write_csv(FILE *f, const struct peak *pk, int threads, const struct result *res,
                      int nres)
{
    fprintf(f, "op,trans,m,n,k,threads,flops,peak_gflops,ours_gflops,openblas_gflops,"
               "blis_gflops,ours_pct_peak,ours_over_openblas,ours_over_blis,"
               "reldiff_openblas,reldiff_blis\n");
    for (int i = 0; i < nres; i++) {
        const struct result *r = &res[i];
        const struct op *o = r->bc.op;
        double peak = o->kind == K_L12 ? l12_bw : (is_double(o) ? pk->d : pk->s) * threads;
        long m = o->kind == K_GEMM ? r->bc.m : r->bc.n;
        char tr[4] = {r->bc.ta, o->kind == K_GEMM ? r->bc.tb : 0, 0, 0};
        if (r->bc.tb == 'R' && o->kind != K_GEMM) snprintf(tr, sizeof tr, "%c/R", r->bc.ta);
        fprintf(f, "%s,%s,%ld,%ld,%ld,%d,%.0f,%.2f", o->name, tr, m, r->bc.n, r->bc.k, threads,
                flops(o, m, r->bc.n, r->bc.k), peak);
        for (int l = 0; l < NLIBS; l++)
            if (r->gf[l] > 0)
                fprintf(f, ",%.2f", r->gf[l]);
            else
                fprintf(f, ",");
        if (peak > 0 && r->gf[L_OURS] > 0)
            fprintf(f, ",%.1f", 100.0 * r->gf[L_OURS] / peak);
        else
            fprintf(f, ",");
        for (int l = 1; l < NLIBS; l++)
            if (r->gf[L_OURS] > 0 && r->gf[l] > 0)
                fprintf(f, ",%.3f", r->gf[L_OURS] / r->gf[l]);
            else
                fprintf(f, ",");
        for (int l = 1; l < NLIBS; l++)
            if (r->check[l] >= 0)
                fprintf(f, ",%.3e", r->check[l]);
            else
                fprintf(f, ",");
        fprintf(f, "\n");
    }
}

static void usage(void)
{
    fprintf(stderr,
            "usage: bench [options]\n"
            "  --ops LIST        operations (default dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk;\n"
            "                    known: sgemm dgemm cgemm zgemm ssyrk dsyrk csyrk zsyrk cherk zherk\n"
            "                    ?trsm ?trmm (uplo L, diag U) ssymm dsymm chemm zhemm\n"
            "                    (uplo L): square, m = n = size, side L (see --side);\n"
            "                    level 1/2 (GB/s):\n"
            "                    ?dot ?axpy ?scal ?nrm2 ?asum i?amax (s d), icamax izamax,\n"
            "                    ?gemv ?trmv ?trsv (s d c z), ssymv dsymv chemv zhemv,\n"
            "                    sspmv dspmv chpmv zhpmv, dger sger cgeru zgeru cgerc zgerc,\n"
            "                    ssyr dsyr cher zher, sspr dspr chpr zhpr, ssyr2 dsyr2 cher2\n"
            "                    zher2, sspr2 dspr2 chpr2 zhpr2 (uplo L; see l12_setup))\n"
            "  --sizes LIST      square sizes m = n = k (default 64,192,512,1024)\n"
            "  --sweep           sizes 16, 24, ..., 1024 (step 8)\n"
            "  --shapes LIST     shapes MxNxK (e.g. 4096x64x256,2048x2048x32); SYRK uses N and K\n"
            "  --trans LIST      transposes (default NN; e.g. NN,NT,TN,TT; SYRK uses the first)\n"
            "  --side LIST       TRSM, TRMM, SYMM / HEMM: L, R or L,R (default L); side R\n"
            "                    rows show transpose \"N/R\"\n"
            "  --threads T       threads for every library (default 1)\n"
            "  --rounds R        rounds, best kept (default 5)\n"
            "  --interleave      rounds outermost: each round runs every case (for\n"
            "                    comparing cases, e.g. transposes; default: a case's\n"
            "                    rounds back to back, then the next case)\n"
            "  --min-time S      seconds of calls per round at least (default 0.02)\n"
            "  --gap US          each call after US microseconds of sleep, timed alone: a\n"
            "                    round is the median of 25 such calls (default 0: calls\n"
            "                    back to back, the round's mean); for threads woken from\n"
            "                    idle, e.g. --threads 2 --gap 1000\n"
            "  --timeout S       a library that takes longer for one round is killed (600)\n"
            "  --libs LIST       ours,openblas,blis (default all three)\n"
            "  --ours PATH       SteadyBLAS (default build/lib/libsteadyblas.so.0)\n"
            "  --openblas PATH   (default /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0)\n"
            "  --blis PATH       (default: Debian's libblis.so.4)\n"
            "  --blis-arch A     BLIS_ARCH_TYPE for BLIS (default skx on an\n"
            "                    AVX-512 CPU, else auto; auto = unset: BLIS's choice)\n"
            "  --openblas-core C OPENBLAS_CORETYPE for OpenBLAS (default unset: its best;\n"
            "                    Cooperlake/SkylakeX where, unset, it picks a core\n"
            "                    without AVX-512 on an AVX-512 CPU)\n"
            "  --ours-arch A     STEADYBLAS_ARCH for SteadyBLAS (default: as inherited)\n"
            "  --out DIR         also write DIR/results.md and DIR/results.csv\n");
    exit(2);
}

#define MAXCASE 4096

int main(int argc, char **argv)
{
    signal(SIGPIPE, SIG_IGN);
    /* Child mode. */
    if (argc == 5 && strcmp(argv[1], "--lib") == 0 && strcmp(argv[3], "--path") == 0)
        return child_main(argv[2], argv[4]);

    char ops_s[512] = "dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk", sizes_s[4096] = "64,192,512,1024";
    char trans_s[256] = "NN", libs_s[128] = "ours,openblas,blis", shapes_s[4096] = "";
    char sides_s[8] = "L";
    int threads = 1, rounds = 5, sweep = 0, interleave = 0;
    double min_time = 0.02;
    const char *outdir = NULL, *blis_arch = NULL, *ob_core = NULL, *ours_arch = NULL;
    struct libproc lp[NLIBS];
    memset(lp, 0, sizeof lp);
    for (int l = 0; l < NLIBS; l++)
        lp[l].path = lib_default_path(l);

    char cmd[4096];
    join_args(cmd, sizeof cmd, argc, argv);

    for (int i = 1; i < argc; i++) {
        const char *v;
#define ARG(name) ((v = opt_value(argc, argv, &i, name)) != NULL)
        if (ARG("--ops")) snprintf(ops_s, sizeof ops_s, "%s", v);
        else if (ARG("--sizes")) snprintf(sizes_s, sizeof sizes_s, "%s", v);
        else if (ARG("--shapes")) snprintf(shapes_s, sizeof shapes_s, "%s", v);
        else if (ARG("--trans")) snprintf(trans_s, sizeof trans_s, "%s", v);
        else if (ARG("--side")) snprintf(sides_s, sizeof sides_s, "%s", v);
        else if (ARG("--libs")) snprintf(libs_s, sizeof libs_s, "%s", v);
        else if (ARG("--threads")) threads = atoi(v);
        else if (ARG("--rounds")) rounds = atoi(v);
        else if (ARG("--min-time")) min_time = atof(v);
        else if (ARG("--gap")) gap_us = atol(v);
        else if (ARG("--timeout")) req_timeout = atof(v);
        else if (ARG("--ours")) lp[L_OURS].path = v;
        else if (ARG("--openblas")) lp[L_OPENBLAS].path = v;
        else if (ARG("--blis")) lp[L_BLIS].path = v;
        else if (ARG("--blis-arch")) blis_arch = v;
        else if (ARG("--openblas-core")) ob_core = v;
        else if (ARG("--ours-arch")) ours_arch = v;
        else if (ARG("--out")) outdir = v;
        else if (strcmp(argv[i], "--sweep") == 0) sweep = 1;
        else if (strcmp(argv[i], "--interleave") == 0) interleave = 1;
        else usage();
#undef ARG
    }
    if (threads < 1 || rounds < 1)
        usage();
    if (!blis_arch)
        blis_arch = blis_default_arch();
    if (rounds < 5)
        fprintf(stderr, "bench: note: %d rounds (fewer than 5)\n", rounds);

    /* Operations, transposes, shapes. */
    char *tok[MAXCASE];
    const struct op *ops[NOPS * 4];
    int nops = split(ops_s, tok, NOPS * 4);
    for (int i = 0; i < nops; i++)
        if (!(ops[i] = find_op(tok[i])))
            die("unknown operation %s", tok[i]);
    char trans[64][2];
    char *ttok[64];
    int ntrans = split(trans_s, ttok, 64);
    for (int i = 0; i < ntrans; i++) {
        if (strlen(ttok[i]) != 2)
            die("transpose pair %s: expected two letters like NT", ttok[i]);
        for (int j = 0; j < 2; j++) {
            char c = (char)toupper((unsigned char)ttok[i][j]);
            if (c != 'N' && c != 'T' && c != 'C')
                die("transpose %s: letters N, T or C", ttok[i]);
            trans[i][j] = c;
        }
    }
    static long shp[MAXCASE][3];
    int nshp = 0;
    if (shapes_s[0]) {
        int n = split(shapes_s, tok, MAXCASE);
        for (int i = 0; i < n; i++, nshp++)
            if (sscanf(tok[i], "%ldx%ldx%ld", &shp[nshp][0], &shp[nshp][1], &shp[nshp][2]) != 3)
                die("shape %s: expected MxNxK", tok[i]);
    } else if (sweep) {
        for (long s = 16; s <= 1024; s += 8, nshp++)
            shp[nshp][0] = shp[nshp][1] = shp[nshp][2] = s;
    } else {
        int n = split(sizes_s, tok, MAXCASE);
        for (int i = 0; i < n; i++, nshp++)
            shp[nshp][0] = shp[nshp][1] = shp[nshp][2] = atol(tok[i]);
    }
    for (int i = 0; i < nshp; i++)
        if (shp[i][0] < 1 || shp[i][1] < 1 || shp[i][2] < 1 || shp[i][0] > 100000 ||
            shp[i][1] > 100000 || shp[i][2] > 100000)
            die("sizes must be between 1 and 100000");

    /* Libraries. */
    {
        char *lt[8];
        int n = split(libs_s, lt, 8);
        for (int i = 0; i < n; i++) {
            int found = 0;
            for (int l = 0; l < NLIBS; l++)
                if (strcmp(lt[i], LIBNAME[l]) == 0)
                    lp[l].enabled = found = 1;
            if (!found)
                die("unknown library %s (ours, openblas, blis)", lt[i]);
        }
    }

    char cpus[256];
    int ncpus = allowed_cpus(cpus, sizeof cpus);
    if (ncpus < threads)
        fprintf(stderr, "bench: warning: %d threads but only %d CPUs allowed (%s)\n", threads,
                ncpus, cpus);

    /* The peak first, while nothing else of ours runs. */
    loadavg(load_start, sizeof load_start);
    fprintf(stderr, "bench: measuring the FMA peak...\n");
    struct peak pk = measure_peak(20);
    fprintf(stderr, "bench: peak %.1f GFLOP/s double, %.1f single (%s)\n", pk.d, pk.s, pk.isa);
    for (int i = 0; i < nops; i++)
        if (ops[i]->kind == K_L12 && l12_bw == 0) {
            l12_bw = l12_membw();
            fprintf(stderr, "bench: memory bandwidth %.1f GB/s (triad)\n", l12_bw);
        }

    if (!ob_core && lp[L_OPENBLAS].enabled) {
        ob_core = openblas_default_core(lp[L_OPENBLAS].path);
        if (ob_core)
            fprintf(stderr, "bench: OpenBLAS, OPENBLAS_CORETYPE unset, picks a core without "
                            "AVX-512 on this AVX-512 CPU: running it with %s\n", ob_core);
    }
    for (int l = 0; l < NLIBS; l++)
        if (lp[l].enabled) {
            start_child(&lp[l], l, threads, blis_arch, ob_core, ours_arch);
            fprintf(stderr, "bench: %s: %s\n", LIBTITLE[l],
                    lp[l].alive ? lp[l].info : "NOT AVAILABLE");
        }

    char tmpdir[] = "/tmp/sbbench.XXXXXX";
    if (!mkdtemp(tmpdir))
        die("mkdtemp: %s", strerror(errno));
    char files[NLIBS][600];
    for (int l = 0; l < NLIBS; l++)
        snprintf(files[l], sizeof files[l], "%s/%s.bin", tmpdir, LIBNAME[l]);

    /* Cases in order: operation, transpose, shape. SYRK/HERK ignore the second transpose
     * letter, so duplicates are skipped. */
    /* TRSM, TRMM, SYMM / HEMM: the sides asked for, carried as the case's tb */
    char sides[2];
    int nsides = 0;
    for (const char *p = sides_s; *p; p++) {
        if (*p == ',') continue;
        if ((*p != 'L' && *p != 'R') || nsides == 2) die("--side: L, R or L,R");
        sides[nsides++] = *p;
    }
    if (!nsides) die("--side: L, R or L,R");
    int maxres = nops * ntrans * nshp * nsides;
    struct result *res = calloc((size_t)maxres, sizeof *res);
    int nres = 0;
    for (int oi = 0; oi < nops; oi++)
        for (int ti = 0; ti < ntrans; ti++) {
            const struct op *o = ops[oi];
            char ta = trans[ti][0], tb = trans[ti][1];
            if (o->kind != K_GEMM) {
                /* SYRK: N or T (C only for HERK); HERK: N or C. */
                if (o->kind == K_SYRK && ta == 'C')
                    ta = 'T';
                if (o->kind == K_HERK && ta == 'T')
                    ta = 'C';
                tb = 'N';
                int dup = 0;
                for (int t2 = 0; t2 < ti; t2++) {
                    char pa = trans[t2][0];
                    if (o->kind == K_SYRK && pa == 'C') pa = 'T';
                    if (o->kind == K_HERK && pa == 'T') pa = 'C';
                    dup |= pa == ta;
                }
                if (dup)
                    continue;
            } else if (!is_complex(o)) {
                if (ta == 'C') ta = 'T';
                if (tb == 'C') tb = 'T';
            }
            const int sided = o->kind == K_TRSM || o->kind == K_TRMM || o->kind == K_SYMM;
            for (int di = 0; di < (sided ? nsides : 1); di++)
                for (int si = 0; si < nshp; si++) {
                    struct result *r = &res[nres++];
                    r->bc = (struct bcase){o, ta, sided ? sides[di] : tb, shp[si][0], shp[si][1],
                                           shp[si][2]};
                    for (int l = 0; l < NLIBS; l++)
                        r->check[l] = -1;
                }
        }

    int warned = 0;
    const double mem = (double)sysconf(_SC_PHYS_PAGES) * (double)sysconf(_SC_PAGESIZE);
    double (*best)[NLIBS] = calloc((size_t)(nres > 0 ? nres : 1), sizeof *best);
    int *skip = calloc((size_t)(nres > 0 ? nres : 1), sizeof *skip);
    if (!best || !skip)
        die("out of memory");
    for (int i = 0; i < nres; i++) {
        const struct bcase *bc = &res[i].bc;
        long m = bc->op->kind == K_GEMM ? bc->m : bc->n;
        /* A case whose operands do not fit in memory would end every library's child, and
         * with it every case after it: it is skipped (its row shows "-").  GEMM holds A, B
         * and two copies of C; the others at most four n x n arrays (level-1 vectors are
         * n^2 long, see l12_setup). */
        const double es = (double)elem_size(bc->op);
        const double N = (double)(m > bc->n ? (m > bc->k ? m : bc->k) : (bc->n > bc->k ? bc->n : bc->k));
        const double need = bc->op->kind == K_GEMM
                                ? es * ((double)m * bc->k + (double)bc->k * bc->n + 2.0 * m * bc->n)
                                : es * 4.0 * N * N;
        skip[i] = mem > 0 && need > mem / 2;
        if (skip[i])
            fprintf(stderr, "bench: skipping %s m=%ld n=%ld k=%ld: its operands need about "
                            "%.1f GB, more than half of this machine's %.1f GB\n",
                    bc->op->name, m, bc->n, bc->k, need / 1e9, mem / 1e9);
        for (int l = 0; l < NLIBS; l++)
            best[i][l] = 1e30;
    }
    /* Round r of case i: each library once, interleaved; the first round also checks the
     * libraries' results against ours.  By default a case's rounds run one after another
     * (cases in turn); with --interleave the rounds are outermost, each one going through
     * every case, so that cases compared with each other (NN against TT, say) are measured
     * in the same stretches of time, not minutes apart on a machine whose speed drifts. */
    for (int r0 = 0; r0 < (interleave ? rounds : 1); r0++)
        for (int i = 0; i < nres; i++) {
            if (skip[i])
                continue;
            struct result *r = &res[i];
            const struct bcase *bc = &r->bc;
            long m = bc->op->kind == K_GEMM ? bc->m : bc->n;
            for (int round = interleave ? r0 : 0; round < (interleave ? r0 + 1 : rounds); round++)
                for (int l = 0; l < NLIBS; l++) {
                    if (!lp[l].enabled || !lp[l].alive)
                        continue;
                    double t = run_case(&lp[l], l, bc, round, min_time, round == 0 ? files[l] : NULL);
                    if (t > 0 && t < best[i][l])
                        best[i][l] = t;
                    if (round == 0 && l != L_OURS && t > 0 && lp[L_OURS].enabled &&
                        best[i][L_OURS] < 1e30) {
                        double d = compare_files(files[L_OURS], files[l], bc->op);
                        r->check[l] = d;
                        double tol = is_double(bc->op) ? 1e-8 : 1e-4;
                        if (d < 0 || d > tol) {
                            fprintf(stderr,
                                    "bench: WARNING: %s %c%c m=%ld n=%ld k=%ld: %s differs from "
                                    "SteadyBLAS by %.3e (tolerance %.0e)\n",
                                    bc->op->name, bc->ta, bc->tb, m, bc->n, bc->k, LIBTITLE[l], d,
                                    tol);
                            warned++;
                        }
                    }
                }
            /* The peak is measured again between cases (each round, interleaved) and the
             * best kept, as for the libraries: on a shared machine one measurement at the
             * start may be unlucky. */
            struct peak p2 = measure_peak(3);
            if (p2.d > pk.d)
                pk.d = p2.d;
            if (p2.s > pk.s)
                pk.s = p2.s;
            if (interleave && r0 < rounds - 1)
                continue;
            const double fl = flops(bc->op, m, bc->n, bc->k);
            for (int l = 0; l < NLIBS; l++)
                r->gf[l] = best[i][l] < 1e30 ? fl / best[i][l] * 1e-9 : 0;
            fprintf(stderr, "bench: %-6s %c%c %5ld %5ld %5ld  ours %7.2f  openblas %7.2f  blis %7.2f\n",
                    bc->op->name, bc->ta, bc->op->kind == K_GEMM ? bc->tb : ' ', m, bc->n, bc->k,
                    r->gf[0], r->gf[1], r->gf[2]);
        }

    for (int l = 0; l < NLIBS; l++) {
        if (lp[l].req)
            fclose(lp[l].req);
        if (lp[l].rep)
            fclose(lp[l].rep);
        if (lp[l].pid > 0)
            waitpid(lp[l].pid, NULL, 0);
        unlink(files[l]);
    }
    rmdir(tmpdir);

    loadavg(load_end, sizeof load_end);
    char date[64], cpu[512];
    utc_date(date, sizeof date);
    cpu_model(cpu, sizeof cpu);

    write_markdown(stdout, date, cpu, cmd, &pk, threads, cpus, lp, rounds, min_time, res, nres);
    if (warned)
        printf("\n%d result check(s) failed: see the warnings above.\n", warned);
    if (outdir) {
        FILE *f = open_output(outdir, "results.md");
        write_markdown(f, date, cpu, cmd, &pk, threads, cpus, lp, rounds, min_time, res, nres);
        if (warned)
            fprintf(f, "\n%d result check(s) failed.\n", warned);
        fclose(f);
        f = open_output(outdir, "results.csv");
        write_csv(f, &pk, threads, res, nres);
        fclose(f);
        fprintf(stderr, "bench: wrote %s/results.md and %s/results.csv\n", outdir, outdir);
    }
    free(res);
    return warned ? 1 : 0;
}
