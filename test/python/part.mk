# numpy's linalg and matmul/dot tests and scipy.linalg's whole test suite (Debian's
# /usr/bin/python3) with $(BUILD)/lib/compat/libblas.so.3 as their BLAS and reference LAPACK.
# See run_python.sh.  Included by test/test.mk.
.PHONY: test-python
TEST_TARGETS += test-python

test-python: lib
	bash test/python/run_python.sh $(BUILD)/lib/compat $(BUILD)/test/python
