/*
 * Vectorised level 1 and level 2 kernels of the x86-64 kernel sets: declarations and the
 * kernel-table entries.  One source (kernel/x86_64/common/level12_impl.h) holds every
 * algorithm for the four types; each set compiles it in its own directory with its own
 * ISA flags and vector width (kernel/x86_64/<set>/level12_t.c).
 */
#ifndef SB_KERNEL_X86_LEVEL12_H
#define SB_KERNEL_X86_LEVEL12_H

#include "kernel/kernel.h"

/* Declares the level 1 and 2 kernels of set `set` for type letter t. */
#define SB_X86_L12_DECLARE(set, t)                                                              \
    void sb_k_##set##_##t##axpy(sb_dim, const void *, const void *, sb_dim, void *, sb_dim);    \
    void sb_k_##set##_##t##dot(sb_dim, const void *, sb_dim, const void *, sb_dim, int, void *);\
    void sb_k_##set##_##t##scal(sb_dim, const void *, void *, sb_dim);                          \
    void sb_k_##set##_##t##scal_ieee(sb_dim, const void *, void *, sb_dim);                     \
    void sb_k_##set##_##t##axpby(sb_dim, const void *, const void *, sb_dim, const void *,      \
                                 void *, sb_dim);                                               \
    void sb_k_##set##_##t##copy(sb_dim, const void *, sb_dim, void *, sb_dim);                  \
    void sb_k_##set##_##t##swap(sb_dim, void *, sb_dim, void *, sb_dim);                        \
    void sb_k_##set##_##t##asum(sb_dim, const void *, sb_dim, void *);                          \
    void sb_k_##set##_##t##nrm2(sb_dim, const void *, sb_dim, void *);                          \
    sb_dim sb_k_##set##_##t##iamax(sb_dim, const void *, sb_dim);                               \
    void sb_k_##set##_##t##gemv_n(sb_dim, sb_dim, const void *, const void *, sb_dim,           \
                                  const void *, sb_dim, void *, sb_dim);                        \
    void sb_k_##set##_##t##gemv_t(sb_dim, sb_dim, const void *, const void *, sb_dim,           \
                                  const void *, sb_dim, void *, sb_dim, int);                   \
    void sb_k_##set##_##t##symv_r(sb_dim, sb_dim, const void *, const void *, sb_dim,           \
                                  const void *, const void *, void *, void *, int);             \
    void sb_k_##set##_##t##ger(sb_dim, sb_dim, const void *, const void *, const void *, sb_dim, \
                               void *, sb_dim, int); \
    void sb_k_##set##_##t##symr(sb_dim, sb_dim, sb_dim, const void *, const void *, sb_dim,     \
                                void *, sb_dim, sb_dim, int);

#define SB_X86_L12_DECLARE_ALL(set)                                                             \
    SB_X86_L12_DECLARE(set, s)                                                                  \
    SB_X86_L12_DECLARE(set, d)                                                                  \
    SB_X86_L12_DECLARE(set, c)                                                                  \
    SB_X86_L12_DECLARE(set, z)                                                                  \
    void sb_k_##set##_srot(sb_dim, void *, sb_dim, void *, sb_dim, const void *);               \
    void sb_k_##set##_drot(sb_dim, void *, sb_dim, void *, sb_dim, const void *);               \
    void sb_k_##set##_sdsdot(sb_dim, const float *, sb_dim, const float *, sb_dim, double *);

/* The kernel-table slots of set `set` for type letter t (rot and dsdot added by the set). */
#define SB_X86_L12_ENTRY(set, t)                                                                \
        .axpy = sb_k_##set##_##t##axpy, .dot = sb_k_##set##_##t##dot,                          \
        .scal = sb_k_##set##_##t##scal, .axpby = sb_k_##set##_##t##axpby,                      \
        .scal_ieee = sb_k_##set##_##t##scal_ieee, .copy = sb_k_##set##_##t##copy,              \
        .swap = sb_k_##set##_##t##swap, .asum = sb_k_##set##_##t##asum,                        \
        .nrm2 = sb_k_##set##_##t##nrm2, .iamax = sb_k_##set##_##t##iamax,                      \
        .gemv_n = sb_k_##set##_##t##gemv_n, .gemv_t = sb_k_##set##_##t##gemv_t,                \
        .symv_r = sb_k_##set##_##t##symv_r, .ger = sb_k_##set##_##t##ger

SB_X86_L12_DECLARE_ALL(avx512)
void sb_k_avx512_ssymv_rt(sb_dim, sb_dim, const void *, const void *, sb_dim, const void *, void *, int);
void sb_k_avx512_dsymv_rt(sb_dim, sb_dim, const void *, const void *, sb_dim, const void *, void *, int);
void sb_k_avx512_csymv_rt(sb_dim, sb_dim, const void *, const void *, sb_dim, const void *, void *, int);
void sb_k_avx512_zsymv_rt(sb_dim, sb_dim, const void *, const void *, sb_dim, const void *, void *, int);
SB_X86_L12_DECLARE_ALL(avx512y)
SB_X86_L12_DECLARE_ALL(avx2)
SB_X86_L12_DECLARE_ALL(sse2)

#endif
