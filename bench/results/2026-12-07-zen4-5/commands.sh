# Stop 55 (2026-12-07, from 18:12 UTC), AMD EPYC Zen 4 VM (family 0x19 model 0x11: AVX-512
# on a 256-bit datapath; L1d 32K, L2 1M, L3 32M; 2 cores), the same kind of VM as the
# 2026-12-02/03 Zen 4 sessions.  No device machine (not_drawn).  One thread, taskset -c 0.
# OpenBLAS at its best (bench unsets OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE for it: Cooperlake).
# Builds (/tmp/ld): head.so = 307c154 (the session's start; the kernels as 27ade6b),
# base.so = 20be79e (before the small TRMM kernels of stop 54), y2.so = the sgemm ymm
# edge (this session's kernel change), ob.so = Debian's OpenBLAS 0.3.21 (pthread).
B=build/bench/bench
E="env STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0"

# l3-9/: the main table, 9 interleaved rounds
$E $B --ours /tmp/ld/head.so --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 64,192,512,1024 --rounds 9 --interleave --out l3-9
# small-trmm/: small TRMM both sides against OpenBLAS and BLIS
$E $B --ours /tmp/ld/head.so --ops strmm,dtrmm,ctrmm,ztrmm --side L,R --sizes 8,16,32,48,64,96 --rounds 5 --out small-trmm
# ab-trmm/: base.so (as "ours") against head.so (as "blis"): the ratio column blis is base/head time
$E $B --ours /tmp/ld/base.so --blis /tmp/ld/head.so --blis-arch auto --libs ours,blis --ops strmm,dtrmm --side L,R --sizes 8,12,16,24,32,48,64,96 --rounds 5 --interleave --out ab-trmm
# shapes/
$E $B --ours /tmp/ld/head.so --ops dgemm,sgemm,cgemm,zgemm --shapes 4096x64x256,64x4096x256,2048x2048x32 --trans NN,NT,TN,TT --rounds 5 --interleave --out shapes
# sweep/: step-8 sweep 16..1024, ours only (dips list at the end of sweep.txt)
$E $B --ours /tmp/ld/head.so --libs ours --sweep --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --rounds 5 --out sweep
# avx2/: the AVX2 set against OpenBLAS's Haswell kernels
env STEADYBLAS_ARCH=avx2 STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 $B --ours /tmp/ld/head.so --openblas-core Haswell --ops dgemm,sgemm,dsyrk,ssyrk --sizes 512,1024 --rounds 5 --interleave --out avx2
# ab-sgemm-edge*.md: head.so ("ours") against the ymm edge ("blis"; -first: its first form)
$E $B --ours /tmp/ld/head.so --blis /tmp/ld/y2.so --blis-arch auto --libs ours,blis --ops sgemm --sizes 128,136,144,192,200,208,264,520,1000 --rounds 5 --interleave
# sweep-end/: the sweep again with the ymm edge, sgemm and ssyrk
$E $B --ours /tmp/ld/y2.so --libs ours --sweep --ops sgemm,ssyrk --rounds 5 --out sweep-end
# CI time (fresh clone, .ci/run): 307c154 2028 s; 27ade6b (sanitized kernels at -O1) 1379 s
