# Kernel test: every GEMM microkernel and pack routine of every kernel set compiled into
# the library, compared with the generic set (edge tiles, strides, beta = 0 with NaN in
# C, bytes outside the tile).  Links the static library so that the hidden kernel-set
# symbols are reachable.  A set the CPU cannot run is skipped with a message.
# Included by test/test.mk.
.PHONY: test-kernels
TEST_TARGETS += test-kernels

$(BUILD)/test/test_kernels: test/kernels/test_kernels.c kernel/kernel.h \
                            kernel/generic/generic.h $(LIBDIR)/libsteadyblas.a | lib
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -std=gnu11 -Wall -Wextra -Wno-unused-parameter -fcx-fortran-rules -I. \
	    -Iinclude -o $@ $< $(LIBDIR)/libsteadyblas.a -lm -pthread

test-kernels: lib $(BUILD)/test/test_kernels
	$(BUILD)/test/test_kernels
