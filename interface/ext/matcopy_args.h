/*
 * Argument checks of the OpenBLAS matrix-copy extensions, shared by their Fortran
 * (interface/ext) and CBLAS (cblas/ext) forms, which number the arguments alike:
 *   ?omatcopy(order 1, trans 2, rows 3, cols 4, alpha 5, a 6, lda 7, b 8, ldb 9)
 *   ?imatcopy(order 1, trans 2, rows 3, cols 4, alpha 5, a 6, lda 7, ldb 8)
 * Precedence as OpenBLAS: order, trans, rows, cols, lda, ldb.  Zero rows or columns
 * are legal (nothing is done), as in current OpenBLAS.
 */
#ifndef SB_INTERFACE_EXT_MATCOPY_ARGS_H
#define SB_INTERFACE_EXT_MATCOPY_ARGS_H

#include "sb/common.h"

/* col: 1 column-major, 0 row-major, -1 illegal; trans: an sb_trans or -1.
 * On success (0) *m x *n is the column-major view of A (row-major: cols x rows). */
static inline int sb_mc_check(int col, int trans, int64_t rows, int64_t cols, int64_t lda,
                              int64_t ldb, int ldb_pos, sb_dim *m, sb_dim *n)
{
    if (col < 0) return 1;
    if (trans < 0) return 2;
    if (rows < 0) return 3;
    if (cols < 0) return 4;
    *m = col ? rows : cols;
    *n = col ? cols : rows;
    if (lda < sb_max(1, *m)) return 7;
    if (ldb < sb_max(1, sb_trans_is_t((sb_trans)trans) ? *n : *m)) return ldb_pos;
    return 0;
}

/* ?geadd: C := alpha A + beta C, rows x cols.  first: the position of rows (Fortran 1,
 * CBLAS 2, after the order); lda and ldc follow at first + 4 and first + 7.  OpenBLAS
 * gives ldc precedence over lda. */
static inline int sb_geadd_check(int col, int64_t rows, int64_t cols, int64_t lda, int64_t ldc,
                                 int first, sb_dim *m, sb_dim *n)
{
    if (col < 0) return 1;
    if (rows < 0) return first;
    if (cols < 0) return first + 1;
    *m = col ? rows : cols;
    *n = col ? cols : rows;
    if (ldc < sb_max(1, *m)) return first + 7;
    if (lda < sb_max(1, *m)) return first + 4;
    return 0;
}

#endif
