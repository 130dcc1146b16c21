#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (21:08-00:08 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at f2da2de (the session's start), copied to /tmp/ld/OLD.so.
D=bench/results/2026-12-05-intel-7
OLD=/tmp/ld/OLD.so
NEW=${NEW:-build/lib/libsteadyblas.so.0}
# Small TRSM / SYMM / HEMM / TRMM: this build, OpenBLAS and OLD (in the BLIS column, its
# arch variable left unset) in one process, 9 rounds interleaved; then OLD and NEW swapped
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas,blis --blis-arch auto --rounds 9 --interleave"
OPS=strsm,dtrsm,ctrsm,ztrsm,ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm
$B --ours $NEW --blis $OLD --ops $OPS --sizes 2,3,4,6,8,12,16,24 --out $D/small-ab
$B --ours $OLD --blis $NEW --ops $OPS --sizes 2,3,4,6,8,12,16,24 --out $D/small-ab-swapped
# the same operations at 64 and 512 (paths the changes do not take): level
$B --ours $NEW --blis $OLD --ops $OPS --sizes 64,512 --rounds 5 --out $D/large-ab
