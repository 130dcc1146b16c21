/*
 * Unit tests of the routines that fit no type: dsdot (float vectors, double result) in
 * its three ABIs, and lsame_.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "ut.h"

double dsdot_(const fint *, const float *, const fint *, const float *, const fint *) UT_WEAKATTR;
void dsdotsub_(const fint *, const float *, const fint *, const float *, const fint *,
               double *) UT_WEAKATTR;
UT_WEAK(cblas_dsdot);
fint lsame_(const char *, const char *, size_t, size_t) UT_WEAKATTR;

typedef double dsdot_fn(const fint *, const float *, const fint *, const float *, const fint *);
typedef void dsdotsub_fn(const fint *, const float *, const fint *, const float *, const fint *,
                         double *);
typedef double cdsdot_fn(const CBLAS_INT, const float *, const CBLAS_INT, const float *,
                         const CBLAS_INT);

/* abi: 'F' dsdot_, 'C' cblas_dsdot, 'S' dsdotsub_ (netlib only) */
static double call_dsdot(int w, char abi, fint n, const float *x, fint incx, const float *y,
                         fint incy)
{
    double r = 0;
    if (abi == 'F') r = ((dsdot_fn *)ut_fn(w, (void *)&dsdot_, "dsdot_"))(&n, x, &incx, y, &incy);
    else if (abi == 'C') r = ((cdsdot_fn *)ut_fn(w, (void *)&cblas_dsdot, "cblas_dsdot"))(n, x, incx, y, incy);
    else ((dsdotsub_fn *)ut_fn(w, (void *)&dsdotsub_, "dsdotsub_"))(&n, x, &incx, y, &incy, &r);
    return r;
}

static void chk_dsdot(int g)
{
    static const int incs[] = {1, -1, 2, -2, 3};
    (void)g;
    ut_check_begin("dsdot");
    for (int s = 0; s < UT_NVSIZES + 2; s++)
        for (int i = 0; i < 3 * 25; i++) {
            fint n = s == UT_NVSIZES ? 0 : s == UT_NVSIZES + 1 ? ut_vlarge[0][1] : ut_vsizes[s][1];
            char abi = "FCS"[i % 3];
            fint incx = incs[i / 3 % 5], incy = incs[i / 15];
            if (s == UT_NVSIZES + 1 && i % 7) continue; /* a few large ones */
            size_t lx = n ? 1 + (size_t)(n - 1) * abs(incx) : 1, ly = n ? 1 + (size_t)(n - 1) * abs(incy) : 1;
            float *x = malloc(lx * sizeof *x), *y = malloc(ly * sizeof *y);
            float *x0 = malloc(lx * sizeof *x), *y0 = malloc(ly * sizeof *y);
            float *ax = malloc(lx * sizeof *x), *ay = malloc(ly * sizeof *y);
            for (size_t j = 0; j < lx; j++) x[j] = (float)ut_urand(), ax[j] = fabsf(x[j]);
            for (size_t j = 0; j < ly; j++) y[j] = (float)ut_urand(), ay[j] = fabsf(y[j]);
            memcpy(x0, x, lx * sizeof *x), memcpy(y0, y, ly * sizeof *y);
            /* OpenBLAS 0.3.21's dsdot accumulates in single precision for unit increments
             * (relative errors of 1e-8 at n >= 33): the reference BLAS decides */
            ut_cur_ref = UT_NETLIB;
            double ours = call_dsdot(UT_OURS, abi, n, x, incx, y, incy);
            double ref = call_dsdot(UT_REF, abi, n, x, incx, y, incy);
            double mag = call_dsdot(UT_MAG, abi, n, ax, incx, ay, incy);
            double tol = 8.0 * (n + 2) * DBL_EPSILON * mag;
            if (!(fabs(ours - ref) <= tol))
                ut_case_fail("dsdot %c n=%d incx=%d incy=%d: ours %.17g ref %.17g tol %.3g", abi,
                             n, incx, incy, ours, ref, tol);
            if (memcmp(x, x0, lx * sizeof *x) || memcmp(y, y0, ly * sizeof *y))
                ut_case_fail("dsdot %c n=%d: an input was modified", abi, n);
            free(x), free(y), free(x0), free(y0), free(ax), free(ay);
            ut_ncases++;
        }
    ut_check_end();
}

typedef fint lsame_fn(const char *, const char *, size_t, size_t);

static void chk_lsame(int g)
{
    (void)g;
    ut_check_begin("lsame");
    ut_cur_ref = UT_NETLIB;
    lsame_fn *ours = (lsame_fn *)ut_fn(UT_OURS, (void *)&lsame_, "lsame_");
    lsame_fn *ref = (lsame_fn *)ut_fn(UT_REF, NULL, "lsame_");
    for (int a = 1; a < 128; a++)
        for (int b = 1; b < 128; b++) {
            char ca = (char)a, cb = (char)b;
            if (!ours(&ca, &cb, 1, 1) != !ref(&ca, &cb, 1, 1))
                ut_case_fail("lsame('%c', '%c'): ours %d ref %d", a, b, ours(&ca, &cb, 1, 1),
                             ref(&ca, &cb, 1, 1));
            ut_ncases++;
        }
    ut_check_end();
}

void xerbla_array_(const char *, const fint *, const fint *, size_t) UT_WEAKATTR;
void dgemm_(const char *, const char *, const fint *, const fint *, const fint *, const double *,
            const double *, const fint *, const double *, const fint *, const double *, double *,
            const fint *, size_t, size_t) UT_WEAKATTR;
UT_WEAK(cblas_zgemm);
typedef void xerbla_array_fn(const char *, const fint *, const fint *, size_t);

/* The error handlers are interposable (the program's replacements in ut.c receive the
 * library's reports), report the reference's numbers for a few errors, and
 * xerbla_array_ passes the name (at most 32 characters, blank-padded) and info on. */
static void chk_xerbla(int g)
{
    (void)g;
    ut_check_begin("xerbla");
    ut_cur_ref = UT_NETLIB;
    xerbla_array_fn *xa = (xerbla_array_fn *)ut_fn(UT_OURS, (void *)&xerbla_array_, "xerbla_array_");
    static const char *names[] = {"DGEMM", "ZHER2K", "", "A_NAME_LONGER_THAN_THIRTY_TWO_CHARS"};
    for (int i = 0; i < 4; i++) {
        fint len = (fint)strlen(names[i]), info = 3 + i;
        size_t keep = len < 32 ? (size_t)len : 32, tl;
        int n0 = ut_nerr;
        xa(names[i], &len, &info, 1);
        tl = strlen(ut_err_name);
        while (tl > 0 && ut_err_name[tl - 1] == ' ') tl--;
        if (ut_nerr != n0 + 1 || ut_err_info != info || tl != keep ||
            strncmp(ut_err_name, names[i], keep) != 0)
            ut_case_fail("xerbla_array_(\"%s\", %d, %d): xerbla_ got \"%s\" (length %zu), "
                         "info %d, %d call(s)", names[i], len, info, ut_err_name, ut_err_len,
                         ut_err_info, ut_nerr - n0);
        ut_ncases++;
    }
    /* reports through the replaced handlers: DGEMM with TRANSA = 'X' is argument 1;
     * cblas_zgemm with an illegal layout is argument 1 */
    double one = 1, a = 1;
    fint n = 1;
    int n0 = ut_nerr;
    ((__typeof__(&dgemm_))ut_fn(UT_OURS, (void *)&dgemm_, "dgemm_"))(
        "X", "N", &n, &n, &n, &one, &a, &n, &a, &n, &one, &a, &n, 1, 1);
    if (ut_nerr != n0 + 1 || ut_err_info != 1 || strncmp(ut_err_name, "DGEMM ", 6) != 0)
        ut_case_fail("dgemm_ with TRANSA 'X': xerbla_ got \"%s\" info %d, %d call(s)",
                     ut_err_name, ut_err_info, ut_nerr - n0);
    n0 = ut_nerr;
    double z[2] = {1, 0};
    ((__typeof__(&cblas_zgemm))ut_fn(UT_OURS, (void *)&cblas_zgemm, "cblas_zgemm"))(
        (CBLAS_LAYOUT)0, CblasNoTrans, CblasNoTrans, 1, 1, 1, z, z, 1, z, 1, z, z, 1);
    if (ut_nerr != n0 + 1 || ut_err_info != 1 || strcmp(ut_err_name, "cblas_zgemm") != 0)
        ut_case_fail("cblas_zgemm with layout 0: cblas_xerbla got \"%s\" info %d, %d call(s)",
                     ut_err_name, ut_err_info, ut_nerr - n0);
    ut_ncases += 2;
    ut_check_end();
}

#define TR_PROTO(x, T, r)                                                                     \
    void x##r##_(const char *, const char *, const char *, const char *, const fint *,          \
                 const fint *, const T *, const T *, const fint *, T *, const fint *, size_t,   \
                 size_t, size_t, size_t) UT_WEAKATTR;                                          \
    typedef __typeof__(x##r##_) x##r##_fn;
#define TR_PROTOS(r) TR_PROTO(s, float, r) TR_PROTO(d, double, r) TR_PROTO(c, float complex, r) \
    TR_PROTO(z, double complex, r)
TR_PROTOS(trmm)
TR_PROTOS(trsm)
#undef TR_PROTOS
#undef TR_PROTO

/* 0 NaN, 1 +Inf, 2 -Inf, 3 finite: the class of a value */
static int fpclass3(double v) { return isnan(v) ? 0 : isinf(v) ? (v > 0 ? 1 : 2) : 3; }

/* ?TRMM or ?TRSM (solve; which: s, d, c or z) of the double complex arrays a and b (real
 * types: their real parts), through copies of the routine's type */
static void tr_any(int w, int solve, char which, char side, char uplo, char ta, char diag, fint m,
                   fint n, double complex alpha, const double complex *a, fint lda,
                   double complex *b, fint ldb, fint ka)
{
    const size_t na = (size_t)lda * ka, nb = (size_t)ldb * n;
#define TR_VIA(x, T, conv)                                                                     \
    do {                                                                                   \
        T *ta_ = malloc(sizeof(T) * na), *tb_ = malloc(sizeof(T) * nb);                    \
        const T al_ = (T)conv(alpha);                                                      \
        for (size_t i = 0; i < na; i++) ta_[i] = (T)conv(a[i]);                            \
        for (size_t i = 0; i < nb; i++) tb_[i] = (T)conv(b[i]);                            \
        x##trmm_fn *f_ = solve ? (x##trmm_fn *)ut_fn(w, (void *)&x##trsm_, #x "trsm_")     \
                               : (x##trmm_fn *)ut_fn(w, (void *)&x##trmm_, #x "trmm_");    \
        f_(&side, &uplo, &ta, &diag, &m, &n, &al_, ta_, &lda, tb_, &ldb, 1, 1, 1, 1);      \
        for (size_t i = 0; i < nb; i++) b[i] = tb_[i];                                     \
        free(ta_), free(tb_);                                                              \
    } while (0)
#define AS_IS(v) (v)
    switch (which) {
    case 's': TR_VIA(s, float, creal); break;
    case 'd': TR_VIA(d, double, creal); break;
    case 'c': TR_VIA(c, float complex, AS_IS); break;
    default: TR_VIA(z, double complex, AS_IS); break;
    }
#undef AS_IS
#undef TR_VIA
}

/* The flags of TRMM/TRSM form f (0..23; 16..23 conjugate-transposed, complex only):
 * bit 0 side R, bit 1 uplo U, bit 2 transposed, bit 3 unit diagonal. */
static void tr_form(int f, char *side, char *uplo, char *ta, char *diag)
{
    *side = f & 1 ? 'R' : 'L';
    *uplo = f & 2 ? 'U' : 'L';
    *ta = f >= 16 ? 'C' : f & 4 ? 'T' : 'N';
    *diag = f & 8 ? 'U' : 'N';
}

/* ?TRMM (solve: ?TRSM) with an Inf or a NaN in some elements of B (complex: in either
 * part, or Inf + 0i), zeros among A's and B's elements, on every path: the reference's
 * own loop for the
 * tiniest (trmm_tiny), the small path and the blocked ones (trmm_t.c: trmm_flat, with the
 * set's gemm_ukr_trk or its check of each packed block of B; trmm_cols's check of all of
 * B for the others, complex flat ones included).  Each component of the result is NaN,
 * +Inf, -Inf or finite as the reference's, and the finite ones agree.  The reference's
 * loops never multiply by the other triangle (the driver's zero-padded diagonal tiles
 * would: 0 times Inf is NaN), skip a zero x_k (side L, not transposed) and a zero element
 * of A (side R), multiply by alpha first (side L not transposed, side R) or last (side L
 * transposed), and multiply a complex element by a unit diagonal's alpha (Inf + 0i times
 * (1, 0) is Inf + NaN i) except where that is exactly 1 (side R transposed): the driver
 * follows each (tr_exact) wherever B is not finite. */
static void tr_special(int solve)
{
    ut_cur_ref = UT_NETLIB;
    /* rows of T: the tiniest (with 4 right-hand sides), the small path, blocked */
    static const fint ms[] = {3, 40, 600, 1000};
    const double vals[] = {NAN, INFINITY, -INFINITY};
    for (int ti = 0; ti < 4; ti++)
    for (int mi = 0; mi < 4; mi++)
    for (int ai = 0; ai < 2; ai++)
        for (int f = 0; f < 24; f++) {
            const char which = "sdcz"[ti];
            const int cx = ti >= 2;
            if (f >= 16 && !cx) continue;   /* C: complex only */
            if (ms[mi] == 1000 && (cx || ai)) continue;   /* the largest: d and s, one alpha */
            char side, uplo, ta, diag;
            tr_form(f, &side, &uplo, &ta, &diag);
            const fint rhs = ms[mi] == 3 ? 4 : 24;
            const fint m = side == 'L' ? ms[mi] : rhs, n = side == 'L' ? rhs : ms[mi];
            const fint ka = side == 'L' ? m : n, lda = ka, ldb = m;
            const double complex alpha = ai ? (cx ? CMPLX(0.5, -1.5) : 0.5) : 1;
            const double tol = (which == 'd' || which == 'z' ? 1e-12 : 1e-4) * (1 + ka) *
                               (solve ? 100 : 1);
            double complex *a = malloc(sizeof *a * lda * ka), *b = malloc(sizeof *b * ldb * n);
            double complex *r = malloc(sizeof *r * ldb * n);
            /* a quarter of A's elements zero, an eighth of B's; a solve's T well
             * conditioned (its diagonal 1.5, the rest scaled by 1 / ka), but with zeros on
             * the diagonal in one case of eight (singular: the reference divides by them) */
            for (fint i = 0; i < lda * ka; i++)
                a[i] = ut_irand(4) ? CMPLX(0.5 + 0.5 * fabs(ut_urand()), cx ? ut_urand() : 0) : 0;
            if (solve) {
                const int singular = (mi + ai + f) % 8 == 3;
                for (fint i = 0; i < lda * ka; i++) a[i] /= ka;
                for (fint d = 0; d < ka; d++)
                    a[d + d * lda] = singular && d % 7 == 3 ? 0 : CMPLX(1.5, cx ? 0.5 : 0);
            }
            for (fint i = 0; i < ldb * n; i++)
                b[i] = ut_irand(8) ? CMPLX(ut_urand(), cx ? ut_urand() : 0) : 0;
            /* specials at rows (side L) or columns (side R) inside tiles, a few lines */
            for (int s = 0; s < 6; s++) {
                const fint q = (fint)((s * 131 + 7) % ka), o = (fint)((s * 5 + 3) % (side == 'L' ? n : m));
                double complex *e = &b[side == 'L' ? q + o * ldb : o + q * ldb];
                const double v = vals[(s + mi + f) % 3];
                *e = !cx        ? v
                     : s % 3 == 0 ? CMPLX(v, 0)
                     : s % 3 == 1 ? CMPLX(creal(*e), v)
                                  : CMPLX(v, cimag(*e));
            }
            memcpy(r, b, sizeof *b * ldb * n);
            tr_any(UT_OURS, solve, which, side, uplo, ta, diag, m, n, alpha, a, lda, b, ldb, ka);
            tr_any(UT_REF, solve, which, side, uplo, ta, diag, m, n, alpha, a, lda, r, ldb, ka);
            int bad = 0;
            for (fint i = 0; i < ldb * n && !bad; i++)
                for (int part = 0; part < 1 + cx && !bad; part++) {
                    const double o = part ? cimag(b[i]) : creal(b[i]);
                    const double x = part ? cimag(r[i]) : creal(r[i]);
                    const int co = fpclass3(o), cr = fpclass3(x);
                    if (co != cr || (cr == 3 && !(fabs(o - x) <= tol))) {
                        ut_case_fail("%ctr%s %c%c%c%c m=%d n=%d alpha (%g, %g): element (%d, "
                                     "%d) %s part: ours %g ref %g",
                                     which, solve ? "sm" : "mm", side, uplo, ta, diag, m, n,
                                     creal(alpha),
                                     cimag(alpha), (int)(i % ldb), (int)(i / ldb),
                                     part ? "imaginary" : "real", o, x);
                        bad = 1;
                    }
                }
            free(a), free(b), free(r);
            ut_ncases++;
        }
}

void cgemm_(const char *, const char *, const fint *, const fint *, const fint *,
            const float complex *, const float complex *, const fint *, const float complex *,
            const fint *, const float complex *, float complex *, const fint *, size_t,
            size_t) UT_WEAKATTR;
void zgemm_(const char *, const char *, const fint *, const fint *, const fint *,
            const double complex *, const double complex *, const fint *,
            const double complex *, const fint *, const double complex *, double complex *,
            const fint *, size_t, size_t) UT_WEAKATTR;
typedef __typeof__(zgemm_) zgemm_fn;
typedef __typeof__(cgemm_) cgemm_fn;

/* CGEMM and ZGEMM with an Inf or a NaN in C (in either part, or Inf + 0i), finite A and
 * B, beta 1, A not transposed: the reference adds to C without multiplying it, so each
 * part of C keeps its class (a multiplication by (1, 0) would turn Inf + 0i into
 * Inf + NaN i).  The small path, whole and edge tiles of the blocked one, on every kernel
 * set.  (With A transposed the reference's loop multiplies C by beta even when it is 1;
 * SteadyBLAS does not: see README, "Where SteadyBLAS departs".) */
static void chk_gemm_cinf(int g)
{
    (void)g;
    ut_check_begin("gemm_cinf");
    ut_cur_ref = UT_NETLIB;
    static const fint dims[][3] = {{8, 8, 8}, {40, 30, 20}, {37, 11, 5}, {300, 200, 64},
                                   {301, 203, 97}};
    const double vals[] = {NAN, INFINITY, -INFINITY};
    for (int ti = 0; ti < 2; ti++)
    for (int di = 0; di < 5; di++)
    for (int ai = 0; ai < 2; ai++)
    for (int tr = 0; tr < 2; tr++) {
        const fint m = dims[di][0], n = dims[di][1], k = dims[di][2];
        const char ta = 'N', tb = tr ? 'T' : 'N';
        const fint lda = m, ldb = tr ? n : k, ldc = m;
        const double complex alpha = ai ? CMPLX(0.5, 0.25) : 1, beta = 1;
        double complex *a = malloc(sizeof *a * m * k), *b = malloc(sizeof *b * k * n);
        double complex *c = malloc(sizeof *c * m * n), *r = malloc(sizeof *r * m * n);
        for (fint i = 0; i < m * k; i++) a[i] = CMPLX(ut_urand(), ut_urand());
        for (fint i = 0; i < k * n; i++) b[i] = CMPLX(ut_urand(), ut_urand());
        for (fint i = 0; i < m * n; i++) c[i] = CMPLX(ut_urand(), ut_urand());
        for (int q = 0; q < 9; q++) {
            double complex *e = &c[(q * 977 + 5) % (m * n)];
            const double v = vals[q % 3];
            *e = q % 3 == 0 ? CMPLX(v, 0) : q % 3 == 1 ? CMPLX(creal(*e), v) : CMPLX(v, cimag(*e));
        }
        memcpy(r, c, sizeof *c * m * n);
        for (int w = 0; w < 2; w++) {
            double complex *cw = w ? r : c;
            const int who = w ? UT_REF : UT_OURS;
            if (ti) {
                ((zgemm_fn *)ut_fn(who, (void *)&zgemm_, "zgemm_"))(&ta, &tb, &m, &n, &k, &alpha,
                    a, &lda, b, &ldb, &beta, cw, &ldc, 1, 1);
            } else {
                float complex *fa = malloc(sizeof *fa * m * k), *fb = malloc(sizeof *fb * k * n);
                float complex *fc = malloc(sizeof *fc * m * n);
                const float complex fal = (float complex)alpha, fbe = 1;
                for (fint i = 0; i < m * k; i++) fa[i] = (float complex)a[i];
                for (fint i = 0; i < k * n; i++) fb[i] = (float complex)b[i];
                for (fint i = 0; i < m * n; i++) fc[i] = (float complex)cw[i];
                ((cgemm_fn *)ut_fn(who, (void *)&cgemm_, "cgemm_"))(&ta, &tb, &m, &n, &k, &fal,
                    fa, &lda, fb, &ldb, &fbe, fc, &ldc, 1, 1);
                for (fint i = 0; i < m * n; i++) cw[i] = fc[i];
                free(fa), free(fb), free(fc);
            }
        }
        int bad = 0;
        for (fint i = 0; i < m * n && !bad; i++)
            for (int part = 0; part < 2 && !bad; part++) {
                const double o = part ? cimag(c[i]) : creal(c[i]);
                const double x = part ? cimag(r[i]) : creal(r[i]);
                if (fpclass3(o) != fpclass3(x)) {
                    ut_case_fail("%cgemm %c%c %dx%dx%d alpha (%g, %g): C element %d %s part: ours "
                                 "%g ref %g", "cz"[ti], ta, tb, m, n, k, creal(alpha), cimag(alpha),
                                 (int)i, part ? "imaginary" : "real", o, x);
                    bad = 1;
                }
            }
        free(a), free(b), free(c), free(r);
        ut_ncases++;
    }
    ut_check_end();
}

/* ?TRSM likewise: the reference's substitution divides by the diagonal (the blocked one
 * multiplies by its reciprocals), skips a zero x_k and a zero element of A (side R), and
 * takes alpha first or last by the form: where B is not finite or the diagonal holds a
 * zero the driver finishes the columns by the reference's loop (trmm_t.c, ts_exact:
 * late_cols finds them as they come up, by_columns before the call where alpha comes
 * last). */
static void chk_trmm_special(int g)
{
    (void)g;
    ut_check_begin("trmm_special");
    tr_special(0);
    ut_check_end();
}
static void chk_trsm_special(int g)
{
    (void)g;
    ut_check_begin("trsm_special");
    tr_special(1);
    ut_check_end();
}

/* The tiniest ?TRSMs run the reference's own loop (trmm_t.c, trsm_tiny): every element of
 * the result equals the netlib reference's bit for bit (NaNs as NaNs), for each type and
 * form (side, uplo, N / T / C, unit or not), alpha 1, real or complex, with zeros, Infs
 * and NaNs in A and B, zeros on the diagonal and leading dimensions with gaps.  Only the
 * problems trsm_tiny takes (its rule, repeated here: unit diagonal, order <= 6 and
 * order^2 x right-hand sides <= 512; otherwise real order <= 4 and <= 256, complex <= 64);
 * the blocked path multiplies by reciprocals and sums in other orders, and fails this. */
static void chk_trsm_tiny(int g)
{
    (void)g;
    ut_check_begin("trsm_tiny");
    ut_cur_ref = UT_NETLIB;
    const double vals[] = {0, NAN, INFINITY, -INFINITY};
    for (int ti = 0; ti < 4; ti++)
        for (int f = 0; f < 24; f++)
            for (int it = 0; it < 24; it++) {
                const char which = "sdcz"[ti];
                const int cx = ti >= 2;
                if (f >= 16 && !cx) continue;   /* C: complex only */
                char side, uplo, ta, diag;
                tr_form(f, &side, &uplo, &ta, &diag);
                /* order 1 .. 6 (4 without a unit diagonal), right-hand sides up to the rule */
                const fint ka = 1 + it % (diag == 'U' ? 6 : 4);
                const fint cap = diag == 'U' ? 512 : cx ? 64 : 256;
                const fint rhs = 1 + (fint)((it * 7) % (cap / (ka * ka)));
                const fint m = side == 'L' ? ka : rhs, n = side == 'L' ? rhs : ka;
                const fint lda = ka + it % 3, ldb = m + it % 2;
                const double complex alpha = it % 3 == 0 ? 1 : it % 3 == 1 ? 0.5
                                           : cx ? CMPLX(-1.25, 0.75) : -1.25;
                double complex *a = malloc(sizeof *a * lda * ka), *b = malloc(sizeof *b * ldb * n);
                double complex *r = malloc(sizeof *r * ldb * n);
                for (fint i = 0; i < lda * ka; i++) {
                    a[i] = CMPLX(ut_urand(), cx ? ut_urand() : 0);
                    if (!ut_irand(12)) a[i] = vals[ut_irand(4)];
                }
                for (fint d = 0; d < ka; d++)
                    if (ut_irand(3)) a[d + d * lda] = CMPLX(1.5, cx ? 0.5 : 0);
                for (fint i = 0; i < ldb * n; i++) {
                    b[i] = CMPLX(ut_urand(), cx ? ut_urand() : 0);
                    if (!ut_irand(10)) b[i] = cx && ut_irand(2) ? CMPLX(creal(b[i]), vals[ut_irand(4)])
                                                                : vals[ut_irand(4)];
                }
                memcpy(r, b, sizeof *b * ldb * n);
                tr_any(UT_OURS, 1, which, side, uplo, ta, diag, m, n, alpha, a, lda, b, ldb, ka);
                tr_any(UT_REF, 1, which, side, uplo, ta, diag, m, n, alpha, a, lda, r, ldb, ka);
                int bad = 0;
                for (fint i = 0; i < ldb * n && !bad; i++)
                    for (int part = 0; part < 1 + cx && !bad; part++) {
                        const double o = part ? cimag(b[i]) : creal(b[i]);
                        const double x = part ? cimag(r[i]) : creal(r[i]);
                        if (isnan(o) ? !isnan(x) : memcmp(&o, &x, sizeof o) != 0) {
                            ut_case_fail("%ctrsm %c%c%c%c m=%d n=%d alpha (%g, %g): element (%d, %d) "
                                         "%s part: ours %a ref %a", which, side, uplo, ta, diag, m,
                                         n, creal(alpha), cimag(alpha), (int)(i % ldb),
                                         (int)(i / ldb), part ? "imaginary" : "real", o, x);
                            bad = 1;
                        }
                    }
                free(a), free(b), free(r);
                ut_ncases++;
            }
    ut_check_end();
}

void ut_reg_misc(Suite *s)
{
    ut_add(s, "trmm_special", chk_trmm_special, 1);
    ut_add(s, "trsm_special", chk_trsm_special, 1);
    ut_add(s, "trsm_tiny", chk_trsm_tiny, 1);
    ut_add(s, "gemm_cinf", chk_gemm_cinf, 1);
    ut_add(s, "xerbla", chk_xerbla, 1);
    ut_add(s, "dsdot", chk_dsdot, 1);
    ut_add(s, "lsame", chk_lsame, 1);
}
