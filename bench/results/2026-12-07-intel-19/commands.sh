# Stop 51 (2026-12-07, from 06:44 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-50.  No device machine (not_drawn).
# Builds (/tmp/ld): base.so = f1936fc (the session's start); nolate.so = base with
# trsm_blocked's in-place finite check removed (not correct for Inf / NaN: only to measure
# what the check cost); ck5.so = the SB_TRSM_CHECK change (trsm_ukr checks its tile).
# ob.so = Debian's OpenBLAS 0.3.21 (pthread).
R=bench/results/2026-12-07-intel-19
B="env STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
# Loops: bench/results/2026-12-07-intel-17/harness/l3loop.c (gcc -O2 -o /tmp/h/l3loop
# l3loop.c -ldl), ns per call, DIAG1=1 EXTRA="L L N N" (side L, lower, N, non-unit with
# T's diagonal 1), via harness/rep.sh OP "SIZES" REPS LIB... (min over REPS interleaved
# runs, each the best of 7 rounds):
#   trsm-check.txt   rep.sh dtrsm "96 192 384" 5 base nolate ck3b ck4 (ck3b: AVX-512
#                    intrinsics, 4 accumulators; ck4: the shared loop, kept), and
#                    strsm / ctrsm "96 192" 5 base ck5
# A/B (ck5.so in the "ours" slot, base.so in "blis", then swapped):
$B --ours /tmp/ld/ck5.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,ztrsm --sizes 96,192,384,512,1024 --rounds 7 --interleave --out $R/ab-trsm-ck-first
$B --ours /tmp/ld/base.so --blis /tmp/ld/ck5.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,ztrsm --sizes 96,192,384,512,1024 --rounds 7 --interleave --out $R/ab-trsm-base-first
python3 bench/results/2026-12-06-intel-13/harness/gm.py $R/ab-trsm-ck-first $R/ab-trsm-base-first   # new / old per op and n
# The level-3 ratios to our GEMM after the TRSM change (c1.so = 93e8561), ours alone, and
# ssyrk / dsyrk against sgemm / dgemm (harness/vsgemm.py prints each op's rate over the
# GEMM of its type and size in the same run):
$B --ours /tmp/ld/c1.so --libs ours --ops sgemm,dgemm,cgemm,zgemm,strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm,ssymm,dsymm,chemm,zhemm --sizes 512,1024 --rounds 5 --interleave --out $R/l3big-c1
$B --ours /tmp/ld/c1.so --libs ours --ops sgemm,ssyrk,dgemm,dsyrk --sizes 512,1024 --rounds 7 --interleave --out $R/syrk-c1
python3 $R/harness/vsgemm.py $R/l3big-c1 > $R/l3big-c1-vsgemm.txt; python3 $R/harness/vsgemm.py $R/syrk-c1 > $R/syrk-c1-vsgemm.txt
# Small TRMM side R (trmm-right.txt): harness/rep.sh, EXTRA in "R L N N" "R U C N" for
# s / d / c / z 6-48 and "L U T N" for dtrmm 16-24: c1 sr2 ob (sr2.so = a81cd45's code,
# built before a comment edit).  Tried and dropped (experiments.txt): k0.so (no columns
# outside the triangle copied on side R), rk.so (all of them where T's columns are
# contiguous), tv8.so / w1.so / dv.so (intermediate builds: 8 KiB stack only, one-tile
# blocks only, block split without divisions).
# Balanced TRSM / TRMM row blocks (bal.so; nb.so the same code without): dropped
$B --ours /tmp/ld/bal.so --blis /tmp/ld/nb.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm --sizes 384,512,768,1024 --rounds 7 --interleave --out $R/ab-bal-first
$B --ours /tmp/ld/nb.so --blis /tmp/ld/bal.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm --sizes 384,512,768,1024 --rounds 7 --interleave --out $R/ab-bal-base-first
python3 bench/results/2026-12-06-intel-13/harness/gm.py $R/ab-bal-first $R/ab-bal-base-first > $R/ab-bal-gm.txt
# At the end (head.so = a81cd45):
$B --ours /tmp/ld/head.so --libs ours,openblas --ops ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm,strsm,dtrsm,ctrsm,ztrsm --sizes 8,12,16,24,32,48,64,96 --rounds 5 --interleave --out $R/vs-small3   # run with --ours /tmp/ld/sr2.so (the same code)
$B --ours /tmp/ld/head.so --rounds 5 --interleave --out $R/vs-end-main
$B --ours /tmp/ld/head.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,openblas,blis --ops dgemm,sgemm --sizes 64,192 --rounds 9 --interleave --out $R/gemm64-recheck   # base.so in the BLIS slot
$B --ours /tmp/ld/head.so --libs ours,openblas --ops sgemm,dgemm,cgemm,zgemm,strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm,ssymm,dsymm,chemm,zhemm --sizes 512,1024 --rounds 5 --interleave --out $R/vs-end-l3big
for d in vs-small3 vs-end-main vs-end-l3big; do python3 bench/results/2026-12-06-intel-16/harness/ratio.py $R/$d > $R/$d-ratio.txt; done
python3 $R/harness/vsgemm.py $R/vs-end-l3big > $R/vs-end-l3big-vsgemm.txt
# After the CI checkpoint: trsm-recip.txt, harness/rep.sh with DIAG1=1, EXTRA in "R L N N"
# "L L N N" "R U T N", strsm / dtrsm 8 12 16 24 32, 3 runs: head rc ob (head.so = 961855f,
# rc.so = ac8db97's code)
