/*
 * Buffer cache implementation.  See bufcache.h for the contract.
 *
 * Why not malloc: the process allocator decides when memory goes back to the kernel
 * (glibc's dynamic mmap/trim thresholds, jemalloc's purging), so a packing buffer
 * obtained per call may be page-faulted in again on every call (seed 000, 003).
 * Here a buffer is mapped once and kept by the thread that uses it.
 *
 * Build with -DSB_BUFCACHE_BYPASS (make SANITIZE=...) to take every buffer from malloc
 * and free it at once, so that AddressSanitizer sees each use after release.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include "sb/common.h"
#include "driver/bufcache.h"
#include "driver/threads.h"
#include "steadyblas.h"

#define SB_SLOTS 16
#define SB_MIN_CLASS ((size_t)64 << 10)
#define SB_HUGE ((size_t)2 << 20)
/* A new buffer is faulted in whole when its class is at most this large, else as far as
 * the request that mapped it (see map_slot). */
#define SB_POPULATE_MAX ((size_t)32 << 20)

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23   /* Linux 5.14 */
#endif

typedef struct {
    void *p;          /* start of the usable buffer */
    void *map;        /* start of the mapping (for munmap) */
    size_t size;      /* usable bytes: the size class */
    size_t maplen;
    int in_use;
} sb_slot;

typedef struct {
    sb_slot slot[SB_SLOTS];
    int registered;   /* pthread key set, so that thread exit releases the slots */
} sb_tcache;

static __thread sb_tcache tcache;

static uint64_t st_hits, st_misses, st_bytes_mapped, st_bytes_held;

static pthread_key_t cache_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static size_t buffer_limit;   /* bytes held per thread at most; 0 = unlimited */

static size_t parse_size(const char *s)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    switch (*end) {
    case 'k': case 'K': v <<= 10; break;
    case 'm': case 'M': v <<= 20; break;
    case 'g': case 'G': v <<= 30; break;
    default: break;
    }
    return (size_t)v;
}

static void unmap_slot(sb_slot *s)
{
    munmap(s->map, s->maplen);
    __atomic_sub_fetch(&st_bytes_held, s->size, __ATOMIC_RELAXED);
    memset(s, 0, sizeof *s);
}

/* Release the free buffers of the calling thread's cache (all of them at thread exit). */
static void release_thread(sb_tcache *tc, int only_free)
{
    for (int i = 0; i < SB_SLOTS; i++)
        if (tc->slot[i].p && (!only_free || !tc->slot[i].in_use)) unmap_slot(&tc->slot[i]);
}

static void thread_exit(void *arg) { release_thread(arg, 0); }

static void key_init(void)
{
    pthread_key_create(&cache_key, thread_exit);
    const char *lim = getenv("STEADYBLAS_BUFFER_LIMIT");
    if (lim && *lim) buffer_limit = parse_size(lim);
}

static size_t size_class(size_t bytes)
{
    size_t c = SB_MIN_CLASS;
    while (c < bytes) c <<= 1;
    return c;
}

/*
 * A new buffer's pages are faulted in at once, the whole size class (up to
 * SB_POPULATE_MAX), not as the request that mapped it first touches them: a later call
 * may use more of the class than that one did (a request between the two sizes), and
 * would then take page faults in what is otherwise the steady state.  So a buffer, once
 * mapped, is never faulted in again.  MADV_POPULATE_WRITE where the kernel has it (5.14),
 * else a write to each page.
 */
static void populate(void *p, size_t bytes)
{
    if (madvise(p, bytes, MADV_POPULATE_WRITE) == 0) return;
    for (size_t o = 0; o < bytes; o += 4096) ((volatile unsigned char *)p)[o] = 0;
}

static int map_slot(sb_slot *s, size_t size, size_t bytes)
{
    /* Large buffers are aligned to 2 MiB so that transparent huge pages can back them. */
    size_t align = size >= SB_HUGE ? SB_HUGE : 4096;
    size_t len = size + (align > 4096 ? align : 0);
    void *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return -1;
    uintptr_t a = ((uintptr_t)m + align - 1) & ~(uintptr_t)(align - 1);
    s->map = m;
    s->maplen = len;
    s->p = (void *)a;
    s->size = size;
#ifdef MADV_HUGEPAGE
    if (size >= SB_HUGE) madvise(s->p, size, MADV_HUGEPAGE);
#endif
    populate(s->p, size <= SB_POPULATE_MAX ? size : bytes);
    __atomic_add_fetch(&st_bytes_mapped, len, __ATOMIC_RELAXED);
    __atomic_add_fetch(&st_bytes_held, size, __ATOMIC_RELAXED);
    return 0;
}

#ifdef SB_BUFCACHE_BYPASS
void *sb_buf_get(size_t bytes)
{
    __atomic_add_fetch(&st_misses, 1, __ATOMIC_RELAXED);
    return aligned_alloc(64, (bytes + 63) & ~(size_t)63);
}
void sb_buf_put(void *p) { free(p); }
#else
void *sb_buf_get(size_t bytes)
{
    sb_tcache *tc = &tcache;
    if (__builtin_expect(!tc->registered, 0)) {
        pthread_once(&key_once, key_init);
        pthread_setspecific(cache_key, tc);
        tc->registered = 1;
    }
    size_t want = size_class(bytes);
    sb_slot *best = NULL, *empty = NULL, *small = NULL;
    for (int i = 0; i < SB_SLOTS; i++) {
        sb_slot *s = &tc->slot[i];
        if (!s->p) {
            if (!empty) empty = s;
        } else if (!s->in_use) {
            if (s->size >= want) {
                if (!best || s->size < best->size) best = s;
            } else if (!small || s->size < small->size) {
                small = s;
            }
        }
    }
    if (best) {
        __atomic_add_fetch(&st_hits, 1, __ATOMIC_RELAXED);
        best->in_use = 1;
        return best->p;
    }
    __atomic_add_fetch(&st_misses, 1, __ATOMIC_RELAXED);
    /* Grow: a free buffer that is too small makes room for the larger class. */
    sb_slot *s = empty;
    if (!s && small) {
        unmap_slot(small);
        s = small;
    }
    if (!s) return NULL; /* every slot busy: cannot happen with the library's nesting depth */
    if (map_slot(s, want, bytes)) return NULL;
    s->in_use = 1;
    return s->p;
}

void sb_buf_put(void *p)
{
    sb_tcache *tc = &tcache;
    for (int i = 0; i < SB_SLOTS; i++) {
        sb_slot *s = &tc->slot[i];
        if (s->p == p) {
            s->in_use = 0;
            /* Over the configured limit: this call completed, now give the memory back. */
            if (buffer_limit) {
                size_t held = 0;
                for (int j = 0; j < SB_SLOTS; j++) held += tc->slot[j].size;
                if (held > buffer_limit) unmap_slot(s);
            }
            return;
        }
    }
}
#endif

void sb_buf_release_own(void)
{
#ifndef SB_BUFCACHE_BYPASS
    release_thread(&tcache, 1);
#endif
}

SB_API void steadyblas_release_buffers(void)
{
    sb_buf_release_own();
    sb_pool_release_buffers();
}

SB_API void steadyblas_buffer_stats(steadyblas_buffer_stats_t *st)
{
    if (!st) return;
    st->hits = __atomic_load_n(&st_hits, __ATOMIC_RELAXED);
    st->misses = __atomic_load_n(&st_misses, __ATOMIC_RELAXED);
    st->bytes_mapped = __atomic_load_n(&st_bytes_mapped, __ATOMIC_RELAXED);
    st->bytes_held = __atomic_load_n(&st_bytes_held, __ATOMIC_RELAXED);
}
