#!/bin/sh
# Session 2026-12-06 (UTC 23:44 on 12-05 to 02:44): Intel Xeon VM, family 6 model 0xcf, 2 cores.
# NEW = this session's final build (build/lib/libsteadyblas.so.0 at the session's last code
# commit), OLD = the build of 0afdaaf (the session's start), copied aside before building.
# OLD runs in the BLIS slot, so "SteadyBLAS / BLIS" is NEW / OLD (small-ab) and, with the
# slots swapped, OLD / NEW (small-ab-swapped); OpenBLAS runs in the same process.
OPS_L1=isamax,idamax,icamax,izamax,snrm2,dnrm2
OPS_L2=sgemv,dgemv,cgemv,zgemv,ctrmv,ztrmv,ctrsv,ztrsv,chemv,zhemv,ssyr2,dsyr2,cher2,zher2
for pair in "$NEW $OLD small-ab" "$OLD $NEW small-ab-swapped"; do
  set -- $pair
  STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $1 --blis $2 --blis-arch auto \
    --libs ours,openblas,blis --ops $OPS_L1 --sizes 1,2,3,4,6,8,10,32,100,316,1000 \
    --rounds 9 --interleave --out bench/results/2026-12-06-intel-8/$3-l1
  STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $1 --blis $2 --blis-arch auto \
    --libs ours,openblas,blis --ops $OPS_L2 --sizes 4,8,16,32,64,100,300,1000 \
    --rounds 9 --interleave --out bench/results/2026-12-06-intel-8/$3-l2
done
# level 3 and large level 2, to see nothing moved (one order)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,openblas,blis --ops dgemm,sgemm,zgemm,dsyrk,dtrsm,dsymm --sizes 64,512 \
  --rounds 7 --interleave --out bench/results/2026-12-06-intel-8/l3-ab
# zgemv / cgemv 100 and 300 again, both orders (the slot bias at zgemv 300)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,blis --ops zgemv,cgemv --sizes 100,300 --rounds 9 --interleave \
  --out bench/results/2026-12-06-intel-8/zgemv-recheck
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD --blis $NEW --blis-arch auto \
  --libs ours,blis --ops zgemv,cgemv --sizes 100,300 --rounds 9 --interleave \
  --out bench/results/2026-12-06-intel-8/zgemv-recheck-swapped
# the AVX2 set against OpenBLAS's Haswell kernels (issue 3), GEMM at 512 and 1024
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --ours-arch avx2 \
  --openblas-core Haswell --libs ours,openblas --ops dgemm,sgemm --sizes 512,1024 --rounds 7 \
  --interleave --out bench/results/2026-12-06-intel-8/avx2-haswell
# small calls still behind OpenBLAS (final build only)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --libs ours,openblas \
  --ops sdot,ddot --sizes 2,3,4,6,8 --rounds 9 --interleave --out bench/results/2026-12-06-intel-8/behind-dot
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --libs ours,openblas \
  --ops cgemv,zgemv --trans TN --sizes 16,32,100,300 --rounds 9 --interleave \
  --out bench/results/2026-12-06-intel-8/behind-gemv-t
