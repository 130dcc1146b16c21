#!/bin/sh
# Symbols test: the library exports everything Debian's reference libblas.so.3 exports,
# the OpenBLAS-style extensions, and keeps the replaceable routines interposable.
#
#   test/symbols/check_symbols.sh [LIBRARY [REFERENCE]]
#
# LIBRARY defaults to build/lib/libsteadyblas.so.0, REFERENCE to Debian's
# /usr/lib/x86_64-linux-gnu/blas/libblas.so.3 (package libblas3).  Prints every missing
# symbol and exits 1 if anything is missing or wrong.
set -u

LIB=${1:-build/lib/libsteadyblas.so.0}
REF=${2:-${SB_REFERENCE_BLAS:-/usr/lib/x86_64-linux-gnu/blas/libblas.so.3}}

if [ ! -f "$LIB" ]; then
    echo "FAIL: library $LIB not found"; exit 1
fi
if [ ! -f "$REF" ]; then
    echo "FAIL: reference $REF not found (install libblas3, or pass its path)"; exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# "TYPE NAME" for every defined dynamic symbol (version suffixes dropped)
nm -D --defined-only "$LIB" | awk 'NF >= 3 { sub(/@.*/, "", $3); print $2, $3 }' | sort -u > "$tmp/ours"
nm -D --defined-only "$REF" | awk 'NF >= 3 { sub(/@.*/, "", $3); print $2, $3 }' | sort -u > "$tmp/ref"

fail=0

# Is NAME defined in our library with one of the symbol types in CLASS ("TWi" or "BDGSV")?
has() {
    awk -v n="$1" -v c="$2" '$2 == n && index(c, $1) { f = 1 } END { exit !f }' "$tmp/ours"
}

# 1. Everything the reference exports, as the same kind of symbol (function or data).
nref=0
while read -r type name; do
    nref=$((nref + 1))
    case $type in
        T|W|i) class=TWi; kind=function ;;
        *)     class=BDGSV; kind=data ;;
    esac
    if ! has "$name" "$class"; then
        if awk -v n="$name" '$2 == n { f = 1 } END { exit !f }' "$tmp/ours"; then
            echo "MISSING: $name (exported, but not as a $kind symbol)"
        else
            echo "MISSING: $name"
        fi
        fail=1
    fi
done < "$tmp/ref"
echo "reference symbols checked: $nref ($REF)"

# 2. The data symbols the netlib CBLAS testers link against.
for name in RowMajorStrg CBLAS_CallFromC; do
    has "$name" BDGSV || { echo "MISSING: $name (data symbol)"; fail=1; }
done

# 3. The extensions, Fortran and CBLAS forms.
next=0
for t in s d c z; do
    for r in gemmt gemmtr axpby omatcopy imatcopy geadd; do
        for name in "$t${r}_" "cblas_$t$r"; do
            next=$((next + 1))
            has "$name" TWi || { echo "MISSING: $name (extension)"; fail=1; }
        done
    done
done
echo "extension symbols checked: $next"

# 4. xerbla_, cblas_xerbla and lsame_ stay replaceable: default visibility and no
#    -Bsymbolic, so that a program's own definition wins inside the library too.
if readelf -d "$LIB" | grep -q 'SYMBOLIC'; then
    echo "WRONG: $LIB is linked with -Bsymbolic (DT_SYMBOLIC / DF_SYMBOLIC): xerbla_ is not interposable"
    fail=1
fi
for name in xerbla_ cblas_xerbla lsame_; do
    vis=$(readelf -W --dyn-syms "$LIB" | awk -v n="$name" '{ s = $8; sub(/@.*/, "", s) } s == n && $7 != "UND" { print $6; exit }')
    if [ "$vis" != "DEFAULT" ]; then
        echo "WRONG: $name visibility is '${vis:-absent}', expected DEFAULT"
        fail=1
    fi
done

if [ $fail -ne 0 ]; then
    echo "symbols: FAIL ($LIB)"
    exit 1
fi
echo "symbols: PASS ($LIB)"
