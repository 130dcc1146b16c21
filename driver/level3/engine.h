/*
 * The level-3 engine: one blocked algorithm (the five loops of Goto and BLIS) that every
 * level-3 routine runs on.  Include after sb/type.h (type-generic).
 *
 *   C := alpha * op(A) * op(B) + beta * C        (m x n, inner dimension k)
 *
 * The operands are described by views, so that symmetry, triangularity, transposition
 * and conjugation are folded into packing instead of being separate loops:
 *
 *   element (i, j) of a view = p[i * rs + j * cs]      (conjugated if conj)
 *
 *   SB_VIEW_GE  general
 *   SB_VIEW_SY  symmetric: (i, j) outside the stored triangle reads element (j, i)
 *   SB_VIEW_HE  Hermitian: as SY, the reflected element conjugated, the diagonal real
 *   SB_VIEW_TR  triangular: outside the stored triangle is 0; unit puts 1 on the diagonal
 *   SB_VIEW_PK  already packed: a B operand by the set's packb as one k x n panel,
 *               element (p, j) at p[(j / NR) * NR * k + p * NR + j % NR], only for
 *               n <= NC; an A operand as packa packs it, m x k, element (i, p) at
 *               p[(i / MR) * MR * k + p * MR + i % MR], any m; either only for k <= KC
 *               and a column-major C (TRSM passes its solved rows, so that the update
 *               does not pack them again)
 *
 * "lower" means the stored triangle is i >= j in the view's own coordinates.
 *
 * C may be restricted to a triangle (c_part): tiles wholly outside it are skipped,
 * tiles across the diagonal are computed on the stack and only the triangle is
 * written, so the other triangle is never read or written.  c_herm_diag forces the
 * diagonal of C real (HERK, HER2K).
 *
 * A row-major C (cs_c == 1, rs_c != 1) is computed as C^T = op(B)^T op(A)^T, so that
 * the microkernels always store a column-major C.
 *
 * Aliasing (TRMM relies on it to multiply in place): C may be the B operand itself --
 * column j of C the same elements as column j of op(B) -- when k <= KC and m <= NC of the
 * kernel set and A does not overlap C.  Then the KC loop has one slice, and each NC panel
 * of B is packed whole before any column of that panel of C is written; later panels read
 * columns that no write has reached yet.  With a row-major C the operands trade places
 * (C^T is then the A operand): the KC loop has one slice and the NC loop one panel
 * (m <= NC), and each MC block of rows of A is packed whole before those rows of C^T are
 * written.  Any change to the loop order (or threading that starts writing C before the
 * operand is packed) must keep this guarantee.
 */
#ifndef SB_ENGINE_H
#define SB_ENGINE_H

#include "kernel/kernel.h"
#include "driver/threads.h"

enum { SB_VIEW_GE = 0, SB_VIEW_SY, SB_VIEW_HE, SB_VIEW_TR, SB_VIEW_PK };

/*
 * The depth of the KC slices k is cut into: as many slices as KC needs, of equal depth
 * (rounded up to a multiple of 4, the microkernels' unroll, where that stays within KC),
 * so that no slice is a short remainder.  Each slice loads and stores every tile of C
 * once: k = 512 in slices of 168 was 168 + 168 + 168 + 8, a whole pass over C for 8
 * steps of k, where 4 x 128 is not (KC 168: d on a 32 KiB L1, Zen 4).  Measured there:
 * within the noise (dgemm 512 / 1024, one thread, 2026-12-02), so no speed-up is claimed.
 * The small path (small.h: small_kernel) sums in the same slices, so that a call gives
 * the same bits whichever path, and however many threads, run it.
 */
static inline sb_dim sb_l3_slice_depth(sb_dim KC, sb_dim k)
{
    if (k <= KC) return k;
    const sb_dim ns = (k + KC - 1) / KC, kc = (k + ns - 1) / ns, kc4 = (kc + 3) / 4 * 4;
    return kc4 <= KC ? kc4 : kc;
}
enum { SB_PART_ALL = 0, SB_PART_LOWER, SB_PART_UPPER };

typedef struct {
    const SB_T *p;
    sb_dim rs, cs;
    int conj;
    int kind;   /* SB_VIEW_* */
    int lower;  /* SY/HE/TR: stored triangle is i >= j */
    int unit;   /* TR: unit diagonal */
} SB_NAME(view);

/* A general view of op(X) for X stored column-major with leading dimension ld. */
static inline SB_NAME(view) SB_NAME(view_ge)(const SB_T *x, sb_dim ld, sb_trans t)
{
    SB_NAME(view) v = {x, 1, ld, sb_trans_is_conj(t), SB_VIEW_GE, 0, 0};
    if (sb_trans_is_t(t)) {
        v.rs = ld;
        v.cs = 1;
    }
    return v;
}

/* The transpose of a view (same elements, coordinates swapped). */
static inline SB_NAME(view) SB_NAME(view_t)(SB_NAME(view) v)
{
    sb_dim t = v.rs;
    v.rs = v.cs;
    v.cs = t;
    v.lower = !v.lower;
    return v;
}

/* Element (i, j) of a structured view, conjugations and implicit values applied (a TR
 * view's other triangle and unit diagonal are not read). */
static inline SB_T SB_NAME(view_elem)(const SB_NAME(view) *v, sb_dim i, sb_dim j)
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

/* Multiply-adds below which a level-3 call stays on one thread (twice this goes to two):
 * ~15-35 us of one core, a few times what a parallel region costs with the workers awake
 * (waking them, barriers).  Against 3.0e6, its value until 2026-12-07 (Intel model 0xa7,
 * 2 cores, bench --threads 2, back to back, A/B both slot orders, 5 rounds), the calls
 * 1.5e6 sends to two threads ran: dgemm 160 / 176 1.60-1.78x, cgemm and zgemm 96 / 112 1.44-1.79x,
 * dsyrk 192 / 224 1.27-1.69x, ssyrk 192 1.22-1.36x, dtrsm 192 / 224 1.42-1.76x, dtrmm 192
 * 1.64-1.86x, sgemm 176 1.56-1.70x, 160 0.98-1.56x (calls that both builds run on two
 * threads varied 0.64-1.6x between the slots: the second core is shared). */
#define SB_L3_MIN_WORK (1.5e6 / (1 + 3 * SB_COMPLEX))

/* Multiply-adds below which a call does not wait for sleeping workers: ~1.5 ms of one
 * core (single precision does twice the multiply-adds of double a second, complex a
 * quarter), about where a call that finds its worker asleep still gained from it on the
 * project's Zen 5 VM, where a sleeping worker took 0.3-0.6 ms to join (two threads, 10 ms
 * between calls, median call against one thread: dgemm 320 0.80 / 0.74 ms, 384 1.32 /
 * 1.32, 448 2.12 / 2.06, 512 2.02 / 3.13; sgemm 512 1.49 / 1.34; cold.c and bench --gap
 * 10000, 2026-12-02).  Such a call runs on one thread and wakes the workers, so that the
 * calls right after it find them awake (threads.c: they spin 5 ms). */
#define SB_L3_COLD_WORK (SB_PICK(150.0e6, 75.0e6, 37.5e6, 18.75e6))

/* Threads for a call of `work` multiply-adds that splits into `units` independent parts:
 * at most the threads available (driver/threads.h), one per SB_L3_MIN_WORK, one per unit;
 * one below SB_L3_COLD_WORK when the workers sleep. */
static inline int SB_NAME(l3_threads)(double work, sb_dim units)
{
    if (work < 2 * SB_L3_MIN_WORK) return 1;   /* a small call's common case: no division,
                                                  * no question to the pool */
    const double most = work / SB_L3_MIN_WORK;
    int nt = sb_threads_avail();
    if (most < nt) nt = most < 1 ? 1 : (int)most;
    if (units < nt) nt = units < 1 ? 1 : (int)units;
    return sb_threads_unless_cold(nt, work < SB_L3_COLD_WORK);
}

void SB_NAME(l3_engine)(sb_dim m, sb_dim n, sb_dim k, SB_TA alpha, const SB_NAME(view) *a,
                        const SB_NAME(view) *b, SB_TA beta, SB_T *c, sb_dim rs_c, sb_dim cs_c,
                        int c_part, int c_herm_diag);

/*
 * l3_engine for a general C (column-major: rs_c 1) and a general B that is one panel and
 * one KC slice (n within the engine's panel, k within KC), packed into bkeep as it goes
 * (where the set fuses B's packing into the tiles: gemm_blk_pb) and left there as a
 * prepacked operand (SB_VIEW_PK, kc = k) for another call: bkeep holds n rounded up to
 * NR by k elements.  Returns 0 without doing anything where B is not such (the caller
 * packs B itself), 1 when done.
 */
int SB_NAME(l3_engine_keep_b)(sb_dim m, sb_dim n, sb_dim k, SB_TA alpha,
                              const SB_NAME(view) *a, const SB_NAME(view) *b, SB_TA beta,
                              SB_T *c, sb_dim rs_c, sb_dim cs_c, SB_T *bkeep);

/*
 * Pack an mn x kn slice of a view into micropanels of width w (the kernel set's MR with
 * its packa when bside is 0, NR with packb when 1): element (r, q) of the slice is view
 * element (i0 + r, p0 + q), or (p0 + q, i0 + r) when bside.  Structured views are
 * expanded (reflected, zero-filled, unit diagonal) as the engine packs them.
 */
void SB_NAME(l3_pack)(const SB_NAME(view) *v, int bside, sb_dim i0, sb_dim p0, sb_dim mn,
                      sb_dim kn, int w, sb_pack_fn pack, SB_T *dst);

/*
 * t + beta * x for beta other than 0 and 1, rounded as kernel.h's C update says (each
 * product on its own; the driver is compiled with -ffp-contract=off): real, t + round(beta
 * x); a complex beta with no imaginary part scales both parts of x; any other,
 * (round(br xr) - round(bi xi)) + re(t), (round(br xi) + round(bi xr)) + im(t).  So a tile
 * computed on the side with beta = 0 and written back here has the bits of the same tile
 * computed with beta by the kernel.
 */
static inline SB_T SB_NAME(l3_beta_add)(SB_T t, SB_T beta, SB_T x)
{
#if SB_COMPLEX
    const SB_R br = SB_RE(beta), bi = SB_IM(beta), xr = SB_RE(x), xi = SB_IM(x);
    if (bi == 0) return SB_MAKE(br * xr + SB_RE(t), br * xi + SB_IM(t));
    return SB_MAKE((br * xr - bi * xi) + SB_RE(t), (br * xi + bi * xr) + SB_IM(t));
#else
    return beta * x + t;
#endif
}

/*
 * Write back one column of a tile computed on the side (alpha already applied, beta not):
 * x[ii * rs] := t[ii - r0] + beta * x[ii * rs] for ii in [lo, hi) (l3_beta_add), lo >= r0;
 * C is not read if beta == 0.  hd >= 0 names a row in [lo, hi) that is a Hermitian
 * diagonal element (HERK, HER2K): it stays real, beta and the sum taking real parts, as the
 * reference.  Used where a tile crosses the diagonal of a triangular C (engine_t.c,
 * small_t.c).
 */
static inline void SB_NAME(l3_put_col)(SB_T *x, sb_dim rs, const SB_T *t, sb_dim r0,
                                       sb_dim lo, sb_dim hi, SB_T beta, sb_dim hd)
{
    const SB_T x_dd = hd >= 0 ? x[hd * rs] : (SB_T)0;
    if (rs == 1) {
        /* unit stride (column-major C): restrict lets the compiler vectorize; the scalar
         * loop's timing moved 4-13% with its code alignment (ssyrk 48-96, tri_small) */
        SB_T *restrict xv = x + lo;
        const SB_T *restrict tv = t + (lo - r0);
        const sb_dim len = hi - lo;
        if (beta == (SB_T)1 && sizeof(SB_T) < 16) {
            /* 16 bytes at a time (the baseline ISA's vectors; each element's sum as the
             * scalar loop's): the diagonal blocks of the small SYRKs (tri_small) wrote
             * back element by element, s 8-32 4-21% and d 8-24 3-6% of the call (bench,
             * both orders); a complex double is one such vector already */
            typedef SB_R v16 __attribute__((vector_size(16)));
            enum { VR = 16 / sizeof(SB_R) };
            SB_R *restrict xr = (SB_R *)xv;
            const SB_R *restrict tr = (const SB_R *)tv;
            const sb_dim nr = len * (sb_dim)(sizeof(SB_T) / sizeof(SB_R));
            sb_dim i = 0;
            for (; i + VR <= nr; i += VR) {
                v16 a, b;
                __builtin_memcpy(&a, xr + i, 16);
                __builtin_memcpy(&b, tr + i, 16);
                a += b;
                __builtin_memcpy(xr + i, &a, 16);
            }
            for (; i < nr; i++) xr[i] += tr[i];
        } else if (beta == (SB_T)1)
            for (sb_dim i = 0; i < len; i++) xv[i] += tv[i];
        else if (beta == (SB_T)0)
            for (sb_dim i = 0; i < len; i++) xv[i] = tv[i];
        else
            for (sb_dim i = 0; i < len; i++) xv[i] = SB_NAME(l3_beta_add)(tv[i], beta, xv[i]);
    } else if (beta == (SB_T)1)
        for (sb_dim ii = lo; ii < hi; ii++) x[ii * rs] += t[ii - r0];
    else if (beta == (SB_T)0)
        for (sb_dim ii = lo; ii < hi; ii++) x[ii * rs] = t[ii - r0];
    else
        for (sb_dim ii = lo; ii < hi; ii++)
            x[ii * rs] = SB_NAME(l3_beta_add)(t[ii - r0], beta, x[ii * rs]);
    if (hd >= 0) {
        const SB_R cr = beta == (SB_T)0 ? 0 : SB_RE(beta) * SB_RE(x_dd);
        x[hd * rs] = cr + SB_RE(t[hd - r0]);
    }
}

/* C := beta * C on the m x n matrix or the c_part triangle (beta == 0 stores zeros). */
void SB_NAME(l3_scale)(sb_dim m, sb_dim n, SB_TA beta, SB_T *c, sb_dim rs_c, sb_dim cs_c,
                       int c_part, int c_herm_diag);

#endif
