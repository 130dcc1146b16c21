# Buffer-cache test: steady state without allocator calls, mmap-family calls or page
# faults; release at thread exit and on request; STEADYBLAS_BUFFER_LIMIT; STEADYBLAS_ARCH.
.PHONY: test-cache
TEST_TARGETS += test-cache

$(BUILD)/test/test_cache: test/cache/test_cache.c test/common/tcheck.h include/cblas.h include/steadyblas.h | lib
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -Wall -Wextra -Iinclude -o $@ $< -L$(BUILD)/lib -lsteadyblas -lm -pthread

test-cache: lib $(BUILD)/test/test_cache
	LD_LIBRARY_PATH=$(BUILD)/lib $(BUILD)/test/test_cache
	LD_LIBRARY_PATH=$(BUILD)/lib STEADYBLAS_BUFFER_LIMIT=1 $(BUILD)/test/test_cache limit
	LD_LIBRARY_PATH=$(BUILD)/lib STEADYBLAS_ARCH=generic $(BUILD)/test/test_cache arch
	LD_LIBRARY_PATH=$(BUILD)/lib STEADYBLAS_ARCH=no-such-set $(BUILD)/test/test_cache arch
