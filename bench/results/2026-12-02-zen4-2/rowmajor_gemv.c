/* Row-major complex CBLAS calls (the conj(A) forms) against the column-major ones, one library
 * dlopen'd privately.  Build: gcc -O2 rowmajor_gemv.c -o rowmajor_gemv -ldl
 * Run:   OPENBLAS_NUM_THREADS=1 STEADYBLAS_NUM_THREADS=1 taskset -c 0 ./rowmajor_gemv LIB.so 1000
 * Prints zgemv GB/s (matrix bytes / time, best of 5) for ColMajor NoTrans, RowMajor ConjTrans,
 * RowMajor Trans, ColMajor ConjTrans.  (Its ztrmv figures are not meaningful: x is not
 * restored between calls; rowmajor_trmv.c measures trmv/trsv/hemv.) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <complex.h>
#include <dlfcn.h>
typedef void (*zgemv_t)(int,int,int,int,const void*,const void*,int,const void*,int,const void*,void*,int);
typedef void (*ztrmv_t)(int,int,int,int,int,const void*,int,void*,int);
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){int n=atoi(argv[2]);void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL);zgemv_t g=(zgemv_t)dlsym(h,"cblas_zgemv");ztrmv_t tm=(ztrmv_t)dlsym(h,"cblas_ztrmv");
 double complex*a=malloc(16L*n*n),*x=malloc(16L*n),*y=malloc(16L*n);for(long i=0;i<(long)n*n;i++)a[i]=(i%7)*0.01+I*(i%5)*0.01;for(int i=0;i<n;i++){x[i]=1e-3*i;y[i]=0;}
 double complex al=1,be=1;
 /* layout, trans: (ColMajor=102,RowMajor=101; NoTrans 111, Trans 112, ConjTrans 113) */
 int cases[][2]={{102,111},{101,113},{101,112},{102,113}};const char*nm[]={"col N","row C","row T","col C"};
 for(int c=0;c<4;c++){double best=1e9;for(int r=0;r<5;r++){int reps=0;double t0=now(),t;do{g(cases[c][0],cases[c][1],n,n,&al,a,n,x,1,&be,y,1);reps++;t=now()-t0;}while(t<0.05);t/=reps;if(t<best)best=t;}
  printf("zgemv %-6s %.1f GB/s   ",nm[c],16.0*n*n/best*1e-9);}
 /* ztrmv RowMajor, Lower, ConjTrans, NonUnit: (101, 122 lower, 113, 131) */
 int tc[][2]={{102,111},{101,113}};
 for(int c=0;c<2;c++){double best=1e9;for(int r=0;r<5;r++){int reps=0;double t0=now(),t;do{tm(tc[c][0],122,tc[c][1],131,n,a,n,x,1);reps++;t=now()-t0;}while(t<0.05);t/=reps;if(t<best)best=t;}
  printf("ztrmv %s %.1f GB/s   ",c?"row C":"col N",8.0*n*n/best*1e-9);}
 printf("\n");}
