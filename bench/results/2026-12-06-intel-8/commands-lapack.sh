#!/bin/sh
# Reference LAPACK over SteadyBLAS's libblas.so.3 and over OpenBLAS's BLAS (its
# libblas.so.3, not its own LAPACK; Cooperlake kernels: unset, 0.3.21 picks Prescott on
# this CPU, as bench notes), one thread, pinned, alternating three times.
D=bench/results/2026-12-06-intel-8
gcc -O2 -o /tmp/lapack_over_blas $D/lapack_over_blas.c -ldl
for r in 1 2 3; do
  STEADYBLAS_NUM_THREADS=1 LD_LIBRARY_PATH=build/lib/compat taskset -c 0 /tmp/lapack_over_blas steadyblas
  OPENBLAS_NUM_THREADS=1 OPENBLAS_CORETYPE=Cooperlake env -u OPENBLAS_L2_SIZE \
    LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu/openblas-pthread taskset -c 0 /tmp/lapack_over_blas openblas
done
# A/B: the same LAPACK over this session's start build (OLD) and its final build (NEW),
# each copied as libblas.so.3 into a directory of its own, alternating three times.
if [ -n "$OLD" ] && [ -n "$NEW" ]; then
  mkdir -p /tmp/ab-old /tmp/ab-new && cp "$OLD" /tmp/ab-old/libblas.so.3 && cp "$NEW" /tmp/ab-new/libblas.so.3
  for r in 1 2 3; do
    STEADYBLAS_NUM_THREADS=1 LD_LIBRARY_PATH=/tmp/ab-old taskset -c 0 /tmp/lapack_over_blas old
    STEADYBLAS_NUM_THREADS=1 LD_LIBRARY_PATH=/tmp/ab-new taskset -c 0 /tmp/lapack_over_blas new
  done
fi
