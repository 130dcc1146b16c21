/*
 * Guard-page and bad-argument tests: the shared vocabulary.
 *
 * One table (routines.c) describes every BLAS routine by the kinds of its parameters in
 * Fortran order (CBLAS order is the same after the layout argument).  From that table:
 *   - call.c / call_t.c make the call through the Fortran ABI or CBLAS,
 *   - geom.c says which bytes of each operand the routine may read or write,
 *   - guard.c places every operand between PROT_NONE pages and checks the bytes,
 *   - badargs.c perturbs the arguments and compares the xerbla reports with the
 *     reference BLAS.
 */
#ifndef GT_H
#define GT_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>

/* glibc's <complex.h> defines CMPLX and CMPLXF for GCC only (the fuzzer is built with clang) */
#if defined(__clang__) && !defined(CMPLX)
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#endif

enum { T_S, T_D, T_C, T_Z };
enum { API_F77, API_CCOL, API_CROW }; /* Fortran ABI, CBLAS column-major, CBLAS row-major */
extern const char *const gt_api_name[3];

/* Return kinds of function routines. */
enum { RET_VOID, RET_F, RET_D, RET_C, RET_Z, RET_I };

/* Call shapes: one per distinct signature (Fortran and CBLAS). */
enum {
    SH_GEMM, SH_SYMM, SH_SYRK, SH_HERK, SH_SYR2K, SH_HER2K, SH_TRMM, SH_GEMMT,
    SH_GEMV, SH_GBMV, SH_SYMV, SH_SBMV, SH_SPMV, SH_TRMV, SH_TBMV, SH_TPMV,
    SH_GER, SH_SYR, SH_HER, SH_SPR, SH_HPR, SH_SYR2, SH_SPR2,
    SH_ROT, SH_ROTM, SH_SWAP, SH_COPY, SH_AXPY, SH_SCAL, SH_RSCAL, SH_DOT, SH_DOTU, SH_DOTC,
    SH_SDSDOT, SH_DSDOT, SH_NRM2, SH_ASUM, SH_IAMAX, SH_AXPBY,
    SH_ROTG, SH_ROTMG, SH_CABS1,
    SH_OMATCOPY, SH_IMATCOPY, SH_GEADD,
    SH_COUNT
};

/*
 * Parameter kinds, one character per parameter in Fortran order:
 *   t trans   u uplo   s side   d diag                       (flags)
 *   o order ('C', 'R')   c trans of the matrix copies ('N', 'T', 'R', 'C')
 *   m n k     dimensions; l = kl, h = ku (gbmv), w = band width k (sbmv, tbmv ...)
 *   a alpha   b beta   (of the routine's type)
 *   r alpha   q beta   (real scalars: herk, her, csscal, rot's c and s ...)
 *   A B C     matrices; P packed matrix; x y vectors; p rotm's 5-element PARAM
 *   S         a scalar passed by reference (rotg, rotmg, cabs1)
 *   L         leading dimension of the matrix before it;  I increment of the vector before it
 */
typedef struct {
    const char *name;     /* generic name, for messages ("gemm") */
    const char *sym[4];   /* Fortran names without the underscore, NULL if absent */
    const char *csym[4];  /* CBLAS names, NULL if absent */
    int shape;
    const char *kinds;
    int level;            /* 1, 2, 3; 0 for the OpenBLAS matrix extensions */
    int ret[4];           /* return kinds (functions) */
    const char *trans[2]; /* legal trans characters for real, complex (NULL: "NTC") */
    int solve;            /* triangular solve: keep the matrix well conditioned */
    int herm;             /* Hermitian operand (diagonal imaginary part not referenced) */
} gt_routine;

extern const gt_routine gt_routines[];
extern const int gt_nroutines;

#define GT_MAXP 16

/* One argument value.  Flags hold the character (Fortran) or enum value (CBLAS). */
typedef struct {
    int64_t i;        /* flag, dimension, ld, increment */
    double complex z; /* scalar */
    void *p;          /* operand */
} gt_arg;

typedef struct {
    int api;
    int layout; /* CBLAS layout value (101 / 102, or an illegal one) */
    gt_arg a[GT_MAXP];
} gt_call_args;

/* Make the call; returns 0, or -1 if the shape/api has no call (not a test failure).
 * ret receives a function's value (as double complex / int64). */
typedef struct {
    double complex z;
    int64_t i;
} gt_ret;
int gt_call(const gt_routine *r, int type, void *fn, const gt_call_args *c, gt_ret *ret);
int gt_call_cblas_s(const gt_routine *r, void *fn, const gt_call_args *c, gt_ret *ret);
int gt_call_cblas_d(const gt_routine *r, void *fn, const gt_call_args *c, gt_ret *ret);
int gt_call_cblas_c(const gt_routine *r, void *fn, const gt_call_args *c, gt_ret *ret);
int gt_call_cblas_z(const gt_routine *r, void *fn, const gt_call_args *c, gt_ret *ret);

/* Flags: the character a Fortran call passes, or the CBLAS enum value. */
int64_t gt_flag(int api, char kind, char ch);
char gt_flag_char(int api, char kind, int64_t v); /* inverse; '?' if illegal */

/* ---- Operands: which elements the routine reads / may write ---- */

/* Element classes inside an operand's extent. */
enum {
    C_PAD,   /* not referenced: padding, the other triangle, outside the band */
    C_IN,    /* referenced (inputs) / may be written (outputs) */
    C_DIAG,  /* a referenced diagonal element */
    C_UDIAG, /* a diagonal element not referenced (unit diagonal) */
    C_HDIAG, /* a Hermitian diagonal element: its imaginary part is not referenced */
    C_FREE   /* in-place copies: read, then not part of the result (any value) */
};

typedef struct {
    int pos;          /* parameter position */
    char kind;        /* 'A' 'B' 'C' 'P' 'x' 'y' 'p' */
    int out;          /* may be written */
    int untouched;    /* the routine must not access it at all (quick return) */
    int solve;        /* triangular matrix of a solve: scale for a good condition */
    int order;        /* its order (for scaling) */
    int real;         /* elements are real even for a complex routine (crotg's c) */
    int64_t minld;    /* the smallest legal leading dimension (matrices) */
    int64_t minld2;   /* imatcopy: the smallest legal ldb (the second one) */
    size_t esz;       /* element size */
    size_t nelem;     /* extent in elements */
    unsigned char *cls; /* class of each element (malloc'ed) */
} gt_op;

typedef struct {
    int nops;
    gt_op op[6];
    int kdim;         /* inner dimension, for the error bound */
    int quick;        /* a quick return: no operand may be touched */
} gt_geom;

/* Fill g for routine r, type t, arguments c (pointers not needed).  Returns 0. */
int gt_geometry(const gt_routine *r, int type, const gt_call_args *c, gt_geom *g);
void gt_geom_free(gt_geom *g);

/* ---- Element access by type ---- */
size_t gt_esz(int type);
int gt_complex(int type);
double gt_eps(int type);
double complex gt_get(int type, const void *base, size_t i);
void gt_set(int type, void *base, size_t i, double complex v);

/* ---- Library handles ---- */
void *gt_open(const char *path, int deep);
void *gt_sym(void *lib, const char *name);

const gt_routine *gt_find(const char *name); /* by generic name ("gemm") */

/* Routine r is of this level and named in only[] (or only[] is empty). */
int gt_selected(const gt_routine *r, int level, const char *const *only, int nonly);

/* Names */
const char *gt_fname(const gt_routine *r, int type, char *buf, size_t n); /* "dgemm_" */
const char *gt_cname(const gt_routine *r, int type);                      /* "cblas_dgemm" */
void gt_describe(const gt_routine *r, int type, const gt_call_args *c, char *buf, size_t n);

/* ---- Comparison with the reference BLAS (compare.c; the rule is written there) ---- */

/* The routine the reference runs for r (gemm for gemmt), NULL: the reference has none. */
const gt_routine *gt_ref_routine(const gt_routine *r);
/* Call the reference's function rfn (of gt_ref_routine(r)) with the arguments of r. */
int gt_ref_call(const gt_routine *r, int type, void *rfn, const gt_call_args *c, gt_ret *ret);

int gt_isnan_c(double complex z);  /* a NaN in either component */
int gt_finite_c(double complex z); /* both components finite */

/* Per-element taint of an output (the fuzzer): a non-finite input may reach the element /
 * reaches it through products with no zero factor. */
enum { GT_TAINT_MAY = 1, GT_TAINT_MUST = 2 };

/* The operands' values, shared by the guard test and the fuzzer.  gt_rnd: xorshift64 on
 * *state, uniform in [-1, 1).  gt_fill: operand o's image for a call of type t: inputs
 * random in [-1, 1) (a solve's triangle well conditioned: diagonal in [1, 2], small
 * off-diagonal elements); elements not referenced NaN (and a Hermitian diagonal's
 * imaginary part); an output's padding the byte GT_CANARY; an output the routine must
 * overwrite without reading (overwritten: beta = 0) NaN. */
#define GT_CANARY 0x5A /* output bytes that must not change: a finite value, not NaN */
double gt_rnd(uint64_t *state);
void gt_fill(int type, const gt_op *o, unsigned char *img, int overwritten, uint64_t *state);

/* 64 eps (kdim + 2) max(1, max |finite ref element|) over the elements of o. */
double gt_tolerance(int type, const gt_op *o, const void *ref, int kdim);
/* One element the routine may write: ours against the reference's, taint 0 if none. */
int gt_element_ok(double complex ours, double complex ref, double tol, int taint);

typedef struct {
    size_t nchanged, first_c; /* elements changed that must not be written */
    size_t nwrong, first_w;   /* elements written that disagree with the reference */
    double complex wl, wr;    /* the first wrong one: ours, reference */
} gt_cmp;
/* Compare operand o after the call: ours and ref are its two copies, orig its contents
 * before the call, taint (NULL: none) one byte per element. */
void gt_compare(int type, const gt_op *o, const void *ours, const void *ref, const void *orig, int kdim,
                const unsigned char *taint, gt_cmp *res);

#endif
