# make test: every test layer, one after the other.  Included by the top Makefile.
#
# Each layer lives in test/<layer>/ with a part.mk that adds its target:
#     TEST_TARGETS += test-<layer>
# A layer target depends on `lib`, works on $(BUILD), prints what it checks, and fails
# (non-zero exit) when anything is wrong.  `make test` runs every layer even after a
# failure and ends with one line `N passed, M failed` counting layers.
# Run a single layer with `make test-<layer>`.

TEST_TARGETS :=
include $(sort $(wildcard test/*/part.mk))

# Cheap, fundamental layers first; layers not named here run afterwards in the order
# their part.mk was included.
TEST_ORDER := test-symbols test-abi test-cache test-unit test-unit-asan test-fortran test-guard test-badargs \
              test-netlib test-lapacke test-lapack test-python
TEST_RUN   := $(filter $(TEST_TARGETS),$(TEST_ORDER)) $(filter-out $(TEST_ORDER),$(TEST_TARGETS))

.PHONY: test test-list
test: lib
	@passed=0; failed=0; report=""; \
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
	echo ""; echo "======== test summary ========"; printf "$$report"; \
	echo "$$passed passed, $$failed failed"; \
	test $$failed -eq 0

test-list:
	@echo $(TEST_RUN)
