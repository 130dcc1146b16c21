#!/bin/sh
# Session 2026-12-06 (02:50-05:50 UTC), Intel Xeon model 0xcf, one thread unless said.
# OLD: the session's start (b94899f), NEW: its last code commit (86bbf77), both
# libsteadyblas.so.0 copies; "blis" slot = the other SteadyBLAS build (--blis-arch auto).
OLD=/tmp/ld/base.so NEW=/tmp/ld/final.so
R=bench/results/2026-12-06-intel-9
# level 3 with B's packing fused (GEMM NN, SYMM/HEMM side L, TRMM), both slot orders
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,openblas,blis --ops dgemm,sgemm,cgemm,zgemm,dsymm,ssymm,zhemm,dtrmm,strmm,ztrmm \
  --sizes 512,1024 --rounds 9 --interleave --out $R/l3-ab
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD --blis $NEW --blis-arch auto \
  --libs ours,openblas,blis --ops dgemm,sgemm,cgemm,zgemm,dsymm,ssymm,zhemm,dtrmm,strmm,ztrmm \
  --sizes 512,1024 --rounds 9 --interleave --out $R/l3-ab-swapped
# B stored along n (NT)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,openblas,blis --ops dgemm,sgemm,cgemm,zgemm --trans NT --sizes 512,1024 \
  --rounds 9 --interleave --out $R/nt-ab
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD --blis $NEW --blis-arch auto \
  --libs ours,openblas,blis --ops dgemm,sgemm,cgemm,zgemm --trans NT --sizes 512,1024 \
  --rounds 9 --interleave --out $R/nt-ab-swapped
# the AVX2 set (both builds forced to it) against OpenBLAS's Haswell kernels
STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW \
  --ours-arch avx2 --blis $OLD --blis-arch auto --openblas-core Haswell --libs ours,openblas,blis \
  --ops dgemm,sgemm --sizes 512,1024 --rounds 9 --interleave --out $R/avx2-ab
STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD \
  --ours-arch avx2 --blis $NEW --blis-arch auto --openblas-core Haswell --libs ours,openblas,blis \
  --ops dgemm,sgemm --sizes 512,1024 --rounds 9 --interleave --out $R/avx2-ab-swapped
# issue 3's table: the final build against OpenBLAS (Cooperlake) and BLIS (skx)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --libs ours,openblas,blis \
  --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 64,192,512,1024 --rounds 5 --interleave \
  --out $R/issue3
# two threads, n = 2048, both slot orders
STEADYBLAS_NUM_THREADS=2 taskset -c 0,1 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,openblas,blis --threads 2 --ops dgemm,sgemm,cgemm,zgemm --sizes 2048 --rounds 5 \
  --interleave --out $R/t2-ab
STEADYBLAS_NUM_THREADS=2 taskset -c 0,1 build/bench/bench --ours $OLD --blis $NEW --blis-arch auto \
  --libs ours,openblas,blis --threads 2 --ops dgemm,sgemm,cgemm,zgemm --sizes 2048 --rounds 5 \
  --interleave --out $R/t2-ab-swapped
# complex GEMM/SYRK with A's packing fused too (3b14824, /tmp/ld/final2.so) against 86bbf77
NEW2=/tmp/ld/final2.so
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW2 --blis $NEW --blis-arch auto \
  --libs ours,openblas,blis --ops cgemm,zgemm,csyrk,zherk --sizes 512,1024 --rounds 9 \
  --interleave --out $R/cpa-ab
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $NEW2 --blis-arch auto \
  --libs ours,openblas,blis --ops cgemm,zgemm,csyrk,zherk --sizes 512,1024 --rounds 9 \
  --interleave --out $R/cpa-ab-swapped
# the swapped order again (the first run's slot-1 library ran 5-13% below its usual rate)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $NEW2 --blis-arch auto \
  --libs ours,openblas,blis --ops cgemm,zgemm,csyrk,zherk --sizes 512,1024 --rounds 9 \
  --interleave --out $R/cpa-ab-swapped2
# run first, on the start's build (b94899f, as built in the tree then): start-l3-tri/ (TRSM,
# TRMM, SYMM/HEMM against GEMM and OpenBLAS) and start-issue3/ (issue 3's table)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --libs ours,openblas --ops sgemm,strsm,strmm,ssymm,dgemm,dtrsm,dtrmm,dsymm,cgemm,ctrsm,ctrmm,chemm,zgemm,ztrsm,ztrmm,zhemm \
  --sizes 512,1024 --rounds 5 --interleave --out $R/start-l3-tri
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --libs ours,openblas,blis --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 64,192,512,1024 \
  --rounds 5 --interleave --out $R/start-issue3
