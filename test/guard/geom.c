/*
 * Operand geometry: for one call, the extent of every operand and the class of each of
 * its elements — referenced or not (inputs), may be written or not (outputs) — and the
 * operands a quick return must not touch at all.  This is the BLAS specification written
 * down once, for the storage the caller describes: a row-major CBLAS operand is the
 * column-major storage of its transpose, so "upper" flips with the layout.
 */
#include <stdlib.h>
#include <string.h>
#include "gt.h"

static int at(const gt_routine *r, char k, int nth)
{
    for (int p = 0; r->kinds[p]; p++)
        if (r->kinds[p] == k && nth-- == 0) return p;
    return -1;
}

static gt_op *add(gt_geom *g, const gt_routine *r, int type, char kind, int out)
{
    gt_op *o = &g->op[g->nops++];
    memset(o, 0, sizeof *o);
    o->pos = at(r, kind, 0);
    o->kind = kind;
    o->out = out;
    o->esz = gt_esz(type);
    return o;
}

static unsigned char *cls(gt_op *o, size_t n)
{
    o->nelem = n;
    o->cls = calloc(n ? n : 1, 1); /* C_PAD */
    return o->cls;
}

static int64_t ld_of(const gt_call_args *c, const gt_op *o) { return c->a[o->pos + 1].i; }

/* A general rows x cols matrix. */
static void full(gt_op *o, int64_t rows, int64_t cols, int64_t ld, int rowmaj)
{
    int64_t lines = rowmaj ? rows : cols, len = rowmaj ? cols : rows;
    size_t n = (lines > 0 && len > 0) ? (size_t)((lines - 1) * ld + len) : 0;
    unsigned char *k = cls(o, n);
    for (size_t e = 0; e < n; e++) k[e] = (int64_t)(e % (size_t)ld) < len ? C_IN : C_PAD;
    o->minld = len > 1 ? len : 1;
}

/* The upper or lower triangle of an order-n matrix (logical upper: i <= j). */
static void tri(gt_op *o, int64_t n, int64_t ld, int upper, int rowmaj, int diag)
{
    size_t ne = n > 0 ? (size_t)((n - 1) * ld + n) : 0;
    unsigned char *k = cls(o, ne);
    for (size_t e = 0; e < ne; e++) {
        int64_t idx = (int64_t)(e % (size_t)ld), line = (int64_t)(e / (size_t)ld);
        if (idx >= n) continue;
        int64_t i = rowmaj ? line : idx, j = rowmaj ? idx : line;
        if (upper ? i <= j : i >= j) k[e] = i == j ? diag : C_IN;
    }
    o->order = (int)n;
    o->minld = n > 1 ? n : 1;
}

/* A general band matrix m x n with kl sub- and ku super-diagonals (gbmv).  Row-major
 * band storage is the column-major band storage of the transpose. */
static void band_gen(gt_op *o, int64_t m, int64_t n, int64_t kl, int64_t ku, int64_t ld, int rowmaj)
{
    int64_t lines = rowmaj ? m : n, w = kl + ku + 1;
    size_t ne = (lines > 0) ? (size_t)((lines - 1) * ld + w) : 0;
    unsigned char *k = cls(o, ne);
    for (size_t e = 0; e < ne; e++) {
        int64_t rr = (int64_t)(e % (size_t)ld), line = (int64_t)(e / (size_t)ld);
        if (rr >= w) continue;
        int64_t other = rowmaj ? rr - kl + line : rr - ku + line, lim = rowmaj ? n : m;
        if (other >= 0 && other < lim) k[e] = C_IN;
    }
    o->minld = w;
}

/* A symmetric/triangular band matrix of order n with k off-diagonals (sbmv, tbmv). */
static void band_tri(gt_op *o, int64_t n, int64_t kb, int64_t ld, int upper, int rowmaj, int diag)
{
    int su = upper ^ rowmaj; /* upper in the column-major storage */
    size_t ne = n > 0 ? (size_t)((n - 1) * ld + kb + 1) : 0;
    unsigned char *k = cls(o, ne);
    for (size_t e = 0; e < ne; e++) {
        int64_t rr = (int64_t)(e % (size_t)ld), line = (int64_t)(e / (size_t)ld);
        if (rr > kb) continue;
        int64_t i = su ? rr - kb + line : rr + line;
        if (i >= 0 && i < n) k[e] = rr == (su ? kb : 0) ? diag : C_IN;
    }
    o->order = (int)n;
    o->minld = kb + 1;
}

/* A packed triangle of order n. */
static void packed(gt_op *o, int64_t n, int upper, int rowmaj, int diag)
{
    int su = upper ^ rowmaj;
    size_t ne = n > 0 ? (size_t)(n * (n + 1) / 2) : 0;
    unsigned char *k = cls(o, ne);
    memset(k, C_IN, ne);
    size_t s = 0;
    for (int64_t j = 0; j < n; j++) {
        size_t len = su ? (size_t)j + 1 : (size_t)(n - j);
        k[su ? s + len - 1 : s] = (unsigned char)diag;
        s += len;
    }
    o->order = (int)n;
}

static void vec(gt_op *o, int64_t n, int64_t inc)
{
    int64_t ai = inc < 0 ? -inc : inc;
    size_t ne = n > 0 ? (size_t)(1 + (n - 1) * ai) : 0;
    unsigned char *k = cls(o, ne);
    for (int64_t i = 0; i < n; i++) k[i * ai] = C_IN;
}

/* The order-n symmetric/Hermitian/triangular operand of a level-2 routine, in whichever
 * storage the routine uses: full (lda), band (k, lda) or packed. */
static gt_op *square(gt_geom *g, const gt_routine *r, int t, const gt_call_args *c, int64_t n,
                     int64_t kb, int upper, int rm, int diag, int out)
{
    int pk = strchr(r->kinds, 'P') != NULL;
    gt_op *o = add(g, r, t, pk ? 'P' : 'A', out);
    if (pk) packed(o, n, upper, rm, diag);
    else if (strchr(r->kinds, 'w')) band_tri(o, n, kb, ld_of(c, o), upper, rm, diag);
    else tri(o, n, ld_of(c, o), upper, rm, diag);
    return o;
}

/* A general matrix operand: op(X) is rows x cols, stored transposed when trans != 'N'. */
static gt_op *gen(gt_geom *g, const gt_routine *r, int t, const gt_call_args *c, char kind,
                  char trans, int64_t rows, int64_t cols, int out)
{
    gt_op *o = add(g, r, t, kind, out);
    int tr = trans != 'N';
    full(o, tr ? cols : rows, tr ? rows : cols, ld_of(c, o), c->api == API_CROW);
    return o;
}

static gt_op *vecop(gt_geom *g, const gt_routine *r, int t, const gt_call_args *c, char kind,
                    int64_t n, int out)
{
    gt_op *o = add(g, r, t, kind, out);
    vec(o, n, c->a[o->pos + 1].i);
    return o;
}

void gt_geom_free(gt_geom *g)
{
    for (int i = 0; i < g->nops; i++) free(g->op[i].cls);
    g->nops = 0;
}

int gt_geometry(const gt_routine *r, int t, const gt_call_args *c, gt_geom *g)
{
    memset(g, 0, sizeof *g);
    int rm = c->api == API_CROW;
#define V(k, nth) (at(r, k, nth) >= 0 ? c->a[at(r, k, nth)].i : 0)
#define F(k, nth) gt_flag_char(c->api, k, V(k, nth))
    int64_t m = V('m', 0), n = V('n', 0), k = V('k', 0), kl = V('l', 0), ku = V('h', 0), kb = V('w', 0);
    int pa = at(r, 'a', 0) >= 0 ? at(r, 'a', 0) : at(r, 'r', 0);
    int pb = at(r, 'b', 0) >= 0 ? at(r, 'b', 0) : at(r, 'q', 0);
    int alpha0 = pa >= 0 && c->a[pa].z == 0;
    int beta1 = pb >= 0 && c->a[pb].z == 1;
    char tr = F('t', 0), tr2 = F('t', 1), up = F('u', 0), sd = F('s', 0), dg = F('d', 0);
    int upper = up == 'U';
    int hd = r->herm ? C_HDIAG : C_DIAG;
    int tdiag = dg == 'U' ? C_UDIAG : C_DIAG;
    int all = 0, ins = 0; /* quick returns: nothing touched / inputs not read */
    gt_op *A, *C;
    int64_t mx = m > n ? m : n;
    mx = mx > k ? mx : k;
    g->kdim = (int)(mx > 1 ? mx : 1);

    switch (r->shape) {
    case SH_GEMM:
        gen(g, r, t, c, 'A', tr, m, k, 0);
        gen(g, r, t, c, 'B', tr2, k, n, 0);
        gen(g, r, t, c, 'C', 'N', m, n, 1);
        all = m == 0 || n == 0 || ((alpha0 || k == 0) && beta1);
        ins = alpha0 || k == 0;
        break;
    case SH_SYMM:
        A = add(g, r, t, 'A', 0);
        tri(A, sd == 'L' ? m : n, ld_of(c, A), upper, rm, hd);
        gen(g, r, t, c, 'B', 'N', m, n, 0);
        gen(g, r, t, c, 'C', 'N', m, n, 1);
        all = m == 0 || n == 0 || (alpha0 && beta1);
        ins = alpha0;
        break;
    case SH_SYRK: case SH_HERK: case SH_SYR2K: case SH_HER2K: case SH_GEMMT:
        /* C (n x n) = op(A) op(B) restricted to a triangle: gemmt has op(A) n x k and
         * op(B) k x n with their own trans; the others op(A), op(B) n x k, one trans */
        gen(g, r, t, c, 'A', tr, n, k, 0);
        if (r->shape == SH_GEMMT) gen(g, r, t, c, 'B', tr2, k, n, 0);
        else if (at(r, 'B', 0) >= 0) gen(g, r, t, c, 'B', tr, n, k, 0);
        C = add(g, r, t, 'C', 1);
        tri(C, n, ld_of(c, C), upper, rm, hd);
        all = n == 0 || ((alpha0 || k == 0) && beta1);
        ins = alpha0 || k == 0;
        break;
    case SH_TRMM:
        A = add(g, r, t, 'A', 0);
        tri(A, sd == 'L' ? m : n, ld_of(c, A), upper, rm, tdiag);
        A->solve = r->solve;
        gen(g, r, t, c, 'B', 'N', m, n, 1);
        all = m == 0 || n == 0;
        ins = alpha0;
        break;
    case SH_GEMV: case SH_GBMV:
        A = add(g, r, t, 'A', 0);
        if (r->shape == SH_GEMV) full(A, m, n, ld_of(c, A), rm);
        else band_gen(A, m, n, kl, ku, ld_of(c, A), rm);
        vecop(g, r, t, c, 'x', tr == 'N' ? n : m, 0);
        vecop(g, r, t, c, 'y', tr == 'N' ? m : n, 1);
        all = m == 0 || n == 0 || (alpha0 && beta1);
        ins = alpha0;
        break;
    case SH_SYMV: case SH_SBMV: case SH_SPMV:
        square(g, r, t, c, n, kb, upper, rm, hd, 0);
        vecop(g, r, t, c, 'x', n, 0);
        vecop(g, r, t, c, 'y', n, 1);
        all = n == 0 || (alpha0 && beta1);
        ins = alpha0;
        break;
    case SH_TRMV: case SH_TBMV: case SH_TPMV:
        A = square(g, r, t, c, n, kb, upper, rm, tdiag, 0);
        A->solve = r->solve;
        vecop(g, r, t, c, 'x', n, 1);
        all = n == 0;
        break;
    case SH_GER:
        vecop(g, r, t, c, 'x', m, 0);
        vecop(g, r, t, c, 'y', n, 0);
        A = add(g, r, t, 'A', 1);
        full(A, m, n, ld_of(c, A), rm);
        all = m == 0 || n == 0 || alpha0;
        break;
    case SH_SYR: case SH_HER: case SH_SPR: case SH_HPR: case SH_SYR2: case SH_SPR2:
        vecop(g, r, t, c, 'x', n, 0);
        if (at(r, 'y', 0) >= 0) vecop(g, r, t, c, 'y', n, 0);
        square(g, r, t, c, n, 0, upper, rm, hd, 1);
        all = n == 0 || alpha0;
        break;

    /* ---- the matrix extensions: the order is the 'o' argument or the CBLAS layout ---- */
    case SH_OMATCOPY: case SH_IMATCOPY: case SH_GEADD: {
        int om = c->api == API_F77 ? (at(r, 'o', 0) >= 0 && F('o', 0) == 'R') : rm;
        char xt = F('c', 0);
        int tt = xt == 'T' || xt == 'C'; /* op(A) is cols x rows */
        if (r->shape == SH_IMATCOPY) { /* in place: read as rows x cols (lda), written as op(A) (ldb) */
            gt_op in = { 0 }, outr = { 0 };
            A = add(g, r, t, 'A', 1);
            full(&in, m, n, ld_of(c, A), om);
            full(&outr, tt ? n : m, tt ? m : n, c->a[A->pos + 2].i, om);
            unsigned char *kk = cls(A, in.nelem > outr.nelem ? in.nelem : outr.nelem);
            for (size_t e = 0; e < A->nelem; e++)
                kk[e] = e < outr.nelem && outr.cls[e] == C_IN ? C_IN
                      : e < in.nelem && in.cls[e] == C_IN ? C_FREE : C_PAD;
            A->minld = in.minld, A->minld2 = outr.minld;
            free(in.cls);
            free(outr.cls);
        } else {
            A = add(g, r, t, 'A', 0);
            full(A, m, n, ld_of(c, A), om);
            C = add(g, r, t, r->shape == SH_GEADD ? 'C' : 'B', 1);
            if (r->shape == SH_GEADD) full(C, m, n, ld_of(c, C), om);
            else full(C, tt ? n : m, tt ? m : n, ld_of(c, C), om);
        }
        all = m <= 0 || n <= 0;
        break;
    }

    /* ---- scalars by reference: each its own one-element operand ---- */
    case SH_ROTG: case SH_ROTMG: case SH_CABS1: {
        int cx = gt_complex(t);
        for (int p = 0; r->kinds[p]; p++) {
            if (r->kinds[p] != 'S' && r->kinds[p] != 'p') continue;
            /* rotg: a, b (complex: input), c (real), s; rotmg: d1, d2, x1, PARAM; cabs1: z */
            int out = r->shape == SH_ROTMG || (r->shape == SH_ROTG && !(cx && p == 1));
            gt_op *o = add(g, r, t, r->kinds[p], out);
            o->pos = p;
            o->real = r->shape == SH_ROTG && p == 2;
            if (o->real) o->esz = gt_esz(t & 1);
            memset(cls(o, r->kinds[p] == 'p' ? 5 : 1), C_IN, r->kinds[p] == 'p' ? 5 : 1);
        }
        break;
    }

    /* ---- level 1 ---- */
    default: {
        int sh = r->shape;
        int outx = sh == SH_ROT || sh == SH_ROTM || sh == SH_SWAP || sh == SH_SCAL || sh == SH_RSCAL;
        int hasy = at(r, 'y', 0) >= 0;
        int outy = hasy && !(sh == SH_DOT || sh == SH_DOTU || sh == SH_DOTC || sh == SH_SDSDOT ||
                             sh == SH_DSDOT);
        int64_t incx = c->a[at(r, 'x', 0) + 1].i;
        vecop(g, r, t, c, 'x', n, outx);
        if (hasy) vecop(g, r, t, c, 'y', n, outy);
        all = n <= 0;
        if (sh == SH_SCAL || sh == SH_RSCAL || sh == SH_ASUM || sh == SH_IAMAX) all |= incx <= 0;
        if (sh == SH_AXPY) all |= alpha0;
        if (sh == SH_ROTM) {
            gt_op *p = add(g, r, t, 'p', 0);
            unsigned char *kk = cls(p, 5);
            memset(kk, C_IN, 5);
            /* flag -2: the identity, nothing but PARAM(1) is read */
            if (creal(c->a[p->pos].z) == -2) all = 1; /* the guard test puts PARAM(1) in z */
            for (int i = 0; i < g->nops; i++)
                if (g->op[i].kind != 'p') g->op[i].untouched = all;
            g->quick = all;
            return 0;
        }
        g->kdim = (int)(n > 1 ? n : 1);
        break;
    }
    }
    for (int i = 0; i < g->nops; i++) {
        gt_op *o = &g->op[i];
        if (all || (ins && !o->out)) o->untouched = 1;
    }
    g->quick = all;
    return 0;
#undef V
#undef F
}
