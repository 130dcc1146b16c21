#!/bin/bash
# make install / make uninstall, and projects that find the installed SteadyBLAS.
#
#   test_install.sh BUILD WORK        (run by `make test-install`; no root needed)
#
# 1. A Debian-style staged install (DESTDIR=WORK/stage PREFIX=/usr
#    LIBDIR=/usr/lib/<multiarch>), twice, into a tree that already holds a foreign .pc file
#    and an empty include directory: the exact list of files and links, SONAMEs and
#    RUNPATHs (readelf -d), what pkg-config reads from the .pc files, no path of the build
#    tree in anything installed; then make uninstall leaves the tree exactly as it was.
# 2. An install into the temporary PREFIX WORK/prefix, and its users, each computing
#    dgemm_ and cblas_dgemm and proving which library file ran them (consumer.c):
#    (a) CMake find_package(BLAS), BLA_VENDOR=Generic, on LIBDIR/steadyblas (libblas.so.3)
#    (b) CMake find_package(SteadyBLAS), SteadyBLAS::SteadyBLAS (libsteadyblas.so.0)
#    (c) cc $(pkg-config --cflags --libs steadyblas)
#    (d) cc $(pkg-config --cflags --libs cblas) with PKG_CONFIG_PATH=LIBDIR/steadyblas/pkgconfig
#    (e) gfortran with the installed module steadyblas_cblas.mod (when gfortran exists)
#    (f) the installed steadyblas-info runs on the installed library
#    then the prefix moved elsewhere: (b) and pkg-config --define-prefix still find it;
#    then make uninstall removes the prefix entirely (install created it).
set -uo pipefail

. "$(dirname "$0")/common.sh"
CC=${CC:-gcc}

# Everything under a tree: "type path [-> target]", one a line, sorted.
tree() { (cd "$1" && find . -mindepth 1 -printf '%y %p %l\n' | sed 's/ $//' | LC_ALL=C sort); }

for tool in readelf pkg-config cmake; do
    command -v "$tool" > /dev/null || { echo "test-install: FAIL: $tool not found"; exit 1; }
done
rm -rf "$WORK" && mkdir -p "$WORK"

echo "--- 1. staged install: DESTDIR=$WORK/stage PREFIX=/usr LIBDIR=/usr/lib/$MA"
S=$WORK/stage
L=/usr/lib/$MA
mkdir -p "$S$L/pkgconfig" "$S/usr/include"
echo "foreign" > "$S$L/pkgconfig/foreign.pc"
tree "$S" > "$WORK/before.txt"
for _ in 1 2; do     # twice: a second install adds nothing new
    sb_make install DESTDIR="$S" PREFIX=/usr LIBDIR="$L" || exit 1
done
cat > "$WORK/expected.txt" <<EOF
$([ -f "$BUILD/bin/steadyblas-info" ] && printf 'd ./usr/bin\nf ./usr/bin/steadyblas-info')
d ./usr/include/steadyblas
f ./usr/include/steadyblas/cblas.h
f ./usr/include/steadyblas/steadyblas.h
$([ -f "$BUILD/fortran/steadyblas_cblas.mod" ] && echo "f ./usr/include/steadyblas/steadyblas_cblas.mod")
d ./usr/lib
d ./usr/lib/$MA
d ./usr/lib/$MA/cmake
d ./usr/lib/$MA/cmake/SteadyBLAS
f ./usr/lib/$MA/cmake/SteadyBLAS/SteadyBLASConfig.cmake
f ./usr/lib/$MA/cmake/SteadyBLAS/SteadyBLASConfigVersion.cmake
f ./usr/lib/$MA/libsteadyblas.a
l ./usr/lib/$MA/libsteadyblas.so libsteadyblas.so.0
f ./usr/lib/$MA/libsteadyblas.so.0
d ./usr/lib/$MA/pkgconfig
f ./usr/lib/$MA/pkgconfig/foreign.pc
f ./usr/lib/$MA/pkgconfig/steadyblas.pc
d ./usr/lib/$MA/steadyblas
f ./usr/lib/$MA/steadyblas/install-manifest.txt
l ./usr/lib/$MA/steadyblas/libblas.so libblas.so.3
f ./usr/lib/$MA/steadyblas/libblas.so.3
l ./usr/lib/$MA/steadyblas/libcblas.so libcblas.so.3
f ./usr/lib/$MA/steadyblas/libcblas.so.3
d ./usr/lib/$MA/steadyblas/pkgconfig
f ./usr/lib/$MA/steadyblas/pkgconfig/blas.pc
f ./usr/lib/$MA/steadyblas/pkgconfig/cblas.pc
d ./usr
d ./usr/include
EOF
sed -i '/^$/d' "$WORK/expected.txt"
LC_ALL=C sort -o "$WORK/expected.txt" "$WORK/expected.txt"
tree "$S" > "$WORK/installed.txt"
if diff "$WORK/expected.txt" "$WORK/installed.txt" > "$WORK/list.diff"; then
    ok "installed files and links: exactly the $(grep -c '^[fl]' "$WORK/expected.txt") expected"
else
    fail "installed files differ from the expected list (diff: < expected, > installed):"; sed 's/^/    /' "$WORK/list.diff"
fi

soname() { readelf -d "$1" | sed -n "s/.*($2) *[^[]*\[\(.*\)\]/\1/p" | tr '\n' ' ' | sed 's/ $//'; }
check "SONAME of libsteadyblas.so.0 is libsteadyblas.so.0" \
    test "$(soname "$S$L/libsteadyblas.so.0" SONAME)" = libsteadyblas.so.0
check "SONAME of steadyblas/libblas.so.3 is libblas.so.3" \
    test "$(soname "$S$L/steadyblas/libblas.so.3" SONAME)" = libblas.so.3
check "SONAME of steadyblas/libcblas.so.3 is libcblas.so.3" \
    test "$(soname "$S$L/steadyblas/libcblas.so.3" SONAME)" = libcblas.so.3
check "libcblas.so.3 needs libblas.so.3 and finds it beside itself (RUNPATH \$ORIGIN)" \
    test "$(soname "$S$L/steadyblas/libcblas.so.3" NEEDED | grep -o libblas.so.3)/$(soname "$S$L/steadyblas/libcblas.so.3" RUNPATH)" = 'libblas.so.3/$ORIGIN'
check "no RUNPATH or RPATH in libsteadyblas.so.0 and libblas.so.3" \
    test -z "$(soname "$S$L/libsteadyblas.so.0" RUNPATH)$(soname "$S$L/libsteadyblas.so.0" RPATH)$(soname "$S$L/steadyblas/libblas.so.3" RUNPATH)$(soname "$S$L/steadyblas/libblas.so.3" RPATH)"
check "no path of the build tree ($ROOT) in any installed text file (.pc, .cmake, headers)" \
    bash -c "! grep -rlIF '$ROOT' '$S'"
check "the system's cblas.h is not touched (ours is include/steadyblas/cblas.h)" \
    test ! -e "$S/usr/include/cblas.h"

pc() { PKG_CONFIG_PATH=$1 PKG_CONFIG_SYSROOT_DIR='' pkg-config "${@:2}" 2>&1 | sed 's/ *$//'; }
P=$S$L/pkgconfig
check "pkg-config --modversion steadyblas: 0.1.0 ($(pc "$P" --modversion steadyblas))" \
    test "$(pc "$P" --modversion steadyblas)" = "$(sed -n 's/^VERSION *:= *//p' "$ROOT/Makefile")"
check "pkg-config --cflags steadyblas: -I/usr/include/steadyblas ($(pc "$P" --cflags steadyblas))" \
    test "$(pc "$P" --cflags steadyblas)" = "-I/usr/include/steadyblas"
check "pkg-config --variable=libdir steadyblas: $L ($(pc "$P" --variable=libdir steadyblas))" \
    test "$(pc "$P" --variable=libdir steadyblas)" = "$L"
check "pkg-config --libs steadyblas: -lsteadyblas ($(pc "$P" --libs steadyblas); pkg-config drops -L$L, a system directory)" \
    test "$(pc "$P" --libs steadyblas)" = "-lsteadyblas"
P2=$S$L/steadyblas/pkgconfig
check "pkg-config --libs blas (private): -L$L/steadyblas -lblas ($(pc "$P2" --libs blas))" \
    test "$(pc "$P2" --libs blas)" = "-L$L/steadyblas -lblas"
check "pkg-config --libs cblas (private): -L$L/steadyblas -lcblas -lblas ($(pc "$P2" --libs cblas))" \
    test "$(pc "$P2" --libs cblas)" = "-L$L/steadyblas -lcblas -lblas"

sb_make uninstall DESTDIR="$S" PREFIX=/usr LIBDIR="$L"
tree "$S" > "$WORK/after.txt"
if diff "$WORK/before.txt" "$WORK/after.txt" > "$WORK/uninstall.diff"; then
    ok "make uninstall: the tree is exactly as before install (foreign.pc and the empty include/ kept)"
else
    fail "make uninstall left the tree changed (diff: < before, > after):"
    sed 's/^/    /' "$WORK/uninstall.diff"
fi

echo "--- 2. install into PREFIX=$WORK/prefix, and projects that use it"
PFX=$WORK/prefix
sb_make install PREFIX="$PFX" || exit 1

run_consumer() {    # name expected-library binary
    local out
    # (the library's configuration line cut after the kernel set)
    if out=$("$3" "$2" 2>&1); then ok "$1: ${out%%; s MRxNR*}"; else fail "$1:"; echo "$out" | sed 's/^/    /'; fi
}
cmake_consumer() {  # id name project expected-library cmake-arguments...
    local dir=$WORK/$1 name=$2 proj=$3 lib=$4
    shift 4
    if cmake -S "$HERE/consumer/$proj" -B "$dir" "$@" > "$dir.log" 2>&1 &&
            cmake --build "$dir" >> "$dir.log" 2>&1; then
        grep -E 'BLAS_LIBRARIES|SteadyBLAS [0-9]' "$dir.log" | sed 's/^-- /    cmake: /'
        run_consumer "$name" "$lib" "$dir/consumer"
    else
        fail "$name: cmake failed:"; tail -20 "$dir.log" | sed 's/^/    /'
    fi
}

cmake_consumer cmake-blas "(a) find_package(BLAS) BLA_VENDOR=Generic" cmake-blas \
    "$PFX/lib/steadyblas/libblas.so.3" \
    -DCMAKE_PREFIX_PATH="$PFX" -DCMAKE_LIBRARY_PATH="$PFX/lib/steadyblas"
cmake_consumer cmake-steadyblas "(b) find_package(SteadyBLAS)" cmake-steadyblas \
    "$PFX/lib/libsteadyblas.so.0" -DCMAKE_PREFIX_PATH="$PFX"

pc_consumer() {     # id name pkgconfig-dir package expected-library
    local flags out=$WORK/$1
    flags=$(PKG_CONFIG_PATH=$3 pkg-config --cflags --libs "$4")
    if $CC -O1 -o "$out" "$HERE/consumer/consumer.c" $flags -ldl \
            -Wl,-rpath,"$(PKG_CONFIG_PATH=$3 pkg-config --variable=libdir "$4")" 2> "$out.log"
    then
        run_consumer "$2 = $flags" "$5" "$out"
    else
        fail "$2:"; sed 's/^/    /' "$out.log"
    fi
}
pc_consumer consumer-pc "(c) cc \$(pkg-config --cflags --libs steadyblas)" \
    "$PFX/lib/pkgconfig" steadyblas "$PFX/lib/libsteadyblas.so.0"
pc_consumer consumer-cblas "(d) cc \$(pkg-config --cflags --libs cblas), private directory" \
    "$PFX/lib/steadyblas/pkgconfig" cblas "$PFX/lib/steadyblas/libblas.so.3"

if command -v "${FC:-gfortran}" > /dev/null && [ -f "$PFX/include/steadyblas/steadyblas_cblas.mod" ]; then
    fmoddir=$(PKG_CONFIG_PATH=$PFX/lib/pkgconfig pkg-config --variable=fmoddir steadyblas)
    if "${FC:-gfortran}" -o "$WORK/fmodule" -J "$WORK" -I"$fmoddir" "$HERE/consumer/fmodule.f90" \
            -L"$PFX/lib" -lsteadyblas -Wl,-rpath,"$PFX/lib" > "$WORK/fc.log" 2>&1 &&
            out=$("$WORK/fmodule" 2>&1); then
        ok "(e) gfortran -I\$(pkg-config --variable=fmoddir steadyblas): $out"
    else
        fail "(e) Fortran module:"; sed 's/^/    /' "$WORK/fc.log"; echo "    ${out:-}"
    fi
else
    echo "  (e) SKIP: no gfortran or no installed Fortran module"
fi

if [ -x "$PFX/bin/steadyblas-info" ]; then
    # RUNPATH $ORIGIN/../lib: the installed library, no environment needed
    loaded=$(ldd "$PFX/bin/steadyblas-info" | awk '$1 == "libsteadyblas.so.0" { print $3 }')
    if out=$(env -u LD_LIBRARY_PATH "$PFX/bin/steadyblas-info" --no-check 2>&1) &&
            [ "$(realpath "$loaded")" = "$PFX/lib/libsteadyblas.so.0" ]; then
        ok "(f) $PFX/bin/steadyblas-info --no-check runs on $PFX/lib/libsteadyblas.so.0 ($(echo "$out" | head -1))"
    else
        fail "(f) installed steadyblas-info:"; echo "$out" | sed 's/^/    /'
    fi
fi

# Relocation: the whole prefix moved; the CMake package and pkg-config --define-prefix
# compute their paths from where their files now lie.
MOVED=$WORK/moved
mv "$PFX" "$MOVED"
cmake_consumer cmake-moved "(b') find_package(SteadyBLAS) after moving the prefix" cmake-steadyblas \
    "$MOVED/lib/libsteadyblas.so.0" -DCMAKE_PREFIX_PATH="$MOVED"
moved_cflags=$(pc "$MOVED/lib/pkgconfig" --define-prefix --cflags steadyblas)
check "pkg-config --define-prefix --cflags steadyblas finds the moved prefix ($moved_cflags)" \
    test "$moved_cflags" = "-I$MOVED/include/steadyblas"
mv "$MOVED" "$PFX"

sb_make uninstall PREFIX="$PFX"
if [ ! -e "$PFX" ]; then
    ok "make uninstall PREFIX=$PFX: nothing left (install had created the prefix: removed too)"
else
    fail "make uninstall left:"; tree "$PFX" | sed 's/^/    /'
fi

if [ "$fails" -eq 0 ]; then echo "test-install: PASS"; else echo "test-install: FAIL ($fails checks)"; fi
[ "$fails" -eq 0 ]
