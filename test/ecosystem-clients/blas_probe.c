/*
 * blas_probe.so: which BLAS did a client program (a ScaLAPACK tester rank, R, Octave)
 * really run on?  Preloaded (LD_PRELOAD) into the client's processes.  When a process
 * whose global scope defines dgemm_ exits, it appends one line to the file named by
 * SB_CLIENT_PROBE_LOG:
 *
 *   pid=PID prog=NAME dgemm=FILE blas=FILES lapack=FILES openblas=N threads=T requests=R
 *
 *   dgemm     the file that defines the dgemm_ the process's global lookup finds first:
 *             the one every PLT call from libscalapack, libR or liboctave binds to
 *   blas      the libblas.so* files mapped (comma-separated real paths; "-" for none)
 *   lapack    the liblapack.so* files mapped
 *   openblas  how many mapped files have "openblas" in their name
 *   threads   steadyblas_get_num_threads() in this process ("-" without SteadyBLAS)
 *   requests  SteadyBLAS's packing-buffer requests (hits + misses) since load: above zero
 *             only if level-3 calls really reached its blocked engine ("-" without it)
 *
 * Processes without dgemm_ (the shell, mpirun, sed of R's start-up script) write nothing.
 * The line is written with one write() on an O_APPEND file, so the ranks of an MPI run
 * can share the log.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char *program_invocation_short_name;

typedef struct {
    uint64_t hits, misses, bytes_mapped, bytes_held;
} probe_stats;   /* steadyblas_buffer_stats_t (include/steadyblas.h) */

/* Append to out the real paths of the mapped files whose base name starts with prefix
 * (or, when prefix is NULL, contains "openblas": then only the count matters). */
static int mapped(const char *prefix, char *out, size_t cap)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[PATH_MAX + 128], seen[8][PATH_MAX];
    int n = 0, len = 0;
    if (out && cap) out[0] = 0;
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        char *path = strchr(line, '/');
        if (!path) continue;
        path[strcspn(path, "\n")] = 0;
        const char *base = strrchr(path, '/') + 1;
        if (prefix ? strncmp(base, prefix, strlen(prefix)) != 0 : !strstr(base, "openblas"))
            continue;
        char real[PATH_MAX];
        if (!realpath(path, real)) snprintf(real, sizeof real, "%s", path);
        int dup = 0;
        for (int i = 0; i < n && i < 8; i++) dup |= strcmp(seen[i], real) == 0;
        if (dup) continue;
        if (n < 8) snprintf(seen[n], sizeof seen[n], "%s", real);
        n++;
        if (out && len < (int)cap)
            len += snprintf(out + len, cap - len, "%s%s", len ? "," : "", real);
    }
    fclose(f);
    if (out && cap && !out[0]) snprintf(out, cap, "-");
    return n;
}

__attribute__((destructor)) static void blas_probe_report(void)
{
    const char *log = getenv("SB_CLIENT_PROBE_LOG");
    if (!log || !*log) return;
    void *dgemm = dlsym(RTLD_DEFAULT, "dgemm_");
    if (!dgemm) return;
    Dl_info info;
    char dgemm_file[PATH_MAX] = "?";
    if (dladdr(dgemm, &info) && info.dli_fname && !realpath(info.dli_fname, dgemm_file))
        snprintf(dgemm_file, sizeof dgemm_file, "%s", info.dli_fname);

    char blas[2048], lapack[2048], threads[32] = "-", requests[32] = "-";
    mapped("libblas.so", blas, sizeof blas);
    mapped("liblapack.so", lapack, sizeof lapack);
    const int openblas = mapped(NULL, NULL, 0);
    int (*get_threads)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "steadyblas_get_num_threads");
    void (*stats)(probe_stats *) = (void (*)(probe_stats *))dlsym(RTLD_DEFAULT,
                                                                 "steadyblas_buffer_stats");
    if (get_threads) snprintf(threads, sizeof threads, "%d", get_threads());
    if (stats) {
        probe_stats s = {0, 0, 0, 0};
        stats(&s);
        snprintf(requests, sizeof requests, "%llu", (unsigned long long)(s.hits + s.misses));
    }

    char line[8192];
    int len = snprintf(line, sizeof line,
                       "pid=%ld prog=%s dgemm=%s blas=%s lapack=%s openblas=%d threads=%s "
                       "requests=%s\n", (long)getpid(), program_invocation_short_name,
                       dgemm_file, blas, lapack, openblas, threads, requests);
    if (len >= (int)sizeof line) {
        len = (int)sizeof line;
        line[len - 1] = '\n';
    }
    const int fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return;
    if (write(fd, line, len) < 0) {
        /* nothing to do: the runner reports a process without a line */
    }
    close(fd);
}
