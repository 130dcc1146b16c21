/*
 * Plane rotations ?ROT (srot, drot, csrot, zdrot) and modified rotations ?ROTM.
 * Both apply a real 2x2 matrix H to the pairs (x_i, y_i) through the one `rot` kernel:
 *   rot:             H = [c s; -s c]
 *   rotm flag = -1:  H = [h11 h12; h21 h22]
 *   rotm flag =  0:  H = [1 h12; h21 1]
 *   rotm flag =  1:  H = [h11 1; -1 h22]
 *   rotm flag = -2:  H = I (nothing to do)
 * which rounds exactly as the reference's formulas (products by 1 and -1 are exact).
 */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level1/level1.h"

/* Applies h to x and y, n elements each, increments resolved by the caller.  A complex
 * vector under a real H is handled by the real kernel on its components: one real
 * vector of 2n when both strides are 1, otherwise the real parts and the imaginary
 * parts as two real vectors of twice the stride. */
static void apply_h(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy, const SB_R h[4])
{
#if SB_COMPLEX
    const sb_kernels *rk = sb_kern(SB_RTID);
    SB_R *xr = (SB_R *)x, *yr = (SB_R *)y;
    if (incx == 1 && incy == 1) {
        rk->rot(2 * n, xr, 1, yr, 1, h);
    } else {
        for (int part = 0; part < 2; part++)
            rk->rot(n, xr + part, 2 * incx, yr + part, 2 * incy, h);
    }
#else
    sb_kern(SB_TID)->rot(n, x, incx, y, incy, h);
#endif
}

void SB_NAME(rot)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy, SB_R c, SB_R s)
{
    if (n <= 0) return;
    const SB_R h[4] = {c, s, -s, c};
    apply_h(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy, h);
}

#if !SB_COMPLEX
/* param = (flag, h11, h21, h12, h22); only the entries the flag names are read. */
void SB_NAME(rotm)(sb_dim n, SB_T *x, sb_dim incx, SB_T *y, sb_dim incy, const SB_T *param)
{
    const SB_T flag = param[0];
    if (n <= 0 || flag + 2 == 0) return;
    SB_T h[4];
    if (flag < 0) {
        h[0] = param[1], h[1] = param[3], h[2] = param[2], h[3] = param[4];
    } else if (flag == 0) {
        h[0] = 1, h[1] = param[3], h[2] = param[2], h[3] = 1;
    } else {
        h[0] = param[1], h[1] = 1, h[2] = -1, h[3] = param[4];
    }
    apply_h(n, x + sb_vfirst(n, incx), incx, y + sb_vfirst(n, incy), incy, h);
}
#endif
