# steadyblas-info and STEADYBLAS_VERBOSE (test/info/check_info.sh): every field printed
# and consistent with the environment; the self-check passing under every kernel set this
# machine runs (run_sets, which also verifies the forced set ran); the self-check failing
# on a library whose cblas_dgemm is wrong by 1e-9 (wrong_gemm.so preloaded); the dispatch
# block printed exactly once at load with STEADYBLAS_VERBOSE=1 and nothing without it.
# Included by test/test.mk.
.PHONY: test-info
TEST_TARGETS += test-info

$(BUILD)/test/info/wrong_gemm.so: test/info/wrong_gemm.c include/cblas.h
	@mkdir -p $(dir $@)
	$(CC) -O1 -std=gnu11 -Wall -Wextra -Iinclude -shared -fPIC -o $@ $< -ldl

test-info: lib $(BINDIR)/steadyblas-info $(BUILD)/test/info/wrong_gemm.so $(SETS_TOOLS)
	@bash test/info/check_info.sh $(BINDIR)/steadyblas-info $(BUILD)/test/info/wrong_gemm.so; \
	a=$$?; $(call run_sets,test-info,$(LIBDIR)) $(BINDIR)/steadyblas-info; \
	b=$$?; test $$a -eq 0 -a $$b -eq 0
