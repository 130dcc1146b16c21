/* The generic kernel set: portable C, runs everywhere, reference for the other sets. */
#include "kernel/generic/generic.h"
#include "kernel/generic/trsm.h"

/* Block sizes: A block (MC x KC) sized for L2, B panel (KC x NC) for a share of L3.
 * Kept moderate so that the tests cross every block boundary at n <= 600.
 * The kernels every type has; the type-specific ones are added at the use site. */
#define SB_GEN_ENTRY(t, T, MC, KC, NC)                                                         \
        .mr = SB_GEN_MR_##T, .nr = SB_GEN_NR_##T, .mc = MC, .kc = KC, .nc = NC,                \
        .gemm_ukr = sb_k_generic_##t##gemm_ukr, .packa = sb_k_generic_##t##packa,              \
        .packb = sb_k_generic_##t##packb, .trsm_ukr = sb_k_generic_##t##trsm_ukr,              \
        .trsm_r_ukr = sb_k_generic_##t##trsm_r_ukr,                                            \
        .axpy = sb_k_generic_##t##axpy,                                                        \
        .dot = sb_k_generic_##t##dot, .scal = sb_k_generic_##t##scal,                          \
        .axpby = sb_k_generic_##t##axpby, .scal_ieee = sb_k_generic_##t##scal_ieee,            \
        .copy = sb_k_generic_##t##copy, .swap = sb_k_generic_##t##swap,                        \
        .asum = sb_k_generic_##t##asum, .nrm2 = sb_k_generic_##t##nrm2,                        \
        .iamax = sb_k_generic_##t##iamax,                                                      \
        .gemv_n = sb_k_generic_##t##gemv_n, .gemv_t = sb_k_generic_##t##gemv_t

const sb_kset sb_kset_generic = {
    .name = "generic",
    .requires = 0,
    .fixed_blocks = 1,
    .t = {
        { SB_GEN_ENTRY(s, S, 128, 256, 512), .rot = sb_k_generic_srot,
          .dsdot = sb_k_generic_sdsdot },
        { SB_GEN_ENTRY(d, D, 96, 256, 512), .rot = sb_k_generic_drot },
        { SB_GEN_ENTRY(c, C, 64, 192, 256) },
        { SB_GEN_ENTRY(z, Z, 48, 160, 256) },
    },
};
