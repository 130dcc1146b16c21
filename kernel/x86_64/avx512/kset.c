/*
 * The AVX-512 kernel set (AVX-512 F/DQ/BW/VL with FMA).  Types and slots without an
 * AVX-512 kernel yet use the generic kernels (kernel/generic/), which this set's
 * compile flags do not affect: they are compiled for the baseline ISA.
 */
#include "kernel/generic/generic.h"
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/trsm.h"


/* The level 1 and 2 slots of type letter t: the shared vector kernels
 * (kernel/x86_64/common/level12_impl.h, compiled here by level12_t.c). */
#include "kernel/x86_64/common/level12.h"
#define SB_AVX512_GENERIC_L12(t) SB_X86_L12_ENTRY(avx512, t)

/*
 * Block sizes below are this set's defaults, used where arch/ cannot read a cache's size
 * (arch/blocking.c computes them from the CPUID cache geometry otherwise).
 * double, 24 x 8 (Zen 5: L1d 48 KiB, L2 1 MiB, L3 32 MiB):
 *   KC = 256: a B micropanel (KC x NR = 16 KiB) plus an A micropanel (MR x KC = 48 KiB)
 *             would overflow L1, but A streams (read once per tile, prefetched) while B
 *             stays; 16 KiB of B plus A's stream fit 48 KiB;
 *   MC = 192: the A block MC x KC = 384 KiB, well under half of L2;
 *   NC = 4096: the B panel KC x NC = 8 MiB, a share of L3.
 * The engine sizes its buffers for MC x KC and KC x NC and packs whole micropanels, so
 * MC must be a multiple of MR and NC of NR (test/kernels checks it).
 */
/*
 * float, 32 x 12, same reasoning: KC = 384 puts an 18 KiB B micropanel in L1 next to the
 * A stream (48 KiB per micropanel); MC = 256 makes the A block 384 KiB of L2;
 * NC = 4080 = 340 x 12 (a multiple of NR).
 */
/*
 * complex float 24 x 4: KC = 384 gives a 12 KiB B micropanel, MC = 144 a 432 KiB A block;
 * complex double 12 x 4: KC = 256 gives a 16 KiB B micropanel, MC = 96 a 384 KiB A block.
 * Not tuned by measurement yet.
 */
/*
 * gemm_blk (kernel.h) for d, c and z, the same tiles in the same order as the per-tile calls
 * (bitwise, test_kernels).  Against those, one bench process, 7-9 rounds (Intel Xeon with
 * AVX-512, 2 vCPUs, a busy neighbour, 2026-12-01): dgemm 2048 x 2048 x 32 / 1024 x 1024 x 64
 * +9 / +5%, +1 / +2% and +5 / -8% in three runs; cgemm +4 / +2% and +5 / +3%; zgemm +2 / +1%
 * and +2 / 0%; square 192-1024 within noise.  On that machine whole runs moved 5-8%, so only
 * the direction is claimed (on Zen 3 the AVX2 set's gemm_blk measured +3-7% at these shapes).
 * sgemm showed -1..-4% in two runs (and 0 / -4% with identical s code in a third: noise);
 * on Zen 4 (2026-12-03) again 2-5% slower with the tile inlined into the loop, so s's
 * gemm_blk calls its out-of-line ukr (no slower than the engine's calls) and exists for
 * gemm_blk_pa, which packs A inside the block's first micropanel column (dgemm.c).
 */
const sb_kset sb_kset_avx512 = {
    .name = "avx512",
    .requires = SB_ISA_AVX512 | SB_ISA_FMA,
    .t = {
        { .mr = SB_AVX512_MR_S, .nr = SB_AVX512_NR_S, .mv = 16,
          .mc = 256, .kc = 384, .nc = 4080,
          .gemm_ukr = sb_k_avx512_sgemm_ukr, .gemm_blk = sb_k_avx512_sgemm_blk,
          .gemm_blk_pa = sb_k_avx512_sgemm_blk_pa, .gemm_blk_pb = sb_k_avx512_sgemm_blk_pb,
          .gemm_ukr_tri = sb_k_avx512_sgemm_ukr_tri, .gemm_ukr_trk = sb_k_avx512_sgemm_ukr_trk,
          .packa = sb_k_avx512_spacka,
          .packb = sb_k_avx512_spackb, .trsm_ukr = sb_k_avx512_strsm_ukr,
          .trsm_r_ukr = sb_k_avx512_strsm_r_ukr, .trmm_rs = sb_k_avx512_strmm_rs,
          .trmm_ls = sb_k_avx512_strmm_ls,
          .tnr = 4 * SB_AVX512_NR_S,
          .gemm_small = sb_k_avx512_sgemm_small,
          .gemm_small_tt = sb_k_avx512_sgemm_small_tt, .small_nr = SB_AVX512_SMALL_NR_S,
          .small_m1 = SB_AVX512_SMALL_M1_S, .small_n1 = SB_AVX512_SMALL_N1_S,
          .small_mv = SB_AVX512_SMALL_MV_REAL, .small_vb = 64,
          SB_AVX512_GENERIC_L12(s), .symr = sb_k_avx512_ssymr,
          .symv_rt = sb_k_avx512_ssymv_rt,
          .rot = sb_k_avx512_srot, .dsdot = sb_k_avx512_sdsdot },
        { .mr = SB_AVX512_MR_D, .nr = SB_AVX512_NR_D, .mv = 8,
          .mc = 192, .kc = 256, .nc = 4096,
          .gemm_ukr = sb_k_avx512_dgemm_ukr, .gemm_blk = sb_k_avx512_dgemm_blk,
          .gemm_blk_pa = sb_k_avx512_dgemm_blk_pa, .gemm_blk_pb = sb_k_avx512_dgemm_blk_pb,
          .gemm_ukr_tri = sb_k_avx512_dgemm_ukr_tri, .gemm_ukr_trk = sb_k_avx512_dgemm_ukr_trk,
          .packa = sb_k_avx512_dpacka,
          .packb = sb_k_avx512_dpackb, .trsm_ukr = sb_k_avx512_dtrsm_ukr,
          .trsm_r_ukr = sb_k_avx512_dtrsm_r_ukr, .trmm_rs = sb_k_avx512_dtrmm_rs,
          .trmm_ls = sb_k_avx512_dtrmm_ls,
          .gemm_small = sb_k_avx512_dgemm_small,
          .gemm_small_tt = sb_k_avx512_dgemm_small_tt, .small_nr = SB_AVX512_SMALL_NR_D,
          .small_m1 = SB_AVX512_SMALL_M1_D, .small_n1 = SB_AVX512_SMALL_N1_D,
          .small_mv = SB_AVX512_SMALL_MV_REAL, .small_vb = 64,
          SB_AVX512_GENERIC_L12(d), .symr = sb_k_avx512_dsymr,
          .rot = sb_k_avx512_drot, .symv_rt = sb_k_avx512_dsymv_rt },
        { .mr = SB_AVX512_MR_C, .nr = SB_AVX512_NR_C, .mv = 8,
          .mc = 144, .kc = 384, .nc = 4096,
          .gemm_ukr = sb_k_avx512_cgemm_ukr, .gemm_blk = sb_k_avx512_cgemm_blk,
          .gemm_blk_pa = sb_k_avx512_cgemm_blk_pa, .gemm_blk_pb = sb_k_avx512_cgemm_blk_pb,
          .gemm_ukr_trk = sb_k_avx512_cgemm_ukr_trk,
          .packa = sb_k_avx512_cpacka,
          .packb = sb_k_avx512_cpackb, .trsm_ukr = sb_k_avx512_ctrsm_ukr,
          .trsm_r_ukr = sb_k_avx512_ctrsm_r_ukr,
          .tnr = 2 * SB_AVX512_NR_C,
          .gemm_small = sb_k_avx512_cgemm_small, .small_nr = SB_AVX512_SMALL_NR_C,
          .small_mv = SB_AVX512_SMALL_MV_CPLX, .small_vb = 64,
          SB_AVX512_GENERIC_L12(c), .symr = sb_k_avx512_csymr,
          .symv_rt = sb_k_avx512_csymv_rt },
        { .mr = SB_AVX512_MR_Z, .nr = SB_AVX512_NR_Z, .mv = 4,
          .mc = 96, .kc = 256, .nc = 4096,
          .gemm_ukr = sb_k_avx512_zgemm_ukr, .gemm_blk = sb_k_avx512_zgemm_blk,
          .gemm_blk_pa = sb_k_avx512_zgemm_blk_pa, .gemm_blk_pb = sb_k_avx512_zgemm_blk_pb,
          .gemm_ukr_trk = sb_k_avx512_zgemm_ukr_trk,
          .packa = sb_k_avx512_zpacka,
          .packb = sb_k_avx512_zpackb, .trsm_ukr = sb_k_avx512_ztrsm_ukr,
          .trsm_r_ukr = sb_k_avx512_ztrsm_r_ukr,
          .gemm_small = sb_k_avx512_zgemm_small, .small_nr = SB_AVX512_SMALL_NR_Z,
          .small_mv = SB_AVX512_SMALL_MV_CPLX, .small_vb = 64,
          SB_AVX512_GENERIC_L12(z), .symr = sb_k_avx512_zsymr,
          .symv_rt = sb_k_avx512_zsymv_rt },
    },
    /*
     * On a 256-bit datapath axpy, dot and asum of s and d run the same source with 32-byte
     * vectors (level12y_t.c).  Against the 64-byte ones, one bench process, 7 rounds
     * interleaved, Zen 4 (2026-12-02; ratio narrow / own at n = 1000 / 4000, the vectors
     * n^2 long; GER is an axpy per column): sger 1.12 / 1.13, 1.15 / 1.22, 1.14 / 0.81,
     * 1.15 / 1.23, 1.22 / 1.05 in five runs; dger 1.07 / 1.05, 1.04 / 1.04, 1.18 / 1.10;
     * daxpy 1.20 / 1.09, 1.13 / 1.08, 1.48 / 1.12; saxpy 0.96 / 1.08, 1.04 / 1.02, 0.92 /
     * 0.97, 1.16 / 0.99, 0.99 / 1.18; ddot 1.11 / 1.00, 0.98 / 1.25 (and 1.04-1.08 /
     * 1.08-1.15 in an earlier session), sdot 1.03 / 1.08, 1.02 / 1.12; dasum 1.02 / 1.22,
     * 0.97 / 1.19.  Kept at 64 bytes: gemv_n (dgemv 4000 1.24, 1.17, 1.00, 1.13, but
     * SYR2's two-column gemv_n at 1000 0.89, 0.82, 1.04 (d) and 0.88, 0.90, 1.07 (s)),
     * nrm2 (dnrm2 1000 0.70), symv (dsymv 4000 0.72-0.90), iamax (did not repeat) and the
     * complex kernels (zgemv 4000 0.86).
     */
    .narrow_bits = 256,
    .narrow = {
        { sb_k_avx512y_saxpy, sb_k_avx512y_sdot, sb_k_avx512y_sasum },
        { sb_k_avx512y_daxpy, sb_k_avx512y_ddot, sb_k_avx512y_dasum },
    },
};
