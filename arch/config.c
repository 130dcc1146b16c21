/* steadyblas_get_config(): version, CPU, kernel set and block sizes in one line. */
#include <stdio.h>
#include <pthread.h>
#include "arch/arch.h"
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
}

SB_API const char *steadyblas_get_config(void)
{
    pthread_once(&config_once, build_config);
    return config;
}

SB_API const char *steadyblas_get_arch(void) { return sb_kset_active()->name; }
