/*
 * The level-3 engine (see engine.h).  Loop order, outermost first:
 *   jc: NC-column panels of C and B
 *   pc: KC slices of the inner dimension; pack B (KC x NC) once per slice
 *   ic: MC-row blocks of C and A; pack A (MC x KC)
 *   jr, ir: NR x MR microtiles, one microkernel call each
 * beta is applied by the first KC slice only.  Buffers come from the buffer cache.
 */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/bufcache.h"
#include "driver/level3/engine.h"

typedef SB_NAME(view) view;

/* Element (i, j) of a structured view, conjugations and implicit values applied. */
static SB_T view_elem(const view *v, sb_dim i, sb_dim j)
{
    int stored = v->lower ? (i >= j) : (i <= j);
    if (i == j) {
        if (v->kind == SB_VIEW_TR && v->unit) return 1;
        SB_T d = v->p[i * v->rs + j * v->cs];
        if (v->kind == SB_VIEW_HE) return SB_RE(d);
        return SB_CONJ_IF(v->conj, d);
    }
    if (stored) return SB_CONJ_IF(v->conj, v->p[i * v->rs + j * v->cs]);
    if (v->kind == SB_VIEW_TR) return 0;
    SB_T r = v->p[j * v->rs + i * v->cs];
    /* Hermitian: the reflected element is the conjugate (once more if conj). */
    return SB_CONJ_IF(v->conj ^ (v->kind == SB_VIEW_HE), r);
}

/*
 * Pack an mn x kn slice of a view, starting at (i0, p0), into micropanels of width w.
 * "panel view": element (r, q) of the slice is view element (i0 + r, p0 + q) when
 * !bside, and (p0 + q, i0 + r) when bside (B is packed along its columns).
 * General views go to the kernel set's pack routine in one call; structured views are
 * split per micropanel into the part in the stored triangle (pack routine), the part
 * in the reflected triangle (pack routine on the transposed strides, or zeros for TR)
 * and the columns that cross the diagonal (element by element).
 */
void SB_NAME(l3_pack)(const view *v, int bside, sb_dim i0, sb_dim p0, sb_dim mn, sb_dim kn,
                      int w, sb_pack_fn pack, SB_T *dst)
{
    /* strides along the panel (mn) and along k, in the view */
    sb_dim s_mn = bside ? v->cs : v->rs, s_k = bside ? v->rs : v->cs;
    const SB_T *base = bside ? v->p + p0 * v->rs + i0 * v->cs : v->p + i0 * v->rs + p0 * v->cs;
    if (v->kind == SB_VIEW_GE) {
        pack(mn, kn, base, s_mn, s_k, v->conj, dst);
        return;
    }
    /* In panel coordinates (r, q) -> view (row, col); "stored" for panel rows below the
     * diagonal of the panel view. lower_pv: stored triangle is r >= q in panel coords. */
    int lower_pv = bside ? !v->lower : v->lower;
    for (sb_dim r0 = 0; r0 < mn; r0 += w) {
        sb_dim rows = sb_min(w, mn - r0);
        SB_T *d = dst + r0 * kn;           /* panel r0 / w starts at r0 * kn */
        sb_dim R0 = i0 + r0;               /* first panel-row in absolute coordinates */
        /* absolute k columns q: q < R0 -> all rows r > q;  q >= R0 + rows -> all r < q */
        sb_dim q_lo_end = sb_min(kn, sb_max(0, R0 - p0));          /* [0, q_lo_end): r > q */
        sb_dim q_hi_beg = sb_min(kn, sb_max(0, R0 + rows - p0));   /* [q_hi_beg, kn): r < q */
        if (rows < w) {
            /* a partial panel: do it element by element, padding with zeros */
            for (sb_dim q = 0; q < kn; q++) {
                sb_dim r = 0;
                for (; r < rows; r++) {
                    sb_dim ar = R0 + r, aq = p0 + q;
                    d[q * w + r] = bside ? view_elem(v, aq, ar) : view_elem(v, ar, aq);
                }
                for (; r < w; r++) d[q * w + r] = 0;
            }
            continue;
        }
        /* r > q region: stored if lower_pv, reflected otherwise; and the reverse. */
        for (int part = 0; part < 2; part++) {
            sb_dim qb = part == 0 ? 0 : q_hi_beg, qe = part == 0 ? q_lo_end : kn;
            if (qe <= qb) continue;
            int stored = part == 0 ? lower_pv : !lower_pv;
            SB_T *dd = d + qb * w;
            if (stored) {
                pack(w, qe - qb, base + r0 * s_mn + qb * s_k, s_mn, s_k, v->conj, dd);
            } else if (v->kind == SB_VIEW_TR) {
                for (sb_dim x = 0; x < (qe - qb) * w; x++) dd[x] = 0;
            } else {
                /* reflected: element (R, Q) reads the stored (Q, R) */
                const SB_T *src = v->p;
                sb_dim rr = R0, qq = p0 + qb;
                /* view element (a, b) at a*rs + b*cs; in panel coords (r,q) maps to
                 * view (R,Q) (or (Q,R) for bside); reflected swaps them back. */
                const SB_T *s = bside ? src + rr * v->rs + qq * v->cs
                                      : src + qq * v->rs + rr * v->cs;
                sb_dim t_mn = bside ? v->rs : v->cs, t_k = bside ? v->cs : v->rs;
                int cj = v->conj ^ (v->kind == SB_VIEW_HE);
                pack(w, qe - qb, s, t_mn, t_k, cj, dd);
            }
        }
        /* the columns that cross the diagonal */
        for (sb_dim q = q_lo_end; q < q_hi_beg; q++)
            for (sb_dim r = 0; r < w; r++) {
                sb_dim ar = R0 + r, aq = p0 + q;
                d[q * w + r] = bside ? view_elem(v, aq, ar) : view_elem(v, ar, aq);
            }
    }
}

/* Narrow [*p0, *p1) to the k range where rows [i, i + mr) of a triangular A view can be
 * nonzero (lower: k <= row, upper: k >= row); other views are left alone. */
static void tr_krange(const view *a, sb_dim i, sb_dim mr, sb_dim *p0, sb_dim *p1)
{
    if (a->kind != SB_VIEW_TR) return;
    if (a->lower) *p1 = sb_min(*p1, i + mr);
    else *p0 = sb_max(*p0, i);
}

/* The same for columns [j, j + nr) of a triangular B view (element (k, j)). */
static void tr_krange_b(const view *b, sb_dim j, sb_dim nr, sb_dim *p0, sb_dim *p1)
{
    if (b->kind != SB_VIEW_TR) return;
    if (b->lower) *p0 = sb_max(*p0, j);
    else *p1 = sb_min(*p1, j + nr);
}

/* Is tile rows [i, i+mi) x cols [j, j+nj) entirely inside / outside the C part? */
static int tile_outside(int part, sb_dim i, sb_dim mi, sb_dim j, sb_dim nj)
{
    if (part == SB_PART_LOWER) return i + mi - 1 < j;          /* all i < j */
    if (part == SB_PART_UPPER) return i > j + nj - 1;          /* all i > j */
    return 0;
}
static int tile_inside(int part, sb_dim i, sb_dim mi, sb_dim j, sb_dim nj)
{
    if (part == SB_PART_LOWER) return i >= j + nj - 1;         /* all i >= j */
    if (part == SB_PART_UPPER) return i + mi - 1 <= j;         /* all i <= j */
    return 1;
}

/* x[ii * rs] := t[ii - r0] + beta * x[ii * rs] for ii in [lo, hi), lo >= r0 (C not read
 * if beta == 0). */
static void put_part(SB_T *x, sb_dim rs, const SB_T *t, sb_dim r0, sb_dim lo, sb_dim hi,
                     SB_T beta)
{
    if (beta == (SB_T)1)
        for (sb_dim ii = lo; ii < hi; ii++) x[ii * rs] += t[ii - r0];
    else if (beta == (SB_T)0)
        for (sb_dim ii = lo; ii < hi; ii++) x[ii * rs] = t[ii - r0];
    else
        for (sb_dim ii = lo; ii < hi; ii++) x[ii * rs] = beta * x[ii * rs] + t[ii - r0];
}

static int in_part(int part, sb_dim i, sb_dim j)
{
    return part == SB_PART_ALL || (part == SB_PART_LOWER ? i >= j : i <= j);
}

void SB_NAME(l3_scale)(sb_dim m, sb_dim n, SB_T beta, SB_T *c, sb_dim rs_c, sb_dim cs_c,
                       int c_part, int c_herm_diag)
{
    for (sb_dim j = 0; j < n; j++)
        for (sb_dim i = 0; i < m; i++) {
            if (!in_part(c_part, i, j)) continue;
            SB_T *x = &c[i * rs_c + j * cs_c];
            SB_T v = beta == (SB_T)0 ? (SB_T)0 : beta * *x;
            if (c_herm_diag && i == j)
                v = beta == (SB_T)0 ? (SB_T)0 : (SB_T)(SB_RE(beta) * SB_RE(*x));
            *x = v;
        }
}

void SB_NAME(l3_engine)(sb_dim m, sb_dim n, sb_dim k, SB_T alpha, const view *a, const view *b,
                        SB_T beta, SB_T *c, sb_dim rs_c, sb_dim cs_c, int c_part,
                        int c_herm_diag)
{
    if (m <= 0 || n <= 0) return;
    if (k <= 0 || alpha == (SB_T)0) {
        SB_NAME(l3_scale)(m, n, beta, c, rs_c, cs_c, c_part, c_herm_diag);
        return;
    }
    if (cs_c == 1 && rs_c != 1) {
        /* A row-major C (TRMM and TRSM with side R): compute C^T = op(B)^T op(A)^T, whose
         * C is column-major, the layout the microkernels store fastest. */
        view at = SB_NAME(view_t)(*a), bt = SB_NAME(view_t)(*b);
        int part = c_part == SB_PART_LOWER ? SB_PART_UPPER
                 : c_part == SB_PART_UPPER ? SB_PART_LOWER : SB_PART_ALL;
        SB_NAME(l3_engine)(n, m, k, alpha, &bt, &at, beta, c, cs_c, rs_c, part, c_herm_diag);
        return;
    }
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim MR = kr->mr, NR = kr->nr;
    const sb_dim MC = kr->mc, KC = kr->kc, NC = kr->nc;
    /* Packing fills whole micropanels: size the buffers for the largest block rounded up
     * to MR / NR, whatever the set's MC / NC are multiples of. */
    const sb_dim mc_max = (sb_min(MC, m) + MR - 1) / MR * MR;
    const sb_dim nc_max = (sb_min(NC, n) + NR - 1) / NR * NR;
    const sb_dim kc_max = sb_min(KC, k);
    /* a prepacked B (SB_VIEW_PK, see engine.h) is one KC x NC panel used in place */
    const int b_packed = b->kind == SB_VIEW_PK;
    SB_T *abuf = sb_buf_get((size_t)(mc_max * kc_max) * sizeof(SB_T));
    SB_T *bbuf = b_packed ? NULL : sb_buf_get((size_t)(nc_max * kc_max) * sizeof(SB_T));
    const SB_T *bpanel = b_packed ? b->p : bbuf;
    SB_T ct[SB_MAX_MR * SB_MAX_NR] __attribute__((aligned(64)));  /* a diagonal tile */
    const SB_T zero = 0;

    for (sb_dim jc = 0; jc < n; jc += NC) {
        const sb_dim nc = sb_min(NC, n - jc);
        for (sb_dim pc = 0; pc < k; pc += KC) {
            const sb_dim kc = sb_min(KC, k - pc);
            const SB_T beta_e = pc == 0 ? beta : (SB_T)1;
            if (!b_packed) SB_NAME(l3_pack)(b, 1, jc, pc, nc, kc, (int)NR, kr->packb, bbuf);
            for (sb_dim ic = 0, mc; ic < m; ic += mc) {
                /* The partial micropanel (m % MR rows) is the last of its block.  For a
                 * lower C, whose bottom rows are the long ones, make it a block of its own
                 * at the top, where the triangle is one tile wide. */
                mc = ic == 0 && c_part == SB_PART_LOWER && m % MR ? m % MR : sb_min(MC, m - ic);
                if (tile_outside(c_part, ic, mc, jc, nc)) continue;
                SB_NAME(l3_pack)(a, 0, ic, pc, mc, kc, (int)MR, kr->packa, abuf);
                for (sb_dim jr = 0; jr < nc; jr += NR) {
                    const sb_dim nr = sb_min(NR, nc - jr);
                    for (sb_dim ir = 0; ir < mc; ir += MR) {
                        const sb_dim mr = sb_min(MR, mc - ir);
                        const sb_dim i = ic + ir, j = jc + jr;
                        if (tile_outside(c_part, i, mr, j, nr)) continue;
                        SB_T *cij = c + i * rs_c + j * cs_c;
                        /* A triangular operand is zero outside its triangle: run the kernel
                         * over the k range [p0, p1) where this tile's panels can be nonzero */
                        sb_dim p0 = pc, p1 = pc + kc;
                        tr_krange(a, i, mr, &p0, &p1);
                        tr_krange_b(b, j, nr, &p0, &p1);
                        if (p1 <= p0 && beta_e == (SB_T)1) continue;
                        if (p1 < p0) p1 = p0;
                        const sb_dim ke = p1 - p0;
                        const SB_T *ap = abuf + ir * kc + (p0 - pc) * MR;
                        const SB_T *bp = bpanel + jr * kc + (p0 - pc) * NR;
                        const int on_diag = !(i + mr <= j || i >= j + nr);
                        if (tile_inside(c_part, i, mr, j, nr) && !(c_herm_diag && on_diag)) {
                            kr->gemm_ukr(ke, &alpha, ap, bp, &beta_e, cij, rs_c, cs_c, mr, nr);
                            continue;
                        }
                        /* Across the diagonal (or a Hermitian diagonal to keep real):
                         * compute on the stack, write back only the part.  Where the
                         * kernel skips whole A vectors (kr->mv), compute only rows
                         * [r0, r1): from the vector holding the first row of the part
                         * (lower) or up to the last one (upper). */
                        sb_dim r0 = 0, r1 = mr;
                        if (kr->mv > 0 && c_part == SB_PART_LOWER)
                            r0 = sb_max(0, j - i) / kr->mv * kr->mv;
                        if (kr->mv > 0 && c_part == SB_PART_UPPER)
                            r1 = sb_min(mr, j + nr - i);
                        kr->gemm_ukr(ke, &alpha, ap + r0, bp, &zero, ct, 1, MR, r1 - r0, nr);
                        for (sb_dim jj = 0; jj < nr; jj++) {
                            /* rows [lo, hi) of this column are in the part */
                            const sb_dim d = j + jj - i;   /* the diagonal's row */
                            const sb_dim lo = c_part == SB_PART_LOWER ? sb_max(0, d) : 0;
                            const sb_dim hi = c_part == SB_PART_UPPER ? sb_min(mr, d + 1) : mr;
                            SB_T *x = cij + jj * cs_c;
                            const SB_T *t = ct + jj * MR;   /* row ii at t[ii - r0] */
                            const int hd = c_herm_diag && d >= lo && d < hi;
                            const SB_T x_dd = hd ? x[d * rs_c] : (SB_T)0;
                            put_part(x, rs_c, t, r0, lo, hi, beta_e);
                            if (hd) {
                                /* the diagonal stays real: beta and the sum use real parts */
                                SB_R cr = beta_e == (SB_T)0 ? 0 : SB_RE(beta_e) * SB_RE(x_dd);
                                x[d * rs_c] = cr + SB_RE(t[d - r0]);
                            }
                        }
                    }
                }
            }
        }
    }
    if (bbuf) sb_buf_put(bbuf);
    sb_buf_put(abuf);
}
