# Fortran test: a gfortran program calls the Fortran BLAS ABI (dgemm, ssyrk, cgemm, zdotc,
# sdot, snrm2) and CBLAS through the steadyblas_cblas module (cblas_dgemm, cblas_ssyrk,
# cblas_cgemm).  Included by test/test.mk.
.PHONY: test-fortran
TEST_TARGETS += test-fortran

FORTRAN_TEST_BIN := $(BUILD)/test/fortran/test_fortran

ifneq ($(FC_OK),)
$(FORTRAN_TEST_BIN): test/fortran/test_fortran.f90 $(BUILD)/fortran/steadyblas_cblas.mod \
                     $(LIBDIR)/libsteadyblas.so
	@mkdir -p $(dir $@)
	$(FC) -O1 -Wall -Wextra -I$(BUILD)/fortran -J$(dir $@) -o $@ $< -L$(LIBDIR) -lsteadyblas

test-fortran: lib fortran $(FORTRAN_TEST_BIN)
	LD_LIBRARY_PATH=$(LIBDIR) $(FORTRAN_TEST_BIN)
else
test-fortran:
	@echo "test-fortran: FAIL: no Fortran compiler ($(FC)); install gfortran"; exit 1
endif
