/* The AVX-512 TRSM microkernels (kernel/kernel.h, trsm_ukr), one per type. */
#ifndef SB_KERNEL_AVX512_TRSM_H
#define SB_KERNEL_AVX512_TRSM_H
#include "kernel/generic/trsm.h"

SB_TRSM_UKR_DECLARE(avx512, s);
SB_TRSM_UKR_DECLARE(avx512, d);
SB_TRSM_UKR_DECLARE(avx512, c);
SB_TRSM_UKR_DECLARE(avx512, z);
SB_TRSM_R_UKR_DECLARE(avx512, s);
SB_TRSM_R_UKR_DECLARE(avx512, d);
SB_TRSM_R_UKR_DECLARE(avx512, c);
SB_TRSM_R_UKR_DECLARE(avx512, z);

#endif
