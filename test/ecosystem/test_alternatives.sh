#!/bin/bash
# SteadyBLAS as Debian's libblas.so.3 alternative (tools/debian-alternatives.sh).
#
#   test_alternatives.sh BUILD WORK     (run by `make test-alternatives`; needs root)
#
# Installs into the temporary PREFIX WORK/prefix, registers LIBDIR/steadyblas/libblas.so.3
# (priority 35: it must not take over from a higher one), selects it with
# update-alternatives --set, runs Debian's numpy and scipy (/usr/bin/python3, empty
# environment: no LD_LIBRARY_PATH, no LD_PRELOAD) and checks from inside the process that
# they ran on it (alternative_check.py), then unregisters.  A trap on EXIT unregisters,
# puts the group back in the mode and selection it had, uninstalls, and compares
# `update-alternatives --query` before and after: the machine is left as it was.
# Not root, or no update-alternatives: SKIP, said clearly.
set -uo pipefail

if [ "$(id -u)" -ne 0 ]; then
    echo "test-alternatives: SKIP: not root (update-alternatives changes /etc/alternatives)"
    exit 0
fi
if ! command -v update-alternatives > /dev/null; then
    echo "test-alternatives: SKIP: no update-alternatives (not a Debian-like system)"
    exit 0
fi
PYTHON=/usr/bin/python3
if ! "$PYTHON" -c 'import numpy, scipy.linalg' 2> /dev/null; then
    echo "test-alternatives: FAIL: $PYTHON cannot import numpy and scipy" \
         "(install python3-numpy python3-scipy)"
    exit 1
fi
. "$(dirname "$0")/common.sh"
SCRIPT=$ROOT/tools/debian-alternatives.sh
GROUP=libblas.so.3-$MA
PFX=$WORK/prefix
OURS=$PFX/lib/steadyblas/libblas.so.3

query() { update-alternatives --query "$GROUP" 2>&1; }
field() { sed -n "s/^$1: //p"; }
query > "$WORK/before.txt" || true
echo "  before: $GROUP is $(field Status < "$WORK/before.txt") mode," \
     "value $(field Value < "$WORK/before.txt")"

restore() {
    local status=$? mode value
    if grep -qxF "Alternative: $OURS" <<< "$(update-alternatives --query "$GROUP" 2>/dev/null)"; then
        "$SCRIPT" unregister "$PFX/lib" > /dev/null 2>&1 ||
            update-alternatives --remove "$GROUP" "$OURS" > /dev/null 2>&1
    fi
    mode=$(field Status < "$WORK/before.txt")
    value=$(field Value < "$WORK/before.txt")
    if [ "$mode" = manual ] && [ -n "$value" ]; then
        update-alternatives --set "$GROUP" "$value" > /dev/null 2>&1
    elif [ "$mode" = auto ]; then
        update-alternatives --auto "$GROUP" > /dev/null 2>&1
    fi
    sb_make uninstall PREFIX="$PFX"
    query > "$WORK/after.txt" || true
    if diff "$WORK/before.txt" "$WORK/after.txt" > "$WORK/query.diff"; then
        echo "  ok: update-alternatives --query $GROUP: the same as before the test"
    else
        echo "  FAIL: $GROUP changed by the test (diff: < before, > after):"
        sed 's/^/    /' "$WORK/query.diff"; fails=$((fails + 1))
    fi
    [ "$status" -eq 0 ] && [ "$fails" -eq 0 ] && echo "test-alternatives: PASS" && exit 0
    echo "test-alternatives: FAIL"; exit 1
}
trap restore EXIT

rm -rf "$PFX"
sb_make install PREFIX="$PFX" || exit 1

echo "--- register: $SCRIPT register $PFX/lib"
"$SCRIPT" register "$PFX/lib" 2>&1 | sed 's/^/    /'
query > "$WORK/registered.txt"
if grep -qxF "Priority: 35" <<< "$(grep -A1 -xF "Alternative: $OURS" "$WORK/registered.txt")"; then
    ok "$OURS registered as $GROUP with priority 35"
else
    fail "$OURS not registered with priority 35:"; sed 's/^/    /' "$WORK/registered.txt"
fi
# Below OpenBLAS: it must not take the link over from a higher-priority alternative or
# from a manual selection.
best_other=$(grep -B1 '^Priority:' "$WORK/before.txt" | field Priority | sort -n | tail -1)
if [ "$(field Status < "$WORK/before.txt")" = manual ] || [ "${best_other:-0}" -gt 35 ]; then
    if [ "$(field Value < "$WORK/registered.txt")" = "$(field Value < "$WORK/before.txt")" ]; then
        ok "registering did not take over: the link still points to $(field Value < "$WORK/registered.txt")"
    else
        fail "registering took over the link: now $(field Value < "$WORK/registered.txt")"
    fi
else
    echo "  note: no alternative above priority 35 before: SteadyBLAS became the best one"
fi

echo "--- select: update-alternatives --set $GROUP $OURS"
update-alternatives --set "$GROUP" "$OURS" 2>&1 | sed 's/^/    /'
if [ "$(readlink -f "/usr/lib/$MA/libblas.so.3")" = "$(readlink -f "$OURS")" ]; then
    ok "/usr/lib/$MA/libblas.so.3 -> $OURS"
else
    fail "/usr/lib/$MA/libblas.so.3 is $(readlink -f "/usr/lib/$MA/libblas.so.3")"
fi

echo "--- Debian's numpy and scipy, no environment variable: env -i $PYTHON alternative_check.py"
if env -i PATH=/usr/bin:/bin "$PYTHON" -B "$HERE/alternative_check.py" "$OURS"; then
    ok "numpy and scipy ran on SteadyBLAS through the alternative"
else
    fail "numpy and scipy through the alternative"
fi

echo "--- unregister: $SCRIPT unregister $PFX/lib"
"$SCRIPT" unregister "$PFX/lib" 2>&1 | sed 's/^/    /'
if grep -qxF "Alternative: $OURS" <<< "$(query)"; then
    fail "$OURS still registered after unregister"
else
    ok "$OURS no longer an alternative of $GROUP"
fi
[ "$fails" -eq 0 ]
