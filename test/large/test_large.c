/*
 * Large dimensions: calls whose element indices pass 2^31 (leading dimension times the
 * number of columns, or n times the increment, above 2^31 elements) compute the same
 * result as the same call on compact copies of the operands (leading dimension = rows,
 * increment = +-1), which the other test layers check against the reference BLAS.  Each
 * operand lives in a large sparse mapping (MAP_NORESERVE, never written except at the
 * elements the call uses), so the test needs little memory: a few pages per column.
 * Elements between the columns are checked unchanged (a sample next to each column).
 *
 * Covered: level 3 dgemm (NN, TN, NT; small and blocked sizes; also row-major), zgemm,
 * dsyrk, zherk, dsymm, dtrmm, dtrsm (left and right); level 2 dgemv (N, T), zgemv, dger,
 * zgerc, dsyr, dsyr2, dsymv, dtrmv, dtrsv, dgbmv, dtbmv; level 1 daxpy, ddot, dscal,
 * dcopy, dswap, drot, dnrm2, dasum, idamax, zaxpy, zdotc_sub, with |incx| * n > 2^31
 * (increments of both signs).  Threads as the environment gives: the larger level-3
 * calls run on threads, with pre-faulting of C (which must populate C's columns only, not
 * the gaps between them; the test would exhaust memory otherwise -- run it with the
 * memory watchdog of test/large/part.mk).
 */
#define _GNU_SOURCE
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "cblas.h"

static int passed, failed;
static void check(int ok, const char *what, double err)
{
    printf("%s: %s (max rel diff %.3g)\n", ok ? "PASS" : "FAIL", what, err);
    if (ok) passed++;
    else failed++;
}

static uint64_t seed = 88172645463325252ull;
static double urand(void)
{
    seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
    return (double)(seed >> 11) / 9007199254740992.0 * 2 - 1;
}

/* ---- a matrix of rows x cols, es-byte elements, leading dimension ld, in a sparse map ---- */
typedef struct {
    char *base;
    size_t bytes;
    long rows, cols, ld;
    size_t es;
} mat;

static const long TWO31 = 2147483648L;

/* the smallest leading dimension >= rows that puts the last column past 2^31 elements */
static long big_ld(long rows, long cols)
{
    long ld = cols > 1 ? TWO31 / (cols - 1) + 17 : TWO31 + 17;
    return ld < rows ? rows : ld;
}

static mat mat_new(long rows, long cols, long ld, size_t es)
{
    mat m = {NULL, 0, rows, cols, ld, es};
    m.bytes = ((size_t)(cols - 1) * (size_t)ld + (size_t)rows) * es + 4096;
    m.base = mmap(NULL, m.bytes, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m.base == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    madvise(m.base, m.bytes, MADV_NOHUGEPAGE);
    return m;
}
static void mat_free(mat *m) { munmap(m->base, m->bytes); }
static double *el(const mat *m, long i, long j)
{
    return (double *)(m->base + ((size_t)j * (size_t)m->ld + (size_t)i) * m->es);
}
/* random values in the rows x cols elements; the compact copy (ld = rows) alongside */
static void mat_fill(mat *m, mat *c)
{
    for (long j = 0; j < m->cols; j++)
        for (long i = 0; i < m->rows; i++)
            for (size_t p = 0; p < m->es / 8; p++) el(m, i, j)[p] = el(c, i, j)[p] = urand();
}
/* compare the big and compact results; the element after each column (inside the gap)
 * must still be 0 */
static double mat_diff(const mat *m, const mat *c, int *outside)
{
    double mx = 0, scale = 0, d = 0;
    *outside = 0;
    for (long j = 0; j < m->cols; j++) {
        for (long i = 0; i < m->rows; i++)
            for (size_t p = 0; p < m->es / 8; p++) {
                const double a = el(m, i, j)[p], b = el(c, i, j)[p];
                if (!(fabs(a - b) <= d)) d = fabs(a - b);
                if (isnan(a) != isnan(b)) d = INFINITY;
                if (fabs(b) > scale) scale = fabs(b);
            }
        if (m->ld > m->rows)
            for (size_t p = 0; p < m->es / 8; p++) *outside |= el(m, m->rows, j)[p] != 0;
    }
    mx = scale > 0 ? d / scale : d;
    return mx;
}

#define TOL 1e-12

static void report(const char *what, mat *big, mat *small)
{
    int outside;
    const double e = mat_diff(big, small, &outside);
    char buf[200];
    snprintf(buf, sizeof buf, "%s%s", what, outside ? " (wrote outside the columns)" : "");
    check(e <= TOL && !outside, buf, e);
}

/* ---- level 3 ---- */
static void t_gemm(int z, CBLAS_LAYOUT lay, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, long m,
                   long n, long k)
{
    const size_t es = z ? 16 : 8;
    const int row = lay == CblasRowMajor;
    /* stored shapes: column-major A is m x k (ta N) or k x m; row-major swaps */
    long ar = ta == CblasNoTrans ? m : k, ac = ta == CblasNoTrans ? k : m;
    long br = tb == CblasNoTrans ? k : n, bc = tb == CblasNoTrans ? n : k;
    long cr = m, cc = n;
    if (row) {
        long t = ar; ar = ac; ac = t;
        t = br; br = bc; bc = t;
        t = cr; cr = cc; cc = t;
    }
    mat A = mat_new(ar, ac, big_ld(ar, ac), es), a = mat_new(ar, ac, ar, es);
    mat B = mat_new(br, bc, big_ld(br, bc), es), b = mat_new(br, bc, br, es);
    mat C = mat_new(cr, cc, big_ld(cr, cc), es), c = mat_new(cr, cc, cr, es);
    mat_fill(&A, &a);
    mat_fill(&B, &b);
    mat_fill(&C, &c);
    const double complex al = z ? 0.5 - 0.25 * I : 0.5, be = z ? -1 + 0.5 * I : -1;
    const double ald = 0.5, bed = -1;
    for (int w = 0; w < 2; w++) {
        mat *pa = w ? &a : &A, *pb = w ? &b : &B, *pc = w ? &c : &C;
        if (z)
            cblas_zgemm(lay, ta, tb, m, n, k, &al, pa->base, pa->ld, pb->base, pb->ld, &be,
                        pc->base, pc->ld);
        else
            cblas_dgemm(lay, ta, tb, m, n, k, ald, (double *)pa->base, pa->ld,
                        (double *)pb->base, pb->ld, bed, (double *)pc->base, pc->ld);
    }
    char what[160];
    snprintf(what, sizeof what, "%cgemm %s %c%c m=%ld n=%ld k=%ld lda=%ld ldb=%ld ldc=%ld",
             z ? 'z' : 'd', row ? "row" : "col", ta == CblasNoTrans ? 'N' : 'T',
             tb == CblasNoTrans ? 'N' : 'T', m, n, k, A.ld, B.ld, C.ld);
    report(what, &C, &c);
    mat_free(&A), mat_free(&a), mat_free(&B), mat_free(&b), mat_free(&C), mat_free(&c);
}

static void t_syrk(int z, long n, long k)
{
    const size_t es = z ? 16 : 8;
    mat A = mat_new(n, k, big_ld(n, k), es), a = mat_new(n, k, n, es);
    mat C = mat_new(n, n, big_ld(n, n), es), c = mat_new(n, n, n, es);
    mat_fill(&A, &a);
    mat_fill(&C, &c);
    for (int w = 0; w < 2; w++) {
        mat *pa = w ? &a : &A, *pc = w ? &c : &C;
        if (z)
            cblas_zherk(CblasColMajor, CblasLower, CblasNoTrans, n, k, 0.5, pa->base, pa->ld,
                        -1, pc->base, pc->ld);
        else
            cblas_dsyrk(CblasColMajor, CblasLower, CblasNoTrans, n, k, 0.5,
                        (double *)pa->base, pa->ld, -1, (double *)pc->base, pc->ld);
    }
    char what[160];
    snprintf(what, sizeof what, "%s L N n=%ld k=%ld lda=%ld ldc=%ld", z ? "zherk" : "dsyrk",
             n, k, A.ld, C.ld);
    report(what, &C, &c);
    mat_free(&A), mat_free(&a), mat_free(&C), mat_free(&c);
}

/* dsymm, dtrmm, dtrsm: B (m x n) from a square A of order m (left) or n (right) */
static void t_side(char rout, CBLAS_SIDE side, CBLAS_UPLO uplo, long m, long n)
{
    const long na = side == CblasLeft ? m : n;
    mat A = mat_new(na, na, big_ld(na, na), 8), a = mat_new(na, na, na, 8);
    mat B = mat_new(m, n, big_ld(m, n), 8), b = mat_new(m, n, m, 8);
    mat C = mat_new(m, n, big_ld(m, n), 8), c = mat_new(m, n, m, 8);
    mat_fill(&A, &a);
    for (long i = 0; i < na; i++) *el(&A, i, i) = *el(&a, i, i) = 4 + urand(); /* solvable */
    mat_fill(&B, &b);
    mat_fill(&C, &c);
    for (int w = 0; w < 2; w++) {
        mat *pa = w ? &a : &A, *pb = w ? &b : &B, *pc = w ? &c : &C;
        double *da = (double *)pa->base, *db = (double *)pb->base, *dc = (double *)pc->base;
        if (rout == 's')
            cblas_dsymm(CblasColMajor, side, uplo, m, n, 0.5, da, pa->ld, db, pb->ld, -1, dc,
                        pc->ld);
        else if (rout == 'm')
            cblas_dtrmm(CblasColMajor, side, uplo, CblasNoTrans, CblasNonUnit, m, n, 0.5, da,
                        pa->ld, db, pb->ld);
        else
            cblas_dtrsm(CblasColMajor, side, uplo, CblasTrans, CblasNonUnit, m, n, 0.5, da,
                        pa->ld, db, pb->ld);
    }
    char what[160];
    snprintf(what, sizeof what, "%s %c%c m=%ld n=%ld lda=%ld ldb=%ld",
             rout == 's' ? "dsymm" : rout == 'm' ? "dtrmm" : "dtrsm (trans A)",
             side == CblasLeft ? 'L' : 'R', uplo == CblasLower ? 'L' : 'U', m, n, A.ld, B.ld);
    if (rout == 's') report(what, &C, &c);
    else report(what, &B, &b);
    mat_free(&A), mat_free(&a), mat_free(&B), mat_free(&b), mat_free(&C), mat_free(&c);
}

/* ---- level 2: matrix with a big ld; vectors with a big increment ---- */
/* a vector of n elements with increment inc as an inc-strided "matrix" of 1 x n */
static mat vec_new(long n, long inc, size_t es)
{
    return mat_new(1, n, labs(inc), es);
}

static void t_level2(void)
{
    const long m = 37, n = 29, kb = 3;
    const long incx = TWO31 / 20 + 3, incy = -(TWO31 / 20 + 5);
    mat A = mat_new(m, n, big_ld(m, n), 8), a = mat_new(m, n, m, 8);
    mat Z = mat_new(m, n, big_ld(m, n), 16), zc = mat_new(m, n, m, 16);
    mat_fill(&A, &a);
    mat_fill(&Z, &zc);
    const char *names[] = {"dgemv N", "dgemv T", "zgemv C", "dger", "zgerc", "dsyr U",
                           "dsyr2 L", "dsymv L", "dtrmv U T", "dtrsv L N", "dgbmv N kl=3 ku=2",
                           "dtbmv U N k=3"};
    for (int r = 0; r < (int)(sizeof names / sizeof names[0]); r++) {
        const int zr = names[r][0] == 'z';
        const size_t es = zr ? 16 : 8;
        mat *MA = zr ? &Z : &A, *ma = zr ? &zc : &a;
        const long lx = 40, ly = 40;   /* long enough for every routine here */
        mat X = vec_new(lx, incx, es), x = vec_new(lx, 1, es);
        mat Y = vec_new(ly, incy, es), y = vec_new(ly, 1, es);
        mat_fill(&X, &x);
        mat_fill(&Y, &y);
        /* the matrix is an output of ger/syr: work on fresh copies */
        mat B = mat_new(m, n, MA->ld, es), b = mat_new(m, n, m, es);
        for (long j = 0; j < n; j++)
            for (long i = 0; i < m; i++) {
                memcpy(el(&B, i, j), el(MA, i, j), es);
                memcpy(el(&b, i, j), el(ma, i, j), es);
            }
        for (long i = 0; i < n; i++) *el(&B, i, i) = *el(&b, i, i) = 4 + urand();
        const double complex zal = 0.5 + 0.25 * I, zbe = -1 + 0.5 * I;
        int out_y = 0, out_x = 0;
        for (int w = 0; w < 2; w++) {
            mat *pb = w ? &b : &B, *px = w ? &x : &X, *py = w ? &y : &Y;
            double *db = (double *)pb->base, *dx = (double *)px->base, *dy = (double *)py->base;
            const long ix = w ? 1 : incx, iy = w ? -1 : incy;
            const long lda = pb->ld;
            switch (r) {
            case 0: cblas_dgemv(CblasColMajor, CblasNoTrans, m, n, 0.5, db, lda, dx, ix, -1, dy, iy); out_y = 1; break;
            case 1: cblas_dgemv(CblasColMajor, CblasTrans, m, n, 0.5, db, lda, dx, ix, -1, dy, iy); out_y = 1; break;
            case 2: cblas_zgemv(CblasColMajor, CblasConjTrans, m, n, &zal, db, lda, dx, ix, &zbe, dy, iy); out_y = 1; break;
            case 3: cblas_dger(CblasColMajor, m, n, 0.5, dx, ix, dy, iy, db, lda); break;
            case 4: cblas_zgerc(CblasColMajor, m, n, &zal, dx, ix, dy, iy, db, lda); break;
            case 5: cblas_dsyr(CblasColMajor, CblasUpper, n, 0.5, dx, ix, db, lda); break;
            case 6: cblas_dsyr2(CblasColMajor, CblasLower, n, 0.5, dx, ix, dy, iy, db, lda); break;
            case 7: cblas_dsymv(CblasColMajor, CblasLower, n, 0.5, db, lda, dx, ix, -1, dy, iy); out_y = 1; break;
            case 8: cblas_dtrmv(CblasColMajor, CblasUpper, CblasTrans, CblasNonUnit, n, db, lda, dx, ix); out_x = 1; break;
            case 9: cblas_dtrsv(CblasColMajor, CblasLower, CblasNoTrans, CblasNonUnit, n, db, lda, dx, ix); out_x = 1; break;
            case 10: cblas_dgbmv(CblasColMajor, CblasNoTrans, n, n, kb, kb - 1, 0.5, db, lda, dx, ix, -1, dy, iy); out_y = 1; break;
            case 11: cblas_dtbmv(CblasColMajor, CblasUpper, CblasNoTrans, CblasNonUnit, n, kb, db, lda, dx, ix); out_x = 1; break;
            }
        }
        char what[200];
        snprintf(what, sizeof what, "%s m=%ld n=%ld lda=%ld incx=%ld incy=%ld", names[r], m, n,
                 B.ld, incx, incy);
        /* y was used with increment -1 compactly and incy < 0 big: both hold y in the
         * same logical order, so compare directly */
        if (out_y) report(what, &Y, &y);
        else if (out_x) report(what, &X, &x);
        else report(what, &B, &b);
        mat_free(&X), mat_free(&x), mat_free(&Y), mat_free(&y), mat_free(&B), mat_free(&b);
    }
    mat_free(&A), mat_free(&a), mat_free(&Z), mat_free(&zc);
}

static void t_level1(void)
{
    const long n = 33;
    const long incs[][2] = {{TWO31 / 16 + 1, -(TWO31 / 16 + 7)}, {-(TWO31 / 12 + 3), TWO31 / 12 + 9}};
    for (int s = 0; s < 2; s++) {
        const long incx = incs[s][0], incy = incs[s][1];
        const char *names[] = {"daxpy", "ddot", "dscal", "dcopy", "dswap", "drot", "dnrm2",
                               "dasum", "idamax", "zaxpy", "zdotc_sub"};
        for (int r = 0; r < (int)(sizeof names / sizeof names[0]); r++) {
            const int zr = names[r][0] == 'z';
            const size_t es = zr ? 16 : 8;
            mat X = vec_new(n, incx, es), x = vec_new(n, 1, es);
            mat Y = vec_new(n, incy, es), y = vec_new(n, 1, es);
            mat_fill(&X, &x);
            mat_fill(&Y, &y);
            double res[2][2] = {{0}};
            const double complex zal = 0.5 - 0.75 * I;
            for (int w = 0; w < 2; w++) {
                mat *px = w ? &x : &X, *py = w ? &y : &Y;
                double *dx = (double *)px->base, *dy = (double *)py->base;
                /* compactly, a negative increment becomes -1 (same logical order) */
                const long ix = w ? (incx < 0 ? -1 : 1) : incx, iy = w ? (incy < 0 ? -1 : 1) : incy;
                double complex zr2 = 0;
                switch (r) {
                case 0: cblas_daxpy(n, 0.5, dx, ix, dy, iy); break;
                case 1: res[w][0] = cblas_ddot(n, dx, ix, dy, iy); break;
                case 2: cblas_dscal(n, -1.5, dx, ix); break;
                case 3: cblas_dcopy(n, dx, ix, dy, iy); break;
                case 4: cblas_dswap(n, dx, ix, dy, iy); break;
                case 5: cblas_drot(n, dx, ix, dy, iy, 0.6, 0.8); break;
                case 6: res[w][0] = cblas_dnrm2(n, dx, ix); break;
                case 7: res[w][0] = cblas_dasum(n, dx, ix); break;
                case 8: res[w][0] = (double)cblas_idamax(n, dx, ix); break;
                case 9: cblas_zaxpy(n, &zal, dx, ix, dy, iy); break;
                case 10:
                    cblas_zdotc_sub(n, dx, ix, dy, iy, &zr2);
                    res[w][0] = creal(zr2), res[w][1] = cimag(zr2);
                    break;
                }
            }
            char what[160];
            snprintf(what, sizeof what, "%s n=%ld incx=%ld incy=%ld", names[r], n, incx, incy);
            int outside;
            double e = fmax(mat_diff(&X, &x, &outside), mat_diff(&Y, &y, &outside));
            for (int p = 0; p < 2; p++) {
                const double d = fabs(res[0][p] - res[1][p]) / fmax(1, fabs(res[1][p]));
                if (!(d <= e)) e = d;
            }
            check(e <= TOL, what, e);
            mat_free(&X), mat_free(&x), mat_free(&Y), mat_free(&y);
        }
    }
}

int main(void)
{
    /* level 3: small path and blocked engine sizes, both layouts, transposes */
    t_gemm(0, CblasColMajor, CblasNoTrans, CblasNoTrans, 7, 5, 6);
    t_gemm(0, CblasColMajor, CblasNoTrans, CblasNoTrans, 300, 40, 260);
    t_gemm(0, CblasColMajor, CblasTrans, CblasNoTrans, 280, 33, 300);
    t_gemm(0, CblasColMajor, CblasNoTrans, CblasTrans, 64, 300, 90);
    t_gemm(0, CblasRowMajor, CblasNoTrans, CblasNoTrans, 50, 270, 70);
    t_gemm(1, CblasColMajor, CblasNoTrans, CblasNoTrans, 120, 30, 140);
    t_gemm(1, CblasColMajor, CblasTrans, CblasTrans, 9, 11, 13);
    /* big enough to run on threads: pre-faulting of C must populate only its columns,
     * never the gaps between them (tens of GiB of sparse mapping) */
    t_gemm(0, CblasColMajor, CblasNoTrans, CblasNoTrans, 600, 600, 600);
    t_gemm(1, CblasColMajor, CblasNoTrans, CblasTrans, 300, 400, 300);
    t_syrk(0, 600, 500);
    t_syrk(0, 260, 40);
    t_syrk(1, 70, 300);
    t_side('s', CblasLeft, CblasLower, 200, 30);
    t_side('m', CblasRight, CblasUpper, 40, 180);
    t_side('t', CblasLeft, CblasUpper, 220, 20);
    t_side('t', CblasRight, CblasLower, 30, 150);
    t_level2();
    t_level1();
    printf("test_large: %d passed, %d failed\n", passed, failed);
    return failed || !passed;
}
