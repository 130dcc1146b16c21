/* The kernel sets compiled into this library, best first; NULL-terminated. */
#ifndef SB_KSETS_H
#define SB_KSETS_H
#include "kernel/kernel.h"

extern const sb_kset sb_kset_generic;
extern const sb_kset *const sb_ksets[];

#endif
