/* Generic level-1 and level-2 kernels (contract in kernel/kernel.h). */
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
