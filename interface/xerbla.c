/*
 * Error reporting and character tests of the Fortran ABI.  xerbla_ and lsame_ have
 * default visibility and the library calls them through the PLT, so a program (the
 * netlib testers, numpy, LAPACK test drivers) can replace them.
 */
#include <stdio.h>
#include <string.h>
#include "sb/common.h"
#include "interface/abi.h"

/* Reference behaviour, except that it returns instead of STOP: a library must not end
 * the caller's process. */
SB_API void xerbla_(const char *srname, const sb_fint *info, sb_strlen len)
{
    int n = (int)len;
    while (n > 0 && srname[n - 1] == ' ') n--;
    fprintf(stderr, " ** On entry to %-6.*s parameter number %d had an illegal value\n", n,
            srname, (int)*info);
}

SB_API void xerbla_array_(const char *srname_array, const sb_fint *srname_len,
                          const sb_fint *info, sb_strlen len)
{
    /* As the reference: the name goes into a blank-padded CHARACTER*32. */
    char name[33];
    int n = *srname_len < 0 ? 0 : (*srname_len > 32 ? 32 : (int)*srname_len);
    memset(name, ' ', sizeof name);
    memcpy(name, srname_array, (size_t)n);
    name[32] = 0;
    xerbla_(name, info, 32);
}

/* LSAME: the first characters are equal ignoring case. Fortran LOGICAL result. */
SB_API sb_fint lsame_(const char *ca, const char *cb, sb_strlen la, sb_strlen lb)
{
    char a = *ca, b = *cb;
    if (a >= 'a' && a <= 'z') a = (char)(a - 32);
    if (b >= 'a' && b <= 'z') b = (char)(b - 32);
    return a == b;
}

void sb_xerbla(const char *name6, sb_fint info)
{
    xerbla_(name6, &info, strlen(name6));
}
