# Programs for people, built by `make` into $(BUILD)/bin.  Included by the top Makefile.
#
#   steadyblas-info   what the library detected and chose, and a self-check (tools/)
#
# Linked against the shared library with RUNPATH $ORIGIN/../lib, so that
# build/bin/steadyblas-info runs on build/lib/libsteadyblas.so.0 with no environment, and
# an installed bin/steadyblas-info on the lib/ beside it (or whatever the loader finds).
# (override: BINDIR=... on the command line is make install's, see the top Makefile)
override BINDIR := $(BUILD)/bin
TOOLS     := $(BINDIR)/steadyblas-info

.PHONY: tools
tools: $(TOOLS)

$(BINDIR)/steadyblas-info: tools/steadyblas-info.c tools/selfcheck.c tools/selfcheck.h \
                           include/steadyblas.h include/cblas.h $(LIBDIR)/libsteadyblas.so
	@mkdir -p $(dir $@)
	$(CC) -O2 -g -std=gnu11 -Wall -Wextra -Iinclude -o $@ tools/steadyblas-info.c \
	    tools/selfcheck.c -L$(LIBDIR) -Wl,--no-as-needed -lsteadyblas -Wl,--as-needed \
	    -Wl,-rpath,'$$ORIGIN/../lib' -lm $(LDSAN)
