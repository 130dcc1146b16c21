#!/bin/sh
# The commands that made this directory's tables (Intel Xeon VM, family 6 model 0xcf,
# 2026-12-04 16:52-19:52 UTC), from the repository root after
# `make -j2 && make build/bench/bench build/bench/seed001`.
# OpenBLAS 0.3.21 does not know model 0xcf: unset, OPENBLAS_CORETYPE gives Prescott (SSE3);
# bench and seed001 now run it with Cooperlake there (openblas_default_core, benchutil.c).
set -e
R=bench/results/2026-12-04-intel
export STEADYBLAS_NUM_THREADS=1
# l3/: GEMM, SYRK, TRSM, TRMM, SYMM against OpenBLAS (Cooperlake) and BLIS (skx); library
# at d1a0a9e (before the packing change c8b39c9, which moves none of these sizes)
taskset -c 0 build/bench/bench --rounds 7 --interleave \
    --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk,dtrsm,dtrmm,dsymm --sizes 64,192,512,1024 --out $R/l3
# trmm/ and small/: library at c8b39c9
taskset -c 0 build/bench/bench --rounds 9 --interleave --ops strmm,dtrmm,ctrmm,ztrmm \
    --sizes 16,32,64,96,192,512 --out $R/trmm
taskset -c 0 build/bench/bench --rounds 9 --interleave --libs ours,openblas \
    --ops dgemm,sgemm,cgemm,zgemm --sizes 8,12,16,24,32,48,64,96 --out $R/small
# seed001/: seed 001 on huge pages, beta 0, 1 and 2 threads (library at d1a0a9e)
build/bench/seed001 --pages huge --beta 0 --threads 1,2 --rounds 3 --out $R/seed001
# Not saved as tables (quoted in the README and the commit messages):
# - TRMM side R small path: /tmp/ld/tm2.c (not kept) dlopens two builds and times ?trmm_
#   with any side/uplo/trans, alternating, best of 7 (d1a0a9e's message).
# - cgemm 1024 x 1024 x 32, warm C, 1 and 2 threads:
#   taskset -c 0 build/bench/bench --rounds 7 --libs ours,openblas --ops cgemm --shapes 1024x1024x32 --threads 1
#   taskset -c 0-1 build/bench/bench --rounds 7 --libs ours,openblas --ops cgemm --shapes 1024x1024x32 --threads 2
# - the packing change (c8b39c9) against the build before it:
#   taskset -c 0 build/bench/bench --ours NEW.so --openblas OLD.so --libs ours,openblas \
#       --ops dgemm,sgemm,zgemm,dtrmm,strmm,dsymm,dsyrk --sizes 40,100,200,300 --rounds 7 --interleave
# sweep/: step-8 sweep, ours only (library at c4355ee, before 305796b)
taskset -c 0 build/bench/bench --sweep --libs ours --ops dgemm,sgemm,zgemm,dsyrk --rounds 5 --interleave --out $R/sweep
# Reruns of the sweep's flagged sizes (not saved):
#   taskset -c 0 build/bench/bench --rounds 7 --interleave --libs ours,openblas --ops dsyrk --sizes 248,256,264
#   taskset -c 0 build/bench/bench --rounds 5 --interleave --libs ours --ops sgemm --sizes 368,376,384,448,456,464
#   taskset -c 0 build/bench/bench --rounds 5 --interleave --libs ours --ops dgemm,zgemm --sizes 152,160,168,912,920,928
# 305796b against c4355ee:
#   taskset -c 0 build/bench/bench --ours NEW.so --openblas OLD.so --libs ours,openblas --rounds 7 --interleave \
#       --ops dsyrk,zherk,cherk,ssyrk --sizes 64,128,256,512 --trans NN,TN
# b81d654 / eff1fb7 (tiny TRMM), against the build before each and against OpenBLAS:
#   taskset -c 0 build/bench/bench --ours NEW.so --openblas OLD.so --libs ours,openblas \
#       --ops strmm,dtrmm,ctrmm,ztrmm --sizes 8,12,16,20 --rounds 9 --interleave
#   taskset -c 0 build/bench/bench --libs ours,openblas --ops strmm,dtrmm,ctrmm,ztrmm \
#       --sizes 2,4,6,8 --rounds 9 --interleave
