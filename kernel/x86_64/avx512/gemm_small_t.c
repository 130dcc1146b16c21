/*
 * AVX-512 small-matrix GEMM kernel (gemm_small, contract in kernel/kernel.h), written
 * once for s, d, c and z.
 *
 * Nothing is packed: the columns of a row panel of A are loaded as vectors straight from
 * the caller's matrix (the last vector of the last panel masked, so nothing past row m
 * is read), and each element of B is broadcast from wherever its strides put it.  This
 * saves the two packing passes, which at n <= ~100 cost as much as a sizeable share of
 * the multiply, and the buffer-cache round trips.
 *
 * Tiles are at most MS rows (MV vectors) by NS columns: real types 4 vectors x 6 columns
 * (s 64 x 6, d 32 x 6), complex the blocked microkernel's 3 x 4 (c 24 x 4, z 12 x 4).  For
 * the real types that is not the blocked kernel's shape (s 32 x 12, d 24 x 8): with A read
 * from the caller's matrix, four vector loads and six broadcasts per 24 FMAs beat two or
 * three loads and twelve or eight broadcasts (one thread, m = n = k, interleaved, best of
 * 5: s 48 / 64 +11% / +6%, d 32 / 48 / 64 / 96 +5 / +3 / +3 / +2%, 2026-11-30); complex
 * 4 x 3 measured no gain.  An A packed by the set's packa keeps the set's MR-row panels
 * (at most MV vectors as well).  The number of vectors (1 .. MV) and of columns
 * (1 .. NS) is chosen per tile, so an edge tile costs what it computes: one specialised
 * function per (vectors, columns) pair, accumulators in registers; a tile whose last
 * vector would hold at most half a vector of rows computes that tail for two columns per
 * register (real, B's rows contiguous: tile_pairs) or on 256 bits (the others: HUPD's
 * half tiles).  Loop order: column blocks of NS outside, row panels
 * inside, so the k x NS slice of B stays in L1 while A streams.
 *
 * Complex: A stays interleaved; B's real and imaginary parts are broadcast into two
 * accumulator sets R and I, combined once at the end (as the blocked kernel, cgemm_t.c).
 */
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/x86_64/avx512/avx512.h"
#include "kernel/x86_64/avx512/transpose.h"

#if defined(SB_TYPE_S) || defined(SB_TYPE_C)
typedef __m512 vec;
typedef __mmask16 vmask;
typedef float real;
#define VL 16                                     /* real lanes per vector */
#define V(op) _mm512_##op##_ps
#define VSWAP(x) _mm512_permute_ps(x, 0xb1)
#else
typedef __m512d vec;
typedef __mmask8 vmask;
typedef double real;
#define VL 8
#define V(op) _mm512_##op##_pd
#define VSWAP(x) _mm512_permute_pd(x, 0x55)
#endif

#define CX (1 + SB_COMPLEX)                        /* reals per element */
#define VR (VL / CX)                               /* rows (elements) per vector */
#define MR SB_PICK(SB_AVX512_MR_S, SB_AVX512_MR_D, SB_AVX512_MR_C, SB_AVX512_MR_Z)
#define MV SB_PICK(SB_AVX512_SMALL_MV_REAL, SB_AVX512_SMALL_MV_REAL, SB_AVX512_SMALL_MV_CPLX, \
                 SB_AVX512_SMALL_MV_CPLX)        /* tile vectors: 4 real, 3 complex */
#define NS SB_PICK(SB_AVX512_SMALL_NR_S, SB_AVX512_SMALL_NR_D, SB_AVX512_SMALL_NR_C, \
                 SB_AVX512_SMALL_NR_Z)           /* tile columns: 6 real, 4 complex */
#define MS (MV * VR)                               /* tile rows */

#include "kernel/x86_64/common/small_common.h"

/* B's next line along its rows prefetched at each k step where small_scalars asks (pf_b):
 * s only.  sgemm NT 64 x 4096 x 256 (ldb 4096: rows 16 KiB apart) 144-148 GFLOP/s against
 * 111-123 without (three runs); d, c and z the same or 1-2% slower with it, also with a
 * prefetch 4, 8 or 16 rows ahead (Intel model 0xcf, 2026-12-06). */
#define SB_PF_B SB_PICK(1, 0, 0, 0)

/*
 * The accumulators are named variables, one per (vector v, column j), each statement
 * guarded by constants (v < NV, j < NC) that the compiler folds: arrays of vectors are
 * not kept in registers by GCC 12 and would cost a store per FMA.
 */
#define FOR_COLS(X, v)                                                                     \
    X(v, 0) X(v, 1) X(v, 2) X(v, 3) X(v, 4) X(v, 5) X(v, 6) X(v, 7) X(v, 8) X(v, 9)       \
    X(v, 10) X(v, 11)
#define FOR_ALL(X) FOR_COLS(X, 0) FOR_COLS(X, 1) FOR_COLS(X, 2) FOR_COLS(X, 3)
#define FOR_COLS_M(X, v, M)                                                                \
    X(v, 0, M) X(v, 1, M) X(v, 2, M) X(v, 3, M) X(v, 4, M) X(v, 5, M) X(v, 6, M) X(v, 7, M) \
    X(v, 8, M) X(v, 9, M) X(v, 10, M) X(v, 11, M)
#define FOR_ALL_M(X, M)                                                                    \
    FOR_COLS_M(X, 0, M) FOR_COLS_M(X, 1, M) FOR_COLS_M(X, 2, M) FOR_COLS_M(X, 3, M)

#define SMALL_BCAST(p) V(set1)(*(p))
/* A tile whose last vector holds at most half a vector of rows (FULL == 2, the "half"
 * tiles; s m % 16 in 1 .. 8, d m % 8 in 1 .. 4, c m % 8 in 1 .. 4, z m % 4 in 1 .. 2)
 * computes that vector on its low 256 bits: a 256-bit datapath (Zen 4) runs a 512-bit FMA
 * as two, so the masked 512-bit vector cost as much as a whole one.  Lane for lane the
 * same products and sums; the upper lanes stay zero and are never stored (ml).  With two
 * 512-bit pipes (Intel) both cost one FMA slot.  Where B's rows are contiguous the real
 * pair tiles below do more.  One thread, bench A/B both slot orders, 7 rounds, Zen 4,
 * 2026-12-07 (results/2026-12-07-zen4-6/ab-half-*): sgemm NN 20 / 24 / 36 / 40 / 52 / 56
 * / 100 / 120 1.06-1.17x, dgemm 12 / 20 / 36 / 52 / 100 1.04-1.16x; cgemm 10-100
 * 1.02-1.17x, zgemm 10-50 1.02-1.11x, csyrk 18-100 1.03-1.08x (ab-halfc-*); sizes
 * without such a tail level. */
#if SB_TYPE_S || SB_TYPE_C
#define HFMA(a, b, c) SB_AVX512_HFMA("ps", a, b, c)
#define HLOAD(m, p) _mm512_castps256_ps512(_mm256_maskz_loadu_ps((__mmask8)(m), p))
#else
#define HFMA(a, b, c) SB_AVX512_HFMA("pd", a, b, c)
#define HLOAD(m, p) _mm512_castpd256_pd512(_mm256_maskz_loadu_pd((__mmask8)(m), p))
#endif
#if SB_COMPLEX
#define HUPD(v, j)                                                                         \
    if (v < NV) {                                                                          \
        if (FULL == 2 && v == NV - 1) {                                                    \
            HFMA(a##v, br, r##v##_##j);                                                    \
            HFMA(a##v, bi, i##v##_##j);                                                    \
        } else {                                                                           \
            UPD(v, j)                                                                      \
        }                                                                                  \
    }
#else
#define HUPD(v, j)                                                                         \
    if (v < NV) {                                                                          \
        if (FULL == 2 && v == NV - 1) HFMA(a##v, br, r##v##_##j);                          \
        else UPD(v, j)                                                                     \
    }
#endif
#define SMALL_UPDS(j) HUPD(0, j) HUPD(1, j) HUPD(2, j) HUPD(3, j)
/* One-vector tiles read all of their C (LOADC) before writing any of it (STORE_C): a masked
 * load waits for every earlier store to a line it touches until that store has left the
 * core (masked loads take nothing from the store buffer), and columns of at most one vector
 * share lines with their neighbours unless they are exactly 64 bytes (s m <= 15, d m <= 7
 * with ldc = m).  sgemm 8 x 8 x 8 took 130-144 ns a call against dgemm's 63, 70% of it in
 * the C update (perf, Intel Xeon AVX-512).  Wider tiles keep a load next to each store:
 * their C values would not fit in the registers beside the accumulators. */
#define LOADC(v, j, MODE)                                                                  \
    vec cx##v##_##j = V(setzero)();                                                        \
    if (MODE >= M_A1 && v < NV && j < NC) {                                                \
        const real *cv = c + j * ldc + v * VL;                                             \
        cx##v##_##j = v < NV - 1 || full ? V(loadu)(cv) : V(maskz_loadu)(ml, cv);          \
    }
#define STORE_C(v, j, MODE)                                                                \
    if (v < NV && j < NC) {                                                                \
        real *cv = c + j * ldc + v * VL;                                                   \
        const vec y = c_update(MODE, ACCS(v, j), cx##v##_##j, KF);                          \
        if (v < NV - 1 || full) V(storeu)(cv, y);                                          \
        else V(mask_storeu)(cv, ml, y);                                                    \
    }
/* every other tile: each vector of C read just before it is written */
#define STORE(v, j, MODE) { LOADC(v, j, MODE) STORE_C(v, j, MODE) }
#define TILE_STORES(MODE)                                                                  \
    if (NV == 1) {                                                                         \
        FOR_COLS_M(LOADC, 0, MODE) FOR_COLS_M(STORE_C, 0, MODE)                            \
    } else {                                                                               \
        FOR_ALL_M(STORE, MODE)                                                             \
    }

/*
 * One NV-vector x NC-column tile: C := alpha * A * B + beta * C.  a: the panel's first
 * row (column p at a + p * s->cs_a, in reals); b: element (p, j) at
 * b[p * s->rs_b + j * s->cs_b] (elements); c: column j at c + j * s->ldc (reals);
 * ml: lanes of the last vector in use.  FULL (a constant): the last vector is whole (ml all
 * ones), loaded without a mask: on Intel a masked load takes an extra uop on an FMA port
 * (the 4 x 6 tile loses one FMA slot in 24 per step: dgemm 32 / 64 / 96 1.035x without it,
 * Xeon model 0xcf, 2026-12-04).  FULL == 2: a half tile (HUPD).
 */
/* The tile's alpha and beta (c_update): broadcast once into locals for its stores */
#define KF (&kf)
#define LAST_LOAD(p)                                                                       \
    (FULL == 1 ? V(loadu)(p) : FULL == 2 ? HLOAD(ml, p) : V(maskz_loadu)(ml, p))
static inline __attribute__((always_inline)) void
tile(const int NV, const int NC, const int FULL, const real *a, const SB_T *b, vmask ml,
     const scalars *s, real *c)
{
    const sb_dim k = s->k, cs_a = s->cs_a, rs_b = s->rs_b, cs_b = s->cs_b, ldc = s->ldc;
    const sb_dim a_hi = NV > 2 ? s->a_hi : 2 * VL;
    const sb_dim pf_b = SB_PF_B ? s->pf_b : 0;
    FOR_ALL(DECL)
    for (sb_dim p = 0; p < k; p++) {
        if (pf_b) _mm_prefetch((const char *)(b + pf_b), _MM_HINT_T0);
        const vec a0 = NV == 1 ? LAST_LOAD(a) : V(loadu)(a);
        const vec a1 = NV < 2 ? a0 : NV == 2 ? LAST_LOAD(a + VL) : V(loadu)(a + VL);
        const vec a2 = NV < 3 ? a0 : NV == 3 ? LAST_LOAD(a + a_hi) : V(loadu)(a + a_hi);
        const vec a3 = NV < 4 ? a0 : LAST_LOAD(a + a_hi + VL);
        COL(0) COL(1) COL(2) COL(3) COL(4) COL(5) COL(6) COL(7) COL(8) COL(9) COL(10)
        COL(11)
        a += cs_a;
        b += rs_b;
    }
    const int full = FULL == 1;
    /* one copy of the store sequence per alpha/beta case, chosen once per tile */
    const coefs kf = small_coefs(s);
    SMALL_BY_MODE(TILE_STORES, s)
}

#if !SB_COMPLEX
/*
 * Real tiles whose last vector holds at most half a vector of rows (s: m % 16 in 1 .. 8,
 * m = 24, 40, 56, ... of the step-8 sweep; d: m % 8 in 1 .. 4), where B's rows are
 * contiguous (op(B) = B^T, or a copied B: cs_b = 1): lanes 2 i and 2 i + 1 hold row i of
 * columns 2 q and 2 q + 1, A's tail duplicated into both by one permute, B's (p, 2 q) and
 * (p, 2 q + 1) one 64-bit (d: 128-bit) broadcast, so the tail costs NC / 2 FMAs a step
 * instead of NC, each lane summing its products in the order the other rows do.  (The
 * layout before, column 2 q in a lower half and 2 q + 1 in the upper one, built each pair
 * of B by a blend, an FMA-port uop on Intel as costly as the FMA it saved.)  With op(B) =
 * B a pair's two elements lie ldb apart: those tiles run the half tiles (HUPD).  Two
 * steps to a lane pair there (B's (p, j) and (p + 1, j) side by side) took sgemm n = 40 /
 * 56 / 120 from 0.78 / 0.80 / 0.89x their neighbours to no dip, but summed each element's
 * even and odd steps apart: LAPACK's eigenvalue tests (sgd, ded, dgd), whose matrices are
 * scaled towards overflow, failed 44 of their checks against none with the reference
 * BLAS (Xeon model 0xcf, 2026-12-05).  NVH vectors in all, NVH - 1 full.
 */
/* C's halves go through 256-bit masked loads and stores.  Each half is first forced into
 * a register (in_reg): left alone, GCC folded the extraction into the store, a
 * vextractf64x4 to memory under a mask, which faulted on a masked-out element past the
 * end of C on this Zen 5 (guard test, dgemm m = 17); 512-bit masked stores of the upper
 * half at a pointer half a vector back avoid that too, but were 5-19% slower at m = 20-56
 * (their masked-out lanes overlap the column's other stores). */
#define HALF (VL / 2)
#if SB_TYPE_S
typedef __m256 hvec;
#define H(op) _mm256_##op##_ps
#define H_LO(v) _mm512_castps512_ps256(v)
#define H_HI(v) _mm512_extractf32x8_ps(v, 1)
#define H_JOIN(lo, hi) _mm512_insertf32x8(_mm512_castps256_ps512(lo), hi, 1)
#define H_WIDEN(lo) _mm512_castps256_ps512(lo)
#define PERM(i, v) _mm512_permutexvar_ps(i, v)
/* lanes (2 i, 2 i + 1) := x[i] twice (DUP); lanes i, HALF + i := x[2 i], x[2 i + 1]
 * (SPLIT) */
#define IDX_DUP _mm512_set_epi32(7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0)
#define IDX_SPLIT _mm512_set_epi32(15, 13, 11, 9, 7, 5, 3, 1, 14, 12, 10, 8, 6, 4, 2, 0)
/* the two floats at p (any alignment) in every lane pair: vbroadcastsd */
static inline __attribute__((always_inline)) vec pair_bcast(const real *p)
{
    double d;
    __builtin_memcpy(&d, p, sizeof d);
    return _mm512_castpd_ps(_mm512_set1_pd(d));
}
#else
typedef __m256d hvec;
#define H(op) _mm256_##op##_pd
#define H_LO(v) _mm512_castpd512_pd256(v)
#define H_HI(v) _mm512_extractf64x4_pd(v, 1)
#define H_JOIN(lo, hi) _mm512_insertf64x4(_mm512_castpd256_pd512(lo), hi, 1)
#define H_WIDEN(lo) _mm512_castpd256_pd512(lo)
#define PERM(i, v) _mm512_permutexvar_pd(i, v)
#define IDX_DUP _mm512_set_epi64(3, 3, 2, 2, 1, 1, 0, 0)
#define IDX_SPLIT _mm512_set_epi64(7, 5, 3, 1, 6, 4, 2, 0)
/* the two doubles at p in every lane pair: vbroadcastf64x2 */
static inline __attribute__((always_inline)) vec pair_bcast(const real *p)
{
    return _mm512_broadcast_f64x2(_mm_loadu_pd(p));
}
#endif
static inline __attribute__((always_inline)) hvec in_reg(hvec h)
{
    __asm__("" : "+v"(h));
    return h;
}

/* Store the tail rows of columns 2 q and 2 q + 1: h_q's lane pairs back to halves, column
 * 2 q below, 2 q + 1 above. */
#define PAIR_STORE(q, MODE)                                                                \
    if (2 * q < NC) {                                                                      \
        real *c0 = c + 2 * q * ldc + NV * VL, *c1 = c0 + ldc;                              \
        const int two = 2 * q + 1 < NC;                                                    \
        vec cx = V(setzero)();                                                             \
        if (MODE >= M_A1) {                                                                \
            const hvec lo = H(maskz_loadu)(hm, c0);                                        \
            cx = two ? H_JOIN(lo, H(maskz_loadu)(hm, c1)) : H_WIDEN(lo);                   \
        }                                                                                  \
        const vec y = c_update(MODE, PERM(IDX_SPLIT, h##q), cx, KF);                       \
        H(mask_storeu)(c0, hm, in_reg(H_LO(y)));                                           \
        if (two) H(mask_storeu)(c1, hm, in_reg(H_HI(y)));                                  \
    }
#define PAIR_STORES(MODE) FOR_ALL_M(STORE, MODE) PAIR_STORE(0, MODE) PAIR_STORE(1, MODE)   \
    PAIR_STORE(2, MODE)
/* the full vectors' step at a: column j's element of B at bj(j) */
#define UPD_COL(j, bj)                                                                     \
    if (j < NC) {                                                                          \
        const vec br = V(set1)(bj(j));                                                     \
        UPD(0, j) UPD(1, j) UPD(2, j) UPD(3, j)                                            \
    }
#define FULL_STEP(bj)                                                                      \
    {                                                                                      \
        const vec a0 = V(loadu)(a), a1 = NV < 2 ? a0 : V(loadu)(a + VL),                   \
                  a2 = NV < 3 ? a0 : V(loadu)(a + a_hi), a3 = a0;                          \
        (void)a3;                                                                          \
        UPD_COL(0, bj) UPD_COL(1, bj) UPD_COL(2, bj) UPD_COL(3, bj) UPD_COL(4, bj)         \
        UPD_COL(5, bj)                                                                     \
    }
/* the tail rows of A's column at a, masked: the rows past m are not the kernel's to read
 * (unmasked, pair tiles ran 3-5% faster at sgemm n = 40 / 56, 2026-12-05, but read the
 * leading dimension's gap, which the fuzzer poisons) */
#define TAIL(a) H_WIDEN(H(maskz_loadu)(hm, (a) + (NV < 2 ? NV * VL : a_hi + (NV - 2) * VL)))
_Static_assert(NS == 6, "three column pairs");
/* The pair tiles broadcast alpha and beta at each store instead: with the locals of KF
 * above, GCC 12 spilled one of their accumulators inside the k loop (sgemm n = 56 / 120 /
 * 184 17-19% slower, dips in the step-8 sweep, 2026-12-02). */
#undef KF
#define KF ((const coefs[]){small_coefs(s)})

/* h_q: columns 2 q and 2 q + 1 in lane pairs */
#define P_UPD(q)                                                                           \
    if (2 * q < NC)                                                                        \
        h##q = V(fmadd)(ah, 2 * q + 1 < NC ? pair_bcast(bp + 2 * q) : V(set1)(bp[2 * q]),  \
                        h##q);
static inline __attribute__((always_inline)) void
tile_pairs(const int NVH, const int NC, const real *a, const SB_T *b, vmask ml,
           const scalars *s, real *c)
{
    const int NV = NVH - 1;   /* the full vectors (UPD, STORE) */
    const sb_dim k = s->k, cs_a = s->cs_a, rs_b = s->rs_b, ldc = s->ldc;
    const sb_dim a_hi = NVH > 2 ? s->a_hi : 2 * VL;
    const __mmask8 hm = (__mmask8)ml;   /* the tail's lanes: at most half a vector */
    const real *bp = (const real *)b;   /* B's row p (cs_b = 1) */
    const sb_dim pf_b = SB_PF_B ? s->pf_b : 0;
    FOR_ALL(DECL)
    vec h0 = V(setzero)(), h1 = h0, h2 = h0;
    for (sb_dim p = 0; p < k; p++) {
        if (pf_b) _mm_prefetch((const char *)(bp + pf_b), _MM_HINT_T0);
#define B_AT(j) bp[j]
        FULL_STEP(B_AT)
#undef B_AT
        const vec ah = PERM(IDX_DUP, TAIL(a));
        P_UPD(0) P_UPD(1) P_UPD(2)
        a += cs_a;
        bp += rs_b;
    }
    const int full = 1;
    SMALL_BY_MODE(PAIR_STORES, s)
}
#endif

#define TILE_PARAMS const real *a, const SB_T *b, vmask ml, const scalars *s, real *c
typedef void (*tile_fn)(TILE_PARAMS);

/* Each (vectors, columns) pair twice: tile_V_C for a masked last vector, tilef_V_C for a
 * whole one (FULL) */
#define DEF(NV, NC)                                                                        \
    static void tile_##NV##_##NC(TILE_PARAMS)                                              \
    {                                                                                      \
        tile(NV, NC, 0, a, b, ml, s, c);                                                   \
    }                                                                                      \
    static void tilef_##NV##_##NC(TILE_PARAMS)                                             \
    {                                                                                      \
        tile(NV, NC, 1, a, b, ml, s, c);                                                   \
    }
#if NS == 6
#define DEF_ROW(NV) DEF(NV, 1) DEF(NV, 2) DEF(NV, 3) DEF(NV, 4) DEF(NV, 5) DEF(NV, 6)
#define TAB_ROW(P, NV) { P##NV##_1, P##NV##_2, P##NV##_3, P##NV##_4, P##NV##_5, P##NV##_6 }
#else
#define DEF_ROW(NV) DEF(NV, 1) DEF(NV, 2) DEF(NV, 3) DEF(NV, 4)
#define TAB_ROW(P, NV) { P##NV##_1, P##NV##_2, P##NV##_3, P##NV##_4 }
#endif

#if (NS != 4 && NS != 6) || MV < 3 || MV > 4 || MR > MS
#error "gemm_small: the tile table covers NS = 4, 6 and MV = 3, 4 (and the set's MR)"
#endif
DEF_ROW(1)
DEF_ROW(2)
DEF_ROW(3)
/* One-vector tiles (m <= VR, real types) are wider, s 12 and d 8 columns: six
 * accumulators leave the two FMA pipes waiting on latency (s 16 x 16 x 16: 0.93x the
 * 12-column tiles), and d at 12 columns is 0.87x the 8-column tiles (4 x 200 x 32: the
 * column offsets no longer fit in the integer registers).  2026-11-30, one thread. */
#if SB_COMPLEX
#define NW NS
#define NW2 NS
#define WIDE(f, nv, nc) tiles[f][0][(nc) - 1]
#else
/* Two-vector real tiles whose second vector is more than half full (no pair tile) are 8
 * columns wide, 16 accumulators: d n = 13 / 14 (7 + 6 columns, not 5 + 4 + 4) 95 / 98 ns a
 * call against 110 / 116 with 6-column tiles (0.85-0.87x); d 16, s 13-32 within 2%
 * (interleaved, best of 7 x 50000 calls, 2026-12-02). */
#define NW SB_PICK(12, 8, 0, 0)
_Static_assert(VR == SB_PICK(SB_AVX512_SMALL_M1_S, SB_AVX512_SMALL_M1_D, 0, 0) &&
                   NW == SB_PICK(SB_AVX512_SMALL_N1_S, SB_AVX512_SMALL_N1_D, 0, 0),
               "the one-tile calls the set declares (kset.c: small_m1, small_n1)");
#define NW2 8
DEF(1, 7) DEF(1, 8) DEF(2, 7) DEF(2, 8)
#define WIDE_ROW8(P, NV) P##NV##_1, P##NV##_2, P##NV##_3, P##NV##_4, P##NV##_5, P##NV##_6, \
    P##NV##_7, P##NV##_8
#if NW == 12
DEF(1, 9) DEF(1, 10) DEF(1, 11) DEF(1, 12)
static const tile_fn wide[2][NW] = {
    { WIDE_ROW8(tile_, 1), tile_1_9, tile_1_10, tile_1_11, tile_1_12 },
    { WIDE_ROW8(tilef_, 1), tilef_1_9, tilef_1_10, tilef_1_11, tilef_1_12 } };
#else
static const tile_fn wide[2][NW] = { { WIDE_ROW8(tile_, 1) }, { WIDE_ROW8(tilef_, 1) } };
#endif
static const tile_fn wide2[2][NW2] = { { WIDE_ROW8(tile_, 2) }, { WIDE_ROW8(tilef_, 2) } };
#define WIDE(f, nv, nc) ((nv) == 1 ? wide[f][(nc) - 1] : wide2[f][(nc) - 1])
#endif
#if MV == 4
DEF_ROW(4)
static const tile_fn tiles[2][MV][NS] = {
    { TAB_ROW(tile_, 1), TAB_ROW(tile_, 2), TAB_ROW(tile_, 3), TAB_ROW(tile_, 4) },
    { TAB_ROW(tilef_, 1), TAB_ROW(tilef_, 2), TAB_ROW(tilef_, 3), TAB_ROW(tilef_, 4) } };
#if !SB_COMPLEX
#define DEFP(NV, NC)                                                                       \
    static void ptile_##NV##_##NC(TILE_PARAMS)                                             \
    {                                                                                      \
        tile_pairs(NV, NC, a, b, ml, s, c);                                                \
    }
#define DEFP_ROW(NV) DEFP(NV, 1) DEFP(NV, 2) DEFP(NV, 3) DEFP(NV, 4) DEFP(NV, 5) DEFP(NV, 6)
#define TABP_ROW(NV)                                                                       \
    { ptile_##NV##_1, ptile_##NV##_2, ptile_##NV##_3, ptile_##NV##_4, ptile_##NV##_5,     \
      ptile_##NV##_6 }
DEFP_ROW(2)
DEFP_ROW(3)
DEFP_ROW(4)
/* tiles of 2 .. 4 vectors whose last one holds at most half a vector of rows (B's rows
 * contiguous) */
static const tile_fn ptiles[MV - 1][NS] = { TABP_ROW(2), TABP_ROW(3), TABP_ROW(4) };
#endif
#else
static const tile_fn tiles[2][MV][NS] = {
    { TAB_ROW(tile_, 1), TAB_ROW(tile_, 2), TAB_ROW(tile_, 3) },
    { TAB_ROW(tilef_, 1), TAB_ROW(tilef_, 2), TAB_ROW(tilef_, 3) } };
#endif
/* tiles of 2 .. MV vectors whose last one holds at most half a vector of rows (real: where
 * B's rows are not contiguous), that vector on 256 bits (HUPD) */
#define DEFH(NV, NC)                                                                       \
    static void htile_##NV##_##NC(TILE_PARAMS)                                             \
    {                                                                                      \
        tile(NV, NC, 2, a, b, ml, s, c);                                                   \
    }
#if NS == 6
#define DEFH_ROW(NV) DEFH(NV, 1) DEFH(NV, 2) DEFH(NV, 3) DEFH(NV, 4) DEFH(NV, 5) DEFH(NV, 6)
#else
#define DEFH_ROW(NV) DEFH(NV, 1) DEFH(NV, 2) DEFH(NV, 3) DEFH(NV, 4)
#endif
DEFH_ROW(2)
DEFH_ROW(3)
#if MV == 4
DEFH_ROW(4)
static const tile_fn htiles[MV - 1][NS] = { TAB_ROW(htile_, 2), TAB_ROW(htile_, 3),
                                            TAB_ROW(htile_, 4) };
#else
static const tile_fn htiles[MV - 1][NS] = { TAB_ROW(htile_, 2), TAB_ROW(htile_, 3) };
#endif

void SB_KNAME(avx512, gemm_small)(sb_dim m, sb_dim n, sb_dim k, const void *alpha_,
                                  const void *a_, sb_dim ps_a, sb_dim cs_a, const void *b_,
                                  sb_dim rs_b, sb_dim cs_b, int conj_b, const void *beta_,
                                  void *c_, sb_dim ldc)
{
    const SB_T *a = a_, *b = b_;
    SB_T *c = c_;
    const SB_T alpha = *(const SB_T *)alpha_, beta = *(const SB_T *)beta_;
    scalars s;
    small_scalars(&s, alpha, beta, conj_b, k, cs_a, rs_b, cs_b, ldc);
    /* A packed in MR-row panels of fewer than MV vectors (s: 2 of 4): a tile takes two
     * panels, its vectors 2 and 3 the next panel's (a_hi), as an A in place gives it
     * MV vectors of its column.  sgemm TN / TT 64 x 4096 x 256 and square 48-384 had run
     * 2-vector tiles, 6-20% (48: half) below NN / NT. */
    const int pairs = !(ps_a == MR) && 2 * MR <= MS;
    s.a_hi = pairs ? ps_a * CX : 2 * VL;
    if (m <= VR && n <= NW) {
        /* one tile of one vector (the tiniest calls): no splitting of m and n */
        const unsigned lanes = (unsigned)(m * CX);
        const vmask ml = lanes >= VL ? (vmask)~0u : (vmask)((1u << lanes) - 1);
        WIDE(lanes >= VL, 1, n)((const real *)a, b, ml, &s, (real *)c);
        return;
    }

    /*
     * Split n into ceil(n / NS) (one-vector m: ceil(n / NW)) column blocks of nearly
     * equal width, and m into row panels of nearly equal numbers of vectors (a
     * column-major A can start a panel at any row; a packed A only at its MR-row panels):
     * n = 7 runs as 4 + 3, not 6 + 1, whose one-column tile would wait on FMA latency;
     * m = 40 (double) as 24 + 16, not 32 + 8.
     */
    const int balanced = ps_a == MR;
    const sb_dim nvec = (m + VR - 1) / VR;
    const int wide_tiles = nvec == 1 || (!SB_COMPLEX && nvec == 2 && 2 * (m - VR) > VR);
    const sb_dim nblk = nvec == 1  ? (n + NW - 1) / NW
                        : wide_tiles ? (n + NW2 - 1) / NW2
                                     : (n + NS - 1) / NS;   /* no idiv */
    const sb_dim PR = pairs ? 2 * MR : MR;   /* a packed A's rows per tile */
    const sb_dim npan = balanced ? (m + MS - 1) / MS : (m + PR - 1) / PR;
    /* the first n % nblk blocks are one column wider, the first nvec % npan panels one
     * vector taller (the same split as ceil(left / blocks left) at each step, without a
     * division per tile) */
    sb_dim nc_lo, nc_wide, nv_lo, nv_tall;
    small_divmod(n, nblk, &nc_lo, &nc_wide);
    small_divmod(nvec, npan, &nv_lo, &nv_tall);
    for (sb_dim jb = 0, j0 = 0; jb < nblk; jb++) {
        const sb_dim nc = nc_lo + (jb < nc_wide);
        for (sb_dim pb = 0, i0 = 0; pb < npan; pb++) {
            sb_dim nv, mr;
            if (balanced) {
                nv = nv_lo + (pb < nv_tall);
                mr = sb_min(nv * VR, m - i0);
            } else {
                mr = sb_min(PR, m - i0);
                nv = (mr + VR - 1) / VR;
            }
            const unsigned lanes = (unsigned)((mr - (nv - 1) * VR) * CX);
            const vmask ml = lanes >= VL ? (vmask)~0u : (vmask)((1u << lanes) - 1);
            const SB_T *ap = balanced ? a + i0 : a + (i0 / MR) * ps_a;
            const int whole = lanes >= VL;
            tile_fn f = wide_tiles ? WIDE(whole, nv, nc) : tiles[whole][nv - 1][nc - 1];
            if (nv > 1 && lanes <= VL / 2)
#if SB_COMPLEX
                f = htiles[nv - 2][nc - 1];
#else
                f = s.cs_b == 1 ? ptiles[nv - 2][nc - 1] : htiles[nv - 2][nc - 1];
#endif
            f((const real *)ap, b + j0 * cs_b, ml, &s, (real *)(c + i0 + j0 * ldc));
            i0 += mr;
        }
        j0 += nc;
    }
}

#if !SB_COMPLEX
/*
 * gemm_small_tt (kernel.h): C := alpha * A^T * B^T + beta * C, A k x m and B n x k
 * column-major, computed as its transpose C^T = B A.  Neither operand is packed: B's
 * columns are the vectors (rows j of C^T), A's columns (contiguous along k) the
 * broadcasts, and each finished tile is transposed in registers before it meets C.  With
 * A packed by packa first (gemm_small's way for a transposed A), dgemm TT 8 x 8 x 8 spent
 * 24% of its time packing an 8-row panel into a 24-row one, sgemm 54% (perf, Intel model
 * 0xcf): a transpose of the m x k A against one of the m x n C here.
 *
 * Tiles: TT_NC = 8 rows of C (columns i of C^T, one broadcast each) by up to TT_MV vectors
 * of C's columns (d 3 x 8 = 24, s 2 x 16 = 32 columns).  Each element is summed in k order
 * from zero by FMA and updated by c_update, as gemm_small does: the same bits.
 * d: an 8 x 8 register transpose per vector gives eight columns of C, eight rows each;
 * s: eight 16-lane vectors become eight vectors of two 8-row column pieces (j and j + 4
 * of each 128-bit quarter pair), stored as 256-bit halves.  A vector's columns of C are
 * all read before any is written (as gemm_small's one-vector tiles: a masked load waits
 * for an earlier store to its line to leave the core, and columns of at most 8 rows share
 * lines).
 */
#define TT_NC 8
#define TT_MV SB_PICK(2, 3, 0, 0)
#define TT_DECL(v, t) vec q##v##_##t = V(setzero)();
#define TT_FOR_T(X, v) X(v, 0) X(v, 1) X(v, 2) X(v, 3) X(v, 4) X(v, 5) X(v, 6) X(v, 7)
#define TT_FOR_ALL(X) TT_FOR_T(X, 0) TT_FOR_T(X, 1) TT_FOR_T(X, 2)
/* row t's element of A broadcast and used at once (all eight broadcasts first, beside 24
 * accumulators and three vectors of B, had GCC spill three accumulators in the k loop) */
#define TT_UPD(v, t)                                                                       \
    if (v < NV) q##v##_##t = V(fmadd)(x##v, y, q##v##_##t);
#define TT_ROW(t)                                                                          \
    if (t < NC) {                                                                          \
        const vec y = V(set1)(ap[t * lda]);                                                \
        TT_UPD(0, t) TT_UPD(1, t) TT_UPD(2, t)                                             \
    }
/* vector v's accumulators, transposed, into C: rows [0, NC) (mask im), columns v VL + ..
 * below nj */
#if SB_TYPE_D
#define TT_PUT(v, MODE)                                                                    \
    if (v < NV) {                                                                          \
        __m512d r[8] = { q##v##_0, q##v##_1, q##v##_2, q##v##_3,                           \
                         q##v##_4, q##v##_5, q##v##_6, q##v##_7 }, cx[8];                  \
        sb_avx512_tr8x8(r);                                                                \
        const int cnt = (int)sb_min(8, nj - v * VL);                                       \
        for (int t = 0; t < cnt; t++) {                                                    \
            const real *cv = c + (v * VL + t) * ldc;                                       \
            cx[t] = MODE < M_A1 ? V(setzero)() : NC == 8 ? V(loadu)(cv)                    \
                                                         : V(maskz_loadu)(im, cv);         \
        }                                                                                  \
        for (int t = 0; t < cnt; t++) {                                                    \
            real *cv = c + (v * VL + t) * ldc;                                             \
            const vec y = c_update(MODE, r[t], cx[t], KF);                                 \
            if (NC == 8) V(storeu)(cv, y);                                                 \
            else V(mask_storeu)(cv, im, y);                                                \
        }                                                                                  \
    }
#else
#define TT_PUT(v, MODE)                                                                    \
    if (v < NV) {                                                                          \
        const __m512 g[8] = { q##v##_0, q##v##_1, q##v##_2, q##v##_3,                      \
                              q##v##_4, q##v##_5, q##v##_6, q##v##_7 };                    \
        __m512 o[8], cx[8];                                                                \
        tt_tr8x16(g, o);                                                                   \
        /* o[w]: columns jl (low half) and jl + 4 (high half) */                           \
        for (int w = 0; w < 8; w++) {                                                      \
            const sb_dim jl = v * VL + (w >> 2) * 8 + (w & 3);                             \
            cx[w] = V(setzero)();                                                          \
            if (MODE >= M_A1 && jl < nj) {                                                 \
                const real *c0 = c + jl * ldc;                                             \
                const hvec lo = H(maskz_loadu)(im, c0);                                    \
                cx[w] = jl + 4 < nj ? H_JOIN(lo, H(maskz_loadu)(im, c0 + 4 * ldc))         \
                                    : H_WIDEN(lo);                                         \
            }                                                                              \
        }                                                                                  \
        for (int w = 0; w < 8; w++) {                                                      \
            const sb_dim jl = v * VL + (w >> 2) * 8 + (w & 3);                             \
            if (jl >= nj) continue;                                                        \
            real *c0 = c + jl * ldc;                                                       \
            const vec y = c_update(MODE, o[w], cx[w], KF);                                 \
            H(mask_storeu)(c0, im, in_reg(H_LO(y)));                                       \
            if (jl + 4 < nj) H(mask_storeu)(c0 + 4 * ldc, im, in_reg(H_HI(y)));            \
        }                                                                                  \
    }
/* g[t] (16 lanes: j) for t < 8 -> o[w], w = 4 h + c: low half column j = 8 h + c, high
 * half j + 4, each half rows t = 0..7: pairs, quads (as sb_avx512_tr16), then the two
 * 4-row halves of each column joined by one two-source permute */
static inline __attribute__((always_inline)) void tt_tr8x16(const __m512 g[8], __m512 o[8])
{
    __m512 t[8], u[8];
    for (int x = 0; x < 8; x += 2) {
        t[x] = _mm512_unpacklo_ps(g[x], g[x + 1]);
        t[x + 1] = _mm512_unpackhi_ps(g[x], g[x + 1]);
    }
    for (int x = 0; x < 8; x += 4) {
        u[x] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[x]),
                                                   _mm512_castps_pd(t[x + 2])));
        u[x + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[x]),
                                                       _mm512_castps_pd(t[x + 2])));
        u[x + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[x + 1]),
                                                       _mm512_castps_pd(t[x + 3])));
        u[x + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[x + 1]),
                                                       _mm512_castps_pd(t[x + 3])));
    }
    /* u[4 g + c], 128-bit quarter L: column 4 L + c, rows 4 g .. 4 g + 3 */
    const __m512i q01 = _mm512_set_epi32(23, 22, 21, 20, 7, 6, 5, 4, 19, 18, 17, 16, 3, 2, 1, 0),
                  q23 = _mm512_set_epi32(31, 30, 29, 28, 15, 14, 13, 12, 27, 26, 25, 24, 11, 10,
                                         9, 8);
    for (int c = 0; c < 4; c++) {
        o[c] = _mm512_permutex2var_ps(u[c], q01, u[4 + c]);       /* columns c, 4 + c */
        o[4 + c] = _mm512_permutex2var_ps(u[c], q23, u[4 + c]);   /* 8 + c, 12 + c */
    }
}
#endif
#define TT_STORES(MODE) TT_PUT(0, MODE) TT_PUT(1, MODE) TT_PUT(2, MODE)
#undef KF
#define KF (&kf)

/* NC rows of C (A's columns at a, lda apart) by nj columns (B's rows at b, ldb per k
 * step) in NV vectors, the last one masked unless FULL */
static inline __attribute__((always_inline)) void
tt_tile(const int NV, const int NC, const int FULL, const real *a, sb_dim lda, const real *b,
        sb_dim ldb, sb_dim nj, const scalars *s, real *c)
{
    const sb_dim k = s->k, ldc = s->ldc;
    const sb_dim tail = nj - (NV - 1) * VL;
    const vmask ml = FULL ? (vmask)~0u : (vmask)((1u << tail) - 1);
    const __mmask8 im = (__mmask8)((1u << NC) - 1);
    TT_FOR_ALL(TT_DECL)
    const real *ap = a;
    for (sb_dim p = 0; p < k; p++) {
        const vec x0 = NV == 1 ? LAST_LOAD(b) : V(loadu)(b);
        const vec x1 = NV < 2 ? x0 : NV == 2 ? LAST_LOAD(b + VL) : V(loadu)(b + VL);
        const vec x2 = NV < 3 ? x0 : LAST_LOAD(b + 2 * VL);
        TT_ROW(0) TT_ROW(1) TT_ROW(2) TT_ROW(3) TT_ROW(4) TT_ROW(5) TT_ROW(6) TT_ROW(7)
        ap++;
        b += ldb;
    }
    (void)im;
    const coefs kf = small_coefs(s);
    SMALL_BY_MODE(TT_STORES, s)
}

#define TT_PARAMS const real *a, sb_dim lda, const real *b, sb_dim ldb, sb_dim nj,         \
                  const scalars *s, real *c
typedef void (*tt_fn)(TT_PARAMS);
#define TT_DEF(NV, NC)                                                                     \
    static void tt_##NV##_##NC(TT_PARAMS) { tt_tile(NV, NC, 0, a, lda, b, ldb, nj, s, c); } \
    static void ttf_##NV##_##NC(TT_PARAMS) { tt_tile(NV, NC, 1, a, lda, b, ldb, nj, s, c); }
#define TT_DEF_ROW(NV) TT_DEF(NV, 1) TT_DEF(NV, 2) TT_DEF(NV, 3) TT_DEF(NV, 4) TT_DEF(NV, 5) \
    TT_DEF(NV, 6) TT_DEF(NV, 7) TT_DEF(NV, 8)
#define TT_TAB_ROW(P, NV) { P##NV##_1, P##NV##_2, P##NV##_3, P##NV##_4, P##NV##_5,         \
                            P##NV##_6, P##NV##_7, P##NV##_8 }
TT_DEF_ROW(1)
TT_DEF_ROW(2)
#if TT_MV == 3
TT_DEF_ROW(3)
static const tt_fn tt_tiles[2][TT_MV][TT_NC] = {
    { TT_TAB_ROW(tt_, 1), TT_TAB_ROW(tt_, 2), TT_TAB_ROW(tt_, 3) },
    { TT_TAB_ROW(ttf_, 1), TT_TAB_ROW(ttf_, 2), TT_TAB_ROW(ttf_, 3) } };
#else
static const tt_fn tt_tiles[2][TT_MV][TT_NC] = {
    { TT_TAB_ROW(tt_, 1), TT_TAB_ROW(tt_, 2) }, { TT_TAB_ROW(ttf_, 1), TT_TAB_ROW(ttf_, 2) } };
#endif

void SB_KNAME(avx512, gemm_small_tt)(sb_dim m, sb_dim n, sb_dim k, const void *alpha_,
                                     const void *a_, sb_dim lda, const void *b_, sb_dim ldb,
                                     const void *beta_, void *c_, sb_dim ldc)
{
    const real *a = a_, *b = b_;
    real *c = c_;
    scalars s;
    small_scalars(&s, *(const SB_T *)alpha_, *(const SB_T *)beta_, 0, k, 1, ldb, 1, ldc);
    if (m <= TT_NC && n <= VL) {   /* one tile (the tiniest calls): no splitting */
        tt_tiles[n == VL][0][m - 1](a, lda, b, ldb, n, &s, c);
        return;
    }
    /* rows of C in blocks of at most 8, nearly equal (m = 12: 6 + 6); columns in panels
     * of nearly equal numbers of vectors, at most TT_MV; row blocks outside, so that
     * the block's k x 8 slice of A stays in L1 while B streams */
    const sb_dim nib = (m + TT_NC - 1) / TT_NC, nvec = (n + VL - 1) / VL;
    const sb_dim npan = (nvec + TT_MV - 1) / TT_MV;
    sb_dim mi_lo, mi_wide, nv_lo, nv_tall;
    small_divmod(m, nib, &mi_lo, &mi_wide);
    small_divmod(nvec, npan, &nv_lo, &nv_tall);
    for (sb_dim ib = 0, i0 = 0; ib < nib; ib++) {
        const sb_dim mi = mi_lo + (ib < mi_wide);
        for (sb_dim pb = 0, j0 = 0; pb < npan; pb++) {
            const sb_dim nv = nv_lo + (pb < nv_tall), nj = sb_min(nv * VL, n - j0);
            const int whole = nj == nv * VL;
            tt_tiles[whole][nv - 1][mi - 1](a + i0 * lda, lda, b + j0, ldb, nj, &s,
                                           c + i0 + j0 * ldc);
            j0 += nj;
        }
        i0 += mi;
    }
}
#endif
