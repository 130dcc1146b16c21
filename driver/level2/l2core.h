/*
 * Internal helpers of the level-2 drivers.  Type-generic: include after sb/type.h.
 *
 * One description, sb_l2shape, says where column j of a matrix operand lies, whatever
 * its storage (full, band or packed).  The level-2 algorithms are written once over it:
 *
 *     element (i, j) is a[off(j) + i],  off(j) = base + j * step + tri * j * (j + 1) / 2,
 *     for the stored rows  max(0, j - ku) <= i <= min(m - 1, j + kl).
 *
 *   storage                   base  step     tri  kl     ku
 *   full, m x n, lda          0     lda      0    m-1    n-1
 *   band (gbmv), lda          ku    lda-1    0    kl     ku
 *   triangle of a full n x n  0     lda      0    0|n-1  n-1|0   (upper | lower)
 *   band triangle, k          k|0   lda-1    0    0|k    k|0
 *   packed upper              0     0        1    0      n-1
 *   packed lower              0     n       -1    n-1    0
 *
 * (band: element (i, j) sits at row ku + i - j of column j; packed lower: column j
 * starts with (j, j) at j * n - j * (j - 1) / 2.)  Only in-range elements are ever
 * addressed: a[off(j) + lo] for the first stored row lo, never a[off(j)] itself.
 */
#ifndef SB_DRIVER_L2CORE_H
#define SB_DRIVER_L2CORE_H

#include "sb/common.h"
#include "driver/threads.h"

/* Threads for a level-2 call that moves `bytes` of its matrix: one per SB_L2_MIN_BYTES
 * (~10 us of memory traffic on one core), at most the threads available; one below
 * SB_L2_COLD_BYTES (~1.5 ms of one core, as SB_L3_COLD_WORK) when the workers sleep. */
#define SB_L2_MIN_BYTES (512 << 10)
#define SB_L2_COLD_BYTES (64 << 20)
static inline int sb_l2_threads(double bytes)
{
    /* what the rule below gives for any thread count, without asking the pool (its
     * thread-local state and pthread_once were a tenth of sgemv n = 32) */
    if (bytes < 2.0 * SB_L2_MIN_BYTES) return 1;
    int nt = sb_threads_avail();
    const double most = bytes / SB_L2_MIN_BYTES;
    if (most < nt) nt = most < 1 ? 1 : (int)most;
    return sb_threads_unless_cold(nt, bytes < SB_L2_COLD_BYTES);
}

/* The parts of a level-2 call whose threads' results are combined or ordered (the
 * symmetric products' partial vectors, TRMV's blocks, symv_t.c / trxv_t.c): a number that
 * depends on the call's size alone, never on the thread count, so that each part is
 * computed by the same operations whichever thread runs it, the parts combine in a fixed
 * order, and the result is bit for bit the same on any number of threads (as level 3's,
 * engine.h).  One part per SB_L2_MIN_BYTES of the matrix, rounded down to a power of two
 * so that 2, 4 and 8 threads share them evenly, at most SB_L2_MAX_PARTS; 1 where
 * sb_l2_threads gives any thread count one thread.  A call runs on at most that many
 * threads.  The parts cost a call on one thread their partial vectors' traffic: dsymv
 * n = 1100 / 2000 in 4 parts 1.010 / 1.004x the unparted time, 8 parts 1.016 / 1.010x,
 * 16 parts 1.015 / 1.021x; dtrmv N 1.04 / 1.05x in 8 or 16 parts (one process, 30
 * rounds, 2026-12-06): at most 8. */
enum { SB_L2_MAX_PARTS = 8 };
static inline int sb_l2_parts(double bytes)
{
    if (bytes < 2.0 * SB_L2_MIN_BYTES) return 1;
    int g = 2;
    while (g < SB_L2_MAX_PARTS && 2.0 * g * SB_L2_MIN_BYTES <= bytes) g *= 2;
    return g;
}

/* Complex products inline in the driver (instead of an axpy kernel call) round as the
 * kernel does only where the compiler cannot contract them into FMAs: the axpy kernel
 * rounds each product by itself (level12_impl.h vmul_exact), as the reference does, and
 * without FMA instructions (the baseline x86-64 build of driver/) an inline product under
 * -fcx-fortran-rules is the same operations.  A build whose driver may use FMA
 * (-march=...) keeps the kernel calls. */
#if defined(__FMA__) || defined(__FMA4__)
#define SB_L2_CX_INLINE 0
#else
#define SB_L2_CX_INLINE 1
#endif

typedef struct {
    sb_dim m;                 /* rows */
    sb_dim kl, ku;            /* stored rows of column j: max(0, j-ku) .. min(m-1, j+kl) */
    sb_dim base, step, tri;   /* off(j) = base + j*step + tri*j*(j+1)/2 */
} sb_l2shape;

static inline sb_l2shape sb_l2_full(sb_dim m, sb_dim n, sb_dim lda)
{
    return (sb_l2shape){ m, m - 1, n - 1, 0, lda, 0 };
}
static inline sb_l2shape sb_l2_band(sb_dim m, sb_dim kl, sb_dim ku, sb_dim lda)
{
    return (sb_l2shape){ m, kl, ku, ku, lda - 1, 0 };
}
/* The stored triangle of an n x n matrix with bandwidth k (full storage: k = n - 1). */
static inline sb_l2shape sb_l2_tri(sb_uplo uplo, sb_dim n, sb_dim lda)
{
    return uplo == SB_UPPER ? (sb_l2shape){ n, 0, n - 1, 0, lda, 0 }
                            : (sb_l2shape){ n, n - 1, 0, 0, lda, 0 };
}
static inline sb_l2shape sb_l2_triband(sb_uplo uplo, sb_dim n, sb_dim k, sb_dim lda)
{
    return uplo == SB_UPPER ? (sb_l2shape){ n, 0, k, k, lda - 1, 0 }
                            : (sb_l2shape){ n, k, 0, 0, lda - 1, 0 };
}
static inline sb_l2shape sb_l2_packed(sb_uplo uplo, sb_dim n)
{
    return uplo == SB_UPPER ? (sb_l2shape){ n, 0, n - 1, 0, 0, 1 }
                            : (sb_l2shape){ n, n - 1, 0, 0, n, -1 };
}

static inline sb_dim sb_l2_off(const sb_l2shape *s, sb_dim j)
{
    return s->base + j * s->step + s->tri * (j * (j + 1) / 2);
}
static inline sb_dim sb_l2_lo(const sb_l2shape *s, sb_dim j) { return sb_max(0, j - s->ku); }
static inline sb_dim sb_l2_hi(const sb_l2shape *s, sb_dim j) { return sb_min(s->m - 1, j + s->kl); }

/* Rows of column j strictly inside a stored triangle (the diagonal excluded). */
static inline void sb_l2_offdiag(const sb_l2shape *s, sb_uplo uplo, sb_dim j, sb_dim *lo,
                                 sb_dim *hi)
{
    *lo = uplo == SB_UPPER ? sb_l2_lo(s, j) : j + 1;
    *hi = uplo == SB_UPPER ? j - 1 : sb_l2_hi(s, j);
}

#endif

/* ---- type-generic part ---- */
#ifdef SB_TID
#ifndef SB_DRIVER_L2CORE_T_H
#define SB_DRIVER_L2CORE_T_H
#include "arch/arch.h"
#include "driver/bufcache.h"
#include <string.h>

/* Logical element 0 of a vector of n elements: the far end for a negative increment. */
static inline SB_T *SB_NAME(l2_first)(const SB_T *x, sb_dim n, sb_dim inc)
{
    return (SB_T *)(inc < 0 ? x - (n - 1) * inc : x);
}

/* x := conj(x) for the n elements x[i * inc] (x: logical element 0): exact, and its own
 * inverse.  The conjugated-matrix forms of the complex row-major calls run through it as
 *     conj(A) x = conj(A conj(x)),   inv(conj(A)) x = conj(inv(A) conj(x)):
 * the vectors conjugated (in place, or a copy of an input), the plain form run by its
 * kernels, the result conjugated back.  Rounding is symmetric under negation, so each
 * element comes out as a conjugating kernel doing the same operations would give it. */
static inline void SB_NAME(l2_conj)(sb_dim n, SB_T *x, sb_dim inc)
{
#if SB_COMPLEX
    SB_R *r = (SB_R *)x;
    for (sb_dim i = 0; i < n; i++) r[2 * i * inc + 1] = -r[2 * i * inc + 1];
#else
    (void)n; (void)x; (void)inc;
#endif
}

/* The partial vectors of a call in parts (sb_l2_parts): y := -0 for the n elements
 * y[i * inc] (both parts of a complex one), the additive identity: a sum that starts from
 * it is the sum of its terms, a signed zero included, so a part that adds nothing to an
 * element leaves that element of the result as it was.  Unit stride: a few elements, then
 * memcpy doubling the filled stretch (the scalar loop was 1-2% of dsymv n = 2000 in 16
 * parts). */
static inline void SB_NAME(l2_negzero)(sb_dim n, SB_T *y, sb_dim inc)
{
    SB_R *r = (SB_R *)y;
    const sb_dim w = SB_COMPLEX ? 2 : 1;
    const sb_dim head = inc == 1 ? sb_min(n, 16) : n;
    for (sb_dim i = 0; i < head; i++)
        for (sb_dim c = 0; c < w; c++) r[w * i * inc + c] = -(SB_R)0;
    for (sb_dim done = head; done < n;) {
        const sb_dim len = sb_min(done, n - done);
        memcpy(y + done, y, (size_t)len * sizeof(SB_T));
        done += len;
    }
}

/* y[i * incy] += v[i], i < n: the additions alone, by the real type's axpy kernel with
 * alpha = 1 (y + 1 x is y + x exactly, fused or not); a complex vector as its real and
 * imaginary parts (the complex axpy with alpha = 1 + 0i would multiply, and 0 * Inf in
 * its cross terms makes a NaN). */
static inline void SB_NAME(l2_add)(sb_dim n, const SB_T *v, SB_T *y, sb_dim incy)
{
    const sb_kernels *rk = sb_kern(SB_TID & 1);
    const SB_R one = 1;
    const SB_R *s = (const SB_R *)v;
    SB_R *r = (SB_R *)y;
    if (!SB_COMPLEX || incy == 1) {
        rk->axpy(SB_COMPLEX ? 2 * n : n, &one, s, 1, r, incy);
        return;
    }
    rk->axpy(n, &one, s, 2, r, 2 * incy);
    rk->axpy(n, &one, s + 1, 2, r + 1, 2 * incy);
}

/* A conjugated copy of an input vector (n elements, unit stride) from the buffer cache,
 * or NULL (then the caller takes its conjugating loops). */
static inline SB_T *SB_NAME(l2_conj_copy)(sb_dim n, const SB_T *x0, sb_dim inc)
{
    SB_T *c = sb_buf_get((size_t)n * sizeof(SB_T));
    if (c)
        for (sb_dim i = 0; i < n; i++) c[i] = SB_CONJ(x0[i * inc]);
    return c;
}

/* y += alpha * conj?(x).  The kernel has no conjugating axpy: that case (complex data
 * of a row-major problem only) is a driver loop. */
static inline void SB_NAME(l2_axpy)(sb_dim n, SB_T alpha, const SB_T *x, sb_dim incx, SB_T *y,
                                    sb_dim incy, int cj)
{
    if (n <= 0) return;
#if SB_COMPLEX
    if (cj) {
        for (sb_dim i = 0; i < n; i++) y[i * incy] += alpha * SB_CONJ(x[i * incx]);
        return;
    }
#endif
    sb_kern(SB_TID)->axpy(n, &alpha, x, incx, y, incy);
}

/* sum conj?(x) * y */
static inline SB_T SB_NAME(l2_dot)(sb_dim n, const SB_T *x, sb_dim incx, const SB_T *y,
                                   sb_dim incy, int cj)
{
    SB_T r = 0;
    if (n > 0) sb_kern(SB_TID)->dot(n, x, incx, y, incy, SB_COMPLEX && cj, &r);
    return r;
}

/* The y := beta * y step of the matrix-vector products (beta == 0 stores zeros, so
 * NaN in y does not survive).  Returns 0 when alpha == 0: nothing more to do, and
 * neither A nor x is read. */
static inline int SB_NAME(l2_beta)(sb_dim leny, SB_T alpha, SB_T beta, SB_T *y, sb_dim incy)
{
    if (beta != (SB_T)1) sb_kern(SB_TID)->scal(leny, &beta, y, incy);
    return alpha != (SB_T)0;
}

#endif
#endif
