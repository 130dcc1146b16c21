/*
 * One thread against N for the threaded level-2 routines, s d c z, through the Fortran
 * ABI: gemv (N, T, C), ger / geru / gerc, syr / her, syr2 / her2, spr / hpr, spr2 / hpr2,
 * symv / hemv, spmv / hpmv, sbmv / hbmv (both uplo) and trmv (every uplo, trans, diag),
 * increments 1 and -2, lda with padding, sizes large enough that the library splits them
 * (n = 1100: the symmetric products and TRMV in 4 or 8 parts, l2core.h sb_l2_parts).
 * 2, 3 and 4 threads (or the counts in TT_THREADS) must give 1 thread's result bit for bit,
 * every element of the output buffer (padding, the other triangle, the gaps of a strided
 * vector and a tail after the buffer included).  The 1-thread result is checked against
 * the reference BLAS (TT_REF_BLAS, default Debian's netlib libblas.so.3, dlopen'd
 * privately): within 8 * eps * (n + 4) of the largest element, and every element the
 * reference left unchanged unchanged bitwise.
 *
 * Usage: test_l2_1vsN [small]   small (ThreadSanitizer): d and z, increments 1 only.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tt.h"

typedef int fint;
static int NTHREADS[8], NNT;   /* tt_thread_counts: TT_THREADS or 2, 3, 4 */
enum { N = 1100, M = 900, PAD = 3, BANDK = 200, TAIL = 16 };

static char T;          /* type letter */
static int CPLX;        /* complex type */
static size_t ES;       /* bytes per element */
static uint64_t seed = 12345;

static void *lib = RTLD_DEFAULT;   /* where do_call looks the routine up */
static void *reflib;               /* the reference BLAS */

static void *sym(const char *base)
{
    char name[32];
    snprintf(name, sizeof name, "%c%s_", T, base);
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "missing %s\n", name);
        exit(2);
    }
    return f;
}

/* a buffer of n elements plus TAIL, random (complex: both parts) */
static void *rnd(size_t n)
{
    size_t nr = (n + TAIL) * (CPLX ? 2 : 1);
    void *p = malloc((n + TAIL) * ES);
    for (size_t i = 0; i < nr; i++) {
        double v = tt_urand(&seed);
        if (T == 's' || T == 'c') ((float *)p)[i] = (float)v;
        else ((double *)p)[i] = v;
    }
    return p;
}
static double rd(const void *p, size_t i)
{
    return (T == 's' || T == 'c') ? ((const float *)p)[i] : ((const double *)p)[i];
}

/* The call: out is the output operand (y, A or x), in_* the others. */
typedef struct {
    char desc[96];
    void (*call)(void *ctx, void *out);
    size_t out_elems;
    int inner;          /* length of the sums, for the tolerance */
} l2case;

typedef struct {
    char rout[8], uplo, trans, diag;
    fint m, n, k, lda, incx, incy;
    double alpha[2], beta[2];
    void *a, *x, *y;
} ctx_t;

static fint vlen(fint n, fint inc) { return 1 + (n - 1) * abs(inc); }

static void do_call(void *vc, void *out)
{
    ctx_t *c = vc;
    const char *r = c->rout;
    void *f = sym(r);
    const size_t one = 1;
    float al_f[2] = {(float)c->alpha[0], (float)c->alpha[1]};
    float be_f[2] = {(float)c->beta[0], (float)c->beta[1]};
    void *al = (T == 's' || T == 'c') ? (void *)al_f : (void *)c->alpha;
    void *be = (T == 's' || T == 'c') ? (void *)be_f : (void *)c->beta;
    if (!strcmp(r, "gemv"))
        ((void (*)(const char *, const fint *, const fint *, const void *, const void *,
                   const fint *, const void *, const fint *, const void *, void *,
                   const fint *, size_t))f)(&c->trans, &c->m, &c->n, al, c->a, &c->lda, c->x,
                                             &c->incx, be, out, &c->incy, one);
    else if (!strcmp(r, "ger") || !strcmp(r, "geru") || !strcmp(r, "gerc"))
        ((void (*)(const fint *, const fint *, const void *, const void *, const fint *,
                   const void *, const fint *, void *, const fint *))f)(
            &c->m, &c->n, al, c->x, &c->incx, c->y, &c->incy, out, &c->lda);
    else if (!strcmp(r, "syr") || !strcmp(r, "her"))
        ((void (*)(const char *, const fint *, const void *, const void *, const fint *, void *,
                   const fint *, size_t))f)(&c->uplo, &c->n, al, c->x, &c->incx, out, &c->lda,
                                            one);
    else if (!strcmp(r, "spr") || !strcmp(r, "hpr"))
        ((void (*)(const char *, const fint *, const void *, const void *, const fint *,
                   void *, size_t))f)(&c->uplo, &c->n, al, c->x, &c->incx, out, one);
    else if (!strcmp(r, "syr2") || !strcmp(r, "her2"))
        ((void (*)(const char *, const fint *, const void *, const void *, const fint *,
                   const void *, const fint *, void *, const fint *, size_t))f)(
            &c->uplo, &c->n, al, c->x, &c->incx, c->y, &c->incy, out, &c->lda, one);
    else if (!strcmp(r, "spr2") || !strcmp(r, "hpr2"))
        ((void (*)(const char *, const fint *, const void *, const void *, const fint *,
                   const void *, const fint *, void *, size_t))f)(
            &c->uplo, &c->n, al, c->x, &c->incx, c->y, &c->incy, out, one);
    else if (!strcmp(r, "symv") || !strcmp(r, "hemv"))
        ((void (*)(const char *, const fint *, const void *, const void *, const fint *,
                   const void *, const fint *, const void *, void *, const fint *, size_t))f)(
            &c->uplo, &c->n, al, c->a, &c->lda, c->x, &c->incx, be, out, &c->incy, one);
    else if (!strcmp(r, "spmv") || !strcmp(r, "hpmv"))
        ((void (*)(const char *, const fint *, const void *, const void *, const void *,
                   const fint *, const void *, void *, const fint *, size_t))f)(
            &c->uplo, &c->n, al, c->a, c->x, &c->incx, be, out, &c->incy, one);
    else if (!strcmp(r, "sbmv") || !strcmp(r, "hbmv"))
        ((void (*)(const char *, const fint *, const fint *, const void *, const void *,
                   const fint *, const void *, const fint *, const void *, void *,
                   const fint *, size_t))f)(&c->uplo, &c->n, &c->k, al, c->a, &c->lda, c->x,
                                            &c->incx, be, out, &c->incy, one);
    else if (!strcmp(r, "trmv"))
        ((void (*)(const char *, const char *, const char *, const fint *, const void *,
                   const fint *, void *, const fint *, size_t, size_t, size_t))f)(
            &c->uplo, &c->trans, &c->diag, &c->n, c->a, &c->lda, out, &c->incx, one, one,
            one);
    else {
        fprintf(stderr, "unknown routine %s\n", r);
        exit(2);
    }
}

static int small;       /* ThreadSanitizer: d and z, increments 1 only */

static void run(ctx_t *c, size_t out_elems, int inner, const char *desc)
{
    void *init = rnd(out_elems);
    const size_t bytes = (out_elems + TAIL) * ES, nr = (out_elems + TAIL) * (CPLX ? 2 : 1);
    const size_t b = (T == 's' || T == 'c') ? 4 : 8;
    void *ref = malloc(bytes), *one = malloc(bytes), *out = malloc(bytes);
    /* the reference on init, and on other data: an element both calls left as it was is
     * one the routine must not change (a single call may round an update back to the
     * element's value) */
    void *init2 = rnd(out_elems), *ref2 = malloc(bytes);
    memcpy(ref, init, bytes);
    memcpy(ref2, init2, bytes);
    lib = reflib;
    do_call(c, ref);
    do_call(c, ref2);
    lib = RTLD_DEFAULT;
    memcpy(one, init, bytes);
    steadyblas_set_num_threads(1);
    do_call(c, one);
    /* 1 thread against the reference */
    double scale = 0;
    for (size_t i = 0; i < nr; i++) scale = fmax(scale, fabs(rd(ref, i)));
    const double eps = (T == 's' || T == 'c') ? FLT_EPSILON : DBL_EPSILON;
    const double tol = 8 * eps * (inner + 4) * (scale > 0 ? scale : 1);
    long nbad = 0, nchanged = 0;
    double maxd = 0;
    size_t first = (size_t)-1;
    for (size_t i = 0; i < nr; i++) {
        const double o = rd(one, i), r = rd(ref, i);
        if (!memcmp((char *)ref + i * b, (char *)init + i * b, b) &&
            !memcmp((char *)ref2 + i * b, (char *)init2 + i * b, b)) {
            if (memcmp((char *)one + i * b, (char *)init + i * b, b)) {
                nchanged++;
                if (first == (size_t)-1) first = i;
            }
        } else if (!(fabs(o - r) <= tol)) {
            nbad++;
            if (first == (size_t)-1) first = i;
        }
        if (fabs(o - r) > maxd) maxd = fabs(o - r);
    }
    tt_check(nbad == 0 && nchanged == 0,
             "%c%s 1 thread against the reference: %ld outside tolerance, %ld changed that "
             "the reference leaves alone (first at real index %zd), max diff %.3g (tol %.3g)",
             T, desc, nbad, nchanged, first == (size_t)-1 ? -1 : (ssize_t)first, maxd, tol);
    /* N threads against 1, bit for bit */
    for (int t = 0; t < NNT; t++) {
        memcpy(out, init, bytes);
        steadyblas_set_num_threads(NTHREADS[t]);
        do_call(c, out);
        long ndiff = 0;
        maxd = 0;
        first = (size_t)-1;
        for (size_t i = 0; i < nr; i++)
            if (memcmp((char *)one + i * b, (char *)out + i * b, b)) {
                ndiff++;
                if (first == (size_t)-1) first = i;
                maxd = fmax(maxd, fabs(rd(out, i) - rd(one, i)));
            }
        tt_check(ndiff == 0,
                 "%c%s %d threads: %ld elements not bit for bit 1 thread's (first at real "
                 "index %zd), max diff %.3g",
                 T, desc, NTHREADS[t], ndiff, first == (size_t)-1 ? -1 : (ssize_t)first, maxd);
    }
    free(init);
    free(init2);
    free(ref);
    free(ref2);
    free(one);
    free(out);
}

static void one_type(char t)
{
    T = t;
    CPLX = t == 'c' || t == 'z';
    ES = (t == 's' ? 4 : t == 'd' ? 8 : t == 'c' ? 8 : 16);
    const int incs[][2] = {{1, 1}, {-2, 2}};
    char desc[96];
    for (int ii = 0; ii < (small ? 1 : 2); ii++) {
        ctx_t c = {.m = M, .n = N, .k = BANDK, .lda = M + PAD, .incx = incs[ii][0],
                   .incy = incs[ii][1], .alpha = {0.75, -0.5}, .beta = {-1.25, 0.25}};
        /* gemv */
        c.a = rnd((size_t)c.lda * N);
        const char *trs = CPLX ? "NTC" : "NT";
        for (const char *tr = trs; *tr; tr++) {
            c.trans = *tr;
            const fint lx = *tr == 'N' ? N : M, ly = *tr == 'N' ? M : N;
            c.x = rnd(vlen(lx, c.incx));
            strcpy(c.rout, "gemv");
            snprintf(desc, sizeof desc, "gemv %c m=%d n=%d incx=%d incy=%d", *tr, M, N, c.incx,
                     c.incy);
            run(&c, vlen(ly, c.incy), lx, desc);
            free(c.x);
        }
        /* ger */
        c.x = rnd(vlen(M, c.incx));
        c.y = rnd(vlen(N, c.incy));
        const char *gers[] = {"ger", "geru", "gerc"};
        for (int g = CPLX ? 1 : 0; g < (CPLX ? 3 : 1); g++) {
            strcpy(c.rout, gers[g]);
            snprintf(desc, sizeof desc, "%s m=%d n=%d incx=%d incy=%d", gers[g], M, N, c.incx,
                     c.incy);
            run(&c, (size_t)c.lda * N, 1, desc);
        }
        free(c.x);
        free(c.y);
        free(c.a);
        /* square routines */
        c.m = N;
        c.lda = N + PAD;
        c.a = rnd((size_t)c.lda * N);
        c.x = rnd(vlen(N, c.incx));
        c.y = rnd(vlen(N, c.incy));
        for (const char *u = "UL"; *u; u++) {
            c.uplo = *u;
            const size_t full = (size_t)c.lda * N, packed = (size_t)N * (N + 1) / 2;
            const char *rkr[] = {"syr", "spr", "syr2", "spr2"};
            const char *rkc[] = {"her", "hpr", "her2", "hpr2"};
            for (int r = 0; r < 4; r++) {
                strcpy(c.rout, CPLX ? rkc[r] : rkr[r]);
                snprintf(desc, sizeof desc, "%s %c n=%d incx=%d incy=%d", c.rout, *u, N, c.incx,
                         c.incy);
                run(&c, r % 2 ? packed : full, 2, desc);
            }
            /* the products y := alpha A x + beta y: y is the output, A stays the input */
            const char *mvr[] = {"symv", "spmv", "sbmv"}, *mvc[] = {"hemv", "hpmv", "hbmv"};
            for (int r = 0; r < 3; r++) {
                strcpy(c.rout, CPLX ? mvc[r] : mvr[r]);
                const fint lda0 = c.lda;
                if (r == 2) c.lda = BANDK + 1 + PAD;
                snprintf(desc, sizeof desc, "%s %c n=%d k=%d incx=%d incy=%d", c.rout, *u, N,
                         r == 2 ? BANDK : N, c.incx, c.incy);
                run(&c, vlen(N, c.incy), N, desc);
                c.lda = lda0;
            }
            /* trmv: x is the output */
            strcpy(c.rout, "trmv");
            for (const char *tr = trs; *tr; tr++)
                for (const char *d = "NU"; *d; d++) {
                    c.trans = *tr;
                    c.diag = *d;
                    snprintf(desc, sizeof desc, "trmv %c%c%c n=%d incx=%d", *u, *tr, *d, N,
                             c.incx);
                    run(&c, vlen(N, c.incx), N, desc);
                }
        }
        free(c.a);
        free(c.x);
        free(c.y);
    }
}

int main(int argc, char **argv)
{
    small = argc > 1 && !strcmp(argv[1], "small");
    tt_watchdog(600, "test_l2_1vsN");
    NNT = tt_thread_counts(NTHREADS, 8);
    const char *refpath = getenv("TT_REF_BLAS");
    if (!refpath) refpath = "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3";
    reflib = dlopen(refpath, RTLD_NOW | RTLD_LOCAL);
    if (!reflib) {
        fprintf(stderr, "test_l2_1vsN: cannot load the reference BLAS %s: %s\n", refpath,
                dlerror());
        return 1;
    }
    for (const char *t = small ? "dz" : "sdcz"; *t; t++) one_type(*t);
    return tt_summary("test_l2_1vsN");
}
