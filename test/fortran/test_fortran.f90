! Fortran test: a gfortran program reaches SteadyBLAS the two ways Fortran users do --
! the Fortran BLAS ABI (implicit-interface calls: INTEGER by reference, hidden string
! lengths, complex functions returning by value) and the CBLAS functions through the
! steadyblas_cblas module (bind(C) interfaces).  Every result is checked against plain
! loops with an error bound; the untouched parts of the outputs (padding rows of C, the
! other triangle of a SYRK result) are checked byte for byte.  Prints a PASS/FAIL line per
! check and stops with status 1 on any failure.
program test_fortran
  use, intrinsic :: iso_c_binding, only: c_int, c_float, c_double, c_float_complex, &
                                         c_double_complex
  use, intrinsic :: iso_fortran_env, only: int32, int64
  use, intrinsic :: ieee_arithmetic, only: ieee_is_nan, ieee_value, ieee_quiet_nan
  use steadyblas_cblas
  implicit none

  integer, parameter :: sp = c_float, dp = c_double, cp = c_float_complex, zp = c_double_complex
  integer :: nfail = 0

  real(sp), external :: sdot, snrm2
  complex(zp), external :: zdotc
  external :: dgemm, ssyrk, cgemm

  call test_dgemm_f77()
  call test_ssyrk_f77()
  call test_cgemm_f77()
  call test_zdotc_f77()
  call test_sdot_f77()
  call test_snrm2_f77()
  call test_cblas_dgemm()
  call test_cblas_ssyrk()
  call test_cblas_cgemm()

  if (nfail /= 0) then
    write (*, '(a, i0, a)') 'fortran: FAIL (', nfail, ' checks failed)'
    stop 1
  end if
  write (*, '(a)') 'fortran: PASS'

contains

  subroutine report(name, err, tol)
    character(*), intent(in) :: name
    real(dp), intent(in) :: err, tol
    if (err <= tol) then       ! a NaN error fails too
      write (*, '(a, a, a, es11.3e3)') 'PASS ', name, '  rel err ', err
    else
      write (*, '(a, a, a, es11.3e3, a, es11.3e3)') 'FAIL ', name, '  rel err ', err, ' > ', tol
      nfail = nfail + 1
    end if
  end subroutine report

  ! deterministic test data in (-1, 1)
  real(dp) function val(i, j, s)
    integer, intent(in) :: i, j, s
    val = sin(0.37_dp * i + 1.13_dp * j + 0.71_dp * s) * cos(0.11_dp * i * s + 0.5_dp * j)
  end function val

  ! fill a real matrix; ld rows are allocated, the padding below row m gets a sentinel
  subroutine fill_d(a, ld, m, n, s)
    integer, intent(in) :: ld, m, n, s
    real(dp), intent(out) :: a(ld, n)
    integer :: i, j
    do j = 1, n
      do i = 1, ld
        if (i <= m) then
          a(i, j) = val(i, j, s)
        else
          a(i, j) = -777.0_dp
        end if
      end do
    end do
  end subroutine fill_d

  ! C := alpha op(A) op(B) + beta C for real data in double; also the error bound's
  ! scale |alpha| |op(A)| |op(B)| + |beta| |C|.
  subroutine ref_gemm_d(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, scale)
    character, intent(in) :: ta, tb
    integer, intent(in) :: m, n, k, lda, ldb, ldc
    real(dp), intent(in) :: alpha, beta, a(lda, *), b(ldb, *)
    real(dp), intent(inout) :: c(ldc, *)
    real(dp), intent(out) :: scale(m, n)
    integer :: i, j, l
    real(dp) :: s, t, x, y
    do j = 1, n
      do i = 1, m
        s = 0; t = 0
        do l = 1, k
          if (ta == 'N') then
            x = a(i, l)
          else
            x = a(l, i)
          end if
          if (tb == 'N') then
            y = b(l, j)
          else
            y = b(j, l)
          end if
          s = s + x * y
          t = t + abs(x * y)
        end do
        scale(i, j) = abs(alpha) * t + abs(beta) * abs(c(i, j))
        c(i, j) = alpha * s + beta * c(i, j)
      end do
    end do
  end subroutine ref_gemm_d

  ! max over the m x n block of |got - want| / scale, and whether rows m+1..ld kept
  ! their original bytes
  real(dp) function gemm_err_d(got, want, scale, ld, m, n, orig) result(err)
    integer, intent(in) :: ld, m, n
    real(dp), intent(in) :: got(ld, n), want(ld, n), scale(m, n), orig(ld, n)
    integer :: i, j
    err = 0
    do j = 1, n
      do i = 1, m
        err = max(err, abs(got(i, j) - want(i, j)) / max(scale(i, j), tiny(1.0_dp)))
        if (ieee_is_nan(got(i, j))) err = huge(1.0_dp)
      end do
      do i = m + 1, ld
        if (transfer(got(i, j), 0_int64) /= transfer(orig(i, j), 0_int64)) err = huge(1.0_dp)
      end do
    end do
  end function gemm_err_d

  subroutine test_dgemm_f77()
    integer, parameter :: m = 67, n = 45, k = 53, lda = 80, ldb = 70, ldc = 71
    real(dp) :: a(lda, max(m, k)), b(ldb, max(n, k)), c(ldc, n), c0(ldc, n), cref(ldc, n)
    real(dp) :: scale(m, n), alpha, beta
    character :: ta, tb
    integer :: it
    character(len=2), parameter :: combos(4) = ['NN', 'TN', 'NT', 'TT']
    do it = 1, 4
      ta = combos(it)(1:1); tb = combos(it)(2:2)
      call fill_d(a, lda, lda, size(a, 2), 1)
      call fill_d(b, ldb, ldb, size(b, 2), 2)
      call fill_d(c0, ldc, m, n, 3)
      alpha = 1.25_dp; beta = -0.75_dp
      c = c0; cref = c0
      call dgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
      call ref_gemm_d(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, cref, ldc, scale)
      call report('dgemm ' // ta // tb // ' (Fortran ABI)', &
                  gemm_err_d(c, cref, scale, ldc, m, n, c0), 8 * k * epsilon(1.0_dp))
    end do
    ! beta = 0: NaN in C must not survive
    c = c0; c(1:m, :) = ieee_nan()
    cref = c0
    call dgemm('N', 'N', m, n, k, alpha, a, lda, b, ldb, 0.0_dp, c, ldc)
    call ref_gemm_d('N', 'N', m, n, k, alpha, a, lda, b, ldb, 0.0_dp, cref, ldc, scale)
    call report('dgemm NN beta=0 over NaN (Fortran ABI)', &
                gemm_err_d(c, cref, scale, ldc, m, n, c0), 8 * k * epsilon(1.0_dp))
  end subroutine test_dgemm_f77

  real(dp) function ieee_nan()
    ieee_nan = ieee_value(1.0_dp, ieee_quiet_nan)
  end function ieee_nan

  ! SYRK check: the uplo triangle of c equals alpha op(A) op(A)^T + beta c0 within the
  ! bound, and every other element (other triangle, padding rows) is bit-identical to c0.
  real(dp) function syrk_err_s(uplo, trans, n, k, alpha, a, lda, beta, c0, c, ldc) result(err)
    character, intent(in) :: uplo, trans
    integer, intent(in) :: n, k, lda, ldc
    real(sp), intent(in) :: alpha, beta, a(lda, *), c0(ldc, n), c(ldc, n)
    integer :: i, j, l
    real(dp) :: s, t, x, y
    logical :: inside
    err = 0
    do j = 1, n
      do i = 1, ldc
        inside = i <= n .and. ((uplo == 'U' .and. i <= j) .or. (uplo == 'L' .and. i >= j))
        if (.not. inside) then
          if (transfer(c(i, j), 0_int32) /= transfer(c0(i, j), 0_int32)) err = huge(1.0_dp)
          cycle
        end if
        s = 0; t = 0
        do l = 1, k
          if (trans == 'N') then
            x = a(i, l); y = a(j, l)
          else
            x = a(l, i); y = a(l, j)
          end if
          s = s + x * y
          t = t + abs(x * y)
        end do
        s = alpha * s + beta * real(c0(i, j), dp)
        t = abs(alpha) * t + abs(beta) * abs(real(c0(i, j), dp))
        err = max(err, abs(c(i, j) - s) / max(t, real(tiny(1.0_sp), dp)))
        if (ieee_is_nan(c(i, j))) err = huge(1.0_dp)
      end do
    end do
  end function syrk_err_s

  subroutine fill_s(a, ld, m, n, s)
    integer, intent(in) :: ld, m, n, s
    real(sp), intent(out) :: a(ld, n)
    real(dp) :: t(ld, n)
    call fill_d(t, ld, m, n, s)
    a = real(t, sp)
  end subroutine fill_s

  subroutine test_ssyrk_f77()
    integer, parameter :: n = 51, k = 37, lda = 60, ldc = 55
    real(sp) :: a(lda, max(n, k)), c0(ldc, n), c(ldc, n)
    real(sp), parameter :: alpha = 0.5_sp, beta = 2.0_sp
    character :: uplo, trans
    integer :: iu, it
    do iu = 1, 2
      do it = 1, 2
        uplo = merge('U', 'L', iu == 1); trans = merge('N', 'T', it == 1)
        call fill_s(a, lda, lda, size(a, 2), 4)
        call fill_s(c0, ldc, ldc, n, 5)
        c = c0
        call ssyrk(uplo, trans, n, k, alpha, a, lda, beta, c, ldc)
        call report('ssyrk ' // uplo // trans // ' (Fortran ABI)', &
                    syrk_err_s(uplo, trans, n, k, alpha, a, lda, beta, c0, c, ldc), &
                    real(8 * k * epsilon(1.0_sp), dp))
      end do
    end do
  end subroutine test_ssyrk_f77

  subroutine fill_c(a, ld, n, s)
    integer, intent(in) :: ld, n, s
    complex(cp), intent(out) :: a(ld, n)
    real(dp) :: re(ld, n), im(ld, n)
    call fill_d(re, ld, ld, n, s)
    call fill_d(im, ld, ld, n, s + 17)
    a = cmplx(re, im, cp)
  end subroutine fill_c

  ! C := alpha op(A) op(B) + beta C, complex single, checked in double
  real(dp) function cgemm_err(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c0, c, ldc) result(err)
    character, intent(in) :: ta, tb
    integer, intent(in) :: m, n, k, lda, ldb, ldc
    complex(cp), intent(in) :: alpha, beta, a(lda, *), b(ldb, *), c0(ldc, n), c(ldc, n)
    integer :: i, j, l
    complex(zp) :: s, x, y
    real(dp) :: t
    err = 0
    do j = 1, n
      do i = 1, ldc
        if (i > m) then
          if (transfer(c(i, j), 0_int64) /= transfer(c0(i, j), 0_int64)) err = huge(1.0_dp)
          cycle
        end if
        s = 0; t = 0
        do l = 1, k
          select case (ta)
          case ('N'); x = a(i, l)
          case ('T'); x = a(l, i)
          case default; x = conjg(a(l, i))
          end select
          select case (tb)
          case ('N'); y = b(l, j)
          case ('T'); y = b(j, l)
          case default; y = conjg(b(j, l))
          end select
          s = s + x * y
          t = t + abs(x) * abs(y)
        end do
        s = alpha * s + beta * c0(i, j)
        t = abs(alpha) * t + abs(beta) * abs(c0(i, j))
        err = max(err, abs(c(i, j) - s) / max(t, real(tiny(1.0_sp), dp)))
        if (ieee_is_nan(real(c(i, j))) .or. ieee_is_nan(aimag(c(i, j)))) err = huge(1.0_dp)
      end do
    end do
  end function cgemm_err

  subroutine test_cgemm_f77()
    integer, parameter :: m = 35, n = 29, k = 41, lda = 50, ldb = 45, ldc = 40
    complex(cp) :: a(lda, max(m, k)), b(ldb, max(n, k)), c0(ldc, n), c(ldc, n)
    complex(cp), parameter :: alpha = (0.75_sp, -1.5_sp), beta = (-0.5_sp, 0.25_sp)
    character(len=2), parameter :: combos(5) = ['NN', 'CN', 'NC', 'TC', 'CT']
    integer :: it
    call fill_c(a, lda, size(a, 2), 6)
    call fill_c(b, ldb, size(b, 2), 7)
    call fill_c(c0, ldc, n, 8)
    do it = 1, 5
      c = c0
      call cgemm(combos(it)(1:1), combos(it)(2:2), m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
      call report('cgemm ' // combos(it) // ' (Fortran ABI)', &
                  cgemm_err(combos(it)(1:1), combos(it)(2:2), m, n, k, alpha, a, lda, b, ldb, &
                            beta, c0, c, ldc), real(8 * k * epsilon(1.0_sp), dp))
    end do
  end subroutine test_cgemm_f77

  subroutine test_zdotc_f77()
    integer, parameter :: n = 257
    complex(zp) :: x(2 * n), y(3 * n), got, want
    real(dp) :: re(3 * n, 1), im(3 * n, 1), t
    integer :: i, ix, iy, incx, incy, it
    call fill_d(re, 3 * n, 3 * n, 1, 9)
    call fill_d(im, 3 * n, 3 * n, 1, 10)
    x = cmplx(re(1:2 * n, 1), im(1:2 * n, 1), zp)
    y = cmplx(im(:, 1), re(:, 1), zp)
    do it = 1, 3
      select case (it)
      case (1); incx = 1; incy = 1
      case (2); incx = 2; incy = 3
      case default; incx = 2; incy = -3   ! negative: y is walked from its far end
      end select
      got = zdotc(n, x, incx, y, incy)
      want = 0; t = 0
      ix = 1; iy = 1
      if (incy < 0) iy = 1 + (n - 1) * (-incy)
      do i = 1, n
        want = want + conjg(x(ix)) * y(iy)
        t = t + abs(x(ix)) * abs(y(iy))
        ix = ix + incx; iy = iy + incy
      end do
      call report('zdotc inc ' // trim(itoa(incx)) // ',' // trim(itoa(incy)) // ' (Fortran ABI)', &
                  abs(got - want) / t, 4 * n * epsilon(1.0_dp))
    end do
  end subroutine test_zdotc_f77

  function itoa(i) result(s)
    integer, intent(in) :: i
    character(len=12) :: s
    write (s, '(i0)') i
  end function itoa

  subroutine test_sdot_f77()
    integer, parameter :: n = 1001
    real(sp) :: x(n), y(2 * n), got
    real(dp) :: t1(2 * n, 1), want, t
    integer :: i
    call fill_d(t1, 2 * n, 2 * n, 1, 11)
    x = real(t1(1:n, 1), sp)
    y = real(t1(:, 1) * 3, sp)
    got = sdot(n, x, 1, y, 2)
    want = 0; t = 0
    do i = 1, n
      want = want + real(x(i), dp) * y(1 + 2 * (i - 1))
      t = t + abs(real(x(i), dp) * y(1 + 2 * (i - 1)))
    end do
    call report('sdot inc 1,2 (Fortran ABI)', abs(got - want) / t, real(4 * n * epsilon(1.0_sp), dp))
  end subroutine test_sdot_f77

  subroutine test_snrm2_f77()
    integer, parameter :: n = 500
    real(sp) :: x(n)
    real(dp) :: t1(n, 1), want, scale
    integer :: is
    real(sp), parameter :: scales(3) = [1.0_sp, 1.0e20_sp, 1.0e-25_sp]
    character(len=6), parameter :: names(3) = ['1     ', '1e20  ', '1e-25 ']
    call fill_d(t1, n, n, 1, 12)
    do is = 1, 3
      ! 1e20: the squares overflow single precision; 1e-25: they underflow.  The
      ! reference snrm2 scales, so must we.
      x = real(t1(:, 1), sp) * scales(is)
      scale = scales(is)
      want = sqrt(sum((real(x, dp) / scale)**2)) * scale
      call report('snrm2 scale ' // trim(names(is)) // ' (Fortran ABI)', &
                  abs(snrm2(n, x, 1) - want) / want, real(4 * n * epsilon(1.0_sp), dp))
    end do
  end subroutine test_snrm2_f77

  subroutine test_cblas_dgemm()
    integer, parameter :: m = 47, n = 39, k = 58, lda = 60, ldb = 64, ldc = 50
    real(dp) :: a(lda, max(m, k)), b(ldb, max(n, k)), c0(ldc, n), c(ldc, n), cref(ldc, n)
    real(dp) :: scale(m, n)
    real(dp), parameter :: alpha = -1.5_dp, beta = 0.5_dp
    call fill_d(a, lda, lda, size(a, 2), 13)
    call fill_d(b, ldb, ldb, size(b, 2), 14)
    call fill_d(c0, ldc, m, n, 15)
    cref = c0
    call ref_gemm_d('N', 'T', m, n, k, alpha, a, lda, b, ldb, beta, cref, ldc, scale)
    ! column-major: the Fortran layout itself
    c = c0
    call cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, m, n, k, alpha, a, lda, b, ldb, &
                     beta, c, ldc)
    call report('cblas_dgemm ColMajor NoTrans,Trans (module)', &
                gemm_err_d(c, cref, scale, ldc, m, n, c0), 8 * k * epsilon(1.0_dp))
    ! row-major: a Fortran array seen row-major is its transpose.  The storage of c seen
    ! row-major is C^T = alpha B A^T + beta C^T; b seen row-major is B^T (op = Trans gives
    ! B) and a seen row-major is A^T (op = NoTrans)
    c = c0
    call cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, n, m, k, alpha, b, ldb, a, lda, &
                     beta, c, ldc)
    call report('cblas_dgemm RowMajor Trans,NoTrans (module)', &
                gemm_err_d(c, cref, scale, ldc, m, n, c0), 8 * k * epsilon(1.0_dp))
  end subroutine test_cblas_dgemm

  subroutine test_cblas_ssyrk()
    integer, parameter :: n = 44, k = 31, lda = 50, ldc = 47
    real(sp) :: a(lda, max(n, k)), c0(ldc, n), c(ldc, n)
    real(sp), parameter :: alpha = -0.75_sp, beta = 1.5_sp
    call fill_s(a, lda, lda, size(a, 2), 16)
    call fill_s(c0, ldc, ldc, n, 17)
    c = c0
    call cblas_ssyrk(CblasColMajor, CblasLower, CblasNoTrans, n, k, alpha, a, lda, beta, c, ldc)
    call report('cblas_ssyrk ColMajor Lower NoTrans (module)', &
                syrk_err_s('L', 'N', n, k, alpha, a, lda, beta, c0, c, ldc), &
                real(8 * k * epsilon(1.0_sp), dp))
    ! row-major Lower with Trans: the storage seen column-major is the Upper triangle of
    ! alpha A A^T + beta C with A the Fortran array a (n x k)
    c = c0
    call cblas_ssyrk(CblasRowMajor, CblasLower, CblasTrans, n, k, alpha, a, lda, beta, c, ldc)
    call report('cblas_ssyrk RowMajor Lower Trans (module)', &
                syrk_err_s('U', 'N', n, k, alpha, a, lda, beta, c0, c, ldc), &
                real(8 * k * epsilon(1.0_sp), dp))
  end subroutine test_cblas_ssyrk

  subroutine test_cblas_cgemm()
    integer, parameter :: m = 33, n = 27, k = 38, lda = 45, ldb = 40, ldc = 36
    complex(cp) :: a(lda, max(m, k)), b(ldb, max(n, k)), c0(ldc, n), c(ldc, n)
    complex(cp) :: alpha, beta
    alpha = (1.0_sp, 2.0_sp); beta = (0.0_sp, -1.0_sp)
    call fill_c(a, lda, size(a, 2), 18)
    call fill_c(b, ldb, size(b, 2), 19)
    call fill_c(c0, ldc, n, 20)
    c = c0
    ! complex alpha and beta: plain complex variables, passed by reference
    call cblas_cgemm(CblasColMajor, CblasConjTrans, CblasNoTrans, m, n, k, alpha, a, lda, &
                     b, ldb, beta, c, ldc)
    call report('cblas_cgemm ColMajor ConjTrans,NoTrans (module)', &
                cgemm_err('C', 'N', m, n, k, alpha, a, lda, b, ldb, beta, c0, c, ldc), &
                real(8 * k * epsilon(1.0_sp), dp))
    ! row-major, computing C = alpha A^T B^H + beta C: the storage of c seen row-major is
    ! C^T = alpha conj(B) A + beta C^T; b seen row-major is B^T, so op = ConjTrans gives
    ! conj(B); a seen row-major is A^T, so op = Trans gives A
    c = c0
    call cblas_cgemm(CblasRowMajor, CblasConjTrans, CblasTrans, n, m, k, alpha, b, ldb, &
                     a, lda, beta, c, ldc)
    call report('cblas_cgemm RowMajor ConjTrans,Trans (module)', &
                cgemm_err('T', 'C', m, n, k, alpha, a, lda, b, ldb, beta, c0, c, ldc), &
                real(8 * k * epsilon(1.0_sp), dp))
  end subroutine test_cblas_cgemm

end program test_fortran
