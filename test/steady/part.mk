# Steady state in make test: SteadyBLAS makes 0 minor page faults, 0 allocator calls and
# 0 mmap/munmap/mremap/madvise/brk system calls per call once warm (counts, never times),
# under glibc (default and pinned thresholds), jemalloc, mimalloc and tcmalloc, on 1 and
# 2 threads, for dgemm, dsyrk, ssyrk and cgemm at a subset of sizes (seed 000's and a few
# others).  The counts come from the libsbcount.so shim (bench/countshim.c); the full sweep
# beside OpenBLAS and BLIS is make bench-steady.  Needs libjemalloc2, libmimalloc2.0 and
# libtcmalloc-minimal4: a missing allocator fails the test.
.PHONY: test-steady
TEST_TARGETS += test-steady
STEADY_TEST_SIZES ?= 16,40,96,144,184,192,200,240,448,512

test-steady: lib $(STEADY_BIN) $(STEADY_SHIM)
	BUILD=$(BUILD) bench/steady.sh --check --libs ours --sizes $(STEADY_TEST_SIZES)
