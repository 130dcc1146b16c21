#!/bin/sh
# Session 2026-12-06 (11:08-14:08 UTC), Intel Xeon VM model 0xcf, 2 cores.  One thread,
# taskset -c 0 unless said.  Builds (working-tree builds, copied to /tmp/ld):
#   base.so  = b32dfed (the session's start)
#   l2p8.so  = cc3b359 (level 2 in parts, at most 8)
#   pair3.so = 43a8be6 (transposed packing through registers, s tiles over two panels,
#              tiny op(A) on the stack)
#   pfs.so   = daa7bd3 (s small path: B's next row line prefetched)
#   avx2final.so = 073aa8b (AVX2 packing of a transposed operand's partial blocks)
# The bench's "BLIS" column is the second build (--blis FILE --blis-arch auto): its
# "SteadyBLAS / BLIS" column is first/second.
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,blis --blis-arch auto --interleave"
L2="--ops dsymv,ssymv,zhemv,chemv,dtrmv,strmv,ztrmv,ctrmv --sizes 1100,2000,4000 --trans NN,TN"
$B --rounds 7 --ours l2p8.so --blis base.so $L2 --out ab-l2parts-new-first
$B --rounds 7 --ours base.so --blis l2p8.so $L2 --out ab-l2parts-old-first
T2="env STEADYBLAS_NUM_THREADS=2 build/bench/bench --threads 2 --libs ours,blis --blis-arch auto --interleave --rounds 7 --ops dsymv,zhemv,dtrmv,ztrmv --sizes 2000,4000 --trans NN,TN"
$T2 --ours l2p8.so --blis base.so --out ab-l2parts-t2-new-first
$T2 --ours base.so --blis l2p8.so --out ab-l2parts-t2-old-first
# in one process, 40 rounds alternating (harness/abv.c: gcc -O2 abv.c -ldl):
#   for t in N T; do for op in strmv ssymv dtrmv dsymv ztrmv zhemv; do
#     STEADYBLAS_NUM_THREADS=1 taskset -c 0 ./abv l2p8.so base.so $op 1100 40 $t; done; done
#   > ab-l2parts-inprocess-1100.txt   (columns: time new/old, best and median)
TN="--ops sgemm,dgemm,ssyrk --sizes 4,8,16,24,40,48,56,64,96,128,192,384 --trans TN,TT,NN"
$B --rounds 5 --ours pair3.so --blis base.so $TN --out ab-tn-new-first
$B --rounds 5 --ours base.so --blis pair3.so $TN --out ab-tn-old-first
PF="--ops sgemm --shapes 64x4096x256,128x2048x256,32x4096x128,256x256x256 --trans NT,TT,NN"
$B --rounds 5 --ours pfs.so --blis pair3.so $PF --out ab-pfb-new-first
$B --rounds 5 --ours pair3.so --blis pfs.so $PF --out ab-pfb-old-first
# against OpenBLAS (Cooperlake) and BLIS (skx): the build of cc3b359 (shapes/) and of
# daa7bd3 (shapes-end/)
S="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ops dgemm,sgemm,cgemm,zgemm --shapes 4096x64x256,64x4096x256,2048x2048x32 --trans NN,NT,TN,TT --rounds 7 --interleave"
$S --out shapes
$S --out shapes-end
# the AVX2 set on this machine (STEADYBLAS_ARCH=avx2 for both builds)
AV="env STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours-arch avx2 --libs ours,blis --blis-arch auto --interleave --rounds 7 --ops sgemm,dgemm,ssyrk --sizes 4,8,16,24,40,64,128 --trans TN,TT"
$AV --ours avx2final.so --blis pfs.so --out ab-avx2-tn-new-first
$AV --ours pfs.so --blis avx2final.so --out ab-avx2-tn-old-first
