# make bench-plot (bench/plot.py) on a fixture CSV: valid PNGs, one per operation and
# thread count, with the run's machine, date and peak (test/plot/check_plot.sh).  Needs
# python3-matplotlib; skipped, and says so, without it.  Included by test/test.mk.
.PHONY: test-bench-plot
TEST_TARGETS += test-bench-plot

test-bench-plot:
	@bash test/plot/check_plot.sh
