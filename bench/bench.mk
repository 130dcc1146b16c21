# make bench — SteadyBLAS against OpenBLAS and BLIS, interleaved, best of 5 rounds, with the
# machine's FMA peak measured in the same run (see bench/bench.c for the method).
#
#   make bench                                        6 ops x n = 64,192,512,1024, 1 thread
#   make bench BENCH_ARGS="--ops dgemm --sizes 512,1024 --threads 2"
#   make bench BENCH_ARGS="--sweep --ops dsyrk"       n = 16..1024 step 8
#   make bench BENCH_ARGS="--shapes 4096x64x256,64x4096x256 --trans NN,TT"
#   make bench BENCH_ARGS="--ours-arch avx2 --openblas-core Haswell --ops dgemm,sgemm"
#
# The run is pinned with taskset to CPUs 0..T-1 (T from --threads; BENCH_CPUS overrides).
# Results: stdout, $(BUILD)/bench/results.md and $(BUILD)/bench/results.csv.
# Needs Debian's libopenblas0-pthread and libblis4 (apt-get install libblis-dev).
# Not part of make test: it asserts nothing about time.

BENCH_DIR  := $(BUILD)/bench
BENCH_BIN  := $(BENCH_DIR)/bench
BENCH_ARGS ?=
BENCH_CPUS ?=

$(BENCH_DIR)/obj/%.o: bench/%.c bench/peak.h bench/benchutil.h
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -std=gnu11 -Wall -Wextra $(BENCH_ISA_$*) -c $< -o $@

BENCH_ISA_peak_avx512 := -mavx512f -mfma
BENCH_ISA_peak_avx2   := -mavx2 -mfma

# benchutil.o: the helpers the drivers share (benchutil.h).
$(BENCH_BIN): $(BENCH_DIR)/obj/bench.o $(BENCH_DIR)/obj/benchutil.o \
              $(BENCH_DIR)/obj/peak_avx512.o $(BENCH_DIR)/obj/peak_avx2.o
	$(CC) -o $@ $^ -ldl -lm

.PHONY: bench bench-bin
bench-bin: $(BENCH_BIN)

bench: $(BENCH_BIN) $(SHLIB)
	@t=$$(echo ' $(BENCH_ARGS) ' | sed -n 's/.* --threads[ =]*\([0-9][0-9]*\).*/\1/p'); \
	cpus='$(BENCH_CPUS)'; t=$${t:-1}; \
	[ -n "$$cpus" ] || { [ $$t -eq 1 ] && cpus=0 || cpus=0-$$(( t - 1 )); }; \
	export SB_BENCH_INVOKED="make bench$(if $(BENCH_ARGS), BENCH_ARGS=\"$(BENCH_ARGS)\") (taskset -c $$cpus)"; \
	echo "taskset -c $$cpus $(BENCH_BIN) --ours $(SHLIB) --out $(BENCH_DIR) $(BENCH_ARGS)"; \
	taskset -c $$cpus $(BENCH_BIN) --ours $(SHLIB) --out $(BENCH_DIR) $(BENCH_ARGS)

# make bench-seed001 — seed 001 (shared/seeds/001_*): cgemm m = n = 1024, k = 32, 300 calls,
# each into a freshly mapped C (huge pages and 4 KiB pages, with and without the caller's
# memset, beta 0 and 1), 1 and 2 threads, SteadyBLAS against OpenBLAS and BLIS; also
# SteadyBLAS with STEADYBLAS_PREFAULT=off as an extra row (see bench/seed001.c).
#
#   make bench-seed001                   about 2 minutes on 2 quiet CPUs, 3 on busy ones
#   make bench-seed001 BENCH_ARGS="--rounds 5 --prefault on"
#   make bench-seed001 BENCH_ARGS="--pages huge --beta 0 --libs ours,openblas"
#   make bench-seed001 BENCH_ARGS="--source mmap,region"  + the seed program's layout (one
#                                                          region for all calls; slower)
#
# No taskset here: every (library, threads) configuration runs in its own process, which
# pins itself to the first T CPUs.  Results: stdout, $(BUILD)/bench/seed001.md and .csv.

SEED001_BIN := $(BENCH_DIR)/seed001

$(SEED001_BIN): $(BENCH_DIR)/obj/seed001.o $(BENCH_DIR)/obj/benchutil.o
	$(CC) -o $@ $^ -ldl -lm

.PHONY: bench-seed001
bench-bin: $(SEED001_BIN)

bench-seed001: $(SEED001_BIN) $(SHLIB)
	@export SB_BENCH_INVOKED="make bench-seed001$(if $(BENCH_ARGS), BENCH_ARGS=\"$(BENCH_ARGS)\")"; \
	echo "$(SEED001_BIN) --ours $(SHLIB) --out $(BENCH_DIR) $(BENCH_ARGS)"; \
	$(SEED001_BIN) --ours $(SHLIB) --out $(BENCH_DIR) $(BENCH_ARGS)

# make bench-steady — steady state across allocators (bench/steady.sh): per-call minor
# faults, allocator calls and mmap-family system calls (counted by the libsbcount.so shim,
# bench/countshim.c) and GFLOP/s, SteadyBLAS, OpenBLAS, BLIS and Eigen 3.4 (needs
# libeigen3-dev and g++), glibc (default and pinned
# thresholds), jemalloc, mimalloc, tcmalloc, 1 and 2 threads, n = 16..1024 step 8 and seed
# 000's sizes.  STEADY_ARGS passes options (e.g. --sizes 144,192 --libs ours).
STEADY_BIN  := $(BENCH_DIR)/steady
STEADY_SHIM := $(BENCH_DIR)/libsbcount.so
STEADY_ARGS ?=
$(STEADY_BIN): bench/steady.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -std=gnu11 -Wall -Wextra -o $@ $< -ldl
$(STEADY_SHIM): bench/countshim.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -std=gnu11 -Wall -Wextra -fPIC -shared -o $@ $< -ldl -pthread
# Eigen 3.4 (libeigen3-dev, g++) behind the CBLAS names steady calls: seed 000's comparison
STEADY_EIGEN := $(BENCH_DIR)/libeigen_steady.so
$(STEADY_EIGEN): bench/eigenblas.cc
	@mkdir -p $(dir $@)
	$(CXX) -O3 -march=x86-64-v3 -DNDEBUG -fopenmp -fPIC -shared -I/usr/include/eigen3 -o $@ $<
.PHONY: bench-steady
bench-steady: $(STEADY_BIN) $(STEADY_SHIM) $(SHLIB) $(STEADY_EIGEN)
	BUILD=$(BUILD) bench/steady.sh --out $(BENCH_DIR)/steady $(STEADY_ARGS)

# make bench-plot — PNGs of GFLOP/s against n (bench/plot.py; needs python3-matplotlib):
# one per operation and thread count of each CSV, SteadyBLAS, OpenBLAS and BLIS where the
# run has them, the run's measured peak as a line, machine and date from the report
# beside the CSV.
#
#   make bench-plot                                  the latest results: $(BUILD)/bench/results.csv,
#                                                    else the newest folder of bench/results/
#   make bench-plot BENCH_CSV=bench/results/2026-11-30-3/sweep-t1     a CSV or a folder (or several)
#   make bench-plot BENCH_CSV=... BENCH_PLOTS=bench/results/2026-11-30-3/plots
#
# PNGs go to BENCH_PLOTS (default $(BUILD)/bench/plots).
BENCH_CSV   ?=
BENCH_PLOTS ?= $(BENCH_DIR)/plots
.PHONY: bench-plot
bench-plot:
	BUILD=$(BUILD) /usr/bin/python3 bench/plot.py --out $(BENCH_PLOTS) \
	    $(if $(strip $(BENCH_CSV)),$(BENCH_CSV),--latest)
