/*
 * Unit tests: main program, reference loading, Check glue, shapes (type-independent).
 *
 * References are loaded so that their own internal calls never reach SteadyBLAS, which
 * is linked into this program and exports the same names:
 *   - normally with dlopen(RTLD_LOCAL | RTLD_DEEPBIND);
 *   - under AddressSanitizer, which refuses RTLD_DEEPBIND, with dlmopen(LM_ID_NEWLM): the
 *     reference and its dependencies live in a link-map namespace of their own (and are
 *     not instrumented, which is what we want of a reference).
 * Environment:
 *   UT_OURS=netlib|openblas  test that library instead of SteadyBLAS (checks the harness
 *                            and shows where the two references disagree)
 *   UT_ONLY=name,name...     run only these TCases (e.g. dgemm,zherk)
 *   UT_VERBOSE=1             print the number of cases of every check
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "steadyblas.h"
#include "ut.h"

UT_WEAK(steadyblas_get_config);

#if defined(__SANITIZE_ADDRESS__)
#define UT_ASAN 1
#else
#define UT_ASAN 0
#endif

static const char *const ref_path[UT_NREF] = {
    "libopenblas.so.0",
    "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3",
};
static void *ref_handle[UT_NREF];
static void *ours_override;
int ut_cur_ref = UT_OPENBLAS;

static void *load(const char *path)
{
    void *h = UT_ASAN ? dlmopen(LM_ID_NEWLM, path, RTLD_NOW | RTLD_LOCAL)
                      : dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (!h) {
        fprintf(stderr, "unit tests: cannot load the reference %s: %s\n", path, dlerror());
        exit(2);
    }
    return h;
}

void *ut_ref_sym(int ref, const char *name)
{
    return dlsym(ref_handle[ref], name);
}

void *ut_fn(int w, void *ours, const char *name)
{
    void *f;
    if (w == UT_OURS) {
        f = ours_override ? dlsym(ours_override, name) : ours;
        if (!f) ck_abort_msg("%s is missing from the library under test", name);
    } else {
        f = dlsym(ref_handle[ut_cur_ref], name);
        if (!f) ck_abort_msg("the reference %s lacks %s", ref_path[ut_cur_ref], name);
    }
    return f;
}

/* ---- Check glue ---- */

void ut_add(Suite *s, const char *name, void (*fn)(int), int ngroups)
{
    const char *only = getenv("UT_ONLY");
    if (only && *only) {
        size_t n = strlen(name);
        const char *p = only;
        while ((p = strstr(p, name)) && ((p != only && p[-1] != ',') || (p[n] && p[n] != ',')))
            p++;
        if (!p) return;
    }
    static TTest tests[1024]; /* live as long as the suite (static: no leak to report) */
    static int ntests;
    if (ntests == (int)(sizeof tests / sizeof tests[0])) {
        fprintf(stderr, "unit tests: too many checks\n");
        exit(2);
    }
    TTest *t = &tests[ntests++];
    t->name = name;
    t->fn = fn;
    t->file = __FILE__;
    t->line = __LINE__;
    TCase *tc = tcase_create(name);
    tcase_set_timeout(tc, 900); /* scaled by CK_TIMEOUT_MULTIPLIER */
    tcase_add_loop_test(tc, t, 0, ngroups);
    suite_add_tcase(s, tc);
}

#define UT_MAX_PRINT 12
static long nfail;
long ut_ncases;
static char first_fail[768];
static char check_name[64];

static uint64_t rng_state;
void ut_seed(uint64_t s)
{
    rng_state = s * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
    if (!rng_state) rng_state = 1;
}
static uint64_t next(void)
{
    uint64_t x = rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}
double ut_urand(void) { return (double)(next() >> 11) * 0x1.0p-52 - 1.0; }
int ut_irand(int n) { return (int)((next() >> 33) % (uint64_t)n); }

void ut_check_begin(const char *what)
{
    nfail = 0;
    ut_ncases = 0;
    first_fail[0] = 0;
    snprintf(check_name, sizeof check_name, "%s", what);
    uint64_t h = 1469598103934665603ull;
    for (const char *p = what; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211ull;
    ut_seed(h);
}

void ut_case_fail(const char *fmt, ...)
{
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (nfail == 0) snprintf(first_fail, sizeof first_fail, "%s", msg);
    if (nfail < UT_MAX_PRINT) fprintf(stderr, "FAIL %s: %s\n", check_name, msg);
    nfail++;
}

void ut_check_end(void)
{
    if (getenv("UT_VERBOSE"))
        fprintf(stderr, "%s: %ld cases, %ld failed\n", check_name, ut_ncases, nfail);
    ck_assert_msg(nfail == 0, "%s: %ld of %ld cases failed; first: %s", check_name, nfail,
                  ut_ncases, first_fail);
}

/* ---- Error handlers ----
 * The program replaces xerbla_ and cblas_xerbla (SteadyBLAS calls them through the PLT;
 * the references bind their own).  Every call the sweeps make is legal, so SteadyBLAS
 * reporting an error during one fails the case. */
int ut_nerr;
char ut_err_name[64];
int ut_err_info;
size_t ut_err_len;

void xerbla_(const char *name, const fint *info, size_t len)
{
    size_t n = len < sizeof ut_err_name - 1 ? len : sizeof ut_err_name - 1;
    memcpy(ut_err_name, name, n);
    ut_err_name[n] = 0;
    ut_err_info = *info;
    ut_err_len = len;
    ut_nerr++;
}

void cblas_xerbla(int p, const char *rout, const char *form, ...)
{
    (void)form;
    snprintf(ut_err_name, sizeof ut_err_name, "%s", rout);
    ut_err_info = p;
    ut_err_len = strlen(rout);
    ut_nerr++;
}

/* ---- CBLAS flags ---- */

CBLAS_LAYOUT ut_clayout(int abi) { return abi == UT_ROW ? CblasRowMajor : CblasColMajor; }
CBLAS_TRANSPOSE ut_ctrans(char t)
{
    switch (t) {
    case 'N': return CblasNoTrans;
    case 'T': return CblasTrans;
    case 'C': return CblasConjTrans;
    default: return (CBLAS_TRANSPOSE)114; /* 'R': OpenBLAS's CblasConjNoTrans */
    }
}
CBLAS_UPLO ut_cuplo(char u) { return u == 'U' ? CblasUpper : CblasLower; }
CBLAS_SIDE ut_cside(char s) { return s == 'L' ? CblasLeft : CblasRight; }
CBLAS_DIAG ut_cdiag(char d) { return d == 'U' ? CblasUnit : CblasNonUnit; }
char ut_flip_uplo(char u) { return u == 'U' ? 'L' : 'U'; }

/* ---- Shapes ---- */

ut_shape ut_mat(int row, int m, int n, int ld)
{
    return (ut_shape){.kind = 'G', .m = row ? n : m, .n = row ? m : n, .ld = ld};
}
ut_shape ut_tri(int row, char uplo, int n, int ld)
{
    return (ut_shape){.kind = 'T', .uplo = row ? ut_flip_uplo(uplo) : uplo, .m = n, .n = n,
                      .ld = ld};
}
ut_shape ut_band(int row, int m, int n, int kl, int ku, int ld)
{
    return (ut_shape){.kind = 'B', .m = row ? n : m, .n = row ? m : n, .kl = row ? ku : kl,
                      .ku = row ? kl : ku, .ld = ld};
}
ut_shape ut_sband(int row, char uplo, int n, int k, int ld)
{
    return (ut_shape){.kind = 'S', .uplo = row ? ut_flip_uplo(uplo) : uplo, .m = n, .n = n,
                      .kl = k, .ku = k, .ld = ld};
}
ut_shape ut_pack(int row, char uplo, int n)
{
    return (ut_shape){.kind = 'P', .uplo = row ? ut_flip_uplo(uplo) : uplo, .m = n, .n = n};
}
ut_shape ut_vec(int n, int inc) { return (ut_shape){.kind = 'V', .n = n, .inc = inc}; }

static size_t uabs(int x) { return (size_t)(x < 0 ? -(long)x : x); }

size_t ut_shape_len(const ut_shape *s)
{
    size_t n = (size_t)(s->n > 0 ? s->n : 0), ld = (size_t)s->ld;
    switch (s->kind) {
    case 'G': return n ? ld * (n - 1) + (size_t)(s->m > 0 ? s->m : 0) : 0;
    case 'T': return n ? ld * (n - 1) + n : 0;
    case 'B': return n ? ld * (n - 1) + (size_t)(s->kl + s->ku + 1) : 0;
    case 'S': return n ? ld * (n - 1) + (size_t)(s->kl + 1) : 0;
    case 'P': return n * (n + 1) / 2;
    default: return n ? 1 + (n - 1) * uabs(s->inc) : 0;
    }
}

int ut_shape_at(const ut_shape *s, size_t pos, int *diag)
{
    long r, j, i;
    *diag = 0;
    switch (s->kind) {
    case 'G':
    case 'T':
        r = (long)(pos % (size_t)s->ld), j = (long)(pos / (size_t)s->ld);
        if (r >= s->m || j >= s->n) return 0;
        *diag = r == j;
        if (s->kind == 'T') return s->uplo == 'U' ? r <= j : r >= j;
        return 1;
    case 'B':
        r = (long)(pos % (size_t)s->ld), j = (long)(pos / (size_t)s->ld);
        i = r - s->ku + j;
        if (j >= s->n || r > s->kl + s->ku || i < 0 || i >= s->m) return 0;
        *diag = i == j;
        return 1;
    case 'S':
        r = (long)(pos % (size_t)s->ld), j = (long)(pos / (size_t)s->ld);
        if (j >= s->n || r > s->kl) return 0;
        i = s->uplo == 'U' ? r - s->kl + j : r + j;
        if (i < 0 || i >= s->n) return 0;
        *diag = i == j;
        return 1;
    case 'P': {
        /* column j holds j + 1 (upper) or n - j (lower) elements */
        size_t start = 0;
        for (j = 0; j < s->n; j++) {
            size_t len = s->uplo == 'U' ? (size_t)j + 1 : (size_t)(s->n - j);
            if (pos < start + len) {
                *diag = s->uplo == 'U' ? pos - start == (size_t)j : pos == start;
                return 1;
            }
            start += len;
        }
        return 0;
    }
    default:
        if (pos % uabs(s->inc ? s->inc : 1)) return 0;
        return pos / uabs(s->inc ? s->inc : 1) < (size_t)s->n;
    }
}

int ut_shape_width(const ut_shape *s)
{
    switch (s->kind) {
    case 'S': return s->kl;
    case 'B': return s->kl + s->ku;
    default: return s->n > 1 ? s->n - 1 : 0;
    }
}

const int ut_vsizes[UT_NVSIZES][3] = {{0, 1, 0},  {0, 2, 0},  {0, 3, 0},   {0, 7, 0},
                                      {0, 8, 0},  {0, 9, 0},  {0, 16, 0},  {0, 17, 0},
                                      {0, 33, 0}, {0, 64, 0}, {0, 255, 0}, {0, 1001, 0}};
const int ut_vlarge[1][3] = {{0, 100003, 0}};

/* ---- main ---- */

int main(void)
{
    /* single-threaded references: the machine is shared, and Check forks per test */
    setenv("OPENBLAS_NUM_THREADS", "1", 0);
    for (int r = 0; r < UT_NREF; r++) ref_handle[r] = load(ref_path[r]);
    const char *o = getenv("UT_OURS");
    if (o && *o) {
        ours_override = load(strcmp(o, "netlib") == 0 ? ref_path[UT_NETLIB] : ref_path[UT_OPENBLAS]);
        fprintf(stderr, "unit tests: testing %s instead of SteadyBLAS\n", o);
    }

    if (!ours_override && steadyblas_get_config)
        printf("unit tests: %s\n", steadyblas_get_config());
    fflush(stdout); /* before Check forks */
    Suite *s = suite_create("steadyblas-unit");
    ut_s_reg_l1(s), ut_d_reg_l1(s), ut_c_reg_l1(s), ut_z_reg_l1(s);
    ut_s_reg_l2(s), ut_d_reg_l2(s), ut_c_reg_l2(s), ut_z_reg_l2(s);
    ut_s_reg_l3(s), ut_d_reg_l3(s), ut_c_reg_l3(s), ut_z_reg_l3(s);
    ut_s_reg_ext(s), ut_d_reg_ext(s), ut_c_reg_ext(s), ut_z_reg_ext(s);
    ut_reg_misc(s);

    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
