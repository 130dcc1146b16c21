"""Run by /usr/bin/python3 with an empty environment while SteadyBLAS is the selected
libblas.so.3 alternative:  alternative_check.py EXPECTED_LIBBLAS

Passes (exit 0) when Debian's own numpy and scipy, loaded the ordinary way, run on
SteadyBLAS: the one libblas file in /proc/self/maps is EXPECTED_LIBBLAS, it answers
steadyblas_get_config(), and a numpy matmul and a scipy.linalg.blas.dgemm call each make
it request packing buffers (steadyblas_buffer_stats) and give the right product.
"""
import ctypes
import os
import sys

expected = os.path.realpath(sys.argv[1])
problems = []
for var in ("LD_LIBRARY_PATH", "LD_PRELOAD"):
    if os.environ.get(var):
        problems.append("%s is set: the check must run without it" % var)

import numpy as np                      # noqa: E402  (after the environment check)
import scipy.linalg.blas                # noqa: E402


def blas_files():
    """Mapped files whose name says BLAS (libblas*, libopenblas*, libblis*, ...)."""
    found = set()
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split(None, 5)
            if len(fields) == 6 and "blas" in os.path.basename(fields[5]):
                found.add(fields[5].strip())
    return sorted(found)


class Stats(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64)
                for name in ("hits", "misses", "bytes_mapped", "bytes_held")]


mapped = blas_files()
libblas = [f for f in mapped if os.path.basename(f).startswith("libblas.so")]
if libblas != [expected]:
    problems.append("libblas mapped: %s; expected only %s" % (libblas, expected))

# dlopen by SONAME: the loader hands back the libblas.so.3 numpy already loaded.
lib = ctypes.CDLL("libblas.so.3")
try:
    lib.steadyblas_get_config.restype = ctypes.c_char_p
    config = lib.steadyblas_get_config().decode()
except AttributeError:
    config = None
    problems.append("the loaded libblas.so.3 has no steadyblas_get_config: not SteadyBLAS")


def requests():
    s = Stats()
    lib.steadyblas_buffer_stats(ctypes.byref(s))
    return s.hits + s.misses


rng = np.random.default_rng(6)
# Large enough for the packed (blocked) path, which takes buffers from the cache; small
# integers, so every product is exact, and the reference is an integer matmul (no BLAS).
ai = rng.integers(-4, 5, (520, 500))
bi = rng.integers(-4, 5, (500, 510))
a, b = ai.astype(np.float64), bi.astype(np.float64)
exact = (ai @ bi).astype(np.float64)
if config:
    r0 = requests()
    c_numpy = a @ b
    r1 = requests()
    c_scipy = scipy.linalg.blas.dgemm(1.0, a, b)
    r2 = requests()
    if not np.array_equal(c_numpy, exact) or not np.array_equal(c_scipy, exact):
        problems.append("wrong product from numpy's matmul or scipy's dgemm")
    if r1 == r0:
        problems.append("numpy's matmul did not reach SteadyBLAS (no buffer request)")
    if r2 == r1:
        problems.append("scipy.linalg.blas.dgemm did not reach SteadyBLAS (no buffer request)")

print("  numpy %s, scipy %s; BLAS files mapped: %s"
      % (np.__version__, scipy.__version__, ", ".join(mapped)))
for p in problems:
    print("  FAIL: " + p)
if not problems:
    print("  ok: numpy matmul and scipy dgemm ran on %s (buffer requests %d -> %d -> %d): %s"
          % (expected, r0, r1, r2, config))
sys.exit(1 if problems else 0)
