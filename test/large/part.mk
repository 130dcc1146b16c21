# Large dimensions: index products beyond 2^31 elements (m * lda, n * incx) in levels 1, 2
# and 3, compared with the same calls on compact copies; operands in sparse mappings, so the
# test needs ~30 MB.  Run on 1 and 2 threads and with pre-faulting on, each under an RSS
# watchdog (1 GB): a library that made the gaps between C's columns resident (tens of GiB
# of sparse mapping) is killed and the test fails.
.PHONY: test-large
TEST_TARGETS += test-large

$(BUILD)/test/test_large: test/large/test_large.c include/cblas.h | lib
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -std=gnu11 -Wall -Wextra -Iinclude -o $@ $< -L$(BUILD)/lib -lsteadyblas -lm

LARGE_RUN := LD_LIBRARY_PATH=$(BUILD)/lib test/large/rsswatch.sh 1000000 $(BUILD)/test/test_large
test-large: lib $(BUILD)/test/test_large
	env -u STEADYBLAS_PREFAULT STEADYBLAS_NUM_THREADS=1 $(LARGE_RUN)
	env -u STEADYBLAS_PREFAULT STEADYBLAS_NUM_THREADS=2 $(LARGE_RUN)
	env STEADYBLAS_PREFAULT=on STEADYBLAS_NUM_THREADS=2 $(LARGE_RUN)
