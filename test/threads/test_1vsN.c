/*
 * One thread against N: every level-3 routine family, run with 1 thread and with 2, 3 and
 * 4 threads (or the counts in TT_THREADS, e.g. TT_THREADS=8,16 on a larger machine; set
 * with steadyblas_set_num_threads; oversubscribed on a 2-CPU machine), must
 * give the same result, bit for bit: a call's result does not depend on how many threads
 * run it (kernel.h: the C update's rounding; small.h: small_kernel sums in the engine's KC
 * slices), nor on whether the small path (one thread) or the engine (several) takes it.
 * A difference within a tolerance (2 * eps * (inner dimension + 4), relative to the
 * largest element; double: 1.3e-13 at k = 300, float 7e-5) is reported apart from one
 * outside it; both fail.  Bytes outside what a call may write must be unchanged.  The
 * 1-thread result is also checked against plain loops (an independent reference) where
 * that is cheap.
 *
 *   - s/d/c/z GEMM: NN NT TN TT (and C for complex), sizes 100 .. 700 including
 *     non-multiples of 8 and 24, both layouts;
 *   - SYRK (s d c z) and HERK (c z): both uplo, both trans;
 *   - SYMM (s d c z) and HEMM (c z): both sides, both uplo;
 *   - TRSM and TRMM (s d c z): every side/uplo/trans/diag at one size (~300);
 *   - the small path's calls (taken on one thread; with more, the engine takes them):
 *     GEMM (A in place, transposed, a tall A), SYRK/HERK (both trans), SYMM/HEMM
 *     side L, with k over the set's KC (the engine's slices) and alpha, beta that round
 *     (0.7, 1.3; complex ones; real values of a complex type; 1 and 0);
 *   - changing the thread count between calls (1, 3, 2, 4, ...) keeps results right.
 *
 * Usage: test_1vsN [quick|small]   quick: fewer GEMM sizes; small (for ThreadSanitizer,
 *        whose instrumented kernels are slow): fewer and smaller GEMM cases, only d and z
 *        for the others, TRMM/TRSM with trans N/T and diag N only, no plain-loop checks;
 *        still every call big enough to run on threads.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tt.h"

static int NTHREADS[8], NNT;   /* tt_thread_counts: TT_THREADS or 2, 3, 4 */
static long ncases, nbitwise, nnaive;
static double tol_factor = TT_TOL_THREADS;
static double naive_limit = 3.0e7;  /* plain-loop check when the call is this small */
static int small;                    /* the ThreadSanitizer run: fewer, smaller cases */

static void run_case(const tt_op *op, uint64_t seed)
{
    tt_case c;
    char desc[160];
    tt_case_init(&c, op, seed);
    tt_describe(&c.op, desc, sizeof desc);
    void *ref = tt_out_new(&c), *out = tt_out_new(&c);
    steadyblas_set_num_threads(1);
    tt_call(&c, ref);
    if (tt_work(&c.op) <= naive_limit) {
        double complex *nv = NULL;
        tt_cmp r = tt_compare_naive(&c, ref, tt_tol(&c.op, TT_TOL_NAIVE), &nv);
        free(nv);
        nnaive++;
        if (r.nbad)
            tt_check(0, "%s: 1 thread vs plain loops: %ld bad (%ld outside), max rel %.3g; %s",
                     desc, r.nbad, r.nbad_outside, r.maxrel, r.where);
    }
    char bits[64] = "";
    int all_bitwise = 1;
    for (int t = 0; t < NNT; t++) {
        steadyblas_set_num_threads(NTHREADS[t]);
        tt_out_reset(&c, out);
        tt_call(&c, out);
        tt_cmp r = tt_compare(&c, out, ref, tt_tol(&c.op, tol_factor));
        all_bitwise &= r.bitwise;
        snprintf(bits + strlen(bits), sizeof bits - strlen(bits), "%s%d:%s", t ? " " : "",
                 NTHREADS[t], r.bitwise ? "=" : "~");
        if (r.nbad)
            tt_check(0, "%s: %d threads vs 1: %ld bad elements (%ld outside the output "
                     "region), max rel %.3g (tol %.3g); first: %s", desc, NTHREADS[t], r.nbad,
                     r.nbad_outside, r.maxrel, tt_tol(&c.op, tol_factor), r.where);
        else if (!r.bitwise)
            tt_check(0, "%s: %d threads vs 1: not bit for bit (within the tolerance, max rel "
                     "%.3g)", desc, NTHREADS[t], r.maxrel);
    }
    ncases++;
    nbitwise += all_bitwise;
    if (getenv("TT_VERBOSE")) printf("      %s  [%s]\n", desc, bits);
    free(ref), free(out);
    tt_case_free(&c);
}

#define CM CblasColMajor
#define RM CblasRowMajor

static void gemms(int quick)
{
    static const int full[][3] = {{100, 100, 100}, {157, 263, 191}, {256, 256, 256},
                                  {301, 479, 97}, {479, 301, 700}, {700, 700, 700},
                                  {250, 700, 10}, {700, 50, 333}};
    static const int fewer[][3] = {{100, 100, 100}, {157, 263, 191}, {479, 301, 700}};
    static const int tiny[][3] = {{250, 250, 250}, {131, 263, 97}};
    const int (*sz)[3] = small ? tiny : quick ? fewer : full;
    const int nsz = small ? 2 : quick ? 3 : (int)(sizeof full / sizeof full[0]);
    static const char types[] = "sdcz";
    static const CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasTrans};
    long before = ncases;
    int failed0 = tt_failed;
    uint64_t seed = 1000;
    for (int ti = 0; ti < 4; ti++)
        for (int s = 0; s < nsz; s++)
            for (int a = 0; a < 2; a++)
                for (int b = 0; b < 2; b++) {
                    tt_op op = {types[ti], TT_GEMM, (s + a + b) % 3 == 2 ? RM : CM, tr[a], tr[b],
                                CblasLeft, CblasUpper, CblasNonUnit, sz[s][0], sz[s][1],
                                sz[s][2], 1.0, 0.0, 0, 0, 0};
                    if (s % 2) op.alpha = -0.5 + (ti >= 2 ? 0.25 * I : 0), op.beta = 1.5;
                    run_case(&op, seed++);
                }
    /* conjugate transposes */
    for (int ti = 2; ti < 4; ti++) {
        tt_op op = {types[ti], TT_GEMM, CM, CblasConjTrans, CblasNoTrans, CblasLeft, CblasUpper,
                    CblasNonUnit, 301, 263, 197, 1.0 - I, 0.5, 0, 0, 0};
        run_case(&op, seed++);
        op.ta = CblasNoTrans, op.tb = CblasConjTrans, op.layout = RM;
        run_case(&op, seed++);
        op.ta = CblasConjTrans, op.m = 150, op.n = 450, op.k = 333;
        run_case(&op, seed++);
    }
    tt_check(tt_failed == failed0, "gemm s/d/c/z, NN NT TN TT (+C), %ld cases: 2, 3, 4 threads "
             "agree with 1", ncases - before);
}

static void rank_k(void)
{
    long before = ncases;
    int failed0 = tt_failed;
    uint64_t seed = 2000;
    static const char types[] = "sdcz";
    static const int nk_full[][2] = {{300, 200}, {513, 97}}, nk_small[][2] = {{300, 200}, {257, 97}};
    const int (*nk)[2] = small ? nk_small : nk_full;
    for (int ti = small ? 1 : 0; ti < 4; ti += small ? 2 : 1)
        for (int u = 0; u < 2; u++)
            for (int t = 0; t < 2; t++)
                for (int s = 0; s < 2; s++) {
                    tt_op op = {types[ti], TT_SYRK, (u + t + s) % 2 ? RM : CM,
                                t ? CblasTrans : CblasNoTrans, CblasNoTrans, CblasLeft,
                                u ? CblasUpper : CblasLower, CblasNonUnit, 0, nk[s][0], nk[s][1],
                                s ? -1.0 : 1.0 + (ti >= 2 ? 0.5 * I : 0), s ? 0.0 : 0.5, 0, 0, 0};
                    run_case(&op, seed++);
                    if (ti >= 2) {
                        op.rout = TT_HERK;
                        op.ta = t ? CblasConjTrans : CblasNoTrans;
                        op.alpha = s ? -1.0 : 1.0, op.beta = s ? 0.0 : 0.5;
                        run_case(&op, seed++);
                    }
                }
    tt_check(tt_failed == failed0, "syrk %s and herk %s, both uplo and trans, %ld cases: "
             "2, 3, 4 threads agree with 1, other triangle untouched", small ? "d/z" : "s/d/c/z",
             small ? "z" : "c/z", ncases - before);
}

static void symms(void)
{
    long before = ncases;
    int failed0 = tt_failed;
    uint64_t seed = 3000;
    static const char types[] = "sdcz";
    for (int ti = small ? 1 : 0; ti < 4; ti += small ? 2 : 1)
        for (int sd = 0; sd < 2; sd++)
            for (int u = 0; u < 2; u++) {
                tt_op op = {types[ti], TT_SYMM, (sd + u) % 2 ? RM : CM, CblasNoTrans,
                            CblasNoTrans, sd ? CblasRight : CblasLeft,
                            u ? CblasUpper : CblasLower, CblasNonUnit, 311, 257, 0,
                            1.0 + (ti >= 2 ? -0.5 * I : 0), u ? 0.0 : -1.0, 0, 0, 0};
                run_case(&op, seed++);
                if (ti >= 2) {
                    op.rout = TT_HEMM;
                    run_case(&op, seed++);
                }
            }
    tt_check(tt_failed == failed0, "symm %s and hemm %s, both sides and uplo, %ld cases: "
             "2, 3, 4 threads agree with 1", small ? "d/z" : "s/d/c/z", small ? "z" : "c/z",
             ncases - before);
}

/* Real TRMM with a triangle of small order (60: CBLAS's A is m x m on the left, n x n on
 * the right, in either layout) and 1500 rows or columns of B: the small path's kernels
 * (trmm_rs, trmm_ls: orders up to 96 and 64) on each thread's part, every layout, side,
 * uplo and transpose (a row-major side L is the column-major side R, and the other way) */
static void triangular_thin(void)
{
    static const char types[] = "sd";
    static const CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasTrans};
    uint64_t seed = 4500;
    long before = ncases;
    int failed0 = tt_failed;
    for (int ti = small ? 1 : 0; ti < 2; ti++)
        for (int rm = 0; rm < 2; rm++)
            for (int sd = 0; sd < 2; sd++)
                for (int u = 0; u < 2; u++)
                    for (int t = 0; t < 2; t++) {
                        const int dg = (sd + u + t) % 2;
                        tt_op op = {types[ti], TT_TRMM, rm ? RM : CM, tr[t], CblasNoTrans,
                                    sd ? CblasRight : CblasLeft, u ? CblasUpper : CblasLower,
                                    dg ? CblasUnit : CblasNonUnit, sd ? 1500 : 60,
                                    sd ? 60 : 1500, 0, dg ? 1.0 : -0.75, 0, 0, 0, 0};
                        run_case(&op, seed++);
                    }
    tt_check(tt_failed == failed0, "trmm %s, order 60 with 1500 rows or columns of B, both "
             "layouts, sides, uplo and trans, %ld cases: 2, 3, 4 threads agree with 1",
             small ? "d" : "s/d", ncases - before);
}

static void triangular(void)
{
    static const char types[] = "sdcz";
    static const CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasTrans, CblasConjTrans};
    uint64_t seed = 4000;
    for (int rt = 0; rt < 2; rt++) {
        long before = ncases;
        int failed0 = tt_failed;
        for (int ti = small ? 1 : 0; ti < 4; ti += small ? 2 : 1)
            for (int sd = 0; sd < 2; sd++)
                for (int u = 0; u < 2; u++)
                    for (int t = 0; t < (small ? 2 : ti >= 2 ? 3 : 2); t++)
                        for (int dg = 0; dg < (small ? 1 : 2); dg++) {
                            tt_op op = {types[ti], rt ? TT_TRSM : TT_TRMM,
                                        (sd + u + t + dg) % 2 ? RM : CM, tr[t], CblasNoTrans,
                                        sd ? CblasRight : CblasLeft, u ? CblasUpper : CblasLower,
                                        dg ? CblasUnit : CblasNonUnit, 300, 277, 0,
                                        dg ? 1.0 : -0.75 + (ti >= 2 ? 0.5 * I : 0), 0, 0, 0, 0};
                            run_case(&op, seed++);
                        }
        tt_check(tt_failed == failed0, "%s %s, %ld cases: 2, 3, 4 threads agree with 1",
                 rt ? "trsm" : "trmm", small ? "d/z, side/uplo/trans N,T, diag N"
                 : "s/d/c/z, every side/uplo/trans/diag", ncases - before);
    }
}

/* Calls the small path takes on one thread (and the engine on more): GEMM with A in place
 * (NN, NT: threaded on the small path too), transposed (packed, TN / TT), and a tall A
 * past small_pays (row chunks of the small kernel until 2026-12-07, the engine since);
 * SYRK / HERK N and T; SYMM / HEMM side L.  Each with
 * k over KC (s, c 384; d, z 256 on AVX-512; AVX2's differ) and under it, and with alpha
 * and beta whose products round. */
static void paths(void)
{
    long before = ncases;
    int failed0 = tt_failed;
    uint64_t seed = 6000;
    static const char types[] = "sdcz";
    static const double complex ab[][2] = {
        {0.7, 1.3}, {0.7, 1.0}, {1.0, 1.3}, {0.7, 0.0}, {1.0, 0.0}, {1.0, 1.0},
        {0.7 + 0.2 * I, 1.3 - 0.4 * I}, {-0.3 + 0.9 * I, 0.6}};
    static const int gsz[][3] = {{150, 150, 150}, {64, 64, 1000}, {96, 200, 500},
                                 {200, 120, 700}, {1100, 60, 200}, {600, 90, 520}};
    static const CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasTrans};
    const int nab = (int)(sizeof ab / sizeof ab[0]);
    for (int ti = 0; ti < 4; ti++) {
        const int nabt = ti >= 2 ? nab : nab - 2;
        int q = 0;   /* the alpha, beta pair of the next case */
        for (size_t s = 0; s < sizeof gsz / sizeof gsz[0]; s++)
            for (int a = 0; a < 2; a++)
                for (int b = 0; b < 2; b++, q++) {
                    tt_op op = {types[ti], TT_GEMM, (s + b) % 3 == 2 ? RM : CM, tr[a], tr[b],
                                CblasLeft, CblasUpper, CblasNonUnit, gsz[s][0], gsz[s][1],
                                gsz[s][2], ab[q % nabt][0], ab[q % nabt][1], 0, 0, 0};
                    if (ti >= 2 && a && s % 2) op.ta = CblasConjTrans;
                    run_case(&op, seed++);
                }
        static const int nk[][2] = {{200, 512}, {100, 1000}, {150, 150}, {200, 300}};
        for (size_t s = 0; s < sizeof nk / sizeof nk[0]; s++)
            for (int u = 0; u < 2; u++)
                for (int t = 0; t < 2; t++, q++) {
                    tt_op op = {types[ti], TT_SYRK, (s + u) % 2 ? RM : CM,
                                t ? CblasTrans : CblasNoTrans, CblasNoTrans, CblasLeft,
                                u ? CblasUpper : CblasLower, CblasNonUnit, 0, nk[s][0],
                                nk[s][1], ab[q % nabt][0], ab[q % nabt][1], 0, 0, 0};
                    run_case(&op, seed++);
                    if (ti >= 2) {
                        op.rout = TT_HERK;
                        op.ta = t ? CblasConjTrans : CblasNoTrans;
                        op.alpha = creal(op.alpha), op.beta = creal(op.beta);
                        run_case(&op, seed++);
                    }
                }
        static const int mn[][2] = {{200, 150}, {420, 100}, {96, 300}};
        for (size_t s = 0; s < sizeof mn / sizeof mn[0]; s++)
            for (int u = 0; u < 2; u++, q++) {
                tt_op op = {types[ti], TT_SYMM, u ? RM : CM, CblasNoTrans, CblasNoTrans,
                            CblasLeft, u ? CblasUpper : CblasLower, CblasNonUnit, mn[s][0],
                            mn[s][1], 0, ab[q % nabt][0], ab[q % nabt][1], 0, 0, 0};
                run_case(&op, seed++);
                if (ti >= 2) {
                    op.rout = TT_HEMM;
                    run_case(&op, seed++);
                }
            }
    }
    tt_check(tt_failed == failed0, "the small path's calls (gemm, syrk/herk, symm/hemm side "
             "L; k over and under KC; alpha, beta that round), %ld cases: 2, 3, 4 threads "
             "agree with 1 bit for bit", ncases - before);
}

/* the thread count changed between consecutive calls */
static void changing_counts(void)
{
    static const int counts[] = {1, 3, 2, 4, 1, 4, 3, 2, 2, 1};
    tt_op ops[3] = {
        {'d', TT_GEMM, CM, CblasNoTrans, CblasTrans, CblasLeft, CblasUpper, CblasNonUnit, 301,
         299, 257, 1.0, 0.5, 0, 0, 0},
        {'z', TT_SYRK, RM, CblasNoTrans, CblasNoTrans, CblasLeft, CblasLower, CblasNonUnit, 0, 211,
         150, 1.0, 1.0, 0, 0, 0},
        {'d', TT_TRSM, CM, CblasTrans, CblasNoTrans, CblasRight, CblasUpper, CblasNonUnit, 250, 300,
         0, 1.0, 0, 0, 0, 0},
    };
    tt_case c[3];
    void *ref[3], *out[3];
    for (int i = 0; i < 3; i++) {
        tt_case_init(&c[i], &ops[i], 5000 + (uint64_t)i);
        ref[i] = tt_out_new(&c[i]);
        out[i] = tt_out_new(&c[i]);
        steadyblas_set_num_threads(1);
        tt_call(&c[i], ref[i]);
    }
    int get_ok = 1;
    long bad = 0;
    char first[200] = "";
    for (int r = 0; r < 3; r++)
        for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
            steadyblas_set_num_threads(counts[k]);
            if (steadyblas_get_num_threads() != counts[k]) get_ok = 0;
            for (int i = 0; i < 3; i++) {
                tt_out_reset(&c[i], out[i]);
                tt_call(&c[i], out[i]);
                tt_cmp cr = tt_compare(&c[i], out[i], ref[i], tt_tol(&c[i].op, tol_factor));
                if (cr.nbad && !bad++)
                    snprintf(first, sizeof first, "%d threads: %s", counts[k], cr.where);
            }
        }
    tt_check(get_ok, "set_num_threads 1,3,2,4,1,4,3,2,2,1: get returns each count");
    tt_check(bad == 0, "thread count changed between calls (dgemm, zsyrk, dtrsm; 30 rounds): "
             "%ld bad results%s%s", bad, bad ? "; first: " : "", first);
    for (int i = 0; i < 3; i++) {
        free(ref[i]), free(out[i]);
        tt_case_free(&c[i]);
    }
}

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "quick") == 0;
    small = argc > 1 && strcmp(argv[1], "small") == 0;
    if (small) naive_limit = 0;
    tt_watchdog(small ? 1200 : 600, "test_1vsN");
    NNT = tt_thread_counts(NTHREADS, 8);
    char counts[64] = "";
    for (int t = 0; t < NNT; t++)
        snprintf(counts + strlen(counts), sizeof counts - strlen(counts), "%s%d", t ? "," : "",
                 NTHREADS[t]);
    printf("test_1vsN: results with %s threads against 1 thread%s\n", counts,
           quick ? " (quick)" : small ? " (small)" : "");
    double t0 = tt_now();
    if (getenv("TT_NAIVE_LIMIT")) naive_limit = atof(getenv("TT_NAIVE_LIMIT"));
    gemms(quick);
    printf("      gemm: %.1f s\n", tt_now() - t0);
    rank_k();
    symms();
    printf("      syrk, symm: %.1f s\n", tt_now() - t0);
    triangular();
    triangular_thin();
    printf("      trmm, trsm: %.1f s\n", tt_now() - t0);
    if (!small) {
        paths();
        printf("      small path: %.1f s\n", tt_now() - t0);
    }
    changing_counts();
    tt_check(ncases > 0 && nbitwise == ncases, "%ld cases run, %ld checked against plain "
             "loops too; %ld of them bitwise equal for every thread count", ncases, nnaive,
             nbitwise);
    printf("      %.1f s\n", tt_now() - t0);
    steadyblas_set_num_threads(0);
    return tt_summary("test_1vsN");
}
