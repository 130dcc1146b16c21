/* ztrmv / ztrsv (Lower, NonUnit) ColMajor NoTrans against RowMajor ConjTrans, and zhemv ColMajor
 * against RowMajor, one library dlopen'd privately; x restored before each call.
 * Build: gcc -O2 rowmajor_trmv.c -o rowmajor_trmv -ldl
 * Run:   OPENBLAS_NUM_THREADS=1 STEADYBLAS_NUM_THREADS=1 taskset -c 0 ./rowmajor_trmv LIB.so 1000 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <complex.h>
#include <dlfcn.h>
typedef void (*ztrxv_t)(int,int,int,int,int,const void*,int,void*,int);
typedef void (*zhemv_t)(int,int,int,const void*,const void*,int,const void*,int,const void*,void*,int);
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){int n=atoi(argv[2]);void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL);
 ztrxv_t f[2]={(ztrxv_t)dlsym(h,"cblas_ztrmv"),(ztrxv_t)dlsym(h,"cblas_ztrsv")};zhemv_t hm=(zhemv_t)dlsym(h,"cblas_zhemv");
 double complex*a=malloc(16L*n*n),*x=malloc(16L*n),*x0=malloc(16L*n),*y=malloc(16L*n);for(long i=0;i<(long)n*n;i++)a[i]=(i%7)*0.01/n+I*(i%5)*0.01/n;
 for(int i=0;i<n;i++){a[i+(long)i*n]=1;x0[i]=1e-3*(i+1)+I*1e-3;y[i]=0;}
 const char*fn[2]={"ztrmv","ztrsv"};
 for(int k=0;k<2;k++)for(int c=0;c<2;c++){double best=1e9;for(int r=0;r<5;r++){int reps=0;double t0=now(),t;do{memcpy(x,x0,16L*n);f[k](c?101:102,122,c?113:111,131,n,a,n,x,1);reps++;t=now()-t0;}while(t<0.05);t/=reps;if(t<best)best=t;}
  printf("%s %s %.1f GB/s   ",fn[k],c?"row C":"col N",8.0*n*n/best*1e-9);}
 double complex al=1,be=1;
 for(int c=0;c<2;c++){double best=1e9;for(int r=0;r<5;r++){int reps=0;double t0=now(),t;do{hm(c?101:102,122,n,&al,a,n,x0,1,&be,y,1);reps++;t=now()-t0;}while(t<0.05);t/=reps;if(t<best)best=t;}
  printf("zhemv %s %.1f GB/s   ",c?"row":"col",8.0*n*n/best*1e-9);}
 printf("\n");}
