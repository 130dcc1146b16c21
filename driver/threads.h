/*
 * Threads: the persistent pool, the thread-count setting and pre-faulting (driver/).
 *
 * The pool is created on the first call that wants more than one thread.  A parallel
 * region runs one task function on nt threads: the calling thread is tid 0, pool workers
 * are tids 1 .. nt - 1.  Workers spin (yielding) for 5 ms after a region, then sleep on a
 * futex.
 *
 * A region never waits for another: when the pool is running another caller's region, or
 * the caller is already inside a region (a worker, or tid 0 running its part), the region
 * runs on the calling thread alone (nt = 1).  So the task function must be correct for
 * whatever nt it is given, and must compute its partition from that nt.
 */
#ifndef SB_THREADS_H
#define SB_THREADS_H

#include <stddef.h>
#include <stdint.h>
#include "steadyblas.h"

typedef struct sb_team sb_team;
typedef void (*sb_task_fn)(void *arg, sb_team *team, int tid, int nt);

/* The most threads a call starting now could get: the configured count, or 1 inside a
 * region.  A hint for choosing nt; sb_parallel may still give fewer. */
int sb_threads_avail(void);

/* Whether workers 1 .. nt - 1 exist and are awake (spinning for work, or working): a
 * region started now would not wait for a sleeping worker to be woken. */
int sb_pool_awake(int nt);

/* Wake the sleeping workers among 1 .. nt - 1 (and start missing ones when the pool is
 * free) so that they spin, awake, for the next region; returns at once.  Nothing inside
 * a region. */
void sb_pool_kick(int nt);

/* The threads for a call that would use nt: 1 instead when the call is short (a few
 * times what a sleeping worker takes to join: see SB_L3_COLD_WORK, SB_L2_COLD_BYTES) and
 * workers 1 .. nt - 1 are not all awake; it then runs on the caller's thread and wakes
 * them, so that the calls right after it find them awake.  The same rule for every level
 * (the callers only say what "short" is for their work). */
static inline int sb_threads_unless_cold(int nt, int short_call)
{
    if (nt > 1 && short_call && !sb_pool_awake(nt)) {
        sb_pool_kick(nt);
        return 1;
    }
    return nt;
}

/* Run fn(arg, team, tid, nt') on nt' <= nt threads and return when all have returned. */
void sb_parallel(int nt, sb_task_fn fn, void *arg);

/* Every pool worker unmaps its unused buffers (steadyblas_release_buffers); waits for a
 * region in progress to end.  Nothing inside a region. */
void sb_pool_release_buffers(void);

/* Part tid of nt of [0, len), cut at multiples of unit (the parts of independent columns
 * or rows that a region hands its threads): [*lo, *hi), possibly empty. */
static inline void sb_split(int64_t len, int64_t unit, int tid, int nt, int64_t *lo,
                            int64_t *hi)
{
    if (nt == 1) {   /* the same, without the divisions (small level-2 calls) */
        *lo = 0;
        *hi = len;
        return;
    }
    const int64_t units = (len + unit - 1) / unit;
    *lo = units * tid / nt * unit;
    *hi = units * (tid + 1) / nt * unit;
    if (*lo > len) *lo = len;
    if (*hi > len) *hi = len;
}

/* Part tid of nt of [0, len) when item j costs j + 1 (grow) or len - j (!grow), as the
 * columns or rows of a triangle do: equal cost per part, cut at multiples of unit. */
static inline int64_t sb_tri_cut(int64_t len, int64_t unit, int grow, int t, int nt)
{
    if (t <= 0) return 0;
    if (t >= nt) return len;
    const double f = (double)t / nt;
    const double x = grow ? __builtin_sqrt(f) : 1.0 - __builtin_sqrt(1.0 - f);
    const int64_t j = (int64_t)(x * (double)len / (double)unit + 0.5) * unit;
    return j < len ? j : len;
}
static inline void sb_split_tri(int64_t len, int64_t unit, int grow, int tid, int nt,
                                int64_t *lo, int64_t *hi)
{
    *lo = sb_tri_cut(len, unit, grow, tid, nt);
    *hi = sb_tri_cut(len, unit, grow, tid + 1, nt);
}

/* Wait until all threads of the team have arrived (a no-op when nt = 1). */
void sb_barrier(sb_team *team);

/* Pre-faulting of a threaded call's output (STEADYBLAS_PREFAULT, steadyblas_set_prefault). */
enum { SB_PREFAULT_OFF = 0, SB_PREFAULT_ON = 1, SB_PREFAULT_AUTO = 2 };
int sb_prefault_mode(void);

/* The thread and pre-fault fields of steadyblas_get_info() (values and where they came
 * from). */
void sb_threads_info(steadyblas_info_t *info);

/*
 * Make resident the pages of the column-major m x n matrix c (leading dimension ldc, es
 * bytes per element) that belong to part tid of nt: the bytes from the first element to
 * the last are cut into nt parts at 2 MiB boundaries, so that no huge page is faulted by
 * two threads.  MADV_POPULATE_WRITE faults the part in for writing without changing a
 * byte; only pages that hold elements are populated (where the gaps between columns span
 * whole pages -- a large ldc -- column by column, never the gaps, which may be a sparse
 * mapping far larger than the memory); where the kernel lacks it, one element of the matrix per page is read and written
 * back unchanged (so the caller must hold a barrier between this and any write to c by
 * another thread).  In mode AUTO the part is left alone when its pages are resident (one
 * page per 2 MiB sampled with mincore).  Returns 1 when pages were populated.
 */
int sb_prefault_matrix(void *c, long m, long n, long ldc, size_t es, int tid, int nt);

#endif
