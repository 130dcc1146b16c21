#!/bin/sh
# The commands that made this directory's tables (Intel Xeon VM, family 6 model 0xcf,
# 2026-12-04 19:53-22:53 UTC), from the repository root after
# `make -j2 && make build/bench/bench build/bench/seed001`, library at d50d008.
# OpenBLAS 0.3.21 runs with Cooperlake here (bench's openblas_default_core: unset, it
# would pick Prescott on this model); BLIS 0.9 with skx.
set -e
R=bench/results/2026-12-04-intel-2
export STEADYBLAS_NUM_THREADS=1
# l3/: GEMM, SYRK, TRSM, TRMM, SYMM against OpenBLAS and BLIS
taskset -c 0 build/bench/bench --rounds 7 --interleave \
    --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk,dtrsm,dtrmm,strmm,dsymm --sizes 64,192,512,1024 \
    --out $R/l3
# l12/: levels 1 and 2 (GB/s of the operands' bytes)
taskset -c 0 build/bench/bench --rounds 5 --interleave \
    --ops dgemv,sgemv,zgemv,cgemv,dsymv,zhemv,dtrmv,dtrsv,dger,zgeru,zgerc,daxpy,ddot,dscal,dnrm2,dasum,idamax \
    --sizes 1000,4000 --out $R/l12
# trmm/: the four TRMMs at the blocked sizes
taskset -c 0 build/bench/bench --rounds 7 --interleave --ops strmm,dtrmm,ctrmm,ztrmm \
    --sizes 256,512,1024 --out $R/trmm
# Not saved as tables (quoted in the commit messages and experiments.txt): each change
# against the build before it, both in one bench process,
#   taskset -c 0 build/bench/bench --ours NEW.so --openblas OLD.so --libs ours,openblas \
#       --rounds 7-9 --interleave --ops ... --sizes ...
# (80709a8, ece0e19, 361f068, d50d008: ?trmm 256-1024; 2336c97: ssyrk, dsyrk, zherk, csyrk
# 192-1024; SY_PF_AHEAD builds: dsymv, ssymv 500, 1000, 2000), and perf record -e cpu-clock
# on bench or on a dtrmm_ harness for the profiles.
# sweep/: step-8 sweep of ssyrk and dtrmm, ours only (library at 6a47b39)
taskset -c 0 build/bench/bench --sweep --libs ours --ops ssyrk,dtrmm --rounds 3 --interleave --out $R/sweep
