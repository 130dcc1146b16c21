#!/bin/bash
# LAPACKE test: the same binary (test_lapacke.c, linked with -llapacke only) run twice,
#   ours:     LD_LIBRARY_PATH=LIBDIR:$LAPACKDIR   SteadyBLAS under reference LAPACK
#   openblas: LD_LIBRARY_PATH=$OPENBLASDIR         OpenBLAS's libblas.so.3 and liblapack.so.3
# Each run must map the libraries it is meant to (the binary prints its mapped BLAS/LAPACK
# files) and pass its own residual bounds (every ratio < 30, info == 0).  Then every ratio
# of our run must be within a factor 10 of OpenBLAS's, or below 1 (a ratio is in units of
# n * eps, so below 1 is as good as it gets).  Nothing is timed.
#
#   run_lapacke.sh LIBDIR WORKDIR BINARY
set -uo pipefail

LIBDIR=$(cd "$1" && pwd)
WORK=$(mkdir -p "$2" && cd "$2" && pwd)
BIN=$(readlink -f "$3")
LAPACKDIR=${LAPACKDIR:-/usr/lib/x86_64-linux-gnu/lapack}
OPENBLASDIR=${OPENBLASDIR:-/usr/lib/x86_64-linux-gnu/openblas-pthread}
FACTOR=10

rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
status=0

run() {             # name ld_library_path expected-blas expected-lapack
    local name=$1 path=$2 blas=$3 lapack=$4 rc
    LD_LIBRARY_PATH=$path OPENBLAS_NUM_THREADS=1 "$BIN" > "$name.txt" 2>&1; rc=$?
    local mapped
    # The binary prints the files it mapped (real paths): compare real paths.
    mapped=$(awk '$1 == "MAPPED" { print $2 }' "$name.txt" | xargs -r readlink -f)
    blas=$(readlink -f "$blas"); lapack=$(readlink -f "$lapack")
    if ! grep -qx "$blas" <<< "$mapped"; then
        echo "  $name: $blas is not mapped; mapped: $(echo $mapped)"; status=1
    fi
    if ! grep -qx "$lapack" <<< "$mapped"; then
        echo "  $name: $lapack is not mapped; mapped: $(echo $mapped)"; status=1
    fi
    if [ "$name" = ours ] && grep -qi openblas <<< "$mapped"; then
        echo "  $name: OpenBLAS is mapped: $(echo $mapped)"; status=1
    fi
    echo "  $name: $(grep -c '^RESULT' "$name.txt") checks, $(tail -1 "$name.txt"), exit status $rc"
    if [ $rc -ne 0 ]; then
        grep -E 'FAIL|error' "$name.txt" | head -20 | sed 's/^/    /'
        status=1
    fi
}

echo "LAPACKE test $BIN"
run ours "$LIBDIR:$LAPACKDIR" "$LIBDIR/libblas.so.3" "$LAPACKDIR/liblapack.so.3"
run openblas "$OPENBLASDIR" "$OPENBLASDIR/libblas.so.3" "$OPENBLASDIR/liblapack.so.3"

# Side by side: our ratio against OpenBLAS's.
awk -v factor=$FACTOR '
    FNR == NR && $1 == "RESULT" { ref[$2] = $3; next }
    $1 == "RESULT" {
        n++
        if (!($2 in ref)) { printf "  %-34s %11s  (no OpenBLAS value)  FAIL\n", $2, $3; bad++; next }
        ok = ($3 + 0 <= factor * ref[$2] || $3 + 0 < 1)
        if (!ok) bad++
        printf "  %-34s ours %10.3g  openblas %10.3g  %s\n", $2, $3, ref[$2], ok ? "ok" : "FAIL"
    }
    END {
        printf "lapacke: %d of %d ratios within %dx of OpenBLAS (or below 1)\n", n - bad, n, factor
        exit bad > 0
    }' openblas.txt ours.txt || status=1

[ $status -eq 0 ] && echo "lapacke: PASS" || echo "lapacke: FAIL"
exit $status
