/*
 * Calling a routine through the Fortran ABI from its table entry, element access by
 * type, flags, names and case descriptions.
 *
 * Fortran calls: every parameter is a pointer and the hidden CHARACTER lengths follow as
 * size_t; pointers and size_t are passed alike (one integer register or stack word each,
 * on x86-64 and AArch64), so one prototype per argument count covers every routine.
 * CBLAS passes scalars by value and needs typed calls: those are in call_t.c.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gt.h"

/* ---- element access ---- */

size_t gt_esz(int t) { return (size_t[]){ 4, 8, 8, 16 }[t]; }
int gt_complex(int t) { return t >= T_C; }
double gt_eps(int t) { return (t == T_S || t == T_C) ? 1.1920929e-07 : 2.220446049250313e-16; }

double complex gt_get(int t, const void *base, size_t i)
{
    switch (t) {
    case T_S: return ((const float *)base)[i];
    case T_D: return ((const double *)base)[i];
    case T_C: return ((const float complex *)base)[i];
    default: return ((const double complex *)base)[i];
    }
}

void gt_set(int t, void *base, size_t i, double complex v)
{
    switch (t) {
    case T_S: ((float *)base)[i] = (float)creal(v); break;
    case T_D: ((double *)base)[i] = creal(v); break;
    case T_C: ((float complex *)base)[i] = CMPLXF((float)creal(v), (float)cimag(v)); break;
    default: ((double complex *)base)[i] = v; break;
    }
}

/* ---- flags ---- */

static const struct { char kind, ch; int val; } flag_map[] = {
    { 't', 'N', 111 }, { 't', 'T', 112 }, { 't', 'C', 113 }, { 'u', 'U', 121 }, { 'u', 'L', 122 },
    { 'd', 'N', 131 }, { 'd', 'U', 132 }, { 's', 'L', 141 }, { 's', 'R', 142 },
    { 'c', 'N', 111 }, { 'c', 'T', 112 }, { 'c', 'C', 113 }, { 'c', 'R', 114 },
    { 'o', 'R', 101 }, { 'o', 'C', 102 },
};

static char up(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 32) : c; }

int64_t gt_flag(int api, char kind, char ch)
{
    if (api == API_F77) return ch;
    for (size_t i = 0; i < sizeof flag_map / sizeof flag_map[0]; i++)
        if (flag_map[i].kind == kind && flag_map[i].ch == ch) return flag_map[i].val;
    return 0; /* no such enum value: illegal */
}

char gt_flag_char(int api, char kind, int64_t v)
{
    for (size_t i = 0; i < sizeof flag_map / sizeof flag_map[0]; i++) {
        if (flag_map[i].kind != kind) continue;
        if (api == API_F77 ? flag_map[i].ch == up((char)v) : flag_map[i].val == v)
            return flag_map[i].ch;
    }
    return '?';
}

/* ---- the Fortran call ---- */

#define P1 void *
#define P2 P1, void *
#define P3 P2, void *
#define P4 P3, void *
#define P5 P4, void *
#define P6 P5, void *
#define P7 P6, void *
#define P8 P7, void *
#define P9 P8, void *
#define P10 P9, void *
#define P11 P10, void *
#define P12 P11, void *
#define P13 P12, void *
#define P14 P13, void *
#define P15 P14, void *
#define P16 P15, void *
#define P17 P16, void *
#define P18 P17, void *
#define W1 w[0]
#define W2 W1, w[1]
#define W3 W2, w[2]
#define W4 W3, w[3]
#define W5 W4, w[4]
#define W6 W5, w[5]
#define W7 W6, w[6]
#define W8 W7, w[7]
#define W9 W8, w[8]
#define W10 W9, w[9]
#define W11 W10, w[10]
#define W12 W11, w[11]
#define W13 W12, w[12]
#define W14 W13, w[13]
#define W15 W14, w[14]
#define W16 W15, w[15]
#define W17 W16, w[16]
#define W18 W17, w[17]

#define CASE(n)                                                                              \
    case n:                                                                                  \
        switch (rk) {                                                                        \
        case RET_VOID: ((void (*)(P##n))fn)(W##n); break;                                    \
        case RET_F: out->z = ((float (*)(P##n))fn)(W##n); break;                             \
        case RET_D: out->z = ((double (*)(P##n))fn)(W##n); break;                            \
        case RET_C: out->z = ((float complex (*)(P##n))fn)(W##n); break;                     \
        case RET_Z: out->z = ((double complex (*)(P##n))fn)(W##n); break;                    \
        case RET_I: out->i = ((int32_t (*)(P##n))fn)(W##n); break;                           \
        }                                                                                    \
        return 0;

static int invoke(void *fn, int n, void **w, int rk, gt_ret *out)
{
    switch (n) {
        CASE(1) CASE(2) CASE(3) CASE(4) CASE(5) CASE(6) CASE(7) CASE(8) CASE(9)
        CASE(10) CASE(11) CASE(12) CASE(13) CASE(14) CASE(15) CASE(16) CASE(17) CASE(18)
    }
    return -1;
}

static int call_f77(const gt_routine *r, int t, void *fn, const gt_call_args *c, gt_ret *out)
{
    /* storage for what the pointers point to */
    char ch[GT_MAXP];
    int32_t in[GT_MAXP];
    union { float f; double d; float complex c; double complex z; } sc[GT_MAXP];
    void *w[24];
    int nw = 0, nstr = 0;
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        const gt_arg *a = &c->a[p];
        switch (k) {
        case 't': case 'u': case 's': case 'd': case 'o': case 'c':
            ch[p] = (char)a->i;
            w[nw++] = &ch[p];
            nstr++;
            break;
        case 'm': case 'n': case 'k': case 'l': case 'h': case 'w': case 'L': case 'I':
            in[p] = (int32_t)a->i;
            w[nw++] = &in[p];
            break;
        case 'a': case 'b':
            switch (t) {
            case T_S: sc[p].f = (float)creal(a->z); break;
            case T_D: sc[p].d = creal(a->z); break;
            case T_C: sc[p].c = CMPLXF((float)creal(a->z), (float)cimag(a->z)); break;
            default: sc[p].z = a->z; break;
            }
            w[nw++] = &sc[p];
            break;
        case 'r': case 'q':
            if (t == T_S || t == T_C) sc[p].f = (float)creal(a->z);
            else sc[p].d = creal(a->z);
            w[nw++] = &sc[p];
            break;
        default: /* operands */
            w[nw++] = a->p;
            break;
        }
    }
    for (int i = 0; i < nstr; i++) w[nw++] = (void *)(uintptr_t)1; /* hidden lengths */
    return invoke(fn, nw, w, r->ret[t], out);
}

int gt_call(const gt_routine *r, int t, void *fn, const gt_call_args *c, gt_ret *out)
{
    if (c->api == API_F77) return call_f77(r, t, fn, c, out);
    switch (t) {
    case T_S: return gt_call_cblas_s(r, fn, c, out);
    case T_D: return gt_call_cblas_d(r, fn, c, out);
    case T_C: return gt_call_cblas_c(r, fn, c, out);
    default: return gt_call_cblas_z(r, fn, c, out);
    }
}

/* ---- libraries and names ---- */

void *gt_open(const char *path, int deep)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL | (deep ? RTLD_DEEPBIND : 0));
    if (!h) fprintf(stderr, "cannot load %s: %s\n", path, dlerror());
    return h;
}

void *gt_sym(void *lib, const char *name) { return lib && name ? dlsym(lib, name) : NULL; }

const char *gt_fname(const gt_routine *r, int t, char *buf, size_t n)
{
    if (!r->sym[t]) return NULL;
    snprintf(buf, n, "%s_", r->sym[t]);
    return buf;
}

const char *gt_cname(const gt_routine *r, int t) { return r->csym[t]; }

const gt_routine *gt_find(const char *name)
{
    for (int i = 0; i < gt_nroutines; i++)
        if (!strcmp(gt_routines[i].name, name)) return &gt_routines[i];
    return NULL;
}

int gt_selected(const gt_routine *r, int level, const char *const *only, int nonly)
{
    if (r->level != level) return 0;
    for (int i = 0; i < nonly; i++)
        if (!strcmp(only[i], r->name)) return 1;
    return nonly == 0;
}

/* "dgemm_ transa=N transb=T m=17 ... " */
void gt_describe(const gt_routine *r, int t, const gt_call_args *c, char *buf, size_t n)
{
    size_t o = 0;
#define ADD(...) (o += (size_t)snprintf(buf + o, o < n ? n - o : 0, __VA_ARGS__))
    char fb[32];
    if (c->api == API_F77) ADD("%s", gt_fname(r, t, fb, sizeof fb));
    else ADD("%s(%s)", gt_cname(r, t), c->layout == 101 ? "RowMajor" : c->layout == 102 ? "ColMajor" : "layout?");
    int ntrans = 0, ltrans = 0;
    for (int p = 0; r->kinds[p]; p++) ntrans += r->kinds[p] == 't';
    char last = 0;
    for (int p = 0; r->kinds[p]; p++) {
        char k = r->kinds[p];
        const gt_arg *a = &c->a[p];
        switch (k) {
        case 't': case 'u': case 's': case 'd': case 'o': case 'c': {
            const char *nm = k == 't' || k == 'c' ? "trans" : k == 'u' ? "uplo" : k == 's' ? "side"
                           : k == 'o' ? "order" : "diag";
            char fc = gt_flag_char(c->api, k, a->i);
            if (k == 't' && ntrans > 1) ADD(" %s%c=", nm, 'a' + ltrans++);
            else ADD(" %s=", nm);
            if (c->api == API_F77) ADD("'%c'", (char)a->i);
            else if (fc != '?') ADD("%c", fc);
            else ADD("%lld(illegal)", (long long)a->i);
            break;
        }
        case 'm': case 'n': case 'k': ADD(" %c=%lld", k, (long long)a->i); break;
        case 'l': ADD(" kl=%lld", (long long)a->i); break;
        case 'h': ADD(" ku=%lld", (long long)a->i); break;
        case 'w': ADD(" k=%lld", (long long)a->i); break;
        case 'L': /* imatcopy: A's second leading dimension is ldb */
            ADD(" ld%c=%lld", r->kinds[p - 1] == 'L' ? 'b' : last + 32, (long long)a->i);
            break;
        case 'I': ADD(" inc%c=%lld", last, (long long)a->i); break;
        case 'a': case 'r': case 'b': case 'q':
            if (gt_complex(t) && (k == 'a' || k == 'b'))
                ADD(" %s=(%g,%g)", k == 'a' ? "alpha" : "beta", creal(a->z), cimag(a->z));
            else ADD(" %s=%g", (k == 'a' || k == 'r') ? (r->shape == SH_ROT ? (p == 5 ? "c" : "s") : "alpha")
                                                      : "beta", creal(a->z));
            break;
        default: last = k; break;
        }
    }
#undef ADD
}
