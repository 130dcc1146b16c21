/*
 * Small-matrix GEMM: no packing of B, and none of A when A is not transposed (see the
 * gemm_small kernel contract, kernel/kernel.h).  For small m, n, k the blocked engine's
 * two packing passes and buffer-cache round trips are a large share of the call; here
 * the kernel reads the caller's matrices directly.  A transposed (or conjugated) A is
 * packed by the set's packa into one buffer, which the kernel reads as MR-row panels; an
 * A whose columns alias in L1 (small_aliases) is copied column-major with a padded
 * leading dimension (copy_unaliased); B is never packed (rows of a transposed B that
 * alias are copied: small_copies_b).
 */
#include <string.h>
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/bufcache.h"
#include "driver/level3/small.h"
#include "driver/level3/engine.h"

/*
 * Where the small path pays.  It saves packing A (m x k) and B (k x n) once, and instead
 * reads A from the caller's matrix once per NR-column block of C.  Measured on Zen 5
 * (AVX-512 set, L2 1 MiB), small path against the blocked engine on the same problem:
 *   - square m = n = k: the small path is ahead (d 1.06-3.5x, s 1.05-5x, c 1.05-2.8x,
 *     z 1.05-1.9x) until A no longer fits in L2, then behind: the crossover is where
 *     m k sizeof(T) ~ L2 for all four types (d ~ n = 400, s ~ 460, c ~ 400, z ~ 270);
 *     taken while A is at most half of L2 since 2026-12-07 (beside it stream B and C:
 *     on Intel model 0xa7, L2 2 MiB, A filling it was 0.77-0.92x the engine);
 *   - large m and n with a short k (512 x 512 x 16: 0.84x, 2048 x 2048 x 32: 0.72x) the
 *     blocked path wins: packing is cheap next to m n k when both m and n are large.
 *     Packing costs ~ (m k + k n), the multiply ~ m n k, so their ratio is
 *     k (m + n) / (m n k) = 1/m + 1/n: the small path is taken while 1/m + 1/n >= 1/200
 *     (square n <= 400; 128 x 1024: 1.13x at k = 16; 512 x 512: blocked).
 * Both conditions come from the problem and the cache size, not from a size table; the
 * handover in a square sweep is where the two paths run at nearly the same speed.
 */
static long l2_bytes;   /* 0 until first read; every thread computes the same value */

static int small_pays(int wide, sb_dim m, sb_dim n, sb_dim k)
{
    long l2 = __atomic_load_n(&l2_bytes, __ATOMIC_RELAXED);
    if (!l2) {
        l2 = sb_cpu()->l2 > 0 ? sb_cpu()->l2 : 512L << 10;   /* unknown: a modest L2 */
        __atomic_store_n(&l2_bytes, l2, __ATOMIC_RELAXED);
    }
    if (m * n > 200 * (m + n))   /* m, n < 2^31: no overflow */
        /* Large m and n: the packing saved is small next to m n k, and a small kernel
         * with narrower tiles than the blocked one reads A more often.  One whose tiles
         * are as wide (small_wide) reads A as often and B from the caller's matrix
         * instead of a packed panel: it still wins while A stays in L2 beside the
         * stream of B and C (wide: GEMM on such a set; AVX2 on Zen 3, one thread,
         * against the blocked path: 512 x 512 x 16 1.23-1.28x, 4096 x 4096 x 16
         * 1.14-1.46x, 512 x 512 x 64 1.01-1.07x; with A filling L2, s 2048 x 512 x 64,
         * 0.91x; 2026-12-01).  Not SYRK's triangle (tri_small): ssyrk 1024 x 32 ran
         * 0.91x the blocked engine that way. */
        return wide && m * k <= l2 / 2 / (long)sizeof(SB_T);
    /* A at most half of L2, as above: with A filling L2 the engine ran dgemm 512 x n x 512
     * (n = 64-256) 1.21-1.30x, 448 x 320 x 448 1.10x, zgemm 320^3 1.09x and 256 x 512 x 512
     * 1.12x the small path's speed, the others it moved 0.97-1.05x (one thread, bench A/B
     * both slot orders, Intel model 0xa7, L2 2 MiB, results/2026-12-07-intel-20 frac) */
    return m * k <= l2 / 2 / (long)sizeof(SB_T);
}

/* op(A) (m x k, A column-major with leading dimension lda) packed at ap by pack (the
 * set's packa or packb) */
static void pack_op_with(sb_pack_fn pack, sb_trans ta, sb_dim m, sb_dim k, const SB_T *a,
                         sb_dim lda, SB_T *ap)
{
    const sb_dim s_i = sb_trans_is_t(ta) ? lda : 1, s_p = sb_trans_is_t(ta) ? 1 : lda;
    pack(m, k, a, s_i, s_p, sb_trans_is_conj(ta), ap);
}

/* ... by the set's packa, into MR-row panels (ceil(m / MR) MR k elements): the kernel
 * reads it with ps_a = MR k, cs_a = MR. */
static void pack_op_into(const sb_kernels *kr, sb_trans ta, sb_dim m, sb_dim k,
                         const SB_T *a, sb_dim lda, SB_T *ap)
{
    pack_op_with(kr->packa, ta, m, k, a, lda, ap);
}

/* A tiny op(A) (m <= NR <= MR) packed by the set's packb instead: one NR-wide panel, the
 * kernel's single MR-row panel with columns NR apart (kernel.h: cs_a of a panel is free),
 * without packa's MR - m rows of zeros (dsyrk T 8: packa filled 24 rows, 18% of the call,
 * perf, Intel model 0xcf).  Returns cs_a. */
static sb_dim pack_tiny_into(const sb_kernels *kr, sb_trans ta, sb_dim m, sb_dim k,
                             const SB_T *a, sb_dim lda, SB_T *ap)
{
    if (m > kr->nr || kr->nr > kr->mr) {
        pack_op_into(kr, ta, m, k, a, lda, ap);
        return kr->mr;
    }
    pack_op_with(kr->packb, ta, m, k, a, lda, ap);
    return kr->nr;
}

/* The bytes of op(A) packed (pack_op_into). */
static sb_dim packed_bytes(const sb_kernels *kr, sb_dim m, sb_dim k)
{
    return (m + kr->mr - 1) / kr->mr * kr->mr * k * (sb_dim)sizeof(SB_T);
}

/* pack_op_into a buffer from the cache (sb_buf_put it). */
static SB_T *pack_op(const sb_kernels *kr, sb_trans ta, sb_dim m, sb_dim k, const SB_T *a,
                     sb_dim lda)
{
    SB_T *ap = sb_buf_get((size_t)packed_bytes(kr, m, k));
    pack_op_into(kr, ta, m, k, a, lda, ap);
    return ap;
}

/* A tiny op(A) (packed_bytes at most SMALL_STACK_A) packed into a buffer on the stack
 * instead of one from the cache (whose get and put, with the thread-local lookup, were a
 * fifth of dgemm TT 8 x 8 x 8, perf, Intel model 0xcf), then the kernel as gemm_small runs
 * a packed op(A).  Out of line: the common calls keep their small frames. */
enum { SMALL_STACK_A = 8192 };
static __attribute__((noinline)) void small_stack_a(const sb_kernels *kr, sb_trans ta,
                                                    sb_dim m, sb_dim n, sb_dim k, SB_T alpha,
                                                    const SB_T *a, sb_dim lda, const SB_T *b,
                                                    sb_dim rs_b, sb_dim cs_b, int conj_b,
                                                    SB_T beta, SB_T *c, sb_dim ldc)
{
    _Alignas(64) SB_T ap[SMALL_STACK_A / sizeof(SB_T)];
    const sb_dim cs_a = pack_tiny_into(kr, ta, m, k, a, lda, ap);
    SB_NAME(small_kernel)(kr, m, n, k, &alpha, ap, kr->mr * k, cs_a, b, rs_b, cs_b, conj_b,
                          &beta, c, ldc);
}

/* A leading dimension for a copy of m-element columns (or rows) that starts each on a
 * cache line and does not alias in L1 (small_aliases). */
static sb_dim padded_ld(sb_dim m)
{
    const sb_dim line = 64 / (sb_dim)sizeof(SB_T);
    const sb_dim ld = (m + line - 1) / line * line;
    return SB_NAME(small_aliases)(ld) ? ld + line : ld;
}

/* A (m x k, column-major, leading dimension lda) copied column-major with leading
 * dimension *ld = padded_ld(m), in a buffer from the cache (sb_buf_put it).  For an A
 * whose columns alias in L1: the kernel then reads it in its own row panels (MV vectors:
 * real 32 rows for d), as it reads an A in place, not in the set's MR-row panels as it
 * would a packed one (d: 3 x 6 tiles against 4 x 6).  dgemm 256 (Intel 0xcf): in place
 * with lda 264 82 GFLOP/s, packed 75, copied 76 (the copy is ~5% of the call); dsyrk 256
 * packed 62 against 71 at 248 and 264. */
static SB_T *copy_unaliased(sb_dim m, sb_dim k, const SB_T *a, sb_dim lda, sb_dim *ld)
{
    *ld = padded_ld(m);
    SB_T *ac = sb_buf_get((size_t)(*ld * k) * sizeof(SB_T));
    for (sb_dim p = 0; p < k; p++) memcpy(ac + p * *ld, a + p * lda, (size_t)m * sizeof(SB_T));
    return ac;
}

/*
 * C := alpha * A * op(B) + beta * C for op(B) with rows ldb apart (B transposed) where
 * those rows alias in L1 (small_aliases): the kernel takes C in tiles of small_nr
 * columns, and for each runs the k x small_nr slice of op(B) against every row panel of
 * A.  With a large B (rows a page or more apart, B past L2) the slice's k rows fall in
 * one L1 set (64 KiB apart, one L2 set too), and the panels after the first read it
 * from L2 or L3 again, page by page.
 * Then each slice is copied first, contiguous, into a buffer the kernel reads from L1.
 * The copy is a pass over B from memory that does not overlap the multiply, so it pays
 * only where the slice is read often: A of 8 or more MR-row panels, 4 for z, which
 * suffers most in place (one thread, NT, n = 4096 unless said, k = 256, ldb = n, copy
 * against in place, bench, interleaved, best of 5-7, Zen 4, 2026-12-03):
 *   AVX2 (MR s 16, d 8, c 8, z 4):  z m = 16 / 32 / 64 / 128 1.80 / 2.09 / 1.94-2.33 /
 *     2.34-2.76 (in place 14.5-19.7 GFLOP/s, 25-34% of peak); at 8 panels d 0.99 /
 *     1.05-1.09, n = 2048 1.12-1.14, c 0.91 / 1.05, n = 2048 1.13-1.23, s 1.13 (n =
 *     1024, k = 512); at 16-32 d 1.33-1.53, c 1.47-1.48, s 1.08-1.49; at 4 panels d
 *     0.80-0.88, c 1.03-1.09, s 0.99-1.01;
 *   AVX-512 (MR s 32, d 24, c 24, z 12): z m = 48 / 64 / 96 / 192 1.01 / 1.07 / 1.06 /
 *     1.02, and the copy's prefetch (below) added 3-6%; m = 24 0.97; d and c at 2 and
 *     4 panels (m = 48 / 96) 0.71-0.88 / 0.79-0.88 (they ran in place at 85-95% of
 *     peak), at 8 (m = 192) 0.97-1.02.
 * With B in L2 the slice's rows come from L2 each time; only a kernel that loads an
 * element of B per two FMAs (small_mv = 2: AVX2) waits for them: AVX2 copied, zgemm
 * 256 x 256 x 64 / 128 x 512 x 128 / 96 x 1024 x 64 1.07 / 1.23 / 1.27, dgemm 1.06 /
 * 1.09 / 1.20; AVX-512 (3-4 FMAs per element) zgemm 0.93-0.98 (also 128^3 and
 * 256 x 256 x 64 in an earlier run): not copied.
 */
static int small_copies_b(const sb_kernels *kr, sb_trans tb, sb_dim m, sb_dim k, sb_dim ldb)
{
    const sb_dim panels = sizeof(SB_T) == 16 ? 4 : 8;   /* A's MR-row panels: see above */
    if (!sb_trans_is_t(tb) || m < panels * kr->mr || k < 16 ||
        ldb * (sb_dim)sizeof(SB_T) < 4096 || !SB_NAME(small_aliases)(ldb))
        return 0;
    return (kr->small_mv > 0 && kr->small_mv <= 2) ||
           (double)k * (double)ldb * sizeof(SB_T) > (double)sb_cpu()->l2;
}

static void small_copied_b(const sb_kernels *kr, sb_dim m, sb_dim n, sb_dim k,
                           const SB_T *alpha, const SB_T *a, sb_dim ps, sb_dim cs,
                           const SB_T *b, sb_dim ldb, int conj_b, const SB_T *beta, SB_T *c,
                           sb_dim ldc)
{
    const sb_dim ns = kr->small_nr > 0 ? kr->small_nr : kr->nr;
    /* W columns (whole slices) copied at a time, about a quarter of L2 (z, k = 256: 64
     * columns, 256 KiB), so each row of op(B) is read as W contiguous elements (a slice
     * at a time, 64 bytes per row, the reads of rows 64 KiB apart ran slower than the
     * kernel reading B in place) */
    const long l2 = __atomic_load_n(&l2_bytes, __ATOMIC_RELAXED);   /* set by small_pays */
    const sb_dim per = (sb_dim)(l2 / 4 / (long)sizeof(SB_T)) / (k * ns);
    const sb_dim W = ns * (per > 1 ? per : 1);
    SB_T *bp = sb_buf_get((size_t)(k * sb_min(W, n)) * sizeof(SB_T));
    for (sb_dim c0 = 0; c0 < n; c0 += W) {
        const sb_dim cw = sb_min(W, n - c0);
        /* slice q (columns c0 + q ns ..) at bp + q ns k, its rows w elements apart */
        for (sb_dim p = 0; p < k; p++) {
            const SB_T *src = b + p * ldb + c0;
            /* the row 16 ahead, a line at a time: rows a page apart escape the hardware
             * prefetchers (zgemm NT 64 / 96 x 4096 x 256 +5%, against none; 4 ahead +3%) */
            if (p + 16 < k)
                for (sb_dim j = 0; j < cw; j += 64 / (sb_dim)sizeof(SB_T))
                    __builtin_prefetch(src + 16 * ldb + j, 0, 3);
            for (sb_dim j0 = 0; j0 < cw; j0 += ns) {
                const sb_dim w = sb_min(ns, cw - j0);
                SB_T *dst = bp + j0 * k + p * w;
                for (sb_dim j = 0; j < w; j++) dst[j] = src[j0 + j];
            }
        }
        for (sb_dim j0 = 0; j0 < cw; j0 += ns) {
            const sb_dim w = sb_min(ns, cw - j0);
            SB_NAME(small_kernel)(kr, m, w, k, alpha, a, ps, cs, bp + j0 * k, w, 1, conj_b,
                                  beta, c + (c0 + j0) * ldc, ldc);
        }
    }
    sb_buf_put(bp);
}

/* small_kernel's calls over more than one KC slice (small.h) */
void SB_NAME(small_sliced)(const sb_kernels *kr, sb_dim m, sb_dim n, sb_dim k,
                           const SB_T *alpha, const SB_T *a, sb_dim ps_a, sb_dim cs_a,
                           const SB_T *b, sb_dim rs_b, sb_dim cs_b, int conj_b,
                           const SB_T *beta, SB_T *c, sb_dim ldc)
{
    const sb_dim kc = sb_l3_slice_depth(kr->kc, k);
    const SB_T one = 1;
    for (sb_dim p = 0; p < k; p += kc)
        kr->gemm_small(m, n, sb_min(kc, k - p), alpha, a + p * cs_a, ps_a, cs_a,
                       b + p * rs_b, rs_b, cs_b, conj_b, p ? &one : beta, c, ldc);
}

#if !SB_COMPLEX
/* C := alpha * A^T * B^T + beta * C (real) on the set's gemm_small_tt, which computes C^T =
 * B A reading both where they lie: one call per KC slice of k (sb_l3_slice_depth), the
 * first with beta, the others adding, as small_sliced and the engine slice it (the same
 * bits on any thread count).  Against packing op(A) for gemm_small, one thread, Intel
 * model 0xcf: see gemm_small_tt in kernel/x86_64/avx512/gemm_small_t.c. */
static void small_tt(const sb_kernels *kr, sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha,
                     const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta, SB_T *c,
                     sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_dim kc = sb_l3_slice_depth(kr->kc, k);
    const SB_T one = 1;
    sb_dim p = 0;
    do {   /* k == 0: one call, C := beta C */
        kr->gemm_small_tt(m, n, sb_min(kc, k - p), &alpha, a + p, lda, b + p * ldb, ldb,
                          p ? &one : &beta, c, ldc);
        p += kc;
    } while (p < k);
}
#endif

typedef struct {
    const sb_kernels *kr;
    sb_dim m, n, k;
    SB_T alpha, beta;
    const SB_T *a;          /* A as the kernel reads it: MR-row panels ps apart, columns cs */
    sb_dim ps, cs;
    const SB_T *b;
    sb_dim rs_b, cs_b;
    int conj_b;
    int copy_b;             /* small_copies_b: run through small_copied_b */
    SB_T *c;
    sb_dim ldc;
} small_job;

/* Thread tid's share of the columns of C, whole NR groups (C's columns are independent). */
static void small_team(void *arg, sb_team *team, int tid, int nt)
{
    const small_job *J = arg;
    if (nt > 1) {
        /* pre-fault C (threads.h) before any thread writes it */
        sb_prefault_matrix(J->c, J->m, J->n, J->ldc, sizeof(SB_T), tid, nt);
        sb_barrier(team);
    }
    sb_dim j0, j1;
    sb_split(J->n, J->kr->nr, tid, nt, &j0, &j1);
    if (j1 > j0 && J->copy_b)
        small_copied_b(J->kr, J->m, j1 - j0, J->k, &J->alpha, J->a, J->ps, J->cs,
                       J->b + j0 * J->cs_b, J->rs_b, J->conj_b, &J->beta, J->c + j0 * J->ldc,
                       J->ldc);
    else if (j1 > j0)
        SB_NAME(small_kernel)(J->kr, J->m, j1 - j0, J->k, &J->alpha, J->a, J->ps, J->cs,
                              J->b + j0 * J->cs_b, J->rs_b, J->cs_b, J->conj_b, &J->beta,
                              J->c + j0 * J->ldc, J->ldc);
}

/*
 * Past small_pays the engine runs the product.  Until 2026-12-07 a square-ish real GEMM
 * whose A is read in place still ran on the small kernel there, in chunks of A's rows
 * (about a third of L2 each) while the k x small_nr slice of B stayed in L1 (s k <= 875,
 * d k <= 448): measured 1.04-1.07x the engine for sgemm 480-800 and dgemm 408 / 448 on
 * Xeon model 0xcf (2026-12-05), before the engine fused B's packing into its tiles.
 * Against the engine since, one thread, bench A/B both slot orders (Intel model 0xa7,
 * bench/results/2026-12-07-intel-17/ab-chunk): sgemm 608 / 704 / 800 / 896 0.84-0.89x,
 * 448 / 480 0.94-0.97x, 512 1.02x; dgemm 416 / 448 0.86-0.88x -- the dips of the step-8
 * sweep at every multiple of 16 from sgemm 688 to 896 (columns starting cache lines went
 * to the chunks, the others to the engine).  Removed.
 */
int SB_NAME(gemm_small)(sb_trans ta, sb_trans tb, sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha,
                        const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta,
                        SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_kernels *kr = sb_kern(SB_TID);
    if (!kr->gemm_small) return 0;
    if (!small_pays(kr->small_wide, m, n, k)) return 0;
    const sb_dim rs_b = sb_trans_is_t(tb) ? ldb : 1, cs_b = sb_trans_is_t(tb) ? 1 : ldb;
    const int nt = SB_NAME(l3_threads)((double)m * (double)n * (double)k,
                                       (n + kr->nr - 1) / kr->nr);
#if !SB_COMPLEX
    /* A and B both transposed (one thread): small_tt, nothing packed */
    if (kr->gemm_small_tt && sb_trans_is_t(ta) && sb_trans_is_t(tb) && nt == 1 &&
        !SB_NAME(small_aliases)(ldb)) {
        small_tt(kr, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
        return 1;
    }
#endif
    /* A read in place whose columns do not all start at multiples of the kernel's vector
     * (small_vb; lda, or A itself, off them): the vectors loaded from the others span two
     * cache lines, and past a sixteenth of L2 (tri_small's rule) the engine, which packs
     * A, is ahead where n is wide enough to repay the packing (AVX-512, 64-byte vectors;
     * one thread, bench A/B, best of 5, Intel model 0xa7, 2026-12-07, square m = n = k:
     * both slot orders, sgemm 216-392 at 8 mod 16 1.00-1.10x, 108-200 (s, d, c)
     * 0.96-1.07x; one order, sgemm 196-388 1.07-1.13x, dgemm 228-388 1.03-1.12x, cgemm
     * 300 / 356 1.08 / 1.14x; narrow n against it, both orders: 300 x n x 300 with n = 8
     * / 16 / 32 0.71-0.79 / 0.83-0.90 / 0.92-0.98x, n = 64 level).  The sweep's sgemm
     * sizes 8 mod 16 have such columns.  Not on AVX2 (small_vb not said): with 32-byte
     * vectors those sizes split no loads, and the engine ran them 0.90-0.99x (sgemm
     * 200-328).  Nor where the datapath loads the vector in halves (sb_small_piece) that
     * start on them: the small path against the engine, one thread, bench A/B both slot
     * orders, Zen 4, 2026-12-07 (results/2026-12-07-zen4-6/ab-piece-*): sgemm 136-328 at 8
     * mod 16 1.02-1.19x, dgemm 132 / 196 1.08-1.09x, cgemm 1.04x. */
    const sb_dim vb = kr->small_vb;
    if (vb > 0 && ta == SB_NOTRANS && nt == 1 && n >= 128) {
        const sb_dim piece = sb_small_piece(vb);   /* not on the tiny calls' path */
        if ((SB_NAME(small_off)(lda, piece) || (uintptr_t)a % (uintptr_t)piece) &&
            (double)m * (double)k * sizeof(SB_T) >
                (double)__atomic_load_n(&l2_bytes, __ATOMIC_RELAXED) / 16)   /* set by small_pays */
            return 0;
    }
    const int aliased = SB_NAME(small_aliases)(lda), copy_b = small_copies_b(kr, tb, m, k, ldb);
    /* d, c and z with op(B) = B^T and a long k (z k > 128; d and c k > 248, their vectors
     * holding twice the elements, each line of B^T feeding twice the FMAs), on a set that
     * reads B^T in place (small_mv > 2): the k rows of a column block's slice of B^T, a
     * line each, ldb apart, no longer stay in L1 (rows 3-4 KiB apart fall in 4-16 of its
     * 64 sets), and the engine, which packs B, is ahead.  One thread, bench A/B both
     * orders, Intel model 0xcf (bench/results/2026-12-06-intel-13): zgemm NT 160-320
     * 1.05-1.14x, TT 192-320 1.03-1.16x, 128 level (ab-zbt-*); cgemm NT / TT 256-384
     * 1.03-1.14x, 448-512 0.97-1.01x, 96 x 2048 x 512 1.81-1.82x, 32 x 1024 x 512
     * 1.57-1.58x, 256 x 256 x 1024 1.22x, 64 x 4096 x 256 1.02-1.04x (ab-cbt-*; at k <= 240
     * c ran 1.00-1.20x faster on the small path); dgemm NT 256-384 1.01-1.08x, 448 0.99x,
     * NT / TT (B^T aliased: not gemm_small_tt) 96 x 2048 x 512 1.19 / 1.30x, 32 x 1024 x
     * 512 1.11 / 1.28x, 64 x 4096 x 256 1.06 / 1.12x, 256 x 256 x 1024 1.06 / 1.10x
     * (ab-dbt-*).  s stays: its engine ran these shapes 0.85-1.09x the small path (one
     * order). */
    if (sizeof(SB_T) >= 8 && sb_trans_is_t(tb) && k > (sizeof(SB_T) == 16 ? 128 : 248) &&
        !copy_b && kr->small_mv > 2)
        return 0;
    if (ta == SB_NOTRANS && !aliased && nt == 1 && !copy_b) {
        /* the common small call: straight to the kernel (at n = 16 the call's overheads
         * are a quarter of its time) */
        SB_NAME(small_direct)(kr, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
        return 1;
    }
    if (ta == SB_NOTRANS && !aliased) {
        small_job J = {kr, m, n, k, alpha, beta, a, kr->mr, lda, b, rs_b, cs_b,
                       sb_trans_is_conj(tb), copy_b, c, ldc};
        sb_parallel(nt, small_team, &J);
        return 1;
    }
    /* op(A) must be packed.  Packed on one thread while the other waits, then read by
     * both from its cache, it is slower than the engine, which packs in parallel
     * (2 threads, dgemm TN 256 102-112 -> 151-158 GFLOP/s, cgemm TN 160 / 256 +27-30%,
     * zgemm NN 256 (aliased) 140-144 -> 168-178; bench, interleaved, 2026-11-30): with
     * threads the engine runs it. */
    if (nt > 1) return 0;
    if (ta != SB_NOTRANS && !copy_b && packed_bytes(kr, m, k) <= SMALL_STACK_A) {
        small_stack_a(kr, ta, m, n, k, alpha, a, lda, b, rs_b, cs_b, sb_trans_is_conj(tb),
                      beta, c, ldc);
        return 1;
    }
    /* A not transposed but aliased: copied (copy_unaliased), else packed */
    SB_T *ap;
    sb_dim ps_a = kr->mr * k, cs_a = kr->mr;
    if (ta == SB_NOTRANS) {
        ap = copy_unaliased(m, k, a, lda, &cs_a);
        ps_a = kr->mr;
    } else {
        ap = pack_op(kr, ta, m, k, a, lda);
    }
    if (copy_b)
        small_copied_b(kr, m, n, k, &alpha, ap, ps_a, cs_a, b, ldb, sb_trans_is_conj(tb),
                       &beta, c, ldc);
    else
        SB_NAME(small_kernel)(kr, m, n, k, &alpha, ap, ps_a, cs_a, b, rs_b, cs_b,
                              sb_trans_is_conj(tb), &beta, c, ldc);
    sb_buf_put(ap);
    return 1;
}

/* What tri_small's passes over C read (below). */
typedef struct {
    const sb_kernels *kr;
    sb_dim n, k;
    SB_T alpha;
    int packed;         /* op(X) packed by packa (ap) into MR-row panels, else x in place */
    sb_dim MR;
    const SB_T *ap, *x;
    sb_dim ps_a, cs_a;  /* op(X) as the kernel reads it */
    const SB_T *y;      /* op(Y) element (p, j) at y[p * rs_y + j * cs_y] */
    sb_dim rs_y, cs_y;
    int conj_y, lower, herm;
    sb_dim w;           /* columns of a diagonal block */
    SB_T *c;
    sb_dim ldc;
} tri_job;

/* One pass of tri_small over C: steps [p0, p0 + kk) of k, C scaled by beta first (see
 * tri_small).  Inlined where the call is one slice, so that such a call (nearly every
 * one) runs the code it ran before the slices (ssyrk / dsyrk 8-32 ran 5-15% slower with
 * its loop in a loop over slices). */
static inline __attribute__((always_inline)) void tri_pass(const tri_job *T, sb_dim p0,
                                                            sb_dim kk, SB_T beta)
{
    const sb_kernels *kr = T->kr;
    const sb_dim n = T->n, k = T->k, MR = T->MR, ps_a = T->ps_a, cs_a = T->cs_a;
    const sb_dim rs_y = T->rs_y, cs_y = T->cs_y, w = T->w, ldc = T->ldc;
    const int packed = T->packed, conj_y = T->conj_y, lower = T->lower, herm = T->herm;
    const SB_T *const ap = T->ap, *const x = T->x, *const y = T->y;
    SB_T *const c = T->c;
    const SB_T alpha = T->alpha, zero = 0;   /* (alpha: not the field, whose address would
                                              * keep T in memory) */
    /* a diagonal block, column-major, leading dim nb; on a cache line, so that none of
     * the kernel's vector stores to it is split across two lines for l3_put_col's scalar
     * loads to wait on: left to the stack frame, t lay 16 bytes past a line in one build
     * (ssyrk 8-32 0.8-0.9x; where it lies varies with the frame and the environment's
     * size) */
    SB_T t[SB_MAX_MR * SB_MAX_MR] __attribute__((aligned(64)));
    /* op(X)'s row r as the kernel reads it (packed: r % MR rows into its panel) */
#define XROW(r) (packed ? ap + (r) / MR * MR * k + (r) % MR : x + (r))
    /* rows [r, r + cnt) of op(X) times op(Y)'s columns at yj (nc of them), over this
     * pass's steps, into cc (rows contiguous, columns ldcc apart); a packed op(X) whose
     * rows start inside a panel first takes the rest of that panel, alone (the kernel
     * steps from panel to panel only from a panel's first row) */
#define XCALL(r, cnt, nc, yj, bt, cc, ldcc)                                                \
    do {                                                                                   \
        const sb_dim r_ = (r), cnt_ = (cnt);                                               \
        const sb_dim h_ = packed && r_ % MR ? sb_min(cnt_, MR - r_ % MR) : 0;              \
        const SB_T *yp_ = (yj) + p0 * rs_y;                                                \
        if (h_)                                                                            \
            kr->gemm_small(h_, nc, kk, &alpha, XROW(r_) + p0 * cs_a, ps_a, cs_a, yp_,      \
                           rs_y, cs_y, conj_y, bt, cc, ldcc);                              \
        if (cnt_ > h_)                                                                     \
            kr->gemm_small(cnt_ - h_, nc, kk, &alpha, XROW(r_ + h_) + p0 * cs_a, ps_a,     \
                           cs_a, yp_, rs_y, cs_y, conj_y, bt, (cc) + h_, ldcc);            \
    } while (0)
    /* bands of W columns (a multiple of w, ~48): the part of a band off its W x W
     * diagonal block in one call; inside the diagonal block, w-column blocks */
    const sb_dim W = w * (w < 48 ? 48 / w : 1);
    for (sb_dim b0 = 0, b1; b0 < n; b0 = b1) {
        /* a last band narrower than w joins the one before: its rows below the previous
         * band would be a short tile (s n = 56: 8 rows, half of one vector, x 48 columns) */
        b1 = n - b0 < W + w ? n : b0 + W;
        const sb_dim r0 = lower ? b1 : 0, rows = lower ? n - b1 : b0;
        if (rows > 0)
            XCALL(r0, rows, b1 - b0, y + b0 * cs_y, &beta, c + r0 + b0 * ldc, ldc);
        for (sb_dim j0 = b0; j0 < b1; j0 += w) {
            const sb_dim nb = sb_min(w, b1 - j0), j1 = j0 + nb;
            const SB_T *yj = y + j0 * cs_y;
            /* rows of the band's diagonal block off this block's diagonal, in place */
            const sb_dim q0 = lower ? j1 : b0, qn = lower ? b1 - j1 : j0 - b0;
            if (qn > 0) XCALL(q0, qn, nb, yj, &beta, c + q0 + j0 * ldc, ldc);
            /* the nb x nb diagonal block on the stack, then its triangle */
            XCALL(j0, nb, nb, yj, &zero, t, nb);
            for (sb_dim jj = 0; jj < nb; jj++) {
                const sb_dim lo = lower ? jj : 0, hi = lower ? nb : jj + 1;
                SB_NAME(l3_put_col)(c + j0 + (j0 + jj) * ldc, 1, t + jj * nb, 0, lo, hi, beta,
                                    herm ? jj : -1);
            }
        }
    }
#undef XCALL
#undef XROW
}

/* tri_small's passes over more than one KC slice: the first with beta, the others
 * adding (beta 1) */
static __attribute__((noinline)) void tri_passes(const tri_job *T, sb_dim kc, SB_T beta)
{
    for (sb_dim p0 = 0; p0 < T->k; p0 += kc)
        tri_pass(T, p0, sb_min(kc, T->k - p0), p0 ? (SB_T)1 : beta);
}

/* The job of one tri_small call (its locals' names); built where it runs (one that the
 * whole call's code sees, so that GCC keeps the one-slice case's fields in registers) */
#define TRI_JOB                                                                            \
    {.kr = kr, .n = n, .k = k, .alpha = alpha, .packed = packed, .MR = MR, .ap = ap, .x = x, \
     .ps_a = ps_a, .cs_a = cs_a, .y = y, .rs_y = rs_y, .cs_y = cs_y,                       \
     .conj_y = sb_trans_is_conj(ty), .lower = uplo == SB_LOWER, .herm = herm, .w = w,      \
     .c = c, .ldc = ldc}

/* tri_small with a tiny op(X) (packed_bytes at most SMALL_STACK_A) packed on the stack, as
 * small_stack_a packs gemm_small's: the buffer cache's get and put, with the thread-local
 * lookup, were ~1/5 of dsyrk T 8 x 8 (perf, Intel model 0xcf).  Out of line: the other
 * calls keep their small frames. */
static __attribute__((noinline)) void tri_stack_x(const sb_kernels *kr, sb_uplo uplo,
                                                  sb_trans tx, sb_trans ty, sb_dim n,
                                                  sb_dim k, SB_T alpha, const SB_T *x,
                                                  sb_dim ldx, const SB_T *y, sb_dim ldy,
                                                  SB_T beta, SB_T *c, sb_dim ldc, int herm,
                                                  sb_dim w)
{
    _Alignas(64) SB_T ap[SMALL_STACK_A / sizeof(SB_T)];
    const sb_dim cs_a = pack_tiny_into(kr, tx, n, k, x, ldx, ap);
    const int packed = 1;
    const sb_dim MR = kr->mr, ps_a = MR * k;
    const sb_dim rs_y = sb_trans_is_t(ty) ? ldy : 1, cs_y = sb_trans_is_t(ty) ? 1 : ldy;
    const sb_dim kc = sb_l3_slice_depth(kr->kc, k);
    const tri_job T = TRI_JOB;
    if (k <= kc) tri_pass(&T, 0, k, beta);
    else tri_passes(&T, kc, beta);
}

/*
 * The uplo triangle of the n x n C := alpha * op(X) * op(Y) + beta * C (SYRK, HERK, SYR2K,
 * HER2K, GEMMT), on the small kernel: op(Y) is never packed, op(X) only when it is not X
 * in column-major order (below).
 * The blocked engine packs X twice for SYRK (as A and, transposed, as B) and, with the
 * set's MR-row panels, computes tiles across the diagonal from the first vector that
 * reaches it: at n = 192 (s) packing is ~12% of the call and the diagonal waste ~12% of
 * the flops.  Here C is taken in column blocks of w columns, w one vector of rows (the
 * set's mv: s 16, d 8, c 8, z 4; NR where the set has none): the part of a block off the
 * diagonal (the rows below it for a lower C, above it for an upper one) goes to the kernel
 * in place -- in bands of ~48 columns, so most of it in a few wide calls -- and the w x w
 * block on the diagonal is computed on the stack and only its triangle written back, so
 * the other triangle is never read or written and the waste is w / 2 rows per column
 * (s at n = 192: 4%; d 2%).  One thread, trans N, against the engine (bench, interleaved,
 * best of 7, 2026-11-30): ssyrk 16 / 48 / 96 / 192 3.4 / 1.7 / 1.4 / 1.16x, dsyrk
 * 2.3 / 1.4 / 1.3 / 1.16x, csyrk and zherk 1.1-1.8x at n <= 192.
 * A transposed X (SYRK with trans T, as LAPACK's upper Cholesky calls it) is packed once
 * by packa into MR-row panels; its blocks are one vector wide as well where that saves
 * enough (below; a block starting inside a panel takes the rest of that panel in a call
 * of its own), else MR wide (waste MR / 2 rows per column: s at 192 8%, still less than
 * the engine's 12% and one packing instead of two).
 * One thread only: a call big enough for more goes to the engine (returns 0).
 */
int SB_NAME(tri_small)(sb_uplo uplo, sb_trans tx, sb_trans ty, sb_dim n, sb_dim k,
                       SB_TA ta_alpha, const SB_T *x, sb_dim ldx, const SB_T *y, sb_dim ldy,
                       SB_TA ta_beta, SB_T *c, sb_dim ldc, int herm)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_kernels *kr = sb_kern(SB_TID);
    if (!kr->gemm_small || !small_pays(0, n, n, k)) return 0;
    /* op(X) is read in place when it is X (X's columns that alias in L1 copied first:
     * copy_unaliased), else (transposed) packed once by packa into MR-row panels, whose
     * rows the kernel can only start at a panel: then the blocks are MR wide */
    const int packed = tx != SB_NOTRANS, aliased = !packed && SB_NAME(small_aliases)(ldx);
    /* packed, the kernel's tiles are the set's MR rows (s: 2 vectors, not 4), which loses
     * to the engine once op(X) passes a quarter of L2 (ssyrk T 300: 0.97x; 192: 1.02x;
     * 32 / 96: 1.34 / 1.14x); copied, the copy does past there (zherk 256, Intel 0xcf:
     * 0.96x the engine; dsyrk 256, a quarter of L2, 1.06x) */
    const double xsize = (double)n * (double)k * sizeof(SB_T);
    const long l2 = __atomic_load_n(&l2_bytes, __ATOMIC_RELAXED);   /* set by small_pays */
    if ((packed || aliased) && xsize > l2 / 4) return 0;
    /* X's columns not on cache-line boundaries (ldx not a multiple of 64 bytes): every
     * vector the kernel loads from a column that starts mid-line spans two lines, and past
     * a sixteenth of L2 the engine, which packs X, is ahead (one thread, interleaved, best
     * of 7, Xeon model 0xcf, L2 2 MiB, 2026-12-05; engine against in place: ssyrk 204 /
     * 232 / 254 / 300 / 344 / 396 1.05 / 1.02 / 1.11 / 1.12 / 1.10 / 1.20x, dsyrk and
     * csyrk 254 / 300 / 348 / 396 1.07-1.14x, at 152-204 0.98-1.00x; in place at n = 344
     * ssyrk ran 131 GFLOP/s with ldx = 344, 142 with ldx = 352).  Where the datapath
     * loads a vector in pieces (sb_small_piece: its width where CPUID reports a narrower
     * one; for the AVX2 sets of Zen 2/3 a piece is the whole 32-byte vector, on Zen 1 a
     * half; neither measured), columns that start on a piece split none: in place
     * against the engine on Zen 4 (L2 1 MiB, one thread, bench A/B both slot orders,
     * 2026-12-07, results/2026-12-07-zen4-6/ab-piece-*), ssyrk 136-360 at 8 mod 16
     * 1.04-1.13x (the step-8 sweep's dips at 136-232), dsyrk 132 / 196 1.10-1.15x, csyrk
     * 1.02-1.05x; the AVX2 set there (32-byte vectors): ssyrk 136-232 1.09-1.23x, dsyrk
     * 132 / 196 1.05-1.14x. */
    if (!packed && xsize > l2 / 16 && SB_NAME(small_off)(ldx, sb_small_piece(64))) return 0;
    /* diagonal blocks of w columns: one vector of rows where the set says (mv; s 16 x 16
     * blocks ran ssyrk 192 at 164-168 GFLOP/s, its 12 x 12 NR blocks at 150), else NR.
     * A packed op(X) too, where that saves at least 8 rows of waste per column against
     * MR-wide blocks ((MR - mv) / 2): a block or band that starts inside a panel then
     * costs one more kernel call (XCALL), which the smaller saving does not repay (AVX2,
     * MR - mv = 4 (d) or 2 (z): dsyrk / zherk T 48-192 0.98-0.99x).  AVX-512, one thread,
     * interleaved, best of 7, against MR-wide blocks (Xeon model 0xcf, 2026-12-05): ssyrk T
     * 32 / 96 / 184 / 192 / 256 1.17 / 1.08 / 1.03 / 1.03 / 1.03x, dsyrk 1.04-1.14x,
     * csyrk 1.05-1.14x (zherk, MR - mv = 8: 1.00-1.07x, left MR-wide). */
    const sb_dim MR = kr->mr;
    const int narrow = kr->mv > 0 && (!packed || (MR % kr->mv == 0 && MR - kr->mv >= 16));
    const sb_dim w = narrow ? kr->mv : packed ? MR : kr->nr;
    const sb_dim nblk = (n + w - 1) / w;
    if (SB_NAME(l3_threads)((double)n * (double)n * (double)k / 2, nblk) > 1) return 0;
    if (packed && packed_bytes(kr, n, k) <= SMALL_STACK_A && !small_copies_b(kr, ty, n, k, ldy)) {
        tri_stack_x(kr, uplo, tx, ty, n, k, alpha, x, ldx, y, ldy, beta, c, ldc, herm, w);
        return 1;
    }
    SB_T *ap = packed ? pack_op(kr, tx, n, k, x, ldx) : NULL, *xc = NULL;
    if (aliased) {
        sb_dim ld;
        xc = copy_unaliased(n, k, x, ldx, &ld);
        if (y == x && ldy == ldx) {   /* SYRK / HERK: op(Y) read from the copy too */
            y = xc;
            ldy = ld;
        }
        x = xc;
        ldx = ld;
    }
    const sb_dim ps_a = packed ? MR * k : MR, cs_a = packed ? MR : ldx;
    /* op(Y) element (p, j) at y[p * rs_y + j * cs_y] */
    sb_dim rs_y = sb_trans_is_t(ty) ? ldy : 1;
    const sb_dim cs_y = sb_trans_is_t(ty) ? 1 : ldy;
    /* rows of op(Y) that alias in L1, where gemm_small would copy them (small_copies_b):
     * op(Y) copied whole (k x n, at most ~L2 here) with rows a padded stride apart, which
     * every call below then reads (AVX2 zherk 256 x 64: 38.9 -> 49.9 GFLOP/s, the
     * neighbours 248 / 264 52 / 49; AVX-512 0.98-1.00, 2026-12-03) */
    SB_T *yc = NULL;
    if (small_copies_b(kr, ty, n, k, ldy)) {
        /* op(Y)'s k rows of n, each n contiguous elements: copy_unaliased's copy */
        y = yc = copy_unaliased(n, k, y, ldy, &rs_y);
    }
    /* (TRI_JOB built in each branch: one the whole call's code sees) */
    /* k in the engine's KC slices (sb_l3_slice_depth: nearly always one): C is updated
     * one slice at a time, the first with beta, the others adding, as the engine sums
     * them, so that it gets the engine's bits (kernel.h); a diagonal block computed on
     * the side is written back per slice as the engine's tiles across the diagonal are
     * (C + (s1 + s2) is not (C + s1) + s2) */
    const sb_dim kc = sb_l3_slice_depth(kr->kc, k);
    if (k <= kc) {
        const tri_job T = TRI_JOB;
        tri_pass(&T, 0, k, beta);
    } else {
        const tri_job T = TRI_JOB;
        tri_passes(&T, kc, beta);
    }
#undef TRI_JOB
    if (yc) sb_buf_put(yc);
    if (xc) sb_buf_put(xc);
    if (ap) sb_buf_put(ap);
    return 1;
}

/*
 * SYMM and HEMM on the small path.  The engine reflects the symmetric (Hermitian) operand
 * while packing and packs the other operand too; at the sizes the small path takes, that
 * and its tile loop are a large share of the call (ssymm 64 ran at half the speed of sgemm
 * 64).  Side L: the k x k operand (k = m) is the kernel's A, packed once by the engine's
 * l3_pack (the set's packa on both triangles, the crossing columns in runs) into MR-row
 * panels, and B is read in place; one thread, as gemm_small runs a packed A.  Side R, k = n
 * <= SY_RIGHT_EXPAND (48): the operand is the kernel's B, read with any strides, so it is
 * expanded into a full column-major matrix in a buffer, and the product runs as gemm_small
 * runs it.  One thread, against the engine (bench, interleaved, best of 5, Zen 5,
 * 2026-12-03), side L: k = 32 s 1.16x, d 1.23x, c 1.14x, z 1.15x; 64 s 1.16x, d 1.15x, c
 * 1.07x, z 1.07x; 96 s 1.10x, d 1.12x; 192-384 s 1.03-1.05x, d 1.00-1.07x, c and z
 * 1.00-1.03x (before l3_pack's crossing columns ran in runs; expanding instead was level
 * with packing at k = 8-16 and up to 1.21x slower at 32-64 after).  Side R expanded: k = 16
 * / 32 s 1.98 / 1.51x, z 1.41 / 1.17x; at 64 the scalar reflection made real side R
 * 0.90-0.93x: above 32 (now 48, below) side R stays on the engine.  Side L of order <= 32
 * is expanded too: its packing (l3_pack, padding MR - m rows, the crossing columns'
 * reflected rows read one by one along lda) and the buffer were most of such a call (ssymm
 * 16: l3_pack 44%, the kernel 22%).  The expansion is one pass over the stored triangle,
 * each element stored twice, at f(i, j) and f(j, i) (before, the stored columns first and
 * the reflection in 16 x 16 tiles, row by row of f).  Against that build, one thread, ns
 * per call, best of 14 (Intel model 0xa7, bench/results/2026-12-07-intel-17, l3loop): side
 * L lower, ssymm 8 / 12 / 16 / 24 / 32 94 / 163 / 241 / 533 / 786 -> 59 / 95 / 153 / 461 /
 * 713, dsymm 90 / 208 / 303 / 679 / 1453 -> 58 / 134 / 193 / 561 / 1100, chemm 8-24
 * 1.14-1.34x, zhemm 8-24 1.06-1.24x, zhemm 32 level; side R: ssymm 16 / 32 2.07 / 1.89x,
 * zhemm 16 / 32 1.39 / 1.19x.  At 48-64 the expansion was slower than the packing (ssymm 64
 * 0.88x): packed there.  Also tried: the stored columns copied first, then the reflection
 * read along the rows of f (ssymm 8-32 0.75-0.89x the one pass).  An operand of at most
 * SY_STACK elements (8 KiB) is expanded on the stack, not in a buffer.  Side R up to order
 * 48 (32 before; l3loop against the engine, ns per call, Intel model 0xa7,
 * bench/results/2026-12-07-intel-18, symm-right.txt): ssymm 33 / 36 / 40 / 44 1398 / 1402 /
 * 1837 / 1987 -> 1122 / 1259 / 1512 / 1903, dsymm 33-44 1.04-1.24x, chemm 33-48 1.04-1.36x,
 * zhemm 1.02-1.26x; 48 s 1.02x, d 0.94x; 64 / 96 (up to 96, an experiment) 0.85-0.95x.
 * Returns 0 (nothing done) where this path does not take the product.
 */
enum { SY_STACK = 8192 / sizeof(SB_T), SY_LEFT_EXPAND = 32, SY_RIGHT_EXPAND = 48 };

/* sym_small's expanded operand: the order-k matrix (the stored triangle at a, lda) written
 * whole into f (leading dimension ld), then the product as gemm_small runs it */
static int SB_NAME(sym_full)(int herm, sb_side side, int lower, sb_dim m, sb_dim n, sb_dim k,
                             SB_TA ta_alpha, const SB_T *a, sb_dim lda, const SB_T *b,
                             sb_dim ldb, SB_TA ta_beta, SB_T *c, sb_dim ldc, SB_T *f, sb_dim ld)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    /* one pass over the stored triangle: each element to f(i, j) and its reflection to
     * f(j, i) */
    for (sb_dim j = 0; j < k; j++) {
        const sb_dim i0 = lower ? j + 1 : 0, i1 = lower ? k : j;
        const SB_T *aj = a + j * lda;
        SB_T *fj = f + j * ld, *rj = f + j;
        for (sb_dim i = i0; i < i1; i++) {
            const SB_T v = aj[i];
            fj[i] = v;
            rj[i * ld] = herm ? SB_CONJ(v) : v;
        }
        fj[j] = herm ? (SB_T)SB_RE(aj[j]) : aj[j];
    }
    return side == SB_LEFT
               ? SB_NAME(gemm_small)(SB_NOTRANS, SB_NOTRANS, m, n, k, SB_ARG(alpha), f, ld, b,
                                     ldb, SB_ARG(beta), c, ldc)
               : SB_NAME(gemm_small)(SB_NOTRANS, SB_NOTRANS, m, n, k, SB_ARG(alpha), b, ldb, f,
                                     ld, SB_ARG(beta), c, ldc);
}

/* sym_full with f on the stack, in a frame of its own: the calls that take another path
 * keep a shallow stack (test-cache counts the page faults of its steady state, a new
 * stack page among them) */
static __attribute__((noinline)) int
SB_NAME(sym_full_stack)(int herm, sb_side side, int lower, sb_dim m, sb_dim n, sb_dim k,
                        SB_TA ta_alpha, const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb,
                        SB_TA ta_beta, SB_T *c, sb_dim ldc, sb_dim ld)
{
    SB_T fs[SY_STACK] __attribute__((aligned(64)));
    return SB_NAME(sym_full)(herm, side, lower, m, n, k, ta_alpha, a, lda, b, ldb, ta_beta, c,
                             ldc, fs, ld);
}

int SB_NAME(sym_small)(int herm, sb_side side, sb_uplo uplo, sb_dim m, sb_dim n, SB_TA ta_alpha,
                       const SB_T *a, sb_dim lda, const SB_T *b, sb_dim ldb, SB_TA ta_beta,
                       SB_T *c, sb_dim ldc)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim k = side == SB_LEFT ? m : n;
    if (!kr->gemm_small || (side != SB_LEFT && k > SY_RIGHT_EXPAND) ||
        !small_pays(kr->small_wide, m, n, k))
        return 0;
    const int lower = uplo == SB_LOWER;
    if (side == SB_LEFT && SB_NAME(l3_threads)((double)m * (double)n * (double)k,
                                               (n + kr->nr - 1) / kr->nr) > 1)
        return 0;
    /* side L: the operand expanded too where its order is at most SY_LEFT_EXPAND */
    if (side == SB_LEFT && k > SY_LEFT_EXPAND) {
        const SB_NAME(view) va = {a, 1, lda, 0, herm ? SB_VIEW_HE : SB_VIEW_SY, lower, 0};
        const sb_dim MR = kr->mr, panels = (m + MR - 1) / MR;
        SB_T *ap = sb_buf_get((size_t)(panels * MR * k) * sizeof(SB_T));
        SB_NAME(l3_pack)(&va, 0, 0, 0, m, k, (int)MR, kr->packa, ap);
        SB_NAME(small_kernel)(kr, m, n, k, &alpha, ap, MR * k, MR, b, 1, ldb, 0, &beta, c,
                              ldc);
        sb_buf_put(ap);
        return 1;
    }
    /* the full matrix's leading dimension: k, padded past a multiple of 2 KiB; at most
     * SY_STACK elements on the stack */
    sb_dim ld = k;
    while (SB_NAME(small_aliases)(ld)) ld += 64 / (sb_dim)sizeof(SB_T);
    if (k * ld <= SY_STACK)
        return SB_NAME(sym_full_stack)(herm, side, lower, m, n, k, SB_ARG(alpha), a, lda, b,
                                       ldb, SB_ARG(beta), c, ldc, ld);
    SB_T *f = sb_buf_get((size_t)(k * ld) * sizeof(SB_T));
    const int done = SB_NAME(sym_full)(herm, side, lower, m, n, k, SB_ARG(alpha), a, lda, b,
                                       ldb, SB_ARG(beta), c, ldc, f, ld);
    sb_buf_put(f);
    return done;
}

/*
 * TRMM on the small path, in place, as trmm_t.c poses it: X := alpha * T * X with T an
 * order-m triangular (TR) view (any strides, conjugation, unit diagonal) and X m x n,
 * element (i, j) at b[i * rs + j * cs], every element finite (the packed triangle's zero
 * padding multiplies X, as the engine's does: trmm_t.c).  The engine packs X once per KC
 * block of T's rows and runs its tile loops around each microkernel call; at the sizes
 * the small path takes, that packing and those loops were a third of strmm 32 (perf,
 * Zen 5: packb and its transposes 16%, the engine's loops and buffers most of the rest).
 * Here T is packed once by l3_pack (its zero triangle padded, its unit diagonal 1) and
 * the rows of X are computed in blocks by gemm_small, X read and written in place: for T
 * lower, rows [i0, i0 + mb) of the product read rows [0, i0 + mb) of X, so the blocks
 * run bottom up, each overwriting rows no block after it reads; upper, rows [i0, m), top
 * down.  Two forms, by which of X's strides is 1:
 *   - rs = 1 (side L, B column-major): T column-major and not conjugated, T itself, but
 *     for its diagonal blocks, is the kernel's A (trmm_split); else T packed by packa into
 *     MR-row panels; X the kernel's B and C; one block per panel (kernel.h: with m <= MR,
 *     a column of B is read in full before that column of C is written);
 *   - cs = 1 (side R: X is B transposed, its rows B's columns): B is the kernel's A and
 *     C, column-major, and T transposed its B, read through the view's strides (the
 *     kernel broadcasts B's elements), but for its diagonal blocks (trmm_split); blocks
 *     of at most the kernel's tile width, small_nr or small_n1 (kernel.h: then each row
 *     of C is written after that row of A is read in full).
 * Returns 0 (nothing done) where this path does not take the product.
 */
int SB_NAME(trmm_small_takes)(sb_dim m, sb_dim n, sb_dim rs, sb_dim cs)
{
    const sb_kernels *kr = sb_kern(SB_TID);
    const int left = rs == 1;
    if (!kr->gemm_small || (!left && cs != 1)) return 0;
    /* the GEMM it is: left m x n x m, right (B's rows) n x m x m.  The right form only
     * for triangles of order <= 64: its blocks are at most small_nr rows of T wide, and
     * above that the engine's NR-wide tiles won (d/s/z RLN, Intel model 0xcf, best of 7
     * against the side L only build: m = 16..64 1.05-1.7x, m = 96..256 0.7-1.0x d, z).
     * With the set's trmm_rs (real types; trmm_small) any number of B's rows, orders up
     * to 96: against the engine (l3loop / trr, ns per call, Intel model 0xa7, 2026-12-07,
     * the four forms) s / d 96 1.13-1.36x faster, B 2000 x 96 1.17-1.26x; at 128 s
     * 0.92-1.15x (the transposed forms lost), d 0.90-0.95x; s / d 192 0.78-1.03x, 256
     * 0.75-0.86x.  AVX2 there (STEADYBLAS_ARCH=avx2): s 64-128 1.27-1.38x, d 64 / 96
     * 1.26-1.35x, d 128 1.00x */
    if (!left && !SB_COMPLEX && kr->trmm_rs) return m <= 96;
    return left ? small_pays(kr->small_wide, m, n, m)
                : m <= 64 && small_pays(kr->small_wide, n, m, m);
}

/* d[0, n) = s[0, n), in moves of 16 bytes or more (the driver's -O2 leaves a loop of
 * unknown count element by element) */
static inline void copy_run(SB_T *d, const SB_T *s, sb_dim n)
{
    enum { CH = 16 / sizeof(SB_T) > 1 ? 16 / sizeof(SB_T) : 1 };
    sb_dim i = 0;
    for (; i + CH <= n; i += CH) memcpy(d + i, s + i, CH * sizeof(SB_T));
    for (; i < n; i++) d[i] = s[i];
}

/* d[0, n) = the n elements from q at stride rs, conjugated where cj: copy_run where the
 * caller knows them contiguous and not conjugated (runs, a constant when inlined) */
static inline __attribute__((always_inline)) void
col_copy(SB_T *d, const SB_T *q, sb_dim n, sb_dim rs, int cj, const int runs)
{
    (void)cj;   /* real types: SB_CONJ_IF does not read it */
    if (runs) copy_run(d, q, n);
    else
        for (sb_dim i = 0; i < n; i++) d[i] = SB_CONJ_IF(cj, q[i * rs]);
}

/* trmm_small's side L products over the packed triangle tp (W-row panels, a call each;
 * tight: one panel m rows wide), X in place */
static void SB_NAME(trmm_panels)(const sb_kernels *kr, const SB_NAME(view) *t, sb_dim m,
                                 sb_dim n, SB_TA ta_alpha, SB_T *b, sb_dim ld, const SB_T *tp,
                                 int tight, sb_dim W, sb_dim panels)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const SB_T zero = 0;
    for (sb_dim q = 0; q < panels; q++) {
        const sb_dim pn = t->lower ? panels - 1 - q : q, pi = pn * W, pw = sb_min(W, m - pi);
        const SB_T *panel = tp + pn * W * m;
        /* tight: the panel's rows in blocks of LN (a cache line of elements, at least 8)
         * from the end whose k range is longest (lower: the bottom), the partial one, if
         * any, at the other end, where the k range is shortest */
        const sb_dim LN = sb_max(8, 64 / (sb_dim)sizeof(SB_T));
        const sb_dim nb = tight ? (pw + LN - 1) / LN : 1;
        for (sb_dim u = 0; u < nb; u++) {
            /* the block's rows [e0, e1) of the panel */
            const sb_dim e1 = !tight ? pw : t->lower ? pw - u * LN : sb_min(pw, (u + 1) * LN);
            const sb_dim e0 = !tight ? 0 : t->lower ? sb_max(0, e1 - LN) : u * LN;
            const sb_dim i0 = pi + e0, mb = e1 - e0;
            const sb_dim k0 = t->lower ? 0 : i0, k1 = t->lower ? i0 + mb : m;
            kr->gemm_small(mb, n, k1 - k0, &alpha, panel + k0 * W + e0,
                           tight ? kr->mr : W * m, W, b + k0, 1, ld, 0, &zero, b + i0, ld);
        }
    }
}

/* T's diagonal block of order mb from row and column e0, at d as an mb x mb column-major
 * triangle: zeros outside it, a unit diagonal's ones, conjugated where the view is; the
 * stored runs copied 16 bytes at a time (runs: T column-major and not conjugated), else
 * element by element through the view's strides.  Inlined, runs a constant where the
 * caller knows it (trmm_split: called apart, the test per column cost strmm / dtrmm 8-16
 * 3-9%) */
static inline __attribute__((always_inline)) void
SB_NAME(tri_block)(const SB_NAME(view) *t, sb_dim e0, sb_dim mb, SB_T *d, const int runs)
{
    const sb_dim trs = runs ? 1 : t->rs, tcs = t->cs;
    const int cj = runs ? 0 : t->conj;
    (void)cj;   /* real types: SB_CONJ_IF does not read it */
    memset(d, 0, (size_t)(mb * mb) * sizeof(SB_T));
    for (sb_dim p = 0; p < mb; p++) {
        const SB_T *q = t->p + e0 * trs + (e0 + p) * tcs;   /* T(e0 + i, e0 + p) at q[i trs] */
        SB_T *dst = d + p * mb;
        const sb_dim lo = t->lower ? p + 1 : 0, hi = t->lower ? mb : p;
        col_copy(dst + lo, q + lo * trs, hi - lo, trs, cj, runs);
        dst[p] = t->unit ? (SB_T)1 : SB_CONJ_IF(cj, q[p * trs]);
    }
}

/*
 * trmm_small's left product with T column-major and not conjugated (left), and its right
 * product, any T: T's rows in blocks of LN (two cache lines of elements, at least 8; at
 * most MR; right: at most RW, the kernel's tile width), each block's rows of X computed
 * by two calls: its diagonal triangle, copied to the stack (zeros, a unit diagonal's ones,
 * conjugated where the view is), times the block's own rows of X, in place (beta 0), then
 * T's rows of the block left of the triangle (lower) or right of it (upper) straight from
 * the caller's T (right: the kernel's B, any strides, conj_b), times the rows of X they
 * meet (beta 1).  The blocks run bottom up where T
 * is lower, top down where upper, so the second call reads rows of X no block has
 * written yet.  Only the triangles are copied, and only their zeros multiplied: before,
 * the whole triangle was written on the stack (up to 8 KiB) or packed by l3_pack into
 * MR-row panels, and each panel multiplied its zero part too (l3loop against that build,
 * Intel model 0xa7, ns per call, side L lower unit: strmm 32 / 48 / 80 582 / 1516 / 5258
 * -> 512 / 1366 / 4791, dtrmm 32 / 64 / 80 1000 / 5095 / 9838 -> 780 / 4277 / 8133;
 * bench/results/2026-12-07-intel-18, trmm-split.txt).  The right form had the whole
 * triangle written on the stack through the view, element by element (45% of strmm side R
 * 32, perf), and its blocks' calls read it; split, side R 24-48 ran 0.96-1.46x the speed
 * (all but strmm upper transposed 24 1.01x or more), real 6-16 0.96-1.41x, complex 6-16
 * 0.91-1.21x (l3loop, bench/results/2026-12-07-intel-19, trmm-right.txt).
 */
static __attribute__((noinline)) void
SB_NAME(trmm_split)(const sb_kernels *kr, const SB_NAME(view) *t, sb_dim m, sb_dim n,
                    SB_TA ta_alpha, SB_T *b, sb_dim ld, int left, sb_dim RW)
{
    SB_T alpha = SB_VAL(ta_alpha);
    /* KX: a block's columns outside its triangle, where there are at most that many,
     * copied with it (one call for the block, not two: strmm 20 261 -> ~240 ns a call) */
    enum { LN = 128 / sizeof(SB_T) > 8 ? 128 / sizeof(SB_T) : 8, KX = 8 };
    SB_T ds[LN * (LN + KX)] __attribute__((aligned(64)));
    const SB_T zero = 0, one = 1;
    /* side L: at most MR rows: the kernel may write X's rows in place only then
     * (kernel.h); a triangle of order at most LN in blocks of 16 rows (one block, the
     * zero half multiplied: strmm 24 with LN = 32 392 ns a call, in blocks of 16 ~320).
     * Side R: RW, the kernel's tile width (in place, kernel.h) */
    const sb_dim ln = left ? sb_min(m <= LN ? 16 : LN, kr->mr) : sb_min(RW, LN);
    const sb_dim nb = (m + ln - 1) / ln;
    const int runs = t->rs == 1 && !t->conj;   /* T's columns contiguous (side L: always) */
    for (sb_dim u = 0; u < nb; u++) {
        const sb_dim e1 = t->lower ? m - u * ln : sb_min(m, (u + 1) * ln);
        const sb_dim e0 = t->lower ? sb_max(0, e1 - ln) : u * ln, mb = e1 - e0;
        /* T's columns outside the triangle: [0, e0) lower, [e1, m) upper; kx of them
         * (all or none) copied, the triangle's columns after them (lower) or before */
        const sb_dim out = t->lower ? e0 : m - e1, kx = out <= KX ? out : 0;
        const sb_dim c0 = t->lower ? e0 - kx : e0;   /* the copy's first column */
        SB_T *dt = ds + (t->lower ? kx * mb : 0);    /* the triangle's first column */
        for (sb_dim p = 0; p < kx; p++) {
            const sb_dim col = t->lower ? c0 + p : e1 + p;
            SB_T *d = ds + (t->lower ? p : mb + p) * mb;
            const SB_T *q = t->p + e0 * t->rs + col * t->cs;
            if (runs) col_copy(d, q, mb, 1, 0, 1);
            else col_copy(d, q, mb, t->rs, t->conj, 0);
        }
        if (runs) SB_NAME(tri_block)(t, e0, mb, dt, 1);
        else SB_NAME(tri_block)(t, e0, mb, dt, 0);
        /* the copy as the kernel's A (side L: mb rows of T) or its B (side R: T's element
         * (e0 + j, c0 + p) the B element (p, j)), X's rows c0.. the other operand */
        const sb_dim k0 = t->lower ? 0 : e1, kn = out - kx;
        if (left) {
            kr->gemm_small(mb, n, mb + kx, &alpha, ds, kr->mr, mb, b + c0, 1, ld, 0, &zero,
                           b + e0, ld);
            if (kn > 0)
                kr->gemm_small(mb, n, kn, &alpha, t->p + e0 + k0 * t->cs, kr->mr, t->cs, b + k0,
                               1, ld, 0, &one, b + e0, ld);
        } else {
            kr->gemm_small(n, mb, mb + kx, &alpha, b + c0 * ld, kr->mr, ld, ds, mb, 1, 0, &zero,
                           b + e0 * ld, ld);
            if (kn > 0)
                kr->gemm_small(n, mb, kn, &alpha, b + k0 * ld, kr->mr, ld,
                               t->p + e0 * t->rs + k0 * t->cs, t->cs, t->rs, t->conj, &one,
                               b + e0 * ld, ld);
        }
    }
}

/*
 * trmm_small's triangle of order m, T transposed or conjugated (side L, m <= MR), written
 * on the stack by tri_block as l3_pack would pack it into one panel m wide (T(i, p) at
 * ts[p m + i], zeros outside the triangle, a unit diagonal's ones), then its products
 * (trmm_panels).  For the forms trmm_split does not take (T transposed or conjugated; side
 * R until 2026-12-07) at small orders l3_pack and its buffer were a third to a half of
 * the call (strmm side R 8: l3_pack 21%, sb_buf_get 7%; perf).
 * l3loop against that build, ns per call (bench/results/2026-12-07-intel-18,
 * trmm-view.txt): strmm / dtrmm side R lower unit 8 / 12 / 16 121 / 167 / 240 -> 96 / 132
 * / 173 and 119 / 197 / 255 -> 93 / 141 / 207, side L A^T 8 / 12 / 16 112 / 153 / 220
 * -> 87 / 121 / 170 and 105 / 206 / 272 -> 84 / 157 / 224; c / z 6-8 1.03-1.35x, 12-16
 * 0.95-1.16x.  Up to 8 KiB (dtrmm 24, side L A^T: 0.94x the time of l3_pack's path),
 * complex 2 KiB (ztrmm A^H 16 / 20 ran 0.94-0.96x l3_pack's path with 4 KiB).
 */
enum { TV_STACK = 8192 / sizeof(SB_T) };
static __attribute__((noinline)) void
SB_NAME(trmm_view_stack)(const sb_kernels *kr, const SB_NAME(view) *t, sb_dim m, sb_dim n,
                         SB_TA ta_alpha, SB_T *b, sb_dim ld)
{
    SB_T ts[TV_STACK] __attribute__((aligned(64)));
    SB_NAME(tri_block)(t, 0, m, ts, 0);
    SB_NAME(trmm_panels)(kr, t, m, n, ta_alpha, b, ld, ts, 1, m, 1);
}

int SB_NAME(trmm_small)(const SB_NAME(view) *t, sb_dim m, sb_dim n, SB_TA ta_alpha, SB_T *b,
                        sb_dim rs, sb_dim cs)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (!SB_NAME(trmm_small_takes)(m, n, rs, cs)) return 0;
    const sb_kernels *kr = sb_kern(SB_TID);
    const int left = rs == 1;
    /* side R: each block's columns in one tile of the kernel (in place, kernel.h), the
     * set's one-tile calls where X's rows fit them (dtrmm side R 8: one call of 8 columns,
     * not two of 4, 0.93x the time, l3loop) */
    const sb_dim SN = kr->small_nr ? kr->small_nr : kr->nr;
    const sb_dim RW = n <= kr->small_m1 ? sb_max(SN, kr->small_n1) : SN;
    if (!left && !SB_COMPLEX && kr->trmm_rs) {
        /* the set's right-side kernel (kernel.h): B := alpha B U, B's columns the rows of
         * X (m x n, element (i, c) at b[i rs + c]), U(p, j) = T(j, p), upper where T is
         * lower; T read in place, nothing copied (the split's copies of the diagonal
         * triangles were a third of strmm side R 16, perf).  l3loop against trmm_split,
         * ns per call (Intel model 0xa7, 2026-12-07, RLN RUN RLT RUT; tr-end.txt in
         * bench/results/2026-12-07-intel-22): strmm 6-32 1.39-2.21x faster, 48 / 64
         * 1.13-1.34x; dtrmm 6-32 1.19-1.78x, 48 / 64 1.02-1.30x; the AVX2 set there, s / d
         * 8-32 1.64-2.11x */
        kr->trmm_rs(n, m, &alpha, t->p, t->cs, t->rs,
                    (t->lower ? SB_TRMM_K_UPPER : 0) | (t->unit ? SB_TRMM_K_UNIT : 0), b, rs);
        return 1;
    }
    if (left && !SB_COMPLEX && kr->trmm_ls && t->rs == 1 && m <= 64) {
        /* the set's left-side kernel: T column-major read in place (across the diagonal
         * by masked loads), nothing copied.  l3loop / trr against the split, ns per call
         * (Intel model 0xa7, 2026-12-07, LLN and LUN; tr-end.txt, tr-rect.txt): s 6-64
         * 0.96-1.27x faster, d 6-64 1.06-1.33x, B 64 x 2000 d 1.18x (s level), d 32 x 3000
         * 1.17x; at 96 level (s 0.98-1.00x, d 1.02-1.06x), 128 / 200 0.77-0.95x */
        kr->trmm_ls(m, n, &alpha, t->p, t->cs,
                    (t->lower ? 0 : SB_TRMM_K_UPPER) | (t->unit ? SB_TRMM_K_UNIT : 0), b, cs);
        return 1;
    }
    if (!left || (t->rs == 1 && !t->conj)) {
        SB_NAME(trmm_split)(kr, t, m, n, SB_ARG(alpha), b, left ? cs : rs, left, RW);
        return 1;
    }
    /* T transposed or conjugated, left with m <= MR: one panel, packed m rows wide,
     * without padding rows (the kernel reads no row >= m; l3_pack takes every column of
     * an order-m triangle as crossing the diagonal, so it writes w = m rows of each), and
     * read as a column-major A (ps_a = MR, cs_a = m), its rows in blocks (trmm_panels).
     * m = MR too: dtrmm 24 / strmm 32 / ctrmm 24 / ztrmm 12 1.11-1.15x (l3loop,
     * bench/results/2026-12-07-intel-17, trmm-loop.txt) */
    const int tight = m <= kr->mr;
    const sb_dim W = tight ? m : kr->mr;
    if (tight && m * m * (SB_COMPLEX ? 4 : 1) <= TV_STACK) {
        SB_NAME(trmm_view_stack)(kr, t, m, n, SB_ARG(alpha), b, cs);
        return 1;
    }
    const sb_dim panels = tight ? 1 : (m + W - 1) / W;
    SB_T *tp = sb_buf_get((size_t)(panels * W * m) * sizeof(SB_T));
    SB_NAME(l3_pack)(t, 0, 0, 0, m, m, (int)W, kr->packa, tp);
    SB_NAME(trmm_panels)(kr, t, m, n, SB_ARG(alpha), b, cs, tp, tight, W, panels);
    sb_buf_put(tp);
    return 1;
}
