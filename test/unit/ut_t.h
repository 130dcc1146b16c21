/*
 * Unit tests: the type-generic harness.  Included by the *_t.c test files, which are
 * compiled once per type with -DSB_TYPE_S/D/C/Z and use the library's own type
 * vocabulary (include/sb/type.h: SB_T, SB_R, SB_COMPLEX, SB_F77, SB_CBLAS, SB_PICK ...).
 */
#ifndef UT_T_H
#define UT_T_H

#include <math.h>
#include <stdio.h>
#include "sb/type.h"
#include "ut.h"

/* Names of the harness functions and tests of the current type: UT(run) -> ut_d_run. */
#define UT(x) SB_PASTE4(ut_, SB_CH, _, x)
/* "dgemm" for "gemm" */
#define UT_RNAME(x) SB_PICK("s", "d", "c", "z") x

/* CBLAS passes real scalars by value and complex ones by address. */
#if SB_COMPLEX
#define UT_CS(x) ((const void *)&(x))
#else
#define UT_CS(x) (x)
#endif

/* Block sizes of the generic kernel set (kernel/generic/generic.h and kset.c): the size
 * sweeps cross every one of these edges. */
#define UT_MR SB_PICK(8, 8, 4, 4)
#define UT_NR SB_PICK(4, 4, 4, 2)
#define UT_MC SB_PICK(128, 96, 64, 48)
#define UT_KC SB_PICK(256, 256, 192, 160)
#define UT_NC SB_PICK(512, 512, 256, 256)

/* Scalar values a sweep uses for alpha and beta: 0, 1, -1, another real, and (complex
 * types) a complex one. */
#define UT_NSCAL 5
SB_T UT(scal)(int i);

/* Tolerance modes of an output array. */
enum {
    UT_T_MAG,   /* |ours - ref| <= f * |mag|          (products and sums) */
    UT_T_MAX,   /* |ours - ref| <= f * max |ref|      (triangular solves) */
    UT_T_REL,   /* |ours - ref| <= f * |ref|          (norms, rotations) */
    UT_T_EXACT, /* bytes equal                         (copies, indices) */
};

/* Options for filling an array. */
#define UT_O_UNIT 1 /* the diagonal is not referenced: NaN there */
#define UT_O_DOM 2  /* well-conditioned triangle: |diagonal| in [1, 2], rest scaled down */
#define UT_O_NAN 4  /* every referenced element is NaN */
#define UT_O_HERM 8 /* Hermitian output: where the reference's diagonal is real, ours must be */

typedef struct {
    size_t n;            /* elements */
    int out, tol, opts;  /* written by the routine?  tolerance mode, fill options */
    ut_shape shape;      /* for reports */
    unsigned char *mark; /* 0: not referenced / outside the output region, 1: inside, 2: diagonal */
    SB_T *v[UT_NV];      /* UT_ORIG, UT_OURS, UT_REF, UT_MAG */
    const char *name;
} UT(arr);

/* The parameters of one call.  Characters are the Fortran flags; the CBLAS call maps them. */
typedef struct {
    char abi;                         /* UT_F77, UT_COL, UT_ROW */
    char ta, tb, uplo, side, diag;    /* 0 when the routine has no such flag */
    char nan;                         /* 0, 'C': NaN in the output (beta = 0), 'A': NaN in
                                         the inputs (alpha = 0) */
    int m, n, k, kl, ku;
    int lda, ldb, ldc, incx, incy;
    int pad;                          /* leading dimension = rows + pad */
    int netlib;                       /* compare with netlib's library (UT(begin)) */
    SB_T alpha, beta;
} UT(p);

#define UT_MAXARR 8
typedef struct UT(case) {
    const char *rname; /* routine and ABI for reports */
    const UT(p) *p;
    int narr;
    UT(arr) a[UT_MAXARR];
    double kdim; /* length of the sums: tolerance f = tolc * (kdim + 2) * eps */
    double tolc;
    int ref;     /* UT_OPENBLAS or UT_NETLIB */
} UT(case);

typedef void (*UT(callfn))(UT(case) *c, int w);

void UT(begin)(UT(case) *c, const char *rname, const UT(p) *p);
/* An input array (must come back unchanged), filled per shape and options; returns its
 * index.  Unreferenced positions (padding, the other triangle) hold NaN. */
int UT(in)(UT(case) *c, const char *name, ut_shape s, int opts);
/* An output array (also read unless the options say NaN): the referenced elements of s
 * are the output region; everything else must come back byte-identical. */
int UT(out)(UT(case) *c, const char *name, ut_shape s, int opts, int tol);
/* In-place transformation whose output region (sout) differs from its input (sin). */
int UT(inout)(UT(case) *c, const char *name, ut_shape sin, ut_shape sout, int opts, int tol);
/* Array `i` of implementation w, as the routine's pointer. */
static inline SB_T *UT(a)(UT(case) *c, int i, int w) { return c->a[i].v[w]; }
/* A scalar as implementation w sees it (|x| for the magnitude run). */
SB_T UT(sc)(SB_T x, int w);
SB_R UT(rsc)(SB_R x, int w);
/* The k a GEMM-type reference call (gemm, and gemmt through gemm) is given: 0 when alpha
 * is 0.  The reference BLAS then sets C := beta C and references neither A nor B, which
 * k = 0 asks of any library; OpenBLAS 0.3.21's small-matrix s/d GEMM kernels for SkylakeX
 * (its choice on AVX-512 Intel CPUs) compute alpha (A B) instead, and a NaN in A or B
 * becomes NaN in C. */
fint UT(ref_k)(const UT(p) *p, int w);
/* Run OURS, REF (and MAG when needed), compare, record, free.  Returns 1 if it passed. */
int UT(run)(UT(case) *c, UT(callfn) fn);
/* For checks of their own: free a case's arrays (and count it); describe its call. */
void UT(discard)(UT(case) *c);
int UT(describe)(const UT(case) *c, char *buf, size_t len);

/* ---- Sweeps ----
 * A routine's check is split into groups (separate Check tests):
 *   UT_G_FLAGS   every flag x ABI x alpha x beta combination at the small size;
 *   UT_G_SIZES   sizes around the kernel's block edges, every flag combination, the ABI,
 *                alpha, beta, padding and increments rotating;
 *   UT_G_SPECIAL zero and unit dimensions, NaN in the output with beta = 0, NaN in the
 *                inputs with alpha = 0, every flag combination and ABI (the NaN cases also
 *                at the middle size of the list for a third of the flag combinations),
 *                every pair of increments, and for level 1 increments of 0 and n < 0
 *                (compared with netlib: the reference BLAS defines them);
 *   UT_G_LARGE   a few large problems.
 * Sizes are (m, n, k) triples that each routine maps to its own dimensions. */
enum { UT_G_FLAGS, UT_G_SIZES, UT_G_SPECIAL, UT_G_LARGE, UT_NGROUPS };

typedef struct {
    const char *abi;                          /* subset of "FCR" */
    const char *ta, *tb, *uplo, *side, *diag; /* choices, NULL when no such flag */
    int nalpha, nbeta;                        /* UT_NSCAL or 0 (not a parameter) */
    int incs;                                 /* the routine has vector increments */
    int lvl1; /* level-1 rules: increments of 0 and n < 0 are legal (special group, netlib) */
} UT(dims);

typedef void (*UT(casefn))(UT(p) *p);
typedef struct {
    const UT(dims) *d;
    UT(casefn) fn;
    int small[3];
    const int (*sizes)[3];
    int nsizes;
    const int (*large)[3];
    int nlarge;
    int nlargeflags; /* flag combinations run at the large sizes (first ones of the list) */
} UT(plan);

void UT(sweep)(const UT(plan) *pl, int group);
/* A check that runs one plan (group = Check's loop index). */
#define UT_CHECK(name, plan)                                                                \
    static void UT(chk_##name)(int g)                                                       \
    {                                                                                       \
        char what[48];                                                                      \
        snprintf(what, sizeof what, "%s[%d]", UT_RNAME(#name), g);                          \
        ut_check_begin(what);                                                               \
        UT(sweep)(&(plan), g);                                                              \
        ut_check_end();                                                                     \
    }

/* Leading dimension for `rows` rows with the case's padding. */
static inline int UT(ld)(const UT(p) *p, int rows) { return (rows > 1 ? rows : 1) + p->pad; }
/* Row-major call?  ('G': the Fortran ABI of omatcopy/imatcopy with order 'R') */
static inline int UT(isrow)(const UT(p) *p) { return p->abi == UT_ROW || p->abi == 'G'; }
/* Leading dimension of a rows x cols matrix in the case's layout. */
static inline int UT(ldm)(const UT(p) *p, int rows, int cols)
{
    return UT(ld)(p, UT(isrow)(p) ? cols : rows);
}
/* UT_O_NAN when the case puts NaN in `where` ('A' inputs, 'C' output). */
static inline int UT(nan)(const UT(p) *p, char where) { return p->nan == where ? UT_O_NAN : 0; }
/* Adds the check of routine r (defined by UT_CHECK) to suite s. */
#define UT_ADD(s, r) ut_add(s, UT_RNAME(#r), UT(chk_##r), UT_NGROUPS)

#endif
