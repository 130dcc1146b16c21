/* Level 1 and 2 kernels of the AVX-512 set: the shared x86-64 source with 64-byte vectors. */
#define SB_L12_SET avx512
#define SB_L12_VB 64
#include "kernel/x86_64/common/level12_impl.h"
