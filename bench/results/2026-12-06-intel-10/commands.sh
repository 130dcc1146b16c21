#!/bin/sh
# Session 2026-12-06 (05:41-08:41 UTC), Intel Xeon model 0xcf, one thread unless said.
# OLD: the session's start (0beec83), NEW: its last code commit (e02898b), both
# libsteadyblas.so.0 copies; "blis" slot = the other SteadyBLAS build (--blis-arch auto).
OLD=/tmp/ld/base.so NEW=/tmp/ld/final.so
R=bench/results/2026-12-06-intel-10
# run first, on the start's build: start-issue3/
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD --libs ours,openblas,blis \
  --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 64,192,512,1024 --rounds 5 --interleave \
  --out $R/start-issue3
# TRSM (side L: B updated and solved in place) and SYRK/HERK (B packed by the first tile
# that needs it), both slot orders
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --blis $OLD --blis-arch auto \
  --libs ours,openblas,blis --ops strsm,dtrsm,ctrsm,ztrsm,ssyrk,dsyrk,csyrk,zsyrk,cherk,zherk \
  --sizes 256,512,1024 --rounds 7 --interleave --out $R/ab
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $OLD --blis $NEW --blis-arch auto \
  --libs ours,openblas,blis --ops strsm,dtrsm,ctrsm,ztrsm,ssyrk,dsyrk,csyrk,zsyrk,cherk,zherk \
  --sizes 256,512,1024 --rounds 7 --interleave --out $R/ab-swapped
# two threads
STEADYBLAS_NUM_THREADS=2 taskset -c 0,1 build/bench/bench --threads 2 --ours $NEW --blis $OLD \
  --blis-arch auto --libs ours,openblas,blis --ops dtrsm,strsm,dsyrk,ssyrk --sizes 1024,2048 \
  --rounds 5 --interleave --out $R/t2-ab
# TRSM/TRMM/SYMM/HEMM against each type's GEMM, the final build
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --libs ours,openblas \
  --ops sgemm,strsm,strmm,ssymm,dgemm,dtrsm,dtrmm,dsymm,cgemm,ctrsm,ctrmm,chemm,zgemm,ztrsm,ztrmm,zhemm \
  --sizes 512,1024 --rounds 5 --interleave --out $R/l3-tri
# issue 3's table: the final build against OpenBLAS (Cooperlake) and BLIS (skx)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours $NEW --libs ours,openblas,blis \
  --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --sizes 64,192,512,1024 --rounds 5 --interleave \
  --out $R/issue3
# The bench runs above in a shared-host period spread widely; kept as *-first-noisy/ (the
# first ab/, issue3/, l3-tri/, run at 06:20-06:26), the same commands run again into
# ab/, l3-tri/ and issue3/ (06:26-06:30).
# In-process A/B: both builds dlopen'd in one process, alternating (harness/*.c), into
# harness/ab-inprocess.txt
gcc -O2 -o /tmp/abt $R/harness/abt.c -ldl; gcc -O2 -o /tmp/abg $R/harness/abg.c -ldl
{
echo "# /tmp/abt OLD NEW op n 20 [side]: lib0 = OLD (0beec83), lib1 = NEW (e02898b); new/old = rate ratio"
for op in strsm dtrsm ctrsm ztrsm; do for n in 256 512 1024; do echo -n "$op $n L: "; STEADYBLAS_NUM_THREADS=1 taskset -c 0 /tmp/abt $OLD $NEW $op $n 20; done; done
for op in strsm ztrsm; do echo -n "$op 512 R: "; STEADYBLAS_NUM_THREADS=1 taskset -c 0 /tmp/abt $OLD $NEW $op 512 20 R; done
echo "# /tmp/abg OLD NEW op n 15 (SYRK/HERK uplo L, N)"
for op in ssyrk dsyrk csyrk zsyrk cherk zherk; do for n in 512 1024; do echo -n "$op $n: "; STEADYBLAS_NUM_THREADS=1 taskset -c 0 /tmp/abg $OLD $NEW $op $n 15; done; done
} > $R/harness/ab-inprocess.txt 2>&1
# the same again into harness/ab-inprocess-2.txt (07:02), and dsyrk alone, 30 rounds, twice:
for i in 1 2; do for n in 512 1024; do echo -n "dsyrk $n: "; STEADYBLAS_NUM_THREADS=1 taskset -c 0 /tmp/abg $OLD $NEW dsyrk $n 30; done; done > $R/harness/dsyrk-inprocess-3.txt
