/* steadyblas_get_config(): version, CPU, kernel set and block sizes in one line. */
#include <stdio.h>
#include <pthread.h>
#include "arch/arch.h"
#include "steadyblas.h"

static char config[512];
static pthread_once_t config_once = PTHREAD_ONCE_INIT;

static void build_config(void)
{
    const sb_cpu_info *ci = sb_cpu();
    const sb_kset *ks = sb_kset_active();
    const sb_kernels *d = &ks->t[1];
    snprintf(config, sizeof config,
             "SteadyBLAS %s; CPU %s family 0x%x model 0x%x (%s%s%s%s%s); L1d %ldK L2 %ldK L3 %ldK; "
             "kernels %s; dgemm MRxNR %dx%d MC %ld KC %ld NC %ld",
             STEADYBLAS_VERSION, ci->vendor, ci->family, ci->model, ci->sse2 ? "sse2" : "",
             ci->avx2 && ci->os_ymm ? " avx2" : "", ci->fma ? " fma" : "",
             ci->avx512f && ci->os_zmm ? " avx512f" : "", ci->avx512bw ? " avx512bw" : "",
             ci->l1d >> 10, ci->l2 >> 10, ci->l3 >> 10, ks->name, d->mr, d->nr, (long)d->mc,
             (long)d->kc, (long)d->nc);
}

SB_API const char *steadyblas_get_config(void)
{
    pthread_once(&config_once, build_config);
    return config;
}

SB_API const char *steadyblas_get_arch(void) { return sb_kset_active()->name; }
