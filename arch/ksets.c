#include "arch/ksets.h"

/* Ordered best first: the dispatcher takes the first set the CPU can run. */
const sb_kset *const sb_ksets[] = {
#if defined(__x86_64__)
    &sb_kset_avx512,
    &sb_kset_avx2,
    &sb_kset_sse2,
#endif
    &sb_kset_generic,
    0,
};
