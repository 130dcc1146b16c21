/*
 * The self-check of steadyblas-info (see selfcheck.h).
 *
 * Every routine is called through CBLAS exactly as a program would, on matrices with
 * padded leading dimensions (the padding must come back untouched), in both layouts, with
 * shapes chosen around the active kernel set's MR, NR, MC and KC (the edge tiles and the
 * block boundaries are where kernels go wrong).  The reference is computed here in double
 * complex arithmetic for all four types.  An element passes when
 *
 *     |got - want| <= 8 (k + 2) eps |want|_bound
 *
 * where |want|_bound is the same sum taken over absolute values (|re| + |im|) and eps is
 * the type's machine epsilon: the usual error bound of a length-k dot product with room
 * for the reference's own rounding.  A kernel that is wrong is wrong by far more.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cblas.h"
#include "selfcheck.h"

typedef double complex cplx;
enum { S, D, C, Z };
static const char tchar[] = "sdcz";
static const size_t esize[] = {4, 8, 8, 16};

static int cx(int t) { return t >= C; }
static double teps(int t) { return t == S || t == C ? FLT_EPSILON : DBL_EPSILON; }
static double mag(cplx v) { return fabs(creal(v)) + fabs(cimag(v)); }

/* ---- values ------------------------------------------------------------------------- */

static unsigned long long rng = 0x9e3779b97f4a7c15ull;
static double urand(void)   /* uniform in [-1, 1) */
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / (double)(1ull << 52) - 1.0;
}

static cplx get(int t, const void *p, long i)
{
    switch (t) {
    case S: return ((const float *)p)[i];
    case D: return ((const double *)p)[i];
    case C: return ((const float complex *)p)[i];
    default: return ((const double complex *)p)[i];
    }
}

static void put(int t, void *p, long i, cplx v)
{
    switch (t) {
    case S: ((float *)p)[i] = (float)creal(v); break;
    case D: ((double *)p)[i] = creal(v); break;
    case C: ((float complex *)p)[i] = (float complex)v; break;
    default: ((double complex *)p)[i] = v; break;
    }
}

static cplx rand_val(int t) { return cx(t) ? CMPLX(urand(), urand()) : urand(); }

/* A scalar argument: by value for real types, by pointer for complex ones. */
typedef union {
    float s;
    double d;
    float complex c;
    double complex z;
} scal;
static scal mk(int t, cplx v)
{
    scal u;
    memset(&u, 0, sizeof u);
    put(t, &u, 0, v);
    return u;
}

/* ---- matrices ----------------------------------------------------------------------- */

typedef struct {
    int t, rowmajor;
    long rows, cols, ld, len;
    void *p;
} mat;

static long at(const mat *M, long i, long j) { return M->rowmajor ? i * M->ld + j : i + j * M->ld; }
static cplx mget(const mat *M, long i, long j) { return get(M->t, M->p, at(M, i, j)); }

/* rows x cols, leading dimension padded by pad, filled with random values */
static mat new_mat(int t, long rows, long cols, int rowmajor, long pad)
{
    mat M = {t, rowmajor, rows, cols, (rowmajor ? cols : rows) + pad, 0, NULL};
    if (M.ld < 1) M.ld = 1;
    M.len = M.ld * (rowmajor ? rows : cols);
    if (M.len < 1) M.len = 1;
    M.p = malloc(M.len * esize[t]);
    if (!M.p) { perror("steadyblas-info"); exit(2); }
    for (long i = 0; i < M.len; i++) put(t, M.p, i, rand_val(t));
    return M;
}

static mat copy_mat(const mat *M)
{
    mat R = *M;
    R.p = malloc(M->len * esize[M->t]);
    if (!R.p) { perror("steadyblas-info"); exit(2); }
    memcpy(R.p, M->p, M->len * esize[M->t]);
    return R;
}

/* op(M) as a dense row-major array: trans 'N', 'T' or 'C' */
static cplx *op_dense(const mat *M, char trans, long *r, long *c)
{
    *r = trans == 'N' ? M->rows : M->cols;
    *c = trans == 'N' ? M->cols : M->rows;
    cplx *o = malloc((*r * *c + 1) * sizeof *o);
    if (!o) { perror("steadyblas-info"); exit(2); }
    for (long i = 0; i < *r; i++)
        for (long j = 0; j < *c; j++) {
            cplx v = trans == 'N' ? mget(M, i, j) : mget(M, j, i);
            o[i * *c + j] = trans == 'C' ? conj(v) : v;
        }
    return o;
}

/* Is storage element e of M inside its rows x cols part? */
static int inside(const mat *M, long e)
{
    long major = e / M->ld, minor = e % M->ld;
    return M->rowmajor ? major < M->rows && minor < M->cols
                       : major < M->cols && minor < M->rows;
}

/* ---- recording ---------------------------------------------------------------------- */

static sb_check_group *grp;
static int call_bad;
static char call_note[200];

static void begin(sb_check_group *g) { grp = g; call_bad = 0; call_note[0] = 0; }

static void note_bad(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void note_bad(const char *fmt, ...)
{
    if (!call_bad) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(call_note, sizeof call_note, fmt, ap);
        va_end(ap);
    }
    call_bad = 1;
}

/* Compare one element; bound is the absolute-value sum of the terms of want. */
static void elem(int t, cplx got, cplx want, double bound, long k, long i, long j)
{
    const double tol = 8.0 * (double)(k + 2) * teps(t) * bound;
    const double err = mag(got - want);
    if (tol > 0 && err / tol > grp->worst) grp->worst = err / tol;
    if (!(err <= tol))
        note_bad("element (%ld,%ld) is %.9g%+.9gi, expected %.9g%+.9gi", i, j, creal(got),
                 cimag(got), creal(want), cimag(want));
}

/* Elements of M outside the rows x cols part (and, if tri is 'U' or 'L', outside that
 * triangle of a square part) must be bit for bit those of M0. */
static void untouched(const mat *M, const mat *M0, char tri)
{
    const size_t es = esize[M->t];
    for (long e = 0; e < M->len; e++) {
        long major = e / M->ld, minor = e % M->ld;
        long i = M->rowmajor ? major : minor, j = M->rowmajor ? minor : major;
        int mine = inside(M, e) && (tri == 'U' ? i <= j : tri == 'L' ? i >= j : 1);
        if (!mine && memcmp((char *)M->p + e * es, (char *)M0->p + e * es, es)) {
            note_bad("wrote outside its part of the output (element %ld of the array)", e);
            return;
        }
    }
}

static void end(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void end(const char *fmt, ...)
{
    grp->calls++;
    if (!call_bad) return;
    if (!grp->failed++) {
        char what[120];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(what, sizeof what, fmt, ap);
        va_end(ap);
        snprintf(grp->first_failure, sizeof grp->first_failure, "%s: %s", what, call_note);
    }
}

static CBLAS_TRANSPOSE cbt(char c)
{
    return c == 'N' ? CblasNoTrans : c == 'T' ? CblasTrans : CblasConjTrans;
}
static CBLAS_LAYOUT lay(int rowmajor) { return rowmajor ? CblasRowMajor : CblasColMajor; }

/* ---- gemm --------------------------------------------------------------------------- */

static void call_gemm(int t, int rm, char ta, char tb, long m, long n, long k, scal al,
                      const mat *A, const mat *B, scal be, mat *Cm)
{
    switch (t) {
    case S: cblas_sgemm(lay(rm), cbt(ta), cbt(tb), m, n, k, al.s, A->p, A->ld, B->p, B->ld,
                        be.s, Cm->p, Cm->ld); break;
    case D: cblas_dgemm(lay(rm), cbt(ta), cbt(tb), m, n, k, al.d, A->p, A->ld, B->p, B->ld,
                        be.d, Cm->p, Cm->ld); break;
    case C: cblas_cgemm(lay(rm), cbt(ta), cbt(tb), m, n, k, &al.c, A->p, A->ld, B->p, B->ld,
                        &be.c, Cm->p, Cm->ld); break;
    default: cblas_zgemm(lay(rm), cbt(ta), cbt(tb), m, n, k, &al.z, A->p, A->ld, B->p, B->ld,
                         &be.z, Cm->p, Cm->ld); break;
    }
}

static void check_gemm(sb_check_group *g, int t, int rm, char ta, char tb, long m, long n,
                       long k, cplx alpha, cplx beta)
{
    begin(g);
    mat A = ta == 'N' ? new_mat(t, m, k, rm, 3) : new_mat(t, k, m, rm, 3);
    mat B = tb == 'N' ? new_mat(t, k, n, rm, 2) : new_mat(t, n, k, rm, 2);
    mat Cm = new_mat(t, m, n, rm, 5);
    if (beta == 0)   /* beta = 0: C is not read, NaN in it does not survive */
        for (long e = 0; e < Cm.len; e++)
            if (inside(&Cm, e)) put(t, Cm.p, e, NAN);
    mat C0 = copy_mat(&Cm);
    long r, c;
    cplx *oa = op_dense(&A, ta, &r, &c), *ob = op_dense(&B, tb, &r, &c);
    call_gemm(t, rm, ta, tb, m, n, k, mk(t, alpha), &A, &B, mk(t, beta), &Cm);
    for (long i = 0; i < m && !call_bad; i++)
        for (long j = 0; j < n; j++) {
            cplx s = 0;
            double bound = 0;
            for (long p = 0; p < k; p++) {
                s += oa[i * k + p] * ob[p * n + j];
                bound += mag(oa[i * k + p]) * mag(ob[p * n + j]);
            }
            cplx want = alpha * s;
            bound *= mag(alpha);
            if (beta != 0) {
                want += beta * mget(&C0, i, j);
                bound += mag(beta) * mag(mget(&C0, i, j));
            }
            elem(t, mget(&Cm, i, j), want, bound, k, i, j);
        }
    untouched(&Cm, &C0, 0);
    end("%cgemm %s %c%c m=%ld n=%ld k=%ld", tchar[t], rm ? "row-major" : "col-major", ta, tb,
        m, n, k);
    free(A.p), free(B.p), free(Cm.p), free(C0.p), free(oa), free(ob);
}

static void run_gemm(sb_check_group *g, const steadyblas_info_t *in)
{
    static const char tr[][3] = {"NN", "NT", "TN", "TT", "CN", "NC", "CT", "TC"};
    for (int t = S; t <= Z; t++) {
        const steadyblas_blocking_t *b = &in->blocking[t];
        const long mr = b->mr > 0 ? b->mr : 8, nr = b->nr > 0 ? b->nr : 8;
        const long kc = b->kc > 0 && b->kc < 600 ? b->kc : 256;
        const long mc = b->mc > 0 && b->mc < 600 ? b->mc : 128;
        /* m, n, k: a single element, sizes below and just above one tile, a k crossing
           the KC slice, an m crossing the MC block, and one big enough to run threaded */
        const long shapes[][3] = {
            {1, 1, 1}, {1, 7, 5}, {7, 1, 9}, {3, 5, 0}, {mr - 1, nr - 1, 4},
            {mr + 1, nr + 1, 17}, {2 * mr + 3, 3 * nr - 1, kc + 7}, {mc + 5, nr + 2, 24},
            {37, 29, 2 * kc + 1}, {200, 150, 120},
        };
        const int ns = sizeof shapes / sizeof shapes[0];
        const cplx alphas[] = {1, -0.5, cx(t) ? CMPLX(0.75, -0.25) : 2};
        const cplx betas[] = {0, 1, cx(t) ? CMPLX(-0.5, 0.5) : 0.25};
        for (int s = 0; s < ns; s++) {
            const long *d = shapes[s];
            const char *x = tr[(s + t) % (cx(t) ? 8 : 4)];
            check_gemm(g, t, s & 1, x[0], x[1], d[0] < 1 ? 1 : d[0], d[1] < 1 ? 1 : d[1],
                       d[2], alphas[s % 3], betas[(s + t) % 3]);
        }
        /* every transpose pair once on a small edge shape */
        for (int x = 0; x < (cx(t) ? 8 : 4); x++)
            check_gemm(g, t, x & 1, tr[x][0], tr[x][1], mr + 2, nr + 3, 11, alphas[x % 3],
                       betas[(x + 1) % 3]);
    }
    g->types = "s d c z";
}

/* ---- syrk and herk ------------------------------------------------------------------ */

static void call_syrk(int t, int herm, int rm, char uplo, char tr, long n, long k, cplx al,
                      const mat *A, cplx be, mat *Cm)
{
    const CBLAS_UPLO u = uplo == 'U' ? CblasUpper : CblasLower;
    scal a = mk(t, al), b = mk(t, be);
    if (herm && t == C)
        cblas_cherk(lay(rm), u, cbt(tr), n, k, (float)creal(al), A->p, A->ld,
                    (float)creal(be), Cm->p, Cm->ld);
    else if (herm)
        cblas_zherk(lay(rm), u, cbt(tr), n, k, creal(al), A->p, A->ld, creal(be), Cm->p,
                    Cm->ld);
    else if (t == S)
        cblas_ssyrk(lay(rm), u, cbt(tr), n, k, a.s, A->p, A->ld, b.s, Cm->p, Cm->ld);
    else if (t == D)
        cblas_dsyrk(lay(rm), u, cbt(tr), n, k, a.d, A->p, A->ld, b.d, Cm->p, Cm->ld);
    else if (t == C)
        cblas_csyrk(lay(rm), u, cbt(tr), n, k, &a.c, A->p, A->ld, &b.c, Cm->p, Cm->ld);
    else
        cblas_zsyrk(lay(rm), u, cbt(tr), n, k, &a.z, A->p, A->ld, &b.z, Cm->p, Cm->ld);
}

/* C := alpha op(A) op(A)^T + beta C (^H and real alpha, beta for herk), one triangle */
static void check_syrk(sb_check_group *g, int t, int herm, int rm, char uplo, char tr,
                       long n, long k, cplx alpha, cplx beta)
{
    begin(g);
    mat A = tr == 'N' ? new_mat(t, n, k, rm, 2) : new_mat(t, k, n, rm, 2);
    mat Cm = new_mat(t, n, n, rm, 3), C0 = copy_mat(&Cm);
    long r, c;
    cplx *oa = op_dense(&A, tr == 'N' ? 'N' : herm ? 'C' : 'T', &r, &c);
    call_syrk(t, herm, rm, uplo, herm && tr != 'N' ? 'C' : tr, n, k, alpha, &A, beta, &Cm);
    for (long i = 0; i < n && !call_bad; i++)
        for (long j = 0; j < n; j++) {
            if (uplo == 'U' ? i > j : i < j) continue;
            cplx s = 0;
            double bound = 0;
            for (long p = 0; p < k; p++) {
                cplx bj = herm ? conj(oa[j * k + p]) : oa[j * k + p];
                s += oa[i * k + p] * bj;
                bound += mag(oa[i * k + p]) * mag(bj);
            }
            cplx c0 = mget(&C0, i, j);
            if (herm && i == j) c0 = creal(c0);   /* herk ignores the diagonal's imaginary part */
            cplx want = alpha * s + (beta != 0 ? beta * c0 : 0);
            if (herm && i == j) want = creal(want);
            elem(t, mget(&Cm, i, j), want, mag(alpha) * bound + mag(beta) * mag(c0), k, i, j);
        }
    untouched(&Cm, &C0, uplo);
    end("%c%s %s uplo=%c trans=%c n=%ld k=%ld", tchar[t], herm ? "herk" : "syrk",
        rm ? "row-major" : "col-major", uplo, tr, n, k);
    free(A.p), free(Cm.p), free(C0.p), free(oa);
}

static void run_syrk(sb_check_group *g, const steadyblas_info_t *in)
{
    for (int t = S; t <= Z; t++) {
        const steadyblas_blocking_t *b = &in->blocking[t];
        const long mr = b->mr > 0 ? b->mr : 8;
        const long kc = b->kc > 0 && b->kc < 600 ? b->kc : 256;
        const long shapes[][2] = {{1, 1}, {5, 3}, {mr + 1, 9}, {2 * mr + 5, kc + 3}, {150, 90}};
        for (int s = 0; s < 5; s++)
            for (int v = 0; v < 2; v++) {
                const char uplo = v ? 'U' : 'L', tr = (s + v) & 1 ? 'T' : 'N';
                check_syrk(g, t, 0, (s + v) & 1, uplo, tr, shapes[s][0], shapes[s][1],
                           v ? -0.5 : (cx(t) ? CMPLX(1, 0.5) : 1), s & 1 ? 0.25 : 0);
                if (cx(t))
                    check_syrk(g, t, 1, s & 1, uplo, tr, shapes[s][0], shapes[s][1],
                               v ? 2 : -1, s & 1 ? 0 : 0.5);
            }
    }
    g->types = "s d c z (syrk), c z (herk)";
}

/* ---- trsm --------------------------------------------------------------------------- */

static void call_trsm(int t, int rm, char side, char uplo, char tr, char diag, long m, long n,
                      cplx al, const mat *A, mat *B)
{
    const CBLAS_SIDE sd = side == 'L' ? CblasLeft : CblasRight;
    const CBLAS_UPLO u = uplo == 'U' ? CblasUpper : CblasLower;
    const CBLAS_DIAG dg = diag == 'U' ? CblasUnit : CblasNonUnit;
    scal a = mk(t, al);
    switch (t) {
    case S: cblas_strsm(lay(rm), sd, u, cbt(tr), dg, m, n, a.s, A->p, A->ld, B->p, B->ld); break;
    case D: cblas_dtrsm(lay(rm), sd, u, cbt(tr), dg, m, n, a.d, A->p, A->ld, B->p, B->ld); break;
    case C: cblas_ctrsm(lay(rm), sd, u, cbt(tr), dg, m, n, &a.c, A->p, A->ld, B->p, B->ld); break;
    default: cblas_ztrsm(lay(rm), sd, u, cbt(tr), dg, m, n, &a.z, A->p, A->ld, B->p, B->ld); break;
    }
}

/* Solve op(A) X = alpha B (left) or X op(A) = alpha B (right) and check the residual
 * against alpha B, elementwise (a triangular solve is backward stable elementwise). */
static void check_trsm(sb_check_group *g, int t, int rm, char side, char uplo, char tr,
                       char diag, long m, long n, cplx alpha)
{
    begin(g);
    const long ka = side == 'L' ? m : n;
    mat A = new_mat(t, ka, ka, rm, 2);
    /* a well-conditioned triangle: small off-diagonal entries, diagonal near 1; the other
       triangle holds values that would show if they were read */
    for (long i = 0; i < ka; i++)
        for (long j = 0; j < ka; j++) {
            cplx v = mget(&A, i, j);
            if (i == j) v = diag == 'U' ? 1e3 : 1.5 + 0.5 * v;
            else if (uplo == 'U' ? i < j : i > j) v /= (double)ka;
            else v = 1e3;
            put(t, A.p, at(&A, i, j), v);
        }
    mat B = new_mat(t, m, n, rm, 3), B0 = copy_mat(&B);
    call_trsm(t, rm, side, uplo, tr, diag, m, n, alpha, &A, &B);
    /* op(A) with the unit diagonal and the unused triangle as the routine sees them */
    mat T = copy_mat(&A);
    for (long i = 0; i < ka; i++)
        for (long j = 0; j < ka; j++)
            if (i == j ? diag == 'U' : (uplo == 'U' ? i > j : i < j))
                put(t, T.p, at(&T, i, j), i == j ? 1 : 0);
    long r, c;
    cplx *oa = op_dense(&T, tr, &r, &c);
    for (long i = 0; i < m && !call_bad; i++)
        for (long j = 0; j < n; j++) {
            cplx s = 0;
            double bound = 0;
            for (long p = 0; p < ka; p++) {
                cplx x = side == 'L' ? oa[i * ka + p] * mget(&B, p, j)
                                     : mget(&B, i, p) * oa[p * ka + j];
                s += x;
                bound += side == 'L' ? mag(oa[i * ka + p]) * mag(mget(&B, p, j))
                                     : mag(mget(&B, i, p)) * mag(oa[p * ka + j]);
            }
            cplx want = alpha * mget(&B0, i, j);
            elem(t, s, want, bound + mag(want), ka, i, j);
        }
    untouched(&B, &B0, 0);
    end("%ctrsm %s side=%c uplo=%c trans=%c diag=%c m=%ld n=%ld", tchar[t],
        rm ? "row-major" : "col-major", side, uplo, tr, diag, m, n);
    free(A.p), free(B.p), free(B0.p), free(T.p), free(oa);
}

static void run_trsm(sb_check_group *g, const steadyblas_info_t *in)
{
    for (int t = S; t <= Z; t++) {
        const long mr = in->blocking[t].mr > 0 ? in->blocking[t].mr : 8;
        const long nr = in->blocking[t].nr > 0 ? in->blocking[t].nr : 8;
        const long shapes[][2] = {{1, 1}, {mr - 1, nr + 1}, {mr + 3, 5}, {3 * mr + 1, 2 * nr + 3},
                                  {130, 70}};
        for (int s = 0; s < 5; s++)
            for (int v = 0; v < 4; v++) {
                const char side = v & 1 ? 'R' : 'L', uplo = v & 2 ? 'U' : 'L';
                const char tr = (s + v) % 3 == 0 ? 'N' : (s + v) % 3 == 1 ? 'T' : cx(t) ? 'C' : 'T';
                check_trsm(g, t, (s + v) & 1, side, uplo, tr, s & 1 ? 'U' : 'N', shapes[s][0],
                           shapes[s][1], v & 1 ? 1 : (cx(t) ? CMPLX(0.5, -1) : -2));
            }
    }
    g->types = "s d c z";
}

/* ---- gemv --------------------------------------------------------------------------- */

/* element i of a vector of length len with increment inc (negative: from the end) */
static long vi(long i, long len, long inc) { return inc > 0 ? i * inc : (len - 1 - i) * -inc; }

static void check_gemv(sb_check_group *g, int t, int rm, char tr, long m, long n, long incx,
                       long incy, cplx alpha, cplx beta)
{
    begin(g);
    mat A = new_mat(t, m, n, rm, 2);
    const long lx = tr == 'N' ? n : m, ly = tr == 'N' ? m : n;
    mat X = new_mat(t, 1, lx * labs(incx), 0, 0), Y = new_mat(t, 1, ly * labs(incy), 0, 0);
    if (beta == 0)
        for (long i = 0; i < ly; i++) put(t, Y.p, vi(i, ly, incy), NAN);
    mat Y0 = copy_mat(&Y);
    scal a = mk(t, alpha), b = mk(t, beta);
    switch (t) {
    case S: cblas_sgemv(lay(rm), cbt(tr), m, n, a.s, A.p, A.ld, X.p, incx, b.s, Y.p, incy); break;
    case D: cblas_dgemv(lay(rm), cbt(tr), m, n, a.d, A.p, A.ld, X.p, incx, b.d, Y.p, incy); break;
    case C: cblas_cgemv(lay(rm), cbt(tr), m, n, &a.c, A.p, A.ld, X.p, incx, &b.c, Y.p, incy); break;
    default:
        cblas_zgemv(lay(rm), cbt(tr), m, n, &a.z, A.p, A.ld, X.p, incx, &b.z, Y.p, incy);
        break;
    }
    long r, c;
    cplx *oa = op_dense(&A, tr, &r, &c);
    for (long i = 0; i < ly && !call_bad; i++) {
        cplx s = 0;
        double bound = 0;
        for (long p = 0; p < lx; p++) {
            cplx x = get(t, X.p, vi(p, lx, incx));
            s += oa[i * lx + p] * x;
            bound += mag(oa[i * lx + p]) * mag(x);
        }
        cplx y0 = get(t, Y0.p, vi(i, ly, incy));
        cplx want = alpha * s + (beta != 0 ? beta * y0 : 0);
        elem(t, get(t, Y.p, vi(i, ly, incy)), want,
             mag(alpha) * bound + (beta != 0 ? mag(beta) * mag(y0) : 0), lx, i, 0);
    }
    for (long e = 0; e < Y.len; e++)   /* the elements between the increments */
        if (e % labs(incy) && memcmp((char *)Y.p + e * esize[t], (char *)Y0.p + e * esize[t],
                                     esize[t]))
            note_bad("wrote between the elements of y (element %ld)", e);
    end("%cgemv %s trans=%c m=%ld n=%ld incx=%ld incy=%ld", tchar[t],
        rm ? "row-major" : "col-major", tr, m, n, incx, incy);
    free(A.p), free(X.p), free(Y.p), free(Y0.p), free(oa);
}

static void run_gemv(sb_check_group *g, const steadyblas_info_t *in)
{
    (void)in;
    const long shapes[][2] = {{1, 1}, {7, 3}, {33, 65}, {130, 17}, {300, 257}};
    const long incs[][2] = {{1, 1}, {2, -1}, {-3, 2}, {1, 3}};
    for (int t = S; t <= Z; t++)
        for (int s = 0; s < 5; s++)
            for (int v = 0; v < 3; v++) {
                const char tr = v == 0 ? 'N' : v == 1 ? 'T' : cx(t) ? 'C' : 'N';
                const long *inc = incs[(s + v) % 4];
                check_gemv(g, t, (s + v) & 1, tr, shapes[s][0], shapes[s][1], inc[0], inc[1],
                           v == 1 ? -1 : (cx(t) ? CMPLX(0.5, 0.25) : 0.75), s & 1 ? 0 : 1);
            }
    g->types = "s d c z";
}

/* ---- level 1: dot, nrm2, axpy, iamax -------------------------------------------------- */

static void check_dot(sb_check_group *g, int t, int conjx, long n, long incx, long incy)
{
    begin(g);
    mat X = new_mat(t, 1, n * labs(incx) + 1, 0, 0), Y = new_mat(t, 1, n * labs(incy) + 1, 0, 0);
    cplx got;
    switch (t) {
    case S: got = cblas_sdot(n, X.p, incx, Y.p, incy); break;
    case D: got = cblas_ddot(n, X.p, incx, Y.p, incy); break;
    case C: {
        float complex r;
        (conjx ? cblas_cdotc_sub : cblas_cdotu_sub)(n, X.p, incx, Y.p, incy, &r);
        got = r;
        break;
    }
    default: {
        double complex r;
        (conjx ? cblas_zdotc_sub : cblas_zdotu_sub)(n, X.p, incx, Y.p, incy, &r);
        got = r;
        break;
    }
    }
    cplx s = 0;
    double bound = 0;
    for (long i = 0; i < n; i++) {
        cplx x = get(t, X.p, vi(i, n, incx)), y = get(t, Y.p, vi(i, n, incy));
        s += (conjx ? conj(x) : x) * y;
        bound += mag(x) * mag(y);
    }
    elem(t, got, s, bound, n, 0, 0);
    end("%cdot%s n=%ld incx=%ld incy=%ld", tchar[t], cx(t) ? (conjx ? "c" : "u") : "", n, incx,
        incy);
    free(X.p), free(Y.p);
}

/* nrm2 of values scaled by 2^e: no overflow or underflow where the result is representable */
static void check_nrm2(sb_check_group *g, int t, long n, long inc, int e)
{
    begin(g);
    mat X = new_mat(t, 1, n * labs(inc) + 1, 0, 0);
    for (long i = 0; i < X.len; i++) put(t, X.p, i, ldexp(1, e) * get(t, X.p, i));
    double got;
    switch (t) {
    case S: got = cblas_snrm2(n, X.p, inc); break;
    case D: got = cblas_dnrm2(n, X.p, inc); break;
    case C: got = cblas_scnrm2(n, X.p, inc); break;
    default: got = cblas_dznrm2(n, X.p, inc); break;
    }
    long double ss = 0;   /* scaled back by 2^-e: exact, and no overflow here */
    for (long i = 0; i < (inc > 0 ? n : 0); i++) {
        cplx x = get(t, X.p, i * inc);
        long double re = ldexpl(creal(x), -e), im = ldexpl(cimag(x), -e);
        ss += re * re + im * im;
    }
    const double want = (double)ldexpl(sqrtl(ss), e);
    elem(t, got, want, want, n, 0, 0);
    static const char *const prefix[] = {"s", "d", "sc", "dz"};
    end("%snrm2 n=%ld inc=%ld values of magnitude 2^%d", prefix[t], n, inc, e);
    free(X.p);
}

static void check_axpy(sb_check_group *g, int t, long n, long incx, long incy, cplx alpha)
{
    begin(g);
    mat X = new_mat(t, 1, n * labs(incx) + 1, 0, 0), Y = new_mat(t, 1, n * labs(incy) + 1, 0, 0);
    mat Y0 = copy_mat(&Y);
    scal a = mk(t, alpha);
    switch (t) {
    case S: cblas_saxpy(n, a.s, X.p, incx, Y.p, incy); break;
    case D: cblas_daxpy(n, a.d, X.p, incx, Y.p, incy); break;
    case C: cblas_caxpy(n, &a.c, X.p, incx, Y.p, incy); break;
    default: cblas_zaxpy(n, &a.z, X.p, incx, Y.p, incy); break;
    }
    for (long i = 0; i < n; i++) {
        cplx x = get(t, X.p, vi(i, n, incx)), y0 = get(t, Y0.p, vi(i, n, incy));
        elem(t, get(t, Y.p, vi(i, n, incy)), alpha * x + y0, mag(alpha) * mag(x) + mag(y0), 1, i,
             0);
    }
    end("%caxpy n=%ld incx=%ld incy=%ld", tchar[t], n, incx, incy);
    free(X.p), free(Y.p), free(Y0.p);
}

static void check_iamax(sb_check_group *g, int t, long n, long inc, long where)
{
    begin(g);
    mat X = new_mat(t, 1, n * inc, 0, 0);
    put(t, X.p, where * inc, cx(t) ? CMPLX(-2, 1.5) : -3);   /* the largest, once */
    put(t, X.p, ((where + n / 2) % n) * inc, cx(t) ? CMPLX(1.5, -2) : 2.5);   /* a tie for c, z */
    size_t got;
    switch (t) {
    case S: got = cblas_isamax(n, X.p, inc); break;
    case D: got = cblas_idamax(n, X.p, inc); break;
    case C: got = cblas_icamax(n, X.p, inc); break;
    default: got = cblas_izamax(n, X.p, inc); break;
    }
    long want = where;
    if (cx(t) && n > 1 && (where + n / 2) % n < where)   /* the first of a tie */
        want = (where + n / 2) % n;
    if ((long)got != want) note_bad("returned %zu, expected %ld", got, want);
    end("i%camax n=%ld inc=%ld", tchar[t], n, inc);
    free(X.p);
}

static void run_level1(sb_check_group *gd, sb_check_group *gn, sb_check_group *ga,
                       sb_check_group *gi)
{
    const long ns[] = {1, 2, 7, 31, 100, 1000, 4099};
    for (int t = S; t <= Z; t++)
        for (int s = 0; s < 7; s++) {
            const long n = ns[s], inc = s % 3 == 2 ? -2 : s % 3 + 1;
            check_dot(gd, t, 0, n, inc, s & 1 ? 1 : -1);
            if (cx(t)) check_dot(gd, t, 1, n, 1, inc);
            const int big = t == S || t == C ? 100 : 600;   /* 2^big: its square overflows */
            check_nrm2(gn, t, n, inc > 0 ? inc : 1, s % 3 == 0 ? 0 : s % 3 == 1 ? big : -big);
            check_axpy(ga, t, n, inc, s & 1 ? -1 : 2, s & 1 ? (cx(t) ? CMPLX(0.5, 2) : -1.5) : 1);
            check_iamax(gi, t, n, s % 3 + 1, (n * 5) / 7);
        }
    gd->types = gn->types = ga->types = gi->types = "s d c z";
}

int sb_selfcheck(const steadyblas_info_t *info, sb_check_group *groups, int max)
{
    static const char *const names[] = {"gemm", "syrk/herk", "trsm", "gemv", "dot", "nrm2",
                                        "axpy", "iamax"};
    const int ng = sizeof names / sizeof names[0];
    if (max < ng) return 0;
    memset(groups, 0, ng * sizeof *groups);
    for (int i = 0; i < ng; i++) groups[i].name = names[i];
    run_gemm(&groups[0], info);
    run_syrk(&groups[1], info);
    run_trsm(&groups[2], info);
    run_gemv(&groups[3], info);
    run_level1(&groups[4], &groups[5], &groups[6], &groups[7]);
    return ng;
}
