#include "arch/ksets.h"

/* Ordered best first: the dispatcher takes the first set the CPU supports. */
const sb_kset *const sb_ksets[] = {
    &sb_kset_generic,
    0,
};
