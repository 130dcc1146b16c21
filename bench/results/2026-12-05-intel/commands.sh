#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (01:37-04:37 UTC)"), from the repository root after `make`, on a quiet machine.
D=bench/results/2026-12-05-intel
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas,blis \
  --ops chemv,zhemv,cgemv,zgemv,ctrmv,cher2,sger,dger,cgeru,zgeru,ssyr2,dsyr2,ssymv,dsymv \
  --sizes 16,32,100,300,1000 --trans NN,TN --rounds 7 --interleave --out $D/l12
for i in 1 2 3; do
  build/bench/seed001 --pages huge --beta 0 --threads 1,2 --rounds 3 > $D/seed001/run$i.md
done
# issue 4's 2-thread targets (n = 2048), then the same on one thread, interleaved rounds
build/bench/bench --libs ours,openblas,blis --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk \
  --sizes 2048 --threads 2 --rounds 5 --interleave --out $D/t2
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk \
  --sizes 2048 --rounds 5 --interleave --out $D/t1
# chemv / zhemv again at a5770aa (the unrolled complex symv_rt); the runs above were at 4a28cfb
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas,blis --ops chemv,zhemv \
  --sizes 16,32,100,300,1000 --trans NN,TN --rounds 7 --interleave --out $D/l12-hemv
# gemv T and the rest still behind (after the other runs, the final build)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas,blis \
  --ops dgemv,sgemv,cgemv,zgemv,dsymv,sger --sizes 96,100,104,300 --trans TN --rounds 7 \
  --interleave --out $D/l12-behind
# the column alignment of gemv T (m = n = 96 with lda 96 / 100, 300 with 300), OpenBLAS beside
gcc -O2 -o /tmp/gt $D/gemv_t_lda.c -ldl
for cfg in "96 96 96" "96 96 100" "300 300 300" "300 300 304"; do
  STEADYBLAS_NUM_THREADS=1 taskset -c 0 env -u OPENBLAS_L2_SIZE OPENBLAS_CORETYPE=Cooperlake \
    /tmp/gt $cfg T build/lib/libsteadyblas.so.0 /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0
done > $D/gemv_t_lda.txt
