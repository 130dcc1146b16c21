/*
 * The level-3 engine (see engine.h).  Loop order, outermost first:
 *   jc: NC-column panels of C and B (NC per column group on a team: panel_width)
 *   pc: KC slices of the inner dimension; pack B (KC x NC) once per slice
 *   ic: MC-row blocks of C and A; pack A (MC x KC)
 *   jr, ir: NR x MR microtiles, one microkernel call each
 * beta is applied by the first KC slice only.  Buffers come from the buffer cache.
 */
#include "sb/type.h"
#include "arch/arch.h"
#include "driver/bufcache.h"
#include "driver/threads.h"
#include "driver/level3/engine.h"

typedef SB_NAME(view) view;

#define view_elem SB_NAME(view_elem)

/* Rows [s0, s1) of one crossing column from the stored triangle: src[r * s_mn] to dq[r],
 * conjugated if cj; a contiguous unconjugated run as one copy. */
static inline void stored_run(SB_T *dq, const SB_T *src, sb_dim s0, sb_dim s1, sb_dim s_mn,
                              int cj)
{
    if (cj)
        for (sb_dim r = s0; r < s1; r++) dq[r] = SB_CONJ_IF(1, src[r * s_mn]);
    else if (s_mn == 1 && s1 > s0)
        __builtin_memcpy(dq + s0, src + s0, (size_t)(s1 - s0) * sizeof(SB_T));
    else
        for (sb_dim r = s0; r < s1; r++) dq[r] = src[r * s_mn];
}

/*
 * Pack an mn x kn slice of a view, starting at (i0, p0), into micropanels of width w.
 * "panel view": element (r, q) of the slice is view element (i0 + r, p0 + q) when
 * !bside, and (p0 + q, i0 + r) when bside (B is packed along its columns).
 * General views go to the kernel set's pack routine in one call; structured views are
 * split per micropanel into the part in the stored triangle (pack routine), the part
 * in the reflected triangle (pack routine on the transposed strides, or zeros for TR)
 * and the columns that cross the diagonal (per column, in runs: stored_run and the
 * reflected rows).
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
        /* a partial panel (rows < w) the same way, its rows [rows, w) zero (the pack
         * routine pads them; the loops below write them) */
        /* r > q region: stored if lower_pv, reflected otherwise; and the reverse. */
        for (int part = 0; part < 2; part++) {
            sb_dim qb = part == 0 ? 0 : q_hi_beg, qe = part == 0 ? q_lo_end : kn;
            if (qe <= qb) continue;
            int stored = part == 0 ? lower_pv : !lower_pv;
            SB_T *dd = d + qb * w;
            if (stored) {
                pack(rows, qe - qb, base + r0 * s_mn + qb * s_k, s_mn, s_k, v->conj, dd);
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
                pack(rows, qe - qb, s, t_mn, t_k, cj, dd);
            }
        }
        /* the columns that cross the diagonal */
        if (v->kind == SB_VIEW_TR) {
            /* a triangle: per column, the stored rows copied in one run, the others zero,
             * the diagonal 1 if unit (view_elem's values without its per-element
             * branches) */
            for (sb_dim q = q_lo_end; q < q_hi_beg; q++) {
                const sb_dim rd = p0 + q - R0;   /* the panel row on the diagonal */
                sb_dim s0 = lower_pv ? rd : 0, s1 = lower_pv ? rows : rd + 1;
                if (v->unit) {   /* the diagonal is not read */
                    if (lower_pv) s0++;
                    else s1--;
                }
                const SB_T *src = base + r0 * s_mn + q * s_k;
                SB_T *dq = d + q * w;
                for (sb_dim r = 0; r < s0; r++) dq[r] = 0;
                stored_run(dq, src, s0, s1, s_mn, v->conj);
                for (sb_dim r = s1; r < w; r++) dq[r] = 0;
                if (v->unit) dq[rd] = 1;
            }
            continue;
        }
        /* symmetric / Hermitian: per column, the stored rows (diagonal included) in one
         * run, the reflected ones in one or two, each read along its stride (view_elem's
         * values without its per-element branches: element by element, these columns
         * were 20% of ssymm 96 on the small path, 2026-12-03) */
        const SB_T *refl = bside ? v->p + R0 * v->rs + p0 * v->cs : v->p + p0 * v->rs + R0 * v->cs;
        const sb_dim t_mn = bside ? v->rs : v->cs, t_k = bside ? v->cs : v->rs;
        const int cj = v->conj ^ (v->kind == SB_VIEW_HE);
        (void)cj;   /* real types: SB_CONJ_IF does not read it */
        for (sb_dim q = q_lo_end; q < q_hi_beg; q++) {
            const sb_dim rd = p0 + q - R0;   /* the panel row on the diagonal */
            const sb_dim s0 = lower_pv ? rd : 0, s1 = lower_pv ? rows : rd + 1;
            const SB_T *src = base + r0 * s_mn + q * s_k, *rq = refl + q * t_k;
            SB_T *dq = d + q * w;
            for (sb_dim r = 0; r < s0; r++) dq[r] = SB_CONJ_IF(cj, rq[r * t_mn]);
            stored_run(dq, src, s0, s1, s_mn, v->conj);
            for (sb_dim r = s1; r < rows; r++) dq[r] = SB_CONJ_IF(cj, rq[r * t_mn]);
            for (sb_dim r = rows; r < w; r++) dq[r] = 0;
            if (v->kind == SB_VIEW_HE) dq[rd] = SB_RE(src[rd * s_mn]);
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

/* Rows [*ib0, *ib1) of the block [ic, ic + mc) (relative, whole MR-row tiles) whose
 * tiles against columns [j, j + nr) are wholly inside a triangular part of C: the ones
 * below the diagonal (lower) or above it (upper). */
static void inside_rows(int part, sb_dim MR, sb_dim ic, sb_dim mc, sb_dim j, sb_dim nr,
                        sb_dim *ib0, sb_dim *ib1)
{
    sb_dim lo = 0, hi = 0;
    if (part == SB_PART_LOWER) {
        lo = (mc + MR - 1) / MR * MR;
        while (lo > 0 && tile_inside(part, ic + lo - MR, MR, j, nr)) lo -= MR;
        hi = mc;
    } else {
        while (hi < mc && tile_inside(part, ic + hi, sb_min(MR, mc - hi), j, nr)) hi += MR;
        hi = sb_min(hi, mc);
    }
    *ib0 = lo;
    *ib1 = hi;
}

static int in_part(int part, sb_dim i, sb_dim j)
{
    return part == SB_PART_ALL || (part == SB_PART_LOWER ? i >= j : i <= j);
}

void SB_NAME(l3_scale)(sb_dim m, sb_dim n, SB_TA ta_beta, SB_T *c, sb_dim rs_c, sb_dim cs_c,
                       int c_part, int c_herm_diag)
{
    SB_T beta = SB_VAL(ta_beta);
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

/* ---- the blocked loops, on one thread or a team -------------------------------------- */

/*
 * One engine call as a team runs it.  The team shares the packed B panel (KC x NC, each
 * thread packs a share of its micropanels, then a barrier); the threads form a grid of tr
 * row groups x tc column groups: a thread packs its own A blocks (from its own buffer
 * cache) for the rows of its row group and computes the tiles of its rows x its columns of
 * the panel.  Row groups are balanced by the work of their rows (a triangular C or A has
 * short rows).  A barrier ends each KC slice before B is packed again.  On one thread this
 * is the plain five loops.
 */
typedef struct {
    sb_dim m, n, k;
    SB_T alpha, beta;
    const view *a, *b;
    SB_T *c;
    sb_dim rs_c, cs_c;
    int c_part, c_herm_diag;
    int tc;          /* column groups (tr = nt / tc); 1 on one thread */
    SB_T *bbuf;      /* the shared B panel (NULL: B is prepacked) */
    int prefault;    /* populate C's pages first (a threaded call) */
    sb_dim pw;       /* column panel width (panel_width) */
    sb_dim mc;       /* rows of an A block (block_rows) */
    sb_dim kc;       /* depth of a KC slice (slice_depth) */
    int b_is_at;     /* B is A^T or A^H (SYRK's, HERK's triangle: b_from_a) */
    int b_same;      /* B's elements are A^T's (b_is_at but for its micropanel rules) */
} job;

/* Row panel p of the engine's row grid: MR rows, except that a lower C with m % MR rows
 * left over has those as its first panel (the triangle is one tile wide at the top) and
 * the others end with the partial panel. */
static void panel_rows(const job *J, sb_dim MR, sb_dim p, sb_dim *i0, sb_dim *i1)
{
    const sb_dim top = J->c_part == SB_PART_LOWER ? J->m % MR : 0;
    if (top) {
        *i0 = p == 0 ? 0 : top + (p - 1) * MR;
        *i1 = p == 0 ? top : *i0 + MR;
    } else {
        *i0 = p * MR;
        *i1 = *i0 + MR;
    }
    if (*i1 > J->m) *i1 = J->m;
}

static sb_dim panel_count(const job *J, sb_dim MR)
{
    const sb_dim top = J->c_part == SB_PART_LOWER ? J->m % MR : 0;
    return top ? 1 + (J->m - top) / MR : (J->m + MR - 1) / MR;
}

/* Work of rows [i0, i1) against columns [jc, jc + nc) of C (in multiply-adds per k). */
static double rows_work(const job *J, sb_dim i0, sb_dim i1, sb_dim jc, sb_dim nc)
{
    sb_dim cols = nc;
    if (J->c_part == SB_PART_LOWER) cols = sb_max(0, sb_min(nc, i1 - jc));
    if (J->c_part == SB_PART_UPPER) cols = sb_max(0, sb_min(nc, jc + nc - i0));
    double kk = (double)J->k;
    if (J->a->kind == SB_VIEW_TR)   /* rows of a triangular A reach only part of k */
        kk = J->a->lower ? (double)sb_min(J->k, i1) : (double)sb_max(0, J->k - i0);
    return (double)(i1 - i0) * (double)cols * (kk + 1);
}

/* Work of the columns [j0, j1) of C (absolute) against all its rows, per k. */
static double cols_work(const job *J, sb_dim j0, sb_dim j1)
{
    sb_dim rows = J->m;
    if (J->c_part == SB_PART_LOWER) rows = sb_max(0, J->m - j0);
    if (J->c_part == SB_PART_UPPER) rows = sb_min(J->m, j1);
    double kk = (double)J->k;
    if (J->b->kind == SB_VIEW_TR)   /* columns of a triangular B reach only part of k */
        kk = J->b->lower ? (double)sb_max(0, J->k - j0) : (double)sb_min(J->k, j1);
    return (double)(j1 - j0) * (double)rows * (kk + 1);
}

/*
 * SYRK's B is A^T (HERK's A^H): its micropanel of columns [j, j + NR) holds rows
 * [j, j + NR) of A (conjugated), which the A block of the rows [ic, ic + mc) holding them
 * has just packed (A's MR-row micropanels, MR a multiple of NR: each NR rows of one of
 * them, copied a k step at a time, are B's micropanel).  So where the A blocks go down the
 * rows of a lower C (up those of an upper one) and a column is first needed by the block
 * holding its row, B's micropanels are copied from each block once it is packed, by packb
 * reading the block (a column-major slice, MR apart along k), instead of packed from A
 * before the blocks.  For a transposed X (SYRK T) that packing was a transposition (8 x 8
 * blocks through registers); the copy is a plain one.  One thread, bench, 7 rounds
 * interleaved, both slot orders, Intel model 0xcf, 2026-12-05 (lower C): dsyrk T 512 /
 * 768 +2-4%, zsyrk T +1-2%, N level (d) to +2% (z); cherk / zherk N 384-1024 +0-3%; 2
 * threads at 1024 / 2048 level.  Upper C (/tmp harness, alternating, best of 10): dsyrk
 * 768 N / T +3-4%, 512 T +3-4%; 2 threads, 2048 N +2%.  For N the packing's share did
 * not shrink (perf, dsyrk 512: 8.2% -> 7.9%): its time goes to writing the panel, not to
 * reading A.  The micropanels of relative columns [q0, q1) (q0 - jlo a multiple of NR),
 * micropanel q at bw + (q - jlo) kc; one the block does not hold whole (rows not a
 * multiple of NR from ic) is packed from A as before.  The copies equal packb's of A^T
 * (A^H) bit for bit.  Returns the first micropanel not copied (q1 rounded up, or q0).
 */
static sb_dim b_from_a(const job *J, const sb_kernels *kr, const SB_T *abuf, sb_dim ic,
                       sb_dim mc, SB_T *bw, sb_dim jc, sb_dim jlo, sb_dim jhi, sb_dim pc,
                       sb_dim kc, sb_dim q0, sb_dim q1)
{
    const sb_dim MR = kr->mr, NR = kr->nr;
    sb_dim q = q0;
    for (; q < q1; q += NR) {
        const sb_dim nr = sb_min(NR, jhi - q), r = jc + q - ic;
        SB_T *dst = bw + (q - jlo) * kc;
        if (r < 0 || r + nr > mc || r % MR + nr > MR) {
            SB_NAME(l3_pack)(J->b, 1, jc + q, pc, nr, kc, (int)NR, kr->packb, dst);
            continue;
        }
        /* rows [r, r + nr) of the block: column-major, MR apart along k (HERK: B is
         * conj(A)^T, and the block holds A, or conj(A) where A is conjugated) */
        kr->packb(nr, kc, abuf + r / MR * MR * kc + r % MR, 1, MR, J->a->conj != J->b->conj,
                  dst);
    }
    return q;
}

/* The micropanel of the column group [jlo, jhi) that a triangle's diagonal crosses in
 * the block that reaches it first: the group's first (lower C) or its last (upper).
 * run_tile_rows fuses a block's A packing into its tiles there, and b_from_a needs it
 * packed from A before any block. */
static sb_dim edge_panel(int c_part, sb_dim NR, sb_dim jlo, sb_dim jhi)
{
    return c_part == SB_PART_LOWER ? jlo : jlo + (jhi - 1 - jlo) / NR * NR;
}

/* gbase: the packed B micropanels of this column group, the one of columns [jr, jr + NR)
 * at gbase + (jr - jlo) kc (see engine_team for where a group's micropanels live); bw:
 * the same, writable, where a triangle's B micropanels are packed by the first block that
 * needs each (its first micropanel (lower C) or its last (upper) packed by the caller),
 * else NULL: from_a, B is A^T or A^H, copied from the A blocks (b_from_a), else packed
 * from B (engine_team's lazy_b) */
static void run_tile_rows(const job *J, const sb_kernels *kr, SB_T *abuf0, const SB_T *gbase,
                          SB_T *bw, int from_a, sb_dim r0, sb_dim r1, sb_dim jc, sb_dim jlo,
                          sb_dim jhi, sb_dim pc, sb_dim kc, int fuse_b)
{
    const view *a = J->a, *b = J->b;
    const sb_dim MR = kr->mr, NR = kr->nr;
    const sb_dim m = J->m;
    const int c_part = J->c_part, c_herm_diag = J->c_herm_diag;
    /* A full C's rows in blocks of nearly equal height (whole micropanels), not MC rows
     * and a remainder: dgemm 512 ran as 504 + 8 rows, the 8-row block reading the whole B
     * panel again for a third of a tile.  264 + 248: dgemm 512 and 1040 1.02x (bench A/B,
     * both slot orders, 11 rounds, Intel model 0xa7, 2026-12-07, results/2026-12-07-intel-17
     * ab-mc); s, c, z 0.99-1.01x. */
    sb_dim MC = J->mc;
    if (c_part == SB_PART_ALL && r1 - r0 > MC) {
        const sb_dim nbk = (r1 - r0 + MC - 1) / MC;
        MC = ((r1 - r0 + nbk - 1) / nbk + MR - 1) / MR * MR;
    }
    /* b_from_a: an upper C's blocks go up the rows (bottom block first); the B micropanels
     * [jlo, ready) (lower) or [ready, jhi) (upper) are packed */
    const int up = bw && c_part == SB_PART_UPPER;
    sb_dim ready = edge_panel(c_part, NR, jlo, jhi) + (up ? 0 : NR);
    const sb_dim rs_c = J->rs_c, cs_c = J->cs_c;
    SB_T *const c = J->c;
    const SB_T beta_e = pc == 0 ? J->beta : (SB_T)1;
    SB_T ct[SB_MAX_MR * SB_MAX_NR] __attribute__((aligned(64)));  /* a diagonal tile */
    const SB_T zero = 0;
    const sb_dim nc = jhi - jlo;
    const int blk = kr->gemm_blk && !c_herm_diag && a->kind != SB_VIEW_TR &&
                    b->kind != SB_VIEW_TR;
    const int a_packed = a->kind == SB_VIEW_PK;

    for (sb_dim ic = up ? r0 + (r1 - 1 - r0) / MC * MC : r0, mc; up ? ic >= r0 : ic < r1;
         ic = up ? ic - MC : ic + mc) {
        /* The partial micropanel (m % MR rows) is the last of its block.  For a lower C,
         * whose bottom rows are the long ones, it is a block of its own at the top, where
         * the triangle is one tile wide (see panel_rows). */
        mc = ic == 0 && c_part == SB_PART_LOWER && m % MR ? m % MR : sb_min(MC, r1 - ic);
        if (tile_outside(c_part, ic, mc, jc + jlo, nc)) continue;
        /* a prepacked A (engine.h): the block's micropanels where they are */
        SB_T *const abuf = a_packed ? (SB_T *)a->p + ic * kc : abuf0;
        /* Micropanels [ja, jb) whose tiles are all inside C's part, for the whole block,
         * go to gemm_blk in one call (no triangular operand: every tile takes all of k):
         * all of them for a full C; for a triangle, those left (lower) or right (upper)
         * of where the block meets the diagonal. */
        sb_dim ja = jlo, jb = jlo;
        if (blk) {
            if (c_part == SB_PART_ALL) {
                jb = jhi;
            } else if (c_part == SB_PART_LOWER) {
                while (jb < jhi && tile_inside(c_part, ic, mc, jc + jb, sb_min(NR, jhi - jb)))
                    jb += NR;
            } else {
                while (ja < jhi && !tile_inside(c_part, ic, mc, jc + ja, sb_min(NR, jhi - ja)))
                    ja += NR;
                jb = jhi;
            }
        } else if (kr->gemm_blk && b->kind == SB_VIEW_TR && a->kind != SB_VIEW_TR &&
                   c_part == SB_PART_ALL && !c_herm_diag) {
            /* A triangular B (TRMM side R: the transposed triangle is the engine's B):
             * the micropanels whose k range is the whole slice (lower: those left of the
             * slice's diagonal block, upper: right of it; tr_krange_b) are a general
             * block, run below as blk's are, so that A's packing is fused into their
             * tiles (gemm_blk_pa).  Packed in a pass of its own before all the tiles,
             * dtrmm side R 512 x 256 spent 13% of its time in packa (perf).  In place
             * (A is C) it is as safe as that pass: each tile reads its A micropanel whole
             * before it writes C's rows there. */
            if (b->lower) {
                while (jb < jhi && jc + jb <= pc) jb += NR;
            } else if (jc + jhi >= pc + kc) {
                ja = jlo + (jhi - 1 - jlo) / NR * NR;
                while (ja > jlo && jc + ja >= pc + kc) ja -= NR;
                jb = jhi;
            }
        }
        /* With a general A, A's packing is fused into the first micropanel column of that
         * call where the set can (gemm_blk_pa: it leaves abuf packed as packa would, for
         * the micropanels the diagonal crosses below).  For SYRK's triangle this spares
         * the separate pass over A, as for GEMM's blocks (dsyrk 512 packed A in 5% of
         * its time).  A block with no such column (one block of a triangle's rows, e.g.
         * n <= MC) fuses it into the inside tiles of the micropanel the diagonal crosses
         * last (lower: the first micropanel, upper: the last), and packs only the rows
         * those tiles leave (ssyrk 512 packed A in 4% of its time). */
        const int pa_ok = kr->gemm_blk_pa && a->kind == SB_VIEW_GE && !a->conj;
        sb_dim fj = -1;   /* that micropanel, done here (-1: none) */
        /* fuse_b (engine_team): only the first micropanel of B is packed; the first
         * block's first A micropanel packs the others as it computes (gemm_blk_pb, after
         * A's packing below): the micropanels [ja, ja + na) go to gemm_blk(_pa) */
        const sb_dim na = fuse_b ? sb_min(NR, jb - ja) : jb - ja;
        if (jb > ja && pa_ok) {
            kr->gemm_blk_pa(mc, na, kc, &J->alpha, a->p + ic * a->rs + pc * a->cs, a->rs,
                            a->cs, abuf, gbase + (ja - jlo) * kc, &beta_e,
                            c + ic * rs_c + (jc + ja) * cs_c, rs_c, cs_c);
        } else {
            sb_dim f0 = 0, f1 = 0;
            if (blk && pa_ok && jb == ja && jhi > jlo) {
                fj = edge_panel(c_part, NR, jlo, jhi);
                inside_rows(c_part, MR, ic, mc, jc + fj, sb_min(NR, jhi - fj), &f0, &f1);
                if (f1 <= f0) fj = -1;
            }
            if (fj < 0) {
                if (!a_packed) SB_NAME(l3_pack)(a, 0, ic, pc, mc, kc, (int)MR, kr->packa, abuf);
                if (jb > ja)
                    kr->gemm_blk(mc, na, kc, &J->alpha, abuf, gbase + (ja - jlo) * kc,
                                 &beta_e, c + ic * rs_c + (jc + ja) * cs_c, rs_c, cs_c);
            } else {
                /* the rows outside [f0, f1): lower [0, f0), upper [f1, mc) */
                const sb_dim o0 = c_part == SB_PART_LOWER ? 0 : f1;
                const sb_dim o1 = c_part == SB_PART_LOWER ? f0 : mc;
                if (o1 > o0)
                    SB_NAME(l3_pack)(a, 0, ic + o0, pc, o1 - o0, kc, (int)MR, kr->packa,
                                     abuf + o0 * kc);
                kr->gemm_blk_pa(f1 - f0, sb_min(NR, jhi - fj), kc, &J->alpha,
                                a->p + (ic + f0) * a->rs + pc * a->cs, a->rs, a->cs,
                                abuf + f0 * kc, gbase + (fj - jlo) * kc, &beta_e,
                                c + (ic + f0) * rs_c + (jc + fj) * cs_c, rs_c, cs_c);
            }
        }
        if (jb - ja > na)   /* fuse_b: the rest of B's micropanels, packed as they run */
            kr->gemm_blk_pb(mc, jb - ja - na, kc, &J->alpha,
                            b->p + pc * b->rs + (jc + ja + na) * b->cs, b->cs, b->rs,
                            (SB_T *)gbase + (ja + na - jlo) * kc, abuf, &beta_e,
                            c + ic * rs_c + (jc + ja + na) * cs_c, rs_c, cs_c);
        fuse_b = 0;
        /* the B micropanels [cq0, cq1) this block is the first to need (b_from_a: the
         * ones its rows hold), each packed just before its tiles below (or by the first of
         * them as it computes) */
        sb_dim cq0 = 0, cq1 = 0;
        if (bw && !up) {
            cq0 = ready;
            cq1 = sb_min(jhi, ic + mc - jc);
            ready = cq1 > cq0 ? cq0 + (cq1 - cq0 + NR - 1) / NR * NR : cq0;
        } else if (bw) {
            /* from the micropanel holding the block's first row */
            cq0 = jlo + sb_max(0, ic - jc - jlo) / NR * NR;
            cq1 = ready;
            ready = sb_min(ready, cq0);
        }
        for (sb_dim jr = jlo; jr < jhi; jr += NR) {
            if (jr >= ja && jr < jb) continue;
            const sb_dim nr = sb_min(NR, jhi - jr);
            /* A micropanel the diagonal crosses: its tiles wholly inside C's part, the
             * ones below (lower) or above (upper) the diagonal, go to gemm_blk in one
             * call: rows [ib0, ib1) of the block (micropanel fj's went above) */
            sb_dim ib0 = 0, ib1 = 0;
            if (blk) inside_rows(c_part, MR, ic, mc, jc + jr, nr, &ib0, &ib1);
            const int run = blk && ib1 > ib0 && jr != fj;
            int packed = 0;   /* B's micropanel packed by the tiles [ib0, ib1) */
            if (jr >= cq0 && jr < cq1) {
                /* Where those tiles run, B's micropanel is packed by the first of them as
                 * it computes (gemm_blk_pb): from A's block where B's elements are A^T's
                 * and the micropanel's NR rows lie in one A micropanel (read along n),
                 * else (lazy_b) from B.  Copied or packed first instead, dsyrk 512 spent
                 * 7.5% of its samples writing the copy, ssyrk 512 7.7% packing B (from B
                 * fused, ssyrk ran no faster: the fused tiles took what it saved). */
                const sb_dim r = jc + jr - ic;
                SB_T *bp = bw + (jr - jlo) * kc;
                const int in_a = (from_a || J->b_same) && r >= 0 && r + nr <= mc &&
                                 r % MR + nr <= MR && J->a->conj == J->b->conj;
                if (run && nr == NR && kr->gemm_blk_pb && (in_a || !from_a)) {
                    const SB_T *src = in_a ? abuf + r / MR * MR * kc + r % MR
                                           : b->p + pc * b->rs + (jc + jr) * b->cs;
                    kr->gemm_blk_pb(ib1 - ib0, nr, kc, &J->alpha, src, in_a ? 1 : b->cs,
                                    in_a ? MR : b->rs, bp, abuf + ib0 * kc, &beta_e,
                                    c + (ic + ib0) * rs_c + (jc + jr) * cs_c, rs_c, cs_c);
                    packed = 1;
                } else if (from_a) {
                    b_from_a(J, kr, abuf, ic, mc, bw, jc, jlo, jhi, pc, kc, jr, jr + 1);
                } else {
                    SB_NAME(l3_pack)(b, 1, jc + jr, pc, nr, kc, (int)NR, kr->packb, bp);
                }
            }
            if (run && !packed)
                kr->gemm_blk(ib1 - ib0, nr, kc, &J->alpha, abuf + ib0 * kc,
                             gbase + (jr - jlo) * kc, &beta_e,
                             c + (ic + ib0) * rs_c + (jc + jr) * cs_c, rs_c, cs_c);
            for (sb_dim ir = 0; ir < mc; ir += MR) {
                if (ir >= ib0 && ir < ib1) continue;
                const sb_dim mr = sb_min(MR, mc - ir);
                const sb_dim i = ic + ir, j = jc + jr;
                if (tile_outside(c_part, i, mr, j, nr)) continue;
                SB_T *cij = c + i * rs_c + j * cs_c;
                /* A triangular operand is zero outside its triangle: run the kernel over
                 * the k range [p0, p1) where this tile's panels can be nonzero */
                sb_dim p0 = pc, p1 = pc + kc;
                tr_krange(a, i, mr, &p0, &p1);
                tr_krange_b(b, j, nr, &p0, &p1);
                if (p1 <= p0 && beta_e == (SB_T)1) continue;
                if (p1 < p0) p1 = p0;
                const sb_dim ke = p1 - p0;
                const SB_T *ap = abuf + ir * kc + (p0 - pc) * MR;
                const SB_T *bp = gbase + (jr - jlo) * kc + (p0 - pc) * NR;
                const int on_diag = !(i + mr <= j || i >= j + nr);
                if (tile_inside(c_part, i, mr, j, nr) && !(c_herm_diag && on_diag)) {
                    /* a triangular A whose diagonal block for these rows lies in the range:
                     * the set's kernel that leaves that block's other triangle out */
                    if (kr->gemm_ukr_trk && a->kind == SB_VIEW_TR &&
                        (a->lower ? p1 == i + mr && p0 <= i : p0 == i && p1 >= i + mr))
                        kr->gemm_ukr_trk(ke, &J->alpha, ap, bp, &beta_e, cij, rs_c, cs_c, mr,
                                         nr, !a->lower);
                    else
                        kr->gemm_ukr(ke, &J->alpha, ap, bp, &beta_e, cij, rs_c, cs_c, mr, nr);
                    continue;
                }
                /* Across the diagonal (or a Hermitian diagonal to keep real): compute on
                 * the stack, write back only the part.  Where the kernel skips whole A
                 * vectors (kr->mv), compute only rows [q0, q1): from the vector holding
                 * the first row of the part (lower) or up to the last one (upper). */
                sb_dim q0 = 0, q1 = mr;
                if (kr->mv > 0 && c_part == SB_PART_LOWER) q0 = sb_max(0, j - i) / kr->mv * kr->mv;
                if (kr->mv > 0 && c_part == SB_PART_UPPER) q1 = sb_min(mr, j + nr - i);
                if (kr->gemm_ukr_tri && rs_c == 1 && !(c_herm_diag && on_diag)) {
                    /* element (q0 + r, jj) of the tile is in the part when
                     * r >= jj + d (lower) or r <= jj + d (upper) */
                    kr->gemm_ukr_tri(ke, &J->alpha, ap + q0, bp, &beta_e, cij + q0, rs_c, cs_c,
                                     q1 - q0, nr, c_part == SB_PART_UPPER, j - i - q0);
                    continue;
                }
                kr->gemm_ukr(ke, &J->alpha, ap + q0, bp, &zero, ct, 1, MR, q1 - q0, nr);
                for (sb_dim jj = 0; jj < nr; jj++) {
                    /* rows [lo, hi) of this column are in the part */
                    const sb_dim d = j + jj - i;   /* the diagonal's row */
                    const sb_dim lo = c_part == SB_PART_LOWER ? sb_max(0, d) : 0;
                    const sb_dim hi = c_part == SB_PART_UPPER ? sb_min(mr, d + 1) : mr;
                    SB_T *x = cij + jj * cs_c;
                    const SB_T *t = ct + jj * MR;   /* row ii at t[ii - q0] */
                    const int hd = c_herm_diag && d >= lo && d < hi;
                    SB_NAME(l3_put_col)(x, rs_c, t, q0, lo, hi, beta_e, hd ? d : -1);
                }
            }
        }
    }
}

/* Item p of a split: row panel p (absolute rows) when !cols, else micropanel p of the
 * column panel [jc, jc + nc) (columns relative to jc); bounds [*a, *b), returns its work. */
static double split_item(const job *J, int cols, sb_dim unit, sb_dim jc, sb_dim nc, sb_dim p,
                         sb_dim *a, sb_dim *b)
{
    if (!cols) {
        panel_rows(J, unit, p, a, b);
        return rows_work(J, *a, *b, jc, nc);
    }
    *a = p * unit;
    *b = sb_min(nc, (p + 1) * unit);
    return cols_work(J, jc + *a, jc + *b);
}

/* The rows (!cols) or the columns (relative to jc) of group g of ng for the column panel
 * [jc, jc + nc): whole row panels / NR micropanels, each going to the group in whose share
 * of the total work its midpoint falls, so the groups' work is as even as they allow.
 * [*lo, *hi) is empty (0, 0) for a group that gets nothing. */
static void balanced_part(const job *J, int cols, sb_dim unit, sb_dim jc, sb_dim nc, int g,
                          int ng, sb_dim *lo, sb_dim *hi)
{
    const sb_dim P = cols ? (nc + unit - 1) / unit : panel_count(J, unit);
    sb_dim a, b;
    if (ng <= 1) {
        *lo = 0;
        *hi = cols ? nc : J->m;
        return;
    }
    double total = 0;
    for (sb_dim p = 0; p < P; p++) total += split_item(J, cols, unit, jc, nc, p, &a, &b);
    double cum = 0;
    sb_dim l = -1, h = -1;
    for (sb_dim p = 0; p < P; p++) {
        const double w = split_item(J, cols, unit, jc, nc, p, &a, &b);
        const double mid = cum + w / 2;
        cum += w;
        int owner = total > 0 ? (int)(mid / total * ng) : (int)(p * ng / P);
        if (owner >= ng) owner = ng - 1;
        if (owner == g) {
            if (l < 0) l = a;
            h = b;
        }
    }
    *lo = l < 0 ? 0 : l;
    *hi = l < 0 ? 0 : h;
}

static void engine_team(void *arg, sb_team *team, int tid, int nt)
{
    const job *J = arg;
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim MR = kr->mr, NR = kr->nr, MC = J->mc, KC = J->kc;
    const sb_dim m = J->m, n = J->n, k = J->k;
    /* the grid chosen for the threads asked for; fewer may have come (sb_parallel) */
    const int tc = nt > 1 && nt % J->tc == 0 ? J->tc : 1, tr = nt / tc, rg = tid / tc,
              cg = tid % tc;
    const int b_packed = J->b->kind == SB_VIEW_PK;
    /* The B micropanels of a column group are packed by the group's threads and read by
     * them only: with one row group (tr = 1) each thread packs exactly what it reads, and
     * no barrier is needed around packing.  Group [jlo, jhi) keeps its micropanels from
     * bbuf + jlo kc_max on, one after the other (stride NR kc for this slice's kc): groups
     * without barriers between them run through the KC slices at their own pace, and one
     * group's micropanels must not move into another's.  (A prepacked B, one slice with
     * kc = kc_max, has the same layout.) */
    const int share_b = tr > 1 && !b_packed;
    /* B copied from the A blocks (b_from_a): each thread packs all the rows' A blocks */
    const int b_from = J->b_is_at && tr == 1 && !b_packed;
    /* Otherwise a triangle's B micropanels packed by the first block that needs each, as
     * b_from_a's copies are, and by that block's first tile below the diagonal as it
     * computes (gemm_blk_pb): B a plain operand, stored along k or n, not conjugated */
    const int lazy_b = !b_from && kr->gemm_blk_pb && kr->gemm_blk && tr == 1 && !b_packed &&
                       J->c_part != SB_PART_ALL && J->a->kind != SB_VIEW_TR &&
                       J->b->kind == SB_VIEW_GE && !J->b->conj &&
                       (J->b->rs == 1 || J->b->cs == 1);
    const SB_T *bpanel = b_packed ? J->b->p : J->bbuf;
    /* B's packing fused into the tiles of each KC slice's first block (gemm_blk_pb) where
     * this thread alone packs and reads its micropanels (tr = 1), all of C's tiles are
     * general ones that run_tile_rows sends to gemm_blk / gemm_blk_pa (A not triangular)
     * and B is a plain operand stored along k or along n: the first micropanel is packed
     * here, the others in the first block (run_tile_rows).  GEMM (B not conjugated), SYMM
     * and HEMM side L, TRMM's B_P (l3_engine_keep_b). */
    const int fuse_b = kr->gemm_blk_pb && kr->gemm_blk && tr == 1 && !b_packed &&
                       !J->b_is_at && J->c_part == SB_PART_ALL && !J->c_herm_diag &&
                       J->a->kind != SB_VIEW_TR && J->b->kind == SB_VIEW_GE &&
                       !J->b->conj && (J->b->rs == 1 || J->b->cs == 1);
    const sb_dim mc_max = (sb_min(MC, m) + MR - 1) / MR * MR;
    const sb_dim kc_max = sb_min(KC, k);
    SB_T *abuf = sb_buf_get((size_t)(mc_max * kc_max) * sizeof(SB_T));

    if (J->prefault && nt > 1) {
        sb_prefault_matrix(J->c, m, n, J->cs_c, sizeof(SB_T), tid, nt);
        sb_barrier(team);   /* the read-write-back fallback is over before anyone writes C */
    }
    const sb_dim PW = J->pw;
    for (sb_dim jc = 0; jc < n; jc += PW) {
        const sb_dim nc = sb_min(PW, n - jc);
        sb_dim r0, r1, jlo, jhi;
        balanced_part(J, 0, MR, jc, nc, rg, tr, &r0, &r1);
        balanced_part(J, 1, NR, jc, nc, cg, tc, &jlo, &jhi);
        for (sb_dim pc = 0; pc < k; pc += KC) {
            const sb_dim kc = sb_min(KC, k - pc);
            if (!b_packed) {
                sb_dim q0, q1;   /* this thread's share of its group's micropanels */
                sb_split(jhi - jlo, NR, rg, tr, &q0, &q1);
                q0 += jlo;
                q1 += jlo;
                if (b_from || lazy_b) {   /* edge_panel only; the rest: run_tile_rows */
                    const sb_dim e = edge_panel(J->c_part, NR, jlo, jhi);
                    q0 = sb_max(q0, e);
                    q1 = sb_min(q1, e + NR);
                }
                if (fuse_b && r1 > r0) q1 = sb_min(q1, q0 + NR);   /* the rest: run_tile_rows */
                if (q1 > q0)
                    SB_NAME(l3_pack)(J->b, 1, jc + q0, pc, q1 - q0, kc, (int)NR, kr->packb,
                                     J->bbuf + jlo * kc_max + (q0 - jlo) * kc);
                if (share_b) sb_barrier(team);
            }
            if (r1 > r0 && jhi > jlo)
                run_tile_rows(J, kr, abuf, bpanel + jlo * kc_max,
                              b_from || lazy_b ? J->bbuf + jlo * kc_max : NULL, b_from, r0, r1,
                              jc, jlo, jhi, pc, kc, fuse_b);
            if (share_b && (pc + KC < k || jc + PW < n)) sb_barrier(team);
        }
        /* the next panel's column groups differ: its micropanels may land where another
         * group still reads this panel's */
        if (!share_b && !b_packed && nt > 1 && jc + PW < n) sb_barrier(team);
    }
    sb_buf_put(abuf);
}

/* How many threads, and how many column groups among them (the rest split the rows). */
static int choose_team(const job *J, const sb_kernels *kr, int *tc)
{
    *tc = 1;
    double work = (double)J->m * (double)J->n * (double)J->k;
    if (J->c_part != SB_PART_ALL) work /= 2;
    const sb_dim P = (J->m + kr->mr - 1) / kr->mr;
    const sb_dim Q = (sb_min(J->n, kr->nc) + kr->nr - 1) / kr->nr;
    int nt = SB_NAME(l3_threads)(work, P * Q);
    if (nt <= 1) return 1;
    /* An operand that is C itself (TRMM in place, engine.h) must have whole rows per
     * thread and B packed whole before anyone writes: another column group would write
     * what this one still packs. */
    if (J->a->p == J->c || J->b->p == J->c) {
        if (nt > P) nt = (int)P;
        return nt;
    }
    /* A triangle of C: column groups, balanced by work (balanced_part); each packs the rows
     * of A its columns reach, and only its own B. */
    if (J->c_part != SB_PART_ALL) {
        if (nt > Q) nt = (int)Q;
        *tc = nt;
        return nt;
    }
    /*
     * tr x tc = nt with the smallest cost of the largest share, rows x columns x k plus:
     *   - its own packing of its A rows, which each column group repeats: packing an
     *     element of A costs about 20-25 of its multiply-adds (A's packing is ~4% of a
     *     one-thread dgemm at n = 512, where each element of A takes 512): 3 NR columns;
     *   - with row groups (tr > 1), B micropanels packed by another thread, read from
     *     another core's cache once per MC rows, on (tr - 1) / tr of them: measured here
     *     as dear as 80 multiply-adds per element of the panel per MC rows.  With 20 (as
     *     dear as packing them) 2-thread dgemm chose row groups at n = 384, 416 and 512
     *     and ran at 141-148 GFLOP/s against 189-195 with column groups; sgemm 512 / 1024
     *     290 / 317 against 376 / 374; c and z, which chose column groups anyway, and the
     *     tall, wide and small-k shapes unchanged (bench, 2 threads, 2026-11-30 16:00).
     */
    double best = 0;
    for (int c = 1; c <= nt; c++) {
        if (nt % c) continue;
        const int r = nt / c;
        const double rows = (double)((P + r - 1) / r) * kr->mr;
        const double cols = (double)((Q + c - 1) / c) * kr->nr;
        const double remote = r > 1 ? 80.0 / (double)kr->mc * (r - 1) / r : 0;
        const double cost = rows * cols * (1 + remote) + rows * 3 * kr->nr;
        if (c == 1 || cost < best) {
            best = cost;
            *tc = c;
        }
    }
    return nt;
}

/*
 * The width of the column panels (the jc loop).  Each column group takes its share of a
 * panel, and NC is what one core's B micropanels should span (its KC x NC part of the
 * panel in its own cache, one A block reused across NC / NR micropanels), so a panel is
 * NC columns per column group: with NC-wide panels split between tc groups each group's
 * A blocks served only NC / tc columns, and every group packed its A rows once per
 * panel, tc times as often per column as one thread (2 threads, n = 1024 and 2048, against
 * NC-wide panels, one bench process: d s c z gemm +3-7%, dsyrk +6%, ssyrk +2%).  Such
 * panels are of equal width (whole micropanels), not NC * tc wide ones and a narrow last
 * one.  One column group keeps NC-wide panels (equal widths there: ssyrk 1024 -2%).
 */
static sb_dim panel_width(sb_dim n, sb_dim NC, sb_dim NR, int tc)
{
    if (tc <= 1) return NC;
    const sb_dim span = NC * tc;
    const sb_dim np = (n + span - 1) / span;
    const sb_dim w = (n + np - 1) / np;
    return (w + NR - 1) / NR * NR;
}

/*
 * Rows of an A block.  MC rows of KC are what L2 holds; with k < KC the block is MC x k, and
 * the same bytes hold MC KC / k rows: each C column is then visited in runs of that many
 * rows instead of MC, and each B micropanel serves that many more tiles per fetch
 * (AVX2 on Zen 3, where KC 1024 leaves c an MC of 32, one thread, against MC: cgemm
 * 2048 x 2048 x 32 / 4096 x 4096 x 16 +5 / +18%, dgemm +7 / +10%, z and s +1..4%; k = 128
 * level; 2026-12-01).  At most 4096 rows.
 */
static sb_dim block_rows(const sb_kernels *kr, sb_dim k)
{
    const sb_dim MC = kr->mc, KC = kr->kc, MR = kr->mr;
    if (k >= KC) return MC;
    sb_dim mc = MC * KC / k / MR * MR;
    const sb_dim cap = 4096 / MR * MR;
    return mc > cap ? (cap > MC ? cap : MC) : mc;
}

/*
 * Columns of a panel (NC, or nc_team per column group on a team) for inner dimension k.
 * NC columns of KC are what a core's cache should hold of B; with k < KC the same bytes
 * hold NC KC / k columns, as block_rows lets A's rows grow: every panel repacks the A
 * rows it needs, so fewer, wider panels pack A fewer times (a team's column groups each
 * pack all of A's rows, once per panel), and a team without row groups has fewer panel
 * barriers.  At most 4096 columns.
 */
static sb_dim panel_cols(sb_dim nc, sb_dim KC, sb_dim NR, sb_dim k)
{
    if (k >= KC) return nc;
    const sb_dim w = nc * KC / k / NR * NR, cap = 4096 / NR * NR;
    return w > cap ? (cap > nc ? cap : nc) : w;
}

static int engine_run(sb_dim m, sb_dim n, sb_dim k, SB_TA alpha, const view *a, const view *b,
                      SB_TA beta, SB_T *c, sb_dim rs_c, sb_dim cs_c, int c_part,
                      int c_herm_diag, SB_T *bkeep);

void SB_NAME(l3_engine)(sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha, const view *a, const view *b,
                        SB_TA ta_beta, SB_T *c, sb_dim rs_c, sb_dim cs_c, int c_part,
                        int c_herm_diag)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    engine_run(m, n, k, SB_ARG(alpha), a, b, SB_ARG(beta), c, rs_c, cs_c, c_part, c_herm_diag,
               NULL);
}

int SB_NAME(l3_engine_keep_b)(sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha, const view *a,
                              const view *b, SB_TA ta_beta, SB_T *c, sb_dim rs_c, sb_dim cs_c,
                              SB_T *bkeep)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (m <= 0 || n <= 0 || k <= 0 || alpha == (SB_T)0 || b->kind != SB_VIEW_GE ||
        rs_c != 1)
        return 0;
    return engine_run(m, n, k, SB_ARG(alpha), a, b, SB_ARG(beta), c, rs_c, cs_c, SB_PART_ALL, 0,
                      bkeep);
}

/* The engine; with bkeep (l3_engine_keep_b), B packed into bkeep as one prepacked panel
 * (engine.h), or 0 returned before anything is done where B is not one panel and one
 * KC slice. */
static int engine_run(sb_dim m, sb_dim n, sb_dim k, SB_TA ta_alpha, const view *a, const view *b,
                      SB_TA ta_beta, SB_T *c, sb_dim rs_c, sb_dim cs_c, int c_part,
                      int c_herm_diag, SB_T *bkeep)
{
    SB_T alpha = SB_VAL(ta_alpha);
    SB_T beta = SB_VAL(ta_beta);
    if (m <= 0 || n <= 0) return 1;
    if (k <= 0 || alpha == (SB_T)0) {
        SB_NAME(l3_scale)(m, n, SB_ARG(beta), c, rs_c, cs_c, c_part, c_herm_diag);
        return 1;
    }
    if (cs_c == 1 && rs_c != 1) {
        /* A row-major C (TRMM and TRSM with side R): compute C^T = op(B)^T op(A)^T, whose
         * C is column-major, the layout the microkernels store fastest. */
        view at = SB_NAME(view_t)(*a), bt = SB_NAME(view_t)(*b);
        int part = c_part == SB_PART_LOWER ? SB_PART_UPPER
                 : c_part == SB_PART_UPPER ? SB_PART_LOWER : SB_PART_ALL;
        SB_NAME(l3_engine)(n, m, k, SB_ARG(alpha), &bt, &at, SB_ARG(beta), c, cs_c, rs_c, part,
                           c_herm_diag);
        return 1;
    }
    const sb_kernels *kr = sb_kern(SB_TID);
    const sb_dim NR = kr->nr, KC = kr->kc, NC = kr->nc;
    job J = {m, n, k, alpha, beta, a, b, c, rs_c, cs_c, c_part, c_herm_diag, 1, NULL,
             0, 0, 0, 0, 0, 0};
    int nt = choose_team(&J, kr, &J.tc);
    J.prefault = nt > 1 && rs_c == 1;
    J.pw = panel_width(n, panel_cols(J.tc > 1 && kr->nc_team > 0 ? sb_min(NC, kr->nc_team)
                                                                 : NC, KC, NR, k), NR, J.tc);
    /* a prepacked B is one panel (engine.h: n <= NC): column groups index it from its
     * first column */
    if (b->kind == SB_VIEW_PK) J.pw = sb_max(J.pw, (n + NR - 1) / NR * NR);
    J.mc = block_rows(kr, k);
    J.kc = sb_l3_slice_depth(KC, k);
    /* SYRK's and HERK's triangle (B = A^T or conj(A)^T, the same elements): b_from_a.
     * Not where A is conjugated and B not (HERK C): the copy would conjugate what packing
     * B from X does not (cherk C 384-1024 0.97-0.99x).  A lower C's top block is its
     * m % MR rows: they must be whole micropanels of B. */
    J.b_same = c_part != SB_PART_ALL && m == n && a->kind == SB_VIEW_GE &&
               b->kind == SB_VIEW_GE && a->p == b->p && !(a->conj && !b->conj) &&
               a->rs == b->cs && a->cs == b->rs;
    J.b_is_at = J.b_same && kr->mr % NR == 0 &&
                (c_part == SB_PART_UPPER || (m % kr->mr) % NR == 0);
    /* Packing fills whole micropanels: size the B panel for the largest one rounded up
     * to NR, whatever NC is a multiple of. */
    const sb_dim nc_max = (sb_min(J.pw, n) + NR - 1) / NR * NR;
    const sb_dim kc_max = J.kc;
    if (bkeep) {
        if (n > J.pw || k != J.kc || J.b_is_at) return 0;
        J.bbuf = bkeep;
        sb_parallel(nt, engine_team, &J);
        return 1;
    }
    if (b->kind != SB_VIEW_PK) J.bbuf = sb_buf_get((size_t)(nc_max * kc_max) * sizeof(SB_T));
    sb_parallel(nt, engine_team, &J);
    if (J.bbuf) sb_buf_put(J.bbuf);
    return 1;
}
