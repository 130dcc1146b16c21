#!/bin/bash
# Runs one test layer once per kernel set, each forced with STEADYBLAS_ARCH, and checks
# from inside the test's own processes which set really ran.
#
#   run_sets.sh LAYER LIBDIR TOOLDIR -- COMMAND [ARG...]
#
# LAYER    the name printed (test-unit, ...)
# LIBDIR   the directory holding the libsteadyblas.so.0 the test uses
# TOOLDIR  holds arch_query and arch_probe.so (test/sets/arch_probe.c)
# SB_TEST_ARCHS  the sets to run (default: generic sse2 avx2 avx512)
#
# For each set:
#  1. arch_query, with STEADYBLAS_ARCH=SET, says what the library chooses.  A set the
#     library does not contain, or that this CPU cannot run, is SKIPPED with the
#     library's reason (the library would silently run another set); a set the library
#     names but does not choose is a failure.
#  2. COMMAND runs with STEADYBLAS_ARCH=SET and arch_probe.so preloaded: every process of
#     the run that has SteadyBLAS loaded writes, on exit, the set steadyblas_get_arch()
#     answers inside it.  The run passes when COMMAND exits 0, at least one process
#     reported, and every report names SET.
# Ends with one line per set (PASS / FAIL / SKIP, seconds, processes verified) and exits
# non-zero if any set failed.
set -uo pipefail

layer=$1 libdir=$2 tooldir=$3
shift 3
[ "${1:-}" = "--" ] && shift
ARCHS=${SB_TEST_ARCHS:-generic sse2 avx2 avx512}
tooldir=$(cd "$tooldir" && pwd)
libdir=$(cd "$libdir" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sb-sets.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

summary="" nfail=0 nrun=0
for set in $ARCHS; do
    got=$(STEADYBLAS_ARCH=$set LD_LIBRARY_PATH="$libdir" "$tooldir/arch_query" 2> "$tmp/warn")
    rc=$?
    warn=$(tr '\n' ' ' < "$tmp/warn")
    if [ $rc -ne 0 ]; then
        line="FAIL  (arch_query exited $rc: $warn)"
    elif grep -q 'names no kernel set' "$tmp/warn"; then
        line="SKIP  (not compiled into this library: $warn)"
    elif grep -q 'not supported by this CPU' "$tmp/warn"; then
        line="SKIP  (this CPU cannot run it: $warn)"
    elif [ "$got" != "$set" ]; then
        line="FAIL  (STEADYBLAS_ARCH=$set, but the library chose '$got' $warn)"
    else
        line=""
    fi
    if [ -n "$line" ]; then
        echo "==== $layer [$set]: $line"
        summary+="  $layer [$set]: $line"$'\n'
        case $line in FAIL*) nfail=$((nfail + 1)) ;; esac
        continue
    fi

    echo "==== $layer [$set]: STEADYBLAS_ARCH=$set"
    log="$tmp/probe.$set"
    : > "$log"
    t0=$(date +%s)
    STEADYBLAS_ARCH=$set SB_ARCH_PROBE_LOG="$log" \
        LD_PRELOAD="$tooldir/arch_probe.so${LD_PRELOAD:+:$LD_PRELOAD}" "$@"
    rc=$?
    secs=$(( $(date +%s) - t0 ))
    nrun=$((nrun + 1))
    nproc=$(wc -l < "$log")
    others=$(awk -v s="$set" '$1 != s { print $1 " (" $3 ")" }' "$log" | sort | uniq -c |
             awk '{ $1 = $1 "x"; print }' | tr '\n' ';')
    if [ $rc -ne 0 ]; then
        line="FAIL  (${secs} s; the test failed, exit status $rc)"
    elif [ "$nproc" -eq 0 ]; then
        line="FAIL  (${secs} s; no process reported its kernel set)"
    elif [ -n "$others" ]; then
        line="FAIL  (${secs} s; processes that ran another set: $others)"
    else
        line="PASS  (${secs} s; $set verified in $nproc process(es))"
    fi
    case $line in FAIL*) nfail=$((nfail + 1)) ;; esac
    echo "==== $layer [$set]: $line"
    summary+="  $layer [$set]: $line"$'\n'
done

echo "$layer, per kernel set:"
printf '%s' "$summary"
if [ $nrun -eq 0 ] && [ $nfail -eq 0 ]; then
    echo "$layer: no kernel set could run"; exit 1
fi
[ $nfail -eq 0 ]
