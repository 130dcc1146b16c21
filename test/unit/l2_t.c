/*
 * Unit tests, level 2: gemv, gbmv, symv/hemv, sbmv/hbmv, spmv/hpmv, trmv, tbmv, tpmv,
 * trsv, tbsv, tpsv, ger/geru/gerc, syr/her, spr/hpr, syr2/her2, spr2/hpr2.
 * Every routine: Fortran ABI and CBLAS in both layouts, every flag, alpha and beta in
 * {0, 1, -1, other, complex}, increments 1, -1, 2, -2, 3, band widths from 0 to beyond
 * n, unreferenced parts of A (other triangle, band corners, unit diagonal) holding NaN.
 */
#include "proto_t.h"

/* (m, n, k): k is the band width of the band routines */
static const int UT(sizes2)[][3] = {
    {1, 1, 0},   {2, 3, 1},    {4, 4, 2},     {6, 3, 5},     {7, 9, 3},
    {8, 8, 1},   {9, 7, 4},    {15, 17, 5},   {16, 16, 0},   {33, 31, 7},
    {64, 65, 2}, {127, 129, 9}, {255, 257, 12}, {300, 200, 40},
};
#define NSIZES2 (int)(sizeof UT(sizes2) / sizeof UT(sizes2)[0])
static const int UT(large2)[][3] = {{700, 650, 30}};
#define SMALL2 {5, 4, 2}

/* ---- gemv, gbmv ---- */

static void UT(call_gemv)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w), *y = UT(a)(c, 2, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(gemv))(&p->ta, &p->m, &p->n, &al, a, &p->lda, x, &p->incx, &be, y,
                               &p->incy, 1);
    else
        UT_FN(w, SB_CBLAS(gemv))(ut_clayout(p->abi), ut_ctrans(p->ta), p->m, p->n, UT_CS(al), a,
                                 p->lda, x, p->incx, UT_CS(be), y, p->incy);
}
static void UT(call_gbmv)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w), *y = UT(a)(c, 2, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(gbmv))(&p->ta, &p->m, &p->n, &p->kl, &p->ku, &al, a, &p->lda, x,
                               &p->incx, &be, y, &p->incy, 1);
    else
        UT_FN(w, SB_CBLAS(gbmv))(ut_clayout(p->abi), ut_ctrans(p->ta), p->m, p->n, p->kl,
                                 p->ku, UT_CS(al), a, p->lda, x, p->incx, UT_CS(be), y,
                                 p->incy);
}
static void UT(build_gv)(UT(p) *p, const char *name, UT(callfn) fn, int band)
{
    int row = UT(isrow)(p), xl = p->ta == 'N' ? p->n : p->m, yl = p->ta == 'N' ? p->m : p->n;
    ut_shape sa;
    UT(case) c;
    UT(begin)(&c, name, p);
    if (band) {
        p->kl = p->pad % 2 ? p->k : p->k / 2, p->ku = p->pad % 2 ? p->k / 2 : p->k;
        p->lda = p->kl + p->ku + 1 + p->pad;
        sa = ut_band(row, p->m, p->n, p->kl, p->ku, p->lda);
        c.kdim = p->kl + p->ku + 1;
    } else {
        p->lda = UT(ld)(p, row ? p->n : p->m);
        sa = ut_mat(row, p->m, p->n, p->lda);
        c.kdim = xl;
    }
    UT(in)(&c, "A", sa, UT(nan)(p, 'A'));
    UT(in)(&c, "x", ut_vec(xl, p->incx), UT(nan)(p, 'A'));
    UT(out)(&c, "y", ut_vec(yl, p->incy), UT(nan)(p, 'C'), UT_T_MAG);
    UT(run)(&c, fn);
}
static void UT(case_gemv)(UT(p) *p) { UT(build_gv)(p, "gemv", UT(call_gemv), 0); }
static void UT(case_gbmv)(UT(p) *p) { UT(build_gv)(p, "gbmv", UT(call_gbmv), 1); }
static const UT(dims) UT(d_gemv) = {.abi = "FCR", .ta = "NTC", .nalpha = UT_NSCAL,
                                    .nbeta = UT_NSCAL, .incs = 1};
static const UT(plan) UT(pl_gemv) = {&UT(d_gemv), UT(case_gemv), SMALL2, UT(sizes2), NSIZES2,
                                     UT(large2), 1, 3};
static const UT(plan) UT(pl_gbmv) = {&UT(d_gemv), UT(case_gbmv), SMALL2, UT(sizes2), NSIZES2,
                                     UT(large2), 1, 2};
UT_CHECK(gemv, UT(pl_gemv))
UT_CHECK(gbmv, UT(pl_gbmv))

/* A of a square routine: 'T' full triangle, 'S' band (k diagonals), 'P' packed; sets lda. */
static ut_shape UT(square_a)(UT(p) *p, char kind)
{
    int row = UT(isrow)(p);
    if (kind == 'T') {
        p->lda = UT(ld)(p, p->n);
        return ut_tri(row, p->uplo, p->n, p->lda);
    }
    if (kind == 'S') {
        p->lda = p->k + 1 + p->pad;
        return ut_sband(row, p->uplo, p->n, p->k, p->lda);
    }
    return ut_pack(row, p->uplo, p->n);
}

/* ---- symv, sbmv, spmv (real);  hemv, hbmv, hpmv (complex) ----
 * One macro writes the three calls of a family; the Hermitian and symmetric ones have
 * the same arguments. */

#define UT_SV_CALLS(full, band, packed)                                                     \
    static void UT(call_##full)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);                             \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w), *y = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(full))(&p->uplo, &p->n, &al, a, &p->lda, x, &p->incx, &be, y,   \
                                   &p->incy, 1);                                            \
        else                                                                                \
            UT_FN(w, SB_CBLAS(full))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n, UT_CS(al), \
                                     a, p->lda, x, p->incx, UT_CS(be), y, p->incy);         \
    }                                                                                       \
    static void UT(call_##band)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);                             \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w), *y = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(band))(&p->uplo, &p->n, &p->k, &al, a, &p->lda, x, &p->incx,    \
                                   &be, y, &p->incy, 1);                                    \
        else                                                                                \
            UT_FN(w, SB_CBLAS(band))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n, p->k,     \
                                     UT_CS(al), a, p->lda, x, p->incx, UT_CS(be), y,        \
                                     p->incy);                                              \
    }                                                                                       \
    static void UT(call_##packed)(UT(case) *c, int w)                                       \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);                             \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w), *y = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(packed))(&p->uplo, &p->n, &al, a, x, &p->incx, &be, y,          \
                                     &p->incy, 1);                                          \
        else                                                                                \
            UT_FN(w, SB_CBLAS(packed))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n,         \
                                       UT_CS(al), a, x, p->incx, UT_CS(be), y, p->incy);    \
    }

/* kind: 'T' full triangle, 'S' band, 'P' packed.  A's diagonal is random complex: a
 * Hermitian routine must ignore its imaginary part. */
static void UT(build_sv)(UT(p) *p, const char *name, UT(callfn) fn, char kind)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", UT(square_a)(p, kind), UT(nan)(p, 'A'));
    UT(in)(&c, "x", ut_vec(p->n, p->incx), UT(nan)(p, 'A'));
    UT(out)(&c, "y", ut_vec(p->n, p->incy), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = kind == 'S' ? 2 * p->k + 1 : p->n;
    UT(run)(&c, fn);
}
static const UT(dims) UT(d_symv) = {.abi = "FCR", .uplo = "UL", .nalpha = UT_NSCAL,
                                    .nbeta = UT_NSCAL, .incs = 1};
#if !SB_COMPLEX
UT_SV_CALLS(symv, sbmv, spmv)
static void UT(case_symv)(UT(p) *p) { UT(build_sv)(p, "symv", UT(call_symv), 'T'); }
static void UT(case_sbmv)(UT(p) *p) { UT(build_sv)(p, "sbmv", UT(call_sbmv), 'S'); }
static void UT(case_spmv)(UT(p) *p) { UT(build_sv)(p, "spmv", UT(call_spmv), 'P'); }
#define SV1 symv
#define SV2 sbmv
#define SV3 spmv
#else
UT_SV_CALLS(hemv, hbmv, hpmv)
static void UT(case_hemv)(UT(p) *p) { UT(build_sv)(p, "hemv", UT(call_hemv), 'T'); }
static void UT(case_hbmv)(UT(p) *p) { UT(build_sv)(p, "hbmv", UT(call_hbmv), 'S'); }
static void UT(case_hpmv)(UT(p) *p) { UT(build_sv)(p, "hpmv", UT(call_hpmv), 'P'); }
#define SV1 hemv
#define SV2 hbmv
#define SV3 hpmv
#endif
#define UT_SV_PLAN(r)                                                                       \
    static const UT(plan) UT(pl_##r) = {&UT(d_symv), UT(case_##r), SMALL2, UT(sizes2),      \
                                        NSIZES2, UT(large2), 1, 2};                         \
    UT_CHECK(r, UT(pl_##r))
#define UT_SV_PLAN_(r) UT_SV_PLAN(r)
UT_SV_PLAN_(SV1)
UT_SV_PLAN_(SV2)
UT_SV_PLAN_(SV3)

/* ---- trmv, tbmv, tpmv, trsv, tbsv, tpsv ---- */

#define UT_TV_CALLS(full, band, packed)                                                     \
    static void UT(call_##full)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w);                                      \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(full))(&p->uplo, &p->ta, &p->diag, &p->n, a, &p->lda, x,        \
                                   &p->incx, 1, 1, 1);                                      \
        else                                                                                \
            UT_FN(w, SB_CBLAS(full))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta), \
                                     ut_cdiag(p->diag), p->n, a, p->lda, x, p->incx);       \
    }                                                                                       \
    static void UT(call_##band)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w);                                      \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(band))(&p->uplo, &p->ta, &p->diag, &p->n, &p->k, a, &p->lda, x, \
                                   &p->incx, 1, 1, 1);                                      \
        else                                                                                \
            UT_FN(w, SB_CBLAS(band))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta), \
                                     ut_cdiag(p->diag), p->n, p->k, a, p->lda, x, p->incx); \
    }                                                                                       \
    static void UT(call_##packed)(UT(case) *c, int w)                                       \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T *a = UT(a)(c, 0, w), *x = UT(a)(c, 1, w);                                      \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(packed))(&p->uplo, &p->ta, &p->diag, &p->n, a, x, &p->incx, 1,  \
                                     1, 1);                                                 \
        else                                                                                \
            UT_FN(w, SB_CBLAS(packed))(ut_clayout(p->abi), ut_cuplo(p->uplo),               \
                                       ut_ctrans(p->ta), ut_cdiag(p->diag), p->n, a, x,     \
                                       p->incx);                                            \
    }
UT_TV_CALLS(trmv, tbmv, tpmv)
UT_TV_CALLS(trsv, tbsv, tpsv)

/* Solves get a well-conditioned A and a normwise comparison. */
static void UT(build_tv)(UT(p) *p, const char *name, UT(callfn) fn, char kind, int solve)
{
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", UT(square_a)(p, kind),
           (p->diag == 'U' ? UT_O_UNIT : 0) | (solve ? UT_O_DOM : 0));
    UT(out)(&c, "x", ut_vec(p->n, p->incx), 0, solve ? UT_T_MAX : UT_T_MAG);
    c.kdim = kind == 'S' ? p->k + 1 : p->n;
    UT(run)(&c, fn);
}
static void UT(case_trmv)(UT(p) *p) { UT(build_tv)(p, "trmv", UT(call_trmv), 'T', 0); }
static void UT(case_tbmv)(UT(p) *p) { UT(build_tv)(p, "tbmv", UT(call_tbmv), 'S', 0); }
static void UT(case_tpmv)(UT(p) *p) { UT(build_tv)(p, "tpmv", UT(call_tpmv), 'P', 0); }
static void UT(case_trsv)(UT(p) *p) { UT(build_tv)(p, "trsv", UT(call_trsv), 'T', 1); }
static void UT(case_tbsv)(UT(p) *p) { UT(build_tv)(p, "tbsv", UT(call_tbsv), 'S', 1); }
static void UT(case_tpsv)(UT(p) *p) { UT(build_tv)(p, "tpsv", UT(call_tpsv), 'P', 1); }
static const UT(dims) UT(d_trmv) = {.abi = "FCR", .uplo = "UL", .ta = "NTC", .diag = "NU",
                                    .incs = 1};
#define UT_TV_PLAN(r)                                                                       \
    static const UT(plan) UT(pl_##r) = {&UT(d_trmv), UT(case_##r), SMALL2, UT(sizes2),      \
                                        NSIZES2, UT(large2), 1, 2};                         \
    UT_CHECK(r, UT(pl_##r))
UT_TV_PLAN(trmv)
UT_TV_PLAN(tbmv)
UT_TV_PLAN(tpmv)
UT_TV_PLAN(trsv)
UT_TV_PLAN(tbsv)
UT_TV_PLAN(tpsv)

/* ---- rank-1 and rank-2 updates ---- */

#define UT_GER_CALL(r)                                                                      \
    static void UT(call_##r)(UT(case) *c, int w)                                            \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w);                                                      \
        SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *a = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(r))(&p->m, &p->n, &al, x, &p->incx, y, &p->incy, a, &p->lda);   \
        else                                                                                \
            UT_FN(w, SB_CBLAS(r))(ut_clayout(p->abi), p->m, p->n, UT_CS(al), x, p->incx, y, \
                                  p->incy, a, p->lda);                                      \
    }

/* Scalars of syr/spr are SB_T, of her/hpr real (SB_R): RT is the type, RV the value. */
#define UT_R1_CALLS(full, packed, RT, RV)                                                   \
    static void UT(call_##full)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        RT al = RV(p->alpha, w);                                                            \
        SB_T *x = UT(a)(c, 0, w), *a = UT(a)(c, 1, w);                                      \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(full))(&p->uplo, &p->n, &al, x, &p->incx, a, &p->lda, 1);       \
        else                                                                                \
            UT_FN(w, SB_CBLAS(full))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n, al, x,    \
                                     p->incx, a, p->lda);                                   \
    }                                                                                       \
    static void UT(call_##packed)(UT(case) *c, int w)                                       \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        RT al = RV(p->alpha, w);                                                            \
        SB_T *x = UT(a)(c, 0, w), *a = UT(a)(c, 1, w);                                      \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(packed))(&p->uplo, &p->n, &al, x, &p->incx, a, 1);              \
        else                                                                                \
            UT_FN(w, SB_CBLAS(packed))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n, al, x,  \
                                       p->incx, a);                                         \
    }

#define UT_R2_CALLS(full, packed)                                                           \
    static void UT(call_##full)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w);                                                      \
        SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *a = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(full))(&p->uplo, &p->n, &al, x, &p->incx, y, &p->incy, a,       \
                                   &p->lda, 1);                                             \
        else                                                                                \
            UT_FN(w, SB_CBLAS(full))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n, UT_CS(al), \
                                     x, p->incx, y, p->incy, a, p->lda);                    \
    }                                                                                       \
    static void UT(call_##packed)(UT(case) *c, int w)                                       \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w);                                                      \
        SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w), *a = UT(a)(c, 2, w);                 \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(packed))(&p->uplo, &p->n, &al, x, &p->incx, y, &p->incy, a, 1); \
        else                                                                                \
            UT_FN(w, SB_CBLAS(packed))(ut_clayout(p->abi), ut_cuplo(p->uplo), p->n,         \
                                       UT_CS(al), x, p->incx, y, p->incy, a);               \
    }

#define UT_REAL_SC(x, w) UT(rsc)(SB_RE(x), w)
#if !SB_COMPLEX
UT_GER_CALL(ger)
UT_R1_CALLS(syr, spr, SB_T, UT(sc))
UT_R2_CALLS(syr2, spr2)
#else
UT_GER_CALL(geru)
UT_GER_CALL(gerc)
UT_R1_CALLS(her, hpr, SB_R, UT_REAL_SC)
UT_R2_CALLS(her2, hpr2)
#endif

/* kind 'G': ger (m x n); 'T' / 'P': symmetric or Hermitian n x n, full or packed.
 * nvec: 1 (x) or 2 (x, y).  herm: the diagonal must come out real. */
static void UT(build_r)(UT(p) *p, const char *name, UT(callfn) fn, char kind, int nvec,
                        int herm)
{
    int row = UT(isrow)(p);
    ut_shape sa;
    UT(case) c;
    UT(begin)(&c, name, p);
    if (kind == 'G') {
        p->lda = UT(ld)(p, row ? p->n : p->m);
        sa = ut_mat(row, p->m, p->n, p->lda);
    } else {
        p->m = 0;
        sa = UT(square_a)(p, kind);
    }
    UT(in)(&c, "x", ut_vec(kind == 'G' ? p->m : p->n, p->incx), UT(nan)(p, 'A'));
    if (nvec > 1) UT(in)(&c, "y", ut_vec(p->n, p->incy), UT(nan)(p, 'A'));
    UT(out)(&c, "A", sa, herm ? UT_O_HERM : 0, UT_T_MAG);
    c.kdim = nvec;
    UT(run)(&c, fn);
}

static const UT(dims) UT(d_ger) = {.abi = "FCR", .nalpha = UT_NSCAL, .incs = 1};
static const UT(dims) UT(d_syr) = {.abi = "FCR", .uplo = "UL", .nalpha = UT_NSCAL, .incs = 1};
#define UT_R_CASE(r, kind, nvec, herm)                                                      \
    static void UT(case_##r)(UT(p) *p) { UT(build_r)(p, #r, UT(call_##r), kind, nvec, herm); } \
    static const UT(plan) UT(pl_##r) = {kind == 'G' ? &UT(d_ger) : &UT(d_syr), UT(case_##r), \
                                        SMALL2, UT(sizes2), NSIZES2, UT(large2), 1, 2};     \
    UT_CHECK(r, UT(pl_##r))
#if !SB_COMPLEX
UT_R_CASE(ger, 'G', 2, 0)
UT_R_CASE(syr, 'T', 1, 0)
UT_R_CASE(spr, 'P', 1, 0)
UT_R_CASE(syr2, 'T', 2, 0)
UT_R_CASE(spr2, 'P', 2, 0)
#else
UT_R_CASE(geru, 'G', 2, 0)
UT_R_CASE(gerc, 'G', 2, 0)
UT_R_CASE(her, 'T', 1, 1)
UT_R_CASE(hpr, 'P', 1, 1)
UT_R_CASE(her2, 'T', 2, 1)
UT_R_CASE(hpr2, 'P', 2, 1)
#endif

#define ADD(r) UT_ADD(s, r)
#define ADD_(r) ADD(r)
void UT(reg_l2)(Suite *s)
{
    ADD(gemv), ADD(gbmv), ADD_(SV1), ADD_(SV2), ADD_(SV3);
    ADD(trmv), ADD(tbmv), ADD(tpmv), ADD(trsv), ADD(tbsv), ADD(tpsv);
#if !SB_COMPLEX
    ADD(ger), ADD(syr), ADD(spr), ADD(syr2), ADD(spr2);
#else
    ADD(geru), ADD(gerc), ADD(her), ADD(hpr), ADD(her2), ADD(hpr2);
#endif
}
