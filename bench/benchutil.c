/* Helpers shared by the benchmark drivers; see benchutil.h. */
#define _GNU_SOURCE
#include "benchutil.h"

#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------------ basics */

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", bench_prog);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(2);
}

double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

int split(char *s, char **out, int max)
{
    int n = 0;
    for (char *t = strtok(s, ","); t && n < max; t = strtok(NULL, ","))
        out[n++] = t;
    return n;
}

void fill(void *p, size_t nreal, int dbl, uint64_t seed)
{
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < nreal; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        double v = (double)(s >> 11) * (2.0 / 9007199254740992.0) - 1.0;
        if (dbl)
            ((double *)p)[i] = v;
        else
            ((float *)p)[i] = (float)v;
    }
}

/* ------------------------------------------------------------------ the machine, the run */

void cpu_model(char *buf, size_t len)
{
    snprintf(buf, len, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[512], model[256] = "", fam[32] = "", mod[32] = "";
    while (fgets(line, sizeof line, f)) {
        char *v = strchr(line, ':');
        if (!v)
            continue;
        v++;
        while (*v == ' ')
            v++;
        v[strcspn(v, "\n")] = 0;
        if (!model[0] && strncmp(line, "model name", 10) == 0)
            snprintf(model, sizeof model, "%s", v);
        else if (!fam[0] && strncmp(line, "cpu family", 10) == 0)
            snprintf(fam, sizeof fam, "%s", v);
        else if (!mod[0] && strncmp(line, "model\t", 6) == 0)
            snprintf(mod, sizeof mod, "%s", v);
        if (model[0] && fam[0] && mod[0])
            break;
    }
    fclose(f);
    snprintf(buf, len, "%s (family %s, model %s)", model, fam, mod);
}

void read_line_file(const char *path, char *buf, size_t len)
{
    snprintf(buf, len, "?");
    FILE *f = fopen(path, "r");
    if (f) {
        if (fgets(buf, (int)len, f))
            buf[strcspn(buf, "\n")] = 0;
        fclose(f);
    }
}

void loadavg(char *buf, size_t len)
{
    snprintf(buf, len, "?");
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        double a;
        if (fscanf(f, "%lf", &a) == 1)
            snprintf(buf, len, "%.2f", a);
        fclose(f);
    }
}

void utc_date(char *buf, size_t len)
{
    time_t tt = time(NULL);
    strftime(buf, len, "%Y-%m-%d %H:%M UTC", gmtime(&tt));
}

int allowed_cpus(char *buf, size_t len)
{
    cpu_set_t set;
    size_t l = 0;
    buf[0] = 0;
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        return 0;
    for (int c = 0; c < CPU_SETSIZE && l + 8 < len; c++)
        if (CPU_ISSET(c, &set))
            l += snprintf(buf + l, len - l, "%s%d", l ? "," : "", c);
    return CPU_COUNT(&set);
}

const char *opt_value(int argc, char **argv, int *i, const char *name)
{
    if (strcmp(argv[*i], name) != 0 || *i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

void join_args(char *buf, size_t len, int argc, char **argv)
{
    size_t l = 0;
    buf[0] = 0;
    for (int i = 0; i < argc && l < len - 1; i++)
        l += snprintf(buf + l, len - l, "%s%s", i ? " " : "", argv[i]);
}

void write_invocation(FILE *f, const char *cmd)
{
    const char *inv = getenv("SB_BENCH_INVOKED");
    if (inv && *inv)
        fprintf(f, "- run as: `%s`\n", inv);
    fprintf(f, "- command: `%s`\n", cmd);
}

FILE *open_output(const char *dir, const char *name)
{
    char path[1024];
    mkdir(dir, 0777);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        die("cannot write %s", path);
    return f;
}

/* ------------------------------------------------------------------ child processes */

pid_t fork_or_die(void)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        die("fork: %s", strerror(errno));
    return pid;
}

int wait_readable(int fd, double seconds)
{
    struct pollfd pfd = {fd, POLLIN, 0};
    int pr;
    do
        pr = poll(&pfd, 1, (int)(seconds * 1000));
    while (pr < 0 && errno == EINTR);
    return pr;
}

/* ------------------------------------------------------------------ the libraries */

const char *const LIBNAME[NLIBS] = {"ours", "openblas", "blis"};
const char *const LIBTITLE[NLIBS] = {"SteadyBLAS", "OpenBLAS", "BLIS"};

int lib_index(const char *name)
{
    for (int l = 0; l < NLIBS; l++)
        if (strcmp(name, LIBNAME[l]) == 0)
            return l;
    return -1;
}

static const char *find_blis(void)
{
    static const char *cand[] = {
        "/usr/lib/x86_64-linux-gnu/blis-openmp/libblis.so.4",
        "/usr/lib/x86_64-linux-gnu/blis-pthread/libblis.so.4",
        "/usr/lib/x86_64-linux-gnu/blis-serial/libblis.so.4",
        "/usr/lib/x86_64-linux-gnu/libblis.so.4",
    };
    for (size_t i = 0; i < sizeof cand / sizeof cand[0]; i++)
        if (access(cand[i], R_OK) == 0)
            return cand[i];
    return cand[0];
}

const char *lib_default_path(int which)
{
    return which == L_OURS       ? "build/lib/libsteadyblas.so.0"
           : which == L_OPENBLAS ? "/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0"
                                 : find_blis();
}

void lib_env(int which, int threads)
{
    char t[16];
    snprintf(t, sizeof t, "%d", threads);
    setenv("OMP_NUM_THREADS", t, 1);
    if (which == L_OURS) {
        setenv("STEADYBLAS_NUM_THREADS", t, 1);
    } else if (which == L_OPENBLAS) {
        /* Unset, OpenBLAS picks its best kernels for the CPU (Cooperlake on AVX-512). */
        unsetenv("OPENBLAS_CORETYPE");
        unsetenv("OPENBLAS_L2_SIZE");
        /* a benchmark's own choice (seed001: openblas_default_core) */
        const char *core = getenv("SB_BENCH_OB_CORE");
        if (core && *core)
            setenv("OPENBLAS_CORETYPE", core, 1);
        setenv("OPENBLAS_NUM_THREADS", t, 1);
    } else {
        unsetenv("BLIS_ARCH_TYPE");
        setenv("BLIS_NUM_THREADS", t, 1);
    }
}

void *lib_open(const char *path)
{
    return dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
}

const char *blis_default_arch(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") ? "skx" : "auto";
}

const char *openblas_default_core(const char *path)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f"))
        return NULL;
    int fd[2];
    if (pipe(fd))
        return NULL;
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        lib_env(L_OPENBLAS, 1);
        void *lib = lib_open(path);
        char *(*core)(void) = lib ? (char *(*)(void))dlsym(lib, "openblas_get_corename") : NULL;
        const char *name = core ? core() : "";
        if (write(fd[1], name, strlen(name)) < 0)
            _exit(1);
        _exit(0);
    }
    close(fd[1]);
    char name[64] = "";
    ssize_t got = pid > 0 ? read(fd[0], name, sizeof name - 1) : -1;
    close(fd[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    if (got <= 0)
        return NULL;
    name[got] = 0;
    for (char *p = name; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    if (strstr(name, "skylakex") || strstr(name, "cooperlake") || strstr(name, "sapphire"))
        return NULL;
    return __builtin_cpu_supports("avx512bf16") ? "Cooperlake" : "SkylakeX";
}

void blis_select_arch(void *lib, const char *want)
{
    const char *(*astr)(int) = (const char *(*)(int))dlsym(lib, "bli_arch_string");
    void (*init)(void) = (void (*)(void))dlsym(lib, "bli_init");
    if (want && *want && strcmp(want, "auto") != 0) {
        char id[16] = "";
        if (isdigit((unsigned char)want[0]))
            snprintf(id, sizeof id, "%s", want);
        else if (astr)
            for (int i = 0; i < 128; i++) {
                const char *s = astr(i);
                if (!s)
                    break;
                if (strcmp(s, want) == 0) {
                    snprintf(id, sizeof id, "%d", i);
                    break;
                }
                if (strcmp(s, "generic") == 0)
                    break;
            }
        if (id[0])
            setenv("BLIS_ARCH_TYPE", id, 1);
        else
            fprintf(stderr, "%s: BLIS knows no architecture %s; using its default\n", bench_prog,
                    want);
    }
    if (init)
        init();
}

int lib_num_threads(void *lib, int which)
{
    static const char *const sym[NLIBS] = {"steadyblas_get_num_threads",
                                           "openblas_get_num_threads",
                                           "bli_thread_get_num_threads"};
    int (*gt)(void) = which >= 0 && which < NLIBS ? (int (*)(void))dlsym(lib, sym[which]) : NULL;
    return gt ? gt() : -1;
}

size_t lib_describe(void *lib, int which, char *buf, size_t len)
{
    buf[0] = 0;
    if (which == L_OURS) {
        const char *(*cfg)(void) = (const char *(*)(void))dlsym(lib, "steadyblas_get_config");
        snprintf(buf, len, "%s", cfg ? cfg() : "?");
    } else if (which == L_OPENBLAS) {
        char *(*cfg)(void) = (char *(*)(void))dlsym(lib, "openblas_get_config");
        char *(*core)(void) = (char *(*)(void))dlsym(lib, "openblas_get_corename");
        snprintf(buf, len, "%s; core %s", cfg ? cfg() : "?", core ? core() : "?");
    } else if (which == L_BLIS) {
        const char *(*ver)(void) = (const char *(*)(void))dlsym(lib, "bli_info_get_version_str");
        int (*qid)(void) = (int (*)(void))dlsym(lib, "bli_arch_query_id");
        const char *(*astr)(int) = (const char *(*)(int))dlsym(lib, "bli_arch_string");
        snprintf(buf, len, "BLIS %s; arch %s", ver ? ver() : "?",
                 qid && astr ? astr(qid()) : "?");
    }
    char *p = buf;
    for (; *p; p++)
        if (*p == '\n' || *p == '|')
            *p = ' ';
    return (size_t)(p - buf);
}
