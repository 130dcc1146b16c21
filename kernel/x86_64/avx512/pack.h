/* AVX-512 packing helper shared by the set's packa/packb (dgemm.c, sgemm.c, cgemm_t.c). */
#ifndef SB_KERNEL_AVX512_PACK_H
#define SB_KERNEL_AVX512_PACK_H

#include <immintrin.h>
#include "sb/common.h"

/*
 * A partial panel of a column-major slice (rows contiguous): for each of k steps, rb
 * bytes of rows from s + p * skb copied to the panel's wb bytes at d + p * wb, the bytes
 * from rb to wb zero (rb <= wb <= 192: MR or NR elements of any type).  One masked byte
 * load and one masked store per 64 bytes, so nothing past the rows is read and nothing
 * past the panel written.  Element by element (the packing's general fallback), the last
 * panel of an m = 32 dtrmm (8 of 24 rows) was 18% of its time (Intel model 0xcf).
 */
static inline void sb_avx512_pack_part(sb_dim wb, sb_dim rb, sb_dim k, const void *s_,
                                       sb_dim skb, void *d_)
{
    const char *s = s_;
    char *d = d_;
    __mmask64 lm[3], sm[3];
    const int nv = (int)((wb + 63) / 64);
    for (int v = 0; v < 3; v++) {
        const sb_dim r = rb - 64 * v, w = wb - 64 * v;
        lm[v] = r >= 64 ? ~(__mmask64)0 : r <= 0 ? 0 : (((__mmask64)1 << r) - 1);
        sm[v] = w >= 64 ? ~(__mmask64)0 : w <= 0 ? 0 : (((__mmask64)1 << w) - 1);
    }
    for (sb_dim p = 0; p < k; p++, s += skb, d += wb)
        for (int v = 0; v < nv; v++)
            _mm512_mask_storeu_epi8(d + 64 * v, sm[v],
                                    _mm512_maskz_loadu_epi8(lm[v], s + 64 * v));
}

#endif
