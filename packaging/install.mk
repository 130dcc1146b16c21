# make install / make uninstall.  Included by the top Makefile.
#
#   make install   PREFIX=/usr/local DESTDIR= LIBDIR=$(PREFIX)/lib INCLUDEDIR=$(PREFIX)/include
#                  BINDIR=$(PREFIX)/bin
#   make uninstall (the same variables)
#
# Installs (LIBDIR and INCLUDEDIR as given; Debian puts LIBDIR=$(PREFIX)/lib/<multiarch>):
#   BINDIR/steadyblas-info (the programs of tools/tools.mk, $(TOOLS))
#   LIBDIR/libsteadyblas.so.0, libsteadyblas.so -> libsteadyblas.so.0, libsteadyblas.a
#   INCLUDEDIR/steadyblas/cblas.h, steadyblas.h, steadyblas_cblas.mod (when gfortran built it)
#     -- a directory of their own: the system's cblas.h stays untouched
#   LIBDIR/pkgconfig/steadyblas.pc
#   LIBDIR/cmake/SteadyBLAS/SteadyBLASConfig.cmake, SteadyBLASConfigVersion.cmake
#   LIBDIR/steadyblas/  the private directory: libblas.so.3 and libcblas.so.3 (SONAMEs
#     libblas.so.3, libcblas.so.3), libblas.so and libcblas.so links to them (-lblas),
#     pkgconfig/blas.pc and cblas.pc, and install-manifest.txt
# install-manifest.txt lists what install put and the directories it created: uninstall
# removes exactly those (packaging/install.sh).  Other pieces add their files with
#   install: install-<piece>          install-<piece>: ; $(SB_INSTALL) file 755 SRC DEST
# and uninstall needs nothing more.

DESTDIR       ?=
INSTALL_LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR    ?= $(PREFIX)/include
INSTALL_BINDIR ?= $(PREFIX)/bin

SB_INCDIR     := $(INCLUDEDIR)/steadyblas
SB_PRIVDIR    := $(INSTALL_LIBDIR)/steadyblas
SB_CMAKEDIR   := $(INSTALL_LIBDIR)/cmake/SteadyBLAS
SB_MANIFEST   := $(SB_PRIVDIR)/install-manifest.txt
SB_INSTALL     = DESTDIR="$(DESTDIR)" $(SHELL) packaging/install.sh $(SB_MANIFEST)
SB_GENDIR     := $(BUILD)/packaging

# Templates: paths under PREFIX are written ${prefix}/... in the .pc files, and relative to
# the CMake package's directory in its config.
pc_path        = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
rel_to_cmake   = $(shell realpath -m -s --relative-to=$(SB_CMAKEDIR) $(1))
SB_SUBST       = sed -e 's|@prefix@|$(PREFIX)|g' \
                     -e 's|@libdir@|$(call pc_path,$(INSTALL_LIBDIR))|g' \
                     -e 's|@includedir@|$(call pc_path,$(SB_INCDIR))|g' \
                     -e 's|@VERSION@|$(VERSION)|g'
SB_CMAKE_SUBST = sed -e 's|@libdir@|$(INSTALL_LIBDIR)|g' \
                     -e 's|@includedir@|$(SB_INCDIR)|g' \
                     -e 's|@cmakedir@|$(SB_CMAKEDIR)|g' \
                     -e 's|@rel_libdir@|$(call rel_to_cmake,$(INSTALL_LIBDIR))|g' \
                     -e 's|@rel_includedir@|$(call rel_to_cmake,$(SB_INCDIR))|g' \
                     -e 's|@VERSION@|$(VERSION)|g'
SB_FMOD       := $(BUILD)/fortran/steadyblas_cblas.mod

.PHONY: install install-steadyblas uninstall install-check-vars deb
ifneq ($(INTERFACE64),0)
install uninstall deb:
	@echo "make $@: the ILP64 build (INTERFACE64=1) has no install yet; this installs the"\
	    "LP64 one (INTERFACE64=0)"; exit 1
else
install: install-steadyblas

install-check-vars:
	@for v in "$(PREFIX)" "$(INSTALL_LIBDIR)" "$(INCLUDEDIR)" "$(INSTALL_BINDIR)"; do \
	    case "$$v" in /*) ;; *) echo "make install: '$$v' is not an absolute path" \
	        "(PREFIX, LIBDIR, INCLUDEDIR and BINDIR must be)"; exit 1 ;; esac; \
	    case "$$v" in *' '*) echo "make install: '$$v': paths with spaces are not supported"; \
	        exit 1 ;; esac; \
	done

# The generated files depend on the install variables, which make cannot track: they are
# made afresh by every install.
install-steadyblas: lib fortran $(TOOLS) install-check-vars
	@mkdir -p $(SB_GENDIR)
	@$(SB_SUBST) packaging/steadyblas.pc.in > $(SB_GENDIR)/steadyblas.pc
	@$(SB_SUBST) packaging/blas.pc.in > $(SB_GENDIR)/blas.pc
	@$(SB_SUBST) packaging/cblas.pc.in > $(SB_GENDIR)/cblas.pc
	@$(SB_CMAKE_SUBST) packaging/SteadyBLASConfig.cmake.in > $(SB_GENDIR)/SteadyBLASConfig.cmake
	@$(SB_CMAKE_SUBST) packaging/SteadyBLASConfigVersion.cmake.in \
	    > $(SB_GENDIR)/SteadyBLASConfigVersion.cmake
	@echo "make install: into $(DESTDIR)$(PREFIX) (LIBDIR $(INSTALL_LIBDIR), INCLUDEDIR $(INCLUDEDIR))"
	@$(SB_INSTALL) file 755 $(LIBDIR)/libsteadyblas.so.$(SOMAJOR) \
	    $(INSTALL_LIBDIR)/libsteadyblas.so.$(SOMAJOR)
	@$(SB_INSTALL) link libsteadyblas.so.$(SOMAJOR) $(INSTALL_LIBDIR)/libsteadyblas.so
	@$(SB_INSTALL) file 644 $(LIBDIR)/libsteadyblas.a $(INSTALL_LIBDIR)/libsteadyblas.a
	@$(SB_INSTALL) file 644 include/cblas.h $(SB_INCDIR)/cblas.h
	@$(SB_INSTALL) file 644 include/steadyblas.h $(SB_INCDIR)/steadyblas.h
	@if [ -f $(SB_FMOD) ]; then $(SB_INSTALL) file 644 $(SB_FMOD) $(SB_INCDIR)/steadyblas_cblas.mod; \
	else echo "  (no Fortran module: no gfortran built $(SB_FMOD))"; fi
	@$(SB_INSTALL) file 644 $(SB_GENDIR)/steadyblas.pc $(INSTALL_LIBDIR)/pkgconfig/steadyblas.pc
	@$(SB_INSTALL) file 644 $(SB_GENDIR)/SteadyBLASConfig.cmake $(SB_CMAKEDIR)/SteadyBLASConfig.cmake
	@$(SB_INSTALL) file 644 $(SB_GENDIR)/SteadyBLASConfigVersion.cmake \
	    $(SB_CMAKEDIR)/SteadyBLASConfigVersion.cmake
	@$(SB_INSTALL) file 755 $(LIBDIR)/compat/libblas.so.3 $(SB_PRIVDIR)/libblas.so.3
	@$(SB_INSTALL) file 755 $(LIBDIR)/compat/libcblas.so.3 $(SB_PRIVDIR)/libcblas.so.3
	@$(SB_INSTALL) link libblas.so.3 $(SB_PRIVDIR)/libblas.so
	@$(SB_INSTALL) link libcblas.so.3 $(SB_PRIVDIR)/libcblas.so
	@$(foreach t,$(TOOLS),$(SB_INSTALL) file 755 $(t) $(INSTALL_BINDIR)/$(notdir $(t)) &&) true
	@$(SB_INSTALL) file 644 $(SB_GENDIR)/blas.pc $(SB_PRIVDIR)/pkgconfig/blas.pc
	@$(SB_INSTALL) file 644 $(SB_GENDIR)/cblas.pc $(SB_PRIVDIR)/pkgconfig/cblas.pc
	@echo "make install: done; make uninstall with the same PREFIX/LIBDIR/DESTDIR removes it"

uninstall: install-check-vars
	@echo "make uninstall: what $(DESTDIR)$(SB_MANIFEST) lists"
	@$(SB_INSTALL) uninstall

# make deb: a Debian package (dpkg-deb) of the same install with PREFIX=/usr and the
# multiarch LIBDIR, plus tools/debian-alternatives.sh as /usr/share/steadyblas/, which
# its postinst runs to register the libblas.so.3 alternative (priority 35) and its prerm
# to remove it.  dpkg keeps its own list of the files: no install-manifest.txt inside.
DEB_ARCH   = $(shell dpkg --print-architecture)
DEB_MA     = $(shell dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || $(CC) -print-multiarch)
DEB_DIR   := $(BUILD)/deb
DEB_ROOT  := $(DEB_DIR)/root
DEB_SUBST  = sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@ARCH@|$(DEB_ARCH)|g' \
                 -e 's|@MULTIARCH@|$(DEB_MA)|g' -e "s|@SIZE@|$$(du -sk $(DEB_ROOT)/usr | cut -f1)|g"

deb: lib fortran
	@command -v dpkg-deb > /dev/null || { echo "make deb: dpkg-deb not found"; exit 1; }
	@rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)
	@$(MAKE) --no-print-directory install DESTDIR=$(abspath $(DEB_ROOT)) PREFIX=/usr \
	    LIBDIR=/usr/lib/$(DEB_MA) > $(DEB_DIR)/install.log
	@rm -f $(DEB_ROOT)/usr/lib/$(DEB_MA)/steadyblas/install-manifest.txt
	@# as Debian's own packages: no debug information (make install keeps it)
	@strip --strip-debug $(DEB_ROOT)/usr/lib/$(DEB_MA)/libsteadyblas.a
	@strip --strip-unneeded $(DEB_ROOT)/usr/lib/$(DEB_MA)/libsteadyblas.so.$(SOMAJOR) \
	    $(DEB_ROOT)/usr/lib/$(DEB_MA)/steadyblas/libblas.so.3 \
	    $(DEB_ROOT)/usr/lib/$(DEB_MA)/steadyblas/libcblas.so.3 \
	    $(addprefix $(DEB_ROOT)/usr/bin/,$(notdir $(TOOLS)))
	@install -D -m 755 tools/debian-alternatives.sh \
	    $(DEB_ROOT)/usr/share/steadyblas/debian-alternatives.sh
	@mkdir -p $(DEB_ROOT)/DEBIAN
	@$(DEB_SUBST) packaging/deb/control.in > $(DEB_ROOT)/DEBIAN/control
	@for s in postinst prerm; do \
	    $(DEB_SUBST) packaging/deb/$$s.in > $(DEB_ROOT)/DEBIAN/$$s && chmod 755 $(DEB_ROOT)/DEBIAN/$$s; \
	done
	@install -m 644 packaging/deb/triggers $(DEB_ROOT)/DEBIAN/triggers
	dpkg-deb --root-owner-group --build $(DEB_ROOT) $(DEB_DIR)/steadyblas_$(VERSION)_$(DEB_ARCH).deb
endif
