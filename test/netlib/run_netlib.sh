#!/bin/bash
# The netlib BLAS and CBLAS testers of Debian's libblas-test, run against a libblas.so.3.
#
#   run_netlib.sh LIBDIR WORKDIR
#
# LIBDIR holds the libblas.so.3 under test (build/lib/compat); it goes first on
# LD_LIBRARY_PATH, so the unmodified Debian testers load it instead of the system BLAS.
# The ILP64 testers of libblas64-test: BLASTEST=/usr/lib/x86_64-linux-gnu/blas64
# NETLIB_SONAME=libblas64.so.3 (see test/ilp64/part.mk).
# WORKDIR is emptied and used as the testers' current directory (they write files there).
#
# The testers always exit 0, so we read what they write:
#   xblat1?, x?cblat1   stdout; one "----- PASS -----" per subprogram tested.
#   xblat2?, xblat3?    input on stdin (?blat2.in, ?blat3.in); the summary goes to the file
#                       named on the input's first line (?blat2.out ...), stdout stays empty.
#   x?cblat2, x?cblat3  input on stdin (?in2, ?in3); the summary goes to stdout.
# A tester passes when it exits 0, prints every PASSED line its input asks for (for each
# routine marked T: the error-exit line when error exits are tested, and the computational
# line, for the CBLAS testers once per layout tested), reaches END OF TESTS (levels 2/3),
# and nothing it wrote contains FAIL, FATAL, SUSPECT or "****".
set -uo pipefail

LIBDIR=$(cd "$1" && pwd)
WORK=$(mkdir -p "$2" && cd "$2" && pwd)
BLASTEST=${BLASTEST:-/usr/lib/x86_64-linux-gnu/blas}
TIMEOUT=${NETLIB_TIMEOUT:-600}
SONAME=${NETLIB_SONAME:-libblas.so.3}

if [ ! -e "$LIBDIR/$SONAME" ]; then
    echo "netlib: FAIL: $LIBDIR/$SONAME does not exist"; exit 1
fi
if [ ! -x "$BLASTEST/xblat1d" ]; then
    echo "netlib: FAIL: $BLASTEST/xblat1d not found (install Debian's libblas-test or libblas64-test)"; exit 1
fi

rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
export LD_LIBRARY_PATH="$LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

# Level-1 testers test a fixed list of subprograms (no input file); these are the counts of
# lapack 3.11's BLAS/TESTING/?blat1.f and CBLAS/testing/c_?blat1.f.
declare -A L1COUNT=([xblat1s]=13 [xblat1d]=13 [xblat1c]=10 [xblat1z]=10
                    [xscblat1]=10 [xdcblat1]=10 [xccblat1]=10 [xzcblat1]=10)

npass=0; nfail=0; failed=""

# The library the tester really resolves libblas.so.3 to must be ours.
check_loaded() {    # tester
    local got
    got=$(ldd "$BLASTEST/$1" | awk -v so="$SONAME" '$1 == so { print $3 }')
    if [ "$(readlink -f "$got")" != "$(readlink -f "$LIBDIR/$SONAME")" ]; then
        echo "  $SONAME resolves to '$got', not $LIBDIR/$SONAME"
        return 1
    fi
}

# What the tester must print, from its input file (levels 2 and 3): lines "COUNT REGEX",
# COUNT lines of the output (blanks squeezed) must match REGEX.
expected_lines() {  # tester input
    local tester=$1 input=$2 errexits layouts nlayouts names name
    errexits=$(awk '/TEST ERROR EXITS/ { print $1; exit }' "$input")
    case $tester in
    x?cblat*)
        # 0: column-major, 1: row-major, 2: both.  The real testers name the layout in
        # their PASSED line, the complex level-2 ones do not: count the lines instead.
        layouts=$(awk '/TO TEST ROW-MAJOR|TO TEST COLUMN-MAJOR/ { print $1; exit }' "$input")
        # The error-exit lines are counted together: c_cblat2.f and c_zblat2.f print
        # their ?gerc line under the name ?geru (a quirk of the tester, seen with the
        # reference BLAS too).
        nlayouts=1; [ "$layouts" = 2 ] && nlayouts=2
        names=$(awk '$2 == "T" && $1 ~ /^cblas_/ { print $1 }' "$input")
        [ "$errexits" = T ] && echo "$(echo "$names" | wc -w) ^cblas_[a-z0-9]+ PASSED THE TESTS OF ERROR-EXITS"
        for name in $names; do
            echo "$nlayouts ^$name PASSED THE (COLUMN-MAJOR |ROW-MAJOR )?COMPUTATIONAL TESTS"
        done ;;
    *)
        for name in $(awk '$2 == "T" && $1 ~ /^[A-Z][A-Z0-9]+$/ { print $1 }' "$input"); do
            [ "$errexits" = T ] && echo "1 ^$name PASSED THE TESTS OF ERROR-EXITS"
            echo "1 ^$name PASSED THE COMPUTATIONAL TESTS"
        done ;;
    esac
}

run_one() {         # tester [input]
    local tester=$1 input=${2:-} log="$1.log" out rc problems="" want got n t0 secs
    t0=$(date +%s.%N)
    if ! check_loaded "$tester"; then
        problems="our $SONAME is not the one loaded"
    fi
    if [ -n "$input" ]; then
        timeout "$TIMEOUT" "$BLASTEST/$tester" < "$BLASTEST/$input" > "$log" 2>&1; rc=$?
    else
        timeout "$TIMEOUT" "$BLASTEST/$tester" < /dev/null > "$log" 2>&1; rc=$?
    fi
    out="$log"
    # Fortran level 2/3: the summary file named on the input's first line.
    if [ -n "$input" ] && [[ $tester == xblat* ]]; then
        local summ
        summ=$(head -1 "$BLASTEST/$input" | sed -E "s/^'([^']*)'.*/\\1/")
        if [ -f "$summ" ]; then out="$log $summ"; else problems+="; no summary file $summ"; fi
    fi
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    [ $rc -eq 124 ] && problems+="; timed out after ${TIMEOUT} s"
    [ $rc -ne 0 ] && [ $rc -ne 124 ] && problems+="; exit status $rc"

    # shellcheck disable=SC2086
    if grep -qE 'FAIL|FATAL|SUSPECT|\*\*\*\*' $out; then
        problems+="; failure reported"
    fi
    if [ -z "$input" ]; then
        want=${L1COUNT[$tester]}
        # shellcheck disable=SC2086
        got=$(cat $out | grep -c -- '----- PASS -----')
        n=$(cat $out | grep -c 'Test of subprogram number')
        if [ "$got" -ne "$want" ] || [ "$n" -ne "$want" ]; then
            problems+="; $got of $want subprograms passed ($n tested)"
        fi
        summary="$got/$want subprograms"
    else
        want=0; got=0
        # shellcheck disable=SC2086
        cat $out | sed -E 's/ +/ /g; s/^ //' > squeezed.txt
        while read -r count regex; do
            want=$((want + count))
            n=$(grep -cE -- "$regex" squeezed.txt)
            if [ "$n" -eq "$count" ]; then
                got=$((got + n))
            else
                problems+="; '$regex' printed $n times, expected $count"
            fi
        done < <(expected_lines "$tester" "$BLASTEST/$input")
        [ "$want" -eq 0 ] && problems+="; no routine found in $input"
        # shellcheck disable=SC2086
        grep -q 'END OF TESTS' $out || problems+="; no END OF TESTS"
        summary="$got/$want PASSED lines"
    fi
    problems=${problems#; }
    if [ -z "$problems" ]; then
        printf '  %-9s PASS  %-22s %5s s\n' "$tester" "$summary" "$secs"
        npass=$((npass + 1))
    else
        printf '  %-9s FAIL  %-22s %5s s: %s\n' "$tester" "$summary" "$secs" "$problems" | cut -c1-800
        echo "  --- lines of $out that report problems (first 25):"
        # shellcheck disable=SC2086
        cat $out | grep -E 'FAIL|FATAL|SUSPECT|\*\*\*\*|error|Error|ILLEGAL' | head -25 | sed 's/^/    /'
        nfail=$((nfail + 1)); failed+=" $tester"
    fi
}

echo "netlib testers from $BLASTEST against $LIBDIR/$SONAME (work dir $WORK)"
for p in s d c z; do
    run_one "xblat1$p"
    run_one "xblat2$p" "${p}blat2.in"
    run_one "xblat3$p" "${p}blat3.in"
done
for p in s d c z; do
    run_one "x${p}cblat1"
    run_one "x${p}cblat2" "${p}in2"
    run_one "x${p}cblat3" "${p}in3"
done

echo "netlib: $npass of $((npass + nfail)) testers passed${failed:+; failed:$failed}"
[ "$nfail" -eq 0 ]
