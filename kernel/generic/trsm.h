/* The generic TRSM microkernels (kernel/kernel.h, trsm_ukr), one per type. */
#ifndef SB_KERNEL_GENERIC_TRSM_H
#define SB_KERNEL_GENERIC_TRSM_H
#include "kernel/kernel.h"

#define SB_TRSM_UKR_DECLARE(set, t)                                                            \
    int sb_k_##set##_##t##trsm_ukr(sb_dim m, sb_dim n, const void *d, const void *w,          \
                                   sb_dim ldw, void *x, sb_dim xs, void *c, sb_dim rs_c,      \
                                   sb_dim cs_c, int flags)
SB_TRSM_UKR_DECLARE(generic, s);
SB_TRSM_UKR_DECLARE(generic, d);
SB_TRSM_UKR_DECLARE(generic, c);
SB_TRSM_UKR_DECLARE(generic, z);

#define SB_TRSM_R_UKR_DECLARE(set, t)                                                          \
    int sb_k_##set##_##t##trsm_r_ukr(sb_dim m, sb_dim n, const void *d, const void *w,        \
                                     sb_dim ldw, void *x, void *c, sb_dim ldc, int flags)
SB_TRSM_R_UKR_DECLARE(generic, s);
SB_TRSM_R_UKR_DECLARE(generic, d);
SB_TRSM_R_UKR_DECLARE(generic, c);
SB_TRSM_R_UKR_DECLARE(generic, z);

#endif
