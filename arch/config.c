/* steadyblas_get_config(): version, CPU, kernel set and block sizes in one line; and the
 * CPU and kernel-set part of steadyblas_get_info(). */
#include <stdio.h>
#include <string.h>
#include <pthread.h>
#include "arch/arch.h"
#include "arch/ksets.h"
#include "steadyblas.h"

static char config[768];
static pthread_once_t config_once = PTHREAD_ONCE_INIT;

static void build_config(void)
{
    const sb_cpu_info *ci = sb_cpu();
    const sb_kset *ks = sb_kset_active();
    int n = snprintf(config, sizeof config,
                     "SteadyBLAS %s; CPU %s family 0x%x model 0x%x (%s%s%s%s); FP datapath %d; "
                     "L1d %ldK L2 %ldK L3 %ldK; kernels %s",
                     STEADYBLAS_VERSION, ci->vendor, ci->family, ci->model,
                     ci->isa & SB_ISA_SSE2 ? "sse2" : "", ci->isa & SB_ISA_AVX2 ? " avx2" : "",
                     ci->isa & SB_ISA_FMA ? " fma" : "", ci->isa & SB_ISA_AVX512 ? " avx512" : "",
                     ci->fp_width, ci->l1d >> 10, ci->l2 >> 10, ci->l3 >> 10, ks->name);
    for (int t = 0; t < 4 && n > 0 && n < (int)sizeof config; t++) {
        const sb_kernels *k = &ks->t[t];
        n += snprintf(config + n, sizeof config - n, "; %c MRxNR %dx%d MC %ld KC %ld NC %ld",
                      "sdcz"[t], k->mr, k->nr, (long)k->mc, (long)k->kc, (long)k->nc);
    }
    if (ks->narrow_bits && ci->fp_width == ks->narrow_bits && n > 0 && n < (int)sizeof config) {
        n += snprintf(config + n, sizeof config - n, "; level 1/2 narrow slots for the %d-bit "
                      "datapath (", ks->narrow_bits);
        const char *sep = "";
        for (int t = 0; t < 4 && n > 0 && n < (int)sizeof config; t++) {
            const sb_narrow_slots *w = &ks->narrow[t];
            if (!w->axpy && !w->dot && !w->asum) continue;
            n += snprintf(config + n, sizeof config - n, "%s%c:%s%s%s", sep, "sdcz"[t],
                          w->axpy ? " axpy" : "", w->dot ? " dot" : "", w->asum ? " asum" : "");
            sep = "; ";
        }
        if (n > 0 && n < (int)sizeof config) snprintf(config + n, sizeof config - n, ")");
    }
}

SB_API const char *steadyblas_get_config(void)
{
    pthread_once(&config_once, build_config);
    return config;
}

SB_API const char *steadyblas_get_arch(void) { return sb_kset_active()->name; }

/* Append " word" (or "word" first) to the flag list if on. */
static void add_flag(char *buf, size_t size, int on, const char *word)
{
    size_t n = strlen(buf);
    if (on && n + strlen(word) + 2 <= size) snprintf(buf + n, size - n, "%s%s", n ? " " : "", word);
}

void sb_arch_info(steadyblas_info_t *info)
{
    const sb_cpu_info *ci = sb_cpu();
    const sb_kset *ks = sb_kset_active();
    const char *req;
    snprintf(info->version, sizeof info->version, "%s", STEADYBLAS_VERSION);
    snprintf(info->cpu_vendor, sizeof info->cpu_vendor, "%s", ci->vendor);
    /* the brand string is often padded with blanks on either side */
    const char *b = ci->brand;
    while (*b == ' ') b++;
    snprintf(info->cpu_name, sizeof info->cpu_name, "%s", b);
    for (size_t n = strlen(info->cpu_name); n && info->cpu_name[n - 1] == ' '; n--)
        info->cpu_name[n - 1] = 0;
    info->cpu_family = ci->family;
    info->cpu_model = ci->model;
    info->cpu_stepping = ci->stepping;
    char *f = info->cpu_flags;
    const size_t fs = sizeof info->cpu_flags;
    f[0] = 0;
    add_flag(f, fs, ci->sse2, "sse2");
    add_flag(f, fs, ci->avx, "avx");
    add_flag(f, fs, ci->avx2, "avx2");
    add_flag(f, fs, ci->fma, "fma");
    add_flag(f, fs, ci->avx512f, "avx512f");
    add_flag(f, fs, ci->avx512dq, "avx512dq");
    add_flag(f, fs, ci->avx512bw, "avx512bw");
    add_flag(f, fs, ci->avx512vl, "avx512vl");
    add_flag(f, fs, ci->os_ymm, "os-ymm");
    add_flag(f, fs, ci->os_zmm, "os-zmm");
    add_flag(f, fs, ci->isa & SB_ISA_NEON, "neon");
    add_flag(f, fs, ci->isa & SB_ISA_SVE, "sve");
    info->fp_datapath_bits = ci->fp_width;
    info->cache_l1d = ci->l1d;
    info->cache_l2 = ci->l2;
    info->cache_l3 = ci->l3;
    info->l3_sharing = ci->l3_sharing;

    snprintf(info->kernel_set, sizeof info->kernel_set, "%s", ks->name);
    info->kernel_set_reason = sb_kset_reason(&req, &info->blocking_overridden);
    snprintf(info->arch_requested, sizeof info->arch_requested, "%s", req);
    char *s = info->kernel_sets;
    const size_t ss = sizeof info->kernel_sets;
    s[0] = 0;
    for (int i = 0; sb_ksets[i]; i++) {
        size_t n = strlen(s);
        snprintf(s + n, ss - n, "%s%s%s", n ? " " : "", sb_ksets[i]->name,
                 sb_kset_runs(sb_ksets[i]) ? "(runs)" : "(not on this CPU)");
    }
    for (int t = 0; t < 4; t++) {
        const sb_kernels *k = &ks->t[t];
        info->blocking[t] = (steadyblas_blocking_t){k->mr, k->nr, (long)k->mc, (long)k->kc,
                                                    (long)k->nc};
    }
}
