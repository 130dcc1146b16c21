# ILP64: builds the library of `make INTERFACE64=1` once, in $(BUILD)64 (the directory that
# command uses by default; -j2), and tests it:
#  1. symbols: libsteadyblas64.so.0 (and .a) exports every name of the LP64 library with
#     the suffix 64_ and nothing unsuffixed; compat64/libblas64.so.3 exports the same names
#     unsuffixed (check_symbols64.sh), and everything Debian's ILP64 reference
#     libblas64.so.3 exports (test/symbols/check_symbols.sh);
#  2. test_ilp64: operands of more than 2^31 elements and a dimension above 2^31 through
#     the suffixed Fortran and CBLAS names, under the RSS watchdog (1 GB), and argument
#     errors reported through xerbla_64_ / cblas_xerbla64_;
#  3. the 24 netlib testers of Debian's libblas64-test (built with 64-bit INTEGER) against
#     compat64/libblas64.so.3, as test-netlib runs the LP64 ones (run_netlib.sh); once, on
#     the kernel set the library picks (the kernels are those of the LP64 build; the
#     interface layers are what differ).
# Needs libblas64-test (which brings libblas64-3, the reference).  Included by test/test.mk.
.PHONY: test-ilp64 lib-ilp64
TEST_TARGETS += test-ilp64

BUILD64      := $(BUILD)64
LIB64DIR     := $(BUILD64)/lib
BLASTEST64   ?= /usr/lib/x86_64-linux-gnu/blas64
REFBLAS64    ?= $(BLASTEST64)/libblas64.so.3
ILP64_TEST   := $(BUILD)/test/ilp64/test_ilp64

lib-ilp64:
	$(MAKE) --no-print-directory -j2 INTERFACE64=1 BUILD=$(BUILD64) lib

test-ilp64: lib lib-ilp64
	@mkdir -p $(dir $(ILP64_TEST))
	$(CC) -O1 -g -std=gnu11 -Wall -Wextra -Iinclude -I$(BUILD64)/include -o $(ILP64_TEST) \
	    test/ilp64/test_ilp64.c -rdynamic -L$(LIB64DIR) -lsteadyblas64 -ldl -lm
	sh test/ilp64/check_symbols64.sh $(LIBDIR)/libsteadyblas.so.$(SOMAJOR) \
	    $(LIB64DIR)/libsteadyblas64.so.$(SOMAJOR) $(LIB64DIR)/compat64/libblas64.so.3 \
	    $(LIB64DIR)/libsteadyblas64.a
	sh test/symbols/check_symbols.sh $(LIB64DIR)/compat64/libblas64.so.3 $(REFBLAS64)
	LD_LIBRARY_PATH=$(LIB64DIR) test/large/rsswatch.sh 1000000 $(ILP64_TEST)
	BLASTEST=$(BLASTEST64) NETLIB_SONAME=libblas64.so.3 bash test/netlib/run_netlib.sh \
	    $(LIB64DIR)/compat64 $(BUILD)/test/netlib64
