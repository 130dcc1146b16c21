! steadyblas_cblas -- Fortran interfaces to the CBLAS functions of SteadyBLAS.
!
!   use steadyblas_cblas
!   call cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, &
!                    1.0d0, a, lda, b, ldb, 0.0d0, c, ldc)
!
! Link with -lsteadyblas.  Every routine is a bind(C) interface to the C function of the
! same name in include/cblas.h, so the calls follow the C API, not the Fortran BLAS one:
!   - the layout/trans/uplo/diag/side arguments are the integer constants below;
!   - dimensions, increments and leading dimensions are integer(c_int), passed by value;
!   - real scalars (alpha, beta, c, s) are passed by value;
!   - complex scalars are passed by reference (the C API takes `const void *`), so
!     alpha/beta of cblas_cgemm are plain complex(c_float_complex) variables;
!   - matrices and vectors are assumed-size arrays: a 2-D array may be passed as is
!     (sequence association), with CblasColMajor meaning Fortran's own storage order;
!   - functions keep C's 0-based result for cblas_i?amax (integer(c_size_t)).
! The complex dot products are the *_sub routines (result in the last argument).
! cblas_xerbla is variadic and has no interface here.
module steadyblas_cblas
  use, intrinsic :: iso_c_binding, only: c_int, c_size_t, c_float, c_double, &
                                         c_float_complex, c_double_complex
  implicit none

  ! enum CBLAS_LAYOUT (CBLAS_ORDER)
  integer(c_int), parameter :: CblasRowMajor = 101, CblasColMajor = 102
  ! enum CBLAS_TRANSPOSE
  integer(c_int), parameter :: CblasNoTrans = 111, CblasTrans = 112, CblasConjTrans = 113
  ! enum CBLAS_UPLO
  integer(c_int), parameter :: CblasUpper = 121, CblasLower = 122
  ! enum CBLAS_DIAG
  integer(c_int), parameter :: CblasNonUnit = 131, CblasUnit = 132
  ! enum CBLAS_SIDE
  integer(c_int), parameter :: CblasLeft = 141, CblasRight = 142

  interface
    ! ---------------------------------------------------------------- Level 1
    ! |Re z| + |Im z|
    function cblas_scabs1(c) &
        bind(C, name="cblas_scabs1")
      import :: c_float, c_float_complex
      implicit none
      real(c_float) :: cblas_scabs1
      complex(c_float_complex), intent(in) :: c
    end function cblas_scabs1
    function cblas_dcabs1(z) &
        bind(C, name="cblas_dcabs1")
      import :: c_double, c_double_complex
      implicit none
      real(c_double) :: cblas_dcabs1
      complex(c_double_complex), intent(in) :: z
    end function cblas_dcabs1
    ! dot products; sdsdot and dsdot accumulate in double
    function cblas_sdsdot(N, alpha, X, incX, Y, incY) &
        bind(C, name="cblas_sdsdot")
      import :: c_int, c_float
      implicit none
      real(c_float) :: cblas_sdsdot
      integer(c_int), value :: N, incX, incY
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*), Y(*)
    end function cblas_sdsdot
    function cblas_dsdot(N, X, incX, Y, incY) &
        bind(C, name="cblas_dsdot")
      import :: c_int, c_float, c_double
      implicit none
      real(c_double) :: cblas_dsdot
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(in) :: X(*), Y(*)
    end function cblas_dsdot
    function cblas_sdot(N, X, incX, Y, incY) &
        bind(C, name="cblas_sdot")
      import :: c_int, c_float
      implicit none
      real(c_float) :: cblas_sdot
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(in) :: X(*), Y(*)
    end function cblas_sdot
    function cblas_ddot(N, X, incX, Y, incY) &
        bind(C, name="cblas_ddot")
      import :: c_int, c_double
      implicit none
      real(c_double) :: cblas_ddot
      integer(c_int), value :: N, incX, incY
      real(c_double), intent(in) :: X(*), Y(*)
    end function cblas_ddot
    ! complex dots return their result through the last argument
    subroutine cblas_cdotu_sub(N, X, incX, Y, incY, dotu) &
        bind(C, name="cblas_cdotu_sub")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(in) :: X(*), Y(*)
      complex(c_float_complex), intent(out) :: dotu
    end subroutine cblas_cdotu_sub
    subroutine cblas_zdotu_sub(N, X, incX, Y, incY, dotu) &
        bind(C, name="cblas_zdotu_sub")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(in) :: X(*), Y(*)
      complex(c_double_complex), intent(out) :: dotu
    end subroutine cblas_zdotu_sub
    subroutine cblas_cdotc_sub(N, X, incX, Y, incY, dotc) &
        bind(C, name="cblas_cdotc_sub")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(in) :: X(*), Y(*)
      complex(c_float_complex), intent(out) :: dotc
    end subroutine cblas_cdotc_sub
    subroutine cblas_zdotc_sub(N, X, incX, Y, incY, dotc) &
        bind(C, name="cblas_zdotc_sub")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(in) :: X(*), Y(*)
      complex(c_double_complex), intent(out) :: dotc
    end subroutine cblas_zdotc_sub
    ! Euclidean norm and sum of |Re| + |Im|
    function cblas_snrm2(N, X, incX) &
        bind(C, name="cblas_snrm2")
      import :: c_int, c_float
      implicit none
      real(c_float) :: cblas_snrm2
      integer(c_int), value :: N, incX
      real(c_float), intent(in) :: X(*)
    end function cblas_snrm2
    function cblas_dnrm2(N, X, incX) &
        bind(C, name="cblas_dnrm2")
      import :: c_int, c_double
      implicit none
      real(c_double) :: cblas_dnrm2
      integer(c_int), value :: N, incX
      real(c_double), intent(in) :: X(*)
    end function cblas_dnrm2
    function cblas_sasum(N, X, incX) &
        bind(C, name="cblas_sasum")
      import :: c_int, c_float
      implicit none
      real(c_float) :: cblas_sasum
      integer(c_int), value :: N, incX
      real(c_float), intent(in) :: X(*)
    end function cblas_sasum
    function cblas_dasum(N, X, incX) &
        bind(C, name="cblas_dasum")
      import :: c_int, c_double
      implicit none
      real(c_double) :: cblas_dasum
      integer(c_int), value :: N, incX
      real(c_double), intent(in) :: X(*)
    end function cblas_dasum
    function cblas_scnrm2(N, X, incX) &
        bind(C, name="cblas_scnrm2")
      import :: c_int, c_float, c_float_complex
      implicit none
      real(c_float) :: cblas_scnrm2
      integer(c_int), value :: N, incX
      complex(c_float_complex), intent(in) :: X(*)
    end function cblas_scnrm2
    function cblas_scasum(N, X, incX) &
        bind(C, name="cblas_scasum")
      import :: c_int, c_float, c_float_complex
      implicit none
      real(c_float) :: cblas_scasum
      integer(c_int), value :: N, incX
      complex(c_float_complex), intent(in) :: X(*)
    end function cblas_scasum
    function cblas_dznrm2(N, X, incX) &
        bind(C, name="cblas_dznrm2")
      import :: c_int, c_double, c_double_complex
      implicit none
      real(c_double) :: cblas_dznrm2
      integer(c_int), value :: N, incX
      complex(c_double_complex), intent(in) :: X(*)
    end function cblas_dznrm2
    function cblas_dzasum(N, X, incX) &
        bind(C, name="cblas_dzasum")
      import :: c_int, c_double, c_double_complex
      implicit none
      real(c_double) :: cblas_dzasum
      integer(c_int), value :: N, incX
      complex(c_double_complex), intent(in) :: X(*)
    end function cblas_dzasum
    ! index (0-based) of the first element of largest |Re| + |Im|
    function cblas_isamax(N, X, incX) &
        bind(C, name="cblas_isamax")
      import :: c_int, c_size_t, c_float
      implicit none
      integer(c_size_t) :: cblas_isamax
      integer(c_int), value :: N, incX
      real(c_float), intent(in) :: X(*)
    end function cblas_isamax
    function cblas_idamax(N, X, incX) &
        bind(C, name="cblas_idamax")
      import :: c_int, c_size_t, c_double
      implicit none
      integer(c_size_t) :: cblas_idamax
      integer(c_int), value :: N, incX
      real(c_double), intent(in) :: X(*)
    end function cblas_idamax
    function cblas_icamax(N, X, incX) &
        bind(C, name="cblas_icamax")
      import :: c_int, c_size_t, c_float_complex
      implicit none
      integer(c_size_t) :: cblas_icamax
      integer(c_int), value :: N, incX
      complex(c_float_complex), intent(in) :: X(*)
    end function cblas_icamax
    function cblas_izamax(N, X, incX) &
        bind(C, name="cblas_izamax")
      import :: c_int, c_size_t, c_double_complex
      implicit none
      integer(c_size_t) :: cblas_izamax
      integer(c_int), value :: N, incX
      complex(c_double_complex), intent(in) :: X(*)
    end function cblas_izamax
    subroutine cblas_sswap(N, X, incX, Y, incY) &
        bind(C, name="cblas_sswap")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(inout) :: X(*), Y(*)
    end subroutine cblas_sswap
    subroutine cblas_dswap(N, X, incX, Y, incY) &
        bind(C, name="cblas_dswap")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), intent(inout) :: X(*), Y(*)
    end subroutine cblas_dswap
    subroutine cblas_cswap(N, X, incX, Y, incY) &
        bind(C, name="cblas_cswap")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(inout) :: X(*), Y(*)
    end subroutine cblas_cswap
    subroutine cblas_zswap(N, X, incX, Y, incY) &
        bind(C, name="cblas_zswap")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(inout) :: X(*), Y(*)
    end subroutine cblas_zswap
    subroutine cblas_scopy(N, X, incX, Y, incY) &
        bind(C, name="cblas_scopy")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(in) :: X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_scopy
    subroutine cblas_dcopy(N, X, incX, Y, incY) &
        bind(C, name="cblas_dcopy")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), intent(in) :: X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dcopy
    subroutine cblas_ccopy(N, X, incX, Y, incY) &
        bind(C, name="cblas_ccopy")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(in) :: X(*)
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_ccopy
    subroutine cblas_zcopy(N, X, incX, Y, incY) &
        bind(C, name="cblas_zcopy")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(in) :: X(*)
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zcopy
    ! y := alpha*x + y
    subroutine cblas_saxpy(N, alpha, X, incX, Y, incY) &
        bind(C, name="cblas_saxpy")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_saxpy
    subroutine cblas_daxpy(N, alpha, X, incX, Y, incY) &
        bind(C, name="cblas_daxpy")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_daxpy
    subroutine cblas_caxpy(N, alpha, X, incX, Y, incY) &
        bind(C, name="cblas_caxpy")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(in) :: alpha, X(*)
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_caxpy
    subroutine cblas_zaxpy(N, alpha, X, incX, Y, incY) &
        bind(C, name="cblas_zaxpy")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(in) :: alpha, X(*)
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zaxpy
    ! x := alpha*x
    subroutine cblas_sscal(N, alpha, X, incX) &
        bind(C, name="cblas_sscal")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX
      real(c_float), value :: alpha
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_sscal
    subroutine cblas_dscal(N, alpha, X, incX) &
        bind(C, name="cblas_dscal")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX
      real(c_double), value :: alpha
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dscal
    subroutine cblas_cscal(N, alpha, X, incX) &
        bind(C, name="cblas_cscal")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX
      complex(c_float_complex), intent(in) :: alpha
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_cscal
    subroutine cblas_zscal(N, alpha, X, incX) &
        bind(C, name="cblas_zscal")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX
      complex(c_double_complex), intent(in) :: alpha
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_zscal
    subroutine cblas_csscal(N, alpha, X, incX) &
        bind(C, name="cblas_csscal")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: N, incX
      real(c_float), value :: alpha
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_csscal
    subroutine cblas_zdscal(N, alpha, X, incX) &
        bind(C, name="cblas_zdscal")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: N, incX
      real(c_double), value :: alpha
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_zdscal
    ! Givens rotations
    subroutine cblas_srotg(a, b, c, s) &
        bind(C, name="cblas_srotg")
      import :: c_float
      implicit none
      real(c_float), intent(inout) :: a, b, c, s
    end subroutine cblas_srotg
    subroutine cblas_drotg(a, b, c, s) &
        bind(C, name="cblas_drotg")
      import :: c_double
      implicit none
      real(c_double), intent(inout) :: a, b, c, s
    end subroutine cblas_drotg
    subroutine cblas_crotg(a, b, c, s) &
        bind(C, name="cblas_crotg")
      import :: c_float, c_float_complex
      implicit none
      complex(c_float_complex), intent(inout) :: a, b, s
      real(c_float), intent(inout) :: c
    end subroutine cblas_crotg
    subroutine cblas_zrotg(a, b, c, s) &
        bind(C, name="cblas_zrotg")
      import :: c_double, c_double_complex
      implicit none
      complex(c_double_complex), intent(inout) :: a, b, s
      real(c_double), intent(inout) :: c
    end subroutine cblas_zrotg
    subroutine cblas_srot(N, X, incX, Y, incY, c, s) &
        bind(C, name="cblas_srot")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(inout) :: X(*), Y(*)
      real(c_float), value :: c, s
    end subroutine cblas_srot
    subroutine cblas_drot(N, X, incX, Y, incY, c, s) &
        bind(C, name="cblas_drot")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), intent(inout) :: X(*), Y(*)
      real(c_double), value :: c, s
    end subroutine cblas_drot
    subroutine cblas_csrot(N, X, incX, Y, incY, c, s) &
        bind(C, name="cblas_csrot")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(inout) :: X(*), Y(*)
      real(c_float), value :: c, s
    end subroutine cblas_csrot
    subroutine cblas_zdrot(N, X, incX, Y, incY, c, s) &
        bind(C, name="cblas_zdrot")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(inout) :: X(*), Y(*)
      real(c_double), value :: c, s
    end subroutine cblas_zdrot
    ! modified Givens rotations
    subroutine cblas_srotmg(d1, d2, b1, b2, P) &
        bind(C, name="cblas_srotmg")
      import :: c_float
      implicit none
      real(c_float), intent(inout) :: d1, d2, b1, P(*)
      real(c_float), value :: b2
    end subroutine cblas_srotmg
    subroutine cblas_drotmg(d1, d2, b1, b2, P) &
        bind(C, name="cblas_drotmg")
      import :: c_double
      implicit none
      real(c_double), intent(inout) :: d1, d2, b1, P(*)
      real(c_double), value :: b2
    end subroutine cblas_drotmg
    subroutine cblas_srotm(N, X, incX, Y, incY, P) &
        bind(C, name="cblas_srotm")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), intent(inout) :: X(*), Y(*)
      real(c_float), intent(in) :: P(*)
    end subroutine cblas_srotm
    subroutine cblas_drotm(N, X, incX, Y, incY, P) &
        bind(C, name="cblas_drotm")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), intent(inout) :: X(*), Y(*)
      real(c_double), intent(in) :: P(*)
    end subroutine cblas_drotm
    ! ---------------------------------------------------------------- Level 2
    ! y := alpha*op(A)*x + beta*y
    subroutine cblas_sgemv(layout, TransA, M, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_sgemv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, TransA, M, N, lda, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_sgemv
    subroutine cblas_dgemv(layout, TransA, M, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_dgemv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, TransA, M, N, lda, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dgemv
    subroutine cblas_cgemv(layout, TransA, M, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_cgemv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, TransA, M, N, lda, incX, incY
      complex(c_float_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_cgemv
    subroutine cblas_zgemv(layout, TransA, M, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zgemv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, TransA, M, N, lda, incX, incY
      complex(c_double_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zgemv
    subroutine cblas_sgbmv(layout, TransA, M, N, KL, KU, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_sgbmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, TransA, M, N, KL, KU, lda, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_sgbmv
    subroutine cblas_dgbmv(layout, TransA, M, N, KL, KU, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_dgbmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, TransA, M, N, KL, KU, lda, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dgbmv
    subroutine cblas_cgbmv(layout, TransA, M, N, KL, KU, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_cgbmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, TransA, M, N, KL, KU, lda, incX, incY
      complex(c_float_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_cgbmv
    subroutine cblas_zgbmv(layout, TransA, M, N, KL, KU, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zgbmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, TransA, M, N, KL, KU, lda, incX, incY
      complex(c_double_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zgbmv
    ! x := op(A)*x
    subroutine cblas_strmv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_strmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_strmv
    subroutine cblas_dtrmv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_dtrmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtrmv
    subroutine cblas_ctrmv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_ctrmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      complex(c_float_complex), intent(in) :: A(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctrmv
    subroutine cblas_ztrmv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_ztrmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      complex(c_double_complex), intent(in) :: A(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztrmv
    subroutine cblas_stbmv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_stbmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_stbmv
    subroutine cblas_dtbmv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_dtbmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtbmv
    subroutine cblas_ctbmv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_ctbmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      complex(c_float_complex), intent(in) :: A(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctbmv
    subroutine cblas_ztbmv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_ztbmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      complex(c_double_complex), intent(in) :: A(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztbmv
    subroutine cblas_stpmv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_stpmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      real(c_float), intent(in) :: Ap(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_stpmv
    subroutine cblas_dtpmv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_dtpmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      real(c_double), intent(in) :: Ap(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtpmv
    subroutine cblas_ctpmv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_ctpmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      complex(c_float_complex), intent(in) :: Ap(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctpmv
    subroutine cblas_ztpmv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_ztpmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      complex(c_double_complex), intent(in) :: Ap(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztpmv
    ! x := op(A)^-1 * x
    subroutine cblas_strsv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_strsv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_strsv
    subroutine cblas_dtrsv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_dtrsv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtrsv
    subroutine cblas_ctrsv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_ctrsv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      complex(c_float_complex), intent(in) :: A(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctrsv
    subroutine cblas_ztrsv(layout, Uplo, TransA, Diag, N, A, lda, X, incX) &
        bind(C, name="cblas_ztrsv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, lda, incX
      complex(c_double_complex), intent(in) :: A(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztrsv
    subroutine cblas_stbsv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_stbsv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_stbsv
    subroutine cblas_dtbsv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_dtbsv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtbsv
    subroutine cblas_ctbsv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_ctbsv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      complex(c_float_complex), intent(in) :: A(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctbsv
    subroutine cblas_ztbsv(layout, Uplo, TransA, Diag, N, K, A, lda, X, incX) &
        bind(C, name="cblas_ztbsv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, K, lda, incX
      complex(c_double_complex), intent(in) :: A(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztbsv
    subroutine cblas_stpsv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_stpsv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      real(c_float), intent(in) :: Ap(*)
      real(c_float), intent(inout) :: X(*)
    end subroutine cblas_stpsv
    subroutine cblas_dtpsv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_dtpsv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      real(c_double), intent(in) :: Ap(*)
      real(c_double), intent(inout) :: X(*)
    end subroutine cblas_dtpsv
    subroutine cblas_ctpsv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_ctpsv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      complex(c_float_complex), intent(in) :: Ap(*)
      complex(c_float_complex), intent(inout) :: X(*)
    end subroutine cblas_ctpsv
    subroutine cblas_ztpsv(layout, Uplo, TransA, Diag, N, Ap, X, incX) &
        bind(C, name="cblas_ztpsv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, Diag, N, incX
      complex(c_double_complex), intent(in) :: Ap(*)
      complex(c_double_complex), intent(inout) :: X(*)
    end subroutine cblas_ztpsv
    ! symmetric (s, d) and Hermitian (c, z) matrix-vector products
    subroutine cblas_ssymv(layout, Uplo, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_ssymv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, lda, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_ssymv
    subroutine cblas_dsymv(layout, Uplo, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_dsymv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, lda, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dsymv
    subroutine cblas_ssbmv(layout, Uplo, N, K, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_ssbmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, K, lda, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_ssbmv
    subroutine cblas_dsbmv(layout, Uplo, N, K, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_dsbmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, K, lda, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dsbmv
    subroutine cblas_sspmv(layout, Uplo, N, alpha, Ap, X, incX, beta, Y, incY) &
        bind(C, name="cblas_sspmv")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: Ap(*), X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_sspmv
    subroutine cblas_dspmv(layout, Uplo, N, alpha, Ap, X, incX, beta, Y, incY) &
        bind(C, name="cblas_dspmv")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: Ap(*), X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_dspmv
    subroutine cblas_chemv(layout, Uplo, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_chemv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, lda, incX, incY
      complex(c_float_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_chemv
    subroutine cblas_zhemv(layout, Uplo, N, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zhemv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, lda, incX, incY
      complex(c_double_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zhemv
    subroutine cblas_chbmv(layout, Uplo, N, K, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_chbmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, K, lda, incX, incY
      complex(c_float_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_chbmv
    subroutine cblas_zhbmv(layout, Uplo, N, K, alpha, A, lda, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zhbmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, K, lda, incX, incY
      complex(c_double_complex), intent(in) :: alpha, A(*), X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zhbmv
    subroutine cblas_chpmv(layout, Uplo, N, alpha, Ap, X, incX, beta, Y, incY) &
        bind(C, name="cblas_chpmv")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      complex(c_float_complex), intent(in) :: alpha, Ap(*), X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_chpmv
    subroutine cblas_zhpmv(layout, Uplo, N, alpha, Ap, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zhpmv")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      complex(c_double_complex), intent(in) :: alpha, Ap(*), X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zhpmv
    ! rank-1 and rank-2 updates
    subroutine cblas_sger(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_sger")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*), Y(*)
      real(c_float), intent(inout) :: A(*)
    end subroutine cblas_sger
    subroutine cblas_dger(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_dger")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*), Y(*)
      real(c_double), intent(inout) :: A(*)
    end subroutine cblas_dger
    subroutine cblas_cgeru(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_cgeru")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      complex(c_float_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_float_complex), intent(inout) :: A(*)
    end subroutine cblas_cgeru
    subroutine cblas_zgeru(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_zgeru")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      complex(c_double_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_double_complex), intent(inout) :: A(*)
    end subroutine cblas_zgeru
    subroutine cblas_cgerc(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_cgerc")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      complex(c_float_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_float_complex), intent(inout) :: A(*)
    end subroutine cblas_cgerc
    subroutine cblas_zgerc(layout, M, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_zgerc")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, M, N, incX, incY, lda
      complex(c_double_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_double_complex), intent(inout) :: A(*)
    end subroutine cblas_zgerc
    subroutine cblas_ssyr(layout, Uplo, N, alpha, X, incX, A, lda) &
        bind(C, name="cblas_ssyr")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, lda
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*)
      real(c_float), intent(inout) :: A(*)
    end subroutine cblas_ssyr
    subroutine cblas_dsyr(layout, Uplo, N, alpha, X, incX, A, lda) &
        bind(C, name="cblas_dsyr")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, lda
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*)
      real(c_double), intent(inout) :: A(*)
    end subroutine cblas_dsyr
    subroutine cblas_sspr(layout, Uplo, N, alpha, X, incX, Ap) &
        bind(C, name="cblas_sspr")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*)
      real(c_float), intent(inout) :: Ap(*)
    end subroutine cblas_sspr
    subroutine cblas_dspr(layout, Uplo, N, alpha, X, incX, Ap) &
        bind(C, name="cblas_dspr")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*)
      real(c_double), intent(inout) :: Ap(*)
    end subroutine cblas_dspr
    subroutine cblas_ssyr2(layout, Uplo, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_ssyr2")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY, lda
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*), Y(*)
      real(c_float), intent(inout) :: A(*)
    end subroutine cblas_ssyr2
    subroutine cblas_dsyr2(layout, Uplo, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_dsyr2")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY, lda
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*), Y(*)
      real(c_double), intent(inout) :: A(*)
    end subroutine cblas_dsyr2
    subroutine cblas_sspr2(layout, Uplo, N, alpha, X, incX, Y, incY, Ap) &
        bind(C, name="cblas_sspr2")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      real(c_float), value :: alpha
      real(c_float), intent(in) :: X(*), Y(*)
      real(c_float), intent(inout) :: Ap(*)
    end subroutine cblas_sspr2
    subroutine cblas_dspr2(layout, Uplo, N, alpha, X, incX, Y, incY, Ap) &
        bind(C, name="cblas_dspr2")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      real(c_double), value :: alpha
      real(c_double), intent(in) :: X(*), Y(*)
      real(c_double), intent(inout) :: Ap(*)
    end subroutine cblas_dspr2
    subroutine cblas_cher(layout, Uplo, N, alpha, X, incX, A, lda) &
        bind(C, name="cblas_cher")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, lda
      real(c_float), value :: alpha
      complex(c_float_complex), intent(in) :: X(*)
      complex(c_float_complex), intent(inout) :: A(*)
    end subroutine cblas_cher
    subroutine cblas_zher(layout, Uplo, N, alpha, X, incX, A, lda) &
        bind(C, name="cblas_zher")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, lda
      real(c_double), value :: alpha
      complex(c_double_complex), intent(in) :: X(*)
      complex(c_double_complex), intent(inout) :: A(*)
    end subroutine cblas_zher
    subroutine cblas_chpr(layout, Uplo, N, alpha, X, incX, Ap) &
        bind(C, name="cblas_chpr")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX
      real(c_float), value :: alpha
      complex(c_float_complex), intent(in) :: X(*)
      complex(c_float_complex), intent(inout) :: Ap(*)
    end subroutine cblas_chpr
    subroutine cblas_zhpr(layout, Uplo, N, alpha, X, incX, Ap) &
        bind(C, name="cblas_zhpr")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX
      real(c_double), value :: alpha
      complex(c_double_complex), intent(in) :: X(*)
      complex(c_double_complex), intent(inout) :: Ap(*)
    end subroutine cblas_zhpr
    subroutine cblas_cher2(layout, Uplo, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_cher2")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY, lda
      complex(c_float_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_float_complex), intent(inout) :: A(*)
    end subroutine cblas_cher2
    subroutine cblas_zher2(layout, Uplo, N, alpha, X, incX, Y, incY, A, lda) &
        bind(C, name="cblas_zher2")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY, lda
      complex(c_double_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_double_complex), intent(inout) :: A(*)
    end subroutine cblas_zher2
    subroutine cblas_chpr2(layout, Uplo, N, alpha, X, incX, Y, incY, Ap) &
        bind(C, name="cblas_chpr2")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      complex(c_float_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_float_complex), intent(inout) :: Ap(*)
    end subroutine cblas_chpr2
    subroutine cblas_zhpr2(layout, Uplo, N, alpha, X, incX, Y, incY, Ap) &
        bind(C, name="cblas_zhpr2")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, N, incX, incY
      complex(c_double_complex), intent(in) :: alpha, X(*), Y(*)
      complex(c_double_complex), intent(inout) :: Ap(*)
    end subroutine cblas_zhpr2
    ! ---------------------------------------------------------------- Level 3
    ! C := alpha*op(A)*op(B) + beta*C
    subroutine cblas_sgemm(layout, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_sgemm")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, TransA, TransB, M, N, K, lda, ldb, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), B(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_sgemm
    subroutine cblas_dgemm(layout, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_dgemm")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, TransA, TransB, M, N, K, lda, ldb, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), B(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dgemm
    subroutine cblas_cgemm(layout, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_cgemm")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, TransA, TransB, M, N, K, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_cgemm
    subroutine cblas_zgemm(layout, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_zgemm")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, TransA, TransB, M, N, K, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zgemm
    ! C := alpha*A*B + beta*C or alpha*B*A + beta*C, A symmetric (symm) or Hermitian (hemm)
    subroutine cblas_ssymm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_ssymm")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), B(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_ssymm
    subroutine cblas_dsymm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_dsymm")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), B(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dsymm
    subroutine cblas_csymm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_csymm")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_csymm
    subroutine cblas_zsymm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_zsymm")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zsymm
    subroutine cblas_chemm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_chemm")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_chemm
    subroutine cblas_zhemm(layout, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_zhemm")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, M, N, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zhemm
    ! one triangle of C := alpha*op(A)*op(A)^T (or ^H) + beta*C
    subroutine cblas_ssyrk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_ssyrk")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_ssyrk
    subroutine cblas_dsyrk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_dsyrk")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dsyrk
    subroutine cblas_csyrk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_csyrk")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_csyrk
    subroutine cblas_zsyrk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_zsyrk")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zsyrk
    subroutine cblas_cherk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_cherk")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      real(c_float), value :: alpha, beta
      complex(c_float_complex), intent(in) :: A(*)
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_cherk
    subroutine cblas_zherk(layout, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc) &
        bind(C, name="cblas_zherk")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldc
      real(c_double), value :: alpha, beta
      complex(c_double_complex), intent(in) :: A(*)
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zherk
    ! one triangle of C := alpha*op(A)*op(B)^T + alpha*op(B)*op(A)^T + beta*C (^H for her2k)
    subroutine cblas_ssyr2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_ssyr2k")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), B(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_ssyr2k
    subroutine cblas_dsyr2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_dsyr2k")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), B(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dsyr2k
    subroutine cblas_csyr2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_csyr2k")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_csyr2k
    subroutine cblas_zsyr2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_zsyr2k")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zsyr2k
    subroutine cblas_cher2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_cher2k")
      import :: c_int, c_float, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*)
      real(c_float), value :: beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_cher2k
    subroutine cblas_zher2k(layout, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(C, name="cblas_zher2k")
      import :: c_int, c_double, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, Trans, N, K, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*)
      real(c_double), value :: beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zher2k
    ! B := alpha*op(A)*B or alpha*B*op(A) (trmm); the same with op(A)^-1 (trsm)
    subroutine cblas_strmm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_strmm")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      real(c_float), value :: alpha
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: B(*)
    end subroutine cblas_strmm
    subroutine cblas_dtrmm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_dtrmm")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      real(c_double), value :: alpha
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: B(*)
    end subroutine cblas_dtrmm
    subroutine cblas_ctrmm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_ctrmm")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      complex(c_float_complex), intent(in) :: alpha, A(*)
      complex(c_float_complex), intent(inout) :: B(*)
    end subroutine cblas_ctrmm
    subroutine cblas_ztrmm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_ztrmm")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      complex(c_double_complex), intent(in) :: alpha, A(*)
      complex(c_double_complex), intent(inout) :: B(*)
    end subroutine cblas_ztrmm
    subroutine cblas_strsm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_strsm")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      real(c_float), value :: alpha
      real(c_float), intent(in) :: A(*)
      real(c_float), intent(inout) :: B(*)
    end subroutine cblas_strsm
    subroutine cblas_dtrsm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_dtrsm")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      real(c_double), value :: alpha
      real(c_double), intent(in) :: A(*)
      real(c_double), intent(inout) :: B(*)
    end subroutine cblas_dtrsm
    subroutine cblas_ctrsm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_ctrsm")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      complex(c_float_complex), intent(in) :: alpha, A(*)
      complex(c_float_complex), intent(inout) :: B(*)
    end subroutine cblas_ctrsm
    subroutine cblas_ztrsm(layout, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb) &
        bind(C, name="cblas_ztrsm")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Side, Uplo, TransA, Diag, M, N, lda, ldb
      complex(c_double_complex), intent(in) :: alpha, A(*)
      complex(c_double_complex), intent(inout) :: B(*)
    end subroutine cblas_ztrsm
    ! ---------------------------------------------------------------- Extensions
    ! one triangle of C := alpha*op(A)*op(B) + beta*C, C n x n; gemmtr is the same routine
    subroutine cblas_sgemmt(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_sgemmt")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), B(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_sgemmt
    subroutine cblas_dgemmt(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_dgemmt")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), B(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dgemmt
    subroutine cblas_cgemmt(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_cgemmt")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_cgemmt
    subroutine cblas_zgemmt(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_zgemmt")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zgemmt
    subroutine cblas_sgemmtr(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_sgemmtr")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: A(*), B(*)
      real(c_float), intent(inout) :: C(*)
    end subroutine cblas_sgemmtr
    subroutine cblas_dgemmtr(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_dgemmtr")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: A(*), B(*)
      real(c_double), intent(inout) :: C(*)
    end subroutine cblas_dgemmtr
    subroutine cblas_cgemmtr(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_cgemmtr")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      complex(c_float_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_float_complex), intent(inout) :: C(*)
    end subroutine cblas_cgemmtr
    subroutine cblas_zgemmtr(layout, Uplo, TransA, TransB, N, K, alpha, A, lda, B, ldb, beta, &
          C, ldc) &
        bind(C, name="cblas_zgemmtr")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: layout, Uplo, TransA, TransB, N, K, lda, ldb, ldc
      complex(c_double_complex), intent(in) :: alpha, A(*), B(*), beta
      complex(c_double_complex), intent(inout) :: C(*)
    end subroutine cblas_zgemmtr
    ! y := alpha*x + beta*y
    subroutine cblas_saxpby(N, alpha, X, incX, beta, Y, incY) &
        bind(C, name="cblas_saxpby")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_float), value :: alpha, beta
      real(c_float), intent(in) :: X(*)
      real(c_float), intent(inout) :: Y(*)
    end subroutine cblas_saxpby
    subroutine cblas_daxpby(N, alpha, X, incX, beta, Y, incY) &
        bind(C, name="cblas_daxpby")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: N, incX, incY
      real(c_double), value :: alpha, beta
      real(c_double), intent(in) :: X(*)
      real(c_double), intent(inout) :: Y(*)
    end subroutine cblas_daxpby
    subroutine cblas_caxpby(N, alpha, X, incX, beta, Y, incY) &
        bind(C, name="cblas_caxpby")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_float_complex), intent(in) :: alpha, X(*), beta
      complex(c_float_complex), intent(inout) :: Y(*)
    end subroutine cblas_caxpby
    subroutine cblas_zaxpby(N, alpha, X, incX, beta, Y, incY) &
        bind(C, name="cblas_zaxpby")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: N, incX, incY
      complex(c_double_complex), intent(in) :: alpha, X(*), beta
      complex(c_double_complex), intent(inout) :: Y(*)
    end subroutine cblas_zaxpby
    ! B := alpha*op(A) (out of place); complex alpha is passed as a pointer to (re, im)
    subroutine cblas_somatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, b, cldb) &
        bind(C, name="cblas_somatcopy")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      real(c_float), value :: calpha
      real(c_float), intent(in) :: a(*)
      real(c_float), intent(inout) :: b(*)
    end subroutine cblas_somatcopy
    subroutine cblas_domatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, b, cldb) &
        bind(C, name="cblas_domatcopy")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      real(c_double), value :: calpha
      real(c_double), intent(in) :: a(*)
      real(c_double), intent(inout) :: b(*)
    end subroutine cblas_domatcopy
    subroutine cblas_comatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, b, cldb) &
        bind(C, name="cblas_comatcopy")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      complex(c_float_complex), intent(in) :: calpha, a(*)
      complex(c_float_complex), intent(inout) :: b(*)
    end subroutine cblas_comatcopy
    subroutine cblas_zomatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, b, cldb) &
        bind(C, name="cblas_zomatcopy")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      complex(c_double_complex), intent(in) :: calpha, a(*)
      complex(c_double_complex), intent(inout) :: b(*)
    end subroutine cblas_zomatcopy
    ! A := alpha*op(A) in place (leading dimension clda on entry, cldb on exit)
    subroutine cblas_simatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, cldb) &
        bind(C, name="cblas_simatcopy")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      real(c_float), value :: calpha
      real(c_float), intent(inout) :: a(*)
    end subroutine cblas_simatcopy
    subroutine cblas_dimatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, cldb) &
        bind(C, name="cblas_dimatcopy")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      real(c_double), value :: calpha
      real(c_double), intent(inout) :: a(*)
    end subroutine cblas_dimatcopy
    subroutine cblas_cimatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, cldb) &
        bind(C, name="cblas_cimatcopy")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      complex(c_float_complex), intent(in) :: calpha
      complex(c_float_complex), intent(inout) :: a(*)
    end subroutine cblas_cimatcopy
    subroutine cblas_zimatcopy(CORDER, CTRANS, crows, ccols, calpha, a, clda, cldb) &
        bind(C, name="cblas_zimatcopy")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: CORDER, CTRANS, crows, ccols, clda, cldb
      complex(c_double_complex), intent(in) :: calpha
      complex(c_double_complex), intent(inout) :: a(*)
    end subroutine cblas_zimatcopy
    ! C := alpha*A + beta*C
    subroutine cblas_sgeadd(CORDER, crows, ccols, calpha, a, clda, cbeta, c, cldc) &
        bind(C, name="cblas_sgeadd")
      import :: c_int, c_float
      implicit none
      integer(c_int), value :: CORDER, crows, ccols, clda, cldc
      real(c_float), value :: calpha, cbeta
      real(c_float), intent(inout) :: a(*), c(*)
    end subroutine cblas_sgeadd
    subroutine cblas_dgeadd(CORDER, crows, ccols, calpha, a, clda, cbeta, c, cldc) &
        bind(C, name="cblas_dgeadd")
      import :: c_int, c_double
      implicit none
      integer(c_int), value :: CORDER, crows, ccols, clda, cldc
      real(c_double), value :: calpha, cbeta
      real(c_double), intent(inout) :: a(*), c(*)
    end subroutine cblas_dgeadd
    subroutine cblas_cgeadd(CORDER, crows, ccols, calpha, a, clda, cbeta, c, cldc) &
        bind(C, name="cblas_cgeadd")
      import :: c_int, c_float_complex
      implicit none
      integer(c_int), value :: CORDER, crows, ccols, clda, cldc
      complex(c_float_complex), intent(in) :: calpha, cbeta
      complex(c_float_complex), intent(inout) :: a(*), c(*)
    end subroutine cblas_cgeadd
    subroutine cblas_zgeadd(CORDER, crows, ccols, calpha, a, clda, cbeta, c, cldc) &
        bind(C, name="cblas_zgeadd")
      import :: c_int, c_double_complex
      implicit none
      integer(c_int), value :: CORDER, crows, ccols, clda, cldc
      complex(c_double_complex), intent(in) :: calpha, cbeta
      complex(c_double_complex), intent(inout) :: a(*), c(*)
    end subroutine cblas_zgeadd
  end interface
end module steadyblas_cblas
