/*
 * The k loop of the full AVX-512 GEMM microtiles, in inline assembly, written once for
 * every type: the shape "3 vectors of A x 8 broadcasts of B" serves d (24 x 8), c (24 x 4
 * complex: re and im of 4 columns) and z (12 x 4 complex), and "2 x 12" serves s (32 x 12).
 *
 * Why assembly: left to itself GCC folds each broadcast into its FMA as an embedded-
 * broadcast memory operand (vfmadd231pd (mem){1to8}), which Zen 5 runs at 88% of its FMA
 * peak, and when the broadcasts are forced into registers it runs out of registers and
 * spills accumulators inside the loop.  This loop has 24 accumulators in zmm8..zmm31, A in
 * zmm0..zmm2 and one broadcast register (zmm3, renamed by the core): a register-only FMA
 * stream that runs at the peak (24 FMAs, 3 vector loads and 8 broadcasts per step,
 * L1-resident: 105.5 GFLOP/s against 105.6 measured peak, where the folded form ran 93.0).
 *
 * Contract of SB_KLOOP_3X8 / SB_KLOOP_2X12 (BC, FMA: the broadcast and FMA mnemonics of
 * the type; ES: its real element size as a string):
 *   acc(j, v) = sum over the k steps of A(step)[v] * broadcast(B(step)[j]) for k steps, A advancing by 3 (2)
 *   vectors of 64 bytes and B by 8 (12) elements per step.  The accumulators are the 24
 *   variables named in order (j major, v minor), set by the loop (it starts from zero); the
 *   caller declares them with SB_KLOOP_ACC, which ties them to zmm8..zmm31 in that order.
 *   Accumulators are outputs only and a, b, k inputs copied to rax, rdx, rcx, r8 (an asm
 *   statement takes at most 30 operands; 24 read-write ones would count 48).  A is prefetched 8 steps
 *   ahead (it streams from L2); B is read as it is (L1-resident).
 */
#ifndef SB_KERNEL_AVX512_KLOOP_H
#define SB_KERNEL_AVX512_KLOOP_H

#define SB_KLOOP_ACC(type, name, reg) register type name __asm__(reg)
/* the 24 accumulators of a microtile, in kloop order */
#define SB_KLOOP_DECL(T, x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14,    \
                      x15, x16, x17, x18, x19, x20, x21, x22, x23)                          \
    SB_KLOOP_ACC(T, x0, "zmm8"); SB_KLOOP_ACC(T, x1, "zmm9"); SB_KLOOP_ACC(T, x2, "zmm10");  \
    SB_KLOOP_ACC(T, x3, "zmm11"); SB_KLOOP_ACC(T, x4, "zmm12"); SB_KLOOP_ACC(T, x5, "zmm13"); \
    SB_KLOOP_ACC(T, x6, "zmm14"); SB_KLOOP_ACC(T, x7, "zmm15"); SB_KLOOP_ACC(T, x8, "zmm16"); \
    SB_KLOOP_ACC(T, x9, "zmm17"); SB_KLOOP_ACC(T, x10, "zmm18");                             \
    SB_KLOOP_ACC(T, x11, "zmm19"); SB_KLOOP_ACC(T, x12, "zmm20");                            \
    SB_KLOOP_ACC(T, x13, "zmm21"); SB_KLOOP_ACC(T, x14, "zmm22");                            \
    SB_KLOOP_ACC(T, x15, "zmm23"); SB_KLOOP_ACC(T, x16, "zmm24");                            \
    SB_KLOOP_ACC(T, x17, "zmm25"); SB_KLOOP_ACC(T, x18, "zmm26");                            \
    SB_KLOOP_ACC(T, x19, "zmm27"); SB_KLOOP_ACC(T, x20, "zmm28");                            \
    SB_KLOOP_ACC(T, x21, "zmm29"); SB_KLOOP_ACC(T, x22, "zmm30");                            \
    SB_KLOOP_ACC(T, x23, "zmm31")

/* one column j of step i: broadcast B(i)[j], then the FMAs of its accumulators */
#define SB_KL_COL3(BC, FMA, ES, I, J, R0, R1, R2)                                           \
    BC " " #I "*8*" ES "+" #J "*" ES "(%%rdx), %%zmm3\n\t"                                  \
    FMA " %%zmm3, %%zmm0, %%zmm" #R0 "\n\t"                                                 \
    FMA " %%zmm3, %%zmm1, %%zmm" #R1 "\n\t"                                                 \
    FMA " %%zmm3, %%zmm2, %%zmm" #R2 "\n\t"
#define SB_KL_STEP3X8(BC, FMA, ES, I)                                                       \
    "vmovups " #I "*192(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*192+64(%%rax), %%zmm1\n\t"                                               \
    "vmovups " #I "*192+128(%%rax), %%zmm2\n\t"                                              \
    SB_KL_COL3(BC, FMA, ES, I, 0, 8, 9, 10)                                                 \
    SB_KL_COL3(BC, FMA, ES, I, 1, 11, 12, 13)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 2, 14, 15, 16)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 3, 17, 18, 19)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 4, 20, 21, 22)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 5, 23, 24, 25)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 6, 26, 27, 28)                                               \
    SB_KL_COL3(BC, FMA, ES, I, 7, 29, 30, 31)
/* the 3 lines of A of step i + 8 */
#define SB_KL_PF3(I)                                                                        \
    "prefetcht0 1536+" #I "*192(%%rax)\n\t"                                                  \
    "prefetcht0 1600+" #I "*192(%%rax)\n\t"                                                  \
    "prefetcht0 1664+" #I "*192(%%rax)\n\t"

#define SB_KL_COL2(BC, FMA, ES, I, J, R0, R1)                                               \
    BC " " #I "*12*" ES "+" #J "*" ES "(%%rdx), %%zmm3\n\t"                                 \
    FMA " %%zmm3, %%zmm0, %%zmm" #R0 "\n\t"                                                 \
    FMA " %%zmm3, %%zmm1, %%zmm" #R1 "\n\t"
#define SB_KL_STEP2X12(BC, FMA, ES, I)                                                      \
    "vmovups " #I "*128(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*128+64(%%rax), %%zmm1\n\t"                                               \
    SB_KL_COL2(BC, FMA, ES, I, 0, 8, 9)                                                     \
    SB_KL_COL2(BC, FMA, ES, I, 1, 10, 11)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 2, 12, 13)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 3, 14, 15)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 4, 16, 17)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 5, 18, 19)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 6, 20, 21)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 7, 22, 23)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 8, 24, 25)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 9, 26, 27)                                                   \
    SB_KL_COL2(BC, FMA, ES, I, 10, 28, 29)                                                  \
    SB_KL_COL2(BC, FMA, ES, I, 11, 30, 31)
#define SB_KL_PF2(I)                                                                        \
    "prefetcht0 1024+" #I "*128(%%rax)\n\t"                                                  \
    "prefetcht0 1088+" #I "*128(%%rax)\n\t"

/* zmm8..zmm31 := 0 */
#define SB_KL_Z(r) "vpxord %%zmm" #r ", %%zmm" #r ", %%zmm" #r "\n\t"
#define SB_KL_ZERO                                                                          \
    SB_KL_Z(8) SB_KL_Z(9) SB_KL_Z(10) SB_KL_Z(11) SB_KL_Z(12) SB_KL_Z(13) SB_KL_Z(14)       \
    SB_KL_Z(15) SB_KL_Z(16) SB_KL_Z(17) SB_KL_Z(18) SB_KL_Z(19) SB_KL_Z(20) SB_KL_Z(21)     \
    SB_KL_Z(22) SB_KL_Z(23) SB_KL_Z(24) SB_KL_Z(25) SB_KL_Z(26) SB_KL_Z(27) SB_KL_Z(28)     \
    SB_KL_Z(29) SB_KL_Z(30) SB_KL_Z(31)

/* The loop around four unrolled steps (STEP, PF, SA: step macro, prefetch macro, A bytes
 * per step; SB: B elements per step), then the k % 4 remaining steps one by one. */
#define SB_KL_LOOP(STEP, PF, SA, SB, BC, FMA, ES, k, a, b, x0, x1, x2, x3, x4, x5, x6, x7, \
                   x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x18, x19, x20, x21, x22,   \
                   x23)                                                                     \
    __asm__("mov %[ka], %%rax\n\t"                                                      \
            "mov %[kb], %%rdx\n\t"                                                      \
            "mov %[kk], %%rcx\n\t"                                                      \
            "mov %%rcx, %%r8\n\t"                                                       \
            "and $3, %%r8\n\t"                                                          \
            "shr $2, %%rcx\n\t"                                                         \
            SB_KL_ZERO                                                                  \
            "test %%rcx, %%rcx\n\t"                                                     \
            "jz 2f\n\t"                                                                 \
            ".p2align 5\n"                                                              \
            "1:\n\t"                                                                    \
            PF(0) STEP(BC, FMA, ES, 0) PF(1) STEP(BC, FMA, ES, 1)                       \
            PF(2) STEP(BC, FMA, ES, 2) PF(3) STEP(BC, FMA, ES, 3)                       \
            "add $4*" #SA ", %%rax\n\t"                                                 \
            "add $4*" #SB "*" ES ", %%rdx\n\t"                                          \
            "dec %%rcx\n\t"                                                             \
            "jnz 1b\n"                                                                  \
            "2:\n\t"                                                                    \
            "test %%r8, %%r8\n\t"                                                       \
            "jz 4f\n"                                                                   \
            "3:\n\t"                                                                    \
            STEP(BC, FMA, ES, 0)                                                        \
            "add $" #SA ", %%rax\n\t"                                                   \
            "add $" #SB "*" ES ", %%rdx\n\t"                                            \
            "dec %%r8\n\t"                                                              \
            "jnz 3b\n"                                                                  \
            "4:\n"                                                                      \
            : "=v"(x0), "=v"(x1), "=v"(x2), "=v"(x3), "=v"(x4), "=v"(x5), "=v"(x6),     \
              "=v"(x7), "=v"(x8), "=v"(x9), "=v"(x10), "=v"(x11), "=v"(x12),            \
              "=v"(x13), "=v"(x14), "=v"(x15), "=v"(x16), "=v"(x17), "=v"(x18),         \
              "=v"(x19), "=v"(x20), "=v"(x21), "=v"(x22), "=v"(x23)                     \
            : [ka] "r"(a), [kb] "r"(b), [kk] "r"((long)(k))                             \
            : "rax", "rdx", "rcx", "r8", "xmm0", "xmm1", "xmm2", "xmm3", "cc", "memory")

#define SB_KLOOP_3X8(BC, FMA, ES, k, a, b, ...)                                             \
    SB_KL_LOOP(SB_KL_STEP3X8, SB_KL_PF3, 192, 8, BC, FMA, ES, k, a, b, __VA_ARGS__)
#define SB_KLOOP_2X12(BC, FMA, ES, k, a, b, ...)                                            \
    SB_KL_LOOP(SB_KL_STEP2X12, SB_KL_PF2, 128, 12, BC, FMA, ES, k, a, b, __VA_ARGS__)

#endif
