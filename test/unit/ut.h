/*
 * Unit tests of SteadyBLAS against a reference BLAS: the part that is the same for every
 * type (reference loading, Check glue, case reporting, random numbers, storage shapes).
 *
 * A test case calls the routine three times on copies of the same inputs:
 *   UT_OURS  SteadyBLAS (linked normally),
 *   UT_REF   the reference (OpenBLAS, or netlib's libblas.so.3 where a case says so),
 *   UT_MAG   the reference again on |inputs| and |scalars|: its output bounds, element by
 *            element, the sum of magnitudes that rounding errors are relative to.
 * and then compares OURS with REF inside the output region (within a tolerance derived
 * from MAG) and byte by byte everywhere else, inputs included.
 */
#ifndef UT_H
#define UT_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>
#include "cblas.h"

/* The Fortran INTEGER of the LP64 ABI that both SteadyBLAS and the references use. */
typedef int32_t fint;

/* The copies of every array of a case, and which implementation fills which. */
enum { UT_ORIG, UT_OURS, UT_REF, UT_MAG, UT_NV };

/* Reference libraries. */
enum { UT_OPENBLAS, UT_NETLIB, UT_NREF };

/* How a case calls the routine: the Fortran ABI, or CBLAS in either layout. */
enum { UT_F77 = 'F', UT_COL = 'C', UT_ROW = 'R' };

/* The reference library the current case compares with (set by the case runner). */
extern int ut_cur_ref;

/* The implementation `w` of the routine named `name`: `ours` (SteadyBLAS's symbol, a weak
 * reference that is NULL when the library lacks it) for UT_OURS, the current reference's
 * symbol for UT_REF and UT_MAG.  A missing symbol fails the test with a clear message. */
void *ut_fn(int w, void *ours, const char *name);
#define UT_XSTR_(x) #x
#define UT_XSTR(x) UT_XSTR_(x)
#define UT_FN(w, sym) ((__typeof__(&sym))ut_fn((w), (void *)&sym, UT_XSTR(sym)))
/* The reference's symbol only (routines SteadyBLAS need not have, e.g. for emulation). */
void *ut_ref_sym(int ref, const char *name);

/* Declares a SteadyBLAS symbol weak, so that the tests link (and report it missing) while
 * the library is incomplete. */
#define UT_WEAK(sym) extern __typeof__(sym) sym __attribute__((weak))
#define UT_WEAKATTR __attribute__((weak))

/* ---- Check glue ---- */

/* Adds TCase `name` to `s` running fn(0) .. fn(ngroups - 1) as separate checks. */
void ut_add(Suite *s, const char *name, void (*fn)(int), int ngroups);

/* Per-check bookkeeping: every failing case is printed (up to a limit) to stderr; the
 * check fails at ut_check_end if any case failed. */
void ut_check_begin(const char *what);
void ut_case_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void ut_check_end(void);
extern long ut_ncases;

/* Calls of xerbla_ / cblas_xerbla (replaced by the test program) and the last one's
 * arguments: routine name (not terminated by the caller; stored terminated), info, the
 * hidden length (xerbla_) or strlen (cblas_xerbla). */
extern int ut_nerr;
extern char ut_err_name[64];
extern int ut_err_info;
extern size_t ut_err_len;

/* ---- Random numbers (deterministic per check) ---- */
void ut_seed(uint64_t s);
double ut_urand(void); /* uniform in [-1, 1) */
int ut_irand(int n);   /* uniform in [0, n) */

/* ---- CBLAS flags from the Fortran characters ---- */
CBLAS_LAYOUT ut_clayout(int abi);
CBLAS_TRANSPOSE ut_ctrans(char t); /* N T C, and R (conjugate, no transpose: 114) */
CBLAS_UPLO ut_cuplo(char u);
CBLAS_SIDE ut_cside(char s);
CBLAS_DIAG ut_cdiag(char d);
char ut_flip_uplo(char u);

/* ---- Storage shapes ----
 * Where the referenced elements of an array lie, in the column-major storage view (a
 * row-major matrix is the column-major storage of its transpose: helpers ut_mat .. take
 * `row` and return the storage view).
 *   'G' general m x n, leading dimension ld
 *   'T' n x n triangle `uplo` (diagonal included), ld
 *   'B' general band m x n with kl sub- and ku superdiagonals, band storage, ld
 *   'S' n x n triangular/symmetric band, k = kl = ku diagonals beside the main one, uplo, ld
 *   'P' n x n packed triangle uplo
 *   'V' vector of n elements with increment inc (the absolute value is what matters)
 */
typedef struct {
    char kind, uplo;
    int m, n, ld, kl, ku, inc;
} ut_shape;

ut_shape ut_mat(int row, int m, int n, int ld);
ut_shape ut_tri(int row, char uplo, int n, int ld);
ut_shape ut_band(int row, int m, int n, int kl, int ku, int ld);
ut_shape ut_sband(int row, char uplo, int n, int k, int ld);
ut_shape ut_pack(int row, char uplo, int n);
ut_shape ut_vec(int n, int inc);
size_t ut_shape_len(const ut_shape *s);
/* 1 if storage position pos holds a referenced element; *diag tells whether it is on
 * the main diagonal. */
int ut_shape_at(const ut_shape *s, size_t pos, int *diag);
/* Off-diagonal elements beside the diagonal in one row/column (scaling for solves). */
int ut_shape_width(const ut_shape *s);

/* Vector lengths (as (m, n, k) = (0, n, 0)) for level 1 and axpby. */
#define UT_NVSIZES 12
extern const int ut_vsizes[UT_NVSIZES][3];
extern const int ut_vlarge[1][3];

/* ---- Per-type registration (ut_*_t.c files) ---- */
#define UT_DECLARE_TYPE(t)                                                                  \
    void ut_##t##_reg_l1(Suite *s);                                                         \
    void ut_##t##_reg_l2(Suite *s);                                                         \
    void ut_##t##_reg_l3(Suite *s);                                                         \
    void ut_##t##_reg_ext(Suite *s);
UT_DECLARE_TYPE(s)
UT_DECLARE_TYPE(d)
UT_DECLARE_TYPE(c)
UT_DECLARE_TYPE(z)
void ut_reg_misc(Suite *s);

#endif
