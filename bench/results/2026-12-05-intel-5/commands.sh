#!/bin/sh
# The runs quoted in README ("This session's machine: Intel Xeon (model 0xcf), 2026-12-05
# (13:55-16:55 UTC)"), from the repository root after `make`, on a quiet machine.
# OLD: the library built at f1ae598 (the session's start), copied to /tmp/ld/s36.so.
D=bench/results/2026-12-05-intel-5
OLD=/tmp/ld/s36.so
NEW=build/lib/libsteadyblas.so.0
B="env STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --libs ours,openblas --rounds 7 --interleave"
# TRMM (476a297: the reference's loop where B is not finite, and for the tiniest; complex
# flat problems checked whole first): both builds in one process, OLD in the OpenBLAS
# column, then the slots swapped
$B --ours $NEW --openblas $OLD --ops strmm,dtrmm,ctrmm,ztrmm --sizes 2,3,4,5,256,512,1024 --out $D/trmm-ab
$B --ours $OLD --openblas $NEW --ops strmm,dtrmm,ctrmm,ztrmm --sizes 2,3,4,5,256,512,1024 --out $D/trmm-ab-swapped
# TRSM (ef0e0e5, 3ec257b: each packed block of B checked, late_cols)
$B --ours $NEW --openblas $OLD --ops strsm,dtrsm,ctrsm,ztrsm --sizes 64,256,512,1024 --out $D/trsm-ab
$B --ours $OLD --openblas $NEW --ops strsm,dtrsm,ctrsm,ztrsm --sizes 64,256,512,1024 --out $D/trsm-ab-swapped
# small complex GEMM, alpha = beta = 1 (fd2a2c0: C added unmultiplied)
$B --ours $NEW --openblas $OLD --ops cgemm,zgemm --sizes 8,16,32,64,96 --trans NN,TN --out $D/cgemm-small-ab
$B --ours $OLD --openblas $NEW --ops cgemm,zgemm --sizes 8,16,32,64,96 --trans NN,TN --out $D/cgemm-small-ab-swapped
# issue 3: TRSM / TRMM against GEMM and the other libraries at 512 and 1024, all three
STEADYBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ops sgemm,strsm,strmm,dgemm,dtrsm,dtrmm,cgemm,ctrsm,ctrmm,zgemm,ztrsm,ztrmm \
  --sizes 512,1024 --rounds 5 --interleave --out $D/tr-l3
# Class checks (not timings): /tmp harnesses tu / tus (?trmm_) and tsu / tsus (?trsm_),
# ginf (?gemm_ with Inf in A, C), each comparing the class of every component of the
# result with Debian's reference BLAS (/usr/lib/x86_64-linux-gnu/blas/libblas.so.3)
# over side, uplo, trans, diag, sizes 3x4..700x40, alphas 1, -1, 0.5, (0.5, -1.5), every
# kernel set (STEADYBLAS_ARCH) and 1 or 2 threads.  In the tree: test-unit's
# trmm_special, trsm_special and gemm_cinf checks.
