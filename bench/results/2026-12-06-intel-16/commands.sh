# Stop 48 (2026-12-06/07, 22:29-01:29 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the
# same VM model as stops 46 and 47.
# Builds: /tmp/ld/base.so = c84b72f (session start); symr7.so = dfe4e71 (the symr kernel:
# SYR, SPR, HER, HPR, SPR2, HPR2 in one kernel call); head1.so = dfe4e71 too (rebuilt,
# after the bench commit 2d398d8); near4.so = 74d2ddb's code (short real columns
# element by element, one-term columns below two vectors without axpy's set-up);
# head2.so = 74d2ddb = the end.  The bench binary is 2d398d8's (the ops syr, spr, spr2,
# spmv and their complex forms are new in it).
# A/B: new in the "ours" slot and old in the "blis" slot, then swapped; gm.py prints the
# geometric mean of the two ratios per case.
R=bench/results/2026-12-06-intel-16
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
GM=bench/results/2026-12-06-intel-13/harness/gm.py
ab() {  # name new old args...
    local n=$1 new=$2 old=$3; shift 3
    $B --ours /tmp/ld/$new.so --blis /tmp/ld/$old.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-new-first
    $B --ours /tmp/ld/$old.so --blis /tmp/ld/$new.so --blis-arch auto --libs ours,blis "$@" --out $R/$n-old-first
    python3 $GM $R/$n-new-first $R/$n-old-first
}
ab ab-symr symr7 base --ops ssyr,dsyr,cher,zher,sspr,dspr,chpr,zhpr,sspr2,dspr2,chpr2,zhpr2,ssyr2,dsyr2,cher2,zher2 \
   --sizes 4,8,16,32,100,300 --rounds 7 --interleave
ab ab-short near4 head1 --ops ssyr,dsyr,sspr,dspr,sspr2,dspr2,ssyr2,dsyr2,cher,zhpr2 \
   --sizes 4,8,16,32,100,300 --rounds 7 --interleave
# The end against OpenBLAS (the rank updates and packed SPMV / HPMV; the main set also
# against BLIS), head2.so = 74d2ddb:
$B --ours /tmp/ld/head2.so --libs ours,openblas --ops ssyr,dsyr,cher,zher,sspr,dspr,chpr,zhpr,sspr2,dspr2,chpr2,zhpr2,ssyr2,dsyr2,cher2,zher2,sspmv,dspmv,chpmv,zhpmv \
   --sizes 4,8,16,32,100,300 --rounds 5 --interleave --out $R/vs-end-rank
$B --ours /tmp/ld/head2.so --rounds 5 --interleave --out $R/vs-end-main
python3 $R/harness/ratio.py $R/vs-end-rank            # ours / OpenBLAS per op and n
# Bit for bit: harness/rank_bits.c (gcc -O2 -o rank_bits rank_bits.c -ldl), every ?syr ?spr
# ?syr2 ?spr2 / ?her ?hpr ?her2 ?hpr2 at n 1-20 and 27-97 step 7, both triangles, incx = incy
# 1, 2, -1, three zero patterns: ./rank_bits /tmp/ld/base.so /tmp/ld/head2.so, also with
# STEADYBLAS_ARCH=avx2 and sse2.  All identical except real SYR / SPR with incx != 1 on
# avx512 / avx2 (now the set's FMA axpy on a unit-stride copy; identical on sse2).
# Loop: harness/r1_loop.c (ns per call, best of 7, libraries interleaved):
for c in "ssyr 4" "ssyr 8" "ssyr 64" "dsyr 16" "sspr 16" "dspr 16"; do set -- $c
    taskset -c 0 ./r1_loop $1 $2 $((4000000/$2/$2+20000)) /tmp/ld/head1.so /tmp/ld/head2.so \
        /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0; done > $R/r1_loop-end.txt
