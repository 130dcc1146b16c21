/*
 * cblas.h — the C interface to the BLAS, compatible with netlib's cblas.h (LAPACK 3.11):
 * the same enum values, both the CBLAS_ORDER and CBLAS_LAYOUT spellings, CBLAS_INDEX =
 * size_t, and every cblas_* function of netlib's libblas.so.3 with the same parameter
 * types.  At the end: the extensions SteadyBLAS also exports, with the signatures that
 * OpenBLAS's cblas.h gives them (gemmt/gemmtr, axpby, omatcopy, imatcopy, geadd).
 *
 * Scalars: real ones are passed by value; complex ones as `const void *` pointing to
 * (re, im) — except in the OpenBLAS extensions ?omatcopy/?imatcopy/?geadd, which take
 * `const float *` / `const double *`, as OpenBLAS does.
 *
 * CBLAS_INT is the integer type of every dimension, increment and leading dimension:
 * int32_t unless the includer defines it (the library itself is built with the default).
 * The ILP64 library (make INTERFACE64=1) has its own header, cblas64.h, generated from
 * this one: names with the suffix 64_ and int64_t; the two can be included together.
 */
#ifndef CBLAS_H
#define CBLAS_H

#include <stddef.h>
#include <stdint.h>
#include <inttypes.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CBLAS_INDEX size_t

#ifndef CBLAS_INT
#define CBLAS_INT int32_t
#endif
#ifndef CBLAS_IFMT
#define CBLAS_IFMT PRId32
#endif

#ifndef CBLAS_ENUMS_DEFINED /* shared with cblas64.h */
#define CBLAS_ENUMS_DEFINED
typedef enum CBLAS_LAYOUT { CblasRowMajor = 101, CblasColMajor = 102 } CBLAS_LAYOUT;
typedef enum CBLAS_TRANSPOSE {
    CblasNoTrans = 111, CblasTrans = 112, CblasConjTrans = 113,
    CblasConjNoTrans = 114 /* OpenBLAS extension: conjugate, no transpose (?omatcopy ...) */
} CBLAS_TRANSPOSE;
typedef enum CBLAS_UPLO { CblasUpper = 121, CblasLower = 122 } CBLAS_UPLO;
typedef enum CBLAS_DIAG { CblasNonUnit = 131, CblasUnit = 132 } CBLAS_DIAG;
typedef enum CBLAS_SIDE { CblasLeft = 141, CblasRight = 142 } CBLAS_SIDE;
#define CBLAS_ORDER CBLAS_LAYOUT /* the older spelling */
#endif

/* Error handler: reports argument p of routine rout; replaceable (interposable). */
void cblas_xerbla(CBLAS_INT p, const char *rout, const char *form, ...);

/*
 * Level 1
 */
/* |Re z| + |Im z| */
float  cblas_scabs1(const void *c);
double cblas_dcabs1(const void *z);

/* dot products; sdsdot and dsdot accumulate in double */
float cblas_sdsdot(const CBLAS_INT N, const float alpha, const float *X, const CBLAS_INT incX,
                   const float *Y, const CBLAS_INT incY);
double cblas_dsdot(const CBLAS_INT N, const float *X, const CBLAS_INT incX, const float *Y,
                   const CBLAS_INT incY);
float cblas_sdot(const CBLAS_INT N, const float *X, const CBLAS_INT incX, const float *Y,
                 const CBLAS_INT incY);
double cblas_ddot(const CBLAS_INT N, const double *X, const CBLAS_INT incX, const double *Y,
                  const CBLAS_INT incY);

/* complex dots return their result through the last argument */
void cblas_cdotu_sub(const CBLAS_INT N, const void *X, const CBLAS_INT incX, const void *Y,
                     const CBLAS_INT incY, void *dotu);
void cblas_zdotu_sub(const CBLAS_INT N, const void *X, const CBLAS_INT incX, const void *Y,
                     const CBLAS_INT incY, void *dotu);
void cblas_cdotc_sub(const CBLAS_INT N, const void *X, const CBLAS_INT incX, const void *Y,
                     const CBLAS_INT incY, void *dotc);
void cblas_zdotc_sub(const CBLAS_INT N, const void *X, const CBLAS_INT incX, const void *Y,
                     const CBLAS_INT incY, void *dotc);

/* Euclidean norm and sum of |Re| + |Im| */
float cblas_snrm2(const CBLAS_INT N, const float *X, const CBLAS_INT incX);
double cblas_dnrm2(const CBLAS_INT N, const double *X, const CBLAS_INT incX);
float cblas_sasum(const CBLAS_INT N, const float *X, const CBLAS_INT incX);
double cblas_dasum(const CBLAS_INT N, const double *X, const CBLAS_INT incX);
float cblas_scnrm2(const CBLAS_INT N, const void *X, const CBLAS_INT incX);
float cblas_scasum(const CBLAS_INT N, const void *X, const CBLAS_INT incX);
double cblas_dznrm2(const CBLAS_INT N, const void *X, const CBLAS_INT incX);
double cblas_dzasum(const CBLAS_INT N, const void *X, const CBLAS_INT incX);

/* index (0-based) of the first element of largest |Re| + |Im| */
CBLAS_INDEX cblas_isamax(const CBLAS_INT N, const float *X, const CBLAS_INT incX);
CBLAS_INDEX cblas_idamax(const CBLAS_INT N, const double *X, const CBLAS_INT incX);
CBLAS_INDEX cblas_icamax(const CBLAS_INT N, const void *X, const CBLAS_INT incX);
CBLAS_INDEX cblas_izamax(const CBLAS_INT N, const void *X, const CBLAS_INT incX);

void cblas_sswap(const CBLAS_INT N, float *X, const CBLAS_INT incX, float *Y,
                 const CBLAS_INT incY);
void cblas_dswap(const CBLAS_INT N, double *X, const CBLAS_INT incX, double *Y,
                 const CBLAS_INT incY);
void cblas_cswap(const CBLAS_INT N, void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY);
void cblas_zswap(const CBLAS_INT N, void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY);

void cblas_scopy(const CBLAS_INT N, const float *X, const CBLAS_INT incX, float *Y,
                 const CBLAS_INT incY);
void cblas_dcopy(const CBLAS_INT N, const double *X, const CBLAS_INT incX, double *Y,
                 const CBLAS_INT incY);
void cblas_ccopy(const CBLAS_INT N, const void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY);
void cblas_zcopy(const CBLAS_INT N, const void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY);

/* y := alpha*x + y */
void cblas_saxpy(const CBLAS_INT N, const float alpha, const float *X, const CBLAS_INT incX,
                 float *Y, const CBLAS_INT incY);
void cblas_daxpy(const CBLAS_INT N, const double alpha, const double *X, const CBLAS_INT incX,
                 double *Y, const CBLAS_INT incY);
void cblas_caxpy(const CBLAS_INT N, const void *alpha, const void *X, const CBLAS_INT incX,
                 void *Y, const CBLAS_INT incY);
void cblas_zaxpy(const CBLAS_INT N, const void *alpha, const void *X, const CBLAS_INT incX,
                 void *Y, const CBLAS_INT incY);

/* x := alpha*x */
void cblas_sscal(const CBLAS_INT N, const float alpha, float *X, const CBLAS_INT incX);
void cblas_dscal(const CBLAS_INT N, const double alpha, double *X, const CBLAS_INT incX);
void cblas_cscal(const CBLAS_INT N, const void *alpha, void *X, const CBLAS_INT incX);
void cblas_zscal(const CBLAS_INT N, const void *alpha, void *X, const CBLAS_INT incX);
void cblas_csscal(const CBLAS_INT N, const float alpha, void *X, const CBLAS_INT incX);
void cblas_zdscal(const CBLAS_INT N, const double alpha, void *X, const CBLAS_INT incX);

/* Givens rotations */
void cblas_srotg(float *a, float *b, float *c, float *s);
void cblas_drotg(double *a, double *b, double *c, double *s);
void cblas_crotg(void *a, void *b, float *c, void *s);
void cblas_zrotg(void *a, void *b, double *c, void *s);
void cblas_srot(const CBLAS_INT N, float *X, const CBLAS_INT incX, float *Y,
                const CBLAS_INT incY, const float c, const float s);
void cblas_drot(const CBLAS_INT N, double *X, const CBLAS_INT incX, double *Y,
                const CBLAS_INT incY, const double c, const double s);
void cblas_csrot(const CBLAS_INT N, void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY, const float c, const float s);
void cblas_zdrot(const CBLAS_INT N, void *X, const CBLAS_INT incX, void *Y,
                 const CBLAS_INT incY, const double c, const double s);

/* modified Givens rotations */
void cblas_srotmg(float *d1, float *d2, float *b1, const float b2, float *P);
void cblas_drotmg(double *d1, double *d2, double *b1, const double b2, double *P);
void cblas_srotm(const CBLAS_INT N, float *X, const CBLAS_INT incX, float *Y,
                 const CBLAS_INT incY, const float *P);
void cblas_drotm(const CBLAS_INT N, double *X, const CBLAS_INT incX, double *Y,
                 const CBLAS_INT incY, const double *P);

/*
 * Level 2
 */
/* y := alpha*op(A)*x + beta*y */
void cblas_sgemv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const float alpha, const float *A, const CBLAS_INT lda,
                 const float *X, const CBLAS_INT incX, const float beta, float *Y,
                 const CBLAS_INT incY);
void cblas_dgemv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const double alpha, const double *A, const CBLAS_INT lda,
                 const double *X, const CBLAS_INT incX, const double beta, double *Y,
                 const CBLAS_INT incY);
void cblas_cgemv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *X, const CBLAS_INT incX, const void *beta, void *Y,
                 const CBLAS_INT incY);
void cblas_zgemv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *X, const CBLAS_INT incX, const void *beta, void *Y,
                 const CBLAS_INT incY);

void cblas_sgbmv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const CBLAS_INT KL, const CBLAS_INT KU, const float alpha,
                 const float *A, const CBLAS_INT lda, const float *X, const CBLAS_INT incX,
                 const float beta, float *Y, const CBLAS_INT incY);
void cblas_dgbmv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const CBLAS_INT KL, const CBLAS_INT KU, const double alpha,
                 const double *A, const CBLAS_INT lda, const double *X, const CBLAS_INT incX,
                 const double beta, double *Y, const CBLAS_INT incY);
void cblas_cgbmv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const CBLAS_INT KL, const CBLAS_INT KU, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *X, const CBLAS_INT incX,
                 const void *beta, void *Y, const CBLAS_INT incY);
void cblas_zgbmv(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, const CBLAS_INT M,
                 const CBLAS_INT N, const CBLAS_INT KL, const CBLAS_INT KU, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *X, const CBLAS_INT incX,
                 const void *beta, void *Y, const CBLAS_INT incY);

/* x := op(A)*x */
void cblas_strmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const float *A, const CBLAS_INT lda, float *X,
                 const CBLAS_INT incX);
void cblas_dtrmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const double *A, const CBLAS_INT lda, double *X,
                 const CBLAS_INT incX);
void cblas_ctrmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *A, const CBLAS_INT lda, void *X,
                 const CBLAS_INT incX);
void cblas_ztrmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *A, const CBLAS_INT lda, void *X,
                 const CBLAS_INT incX);
void cblas_stbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const float *A, const CBLAS_INT lda,
                 float *X, const CBLAS_INT incX);
void cblas_dtbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const double *A, const CBLAS_INT lda,
                 double *X, const CBLAS_INT incX);
void cblas_ctbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const void *A, const CBLAS_INT lda,
                 void *X, const CBLAS_INT incX);
void cblas_ztbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const void *A, const CBLAS_INT lda,
                 void *X, const CBLAS_INT incX);
void cblas_stpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const float *Ap, float *X, const CBLAS_INT incX);
void cblas_dtpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const double *Ap, double *X, const CBLAS_INT incX);
void cblas_ctpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *Ap, void *X, const CBLAS_INT incX);
void cblas_ztpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *Ap, void *X, const CBLAS_INT incX);

/* x := op(A)^-1 * x */
void cblas_strsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const float *A, const CBLAS_INT lda, float *X,
                 const CBLAS_INT incX);
void cblas_dtrsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const double *A, const CBLAS_INT lda, double *X,
                 const CBLAS_INT incX);
void cblas_ctrsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *A, const CBLAS_INT lda, void *X,
                 const CBLAS_INT incX);
void cblas_ztrsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *A, const CBLAS_INT lda, void *X,
                 const CBLAS_INT incX);
void cblas_stbsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const float *A, const CBLAS_INT lda,
                 float *X, const CBLAS_INT incX);
void cblas_dtbsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const double *A, const CBLAS_INT lda,
                 double *X, const CBLAS_INT incX);
void cblas_ctbsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const void *A, const CBLAS_INT lda,
                 void *X, const CBLAS_INT incX);
void cblas_ztbsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const CBLAS_INT K, const void *A, const CBLAS_INT lda,
                 void *X, const CBLAS_INT incX);
void cblas_stpsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const float *Ap, float *X, const CBLAS_INT incX);
void cblas_dtpsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const double *Ap, double *X, const CBLAS_INT incX);
void cblas_ctpsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *Ap, void *X, const CBLAS_INT incX);
void cblas_ztpsv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA, CBLAS_DIAG Diag,
                 const CBLAS_INT N, const void *Ap, void *X, const CBLAS_INT incX);

/* symmetric (s, d) and Hermitian (c, z) matrix-vector products */
void cblas_ssymv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                 const float *A, const CBLAS_INT lda, const float *X, const CBLAS_INT incX,
                 const float beta, float *Y, const CBLAS_INT incY);
void cblas_dsymv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                 const double *A, const CBLAS_INT lda, const double *X, const CBLAS_INT incX,
                 const double beta, double *Y, const CBLAS_INT incY);
void cblas_ssbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const CBLAS_INT K,
                 const float alpha, const float *A, const CBLAS_INT lda, const float *X,
                 const CBLAS_INT incX, const float beta, float *Y, const CBLAS_INT incY);
void cblas_dsbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const CBLAS_INT K,
                 const double alpha, const double *A, const CBLAS_INT lda, const double *X,
                 const CBLAS_INT incX, const double beta, double *Y, const CBLAS_INT incY);
void cblas_sspmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                 const float *Ap, const float *X, const CBLAS_INT incX, const float beta,
                 float *Y, const CBLAS_INT incY);
void cblas_dspmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                 const double *Ap, const double *X, const CBLAS_INT incX, const double beta,
                 double *Y, const CBLAS_INT incY);
void cblas_chemv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *X, const CBLAS_INT incX,
                 const void *beta, void *Y, const CBLAS_INT incY);
void cblas_zhemv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *X, const CBLAS_INT incX,
                 const void *beta, void *Y, const CBLAS_INT incY);
void cblas_chbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const CBLAS_INT K,
                 const void *alpha, const void *A, const CBLAS_INT lda, const void *X,
                 const CBLAS_INT incX, const void *beta, void *Y, const CBLAS_INT incY);
void cblas_zhbmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const CBLAS_INT K,
                 const void *alpha, const void *A, const CBLAS_INT lda, const void *X,
                 const CBLAS_INT incX, const void *beta, void *Y, const CBLAS_INT incY);
void cblas_chpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *Ap, const void *X, const CBLAS_INT incX, const void *beta, void *Y,
                 const CBLAS_INT incY);
void cblas_zhpmv(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *Ap, const void *X, const CBLAS_INT incX, const void *beta, void *Y,
                 const CBLAS_INT incY);

/* rank-1 and rank-2 updates */
void cblas_sger(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const float alpha,
                const float *X, const CBLAS_INT incX, const float *Y, const CBLAS_INT incY,
                float *A, const CBLAS_INT lda);
void cblas_dger(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const double alpha,
                const double *X, const CBLAS_INT incX, const double *Y, const CBLAS_INT incY,
                double *A, const CBLAS_INT lda);
void cblas_cgeru(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_zgeru(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_cgerc(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_zgerc(CBLAS_LAYOUT layout, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_ssyr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                const float *X, const CBLAS_INT incX, float *A, const CBLAS_INT lda);
void cblas_dsyr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                const double *X, const CBLAS_INT incX, double *A, const CBLAS_INT lda);
void cblas_sspr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                const float *X, const CBLAS_INT incX, float *Ap);
void cblas_dspr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                const double *X, const CBLAS_INT incX, double *Ap);
void cblas_ssyr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                 const float *X, const CBLAS_INT incX, const float *Y, const CBLAS_INT incY,
                 float *A, const CBLAS_INT lda);
void cblas_dsyr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                 const double *X, const CBLAS_INT incX, const double *Y, const CBLAS_INT incY,
                 double *A, const CBLAS_INT lda);
void cblas_sspr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                 const float *X, const CBLAS_INT incX, const float *Y, const CBLAS_INT incY,
                 float *Ap);
void cblas_dspr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                 const double *X, const CBLAS_INT incX, const double *Y, const CBLAS_INT incY,
                 double *Ap);
void cblas_cher(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                const void *X, const CBLAS_INT incX, void *A, const CBLAS_INT lda);
void cblas_zher(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                const void *X, const CBLAS_INT incX, void *A, const CBLAS_INT lda);
void cblas_chpr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const float alpha,
                const void *X, const CBLAS_INT incX, void *Ap);
void cblas_zhpr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const double alpha,
                const void *X, const CBLAS_INT incX, void *Ap);
void cblas_cher2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_zher2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *A, const CBLAS_INT lda);
void cblas_chpr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *Ap);
void cblas_zhpr2(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, const CBLAS_INT N, const void *alpha,
                 const void *X, const CBLAS_INT incX, const void *Y, const CBLAS_INT incY,
                 void *Ap);

/*
 * Level 3
 */
/* C := alpha*op(A)*op(B) + beta*C */
void cblas_sgemm(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, CBLAS_TRANSPOSE TransB,
                 const CBLAS_INT M, const CBLAS_INT N, const CBLAS_INT K, const float alpha,
                 const float *A, const CBLAS_INT lda, const float *B, const CBLAS_INT ldb,
                 const float beta, float *C, const CBLAS_INT ldc);
void cblas_dgemm(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, CBLAS_TRANSPOSE TransB,
                 const CBLAS_INT M, const CBLAS_INT N, const CBLAS_INT K, const double alpha,
                 const double *A, const CBLAS_INT lda, const double *B, const CBLAS_INT ldb,
                 const double beta, double *C, const CBLAS_INT ldc);
void cblas_cgemm(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, CBLAS_TRANSPOSE TransB,
                 const CBLAS_INT M, const CBLAS_INT N, const CBLAS_INT K, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *B, const CBLAS_INT ldb,
                 const void *beta, void *C, const CBLAS_INT ldc);
void cblas_zgemm(CBLAS_LAYOUT layout, CBLAS_TRANSPOSE TransA, CBLAS_TRANSPOSE TransB,
                 const CBLAS_INT M, const CBLAS_INT N, const CBLAS_INT K, const void *alpha,
                 const void *A, const CBLAS_INT lda, const void *B, const CBLAS_INT ldb,
                 const void *beta, void *C, const CBLAS_INT ldc);

/* C := alpha*A*B + beta*C or alpha*B*A + beta*C, A symmetric (symm) or Hermitian (hemm) */
void cblas_ssymm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const float alpha, const float *A, const CBLAS_INT lda,
                 const float *B, const CBLAS_INT ldb, const float beta, float *C,
                 const CBLAS_INT ldc);
void cblas_dsymm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const double alpha, const double *A, const CBLAS_INT lda,
                 const double *B, const CBLAS_INT ldb, const double beta, double *C,
                 const CBLAS_INT ldc);
void cblas_csymm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *B, const CBLAS_INT ldb, const void *beta, void *C,
                 const CBLAS_INT ldc);
void cblas_zsymm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *B, const CBLAS_INT ldb, const void *beta, void *C,
                 const CBLAS_INT ldc);
void cblas_chemm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *B, const CBLAS_INT ldb, const void *beta, void *C,
                 const CBLAS_INT ldc);
void cblas_zhemm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, const CBLAS_INT M,
                 const CBLAS_INT N, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *B, const CBLAS_INT ldb, const void *beta, void *C,
                 const CBLAS_INT ldc);

/* one triangle of C := alpha*op(A)*op(A)^T (or ^H) + beta*C */
void cblas_ssyrk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const float alpha, const float *A, const CBLAS_INT lda,
                 const float beta, float *C, const CBLAS_INT ldc);
void cblas_dsyrk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const double alpha, const double *A, const CBLAS_INT lda,
                 const double beta, double *C, const CBLAS_INT ldc);
void cblas_csyrk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *beta, void *C, const CBLAS_INT ldc);
void cblas_zsyrk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const void *alpha, const void *A, const CBLAS_INT lda,
                 const void *beta, void *C, const CBLAS_INT ldc);
void cblas_cherk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const float alpha, const void *A, const CBLAS_INT lda,
                 const float beta, void *C, const CBLAS_INT ldc);
void cblas_zherk(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans, const CBLAS_INT N,
                 const CBLAS_INT K, const double alpha, const void *A, const CBLAS_INT lda,
                 const double beta, void *C, const CBLAS_INT ldc);

/* one triangle of C := alpha*op(A)*op(B)^T + alpha*op(B)*op(A)^T + beta*C (^H for her2k) */
void cblas_ssyr2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const float alpha, const float *A,
                  const CBLAS_INT lda, const float *B, const CBLAS_INT ldb, const float beta,
                  float *C, const CBLAS_INT ldc);
void cblas_dsyr2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const double alpha, const double *A,
                  const CBLAS_INT lda, const double *B, const CBLAS_INT ldb, const double beta,
                  double *C, const CBLAS_INT ldc);
void cblas_csyr2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const void *alpha, const void *A,
                  const CBLAS_INT lda, const void *B, const CBLAS_INT ldb, const void *beta,
                  void *C, const CBLAS_INT ldc);
void cblas_zsyr2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const void *alpha, const void *A,
                  const CBLAS_INT lda, const void *B, const CBLAS_INT ldb, const void *beta,
                  void *C, const CBLAS_INT ldc);
void cblas_cher2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const void *alpha, const void *A,
                  const CBLAS_INT lda, const void *B, const CBLAS_INT ldb, const float beta,
                  void *C, const CBLAS_INT ldc);
void cblas_zher2k(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE Trans,
                  const CBLAS_INT N, const CBLAS_INT K, const void *alpha, const void *A,
                  const CBLAS_INT lda, const void *B, const CBLAS_INT ldb, const double beta,
                  void *C, const CBLAS_INT ldc);

/* B := alpha*op(A)*B or alpha*B*op(A) (trmm); the same with op(A)^-1 (trsm) */
void cblas_strmm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const float alpha,
                 const float *A, const CBLAS_INT lda, float *B, const CBLAS_INT ldb);
void cblas_dtrmm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const double alpha,
                 const double *A, const CBLAS_INT lda, double *B, const CBLAS_INT ldb);
void cblas_ctrmm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, void *B, const CBLAS_INT ldb);
void cblas_ztrmm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, void *B, const CBLAS_INT ldb);
void cblas_strsm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const float alpha,
                 const float *A, const CBLAS_INT lda, float *B, const CBLAS_INT ldb);
void cblas_dtrsm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const double alpha,
                 const double *A, const CBLAS_INT lda, double *B, const CBLAS_INT ldb);
void cblas_ctrsm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, void *B, const CBLAS_INT ldb);
void cblas_ztrsm(CBLAS_LAYOUT layout, CBLAS_SIDE Side, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                 CBLAS_DIAG Diag, const CBLAS_INT M, const CBLAS_INT N, const void *alpha,
                 const void *A, const CBLAS_INT lda, void *B, const CBLAS_INT ldb);

/*
 * Extensions (OpenBLAS-compatible signatures)
 */
/* one triangle of C := alpha*op(A)*op(B) + beta*C, C n x n; gemmtr is the same routine */
void cblas_sgemmt(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                  CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                  const float alpha, const float *A, const CBLAS_INT lda, const float *B,
                  const CBLAS_INT ldb, const float beta, float *C, const CBLAS_INT ldc);
void cblas_dgemmt(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                  CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                  const double alpha, const double *A, const CBLAS_INT lda, const double *B,
                  const CBLAS_INT ldb, const double beta, double *C, const CBLAS_INT ldc);
void cblas_cgemmt(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                  CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                  const void *alpha, const void *A, const CBLAS_INT lda, const void *B,
                  const CBLAS_INT ldb, const void *beta, void *C, const CBLAS_INT ldc);
void cblas_zgemmt(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                  CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                  const void *alpha, const void *A, const CBLAS_INT lda, const void *B,
                  const CBLAS_INT ldb, const void *beta, void *C, const CBLAS_INT ldc);
void cblas_sgemmtr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                   CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                   const float alpha, const float *A, const CBLAS_INT lda, const float *B,
                   const CBLAS_INT ldb, const float beta, float *C, const CBLAS_INT ldc);
void cblas_dgemmtr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                   CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                   const double alpha, const double *A, const CBLAS_INT lda, const double *B,
                   const CBLAS_INT ldb, const double beta, double *C, const CBLAS_INT ldc);
void cblas_cgemmtr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                   CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                   const void *alpha, const void *A, const CBLAS_INT lda, const void *B,
                   const CBLAS_INT ldb, const void *beta, void *C, const CBLAS_INT ldc);
void cblas_zgemmtr(CBLAS_LAYOUT layout, CBLAS_UPLO Uplo, CBLAS_TRANSPOSE TransA,
                   CBLAS_TRANSPOSE TransB, const CBLAS_INT N, const CBLAS_INT K,
                   const void *alpha, const void *A, const CBLAS_INT lda, const void *B,
                   const CBLAS_INT ldb, const void *beta, void *C, const CBLAS_INT ldc);

/* y := alpha*x + beta*y */
void cblas_saxpby(const CBLAS_INT N, const float alpha, const float *X, const CBLAS_INT incX,
                  const float beta, float *Y, const CBLAS_INT incY);
void cblas_daxpby(const CBLAS_INT N, const double alpha, const double *X, const CBLAS_INT incX,
                  const double beta, double *Y, const CBLAS_INT incY);
void cblas_caxpby(const CBLAS_INT N, const void *alpha, const void *X, const CBLAS_INT incX,
                  const void *beta, void *Y, const CBLAS_INT incY);
void cblas_zaxpby(const CBLAS_INT N, const void *alpha, const void *X, const CBLAS_INT incX,
                  const void *beta, void *Y, const CBLAS_INT incY);

/* B := alpha*op(A) (out of place); complex alpha is passed as a pointer to (re, im) */
void cblas_somatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const float calpha, const float *a,
                     const CBLAS_INT clda, float *b, const CBLAS_INT cldb);
void cblas_domatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const double calpha, const double *a,
                     const CBLAS_INT clda, double *b, const CBLAS_INT cldb);
void cblas_comatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const float *calpha, const float *a,
                     const CBLAS_INT clda, float *b, const CBLAS_INT cldb);
void cblas_zomatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const double *calpha, const double *a,
                     const CBLAS_INT clda, double *b, const CBLAS_INT cldb);

/* A := alpha*op(A) in place (leading dimension clda on entry, cldb on exit) */
void cblas_simatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const float calpha, float *a, const CBLAS_INT clda,
                     const CBLAS_INT cldb);
void cblas_dimatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const double calpha, double *a,
                     const CBLAS_INT clda, const CBLAS_INT cldb);
void cblas_cimatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const float *calpha, float *a, const CBLAS_INT clda,
                     const CBLAS_INT cldb);
void cblas_zimatcopy(CBLAS_ORDER CORDER, CBLAS_TRANSPOSE CTRANS, const CBLAS_INT crows,
                     const CBLAS_INT ccols, const double *calpha, double *a,
                     const CBLAS_INT clda, const CBLAS_INT cldb);

/* C := alpha*A + beta*C */
void cblas_sgeadd(CBLAS_ORDER CORDER, const CBLAS_INT crows, const CBLAS_INT ccols,
                  const float calpha, float *a, const CBLAS_INT clda, const float cbeta,
                  float *c, const CBLAS_INT cldc);
void cblas_dgeadd(CBLAS_ORDER CORDER, const CBLAS_INT crows, const CBLAS_INT ccols,
                  const double calpha, double *a, const CBLAS_INT clda, const double cbeta,
                  double *c, const CBLAS_INT cldc);
void cblas_cgeadd(CBLAS_ORDER CORDER, const CBLAS_INT crows, const CBLAS_INT ccols,
                  const float *calpha, float *a, const CBLAS_INT clda, const float *cbeta,
                  float *c, const CBLAS_INT cldc);
void cblas_zgeadd(CBLAS_ORDER CORDER, const CBLAS_INT crows, const CBLAS_INT ccols,
                  const double *calpha, double *a, const CBLAS_INT clda, const double *cbeta,
                  double *c, const CBLAS_INT cldc);

#ifdef __cplusplus
}
#endif

#endif
