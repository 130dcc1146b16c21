/*
 * Concurrency: 8 user threads at once, each running a loop of mixed level-3 calls (s/d/c/z
 * GEMM, SYRK lower and upper, TRSM, TRMM, SYMM; sizes 1 .. 400; tall, wide, transposed,
 * both CBLAS layouts) while the library is set to 4 threads — on a 2-CPU machine too, so
 * the pool is oversubscribed and user calls collide with each other's parallel regions.
 *
 *   - every result is compared, element by element, with a reference computed beforehand
 *     by the same call on one thread (steadyblas_set_num_threads(1)), which is itself
 *     checked against plain loops; bytes the call must not write (padding, the other
 *     triangle of SYRK, a tail after the buffer) must be unchanged;
 *   - phase 2: the same while the main thread keeps changing the thread count (1..4) and
 *     one user thread calls steadyblas_release_buffers() now and then;
 *   - the pool exists (more threads in /proc/self/task than the user threads).
 *
 * Usage: test_concurrency [passes [max_size]]   (defaults 12 400; the TSan run uses less)
 */
#define _GNU_SOURCE
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tt.h"

enum { NUSER = 8 };

#define C CblasColMajor
#define R CblasRowMajor
#define N CblasNoTrans
#define T CblasTrans
#define H CblasConjTrans
#define L CblasLeft
#define RT CblasRight
#define UP CblasUpper
#define LO CblasLower
#define NU CblasNonUnit
#define UN CblasUnit

/* {type, rout, layout, ta, tb, side, uplo, diag, m, n, k, alpha, beta} */
static const tt_op JOBS[] = {
    {'d', TT_GEMM, C, N, N, L, UP, NU, 1, 1, 1, 1.5, 0.5, 0, 0, 0},
    {'d', TT_GEMM, C, N, N, L, UP, NU, 7, 5, 3, -1.0, 0.0, 0, 0, 0},
    {'d', TT_GEMM, R, N, T, L, UP, NU, 150, 170, 160, 1.0, 1.0, 0, 0, 0},
    {'d', TT_GEMM, C, T, N, L, UP, NU, 400, 64, 300, 0.75, -0.5, 0, 0, 0},
    {'d', TT_GEMM, R, T, T, L, UP, NU, 64, 400, 300, 1.0, 0.0, 0, 0, 0},
    {'d', TT_GEMM, C, N, N, L, UP, NU, 300, 300, 300, 1.0, 1.0, 0, 0, 0},
    {'d', TT_GEMM, C, N, T, L, UP, NU, 400, 400, 200, -0.5, 2.0, 0, 0, 0},
    {'d', TT_GEMM, C, N, N, L, UP, NU, 399, 5, 400, 1.0, 0.0, 0, 0, 0},
    {'s', TT_GEMM, C, N, N, L, UP, NU, 400, 400, 400, 1.0, 0.5, 0, 0, 0},
    {'s', TT_GEMM, R, T, N, L, UP, NU, 333, 123, 257, -1.0, 1.0, 0, 0, 0},
    {'s', TT_GEMM, C, N, N, L, UP, NU, 2, 300, 2, 1.0, 0.0, 0, 0, 0},
    {'z', TT_GEMM, C, N, N, L, UP, NU, 200, 200, 200, 0.7 - 0.3 * I, 0.5 + 0.5 * I, 0, 0, 0},
    {'z', TT_GEMM, R, H, T, L, UP, NU, 150, 250, 100, 1.0, 0.0, 0, 0, 0},
    {'z', TT_GEMM, C, N, H, L, UP, NU, 33, 17, 400, -1.0 + 1.0 * I, 1.0, 0, 0, 0},
    {'c', TT_GEMM, C, T, N, L, UP, NU, 300, 200, 150, 1.0, 0.25, 0, 0, 0},
    {'c', TT_GEMM, R, N, N, L, UP, NU, 17, 400, 31, 0.5 * I, 0.0, 0, 0, 0},
    {'c', TT_GEMM, C, H, H, L, UP, NU, 257, 255, 129, 1.0, -1.0 * I, 0, 0, 0},
    {'d', TT_SYRK, C, N, N, L, LO, NU, 0, 300, 200, 1.0, 0.5, 0, 0, 0},
    {'d', TT_SYRK, R, T, N, L, UP, NU, 0, 400, 100, -1.0, 1.0, 0, 0, 0},
    {'d', TT_SYRK, C, N, N, L, UP, NU, 0, 5, 3, 1.0, 0.0, 0, 0, 0},
    {'s', TT_SYRK, C, T, N, L, LO, NU, 0, 350, 300, 1.0, 1.0, 0, 0, 0},
    {'s', TT_SYRK, C, N, N, L, UP, NU, 0, 400, 64, 0.5, 0.0, 0, 0, 0},
    {'s', TT_SYRK, R, N, N, L, LO, NU, 0, 250, 300, 1.0, -1.0, 0, 0, 0},
    {'d', TT_TRSM, C, N, N, L, LO, NU, 300, 200, 0, 1.0, 0, 0, 0, 0},
    {'d', TT_TRSM, R, T, N, RT, UP, UN, 200, 300, 0, -2.0, 0, 0, 0, 0},
    {'d', TT_TRSM, C, T, N, L, UP, NU, 400, 50, 0, 1.0, 0, 0, 0, 0},
    {'d', TT_TRSM, C, N, N, RT, LO, UN, 64, 400, 0, 0.5, 0, 0, 0, 0},
    {'d', TT_TRMM, C, N, N, L, UP, NU, 300, 300, 0, 1.0, 0, 0, 0, 0},
    {'d', TT_TRMM, R, T, N, RT, LO, UN, 250, 200, 0, -1.0, 0, 0, 0, 0},
    {'d', TT_TRMM, C, N, N, RT, UP, NU, 7, 400, 0, 2.0, 0, 0, 0, 0},
    {'d', TT_SYMM, C, N, N, L, UP, NU, 300, 250, 0, 1.0, 0.5, 0, 0, 0},
    {'d', TT_SYMM, R, N, N, RT, LO, NU, 200, 300, 0, -1.0, 0.0, 0, 0, 0},
    {'d', TT_SYMM, C, N, N, L, LO, NU, 1, 1, 0, 1.0, 1.0, 0, 0, 0},
};
enum { NJOBS = sizeof JOBS / sizeof JOBS[0] };

static tt_case cases[NJOBS];
static void *refs[NJOBS];
static int passes = 12;
static double tol_factor = TT_TOL_THREADS;

typedef struct {
    int id;
    int passes;
    int release_now_and_then;
    long calls, bad, nonbitwise;
    char first_bad[200];
} user_t;

static void *user_thread(void *arg)
{
    user_t *u = arg;
    void *out[NJOBS];
    for (int j = 0; j < NJOBS; j++) out[j] = tt_out_new(&cases[j]);
    uint64_t s = 0x1234 + (uint64_t)u->id * 7919;
    int order[NJOBS];
    for (int p = 0; p < u->passes; p++) {
        /* a different order in every thread and pass */
        for (int j = 0; j < NJOBS; j++) order[j] = j;
        for (int j = NJOBS - 1; j > 0; j--) {
            int r = (int)(tt_rand(&s) % (uint64_t)(j + 1)), t = order[j];
            order[j] = order[r], order[r] = t;
        }
        for (int q = 0; q < NJOBS; q++) {
            const int j = order[q];
            tt_out_reset(&cases[j], out[j]);
            tt_call(&cases[j], out[j]);
            tt_cmp r = tt_compare(&cases[j], out[j], refs[j], tt_tol(&cases[j].op, tol_factor));
            u->calls++;
            if (!r.bitwise) u->nonbitwise++;
            if (r.nbad) {
                if (u->bad == 0)
                    snprintf(u->first_bad, sizeof u->first_bad, "pass %d: %ld bad elements, %s",
                             p, r.nbad, r.where);
                u->bad++;
            }
            if (u->release_now_and_then && (q % 7) == 0) steadyblas_release_buffers();
        }
    }
    for (int j = 0; j < NJOBS; j++) free(out[j]);
    return NULL;
}

static volatile int phase_running;
static int max_tasks;

static int run_phase(const char *name, int np, int toggle)
{
    user_t users[NUSER];
    pthread_t th[NUSER];
    memset(users, 0, sizeof users);
    phase_running = 1;
    double t0 = tt_now();
    for (int i = 0; i < NUSER; i++) {
        users[i].id = i + (toggle ? 100 : 0);
        users[i].passes = np;
        users[i].release_now_and_then = toggle && i == 3;
        if (pthread_create(&th[i], NULL, user_thread, &users[i]) != 0) {
            tt_check(0, "%s: pthread_create", name);
            return 1;
        }
    }
    if (toggle) {
        /* change the thread count while the user threads run; join them as they end */
        static const int counts[] = {1, 3, 2, 4, 1, 4, 2, 3};
        int done = 0;
        for (long it = 0; done < NUSER; it++) {
            steadyblas_set_num_threads(counts[it % 8]);
            int t = tt_task_count();
            if (t > max_tasks) max_tasks = t;
            struct timespec ts = {0, 2000000};
            nanosleep(&ts, NULL);
            done = 0;
            for (int i = 0; i < NUSER; i++) {
                if (th[i] && pthread_tryjoin_np(th[i], NULL) == 0) th[i] = 0;
                if (!th[i]) done++;
            }
        }
        steadyblas_set_num_threads(4);
    } else {
        /* sample the number of threads a few times while the users run */
        for (int i = 0; i < NUSER; i++) {
            while (pthread_tryjoin_np(th[i], NULL) != 0) {
                int t = tt_task_count();
                if (t > max_tasks) max_tasks = t;
                struct timespec ts = {0, 5000000};
                nanosleep(&ts, NULL);
            }
        }
    }
    double secs = tt_now() - t0;
    long calls = 0, bad = 0, nonbit = 0;
    const char *first = NULL;
    for (int i = 0; i < NUSER; i++) {
        calls += users[i].calls, bad += users[i].bad, nonbit += users[i].nonbitwise;
        if (users[i].bad && !first) first = users[i].first_bad;
    }
    tt_check(calls == (long)NUSER * np * NJOBS, "%s: %d user threads made %ld calls (want %ld)",
             name, NUSER, calls, (long)NUSER * np * NJOBS);
    tt_check(bad == 0, "%s: every result equals the 1-thread reference within tolerance, and "
             "nothing outside the output region changed: %ld bad calls%s%s", name, bad,
             first ? "; first: " : "", first ? first : "");
    printf("      %s: %ld of %ld results not bitwise equal to the 1-thread reference "
           "(allowed); %.2f s\n", name, nonbit, calls, secs);
    return 0;
}

int main(int argc, char **argv)
{
    int max_size = 400;
    if (argc > 1) passes = atoi(argv[1]);
    if (argc > 2) max_size = atoi(argv[2]);
    if (passes < 1) passes = 1;
    tt_watchdog(argc > 1 ? 1800 : 300, "test_concurrency");
    printf("test_concurrency: %d user threads x %d passes x %d calls (sizes up to %d), "
           "library threads 4\n", NUSER, passes, NJOBS, max_size);

    /* references on one thread, checked against plain loops */
    steadyblas_set_num_threads(1);
    tt_check(steadyblas_get_num_threads() == 1, "set_num_threads(1): get gives %d",
             steadyblas_get_num_threads());
    int naive_bad = 0;
    for (int j = 0; j < NJOBS; j++) {
        tt_op op = JOBS[j];
        if (op.m > max_size) op.m = max_size;
        if (op.n > max_size) op.n = max_size;
        if (op.k > max_size) op.k = max_size;
        tt_case_init(&cases[j], &op, (uint64_t)j + 1);
        refs[j] = tt_out_new(&cases[j]);
        tt_call(&cases[j], refs[j]);
        double complex *nv = NULL;
        tt_cmp r = tt_compare_naive(&cases[j], refs[j], tt_tol(&op, TT_TOL_NAIVE), &nv);
        free(nv);
        if (r.nbad) {
            naive_bad++;
            tt_check(0, "1-thread reference vs plain loops: %s (max rel %.3g)", r.where, r.maxrel);
        }
    }
    tt_check(naive_bad == 0, "all %d 1-thread references agree with plain loops", NJOBS);

    steadyblas_set_num_threads(4);
    tt_check(steadyblas_get_num_threads() == 4, "set_num_threads(4): get gives %d",
             steadyblas_get_num_threads());
    const int tasks0 = tt_task_count();
    run_phase("phase 1 (4 library threads)", passes, 0);
    tt_check(max_tasks > tasks0 + NUSER, "the pool ran: up to %d threads in the process while "
             "%d user threads ran (main + users = %d)", max_tasks, NUSER, tasks0 + NUSER);
    run_phase("phase 2 (thread count changing 1..4, release_buffers)",
              passes / 2 > 0 ? passes / 2 : 1, 1);

    for (int j = 0; j < NJOBS; j++) {
        free(refs[j]);
        tt_case_free(&cases[j]);
    }
    return tt_summary("test_concurrency");
}
