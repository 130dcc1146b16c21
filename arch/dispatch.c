/*
 * The dispatch table: which kernel set runs.  Chosen once, the first time any routine
 * asks (and eagerly at load), from the CPU's flags, or forced with STEADYBLAS_ARCH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "arch/arch.h"
#include "arch/ksets.h"
#include "steadyblas.h"

const sb_kset *sb_kset_published;   /* arch.h */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static sb_kset chosen;     /* a copy of the chosen set with the computed block sizes */
static int reason;         /* STEADYBLAS_ARCH_*: how it was chosen */
static char requested[32]; /* STEADYBLAS_ARCH as given (truncated) */
static int overridden;     /* STEADYBLAS_BLOCKING changed a block size */

int sb_kset_runs(const sb_kset *ks)
{
    return (sb_cpu()->isa & ks->requires) == ks->requires;
}

/*
 * STEADYBLAS_BLOCKING="d=MC,KC,NC s=..." overrides the computed block sizes of the types it
 * names (for experiments and tuning; MC is rounded to a multiple of MR, NC of NR).
 */
static int override_blocking(sb_kset *ks, const char *spec)
{
    int changed = 0;
    while (spec && *spec) {
        char t;
        long mc, kc, nc;
        int used = 0;
        if (sscanf(spec, " %c=%ld,%ld,%ld%n", &t, &mc, &kc, &nc, &used) == 4 && used > 0) {
            const char *types = "sdcz", *at = strchr(types, t);
            if (at && t && mc > 0 && kc > 0 && nc > 0) {
                sb_kernels *k = &ks->t[at - types];
                k->mc = mc < k->mr ? k->mr : mc - mc % k->mr;
                k->kc = kc;
                k->nc = nc < k->nr ? k->nr : nc - nc % k->nr;
                changed = 1;
            }
            spec += used;
        } else {
            fprintf(stderr, "SteadyBLAS: STEADYBLAS_BLOCKING: cannot read '%s'\n", spec);
            return changed;
        }
        while (*spec == ' ' || *spec == ';') spec++;
    }
    return changed;
}

static void publish(const sb_kset *ks)
{
    chosen = *ks;
    /* the set's narrow level 1/2 slots on a datapath narrower than its vectors */
    if (ks->narrow_bits && sb_cpu()->fp_width == ks->narrow_bits) sb_kset_narrow(&chosen);
    if (!ks->fixed_blocks) sb_arch_blocking(sb_cpu(), &chosen);
    overridden = override_blocking(&chosen, getenv("STEADYBLAS_BLOCKING"));
    __atomic_store_n(&sb_kset_published, &chosen, __ATOMIC_RELEASE);
}

static void choose(void)
{
    const char *want = getenv("STEADYBLAS_ARCH");
    if (want && *want) {
        int known = 0;
        snprintf(requested, sizeof requested, "%s", want);
        for (int i = 0; sb_ksets[i]; i++)
            if (!strcmp(sb_ksets[i]->name, want)) {
                known = 1;
                if (sb_kset_runs(sb_ksets[i])) {
                    reason = STEADYBLAS_ARCH_FORCED;
                    publish(sb_ksets[i]);
                    return;
                }
                reason = STEADYBLAS_ARCH_UNSUPPORTED;
                fprintf(stderr, "SteadyBLAS: STEADYBLAS_ARCH=%s is not supported by this CPU; "
                                "choosing automatically\n", want);
                break;
            }
        if (!known) reason = STEADYBLAS_ARCH_UNKNOWN;
        if (!known)
            fprintf(stderr, "SteadyBLAS: STEADYBLAS_ARCH=%s names no kernel set of this build; "
                            "choosing automatically\n", want);
    }
    /* sb_ksets is ordered best first; generic (last) is always supported. */
    for (int i = 0; sb_ksets[i]; i++)
        if (sb_kset_runs(sb_ksets[i])) {
            publish(sb_ksets[i]);
            return;
        }
}

/* The slow path of sb_kset_active (arch.h): the first call, before the constructor ran */
const sb_kset *sb_kset_choose(void)
{
    pthread_once(&once, choose);
    return __atomic_load_n(&sb_kset_published, __ATOMIC_ACQUIRE);
}

int sb_kset_reason(const char **req, int *blocking_overridden)
{
    (void)sb_kset_active();
    if (req) *req = requested;
    if (blocking_overridden) *blocking_overridden = overridden;
    return reason;
}

__attribute__((constructor)) static void dispatch_at_load(void) { (void)sb_kset_active(); }
