# Guard-page and bad-argument tests.  Included by test/test.mk.
#
# test-guard:   every operand between PROT_NONE pages; bytes outside what a routine may
#               write are checked unchanged; results compared with Debian's reference BLAS
#               (levels 3, 2, 1; Fortran ABI fully, CBLAS row- and column-major sampled).
# test-badargs: every illegal-argument case of levels 2 and 3 (and pairs of them, which
#               checks the order of the checks), Fortran ABI and CBLAS: the xerbla_ /
#               cblas_xerbla reports (name, number, RowMajorStrg) must equal those of the
#               reference libblas.so.3 running the same calls, and no byte may change.
#               The program is not linked with any BLAS: it loads each library by path in
#               its own child process, and its own xerbla_/cblas_xerbla (exported with
#               -rdynamic) record the reports of both.
# test-lifecycle: every routine (every 5th case of the guard test's cases, at least the
#               first, results against the reference) three times in one process: the
#               buffer cache maps nothing after the first round and holds 0 bytes after
#               steadyblas_release_buffers(); then every 20th case twice under valgrind
#               memcheck (no error, no definite or indirect leak, 0 bytes held at the end;
#               valgrind hides AVX-512, so the avx2 set runs).  Not the growth check there:
#               under valgrind which calls the pool's workers share depends on timing
#               (guard.c, --no-growth-check).  The first run keeps the workers awake
#               (STEADYBLAS_WAIT_POLICY=active): a short call that found a worker asleep
#               would run alone, perhaps on another path with buffers new to the
#               process, so the growth check would depend on the machine's load.
.PHONY: test-guard test-badargs test-lifecycle
TEST_TARGETS += test-guard test-badargs test-lifecycle

GUARD_DIR   := $(BUILD)/test/guard
GUARD_CFLAGS := -O2 -g -std=gnu11 -Wall -Wextra -Wno-unused-parameter -fcx-fortran-rules \
                -I. -Iinclude -Itest/guard -MMD -MP
GUARD_COMMON := $(GUARD_DIR)/routines.o $(GUARD_DIR)/call.o $(GUARD_DIR)/geom.o $(GUARD_DIR)/compare.o \
                $(foreach t,s d c z,$(GUARD_DIR)/call_$(t).o)
REFBLAS     ?= /usr/lib/x86_64-linux-gnu/blas/libblas.so.3

$(GUARD_DIR)/%.o: test/guard/%.c
	@mkdir -p $(dir $@)
	$(CC) $(GUARD_CFLAGS) -c $< -o $@

define guard_type_rule
$(GUARD_DIR)/call_$(1).o: test/guard/call_t.c
	@mkdir -p $$(dir $$@)
	$$(CC) $$(GUARD_CFLAGS) -DSB_TYPE_$(shell echo $(1) | tr a-z A-Z) -c $$< -o $$@
endef
$(foreach t,s d c z,$(eval $(call guard_type_rule,$(t))))

$(GUARD_DIR)/guard: $(GUARD_DIR)/guard.o $(GUARD_COMMON) $(LIBDIR)/libsteadyblas.so
	$(CC) -o $@ $(GUARD_DIR)/guard.o $(GUARD_COMMON) -L$(LIBDIR) -Wl,--no-as-needed -lsteadyblas \
	    -Wl,--as-needed -ldl -lm

$(GUARD_DIR)/badargs: $(GUARD_DIR)/badargs.o $(GUARD_COMMON)
	$(CC) -rdynamic -o $@ $^ -ldl -lm

# Once per kernel set (TEST_ARCHS, see test/test.mk).
test-guard: lib $(GUARD_DIR)/guard $(SETS_TOOLS)
	$(call run_sets,test-guard,$(LIBDIR)) env LD_LIBRARY_PATH=$(LIBDIR) $(GUARD_DIR)/guard \
	    --ref $(REFBLAS)

test-badargs: lib $(GUARD_DIR)/badargs
	$(GUARD_DIR)/badargs --ref $(REFBLAS) --lib $(LIBDIR)/libsteadyblas.so.$(SOMAJOR)

test-lifecycle: lib $(GUARD_DIR)/guard
	@out=$$(env LD_LIBRARY_PATH=$(LIBDIR) STEADYBLAS_WAIT_POLICY=active $(GUARD_DIR)/guard --ref $(REFBLAS) --lifecycle 3 5); \
	rc=$$?; echo "$$out" | grep -E '^(lifecycle|FAIL|guard:|  )' | head -60; \
	[ $$rc -eq 0 ] || echo "guard exit status $$rc"; test $$rc -eq 0
	@out=$$(env LD_LIBRARY_PATH=$(LIBDIR) valgrind -q --error-exitcode=3 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
	    $(GUARD_DIR)/guard --ref $(REFBLAS) --lifecycle 2 20 --no-growth-check); \
	rc=$$?; echo "valgrind memcheck:"; echo "$$out" | grep -E '^(lifecycle|FAIL|guard:|  )' | head -60; \
	echo "valgrind exit status $$rc"; test $$rc -eq 0

-include $(wildcard $(GUARD_DIR)/*.d)
