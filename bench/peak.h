/* FMA peak of one core: register-only loops of independent FMA chains, one per ISA.
 * Each file is compiled with the ISA flags it needs; bench.c picks one at run time with
 * __builtin_cpu_supports, so the driver itself runs on any x86-64 CPU. */
#ifndef SB_BENCH_PEAK_H
#define SB_BENCH_PEAK_H
#include <stdint.h>

/* Each runs `iters` iterations of NCHAIN independent FMAs on full vectors and returns
 * a value that depends on every chain (so nothing is optimised away). */
#define PEAK_NCHAIN 12
double peak_avx512_d(int64_t iters);
double peak_avx512_s(int64_t iters);
double peak_avx2_d(int64_t iters);
double peak_avx2_s(int64_t iters);

/* The loop body every ISA file instantiates with its vector type and intrinsics.
 * PEAK_NCHAIN (12) accumulators, each a dependency chain of FMAs: with a 4-cycle FMA
 * latency and two FMA pipes, 8 chains keep the units busy; 12 leave a margin for longer
 * latencies. The multiplier is just below 1 and the addend small, so values neither
 * overflow nor go denormal however long the loop runs. */
#define PEAK_CHAINS(T, SET1, FMA, ADD, RED)                                                   \
    T a0 = SET1(0.1), a1 = SET1(0.2), a2 = SET1(0.3), a3 = SET1(0.4), a4 = SET1(0.5),   \
      a5 = SET1(0.6), a6 = SET1(0.7), a7 = SET1(0.8), a8 = SET1(0.9), a9 = SET1(1.0),   \
      a10 = SET1(1.1), a11 = SET1(1.2);                                                 \
    T m = SET1(0.999999), c = SET1(1e-7);                                               \
    for (int64_t i = 0; i < iters; i++) {                                               \
        a0 = FMA(a0, m, c); a1 = FMA(a1, m, c); a2 = FMA(a2, m, c);                     \
        a3 = FMA(a3, m, c); a4 = FMA(a4, m, c); a5 = FMA(a5, m, c);                     \
        a6 = FMA(a6, m, c); a7 = FMA(a7, m, c); a8 = FMA(a8, m, c);                     \
        a9 = FMA(a9, m, c); a10 = FMA(a10, m, c); a11 = FMA(a11, m, c);                 \
    }                                                                                   \
    T s = ADD(ADD(ADD(a0, a1), ADD(a2, a3)), ADD(ADD(a4, a5), ADD(a6, a7)));           \
    s = ADD(s, ADD(ADD(a8, a9), ADD(a10, a11)));                                        \
    return (double)RED(s)

#endif
