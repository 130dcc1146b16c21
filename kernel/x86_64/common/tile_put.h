/*
 * The last step of every x86-64 GEMM microkernel for C of other strides (and, in the SSE2
 * set, for edge tiles): the tile alpha * AB, already stored on the stack in column-major
 * order -- element (i, j) at t[j * ld + i], complex elements as (re, im) pairs at
 * t[2 * (j * ld + i)] -- goes into the m x n part of C element by element:
 * C := t + beta * C, and with bz (beta == 0) C is not read.  Written once for every set
 * and type; the vector parts of the kernels differ, this does not.
 */
#ifndef SB_KERNEL_X86_TILE_PUT_H
#define SB_KERNEL_X86_TILE_PUT_H

#include <immintrin.h>
#include "kernel/kernel.h"

/* v's product rounded on its own: an empty asm holding it in a register, so that GCC
 * does not fuse it into an FMA with the sum that follows (contraction varied between
 * the inlined copies of the complex put: gemm_blk and gemm_ukr, z with a complex beta,
 * differed in the last bit) */
#define SB_X86_ROUNDED(v) __asm__("" : "+x"(v))
/* the same for a vector (any set's register), where kernel.h's C update rounds a product
 * on its own: GCC contracts the intrinsics' vector mul and add into an FMA as well */
#define SB_X86_VROUNDED(v) __asm__("" : "+v"(v))

/*
 * The vector C update of kernel.h ("Rounding of the C update"), y + beta * c with y the
 * tile's alpha * AB and c C's values, for any set: V is the set's intrinsics macro
 * (V(mul) -> _mm512_mul_pd, ...), SWAP its swap of each complex element's parts.  Each
 * product is rounded on its own (SB_X86_VROUNDED), as the scalar code here and the
 * driver's (l3_put_col) round it.  Real: y + round(beta c).  Complex, interleaved: a real
 * beta scales both parts, y + round(br c); otherwise y + (round(br cr) - round(bi ci),
 * round(br ci) + round(bi cr)).
 */
#define SB_X86_BETA_ADD(V, vb, cv, y)                                                         \
    __extension__({                                                                           \
        __typeof__(y) y_ = (y), p_ = V(mul)((vb), (cv));                                      \
        SB_X86_VROUNDED(p_);                                                                  \
        SB_X86_VROUNDED(y_);                                                                  \
        V(add)(y_, p_);                                                                       \
    })
#define SB_X86_BETA_ADD_CPLX(V, SWAP, br, bi, breal, cv, y)                                   \
    __extension__({                                                                           \
        __typeof__(y) y_ = (y), c_ = (cv), p_ = V(mul)(c_, (br));                             \
        SB_X86_VROUNDED(p_);                                                                  \
        if (!(breal)) {                                                                       \
            __typeof__(y) q_ = V(mul)(SWAP(c_), (bi));                                        \
            SB_X86_VROUNDED(q_);                                                              \
            p_ = V(fmaddsub)(p_, V(set1)(1), q_);                                             \
        }                                                                                     \
        SB_X86_VROUNDED(y_);                                                                  \
        V(add)(y_, p_);                                                                       \
    })

#define SB_X86_DEFINE_TILE_PUT(R, sfx)                                                        \
    static inline void sb_x86_tile_put_real_##sfx(sb_dim m, sb_dim n, const R *t, sb_dim ld,  \
                                                  R beta, int bz, R *c, sb_dim rs_c,          \
                                                  sb_dim cs_c)                                \
    {                                                                                         \
        for (sb_dim j = 0; j < n; j++)                                                        \
            for (sb_dim i = 0; i < m; i++) {                                                  \
                R *x = &c[i * rs_c + j * cs_c];                                               \
                if (bz) {                                                                     \
                    *x = t[j * ld + i];                                                       \
                } else {                                                                      \
                    R p = beta * *x;                                                          \
                    SB_X86_ROUNDED(p);                                                        \
                    *x = p + t[j * ld + i];                                                   \
                }                                                                             \
            }                                                                                 \
    }                                                                                         \
    static inline void sb_x86_tile_put_cplx_##sfx(sb_dim m, sb_dim n, const R *t, sb_dim ld,  \
                                                  const R *beta, int bz, R *c, sb_dim rs_c,   \
                                                  sb_dim cs_c)                                \
    {                                                                                         \
        for (sb_dim j = 0; j < n; j++)                                                        \
            for (sb_dim i = 0; i < m; i++) {                                                  \
                R *x = &c[2 * (i * rs_c + j * cs_c)];                                         \
                const R *y = &t[2 * (j * ld + i)];                                            \
                if (bz) {                                                                     \
                    x[0] = y[0];                                                              \
                    x[1] = y[1];                                                              \
                } else if (beta[1] == 0) {                                                    \
                    /* a real beta scales both parts, as the vector paths' (an Inf in C   \
                     * stays Inf where beta is 1: the reference does not multiply C) */   \
                    R pr = beta[0] * x[0], pi = beta[0] * x[1];                               \
                    SB_X86_ROUNDED(pr);                                                       \
                    SB_X86_ROUNDED(pi);                                                       \
                    x[0] = pr + y[0];                                                         \
                    x[1] = pi + y[1];                                                         \
                } else {                                                                      \
                    const R xr = x[0], xi = x[1];                                             \
                    R p0 = beta[0] * xr, p1 = beta[1] * xi, p2 = beta[0] * xi,                \
                      p3 = beta[1] * xr;                                                      \
                    SB_X86_ROUNDED(p0);                                                       \
                    SB_X86_ROUNDED(p1);                                                       \
                    SB_X86_ROUNDED(p2);                                                       \
                    SB_X86_ROUNDED(p3);                                                       \
                    x[0] = p0 - p1 + y[0];                                                    \
                    x[1] = p2 + p3 + y[1];                                                    \
                }                                                                             \
            }                                                                                 \
    }
SB_X86_DEFINE_TILE_PUT(float, s)
SB_X86_DEFINE_TILE_PUT(double, d)
#undef SB_X86_DEFINE_TILE_PUT

/*
 * Packing's fallback (partial panels, strided sources): rows [0, rows) of one panel of
 * width w, element by element, zero padded to w: d[p * w + i] = s[i * s_mn + p * s_k].
 */
#define SB_X86_DEFINE_PACK_ANY(R, sfx)                                                        \
    static inline void sb_x86_pack_any_##sfx(int w, sb_dim rows, sb_dim k, const R *s,        \
                                             sb_dim s_mn, sb_dim s_k, R *restrict d)          \
    {                                                                                         \
        for (sb_dim p = 0; p < k; p++) {                                                      \
            sb_dim i = 0;                                                                     \
            for (; i < rows; i++) d[p * w + i] = s[i * s_mn + p * s_k];                       \
            for (; i < w; i++) d[p * w + i] = 0;                                              \
        }                                                                                     \
    }
SB_X86_DEFINE_PACK_ANY(float, s)
SB_X86_DEFINE_PACK_ANY(double, d)
#undef SB_X86_DEFINE_PACK_ANY
#define sb_x86_pack_any(w, rows, k, s, s_mn, s_k, d)                                          \
    _Generic((d), float *: sb_x86_pack_any_s, double *: sb_x86_pack_any_d)(w, rows, k, s,     \
                                                                           s_mn, s_k, d)

/*
 * Packing's column-major fast path, the same for every set and type: when s_mn == 1, the
 * mn / w whole panels of width w of a slice whose element (r, p) is at byte
 * (r + p * s_k) * es of src (es: element bytes; complex elements are (re, im) pairs),
 * into dst in micropanel order (panel q, k index p, row i at element q * w * k + p * w + i).
 * Panels go in groups of about 512 bytes of rows: per source column a group reads one
 * contiguous piece and writes one piece into each of its few panels, so the writes are a
 * handful of sequential streams (all panels at once would be one store per panel, kc * w
 * elements apart -- as many streams as panels, all in one L1 set; measured 13% of a
 * 512 DSYRK), and the reads are prefetched PB columns ahead into L2 (prefetcht1: a
 * source in memory packed at 15-18 GB/s instead of 9-14 with prefetcht0, which fills
 * L1's few miss buffers and sets; 6-11% faster from L3 too; Zen 4,
 * bench/results/2026-12-03-zen4).  The piece copy is a memcpy of constant size, which
 * the compiler turns into the set's vector moves.  With
 * cplx && conj the imaginary parts change sign.  Returns the rows packed (0 when
 * s_mn != 1); the caller packs the rest (the partial panel, other strides).
 */
static inline __attribute__((always_inline)) sb_dim
sb_x86_pack_colmajor(const int w, const int es, const int cplx, sb_dim mn, sb_dim k,
                     const void *src, sb_dim s_mn, sb_dim s_k, int conj, void *dst)
{
    if (s_mn != 1) return 0;
    /* G panels at a time (512 bytes of each source column, so each source line is read
     * once), and PB steps of k at a time per panel: each panel's destination is a stream
     * k w apart from the next one's, and where that is a multiple of 4 KiB (s, w = 6,
     * KC = 512: 12 KiB) the G streams all map to one L1 set; written PB steps (a few whole
     * lines) per panel at a time, they no longer evict each other between two steps
     * (Zen 3, one thread, KC 512: sgemm NT 512 89.8 -> 92.5 GFLOP/s, ssyrk 512 81 -> 88.5). */
    enum { PB = 8 };
    const sb_dim full = mn / w, wb = (sb_dim)w * es, G = (512 + wb - 1) / wb;
    for (sb_dim q0 = 0; q0 < full; q0 += G) {
        const sb_dim g = sb_min(G, full - q0), gb = g * wb;
        const char *s0 = (const char *)src + q0 * wb;
        char *d0 = (char *)dst + q0 * wb * k;
        for (sb_dim p0 = 0; p0 < k; p0 += PB) {
            const sb_dim pe = sb_min(k, p0 + PB);
            const char *ahead = s0 + (p0 + PB) * s_k * es;
            for (sb_dim p = p0; p < pe; p++, ahead += s_k * es) {
                for (sb_dim x = 0; x < gb; x += 64) _mm_prefetch(ahead + x, _MM_HINT_T1);
                _mm_prefetch(ahead + gb - 1, _MM_HINT_T1);
            }
            for (sb_dim q = 0; q < g; q++) {
                const char *s = s0 + p0 * s_k * es + q * wb;
                char *dq = d0 + q * wb * k + p0 * wb;
                for (sb_dim p = p0; p < pe; p++, s += s_k * es, dq += wb) {
                    __builtin_memcpy(dq, s, (size_t)wb);
                    if (cplx && conj) {
                        if (es == 8) {
                            float *f = (float *)dq;
                            for (int i = 0; i < w; i++) f[2 * i + 1] = -f[2 * i + 1];
                        } else {
                            double *f = (double *)dq;
                            for (int i = 0; i < w; i++) f[2 * i + 1] = -f[2 * i + 1];
                        }
                    }
                }
            }
        }
    }
    return full * w;
}

/*
 * The body of a set's gemm_blk (kernel.h): its ukr (an always-inline function of the
 * including file, taking alpha and beta as the file's ukr does) over the block's tiles,
 * B micropanels outer, A micropanels inner, as the engine's per-tile loop runs them.
 * RE is the real type, W the reals per element (1 or 2), AL and BE the scalars as ukr
 * takes them (values for a real type, (re, im) pointers for complex).
 */
#define SB_X86_GEMM_BLK(RE, W, AL, BE)                                                      \
    do {                                                                                    \
        const RE *ap_ = a, *bp_ = b;                                                        \
        RE *cp_ = c;                                                                        \
        for (sb_dim jr_ = 0; jr_ < n; jr_ += NR) {                                          \
            const sb_dim nr_ = n - jr_ < NR ? n - jr_ : NR;                                 \
            for (sb_dim ir_ = 0; ir_ < m; ir_ += MR) {                                      \
                const sb_dim mr_ = m - ir_ < MR ? m - ir_ : MR;                             \
                ukr(k, (AL), ap_ + (W) * ir_ * k,                                           \
                    bp_ + (W) * jr_ * k, (BE),                                              \
                    cp_ + (W) * (ir_ * rs_c + jr_ * cs_c), rs_c, cs_c, mr_, nr_);           \
            }                                                                               \
        }                                                                                   \
    } while (0)

/* Packing a slice stored along k (a transposed operand): w rows, each a stream of only k
 * elements, read a line at a time.  Each line is fetched into L2 one micropanel ahead (the
 * same line of row r + w) as the current micropanel reads it: on Zen 4, dgemm TN
 * 4096 x 64 x 256 one thread, A from memory, ran 34-37.5 GFLOP/s fetching 8 lines ahead in the same
 * row (the first lines of every short row are then never fetched), 41.5-46.7 with this,
 * 38.5-39.2 into L1, 43.2-43.6 into L3 only, 41.5-41.9 two micropanels ahead (2026-12-03,
 * alternating in one process, best of 7 rounds; experiments.txt of
 * bench/results/2026-12-03-zen4-3). */
static inline __attribute__((always_inline)) void sb_x86_pack_tr_next(const void *line)
{
    _mm_prefetch((const char *)line, _MM_HINT_T1);
}
/* The same for a loop that reads half a line (32 bytes) of each of w rows per step: at
 * every other step (byte offset p_bytes along k a multiple of 64), the lines of the next
 * micropanel's rows; row r of it at next + r * s_row (bytes). */
static inline __attribute__((always_inline)) void
sb_x86_pack_tr_next_rows(const void *next, long s_row, int w, long p_bytes)
{
    if (p_bytes % 64) return;
    for (int r = 0; r < w; r++) sb_x86_pack_tr_next((const char *)next + r * s_row);
}

/* How far ahead a fused A packing loop (gemm_blk_pa) fetches A's source, in k steps, into
 * L2: on Zen 4 with A in memory (dgemm 4096 x 64 x 256, one process, interleaved)
 * prefetcht0 16 ahead gained nothing over packing first, and t0 8 / t0 32 / t1 16 / t1 32 /
 * t1 48 / t1 64 / t2 32 ahead were no better than t1 24.  Both x86 sets' loops use it. */
#define SB_X86_PA_AHEAD 24
/* The first SB_X86_PA_AHEAD columns of the source (bytes [0, span) of each, s_bytes
 * apart), into L1 before the loop fetches the rest as it goes. */
static inline void sb_x86_pa_warm(const void *src, long s_bytes, long span, long k)
{
    for (long p = 0; p < SB_X86_PA_AHEAD && p < k; p++) {
        const char *s = (const char *)src + p * s_bytes;
        for (long x = 0; x < span; x += 64) __builtin_prefetch(s + x, 0, 3);
        __builtin_prefetch(s + span - 1, 0, 3);
    }
}

/*
 * The body of a set's gemm_blk_pa (kernel.h), in a function with gemm_blk_pa's
 * parameters (RE the real type, W the reals per element): the tiles of the first B
 * micropanel, full A micropanels of a column-major source through PAUKR(ap, sp, cp, nr)
 * (the file's ukr on a full tile, packing the A micropanel at ap from its source sp as it
 * computes), the others packed first by PACK(w, mn, k, src, s_mn, s_k, dst) (the file's
 * pack routine, not conjugating) and computed by BLK (the file's gemm_blk) as a block of
 * one tile; then the rest of the block through BLK.  An A stored along k (s_mn != 1) is
 * packed whole first.
 */
#define SB_X86_GEMM_BLK_PA(RE, W, PAUKR, PACK, BLK)                                         \
    do {                                                                                    \
        const RE *src_ = asrc;                                                              \
        RE *a_ = abuf, *c_ = c;                                                             \
        if (s_mn != 1 || n <= 0) {                                                          \
            PACK(MR, m, k, src_, s_mn, s_k, a_);                                            \
            if (n > 0) BLK(m, n, k, alpha, a_, b, beta, c, rs_c, cs_c);                     \
            return;                                                                         \
        }                                                                                   \
        const sb_dim nr_ = n < NR ? n : NR;                                                 \
        for (sb_dim ir_ = 0; ir_ < m; ir_ += MR) {                                          \
            const sb_dim mr_ = m - ir_ < MR ? m - ir_ : MR;                                 \
            RE *ap_ = a_ + (W) * ir_ * k, *cp_ = c_ + (W) * ir_ * rs_c;                     \
            if (mr_ == MR) {                                                                \
                PAUKR(ap_, src_ + (W) * ir_, cp_, nr_);                                     \
            } else {                                                                        \
                PACK(MR, mr_, k, src_ + (W) * ir_, 1, s_k, ap_);                            \
                BLK(mr_, nr_, k, alpha, ap_, b, beta, cp_, rs_c, cs_c);                     \
            }                                                                               \
        }                                                                                   \
        if (n > NR)                                                                         \
            BLK(m, n - NR, k, alpha, a_, (const RE *)b + (W) * NR * k, beta,                \
                c_ + (W) * NR * cs_c, rs_c, cs_c);                                          \
    } while (0)

/*
 * The body of a set's gemm_blk_pb (kernel.h), in a function with gemm_blk_pb's parameters
 * (RE the real type, W the reals per element): for each B micropanel in order, the tile
 * of the first A micropanel through PBUKR(sp, bp, cp) (the file's ukr on a full tile,
 * packing the B micropanel at bp from its source sp, stored along k, as it computes) or
 * PTUKR (the same for a source stored along n: s_mn == 1), a partial
 * micropanel (n % NR columns) packed first by PACK(w, mn, k, src, s_mn, s_k, dst) (the
 * file's pack routine, not conjugating) and computed by BLK (the file's gemm_blk); then
 * the micropanel's other tiles through BLK.  The tiles in gemm_blk's order.  A B with
 * neither stride 1 or a block of fewer than MR rows is packed whole first.
 */
#define SB_X86_GEMM_BLK_PB(RE, W, PBUKR, PTUKR, PACK, BLK)                                  \
    do {                                                                                    \
        const RE *src_ = bsrc, *a_ = a;                                                     \
        RE *b_ = bbuf, *c_ = c;                                                             \
        if ((s_k != 1 && s_mn != 1) || m < MR) {                                            \
            PACK(NR, n, k, src_, s_mn, s_k, b_);                                            \
            if (m > 0) BLK(m, n, k, alpha, a_, b_, beta, c, rs_c, cs_c);                    \
            return;                                                                         \
        }                                                                                   \
        for (sb_dim jr_ = 0; jr_ < n; jr_ += NR) {                                          \
            const sb_dim nr_ = n - jr_ < NR ? n - jr_ : NR;                                 \
            RE *bp_ = b_ + (W) * jr_ * k, *cp_ = c_ + (W) * jr_ * cs_c;                     \
            if (nr_ == NR && s_k == 1) {                                                    \
                PBUKR(src_ + (W) * jr_ * s_mn, bp_, cp_);                                   \
            } else if (nr_ == NR) {                                                         \
                PTUKR(src_ + (W) * jr_ * s_mn, bp_, cp_);                                   \
            } else {                                                                        \
                PACK(NR, nr_, k, src_ + (W) * jr_ * s_mn, s_mn, s_k, bp_);                  \
                BLK(MR, nr_, k, alpha, a_, bp_, beta, cp_, rs_c, cs_c);                     \
            }                                                                               \
            if (m > MR)                                                                     \
                BLK(m - MR, nr_, k, alpha, a_ + (W) * MR * k, bp_, beta,                    \
                    cp_ + (W) * MR * rs_c, rs_c, cs_c);                                     \
        }                                                                                   \
    } while (0)

/* Real tile (beta a scalar) and complex tile (beta a (re, im) pair), float or double. */
#define sb_x86_tile_put_real(m, n, t, ld, beta, bz, c, rs_c, cs_c)                            \
    _Generic((c), float *: sb_x86_tile_put_real_s, double *: sb_x86_tile_put_real_d)(         \
        m, n, t, ld, beta, bz, c, rs_c, cs_c)
#define sb_x86_tile_put_cplx(m, n, t, ld, beta, bz, c, rs_c, cs_c)                            \
    _Generic((c), float *: sb_x86_tile_put_cplx_s, double *: sb_x86_tile_put_cplx_d)(         \
        m, n, t, ld, beta, bz, c, rs_c, cs_c)

#endif
