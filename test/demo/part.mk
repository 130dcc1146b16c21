# make demo: build the library, install Debian's numpy if it is missing (as root), and show
# numpy's matmul running on SteadyBLAS via LD_LIBRARY_PATH=$(BUILD)/lib/compat: the config
# string, proof that numpy loaded our libblas.so.3, and GFLOP/s of a 1000x1000 float64
# matmul.  Not a test layer (it is not in TEST_TARGETS).  Included by test/test.mk.
.PHONY: demo
demo: lib
	@bash test/demo/demo.sh $(BUILD)
