/*
 * TRMM and TRSM on the level-3 engine, by recursive blocking of the triangle.
 *
 * Every call is first reduced to a left-side problem  B := alpha * T * B  or
 * B := T^-1 * (alpha * B), with T = op(A) a triangular (TR) view of order m.
 * Side R is the transposed problem: B * op(A) = (op(A)^T * B^T)^T, so T is the
 * transposed view of op(A) (view_t: strides swapped, triangle flipped, conjugation
 * kept, so that for op(A) = A^H it is conj(A)) and B^T is B with its strides swapped.
 *
 * Splitting T into blocks F and S, where F is the diagonal block whose rows of the result
 * depend only on themselves (the top one if T is lower, the bottom one if upper):
 *
 *   TRMM:  B_S := alpha T_SS B_S;  B_S += alpha T_SF B_F;  B_F := alpha T_FF B_F
 *          (B_S first, while B_F still holds its input)
 *   TRSM:  X_F := T_FF^-1 alpha B_F;  B_S := alpha B_S - T_SF X_F;  X_S := T_SS^-1 B_S
 *
 * The T_SF products are engine calls on general views.  Diagonal blocks recurse down to
 *   TRMM: order <= KC, one engine call with the TR view of the block, in place (C is the
 *         B operand itself; see "aliasing" in engine.h for why that is safe);
 *   TRSM: order <= 4 MR, a small substitution (solve_small).
 */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level3/engine.h"
#include "driver/level3/level3.h"

typedef SB_NAME(view) view;

/* The right-hand side: n columns, element (i, j) at b[i * rs + j * cs]. */
typedef struct {
    sb_dim n, rs, cs;
} rhs;

/* The block of T at (i, j), as a view of the given kind. */
static view block(const view *t, sb_dim i, sb_dim j, int kind)
{
    view v = *t;
    v.p = t->p + i * t->rs + j * t->cs;
    v.kind = kind;
    return v;
}

/* Rows of the right-hand side starting at b, as a general view. */
static view rows(const SB_T *b, const rhs *r)
{
    view v = {b, r->rs, r->cs, 0, SB_VIEW_GE, 0, 0};
    return v;
}

/* Split an order-m triangle after about m / 2 rows, on a multiple of MR so that the
 * engine's micropanels stay full.  Needs m >= 2. */
static sb_dim split(sb_dim m)
{
    sb_dim mr = sb_kern(SB_TID)->mr, m1 = (m / 2 + mr - 1) / mr * mr;
    return m1 < m ? m1 : m / 2;
}

/* The blocks F (first, independent) and S of a split at m1: see the top of the file. */
typedef struct {
    sb_dim f0, fn, s0, sn;
} halves;

static halves halves_of(const view *t, sb_dim m)
{
    sb_dim m1 = split(m);
    halves h = {0, m1, m1, m - m1};
    if (!t->lower) h = (halves){m1, m - m1, 0, m1};
    return h;
}

static void trmm_rec(const view *t, sb_dim m, SB_T alpha, SB_T *b, const rhs *r)
{
    if (m <= sb_kern(SB_TID)->kc) {
        view vb = rows(b, r);
        SB_NAME(l3_engine)(m, r->n, m, alpha, t, &vb, (SB_T)0, b, r->rs, r->cs, SB_PART_ALL, 0);
        return;
    }
    halves h = halves_of(t, m);
    view tss = block(t, h.s0, h.s0, SB_VIEW_TR), tff = block(t, h.f0, h.f0, SB_VIEW_TR);
    view tsf = block(t, h.s0, h.f0, SB_VIEW_GE), bf = rows(b + h.f0 * r->rs, r);
    trmm_rec(&tss, h.sn, alpha, b + h.s0 * r->rs, r);
    SB_NAME(l3_engine)(h.sn, r->n, h.fn, alpha, &tsf, &bf, (SB_T)1, b + h.s0 * r->rs, r->rs,
                       r->cs, SB_PART_ALL, 0);
    trmm_rec(&tff, h.fn, alpha, b + h.f0 * r->rs, r);
}

/* Element (i, j) of a triangular view inside its stored triangle. */
static SB_T tri_elem(const view *t, sb_dim i, sb_dim j)
{
    return SB_CONJ_IF(t->conj, t->p[i * t->rs + j * t->cs]);
}

/* X := T^-1 (alpha * B) for a small T, by substitution, one column at a time. */
static void solve_small(const view *t, sb_dim m, SB_T alpha, SB_T *b, const rhs *r)
{
    for (sb_dim j = 0; j < r->n; j++) {
        SB_T *x = b + j * r->cs;
        for (sb_dim s = 0; s < m; s++) {
            const sb_dim i = t->lower ? s : m - 1 - s;
            const sb_dim p0 = t->lower ? 0 : i + 1, p1 = t->lower ? i : m;
            SB_T v = alpha == (SB_T)1 ? x[i * r->rs] : alpha * x[i * r->rs];
            for (sb_dim p = p0; p < p1; p++) v -= tri_elem(t, i, p) * x[p * r->rs];
            x[i * r->rs] = t->unit ? v : v / tri_elem(t, i, i);
        }
    }
}

static void trsm_rec(const view *t, sb_dim m, SB_T alpha, SB_T *b, const rhs *r)
{
    if (m <= 4 * (sb_dim)sb_kern(SB_TID)->mr) {
        solve_small(t, m, alpha, b, r);
        return;
    }
    halves h = halves_of(t, m);
    view tss = block(t, h.s0, h.s0, SB_VIEW_TR), tff = block(t, h.f0, h.f0, SB_VIEW_TR);
    view tsf = block(t, h.s0, h.f0, SB_VIEW_GE), xf = rows(b + h.f0 * r->rs, r);
    trsm_rec(&tff, h.fn, alpha, b + h.f0 * r->rs, r);
    SB_NAME(l3_engine)(h.sn, r->n, h.fn, (SB_T)-1, &tsf, &xf, alpha, b + h.s0 * r->rs, r->rs,
                       r->cs, SB_PART_ALL, 0);
    trsm_rec(&tss, h.sn, (SB_T)1, b + h.s0 * r->rs, r);
}

typedef void (*tri_rec_fn)(const view *t, sb_dim m, SB_T alpha, SB_T *b, const rhs *r);

/* Quick returns as the reference, then the left-side problem (see the top of the file). */
static void tri_left(tri_rec_fn rec, sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag,
                     sb_dim m, sb_dim n, SB_T alpha, const SB_T *a, sb_dim lda, SB_T *b,
                     sb_dim ldb)
{
    if (m == 0 || n == 0) return;
    if (alpha == (SB_T)0) {   /* B := 0, A and B not read */
        SB_NAME(l3_scale)(m, n, (SB_T)0, b, 1, ldb, SB_PART_ALL, 0);
        return;
    }
    view t = SB_NAME(view_ge)(a, lda, ta);
    t.kind = SB_VIEW_TR;
    t.lower = (uplo == SB_LOWER) ^ sb_trans_is_t(ta);
    t.unit = diag == SB_UNIT;
    if (side == SB_LEFT) {
        rhs r = {n, 1, ldb};
        rec(&t, m, alpha, b, &r);
    } else {
        rhs r = {m, ldb, 1};
        view tt = SB_NAME(view_t)(t);
        rec(&tt, n, alpha, b, &r);
    }
}

void SB_NAME(trmm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_T alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb)
{
    tri_left(trmm_rec, side, uplo, ta, diag, m, n, alpha, a, lda, b, ldb);
}

void SB_NAME(trsm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_T alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb)
{
    tri_left(trsm_rec, side, uplo, ta, diag, m, n, alpha, a, lda, b, ldb);
}
