/*
 * arch/ test: the cache blocking computed for every kernel set compiled into the library,
 * on the cache geometries of real CPUs (and on unknown caches), obeys the model of
 * arch/blocking.c and the engine's invariants; the dispatcher honours STEADYBLAS_ARCH.
 * Links the static library so that arch/ and the kernel sets are reachable.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arch/arch.h"
#include "arch/ksets.h"
#include "steadyblas.h"

static int failures, checks;

#define CHECK(cond, ...)                                                                   \
    do {                                                                                   \
        checks++;                                                                          \
        if (!(cond)) {                                                                     \
            failures++;                                                                    \
            printf("FAIL: " __VA_ARGS__);                                                  \
            printf("\n");                                                                  \
        }                                                                                  \
    } while (0)

struct geometry {
    const char *name;
    long l1d, l2, l3;
    int sharing;
};

static const struct geometry geos[] = {
    {"Zen 5 server (48K/1M/32M, 16 threads on the L3)", 48 << 10, 1 << 20, 32L << 20, 16},
    {"Zen 4 (32K/1M/32M)", 32 << 10, 1 << 20, 32L << 20, 16},
    {"Zen 3 VM (32K/512K/32M, 2 CPUs on the L3)", 32 << 10, 512 << 10, 32L << 20, 2},
    {"Skylake-SP (32K/1M/1.375M per core)", 32 << 10, 1 << 20, 38L << 19, 56},
    {"Haswell desktop (32K/256K/8M)", 32 << 10, 256 << 10, 8L << 20, 8},
    {"Sapphire Rapids (48K/2M/105M)", 48 << 10, 2 << 20, 105L << 20, 112},
    {"Emerald Rapids (48K/2M/300M)", 48 << 10, 2 << 20, 300L << 20, 128},
    {"a large L3 said to be one core's (48K/2M/300M)", 48 << 10, 2 << 20, 300L << 20, 1},
    {"L3 unknown (the VM's legacy leaf)", 48 << 10, 1 << 20, 0, 0},
    {"no cache information", 0, 0, 0, 0},
};

static const long esize[4] = {4, 8, 8, 16};

int main(void)
{
    for (int s = 0; sb_ksets[s]; s++) {
        const sb_kset *ks = sb_ksets[s];
        for (size_t g = 0; g < sizeof geos / sizeof geos[0]; g++) {
            sb_cpu_info ci;
            memset(&ci, 0, sizeof ci);
            ci.l1d = geos[g].l1d, ci.l2 = geos[g].l2, ci.l3 = geos[g].l3;
            ci.l3_sharing = geos[g].sharing;
            sb_kset k = *ks;
            if (!ks->fixed_blocks) sb_arch_blocking(&ci, &k);
            for (int t = 0; t < 4; t++) {
                const sb_kernels *d = &ks->t[t], *b = &k.t[t];
                const char *tn = "sdcz" + t;
                CHECK(b->mc >= b->mr && b->mc % b->mr == 0, "%s %.1s %s: MC %ld not a multiple of MR %d",
                      ks->name, tn, geos[g].name, (long)b->mc, b->mr);
                CHECK(b->nc >= b->nr && b->nc % b->nr == 0, "%s %.1s %s: NC %ld not a multiple of NR %d",
                      ks->name, tn, geos[g].name, (long)b->nc, b->nr);
                CHECK(b->kc >= 1, "%s %.1s %s: KC %ld", ks->name, tn, geos[g].name, (long)b->kc);
                /* a threaded call's per-group panel: unset, or a narrower whole number of
                 * micropanels, set only where the L3 is unknown, its panel within L2 */
                CHECK(b->nc_team == 0 ||
                          (b->nc_team >= b->nr && b->nc_team % b->nr == 0 && b->nc_team < b->nc &&
                           !ci.l3 && ci.l2 && (b->nc_team * b->kc * esize[t] <= ci.l2 ||
                                               b->nc_team == 16 * b->nr)),
                      "%s %.1s %s: NC per thread group %ld (NC %ld, KC %ld)", ks->name, tn,
                      geos[g].name, (long)b->nc_team, (long)b->nc, (long)b->kc);
                CHECK(ci.l3 || !ci.l2 || b->nc * b->kc * esize[t] <= ci.l2 || b->nc_team > 0,
                      "%s %.1s %s: a B panel of %ld bytes beyond L2 with no per-group NC",
                      ks->name, tn, geos[g].name, (long)(b->nc * b->kc * esize[t]));
                if (ks->fixed_blocks) {
                    CHECK(b->mc == d->mc && b->kc == d->kc && b->nc == d->nc,
                          "%s: fixed blocks changed", ks->name);
                    continue;
                }
                /* the B micropanel's share of L1: the set's kc_l1_pct, else a third */
                const long l1b = ks->kc_l1_pct > 0 ? ci.l1d * ks->kc_l1_pct / 100 : ci.l1d / 3;
                /* the KC of a third of L1, for which the B panel's budget is set */
                long kc3 = b->kc;
                if (ci.l1d) {
                    kc3 = ci.l1d / 3 / (b->nr * esize[t]) / 8 * 8;
                    if (kc3 < 64) kc3 = 64;
                    if (kc3 > b->kc) kc3 = b->kc;
                    CHECK(b->kc % 8 == 0, "%s %.1s %s: KC %ld not a multiple of 8", ks->name, tn,
                          geos[g].name, (long)b->kc);
                    CHECK(b->kc == 64 || b->kc * b->nr * esize[t] <= l1b,
                          "%s %.1s %s: B micropanel %ld bytes > %ld bytes of L1d", ks->name, tn,
                          geos[g].name, (long)(b->kc * b->nr * esize[t]), l1b);
                    CHECK((b->kc + 8) * b->nr * esize[t] > l1b || b->kc == 1024,
                          "%s %.1s %s: KC %ld leaves L1 unused", ks->name, tn, geos[g].name,
                          (long)b->kc);
                } else {
                    CHECK(b->kc == d->kc, "%s %.1s %s: KC changed without an L1 size", ks->name,
                          tn, geos[g].name);
                }
                if (ci.l2)
                    CHECK(b->mc == b->mr || b->mc * b->kc * esize[t] <= ci.l2 / 2,
                          "%s %.1s %s: A block %ld bytes > L2/2", ks->name, tn, geos[g].name,
                          (long)(b->mc * b->kc * esize[t]));
                else
                    CHECK(b->mc == d->mc, "%s %.1s %s: MC changed without an L2 size", ks->name,
                          tn, geos[g].name);
                if (!ci.l3 && !ci.l2)
                    CHECK(b->nc == d->nc, "%s %.1s %s: NC changed without L2 and L3 sizes",
                          ks->name, tn, geos[g].name);
                if (ci.l2)
                    CHECK(b->nc == 16 * b->nr ||
                          b->nc * kc3 * esize[t] <= (ci.l2 > (2L << 20) ? ci.l2 : (2L << 20)),
                          "%s %.1s %s: B panel %ld bytes (at the KC of a third of L1, %ld) > "
                          "max(L2, 2 MiB)", ks->name, tn, geos[g].name,
                          (long)(b->nc * kc3 * esize[t]), kc3);
            }
            if (g == 0 || g == sizeof geos / sizeof geos[0] - 1)
                printf("test-arch: %s on %s: s %ld/%ld/%ld d %ld/%ld/%ld c %ld/%ld/%ld "
                       "z %ld/%ld/%ld (MC/KC/NC)\n", ks->name, geos[g].name,
                       (long)k.t[0].mc, (long)k.t[0].kc, (long)k.t[0].nc, (long)k.t[1].mc,
                       (long)k.t[1].kc, (long)k.t[1].nc, (long)k.t[2].mc, (long)k.t[2].kc,
                       (long)k.t[2].nc, (long)k.t[3].mc, (long)k.t[3].kc, (long)k.t[3].nc);
        }
    }

    /* The dispatcher: the active set is the one STEADYBLAS_ARCH names when the CPU can run
     * it (the caller runs this program once per set), else the best the CPU can run. */
    const char *want = getenv("STEADYBLAS_ARCH");
    const sb_cpu_info *ci = sb_cpu();
    const sb_kset *best = NULL, *named = NULL;
    for (int s = 0; sb_ksets[s]; s++) {
        int ok = (ci->isa & sb_ksets[s]->requires) == sb_ksets[s]->requires;
        if (ok && !best) best = sb_ksets[s];
        if (want && !strcmp(want, sb_ksets[s]->name) && ok) named = sb_ksets[s];
    }
    const char *active = steadyblas_get_arch();
    CHECK(!strcmp(active, (named ? named : best)->name), "active set %s, expected %s", active,
          (named ? named : best)->name);
    printf("test-arch: STEADYBLAS_ARCH=%s -> %s; %s\n", want ? want : "(unset)", active,
           steadyblas_get_config());
    printf("test-arch: %s (%d checks, %d failed)\n", failures ? "FAIL" : "PASS", checks,
           failures);
    return failures != 0;
}
