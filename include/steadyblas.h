/*
 * SteadyBLAS: the library's own API, beside the standard BLAS and CBLAS.
 */
#ifndef STEADYBLAS_H
#define STEADYBLAS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define STEADYBLAS_VERSION "0.1.0"

/* A human-readable line: version, CPU detected, kernel set in use, block sizes. */
const char *steadyblas_get_config(void);

/* Name of the kernel set in use ("generic", ...). STEADYBLAS_ARCH forces one. */
const char *steadyblas_get_arch(void);

typedef struct {
    uint64_t hits;          /* buffer requests served from the cache */
    uint64_t misses;        /* buffer requests that had to map memory */
    uint64_t bytes_mapped;  /* bytes mapped since load (cumulative) */
    uint64_t bytes_held;    /* bytes currently held by all threads' caches */
} steadyblas_buffer_stats_t;

/* Statistics of the packing-buffer cache (all threads). */
void steadyblas_buffer_stats(steadyblas_buffer_stats_t *stats);

/* Return the unused packing buffers of the calling thread and of the library's thread
 * pool to the system. */
void steadyblas_release_buffers(void);

/*
 * Threads.  The default count is STEADYBLAS_NUM_THREADS, else OMP_NUM_THREADS (its first
 * number), else the CPUs in the process's affinity mask.  set(n) with n >= 1 sets it for
 * every later call of the process; n <= 0 goes back to the default.  A call uses fewer
 * threads where its size would not gain from more.  The OpenBLAS names
 * (openblas_set_num_threads, openblas_get_num_threads, openblas_get_num_procs,
 * openblas_get_config, openblas_get_parallel) are exported too.
 */
void steadyblas_set_num_threads(int n);
int steadyblas_get_num_threads(void);

/*
 * Pre-faulting of a threaded call's output: before computing, each thread makes the pages
 * of its own 2 MiB-aligned part of C resident, so that fresh (huge) pages are not faulted
 * by several threads at once.  STEADYBLAS_PREFAULT=auto|on|off; auto (the default) does it
 * when a sampled page of the part is not resident.
 */
#define STEADYBLAS_PREFAULT_OFF 0
#define STEADYBLAS_PREFAULT_ON 1
#define STEADYBLAS_PREFAULT_AUTO 2
void steadyblas_set_prefault(int mode);
int steadyblas_get_prefault(void);

#ifdef __cplusplus
}
#endif

#endif
