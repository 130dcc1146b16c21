#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (05:36-08:36 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at 27f2903 (the session's start), copied to /tmp/ld/base.so.
D=bench/results/2026-12-05-intel-2
OLD=/tmp/ld/base.so
# pair tiles (904a7f1, 3a0772b, b1574b6; run again at b1574b6): both builds in one process,
# OLD in the OpenBLAS column
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas $OLD --libs ours,openblas --ops sgemm,dgemm \
  --sizes 24,36,40,44,56,72,88,104,120,136 --trans NN,NT --rounds 7 --interleave --out $D/pairs-ab
# the sgemm step-8 sweep to 400 against OpenBLAS (its dips listed at the end; at b1574b6)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas --ops sgemm \
  --sizes $(seq -s, 16 8 400) --rounds 5 --interleave --out $D/sgemm-sweep
# tri_small's misaligned X to the engine (e9c09a9): A/B as above
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas $OLD --libs ours,openblas --ops ssyrk,dsyrk,csyrk \
  --sizes 184,204,232,254,280,300,344,348,360,396 --rounds 7 --interleave --out $D/tri-ab
# issue 3's table: the four GEMMs and two SYRKs at 64 / 192 / 512 / 1024, all three libraries
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --rounds 5 --interleave --out $D/l3
# the small kernel in row chunks past small_pays (2030cd1), NN, against OLD (at b1574b6)
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours build/lib/libsteadyblas.so.0 \
  --openblas $OLD --libs ours,openblas --ops dgemm,sgemm \
  --shapes 400x400x400,408x408x408,448x448x448,400x800x400,560x560x560,720x720x720,800x800x800,1008x1008x1008 \
  --rounds 5 --interleave --out $D/chunk-ab
