/*
 * Unit tests, extensions: gemmt (and its alias gemmtr), axpby, omatcopy, imatcopy, geadd.
 *
 * OpenBLAS 0.3.21 has no gemmt: its reference here is the reference's gemm into a
 * scratch copy of C, of which only the uplo triangle is copied back; the other triangle
 * of the real C must come back byte-identical.
 *
 * omatcopy and imatcopy take the storage order as an argument in the Fortran ABI too:
 * ABI 'G' below is the Fortran call with order 'R' (row-major).
 */
#include <stdlib.h>
#include <string.h>
#include "proto_t.h"

#define UT_F77ROW 'G'
static int UT(f77)(const UT(p) *p) { return p->abi == UT_F77 || p->abi == UT_F77ROW; }

static const int UT(esizes)[][3] = {
    {UT_MR - 1, UT_NR - 1, 1},     {UT_MR + 1, UT_NR + 1, UT_KC + 1},
    {UT_MC - 1, 2 * UT_NR + 1, 17}, {UT_MC + 1, 7, UT_KC + 1},
    {13, UT_NC - 1, 9},            {UT_MR + 3, UT_NC + 1, 9},
    {2 * UT_MC + 5, UT_NR + 1, 2 * UT_KC + 3},
};
#define NESIZES (int)(sizeof UT(esizes) / sizeof UT(esizes)[0])
static const int UT(elarge)[][3] = {{611, 603, 600}};

/* ---- gemmt, gemmtr ---- */

/* The reference: gemm on a scratch copy of C, then the output triangle copied back. */
static void UT(ref_gemmt)(UT(case) *c, int w, const SB_T *al, const SB_T *be)
{
    const UT(p) *p = c->p;
    const UT(arr) *C = &c->a[2];
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);
    SB_T *scratch = malloc((C->n ? C->n : 1) * sizeof(SB_T));
    ck_assert_msg(scratch != NULL, "out of memory");
    memcpy(scratch, cc, C->n * sizeof(SB_T));
    const fint k = UT(ref_k)(p, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(gemm))(&p->ta, &p->tb, &p->n, &p->n, &k, al, a, &p->lda, b, &p->ldb,
                               be, scratch, &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(gemm))(ut_clayout(p->abi), ut_ctrans(p->ta), ut_ctrans(p->tb), p->n,
                                 p->n, k, UT_CS(*al), a, p->lda, b, p->ldb, UT_CS(*be),
                                 scratch, p->ldc);
    for (size_t i = 0; i < C->n; i++)
        if (C->mark[i]) cc[i] = scratch[i];
    free(scratch);
}

#define UT_GEMMT_CALL(name)                                                                 \
    static void UT(call_##name)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);                             \
        SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);                \
        if (w != UT_OURS)                                                                   \
            UT(ref_gemmt)(c, w, &al, &be);                                                  \
        else if (p->abi == UT_F77)                                                          \
            UT_FN(w, SB_F77(name))(&p->uplo, &p->ta, &p->tb, &p->n, &p->k, &al, a, &p->lda, \
                                   b, &p->ldb, &be, cc, &p->ldc, 1, 1, 1);                  \
        else                                                                                \
            UT_FN(w, SB_CBLAS(name))(ut_clayout(p->abi), ut_cuplo(p->uplo),                 \
                                     ut_ctrans(p->ta), ut_ctrans(p->tb), p->n, p->k,        \
                                     UT_CS(al), a, p->lda, b, p->ldb, UT_CS(be), cc,        \
                                     p->ldc);                                               \
    }
UT_GEMMT_CALL(gemmt)
UT_GEMMT_CALL(gemmtr)

/* C is n x n with n = max(m, n) of the size triple (0 if either is 0). */
static void UT(build_gemmt)(UT(p) *p, const char *name, UT(callfn) fn)
{
    int row = UT(isrow)(p);
    p->n = p->m == 0 || p->n == 0 ? 0 : p->m > p->n ? p->m : p->n;
    p->m = 0;
    int ar = p->ta == 'N' ? p->n : p->k, ac = p->ta == 'N' ? p->k : p->n;
    int br = p->tb == 'N' ? p->k : p->n, bc = p->tb == 'N' ? p->n : p->k;
    p->lda = UT(ldm)(p, ar, ac), p->ldb = UT(ldm)(p, br, bc), p->ldc = UT(ld)(p, p->n) + 2;
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", ut_mat(row, ar, ac, p->lda), UT(nan)(p, 'A'));
    UT(in)(&c, "B", ut_mat(row, br, bc, p->ldb), UT(nan)(p, 'A'));
    UT(out)(&c, "C", ut_tri(row, p->uplo, p->n, p->ldc), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = p->k;
    UT(run)(&c, fn);
}
static void UT(case_gemmt)(UT(p) *p) { UT(build_gemmt)(p, "gemmt", UT(call_gemmt)); }
static void UT(case_gemmtr)(UT(p) *p) { UT(build_gemmt)(p, "gemmtr", UT(call_gemmtr)); }

static const UT(dims) UT(d_gemmt) = {.abi = "FCR", .uplo = "UL", .ta = "NTC", .tb = "NTC",
                                     .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_gemmt) = {&UT(d_gemmt), UT(case_gemmt), {UT_MR + 1, UT_NR + 2, 5},
                                      UT(esizes), NESIZES, UT(elarge), 1, 1};
/* gemmtr is an alias: fewer cases */
static const UT(dims) UT(d_gemmtr) = {.abi = "FCR", .uplo = "UL", .ta = "NT", .tb = "NC",
                                      .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_gemmtr) = {&UT(d_gemmtr), UT(case_gemmtr), {UT_MR + 1, UT_NR, 5},
                                       UT(esizes), 3, UT(elarge), 0, 0};
UT_CHECK(gemmt, UT(pl_gemmt))
UT_CHECK(gemmtr, UT(pl_gemmtr))

/* ---- axpby: y := alpha x + beta y ---- */

static void UT(call_axpby)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *x = UT(a)(c, 0, w), *y = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(axpby))(&p->n, &al, x, &p->incx, &be, y, &p->incy);
    else
        UT_FN(w, SB_CBLAS(axpby))(p->n, UT_CS(al), x, p->incx, UT_CS(be), y, p->incy);
}
static void UT(case_axpby)(UT(p) *p)
{
    UT(case) c;
    UT(begin)(&c, "axpby", p);
    UT(in)(&c, "x", ut_vec(p->n, p->incx), UT(nan)(p, 'A'));
    UT(out)(&c, "y", ut_vec(p->n, p->incy), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = 2;
    UT(run)(&c, UT(call_axpby));
}
static const UT(dims) UT(d_axpby) = {.abi = "FC", .nalpha = UT_NSCAL, .nbeta = UT_NSCAL,
                                     .incs = 1};
static const UT(plan) UT(pl_axpby) = {&UT(d_axpby), UT(case_axpby), {0, 5, 0}, ut_vsizes,
                                      UT_NVSIZES, ut_vlarge, 1, 1};
UT_CHECK(axpby, UT(pl_axpby))

/* ---- omatcopy: B := alpha op(A);  imatcopy: A := alpha op(A) in place ----
 * trans N, T, C (conjugate transpose) and R (conjugate, no transpose).
 * The reference is OpenBLAS's omatcopy, with three corrections:
 *   - zero rows or columns: OpenBLAS calls them an error; the reference is "nothing
 *     changes";
 *   - alpha = 0: the output is zero and A is not read (OpenBLAS 0.3.21 reads A in some
 *     of its kernels, so NaN there would propagate in some layouts and not in others);
 *   - imatcopy: OpenBLAS 0.3.21's imatcopy sizes its scratch buffer wrongly for
 *     non-square cases (heap overflow, e.g. row-major 16 x 5, lda = ldb = 13); the
 *     reference is its omatcopy from a copy of A into A's own buffer, so that what lies
 *     outside the output region must come back unchanged. */

static int UT(tr)(char t) { return t == 'T' || t == 'C'; }

static void UT(ref_omatcopy)(UT(case) *c, int w, const SB_T *a, SB_T *b, int out)
{
    const UT(p) *p = c->p;
    const UT(arr) *B = &c->a[out];
    char order = UT(isrow)(p) ? 'R' : 'C';
    SB_T al = UT(sc)(p->alpha, w);
    if (p->m == 0 || p->n == 0) return;
    if (p->alpha == 0) {
        for (size_t i = 0; i < B->n; i++)
            if (B->mark[i]) b[i] = 0;
    } else if (UT(f77)(p)) {
        UT_FN(w, SB_F77(omatcopy))(&order, &p->ta, &p->m, &p->n, &al, a, &p->lda, b, &p->ldb,
                                   1, 1);
    } else {
        UT_FN(w, SB_CBLAS(omatcopy))(ut_clayout(p->abi), ut_ctrans(p->ta), p->m, p->n,
                                     UT_CS(al), (const void *)a, p->lda, (void *)b, p->ldb);
    }
}

static void UT(call_omatcopy)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    char order = UT(isrow)(p) ? 'R' : 'C';
    SB_T al = UT(sc)(p->alpha, w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w);
    if (w != UT_OURS)
        UT(ref_omatcopy)(c, w, a, b, 1);
    else if (UT(f77)(p))
        UT_FN(w, SB_F77(omatcopy))(&order, &p->ta, &p->m, &p->n, &al, a, &p->lda, b, &p->ldb,
                                   1, 1);
    else
        UT_FN(w, SB_CBLAS(omatcopy))(ut_clayout(p->abi), ut_ctrans(p->ta), p->m, p->n,
                                     UT_CS(al), (const void *)a, p->lda, (void *)b, p->ldb);
}
static void UT(case_omatcopy)(UT(p) *p)
{
    int row = UT(isrow)(p), br = UT(tr)(p->ta) ? p->n : p->m, bc = UT(tr)(p->ta) ? p->m : p->n;
    p->lda = UT(ldm)(p, p->m, p->n), p->ldb = UT(ldm)(p, br, bc) + 1;
    UT(case) c;
    UT(begin)(&c, "omatcopy", p);
    UT(in)(&c, "A", ut_mat(row, p->m, p->n, p->lda), UT(nan)(p, 'A'));
    UT(out)(&c, "B", ut_mat(row, br, bc, p->ldb), UT_O_NAN, UT_T_MAG);
    c.kdim = 1;
    UT(run)(&c, UT(call_omatcopy));
}

static void UT(call_imatcopy)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    char order = UT(isrow)(p) ? 'R' : 'C';
    SB_T al = UT(sc)(p->alpha, w);
    SB_T *a = UT(a)(c, 0, w);
    if (w != UT_OURS) {
        size_t n = c->a[0].n;
        SB_T *copy = malloc((n ? n : 1) * sizeof(SB_T));
        ck_assert_msg(copy != NULL, "out of memory");
        memcpy(copy, a, n * sizeof(SB_T));
        UT(ref_omatcopy)(c, w, copy, a, 0);
        free(copy);
    } else if (UT(f77)(p)) {
        UT_FN(w, SB_F77(imatcopy))(&order, &p->ta, &p->m, &p->n, &al, a, &p->lda, &p->ldb, 1,
                                   1);
    } else {
        UT_FN(w, SB_CBLAS(imatcopy))(ut_clayout(p->abi), ut_ctrans(p->ta), p->m, p->n,
                                     UT_CS(al), (void *)a, p->lda, p->ldb);
    }
}
static void UT(case_imatcopy)(UT(p) *p)
{
    int row = UT(isrow)(p), br = UT(tr)(p->ta) ? p->n : p->m, bc = UT(tr)(p->ta) ? p->m : p->n;
    p->lda = UT(ldm)(p, p->m, p->n), p->ldb = UT(ldm)(p, br, bc) + p->pad % 2;
    UT(case) c;
    UT(begin)(&c, "imatcopy", p);
    UT(inout)(&c, "A", ut_mat(row, p->m, p->n, p->lda), ut_mat(row, br, bc, p->ldb),
              UT(nan)(p, 'A'), UT_T_MAG);
    c.kdim = 1;
    UT(run)(&c, UT(call_imatcopy));
}

static const UT(dims) UT(d_matcopy) = {.abi = "FGCR", .ta = "NTCR", .nalpha = UT_NSCAL};
static const int UT(msizes)[][3] = {{1, 1, 0},   {2, 3, 0},   {4, 4, 0},    {7, 9, 0},
                                    {16, 5, 0},  {17, 17, 0}, {33, 64, 0},  {100, 3, 0},
                                    {3, 100, 0}, {129, 127, 0}, {256, 256, 0}};
static const int UT(mlarge)[][3] = {{700, 601, 0}};
static const UT(plan) UT(pl_omatcopy) = {&UT(d_matcopy), UT(case_omatcopy), {5, 3, 0},
                                         UT(msizes), 11, UT(mlarge), 1, 2};
static const UT(plan) UT(pl_imatcopy) = {&UT(d_matcopy), UT(case_imatcopy), {5, 3, 0},
                                         UT(msizes), 11, UT(mlarge), 1, 2};
UT_CHECK(omatcopy, UT(pl_omatcopy))
UT_CHECK(imatcopy, UT(pl_imatcopy))

/* ---- geadd: C := alpha A + beta C (m x n) ---- */

static void UT(call_geadd)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *cc = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(geadd))(&p->m, &p->n, &al, a, &p->lda, &be, cc, &p->ldc);
    else
        UT_FN(w, SB_CBLAS(geadd))(ut_clayout(p->abi), p->m, p->n, UT_CS(al), (void *)a,
                                  p->lda, UT_CS(be), (void *)cc, p->ldc);
}
static void UT(case_geadd)(UT(p) *p)
{
    int row = UT(isrow)(p);
    p->lda = UT(ldm)(p, p->m, p->n), p->ldc = p->lda + 1;
    UT(case) c;
    UT(begin)(&c, "geadd", p);
    UT(in)(&c, "A", ut_mat(row, p->m, p->n, p->lda), UT(nan)(p, 'A'));
    UT(out)(&c, "C", ut_mat(row, p->m, p->n, p->ldc), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = 2;
    UT(run)(&c, UT(call_geadd));
}
static const UT(dims) UT(d_geadd) = {.abi = "FCR", .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_geadd) = {&UT(d_geadd), UT(case_geadd), {5, 3, 0}, UT(msizes), 11,
                                      UT(mlarge), 1, 1};
UT_CHECK(geadd, UT(pl_geadd))

void UT(reg_ext)(Suite *s)
{
    UT_ADD(s, gemmt), UT_ADD(s, gemmtr), UT_ADD(s, axpby);
    UT_ADD(s, omatcopy), UT_ADD(s, imatcopy), UT_ADD(s, geadd);
}
