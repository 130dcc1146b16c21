/* Generic level-1 and level-2 kernels (contract in kernel/kernel.h). */
#include <float.h>
#include <math.h>
#include "sb/type.h"
#include "kernel/kernel.h"
#include "kernel/generic/generic.h"

void SB_KNAME(generic, axpy)(sb_dim n, const void *alpha_, const void *x_, sb_dim incx,
                             void *y_, sb_dim incy)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *x = x_;
    SB_T *y = y_;
    if (incx == 1 && incy == 1) {
        for (sb_dim i = 0; i < n; i++) y[i] += alpha * x[i];
    } else {
        for (sb_dim i = 0; i < n; i++) y[i * incy] += alpha * x[i * incx];
    }
}

void SB_KNAME(generic, dot)(sb_dim n, const void *x_, sb_dim incx, const void *y_, sb_dim incy,
                            int cj, void *result)
{
    const SB_T *x = x_, *y = y_;
    SB_T s = 0;
    if (SB_COMPLEX && cj) {
        for (sb_dim i = 0; i < n; i++) s += SB_CONJ(x[i * incx]) * y[i * incy];
    } else if (incx == 1 && incy == 1) {
        for (sb_dim i = 0; i < n; i++) s += x[i] * y[i];
    } else {
        for (sb_dim i = 0; i < n; i++) s += x[i * incx] * y[i * incy];
    }
    *(SB_T *)result = s;
}

void SB_KNAME(generic, scal)(sb_dim n, const void *alpha_, void *x_, sb_dim incx)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    SB_T *x = x_;
    /* alpha == 0 stores zeros (NaN/Inf in x do not survive), as the driver requires */
    if (alpha == (SB_T)0) {
        for (sb_dim i = 0; i < n; i++) x[i * incx] = 0;
    } else {
        for (sb_dim i = 0; i < n; i++) x[i * incx] = alpha * x[i * incx];
    }
}

void SB_KNAME(generic, scal_ieee)(sb_dim n, const void *alpha_, void *x_, sb_dim incx)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    SB_T *x = x_;
    for (sb_dim i = 0; i < n; i++) x[i * incx] = alpha * x[i * incx];
}

void SB_KNAME(generic, axpby)(sb_dim n, const void *alpha_, const void *x_, sb_dim incx,
                              const void *beta_, void *y_, sb_dim incy)
{
    const SB_T alpha = *(const SB_T *)alpha_, beta = *(const SB_T *)beta_;
    const SB_T *x = x_;
    SB_T *y = y_;
    if (beta == (SB_T)0) {
        for (sb_dim i = 0; i < n; i++) y[i * incy] = alpha * x[i * incx];
    } else {
        for (sb_dim i = 0; i < n; i++) y[i * incy] = beta * y[i * incy] + alpha * x[i * incx];
    }
}

void SB_KNAME(generic, copy)(sb_dim n, const void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    const SB_T *x = x_;
    SB_T *y = y_;
    if (incx == 1 && incy == 1) {
        for (sb_dim i = 0; i < n; i++) y[i] = x[i];
    } else {
        for (sb_dim i = 0; i < n; i++) y[i * incy] = x[i * incx];
    }
}

void SB_KNAME(generic, swap)(sb_dim n, void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    SB_T *x = x_, *y = y_;
    for (sb_dim i = 0; i < n; i++) {
        const SB_T t = x[i * incx];
        x[i * incx] = y[i * incy];
        y[i * incy] = t;
    }
}

#define SB_RABS SB_PICK(fabsf, fabs, fabsf, fabs)
#define SB_RSQRT SB_PICK(sqrtf, sqrt, sqrtf, sqrt)

/* Sum of |re| + |im|, accumulated left to right in the working precision.  The two
 * complex reference routines associate differently, and each is followed:
 * scasum adds (s + |re|) + |im|, dzasum adds s + (|re| + |im|) (it calls DCABS1). */
void SB_KNAME(generic, asum)(sb_dim n, const void *x_, sb_dim incx, void *result)
{
    const SB_T *x = x_;
    SB_R s = 0;
    for (sb_dim i = 0; i < n; i++) {
#if defined(SB_TYPE_C)
        s = (s + SB_RABS(SB_RE(x[i * incx]))) + SB_RABS(SB_IM(x[i * incx]));
#else
        s += SB_ABS1(x[i * incx]);
#endif
    }
    *(SB_R *)result = s;
}

/*
 * Euclidean norm with Blue's scaling (Anderson, "Algorithm 978: Safe Scaling in the
 * Level 1 BLAS", TOMS 2017), the algorithm of the reference BLAS since 3.10, so that
 * results agree with it to the last bits.  Three accumulators: squares of values above
 * TBIG are scaled down by SBIG, squares of values below TSML are scaled up by SSML, the
 * rest are summed unscaled.  The thresholds are powers of two derived from the format
 * (for binary32: minexponent -125, maxexponent 128, 24 digits):
 *   TSML = 2^ceil((minexp - 1) / 2)        TBIG = 2^floor((maxexp - digits + 1) / 2)
 *   SSML = 2^-floor((minexp - digits) / 2) SBIG = 2^-ceil((maxexp + digits - 1) / 2)
 */
#define NRM2_TSML SB_PICK(0x1p-63f, 0x1p-511, 0x1p-63f, 0x1p-511)
#define NRM2_TBIG SB_PICK(0x1p52f, 0x1p486, 0x1p52f, 0x1p486)
#define NRM2_SSML SB_PICK(0x1p75f, 0x1p537, 0x1p75f, 0x1p537)
#define NRM2_SBIG SB_PICK(0x1p-76f, 0x1p-538, 0x1p-76f, 0x1p-538)
#define NRM2_HUGE SB_PICK(FLT_MAX, DBL_MAX, FLT_MAX, DBL_MAX)

typedef struct {
    SB_R abig, amed, asml;
    int notbig;
} nrm2_acc;

static inline void nrm2_add(nrm2_acc *acc, SB_R v)
{
    const SB_R ax = SB_RABS(v);
    if (ax > NRM2_TBIG) {
        acc->abig += (ax * NRM2_SBIG) * (ax * NRM2_SBIG);
        acc->notbig = 0;
    } else if (ax < NRM2_TSML) {
        if (acc->notbig) acc->asml += (ax * NRM2_SSML) * (ax * NRM2_SSML);
    } else {
        acc->amed += ax * ax;    /* NaN lands here and propagates */
    }
}

void SB_KNAME(generic, nrm2)(sb_dim n, const void *x_, sb_dim incx, void *result)
{
    const SB_T *x = x_;
    nrm2_acc acc = {0, 0, 0, 1};
    for (sb_dim i = 0; i < n; i++) {
        nrm2_add(&acc, SB_RE(x[i * incx]));
#if SB_COMPLEX
        nrm2_add(&acc, SB_IM(x[i * incx]));
#endif
    }
    /* combine the accumulators that were used (amed also counts when Inf or NaN) */
    const int amed_used = acc.amed > 0 || acc.amed > NRM2_HUGE || acc.amed != acc.amed;
    SB_R scl, sumsq;
    if (acc.abig > 0) {
        if (amed_used) acc.abig += (acc.amed * NRM2_SBIG) * NRM2_SBIG;
        scl = 1 / NRM2_SBIG;
        sumsq = acc.abig;
    } else if (acc.asml > 0) {
        if (amed_used) {
            const SB_R amed = SB_RSQRT(acc.amed), asml = SB_RSQRT(acc.asml) / NRM2_SSML;
            const SB_R ymin = asml > amed ? amed : asml, ymax = asml > amed ? asml : amed;
            scl = 1;
            sumsq = ymax * ymax * (1 + (ymin / ymax) * (ymin / ymax));
        } else {
            scl = 1 / NRM2_SSML;
            sumsq = acc.asml;
        }
    } else {
        scl = 1;
        sumsq = acc.amed;
    }
    *(SB_R *)result = scl * SB_RSQRT(sumsq);
}

/* First index of the largest |re| + |im|; a NaN never compares greater. */
sb_dim SB_KNAME(generic, iamax)(sb_dim n, const void *x_, sb_dim incx)
{
    const SB_T *x = x_;
    sb_dim imax = 0;
    SB_R vmax = SB_ABS1(x[0]);
    for (sb_dim i = 1; i < n; i++) {
        const SB_R v = SB_ABS1(x[i * incx]);
        if (v > vmax) {
            imax = i;
            vmax = v;
        }
    }
    return imax;
}

#if !SB_COMPLEX
/* Applies the 2x2 matrix h = [h0 h1; h2 h3] to the pairs (x_i, y_i).  Rotations
 * (h = [c s; -s c]) and every form of the modified rotation reduce to it with the
 * same rounding, since multiplying by 1 or -1 is exact. */
void SB_KNAME(generic, rot)(sb_dim n, void *x_, sb_dim incx, void *y_, sb_dim incy,
                            const void *h_)
{
    const SB_T *h = h_;
    const SB_T h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3];
    SB_T *x = x_, *y = y_;
    for (sb_dim i = 0; i < n; i++) {
        const SB_T xi = x[i * incx], yi = y[i * incy];
        x[i * incx] = h0 * xi + h1 * yi;
        y[i * incy] = h2 * xi + h3 * yi;
    }
}
#endif

#if defined(SB_TYPE_S)
void sb_k_generic_sdsdot(sb_dim n, const float *x, sb_dim incx, const float *y, sb_dim incy,
                         double *acc)
{
    double s = *acc;
    for (sb_dim i = 0; i < n; i++) s += (double)x[i * incx] * (double)y[i * incy];
    *acc = s;
}
#endif

void SB_KNAME(generic, gemv_n)(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                               const void *x_, sb_dim incx, void *y_, sb_dim incy)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *a = a_, *x = x_;
    SB_T *y = y_;
    for (sb_dim j = 0; j < n; j++) {
        const SB_T t = alpha * x[j * incx];
        const SB_T *aj = a + j * lda;
        if (incy == 1) {
            for (sb_dim i = 0; i < m; i++) y[i] += t * aj[i];
        } else {
            for (sb_dim i = 0; i < m; i++) y[i * incy] += t * aj[i];
        }
    }
}

void SB_KNAME(generic, gemv_t)(sb_dim m, sb_dim n, const void *alpha_, const void *a_, sb_dim lda,
                               const void *x_, sb_dim incx, void *y_, sb_dim incy, int cj)
{
    const SB_T alpha = *(const SB_T *)alpha_;
    const SB_T *a = a_, *x = x_;
    SB_T *y = y_;
    for (sb_dim j = 0; j < n; j++) {
        const SB_T *aj = a + j * lda;
        SB_T s = 0;
        if (SB_COMPLEX && cj) {
            for (sb_dim i = 0; i < m; i++) s += SB_CONJ(aj[i]) * x[i * incx];
        } else if (incx == 1) {
            for (sb_dim i = 0; i < m; i++) s += aj[i] * x[i];
        } else {
            for (sb_dim i = 0; i < m; i++) s += aj[i] * x[i * incx];
        }
        y[j * incy] += alpha * s;
    }
}
