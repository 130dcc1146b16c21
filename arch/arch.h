/*
 * arch/: the only code that detects the CPU.  It chooses one kernel set at load time
 * (or on first use), honouring STEADYBLAS_ARCH, and publishes it through sb_kset_active().
 */
#ifndef SB_ARCH_H
#define SB_ARCH_H

#include "kernel/kernel.h"

typedef struct {
    char vendor[13];
    char brand[49];
    unsigned family, model, stepping;
    int sse2, avx, avx2, fma, avx512f, avx512bw, avx512dq, avx512vl;
    int os_ymm, os_zmm;        /* XGETBV: the OS saves YMM / ZMM state */
    long l1d, l2, l3;          /* cache sizes in bytes, 0 if unknown */
} sb_cpu_info;

const sb_cpu_info *sb_cpu(void);
const sb_kset *sb_kset_active(void);

/* The kernels of type tid (0..3 = s, d, c, z) of the active set. */
static inline const sb_kernels *sb_kern(int tid) { return &sb_kset_active()->t[tid]; }

#endif
