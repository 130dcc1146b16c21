# Symbols test: nothing Debian's reference libblas.so.3 exports is missing, the extensions
# are there, and xerbla_/cblas_xerbla/lsame_ stay interposable.  Included by test/test.mk.
.PHONY: test-symbols
TEST_TARGETS += test-symbols

test-symbols: lib
	sh test/symbols/check_symbols.sh $(BUILD)/lib/libsteadyblas.so.$(SOMAJOR)
	sh test/symbols/check_symbols.sh $(BUILD)/lib/compat/libblas.so.3
