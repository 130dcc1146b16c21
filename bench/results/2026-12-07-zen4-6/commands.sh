# Stop 56 (2026-12-07, from 21:34 UTC), the same AMD EPYC Zen 4 VM as stop 55 (family 0x19
# model 0x11: AVX-512 on a 256-bit datapath; L1d 32K, L2 1M, L3 32M; 2 cores).  No device
# machine (not_drawn).  One thread, taskset -c 0.  OpenBLAS at its best (bench unsets
# OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE for it: Cooperlake), BLIS 0.9 skx.
# Builds (/tmp/ld): base0.so = 0246fa5 (the session's start), nogate.so = 0246fa5 with the
# two "columns off cache lines -> engine" gates of driver/level3/small_t.c disabled,
# k.so = 0246fa5 + the real half tiles (and a 24-row ymm edge in sgemm.c, dropped: no gain),
# k2.so = 7ea72ca (real half tiles), new2.so = 00da1db (+ sb_small_piece),
# cur.so = 7eec386, cx.so / fin.so = 0a77762 (complex half tiles; the session's last kernels).
B=build/bench/bench
E="env STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0"
AB="--blis-arch auto --libs ours,blis --interleave"   # "ours" = first build, "blis" = second

# ab-half-*/: real half tiles, both slot orders (ratio column "blis" = first / second)
$E $B --ours /tmp/ld/base0.so --blis /tmp/ld/k.so $AB --ops sgemm,dgemm,ssyrk --sizes 12,20,24,36,40,52,56,100,120,136,152,184,984 --rounds 7 --out ab-half-base0-k
$E $B --ours /tmp/ld/k.so --blis /tmp/ld/base0.so $AB --ops sgemm,dgemm,ssyrk --sizes 12,20,24,36,40,52,56,100,120,136,152,184,984 --rounds 7 --out ab-half-k-base0
# ab-piece-*/: sb_small_piece (the datapath's load halves), both orders; -avx2-: the AVX2 set
$E $B --ours /tmp/ld/k2.so --blis /tmp/ld/new2.so $AB --ops sgemm,ssyrk,dgemm,dsyrk,cgemm,csyrk --sizes 136,152,168,200,232,264,296,328,360,132,196,260,324 --rounds 5 --out ab-piece-k2-new2
$E $B --ours /tmp/ld/new2.so --blis /tmp/ld/k2.so $AB --ops sgemm,ssyrk,dgemm,dsyrk,cgemm,csyrk --sizes 136,152,168,200,232,264,296,328,360,132,196,260,324 --rounds 5 --out ab-piece-new2-k2
env STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 $B --ours /tmp/ld/k2.so --blis /tmp/ld/new2.so $AB --ops ssyrk,dsyrk --sizes 136,152,200,232,132,196 --rounds 5 --out ab-piece-avx2-k2-new2
env STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 $B --ours /tmp/ld/new2.so --blis /tmp/ld/k2.so $AB --ops ssyrk,dsyrk --sizes 136,152,200,232,132,196 --rounds 5 --out ab-piece-avx2-new2-k2
# ab-halfc-*/: complex half tiles, both orders
$E $B --ours /tmp/ld/cur.so --blis /tmp/ld/cx.so $AB --ops cgemm,zgemm,csyrk --sizes 10,12,14,18,20,22,26,28,36,44,50,60,64,100 --rounds 7 --out ab-halfc-cur-cx
$E $B --ours /tmp/ld/cx.so --blis /tmp/ld/cur.so $AB --ops cgemm,zgemm,csyrk --sizes 10,12,14,18,20,22,26,28,36,44,50,60,64,100 --rounds 7 --out ab-halfc-cx-cur
# l3-9/: the main table, 9 interleaved rounds, against OpenBLAS and BLIS
$E $B --ours /tmp/ld/fin.so --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 64,192,512,1024 --rounds 9 --interleave --out l3-9
# small/: small square GEMM against OpenBLAS and BLIS
$E $B --ours /tmp/ld/fin.so --ops sgemm,dgemm,cgemm,zgemm --sizes 8,12,20,24,28,40,44,56,60,64,96,100 --rounds 5 --interleave --out small
# sweep/: step-8 sweep 16..1024, ours only (not interleaved: dips list at the end of sweep.txt)
$E $B --ours /tmp/ld/fin.so --libs ours --sweep --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --rounds 5 --out sweep
# sweep-recheck/: the four points the sweep flagged, with their neighbours, interleaved
$E $B --ours /tmp/ld/fin.so --libs ours --ops sgemm,ssyrk --sizes 208,216,224,480,488,496,832,840,848,896,904,912 --rounds 5 --interleave --out sweep-recheck
# avx2/: the AVX2 set against OpenBLAS's Haswell kernels (cur.so; its AVX2 code is fin.so's)
env STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 $B --ours /tmp/ld/cur.so --openblas-core Haswell --ops dgemm,sgemm,dsyrk,ssyrk --sizes 512,1024 --rounds 7 --interleave --out avx2
# mc/raw.txt: MC at 3/8 of L2 instead of half (STEADYBLAS_BLOCKING), alternating processes,
# 3 x 3 rounds each, avx512 and avx2 sets (see experiments.txt)
# CI: fresh clone of 0246fa5, .ci/run: 1715 s, 24 passed (a library build and benches ran beside it)
