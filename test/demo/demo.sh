#!/bin/bash
# make demo: numpy's matmul running on SteadyBLAS through LD_LIBRARY_PATH.
#   demo.sh BUILD
set -euo pipefail
BUILD=$1
PY=/usr/bin/python3
HERE=$(cd "$(dirname "$0")" && pwd)

# Debian's numpy links libblas.so.3, which is what lets us slip in.  Install it if missing.
if ! "$PY" -c 'import numpy' 2>/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
        echo "demo: installing python3-numpy"
        apt-get update -q
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-numpy
    else
        echo "demo: needs Debian's numpy: run 'apt-get install python3-numpy' as root"; exit 1
    fi
fi

# Reference LAPACK beside SteadyBLAS when it is installed: then numpy.linalg runs on
# SteadyBLAS too (the liblapack.so.3 alternative may be OpenBLAS's, which carries its own BLAS).
path="$BUILD/lib/compat"
LAPACKDIR=/usr/lib/x86_64-linux-gnu/lapack
[ -e "$LAPACKDIR/liblapack.so.3" ] && path="$path:$LAPACKDIR"

echo "+ LD_LIBRARY_PATH=$path $PY test/demo/demo.py $BUILD/lib/compat/libblas.so.3"
LD_LIBRARY_PATH="$path" "$PY" "$HERE/demo.py" "$BUILD/lib/compat/libblas.so.3"
