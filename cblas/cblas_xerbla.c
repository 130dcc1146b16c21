/*
 * CBLAS error reporting.  cblas_xerbla is interposable (the netlib CBLAS testers
 * replace it and read RowMajorStrg / CBLAS_CallFromC, the data symbols of the
 * reference CBLAS, which they also require to exist).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "sb/common.h"
#include "cblas/cblas_abi.h"

SB_API int RowMajorStrg = 0;
SB_API int CBLAS_CallFromC = 0;

/* As the reference: argument numbers of a row-major call are reported as the user's
 * (the reference swaps them back here); prints, then returns rather than exit(). */
SB_API void cblas_xerbla(CBLAS_INT info, const char *rout, const char *form, ...)
{
    if (RowMajorStrg) {
        int a = 0, b = 0, c = 0, d = 0;
        if (strstr(rout, "gemm")) { a = 4; b = 5; c = 9; d = 11; }
        else if (strstr(rout, "symm") || strstr(rout, "hemm")) { a = 4; b = 5; }
        else if (strstr(rout, "trmm") || strstr(rout, "trsm")) { a = 6; b = 7; }
        else if (strstr(rout, "gbmv")) { a = 3; b = 4; c = 5; d = 6; }
        else if (strstr(rout, "gemv")) { a = 3; b = 4; }
        else if (strstr(rout, "ger")) { a = 2; b = 3; c = 6; d = 8; }
        else if ((strstr(rout, "her2") || strstr(rout, "hpr2")) && !strstr(rout, "her2k")) { c = 6; d = 8; }
        if (a && info == a) info = b;
        else if (b && info == b) info = a;
        else if (c && info == c) info = d;
        else if (d && info == d) info = c;
    }
    if (info) fprintf(stderr, "Parameter %" CBLAS_IFMT " to routine %s was incorrect\n", info, rout);
    va_list ap;
    va_start(ap, form);
    vfprintf(stderr, form, ap);
    va_end(ap);
}

/* The two globals are written here, on the error path only: a call that reports nothing
 * writes no global, so user threads calling CBLAS at once do not race on them (the
 * reference writes CBLAS_CallFromC on every call).  Two threads reporting errors at once
 * still share them, as in the reference. */
void sb_cblas_error(int info, const char *rout, int row_major)
{
    CBLAS_CallFromC = 1;
    RowMajorStrg = row_major;
    cblas_xerbla(info, rout, "");
    RowMajorStrg = 0;
    CBLAS_CallFromC = 0;
}
