#!/bin/bash
# A bounded fuzzing campaign of fuzz_l23 (test/fuzz/fuzz_l23.c): one libFuzzer process per
# kernel set, side by side, each for SECONDS.  Fails when any process reports a mismatch,
# a sanitizer error, a crash, a timeout or a leak, or made no call.
#
#   run.sh --fuzzer BIN --lib LIB --ref REF --out DIR --time SECONDS --sets "auto generic"
#          [--keep-corpus]
#
# auto: STEADYBLAS_ARCH unset, the set the library picks for this CPU (required to be
# avx512 when /proc/cpuinfo shows AVX-512 F/DQ/BW/VL); any other name is forced with
# STEADYBLAS_ARCH, and the fuzzer checks that the library runs it.  Each set starts from
# the seeds (one input per routine, type and interface, written by the fuzzer itself);
# --keep-corpus keeps what the fuzzer adds in DIR/corpus-SET for the next run.
# Inputs that failed are saved as DIR/crashes-SET/crash-*; each one is replayed here with
# FUZZ_DESCRIBE=1 to print the call.  By hand:
#   FUZZ_DESCRIBE=1 STEADYBLAS_ARCH=SET build-fuzz/test/fuzz/fuzz_l23 CRASH-FILE
set -uo pipefail

fuzzer= lib= ref= out= secs=75 sets="auto generic" keep=0
while [ $# -gt 0 ]; do
    case $1 in
    --fuzzer) fuzzer=$2; shift ;;
    --lib) lib=$2; shift ;;
    --ref) ref=$2; shift ;;
    --out) out=$2; shift ;;
    --time) secs=$2; shift ;;
    --sets) sets=$2; shift ;;
    --keep-corpus) keep=1 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done
[ -x "$fuzzer" ] && [ -f "$lib" ] && [ -f "$ref" ] && [ -n "$out" ] || {
    echo "run.sh: need --fuzzer, --lib, --ref (existing) and --out" >&2
    exit 2
}

export FUZZ_LIB=$lib FUZZ_REF=$ref
export ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=64:malloc_context_size=20
# use_tls=0: LeakSanitizer (LLVM 14, glibc 2.36) reads a bogus dynamic-TLS range of the
# library's pool threads (the library is dlopen'ed) and dies at its leak check ("Tracer
# caught signal 11"); without TLS in its root set it works, and reports no leak.
export LSAN_OPTIONS=use_tls=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
mkdir -p "$out"
rm -rf "$out/seeds"
FUZZ_WRITE_SEEDS="$out/seeds" "$fuzzer" > "$out/seeds.log" 2>&1
if [ -z "$(ls -A "$out/seeds" 2> /dev/null)" ]; then
    echo "run.sh: the fuzzer wrote no seeds:"; cat "$out/seeds.log"; exit 1
fi

has_avx512=0
grep -qw avx512f /proc/cpuinfo && grep -qw avx512dq /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo &&
    grep -qw avx512vl /proc/cpuinfo && has_avx512=1

echo "fuzz: $(ls "$out/seeds" | wc -l) seeds; ${secs} s on each of: $sets (side by side)"
pids=()
for set in $sets; do
    corpus=$out/corpus-$set crashes=$out/crashes-$set
    [ $keep = 1 ] || rm -rf "$corpus"
    rm -rf "$crashes"
    mkdir -p "$corpus" "$crashes"
    if [ "$set" = auto ]; then envset=(env -u STEADYBLAS_ARCH); else envset=(env STEADYBLAS_ARCH="$set"); fi
    "${envset[@]}" "$fuzzer" -max_total_time="$secs" -timeout=60 -max_len=128 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$out/seeds" > "$out/log-$set" 2>&1 &
    pids+=($!)
done

nfail=0 i=0 summary=""
for set in $sets; do
    wait "${pids[$i]}"
    rc=$?
    i=$((i + 1))
    log=$out/log-$set crashes=$out/crashes-$set
    ran=$(sed -n 's/^fuzz: kernel set \([^;]*\);.*/\1/p' "$log" | head -1)
    stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
    execs=$(stat number_of_executed_units) rate=$(stat average_exec_per_sec)
    calls=$(sed -n 's/^fuzz: set [^:]*: \([0-9]*\) calls.*/\1/p' "$log" | tail -1)
    ncrash=$(ls "$crashes" | wc -l)
    why=""
    [ $rc -ne 0 ] && why="libFuzzer exited $rc"
    [ "$ncrash" -gt 0 ] && why="${why:+$why; }$ncrash failing input(s) in $crashes"
    if [ $rc -eq 0 ] && [ "${calls:-0}" -eq 0 ]; then why="${why:+$why; }no call was made"; fi
    if [ "$set" = auto ] && [ $has_avx512 = 1 ] && [ "$ran" != avx512 ]; then
        why="${why:+$why; }the CPU has AVX-512 but the library ran '$ran'"
    fi
    echo ""
    echo "==== fuzz [$set -> ${ran:-?}]"
    grep -E '^fuzz: (set|kernel set)|^INFO: Seed|^Done|^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|slowest_unit_time_sec|peak_rss_mb)' "$log"
    if [ -n "$why" ]; then
        nfail=$((nfail + 1))
        echo "---- FAIL ($why); the end of $log:"
        tail -n 60 "$log"
        for c in "$crashes"/*; do
            [ -f "$c" ] || continue
            echo "---- replaying $c"
            if [ "$set" = auto ]; then envset=(env -u STEADYBLAS_ARCH); else envset=(env STEADYBLAS_ARCH="$set"); fi
            FUZZ_DESCRIBE=1 "${envset[@]}" "$fuzzer" "$c" 2>&1 | grep -E '^fuzz: (call|MISMATCH|the call)|^ {6}|ERROR|SUMMARY' | head -20
        done
        summary+="  fuzz [$set -> ${ran:-?}]: FAIL ($why)"$'\n'
    else
        summary+="  fuzz [$set -> $ran]: PASS ($execs executions, $rate/s; $calls calls checked)"$'\n'
    fi
done
echo ""
printf "%s" "$summary"
exit $((nfail > 0))
