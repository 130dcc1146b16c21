/*
 * The thread pool, the thread-count setting and pre-faulting.  See threads.h.
 *
 * Pool: one mutex, taken with trylock by the caller of a region for the region's whole
 * length (a second caller does not wait: it runs alone); one slot per worker with a
 * generation counter that the caller bumps to hand the worker the current region, and a
 * futex on it for a sleeping worker; a counter of workers still in the region, which the
 * caller waits on.  Workers spin SPIN_NS after a region (STEADYBLAS_WAIT_POLICY: active,
 * for ever; passive, not at all), then sleep.  Workers block every
 * signal (signals are the user's threads' business), and are created on demand up to the
 * count the region asks for.  At exit or dlclose the idle workers are stopped and joined.
 *
 * fork(): the child has only the forking thread.  An atfork handler takes the pool mutex
 * before the fork (so no region is half-way through) and, in the child, forgets the
 * workers: the next region there creates new ones.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include "sb/common.h"
#include "driver/threads.h"
#include "driver/bufcache.h"
#include "steadyblas.h"

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23   /* Linux 5.14 */
#endif

#define SB_MAX_THREADS 256
/* A worker spins this long for the next region, then sleeps.  Woken from sleep it comes
 * late: on the project's Zen 5 VM a sleeping vCPU took ~0.3 ms to join (dgemm 256, two
 * threads, 1 ms between calls: 0.39 ms a call with 0.2 ms of spinning against 0.18-0.20
 * with 5 ms, and 0.32 on one thread; cold.c, 2026-12-02), so calls a few ms apart find the
 * workers awake (OpenBLAS's workers spin far longer).  The spin yields the CPU
 * (wait_while), so a runnable thread of the program is not kept from it. */
#define SPIN_NS 5000000L
#define YIELD_AFTER_NS 5000L      /* ... yielding the CPU after this long (see wait_while) */
#define BARRIER_SPIN_NS 200000L   /* a thread spins this long at a barrier ... */
                                  /* ... unless the team has more threads than CPUs */

/* ---- configuration ------------------------------------------------------------------ */

static int default_threads = 1;
static int cpus = 1;                       /* CPUs in the affinity mask at load */
static long page_bytes = 4096;             /* the page size */
static long worker_spin_ns = SPIN_NS;      /* STEADYBLAS_WAIT_POLICY / OMP_WAIT_POLICY: */
                                           /* active LONG_MAX (never sleep), passive 0 */
static _Atomic int set_threads;            /* 0: the default */
static _Atomic int prefault_mode = SB_PREFAULT_AUTO;
static int threads_from = STEADYBLAS_FROM_DEFAULT;   /* where default_threads came from */
static _Atomic int prefault_from = STEADYBLAS_FROM_DEFAULT;
static pthread_once_t cfg_once = PTHREAD_ONCE_INIT;

/* A positive integer at the start of the variable (OMP_NUM_THREADS may be a list), or 0. */
static int env_count(const char *name)
{
    const char *s = getenv(name);
    if (!s || !*s) return 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v <= 0) return 0;
    return v > SB_MAX_THREADS ? SB_MAX_THREADS : (int)v;
}

/*
 * Ranks that an MPI launcher started beside this process, from the variables the launcher
 * puts in each rank's environment: 0 when no launcher is seen, -1 when one is seen but
 * not its rank count.  The count on this node where the launcher says it, else the job's:
 *   OpenMPI (mpirun, prterun)     OMPI_COMM_WORLD_LOCAL_SIZE, else OMPI_COMM_WORLD_SIZE
 *   MPICH/Intel MPI (Hydra)       MPI_LOCALNRANKS, else PMI_SIZE (PMI_SIZE also from
 *                                 Slurm's srun --mpi=pmi2)
 *   Slurm's srun                  SLURM_STEP_NUM_TASKS (set for the tasks of a step, not
 *                                 in a batch script, which only has SLURM_NTASKS)
 *   PMIx (srun --mpi=pmix, ...)   PMIX_RANK: a launcher, count unknown
 */
static int launcher_ranks(void)
{
    static const char *const local[] = {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"};
    static const char *const world[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE",
                                        "SLURM_STEP_NUM_TASKS"};
    for (size_t i = 0; i < sizeof local / sizeof *local; i++)
        if (env_count(local[i])) return env_count(local[i]);
    for (size_t i = 0; i < sizeof world / sizeof *world; i++)
        if (env_count(world[i])) return env_count(world[i]);
    return getenv("PMIX_RANK") ? -1 : 0;
}

static void atfork_prepare(void);
static void atfork_parent(void);
static void atfork_child(void);

static void cfg_init(void)
{
    int n = env_count("STEADYBLAS_NUM_THREADS");
    if (n) threads_from = STEADYBLAS_FROM_ENV;
    if (!n && (n = env_count("OMP_NUM_THREADS"))) threads_from = STEADYBLAS_FROM_OMP_ENV;
    /* Several MPI ranks (or an unknown number) share this machine's CPUs: one thread each
     * unless a thread count is given, so that the ranks do not oversubscribe the CPUs. */
    const int ranks = n ? 0 : launcher_ranks();
    if (ranks > 1 || ranks < 0) {
        n = 1;
        threads_from = STEADYBLAS_FROM_MPI;
    }
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) {
        cpus = CPU_COUNT(&set);
        if (!n) {
            n = cpus;
            threads_from = STEADYBLAS_FROM_AFFINITY;
        }
    }
    if (sysconf(_SC_PAGESIZE) > 0) page_bytes = sysconf(_SC_PAGESIZE);
    const char *w = getenv("STEADYBLAS_WAIT_POLICY");
    if (!w || !*w) w = getenv("OMP_WAIT_POLICY");
    if (w && !strcasecmp(w, "active")) worker_spin_ns = LONG_MAX;
    if (w && !strcasecmp(w, "passive")) worker_spin_ns = 0;
    if (n < 1) n = 1;
    default_threads = n > SB_MAX_THREADS ? SB_MAX_THREADS : n;
    const char *p = getenv("STEADYBLAS_PREFAULT");
    if (p && (!strcmp(p, "on") || !strcmp(p, "1")))
        atomic_store(&prefault_mode, SB_PREFAULT_ON);
    else if (p && (!strcmp(p, "off") || !strcmp(p, "0")))
        atomic_store(&prefault_mode, SB_PREFAULT_OFF);
    if (p && (!strcmp(p, "on") || !strcmp(p, "1") || !strcmp(p, "off") || !strcmp(p, "0") ||
              !strcmp(p, "auto")))
        atomic_store(&prefault_from, STEADYBLAS_FROM_ENV);
    pthread_atfork(atfork_prepare, atfork_parent, atfork_child);
}

static int threads_configured(void)
{
    pthread_once(&cfg_once, cfg_init);
    int s = atomic_load_explicit(&set_threads, memory_order_relaxed);
    return s > 0 ? s : default_threads;
}

SB_API void steadyblas_set_num_threads(int n)
{
    pthread_once(&cfg_once, cfg_init);
    atomic_store(&set_threads, n <= 0 ? 0 : n > SB_MAX_THREADS ? SB_MAX_THREADS : n);
}

SB_API int steadyblas_get_num_threads(void) { return threads_configured(); }

SB_API void steadyblas_set_prefault(int mode)
{
    pthread_once(&cfg_once, cfg_init);
    if (mode == SB_PREFAULT_OFF || mode == SB_PREFAULT_ON || mode == SB_PREFAULT_AUTO) {
        atomic_store(&prefault_mode, mode);
        atomic_store(&prefault_from, STEADYBLAS_FROM_CALL);
    }
}

SB_API int steadyblas_get_prefault(void) { return sb_prefault_mode(); }

void sb_threads_info(steadyblas_info_t *info)
{
    pthread_once(&cfg_once, cfg_init);
    const int s = atomic_load_explicit(&set_threads, memory_order_relaxed);
    info->num_threads = s > 0 ? s : default_threads;
    info->num_threads_from = s > 0 ? STEADYBLAS_FROM_CALL : threads_from;
    info->cpus = cpus;
    info->prefault = sb_prefault_mode();
    info->prefault_from = atomic_load_explicit(&prefault_from, memory_order_relaxed);
}

int sb_prefault_mode(void)
{
    pthread_once(&cfg_once, cfg_init);
    return atomic_load_explicit(&prefault_mode, memory_order_relaxed);
}

/* ---- waiting -------------------------------------------------------------------------- */

static void futex_wait(void *addr, int val)
{
    syscall(SYS_futex, addr, FUTEX_WAIT_PRIVATE, val, NULL, NULL, 0);
}

static void futex_wake(void *addr, int n)
{
    syscall(SYS_futex, addr, FUTEX_WAKE_PRIVATE, n, NULL, NULL, 0);
}

static long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000000000L + t.tv_nsec;
}

/* Wait while *word == val: spin for spin_ns, then sleep on the futex (*sleepers counts
 * the sleepers, so that the waker can skip the system call when there are none).  With
 * kickable, a wake-up that leaves *word unchanged (sb_pool_kick) starts another spell of
 * spinning instead of sleeping again. */
static void wait_while(_Atomic int *word, int val, _Atomic int *sleepers, long spin_ns,
                       int kickable)
{
    for (;;) {
        long t0 = 0;
        for (unsigned i = 1; atomic_load_explicit(word, memory_order_acquire) == val; i++) {
            sb_cpu_relax();
            if (i % 64) continue;
            long t = now_ns();
            if (!t0) t0 = t;
            else if (t - t0 > spin_ns) break;
            else if (t - t0 > YIELD_AFTER_NS) sched_yield();
        }
        if (atomic_load_explicit(word, memory_order_acquire) != val) return;
        atomic_fetch_add(sleepers, 1);
        if (atomic_load(word) == val) futex_wait(word, val);
        atomic_fetch_sub(sleepers, 1);
        if (!kickable) spin_ns = 0;
    }
}

static void wake_all(_Atomic int *word, _Atomic int *sleepers)
{
    if (atomic_load(sleepers)) futex_wake(word, INT_MAX);
}

/* ---- teams and the pool --------------------------------------------------------------- */

struct sb_team {
    _Atomic int arrived;
    _Atomic int phase;
    _Atomic int sleepers;
    int nt;
};

void sb_barrier(sb_team *t)
{
    if (t->nt <= 1) return;
    const int ph = atomic_load(&t->phase);
    if (atomic_fetch_add(&t->arrived, 1) == t->nt - 1) {
        atomic_store(&t->arrived, 0);
        atomic_store(&t->phase, ph + 1);
        wake_all(&t->phase, &t->sleepers);
    } else {
        /* oversubscribed, the thread awaited may be waiting for this CPU: sleep at once */
        wait_while(&t->phase, ph, &t->sleepers, t->nt > cpus ? 0 : BARRIER_SPIN_NS, 0);
    }
}

typedef struct {
    _Atomic int gen;        /* bumped by the caller for each region this worker joins */
    _Atomic int sleepers;
    int tid;
} __attribute__((aligned(64))) worker_slot;

static struct {
    pthread_mutex_t lock;   /* held by the caller for a whole region */
    int nworkers;           /* workers created (tids 1 .. nworkers) */
    _Atomic int ready;      /* nworkers, for readers without the lock (sb_pool_awake) */
    sb_task_fn fn;
    void *arg;
    sb_team team;
    _Atomic int remaining;  /* workers still running the region */
    _Atomic int sleepers;   /* the caller, when it sleeps on remaining */
} pool = {.lock = PTHREAD_MUTEX_INITIALIZER};

static worker_slot slots[SB_MAX_THREADS];   /* slots[t] for worker tid t >= 1 */
static __thread int in_region;              /* this thread is running a region's part */
static __thread int holds_pool;             /* this thread holds pool.lock */

static _Atomic int shutting_down;
static pthread_t threads[SB_MAX_THREADS];

static void *worker_main(void *p)
{
    worker_slot *me = p;
    in_region = 1;
    int seen = 0;
    for (;;) {
        wait_while(&me->gen, seen, &me->sleepers, worker_spin_ns, 1);
        seen = atomic_load_explicit(&me->gen, memory_order_acquire);
        if (atomic_load(&shutting_down)) return NULL;
        pool.fn(pool.arg, &pool.team, me->tid, pool.team.nt);
        if (atomic_fetch_sub(&pool.remaining, 1) == 1) wake_all(&pool.remaining, &pool.sleepers);
    }
    return NULL;
}

/* Start worker tid (pool.lock held); 0 on success. */
static int start_worker(int tid)
{
    worker_slot *s = &slots[tid];
    atomic_store(&s->gen, 0);
    atomic_store(&s->sleepers, 0);
    s->tid = tid;
    sigset_t all, old;
    sigfillset(&all);
    /* the worker inherits: all blocked but the signals a fault or a seccomp trap raises
     * in the thread itself (blocked, the kernel would kill the process instead of running
     * the program's handler, e.g. a syscall-counting SIGSYS handler) */
    static const int sync_sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS};
    for (unsigned i = 0; i < sizeof sync_sigs / sizeof sync_sigs[0]; i++)
        sigdelset(&all, sync_sigs[i]);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&threads[tid], NULL, worker_main, s);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return rc;
}

/* At exit or when the library is unloaded (dlclose): the idle workers leave and are
 * joined, so that none runs or sleeps in code that is about to be unmapped.  A region in
 * progress (exit from inside a call) is left alone. */
__attribute__((destructor)) static void stop_workers(void)
{
    if (in_region || pthread_mutex_trylock(&pool.lock) != 0) return;
    atomic_store(&shutting_down, 1);
    for (int t = 1; t <= pool.nworkers; t++) {
        atomic_fetch_add(&slots[t].gen, 1);
        futex_wake(&slots[t].gen, 1);
    }
    for (int t = 1; t <= pool.nworkers; t++) pthread_join(threads[t], NULL);
    pool.nworkers = 0;
    atomic_store(&pool.ready, 0);
    atomic_store(&shutting_down, 0);
    pthread_mutex_unlock(&pool.lock);
}

int sb_threads_avail(void)
{
    return in_region ? 1 : threads_configured();
}

/* Start workers up to tid nt - 1 (pool.lock held). */
static void start_workers(int nt)
{
    while (pool.nworkers < nt - 1 && start_worker(pool.nworkers + 1) == 0) pool.nworkers++;
    atomic_store(&pool.ready, pool.nworkers);
}

int sb_pool_awake(int nt)
{
    if (nt > SB_MAX_THREADS) nt = SB_MAX_THREADS;
    if (atomic_load_explicit(&pool.ready, memory_order_relaxed) < nt - 1) return 0;
    for (int t = 1; t < nt; t++)
        if (atomic_load_explicit(&slots[t].sleepers, memory_order_relaxed)) return 0;
    return 1;
}

void sb_pool_kick(int nt)
{
    if (in_region || worker_spin_ns == 0) return;   /* passive: they would sleep again */
    if (nt > SB_MAX_THREADS) nt = SB_MAX_THREADS;
    if (atomic_load(&pool.ready) < nt - 1 && pthread_mutex_trylock(&pool.lock) == 0) {
        holds_pool = 1;
        start_workers(nt);   /* a new worker starts by spinning */
        holds_pool = 0;
        pthread_mutex_unlock(&pool.lock);
    }
    const int n = atomic_load(&pool.ready);
    for (int t = 1; t < nt && t <= n; t++)
        if (atomic_load(&slots[t].sleepers)) futex_wake(&slots[t].gen, 1);
}

/* Run a region on nt threads, pool.lock held by the caller. */
static void run_region(int nt, sb_task_fn fn, void *arg)
{
    holds_pool = 1;
    start_workers(nt);
    if (nt > pool.nworkers + 1) nt = pool.nworkers + 1;
    pool.fn = fn;
    pool.arg = arg;
    atomic_store(&pool.team.arrived, 0);
    atomic_store(&pool.team.phase, 0);
    atomic_store(&pool.team.sleepers, 0);
    pool.team.nt = nt;
    atomic_store(&pool.remaining, nt - 1);
    for (int t = 1; t < nt; t++) {
        atomic_fetch_add(&slots[t].gen, 1);   /* releases fn, arg, team to the worker */
        if (atomic_load(&slots[t].sleepers)) futex_wake(&slots[t].gen, 1);
    }
    in_region = 1;
    fn(arg, &pool.team, 0, nt);
    in_region = 0;
    int r;
    while ((r = atomic_load(&pool.remaining)) != 0)
        wait_while(&pool.remaining, r, &pool.sleepers, SPIN_NS, 0);
    holds_pool = 0;
}

void sb_parallel(int nt, sb_task_fn fn, void *arg)
{
    if (nt > SB_MAX_THREADS) nt = SB_MAX_THREADS;
    if (nt <= 1 || in_region || pthread_mutex_trylock(&pool.lock) != 0) {
        sb_team solo = {.nt = 1};
        fn(arg, &solo, 0, 1);
        return;
    }
    run_region(nt, fn, arg);
    pthread_mutex_unlock(&pool.lock);
}

static void release_task(void *arg, sb_team *team, int tid, int nt)
{
    if (tid > 0) sb_buf_release_own();
}

void sb_pool_release_buffers(void)
{
    if (in_region) return;
    pthread_mutex_lock(&pool.lock);
    if (pool.nworkers > 0) run_region(pool.nworkers + 1, release_task, NULL);
    pthread_mutex_unlock(&pool.lock);
}

static void atfork_prepare(void)
{
    if (!holds_pool) pthread_mutex_lock(&pool.lock);
}

static void atfork_parent(void)
{
    if (!holds_pool) pthread_mutex_unlock(&pool.lock);
}

static void atfork_child(void)
{
    /* only the forking thread exists here: forget the workers */
    pthread_mutex_init(&pool.lock, NULL);
    pool.nworkers = 0;
    atomic_store(&pool.ready, 0);
    atomic_store(&pool.remaining, 0);
    atomic_store(&pool.sleepers, 0);
    holds_pool = 0;
    in_region = 0;
}

/* ---- pre-faulting --------------------------------------------------------------------- */

static long page_size(void)
{
    pthread_once(&cfg_once, cfg_init);
    return page_bytes;
}

/* Is every sampled page of [lo, hi) resident?  One page per 2 MiB, and the last one. */
/* The column layout of a matrix: its first byte, column stride, bytes per column. */
typedef struct {
    uintptr_t c0, col, len;
    long n;
    int gapped;     /* the gaps between columns hold whole pages, which must not be made
                     * resident (a large ldc: a matrix that is mostly gaps) */
} mat_span;

/* The first byte of a column that starts in [a, hi), or 0. */
static uintptr_t col_start_in(const mat_span *M, uintptr_t a, uintptr_t hi)
{
    const uintptr_t j = a > M->c0 ? (a - M->c0 + M->col - 1) / M->col : 0;
    const uintptr_t s = M->c0 + j * M->col;
    return (long)j < M->n && s < hi ? s : 0;
}

/* Whether [lo, hi) looks resident: one page sampled per 2 MiB (H) and the last one; in
 * a gapped matrix, the first page of a column in each 2 MiB. */
static int resident(const mat_span *M, uintptr_t lo, uintptr_t hi, uintptr_t H, long ps)
{
    unsigned char v;
    const uintptr_t pm = ~(uintptr_t)(ps - 1);
    for (uintptr_t a = lo; a < hi; a = (a & ~(H - 1)) + H) {
        const uintptr_t s = M->gapped ? col_start_in(M, a, (a & ~(H - 1)) + H) : a;
        if (s && (mincore((void *)(s & pm), 1, &v) != 0 || !(v & 1))) return 0;
    }
    if (mincore((void *)((hi - 1) & pm), 1, &v) != 0 || !(v & 1)) return 0;
    return 1;
}

/* MADV_POPULATE_WRITE over the pages of [lo, hi) that hold elements: the whole range, or
 * in a gapped matrix column by column.  0, or -1 with errno. */
static int populate(const mat_span *M, uintptr_t lo, uintptr_t hi, long ps)
{
    const uintptr_t pm = ~(uintptr_t)(ps - 1);
    if (!M->gapped)
        return madvise((void *)(lo & pm), ((hi + ps - 1) & pm) - (lo & pm), MADV_POPULATE_WRITE);
    for (uintptr_t j = lo > M->c0 ? (lo - M->c0) / M->col : 0; (long)j < M->n; j++) {
        uintptr_t a = M->c0 + j * M->col, e = a + M->len;
        if (a >= hi) break;
        if (e <= lo) continue;
        if (a < lo) a = lo;
        if (e > hi) e = hi;
        if (madvise((void *)(a & pm), ((e + ps - 1) & pm) - (a & pm), MADV_POPULATE_WRITE))
            return -1;
    }
    return 0;
}

/* Without MADV_POPULATE_WRITE: read and write back one byte of one element of the matrix
 * in every page of [lo, hi) that holds one. */
static void touch_part(uintptr_t c0, long m, long n, long ldc, size_t es, uintptr_t lo,
                       uintptr_t hi, long ps)
{
    const uintptr_t col = (uintptr_t)ldc * es;
    uintptr_t last = 0;
    long j = col ? (long)((lo > c0 ? lo - c0 : 0) / col) : 0;
    for (; j < n; j++) {
        uintptr_t a = c0 + (uintptr_t)j * col, e = a + (uintptr_t)m * es;
        if (a >= hi) break;
        if (e <= lo) continue;
        if (a < lo) a += (lo - a + es - 1) / es * es;
        while (a < e && a < hi) {
            const uintptr_t pg = a & ~(uintptr_t)(ps - 1);
            if (pg != last) {
                volatile unsigned char *q = (volatile unsigned char *)a;
                *q = *q;
                last = pg;
            }
            a += (pg + ps - a + es - 1) / es * es;   /* the first element in the next page */
        }
    }
}

int sb_prefault_matrix(void *c, long m, long n, long ldc, size_t es, int tid, int nt)
{
    const int mode = sb_prefault_mode();
    if (mode == SB_PREFAULT_OFF || m <= 0 || n <= 0 || nt < 1) return 0;
    const long ps = page_size();
    const uintptr_t H = (uintptr_t)2 << 20;
    const uintptr_t lo = (uintptr_t)c, hi = lo + ((uintptr_t)(n - 1) * ldc + m) * es;
    const uintptr_t first = lo & ~(H - 1);
    const uintptr_t chunks = (hi - first + H - 1) / H;
    const uintptr_t k0 = chunks * tid / nt, k1 = chunks * (tid + 1) / nt;
    uintptr_t plo = first + k0 * H, phi = first + k1 * H;
    if (plo < lo) plo = lo;
    if (phi > hi) phi = hi;
    if (plo >= phi) return 0;
    const mat_span M = {lo, (uintptr_t)ldc * es, (uintptr_t)m * es, n,
                        n > 1 && ((uintptr_t)(ldc - m) * es >= (uintptr_t)ps)};
    if (mode == SB_PREFAULT_AUTO && resident(&M, plo, phi, H, ps)) return 0;
    if (populate(&M, plo, phi, ps) == 0) return 1;
    if (errno != EINVAL) return 0;   /* not plain memory (or poisoned): leave it */
    touch_part(lo, m, n, ldc, es, plo, phi, ps);
    return 1;
}
