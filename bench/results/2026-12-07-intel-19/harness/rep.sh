#!/bin/bash
# rep.sh OP "SIZES" REPS LIB... : min over REPS interleaved runs of l3loop (each best of 7)
op=$1; sizes=$2; reps=$3; shift 3
for n in $sizes; do
  it=$(( 40000000 / (n*n*n + 2000) )); [ $it -lt 200 ] && it=200
  declare -A best
  for rep in $(seq $reps); do for L in "$@"; do
    t=$(STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 /tmp/h/l3loop $L $op $n $it $EXTRA | awk '{print $3}' | sort -n | head -1)
    b=${best[$L]}; if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then best[$L]=$t; fi
  done; done
  line="$op $n:"; for L in "$@"; do line="$line $(basename $L .so)=${best[$L]}"; done
  unset best; echo "$line"
done
