# make test: every test layer, one after the other.  Included by the top Makefile.
#
# Each layer lives in test/<layer>/ with a part.mk that adds its target:
#     TEST_TARGETS += test-<layer>
# A layer target depends on `lib`, works on $(BUILD), prints what it checks, and fails
# (non-zero exit) when anything is wrong.  `make test` runs every layer even after a
# failure and ends with one line `N passed, M failed` counting layers.
# Run a single layer with `make test-<layer>`.

TEST_TARGETS :=

# Kernel sets.  test-unit, test-netlib and test-guard run once per set in TEST_ARCHS, each
# forced with STEADYBLAS_ARCH, through test/sets/run_sets.sh: it skips (and says so) a set
# this library lacks or this CPU cannot run, and checks from inside every process of the
# run (steadyblas_get_arch(), reported by the preloaded arch_probe.so) that the forced set
# is the one that ran.  One set: `make test-unit TEST_ARCHS=sse2`.
TEST_ARCHS ?= generic sse2 avx2 avx512
SETS_DIR   := $(BUILD)/test/sets
SETS_TOOLS := $(SETS_DIR)/arch_probe.so $(SETS_DIR)/arch_query
# $(call run_sets,LAYER,LIBDIR): the command prefix that runs the rest of the line once per set
run_sets    = SB_TEST_ARCHS="$(TEST_ARCHS)" bash test/sets/run_sets.sh $(1) $(2) $(SETS_DIR) --

$(SETS_DIR)/arch_probe.so: test/sets/arch_probe.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -std=gnu11 -Wall -Wextra -shared -fPIC -DSB_PROBE_PRELOAD -o $@ $< -ldl

$(SETS_DIR)/arch_query: test/sets/arch_probe.c $(LIBDIR)/libsteadyblas.so
	@mkdir -p $(dir $@)
	$(CC) -O1 -std=gnu11 -Wall -Wextra -Iinclude -o $@ $< -L$(LIBDIR) -Wl,--no-as-needed \
	    -lsteadyblas

include $(sort $(wildcard test/*/part.mk))

# Cheap, fundamental layers first; layers not named here run afterwards in the order
# their part.mk was included.
TEST_ORDER := test-symbols test-abi test-cache test-unit test-unit-asan test-fortran test-guard test-badargs \
              test-netlib test-lapacke test-lapack test-python test-ecosystem
# Layers that run in the background from the start, one after the other, beside the
# others: the sanitized unit tests (one busy thread for ~10 minutes), the thread tests
# (their ThreadSanitizer build, then programs of 2-4 threads; ~6 minutes) and the ILP64
# layer (mostly its library build).  On a 2-core machine running them alongside shortens
# make test by about their length; the two queues take about as long each (a fresh
# Zen 5 CI, 2026-12-02: foreground 1350 s without test-threads, background 1106 s
# without it, 2027 s in all with it in the foreground).  They build into directories of
# their own; their output is printed when the others are done.  TEST_BG= (empty) runs
# everything in sequence.
# test-ilp64 ran in the foreground from 2026-12-07 (the Intel model 0xa7 VM's background
# queue had become the longer one: test-unit-asan 1235 s of a 1994 s CI); back in the
# background since the sanitized builds compile the kernel sets at -O1 (Makefile,
# KSET_OPT: a fresh Zen 4 CI before that, 2028 s: foreground 1814 s of tests with
# test-fuzz 861 and test-ilp64 353, background test-unit-asan 1251 + test-threads 565).
TEST_BG    ?= test-unit-asan test-threads test-ilp64
TEST_BG_RUN := $(filter $(TEST_TARGETS),$(TEST_BG))
TEST_RUN   := $(filter-out $(TEST_BG_RUN),$(filter $(TEST_TARGETS),$(TEST_ORDER)) \
                $(filter-out $(TEST_ORDER),$(TEST_TARGETS)))

.PHONY: test test-list
test: lib
	@passed=0; failed=0; report=""; bg=$$(mktemp -d); \
	echo "======== in the background, one after the other: $(TEST_BG_RUN) ========"; \
	( for t in $(TEST_BG_RUN); do \
	      start=$$(date +%s); \
	      if $(MAKE) --no-print-directory $$t > $$bg/$$t.log 2>&1; then v=PASS; else v=FAIL; fi; \
	      echo "$$v $$(( $$(date +%s) - start ))" > $$bg/$$t.verdict; \
	  done ) & \
	for t in $(TEST_RUN); do \
	    echo ""; echo "======== $$t ========"; \
	    start=$$(date +%s); \
	    if $(MAKE) --no-print-directory $$t; then \
	        passed=$$((passed + 1)); verdict=PASS; \
	    else \
	        failed=$$((failed + 1)); verdict=FAIL; \
	    fi; \
	    secs=$$(( $$(date +%s) - start )); \
	    echo "======== $$t: $$verdict ($${secs} s) ========"; \
	    report="$$report$$t: $$verdict ($${secs} s)\n"; \
	done; \
	wait; \
	for t in $(TEST_BG_RUN); do \
	    echo ""; echo "======== $$t (ran in the background) ========"; \
	    cat $$bg/$$t.log; \
	    verdict=FAIL; secs=0; \
	    [ -f $$bg/$$t.verdict ] && read verdict secs < $$bg/$$t.verdict; \
	    if [ "$$verdict" = PASS ]; then passed=$$((passed + 1)); else failed=$$((failed + 1)); fi; \
	    echo "======== $$t: $$verdict ($${secs} s, in the background) ========"; \
	    report="$$report$$t: $$verdict ($${secs} s, in the background)\n"; \
	done; \
	rm -rf $$bg; \
	echo ""; echo "======== test summary ========"; printf "$$report"; \
	echo "$$passed passed, $$failed failed"; \
	test $$failed -eq 0

test-list:
	@echo $(TEST_RUN) $(TEST_BG_RUN:%=%[background])
