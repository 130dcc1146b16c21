# SteadyBLAS — a BLAS + CBLAS library that drops in for libblas.so.3.
#
#   make            build/lib/libsteadyblas.so.0 (+ .so, .a) and build/lib/compat/lib{c,}blas.so.3,
#                   and build/bin/steadyblas-info (tools/tools.mk)
#   make test       every test layer (see test/test.mk)
#   make demo       numpy's matmul running on SteadyBLAS
#
# Type-generic sources are named *_t.c and compiled once per type (s, d, c, z) with
# -DSB_TYPE_<T>; every other .c is compiled once.

include Makefile.rule

VERSION   := 0.1.0
SOMAJOR   := 0
LIBDIR    := $(BUILD)/lib
OBJDIR    := $(BUILD)/obj

# Layers compiled for the baseline ISA, and the kernel sets of this architecture, each
# compiled with its own ISA flags only (KSET_FLAGS_<set>): the library loads and runs on any
# CPU of the architecture, and arch/ picks the set at load time.
LAYERS    := arch driver interface cblas kernel/generic
ARCH      := $(shell uname -m)
ifeq ($(ARCH),x86_64)
LAYERS    += $(wildcard kernel/x86_64)
KSET_FLAGS_avx512 := -mavx512f -mavx512dq -mavx512bw -mavx512vl -mavx2 -mfma
KSET_FLAGS_avx2   := -mavx2 -mfma
KSET_FLAGS_sse2   :=
endif

WARN      := -Wall -Wextra -Wno-unused-parameter
# Complex * and / by Fortran's rules (no C99 Annex G recovery of infinities), as the
# reference BLAS computes them.  A compiler without the flag (clang 14, used by the fuzz
# build) gets none: its products differ only where they would be NaN in both parts, its
# quotients in the last bits.
CX_RULES  := $(shell $(CC) -fcx-fortran-rules -x c -c /dev/null -o /dev/null 2>/dev/null && \
                 echo -fcx-fortran-rules)
BASEFLAGS := -std=gnu11 -fPIC -fvisibility=hidden $(CX_RULES) -fno-math-errno \
             -pthread -I. -Iinclude -MMD -MP
ifneq ($(INTERFACE64),0)
BASEFLAGS += -DSB_INTERFACE64
endif
ifneq ($(SANITIZE),)
BASEFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -DSB_BUFCACHE_BYPASS
LDSAN     := -fsanitize=$(SANITIZE)
endif
CFLAGS_ALL = $(OPT) $(WARN) $(BASEFLAGS) $(CFLAGS)

TYPES     := s d c z
SRC_T     := $(shell find $(LAYERS) -name '*_t.c' 2>/dev/null | sort)
SRC_1     := $(shell find $(LAYERS) -name '*.c' ! -name '*_t.c' 2>/dev/null | sort)
OBJ_T     := $(foreach t,$(TYPES),$(patsubst %_t.c,$(OBJDIR)/%_$(t).o,$(SRC_T)))
OBJ_1     := $(patsubst %.c,$(OBJDIR)/%.o,$(SRC_1))
OBJS      := $(OBJ_T) $(OBJ_1)

SHLIB     := $(LIBDIR)/libsteadyblas.so.$(SOMAJOR)
LIBS      := -lm -pthread

.PHONY: all lib fortran clean
all: lib fortran tools

lib: $(SHLIB) $(LIBDIR)/libsteadyblas.so $(LIBDIR)/libsteadyblas.a \
     $(LIBDIR)/compat/libblas.so.3 $(LIBDIR)/compat/libcblas.so.3

define type_rule
$(OBJDIR)/%_$(1).o: %_t.c
	@mkdir -p $$(dir $$@)
	$$(CC) $$(CFLAGS_ALL) -DSB_TYPE_$(shell echo $(1) | tr a-z A-Z) -c $$< -o $$@
endef
$(foreach t,$(TYPES),$(eval $(call type_rule,$(t))))

$(OBJDIR)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

# Fortran ABI entries: callers such as f2py and Cython (scipy) call them WITHOUT the hidden
# string-length arguments. A sibling (tail) call from an entry may store outgoing
# arguments into the incoming-argument slots of those lengths, which then belong to the
# caller's frame: never compile interface/ with sibling-call optimisation.
$(OBJDIR)/interface/%.o: CFLAGS_ALL += -fno-optimize-sibling-calls

# Kernel sets: their own ISA flags, -O3.
$(foreach k,avx512 avx2 sse2,$(eval $(OBJDIR)/kernel/x86_64/$(k)/%.o: OPT += -O3 $(KSET_FLAGS_$(k))))

# Generic kernels: the compiler's vectoriser does the work, so give it -O3.
$(OBJDIR)/kernel/generic/%.o: OPT += -O3

# Flags live in these two files: a change there rebuilds everything.
$(OBJS): Makefile Makefile.rule

$(SHLIB): $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,-soname,libsteadyblas.so.$(SOMAJOR) -Wl,-z,noexecstack $(NOUNDEF) -o $@ $^ $(LDSAN) $(LIBS)

$(LIBDIR)/libsteadyblas.so: $(SHLIB)
	ln -sf libsteadyblas.so.$(SOMAJOR) $@

$(LIBDIR)/libsteadyblas.a: $(OBJS)
	@rm -f $@
	ar rcs $@ $^

# Drop-in files: a program linked against libblas.so.3 / libcblas.so.3 runs on SteadyBLAS
# with LD_LIBRARY_PATH=build/lib/compat.  libcblas.so.3 holds nothing itself: it needs
# libblas.so.3, whose symbols the dynamic loader finds in the global scope.
$(LIBDIR)/compat/libblas.so.3: $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,-soname,libblas.so.3 -Wl,-z,noexecstack $(NOUNDEF) -o $@ $^ $(LDSAN) $(LIBS)

$(LIBDIR)/compat/libcblas.so.3: $(LIBDIR)/compat/libblas.so.3
	echo "" | $(CC) -x c -shared -fPIC -Wl,-soname,libcblas.so.3 -o $@ - \
	    -Wl,--no-as-needed -L$(LIBDIR)/compat -l:libblas.so.3

# The Fortran module (ISO_C_BINDING interfaces to CBLAS), when gfortran is present.
FC_OK := $(shell command -v $(FC) 2>/dev/null)
ifneq ($(FC_OK),)
fortran: $(if $(wildcard fortran/steadyblas_cblas.f90),$(BUILD)/fortran/steadyblas_cblas.mod)
$(BUILD)/fortran/steadyblas_cblas.mod: fortran/steadyblas_cblas.f90
	@mkdir -p $(dir $@)
	$(FC) -c -J$(dir $@) -o $(BUILD)/fortran/steadyblas_cblas.o $<
else
fortran:
	@echo "gfortran not found: skipping the Fortran module"
endif

clean:
	rm -rf $(BUILD)

-include tools/tools.mk
# bench.mk first: the steady-state test uses its tools
-include bench/bench.mk
-include test/test.mk
-include $(OBJS:.o=.d)
