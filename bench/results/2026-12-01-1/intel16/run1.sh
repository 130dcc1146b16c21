#!/bin/bash
# Device run: thread scaling and correctness of SteadyBLAS on a 16-core x86-64 machine.
# Usage: bash .dev/run.sh [quick]   (quick: tiny sizes, for a dry run here)
D=$(cd "$(dirname "$0")" && pwd)
O=${OUT:-/tmp/devout}; mkdir -p "$O"
Q=${1:-}
export LD_LIBRARY_PATH=$D/lib
unset STEADYBLAS_NUM_THREADS OMP_NUM_THREADS STEADYBLAS_PREFAULT STEADYBLAS_ARCH
B="$D/bin/bench --ours $D/lib/libsteadyblas.so.0 --openblas $D/lib/libopenblas.so.0 --blis $D/lib/libblis.so.4"
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*" | tee -a "$O/log.txt"; }
grep -q avx512f /proc/cpuinfo && BA=skx || BA=auto
{ date -u; nproc; lscpu; grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo
  cat /sys/kernel/mm/transparent_hugepage/enabled; uname -a; free -g; ulimit -a
  echo "BLIS arch: $BA"; "$D/bin/steadyblas-info"; } > "$O/env.txt" 2>&1
el "env done; nproc $(nproc)"
NP=$(nproc)
if [ -n "$Q" ]; then TL=2; SZ=384; BIG=512; R=1; THR="1 2"; else TL=8,16; SZ=2048; BIG=4096; R=3; THR="1 2 4 8 16"; fi
# 1. correctness on many real cores
{
  for t in "test_1vsN quick" "test_l2_1vsN" "test_concurrency" "test_fork" "test_thread_exit" "test_prefault api" "test_config threads cpus"; do
    echo "---- $t (TT_THREADS=$TL)"
    env TT_THREADS=$TL timeout 120 $D/bin/$t 2>&1 | tail -4; echo "rc=${PIPESTATUS[0]}"
  done
  echo "---- test_1vsN quick, small blocks"
  env TT_THREADS=$TL STEADYBLAS_BLOCKING="d=48,40,96 s=64,48,96 c=48,40,48 z=24,40,48" timeout 120 $D/bin/test_1vsN quick 2>&1 | tail -3
} > "$O/tests.log" 2>&1
el "tests done: $(grep -c 'rc=0' $O/tests.log) rc=0 of 7; $(grep -h 'passed,' $O/tests.log | tr '\n' ' ')"
# 2. scaling at n = SZ, every thread count, three libraries interleaved
: > "$O/scale.md"; : > "$O/scale.csv"
for t in $THR; do
  [ "$t" -le "$NP" ] || continue
  timeout 150 $B --blis-arch $BA --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes $SZ --threads $t --rounds $R --min-time 0.05 --out /tmp/sc$t > /tmp/sc$t.log 2>&1
  echo "rc=$? threads=$t" >> "$O/scale.md"; cat /tmp/sc$t/results.md >> "$O/scale.md"; cat /tmp/sc$t/results.csv >> "$O/scale.csv"
  el "scale t=$t done"
done
# 3. all cores at n = BIG
timeout 150 $B --blis-arch $BA --ops dgemm,sgemm,zgemm,dsyrk --sizes $BIG --threads $NP --rounds $R --out /tmp/big > /tmp/big.log 2>&1
echo "rc=$? threads=$NP" >> "$O/scale.md"; cat /tmp/big/results.md >> "$O/scale.md"; cat /tmp/big/results.csv >> "$O/scale.csv"
el "big done"
# 4. seed 001 (cgemm 1024x1024x32, fresh output) on 1..16 threads
timeout 120 $D/bin/seed001 --ours $D/lib/libsteadyblas.so.0 --openblas $D/lib/libopenblas.so.0 --blis $D/lib/libblis.so.4 --blis-arch $BA --threads $(echo $THR | tr ' ' ',') --pages huge --beta 0 --rounds 2 --calls ${Q:+30}${Q:-300} --out /tmp/seed > "$O/seed.log" 2>&1
echo "rc=$?" >> "$O/seed.log"; cat /tmp/seed/*.md >> "$O/seed.log" 2>/dev/null
el "seed done"
# 5. one thread, small and middle sizes (another x86-64 CPU than the project's)
timeout 120 $B --blis-arch $BA --ops dgemm,sgemm,cgemm,zgemm,dsyrk,ssyrk --sizes 64,192,512 --threads 1 --rounds $R --out /tmp/t1 > /tmp/t1.log 2>&1
echo "rc=$?" >> "$O/t1.md"; cat /tmp/t1/results.md >> "$O/t1.md"
el "t1 done"
tail -5 /tmp/sc*.log /tmp/big.log /tmp/t1.log >> "$O/log.txt" 2>&1
