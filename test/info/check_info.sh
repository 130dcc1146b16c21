#!/bin/bash
# test-info, the checks that do not need a kernel set each (test/info/part.mk).
#
#   check_info.sh STEADYBLAS_INFO WRONG_GEMM_SO
#
# Prints one line per check and exits 1 if any failed.
set -uo pipefail

info=$1 wrong=$2
header=$(dirname "$0")/../../include/steadyblas.h
fails=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sb-info.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { echo "test-info: ok    $*"; }
bad() { echo "test-info: FAIL  $*"; fails=$((fails + 1)); }
# expect FILE REGEX WHAT: FILE has a line matching the (extended) REGEX
expect() {
    if grep -Eq -- "$2" "$1"; then ok "$3"; else bad "$3 (no line matching /$2/ in:)"; sed 's/^/    /' "$1"; fi
}

# 1. Every field, from the environment's defaults.
env -u STEADYBLAS_ARCH -u STEADYBLAS_NUM_THREADS -u OMP_NUM_THREADS -u STEADYBLAS_PREFAULT \
    -u STEADYBLAS_BLOCKING -u STEADYBLAS_VERBOSE "$info" --no-check > "$tmp/out" 2> "$tmp/err"
rc=$?
[ $rc -eq 0 ] && ok "--no-check exits 0" || bad "--no-check exited $rc"
[ -s "$tmp/err" ] && bad "stderr not empty: $(cat "$tmp/err")" || ok "nothing on stderr"
version=$(sed -n 's/^#define STEADYBLAS_VERSION "\(.*\)"/\1/p' "$header")
expect "$tmp/out" "^version: +$version \(.*libsteadyblas\.so\.0\)$" "version $version and the library's path"
expect "$tmp/out" '^cpu vendor: +[A-Za-z]+' "cpu vendor"
expect "$tmp/out" '^cpu model: +.+' "cpu model"
expect "$tmp/out" '^cpu family/model: +family 0x[0-9a-f]+ \([0-9]+\), model 0x[0-9a-f]+ \([0-9]+\), stepping [0-9]+$' "cpu family/model"
if [ "$(uname -m)" = x86_64 ]; then
    expect "$tmp/out" '^cpu flags: +sse2( |$)' "cpu flags (sse2 at least, on x86-64)"
else
    expect "$tmp/out" '^cpu flags: ' "cpu flags"
fi
expect "$tmp/out" '^fp datapath: +([0-9]+ bits|not reported by the CPU)$' "fp datapath"
expect "$tmp/out" '^caches: +L1d [^,]+, L2 [^,]+, L3 ' "cache sizes"
expect "$tmp/out" '^kernel set: +[a-z0-9]+, detected: the best kernel set this CPU can run$' "kernel set, detected"
expect "$tmp/out" '^STEADYBLAS_ARCH: +\(unset\)$' "STEADYBLAS_ARCH unset"
expect "$tmp/out" '^sets built: .*generic\(runs\)' "kernel sets built (generic runs everywhere)"
expect "$tmp/out" '^block sizes: +computed' "block sizes, computed"
for t in s d c z; do
    expect "$tmp/out" "^  $t +[1-9][0-9]* +[1-9][0-9]* +[1-9][0-9]* +[1-9][0-9]* +[1-9][0-9]*$" "MR NR MC KC NC of $t"
done
cpus=$(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc)
expect "$tmp/out" "^threads: +$cpus, the CPUs in this process's affinity mask \($cpus CPUs" "threads: $cpus, from the affinity mask"
expect "$tmp/out" '^prefault: +auto, the default$' "prefault auto, the default"
expect "$tmp/out" '^buffer cache: +hits [0-9]+, misses [0-9]+, mapped .* held ' "buffer cache statistics"
grep -q '^self-check' "$tmp/out" && bad "--no-check ran the self-check" || ok "--no-check runs no self-check"

# 2. The fields follow the environment.
STEADYBLAS_ARCH=generic STEADYBLAS_NUM_THREADS=3 OMP_NUM_THREADS=5 STEADYBLAS_PREFAULT=off \
    STEADYBLAS_BLOCKING="d=48,64,96" "$info" --no-check > "$tmp/out" 2>&1
expect "$tmp/out" '^kernel set: +generic, forced by STEADYBLAS_ARCH$' "kernel set forced"
expect "$tmp/out" '^STEADYBLAS_ARCH: +generic$' "STEADYBLAS_ARCH shown"
expect "$tmp/out" '^threads: +3, from STEADYBLAS_NUM_THREADS ' "threads from STEADYBLAS_NUM_THREADS"
expect "$tmp/out" '^prefault: +off, from STEADYBLAS_PREFAULT$' "prefault from STEADYBLAS_PREFAULT"
expect "$tmp/out" '^block sizes: +changed by STEADYBLAS_BLOCKING$' "STEADYBLAS_BLOCKING noticed"
expect "$tmp/out" '^  d +[0-9]+ +[0-9]+ +4[08] +64 +9[0-6]$' "d blocks from STEADYBLAS_BLOCKING"
env -u STEADYBLAS_NUM_THREADS OMP_NUM_THREADS=4,2 "$info" --no-check > "$tmp/out" 2>&1
expect "$tmp/out" '^threads: +4, from OMP_NUM_THREADS ' "threads from OMP_NUM_THREADS"
STEADYBLAS_ARCH=no-such-set "$info" --no-check > "$tmp/out" 2>&1
expect "$tmp/out" '^kernel set: +[a-z0-9]+, detected \(STEADYBLAS_ARCH names no set of this build' "an unknown STEADYBLAS_ARCH reported as ignored"

# 3. The self-check fails when the library computes wrong: cblas_dgemm off by 1e-9.
env -u STEADYBLAS_VERBOSE LD_PRELOAD="$wrong" "$info" > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 1 ] && ok "a wrong dgemm: exit status 1" || bad "a wrong dgemm: exit status $rc, expected 1"
expect "$tmp/out" '^  gemm +FAIL ' "a wrong dgemm: gemm FAIL"
expect "$tmp/out" '^ +first wrong call: dgemm ' "a wrong dgemm: the first wrong call is a dgemm"
expect "$tmp/out" '^  trsm +PASS ' "a wrong dgemm: the other groups still pass (trsm)"
expect "$tmp/out" '^self-check: FAIL \(1 of [0-9]+ groups' "a wrong dgemm: one group failed"

# 4. STEADYBLAS_VERBOSE: one dispatch block at load, on stderr; nothing when unset or 0.
STEADYBLAS_VERBOSE=1 STEADYBLAS_ARCH=generic STEADYBLAS_NUM_THREADS=2 "$info" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ $rc -eq 0 ] && ok "verbose: the self-check still passes" || bad "verbose: exit status $rc"
n=$(grep -c '^SteadyBLAS [0-9.]*: dispatch' "$tmp/err")
[ "$n" -eq 1 ] && ok "verbose: exactly one dispatch block (a run of about 400 calls, threaded)" \
               || bad "verbose: $n dispatch blocks, expected 1"
lines=$(wc -l < "$tmp/err")
[ "$lines" -eq 5 ] && ok "verbose: 5 lines, all on stderr" || { bad "verbose: $lines lines on stderr, expected 5"; cat "$tmp/err"; }
expect "$tmp/err" "^SteadyBLAS $version: dispatch" "verbose: version"
expect "$tmp/err" '^SteadyBLAS:   cpu +[A-Za-z]+ .*family 0x[0-9a-f]+ model 0x[0-9a-f]+ .*L1d ' "verbose: cpu"
expect "$tmp/err" '^SteadyBLAS:   kernels +generic, forced by STEADYBLAS_ARCH \[STEADYBLAS_ARCH=generic\]$' "verbose: kernel set, forced"
expect "$tmp/err" '^SteadyBLAS:   threads +2 \(STEADYBLAS_NUM_THREADS\)$' "verbose: threads"
expect "$tmp/err" '^SteadyBLAS:   prefault +auto \(default\)$' "verbose: prefault"
grep -q '^SteadyBLAS' "$tmp/out" && bad "verbose: dispatch text on stdout" || ok "verbose: nothing on stdout"
env -u STEADYBLAS_ARCH STEADYBLAS_VERBOSE=1 "$info" --no-check > /dev/null 2> "$tmp/err"
expect "$tmp/err" '^SteadyBLAS:   kernels +[a-z0-9]+, detected: the best set this CPU runs$' "verbose: kernel set, detected"
for v in unset 0 ""; do
    if [ "$v" = unset ]; then env -u STEADYBLAS_VERBOSE "$info" > /dev/null 2> "$tmp/err"
    else STEADYBLAS_VERBOSE=$v "$info" > /dev/null 2> "$tmp/err"; fi
    [ -s "$tmp/err" ] && bad "STEADYBLAS_VERBOSE=$v: printed: $(head -2 "$tmp/err")" \
                      || ok "STEADYBLAS_VERBOSE $v: nothing printed"
done

[ $fails -eq 0 ] && echo "test-info: checks PASS" || echo "test-info: $fails check(s) FAILED"
[ $fails -eq 0 ]
