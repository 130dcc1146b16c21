# test-ecosystem: SteadyBLAS as its users' tools see it.  Included by test/test.mk.
# Each piece is a prerequisite of test-ecosystem; add more the same way:
#     test-ecosystem: test-<piece>
#   test-install       make install/uninstall (staged Debian layout and a temporary
#                      PREFIX): files, SONAMEs, pkg-config, then CMake find_package(BLAS)
#                      and find_package(SteadyBLAS), pkg-config and Fortran-module users
#                      (test_install.sh; no root needed)
#   test-alternatives  Debian's libblas.so.3 alternative: register, select, numpy and scipy
#                      run on SteadyBLAS, unregister; the alternatives left exactly as they
#                      were (test_alternatives.sh; root and update-alternatives, else SKIP)
#   test-deb           make deb: the package's files and control; as root, dpkg -i
#                      (postinst registers), numpy and scipy on it, dpkg --purge (prerm
#                      unregisters), alternatives left as found (test_deb.sh)
.PHONY: test-ecosystem test-install test-alternatives test-deb
TEST_TARGETS += test-ecosystem

test-ecosystem: test-install test-alternatives test-deb

test-install: lib fortran
	SB_MAKE="$(MAKE)" bash test/ecosystem/test_install.sh $(BUILD) $(BUILD)/test/ecosystem/install

test-alternatives: lib fortran
	SB_MAKE="$(MAKE)" bash test/ecosystem/test_alternatives.sh $(BUILD) $(BUILD)/test/ecosystem/alternatives

test-deb: deb
	bash test/ecosystem/test_deb.sh $(BUILD) $(BUILD)/test/ecosystem/deb \
	    $(BUILD)/deb/steadyblas_$(VERSION)_$(DEB_ARCH).deb
