# The 24 netlib testers of Debian's libblas-test (xblat1/2/3 and x?cblat1/2/3 for s, d, c,
# z) run unmodified against $(BUILD)/lib/compat/libblas.so.3.  See run_netlib.sh for what
# counts as a pass.  Included by test/test.mk.
.PHONY: test-netlib
TEST_TARGETS += test-netlib

# Once per kernel set (TEST_ARCHS, see test/test.mk).
test-netlib: lib $(SETS_TOOLS)
	$(call run_sets,test-netlib,$(BUILD)/lib) bash test/netlib/run_netlib.sh \
	    $(BUILD)/lib/compat $(BUILD)/test/netlib
