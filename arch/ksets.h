/* The kernel sets compiled into this library, best first; NULL-terminated. */
#ifndef SB_KSETS_H
#define SB_KSETS_H
#include "kernel/kernel.h"

extern const sb_kset sb_kset_generic;
#if defined(__x86_64__)
extern const sb_kset sb_kset_avx512;
extern const sb_kset sb_kset_avx2;
extern const sb_kset sb_kset_sse2;
#endif
extern const sb_kset *const sb_ksets[];

#endif
