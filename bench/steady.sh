#!/bin/bash
# Steady state across allocators and thread counts (issue: zero faults per call).
# Runs build/bench/steady (with the libsbcount.so shim preloaded) for each allocator
# (glibc default, glibc with pinned MALLOC_MMAP_THRESHOLD_/MALLOC_TRIM_THRESHOLD_,
# jemalloc, mimalloc, tcmalloc: Debian's libraries, preloaded after the shim), 1 and 2
# threads, each library; prints per (library, allocator, threads) the largest per-call
# minor faults, allocator calls and mmap-family calls over all ops and sizes, and for
# each library the largest spread of GFLOP/s across the allocators at one (op, n, threads).
# eigen: Eigen 3.4 behind the same CBLAS names (bench/eigenblas.cc, OpenMP threads), seed
# 000's comparison.
#
#   bench/steady.sh [--sizes LIST|sweep] [--libs ours,openblas,blis,eigen] [--threads 1,2]
#                   [--ops LIST] [--out DIR] [--check] [--rounds R] [--calls C]
#                   [--sample-ms T] [--place malloc|mmap] [--allocs LIST]
#
# --rounds R: the whole (library, allocator, threads) loop R times, interleaved; a case
# keeps its best GFLOP/s and its largest counts over the rounds.  --calls: timed samples
# per case (after 3 warm-up calls; default 5), each sample repeating the call for at least
# --sample-ms milliseconds (default 2).  --place: the benchmark's operands from the
# allocator under test (malloc, default) or from 2 MiB-aligned mappings of their own, the
# same under every allocator (mmap): see bench/steady.c.  --allocs: the allocators to run
# (default: all five); a name given again runs again under its own label (glibc.2,
# glibc.3, ...): five runs of one allocator, interleaved with the others, measure this
# machine's noise, the floor for the spread across allocators.
#
# --check: exit 1 unless every library run shows 0 faults, 0 allocator calls and 0
# mmap-family calls per call everywhere (make test runs it for SteadyBLAS on a subset of
# sizes; with --libs openblas it fails, as it should: 2 allocator calls per call).
set -u
cd "$(dirname "$0")/.."
B=${BUILD:-build}
sizes=sweep libs=ours,openblas,blis,eigen threads=1,2 ops=dgemm,dsyrk,ssyrk,cgemm out= check=0
rounds=1 calls=5 sample=2 place=malloc allocs=
while [ $# -gt 0 ]; do
    case $1 in
    --sizes) sizes=$2; shift 2 ;;
    --libs) libs=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --ops) ops=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --check) check=1; shift ;;
    --rounds) rounds=$2; shift 2 ;;
    --calls) calls=$2; shift 2 ;;
    --sample-ms) sample=$2; shift 2 ;;
    --place) place=$2; shift 2 ;;
    --allocs) allocs=$2; shift 2 ;;
    *) echo "steady.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
M=/usr/lib/x86_64-linux-gnu
declare -A ALLOC=(
    [glibc]=""
    [glibc-pinned]=""
    [jemalloc]=$M/libjemalloc.so.2
    [mimalloc]=$M/libmimalloc.so.2
    [tcmalloc]=$M/libtcmalloc_minimal.so.4
)
ORDER="glibc glibc-pinned jemalloc mimalloc tcmalloc"
if [ -n "$allocs" ]; then
    ORDER=
    declare -A seen=()
    for a in ${allocs//,/ }; do
        seen[$a]=$(( ${seen[$a]:-0} + 1 ))
        [ ${seen[$a]} -gt 1 ] && a=$a.${seen[$a]}
        ORDER="$ORDER $a"
    done
fi
declare -A LIBPATH=(
    [ours]=$B/lib/libsteadyblas.so.0
    [openblas]=$M/openblas-pthread/libopenblas.so.0
    [blis]=$M/blis-openmp/libblis.so.4
    [eigen]=$B/bench/libeigen_steady.so
)
csv=$(mktemp)
trap 'rm -f "$csv"' EXIT
echo "round,lib,alloc,threads,op,n,faults_per_call,alloc_per_call,mmap_per_call,gflops" > "$csv"
st=0
for round in $(seq 1 $rounds); do
for lib in ${libs//,/ }; do
    path=${LIBPATH[$lib]:-$lib}
    if [ ! -e "$path" ]; then echo "FAIL: library $lib ($path) missing"; st=1; continue; fi
    for a in $ORDER; do
        base=${a%.*}
        if [ -z "${ALLOC[$base]+set}" ]; then echo "FAIL: unknown allocator $base"; st=1; continue; fi
        so=${ALLOC[$base]}
        if [ -n "$so" ] && [ ! -e "$so" ]; then
            echo "FAIL: allocator $a ($so) missing (Debian: libjemalloc2 libmimalloc2.0 libtcmalloc-minimal4)"
            st=1; continue
        fi
        for t in ${threads//,/ }; do
            envs=(STEADYBLAS_NUM_THREADS=$t OPENBLAS_NUM_THREADS=$t BLIS_NUM_THREADS=$t
                  OMP_NUM_THREADS=$t)
            # --check: SteadyBLAS's workers never sleep, so a short call on 2 threads runs
            # on 2, not alone when a busy machine kept a worker from the CPU past its spin
            # (sb_threads_unless_cold): alone it may take another path with other buffers,
            # new to the process, which test-cache caught once in CI (2026-12-05).  Both
            # counts are checked anyway, each as its own run (--threads 1,2).
            [ $check = 1 ] && envs+=(STEADYBLAS_WAIT_POLICY=active)
            # BLIS 0.9 does not know Zen 5: its AVX-512 set there; elsewhere its own choice
            grep -qw avx512f /proc/cpuinfo && envs+=(BLIS_ARCH_TYPE=skx)
            [ "$base" = glibc-pinned ] && envs+=(MALLOC_MMAP_THRESHOLD_=4294967296 MALLOC_TRIM_THRESHOLD_=4294967296
                                              MALLOC_TOP_PAD_=67108864)
            # pipefail: a run that fails (or cannot start) fails the check, not only sed
            if ! (set -o pipefail
                  env "${envs[@]}" LD_PRELOAD="$PWD/$B/bench/libsbcount.so $so" \
                    taskset -c 0-$((t - 1)) $B/bench/steady --lib "$path" --ops "$ops" \
                    --sizes "$sizes" --calls $calls --sample-ms $sample \
                    --place $place 2> >(sed "s/^/[$lib $a $t] /" >&2) |
                    tail -n +2 | sed "s/^,/$round,$lib,$a,$t,/" >> "$csv"); then
                echo "FAIL: $lib $a $t threads: the run failed"; st=1
            fi
        done
    done
done
done
[ -n "$out" ] && mkdir -p "$out" && cp "$csv" "$out/steady.csv"
/usr/bin/python3 - "$csv" "$check" "$out" <<'EOF'
import csv, sys, collections
raw = list(csv.DictReader(open(sys.argv[1])))
# one row per case: the largest counts and the best GFLOP/s over the rounds
merged = collections.OrderedDict()
for r in raw:
    key = (r["lib"], r["alloc"], r["threads"], r["op"], r["n"])
    if key not in merged:
        merged[key] = dict(r)
        continue
    m = merged[key]
    for f in ("faults_per_call", "alloc_per_call", "mmap_per_call"):
        a, b = float(m[f]), float(r[f])
        m[f] = str(min(a, b) if min(a, b) < 0 else max(a, b))
    m["gflops"] = str(max(float(m["gflops"]), float(r["gflops"])))
rows = list(merged.values())
check, out = sys.argv[2] == "1", sys.argv[3]
lines = ["| library | allocator | threads | cases | max faults/call | max allocator calls/call | max mmap-family calls/call | worst case |",
         "|---|---|---:|---:|---:|---:|---:|---|"]
groups = collections.OrderedDict()
for r in rows:
    groups.setdefault((r["lib"], r["alloc"], r["threads"]), []).append(r)
bad = 0
for (lib, al, t), rs in groups.items():
    mf = max(float(r["faults_per_call"]) for r in rs)
    ma = max(float(r["alloc_per_call"]) for r in rs)
    mm = max(float(r["mmap_per_call"]) for r in rs)
    worst = max(rs, key=lambda r: (float(r["faults_per_call"]) + float(r["alloc_per_call"]) + abs(float(r["mmap_per_call"]))))
    w = "%s n=%s" % (worst["op"], worst["n"]) if (mf or ma or mm) else "-"
    lines.append("| %s | %s | %s | %d | %.3g | %.3g | %s | %s |" % (lib, al, t, len(rs), mf, ma, "%.3g" % mm if mm >= 0 else "not counted", w))
    if mf or ma or mm:
        bad += 1
# GFLOP/s spread across allocators, per library, (op, n, threads): max/min - 1 of each
# allocator's figure, the figure being the best over the rounds and, less sensitive to a
# lucky round, the median of the rounds.  Labels with a .N suffix are repeated runs of one
# allocator: the same spread among a base allocator and its repeats is the noise floor.
import statistics
per_round = collections.defaultdict(list)
for r in raw:
    per_round[(r["lib"], r["threads"], r["op"], r["n"], r["alloc"])].append(float(r["gflops"]))
lines += ["", "| library | threads | allocators | figure | median spread | largest spread | at | cases over 3% |",
          "|---|---:|---|---|---:|---:|---|---:|"]
cases = sorted({k[:4] for k in per_round})
labels = sorted({k[4] for k in per_round})
sets = [("the allocators", [l for l in labels if "." not in l])]
for base in sorted({l.split(".")[0] for l in labels if "." in l}):
    sets.append(("%s x %d (noise)" % (base, 1 + sum(l.startswith(base + ".") for l in labels)),
                 [l for l in labels if l == base or l.startswith(base + ".")]))
for lib, t in sorted({c[:2] for c in cases}):
    for name, ls in sets:
        if len(ls) < 2:
            continue
        for fig, fn in (("best of rounds", max), ("median of rounds", statistics.median)):
            sp = []
            for c in cases:
                if c[:2] != (lib, t):
                    continue
                v = [fn(per_round[c + (l,)]) for l in ls if per_round.get(c + (l,))]
                if len(v) > 1 and min(v) > 0:
                    sp.append((max(v) / min(v) - 1, c[2], c[3]))
            if not sp:
                continue
            sp.sort()
            lines.append("| %s | %s | %s | %s | %.1f%% | %.1f%% | %s n=%s | %d of %d |" % (
                lib, t, name, fig, 100 * sp[len(sp) // 2][0], 100 * sp[-1][0], sp[-1][1], sp[-1][2],
                sum(x > 0.03 for x, _, _ in sp), len(sp)))
text = "\n".join(lines)
print(text)
if out:
    open(out + "/steady.md", "w").write(text + "\n")
if check and not rows:
    print("steady: FAIL: no case ran")
    sys.exit(1)
if check:
    print("steady: %s" % ("0 faults, 0 allocator calls, 0 mmap-family calls per call in every case" if not bad else "FAIL: not steady in %d (library, allocator, threads) groups" % bad))
    sys.exit(1 if bad else 0)
EOF
rc=$?
[ $st -ne 0 ] && exit 1
exit $rc
