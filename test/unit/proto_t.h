/*
 * Unit tests: the Fortran ABI of every routine of the current type (gfortran
 * conventions: INTEGER by reference, trailing hidden string lengths, complex functions
 * returning by value, REAL functions returning float), and the CBLAS ones from the
 * project's cblas.h.  All declared weak: a routine the library does not have yet makes
 * its check fail ("missing"), not the build.
 */
#ifndef UT_PROTO_T_H
#define UT_PROTO_T_H

#include "ut_t.h"

#define I_ const fint *
#define S_ const char *
#define T_ SB_T
#define R_ SB_R
#define L_ size_t
#define W_ UT_WEAKATTR

/* ---- Level 1 ---- */
void SB_F77(swap)(I_, T_ *, I_, T_ *, I_) W_;
void SB_F77(copy)(I_, const T_ *, I_, T_ *, I_) W_;
void SB_F77(axpy)(I_, const T_ *, const T_ *, I_, T_ *, I_) W_;
void SB_F77(scal)(I_, const T_ *, T_ *, I_) W_;
R_ SB_PICK(snrm2_, dnrm2_, scnrm2_, dznrm2_)(I_, const T_ *, I_) W_;
R_ SB_PICK(sasum_, dasum_, scasum_, dzasum_)(I_, const T_ *, I_) W_;
fint SB_PICK(isamax_, idamax_, icamax_, izamax_)(I_, const T_ *, I_) W_;
UT_WEAK(SB_CBLAS(swap));
UT_WEAK(SB_CBLAS(copy));
UT_WEAK(SB_CBLAS(axpy));
UT_WEAK(SB_CBLAS(scal));
UT_WEAK(SB_PICK(cblas_snrm2, cblas_dnrm2, cblas_scnrm2, cblas_dznrm2));
UT_WEAK(SB_PICK(cblas_sasum, cblas_dasum, cblas_scasum, cblas_dzasum));
UT_WEAK(SB_PICK(cblas_isamax, cblas_idamax, cblas_icamax, cblas_izamax));
#if !SB_COMPLEX
void SB_F77(rotg)(T_ *, T_ *, T_ *, T_ *) W_;
void SB_F77(rotmg)(T_ *, T_ *, T_ *, const T_ *, T_ *) W_;
void SB_F77(rot)(I_, T_ *, I_, T_ *, I_, const T_ *, const T_ *) W_;
void SB_F77(rotm)(I_, T_ *, I_, T_ *, I_, const T_ *) W_;
T_ SB_F77(dot)(I_, const T_ *, I_, const T_ *, I_) W_;
UT_WEAK(SB_CBLAS(rotg));
UT_WEAK(SB_CBLAS(rotmg));
UT_WEAK(SB_CBLAS(rot));
UT_WEAK(SB_CBLAS(rotm));
UT_WEAK(SB_CBLAS(dot));
#else
void SB_F77(rotg)(T_ *, const T_ *, R_ *, T_ *) W_;
void SB_PICK(, , csrot_, zdrot_)(I_, T_ *, I_, T_ *, I_, const R_ *, const R_ *) W_;
void SB_PICK(, , csscal_, zdscal_)(I_, const R_ *, T_ *, I_) W_;
T_ SB_F77(dotu)(I_, const T_ *, I_, const T_ *, I_) W_;
T_ SB_F77(dotc)(I_, const T_ *, I_, const T_ *, I_) W_;
R_ SB_PICK(, , scabs1_, dcabs1_)(const T_ *) W_;
UT_WEAK(SB_CBLAS(rotg));
UT_WEAK(SB_PICK(, , cblas_csrot, cblas_zdrot));
UT_WEAK(SB_PICK(, , cblas_csscal, cblas_zdscal));
UT_WEAK(SB_CBLAS(dotu_sub));
UT_WEAK(SB_CBLAS(dotc_sub));
UT_WEAK(SB_PICK(, , cblas_scabs1, cblas_dcabs1));
#endif

#if defined(SB_TYPE_S)
float sdsdot_(I_, const float *, const float *, I_, const float *, I_) W_;
void sdsdotsub_(I_, const float *, const float *, I_, const float *, I_, float *) W_;
UT_WEAK(cblas_sdsdot);
#endif

/* The Fortran wrappers of netlib's CBLAS (exported by Debian's libblas.so.3). */
#if !SB_COMPLEX
void SB_PICK(sdotsub_, ddotsub_, , )(I_, const T_ *, I_, const T_ *, I_, T_ *) W_;
#else
void SB_PICK(, , cdotusub_, zdotusub_)(I_, const T_ *, I_, const T_ *, I_, T_ *) W_;
void SB_PICK(, , cdotcsub_, zdotcsub_)(I_, const T_ *, I_, const T_ *, I_, T_ *) W_;
void SB_PICK(, , scabs1sub_, dcabs1sub_)(const T_ *, R_ *) W_;
#endif
void SB_PICK(snrm2sub_, dnrm2sub_, scnrm2sub_, dznrm2sub_)(I_, const T_ *, I_, R_ *) W_;
void SB_PICK(sasumsub_, dasumsub_, scasumsub_, dzasumsub_)(I_, const T_ *, I_, R_ *) W_;
void SB_PICK(isamaxsub_, idamaxsub_, icamaxsub_, izamaxsub_)(I_, const T_ *, I_, fint *) W_;

/* ---- Level 2 ---- */
void SB_F77(gemv)(S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *, T_ *,
                  I_, L_) W_;
void SB_F77(gbmv)(S_, I_, I_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *,
                  T_ *, I_, L_) W_;
void SB_F77(trmv)(S_, S_, S_, I_, const T_ *, I_, T_ *, I_, L_, L_, L_) W_;
void SB_F77(tbmv)(S_, S_, S_, I_, I_, const T_ *, I_, T_ *, I_, L_, L_, L_) W_;
void SB_F77(tpmv)(S_, S_, S_, I_, const T_ *, T_ *, I_, L_, L_, L_) W_;
void SB_F77(trsv)(S_, S_, S_, I_, const T_ *, I_, T_ *, I_, L_, L_, L_) W_;
void SB_F77(tbsv)(S_, S_, S_, I_, I_, const T_ *, I_, T_ *, I_, L_, L_, L_) W_;
void SB_F77(tpsv)(S_, S_, S_, I_, const T_ *, T_ *, I_, L_, L_, L_) W_;
UT_WEAK(SB_CBLAS(gemv));
UT_WEAK(SB_CBLAS(gbmv));
UT_WEAK(SB_CBLAS(trmv));
UT_WEAK(SB_CBLAS(tbmv));
UT_WEAK(SB_CBLAS(tpmv));
UT_WEAK(SB_CBLAS(trsv));
UT_WEAK(SB_CBLAS(tbsv));
UT_WEAK(SB_CBLAS(tpsv));
#if !SB_COMPLEX
void SB_F77(symv)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *, T_ *, I_,
                  L_) W_;
void SB_F77(sbmv)(S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *, T_ *,
                  I_, L_) W_;
void SB_F77(spmv)(S_, I_, const T_ *, const T_ *, const T_ *, I_, const T_ *, T_ *, I_,
                  L_) W_;
void SB_F77(ger)(I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, I_) W_;
void SB_F77(syr)(S_, I_, const T_ *, const T_ *, I_, T_ *, I_, L_) W_;
void SB_F77(spr)(S_, I_, const T_ *, const T_ *, I_, T_ *, L_) W_;
void SB_F77(syr2)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, I_, L_) W_;
void SB_F77(spr2)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, L_) W_;
UT_WEAK(SB_CBLAS(symv));
UT_WEAK(SB_CBLAS(sbmv));
UT_WEAK(SB_CBLAS(spmv));
UT_WEAK(SB_CBLAS(ger));
UT_WEAK(SB_CBLAS(syr));
UT_WEAK(SB_CBLAS(spr));
UT_WEAK(SB_CBLAS(syr2));
UT_WEAK(SB_CBLAS(spr2));
#else
void SB_F77(hemv)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *, T_ *, I_,
                  L_) W_;
void SB_F77(hbmv)(S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *, T_ *,
                  I_, L_) W_;
void SB_F77(hpmv)(S_, I_, const T_ *, const T_ *, const T_ *, I_, const T_ *, T_ *, I_,
                  L_) W_;
void SB_F77(geru)(I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, I_) W_;
void SB_F77(gerc)(I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, I_) W_;
void SB_F77(her)(S_, I_, const R_ *, const T_ *, I_, T_ *, I_, L_) W_;
void SB_F77(hpr)(S_, I_, const R_ *, const T_ *, I_, T_ *, L_) W_;
void SB_F77(her2)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, I_, L_) W_;
void SB_F77(hpr2)(S_, I_, const T_ *, const T_ *, I_, const T_ *, I_, T_ *, L_) W_;
UT_WEAK(SB_CBLAS(hemv));
UT_WEAK(SB_CBLAS(hbmv));
UT_WEAK(SB_CBLAS(hpmv));
UT_WEAK(SB_CBLAS(geru));
UT_WEAK(SB_CBLAS(gerc));
UT_WEAK(SB_CBLAS(her));
UT_WEAK(SB_CBLAS(hpr));
UT_WEAK(SB_CBLAS(her2));
UT_WEAK(SB_CBLAS(hpr2));
#endif

/* ---- Level 3 ---- */
void SB_F77(gemm)(S_, S_, I_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *,
                  T_ *, I_, L_, L_) W_;
void SB_F77(symm)(S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *,
                  T_ *, I_, L_, L_) W_;
void SB_F77(syrk)(S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, T_ *, I_, L_,
                  L_) W_;
void SB_F77(syr2k)(S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *,
                   T_ *, I_, L_, L_) W_;
void SB_F77(trmm)(S_, S_, S_, S_, I_, I_, const T_ *, const T_ *, I_, T_ *, I_, L_, L_, L_,
                  L_) W_;
void SB_F77(trsm)(S_, S_, S_, S_, I_, I_, const T_ *, const T_ *, I_, T_ *, I_, L_, L_, L_,
                  L_) W_;
UT_WEAK(SB_CBLAS(gemm));
UT_WEAK(SB_CBLAS(symm));
UT_WEAK(SB_CBLAS(syrk));
UT_WEAK(SB_CBLAS(syr2k));
UT_WEAK(SB_CBLAS(trmm));
UT_WEAK(SB_CBLAS(trsm));
#if SB_COMPLEX
void SB_F77(hemm)(S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const T_ *,
                  T_ *, I_, L_, L_) W_;
void SB_F77(herk)(S_, S_, I_, I_, const R_ *, const T_ *, I_, const R_ *, T_ *, I_, L_,
                  L_) W_;
void SB_F77(her2k)(S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_, const R_ *,
                   T_ *, I_, L_, L_) W_;
UT_WEAK(SB_CBLAS(hemm));
UT_WEAK(SB_CBLAS(herk));
UT_WEAK(SB_CBLAS(her2k));
#endif

/* ---- Extensions (OpenBLAS's signatures) ---- */
void SB_F77(gemmt)(S_, S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_,
                   const T_ *, T_ *, I_, L_, L_, L_) W_;
void SB_F77(gemmtr)(S_, S_, S_, I_, I_, const T_ *, const T_ *, I_, const T_ *, I_,
                    const T_ *, T_ *, I_, L_, L_, L_) W_;
void SB_F77(axpby)(I_, const T_ *, const T_ *, I_, const T_ *, T_ *, I_) W_;
void SB_F77(omatcopy)(S_, S_, I_, I_, const T_ *, const T_ *, I_, T_ *, I_, L_, L_) W_;
void SB_F77(imatcopy)(S_, S_, I_, I_, const T_ *, T_ *, I_, I_, L_, L_) W_;
void SB_F77(geadd)(I_, I_, const T_ *, const T_ *, I_, const T_ *, T_ *, I_) W_;
UT_WEAK(SB_CBLAS(gemmt));
UT_WEAK(SB_CBLAS(gemmtr));
UT_WEAK(SB_CBLAS(axpby));
UT_WEAK(SB_CBLAS(omatcopy));
UT_WEAK(SB_CBLAS(imatcopy));
UT_WEAK(SB_CBLAS(geadd));

#undef I_
#undef S_
#undef T_
#undef R_
#undef L_
#undef W_

#endif
