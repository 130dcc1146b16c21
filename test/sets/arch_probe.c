/*
 * Which kernel set did this process really run?  Two tools for the per-set test runs
 * (run_sets.sh):
 *
 * arch_probe.so (this file built with -DSB_PROBE_PRELOAD): preloaded into every process
 *   of a test run (LD_PRELOAD).  When a process that has SteadyBLAS loaded exits, it
 *   appends one line "SET PID PROGRAM" to the file named by SB_ARCH_PROBE_LOG, SET being
 *   what steadyblas_get_arch() answers inside that process.  Processes without SteadyBLAS
 *   (the shell, grep, awk of the test scripts) write nothing.
 *
 * arch_query (this file built as a program linked with libsteadyblas): prints
 *   steadyblas_get_arch() on stdout; the library's STEADYBLAS_ARCH warnings, if any, go
 *   to stderr (a set that is not compiled in, or that this CPU cannot run).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SB_PROBE_PRELOAD
#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

extern char *program_invocation_short_name;

__attribute__((destructor)) static void sb_probe_report(void)
{
    const char *path = getenv("SB_ARCH_PROBE_LOG");
    if (!path || !*path) return;
    const char *(*get_arch)(void) = (const char *(*)(void))dlsym(RTLD_DEFAULT,
                                                                  "steadyblas_get_arch");
    if (!get_arch) return;                       /* this process has no SteadyBLAS */
    char line[256];
    const int len = snprintf(line, sizeof line, "%s %ld %s\n", get_arch(), (long)getpid(),
                             program_invocation_short_name);
    const int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return;
    if (write(fd, line, len > (int)sizeof line - 1 ? (int)sizeof line - 1 : len) < 0) {
        /* nothing to do: the runner reports a process without a line */
    }
    close(fd);
}
#else
#include "steadyblas.h"

int main(void)
{
    printf("%s\n", steadyblas_get_arch());
    return 0;
}
#endif
