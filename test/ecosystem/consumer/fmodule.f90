! The installed Fortran module: compiles against it and calls cblas_dgemm through it.
program fmodule
  use steadyblas_cblas
  implicit none
  double precision :: a(2, 2), b(2, 2), c(2, 2)
  a = reshape([1d0, 2d0, 3d0, 4d0], [2, 2])
  b = reshape([5d0, 6d0, 7d0, 8d0], [2, 2])
  c = 0
  call cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, 2, 2, 2, &
                   1d0, a, 2, b, 2, 0d0, c, 2)
  if (any(c /= matmul(a, b))) then
    print *, "fmodule: cblas_dgemm through steadyblas_cblas: wrong result", c
    stop 1
  end if
  print "(a)", "fmodule: cblas_dgemm through the installed steadyblas_cblas module: correct"
end program fmodule
