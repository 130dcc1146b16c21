/* bitwise: the same ?syr ?spr ?syr2 ?spr2 / ?her ?hpr ?her2 ?hpr2 calls on two libraries,
 * every n 1-20 and 27-97 step 7, uplo L/U, incx = incy in {1, 2, -1}, zeros in x (and y)
 * (gcc -O2 -o rank_bits rank_bits.c -ldl; ./rank_bits OLD.so NEW.so) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
typedef void (*r1_t)(const char *, const int *, const void *, const void *, const int *, void *, ...);
typedef void (*r2_t)(const char *, const int *, const void *, const void *, const int *, const void *,
                     const int *, void *, ...);
int main(int c, char **v)
{
    (void)c;
    void *h1 = dlopen(v[1], RTLD_NOW | RTLD_LOCAL), *h2 = dlopen(v[2], RTLD_NOW | RTLD_LOCAL);
    const char *ty = "sdcz";
    const char *forms[] = {"syr", "spr", "syr2", "spr2"};
    const char *hforms[] = {"her", "hpr", "her2", "hpr2"};
    for (int t = 0; t < 4; t++)
        for (int f = 0; f < 4; f++) {
            char nm[16];
            snprintf(nm, sizeof nm, "%c%s_", ty[t], t >= 2 ? hforms[f] : forms[f]);
            void *f1 = dlsym(h1, nm), *f2 = dlsym(h2, nm);
            const int cx = t >= 2, dbl = t & 1, two = f >= 2, packed = f & 1;
            const size_t rs = dbl ? 8 : 4, es = rs * (cx ? 2 : 1);
            int bad[3] = {0, 0, 0}, calls[3] = {0, 0, 0};
            for (int n = 1; n <= 97; n += (n < 20 ? 1 : 7))
                for (int up = 0; up < 2; up++)
                    for (int ii = 0; ii < 3; ii++)
                        for (int rep = 0; rep < 3; rep++) {
                            const int inc = ii == 0 ? 1 : ii == 1 ? 2 : -1, ai = inc < 0 ? -inc : inc;
                            int lda = n + 2;
                            size_t la = packed ? (size_t)n * (n + 1) / 2 * es : (size_t)lda * n * es;
                            char *A1 = malloc(la), *A2 = malloc(la), *x = malloc(n * ai * es), *y = malloc(n * ai * es);
                            for (size_t i = 0; i < la / rs; i++) {
                                double r = rand() / (double)RAND_MAX - 0.5;
                                if (dbl) ((double *)A1)[i] = r; else ((float *)A1)[i] = (float)r;
                            }
                            for (size_t i = 0; i < (size_t)n * ai * (cx ? 2 : 1); i++) {
                                double r = rand() / (double)RAND_MAX - 0.5;
                                if (rep == 1 && (i / (cx ? 2 : 1)) % 5 == 0) r = 0;
                                double s = -r * 0.7 + (i % 3) * 0.1;
                                if (rep == 2 && (i / (cx ? 2 : 1)) % 3 == 0) r = s = 0;
                                if (dbl) { ((double *)x)[i] = r; ((double *)y)[i] = s; }
                                else { ((float *)x)[i] = (float)r; ((float *)y)[i] = (float)s; }
                            }
                            memcpy(A2, A1, la);
                            double al[2] = {0.7, -0.3};
                            float alf[2] = {0.7f, -0.3f};
                            const void *alp = dbl ? (void *)al : (void *)alf;
                            char u = up ? 'U' : 'L';
                            if (two) {
                                if (packed) { ((r2_t)f1)(&u, &n, alp, x, &inc, y, &inc, A1); ((r2_t)f2)(&u, &n, alp, x, &inc, y, &inc, A2); }
                                else { ((r2_t)f1)(&u, &n, alp, x, &inc, y, &inc, A1, &lda, (size_t)1); ((r2_t)f2)(&u, &n, alp, x, &inc, y, &inc, A2, &lda, (size_t)1); }
                            } else {
                                if (packed) { ((r1_t)f1)(&u, &n, alp, x, &inc, A1, (size_t)1); ((r1_t)f2)(&u, &n, alp, x, &inc, A2, (size_t)1); }
                                else { ((r1_t)f1)(&u, &n, alp, x, &inc, A1, &lda, (size_t)1); ((r1_t)f2)(&u, &n, alp, x, &inc, A2, &lda, (size_t)1); }
                            }
                            calls[ii]++;
                            if (memcmp(A1, A2, la)) bad[ii]++;
                            free(A1); free(A2); free(x); free(y);
                        }
            printf("%-7s inc 1: %d/%d differ, inc 2: %d/%d, inc -1: %d/%d\n", nm, bad[0], calls[0], bad[1], calls[1], bad[2], calls[2]);
        }
}
