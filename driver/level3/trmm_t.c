/*
 * TRMM and TRSM on the level-3 engine.
 *
 * Every call is first reduced to a left-side problem  B := alpha * T * B  or
 * B := T^-1 * (alpha * B), with T = op(A) a triangular (TR) view of order m.
 * Side R is the transposed problem: B * op(A) = (op(A)^T * B^T)^T, so T is the
 * transposed view of op(A) (view_t: strides swapped, triangle flipped, conjugation
 * kept, so that for op(A) = A^H it is conj(A)) and B^T is B with its strides swapped
 * (a row-major C, which the engine turns back into a column-major one).
 *
 * TRMM, by recursive blocking of the triangle: splitting T into blocks F and S, where F
 * is the diagonal block whose rows of the result depend only on themselves (the top one
 * if T is lower, the bottom one if upper):
 *   B_S := alpha T_SS B_S;  B_S += alpha T_SF B_F;  B_F := alpha T_FF B_F
 * (B_S first, while B_F still holds its input).  The T_SF products are engine calls on
 * general views; diagonal blocks recurse down to order <= KC, one engine call with the TR
 * view of the block, in place (C is the B operand itself; see "aliasing" in engine.h),
 * where the engine runs each microtile over the k range inside the triangle only.
 * Inside a microtile's MR x MR diagonal block the packed triangle is padded with zeros,
 * and 0 * Inf is NaN: a column of B holding an Inf or a NaN would spread a NaN the
 * reference BLAS (which never multiplies by the other triangle) does not produce.  So
 * trmm_cols first checks B (one pass of the set's asum: a sum of magnitudes is finite
 * unless an element is not, or the sum overflows), and the columns that are not finite
 * take the reference's own loop instead (tr_exact); all the others
 * the blocked algorithm.  Column-major B on the flat algorithm (trmm_flat) is checked
 * block by block as it is packed instead, or not at all where the set has gemm_ukr_trk
 * (kernel.h), whose diagonal tiles leave the padding zeros out.
 *
 * TRSM, blocked as the engine (trsm_blocked): blocks of KC rows of T in solve order, each
 * solved in packed form tile by tile (GEMM microkernel for the block's solved tiles, the
 * set's trsm_ukr for the MR x MR diagonal blocks; side R natively, the caller's B by its
 * own columns, with the set's trsm_r_ukr where it has one), then one engine call updates
 * the rows still to solve.  Its reciprocals of the diagonal and its products' order spread an Inf
 * or a NaN of B (or a zero on T's diagonal) otherwise than the reference's substitution
 * does, so such columns are finished by the reference's loop (ts_exact): found as each
 * block of B is packed or, solved in place, each tile is solved (late_cols), or, on side
 * R transposed with alpha other than 1, by a pass over B first (trsm_cols).
 */
#include <math.h>
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/level3/engine.h"
#include "driver/level3/level3.h"
#include "driver/level3/small.h"
#include "driver/level1/level1.h"
#include "driver/bufcache.h"
#include "kernel/generic/trsm_tile.h"

typedef SB_NAME(view) view;

/* Which of the reference TRMM's four loops a column of the left-side problem follows
 * (tr_exact): side L or R, A transposed (T or C) or not. */
enum { TR_LN, TR_LT, TR_RN, TR_RT };
/* ts_exact only: alpha already taken (late_cols with alpha other than 1: TR_LT's loop
 * does not multiply by it again) */
#define TR_TAKEN 8

/* The right-hand side: n columns, element (i, j) at b[i * rs + j * cs]; form: TR_*. */
typedef struct {
    sb_dim n, rs, cs;
    int form;
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

static void trmm_rec(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (m <= sb_min(sb_kern(SB_TID)->kc, sb_kern(SB_TID)->nc)) {
        view vb = rows(b, r);
        SB_NAME(l3_engine)(m, r->n, m, SB_ARG(alpha), t, &vb, SB_ARG((SB_T)0), b, r->rs, r->cs,
                           SB_PART_ALL, 0);
        return;
    }
    halves h = halves_of(t, m);
    view tss = block(t, h.s0, h.s0, SB_VIEW_TR), tff = block(t, h.f0, h.f0, SB_VIEW_TR);
    view tsf = block(t, h.s0, h.f0, SB_VIEW_GE), bf = rows(b + h.f0 * r->rs, r);
    trmm_rec(&tss, h.sn, SB_ARG(alpha), b + h.s0 * r->rs, r);
    SB_NAME(l3_engine)(h.sn, r->n, h.fn, SB_ARG(alpha), &tsf, &bf, SB_ARG((SB_T)1),
                       b + h.s0 * r->rs, r->rs,
                       r->cs, SB_PART_ALL, 0);
    trmm_rec(&tff, h.fn, SB_ARG(alpha), b + h.f0 * r->rs, r);
}

/* Rows of T per block of the blocked TRSM and TRMM: KC rounded down to whole MR-row
 * micropanels. */
static sb_dim tri_block_rows(const sb_kernels *kr)
{
    return sb_max(kr->mr, kr->kc / kr->mr * kr->mr);
}

/* Block s (0 .. ceil(m / KB) - 1) of T's rows in solve order, top down if T is lower,
 * bottom up if upper: KB rows, the last in that order the short one. */
static void solve_block(sb_dim m, sb_dim KB, int upper, sb_dim s, sb_dim *p0, sb_dim *kb)
{
    const sb_dim done = s * KB;
    *kb = sb_min(KB, m - done);
    *p0 = upper ? m - done - *kb : done;
}

/* *d = v in one store.  For complex float GCC stored an element computed in scalar
 * halves as two 4-byte stores, and the loops' next 8-byte read of it waited for both
 * (store forwarding fails): ctrmm 4 x 4 ran at 0.6x the loop before this one, 0.85x with
 * the halves joined in a general register first (bench, one thread, best of 7). */
static inline void tr_put(SB_T *d, SB_T v)
{
#if SB_TYPE_C && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__   /* the real part first */
    const float re = SB_RE(v), im = SB_IM(v);
    unsigned r, i;
    __builtin_memcpy(&r, &re, 4);
    __builtin_memcpy(&i, &im, 4);
    const unsigned long long u = r | (unsigned long long)i << 32;
    __builtin_memcpy(d, &u, 8);
#else
    *d = v;
#endif
}

/*
 * x := alpha T x for each of n columns of the left-side problem (column j at b + j cs, m
 * elements at stride inc; side R: the rows of B), in place, exactly as the reference TRMM
 * computes it for the call's form (side, and A transposed or not): the same loop order, the
 * same products (alpha times x_k, or times T's element, or after the sum) and the same
 * skips (a zero x_k on side L not transposed, a zero element of A on side R, a scaling by
 * exactly 1 on side R transposed), so that an Inf or a NaN in B spreads to the elements and
 * components the reference's does and no further: complex Inf + 0i times a unit diagonal's
 * (1, 0) is Inf + NaN i, and 0 times Inf is NaN where the reference never forms that
 * product. T's unit diagonal is never multiplied.  In terms of the reference's A: side L, T
 * is op(A); side R, T is op(A)^T, so A(k, j) there is T(j, k).
 */
static inline __attribute__((always_inline)) void
tr_loop(const view *t, sb_dim m, sb_dim n, SB_T alpha, SB_T *b, sb_dim inc, sb_dim cs,
        const int form, const int down, const int unit, const int cj)
{
    const SB_T *p = t->p;
    const sb_dim ts = t->rs, tc = t->cs;
    (void)cj;   /* real types: SB_CONJ_IF does not read it */
#define X(i) x[(i) * inc]
#define T(i, k) SB_CONJ_IF(cj, p[(i) * ts + (k) * tc])
    /* The outer index o (the reference's K for LN and RT, I for LT, J for RN) goes from the
     * bottom up where T is lower, from the top down where it is upper; inner loops always
     * go up in index, as the reference's: over [lo, hi), the rows o reaches (LN, RT: below
     * o if T is lower, above if upper) or the columns row o reads (LT, RN: left of o if
     * lower, right if upper). */
    const int reach = form == TR_LN || form == TR_RT;
    for (sb_dim j = 0; j < n; j++) {
        SB_T *x = b + j * cs;
        for (sb_dim q = 0; q < m; q++) {
            const sb_dim o = down ? m - 1 - q : q;
            const sb_dim lo = (down == reach) ? o + 1 : 0, hi = (down == reach) ? m : o;
            if (form == TR_LN) {   /* B := alpha A B: temp = alpha x_k down column k of T,
                                    * a zero x_k skipped */
                if (X(o) == (SB_T)0) continue;
                const SB_T temp = alpha * X(o);
                for (sb_dim i = lo; i < hi; i++) X(i) += temp * T(i, o);
                tr_put(&X(o), unit ? temp : temp * T(o, o));
            } else if (form == TR_LT) {   /* B := alpha op(A) B, op(A) A^T or A^H: a dot,
                                           * alpha after it */
                SB_T temp = X(o);
                if (!unit) temp = temp * T(o, o);
                for (sb_dim k = lo; k < hi; k++) temp += T(o, k) * X(k);
                X(o) = alpha * temp;
            } else if (form == TR_RN) {   /* B := alpha B A: x_j scaled, then (alpha A(k, j))
                                           * x_k added, a zero A(k, j) skipped */
                X(o) = (unit ? alpha : alpha * T(o, o)) * X(o);
                for (sb_dim k = lo; k < hi; k++) {
                    const SB_T e = T(o, k);
                    if (e != (SB_T)0) X(o) += (alpha * e) * X(k);
                }
            } else {   /* TR_RT, B := alpha B op(A): (alpha op(A)(i, k)) x_k added to x_i, a
                        * zero element skipped, then x_k scaled unless by exactly 1 */
                for (sb_dim i = lo; i < hi; i++) {
                    const SB_T e = T(i, o);
                    if (e != (SB_T)0) X(i) += (alpha * e) * X(o);
                }
                const SB_T temp = unit ? alpha : alpha * T(o, o);
                if (temp != (SB_T)1) tr_put(&X(o), temp * X(o));
            }
        }
    }
#undef X
#undef T
}

/* LOOP(f, lower, unit, cj), an always-inline loop taking those as constants, for the view
 * t's triangle, diagonal and conjugation: one compiled copy per case (tr_exact, ts_exact) */
#define TRI_DIR(t, LOOP, f, u, c)                                                      \
    do {                                                                               \
        if ((t)->lower)                                                                \
            LOOP(f, 1, u, c);                                                          \
        else                                                                           \
            LOOP(f, 0, u, c);                                                          \
    } while (0)
#define TRI_UNIT(t, LOOP, f, c)                                                        \
    do {                                                                               \
        if ((t)->unit)                                                                 \
            TRI_DIR(t, LOOP, f, 1, c);                                                 \
        else                                                                           \
            TRI_DIR(t, LOOP, f, 0, c);                                                 \
    } while (0)
#define TRI_SPECIALISE(t, LOOP, f)                                                     \
    do {                                                                               \
        if (SB_COMPLEX && (t)->conj)                                                   \
            TRI_UNIT(t, LOOP, f, 1);                                                   \
        else                                                                           \
            TRI_UNIT(t, LOOP, f, 0);                                                   \
    } while (0)

/* tr_loop compiled for each form, direction, diagonal and conjugation (with the form
 * tested inside the loops dtrmm 4 x 4 took 100 ns a call, 66 with the form outside them,
 * 48 specialised; the loop before, 57) */
static void tr_exact(const view *t, sb_dim m, sb_dim n, SB_TA ta_alpha, SB_T *b, sb_dim inc,
                     sb_dim cs, int form)
{
    SB_T alpha = SB_VAL(ta_alpha);
#define TR_LOOP(f, low, u, c) tr_loop(t, m, n, alpha, b, inc, cs, f, low, u, c)
    switch (form) {
    case TR_LN: TRI_SPECIALISE(t, TR_LOOP, TR_LN); break;
    case TR_LT: TRI_SPECIALISE(t, TR_LOOP, TR_LT); break;
    case TR_RN: TRI_SPECIALISE(t, TR_LOOP, TR_RN); break;
    default: TRI_SPECIALISE(t, TR_LOOP, TR_RT); break;
    }
#undef TR_LOOP
}

/* Does column j (m elements at stride rs) hold an Inf or a NaN (or overflow its sum)? */
static int col_nonfinite(const SB_T *b, sb_dim m, sb_dim rs)
{
    return !isfinite(SB_NAME(asum)(m, b, rs));
}

/* The columns of the packed block xp (kb x nc, packb's NR-column micropanels, zero
 * padded) that hold an Inf or a NaN (or overflow their sum) are computed again, rows
 * [p0, p0 + kb) of B := alpha T_PP B_P, by the exact loop from the block's input in xp
 * (see trmm_flat).  One sum over the whole block first: in the common case it is all. */
static void flat_fixup(const view *tpp, sb_dim kb, sb_dim nc, sb_dim NR, const SB_T *xp,
                       SB_TA ta_alpha, SB_T *bp, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_dim panels = (nc + NR - 1) / NR;
    if (!col_nonfinite(xp, kb * panels * NR, 1)) return;
    for (sb_dim j = 0; j < nc; j++) {
        const SB_T *src = xp + (j / NR) * NR * kb + j % NR;   /* element p at src[p NR] */
        if (!col_nonfinite(src, kb, NR)) continue;
        SB_T *x = bp + j * r->cs;
        for (sb_dim p = 0; p < kb; p++) x[p * r->rs] = src[p * NR];
        tr_exact(tpp, kb, 1, SB_ARG(alpha), x, r->rs, 0, r->form);
    }
}

/*
 * B := alpha T B for a column-major B (rs 1), in slices of KB rows of T, each row slice
 * of B packed once per NC-column panel: for T lower, from the bottom slice up (row i of
 * the result reads rows 0..i of B, and the rows below a slice already hold their result
 * but for the slices above), for T upper from the top down:
 *   pack B_P (packb layout, the engine's prepacked operand);
 *   B_R += alpha T_RP B_P   for the rows R after P (lower) or before it (upper);
 *   B_P := alpha T_PP B_P   (the diagonal block, a TR view, beta 0: B_P's input is in
 *                            the packed copy, so writing B_P in place is safe).
 * Both engine calls read the one packed copy.  The recursion (trmm_rec) packed the rows
 * of B once per level plus once at its leaves, each time for fewer rows of T: on Zen 4,
 * one thread, dtrmm 1024 spent 9% of its time in packb (perf, cpu-clock samples).
 * Only the diagonal product multiplies B_P by the zeros padding the packed triangle (the
 * rows R take stored elements of T only), and its input is the packed copy: so instead
 * of trmm_cols's pass over all of B before the call, the packed block is checked
 * (flat_fixup, one sum over it, in cache just after packing), and a column of it that is
 * not finite has its rows P computed again by the exact loop.  dtrmm 512 spent 3% of its
 * time in the separate pass (Intel model 0xcf, perf).
 */
static void trmm_flat(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r, int check)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim NR = kr->nr, NC = kr->nc, KB = tri_block_rows(kr);
    const int upper = !t->lower;
    const sb_dim kb_max = sb_min(KB, m);
    const sb_dim nc_max = (sb_min(NC, r->n) + NR - 1) / NR * NR;
    SB_T *xbuf = sb_buf_get((size_t)(nc_max * kb_max) * sizeof(SB_T));
    view tge = *t, vb = rows(b, r);
    tge.kind = SB_VIEW_GE;
    const sb_dim nblk = (m + KB - 1) / KB;
    for (sb_dim jc = 0; jc < r->n; jc += NC) {
        const sb_dim nc = sb_min(NC, r->n - jc);
        for (sb_dim q = 0; q < nblk; q++) {
            /* block P = [p0, p0 + kb), TRSM's blocks in the reverse of its order */
            sb_dim p0, kb;
            solve_block(m, KB, upper, nblk - 1 - q, &p0, &kb);
            view xp = vb;
            xp.p = xbuf;
            xp.kind = SB_VIEW_PK;
            const sb_dim r0 = upper ? 0 : p0 + kb, r1 = upper ? p0 : m;
            /* The rows R's product packs B_P into xbuf as it runs (l3_engine_keep_b: its
             * first block's tiles do, where the set fuses B's packing, gemm_blk_pb); the
             * diagonal product then reads that copy.  Without rows R, or where the engine
             * cannot keep its B, packed here first. */
            view bp = rows(b + p0 * r->rs + jc * r->cs, r);
            view trp = block(&tge, r0, p0, SB_VIEW_GE);
            if (!(r1 > r0 && SB_NAME(l3_engine_keep_b)(r1 - r0, nc, kb, SB_ARG(alpha), &trp, &bp,
                                                       SB_ARG((SB_T)1), b + r0 * r->rs + jc * r->cs,
                                                       r->rs, r->cs, xbuf))) {
                SB_NAME(l3_pack)(&vb, 1, jc, p0, nc, kb, (int)NR, kr->packb, xbuf);
                if (r1 > r0)
                    SB_NAME(l3_engine)(r1 - r0, nc, kb, SB_ARG(alpha), &trp, &xp, SB_ARG((SB_T)1),
                                       b + r0 * r->rs + jc * r->cs, r->rs, r->cs, SB_PART_ALL,
                                       0);
            }
            view tpp = block(t, p0, p0, SB_VIEW_TR);
            SB_NAME(l3_engine)(kb, nc, kb, SB_ARG(alpha), &tpp, &xp, SB_ARG((SB_T)0),
                               b + p0 * r->rs + jc * r->cs, r->rs, r->cs, SB_PART_ALL, 0);
            if (check) flat_fixup(&tpp, kb, nc, NR, xbuf, SB_ARG(alpha),
                                  b + p0 * r->rs + jc * r->cs, r);
        }
    }
    sb_buf_put(xbuf);
}

/* The blocked algorithms on columns of B that trmm_cols found finite. */
static void trmm_blocked(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (SB_NAME(trmm_small)(t, m, r->n, SB_ARG(alpha), b, r->rs, r->cs)) return;
    if (r->rs == 1)
        trmm_flat(t, m, SB_ARG(alpha), b, r, 0);   /* checked: no packed block to check again */
    else
        trmm_rec(t, m, SB_ARG(alpha), b, r);
}

/* col_nonfinite for the whole m x n block, scanned along its unit stride (one pass when
 * the lines are contiguous). */
static int block_nonfinite(const SB_T *b, sb_dim m, const rhs *r)
{
    const int by_col = r->rs == 1;
    sb_dim lines = by_col ? r->n : m, len = by_col ? m : r->n;
    const sb_dim step = by_col ? r->cs : r->rs, unit = by_col ? r->rs : r->cs;
    if (unit == 1 && step == len) {
        len *= lines;
        lines = 1;
    }
    for (sb_dim l = 0; l < lines; l++)
        if (col_nonfinite(b + l * step, len, unit)) return 1;
    return 0;
}

typedef void (*tri_rec_fn)(const view *t, sb_dim m, SB_TA alpha, SB_T *b, const rhs *r);
typedef void (*tri_exact_fn)(const view *t, sb_dim m, sb_dim n, SB_TA alpha, SB_T *b,
                             sb_dim inc, sb_dim cs, int form);

/* The left-side problem by columns: all of them by the blocked algorithm where B is
 * finite (one pass over it), else runs of finite columns by it and the others by the
 * reference's loop (see the top of the file). */
static void by_columns(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r,
                       tri_rec_fn blocked, tri_exact_fn exact)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (!block_nonfinite(b, m, r)) {
        blocked(t, m, SB_ARG(alpha), b, r);
        return;
    }
    for (sb_dim j = 0; j < r->n;) {
        sb_dim e = j;
        while (e < r->n && !col_nonfinite(b + e * r->cs, m, r->rs)) e++;
        if (e > j) {
            rhs q = *r;
            q.n = e - j;
            blocked(t, m, SB_ARG(alpha), b + j * r->cs, &q);
            j = e;
        } else {
            exact(t, m, 1, SB_ARG(alpha), b + j * r->cs, r->rs, 0, r->form);
            j++;
        }
    }
}

/* TRMM on columns of B: runs of finite columns by the blocked algorithm, the others by
 * the exact loop (see the top of the file); trmm_flat's problems go to it whole. */
static void trmm_cols(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    /* The flat algorithm checks its packed blocks itself, and with the set's gemm_ukr_trk
     * need not: its diagonal tiles (T the engine's A, each block at most KC rows, so in
     * one KC slice) never multiply B by the packed zeros.  trmm_rec's (a row-major B: the
     * engine turns T into its B operand) and the small path's do.  That check redoes only
     * the diagonal block's rows of a column that is not finite; the other rows take the
     * engine's products, alpha (T B), where the reference forms (alpha x_k) T(i, k) or
     * alpha (sum): for real types the same Infs and NaNs, for complex ones not always
     * (Inf times a complex factor is Inf or NaN in each component by the order of the
     * products: ztrmm 300 x 200 with alpha (0.5, -1.5), generic set, 28-102 components
     * of another class).  So complex B is checked whole first, as below: one pass over
     * it, a quarter of the flops per element of real B's (dtrmm 512 lost 3% to it). */
    if (!SB_COMPLEX && r->rs == 1 && !SB_NAME(trmm_small_takes)(m, r->n, r->rs, r->cs)) {
        trmm_flat(t, m, SB_ARG(alpha), b, r, !sb_kern(SB_TID)->gemm_ukr_trk);
        return;
    }
    by_columns(t, m, SB_ARG(alpha), b, r, trmm_blocked, tr_exact);
}

/* Bytes of trsm_blocked's update tile, on the stack: MR x tnr of every set (AVX-512 float
 * 32 x 48, 6 KiB) */
#define SB_TRSM_TILE 8192

/* The portable tile solve for sets without a trsm_ukr (kernel.h), at the set's MR x NR. */
static int solve_tile(int mr, int nr, sb_dim m, sb_dim n, const SB_T *d, const SB_T *w,
                      sb_dim ldw, SB_T *x, SB_T *c, sb_dim rs_c, sb_dim cs_c, int flags)
{
    return sb_trsm_tile(mr, nr, m, n, d, w, ldw, x, c, rs_c, cs_c, flags);
}

/*
 * Columns of a TRSM panel found not finite as each block of B is packed (trsm_blocked,
 * whose caller has not checked B; in place, see below): when column j's rows of block P
 * are packed, before any of them is solved, the rows solved before P hold their final
 * values, all finite, and the others B's minus the finite products of those: the
 * reference's own state at that point of its loop, but for the order of finite sums.
 * The column is saved then and the blocked algorithm goes on over it (columns are
 * independent: the others are not touched); after the panel it is put back and the
 * reference's loop (ts_exact) finishes it from block P on.  A NaN or an Inf then spreads
 * as the reference's does, with no pass over B before the call: that pass cost strsm /
 * dtrsm / ctrsm / ztrsm 512 2-4%, the check of each packed block (in cache) 1-2%.
 * A column-major B is solved in place, never packed: its tiles are checked by the
 * set's trsm_ukr (SB_TRSM_CHECK), each just before its solve, from the tile the GEMM
 * update has just written (late_tile).  A sum over each column's rows of block P (as
 * for the packed blocks) read B from beyond L2 without overlapping any arithmetic:
 * without it dtrsm 384 / 512 and s / c / z 384 ran 6-10% faster; with the tiles' check
 * instead, s / d / c / z 384-1024 ran 1.00-1.10x the rate (Intel model 0xa7).
 */
typedef struct {
    sb_dim m, nc, n;    /* rows; the panel's columns; columns found so far */
    SB_T *saved;        /* column j's state at saved + j m */
    sb_dim *col, *lo, *len;   /* the k-th column found, its rows still to solve */
} late_cols;

/* Column j of the panel (at b: element (i, j) at b[i rs + j cs]) saved as it is now, rows
 * [lo, lo + len) still to solve; NULL where it was found before. */
static SB_T *late_save(late_cols *L, sb_dim j, const SB_T *b, const rhs *r, sb_dim lo,
                       sb_dim len)
{
    for (sb_dim k = 0; k < L->n; k++)
        if (L->col[k] == j) return NULL;
    if (!L->saved) {
        const size_t vals = (size_t)L->m * L->nc, idx = 3 * (size_t)L->nc;
        L->saved = sb_buf_get(vals * sizeof(SB_T) + idx * sizeof(sb_dim));
        L->col = (sb_dim *)(L->saved + vals);
        L->lo = L->col + L->nc;
        L->len = L->lo + L->nc;
    }
    SB_T *sv = L->saved + L->n * L->m;
    for (sb_dim i = 0; i < L->m; i++) sv[i] = b[i * r->rs + j * r->cs];
    L->col[L->n] = j;
    L->lo[L->n] = lo;
    L->len[L->n] = len;
    L->n++;
    return sv;
}

/* The panel's columns whose rows of block P, packed in xp (kb x nc, NR-column
 * micropanels, zero padded), are not finite: saved from B (panel columns at b), rows
 * [lo, lo + len) still to solve. */
static void late_find(late_cols *L, const SB_T *xp, sb_dim kb, sb_dim NR, sb_dim nc,
                      const SB_T *b, const rhs *r, sb_dim lo, sb_dim len)
{
    if (!col_nonfinite(xp, kb * ((nc + NR - 1) / NR) * NR, 1)) return;
    for (sb_dim j = 0; j < nc; j++)
        if (col_nonfinite(xp + (j / NR) * NR * kb + j % NR, kb, NR))
            late_save(L, j, b, r, lo, len);
}

/*
 * A column-major B's tile (rows [p0 + i0, p0 + i0 + mr) of T's order m, panel columns
 * [j0, j0 + nt)) that the trsm_ukr found not finite, before its solve: its columns that
 * are not finite are saved.  The tile's rows hold the reference's state at row p0 + i0,
 * as the rows solved before it, but the rows after the tile in solve order have not yet
 * taken the block's rows solved before the tile (s: [p0, p0 + i0) if lower, [p0 + i0 +
 * mr, p0 + kb) if upper; the engine adds them after the block): the saved copy takes
 * them here, x_i -= x_s T(i, s) in the reference's order, before the reference's loop
 * finishes it from the tile on.  (The reference's loops for side L carry a row that is not
 * finite into every row after it, so these finite terms change a result's class only
 * where they overflow; the copy is the reference's state all the same.)
 */
static void late_tile(late_cols *L, const view *t, sb_dim m, sb_dim p0, sb_dim kb, sb_dim i0,
                      sb_dim mr, sb_dim j0, sb_dim nt, const SB_T *b, const rhs *r)
{
    const int upper = !t->lower;
    const sb_dim lo = upper ? 0 : p0 + i0, len = upper ? p0 + i0 + mr : m - lo;
    const sb_dim s0 = upper ? p0 + i0 + mr : p0, s1 = upper ? p0 + kb : p0 + i0;   /* solved */
    const sb_dim f0 = upper ? 0 : p0 + i0 + mr, f1 = upper ? p0 + i0 : m;   /* to take them */
    for (sb_dim j = j0; j < j0 + nt; j++) {
        if (!col_nonfinite(b + (p0 + i0) * r->rs + j * r->cs, mr, r->rs)) continue;
        SB_T *sv = late_save(L, j, b, r, lo, len);
        if (!sv) continue;
        for (sb_dim q = 0; q < s1 - s0; q++) {
            const sb_dim s = upper ? s1 - 1 - q : s0 + q;
            for (sb_dim i = f0; i < f1; i++) sv[i] = sv[i] - sv[s] * SB_NAME(view_elem)(t, i, s);
        }
    }
}

static void ts_exact(const view *t, sb_dim m, sb_dim n, SB_TA alpha, SB_T *b, sb_dim inc,
                     sb_dim cs, int form);

/* Does trsm_blocked find B's columns that are not finite itself (late_cols)?  All but
 * side R transposed with alpha other than 1, where trsm_cols checks B first. */
static int finds_late(SB_TA ta_alpha, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    return alpha == (SB_T)1 || r->form != TR_RT;
}

/* After the panel: each column found is put back as it was found and finished by the
 * reference's loop from there, alpha taken: where it is not 1 it scaled B before the
 * solve, as the reference's loop does on side L and on side R not transposed (not on
 * side R transposed, where it scales each solved element: see trsm_cols); where it is 1
 * TR_LT's loop multiplies by it as the reference's, and the others do not. */
static void late_finish(late_cols *L, const view *t, SB_T *b, const rhs *r, SB_TA ta_alpha)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int form = r->form | (alpha != (SB_T)1 ? TR_TAKEN : 0);
    for (sb_dim k = 0; k < L->n; k++) {
        SB_T *x = b + L->col[k] * r->cs;
        const SB_T *sv = L->saved + k * L->m;
        for (sb_dim i = 0; i < L->m; i++) x[i * r->rs] = sv[i];
        const view sub = block(t, L->lo[k], L->lo[k], SB_VIEW_TR);
        ts_exact(&sub, L->len[k], 1, SB_ARG((SB_T)1), x + L->lo[k] * r->rs, r->rs, 0, form);
    }
    if (L->saved) sb_buf_put(L->saved);
    L->saved = NULL;
    L->n = 0;
}

/*
 * Step 2 of trsm_blocked (see there) on sets without a trsm_r_ukr or a column-major B:
 * rows [p0, p0 + kb) of T (block P, packed in dbuf) solved for the panel's columns
 * [jc, jc + nc), tile by tile, with the set's trsm_ukr (or the portable loop); ct: the
 * stack tile (MR x TN); L: the late columns (late_cols), or NULL.
 */
static void solve_tiles(const sb_kernels *kr, const view *t, sb_dim m, sb_dim p0, sb_dim kb,
                        const SB_T *dbuf, SB_T *xbuf, SB_T *ct, sb_dim TN, SB_T *b,
                        const rhs *r, sb_dim jc, sb_dim nc, late_cols *L)
{
    const sb_dim MR = kr->mr, NR = kr->nr;
    const int upper = !t->lower, inplace = r->rs == 1;
    const SB_T one = 1, minus_one = -1, zero = 0;
    const view vb = rows(b, r);
    if (!inplace) SB_NAME(l3_pack)(&vb, 1, jc, p0, nc, kb, (int)NR, kr->packb, xbuf);
    /* the block's columns not finite (late_cols); rows still to solve: lower
     * [p0, m), upper [0, p0 + kb) */
    if (L && !inplace)
        late_find(L, xbuf, kb, NR, nc, b + jc * r->cs, r, upper ? 0 : p0,
                  upper ? p0 + kb : m - p0);
    const sb_dim nsub = (kb + MR - 1) / MR;
    for (sb_dim jr = 0; jr < nc; jr += TN) {
        /* TN columns per tile solve: TN / NR micropanels, kb * NR elements apart */
        const sb_dim nt = sb_min(TN, nc - jr);
        SB_T *xp = xbuf + jr * kb;
        for (sb_dim q = 0; q < nsub; q++) {
            const sb_dim s = upper ? nsub - 1 - q : q;
            const sb_dim i0 = s * MR, mr = sb_min(MR, kb - i0);
            const SB_T *dp = dbuf + i0 * kb;
            /* the solved rows of the block: [0, i0) if lower, [i0 + mr, kb) if upper */
            const sb_dim k0 = upper ? i0 + mr : 0, kn = upper ? kb - i0 - mr : i0;
            SB_T *cij = b + (p0 + i0) * r->rs + (jc + jr) * r->cs;
            const SB_T *w = inplace ? cij : NULL;
            if (kn > 0) {
                /* in place: B's tile (beta 1); else all NR columns of each
                 * micropanel into the stack tile (the padding of x stays zero) */
                for (sb_dim u = 0; u < nt; u += NR) {
                    const SB_T *au = dp + k0 * MR, *xu = xp + u * kb + k0 * NR;
                    if (inplace)
                        kr->gemm_ukr(kn, &minus_one, au, xu, &one, cij + u * r->cs, 1,
                                     r->cs, mr, sb_min(NR, nt - u));
                    else
                        kr->gemm_ukr(kn, &minus_one, au, xu, &zero, ct + u * MR, 1, MR,
                                     mr, NR);
                }
                if (!inplace) w = ct;
            }
            const sb_dim ldw = inplace ? r->cs : MR;
            const int fl = (upper ? SB_TRSM_UPPER : 0) | (inplace ? SB_TRSM_W_RHS : 0);
            /* in place, the tile is checked first (late_tile) */
            int ck = L && inplace ? SB_TRSM_CHECK : 0;
            for (;;) {
                const int bad = kr->trsm_ukr
                    ? kr->trsm_ukr(mr, nt, dp + i0 * MR, w, ldw, xp + i0 * NR, NR * kb,
                                   cij, r->rs, r->cs, fl | ck)
                    : solve_tile((int)MR, (int)NR, mr, nt, dp + i0 * MR, w, ldw,
                                 xp + i0 * NR, cij, r->rs, r->cs, fl | ck);
                if (!bad) break;
                late_tile(L, t, m, p0, kb, i0, mr, jr, nt, b + jc * r->cs, r);
                ck = 0;
            }
        }
    }
}

/*
 * Step 2 of trsm_blocked for a row-major B (side R) on a set with a trsm_r_ukr: rows
 * [p0, p0 + kb) of T (block P) solved for the panel's columns [jc, jc + nc) in place.
 * B's transpose, the caller's column-major B, is solved as the right-side problem it is:
 * X U = W with U = T^T, by strips of MR of its rows (B's columns here, contiguous in
 * memory) and tiles of NR of its columns in solve order, each tile first taking the GEMM
 * update from the strip's tiles already solved (A operand: their packed rows in xbuf,
 * packa's layout; B operand: U's packed columns in dbuf) with the microkernel's beta 1 on
 * B's tile, then solved by trsm_r_ukr, which writes it back and into xbuf.  The tiles
 * are B's own column-major tiles, as side L's in place: no packed copy of B's rows (the
 * transposed path packed them, 8% of dtrsm side R 512, and solved by rows of 64 bytes
 * at B's leading dimension).  L: the late columns (late_tile), or NULL.
 */
static void solve_native(const sb_kernels *kr, const view *t, sb_dim m, sb_dim p0, sb_dim kb,
                         const SB_T *dbuf, SB_T *xbuf, SB_T *b, const rhs *r, sb_dim jc,
                         sb_dim nc, late_cols *L)
{
    const sb_dim MR = kr->mr, NR = kr->nr, nsub = (kb + NR - 1) / NR;
    const int upper = !t->lower;
    const SB_T one = 1, minus_one = -1;
    /* U = T^T: upper where T is lower, solved by ascending columns */
    const int fl = upper ? 0 : SB_TRSM_UPPER;
    for (sb_dim js = 0; js < nc; js += MR) {
        const sb_dim mr = sb_min(MR, nc - js);
        SB_T *xs = xbuf + js * kb;   /* the strip's packed rows */
        for (sb_dim q = 0; q < nsub; q++) {
            const sb_dim s = upper ? nsub - 1 - q : q;
            const sb_dim i0 = s * NR, nr = sb_min(NR, kb - i0);
            const SB_T *dp = dbuf + i0 * kb;   /* U's columns [i0, i0 + nr) */
            /* the block's rows solved: [0, i0) if T is lower, [i0 + nr, kb) if upper */
            const sb_dim k0 = upper ? i0 + nr : 0, kn = upper ? kb - i0 - nr : i0;
            SB_T *cij = b + (p0 + i0) * r->rs + (jc + js) * r->cs;
            if (kn > 0)
                kr->gemm_ukr(kn, &minus_one, xs + k0 * MR, dp + k0 * NR, &one, cij, r->cs,
                             r->rs, mr, nr);
            int ck = L ? SB_TRSM_CHECK : 0;
            while (kr->trsm_r_ukr(mr, nr, dp + i0 * NR, cij, r->rs, xs + i0 * MR, cij, r->rs,
                                  fl | ck)) {
                late_tile(L, t, m, p0, kb, i0, nr, js, mr, b + jc * r->cs, r);
                ck = 0;
            }
        }
    }
}

/*
 * X := T^-1 (alpha * B), blocked as the engine: for each NC-column panel of B and each
 * block P of KB rows of T in solve order (top down if T is lower, bottom up if upper):
 *   1. pack the diagonal block T_PP (packa layout, its diagonal replaced by the
 *      reciprocals), and the rows P of a row-major B (side R; packb layout);
 *   2. solve tile by tile: each MR x NR tile (MR x tnr where the set's trsm_ukr takes
 *      several micropanels) first takes the GEMM update from the tiles of the block
 *      already solved, then the trsm_ukr solves it against its MR x MR diagonal block
 *      and stores it into B and, packed, into xbuf (X_P).  A column-major B (side L)
 *      takes the update in place (the microkernel with beta 1 on B's tile) and the tile
 *      solve reads its right-hand side from there (SB_TRSM_W_RHS): B's rows are never
 *      packed (their packing, 16 x 16 register transposes for s, took 7-8% of strsm
 *      512's samples) (solve_tiles).  A row-major B (side R) is solved natively where the
 *      set has a trsm_r_ukr: its transpose, the caller's column-major B, in place by its
 *      own tiles (solve_native); else its rows are packed, and each tile's update goes
 *      to a stack tile added to the packed rows (solve_tiles);
 *   3. the rows of B still to solve take  B_R -= T_RP X_P  with the solved packed X_P as
 *      a prepacked operand of the engine (side R natively: its transpose, the A operand
 *      of B_R^T -= X_P^T T_RP^T), straight into B.
 * Every flop but the diagonal blocks' triangles runs in the GEMM microkernel.  Side R
 * natively against transposed (packing B's rows, then solving by 64-byte rows at B's
 * leading dimension; X_P packed again by the update), one thread: s / d / c / z 512
 * 0.93-0.96 / 0.89-0.93 / 0.88-0.93 / 0.92-0.97x own GEMM's rate against 0.81-0.82 /
 * 0.75-0.78 / 0.79-0.82 / 0.79-0.86 (all four forms), orders 8-256 0.98-1.47x the speed
 * (Intel model 0xa7, results/2026-12-07-intel-20).
 */
static void trsm_blocked(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim MR = kr->mr, NR = kr->nr, NC = kr->nc;
    /* columns per tile solve (kernel.h): the set's tnr where it has a trsm_ukr (and the
     * MR x tnr update tile fits the stack tile) */
    SB_T ct[SB_TRSM_TILE / sizeof(SB_T)] __attribute__((aligned(64)));   /* MR x TN */
    const sb_dim TN = kr->trsm_ukr && kr->tnr > NR && MR * kr->tnr * sizeof(SB_T) <= sizeof ct
                          ? kr->tnr : NR;
    const sb_dim KB = tri_block_rows(kr), nblk = (m + KB - 1) / KB;
    const int upper = !t->lower;
    const SB_T one = 1, minus_one = -1;
    if (alpha != (SB_T)1) SB_NAME(l3_scale)(m, r->n, SB_ARG(alpha), b, r->rs, r->cs, SB_PART_ALL,
                                            0);
    /* a row-major B (side R) solved in place by the set's trsm_r_ukr: the caller's
     * column-major B by columns (native, below); D packed in NR-column panels */
    const int native = r->rs != 1 && r->cs == 1 && kr->trsm_r_ukr;
    const sb_dim DW = native ? NR : MR;   /* D's micropanels */
    const sb_dim kb_max = sb_min(KB, m);
    const sb_dim kb_up = (kb_max + DW - 1) / DW * DW;
    const sb_dim nc_max = (sb_min(NC, r->n) + NR - 1) / NR * NR;
    /* xbuf: X_P, the panel's solved rows of block P: side L in packb's layout, native in
     * packa's (MR-row strips, the update's prepacked A operand) */
    const sb_dim xn = native ? (sb_min(NC, r->n) + MR - 1) / MR * MR * kb_max : nc_max * kb_max;
    /* the packed blocks of a small problem on the stack (from the buffer cache,
     * sb_buf_get and put were 10% of strsm side R 8 x 8) */
    enum { SMALL = 4096 / sizeof(SB_T), LINE = 64 / sizeof(SB_T) };
    SB_T sbuf[SMALL] __attribute__((aligned(64)));
    const sb_dim dn = kb_up * kb_max, dn_up = (dn + LINE - 1) / LINE * LINE;
    const int on_stack = dn_up + xn <= SMALL;
    SB_T *dbuf = on_stack ? sbuf : sb_buf_get((size_t)dn * sizeof(SB_T));
    SB_T *xbuf = on_stack ? sbuf + dn_up : sb_buf_get((size_t)xn * sizeof(SB_T));
    view tge = *t, tt = SB_NAME(view_t)(*t);
    tge.kind = SB_VIEW_GE;

    /* the caller has not checked B (trsm_cols) but for side R transposed with alpha other
     * than 1: its columns that are not finite are found here as they come up */
    const int late = finds_late(SB_ARG(alpha), r);
    late_cols L = {m, nc_max, 0, NULL, NULL, NULL, NULL};

    for (sb_dim jc = 0; jc < r->n; jc += NC) {
        const sb_dim nc = sb_min(NC, r->n - jc);
        for (sb_dim q = 0; q < nblk; q++) {
            sb_dim p0, kb;   /* block P = [p0, p0 + kb), in solve order */
            solve_block(m, KB, upper, q, &p0, &kb);
            if (native)   /* U = T^T as packb packs a B operand: T(i, k) at panel i / NR */
                SB_NAME(l3_pack)(&tt, 1, p0, p0, kb, kb, (int)NR, kr->packb, dbuf);
            else
                SB_NAME(l3_pack)(t, 0, p0, p0, kb, kb, (int)MR, kr->packa, dbuf);
            /* the tile solves multiply by the reciprocals of the diagonal (kernel.h):
             * computed here once per block, not once per tile; a unit diagonal is packed
             * as ones, its own reciprocals (the divisions were 13% of strsm side R 8 x 8).
             * Element (i, i) in micropanel i0 = i - i % MR, found panel by panel: with
             * i / MR and i % MR, a 64-bit division per element was a third of the loop
             * (strsm side R 8, perf) */
            for (sb_dim i0 = 0; i0 < (t->unit ? 0 : kb); i0 += DW)
                for (sb_dim i = i0; i < sb_min(i0 + DW, kb); i++) {
                    SB_T *e = dbuf + i0 * kb + i * DW + (i - i0);
                    *e = SB_NAME(div)(1, *e);
                }
            if (native)
                solve_native(kr, t, m, p0, kb, dbuf, xbuf, b, r, jc, nc, late ? &L : NULL);
            else
                solve_tiles(kr, t, m, p0, kb, dbuf, xbuf, ct, TN, b, r, jc, nc,
                            late ? &L : NULL);
            /* the rows still to solve, below P (lower) or above it (upper), on this panel:
             * B_R -= T_RP X_P, an engine call.  A column-major B (side L) hands it X_P as
             * solved in xbuf, already in packb layout (kb <= KC, nc <= NC); the native
             * solve (side R) as well, in packa's layout, for the product's transpose (the
             * caller's column-major B); a row-major B solved in packed copies (side R on
             * a set without a trsm_r_ukr), whose product the engine computes transposed,
             * X_P from B. */
            const sb_dim r0 = upper ? 0 : p0 + kb, r1 = upper ? p0 : m;
            if (r1 > r0 && native) {
                /* B's transpose: B_R^T -= X_P^T T_RP^T, X_P^T packed in xbuf */
                const view xa = {xbuf, 0, 0, 0, SB_VIEW_PK, 0, 0};
                const view trp = SB_NAME(view_t)(block(&tge, r0, p0, SB_VIEW_GE));
                SB_NAME(l3_engine)(nc, r1 - r0, kb, SB_ARG(minus_one), &xa, &trp, SB_ARG(one),
                                   b + r0 * r->rs + jc * r->cs, r->cs, r->rs, SB_PART_ALL, 0);
            } else if (r1 > r0) {
                view trp = block(&tge, r0, p0, SB_VIEW_GE);
                view xp = rows(b + p0 * r->rs + jc * r->cs, r);
                if (r->rs == 1) {
                    xp.p = xbuf;
                    xp.kind = SB_VIEW_PK;
                }
                SB_NAME(l3_engine)(r1 - r0, nc, kb, SB_ARG(minus_one), &trp, &xp, SB_ARG(one),
                                   b + r0 * r->rs + jc * r->cs, r->rs, r->cs, SB_PART_ALL, 0);
            }
        }
        late_finish(&L, t, b + jc * r->cs, r, SB_ARG(alpha));
    }
    if (!on_stack) {
        sb_buf_put(xbuf);
        sb_buf_put(dbuf);
    }
}

/*
 * X := T^-1 (alpha X) for each of n columns of the left-side problem (as tr_exact), in
 * place, exactly as the reference TRSM computes it for the call's form: forward or back
 * substitution in the reference's order, dividing by T's diagonal (side L) or multiplying
 * by its reciprocal (side R), alpha first (side L not transposed: unless it is 1; side L
 * transposed: always; side R not transposed: each column of B as it is reached, unless
 * 1) or last (side R transposed, unless 1), and the reference's skips: a zero x_k (side
 * L not transposed: x_k stays zero even where T's diagonal element is zero) and a zero
 * element of A (side R).  The direction is TRMM's reversed: from the top down where T is
 * lower, from the bottom up where it is upper.  Taken where B is not finite or T's
 * diagonal holds a zero, an Inf or a NaN (trsm_cols), and for the tiniest problems
 * (trsm_tiny).  T's elements straight from its strides: the loops read only the stored
 * triangle, and its diagonal only where it is not unit.
 */
static inline __attribute__((always_inline)) void
ts_loop(const view *t, sb_dim m, sb_dim n, SB_T alpha, SB_T *b, sb_dim inc, sb_dim cs,
        const int form, const int up, const int unit, const int cj, const int taken)
{
    const SB_T *p = t->p;
    const sb_dim ts = t->rs, tc = t->cs;
    (void)cj;   /* real types: SB_CONJ_IF does not read it */
#define X(i) x[(i) * inc]
#define T(i, k) SB_CONJ_IF(cj, p[(i) * ts + (k) * tc])
    for (sb_dim j = 0; j < n; j++) {
        SB_T *x = b + j * cs;
        if (form == TR_LN && alpha != (SB_T)1)
            for (sb_dim i = 0; i < m; i++) X(i) = alpha * X(i);
        for (sb_dim q = 0; q < m; q++) {
            const sb_dim o = up ? m - 1 - q : q;
            /* the rows o reaches (LN, RT) and the columns row o reads (LT, RN) */
            const sb_dim r0 = up ? 0 : o + 1, r1 = up ? o : m;
            const sb_dim c0 = up ? o + 1 : 0, c1 = up ? m : o;
            if (form == TR_LN) {
                if (X(o) == (SB_T)0) continue;
                if (!unit) X(o) = SB_NAME(div)(X(o), T(o, o));
                for (sb_dim i = r0; i < r1; i++) X(i) = X(i) - X(o) * T(i, o);
            } else if (form == TR_LT) {
                SB_T temp = taken ? X(o) : alpha * X(o);
                for (sb_dim k = c0; k < c1; k++) temp = temp - T(o, k) * X(k);
                if (!unit) temp = SB_NAME(div)(temp, T(o, o));
                X(o) = temp;
            } else if (form == TR_RN) {
                if (alpha != (SB_T)1) X(o) = alpha * X(o);
                for (sb_dim k = c0; k < c1; k++) {
                    const SB_T e = T(o, k);
                    if (e != (SB_T)0) X(o) = X(o) - e * X(k);
                }
                if (!unit) X(o) = SB_NAME(div)(1, T(o, o)) * X(o);
            } else {   /* TR_RT */
                if (!unit) X(o) = SB_NAME(div)(1, T(o, o)) * X(o);
                for (sb_dim i = r0; i < r1; i++) {
                    const SB_T e = T(i, o);
                    if (e != (SB_T)0) X(i) = X(i) - e * X(o);
                }
                if (alpha != (SB_T)1) X(o) = alpha * X(o);
            }
        }
    }
#undef X
#undef T
}

/* ts_loop compiled for each form, direction, diagonal and conjugation, as tr_exact (and
 * TR_LT for each of taken or not) */
static void ts_exact(const view *t, sb_dim m, sb_dim n, SB_TA ta_alpha, SB_T *b, sb_dim inc,
                     sb_dim cs, int form)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const int taken = (form & TR_TAKEN) != 0;
    form &= ~TR_TAKEN;
#define TS_LOOP(f, low, u, c) ts_loop(t, m, n, alpha, b, inc, cs, f, !(low), u, c, 0)
#define TS_LOOP_TAKEN(f, low, u, c) ts_loop(t, m, n, alpha, b, inc, cs, f, !(low), u, c, 1)
    switch (form) {
    case TR_LN: TRI_SPECIALISE(t, TS_LOOP, TR_LN); break;
    case TR_LT:
        if (taken)
            TRI_SPECIALISE(t, TS_LOOP_TAKEN, TR_LT);
        else
            TRI_SPECIALISE(t, TS_LOOP, TR_LT);
        break;
    case TR_RN: TRI_SPECIALISE(t, TS_LOOP, TR_RN); break;
    default: TRI_SPECIALISE(t, TS_LOOP, TR_RT); break;
    }
#undef TS_LOOP_TAKEN
#undef TS_LOOP
}

/* TRSM on columns of B: the blocked algorithm multiplies by the reciprocals of T's
 * diagonal, which turns the reference's 0 / 0 into 0 * Inf where it skips a zero x_k, and
 * its tiles form products of B's elements the reference never forms with a zero element
 * of A (side R) or in another order (complex Inf): so a T whose diagonal holds a zero or
 * a value that is not finite goes wholly to the reference's loop, and otherwise B's
 * columns that are not finite do: found as they come up (late_cols), but on side R
 * transposed with alpha other than 1 by a pass over B first (by_columns: the reference
 * takes alpha last there, so the state the blocked algorithm leaves, scaled first, is not
 * the reference's). */
static void trsm_cols(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    int odd = 0;
    for (sb_dim i = 0; i < m && !t->unit && !odd; i++) {
        const SB_T d = SB_NAME(view_elem)(t, i, i);
        odd = d == (SB_T)0 || !isfinite(SB_ABS1(d));
    }
    if (odd)
        ts_exact(t, m, r->n, SB_ARG(alpha), b, r->rs, r->cs, r->form);
    else if (finds_late(SB_ARG(alpha), r))
        trsm_blocked(t, m, SB_ARG(alpha), b, r);   /* finds them itself (late_cols) */
    else
        by_columns(t, m, SB_ARG(alpha), b, r, trsm_blocked, ts_exact);
}

typedef int (*tri_tiny_fn)(const view *t, sb_dim m, SB_TA alpha, SB_T *b, const rhs *r);

/*
 * The tiniest TRMMs (below: order <= 5, a few hundred multiply-adds) by the reference's
 * own loop (tr_exact), column by column of the left-side problem in place: only the stored
 * triangle is read, so there is no padding to meet an Inf of B and no finite check, and
 * the reference's operations in its order.  On the small path packing, the finite check
 * and the buffer were most of such a call: strmm / dtrmm 2 and 4 ran at 0.53-0.62x
 * OpenBLAS, 1.25-2.48x by a scalar loop (Intel model 0xcf, bench, 9 rounds).
 * Returns 0 where it does not take the problem.
 */
static int trmm_tiny(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    /* order <= 5 and at most 200 multiply-adds (complex ones counted twice): the loop is
     * scalar (the strides are the caller's), and past that the small path won (against
     * it, best of 7: s / d 4 x 8 1.44 / 1.33x, d 5 x 8 1.23x, c 3 x 8 1.37x, 2 x 2 3-4x;
     * d 6 x 6 0.95x, 8 x 8 0.52-0.69x, z 4 x 8 0.88x) */
    if (m > 5 || (double)m * (double)m * (double)r->n * (SB_COMPLEX ? 2 : 1) > 200) return 0;
    tr_exact(t, m, r->n, SB_ARG(alpha), b, r->rs, r->cs, r->form);
    return 1;
}

/*
 * The tiniest TRSMs by the reference's own loop (ts_exact, each form compiled apart), in
 * place: every element takes the reference's operations in its order (so also its Inf and
 * NaN classes), with none of the blocked algorithm's fixed cost (buffers, packing, the
 * MR-row tile solve for a few rows, the finite checks), which was most of such a call:
 * strsm / dtrsm / ctrsm / ztrsm 4 x 4 (side L, lower, unit) took 159-217 ns blocked, 38-64
 * by the loop, OpenBLAS 49-103 (Intel model 0xcf, one thread, best of 20 x 20000 calls).
 * The loop is scalar and divides by T's diagonal once per element of B (the reference's
 * divisions; a complex one is dear), so it takes (against the blocked path, d and z, the
 * four forms of side and transpose): with a unit diagonal orders <= 6 and m^2 n <= 512
 * (0.46-0.82x the time at 4 x 16, 6 x 6, 6 x 8; 8 x 8 side R 1.3-1.8x), side L up to
 * order 8 (l3loop, ns per call, Intel model 0xa7, 2026-12-07, side L lower unit: s / d /
 * c / z 7 x 7 0.53-0.61x, 8 x 8 0.75-0.86x, transposed 8 x 8 0.65-0.79x; 10 x 10 0.90-1.09x
 * and 12 x 12 1.23-1.75x, so not there); otherwise real
 * types orders <= 4 and m^2 n <= 256 (4 x 16 0.70-0.82x, 6 x 6 side R lower 1.14x),
 * complex ones m^2 n <= 64 (4 x 4 0.70-0.77x; 4 x 16 1.3-1.4x).  m: T's order (the
 * left-side problem's rows).  Returns 0 where it does not take the problem.
 */
static int trsm_tiny(const view *t, sb_dim m, SB_TA ta_alpha, SB_T *b, const rhs *r)
{
    SB_T alpha = SB_VAL(ta_alpha);
    const double w = (double)m * (double)m * (double)r->n;
    const sb_dim um = r->form == TR_LN || r->form == TR_LT ? 8 : 6;   /* side L: 8 */
    if (t->unit ? m > um || w > 512 : SB_COMPLEX ? w > 64 : m > 4 || w > 256) return 0;
    ts_exact(t, m, r->n, SB_ARG(alpha), b, r->rs, r->cs, r->form);
    return 1;
}

typedef struct {
    tri_rec_fn rec;
    view t;
    sb_dim m;
    SB_T alpha;
    SB_T *b;
    rhs r;
    sb_dim unit;   /* the columns split among threads in multiples of it */
} tri_job;

/* Thread tid's share of the right-hand side's columns, whole units. */
static void tri_team(void *arg, sb_team *team, int tid, int nt)
{
    const tri_job *J = arg;
    sb_dim c0, c1;
    sb_split(J->r.n, J->unit, tid, nt, &c0, &c1);
    if (c1 <= c0) return;
    if (c0 == 0 && c1 == J->r.n) {
        /* all of them (one thread): J's own rhs, not a copy (tri_left has just written
         * it field by field, and the copy's 16-byte loads waited for those stores: a
         * tenth of dtrmm side R 8, perf) */
        J->rec(&J->t, J->m, SB_ARG(J->alpha), J->b, &J->r);
        return;
    }
    rhs r = J->r;
    r.n = c1 - c0;
    J->rec(&J->t, J->m, SB_ARG(J->alpha), J->b + c0 * J->r.cs, &r);
}

/* Quick returns as the reference, then the left-side problem (see the top of the file). */
static void tri_left(tri_rec_fn rec, tri_tiny_fn tiny, sb_side side, sb_uplo uplo,
                     sb_trans ta, sb_diag diag, sb_dim m, sb_dim n, SB_TA ta_alpha, const SB_T *a,
                     sb_dim lda, SB_T *b, sb_dim ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    if (m == 0 || n == 0) return;
    if (alpha == (SB_T)0) {   /* B := 0, A and B not read */
        SB_NAME(l3_scale)(m, n, SB_ARG((SB_T)0), b, 1, ldb, SB_PART_ALL, 0);
        return;
    }
    view t = SB_NAME(view_ge)(a, lda, ta);
    t.kind = SB_VIEW_TR;
    t.lower = (uplo == SB_LOWER) ^ sb_trans_is_t(ta);
    t.unit = diag == SB_UNIT;
    const int tr = ta != SB_NOTRANS;
    const sb_kernels *kr = sb_kern(SB_TID);
    tri_job J = {rec, t, m, alpha, b, {n, 1, ldb, tr ? TR_LT : TR_LN}, kr->nr};
    if (side == SB_RIGHT) {
        J.t = SB_NAME(view_t)(t);
        J.m = n;
        J.r = (rhs){m, ldb, 1, tr ? TR_RT : TR_RN};
        /* TRSM solved natively (trsm_blocked): B's rows in whole MR-row strips, so that a
         * thread's share starts where one thread's strip would and a row's operations (a
         * full or a partial tile's) do not depend on the thread count (with NR multiples
         * AVX2 ctrsm side R differed in the last bits, test_1vsN) */
        if (rec == trsm_cols && kr->trsm_r_ukr) J.unit = kr->mr;
    }
    if (tiny && tiny(&J.t, J.m, SB_ARG(alpha), b, &J.r)) return;
    /* the columns of the right-hand side are independent: split them among threads, in
     * multiples of J.unit (each thread runs the whole algorithm on its columns; the
     * engine calls inside stay on their thread) */
    const double work = (double)J.m * (double)J.m * (double)J.r.n / 2;
    sb_parallel(SB_NAME(l3_threads)(work, (J.r.n + J.unit - 1) / J.unit), tri_team, &J);
}

void SB_NAME(trmm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_TA ta_alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    tri_left(trmm_cols, trmm_tiny, side, uplo, ta, diag, m, n, SB_ARG(alpha), a, lda, b, ldb);
}

void SB_NAME(trsm)(sb_side side, sb_uplo uplo, sb_trans ta, sb_diag diag, sb_dim m, sb_dim n,
                   SB_TA ta_alpha, const SB_T *a, sb_dim lda, SB_T *b, sb_dim ldb)
{
    SB_T alpha = SB_VAL(ta_alpha);
    tri_left(trsm_cols, trsm_tiny, side, uplo, ta, diag, m, n, SB_ARG(alpha), a, lda, b, ldb);
}
