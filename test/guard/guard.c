/*
 * Guard-page test.  Every operand of every call lives in its own mapping with PROT_NONE
 * pages directly before and after it: the array either ends exactly at the trailing
 * guard page or starts exactly after the leading one.  Bytes the routine must not write
 * (padding between columns, the other triangle, vector gaps, slack up to the guard
 * pages, every input) are checked byte for byte after the call; the bytes it may write
 * are compared with the reference BLAS (dlopen'ed RTLD_LOCAL | RTLD_DEEPBIND), so the
 * test is not vacuous.  Elements the routine must not reference (the other triangle of a
 * symmetric or triangular input, a unit diagonal, the imaginary part of a Hermitian
 * diagonal, padding) hold NaN, and operands a quick return must not touch (alpha = 0,
 * dimension 0, alpha = 0 and beta = 1 ...) are mapped PROT_NONE entirely.
 *
 * Each (routine, type, interface) runs in a forked child: a fault names the case and the
 * operand whose guard was hit, and the next child resumes after that case.
 *
 *   guard [--lib PATH] [--ref PATH] [--level N]... [--only NAME]... [--api f77|crow|ccol]...
 *         [--lifecycle ROUNDS STRIDE [--no-growth-check]]
 * --lifecycle: no fork; every STRIDE-th case of every job (at least the first), ROUNDS
 * times, in this process (for valgrind memcheck: make test-lifecycle); after each round
 * the buffer cache's statistics, which must show no new mapping after round 1 (not with
 * --no-growth-check); at the end steadyblas_release_buffers() must leave no byte held.
 * The growth check assumes each call splits its work among the same threads every round:
 * natively the pool's workers spin between back-to-back calls and always take their
 * share, but under valgrind a call outlasts their spin, and a short one that finds them
 * asleep runs on its own thread; which calls do depends on timing, so a worker can meet a
 * buffer size first in round 2 (seen in a fresh-clone CI run here, 2026-12-03: 128 KiB
 * more).
 * Without --lib the library under test is the libsteadyblas.so.0 the program is linked with.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "gt.h"

#define CANARY GT_CANARY
#define SLACK 0xC3  /* bytes between an operand and its guard pages */
#define MAX_REPORTS 6

/* ---- the case space ---- */

typedef struct { int m, n, k; } dims3;
typedef struct { int end, pad, incx, incy, kl, ku, kb; } variant;

/* Sizes around and across the generic block sizes (MC 48..128, KC 160..256, NC 256..512):
 * 257 crosses every KC and MC, 520 every NC. */
static const dims3 l3_main[] = { { 1, 1, 1 },      { 3, 17, 33 },  { 17, 3, 1 },     { 33, 100, 17 },
                                 { 100, 33, 257 }, { 257, 17, 3 }, { 17, 257, 100 }, { 9, 520, 5 } };
static const dims3 l3_spec[] = { { 5, 3, 4 }, { 0, 3, 4 }, { 3, 0, 4 }, { 3, 4, 0 } };
static const dims3 l2_main[] = { { 1, 1, 0 },   { 3, 17, 0 },  { 17, 3, 0 }, { 33, 100, 0 },
                                 { 100, 33, 0 }, { 257, 64, 0 }, { 64, 257, 0 } };
static const dims3 l2_spec[] = { { 5, 3, 0 }, { 0, 3, 0 }, { 3, 0, 0 }, { 0, 0, 0 } };
static const dims3 l1_main[] = { { 0, 1, 0 }, { 0, 3, 0 }, { 0, 17, 0 }, { 0, 100, 0 }, { 0, 257, 0 } };
static const dims3 l1_spec[] = { { 0, 5, 0 }, { 0, 0, 0 }, { 0, -1, 0 } };

/* placement (end at the trailing guard / start at the leading one), ld padding,
 * increments, band widths */
static const variant l3_var[] = { { 1, 0, 1, 1, 0, 0, 0 }, { 0, 0, 1, 1, 0, 0, 0 }, { 1, 3, 1, 1, 0, 0, 0 } };
static const variant l2_var[] = { { 1, 0, 1, 1, 1, 2, 2 },   { 0, 0, 1, 1, 0, 0, 0 },
                                  { 1, 3, -1, 2, 4, 0, 5 },  { 0, 0, 2, -2, 0, 3, 1 },
                                  { 0, 3, -2, -1, 2, 2, 3 } };
static const variant l1_var[] = { { 1, 0, 1, 1, 0, 0, 0 },  { 0, 0, 1, 1, 0, 0, 0 },
                                  { 1, 0, -1, 2, 0, 0, 0 }, { 0, 0, 2, -2, 0, 0, 0 },
                                  { 1, 0, -2, -1, 0, 0, 0 } };

/* scalar variants; for rotm they select PARAM(1) = -1, 0, 1, -2 */
enum { S_GEN, S_BETA0, S_ALPHA0, S_QUICK, S_BETA1 };
static const char *const scal_name[] = { "", " [beta=0: NaN in the output]", " [alpha=0]",
                                         " [alpha=0 beta=1: quick return]", " [beta=1]" };
static const double rotm_flag[] = { -1, 0, 1, -2 };

typedef struct {
    const gt_routine *r;
    int t, api;
    void *fn, *rfn;
    const gt_routine *rr; /* routine the reference runs (gemm for gemmt), NULL: C loop */
    int nflag, fpos[4];
    const char *fset[4];
    int nf;
    const dims3 *main, *spec;
    int npair, nspec;
    struct { int s, v; } pair[32]; /* main cases: size, variant (-1: rotates with the flags) */
    const variant *var;
    int nvar, varsel[8];
    int nsc, sc[5];
    int ncases;
} job;

static int has(const gt_routine *r, char k) { return strchr(r->kinds, k) != NULL; }

static void job_init(job *j, const gt_routine *r, int t, int api)
{
    memset(j, 0, sizeof *j);
    j->r = r;
    j->t = t;
    j->api = api;
    j->nf = 1;
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        const char *set = k == 't' ? (r->trans[gt_complex(t)] ? r->trans[gt_complex(t)] : "NTC")
                        : k == 'u' ? "UL" : k == 's' ? "LR" : k == 'd' ? "NU" : k == 'c' ? "NTRC"
                        : k == 'o' ? (api == API_F77 ? "CR" : api == API_CROW ? "R" : "C") : NULL;
        if (!set) continue;
        j->fpos[j->nflag] = p;
        j->fset[j->nflag++] = set;
        j->nf *= (int)strlen(set);
    }
    int nmain, nvar;
    if (r->level == 3) {
        j->main = l3_main, j->spec = l3_spec, j->var = l3_var;
        nmain = 8, j->nspec = 4, nvar = 3;
    } else if (r->level == 2 || r->level == 0) {
        j->main = l2_main, j->spec = l2_spec, j->var = l2_var;
        nmain = 7, j->nspec = 4, nvar = 5;
    } else {
        j->main = l1_main, j->spec = l1_spec, j->var = l1_var;
        nmain = 5, j->nspec = 3, nvar = 5;
    }
    /* The Fortran ABI gets every size with every variant, except that a size with a
     * dimension of 100 or more gets one variant per flag combination, rotating through
     * them (the flops are there); CBLAS gets a sample (it shares the drivers). */
    static const int crow_main[] = { 1, 3 }, ccol_main[] = { 1 };
    static const int crow_var[] = { 0, 2 }, ccol_var[] = { 0 };
    if (api == API_F77) {
        for (int i = 0; i < nvar; i++) j->varsel[j->nvar++] = i;
        for (int i = 0; i < nmain; i++) {
            const dims3 *d = &j->main[i];
            int big = d->m >= 100 || d->n >= 100 || d->k >= 100;
            for (int v = 0; v < (big ? 1 : nvar); v++) {
                j->pair[j->npair].s = i;
                j->pair[j->npair++].v = big ? -1 : v;
            }
        }
    } else {
        int cr = api == API_CROW;
        for (int i = 0; i < (cr ? 2 : 1); i++) j->varsel[j->nvar++] = cr ? crow_var[i] : ccol_var[i];
        for (int i = 0; i < (cr ? 2 : 1); i++)
            for (int v = 0; v < j->nvar; v++) {
                j->pair[j->npair].s = cr ? crow_main[i] : ccol_main[i];
                j->pair[j->npair++].v = v;
            }
    }
    if (r->shape == SH_ROTM) {
        for (int i = 0; i < 4; i++) j->sc[j->nsc++] = i;
    } else {
        int ha = has(r, 'a') || (has(r, 'r') && r->shape != SH_ROT && r->shape != SH_SDSDOT);
        int hb = has(r, 'b') || has(r, 'q');
        j->sc[j->nsc++] = S_GEN;
        if (hb) j->sc[j->nsc++] = S_BETA0;
        if (ha && api != API_CCOL) j->sc[j->nsc++] = S_ALPHA0;
        if (ha && hb && api != API_CCOL) j->sc[j->nsc++] = S_QUICK;
        if (hb && api != API_CCOL) j->sc[j->nsc++] = S_BETA1;
    }
    j->ncases = j->nf * (j->npair + j->nspec * j->nsc);
}

/* The arguments of case idx (pointers not set). */
static void make_case(const job *j, int idx, gt_call_args *c, variant *v, int *scal)
{
    const gt_routine *r = j->r;
    int nmainc = j->nf * j->npair;
    int f = idx % j->nf, rest = idx / j->nf;
    dims3 d;
    if (idx < nmainc) {
        int pv = j->pair[rest].v;
        d = j->main[j->pair[rest].s];
        *v = j->var[j->varsel[pv >= 0 ? pv : (f + rest) % j->nvar]];
        *scal = S_GEN;
    } else {
        rest = (idx - nmainc) / j->nf;
        d = j->spec[rest % j->nspec];
        *v = j->var[j->varsel[0]];
        *scal = j->sc[rest / j->nspec];
    }
    memset(c, 0, sizeof *c);
    c->api = j->api;
    c->layout = j->api == API_CROW ? 101 : 102;
    for (int i = 0; i < j->nflag; i++) {
        int len = (int)strlen(j->fset[i]);
        c->a[j->fpos[i]].i = gt_flag(j->api, r->kinds[j->fpos[i]], j->fset[i][f % len]);
        f /= len;
    }
    int s = *scal;
    double complex alpha = s == S_ALPHA0 || s == S_QUICK ? 0 : CMPLX(0.7, -0.4);
    double complex beta = s == S_BETA0 ? 0 : s == S_QUICK || s == S_BETA1 ? 1 : CMPLX(-0.3, 0.5);
    char last = 0;
    for (int p = 0; r->kinds[p]; p++) {
        gt_arg *a = &c->a[p];
        switch (r->kinds[p]) {
        case 'm': a->i = d.m; break;
        case 'n': a->i = d.n; break;
        case 'k': a->i = d.k; break;
        case 'l': a->i = v->kl; break;
        case 'h': a->i = v->ku; break;
        case 'w': a->i = v->kb; break;
        case 'L': a->i = 1; break; /* set from the geometry below */
        case 'I': a->i = last == 'x' ? v->incx : v->incy; break;
        case 'a': a->z = alpha; break;
        case 'b': case 'q': a->z = beta; break;
        case 'r':
            if (r->shape == SH_ROT) a->z = r->kinds[p + 1] == 'r' ? 0.6 : 0.8;
            else if (r->shape == SH_SDSDOT) a->z = 0.25;
            else a->z = alpha;
            break;
        case 'p': a->z = rotm_flag[s]; break;
        default: last = r->kinds[p]; break;
        }
    }
    /* leading dimensions: the smallest legal one, plus the variant's padding */
    gt_geom g;
    gt_geometry(r, j->t, c, &g);
    for (int i = 0; i < g.nops; i++) {
        int p = g.op[i].pos;
        if (r->kinds[p + 1] == 'L') c->a[p + 1].i = g.op[i].minld + v->pad;
        if (r->kinds[p + 1] == 'L' && r->kinds[p + 2] == 'L') c->a[p + 2].i = g.op[i].minld2 + v->pad;
    }
    gt_geom_free(&g);
}

static void describe_case(const job *j, int idx, char *buf, size_t n)
{
    gt_call_args c;
    variant v;
    int s;
    make_case(j, idx, &c, &v, &s);
    gt_describe(j->r, j->t, &c, buf, n);
    size_t o = strlen(buf);
    if (j->r->shape == SH_ROTM) snprintf(buf + o, n - o, " PARAM(1)=%g", rotm_flag[s]);
    else snprintf(buf + o, n - o, "%s", scal_name[s]);
    o = strlen(buf);
    snprintf(buf + o, n - o, " [arrays %s the guard page]", v.end ? "end at" : "start after");
}

/* ---- state shared with the child (survives its crash) ---- */

typedef struct {
    int cur, nfail, nreport, ncases_run;
    int sig;
    uintptr_t addr;
    int nops;
    struct { char kind; uintptr_t lo, hi, p, pend; int untouched; } op[6];
} shared_t;
static shared_t *sh;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    sh->sig = sig;
    sh->addr = (uintptr_t)si->si_addr;
    _exit(99);
}

/* ---- guarded memory ---- */

typedef struct {
    unsigned char *lo, *p;
    size_t span, bytes;
    int access;
} region;

static size_t pg;

/* One mapping per operand slot, kept across the cases of a child (fresh mappings would
 * cost a page fault per page per case); each case re-protects it: PROT_NONE everywhere
 * but the span that holds the operand, one page after the start of the mapping. */
static struct { unsigned char *map; size_t len; } pool[6];

static region region_new(int slot, size_t bytes, int end, int untouched)
{
    region g;
    g.span = (bytes + pg - 1) / pg * pg;
    if (!g.span) g.span = pg;
    size_t need = g.span + 2 * pg;
    if (pool[slot].len < need) {
        if (pool[slot].map) munmap(pool[slot].map, pool[slot].len);
        pool[slot].len = need;
        pool[slot].map = mmap(NULL, need, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (pool[slot].map == MAP_FAILED) { perror("mmap"); exit(2); }
    } else if (mprotect(pool[slot].map, pool[slot].len, PROT_NONE)) {
        perror("mprotect");
        exit(2);
    }
    g.lo = pool[slot].map + pg;
    g.access = !untouched;
    if (g.access && mprotect(g.lo, g.span, PROT_READ | PROT_WRITE)) { perror("mprotect"); exit(2); }
    g.p = end ? g.lo + g.span - bytes : g.lo;
    g.bytes = bytes;
    if (g.access) memset(g.lo, SLACK, g.span);
    return g;
}

/* ---- filling and checking ---- */

static uint64_t seed;
static double rnd(void) { return gt_rnd(&seed); }

/* The element type of operand o: crotg's c is real. */
static int optype(int t, const gt_op *o) { return o->real ? (t & 1) : t; }

static void fill(const job *j, const gt_op *o, unsigned char *img, int beta0, double pflag)
{
    int t = optype(j->t, o);
    if (o->kind == 'p' && !o->out) { /* rotm PARAM: flag, h11, h21, h12, h22 */
        const double h[5] = { pflag, 0.9, -0.3, 0.2, 1.1 };
        for (int i = 0; i < 5; i++) gt_set(t, img, (size_t)i, h[i]);
        return;
    }
    gt_fill(t, o, img, beta0, &seed);
}

static void report(const job *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void report(const job *j, const char *fmt, ...)
{
    char d[512];
    sh->nfail++;
    if (sh->nreport++ >= MAX_REPORTS) return;
    describe_case(j, sh->cur, d, sizeof d);
    printf("  FAIL %s\n       ", d);
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

/* The extensions have no reference BLAS routine: plain loops, in double precision.
 * axpby: y := alpha x + beta y with the reference's increments (beta = 0 overwrites);
 * omatcopy: B := alpha op(A); imatcopy: A := alpha op(A) in place (lda in, ldb out);
 * geadd: C := alpha A + beta C (beta = 0 overwrites).  'R' and 'C' conjugate. */
static size_t at2(int rm, int64_t i, int64_t j, int64_t ld) { return (size_t)(rm ? i * ld + j : i + j * ld); }

static void ref_loop(const job *j, const gt_call_args *c)
{
    int t = j->t, sh = j->r->shape;
    double complex alpha = 0, beta = 0;
    for (int p = 0; j->r->kinds[p]; p++) {
        if (j->r->kinds[p] == 'a') alpha = c->a[p].z;
        if (j->r->kinds[p] == 'b') beta = c->a[p].z;
    }
    if (!gt_complex(t)) alpha = creal(alpha), beta = creal(beta);
    if (sh == SH_AXPBY) {
        int64_t n = c->a[0].i, ix = c->a[3].i, iy = c->a[6].i;
        for (int64_t i = 0; i < n; i++) {
            size_t px = (size_t)(ix >= 0 ? i * ix : (n - 1 - i) * -ix);
            size_t py = (size_t)(iy >= 0 ? i * iy : (n - 1 - i) * -iy);
            double complex yv = gt_get(t, c->a[5].p, py), xv = gt_get(t, c->a[2].p, px);
            gt_set(t, c->a[5].p, py, beta == 0 ? alpha * xv : alpha * xv + beta * yv);
        }
        return;
    }
    int o = sh != SH_GEADD; /* omatcopy/imatcopy: order, trans first */
    int rm = c->api == API_F77 ? o && gt_flag_char(API_F77, 'o', c->a[0].i) == 'R' : c->api == API_CROW;
    char xt = o ? gt_flag_char(c->api, 'c', c->a[1].i) : 'N';
    int tt = xt == 'T' || xt == 'C', cj = gt_complex(t) && (xt == 'R' || xt == 'C');
    int64_t m = c->a[o ? 2 : 0].i, n = c->a[o ? 3 : 1].i;
    int pa = o ? 5 : 3;
    int64_t lda = c->a[pa + 1].i;
    void *dst = sh == SH_OMATCOPY ? c->a[7].p : sh == SH_IMATCOPY ? c->a[5].p : c->a[6].p;
    int64_t ldd = sh == SH_OMATCOPY ? c->a[8].i : sh == SH_IMATCOPY ? c->a[7].i : c->a[7].i;
    if (m <= 0 || n <= 0) return;
    double complex *tmp = malloc(sizeof *tmp * (size_t)(m * n));
    for (int64_t i = 0; i < m; i++)
        for (int64_t k = 0; k < n; k++) {
            double complex v = gt_get(t, c->a[pa].p, at2(rm, i, k, lda));
            tmp[i * n + k] = alpha * (cj ? conj(v) : v);
        }
    for (int64_t i = 0; i < m; i++)
        for (int64_t k = 0; k < n; k++) {
            size_t d = tt ? at2(rm, k, i, ldd) : at2(rm, i, k, ldd);
            double complex v = tmp[i * n + k];
            if (sh == SH_GEADD && beta != 0) v += beta * gt_get(t, dst, d);
            gt_set(t, dst, d, v);
        }
    free(tmp);
}

static void ref_call(const job *j, const gt_call_args *c, gt_ret *ret)
{
    if (!j->rr) ref_loop(j, c);
    else gt_ref_call(j->r, j->t, j->rfn, c, ret);
}

static void run_case(const job *j, int idx)
{
    const gt_routine *r = j->r;
    gt_call_args c, rc;
    variant v;
    int s;
    make_case(j, idx, &c, &v, &s);
    gt_geom g;
    gt_geometry(r, j->t, &c, &g);
    seed = 0x9E3779B97F4A7C15ull ^ ((uint64_t)idx * 0x100000001B3ull) ^ (uint64_t)(r - gt_routines) << 40 ^
           (uint64_t)j->t << 56;
    int beta0 = s == S_BETA0 && r->shape != SH_ROTM;
    region reg[6];
    unsigned char *img[6], *ref[6];
    rc = c;
    sh->nops = g.nops;
    for (int i = 0; i < g.nops; i++) {
        gt_op *o = &g.op[i];
        size_t bytes = o->nelem * o->esz;
        img[i] = malloc(bytes + 16);
        ref[i] = malloc(bytes + 16);
        fill(j, o, img[i], beta0 && o->out, r->shape == SH_ROTM ? rotm_flag[s] : 0);
        memcpy(ref[i], img[i], bytes);
        reg[i] = region_new(i, bytes, v.end, o->untouched);
        if (reg[i].access) memcpy(reg[i].p, img[i], bytes);
        c.a[o->pos].p = reg[i].p;
        rc.a[o->pos].p = ref[i];
        sh->op[i].kind = o->kind;
        sh->op[i].lo = (uintptr_t)reg[i].lo;
        sh->op[i].hi = (uintptr_t)(reg[i].lo + reg[i].span);
        sh->op[i].p = (uintptr_t)reg[i].p;
        sh->op[i].pend = (uintptr_t)(reg[i].p + bytes);
        sh->op[i].untouched = o->untouched;
    }
    gt_ret rr = { 0, 0 }, lr = { 0, 0 };
    /* A quick return changes nothing: no need to ask the reference (whose CBLAS wrappers
     * loop forever on some of these, e.g. row-major conjugated cgemv with m = 0) unless
     * the routine returns a value (sdsdot returns SB). */
    int fun = r->ret[j->t] != RET_VOID;
    if (!g.quick || fun) ref_call(j, &rc, &rr);
    gt_call(r, j->t, j->fn, &c, &lr);
    sh->ncases_run++;

    /* the checks */
    double eps = gt_eps(j->t);
    for (int i = 0; i < g.nops; i++) {
        gt_op *o = &g.op[i];
        int t = optype(j->t, o);
        region *q = &reg[i];
        if (!q->access) continue;
        size_t bad = 0;
        for (unsigned char *b = q->lo; b < q->p; b++) bad += *b != SLACK;
        for (unsigned char *b = q->p + q->bytes; b < q->lo + q->span; b++) bad += *b != SLACK;
        if (bad) report(j, "%zu byte(s) of the slack between operand %c and its guard pages changed", bad, o->kind);
        gt_cmp cr;
        gt_compare(t, o, q->p, ref[i], img[i], g.kdim, NULL, &cr);
        size_t nchanged = cr.nchanged, nwrong = cr.nwrong, first_c = cr.first_c, first_w = cr.first_w;
        double complex wl = cr.wl, wr = cr.wr;
        if (nchanged)
            report(j, "%zu element(s) of %s %c changed that the routine must not write (first: element %zu%s)",
                   nchanged, o->out ? "output" : "input", o->kind, first_c,
                   o->cls[first_c] == C_PAD ? (o->out ? ", outside the output region" : ", not referenced")
                                           : "");
        if (nwrong)
            report(j, "%zu wrong result element(s) in %c: first element %zu = (%.9g,%.9g), reference (%.9g,%.9g)",
                   nwrong, o->kind, first_w, creal(wl), cimag(wl), creal(wr), cimag(wr));
    }
    int rk = r->ret[j->t];
    if (j->api != API_F77 && (r->shape == SH_DOTU || r->shape == SH_DOTC)) rk = RET_Z;
    if (rk == RET_I && lr.i != rr.i)
        report(j, "returned %lld, reference %lld", (long long)lr.i, (long long)rr.i);
    else if (rk != RET_VOID && rk != RET_I) {
        double tol = 64 * eps * (g.kdim + 2) * (cabs(rr.z) > 1 ? cabs(rr.z) : 1);
        if (gt_isnan_c(lr.z) || cabs(lr.z - rr.z) > tol)
            report(j, "returned (%.9g,%.9g), reference (%.9g,%.9g)", creal(lr.z), cimag(lr.z), creal(rr.z),
                   cimag(rr.z));
    }
    for (int i = 0; i < g.nops; i++) {
        free(img[i]);
        free(ref[i]);
    }
    gt_geom_free(&g);
}

static void child(const job *j, int start)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    for (int idx = start; idx < j->ncases; idx++) {
        sh->cur = idx;
        alarm(20);
        run_case(j, idx);
    }
    fflush(stdout);
    _exit(0);
}

/* --lifecycle: every stride-th case in this process, no fork (for valgrind) */
static int lifecycle_stride;

/* Run one job; returns the number of failures (faults included). */
static int run_job(job *j)
{
    if (lifecycle_stride) {
        memset(sh, 0, sizeof *sh);
        for (int idx = 0; idx < j->ncases; idx += lifecycle_stride) run_case(j, idx);
        return sh->nfail;
    }
    char d[512];
    memset(sh, 0, sizeof *sh);
    int start = 0, crashes = 0;
    while (start < j->ncases) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) { perror("fork"); exit(2); }
        if (pid == 0) child(j, start);
        int st;
        waitpid(pid, &st, 0);
        if (WIFEXITED(st) && WEXITSTATUS(st) == 0) break;
        crashes++;
        describe_case(j, sh->cur, d, sizeof d);
        if (WIFEXITED(st) && WEXITSTATUS(st) == 99) {
            char where[160] = "outside every operand's mapping";
            for (int i = 0; i < sh->nops; i++) {
                uintptr_t a = sh->addr;
                if (a + pg < sh->op[i].lo || a >= sh->op[i].hi + pg) continue;
                if (sh->op[i].untouched)
                    snprintf(where, sizeof where, "operand %c, which this call must not access at all",
                             sh->op[i].kind);
                else if (a < sh->op[i].p)
                    snprintf(where, sizeof where, "%zu bytes before operand %c", (size_t)(sh->op[i].p - a),
                             sh->op[i].kind);
                else
                    snprintf(where, sizeof where, "%zu bytes after the end of operand %c",
                             (size_t)(a - sh->op[i].pend), sh->op[i].kind);
            }
            printf("  FAULT %s\n        %s at %#lx: %s\n", d, sh->sig == SIGSEGV ? "SIGSEGV" : "SIGBUS",
                   (unsigned long)sh->addr, where);
        } else if (WIFSIGNALED(st)) {
            printf("  CRASH %s\n        signal %d (%s)\n", d, WTERMSIG(st),
                   WTERMSIG(st) == SIGALRM ? "timeout" : strsignal(WTERMSIG(st)));
        } else {
            printf("  CRASH %s\n        exit status %d\n", d, WEXITSTATUS(st));
        }
        start = sh->cur + 1;
    }
    return sh->nfail + crashes;
}

int main(int argc, char **argv)
{
    const char *libpath = NULL, *refpath = "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3";
    int levels = 0, apis = 0, rounds = 1, growth_check = 1;
    const char *only[32];
    int nonly = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lib") && i + 1 < argc) libpath = argv[++i];
        else if (!strcmp(argv[i], "--ref") && i + 1 < argc) refpath = argv[++i];
        else if (!strcmp(argv[i], "--level") && i + 1 < argc) levels |= 1 << atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc && nonly < 32) only[nonly++] = argv[++i];
        else if (!strcmp(argv[i], "--lifecycle") && i + 2 < argc) {
            rounds = atoi(argv[++i]);
            lifecycle_stride = atoi(argv[++i]);
            if (rounds < 1 || lifecycle_stride < 1) rounds = 0, lifecycle_stride = 0;
        }
        else if (!strcmp(argv[i], "--no-growth-check")) growth_check = 0;
        else if (!strcmp(argv[i], "--api") && i + 1 < argc) {
            const char *a = argv[++i];
            apis |= !strcmp(a, "f77") ? 1 : !strcmp(a, "ccol") ? 2 : !strcmp(a, "crow") ? 4 : 0;
        } else {
            fprintf(stderr, "usage: %s [--lib PATH] [--ref PATH] [--level 0|1|2|3]... [--only NAME]... "
                            "[--api f77|ccol|crow]... [--lifecycle ROUNDS STRIDE [--no-growth-check]]\n", argv[0]);
            return 2;
        }
    }
    if (!levels) levels = 0xF;
    if (!apis) apis = 7;
    pg = (size_t)sysconf(_SC_PAGESIZE);
    setvbuf(stdout, NULL, _IOLBF, 0);
    void *lib = libpath ? gt_open(libpath, 1) : dlopen("libsteadyblas.so.0", RTLD_NOW | RTLD_NOLOAD);
    void *refl = gt_open(refpath, 1);
    if (!lib || !refl) {
        fprintf(stderr, "guard: cannot load the library under test or the reference\n");
        return 2;
    }
    sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    int nfail_jobs = 0, nmissing = 0, njobs = 0;
    long ncases = 0;
    time_t t0 = time(NULL);
    void (*stats)(uint64_t *) = (void (*)(uint64_t *))dlsym(lib, "steadyblas_buffer_stats");
    void (*release)(void) = (void (*)(void))dlsym(lib, "steadyblas_release_buffers");
    uint64_t st[4], mapped1 = 0, misses1 = 0;
    int lifecycle_bad = 0;
    for (int round = 1; round <= rounds; round++) {
    for (int level = 3; level >= 0; level--) {
        if (!(levels & (1 << level))) continue;
        if (level) printf("== level %d\n", level);
        else printf("== extensions (omatcopy, imatcopy, geadd)\n");
        for (int ri = 0; ri < gt_nroutines; ri++) {
            const gt_routine *r = &gt_routines[ri];
            if (!gt_selected(r, level, only, nonly)) continue;
            for (int api = 0; api < 3; api++) {
                if (!(apis & (1 << api))) continue;
                for (int t = 0; t < 4; t++) {
                    if (!r->sym[t]) continue;
                    char fb[32];
                    const char *name = api == API_F77 ? gt_fname(r, t, fb, sizeof fb) : gt_cname(r, t);
                    job j;
                    job_init(&j, r, t, api);
                    j.fn = gt_sym(lib, name);
                    j.rr = gt_ref_routine(r);
                    if (j.rr && j.rr != r)
                        name = api == API_F77 ? gt_fname(j.rr, t, fb, sizeof fb) : gt_cname(j.rr, t);
                    j.rfn = j.rr ? gt_sym(refl, name) : NULL;
                    const char *label = api == API_F77 ? "" : api == API_CROW ? " (row-major)" : " (col-major)";
                    char full[64];
                    snprintf(full, sizeof full, "%s%s", api == API_F77 ? gt_fname(r, t, fb, sizeof fb)
                                                                        : gt_cname(r, t), label);
                    njobs++;
                    if (!j.fn) {
                        printf("MISSING %s\n", full);
                        nmissing++;
                        continue;
                    }
                    if (j.rr && !j.rfn) {
                        printf("SKIP    %s: the reference has no %s\n", full, name);
                        continue;
                    }
                    int nf = run_job(&j);
                    ncases += sh->ncases_run;
                    if (nf) nfail_jobs++;
                    printf("%s %-28s %5d cases%s\n", nf ? "FAIL   " : "ok     ", full, j.ncases,
                           nf ? "" : "");
                    if (nf) printf("        %d failure(s)\n", nf);
                }
            }
        }
    }
    if (lifecycle_stride && stats) {
        /* the buffer cache after each round: a later round maps nothing new */
        stats(st);
        printf("lifecycle round %d: buffer cache hits %llu, misses %llu, bytes mapped %llu, "
               "held %llu\n", round, (unsigned long long)st[0], (unsigned long long)st[1],
               (unsigned long long)st[2], (unsigned long long)st[3]);
        if (round == 1) mapped1 = st[2], misses1 = st[1];
        else if (growth_check && (st[2] != mapped1 || st[1] != misses1)) {
            printf("FAIL: round %d mapped %llu more bytes (%llu more misses) than round 1\n",
                   round, (unsigned long long)(st[2] - mapped1), (unsigned long long)(st[1] - misses1));
            lifecycle_bad = 1;
        }
    }
    }
    if (lifecycle_stride && stats && release) {
        release();
        stats(st);
        printf("lifecycle: after steadyblas_release_buffers, bytes held %llu\n",
               (unsigned long long)st[3]);
        if (st[3] != 0) {
            printf("FAIL: the buffer cache still holds %llu bytes\n", (unsigned long long)st[3]);
            lifecycle_bad = 1;
        }
    } else if (lifecycle_stride) {
        printf("FAIL: the library has no steadyblas_buffer_stats / steadyblas_release_buffers\n");
        lifecycle_bad = 1;
    }
    printf("guard: %d routine/type/interface combinations, %ld calls, %d failing, %d missing, %lds\n",
           njobs, ncases, nfail_jobs, nmissing, (long)(time(NULL) - t0));
    return nfail_jobs || nmissing || lifecycle_bad ? 1 : 0;
}
