/* Helpers shared by the thread tests: see tt.h. */
#define _GNU_SOURCE
#include "tt.h"

#include <dirent.h>
#include <float.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ---- checks ---- */
int tt_passed, tt_failed;

void tt_check(int ok, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    flockfile(stdout);
    printf("%s: ", ok ? "PASS" : "FAIL");
    vprintf(fmt, ap);
    printf("\n");
    fflush(stdout);
    funlockfile(stdout);
    va_end(ap);
    __atomic_add_fetch(ok ? &tt_passed : &tt_failed, 1, __ATOMIC_RELAXED);
}

int tt_summary(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, tt_passed, tt_failed);
    fflush(stdout);
    return tt_failed == 0 && tt_passed > 0 ? 0 : 1;
}

static char watchdog_what[200];
static void on_alarm(int sig)
{
    (void)sig;
    char buf[300];
    int n = snprintf(buf, sizeof buf, "FAIL: watchdog: %s did not finish in time (deadlock?)\n",
                     watchdog_what);
    if (write(1, buf, (size_t)n) < 0) {}
    _exit(1);
}

void tt_watchdog(unsigned seconds, const char *what)
{
    snprintf(watchdog_what, sizeof watchdog_what, "%s", what);
    signal(SIGALRM, on_alarm);
    alarm(seconds);
}

double tt_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int tt_thread_counts(int *out, int max)
{
    int n = 0;
    const char *e = getenv("TT_THREADS");
    while (e && *e && n < max) {
        char *end;
        long v = strtol(e, &end, 10);
        if (end == e) break;
        if (v >= 2 && v <= 256) out[n++] = (int)v;
        e = *end == ',' ? end + 1 : end;
    }
    if (n == 0)
        for (int t = 2; t <= 4 && n < max; t++) out[n++] = t;
    return n;
}

int tt_task_count(void)
{
    DIR *d = opendir("/proc/self/task");
    if (!d) return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.') n++;
    closedir(d);
    return n;
}

long tt_rss_kb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, rss = 0;
    if (!f) return -1;
    if (fscanf(f, "%ld %ld", &size, &rss) != 2) rss = -1;
    fclose(f);
    return rss < 0 ? -1 : rss * (sysconf(_SC_PAGESIZE) / 1024);
}

/* ---- random numbers ---- */
uint64_t tt_rand(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

double tt_urand(uint64_t *s) { return (double)(tt_rand(s) >> 11) * 0x1p-52 - 1.0; }

/* ---- elements ---- */
size_t tt_es(char type)
{
    switch (type) {
    case 's': return 4;
    case 'd': return 8;
    case 'c': return 8;
    default: return 16;
    }
}

static int is_complex(char type) { return type == 'c' || type == 'z'; }

static double complex get(char type, const void *buf, size_t i)
{
    switch (type) {
    case 's': return ((const float *)buf)[i];
    case 'd': return ((const double *)buf)[i];
    case 'c': return ((const float complex *)buf)[i];
    default: return ((const double complex *)buf)[i];
    }
}

static void set(char type, void *buf, size_t i, double complex v)
{
    switch (type) {
    case 's': ((float *)buf)[i] = (float)creal(v); break;
    case 'd': ((double *)buf)[i] = creal(v); break;
    case 'c': ((float complex *)buf)[i] = (float complex)v; break;
    default: ((double complex *)buf)[i] = v; break;
    }
}

/* storage index of logical (i, j) */
static size_t at(CBLAS_LAYOUT l, int i, int j, int ld)
{
    return l == CblasColMajor ? (size_t)i + (size_t)j * (size_t)ld
                              : (size_t)i * (size_t)ld + (size_t)j;
}

/* logical dimensions of A's storage, B's storage (0 x 0 when none) and the output */
static void dims(const tt_op *o, int *ar, int *ac, int *br, int *bc, int *orow, int *ocol)
{
    *br = *bc = 0;
    switch (o->rout) {
    case TT_GEMM:
        *ar = o->ta == CblasNoTrans ? o->m : o->k;
        *ac = o->ta == CblasNoTrans ? o->k : o->m;
        *br = o->tb == CblasNoTrans ? o->k : o->n;
        *bc = o->tb == CblasNoTrans ? o->n : o->k;
        *orow = o->m, *ocol = o->n;
        break;
    case TT_SYMM: case TT_HEMM:
        *ar = *ac = o->side == CblasLeft ? o->m : o->n;
        *br = o->m, *bc = o->n;
        *orow = o->m, *ocol = o->n;
        break;
    case TT_SYRK: case TT_HERK:
        *ar = o->ta == CblasNoTrans ? o->n : o->k;
        *ac = o->ta == CblasNoTrans ? o->k : o->n;
        *orow = *ocol = o->n;
        break;
    default: /* TRMM, TRSM */
        *ar = *ac = o->side == CblasLeft ? o->m : o->n;
        *orow = o->m, *ocol = o->n;
        break;
    }
}

static int min_ld(CBLAS_LAYOUT l, int rows, int cols)
{
    int ld = l == CblasColMajor ? rows : cols;
    return ld < 1 ? 1 : ld;
}

static size_t elems(CBLAS_LAYOUT l, int rows, int cols, int ld)
{
    if (rows == 0 || cols == 0) return 0;
    return l == CblasColMajor ? (size_t)ld * (size_t)cols : (size_t)ld * (size_t)rows;
}

static const char *trans_s(CBLAS_TRANSPOSE t)
{
    return t == CblasNoTrans ? "N" : t == CblasTrans ? "T" : "C";
}

const char *tt_describe(const tt_op *o, char *buf, size_t len)
{
    const char *lay = o->layout == CblasColMajor ? "col" : "row";
    switch (o->rout) {
    case TT_GEMM:
        snprintf(buf, len, "%cgemm %s %s%s m=%d n=%d k=%d", o->type, lay, trans_s(o->ta),
                 trans_s(o->tb), o->m, o->n, o->k);
        break;
    case TT_SYMM: case TT_HEMM:
        snprintf(buf, len, "%c%s %s side=%c uplo=%c m=%d n=%d", o->type,
                 o->rout == TT_SYMM ? "symm" : "hemm", lay, o->side == CblasLeft ? 'L' : 'R',
                 o->uplo == CblasUpper ? 'U' : 'L', o->m, o->n);
        break;
    case TT_SYRK: case TT_HERK:
        snprintf(buf, len, "%c%s %s uplo=%c trans=%s n=%d k=%d", o->type,
                 o->rout == TT_SYRK ? "syrk" : "herk", lay, o->uplo == CblasUpper ? 'U' : 'L',
                 trans_s(o->ta), o->n, o->k);
        break;
    default:
        snprintf(buf, len, "%c%s %s side=%c uplo=%c trans=%s diag=%c m=%d n=%d", o->type,
                 o->rout == TT_TRMM ? "trmm" : "trsm", lay, o->side == CblasLeft ? 'L' : 'R',
                 o->uplo == CblasUpper ? 'U' : 'L', trans_s(o->ta),
                 o->diag == CblasUnit ? 'U' : 'N', o->m, o->n);
        break;
    }
    return buf;
}

double tt_work(const tt_op *o)
{
    switch (o->rout) {
    case TT_GEMM: return (double)o->m * o->n * o->k;
    case TT_SYMM: case TT_HEMM:
        return (double)o->m * o->n * (o->side == CblasLeft ? o->m : o->n);
    case TT_SYRK: case TT_HERK: return 0.5 * o->n * (o->n + 1.0) * o->k;
    default: return 0.5 * o->m * o->n * (o->side == CblasLeft ? o->m : o->n);
    }
}

/* may the call write logical output element (i, j)? */
static int writable(const tt_op *o, int i, int j)
{
    if (o->rout == TT_SYRK || o->rout == TT_HERK)
        return o->uplo == CblasUpper ? i <= j : i >= j;
    return 1;
}

/* is A's logical element (i, j) referenced, and with what meaning */
static int a_referenced(const tt_op *o, int i, int j)
{
    switch (o->rout) {
    case TT_SYMM: case TT_HEMM:
        return o->uplo == CblasUpper ? i <= j : i >= j;
    case TT_TRMM: case TT_TRSM:
        if (i == j) return o->diag == CblasNonUnit;
        return o->uplo == CblasUpper ? i < j : i > j;
    default: return 1;
    }
}

static const double GARBAGE = 1024.5;     /* unreferenced parts of A */
static const double SENTINEL = -777.25;   /* output elements the call must not write */

static void *alloc_elems(char type, size_t n)
{
    void *p = calloc(n ? n : 1, tt_es(type));
    if (!p) { perror("calloc"); exit(2); }
    return p;
}

void tt_case_init(tt_case *c, const tt_op *op, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->op = *op;
    tt_op *o = &c->op;
    int ar, ac, br, bc, orow, ocol;
    dims(o, &ar, &ac, &br, &bc, &orow, &ocol);
    uint64_t s = seed * 0x9E3779B97F4A7C15ULL + 12345;
    if (!o->lda) o->lda = min_ld(o->layout, ar, ac) + (int)(tt_rand(&s) % 5);
    if (!o->ldb) o->ldb = br ? min_ld(o->layout, br, bc) + (int)(tt_rand(&s) % 5) : 1;
    if (!o->ldc) o->ldc = min_ld(o->layout, orow, ocol) + (int)(tt_rand(&s) % 5);
    int ldout = (o->rout == TT_TRMM || o->rout == TT_TRSM) ? o->ldb : o->ldc;
    if (o->rout == TT_TRMM || o->rout == TT_TRSM) {
        if (!op->ldb) o->ldb = ldout = min_ld(o->layout, orow, ocol) + (int)(tt_rand(&s) % 5);
    }
    const char t = o->type;
    const int cx = is_complex(t);
    /* A: the padding gets garbage too (never read) */
    c->a_elems = elems(o->layout, ar, ac, o->lda);
    c->a = alloc_elems(t, c->a_elems);
    for (size_t i = 0; i < c->a_elems; i++) set(t, c->a, i, GARBAGE);
    const int tri = o->rout == TT_TRMM || o->rout == TT_TRSM;
    for (int j = 0; j < ac; j++)
        for (int i = 0; i < ar; i++) {
            double complex v = tt_urand(&s) + (cx ? I * tt_urand(&s) : 0);
            if (tri) {
                /* well conditioned: I + small strictly triangular part */
                if (i == j) v = 1.0 + 0.5 * fabs(creal(v)) + (cx ? 0.25 * I * cimag(v) : 0);
                else v /= (ar > 1 ? ar : 1);
            }
            if (!a_referenced(o, i, j)) v = GARBAGE + (cx ? I * GARBAGE : 0);
            if (o->rout == TT_HEMM && i == j) v = creal(v) + I * GARBAGE;
            set(t, c->a, at(o->layout, i, j, o->lda), v);
        }
    c->b_elems = br ? elems(o->layout, br, bc, o->ldb) : 0;
    if (br) {
        c->b = alloc_elems(t, c->b_elems);
        for (size_t i = 0; i < c->b_elems; i++) set(t, c->b, i, GARBAGE);
        for (int j = 0; j < bc; j++)
            for (int i = 0; i < br; i++)
                set(t, c->b, at(o->layout, i, j, o->ldb),
                    tt_urand(&s) + (cx ? I * tt_urand(&s) : 0));
    }
    c->out_elems = elems(o->layout, orow, ocol, ldout);
    c->c0 = alloc_elems(t, c->out_elems + TT_TAIL);
    for (size_t i = 0; i < c->out_elems + TT_TAIL; i++)
        set(t, c->c0, i, SENTINEL + (cx ? I * SENTINEL : 0));
    for (int j = 0; j < ocol; j++)
        for (int i = 0; i < orow; i++)
            if (writable(o, i, j))
                set(t, c->c0, at(o->layout, i, j, ldout),
                    tt_urand(&s) + (cx ? I * tt_urand(&s) : 0));
}

void tt_case_free(tt_case *c)
{
    free(c->a);
    free(c->b);
    free(c->c0);
    memset(c, 0, sizeof *c);
}

void *tt_out_new(const tt_case *c)
{
    void *p = alloc_elems(c->op.type, c->out_elems + TT_TAIL);
    tt_out_reset(c, p);
    return p;
}

void tt_out_reset(const tt_case *c, void *out)
{
    memcpy(out, c->c0, (c->out_elems + TT_TAIL) * tt_es(c->op.type));
}

void tt_call(const tt_case *c, void *out)
{
    const tt_op *o = &c->op;
    const double ar = creal(o->alpha), br = creal(o->beta);
    const float af = (float)ar, bf = (float)br;
    const float complex ac = (float complex)o->alpha, bc = (float complex)o->beta;
    const double complex az = o->alpha, bz = o->beta;
    const CBLAS_LAYOUT L = o->layout;
#define DISPATCH(call_s, call_d, call_c, call_z)                                              \
    switch (o->type) {                                                                       \
    case 's': call_s; break;                                                                 \
    case 'd': call_d; break;                                                                 \
    case 'c': call_c; break;                                                                 \
    default: call_z; break;                                                                  \
    }
    switch (o->rout) {
    case TT_GEMM:
        DISPATCH(cblas_sgemm(L, o->ta, o->tb, o->m, o->n, o->k, af, c->a, o->lda, c->b, o->ldb,
                             bf, out, o->ldc),
                 cblas_dgemm(L, o->ta, o->tb, o->m, o->n, o->k, ar, c->a, o->lda, c->b, o->ldb,
                             br, out, o->ldc),
                 cblas_cgemm(L, o->ta, o->tb, o->m, o->n, o->k, &ac, c->a, o->lda, c->b, o->ldb,
                             &bc, out, o->ldc),
                 cblas_zgemm(L, o->ta, o->tb, o->m, o->n, o->k, &az, c->a, o->lda, c->b, o->ldb,
                             &bz, out, o->ldc));
        break;
    case TT_SYMM:
        DISPATCH(cblas_ssymm(L, o->side, o->uplo, o->m, o->n, af, c->a, o->lda, c->b, o->ldb,
                             bf, out, o->ldc),
                 cblas_dsymm(L, o->side, o->uplo, o->m, o->n, ar, c->a, o->lda, c->b, o->ldb,
                             br, out, o->ldc),
                 cblas_csymm(L, o->side, o->uplo, o->m, o->n, &ac, c->a, o->lda, c->b, o->ldb,
                             &bc, out, o->ldc),
                 cblas_zsymm(L, o->side, o->uplo, o->m, o->n, &az, c->a, o->lda, c->b, o->ldb,
                             &bz, out, o->ldc));
        break;
    case TT_HEMM:
        if (o->type == 'c')
            cblas_chemm(L, o->side, o->uplo, o->m, o->n, &ac, c->a, o->lda, c->b, o->ldb, &bc,
                        out, o->ldc);
        else
            cblas_zhemm(L, o->side, o->uplo, o->m, o->n, &az, c->a, o->lda, c->b, o->ldb, &bz,
                        out, o->ldc);
        break;
    case TT_SYRK:
        DISPATCH(cblas_ssyrk(L, o->uplo, o->ta, o->n, o->k, af, c->a, o->lda, bf, out, o->ldc),
                 cblas_dsyrk(L, o->uplo, o->ta, o->n, o->k, ar, c->a, o->lda, br, out, o->ldc),
                 cblas_csyrk(L, o->uplo, o->ta, o->n, o->k, &ac, c->a, o->lda, &bc, out, o->ldc),
                 cblas_zsyrk(L, o->uplo, o->ta, o->n, o->k, &az, c->a, o->lda, &bz, out, o->ldc));
        break;
    case TT_HERK:
        if (o->type == 'c')
            cblas_cherk(L, o->uplo, o->ta, o->n, o->k, af, c->a, o->lda, bf, out, o->ldc);
        else
            cblas_zherk(L, o->uplo, o->ta, o->n, o->k, ar, c->a, o->lda, br, out, o->ldc);
        break;
    case TT_TRMM:
        DISPATCH(cblas_strmm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, af, c->a, o->lda,
                             out, o->ldb),
                 cblas_dtrmm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, ar, c->a, o->lda,
                             out, o->ldb),
                 cblas_ctrmm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, &ac, c->a, o->lda,
                             out, o->ldb),
                 cblas_ztrmm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, &az, c->a, o->lda,
                             out, o->ldb));
        break;
    default:
        DISPATCH(cblas_strsm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, af, c->a, o->lda,
                             out, o->ldb),
                 cblas_dtrsm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, ar, c->a, o->lda,
                             out, o->ldb),
                 cblas_ctrsm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, &ac, c->a, o->lda,
                             out, o->ldb),
                 cblas_ztrsm(L, o->side, o->uplo, o->ta, o->diag, o->m, o->n, &az, c->a, o->lda,
                             out, o->ldb));
        break;
    }
#undef DISPATCH
}

/* ---- comparisons ---- */
static double eps_of(char type) { return (type == 's' || type == 'c') ? FLT_EPSILON : DBL_EPSILON; }

static int inner_dim(const tt_op *o)
{
    switch (o->rout) {
    case TT_GEMM: case TT_SYRK: case TT_HERK: return o->k;
    default: return o->side == CblasLeft ? o->m : o->n;
    }
}

double tt_tol(const tt_op *o, double factor) { return factor * eps_of(o->type) * (inner_dim(o) + 4); }

static int out_ld(const tt_op *o)
{
    return (o->rout == TT_TRMM || o->rout == TT_TRSM) ? o->ldb : o->ldc;
}

/* the logical (i, j) of storage index p of the output, or -1 in i when p is padding */
static void out_pos(const tt_op *o, size_t p, int orow, int ocol, int *i, int *j)
{
    const int ld = out_ld(o);
    int r, q;
    if (o->layout == CblasColMajor) { r = (int)(p % (size_t)ld); q = (int)(p / (size_t)ld); }
    else { q = (int)(p % (size_t)ld); r = (int)(p / (size_t)ld); }
    if (r >= orow || q >= ocol) { *i = -1; *j = -1; return; }
    *i = r, *j = q;
}

static int same_bits(char t, const void *x, const void *y, size_t p)
{
    const size_t es = tt_es(t);
    return memcmp((const char *)x + p * es, (const char *)y + p * es, es) == 0;
}

/* shared by both comparisons: ref_at(p) gives the reference of writable element p */
typedef double complex (*ref_fn)(const void *ctx, size_t p, int i, int j);

static tt_cmp compare(const tt_case *c, const void *out, const void *refbuf, ref_fn rf,
                      const void *ctx, double rtol)
{
    const tt_op *o = &c->op;
    const char t = o->type;
    int ar, ac, br, bc, orow, ocol;
    dims(o, &ar, &ac, &br, &bc, &orow, &ocol);
    tt_cmp r = {0, 0, 0.0, 1, ""};
    /* scale: the largest magnitude of the reference over the writable region */
    double scale = 0;
    for (size_t p = 0; p < c->out_elems; p++) {
        int i, j;
        out_pos(o, p, orow, ocol, &i, &j);
        if (i >= 0 && writable(o, i, j)) {
            double m = cabs(rf(ctx, p, i, j));
            if (m > scale) scale = m;
        }
    }
    if (!(scale > 1e-30)) scale = 1e-30;
    char buf[120];
    for (size_t p = 0; p < c->out_elems + TT_TAIL; p++) {
        int i = -1, j = -1;
        if (p < c->out_elems) out_pos(o, p, orow, ocol, &i, &j);
        int bad;
        if (i >= 0 && writable(o, i, j)) {
            double complex want = rf(ctx, p, i, j);
            double complex got = get(t, out, p);
            double e = cabs(got - want) / scale;
            if (!(e <= rtol)) bad = 1, e = isnan(e) ? INFINITY : e;
            else bad = 0;
            if (e > r.maxrel) r.maxrel = e;
            if (refbuf && !same_bits(t, out, refbuf, p)) r.bitwise = 0;
            if (bad && r.nbad == 0)
                snprintf(r.where, sizeof r.where, "%s: (%d,%d) got %.17g%+.17gi want %.17g%+.17gi",
                         tt_describe(o, buf, sizeof buf), i, j, creal(got), cimag(got),
                         creal(want), cimag(want));
        } else {
            /* not writable: must be what it was before the call */
            bad = !same_bits(t, out, c->c0, p);
            if (refbuf && !same_bits(t, out, refbuf, p)) r.bitwise = 0;
            if (bad) {
                r.nbad_outside++;
                if (r.nbad == 0) {
                    double complex got = get(t, out, p);
                    if (p >= c->out_elems)
                        snprintf(r.where, sizeof r.where, "%s: wrote tail element %zu after the "
                                 "buffer (%.17g%+.17gi)", tt_describe(o, buf, sizeof buf),
                                 p - c->out_elems, creal(got), cimag(got));
                    else if (i < 0)
                        snprintf(r.where, sizeof r.where, "%s: wrote padding element at storage "
                                 "index %zu (%.17g%+.17gi)", tt_describe(o, buf, sizeof buf), p,
                                 creal(got), cimag(got));
                    else
                        snprintf(r.where, sizeof r.where, "%s: wrote (%d,%d) of the other "
                                 "triangle (%.17g%+.17gi)", tt_describe(o, buf, sizeof buf), i, j,
                                 creal(got), cimag(got));
                }
            }
        }
        if (bad) r.nbad++;
    }
    if (r.nbad) r.bitwise = 0;
    return r;
}

typedef struct { char type; const void *buf; } buf_ctx;
static double complex ref_from_buf(const void *ctx, size_t p, int i, int j)
{
    const buf_ctx *b = ctx;
    (void)i, (void)j;
    return get(b->type, b->buf, p);
}

tt_cmp tt_compare(const tt_case *c, const void *out, const void *ref, double rtol)
{
    buf_ctx b = {c->op.type, ref};
    tt_cmp r = compare(c, out, ref, ref_from_buf, &b, rtol);
    return r;
}

/* ---- the independent reference: dense matrices, plain loops ---- */
typedef struct { int ocol; const double complex *x; } naive_ctx;
static double complex ref_from_naive(const void *ctx, size_t p, int i, int j)
{
    const naive_ctx *n = ctx;
    (void)p;
    return n->x[(size_t)i * (size_t)n->ocol + (size_t)j];
}

/* dense logical matrix of a stored one (row-major rows x cols, double complex) */
static double complex *dense_of(const tt_op *o, const void *buf, int ld, int rows, int cols)
{
    double complex *d = malloc(sizeof *d * (size_t)(rows ? rows : 1) * (size_t)(cols ? cols : 1));
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            d[(size_t)i * cols + j] = get(o->type, buf, at(o->layout, i, j, ld));
    return d;
}

static double complex *op_of(const double complex *x, int rows, int cols, CBLAS_TRANSPOSE t)
{
    /* op(X) of a rows x cols X: rows x cols when N, cols x rows otherwise */
    double complex *d = malloc(sizeof *d * (size_t)(rows ? rows : 1) * (size_t)(cols ? cols : 1));
    if (t == CblasNoTrans) {
        memcpy(d, x, sizeof *d * (size_t)rows * cols);
        return d;
    }
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            double complex v = x[(size_t)i * cols + j];
            d[(size_t)j * rows + i] = t == CblasConjTrans ? conj(v) : v;
        }
    return d;
}

/* R (m x n) = alpha * P (m x q) * Q (q x n) + beta * C (dense, or beta ignored when 0) */
static void matmul(int m, int n, int q, double complex alpha, const double complex *P,
                   const double complex *Q, double complex beta, const double complex *C,
                   double complex *R)
{
    double complex *row = malloc(sizeof *row * (size_t)(n ? n : 1));
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) row[j] = 0;
        for (int p = 0; p < q; p++) {
            const double complex a = P[(size_t)i * q + p];
            const double complex *qp = Q + (size_t)p * n;
            for (int j = 0; j < n; j++) row[j] += a * qp[j];
        }
        for (int j = 0; j < n; j++)
            R[(size_t)i * n + j] = alpha * row[j] + (beta != 0 ? beta * C[(size_t)i * n + j] : 0);
    }
    free(row);
}

static void naive(const tt_case *c, double complex *R)
{
    const tt_op *o = &c->op;
    int ar, ac, br, bc, orow, ocol;
    dims(o, &ar, &ac, &br, &bc, &orow, &ocol);
    const int ldout = out_ld(o);
    const int cx = is_complex(o->type);
    double complex alpha = cx ? o->alpha : creal(o->alpha);
    double complex beta = cx ? o->beta : creal(o->beta);
    if (o->rout == TT_HERK) alpha = creal(alpha), beta = creal(beta);
    double complex *A = dense_of(o, c->a, o->lda, ar, ac);
    double complex *C0 = dense_of(o, c->c0, ldout, orow, ocol);
    switch (o->rout) {
    case TT_GEMM: {
        double complex *B = dense_of(o, c->b, o->ldb, br, bc);
        double complex *P = op_of(A, ar, ac, o->ta), *Q = op_of(B, br, bc, o->tb);
        matmul(o->m, o->n, o->k, alpha, P, Q, beta, C0, R);
        free(B), free(P), free(Q);
        break;
    }
    case TT_SYMM: case TT_HEMM: {
        const int na = ar;
        double complex *S = malloc(sizeof *S * (size_t)na * na);
        for (int i = 0; i < na; i++)
            for (int j = 0; j < na; j++) {
                const int stored = o->uplo == CblasUpper ? i <= j : i >= j;
                double complex v = stored ? A[(size_t)i * na + j] : A[(size_t)j * na + i];
                if (o->rout == TT_HEMM) {
                    if (i == j) v = creal(v);
                    else if (!stored) v = conj(v);
                }
                S[(size_t)i * na + j] = v;
            }
        double complex *B = dense_of(o, c->b, o->ldb, br, bc);
        if (o->side == CblasLeft) matmul(o->m, o->n, o->m, alpha, S, B, beta, C0, R);
        else matmul(o->m, o->n, o->n, alpha, B, S, beta, C0, R);
        free(S), free(B);
        break;
    }
    case TT_SYRK: case TT_HERK: {
        /* op(A) is n x k; R = alpha op(A) op(A)^T (^H for HERK) + beta C */
        double complex *P = op_of(A, ar, ac, o->ta);
        double complex *Q = op_of(P, o->n, o->k, o->rout == TT_HERK ? CblasConjTrans : CblasTrans);
        double complex *C = C0;
        if (o->rout == TT_HERK)
            for (int i = 0; i < o->n; i++) C[(size_t)i * o->n + i] = creal(C[(size_t)i * o->n + i]);
        matmul(o->n, o->n, o->k, alpha, P, Q, beta, C, R);
        if (o->rout == TT_HERK)
            for (int i = 0; i < o->n; i++) R[(size_t)i * o->n + i] = creal(R[(size_t)i * o->n + i]);
        free(P), free(Q);
        break;
    }
    default: {
        const int na = ar;
        double complex *T = calloc((size_t)na * na + 1, sizeof *T);
        for (int i = 0; i < na; i++)
            for (int j = 0; j < na; j++) {
                if (i == j) T[(size_t)i * na + j] = o->diag == CblasUnit ? 1 : A[(size_t)i * na + j];
                else if (o->uplo == CblasUpper ? i < j : i > j) T[(size_t)i * na + j] = A[(size_t)i * na + j];
            }
        double complex *OT = op_of(T, na, na, o->ta);
        if (o->rout == TT_TRMM) {
            if (o->side == CblasLeft) matmul(o->m, o->n, o->m, alpha, OT, C0, 0, NULL, R);
            else matmul(o->m, o->n, o->n, alpha, C0, OT, 0, NULL, R);
        } else {
            const int lower = (o->uplo == CblasLower) != (o->ta != CblasNoTrans);
            const int m = o->m, n = o->n;
            for (size_t p = 0; p < (size_t)m * n; p++) R[p] = alpha * C0[p];
            if (o->side == CblasLeft) {
                /* OT X = alpha B, column by column */
                for (int j = 0; j < n; j++)
                    for (int s = 0; s < m; s++) {
                        const int i = lower ? s : m - 1 - s;
                        double complex v = R[(size_t)i * n + j];
                        if (lower) for (int p = 0; p < i; p++) v -= OT[(size_t)i * m + p] * R[(size_t)p * n + j];
                        else for (int p = i + 1; p < m; p++) v -= OT[(size_t)i * m + p] * R[(size_t)p * n + j];
                        R[(size_t)i * n + j] = v / OT[(size_t)i * m + i];
                    }
            } else {
                /* X OT = alpha B, row by row: upper OT goes forward in j */
                for (int r = 0; r < m; r++)
                    for (int s = 0; s < n; s++) {
                        const int j = lower ? n - 1 - s : s;
                        double complex v = R[(size_t)r * n + j];
                        if (lower) for (int p = j + 1; p < n; p++) v -= R[(size_t)r * n + p] * OT[(size_t)p * n + j];
                        else for (int p = 0; p < j; p++) v -= R[(size_t)r * n + p] * OT[(size_t)p * n + j];
                        R[(size_t)r * n + j] = v / OT[(size_t)j * n + j];
                    }
            }
        }
        free(T), free(OT);
        break;
    }
    }
    free(A), free(C0);
}

tt_cmp tt_compare_naive(const tt_case *c, const void *out, double rtol, double complex **naive_ref)
{
    int ar, ac, br, bc, orow, ocol;
    dims(&c->op, &ar, &ac, &br, &bc, &orow, &ocol);
    if (!*naive_ref) {
        *naive_ref = malloc(sizeof **naive_ref * ((size_t)orow * ocol + 1));
        naive(c, *naive_ref);
    }
    naive_ctx n = {ocol, *naive_ref};
    return compare(c, out, NULL, ref_from_naive, &n, rtol);
}
