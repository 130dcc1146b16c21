/*
 * Differential fuzzer for the level-2 and level-3 routines (libFuzzer).
 *
 * The input bytes decode into ONE call: a routine of levels 2 or 3 from the guard test's
 * table (gt_routines), its type (s d c z), its interface (Fortran ABI, CBLAS column-major,
 * CBLAS row-major), legal flags, dimensions (mostly 0..40, 0 and 1 often, sometimes up
 * to 200), band widths, leading dimensions (the smallest legal one, or padded by a few
 * elements, tens, or 1000+), increments +-1..4, alpha and beta (0, 1, -1, 0.5, 2, NaN,
 * +Inf, -Inf or random, each part of a complex one separately), the operands' values
 * (a seed; up to four elements set to NaN, +-Inf or an exact zero) and the alignment of
 * each operand (0..3 elements past a 16-byte boundary).
 *
 * The call runs on SteadyBLAS (built with AddressSanitizer and UBSan, dlopen'ed
 * RTLD_LOCAL) and on the reference BLAS (Debian's netlib libblas.so.3, dlopen'ed
 * RTLD_LOCAL: neither library is in the global scope, so each one's internal calls bind
 * to itself) on identical copies.  SteadyBLAS's operands are allocated with exactly their
 * extent, so ASan's redzone starts right after the last element and the bytes before the
 * first one (the alignment offset) are poisoned; the elements it must not reference
 * (padding between columns, the other triangle, outside the band, gaps between vector
 * elements) are poisoned too, and an operand a quick return must not touch (alpha = 0,
 * a zero dimension ...) is poisoned entirely.  Afterwards the elements it may write are
 * compared with the reference's (gt_compare, the guard test's rule: test/guard/compare.c)
 * and every other byte must be unchanged.  Any difference prints the call (gt_describe)
 * and aborts, so that libFuzzer saves the input.
 *
 * NaN and Inf: when an input holds one, two more reference runs (on real images of the
 * operands) find the elements a non-finite input may reach, and those it reaches through
 * products without a zero factor (the rule is in compare.c).
 *
 * Environment: FUZZ_LIB (SteadyBLAS under test), FUZZ_REF (the reference BLAS),
 * FUZZ_DESCRIBE=1 prints every call (replaying a crash input), FUZZ_WRITE_SEEDS=DIR
 * writes the seed corpus and exits, STEADYBLAS_ARCH forces a kernel set (checked),
 * FUZZ_ONLY / FUZZ_SKIP=gemm,trmm,... fuzz only / all but those routines (generic names
 * of the table; the first byte of an input then picks among fewer: replay a crash input
 * with the same setting), FUZZ_KEEP_GOING=1 prints mismatches and goes on (triage).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sanitizer/asan_interface.h>
#include "gt.h"

#ifndef FUZZ_DEFAULT_LIB
#define FUZZ_DEFAULT_LIB "libsteadyblas.so.0"
#endif
#define FUZZ_DEFAULT_REF "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3"

#define CANARY GT_CANARY
#define TAINT_BIG 1073741824.0 /* 2^30: a non-finite input in the "must reach" run */

static void *lib, *refl;
static int describe_all;
static const char *arch = "?";

/* the level-2 and level-3 routines of the table */
static int rlist[64], nrl;

/* ---- statistics, printed at exit ---- */
static struct {
    long calls, quick, special, tainted, level[4], api[3], type[4], big;
    unsigned char seen[128][4][3]; /* routine index (gt_routines), type, interface */
} st;

/* ---- the input ---- */

typedef struct {
    const uint8_t *p;
    size_t n, i;
} reader;

static unsigned rd(reader *r) { return r->i < r->n ? r->p[r->i++] : 0; }
static unsigned rd16(reader *r) { unsigned a = rd(r); return a | rd(r) << 8; }
static uint32_t rd32(reader *r) { uint32_t a = rd16(r); return a | (uint32_t)rd16(r) << 16; }

/* dimensions: 0 and 1 often, mostly up to 40, sometimes up to 200 */
static int64_t dim(reader *r)
{
    unsigned v = rd(r);
    if (v < 16) return 0;
    if (v < 48) return 1;
    if (v < 244) return 2 + rd(r) % 39;
    return 41 + rd16(r) % 160;
}

/* band widths: 0 and 1 often, else up to the order + 1 (wider than the matrix is legal) */
static int64_t width(reader *r, int64_t order)
{
    unsigned v = rd(r);
    if (v < 64) return 0;
    if (v < 128) return 1;
    return rd(r) % (order + 2 < 48 ? order + 2 : 48);
}

static int64_t incr(reader *r)
{
    unsigned v = rd(r);
    int64_t m = 1 + (v >> 1) % 4;
    return v & 1 ? -m : m;
}

/* leading-dimension padding: none, a few elements, tens, or 1000+ */
static int64_t ldpad(reader *r)
{
    unsigned v = rd(r);
    if (v < 128) return 0;
    if (v < 200) return 1 + v % 7;
    if (v < 245) return 8 + rd(r) % 57;
    return 1000 + rd(r) % 24;
}

static double real_scalar(reader *r)
{
    static const double special[] = { 0, 1, -1, 0.5, 2 };
    unsigned v = rd(r);
    if (v < 100) return special[v % 5];
    if (v < 105) return NAN;
    if (v < 108) return INFINITY;
    if (v < 111) return -INFINITY;
    return ((int)rd16(r) - 32768) / 16384.0; /* [-2, 2) */
}

static double complex scalar(reader *r, int cx)
{
    double re = real_scalar(r);
    if (!cx) return re;
    unsigned v = rd(r); /* the imaginary part: zero half of the time */
    return CMPLX(re, v < 128 ? 0 : real_scalar(r));
}

/* ---- values ---- */

static uint64_t rng; /* gt_fill's random values (test/guard/compare.c) */

static int readable(int k) { return k == C_IN || k == C_DIAG || k == C_HDIAG; }

/* ---- the case ---- */

typedef struct {
    const gt_routine *r;
    int t, api;
    gt_call_args c;
    gt_geom g;
    int off[6];                 /* alignment offset of each operand, in elements */
    uint32_t seed;
    int nsp;
    struct { int op; size_t e; int kind; } sp[4];
    unsigned char *img[6];      /* contents before the call */
} fcase;

static const char *const sp_name[] = { "NaN", "+Inf", "-Inf", "0", "NaN (imaginary part)",
                                       "+Inf (imaginary part)", "-0", "-Inf (imaginary part)" };

/* Special value `kind` put into element v (real types: the imaginary kinds act on the
 * real part). */
static double complex sp_value(int kind, double complex v, int cx)
{
    double re = creal(v), im = cimag(v);
    switch (kind) {
    case 0: re = NAN, im = cx ? NAN : 0; break;
    case 1: re = INFINITY; break;
    case 2: re = -INFINITY; break;
    case 3: re = 0, im = 0; break;
    case 4: *(cx ? &im : &re) = NAN; break;
    case 5: *(cx ? &im : &re) = INFINITY; break;
    case 6: re = -0.0, im = cx ? -0.0 : 0; break;
    default: *(cx ? &im : &re) = -INFINITY; break;
    }
    return CMPLX(re, im);
}

/* A value read that makes the results non-finite: NaN or Inf (of the real part only on
 * a Hermitian diagonal), or a zero on the diagonal of a triangular solve. */
static int is_special(const gt_op *o, int k, double complex v)
{
    if (k == C_HDIAG) v = creal(v);
    return !gt_finite_c(v) || (o->solve && k == C_DIAG && v == 0);
}

static int pos_of(const gt_routine *r, char k)
{
    const char *p = strchr(r->kinds, k);
    return p ? (int)(p - r->kinds) : -1;
}

/* The scalar arguments that make the output be overwritten without being read. */
static int output_overwritten(const fcase *f)
{
    const gt_routine *r = f->r;
    int pb = pos_of(r, 'b') >= 0 ? pos_of(r, 'b') : pos_of(r, 'q');
    if (pb >= 0) return f->c.a[pb].z == 0;
    if (r->shape == SH_TRMM) return f->c.a[pos_of(r, 'a')].z == 0; /* B := 0 */
    return 0;
}

/* Decode the input into f; returns 0 when it names no call. */
static int decode(const uint8_t *data, size_t size, fcase *f)
{
    reader in = { data, size, 0 };
    memset(f, 0, sizeof *f);
    const gt_routine *r = f->r = &gt_routines[rlist[rd(&in) % nrl]];
    unsigned b = rd(&in);
    int t = b & 3;
    while (!r->sym[t]) t = (t + 1) & 3;
    f->t = t;
    f->api = (b >> 2) % 3;
    if (f->api != API_F77 && !r->csym[t]) f->api = API_F77;
    gt_call_args *c = &f->c;
    c->api = f->api;
    c->layout = f->api == API_CROW ? 101 : 102;
    int cx = gt_complex(t);
    int64_t m = 0, n = 0;
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        gt_arg *a = &c->a[p];
        const char *set = NULL;
        switch (k) {
        case 't': set = r->trans[cx] ? r->trans[cx] : "NTC"; break;
        case 'u': set = "UL"; break;
        case 's': set = "LR"; break;
        case 'd': set = "NU"; break;
        case 'm': a->i = m = dim(&in); break;
        case 'n': a->i = n = dim(&in); break;
        case 'k': a->i = dim(&in); break;
        case 'l': a->i = width(&in, m); break;
        case 'h': case 'w': a->i = width(&in, n); break;
        case 'I': a->i = incr(&in); break;
        case 'L': a->i = 1; break; /* below, from the geometry */
        case 'a': case 'b': a->z = scalar(&in, cx); break;
        case 'r': case 'q': a->z = real_scalar(&in); break;
        default: break;
        }
        if (set) a->i = gt_flag(f->api, k, set[rd(&in) % strlen(set)]);
    }
    /* leading dimensions: the smallest legal one plus padding */
    gt_geom g0;
    gt_geometry(r, t, c, &g0);
    for (int i = 0; i < g0.nops; i++) {
        int p = g0.op[i].pos;
        if (r->kinds[p + 1] == 'L') c->a[p + 1].i = g0.op[i].minld + ldpad(&in);
    }
    gt_geom_free(&g0);
    gt_geometry(r, t, c, &f->g);
    unsigned ob = rd(&in);
    for (int i = 0; i < f->g.nops; i++) f->off[i] = (ob >> (2 * i % 8)) & 3;
    f->seed = rd32(&in);
    unsigned ns = rd(&in);
    f->nsp = ns < 200 ? 0 : 1 + (ns & 3);
    for (int s = 0; s < f->nsp; s++) {
        f->sp[s].op = rd(&in) % f->g.nops;
        f->sp[s].e = rd16(&in);
        f->sp[s].kind = rd(&in) % 8;
    }
    return 1;
}

static void describe(const fcase *f, char *buf, size_t n)
{
    gt_describe(f->r, f->t, &f->c, buf, n);
    size_t o = strlen(buf);
#define ADD(...) (o += (size_t)snprintf(buf + o, o < n ? n - o : 0, __VA_ARGS__))
    ADD(" [set %s; values seed %u; offsets", arch, (unsigned)f->seed);
    for (int i = 0; i < f->g.nops; i++) ADD(" %c+%d", f->g.op[i].kind, f->off[i]);
    for (int s = 0; s < f->nsp; s++)
        ADD("; %c[%zu] = %s", f->g.op[f->sp[s].op].kind, f->sp[s].e, sp_name[f->sp[s].kind]);
    ADD("]");
#undef ADD
}

/* ---- the taint runs (the reference on real images of the operands) ---- */

/* Map a value: non-finite -> bad, exact zero -> zero, other -> one (a triangular matrix
 * of a solve keeps its small off-diagonal elements small: no growth). */
static double tmap(double complex v, double bad, double zero, double one)
{
    if (!gt_finite_c(v)) return bad;
    if (v == 0) return zero;
    return one;
}

static double tmap_el(const gt_op *o, int k, double complex v, double bad, double zero)
{
    if (is_special(o, k, v)) return bad;
    if (k == C_HDIAG) v = creal(v);
    return tmap(v, bad, zero, o->solve && k != C_DIAG ? 1.0 / o->order : 1);
}

/* Run the reference on images of the operands where every non-finite value read is
 * `bad`, every exact zero `zero` and every other value 1 (1 / order off the diagonal of a
 * solve); alpha and beta stay 0 or 1 where they are (the reference's quick returns and
 * shortcuts test them), else become 2 or `bad`.  out[i] receives the outputs. */
static void taint_run(const fcase *f, void *rfn, double bad, double zero, unsigned char **out)
{
    const gt_routine *r = f->r;
    gt_call_args c = f->c;
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        if (k == 'a' || k == 'b' || k == 'r' || k == 'q') {
            double complex v = c.a[p].z;
            c.a[p].z = v == 1 ? 1 : tmap(v, bad, 0, 2); /* 0, 1 and others keep their meaning */
        }
    }
    for (int i = 0; i < f->g.nops; i++) {
        const gt_op *o = &f->g.op[i];
        size_t bytes = o->nelem * o->esz;
        unsigned char *m = out[i] = malloc(bytes ? bytes : 1);
        memcpy(m, f->img[i], bytes);
        for (size_t e = 0; e < o->nelem; e++) {
            int k = o->cls[e];
            if (!readable(k)) continue;
            gt_set(f->t, m, e, tmap_el(o, k, gt_get(f->t, m, e), bad, zero));
        }
        c.a[o->pos].p = m;
    }
    gt_ret ret;
    gt_ref_call(r, f->t, rfn, &c, &ret);
}

/* taint[i][e] for every output: GT_TAINT_MAY where a NaN reaches the element when no zero
 * is skipped (zeros read as 1), GT_TAINT_MUST where a huge value reaches it through
 * products with no zero factor (zeros kept; not for solves, where x / Inf = 0). */
static void taint(const fcase *f, void *rfn, unsigned char **tnt)
{
    unsigned char *any[6] = { 0 }, *big[6] = { 0 };
    taint_run(f, rfn, NAN, 1, any);
    if (!f->r->solve) taint_run(f, rfn, TAINT_BIG, 0, big);
    for (int i = 0; i < f->g.nops; i++) {
        const gt_op *o = &f->g.op[i];
        tnt[i] = NULL;
        if (!o->out) continue;
        tnt[i] = calloc(o->nelem ? o->nelem : 1, 1);
        for (size_t e = 0; e < o->nelem; e++) {
            if (o->cls[e] == C_PAD) continue;
            if (gt_isnan_c(gt_get(f->t, any[i], e))) tnt[i][e] |= GT_TAINT_MAY;
            if (big[i]) {
                double complex v = gt_get(f->t, big[i], e);
                if (!gt_finite_c(v) || cabs(v) >= TAINT_BIG / 2) tnt[i][e] |= GT_TAINT_MUST;
            }
        }
    }
    for (int i = 0; i < f->g.nops; i++) {
        free(any[i]);
        free(big[i]);
    }
}

/* ---- one call ---- */

static char cur[1024]; /* the call being made, for the sanitizers' reports */

static void poison(void *p, size_t n) { if (n) __asan_poison_memory_region(p, n); }

/* row and column of element e of a matrix operand, for the report */
static void where(const fcase *f, const gt_op *o, size_t e, char *buf, size_t n)
{
    const gt_routine *r = f->r;
    if (o->kind == 'x' || o->kind == 'y' || o->kind == 'P' || r->kinds[o->pos + 1] != 'L') {
        snprintf(buf, n, "element %zu", e);
        return;
    }
    int64_t ld = f->c.a[o->pos + 1].i;
    int64_t a = (int64_t)e % ld, b = (int64_t)e / ld;
    if (f->api == API_CROW) snprintf(buf, n, "element %zu (row %lld, column %lld of the row-major storage)",
                                     e, (long long)b, (long long)a);
    else snprintf(buf, n, "element %zu (row %lld, column %lld)", e, (long long)a, (long long)b);
}

/* FUZZ_KEEP_GOING=1 (triage): a mismatch is printed and the fuzzing goes on (its memory
 * is leaked: run with -detect_leaks=0). */
static int keep_going;
static long nmismatch;
static jmp_buf next_input;

static void fail(const fcase *f, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
static void fail(const fcase *f, const char *fmt, ...)
{
    char d[1024];
    describe(f, d, sizeof d);
    fprintf(stderr, "\nfuzz: MISMATCH %s\n      ", d);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    if (keep_going) {
        nmismatch++;
        longjmp(next_input, 1);
    }
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static fcase f; /* static: longjmp (FUZZ_KEEP_GOING) leaves it defined */
    if (keep_going && setjmp(next_input)) return 0;
    if (!decode(data, size, &f)) return 0;
    const gt_routine *r = f.r, *rr = gt_ref_routine(r);
    int t = f.t, api = f.api;
    char fb[32];
    void *fn = gt_sym(lib, api == API_F77 ? gt_fname(r, t, fb, sizeof fb) : gt_cname(r, t));
    void *rfn = gt_sym(refl, api == API_F77 ? gt_fname(rr, t, fb, sizeof fb) : gt_cname(rr, t));
    if (!fn || !rfn) {
        describe(&f, cur, sizeof cur);
        fprintf(stderr, "fuzz: %s is missing from %s\n", cur, fn ? "the reference" : "SteadyBLAS");
        abort();
    }

    gt_geom *g = &f.g;
    rng = 0x9E3779B97F4A7C15ull * (f.seed | 1ull);
    int overwritten = output_overwritten(&f);
    int special = 0;
    gt_call_args c = f.c, rc = f.c;
    unsigned char *base[6], *ours[6], *ref[6];
    size_t bytes[6], alloc[6];
    for (int i = 0; i < g->nops; i++) {
        gt_op *o = &g->op[i];
        bytes[i] = o->nelem * o->esz;
        f.img[i] = malloc(bytes[i] ? bytes[i] : 1);
        gt_fill(t, o, f.img[i], overwritten, &rng); /* test/guard/compare.c */
    }
    /* NaN, Inf and zeros where the input says */
    for (int s = 0; s < f.nsp; s++) {
        gt_op *o = &g->op[f.sp[s].op];
        size_t nread = 0;
        for (size_t e = 0; e < o->nelem; e++) nread += readable(o->cls[e]);
        if (!nread) continue;
        size_t want = f.sp[s].e % nread, e = 0;
        for (;; e++)
            if (readable(o->cls[e]) && want-- == 0) break;
        f.sp[s].e = e;
        gt_set(t, f.img[f.sp[s].op], e, sp_value(f.sp[s].kind, gt_get(t, f.img[f.sp[s].op], e), gt_complex(t)));
    }
    describe(&f, cur, sizeof cur); /* with the elements the specials landed on */
    if (describe_all) fprintf(stderr, "fuzz: call %s\n", cur);
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        if ((k == 'a' || k == 'b' || k == 'r' || k == 'q') && !gt_finite_c(f.c.a[p].z)) special = 1;
    }
    for (int i = 0; i < g->nops && !special; i++) {
        gt_op *o = &g->op[i];
        if (o->out && overwritten) continue;
        for (size_t e = 0; e < o->nelem && !special; e++) {
            if (readable(o->cls[e])) special = is_special(o, o->cls[e], gt_get(t, f.img[i], e));
        }
    }
    for (int i = 0; i < g->nops; i++) {
        gt_op *o = &g->op[i];
        size_t off = (size_t)f.off[i] * o->esz;
        alloc[i] = off + (bytes[i] ? bytes[i] : 1); /* an empty operand: one poisoned byte */
        base[i] = malloc(alloc[i]);
        ours[i] = base[i] + off;
        memcpy(ours[i], f.img[i], bytes[i]);
        ref[i] = malloc(bytes[i] ? bytes[i] : 1);
        memcpy(ref[i], f.img[i], bytes[i]);
        c.a[o->pos].p = ours[i];
        rc.a[o->pos].p = ref[i];
        /* what SteadyBLAS must not access: before the operand, all of it after a quick
         * return (or an input alpha = 0 leaves unread), the elements not referenced */
        poison(base[i], off);
        if (o->untouched) {
            poison(ours[i], bytes[i] ? bytes[i] : 1);
            continue;
        }
        if (!bytes[i]) poison(ours[i], 1);
        for (size_t e = 0; e < o->nelem;) {
            if (o->cls[e] != C_PAD) { e++; continue; }
            size_t s = e;
            while (e < o->nelem && o->cls[e] == C_PAD) e++;
            poison(ours[i] + s * o->esz, (e - s) * o->esz);
        }
    }

    gt_ret lret, rret;
    /* A quick return changes nothing: the reference is not asked (its row-major complex
     * level-2 CBLAS wrappers loop forever on some of them, e.g. conjugated gemv, m = 0). */
    if (!g->quick) gt_ref_call(r, t, rfn, &rc, &rret);
    gt_call(r, t, fn, &c, &lret);

    st.calls++;
    st.level[r->level]++;
    st.api[api]++;
    st.type[t]++;
    st.quick += g->quick;
    st.special += special;
    st.seen[r - gt_routines][t][api] = 1;
    for (int i = 0; i < g->nops; i++) st.big += g->op[i].nelem > 20000;

    unsigned char *tnt[6] = { 0 };
    int have_taint = 0;
    for (int i = 0; i < g->nops; i++) {
        gt_op *o = &g->op[i];
        __asan_unpoison_memory_region(base[i], alloc[i]);
        if (g->quick) { /* nothing may change */
            if (memcmp(ours[i], f.img[i], bytes[i])) fail(&f, "operand %c changed by a quick return", o->kind);
            continue;
        }
        gt_cmp cr;
        const void *rv = ref[i];
        gt_compare(t, o, ours[i], rv, f.img[i], g->kdim, NULL, &cr);
        if (cr.nwrong && special && !have_taint) {
            taint(&f, rfn, tnt);
            have_taint = 1;
            st.tainted++;
        }
        if (cr.nwrong && tnt[i]) gt_compare(t, o, ours[i], rv, f.img[i], g->kdim, tnt[i], &cr);
        char at[160];
        if (cr.nchanged) {
            where(&f, o, cr.first_c, at, sizeof at);
            fail(&f, "%zu element(s) of %s %c changed that the routine must not write (first: %s%s)",
                 cr.nchanged, o->out ? "output" : "input", o->kind, at,
                 o->cls[cr.first_c] == C_PAD ? (o->out ? ", outside the output region" : ", not referenced")
                                             : "");
        }
        if (cr.nwrong) {
            where(&f, o, cr.first_w, at, sizeof at);
            double complex iv = gt_get(t, f.img[i], cr.first_w);
            fail(&f, "%zu wrong element(s) in %c; first: %s = (%.9g,%.9g), reference (%.9g,%.9g), "
                     "before the call (%.9g,%.9g), tolerance %.3g, taint %d",
                 cr.nwrong, o->kind, at, creal(cr.wl), cimag(cr.wl), creal(cr.wr), cimag(cr.wr), creal(iv),
                 cimag(iv), gt_tolerance(t, o, rv, g->kdim), tnt[i] ? tnt[i][cr.first_w] : 0);
        }
    }
    for (int i = 0; i < g->nops; i++) {
        free(base[i]);
        free(ref[i]);
        free(f.img[i]);
        free(tnt[i]);
    }
    gt_geom_free(g);
    return 0;
}

/* ---- the sanitizers' hooks: name the call in their reports ---- */

void __asan_on_error(void) { fprintf(stderr, "fuzz: the call: %s\n", cur); }
void __ubsan_on_report(void) { fprintf(stderr, "fuzz: the call: %s\n", cur); }

/* ---- setup, statistics, seeds ---- */

static void stats(void)
{
    if (!st.calls) return;
    int combos = 0, all = 0;
    for (int i = 0; i < nrl; i++) {
        const gt_routine *r = &gt_routines[rlist[i]];
        for (int t = 0; t < 4; t++)
            for (int a = 0; a < 3; a++) {
                if (!r->sym[t] || (a && !r->csym[t])) continue;
                all++;
                combos += st.seen[rlist[i]][t][a];
            }
    }
    fprintf(stderr,
            "fuzz: set %s: %ld calls (level 3 %ld, level 2 %ld; Fortran %ld, CBLAS col-major %ld, row-major %ld;"
            " s %ld d %ld c %ld z %ld); %ld quick returns, %ld with NaN/Inf inputs (%ld needed the taint runs),"
            " %ld operands over 20000 elements; %d of %d routine/type/interface combinations%s\n",
            arch, st.calls, st.level[3], st.level[2], st.api[0], st.api[1], st.api[2], st.type[0], st.type[1],
            st.type[2], st.type[3], st.quick, st.special, st.tainted, st.big, combos, all,
            keep_going ? "; FUZZ_KEEP_GOING: mismatches printed above" : "");
    if (keep_going) fprintf(stderr, "fuzz: %ld mismatch(es)\n", nmismatch);
}

/* Inputs that once found a mismatch, written as seeds too (their first byte picks a
 * routine of the whole level 2/3 list: only without FUZZ_ONLY / FUZZ_SKIP).
 * ctrsm_zero_diag: cblas_ctrsm side L, lower, non-unit, m = 2, n = 6 with a zero on T's
 * diagonal and a NaN in B: C's complex division (clang: C99 Annex G) gave (Inf, Inf) where
 * the reference's Fortran division gives NaN (the tiny TRSM loop now divides by
 * SB_NAME(div), as the rest of the library). */
static const uint8_t regress_ctrsm_zero_diag[] = {
    0x08, 0x06, 0x5a, 0x4f, 0x78, 0xdc, 0x90, 0x75, 0x5a, 0x52, 0xa7, 0x80, 0xca,
    0xa7, 0x4f, 0x3f, 0xe1, 0x0b, 0x9f, 0xb5, 0x3d, 0xd5, 0x3a, 0xd2, 0x51, 0xf1,
    0x76, 0x84, 0x1c, 0x5c, 0x7b, 0xdb, 0x16, 0x34, 0xe1, 0xfb, 0x2f,
};
static const struct {
    const char *name;
    const uint8_t *b;
    size_t len;
} regress[] = {
    { "ctrsm_zero_diag", regress_ctrsm_zero_diag, sizeof regress_ctrsm_zero_diag },
};

static void write_seed(const char *path, const uint8_t *b, size_t len)
{
    FILE *fp = fopen(path, "wb");
    if (!fp || fwrite(b, 1, len, fp) != len) {
        fprintf(stderr, "fuzz: cannot write %s: %s\n", path, strerror(errno));
        exit(2);
    }
    fclose(fp);
}

static void write_seeds(const char *dir, int whole_list)
{
    mkdir(dir, 0755);
    int nseeds = 0;
    char path[4096];
    if (whole_list)
        for (size_t i = 0; i < sizeof regress / sizeof regress[0]; i++) {
            snprintf(path, sizeof path, "%s/regress-%s", dir, regress[i].name);
            write_seed(path, regress[i].b, regress[i].len);
            nseeds++;
        }
    uint64_t s = 0x243F6A8885A308D3ull;
    for (int i = 0; i < nrl; i++)
        for (int t = 0; t < 4; t++)
            for (int a = 0; a < 3; a++) {
                const gt_routine *r = &gt_routines[rlist[i]];
                if (!r->sym[t]) continue;
                uint8_t b[48];
                b[0] = (uint8_t)i;
                b[1] = (uint8_t)(t | a << 2);
                for (size_t k = 2; k < sizeof b; k++) {
                    s ^= s << 13, s ^= s >> 7, s ^= s << 17;
                    b[k] = (uint8_t)(s >> 24);
                }
                snprintf(path, sizeof path, "%s/seed-%s-%c-%d", dir, r->name, "sdcz"[t], a);
                write_seed(path, b, sizeof b);
                nseeds++;
            }
    fprintf(stderr, "fuzz: %d seeds in %s\n", nseeds, dir);
}

/* name is in the comma-separated list */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && !strncmp(p, name, n)) return 1;
        if (!e) break;
        p = e + 1;
    }
    return 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    if (gt_nroutines > 128) abort(); /* st.seen */
    const char *only = getenv("FUZZ_ONLY"), *skip = getenv("FUZZ_SKIP");
    for (int i = 0; i < gt_nroutines; i++) {
        const gt_routine *r = &gt_routines[i];
        if (r->level != 2 && r->level != 3) continue;
        if (only && *only && !listed(only, r->name)) continue;
        if (skip && *skip && listed(skip, r->name)) continue;
        rlist[nrl++] = i;
    }
    if (!nrl) {
        fprintf(stderr, "fuzz: FUZZ_ONLY / FUZZ_SKIP leave no routine\n");
        exit(2);
    }
    const char *seeds = getenv("FUZZ_WRITE_SEEDS");
    if (seeds && *seeds) {
        write_seeds(seeds, !(only && *only) && !(skip && *skip));
        exit(0);
    }
    describe_all = getenv("FUZZ_DESCRIBE") && atoi(getenv("FUZZ_DESCRIBE"));
    keep_going = getenv("FUZZ_KEEP_GOING") && atoi(getenv("FUZZ_KEEP_GOING"));
    const char *lp = getenv("FUZZ_LIB") ? getenv("FUZZ_LIB") : FUZZ_DEFAULT_LIB;
    const char *rp = getenv("FUZZ_REF") ? getenv("FUZZ_REF") : FUZZ_DEFAULT_REF;
    /* RTLD_LOCAL, no RTLD_DEEPBIND (ASan refuses it): neither library is in the global
     * scope, so the reference's dgemm_ -> lsame_/xerbla_ calls stay in the reference */
    lib = gt_open(lp, 0);
    refl = gt_open(rp, 0);
    if (!lib || !refl) exit(2);
    const char *(*get_arch)(void) = (const char *(*)(void))gt_sym(lib, "steadyblas_get_arch");
    const char *(*get_config)(void) = (const char *(*)(void))gt_sym(lib, "steadyblas_get_config");
    if (!get_arch || !get_config) {
        fprintf(stderr, "fuzz: %s is not SteadyBLAS\n", lp);
        exit(2);
    }
    arch = get_arch();
    const char *want = getenv("STEADYBLAS_ARCH");
    if (want && *want && strcmp(want, arch)) {
        fprintf(stderr, "fuzz: STEADYBLAS_ARCH=%s, but the library runs '%s'\n", want, arch);
        exit(2);
    }
    fprintf(stderr, "fuzz: %s\nfuzz: kernel set %s; reference %s; %d routines of levels 2 and 3\n", get_config(),
            arch, rp, nrl);
    atexit(stats);
    return 0;
}
