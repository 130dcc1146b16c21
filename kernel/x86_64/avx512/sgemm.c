/*
 * AVX-512 single GEMM microkernel (32 x 12) and its packing routines.
 * Contract: kernel/kernel.h.  Compiled with -mavx512f/dq/bw/vl -mfma only (see Makefile).
 * Same structure as dgemm.c: 2 zmm of A x 12 broadcasts of B = 24 accumulators.
 */
#include <stdint.h>
#include <immintrin.h>
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/kloop.h"
#include "kernel/x86_64/avx512/transpose.h"
#include "kernel/x86_64/avx512/pack.h"
#include "kernel/x86_64/common/tile_put.h"

#define MR SB_AVX512_MR_S
#define NR SB_AVX512_NR_S

/* Rows [16v, 16v + 16) of the tile that are inside its m rows. */
static inline __mmask16 row_mask(sb_dim m, int v)
{
    sb_dim r = m - 16 * v;
    return r >= 16 ? (__mmask16)0xffff : r <= 0 ? (__mmask16)0 : (__mmask16)((1u << r) - 1);
}

/* y + beta * c (tile_put.h: kernel.h's C update) */
#define BETA_ADD(cv, y) SB_X86_BETA_ADD(SB_V512_PS, vb, cv, y)

/* C(:, j) := alpha * acc + beta * C(:, j) on rows < m (and in the triangle, tri) (masked
 * lanes are neither read nor written, and cannot fault). */
#define COL_STORE(j, x0, x1)                                                                \
    do {                                                                                    \
        float *cj = c + (j) * cs_c;                                                         \
        const __mmask16 k0 = r0 & (__mmask16)sb_avx512_tri_mask(tri, (j) + d, 16, 0),       \
                        k1 = r1 & (__mmask16)sb_avx512_tri_mask(tri, (j) + d, 16, 1);       \
        __m512 y0 = _mm512_mul_ps(va, x0), y1 = _mm512_mul_ps(va, x1);                      \
        if (bz == 0) {                                                                      \
            y0 = BETA_ADD(_mm512_maskz_loadu_ps(k0, (cj)), y0);                                    \
            if (NV > 1) y1 = BETA_ADD(_mm512_maskz_loadu_ps(k1, (cj) + 16), y1);                   \
        }                                                                                   \
        _mm512_mask_storeu_ps((cj), k0, y0);                                                \
        if (NV > 1) _mm512_mask_storeu_ps((cj) + 16, k1, y1);                               \
    } while (0)

/* The microkernel on the first NV of the two row vectors of the tile (NV * 16 >= m):
 * only those rows of each packed A step are read and computed.  PA as dgemm.c's.  tk (gemm_ukr_trk): 0, or
 * 1 / 2 for a tile of a lower / upper triangular A whose last / first m steps are its
 * diagonal block, run apart with masked FMAs (as dgemm.c). */
static inline __attribute__((always_inline)) void
sgemm_nv(const int NV, sb_dim k, const void *alpha_, const void *a_, const void *b_,
         const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n,
         const int tri, const sb_dim d, const int PA, const float *src, sb_dim s_k,
         const int tk)
{
    const float *a = a_, *b = b_;
    SB_AVX512_TRK_SPLIT(float, 1, tk);
    float *c = c_;
    const float alpha = *(const float *)alpha_, beta = *(const float *)beta_;
    /* the 24 accumulators (the full tiles' k loop runs in kloop.h) */
    __m512 c00, c01, c10, c11, c20, c21, c30, c31, c40, c41, c50, c51, c60,
        c61, c70, c71, c80, c81, c90, c91, ca0, ca1, cb0, cb1;

    /* Warm the tile of C while the k loop runs (column-major case: 2 lines per column). */
    if (rs_c == 1)
        for (sb_dim j = 0; j < n; j++) {
            _mm_prefetch((const char *)(c + j * cs_c), _MM_HINT_T0);
            _mm_prefetch((const char *)(c + j * cs_c + 31), _MM_HINT_T0);
        }

/* column j of the tile: c{j}v += a_v * b(j) for the NV vectors v in use */
#define FMA_COL(j, x0, x1, bp)                                                              \
    do {                                                                                    \
        __m512 bj = _mm512_set1_ps((bp)[j]);                                                \
        SB_IN_REG(bj);                                                                      \
        x0 = _mm512_fmadd_ps(a0, bj, x0);                                                   \
        if (NV > 1) x1 = _mm512_fmadd_ps(a1, bj, x1);                                       \
    } while (0)
/* gemm_ukr_trk's diagonal steps q in [16 V, 16 V + 16): vector V takes its rows that step
 * q reaches, the other all of its rows (lower: V = 0, upper: V = 1) or none */
#define FMA_DIAG(x, w, V, bj)                                                               \
    if (NV > (w)) {                                                                         \
        if ((w) == (V)) x = _mm512_mask3_fmadd_ps(a##w, bj, x, km);                         \
        else if (tk == 1 ? (w) > (V) : (w) < (V)) x = _mm512_fmadd_ps(a##w, bj, x);        \
    }
#define COL_DIAG(j, x0, x1, V, bp)                                                          \
    do {                                                                                    \
        __m512 bj = _mm512_set1_ps((bp)[j]);                                                \
        SB_IN_REG(bj);                                                                      \
        FMA_DIAG(x0, 0, V, bj) FMA_DIAG(x1, 1, V, bj)                                       \
    } while (0)
#define DIAG_PHASE(V)                                                                       \
    for (sb_dim q = 16 * (V); q < kd && q < 16 * (V) + 16; q++) {                           \
        const float *ap = ad + q * MR, *bp = bd + q * NR;                                   \
        const __mmask16 km = (__mmask16)sb_avx512_tri_mask(tk, q, 16, V);                   \
        const __m512 a0 = _mm512_loadu_ps(ap), a1 = NV > 1 ? _mm512_loadu_ps(ap + 16) : a0; \
        COL_DIAG(0, c00, c01, V, bp); COL_DIAG(1, c10, c11, V, bp);                         \
        COL_DIAG(2, c20, c21, V, bp); COL_DIAG(3, c30, c31, V, bp);                         \
        COL_DIAG(4, c40, c41, V, bp); COL_DIAG(5, c50, c51, V, bp);                         \
        if (n > NR / 2) {                                                                   \
            COL_DIAG(6, c60, c61, V, bp); COL_DIAG(7, c70, c71, V, bp);                     \
            COL_DIAG(8, c80, c81, V, bp); COL_DIAG(9, c90, c91, V, bp);                     \
            COL_DIAG(10, ca0, ca1, V, bp); COL_DIAG(11, cb0, cb1, V, bp);                   \
        }                                                                                   \
    }
/* one k step of the first NC columns (NR, or NR / 2 for a narrow edge tile) */
#define STEP(ap, bp, NC)                                                                    \
    do {                                                                                    \
        const __m512 a0 = _mm512_loadu_ps(ap), a1 = NV > 1 ? _mm512_loadu_ps((ap) + 16) : a0; \
        FMA_COL(0, c00, c01, bp); FMA_COL(1, c10, c11, bp); FMA_COL(2, c20, c21, bp);       \
        FMA_COL(3, c30, c31, bp); FMA_COL(4, c40, c41, bp); FMA_COL(5, c50, c51, bp);       \
        if ((NC) > 6) {                                                                     \
            FMA_COL(6, c60, c61, bp); FMA_COL(7, c70, c71, bp); FMA_COL(8, c80, c81, bp);   \
            FMA_COL(9, c90, c91, bp); FMA_COL(10, ca0, ca1, bp); FMA_COL(11, cb0, cb1, bp); \
        }                                                                                   \
    } while (0)

    if (PA == 1) {
        /* a full tile whose A micropanel a is packed from src as the loop runs */
        sb_x86_pa_warm(src, s_k * (long)sizeof(float), MR * (long)sizeof(float), k);
        SB_KLOOP_PA_2X12(__m512, "vbroadcastss", "vfmadd231ps", "4", k, src,
                         s_k * (sb_dim)sizeof(float), a, b, c00, c01, c10, c11, c20, c21,
                         c30, c31, c40, c41, c50, c51, c60, c61, c70, c71, c80, c81, c90,
                         c91, ca0, ca1, cb0, cb1);
    } else if (PA == 2) {
        /* a full tile whose B micropanel b is packed from src (columns s_k apart) as the
         * loop runs: b is the buffer it writes */
        SB_KLOOP_PB(SB_KL_STEP2X12_PB, SB_KL_PF2, 128, 12, __m512, "vbroadcastss",
                    "vfmadd231ps", "4", k, a, src, s_k * (sb_dim)sizeof(float), (float *)b,
                    c00, c01, c10, c11, c20, c21, c30, c31, c40, c41, c50, c51, c60, c61,
                    c70, c71, c80, c81, c90, c91, ca0, ca1, cb0, cb1);
    } else if (PA == 3) {
        /* the same from a B stored along n (step p's row at src + p * s_k) */
        SB_KLOOP_PBT(SB_KL_STEP2X12_PBT, SB_KL_PF2, 128, 12, __m512, "vbroadcastss",
                     "vfmadd231ps", "4", k, a, src, s_k * (sb_dim)sizeof(float), (float *)b,
                     c00, c01, c10, c11, c20, c21, c30, c31, c40, c41, c50, c51, c60, c61,
                     c70, c71, c80, c81, c90, c91, ca0, ca1, cb0, cb1);
    } else if (NV == 2 && n > NR / 2) {
        SB_KLOOP_2X12(__m512, "vbroadcastss", "vfmadd231ps", "4", k, a, b, c00, c01, c10, c11, c20,
                      c21, c30, c31, c40, c41, c50, c51, c60, c61, c70, c71, c80, c81, c90,
                      c91, ca0, ca1, cb0, cb1);
    } else if (NV == 1 && m <= 8) {
        /* an edge tile of at most 8 rows on ymm vectors, lane for lane the zmm loop below:
         * on a 256-bit datapath (Zen 4) a zmm FMA costs two ymm ones, so the masked zmm
         * made sgemm at n = 136 / 200 (an 8-row last panel) dip 11-14% below their
         * neighbours; with two 512-bit pipes (Intel) both cost one cycle per column. */
        __m256 y[NR];
#pragma GCC unroll 16
        for (int j = 0; j < NR; j++) y[j] = _mm256_setzero_ps();
#define YLOOP(NC)                                                                           \
    for (sb_dim p = 0; p < k; p++, a += MR, b += NR) {                                      \
        _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);                              \
        const __m256 a0 = _mm256_loadu_ps(a);                                               \
        _Pragma("GCC unroll 16") for (int j = 0; j < (NC); j++) {                           \
            __m256 bj = _mm256_set1_ps(b[j]);                                               \
            SB_IN_REG(bj);                                                                  \
            y[j] = _mm256_fmadd_ps(a0, bj, y[j]);                                           \
        }                                                                                   \
    }
        if (n <= NR / 2) YLOOP(NR / 2) /* as the zmm loop: only the tile's columns */
        else YLOOP(NR)
#undef YLOOP
        c01 = c11 = c21 = c31 = c41 = c51 = c61 = c71 = c81 = c91 = ca1 = cb1 = _mm512_setzero_ps();
        c00 = _mm512_zextps256_ps512(y[0]); c10 = _mm512_zextps256_ps512(y[1]);
        c20 = _mm512_zextps256_ps512(y[2]); c30 = _mm512_zextps256_ps512(y[3]);
        c40 = _mm512_zextps256_ps512(y[4]); c50 = _mm512_zextps256_ps512(y[5]);
        c60 = _mm512_zextps256_ps512(y[6]); c70 = _mm512_zextps256_ps512(y[7]);
        c80 = _mm512_zextps256_ps512(y[8]); c90 = _mm512_zextps256_ps512(y[9]);
        ca0 = _mm512_zextps256_ps512(y[10]); cb0 = _mm512_zextps256_ps512(y[11]);
    } else {
        c00 = c01 = c10 = c11 = c20 = c21 = c30 = c31 = c40 = c41 = c50 = c51 = c60 = c61 = c70 =
            c71 = c80 = c81 = c90 = c91 = ca0 = ca1 = cb0 = cb1 = _mm512_setzero_ps();
        /* edge tiles: A streams from L2, fetched 8 steps ahead.  One of at most NR / 2
         * columns (the n edge: sgemm n = 64 is 5 x 12 + 4) computes only those */
        const int half = n <= NR / 2;
        for (sb_dim p = 0; p < k; p++, a += MR, b += NR) {
            _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);
            _mm_prefetch((const char *)(a + 8 * MR + 16), _MM_HINT_T0);
            if (half) STEP(a, b, NR / 2);
            else STEP(a, b, NR);
        }
    }
    if (tk) {
        DIAG_PHASE(0)
        if (NV > 1) DIAG_PHASE(1)
    }
#undef STEP
#undef FMA_COL
#undef DIAG_PHASE
#undef COL_DIAG
#undef FMA_DIAG

    const __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);
    const int bz = beta == 0.0f;
    if (rs_c == 1) {
        /* Column-major C: masked vector columns; the m edge is a mask, the n edge a count. */
        const __mmask16 r0 = row_mask(m, 0), r1 = row_mask(m, 1);
        switch (n) {
        default:
        case 12: COL_STORE(11, cb0, cb1); /* fall through */
        case 11: COL_STORE(10, ca0, ca1); /* fall through */
        case 10: COL_STORE(9, c90, c91); /* fall through */
        case 9: COL_STORE(8, c80, c81); /* fall through */
        case 8: COL_STORE(7, c70, c71); /* fall through */
        case 7: COL_STORE(6, c60, c61); /* fall through */
        case 6: COL_STORE(5, c50, c51); /* fall through */
        case 5: COL_STORE(4, c40, c41); /* fall through */
        case 4: COL_STORE(3, c30, c31); /* fall through */
        case 3: COL_STORE(2, c20, c21); /* fall through */
        case 2: COL_STORE(1, c10, c11); /* fall through */
        case 1: COL_STORE(0, c00, c01); /* fall through */
        case 0: break;
        }
        return;
    }

    /* Any other strides: alpha * AB on the stack, then element by element. */
    float t[NR * MR] __attribute__((aligned(64)));
    _mm512_store_ps(t + 0 * MR, _mm512_mul_ps(va, c00));
    _mm512_store_ps(t + 0 * MR + 16, _mm512_mul_ps(va, c01));
    _mm512_store_ps(t + 1 * MR, _mm512_mul_ps(va, c10));
    _mm512_store_ps(t + 1 * MR + 16, _mm512_mul_ps(va, c11));
    _mm512_store_ps(t + 2 * MR, _mm512_mul_ps(va, c20));
    _mm512_store_ps(t + 2 * MR + 16, _mm512_mul_ps(va, c21));
    _mm512_store_ps(t + 3 * MR, _mm512_mul_ps(va, c30));
    _mm512_store_ps(t + 3 * MR + 16, _mm512_mul_ps(va, c31));
    _mm512_store_ps(t + 4 * MR, _mm512_mul_ps(va, c40));
    _mm512_store_ps(t + 4 * MR + 16, _mm512_mul_ps(va, c41));
    _mm512_store_ps(t + 5 * MR, _mm512_mul_ps(va, c50));
    _mm512_store_ps(t + 5 * MR + 16, _mm512_mul_ps(va, c51));
    _mm512_store_ps(t + 6 * MR, _mm512_mul_ps(va, c60));
    _mm512_store_ps(t + 6 * MR + 16, _mm512_mul_ps(va, c61));
    _mm512_store_ps(t + 7 * MR, _mm512_mul_ps(va, c70));
    _mm512_store_ps(t + 7 * MR + 16, _mm512_mul_ps(va, c71));
    _mm512_store_ps(t + 8 * MR, _mm512_mul_ps(va, c80));
    _mm512_store_ps(t + 8 * MR + 16, _mm512_mul_ps(va, c81));
    _mm512_store_ps(t + 9 * MR, _mm512_mul_ps(va, c90));
    _mm512_store_ps(t + 9 * MR + 16, _mm512_mul_ps(va, c91));
    _mm512_store_ps(t + 10 * MR, _mm512_mul_ps(va, ca0));
    _mm512_store_ps(t + 10 * MR + 16, _mm512_mul_ps(va, ca1));
    _mm512_store_ps(t + 11 * MR, _mm512_mul_ps(va, cb0));
    _mm512_store_ps(t + 11 * MR + 16, _mm512_mul_ps(va, cb1));
    sb_x86_tile_put_real(m, n, t, MR, beta, bz, c, rs_c, cs_c);
}

/* Tiles of at most 16 rows (edge tiles; diagonal tiles of SYRK & co started one vector
 * down the A panel, see kernel.h "mv") run one vector of A. */
static inline __attribute__((always_inline)) void
ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
        sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n, const int tri, const sb_dim d,
        const int tk)
{
    if (m > 16) sgemm_nv(2, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0, NULL, 0, tk);
    else sgemm_nv(1, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0, NULL, 0, tk);
}
static inline __attribute__((always_inline)) void
ukr(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
    sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n)
{
    ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0, 0);
}

void sb_k_avx512_sgemm_ukr(sb_dim k, const void *alpha, const void *a, const void *b,
                           const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                           sb_dim m, sb_dim n)
{
    ukr(k, alpha, a, b, beta, c, rs_c, cs_c, m, n);
}

void sb_k_avx512_sgemm_blk(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                           const void *b, const void *beta, void *c, sb_dim rs_c,
                           sb_dim cs_c)
{
    /* the tiles through the out-of-line ukr: inlined here, sgemm ran 2-5% slower than
     * with the engine's per-tile calls (Zen 4, 2026-12-03, one bench process) */
#define ukr sb_k_avx512_sgemm_ukr
    SB_X86_GEMM_BLK(float, 1, alpha, beta);
#undef ukr
}

void sb_k_avx512_sgemm_ukr_tri(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper, sb_dim d)
{
    if (upper) ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 2, d, 0);
    else ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 1, d, 0);
}

void sb_k_avx512_sgemm_ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper)
{
    if (upper) ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0, 2);
    else ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0, 1);
}

/* Packing.  Full panels of a column-major slice (s_mn == 1) go through the shared grouped
 * copy (sb_x86_pack_colmajor), its partial panel through masked copies (pack.h); a slice
 * stored along k (s_k == 1, a transposed operand) moves 16 x 16 blocks through registers
 * (gathers measured slower: 8% of sgemm time at n = 1024), a partial panel's and the last
 * k % 16 steps' blocks masked; anything else goes element by element with zeros. */

/* Moves a block of nrow <= nst <= 16 rows x ncol <= 16 columns (row x at s[x * s_mn],
 * columns contiguous) into ncol panel rows of nst elements (panel row c at d[c * w]): a
 * 16 x 16 register transpose (tr16.h), the elements from nrow to nst zero.  Element by
 * element (sb_x86_pack_any), a transposed A's partial panel and k tail had been 60% of
 * sgemm TN 24 x 24 x 24 (perf, Intel model 0xcf). */
static inline __attribute__((always_inline)) void
tr16(const float *s, sb_dim s_mn, int nrow, int nst, int ncol, float *d, int w)
{
    const __mmask16 km = (__mmask16)((1u << nst) - 1), cm = (__mmask16)((1u << ncol) - 1);
    if (nrow == 0) {   /* panel rows past the operand's: zeros */
        #pragma GCC unroll 16   /* as the stores below */
        for (int c = 0; c < ncol; c++)
            if (nst == 16) _mm512_storeu_ps(d + c * w, _mm512_setzero_ps());
            else _mm512_mask_storeu_ps(d + c * w, km, _mm512_setzero_ps());
        return;
    }
    __m512 r[16];
    for (int x = 0; x < nrow; x++) sb_x86_pack_tr_next(s + (x + w) * s_mn);
    for (int x = 0; x < 16; x++)
        r[x] = x >= nrow    ? _mm512_setzero_ps()
               : ncol == 16 ? _mm512_loadu_ps(s + x * s_mn)
                            : _mm512_maskz_loadu_ps(cm, s + x * s_mn);
    sb_avx512_tr16(r);
    #pragma GCC unroll 16   /* r[] in registers: a runtime index kept it in memory */
    for (int c = 0; c < ncol; c++)
        if (nst == 16) _mm512_storeu_ps(d + c * w, r[c]);
        else _mm512_mask_storeu_ps(d + c * w, km, r[c]);
}

static inline __attribute__((always_inline)) void
pack_s(const int w, sb_dim mn, sb_dim k, const float *src, sb_dim s_mn, sb_dim s_k,
       float *restrict dst)
{
    /* w is 32 (packa) or 12 (packb) */
    const sb_dim done =
        sb_x86_pack_colmajor(w, sizeof(float), 0, mn, k, src, s_mn, s_k, 0, dst);
    src += done;
    dst += done * k;
    mn -= done;
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const float *s = src + q * s_mn;
        if (s_k == 1) {
            for (sb_dim p = 0; p < k; p += 16) {
                const int ncol = (int)sb_min(16, k - p);
                for (int i = 0; i < w; i += 16) {
                    const int nst = w - i < 16 ? w - i : 16;
                    const int nrow = (int)sb_max(0, sb_min(nst, rows - i));
                    tr16(s + i * s_mn + p, s_mn, nrow, nst, ncol, dst + p * w + i, w);
                }
            }
        } else if (s_mn == 1) {
            sb_avx512_pack_part(w * (sb_dim)sizeof(float), rows * (sb_dim)sizeof(float), k, s,
                                s_k * (sb_dim)sizeof(float), dst);
        } else {
            sb_x86_pack_any(w, rows, k, s, s_mn, s_k, dst);
        }
        dst += (sb_dim)w * k;
    }
}

void sb_k_avx512_spacka(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst)
{
    pack_s(MR, mn, k, src, s_mn, s_k, dst);
}

void sb_k_avx512_spackb(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst)
{
    pack_s(NR, mn, k, src, s_mn, s_k, dst);
}

/* gemm_blk_pa (kernel.h), as dgemm.c's. */
void sb_k_avx512_sgemm_blk_pa(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
#define PAUKR(ap, sp, cp, nr)                                                               \
    sgemm_nv(2, k, alpha, ap, b, beta, cp, rs_c, cs_c, MR, nr, 0, 0, 1, sp, s_k, 0)
    SB_X86_GEMM_BLK_PA(float, 1, PAUKR, pack_s, sb_k_avx512_sgemm_blk);
#undef PAUKR
}

/* gemm_blk_pb (kernel.h), as dgemm.c's. */
void sb_k_avx512_sgemm_blk_pb(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                              const void *a, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
#define PBUKR(sp, bp, cp)                                                                   \
    sgemm_nv(2, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 0, 2, sp, s_mn, 0)
#define PTUKR(sp, bp, cp)                                                                   \
    sgemm_nv(2, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 0, 3, sp, s_k, 0)
    SB_X86_GEMM_BLK_PB(float, 1, PBUKR, PTUKR, pack_s, sb_k_avx512_sgemm_blk);
#undef PTUKR
#undef PBUKR
}
