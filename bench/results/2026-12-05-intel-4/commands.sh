#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (11:07-14:07 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at d121cc1 (the session's start), copied to /tmp/ld/base.so.
D=bench/results/2026-12-05-intel-4
OLD=/tmp/ld/base.so
# SYRK/HERK with B copied from the packed A blocks (1e8921a, c14cd73, ae60bea): both
# builds in one process, OLD in the OpenBLAS column, then the slots swapped
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas $OLD --libs ours,openblas --ops dsyrk,zsyrk,cherk,zherk --sizes 384,512,768,1024 \
  --trans NN,TN --rounds 7 --interleave --out $D/syrk-ab
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD \
  --openblas build/lib/libsteadyblas.so.0 --libs ours,openblas --ops dsyrk,zsyrk,cherk,zherk \
  --sizes 512,768,1024 --trans NN,TN --rounds 7 --interleave --out $D/syrk-ab-swapped
# issue 3's table: the four GEMMs and two SYRKs at 64 / 192 / 512 / 1024, all three libraries
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --rounds 5 --interleave --out $D/l3
# SYRK/HERK with a transposed X against OpenBLAS and BLIS
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ops dsyrk,zsyrk,zherk \
  --sizes 512,768,1024 --trans TN --rounds 5 --interleave --out $D/syrkT
# Upper C and two threads: /tmp harnesses (not kept), a dsyrk_ loop alternating the two
# builds, best of 10-15 calls of 10:  dsy N REPS LIB {N|T} {L|U}
# Bit-for-bit check of the change: ?syrk_ / ?herk_ L and U, N and T/C, n 8..2056,
# k 40..700, on 1 and 2 threads, OLD against the new build, memcmp of C (/tmp harness).
# Fuzz after the change (SYRK, HERK, GEMMT; AVX-512 and AVX2 side by side, 240 s each):
#   make fuzz-lib build-fuzz/test/fuzz/fuzz_l23
#   FUZZ_ONLY=syrk,herk,gemmt bash test/fuzz/run.sh --fuzzer build-fuzz/test/fuzz/fuzz_l23 \
#     --lib build-fuzz/lib/libsteadyblas.so.0 --ref /usr/lib/x86_64-linux-gnu/blas/libblas.so.3 \
#     --time 240 --sets "auto avx2" --out /tmp/fz2
# issue 4 at 2048: two threads (both CPUs), all three libraries; then ours on one thread
build/bench/bench --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 2048 --threads 2 \
  --libs ours,openblas,blis --rounds 5 --interleave --out $D/t2
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk \
  --sizes 2048 --libs ours --rounds 3 --interleave --out $D/t1-2048
# The fuzz of all 36 level 2/3 routines, AVX-512 set, 15 min (at the session's start, d121cc1):
#   taskset -c 1 bash test/fuzz/run.sh --fuzzer build-fuzz/test/fuzz/fuzz_l23 \
#     --lib build-fuzz/lib/libsteadyblas.so.0 --ref /usr/lib/x86_64-linux-gnu/blas/libblas.so.3 \
#     --time 900 --sets auto --out /tmp/fz
# Where dgemm 512's time goes: perf record -e cpu-clock on a dlopen loop of dgemm_ (perf
# report: dgemm_blk 84.5%, dgemm_blk_pa 6.2%, dpackb 4.1%), and a /tmp harness linking
# build/lib/libsteadyblas.a that calls sb_k_avx512_dgemm_blk(m, n, k, ...) on packed
# buffers, best of 30 x 5 calls: 24x64x128, 504x512x256, 504x1024x256, ldc 504/512/520.
# dsyrk 512's packing share (8.2% -> 7.9%): perf record on a dsyrk_ loop, old and new build.
