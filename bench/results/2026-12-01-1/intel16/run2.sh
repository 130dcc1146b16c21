#!/bin/bash
# Device run 2 (Intel Emerald Rapids, 16 cores): L3 fix A/B, OpenBLAS at its best, cgemm/ssyrk diagnostics.
D=$(cd "$(dirname "$0")" && pwd)
O=${OUT:-/tmp/devout2}; mkdir -p "$O"
Q=${1:-}
export LD_LIBRARY_PATH=$D/lib
unset STEADYBLAS_NUM_THREADS OMP_NUM_THREADS STEADYBLAS_PREFAULT STEADYBLAS_ARCH STEADYBLAS_BLOCKING
NEW=$D/new/libsteadyblas.so.0; OLD=$D/lib/libsteadyblas.so.0
B="$D/bin/bench --blis $D/lib/libblis.so.4 --blis-arch skx"
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*" | tee -a "$O/log.txt"; }
R=3; [ -n "$Q" ] && R=1
S1=512,2048; S16=2048,4096; [ -n "$Q" ] && S1=256 && S16=512
res() { echo "## $1" >> "$O/$2"; grep -E "^\| |^- (SteadyBLAS|OpenBLAS|measured)" /tmp/r/results.md >> "$O/$2"; echo >> "$O/$2"; }
LD_LIBRARY_PATH=$D/new $D/bin/steadyblas-info > "$O/info_new.txt" 2>&1
el "info: $(grep caches $O/info_new.txt)"
# 1. A/B: new (L3 believed) in the ours slot, old in the openblas slot
timeout 70 $B --ours $NEW --openblas $OLD --libs ours,openblas --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes $S1 --threads 1 --rounds $R --out /tmp/r > /dev/null 2>&1; res "A/B 1 thread: SteadyBLAS = new, OpenBLAS column = old build" ab.md
el "ab1"
timeout 60 $B --ours $NEW --openblas $OLD --libs ours,openblas --ops dgemm,sgemm,cgemm,zgemm --sizes $S16 --threads 16 --rounds $R --out /tmp/r > /dev/null 2>&1; res "A/B 16 threads: SteadyBLAS = new, OpenBLAS column = old build" ab.md
el "ab16"
# 2. OpenBLAS at its best on this CPU (0.3.21 does not know model 207): Cooperlake kernels
timeout 70 $B --ours $NEW --openblas $D/lib/libopenblas.so.0 --openblas-core Cooperlake --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 64,192,512,2048 --threads 1 --rounds $R --out /tmp/r > /dev/null 2>&1; res "1 thread, OpenBLAS with OPENBLAS_CORETYPE=Cooperlake" fair.md
el "fair1"
timeout 40 $B --ours $NEW --openblas $D/lib/libopenblas.so.0 --openblas-core Cooperlake --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 2048 --threads 16 --rounds $R --out /tmp/r > /dev/null 2>&1; res "16 threads, OpenBLAS with OPENBLAS_CORETYPE=Cooperlake" fair.md
el "fair16"
# 3. cgemm / ssyrk diagnostics, one thread, ours only
timeout 40 $B --ours $NEW --libs ours,blis --ops cgemm,ssyrk,sgemm --sizes 128,256,384,480,500,512,520,1024 --threads 1 --rounds $R --out /tmp/r > /dev/null 2>&1; res "sizes" diag.md
el "diag sizes"
for v in "c=120,512,256" "c=240,256,512" "c=96,512,1024" "s=384,336,780" "s=768,256,1560"; do
  STEADYBLAS_BLOCKING="$v" timeout 15 $B --ours $NEW --libs ours --ops cgemm,ssyrk --sizes 192,512 --threads 1 --rounds $R --out /tmp/r > /dev/null 2>&1; res "STEADYBLAS_BLOCKING=$v" diag.md
done
el "diag blocking"
for a in avx2; do
  timeout 20 $B --ours $NEW --ours-arch $a --libs ours --ops cgemm,ssyrk,sgemm,dsyrk --sizes 192,512 --threads 1 --rounds $R --out /tmp/r > /dev/null 2>&1; res "STEADYBLAS_ARCH=$a" diag.md
done
el "diag arch"
