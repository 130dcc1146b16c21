#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (08:18-11:18 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at 0891250 (before the trsm_ukr change), copied to /tmp/ld/cur.so.
D=bench/results/2026-12-05-intel-3
OLD=/tmp/ld/cur.so
# trsm_ukr in blocks of one transpose (23fffc2): both builds in one process, OLD in the
# OpenBLAS column; sgemm in the same run for TRSM's ratio to our GEMM
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas $OLD --libs ours,openblas --ops sgemm,strsm,dtrsm,dgemm --sizes 96,256,512,1024 \
  --trans NN,TN --rounds 7 --interleave --out $D/trsm-ab
# issue 3's table: the four GEMMs and two SYRKs at 64 / 192 / 512 / 1024, all three libraries
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --rounds 5 --interleave --out $D/l3
# the four transposes at 512 / 1024 / 1536 (issue 3: within 5% of each other)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours --ops sgemm,dgemm \
  --sizes 512,1024,1536 --trans NN,NT,TN,TT --rounds 7 --interleave --out $D/trans
# level 2 at n = 1000 / 1500 / 2000 (issue 3: at or above the best of OpenBLAS and BLIS)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ops ssymv,dsymv,sger,dger,sgemv,dgemv \
  --sizes 1000,1500,2000 --rounds 9 --interleave --out $D/l2
# two threads at 2048 (issue 4), both CPUs
build/bench/bench --ops sgemm,dgemm,cgemm,zgemm --sizes 2048 --threads 2 --libs ours,openblas \
  --rounds 5 --interleave --out $D/t2
# SYRK with a transposed X on the small path, one-vector diagonal blocks (the commit after
# 7252aff): A/B against 7252aff's build (copied to /tmp/ld/new2.so: the library code there
# is 23fffc2's), N in the same run (unchanged path)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas /tmp/ld/new2.so --libs ours,openblas --ops ssyrk,dsyrk,csyrk,zherk \
  --sizes 32,96,184,192,256 --trans TN,NN --rounds 7 --interleave --out $D/syrkT-ab
# (dropped) masked k tail in the float transposed packing: the experiment's build against
# 7439872's (copied to /tmp/ld/trit2.so), OLD in the OpenBLAS column
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours /tmp/ld/tail.so --openblas /tmp/ld/trit2.so \
  --libs ours,openblas --ops ssyrk --sizes 176,184,192,216,232 --trans TN --rounds 7 --interleave \
  --out $D/tail-ab-syrk
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours /tmp/ld/tail.so --openblas /tmp/ld/trit2.so \
  --libs ours,openblas --ops sgemm --sizes 40,100,184,500,1000 --trans TN,NT,NN --rounds 7 \
  --interleave --out $D/tail-ab-gemm
