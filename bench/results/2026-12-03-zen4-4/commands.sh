#!/bin/bash
cd /work/main
R=bench/results/2026-12-03-zen4-4
B=build/bench/bench
export STEADYBLAS_NUM_THREADS=1
# /tmp/ld/base.so: the library built at 8238258, where this session started
# 1. this build against the session's first build (8238258), AVX-512 (auto) set
taskset -c 0 $B --ours build/lib/libsteadyblas.so.0 --openblas /tmp/ld/base.so --libs ours,openblas --ops zgemm,sgemm,dgemm --shapes 64x4096x256,96x4096x256,4096x64x256 --trans NN,NT,CT --rounds 7 --interleave --out $R/ab-avx512 > $R/ab-avx512.log 2>&1
# 2. the same with STEADYBLAS_ARCH=avx2 for both (small-path copy, AVX2 trsm)
STEADYBLAS_ARCH=avx2 taskset -c 0 $B --ours build/lib/libsteadyblas.so.0 --openblas /tmp/ld/base.so --libs ours,openblas --ops zgemm,dgemm,cgemm,sgemm --shapes 64x4096x256,128x4096x256,128x512x128 --trans NT --rounds 5 --interleave --out $R/ab-avx2-small > $R/ab-avx2-small.log 2>&1
STEADYBLAS_ARCH=avx2 taskset -c 0 $B --ours build/lib/libsteadyblas.so.0 --openblas /tmp/ld/base.so --libs ours,openblas --ops zherk,strsm,dtrsm,ctrsm,ztrsm --sizes 64,192,256,512,1024 --rounds 5 --interleave --out $R/ab-avx2-l3 > $R/ab-avx2-l3.log 2>&1
# 3. against OpenBLAS (Haswell) on the AVX2 set
taskset -c 0 $B --ours-arch avx2 --openblas-core Haswell --libs ours,openblas --ops strsm,dtrsm,ctrsm,ztrsm,zherk --sizes 64,192,256,512,1024 --rounds 5 --interleave --out $R/avx2-vs-openblas > $R/avx2-vs-openblas.log 2>&1
# 4. shapes against OpenBLAS and BLIS (auto set)
taskset -c 0 $B --ops dgemm,sgemm,cgemm,zgemm --shapes 4096x64x256,64x4096x256,2048x2048x32 --trans NN,NT,TN,TT --rounds 7 --interleave --out $R/shapes > $R/shapes.log 2>&1
# 5. the standard level-3 table
taskset -c 0 $B --sizes 64,192,512,1024 --rounds 5 --interleave --out $R/l3 > $R/l3.log 2>&1
echo done > $R/.done
