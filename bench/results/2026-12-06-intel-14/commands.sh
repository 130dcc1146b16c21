# Stop 46 (2026-12-06, 17:02-20:02 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512).
# Builds: /tmp/ld/base.so = 96c7ab9 (session start); gvt.so = 1abcbff (gemv_t blocks, with
# c94ee0c); ta4.so = f2ea369's tree before its commit (SB_TA).
# A/B: new in the "ours" slot and old in the "blis" slot, then swapped; gm.py (the previous
# results dir's harness) prints the geometric mean of the two ratios per case.
R=bench/results/2026-12-06-intel-14
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
GM=bench/results/2026-12-06-intel-13/harness/gm.py
ab() {  # name new old args...
    local n=$1 new=$2 old=$3; shift 3
    $B --ours /tmp/ld/$new.so --blis /tmp/ld/$old.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-new-first
    $B --ours /tmp/ld/$old.so --blis /tmp/ld/$new.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-old-first
    python3 $GM $R/$n-new-first $R/$n-old-first
}
ab ab-gvt gvt base --ops sgemv,dgemv,cgemv,zgemv --sizes 4,5,8,12,16,24,32,48,64,100,200,300 --trans TN --rounds 7 --interleave
ab ab-ta ta4 gvt --ops cgemm,csyrk,cherk,ctrsm,ctrmm,chemm,cgemv,chemv,cgerc,cher2,ctrmv,ctrsv,icamax,zgemm,zherk,dgemm,dsyrk,sgemv,sscal,dgemv \
   --sizes 4,8,16,32,64 --rounds 7 --interleave
# harness/cl3.c: tiny complex level-3/2/1 call loop (perf record -e cpu-clock on it found the stalls):
#   gcc -O2 -o cl3 harness/cl3.c -ldl; taskset -c 0 ./cl3 LIB.so cherk 4 3000000
# bench/results/2026-12-06-intel-13/harness/gv.c: gemv / symv call loop (ours only).
# The end against OpenBLAS (and BLIS for the main set): /tmp/ld/head.so = 679b9d3 (the
# review commit 3d975b6 after it gives the same bits, harness/bw.c).
$B --ours /tmp/ld/head.so --libs ours,openblas --ops sgemv,dgemv,cgemv,zgemv,dsymv,zhemv,zher2,chemv,cher2,cgerc \
   --sizes 4,8,16,32,100 --trans NN,TN --rounds 5 --interleave --out $R/vs-end-l2small
$B --ours /tmp/ld/head.so --libs ours,openblas --ops cherk,csyrk,ctrsm,ctrmm,chemm,cgemm --sizes 4,8,12,16,32 \
   --trans NN,TN --rounds 5 --interleave --out $R/vs-end-c3small
$B --ours /tmp/ld/head.so --rounds 5 --interleave --out $R/vs-end-main
# harness/bw.c: gcc -O1 -o bw harness/bw.c -ldl; STEADYBLAS_NUM_THREADS=1 ./bw OLD.so NEW.so
