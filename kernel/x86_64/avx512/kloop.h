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
 * Contract of SB_KLOOP_3X8 / SB_KLOOP_2X12 (T: the vector type; BC, FMA: the broadcast
 * and FMA mnemonics of the type; ES: its real element size as a string):
 *   acc(j, v) = sum over the k steps of A(step)[v] * broadcast(B(step)[j]) for k steps, A advancing by 3 (2)
 *   vectors of 64 bytes and B by 8 (12) elements per step.  The accumulators are the 24
 *   variables named in order (j major, v minor), set by the loop (it starts from zero),
 *   ordinary variables of the caller (the loop itself runs on zmm8..zmm31).
 *   Accumulators are outputs only and a, b, k inputs copied to rax, rdx, rcx, r8 (and, for
 *   the _PA loops below, A's source stride, packed copy and fetch pointer to rsi, r9, r10;
 *   an asm statement takes at most 30 operands; 24 read-write ones would count 48).  A
 *   packed is prefetched 8 steps ahead (it streams from L2), A's source in the _PA loops
 *   SB_X86_PA_AHEAD steps ahead; B is read as it is (L1-resident).
 */
#ifndef SB_KERNEL_AVX512_KLOOP_H
#define SB_KERNEL_AVX512_KLOOP_H

/* 24 register variables tied to zmm8..zmm31, for the asm statement only: GCC keeps a
 * local register variable in its register at an asm operand and nowhere else (a call in
 * between may clobber it), so the loop's results are copied to the caller's ordinary
 * variables at once. */
#define SB_KL_R(T, i, r) register T kl##i __asm__(r)
#define SB_KL_REGS(T)                                                                       \
    SB_KL_R(T, 0, "zmm8"); SB_KL_R(T, 1, "zmm9"); SB_KL_R(T, 2, "zmm10");                    \
    SB_KL_R(T, 3, "zmm11"); SB_KL_R(T, 4, "zmm12"); SB_KL_R(T, 5, "zmm13");                  \
    SB_KL_R(T, 6, "zmm14"); SB_KL_R(T, 7, "zmm15"); SB_KL_R(T, 8, "zmm16");                  \
    SB_KL_R(T, 9, "zmm17"); SB_KL_R(T, 10, "zmm18"); SB_KL_R(T, 11, "zmm19");                \
    SB_KL_R(T, 12, "zmm20"); SB_KL_R(T, 13, "zmm21"); SB_KL_R(T, 14, "zmm22");               \
    SB_KL_R(T, 15, "zmm23"); SB_KL_R(T, 16, "zmm24"); SB_KL_R(T, 17, "zmm25");               \
    SB_KL_R(T, 18, "zmm26"); SB_KL_R(T, 19, "zmm27"); SB_KL_R(T, 20, "zmm28");               \
    SB_KL_R(T, 21, "zmm29"); SB_KL_R(T, 22, "zmm30"); SB_KL_R(T, 23, "zmm31")

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
    SB_KL_FMA3X8(BC, FMA, ES, I)
/* the same step with A read from its column-major source (see SB_KLOOP_PA_3X8) */
#define SB_KL_STEP3X8_PA(BC, FMA, ES, I)                                                    \
    "vmovups (%%rax), %%zmm0\n\t"                                                            \
    "vmovups 64(%%rax), %%zmm1\n\t"                                                          \
    "vmovups 128(%%rax), %%zmm2\n\t"                                                         \
    "vmovups %%zmm0, " #I "*192(%%r9)\n\t"                                                   \
    "vmovups %%zmm1, " #I "*192+64(%%r9)\n\t"                                                \
    "vmovups %%zmm2, " #I "*192+128(%%r9)\n\t"                                               \
    SB_KL_PFSRC SB_KL_PFI " 128(%%r10)\n\t" SB_KL_PFI " 191(%%r10)\n\t"                      \
    "add %%rsi, %%rax\n\t"                                                                   \
    "add %%rsi, %%r10\n\t"                                                                   \
    SB_KL_FMA3X8(BC, FMA, ES, I)
#define SB_KL_FMA3X8(BC, FMA, ES, I)                                                        \
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
    SB_KL_FMA2X12(BC, FMA, ES, I)
#define SB_KL_STEP2X12_PA(BC, FMA, ES, I)                                                   \
    "vmovups (%%rax), %%zmm0\n\t"                                                            \
    "vmovups 64(%%rax), %%zmm1\n\t"                                                          \
    "vmovups %%zmm0, " #I "*128(%%r9)\n\t"                                                   \
    "vmovups %%zmm1, " #I "*128+64(%%r9)\n\t"                                                \
    SB_KL_PFSRC SB_KL_PFI " 127(%%r10)\n\t"                                                  \
    "add %%rsi, %%rax\n\t"                                                                   \
    "add %%rsi, %%r10\n\t"                                                                   \
    SB_KL_FMA2X12(BC, FMA, ES, I)
#define SB_KL_FMA2X12(BC, FMA, ES, I)                                                       \
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
 * per step; SB: B elements per step; AP: the A pointer the loop advances, rax for packed
 * A, r9 (the packed copy) for A read from its source, whose steps advance rax themselves),
 * then the k % 4 remaining steps one by one.  s_a, d_a, pf_a: A's source stride in
 * bytes, the packed copy, the source D steps ahead (SB_X86_PA_AHEAD; unused for packed A). */
#define SB_KL_LOOP(STEP, PF, SA, SB, AP, T, BC, FMA, ES, k, a, b, s_a, d_a, pf_a, x0, x1, x2, \
                   x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x18,  \
                   x19, x20, x21, x22, x23)                                                 \
    SB_KL_LOOPX(STEP, PF, SA, SB, AP, "", "", "", SB_KL_NOCLOB, "r", T, BC, FMA, ES, k, a, b, s_a, \
                d_a, pf_a,                                                                  \
                x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16,  \
                x17, x18, x19, x20, x21, x22, x23)
/* SB_KL_LOOP with PRE run before the loop and ADV4 / ADV1 after each group of four steps /
 * each single step (pointers the loop does not advance itself), CLOB (a macro) expanding
 * to the further registers they clobber, each after a comma, and CN the constraint of the
 * inputs ("rm" where the clobbers leave too few registers for them) */
#define SB_KL_NOCLOB
#define SB_KL_LOOPX(STEP, PF, SA, SB, AP, PRE, ADV4, ADV1, CLOB, CN, T, BC, FMA, ES, k, a, b, s_a, d_a, \
                    pf_a, x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14,  \
                    x15, x16, x17, x18, x19, x20, x21, x22, x23)                            \
    do {                                                                                    \
    SB_KL_REGS(T);                                                                          \
    __asm__("mov %[ka], %%rax\n\t"                                                      \
            "mov %[kb], %%rdx\n\t"                                                      \
            "mov %[ks], %%rsi\n\t"                                                      \
            "mov %[kd], %%r9\n\t"                                                       \
            "mov %[kp], %%r10\n\t"                                                      \
            "mov %[kk], %%rcx\n\t"                                                      \
            "mov %%rcx, %%r8\n\t"                                                       \
            "and $3, %%r8\n\t"                                                          \
            "shr $2, %%rcx\n\t"                                                         \
            PRE                                                                         \
            SB_KL_ZERO                                                                  \
            "test %%rcx, %%rcx\n\t"                                                     \
            "jz 2f\n\t"                                                                 \
            ".p2align 5\n"                                                              \
            "1:\n\t"                                                                    \
            PF(0) STEP(BC, FMA, ES, 0) PF(1) STEP(BC, FMA, ES, 1)                       \
            PF(2) STEP(BC, FMA, ES, 2) PF(3) STEP(BC, FMA, ES, 3)                       \
            "add $4*" #SA ", %%" AP "\n\t"                                              \
            "add $4*" #SB "*" ES ", %%rdx\n\t"                                          \
            ADV4                                                                        \
            "dec %%rcx\n\t"                                                             \
            "jnz 1b\n"                                                                  \
            "2:\n\t"                                                                    \
            "test %%r8, %%r8\n\t"                                                       \
            "jz 4f\n"                                                                   \
            "3:\n\t"                                                                    \
            STEP(BC, FMA, ES, 0)                                                        \
            "add $" #SA ", %%" AP "\n\t"                                                \
            "add $" #SB "*" ES ", %%rdx\n\t"                                            \
            ADV1                                                                        \
            "dec %%r8\n\t"                                                              \
            "jnz 3b\n"                                                                  \
            "4:\n"                                                                      \
            : "=v"(kl0), "=v"(kl1), "=v"(kl2), "=v"(kl3), "=v"(kl4), "=v"(kl5),         \
              "=v"(kl6), "=v"(kl7), "=v"(kl8), "=v"(kl9), "=v"(kl10), "=v"(kl11),       \
              "=v"(kl12), "=v"(kl13), "=v"(kl14), "=v"(kl15), "=v"(kl16), "=v"(kl17),   \
              "=v"(kl18), "=v"(kl19), "=v"(kl20), "=v"(kl21), "=v"(kl22), "=v"(kl23)    \
            : [ka] CN(a), [kb] CN(b), [kk] CN((long)(k)), [ks] CN((long)(s_a)),         \
              [kd] CN(d_a), [kp] CN(pf_a)                                               \
            : "rax", "rdx", "rcx", "r8", "rsi", "r9", "r10", "xmm0", "xmm1", "xmm2", "xmm3", "cc", "memory" CLOB); \
    x0 = kl0; x1 = kl1; x2 = kl2; x3 = kl3; x4 = kl4; x5 = kl5; x6 = kl6; x7 = kl7;       \
    x8 = kl8; x9 = kl9; x10 = kl10; x11 = kl11; x12 = kl12; x13 = kl13; x14 = kl14;       \
    x15 = kl15; x16 = kl16; x17 = kl17; x18 = kl18; x19 = kl19; x20 = kl20; x21 = kl21;   \
    x22 = kl22; x23 = kl23;                                                               \
    } while (0)

#define SB_KL_NOPF(I)
#define SB_KLOOP_3X8(T, BC, FMA, ES, k, a, b, ...)                                          \
    SB_KL_LOOP(SB_KL_STEP3X8, SB_KL_PF3, 192, 8, "rax", T, BC, FMA, ES, k, a, b, 0L,         \
               (void *)0, (void *)0, __VA_ARGS__)
#define SB_KLOOP_2X12(T, BC, FMA, ES, k, a, b, ...)                                         \
    SB_KL_LOOP(SB_KL_STEP2X12, SB_KL_PF2, 128, 12, "rax", T, BC, FMA, ES, k, a, b, 0L,       \
               (void *)0, (void *)0, __VA_ARGS__)

/*
 * The same loops with A read from its column-major source instead of a packed micropanel
 * (the first B micropanel of a block packs A as it computes, gemm_blk_pa in kernel.h):
 * step p loads the MR elements of A's column p at src + p * s_a (bytes), stores them to
 * dst + p * MR as packa would, and fetches the column SB_X86_PA_AHEAD steps ahead.  The
 * caller fetches the first SB_X86_PA_AHEAD columns before the loop.  Same arithmetic, same
 * order: the tile's results are those of packa followed by the packed loop.
 */
/* prefetcht1 SB_X86_PA_AHEAD steps ahead (common/tile_put.h says what was measured) */
#define SB_KL_PFI "prefetcht1"
#define SB_KL_PFSRC SB_KL_PFI " (%%r10)\n\t" SB_KL_PFI " 64(%%r10)\n\t"
#define SB_KLOOP_PA_3X8(T, BC, FMA, ES, k, src, s_a, dst, b, ...)                           \
    SB_KL_LOOP(SB_KL_STEP3X8_PA, SB_KL_NOPF, 192, 8, "r9", T, BC, FMA, ES, k, src, b, s_a,   \
               dst, (const char *)(src) + SB_X86_PA_AHEAD * (s_a), __VA_ARGS__)
#define SB_KLOOP_PA_2X12(T, BC, FMA, ES, k, src, s_a, dst, b, ...)                          \
    SB_KL_LOOP(SB_KL_STEP2X12_PA, SB_KL_NOPF, 128, 12, "r9", T, BC, FMA, ES, k, src, b, s_a, \
               dst, (const char *)(src) + SB_X86_PA_AHEAD * (s_a), __VA_ARGS__)

/*
 * The same loops with B read from its column-major source instead of a packed micropanel
 * (the first A micropanel of a block packs B as it computes, gemm_blk_pb in kernel.h):
 * step p broadcasts B's element (p, j) of column j at src + j * s_b + p * ES (bytes)
 * straight from the source, and stores it from the broadcast register's low element to
 * dst + (p * NR + j) * ES as packb would.  A is the packed micropanel (rax), fetched 8
 * steps ahead as in the packed loops.  Columns j = 4 q + r at base_q + r * s_b: the bases
 * rdx (q = 0, advanced by the loop as B), r11 and r12 (q = 1, 2); s_b in rsi, 3 s_b in
 * r10.  Same arithmetic, same order: the tile's results are those of packb followed by
 * the packed loop.
 */
#define SB_KL_CLOB_PB , "r11", "r12"
#define SB_KL_B0(ES, I) #I "*" ES "(%%rdx)"
#define SB_KL_B1(ES, I) #I "*" ES "(%%rdx,%%rsi,1)"
#define SB_KL_B2(ES, I) #I "*" ES "(%%rdx,%%rsi,2)"
#define SB_KL_B3(ES, I) #I "*" ES "(%%rdx,%%r10,1)"
#define SB_KL_B4(ES, I) #I "*" ES "(%%r11)"
#define SB_KL_B5(ES, I) #I "*" ES "(%%r11,%%rsi,1)"
#define SB_KL_B6(ES, I) #I "*" ES "(%%r11,%%rsi,2)"
#define SB_KL_B7(ES, I) #I "*" ES "(%%r11,%%r10,1)"
#define SB_KL_B8(ES, I) #I "*" ES "(%%r12)"
#define SB_KL_B9(ES, I) #I "*" ES "(%%r12,%%rsi,1)"
#define SB_KL_B10(ES, I) #I "*" ES "(%%r12,%%rsi,2)"
#define SB_KL_B11(ES, I) #I "*" ES "(%%r12,%%r10,1)"
/* Element J of step I of every fused-B step (this one and the complex and along-n ones
 * below): broadcast from the source address SRC, stored from the broadcast register's low
 * element to the packed copy (NB: B elements per step; SC: the scalar store of the type),
 * then the FMAs into accumulators R0, R1 and, where the shape has a third A vector, the
 * instruction R2 (SB_KL_F3; "" for the 2 x 12 shape). */
#define SB_KL_F3(FMA, R) FMA " %%zmm3, %%zmm2, %%zmm" #R "\n\t"
#define SB_KL_COLPB(BC, SC, FMA, ES, NB, I, J, SRC, R0, R1, R2)                             \
    BC " " SRC ", %%zmm3\n\t"                                                               \
    SC " %%xmm3, " #I "*" #NB "*" ES "+" #J "*" ES "(%%r9)\n\t"                             \
    FMA " %%zmm3, %%zmm0, %%zmm" #R0 "\n\t"                                                 \
    FMA " %%zmm3, %%zmm1, %%zmm" #R1 "\n\t"                                                 \
    R2
#define SB_KL_COL3PB(BC, SC, FMA, ES, I, J, R0, R1, R2)                                     \
    SB_KL_COLPB(BC, SC, FMA, ES, 8, I, J, SB_KL_B##J(ES, I), R0, R1, SB_KL_F3(FMA, R2))
#define SB_KL_COL2PB(BC, SC, FMA, ES, I, J, R0, R1)                                         \
    SB_KL_COLPB(BC, SC, FMA, ES, 12, I, J, SB_KL_B##J(ES, I), R0, R1, "")
#define SB_KL_STEP3X8_PB(BC, FMA, ES, I)                                                    \
    "vmovups " #I "*192(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*192+64(%%rax), %%zmm1\n\t"                                               \
    "vmovups " #I "*192+128(%%rax), %%zmm2\n\t"                                              \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 0, 8, 9, 10)                                     \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 1, 11, 12, 13)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 2, 14, 15, 16)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 3, 17, 18, 19)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 4, 20, 21, 22)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 5, 23, 24, 25)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 6, 26, 27, 28)                                   \
    SB_KL_COL3PB(BC, "vmovsd", FMA, ES, I, 7, 29, 30, 31)
#define SB_KL_STEP2X12_PB(BC, FMA, ES, I)                                                   \
    "vmovups " #I "*128(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*128+64(%%rax), %%zmm1\n\t"                                               \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 0, 8, 9)                                         \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 1, 10, 11)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 2, 12, 13)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 3, 14, 15)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 4, 16, 17)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 5, 18, 19)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 6, 20, 21)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 7, 22, 23)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 8, 24, 25)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 9, 26, 27)                                       \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 10, 28, 29)                                      \
    SB_KL_COL2PB(BC, "vmovss", FMA, ES, I, 11, 30, 31)
/* The complex 3 x 8 shape (c 24 x 4, z 12 x 4): a step's 8 broadcasts are re and im of
 * 4 columns, (J / 2, J % 2): column J / 2 from the bases above, the imaginary part ES
 * bytes after the real one, a step 2 ES bytes along the column. */
#define SB_KL_BC0(ES, I, R) #I "*2*" ES "+" #R "*" ES "(%%rdx)"
#define SB_KL_BC1(ES, I, R) #I "*2*" ES "+" #R "*" ES "(%%rdx,%%rsi,1)"
#define SB_KL_BC2(ES, I, R) #I "*2*" ES "+" #R "*" ES "(%%rdx,%%rsi,2)"
#define SB_KL_BC3(ES, I, R) #I "*2*" ES "+" #R "*" ES "(%%rdx,%%r10,1)"
#define SB_KL_COL3PBC(BC, SC, FMA, ES, I, Q, R, J, R0, R1, R2)                              \
    SB_KL_COLPB(BC, SC, FMA, ES, 8, I, J, SB_KL_BC##Q(ES, I, R), R0, R1, SB_KL_F3(FMA, R2))
#define SB_KL_STEP3X8_PBCX(BC, SC, FMA, ES, I)                                              \
    "vmovups " #I "*192(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*192+64(%%rax), %%zmm1\n\t"                                               \
    "vmovups " #I "*192+128(%%rax), %%zmm2\n\t"                                              \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 0, 0, 0, 8, 9, 10)                                    \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 0, 1, 1, 11, 12, 13)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 1, 0, 2, 14, 15, 16)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 1, 1, 3, 17, 18, 19)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 2, 0, 4, 20, 21, 22)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 2, 1, 5, 23, 24, 25)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 3, 0, 6, 26, 27, 28)                                  \
    SB_KL_COL3PBC(BC, SC, FMA, ES, I, 3, 1, 7, 29, 30, 31)
#define SB_KL_STEP3X8_PBC4(BC, FMA, ES, I) SB_KL_STEP3X8_PBCX(BC, "vmovss", FMA, ES, I)
#define SB_KL_STEP3X8_PBC8(BC, FMA, ES, I) SB_KL_STEP3X8_PBCX(BC, "vmovsd", FMA, ES, I)
/* A B stored along n (op(B) = B^T: step p's NR elements, or re/im pairs, contiguous at
 * src + p * s_b): element J of the step at J * ES bytes from rdx, which the step
 * advances by s_b (rsi) itself (the loops' own advance of rdx is 0: SB 0).  Each step is
 * a row of its own, s_b bytes from the last (a new line, often a new page): the row 16
 * steps ahead (r11) is fetched into L1 as the step runs.  Without it dgemm and zgemm NT
 * ran 4-7% slower fused than with the separate packing, which fetches ahead (bench,
 * 512 / 1024, Intel model 0xcf). */
#define SB_KL_PBT_AHEAD "mov %%rsi, %%r11\n\tshl $4, %%r11\n\tadd %%rdx, %%r11\n\t"
#define SB_KL_PFT(NB, ES)                                                                   \
    "prefetcht0 (%%r11)\n\tprefetcht0 " #NB "*" ES "-1(%%r11)\n\tadd %%rsi, %%r11\n\t"
#define SB_KL_COLPBT(BC, SC, FMA, ES, NB, I, J, R0, R1, R2)                                 \
    SB_KL_COLPB(BC, SC, FMA, ES, NB, I, J, #J "*" ES "(%%rdx)", R0, R1, R2)
#define SB_KL_STEP3X8_PBTX(BC, SC, FMA, ES, I)                                              \
    "vmovups " #I "*192(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*192+64(%%rax), %%zmm1\n\t"                                               \
    "vmovups " #I "*192+128(%%rax), %%zmm2\n\t"                                              \
    SB_KL_PFT(8, ES)                                                                        \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 0, 8, 9, SB_KL_F3(FMA, 10))                         \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 1, 11, 12, SB_KL_F3(FMA, 13))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 2, 14, 15, SB_KL_F3(FMA, 16))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 3, 17, 18, SB_KL_F3(FMA, 19))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 4, 20, 21, SB_KL_F3(FMA, 22))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 5, 23, 24, SB_KL_F3(FMA, 25))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 6, 26, 27, SB_KL_F3(FMA, 28))                       \
    SB_KL_COLPBT(BC, SC, FMA, ES, 8, I, 7, 29, 30, SB_KL_F3(FMA, 31))                       \
    "add %%rsi, %%rdx\n\t"
#define SB_KL_STEP3X8_PBT4(BC, FMA, ES, I) SB_KL_STEP3X8_PBTX(BC, "vmovss", FMA, ES, I)
#define SB_KL_STEP3X8_PBT8(BC, FMA, ES, I) SB_KL_STEP3X8_PBTX(BC, "vmovsd", FMA, ES, I)
#define SB_KL_STEP2X12_PBT(BC, FMA, ES, I)                                                  \
    "vmovups " #I "*128(%%rax), %%zmm0\n\t"                                                  \
    "vmovups " #I "*128+64(%%rax), %%zmm1\n\t"                                               \
    SB_KL_PFT(12, ES)                                                                       \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 0, 8, 9, "")                                 \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 1, 10, 11, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 2, 12, 13, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 3, 14, 15, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 4, 16, 17, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 5, 18, 19, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 6, 20, 21, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 7, 22, 23, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 8, 24, 25, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 9, 26, 27, "")                               \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 10, 28, 29, "")                              \
    SB_KL_COLPBT(BC, "vmovss", FMA, ES, 12, I, 11, 30, 31, "")                              \
    "add %%rsi, %%rdx\n\t"
/* the loops for a B stored along n: STEP one of the three above, SA / NB the shape's A
 * bytes and B elements per step, PF its A prefetch */
#define SB_KLOOP_PBT(STEP, PF, SA, NB, T, BC, FMA, ES, k, a, src, s_b, dst, ...)             \
    SB_KL_LOOPX(STEP, PF, SA, 0, "rax", SB_KL_PBT_AHEAD, "add $4*" #NB "*" ES ", %%r9\n\t", \
                "add $" #NB "*" ES ", %%r9\n\t", SB_KL_CLOB_PB, "rm", T, BC, FMA, ES, k, a, \
                src, s_b, dst, (void *)0, __VA_ARGS__)
#define SB_KL_PB_PRE                                                                        \
    "lea (%%rsi,%%rsi,2), %%r10\n\t"                                                         \
    "lea (%%rdx,%%rsi,4), %%r11\n\t"                                                         \
    "lea (%%r11,%%rsi,4), %%r12\n\t"
/* c and z (the complex 3 x 8 shape: ES "4" / "8"; STEP: SB_KL_STEP3X8_PBC4 / _PBC8) */
#define SB_KLOOP_PB_3X8C(STEP, T, BC, FMA, ES, k, a, src, s_b, dst, ...)                    \
    SB_KL_LOOPX(STEP, SB_KL_PF3, 192, 2, "rax", "lea (%%rsi,%%rsi,2), %%r10\n\t",            \
                "add $4*8*" ES ", %%r9\n\t", "add $8*" ES ", %%r9\n\t", SB_KL_NOCLOB, "r",   \
                T, BC, FMA, ES, k, a, src, s_b, dst, (void *)0, __VA_ARGS__)
/* the loops for a real B stored along k: STEP SB_KL_STEP3X8_PB (d: ES "8") or
 * SB_KL_STEP2X12_PB (s: ES "4"), SA / NB the shape's A bytes and B elements per step, PF
 * its A prefetch.  The column bases r11 and r12 advance with rdx (r12 unused by 3 x 8). */
#define SB_KLOOP_PB(STEP, PF, SA, NB, T, BC, FMA, ES, k, a, src, s_b, dst, ...)              \
    SB_KL_LOOPX(STEP, PF, SA, 1, "rax", SB_KL_PB_PRE,                                        \
                "add $4*" ES ", %%r11\n\tadd $4*" ES ", %%r12\n\tadd $4*" #NB "*" ES        \
                ", %%r9\n\t",                                                                \
                "add $" ES ", %%r11\n\tadd $" ES ", %%r12\n\tadd $" #NB "*" ES ", %%r9\n\t", \
                SB_KL_CLOB_PB, "rm", T, BC, FMA, ES, k, a, src, s_b, dst, (void *)0,         \
                __VA_ARGS__)

#endif
