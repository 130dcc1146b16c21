# Differential fuzzing of levels 2 and 3 with libFuzzer.  Included by test/test.mk.
#
#   make test-fuzz               build, then a bounded campaign: FUZZ_TIME seconds on each
#                                kernel set of FUZZ_SETS (auto: the set the library picks
#                                for this CPU, checked to be avx512 where the CPU has it;
#                                generic), the sets side by side; fails on any mismatch,
#                                sanitizer report, crash or timeout
#   make fuzz-long FUZZ_TIME=3600   the same for longer, keeping each set's corpus in
#                                $(BUILD)-fuzz/test/fuzz/long between runs
#   $(BUILD)-fuzz/test/fuzz/fuzz_l23 CRASH-FILE   replays an input (FUZZ_DESCRIBE=1 prints
#                                the call); test/fuzz/run.sh says how to run it by hand
#
# The fuzzer (test/fuzz/fuzz_l23.c) is built with clang: -fsanitize=fuzzer needs clang's
# libFuzzer, and the library under test, which must share the fuzzer's sanitizer runtime,
# is built with clang too (ASan + UBSan, the buffer cache bypassed, coverage for the
# fuzzer) by a recursive make into $(BUILD)-fuzz.  ASan checks every access through a
# call (-asan-instrumentation-with-call-threshold=0): the AVX-512 small-matrix and TRSM
# kernels take minutes to compile with inline checks.
# The layer works on $(BUILD)-fuzz, not on $(BUILD): it does not depend on `lib`.
.PHONY: test-fuzz fuzz-long fuzz-lib
TEST_TARGETS += test-fuzz

FUZZ_CC      ?= clang
FUZZ_BUILD   := $(BUILD)-fuzz
FUZZ_DIR     := $(FUZZ_BUILD)/test/fuzz
FUZZ_LIB     := $(FUZZ_BUILD)/lib/libsteadyblas.so.$(SOMAJOR)
FUZZ_BIN     := $(FUZZ_DIR)/fuzz_l23
FUZZ_TIME    ?= 60
FUZZ_SETS    ?= auto generic
FUZZ_JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
FUZZ_SAN     := -fsanitize=address,undefined -fno-omit-frame-pointer
FUZZ_LIBFLAGS := -fsanitize=fuzzer-no-link -mllvm -asan-instrumentation-with-call-threshold=0 \
                 -Werror=implicit-function-declaration
FUZZ_CFLAGS  := -O1 -g -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Werror=implicit-function-declaration \
                -I. -Iinclude -Itest/guard \
                $(FUZZ_SAN) -fsanitize=fuzzer-no-link -MMD -MP
FUZZ_OBJS    := $(FUZZ_DIR)/fuzz_l23.o $(foreach f,routines call geom compare,$(FUZZ_DIR)/$(f).o) \
                $(foreach t,s d c z,$(FUZZ_DIR)/call_$(t).o)

# The sanitized library: OPT through the environment keeps the kernel sets' own
# target-specific flags (a command-line OPT would override them).
fuzz-lib:
	OPT="-O2 -gline-tables-only" $(MAKE) --no-print-directory -j$(FUZZ_JOBS) BUILD=$(FUZZ_BUILD) \
	    CC=$(FUZZ_CC) SANITIZE=address,undefined NOUNDEF= CFLAGS="$(FUZZ_LIBFLAGS)" lib

$(FUZZ_DIR)/fuzz_l23.o: test/fuzz/fuzz_l23.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -DFUZZ_DEFAULT_LIB='"$(abspath $(FUZZ_LIB))"' -c $< -o $@

$(FUZZ_DIR)/%.o: test/guard/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c $< -o $@

define fuzz_type_rule
$(FUZZ_DIR)/call_$(1).o: test/guard/call_t.c
	@mkdir -p $$(dir $$@)
	$$(FUZZ_CC) $$(FUZZ_CFLAGS) -DSB_TYPE_$(shell echo $(1) | tr a-z A-Z) -c $$< -o $$@
endef
$(foreach t,s d c z,$(eval $(call fuzz_type_rule,$(t))))

$(FUZZ_BIN): $(FUZZ_OBJS)
	$(FUZZ_CC) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $^ -ldl -lm

FUZZ_RUN = bash test/fuzz/run.sh --fuzzer $(FUZZ_BIN) --lib $(FUZZ_LIB) --ref $(REFBLAS) \
           --time $(FUZZ_TIME) --sets "$(FUZZ_SETS)"

test-fuzz: fuzz-lib $(FUZZ_BIN)
	$(FUZZ_RUN) --out $(FUZZ_DIR)/run

fuzz-long: fuzz-lib $(FUZZ_BIN)
	$(FUZZ_RUN) --out $(FUZZ_DIR)/long --keep-corpus

-include $(wildcard $(FUZZ_DIR)/*.d)
