"""pytest plugin (loaded with `-p sb_check`): proves, inside the process that runs the
numpy/scipy tests, which BLAS and LAPACK they really run on.

Environment:
  SB_EXPECT_BLAS    path of the libblas.so.3 that must be mapped (SteadyBLAS's compat copy)
  SB_EXPECT_LAPACK  path of the liblapack.so.3 that must be mapped (reference LAPACK)

At start-up (pytest_configure) it imports numpy, numpy.linalg and scipy.linalg, then reads
/proc/self/maps: exactly one libblas.so* must be mapped and be SB_EXPECT_BLAS, liblapack.so*
must be SB_EXPECT_LAPACK, and no OpenBLAS may be mapped.  Then it calls
steadyblas_get_config() and steadyblas_buffer_stats() through ctypes on that same library
and checks that a numpy float64 matmul (512 x 512) and a scipy.linalg.blas.dgemm call both
reach it (its packing-buffer requests go up).  The maps are read again at the end of the
session.  Any problem stops the run with a usage error, or fails the session at the end.
"""
import ctypes
import os

import pytest

_header = []


class _Stats(ctypes.Structure):
    _fields_ = [("hits", ctypes.c_uint64), ("misses", ctypes.c_uint64),
                ("bytes_mapped", ctypes.c_uint64), ("bytes_held", ctypes.c_uint64)]


def _mapped():
    with open("/proc/self/maps") as f:
        return sorted({line.split()[-1] for line in f if line.rstrip().endswith(".so")
                       or ".so." in line.split()[-1]})


def _check_maps():
    blas = os.path.realpath(os.environ["SB_EXPECT_BLAS"])
    lapack = os.path.realpath(os.environ["SB_EXPECT_LAPACK"])
    paths = _mapped()
    problems = []
    got_blas = sorted({os.path.realpath(p) for p in paths
                       if os.path.basename(p).startswith("libblas.so")})
    got_lapack = sorted({os.path.realpath(p) for p in paths
                         if os.path.basename(p).startswith("liblapack.so")})
    if got_blas != [blas]:
        problems.append("libblas mapped: %s, expected %s" % (got_blas, blas))
    if got_lapack != [lapack]:
        problems.append("liblapack mapped: %s, expected %s" % (got_lapack, lapack))
    openblas = [p for p in paths if "openblas" in p.lower()]
    if openblas:
        problems.append("OpenBLAS mapped: %s" % openblas)
    return problems, got_blas, got_lapack


def _requests(lib):
    s = _Stats()
    lib.steadyblas_buffer_stats(ctypes.byref(s))
    return s.hits + s.misses


def pytest_configure(config):
    import numpy
    import numpy.linalg  # noqa: F401  (loads numpy's LAPACK module)
    import scipy.linalg
    import scipy.linalg.blas

    problems, got_blas, got_lapack = _check_maps()
    if problems:
        raise pytest.UsageError("sb_check: " + "; ".join(problems))
    lib = ctypes.CDLL(got_blas[0])          # already mapped: the same handle
    lib.steadyblas_get_config.restype = ctypes.c_char_p
    config_line = lib.steadyblas_get_config().decode()

    rng = numpy.random.default_rng(1)
    a, b = rng.standard_normal((512, 512)), rng.standard_normal((512, 512))
    before = _requests(lib)
    c = a @ b
    after_numpy = _requests(lib)
    d = scipy.linalg.blas.dgemm(1.0, a, b)
    after_scipy = _requests(lib)
    if not numpy.allclose(c, d):
        problems.append("numpy matmul and scipy dgemm disagree")
    if after_numpy <= before:
        problems.append("numpy's matmul did not reach SteadyBLAS (no buffer request)")
    if after_scipy <= after_numpy:
        problems.append("scipy.linalg.blas.dgemm did not reach SteadyBLAS")
    if problems:
        raise pytest.UsageError("sb_check: " + "; ".join(problems))
    _header[:] = [
        "sb_check: libblas.so.3 mapped = %s" % got_blas[0],
        "sb_check: liblapack.so.3 mapped = %s" % got_lapack[0],
        "sb_check: steadyblas_get_config() = %s" % config_line,
        "sb_check: numpy matmul and scipy dgemm reached SteadyBLAS (buffer requests %d -> %d -> %d)"
        % (before, after_numpy, after_scipy),
    ]


def pytest_report_header(config):
    return list(_header)


def pytest_sessionfinish(session, exitstatus):
    problems, _, _ = _check_maps()
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if problems:
        if reporter:
            reporter.write_line("sb_check at the end of the session: " + "; ".join(problems),
                                red=True)
        session.exitstatus = 1
    elif reporter:
        reporter.write_line("sb_check at the end of the session: still SteadyBLAS + reference LAPACK, no OpenBLAS")
