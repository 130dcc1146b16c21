#!/bin/sh
# The commands that made this directory's tables (Zen 5 VM, 2026-12-03 18:25-21:25 UTC),
# from the repository root after `make -j2 && make build/bench/bench`.
# base.so: the session's first build (7579321), head.so: cf8780f (this session's code).
set -e
R=bench/results/2026-12-03-zen5
export STEADYBLAS_NUM_THREADS=1
# ab-session/: this session's code against its first build, one process, interleaved
taskset -c 0 build/bench/bench --ours /tmp/ld/head.so --openblas /tmp/ld/base.so \
    --libs ours,openblas --ops ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm,dsyrk,ssyrk \
    --sizes 32,64,96,192,512 --rounds 5 --interleave --out $R/ab-session
# symm-trmm/: against OpenBLAS (its best: OPENBLAS_CORETYPE unset) and BLIS (skx)
taskset -c 0 build/bench/bench --ops ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm \
    --sizes 32,64,96,192,512 --rounds 5 --interleave --out $R/symm-trmm
# l3/: the six default operations
taskset -c 0 build/bench/bench --sizes 64,192,512,1024 --rounds 5 --interleave --out $R/l3
# Side R SYMM/HEMM (experiments.txt 2): tsr.c (not kept in the tree) dlopens two builds
# and times ?symm_ / ?hemm_ side R, uplo L, m = n, alternating, best of 7.
