# arch/ test: computed cache blocking on real CPUs' cache geometries for every compiled
# kernel set, and the dispatcher under STEADYBLAS_ARCH (unset, each set name, an unknown
# name).  Links the static library (arch/ and the sets are hidden in the shared one).
# Included by test/test.mk.
.PHONY: test-arch
TEST_TARGETS += test-arch

$(BUILD)/test/test_arch: test/arch/test_arch.c arch/arch.h arch/ksets.h kernel/kernel.h \
                         $(LIBDIR)/libsteadyblas.a | lib
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -std=gnu11 -Wall -Wextra -I. -Iinclude -o $@ $< $(LIBDIR)/libsteadyblas.a \
	    -lm -pthread

test-arch: lib $(BUILD)/test/test_arch
	@set -e; for a in "" generic sse2 avx2 avx512 no-such-set; do \
	    STEADYBLAS_ARCH=$$a $(BUILD)/test/test_arch 2>&1 | grep -v "^test-arch: .* on " \
	        | grep -v "^test-arch: PASS" || true; \
	    STEADYBLAS_ARCH=$$a $(BUILD)/test/test_arch > /dev/null 2>&1 \
	        || { echo "test-arch: FAIL with STEADYBLAS_ARCH=$$a"; \
	             STEADYBLAS_ARCH=$$a $(BUILD)/test/test_arch | grep FAIL; exit 1; }; \
	done; $(BUILD)/test/test_arch | grep "^test-arch: .* on \|PASS"
