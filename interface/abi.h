/*
 * Helpers of the Fortran ABI layer: reading flag characters, reporting errors.
 * ABI layers never compute; they validate, report and call one driver entry.
 */
#ifndef SB_INTERFACE_ABI_H
#define SB_INTERFACE_ABI_H

#include "sb/common.h"

/* The standard Fortran BLAS error and character routines (interposable). */
void xerbla_(const char *srname, const sb_fint *info, sb_strlen len);
sb_fint lsame_(const char *ca, const char *cb, sb_strlen la, sb_strlen lb);

/* Report an illegal argument: name6 is the 6-character blank-padded routine name
 * ("DGEMM "), info the reference argument number. Calls xerbla_ through the PLT. */
void sb_xerbla(const char *name6, sb_fint info);

/* Flag characters, case-insensitive, as LSAME reads them (first character only). */
static inline char sb_up(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 32) : c; }

/* TRANS: 'N' 'T' 'C'; returns -1 if illegal. For real types 'C' means 'T'. */
static inline int sb_f_trans(char c, int complex_type)
{
    switch (sb_up(c)) {
    case 'N': return SB_NOTRANS;
    case 'T': return SB_TRANS;
    case 'C': return complex_type ? SB_CONJTRANS : SB_TRANS;
    default: return -1;
    }
}
static inline int sb_f_uplo(char c)
{
    switch (sb_up(c)) {
    case 'U': return SB_UPPER;
    case 'L': return SB_LOWER;
    default: return -1;
    }
}
static inline int sb_f_side(char c)
{
    switch (sb_up(c)) {
    case 'L': return SB_LEFT;
    case 'R': return SB_RIGHT;
    default: return -1;
    }
}
static inline int sb_f_diag(char c)
{
    switch (sb_up(c)) {
    case 'N': return SB_NONUNIT;
    case 'U': return SB_UNIT;
    default: return -1;
    }
}

#endif
