#!/bin/bash
# cmp.sh OP "SIZES" LIB... : best ns/call per lib (l3loop, taskset -c 0), libs interleaved twice
op=$1; sizes=$2; shift 2
for n in $sizes; do
  it=$(( 40000000 / (n*n*n + 2000) )); [ $it -lt 200 ] && it=200
  line="$op $n:"
  declare -A best
  for rep in 1 2; do for L in "$@"; do
    t=$(STEADYBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 taskset -c 0 /tmp/h/l3loop $L $op $n $it $EXTRA | awk '{print $3}' | sort -n | head -1)
    b=${best[$L]}; if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then best[$L]=$t; fi
  done; done
  for L in "$@"; do line="$line $(basename $L .so)=${best[$L]}"; done
  unset best
  echo "$line"
done
