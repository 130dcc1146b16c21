/*
 * Unit tests: the type-generic harness (compiled once per type).  See ut.h for the idea
 * of a case (OURS, REF and MAG runs on copies of the same inputs).
 */
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ut_t.h"

#define EPS SB_PICK(FLT_EPSILON, DBL_EPSILON, FLT_EPSILON, DBL_EPSILON)

SB_T UT(scal)(int i)
{
    static const double re[UT_NSCAL] = {0, 1, -1, 0.7, SB_COMPLEX ? 0.4 : -1.3};
    static const double im[UT_NSCAL] = {0, 0, 0, 0, -0.9};
    (void)im; /* real types: SB_MAKE drops it */
    return SB_MAKE((SB_R)re[i], (SB_R)im[i]);
}

static SB_T rnd(void) { return SB_MAKE((SB_R)ut_urand(), (SB_R)ut_urand()); }
static SB_T nan_t(void) { return SB_MAKE((SB_R)NAN, (SB_R)NAN); }
static double mod(SB_T x) { return SB_PICK(fabsf, fabs, cabsf, cabs)(x); }
static double abs1(SB_T x) { return fabs((double)SB_RE(x)) + fabs((double)SB_IM(x)); }
static int finite_t(SB_T x) { return isfinite(SB_RE(x)) && isfinite(SB_IM(x)); }
static int nan_class(SB_T x) { return isnan(SB_RE(x)) * 2 + isnan(SB_IM(x)); }

SB_T UT(sc)(SB_T x, int w) { return w == UT_MAG ? (SB_T)mod(x) : x; }
SB_R UT(rsc)(SB_R x, int w) { return w == UT_MAG ? (SB_R)fabs((double)x) : x; }
fint UT(ref_k)(const UT(p) *p, int w) { return w != UT_OURS && p->alpha == (SB_T)0 ? 0 : p->k; }

void UT(begin)(UT(case) *c, const char *rname, const UT(p) *p)
{
    memset(c, 0, sizeof *c);
    c->rname = rname;
    c->p = p;
    c->tolc = 8;
    c->ref = p->netlib ? UT_NETLIB : UT_OPENBLAS;
}

static SB_T *alloc(size_t n)
{
    SB_T *v = malloc((n ? n : 1) * sizeof(SB_T));
    ck_assert_msg(v != NULL, "out of memory");
    return v;
}

static int add(UT(case) *c, const char *name, ut_shape sh_in, ut_shape sh_out, int out, int opts,
               int tol)
{
    ck_assert_msg(c->narr < UT_MAXARR, "too many arrays");
    UT(arr) *a = &c->a[c->narr];
    size_t nin = ut_shape_len(&sh_in), nout = ut_shape_len(&sh_out);
    a->n = nin > nout ? nin : nout;
    a->out = out;
    a->tol = tol;
    a->opts = opts;
    a->shape = sh_out;
    a->name = name;
    a->v[UT_ORIG] = alloc(a->n);
    a->mark = calloc(a->n ? a->n : 1, 1);
    double scale = 1.0 / (2.0 * (ut_shape_width(&sh_in) > 0 ? ut_shape_width(&sh_in) : 1));
    for (size_t i = 0; i < a->n; i++) {
        int diag, ref = i < nin && ut_shape_at(&sh_in, i, &diag);
        SB_T x = nan_t();
        if (ref && !(opts & UT_O_NAN) && !(diag && (opts & UT_O_UNIT))) {
            x = rnd();
            if (opts & UT_O_DOM) {
                if (diag) {
                    double m = 1.5 + 0.5 * ut_urand(), ph = 3.14159265358979 * ut_urand();
                    x = SB_COMPLEX ? SB_MAKE((SB_R)(m * cos(ph)), (SB_R)(m * sin(ph)))
                                   : (SB_T)(ph < 0 ? -m : m);
                } else {
                    x = x * (SB_R)scale;
                }
            }
        }
        a->v[UT_ORIG][i] = x;
        if (out && i < nout && ut_shape_at(&sh_out, i, &diag)) a->mark[i] = diag ? 2 : 1;
    }
    return c->narr++;
}

int UT(in)(UT(case) *c, const char *name, ut_shape s, int opts)
{
    return add(c, name, s, s, 0, opts, UT_T_MAG);
}
int UT(out)(UT(case) *c, const char *name, ut_shape s, int opts, int tol)
{
    return add(c, name, s, s, 1, opts, tol);
}
int UT(inout)(UT(case) *c, const char *name, ut_shape sin, ut_shape sout, int opts, int tol)
{
    return add(c, name, sin, sout, 1, opts, tol);
}

/* ---- reports ---- */

static const char *abi_name(char abi)
{
    return abi == UT_F77 ? "F77" : abi == UT_COL ? "cblas-col" : "cblas-row";
}

static int describe(const UT(case) *c, char *buf, size_t len)
{
    const UT(p) *p = c->p;
    int k = snprintf(buf, len, "%s%s %s", UT_RNAME(""), c->rname, abi_name(p->abi));
#define CH(f)                                                                               \
    if (p->f) k += snprintf(buf + k, len - (size_t)k, " " #f "=%c", p->f)
    CH(ta); CH(tb); CH(uplo); CH(side); CH(diag);
#undef CH
    k += snprintf(buf + k, len - (size_t)k, " m=%d n=%d k=%d", p->m, p->n, p->k);
#define IN(f)                                                                               \
    if (p->f) k += snprintf(buf + k, len - (size_t)k, " " #f "=%d", p->f)
    IN(kl); IN(ku); IN(lda); IN(ldb); IN(ldc); IN(incx); IN(incy);
#undef IN
    k += snprintf(buf + k, len - (size_t)k, " alpha=(%g,%g) beta=(%g,%g)",
                  (double)SB_RE(p->alpha), (double)SB_IM(p->alpha), (double)SB_RE(p->beta),
                  (double)SB_IM(p->beta));
    if (p->nan) k += snprintf(buf + k, len - (size_t)k, " NaN-in-%s", p->nan == 'C' ? "output" : "inputs");
    if (c->ref == UT_NETLIB) k += snprintf(buf + k, len - (size_t)k, " [ref netlib]");
    return k;
}

static void where(const UT(arr) *a, size_t pos, char *buf, size_t len)
{
    const ut_shape *s = &a->shape;
    if (s->kind == 'V' || s->kind == 'P')
        snprintf(buf, len, "%s[%zu]", a->name, pos);
    else
        snprintf(buf, len, "%s[%zu] (storage row %zu, col %zu)", a->name, pos,
                 pos % (size_t)s->ld, pos / (size_t)s->ld);
}

static void report(const UT(case) *c, const UT(arr) *a, size_t pos, const char *what, SB_T ours,
                 SB_T ref, double tol)
{
    char d[400], w[96];
    describe(c, d, sizeof d);
    where(a, pos, w, sizeof w);
    ut_case_fail("%s: %s %s: ours (%.9g,%.9g) ref (%.9g,%.9g) orig (%.9g,%.9g) tol %.3g", d,
                 w, what, (double)SB_RE(ours), (double)SB_IM(ours), (double)SB_RE(ref),
                 (double)SB_IM(ref), (double)SB_RE(a->v[UT_ORIG][pos]),
                 (double)SB_IM(a->v[UT_ORIG][pos]), tol);
}

/* Compare array a; returns 1 if it passed (the first failure is reported). */
static int compare(const UT(case) *c, const UT(arr) *a)
{
    const SB_T *o = a->v[UT_ORIG], *x = a->v[UT_OURS], *r = a->v[UT_REF], *m = a->v[UT_MAG];
    double f = c->tolc * (c->kdim + 2) * EPS, rmax = 0;
    if (!a->out) {
        for (size_t i = 0; i < a->n; i++)
            if (memcmp(&x[i], &o[i], sizeof(SB_T)) != 0) {
                report(c, a, i, "input modified", x[i], o[i], 0);
                return 0;
            }
        return 1;
    }
    if (a->tol == UT_T_MAX)
        for (size_t i = 0; i < a->n; i++)
            if (a->mark[i] && finite_t(r[i]) && abs1(r[i]) > rmax) rmax = abs1(r[i]);
    for (size_t i = 0; i < a->n; i++) {
        if (!a->mark[i]) {
            if (memcmp(&x[i], &o[i], sizeof(SB_T)) != 0) {
                report(c, a, i, "changed outside the output region", x[i], o[i], 0);
                return 0;
            }
            continue;
        }
        if (a->tol == UT_T_EXACT) {
            if (memcmp(&x[i], &r[i], sizeof(SB_T)) != 0) {
                report(c, a, i, "differs (exact comparison)", x[i], r[i], 0);
                return 0;
            }
            continue;
        }
        if ((a->opts & UT_O_HERM) && a->mark[i] == 2 && SB_IM(r[i]) == 0 && SB_IM(x[i]) != 0) {
            report(c, a, i, "Hermitian diagonal with a nonzero imaginary part", x[i], r[i], 0);
            return 0;
        }
        if (!finite_t(r[i])) {
            if (nan_class(x[i]) != nan_class(r[i]) ||
                (!nan_class(r[i]) && memcmp(&x[i], &r[i], sizeof(SB_T)) != 0)) {
                report(c, a, i, "non-finite reference value not matched", x[i], r[i], 0);
                return 0;
            }
            continue;
        }
        double tol = a->tol == UT_T_MAG ? f * abs1(m[i])
                     : a->tol == UT_T_MAX ? f * rmax
                                          : f * abs1(r[i]);
        double diff = abs1(x[i] - r[i]);
        if (!(diff <= tol)) {
            report(c, a, i, "differs", x[i], r[i], tol);
            return 0;
        }
    }
    return 1;
}

void UT(discard)(UT(case) *c);

int UT(run)(UT(case) *c, UT(callfn) fn)
{
    int need_mag = 0;
    for (int i = 0; i < c->narr; i++) need_mag |= c->a[i].out && c->a[i].tol == UT_T_MAG;
    for (int w = UT_OURS; w <= UT_MAG; w++) {
        if (w == UT_MAG && !need_mag) continue;
        for (int i = 0; i < c->narr; i++) {
            UT(arr) *a = &c->a[i];
            a->v[w] = alloc(a->n);
            for (size_t j = 0; j < a->n; j++)
                a->v[w][j] = w == UT_MAG ? (SB_T)mod(a->v[UT_ORIG][j]) : a->v[UT_ORIG][j];
        }
        ut_cur_ref = c->ref;
        int nerr = ut_nerr;
        fn(c, w);
        if (w == UT_OURS && ut_nerr != nerr) {
            char d[400];
            describe(c, d, sizeof d);
            ut_case_fail("%s: a legal call reported an error: %s, argument %d", d, ut_err_name,
                         ut_err_info);
            UT(discard)(c);
            return 0;
        }
    }
    int ok = 1;
    for (int i = 0; i < c->narr && ok; i++) ok = compare(c, &c->a[i]);
    UT(discard)(c);
    return ok;
}

void UT(discard)(UT(case) *c)
{
    for (int i = 0; i < c->narr; i++) {
        for (int w = 0; w < UT_NV; w++) free(c->a[i].v[w]);
        free(c->a[i].mark);
    }
    c->narr = 0;
    ut_ncases++;
}

int UT(describe)(const UT(case) *c, char *buf, size_t len) { return describe(c, buf, len); }

/* ---- sweeps ---- */

static const int incs[] = {1, -1, 2, -2, 3};
#define NINC 5
/* (alpha, beta) index pairs that the size sweep rotates through */
static const int ab_rot[][2] = {{3, 4}, {4, 3}, {2, 1}, {1, 0}, {3, 3}, {4, 2}, {1, 1}, {4, 0}};
#define NAB 8
static const int pads[] = {0, 1, 3, 8};

static int len(const char *s) { return s ? (int)strlen(s) : 1; }
static int nflags(const UT(dims) *d)
{
    return len(d->ta) * len(d->tb) * len(d->uplo) * len(d->side) * len(d->diag);
}
static char pick(const char *s, int *i)
{
    if (!s) return 0;
    int n = (int)strlen(s);
    char ch = s[*i % n];
    *i /= n;
    return ch;
}
static void set_flags(const UT(dims) *d, int i, UT(p) *p)
{
    p->ta = pick(d->ta, &i);
    p->tb = pick(d->tb, &i);
    p->uplo = pick(d->uplo, &i);
    p->side = pick(d->side, &i);
    p->diag = pick(d->diag, &i);
}
static void set_size(UT(p) *p, const int s[3])
{
    p->m = s[0], p->n = s[1], p->k = s[2];
}
/* after the sweep filled them: no increments where the routine has none (reports) */
static void run_case(const UT(plan) *pl, UT(p) *p)
{
    if (!pl->d->incs) p->incx = p->incy = 0;
    pl->fn(p);
}
static void set_ab(const UT(dims) *d, UT(p) *p, int ia, int ib)
{
    p->alpha = d->nalpha ? UT(scal)(ia) : 0;
    p->beta = d->nbeta ? UT(scal)(ib) : 0;
}

/* special cases: size transformation, alpha and beta indices, NaN placement */
typedef struct {
    int zero, one; /* which dimension (0 m, 1 n, 2 k; -1 none) is 0 / 1 (3: all are 1) */
    int ia, ib;
    char nan;
} special;
static const special specials[] = {
    {0, -1, 3, 3, 0},  {1, -1, 3, 4, 0},  {2, -1, 4, 3, 0},  {2, -1, 3, 1, 0},
    {-1, 3, 4, 4, 0},  {-1, 0, 3, 0, 0},  {-1, 1, 2, 2, 0},  {-1, 2, 4, 1, 0},
    {-1, -1, 0, 3, 0}, {-1, -1, 3, 0, 'C'}, {-1, -1, 0, 0, 'C'}, {-1, -1, 0, 0, 'A'},
    {-1, -1, 0, 1, 'A'}, {-1, -1, 0, 4, 'A'},
};
#define NSPECIAL (int)(sizeof specials / sizeof specials[0])

void UT(sweep)(const UT(plan) *pl, int group)
{
    const UT(dims) *d = pl->d;
    int nf = nflags(d), nabi = (int)strlen(d->abi);
    int na = d->nalpha ? d->nalpha : 1, nb = d->nbeta ? d->nbeta : 1;
    UT(p) p;
    switch (group) {
    case UT_G_FLAGS:
        for (int i = 0; i < nabi * nf * na * nb; i++) {
            memset(&p, 0, sizeof p);
            p.abi = d->abi[i % nabi];
            set_flags(d, i / nabi % nf, &p);
            set_ab(d, &p, i / nabi / nf % na, i / nabi / nf / na % nb);
            set_size(&p, pl->small);
            p.pad = 1 + i % 3;
            p.incx = incs[i % NINC], p.incy = incs[(i / NINC + 2) % NINC];
            run_case(pl, &p);
        }
        break;
    case UT_G_SIZES:
        for (int s = 0; s < pl->nsizes; s++)
            for (int f = 0; f < nf; f++) {
                int r = s * 7 + f;
                memset(&p, 0, sizeof p);
                p.abi = d->abi[(s + f) % nabi];
                set_flags(d, f, &p);
                set_ab(d, &p, ab_rot[r % NAB][0], ab_rot[r % NAB][1]);
                set_size(&p, pl->sizes[s]);
                p.pad = pads[r % 4];
                p.incx = incs[r % NINC], p.incy = incs[(r / NINC + 1) % NINC];
                run_case(pl, &p);
            }
        break;
    case UT_G_SPECIAL:
        for (int i = 0; i < nabi * nf; i++)
            for (int s = 0; s < NSPECIAL; s++) {
                const special *sp = &specials[s];
                if ((sp->nan == 'C' && !d->nbeta) || (sp->nan == 'A' && !d->nalpha)) continue;
                /* NaN cases run at the small size, and for every third flag combination
                 * also at a mid-list size (the blocked path) */
                int nbig = sp->nan && pl->nsizes && (i / nabi) % 3 == 0 ? 2 : 1;
                for (int big = 0; big < nbig; big++) {
                    memset(&p, 0, sizeof p);
                    p.abi = d->abi[i % nabi];
                    set_flags(d, i / nabi, &p);
                    set_ab(d, &p, sp->ia, sp->ib);
                    set_size(&p, big ? pl->sizes[pl->nsizes / 2] : pl->small);
                    int *dim[3] = {&p.m, &p.n, &p.k};
                    if (sp->zero >= 0) *dim[sp->zero] = 0;
                    if (sp->one == 3) p.m = p.n = p.k = 1;
                    else if (sp->one >= 0) *dim[sp->one] = 1;
                    p.nan = sp->nan;
                    p.pad = 1 + s % 3;
                    p.incx = incs[(i + s) % NINC], p.incy = incs[(i + 2 * s + 1) % NINC];
                    run_case(pl, &p);
                }
            }
        /* every pair of increments */
        if (d->incs)
            for (int i = 0; i < nabi * nf; i++)
                for (int j = 0; j < NINC * NINC; j++) {
                    memset(&p, 0, sizeof p);
                    p.abi = d->abi[i % nabi];
                    set_flags(d, i / nabi, &p);
                    set_ab(d, &p, 4, 3);
                    set_size(&p, pl->small);
                    p.incx = incs[j % NINC], p.incy = incs[j / NINC];
                    run_case(pl, &p);
                }
        /* level 1: an increment of 0 (the same element n times) and n < 0 */
        if (d->lvl1)
            for (int i = 0; i < nabi * nf; i++)
                for (int j = 0; j < 6; j++) {
                    static const int z[6][3] = {{0, 1, 5}, {1, 0, 5}, {0, 0, 4},
                                                {-2, 0, 3}, {0, -1, 1}, {1, 1, -1}};
                    memset(&p, 0, sizeof p);
                    p.abi = d->abi[i % nabi];
                    set_flags(d, i / nabi, &p);
                    set_ab(d, &p, 4, 3);
                    p.incx = z[j][0], p.incy = z[j][1], p.n = z[j][2];
                    p.netlib = 1;
                    run_case(pl, &p);
                }
        break;
    case UT_G_LARGE:
        for (int s = 0; s < pl->nlarge; s++)
            for (int f = 0; f < pl->nlargeflags && f < nf; f++) {
                memset(&p, 0, sizeof p);
                p.abi = d->abi[(s + f) % nabi];
                set_flags(d, (f * 7 + s) % nf, &p);
                set_ab(d, &p, ab_rot[s + f][0], ab_rot[s + f][1]);
                set_size(&p, pl->large[s]);
                p.pad = 1 + s;
                p.incx = incs[s % NINC], p.incy = incs[(s + f + 2) % NINC];
                run_case(pl, &p);
            }
        break;
    }
}
