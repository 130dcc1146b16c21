#!/bin/sh
# The commands that made this directory's tables (Intel Xeon VM, family 6 model 0xcf,
# 2026-12-04 22:36-01:36 UTC), from the repository root after
# `make -j2 && make build/bench/bench build/bench/seed001`, library at f0d8206 (the
# session's last code commit after it, 6694314, only moved colpass_blk's loop body into
# one function; A/B within the run-to-run spread).  OpenBLAS 0.3.21 runs with Cooperlake
# here (bench's openblas_default_core: unset, it would pick Prescott on this model); BLIS
# 0.9 with skx.
set -e
R=bench/results/2026-12-04-intel-3
export STEADYBLAS_NUM_THREADS=1
# small/: the small-matrix GEMM path (the unmasked whole-vector tiles, 4992c62)
taskset -c 0 build/bench/bench --rounds 9 --interleave --ops dgemm,sgemm,cgemm,zgemm \
    --sizes 24,32,48,64,96,128 --out $R/small
# l12/: levels 1 and 2 (GB/s of the operands' bytes), in cache and past it
taskset -c 0 build/bench/bench --rounds 5 --interleave \
    --ops dgemv,sgemv,zgemv,cgemv,dsymv,ssymv,zhemv,chemv,dtrmv,dtrsv,ctrsv,dger,sger,zgeru,zgerc,dsyr2,daxpy,ddot,dscal,dnrm2 \
    --sizes 100,300,1000,4000 --out $R/l12
# l12t/: the transposed products
taskset -c 0 build/bench/bench --rounds 5 --interleave --trans TN \
    --ops dgemv,sgemv,zgemv,cgemv,ztrsv,ctrsv --sizes 100,300,1000,4000 --out $R/l12t
# l3/: GEMM, SYRK, TRSM, TRMM, SYMM against OpenBLAS and BLIS
taskset -c 0 build/bench/bench --rounds 7 --interleave \
    --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk,dtrsm,dtrmm,strmm,dsymm --sizes 64,192,512,1024 \
    --out $R/l3
# Not saved as tables (quoted in the commit messages and experiments.txt): each change
# against the build before it, both in one bench process,
#   taskset -c 0 build/bench/bench --ours NEW.so --openblas OLD.so --libs ours,openblas \
#       --rounds 7-9 --interleave --ops ... --sizes ...
# and dlopen harnesses (not kept) timing ?gemm_, dsymv_, sger_, ssyr2_ best of 20-300
# alternating rounds; perf record -e cpu-clock on those harnesses for the profiles.
# l3-rerun/: n = 512 and 1024 again, right after l3/ (whose 512 column ran in a disturbed
# stretch: zgemm 512 0.87x OpenBLAS there, 0.99x in a run between the two)
taskset -c 0 build/bench/bench --libs ours,openblas,blis --rounds 7 --interleave \
    --ops zgemm,cgemm,dgemm,sgemm,dtrmm,strmm,dsyrk,ssyrk --sizes 512,1024 --out $R/l3-rerun
