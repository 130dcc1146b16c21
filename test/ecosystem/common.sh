# shellcheck shell=bash
# Sourced by the test-ecosystem scripts, called as  SCRIPT BUILD WORK:
# paths, the multiarch triplet, check helpers and sb_make (make install/uninstall of this
# tree, quiet unless it fails).
BUILD=$(cd "$1" && pwd)
WORK=$(mkdir -p "$2" && cd "$2" && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
MAKE_CMD=${SB_MAKE:-make}
MA=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)

fails=0
ok()    { echo "  ok: $*"; }
fail()  { echo "  FAIL: $*"; fails=$((fails + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else fail "$what"; fi; }

sb_make() {     # install|uninstall VAR=...
    if ! "$MAKE_CMD" -C "$ROOT" --no-print-directory BUILD="$BUILD" "$@" > "$WORK/make.log" 2>&1
    then
        sed 's/^/    /' "$WORK/make.log"; fail "make $*"; return 1
    fi
}
