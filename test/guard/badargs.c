/*
 * Bad-argument test: every routine of levels 2 and 3, Fortran ABI and CBLAS (both
 * layouts).  From a legal call, each argument that the reference checks is perturbed
 * (flag characters / enum values, negative and zero dimensions, leading dimensions
 * 0..5, zero increments, an illegal layout), alone and in pairs — pairs check the order
 * of the checks — and the same calls are made to the reference libblas.so.3 and to the
 * library under test.  The reports must be identical: how many, the routine name, the
 * argument number and, for CBLAS, RowMajorStrg at the time of the report and both data
 * symbols after the return.  On an illegal call no byte of any operand may change.
 *
 * This program is linked with no BLAS.  It loads both libraries RTLD_LOCAL, so each
 * binds its own internals, and exports (-rdynamic) its own xerbla_ and cblas_xerbla,
 * which both libraries' calls reach through the PLT.  Like the netlib CBLAS tester's,
 * its xerbla_ forwards a report made during a CBLAS call to cblas_xerbla(info + 1,
 * "cblas_<name>") (the reference CBLAS reports Fortran-level errors that way).
 *
 *   badargs --ref PATH --lib PATH [--only NAME]...
 */
#define _GNU_SOURCE
#include <complex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include "gt.h"

#define MAXCASE 4096
#define NBUF 64 /* elements per operand buffer: enough for every legal call below */
#define MAX_REPORTS 6

typedef struct {
    int status; /* 0 ran, 1 crashed or hung */
    int ncalls;
    char name[24];
    int info, len, rowmaj;
    int post_rm, post_cfc;
    int changed;
    int direct; /* the first report came straight to cblas_xerbla (not through xerbla_) */
} rec;

/* ---- the recorders ---- */

static rec *cur;
static int in_cblas, forwarding;
static int *rm_ptr, *cfc_ptr;

void cblas_xerbla(int info, const char *rout, const char *form, ...)
{
    (void)form;
    if (!cur) return;
    if (cur->ncalls++) return;
    snprintf(cur->name, sizeof cur->name, "%s", rout);
    cur->info = info;
    cur->rowmaj = rm_ptr ? *rm_ptr : -1;
    cur->direct = !forwarding;
}

void xerbla_(const char *srname, const int *info, size_t len)
{
    char nm[24];
    size_t n = len < 16 ? len : 16;
    while (n > 0 && srname[n - 1] == ' ') n--;
    if (in_cblas) { /* as the netlib CBLAS tester's xerbla_ */
        snprintf(nm, sizeof nm, "cblas_");
        for (size_t i = 0; i < n; i++) nm[6 + i] = (char)(srname[i] >= 'A' && srname[i] <= 'Z' ? srname[i] + 32 : srname[i]);
        nm[6 + n] = 0;
        forwarding = 1;
        cblas_xerbla(*info + 1, nm, "");
        forwarding = 0;
        return;
    }
    if (!cur) return;
    if (cur->ncalls++) return;
    memcpy(cur->name, srname, n);
    cur->name[n] = 0;
    cur->info = *info;
    cur->len = (int)len;
}

/* ---- cases ---- */

typedef struct {
    int pos;
    int64_t i;
    double complex z;
    int layout; /* pos == -1: the layout */
} pert;

typedef struct {
    const gt_routine *r;
    int t, api;
    gt_call_args base;
    int npert;
    pert pt[64];
    int ncases;
    int emulate; /* the reference run emulates gemmt with gemm */
} job;

static void job_init(job *j, const gt_routine *r, int t, int api)
{
    memset(j, 0, sizeof *j);
    j->r = r;
    j->t = t;
    j->api = api;
    gt_call_args *c = &j->base;
    c->api = api;
    c->layout = api == API_CROW ? 101 : 102;
#define PERT(p, v) (j->pt[j->npert].pos = (p), j->pt[j->npert++].i = (v))
    if (api != API_F77) {
        j->pt[j->npert].pos = -1;
        j->pt[j->npert++].layout = 0; /* illegal layout */
    }
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        gt_arg *a = &c->a[p];
        const char *alt = NULL;
        switch (k) {
        case 't': a->i = gt_flag(api, k, 'N'); alt = "TCtX"; break;
        case 'u': a->i = gt_flag(api, k, 'U'); alt = "LlX"; break;
        case 's': a->i = gt_flag(api, k, 'L'); alt = "RrX"; break;
        case 'd': a->i = gt_flag(api, k, 'N'); alt = "UuX"; break;
        case 'm': a->i = 4; break;
        case 'n': a->i = 5; break;
        case 'k': a->i = 6; break;
        case 'l': a->i = 1; break;
        case 'h': a->i = 2; break;
        case 'w': a->i = 2; break;
        case 'L': a->i = 8; break;
        case 'I': a->i = 1; break;
        case 'a': case 'r': a->z = CMPLX(1.5, 0.5); break;
        case 'b': case 'q': a->z = CMPLX(0.5, -0.25); break;
        default: break;
        }
        if (alt) {
            if (api == API_F77) {
                for (const char *q = alt; *q; q++) PERT(p, *q);
            } else { /* every other enum value of the kind, ConjNoTrans (114), and 0 */
                for (const char *q = alt; *q; q++)
                    if (*q >= 'A' && *q <= 'W') PERT(p, gt_flag(api, k, *q));
                if (k == 't') PERT(p, 114);
                PERT(p, 0);
            }
        }
        if (strchr("mnklhw", k)) PERT(p, -1), PERT(p, 0);
        if (k == 'L')
            for (int v = 0; v <= 5; v++) PERT(p, v);
        if (k == 'I') PERT(p, 0), PERT(p, -1);
        if (strchr("ar", k)) j->pt[j->npert].pos = p, j->pt[j->npert++].z = 0;
        if (strchr("bq", k)) j->pt[j->npert].pos = p, j->pt[j->npert++].z = 1;
    }
#undef PERT
    /* 0: the legal call; then single perturbations; then pairs on different arguments */
    j->ncases = 1 + j->npert;
    for (int a = 0; a < j->npert; a++)
        for (int b = a + 1; b < j->npert; b++) j->ncases += j->pt[a].pos != j->pt[b].pos;
    if (j->ncases > MAXCASE) j->ncases = MAXCASE;
}

static void apply(gt_call_args *c, const job *j, const pert *p)
{
    if (p->pos < 0) c->layout = p->layout;
    else if (strchr("arbq", j->r->kinds[p->pos])) c->a[p->pos].z = p->z;
    else c->a[p->pos].i = p->i;
}

/* The arguments of case idx; *np and pp[] say which perturbations it applies. */
static void make_case(const job *j, int idx, gt_call_args *c, int *np, int pp[2])
{
    *c = j->base;
    *np = 0;
    if (idx == 0) return;
    if (idx <= j->npert) {
        pp[(*np)++] = idx - 1;
    } else {
        int n = idx - 1 - j->npert;
        for (int a = 0; a < j->npert && *np == 0; a++)
            for (int b = a + 1; b < j->npert; b++) {
                if (j->pt[a].pos == j->pt[b].pos) continue;
                if (n-- == 0) {
                    pp[0] = a, pp[1] = b, *np = 2;
                    break;
                }
            }
    }
    for (int i = 0; i < *np; i++) apply(c, j, &j->pt[pp[i]]);
}

/* ---- where the reference CBLAS is not an oracle ----
 *
 * Debian's reference CBLAS (lapack 3.11) has defects that a drop-in need not copy.
 * For these cases the expected report is corrected as follows:
 *  1. After some illegal enum values it reports, then calls the Fortran routine anyway
 *     (missing return: cblas_sgemv/dgemv column-major, cblas_ctrmm/ztrmm column-major
 *     diag) and reports again or computes: only the first report counts.
 *  2. cblas_?gemm row-major reports an illegal TransB as argument 2 (fixed upstream: 3).
 *  3. Row-major complex level-2 routines that conjugate by copying x into a temporary
 *     (hemv, hbmv, hpmv, her, hpr, her2, hpr2, gerc; gemv, gbmv and the triangular ones
 *     with ConjTrans) pass incx = 1 to Fortran, so incx = 0 goes unreported, a later
 *     argument is reported instead, gerc reports itself as geru, and m = 0 loops forever.
 *     Expected there: what the reference Fortran routine reports for the column-major
 *     call the reference CBLAS makes (the same argument mapping, without the copy),
 *     plus one, with RowMajorStrg = 1 — unless the reference CBLAS reported directly
 *     (an illegal enum value, which it checks itself). */

static int conj_copied(const job *j, const gt_call_args *c)
{
    static const char *const always[] = { "hemv", "hbmv", "hpmv", "her", "hpr", "her2", "hpr2", "gerc", 0 };
    static const char *const with_c[] = { "gemv", "gbmv", "trmv", "tbmv", "tpmv", "trsv", "tbsv", "tpsv", 0 };
    if (j->api != API_CROW || !gt_complex(j->t)) return 0;
    for (int i = 0; always[i]; i++)
        if (!strcmp(j->r->name, always[i])) return 1;
    const char *tp = strchr(j->r->kinds, 't');
    for (int i = 0; with_c[i]; i++)
        if (!strcmp(j->r->name, with_c[i])) return tp && c->a[tp - j->r->kinds].i == 113;
    return 0;
}

/* The column-major Fortran call that the reference CBLAS makes for a row-major
 * level-2 call: uplo flipped, trans N <-> T (C -> N, conjugating), m <-> n, kl <-> ku,
 * and x <-> y where the operation is transposed into y x^H (ger, her2, hpr2). */
static void rowmajor_as_f77(const job *j, const gt_call_args *c, gt_call_args *f)
{
    const char *k = j->r->kinds;
    *f = *c;
    f->api = API_F77;
    int pm = -1, pn = -1, pl = -1, ph = -1, px = -1, py = -1;
    for (int p = 0; k[p]; p++) {
        char ch = k[p] == 't' || k[p] == 'u' || k[p] == 'd' ? gt_flag_char(API_CROW, k[p], c->a[p].i) : 0;
        if (k[p] == 't') f->a[p].i = ch == 'N' ? 'T' : ch == '?' ? 'X' : 'N';
        if (k[p] == 'u') f->a[p].i = ch == 'U' ? 'L' : ch == 'L' ? 'U' : 'X';
        if (k[p] == 'd') f->a[p].i = ch == '?' ? 'X' : ch;
        pm = k[p] == 'm' ? p : pm, pn = k[p] == 'n' ? p : pn;
        pl = k[p] == 'l' ? p : pl, ph = k[p] == 'h' ? p : ph;
        px = k[p] == 'x' ? p : px, py = k[p] == 'y' ? p : py;
    }
    if (pm >= 0 && pn >= 0) f->a[pm] = c->a[pn], f->a[pn] = c->a[pm];
    if (pl >= 0 && ph >= 0) f->a[pl] = c->a[ph], f->a[ph] = c->a[pl];
    int sh = j->r->shape;
    if (px >= 0 && py >= 0 && (sh == SH_GER || sh == SH_SYR2 || sh == SH_SPR2)) {
        f->a[px] = c->a[py], f->a[px + 1] = c->a[py + 1];
        f->a[py] = c->a[px], f->a[py + 1] = c->a[px + 1];
    }
}

/* ---- running one library ---- */

static rec *recs;       /* shared: recs[case] */
static rec *alts;       /* shared: the reference Fortran's report for rowmajor_as_f77 */
static volatile int *progress; /* shared: the case being run */

static void one_call(const job *j, const gt_routine *r, void *fn, const gt_call_args *c0, rec *q, int nbuf,
                     const int *bpos, unsigned char **buf, unsigned char **save)
{
    size_t esz = gt_esz(j->t);
    gt_call_args c = *c0;
    for (int b = 0; b < nbuf; b++) {
        for (size_t e = 0; e < NBUF; e++)
            gt_set(j->t, buf[b], e, CMPLX((double)((e * 7 + (size_t)b) % 11) / 8 - 0.5, (double)(e % 5) / 4));
        memcpy(save[b], buf[b], NBUF * esz);
        c.a[bpos[b]].p = buf[b];
    }
    memset(q, 0, sizeof *q);
    if (rm_ptr) *rm_ptr = 0;
    if (cfc_ptr) *cfc_ptr = 0;
    struct itimerval it = { { 0, 0 }, { 0, 500000 } }; /* a hang ends the child */
    setitimer(ITIMER_REAL, &it, NULL);
    cur = q;
    in_cblas = c.api != API_F77;
    gt_ret ret;
    gt_call(r, j->t, fn, &c, &ret);
    in_cblas = 0;
    cur = NULL;
    q->post_rm = rm_ptr ? *rm_ptr : -1;
    q->post_cfc = cfc_ptr ? *cfc_ptr : -1;
    for (int b = 0; b < nbuf; b++) q->changed |= memcmp(buf[b], save[b], NBUF * esz) != 0;
}

/* ?gemmt / ?gemmtr are not in the reference BLAS of lapack 3.11.  Their reference is
 * LAPACK 3.12's dgemmtr.f and cblas_dgemmtr.c: uplo first (Fortran 1; CBLAS 2, reported
 * before the call is marked row-major), then exactly gemm's checks on the same arguments
 * with m = n, renumbered.  So the reference is emulated with the reference gemm. */
static int gemm_to_gemmt(int f) /* Fortran argument number */
{
    static const int map[14] = { 0, 2, 3, 4, 4, 5, 0, 0, 8, 0, 10, 0, 0, 13 };
    return f >= 0 && f < 14 ? map[f] : 0;
}

static void gemmt_by_gemm(const job *j, void *gemm, const gt_call_args *c, rec *q, int nbuf, const int *bpos,
                          unsigned char **buf, unsigned char **save)
{
    int legal_layout = c->api == API_F77 || c->layout == 101 || c->layout == 102;
    if (legal_layout && gt_flag_char(c->api, 'u', c->a[0].i) == '?') {
        memset(q, 0, sizeof *q);
        q->ncalls = 1;
        q->info = c->api == API_F77 ? 1 : 2;
        q->direct = 1;
        q->len = -1;
    } else {
        gt_call_args g = *c;
        g.a[0] = c->a[1], g.a[1] = c->a[2], g.a[2] = c->a[3]; /* (ta, tb, n, n, k, ...) */
        one_call(j, gt_find("gemm"), gemm, &g, q, nbuf, bpos, buf, save);
        if (q->ncalls && c->api == API_F77) q->info = gemm_to_gemmt(q->info), q->len = -1;
        else if (q->ncalls && q->direct) q->info += q->info > 1; /* TransA 2 -> 3, TransB 3 -> 4 */
        else if (q->ncalls) q->info = gemm_to_gemmt(q->info - 1) + 1;
    }
    char up[24];
    size_t i = 0;
    for (const char *p = c->api == API_F77 ? j->r->sym[j->t] : gt_cname(j->r, j->t); *p && i < 23; p++)
        up[i++] = (char)(c->api == API_F77 && *p >= 'a' && *p <= 'z' ? *p - 32 : *p);
    up[i] = 0;
    if (q->ncalls) snprintf(q->name, sizeof q->name, "%s", up);
}

static void run_lib(const job *j, void *fn, void *f77fn, int start)
{
    const gt_routine *r = j->r;
    unsigned char *buf[GT_MAXP], *save[GT_MAXP];
    int nbuf = 0, bpos[GT_MAXP];
    for (int p = 0; r->kinds[p]; p++)
        if (strchr("ABCPxyp", r->kinds[p])) {
            bpos[nbuf] = p;
            buf[nbuf] = malloc(NBUF * gt_esz(j->t));
            save[nbuf] = malloc(NBUF * gt_esz(j->t));
            nbuf++;
        }
    for (int idx = start; idx < j->ncases; idx++) {
        *progress = idx;
        gt_call_args c;
        int np, pp[2];
        make_case(j, idx, &c, &np, pp);
        if (f77fn && conj_copied(j, &c)) { /* the reference's Fortran, for correction 3 */
            gt_call_args f;
            rowmajor_as_f77(j, &c, &f);
            rec *q = &alts[idx];
            one_call(j, r, f77fn, &f, q, nbuf, bpos, buf, save);
            if (q->ncalls) {
                snprintf(q->name, sizeof q->name, "%s", gt_cname(r, j->t));
                q->info += 1, q->rowmaj = 1, q->direct = 1;
            }
            q->status = 2; /* valid */
        }
        if (j->emulate) gemmt_by_gemm(j, fn, &c, &recs[idx], nbuf, bpos, buf, save);
        else one_call(j, r, fn, &c, &recs[idx], nbuf, bpos, buf, save);
    }
    _exit(0);
}

/* Run every case of job j on one library in forked children; a crash or hang marks the
 * case and the next child resumes after it. */
static void run_job_lib(const job *j, void *lib, void *fn, void *f77fn)
{
    rm_ptr = gt_sym(lib, "RowMajorStrg");
    cfc_ptr = gt_sym(lib, "CBLAS_CallFromC");
    int start = 0;
    while (start < j->ncases) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) run_lib(j, fn, f77fn, start);
        int st;
        waitpid(pid, &st, 0);
        if (WIFEXITED(st) && WEXITSTATUS(st) == 0) break;
        recs[*progress].status = 1;
        start = *progress + 1;
    }
}

/* The report expected from the library for case idx (see the corrections above);
 * *corr says which correction applied (0: none). */
static rec expected(const job *j, int idx, const rec *ref, const rec *alt, int *corr)
{
    rec e = *ref;
    gt_call_args c;
    int np, pp[2];
    make_case(j, idx, &c, &np, pp);
    *corr = 0;
    if (alt->status == 2 && !(ref->status == 0 && ref->ncalls && ref->direct)) {
        e = *alt;
        e.status = 0;
        e.post_rm = e.post_cfc = 0;
        if (ref->status || ref->ncalls != e.ncalls || ref->info != e.info || strcmp(ref->name, e.name)) *corr = 3;
    }
    if (e.ncalls > 1) {
        e.ncalls = 1;
        *corr = 1;
    }
    int g0 = j->r->shape == SH_GEMMT; /* gemmt: the emulation's gemm had the defect too */
    if ((j->r->shape == SH_GEMM || g0) && j->api == API_CROW && e.ncalls && e.info == 2 + g0 && e.direct &&
        gt_flag_char(API_CROW, 't', c.a[g0].i) != '?' && gt_flag_char(API_CROW, 't', c.a[g0 + 1].i) == '?') {
        e.info = 3 + g0;
        *corr = 2;
    }
    return e;
}

static void describe(const job *j, int idx, char *buf, size_t n)
{
    gt_call_args c;
    int np, pp[2];
    make_case(j, idx, &c, &np, pp);
    gt_describe(j->r, j->t, &c, buf, n);
}

static void rec_str(const job *j, const rec *q, char *buf, size_t n)
{
    if (q->status) snprintf(buf, n, "crashed or hung");
    else if (!q->ncalls) snprintf(buf, n, "no error reported");
    else if (j->api == API_F77)
        snprintf(buf, n, "xerbla_(\"%s\", %d, len %d)%s", q->name, q->info, q->len,
                 q->ncalls > 1 ? " and more reports" : "");
    else
        snprintf(buf, n, "cblas_xerbla(%d, \"%s\") with RowMajorStrg=%d%s", q->info, q->name, q->rowmaj,
                 q->ncalls > 1 ? " and more reports" : "");
}

int main(int argc, char **argv)
{
    const char *refpath = "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3", *libpath = NULL;
    const char *only[32];
    int nonly = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--ref") && i + 1 < argc) refpath = argv[++i];
        else if (!strcmp(argv[i], "--lib") && i + 1 < argc) libpath = argv[++i];
        else if (!strcmp(argv[i], "--only") && i + 1 < argc && nonly < 32) only[nonly++] = argv[++i];
        else {
            fprintf(stderr, "usage: %s --lib PATH [--ref PATH] [--only NAME]...\n", argv[0]);
            return 2;
        }
    }
    if (!libpath) {
        fprintf(stderr, "badargs: --lib PATH is required\n");
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    void *ref = gt_open(refpath, 0), *lib = gt_open(libpath, 0);
    if (!ref || !lib) return 2;
    signal(SIGALRM, SIG_DFL);
    rec *shared = mmap(NULL, 3 * MAXCASE * sizeof(rec) + 4096, PROT_READ | PROT_WRITE,
                       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    alts = shared + 2 * MAXCASE;
    progress = (volatile int *)(shared + 3 * MAXCASE);
    long ncorr[4] = { 0 };
    int nbad = 0, nmissing = 0, nskip = 0, njobs = 0;
    long ncases = 0, nrefcrash = 0;
    for (int level = 3; level >= 2; level--) {
        printf("== level %d\n", level);
        for (int ri = 0; ri < gt_nroutines; ri++) {
            const gt_routine *r = &gt_routines[ri];
            if (!gt_selected(r, level, only, nonly)) continue;
            for (int api = 0; api < 3; api++)
                for (int t = 0; t < 4; t++) {
                    if (!r->sym[t]) continue;
                    char fb[32], full[64];
                    const char *name = api == API_F77 ? gt_fname(r, t, fb, sizeof fb) : gt_cname(r, t);
                    snprintf(full, sizeof full, "%s%s", name,
                             api == API_F77 ? "" : api == API_CROW ? " (row-major)" : " (col-major)");
                    void *rf = gt_sym(ref, name), *lf = gt_sym(lib, name);
                    int emulate = r->shape == SH_GEMMT;
                    if (emulate) { /* see gemmt_by_gemm */
                        char gb[32];
                        const gt_routine *gemm = gt_find("gemm");
                        rf = gt_sym(ref, api == API_F77 ? gt_fname(gemm, t, gb, sizeof gb) : gt_cname(gemm, t));
                    }
                    njobs++;
                    if (!lf) {
                        printf("MISSING %s\n", full);
                        nmissing++;
                        continue;
                    }
                    if (!rf) {
                        printf("SKIP    %s: not in the reference BLAS\n", full);
                        nskip++;
                        continue;
                    }
                    job j;
                    job_init(&j, r, t, api);
                    char f77name[32];
                    void *rf77 = api == API_CROW ? gt_sym(ref, gt_fname(r, t, f77name, sizeof f77name)) : NULL;
                    memset(alts, 0, MAXCASE * sizeof(rec));
                    recs = shared;
                    j.emulate = emulate;
                    run_job_lib(&j, ref, rf, rf77);
                    recs = shared + MAXCASE;
                    j.emulate = 0;
                    run_job_lib(&j, lib, lf, NULL);
                    int bad = 0, nerr = 0;
                    for (int idx = 0; idx < j.ncases; idx++) {
                        int corr;
                        rec ex = expected(&j, idx, &shared[idx], &alts[idx], &corr), *b = &shared[MAXCASE + idx];
                        if (idx == 0 && ex.ncalls) { /* the test's own legal call is not legal */
                            printf("  TEST ERROR %s: the reference rejects the baseline call\n", full);
                            bad++;
                        }
                        if (ex.status) { /* the reference itself cannot run this case */
                            nrefcrash++;
                            continue;
                        }
                        ncorr[corr]++;
                        nerr += ex.ncalls > 0;
                        const char *why = NULL;
                        if (b->status) why = "crashed or hung";
                        else if (ex.ncalls != b->ncalls || strcmp(ex.name, b->name) || ex.info != b->info ||
                                 (api == API_F77 && ex.ncalls && ex.len >= 0 && ex.len != b->len) ||
                                 (api != API_F77 && ex.ncalls && ex.rowmaj != b->rowmaj))
                            why = "a different error report";
                        else if (ex.ncalls && b->changed)
                            why = "an operand changed on an illegal call";
                        else if (api != API_F77 && (ex.post_rm != b->post_rm || ex.post_cfc != b->post_cfc))
                            why = "RowMajorStrg/CBLAS_CallFromC left different after the call";
                        if (!why) continue;
                        if (bad++ < MAX_REPORTS) {
                            char d[512], ra[128], rb[128];
                            describe(&j, idx, d, sizeof d);
                            rec_str(&j, &ex, ra, sizeof ra);
                            rec_str(&j, b, rb, sizeof rb);
                            printf("  FAIL %s\n       %s: expected %s%s; library %s", d, why, ra,
                                   corr ? " (reference corrected, see badargs.c)" : "", rb);
                            if (api != API_F77)
                                printf(" (after: expected RowMajorStrg=%d CBLAS_CallFromC=%d, library %d %d)",
                                       ex.post_rm, ex.post_cfc, b->post_rm, b->post_cfc);
                            printf("\n");
                        }
                    }
                    ncases += j.ncases;
                    nbad += bad > 0;
                    printf("%s %-28s %4d cases (%d illegal)%s\n", bad ? "FAIL   " : "ok     ", full, j.ncases,
                           nerr, "");
                    if (bad) printf("        %d case(s) differ from the reference\n", bad);
                }
        }
    }
    printf("badargs: %d routine/type/interface combinations, %ld cases, %d failing, %d missing, %d skipped"
           " (not in the reference), %ld cases the reference itself cannot run\n",
           njobs, ncases, nbad, nmissing, nskip, nrefcrash);
    printf("badargs: reference corrected (see badargs.c) in %ld cases: %ld extra reports after a "
           "missing return, %ld gemm row-major TransB, %ld row-major conjugating copies\n",
           ncorr[1] + ncorr[2] + ncorr[3], ncorr[1], ncorr[2], ncorr[3]);
    return nbad || nmissing ? 1 : 0;
}
