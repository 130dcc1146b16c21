# Thread tests: the pool, the thread-count setting and pre-faulting (DESIGN.md "Threads and
# pre-faulting").  Included by test/test.mk.  Each program prints one line per check and
# "N passed, M failed"; none asserts a time; a watchdog alarm turns a deadlock into a FAIL.
#
# test-threads:
#   test_concurrency  8 user threads at once, mixed s/d/c/z level-3 calls (sizes 1 .. 400,
#                     both layouts) with 4 library threads, every element compared with a
#                     1-thread reference (itself checked against plain loops); then the same
#                     while the thread count keeps changing and release_buffers is called
#   test_1vsN         gemm/syrk/herk/symm/hemm/trmm/trsm, s d c z: 2, 3, 4 threads agree with 1
#                     bit for bit, also on calls the small path takes on one thread (k over
#                     KC, alpha and beta that round); thread count changed between calls;
#                     run with the workers asleep and awake, with small block sizes (many
#                     panels), and (awake) on the AVX2 set, whose small kernel differs
#   test_l2_1vsN      the threaded level-2 routines (gemv, ger, syr, syr2, spr, spr2, symv,
#                     spmv, sbmv, trmv and the Hermitian ones), s d c z, every flag, inc 1
#                     and -2: 2, 3, 4 threads give 1 thread's result bit for bit (the whole
#                     output buffer), 1 thread agrees with the reference BLAS; workers
#                     asleep and awake, and (awake) on the AVX2 set
#   test_fork         fork() after the pool ran (and while it runs): the child computes right
#                     on threads and alone; the parent keeps working; a hang fails by timeout
#   test_thread_exit  10,000 threads each making one call: results right, bytes_held and RSS
#                     bounded, release_buffers brings bytes_held to 0
#   test_config       STEADYBLAS_NUM_THREADS, OMP_NUM_THREADS, affinity default, set/get (also
#                     the openblas_* names), STEADYBLAS_PREFAULT: one process per environment;
#                     under an MPI launcher's variables (OpenMPI, Hydra, Slurm's srun, PMIx)
#                     with several ranks the default is 1, with one rank per node (or one in
#                     all) the CPUs, and STEADYBLAS_NUM_THREADS / OMP_NUM_THREADS still win
#   test_prefault     threaded d/z gemm into fresh (huge-page) mappings with padding, guard
#                     pages after and before C: results right, no byte outside C changed, no
#                     fault; populate requests as each mode promises; also with the library's
#                     fallback for kernels without MADV_POPULATE_WRITE
# test-threads-tsan:  the library built with SANITIZE=thread in $(TSAN_BUILD); test_concurrency
#                     (2 passes, sizes up to 200), test_1vsN small, test_l2_1vsN small and
#                     test_prefault fallback
#                     small under ThreadSanitizer; any report fails.  Part of test-threads
#                     (so of make test and CI): a first (clean) TSan build takes ~2.5 min
#                     with -j2 here and the runs ~1.2 min; THREADS_TSAN=0 leaves it out.
.PHONY: test-threads test-threads-tsan
TEST_TARGETS += test-threads

THREADS_DIR    := $(BUILD)/test/threads
THREADS_CFLAGS := -O2 -g -std=gnu11 -Wall -Wextra -fcx-fortran-rules -Iinclude -Itest/threads
THREADS_PROGS  := test_concurrency test_1vsN test_l2_1vsN test_fork test_thread_exit test_config test_prefault
THREADS_BINS   := $(addprefix $(THREADS_DIR)/,$(THREADS_PROGS))
THREADS_DEPS   := test/threads/tt.c test/threads/tt.h include/cblas.h include/steadyblas.h \
                  test/threads/part.mk
# every run starts from the same environment: no thread count, pre-fault mode or MPI
# launcher's variables (which make the default 1 thread) inherited
THREADS_MPI_VARS := OMPI_COMM_WORLD_LOCAL_SIZE OMPI_COMM_WORLD_SIZE MPI_LOCALNRANKS PMI_SIZE \
                    SLURM_STEP_NUM_TASKS PMIX_RANK
THREADS_ENV    := env -u STEADYBLAS_NUM_THREADS -u OMP_NUM_THREADS -u STEADYBLAS_PREFAULT \
                  -u STEADYBLAS_WAIT_POLICY -u OMP_WAIT_POLICY \
                  $(addprefix -u ,$(THREADS_MPI_VARS)) LD_LIBRARY_PATH=$(BUILD)/lib
THREADS_TSAN   ?= 1
# Programs that need their threaded calls to run threaded keep the workers awake
# (STEADYBLAS_WAIT_POLICY=active): by default a mid-size call that finds the workers asleep
# -- the test's own checking between calls takes longer than their 5 ms of spinning --
# runs on one thread (driver/level3/engine.h, SB_L3_COLD_WORK).  One test_1vsN run keeps
# the default, the rest of the programs too.
ACTIVE := env STEADYBLAS_WAIT_POLICY=active
# small blocks (MC,KC,NC per type): many NC panels and KC slices at the tests' sizes, so
# that the engine's per-panel and per-slice synchronisation is exercised
THREADS_SMALL_BLOCKS := d=48,40,96 s=64,48,96 c=48,40,48 z=24,40,48
TSAN_BUILD     ?= build-tsan

$(THREADS_BINS): $(THREADS_DIR)/%: test/threads/%.c $(THREADS_DEPS) | lib
	@mkdir -p $(dir $@)
	$(CC) $(THREADS_CFLAGS) -o $@ $< test/threads/tt.c -L$(BUILD)/lib -lsteadyblas -lm -pthread

# Every program runs even after a failure; the target fails when any did.
test-threads: lib $(THREADS_BINS) $(SETS_TOOLS) $(if $(filter 1,$(THREADS_TSAN)),test-threads-tsan)
	@st=0; D=$(THREADS_DIR); \
	run() { echo "---- $$*"; $(THREADS_ENV) "$$@" || { echo "---- FAILED: $$*"; st=1; }; }; \
	run $$D/test_config names; \
	run env STEADYBLAS_NUM_THREADS=3 $$D/test_config threads 3; \
	run env OMP_NUM_THREADS=2,1 $$D/test_config threads 2; \
	run env STEADYBLAS_NUM_THREADS=3 OMP_NUM_THREADS=2 $$D/test_config threads 3; \
	run $$D/test_config threads cpus; \
	run env OMPI_COMM_WORLD_SIZE=4 OMPI_COMM_WORLD_LOCAL_SIZE=4 $$D/test_config threads 1; \
	run env OMPI_COMM_WORLD_SIZE=4 $$D/test_config threads 1; \
	run env OMPI_COMM_WORLD_SIZE=8 OMPI_COMM_WORLD_LOCAL_SIZE=1 $$D/test_config threads cpus; \
	run env OMPI_COMM_WORLD_SIZE=1 $$D/test_config threads cpus; \
	run env PMI_SIZE=4 MPI_LOCALNRANKS=2 $$D/test_config threads 1; \
	run env PMI_SIZE=4 $$D/test_config threads 1; \
	run env SLURM_STEP_NUM_TASKS=4 $$D/test_config threads 1; \
	run env SLURM_NTASKS=4 $$D/test_config threads cpus; \
	run env PMIX_RANK=0 $$D/test_config threads 1; \
	run env OMPI_COMM_WORLD_SIZE=4 STEADYBLAS_NUM_THREADS=2 $$D/test_config threads 2; \
	run env OMPI_COMM_WORLD_SIZE=4 OMP_NUM_THREADS=3 $$D/test_config threads 3; \
	run env STEADYBLAS_PREFAULT=off $$D/test_config prefault 0; \
	run env STEADYBLAS_PREFAULT=on $$D/test_config prefault 1; \
	run env STEADYBLAS_PREFAULT=auto $$D/test_config prefault 2; \
	run $$D/test_config prefault 2; \
	run $$D/test_concurrency; \
	run $$D/test_1vsN; \
	run $(ACTIVE) $$D/test_1vsN; \
	run $(ACTIVE) STEADYBLAS_BLOCKING="$(THREADS_SMALL_BLOCKS)" $$D/test_1vsN; \
	run env SB_TEST_ARCHS=avx2 bash test/sets/run_sets.sh test-threads $(BUILD)/lib \
	    $(SETS_DIR) -- $(ACTIVE) $$D/test_1vsN; \
	run $(ACTIVE) $$D/test_l2_1vsN; \
	run $$D/test_l2_1vsN; \
	run env SB_TEST_ARCHS=avx2 bash test/sets/run_sets.sh test-threads $(BUILD)/lib \
	    $(SETS_DIR) -- $(ACTIVE) $$D/test_l2_1vsN; \
	run $$D/test_fork; \
	run $$D/test_thread_exit; \
	run $(ACTIVE) $$D/test_prefault api; \
	run $(ACTIVE) STEADYBLAS_PREFAULT=on $$D/test_prefault env; \
	run $(ACTIVE) STEADYBLAS_PREFAULT=off $$D/test_prefault env; \
	run $(ACTIVE) STEADYBLAS_PREFAULT=auto $$D/test_prefault env; \
	run $(ACTIVE) $$D/test_prefault fallback; \
	exit $$st

# ThreadSanitizer: its own library build in $(TSAN_BUILD) (SANITIZE bypasses the buffer
# cache; see Makefile), and three programs built against it (always relinked: cheap).
# Any report fails the target (halt_on_error, abort_on_error); nothing is suppressed.
TSAN_DIR := $(TSAN_BUILD)/test/threads
TSAN_RUN := env -u STEADYBLAS_NUM_THREADS -u OMP_NUM_THREADS -u STEADYBLAS_PREFAULT \
            -u OMP_WAIT_POLICY STEADYBLAS_WAIT_POLICY=active LD_LIBRARY_PATH=$(TSAN_BUILD)/lib \
            TSAN_OPTIONS="halt_on_error=1 abort_on_error=1 second_deadlock_stack=1"
THREADS_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
TSAN_PROGS := test_concurrency test_1vsN test_l2_1vsN test_prefault

test-threads-tsan:
	@$(MAKE) --no-print-directory -j$(THREADS_JOBS) SANITIZE=thread BUILD=$(TSAN_BUILD) lib
	@mkdir -p $(TSAN_DIR)
	for p in $(TSAN_PROGS); do \
	    $(CC) $(THREADS_CFLAGS) -O1 -fsanitize=thread -o $(TSAN_DIR)/$$p test/threads/$$p.c \
	        test/threads/tt.c -L$(TSAN_BUILD)/lib -lsteadyblas -lm -pthread || exit 1; \
	done
	$(TSAN_RUN) $(TSAN_DIR)/test_concurrency 2 200
	$(TSAN_RUN) $(TSAN_DIR)/test_1vsN small
	$(TSAN_RUN) $(TSAN_DIR)/test_l2_1vsN small
	$(TSAN_RUN) $(TSAN_DIR)/test_prefault fallback small
