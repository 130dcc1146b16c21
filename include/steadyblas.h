/*
 * SteadyBLAS: the library's own API, beside the standard BLAS and CBLAS.
 */
#ifndef STEADYBLAS_H
#define STEADYBLAS_H

#include <stddef.h>
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
 * number), else 1 when an MPI launcher started several ranks on this node (OpenMPI's
 * OMPI_COMM_WORLD_LOCAL_SIZE or _SIZE, Hydra's MPI_LOCALNRANKS or PMI_SIZE, Slurm's
 * SLURM_STEP_NUM_TASKS, or PMIX_RANK), else the CPUs in the process's affinity mask.  set(n) with n >= 1 sets it for
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

/*
 * Everything the library decided at load, for tools (steadyblas-info) and bug reports.
 * Fill with steadyblas_get_info(&info, sizeof info): the library writes at most `size`
 * bytes, so a program built against an older header (a shorter struct) keeps working;
 * fields are only ever appended.  Returns the number of bytes written.  Strings are
 * NUL-terminated; a size or count that is not known is 0.
 */
#define STEADYBLAS_ARCH_DETECTED 0      /* the best kernel set this CPU runs */
#define STEADYBLAS_ARCH_FORCED 1        /* STEADYBLAS_ARCH named it */
#define STEADYBLAS_ARCH_UNSUPPORTED 2   /* STEADYBLAS_ARCH named a set this CPU cannot run:
                                           detected instead */
#define STEADYBLAS_ARCH_UNKNOWN 3       /* STEADYBLAS_ARCH named no set of this build:
                                           detected instead */

#define STEADYBLAS_FROM_DEFAULT 0       /* the library's default */
#define STEADYBLAS_FROM_ENV 1           /* STEADYBLAS_NUM_THREADS / STEADYBLAS_PREFAULT */
#define STEADYBLAS_FROM_OMP_ENV 2       /* OMP_NUM_THREADS */
#define STEADYBLAS_FROM_AFFINITY 3      /* the CPUs in the process's affinity mask */
#define STEADYBLAS_FROM_CALL 4          /* steadyblas_set_num_threads / _set_prefault */
#define STEADYBLAS_FROM_MPI 5           /* 1: an MPI launcher started several ranks here */

typedef struct {
    int mr, nr;                 /* microtile */
    long mc, kc, nc;            /* cache blocks: A block MC x KC, B panel KC x NC */
} steadyblas_blocking_t;

typedef struct {
    char version[16];           /* STEADYBLAS_VERSION of the library loaded */
    /* CPU, as arch/ detected it */
    char cpu_vendor[16];        /* "GenuineIntel", "AuthenticAMD", "unknown" */
    char cpu_name[64];          /* the brand string, "" if the CPU gives none */
    unsigned cpu_family, cpu_model, cpu_stepping;
    char cpu_flags[128];        /* the features that matter, space-separated ("sse2 avx
                                   avx2 fma avx512f ... os-ymm os-zmm") */
    int fp_datapath_bits;       /* FP datapath width where the CPU reports it, else 0 */
    long cache_l1d, cache_l2, cache_l3;   /* bytes; 0 unknown or implausible (ignored) */
    int l3_sharing;             /* logical CPUs sharing the L3 */
    /* kernel set */
    char kernel_set[16];        /* as steadyblas_get_arch() */
    int kernel_set_reason;      /* STEADYBLAS_ARCH_* */
    char arch_requested[32];    /* STEADYBLAS_ARCH as given, "" if unset */
    char kernel_sets[96];       /* the sets of this build, best first, each followed by
                                   "(runs)" or "(not on this CPU)" */
    steadyblas_blocking_t blocking[4];   /* s, d, c, z */
    int blocking_overridden;    /* 1: STEADYBLAS_BLOCKING changed some of them */
    /* threads and pre-faulting */
    int num_threads;            /* as steadyblas_get_num_threads() */
    int num_threads_from;       /* STEADYBLAS_FROM_* */
    int cpus;                   /* CPUs in the affinity mask at load */
    int prefault;               /* STEADYBLAS_PREFAULT_* */
    int prefault_from;          /* STEADYBLAS_FROM_DEFAULT, _ENV or _CALL */
    int verbose;                /* STEADYBLAS_VERBOSE was set (> 0) at load */
} steadyblas_info_t;

size_t steadyblas_get_info(steadyblas_info_t *info, size_t size);

#ifdef __cplusplus
}
#endif

#endif
