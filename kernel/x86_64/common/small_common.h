/*
 * What the x86-64 small-matrix GEMM kernels (avx2/ and avx512/ gemm_small_t.c) share:
 * the cases of the C update, the per-call scalars every tile reads, and the update of one
 * vector of C.  Include once per file, after sb/type.h and the set's vec, real, V() and
 * VSWAP(); SB_SMALL_EXTRA may add set-specific members to the scalars (AVX2: its lane
 * mask, a vector; AVX-512 keeps its mask in a k register, per tile).
 */
#ifndef SB_KERNEL_X86_SMALL_COMMON_H
#define SB_KERNEL_X86_SMALL_COMMON_H

#include "kernel/x86_64/common/tile_put.h"   /* SB_X86_VROUNDED */

#ifndef SB_SMALL_EXTRA
#define SB_SMALL_EXTRA
#endif

/* C := alpha * AB + beta * C cases, with as few FP operations per vector as each allows
 * (beta == 0: C is not read): M_A1 is alpha == 1 with beta == 1 (C added unmultiplied, as
 * the reference's GEMM does; for complex types (1, 0) times an Inf + 0i of C would be
 * Inf + NaN i), M_B1 beta == 1 with alpha != 1; alpha == 1 with another beta is M_ANY,
 * whose product by alpha is then exact (kernel.h's C update rounds beta * C on its own). */
enum { M_BZ_A1, M_BZ, M_A1, M_B1, M_ANY };

/* X(MODE), the tile's store sequence, once per case with MODE a constant (so that each
 * copy's c_update folds to that case's operations), the case chosen by s->mode once per
 * tile. */
#define SMALL_BY_MODE(X, s)                                                                \
    switch ((s)->mode) {                                                                   \
    case M_BZ_A1: X(M_BZ_A1) break;                                                        \
    case M_BZ: X(M_BZ) break;                                                              \
    case M_A1: X(M_A1) break;                                                              \
    case M_B1: X(M_B1) break;                                                              \
    default: X(M_ANY) break;                                                               \
    }

/* What every tile of one call shares (passed by pointer: a tile call takes its few
 * arguments in registers, none on the stack) */
typedef struct {
    real ar, ai, br, bi;  /* alpha and beta (real types: ar, br only), broadcast where
                           * used: vectors here would make every call align its frame
                           * to 64 bytes for them (a 512-byte frame in the AVX-512
                           * kernel's entry, ~1/3 of an 2 x 2 x 2 call's time there) */
    SB_SMALL_EXTRA
    int mode;             /* M_*: how C is updated */
    int conj_b;
    sb_dim k;
    sb_dim cs_a;          /* reals */
    sb_dim rs_b, cs_b;    /* elements */
    sb_dim ldc;           /* reals */
    sb_dim pf_b;          /* elements: see small_scalars */
    sb_dim a_hi;          /* reals: A's tile vectors 2 and 3 at a + a_hi (+ VL), set by the
                           * kernel (AVX-512: vector 2 of an in-place A, or the next
                           * MR-row panel of a packed one) */
} scalars;

static inline void small_scalars(scalars *s, SB_T alpha, SB_T beta, int conj_b, sb_dim k,
                                 sb_dim cs_a, sb_dim rs_b, sb_dim cs_b, sb_dim ldc)
{
    s->ar = SB_RE(alpha);
    s->br = SB_RE(beta);
#if SB_COMPLEX
    s->ai = SB_IM(alpha);
    s->bi = SB_IM(beta);
#else
    s->ai = s->bi = 0;
#endif
    s->mode = beta == (SB_T)0                                  ? (alpha == (SB_T)1 ? M_BZ_A1 : M_BZ)
              : alpha == (SB_T)1 && beta == (SB_T)1                  ? M_A1
              : beta == (SB_T)1                                      ? M_B1
                                                                     : M_ANY;
    s->conj_b = SB_COMPLEX && conj_b;
    s->k = k;
    s->cs_a = cs_a * (1 + SB_COMPLEX);
    s->rs_b = rs_b;
    s->cs_b = cs_b;
    /* B's rows contiguous and more than 2 KiB apart (op(B) = B^T of a wide B): a tile's k
     * loop reads each row at a new page, where the hardware prefetchers do not follow, and
     * the tiles after it want the next line of each row: prefetched at each step (the
     * set's kernel decides whether it does).  0: none. */
    s->pf_b = cs_b == 1 && rs_b * (sb_dim)sizeof(SB_T) > 2048 ? 64 / (sb_dim)sizeof(SB_T) : 0;
    s->ldc = ldc * (1 + SB_COMPLEX);
}

/* alpha and beta broadcast, built by a tile (a local: the struct's reals may be reloaded
 * after every store to C, which has their type) for its stores (c_update) */
typedef struct {
    vec ar, ai, br, bi;   /* real types: ar, br only */
    int conj_b;
#if SB_COMPLEX
    int areal, breal;     /* alpha, beta real (their products as kernel.h's C update
                           * rounds them) */
#endif
} coefs;

static inline __attribute__((always_inline)) coefs small_coefs(const scalars *s)
{
    coefs k;
    k.ar = V(set1)(s->ar);
    k.br = V(set1)(s->br);
    k.ai = SB_COMPLEX ? V(set1)(s->ai) : k.ar;
    k.bi = SB_COMPLEX ? V(set1)(s->bi) : k.br;
    k.conj_b = s->conj_b;
#if SB_COMPLEX
    k.areal = s->ai == 0;
    k.breal = s->bi == 0;
#endif
    return k;
}

/* *q = a / b, *r = a % b for the kernels' splits of m and n into tiles (0 < b <= a):
 * nothing to divide for one block (b == 1, the usual tiny call), else a 32-bit division
 * where a fits (perf, dgemm 8 x 8 x 8 on the Intel Xeon AVX-512 VM: the AVX-512 kernel
 * function 24% -> 19% of the call, its two idivs gone from the profile). */
static inline void small_divmod(sb_dim a, sb_dim b, sb_dim *q, sb_dim *r)
{
    if (b == 1) {
        *q = a;
        *r = 0;
    } else if ((unsigned long)a <= 0xffffffffu) {
        const sb_dim qq = (sb_dim)((unsigned)a / (unsigned)b);
        *q = qq;
        *r = a - qq * b;
    } else {
        *q = a / b;
        *r = a % b;
    }
}

#if SB_COMPLEX
/* One vector of C from the accumulators R (A times re(b)) and I (A times im(b)), cx C's
 * values (not read when beta == 0): A * b = [ar br - ai bi, ai br + ar bi] =
 * fmaddsub(R, 1, swap(I)); A * conj(b) flips the sign of I (fmsubadd); then
 * y = alpha * x (+ beta * cx), rounded as kernel.h's C update says (as the blocked
 * kernels do: a small call gives their bits): a real alpha or beta scales both parts. */
static inline __attribute__((always_inline)) vec c_update(const int MODE, vec r, vec i,
                                                          vec cx, const coefs *s)
{
    const vec one = V(set1)(1);
    const vec x = s->conj_b ? V(fmsubadd)(r, one, VSWAP(i)) : V(fmaddsub)(r, one, VSWAP(i));
    const vec ar = s->ar, ai = s->ai, br = s->br, bi = s->bi;
    vec y = x;
    if (MODE != M_BZ_A1 && MODE != M_A1)
        y = s->areal ? V(mul)(x, ar) : V(fmaddsub)(x, ar, V(mul)(VSWAP(x), ai));
    SB_X86_VROUNDED(y);
    if (MODE == M_A1 || MODE == M_B1)   /* beta == 1 */
        y = V(add)(y, cx);
    if (MODE == M_ANY) y = SB_X86_BETA_ADD_CPLX(V, VSWAP, br, bi, s->breal, cx, y);
    return y;
}
#else
/* alpha * acc (+ beta * cx), cx C's values (not read when beta == 0), rounded as kernel.h's
 * C update says */
static inline __attribute__((always_inline)) vec c_update(const int MODE, vec acc, vec cx,
                                                          const coefs *s)
{
    const vec ar = s->ar, br = s->br;
    vec y = MODE == M_BZ_A1 || MODE == M_A1 ? acc : V(mul)(acc, ar);
    if (MODE == M_ANY) {
        y = SB_X86_BETA_ADD(V, br, cx, y);
    } else if (MODE == M_A1 || MODE == M_B1) {   /* beta == 1 */
        SB_X86_VROUNDED(y);
        y = V(add)(y, cx);
    }
    return y;
}
#endif

/*
 * The tile's accumulators, named variables, one per (vector v, column j) (complex: R and
 * I, A times re(b) and A times im(b)), each statement guarded by constants (v < NV,
 * j < NC) that the compiler folds.  The set defines SMALL_BCAST(p) (the real at p in
 * every lane) and SMALL_UPDS(j) (UPD(v, j) for each of its vectors v).
 */
#if SB_COMPLEX
#define DECL(v, j) vec r##v##_##j = V(setzero)(), i##v##_##j = r##v##_##j;
#define UPD(v, j)                                                                          \
    if (v < NV) {                                                                          \
        r##v##_##j = V(fmadd)(a##v, br, r##v##_##j);                                       \
        i##v##_##j = V(fmadd)(a##v, bi, i##v##_##j);                                       \
    }
#define COL(j)                                                                             \
    if (j < NC) {                                                                          \
        const real *bj = (const real *)(b + j * cs_b);                                     \
        const vec br = SMALL_BCAST(bj), bi = SMALL_BCAST(bj + 1);                          \
        SMALL_UPDS(j)                                                                      \
    }
#define ACCS(v, j) r##v##_##j, i##v##_##j   /* c_update's accumulators */
#else
#define DECL(v, j) vec r##v##_##j = V(setzero)();
#define UPD(v, j)                                                                          \
    if (v < NV) r##v##_##j = V(fmadd)(a##v, br, r##v##_##j);
#define COL(j)                                                                             \
    if (j < NC) {                                                                          \
        const vec br = SMALL_BCAST((const real *)(b + j * cs_b));                          \
        SMALL_UPDS(j)                                                                      \
    }
#define ACCS(v, j) r##v##_##j
#endif

#endif
