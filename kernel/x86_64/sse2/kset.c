/*
 * The SSE2 baseline kernel set: every x86-64 CPU can run it.  GEMM microkernels and
 * packing for s, d, c, z (rgemm_t.c, cgemm_t.c); the level 1 and 2 kernels are the shared
 * x86-64 vector kernels with 16-byte vectors (level12_t.c).
 */
#include "kernel/generic/generic.h"
#include "kernel/x86_64/sse2/sse2.h"
#include "kernel/x86_64/common/level12.h"

/* The level 1 and 2 slots: the shared vector kernels (kernel/x86_64/common/level12_impl.h,
 * compiled here with 16-byte vectors by level12_t.c), for type letter t. */
#define SB_SSE2_L12(t) SB_X86_L12_ENTRY(sse2, t)

/* The GEMM slots of type letter t (T upper case) with default block sizes. */
#define SB_SSE2_GEMM(t, T, MC, KC, NC)                                                         \
        .mr = SB_SSE2_MR_##T, .nr = SB_SSE2_NR_##T, .mc = MC, .kc = KC, .nc = NC,              \
        .gemm_ukr = sb_k_sse2_##t##gemm_ukr, .packa = sb_k_sse2_##t##packa,                    \
        .packb = sb_k_sse2_##t##packb

/*
 * Default block sizes (arch/ recomputes them from the caches): KC makes a B micropanel
 * KC x NR of 9 to 12 KiB, kept in L1 while A streams; MC x KC is 384 to 512 KiB of L2;
 * NC = 4092 is a multiple of NR = 6 and 3 (the engine packs whole micropanels).
 */
const sb_kset sb_kset_sse2 = {
    .name = "sse2",
    .requires = SB_ISA_SSE2,
    .t = {
        { SB_SSE2_GEMM(s, S, 256, 384, 4092), SB_SSE2_L12(s), .symr = sb_k_sse2_ssymr,
          .rot = sb_k_sse2_srot, .dsdot = sb_k_sse2_sdsdot },
        { SB_SSE2_GEMM(d, D, 192, 256, 4092), SB_SSE2_L12(d), .symr = sb_k_sse2_dsymr, .rot = sb_k_sse2_drot },
        { SB_SSE2_GEMM(c, C, 128, 256, 4092), SB_SSE2_L12(c), .symr = sb_k_sse2_csymr },
        { SB_SSE2_GEMM(z, Z, 96, 256, 4092), SB_SSE2_L12(z), .symr = sb_k_sse2_zsymr },
    },
};
