/* Level 1 and 2 kernels of the SSE2 set: the shared x86-64 source with 16-byte vectors. */
#define SB_L12_SET sse2
#define SB_L12_VB 16
#include "kernel/x86_64/common/level12_impl.h"
