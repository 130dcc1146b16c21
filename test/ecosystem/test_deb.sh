#!/bin/bash
# make deb: the Debian package, and what its postinst and prerm do.
#
#   test_deb.sh BUILD WORK DEB      (run by `make test-deb` after `make deb`)
#
# Without root: the package's file list (the files of make install with PREFIX=/usr and
# the multiarch LIBDIR, no install manifest, the alternatives script in
# /usr/share/steadyblas/) and its control fields.  As root, with dpkg: installs it
# (postinst registers /usr/lib/<multiarch>/steadyblas/libblas.so.3 at priority 35 without
# taking over), selects it, runs Debian's numpy and scipy on it with no environment
# variable (alternative_check.py), then purges it (prerm unregisters); a trap purges it
# and puts the alternative group back as it was, and the test compares
# `update-alternatives --query` before and after.  A steadyblas package already installed
# by someone else: the root part is skipped, said clearly.
set -uo pipefail

DEB=$(cd "$(dirname "$3")" && pwd)/$(basename "$3")
. "$(dirname "$0")/common.sh"
L=/usr/lib/$MA
GROUP=libblas.so.3-$MA
OURS=$L/steadyblas/libblas.so.3

[ -f "$DEB" ] || { echo "test-deb: FAIL: $DEB not built"; exit 1; }
echo "--- $DEB: contents and control"
dpkg-deb -c "$DEB" | awk '{print substr($1, 1, 1), $6}' | sed 's|^\(.\) \./|\1 /|; s|/$||' |
    grep -v '^d' | LC_ALL=C sort > "$WORK/contents.txt"
LC_ALL=C sort > "$WORK/expected.txt" <<EOF
$([ -f "$BUILD/bin/steadyblas-info" ] && echo "- /usr/bin/steadyblas-info")
- /usr/include/steadyblas/cblas.h
- /usr/include/steadyblas/steadyblas.h
$([ -f "$BUILD/fortran/steadyblas_cblas.mod" ] && echo "- /usr/include/steadyblas/steadyblas_cblas.mod")
- $L/cmake/SteadyBLAS/SteadyBLASConfig.cmake
- $L/cmake/SteadyBLAS/SteadyBLASConfigVersion.cmake
- $L/libsteadyblas.a
- $L/libsteadyblas.so.0
- $L/pkgconfig/steadyblas.pc
- $L/steadyblas/libblas.so.3
- $L/steadyblas/libcblas.so.3
- $L/steadyblas/pkgconfig/blas.pc
- $L/steadyblas/pkgconfig/cblas.pc
- /usr/share/steadyblas/debian-alternatives.sh
l $L/libsteadyblas.so
l $L/steadyblas/libblas.so
l $L/steadyblas/libcblas.so
EOF
sed -i '/^$/d' "$WORK/expected.txt"
if diff "$WORK/expected.txt" "$WORK/contents.txt" > "$WORK/contents.diff"; then
    ok "the package holds exactly the $(wc -l < "$WORK/expected.txt") expected files and links"
else
    fail "package contents (diff: < expected, > in the package):"; sed 's/^/    /' "$WORK/contents.diff"
fi
check "control: Package steadyblas, Architecture $(dpkg --print-architecture)" \
    test "$(dpkg-deb -f "$DEB" Package Architecture | tr '\n' ' ')" = \
         "Package: steadyblas Architecture: $(dpkg --print-architecture) "
check "postinst registers and prerm unregisters through /usr/share/steadyblas/debian-alternatives.sh" \
    bash -c "dpkg-deb --ctrl-tarfile '$DEB' | tar -xO ./postinst | grep -q 'debian-alternatives.sh register $L' &&
             dpkg-deb --ctrl-tarfile '$DEB' | tar -xO ./prerm | grep -q 'debian-alternatives.sh unregister $L'"

if [ "$(id -u)" -ne 0 ] || ! command -v dpkg > /dev/null; then
    echo "  SKIP: installing the package needs root and dpkg"
elif dpkg-query -W -f '${Status}' steadyblas 2> /dev/null | grep -q installed; then
    echo "  SKIP: a steadyblas package is already installed here: not touching it"
else
    update-alternatives --query "$GROUP" > "$WORK/before.txt" 2>&1
    field() { sed -n "s/^$1: //p" "$2"; }
    restore() {
        local status=$?
        dpkg-query -W steadyblas > /dev/null 2>&1 && dpkg --purge steadyblas > /dev/null 2>&1
        if [ "$(field Status "$WORK/before.txt")" = manual ]; then
            update-alternatives --set "$GROUP" "$(field Value "$WORK/before.txt")" > /dev/null 2>&1
        else
            update-alternatives --auto "$GROUP" > /dev/null 2>&1
        fi
        update-alternatives --query "$GROUP" > "$WORK/after.txt" 2>&1
        if diff "$WORK/before.txt" "$WORK/after.txt" > "$WORK/query.diff"; then
            echo "  ok: update-alternatives --query $GROUP: the same as before the test"
        else
            echo "  FAIL: $GROUP changed (diff: < before, > after):"; sed 's/^/    /' "$WORK/query.diff"
            fails=$((fails + 1))
        fi
        [ "$status" -eq 0 ] && [ "$fails" -eq 0 ] && echo "test-deb: PASS" && exit 0
        echo "test-deb: FAIL"; exit 1
    }
    trap restore EXIT
    echo "--- dpkg -i: postinst registers"
    if dpkg -i "$DEB" > "$WORK/dpkg.log" 2>&1; then
        ok "dpkg -i $(basename "$DEB")"
    else
        fail "dpkg -i:"; sed 's/^/    /' "$WORK/dpkg.log"; exit 1
    fi
    update-alternatives --query "$GROUP" > "$WORK/installed.txt" 2>&1
    check "postinst registered $OURS with priority 35" \
        bash -c "grep -A1 -xF 'Alternative: $OURS' '$WORK/installed.txt' | grep -qxF 'Priority: 35'"
    check "and left $GROUP as it was ($(field Value "$WORK/installed.txt"))" \
        test "$(field Value "$WORK/installed.txt")" = "$(field Value "$WORK/before.txt")"
    update-alternatives --set "$GROUP" "$OURS" > /dev/null
    if env -i PATH=/usr/bin:/bin /usr/bin/python3 -B "$HERE/alternative_check.py" "$OURS"; then
        ok "numpy and scipy ran on the packaged SteadyBLAS"
    else
        fail "numpy and scipy on the packaged SteadyBLAS"
    fi
    echo "--- dpkg --purge: prerm unregisters"
    dpkg --purge steadyblas > "$WORK/dpkg.log" 2>&1 || { fail "dpkg --purge:"; sed 's/^/    /' "$WORK/dpkg.log"; }
    # update-alternatives hides an alternative whose file is gone, so read its own record
    # (the prerm must have removed the entry, not just dpkg the file).
    check "prerm unregistered $OURS (not in /var/lib/dpkg/alternatives/$GROUP), and dpkg removed it" \
        bash -c "! grep -qxF '$OURS' '/var/lib/dpkg/alternatives/$GROUP' && [ ! -e '$OURS' ]"
    exit "$fails"
fi
[ "$fails" -eq 0 ] && echo "test-deb: PASS" || echo "test-deb: FAIL"
[ "$fails" -eq 0 ]
