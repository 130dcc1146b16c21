#!/bin/sh
# Session 2026-12-06 (08:19-11:19 UTC), Intel Xeon VM model 0xcf, 2 cores.  One thread,
# taskset -c 0.  Builds: head.so = f3cc1a2 (the session's start); the others are
# working-tree builds of this session's change (bit-for-bit thread-count independence),
# named as in experiments.txt:
#   new1  first version (tri_small's diagonal put in a loop over KC slices)
#   new3  new1 with the diagonal put apart from the one-slice case
#   new20 the kernels and engine of 94e763e, tri_small's passes (tri_pass), t unaligned
#   new21 = 320f76e (tri_pass, t 64-byte aligned)
#   final2 = b9134b6 (tri_small's job struct built in each branch)
#   final3 = 69b5160 (review commit; same code for s/d as final2)
#   vput = final3 + l3_put_col's 16-byte loop for every type; vput2 = efc7fef (not for z)
#   new23 new21 with the diagonal put in a function of its own (not kept)
# base.so is the session start's build (same code as head.so, built before the session).
# The bench's "BLIS" column is the second build (--blis FILE --blis-arch auto): its
# "SteadyBLAS / BLIS" column is first/second.
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,blis --blis-arch auto --rounds 7 --interleave"
$B --ours new1.so --blis base.so --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 8,16,32,64,192,512 --out ab-cupdate
$B --ours new3.so --blis base.so --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zherk --sizes 8,16,32,64,192,512 --out ab-cupdate-2
$B --ours new20.so --blis head.so --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zherk,strsm,dtrsm,ztrsm --sizes 8,16,32,64,192,512 --out ab-new-first
$B --ours head.so --blis new20.so --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk,zherk,strsm,dtrsm,ztrsm --sizes 8,16,32,64,192,512 --out ab-old-first
$B --ours new21.so --blis head.so --ops sgemm,dgemm,ssyrk,dsyrk,cherk,zherk,ssymm,dtrmm --sizes 8,16,24,32,48,64,96 --out ab-small-new-first
$B --ours head.so --blis new21.so --ops sgemm,dgemm,ssyrk,dsyrk,cherk,zherk,ssymm,dtrmm --sizes 8,16,24,32,48,64,96 --out ab-small-old-first
$B --rounds 9 --ours new23.so --blis head.so --ops ssyrk,dsyrk,cherk,zherk --sizes 8,16,24,32,48,64,96,192 --out ab-syrk-new-first
$B --rounds 9 --ours head.so --blis new23.so --ops ssyrk,dsyrk,cherk,zherk --sizes 8,16,24,32,48,64,96,192 --out ab-syrk-old-first
$B --ours final2.so --blis head.so --ops ssyrk,dsyrk,cherk,zherk,ssymm --sizes 8,16,24,32,48,64,96 --out ab-t-new-first
$B --ours head.so --blis final2.so --ops ssyrk,dsyrk,cherk,zherk,ssymm --sizes 8,16,24,32,48,64,96 --out ab-t-old-first
$B --ours vput.so --blis final3.so --ops ssyrk,dsyrk,zherk --sizes 8,16,24,32,64 --out ab-put-vs-prev-new-first
$B --ours final3.so --blis vput.so --ops ssyrk,dsyrk,zherk --sizes 8,16,24,32,64 --out ab-put-vs-prev-old-first
$B --ours vput2.so --blis head.so --ops ssyrk,dsyrk,cherk,zherk --sizes 8,16,24,32,48,64,96 --out ab-put-new-first
$B --ours head.so --blis vput2.so --ops ssyrk,dsyrk,cherk,zherk --sizes 8,16,24,32,48,64,96 --out ab-put-old-first
# Correctness: 1 vs 2 threads, bitwise (test/threads/test_1vsN; ssyrk T n 200 k 513)
#   env STEADYBLAS_WAIT_POLICY=active LD_LIBRARY_PATH=build/lib build/test/threads/test_1vsN
#   STEADYBLAS_ARCH=avx2 (same)
