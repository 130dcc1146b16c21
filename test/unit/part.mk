# Unit tests with Check against OpenBLAS (and netlib's libblas.so.3 where OpenBLAS has no
# such routine or departs from the reference BLAS).  Included by test/test.mk.
#
#   make test-unit        the tests against $(BUILD)/lib/libsteadyblas.so
#   make test-unit-asan   the same tests against a library built with
#                         SANITIZE=address,undefined into $(BUILD)-asan (buffer cache
#                         bypassed), the test program sanitized too; any ASan or UBSan
#                         report fails the run.
#
# Environment for the test program (see test/unit/ut.c): UT_ONLY=dgemm runs one routine,
# UT_OURS=netlib tests netlib's library instead of SteadyBLAS (harness self-check),
# UT_VERBOSE=1 counts cases, CK_RUN_CASE / CK_VERBOSITY as Check defines them.
.PHONY: test-unit test-unit-asan
TEST_TARGETS += test-unit test-unit-asan

UNIT_T      := ut l1 l2 l3 ext
UNIT_1      := ut misc
UNIT_HDRS   := $(wildcard test/unit/*.h) include/cblas.h include/sb/type.h include/sb/common.h \
               test/unit/part.mk
UNIT_CKCF   := $(shell pkg-config --cflags check 2>/dev/null)
UNIT_CKLIB  := $(shell pkg-config --libs check 2>/dev/null || echo -lcheck -lsubunit -lrt -lm -pthread)
UNIT_CFLAGS := -std=gnu11 -O1 -g -Wall -Wextra -Wno-unused-parameter -fcx-fortran-rules \
               -fno-math-errno -Iinclude -Itest/unit $(UNIT_CKCF)
UNIT_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
UNIT_ENV    := OPENBLAS_NUM_THREADS=1 CK_DEFAULT_TIMEOUT=900
UNIT_ASANENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
                UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 CK_TIMEOUT_MULTIPLIER=4

unit_objs = $(foreach f,$(UNIT_T),$(foreach t,s d c z,$(1)/unit/$(f)_$(t).o)) \
            $(foreach f,$(UNIT_1),$(1)/unit/$(f).o)

# $(1): build directory, $(2): extra compile and link flags, $(3): type letter
define unit_type_rule
$(1)/unit/%_$(3).o: test/unit/%_t.c $(UNIT_HDRS)
	@mkdir -p $$(dir $$@)
	$$(CC) $$(UNIT_CFLAGS) $(2) -DSB_TYPE_$(shell echo $(3) | tr a-z A-Z) -c $$< -o $$@
endef

# The test program of build directory $(1), linked against $(1)/lib/libsteadyblas.so.
# It is relinked when the library changes: routines that appear later must be bound.
define unit_rules
$(foreach t,s d c z,$(eval $(call unit_type_rule,$(1),$(2),$(t))))
$(1)/unit/%.o: test/unit/%.c $(UNIT_HDRS)
	@mkdir -p $$(dir $$@)
	$$(CC) $$(UNIT_CFLAGS) $(2) -c $$< -o $$@
$(1)/unit/ut-unit: $(call unit_objs,$(1)) $(1)/lib/libsteadyblas.so
	$$(CC) $(2) -o $$@ $(call unit_objs,$(1)) -rdynamic -L$(1)/lib -Wl,--no-as-needed -lsteadyblas \
	    -ldl -lm $$(UNIT_CKLIB)
endef

$(eval $(call unit_rules,$(BUILD),))
$(eval $(call unit_rules,$(BUILD)-asan,$(UNIT_SAN)))

# Once per kernel set (TEST_ARCHS, see test/test.mk).
test-unit: lib $(BUILD)/unit/ut-unit $(SETS_TOOLS)
	$(call run_sets,test-unit,$(BUILD)/lib) env LD_LIBRARY_PATH=$(BUILD)/lib $(UNIT_ENV) \
	    $(BUILD)/unit/ut-unit

# The sanitized library is built by a recursive make into its own directory.
$(BUILD)-asan/lib/libsteadyblas.so: unit-asan-lib
.PHONY: unit-asan-lib
unit-asan-lib:
	$(MAKE) BUILD=$(BUILD)-asan SANITIZE=address,undefined \
	    CFLAGS="$(CFLAGS) -fno-sanitize-recover=all" lib

test-unit-asan: unit-asan-lib $(BUILD)-asan/unit/ut-unit
	LD_LIBRARY_PATH=$(BUILD)-asan/lib $(UNIT_ENV) $(UNIT_ASANENV) $(BUILD)-asan/unit/ut-unit
