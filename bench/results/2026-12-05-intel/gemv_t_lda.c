// dgemv_ T timing at a chosen lda (the column alignment finding, README): gcc -O2 -o gt gemv_t_lda.c -ldl;
// STEADYBLAS_NUM_THREADS=1 taskset -c 0 ./gt M N LDA T lib1.so [lib2.so ...]   (GB/s of the matrix, best of 30 x 2000 calls)
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
typedef void (*f_t)(const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int c,char**v){int m=atoi(v[1]),n=atoi(v[2]),lda=atoi(v[3]);int L=c-5; const char*tr=v[4]; f_t f[4];
 for(int l=0;l<L;l++){void*h=dlopen(v[5+l],RTLD_NOW|RTLD_LOCAL);f[l]=(f_t)dlsym(h,"dgemv_");}
 double*A=aligned_alloc(64,8*(size_t)lda*n+64),*x=aligned_alloc(64,8*4096),*y=aligned_alloc(64,8*4096); for(long i=0;i<(long)lda*n;i++)A[i]=(i%7)*0.1; for(int i=0;i<4096;i++){x[i]=1;y[i]=0;}
 double al=0.5,be=1.0; int one=1; double best[4]={1,1,1,1};
 for(int r=0;r<30;r++) for(int l=0;l<L;l++){int it=2000; double t=now(); for(int i=0;i<it;i++) f[l](tr,&m,&n,&al,A,&lda,x,&one,&be,y,&one); t=(now()-t)/it; if(t<best[l])best[l]=t;}
 for(int l=0;l<L;l++) printf(" %.1f GB/s", 8.0*m*n/best[l]*1e-9); printf("\n");}
