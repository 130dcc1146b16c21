# Stop 50 (2026-12-07, from 03:41 UTC), Intel Xeon model 0xa7 (2 cores, AVX-512), the same
# VM model as stops 46-49.  No device machine (not_drawn).
# Builds (/tmp/ld): base.so = 0b1c711 (the session's start); cw.so = 79c6cbc (strsm_ukr 16
# float columns); split.so / split2.so / split3.so = trmm_split's versions (split3 = 93b93f6);
# tv2.so / tv3.so = trmm_view_stack (7f7cf45 / bca907c); ru.so = 42558f4 (unit diagonal
# without the reciprocal loop); sb.so = 57948d2 (small TRSM's packed blocks on the stack);
# syr48.so = 32915ab (side R SYMM expanded up to 48), syr96.so the same up to 96 (tried);
# end.so = 9301f19 (= syr48.so's code).  ob.so = Debian's OpenBLAS 0.3.21 (pthread).
R=bench/results/2026-12-07-intel-18
B="env STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 build/bench/bench"
# Loops: bench/results/2026-12-07-intel-17/harness/l3loop.c (gcc -O2 -o /tmp/h/l3loop
# l3loop.c -ldl; DIAG1=1, added this session, sets T's diagonal to 1 for a non-singular
# non-unit TRSM; without it the loop is as before) driven by that directory's cmp.sh OP
# "SIZES" LIB... (EXTRA="side uplo transa diag"), ns per call, best of 2 x 7 rounds,
# libraries interleaved:
#   trmm-split.txt  cmp.sh strmm|dtrmm|ctrmm|ztrmm "8 12 16 20 24 32 48 64 80 96" base split3 ob
#                   (and EXTRA="L U N N" for s, d)
#   trmm-view.txt   EXTRA in "R L N U" "L L T U" "R U T U" "L U C U": split3 tv2 ob, then tv2 tv3 ob
#   trsm-unit.txt   EXTRA in "R L N U" "L L N U" "L L T U": tv3 ru ob
#   trsm-stack.txt  ru sb ob (and DIAG1=1 EXTRA="L L N N")
#   symm-right.txt  EXTRA="R L": sb syr48 ob; EXTRA="R U" 64 / 96: sb syr96 ob
# strsm_ukr A/B (cw.so in the "ours" slot, base.so in "blis", then swapped):
$B --ours /tmp/ld/cw.so --blis /tmp/ld/base.so --blis-arch auto --libs ours,blis --ops sgemm,strsm --sizes 96,256,512,1024 --rounds 7 --interleave --out $R/ab-strsm-cw-first
$B --ours /tmp/ld/base.so --blis /tmp/ld/cw.so --blis-arch auto --libs ours,blis --ops sgemm,strsm --sizes 96,256,512,1024 --rounds 7 --interleave --out $R/ab-strsm-base-first
# Against OpenBLAS at the start (base.so = build/lib at 0b1c711):
$B --libs ours,openblas --ops dgemm,sgemm,ssyrk,dsyrk --sizes 192,512,1024 --rounds 7 --interleave --out $R/vs-start
# Level 3 at 512 / 1024, ours only (split3.so), for the ratio to our GEMM:
$B --ours /tmp/ld/split3.so --libs ours --ops sgemm,dgemm,cgemm,zgemm,strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm,ssymm,dsymm,chemm,zhemm --sizes 512,1024 --rounds 5 --interleave --out $R/l3big-ours
# At the end (end.so):
$B --ours /tmp/ld/end.so --rounds 5 --interleave --out $R/vs-end-main
$B --ours /tmp/ld/end.so --libs ours,openblas --ops ssymm,dsymm,chemm,zhemm,strmm,dtrmm,ctrmm,ztrmm,strsm,dtrsm,ctrsm,ztrsm --sizes 8,12,16,24,32,48,64,96 --rounds 5 --interleave --out $R/vs-end-small3
$B --ours /tmp/ld/end.so --libs ours,openblas --ops sgemm,dgemm,cgemm,zgemm,strsm,dtrsm,ctrsm,ztrsm,strmm,dtrmm,ctrmm,ztrmm,ssymm,dsymm,chemm,zhemm --sizes 512,1024 --rounds 5 --interleave --out $R/vs-end-l3big
python3 bench/results/2026-12-06-intel-16/harness/ratio.py $R/vs-end-small3   # ours / OpenBLAS per op and n
# The sweep's sgemm dips at n = 8 mod 16, at a few points (final.so = a270ee2):
$B --ours /tmp/ld/final.so --libs ours --ops sgemm --sizes 32,40,48,56,64,128,136,144,208,216,224 --rounds 7 --interleave --out $R/sgemm-dips
# Loop tables after the review's helper (trmm-triblock.txt): cmp.sh strmm|dtrmm|ztrmm "8 12 24 48" end tb; end tbd
