/* Helpers shared by the benchmark drivers (bench.c, seed001.c): messages, timing and
 * inputs; the machine's description for the reports; and the three libraries compared —
 * where they are, the environment each reads, how each is loaded and identified. */
#ifndef SB_BENCH_BENCHUTIL_H
#define SB_BENCH_BENCHUTIL_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* ------------------------------------------------------------------ basics */

/* The driver's name, the prefix of its messages ("bench"): each driver defines it. */
extern const char bench_prog[];

/* "<bench_prog>: <message>" on stderr, then exit status 2. */
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Seconds on CLOCK_MONOTONIC. */
double now(void);

/* Splits a comma-separated list in place; returns the count (at most max). */
int split(char *s, char **out, int max);

/* Deterministic inputs in [-1, 1]: nreal doubles (dbl) or floats, the same for a seed in
 * every process and every driver. */
void fill(void *p, size_t nreal, int dbl, uint64_t seed);

/* ------------------------------------------------------------------ the machine, the run */

/* "model name (family F, model M)" from /proc/cpuinfo; "unknown" without it. */
void cpu_model(char *buf, size_t len);

/* The first line of a file, without its newline; "?" when it cannot be read. */
void read_line_file(const char *path, char *buf, size_t len);

/* The 1-minute load average, "%.2f"; "?" when unknown. */
void loadavg(char *buf, size_t len);

/* The current date, "YYYY-MM-DD HH:MM UTC". */
void utc_date(char *buf, size_t len);

/* The CPUs this process may run on, "0,1,..." (empty when unknown); returns their count
 * (0 when unknown). */
int allowed_cpus(char *buf, size_t len);

/* In a loop over the arguments: when argv[*i] is the option `name` and a value follows it,
 * that value, with *i moved onto it; otherwise NULL. */
const char *opt_value(int argc, char **argv, int *i, const char *name);

/* The command line, arguments separated by one space. */
void join_args(char *buf, size_t len, int argc, char **argv);

/* Report lines "- run as: `$SB_BENCH_INVOKED`" (when set) and "- command: `cmd`". */
void write_invocation(FILE *f, const char *cmd);

/* DIR/NAME opened for writing (DIR created when missing); dies when it cannot be. */
FILE *open_output(const char *dir, const char *name);

/* ------------------------------------------------------------------ child processes */

/* fork() after flushing every stdio stream (so that nothing buffered is written twice);
 * dies when it fails. */
pid_t fork_or_die(void);

/* poll() for input on fd, retried on EINTR: > 0 readable (or closed), 0 after `seconds`. */
int wait_readable(int fd, double seconds);

/* ------------------------------------------------------------------ the libraries */

enum { L_OURS, L_OPENBLAS, L_BLIS, NLIBS };
extern const char *const LIBNAME[NLIBS];  /* "ours", "openblas", "blis" */
extern const char *const LIBTITLE[NLIBS]; /* "SteadyBLAS", "OpenBLAS", "BLIS" */

/* The index of a name of LIBNAME; -1 for any other. */
int lib_index(const char *name);

/* Where each library is by default: SteadyBLAS built in this tree, Debian's OpenBLAS
 * (pthread) and the first of Debian's BLIS builds that is installed. */
const char *lib_default_path(int which);

/* Sets the thread count the library reads from its environment (and OMP_NUM_THREADS) and
 * unsets what would otherwise change its choice of kernels (OpenBLAS: OPENBLAS_CORETYPE,
 * OPENBLAS_L2_SIZE, so it picks its best for the CPU; BLIS: BLIS_ARCH_TYPE, see
 * blis_select_arch).  In the process that loads the library, before it does. */
void lib_env(int which, int threads);

/* dlopen with RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND: every library keeps its own symbols. */
void *lib_open(const char *path);

/* BLIS 0.9 reads BLIS_ARCH_TYPE as a number (its arch_t id) once, when it initialises — on
 * the first call, not at load — and querying the arch before that aborts.  So after loading
 * BLIS: find the id whose name is `want` (bli_arch_string; "generic" is the last id; a
 * number is taken as it is), set BLIS_ARCH_TYPE, then initialise BLIS (bli_init).  want
 * NULL, empty or "auto": BLIS's own choice. */
void blis_select_arch(void *lib, const char *want);

/* The benchmarks' default for BLIS's architecture: "skx" on a CPU with AVX-512 (BLIS 0.9
 * does not know Zen 5 and would run its generic C kernels there; skx is its best AVX-512
 * set), "auto" (BLIS's own choice) on any other CPU, where skx would not run (BLIS 0.9
 * knows Zen 1-3 and Haswell-class CPUs). */
const char *blis_default_arch(void);

/* The benchmarks' default for OpenBLAS's core: NULL (OPENBLAS_CORETYPE unset: its own
 * choice, Cooperlake on Zen 4/5) unless, unset, the OpenBLAS at path picks a core without
 * AVX-512 on a CPU that has it (Debian's 0.3.21 does not know Intel's model 0xcf and falls
 * back to Prescott, its SSE3 kernels): then "Cooperlake" (AVX-512 BF16) or "SkylakeX", its
 * best set the CPU runs.  The unset choice is read in a child process (OpenBLAS reads its
 * environment once, when it loads). */
const char *openblas_default_core(const char *path);

/* The library's own thread count (..._get_num_threads); -1 when it has none. */
int lib_num_threads(void *lib, int which);

/* The library's description, on one line without '|': SteadyBLAS its configuration,
 * OpenBLAS its configuration and core, BLIS its version and arch (empty for which < 0).
 * Returns its length. */
size_t lib_describe(void *lib, int which, char *buf, size_t len);

#endif
