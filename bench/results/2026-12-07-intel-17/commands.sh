# Stop 49 (2026-12-07, from 01:05 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-48.  No device machine (not_drawn).
# Builds (/tmp/ld): base.so = 337dbf6 (session start); t8 / n8 / n32 / n96 / p32 = SYMM
# expansion variants (sy-loop.txt says which); tr0 .. trh, trfin, trall = TRMM variants
# (trmm-loop.txt); mc0.so = 3cab223, mcb.so = 3cab223 + the row-block balance (= 8c35a76);
# cur.so = 8c35a76; nochunk.so = 8c35a76 without the row chunks (= 499a788's code);
# cur2.so = 499a788; tsm8 / tsm16 = TRSM tiny-loop variants (trsm-loop.txt); end.so = 1cc3c54;
# tle.so = 7b297b8 (m = MR tight in trmm_small; trmm-loop.txt's last lines).
R=bench/results/2026-12-07-intel-17
B="env STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
# Loops (harness/l3loop.c: gcc -O2 -o l3loop l3loop.c -ldl; harness/cmp.sh OP "SIZES" LIBS...,
# EXTRA="side uplo [transa diag]" for other forms; MINIT=N fewer calls for large sizes):
#   sy-loop.txt    cmp.sh ssymm|dsymm|chemm|zhemm "8 12 16 24 32 48 64 96" t8 n8 n32 n96 ob ...
#   trmm-loop.txt  cmp.sh strmm|dtrmm|ctrmm|ztrmm "4 8 12 16 20 23 31 48" base trfin ob ...
#   trsm-loop.txt  cmp.sh strsm|dtrsm|ctrsm|ztrsm "4 6 8 10 12" cur2 ob; "7 8" cur2 tsm8 ob ...
# A/B, new in the "ours" slot and old in the "blis" slot, then swapped (gm.py: geometric
# mean of the two ratios):
GM=bench/results/2026-12-06-intel-13/harness/gm.py
$B --ours /tmp/ld/mcb.so --blis /tmp/ld/mc0.so --blis-arch auto --libs ours,blis --ops dgemm,sgemm,cgemm,zgemm --sizes 512,600,768,1024 --rounds 5 --interleave --out $R/ab-mc/1
$B --ours /tmp/ld/mc0.so --blis /tmp/ld/mcb.so --blis-arch auto --libs ours,blis --ops dgemm,sgemm,cgemm,zgemm --sizes 512,600,768,1024 --rounds 5 --interleave --out $R/ab-mc/2
$B --ours /tmp/ld/mcb.so --blis /tmp/ld/mc0.so --blis-arch auto --libs ours,blis --ops dgemm,zgemm,cgemm,sgemm --sizes 512,1040 --rounds 11 --interleave --out $R/ab-mc/3
$B --ours /tmp/ld/mc0.so --blis /tmp/ld/mcb.so --blis-arch auto --libs ours,blis --ops dgemm,zgemm,cgemm,sgemm --sizes 512,1040 --rounds 11 --interleave --out $R/ab-mc/4
python3 $GM $R/ab-mc/3 $R/ab-mc/4
# the same on two threads (no taskset; --threads 2): ab-mc-t2/t1, t2 (dgemm, zgemm 1024, 2048;
# cur2.so against mc0.so), t3, t4 (zgemm, cgemm 1536, 2048)
$B --ours /tmp/ld/nochunk.so --blis /tmp/ld/cur.so --blis-arch auto --libs ours,blis --ops sgemm,dgemm --sizes 416,448,480,512,608,704,800,896 --rounds 5 --interleave --out $R/ab-chunk/1
$B --ours /tmp/ld/cur.so --blis /tmp/ld/nochunk.so --blis-arch auto --libs ours,blis --ops sgemm,dgemm --sizes 416,448,480,512,608,704,800,896 --rounds 5 --interleave --out $R/ab-chunk/2
python3 $GM $R/ab-chunk/1 $R/ab-chunk/2
# Sweeps (ours only): sweep-start/sweep.txt (8c35a76, the 6 default ops, first pass only:
# the bench's round-loop bug, b3f7058); sweep-end-sd (499a788, sgemm and dgemm):
$B --libs ours --sweep --ops sgemm,dgemm --rounds 5 --out $R/sweep-end-sd
# Seed 001 (2 CPUs, no taskset): build/bench/seed001 --pages huge --beta 0 --threads 1,2 --rounds 3 > $R/seed001.md
# Two threads and one at 2048 (cur2.so = 499a788):
build/bench/bench --threads 2 --sizes 2048 --rounds 5 --interleave --out $R/t2
$B --libs ours --sizes 2048 --rounds 5 --interleave --out $R/t1
# The end (end.so = 1cc3c54) against OpenBLAS (and BLIS for the main set):
$B --ours /tmp/ld/end.so --rounds 5 --interleave --out $R/vs-end-main
$B --ours /tmp/ld/end.so --libs ours,openblas --ops ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm,strsm,dtrsm,ctrsm,ztrsm --sizes 8,12,16,24,32,48,64,96 --rounds 5 --interleave --out $R/vs-end-small3
$B --ours /tmp/ld/end.so --libs ours,openblas --ops sgemm,dgemm,cgemm,zgemm,strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm,ssymm,dsymm,chemm,zhemm --sizes 512,1024 --rounds 5 --interleave --out $R/vs-end-l3big
# The session's start for comparison (base.so; the small level-3 set with GEMM and SYRK):
# $B --libs ours,openblas --ops sgemm,...,ztrmm --sizes 8,16,24,32,48,64,96 --rounds 5 --interleave --out $R/vs-start-small3
# TRSM / TRMM at 512 against the start (the end's vs-end-l3big showed them below 0.85x GEMM):
$B --ours /tmp/ld/end.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,strmm --sizes 512 --rounds 5 --interleave --out $R/ab-tr/1
$B --ours /tmp/ld/base.so --blis /tmp/ld/end.so --blis-arch auto --libs ours,blis --ops strsm,dtrsm,ctrsm,strmm --sizes 512 --rounds 5 --interleave --out $R/ab-tr/2
python3 bench/results/2026-12-06-intel-16/harness/ratio.py $R/vs-end-small3   # ours / OpenBLAS per op and n
# Seed 001's case with a warm C (C reused, beta = 1; output not saved, figures in
# experiments.txt: 154.18 / 330.07 GFLOP/s), cur2.so's code:
for t in 1 2; do STEADYBLAS_NUM_THREADS=$t build/bench/bench --libs ours --ops cgemm --shapes 1024x1024x32 --threads $t --rounds 7; done
# perf of seed 001, two threads, prefault on: perf record -e cpu-clock -a -- build/bench/seed001 --pages huge --beta 0 --threads 2 --rounds 2 --libs ours --memset no --prefault on
