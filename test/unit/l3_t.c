/*
 * Unit tests, level 3: gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm (gemmt is
 * with the extensions).  Every routine: Fortran ABI and CBLAS in both layouts, every
 * flag, alpha and beta in {0, 1, -1, other, complex}, sizes across the block edges of
 * the generic kernel set, NaN in C with beta = 0, NaN in A/B with alpha = 0.
 */
#include "proto_t.h"

/* (m, n, k) around MR, NR, MC, KC and NC (and the engine's panels of NC KC / k columns when
 * k < KC); each routine maps them to its dimensions. */
#define UT_BLOCK_SIZES                                                                      \
    {UT_MR - 1, UT_NR - 1, 1},                                                              \
    {UT_MR, UT_NR, UT_KC},                                                                  \
    {UT_MR + 1, UT_NR + 1, UT_KC + 1},                                                      \
    {2 * UT_MR + 1, 3 * UT_NR - 1, UT_KC - 1},                                              \
    {UT_MC - 1, 2 * UT_NR + 1, 17},                                                         \
    {UT_MC, 5 * UT_NR, UT_KC},                                                              \
    {UT_MC + 1, 7, UT_KC + 1},                                                              \
    {2 * UT_MC + 5, UT_NR + 1, 2 * UT_KC + 3},                                              \
    {13, UT_NC - 1, 9},                                                                     \
    {UT_MR + 3, UT_NC + 1, UT_KC + 1},                                                      \
    {UT_MC + 1, UT_NC + 1, 5},                                                              \
    {UT_MR + 2, 3 * UT_NC + 3, UT_KC / 2 - 1}   /* k < KC: panels of NC KC / k, two of them */
static const int UT(sizes)[][3] = {UT_BLOCK_SIZES};
#define NSIZES (int)(sizeof UT(sizes) / sizeof UT(sizes)[0])
static const int UT(large)[][3] = {{611, 603, 600}};
#define SMALL {UT_MR + 1, UT_NR + 1, 5}

/* ---- gemm ---- */

static void UT(call_gemm)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);
    const fint k = UT(ref_k)(p, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(gemm))(&p->ta, &p->tb, &p->m, &p->n, &k, &al, a, &p->lda, b,
                               &p->ldb, &be, cc, &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(gemm))(ut_clayout(p->abi), ut_ctrans(p->ta), ut_ctrans(p->tb), p->m,
                                 p->n, k, UT_CS(al), a, p->lda, b, p->ldb, UT_CS(be), cc,
                                 p->ldc);
}

static void UT(case_gemm)(UT(p) *p)
{
    int row = UT(isrow)(p);
    int ar = p->ta == 'N' ? p->m : p->k, ac = p->ta == 'N' ? p->k : p->m;
    int br = p->tb == 'N' ? p->k : p->n, bc = p->tb == 'N' ? p->n : p->k;
    p->lda = UT(ldm)(p, ar, ac), p->ldb = UT(ldm)(p, br, bc), p->ldc = UT(ldm)(p, p->m, p->n);
    UT(case) c;
    UT(begin)(&c, "gemm", p);
    UT(in)(&c, "A", ut_mat(row, ar, ac, p->lda), UT(nan)(p, 'A'));
    UT(in)(&c, "B", ut_mat(row, br, bc, p->ldb), UT(nan)(p, 'A'));
    UT(out)(&c, "C", ut_mat(row, p->m, p->n, p->ldc), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = p->k;
    UT(run)(&c, UT(call_gemm));
}

/*
 * GEMM also runs the sizes on both sides of the small-matrix path's limits
 * (driver/level3/small_t.c): 1/m + 1/n >= 1/200 (square n = 400 | 401; 250 | 251 x 1000)
 * and m k sizeof(T) <= L2 (1 MiB on the machine it was measured on, 512 KiB where the
 * L2 is unknown), columns of A (and rows of a transposed B) 4 KiB apart, plus sizes of
 * several of the AVX-512 small kernel's tiles.  Every transpose pair runs at each size.
 */
#define UT_KL2(bytes, m) (int)((bytes) / (sizeof(SB_T) * (m)))
static const int UT(gemm_sizes)[][3] = {
    UT_BLOCK_SIZES,
    {33, 9, 16},
    {97, 25, 40},
    {400, 400, 5},
    {401, 401, 5},
    {250, 1000, 3},
    {251, 1000, 3},
    {64, 20, UT_KL2(1 << 20, 64)},
    {64, 20, UT_KL2(1 << 20, 64) + 1},
    {64, 17, UT_KL2(1 << 19, 64)},
    {64, 17, UT_KL2(1 << 19, 64) + 1},
    {(int)(4096 / sizeof(SB_T)), 9, 40},   /* columns 4 KiB apart with pad 0: A copied */
    /* op(B) transposed, rows 4 KiB apart with pad 0, B past the L2 (2 MiB; 1 MiB), A of
     * 4 (z) or 8 or more MR-row panels: the small path copies B's slices (small_copies_b;
     * z on AVX-512 and AVX2; s, d, c on AVX2; d, c on AVX-512) */
    {48, (int)(4096 / sizeof(SB_T)), 520},
    {256, (int)(4096 / sizeof(SB_T)), 300},
};
#define NGEMMSIZES (int)(sizeof UT(gemm_sizes) / sizeof UT(gemm_sizes)[0])

static const UT(dims) UT(d_gemm) = {.abi = "FCR", .ta = "NTC", .tb = "NTC",
                                    .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_gemm) = {&UT(d_gemm), UT(case_gemm), SMALL, UT(gemm_sizes),
                                     NGEMMSIZES, UT(large), 1, 2};
UT_CHECK(gemm, UT(pl_gemm))

/* ---- symm, hemm ---- */

#define UT_SYMM_CALL(name)                                                                  \
    static void UT(call_##name)(UT(case) *c, int w)                                         \
    {                                                                                       \
        const UT(p) *p = c->p;                                                              \
        SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);                             \
        SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);                \
        if (p->abi == UT_F77)                                                               \
            UT_FN(w, SB_F77(name))(&p->side, &p->uplo, &p->m, &p->n, &al, a, &p->lda, b,    \
                                   &p->ldb, &be, cc, &p->ldc, 1, 1);                        \
        else                                                                                \
            UT_FN(w, SB_CBLAS(name))(ut_clayout(p->abi), ut_cside(p->side),                 \
                                     ut_cuplo(p->uplo), p->m, p->n, UT_CS(al), a, p->lda,   \
                                     b, p->ldb, UT_CS(be), cc, p->ldc);                     \
    }
UT_SYMM_CALL(symm)
#if SB_COMPLEX
UT_SYMM_CALL(hemm)
#endif

/* symm and hemm: A is ka x ka (one triangle referenced; for hemm the imaginary part of
 * its diagonal is random and must be ignored). */
static void UT(build_symm)(UT(p) *p, const char *name, UT(callfn) fn)
{
    int row = UT(isrow)(p), ka = p->side == 'L' ? p->m : p->n;
    p->lda = UT(ld)(p, ka), p->ldb = UT(ldm)(p, p->m, p->n), p->ldc = p->ldb + 1;
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", ut_tri(row, p->uplo, ka, p->lda), UT(nan)(p, 'A'));
    UT(in)(&c, "B", ut_mat(row, p->m, p->n, p->ldb), UT(nan)(p, 'A'));
    UT(out)(&c, "C", ut_mat(row, p->m, p->n, p->ldc), UT(nan)(p, 'C'), UT_T_MAG);
    c.kdim = ka;
    UT(run)(&c, fn);
}
static void UT(case_symm)(UT(p) *p) { UT(build_symm)(p, "symm", UT(call_symm)); }

/* SYMM and HEMM also run the small path's limits (driver/level3/small_t.c, sym_small):
 * side R's expanded operand on both sides of k = n = 32, side L's expanded one (k <= 8,
 * SMALL's sizes) and its packed one (l3_pack, partial panels included) at a few sizes,
 * and the engine past them. */
static const int UT(symm_sizes)[][3] = {
    UT_BLOCK_SIZES,
    {64, 33, 5},
    {65, 32, 5},
    {97, 40, 5},
    {200, 150, 5},
};
#define NSYMMSIZES (int)(sizeof UT(symm_sizes) / sizeof UT(symm_sizes)[0])

static const UT(dims) UT(d_symm) = {.abi = "FCR", .side = "LR", .uplo = "UL",
                                    .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_symm) = {&UT(d_symm), UT(case_symm), SMALL, UT(symm_sizes),
                                     NSYMMSIZES, UT(large), 1, 1};
UT_CHECK(symm, UT(pl_symm))
#if SB_COMPLEX
static void UT(case_hemm)(UT(p) *p) { UT(build_symm)(p, "hemm", UT(call_hemm)); }
static const UT(plan) UT(pl_hemm) = {&UT(d_symm), UT(case_hemm), SMALL, UT(symm_sizes),
                                     NSYMMSIZES, UT(large), 1, 1};
UT_CHECK(hemm, UT(pl_hemm))
#endif

/* ---- syrk, herk, syr2k, her2k ----
 * C is n x n (one triangle: the other must stay byte-identical); the sizes' (m, n, k)
 * give n = max(m, n) and k. */

static void UT(call_syrk)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *cc = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(syrk))(&p->uplo, &p->ta, &p->n, &p->k, &al, a, &p->lda, &be, cc,
                               &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(syrk))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta), p->n,
                                 p->k, UT_CS(al), a, p->lda, UT_CS(be), cc, p->ldc);
}
static void UT(call_syr2k)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w), be = UT(sc)(p->beta, w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(syr2k))(&p->uplo, &p->ta, &p->n, &p->k, &al, a, &p->lda, b, &p->ldb,
                                &be, cc, &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(syr2k))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta),
                                  p->n, p->k, UT_CS(al), a, p->lda, b, p->ldb, UT_CS(be), cc,
                                  p->ldc);
}
#if SB_COMPLEX
static void UT(call_herk)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_R al = UT(rsc)(SB_RE(p->alpha), w), be = UT(rsc)(SB_RE(p->beta), w);
    SB_T *a = UT(a)(c, 0, w), *cc = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(herk))(&p->uplo, &p->ta, &p->n, &p->k, &al, a, &p->lda, &be, cc,
                               &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(herk))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta), p->n,
                                 p->k, al, a, p->lda, be, cc, p->ldc);
}
static void UT(call_her2k)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w);
    SB_R be = UT(rsc)(SB_RE(p->beta), w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w), *cc = UT(a)(c, 2, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(her2k))(&p->uplo, &p->ta, &p->n, &p->k, &al, a, &p->lda, b, &p->ldb,
                                &be, cc, &p->ldc, 1, 1);
    else
        UT_FN(w, SB_CBLAS(her2k))(ut_clayout(p->abi), ut_cuplo(p->uplo), ut_ctrans(p->ta),
                                  p->n, p->k, UT_CS(al), a, p->lda, b, p->ldb, be, cc,
                                  p->ldc);
}
#endif

/* nb: number of A-shaped operands (1 for rank k, 2 for rank 2k); herm: Hermitian C. */
static void UT(build_rk)(UT(p) *p, const char *name, UT(callfn) fn, int nb, int herm)
{
    int row = UT(isrow)(p);
    p->n = p->m == 0 || p->n == 0 ? 0 : p->m > p->n ? p->m : p->n;
    p->m = 0;
    int ar = p->ta == 'N' ? p->n : p->k, ac = p->ta == 'N' ? p->k : p->n;
    p->lda = UT(ldm)(p, ar, ac), p->ldb = nb > 1 ? p->lda + 2 : 0;
    p->ldc = UT(ld)(p, p->n) + 1;
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", ut_mat(row, ar, ac, p->lda), UT(nan)(p, 'A'));
    if (nb > 1) UT(in)(&c, "B", ut_mat(row, ar, ac, p->ldb), UT(nan)(p, 'A'));
    UT(out)(&c, "C", ut_tri(row, p->uplo, p->n, p->ldc),
            UT(nan)(p, 'C') | (herm ? UT_O_HERM : 0), UT_T_MAG);
    c.kdim = nb * p->k;
    UT(run)(&c, fn);
}
static void UT(case_syrk)(UT(p) *p) { UT(build_rk)(p, "syrk", UT(call_syrk), 1, 0); }
static void UT(case_syr2k)(UT(p) *p) { UT(build_rk)(p, "syr2k", UT(call_syr2k), 2, 0); }

/* The block sizes and columns of A 4 KiB apart (z: SYRK's small path reads op(A)^T with
 * rows 4 KiB apart, and copies it first where the kernel set's small kernel would wait
 * for them, small_copies_b). */
static const int UT(rk_sizes)[][3] = {
    UT_BLOCK_SIZES,
    {(int)(4096 / sizeof(SB_T)), (int)(4096 / sizeof(SB_T)), 40},
};
#define NRKSIZES (int)(sizeof UT(rk_sizes) / sizeof UT(rk_sizes)[0])

/* real syrk/syr2k accept 'C' as 'T'; complex ones only N and T */
static const UT(dims) UT(d_syrk) = {.abi = "FCR", .uplo = "UL", .ta = SB_COMPLEX ? "NT" : "NTC",
                                    .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_syrk) = {&UT(d_syrk), UT(case_syrk), SMALL, UT(rk_sizes),
    NRKSIZES, UT(large), 1, 2};
static const UT(plan) UT(pl_syr2k) = {&UT(d_syrk), UT(case_syr2k), SMALL, UT(rk_sizes),
    NRKSIZES, UT(large), 1, 1};
UT_CHECK(syrk, UT(pl_syrk))
UT_CHECK(syr2k, UT(pl_syr2k))
#if SB_COMPLEX
static void UT(case_herk)(UT(p) *p) { UT(build_rk)(p, "herk", UT(call_herk), 1, 1); }
static void UT(case_her2k)(UT(p) *p) { UT(build_rk)(p, "her2k", UT(call_her2k), 2, 1); }
static const UT(dims) UT(d_herk) = {.abi = "FCR", .uplo = "UL", .ta = "NC",
                                    .nalpha = UT_NSCAL, .nbeta = UT_NSCAL};
static const UT(plan) UT(pl_herk) = {&UT(d_herk), UT(case_herk), SMALL, UT(rk_sizes),
    NRKSIZES, UT(large), 1, 2};
static const UT(plan) UT(pl_her2k) = {&UT(d_herk), UT(case_her2k), SMALL, UT(rk_sizes),
    NRKSIZES, UT(large), 1, 1};
UT_CHECK(herk, UT(pl_herk))
UT_CHECK(her2k, UT(pl_her2k))
#endif

/* ---- trmm, trsm ---- */

static void UT(call_trmm)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(trmm))(&p->side, &p->uplo, &p->ta, &p->diag, &p->m, &p->n, &al, a,
                               &p->lda, b, &p->ldb, 1, 1, 1, 1);
    else
        UT_FN(w, SB_CBLAS(trmm))(ut_clayout(p->abi), ut_cside(p->side), ut_cuplo(p->uplo),
                                 ut_ctrans(p->ta), ut_cdiag(p->diag), p->m, p->n, UT_CS(al), a,
                                 p->lda, b, p->ldb);
}
static void UT(call_trsm)(UT(case) *c, int w)
{
    const UT(p) *p = c->p;
    SB_T al = UT(sc)(p->alpha, w);
    SB_T *a = UT(a)(c, 0, w), *b = UT(a)(c, 1, w);
    if (p->abi == UT_F77)
        UT_FN(w, SB_F77(trsm))(&p->side, &p->uplo, &p->ta, &p->diag, &p->m, &p->n, &al, a,
                               &p->lda, b, &p->ldb, 1, 1, 1, 1);
    else
        UT_FN(w, SB_CBLAS(trsm))(ut_clayout(p->abi), ut_cside(p->side), ut_cuplo(p->uplo),
                                 ut_ctrans(p->ta), ut_cdiag(p->diag), p->m, p->n, UT_CS(al), a,
                                 p->lda, b, p->ldb);
}

/* A is ka x ka triangular; with diag U its diagonal holds NaN (never read).  For trsm it
 * is well conditioned, and the result is compared normwise (a solve has no elementwise
 * magnitude bound).  B is read and overwritten ('C' NaN cases put NaN in B). */
static void UT(build_tr)(UT(p) *p, const char *name, UT(callfn) fn, int solve)
{
    int row = UT(isrow)(p), ka = p->side == 'L' ? p->m : p->n;
    p->lda = UT(ld)(p, ka), p->ldb = UT(ldm)(p, p->m, p->n);
    UT(case) c;
    UT(begin)(&c, name, p);
    UT(in)(&c, "A", ut_tri(row, p->uplo, ka, p->lda),
           UT(nan)(p, 'A') | (p->diag == 'U' ? UT_O_UNIT : 0) | (solve ? UT_O_DOM : 0));
    UT(out)(&c, "B", ut_mat(row, p->m, p->n, p->ldb), UT(nan)(p, 'C'),
            solve ? UT_T_MAX : UT_T_MAG);
    c.kdim = ka;
    UT(run)(&c, fn);
}
static void UT(case_trmm)(UT(p) *p) { UT(build_tr)(p, "trmm", UT(call_trmm), 0); }
static void UT(case_trsm)(UT(p) *p) { UT(build_tr)(p, "trsm", UT(call_trsm), 1); }

/* TRMM side L, column-major B, takes the small path (small_t.c, trmm_small) up to a few
 * hundred rows: several MR-row panels in both orders (bottom up for lower, top down for
 * upper), a partial last one; the large case runs the engine. */
static const int UT(trmm_sizes)[][3] = {
    UT_BLOCK_SIZES,
    {97, 40, 5},
    {200, 150, 5},
};
#define NTRMMSIZES (int)(sizeof UT(trmm_sizes) / sizeof UT(trmm_sizes)[0])

static const UT(dims) UT(d_trmm) = {.abi = "FCR", .side = "LR", .uplo = "UL", .ta = "NTC",
                                    .diag = "NU", .nalpha = UT_NSCAL};
static const UT(plan) UT(pl_trmm) = {&UT(d_trmm), UT(case_trmm), SMALL, UT(trmm_sizes),
                                     NTRMMSIZES, UT(large), 1, 1};
static const UT(plan) UT(pl_trsm) = {&UT(d_trmm), UT(case_trsm), SMALL, UT(sizes), NSIZES,
                                     UT(large), 1, 2};
UT_CHECK(trmm, UT(pl_trmm))
UT_CHECK(trsm, UT(pl_trsm))

void UT(reg_l3)(Suite *s)
{
    UT_ADD(s, gemm), UT_ADD(s, symm), UT_ADD(s, syrk), UT_ADD(s, syr2k);
    UT_ADD(s, trmm), UT_ADD(s, trsm);
#if SB_COMPLEX
    UT_ADD(s, hemm), UT_ADD(s, herk), UT_ADD(s, her2k);
#endif
}
