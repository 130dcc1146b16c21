#!/bin/bash
# numpy and scipy test suites with SteadyBLAS as their libblas.so.3.
#
#   run_python.sh LIBDIR WORKDIR
#
# Debian's numpy and scipy (/usr/bin/python3) are linked against libblas.so.3 and
# liblapack.so.3; with LD_LIBRARY_PATH=LIBDIR:$LAPACKDIR they load SteadyBLAS and reference
# LAPACK.  The plugin sb_check.py proves it from inside each pytest process (mapped files,
# steadyblas_get_config(), buffer requests made by numpy's matmul and scipy's dgemm).
# Suites:
#   numpy/linalg/tests                                  all
#   numpy/core/tests/test_multiarray.py -k "matmul or dot"
#   scipy/linalg/tests                                  all
# Zero failures and zero errors required (skips and xfails as the suites mark them).
# Needs python3-numpy, python3-scipy, python3-pytest and python3-hypothesis (numpy's
# conftest.py imports hypothesis).
# Time on the development machine (2 shared cores): about 40 + 50 + 30 s with the
# reference BLAS; test_huge_vectordot (a 2^30-element dot) dominates the second.
set -uo pipefail

LIBDIR=$(cd "$1" && pwd)
WORK=$(mkdir -p "$2" && cd "$2" && pwd)
LAPACKDIR=${LAPACKDIR:-/usr/lib/x86_64-linux-gnu/lapack}
PYTHON=${PYTHON:-/usr/bin/python3}
HERE=$(cd "$(dirname "$0")" && pwd)

if ! "$PYTHON" -c 'import numpy, scipy, pytest, hypothesis' 2>/dev/null; then
    echo "python: FAIL: $PYTHON cannot import numpy, scipy, pytest and hypothesis" \
         "(install python3-numpy python3-scipy python3-pytest python3-hypothesis)"
    exit 1
fi
NUMPY=$("$PYTHON" -c 'import numpy, os; print(os.path.dirname(numpy.__file__))')
SCIPY=$("$PYTHON" -c 'import scipy, os; print(os.path.dirname(scipy.__file__))')

rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
export LD_LIBRARY_PATH="$LIBDIR:$LAPACKDIR"
export SB_EXPECT_BLAS="$LIBDIR/libblas.so.3" SB_EXPECT_LAPACK="$LAPACKDIR/liblapack.so.3"
export PYTHONPATH="$HERE${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONDONTWRITEBYTECODE=1       # leave the system's site-packages untouched
"$PYTHON" -c 'import numpy, scipy; print("numpy", numpy.__version__, "scipy", scipy.__version__)'

status=0; summary=""
# One suite.  A test that crashes the interpreter (a segfault in the library) would end
# the run and hide every later result: the crashing test is recorded, deselected and the
# suite run again (at most MAXCRASH times), so the report lists every crash and failure.
MAXCRASH=5
suite() {           # name pytest-arguments...
    local name=$1 t0 rc crashed="" deselect=() n=0 last node
    shift
    echo ""; echo "--- $name"
    t0=$(date +%s)
    while :; do
        n=$((n + 1))
        # -v puts each test's node id on its line, before the test runs: a crash leaves
        # the id of the crashing test last.  --rootdir makes the printed ids the real ones.
        "$PYTHON" -m pytest -p sb_check -p no:cacheprovider --rootdir="$WORK" -v -rfE \
            --durations=5 "$@" "${deselect[@]}" > "$WORK/$name.$n.log" 2>&1
        rc=$?
        grep -vE ' (PASSED|SKIPPED|XFAIL|XPASS|deselected)( \([^)]*\))? +\[ *[0-9]+%\]$' \
            "$WORK/$name.$n.log" | grep -vE '^(  File |Extension modules: )'
        [ "$rc" -lt 128 ] && break
        node=$(grep -oE '^[^ ]+::[^ ]+' "$WORK/$name.$n.log" | tail -1)
        echo "*** $name: pytest died with signal $((rc - 128)) in ${node:-an unknown test}"
        crashed+=" ${node:-?}"
        if [ -z "$node" ] || [ "$n" -gt "$MAXCRASH" ]; then break; fi
        deselect+=("--deselect=$node")
        echo "*** $name: running it again without that test"
    done
    last=$(grep -E '(passed|failed|error)' "$WORK/$name.$n.log" | tail -1 | tr -d '=')
    summary+="  $name: ${last# } ($(( $(date +%s) - t0 )) s)"$'\n'
    if [ -n "$crashed" ]; then
        status=1; summary+="    -> FAIL: crashed in$crashed"$'\n'
    elif [ "$rc" -ne 0 ]; then
        status=1; summary+="    -> FAIL (pytest exit status $rc)"$'\n'
    fi
}

suite numpy-linalg "$NUMPY/linalg/tests"
suite numpy-matmul-dot "$NUMPY/core/tests/test_multiarray.py" -k "matmul or dot"
suite scipy-linalg "$SCIPY/linalg/tests"

echo ""; printf '%s' "$summary"
[ $status -eq 0 ] && echo "python: PASS" || echo "python: FAIL"
exit $status
