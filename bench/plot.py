#!/usr/bin/python3
"""make bench-plot: GFLOP/s against n from the CSV that `make bench` writes, as PNGs.

    bench/plot.py --out DIR PATH...    PATH: a results CSV, or a folder searched for them
    bench/plot.py --out DIR --latest   build/bench/results.csv if there is one, else the
                                       newest folder of bench/results/ that holds a CSV

One PNG per (CSV, operation, thread count), named SOURCE-OP-tT.png (SOURCE: the CSV's
folder for results.csv, else the CSV's name): a line per library that has figures in the
run (SteadyBLAS, OpenBLAS, BLIS; a run made with --libs ours has only SteadyBLAS), and the
FMA peak the run measured (threads x one core, the CSV's peak_gflops) as a dashed line.
The machine (the report's CPU line and kernel set) and the date of the run come from the
Markdown report bench writes beside the CSV (results.md, or NAME.md for NAME.csv); the
caption says so when there is none.  Prints one line per PNG written; exits 1 when a
PATH holds no benchmark CSV or nothing could be plotted.
"""
import argparse
import csv
import os
import re
import sys

plt = None   # matplotlib.pyplot, imported when there is something to plot (it is slow)

LIBS = [("ours_gflops", "SteadyBLAS", "#c0392b", "o"),
        ("openblas_gflops", "OpenBLAS", "#2471a3", "s"),
        ("blis_gflops", "BLIS", "#229954", "^")]
NEEDED = {"op", "trans", "m", "n", "k", "threads", "peak_gflops", "ours_gflops"}


def is_bench_csv(path):
    try:
        with open(path, newline="") as f:
            header = next(csv.reader(f), [])
    except OSError:
        return False
    return NEEDED <= set(header)


def find_csvs(path):
    if os.path.isfile(path):
        return [path] if is_bench_csv(path) else []
    found = []
    for root, dirs, files in os.walk(path):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".csv") and is_bench_csv(os.path.join(root, name)):
                found.append(os.path.join(root, name))
    return found


def latest(repo):
    built = os.path.join(os.environ.get("BUILD", "build"), "bench", "results.csv")
    if is_bench_csv(built):
        return [built]
    base = os.path.join(repo, "bench", "results")
    for name in sorted(os.listdir(base), reverse=True):
        found = find_csvs(os.path.join(base, name))
        if found:
            return found
    return []


def report_of(csv_path):
    """Date, machine and kernel set from the Markdown report beside the CSV."""
    stem = os.path.splitext(csv_path)[0]
    info = {"date": None, "cpu": None, "kernels": None, "md": None}
    for md in (stem + ".md", os.path.join(os.path.dirname(csv_path), "results.md")):
        if not os.path.isfile(md):
            continue
        info["md"] = md
        with open(md) as f:
            for line in f:
                m = re.match(r"- date: (.+)", line)
                if m:
                    info["date"] = m.group(1).strip()
                m = re.match(r"- CPU: (.+)", line)
                if m:
                    info["cpu"] = m.group(1).strip()
                m = re.match(r"- SteadyBLAS: .*; kernels ([A-Za-z0-9_]+)", line)
                if m:
                    info["kernels"] = m.group(1)
        break
    return info


def source_name(csv_path):
    base = os.path.basename(csv_path)
    if base == "results.csv":
        return os.path.basename(os.path.dirname(os.path.abspath(csv_path))) or "results"
    return os.path.splitext(base)[0]


def number(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None


def plot_csv(csv_path, out, dpi):
    with open(csv_path, newline="") as f:
        rows = list(csv.DictReader(f))
    rep = report_of(csv_path)
    groups = {}
    for r in rows:
        groups.setdefault((r["op"], int(r["threads"])), []).append(r)
    written = []
    for (op, threads), rs in sorted(groups.items()):
        rs.sort(key=lambda r: (int(r["n"]), int(r["m"]), int(r["k"]), r["trans"]))
        square = all(r["m"] == r["n"] == r["k"] or op.endswith(("syrk", "herk")) and
                     r["n"] == r["k"] for r in rs)
        transes = sorted({r["trans"] for r in rs})
        fig, ax = plt.subplots(figsize=(7, 4.2), dpi=dpi)
        series = 0
        for col, name, color, marker in LIBS:
            for tr in transes:
                pts = [(int(r["n"]), number(r.get(col))) for r in rs if r["trans"] == tr]
                pts = [(n, g) for n, g in pts if g is not None]
                if not pts:
                    continue
                label = name if len(transes) == 1 else "%s %s" % (name, tr)
                ax.plot([p[0] for p in pts], [p[1] for p in pts], color=color,
                        marker=marker if len(pts) <= 40 else None, markersize=4,
                        linewidth=1.4 if col == "ours_gflops" else 1.0, label=label)
                series += 1
        peaks = [number(r["peak_gflops"]) for r in rs if number(r["peak_gflops"])]
        if peaks:
            peak = max(peaks)
            ax.axhline(peak, color="#555555", linestyle="--", linewidth=1,
                       label="measured peak, %d thread%s: %.0f GFLOP/s"
                       % (threads, "" if threads == 1 else "s", peak))
        if series == 0:
            plt.close(fig)
            continue
        missing = [name for col, name, _, _ in LIBS[1:]
                   if all(number(r.get(col)) is None for r in rs)]
        ax.set_xlabel("n" + (" (m = n = k)" if square and op.endswith("gemm") else
                             " (n = k)" if square else " (m, k: see the CSV)"))
        ax.set_ylabel("GFLOP/s")
        ax.set_ylim(bottom=0, top=(max(peaks) if peaks else ax.get_ylim()[1]) * 1.12)
        ax.set_xlim(left=0)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=8, loc="lower right")
        ax.set_title("%s, %d thread%s" % (op, threads, "" if threads == 1 else "s"),
                     fontsize=11)
        machine = rep["cpu"] or "machine not recorded (no report beside the CSV)"
        if rep["kernels"]:
            machine += ", SteadyBLAS kernels %s" % rep["kernels"]
        caption = "%s; run of %s" % (machine, rep["date"] or "an unrecorded date")
        if missing:
            caption += "; not in this run: %s" % ", ".join(missing)
        fig.text(0.01, 0.01, caption + "\n" + os.path.relpath(csv_path), fontsize=7,
                 color="#333333", va="bottom")
        fig.tight_layout(rect=(0, 0.07, 1, 1))
        name = "%s-%s-t%d.png" % (source_name(csv_path), op, threads)
        path = os.path.join(out, name)
        fig.savefig(path, dpi=dpi, metadata={"Software": None})
        plt.close(fig)
        written.append(path)
        print("bench-plot: wrote %s: %s, %d thread(s), %d series, %d sizes, peak %s, %s, %s"
              % (path, op, threads, series, len({r["n"] for r in rs}),
                 "%.1f" % max(peaks) if peaks else "none", rep["cpu"] or "no CPU",
                 rep["date"] or "no date"))
    return written


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", help="results CSVs or folders holding them")
    ap.add_argument("--out", required=True, help="folder for the PNGs (created)")
    ap.add_argument("--latest", action="store_true",
                    help="plot the latest results (when no PATH is given)")
    ap.add_argument("--dpi", type=int, default=100)
    args = ap.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    csvs = []
    if args.paths:
        for p in args.paths:
            found = find_csvs(p)
            if not found:
                print("bench-plot: no benchmark CSV in %s" % p, file=sys.stderr)
                return 1
            csvs += found
    elif args.latest:
        csvs = latest(repo)
    if not csvs:
        print("bench-plot: nothing to plot (give a CSV or folder, or --latest)", file=sys.stderr)
        return 1
    global plt
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot
    plt = matplotlib.pyplot
    os.makedirs(args.out, exist_ok=True)
    written = []
    for c in csvs:
        written += plot_csv(c, args.out, args.dpi)
    if not written:
        print("bench-plot: no figures in %s" % " ".join(csvs), file=sys.stderr)
        return 1
    print("bench-plot: %d PNG(s) in %s" % (len(written), args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
