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

#endif
