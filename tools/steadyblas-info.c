/*
 * steadyblas-info: what SteadyBLAS detected and chose on this machine, and a short
 * self-check of the library as loaded (about a second).
 *
 *   steadyblas-info              everything, then the self-check; exit 1 if it fails
 *   steadyblas-info --no-check   the information only
 *
 * Everything here comes through the library's public API (steadyblas.h, cblas.h): the
 * tool sees the library a program would load, with the same environment
 * (STEADYBLAS_ARCH, STEADYBLAS_NUM_THREADS, STEADYBLAS_PREFAULT, STEADYBLAS_BLOCKING).
 * Exit status: 0 all passed (or --no-check), 1 a self-check group failed, 2 usage error.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "steadyblas.h"
#include "selfcheck.h"

static const char *arch_reason(int r)
{
    switch (r) {
    case STEADYBLAS_ARCH_FORCED: return "forced by STEADYBLAS_ARCH";
    case STEADYBLAS_ARCH_UNSUPPORTED:
        return "detected (STEADYBLAS_ARCH names a set this CPU cannot run, so it was ignored)";
    case STEADYBLAS_ARCH_UNKNOWN:
        return "detected (STEADYBLAS_ARCH names no set of this build, so it was ignored)";
    default: return "detected: the best kernel set this CPU can run";
    }
}

static const char *origin(int f, const char *env)
{
    static char buf[64];
    switch (f) {
    case STEADYBLAS_FROM_ENV: snprintf(buf, sizeof buf, "from %s", env); return buf;
    case STEADYBLAS_FROM_OMP_ENV: return "from OMP_NUM_THREADS";
    case STEADYBLAS_FROM_AFFINITY: return "the CPUs in this process's affinity mask";
    case STEADYBLAS_FROM_CALL: return "set by a call of the program";
    case STEADYBLAS_FROM_MPI: return "one per rank: an MPI launcher started several ranks on this node";
    default: return "the default";
    }
}

static const char *bytes(unsigned long long b, char *buf, size_t size)
{
    if (b >= (1ull << 30)) snprintf(buf, size, "%.1f GiB", b / 1073741824.0);
    else if (b >= (1ull << 20)) snprintf(buf, size, "%.1f MiB", b / 1048576.0);
    else if (b >= (1ull << 10)) snprintf(buf, size, "%.0f KiB", b / 1024.0);
    else snprintf(buf, size, "%llu B", b);
    return buf;
}

static const char *cache(long b, char *buf, size_t size)
{
    return b ? bytes((unsigned long long)b, buf, size) : "unknown";
}

static void print_stats(const char *when)
{
    steadyblas_buffer_stats_t st;
    char m[32], h[32];
    steadyblas_buffer_stats(&st);
    printf("%-17s hits %llu, misses %llu, mapped %s since load, held %s (%s)\n",
           "buffer cache:", (unsigned long long)st.hits, (unsigned long long)st.misses,
           bytes(st.bytes_mapped, m, sizeof m), bytes(st.bytes_held, h, sizeof h), when);
}

static void print_info(const steadyblas_info_t *in)
{
    char a[32], b[32], c[32];
    Dl_info dl;
    const char *path = dladdr((void *)steadyblas_get_info, &dl) && dl.dli_fname ? dl.dli_fname
                                                                                : "?";
    printf("%-17s %s (%s)\n", "version:", in->version, path);
    printf("%-17s %s\n", "cpu vendor:", in->cpu_vendor);
    printf("%-17s %s\n", "cpu model:", *in->cpu_name ? in->cpu_name : "(not reported)");
    printf("%-17s family 0x%x (%u), model 0x%x (%u), stepping %u\n", "cpu family/model:",
           in->cpu_family, in->cpu_family, in->cpu_model, in->cpu_model, in->cpu_stepping);
    printf("%-17s %s\n", "cpu flags:", *in->cpu_flags ? in->cpu_flags : "(none detected)");
    if (in->fp_datapath_bits)
        printf("%-17s %d bits\n", "fp datapath:", in->fp_datapath_bits);
    else
        printf("%-17s not reported by the CPU\n", "fp datapath:");
    printf("%-17s L1d %s, L2 %s, L3 %s", "caches:", cache(in->cache_l1d, a, sizeof a),
           cache(in->cache_l2, b, sizeof b), cache(in->cache_l3, c, sizeof c));
    if (in->cache_l3 && in->l3_sharing) printf(" shared by %d logical CPUs", in->l3_sharing);
    printf("\n");
    printf("%-17s %s, %s\n", "kernel set:", in->kernel_set, arch_reason(in->kernel_set_reason));
    const char *narrow = strstr(steadyblas_get_config(), "level 1/2 narrow");
    if (narrow) printf("%-17s %s\n", "", narrow);
    printf("%-17s %s\n", "STEADYBLAS_ARCH:", *in->arch_requested ? in->arch_requested : "(unset)");
    printf("%-17s %s\n", "sets built:", in->kernel_sets);
    printf("%-17s %s\n", "block sizes:",
           in->blocking_overridden ? "changed by STEADYBLAS_BLOCKING"
                                   : "computed from the caches (or the set's defaults)");
    printf("%-17s %4s %4s %6s %6s %6s\n", "", "MR", "NR", "MC", "KC", "NC");
    for (int t = 0; t < 4; t++) {
        const steadyblas_blocking_t *k = &in->blocking[t];
        printf("  %c%-14s %4d %4d %6ld %6ld %6ld\n", "sdcz"[t], "", k->mr, k->nr, k->mc, k->kc,
               k->nc);
    }
    printf("%-17s %d, %s (%d CPUs in the affinity mask)\n", "threads:", in->num_threads,
           origin(in->num_threads_from, "STEADYBLAS_NUM_THREADS"), in->cpus);
    printf("%-17s %s, %s\n", "prefault:",
           in->prefault == STEADYBLAS_PREFAULT_ON    ? "on"
           : in->prefault == STEADYBLAS_PREFAULT_OFF ? "off"
                                                     : "auto",
           origin(in->prefault_from, "STEADYBLAS_PREFAULT"));
    print_stats("before the self-check");
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static int self_check(const steadyblas_info_t *in)
{
    sb_check_group g[16];
    printf("\nself-check (kernel set %s, %d thread%s): each call against a reference "
           "computed here\n", in->kernel_set, in->num_threads, in->num_threads == 1 ? "" : "s");
    fflush(stdout);
    const double t0 = now();
    const int n = sb_selfcheck(in, g, 16);
    const double secs = now() - t0;
    int failed = 0;
    for (int i = 0; i < n; i++) {
        printf("  %-10s %s  %4d calls, %d wrong; worst error %.2g of the tolerance  [%s]\n",
               g[i].name, g[i].failed ? "FAIL" : "PASS", g[i].calls, g[i].failed, g[i].worst,
               g[i].types);
        if (g[i].failed) {
            printf("             first wrong call: %s\n", g[i].first_failure);
            failed++;
        }
    }
    print_stats("after the self-check");
    if (failed)
        printf("self-check: FAIL (%d of %d groups; %.2f s)\n", failed, n, secs);
    else
        printf("self-check: PASS (%d groups; %.2f s)\n", n, secs);
    return failed ? 1 : 0;
}

int main(int argc, char **argv)
{
    int check = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-check")) {
            check = 0;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: %s [--no-check]\n"
                   "Prints what SteadyBLAS detected and chose (CPU, kernel set, block sizes,\n"
                   "threads, pre-fault mode, buffer cache) and runs a self-check of about a\n"
                   "second; exits 1 if the self-check fails.\n", argv[0]);
            return 0;
        } else {
            fprintf(stderr, "%s: unknown option '%s' (try --help)\n", argv[0], argv[i]);
            return 2;
        }
    }
    steadyblas_info_t in;
    memset(&in, 0, sizeof in);
    steadyblas_get_info(&in, sizeof in);
    print_info(&in);
    return check ? self_check(&in) : 0;
}
