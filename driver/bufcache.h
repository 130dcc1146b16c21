/*
 * The buffer cache: every packing buffer of the library comes from here.
 * Per thread (no lock on the common path), power-of-two size classes, mmap-backed,
 * kept for reuse between calls.  Released when the thread exits, by
 * steadyblas_release_buffers(), or when STEADYBLAS_BUFFER_LIMIT would be exceeded.
 * Returned memory is 64-byte aligned (2 MiB aligned, with MADV_HUGEPAGE, from 2 MiB).
 */
#ifndef SB_BUFCACHE_H
#define SB_BUFCACHE_H

#include <stddef.h>

void *sb_buf_get(size_t bytes);
void sb_buf_put(void *p);
/* Unmap the calling thread's buffers that are not in use. */
void sb_buf_release_own(void);

#endif
