# Stop 47 (2026-12-06, 19:55-22:55 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stop 46.
# Builds: /tmp/ld/base.so = 7d63c20 (session start); rt6.so = 0b43c7b (symv_rt nb <= 8,
# one part direct); dc.so = c49bef8 (gemv / rank direct); h2.so = 6ace1a4 (HER2 kernel);
# st2.so = 050a190 (sy_tri); s4.so = e9791dd (SYR2 short columns) = head.so.
# A/B: new in the "ours" slot and old in the "blis" slot, then swapped; gm.py prints the
# geometric mean of the two ratios per case.
R=bench/results/2026-12-06-intel-15
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
GM=bench/results/2026-12-06-intel-13/harness/gm.py
ab() {  # name new old args...
    local n=$1 new=$2 old=$3; shift 3
    $B --ours /tmp/ld/$new.so --blis /tmp/ld/$old.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-new-first
    $B --ours /tmp/ld/$old.so --blis /tmp/ld/$new.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-old-first
    python3 $GM $R/$n-new-first $R/$n-old-first
}
ab ab-symv rt6 base --ops ssymv,dsymv,chemv,zhemv --sizes 1,3,4,6,7,12,16,100,101,300 --trans NN,TN --rounds 7 --interleave
ab ab-direct dc rt6 --ops sgemv,dgemv,cgemv,zgemv,sger,cgerc,zher2,cher2,dsyr2 --sizes 4,16,100 --trans NN,TN --rounds 7 --interleave
ab ab-her2 h2 dc --ops cher2,zher2 --sizes 4,8,16,32,100,300 --trans NN,TN --rounds 7 --interleave
ab ab-sytri st2 h2 --ops ssymv,dsymv,chemv,zhemv --sizes 1,2,4,5,12,100,300 --trans NN,TN --rounds 7 --interleave
ab ab-syr2 s4 st2 --ops ssyr2,dsyr2 --sizes 4,8,16,32,100,300 --trans NN,TN --rounds 7 --interleave
# (ab-syr2's "old" was the build just before e9791dd, i.e. 050a190's code: st2.so.)
# TRSM / TRMM / SYMM against our GEMM at 512 / 1024 (issue 3's 85% target), ours only:
$B --ours /tmp/ld/dc.so --libs ours --ops sgemm,strsm,strmm,ssymm,dgemm,dtrsm,dtrmm,dsymm,cgemm,ctrsm,ctrmm,chemm,zgemm,ztrsm,ztrmm,zhemm \
   --sizes 512,1024 --rounds 5 --interleave --out $R/tr-l3
# The end against OpenBLAS (and BLIS for the main set), head.so = e9791dd:
$B --ours /tmp/ld/head.so --libs ours,openblas --ops sgemv,dgemv,cgemv,zgemv,ssymv,dsymv,chemv,zhemv,zher2,cher2,dsyr2,cgerc \
   --sizes 4,8,16,32,100 --trans NN,TN --rounds 7 --interleave --out $R/vs-end-l2small
$B --ours /tmp/ld/head.so --rounds 5 --interleave --out $R/vs-end-main
# Bit-for-bit checks of the changes that keep results: harness/her2_bits.c (6ace1a4 against
# c49bef8, and with STEADYBLAS_ARCH=avx2 / sse2), harness/syr2_bits.c (e9791dd against
# 050a190), and bench/results/2026-12-06-intel-14/harness/bw.c, also with uplo "U"
# (050a190 against 6ace1a4).  harness/syr2_loop.c: the dsyr2 loop perf found the masked
# store's stall in.  intel-13/harness/gv.c: gemv / symv loop (OpenBLAS runs in it with
# OPENBLAS_NUM_THREADS=1).
