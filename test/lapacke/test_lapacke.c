/*
 * LAPACKE test: LAPACK reached the way C users reach it, on random well-conditioned
 * problems up to a few hundred, with residuals and orthogonality checked here.
 *
 *   test_lapacke [THRESH]
 *
 * The binary is linked with -llapacke only; which libblas.so.3 and liblapack.so.3 it runs
 * on is decided by LD_LIBRARY_PATH (run_lapacke.sh runs it over SteadyBLAS with reference
 * LAPACK, and over OpenBLAS, and compares).  It prints the files it has mapped ("MAPPED"),
 * one "RESULT <check> <value>" line per measured quantity, and exits 1 when a value is
 * >= THRESH (default 30) or a call returns info != 0.  Every value is a ratio in units of
 * the working precision, O(1) for a correct result:
 *   residual     ||A X - B||_1 / (||A||_1 ||X||_1 n eps)        (gesv)
 *   factor       ||A - F||_1 / (||A||_1 n eps), F rebuilt from the factors
 *   eigen/svd    ||A V - V W||_1 / (||A||_1 n eps) and the like
 *   orth         ||Q^H Q - I||_1 / (n eps)
 * Residuals are computed here in double complex arithmetic with plain loops, never through
 * the BLAS under test.  Nothing is timed.
 */
#include <complex.h>
#include <float.h>
#include <lapacke.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double _Complex zc;

static double thresh = 30.0;
static int nfail;

/* ---- deterministic random numbers (same problems in every run) ---- */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static double urand(void) /* uniform in [-1, 1) */
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (double)(rng_state >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

static void *xmalloc(size_t bytes)
{
    void *p = calloc(1, bytes ? bytes : 1);
    if (!p) { perror("calloc"); exit(2); }
    return p;
}

/* ---- double complex matrices (column-major, leading dimension = rows) ---- */
static zc *zmat(int m, int n) { return xmalloc(sizeof(zc) * (size_t)m * n); }

static double norm1(int m, int n, const zc *a) /* max column sum */
{
    double best = 0;
    for (int j = 0; j < n; j++) {
        double s = 0;
        for (int i = 0; i < m; i++) s += cabs(a[i + (size_t)j * m]);
        if (s > best) best = s;
    }
    return best;
}

/* C := op(A) op(B) - C, op = N or C (conjugate transpose); A is m x k after op. */
static void zmul_sub(char ta, char tb, int m, int n, int k, const zc *a, int lda,
                     const zc *b, int ldb, zc *c, int ldc)
{
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            zc s = 0;
            for (int p = 0; p < k; p++) {
                zc x = ta == 'N' ? a[i + (size_t)p * lda] : conj(a[p + (size_t)i * lda]);
                zc y = tb == 'N' ? b[p + (size_t)j * ldb] : conj(b[j + (size_t)p * ldb]);
                s += x * y;
            }
            c[i + (size_t)j * ldc] = s - c[i + (size_t)j * ldc];
        }
}

/* ||Q^H Q - I||_1 / (max(m,n) eps) for the m x n matrix Q (columns orthonormal). */
static double orth(int m, int n, const zc *q, double eps)
{
    zc *g = zmat(n, n);
    for (int j = 0; j < n; j++) g[j + (size_t)j * n] = 1.0;
    zmul_sub('C', 'N', n, n, m, q, m, q, m, g, n);
    double r = norm1(n, n, g) / ((m > n ? m : n) * eps);
    free(g);
    return r;
}

static void report(const char *check, double value)
{
    int bad = !(value < thresh);            /* NaN fails too */
    printf("RESULT %-34s %12.4g%s\n", check, value, bad ? "   <-- FAIL" : "");
    nfail += bad;
}

static int check_info(const char *call, int info)
{
    if (info != 0) {
        printf("RESULT %-34s info = %d   <-- FAIL\n", call, info);
        nfail++;
    }
    return info;
}

/* ---- conversions to double complex ---- */
static zc *from_d(int m, int n, const double *a, int lda)
{
    zc *z = zmat(m, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) z[i + (size_t)j * m] = a[i + (size_t)j * lda];
    return z;
}
static zc *from_s(int m, int n, const float *a, int lda)
{
    zc *z = zmat(m, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) z[i + (size_t)j * m] = a[i + (size_t)j * lda];
    return z;
}
static zc *from_c(int m, int n, const float _Complex *a, int lda)
{
    zc *z = zmat(m, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) z[i + (size_t)j * m] = a[i + (size_t)j * lda];
    return z;
}
static zc *from_z(int m, int n, const zc *a, int lda)
{
    zc *z = zmat(m, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) z[i + (size_t)j * m] = a[i + (size_t)j * lda];
    return z;
}

/* Solve residual ||A X - B||_1 / (||A||_1 ||X||_1 n eps); A n x n, X and B n x nrhs. */
static double solve_ratio(int n, int nrhs, zc *a, zc *x, zc *b, double eps)
{
    double an = norm1(n, n, a), xn = norm1(n, nrhs, x);
    zmul_sub('N', 'N', n, nrhs, n, a, n, x, n, b, n);    /* b := A x - b */
    double d = an * xn * n * eps;
    return d > 0 ? norm1(n, nrhs, b) / d : norm1(n, nrhs, b);
}

/* ---------------------------------------------------------------- checks */

static void t_dgesv(int layout, int n, int nrhs)
{
    const char *lay = layout == LAPACK_COL_MAJOR ? "col" : "row";
    double *a = xmalloc(sizeof(double) * n * n), *a0 = xmalloc(sizeof(double) * n * n);
    double *b = xmalloc(sizeof(double) * n * nrhs), *b0 = xmalloc(sizeof(double) * n * nrhs);
    lapack_int *ipiv = xmalloc(sizeof(lapack_int) * n);
    for (int i = 0; i < n * n; i++) a0[i] = a[i] = urand();
    for (int i = 0; i < n * nrhs; i++) b0[i] = b[i] = urand();
    int lda = layout == LAPACK_COL_MAJOR ? n : n, ldb = layout == LAPACK_COL_MAJOR ? n : nrhs;
    char name[64];
    snprintf(name, sizeof name, "dgesv_%s_n%d_residual", lay, n);
    if (!check_info(name, LAPACKE_dgesv(layout, n, nrhs, a, lda, ipiv, b, ldb))) {
        /* Row-major data is the transpose: read it back into column-major here. */
        zc *za = zmat(n, n), *zx = zmat(n, nrhs), *zb = zmat(n, nrhs);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                za[i + (size_t)j * n] = layout == LAPACK_COL_MAJOR ? a0[i + j * n] : a0[j + i * n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < nrhs; j++) {
                size_t k = layout == LAPACK_COL_MAJOR ? (size_t)i + j * n : (size_t)j + i * nrhs;
                zx[i + (size_t)j * n] = b[k];
                zb[i + (size_t)j * n] = b0[k];
            }
        report(name, solve_ratio(n, nrhs, za, zx, zb, DBL_EPSILON));
        free(za); free(zx); free(zb);
    }
    free(a); free(a0); free(b); free(b0); free(ipiv);
}

static void t_sgesv(int n, int nrhs)
{
    float *a = xmalloc(sizeof(float) * n * n), *a0 = xmalloc(sizeof(float) * n * n);
    float *b = xmalloc(sizeof(float) * n * nrhs), *b0 = xmalloc(sizeof(float) * n * nrhs);
    lapack_int *ipiv = xmalloc(sizeof(lapack_int) * n);
    for (int i = 0; i < n * n; i++) a0[i] = a[i] = (float)urand();
    for (int i = 0; i < n * nrhs; i++) b0[i] = b[i] = (float)urand();
    char name[64];
    snprintf(name, sizeof name, "sgesv_n%d_residual", n);
    if (!check_info(name, LAPACKE_sgesv(LAPACK_COL_MAJOR, n, nrhs, a, n, ipiv, b, n))) {
        zc *za = from_s(n, n, a0, n), *zx = from_s(n, nrhs, b, n), *zb = from_s(n, nrhs, b0, n);
        report(name, solve_ratio(n, nrhs, za, zx, zb, FLT_EPSILON));
        free(za); free(zx); free(zb);
    }
    free(a); free(a0); free(b); free(b0); free(ipiv);
}

/* Cholesky residual: ||A - L L^H|| (or U^H U) / (||A|| n eps), the factor taken from the
 * referenced triangle of fac only. */
static void chol_check(const char *name, char uplo, int n, const zc *za, const zc *fac,
                       double eps)
{
    zc *t = zmat(n, n), *f = zmat(n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            t[i + (size_t)j * n] = (uplo == 'L' ? i >= j : i <= j) ? fac[i + (size_t)j * n] : 0;
    memcpy(f, za, sizeof(zc) * n * n);
    if (uplo == 'L') zmul_sub('N', 'C', n, n, n, t, n, t, n, f, n);
    else zmul_sub('C', 'N', n, n, n, t, n, t, n, f, n);
    report(name, norm1(n, n, f) / (norm1(n, n, za) * n * eps));
    free(t); free(f);
}

/* Random symmetric positive definite: A = G G^T + n I. */
static void t_dpotrf(char uplo, int n)
{
    double *g = xmalloc(sizeof(double) * n * n), *a = xmalloc(sizeof(double) * n * n);
    for (int i = 0; i < n * n; i++) g[i] = urand();
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            double s = i == j ? n : 0;
            for (int p = 0; p < n; p++) s += g[i + p * n] * g[j + p * n];
            a[i + j * n] = s;
        }
    zc *za = from_d(n, n, a, n);
    char name[64];
    snprintf(name, sizeof name, "dpotrf_%c_n%d_factor", uplo, n);
    if (!check_info(name, LAPACKE_dpotrf(LAPACK_COL_MAJOR, uplo, n, a, n))) {
        zc *fac = from_d(n, n, a, n);
        chol_check(name, uplo, n, za, fac, DBL_EPSILON);
        free(fac);
    }
    free(za); free(g); free(a);
}

/* Random Hermitian positive definite (complex single): A = G G^H + n I. */
static void t_cpotrf(char uplo, int n)
{
    float _Complex *a = xmalloc(sizeof(float _Complex) * n * n);
    zc *g = zmat(n, n);
    for (int i = 0; i < n * n; i++) g[i] = CMPLX(urand(), urand());
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            zc s = i == j ? n : 0;
            for (int p = 0; p < n; p++) s += g[i + (size_t)p * n] * conj(g[j + (size_t)p * n]);
            a[i + j * n] = (float _Complex)s;
        }
    for (int j = 0; j < n; j++) a[j + j * n] = crealf(a[j + j * n]);
    zc *za = from_c(n, n, a, n);
    char name[64];
    snprintf(name, sizeof name, "cpotrf_%c_n%d_factor", uplo, n);
    if (!check_info(name, LAPACKE_cpotrf(LAPACK_COL_MAJOR, uplo, n, a, n))) {
        zc *fac = from_c(n, n, a, n);
        chol_check(name, uplo, n, za, fac, FLT_EPSILON);
        free(fac);
    }
    free(za); free(g); free(a);
}

static void t_dsyev(char uplo, int n)
{
    double *a = xmalloc(sizeof(double) * n * n), *w = xmalloc(sizeof(double) * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i <= j; i++) a[i + j * n] = a[j + i * n] = urand();
    zc *za = from_d(n, n, a, n);
    char name[64];
    snprintf(name, sizeof name, "dsyev_%c_n%d", uplo, n);
    if (!check_info(name, LAPACKE_dsyev(LAPACK_COL_MAJOR, 'V', uplo, n, a, n, w))) {
        zc *v = from_d(n, n, a, n), *vw = zmat(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) vw[i + (size_t)j * n] = v[i + (size_t)j * n] * w[j];
        zmul_sub('N', 'N', n, n, n, za, n, v, n, vw, n);          /* A V - V W */
        char nm[80];
        snprintf(nm, sizeof nm, "%s_eigen", name);
        report(nm, norm1(n, n, vw) / (norm1(n, n, za) * n * DBL_EPSILON));
        snprintf(nm, sizeof nm, "%s_orth", name);
        report(nm, orth(n, n, v, DBL_EPSILON));
        int sorted = 1;
        for (int i = 1; i < n; i++) sorted &= w[i - 1] <= w[i];
        snprintf(nm, sizeof nm, "%s_sorted", name);
        report(nm, sorted ? 0.0 : 1e9);
        free(v); free(vw);
    }
    free(za); free(a); free(w);
}

/* QR of an m x n matrix (m >= n), Q formed by dorgqr. */
static void t_dgeqrf(int m, int n)
{
    double *a = xmalloc(sizeof(double) * m * n), *tau = xmalloc(sizeof(double) * n);
    for (int i = 0; i < m * n; i++) a[i] = urand();
    zc *za = from_d(m, n, a, m);
    char name[64];
    snprintf(name, sizeof name, "dgeqrf_%dx%d", m, n);
    if (!check_info(name, LAPACKE_dgeqrf(LAPACK_COL_MAJOR, m, n, a, m, tau))) {
        zc *r = zmat(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i <= j; i++) r[i + (size_t)j * n] = a[i + j * m];
        char nm[80];
        snprintf(nm, sizeof nm, "dorgqr_%dx%d", m, n);
        if (!check_info(nm, LAPACKE_dorgqr(LAPACK_COL_MAJOR, m, n, n, a, m, tau))) {
            zc *q = from_d(m, n, a, m), *f = from_z(m, n, za, m);
            zmul_sub('N', 'N', m, n, n, q, m, r, n, f, m);        /* Q R - A */
            snprintf(nm, sizeof nm, "%s_factor", name);
            report(nm, norm1(m, n, f) / (norm1(m, n, za) * m * DBL_EPSILON));
            snprintf(nm, sizeof nm, "%s_orth", name);
            report(nm, orth(m, n, q, DBL_EPSILON));
            free(q); free(f);
        }
        free(r);
    }
    free(za); free(a); free(tau);
}

/* Complex nonsymmetric eigenproblem: right and left eigenvectors. */
static void t_zgeev(int n)
{
    zc *a = zmat(n, n), *w = zmat(n, 1), *vl = zmat(n, n), *vr = zmat(n, n);
    for (int i = 0; i < n * n; i++) a[i] = CMPLX(urand(), urand());
    zc *za = from_z(n, n, a, n);
    char name[64];
    snprintf(name, sizeof name, "zgeev_n%d", n);
    if (!check_info(name, LAPACKE_zgeev(LAPACK_COL_MAJOR, 'V', 'V', n, a, n, w, vl, n, vr, n))) {
        double an = norm1(n, n, za);
        zc *f = zmat(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) f[i + (size_t)j * n] = vr[i + (size_t)j * n] * w[j];
        zmul_sub('N', 'N', n, n, n, za, n, vr, n, f, n);          /* A VR - VR W */
        char nm[80];
        snprintf(nm, sizeof nm, "%s_right", name);
        report(nm, norm1(n, n, f) / (an * n * DBL_EPSILON));
        /* VL^H A - W VL^H, as its conjugate transpose A^H VL - VL conj(W). */
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) f[i + (size_t)j * n] = vl[i + (size_t)j * n] * conj(w[j]);
        zmul_sub('C', 'N', n, n, n, za, n, vl, n, f, n);
        snprintf(nm, sizeof nm, "%s_left", name);
        report(nm, norm1(n, n, f) / (an * n * DBL_EPSILON));
        /* zgeev normalises every eigenvector to unit 2-norm. */
        double worst = 0;
        for (int j = 0; j < n; j++) {
            double sr = 0, sl = 0;
            for (int i = 0; i < n; i++) {
                sr += creal(vr[i + (size_t)j * n] * conj(vr[i + (size_t)j * n]));
                sl += creal(vl[i + (size_t)j * n] * conj(vl[i + (size_t)j * n]));
            }
            worst = fmax(worst, fmax(fabs(sr - 1), fabs(sl - 1)));
        }
        snprintf(nm, sizeof nm, "%s_norm", name);
        report(nm, worst / (n * DBL_EPSILON));
        free(f);
    }
    free(za); free(a); free(w); free(vl); free(vr);
}

static void t_dgesvd(int m, int n)
{
    int k = m < n ? m : n;
    double *a = xmalloc(sizeof(double) * m * n), *s = xmalloc(sizeof(double) * k);
    double *u = xmalloc(sizeof(double) * m * m), *vt = xmalloc(sizeof(double) * n * n);
    double *superb = xmalloc(sizeof(double) * (k > 1 ? k : 2));
    for (int i = 0; i < m * n; i++) a[i] = urand();
    zc *za = from_d(m, n, a, m);
    char name[64];
    snprintf(name, sizeof name, "dgesvd_%dx%d", m, n);
    if (!check_info(name, LAPACKE_dgesvd(LAPACK_COL_MAJOR, 'A', 'A', m, n, a, m, s, u, m,
                                         vt, n, superb))) {
        zc *zu = from_d(m, m, u, m), *zvt = from_d(n, n, vt, n), *us = zmat(m, k);
        for (int j = 0; j < k; j++)
            for (int i = 0; i < m; i++) us[i + (size_t)j * m] = zu[i + (size_t)j * m] * s[j];
        zc *f = from_z(m, n, za, m);
        zmul_sub('N', 'N', m, n, k, us, m, zvt, n, f, m);          /* U S VT - A */
        int mx = m > n ? m : n;
        char nm[80];
        snprintf(nm, sizeof nm, "%s_factor", name);
        report(nm, norm1(m, n, f) / (norm1(m, n, za) * mx * DBL_EPSILON));
        snprintf(nm, sizeof nm, "%s_orth_u", name);
        report(nm, orth(m, m, zu, DBL_EPSILON));
        /* VT's rows are orthonormal: check V = VT^T, whose columns are. */
        zc *v = zmat(n, n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) v[i + (size_t)j * n] = zvt[j + (size_t)i * n];
        snprintf(nm, sizeof nm, "%s_orth_vt", name);
        report(nm, orth(n, n, v, DBL_EPSILON));
        int ok = 1;
        for (int i = 0; i < k; i++) ok &= s[i] >= 0 && (i == 0 || s[i - 1] >= s[i]);
        snprintf(nm, sizeof nm, "%s_sorted", name);
        report(nm, ok ? 0.0 : 1e9);
        free(zu); free(zvt); free(us); free(f); free(v);
    }
    free(za); free(a); free(s); free(u); free(vt); free(superb);
}

/* The shared objects this process has mapped whose name says BLAS or LAPACK. */
static void print_mapped(void)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[4096], seen[16][1024];
    int nseen = 0;
    if (!f) return;
    while (fgets(line, sizeof line, f)) {
        char *path = strchr(line, '/');
        if (!path) continue;
        path[strcspn(path, "\n")] = 0;
        const char *base = strrchr(path, '/') + 1;
        if (!strstr(base, ".so") || (!strstr(base, "blas") && !strstr(base, "lapack"))) continue;
        int dup = 0;
        for (int i = 0; i < nseen; i++) dup |= !strcmp(seen[i], path);
        if (dup || nseen == 16) continue;
        snprintf(seen[nseen++], sizeof seen[0], "%s", path);
        printf("MAPPED %s\n", path);
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    if (argc > 1) thresh = atof(argv[1]);
    print_mapped();

    static const int sq[] = {1, 2, 17, 64, 150, 300};
    for (size_t i = 0; i < sizeof sq / sizeof sq[0]; i++) {
        int n = sq[i];
        t_dgesv(LAPACK_COL_MAJOR, n, 5);
        t_sgesv(n, 3);
        t_dpotrf('L', n);
        t_dpotrf('U', n);
        t_cpotrf('L', n);
        t_cpotrf('U', n);
        t_dsyev(i % 2 ? 'U' : 'L', n);
        if (n <= 150) t_zgeev(n);
    }
    t_dgesv(LAPACK_ROW_MAJOR, 100, 7);
    t_dgesv(LAPACK_ROW_MAJOR, 257, 1);
    t_zgeev(200);
    static const int qr[][2] = {{1, 1}, {40, 7}, {100, 100}, {300, 200}, {257, 64}};
    for (size_t i = 0; i < sizeof qr / sizeof qr[0]; i++) t_dgeqrf(qr[i][0], qr[i][1]);
    static const int sv[][2] = {{1, 1}, {30, 5}, {5, 30}, {120, 120}, {300, 180}, {160, 250}};
    for (size_t i = 0; i < sizeof sv / sizeof sv[0]; i++) t_dgesvd(sv[i][0], sv[i][1]);

    printf("lapacke: %d check(s) at or above %g\n", nfail, thresh);
    return nfail ? 1 : 0;
}
