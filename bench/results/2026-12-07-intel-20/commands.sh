# Stop 52 (2026-12-07, from 09:33 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-51.  No device machine (not_drawn).  One thread, taskset -c 0 unless
# said.  OpenBLAS at its best (OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for it).
# Builds (/tmp/ld): base.so = 6e1702b (the session's start); nat1..nat8 = the native side R
# TRSM as it grew (nat1: shared right-side tile everywhere; nat2: + X_P as the engine's
# prepacked A; nat3: + AVX-512 real kernel with intrinsics; nat4: + its finite check from
# registers; nat6: + AVX2 s/d/c; nat8: + AVX-512 complex in the same kernel); new1.so =
# 02862d0; new2.so = 9f50469 (AVX2 without d); new4.so = c93b6c9 (MR thread split);
# frac2 / frac4.so = new2 with small_pays'
# second branch at L2 / 2 / L2 / 4 (SB_X_FRAC build hack, removed); new3.so / final.so =
# 58a1ff1 / 4f885f5; tm2.so = new1 + a native flat side-R TRMM (dropped, see
# experiments.txt).
# Harness: harness/trvar.c (gcc -O2 -o trvar trvar.c -ldl): ?gemm and ?trsm / ?trmm in all
# eight side / uplo / trans forms (diag U), interleaved rounds, min time each; prints each
# form's rate / the same run's ?gemm rate.  harness/rep2.sh: min over interleaved runs of
# ../2026-12-07-intel-17/harness/l3loop.c (built at /tmp/h/l3loop), ns per call.

# trvar-512.txt: side R TRSM natively (new1) against the transposed solve (base), 512
for t in s d c z; do for L in base new1 base new1; do
  STEADYBLAS_NUM_THREADS=1 taskset -c 0 ./trvar /tmp/ld/$L.so $t 512 4 20 trsm | tail -1 | sed "s/^/$L /"
done; done
# small-sideR.txt: orders 8-256, RLN and RUT (ns per call)
for op in strsm dtrsm ctrsm ztrsm; do for n in 8 16 32 64 128 256; do
  ./rep2.sh $op $n 3 "RLN RUT" /tmp/ld/base.so /tmp/ld/new1.so; done; done
# avx2-512.txt (nat6: AVX2 s/d/c/z with the shared tile) and avx2-sideR.txt (new1 vs base):
STEADYBLAS_ARCH=avx2 ./trvar /tmp/ld/{base,nat6}.so $t 512 3 15 trsm     # for t in s d c z
STEADYBLAS_ARCH=avx2 ./rep2.sh dtrsm $n 3 "RLN RUT" /tmp/ld/base.so /tmp/ld/new1.so
# threads2-512.txt: two threads (rep3.sh = rep2.sh with STEADYBLAS_NUM_THREADS=2, no taskset)
# frac/: small_pays' A limit, bench A/B both slot orders, then
#   python3 ../2026-12-06-intel-13/harness/gm.py frac/o1 frac/o2 (frac2 / frac1) and
#   frac/f4o1 frac/f4o2 (frac4 / frac2); frac/sweep: squares 240-480 (final build, ours);
#   frac/vsob: shapes against OpenBLAS (ratio.py)
build/bench/bench --ours NEW.so --blis OLD.so --blis-arch auto --libs ours,blis \
  --ops dgemm,sgemm,zgemm --shapes 512x256x512,512x192x512,384x256x384,448x320x448,320x320x320,256x512x512,512x128x512,512x64x512 \
  --rounds 5 --interleave --out frac/o1     # and swapped into frac/o2
# vs-end-l3/: the end's build against OpenBLAS and BLIS, both sides (bench --side, new)
STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench \
  --ops dgemm,sgemm,cgemm,zgemm,dtrsm,strsm,ctrsm,ztrsm,dtrmm,strmm,ctrmm,ztrmm,dsymm,ssymm,chemm,zhemm \
  --sizes 512,1024 --side L,R --rounds 5 --interleave --out vs-end-l3
python3 ../2026-12-07-intel-19/harness/vsgemm.py vs-end-l3 > vs-end-l3/vs-own-gemm.txt
python3 ../2026-12-06-intel-16/harness/ratio.py vs-end-l3 > vs-end-l3/ratio-openblas.txt
# vs-small-sideR/: side R TRSM 8-192 against OpenBLAS
build/bench/bench --libs ours,openblas --ops strsm,dtrsm,ctrsm,ztrsm --sizes 8,16,32,64,96,192 \
  --side R --rounds 5 --interleave --out vs-small-sideR
# trmm-flat-native-*.txt: tm2 (dropped) against new1
