/* Seed 001 benchmark: multithreaded GEMM into freshly mapped output (shared/seeds/001_*).
 *
 *   seed001 [--threads 1,2] [--rounds R] [--calls N] [--calls-4k N] [--warmup W]
 *           [--pages huge,4k] [--memset no,yes] [--beta 0,1] [--source mmap,region]
 *           [--settle S] [--all-variants] [--libs ours,openblas,blis]
 *           [--prefault on|off|auto] [--ours PATH] [--openblas PATH] [--blis PATH]
 *           [--blis-arch skx|auto] [--timeout S] [--out DIR]
 *
 * The case: cgemm NN, column-major, m = n = 1024, k = 32, alpha = 1, beta = 0 (and 1),
 * N = 300 calls, each into a FRESH C: before each call a new anonymous region is mapped
 * (2 MiB aligned, with a PROT_NONE guard page on each side so that its VMA stays its own),
 * madvised MADV_HUGEPAGE (pages "huge") or MADV_NOHUGEPAGE (pages "4k"), and unmapped after
 * the call.  A and B are allocated once and warm.  With "memset yes" the caller memsets C
 * to 0 before each call and that time counts, as a user would pay it.  The time measured
 * is the sum over the N calls of (memset +) the cgemm call alone; mmap, madvise and munmap
 * are outside it.  Minor page faults (getrusage, the whole process: every thread) are
 * counted over the N calls, memset included, and reported per call.
 *
 * Two kinds of fresh C (--source).  "mmap" is the above: the kernel hands the pages just
 * unmapped back at the next call, so it measures the guest kernel's fault and zeroing
 * cost.  "region" is the seed program's own layout: one mapping of N x 8 MiB, madvised
 * once, call i writing slice i, so every call touches memory the process never touched.
 * On a VM whose guest reports free memory to its host (free page reporting; the project's
 * Firecracker VMs boot with page_reporting.page_reporting_order=11) such memory, once reported,
 * costs a trip to the host per page on first touch — about 20 ms per 8 MiB on the
 * project's VMs, whoever touches it — and whether it was reported depends on how long ago
 * it was freed, so each region variant first sleeps --settle seconds.  Region is not in
 * the default run (the sleeps alone would take minutes).
 *
 * 4 KiB pages: every fresh page faults (2048 per call); on the project's VMs a fault costs
 * about 20 us, so only --calls-4k calls are measured and the total scaled to N.
 *
 * Why one child process per (library, threads, round): OpenBLAS, BLIS and SteadyBLAS set
 * their thread pools up when they load (or first run) from the environment, so every
 * configuration runs in a fresh process (this binary re-executed with --child), pinned
 * with sched_setaffinity to the first T CPUs the parent may use, before the library is
 * dlopen'ed (RTLD_LOCAL | RTLD_DEEPBIND).  Rounds interleave the configurations — round r:
 * ours 1T, ours 2T, OpenBLAS 1T, ... ; round r+1: the same, rotated — and the best total
 * of each variant over the rounds is kept, so that the noise of a shared machine spreads
 * over every library instead of landing on one.
 *
 * SteadyBLAS is copied once, at the start, into a temporary directory and loaded from
 * there, so that every round measures the same build even while the library is rebuilt.
 *
 * Check: the parent computes the reference C once (in double); every child compares the
 * last C of every variant with it (normwise: max |c - ref| / max |ref| over all real
 * components, tolerance 1e-4) before unmapping it; a failure is reported in the table and
 * makes the exit status 1.  A fresh C is zero-filled, so beta = 1 has the same reference.
 *
 * All calls go through the Fortran ABI (cgemm_), which all three libraries export. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "benchutil.h"

const char bench_prog[] = "seed001";

#define M 1024
#define N 1024
#define K 32
#define CBYTES ((size_t)M * N * 8) /* complex float */
#define HUGE_SZ ((size_t)2 << 20)
#define TOL 1e-4

/* ------------------------------------------------------------------ libraries */

typedef void (*cgemm_fn)(const char *, const char *, const int *, const int *, const int *,
                         const void *, const void *, const int *, const void *, const int *,
                         const void *, void *, const int *, size_t, size_t);

/* The library's description (lib_describe), its own thread count and, for SteadyBLAS,
 * its prefault mode. */
static void lib_info(void *lib, int which, char *buf, size_t len)
{
    size_t n = lib_describe(lib, which, buf, len);
    int t = lib_num_threads(lib, which);
    if (which == L_OURS) {
        int (*gp)(void) = (int (*)(void))dlsym(lib, "steadyblas_get_prefault");
        static const char *pf[] = {"off", "on", "auto"};
        int p = gp ? gp() : -1;
        snprintf(buf + n, len - n, "; get_num_threads %d, get_prefault %s", t,
                 p >= 0 && p <= 2 ? pf[p] : "?");
    } else {
        snprintf(buf + n, len - n, "; get_num_threads %d", t);
    }
}

/* The library's own thread count, and the threads the process has (the caller's
 * included): the pool a library started shows here. */
static void thread_counts(void *lib, int which, int *libt, int *ost)
{
    *libt = lib_num_threads(lib, which);
    *ost = -1;
    FILE *f = fopen("/proc/self/status", "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f))
            if (strncmp(line, "Threads:", 8) == 0)
                *ost = atoi(line + 8);
        fclose(f);
    }
}

/* ------------------------------------------------------------------ variants */

enum { P_HUGE, P_4K };
static const char *PAGENAME[2] = {"huge", "4k"};

/* Where a fresh C comes from: a new mapping per call (unmapped after it), or the seed
 * program's layout: one mapping for all the calls, call i writing slice i. */
enum { S_MMAP, S_REGION };
static const char *SOURCENAME[2] = {"mmap", "region"};

struct variant {
    int pages, beta, memset, source;
    int calls;  /* calls measured; totals are scaled to --calls (4 KiB pages: fewer) */
    int warmup; /* untimed calls before them */
};

#define MAXVAR 32
#define VSPEC_LEN (MAXVAR * 32)

/* ------------------------------------------------------------------ child */

/* A fresh C: a new anonymous mapping, C 2 MiB aligned inside it, guard pages (PROT_NONE)
 * right before and after C so that C's VMA is exactly C (and a stray write faults); the
 * rest of the reservation is unmapped at once. */
static char *map_fresh(int pages)
{
    const size_t pg = 4096, len = CBYTES + HUGE_SZ + 2 * pg;
    char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    char *c = (char *)(((uintptr_t)p + pg + HUGE_SZ - 1) & ~(uintptr_t)(HUGE_SZ - 1));
    if (c - pg > p)
        munmap(p, (size_t)(c - pg - p));
    if (c + CBYTES + pg < p + len)
        munmap(c + CBYTES + pg, (size_t)(p + len - (c + CBYTES + pg)));
    mprotect(c - pg, pg, PROT_NONE);
    mprotect(c + CBYTES, pg, PROT_NONE);
    madvise(c, CBYTES, pages == P_HUGE ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    return c;
}

static void unmap_fresh(char *c) { munmap(c - 4096, CBYTES + 2 * 4096); }

/* AnonHugePages (KiB) of the mapping that holds addr, from /proc/self/smaps; -1 if unknown. */
static long huge_kib(const void *addr)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return -1;
    char line[512];
    int in = 0;
    long kib = -1;
    uintptr_t a = (uintptr_t)addr;
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' ')) {
            if (in)
                break;
            in = a >= lo && a < hi;
        } else if (in && strncmp(line, "AnonHugePages:", 14) == 0) {
            kib = atol(line + 14);
            break;
        }
    }
    fclose(f);
    return kib;
}

static double reldiff(const float *c, const float *ref)
{
    double maxd = 0, maxr = 0;
    for (size_t i = 0; i < (size_t)M * N * 2; i++) {
        double d = fabs((double)c[i] - ref[i]);
        if (!(d <= maxd)) /* NaN counts as a difference */
            maxd = isnan(d) ? INFINITY : d;
        if (fabs(ref[i]) > maxr)
            maxr = fabs(ref[i]);
    }
    return maxr > 0 ? maxd / maxr : maxd;
}

static long minflt(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_minflt;
}

/* Involuntary context switches of the process: how often something else took our CPUs. */
static long nivcsw(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_nivcsw;
}

struct child_args {
    int which, threads, nvar;
    double settle;
    const char *path, *ref, *prefault, *blis_arch;
    struct variant var[MAXVAR];
};

/* Output on fd 3, one line each:
 *   "I info"                                                  once, after loading
 *   "V pages beta memset source total_s faults_per_call huge_kib reldiff min_call_s
 *      max_call_s nivcsw_per_call"
 *   "T lib_threads os_threads"                                at the end
 *   "E message"                                               on failure */
static int child_main(const struct child_args *ca)
{
    FILE *out = fdopen(3, "w");
    if (!out)
        die("child: descriptor 3 missing (run me without --child)");
    /* Pin to the first T CPUs this process may use, before the library starts threads. */
    cpu_set_t allowed, set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        int got = 0;
        for (int c = 0; c < CPU_SETSIZE && got < ca->threads; c++)
            if (CPU_ISSET(c, &allowed)) {
                CPU_SET(c, &set);
                got++;
            }
        if (got < ca->threads)
            fprintf(stderr, "seed001: warning: %d threads but only %d CPUs allowed\n",
                    ca->threads, got);
        if (sched_setaffinity(0, sizeof set, &set) != 0)
            fprintf(stderr, "seed001: sched_setaffinity: %s\n", strerror(errno));
    }

    /* The environment each library reads when it loads or initialises. */
    lib_env(ca->which, ca->threads);
    if (ca->which == L_OURS && ca->prefault)
        setenv("STEADYBLAS_PREFAULT", ca->prefault, 1);

    void *lib = lib_open(ca->path);
    if (!lib) {
        fprintf(out, "E cannot load %s: %s\n", ca->path, dlerror());
        fclose(out);
        return 1;
    }
    if (ca->which == L_BLIS)
        blis_select_arch(lib, ca->blis_arch);
    /* And the API, where there is one, in case the library read its environment earlier. */
    if (ca->which == L_OURS) {
        void (*st)(int) = (void (*)(int))dlsym(lib, "steadyblas_set_num_threads");
        void (*sp)(int) = (void (*)(int))dlsym(lib, "steadyblas_set_prefault");
        if (st)
            st(ca->threads);
        if (sp && ca->prefault)
            sp(strcmp(ca->prefault, "off") == 0 ? 0 : strcmp(ca->prefault, "on") == 0 ? 1 : 2);
    } else {
        const char *sym = ca->which == L_OPENBLAS ? "openblas_set_num_threads"
                                                  : "bli_thread_set_num_threads";
        void (*st)(int) = (void (*)(int))dlsym(lib, sym);
        if (st)
            st(ca->threads);
    }
    cgemm_fn cgemm = (cgemm_fn)dlsym(lib, "cgemm_");
    if (!cgemm) {
        fprintf(out, "E %s has no cgemm_\n", ca->path);
        fclose(out);
        return 1;
    }
    char info[1024];
    lib_info(lib, ca->which, info, sizeof info);
    fprintf(out, "I %s\n", info);
    fflush(out);

    /* The reference C, and A and B: allocated once, filled, warm. */
    int fd = open(ca->ref, O_RDONLY);
    const float *ref = fd >= 0 ? mmap(NULL, CBYTES, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    if (fd >= 0)
        close(fd);
    float *a = aligned_alloc(64, (size_t)M * K * 8), *b = aligned_alloc(64, (size_t)K * N * 8);
    if (ref == MAP_FAILED || !a || !b) {
        fprintf(out, "E cannot read the reference %s or allocate A and B\n", ca->ref);
        fclose(out);
        return 1;
    }
    fill(a, (size_t)M * K * 2, 0, 1);
    fill(b, (size_t)K * N * 2, 0, 2);
    volatile float sink = 0;
    for (size_t i = 0; i < CBYTES / 8; i += 1024)
        sink += ref[i];

    const int m = M, n = N, k = K, lda = M, ldb = K, ldc = M;
    static const float one[2] = {1, 0}, zero[2] = {0, 0};
    for (int v = 0; v < ca->nvar; v++) {
        const struct variant *va = &ca->var[v];
        const float *beta = va->beta ? one : zero;
        char *c = NULL, *region = NULL;
        size_t rlen = 0;
        double total = 0, tmin = 1e30, tmax = 0;
        long f0 = 0, cs0 = 0;
        for (int i = -va->warmup; i < va->calls; i++) {
            if (i == 0) {
                if (va->source == S_REGION) {
                    /* Let the machine settle first: on a VM whose guest reports free pages
                     * to the host, memory freed a moment ago is still backed by the host
                     * and first-touch costs far less than after a pause. */
                    if (ca->settle > 0) {
                        struct timespec ts = {(time_t)ca->settle,
                                              (long)((ca->settle - (time_t)ca->settle) * 1e9)};
                        nanosleep(&ts, NULL);
                    }
                    rlen = CBYTES * (size_t)va->calls + HUGE_SZ;
                    region = mmap(NULL, rlen, PROT_READ | PROT_WRITE,
                                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
                    if (region == MAP_FAILED) {
                        fprintf(out, "E mmap of %zu bytes: %s\n", rlen, strerror(errno));
                        fclose(out);
                        return 1;
                    }
                    madvise(region, rlen, va->pages == P_HUGE ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
                }
                total = 0;
                tmin = 1e30;
                tmax = 0;
                f0 = minflt();
                cs0 = nivcsw();
            }
            /* The warm-up always takes a new mapping per call. */
            if (i >= 0 && region)
                c = (char *)(((uintptr_t)region + HUGE_SZ - 1) & ~(uintptr_t)(HUGE_SZ - 1)) +
                    CBYTES * (size_t)i;
            else
                c = map_fresh(va->pages);
            if (!c) {
                fprintf(out, "E mmap: %s\n", strerror(errno));
                fclose(out);
                return 1;
            }
            double t0 = now();
            if (va->memset)
                memset(c, 0, CBYTES);
            cgemm("N", "N", &m, &n, &k, one, a, &lda, b, &ldb, beta, c, &ldc, 1, 1);
            double dt = now() - t0;
            total += dt;
            if (dt < tmin) tmin = dt;
            if (dt > tmax) tmax = dt;
            if (i < va->calls - 1 && !(i >= 0 && region))
                unmap_fresh(c);
        }
        long faults = minflt() - f0, csw = nivcsw() - cs0;
        /* The last C is still mapped: its huge pages (for a region: the average per C) and
         * its values. */
        long hk = huge_kib(c);
        if (region && hk > 0)
            hk /= va->calls;
        double d = reldiff((const float *)c, ref);
        if (region)
            munmap(region, rlen);
        else
            unmap_fresh(c);
        fprintf(out, "V %s %d %d %s %.6f %.2f %ld %.3e %.6f %.6f %.2f\n", PAGENAME[va->pages],
                va->beta, va->memset, SOURCENAME[va->source], total,
                (double)faults / va->calls, hk, d, tmin, tmax, (double)csw / va->calls);
        fflush(out);
    }
    int libt, ost;
    thread_counts(lib, ca->which, &libt, &ost);
    fprintf(out, "T %d %d\n", libt, ost);
    (void)sink;
    fclose(out);
    return 0;
}

/* ------------------------------------------------------------------ parent */

/* One configuration: a library, a thread count, and (ours) a prefault mode. */
struct config {
    int which, threads;
    const char *prefault; /* ours only; NULL for the others */
    int extra;            /* the extra "ours, prefault off" configuration */
    char info[1024];
    int failed;
    int lib_threads, os_threads; /* as the last round's child saw them */
    /* per variant */
    double best[MAXVAR], faults[MAXVAR], diff[MAXVAR], tmin[MAXVAR], tmax[MAXVAR];
    double csw[MAXVAR]; /* involuntary context switches per call */
    double all[MAXVAR][64]; /* total of every round */
    long hk[MAXVAR];
    int nrounds[MAXVAR];
};

#define MAXCONF 32

static double req_timeout = 600;
static double g_settle = 3;
static const char *g_self;

static void run_child(struct config *cf, const char *path, const char *ref, int calls,
                      const struct variant *var, int nvar, const char *blis_arch)
{
    int p[2];
    if (pipe2(p, O_CLOEXEC))
        die("pipe: %s", strerror(errno));
    char vspec[VSPEC_LEN] = "";
    size_t vl = 0;
    for (int v = 0; v < nvar; v++)
        vl += snprintf(vspec + vl, sizeof vspec - vl, "%s%s:%d:%d:%d:%d:%d", v ? "," : "",
                       PAGENAME[var[v].pages], var[v].beta, var[v].memset, var[v].source,
                       var[v].calls, var[v].warmup);
    char ts[16], ss[32];
    snprintf(ts, sizeof ts, "%d", cf->threads);
    snprintf(ss, sizeof ss, "%.3f", g_settle);
    pid_t pid = fork_or_die();
    if (pid == 0) {
        /* Results on fd 3; the libraries' own output (if any) goes to stderr. */
        int wfd = fcntl(p[1], F_DUPFD, 10);
        if (wfd < 0 || dup2(wfd, 3) < 0 || dup2(2, 1) < 0)
            _exit(127);
        char *argv[] = {"seed001", "--child", (char *)LIBNAME[cf->which], "--path", (char *)path,
                        "--threads", ts, "--variants", vspec,
                        "--ref", (char *)ref, "--prefault",
                        (char *)(cf->prefault ? cf->prefault : "-"), "--blis-arch",
                        (char *)blis_arch, "--settle", ss, NULL};
        execv(g_self, argv);
        _exit(127);
    }
    close(p[1]);
    FILE *in = fdopen(p[0], "r");
    char line[2048];
    for (;;) {
        if (wait_readable(fileno(in), req_timeout) == 0) {
            fprintf(stderr, "seed001: %s %dT took more than %.0f s: killed\n",
                    LIBTITLE[cf->which], cf->threads, req_timeout);
            kill(pid, SIGKILL);
            cf->failed = 1;
            break;
        }
        if (!fgets(line, sizeof line, in))
            break;
        line[strcspn(line, "\n")] = 0;
        if (line[0] == 'I') {
            snprintf(cf->info, sizeof cf->info, "%.1000s", line + 2);
        } else if (line[0] == 'T') {
            sscanf(line, "T %d %d", &cf->lib_threads, &cf->os_threads);
        } else if (line[0] == 'E') {
            fprintf(stderr, "seed001: %s %dT: %s\n", LIBTITLE[cf->which], cf->threads, line + 2);
            cf->failed = 1;
        } else if (line[0] == 'V') {
            char pg[8], src[8];
            int beta, ms;
            double tot, fpc, d, tmin, tmax, csw;
            long hk;
            if (sscanf(line, "V %7s %d %d %7s %lf %lf %ld %lf %lf %lf %lf", pg, &beta, &ms, src,
                       &tot, &fpc, &hk, &d, &tmin, &tmax, &csw) != 11)
                continue;
            int pgi = strcmp(pg, "huge") == 0 ? P_HUGE : P_4K;
            int si = strcmp(src, "region") == 0 ? S_REGION : S_MMAP;
            for (int v = 0; v < nvar; v++)
                if (var[v].pages == pgi && var[v].beta == beta && var[v].memset == ms &&
                    var[v].source == si) {
                    tot *= (double)calls / var[v].calls;
                    if (cf->nrounds[v] < 64)
                        cf->all[v][cf->nrounds[v]] = tot;
                    cf->nrounds[v]++;
                    if (tot < cf->best[v]) {
                        cf->best[v] = tot;
                        cf->faults[v] = fpc;
                        cf->hk[v] = hk;
                        cf->tmin[v] = tmin;
                        cf->tmax[v] = tmax;
                        cf->csw[v] = csw;
                    }
                    if (isnan(d) || d > cf->diff[v])
                        cf->diff[v] = isnan(d) ? INFINITY : d;
                }
        }
    }
    fclose(in);
    int st;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        if (!cf->failed)
            fprintf(stderr, "seed001: %s %dT: child %s %d\n", LIBTITLE[cf->which], cf->threads,
                    WIFSIGNALED(st) ? "killed by signal" : "exited with",
                    WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
        cf->failed = 1;
    }
}

/* The reference C = A B in double, rounded to float, written to a file. */
static void write_reference(const char *file)
{
    float *a = malloc((size_t)M * K * 8), *b = malloc((size_t)K * N * 8);
    double *c = calloc((size_t)M * N * 2, sizeof(double));
    float *cf = malloc(CBYTES);
    if (!a || !b || !c || !cf)
        die("out of memory");
    fill(a, (size_t)M * K * 2, 0, 1);
    fill(b, (size_t)K * N * 2, 0, 2);
    for (int j = 0; j < N; j++)
        for (int p = 0; p < K; p++) {
            const double br = b[2 * (p + (size_t)j * K)], bi = b[2 * (p + (size_t)j * K) + 1];
            const float *ap = a + 2 * (size_t)p * M;
            double *cp = c + 2 * (size_t)j * M;
            for (int i = 0; i < M; i++) {
                cp[2 * i] += ap[2 * i] * br - ap[2 * i + 1] * bi;
                cp[2 * i + 1] += ap[2 * i] * bi + ap[2 * i + 1] * br;
            }
        }
    for (size_t i = 0; i < (size_t)M * N * 2; i++)
        cf[i] = (float)c[i];
    FILE *f = fopen(file, "wb");
    if (!f || fwrite(cf, 1, CBYTES, f) != CBYTES)
        die("cannot write %s", file);
    fclose(f);
    free(a); free(b); free(c); free(cf);
}

static int copy_file(const char *from, const char *to)
{
    int in = open(from, O_RDONLY), out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0755);
    char buf[1 << 16];
    ssize_t r;
    int ok = in >= 0 && out >= 0;
    while (ok && (r = read(in, buf, sizeof buf)) > 0)
        ok = write(out, buf, (size_t)r) == r;
    if (in >= 0) close(in);
    if (out >= 0) close(out);
    return ok ? 0 : -1;
}

/* ------------------------------------------------------------------ report */

struct report {
    struct config *cf;
    int ncf;
    struct variant *var;
    int nvar;
    int calls, rounds, warmup;
    const char *date, *cpu, *cmd, *cpus, *thp, *defrag, *load0, *load1, *ours_src;
    const char *prefault;
    const char *paths[NLIBS];
    double settle;
};

static const char *conf_name(const struct config *cf, char *buf, size_t len)
{
    if (cf->which == L_OURS)
        snprintf(buf, len, "SteadyBLAS (prefault %s)", cf->prefault ? cf->prefault : "?");
    else
        snprintf(buf, len, "%s", LIBTITLE[cf->which]);
    return buf;
}

/* The configuration and variant asked for; NULL / -1 when not measured. */
static struct config *find_conf(const struct report *r, int which, int threads, int extra)
{
    for (int i = 0; i < r->ncf; i++)
        if (r->cf[i].which == which && r->cf[i].threads == threads && r->cf[i].extra == extra)
            return &r->cf[i];
    return NULL;
}

static int find_var(const struct report *r, int pages, int source, int beta, int ms)
{
    for (int v = 0; v < r->nvar; v++)
        if (r->var[v].pages == pages && r->var[v].source == source && r->var[v].beta == beta &&
            r->var[v].memset == ms)
            return v;
    return -1;
}

static double best_of(const struct report *r, int which, int threads, int extra, int pages,
                      int source, int beta, int ms)
{
    struct config *cf = find_conf(r, which, threads, extra);
    int v = find_var(r, pages, source, beta, ms);
    return cf && v >= 0 && cf->best[v] < 1e30 ? cf->best[v] : -1;
}

static void fmt_s(char *buf, size_t len, double s)
{
    if (s < 0 || s >= 1e30)
        snprintf(buf, len, "-");
    else
        snprintf(buf, len, "%.3f", s);
}

/* "2 MiB", "4 KiB*" (fewer calls measured, scaled), "2 MiB, region" ... */
static void fmt_pages(char *buf, size_t len, const struct report *r, int pages, int source)
{
    int scaled = 0;
    for (int v = 0; v < r->nvar; v++)
        if (r->var[v].pages == pages && r->var[v].source == source && r->var[v].calls != r->calls)
            scaled = 1;
    snprintf(buf, len, "%s%s%s", pages == P_HUGE ? "2 MiB" : "4 KiB", scaled ? "*" : "",
             source == S_REGION ? ", region" : "");
}

static void write_markdown(FILE *f, const struct report *r)
{
    fprintf(f, "## Seed 001: cgemm into freshly mapped output\n\n");
    fprintf(f, "- date: %s\n", r->date);
    fprintf(f, "- CPU: %s; CPUs allowed: %s; load average (1 min) %s at the start, %s at the "
               "end\n", r->cpu, r->cpus, r->load0, r->load1);
    write_invocation(f, r->cmd);
    fprintf(f, "- transparent huge pages: enabled `%s`, defrag `%s`\n", r->thp, r->defrag);
    fprintf(f, "- case: cgemm NN, column-major, m = n = %d, k = %d, alpha = 1, lda = m, "
               "ldb = k, ldc = m; %d calls, each into a fresh C of 8 MiB: mmap'ed per call "
               "(2 MiB aligned, guard pages, MADV_HUGEPAGE or MADV_NOHUGEPAGE) and munmap'ed "
               "after it; A and B allocated once, warm; %d untimed warm-up calls per variant\n",
            M, K, r->calls, r->warmup);
    int any_region = 0, any_scaled = 0;
    for (int v = 0; v < r->nvar; v++) {
        any_region |= r->var[v].source == S_REGION;
        any_scaled |= r->var[v].calls != r->calls;
    }
    if (any_region)
        fprintf(f, "- region rows: the seed program's layout instead: one mapping for all the "
                   "calls, madvised once, call i writing slice i, so every call touches memory "
                   "the process never touched; %.1f s of sleep before each such variant, so "
                   "that a VM guest has reported recently freed memory to its host (mmap rows "
                   "recycle the same physical pages call after call)\n", r->settle);
    fprintf(f, "- seconds: total of the %d calls (memset + cgemm; mmap/munmap not timed), "
               "best of %d interleaved rounds, each (library, threads) in its own process "
               "pinned to the first T CPUs; faults: minor page faults per call (getrusage, "
               "all threads, memset included) in the best round; huge KiB: AnonHugePages of "
               "the last C (of 8192; region: per C); diff: max over rounds of "
               "max|C - ref| / max|ref| (tolerance %.0e)\n", r->calls, r->rounds, TOL);
    if (any_scaled)
        for (int v = 0; v < r->nvar; v++)
            if (r->var[v].calls != r->calls) {
                fprintf(f, "- 4 KiB* rows: %d calls measured per round, the total scaled to %d "
                           "calls (--calls-4k; every fresh 4 KiB page faults)\n",
                        r->var[v].calls, r->calls);
                break;
            }
    for (int l = 0; l < NLIBS; l++) {
        const char *info = NULL;
        for (int i = 0; i < r->ncf && !info; i++)
            if (r->cf[i].which == l && r->cf[i].info[0])
                info = r->cf[i].info;
        if (r->paths[l])
            fprintf(f, "- %s: `%s`%s — %s\n", LIBTITLE[l], r->paths[l],
                    l == L_OURS ? r->ours_src : "", info ? info : "not loaded");
    }
    fprintf(f, "- lib / OS threads: the library's own count (..._get_num_threads) and the "
               "process's threads after the calls\n");
    fprintf(f, "\n| library | threads | lib / OS threads | pages | beta | fresh C (s) | memset C "
               "(s) | fresh / memset | faults/call fresh | faults/call memset | huge KiB fresh "
               "| diff |\n");
    fprintf(f, "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int i = 0; i < r->ncf; i++) {
        const struct config *cf = &r->cf[i];
        char name[128];
        conf_name(cf, name, sizeof name);
        for (int source = 0; source < 2; source++)
            for (int pages = 0; pages < 2; pages++)
                for (int beta = 0; beta < 2; beta++) {
                    int v0 = find_var(r, pages, source, beta, 0);
                    int v1 = find_var(r, pages, source, beta, 1);
                    if (v0 < 0 && v1 < 0)
                        continue;
                    char s0[32], s1[32], ratio[32] = "-", f0[32] = "-", f1[32] = "-",
                         hk[32] = "-", dd[48] = "-", pg[32];
                    double b0 = v0 >= 0 ? cf->best[v0] : -1, b1 = v1 >= 0 ? cf->best[v1] : -1;
                    fmt_s(s0, sizeof s0, b0);
                    fmt_s(s1, sizeof s1, b1);
                    fmt_pages(pg, sizeof pg, r, pages, source);
                    if (b0 > 0 && b0 < 1e30 && b1 > 0 && b1 < 1e30)
                        snprintf(ratio, sizeof ratio, "%.2f", b0 / b1);
                    if (v0 >= 0 && b0 < 1e30) {
                        snprintf(f0, sizeof f0, "%.1f", cf->faults[v0]);
                        if (cf->hk[v0] >= 0)
                            snprintf(hk, sizeof hk, "%ld", cf->hk[v0]);
                    }
                    if (v1 >= 0 && b1 < 1e30)
                        snprintf(f1, sizeof f1, "%.1f", cf->faults[v1]);
                    double d = -1;
                    for (int k = 0; k < 2; k++) {
                        int vi = k ? v1 : v0;
                        if (vi >= 0 && cf->nrounds[vi] &&
                            (cf->diff[vi] > d || isinf(cf->diff[vi])))
                            d = cf->diff[vi];
                    }
                    if (d >= 0)
                        snprintf(dd, sizeof dd, "%.1e%s", d, d > TOL || isinf(d) ? " FAIL" : "");
                    fprintf(f, "| %s | %d | %d / %d | %s | %d | %s | %s | %s | %s | %s | %s | %s "
                               "|\n", name, cf->threads, cf->lib_threads, cf->os_threads, pg,
                            beta, s0, s1, ratio, f0, f1, hk, dd);
                }
    }

    /* Rows the machine disturbed: the best and the worst round more than 1.5x apart. */
    int noisy = 0;
    for (int i = 0; i < r->ncf; i++) {
        const struct config *cf = &r->cf[i];
        for (int v = 0; v < r->nvar; v++) {
            int nr = cf->nrounds[v] < 64 ? cf->nrounds[v] : 64;
            double lo = 1e30, hi = 0;
            for (int k = 0; k < nr; k++) {
                if (cf->all[v][k] < lo) lo = cf->all[v][k];
                if (cf->all[v][k] > hi) hi = cf->all[v][k];
            }
            if (nr < 2 || hi <= 1.5 * lo)
                continue;
            if (!noisy++)
                fprintf(f, "\nNoisy (rounds more than 1.5x apart; the machine was busy, or the "
                           "library's threads waited for CPUs):\n\n");
            char name[128], pg[32];
            conf_name(cf, name, sizeof name);
            fmt_pages(pg, sizeof pg, r, r->var[v].pages, r->var[v].source);
            fprintf(f, "- %s %dT, %s, beta %d, %s C: rounds", name, cf->threads, pg,
                    r->var[v].beta, r->var[v].memset ? "memset" : "fresh");
            for (int k = 0; k < nr; k++)
                fprintf(f, "%s %.3f", k ? "," : "", cf->all[v][k]);
            fprintf(f, " s\n");
        }
    }

    /* The targets of the threads issue, for every kind of fresh C measured. */
    fprintf(f, "\nTargets (SteadyBLAS 2 threads, fresh C, beta = 0; a ratio is SteadyBLAS's "
               "time over the other's):\n\n");
    fprintf(f, "| pages | ratio | SteadyBLAS (s) | other (s) | ratio | target | met |\n");
    fprintf(f, "|---|---|---:|---:|---:|---|---|\n");
    int rows = 0;
    for (int source = 0; source < 2; source++)
        for (int pages = 0; pages < 2; pages++) {
            double ours2 = best_of(r, L_OURS, 2, 0, pages, source, 0, 0);
            if (ours2 < 0)
                continue; /* SteadyBLAS on 2 threads, fresh C, beta 0 not measured */
            struct {
                const char *what;
                double other;
                double limit;
                int strict;
            } t[] = {
                {"vs SteadyBLAS 2 threads, memset C",
                 best_of(r, L_OURS, 2, 0, pages, source, 0, 1), 1.10, 0},
                {"vs SteadyBLAS 1 thread, fresh C",
                 best_of(r, L_OURS, 1, 0, pages, source, 0, 0), 0.55, 0},
                {"vs OpenBLAS 2 threads, memset C",
                 best_of(r, L_OPENBLAS, 2, 0, pages, source, 0, 1), 1.0, 1},
                {"vs BLIS 2 threads, fresh C", best_of(r, L_BLIS, 2, 0, pages, source, 0, 0),
                 1.0, 1},
                {"vs SteadyBLAS 2 threads, prefault off, fresh C (information)",
                 best_of(r, L_OURS, 2, 1, pages, source, 0, 0), -1, 0},
                {"vs OpenBLAS 2 threads, fresh C (information)",
                 best_of(r, L_OPENBLAS, 2, 0, pages, source, 0, 0), -1, 0},
            };
            char pg[32];
            fmt_pages(pg, sizeof pg, r, pages, source);
            for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
                char a[32], b[32], ratio[32] = "-", target[32] = "-", met[16] = "-";
                if (t[i].other < 0)
                    continue;
                fmt_s(a, sizeof a, ours2);
                fmt_s(b, sizeof b, t[i].other);
                double q = ours2 / t[i].other;
                snprintf(ratio, sizeof ratio, "%.2f", q);
                if (t[i].limit > 0) {
                    snprintf(met, sizeof met, "%s",
                             (t[i].strict ? q < t[i].limit : q <= t[i].limit) ? "yes" : "NO");
                    snprintf(target, sizeof target, "%s %.2f", t[i].strict ? "<" : "<=",
                             t[i].limit);
                }
                fprintf(f, "| %s | %s | %s | %s | %s | %s | %s |\n", pg, t[i].what, a, b, ratio,
                        target, met);
                rows++;
            }
        }
    if (!rows)
        fprintf(f, "| - | SteadyBLAS 2 threads, fresh C, beta 0 not measured | | | | | |\n");
}

static void write_csv(FILE *f, const struct report *r)
{
    fprintf(f, "library,prefault,threads,lib_threads,os_threads,pages,source,beta,memset,calls,"
               "measured_calls,rounds,best_total_s,round_totals_s,faults_per_call,huge_kib,"
               "max_reldiff,min_call_s,max_call_s,nivcsw_per_call\n");
    for (int i = 0; i < r->ncf; i++) {
        const struct config *cf = &r->cf[i];
        for (int v = 0; v < r->nvar; v++) {
            const struct variant *va = &r->var[v];
            fprintf(f, "%s,%s,%d,%d,%d,%s,%s,%d,%d,%d,%d,%d,", LIBNAME[cf->which],
                    cf->prefault ? cf->prefault : "", cf->threads, cf->lib_threads,
                    cf->os_threads, PAGENAME[va->pages], SOURCENAME[va->source], va->beta,
                    va->memset, r->calls, va->calls, cf->nrounds[v]);
            if (cf->best[v] < 1e30)
                fprintf(f, "%.6f,", cf->best[v]);
            else
                fprintf(f, ",");
            for (int k = 0; k < cf->nrounds[v] && k < 64; k++)
                fprintf(f, "%s%.4f", k ? ";" : "", cf->all[v][k]);
            if (cf->best[v] < 1e30)
                fprintf(f, ",%.2f,%ld,%.3e,%.6f,%.6f,%.2f\n", cf->faults[v], cf->hk[v],
                        cf->diff[v], cf->tmin[v], cf->tmax[v], cf->csw[v]);
            else
                fprintf(f, ",,,,,,\n");
        }
    }
}

static void usage(void)
{
    fprintf(stderr,
            "usage: seed001 [options]\n"
            "  --threads LIST    thread counts (default 1,2)\n"
            "  --rounds R        rounds, best kept (default 3)\n"
            "  --calls N         calls per variant and round (default 300)\n"
            "  --calls-4k N      calls measured on 4 KiB pages, the total scaled to --calls\n"
            "                    (default 20: a fresh 4 KiB page faults, about 20 us\n"
            "                    each on the project's VMs, and 300 calls would take about\n"
            "                    13 s per variant; 0 = --calls)\n"
            "  --warmup W        untimed calls before each variant (default 5; 4 KiB pages:\n"
            "                    in proportion to --calls-4k, at least 1)\n"
            "  --pages LIST      huge,4k (default both)\n"
            "  --memset LIST     no,yes: caller memsets C before each call (default both)\n"
            "  --beta LIST       0,1 (default 0,1)\n"
            "  --source LIST     where a fresh C comes from (default mmap):\n"
            "                    mmap    a new mapping per call, munmap'ed after it\n"
            "                    region  the seed program's layout: one mapping for all the\n"
            "                            calls (calls x 8 MiB), call i writes slice i\n"
            "  --settle S        seconds of sleep before each region variant (default 3): a\n"
            "                    VM guest reports freed memory to its host after about 2 s, and\n"
            "                    first-touch of memory the host took back costs far more\n"
            "  --all-variants    every combination; by default beta = 1 runs only on huge\n"
            "                    pages from mmap, and region only on huge pages, when the\n"
            "                    lists hold more than one choice\n"
            "  --libs LIST       ours,openblas,blis (default all three)\n"
            "  --prefault MODE   STEADYBLAS_PREFAULT for SteadyBLAS: on, off or auto (default\n"
            "                    auto); unless off, SteadyBLAS also runs with off as an extra\n"
            "                    row at every thread count above 1\n"
            "  --ours PATH       SteadyBLAS (default build/lib/libsteadyblas.so.0; copied to a\n"
            "                    temporary directory at the start)\n"
            "  --openblas PATH   (default /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0)\n"
            "  --blis PATH       (default: Debian's libblis.so.4)\n"
            "  --blis-arch A     BLIS_ARCH_TYPE for BLIS (default skx on an\n"
            "                    AVX-512 CPU, else auto; auto = unset: BLIS's choice)\n"
            "  --timeout S       a child that is silent this long is killed (default 600)\n"
            "  --out DIR         also write DIR/seed001.md and DIR/seed001.csv\n");
    exit(2);
}

static int parse_variants(char *spec, struct variant *var)
{
    char *tok[MAXVAR];
    int n = split(spec, tok, MAXVAR);
    for (int i = 0; i < n; i++) {
        char pg[8];
        if (sscanf(tok[i], "%7[^:]:%d:%d:%d:%d:%d", pg, &var[i].beta, &var[i].memset,
                   &var[i].source, &var[i].calls, &var[i].warmup) != 6 || var[i].calls < 1)
            die("bad variant %s", tok[i]);
        var[i].pages = strcmp(pg, "huge") == 0 ? P_HUGE : P_4K;
    }
    return n;
}

int main(int argc, char **argv)
{
    signal(SIGPIPE, SIG_IGN);
    static char self[4096];
    ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
    if (sl <= 0)
        die("readlink /proc/self/exe: %s", strerror(errno));
    self[sl] = 0;
    g_self = self;

    /* Child mode. */
    if (argc > 2 && strcmp(argv[1], "--child") == 0) {
        struct child_args ca;
        memset(&ca, 0, sizeof ca);
        ca.which = lib_index(argv[2]);
        if (ca.which < 0)
            die("child: unknown library %s", argv[2]);
        for (int i = 3; i + 1 < argc; i += 2) {
            const char *a = argv[i], *v = argv[i + 1];
            if (strcmp(a, "--path") == 0) ca.path = v;
            else if (strcmp(a, "--threads") == 0) ca.threads = atoi(v);
            else if (strcmp(a, "--ref") == 0) ca.ref = v;
            else if (strcmp(a, "--prefault") == 0) ca.prefault = strcmp(v, "-") ? v : NULL;
            else if (strcmp(a, "--blis-arch") == 0) ca.blis_arch = v;
            else if (strcmp(a, "--settle") == 0) ca.settle = atof(v);
            else if (strcmp(a, "--variants") == 0) {
                char spec[VSPEC_LEN];
                snprintf(spec, sizeof spec, "%s", v);
                ca.nvar = parse_variants(spec, ca.var);
            } else die("child: unknown option %s", a);
        }
        if (!ca.path || !ca.ref || ca.threads < 1 || ca.nvar < 1)
            die("child: missing arguments");
        return child_main(&ca);
    }

    char threads_s[128] = "1,2", pages_s[64] = "huge,4k", memset_s[64] = "no,yes",
         beta_s[64] = "0,1", source_s[64] = "mmap", libs_s[128] = "ours,openblas,blis";
    int rounds = 3, calls = 300, calls4k = 20, warmup = 5, all_variants = 0;
    const char *outdir = NULL, *blis_arch = NULL, *prefault = "auto";
    const char *paths[NLIBS] = {lib_default_path(L_OURS), lib_default_path(L_OPENBLAS),
                                lib_default_path(L_BLIS)};

    for (int i = 1; i < argc; i++) {
        const char *v;
#define ARG(name) ((v = opt_value(argc, argv, &i, name)) != NULL)
        if (ARG("--threads")) snprintf(threads_s, sizeof threads_s, "%s", v);
        else if (ARG("--rounds")) rounds = atoi(v);
        else if (ARG("--calls")) calls = atoi(v);
        else if (ARG("--calls-4k")) calls4k = atoi(v);
        else if (ARG("--warmup")) warmup = atoi(v);
        else if (ARG("--pages")) snprintf(pages_s, sizeof pages_s, "%s", v);
        else if (ARG("--memset")) snprintf(memset_s, sizeof memset_s, "%s", v);
        else if (ARG("--beta")) snprintf(beta_s, sizeof beta_s, "%s", v);
        else if (ARG("--libs")) snprintf(libs_s, sizeof libs_s, "%s", v);
        else if (ARG("--prefault")) prefault = v;
        else if (ARG("--ours")) paths[L_OURS] = v;
        else if (ARG("--openblas")) paths[L_OPENBLAS] = v;
        else if (ARG("--blis")) paths[L_BLIS] = v;
        else if (ARG("--blis-arch")) blis_arch = v;
        else if (ARG("--timeout")) req_timeout = atof(v);
        else if (ARG("--out")) outdir = v;
        else if (ARG("--source")) snprintf(source_s, sizeof source_s, "%s", v);
        else if (ARG("--settle")) g_settle = atof(v);
        else if (strcmp(argv[i], "--all-variants") == 0) all_variants = 1;
        else usage();
#undef ARG
    }
    if (calls4k <= 0 || calls4k > calls)
        calls4k = calls;
    if (!blis_arch)
        blis_arch = blis_default_arch();
    unsetenv("SB_BENCH_OB_CORE");
    const char *ob_core = openblas_default_core(paths[L_OPENBLAS]);
    if (ob_core) {
        fprintf(stderr, "seed001: OpenBLAS, OPENBLAS_CORETYPE unset, picks a core without "
                        "AVX-512 on this AVX-512 CPU: running it with %s\n", ob_core);
        setenv("SB_BENCH_OB_CORE", ob_core, 1);
    }
    if (rounds < 1 || rounds > 64 || calls < 1 || warmup < 0)
        usage();
    if (strcmp(prefault, "on") && strcmp(prefault, "off") && strcmp(prefault, "auto"))
        die("--prefault: on, off or auto");

    /* Variants: source x pages x beta x memset, less the combinations left out by default
     * (they would make a full run too long on a 2-CPU machine). */
    char *tok[16];
    int pages[2], npages = 0, betas[2], nbetas = 0, msets[2], nmsets = 0, srcs[2], nsrcs = 0;
    int n = split(source_s, tok, 16);
    for (int i = 0; i < n && nsrcs < 2; i++)
        if (strcmp(tok[i], "mmap") == 0) srcs[nsrcs++] = S_MMAP;
        else if (strcmp(tok[i], "region") == 0) srcs[nsrcs++] = S_REGION;
        else die("--source: mmap or region");
    n = split(pages_s, tok, 16);
    for (int i = 0; i < n && npages < 2; i++)
        if (strcmp(tok[i], "huge") == 0) pages[npages++] = P_HUGE;
        else if (strcmp(tok[i], "4k") == 0) pages[npages++] = P_4K;
        else die("--pages: huge or 4k");
    n = split(beta_s, tok, 16);
    for (int i = 0; i < n && nbetas < 2; i++)
        if (strcmp(tok[i], "0") == 0 || strcmp(tok[i], "1") == 0) betas[nbetas++] = atoi(tok[i]);
        else die("--beta: 0 or 1");
    n = split(memset_s, tok, 16);
    for (int i = 0; i < n && nmsets < 2; i++)
        if (strcmp(tok[i], "no") == 0 || strcmp(tok[i], "yes") == 0)
            msets[nmsets++] = strcmp(tok[i], "yes") == 0;
        else die("--memset: no or yes");
    struct variant var[MAXVAR];
    int nvar = 0;
    for (int q = 0; q < nsrcs; q++)
        for (int p = 0; p < npages; p++) {
            if (srcs[q] == S_REGION && pages[p] == P_4K && !all_variants && npages > 1)
                continue;
            for (int b = 0; b < nbetas; b++) {
                if (betas[b] == 1 && (pages[p] == P_4K || srcs[q] == S_REGION) &&
                    !all_variants && nbetas > 1)
                    continue;
                for (int s = 0; s < nmsets && nvar < MAXVAR; s++) {
                    /* 4 KiB pages: fewer calls, and the warm-up in proportion (at least 1). */
                    int c = pages[p] == P_4K ? calls4k : calls;
                    int w = (int)((long)warmup * c / calls);
                    if (warmup > 0 && w < 1)
                        w = 1;
                    var[nvar++] = (struct variant){pages[p], betas[b], msets[s], srcs[q], c, w};
                }
            }
        }
    if (!nvar)
        die("no variant to run");

    /* Configurations: library x threads, and SteadyBLAS with prefault off above 1 thread. */
    int use[NLIBS] = {0};
    n = split(libs_s, tok, 16);
    for (int i = 0; i < n; i++) {
        int l = lib_index(tok[i]);
        if (l < 0)
            die("unknown library %s (ours, openblas, blis)", tok[i]);
        use[l] = 1;
    }
    int thr[16], nthr = 0;
    n = split(threads_s, tok, 16);
    for (int i = 0; i < n; i++)
        if ((thr[nthr++] = atoi(tok[i])) < 1)
            die("--threads: positive counts");
    static struct config cf[MAXCONF];
    int ncf = 0;
    for (int l = 0; l < NLIBS; l++) {
        if (!use[l])
            continue;
        for (int t = 0; t < nthr && ncf < MAXCONF; t++)
            cf[ncf++] = (struct config){.which = l, .threads = thr[t],
                                        .prefault = l == L_OURS ? prefault : NULL};
        if (l == L_OURS && strcmp(prefault, "off") != 0)
            for (int t = 0; t < nthr && ncf < MAXCONF; t++)
                if (thr[t] > 1)
                    cf[ncf++] = (struct config){.which = l, .threads = thr[t],
                                                .prefault = "off", .extra = 1};
    }
    for (int i = 0; i < ncf; i++)
        for (int v = 0; v < MAXVAR; v++)
            cf[i].best[v] = 1e30;

    char cpus[256];
    allowed_cpus(cpus, sizeof cpus);

    struct stat st;
    if (use[L_OURS] && stat(paths[L_OURS], &st) != 0)
        die("%s: %s", paths[L_OURS], strerror(errno));
    char tmpdir[] = "/tmp/sbseed001.XXXXXX";
    if (!mkdtemp(tmpdir))
        die("mkdtemp: %s", strerror(errno));
    char ref[600], ourcopy[600];
    snprintf(ref, sizeof ref, "%s/ref.bin", tmpdir);
    snprintf(ourcopy, sizeof ourcopy, "%s/libsteadyblas.so.0", tmpdir);
    const char *run_path[NLIBS] = {paths[0], paths[1], paths[2]};
    char ours_src[700] = "";
    if (use[L_OURS]) {
        if (copy_file(paths[L_OURS], ourcopy) != 0) {
            unlink(ourcopy);
            rmdir(tmpdir);
            die("cannot copy %s to %s", paths[L_OURS], ourcopy);
        }
        run_path[L_OURS] = ourcopy;
        char mt[64];
        strftime(mt, sizeof mt, "%Y-%m-%d %H:%M:%S UTC", gmtime(&st.st_mtime));
        snprintf(ours_src, sizeof ours_src, " (built %s, copied at the start)", mt);
    }
    fprintf(stderr, "seed001: computing the reference C...\n");
    write_reference(ref);

    char load0[32], load1[32];
    loadavg(load0, sizeof load0);
    double t_start = now();
    for (int round = 0; round < rounds; round++)
        for (int j = 0; j < ncf; j++) {
            /* Rotate the order each round, so no configuration always follows the same one. */
            struct config *c = &cf[(j + round) % ncf];
            double t0 = now();
            run_child(c, run_path[c->which], ref, calls, var, nvar, blis_arch);
            char name[128];
            fprintf(stderr, "seed001: round %d/%d  %-30s %dT  %5.1f s:", round + 1, rounds,
                    conf_name(c, name, sizeof name), c->threads, now() - t0);
            for (int v = 0; v < nvar; v++)
                if (c->nrounds[v] == round + 1)
                    fprintf(stderr, " %s%s/b%d/%s %.3f", PAGENAME[var[v].pages],
                            var[v].source == S_REGION ? "-region" : "", var[v].beta,
                            var[v].memset ? "ms" : "fresh", c->all[v][round]);
            fprintf(stderr, "\n");
        }
    loadavg(load1, sizeof load1);
    fprintf(stderr, "seed001: %.0f s in all\n", now() - t_start);
    unlink(ref);
    unlink(ourcopy);
    rmdir(tmpdir);

    char date[64], cpu[512], thp[128], defrag[128];
    utc_date(date, sizeof date);
    cpu_model(cpu, sizeof cpu);
    read_line_file("/sys/kernel/mm/transparent_hugepage/enabled", thp, sizeof thp);
    read_line_file("/sys/kernel/mm/transparent_hugepage/defrag", defrag, sizeof defrag);
    char cmd[4096];
    join_args(cmd, sizeof cmd, argc, argv);
    struct report rep = {cf, ncf, var, nvar, calls, rounds, warmup, date, cpu, cmd, cpus, thp,
                         defrag, load0, load1, ours_src, prefault, {NULL, NULL, NULL},
                         g_settle};
    for (int l = 0; l < NLIBS; l++)
        rep.paths[l] = use[l] ? paths[l] : NULL;

    int failed = 0;
    for (int i = 0; i < ncf; i++) {
        failed |= cf[i].failed;
        for (int v = 0; v < nvar; v++)
            if (cf[i].nrounds[v] && !(cf[i].diff[v] <= TOL))
                failed = 1;
    }
    write_markdown(stdout, &rep);
    if (failed)
        printf("\nSome configuration failed or computed a wrong C: see the table and the "
               "messages above.\n");
    if (outdir) {
        FILE *f = open_output(outdir, "seed001.md");
        write_markdown(f, &rep);
        if (failed)
            fprintf(f, "\nSome configuration failed or computed a wrong C.\n");
        fclose(f);
        f = open_output(outdir, "seed001.csv");
        write_csv(f, &rep);
        fclose(f);
        fprintf(stderr, "seed001: wrote %s/seed001.md and %s/seed001.csv\n", outdir, outdir);
    }
    return failed ? 1 : 0;
}
