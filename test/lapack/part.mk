# The LAPACK test suite of Debian's liblapack-test (xlintst?, xlintstrf?, xeigtst? with all
# their inputs, and the mixed-precision testers) with reference LAPACK over
# $(BUILD)/lib/compat/libblas.so.3, compared with the same suite over the reference BLAS.
# See run_lapack.sh.  Included by test/test.mk.
.PHONY: test-lapack
TEST_TARGETS += test-lapack

test-lapack: lib
	bash test/lapack/run_lapack.sh $(BUILD)/lib/compat $(BUILD)/test/lapack 2

# Rewrite test/lapack/baseline.json (the reference BLAS's counts) by running the
# reference pass; commit it when the Debian packages change.
.PHONY: test-lapack-baseline
test-lapack-baseline: lib
	LAPACK_BASELINE=run LAPACK_WRITE_BASELINE=test/lapack/baseline.json \
	    bash test/lapack/run_lapack.sh $(BUILD)/lib/compat $(BUILD)/test/lapack 2
