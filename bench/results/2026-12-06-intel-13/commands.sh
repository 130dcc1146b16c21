#!/bin/sh
# Session 2026-12-06 14:06-17:06 UTC, Intel Xeon VM model 0xcf (AVX-512, 2 cores), one thread.
# Builds (each copied from build/lib/libsteadyblas.so.0 after `make -j2` at that commit):
#   base.so   24a62dd (the session's start)
#   tt1.so    gemm_small_tt first version (loads of C after stores), tt2.so = f0f7f7c
#   tt3.so    f0f7f7c + broadcasts used at once (no spills), one KC slice only
#   tt5.so    651d8b8 (k past KC in slices)
#   cp1.so    18113d7 (complex packing)
#   sk1.so    18113d7 + tri_stack_x; sk3.so = 5905567 (+ packb for tiny op(X), unrolled stores)
#   final.so  5905567;  zr.so / head.so = c7e0f8d
#   cr.so     c7e0f8d + c B^T k > 248 on the engine; dr.so = 13726f6 (d too); cr2.so = cr.so rebuilt
#   rr.so     cr2 + s too (not kept)
# A/B pairs run in both slot orders; harness/gm.py prints the geometric mean.
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
R=bench/results/2026-12-06-intel-13
ab() {   # ab NAME NEW OLD ARGS...
    n=$1; new=$2; old=$3; shift 3
    $B --ours /tmp/ld/$new.so --blis /tmp/ld/$old.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-new-first
    $B --ours /tmp/ld/$old.so --blis /tmp/ld/$new.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-old-first
    python3 $R/harness/gm.py $R/$n-new-first $R/$n-old-first
}
# one-order runs with OpenBLAS beside (ours = new, blis slot = old)
$B --ours /tmp/ld/tt2.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,blis,openblas --ops sgemm,dgemm \
   --sizes 4,8,12,16,24,32,40,48,64,96,128,192,256 --trans TT --rounds 7 --interleave --out $R/ab-tt-1
$B --ours /tmp/ld/tt3.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,blis,openblas --ops sgemm,dgemm \
   --sizes 4,8,12,16,24,32,40,48,64,80,96,128,192,256 --trans TT --rounds 7 --interleave --out $R/ab-tt-2
$B --ours /tmp/ld/tt5.so --blis /tmp/ld/tt3.so --blis-arch auto --libs ours,blis,openblas --ops sgemm,dgemm \
   --sizes 256,288,320,352,384,416,448 --trans TT --rounds 7 --interleave --out $R/ab-ttslice-1
$B --ours /tmp/ld/tt3.so --blis /tmp/ld/tt5.so --blis-arch auto --libs ours,blis --ops dgemm,sgemm \
   --sizes 256,320,384,448 --trans TT --rounds 9 --interleave --out $R/ab-ttslice-2
# shapes at the session's third commit (noisy: memory-bound shapes varied 10-25% within minutes)
$B --libs ours,openblas,blis --ops sgemm,dgemm,cgemm,zgemm --shapes 4096x64x256,64x4096x256,2048x2048x32 \
   --trans NN,NT,TN,TT --rounds 5 --interleave --out $R/shapes
ab ab-cpack cp1 tt5 --ops cgemm,zgemm --sizes 4,8,12,16,24,40,64,100,200,300,520 --trans TN,TT --rounds 5 --interleave
ab ab-sk3-cp1 sk3 cp1 --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zsyrk,cherk --sizes 4,8,12,16,24,32 --trans TN --rounds 7 --interleave
ab ab-sk3-sk1 sk3 sk1 --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zsyrk,cherk --sizes 4,8,12,16,24,32 --trans TN --rounds 7 --interleave
ab ab-end final base --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zsyrk,cherk \
   --sizes 4,8,12,16,24,32,48,64,96,128,192,256,320 --trans TT --rounds 7 --interleave
$B --ours /tmp/ld/final.so --ops sgemm,dgemm,cgemm,zgemm --sizes 4,8,12,16,24,32,48,64,96,128,192,256 \
   --trans TT,TN --rounds 7 --interleave --out $R/vs-end-gemm
$B --ours /tmp/ld/final.so --ops ssyrk,dsyrk,zsyrk,cherk --sizes 4,8,12,16,24,32,48,64 --trans TN \
   --rounds 7 --interleave --out $R/vs-end-syrk
ab ab-zbt zr final --ops zgemm --sizes 128,160,192,256,320 --trans NT,TT --rounds 5 --interleave
ab ab-zbt-shapes zr final --ops zgemm --shapes 64x4096x256,256x256x1024,96x2048x512 --trans NT,TT --rounds 5 --interleave
$B --ours /tmp/ld/head.so --libs ours,openblas --ops zgemm,cgemm --sizes 192,240,256,272,320 --trans NT,TT \
   --rounds 5 --interleave --out $R/vs-end-zbt
$B --ours /tmp/ld/head.so --libs ours,openblas --ops sgemv,dgemv,cgemv,zgemv,dsymv,zhemv,zher2 --sizes 4,8,16,32,100 \
   --trans NN,TN --rounds 5 --interleave --out $R/vs-end-l2small
$B --ours /tmp/ld/head.so --libs ours,openblas --ops ddot,sdot,daxpy,saxpy --sizes 1000,2000,4000,8000 \
   --rounds 5 --interleave --out $R/vs-end-l1
$B --ours /tmp/ld/head.so --libs ours,openblas --ops sgemm --sizes $(seq -s, 16 8 200) --rounds 5 --interleave \
   --out $R/sweep-sgemm-16-200
ab ab-cbt cr head --ops cgemm --sizes 256,264,320,384,448,512 --trans NT,TT --rounds 5 --interleave
ab ab-cbt-shapes cr head --ops cgemm --shapes 64x4096x256,96x2048x512,256x256x1024,32x1024x512 --trans NT,TT --rounds 5 --interleave
# s and d with the rule (one order, not saved): rr against cr2
$B --ours /tmp/ld/rr.so --blis /tmp/ld/cr2.so --blis-arch auto --libs ours,blis,openblas --ops sgemm,dgemm \
   --shapes 64x4096x256,96x2048x512,256x256x1024,32x1024x512 --trans NT,TT --rounds 5 --interleave
ab ab-dbt dr cr2 --ops dgemm --sizes 200,256,320,384,448 --trans NT,TN,NN --rounds 5 --interleave
ab ab-dbt-shapes dr cr2 --ops dgemm --shapes 64x4096x256,96x2048x512,256x256x1024,32x1024x512,400x400x300 --trans NT,TT --rounds 5 --interleave
# perf loops (harness/): loop.c (s/d gemm, stack arrays), loop2.c / loop3.c (n x n, real /
# complex), e.g.  taskset -c 0 harness-loop /tmp/ld/x.so dgemm T T 8 2000000
