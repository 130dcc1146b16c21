/*
 * SteadyBLAS internal definitions shared by every layer and every type.
 */
#ifndef SB_COMMON_H
#define SB_COMMON_H

#include <stdint.h>
#include <stddef.h>

/* Exported symbols: the library is built with -fvisibility=hidden. */
#define SB_API __attribute__((visibility("default")))

/* Every index, dimension, stride and product inside the library is 64-bit, so that
 * problems whose element counts overflow 32 bits index correctly. */
typedef int64_t sb_dim;

/* The Fortran INTEGER of the ABI: 32-bit (LP64), or 64-bit with INTERFACE64=1. */
#ifdef SB_INTERFACE64
typedef int64_t sb_fint;
#else
typedef int32_t sb_fint;
#endif

/* Operation flags used by the driver (column-major only; layouts are resolved by the
 * ABI layers). CONJNOTRANS arises when a row-major or right-side problem is
 * transposed: op(A) = conj(A). */
typedef enum { SB_NOTRANS = 0, SB_TRANS = 1, SB_CONJTRANS = 2, SB_CONJNOTRANS = 3 } sb_trans;
typedef enum { SB_UPPER = 0, SB_LOWER = 1 } sb_uplo;
typedef enum { SB_LEFT = 0, SB_RIGHT = 1 } sb_side;
typedef enum { SB_NONUNIT = 0, SB_UNIT = 1 } sb_diag;

static inline int sb_trans_is_t(sb_trans t) { return t == SB_TRANS || t == SB_CONJTRANS; }
static inline int sb_trans_is_conj(sb_trans t) { return t == SB_CONJTRANS || t == SB_CONJNOTRANS; }

static inline sb_dim sb_min(sb_dim a, sb_dim b) { return a < b ? a : b; }
static inline sb_dim sb_max(sb_dim a, sb_dim b) { return a > b ? a : b; }

/* A hint to the CPU inside a spin-wait loop (pause, yield); nothing where there is none. */
static inline void sb_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#endif
}

/* Hidden string length type of gfortran's ABI (never read by SteadyBLAS). */
typedef size_t sb_strlen;

#endif
