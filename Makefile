# SteadyBLAS — a BLAS + CBLAS library that drops in for libblas.so.3.
#
#   make            build/lib/libsteadyblas.so.0 (+ .so, .a) and build/lib/compat/lib{c,}blas.so.3,
#                   and build/bin/steadyblas-info (tools/tools.mk)
#   make INTERFACE64=1   the ILP64 library (64-bit INTEGER, names with the suffix 64_):
#                   build64/lib/libsteadyblas64.so.0 (+ .so, .a), build64/include/cblas64.h
#                   and build64/lib/compat64/libblas64.so.3 (unsuffixed names)
#   make test       every test layer (see test/test.mk)
#   make demo       numpy's matmul running on SteadyBLAS
#   make install    PREFIX=/usr/local DESTDIR= LIBDIR= INCLUDEDIR= (packaging/install.mk);
#   make uninstall  with the same variables
#
# Type-generic sources are named *_t.c and compiled once per type (s, d, c, z) with
# -DSB_TYPE_<T>; every other .c is compiled once.

include Makefile.rule

VERSION   := 0.1.0
SOMAJOR   := 0
# LIBDIR is the build's library directory (BINDIR, tools/tools.mk, its program directory).
# Given on the command line they name the installed ones (make install LIBDIR=...):
# packaging/install.mk keeps them as INSTALL_LIBDIR and INSTALL_BINDIR.
ifeq ($(origin LIBDIR),command line)
INSTALL_LIBDIR := $(LIBDIR)
endif
ifeq ($(origin BINDIR),command line)
INSTALL_BINDIR := $(BINDIR)
endif
override LIBDIR := $(BUILD)/lib
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
# Sanitized builds keep -g but drop gcc's variable-tracking assignments: with UBSan's
# checks the large AVX-512 TRSM and small-GEMM kernels took 76 and 45 s each to compile
# (one type), 17 and about 10 s without (clang has no such pass and no such flag).
# UBSan runs without its pointer-overflow check (address arithmetic that wraps around the
# address space): it alone made clang spend 42 of its 84 s on the float TRSM kernels
# (7 s without it) and gcc 47 s (32 s), in the fuzz and ASan builds of every CI run;
# ASan and the guard-page tests still catch any access outside the operands.
# $(call cc_flag,FLAGS): FLAGS where $(CC) compiles with them silently, else nothing
cc_flag    = $(shell $(CC) -Werror $(1) -x c -c /dev/null -o /dev/null 2>/dev/null && echo $(1))
NO_VTA    := $(call cc_flag,-fno-var-tracking-assignments)
ifneq ($(SANITIZE),)
BASEFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -DSB_BUFCACHE_BYPASS $(NO_VTA)
ifneq ($(findstring undefined,$(SANITIZE)),)
BASEFLAGS += -fno-sanitize=pointer-overflow
endif
LDSAN     := -fsanitize=$(SANITIZE)
endif
# The x86-64 kernel sets, at -O3 normally.  Sanitized builds (the ASan, fuzz and TSan test
# layers) compile them at -O1 with gcc's pass that forms FMAs from a * b + c kept
# (-fexpensive-optimizations: scalar tails fused as at -O3 in the cases seen; no test
# compares a sanitized build's bits with an -O3 one), and ASan's checks as calls instead
# of inline code: the double AVX-512 small-GEMM kernel compiled in 70 s with gcc's ASan +
# UBSan at -O3, 21 s so; TRMM's 46 -> 16 s, TRSM's 34 -> 3 s (one type each).  The
# code they run is the same intrinsics, only less optimised; the CI's critical path was
# these builds (a fresh Zen 4 CI: 2028 s, the ASan layer 1251 s of it in the background).
KSET_OPT  := -O3
ifneq ($(SANITIZE),)
KSET_OPT  := -O1 $(call cc_flag,-fexpensive-optimizations)
# ASan's checks as calls: gcc's --param, else clang's -mllvm form, else none (the fuzz
# build's CFLAGS have it for every file already: an LLVM option given twice fails)
ASAN_CT   := asan-instrumentation-with-call-threshold=0
ifneq ($(findstring address,$(SANITIZE)),)
ifeq ($(findstring asan-instrumentation-with-call-threshold,$(CFLAGS)),)
KSET_OPT  += $(filter-out -fsanitize=address,$(or \
    $(call cc_flag,-fsanitize=address --param $(ASAN_CT)), \
    $(call cc_flag,-fsanitize=address -mllvm -$(ASAN_CT))))
endif
endif
endif
CFLAGS_ALL = $(OPT) $(WARN) $(BASEFLAGS) $(CFLAGS)

TYPES     := s d c z
SRC_T     := $(shell find $(LAYERS) -name '*_t.c' 2>/dev/null | sort)
SRC_1     := $(shell find $(LAYERS) -name '*.c' ! -name '*_t.c' 2>/dev/null | sort)
OBJ_T     := $(foreach t,$(TYPES),$(patsubst %_t.c,$(OBJDIR)/%_$(t).o,$(SRC_T)))
OBJ_1     := $(patsubst %.c,$(OBJDIR)/%.o,$(SRC_1))
OBJS      := $(OBJ_T) $(OBJ_1)

# The LP64 library links the objects as compiled; the ILP64 one links them renamed (below).
ifeq ($(INTERFACE64),0)
LIBNAME   := steadyblas
LIBOBJS    = $(OBJS)
COMPAT    := $(LIBDIR)/compat/libblas.so.3 $(LIBDIR)/compat/libcblas.so.3
SYMSUFFIX :=
else
LIBNAME   := steadyblas64
LIBOBJS    = $(OBJDIR)/steadyblas64.o
COMPAT    := $(LIBDIR)/compat64/libblas64.so.3 $(BUILD)/include/cblas64.h
SYMSUFFIX := 64_
endif
SHLIB     := $(LIBDIR)/lib$(LIBNAME).so.$(SOMAJOR)
LIBS      := -lm -pthread

.PHONY: all lib fortran clean
all: lib fortran $(if $(filter 0,$(INTERFACE64)),tools)

lib: $(SHLIB) $(LIBDIR)/lib$(LIBNAME).so $(LIBDIR)/lib$(LIBNAME).a $(COMPAT)

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

# Kernel sets: their own ISA flags, -O3 (KSET_OPT).
$(foreach k,avx512 avx2 sse2,$(eval $(OBJDIR)/kernel/x86_64/$(k)/%.o: OPT += $(KSET_OPT) $(KSET_FLAGS_$(k))))

# The driver's arithmetic rounds every product on its own (kernel.h's C update: a tile
# finished by l3_put_col has the kernel's bits), whatever ISA flags a build adds.
$(OBJDIR)/driver/%.o: CFLAGS_ALL += -ffp-contract=off

# Generic kernels: the compiler's vectoriser does the work, so give it -O3.
$(OBJDIR)/kernel/generic/%.o: OPT += -O3

# Flags live in these two files: a change there rebuilds everything.
$(OBJS): Makefile Makefile.rule

$(SHLIB): $(LIBOBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,-soname,lib$(LIBNAME).so.$(SOMAJOR) -Wl,-z,noexecstack $(NOUNDEF) -o $@ $^ $(LDSAN) $(LIBS)

$(LIBDIR)/lib$(LIBNAME).so: $(SHLIB)
	ln -sf lib$(LIBNAME).so.$(SOMAJOR) $@

# One member per object, in ILP64 too (renamed member by member), as the LP64 archive.
$(LIBDIR)/lib$(LIBNAME).a: $(OBJS) $(if $(SYMSUFFIX),$(OBJDIR)/suffix.map)
	@mkdir -p $(dir $@)
	@rm -f $@
	ar rcs $@ $(OBJS)
	$(if $(SYMSUFFIX),objcopy --redefine-syms=$(OBJDIR)/suffix.map $@ && ranlib $@)

# Drop-in files: a program linked against libblas.so.3 / libcblas.so.3 runs on SteadyBLAS
# with LD_LIBRARY_PATH=build/lib/compat.  libcblas.so.3 holds nothing itself: it needs
# libblas.so.3, whose symbols the dynamic loader finds in the global scope.
$(LIBDIR)/compat/libblas.so.3: $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,-soname,libblas.so.3 -Wl,-z,noexecstack $(NOUNDEF) -o $@ $^ $(LDSAN) $(LIBS)

# Its RUNPATH $ORIGIN loads the libblas.so.3 beside it (an installed private directory),
# not the system's, when nothing in the process has loaded a libblas.so.3 before it.
$(LIBDIR)/compat/libcblas.so.3: $(LIBDIR)/compat/libblas.so.3
	echo "" | $(CC) -x c -shared -fPIC -Wl,-soname,libcblas.so.3 -o $@ - \
	    -Wl,--no-as-needed -L$(LIBDIR)/compat -l:libblas.so.3 -Wl,-rpath,'$$ORIGIN'

# ILP64 (INTERFACE64=1).  The objects are compiled once, with 64-bit INTEGER and CBLAS
# int (sb_fint, CBLAS_INT), and give both libraries:
#  - compat64/libblas64.so.3 links them as they are: unsuffixed names, like Debian's
#    libblas64.so.3 (package libblas64-3), for programs built with -fdefault-integer-8;
#  - libsteadyblas64.so.0 links them with every exported name renamed to name + 64_, the
#    names of OpenBLAS's INTERFACE64=1 SYMBOLSUFFIX=64_ build that Julia's
#    libblastrampoline and numpy/scipy (scipy-openblas64) look for: dgemm_64_,
#    cblas_dgemm64_, xerbla_64_, lsame_64_, openblas_set_num_threads64_,
#    steadyblas_get_arch64_.  The renaming covers references too, so the library reports
#    errors through xerbla_64_ / cblas_xerbla64_, which a program can replace, and the
#    two libraries (and the LP64 one) can live in one process.
# The rename map comes from the exported names themselves, so a routine added to the
# sources gets its suffixed name with no list to keep.
ifneq ($(INTERFACE64),0)
$(LIBDIR)/compat64/libblas64.so.3: $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,-soname,libblas64.so.3 -Wl,-z,noexecstack $(NOUNDEF) -o $@ $^ $(LDSAN) $(LIBS)

$(OBJDIR)/suffix.map: $(LIBDIR)/compat64/libblas64.so.3
	nm -D --defined-only $< | awk 'NF >= 3 { sub(/@.*/, "", $$3); print $$3, $$3 "$(SYMSUFFIX)" }' \
	    | sort -u > $@.tmp
	mv $@.tmp $@

$(OBJDIR)/steadyblas64.o: $(OBJS) $(OBJDIR)/suffix.map
	$(CC) -r -nostdlib -o $@.tmp $(OBJS)
	objcopy --redefine-syms=$(OBJDIR)/suffix.map $@.tmp $@
	rm -f $@.tmp

# The CBLAS prototypes of libsteadyblas64: cblas.h with the suffixed names and int64_t
# (CBLAS_INT64) for every dimension, increment and leading dimension.  It can be included
# together with cblas.h (they share the enums).
$(BUILD)/include/cblas64.h: include/cblas.h
	@mkdir -p $(dir $@)
	{ echo "/* cblas64.h, generated from include/cblas.h by make INTERFACE64=1: the CBLAS of"; \
	  echo " * libsteadyblas64, where every cblas_NAME is cblas_NAME$(SYMSUFFIX) and CBLAS_INT64 (int64_t)"; \
	  echo " * takes the place of CBLAS_INT.  The comments below are those of cblas.h. */"; \
	  sed -E -e 's/\<CBLAS_H\>/CBLAS64_H/g; s/\<CBLAS_INT\>/CBLAS_INT64/g; s/\<CBLAS_IFMT\>/CBLAS_IFMT64/g' \
	         -e 's/int32_t/int64_t/g; s/PRId32/PRId64/g' \
	         -e 's/\<(cblas_[a-z0-9_]+)\(/\1$(SYMSUFFIX)(/g' $<; } > $@.tmp
	mv $@.tmp $@

# The test layers test the LP64 build; `make test-ilp64` builds and tests this one.
ifneq ($(filter test test-%,$(MAKECMDGOALS)),)
$(error the test layers run on the LP64 build: run `make test-ilp64` without INTERFACE64=1)
endif
endif

# The Fortran module (ISO_C_BINDING interfaces to CBLAS), when gfortran is present.  Its
# interfaces are those of the LP64 CBLAS: an ILP64 build does not make it.
FC_OK := $(shell command -v $(FC) 2>/dev/null)
ifneq ($(INTERFACE64),0)
fortran:
	@echo "INTERFACE64=1: the Fortran module (LP64 CBLAS interfaces) is not built"
else ifneq ($(FC_OK),)
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
-include packaging/install.mk
-include test/test.mk
-include $(OBJS:.o=.d)
