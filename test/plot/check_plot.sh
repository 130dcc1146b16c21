#!/bin/bash
# test-bench-plot: bench/plot.py on a small fixture (test/plot/fixture: a results.csv with
# three libraries at one thread and SteadyBLAS alone at two, and its report) writes one
# valid PNG per operation and thread count, with the machine, date and peak of the run,
# and refuses a folder without a benchmark CSV.  Skipped (and said) without matplotlib.
set -uo pipefail
here=$(dirname "$0")
if ! /usr/bin/python3 -c 'import matplotlib' 2> /dev/null; then
    echo "test-bench-plot: SKIP (python3-matplotlib is not installed)"; exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sb-plot.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fails=0
ok() { echo "test-bench-plot: ok    $*"; }
bad() { echo "test-bench-plot: FAIL  $*"; fails=$((fails + 1)); }

/usr/bin/python3 bench/plot.py --out "$tmp/out" "$here/fixture" > "$tmp/log" 2>&1
rc=$?
sed 's/^/    /' "$tmp/log"
[ $rc -eq 0 ] && ok "exit status 0" || bad "exit status $rc"
for f in fixture-dgemm-t1 fixture-dsyrk-t1 fixture-dgemm-t2; do
    png="$tmp/out/$f.png"
    # PNG signature, IHDR first, and the size the script asks for (7 x 4.2 in at 100 dpi)
    if /usr/bin/python3 - "$png" <<'PY'
import struct, sys
d = open(sys.argv[1], "rb").read()
assert d[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
assert d[12:16] == b"IHDR", "no IHDR"
w, h = struct.unpack(">II", d[16:24])
assert (w, h) == (700, 420), "size %dx%d" % (w, h)
assert d[-8:-4] == b"IEND", "truncated"
assert len(d) < 150000, "%d bytes" % len(d)
PY
    then ok "$f.png: a complete 700x420 PNG under 150 KB"; else bad "$f.png is not a valid PNG as expected"; fi
done
[ "$(ls "$tmp/out" | wc -l)" -eq 3 ] && ok "three PNGs, nothing else" || bad "files: $(ls "$tmp/out")"
grep -q 'fixture-dgemm-t1.png: dgemm, 1 thread(s), 3 series, 3 sizes, peak 109.2, Test CPU (family 1, model 2), 2026-01-02 03:04 UTC$' "$tmp/log" \
    && ok "dgemm, 1 thread: SteadyBLAS, OpenBLAS, BLIS, the peak, machine and date" || bad "dgemm, 1 thread: wrong summary"
grep -q 'fixture-dgemm-t2.png: dgemm, 2 thread(s), 1 series, 2 sizes, peak 218.4, ' "$tmp/log" \
    && ok "dgemm, 2 threads: SteadyBLAS alone, the 2-thread peak" || bad "dgemm, 2 threads: wrong summary"

mkdir "$tmp/empty"
/usr/bin/python3 bench/plot.py --out "$tmp/out2" "$tmp/empty" > "$tmp/log" 2>&1
rc=$?
[ $rc -eq 1 ] && grep -q 'no benchmark CSV' "$tmp/log" && ok "a folder without a CSV: exit status 1" \
    || bad "a folder without a CSV: exit status $rc: $(cat "$tmp/log")"

[ $fails -eq 0 ] && echo "test-bench-plot: PASS" || echo "test-bench-plot: $fails check(s) FAILED"
[ $fails -eq 0 ]
