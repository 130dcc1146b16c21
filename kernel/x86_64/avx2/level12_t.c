/* Level 1 and 2 kernels of the AVX2 set: the shared x86-64 source with 32-byte vectors. */
#define SB_L12_SET avx2
#define SB_L12_VB 32
#include "kernel/x86_64/common/level12_impl.h"
