/*
 * Generic GEMM microkernel and packing: portable C that the compiler vectorises for
 * the baseline ISA.  This is the correctness reference for every other kernel set.
 * The contract is in kernel/kernel.h.
 */
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/generic/generic.h"

#define MR SB_PICK(SB_GEN_MR_S, SB_GEN_MR_D, SB_GEN_MR_C, SB_GEN_MR_Z)
#define NR SB_PICK(SB_GEN_NR_S, SB_GEN_NR_D, SB_GEN_NR_C, SB_GEN_NR_Z)

void SB_KNAME(generic, gemm_ukr)(sb_dim k, const void *alpha_, const void *a_, const void *b_,
                                 const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c,
                                 sb_dim m, sb_dim n)
{
    const SB_T *restrict a = a_;
    const SB_T *restrict b = b_;
    SB_T *c = c_;
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T beta = *(const SB_T *)beta_;
    SB_T acc[NR][MR];

    for (int j = 0; j < NR; j++)
        for (int i = 0; i < MR; i++) acc[j][i] = 0;
    for (sb_dim p = 0; p < k; p++) {
        const SB_T *ap = a + p * MR, *bp = b + p * NR;
        for (int j = 0; j < NR; j++) {
            const SB_T bj = bp[j];
            for (int i = 0; i < MR; i++) acc[j][i] += ap[i] * bj;
        }
    }
    /* beta == 0: C is written, never read, so NaN/Inf already in C do not survive.
     * beta == 1: C is not multiplied (as the reference's GEMM and the other sets' kernels):
     * a complex Inf + 0i times (1, 0) would be Inf + NaN i. */
    if (beta == (SB_T)0) {
        for (sb_dim j = 0; j < n; j++)
            for (sb_dim i = 0; i < m; i++) c[i * rs_c + j * cs_c] = alpha * acc[j][i];
    } else if (beta == (SB_T)1) {
        for (sb_dim j = 0; j < n; j++)
            for (sb_dim i = 0; i < m; i++) c[i * rs_c + j * cs_c] += alpha * acc[j][i];
    } else {
        for (sb_dim j = 0; j < n; j++)
            for (sb_dim i = 0; i < m; i++) {
                SB_T *cij = &c[i * rs_c + j * cs_c];
                *cij = beta * *cij + alpha * acc[j][i];
            }
    }
}

/* One packing routine, with the panel width as a compile-time constant per caller. */
static inline void pack_w(const int w, sb_dim mn, sb_dim k, const SB_T *src, sb_dim s_mn,
                          sb_dim s_k, int cj, SB_T *restrict dst)
{
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const SB_T *s = src + q * s_mn;
        if (rows == w && s_mn == 1 && !(SB_COMPLEX && cj)) {
            /* contiguous columns: w-element copies the compiler vectorises */
            for (sb_dim p = 0; p < k; p++)
                for (int i = 0; i < w; i++) dst[p * w + i] = s[p * s_k + i];
        } else {
            for (sb_dim p = 0; p < k; p++) {
                sb_dim i = 0;
                for (; i < rows; i++) dst[p * w + i] = SB_CONJ_IF(cj, s[i * s_mn + p * s_k]);
                for (; i < w; i++) dst[p * w + i] = 0;
            }
        }
        dst += (sb_dim)w * k;
    }
}

void SB_KNAME(generic, packa)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                              int cj, void *dst)
{
    pack_w(MR, mn, k, src, s_mn, s_k, cj, dst);
}

void SB_KNAME(generic, packb)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                              int cj, void *dst)
{
    pack_w(NR, mn, k, src, s_mn, s_k, cj, dst);
}
