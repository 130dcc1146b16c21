#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*gemm_f)(const char*,const char*,const int*,const int*,const int*,const float*,const float*,const int*,const float*,const int*,const float*,float*,const int*);
int main(int argc,char**argv){
  void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); gemm_f ge=(gemm_f)dlsym(h,"sgemm_");
  float *A=aligned_alloc(64,4L*600*600),*B=aligned_alloc(64,4L*600*600),*C=aligned_alloc(64,4L*600*600);
  for(long i=0;i<600L*600;i++){A[i]=1e-3*(i%7);B[i]=1e-3*(i%5);C[i]=0;}
  float one=1,zero=0;
  for(int a=2;a+3<argc;a+=4){int m=atoi(argv[a]),lda=atoi(argv[a+1]),ldb=atoi(argv[a+2]),ldc=atoi(argv[a+3]);
   double best=1e9; for(int r=0;r<7;r++){ int it=300; double t0=now(); for(int i=0;i<it;i++) ge("N","N",&m,&m,&m,&one,A,&lda,B,&ldb,&zero,C,&ldc); double t=(now()-t0)/it; if(t<best)best=t;}
   printf("m=%d lda=%d ldb=%d ldc=%d: %.1f GF\n",m,lda,ldb,ldc,2.0*m*m*m/best*1e-9);}
}
