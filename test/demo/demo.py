"""make demo: numpy's matmul running on SteadyBLAS.

Run by demo.sh as  LD_LIBRARY_PATH=<build>/lib/compat[:<reference LAPACK dir>] python3 demo.py
<build>/lib/compat/libblas.so.3.  numpy (Debian's) is linked against libblas.so.3;
LD_LIBRARY_PATH makes that SteadyBLAS.
"""
import ctypes
import os
import sys
import time

import numpy as np

expected = os.path.realpath(sys.argv[1])


class Stats(ctypes.Structure):
    _fields_ = [("hits", ctypes.c_uint64), ("misses", ctypes.c_uint64),
                ("bytes_mapped", ctypes.c_uint64), ("bytes_held", ctypes.c_uint64)]


def mapped(prefixes):
    with open("/proc/self/maps") as f:
        paths = {line.split()[-1] for line in f if "/" in line}
    return sorted(p for p in paths if os.path.basename(p).startswith(prefixes))


print("numpy %s from %s" % (np.__version__, os.path.dirname(np.__file__)))
print("BLAS and LAPACK libraries mapped into this process (/proc/self/maps):")
for p in mapped(("libblas", "liblapack", "libopenblas", "libblis", "libmkl", "libsteadyblas")):
    print("   ", p)
blas = sorted({os.path.realpath(p) for p in mapped(("libblas.so",))})
if blas != [expected]:
    sys.exit("demo: numpy's libblas.so.3 is not SteadyBLAS (expected %s)" % expected)
print("numpy's libblas.so.3 is SteadyBLAS: %s" % expected)
if mapped(("libopenblas",)):
    print("(OpenBLAS is mapped as the provider of liblapack.so.3, i.e. numpy.linalg; matmul"
          " does not use it. Install liblapack3 to put reference LAPACK on SteadyBLAS too.)")

lib = ctypes.CDLL(expected)                  # the library numpy already loaded
lib.steadyblas_get_config.restype = ctypes.c_char_p
print("steadyblas_get_config(): %s" % lib.steadyblas_get_config().decode())


def requests():
    s = Stats()
    lib.steadyblas_buffer_stats(ctypes.byref(s))
    return s.hits + s.misses, s


n = 1000
rng = np.random.default_rng(0)
a, b = rng.standard_normal((n, n)), rng.standard_normal((n, n))
before, _ = requests()
c = a @ b
after, s = requests()
print("one %dx%d float64 matmul asked SteadyBLAS's buffer cache for %d packing buffers"
      % (n, n, after - before))
if after <= before:
    sys.exit("demo: numpy's matmul did not reach SteadyBLAS")
x = rng.standard_normal(n)
err = np.abs(c @ x - a @ (b @ x)).max() / np.abs(c @ x).max()
print("check: (A @ B) @ x against A @ (B @ x): relative difference %.1e" % err)
if not err < 1e-10:
    sys.exit("demo: the product is wrong")

best = float("inf")
for _ in range(5):
    t0 = time.perf_counter()
    a @ b
    best = min(best, time.perf_counter() - t0)
s2 = requests()[1]
print("%dx%d float64 matmul: best of 5 = %.3f s = %.2f GFLOP/s" % (n, n, best, 2.0 * n ** 3 / best / 1e9))
print("buffer cache: %d hits, %d misses, %.1f MiB held (warm buffers are reused, not reallocated)"
      % (s2.hits, s2.misses, s2.bytes_held / 2 ** 20))
