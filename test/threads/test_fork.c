/*
 * fork() in a program that used the pool: the child must be able to call BLAS.
 *
 *   - the parent runs a threaded dgemm (n = 400, 4 threads) so the pool exists, then forks;
 *     the child runs a threaded dgemm, a 1-thread dgemm and a threaded zgemm, checks them
 *     against references computed before the fork, calls steadyblas_release_buffers(),
 *     and exits with its status; the parent waits with a timeout (a deadlock in the child
 *     fails the test instead of hanging it) and calls BLAS again after every fork;
 *   - repeated (several forks), and nested (the child forks a grandchild after using its
 *     own pool);
 *   - fork while another user thread of the parent is inside threaded calls (the pool is
 *     busy at the moment of the fork): the child must still finish, correctly.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tt.h"

enum { NF = 400 };
static tt_case cd, cz;     /* dgemm and zgemm n = 400 */
static void *refd, *refz;  /* their results on one thread */
static const double TOLF = TT_TOL_THREADS;
static int verbose_child;

/* 0 when out is right */
static int check_call(tt_case *c, void *ref, int nthreads, const char *who, char *msg, size_t len)
{
    void *out = tt_out_new(c);
    steadyblas_set_num_threads(nthreads);
    tt_call(c, out);
    tt_cmp r = tt_compare(c, out, ref, tt_tol(&c->op, TOLF));
    free(out);
    if (r.nbad) snprintf(msg, len, "%s, %d threads: %ld bad; %s", who, nthreads, r.nbad, r.where);
    return r.nbad != 0;
}

/* what a child does; returns its exit status (0 good, 10+ which check failed) */
static int child_work(int depth, const char *who)
{
    char msg[300];
    signal(SIGALRM, SIG_DFL);
    alarm(30);   /* a child that hangs is killed by its own alarm too */
    if (check_call(&cd, refd, 4, who, msg, sizeof msg)) { fprintf(stderr, "child: %s\n", msg); return 10; }
    if (verbose_child)
        printf("      (%s: %d threads in the process after its threaded dgemm)\n", who, tt_task_count());
    if (check_call(&cd, refd, 1, who, msg, sizeof msg)) { fprintf(stderr, "child: %s\n", msg); return 11; }
    if (check_call(&cz, refz, 3, who, msg, sizeof msg)) { fprintf(stderr, "child: %s\n", msg); return 12; }
    steadyblas_release_buffers();
    if (check_call(&cd, refd, 2, who, msg, sizeof msg)) { fprintf(stderr, "child: %s\n", msg); return 13; }
    if (depth > 0) {
        pid_t p = fork();
        if (p == 0) _exit(child_work(depth - 1, "grandchild"));
        if (p < 0) return 14;
        int st;
        if (waitpid(p, &st, 0) != p) return 15;
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            fprintf(stderr, "child: grandchild status %d\n", st);
            return 16;
        }
        if (check_call(&cd, refd, 4, "child after its fork", msg, sizeof msg)) {
            fprintf(stderr, "child: %s\n", msg);
            return 17;
        }
    }
    return 0;
}

/* wait for pid at most `secs` seconds; kills it on timeout. Returns a description. */
static int wait_child(pid_t pid, double secs, char *msg, size_t len)
{
    double t0 = tt_now();
    for (;;) {
        int st;
        pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid) {
            if (WIFEXITED(st)) {
                snprintf(msg, len, "exit status %d", WEXITSTATUS(st));
                return WEXITSTATUS(st) == 0;
            }
            if (WIFSIGNALED(st)) {
                snprintf(msg, len, "killed by signal %d (%s)%s", WTERMSIG(st),
                         strsignal(WTERMSIG(st)),
                         WTERMSIG(st) == SIGALRM ? ": its 30 s alarm, a deadlock" : "");
                return 0;
            }
        } else if (r < 0 && errno != EINTR) {
            snprintf(msg, len, "waitpid: %s", strerror(errno));
            return 0;
        }
        if (tt_now() - t0 > secs) {
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            snprintf(msg, len, "no exit after %.0f s: killed (deadlock in the child?)", secs);
            return 0;
        }
        struct timespec ts = {0, 5000000};
        nanosleep(&ts, NULL);
    }
}

static volatile int busy_stop;
static long busy_calls, busy_bad;
static void *busy_thread(void *arg)
{
    (void)arg;
    void *out = tt_out_new(&cd);
    /* compare one result in four, so that the pool is busy most of the time */
    while (!__atomic_load_n(&busy_stop, __ATOMIC_RELAXED)) {
        tt_out_reset(&cd, out);
        tt_call(&cd, out);
        if (busy_calls++ % 4 == 0) {
            tt_cmp r = tt_compare(&cd, out, refd, tt_tol(&cd.op, TOLF));
            if (r.nbad) busy_bad++;
        }
    }
    free(out);
    return NULL;
}

int main(void)
{
    tt_watchdog(300, "test_fork");
    printf("test_fork: fork() after the pool has run\n");
    tt_op od = {'d', TT_GEMM, CblasColMajor, CblasNoTrans, CblasTrans, CblasLeft, CblasUpper,
                CblasNonUnit, NF, NF, NF, 1.0, 0.5, 0, 0, 0};
    tt_op oz = {'z', TT_GEMM, CblasRowMajor, CblasConjTrans, CblasNoTrans, CblasLeft, CblasUpper,
                CblasNonUnit, 300, 250, 200, 1.0 - 0.5 * I, 0.0, 0, 0, 0};
    tt_case_init(&cd, &od, 1);
    tt_case_init(&cz, &oz, 2);
    steadyblas_set_num_threads(1);
    refd = tt_out_new(&cd);
    tt_call(&cd, refd);
    refz = tt_out_new(&cz);
    tt_call(&cz, refz);
    double complex *nv = NULL;
    tt_cmp r = tt_compare_naive(&cd, refd, tt_tol(&od, TT_TOL_NAIVE), &nv);
    free(nv);
    tt_check(r.nbad == 0, "1-thread dgemm n=400 agrees with plain loops (max rel %.2g)", r.maxrel);

    char msg[300];
    int bad = check_call(&cd, refd, 4, "parent before fork", msg, sizeof msg);
    tt_check(!bad, "parent: threaded dgemm n=400 (4 threads) right%s%s", bad ? ": " : "", bad ? msg : "");
    const int tasks = tt_task_count();
    tt_check(tasks >= 2, "the pool exists before the fork: %d threads in the process", tasks);

    /* plain forks, one after the other, parent calling BLAS between them */
    int fork_ok = 0, parent_ok = 0, nforked = 0;
    const int NFORK = 4;
    for (int f = 0; f < NFORK; f++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            verbose_child = f == 0;
            int st = child_work(f == NFORK - 1 ? 1 : 0, "child");
            fflush(stdout);
            _exit(st);
        }
        if (pid < 0) { tt_check(0, "fork: %s", strerror(errno)); break; }
        int ok = wait_child(pid, 40, msg, sizeof msg);
        if (ok) fork_ok++;
        else tt_check(0, "fork %d%s: child %s", f + 1, f == NFORK - 1 ? " (nested)" : "", msg);
        char pm[300];
        nforked++;
        if (!check_call(&cd, refd, 4, "parent after fork", pm, sizeof pm) &&
            !check_call(&cz, refz, 2, "parent after fork", pm, sizeof pm))
            parent_ok++;
        else tt_check(0, "parent after fork %d: %s", f + 1, pm);
        if (!ok) break;   /* one failure says it; do not wait out more timeouts */
    }
    tt_check(fork_ok == NFORK, "%d of %d children (the last one forking a grandchild too) ran "
             "threaded and 1-thread dgemm, zgemm and release_buffers correctly and exited 0",
             fork_ok, NFORK);
    tt_check(parent_ok == nforked, "%d of %d times the parent's threaded calls after the fork "
             "were right", parent_ok, nforked);

    /* fork while another thread is inside threaded calls */
    steadyblas_set_num_threads(4);
    pthread_t bt;
    pthread_create(&bt, NULL, busy_thread, NULL);
    int busy_ok = 0;
    const int NBUSY = 10;
    for (int f = 0; f < NBUSY; f++) {
        struct timespec ts = {0, 3000000 + 1300000 * f};
        nanosleep(&ts, NULL);
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) _exit(child_work(0, "child forked while the pool was busy"));
        if (pid < 0) { tt_check(0, "fork: %s", strerror(errno)); break; }
        int ok = wait_child(pid, 40, msg, sizeof msg);
        if (ok) busy_ok++;
        else tt_check(0, "fork %d while another thread ran threaded dgemm: child %s", f + 1, msg);
        if (!ok) break;
    }
    __atomic_store_n(&busy_stop, 1, __ATOMIC_RELAXED);
    pthread_join(bt, NULL);
    tt_check(busy_ok == NBUSY, "%d of %d children forked while another thread was in a threaded "
             "dgemm finished correctly", busy_ok, NBUSY);
    tt_check(busy_calls > 0 && busy_bad == 0, "the busy parent thread's %ld threaded dgemm calls "
             "were right (%ld bad of the %ld compared)", busy_calls, busy_bad, (busy_calls + 3) / 4);
    return tt_summary("test_fork");
}
