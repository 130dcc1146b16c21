/*
 * Helpers shared by the thread tests (test/threads/): checks, a watchdog, random operands,
 * one descriptor for any level-3 call (s, d, c, z; GEMM, SYMM, HEMM, SYRK, HERK, TRMM,
 * TRSM; both CBLAS layouts), a call dispatcher, an independent reference (plain loops in
 * double complex over the dense matrices the call describes) and comparisons that check
 * every element of the output buffer: inside what the call may write, within a tolerance;
 * everything else (padding between columns/rows, the other triangle, a tail after the
 * buffer) bitwise unchanged.
 */
#ifndef TT_H
#define TT_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include "cblas.h"
#include "steadyblas.h"

/* ---- checks ---- */
extern int tt_passed, tt_failed;
void tt_check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* prints "N passed, M failed" and returns the exit status */
int tt_summary(const char *name);

/* SIGALRM after `seconds`: prints a FAIL line naming `what` and exits 1 (a deadlock fails
 * the test instead of hanging it).  0 cancels. */
void tt_watchdog(unsigned seconds, const char *what);

double tt_now(void);           /* monotonic seconds */
int tt_task_count(void);       /* entries of /proc/self/task: threads of this process */
long tt_rss_kb(void);          /* resident set size from /proc/self/statm */
/* The thread counts the 1-vs-N tests compare with 1 thread: TT_THREADS (comma-separated,
 * each 2..256, at most `max`) when set, else 2, 3, 4.  Returns how many. */
int tt_thread_counts(int *out, int max);

/* ---- random numbers (xorshift64*, per caller state) ---- */
uint64_t tt_rand(uint64_t *s);
double tt_urand(uint64_t *s);  /* uniform in [-1, 1) */

/* ---- level-3 calls ---- */
enum { TT_GEMM = 'g', TT_SYMM = 's', TT_HEMM = 'h', TT_SYRK = 'k', TT_HERK = 'H',
       TT_TRMM = 'm', TT_TRSM = 't' };
enum { TT_TAIL = 16 };          /* elements after each output buffer, checked unchanged */

typedef struct {
    char type;                  /* 's' 'd' 'c' 'z' */
    char rout;                  /* TT_GEMM ... */
    CBLAS_LAYOUT layout;
    CBLAS_TRANSPOSE ta, tb;     /* ta also: trans of SYRK/HERK, transA of TRMM/TRSM */
    CBLAS_SIDE side;
    CBLAS_UPLO uplo;
    CBLAS_DIAG diag;
    int m, n, k;                /* SYRK/HERK: n, k;  SYMM/HEMM/TRMM/TRSM: m, n */
    double complex alpha, beta; /* real types and HERK use the real parts */
    int lda, ldb, ldc;          /* 0: the smallest legal value plus a few (padding) */
} tt_op;

typedef struct {
    tt_op op;
    void *a, *b;                /* inputs (b is NULL for SYRK/HERK/TRMM/TRSM) */
    void *c0;                   /* initial output buffer: out_elems + TT_TAIL elements */
    size_t a_elems, b_elems, out_elems;
} tt_case;

size_t tt_es(char type);
/* the call in words, e.g. "dgemm col NT m=3 n=4 k=5" */
const char *tt_describe(const tt_op *op, char *buf, size_t len);
/* number of multiply-adds of the call (complex counted as one) */
double tt_work(const tt_op *op);

/* Fill in the leading dimensions and random operands; unreferenced parts of A (the other
 * triangle, a unit diagonal, HEMM's imaginary diagonal) hold garbage, the output buffer's
 * elements outside what the call writes hold a sentinel. */
void tt_case_init(tt_case *c, const tt_op *op, uint64_t seed);
void tt_case_free(tt_case *c);
/* Allocate an output buffer (out_elems + TT_TAIL) and copy c0 into it. */
void *tt_out_new(const tt_case *c);
void tt_out_reset(const tt_case *c, void *out);
/* The call itself on out (C, or B for TRMM/TRSM). */
void tt_call(const tt_case *c, void *out);

typedef struct {
    long nbad;                  /* elements outside the tolerance or changed outside */
    long nbad_outside;          /* of which outside the writable region */
    double maxrel;              /* max |x - r| / scale over the writable region */
    int bitwise;                /* 1 when the whole buffer is bitwise equal to the reference */
    char where[160];            /* the first bad element */
} tt_cmp;

/* Tolerance for a comparison: factor * eps(type) * (inner dimension + 4), relative to the
 * largest element of the reference.  Threads only split the output, so results usually
 * agree bitwise; a different summation order stays far below TT_TOL_THREADS (double:
 * 1.3e-13 at k = 300; float: 7e-5).  The plain-loop reference sums in another order than
 * any blocked code, hence the looser TT_TOL_NAIVE. */
#define TT_TOL_THREADS 2.0
#define TT_TOL_NAIVE 16.0
double tt_tol(const tt_op *op, double factor);

/* Compare out with ref (both full buffers, ref e.g. the same call on one thread); the
 * elements outside the writable region must also equal c0 bitwise. */
tt_cmp tt_compare(const tt_case *c, const void *out, const void *ref, double rtol);

/* Compare out with the independent reference (plain loops, double complex); ref is
 * computed into a new array the caller frees (pass *naive = NULL) or reused. */
tt_cmp tt_compare_naive(const tt_case *c, const void *out, double rtol, double complex **naive);

#endif
