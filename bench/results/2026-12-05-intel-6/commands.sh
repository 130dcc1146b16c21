#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (16:18-19:18 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at b05b614 (the session's start), copied to /tmp/ld/base.so.
D=bench/results/2026-12-05-intel-6
OLD=/tmp/ld/base.so
NEW=${NEW:-build/lib/libsteadyblas.so.0}
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas --rounds 7 --interleave"
# TRSM partial tiles (710daec): both builds in one process, OLD in the OpenBLAS column,
# then the slots swapped
$B --ours $NEW --openblas $OLD --ops strsm,dtrsm,ctrsm,ztrsm --sizes 20,32,40,56,64,88,96,184,192,520 --out $D/trsm-ab
$B --ours $OLD --openblas $NEW --ops strsm,dtrsm,ctrsm,ztrsm --sizes 20,32,40,56,64,88,96,184,192,520 --out $D/trsm-ab-swapped
# the step-8 sweep 16..256 of the four TRSMs, NEW and OLD side by side (its dips list)
env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas --rounds 5 --interleave \
  --ours $NEW --openblas $OLD --ops strsm,dtrsm,ctrsm,ztrsm --sizes 16,24,32,40,48,56,64,72,80,88,96,104,112,120,128,136,144,152,160,168,176,184,192,200,208,216,224,232,240,248,256 --out $D/trsm-sweep
