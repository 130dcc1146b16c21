/*
 * steadyblas_get_info(): what arch/ detected and chose, and the thread and pre-fault
 * settings of driver/, in one struct; and STEADYBLAS_VERBOSE, which prints the same
 * dispatch decision once, to stderr, when the library is loaded.
 *
 * This lives in driver/ because it reports on both layers and driver/ may call arch/
 * (never the other way round).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sb/common.h"
#include "arch/arch.h"
#include "driver/threads.h"
#include "steadyblas.h"

static int verbose_at_load;

/* STEADYBLAS_VERBOSE: a number >= 1 turns it on; unset, empty, 0 or not a number: off. */
static int verbose_env(void)
{
    const char *s = getenv("STEADYBLAS_VERBOSE");
    return s && atoi(s) > 0;
}

static void fill(steadyblas_info_t *info)
{
    memset(info, 0, sizeof *info);
    sb_arch_info(info);
    sb_threads_info(info);
    info->verbose = verbose_at_load;
}

SB_API size_t steadyblas_get_info(steadyblas_info_t *info, size_t size)
{
    if (!info) return 0;
    steadyblas_info_t all;
    fill(&all);
    if (size > sizeof all) size = sizeof all;
    memcpy(info, &all, size);
    return size;
}

static const char *reason_text(int r)
{
    switch (r) {
    case STEADYBLAS_ARCH_FORCED: return "forced by STEADYBLAS_ARCH";
    case STEADYBLAS_ARCH_UNSUPPORTED:
        return "detected (STEADYBLAS_ARCH names a set this CPU cannot run)";
    case STEADYBLAS_ARCH_UNKNOWN: return "detected (STEADYBLAS_ARCH names no set of this build)";
    default: return "detected: the best set this CPU runs";
    }
}

static const char *from_text(int f, const char *env)
{
    switch (f) {
    case STEADYBLAS_FROM_ENV: return env;
    case STEADYBLAS_FROM_OMP_ENV: return "OMP_NUM_THREADS";
    case STEADYBLAS_FROM_AFFINITY: return "CPUs in the affinity mask";
    case STEADYBLAS_FROM_CALL: return "set by a call";
    case STEADYBLAS_FROM_MPI: return "one per MPI rank";
    default: return "default";
    }
}

static void kib(char *buf, size_t size, long bytes)
{
    if (bytes) snprintf(buf, size, "%ldK", bytes >> 10);
    else snprintf(buf, size, "unknown");
}

/* One block of lines, each starting "SteadyBLAS", written with one fputs so that it is
 * not interleaved with another thread's output line by line. */
static void print_dispatch(void)
{
    steadyblas_info_t in;
    fill(&in);
    char l1[24], l2[24], l3[24], buf[1024];
    kib(l1, sizeof l1, in.cache_l1d);
    kib(l2, sizeof l2, in.cache_l2);
    kib(l3, sizeof l3, in.cache_l3);
    const char *pf = in.prefault == STEADYBLAS_PREFAULT_ON ? "on"
                     : in.prefault == STEADYBLAS_PREFAULT_OFF ? "off" : "auto";
    snprintf(buf, sizeof buf,
             "SteadyBLAS %s: dispatch (STEADYBLAS_VERBOSE)\n"
             "SteadyBLAS:   cpu       %s%s%s family 0x%x model 0x%x stepping %u; %s; "
             "L1d %s L2 %s L3 %s\n"
             "SteadyBLAS:   kernels   %s, %s%s%s%s\n"
             "SteadyBLAS:   threads   %d (%s)\n"
             "SteadyBLAS:   prefault  %s (%s)\n",
             in.version, in.cpu_vendor, *in.cpu_name ? " " : "", in.cpu_name, in.cpu_family,
             in.cpu_model, in.cpu_stepping, *in.cpu_flags ? in.cpu_flags : "no flags", l1, l2,
             l3, in.kernel_set, reason_text(in.kernel_set_reason),
             *in.arch_requested ? " [STEADYBLAS_ARCH=" : "", in.arch_requested,
             *in.arch_requested ? "]" : "", in.num_threads,
             from_text(in.num_threads_from, "STEADYBLAS_NUM_THREADS"), pf,
             from_text(in.prefault_from, "STEADYBLAS_PREFAULT"));
    fputs(buf, stderr);
}

__attribute__((constructor)) static void verbose_at_load_check(void)
{
    verbose_at_load = verbose_env();
    if (verbose_at_load) print_dispatch();
}
