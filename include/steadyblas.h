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

/* Return the calling thread's unused packing buffers to the system. */
void steadyblas_release_buffers(void);

#ifdef __cplusplus
}
#endif

#endif
