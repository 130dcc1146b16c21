// libeigen_steady.so: the CBLAS entry points bench/steady.c calls (column-major, no
// transposes: C := alpha A B + beta C and the lower triangle of C := alpha A A^T + beta C),
// computed with Eigen 3.4 as an application would write them -- seed 000's comparison:
// Eigen takes its GEMM packing buffers from malloc on every call.  Built with OpenMP, so
// OMP_NUM_THREADS sets Eigen's GEMM threads.  Only what steady.c needs; not a BLAS.
#include <Eigen/Dense>
#include <complex>

using namespace Eigen;

template <class T>
static void gemm(int m, int n, int k, T alpha, const T *a, int lda, const T *b, int ldb,
                 T beta, T *c, int ldc)
{
    typedef Matrix<T, Dynamic, Dynamic> M;
    Map<const M, 0, OuterStride<>> A(a, m, k, OuterStride<>(lda));
    Map<const M, 0, OuterStride<>> B(b, k, n, OuterStride<>(ldb));
    Map<M, 0, OuterStride<>> C(c, m, n, OuterStride<>(ldc));
    if (beta == T(0)) C.setZero();
    else if (beta != T(1)) C *= beta;
    C.noalias() += alpha * A * B;
}

template <class T>
static void syrk(int n, int k, T alpha, const T *a, int lda, T beta, T *c, int ldc)
{
    typedef Matrix<T, Dynamic, Dynamic> M;
    Map<const M, 0, OuterStride<>> A(a, n, k, OuterStride<>(lda));
    Map<M, 0, OuterStride<>> C(c, n, n, OuterStride<>(ldc));
    if (beta == T(0)) C.template triangularView<Lower>().setZero();
    else if (beta != T(1)) C.template triangularView<Lower>() *= beta;
    C.template selfadjointView<Lower>().rankUpdate(A, alpha);
}

extern "C" {
void cblas_dgemm(int, int, int, int m, int n, int k, double alpha, const double *a, int lda,
                 const double *b, int ldb, double beta, double *c, int ldc)
{
    gemm(m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
void cblas_sgemm(int, int, int, int m, int n, int k, float alpha, const float *a, int lda,
                 const float *b, int ldb, float beta, float *c, int ldc)
{
    gemm(m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
void cblas_cgemm(int, int, int, int m, int n, int k, const void *alpha, const void *a, int lda,
                 const void *b, int ldb, const void *beta, void *c, int ldc)
{
    typedef std::complex<float> T;
    gemm(m, n, k, *(const T *)alpha, (const T *)a, lda, (const T *)b, ldb, *(const T *)beta,
         (T *)c, ldc);
}
void cblas_zgemm(int, int, int, int m, int n, int k, const void *alpha, const void *a, int lda,
                 const void *b, int ldb, const void *beta, void *c, int ldc)
{
    typedef std::complex<double> T;
    gemm(m, n, k, *(const T *)alpha, (const T *)a, lda, (const T *)b, ldb, *(const T *)beta,
         (T *)c, ldc);
}
void cblas_dsyrk(int, int, int, int n, int k, double alpha, const double *a, int lda,
                 double beta, double *c, int ldc)
{
    syrk(n, k, alpha, a, lda, beta, c, ldc);
}
void cblas_ssyrk(int, int, int, int n, int k, float alpha, const float *a, int lda,
                 float beta, float *c, int ldc)
{
    syrk(n, k, alpha, a, lda, beta, c, ldc);
}
}
