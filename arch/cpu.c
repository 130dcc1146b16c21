/*
 * CPU detection: vendor, family/model, ISA flags with the OS's register-state support,
 * and cache sizes.  x86-64 uses CPUID/XGETBV; other architectures report what they can.
 */
#include <string.h>
#include <pthread.h>
#include "arch/arch.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
    __cpuid_count(leaf, sub, r[0], r[1], r[2], r[3]);
}

static unsigned long long xgetbv0(void)
{
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((unsigned long long)hi << 32) | lo;
}

/* Deterministic cache parameters: leaf 4 (Intel) or 0x8000001D (AMD). */
static void detect_caches(sb_cpu_info *ci, unsigned leaf)
{
    for (unsigned sub = 0; sub < 16; sub++) {
        unsigned r[4];
        cpuid(leaf, sub, r);
        unsigned type = r[0] & 0x1f;
        if (type == 0) break;
        unsigned level = (r[0] >> 5) & 7;
        long ways = ((r[1] >> 22) & 0x3ff) + 1;
        long parts = ((r[1] >> 12) & 0x3ff) + 1;
        long line = (r[1] & 0xfff) + 1;
        long sets = (long)r[2] + 1;
        long size = ways * parts * line * sets;
        if (level == 1 && (type == 1 || type == 3)) ci->l1d = size;
        else if (level == 2) ci->l2 = size;
        else if (level == 3) {
            ci->l3 = size;
            ci->l3_sharing = (int)((r[0] >> 14) & 0xfff) + 1;
        }
    }
}

/*
 * Hypervisors sometimes pass nonsense through the legacy leaves (this project's own VMs
 * report a 508 MiB L3 in AMD's 0x80000006, and nothing in 0x8000001D).  A size outside
 * what any shipping x86-64 core has is treated as unknown, and the blocking falls back to
 * the set's defaults for the levels concerned.  The L3 bound is 2 GiB for the
 * deterministic leaves (Emerald Rapids reports 300 MiB through leaf 4, Granite Rapids
 * 504 MiB) and 256 MiB for AMD's legacy leaf (set where it is read, below).
 */
static void sanitize_caches(sb_cpu_info *ci)
{
    if (ci->l1d < (8L << 10) || ci->l1d > (256L << 10)) ci->l1d = 0;
    if (ci->l2 < (128L << 10) || ci->l2 > (32L << 20)) ci->l2 = 0;
    if (ci->l3 && (ci->l3 < ci->l2 || ci->l3 > (2048L << 20))) ci->l3 = 0, ci->l3_sharing = 0;
}

static void detect(sb_cpu_info *ci)
{
    unsigned r[4];
    cpuid(0, 0, r);
    unsigned maxleaf = r[0];
    memcpy(ci->vendor + 0, &r[1], 4);
    memcpy(ci->vendor + 4, &r[3], 4);
    memcpy(ci->vendor + 8, &r[2], 4);
    ci->vendor[12] = 0;

    cpuid(1, 0, r);
    unsigned fam = (r[0] >> 8) & 0xf, mod = (r[0] >> 4) & 0xf;
    if (fam == 0xf) fam += (r[0] >> 20) & 0xff;
    if (fam == 0x6 || fam >= 0xf) mod += ((r[0] >> 16) & 0xf) << 4;
    ci->family = fam;
    ci->model = mod;
    ci->stepping = r[0] & 0xf;
    ci->sse2 = (r[3] >> 26) & 1;
    ci->fma = (r[2] >> 12) & 1;
    ci->avx = (r[2] >> 28) & 1;
    int osxsave = (r[2] >> 27) & 1;
    if (osxsave) {
        unsigned long long xcr0 = xgetbv0();
        ci->os_ymm = (xcr0 & 0x6) == 0x6;
        ci->os_zmm = (xcr0 & 0xe6) == 0xe6;
    }
    if (maxleaf >= 7) {
        cpuid(7, 0, r);
        ci->avx2 = (r[1] >> 5) & 1;
        ci->avx512f = (r[1] >> 16) & 1;
        ci->avx512dq = (r[1] >> 17) & 1;
        ci->avx512bw = (r[1] >> 30) & 1;
        ci->avx512vl = (r[1] >> 31) & 1;
    }
    cpuid(0x80000000u, 0, r);
    unsigned maxext = r[0];
    if (maxext >= 0x80000004u) {
        for (unsigned i = 0; i < 3; i++) {
            cpuid(0x80000002u + i, 0, r);
            memcpy(ci->brand + 16 * i, r, 16);
        }
        ci->brand[48] = 0;
    }
    if (!strcmp(ci->vendor, "AuthenticAMD") || !strcmp(ci->vendor, "HygonGenuine")) {
        if (maxext >= 0x8000001Du) detect_caches(ci, 0x8000001Du);
        /* legacy AMD leaves, when the topology leaf is not exposed (some hypervisors) */
        if (!ci->l1d && maxext >= 0x80000005u) {
            cpuid(0x80000005u, 0, r);
            ci->l1d = (long)(r[2] >> 24) << 10;
        }
        if (!ci->l2 && maxext >= 0x80000006u) {
            cpuid(0x80000006u, 0, r);
            ci->l2 = (long)(r[2] >> 16) << 10;
            ci->l3 = (long)(r[3] >> 18) * (512L << 10);
            if (ci->l3 > (256L << 20)) ci->l3 = 0;   /* see sanitize_caches */
        }
        /* performance identifiers: bit 0 FP128, bit 2 FP256, bit 3 FP512 datapath */
        if (maxext >= 0x8000001Au) {
            cpuid(0x8000001Au, 0, r);
            ci->fp_width = (r[0] & 8) ? 512 : (r[0] & 4) ? 256 : (r[0] & 1) ? 128 : 0;
        }
    } else if (maxleaf >= 4) {
        detect_caches(ci, 4);
    }
    sanitize_caches(ci);

    if (ci->sse2) ci->isa |= SB_ISA_SSE2;
    if (ci->avx2 && ci->avx && ci->os_ymm) ci->isa |= SB_ISA_AVX2;
    if (ci->fma && ci->os_ymm) ci->isa |= SB_ISA_FMA;
    if (ci->avx512f && ci->avx512dq && ci->avx512bw && ci->avx512vl && ci->os_zmm)
        ci->isa |= SB_ISA_AVX512;
}
#else
static void detect(sb_cpu_info *ci)
{
    strcpy(ci->vendor, "unknown");
}
#endif

static sb_cpu_info cpu_info;
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;

static void cpu_init(void) { detect(&cpu_info); }

const sb_cpu_info *sb_cpu(void)
{
    pthread_once(&cpu_once, cpu_init);
    return &cpu_info;
}
