/*
 * The kernel contract.  Everything the driver may ask of a kernel set, and nothing more.
 * Kernels are pure compute: they know nothing of blocking loops, threads or memory.
 * Scalars and arrays are passed as void pointers so that one table type serves the
 * four types; each kernel casts to its own scalar type (float, double, float _Complex,
 * double _Complex).  Complex scalars are stored as (re, im) pairs, as in Fortran.
 *
 * GEMM microkernel
 * ----------------
 *   ukr(k, alpha, a, b, beta, c, rs_c, cs_c, m, n)
 *
 *   Computes C := alpha * A * B + beta * C for one MR x NR tile, where
 *     a  is a packed A micropanel: k columns of MR contiguous elements
 *        (element (i, p) at a[p * MR + i]), zero-padded beyond the real rows;
 *     b  is a packed B micropanel: k rows of NR contiguous elements
 *        (element (p, j) at b[p * NR + j]), zero-padded beyond the real columns;
 *     C  element (i, j) is at c[i * rs_c + j * cs_c];
 *     m <= MR, n <= NR are the tile's real extent.
 *   The kernel may read both packed panels in full but touches only the m x n part
 *   of C.  A set whose mv (below) is nonzero promises more: the kernel reads and computes
 *   only the first ceil(m / mv) * mv rows of each packed A step (MR is a multiple of mv),
 *   so the driver may start a tile r rows (r a multiple of mv) down an A micropanel --
 *   a = panel + r, m <= MR - r, the step stride still MR -- and a tile of few rows costs
 *   fewer flops (diagonal tiles of SYRK and the like, edge tiles); mv = MR promises
 *   nothing beyond the plain contract but tells the driver the granularity.  beta == 0 means C
 *   is not read (NaN/Inf in C do not survive).  k may be 0 (then C := beta * C on the
 *   tile).  Panels are 64-byte aligned.
 *
 *   Rounding of the C update (every kernel below that computes alpha * A * B + beta * C:
 *   ukr, gemm_blk*, gemm_ukr_tri / trk, gemm_small).  Each element's ab is its products
 *   summed in k order into one accumulator, one multiply-add per step (an FMA where the
 *   set has one; complex: a(i,p) times re(b(p,j)) and times im(b(p,j)) summed apart, then
 *   combined in one rounding per part); then
 *     y = ab (alpha == 1), else round(alpha ab) (complex: a real alpha scales both parts;
 *         any other, the set's complex product, the same in all of its kernels: AVX2 and
 *         AVX-512 ar ab_r - round(ai ab_i) and ar ab_i + round(ai ab_r), one fmaddsub);
 *     C := y (beta == 0, C not read), C + y (beta == 1), else y + round(beta C) (complex:
 *         a real beta scales both parts; any other, y + (round(br cr) - round(bi ci)) and
 *         y + (round(br ci) + round(bi cr))), each product rounded on its own, never fused
 *         into the sum.
 *   So a tile computed with beta = 0 and written back by the driver's scalar code
 *   (l3_put_col) has the bits of the same tile computed with beta, and the small path's
 *   kernel, summing k in the engine's KC slices (driver/level3/small.h: small_kernel), gives
 *   the blocked engine's bits: a call's result does not depend on which path, or how many
 *   threads, run it (test/threads/test_1vsN checks it bit for bit).
 *
 * GEMM block (optional: a set may leave it NULL; the driver then calls ukr per tile)
 * ------------------------------------------------------------------------------------
 *   gemm_blk(m, n, k, alpha, a, b, beta, c, rs_c, cs_c)
 *
 *   ukr over every tile of an m x n block of C, whose A micropanels are packed one
 *   after the other (rows [q MR, q MR + MR) at a + q MR k) and B micropanels likewise
 *   (columns [q NR, q NR + NR) at b + q NR k): for each NR-column micropanel in order,
 *   for each MR-row micropanel, the tile (m and n clipped at the block's edge) exactly
 *   as ukr computes it.  The loop inside the kernel spares a call and the driver's
 *   per-tile checks for every tile (a fifth of a call's time where k is 32).
 *
 *   gemm_blk_pa(m, n, k, alpha, asrc, s_mn, s_k, abuf, b, beta, c, rs_c, cs_c)
 *                                                   (optional: NULL, the driver packs A,
 *                                                   then calls gemm_blk)
 *   packa(m, k, asrc, s_mn, s_k, 0, abuf) followed by gemm_blk(m, n, k, alpha, abuf, ...),
 *   with the same results bit for bit, but the tiles of the first B micropanel may pack
 *   their A micropanel as they compute (its loads then overlap the arithmetic instead of
 *   waiting on L3 or memory in a separate pass).  Not conjugating (real types, or a
 *   complex A that is not conjugated).
 *
 *   gemm_blk_pb(m, n, k, alpha, bsrc, s_mn, s_k, bbuf, a, beta, c, rs_c, cs_c)
 *                                                   (optional: NULL, the driver packs B
 *                                                   first)
 *   packb(n, k, bsrc, s_mn, s_k, 0, bbuf) followed by gemm_blk(m, n, k, alpha, a, bbuf,
 *   ...), with the same results bit for bit, but the tiles of the first A micropanel may
 *   pack their B micropanel as they compute (gemm_blk_pa's counterpart for B).  Not
 *   conjugating (real types, or a complex B that is not conjugated).
 *
 *   gemm_ukr_tri(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, upper, d)
 *                                                   (optional: NULL, the driver computes
 *                                                   such a tile on its stack)
 *   ukr for a tile that a triangle of C's diagonal crosses (SYRK and the like), only for
 *   rs_c == 1: as ukr, but it reads and writes only the elements (i, j) of the m x n
 *   tile with i >= j + d (lower, upper == 0) or i <= j + d (upper); the others are
 *   neither read nor written (a masked store where the set has masks).
 *
 *   gemm_ukr_trk(k, alpha, a, b, beta, c, rs_c, cs_c, m, n, upper)
 *                                                   (optional: NULL, the driver runs ukr
 *                                                   and guards against 0 * Inf itself)
 *   ukr for a tile of a triangular A whose k range holds the tile's m x m diagonal block
 *   of A (m <= k): its last m steps (lower, upper == 0) or its first m (upper).  In those
 *   steps row i of the tile takes step q of the block only where i >= q (lower) or
 *   i <= q (upper): the products of the other triangle's packed zeros are not formed, so
 *   an Inf or NaN of B meets only the stored triangle, as in the reference (TRMM).
 *
 * Small-matrix GEMM kernel (optional: a set may leave it NULL; the driver then uses the
 * blocked path for every size)
 * ------------------------------------------------------------------------------------
 *   gemm_small(m, n, k, alpha, a, ps_a, cs_a, b, rs_b, cs_b, conj_b, beta, c, ldc)
 *
 *   Computes C := alpha * A * B + beta * C on a whole m x n matrix C (m, n >= 1, k >= 0)
 *   without packed operands:
 *     A  element (i, p) at a[(i / MR) * ps_a + i % MR + p * cs_a], MR = the set's mr:
 *        column-major A (leading dimension lda) is ps_a = MR, cs_a = lda; A packed by the
 *        set's packa is ps_a = MR * k, cs_a = MR.  Columns of a row panel of MR rows are
 *        contiguous, so the kernel loads them as vectors;
 *     B  element (p, j) at b[p * rs_b + j * cs_b], any strides (the kernel broadcasts
 *        it), conjugated if conj_b (complex types; ignored for real ones);
 *     C  element (i, j) at c[i + j * ldc].
 *   The kernel reads no element of A with i >= m or p >= k, none of B with j >= n or
 *   p >= k (the operands are the caller's matrices, not padded panels), and touches only
 *   the m x n elements of C.  beta == 0 means C is not read (NaN/Inf in C do not survive).
 *   In place (TRMM's small path computes its product over the operand it is computed
 *   from; driver/level3/small_t.c):
 *     - with m <= MR, every element of column j of B that the call reads is read before
 *       any element of column j of C is written, so C may share storage with B column
 *       for column (rs_b = 1, c = b + i0, ldc = cs_b);
 *     - with n <= small_nr (0: nr), or m <= small_m1 and n <= small_n1 (where the set
 *       gives them), and A column-major (ps_a = MR), every element of row i of A that the
 *       call reads is read before any element of row i of C is written, so C may be
 *       columns of A (c = a + j0 cs_a, ldc = cs_a).
 *   A set's kernel does this by computing a tile over the whole of k in registers before
 *   storing it, with one tile per column block when m <= MR and one column block when
 *   n <= small_nr.
 *
 *   gemm_small_tt(m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)   (optional, real types;
 *       NULL: the driver packs op(A) for gemm_small)
 *   Computes C := alpha * A^T * B^T + beta * C on a whole m x n C (m, n >= 1, k >= 0),
 *   A k x m and B n x k column-major (leading dimensions lda, ldb), neither packed, with
 *   the bits gemm_small gives the same product: each element's products summed in k
 *   order, then C updated as there.  It reads no element of A or B outside those
 *   matrices and touches only the m x n elements of C; beta == 0: C is not read.
 *
 * Packing
 * -------
 *   pack(mn, k, src, s_mn, s_k, conj, dst)
 *
 *   Packs an mn x k slice of a matrix (element (i, p) at src[i * s_mn + p * s_k]) into
 *   ceil(mn / W) micropanels of width W (W = MR for packa, NR for packb): panel q holds
 *   element (q * W + i, p) at dst[q * W * k + p * W + i]; rows beyond mn are zero.
 *   conj != 0 conjugates every element (ignored for real types).
 *   To pack B (k x n, element (p, j)), the driver passes s_mn = the stride along j
 *   and s_k = the stride along p.
 *
 * Level 1 and 2 kernels.  Vectors take any increment: the driver has resolved negative
 * increments to point at the first element visited, and an increment of 0 visits the
 * same element n times (the reference BLAS allows it).  Elementwise kernels (axpy,
 * axpby, scal, copy, swap, rot, gemv_n per element of y) compute each result with the
 * operations of the generic kernel, possibly contracted into FMAs.  Reductions (dot,
 * dsdot, asum, nrm2, the sums of gemv_t) may add their terms in any order (several
 * vector accumulators), so they round differently from the reference's sequential
 * loops, within the usual n * eps bound; NaN and Inf still propagate as in a sequential
 * sum.  nrm2 never overflows or underflows where the reference does not, and iamax
 * returns exactly the generic kernel's index.
 *   axpy(n, alpha, x, incx, y, incy)              y += alpha * x
 *   axpby(n, alpha, x, incx, beta, y, incy)       y := alpha * x + beta * y
 *                                                 (beta == 0: y is not read)
 *   dot(n, x, incx, y, incy, conj, result)        *result = sum conj?(x) * y
 *   scal(n, alpha, x, incx)                       x := alpha * x  (alpha == 0 stores 0:
 *                                                 the beta = 0 rule of levels 2 and 3)
 *   scal_ieee(n, alpha, x, incx)                  x := alpha * x by plain multiplication
 *                                                 for every alpha (0 * NaN = NaN): ?SCAL
 *   copy(n, x, incx, y, incy)                     y := x
 *   swap(n, x, incx, y, incy)                     x <-> y
 *   asum(n, x, incx, result)                      *result (real) = sum |re| + |im|
 *   nrm2(n, x, incx, result)                      *result (real) = ||x||_2 without
 *                                                 overflow or underflow (Blue's scaling,
 *                                                 as the reference BLAS 3.10+)
 *   iamax(n, x, incx)                             0-based index of the first element of
 *                                                 largest |re| + |im| (n >= 1); a NaN
 *                                                 never compares greater
 *   rot(n, x, incx, y, incy, h)                   real types only (NULL for c, z):
 *                                                 x := h[0] x + h[1] y, y := h[2] x + h[3] y
 *                                                 with x, y the old values (rot, rotm)
 *   dsdot(n, x, incx, y, incy, acc)               type s only (NULL otherwise): float
 *                                                 vectors, *acc (double) += sum x * y in double
 *   gemv_n(m, n, alpha, a, lda, x, incx, y, incy)       y += alpha * A * x
 *   gemv_t(m, n, alpha, a, lda, x, incx, y, incy, conj) y += alpha * A^T x (A^H with conj)
 *   symv_r(m, n, alpha, a, lda, xn, xm, ym, yn, conj)   (optional; NULL: gemv_n + gemv_t)
 *       the two products of one m x n block R of a symmetric or Hermitian matrix, R read
 *       once: ym += alpha * R * xn (each ym element as gemv_n computes it) and
 *       yn += alpha * R^T xm (R^H with conj; a sum, as gemv_t); every vector unit stride,
 *       ym and yn disjoint
 *   symv_rt(m, nb, alpha, a, lda, x, y, upper)          (optional; NULL: the driver's own
 *       loop on the diagonal block, then symv_r on the rest)
 *       one block column of nb <= 8 columns (nb <= m) of a symmetric (s, d) or Hermitian
 *       (c, z) matrix stored by one triangle (a Hermitian diagonal's imaginary part not
 *       read), its nb x nb diagonal block included: y += alpha * (the share of A x of the
 *       stored elements in these columns, each off-diagonal element used as a(i, j) and
 *       a(j, i), the diagonal once); m rows, x and y unit stride over them (and not
 *       accessed beyond them).  Lower (upper = 0): a is the diagonal block's first
 *       element and the block is the first nb rows; upper: a is the columns' row 0 and
 *       the block is the last nb rows.  The elements on the other side of the block's
 *       diagonal are not referenced (neither read nor used)
 *   ger(m, n, alpha, x, y, incy, a, lda, conj)          (optional; NULL: the driver's axpy
 *       per column)  A(:, j) += (alpha * conj?(y(j))) * x for j < n, each column as this
 *       set's axpy computes it, a column whose y(j) is zero not touched (the reference
 *       skips it); x unit stride, A column-major (GER, GERU, GERC)
 *   symr(n, j0, j1, alpha, v, ldv, a, step, tri, flags)   (optional; NULL: the driver's
 *       loop, an axpy or a two-column gemv_n per column)  the rank-1 and rank-2 updates
 *       of a symmetric (s, d) or Hermitian (c, z) n x n A, columns [j0, j1) of its stored
 *       triangle (upper if flags has SB_SYMR_UPPER, else lower; the diagonal included),
 *       element (i, j) at a[j * step + tri * j (j + 1) / 2 + i] (full storage: step lda,
 *       tri 0; packed: see driver/level2/l2core.h's sb_l2_packed, a its first element).
 *       With SB_SYMR_TWO (SYR2, SPR2, HER2, HPR2): A += alpha x y^T + alpha y x^T (real) or
 *       alpha x y^H + conj(alpha) y x^H (complex), x and y the two unit-stride columns of
 *       v (leading dimension ldv); each column's rows (complex: its off-diagonal rows) as
 *       gemv_n computes them with the matrix v, alpha = 1 and the vector (t1, t2) =
 *       (alpha conj(y(j)), conj(alpha) conj(x(j))), each product rounded by itself;
 *       complex: the diagonal a(j, j) := re(a(j, j)) + re(x(j) t1 + y(j) t2), the
 *       products rounded by themselves; a column whose x(j) and y(j) are both zero not
 *       touched (the reference skips it), except that a complex diagonal's imaginary part
 *       is set to zero.  Without it (SYR, SPR, HER, HPR; ldv unused): A += alpha x x^T or
 *       alpha x x^H (alpha real for HER, passed as a complex of imaginary part 0), x = v:
 *       each column's rows (complex: off-diagonal) as this set's axpy computes t1 x with
 *       t1 = alpha conj(x(j)) (rounded as one product); complex: a(j, j) := re(a(j, j)) +
 *       re(x(j) t1); a column whose x(j) is zero as above
 *
 * TRSM microkernel (optional: a set may leave it NULL, and the driver then solves with
 * its own portable loop)
 * ----------------
 *   trsm_ukr(m, n, d, w, ldw, x, xs, c, rs_c, cs_c, flags)
 *
 *   Solves one MR x n tile (n <= the set's tnr: NR, or a multiple of NR where a wider
 *   call pays; see sb_kernels) of a left-side triangular solve D X = R in place, where
 *     d  is the packed MR x MR diagonal block of the triangle in packa's layout (element
 *        (i, p) at d[p * MR + i]), lower triangular, or upper if flags has SB_TRSM_UPPER;
 *        conjugation and unit diagonals are already applied by packing (a unit diagonal
 *        is packed as 1) and its diagonal holds the reciprocals: d[i * MR + i] =
 *        1 / d(i, i), computed once per packed block by the driver;
 *     x  is the tile in packb's layout, one NR-column micropanel after the other xs
 *        elements apart (element (i, j) at x[(j / NR) * xs + i * NR + j % NR]), rows
 *        0 .. m-1 only (m <= MR; the rows beyond are other data), micropanels
 *        0 .. (n - 1) / NR only;
 *     w  is NULL or an m x n column-major tile (element (i, j) at w[i + j * ldw]; only
 *        rows i < m and columns j < n are read);
 *     the right-hand side R is x + w (w NULL: x), or w alone where flags has
 *        SB_TRSM_W_RHS: x is then only written (its padding columns n .. NR-1 of the last
 *        micropanel written as zeros), and w may be the tile of C itself (the driver
 *        updates a column-major B in place and solves it there: no packed copy of B's
 *        rows is made);
 *     with m < MR only d's leading m x m block belongs to the tile (the packed block
 *        ends there): no result may depend on the rest, which may be anything
 *        (test-kernels fills it with NaN);
 *   in the reference's order: for i = 0 .. m-1 (m-1 .. 0 if upper)
 *     x(i, j) := x(i, j) * d[i * MR + i] (the reciprocal), then
 *     x(q, j) -= d(q, i) * x(i, j) for the rows q not yet solved,
 *   and stores the solved m x n tile both into x and into C (element (i, j) at
 *   c[i * rs_c + j * cs_c]).  Columns j >= n of x's last micropanel (zero padding) may be
 *   computed too; C outside the m x n tile is not touched.  Multiplying by the reciprocal
 *   of d(i, i) (as OpenBLAS and BLIS do) keeps the division off the substitution's
 *   dependency chain, and out of the kernel: a complex division costs more than the
 *   tile's row of FMAs.  A wider call (tnr > NR) lets a set whose NR-column rows fill
 *   only part of a vector register run several micropanels in one substitution.
 *   Returns 0, except with SB_TRSM_CHECK (given with SB_TRSM_W_RHS only): where an
 *   element of w (rows i < m, columns j < n; complex: either part) is an Inf or a NaN,
 *   it returns 1 before writing anything (x and C as they were).  The driver solves a
 *   column-major B in place and finds B's columns that are not finite this way, from
 *   the tile already in cache (trmm_t.c, late_cols).
 *
 * Right-side TRSM microkernel (optional, as trsm_ukr: NULL and the driver solves a
 * row-major B, the transpose of side R's, in packed copies with trsm_ukr)
 * ----------------------------
 *   trsm_r_ukr(m, n, d, w, ldw, x, c, ldc, flags)
 *
 *   Solves one m x n tile (m <= MR rows, n <= NR columns) of a right-side solve X U = W
 *   in place, columns in solve order (ascending where U is upper: flags has
 *   SB_TRSM_UPPER; descending where it is lower), where
 *     d  is the n x n diagonal block of U in packb's layout (element (p, j) at
 *        d[p * NR + j]), its other triangle anything (test-kernels: NaN) and its
 *        diagonal the reciprocals 1 / U(j, j), as trsm_ukr's;
 *     w  is the m x n column-major tile W (element (i, j) at w[i + j * ldw]), which may
 *        be C's tile itself;
 *   x(:, j) := (w(:, j) - sum over the columns p solved before j of x(:, p) U(p, j)) *
 *   d[j * NR + j] (right-looking: each solved column is taken from the columns after it
 *   as it is solved), and stores the solved tile both into C (element (i, j) at
 *   c[i + j * ldc]) and into x in packa's layout (element (i, j) at x[j * MR + i]; rows
 *   m .. MR-1 of those n columns written as zeros).  Returns 0, or, with SB_TRSM_CHECK,
 *   1 before writing anything where an element of the m x n tile of w (complex: either
 *   part) is an Inf or a NaN.  The driver solves a column-major B (side R) with it in
 *   place, with no transposed copy: X's packed rows are the GEMM update's A operand.
 *
 * Small TRMM kernels (optional, real types: NULL and the driver's small path runs
 * gemm_small on copies of the triangle's diagonal blocks)
 * ----------------------------
 *   trmm_rs(m, n, alpha, u, rs_u, cs_u, flags, b, ldb)
 *
 *   B := alpha B U in place, B m x n column-major (element (i, j) at b[i + j * ldb]),
 *   U an order-n triangle, element (p, j) at u[p * rs_u + j * cs_u], upper (flags has
 *   SB_TRMM_K_UPPER: column j of the result takes B's columns p <= j) or lower (p >= j),
 *   its diagonal taken as ones with SB_TRMM_K_UNIT.  Only U's stored triangle is read
 *   (the diagonal not at all where it is unit), only B's m x n elements read and
 *   written.  Each element: its products B(i, p) U(p, j) summed in ascending p into one
 *   accumulator from zero, one multiply-add per step (the unit diagonal's term a
 *   multiply-add by 1), then y = ab (alpha == 1) or round(alpha ab): for finite B the
 *   bits gemm_small gives with beta 0 on U with zeros outside its triangle (which adds
 *   only zero products besides), but for the sign of an exact zero.  Any m, n (the
 *   driver gives it small ones).
 *
 *   trmm_ls(m, n, alpha, t, ldt, flags, b, ldb)       (optional likewise: the left side)
 *   B := alpha T B in place, B m x n column-major, T an order-m column-major triangle
 *   (element (i, k) at t[i + k * ldt]), lower (column k read in rows i >= k) or upper
 *   (flags as trmm_rs), only its stored triangle read (the unit diagonal not at all).
 *   Each element: its products T(i, k) B(k, j) summed in ascending k from zero, one
 *   multiply-add per step, zero products of T's other triangle among them as gemm_small
 *   on T with its zeros forms them (a kernel may leave out those of whole vectors; B is
 *   finite where the driver calls it), then y = ab or round(alpha ab).
 *
 * kernel/generic/ is the correctness reference for every other kernel set.
 */
#ifndef SB_KERNEL_H
#define SB_KERNEL_H

#include "sb/common.h"

typedef void (*sb_gemm_ukr_fn)(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n);
typedef void (*sb_gemm_tri_fn)(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper, sb_dim d);
typedef void (*sb_gemm_trk_fn)(sb_dim k, const void *alpha, const void *a, const void *b,
                               const void *beta, void *c, sb_dim rs_c, sb_dim cs_c,
                               sb_dim m, sb_dim n, int upper);
typedef void (*sb_gemm_blk_fn)(sb_dim m, sb_dim n, sb_dim k, const void *alpha, const void *a,
                               const void *b, const void *beta, void *c, sb_dim rs_c,
                               sb_dim cs_c);
typedef void (*sb_gemm_blk_pa_fn)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                  const void *asrc, sb_dim s_mn, sb_dim s_k, void *abuf,
                                  const void *b, const void *beta, void *c, sb_dim rs_c,
                                  sb_dim cs_c);
typedef void (*sb_gemm_small_fn)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                 const void *a, sb_dim ps_a, sb_dim cs_a, const void *b,
                                 sb_dim rs_b, sb_dim cs_b, int conj_b, const void *beta,
                                 void *c, sb_dim ldc);
typedef void (*sb_gemm_small_tt_fn)(sb_dim m, sb_dim n, sb_dim k, const void *alpha,
                                    const void *a, sb_dim lda, const void *b, sb_dim ldb,
                                    const void *beta, void *c, sb_dim ldc);
typedef void (*sb_pack_fn)(sb_dim mn, sb_dim k, const void *src, sb_dim s_mn, sb_dim s_k,
                           int conj, void *dst);
typedef void (*sb_axpy_fn)(sb_dim n, const void *alpha, const void *x, sb_dim incx,
                           void *y, sb_dim incy);
typedef void (*sb_dot_fn)(sb_dim n, const void *x, sb_dim incx, const void *y, sb_dim incy,
                          int conj, void *result);
typedef void (*sb_scal_fn)(sb_dim n, const void *alpha, void *x, sb_dim incx);
typedef void (*sb_axpby_fn)(sb_dim n, const void *alpha, const void *x, sb_dim incx,
                            const void *beta, void *y, sb_dim incy);
typedef void (*sb_copy_fn)(sb_dim n, const void *x, sb_dim incx, void *y, sb_dim incy);
typedef void (*sb_swap_fn)(sb_dim n, void *x, sb_dim incx, void *y, sb_dim incy);
typedef void (*sb_reduce_fn)(sb_dim n, const void *x, sb_dim incx, void *result);
typedef sb_dim (*sb_iamax_fn)(sb_dim n, const void *x, sb_dim incx);
typedef void (*sb_rot_fn)(sb_dim n, void *x, sb_dim incx, void *y, sb_dim incy, const void *h);
typedef void (*sb_dsdot_fn)(sb_dim n, const float *x, sb_dim incx, const float *y, sb_dim incy,
                            double *acc);
typedef void (*sb_gemv_n_fn)(sb_dim m, sb_dim n, const void *alpha, const void *a, sb_dim lda,
                             const void *x, sb_dim incx, void *y, sb_dim incy);
/* trsm_ukr's flags */
#define SB_TRSM_UPPER 1
#define SB_TRSM_W_RHS 2
#define SB_TRSM_CHECK 4
typedef int (*sb_trsm_ukr_fn)(sb_dim m, sb_dim n, const void *d, const void *w, sb_dim ldw,
                               void *x, sb_dim xs, void *c, sb_dim rs_c, sb_dim cs_c,
                               int flags);
typedef int (*sb_trsm_r_ukr_fn)(sb_dim m, sb_dim n, const void *d, const void *w, sb_dim ldw,
                                 void *x, void *c, sb_dim ldc, int flags);
/* trmm_rs's and trmm_ls's flags */
#define SB_TRMM_K_UPPER 1
#define SB_TRMM_K_UNIT 2
typedef void (*sb_trmm_rs_fn)(sb_dim m, sb_dim n, const void *alpha, const void *u, sb_dim rs_u,
                              sb_dim cs_u, int flags, void *b, sb_dim ldb);
typedef void (*sb_trmm_ls_fn)(sb_dim m, sb_dim n, const void *alpha, const void *t, sb_dim ldt,
                              int flags, void *b, sb_dim ldb);
typedef void (*sb_gemv_t_fn)(sb_dim m, sb_dim n, const void *alpha, const void *a, sb_dim lda,
                             const void *x, sb_dim incx, void *y, sb_dim incy, int conj);
typedef void (*sb_symv_r_fn)(sb_dim m, sb_dim n, const void *alpha, const void *a, sb_dim lda,
                             const void *xn, const void *xm, void *ym, void *yn, int conj);
typedef void (*sb_symv_rt_fn)(sb_dim m, sb_dim nb, const void *alpha, const void *a,
                              sb_dim lda, const void *x, void *y, int upper);
typedef void (*sb_ger_fn)(sb_dim m, sb_dim n, const void *alpha, const void *x, const void *y,
                          sb_dim incy, void *a, sb_dim lda, int conj);
typedef void (*sb_symr_fn)(sb_dim n, sb_dim j0, sb_dim j1, const void *alpha, const void *v,
                           sb_dim ldv, void *a, sb_dim step, sb_dim tri, int flags);
#define SB_SYMR_UPPER 1   /* symr's flags: the upper triangle is stored */
#define SB_SYMR_TWO 2     /* two terms (SYR2, HER2 and the packed forms) */

/* Largest microtile any kernel set may declare (the driver keeps one tile on the stack). */
#define SB_MAX_MR 32
#define SB_MAX_NR 32

/* The kernels and block sizes of one type in one kernel set. */
typedef struct {
    int mr, nr;             /* microtile */
    int mv;                 /* rows at a time gemm_ukr reads and computes of A (one vector
                             * where it skips whole vectors, MR where it always computes
                             * all MR), or 0: unspecified (see the contract) */
    sb_dim mc, kc, nc;      /* cache blocks: A block MC x KC, B panel KC x NC */
    sb_dim nc_team;         /* NC of each column group of a threaded call, whose groups
                             * hold their B panels side by side (arch/blocking.c); 0: NC */
    sb_gemm_ukr_fn gemm_ukr;
    sb_gemm_blk_fn gemm_blk;       /* NULL: the engine calls gemm_ukr tile by tile */
    sb_gemm_blk_pa_fn gemm_blk_pa; /* NULL: the engine packs A, then calls gemm_blk */
    sb_gemm_blk_pa_fn gemm_blk_pb; /* NULL: the engine packs B first */
    sb_gemm_tri_fn gemm_ukr_tri;   /* NULL: diagonal tiles on the stack */
    sb_gemm_trk_fn gemm_ukr_trk;   /* NULL: TRMM checks B for Inf and NaN */
    sb_pack_fn packa, packb;
    sb_axpy_fn axpy;
    sb_dot_fn dot;
    sb_scal_fn scal;
    sb_axpby_fn axpby;
    sb_scal_fn scal_ieee;
    sb_copy_fn copy;
    sb_swap_fn swap;
    sb_reduce_fn asum, nrm2;
    sb_iamax_fn iamax;
    sb_rot_fn rot;          /* s, d only */
    sb_dsdot_fn dsdot;      /* s only */
    sb_gemv_n_fn gemv_n;
    sb_gemv_t_fn gemv_t;
    sb_symv_r_fn symv_r;    /* NULL: the driver runs gemv_n and gemv_t */
    sb_symv_rt_fn symv_rt;  /* NULL: the driver's loop, then symv_r */
    sb_ger_fn ger;          /* NULL: the driver's axpy per column */
    sb_symr_fn symr;        /* NULL: the driver's axpy or gemv_n per column */
    sb_gemm_small_fn gemm_small;   /* NULL: no small-matrix path (blocked path only) */
    sb_gemm_small_tt_fn gemm_small_tt;   /* real types; NULL: none (see the contract) */
    int small_wide;         /* 1: gemm_small's tiles are NR columns wide, as gemm_ukr's, so
                             * it reads A no more often than the blocked engine does and
                             * pays for any n while A fits in L2 (driver/level3/small_t.c) */
    int small_nr;           /* columns of gemm_small's tiles, each of which reads a k-row
                             * slice of B that many columns wide (0: nr) */
    int small_m1, small_n1; /* gemm_small computes an m x n C with m <= small_m1 and
                             * n <= small_n1 as one tile (0: no such calls) */
    int small_mv;           /* vectors of A in gemm_small's tiles: each element of B it
                             * loads feeds that many FMAs (0: not said, taken as many) */
    int small_vb;           /* bytes of each vector gemm_small loads from a column of A in
                             * place (0: not said): where the columns do not start at
                             * multiples of it those loads split cache lines, and the
                             * driver may send large products to the engine (small_t.c) */
    sb_trsm_ukr_fn trsm_ukr;       /* NULL: the driver's portable TRSM tile loop */
    int tnr;                       /* columns per trsm_ukr call: a multiple of nr; 0: nr */
    sb_trsm_r_ukr_fn trsm_r_ukr;   /* NULL: side R solved transposed with trsm_ukr */
    sb_trmm_rs_fn trmm_rs;         /* real types; NULL: small side-R TRMM by gemm_small */
    sb_trmm_ls_fn trmm_ls;         /* real types; NULL: small side-L TRMM by gemm_small */
} sb_kernels;

/*
 * ISA features a kernel set needs.  The set only declares them; arch/ alone reads the
 * CPU (CPUID, XGETBV, HWCAP) and decides whether the CPU and the OS provide them.
 */
enum {
    SB_ISA_SSE2   = 1u << 0,
    SB_ISA_AVX2   = 1u << 1,   /* AVX2 with the OS saving YMM state */
    SB_ISA_FMA    = 1u << 2,   /* FMA3 */
    SB_ISA_AVX512 = 1u << 3,   /* AVX-512 F, DQ, BW and VL with the OS saving ZMM state */
    SB_ISA_NEON   = 1u << 4,
    SB_ISA_SVE    = 1u << 5,
};

/*
 * A kernel set: one entry per type, indexed by SB_TID (s, d, c, z).  The block sizes in
 * t[] are defaults: unless fixed_blocks is set, arch/ recomputes MC, KC and NC from the
 * CPU's cache geometry and the set's MR x NR where it knows the caches (the active set is
 * a copy with those sizes).
 */
/*
 * Level 1 and 2 slots that replace a set's own on a CPU whose FP datapath is narrower
 * than the set's vectors (sb_kset.narrow_bits, as CPUID reports it: AVX-512 run on
 * 256-bit units by Zen 4 and Zen 5 mobile).  NULL keeps the set's slot.
 */
typedef struct {
    sb_axpy_fn axpy;
    sb_dot_fn dot;
    sb_reduce_fn asum;
} sb_narrow_slots;

typedef struct {
    const char *name;
    unsigned requires;         /* SB_ISA_* bits the CPU must provide */
    int fixed_blocks;          /* 1: keep t[]'s block sizes (the generic set keeps small
                                  ones so that the tests cross every block boundary) */
    int kc_l1_pct;             /* percent of L1d the B micropanel (KC x NR) may fill; 0: a
                                  third (arch/blocking.c) */
    sb_kernels t[4];
    int narrow_bits;           /* FP datapath width (bits) that takes narrow[]; 0: none */
    sb_narrow_slots narrow[4];
} sb_kset;

/* Puts the set's narrow[] slots in place of its own (arch/ does, on a copy, for a CPU
 * whose datapath is narrow_bits wide; the kernel test on every CPU). */
static inline void sb_kset_narrow(sb_kset *ks)
{
    for (int t = 0; t < 4; t++) {
        const sb_narrow_slots *n = &ks->narrow[t];
        sb_kernels *k = &ks->t[t];
        if (n->axpy) {
            k->axpy = n->axpy;
            k->ger = NULL;   /* it inlines the set's own axpy: GER takes the narrow one */
        }
        if (n->dot) k->dot = n->dot;
        if (n->asum) k->asum = n->asum;
    }
}

#endif
