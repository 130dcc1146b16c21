#!/bin/bash
# rep2.sh OP N REPS "FORMS" LIB... : min ns/call over REPS interleaved l3loop runs (OpenBLAS at its best)
op=$1; n=$2; reps=$3; forms=$4; shift 4
it=$(( 40000000 / (n*n*n + 2000) )); [ $it -lt 30 ] && it=30
for f in $forms; do
  declare -A best
  for rep in $(seq $reps); do for L in "$@"; do
    t=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 /tmp/h/l3loop $L $op $n $it ${f:0:1} ${f:1:1} ${f:2:1} ${DG:-U} | awk '{print $3}' | sort -n | head -1)
    b=${best[$L]}; if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then best[$L]=$t; fi
  done; done
  line="$op $n $f:"; for L in "$@"; do line="$line $(basename $L .so)=${best[$L]}"; done
  unset best; echo "$line"
done
