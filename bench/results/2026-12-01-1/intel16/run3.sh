#!/bin/bash
# Device run 3: the panel-width change (b90ea45) on 4-16 threads, A/B against run 1's build; tests at 8/16 threads.
D=$(cd "$(dirname "$0")" && pwd)
O=${OUT:-/tmp/devout3}; mkdir -p "$O"
export LD_LIBRARY_PATH=$D/new
unset STEADYBLAS_NUM_THREADS OMP_NUM_THREADS STEADYBLAS_PREFAULT STEADYBLAS_ARCH STEADYBLAS_BLOCKING
NEW=$D/new/libsteadyblas.so.0; OLD=$D/lib/libsteadyblas.so.0
B="$D/bin/bench --ours $NEW --openblas $OLD --libs ours,openblas"
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*" | tee -a "$O/log.txt"; }
res() { echo "## $1" >> "$O/ab.md"; grep -E "^\| |^- (SteadyBLAS|measured)" /tmp/r/results.md >> "$O/ab.md"; echo >> "$O/ab.md"; }
{ for b in "" "d=48,40,96 s=64,48,96 c=48,40,48 z=24,40,48"; do echo "---- test_1vsN quick TT_THREADS=8,16 blocking '$b'"
    env STEADYBLAS_BLOCKING="$b" TT_THREADS=8,16 timeout 60 $D/bin/test_1vsN quick 2>&1 | tail -3; done
  echo "---- test_concurrency"; timeout 60 $D/bin/test_concurrency 2>&1 | tail -2; } > "$O/tests.log" 2>&1
el "tests: $(grep -h 'passed,' $O/tests.log | tr '\n' ' ')"
timeout 60 $B --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 2048 --threads 16 --rounds 3 --out /tmp/r > /dev/null 2>&1; res "16 threads: SteadyBLAS = new (b90ea45+4760c40), OpenBLAS column = run 1's build (71cc437)"
el "t16"
for t in 8 4; do timeout 45 $B --ops dgemm,sgemm,cgemm,zgemm --sizes 2048 --threads $t --rounds 3 --out /tmp/r > /dev/null 2>&1; res "$t threads: new vs old"; el "t$t"; done
timeout 60 $B --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 2048 --threads 1 --rounds 3 --out /tmp/r > /dev/null 2>&1; res "1 thread: new vs old (the new build sees the 300 MiB L3)"
el "t1"
