/*
 * The level 1 and 2 kernels of the x86-64 kernel sets, written once for every set and
 * every type (contract: kernel/kernel.h).  A set's kernel/x86_64/<set>/level12_t.c
 * defines
 *     SB_L12_SET  the set's name (a token: avx512, avx2, ...)
 *     SB_L12_VB   its vector width in bytes (64, 32, 16)
 * and includes this file; the Makefile compiles it there with the set's ISA flags, four
 * times (s, d, c, z).  The code uses GCC vector extensions only: the width is a
 * parameter, the compiler picks the instructions.
 *
 * Complex vectors are handled as real vectors of interleaved (re, im) pairs: with
 * sw(v) the vector with each pair swapped, a complex scalar t times v is
 *     re(t) * v + [-im(t), im(t), ...] * sw(v),
 * and conj?(x) . y is assembled at the end from the two sums x * y and x * sw(y).
 *
 * Unit-stride operands take the vector paths; other increments run the generic kernels.
 * Sums (dot, asum, nrm2, gemv_t) use several vector accumulators, so they are not added
 * in the order of the reference's loops; every other kernel computes each element with
 * the operations of the generic kernel (contracted into FMAs).  Tails shorter than a
 * vector are loaded zero-padded into a whole one where padding cannot change a result.
 */
#include <float.h>
#include <math.h>
#include <string.h>
#include <immintrin.h>
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/generic/generic.h"
#include "kernel/x86_64/common/level12.h"

#if !defined(SB_L12_SET) || !defined(SB_L12_VB)
#error "define SB_L12_SET and SB_L12_VB before including level12_impl.h"
#endif

#define KN(x) SB_KNAME(SB_L12_SET, x)
#define GEN(x) SB_KNAME(generic, x)

/* reals per element, reals per vector */
#define NRE (SB_COMPLEX ? 2 : 1)
#define VW ((sb_dim)(SB_L12_VB / sizeof(SB_R)))

typedef SB_R vr __attribute__((vector_size(SB_L12_VB)));
typedef SB_PICK(int32_t, int64_t, int32_t, int64_t) ir;
typedef ir vi __attribute__((vector_size(SB_L12_VB)));

#define INLINE static inline __attribute__((always_inline))

INLINE vr ld(const SB_R *p) { vr v; memcpy(&v, p, sizeof v); return v; }
INLINE void st(SB_R *p, vr v) { memcpy(p, &v, sizeof v); }
/* A vector loaded once for two FMAs (an asm load): left to itself GCC 12 folds the load
 * into each FMA that uses it.  Intel Xeon model 0xcf, one thread, bench 7 rounds
 * interleaved against the build before: colpass_blk's fused pass, real types, dsymv
 * n = 300 / 500 1.24 / 1.27x, ssymv 300 / 700 1.22 / 1.30x with the matrix in L2, 0.97x at
 * d 700 (just past L2), level beyond (1000-4000) -- complex there (four uses a vector,
 * which GCC loaded twice into registers) ran 0.85-0.97x with it; gemv_n, complex: cgemv
 * 100 / 300 1.15 / 1.23x, zgemv 1.23 / 1.58x, ztrmv 300 1.19x, 1000-4000 level (AVX2 set:
 * cgemv 1.17 / 1.11x, zgemv 1.01 / 1.14x). */
#ifdef __AVX__
INLINE vr ld1(const SB_R *p)
{
    vr v;
    __asm__ volatile("vmovupd %1, %0" : "=v"(v) : "m"(*(const vr *)p));
    return v;
}
#else
#define ld1 ld
#endif
INLINE vr splat(SB_R a) { return (vr){ 0 } + a; }
INLINE vi iota(void)
{
    vi v;
    for (int i = 0; i < (int)VW; i++) v[i] = i;
    return v;
}

/* The first k < VW reals, the rest zero, and the store of the first k: masked loads and
 * stores where the ISA has them (they never touch the masked-out memory), else memcpy. */
#if defined(__AVX512F__) && SB_L12_VB == 64
#include <immintrin.h>
INLINE vr ldm(const SB_R *p, __mmask16 m)
{
    return (vr)SB_PICK(_mm512_maskz_loadu_ps, _mm512_maskz_loadu_pd, _mm512_maskz_loadu_ps,
                       _mm512_maskz_loadu_pd)(m, p);
}
INLINE void stm(SB_R *p, vr v, __mmask16 m)
{
    SB_PICK(_mm512_mask_storeu_ps, _mm512_mask_storeu_pd, _mm512_mask_storeu_ps,
            _mm512_mask_storeu_pd)(p, m, (SB_PICK(__m512, __m512d, __m512, __m512d))v);
}
INLINE vr ldp(const SB_R *p, sb_dim k) { return ldm(p, (__mmask16)((1u << k) - 1)); }
INLINE void stp(SB_R *p, vr v, sb_dim k) { stm(p, v, (__mmask16)((1u << k) - 1)); }
/* the last k lanes of the vector at p (the first VW - k zero and not read or written) */
#define LAST_MASK(k) ((__mmask16)(((1u << VW) - 1) & ~((1u << (VW - (k))) - 1)))
INLINE vr ldph(const SB_R *p, sb_dim k) { return ldm(p, LAST_MASK(k)); }
INLINE void stph(SB_R *p, vr v, sb_dim k) { stm(p, v, LAST_MASK(k)); }
#elif defined(__AVX2__) && SB_L12_VB == 32
#include <immintrin.h>
INLINE vr ldm(const SB_R *p, vi m)
{
    return (vr)SB_PICK(_mm256_maskload_ps, _mm256_maskload_pd, _mm256_maskload_ps,
                       _mm256_maskload_pd)(p, (__m256i)m);
}
INLINE void stm(SB_R *p, vr v, vi m)
{
    SB_PICK(_mm256_maskstore_ps, _mm256_maskstore_pd, _mm256_maskstore_ps,
            _mm256_maskstore_pd)(p, (__m256i)m, (SB_PICK(__m256, __m256d, __m256, __m256d))v);
}
INLINE vr ldp(const SB_R *p, sb_dim k) { return ldm(p, iota() < (ir)k); }
INLINE void stp(SB_R *p, vr v, sb_dim k) { stm(p, v, iota() < (ir)k); }
/* the last k lanes of the vector at p (the first VW - k zero and not read or written) */
INLINE vr ldph(const SB_R *p, sb_dim k) { return ldm(p, iota() >= (ir)(VW - k)); }
INLINE void stph(SB_R *p, vr v, sb_dim k) { stm(p, v, iota() >= (ir)(VW - k)); }
#else
INLINE vr ldp(const SB_R *p, sb_dim k) { vr v = { 0 }; memcpy(&v, p, k * sizeof(SB_R)); return v; }
INLINE void stp(SB_R *p, vr v, sb_dim k) { memcpy(p, &v, k * sizeof(SB_R)); }
INLINE vr ldph(const SB_R *p, sb_dim k)
{
    vr v = { 0 };
    memcpy((SB_R *)&v + (VW - k), p + (VW - k), k * sizeof(SB_R));
    return v;
}
INLINE void stph(SB_R *p, vr v, sb_dim k)
{
    memcpy(p + (VW - k), (const SB_R *)&v + (VW - k), k * sizeof(SB_R));
}
#endif
/* e in the even lanes, o in the odd ones */
INLINE vr alt(SB_R e, SB_R o)
{
    vr v;
    for (int i = 0; i < (int)VW; i++) v[i] = i & 1 ? o : e;
    return v;
}
/* |v|: clears the sign bits (-0.0 in every lane; splat(-0.0) would add it to +0) */
INLINE vr vabs(vr v) { return (vr)((vi)v & ~(vi)alt(-0.0, -0.0)); }
INLINE vr sel(vi m, vr a, vr b) { return (vr)((m & (vi)a) | (~m & (vi)b)); }
#if defined(__AVX512F__) && SB_L12_VB == 64
/* the lanes' sum by a tree of adds (halves, then quarters ...): the serial sum below is a
 * chain of VW dependent adds, which dominated short gemv_t / symv_r columns */
INLINE SB_R hsum(vr v)
{
    return SB_PICK(_mm512_reduce_add_ps, _mm512_reduce_add_pd, _mm512_reduce_add_ps,
                   _mm512_reduce_add_pd)((SB_PICK(__m512, __m512d, __m512, __m512d))v);
}
#elif defined(__AVX2__) && SB_L12_VB == 32
/* the same tree with 256-bit vectors: halves, then pairs, then the last two lanes */
INLINE SB_R hsum(vr v)
{
#if SB_TYPE_S || SB_TYPE_C
    const __m256 w = (__m256)v;
    __m128 t = _mm_add_ps(_mm256_castps256_ps128(w), _mm256_extractf128_ps(w, 1));
    t = _mm_add_ps(t, _mm_movehl_ps(t, t));
    return _mm_cvtss_f32(_mm_add_ss(t, _mm_shuffle_ps(t, t, 1)));
#else
    const __m256d w = (__m256d)v;
    const __m128d t = _mm_add_pd(_mm256_castpd256_pd128(w), _mm256_extractf128_pd(w, 1));
    return _mm_cvtsd_f64(_mm_add_sd(t, _mm_unpackhi_pd(t, t)));
#endif
}
#else
INLINE SB_R hsum(vr v)
{
    SB_R s = 0;
    for (int i = 0; i < (int)VW; i++) s += v[i];
    return s;
}
#endif
INLINE int any(vi m)
{
    ir r = 0;
    for (int i = 0; i < (int)VW; i++) r |= m[i];
    return r != 0;
}

#if SB_COMPLEX && !defined(__clang__)
INLINE vr sw(vr v) { return __builtin_shuffle(v, iota() ^ 1); }
#elif SB_COMPLEX /* clang (the fuzz build) has no __builtin_shuffle: constant indices */
#define SW_2 1, 0
#define SW_4 SW_2, 3, 2
#define SW_8 SW_4, 5, 4, 7, 6
#define SW_16 SW_8, 9, 8, 11, 10, 13, 12, 15, 14
#if defined(SB_TYPE_C) && SB_L12_VB == 64
INLINE vr sw(vr v) { return __builtin_shufflevector(v, v, SW_16); }
#elif (defined(SB_TYPE_C) && SB_L12_VB == 32) || (defined(SB_TYPE_Z) && SB_L12_VB == 64)
INLINE vr sw(vr v) { return __builtin_shufflevector(v, v, SW_8); }
#elif (defined(SB_TYPE_C) && SB_L12_VB == 16) || (defined(SB_TYPE_Z) && SB_L12_VB == 32)
INLINE vr sw(vr v) { return __builtin_shufflevector(v, v, SW_4); }
#else
INLINE vr sw(vr v) { return __builtin_shufflevector(v, v, SW_2); }
#endif
#endif

/* The product of im(t) i and the elements of a vector a, accumulated over columns as z +=
 * splat(im(t)) a (a splat, as re(t): no alternating vector to build, and a broadcast operand
 * where registers run short), is sw(z) SW_SIGN: i im(t) a = -im(t) a_im + i im(t) a_re.
 * The sign commutes with rounding: the same sums as with alt(im(t), -im(t)) per column. */
#define SW_SIGN alt(-1, 1)

/* A scalar t as the pair of vectors (tr, ti) that multiply by it: t v = tr v + ti sw(v). */
typedef struct { vr r, i; } vscal;
INLINE vscal vs(SB_T t)
{
    /* alt(-im, im) as a splat times SW_SIGN: GCC builds alt() of a variable lane by lane
     * (16 masked broadcasts for c on AVX-512); cgeru n = 64-150 ran 1.2-1.45x faster with
     * this in ger's column loop */
    vscal s = { splat(SB_RE(t)), splat(SB_IM(t)) * SW_SIGN };
    return s;
}
INLINE vr vmul(vscal t, vr v)
{
#if SB_COMPLEX
    return t.r * v + t.i * sw(v);
#else
    return t.r * v;
#endif
}

/*
 * t v rounded exactly as the generic kernel's complex product (each product rounded,
 * then their sum; no FMA contraction): the compiler may not see through opaque().
 * Complex axpy uses it: LAPACK's eigenvalue tests (CST, n = 5) sit close enough to
 * their threshold that the contracted form, with the AVX-512 GEMM kernels, crossed it.
 */
INLINE vr opaque(vr v)
{
    __asm__("" : "+v"(v));
    return v;
}
/* The scalar a b as the generic kernel rounds it (complex: each product rounded, then
 * their sum or difference, as in vmul_exact).  Left to itself GCC contracts one of the two
 * products into an FMA, and which one changed with unrelated code in the same function:
 * gemv_n's t = alpha x(j), AVX2 zgemv, last bits. */
INLINE SB_R sopq(SB_R v)
{
    __asm__("" : "+v"(v));
    return v;
}
INLINE SB_T smul_exact(SB_T a, SB_T b)
{
#if SB_COMPLEX
    const SB_R ar = SB_RE(a), ai = SB_IM(a), br = SB_RE(b), bi = SB_IM(b);
    return SB_MAKE(sopq(ar * br) - sopq(ai * bi), sopq(ar * bi) + sopq(ai * br));
#else
    return a * b;
#endif
}
INLINE vr vmul_exact(vscal t, vr v)
{
#if SB_COMPLEX
    return opaque(opaque(t.r * v) + opaque(t.i * sw(v)));
#else
    return t.r * v;
#endif
}

/* conj?(u) . w from the lane sums p = u * w and q = u * sw(w) (q unused for real types) */
INLINE SB_T dot_of(vr p, vr q, int cj)
{
#if SB_COMPLEX
    const vr pm = alt(1, -1);
    return cj ? SB_MAKE(hsum(p), hsum(q * pm)) : SB_MAKE(hsum(p * pm), hsum(q));
#else
    (void)q; (void)cj;
    return hsum(p);
#endif
}

/* ------------------------------------------------------------------ elementwise */

/*
 * The reals before the first vector-aligned element of an output y of len reals (0 when
 * y is aligned, too short, or not aligned to whole elements): a kernel that stores a
 * stream does these first, as one partial vector, so that its full vectors are stored
 * aligned.  A full vector stored across two cache lines costs two line writes; with y
 * off by half a vector (sger's columns, lda = 1000: every other one) that was every
 * store.  Elementwise kernels compute each element alike wherever it falls, so the
 * results do not change.
 */
/* HEAD_NOTE: the head is computed as the last lanes of the vector that ends at the first
 * aligned element (ldph / stph), not the first lanes of one that starts at y: a masked
 * store cannot forward its data, and the next (aligned) vector's load, which a vector
 * starting at y overlaps, waited for it to reach the cache -- 43% of sger n = 100's time
 * (perf, Intel Xeon model 0xcf); sger 100 x 100 1.54 -> 1.07 us, sger 100 / 150 1.24-1.39x
 * (bench).  axpy only: gemv_n's head done so measured level for gemv and 0.80-0.86x for
 * ssyr2 n = 100 / 150 (its two-column gemv_n; the head's y load stalled there instead). */
INLINE sb_dim head_to_align(const SB_R *y, sb_dim len)
{
    const sb_dim off = (sb_dim)((uintptr_t)y % SB_L12_VB);
    if (off == 0 || off % (NRE * sizeof(SB_R)) != 0 || len < 2 * VW) return 0;
    return (SB_L12_VB - off) / (sb_dim)sizeof(SB_R);
}

/* y += a x over len reals, unit stride */
INLINE void axpy_body(const vscal a, const SB_R *x, SB_R *y, const sb_dim len)
{
    sb_dim i = head_to_align(y, len);
    /* the head as the last i lanes of the vector ending at y + i (HEAD_NOTE) */
    if (i) stph(y + i - VW, ldph(y + i - VW, i) + vmul_exact(a, ldph(x + i - VW, i)), i);
    for (; i + 4 * VW <= len; i += 4 * VW) {
        const vr y0 = ld(y + i) + vmul_exact(a, ld(x + i));
        const vr y1 = ld(y + i + VW) + vmul_exact(a, ld(x + i + VW));
        const vr y2 = ld(y + i + 2 * VW) + vmul_exact(a, ld(x + i + 2 * VW));
        const vr y3 = ld(y + i + 3 * VW) + vmul_exact(a, ld(x + i + 3 * VW));
        st(y + i, y0);
        st(y + i + VW, y1);
        st(y + i + 2 * VW, y2);
        st(y + i + 3 * VW, y3);
    }
    for (; i + VW <= len; i += VW) st(y + i, ld(y + i) + vmul_exact(a, ld(x + i)));
    if (i < len) stp(y + i, ldp(y + i, len - i) + vmul_exact(a, ldp(x + i, len - i)), len - i);
}

void KN(axpy)(sb_dim n, const void *alpha_, const void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    if (incx != 1 || incy != 1) {
        GEN(axpy)(n, alpha_, x_, incx, y_, incy);
        return;
    }
    axpy_body(vs(*(const SB_T *)alpha_), x_, y_, n * NRE);
}

/* ger (kernel.h): the axpy of each column, without a call and the driver's bookkeeping per
 * column (30% of sger n = 100's time) */
void KN(ger)(sb_dim m, sb_dim n, const void *alpha_, const void *x_, const void *y_,
             sb_dim incy, void *a_, sb_dim lda, int cj)
{
    const SB_T alpha = *(const SB_T *)alpha_, *y = y_;
    SB_T *a = a_;
    for (sb_dim j = 0; j < n; j++) {
        const SB_T yj = y[j * incy];
        if (yj == (SB_T)0) continue;
        axpy_body(vs(alpha * SB_CONJ_IF(cj, yj)), x_, (SB_R *)(a + j * lda), m * NRE);
    }
}

/* x := alpha x; zero: alpha == 0 stores zeros (scal), otherwise it multiplies (scal_ieee) */
INLINE void scal_body(sb_dim n, const void *alpha_, void *x_, sb_dim incx, int zero)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    if (incx != 1) {
        if (zero) GEN(scal)(n, alpha_, x_, incx);
        else GEN(scal_ieee)(n, alpha_, x_, incx);
        return;
    }
    SB_R *x = x_;
    const sb_dim len = n * NRE;
    if (zero && alpha == (SB_T)0) {
        memset(x, 0, len * sizeof(SB_R));
        return;
    }
    const vscal a = vs(alpha);
    sb_dim i = 0;
    for (; i + 2 * VW <= len; i += 2 * VW) {
        const vr x0 = vmul(a, ld(x + i)), x1 = vmul(a, ld(x + i + VW));
        st(x + i, x0);
        st(x + i + VW, x1);
    }
    for (; i + VW <= len; i += VW) st(x + i, vmul(a, ld(x + i)));
    if (i < len) stp(x + i, vmul(a, ldp(x + i, len - i)), len - i);
}

void KN(scal)(sb_dim n, const void *alpha_, void *x_, sb_dim incx)
{
    scal_body(n, alpha_, x_, incx, 1);
}

void KN(scal_ieee)(sb_dim n, const void *alpha_, void *x_, sb_dim incx)
{
    scal_body(n, alpha_, x_, incx, 0);
}

void KN(axpby)(sb_dim n, const void *alpha_, const void *x_, sb_dim incx, const void *beta_,
               void *y_, sb_dim incy)
{
    const SB_T beta = *(const SB_T *)beta_;
    if (incx != 1 || incy != 1) {
        GEN(axpby)(n, alpha_, x_, incx, beta_, y_, incy);
        return;
    }
    const vscal a = vs(*(const SB_T *)alpha_), b = vs(beta);
    const SB_R *x = x_;
    SB_R *y = y_;
    const sb_dim len = n * NRE;
    sb_dim i = 0;
    if (beta == (SB_T)0) {      /* y is not read */
        for (; i + VW <= len; i += VW) st(y + i, vmul(a, ld(x + i)));
        if (i < len) stp(y + i, vmul(a, ldp(x + i, len - i)), len - i);
    } else {
        for (; i + VW <= len; i += VW) st(y + i, vmul(b, ld(y + i)) + vmul(a, ld(x + i)));
        if (i < len)
            stp(y + i, vmul(b, ldp(y + i, len - i)) + vmul(a, ldp(x + i, len - i)), len - i);
    }
}

void KN(copy)(sb_dim n, const void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    if (incx != 1 || incy != 1) {
        GEN(copy)(n, x_, incx, y_, incy);
        return;
    }
    memmove(y_, x_, n * sizeof(SB_T));
}

void KN(swap)(sb_dim n, void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    if (incx != 1 || incy != 1) {
        GEN(swap)(n, x_, incx, y_, incy);
        return;
    }
    SB_R *x = x_, *y = y_;
    const sb_dim len = n * NRE;
    sb_dim i = 0;
    for (; i + VW <= len; i += VW) {
        const vr t = ld(x + i);
        st(x + i, ld(y + i));
        st(y + i, t);
    }
    for (; i < len; i++) {
        const SB_R t = x[i];
        x[i] = y[i];
        y[i] = t;
    }
}

#if !SB_COMPLEX
void KN(rot)(sb_dim n, void *x_, sb_dim incx, void *y_, sb_dim incy, const void *h_)
{
    if (incx != 1 || incy != 1) {
        GEN(rot)(n, x_, incx, y_, incy, h_);
        return;
    }
    const SB_R *h = h_;
    const vr h0 = splat(h[0]), h1 = splat(h[1]), h2 = splat(h[2]), h3 = splat(h[3]);
    SB_R *x = x_, *y = y_;
    sb_dim i = 0;
    for (; i < n; i += VW) {
        const sb_dim k = n - i < VW ? n - i : VW;
        const vr xv = k == VW ? ld(x + i) : ldp(x + i, k), yv = k == VW ? ld(y + i) : ldp(y + i, k);
        const vr xn = h0 * xv + h1 * yv, yn = h2 * xv + h3 * yv;
        if (k == VW) {
            st(x + i, xn);
            st(y + i, yn);
        } else {
            stp(x + i, xn, k);
            stp(y + i, yn, k);
        }
    }
}
#endif

/* ------------------------------------------------------------------ reductions */

void KN(dot)(sb_dim n, const void *x_, sb_dim incx, const void *y_, sb_dim incy, int cj,
             void *result)
{
    if (incx != 1 || incy != 1) {
        GEN(dot)(n, x_, incx, y_, incy, cj, result);
        return;
    }
    const SB_R *x = x_, *y = y_;
    const sb_dim len = n * NRE;
    vr p0 = { 0 }, p1 = { 0 }, p2 = { 0 }, p3 = { 0 };
    sb_dim i = 0;
#if SB_COMPLEX
    /* p0, p1: x * y;  p2, p3: x * sw(y) */
    for (; i + 2 * VW <= len; i += 2 * VW) {
        const vr x0 = ld(x + i), x1 = ld(x + i + VW), y0 = ld(y + i), y1 = ld(y + i + VW);
        p0 += x0 * y0;
        p1 += x1 * y1;
        p2 += x0 * sw(y0);
        p3 += x1 * sw(y1);
    }
    for (; i < len; i += VW) {
        const sb_dim k = len - i < VW ? len - i : VW;
        const vr x0 = ldp(x + i, k), y0 = ldp(y + i, k);
        p0 += x0 * y0;
        p2 += x0 * sw(y0);
    }
    *(SB_T *)result = dot_of(p0 + p1, p2 + p3, cj);
#else
    for (; i + 4 * VW <= len; i += 4 * VW) {
        p0 += ld(x + i) * ld(y + i);
        p1 += ld(x + i + VW) * ld(y + i + VW);
        p2 += ld(x + i + 2 * VW) * ld(y + i + 2 * VW);
        p3 += ld(x + i + 3 * VW) * ld(y + i + 3 * VW);
    }
    for (; i + VW <= len; i += VW) p0 += ld(x + i) * ld(y + i);
    if (i < len) p1 += ldp(x + i, len - i) * ldp(y + i, len - i);
    *(SB_T *)result = hsum((p0 + p1) + (p2 + p3));
#endif
}

#if SB_PICK(1, 0, 1, 0)
/* float vectors, double sums: each half vector of floats widened to a vector of doubles */
typedef float vh __attribute__((vector_size(SB_L12_VB / 2)));
typedef double vd __attribute__((vector_size(SB_L12_VB)));
#define HW ((sb_dim)(SB_L12_VB / 8))

/* k <= HW floats, the rest zero: a masked load where the ISA has one (a memcpy of a
 * variable length went through the stack, and the vector load after it waited on the
 * bytes' stores: snrm2 of 9-36 elements took twice as long as of 64) */
INLINE vd ldh(const float *p, sb_dim k)
{
#if defined(__AVX512F__) && defined(__AVX512VL__) && SB_L12_VB == 64
    const vh v = (vh)_mm256_maskz_loadu_ps((__mmask8)((1u << k) - 1), p);
#elif defined(__AVX__) && SB_L12_VB == 32
    const vh v = (vh)_mm_maskload_ps(p, _mm_cmpgt_epi32(_mm_set1_epi32((int)k),
                                                         _mm_setr_epi32(0, 1, 2, 3)));
#else
    vh v = { 0 };
    memcpy(&v, p, k * sizeof(float));
#endif
    return __builtin_convertvector(v, vd);
}
/* the lanes' sum: halves, then quarters ... (a serial sum was HW dependent adds) */
INLINE double hsumd(vd v)
{
#if SB_L12_VB == 64
    return _mm512_reduce_add_pd((__m512d)v);
#elif SB_L12_VB == 32
    const __m128d t = _mm_add_pd(_mm256_castpd256_pd128((__m256d)v),
                                 _mm256_extractf128_pd((__m256d)v, 1));
    return _mm_cvtsd_f64(_mm_add_sd(t, _mm_unpackhi_pd(t, t)));
#else
    return v[0] + v[1];
#endif
}
#endif

#if defined(SB_TYPE_S)

void KN(dsdot)(sb_dim n, const float *x, sb_dim incx, const float *y, sb_dim incy,
                double *acc)
{
    if (incx != 1 || incy != 1) {
        sb_k_generic_sdsdot(n, x, incx, y, incy, acc);
        return;
    }
    vd p0 = { 0 }, p1 = { 0 };
    sb_dim i = 0;
    for (; i + 2 * HW <= n; i += 2 * HW) {
        p0 += ldh(x + i, HW) * ldh(y + i, HW);
        p1 += ldh(x + i + HW, HW) * ldh(y + i + HW, HW);
    }
    for (; i < n; i += HW) {
        const sb_dim k = n - i < HW ? n - i : HW;
        p0 += ldh(x + i, k) * ldh(y + i, k);
    }
    *acc += hsumd(p0 + p1);
}
#endif

/* sum of |re| + |im| over the elements: the sum of |v| over the reals */
void KN(asum)(sb_dim n, const void *x_, sb_dim incx, void *result)
{
    if (incx != 1) {
        GEN(asum)(n, x_, incx, result);
        return;
    }
    const SB_R *x = x_;
    const sb_dim len = n * NRE;
    vr s0 = { 0 }, s1 = { 0 }, s2 = { 0 }, s3 = { 0 };
    sb_dim i = 0;
    for (; i + 4 * VW <= len; i += 4 * VW) {
        s0 += vabs(ld(x + i));
        s1 += vabs(ld(x + i + VW));
        s2 += vabs(ld(x + i + 2 * VW));
        s3 += vabs(ld(x + i + 3 * VW));
    }
    for (; i + VW <= len; i += VW) s0 += vabs(ld(x + i));
    if (i < len) s1 += vabs(ldp(x + i, len - i));
    *(SB_R *)result = hsum((s0 + s1) + (s2 + s3));
}

/*
 * Euclidean norm, double types.  Fast path: one pass summing squares unscaled, while
 * checking that no |v| lies above Blue's TBIG or in (0, TSML) (Inf included; NaN fails
 * every comparison and propagates through the sum).  For such data the generic kernel
 * (Blue's three accumulators) would use only its unscaled one, so the fast result is the
 * same sum in another order.  Any other data is handed to the generic kernel, which
 * scales.
 */
#define NRM2_TSML SB_PICK(0x1p-63f, 0x1p-511, 0x1p-63f, 0x1p-511)
#define NRM2_TBIG SB_PICK(0x1p52f, 0x1p486, 0x1p52f, 0x1p486)

#if SB_PICK(1, 0, 1, 0)
/*
 * float and complex float: the squares are summed in double, where no float square can
 * overflow or underflow (2^256 and 2^-298 are in range), so no scaling is needed, and the
 * sum is the accurate one up to double rounding: scipy's TestVectorNorms.test_stable
 * ([1e4, 1, ..., 1]) accepts the sequential float result or the accurate one, not the
 * lane sums of a reordered float sum.  OpenBLAS sums in double too.  The generic kernel
 * (Blue's scaling, float sums in the reference's order) is one add's latency per element,
 * about 5 GB/s on Zen 4 against 29 for OpenBLAS (bench, n = 1000, 2026-12-02).
 */
void KN(nrm2)(sb_dim n, const void *x_, sb_dim incx, void *result)
{
    if (incx != 1) {
        GEN(nrm2)(n, x_, incx, result);
        return;
    }
    const float *x = x_;
    const sb_dim len = n * NRE;
    if (len <= 8) {
        /* a few reals: a scalar chain of FMAs in double is shorter than a converted vector,
         * the accumulators' adds and the lane tree (snrm2 of 4-36 elements ran at
         * 0.47-0.62x OpenBLAS) */
        double t = 0;
        for (sb_dim i = 0; i < len; i++) t += (double)x[i] * x[i];
        *(float *)result = (float)sqrt(t);
        return;
    }
    vd s0 = { 0 }, s1 = { 0 }, s2 = { 0 }, s3 = { 0 };
    sb_dim i = 0;
    for (; i + 4 * HW <= len; i += 4 * HW) {
        const vd a = ldh(x + i, HW), b = ldh(x + i + HW, HW);
        const vd c = ldh(x + i + 2 * HW, HW), d = ldh(x + i + 3 * HW, HW);
        s0 += a * a;
        s1 += b * b;
        s2 += c * c;
        s3 += d * d;
    }
    for (; i < len; i += HW) {
        const vd a = ldh(x + i, len - i < HW ? len - i : HW);
        s0 += a * a;
    }
    *(float *)result = (float)sqrt(hsumd((s0 + s1) + (s2 + s3)));
}
#else
void KN(nrm2)(sb_dim n, const void *x_, sb_dim incx, void *result)
{
    if (incx != 1) {
        GEN(nrm2)(n, x_, incx, result);
        return;
    }
    const SB_R *x = x_;
    const sb_dim len = n * NRE;
    const vr tbig = splat(NRM2_TBIG), tsml = splat(NRM2_TSML), zero = { 0 };
    vr s0 = { 0 }, s1 = { 0 };
    vi bad = { 0 };
    sb_dim i = 0;
    for (; i + 2 * VW <= len; i += 2 * VW) {
        const vr v0 = ld(x + i), v1 = ld(x + i + VW);
        const vr a0 = vabs(v0), a1 = vabs(v1);
        bad |= (a0 > tbig) | ((a0 < tsml) & (a0 != zero));
        bad |= (a1 > tbig) | ((a1 < tsml) & (a1 != zero));
        s0 += v0 * v0;
        s1 += v1 * v1;
    }
    for (; i < len; i += VW) {
        const sb_dim k = len - i < VW ? len - i : VW;
        const vr v0 = ldp(x + i, k), a0 = vabs(v0);
        bad |= (a0 > tbig) | ((a0 < tsml) & (a0 != zero));
        s0 += v0 * v0;
    }
    if (any(bad)) {
        GEN(nrm2)(n, x_, incx, result);
        return;
    }
    *(SB_R *)result = sqrt(hsum(s0 + s1));
}
#endif

/* |re| + |im| of each element, in both lanes of its pair for complex types */
INLINE vr abs1v(vr v)
{
#if SB_COMPLEX
    const vr a = vabs(v);
    return a + sw(a);
#else
    return vabs(v);
#endif
}

/* The lanes that equal m, as a bit mask (bit l: lane l), and the lanes' largest value
 * (no lane is a NaN where these are used). */
#if defined(__AVX512F__) && SB_L12_VB == 64
INLINE unsigned lanes_eq(vr v, SB_R m)
{
    return SB_PICK(_mm512_cmp_ps_mask, _mm512_cmp_pd_mask, _mm512_cmp_ps_mask,
                   _mm512_cmp_pd_mask)((SB_PICK(__m512, __m512d, __m512, __m512d))v,
                                       (SB_PICK(__m512, __m512d, __m512, __m512d))splat(m),
                                       _CMP_EQ_OQ);
}
INLINE int any_gt(vr v, SB_R m)
{
    return SB_PICK(_mm512_cmp_ps_mask, _mm512_cmp_pd_mask, _mm512_cmp_ps_mask,
                   _mm512_cmp_pd_mask)((SB_PICK(__m512, __m512d, __m512, __m512d))v,
                                       (SB_PICK(__m512, __m512d, __m512, __m512d))splat(m),
                                       _CMP_GT_OQ) != 0;
}
INLINE SB_R hmax(vr v)
{
    return SB_PICK(_mm512_reduce_max_ps, _mm512_reduce_max_pd, _mm512_reduce_max_ps,
                   _mm512_reduce_max_pd)((SB_PICK(__m512, __m512d, __m512, __m512d))v);
}
#else
#if SB_L12_VB == 32
#define MOVEMASK(v) SB_PICK(_mm256_movemask_ps, _mm256_movemask_pd, _mm256_movemask_ps, \
                            _mm256_movemask_pd)((SB_PICK(__m256, __m256d, __m256, __m256d))(v))
#else
#define MOVEMASK(v) SB_PICK(_mm_movemask_ps, _mm_movemask_pd, _mm_movemask_ps, \
                            _mm_movemask_pd)((SB_PICK(__m128, __m128d, __m128, __m128d))(v))
#endif
INLINE unsigned lanes_eq(vr v, SB_R m) { return (unsigned)MOVEMASK(v == splat(m)); }
INLINE int any_gt(vr v, SB_R m) { return MOVEMASK(v > splat(m)) != 0; }
INLINE SB_R hmax(vr v)
{
    SB_R m = v[0];
    for (int l = 1; l < (int)VW; l++) m = v[l] > m ? v[l] : m;
    return m;
}
#endif
/* the lanes' maximum with b, keeping b where u is a NaN (MAXPS/MAXPD return their second
 * operand when either is a NaN) */
INLINE vr vmax(vr u, vr b)
{
#if defined(__AVX512F__) && SB_L12_VB == 64
    return (vr)SB_PICK(_mm512_max_ps, _mm512_max_pd, _mm512_max_ps, _mm512_max_pd)(
        (SB_PICK(__m512, __m512d, __m512, __m512d))u, (SB_PICK(__m512, __m512d, __m512, __m512d))b);
#elif SB_L12_VB == 32
    return (vr)SB_PICK(_mm256_max_ps, _mm256_max_pd, _mm256_max_ps, _mm256_max_pd)(
        (SB_PICK(__m256, __m256d, __m256, __m256d))u, (SB_PICK(__m256, __m256d, __m256, __m256d))b);
#else
    return (vr)SB_PICK(_mm_max_ps, _mm_max_pd, _mm_max_ps, _mm_max_pd)(
        (SB_PICK(__m128, __m128d, __m128, __m128d))u, (SB_PICK(__m128, __m128d, __m128, __m128d))b);
#endif
}

/*
 * First index of the largest |re| + |im|; a NaN never compares greater.  As in the
 * generic kernel, a NaN in element 0 makes every comparison fail (index 0).  Otherwise
 * the vector runs in blocks of IA_BLOCK reals: a pass of lane-wise maxima (no index kept:
 * a max per vector, NP chains), and only where a block holds a value above the best so
 * far, that value and a second pass over the block (in L1 now) for its first position.
 * Blocks in order and a strict comparison keep the first of equal maxima (fewer than 8
 * elements: the generic kernel's loop).  Padding lanes of a partial vector are 0, never
 * above the best (|x_0| >= 0) and never equal to a value above it.
 */
enum { IA_BLOCK = 2048 };
sb_dim KN(iamax)(sb_dim n, const void *x_, sb_dim incx)
{
    /* fewer than 8 elements: the generic kernel's scalar loop (the blocks' set-up, lane
     * trees and second pass made 1-4 elements 0.62-0.84x that loop) */
    if (incx != 1 || n < 8) return GEN(iamax)(n, x_, incx);
    const SB_T *xe = x_;
    const SB_R v0 = SB_ABS1(xe[0]);
    if (v0 != v0) return 0;
    const SB_R *x = x_;
    enum { NP = 8 };
    const sb_dim len = n * NRE;
    SB_R best = -1;
    sb_dim ibest = 0;
    for (sb_dim base = 0; base < len; base += IA_BLOCK) {
        const sb_dim end = len - base < IA_BLOCK ? len : base + IA_BLOCK;
        vr b[NP];
        for (int h = 0; h < NP; h++) b[h] = splat(-1);
        sb_dim p = base;
        for (; p + NP * VW <= end; p += NP * VW)
            for (int h = 0; h < NP; h++) b[h] = vmax(abs1v(ld(x + p + h * VW)), b[h]);
        for (; p + VW <= end; p += VW) b[0] = vmax(abs1v(ld(x + p)), b[0]);
        if (p < end) b[1] = vmax(abs1v(ldp(x + p, end - p)), b[1]);
        for (int w = NP / 2; w > 0; w /= 2)
            for (int h = 0; h < w; h++) b[h] = vmax(b[h + w], b[h]);
        if (!any_gt(b[0], best)) continue;
        best = hmax(b[0]);
        for (p = base; p < end; p += VW) {
            const vr u = p + VW <= end ? ld(x + p) : ldp(x + p, end - p);
            const unsigned eq = lanes_eq(abs1v(u), best);
            if (eq) {
                ibest = p + __builtin_ctz(eq);
                break;
            }
        }
    }
    return ibest / NRE;
}

/* ------------------------------------------------------------------ level 2 */

/*
 * y += A(:, 0:nb) t for one block of nb columns (t_c = alpha x_c, formed as the generic
 * kernel forms it), y unit-stride: each y vector is loaded once, takes the nb columns in
 * order, and is stored once.  Complex: the re(t) part accumulates into y, the im(t) part
 * into z, which is pair-swapped once per vector.
 */
/* gemv_n_blk's partial vector: reals [i, i + k) of y, k < VW (or the head), as its full
 * vectors compute them */
INLINE void gemv_n_part(const int nb, const vr *tr, const vr *ti, const SB_R *const *ac,
                        sb_dim i, sb_dim k, SB_R *yr)
{
    vr y0 = ldp(yr + i, k), z0 = { 0 };
    for (int c = 0; c < nb; c++) {
        const vr a0 = ldp(ac[c] + i, k);
        y0 += tr[c] * a0;
        if (SB_COMPLEX) z0 += ti[c] * a0;
    }
#if SB_COMPLEX
    y0 += sw(z0) * SW_SIGN;
#endif
    (void)z0;
    (void)ti;
    stp(yr + i, y0, k);
}
INLINE void gemv_n_blk(sb_dim m, const int nb, SB_T alpha, const SB_T *a, sb_dim lda,
                       const SB_T *x, sb_dim incx, SB_T *y)
{
    SB_T t[8];
    vr tr[8], ti[8];
    const SB_R *ac[8];
    for (int c = 0; c < nb; c++) {
        t[c] = smul_exact(alpha, x[c * incx]);
        tr[c] = splat(SB_RE(t[c]));
        ti[c] = splat(SB_IM(t[c]));   /* its sign applied once per vector (SW_SIGN) */
        ac[c] = (const SB_R *)(a + c * lda);
    }
    SB_R *yr = (SB_R *)y;
    const sb_dim len = m * NRE;
    /* The head before y's first aligned vector (head_to_align), then the tail, as partial
     * vectors (masked where the ISA has masks) that take the same operations as the full
     * vectors: every element is computed alike wherever it falls, so the result does not
     * depend on y's address or on where a call's rows end (TRMV/TRSV's 8-column blocks
     * call this with m <= 56: a scalar tail of up to 15 rows was most of their time). */
    sb_dim i = head_to_align(yr, len);
    if (i) gemv_n_part(nb, tr, ti, ac, 0, i, yr);
    for (; i + 2 * VW <= len; i += 2 * VW) {
        vr y0 = ld(yr + i), y1 = ld(yr + i + VW);
        vr z0 = { 0 }, z1 = { 0 };
        for (int c = 0; c < nb; c++) {
            /* complex: each vector feeds two FMAs, one load (ld1) */
            const vr a0 = SB_COMPLEX ? ld1(ac[c] + i) : ld(ac[c] + i),
                     a1 = SB_COMPLEX ? ld1(ac[c] + i + VW) : ld(ac[c] + i + VW);
            y0 += tr[c] * a0;
            y1 += tr[c] * a1;
            if (SB_COMPLEX) {
                z0 += ti[c] * a0;
                z1 += ti[c] * a1;
            }
        }
#if SB_COMPLEX
        y0 += sw(z0) * SW_SIGN;
        y1 += sw(z1) * SW_SIGN;
#endif
        st(yr + i, y0);
        st(yr + i + VW, y1);
    }
    for (; i < len; i += VW) gemv_n_part(nb, tr, ti, ac, i, len - i < VW ? len - i : VW, yr);
    (void)ti;
}

/* symr (kernel.h): the column loop of SYR / SPR / HER / HPR (one term, each column's rows
 * as axpy computes them) and SYR2 / SPR2 / HER2 / HPR2 (two terms, gemv_n_blk of the two
 * columns of v inlined), full or packed storage (the driver's call and bookkeeping per
 * column were a fifth of ssyr2 n = 100's time).  Hermitian: the column's off-diagonal
 * rows, then its diagonal kept real, the driver's operations (scalars and the diagonal's
 * products rounded one by one). */
INLINE void symr_body(sb_dim n, sb_dim j0, sb_dim j1, const SB_T alpha, const SB_T *v,
                      sb_dim ldv, SB_T *a, sb_dim step, sb_dim tri, const int upper,
                      const int two)
{
    /* column j's (i, j) at col[i]; the next column's col is step + tri (j + 1) further */
    SB_T *col = a + j0 * step + tri * (j0 * (j0 + 1) / 2);
    for (sb_dim j = j0; j < j1; col += step + tri * (j + 1), j++) {
        const SB_T xj = v[j], yj = two ? v[j + ldv] : xj;
        if (xj == (SB_T)0 && yj == (SB_T)0) {
            if (SB_COMPLEX) col[j] = SB_RE(col[j]);
            continue;
        }
        /* two terms: t1 = alpha conj(y(j)), t2 = conj(alpha) conj(x(j)) (real: alpha y(j),
         * alpha x(j)); one: t1 = alpha conj(x(j)) */
        const SB_T t[2] = {smul_exact(alpha, SB_CONJ(yj)), smul_exact(SB_CONJ(alpha), SB_CONJ(xj))};
        const sb_dim lo = upper ? 0 : j + SB_COMPLEX;
        const sb_dim len = (upper ? j + 1 : n - j) - SB_COMPLEX;
#if !SB_COMPLEX
        /* A real column shorter than a vector runs element by element with plain loads
         * and stores, the same operations, where a masked vector store would stall a later
         * load that overlaps its vector (it cannot forward): packed storage, where the
         * next column starts right after it; a whole matrix narrower than a vector (one
         * term), or a column of at most 4 (two terms), where the next call's loads of
         * the same elements follow soon (dsyr2 n = 4 spent 40% of its time in that load).
         * Wider, full storage keeps the masked vectors: ssyr2 n = 16-100 ran 0.92-0.97x
         * with every column below a vector plain; for one term plain columns of <= 4 or
         * 8 were not found to pay there (ssyr 64 slower, but in runs confounded by the
         * loop's per-column cost, since cut by the path below: see the results dir's
         * experiments.txt, bench/results/2026-12-06-intel-16). */
        const int plain = len < VW && (tri != 0 || (two ? len <= 4 : n < VW));
#else
        const int plain = 0;
#endif
        if (!two) {
            if (plain) {
                SB_T *c = col + lo;
                const SB_T *w = v + lo;
                for (sb_dim i = 0; i < len; i++) c[i] += t[0] * w[i];
                continue;
            }
#if !SB_COMPLEX
            if (len < 2 * VW) {
                /* axpy_body's operations without its set-up (no aligned head below two
                 * vectors): the loop runs per column */
                SB_T *c = col + lo;
                const SB_T *w = v + lo;
                const vr tv = splat(t[0]);
                sb_dim i = 0;
                if (len >= VW) {
                    st(c, ld(c) + tv * ld(w));
                    i = VW;
                }
                if (i < len) stp(c + i, ldp(c + i, len - i) + tv * ldp(w + i, len - i), len - i);
                continue;
            }
#endif
            if (len > 0) axpy_body(vs(t[0]), (const SB_R *)(v + lo), (SB_R *)(col + lo), len * NRE);
#if SB_COMPLEX
            col[j] = SB_RE(col[j]) + SB_RE(smul_exact(xj, t[0]));
#endif
            continue;
        }
#if !SB_COMPLEX
        if (plain) {
            /* gemv_n_blk's operations; up to 4 unrolled (a loop cost dsyr2 n = 4 1.5 ns of
             * 26) */
            SB_T *c = col + lo;
            const SB_T *w = v + lo;
#define SYMR_E(q)                                                                           \
            {                                                                               \
                SB_T e = c[q];                                                              \
                e += t[0] * w[q];                                                           \
                e += t[1] * w[(q) + ldv];                                                   \
                c[q] = e;                                                                   \
            }
            if (len <= 4) {
                if (len > 0) SYMR_E(0)
                if (len > 1) SYMR_E(1)
                if (len > 2) SYMR_E(2)
                if (len > 3) SYMR_E(3)
            } else
                for (sb_dim i = 0; i < len; i++) SYMR_E(i)
#undef SYMR_E
            continue;
        }
#endif
        if (len > 0) gemv_n_blk(len, 2, 1, v + lo, ldv, t, 1, col + lo);
#if SB_COMPLEX
        const SB_T d = smul_exact(xj, t[0]) + smul_exact(yj, t[1]);
        col[j] = SB_RE(col[j]) + SB_RE(d);
#endif
    }
}

/* the loop compiled for each triangle and term count (one loop for all four, dsyr2 n =
 * 4-32 ran 0.86-0.92x) */
void KN(symr)(sb_dim n, sb_dim j0, sb_dim j1, const void *alpha_, const void *v_, sb_dim ldv,
              void *a_, sb_dim step, sb_dim tri, int flags)
{
    const SB_T alpha = *(const SB_T *)alpha_, *v = v_;
    SB_T *a = a_;
    const int upper = flags & SB_SYMR_UPPER;
    /* one body per triangle, term count and storage (full: tri a constant 0) */
#define SYMR_BODY(U, TWO)                                                                   \
    do {                                                                                    \
        if (tri) symr_body(n, j0, j1, alpha, v, ldv, a, step, tri, U, TWO);                 \
        else symr_body(n, j0, j1, alpha, v, ldv, a, step, 0, U, TWO);                       \
    } while (0)
    if (flags & SB_SYMR_TWO) {
        if (upper) SYMR_BODY(1, 1);
        else SYMR_BODY(0, 1);
    } else {
        if (upper) SYMR_BODY(1, 0);
        else SYMR_BODY(0, 0);
    }
#undef SYMR_BODY
}

#if SB_L12_VB >= 32
/* y of at most two vectors (len reals) kept in registers over all n columns, which it
 * takes in gemv_n's blocks of 8, 4, 2, 1 and in order, with gemv_n_blk's operations: the
 * same results bit for bit, without a store and reload of y per block or the per-block
 * set-up (sgemv m = 32 ran at 0.68x OpenBLAS).  Sets with masked loads only (ldp).
 * (Four accumulator sets by column, added at the end, shortened the FMA chain on y --
 * sgemv 8-32 0.91-1.01x OpenBLAS -- but changed the sums' order: LAPACK's SBD test 9
 * at M = N = 40 then failed its threshold, 51.2 against 50.) */
INLINE void gemv_n_short(sb_dim len, sb_dim n, SB_T alpha, const SB_T *a, sb_dim lda,
                         const SB_T *x, sb_dim incx, SB_R *yr)
{
    const sb_dim k0 = len < VW ? len : VW, k1 = len - k0;
    vr y0 = ldp(yr, k0), y1 = k1 ? ldp(yr + VW, k1) : (vr){ 0 };
    for (sb_dim j = 0; j < n;) {
        const int nb = n - j >= 8 ? 8 : n - j >= 4 ? 4 : n - j >= 2 ? 2 : 1;
        vr z0 = { 0 }, z1 = { 0 };
        for (int c = 0; c < nb; c++) {
            const SB_T t = smul_exact(alpha, x[(j + c) * incx]);
            const vr tr = splat(SB_RE(t)), ti = splat(SB_IM(t));
            const SB_R *ac = (const SB_R *)(a + (j + c) * lda);
            const vr a0 = ldp(ac, k0);
            y0 += tr * a0;
            if (SB_COMPLEX) z0 += ti * a0;
            if (k1) {
                const vr a1 = ldp(ac + VW, k1);
                y1 += tr * a1;
                if (SB_COMPLEX) z1 += ti * a1;
            }
            (void)ti;
        }
#if SB_COMPLEX
        y0 += sw(z0) * SW_SIGN;
        y1 += sw(z1) * SW_SIGN;
#endif
        (void)z0;
        (void)z1;
        j += nb;
    }
    stp(yr, y0, k0);
    if (k1) stp(yr + VW, y1, k1);
}
#endif

void KN(gemv_n)(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                const void *x_, sb_dim incx, void *y_, sb_dim incy)
{
#if SB_L12_VB >= 32
    if (incy == 1 && n >= 8 && m * NRE <= 2 * VW) {
        gemv_n_short(m * NRE, n, *(const SB_T *)alpha_, a_, lda, x_, incx, y_);
        return;
    }
#endif
    if (incy != 1) {
        GEN(gemv_n)(m, n, alpha_, a_, lda, x_, incx, y_, incy);
        return;
    }
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *a = a_, *x = x_;
    SB_T *y = y_;
    sb_dim j = 0;
    for (; j + 8 <= n; j += 8) gemv_n_blk(m, 8, alpha, a + j * lda, lda, x + j * incx, incx, y);
    if (j + 4 <= n) {
        gemv_n_blk(m, 4, alpha, a + j * lda, lda, x + j * incx, incx, y);
        j += 4;
    }
    /* two columns in one pass (as SYR2/HER2's rank-2 column updates call it) */
    if (j + 2 <= n) {
        gemv_n_blk(m, 2, alpha, a + j * lda, lda, x + j * incx, incx, y);
        j += 2;
    }
    for (; j < n; j++) gemv_n_blk(m, 1, alpha, a + j * lda, lda, x + j * incx, incx, y);
}

/*
 * One pass down nb columns of a block R (x unit-stride): the dots
 * yt(c) += alpha conj?(R(:, c)) . xt, one xt vector per step feeding nb accumulators
 * (complex: two per column, R * x and R * sw(x)); and when do_n (symv_r, kernel.h) also
 * yn += alpha R xn from the same column loads, each yn element taking the columns in
 * order as gemv_n does -- R read once for both products of a symmetric / Hermitian block.
 */
/* symv_r prefetches each column this many reals ahead (d 512, s 256 bytes): with the
 * matrix in L3 (n = 1000-2000) dsymv / ssymv ran 5-25% faster (bench, 2026-11-30); the
 * same prefetch in gemv_t's pass (plain streams) made it 5-15% slower, so only there. */
#define SY_PF_AHEAD 64
#if defined(__AVX512F__) && SB_L12_VB == 64
/* out[c] = the sum of p[c]'s lanes, c = 0..7, by a tree of adds over lane pairs (the
 * eight sums share each shuffle and add).  __builtin_shufflevector: GCC (12+) and clang. */
#define SHUF __builtin_shufflevector
/* The tree on 8-lane vectors of type T (vr of d and z; s's 32-byte one in symv_rt): t, of
 * type T, gets the 8 sums of p[0..7] */
#define HSUM8_8LANES(T, p, t)                                                               \
    T q_[4], r_[2];                                                                         \
    for (int c_ = 0; c_ < 4; c_++)   /* lanes 2l / 2l+1: pair sums of p[2c] / p[2c+1] */   \
        q_[c_] = SHUF(p[2 * c_], p[2 * c_ + 1], 0, 8, 2, 10, 4, 12, 6, 14) +                \
                 SHUF(p[2 * c_], p[2 * c_ + 1], 1, 9, 3, 11, 5, 13, 7, 15);                 \
    for (int c_ = 0; c_ < 2; c_++)                                                          \
        r_[c_] = SHUF(q_[2 * c_], q_[2 * c_ + 1], 0, 1, 8, 9, 4, 5, 12, 13) +               \
                 SHUF(q_[2 * c_], q_[2 * c_ + 1], 2, 3, 10, 11, 6, 7, 14, 15);              \
    const T t = SHUF(r_[0], r_[1], 0, 1, 2, 3, 8, 9, 10, 11) +                              \
                SHUF(r_[0], r_[1], 4, 5, 6, 7, 12, 13, 14, 15)
/* The 8 sums of p[0..7]'s lanes in lanes 0-7 of a vector (d, z: the whole vector; s, c:
 * the tree on 16 lanes leaves lanes c and c + 8 with halves of sum c, added last) */
INLINE vr tree8(const vr p[8])
{
#if SB_TYPE_D || SB_TYPE_Z
    HSUM8_8LANES(vr, p, t);
    return t;
#else
    vr q[4], r[2];
    for (int c = 0; c < 4; c++)
        q[c] = SHUF(p[2 * c], p[2 * c + 1], 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28,
                    14, 30) +
               SHUF(p[2 * c], p[2 * c + 1], 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29,
                    15, 31);
    for (int c = 0; c < 2; c++)
        r[c] = SHUF(q[2 * c], q[2 * c + 1], 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13,
                    28, 29) +
               SHUF(q[2 * c], q[2 * c + 1], 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15,
                    30, 31);
    /* t: lanes 0-7 and 8-15 each hold the 8 sums of one half of the lanes */
    const vr t = SHUF(r[0], r[1], 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27) +
                 SHUF(r[0], r[1], 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
    return t + SHUF(t, t, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
#endif
}
INLINE void hsum8(const vr p[8], SB_R out[8])
{
    const vr t = tree8(p);
    memcpy(out, &t, 8 * sizeof(SB_R));
}
/* The 8 dots conj?(u_c) . w, each as dot_of takes it, from their lane sums p[c] = u_c * w
 * and (complex) q[c] = u_c * sw(w): the real parts' and the imaginary parts' lanes each
 * reduced by one hsum8.  p and q are overwritten. */
INLINE void dots8(vr p[8], vr q[8], int cj, SB_T out[8])
{
#if SB_COMPLEX
    const vr pm = alt(1, -1);
    for (int c = 0; c < 8; c++) {
        p[c] = cj ? p[c] : p[c] * pm;
        q[c] = cj ? q[c] * pm : q[c];
    }
    SB_R re[8], im[8];
    hsum8(p, re);
    hsum8(q, im);
    for (int c = 0; c < 8; c++) out[c] = SB_MAKE(re[c], im[c]);
#else
    (void)q; (void)cj;
    hsum8(p, out);
#endif
}
#endif

/* One step of colpass_blk: VW reals of rows from i (part: the k < VW left, a masked
 * vector) of the nb columns: the dots' accumulators p (and q), and with do_n y's rows. */
INLINE void colpass_step(const int nb, const int do_n, const int part, sb_dim k,
                         const vr *tr, const vr *ti, const SB_R *const *ac, sb_dim i,
                         const SB_R *xr, SB_R *yr, vr *p, vr *q)
{
    vr y0 = do_n ? (part ? ldp(yr + i, k) : ld(yr + i)) : splat(0), z0 = { 0 };
    const vr xv = part ? ldp(xr + i, k) : ld(xr + i);
#if SB_COMPLEX
    const vr xs = sw(xv);
#endif
    for (int c = 0; c < nb; c++) {
        if (do_n && !part) __builtin_prefetch(ac[c] + i + SY_PF_AHEAD);
        const vr av = part                      ? ldp(ac[c] + i, k)
                      : do_n && !SB_COMPLEX ? ld1(ac[c] + i)
                                              : ld(ac[c] + i);
        if (do_n) y0 += tr[c] * av;
        p[c] += av * xv;
#if SB_COMPLEX
        if (do_n) z0 += ti[c] * av;
        q[c] += av * xs;
#endif
    }
#if SB_COMPLEX
    if (do_n) y0 += sw(z0) * SW_SIGN;
#endif
    if (do_n) {
        if (part) stp(yr + i, y0, k);
        else st(yr + i, y0);
    }
    (void)z0;
    (void)ti;
    (void)q;
}

#if defined(__AVX512F__) && SB_L12_VB == 64
/* Two of colpass_step's full vectors (real, do_n) at once: the same operations in the same
 * order for every element and every dot, with two y vectors' chains of 8 FMAs in flight */
INLINE void colpass_step2(const int nb, const vr *tr, const SB_R *const *ac, sb_dim i,
                          const SB_R *xr, SB_R *yr, vr *p)
{
    vr y0 = ld(yr + i), y1 = ld(yr + i + VW);
    const vr x0 = ld(xr + i), x1 = ld(xr + i + VW);
    for (int c = 0; c < nb; c++) {
        __builtin_prefetch(ac[c] + i + SY_PF_AHEAD);
        const vr a0 = ld1(ac[c] + i), a1 = ld1(ac[c] + i + VW);
        y0 += tr[c] * a0;
        y1 += tr[c] * a1;
        p[c] += a0 * x0;
        p[c] += a1 * x1;
    }
    st(yr + i, y0);
    st(yr + i + VW, y1);
}
#endif

INLINE void colpass_blk(sb_dim m, const int nb, const int do_n, SB_T alpha, const SB_T *a,
                        sb_dim lda, const SB_T *xn, const SB_T *xt, SB_T *yn, SB_T *yt,
                        sb_dim incyt, int cj)
{
    SB_T t[8];
    vr tr[8], ti[8], p[8], q[8];
    const SB_R *ac[8];
    for (int c = 0; c < nb; c++) {
        if (do_n) {
            t[c] = alpha * xn[c];
            tr[c] = splat(SB_RE(t[c]));
            /* a splat, as tr (a broadcast operand where registers run short); the sign of
             * the imaginary parts' real contributions is applied once per vector
             * (colpass_step), not per column: the same sums, exactly */
            ti[c] = splat(SB_IM(t[c]));
        }
        p[c] = q[c] = splat(0);
        ac[c] = (const SB_R *)(a + c * lda);
    }
    SB_R *yr = (SB_R *)yn;
    const SB_R *xr = (const SB_R *)xt;
    const sb_dim len = m * NRE;
    sb_dim i = 0;
#if defined(__AVX512F__) && SB_L12_VB == 64
    if (do_n && !SB_COMPLEX)   /* dsymv n = 64-1000 1.04-1.23x, ssymv level */
        for (; i + 2 * VW <= len; i += 2 * VW) colpass_step2(nb, tr, ac, i, xr, yr, p);
#endif
    for (; i + VW <= len; i += VW) colpass_step(nb, do_n, 0, VW, tr, ti, ac, i, xr, yr, p, q);
#if defined(__AVX512F__) && SB_L12_VB == 64
    /* the last rows as one masked vector (zeros beyond them), the same operations as the
     * full vectors (dsymv / ssymv n = 100-300 spent most of their time in scalar tails) */
    if (i < len) {
        colpass_step(nb, do_n, 1, len - i, tr, ti, ac, i, xr, yr, p, q);
        i = len;
    }
#endif
    if (do_n)
        for (sb_dim e = i / NRE; e < m; e++) {
            SB_T s = yn[e];
            for (int c = 0; c < nb; c++) s += t[c] * a[c * lda + e];
            yn[e] = s;
        }
#if defined(__AVX512F__) && SB_L12_VB == 64
    if (nb == 8 && i == len) {
        /* the 8 dots' lane sums at once (hsum8) instead of 8 serial lane-by-lane sums
         * (complex: the real parts' and the imaginary parts' as dot_of takes them; cgemv
         * T n = 100 / 300 spent most of its time in the serial sums) */
        SB_T d8[8];
        dots8(p, q, cj, d8);
        for (int c = 0; c < 8; c++) yt[c * incyt] += alpha * d8[c];
        return;
    }
#endif
    for (int c = 0; c < nb; c++) {
        SB_T s = dot_of(p[c], q[c], cj);
        const SB_T *aj = a + c * lda;
        for (sb_dim e = i / NRE; e < m; e++) s += SB_CONJ_IF(cj, aj[e]) * xt[e];
        yt[c * incyt] += alpha * s;
    }
    (void)ti;
}

#if !SB_COMPLEX && SB_L12_VB == 32 && defined(__AVX2__)
/*
 * colpass_blk's fused pass (do_n) for real types on the 16-register sets, 8 columns: each
 * A vector is loaded once and feeds both FMAs, and the column scalars alpha xn(c) are
 * broadcast from memory where they are used, so that the 8 dot accumulators, x, y and
 * the A vectors stay in registers; two vectors of rows a step (one 64-byte line of each
 * column), so that two y vectors' chains of FMAs are in flight.  colpass_blk's 4 columns
 * with the scalars in registers compiled (GCC 12, AVX2) with x spilled to the stack and
 * every A vector loaded twice, and took y through memory every 4 columns.  dsymv against
 * OpenBLAS in one process (Zen 3, one thread, best call of 300): n = 1000 0.68x -> 0.98x,
 * 2000 0.78x -> 1.1x.  No software prefetch: 32 to 256 reals ahead ran the same or slower
 * with the matrix in L3.  Each y element takes the columns in order, as in colpass_blk.
 */
/* The A vector loads (ld1) and the broadcasts as asm volatile: GCC would otherwise fold
 * each A load into both of its FMAs (twice the loads) and hoist the broadcasts out of the
 * loop (and spill them). */
INLINE vr bcast_once(const SB_T *p)
{
    vr v;
    __asm__ volatile(SB_PICK("vbroadcastss %1, %0", "vbroadcastsd %1, %0", , ) : "=x"(v) : "m"(*p));
    return v;
}
INLINE void sypass8_r(sb_dim m, SB_T alpha, const SB_T *a, sb_dim lda, const SB_T *xn,
                      const SB_T *xt, SB_T *yn, SB_T *yt)
{
    SB_T t[8];
    for (int c = 0; c < 8; c++) t[c] = alpha * xn[c];
    const SB_T *a0 = a, *a1 = a + lda, *a2 = a + 2 * lda, *a3 = a + 3 * lda, *a4 = a + 4 * lda,
               *a5 = a + 5 * lda, *a6 = a + 6 * lda, *a7 = a + 7 * lda;
    vr p0 = splat(0), p1 = p0, p2 = p0, p3 = p0, p4 = p0, p5 = p0, p6 = p0, p7 = p0;
    sb_dim i = 0;
    for (; i + 2 * VW <= m; i += 2 * VW) {
        const vr x0 = ld(xt + i), x1 = ld(xt + i + VW);
        vr y0 = ld(yn + i), y1 = ld(yn + i + VW), a0v, a1v;
#define SYC(c)                                                                              \
    do {                                                                                    \
        a0v = ld1(a##c + i);                                                                \
        a1v = ld1(a##c + i + VW);                                                           \
        const vr tb = bcast_once(t + (c));                                                  \
        y0 += tb * a0v;                                                                     \
        y1 += tb * a1v;                                                                     \
        p##c += a0v * x0;                                                                   \
        p##c += a1v * x1;                                                                   \
    } while (0)
        SYC(0); SYC(1); SYC(2); SYC(3); SYC(4); SYC(5); SYC(6); SYC(7);
#undef SYC
        st(yn + i, y0);
        st(yn + i + VW, y1);
    }
    if (i + VW <= m) {   /* one vector more, the same operations */
        const vr x0 = ld(xt + i);
        vr y0 = ld(yn + i), a0v;
#define SYC(c)                                                                              \
    do {                                                                                    \
        a0v = ld1(a##c + i);                                                                \
        y0 += bcast_once(t + (c)) * a0v;                                                    \
        p##c += a0v * x0;                                                                   \
    } while (0)
        SYC(0); SYC(1); SYC(2); SYC(3); SYC(4); SYC(5); SYC(6); SYC(7);
#undef SYC
        st(yn + i, y0);
        i += VW;
    }
    for (sb_dim e = i; e < m; e++) {
        SB_T s = yn[e];
        for (int c = 0; c < 8; c++) s += t[c] * a[c * lda + e];
        yn[e] = s;
    }
    const vr p[8] = {p0, p1, p2, p3, p4, p5, p6, p7};
    for (int c = 0; c < 8; c++) {
        SB_T s = hsum(p[c]);
        const SB_T *aj = a + c * lda;
        for (sb_dim e = i; e < m; e++) s += aj[e] * xt[e];
        yt[c] += alpha * s;
    }
}
#endif

#if defined(__AVX512F__) && SB_L12_VB == 64
/*
 * gemv_t's columns 8 a block; the last n mod 8 as a block of 4 (1-4 of them) or 8 (5-7),
 * padded with copies of its last column (read, their dots dropped); each block's dots
 * reduced together into vectors (dots_vec) and added to y as vectors.  Every column's dot
 * takes the same operations in the same order wherever it falls (block, slot, thread).
 * Before, the n mod 8 columns ran as blocks of 4 and 1 with a serial lane sum and a scalar
 * update per column (dot_of): most of the time of sgemv / cgemv / zgemv T at n = 4-32.
 * The padded 8-block shares the whole blocks' call site: as a call of its own GCC 12 kept
 * its accumulators in memory (cgemv T n = 5 at 0.7x the rate of n = 8); padding 1-4
 * columns to 8 cost dgemv T n = 100 6%, hence the 4-block.
 */
typedef double v8d __attribute__((vector_size(64)));
/* a shuffle of 64-bit elements, whatever the lanes' type */
#define SH64(a, b, ...) ((vr)SHUF((v8d)(a), (v8d)(b), __VA_ARGS__))
/* The three levels of a tree that sums 8 elements of each of 8 vectors (one vector a
 * column; c: complex, 64-bit elements): L1 adds neighbouring elements of two columns
 * (then alternate elements), L2 of two such pairs (4 columns, each twice), L3 the halves
 * -- the 8 sums in column order (tree8's on 64-bit elements).  z, a complex two 64-bit
 * elements, takes L2 and L3 only: 4 complex partials of 4 columns to one vector. */
#define TREE_L1(a, b) (SH64(a, b, 0, 8, 2, 10, 4, 12, 6, 14) + SH64(a, b, 1, 9, 3, 11, 5, 13, 7, 15))
#define TREE_L2(a, b) (SH64(a, b, 0, 1, 8, 9, 4, 5, 12, 13) + SH64(a, b, 2, 3, 10, 11, 6, 7, 14, 15))
#define TREE_L3(a, b) (SH64(a, b, 0, 1, 2, 3, 8, 9, 10, 11) + SH64(a, b, 4, 5, 6, 7, 12, 13, 14, 15))
/* The dots of 8 columns (p[c], q[c]: their lane sums, as colpass_step leaves them) as
 * vectors d[] of results in column order (s, d, c: one vector, s's in lanes 0-7; z: two).
 * Each column's lanes are added in the same tree whatever its slot. */
INLINE void dots_vec(vr p[8], vr q[8], int cj, vr d[2])
{
#if SB_COMPLEX
    /* r[c]'s complex lane l: (re, im) of column c's lanes 2l, 2l+1 -- re = p_even -+ p_odd,
     * im = q_even +- q_odd (conj: the other signs), one FMA */
    const vr sg = cj ? alt(1, -1) : alt(-1, 1);
    vr r[8];
    for (int c = 0; c < 8; c++)
#if SB_TYPE_C
        r[c] = SHUF(p[c], q[c], 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30) +
               SHUF(p[c], q[c], 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31) * sg;
    /* 8 complex partials a column, a complex one 64-bit element: the real tree */
    vr q4[4], r2[2];
    for (int k = 0; k < 4; k++) q4[k] = TREE_L1(r[2 * k], r[2 * k + 1]);
    for (int k = 0; k < 2; k++) r2[k] = TREE_L2(q4[2 * k], q4[2 * k + 1]);
    d[0] = TREE_L3(r2[0], r2[1]);
#else
        r[c] = SHUF(p[c], q[c], 0, 8, 2, 10, 4, 12, 6, 14) +
               SHUF(p[c], q[c], 1, 9, 3, 11, 5, 13, 7, 15) * sg;
    /* 4 complex partials a column, a complex two 64-bit elements: levels 2 and 3 of the
     * tree take pairs of elements, 4 columns to a vector */
    for (int g = 0; g < 2; g++)
        d[g] = TREE_L3(TREE_L2(r[4 * g], r[4 * g + 1]), TREE_L2(r[4 * g + 2], r[4 * g + 3]));
#endif
#else /* real: hsum8's tree */
    (void)q; (void)cj;
    d[0] = tree8(p);
#endif
}

/* y(c incy) += alpha d(c) for the first nbr <= 8 columns of the vectors d (dots_vec's) */
INLINE void put_dots(const vr d[2], int nbr, vscal al, SB_T *y, sb_dim incy)
{
    enum { PER = SB_PICK(8, 8, 8, 4) };   /* columns a vector */
    for (int g = 0; g * PER < nbr; g++) {
        const int nc = nbr - g * PER < PER ? nbr - g * PER : PER;
        SB_T *yg = y + g * PER * incy;
        const vr t = vmul(al, d[g]);
        if (incy == 1) {
            SB_R *yr = (SB_R *)yg;
            stp(yr, ldp(yr, nc * NRE) + t, nc * NRE);
        } else
            for (int c = 0; c < nc; c++)
#if SB_COMPLEX
                yg[c * incy] += SB_MAKE(t[2 * c], t[2 * c + 1]);
#else
                yg[c * incy] += t[c];
#endif
    }
}

/* NB (8 or 4) columns from a, the first nbr of them real (the rest: copies of the last);
 * dots_vec takes zeros for the columns past NB */
INLINE void gemv_t_blk(sb_dim m, const int NB, int nbr, vscal al, const SB_T *a, sb_dim lda,
                       const SB_T *x, SB_T *y, sb_dim incy, int cj)
{
    vr p[8], q[8];
    const SB_R *ac[8];
#pragma GCC unroll 8
    for (int c = 0; c < 8; c++) {
        p[c] = q[c] = splat(0);
        ac[c] = (const SB_R *)(a + (c < nbr ? c : nbr - 1) * lda);
    }
    const SB_R *xr = (const SB_R *)x;
    const sb_dim len = m * NRE;
    sb_dim i = 0;
    for (; i + VW <= len; i += VW) colpass_step(NB, 0, 0, VW, NULL, NULL, ac, i, xr, NULL, p, q);
    if (i < len) colpass_step(NB, 0, 1, len - i, NULL, NULL, ac, i, xr, NULL, p, q);
    vr d[2];
    dots_vec(p, q, cj, d);
    put_dots(d, nbr, al, y, incy);
}
#undef TREE_L1
#undef TREE_L2
#undef TREE_L3
#undef SH64
#endif

/* colpass_blk over the n columns, NB (8 or 4) at a time, then 4, then one by one */
INLINE void colpass(sb_dim m, sb_dim n, const int NB, const int do_n, SB_T alpha,
                    const SB_T *a, sb_dim lda, const SB_T *xn, const SB_T *xt, SB_T *yn,
                    SB_T *yt, sb_dim incyt, int cj)
{
    sb_dim j = 0;
#define BLK(nb)                                                                             \
    colpass_blk(m, nb, do_n, alpha, a + j * lda, lda, do_n ? xn + j : xn, xt, yn,           \
                yt + j * incyt, incyt, cj)
    for (; j + NB <= n; j += NB) BLK(NB);
    if (NB == 8 && j + 4 <= n) {
        BLK(4);
        j += 4;
    }
    for (; j < n; j++) BLK(1);
#undef BLK
}

void KN(gemv_t)(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                const void *x_, sb_dim incx, void *y_, sb_dim incy, int cj)
{
    if (incx != 1) {
        GEN(gemv_t)(m, n, alpha_, a_, lda, x_, incx, y_, incy, cj);
        return;
    }
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *a = a_, *x = x_;
    SB_T *y = y_;
#if defined(__AVX512F__) && SB_L12_VB == 64
    /* 8 columns a block, the last n mod 8 padded to 4 or 8 (gemv_t_blk) */
    const vscal al = vs(alpha);
    const int r = (int)(n % 8);
    const sb_dim n8 = r >= 1 && r <= 4 ? n - r : n;
    for (sb_dim j = 0; j < n8; j += 8)
        gemv_t_blk(m, 8, n8 - j < 8 ? (int)(n8 - j) : 8, al, a + j * lda, lda, x, y + j * incy,
                   incy, cj);
    if (n8 < n) gemv_t_blk(m, 4, r, al, a + n8 * lda, lda, x, y + n8 * incy, incy, cj);
#else
    /* 8 columns a pass (complex: 16 accumulators), where 32 vector registers hold them */
    colpass(m, n, SB_COMPLEX && SB_L12_VB < 64 ? 4 : 8, 0, alpha, a, lda, NULL, x, NULL, y,
            incy, cj);
#endif
}

/* symv_r's body: inlined in symv_rt's 8-column blocks (n = 8 a constant there: z / c
 * hemv 100 ran 0.97x with symv_r called instead) */
INLINE void symv_r_in(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                      const void *xn_, const void *xm_, void *ym_, void *yn_, int cj)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *a = a_, *xn = xn_, *xm = xm_;
    SB_T *ym = ym_, *yn = yn_;
#if !SB_COMPLEX && SB_L12_VB == 32 && defined(__AVX2__)
    /* 8 columns a pass (sypass8_r), the rest 4 and 1 at a time */
    sb_dim j = 0;
    for (; j + 8 <= n; j += 8) sypass8_r(m, alpha, a + j * lda, lda, xn + j, xm, ym, yn + j);
    a += j * lda;
    xn += j;
    yn += j;
    n -= j;
#endif
    /* 8 columns a pass where the registers hold them (32 zmm), else 4 */
    colpass(m, n, SB_L12_VB == 64 ? 8 : 4, 1, alpha, a, lda, xn, xm, ym, yn, 1, cj);
}
void KN(symv_r)(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                const void *xn_, const void *xm_, void *ym_, void *yn_, int cj)
{
    symv_r_in(m, n, alpha_, a_, lda, xn_, xm_, ym_, yn_, cj);
}

#if defined(__AVX512F__) && SB_L12_VB == 64 && (SB_TYPE_D || SB_COMPLEX || SB_TYPE_S)
/*
 * symv_rt (kernel.h): one 8-column block column of a symmetric (s, d) or Hermitian (c, z)
 * matrix, its diagonal block included.  The diagonal block's 8 rows are one vector here
 * (z: two; s: one 32-byte vector), each column's lanes masked to their roles: the FMAs into y take the
 * off-diagonal rows (and, real, the diagonal), the dots the off-diagonal rows only, and a
 * lane outside a column's triangle keeps its accumulator (a blend after the FMA, so that
 * an Inf or NaN of x in an unreferenced row cannot reach it; the unreferenced elements
 * are not read: masked loads).  A Hermitian diagonal is added as the reference does, a
 * complex times its real part, one element at a time after the vectors.  The rectangle
 * beside the block is symv_r's.  Against the driver's scalar triangle (sy_tri, built
 * without FMA or AVX), one thread, bench 7 rounds interleaved, Intel Xeon model 0xcf
 * (measured with whole-column loads, before the masked ones): dsymv n = 32 / 64 / 100 /
 * 200 / 300 1.25 / 1.36 / 1.13 / 1.12 / 1.07x, 1000 1.00x.  ssymv with the block as half
 * a 64-byte vector measured level (as one 32-byte vector, below, 1.11-1.33x), and the
 * same code on AVX2 (two vectors, per-column sums) 0.84-0.92x: AVX-512 only.  c and z
 * against the driver's column loop (sy_cols: an axpy and a dot call a column): see the
 * commits that added them.
 */
enum { SYT_NB = 8 };
#if SB_TYPE_S
/* s: the block's 8 rows are half a 64-byte vector; here they are one 32-byte vector (AVX-512
 * VL masked loads), the d code below on that type: v8 for vr, and d's tree of shuffles
 * and adds for the 8 sums (HSUM8_8LANES) */
typedef float v8 __attribute__((vector_size(32)));
typedef int32_t v8i __attribute__((vector_size(32)));
INLINE void sytri(const int lower, const int nb, float alpha, const float *a, sb_dim lda,
                  const float *x, float *y)
{
    const __mmask8 rows = (__mmask8)((1u << nb) - 1);
    v8 p[SYT_NB], y0, xv;
    if (nb == SYT_NB) {
        memcpy(&y0, y, sizeof y0);
        memcpy(&xv, x, sizeof xv);
    } else {
        y0 = (v8)_mm256_maskz_loadu_ps(rows, y);
        xv = (v8)_mm256_maskz_loadu_ps(rows, x);
    }
    const v8i row = {0, 1, 2, 3, 4, 5, 6, 7};
    for (int c = 0; c < SYT_NB; c++) {
        if (c >= nb) {   /* no column: no dot */
            p[c] = (v8){0};
            continue;
        }
        const __mmask8 in = (__mmask8)(lower ? (0xffu << c) & rows : (2u << c) - 1);
        const v8 av = (v8)_mm256_maskz_loadu_ps(in, a + c * lda),
                 tr = (v8){0} + alpha * x[c];
        const v8i my = lower ? row >= c : row <= c, md = lower ? row > c : row < c;
        y0 = (v8)((my & (v8i)(y0 + tr * av)) | (~my & (v8i)y0));
        p[c] = (v8)(md & (v8i)(av * xv));
    }
    if (nb == SYT_NB) memcpy(y, &y0, sizeof y0);
    else _mm256_mask_storeu_ps(y, rows, (__m256)y0);
    HSUM8_8LANES(v8, p, t);
    for (int c = 0; c < nb; c++) y[c] += alpha * t[c];
}
#else
enum { SYT_RPV = VW / NRE, SYT_NV = SYT_NB / SYT_RPV };
_Static_assert(SYT_NV * SYT_RPV == SYT_NB, "symv_rt: the diagonal block is whole vectors");
/* The lanes of vector v of the block whose rows are in the 8-bit set `rows`. */
INLINE __mmask16 rows_mask(unsigned rows, int v)
{
    unsigned m = 0;
#pragma GCC unroll 16
    for (int e = 0; e < (int)VW; e++) m |= ((rows >> (v * SYT_RPV + e / NRE)) & 1u) << e;
    return (__mmask16)m;
}
INLINE void sytri(const int lower, const int nb, SB_T alpha, const SB_T *a, sb_dim lda,
                  const SB_T *x, SB_T *y)
{
    /* the lanes of the block's nb rows in vector v (all of them when nb = 8) */
    __mmask16 in[SYT_NV];
    vr p[SYT_NB], q[SYT_NB], yv[SYT_NV], zv[SYT_NV], xv[SYT_NV], xs[SYT_NV];
    for (int v = 0; v < SYT_NV; v++) {
        const int k = nb * NRE - v * (int)VW;
        in[v] = (__mmask16)(k <= 0 ? 0 : k >= (int)VW ? (1u << VW) - 1 : (1u << k) - 1);
        yv[v] = nb == SYT_NB ? ld((const SB_R *)y + v * VW) : ldm((const SB_R *)y + v * VW, in[v]);
        xv[v] = nb == SYT_NB ? ld((const SB_R *)x + v * VW) : ldm((const SB_R *)x + v * VW, in[v]);
        zv[v] = splat(0);
#if SB_COMPLEX
        xs[v] = sw(xv[v]);
#endif
    }
    /* complex: unrolled, so that the masks are constants (rows_mask's loop ran per column:
     * chemv / zhemv n = 8-32 1.09-1.28x); d measured 0.95-1.00x so */
#if SB_COMPLEX
#pragma GCC unroll 8
#endif
    for (int c = 0; c < SYT_NB; c++) {
        if (c >= nb) {   /* no column: no dot */
            p[c] = q[c] = splat(0);
            continue;
        }
        /* column c's off-diagonal rows in the stored triangle (lower: r > c, upper:
         * r < c); a real diagonal goes with them into y, a Hermitian one is added below */
        const unsigned off = lower ? (0xffu << (c + 1)) & 0xffu : (1u << c) - 1;
        const unsigned toy = SB_COMPLEX ? off : off | 1u << c;
        const SB_T t = alpha * x[c];
        const vr tr = splat(SB_RE(t));
#if SB_COMPLEX
        const vr ti = splat(SB_IM(t));   /* its sign applied once below, as colpass_blk */
#endif
        p[c] = q[c] = splat(0);
        for (int v = 0; v < SYT_NV; v++) {
            const vi r = iota() / NRE + (ir)(v * SYT_RPV);   /* each lane's row */
            const vi m_off = lower ? r > (ir)c : r < (ir)c;
            const vi m_y = SB_COMPLEX ? m_off : lower ? r >= (ir)c : r <= (ir)c;
            const vr av = ldm((const SB_R *)(a + c * lda) + v * VW,
                              nb == SYT_NB ? rows_mask(toy, v) : rows_mask(toy, v) & in[v]);
            yv[v] = sel(m_y, yv[v] + tr * av, yv[v]);
            p[c] += sel(m_off, av * xv[v], splat(0));
#if SB_COMPLEX
            zv[v] = sel(m_y, zv[v] + ti * av, zv[v]);
            q[c] += sel(m_off, av * xs[v], splat(0));
#endif
        }
    }
    for (int v = 0; v < SYT_NV; v++) {
#if SB_COMPLEX
        yv[v] += sw(zv[v]) * SW_SIGN;
#endif
        if (nb == SYT_NB) st((SB_R *)y + v * VW, yv[v]);
        else stm((SB_R *)y + v * VW, yv[v], in[v]);
    }
    SB_T d8[SYT_NB];
    dots8(p, q, 1, d8);   /* conj(a) . x (real types: a . x) */
    for (int c = 0; c < nb; c++)
#if SB_COMPLEX
        y[c] += alpha * x[c] * SB_RE(a[c + c * lda]) + alpha * d8[c];
#else
        y[c] += alpha * d8[c];
#endif
    (void)zv;
    (void)xs;
}

#endif /* SB_TYPE_S */

/* symv_r inlined here with n = 8 runs colpass's 4-column blocks for complex types, and GCC
 * 12 then warns of undefined behaviour in the one-column loop after them, which with j = n
 * = 8 does not run */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Waggressive-loop-optimizations"
/* symv_rt's block of nb < 8 columns (the last of a matrix, or all of one of order < 8):
 * its rows' lanes masked, apart from the whole blocks' code, which keeps its constants */
static __attribute__((noinline)) void KN(symv_rt_part)(sb_dim m, sb_dim nb, const void *alpha_,
                                                       const SB_T *a, sb_dim lda, const SB_T *x,
                                                       SB_T *y, int upper)
{
    const sb_dim rb = upper ? m - nb : 0;   /* the diagonal block's first row */
    const SB_T al = *(const SB_T *)alpha_;
    /* nb a constant in each case, so that every mask is one */
    switch (nb) {
#define SYT_CASE(w) case w: sytri(!upper, w, al, a + rb, lda, x + rb, y + rb); break
        SYT_CASE(1); SYT_CASE(2); SYT_CASE(3); SYT_CASE(4); SYT_CASE(5); SYT_CASE(6);
        SYT_CASE(7);
#undef SYT_CASE
    }
    if (m > nb) {
        const sb_dim r0 = upper ? 0 : nb;   /* the rectangle's first row */
        KN(symv_r)(m - nb, nb, alpha_, a + r0, lda, x + rb, x + r0, y + r0, y + rb, SB_COMPLEX);
    }
}
void KN(symv_rt)(sb_dim m, sb_dim nb, const void *alpha_, const void *a_, sb_dim lda,
                 const void *x_, void *y_, int upper)
{
    const SB_T *a = a_, *x = x_;
    SB_T *y = y_;
    if (nb < SYT_NB) {
        KN(symv_rt_part)(m, nb, alpha_, a, lda, x, y, upper);
        return;
    }
    const sb_dim rb = upper ? m - SYT_NB : 0;   /* the diagonal block's first row */
    sytri(!upper, SYT_NB, *(const SB_T *)alpha_, a + rb, lda, x + rb, y + rb);
    if (m > SYT_NB) {
        const sb_dim r0 = upper ? 0 : SYT_NB;   /* the rectangle's first row */
        symv_r_in(m - SYT_NB, SYT_NB, alpha_, a + r0, lda, x + rb, x + r0, y + r0, y + rb,
                  SB_COMPLEX);
    }
}
#pragma GCC diagnostic pop
#endif
