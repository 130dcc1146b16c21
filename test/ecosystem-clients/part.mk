# Real clients of libblas.so.3 on SteadyBLAS ($(BUILD)/lib/compat): ScaLAPACK under MPI,
# R and Octave.  Included by test/test.mk.  One layer, test-ecosystem-clients, made of
# three pieces that also run alone:
#   test-scalapack  ScaLAPACK's PBLAS level-3 testers (s d c z) and LU drivers on 4 MPI
#                   ranks (mpirun --oversubscribe), each rank proved to run SteadyBLAS with
#                   1 thread (run_scalapack.sh)
#   test-r          R: products, solve, Cholesky, symmetric eigenvalues, SVD, complex
#   test-octave     product; the same in Octave; each against the reference BLAS
#                   (run_clients.sh, clients.R, clients.m, compare.py)
# Each piece prints a SKIP line and passes when its package is missing (scalapack-mpi-test
# and openmpi-bin; r-base-core; octave, which .ci/run installs only with CI_OCTAVE=1).
# Time here (2 shared CPUs): ~37 s + ~3 s + ~2 s, about 50 s for the layer.  blas_probe.so (blas_probe.c), preloaded, reports
# from inside each client process which BLAS it resolved and mapped.
.PHONY: test-ecosystem-clients test-scalapack test-r test-octave
TEST_TARGETS += test-ecosystem-clients

CLIENTS_DIR   := $(BUILD)/test/ecosystem-clients
CLIENTS_PROBE := $(CLIENTS_DIR)/blas_probe.so

$(CLIENTS_PROBE): test/ecosystem-clients/blas_probe.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -std=gnu11 -Wall -Wextra -shared -fPIC -o $@ $< -ldl

test-scalapack: lib $(CLIENTS_PROBE)
	bash test/ecosystem-clients/run_scalapack.sh $(BUILD)/lib/compat $(CLIENTS_DIR)/scalapack $(CLIENTS_PROBE)

test-r: lib $(CLIENTS_PROBE)
	bash test/ecosystem-clients/run_clients.sh r $(BUILD)/lib/compat $(CLIENTS_DIR)/r $(CLIENTS_PROBE)

test-octave: lib $(CLIENTS_PROBE)
	bash test/ecosystem-clients/run_clients.sh octave $(BUILD)/lib/compat $(CLIENTS_DIR)/octave $(CLIENTS_PROBE)

# All three even after a failure; fails when any did.
test-ecosystem-clients: lib $(CLIENTS_PROBE)
	@st=0; for t in test-scalapack test-r test-octave; do \
	    echo "---- $$t"; $(MAKE) --no-print-directory $$t || { echo "---- FAILED: $$t"; st=1; }; \
	done; exit $$st
