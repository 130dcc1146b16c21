#!/bin/bash
# The LAPACK test suite of Debian's liblapack-test, with reference LAPACK on top of the
# libblas.so.3 under test, compared with the same suite on the reference BLAS.
#
#   run_lapack.sh LIBDIR WORKDIR [JOBS]
#
# LIBDIR holds the libblas.so.3 under test (build/lib/compat).  Two passes:
#   ref:  LD_LIBRARY_PATH=$BLASREF:$LAPACKDIR   (Debian's reference BLAS: the baseline)
#   ours: LD_LIBRARY_PATH=LIBDIR:$LAPACKDIR
# LAPACKDIR goes on the path explicitly because /usr/lib/x86_64-linux-gnu/liblapack.so.3
# is an alternative that may be OpenBLAS's LAPACK, which would never call our BLAS.
#
# Every tester and input that LAPACK's own TESTING runs, for s, d, c and z:
#   xlintst?   < ?test.in                      linear equations
#   xlintstrf? < ?test_rfp.in                  RFP format
#   xeigtst?   < nep sep se2 svd ?ec ?ed ?gg ?gd ?sb ?sg ?bal ?bak ?gbal ?gbak ?bb
#                glm gqr gsv csd lse (.in)     eigenproblems, SVD, least squares ...
#   xlintstds  < dstest.in, xlintstzc < zctest.in   mixed precision
# 90 runs per pass; they write their report to stdout.
#
# Pass criterion, per run (lapack_compare.py): no failure that the reference BLAS does not
# also show — the run exits 0 and reaches "End of tests" (when the reference run does), the
# same number of tests ran, and the failed-test count, the count of lines reporting errors
# (fail, illegal, INFO, ***) and the "info is not 0" count are no larger than the
# reference's.
#
# Time (measured on the development machine, 2 cores shared with other work, generic
# kernels, 2 jobs): each pass takes 35 to 160 s depending on the load (the reference pass
# alone, serial on an idle machine: 52 s).  The reference pass is not rerun when the
# committed baseline.json or a cached one matches (see below).
set -uo pipefail

LIBDIR=$(cd "$1" && pwd)
WORK=$(mkdir -p "$2" && cd "$2" && pwd)
JOBS=${3:-2}
LAPACKDIR=${LAPACKDIR:-/usr/lib/x86_64-linux-gnu/lapack}
BLASREF=${BLASREF:-/usr/lib/x86_64-linux-gnu/blas}
PYTHON=${PYTHON:-/usr/bin/python3}
TIMEOUT=${LAPACK_TIMEOUT:-900}
HERE=$(cd "$(dirname "$0")" && pwd)

for f in "$LIBDIR/libblas.so.3" "$LAPACKDIR/liblapack.so.3" "$LAPACKDIR/xlintstd" \
         "$LAPACKDIR/xeigtstd" "$BLASREF/libblas.so.3"; do
    if [ ! -e "$f" ]; then
        echo "lapack: FAIL: $f not found (install liblapack-test and libblas-test)"; exit 1
    fi
done

# The runs: "name tester input" (name: <precision>-<input>).
runs() {
    local p
    for p in s d c z; do
        echo "$p-${p}test xlintst$p ${p}test.in"
        echo "$p-${p}test_rfp xlintstrf$p ${p}test_rfp.in"
        for i in nep sep se2 svd ${p}ec ${p}ed ${p}gg ${p}gd ${p}sb ${p}sg ${p}bal ${p}bak \
                 ${p}gbal ${p}gbak ${p}bb glm gqr gsv csd lse; do
            echo "$p-$i xeigtst$p $i.in"
        done
    done
    echo "d-dstest xlintstds dstest.in"
    echo "z-zctest xlintstzc zctest.in"
}

# One run: its own directory, report in <name>.out, exit status in <name>.rc.
run_one() {         # dir name tester input
    local dir=$1 name=$2 tester=$3 input=$4
    mkdir -p "$dir/$name"
    (cd "$dir/$name" && timeout "$TIMEOUT" "$LAPACKDIR/$tester" < "$LAPACKDIR/$input" \
        > "../$name.out" 2>&1; echo $? > "../$name.rc")
    rm -rf "${dir:?}/$name"
}
export -f run_one
export LAPACKDIR TIMEOUT

run_pass() {        # dir ld_library_path
    local dir=$1 t0
    rm -rf "$dir" && mkdir -p "$dir"
    t0=$(date +%s)
    runs | LD_LIBRARY_PATH=$2 xargs -P "$JOBS" -L 1 bash -c 'run_one "$0" "$@"' "$dir"
    echo $(( $(date +%s) - t0 )) > "$dir/seconds"
}

# Which libraries a tester really gets: reference liblapack.so.3, the BLAS we mean, no
# OpenBLAS; and at run time liblapack's dgemm_ binds to that BLAS.
check_loaded() {    # ld_library_path blasdir
    local path=$1 blas=$2 t got ok=0
    for t in xlintstd xeigtstz; do
        got=$(LD_LIBRARY_PATH=$path ldd "$LAPACKDIR/$t")
        if ! grep -q "liblapack.so.3 => $LAPACKDIR/liblapack.so.3" <<< "$got"; then
            echo "  $t: liblapack.so.3 is not $LAPACKDIR/liblapack.so.3:"; echo "$got"; ok=1
        fi
        if ! grep -q "libblas.so.3 => $blas/libblas.so.3" <<< "$got"; then
            echo "  $t: libblas.so.3 is not $blas/libblas.so.3:"; echo "$got"; ok=1
        fi
        if grep -qi openblas <<< "$got"; then
            echo "  $t: OpenBLAS is loaded:"; echo "$got"; ok=1
        fi
    done
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && LD_LIBRARY_PATH=$path LD_DEBUG=bindings LD_DEBUG_OUTPUT="$tmp/ld" \
        "$LAPACKDIR/xeigtstd" < "$LAPACKDIR/dgd.in" > /dev/null 2>&1)
    if grep -q "binding file $LAPACKDIR/liblapack.so.3 .* to $blas/libblas.so.3 .*symbol \`dgemm_'" "$tmp"/ld.*; then
        echo "  loaded: $LAPACKDIR/liblapack.so.3 calls dgemm_ in $blas/libblas.so.3"
    else
        echo "  liblapack.so.3's dgemm_ does not bind to $blas/libblas.so.3"; ok=1
    fi
    rm -rf "$tmp"
    return $ok
}

echo "LAPACK test suite: reference LAPACK ($LAPACKDIR) over $LIBDIR/libblas.so.3," \
     "compared with the reference BLAS ($BLASREF); $JOBS jobs; work dir $WORK"

# The baseline.  Its key covers every file that decides its result (testers, inputs,
# reference LAPACK and BLAS).  In order: the committed test/lapack/baseline.json when its
# key matches (same Debian packages), else the reference pass cached in WORKDIR/ref,
# else the reference pass is run now.  LAPACK_BASELINE=run ignores the committed file;
# `make test-lapack-baseline` rewrites it.
key=$( (runs | awk '{ print $2; print $3 }' | sort -u | sed "s|^|$LAPACKDIR/|";
        echo "$LAPACKDIR/liblapack.so.3"; echo "$BLASREF/libblas.so.3") |
       xargs readlink -f | xargs md5sum | md5sum | cut -d' ' -f1)
REF="$WORK/ref"
if [ "${LAPACK_BASELINE:-}" != run ] && [ -f "$HERE/baseline.json" ] &&
   grep -q "\"key\": \"$key\"" "$HERE/baseline.json"; then
    REF="$HERE/baseline.json"
    echo "reference pass: test/lapack/baseline.json (key $key matches these binaries)"
elif [ -f "$WORK/ref/key" ] && [ "$(cat "$WORK/ref/key")" = "$key" ]; then
    echo "reference pass: cached ($WORK/ref, took $(cat "$WORK/ref/seconds") s when run)"
else
    check_loaded "$BLASREF:$LAPACKDIR" "$BLASREF" || { echo "lapack: FAIL: reference pass would not load the reference libraries"; exit 1; }
    run_pass "$WORK/ref" "$BLASREF:$LAPACKDIR"
    echo "$key" > "$WORK/ref/key"
    echo "reference pass: $(cat "$WORK/ref/seconds") s"
fi
if [ "${LAPACK_WRITE_BASELINE:-}" != "" ]; then
    "$PYTHON" "$HERE/lapack_compare.py" --summarize "$key" "$WORK/ref" $(runs | awk '{ print $1 }') \
        > "$LAPACK_WRITE_BASELINE" && echo "wrote $LAPACK_WRITE_BASELINE"
    exit $?
fi

status=0
check_loaded "$LIBDIR:$LAPACKDIR" "$LIBDIR" || status=1
run_pass "$WORK/ours" "$LIBDIR:$LAPACKDIR"
echo "SteadyBLAS pass: $(cat "$WORK/ours/seconds") s"

"$PYTHON" "$HERE/lapack_compare.py" --tolerated "$HERE/tolerated.txt" "$REF" "$WORK/ours" $(runs | awk '{ print $1 }') || status=1
[ $status -eq 0 ] && echo "lapack: PASS" || echo "lapack: FAIL"
exit $status
