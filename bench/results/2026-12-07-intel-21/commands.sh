# Stop 53 (2026-12-07, from 12:03 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-52.  No device machine (not_drawn).  One thread, taskset -c 0 unless
# said.  OpenBLAS at its best (OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for it).
# Builds (/tmp/ld): base.so = e98be85 (the session's start); bpa.so / c1.so = fe0aa48 (a
# triangular B's full-range micropanels as a general block); c2.so = 9b509c1 (+ gemm_small's
# off-line rule); offl1 / offl2 / offl2n1.so = c1 with the off-line rule as a copy of A /
# the engine (n >= 32) / the engine (any n) (OFFL / OFFN build macros, removed);
# mw1.0e6 / mw1.5e6.so = c2 with SB_L3_MIN_WORK 1.0e6 / 1.5e6 (MINW macro, removed);
# end.so = the final HEAD.  Experiments' builds: see experiments.txt.
# Harness: ../2026-12-07-intel-20/harness/trvar.c (gcc -O2 -o trvar trvar.c -ldl):
# ?gemm and ?trsm / ?trmm in all eight side / uplo / trans forms, interleaved; each form's
# rate / the same run's ?gemm rate.  harness/parts.c: dtrmm side R 512 against its parts
# (the two 256-column leaves and the GEMM update between them), same process.
# harness/leaf.c: one leaf (dtrmm side R m x n) for perf.  harness/sld.c: sgemm at
# chosen leading dimensions (lda / ldb / ldc 192 against 200).

# trvar-end.txt: base against end, TRMM, all eight forms, 512, two runs each
for t in d s c z; do for L in base end base end; do
  taskset -c 0 ./trvar /tmp/ld/$L.so $t 512 3 3 trmm | tail -1 | sed "s/^/$L /"; done; done

# vs-end/: the final build beside OpenBLAS and BLIS, level 3, both sides
STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench \
  --ours /tmp/ld/end.so --ops dgemm,sgemm,cgemm,zgemm,dtrmm,strmm,ctrmm,ztrmm,dtrsm,strsm,ctrsm,ztrsm,dsymm,ssymm,chemm,zhemm \
  --side L,R --sizes 512,1024 --rounds 5 --interleave --out vs-end

# offlines/: gemm_small's rule for an A whose columns start mid-line (bench A/B, the old
# build in the ours slot and the new one in the blis slot (--blis-arch auto), then the
# other way round; o1 / o2).  Each line: new / old.  sweep-o*.txt: old new new/old.
S=$(seq -s, 128 8 416)
bench --ours /tmp/ld/c1.so --blis /tmp/ld/c2.so --blis-arch auto --libs ours,blis --ops sgemm \
  --sizes $S --rounds 5 --interleave                      # sweep-o1 (o2: the slots swapped)
bench ... --ops dgemm,sgemm,cgemm --sizes 108,116,124,132,140,148,164,168,180,184,200   # boundary-o*
bench ... --ops dgemm,sgemm,cgemm,zgemm --shapes 300x8x300,300x16x300,300x24x300,300x32x300,\
300x48x300,300x64x300,1000x16x100,1000x32x100,1000x64x100   # narrow-o* (offl2n1 against c1)
bench --ours /tmp/ld/c1.so --openblas /tmp/ld/offl1.so --blis /tmp/ld/offl2.so --blis-arch auto \
  --ops sgemm --sizes $(seq -s, 24 8 400) --rounds 5 --interleave   # copy-vs-engine.txt: c1 offl1 offl2
# dcz-sizes.txt: see its header

# threads/: SB_L3_MIN_WORK 1.5e6 (mw1.5e6.so) against 3.0e6 (c2.so), two threads, back to back
STEADYBLAS_NUM_THREADS=2 OPENBLAS_NUM_THREADS=2 bench --ours /tmp/ld/c2.so --blis /tmp/ld/mw1.5e6.so \
  --blis-arch auto --libs ours,blis --threads 2 \
  --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk,dtrsm,dtrmm --sizes 80,96,112,128,144,160,176,192,224 \
  --rounds 5 --interleave                                 # minwork-o1 (o2: slots swapped); new / old

# offlines/avx2-o1-o2.txt: the rule of 9b509c1 (c2.so) against none (c1.so) on the AVX2 set
# (STEADYBLAS_ARCH=avx2), sgemm / dgemm / cgemm 200-392, both slot orders (columns o1, o2;
# new / old): s 0.90-0.97x at 200-328 -> the rule only where the set says its vector bytes
# (small_vb: AVX-512 64), c3.so
STEADYBLAS_ARCH=avx2 bench --ours /tmp/ld/c1.so --blis /tmp/ld/c2.so --blis-arch auto --libs ours,blis \
  --ops sgemm,dgemm,cgemm --sizes 200,232,264,300,328,360,392 --rounds 5 --interleave
