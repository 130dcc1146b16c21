#!/bin/sh
# Register an installed SteadyBLAS as Debian's libblas.so.3 alternative, or remove it.
#
#   tools/debian-alternatives.sh register   [LIBDIR]   (as root)
#   tools/debian-alternatives.sh unregister [LIBDIR]   (as root)
#   tools/debian-alternatives.sh status
#
# LIBDIR is the LIBDIR of `make install` (default /usr/local/lib); the library registered
# is LIBDIR/steadyblas/libblas.so.3, as the alternative libblas.so.3-<multiarch> of the
# link /usr/lib/<multiarch>/libblas.so.3, with priority 35: below OpenBLAS (100) and BLIS
# (80), above the reference BLAS (10).  Registering therefore changes nothing while one of
# those is installed and the alternative is in auto mode; select SteadyBLAS with
#
#   update-alternatives --set libblas.so.3-<multiarch> LIBDIR/steadyblas/libblas.so.3
#
# and every program linked against libblas.so.3 (numpy, scipy, R, Octave, ...) runs on it,
# with no environment variable.  `update-alternatives --auto libblas.so.3-<multiarch>`
# goes back to the best one.  Where the system has a libcblas.so.3-<multiarch>
# alternative (older Debian releases), libcblas.so.3 is registered beside it the same way.
# unregister removes both; if SteadyBLAS was selected, update-alternatives returns the
# group to auto mode.
set -eu

PRIORITY=35
LIBDIR=${2:-/usr/local/lib}

die() { echo "debian-alternatives.sh: $*" >&2; exit 1; }

multiarch() {
    dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null ||
        gcc -print-multiarch 2>/dev/null ||
        die "cannot tell the multiarch triplet (install dpkg-dev or gcc)"
}

command -v update-alternatives > /dev/null 2>&1 ||
    die "update-alternatives not found: this is not a Debian-like system"
MA=$(multiarch)
[ -n "$MA" ] || die "empty multiarch triplet"

# The groups: libblas.so.3 always, libcblas.so.3 where the system has that group.
groups() {
    echo "libblas.so.3"
    if update-alternatives --query "libcblas.so.3-$MA" > /dev/null 2>&1; then
        echo "libcblas.so.3"
    fi
}

need_root() {
    [ "$(id -u)" -eq 0 ] || die "$1 changes /etc/alternatives: run it as root"
}

case ${1:-} in
register)
    need_root register
    case $LIBDIR in /*) ;; *) die "LIBDIR must be an absolute path: $LIBDIR" ;; esac
    for lib in $(groups); do
        path=$LIBDIR/steadyblas/$lib
        [ -f "$path" ] || die "$path: no such file (make install LIBDIR=$LIBDIR first)"
        update-alternatives --install "/usr/lib/$MA/$lib" "$lib-$MA" "$path" "$PRIORITY"
        echo "registered $path as $lib-$MA (priority $PRIORITY)"
    done
    echo "now: $(readlink -f "/usr/lib/$MA/libblas.so.3") is libblas.so.3"
    echo "to select SteadyBLAS:"
    for lib in $(groups); do
        echo "  update-alternatives --set $lib-$MA $LIBDIR/steadyblas/$lib"
    done
    lapack=$(readlink -f "/usr/lib/$MA/liblapack.so.3" 2>/dev/null || true)
    case $lapack in
    */openblas*|*/blis*|*/atlas*|*/mkl*)
        echo "note: liblapack.so.3 is $lapack, a LAPACK with its own BLAS inside; for"
        echo "LAPACK to run on SteadyBLAS too, select the reference LAPACK (package liblapack3):"
        echo "  update-alternatives --set liblapack.so.3-$MA /usr/lib/$MA/lapack/liblapack.so.3"
        ;;
    esac
    ;;
unregister)
    need_root unregister
    for lib in libblas.so.3 libcblas.so.3; do
        path=$LIBDIR/steadyblas/$lib
        if update-alternatives --query "$lib-$MA" 2>/dev/null |
                grep -qxF "Alternative: $path"; then
            update-alternatives --remove "$lib-$MA" "$path"
            echo "unregistered $path ($lib-$MA)"
        elif [ "$lib" = libblas.so.3 ]; then
            echo "$path is not registered as $lib-$MA: nothing to do"
        fi
    done
    echo "now: $(readlink -f "/usr/lib/$MA/libblas.so.3" || echo none) is libblas.so.3"
    ;;
status)
    for lib in $(groups); do
        update-alternatives --display "$lib-$MA" || true
    done
    ;;
*)
    echo "usage: $0 register|unregister [LIBDIR]   (LIBDIR of make install, default /usr/local/lib)"
    echo "       $0 status"
    exit 2
    ;;
esac
