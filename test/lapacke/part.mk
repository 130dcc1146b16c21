# LAPACKE test: test_lapacke.c (dgesv, sgesv, dpotrf, cpotrf, dsyev, dgeqrf + dorgqr,
# zgeev, dgesvd on random problems up to 300) over SteadyBLAS with reference LAPACK,
# compared with the same binary over OpenBLAS.  See run_lapacke.sh.  Included by test/test.mk.
.PHONY: test-lapacke
TEST_TARGETS += test-lapacke

LAPACKE_TEST_BIN := $(BUILD)/test/lapacke-bin/test_lapacke

$(LAPACKE_TEST_BIN): test/lapacke/test_lapacke.c
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -O2 -Wall -Wextra -o $@ $< -llapacke -lm

test-lapacke: lib $(LAPACKE_TEST_BIN)
	bash test/lapacke/run_lapacke.sh $(BUILD)/lib/compat $(BUILD)/test/lapacke $(LAPACKE_TEST_BIN)
