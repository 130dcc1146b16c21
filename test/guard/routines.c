/*
 * The routine table: every routine the guard and bad-argument tests exercise, with the
 * kinds of its parameters in Fortran order (see gt.h for the letters).
 */
#include "gt.h"

#define ALL4(x) { "s" x, "d" x, "c" x, "z" x }
#define CALL4(x) { "cblas_s" x, "cblas_d" x, "cblas_c" x, "cblas_z" x }
#define SD(x) { "s" x, "d" x, NULL, NULL }
#define CSD(x) { "cblas_s" x, "cblas_d" x, NULL, NULL }
#define CZ(x) { NULL, NULL, "c" x, "z" x }
#define CCZ(x) { NULL, NULL, "cblas_c" x, "cblas_z" x }
#define NONE { 0, 0, 0, 0 }
#define RET4(s, d, c, z) { RET_##s, RET_##d, RET_##c, RET_##z }

/* name, Fortran names, CBLAS names, shape, kinds, level, returns, trans sets, solve, herm */
const gt_routine gt_routines[] = {
    /* ---- level 3 ---- */
    { "gemm", ALL4("gemm"), CALL4("gemm"), SH_GEMM, "ttmnkaALBLbCL", 3, NONE, { 0, 0 }, 0, 0 },
    { "symm", ALL4("symm"), CALL4("symm"), SH_SYMM, "sumnaALBLbCL", 3, NONE, { 0, 0 }, 0, 0 },
    { "hemm", CZ("hemm"), CCZ("hemm"), SH_SYMM, "sumnaALBLbCL", 3, NONE, { 0, 0 }, 0, 1 },
    { "syrk", ALL4("syrk"), CALL4("syrk"), SH_SYRK, "utnkaALbCL", 3, NONE, { "NTC", "NT" }, 0, 0 },
    { "herk", CZ("herk"), CCZ("herk"), SH_HERK, "utnkrALqCL", 3, NONE, { 0, "NC" }, 0, 1 },
    { "syr2k", ALL4("syr2k"), CALL4("syr2k"), SH_SYR2K, "utnkaALBLbCL", 3, NONE, { "NTC", "NT" }, 0, 0 },
    { "her2k", CZ("her2k"), CCZ("her2k"), SH_HER2K, "utnkaALBLqCL", 3, NONE, { 0, "NC" }, 0, 1 },
    { "trmm", ALL4("trmm"), CALL4("trmm"), SH_TRMM, "sutdmnaALBL", 3, NONE, { 0, 0 }, 0, 0 },
    { "trsm", ALL4("trsm"), CALL4("trsm"), SH_TRMM, "sutdmnaALBL", 3, NONE, { 0, 0 }, 1, 0 },
    { "gemmt", ALL4("gemmt"), CALL4("gemmt"), SH_GEMMT, "uttnkaALBLbCL", 3, NONE, { 0, 0 }, 0, 0 },
    { "gemmtr", ALL4("gemmtr"), CALL4("gemmtr"), SH_GEMMT, "uttnkaALBLbCL", 3, NONE, { 0, 0 }, 0, 0 },

    /* ---- level 2 ---- */
    { "gemv", ALL4("gemv"), CALL4("gemv"), SH_GEMV, "tmnaALxIbyI", 2, NONE, { 0, 0 }, 0, 0 },
    { "gbmv", ALL4("gbmv"), CALL4("gbmv"), SH_GBMV, "tmnlhaALxIbyI", 2, NONE, { 0, 0 }, 0, 0 },
    { "symv", SD("symv"), CSD("symv"), SH_SYMV, "unaALxIbyI", 2, NONE, { 0, 0 }, 0, 0 },
    { "hemv", CZ("hemv"), CCZ("hemv"), SH_SYMV, "unaALxIbyI", 2, NONE, { 0, 0 }, 0, 1 },
    { "sbmv", SD("sbmv"), CSD("sbmv"), SH_SBMV, "unwaALxIbyI", 2, NONE, { 0, 0 }, 0, 0 },
    { "hbmv", CZ("hbmv"), CCZ("hbmv"), SH_SBMV, "unwaALxIbyI", 2, NONE, { 0, 0 }, 0, 1 },
    { "spmv", SD("spmv"), CSD("spmv"), SH_SPMV, "unaPxIbyI", 2, NONE, { 0, 0 }, 0, 0 },
    { "hpmv", CZ("hpmv"), CCZ("hpmv"), SH_SPMV, "unaPxIbyI", 2, NONE, { 0, 0 }, 0, 1 },
    { "trmv", ALL4("trmv"), CALL4("trmv"), SH_TRMV, "utdnALxI", 2, NONE, { 0, 0 }, 0, 0 },
    { "trsv", ALL4("trsv"), CALL4("trsv"), SH_TRMV, "utdnALxI", 2, NONE, { 0, 0 }, 1, 0 },
    { "tbmv", ALL4("tbmv"), CALL4("tbmv"), SH_TBMV, "utdnwALxI", 2, NONE, { 0, 0 }, 0, 0 },
    { "tbsv", ALL4("tbsv"), CALL4("tbsv"), SH_TBMV, "utdnwALxI", 2, NONE, { 0, 0 }, 1, 0 },
    { "tpmv", ALL4("tpmv"), CALL4("tpmv"), SH_TPMV, "utdnPxI", 2, NONE, { 0, 0 }, 0, 0 },
    { "tpsv", ALL4("tpsv"), CALL4("tpsv"), SH_TPMV, "utdnPxI", 2, NONE, { 0, 0 }, 1, 0 },
    { "ger", SD("ger"), CSD("ger"), SH_GER, "mnaxIyIAL", 2, NONE, { 0, 0 }, 0, 0 },
    { "geru", CZ("geru"), CCZ("geru"), SH_GER, "mnaxIyIAL", 2, NONE, { 0, 0 }, 0, 0 },
    { "gerc", CZ("gerc"), CCZ("gerc"), SH_GER, "mnaxIyIAL", 2, NONE, { 0, 0 }, 0, 0 },
    { "syr", SD("syr"), CSD("syr"), SH_SYR, "unaxIAL", 2, NONE, { 0, 0 }, 0, 0 },
    { "her", CZ("her"), CCZ("her"), SH_HER, "unrxIAL", 2, NONE, { 0, 0 }, 0, 1 },
    { "spr", SD("spr"), CSD("spr"), SH_SPR, "unaxIP", 2, NONE, { 0, 0 }, 0, 0 },
    { "hpr", CZ("hpr"), CCZ("hpr"), SH_HPR, "unrxIP", 2, NONE, { 0, 0 }, 0, 1 },
    { "syr2", SD("syr2"), CSD("syr2"), SH_SYR2, "unaxIyIAL", 2, NONE, { 0, 0 }, 0, 0 },
    { "her2", CZ("her2"), CCZ("her2"), SH_SYR2, "unaxIyIAL", 2, NONE, { 0, 0 }, 0, 1 },
    { "spr2", SD("spr2"), CSD("spr2"), SH_SPR2, "unaxIyIP", 2, NONE, { 0, 0 }, 0, 0 },
    { "hpr2", CZ("hpr2"), CCZ("hpr2"), SH_SPR2, "unaxIyIP", 2, NONE, { 0, 0 }, 0, 1 },

    /* ---- level 1 ---- */
    { "rot", { "srot", "drot", "csrot", "zdrot" },
      { "cblas_srot", "cblas_drot", "cblas_csrot", "cblas_zdrot" }, SH_ROT, "nxIyIrr", 1, NONE,
      { 0, 0 }, 0, 0 },
    { "rotm", SD("rotm"), CSD("rotm"), SH_ROTM, "nxIyIp", 1, NONE, { 0, 0 }, 0, 0 },
    { "swap", ALL4("swap"), CALL4("swap"), SH_SWAP, "nxIyI", 1, NONE, { 0, 0 }, 0, 0 },
    { "copy", ALL4("copy"), CALL4("copy"), SH_COPY, "nxIyI", 1, NONE, { 0, 0 }, 0, 0 },
    { "axpy", ALL4("axpy"), CALL4("axpy"), SH_AXPY, "naxIyI", 1, NONE, { 0, 0 }, 0, 0 },
    { "scal", ALL4("scal"), CALL4("scal"), SH_SCAL, "naxI", 1, NONE, { 0, 0 }, 0, 0 },
    { "rscal", { NULL, NULL, "csscal", "zdscal" }, { NULL, NULL, "cblas_csscal", "cblas_zdscal" },
      SH_RSCAL, "nrxI", 1, NONE, { 0, 0 }, 0, 0 },
    { "dot", SD("dot"), CSD("dot"), SH_DOT, "nxIyI", 1, RET4(F, D, VOID, VOID), { 0, 0 }, 0, 0 },
    { "dotu", CZ("dotu"), { NULL, NULL, "cblas_cdotu_sub", "cblas_zdotu_sub" }, SH_DOTU, "nxIyI", 1,
      RET4(VOID, VOID, C, Z), { 0, 0 }, 0, 0 },
    { "dotc", CZ("dotc"), { NULL, NULL, "cblas_cdotc_sub", "cblas_zdotc_sub" }, SH_DOTC, "nxIyI", 1,
      RET4(VOID, VOID, C, Z), { 0, 0 }, 0, 0 },
    { "sdsdot", { "sdsdot", NULL, NULL, NULL }, { "cblas_sdsdot", NULL, NULL, NULL }, SH_SDSDOT,
      "nrxIyI", 1, RET4(F, VOID, VOID, VOID), { 0, 0 }, 0, 0 },
    { "dsdot", { "dsdot", NULL, NULL, NULL }, { "cblas_dsdot", NULL, NULL, NULL }, SH_DSDOT,
      "nxIyI", 1, RET4(D, VOID, VOID, VOID), { 0, 0 }, 0, 0 },
    { "nrm2", { "snrm2", "dnrm2", "scnrm2", "dznrm2" },
      { "cblas_snrm2", "cblas_dnrm2", "cblas_scnrm2", "cblas_dznrm2" }, SH_NRM2, "nxI", 1,
      RET4(F, D, F, D), { 0, 0 }, 0, 0 },
    { "asum", { "sasum", "dasum", "scasum", "dzasum" },
      { "cblas_sasum", "cblas_dasum", "cblas_scasum", "cblas_dzasum" }, SH_ASUM, "nxI", 1,
      RET4(F, D, F, D), { 0, 0 }, 0, 0 },
    { "iamax", { "isamax", "idamax", "icamax", "izamax" },
      { "cblas_isamax", "cblas_idamax", "cblas_icamax", "cblas_izamax" }, SH_IAMAX, "nxI", 1,
      RET4(I, I, I, I), { 0, 0 }, 0, 0 },
    { "axpby", ALL4("axpby"), CALL4("axpby"), SH_AXPBY, "naxIbyI", 1, NONE, { 0, 0 }, 0, 0 },
    { "rotg", ALL4("rotg"), CALL4("rotg"), SH_ROTG, "SSSS", 1, NONE, { 0, 0 }, 0, 0 },
    { "rotmg", SD("rotmg"), CSD("rotmg"), SH_ROTMG, "SSSrp", 1, NONE, { 0, 0 }, 0, 0 },
    { "cabs1", { NULL, NULL, "scabs1", "dcabs1" }, { NULL, NULL, "cblas_scabs1", "cblas_dcabs1" },
      SH_CABS1, "S", 1, RET4(VOID, VOID, F, D), { 0, 0 }, 0, 0 },

    /* ---- the OpenBLAS matrix extensions ("level 0") ---- */
    { "omatcopy", ALL4("omatcopy"), CALL4("omatcopy"), SH_OMATCOPY, "ocmnaALBL", 0, NONE,
      { 0, 0 }, 0, 0 },
    { "imatcopy", ALL4("imatcopy"), CALL4("imatcopy"), SH_IMATCOPY, "ocmnaALL", 0, NONE,
      { 0, 0 }, 0, 0 },
    { "geadd", ALL4("geadd"), CALL4("geadd"), SH_GEADD, "mnaALbCL", 0, NONE, { 0, 0 }, 0, 0 },
};

const int gt_nroutines = (int)(sizeof gt_routines / sizeof gt_routines[0]);

const char *const gt_api_name[3] = { "Fortran", "CBLAS col-major", "CBLAS row-major" };
