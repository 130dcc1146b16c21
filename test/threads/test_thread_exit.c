/*
 * Thread exit: 10,000 short-lived user threads (created and joined in batches of 4), each
 * making one level-3 call that takes packing buffers (dgemm n = 64 and n = 300, zgemm
 * n = 100), most with the library set to 1 thread, some batches with 2 (the pool runs):
 *
 *   - every result is right (compared with the same call made once beforehand);
 *   - the buffer cache does not grow with the number of threads that have come and gone:
 *     steadyblas_buffer_stats().bytes_held after 100 threads and after 10,000 differ by
 *     at most 4 MiB, and the process RSS (/proc/self/statm) grows by at most 64 MiB;
 *   - steadyblas_release_buffers() afterwards brings bytes_held to 0 (main thread's and
 *     the idle pool's buffers returned).
 *
 * Usage: test_thread_exit [threads]   (default 10000)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tt.h"

enum { BATCH = 4 };
static tt_case cases[3];
static void *refs[3];
static long nbad, ncalls;
static char first_bad[240];
static pthread_mutex_t bad_lock = PTHREAD_MUTEX_INITIALIZER;

static void *body(void *arg)
{
    const tt_case *c = arg;
    const int j = (int)(c - cases);
    void *out = tt_out_new(c);
    tt_call(c, out);
    tt_cmp r = tt_compare(c, out, refs[j], tt_tol(&c->op, TT_TOL_THREADS));
    free(out);
    __atomic_add_fetch(&ncalls, 1, __ATOMIC_RELAXED);
    if (r.nbad) {
        pthread_mutex_lock(&bad_lock);
        if (!nbad++) snprintf(first_bad, sizeof first_bad, "%s", r.where);
        pthread_mutex_unlock(&bad_lock);
    }
    return NULL;
}

static uint64_t held(void)
{
    steadyblas_buffer_stats_t s;
    steadyblas_buffer_stats(&s);
    return s.bytes_held;
}

/* which call thread number i makes, and with how many library threads its batch runs */
static int which_case(long i) { return i % 10 == 0 ? 1 : i % 7 == 3 ? 2 : 0; }
static int batch_threads(long i) { return (i / BATCH) % 125 == 12 ? 2 : 1; }

static int run_threads(long from, long to)
{
    for (long i = from; i < to; i += BATCH) {
        steadyblas_set_num_threads(batch_threads(i));
        pthread_t th[BATCH];
        int nb = 0;
        for (long t = i; t < i + BATCH && t < to; t++) {
            if (pthread_create(&th[nb], NULL, body, &cases[which_case(t)]) != 0) {
                tt_check(0, "pthread_create failed at thread %ld", t);
                return 1;
            }
            nb++;
        }
        for (int t = 0; t < nb; t++) pthread_join(th[t], NULL);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const long total = argc > 1 ? atol(argv[1]) : 10000;
    tt_watchdog(300, "test_thread_exit");
    printf("test_thread_exit: %ld threads, created and joined %d at a time\n", total, BATCH);
    tt_op ops[3] = {
        {'d', TT_GEMM, CblasColMajor, CblasNoTrans, CblasNoTrans, CblasLeft, CblasUpper,
         CblasNonUnit, 64, 64, 64, 1.0, 0.5, 0, 0, 0},
        {'d', TT_GEMM, CblasColMajor, CblasTrans, CblasNoTrans, CblasLeft, CblasUpper,
         CblasNonUnit, 300, 300, 300, 1.0, 0.0, 0, 0, 0},
        {'z', TT_GEMM, CblasRowMajor, CblasNoTrans, CblasConjTrans, CblasLeft, CblasUpper,
         CblasNonUnit, 100, 100, 100, 0.5 + 0.5 * I, 1.0, 0, 0, 0},
    };
    steadyblas_set_num_threads(1);
    for (int j = 0; j < 3; j++) {
        tt_case_init(&cases[j], &ops[j], 10 + (uint64_t)j);
        refs[j] = tt_out_new(&cases[j]);
        tt_call(&cases[j], refs[j]);
        double complex *nv = NULL;
        tt_cmp r = tt_compare_naive(&cases[j], refs[j], tt_tol(&ops[j], TT_TOL_NAIVE), &nv);
        free(nv);
        tt_check(r.nbad == 0, "reference call %d agrees with plain loops (max rel %.2g)", j, r.maxrel);
    }
    double t0 = tt_now();
    const long warm = total < 100 ? total : 100;
    /* the first 100 include a batch with 2 library threads, so the pool exists */
    steadyblas_set_num_threads(2);
    body(&cases[1]);
    if (run_threads(0, warm)) return tt_summary("test_thread_exit");
    const uint64_t held0 = held();
    const long rss0 = tt_rss_kb();
    if (run_threads(warm, total)) return tt_summary("test_thread_exit");
    const uint64_t held1 = held();
    const long rss1 = tt_rss_kb();
    const double secs = tt_now() - t0;

    tt_check(ncalls == total + 1 && nbad == 0, "%ld of %ld calls made, %ld wrong%s%s", ncalls,
             total + 1, nbad, nbad ? "; first: " : "", first_bad);
    const long dheld = (long)held1 - (long)held0;
    tt_check(dheld <= 4L << 20, "bytes_held after %ld threads: %lu; after %ld: %lu (grew %ld bytes, "
             "at most 4 MiB allowed)", warm, (unsigned long)held0, total, (unsigned long)held1, dheld);
    tt_check(rss0 > 0 && rss1 - rss0 <= 64L << 10, "RSS after %ld threads: %ld KiB; after %ld: "
             "%ld KiB (grew %ld KiB, at most 64 MiB allowed)", warm, rss0, total, rss1, rss1 - rss0);
    steadyblas_release_buffers();
    tt_check(held() == 0, "steadyblas_release_buffers() with the pool idle: bytes_held %lu "
             "(want 0)", (unsigned long)held());
    printf("      %ld threads in %.1f s\n", total, secs);
    return tt_summary("test_thread_exit");
}
