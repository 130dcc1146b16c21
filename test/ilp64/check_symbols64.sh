#!/bin/sh
# Symbols of the ILP64 libraries, compared with the LP64 library's (nm -D lists):
#
#   test/ilp64/check_symbols64.sh LP64_LIB SUFFIXED_LIB COMPAT_LIB [SUFFIXED_ARCHIVE]
#
#  - SUFFIXED_LIB (libsteadyblas64.so.0) exports exactly NAME64_ for every NAME the LP64
#    library exports (dgemm_ -> dgemm_64_, cblas_dgemm -> cblas_dgemm64_, xerbla_ ->
#    xerbla_64_, RowMajorStrg -> RowMajorStrg64_), as the same kind of symbol, and nothing
#    else: no unsuffixed name leaks, and none is left among its undefined references;
#  - SUFFIXED_ARCHIVE (libsteadyblas64.a) defines the same names (default visibility);
#  - COMPAT_LIB (libblas64.so.3) exports exactly the LP64 names, unsuffixed;
#  - the SONAMEs are libsteadyblas64.so.0 and libblas64.so.3;
#  - xerbla_64_, cblas_xerbla64_ and lsame_64_ stay interposable (default visibility, no
#    -Bsymbolic).
# (test/symbols/check_symbols.sh checks COMPAT_LIB against Debian's libblas64.so.3.)
set -u
LP=$1 S64=$2 C64=$3 A64=${4:-}
SUFFIX=64_

for f in "$LP" "$S64" "$C64"; do
    [ -f "$f" ] || { echo "FAIL: $f not found"; exit 1; }
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# "NAME KIND" of every defined dynamic symbol; KIND is F (function) or D (data)
defined() {
    nm -D --defined-only "$1" | awk 'NF >= 3 { sub(/@.*/, "", $3); k = index("TWi", $2) ? "F" : "D"; print $3, k }' | sort -u
}
defined "$LP" > "$tmp/lp"
defined "$S64" > "$tmp/s64"
defined "$C64" > "$tmp/c64"
awk -v s=$SUFFIX '{ print $1 s, $2 }' "$tmp/lp" | sort -u > "$tmp/lp.suffixed"

fail=0
# compare WANT GOT LIB: print what is missing from / extra in LIB
compare() {
    comm -23 "$1" "$2" > "$tmp/missing"
    comm -13 "$1" "$2" > "$tmp/extra"
    if [ -s "$tmp/missing" ] || [ -s "$tmp/extra" ]; then
        fail=1
        sed "s|^|MISSING from $3: |" "$tmp/missing" | head -20
        sed "s|^|UNEXPECTED in $3: |" "$tmp/extra" | head -20
        echo "($(wc -l < "$tmp/missing") missing, $(wc -l < "$tmp/extra") unexpected)"
    fi
}
compare "$tmp/lp.suffixed" "$tmp/s64" "$S64"
compare "$tmp/lp" "$tmp/c64" "$C64"
if [ -n "$A64" ]; then
    readelf -sW "$A64" | awk '$5 == "GLOBAL" && $6 == "DEFAULT" && $7 != "UND" { print $8 }' | sort -u > "$tmp/a64"
    cut -d' ' -f1 "$tmp/lp.suffixed" > "$tmp/lp.names"
    compare "$tmp/lp.names" "$tmp/a64" "$A64"
fi
echo "LP64 names: $(wc -l < "$tmp/lp"); $S64: $(wc -l < "$tmp/s64") (want the same names + $SUFFIX);" \
     "$C64: $(wc -l < "$tmp/c64") (want the same names)"

# Undefined references of the suffixed library: none may be a BLAS name, plain or suffixed.
nm -D --undefined-only "$S64" | awk '{ sub(/@.*/, "", $2); print $2 }' | sort -u > "$tmp/und"
cut -d' ' -f1 "$tmp/lp" "$tmp/lp.suffixed" | sort -u > "$tmp/names"
comm -12 "$tmp/und" "$tmp/names" > "$tmp/leak"
if [ -s "$tmp/leak" ]; then
    fail=1
    sed "s|^|UNDEFINED in $S64: |" "$tmp/leak" | head -20
fi

for pair in "$S64 libsteadyblas64.so.0" "$C64 libblas64.so.3"; do
    set -- $pair
    so=$(readelf -d "$1" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
    [ "$so" = "$2" ] || { echo "WRONG: SONAME of $1 is '$so', expected $2"; fail=1; }
done

if readelf -d "$S64" | grep -q 'SYMBOLIC'; then
    echo "WRONG: $S64 is linked with -Bsymbolic: xerbla_64_ is not interposable"; fail=1
fi
for name in xerbla_64_ cblas_xerbla64_ lsame_64_; do
    vis=$(readelf -W --dyn-syms "$S64" | awk -v n="$name" '{ s = $8; sub(/@.*/, "", s) } s == n && $7 != "UND" { print $6; exit }')
    [ "$vis" = DEFAULT ] || { echo "WRONG: $name visibility is '${vis:-absent}', expected DEFAULT"; fail=1; }
done

if [ $fail -ne 0 ]; then
    echo "symbols64: FAIL"
    exit 1
fi
echo "symbols64: PASS"
