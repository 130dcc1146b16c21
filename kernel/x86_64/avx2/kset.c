/*
 * The AVX2 + FMA kernel set (16 ymm registers).  GEMM microkernels and packing are the
 * set's own (rgemm_t.c: s, d; cgemm_t.c: c, z), and so is the small-matrix GEMM kernel
 * (gemm_small_t.c); the level 1 and 2 kernels are the shared x86-64 vector kernels with
 * 32-byte vectors (level12_t.c).
 */
#include "kernel/generic/generic.h"
#include "kernel/x86_64/avx2/avx2.h"

/* The level 1 and 2 slots of type letter t: the shared vector kernels
 * (kernel/x86_64/common/level12_impl.h, compiled here by level12_t.c). */
#include "kernel/x86_64/common/level12.h"
#define SB_AVX2_L12(t) SB_X86_L12_ENTRY(avx2, t)

/* The GEMM slots of type letter t, microtile T (S, D, C, Z) and default blocks.
 * mv = MR: the microkernels always compute both A vectors, so they promise nothing beyond
 * the plain contract, but a nonzero mv makes SYRK's small path (driver/level3/small_t.c,
 * tri_small) take diagonal blocks of MR columns instead of NR: s 16 x 16, d 8 x 8 blocks
 * run ssyrk 16 / 32 / 64 / 192 +49 / +44 / +18 / +7%, dsyrk +38 / +30 / +10 / +2%, csyrk
 * 16 / 64 +62 / +10% (one thread, against NR blocks, interleaved, best of 5, 2026-12-01,
 * Zen 3). */
#define SB_AVX2_GEMM(t, T, mc_, kc_, nc_)                                                      \
        .mr = SB_AVX2_MR_##T, .nr = SB_AVX2_NR_##T, .mv = SB_AVX2_MR_##T,                      \
        .mc = (mc_), .kc = (kc_), .nc = (nc_), .gemm_ukr = sb_k_avx2_##t##gemm_ukr,            \
        .gemm_blk = sb_k_avx2_##t##gemm_blk,                                                   \
        .packa = sb_k_avx2_##t##packa, .packb = sb_k_avx2_##t##packb,                          \
        .gemm_small = sb_k_avx2_##t##gemm_small, .small_wide = 1,                             \
        .small_mv = SB_AVX2_SMALL_MV, .trsm_ukr = sb_k_avx2_##t##trsm_ukr

/*
 * Default block sizes (arch/ recomputes them from the caches): KC keeps a B micropanel
 * (KC x NR) in a third of a 32-48 KiB L1d next to the streaming A micropanel; MC makes
 * the A block (MC x KC) about 384 KiB, under half of a 1 MiB L2 (a multiple of MR); NC
 * makes the B panel (KC x NC) about 8 MiB, a share of L3 (a multiple of NR).
 *   s 16 x 6: KC 384 (9 KiB of B), MC 256, NC 4092 (6 MiB)
 *   d  8 x 6: KC 256 (12 KiB),     MC 192, NC 4092
 *   c  8 x 3: KC 256 (6 KiB),      MC 192, NC 4095
 *   z  4 x 3: KC 256 (12 KiB),     MC  96, NC 2046
 */
const sb_kset sb_kset_avx2 = {
    .name = "avx2",
    .requires = SB_ISA_AVX2 | SB_ISA_FMA,
    /* The B micropanel may fill 3/4 of L1 (KC 512 for d with a 32 KiB L1): the A stream
     * is prefetched, and a longer KC loads and stores each tile of C fewer times (Zen 3,
     * one thread, n = 1024: d +4%, s +3%, c +2%, z +5% against a third; arch/blocking.c). */
    .kc_l1_pct = 75,
    /* trsm_r_ukr (kernel.h: side R solved in place) for s and c; d and z run the
     * transposed solve, which was faster with the shared right-side tile (Intel model 0xa7,
     * STEADYBLAS_ARCH=avx2, side R, one thread: strsm / ctrsm 16-256 1.08-1.17x /
     * 1.27-1.62x the speed, dtrsm 16-512 0.84-0.96x; ztrsm 512 0.59-0.64x own zgemm's rate
     * against 0.66-0.68) */
    .t = {
        { SB_AVX2_GEMM(s, S, 256, 384, 4092), SB_AVX2_L12(s), .symr = sb_k_avx2_ssymr,
          .gemm_blk_pa = sb_k_avx2_sgemm_blk_pa, .gemm_blk_pb = sb_k_avx2_sgemm_blk_pb,
          .rot = sb_k_avx2_srot, .dsdot = sb_k_avx2_sdsdot, .trsm_r_ukr = sb_k_avx2_strsm_r_ukr,
          .trmm_rs = sb_k_avx2_strmm_rs,
          .trmm_ls = sb_k_avx2_strmm_ls },
        { SB_AVX2_GEMM(d, D, 192, 256, 4092), SB_AVX2_L12(d), .symr = sb_k_avx2_dsymr, .rot = sb_k_avx2_drot,
          .gemm_blk_pa = sb_k_avx2_dgemm_blk_pa, .gemm_blk_pb = sb_k_avx2_dgemm_blk_pb,
          .trmm_rs = sb_k_avx2_dtrmm_rs,
          .trmm_ls = sb_k_avx2_dtrmm_ls },
        { SB_AVX2_GEMM(c, C, 192, 256, 4095), SB_AVX2_L12(c), .symr = sb_k_avx2_csymr,
          .trsm_r_ukr = sb_k_avx2_ctrsm_r_ukr },
        { SB_AVX2_GEMM(z, Z, 96, 256, 2046), SB_AVX2_L12(z), .symr = sb_k_avx2_zsymr },
    },
};
