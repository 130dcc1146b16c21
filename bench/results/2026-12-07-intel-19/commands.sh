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
