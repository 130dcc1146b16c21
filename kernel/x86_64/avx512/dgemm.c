/*
 * AVX-512 double GEMM microkernel (24 x 8) and its packing routines.
 * Contract: kernel/kernel.h.  Compiled with -mavx512f/dq/bw/vl -mfma only (see Makefile).
 */
#include <immintrin.h>
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/kloop.h"
#include "kernel/x86_64/avx512/transpose.h"
#include "kernel/x86_64/avx512/pack.h"
#include "kernel/x86_64/common/tile_put.h"

#define MR SB_AVX512_MR_D
#define NR SB_AVX512_NR_D

/* Rows [8v, 8v + 8) of the tile that are inside its m rows. */
static inline __mmask8 row_mask(sb_dim m, int v)
{
    sb_dim r = m - 8 * v;
    return r >= 8 ? (__mmask8)0xff : r <= 0 ? (__mmask8)0 : (__mmask8)((1u << r) - 1);
}

/* y + beta * c (tile_put.h: kernel.h's C update) */
#define BETA_ADD(cv, y) SB_X86_BETA_ADD(SB_V512_PD, vb, cv, y)

/* One column j of the tile: C(:, j) := alpha * acc + beta * C(:, j) on rows < m (and in
 * the triangle, tri) (masked: a masked-off lane is neither read nor written, and cannot
 * fault). */
#define COL_STORE(j, x0, x1, x2)                                                            \
    do {                                                                                    \
        double *cj = c + (j) * cs_c;                                                        \
        const __mmask8 k0 = r0 & (__mmask8)sb_avx512_tri_mask(tri, (j) + d, 8, 0),          \
                       k1 = r1 & (__mmask8)sb_avx512_tri_mask(tri, (j) + d, 8, 1),          \
                       k2 = r2 & (__mmask8)sb_avx512_tri_mask(tri, (j) + d, 8, 2);          \
        __m512d y0 = _mm512_mul_pd(va, x0), y1 = _mm512_mul_pd(va, x1),                     \
                y2 = _mm512_mul_pd(va, x2);                                                 \
        if (bz == 0) {                                                                      \
            y0 = BETA_ADD(_mm512_maskz_loadu_pd(k0, (cj)), y0);                                    \
            if (NV > 1) y1 = BETA_ADD(_mm512_maskz_loadu_pd(k1, (cj) + 8), y1);                    \
            if (NV > 2) y2 = BETA_ADD(_mm512_maskz_loadu_pd(k2, (cj) + 16), y2);                   \
        }                                                                                   \
        _mm512_mask_storeu_pd((cj), k0, y0);                                                \
        if (NV > 1) _mm512_mask_storeu_pd((cj) + 8, k1, y1);                                \
        if (NV > 2) _mm512_mask_storeu_pd((cj) + 16, k2, y2);                               \
    } while (0)

/* The microkernel on the first NV of the three row vectors of the tile (NV * 8 >= m):
 * only those rows of each packed A step are read and computed.  PA: 0, or 1 / 2 for a
 * full tile that packs its A / B micropanel from its column-major source src (columns
 * s_k apart) as it computes (gemm_blk_pa / gemm_blk_pb), 3 for one that packs B from a
 * source stored along n (step p at src + p * s_k).  tk (gemm_ukr_trk): 0, or
 * 1 / 2 for a tile of a lower / upper triangular A whose last / first m steps are its
 * diagonal block, run apart with masked FMAs. */
static inline __attribute__((always_inline)) void
dgemm_nv(const int NV, sb_dim k, const void *alpha_, const void *a_, const void *b_,
         const void *beta_, void *c_, sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n,
         const int tri, const sb_dim d, const int PA, const double *src, sb_dim s_k,
         const int tk)
{
    const double *a = a_, *b = b_;
    SB_AVX512_TRK_SPLIT(double, 1, tk);
    double *c = c_;
    const double alpha = *(const double *)alpha_, beta = *(const double *)beta_;

    /* the 24 accumulators (the full tiles' k loop runs in kloop.h) */
    __m512d c00, c01, c02, c10, c11, c12, c20, c21, c22, c30, c31, c32, c40,
        c41, c42, c50, c51, c52, c60, c61, c62, c70, c71, c72;

    /* Warm the tile of C while the k loop runs (column-major case: 24 doubles span up to
     * 4 cache lines when the column is not 64-byte aligned). */
    if (rs_c == 1)
        for (sb_dim j = 0; j < n; j++) {
            _mm_prefetch((const char *)(c + j * cs_c), _MM_HINT_T0);
            _mm_prefetch((const char *)(c + j * cs_c + 8), _MM_HINT_T0);
            _mm_prefetch((const char *)(c + j * cs_c + 16), _MM_HINT_T0);
            _mm_prefetch((const char *)(c + j * cs_c + 23), _MM_HINT_T0);
        }

/* column j of the tile: c{j}v += a_v * b(j) for the NV vectors v in use */
#define FMA_COL(j, bp)                                                                      \
    do {                                                                                    \
        __m512d bj = _mm512_set1_pd((bp)[j]);                                               \
        SB_IN_REG(bj);                                                                      \
        c##j##0 = _mm512_fmadd_pd(a0, bj, c##j##0);                                         \
        if (NV > 1) c##j##1 = _mm512_fmadd_pd(a1, bj, c##j##1);                             \
        if (NV > 2) c##j##2 = _mm512_fmadd_pd(a2, bj, c##j##2);                             \
    } while (0)
/* gemm_ukr_trk's diagonal steps q in [8 V, 8 V + 8): vector V takes its rows that step q
 * reaches (i >= q lower, i <= q upper: the triangle mask of the tile's row q), the others
 * all of theirs (lower: the vectors after V, upper: before) or none */
#define FMA_DIAG(j, w, V, bj)                                                               \
    if (NV > (w)) {                                                                         \
        if ((w) == (V)) c##j##w = _mm512_mask3_fmadd_pd(a##w, bj, c##j##w, km);            \
        else if (tk == 1 ? (w) > (V) : (w) < (V)) c##j##w = _mm512_fmadd_pd(a##w, bj, c##j##w); \
    }
#define COL_DIAG(j, V, bp)                                                                  \
    do {                                                                                    \
        __m512d bj = _mm512_set1_pd((bp)[j]);                                               \
        SB_IN_REG(bj);                                                                      \
        FMA_DIAG(j, 0, V, bj) FMA_DIAG(j, 1, V, bj) FMA_DIAG(j, 2, V, bj)                   \
    } while (0)
#define DIAG_PHASE(V)                                                                       \
    for (sb_dim q = 8 * (V); q < kd && q < 8 * (V) + 8; q++) {                              \
        const double *ap = ad + q * MR, *bp = bd + q * NR;                                  \
        const __mmask8 km = (__mmask8)sb_avx512_tri_mask(tk, q, 8, V);                      \
        const __m512d a0 = _mm512_loadu_pd(ap), a1 = NV > 1 ? _mm512_loadu_pd(ap + 8) : a0, \
                      a2 = NV > 2 ? _mm512_loadu_pd(ap + 16) : a0;                          \
        COL_DIAG(0, V, bp); COL_DIAG(1, V, bp); COL_DIAG(2, V, bp); COL_DIAG(3, V, bp);     \
        if (n > NR / 2) {                                                                   \
            COL_DIAG(4, V, bp); COL_DIAG(5, V, bp); COL_DIAG(6, V, bp); COL_DIAG(7, V, bp); \
        }                                                                                   \
    }
/* one k step of the first NC columns (NR, or NR / 2 for a narrow edge tile) */
#define STEP(ap, bp, NC)                                                                    \
    do {                                                                                    \
        const __m512d a0 = _mm512_loadu_pd(ap),                                             \
                      a1 = NV > 1 ? _mm512_loadu_pd((ap) + 8) : a0,                         \
                      a2 = NV > 2 ? _mm512_loadu_pd((ap) + 16) : a0;                        \
        FMA_COL(0, bp); FMA_COL(1, bp); FMA_COL(2, bp); FMA_COL(3, bp);                     \
        if ((NC) > 4) { FMA_COL(4, bp); FMA_COL(5, bp); FMA_COL(6, bp); FMA_COL(7, bp); }   \
    } while (0)

    if (PA == 1) {
        /* a full tile whose A micropanel a is packed from src as the loop runs */
        sb_x86_pa_warm(src, s_k * (long)sizeof(double), MR * (long)sizeof(double), k);
        SB_KLOOP_PA_3X8(__m512d, "vbroadcastsd", "vfmadd231pd", "8", k, src,
                        s_k * (sb_dim)sizeof(double), a, b, c00, c01, c02, c10, c11, c12,
                        c20, c21, c22, c30, c31, c32, c40, c41, c42, c50, c51, c52, c60,
                        c61, c62, c70, c71, c72);
    } else if (PA == 2) {
        /* a full tile whose B micropanel b is packed from src (columns s_k apart) as the
         * loop runs: b is the buffer it writes */
        SB_KLOOP_PB(SB_KL_STEP3X8_PB, SB_KL_PF3, 192, 8, __m512d, "vbroadcastsd",
                    "vfmadd231pd", "8", k, a, src, s_k * (sb_dim)sizeof(double), (double *)b,
                    c00, c01, c02, c10, c11, c12, c20, c21, c22, c30, c31, c32, c40, c41,
                    c42, c50, c51, c52, c60, c61, c62, c70, c71, c72);
    } else if (PA == 3) {
        /* the same from a B stored along n (step p's row at src + p * s_k) */
        SB_KLOOP_PBT(SB_KL_STEP3X8_PBT8, SB_KL_PF3, 192, 8, __m512d, "vbroadcastsd",
                     "vfmadd231pd", "8", k, a, src, s_k * (sb_dim)sizeof(double),
                     (double *)b, c00, c01, c02, c10, c11, c12, c20, c21, c22, c30, c31, c32,
                     c40, c41, c42, c50, c51, c52, c60, c61, c62, c70, c71, c72);
    } else if (NV == 3 && n > NR / 2) {
        SB_KLOOP_3X8(__m512d, "vbroadcastsd", "vfmadd231pd", "8", k, a, b, c00, c01, c02, c10, c11, c12,
                     c20, c21, c22, c30, c31, c32, c40, c41, c42, c50, c51, c52, c60, c61,
                     c62, c70, c71, c72);
    } else {
        c00 = c01 = c02 = c10 = c11 = c12 = c20 = c21 = c22 = c30 = c31 = c32 = c40 = c41 =
            c42 = c50 = c51 = c52 = c60 = c61 = c62 = c70 = c71 = c72 = _mm512_setzero_pd();
        /* edge tiles: A streams from L2, fetched 8 steps ahead.  One of at most NR / 2
         * columns (the n edge) computes only those, as sgemm.c's */
        const int half = n <= NR / 2;
        for (sb_dim p = 0; p < k; p++, a += MR, b += NR) {
            _mm_prefetch((const char *)(a + 8 * MR), _MM_HINT_T0);
            _mm_prefetch((const char *)(a + 8 * MR + 8), _MM_HINT_T0);
            if (half) STEP(a, b, NR / 2);
            else STEP(a, b, NR);
        }
    }
    if (tk) {
        DIAG_PHASE(0)
        if (NV > 1) DIAG_PHASE(1)
        if (NV > 2) DIAG_PHASE(2)
    }
#undef STEP
#undef FMA_COL
#undef DIAG_PHASE
#undef COL_DIAG
#undef FMA_DIAG

    const __m512d va = _mm512_set1_pd(alpha), vb = _mm512_set1_pd(beta);
    const int bz = beta == 0.0;
    if (rs_c == 1) {
        /* Column-major C: masked vector columns; the m edge is a mask, the n edge a count. */
        const __mmask8 r0 = row_mask(m, 0), r1 = row_mask(m, 1), r2 = row_mask(m, 2);
        switch (n) {
        default:
        case 8: COL_STORE(7, c70, c71, c72); /* fall through */
        case 7: COL_STORE(6, c60, c61, c62); /* fall through */
        case 6: COL_STORE(5, c50, c51, c52); /* fall through */
        case 5: COL_STORE(4, c40, c41, c42); /* fall through */
        case 4: COL_STORE(3, c30, c31, c32); /* fall through */
        case 3: COL_STORE(2, c20, c21, c22); /* fall through */
        case 2: COL_STORE(1, c10, c11, c12); /* fall through */
        case 1: COL_STORE(0, c00, c01, c02); /* fall through */
        case 0: break;
        }
        return;
    }

    /* Any other strides: alpha * AB on the stack, then element by element. */
    double t[NR * MR] __attribute__((aligned(64)));
#define PUT(j, x0, x1, x2)                                                                  \
    do {                                                                                    \
        _mm512_store_pd(t + (j) * MR, _mm512_mul_pd(va, x0));                               \
        _mm512_store_pd(t + (j) * MR + 8, _mm512_mul_pd(va, x1));                           \
        _mm512_store_pd(t + (j) * MR + 16, _mm512_mul_pd(va, x2));                          \
    } while (0)
    PUT(0, c00, c01, c02); PUT(1, c10, c11, c12); PUT(2, c20, c21, c22);
    PUT(3, c30, c31, c32); PUT(4, c40, c41, c42); PUT(5, c50, c51, c52);
    PUT(6, c60, c61, c62); PUT(7, c70, c71, c72);
#undef PUT
    sb_x86_tile_put_real(m, n, t, MR, beta, bz, c, rs_c, cs_c);
}

/* Tiles of at most 8 or 16 rows (edge tiles; diagonal tiles of SYRK & co started one or two
 * vectors down the A panel, see kernel.h "mv") run one or two vectors of A. */
static inline __attribute__((always_inline)) void
ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
        sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n, const int tri, const sb_dim d,
        const int tk)
{
    if (m > 16) dgemm_nv(3, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0, NULL, 0, tk);
    else if (m > 8) dgemm_nv(2, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0, NULL, 0, tk);
    else dgemm_nv(1, k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0, NULL, 0, tk);
}
static inline __attribute__((always_inline)) void
ukr_tri(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
        sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n, const int tri, const sb_dim d)
{
    ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, tri, d, 0);
}
static inline __attribute__((always_inline)) void
ukr(sb_dim k, const void *alpha, const void *a, const void *b, const void *beta, void *c,
    sb_dim rs_c, sb_dim cs_c, sb_dim m, sb_dim n)
{
    ukr_tri(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0);
}

void sb_k_avx512_dgemm_ukr(sb_dim k, const void *alpha, const void *a, const void *b,
                           const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                           sb_dim m, sb_dim n)
{
    ukr(k, alpha, a, b, beta, c, rs_c, cs_c, m, n);
}

void sb_k_avx512_dgemm_ukr_tri(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper, sb_dim d)
{
    if (upper) ukr_tri(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 2, d);
    else ukr_tri(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 1, d);
}

void sb_k_avx512_dgemm_ukr_trk(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper)
{
    if (upper) ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0, 2);
    else ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, 0, 0, 1);
}

void sb_k_avx512_dgemm_blk(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                           const void *b, const void *beta, void *c, sb_dim rs_c,
                           sb_dim cs_c)
{
    SB_X86_GEMM_BLK(double, 1, alpha, beta);
}

/* Packing.  Full panels of a column-major slice (s_mn == 1) go through the shared grouped
 * copy (sb_x86_pack_colmajor), its partial panel through masked copies (pack.h); a slice
 * stored along k (s_k == 1, a transposed operand) moves 8 x 8 blocks through registers, a
 * partial panel's and the last k % 8 steps' blocks masked (as sgemm.c's tr16); anything
 * else goes element by element with zero padding. */

/* nrow <= nst <= 8 rows x ncol <= 8 columns (row x at s[x * s_mn]) into ncol panel rows
 * of nst elements (panel row c at d[c * w]), the elements from nrow to nst zero */
static inline __attribute__((always_inline)) void
tr8(const double *s, sb_dim s_mn, int nrow, int nst, int ncol, double *d, int w,
    const double *next)
{
    const __mmask8 km = (__mmask8)((1u << nst) - 1), cm = (__mmask8)((1u << ncol) - 1);
    if (nrow == 0) {   /* panel rows past the operand's: zeros */
        #pragma GCC unroll 8   /* as the stores below */
        for (int c = 0; c < ncol; c++)
            if (nst == 8) _mm512_storeu_pd(d + c * w, _mm512_setzero_pd());
            else _mm512_mask_storeu_pd(d + c * w, km, _mm512_setzero_pd());
        return;
    }
    __m512d r[8];
    /* w streams along k, each only k long: fetch the next micropanel's line of each into
     * L2 (sb_x86_pack_tr_next) */
    for (int x = 0; x < nrow; x++) sb_x86_pack_tr_next(next + x * s_mn);
    for (int x = 0; x < 8; x++)
        r[x] = x >= nrow   ? _mm512_setzero_pd()
               : ncol == 8 ? _mm512_loadu_pd(s + x * s_mn)
                           : _mm512_maskz_loadu_pd(cm, s + x * s_mn);
    sb_avx512_tr8x8(r);
    #pragma GCC unroll 8   /* r[] in registers: a runtime index kept it in memory */
    for (int c = 0; c < ncol; c++)
        if (nst == 8) _mm512_storeu_pd(d + c * w, r[c]);
        else _mm512_mask_storeu_pd(d + c * w, km, r[c]);
}

static inline __attribute__((always_inline)) void
pack_d(const int w, sb_dim mn, sb_dim k, const double *src, sb_dim s_mn, sb_dim s_k,
       double *restrict dst)
{
    const sb_dim done =
        sb_x86_pack_colmajor(w, sizeof(double), 0, mn, k, src, s_mn, s_k, 0, dst);
    src += done;
    dst += done * k;
    mn -= done;
    for (sb_dim q = 0; q < mn; q += w) {
        const sb_dim rows = sb_min(w, mn - q);
        const double *s = src + q * s_mn;
        if (s_k == 1) {
            for (sb_dim p = 0; p < k; p += 8) {
                const int ncol = (int)sb_min(8, k - p);
                for (int i = 0; i < w; i += 8) {
                    const int nst = w - i < 8 ? w - i : 8;
                    const int nrow = (int)sb_max(0, sb_min(nst, rows - i));
                    tr8(s + i * s_mn + p, s_mn, nrow, nst, ncol, dst + p * w + i, w,
                        s + (w + i) * s_mn + p);
                }
            }
        } else if (s_mn == 1) {
            sb_avx512_pack_part(w * (sb_dim)sizeof(double), rows * (sb_dim)sizeof(double), k, s,
                                s_k * (sb_dim)sizeof(double), dst);
        } else {
            sb_x86_pack_any(w, rows, k, s, s_mn, s_k, dst);
        }
        dst += (sb_dim)w * k;
    }
}

void sb_k_avx512_dpacka(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst)
{
    pack_d(MR, mn, k, src, s_mn, s_k, dst);
}

void sb_k_avx512_dpackb(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                        int conj, void *dst)
{
    pack_d(NR, mn, k, src, s_mn, s_k, dst);
}

/* gemm_blk_pa (kernel.h): the first B micropanel's full tiles pack their A micropanel as
 * they compute.  Against packa then gemm_blk, one bench process, 7 rounds interleaved,
 * Zen 4 (2026-12-03): dgemm 4096 x 64 x 256 NN / NT 1.05-1.07 / 1.10, 1536 x 64 x 256
 * 1.04-1.07; square 512-2048 and 2048 x 2048 x 32 0.97-1.05 (noise). */
void sb_k_avx512_dgemm_blk_pa(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                              const void *b, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
#define PAUKR(ap, sp, cp, nr)                                                               \
    dgemm_nv(3, k, alpha, ap, b, beta, cp, rs_c, cs_c, MR, nr, 0, 0, 1, sp, s_k, 0)
    SB_X86_GEMM_BLK_PA(double, 1, PAUKR, pack_d, sb_k_avx512_dgemm_blk);
#undef PAUKR
}

/* gemm_blk_pb (kernel.h): the first A micropanel's full tiles pack their B micropanel as
 * they compute. */
void sb_k_avx512_dgemm_blk_pb(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                              const void *bsrc, sb_dim s_mn, sb_dim s_k, void *bbuf,
                              const void *a, const void *beta, void *c, sb_dim rs_c,
                              sb_dim cs_c)
{
#define PBUKR(sp, bp, cp)                                                                   \
    dgemm_nv(3, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 0, 2, sp, s_mn, 0)
#define PTUKR(sp, bp, cp)                                                                   \
    dgemm_nv(3, k, alpha, a, bp, beta, cp, rs_c, cs_c, MR, NR, 0, 0, 3, sp, s_k, 0)
    SB_X86_GEMM_BLK_PB(double, 1, PBUKR, PTUKR, pack_d, sb_k_avx512_dgemm_blk);
#undef PTUKR
#undef PBUKR
}
