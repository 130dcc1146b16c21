/*
 * arch/: the only code that detects the CPU.  It chooses one kernel set at load time
 * (or on first use), honouring STEADYBLAS_ARCH, computes the set's cache blocking from
 * the CPU's cache geometry, and publishes it through sb_kset_active().
 */
#ifndef SB_ARCH_H
#define SB_ARCH_H

#include "kernel/kernel.h"
#include "steadyblas.h"

typedef struct {
    char vendor[13];
    char brand[49];
    unsigned family, model, stepping;
    int sse2, avx, avx2, fma, avx512f, avx512bw, avx512dq, avx512vl;
    int os_ymm, os_zmm;        /* XGETBV: the OS saves YMM / ZMM state */
    int fp_width;              /* FP datapath in bits where the CPU reports it (AMD
                                  0x8000001A: 128, 256 or 512), 0 if not reported */
    long l1d, l2, l3;          /* cache sizes in bytes, 0 if unknown or implausible */
    int l3_sharing;            /* logical CPUs sharing the L3 (0 if unknown) */
    unsigned isa;              /* SB_ISA_* bits this CPU and OS provide */
} sb_cpu_info;

const sb_cpu_info *sb_cpu(void);
const sb_kset *sb_kset_choose(void);

/* The active set: published once (at load time, by a constructor; on a first call before
 * that, by whichever thread gets there), then read with one load on every call -- a call
 * into dispatch.c here was ~1 ns of a 2 x 2 x 2 sgemm's 25 (Zen 5, 2026-12-02). */
extern const sb_kset *sb_kset_published;
static inline const sb_kset *sb_kset_active(void)
{
    const sb_kset *k = __atomic_load_n(&sb_kset_published, __ATOMIC_ACQUIRE);
    return __builtin_expect(k != NULL, 1) ? k : sb_kset_choose();
}

/* Whether this CPU (and OS) can run the set. */
int sb_kset_runs(const sb_kset *ks);

/* How the active set was chosen (STEADYBLAS_ARCH_* of steadyblas.h); *req gets
 * STEADYBLAS_ARCH as given ("" if unset), *blocking_overridden whether
 * STEADYBLAS_BLOCKING changed a block size.  Either pointer may be NULL. */
int sb_kset_reason(const char **req, int *blocking_overridden);

/* Fill the CPU and kernel-set fields of *info (steadyblas_get_info; driver/ adds the
 * rest). */
void sb_arch_info(steadyblas_info_t *info);

/* Fill dst's MC, KC, NC for every type from the cache geometry (dst already holds the set). */
void sb_arch_blocking(const sb_cpu_info *ci, sb_kset *dst);

/* The kernels of type tid (0..3 = s, d, c, z) of the active set. */
static inline const sb_kernels *sb_kern(int tid) { return &sb_kset_active()->t[tid]; }

#endif
