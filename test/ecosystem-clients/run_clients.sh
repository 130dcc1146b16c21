#!/bin/bash
# R or Octave running a short linear-algebra script (clients.R / clients.m: matrix
# products, a solve, a Cholesky, a symmetric eigenvalue problem, an SVD, a complex
# product) on SteadyBLAS as their libblas.so.3, compared with the same script on the
# reference BLAS.
#
#   run_clients.sh r|octave LIBDIR WORKDIR PROBE
#
# Both runs use reference LAPACK ($LAPACKDIR); the BLAS runs are
#   ours: LIBDIR (build/lib/compat)      ref: $BLASREF (Debian's netlib libblas.so.3)
# R: Debian's R links libR.so against libblas.so.3 (no libRblas), but its start-up script
# (/usr/lib/R/etc/ldpaths) puts R_LD_LIBRARY_PATH, by default
# /usr/lib/R/lib:/usr/lib/x86_64-linux-gnu, in FRONT of LD_LIBRARY_PATH, so the system's
# libblas.so.3 alternative (OpenBLAS here) wins over a directory given in LD_LIBRARY_PATH.
# The BLAS directory therefore goes into R_LD_LIBRARY_PATH.  Octave: LD_LIBRARY_PATH.
#
# Proof of what ran: blas_probe.so, preloaded, reports from the R or Octave process the
# file that defines its dgemm_, the libblas/liblapack files mapped and SteadyBLAS's
# packing-buffer requests.  The SteadyBLAS run must show dgemm_ from LIBDIR, no other
# libblas, reference LAPACK, no OpenBLAS and requests > 0; the reference run dgemm_ from
# $BLASREF and no SteadyBLAS.  R also prints extSoftVersion()["BLAS"] and La_library().
# Then compare.py: every result within 1e-11 (relative to the vector's largest element)
# of the reference run's, and each run's own residual checks hold.
# Skips (exit 0, one SKIP line) when Rscript / octave-cli is missing (apt-get install
# r-base-core / octave).  Time here: R ~3 s per run, Octave ~2 s per run.
set -uo pipefail

which=$1
LIBDIR=$(cd "$2" && pwd)
WORK=$(mkdir -p "$3" && cd "$3" && pwd)
PROBE=$(cd "$(dirname "$4")" && pwd)/$(basename "$4")
HERE=$(cd "$(dirname "$0")" && pwd)
LAPACKDIR=${LAPACKDIR:-/usr/lib/x86_64-linux-gnu/lapack}
BLASREF=${BLASREF:-/usr/lib/x86_64-linux-gnu/blas}
PYTHON=${PYTHON:-/usr/bin/python3}

case $which in
    r)      prog=Rscript pkg=r-base-core label=R ;;
    octave) prog=octave-cli pkg=octave label=Octave ;;
    *)      echo "usage: run_clients.sh r|octave LIBDIR WORKDIR PROBE"; exit 2 ;;
esac
if ! command -v $prog > /dev/null; then
    echo "$which: SKIP: $prog not found (apt-get install $pkg)"
    exit 0
fi
for f in "$LIBDIR/libblas.so.3" "$LAPACKDIR/liblapack.so.3" "$BLASREF/libblas.so.3" "$PROBE"; do
    [ -e "$f" ] || { echo "$which: FAIL: $f not found"; exit 1; }
done
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1

# run NAME BLASDIR: the script on that BLAS; its results in WORK/NAME.out, the probe's
# lines in WORK/NAME.probe
run() {
    local name=$1 dir=$2 rc t0
    t0=$(date +%s.%N)
    if [ $which = r ]; then
        SB_CLIENT_OUT=$WORK/$name.out SB_CLIENT_PROBE_LOG=$WORK/$name.probe LD_PRELOAD=$PROBE \
            R_LD_LIBRARY_PATH="$dir:$LAPACKDIR:/usr/lib/R/lib" LD_LIBRARY_PATH="$dir:$LAPACKDIR" \
            Rscript --vanilla "$HERE/clients.R" > "$WORK/$name.log" 2>&1
    else
        SB_CLIENT_OUT=$WORK/$name.out SB_CLIENT_PROBE_LOG=$WORK/$name.probe LD_PRELOAD=$PROBE \
            LD_LIBRARY_PATH="$dir:$LAPACKDIR" \
            octave-cli --norc --no-history --quiet "$HERE/clients.m" > "$WORK/$name.log" 2>&1
    fi
    rc=$?
    printf '%s on %s: exit %d, %s s: %s\n' "$label" "$name" $rc \
        "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')" \
        "$(tail -n 1 "$WORK/$name.log")"
    [ $rc -eq 0 ] || { sed 's/^/    | /' "$WORK/$name.log" | tail -n 20; return 1; }
}

# probe_ok NAME WANT_DGEMM STEADY(1|0)
probe_ok() {
    local name=$1 want=$2 steady=$3 n
    n=$(grep -c '^pid=' "$WORK/$name.probe" 2>/dev/null || true)
    echo "    probe ($name): $(cat "$WORK/$name.probe" 2>/dev/null)"
    [ "$n" = 1 ] || { echo "    FAIL: $n processes with a BLAS reported, want 1"; return 1; }
    awk -v want="$want" -v l="$(realpath "$LAPACKDIR/liblapack.so.3")" -v steady=$steady '
        { for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = substr($i, length(kv[1]) + 2) }
          ok = f["dgemm"] == want && f["blas"] == want && f["lapack"] == l && f["openblas"] + 0 == 0
          if (steady) ok = ok && f["requests"] + 0 > 0
          else ok = ok && f["requests"] == "-"
          exit !ok }' "$WORK/$name.probe" || {
        echo "    FAIL: want dgemm_ and the only libblas from $want, reference LAPACK, no OpenBLAS," \
             "$([ $steady = 1 ] && echo "buffer requests > 0" || echo "no SteadyBLAS")"
        return 1; }
}

status=0
run steadyblas "$LIBDIR" || status=1
run reference "$BLASREF" || status=1
probe_ok steadyblas "$(realpath "$LIBDIR/libblas.so.3")" 1 || status=1
probe_ok reference "$(realpath "$BLASREF/libblas.so.3")" 0 || status=1
if [ $status -eq 0 ]; then
    "$PYTHON" "$HERE/compare.py" "$which" "$WORK/reference.out" "$WORK/steadyblas.out" || status=1
else
    echo "$which: FAILED"
fi
exit $status
