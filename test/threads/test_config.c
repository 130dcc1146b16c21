/*
 * Configuration: the thread count and pre-fault mode the library takes from its
 * environment and API.  part.mk runs this program once per environment:
 *
 *   test_config threads N   the environment gives N threads: steadyblas_get_num_threads()
 *                           and openblas_get_num_threads() return N; set(5) -> 5,
 *                           openblas_set_num_threads(2) -> 2, set(0) and set(-1) -> N again
 *                           (N = "cpus": the CPUs of the affinity mask)
 *   test_config prefault M  STEADYBLAS_PREFAULT gave mode M (0 off, 1 on, 2 auto);
 *                           steadyblas_set_prefault(m) -> get m for each mode
 *   test_config names       openblas_get_num_procs, openblas_get_parallel, openblas_get_config
 *
 * A threaded dgemm after each setting is checked too (a count must work, not just read back).
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tt.h"

/* OpenBLAS-compatible names (not declared in steadyblas.h) */
void openblas_set_num_threads(int n);
int openblas_get_num_threads(void);
int openblas_get_num_procs(void);
char *openblas_get_config(void);
int openblas_get_parallel(void);

static tt_case gc;
static void *gref;

static void gemm_ok(const char *when)
{
    void *out = tt_out_new(&gc);
    tt_call(&gc, out);
    tt_cmp r = tt_compare(&gc, out, gref, tt_tol(&gc.op, TT_TOL_THREADS));
    free(out);
    tt_check(r.nbad == 0, "dgemm n=300 right %s (%d threads set)%s%s", when,
             steadyblas_get_num_threads(), r.nbad ? ": " : "", r.nbad ? r.where : "");
}

static void env_line(void)
{
    const char *s = getenv("STEADYBLAS_NUM_THREADS"), *o = getenv("OMP_NUM_THREADS"),
               *p = getenv("STEADYBLAS_PREFAULT");
    printf("      environment: STEADYBLAS_NUM_THREADS=%s OMP_NUM_THREADS=%s STEADYBLAS_PREFAULT=%s\n",
           s ? s : "(unset)", o ? o : "(unset)", p ? p : "(unset)");
}

static int affinity_cpus(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return CPU_COUNT(&set);
}

int main(int argc, char **argv)
{
    tt_watchdog(120, "test_config");
    if (argc < 2) {
        fprintf(stderr, "usage: test_config threads N|cpus | prefault M | names\n");
        return 2;
    }
    env_line();
    /* the first query, before any call: what the environment gave */
    const int got0 = steadyblas_get_num_threads();
    const int pf0 = steadyblas_get_prefault();

    tt_op op = {'d', TT_GEMM, CblasColMajor, CblasNoTrans, CblasNoTrans, CblasLeft, CblasUpper,
                CblasNonUnit, 300, 300, 300, 1.0, 0.5, 0, 0, 0};
    tt_case_init(&gc, &op, 77);
    gref = tt_out_new(&gc);
    double complex *nv = NULL;
    tt_call(&gc, gref);
    tt_cmp r = tt_compare_naive(&gc, gref, tt_tol(&op, TT_TOL_NAIVE), &nv);
    free(nv);
    tt_check(r.nbad == 0, "dgemm n=300 with the environment's settings agrees with plain loops");

    if (strcmp(argv[1], "threads") == 0 && argc > 2) {
        const int want = strcmp(argv[2], "cpus") == 0 ? affinity_cpus() : atoi(argv[2]);
        tt_check(got0 == want, "default thread count: steadyblas_get_num_threads() = %d (want %d%s)",
                 got0, want, strcmp(argv[2], "cpus") == 0 ? ", the CPUs of the affinity mask" : "");
        tt_check(openblas_get_num_threads() == want, "openblas_get_num_threads() = %d (want %d)",
                 openblas_get_num_threads(), want);
        steadyblas_set_num_threads(5);
        tt_check(steadyblas_get_num_threads() == 5, "set_num_threads(5): get = %d",
                 steadyblas_get_num_threads());
        tt_check(openblas_get_num_threads() == 5, "set_num_threads(5): openblas_get = %d",
                 openblas_get_num_threads());
        gemm_ok("after set(5)");
        openblas_set_num_threads(2);
        tt_check(steadyblas_get_num_threads() == 2, "openblas_set_num_threads(2): get = %d",
                 steadyblas_get_num_threads());
        gemm_ok("after openblas_set(2)");
        steadyblas_set_num_threads(0);
        tt_check(steadyblas_get_num_threads() == want, "set_num_threads(0): back to the default, "
                 "get = %d (want %d)", steadyblas_get_num_threads(), want);
        steadyblas_set_num_threads(3);
        steadyblas_set_num_threads(-1);
        tt_check(steadyblas_get_num_threads() == want, "set_num_threads(-1): back to the default, "
                 "get = %d (want %d)", steadyblas_get_num_threads(), want);
        gemm_ok("after set(-1)");
        openblas_set_num_threads(1);
        tt_check(openblas_get_num_threads() == 1, "openblas_set_num_threads(1): openblas_get = %d",
                 openblas_get_num_threads());
        gemm_ok("after openblas_set(1)");
    } else if (strcmp(argv[1], "prefault") == 0 && argc > 2) {
        const int want = atoi(argv[2]);
        static const char *names[] = {"off", "on", "auto"};
        tt_check(pf0 == want, "steadyblas_get_prefault() = %d (want %d, %s)", pf0, want,
                 want >= 0 && want <= 2 ? names[want] : "?");
        for (int m = 0; m < 3; m++) {
            steadyblas_set_prefault(m);
            tt_check(steadyblas_get_prefault() == m, "set_prefault(%s): get = %d", names[m],
                     steadyblas_get_prefault());
            steadyblas_set_num_threads(2);
            gemm_ok(names[m]);
        }
        tt_check(STEADYBLAS_PREFAULT_OFF == 0 && STEADYBLAS_PREFAULT_ON == 1 &&
                 STEADYBLAS_PREFAULT_AUTO == 2, "STEADYBLAS_PREFAULT_OFF/ON/AUTO are 0/1/2");
    } else if (strcmp(argv[1], "names") == 0) {
        const long online = sysconf(_SC_NPROCESSORS_ONLN);
        tt_check(openblas_get_num_procs() == online, "openblas_get_num_procs() = %d (online CPUs %ld)",
                 openblas_get_num_procs(), online);
        tt_check(openblas_get_parallel() == 1, "openblas_get_parallel() = %d (want 1, pthreads)",
                 openblas_get_parallel());
        const char *cfg = openblas_get_config();
        tt_check(cfg && strcmp(cfg, steadyblas_get_config()) == 0,
                 "openblas_get_config() is steadyblas_get_config(): \"%s\"", cfg ? cfg : "(null)");
    } else {
        fprintf(stderr, "test_config: unknown mode %s\n", argv[1]);
        return 2;
    }
    return tt_summary("test_config");
}
