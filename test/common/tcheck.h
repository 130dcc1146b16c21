/*
 * One PASS/FAIL line per check and the counts, for the small test programs that print
 * their own results (test/cache/test_cache.c, test/ilp64/test_ilp64.c): check(ok, fmt, ...)
 * prints "PASS: ..." or "FAIL: ..." and counts it in tcheck_passed / tcheck_failed.
 */
#ifndef SB_TEST_TCHECK_H
#define SB_TEST_TCHECK_H

#include <stdarg.h>
#include <stdio.h>

static int tcheck_passed, tcheck_failed;

static void check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int ok, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("%s: ", ok ? "PASS" : "FAIL");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    if (ok) tcheck_passed++;
    else tcheck_failed++;
}

#endif
