# Stop 54 (2026-12-07, from 14:53 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-53.  No device machine (not_drawn).  One thread, taskset -c 0 unless
# said.  OpenBLAS at its best (OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for it).
# Builds (/tmp/ld): base.so = 20be79e (the session's start); end.so = 0b59b6c (trmm_rs up
# to order 96, trmm_ls up to 64, tri_team; the later commits change comments, tests and
# the kernels' entry definitions only); ob.so = Debian's OpenBLAS 0.3.21 (pthread).
# Harnesses: ../2026-12-07-intel-17/harness/l3loop.c (one op, square, ns per call over
# ITERS calls, 5 rounds) driven by ../2026-12-07-intel-20/harness/rep2.sh OP N REPS
# "FORMS" LIB... (the minimum over REPS interleaved runs; FORMS side/uplo/trans, diag U
# unless DG=N);
# harness/trr.c (TRMM m x n, side R or L: ns per call); harness/dips.py (the sweep's points
# more than 10% below the smaller neighbour); harness/waste.py (SYRK's tile accounting);
# harness/peak256.c (the FMA peak on 256- against 512-bit vectors).

# start-l2.txt, start-ger.txt, sweep-start/, start-small/, ssyrk-*.txt: the start (base)
build/bench/bench --ops sgemv,dgemv,...,zgerc --trans NN,TN --sizes 1000,2000 --rounds 5 --interleave
build/bench/bench --libs ours --sweep --ops sgemm,dgemm,cgemm,zgemm,ssyrk,dsyrk --rounds 5 --out sweep-start
build/bench/bench --ops strsm,...,zherk --side L,R --sizes 8,16,32,48,64,96 --rounds 5 --out start-small

# tr-end.txt: base against end and OpenBLAS, real TRMM, l3loop ns per call, best of 3
for op in strmm dtrmm; do for n in 6 8 12 16 24 32 48 64 96 128; do
  bash ../2026-12-07-intel-20/harness/rep2.sh $op $n 3 "RLN RUN RLT RUT LLN LUN" /tmp/ld/base.so /tmp/ld/end.so /tmp/ld/ob.so
done; done
# tr-end-avx2.txt: the same on the AVX2 set (STEADYBLAS_ARCH=avx2; OpenBLAS at its best)
for op in strmm dtrmm; do for n in 8 16 32 64 96; do
  STEADYBLAS_ARCH=avx2 bash ../2026-12-07-intel-20/harness/rep2.sh $op $n 3 "RLN LLN" /tmp/ld/base.so /tmp/ld/end.so /tmp/ld/ob.so
done; done
# tr-rect.txt: rectangular (harness/trr.c, side R: m x n B, order n; side L: order m)
for s in "d 2000 64 R" "s 2000 64 R" "d 2000 96 R" "s 2000 96 R" "d 500 64 R" "d 64 2000 L" \
         "s 64 2000 L" "d 32 3000 L" "s 48 1000 L"; do set -- $s; k=$3; [ $4 = L ] && k=$2
  it=$(( 100000000 / ($2*$3*$k + 1000) )); for L in base end ob; do
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
      taskset -c 0 ./trr /tmp/ld/$L.so $1 $2 $3 $it L N $4; done; done
# vs-end-small/: the final build beside OpenBLAS and BLIS, small TRMM both sides
STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench --ours /tmp/ld/end.so \
  --ops strmm,dtrmm,ctrmm,ztrmm --side L,R --sizes 8,16,32,48,64,96 --rounds 5 --out vs-end-small
