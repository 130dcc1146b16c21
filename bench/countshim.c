/*
 * libsbcount.so: an LD_PRELOAD shim that counts, while counting is switched on,
 *   - allocator calls: malloc calloc realloc free posix_memalign aligned_alloc memalign
 *     valloc pvalloc (C++ operator new/delete reach malloc/free), forwarded to the next
 *     definition (glibc, or jemalloc/mimalloc/tcmalloc preloaded after this shim);
 *   - mmap-family system calls: mmap munmap mremap madvise brk, whoever makes them (the
 *     allocator's internal calls included, which no symbol interposer sees), through a
 *     seccomp filter installed at load (below).  Other system calls are not affected.
 * Used by bench/steady.c and test/steady (counts, never times).  The program finds the
 * counters with dlsym(RTLD_DEFAULT, "sbcount_enable") / "sbcount_read".
 * SBCOUNT_SYSCALLS=0 leaves the seccomp part out (the syscall counts then read -1).
 * x86-64 Linux, glibc.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <link.h>
#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

static volatile int counting;
static long n_alloc, n_sys = -1;

void sbcount_enable(int on) { __atomic_store_n(&counting, on, __ATOMIC_SEQ_CST); }
/* out[0]: allocator calls, out[1]: mmap-family system calls (-1: not counted) */
void sbcount_read(long out[2])
{
    out[0] = __atomic_load_n(&n_alloc, __ATOMIC_SEQ_CST);
    out[1] = __atomic_load_n(&n_sys, __ATOMIC_SEQ_CST);
}
static inline void count(long *c)
{
    if (counting) __atomic_add_fetch(c, 1, __ATOMIC_RELAXED);
}

/* ---- allocator ---- */
static void *(*r_malloc)(size_t), *(*r_calloc)(size_t, size_t), *(*r_realloc)(void *, size_t);
static void (*r_free)(void *);
static int (*r_posix_memalign)(void **, size_t, size_t);
static void *(*r_aligned_alloc)(size_t, size_t), *(*r_memalign)(size_t, size_t);
static void *(*r_valloc)(size_t), *(*r_pvalloc)(size_t);

/* dlsym may allocate before the real functions are known: a small static arena */
static char boot[1 << 16] __attribute__((aligned(64)));
static size_t boot_used;
static int resolving;
static int in_boot(const void *p) { return (const char *)p >= boot && (const char *)p < boot + sizeof boot; }
static void *boot_alloc(size_t n)
{
    size_t off = (boot_used + 63) & ~(size_t)63;
    if (off + n > sizeof boot) return NULL;
    boot_used = off + n;
    return boot + off;
}

static void resolve(void)
{
    if (r_malloc || resolving) return;
    resolving = 1;
    r_calloc = dlsym(RTLD_NEXT, "calloc");
    r_realloc = dlsym(RTLD_NEXT, "realloc");
    r_free = dlsym(RTLD_NEXT, "free");
    r_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    r_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    r_memalign = dlsym(RTLD_NEXT, "memalign");
    r_valloc = dlsym(RTLD_NEXT, "valloc");
    r_pvalloc = dlsym(RTLD_NEXT, "pvalloc");
    r_malloc = dlsym(RTLD_NEXT, "malloc");
    resolving = 0;
}

void *malloc(size_t n)
{
    resolve();
    if (!r_malloc) return boot_alloc(n);
    count(&n_alloc);
    return r_malloc(n);
}
void *calloc(size_t a, size_t b)
{
    resolve();
    if (!r_calloc) return boot_alloc(a * b);   /* static: already zero */
    count(&n_alloc);
    return r_calloc(a, b);
}
void *realloc(void *p, size_t n)
{
    resolve();
    count(&n_alloc);
    if (in_boot(p)) {
        void *q = malloc(n);
        if (q) memcpy(q, p, n < (size_t)(boot + sizeof boot - (char *)p) ? n : (size_t)(boot + sizeof boot - (char *)p));
        return q;
    }
    return r_realloc(p, n);
}
void free(void *p)
{
    if (!p || in_boot(p)) return;
    resolve();
    count(&n_alloc);
    r_free(p);
}
int posix_memalign(void **p, size_t a, size_t n)
{
    resolve();
    count(&n_alloc);
    return r_posix_memalign(p, a, n);
}
void *aligned_alloc(size_t a, size_t n)
{
    resolve();
    count(&n_alloc);
    return r_aligned_alloc(a, n);
}
void *memalign(size_t a, size_t n)
{
    resolve();
    count(&n_alloc);
    return r_memalign(a, n);
}
void *valloc(size_t n)
{
    resolve();
    count(&n_alloc);
    return r_valloc(n);
}
void *pvalloc(size_t n)
{
    resolve();
    count(&n_alloc);
    return r_pvalloc(n);
}

/* ---- mmap-family system calls ----
 * A seccomp filter traps mmap munmap mremap madvise brk when they are made from inside the
 * C library's wrapper functions of those names (which glibc's malloc, jemalloc, mimalloc
 * and SteadyBLAS go through) or from a preloaded library's own definitions of those names
 * (tcmalloc's), or through libc's syscall() with those numbers; the SIGSYS handler counts the call and makes it
 * through this shim's own syscall instruction, which the filter lets pass.  System calls
 * made elsewhere are not trapped: notably glibc's thread exit, which unmaps the exiting
 * thread's stack with an inlined madvise while all signals are blocked (a trap there
 * would kill the process).  So a program must not call these wrappers with SIGSYS
 * blocked while the shim is loaded (SteadyBLAS's pool workers leave it unblocked). */
long sbcount_gate(long nr, long a1, long a2, long a3, long a4, long a5, long a6);
__asm__(".text\n"
        ".globl sbcount_gate\n"
        ".hidden sbcount_gate\n"
        ".type sbcount_gate, @function\n"
        "sbcount_gate:\n"
        "    mov %rdi, %rax\n"
        "    mov %rsi, %rdi\n"
        "    mov %rdx, %rsi\n"
        "    mov %rcx, %rdx\n"
        "    mov %r8, %r10\n"
        "    mov %r9, %r8\n"
        "    mov 8(%rsp), %r9\n"
        "    syscall\n"
        "    ret\n"
        ".size sbcount_gate, . - sbcount_gate\n");

static void on_sigsys(int sig, siginfo_t *si, void *ucv)
{
    (void)sig;
    greg_t *g = ((ucontext_t *)ucv)->uc_mcontext.gregs;
    count(&n_sys);
    g[REG_RAX] = sbcount_gate(si->si_syscall, g[REG_RDI], g[REG_RSI], g[REG_RDX], g[REG_R10],
                              g[REG_R8], g[REG_R9]);
}

struct seg { uintptr_t base, lo, hi; };
/* the executable segment of the loaded object at base */
static int find_exec(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    struct seg *sg = arg;
    if (info->dlpi_addr != sg->base) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X)) {
            sg->lo = info->dlpi_addr + ph->p_vaddr;
            sg->hi = sg->lo + ph->p_memsz;
            return 1;
        }
    }
    return 1;
}

static void install_filter(void)
{
    const char *e = getenv("SBCOUNT_SYSCALLS");
    if (e && e[0] == '0') return;
    static const struct { const char *name; int nr; } calls[] = {
        {"mmap", SYS_mmap}, {"munmap", SYS_munmap}, {"mremap", SYS_mremap},
        {"madvise", SYS_madvise}, {"brk", SYS_brk}};
    enum { NC = sizeof calls / sizeof calls[0] };
    /* the C library's wrappers, and a preloaded library's own definitions of the same
     * names (tcmalloc defines mmap and munmap, making the system call itself) */
    void *libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!libc) return;
    enum { NE = 3 * NC };
    int nr[NE], ne = 0;
    uint64_t lo[NE], hi[NE];
    for (int c = 0; c < NC; c++)
        for (int w = 0; w < 3; w++) {
            /* 0: libc's wrapper; 1: a preloaded definition; 2: libc's syscall(), which
             * such definitions use */
            void *f = dlsym(w == 1 ? RTLD_DEFAULT : libc, w == 2 ? "syscall" : calls[c].name);
            Dl_info info;
            const ElfW(Sym) *sym = NULL;
            if (!f || !dladdr1(f, &info, (void **)&sym, RTLD_DL_SYMENT) || !sym ||
                !sym->st_size) {
                if (w) continue;
                return;     /* a libc wrapper we cannot place: no filter */
            }
            if (w == 1 && (uint64_t)(uintptr_t)f == lo[ne - 1]) continue;
            nr[ne] = calls[c].nr;
            lo[ne] = (uint64_t)(uintptr_t)f;
            hi[ne] = lo[ne] + sym->st_size;
            /* a preloaded library's definition may make the call from a helper of its
             * own (tcmalloc: inline assembly in a static function): its whole code */
            if (w == 1) {
                struct seg sg = {(uintptr_t)info.dli_fbase, 0, 0};
                dl_iterate_phdr(find_exec, &sg);
                if (sg.hi > sg.lo) lo[ne] = sg.lo, hi[ne] = sg.hi;
            }
            if ((lo[ne] >> 32) != ((hi[ne] - 1) >> 32)) return;
            ne++;
        }
    if (getenv("SBCOUNT_DEBUG"))
        for (int c = 0; c < ne; c++) {
            char b[96];
            int l = snprintf(b, sizeof b, "sbcount: nr %d ip %#lx..%#lx\n", nr[c],
                             (unsigned long)lo[c], (unsigned long)hi[c]);
            write(2, b, l);
        }
    enum { ARCH = offsetof(struct seccomp_data, arch), NR = offsetof(struct seccomp_data, nr),
           IPLO = offsetof(struct seccomp_data, instruction_pointer),
           IPHI = offsetof(struct seccomp_data, instruction_pointer) + 4 };
    struct sock_filter f[4 + 8 * NE], *p = f;
    *p++ = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARCH);
    *p++ = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0);
    *p++ = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    /* per entry (8 instructions): the number and the range match: trap; else the next */
    for (int c = 0; c < ne; c++) {
        *p++ = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, NR);
        *p++ = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)nr[c], 0, 6);
        *p++ = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, IPHI);
        *p++ = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(lo[c] >> 32), 0, 4);
        *p++ = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, IPLO);
        *p++ = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, (uint32_t)lo[c], 0, 2);
        *p++ = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, (uint32_t)hi[c], 1, 0);
        *p++ = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP);
    }
    *p++ = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    struct sock_fprog prog = {(unsigned short)(p - f), f};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigsys;
    sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESTART;
    if (sigaction(SIGSYS, &sa, NULL) != 0) return;
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
        syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0) {
        if (getenv("SBCOUNT_DEBUG")) write(2, "sbcount: no seccomp filter\n", 27);
        return;
    }
    n_sys = 0;
}

/* glibc's thread exit unmaps a library-allocated stack with madvise while all signals are
 * blocked, where a trap would kill the process; a thread with a stack of its own skips
 * that.  So every thread gets its stack from here (mapped through the gate, uncounted,
 * never unmapped: a benchmark's handful of threads). */
int pthread_create(pthread_t *t, const pthread_attr_t *attr, void *(*fn)(void *), void *arg)
{
    static int (*real)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    if (!real) real = dlsym(RTLD_NEXT, "pthread_create");
    if (n_sys < 0) return real(t, attr, fn, arg);
    size_t ss = 8 << 20;
    int detach = PTHREAD_CREATE_JOINABLE;
    if (attr) {
        void *given;
        size_t gsz;
        if (pthread_attr_getstack(attr, &given, &gsz) == 0 && given)
            return real(t, attr, fn, arg);
        if (pthread_attr_getstacksize(attr, &gsz) == 0 && gsz > ss) ss = gsz;
        pthread_attr_getdetachstate(attr, &detach);
    }
    const long st = sbcount_gate(SYS_mmap, 0, (long)ss, PROT_READ | PROT_WRITE,
                                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (st < 0 && st > -4096) return EAGAIN;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setstack(&a, (void *)st, ss);
    pthread_attr_setdetachstate(&a, detach);
    const int rc = real(t, &a, fn, arg);
    pthread_attr_destroy(&a);
    return rc;
}

__attribute__((constructor)) static void sbcount_init(void)
{
    resolve();
    install_filter();
}
