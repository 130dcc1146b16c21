/* Level 1 and 2 kernels of the AVX-512 set with 32-byte vectors (and the AVX-512 ISA): the
 * set's narrow slots for CPUs that run AVX-512 on a 256-bit datapath (kset.c). */
#define SB_L12_SET avx512y
#define SB_L12_VB 32
#include "kernel/x86_64/common/level12_impl.h"
