/* The generic TRSM microkernel (kernel/kernel.h, trsm_ukr) for the generic MR x NR. */
#include "sb/type.h"
#include "kernel/generic/generic.h"
#include "kernel/generic/trsm.h"
#include "kernel/generic/trsm_tile.h"

int SB_KNAME(generic, trsm_ukr)(sb_dim m, sb_dim n, const void *d, const void *w,
                                sb_dim ldw, void *x, sb_dim xs, void *c, sb_dim rs_c,
                                sb_dim cs_c, int flags)
{
    (void)xs;   /* tnr = NR: one micropanel */
    return sb_trsm_tile(SB_PICK(SB_GEN_MR_S, SB_GEN_MR_D, SB_GEN_MR_C, SB_GEN_MR_Z),
                        SB_PICK(SB_GEN_NR_S, SB_GEN_NR_D, SB_GEN_NR_C, SB_GEN_NR_Z), m, n, d, w,
                        ldw, x, c, rs_c, cs_c, flags);
}

int SB_KNAME(generic, trsm_r_ukr)(sb_dim m, sb_dim n, const void *d, const void *w,
                                  sb_dim ldw, void *x, void *c, sb_dim ldc, int flags)
{
    return sb_trsm_rtile(SB_PICK(SB_GEN_MR_S, SB_GEN_MR_D, SB_GEN_MR_C, SB_GEN_MR_Z),
                         SB_PICK(SB_GEN_NR_S, SB_GEN_NR_D, SB_GEN_NR_C, SB_GEN_NR_Z), m, n, d,
                         w, ldw, x, c, ldc, flags);
}
